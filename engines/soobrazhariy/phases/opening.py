"""The opening of a turn: special cards and a category are turned up, then — after a pause, or at
once when «Кто больше?» has its bidder — the letter.

Rules text: «Начинающий открывает верхнюю карту категории и читает её вслух. Только после этого он
открывает карту буквы»; «Если особые карты идут подряд … действует последняя, верхняя»; «Перед
открытием последней карты буквы объявите, что начинается последний ход». The category message is
also built ahead of time for the claim of an ordinary answer, whose message shows the next category
while the answer can still be challenged (issue 15.10: a turn in two writes).

A deck with no ordinary category left opens no turn (`s.turn` stays None): the end of the game is
`ending.py`'s to say.
"""

from __future__ import annotations

from engines.soobrazhariy import deck, rulings
from engines.soobrazhariy.answers import Answer
from engines.soobrazhariy.bidding import Bidding
from engines.soobrazhariy.content import SoobrazhariyContent
from engines.soobrazhariy.events import (
    BiddingStarted,
    CategoryOpened,
    Event,
    LetterOpened,
    Play,
    PlayAnnounced,
    SpecialOpened,
    TurnWon,
)
from engines.soobrazhariy.scoring import cards_points
from engines.soobrazhariy.state import State
from engines.soobrazhariy.turn import Turn


def open_turn(s: State, content: SoobrazhariyContent, now: float, award: TurnWon | None = None,
              previewed_since: float | None = None) -> list[Event]:
    """Open cards until an ordinary category lies on top; the last special opened is in force.
    `previewed_since`: the winning claim showed this category from then on (`next_opening`)."""
    s.turns += 1
    events: list[Event] = []
    specials: list[str] = []
    while True:
        card = s.cards.open_category()
        if card is None:
            return events
        if not deck.is_special(card):
            break
        specials.append(card)
        events.append(SpecialOpened(turn=s.turns, opener=s.opener, special=card))
    play: Play = play_of(specials[-1]) if specials else "ordinary"
    since = previewed_since if play == "ordinary" and not specials else None
    letter_at = None if play == "more" else letter_time(s, now, since)
    events += _turn_opening(s, content, play, letter_at, award)
    announced = events[-1]
    assert isinstance(announced, PlayAnnounced)
    if play != "more":
        s.turn = Turn(s.turns, s.opener, play, card, "pause", letter_at=announced.letter_at, award=award)
        return events
    ids = [p.id for p in s.players]
    start = ids.index(s.opener)
    seats = tuple(pid for pid in ids[start:] + ids[:start] if pid in s.present)
    bidding = Bidding.start(seats, now)
    s.turn = Turn(s.turns, s.opener, play, card, "bidding", bidding=bidding, award=award)
    until = now + s.settings.bid_time
    return [*events, BiddingStarted(s.turns, seats, seats[0], bidding.min_bid, until)]


def settle(s: State, content: SoobrazhariyContent, t: Turn, now: float) -> list[Event]:
    """The pause between the category and its letter: the letter when it is due."""
    return open_letter(s, content, t, now) if t.letter_at is not None and now >= t.letter_at else []


def open_letter(s: State, content: SoobrazhariyContent, t: Turn, now: float) -> list[Event]:
    said = None if t.play == "more" else _turn_opening(s, content, t.play, t.letter_at, t.award)
    t.letter = s.cards.draw_letter()
    s.letters_opened += 1
    t.anchor_name = f"letter-{s.letters_opened}"
    t.phase, t.opened_at = "answering", now
    return [
        LetterOpened(
            turn=t.number,
            letter=t.letter,
            anchor=t.anchor_name,
            play=t.play,
            last_turn=not s.cards.letter_deck,
            answer_until=rulings.answer_end(t, s.settings) - s.settings.answer_grace,
            bidder=t.bidder,
            bid=t.bid if t.bidder is not None else None,
            opening=said,
        )
    ]


def _turn_opening(s: State, content: SoobrazhariyContent, play: Play, letter_at: float | None,
                  award: TurnWon | None) -> tuple[CategoryOpened, PlayAnnounced]:
    """What the turn's category message says (built again with the letter, which is shown in the
    same message)."""
    return opening(s, content, turn=s.turns, opener=s.opener, stack=tuple(s.cards.open_stack),
                   play=play, letter_at=letter_at, award=award)


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
