"""Hostile text: invisible characters must not make two identical-looking answers differ.

Zero-width characters, the soft hyphen, the BOM and the bidi controls show nothing, so «нк\u200bот»
looks exactly like «нкот»: every judgment strips them before comparing, and `visible_text` shows
players what was compared."""

from __future__ import annotations

import sys
import unicodedata

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engines.words import (
    alliteration_count,
    answer_key,
    can_make,
    check_leader_word,
    is_function_word,
    key_letter,
    lemma,
    may_share_root,
    normalize,
    noun_list,
    noun_verdict,
    same_answer,
    starts_with_letter,
    visible_text,
    word_length,
)
from engines.words.letters import INVISIBLE_LETTERS, is_invisible

# Each shows nothing: zero-width space, non-joiner, joiner, soft hyphen, word joiner, BOM, LRM, RLM,
# Arabic letter mark, bidi embeddings and overrides, isolates, Mongolian vowel separator, a tag
# character, the Hangul fillers (blank letters).
INVISIBLE = [
    "\u200b", "\u200c", "\u200d", "\u00ad", "\u2060", "\ufeff", "\u200e", "\u200f", "\u061c",
    "\u202a", "\u202b", "\u202c", "\u202d", "\u202e", "\u2066", "\u2067", "\u2068", "\u2069",
    "\u180e", "\U000e0041", "\u3164", "\u115f", "\u1160", "\uffa0",
]


@pytest.mark.parametrize("mark", INVISIBLE)
def test_an_invisible_character_inside_a_word_is_not_a_space(mark: str) -> None:
    assert normalize(f"нк{mark}от") == "нкот"
    assert normalize(f"{mark}Кар{mark}буз{mark}") == "карбуз"
    assert visible_text(f"кар{mark}буз") == "карбуз"


@pytest.mark.parametrize("mark", INVISIBLE)
def test_a_repeat_with_an_invisible_character_is_still_a_repeat(mark: str) -> None:
    # Соображарий: «нкот» was refused, «нк\u200bот» (it looks identical) must be a repeat of it.
    assert same_answer(f"нк{mark}от", "нкот")
    assert answer_key(f"кар{mark}буз") == answer_key("карбуз")


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("кар\u200bбуз", "карбуз"),
        ("кар\u200dбуз", "карбуз"),
        ("карбуз", "\u2066кар\u00adбуз\u2069"),
        ("Кра\u2060сная пло\ufeffщадь", "красная площадь"),
    ],
)
def test_a_duplicate_with_an_invisible_character_is_still_a_duplicate(a: str, b: str) -> None:
    # Скаттергорис: another player's «кар\u200dбуз» is the same answer as «карбуз».
    assert same_answer(a, b)


def test_a_reversed_display_still_scores_on_the_letter_that_was_typed_first() -> None:
    # «\u202eкатох» shows as «хотак», but it was typed (and is compared) as «катох».
    assert key_letter("\u202eкатох") == "к"
    assert visible_text("\u202eкатох") == "катох"
    assert starts_with_letter("\u2067\u202eшарф\u202c\u2069", "Ш")
    assert same_answer("\u202eкатох", "катох")


@pytest.mark.parametrize("mark", INVISIBLE)
def test_every_judgment_ignores_invisible_characters(mark: str) -> None:
    assert key_letter(f"{mark}А{mark}. С. Пушкин") == "а"  # an initial survives a hidden mark
    assert key_letter(f"в{mark} Париж") == "п"
    assert starts_with_letter(f"{mark}шарф", "ш") and starts_with_letter("шарф", f"{mark}Ш")
    assert word_length(f"кар{mark}буз") == 6
    assert alliteration_count(f"Ко{mark}ка-ко{mark}ла", "К") == 2
    assert noun_verdict(f"ко{mark}шка").verdict == "valid"
    assert noun_verdict(f"ко{mark}шки").lemma == "кошка"
    assert can_make(f"к{mark}от", "ток")
    assert can_make("кот", f"т{mark}ок")
    assert may_share_root(f"звёз{mark}да", "звёздочка")
    assert check_leader_word(f"ди{mark}ван", []).verdict == "ok"
    assert is_function_word(f"{mark}в{mark}") and lemma(f"ко{mark}шки") == "кошка"
    assert noun_list().find(f"ко{mark}шка") == noun_list().find("кошка") is not None


def test_can_make_reads_letters_as_normalize_does() -> None:
    # й typed as и + combining breve is still й; a stress mark is not a letter.
    assert can_make("и\u0306од", "йод")
    assert can_make("молоко\u0301", "молоко")


def test_visible_text_keeps_what_shows_and_collapses_whitespace() -> None:
    assert visible_text("  «Кра\u200bсная   пло\u00adщадь!»\n") == "«Красная площадь!»"
    assert visible_text("Ёлка") == "Ёлка"  # case and ё are kept: it is for display
    assert visible_text("\u2066\u2067") == ""
    assert visible_text("") == ""


@pytest.mark.parametrize(
    "emoji",
    [
        "👨\u200d👩\u200d👧",  # a family: three people joined
        "👩\u200d💻",
        "❤\ufe0f\u200d🔥",
        "🏳\ufe0f\u200d🌈",
        "👋🏽",  # a skin tone modifier
        "🏴\U000e0067\U000e0062\U000e0065\U000e006e\U000e0067\U000e007f",  # England's flag: tag characters
    ],
)
def test_emoji_sequences_are_dropped_from_comparisons_and_crash_nothing(emoji: str) -> None:
    assert normalize(f"кот {emoji}") == "кот"
    assert same_answer(f"{emoji}кот{emoji}", "кот")
    assert key_letter(emoji) is None and not starts_with_letter(emoji, "к")
    assert answer_key(emoji) == () and word_length(emoji) == 0 and alliteration_count(emoji, "к") == 0
    assert noun_verdict(emoji).verdict == "not-a-noun" and not can_make(emoji, "кот")
    assert not may_share_root(emoji, "кот") and check_leader_word(emoji, []).verdict == "empty"


def test_visible_text_keeps_the_joiner_inside_an_emoji_sequence() -> None:
    # The joiner hides nothing there (emoji are not compared), and without it a family falls apart.
    assert visible_text("кот 👨\u200d👩\u200d👧") == "кот 👨\u200d👩\u200d👧"
    assert visible_text("❤\ufe0f\u200d🔥") == "❤\ufe0f\u200d🔥"
    assert visible_text("кот\u200d👩") == "кот👩"  # next to a letter it is stripped


_HOSTILE = st.text(
    alphabet=st.sampled_from([*INVISIBLE, *"кота. -ё5", "👩", "\ufe0f", "\u0301"]),
    max_size=12,
)


@settings(max_examples=300, deadline=None)
@given(_HOSTILE)
def test_invisible_characters_never_change_a_judgment(text: str) -> None:
    plain = "".join(c for c in text if c not in INVISIBLE)
    assert normalize(text) == normalize(plain)
    assert answer_key(text) == answer_key(plain)
    assert key_letter(text) == key_letter(plain)
    assert starts_with_letter(text, "к") == starts_with_letter(plain, "к")
    assert word_length(text) == word_length(plain)
    assert visible_text(text).replace("\u200d", "") == visible_text(plain)


def test_every_format_character_is_invisible() -> None:
    format_characters = [chr(i) for i in range(sys.maxunicode + 1) if unicodedata.category(chr(i)) == "Cf"]
    assert all(is_invisible(c) for c in format_characters)
    assert all(is_invisible(c) for c in INVISIBLE_LETTERS)
    assert not any(is_invisible(c) for c in "кК ё-.,'5\u0301\ufe0f👩")
