"""«Нет слов» with secrets inside the group (issue 25): each hand is an ephemeral message that only its
player sees, edited after every draw, with a button per letter on their turn; nobody else ever sees a
hand, and a player whose hand never arrived gets it back from «🔒 Мои буквы»."""

from __future__ import annotations

import pytest
from aiogram.types import Message

from engines.netslov import NetSlov
from sandbox import ChatHandle, UserHandle
from tests.e2e.netslov.netslov_e2e import (
    boot_and_start,
    bot_message,
    claim,
    engine,
    labels,
    lay_red,
    table,
    user_of,
    words_on_table,
)
from tests.platform.harness import Harness

pytestmark = pytest.mark.both_engines

HAND = "🔒 Ваши буквы (видите только вы): "
FINAL_HAND = "🔒 Ваши буквы к концу игры: "


def hand_message(user: UserHandle, group: ChatHandle) -> Message:
    found = [m for m in user.ephemerals(group) if (m.text or "").startswith(HAND)]
    assert found, f"{user!r} has no hand: {[m.text for m in user.ephemerals(group)]}"
    return found[-1]


async def chose_next_mover(group: ChatHandle, users: list[UserHandle], game: NetSlov) -> bool:
    """A penalised player choosing who moves next moves again themselves (False: no choice is open)."""
    choice = game.state.choice
    if choice is None:
        return False
    chooser = user_of(users, choice.chooser)
    await chooser.presses(table(group), f"Ходит {chooser.name}")
    return True


def shown_hand(letters: tuple[str, ...]) -> str:
    return ", ".join(f"{n} — {x}" for n, x in enumerate(letters, 1))


async def test_a_whole_game_with_hands_as_ephemeral_messages(harness: Harness) -> None:
    group, users, session = await boot_and_start(harness, "Аня", "Боб", "Вика", secrets="group")
    outsider = harness.tg.users("Гоша")[0]
    await group.set_member(outsider, "member")
    ann, bob, vic = users
    game = engine(session)
    hands_seen: dict[int, set[str]] = {u.id: set() for u in users}
    caught = 0
    for _ in range(300):
        if game.is_over():
            break
        s = game.state
        for user in users:  # each hand, as its player sees it now, in the group
            letters = game.hand(user.id)
            if letters:
                text = hand_message(user, group).text or ""
                assert shown_hand(letters) in text, (text, letters)
                hands_seen[user.id].add(shown_hand(letters))
        if await chose_next_mover(group, users, game):
            continue
        assert s.mover is not None
        mover = user_of(users, s.mover)
        if s.hands[mover.id]:
            mine = hand_message(mover, group)
            assert "Ваш ход!" in (mine.text or "")
            letter = game.hand(mover.id)[0]
            answer = await mover.presses(mine, f"⚫ 1 · {letter}")  # a letter from the hand's own buttons
            assert answer.answered and not answer.show_alert, answer
            # The hand is edited with the new letter, and it is no longer their turn: no buttons.
            if not game.is_over() and game.state.mover != mover.id:
                assert labels(hand_message(mover, group)) == []
        else:
            await lay_red(group, mover, game.board.letter(s.showcase[0]))
        words = words_on_table(game)
        if s.latest_mover == ann.id and words and not game.is_over():
            await claim(harness, group, bob if caught % 2 else vic, f"Не говори {words[0].upper()}!")
            caught += 1
            assert bot_message(group, f"✅ «{words[0].upper()}» — засчитано!")
    assert game.is_over()
    # No hand keeps letter buttons that could only say the game is over, nor a «Ваш ход!» that
    # would outlive it (the playground found one): each ends as the final hand.
    for user in users:
        [final] = [m for m in user.ephemerals(group) if (m.text or "").startswith(FINAL_HAND)]
        assert labels(final) == [] and "Ваш ход" not in (final.text or "")
        assert final.text == f"{FINAL_HAND}{shown_hand(game.hand(user.id))}. Игра окончена."
    # No member ever saw another's hand, in any version of any message.
    for viewer in (*users, outsider):
        seen = "\n".join(m.text or "" for m in viewer.ever_saw(group))
        for owner, hands in hands_seen.items():
            if owner != viewer.id:
                assert not any(f"{HAND}{hand}" in seen for hand in hands), (viewer, owner)
    assert all(not user.private.messages() for user in users)
    assert harness.app is not None and harness.app.driver.runner.refused == 0


async def test_an_offline_player_gets_their_hand_back_and_plays(harness: Harness) -> None:
    harness.tg.privacy_mode = False
    group, users, session = await boot_and_start(harness, "Аня", "Боб", secrets="group")
    game = engine(session)
    mover = user_of(users, game.state.mover or 0)
    other = next(u for u in users if u is not mover)
    # The mover goes offline: the hand edits that follow never reach them.
    mover.goes_offline()
    await lay_red(group, mover, game.board.letter(game.state.showcase[0]))
    await other.presses(hand_message(other, group), f"⚫ 1 · {game.hand(other.id)[0]}")
    assert game.state.mover == mover.id
    mover.comes_online()
    # What they still have is the hand of their first turn: its buttons play on a turn long gone.
    stale = hand_message(mover, group)
    turn = game.state.turn
    refused = await mover.presses(stale, labels(stale)[0])
    assert refused.text and game.state.turn == turn and game.state.mover == mover.id
    # «🔒 Мои буквы» answers with the hand and shows the hand's message anew, with this turn's buttons.
    answer = await mover.presses(table(group), "🔒 Мои буквы")
    assert (answer.text or "").startswith("Ваши буквы: 1 — ")
    fresh = hand_message(mover, group)
    assert "Ваш ход!" in (fresh.text or "") and fresh.ephemeral_message_id != stale.ephemeral_message_id
    letter = game.hand(mover.id)[0]
    played = await mover.presses(fresh, f"⚫ 1 · {letter}")
    assert played.answered and not played.show_alert
    assert game.state.turn > turn and game.state.mover == other.id
    assert not any(e.ephemeral_message_id == stale.ephemeral_message_id for e in mover.ephemerals(group))


async def test_a_player_offline_all_game_long_plays_from_the_table_to_the_end(harness: Harness) -> None:
    """Every ephemeral delivery to Боб is lost: «🔒 Мои буквы» answers him in an alert (a press's own
    answer always comes back), and the table's ⚫ buttons play his letters. The game ends right."""
    group, users, session = await boot_and_start(harness, "Аня", "Боб", "Вика", secrets="group")
    ann, bob, vic = users
    bob.goes_offline()
    game = engine(session)
    caught = 0
    for _ in range(300):
        if game.is_over():
            break
        s = game.state
        if await chose_next_mover(group, users, game):
            continue
        assert s.mover is not None
        mover = user_of(users, s.mover)
        if mover is bob and s.hands[bob.id]:
            shown = await bob.presses(table(group), "🔒 Мои буквы")
            assert (shown.text or "").startswith("Ваши буквы: 1 — ")
            answer = await bob.presses(table(group), "⚫ 1")
            assert answer.answered and not answer.show_alert, answer
        elif s.hands[mover.id]:
            await mover.presses(hand_message(mover, group), f"⚫ 1 · {game.hand(mover.id)[0]}")
        else:
            await lay_red(group, mover, game.board.letter(s.showcase[0]))
        words = words_on_table(game)
        if s.latest_mover == bob.id and words and not game.is_over():
            await claim(harness, group, ann if caught % 2 else vic, f"Не говори {words[0].upper()}!")
            caught += 1
    assert game.is_over() and caught >= 1
    assert game.scores()[bob.id] > 0  # the penalties for his letters: he played them
    # Only the hand dealt before he went offline ever reached him.
    assert len([m for m in bob.ever_saw(group) if m.ephemeral_message_id is not None
                and m.from_user is not None and m.from_user.is_bot]) == 1
