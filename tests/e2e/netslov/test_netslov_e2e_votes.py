"""A word the dictionary does not know goes to the players' poll: a majority accepts, a tie rejects."""

from __future__ import annotations

from tests.e2e.netslov.netslov_e2e import (
    VOTE_SECONDS,
    boot_and_start,
    claim,
    engine,
    labels,
    latest_poll,
    lay_black,
    registry_dealing,
    table,
    table_text,
    tables,
    texts,
)
from tests.platform.harness import Harness

# Аня lays Б, and the conversation spells «НУБ», gamers' slang no dictionary lists.
NOOB = registry_dealing("АОНУ", "БКТ", "ДЛМ", "ВСП")


async def test_an_unknown_word_is_put_to_the_players_and_a_tie_rejects_it(harness: Harness) -> None:
    group, (ann, bob, vic), session = await boot_and_start(harness, "Аня", "Боб", "Вика", registry=NOOB)
    (gosha,) = harness.tg.users("Гоша")
    await group.set_member(gosha, "member")
    await lay_black(group, ann, 1)
    await claim(harness, group, bob, "Не говори НУБ!")
    poll = latest_poll(group)
    assert poll.question == ("Слова «НУБ» нет в моём словаре. Есть такое слово? Если да — штраф получит Аня; "
                             "при равенстве голосов слово не засчитывается.")
    assert [o.text for o in poll.options] == ["Да, есть такое слово", "Нет такого слова"]
    sent = harness.tg.calls_to("sendPoll")[-1]
    assert sent["params"]["is_anonymous"] is False  # the players vote by name
    assert "🗳 Голосуем за слово — ходы подождут." in table_text(group)
    assert labels(table(group)) == ["🔒 Мои буквы"]  # no card may be laid while the word is voted on
    await claim(harness, group, vic, "Не говори ОНА!")  # a claim during the vote waits for it
    assert texts(group)[-1] == "«ОНА» проверю, когда закончится голосование."
    await bob.votes(poll, 0)
    await vic.votes(poll, 1)
    await gosha.votes(poll, 0)  # not a player: not counted
    await harness.tg.advance(VOTE_SECONDS)  # Аня never votes: 1 : 1 when the poll closes
    assert texts(group)[-1] == (  # the two verdicts, in one message (the outbox joins plain lines)
        "❌ «НУБ»: голоса разделились поровну (1 : 1), а при равенстве слово не засчитывается.\n\n"
        "❌ «ОНА» — не существительное."
    )
    assert latest_poll(group).is_closed
    assert engine(session).scores() == {ann.id: 0, bob.id: 0, vic.id: 0}
    assert "👉 Ходит Боб." in table_text(group)


async def test_a_restart_with_a_poll_open_keeps_the_vote_and_the_table(harness: Harness) -> None:
    group, (ann, bob, vic), _ = await boot_and_start(harness, "Аня", "Боб", "Вика", registry=NOOB)
    await lay_black(group, ann, 1)
    await claim(harness, group, bob, "/word нуб")
    poll = latest_poll(group)
    await bob.votes(poll, 0)
    await harness.shutdown()
    await harness.boot(registry=NOOB)
    await vic.votes(poll, 0)
    await ann.votes(poll, 1)  # everyone has voted: 2 : 1, the word counts
    assert texts(group)[-1].startswith(
        "✅ «НУБ» — засчитано голосованием (2 : 1)! Аня забирает ⚫Н ⚫У ⚫Б в личный отбой: +3, "
        "теперь 3 штрафных очка.")
    assert latest_poll(group).is_closed
    assert len(tables(group)) == 1  # the table was re-adopted and edited, not sent again
    assert "Аня — 3 · Боб — 0 · Вика — 0" in table_text(group)
    assert labels(table(group)) == ["🔒 Мои буквы", "Ходит Аня", "Ходит Боб"]
    assert harness.app is not None and not harness.tg.handler_errors


async def test_a_restart_mid_turn_keeps_the_table_and_the_hands(harness: Harness) -> None:
    group, (ann, bob, _vic), session = await boot_and_start(harness, "Аня", "Боб", "Вика", registry=NOOB)
    await lay_black(group, ann, 1)
    hands = {p: engine(session).hand(p) for p in engine(session).state.active}
    await harness.shutdown()
    app = await harness.boot(registry=NOOB)
    restored = engine(app.live.by_key[(group.id, 0)])
    assert {p: restored.hand(p) for p in restored.state.active} == hands
    mine = await bob.presses(table(group), "🔒 Мои буквы")
    assert mine.text == "Ваши буквы: 1 — Д, 2 — Л, 3 — М. Сейчас ваш ход!"
    await lay_black(group, bob, 3)
    assert "💬 Разговор: 🔴А 🔴О ⚫Н ⚫У ⚫Б ⚫М" in table_text(group)
    assert "👉 Ходит Вика." in table_text(group)
    assert len(tables(group)) == 1


async def test_a_word_voted_down_is_not_put_to_the_vote_again(harness: Harness) -> None:
    group, (ann, bob, vic), _ = await boot_and_start(harness, "Аня", "Боб", "Вика", registry=NOOB)
    await lay_black(group, ann, 1)
    await claim(harness, group, bob, "Не говори НУБ!")
    poll = latest_poll(group)
    for voter in (ann, bob, vic):
        await voter.votes(poll, 1)
    assert texts(group)[-1] == "❌ «НУБ» не засчитано голосованием (0 : 3)."
    await lay_black(group, bob, 1)
    await claim(harness, group, vic, "Не говори НУБ!")
    assert texts(group)[-1] == "❌ «НУБ» игроки уже отвергли голосованием."
    assert len(group.polls()) == 1
