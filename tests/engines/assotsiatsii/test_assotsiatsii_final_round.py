"""The end of the game (shared/seeds/003 «Конец игры и финальный раунд»): once a round ends with someone on
or past the finish, the final round lays 6 random leader words (all of them if fewer); there is no leader;
everyone writes three associations; a word shared by k players gives each of them k points."""

from __future__ import annotations

from assotsiatsii_helpers import (
    ANYA,
    DIMA,
    KOSTYA,
    OLEG,
    PLAYERS,
    VIKA,
    ZHENYA,
    Table,
    every,
    only,
    short_settings,
)

from engines.assotsiatsii import (
    YES,
    GameOver,
    GuessingOpened,
    LeaderTurnStarted,
    Reason,
    RoundScored,
    VoteOpened,
)
from engines.assotsiatsii.scoring import score_round
from engines.core import Tick

WORDS = ("облако", "небо", "игра", "тайна", "праздник", "осень", "рыба")


def _guess_the_word(table: Table, word: str) -> RoundScored:
    """A round in which the first guesser has the leader's word: +3 to both."""
    return table.play_round(word, {table.others()[0]: word})


def test_the_final_round_comes_only_after_the_round_in_which_the_finish_is_reached() -> None:
    table = Table(settings=short_settings(track_length=6))
    first = _guess_the_word(table, "облако")
    assert not first.finish_reached
    assert only(table.events[-3:], LeaderTurnStarted), "3 points of 6: the game goes on"
    second = table.play_round("небо", {table.others()[0]: "небо", table.others()[1]: "небо"})
    assert max(second.totals.values()) >= 6
    assert second.finish_reached
    opened = [event for event in table.events if isinstance(event, GuessingOpened)][-1]
    assert opened.final and opened.leader_id is None
    assert table.events.index(opened) > table.events.index(second), "the round is scored first"
    assert table.s.phase == "final"


def test_the_final_round_lays_six_random_leader_words() -> None:
    table = Table(settings=short_settings(track_length=3))
    for word in WORDS[:-1]:
        table.play_round(word, {})
    _guess_the_word(table, WORDS[-1])
    opened = every(table.events, GuessingOpened)[-1]
    assert opened.final
    assert len(opened.laid) == 6
    assert set(opened.laid) < set(WORDS)
    assert opened.guessers == tuple(p.id for p in table.players), "everyone writes, no leader"
    assert opened.limit == 3


def test_the_final_round_lays_all_leader_words_when_there_are_fewer_than_six() -> None:
    table = Table(settings=short_settings(track_length=3))
    table.play_round("облако", {})
    _guess_the_word(table, "небо")
    opened = every(table.events, GuessingOpened)[-1]
    assert sorted(opened.laid) == ["небо", "облако"]


def test_a_word_hidden_twice_is_laid_once_in_the_final() -> None:
    table = Table(settings=short_settings(track_length=3))
    table.play_round("облако", {})
    table.play_round("Облака", {})
    _guess_the_word(table, "небо")
    opened = every(table.events, GuessingOpened)[-1]
    assert sorted(opened.laid) == ["небо", "облако"]


def test_igra_written_by_oleg_and_three_others_gives_each_of_the_four_4_points() -> None:
    # The text's example: Олег wrote «Игра», three others wrote the same: 4 points each.
    table = score_round(
        {OLEG.id: ["Игра", "детство"], ANYA.id: ["игра"], VIKA.id: ["игры"], DIMA.id: ["ИГРА", "кукла"],
         ZHENYA.id: ["кукла"], KOSTYA.id: ["шахматы"]},
        word=None, leader_id=None, matched_pairs=(), lang="ru",
    )
    assert table.points == {OLEG.id: 4, ANYA.id: 4, VIKA.id: 4, DIMA.id: 6, ZHENYA.id: 2, KOSTYA.id: 0}
    marks = {(row.player_id, row.guess): row.mark for row in table.rows}
    assert marks[(OLEG.id, "Игра")] == "+4"
    assert marks[(OLEG.id, "детство")] == "—", "a word nobody else wrote gives 0"
    assert marks[(ZHENYA.id, "кукла")] == "+2"


def _final(players: int = 5) -> Table:
    table = Table(PLAYERS[:players], settings=short_settings(track_length=3))
    _guess_the_word(table, "облако")
    assert table.s.phase == "final"
    return table


def test_the_final_round_through_the_engine_ends_the_game_with_the_highest_total_winning() -> None:
    table = _final()
    totals_before = dict(table.game.scores())
    for player in (OLEG, ANYA, VIKA, DIMA):
        table.say(player.id, "Игра")
    table.say(ZHENYA.id, "кино")
    events = table.time_up()
    scored = only(events, RoundScored)
    assert scored.final and scored.leader_id is None
    assert scored.points == {OLEG.id: 4, ANYA.id: 4, VIKA.id: 4, DIMA.id: 4, ZHENYA.id: 0}
    over = only(events, GameOver)
    assert over.reason == "finished"
    assert over.totals == {p: totals_before[p] + scored.points[p] for p in totals_before}
    best = max(over.totals.values())
    assert list(over.winners) == [p for p, total in over.totals.items() if total == best]
    assert table.game.is_over()
    assert table.game.winners() == list(over.winners)
    assert table.refused(Tick()).reason == Reason.GAME_OVER


def test_a_tie_at_the_end_is_a_shared_win() -> None:
    table = _final(4)
    totals = table.game.scores()
    # The leader and the guesser stand on 3, the other two on 0. The two behind share two words (2 + 2),
    # the two ahead share one (2): 4, 4, 5, 5 — two players share the win.
    low = [p for p, total in totals.items() if total == 0]
    high = [p for p, total in totals.items() if total == 3]
    assert len(low) == 2 and len(high) == 2
    table.say(low[0], "море\nветер")
    table.say(low[1], "море\nветер")
    table.say(high[0], "песок")
    table.say(high[1], "песок\nпляж")
    events = table.time_up()
    over = only(events, GameOver)
    assert sorted(over.totals.values()) == [4, 4, 5, 5]
    assert sorted(over.winners) == sorted(high)


def test_near_matches_in_the_final_join_the_group_and_raise_its_size() -> None:
    table = _final()
    table.say(OLEG.id, "звезда")
    table.say(ANYA.id, "звезда")
    table.say(VIKA.id, "звёздочка")
    events = table.time_up()
    opened = only(events, VoteOpened)
    assert opened.words == ("звезда", "звёздочка")
    assert table.s.phase == "final-voting"
    for player in PLAYERS[:5]:
        events = table.vote(opened.vote_id, player.id, YES)
    scored = only(events, RoundScored)
    assert (scored.points[OLEG.id], scored.points[ANYA.id], scored.points[VIKA.id]) == (3, 3, 3)
    assert only(events, GameOver)
