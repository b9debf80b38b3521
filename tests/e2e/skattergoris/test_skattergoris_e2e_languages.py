"""Issue 14.9: the chat switches to English mid-game. One rule for every text: a running game speaks
the language its lobby opened in; everything else — the answers to commands — the chat's language now.
"""

from __future__ import annotations

from bot.games.registry import Registry
from bot.games.skattergoris import SPEC
from tests.platform.harness import Harness


async def test_after_lang_en_mid_game_the_game_stays_russian_and_commands_answer_in_english(
    harness: Harness,
) -> None:
    harness.tg.privacy_mode = False
    await harness.boot(registry=Registry(SPEC))
    ann, bob = harness.tg.users("Аня", "Боб")
    ann.start_bot()  # Bob has never written to the bot: he joins through the lobby's link
    group = harness.tg.group("Игротека", ann, bob)
    await group.set_member(ann, "creator")
    await ann.says(group, "/start_skattergoris")
    lobby = group.last_bot_message()
    assert (lobby.text or "").startswith("Собираемся играть в «Скаттергорис»!")
    seen_group = len(group.bot_messages())
    seen_bob = len(bob.private.bot_messages())

    await ann.says(group, "/lang en")
    link = await bob.presses(group.message(lobby.message_id), "Открыть бота")
    assert link.url is not None
    await bob.opens(link.url)
    await ann.presses(group.message(lobby.message_id), "Начать")
    await ann.says(group, "/help")
    await ann.says(group, "/rules")
    await ann.says(group, "/score")
    await bob.says(group, "/stop")
    await ann.says(group, "/stop")
    confirm = group.last_bot_message()
    refused = await bob.presses(confirm, "Yes, stop")
    await ann.presses(confirm, "Yes, stop")

    said = [m.text or "" for m in group.bot_messages()[seen_group:]]
    lobby_now = group.message(lobby.message_id).text or ""
    # The game's own texts, in the language it started in.
    assert lobby_now == "Игра «Скаттергорис» началась!"
    assert said[0] == "Done: I speak English here."
    assert said[1].startswith("Раунд 1 из 3 · буква «")
    assert said[2] == "⏹ Игра остановлена."  # the countdown, edited when the game was stopped
    # The answers to commands, in the chat's language now.
    assert said[3].startswith("I am Arbiter: I referee word and card games")  # /help
    assert said[4].startswith("Scattergories: a letter is rolled")  # /rules of the game being played
    assert said[5] == "Score:\n1. Аня — 0 points\n1. Боб — 0 points"
    assert said[6] == "The game can be stopped by whoever opened it or by a chat admin."
    # The confirmation is deleted once answered: read as it was shown.
    assert confirm.text == ("Stop the game? I will show the score as it stands, but name no winner, and the "
                            "game will not count in /stats.")
    assert [b.text for row in confirm.reply_markup.inline_keyboard for b in row] == [  # type: ignore[union-attr]
        "Yes, stop", "No, play on"]
    assert refused.text == "The game can be stopped by whoever opened it or by a chat admin."
    # The game's end is the game's text.
    assert said[7] == ("Игра остановлена.\n\nСчёт на момент остановки (победитель не объявляется):\n"
                       "1. Аня — 0 очков\n1. Боб — 0 очков")
    assert len(said) == 8, said
    # Bob's private chat: the join reply names the game in the game's language, then his sheet.
    private = [m.text or "" for m in bob.private.bot_messages()[seen_bob:]]
    assert private[0] == "Вы в игре «Скаттергорис»! Ответы пишите сюда."
    assert private[1].startswith("Ваш лист · раунд 1 ·")
    assert len(private) == 2, private
