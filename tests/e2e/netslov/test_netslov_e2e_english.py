"""«Нет слов» in an English chat (issue 26, item 22): the game is Russian by nature, so its /rules say so in
English up front, and the game runs on Russian letters with English host texts."""

from __future__ import annotations

import pytest

from tests.e2e.netslov.netslov_e2e import CLAIM_WINDOW, claim, engine, lay_black, registry_dealing, texts
from tests.platform.harness import Harness, play

DOM = registry_dealing("АО", "МКТ", "ДЛН", "ВСП", deck_top="Р")


@pytest.mark.transcript("netslov-en")  # the conversation in English, reviewed
async def test_english_chat_rules_say_the_game_is_russian_and_it_plays_in_russian(harness: Harness) -> None:
    """issue 26: /rules in an English chat tell the table, in English, before anything else, that the
    letters and the words are Russian; then a game in that chat deals Russian letters, answers a Latin
    word by saying it is not Russian (not by listing Latin letters the table lacks), takes a Cyrillic word
    and answers in English."""
    harness.tg.privacy_mode = False
    await harness.boot(registry=DOM)
    ann, bob = harness.tg.users("Ann", "Bob")
    group = harness.tg.group("Games", ann, bob)
    await ann.says(group, "/lang en")
    await ann.says(group, "/rules netslov")
    rules = texts(group)[-1]
    first_line = rules.splitlines()[0]
    assert first_line.startswith("No Words («Нет слов») is a Russian word game, whatever language this chat")
    assert "the letters are Russian" in first_line and "You’ll need some Russian to play." in first_line
    assert not any("а" <= c <= "я" for c in rules.replace("«Нет слов»", "").replace("/word дом", "")
                   .replace("«Не говори ДОМ!»", "")), "the rest of the rules is in English"

    session = await play(harness, group, ann, bob, command="/start_netslov", join="Join", start="Start")
    assert "💬 Conversation: 🔴А 🔴О" in texts(group)[-1]
    await lay_black(group, ann, 1)  # М
    await lay_black(group, bob, 1)  # Д
    await ann.says(group, "/word home")  # an English word is no claim here
    await harness.tg.advance(CLAIM_WINDOW)
    assert texts(group)[-1] == (
        "❌ «HOME» isn’t Russian: in No Words the words are Russian, written in Cyrillic (/word дом)."
    )
    assert engine(session).scores()[bob.id] == 0
    await claim(harness, group, ann, "/word дом")
    assert texts(group)[-1].startswith("✅ «ДОМ» — accepted! Bob takes ⚫Д ⚫М into their penalty pile")
    assert engine(session).scores()[bob.id] == 2
    assert not harness.tg.handler_errors
