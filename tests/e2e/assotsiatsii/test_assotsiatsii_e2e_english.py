"""A whole game of «Ассоциации» in an English chat through the sandbox (issue 26, item 22): four players, a
track of 20, rounds to the finish, the final round and the winner — with the English deck, an adjective
refused as the hidden word, a plural guess scored as the word, a same-stem pair put to the vote, and not
one Russian letter in any message the bot sends the group or the players."""

from __future__ import annotations

from collections.abc import Sequence

import pytest
from aiogram.types import Message

from bot.services.game_session import GameSession
from engines.assotsiatsii.leader_word import en_clash
from sandbox import ChatHandle, UserHandle
from tests.e2e.assotsiatsii.assotsiatsii_e2e import (
    boot,
    button_labels,
    containing,
    current_round,
    engine,
    find,
    guessers,
    leader,
    polls,
    texts,
)
from tests.platform.harness import Harness, play

NAMES = ("Ann", "Bob", "Vic", "Dan")
# Hidden words: nouns a test leader writes, each taken when it shares no stem with the laid cards.
WORDS = ("cloud", "journey", "mystery", "harbour", "silence", "holiday", "treasure", "memory", "festival",
         "kingdom", "voyage", "whisper")


def _panel(user: UserHandle, round_no: int) -> Message:
    return find(user.private, f"Round {round_no} · you lead")


def _sheet(user: UserHandle, round_no: int) -> Message:
    return find(user.private, f"Round {round_no} · ")


def _hand(session: GameSession, player_id: int) -> list[str]:
    game = engine(session)
    seat = game.state.seat(player_id)
    assert seat is not None
    return [game.content.cards[card] for card in seat.hand]


def _safe(cards: Sequence[str], used: Sequence[str]) -> str:
    return next(w for w in WORDS if w not in used and not any(en_clash(w, card) for card in cards))


async def _lay(session: GameSession, users: Sequence[UserHandle], used: list[str]) -> tuple[UserHandle, str]:
    """The leader presses three card buttons on the English panel and hides a safe word."""
    who = leader(session, users)
    round_no = engine(session).state.round
    hand = _hand(session, who.id)
    for card in hand[:3]:
        assert card in button_labels(_panel(who, round_no))
        answer = await who.presses(_panel(who, round_no), card)
        assert answer.answered and not answer.show_alert, answer
    word = _safe(hand[:3], used)
    used.append(word)
    await who.says(who.private, word)
    assert engine(session).state.phase == "guessing", texts(who.private)[-3:]
    return who, word


def _plural(word: str) -> str:
    return word[:-1] + "ies" if word.endswith("y") else word + "s"  # mystery -> mysteries


def _cyrillic(chat: ChatHandle) -> list[str]:
    return [text for text in texts(chat) if any("а" <= c.casefold() <= "я" or c in "ёЁ" for c in text)]


@pytest.mark.transcript("assotsiatsii-en")  # the conversation in English, reviewed
async def test_a_whole_english_game_to_the_final_round_and_the_winner(harness: Harness) -> None:
    """issue 26"""
    group, users = await boot(harness, *NAMES, options={"track_length": 20})
    await group.set_member(users[0], "administrator")
    await users[0].says(group, "/lang en")
    session = await play(harness, group, users[0], *users[1:], command="/start_assotsiatsii", join="Join",
                         start="Start")
    game = engine(session)
    english_cards = set(game.content.cards)
    assert len(english_cards) >= 300 and "lighthouse" in english_cards
    used: list[str] = []

    # Round 1: an adjective refused; a plural guess is the word; «swim»/«swimmer» voted a match.
    who = leader(session, users)
    hand = _hand(session, who.id)
    for card in hand[:3]:
        await who.presses(_panel(who, 1), card)
    await who.says(who.private, "beautiful")
    assert texts(who.private)[-1] == "“beautiful” isn’t a noun; only nouns, common or proper, can be hidden."
    assert game.state.phase == "leading"
    word = _safe(hand[:3], used)
    used.append(word)
    await who.says(who.private, word)
    assert game.state.phase == "guessing"
    shown = find(group, "Round 1 · ").text or ""
    assert " → ".join(hand[:3]) in shown and word not in shown
    first, second, third = guessers(session, users)
    await first.says(first.private, f"{word}s\nswim")  # the plural of the hidden word
    await second.says(second.private, "swimmer")
    await third.says(third.private, word.upper())
    await harness.tg.advance(current_round(session).deadline + 3 - harness.clock.now())
    revealed = containing(group, "🔓 The leader’s word is")
    assert revealed.startswith(f"🔓 The leader’s word is {word}. Guessed by: {first.name}, {third.name}.")
    [poll] = polls(group)
    assert poll.poll is not None and poll.poll.question == "“swim” and “swimmer” — a match?"
    for user in users:
        await user.votes(poll, 0)
    assert "“swim” = “swimmer”: yes 4, no 0. A match." in containing(group, "“swim” = “swimmer”")
    table = containing(group, "Round 1 results")
    assert f"{who.name} (led): +3 — the word was guessed" in table
    assert game.scores() == {who.id: 3, first.id: 3 + 1, second.id: 1, third.id: 3}

    # Then rounds in which everyone guesses the word (some in the plural) and writes «rain» too.
    while game.state.phase == "leading":
        round_no = game.state.round
        _, word = await _lay(session, users, used)
        for n, user in enumerate(guessers(session, users)):
            await user.says(user.private, f"{_plural(word) if n % 2 else word}\nrain")
        for user in guessers(session, users):
            await user.presses(_sheet(user, round_no), "Done")
        assert "✅ Everyone is done." in (find(group, f"Round {round_no} · ").text or "")
        assert f"Round {round_no} results" in containing(group, f"Round {round_no} results")
    assert game.state.phase == "final"
    assert "🏁 At the finish:" in containing(group, "🏁 At the finish:")

    # The final round: «game» written by all four gives each 4; «friends» and «friend» by two, +2 each.
    assert "The final round" in containing(group, "The final round")
    own = ("", "", "music", "smile")
    for n, user in enumerate(users):
        extra = ("friends", "friend")[n] if n < 2 else own[n]
        await user.says(user.private, f"game\n{extra}")
        await user.presses(find(user.private, "The final round · "), "Done")
    final = containing(group, "Final round results")
    for n, user in enumerate(users):
        assert f"{user.name}: game +4" in final
        if n < 2:
            assert f"{user.name}: game +4 · {('friends', 'friend')[n]} +2" in final
    assert game.is_over()
    totals = game.scores()
    best = max(totals.values())
    winners = [user.name for user in users if totals[user.id] == best]
    assert (f"Winner: {winners[0]}!" if len(winners) == 1 else "Winners:") in containing(group, "Winner")
    assert not harness.tg.handler_errors

    # Every text the bot sent this English table is in English: no Russian letter anywhere.
    assert _cyrillic(group) == []
    for user in users:
        assert _cyrillic(user.private) == [], user.name
