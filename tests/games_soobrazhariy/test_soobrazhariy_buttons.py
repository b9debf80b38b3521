"""The Telegram buttons of Соображарий: small callback data that carries the engine's own command
(issue 27, item 6), and data that is not a plain number («²», «١٢», «2.5») that never becomes a
command at all."""

from __future__ import annotations

import dataclasses

import pytest

from bot.games.buttons import ANYONE
from bot.games.soobrazhariy.buttons import BUTTONS
from bot.games.soobrazhariy.spec import SPEC
from engines.core import Command, Press, PressedAt, command_from_json, command_to_json
from engines.soobrazhariy import Bid, ChallengeAnswer, Pass, Skip

AT = PressedAt(date=1_767_000_004, after_message_id=120, update_id=9001)
GROUP = -1_001_234_567_890  # a supergroup id, as long as they get


@pytest.mark.parametrize("command", [
    Skip(player_id=7, at=AT, turn=12),
    ChallengeAnswer(player_id=7, at=AT, message_id=2**31),
    Bid(player_id=7, at=AT, turn=999, amount=20),
    Pass(player_id=7, at=AT, turn=999),
], ids=lambda x: type(x).__name__)
def test_a_button_packs_small_and_presses_as_its_engine_command(command: Press) -> None:
    data = BUTTONS.pack(dataclasses.replace(command, player_id=ANYONE, at=PressedAt()), GROUP)
    assert len(data.encode()) <= 64  # Telegram's callback_data limit
    tapped = BUTTONS.unpack(data)
    assert tapped is not None and tapped.game == GROUP
    pressed: Command | None = tapped.command(7, AT)
    assert pressed == command
    assert command_from_json(command_to_json(command)) == command


def test_buttons_drawn_before_the_presses_were_the_payload_still_press() -> None:
    """Data packed by the button classes this replaced (`sbb:<game>:<turn>:<amount>`) still reads."""
    tapped = BUTTONS.unpack(f"sbb:{GROUP}:4:3")
    assert tapped is not None and tapped.command(7, AT) == Bid(player_id=7, at=AT, turn=4, amount=3)
    skip = BUTTONS.unpack(f"sbs:{GROUP}:")  # a turn that was None packed as nothing
    assert skip is not None and skip.command(7, AT) == Skip(player_id=7, at=AT, turn=None)


def test_every_kind_has_its_own_code_and_the_spec_lists_them() -> None:
    assert SPEC.buttons is BUTTONS and len(BUTTONS.codes) == 4


@pytest.mark.parametrize("data", ["sbb:1:2:²", "sbb:1:2:٣", "sbb:1:2:", "sbb:1:2:2.5", "sbc:1:²", "sbc:1:١٢",
                                  "sbc:1:", "sbc:1:12a", "sbs:1:x", "sbs:²:1", "sbb:1:2", "sbb:1:2:3:4"])
def test_callback_data_that_is_not_a_plain_number_is_no_button(data: str) -> None:
    assert BUTTONS.unpack(data) is None
