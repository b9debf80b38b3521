"""Every refusal the «Ассоциации» engine gives (the presenter turns each into a sentence)."""

from __future__ import annotations

from enum import StrEnum


class Reason(StrEnum):
    # anyone, any time
    GAME_OVER = "game-over"
    NOT_A_PLAYER = "not-a-player"
    LEFT_THE_GAME = "left-the-game"
    UNKNOWN_COMMAND = "unknown-command"
    STALE_BUTTON = "stale-button"  # a button from an earlier round or an older list of guesses
    PRIVATE_ONLY = "private-only"  # group chatter: words and guesses are written to the bot, not in the group
    # the leader's turn
    NOT_THE_LEADER = "not-the-leader"
    NOT_LEADING = "not-leading"  # the cards are laid already (or this is no leader's turn)
    NO_SUCH_CARD = "no-such-card"
    TOO_FEW_CARDS = "too-few-cards"  # details: need, picked
    EMPTY_WORD = "empty-word"
    PHRASE = "phrase"  # details: word
    WRONG_LANGUAGE = "wrong-language"  # details: word, language
    NOT_A_NOUN = "not-a-noun"  # details: word
    UNKNOWN_WORD = "unknown-word"  # details: word (digits, or no letters of a language)
    SHARES_ROOT = "shares-root"  # details: word, card
    NOTHING_TO_CONFIRM = "nothing-to-confirm"
    SEEN_IN_GROUP = "seen-in-group"  # details: word (the leader posted it in the group this turn)
    # guessing
    NOT_GUESSING = "not-guessing"  # the words are not laid yet
    LEADER_CANNOT_GUESS = "leader-cannot-guess"
    TOO_LATE = "too-late"
    EMPTY_GUESS = "empty-guess"
    TOO_MANY_GUESSES = "too-many-guesses"  # details: limit, free, sent
    ALREADY_GUESSED = "already-guessed"  # details: guess
    ALREADY_DONE = "already-done"
    NO_SUCH_GUESS = "no-such-guess"
    # votes and anchors
    NO_SUCH_VOTE = "no-such-vote"
    VOTE_CLOSED = "vote-closed"
    BAD_OPTION = "bad-option"
    UNKNOWN_ANCHOR = "unknown-anchor"
