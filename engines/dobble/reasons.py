"""Every refusal the Доббль engine gives (the presenter turns each into a sentence, or ignores it)."""

from __future__ import annotations

from enum import StrEnum


class Reason(StrEnum):
    GAME_OVER = "game-over"
    NOT_A_PLAYER = "not-a-player"
    LEFT = "left"  # the player left the game
    PRIVATE = "private"  # claims are made in the group, where everyone sees them
    CHATTER = "chatter"  # a message that names no symbol: just talk (the presenter says nothing)
    NOT_OPEN = "not-open"  # no centre card is in the chat yet (the countdown, or its picture is on its way)
    BEFORE_CARD = "before-card"  # the claim ranks before the centre card's picture in Telegram order
    LATE = "late"  # «опоздали»: the card went (or is going) to an earlier correct claim
    STALE_CARD = "stale-card"  # a button of an older centre card
    UNKNOWN_SYMBOL = "unknown-symbol"  # a button for a symbol that is not on that centre card
    LOCKED = "locked"  # a wrong claim on this centre card: wait for the next one
    ALREADY_CLAIMED = "already-claimed"  # this player's earlier claim already holds the card
    UNKNOWN_ANCHOR = "unknown-anchor"
    UNKNOWN_COMMAND = "unknown-command"
