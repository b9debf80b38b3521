"""A round: the die, the list, private sheets, the timer (text 001 «Раунд», issue 5 steps 2–4)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest
from skattergoris_helpers import ANIMAL, ANN, BOB, CAT, DAN, RU_LISTS, T0, Table, only, start

from engines.core import Engine, Leave, Player, Refusal, Tick, serial
from engines.core.commands import Posted
from engines.skattergoris import (
    DIE_FACES,
    AnswerLeaked,
    Event,
    PlayerDone,
    Reason,
    ReviewStarted,
    RoundStarted,
    SheetShown,
    Skattergoris,
    SkattergorisSettings,
    die_language,
)


def started(events: Sequence[Event]) -> RoundStarted:
    return only(events, RoundStarted)


def sheet_of(events: Sequence[Event], player: Player) -> SheetShown:
    found = [e for e in events if isinstance(e, SheetShown) and e.player_id == player.id]
    assert len(found) == 1
    return found[0]


def test_a_round_starts_with_a_die_letter_a_list_and_a_sheet_for_every_player() -> None:
    table = Table()
    start = started(table.events)
    assert start.round_no == 1 and start.extra == 0 and start.rounds == 3
    assert start.letter == "К" and start.letter in DIE_FACES["ru"]["standard"]
    card = next(card for card in RU_LISTS if card["id"] == start.list_id)
    assert list(start.categories) == card["categories"]
    assert start.players == (ANN.id, BOB.id, CAT.id)
    assert start.answers_deadline == T0 + 180 and start.closes_at == T0 + 182
    for player in (ANN, BOB, CAT):
        sheet = sheet_of(table.events, player)
        assert [row.answer for row in sheet.rows] == [None] * 12
        assert [row.category for row in sheet.rows] == list(start.categories)


def test_the_game_takes_two_to_ten_players() -> None:
    players = [Player(i, f"p{i}") for i in range(1, 12)]
    with pytest.raises(ValueError):
        start(players[:1], SkattergorisSettings(), 1, T0)
    with pytest.raises(ValueError):
        start(players, SkattergorisSettings(), 1, T0)
    game, _ = start(players[:10], SkattergorisSettings(), 1, T0)
    assert len(game.round_players) == 10


def test_private_messages_fill_the_sheet_and_it_is_shown_back() -> None:
    table = Table()
    table.say(ANN, "1 Кирилл\n3. кит", at=T0 + 10)
    events = table.say(ANN, "Клоп\n3) Кашалот", at=T0 + 20)
    sheet = sheet_of(events, ANN)
    assert [row.answer for row in sheet.rows[:4]] == ["Кирилл", "Клоп", "Кашалот", None]
    assert table.game.sheets[BOB.id].answers == [None] * 12, "a sheet is private to its player"


def test_a_wrong_key_letter_is_shown_at_once_but_kept() -> None:
    table = Table()
    sheet = sheet_of(table.say(ANN, "1 Слон\n2 Клоп", at=T0 + 5), ANN)
    assert [(row.answer, row.wrong_letter) for row in sheet.rows[:2]] == [("Слон", True), ("Клоп", False)]


def test_an_answer_in_the_group_is_not_taken_as_it_is_no_secret() -> None:
    # Issue 5: an answer seen by all is no secret. The engine says it leaked (the presenter deletes
    # it and tells the player); it is not written on the sheet.
    table = Table()
    events = table.say(ANN, "1 Кирилл", at=T0 + 5, private=False)
    assert events == [AnswerLeaked(ANN.id, table.message_id)]
    assert table.game.sheets[ANN.id].answers[0] is None


def test_a_non_player_is_refused() -> None:
    table = Table()
    with pytest.raises(Refusal) as refused:
        table.say(DAN, "1 Кирилл", at=T0 + 5)
    assert refused.value.reason == Reason.NOT_A_PLAYER
    with pytest.raises(Refusal) as refused:
        table.done(DAN)
    assert refused.value.reason == Reason.NOT_A_PLAYER
    with pytest.raises(Refusal) as refused:
        table.do(Leave(DAN.id))
    assert refused.value.reason == Reason.NOT_A_PLAYER
    assert not table.game.can(Leave(DAN.id), table.now) and table.game.can(Leave(ANN.id), table.now)


def test_the_engine_has_the_shape_of_every_engine() -> None:
    engine: Engine = Table().game  # mypy checks the protocol
    assert engine.kind == "skattergoris" and (engine.min_players, engine.max_players) == (2, 10)
    content = Table().game.content
    assert Skattergoris.from_json(engine.to_json(), content=content).to_json() == engine.to_json()


def test_writing_stops_the_moment_the_timer_stops_a_late_answer_is_refused() -> None:
    # «Как только таймер останавливается, писать прекращают немедленно».
    table = Table()
    with pytest.raises(Refusal) as refused:
        table.say(ANN, "1 Кирилл", at=T0 + 181, date=int(T0) + 181)
    assert refused.value.reason == Reason.TIME_IS_UP


def test_an_answer_sent_on_time_and_delivered_in_the_grace_period_is_taken() -> None:
    table = Table()
    events = table.say(ANN, "1 Кирилл", at=T0 + 181.5, date=int(T0) + 180)
    assert sheet_of(events, ANN).rows[0].answer == "Кирилл"
    review = table.tick()
    assert table.now == T0 + 182
    [started_review] = [e for e in review if isinstance(e, ReviewStarted)]
    assert started_review.reason == "time"
    assert started_review.table[0].entries[0].answer == "Кирилл"


def test_an_on_time_answer_delivered_after_the_grace_is_refused() -> None:
    table = Table()
    table.tick()
    with pytest.raises(Refusal) as refused:
        table.say(ANN, "1 Кирилл", at=T0 + 183, date=int(T0) + 179)
    assert refused.value.reason == Reason.TIME_IS_UP


def test_the_deadline_is_the_timer_plus_the_grace_and_a_tick_before_it_does_nothing() -> None:
    table = Table(settings=SkattergorisSettings.speed(1))
    assert table.game.deadline() == T0 + 120 + 2
    assert table.do(Tick(), at=T0 + 100) == []
    assert table.game.phase == "answering"


def test_everyone_pressing_done_ends_the_round_early() -> None:
    table = Table()
    table.say(ANN, "1 Кирилл", at=T0 + 5)
    first = table.done(ANN, at=T0 + 6)
    assert first == [PlayerDone(1, "answering", ANN.id, (BOB.id, CAT.id))]
    with pytest.raises(Refusal) as refused:
        table.done(ANN)
    assert refused.value.reason == Reason.ALREADY_DONE
    table.done(BOB, at=T0 + 7)
    events = table.done(CAT, at=T0 + 8)
    [review] = [e for e in events if isinstance(e, ReviewStarted)]
    assert review.reason == "all-done"
    assert table.game.phase == "review"
    assert table.game.deadline() == T0 + 8 + 90


def test_a_player_who_pressed_done_may_still_change_answers_until_the_round_ends() -> None:
    table = Table()
    table.done(ANN, at=T0 + 5)
    events = table.say(ANN, "1 Кирилл", at=T0 + 6)
    assert sheet_of(events, ANN).done and sheet_of(events, ANN).rows[0].answer == "Кирилл"


def test_a_played_letter_is_rerolled() -> None:
    # «Если в партии второй раз выпала уже игравшая буква, кубик перебрасывают».
    saw_reroll = False
    for seed in range(40):
        table = Table(settings=SkattergorisSettings(rounds=5), seed=seed, letter=None)
        letters = [table.letter]
        for _ in range(4):
            table.end_answering()
            events = table.end_review()
            start = started(events)
            assert set(start.rerolled) <= set(letters), "only played letters are rerolled"
            saw_reroll |= bool(start.rerolled)
            letters.append(start.letter)
        assert len(set(letters)) == 5, f"seed {seed}: a letter repeated: {letters}"
    assert saw_reroll, "no seed in 40 rolled a played letter: the reroll was never exercised"


def test_a_list_the_chat_played_recently_is_not_picked_while_others_remain() -> None:
    recent = tuple(card["id"] for card in RU_LISTS[:-3])
    for seed in range(30):
        table = Table(settings=SkattergorisSettings(rounds=3), seed=seed, letter=None, recent=recent)
        played = [table.game.list_id]
        for _ in range(2):
            table.end_answering()
            played.append(started(table.end_review()).list_id)
        assert sorted(played) == sorted(card["id"] for card in RU_LISTS[-3:])


def test_a_list_is_not_repeated_in_a_game_even_when_all_lists_are_recent() -> None:
    recent = tuple(card["id"] for card in RU_LISTS)
    table = Table(settings=SkattergorisSettings(rounds=5), recent=recent)
    played = [table.game.list_id]
    for _ in range(4):
        table.end_answering()
        played.append(started(table.end_review()).list_id)
    assert len(set(played)) == 5


def test_hard_die_has_the_extra_letters_and_english_die_has_no_q_u_v_x_y_z() -> None:
    assert set(DIE_FACES["ru"]["hard"]) - set(DIE_FACES["ru"]["standard"]) == set("ЕЖЧЭЯ")
    assert len(DIE_FACES["ru"]["standard"]) == 20 and len(DIE_FACES["en"]["standard"]) == 20
    assert not set("QUVXYZ") & set(DIE_FACES["en"]["standard"])
    table = Table(settings=SkattergorisSettings(hard_die=True), letter="Ж")
    assert table.letter == "Ж"


def test_an_english_game_judges_english_answers() -> None:
    table = Table((ANN, BOB), SkattergorisSettings(rounds=1), locale="en", letter="B")
    table.say(ANN, "1 the Beatles\n2 Bear", at=T0 + 5)
    table.say(BOB, "1 Beatles\n2 Cat", at=T0 + 6)
    table.end_answering()
    statuses = [[entry.status for entry in row.entries] for row in table.game.review_table()[:2]]
    assert statuses == [["duplicate", "duplicate"], ["ok", "wrong-letter"]]


def test_settings_hold_the_defaults_and_ranges() -> None:
    settings = SkattergorisSettings()
    assert (settings.rounds, settings.timer, settings.hard_die, settings.bonus) == (3, 180, False, False)
    assert (settings.challenge_time, settings.review_time, settings.answer_grace) == (45, 90, 2)
    assert (Skattergoris.min_players, Skattergoris.max_players, die_language("ru")) == (2, 10, "ru")
    assert SkattergorisSettings.speed(0).timer == 150 and SkattergorisSettings.speed(1).timer == 120
    assert SkattergorisSettings(timer=60).timer == 60 and SkattergorisSettings(timer=300).timer == 300
    bad_values: list[dict[str, Any]] = [
        {"rounds": 0}, {"rounds": 6}, {"timer": 0}, {"timer": -60}, {"challenge_time": 0},
        {"review_time": -1}, {"answer_grace": -1},
    ]  # fmt: skip
    for bad in bad_values:
        with pytest.raises(ValueError):
            SkattergorisSettings(**bad)
    assert serial.load(SkattergorisSettings, serial.dump(settings)) == settings


def test_posted_anchors_are_not_used_by_this_game() -> None:
    table = Table()
    with pytest.raises(Refusal):
        table.do(Posted("letter", int(T0), 1))


def test_an_answer_written_before_the_round_began_is_refused() -> None:
    table = Table((ANN, BOB), SkattergorisSettings(rounds=2))
    table.end_answering()
    table.end_review()
    assert table.game.round_no == 2
    with pytest.raises(Refusal) as refused:
        table.say(ANN, f"1 {ANIMAL[table.letter]}", date=int(T0) - 1)
    assert refused.value.reason == Reason.BEFORE_ROUND


def test_an_answer_dated_exactly_at_the_deadline_is_taken_and_one_second_later_is_not() -> None:
    # «Как только таймер останавливается, писать прекращают»: the deadline itself is still on time.
    table = Table()
    deadline = int(table.game.answers_deadline)
    table.say(ANN, "1 Кирилл", at=T0 + 180.5, date=deadline)
    assert table.game.sheets[ANN.id].answers[0] == "Кирилл"
    with pytest.raises(Refusal) as refused:
        table.say(BOB, "1 Карл", at=T0 + 181, date=deadline + 1)
    assert refused.value.reason == Reason.TIME_IS_UP


def test_an_on_time_answer_delivered_after_the_grace_is_refused_even_before_the_tick() -> None:
    # Delivered once the grace is over, an answer is late whether or not the platform's Tick came first.
    table = Table()
    for at in (T0 + 182, T0 + 500):
        with pytest.raises(Refusal) as refused:
            table.say(ANN, "1 Кирилл", at=at, date=int(T0) + 179)
        assert refused.value.reason == Reason.TIME_IS_UP
    assert table.game.phase == "answering", "the refusal does not close the round; the Tick does"
