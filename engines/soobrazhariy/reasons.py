"""Every reason the Соображарий engine refuses a command (`Refusal(Reason.X, **details)`).

Each member is translated as `soobrazhariy-refused-<value>` in every locale; a refused button
shows it to the presser, a refused message is ordinary chatter and is not answered.
"""

from __future__ import annotations

from enum import StrEnum


class Reason(StrEnum):
    PLAYER_COUNT = "player-count"  # min, max
    GAME_OVER = "game-over"
    NOT_A_PLAYER = "not-a-player"
    UNKNOWN_COMMAND = "unknown-command"  # type
    UNKNOWN_ANCHOR = "unknown-anchor"  # anchor
    # answers
    NO_LETTER_YET = "no-letter-yet"
    LETTER_COMING = "letter-coming"  # an answer in the pause between the category and its letter
    ANSWER_IN_GROUP = "answer-in-group"
    NOT_YOUR_PLAY = "not-your-play"  # bidder
    WRONG_LETTER = "wrong-letter"  # letter
    BEFORE_LETTER = "before-letter"
    DUPLICATE_MESSAGE = "duplicate-message"
    # «Пропустить»
    CANNOT_SKIP_NOW = "cannot-skip-now"
    STALE_BUTTON = "stale-button"
    ALREADY_SKIPPED = "already-skipped"
    # «Оспорить»
    NO_SUCH_ANSWER = "no-such-answer"
    OWN_ANSWER = "own-answer"
    ALREADY_CHALLENGED = "already-challenged"
    ALREADY_ACCEPTED = "already-accepted"
    CHALLENGE_CLOSED = "challenge-closed"
    # «Кто больше?» bidding
    NO_BIDDING = "no-bidding"
    STALE_BID = "stale-bid"
    NOT_YOUR_BID = "not-your-bid"  # bidder
    BID_TIME_OVER = "bid-time-over"
    OPENER_MUST_BID = "opener-must-bid"
    BID_NOT_A_NUMBER = "bid-not-a-number"
    BID_TOO_LOW = "bid-too-low"  # min_bid
    BID_TOO_HIGH = "bid-too-high"  # max_bid
    # challenge polls
    VOTE_CLOSED = "vote-closed"
    NOT_A_VOTER = "not-a-voter"
    NO_SUCH_OPTION = "no-such-option"
