"""A soak (issue 15): 200 chats playing Соображарий at once on the manual clock, with answers landing
on both sides of every deadline — right after the letter, a second before the answer time runs out,
a second after it, and dated in time but delivered during the grace. Every game must reach its end:
no deadline may be lost between a timer and an update settling the same turn."""

from __future__ import annotations

from bot.games.registry import Registry
from bot.games.soobrazhariy import SPEC
from bot.storage import GameStatus
from sandbox import ManualClock
from sandbox.core import people
from tests.platform.harness import Harness

CHATS = 200
LETTERS = 2  # a short game of two letter cards, so the soak stays short
NO_ANSWER = 45  # the default answer time (engines/soobrazhariy/settings.py)
NOUNS = {"А": "арбуз", "Б": "банан", "В": "ваза", "Г": "гора", "Д": "дом", "Е": "ель", "Ж": "жук",
         "З": "замок", "И": "игла", "К": "кот", "Л": "лес", "М": "мост", "Н": "нос", "О": "окно",
         "П": "парк", "Р": "река", "С": "сад", "Т": "торт", "У": "утка", "Ф": "флаг", "Х": "хлеб",
         "Ц": "цирк", "Ч": "чай", "Ш": "шарф", "Э": "эхо", "Я": "яблоко"}


async def run_clock(harness: Harness, seconds: float, step: float = 0.5) -> None:
    clock = harness.clock
    assert isinstance(clock, ManualClock)
    end = clock.now() + seconds
    while clock.now() < end - 1e-9:
        await harness.tg.advance(min(step, end - clock.now()))


def open_letters(harness: Harness, tables: list) -> dict[int, tuple[str, int, int]]:  # type: ignore[type-arg]
    """Each chat's open letter: (letter, its message's date, its message id), if one is up."""
    assert harness.app is not None
    found = {}
    for group, _ann, _bob in tables:
        session = harness.app.live.by_key.get((group.id, 0))
        if session is None or not session.running:
            continue
        letters = [m for m in group.bot_messages() if "Буква:" in (m.text or "")]
        if letters:
            text = letters[-1].text or ""
            letter = text.rpartition("Буква:")[2].strip()[:1]
            # The letter is edited into its turn's message: it is in the chat from that edit.
            shown = letters[-1].edit_date or int(letters[-1].date.timestamp())
            found[group.id] = (letter, shown, letters[-1].message_id)
    return found


async def test_two_hundred_chats_answering_around_every_deadline_all_reach_their_end(
    harness: Harness,
) -> None:
    tg = harness.tg
    tg.privacy_mode = False
    app = await harness.boot(registry=Registry(SPEC))
    core = tg.core
    tables = []
    for n in range(CHATS):
        ann, bob = tg.users(f"Аня{n}", f"Боб{n}")
        group = tg.group(f"Стол {n}", ann, bob)
        tables.append((group, ann, bob))
        await app.chats.set_game_option(group.id, "soobrazhariy", "short_game", True)
        await app.chats.set_game_option(group.id, "soobrazhariy", "short_game_letters", LETTERS)
        people.post_message(core, group.state, ann.id, "/start_soobrazhariy")
    await tg.idle()
    for group, ann, bob in tables:
        lobby = group.last_bot_message().message_id
        people.press(core, group.state, bob.id, lobby, "Играю")
        people.press(core, group.state, ann.id, lobby, "Начать")
    await tg.idle()
    answered: set[tuple[int, int]] = set()
    for _ in range(600):  # up to 10 minutes of game time, in steps of a second
        if all(not s.running for s in app.live):
            break
        now = int(harness.clock.now())
        for index, (group, ann, bob) in enumerate(tables):
            letter = open_letters(harness, [(group, ann, bob)]).get(group.id)
            if letter is None or (group.id, letter[2]) in answered or letter[0] not in NOUNS:
                continue
            face, date, message_id = letter
            elapsed, word = now - date, NOUNS[face]
            kind = index % 4
            # At once; a second before the answer time is up; a second after it (too late).
            on_time = {0: 1, 1: NO_ANSWER - 1, 2: NO_ANSWER + 1}
            if kind in on_time and elapsed >= on_time[kind]:
                people.post_message(core, group.state, bob.id, word)
            elif kind == 3 and elapsed >= NO_ANSWER + 1:  # dated in time, delivered in the grace
                held = people.post_message(core, group.state, bob.id, word, date=date + NO_ANSWER - 1,
                                           deliver=False)
                people.deliver(core, group.state, held.message.message_id)
            else:
                continue
            answered.add((group.id, message_id))
        await run_clock(harness, 1)
    assert len(answered) >= CHATS * LETTERS * 3 // 4  # most turns met their answer at its moment
    still = [s.id for s in app.live if s.running]
    assert still == [], f"{len(still)} game(s) never reached their end"
    records = [await app.repo.game(index + 1) for index in range(CHATS)]
    assert all(r is not None and r.status is GameStatus.FINISHED for r in records)
    assert not tg.handler_errors
    won = dict.fromkeys(range(4), 0)  # cards Боб's answers took, by when he answered
    for index, (_group, _ann, bob) in enumerate(tables):
        record = await app.repo.game(index + 1)
        assert record is not None and record.state is not None and record.content_digest is not None
        engine = SPEC.restore(record.state, await app.repo.content(record.content_digest))
        won[index % 4] += engine.scores()[bob.id]
    # In time (at once, a second before, dated in time and delivered in the grace) takes the card;
    # a second late does not.
    assert won[0] > 0 and won[1] > 0 and won[3] > 0 and won[2] == 0, won
    for game_id in (1, CHATS // 2, CHATS):  # and what was decided replays
        record = await app.repo.game(game_id)
        assert record is not None and await app.replay(game_id) == record.state
