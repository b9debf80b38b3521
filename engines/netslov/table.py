"""The cards on the table: dealing, laying, taking a word's letters, opening a new conversation.

`Board` is the state seen as cards (it keeps no state of its own): the engine moves cards only
through it, so every card stays in exactly one place.
"""

from __future__ import annotations

from collections.abc import Iterable

from engines.netslov.content import Card
from engines.netslov.events import ConversationReset, Phase, TableCard, TableShown
from engines.netslov.settings import OPENING_REDS
from engines.netslov.state import NetSlovState
from engines.words import fold_letter


class Board:
    def __init__(self, state: NetSlovState, cards: tuple[Card, ...]) -> None:
        self.state = state
        self.cards = cards

    # -- reading ---------------------------------------------------------------------------------

    def letter(self, card: int) -> str:
        return self.cards[card].letter

    def shown(self, cards: Iterable[int]) -> tuple[TableCard, ...]:
        return tuple(TableCard(c, self.cards[c].letter, self.cards[c].red) for c in cards)

    def conversation_letters(self) -> list[str]:
        return [self.letter(c) for c in self.state.conversation]

    def reds_in_conversation(self) -> list[int]:
        return [c for c in self.state.conversation if self.cards[c].red]

    def hand_letters(self, player_id: int) -> tuple[str, ...]:
        return tuple(self.letter(c) for c in self.state.hands.get(player_id, []))

    def everywhere(self) -> list[int]:
        """Every card id wherever it lies (the conservation check: each of them exactly once)."""
        s = self.state
        places = [s.deck, s.conversation, s.showcase, s.discard, *s.hands.values(), *s.penalties.values()]
        return [card for place in places for card in place]

    def table_shown(self, phase: Phase) -> TableShown:
        s = self.state
        return TableShown(
            turn=s.turn,
            phase=phase,
            mover=s.mover,
            latest_mover=s.latest_mover,
            conversation=self.shown(s.conversation),
            showcase=self.shown(s.showcase),
            penalties={p: len(s.penalties[p]) for p in s.active},
            hand_sizes={p: len(s.hands[p]) for p in s.active},
            deck_left=len(s.deck),
            choice=s.choice.number if s.choice else None,
            chooser=s.choice.chooser if s.choice else None,
        )

    # -- moving cards ----------------------------------------------------------------------------

    def deal(self, seats: list[int], hand_size: int) -> None:
        """Shuffle the black deck, deal the hands, open the first conversation."""
        s = self.state
        s.deck = [c.id for c in self.cards if not c.red]
        s.rng.shuffle(s.deck)
        for player in seats:
            s.hands[player] = [s.deck.pop() for _ in range(min(hand_size, len(s.deck)))]
            s.penalties[player] = []
        s.showcase = [c.id for c in self.cards if c.red]
        self.open_conversation()

    def open_conversation(self) -> None:
        """A new conversation: the reds shuffled, two of them at random on the table (the rest on show)."""
        s = self.state
        s.rng.shuffle(s.showcase)
        s.conversation = [s.showcase.pop() for _ in range(min(OPENING_REDS, len(s.showcase)))]
        s.latest_mover = None  # nobody has laid a card of it yet

    def lay(self, card: int) -> None:
        self.state.conversation.append(card)

    def draw_into(self, player_id: int, slot: int) -> bool:
        """Refill the hand slot just played from the deck; False when the deck was already empty."""
        s = self.state
        if s.deck:
            s.hands[player_id][slot] = s.deck.pop()
            return True
        del s.hands[player_id][slot]
        return False

    def word_cards(self, word: str) -> list[int]:
        """Cards of the conversation spelling `word` (each used once, the earliest laid first)."""
        free = list(self.state.conversation)
        picked: list[int] = []
        for letter in (c for c in fold_letter(word) if c.isalpha()):
            card = next(c for c in free if fold_letter(self.letter(c)) == letter)
            free.remove(card)
            picked.append(card)
        return picked

    def take_word(self, word: str, against: int) -> tuple[list[int], list[int]]:
        """The word's black letters to `against`'s personal discard, its red letters back on show."""
        s = self.state
        cards = self.word_cards(word)
        black = [c for c in cards if not self.cards[c].red]
        red = [c for c in cards if self.cards[c].red]
        s.conversation = [c for c in s.conversation if c not in cards]
        s.penalties[against].extend(black)
        s.showcase.extend(red)
        return black, red

    def reset_if_short_of_reds(self) -> ConversationReset | None:
        """Fewer than two reds left: blacks to the common discard, reds shuffled back, a new conversation."""
        s = self.state
        if len(self.reds_in_conversation()) >= OPENING_REDS:
            return None
        black = [c for c in s.conversation if not self.cards[c].red]
        s.discard.extend(black)
        s.showcase.extend(self.reds_in_conversation())
        self.open_conversation()
        return ConversationReset(discarded=self.shown(black), conversation=self.shown(s.conversation))
