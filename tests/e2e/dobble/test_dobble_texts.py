"""How Доббль reads: the rules text's worked count, captions that agree with the name, every toast."""

from __future__ import annotations

import pytest

from bot.games.dobble.presenter import DobblePresenter, missed_text
from bot.games.dobble.texts import final_text, taken_caption, took_text
from bot.games.view import View
from bot.i18n import load_translator
from bot.services.rendering import scores_text
from engines.core import Player, PressedAt, Refusal
from engines.dobble import (
    CardTaken,
    CardView,
    ClaimMissed,
    ClaimSymbol,
    DobbleSettings,
    GameOver,
    PileCount,
    Reason,
    SymbolView,
)

ANN, BORIS, VIKA, SASHA = 1, 2, 3, 4
PLAYERS = {ANN: Player(ANN, "Аня"), BORIS: Player(BORIS, "Борис"), VIKA: Player(VIKA, "Вика"),
           SASHA: Player(SASHA, "Саша")}
KEY = SymbolView(6, "🔑", "ключ")
CARD = CardView(9, (KEY,))


def view(locale: str = "ru") -> View[DobbleSettings]:
    return View("dobble", locale, load_translator(), PLAYERS, DobbleSettings())


def test_the_rules_texts_count_for_three_reads_as_the_text_does() -> None:
    # «Аня забрала 21, Борис 18, Вика 13 … итоговые стопки содержат 22, 19 и 14 карточек. Победила Аня».
    piles = (PileCount(ANN, 22, 21, True), PileCount(BORIS, 19, 18, True), PileCount(VIKA, 14, 13, True))
    over = GameOver("centre-empty", piles, 55, 55, 0, (ANN,))
    assert final_text(view(), over).splitlines() == [
        "🏁 <b>Центр пуст — считаем стопки!</b>",
        "",
        "1. Аня — 22 карты (21 из центра + стартовая)",
        "2. Борис — 19 карт (18 из центра + стартовая)",
        "3. Вика — 14 карт (13 из центра + стартовая)",
        "",
        "22 + 19 + 14 = 55: ни одна карточка не потерялась.",
        "🏆 Побеждает Аня — 22 карты!",
    ]


def test_a_tie_at_the_top_is_a_shared_win() -> None:
    piles = (PileCount(ANN, 21, 20, True), PileCount(BORIS, 21, 20, True), PileCount(VIKA, 13, 12, True))
    text = final_text(view(), GameOver("centre-empty", piles, 55, 55, 0, (ANN, BORIS)))
    assert "1. Аня — 21 карта" in text and "1. Борис — 21 карта" in text and "3. Вика" in text
    assert text.endswith("🏆 Победа делится: Аня и Борис — у каждого 21 карта.")


@pytest.mark.parametrize(("player", "caption"), [
    (ANN, "Аня нашла 🔑 и забирает карту"),
    (BORIS, "Борис нашёл 🔑 и забирает карту"),
    (SASHA, "Саша забирает карту: 🔑"),  # either gender: said without a past-tense verb
])
def test_the_caption_agrees_with_the_name(player: int, caption: str) -> None:
    assert took_text(view(), player, KEY.emoji) == caption


def test_the_english_caption() -> None:
    taken = CardTaken(1, ANN, CARD, KEY, 2, (BORIS,), 0)
    assert taken_caption(view("en"), taken, None) == (
        "Аня finds 🔑 and takes the last card — the centre is empty! · too late: Борис")


def test_a_miss_says_which_card_it_was_not_on() -> None:
    missed = ClaimMissed(BORIS, 9, KEY, on_centre=True, on_own=False, locked=True, pressed=True)
    said = "❌ 🔑 есть в центре, но не на вашей карточке. Теперь ждите следующую карту."
    assert missed_text(view(), missed) == said


@pytest.mark.parametrize("locale", ["ru", "en"])
@pytest.mark.parametrize("reason", list(Reason))
def test_every_button_refusal_reads_as_a_short_plain_sentence(locale: str, reason: Reason) -> None:
    # Telegram: a callback answer is plain text of at most 200 characters.
    press = ClaimSymbol(player_id=ANN, at=PressedAt(0, 0, 1), card=9, symbol=6)
    refusal = Refusal(reason, name="Аня", anchor="centre-1")
    text = DobblePresenter().button_refusal(press, refusal, view(locale))
    assert text is not None and text != f"dobble-refused-{reason}" and 0 < len(text) <= 200
    assert "<" not in text and "{" not in text


@pytest.mark.parametrize(("locale", "one", "two", "five"), [
    ("ru", "1 карта", "2 карты", "5 карт"), ("en", "1 card", "2 cards", "5 cards")])
def test_a_dobble_score_is_worded_in_cards(locale: str, one: str, two: str, five: str) -> None:
    """issue 26 (item 13): Доббль's score lines count cards in both languages; other games keep points."""
    t = load_translator()
    players = [Player(1, "Аня"), Player(2, "Боб"), Player(3, "Вика")]
    text = scores_text(locale, t, players, {1: 5, 2: 2, 3: 1}, kind="dobble")
    assert f"Аня — {five}" in text and f"Боб — {two}" in text and f"Вика — {one}" in text
    assert "point" not in text and "очк" not in text
    assert "очк" in scores_text("ru", t, players, {1: 5, 2: 2, 3: 1}, kind="soobrazhariy")
