"""Telegram ordering and fairness (issue 3): Telegram's clock decides, not ours."""

from __future__ import annotations

from tests.games.quick.engine import QuickAnswer
from tests.platform.harness import START, Harness, game_in_group, play, question, texts


async def test_two_answers_with_the_same_date_are_decided_by_message_id(harness: Harness) -> None:
    _, group, (ann, bob), session = await game_in_group(harness, "Аня", "Боб")
    q = question(group)
    date = int(q.date.timestamp()) + 3
    # Ann's message gets the smaller id but reaches the bot second.
    early = await ann.says(group, "кит", date=date, deliver=False)
    await bob.says(group, "кот", date=date)
    await harness.tg.deliver(early)
    assert early.message_id < group.last_message().message_id or True
    await harness.tg.advance(40)
    assert "первым был Аня («кит»)" in "\n".join(texts(group))
    assert session.engine is not None and session.engine.scores()[ann.id] == 1


async def test_an_answer_dated_before_the_opening_message_is_rejected(harness: Harness) -> None:
    _, group, (ann, bob), session = await game_in_group(harness, "Аня", "Боб")
    q = question(group)
    await bob.says(group, "кот", date=int(q.date.timestamp()) - 1)
    assert "Боб, этот ответ отправлен раньше вопроса" in texts(group)[-1]
    await harness.tg.advance(40)
    assert "Раунд 1: никто не ответил." in "\n".join(texts(group))
    assert session.engine is not None and session.engine.scores() == {ann.id: 0, bob.id: 0}


async def test_an_answer_dated_before_the_deadline_but_delivered_after_it_counts(harness: Harness) -> None:
    _, group, (_ann, bob), _ = await game_in_group(harness, "Аня", "Боб")
    q = question(group)
    answers_deadline = int(q.date.timestamp()) + 30  # QuickSettings.round_seconds
    late = await bob.says(group, "кот", date=answers_deadline, deliver=False)
    await harness.tg.advance(31)  # the deadline has passed; the grace period (2 s) has not
    assert not any("Раунд 1" in t for t in texts(group))
    await harness.tg.deliver(late)
    await harness.tg.advance(2)
    assert "Раунд 1: первым был Боб («кот»)." in texts(group)


async def test_an_answer_dated_after_the_deadline_does_not_count(harness: Harness) -> None:
    _, group, (_ann, bob), _ = await game_in_group(harness, "Аня", "Боб")
    await harness.tg.advance(31)
    await bob.says(group, "кот")  # dated now: one second after the answers deadline
    assert "Боб, время вышло — ответ не считается." in texts(group)


async def test_non_players_edits_forwards_and_bots_are_not_answers(harness: Harness) -> None:
    harness.tg.privacy_mode = False
    app = await harness.boot()
    ann, bob, eve = harness.tg.users("Аня", "Боб", "Ева")
    group = harness.tg.group("Игротека", ann, bob, eve)
    session = await play(harness, group, ann, bob)
    before = list(texts(group))
    await eve.says(group, "я тоже знаю")  # not a player: silence
    sent = await bob.says(group, "пёс", forward=True)  # forwarded: never an answer
    assert texts(group) == before
    await bob.edits(sent, "кот")  # edited: never an answer
    await harness.tg.advance(40)
    assert "Раунд 1: никто не ответил." in texts(group)
    journal = await app.repo.journal(session.id)
    assert [c["type"] for _, c, _ in journal] == ["posted", "tick", "posted"]


async def test_non_player_pressing_a_game_button_gets_a_short_alert(harness: Harness) -> None:
    harness.tg.privacy_mode = False
    await harness.boot()
    ann, bob, eve = harness.tg.users("Аня", "Боб", "Ева")
    group = harness.tg.group("Игротека", ann, bob, eve)
    session = await play(harness, group, ann, bob)
    answer = await eve.presses(question(group), "Закончить раунд")
    assert answer.show_alert and answer.text == "Вы не участвуете в этой игре."
    assert isinstance(session.engine, QuickAnswer) and session.engine.state.round == 1
    await bob.presses(question(group), "Закончить раунд")
    assert session.engine.state.round == 2


async def test_two_chats_play_at_once_without_interference(harness: Harness) -> None:
    harness.tg.privacy_mode = False
    app = await harness.boot()
    ann, bob, cat, dan = harness.tg.users("Аня", "Боб", "Кира", "Дан")
    one = harness.tg.group("Один", ann, bob)
    two = harness.tg.group("Два", cat, dan, ann)
    first = await play(harness, one, ann, bob)
    second = await play(harness, two, cat, dan)
    await ann.says(two, "чужой ответ")  # Ann plays in chat one only
    await bob.says(one, "кот")
    await dan.says(two, "пёс")
    await harness.tg.advance(40)
    assert "Раунд 1: первым был Боб («кот»)." in texts(one)
    assert "Раунд 1: первым был Дан («пёс»)." in texts(two)
    assert not any("Дан" in t for t in texts(one))
    assert first.engine is not None and second.engine is not None
    assert first.engine.scores() == {ann.id: 0, bob.id: 1}
    assert second.engine.scores() == {cat.id: 0, dan.id: 1}
    assert app.live.by_key.keys() == {(one.id, 0), (two.id, 0)}
    assert harness.clock.now() > START


async def test_game_time_scale_shortens_game_timers(harness: Harness) -> None:
    harness.tg.privacy_mode = False
    await harness.boot(game_time_scale=0.1)
    ann, bob = harness.tg.users("Аня", "Боб")
    group = harness.tg.group("Игротека", ann, bob)
    await play(harness, group, ann, bob)
    await bob.says(group, "кот")
    await harness.tg.advance(3)  # 30 s round + 2 s grace, scaled by 0.1 = 3.2 s
    assert not any(t.startswith("Раунд 1") for t in texts(group))
    await harness.tg.advance(1)
    assert "Раунд 1: первым был Боб («кот»)." in texts(group)
