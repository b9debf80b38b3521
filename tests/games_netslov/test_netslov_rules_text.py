"""«Нет слов»'s /rules, as the chat reads them."""

from __future__ import annotations

from bot.i18n import load_translator


def test_the_rules_say_what_goes_to_the_vote_and_what_is_refused() -> None:
    """issue 26 (item 3): the three games' /rules state the rulings of items 1-3."""
    t = load_translator("ru")
    args = {"min_word_length": 3, "vote_seconds": 60, "hand_size": 4, "penalty_limit": 10}
    ru, en = t.t("ru", "rules-netslov", **args), t.t("en", "rules-netslov", **args)
    assert "разговорное («инет»)" in ru and "«чаика» вместо «чайки» не засчитывается" in ru
    assert "colloquial (ИНЕТ)" in en and "ЧАИКА for ЧАЙКА does not count" in en
