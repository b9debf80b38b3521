"""Скаттергорис with secrets inside the group (issue 25): nobody opens the bot; sheets are ephemeral
messages, answers the ephemeral command `/a`, and no other member ever sees a secret before the
table shows it."""

from __future__ import annotations

import pytest

from bot.games.registry import Registry
from bot.games.skattergoris import SPEC
from sandbox import ChatHandle, UserHandle
from tests.e2e.skattergoris.skattergoris_e2e import engine, find, polls, review_status, word
from tests.platform.harness import Harness, play

pytestmark = pytest.mark.both_engines


async def boot(harness: Harness, *names: str) -> tuple[ChatHandle, tuple[UserHandle, ...]]:
    """Users who never opened the bot, in a group where privacy mode is on (the default)."""
    await harness.boot(registry=Registry(SPEC), secrets="group")
    users = harness.tg.users(*names)
    return harness.tg.group("Игротека", *users), users


def sheet(user: UserHandle, group: ChatHandle) -> str:
    """The user's sheet as they see it in the group (an ephemeral message)."""
    found = [m for m in user.ephemerals(group) if (m.text or "").startswith("Ваш лист · раунд")]
    assert found, f"{user!r} has no sheet: {[m.text for m in user.sees(group)]}"
    return found[-1].text or ""


def rows(user: UserHandle, group: ChatHandle) -> list[str]:
    return [line for line in sheet(user, group).splitlines() if line[:1].isdigit()]


def never_saw(user: UserHandle, group: ChatHandle, *secrets: str) -> None:
    shown = "\n".join(m.text or m.caption or "" for m in user.ever_saw(group))
    for secret in secrets:
        assert secret not in shown, f"{user!r} saw {secret!r}"


async def test_a_whole_game_is_played_in_the_group_with_no_private_chat(harness: Harness) -> None:
    group, (ann, bob, vika, gosha) = await boot(harness, "Аня", "Боб", "Вика", "Гоша")
    await ann.says(group, "/start_skattergoris")
    lobby = group.last_bot_message()
    assert "видите только вы и я" in (lobby.text or "")
    assert lobby.reply_markup is not None and all(b.url is None for row in lobby.reply_markup.inline_keyboard
                                                  for b in row)  # no «Открыть бота»: nobody needs it
    for user in (bob, vika):
        await user.presses(lobby, "Играю")
    await ann.presses(lobby, "Начать")
    assert harness.app is not None
    session = harness.app.live.by_key[(group.id, 0)]
    game = engine(session)
    letter = game.letter
    w = [word(letter, i) for i in range(12)]

    # Every player has their sheet in the group, seen by them alone.
    for user in (ann, bob, vika):
        assert sheet(user, group).startswith("Ваш лист · раунд 1 ")
        assert "/a" in sheet(user, group)
    # The ephemeral command fills a row, or the next empty one; one sheet, edited in place.
    said = await ann.says(group, f"/a 3 {w[0]}")
    assert said.message_id == 0 and said.ephemeral_message_id is not None
    await ann.says(group, f"/a {w[1]}")
    await ann.says(group, f"/a\n5 {w[2]}\n6 {w[3]}")
    assert [r.split(": ", 1)[1] for r in rows(ann, group)[:6]] == [w[1], "—", w[0], "—", w[2], w[3]]
    assert sum((m.text or "").startswith("Ваш лист") for m in ann.ephemerals(group)) == 1
    await bob.says(group, f"/a 3 {w[0]}")  # the same answer as Аня's: struck for both
    await vika.says(group, f"/a 7 {w[4]}")
    secrets = (w[0], w[1], w[2], w[3], w[4])
    for user, theirs in ((ann, w[:4]), (bob, (w[0],)), (vika, (w[4],))):
        others = [s for s in secrets if s not in theirs]
        never_saw(user, group, *others)
    never_saw(gosha, group, *secrets)  # a member who does not play

    # The common view holds no secret at all while the round runs.
    common = "\n".join(m.text or "" for m in group.messages())
    assert not any(s in common for s in secrets)

    for user in (ann, bob, vika):
        await user.presses(user.last_ephemeral(group), "Готово")
    table = find(group, "Ответы раунда 1 ").text or ""
    assert w[4] in table and w[2] in table  # the review table is public, as the rules want
    for user in (ann, bob, vika):
        await user.presses(review_status(group), "Готово")
    assert not polls(group)
    scored = find(group, "Очки за раунд 1").text or ""
    assert scored.startswith(f"Очки за раунд 1 («{letter}»):\nАня — 3 очка")

    # Rounds 2 and 3: an answer each, in the group, then «Готово» on the sheet and on the review.
    for round_no in (2, 3):
        letter = engine(session).letter
        for index, user in enumerate((ann, bob, vika)):
            await user.says(group, f"/a {word(letter, index)}")
            assert rows(user, group)[0].endswith(f": {word(letter, index)}")
            never_saw(ann if user is not ann else bob, group, word(letter, index))
            await user.presses(user.last_ephemeral(group), "Готово")
        assert find(group, f"Ответы раунда {round_no} ")
        for user in (ann, bob, vika):
            await user.presses(review_status(group), "Готово")
    assert session.status.value == "finished"
    assert "Итоги" in "\n".join(m.text or "" for m in group.bot_messages()[-3:])
    assert harness.app is not None and harness.app.driver.runner.refused == 0
    # Nobody ever had a private chat with the bot.
    assert all(not user.private.messages() for user in (ann, bob, vika))


async def test_an_offline_player_gets_their_sheet_back_on_demand(harness: Harness) -> None:
    group, (ann, bob) = await boot(harness, "Аня", "Боб")
    ann.goes_offline()
    session = await play(harness, group, ann, bob, command="/start_skattergoris")
    letter = engine(session).letter
    assert not [m for m in ann.ephemerals(group) if (m.text or "").startswith("Ваш лист")]
    await ann.says(group, f"/a 1 {word(letter, 0)}")  # answered blind: it counts all the same
    ann.comes_online()
    # The round post's «📝 Мой лист» shows the sheet anew, with the answer on it.
    post = find(group, "Раунд 1 из 3")
    answer = await ann.presses(post, "📝 Мой лист")
    assert answer.text == "Показал ещё раз — это видите только вы."
    assert rows(ann, group)[0].endswith(f": {word(letter, 0)}")
    # `/a` on its own does the same.
    await ann.says(group, "/a")
    assert sum((m.text or "").startswith("Ваш лист") for m in ann.ephemerals(group)) == 1
    assert rows(ann, group)[0].endswith(f": {word(letter, 0)}")
    never_saw(bob, group, word(letter, 0))


async def test_a_player_offline_all_game_long_answers_blind_and_the_game_ends_right(harness: Harness) -> None:
    """Every ephemeral delivery to Боб is lost, all game: his answers still count and are scored."""
    group, (ann, bob) = await boot(harness, "Аня", "Боб")
    bob.goes_offline()
    session = await play(harness, group, ann, bob, command="/start_skattergoris")
    for round_no in (1, 2, 3):
        letter = engine(session).letter
        await ann.says(group, f"/a 1 {word(letter, 0)}\n3 {word(letter, 2)}")
        await bob.says(group, f"/a 2 {word(letter, 1)}")  # blind: he never sees his sheet
        await ann.presses(ann.last_ephemeral(group), "Готово")
        await harness.tg.advance(engine(session).answers_deadline - harness.clock.now() + 3)
        table = find(group, f"Ответы раунда {round_no} ").text or ""
        assert f"Боб: {word(letter, 1)}" in table
        for user in (ann, bob):
            await user.presses(review_status(group), "Готово")
    assert session.status.value == "finished"
    assert engine(session).scores() == {ann.id: 6, bob.id: 3}
    assert not [m for m in bob.ephemerals(group) if m.from_user is not None and m.from_user.is_bot]
