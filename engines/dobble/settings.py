"""Every default of Доббль in one place (rules text 002 + shared/seeds/README.md «Доббль»)."""

from __future__ import annotations

from dataclasses import dataclass

from engines.core import FIRST_RULES, duration

MIN_PLAYERS = 2
MAX_PLAYERS = 8


@dataclass(frozen=True, slots=True)
class DobbleSettings:
    # The presenter writes the cards as emoji text instead of drawing pictures.
    text_mode: bool = False
    # A wrong claim: that player may not claim again until the centre card changes (README).
    lock_after_wrong: bool = True
    # «По общему сигналу игроки одновременно переворачивают свои карточки»: the signal is a
    # countdown of `countdown_beats` numbers («3… 2… 1…») over `countdown` seconds.
    countdown: float = duration(3.0)
    countdown_beats: int = 3
    # «Если двое назвали совпадения почти одновременно … выясните, кто назвал верный символ
    # раньше»: Telegram may deliver a same-second message late, so the first correct claim on a
    # card waits this long for an earlier one (in Telegram order) before it takes the card.
    settle_time: float = duration(1.0)
    # The rulings the game was started under (`engines.core.settings.RULES`); a game stored
    # before there was a choice has the first.
    rules: int = FIRST_RULES
    # A centre card counts as open once its picture is in the chat (`Posted`); one never confirmed
    # (a failed send) is opened anyway after this long, so the game does not stall. Longer than
    # Telegram's group minute (20 writes): a picture the flood limits hold back is still waited for.
    post_wait: float = duration(75.0)
    min_players: int = MIN_PLAYERS
    max_players: int = MAX_PLAYERS
