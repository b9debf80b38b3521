"""/help, /rules and the language of private chats (issue 3, "Game sessions" and "Translations")."""

from __future__ import annotations

from tests.platform.harness import Harness, texts


async def test_help_explains_how_to_turn_privacy_mode_off(harness: Harness) -> None:
    app = await harness.boot()
    (ann,) = harness.tg.users("Аня")
    await ann.says(ann.private, "/help")
    text = texts(ann.private)[-1]
    assert "/setprivacy" in text and f"@{app.driver.me.username}" in text  # type: ignore[union-attr]
    # Only games that can be played are offered (issue 14.13): this bot has the test game alone.
    assert "/start_testgame" in text and "/start_skattergoris" not in text
    assert "добавьте меня в группу" in text  # in private; a group's /help does not say it (below)


async def test_help_in_a_group_does_not_ask_to_be_added_to_a_group(harness: Harness) -> None:
    await harness.boot()
    (ann,) = harness.tg.users("Аня")
    group = harness.tg.group("Игротека", ann)
    await ann.says(group, "/help")
    text = texts(group)[-1]
    assert "добавьте меня в группу" not in text and "/games" in text and "/start_testgame" in text


async def test_rules_of_the_current_or_a_named_game(harness: Harness) -> None:
    app = await harness.boot()
    (ann,) = harness.tg.users("Аня")
    group = harness.tg.group("Игротека", ann)
    await ann.says(group, "/rules")
    assert texts(group)[-1] == "Правила какой игры? Например: /rules skattergoris"
    await ann.says(group, "/rules dobble")
    # This bot has the test game alone: a known game it does not offer has no rules to show.
    assert texts(group)[-1] == "Правила игры «Доббль» пока не написаны."
    await ann.says(group, "/start_testgame")
    await ann.says(group, "/rules")
    assert texts(group)[-1] == app.translator.t("ru", "rules-testgame")


async def test_a_private_chat_follows_the_users_language(harness: Harness) -> None:
    await harness.boot()
    eve = harness.tg.user("Eve", language_code="en")
    await eve.says(eve.private, "/games")
    assert texts(eve.private)[-1].startswith("Games are played in groups")


async def test_score_and_stats_in_private_point_to_groups(harness: Harness) -> None:
    await harness.boot()
    (ann,) = harness.tg.users("Аня")
    await ann.says(ann.private, "/score")
    await ann.says(ann.private, "/stats")
    assert all(t.startswith("В игры играют в группах") for t in texts(ann.private)[-2:])
