"""Saved actions read back whole (issue 27, item 1).

A committed command's actions are saved with it and said again after a crash. A field the codec
forgot (Доббль's «Ещё партию» was `Button.rematch`) made the restart's re-send fail inside
`App.start`, every time: here every field of every saved action kind round-trips, and a batch that
cannot be read is refused with `UnreadableAction` (recovery sets it aside) instead of anything else.
"""

from __future__ import annotations

import dataclasses
from typing import Any, get_type_hints

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.games.actions import Alert, Button, Picture, SendText
from bot.games.buttons import ANYONE, GameButton
from bot.services.action_codec import KINDS, UnreadableAction, action_from_json, action_to_json
from tests.games.quick.buttons import PeekButton
from tests.games.quick.engine import Claim, Finish
from tests.games.quick.spec import SPEC

GAME = 7


def pack(button: GameButton) -> str:
    return SPEC.buttons.pack(button, GAME)


def unpack(data: str) -> GameButton | None:
    tapped = SPEC.buttons.unpack(data)
    return tapped.does if tapped is not None and tapped.game == GAME else None


json_scalars = st.none() | st.booleans() | st.integers(-2**53, 2**53) | st.text(max_size=8)
json_values = st.recursive(json_scalars, lambda inner: st.lists(inner, max_size=3)
                           | st.dictionaries(st.text(max_size=5), inner, max_size=3), max_leaves=8)
presses = (st.builds(Claim, player_id=st.just(ANYONE), round=st.integers(0, 99))
           | st.builds(Finish, player_id=st.just(ANYONE), round=st.integers(0, 99))
           | st.just(PeekButton(game=GAME)))


@st.composite
def buttons(draw: st.DrawFn) -> Button:
    """A button that does something: a game press, a link, or «play again» (any mix of them)."""
    press = draw(st.none() | presses)
    url = draw(st.none() | st.just("https://t.me/arbiter_bot?start=x"))
    rematch = draw(st.booleans()) if press is not None or url is not None else True
    return Button(draw(st.text(min_size=1, max_size=10)), press=press, url=url, rematch=rematch)


rows = st.lists(buttons(), min_size=1, max_size=3).map(tuple)
keyboards = st.lists(rows, min_size=1, max_size=3).map(tuple)
pictures = st.builds(Picture, st.dictionaries(st.text(max_size=5), json_values, max_size=4))

SAVED = sorted((cls for cls in KINDS.values() if cls is not Alert), key=lambda cls: cls.__name__)


def strategy_for(hint: Any) -> st.SearchStrategy[Any]:
    text = str(hint)
    if "Keyboard" in text or "Button" in text:
        return st.none() | keyboards
    if "Picture" in text:
        return st.none() | pictures
    if "JsonValue" in text or "JsonDict" in text:
        return json_values
    return st.from_type(hint)


def actions_of(cls: type) -> st.SearchStrategy[Any]:
    hints = get_type_hints(cls, globalns=vars(__import__("bot.games.actions", fromlist=["x"])))
    fields = {f.name: strategy_for(hints[f.name]) for f in dataclasses.fields(cls)}
    return st.builds(cls, **fields)


@pytest.mark.parametrize("cls", SAVED, ids=lambda cls: cls.__name__)
@settings(max_examples=60, deadline=None)
@given(data=st.data())
def test_every_field_of_every_saved_action_reads_back_as_it_was(cls: type, data: st.DataObject) -> None:
    """issue 27: whatever any field holds, the action read back equals the one saved."""
    action = data.draw(actions_of(cls))
    assert action_from_json(action_to_json(action, pack), unpack) == action


def test_every_field_of_a_button_is_saved_rematch_included() -> None:
    """issue 27: the field the old codec dropped. Each field of `Button` is set away from its
    default in turn, and read back as set."""
    press = Claim(player_id=ANYONE, round=3)
    for field in dataclasses.fields(Button):
        changed = {"text": "Другое", "press": press, "url": "https://t.me/x", "rematch": True,
                   "secrets": True}[field.name]
        button = dataclasses.replace(Button("Ещё партию", rematch=True), **{field.name: changed})
        action = SendText("Конец", keyboard=((button,),))
        assert action_from_json(action_to_json(action, pack), unpack) == action


def test_a_button_saved_before_the_fields_were_named_reads_back() -> None:
    """issue 27: batches saved by the previous code named the packed press `data`."""
    saved = {"kind": "SendText", "text": "Вопрос", "to": None, "anchor": None, "picture": None,
             "alone": False, "keyboard": [[{"text": "Закончить", "url": None, "data": f"qf:{GAME}:2"}]]}
    action = action_from_json(saved, unpack)
    assert action.keyboard == ((Button("Закончить", press=Finish(player_id=ANYONE, round=2)),),)  # type: ignore[union-attr]


@pytest.mark.parametrize("saved", [
    {"kind": "SendSticker", "sticker": "x"},
    {"kind": "SendText", "text": "x", "colour": "red"},
    {"kind": "SendText"},
    {"kind": "SendText", "text": "Конец", "keyboard": [[{"text": "Ещё партию", "url": None, "data": None}]]},
    {"kind": "SendText", "text": "x", "keyboard": [[{"text": "?", "data": "zz:1:2"}]]},
    {"kind": "SendText", "text": "x", "keyboard": "not a keyboard"},
], ids=["unknown kind", "unknown field", "missing field", "a button that does nothing", "unknown press",
        "not a keyboard"])
def test_what_cannot_be_read_back_is_refused_as_unreadable(saved: dict[str, Any]) -> None:
    """issue 27: one kind of error for every unreadable saved action, which recovery sets aside
    (the old codec's rematch-less «Ещё партию» is «a button that does nothing»)."""
    with pytest.raises(UnreadableAction):
        action_from_json(saved, unpack)
