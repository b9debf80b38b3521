"""A game of penalties (`GameSpec.lower_scores_win`): the fewest points rank first everywhere the
platform ranks — /score, the final and the stopped score, /stats <game> — and the chat's overall
rating counts its wins and games, not its points (a penalty is not a point won)."""

from __future__ import annotations

import dataclasses

from bot.games.registry import Registry
from bot.services.rendering import leaderboard_text, scores_text
from bot.storage import StatsRow
from engines.core import Player
from tests.games.quick.spec import SPEC
from tests.platform.harness import Harness, play, texts, translator

PENALTIES = dataclasses.replace(SPEC, lower_scores_win=True)
ANN, BOB, CAT = Player(1, "Аня"), Player(2, "Боб"), Player(3, "Кира")


def test_the_score_ranks_the_fewest_points_first_and_says_so() -> None:
    t = translator()
    scores = {1: 5, 2: 0, 3: 0}
    assert scores_text("ru", t, [ANN, BOB, CAT], scores, lowest_first=True) == (
        "Счёт:\nЭто штрафные очки: чем меньше, тем лучше.\n"
        "1. Боб — 0 очков\n1. Кира — 0 очков\n3. Аня — 5 очков"
    )
    assert scores_text("ru", t, [ANN, BOB, CAT], scores).startswith("Счёт:\n1. Аня — 5 очков")


def test_the_leaderboard_of_a_game_of_penalties_says_fewer_is_better() -> None:
    rows = [StatsRow(2, "Боб", 2, 1, 3), StatsRow(1, "Аня", 2, 1, 9)]
    text = leaderboard_text("ru", translator(), rows, title="Рейтинг:", lowest_first=True)
    assert text.split("\n")[:3] == [
        "Рейтинг:",
        "Очки здесь штрафные, сумма за все партии: чем меньше, тем выше место.",
        "1. Боб — 1 победа, 3 очка, 2 игры",
    ]


def test_the_chats_rating_after_games_of_penalties_only_shows_no_column_of_zero_points() -> None:
    """The playground found «Аня — 1 победа, 0 очков, 1 игра» after Нет слов: a game of penalties
    adds only wins and games to the chat's rating, so points are not shown when nobody has any."""
    rows = [StatsRow(1, "Аня", 1, 1, 0), StatsRow(2, "Боб", 1, 0, 0)]
    assert leaderboard_text("ru", translator(), rows).split("\n") == [
        "Рейтинг чата:", "1. Аня — 1 победа, 1 игра", "2. Боб — 0 побед, 1 игра"]
    rows = [StatsRow(1, "Аня", 1, 1, 4), StatsRow(2, "Боб", 1, 0, 0)]
    assert leaderboard_text("en", translator(), rows).split("\n")[2] == "2. Боб — 0 wins, 0 points, 1 game"


async def test_a_game_of_penalties_ranks_the_fewest_first_in_score_final_and_stats(harness: Harness) -> None:
    harness.tg.privacy_mode = False
    await harness.boot(registry=Registry(PENALTIES))
    ann, bob = harness.tg.users("Аня", "Боб")
    group = harness.tg.group("Игротека", ann, bob)
    await play(harness, group, ann, bob)
    await bob.says(group, "кот")
    await harness.tg.advance(40)
    await ann.says(group, "/score")
    assert texts(group)[-1] == ("Счёт:\nЭто штрафные очки: чем меньше, тем лучше.\n"
                                "1. Аня — 0 очков\n2. Боб — 1 очко")
    await bob.says(group, "пёс")
    await harness.tg.advance(40)
    # The test game names its own winner (the most points); the platform only ranks.
    assert texts(group)[-1].startswith("Итоги:\nЭто штрафные очки: чем меньше, тем лучше.\n"
                                       "1. Аня — 0 очков\n2. Боб — 2 очка")
    await ann.says(group, "/stats testgame")
    # Fewest points first, even though Боб has the win: the default order would put him on top.
    assert texts(group)[-1].split("\n")[2:] == ["1. Аня — 0 побед, 0 очков, 1 игра",
                                                "2. Боб — 1 победа, 2 очка, 1 игра"]
    await ann.says(group, "/stats")
    assert "Боб — 1 победа, 1 игра" in texts(group)[-1]  # no penalty points in the overall rating


async def test_a_stopped_game_of_penalties_shows_the_fewest_first(harness: Harness) -> None:
    harness.tg.privacy_mode = False
    await harness.boot(registry=Registry(PENALTIES))
    ann, bob = harness.tg.users("Аня", "Боб")
    group = harness.tg.group("Игротека", ann, bob)
    await play(harness, group, ann, bob)
    await bob.says(group, "кот")
    await harness.tg.advance(40)
    await ann.says(group, "/stop")
    await ann.presses(group.last_bot_message(), "Да, остановить")
    assert texts(group)[-1].endswith("Это штрафные очки: чем меньше, тем лучше.\n"
                                     "1. Аня — 0 очков\n2. Боб — 1 очко")
