"""/settings and /rules for «Ассоциации» (issue 12, "Settings"): track length, guessing time, the leader's
time and text mode, each a sentence with its value; the rules speak of the chat's settings."""

from __future__ import annotations

from engines.assotsiatsii.leader_word import en_clash
from tests.e2e.assotsiatsii.assotsiatsii_e2e import boot, button_labels, engine, find, leader, start, texts
from tests.platform.harness import Harness, play


async def test_settings_offer_the_track_the_times_and_text_mode_and_the_game_uses_them(
        harness: Harness) -> None:
    group, users = await boot(harness, "Аня", "Боб", "Вика")
    admin = users[0]
    await group.set_member(admin, "administrator")
    await admin.says(group, "/settings")
    panel = group.last_bot_message()
    assert [label for label in button_labels(panel) if label.startswith("Ассоциации")] == [
        "Ассоциации: трек: 30 очков",
        "Ассоциации: время на догадки: 90 с",
        "Ассоциации: время на ход ведущего: 120 с",
        "Ассоциации: трек текстом, без картинки: нет",
    ]
    for label in ("Ассоциации: трек: 30 очков", "Ассоциации: трек: 40 очков",
                  "Ассоциации: время на догадки: 90 с", "Ассоциации: трек текстом, без картинки: нет"):
        await admin.presses(group.message(panel.message_id), label)
    changed = group.message(panel.message_id)
    assert [label for label in button_labels(changed) if label.startswith("Ассоциации")] == [
        "Ассоциации: трек: 20 очков",
        "Ассоциации: время на догадки: 120 с",
        "Ассоциации: время на ход ведущего: 120 с",
        "Ассоциации: трек текстом, без картинки: да",
    ]
    await admin.says(group, "/rules assotsiatsii")
    rules = texts(group)[-1]
    assert "за 120 с." in rules and "Трек — 20 очков." in rules and "На ход — 120 с." in rules
    session = await start(harness, group, users)
    settings = engine(session).state.settings
    assert (settings.track_length, settings.guess_time, settings.text_mode) == (20, 120.0, True)
    assert "Трек — 20 очков" in texts(group)[-1]


async def test_an_english_chat_plays_with_english_cards_and_words(harness: Harness) -> None:
    group, users = await boot(harness, "Ann", "Bob", "Vic")
    await group.set_member(users[0], "administrator")
    await users[0].says(group, "/lang en")
    session = await play(harness, group, users[0], *users[1:], command="/start_assotsiatsii", join="Join",
                         start="Start")
    boss = leader(session, users)
    game = engine(session)
    seat = game.state.seat(boss.id)
    assert seat is not None
    hand = [game.content.cards[card] for card in seat.hand]
    for card in hand[:3]:
        await boss.presses(find(boss.private, "Round 1 · you lead"), card)
    assert "Picked: 1. " + " → 2. ".join(hand[:2]) in (find(boss.private, "Round 1 · you lead").text or "")
    word = next(w for w in ("journey", "mystery", "harbour", "silence")
                if not any(en_clash(w, card) for card in hand[:3]))
    await boss.says(boss.private, "облако")
    assert texts(boss.private)[-1] == "“облако” isn’t English; the word must be in English."
    await boss.says(boss.private, word)
    assert game.state.phase == "guessing"
    shown = find(group, "Round 1 · ").text or ""
    assert " → ".join(hand[:3]) in shown and word not in shown
    assert "What links them? Send me up to 3 guesses privately." in shown


async def test_rules_say_a_guess_is_the_word_in_any_form_not_a_look_alike_noun(harness: Harness) -> None:
    """Issue 26, item 1: /rules states the ruling the word toolkit follows (белки = белка, гора ≠ горе)."""
    group, users = await boot(harness, "Аня", "Боб", "Вика")
    await users[0].says(group, "/rules assotsiatsii")
    rules = texts(group)[-1]
    assert "«белки» — то же, что «белка»" in rules and "«гора» — не «горе»" in rules
