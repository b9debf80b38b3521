"""How a game moves on: a round starts, answering closes, polls close, the round is scored, the game ends.

Functions over the state and the content, called by the engine once a command has been verified.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from engines.skattergoris.challenge import ChallengeVote, decide
from engines.skattergoris.content import SkattergorisContent
from engines.skattergoris.draw import pick_list, roll_letter
from engines.skattergoris.events import (
    ChallengeClosed,
    Event,
    GameOver,
    ReviewEntry,
    ReviewRow,
    ReviewStarted,
    RoundScored,
    RoundStarted,
    SheetRow,
    SheetShown,
)
from engines.skattergoris.scoring import answer_points, classify, is_key_letter, leaders
from engines.skattergoris.settings import MAX_EXTRA_ROUNDS, MIN_PLAYERS, die_faces
from engines.skattergoris.sheet import Sheet, Written
from engines.skattergoris.state import GameOverReason, SkattergorisState
from engines.words.letters import as_compared

ClosedBy = Literal["all-voted", "time", "left"]


def categories(s: SkattergorisState, content: SkattergorisContent) -> tuple[str, ...]:
    return content.card(s.list_id).categories


def deadline(s: SkattergorisState) -> float | None:
    if s.phase == "answering":
        return s.answers_deadline + s.settings.answer_grace
    if s.phase == "review":
        open_polls = [challenge.closes_at for challenge in s.open_polls()]
        return min(open_polls) if open_polls else s.idle_since + s.settings.review_time
    return None


# --- views -------------------------------------------------------------------------------------


def compared(s: SkattergorisState, answer: str | None) -> str | None:
    """An answer as the round judges it (`as_compared`: under today's rules, as a reader takes it in)."""
    return as_compared(answer, s.settings.rules) if answer is not None else None


def sheet_view(
    s: SkattergorisState, content: SkattergorisContent, player_id: int, written: Written | None = None
) -> SheetShown:
    sheet = s.sheets[player_id]
    rows = tuple(
        SheetRow(
            row=index + 1,
            category=category,
            answer=answer,
            wrong_letter=answer is not None
            and not is_key_letter(as_compared(answer, s.settings.rules), s.letter, s.language),
        )
        for index, (category, answer) in enumerate(zip(categories(s, content), sheet.answers, strict=True))
    )
    written = written or Written()
    return SheetShown(player_id, s.round_no, s.letter, rows, tuple(written.left_over),
                      done=player_id in s.done, read_as_answers=tuple(written.read_as_answers),
                      no_such_row=tuple(written.no_such_row))


def review_table(s: SkattergorisState, content: SkattergorisContent) -> tuple[ReviewRow, ...]:
    return tuple(
        ReviewRow(
            row=index + 1,
            category=category,
            entries=tuple(
                ReviewEntry(
                    player,
                    compared(s, s.sheets[player].answers[index]),  # the table quotes what was compared
                    s.statuses[player][index],
                    s.verdict(index + 1, player),
                )
                for player in s.sheets
            ),
        )
        for index, category in enumerate(categories(s, content))
    )


# --- transitions -------------------------------------------------------------------------------


def settle(s: SkattergorisState, content: SkattergorisContent, now: float) -> list[Event]:
    """Whatever follows without waiting: a poll everyone voted in, a round everyone is done with."""
    events: list[Event] = []
    if s.phase == "answering" and s.all_done():
        events += close_answering(s, content, "left" if not s.done else "all-done", now)
    if s.phase == "review":
        voters = set(s.active)
        for challenge in s.challenges:
            if challenge.is_open and voters <= challenge.votes.keys():
                events.append(close_poll(s, challenge, now, "all-voted"))
        if s.all_done() and not s.open_polls():
            events += finish_review(s, content, now)
    return events


def tick(s: SkattergorisState, content: SkattergorisContent, now: float) -> list[Event]:
    """Act on every deadline that has come by `now`, in order."""
    events: list[Event] = []
    while True:
        if s.phase == "answering" and now >= s.answers_deadline + s.settings.answer_grace:
            events += close_answering(s, content, "time", now)
        elif s.phase == "review" and s.due_polls(now):
            for challenge in s.due_polls(now):
                events.append(close_poll(s, challenge, challenge.closes_at, "time"))
            events += settle(s, content, now)
        elif s.phase == "review" and not s.open_polls() and now >= s.idle_since + s.settings.review_time:
            events += finish_review(s, content, now)
        else:
            return events


def start_round(s: SkattergorisState, content: SkattergorisContent, now: float) -> list[Event]:
    s.round_no += 1
    s.phase = "answering"
    s.letter, rerolled = roll_letter(s.rng, die_faces(s.language, s.settings.hard_die), s.letters)
    card = pick_list(s.rng, content.lists, s.list_ids, s.recent_list_ids)
    s.list_id = card.id
    s.letters.append(s.letter)
    s.list_ids.append(card.id)
    s.started_at = now
    s.answers_deadline = now + s.settings.timer
    s.sheets = {player: Sheet.empty(len(card.categories)) for player in s.round_players}
    s.done = []
    s.statuses = {}
    s.challenges = []
    started = RoundStarted(
        s.round_no,
        s.extra,
        s.settings.rounds,
        s.letter,
        rerolled,
        card.id,
        card.categories,
        tuple(s.round_players),
        s.answers_deadline,
        deadline(s) or s.answers_deadline,
        s.settings.timer,
    )
    return [started, *(sheet_view(s, content, player) for player in s.round_players)]


def close_answering(
    s: SkattergorisState, content: SkattergorisContent, reason: Literal["time", "all-done", "left"],
    now: float,
) -> list[Event]:
    s.phase = "review"
    s.done = []
    s.idle_since = now
    sheets = {player: [compared(s, a) for a in sheet.answers] for player, sheet in s.sheets.items()}
    s.statuses = classify(sheets, s.letter, s.language)
    events: list[Event] = [
        ReviewStarted(
            s.round_no,
            s.letter,
            s.list_id,
            reason,
            review_table(s, content),
            tuple(s.round_players),
            s.settings.review_time,
        )
    ]
    if not s.round_players:  # everyone answering left: nobody to read or to wait for
        events += finish_review(s, content, now)
    return events


def close_poll(
    s: SkattergorisState, challenge: ChallengeVote, when: float, reason: ClosedBy
) -> ChallengeClosed:
    decision = decide(challenge.votes, challenge.player_id)
    challenge.accepted = decision.accepted
    s.idle_since = max(s.idle_since, when)
    answer = s.sheets[challenge.player_id].answers[challenge.row - 1]
    assert answer is not None
    return ChallengeClosed(
        challenge.vote_id,
        s.round_no,
        challenge.row,
        challenge.player_id,
        answer,
        decision.accepted,
        decision.yes,
        decision.no,
        decision.challenged_vote_dropped,
        reason,
    )


def leave(s: SkattergorisState, content: SkattergorisContent, now: float) -> list[Event]:
    """What follows a player's leaving (already recorded): the game ends, or moves on without them."""
    if len(s.active) < MIN_PLAYERS:
        closed: list[Event] = [close_poll(s, c, now, "left") for c in s.challenges if c.is_open]
        return closed + game_over(s, "not-enough-players")
    return settle(s, content, now)


def finish_review(s: SkattergorisState, content: SkattergorisContent, now: float) -> list[Event]:
    points = {
        player: tuple(
            answer_points(
                compared(s, answer),
                s.statuses[player][index],
                s.verdict(index + 1, player),
                s.letter,
                s.language,
                s.settings.bonus,
            )
            for index, answer in enumerate(s.sheets[player].answers)
        )
        for player in s.sheets
    }
    round_scores = {player: sum(row_points) for player, row_points in points.items()}
    for player, score in round_scores.items():
        s.totals[player] += score
    s.history.append(round_scores)
    events: list[Event] = [
        RoundScored(
            s.round_no,
            s.extra,
            s.letter,
            s.list_id,
            review_table(s, content),
            points,
            round_scores,
            dict(s.totals),
        )
    ]
    if s.extra == 0 and s.round_no < s.settings.rounds:
        return events + start_round(s, content, now)
    tied = list(leaders(s.totals, s.contenders))
    if len(tied) == 1:
        return events + game_over(s, "finished", tied)
    # The tie is played off only by tied players still in the game; when all of them have left
    # an extra round would have nobody to answer, so the win is shared at once.
    if s.extra < MAX_EXTRA_ROUNDS and any(player not in s.left for player in tied):
        s.extra += 1
        s.contenders = tied
        return events + start_round(s, content, now)
    return events + game_over(s, "tie-after-extra-rounds", tied)


def game_over(
    s: SkattergorisState, reason: GameOverReason, winners: Sequence[int] | None = None
) -> list[Event]:
    s.phase = "over"
    s.over_reason = reason
    everyone = [player.id for player in s.players]
    s.winners = list(winners if winners is not None else leaders(s.totals, everyone))
    return [
        GameOver(
            dict(s.totals),
            tuple(s.winners),
            reason,
            tuple(s.history),
            tuple(s.list_ids),
            tuple(s.letters),
            tuple(s.active),
        )
    ]
