"""Доббль in a group, start to end (issue 11): the start, the countdown, one picture edited per take,
the count, the stats, text mode, «Ещё партию»."""

from __future__ import annotations

from typing import Any

import pytest

from bot.games.dobble.presenter import SCROLL_SLACK
from engines.dobble import CARDS, DECK_SIZE
from sandbox import ChatHandle, UserHandle
from tests.e2e.dobble.dobble_e2e import (
    COUNTDOWN,
    boot,
    boot_and_start,
    centre,
    count,
    emoji,
    engine,
    label,
    match,
    start,
    table,
    take,
    texts,
)
from tests.platform.harness import Harness

pytestmark = pytest.mark.both_engines  # a whole game, also on PostgreSQL (issue 23)


def group_writes(harness: Harness, group: ChatHandle, after: int) -> list[dict[str, Any]]:
    return [c for c in harness.tg.calls[after:] if c["ok"] and c["params"].get("chat_id") == group.id
            and c["method"] not in ("getChatMember", "getChat", "sendChatAction")]


def labels(message: Any) -> list[list[str]]:
    assert message.reply_markup is not None
    return [[b.text for b in row] for row in message.reply_markup.inline_keyboard]


async def test_the_start_says_55_minus_n_counts_down_in_place_and_opens_one_picture(harness: Harness) -> None:
    group, users = await boot(harness, "Аня", "Борис", "Вика")
    session = await start(harness, group, users, turn_over=False)
    [started] = [m for m in group.bot_messages() if (m.text or "").startswith("Доббль: 3 игрока")]
    assert (started.text or "").splitlines()[:2] == [
        "Доббль: 3 игрока — Аня, Борис и Вика.",
        "Каждому — по карточке рубашкой вверх, в центре 55 − 3 = 52.",
    ]
    assert (started.text or "").endswith("По сигналу переворачиваем карточки: 3…")
    assert "table" not in session.record.messages  # nothing to search before the signal
    await harness.tg.advance(COUNTDOWN / 3)
    assert (group.message(started.message_id).text or "").endswith("3… 2…")
    await harness.tg.advance(COUNTDOWN / 3)
    assert (group.message(started.message_id).text or "").endswith("3… 2… 1…")
    await harness.tg.advance(COUNTDOWN / 3)
    picture = table(group, session)
    assert picture.photo and picture.caption == "Карточки открыты — ищите совпадение! · в центре 52"
    # The centre card's 8 symbols as buttons: bare emoji four to a row, named ones two to a row.
    shown = [label(s) for s in CARDS[centre(session)]]
    bare, named = [t for t in shown if " " not in t], [t for t in shown if " " in t]
    assert labels(picture) == [*(bare[i:i + 4] for i in range(0, len(bare), 4)),
                               *(named[i:i + 2] for i in range(0, len(named), 2))]
    # The countdown was one message edited in place: no «2…» or «1…» of its own.
    assert sum("По сигналу" in t for t in texts(group)) == 1


@pytest.mark.transcript("dobble")  # the conversation, reviewed: tests/transcripts/dobble.txt
async def test_a_whole_game_by_buttons_and_typed_names_to_the_count_and_the_stats(harness: Harness) -> None:
    group, (ann, bob, vika), session = await boot_and_start(harness, "Аня", "Борис", "Вика")
    picture_id = session.record.messages["table"]
    before = len(harness.tg.calls)
    takers = [ann if n % 2 == 0 else bob if n % 4 == 1 else vika for n in range(52)]  # Аня 26, 13, 13
    for n, taker in enumerate(takers):
        symbol, left = match(session, taker), 52 - n - 1
        await take(harness, taker, group, session, typed=n % 3 == 1)
        if left:
            # The same picture, edited: who found what, and what is left in the centre.
            caption = table(group, session).caption or ""
            found = "нашла" if taker is not bob else "нашёл"
            assert caption == f"{taker.name} {found} {emoji(symbol)} и забирает карту · в центре {left}"
    assert engine(session).is_over()
    # One Telegram write per take: the picture's edit (the last take's edit drops the buttons) —
    # or, once the typed claims have pushed it up past a few messages, the picture sent anew at the
    # bottom and the old one's buttons dropped (issue 26, item 8).
    writes = group_writes(harness, group, before)
    edits = [c for c in writes if c["method"] == "editMessageMedia"]
    anew = [c for c in writes if c["method"] == "sendPhoto"]
    dropped = [c for c in writes if c["method"] == "editMessageReplyMarkup"]
    assert len(edits) + len(anew) == 52 and 1 <= len(anew) <= 52 // (SCROLL_SLACK + 1) * 3
    assert picture_id in {c["params"]["message_id"] for c in edits} and len(dropped) == len(anew)
    others = [c["method"] for c in writes if c not in edits and c not in anew and c not in dropped]
    assert others == ["sendMessage"]  # the count
    last = table(group, session)
    assert last.reply_markup is None
    assert (last.caption or "").endswith("и забирает последнюю карту — центр пуст!")

    final = group.last_bot_message()
    assert (final.text or "").splitlines() == [
        "🏁 Центр пуст — считаем стопки!",
        "",
        "1. Аня — 27 карт (26 из центра + стартовая)",
        "2. Борис — 14 карт (13 из центра + стартовая)",
        "2. Вика — 14 карт (13 из центра + стартовая)",
        "",
        "27 + 14 + 14 = 55: ни одна карточка не потерялась.",
        "🏆 Побеждает Аня — 27 карт!",
    ]
    assert labels(final) == [["🔁 Ещё партию"]]
    assert sum(engine(session).scores().values()) == DECK_SIZE
    assert not any("Итоги:" in t for t in texts(group))  # the count is the game's own, said once

    await ann.says(group, "/stats dobble")
    board = (group.last_bot_message().text or "").splitlines()
    assert board[0] == "Рейтинг чата в «Доббль»:"
    assert board[1] == "1. Аня — 1 победа, 27 очков, 1 игра"
    assert set(board[2:]) == {"2. Борис — 0 побед, 14 очков, 1 игра", "3. Вика — 0 побед, 14 очков, 1 игра"}
    assert harness.tg.handler_errors == []


async def test_text_mode_plays_a_whole_game_as_emoji_text(harness: Harness) -> None:
    group, (ann, bob) = await boot(harness, "Аня", "Борис")
    assert harness.app is not None
    await harness.app.chats.set_game_option(group.id, "dobble", "text_mode", True)
    session = await start(harness, group, [ann, bob])
    board = table(group, session)
    assert not board.photo
    lines = (board.text or "").splitlines()
    centre_line = "В центре: " + " ".join(emoji(s) for s in CARDS[centre(session)])
    assert lines[0] == "Карточки открыты — ищите совпадение! · в центре 53"
    assert lines[2] == centre_line
    assert lines[3].startswith("Аня (1 карта): ") and lines[4].startswith("Борис (1 карта): ")
    assert sum(len(row) for row in labels(board)) == 8  # claims work the same: the 8 buttons
    n = 0
    while not engine(session).is_over():
        taker = ann if n % 3 else bob
        await take(harness, taker, group, session, typed=n % 2 == 0)
        n += 1
        if not engine(session).is_over():
            shown = (table(group, session).text or "").splitlines()
            assert shown[3] == f"Аня ({count(session, ann)} {cards(count(session, ann))}): " + " ".join(
                emoji(s) for s in CARDS[engine(session).state.pile(ann.id).top])  # type: ignore[union-attr]
    assert not [c for c in harness.tg.calls if c["method"] in ("sendPhoto", "editMessageMedia")]
    final = group.last_bot_message().text or ""
    assert "= 55: ни одна карточка не потерялась." in final and "Побеждает Аня" in final


def cards(n: int) -> str:
    """«1 карта», «2 карты», «5 карт»."""
    if n % 10 == 1 and n % 100 != 11:
        return "карта"
    return "карты" if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14 else "карт"


async def finish(harness: Harness, group: ChatHandle, session: Any, users: list[UserHandle]) -> None:
    n = 0
    while not engine(session).is_over():
        await take(harness, users[n % len(users)] if n % 4 else users[0], group, session)
        n += 1


async def test_play_again_deals_a_fresh_shuffle_to_the_same_players(harness: Harness) -> None:
    group, users = await boot(harness, "Аня", "Борис", "Вика")
    assert harness.app is not None
    seeds = iter((42, 43))
    harness.app.lobbies.seed_source = lambda: next(seeds)  # a new seed for every game, as in the bot
    first = await start(harness, group, users)
    dealt = [count(first, u) for u in users]
    order = list(engine(first).state.stack)
    await finish(harness, group, first, users)
    final = group.last_bot_message()
    assert dealt == [1, 1, 1]
    answer = await users[2].presses(final, "🔁 Ещё партию")
    assert answer.answered and not answer.text
    assert harness.app is not None
    second = harness.app.live.by_key[(group.id, 0)]
    assert second is not first and second.spec.kind == "dobble"
    assert [p.id for p in second.players] == [users[2].id, users[0].id, users[1].id]  # Вика opened it
    await harness.tg.advance(COUNTDOWN)
    game = engine(second)
    assert [count(second, u) for u in users] == [1, 1, 1] and len(game.state.stack) == 51
    assert game.state.stack != order  # a fresh shuffle of all 55 cards
    assert table(group, second).message_id > final.message_id  # a picture of its own
    assert sum(t.startswith("Доббль: 3 игрока") for t in texts(group)) == 2



async def test_the_score_counts_cards_not_points(harness: Harness) -> None:
    """issue 26 (item 13): a Доббль score is the cards taken — «2 карты», «1 карта», not «очки»;
    the same when the game is stopped."""
    group, users = await boot(harness, "Аня", "Борис", "Вика")
    session = await start(harness, group, users)
    await take(harness, users[0], group, session)
    await users[0].says(group, "/score")
    score = texts(group)[-1]
    assert "1. Аня — 2 карты" in score and "Борис — 1 карта" in score and "очк" not in score
    await users[0].says(group, "/stop")
    await users[0].presses(group.last_bot_message(), "Да, остановить")
    stopped = "\n".join(texts(group)[-2:])
    assert "1. Аня — 2 карты" in stopped and "очк" not in stopped
