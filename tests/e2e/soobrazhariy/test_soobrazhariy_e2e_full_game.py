"""A whole game of Соображарий with the real shuffled decks, played through the chat to the end."""

from __future__ import annotations

import pytest
from aiogram.types import Message

from bot.games.registry import Registry
from bot.games.soobrazhariy import SPEC
from sandbox import UserHandle
from tests.e2e.soobrazhariy.soobrazhariy_e2e import boot_and_start, has_message
from tests.platform.harness import Harness

pytestmark = pytest.mark.both_engines  # a whole game, also on PostgreSQL (issue 23)

STEP = 5  # seconds between looks at the chat


def buttons(message: Message) -> list[str]:
    markup = message.reply_markup
    return [] if markup is None else [b.text for row in markup.inline_keyboard for b in row]


@pytest.mark.transcript("soobrazhariy")  # the conversation, reviewed: tests/transcripts/soobrazhariy.txt
async def test_a_whole_game_is_refereed_to_the_final_message(harness: Harness) -> None:
    group, users, session = await boot_and_start(harness, Registry(SPEC), "Аня", "Боб", "Вика")
    by_name: dict[str, UserHandle] = {u.name: u for u in users}
    letters_seen: set[int] = set()
    bids = 0
    assert harness.app is not None
    for _ in range(1000):
        if (group.id, 0) not in harness.app.live.by_key:
            break
        last = group.bot_messages()[-1]
        text = last.text or ""
        if "Обещает " in text and buttons(last):  # «Кто больше?»: the bidder in turn bids or passes
            bidder = by_name[text.split("Обещает ")[1].split(":")[0]]
            bids += 1
            await bidder.presses(last, "Пас" if "Пас" in buttons(last) and bids % 2 else buttons(last)[0])
            continue
        letters = [m for m in group.bot_messages() if "Буква:" in (m.text or "")]
        letter = letters[-1] if letters else None
        if letter is not None and letter.message_id not in letters_seen:
            letters_seen.add(letter.message_id)
            face = (letter.text or "").rpartition("Буква: ")[2][0].lower()
            if "назовите" in (letter.text or ""):  # the bidder's minute: three different answers
                bidder = by_name[(letter.text or "").split(". ")[1].split(",")[0]]
                for i in range(3):
                    await bidder.says(group, f"{face}слово{i}")
            elif len(letters_seen) % 4:  # every fourth letter nobody answers: the stack grows
                first, second = users[len(letters_seen) % 3], users[(len(letters_seen) + 1) % 3]
                await first.says(group, f"{face}ответ")
                await second.says(group, f"{face}другой")
        await harness.tg.advance(STEP)
    assert (group.id, 0) not in harness.app.live.by_key, "the game did not end"
    assert len(letters_seen) == 52
    assert has_message(group, "Сыграна последняя буква — игра окончена!", "Карты игроков:")
    assert harness.tg.handler_errors == []
    engine = session.engine
    assert engine is not None and engine.is_over()
    assert await harness.app.replay(session.id) == engine.to_json()
