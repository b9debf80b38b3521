"""Every refusal «Нет слов» gives (the presenter turns each into a sentence, or says nothing)."""

from __future__ import annotations

from enum import StrEnum


class Reason(StrEnum):
    GAME_OVER = "game-over"
    NOT_A_PLAYER = "not-a-player"
    # Group chatter that is not «Не говори …!» nor /word: refused silently.
    NOT_A_CLAIM = "not-a-claim"
    # «Не говори!» or /word with no word after it (the presenter may show how to claim).
    NO_WORD = "no-word"
    # The player who laid the latest card cannot catch themselves.
    AGAINST_YOURSELF = "against-yourself"
    # Nobody to charge: no player has laid a card in this conversation (or the latest mover left).
    NO_ONE_TO_CHARGE = "no-one-to-charge"
    # The same player claimed the same word again while the first claim is still being judged.
    ALREADY_CLAIMED = "already-claimed"
    STALE_BUTTON = "stale-button"
    NOT_YOUR_TURN = "not-your-turn"
    NOT_YOUR_CHOICE = "not-your-choice"
    NO_SUCH_CARD = "no-such-card"
    # Cards wait while a claim is judged, a word is put to the vote or the next mover is chosen.
    CLAIM_BEING_JUDGED = "claim-being-judged"
    VOTE_OPEN = "vote-open"
    CHOICE_PENDING = "choice-pending"
    NO_SUCH_VOTE = "no-such-vote"
    NO_SUCH_OPTION = "no-such-option"
    UNKNOWN_ANCHOR = "unknown-anchor"
    UNKNOWN_COMMAND = "unknown-command"
