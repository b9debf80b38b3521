"""«Нет слов» played to the end in a group: the whole game, the final message, the series standing."""

from __future__ import annotations

import pytest

from bot.games.netslov import SPEC
from bot.games.registry import Registry
from tests.e2e.netslov.netslov_e2e import (
    boot_and_start,
    bot_message,
    claim,
    engine,
    hands_are_secret,
    labels,
    lay_black,
    lay_red,
    registry_dealing,
    table,
    table_text,
    tables,
    texts,
    user_of,
    words_on_table,
)
from tests.platform.harness import Harness, play

pytestmark = pytest.mark.both_engines  # a whole game, also on PostgreSQL (issue 23)


@pytest.mark.transcript("netslov")  # the conversation, reviewed: tests/transcripts/netslov.txt
async def test_three_players_play_to_the_penalty_limit_and_no_group_message_shows_a_hand(
    harness: Harness,
) -> None:
    # Rules: one card a turn; «Не говори …!» charges the word's black letters to the latest mover;
    # the penalised player chooses who moves next; the game ends at 10 penalty points; fewest wins.
    group, users, session = await boot_and_start(harness, "Аня", "Боб", "Вика")
    ann, bob, vic = users
    game = engine(session)
    seen: dict[int, set[str]] = {}
    caught: list[str] = []
    for _ in range(300):
        if game.is_over():
            break
        hands_are_secret(group, game, seen)
        s = game.state
        if s.choice is not None:
            chooser = user_of(users, s.choice.chooser)
            # Both answers of the choice: move again yourself, or let the opponent on the left.
            name = chooser.name if len(caught) % 2 else table_text(group).split(" или ")[-1].rstrip(".")
            await chooser.presses(table(group), f"Ходит {name}")
            continue
        assert s.mover is not None
        mover = user_of(users, s.mover)
        shown = await mover.presses(table(group), "🔒 Мои буквы")
        assert shown.show_alert and (shown.text or "").startswith("Ваши буквы: 1 — ")
        if s.hands[mover.id]:
            answer = await lay_black(group, mover, 1)
            assert (answer.text or "").startswith("Вы выложили ")  # the new hand, to the mover alone
        else:
            await lay_red(group, mover, game.board.letter(s.showcase[0]))
        words = words_on_table(game)
        if s.latest_mover == ann.id and words and not game.is_over():
            claimant = bob if len(caught) % 2 else vic
            await claim(harness, group, claimant, f"Не говори {words[0].upper()}!")
            caught.append(words[0])
            assert bot_message(group, f"✅ «{words[0].upper()}» — засчитано!")
    assert game.is_over() and game.state.over == "penalties"
    hands_are_secret(group, game, seen)
    penalties = game.scores()[ann.id]
    assert penalties >= 10 and len(caught) >= 3
    said = texts(group)[-1]  # issue 26 (item 11): the last verdict and the result, one message
    last_word, final = said[:said.index("🏁")], said[said.index("🏁"):]
    assert last_word.startswith("✅") and "разговор" not in last_word  # the game is over: no new conversation
    assert final.startswith(f"🏁 Игра окончена: Аня набирает {penalties} штрафных очков.")
    assert "Штрафные очки (чем меньше, тем лучше):\n1. Боб — 0\n1. Вика — 0\n3. Аня — " in final
    assert "🏆 Победу делят: Боб, Вика!" in final
    assert "🏁 Игра окончена." in table_text(group) and labels(table(group)) == []  # no buttons left
    assert sum("Итоги:" in text for text in texts(group)) == 0  # one final message, the game's own
    assert len(tables(group)) == 1  # one status message all game long, edited in place
    assert harness.app is not None and (group.id, 0) not in harness.app.live.by_key
    # Every hand went out as an alert to its own player: the audience check refused nothing.
    assert harness.app.driver.runner.refused == 0


async def test_stats_show_the_series_standing_fewest_penalties_first(harness: Harness) -> None:
    # «Игра на очки»: over a series the penalty points add up; the fewest lead.
    registry = registry_dealing("АОШТУР", "МДК", "НЛП", "ВСБ")
    harness.tg.privacy_mode = False
    await harness.boot(registry=registry)
    ann, bob, vic = harness.tg.users("Аня", "Боб", "Вика")
    group = harness.tg.group("Игротека", ann, bob, vic)
    await ann.says(group, "/settings")
    await ann.presses(group.last_bot_message(), "Нет слов: игра до 10 штрафных очков")
    assert "Нет слов: игра до 5 штрафных очков" in labels(group.last_bot_message())
    for _ in range(2):
        await play(harness, group, ann, bob, vic, command="/start_netslov")
        await lay_black(group, ann, 1)  # М: the conversation now holds ШТУРМ
        await claim(harness, group, bob, "Не говори ШТУРМ!")
        assert "\n\n🏁 Игра окончена: Аня набирает 5 штрафных очков." in texts(group)[-1]
    await vic.says(group, "/stats netslov")
    assert texts(group)[-1] == (
        "Рейтинг чата в «Нет слов»:\n"
        "Очки здесь штрафные, сумма за все партии: чем меньше, тем выше место.\n"
        "1. Боб — 2 победы, 0 очков, 2 игры\n"
        "2. Вика — 2 победы, 0 очков, 2 игры\n"
        "3. Аня — 0 побед, 10 очков, 2 игры"
    )
    await vic.says(group, "/stats")  # the chat's overall rating: wins and games, no penalty points
    assert "3. Аня — 0 побед, 2 игры" in texts(group)[-1]


async def test_rules_name_the_chats_penalty_limit(harness: Harness) -> None:
    await harness.boot(registry=Registry(SPEC))
    ann, bob = harness.tg.users("Аня", "Боб")
    group = harness.tg.group("Игротека", ann, bob)
    await ann.says(group, "/rules netslov")
    rules = texts(group)[-1]
    assert rules.startswith("Нет слов.") and "«Не говори ДОМ!»" in rules
    assert "10 штрафных очков" in rules and "при равенстве голосов оно не засчитывается" in rules
