"""Доббль: players who leave, /stop, a restart mid-game, pictures sent again by their file_id (issue 11)."""

from __future__ import annotations

import json
from typing import Any

from bot.games.dobble import SPEC
from bot.games.dobble.presenter import SCROLL_SLACK
from bot.games.registry import Registry
from engines.dobble import DECK_SIZE
from tests.e2e.dobble.dobble_e2e import (
    boot,
    boot_and_start,
    centre,
    count,
    engine,
    start,
    table,
    take,
    texts,
)
from tests.platform.harness import Harness
from tests.platform.test_durability import crash


def media_of(call: dict[str, Any]) -> str:
    """What an editMessageMedia sent as the photo: a file id, or `attach://…` for an upload."""
    media = call["params"]["media"]
    media = json.loads(media) if isinstance(media, str) else media
    return str(media["media"])


async def test_a_player_who_leaves_keeps_their_pile_and_two_play_on(harness: Harness) -> None:
    group, (ann, bob, vika), session = await boot_and_start(harness, "Аня", "Борис", "Вика")
    await take(harness, vika, group, session)
    await take(harness, vika, group, session)
    await group.set_member(vika, "left")
    assert "Вика выходит из игры — стопка (3 карты) остаётся в счёте." in texts(group)
    assert not engine(session).is_over()
    await take(harness, ann, group, session)  # the next picture has the two who are left
    assert [top.player_id for top in engine(session).tops()] == [ann.id, bob.id]
    n = 0
    while not engine(session).is_over():
        await take(harness, ann if n % 2 else bob, group, session)
        n += 1
    final = (group.last_bot_message().text or "").splitlines()
    assert "3. Вика — 3 карты (2 из центра + стартовая), вне игры" in final
    assert engine(session).scores()[vika.id] == 3 and sum(engine(session).scores().values()) == DECK_SIZE


async def test_fewer_than_two_players_end_the_game_with_the_piles_as_they_are(harness: Harness) -> None:
    group, (ann, bob), session = await boot_and_start(harness, "Аня", "Борис")
    await take(harness, bob, group, session)
    await group.set_member(ann, "left")
    assert engine(session).is_over()
    board = table(group, session)
    assert board.reply_markup is None
    assert board.caption == "🏁 Игра окончена: за столом меньше двух игроков."
    final = (group.last_bot_message().text or "").splitlines()
    assert final[0] == "🏁 Игра окончена: за столом меньше двух игроков. Считаем стопки:"
    assert final[2:4] == ["1. Борис — 2 карты (1 из центра + стартовая)",
                          "2. Аня — 1 карта (только стартовая), вне игры"]
    assert final[5] == "В стопках 2 + 1 = 3, в центре осталось 52: всего 55."


async def test_stop_leaves_the_piles_as_they_stand_and_names_no_winner(harness: Harness) -> None:
    group, (ann, _bob), session = await boot_and_start(harness, "Аня", "Борис")
    await take(harness, ann, group, session)
    before = len(harness.tg.calls)
    await ann.says(group, "/stop")
    await ann.presses(group.last_bot_message(), "Да, остановить")
    board = table(group, session)
    assert board.caption == "⏹ Игра остановлена." and board.reply_markup is None
    # The same picture stays: only its caption and buttons change (no new drawing, no upload).
    edits = [c["method"] for c in harness.tg.calls[before:]
             if c["params"].get("message_id") == board.message_id]
    assert edits == ["editMessageCaption"]
    said = group.last_bot_message().text or ""
    assert said.startswith("Игра остановлена.") and "победитель не объявляется" in said
    assert "Аня — 2 карты" in said and "Борис — 1 карта" in said  # cards, not points (issue 26, item 13)
    assert not any("Побежда" in t or "🏆" in t for t in texts(group))


async def test_the_bot_restarted_mid_game_goes_on_with_the_same_picture_message(harness: Harness) -> None:
    group, (ann, bob, vika), session = await boot_and_start(harness, "Аня", "Борис", "Вика")
    await take(harness, ann, group, session)
    await take(harness, bob, group, session)
    picture = table(group, session)
    shown = picture.photo[-1].file_id if picture.photo else None
    card = centre(session)
    await harness.shutdown()
    before = len(harness.tg.calls)
    await harness.boot(registry=Registry(SPEC))
    assert harness.app is not None
    session = harness.app.live.by_key[(group.id, 0)]
    assert centre(session) == card and count(session, ann) == 2 and count(session, bob) == 2
    # Adopted: the same message shown again as it stands (sent by its file_id), nothing new posted.
    after = [c for c in harness.tg.calls[before:] if c["params"].get("chat_id") == group.id]
    assert [c["method"] for c in after] == ["editMessageMedia"]
    assert after[0]["params"]["message_id"] == picture.message_id and media_of(after[0]) == shown
    assert table(group, session).caption == picture.caption
    await take(harness, vika, group, session)  # claims go on, on the same message
    assert count(session, vika) == 2 and table(group, session).message_id == picture.message_id
    assert not [c for c in harness.tg.calls[before:] if c["method"] == "sendPhoto"]
    n = 0
    while not engine(session).is_over():
        await take(harness, (ann, bob, vika)[n % 3], group, session)
        n += 1
    assert sum(engine(session).scores().values()) == DECK_SIZE  # no card lost across the restart


async def test_a_picture_already_sent_goes_again_by_its_file_id_not_as_an_upload(harness: Harness) -> None:
    group, users = await boot(harness, "Аня", "Борис")
    session = await start(harness, group, users)
    uploads = [c for c in harness.tg.calls if c["method"] == "sendPhoto"]
    assert len(uploads) == 1 and str(uploads[0]["params"]["photo"]).startswith("attach://")
    shown = table(group, session)
    file_id = shown.photo[-1].file_id if shown.photo else None
    await harness.shutdown()
    await harness.boot(registry=Registry(SPEC))  # a new process: the file id comes from the database
    edit = [c for c in harness.tg.calls if c["method"] == "editMessageMedia"][-1]
    assert media_of(edit) == file_id and not media_of(edit).startswith("attach://")


async def test_a_crash_between_the_last_take_and_its_final_message_says_it_after_the_restart(
    harness: Harness,
) -> None:
    """issue 27: the last take is committed, the bot dies before its final message is sent. The
    saved batch used to lose «Ещё партию» (`Button.rematch`), and every restart then failed inside
    `App.start`. Now the restart says the final message with its button, and the button works."""
    group, users, session = await boot_and_start(harness, "Аня", "Борис", "Вика")
    assert harness.app is not None
    runner = harness.app.driver.runner
    execute = runner.execute

    def dies_after_the_final_commit(*args: Any, **kwargs: Any) -> Any:
        return [] if engine(session).is_over() else execute(*args, **kwargs)

    runner.execute = dies_after_the_final_commit  # type: ignore[method-assign]
    n = 0
    while not engine(session).is_over():
        await take(harness, users[n % 3] if n % 4 else users[0], group, session)
        n += 1
    assert not any("Ещё партию" in str(m.reply_markup) for m in group.bot_messages())
    await crash(harness)
    app = await harness.boot(registry=Registry(SPEC))
    await harness.tg.idle()
    final = group.last_bot_message()
    assert final.reply_markup is not None
    assert [b.text for row in final.reply_markup.inline_keyboard for b in row] == ["🔁 Ещё партию"]
    assert await app.repo.outbox_pending() == []
    answer = await users[1].presses(final, "🔁 Ещё партию")
    assert answer.answered and not answer.text
    assert app.live.by_key[(group.id, 0)].id != session.id  # a new game of Доббль opened


async def test_the_picture_pushed_up_by_chatter_is_sent_anew_at_the_bottom(harness: Harness) -> None:
    """issue 26 (item 8): typed claims and chatter pushed the one edited picture off the screen.
    Up to a few messages under it, a take edits it in place; past them, the next take sends it anew
    at the bottom, and the old picture loses its buttons (a press there could only be refused)."""
    group, users, session = await boot_and_start(harness, "Аня", "Борис", "Вика")
    first = table(group, session)
    for n in range(SCROLL_SLACK):
        await users[2].says(group, f"ищу… {n}")
    await take(harness, users[0], group, session)
    assert table(group, session).message_id == first.message_id  # a few lines under it: edited
    for n in range(SCROLL_SLACK + 1):
        await users[2].says(group, f"где же… {n}")
    await take(harness, users[1], group, session)
    moved = table(group, session)
    assert moved.message_id > first.message_id and moved.photo and moved.reply_markup is not None
    assert group.message(first.message_id).reply_markup is None  # the old picture's buttons are gone
    assert group.last_bot_message().message_id == moved.message_id  # at the bottom
    await take(harness, users[2], group, session)
    assert table(group, session).message_id == moved.message_id  # and edited there from then on


def test_a_small_or_dark_symbol_has_its_name_on_the_button() -> None:
    """issue 26 (item 10): the 🕷️ button was a tiny dark glyph; such buttons say the name too, in the
    chat's language, and every other button stays the emoji alone (eight fit on two rows)."""
    from bot.games.dobble.presenter import NAMED_ON_BUTTON, button_label
    from engines.dobble import SymbolView

    assert button_label(SymbolView(1, "🕷️", "паук")) == "🕷️ паук"
    assert button_label(SymbolView(1, "🕷️", "spider")) == "🕷️ spider"
    assert button_label(SymbolView(2, "⭐", "звезда")) == "⭐"
    assert {"🕷️", "🕸️", "🕶️", "💣"} <= NAMED_ON_BUTTON and len(NAMED_ON_BUTTON) <= 12
