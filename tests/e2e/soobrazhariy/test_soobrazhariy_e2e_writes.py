"""What a turn of Соображарий costs the chat (issue 15.10): Telegram allows a group 20 writes a
minute, edits included, so a standard turn is one message edited once, two writes — the claim with
the next category, then the award with its letter — and each moment of it is still shown at the
bottom of the chat, where people read, even when the chat went on meanwhile."""

from __future__ import annotations

from collections import Counter
from typing import Any

from aiogram.types import Message

from tests.e2e.soobrazhariy.soobrazhariy_e2e import (
    CHALLENGE_WINDOW,
    LETTER_PAUSE,
    boot_and_start,
    bot_message,
    letter_line,
    letter_message,
    registry_dealing,
)
from tests.platform.harness import Harness

DEAL = ["Предмет одежды", "Город", "Животное", "Овощ"]
WRITES = {"sendMessage", "sendPoll", "editMessageText", "editMessageReplyMarkup", "stopPoll", "deleteMessage"}


def group_writes(harness: Harness, group_id: int, after: int) -> Counter[str]:
    calls: list[dict[str, Any]] = harness.tg.calls[after:]
    return Counter(c["method"] for c in calls
                   if c["ok"] and c["method"] in WRITES and c["params"].get("chat_id") == group_id)


def buttons(message: Message) -> list[str]:
    markup = message.reply_markup
    return [] if markup is None else [b.text for row in markup.inline_keyboard for b in row]


async def test_a_standard_turn_is_one_message_and_two_writes(harness: Harness) -> None:
    group, (ann, bob), _ = await boot_and_start(harness, registry_dealing(DEAL, "ШКЛ"), "Аня", "Боб")
    await harness.tg.advance(LETTER_PAUSE)
    await bob.says(group, "шарф")
    # From one answer to the next: the whole of turn 1's claim and award, and turn 2's opening.
    before = len(harness.tg.calls)
    claim = bot_message(group, "Боб: «шарф»")
    assert claim.text == ("Боб: «шарф» — забирает, если никто не оспорит.\n\n"
                          "Ход 2. Боб открывает категорию: Город")  # read while it can be challenged
    assert buttons(claim) == ["Оспорить"]
    await harness.tg.advance(CHALLENGE_WINDOW)
    award = group.message(claim.message_id)
    assert award.message_id == group.bot_messages()[-1].message_id  # at the bottom, where it happened
    assert award.text == ("🏆 Боб забирает 1 карту (1 очко) за «шарф»: Предмет одежды.\n\n"
                          "Ход 2. Боб открывает категорию: Город\nБуква: К")  # the letter with the award
    assert letter_message(group).message_id == claim.message_id
    assert buttons(award) == []  # «Оспорить» went with the award: no write of its own
    await ann.says(group, "Казань")
    writes = group_writes(harness, group.id, before)
    # The claim (the one group message); the award with the letter (an edit).
    assert writes == Counter({"sendMessage": 1, "editMessageText": 1})
    assert bot_message(group, "Аня: «Казань»")  # the letter counted answers from that edit
    first = bot_message(group, "Ход 1.")
    assert buttons(first) == [] and letter_line(group) == "Буква: К"


async def test_chatter_under_the_claim_moves_the_award_to_the_bottom(harness: Harness) -> None:
    group, (ann, bob), _ = await boot_and_start(harness, registry_dealing(DEAL, "ШКЛ"), "Аня", "Боб")
    await harness.tg.advance(LETTER_PAUSE)
    await bob.says(group, "шарф")
    claim = bot_message(group, "Боб: «шарф»")
    chatter = await ann.says(group, "ну ты быстрый")  # no answer (wrong letter): chatter
    await harness.tg.advance(CHALLENGE_WINDOW)
    award = bot_message(group, "🏆 Боб забирает 1 карту")
    assert award.message_id > chatter.message_id  # sent anew under the chatter, not edited up there
    assert award.message_id == group.bot_messages()[-1].message_id
    old = group.message(claim.message_id)
    assert "Боб: «шарф»" in (old.text or "") and buttons(old) == []  # the claim left up there lost «Оспорить»
    await harness.tg.advance(LETTER_PAUSE)
    assert letter_message(group).message_id == award.message_id  # the letter joins the award's message
    await ann.says(group, "Казань")
    assert bot_message(group, "Аня: «Казань»").message_id > award.message_id


async def test_chatter_in_the_pause_moves_the_letter_to_the_bottom_and_answers_count_from_it(
    harness: Harness,
) -> None:
    group, (ann, bob), _ = await boot_and_start(harness, registry_dealing(DEAL, "ШКЛ"), "Аня", "Боб")
    category = bot_message(group, "Ход 1.")
    chatter = await ann.says(group, "ну давай уже")
    await harness.tg.advance(LETTER_PAUSE)
    letter = letter_message(group)
    assert letter.message_id > chatter.message_id  # a letter edited up there would go unseen
    assert (letter.text or "").startswith("Ход 1. Аня открывает категорию: Предмет одежды")
    assert letter_line(group) == "Буква: Ш" and buttons(letter) == []
    assert buttons(group.message(category.message_id)) == []
    await bob.says(group, "шарф")  # after the letter's own message: it counts
    assert buttons(bot_message(group, "Боб: «шарф»")) == ["Оспорить"]
