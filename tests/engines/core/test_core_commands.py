"""The platform's commands, a game's button commands, and Telegram order between them."""

import json
from dataclasses import dataclass
from typing import ClassVar

import pytest

from engines.core import (
    Command,
    Leave,
    Order,
    Posted,
    Press,
    PressedAt,
    Reachable,
    Say,
    Tick,
    Unreachable,
    Vote,
    command_from_json,
    command_to_json,
    register_command,
)


@register_command
@dataclass(frozen=True, slots=True, kw_only=True)
class TakeCard(Press):
    """A game's own button command: typed fields, tied to the card it acts on."""

    type: ClassVar[str] = "test-take-card"
    card: int
    symbols: tuple[int, ...] = ()


@pytest.mark.parametrize(
    "command",
    [
        Say(player_id=1, text="3 Кит", date=1_767_000_000, message_id=12, private=True),
        TakeCard(player_id=2, card=7, symbols=(3, 5), at=PressedAt(1_767_000_001, 12, 901)),
        Vote(vote_id="challenge-1", voter_id=3, option_ids=(0,)),
        Vote(vote_id="challenge-1", voter_id=3, option_ids=()),
        Tick(),
        Posted(anchor="letter-1", date=1_767_000_010, message_id=40),
        Leave(player_id=4),
        Unreachable(player_id=5),
        Reachable(player_id=5),
    ],
)
def test_every_command_round_trips_through_json(command: Command) -> None:
    data = json.loads(json.dumps(command_to_json(command), ensure_ascii=False))
    assert command_from_json(data) == command


def test_json_names_the_command_type() -> None:
    assert command_to_json(Tick()) == {"type": "tick"}
    assert command_to_json(Leave(player_id=5)) == {"type": "leave", "player_id": 5}
    assert command_to_json(TakeCard(player_id=1, card=2))["type"] == "test-take-card"


def test_an_unknown_command_type_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown command"):
        command_from_json({"type": "press", "action": "done"})  # the first seam's untyped press


def test_a_command_type_cannot_be_registered_twice() -> None:
    with pytest.raises(ValueError, match="twice"):

        @register_command
        @dataclass(frozen=True, slots=True, kw_only=True)
        class Again(Press):
            type: ClassVar[str] = "test-take-card"


def test_a_press_ranks_after_the_messages_seen_before_it_and_before_later_ones() -> None:
    seen = Say(player_id=1, text="звезда", date=100, message_id=50)
    press = TakeCard(player_id=2, card=1, at=PressedAt(date=100, after_message_id=50, update_id=7001))
    later_same_second = Say(player_id=3, text="звезда", date=100, message_id=51)
    next_press = TakeCard(player_id=3, card=1, at=PressedAt(date=100, after_message_id=50, update_id=7002))
    earlier_second = Say(player_id=3, text="ключ", date=99, message_id=52)
    assert seen.order < press.order < next_press.order < later_same_second.order
    assert earlier_second.order < seen.order  # an earlier date first, whatever the id
    assert Order(100, 50) < Order(100, 50, 1)
