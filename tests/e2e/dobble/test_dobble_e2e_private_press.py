"""A game's buttons act in the presser's private chat only for a game that sends buttons there
(issue 26, item 7): Доббль never does, so a symbol button in a private chat — here one the bot sent
there by a slip, so that the press is carried by its message and passes the forgery check — claims
nothing and says it cannot be done now."""

from __future__ import annotations

from aiogram.types import InlineKeyboardButton, InlineKeyboardMarkup
from dobble_e2e import boot_and_start, centre, count, match

from bot.games.buttons import ANYONE
from engines.dobble import ClaimSymbol
from tests.platform.harness import Harness


async def test_a_symbol_button_in_a_private_chat_claims_nothing(harness: Harness) -> None:
    _, users, session = await boot_and_start(harness, "Аня", "Борис", "Вика")
    ann = users[0]
    assert harness.app is not None
    data = session.pack(ClaimSymbol(player_id=ANYONE, card=centre(session), symbol=match(session, ann)))
    keyboard = InlineKeyboardMarkup(inline_keyboard=[[InlineKeyboardButton(text="🎯", callback_data=data)]])
    ann.start_bot()
    await harness.app.bot.send_message(ann.id, "🎯", reply_markup=keyboard)
    slip = ann.private.last_bot_message()
    before = count(session, ann)
    answer = await ann.presses(slip, "🎯")
    await harness.tg.idle()
    assert answer.answered and answer.text == "Сейчас так нельзя."
    assert count(session, ann) == before
