"""A random but legal-minded player of «Нет слов» for the property and replay tests.

It lays cards, calls words (real ones from the table, junk, unknown ones), votes, chooses, lets
time pass and sometimes leaves; refused commands are part of the test (they must change nothing).
"""

from __future__ import annotations

from collections.abc import Callable

from netslov_table import Table

from engines.core import Command, Leave, PressedAt, Say, Tick, Vote
from engines.netslov import ChooseNextMover, PlayFromHand, PlayFromShowcase
from engines.words import rack_nouns

JUNK = ("ковид", "дом", "до", "кошки", "красный", "париж", "абвгд", "кот", "мир", "нос")

Pick = Callable[[int], int]  # a number in [0, n)


def next_command(table: Table, pick: Pick) -> Command:
    game = table.game
    s = game.state
    table.message_id += 1
    table.update_id += 1
    at = PressedAt(int(table.now), table.message_id, table.update_id)
    roll = pick(60)
    if roll == 0 and pick(5) == 0 and len(s.active) > 1:  # now and then somebody leaves
        return Leave(s.active[pick(len(s.active))])
    if roll <= 9:
        return Tick()
    if roll <= 17 and s.poll is not None:
        voters = s.poll.voters
        option = pick(3)
        return Vote(s.poll.vote_id, voters[pick(len(voters))], () if option == 2 else (option,))
    if roll <= 23 and s.choice is not None:
        return ChooseNextMover(player_id=s.choice.chooser, at=at, choice=s.choice.number, myself=pick(2) == 0)
    if roll <= 35:
        claimant = s.active[pick(len(s.active))]
        letters = game.board.conversation_letters()
        words = rack_nouns(letters)[:8]
        kind = pick(4)
        if words and kind <= 1:
            word = words[pick(len(words))]  # a real word on the table
        elif kind == 2 and len(letters) >= 3:
            # letters of the table in a random order: mostly words nobody knows, put to the vote
            word = "".join(letters.pop(pick(len(letters))) for _ in range(3 + pick(min(3, len(letters) - 2))))
        else:
            word = JUNK[pick(len(JUNK))]
        return Say(claimant, f"Не говори {word}!", date=int(table.now), message_id=table.message_id)
    mover = s.mover if s.mover is not None else s.active[0]
    hand = s.hands.get(mover, [])
    if hand and (pick(3) > 0 or not s.showcase):
        return PlayFromHand(player_id=mover, at=at, turn=s.turn, slot=pick(len(hand)))
    if s.showcase:
        return PlayFromShowcase(player_id=mover, at=at, turn=s.turn, card=s.showcase[pick(len(s.showcase))])
    return Tick()


def advance_clock(table: Table, pick: Pick) -> None:
    table.now += (0.0, 0.5, 2.0, 21.0, 46.0)[pick(5)]
