"""What a turn's category message says — the card on top and the play in force — built when the
turn opens, and ahead of time for the claim of an ordinary answer, whose message shows the next
category while the answer can still be challenged (issue 15.10: a turn in two writes)."""

from __future__ import annotations

from engines.soobrazhariy import deck, rulings
from engines.soobrazhariy.answers import Answer
from engines.soobrazhariy.content import SoobrazhariyContent
from engines.soobrazhariy.events import CategoryOpened, Play, PlayAnnounced, TurnWon
from engines.soobrazhariy.scoring import cards_points
from engines.soobrazhariy.state import State
from engines.soobrazhariy.turn import Turn


def opening(
    s: State, content: SoobrazhariyContent, *, turn: int, opener: int, stack: tuple[str, ...], play: Play,
    letter_at: float | None, award: TurnWon | None,
) -> tuple[CategoryOpened, PlayAnnounced]:
    """The category message of turn `turn`: `stack` is the open stack, its top card the category."""
    card = stack[-1]
    text = content.category_text(deck.category_index(card))
    below = stack[: -1 if play == "ordinary" else -2]  # under the special in force (or the category)
    race = play in ("last", "longer", "shorter")
    announced = PlayAnnounced(
        turn=turn,
        play=play,
        lower_specials=tuple(c for c in below if deck.is_special(c)),
        points_at_stake=cards_points(stack),
        last_turn=len(s.cards.letter_deck) == 1,
        letter_at=letter_at,
        count_time=s.settings.count_time if race else 0,
        card_after=rulings.race_wait(s.settings) if race else 0,
    )
    return CategoryOpened(turn, opener, card, text, stack, award), announced


def next_opening(
    s: State, content: SoobrazhariyContent, t: Turn, candidate: Answer, now: float
) -> tuple[CategoryOpened, PlayAnnounced] | None:
    """The opening that follows if `candidate` wins an ordinary turn, when it is sure to be an
    ordinary category (the top card of the deck) opened by the candidate; None when the game would
    end or a special card lies on top (that opening says more and keeps its pause), and in the games
    of the first rulings, which replay as they were played: the letter a pause after the award."""
    deck_ = s.cards.category_deck
    if t.play != "ordinary" or s.settings.first_rulings or not s.cards.letter_deck:
        return None
    if not deck_ or deck.is_special(deck_[-1]):
        return None
    letter_at = now + s.settings.challenge_window  # when it comes if nobody challenges
    return opening(s, content, turn=s.turns + 1, opener=candidate.player_id, stack=(deck_[-1],),
                   play="ordinary", letter_at=letter_at, award=None)


def letter_time(s: State, now: float, previewed_since: float | None) -> float:
    """When an ordinary turn's letter is opened: `letter_pause` after its category was shown — with
    the claim before it (`previewed_since`), or now."""
    shown = now if previewed_since is None else previewed_since
    return max(now, shown + s.settings.letter_pause)


def play_of(special: str) -> Play:
    """The play a special card puts in force."""
    plays: dict[str, Play] = {"last": "last", "longer": "longer", "shorter": "shorter", "more": "more"}
    return plays[special]
