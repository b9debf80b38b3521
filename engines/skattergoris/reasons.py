"""Every refusal of Скаттергорис (each has `skattergoris-refused-<value>` in every locale)."""

from __future__ import annotations

from enum import StrEnum


class Reason(StrEnum):
    GAME_OVER = "game-over"
    UNKNOWN_COMMAND = "unknown-command"  # details: type
    NOT_A_PLAYER = "not-a-player"  # details: player_id
    # A group message that is no sheet line (or any group message once answering is over).
    CHATTER = "chatter"
    NOT_IN_ROUND = "not-in-round"  # an extra round is answered by the tied players only
    TIME_IS_UP = "time-is-up"  # details: deadline (whole seconds)
    BEFORE_ROUND = "before-round"  # written before the round began, delivered late
    STALE_BUTTON = "stale-button"  # details: press ("done" / "challenge"), round
    ALREADY_DONE = "already-done"
    NOT_REVIEWING = "not-reviewing"
    REVIEW_OVER = "review-over"
    BAD_CHALLENGE = "bad-challenge"  # details: row, author
    OWN_ANSWER = "own-answer"
    NO_ANSWER = "no-answer"
    ANSWER_STRUCK = "answer-struck"  # details: status ("duplicate" / "repeat")
    ALREADY_CHALLENGED = "already-challenged"
    UNKNOWN_VOTE = "unknown-vote"  # details: vote_id
    VOTE_CLOSED = "vote-closed"  # details: vote_id
    BAD_OPTION = "bad-option"
