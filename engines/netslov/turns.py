"""Whose turn it is: seats in join order (clockwise), the opponent on the left, automatic passes."""

from __future__ import annotations

from engines.netslov.events import Event, TurnPassed
from engines.netslov.state import NetSlovState


def next_seat(state: NetSlovState, after: int) -> int:
    """The next player still in the game clockwise from `after` (who may have left): the one on the left."""
    seats = [p.id for p in state.players]
    start = seats.index(after)
    for step in range(1, len(seats) + 1):
        candidate = seats[(start + step) % len(seats)]
        if candidate in state.active:
            return candidate
    raise ValueError("nobody is left at the table")


def can_lay(state: NetSlovState, player_id: int) -> bool:
    """A legal card: a black letter in hand or a red one on show."""
    return bool(state.hands.get(player_id)) or bool(state.showcase)


def begin_turn(state: NetSlovState, player_id: int) -> tuple[list[Event], bool]:
    """Give `player_id` the turn, passing on past anyone with no card to lay.

    Returns the passes and whether somebody can move (False: nobody at the table has a card left).
    """
    events: list[Event] = []
    player = player_id
    for _ in range(len(state.active)):
        state.turn += 1
        state.mover = player
        if can_lay(state, player):
            return events, True
        events.append(TurnPassed(player, state.turn))
        player = next_seat(state, player)
    return events, False
