"""The deck of word cards: dealing, drawing back up to a full hand, reshuffling the discards."""

from __future__ import annotations

from engines.assotsiatsii.content import AssotsiatsiiContent
from engines.assotsiatsii.events import DeckReshuffled, Event, HandDealt
from engines.assotsiatsii.state import AssotsiatsiiState, Seat


def words(content: AssotsiatsiiContent, cards: list[int]) -> tuple[str, ...]:
    return tuple(content.cards[card] for card in cards)


def hand_dealt(seat: Seat, content: AssotsiatsiiContent) -> HandDealt:
    return HandDealt(seat.id, words(content, seat.hand))


def draw_up(s: AssotsiatsiiState, seat: Seat) -> list[Event]:
    """Fill `seat`'s hand back to `hand_size`; when the deck runs out, the discards are shuffled in."""
    events: list[Event] = []
    while len(seat.hand) < s.settings.hand_size:
        if not s.deck:
            if not s.discards:
                break  # every card is in a hand or on the table: play on with a short hand
            s.deck, s.discards = s.discards, []
            s.rng.shuffle(s.deck)
            events.append(DeckReshuffled(len(s.deck)))
        seat.hand.append(s.deck.pop())
    return events
