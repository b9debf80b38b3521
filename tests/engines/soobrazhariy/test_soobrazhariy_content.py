"""The category cards and special card names in both languages."""

from __future__ import annotations

import re

import pytest
from soobrazhariy_table import ANN, BOB, new_game, players, real_content

from engines.core import Posted, Say, Tick
from engines.soobrazhariy import SPECIALS, Settings
from engines.soobrazhariy.events import CandidateNamed, LetterOpened
from locales import load_content


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_52_ordinary_categories_with_distinct_texts(lang: str) -> None:
    content = load_content(lang, "soobrazhariy")
    texts = [c["text"] for c in content["categories"]]
    assert len(texts) == 52 and len(set(texts)) == 52
    assert all(text.strip() == text and text for text in texts)


def test_both_languages_have_the_same_cards_in_the_same_order() -> None:
    ids = {lang: [c["id"] for c in load_content(lang, "soobrazhariy")["categories"]] for lang in ("ru", "en")}
    assert ids["ru"] == ids["en"] and len(set(ids["ru"])) == 52


def test_every_thing_card_says_it_is_made_by_people() -> None:
    # The rules: «вещь» on a card means a thing made by people — the card says so itself.
    ru = load_content("ru", "soobrazhariy")["categories"]
    en = {c["id"]: c["text"] for c in load_content("en", "soobrazhariy")["categories"]}
    things = [c for c in ru if re.search(r"\bвещ", c["text"], re.IGNORECASE)]
    assert len(things) >= 5
    for card in things:
        assert "сдела" in card["text"], card["text"]
        assert "made by people" in en[card["id"]], en[card["id"]]


def test_the_made_by_people_mark_is_brief_and_the_definition_is_said_once_in_the_rules() -> None:
    # Issue 14.15: «(вещь — то, что сделали люди)» on card after card was heavy.
    ru = [c["text"] for c in load_content("ru", "soobrazhariy")["categories"]]
    en = [c["text"] for c in load_content("en", "soobrazhariy")["categories"]]
    assert not [text for text in ru if "то, что сделали люди" in text or "вещь, сделанная" in text]
    assert not [text for text in en if "a thing is made by people" in text]
    marks = {text[text.index("("):] for text in ru if "(" in text and "людьми" in text}
    assert marks <= {"(сделана людьми)", "(сделан людьми)"}


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_special_cards_are_named_and_letters_are_26(lang: str) -> None:
    content = load_content(lang, "soobrazhariy")
    names = {kind: real_content(lang).specials.of(kind) for kind in SPECIALS}
    assert set(names) == set(SPECIALS) and all(names.values())
    assert len(set(content["letters"])) == 26


def test_english_game_deals_english_letters_and_judges_english_answers() -> None:
    content = load_content("en", "soobrazhariy")
    game = new_game(players(ANN, BOB), Settings(), seed=5, now=0.0, content=real_content("en"), locale="en")
    events = game.handle(Tick(), now=3.0)
    letter = next(e for e in events if isinstance(e, LetterOpened))
    assert letter.letter in content["letters"]
    game.handle(Posted(letter.anchor, date=3, message_id=50), now=3.0)
    events = game.handle(Say(BOB, letter.letter.lower() + "ulip", date=4, message_id=51), now=4.0)
    assert any(isinstance(e, CandidateNamed) for e in events)
