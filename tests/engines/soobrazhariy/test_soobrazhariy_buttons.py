"""The Telegram buttons of Соображарий: small callback data that packs and unpacks to the same
button, a press that becomes the engine's typed command, and data that is not a plain number
(«²», «١٢», «2.5») that never becomes a command at all."""

from __future__ import annotations

import pytest

from bot.games.buttons import GameButton, parse_button
from bot.games.soobrazhariy.buttons import BUTTONS, BidButton, ChallengeButton, PassButton, SkipButton
from bot.games.soobrazhariy.spec import SPEC
from engines.core import Command, PressedAt, command_from_json, command_to_json
from engines.soobrazhariy import Bid, ChallengeAnswer, Pass, Skip

AT = PressedAt(date=1_767_000_004, after_message_id=120, update_id=9001)
GROUP = -1_001_234_567_890  # a supergroup id, as long as they get


@pytest.mark.parametrize(("button", "command"), [
    (SkipButton(game=GROUP, turn=12), Skip(player_id=7, at=AT, turn=12)),
    (ChallengeButton(game=GROUP, message_id=2**31), ChallengeAnswer(player_id=7, at=AT, message_id=2**31)),
    (BidButton(game=GROUP, turn=999, amount=20), Bid(player_id=7, at=AT, turn=999, amount=20)),
    (PassButton(game=GROUP, turn=999), Pass(player_id=7, at=AT, turn=999)),
], ids=lambda x: type(x).__name__)
def test_a_button_packs_small_and_presses_as_its_engine_command(button: GameButton, command: Command) -> None:
    data = button.pack()
    assert len(data.encode()) <= 64  # Telegram's callback_data limit
    assert parse_button(data, BUTTONS) == button
    pressed = button.command(7, AT)
    assert pressed == command
    assert command_from_json(command_to_json(command)) == command


def test_every_kind_has_its_own_prefix_and_the_spec_lists_them() -> None:
    assert len({kind.__prefix__ for kind in BUTTONS}) == len(BUTTONS)
    assert SPEC.buttons == BUTTONS


@pytest.mark.parametrize("data", ["sbb:1:2:²", "sbb:1:2:٣", "sbb:1:2:", "sbb:1:2:2.5", "sbc:1:²", "sbc:1:١٢",
                                  "sbc:1:", "sbc:1:12a", "sbs:1:x"])
def test_callback_data_that_is_not_a_plain_number_is_no_button(data: str) -> None:
    assert parse_button(data, BUTTONS) is None
