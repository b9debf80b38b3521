"""The course of a turn: which phase it is in, and which phase module (`phases/`) answers a command
or acts on a moment. Nothing is decided here.

A turn goes: `opening` (specials and a category; "pause" until the letter) → for «Кто больше?»
`bidding` (the promises) → the letter ("answering": `letter`, and `bidding` again for the bidder's
count) → `ending` (the next turn, or the end of the game). A command is checked (`verify`), changes
the turn (`apply`), then the game settles: everything due at `now`, one step at a time.
"""

from __future__ import annotations

from engines.core import Command, Leave, Posted, Reachable, Refusal, Say, Tick, Unreachable, Vote
from engines.soobrazhariy.commands import Bid, ChallengeAnswer, Pass, Skip
from engines.soobrazhariy.content import SoobrazhariyContent
from engines.soobrazhariy.events import Event
from engines.soobrazhariy.phases import bidding, ending, letter, opening
from engines.soobrazhariy.reasons import Reason
from engines.soobrazhariy.state import State


def start(s: State, content: SoobrazhariyContent, now: float) -> list[Event]:
    return ending.next_turn(s, content, now)


def verify(command: Command, now: float, s: State) -> None:
    """Raise `Refusal(Reason.X, **details)` if `command` may not be applied now (PokerKit's
    `verify_…`); the presenter turns it into a polite sentence."""
    turn, present = s.turn, s.present
    if isinstance(command, Tick):
        return
    if isinstance(command, Posted):
        letter.verify_posted(command, turn)
    elif isinstance(command, Say):
        letter.verify_say(command, turn, present, s.lang, s.settings.rules)
    elif isinstance(command, Skip | ChallengeAnswer | Bid | Pass):
        if command.player_id not in present:
            raise Refusal(Reason.NOT_A_PLAYER)
        if isinstance(command, Skip):
            letter.verify_skip(command, turn)
        elif isinstance(command, ChallengeAnswer):
            letter.verify_challenge(command, now, turn, present, s.settings)
        else:
            bidding.verify(command, now, turn, s.settings)
    elif isinstance(command, Vote):
        letter.verify_vote(command, now, turn, present)
    elif isinstance(command, Leave | Unreachable | Reachable):
        # The game is played in the group: a player the bot cannot write to privately plays on.
        if command.player_id not in present:
            raise Refusal(Reason.NOT_A_PLAYER)
    else:
        raise Refusal(Reason.UNKNOWN_COMMAND, type=command.type)


def apply(s: State, content: SoobrazhariyContent, command: Command, now: float) -> list[Event]:
    """What a verified command does to the turn (a Leave is the game's: `Soobrazhariy.handle`)."""
    t = s.turn
    if t is None:
        return []  # Tick, Unreachable, Reachable between turns: nothing to do
    if isinstance(command, Say):
        letter.hear(s, t, command, now)
    elif isinstance(command, Posted):
        letter.posted(s, t, command, now)
    elif isinstance(command, Vote):
        letter.vote(t, command)
    elif isinstance(command, Skip):
        return [letter.skip(s, t, command.player_id)]
    elif isinstance(command, ChallengeAnswer):
        return [letter.open_challenge(s, content, t, command.message_id, command.player_id, now)]
    elif isinstance(command, Bid):
        assert t.bidding is not None
        return bidding.bid(s, content, t, t.bidding, command.player_id, command.amount, now, auto=False)
    elif isinstance(command, Pass):
        assert t.bidding is not None
        return bidding.pass_(s, content, t, t.bidding, command.player_id, now, timed_out=False)
    return []  # Tick; Unreachable/Reachable: the game is played in the group, nothing changes


def settle(s: State, content: SoobrazhariyContent, now: float) -> list[Event]:
    """Act on everything due at `now`, one step at a time, until nothing changes."""
    events: list[Event] = []
    judged: set[int] = set()  # answers a vote decided while settling: their verdict says it all
    while s.over_reason is None and (t := s.turn) is not None:
        if t.phase == "pause":
            step = opening.settle(s, content, t, now)
        elif t.phase == "bidding":
            step = bidding.settle_bidding(s, content, t, now)
        else:  # votes first: a verdict may change which answer counts
            step = letter.close_votes(s, t, now, judged)
            if not step and t.play == "more":
                step = bidding.settle_answers(s, content, t, now)
            elif not step:
                step = letter.settle_race(s, content, t, now, judged)
        if not step:
            break
        events += step
    return events
