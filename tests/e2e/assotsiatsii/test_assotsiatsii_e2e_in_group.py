"""«Ассоциации» with secrets inside the group (issue 25): nobody opens the bot. Cards and the
leader's panel are ephemeral messages, the word is hidden with the ephemeral command `/secret`,
guesses come with `/guess`; no other member ever sees a card, the word or a guess before the reveal."""

from __future__ import annotations

from collections.abc import Sequence

import pytest
from aiogram.types import Message

from bot.games.assotsiatsii import SPEC
from bot.games.registry import Registry
from sandbox import ChatHandle, UserHandle
from tests.e2e.assotsiatsii.assotsiatsii_e2e import (
    button_labels,
    containing,
    engine,
    guessers,
    leader,
    leading,
    safe_word,
    session_of,
)
from tests.platform.harness import Harness

pytestmark = pytest.mark.both_engines

NAMES = ("Аня", "Боб", "Вика")
GUESSES = ("дождь", "ветер", "туман", "радуга", "гроза", "иней", "роса", "град")  # one a round


async def boot(harness: Harness) -> tuple[ChatHandle, tuple[UserHandle, ...], UserHandle]:
    """Three players who never opened the bot and a member who does not play, privacy mode on."""
    await harness.boot(registry=Registry(SPEC), secrets="group")
    users = harness.tg.users(*NAMES, "Гоша")
    group = harness.tg.group("Игротека", *users)
    assert harness.app is not None
    await harness.app.chats.set_game_option(group.id, "assotsiatsii", "track_length", 5)
    return group, users[:3], users[3]


def ephemeral(user: UserHandle, group: ChatHandle, start: str) -> Message:
    found = [m for m in user.ephemerals(group) if (m.text or "").startswith(start)]
    assert found, f"{user!r} has no {start!r}: {[m.text for m in user.ephemerals(group)]}"
    return found[-1]


def seen_by(user: UserHandle, group: ChatHandle) -> str:
    return "\n".join(m.text or m.caption or "" for m in user.ever_saw(group)).casefold()


async def lead_round(harness: Harness, group: ChatHandle, users: Sequence[UserHandle],
                     used: Sequence[str] = ()) -> tuple[UserHandle, str]:
    game = engine(session_of(harness, group))
    who, round_no, hand = leading(harness, group, users)
    for place in range(3):  # the panel's card buttons, on the leader's ephemeral message
        panel = ephemeral(who, group, f"Раунд {round_no} · вы ведёте")
        answer = await who.presses(panel, button_labels(panel)[place])
        assert answer.answered and not answer.show_alert, answer
    word = safe_word(hand[:3], avoid=used)
    said = await who.says(group, f"/secret {word}")
    assert said.message_id == 0  # an ephemeral command: only its sender and the bot see it
    assert game.state.phase == "guessing", [m.text for m in who.ephemerals(group)][-3:]
    return who, word


async def test_a_whole_game_is_played_in_the_group_with_no_private_chat(harness: Harness) -> None:
    group, users, gosha = await boot(harness)
    await users[0].says(group, "/start_assotsiatsii")
    lobby = group.last_bot_message()
    assert lobby.reply_markup is not None and all(b.url is None for row in lobby.reply_markup.inline_keyboard
                                                  for b in row)
    for user in users[1:]:
        await user.presses(lobby, "Играю")
    await users[0].presses(lobby, "Начать")
    session = session_of(harness, group)
    game = engine(session)
    for user in users:  # each has their cards, or the leader's panel, in the group, for them alone
        assert user.ephemerals(group), f"{user!r} got nothing"

    rounds: list[str] = []
    while game.state.phase == "leading":
        round_no = game.state.round
        hider, word = await lead_round(harness, group, users, rounds)
        rounds.append(word)
        cards = [game.content.cards[c] for c in game.state.seats[0].hand]  # Аня's cards: hers alone
        for user in (*users, gosha):  # the word: seen by its leader alone
            assert (word in seen_by(user, group)) == (user is hider), user
        everyone = guessers(session, users)
        other = GUESSES[round_no - 1]
        for index, user in enumerate(everyone):
            guess = word if index == 0 else other
            await user.says(group, f"/guess {guess}")
            list_message = ephemeral(user, group, f"Раунд {round_no} · ")
            assert f"1. {guess}" in (list_message.text or "")
        # Nobody but each guesser saw their guess: the second guesser's, not before the reveal.
        assert other not in seen_by(gosha, group) and other not in seen_by(everyone[0], group)
        assert other in seen_by(everyone[1], group)
        assert word not in seen_by(gosha, group)
        for user in everyone:
            await user.presses(ephemeral(user, group, f"Раунд {round_no} · "), "Готово")
        revealed = containing(group, f"Итоги раунда {round_no} ")
        assert f"слово «{word}»" in revealed  # now everyone sees it
        if users[0] is not hider and game.state.phase != "over":
            assert not any(card.casefold() in seen_by(gosha, group) for card in cards
                           if card not in revealed)
    while game.state.phase == "final":
        for user in users:
            if user.id in (game.state.current.sheets if game.state.current else {}):
                await user.says(group, "/guess игра")
                await user.presses(ephemeral(user, group, "Финальный раунд · "), "Готово")
    assert game.state.phase == "over" and rounds
    assert all(not user.private.messages() for user in users)  # nobody ever opened the bot
    assert harness.app is not None and harness.app.driver.runner.refused == 0


async def test_an_offline_leader_gets_their_panel_back_and_plays_on(harness: Harness) -> None:
    group, users, _ = await boot(harness)
    await users[0].says(group, "/start_assotsiatsii")
    lobby = group.last_bot_message()
    for user in users[1:]:
        await user.presses(lobby, "Играю")
    for user in users:
        user.goes_offline()  # whoever leads loses the panel
    await users[0].presses(lobby, "Начать")
    session = session_of(harness, group)
    who = leader(session, users)
    assert not who.ephemerals(group)
    who.comes_online()
    # `/secret` alone shows the panel again; so does «🔒 Мои карточки» under the turn's message.
    await who.says(group, "/secret")
    panel = ephemeral(who, group, "Раунд 1 · вы ведёте")
    assert len(button_labels(panel)) == 6
    turn = next(m for m in reversed(group.bot_messages()) if (m.text or "").startswith("Раунд 1."))
    answer = await who.presses(turn, "🔒 Мои карточки")
    assert answer.text == "Показал ещё раз — это видите только вы."
    assert sum((m.text or "").startswith("Раунд 1 · вы ведёте") for m in who.ephemerals(group)) == 1
    hider, word = await lead_round(harness, group, users)
    assert hider is who
    # A guesser still offline guesses blind; back online, `/guess` alone shows the list.
    guesser = guessers(session, users)[0]
    await guesser.says(group, f"/guess {word}")
    guesser.comes_online()
    await guesser.says(group, "/guess")
    assert f"1. {word}" in (ephemeral(guesser, group, "Раунд 1 · ").text or "")
    assert engine(session).state.current is not None
    assert guesser.id in engine(session).state.current.sheets


async def test_a_player_offline_all_game_long_still_plays_to_the_end(harness: Harness) -> None:
    """Every ephemeral delivery to Боб is lost. He guesses blind; when his turn to lead comes, he asks
    for his panel (`/secret` alone) — the one moment he is reachable — and leads; the game ends."""
    group, users, _ = await boot(harness)
    assert harness.app is not None
    await harness.app.chats.set_game_option(group.id, "assotsiatsii", "track_length", 10)  # Боб leads too
    bob = users[1]
    bob.goes_offline()
    await users[0].says(group, "/start_assotsiatsii")
    lobby = group.last_bot_message()
    for user in users[1:]:
        await user.presses(lobby, "Играю")
    await users[0].presses(lobby, "Начать")
    session = session_of(harness, group)
    game = engine(session)
    used: list[str] = []
    led = []
    while game.state.phase == "leading":
        who = leader(session, users)
        led.append(who)
        round_no = game.state.round
        if who is bob:
            bob.comes_online()
            await bob.says(group, "/secret")  # the panel, shown anew
        _, word = await lead_round(harness, group, users, used)
        used.append(word)
        bob.goes_offline()
        for user in guessers(session, users):
            await user.says(group, f"/guess {word}")  # Боб too, blind
        await harness.tg.advance(game.deadline() - harness.clock.now())  # nobody presses «Готово»
        assert f"слово «{word}»" in containing(group, f"Итоги раунда {round_no} ")
    while game.state.phase == "final":
        for user in users:
            await user.says(group, "/guess игра")
        await harness.tg.advance(game.deadline() - harness.clock.now())
    assert game.state.phase == "over" and bob in led
    assert game.scores()[bob.id] > 0  # his blind guesses counted
