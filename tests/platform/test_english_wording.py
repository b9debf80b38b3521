"""English texts a native speaker flagged (issue 26, item 18): each reads as plain English now."""

from __future__ import annotations

from bot.i18n import load_translator

T = load_translator("ru")


def test_the_lobby_says_how_many_can_play() -> None:
    """issue 26 (item 18): «Players: 1 (from 3 to 8)» read as if 1 were between 3 and 8."""
    assert T.t("en", "lobby-players", count=1, min=3, max=8) == "Players: 1 (3–8 can play):"


def test_assotsiatsii_says_its_rules_plainly() -> None:
    """issue 26 (item 18): «as many points as wrote it», «let's vote whether each is the same
    word», «sharing no root with the laid words», «You drew back up to six cards»."""
    final = T.t("en", "assoc-words-help-final", limit=3)
    assert "one point for every player who wrote it" in final and "as many points as" not in final
    assert T.t("en", "assoc-votes-intro", count=2, time="30 s").startswith(
        "Similar pairs — vote: is it the same word? Players only")
    assert "a noun that shares no root with any laid word" in T.t("en", "assoc-lead-help", min=3, time="60 s")
    refilled = T.t("en", "assoc-hand-refilled", cards="fog, tide")
    assert refilled == "You drew cards to make six again: fog, tide."
    rules = T.t("en", "rules-assotsiatsii", leader_time=90, track_length=30)
    assert "not sharing a root with any laid word" in rules and "as many points as" not in rules


def test_the_rules_say_a_near_match_of_the_hidden_word_is_voted_on() -> None:
    """issue 26 (item 2): /rules says which reading we follow for the hidden word's own family."""
    ru = T.t("ru", "rules-assotsiatsii", leader_time=90, guess_time=90, track_length=30)
    assert "«котик» при загаданном «кот» идёт на голосование" in ru
    en = T.t("en", "rules-assotsiatsii", leader_time=90, guess_time=90, track_length=30)
    assert "a guess of “patriot” is put to the vote" in en
