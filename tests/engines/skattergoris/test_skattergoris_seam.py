"""Скаттергорис on the game seam: typed commands, state without content, secrets, reachability, timers."""

from __future__ import annotations

import json

import pytest
from skattergoris_helpers import ANIMAL, ANN, BOB, CAT, CONTENT, DAN, T0, Table, only

from engines.core import (
    GameRules,
    PressedAt,
    Reachable,
    Refusal,
    Unreachable,
    command_from_json,
    command_to_json,
    duration_fields,
    scaled,
)
from engines.skattergoris import (
    DIE_FACES,
    AnswerLeaked,
    Challenge,
    Done,
    PlayerReachable,
    PlayerUnreachable,
    Reason,
    RoundStarted,
    SheetShown,
    Skattergoris,
    SkattergorisContent,
    SkattergorisSettings,
)

RULES: GameRules[SkattergorisSettings, SkattergorisContent, Skattergoris] = Skattergoris  # mypy checks


def reviewed() -> Table:
    """Round 1 of three players, Аня «Кит» in row 1, everyone done: the review."""
    table = Table((ANN, BOB, CAT), SkattergorisSettings(rounds=2))
    table.say(ANN, f"1 {ANIMAL[table.letter]}")
    table.end_answering()
    return table


# --- commands ----------------------------------------------------------------------------------


@pytest.mark.parametrize("command", [
    Done(player_id=1, at=PressedAt(1_767_000_005, 41, 9001), round=2, phase="review"),
    Challenge(player_id=2, at=PressedAt(1_767_000_006, 42, 9002), round=1, row=12, author=3),
])
def test_typed_commands_round_trip_through_the_journal(command: Done | Challenge) -> None:
    data = command_to_json(command)
    assert data["type"] == command.type and command.type.startswith("skattergoris-")
    assert command_from_json(json.loads(json.dumps(data))) == command


def test_a_done_from_an_earlier_round_or_phase_is_refused_as_stale() -> None:
    table = reviewed()
    stale_buttons = (
        Done(player_id=ANN.id, round=1, phase="answering"),  # the sheet's, pressed again in the review
        Done(player_id=ANN.id, round=0, phase="review"),
    )
    for stale in stale_buttons:
        with pytest.raises(Refusal) as refused:
            table.do(stale)
        assert refused.value.reason is Reason.STALE_BUTTON and refused.value.details["press"] == "done"
    table.do(Done(player_id=ANN.id, round=1, phase="review"))
    assert table.game.done == [ANN.id]


def test_a_challenge_from_an_earlier_round_is_refused_as_stale() -> None:
    table = reviewed()
    table.end_review()
    table.say(ANN, f"1 {ANIMAL[table.letter]}")
    table.end_answering()
    with pytest.raises(Refusal) as refused:
        table.do(Challenge(player_id=BOB.id, round=1, row=1, author=ANN.id))
    assert refused.value.reason is Reason.STALE_BUTTON and refused.value.details == {
        "press": "challenge", "round": 1}


def test_every_refusal_is_a_reason_of_the_game() -> None:
    table = reviewed()
    with pytest.raises(Refusal) as refused:
        table.challenge(BOB, 2, ANN)
    assert isinstance(refused.value.reason, Reason) and refused.value.reason == Reason.NO_ANSWER


# --- state -------------------------------------------------------------------------------------


def test_the_state_names_its_lists_by_id_and_holds_none_of_their_categories() -> None:
    table = Table()
    text = json.dumps(table.game.to_json(), ensure_ascii=False)
    assert len(text.encode()) < 1_600  # it was 8.3 kB with the 16 lists copied in
    for card in CONTENT["ru"].lists:
        assert not any(category in text for category in card.categories), card.id
    assert table.game.to_json()["list_id"] == table.game.list_id


def test_the_game_comes_back_from_json_with_the_content_handed_back() -> None:
    table = Table()
    copy = Skattergoris.from_json(table.game.to_json(), content=CONTENT["ru"])
    assert copy.categories == table.game.categories and copy.to_json() == table.game.to_json()


def test_the_language_of_the_die_comes_from_the_locale_and_an_unknown_one_plays_russian() -> None:
    english = Table((ANN, BOB), letter="B", locale="en")
    assert english.game.language == "en" and english.game.to_json()["language"] == "en"
    german = Table((ANN, BOB), seed=3, letter=None, locale="de")
    assert german.game.language == "ru" and german.letter in DIE_FACES["ru"]["standard"]


def test_the_chats_recent_lists_come_from_its_memory() -> None:
    recent = tuple(card.id for card in CONTENT["ru"].lists[:-1])
    table = Table(seed=5, letter=None, recent=recent)
    assert table.game.list_id == CONTENT["ru"].lists[-1].id


# --- secrets -----------------------------------------------------------------------------------


def test_a_sheet_is_for_its_player_alone() -> None:
    table = Table()
    sheets = [event for event in table.events if isinstance(event, SheetShown)]
    assert [sheet.audience for sheet in sheets] == [ANN.id, BOB.id, CAT.id]
    assert only(table.events, RoundStarted).audience is None


@pytest.mark.parametrize(("text", "leaked"), [
    ("3 Кит", True), ("3. кит", True), ("3) кит", True), ("ну и буква!\n7 Кошка", True),
    ("ну и буква!", False), ("1000 мелочей", False), ("Кит", False), ("13 котов", False),
])
def test_a_sheet_line_in_the_group_is_a_leaked_answer_and_chatter_is_refused(text: str, leaked: bool) -> None:
    table = Table()
    if leaked:
        assert table.say(ANN, text, private=False) == [AnswerLeaked(ANN.id, table.message_id)]
        assert table.game.sheets[ANN.id].answers == [None] * 12  # not written: it is no secret now
    else:
        with pytest.raises(Refusal) as refused:
            table.say(ANN, text, private=False)
        assert refused.value.reason is Reason.CHATTER


def test_in_the_review_a_sheet_line_in_the_group_is_chatter_the_answers_are_public_then() -> None:
    table = reviewed()
    with pytest.raises(Refusal) as refused:
        table.say(BOB, "1 Кит — норм", private=False)
    assert refused.value.reason is Reason.CHATTER


def test_a_non_players_sheet_line_in_the_group_is_not_the_games_business() -> None:
    table = Table()
    with pytest.raises(Refusal) as refused:
        table.say(DAN, "3 Кит", private=False)
    assert refused.value.reason is Reason.NOT_A_PLAYER


# --- reachability ------------------------------------------------------------------------------


def test_an_unreachable_player_keeps_playing_and_nothing_waits_for_them() -> None:
    table = Table()
    assert table.do(Unreachable(BOB.id)) == [PlayerUnreachable(BOB.id)]
    assert table.do(Unreachable(BOB.id)) == []  # told once
    table.say(BOB, "1 Кит")  # whatever reaches the bot still counts
    assert table.game.sheets[BOB.id].answers[0] == "Кит"
    assert table.game.deadline() == T0 + 182  # the round's timer is all that waits


def test_reachable_again_mid_round_gets_the_sheet_sent_again() -> None:
    table = Table()
    table.do(Unreachable(BOB.id))
    table.say(BOB, "2 Кошка")
    events = table.do(Reachable(BOB.id))
    assert events[0] == PlayerReachable(BOB.id, sheet_resent=True)
    sheet = only(events, SheetShown)
    assert sheet.player_id == BOB.id and sheet.rows[1].answer == "Кошка"
    assert table.do(Reachable(BOB.id)) == []  # nothing more to take back


def test_reachable_again_in_the_review_sends_no_sheet() -> None:
    table = Table()
    table.do(Unreachable(CAT.id))
    table.end_answering()
    assert table.do(Reachable(CAT.id)) == [PlayerReachable(CAT.id, sheet_resent=False)]


def test_only_players_can_be_unreachable_and_a_player_never_warned_about_is_not_announced() -> None:
    table = Table()
    assert table.do(Reachable(ANN.id)) == []
    for command in (Unreachable(DAN.id), Reachable(DAN.id)):
        with pytest.raises(Refusal) as refused:
            table.do(command)
        assert refused.value.reason is Reason.NOT_A_PLAYER


# --- timers ------------------------------------------------------------------------------------


def test_every_timer_is_a_duration_that_the_time_scale_reaches() -> None:
    assert duration_fields(SkattergorisSettings) == ("timer", "challenge_time", "review_time", "answer_grace")
    fast = scaled(SkattergorisSettings(), 0.1)
    assert (fast.timer, fast.challenge_time, fast.review_time, fast.answer_grace) == (18, 4.5, 9, 0.2)
    assert fast.rounds == 3
    table = Table(settings=fast)
    assert table.game.deadline() == T0 + 18 + 0.2
    table.end_answering()
    assert table.game.deadline() == table.now + 9


def test_winners_are_the_leaders_and_once_over_those_the_game_named() -> None:
    table = Table((ANN, BOB), SkattergorisSettings(rounds=1))
    table.say(ANN, f"1 {ANIMAL[table.letter]}")
    table.end_answering()
    table.end_review()
    assert table.game.is_over() and table.game.winners() == [ANN.id]
