"""The Доббль engine, the collect-from-the-centre variant (rules text 002).

    game, events = Dobble.new(players, DobbleSettings(), seed=7, now=0.0,
                              content=content, locale="ru", memory={})
    game.handle(Tick(), now=3.0)                                  # «3… 2… 1…», the cards turn over
    game.handle(Posted("centre-1", date=3, message_id=40), now=3.1)  # the table is in the chat
    game.handle(Say(ann, "звезда", date=4, message_id=41), now=4.2)  # held for the settle time
    game.handle(Tick(), now=5.2)                                  # Аня takes the centre card

Each player gets one card face down, the rest is the centre pile face up. After the countdown every
player compares their own top card with the centre card; the first correct claim in Telegram order
(a button or the symbol's name typed in the group) takes the centre card, which becomes that
player's new top card, and the next centre card opens. The first correct claim waits
`settle_time` for an earlier one that Telegram delivered late. When the centre pile is empty,
the biggest pile wins (a tie is a shared win).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import ClassVar, Self

from engines.core import (
    Command,
    JsonDict,
    Leave,
    Memory,
    Order,
    Player,
    Posted,
    Reachable,
    Refusal,
    Rng,
    Say,
    Tick,
    Unreachable,
    serial,
    verified,
)
from engines.dobble.claims import is_match, symbol_named
from engines.dobble.commands import ClaimSymbol
from engines.dobble.content import DobbleContent
from engines.dobble.deck import CARDS, DECK_SIZE
from engines.dobble.events import (
    CardTaken,
    CardView,
    CentreOpened,
    CentreUnposted,
    ClaimHeld,
    ClaimMissed,
    Countdown,
    Event,
    GameOver,
    GameOverReason,
    GameStarted,
    LocksCleared,
    PileCount,
    PlayerLeft,
    SymbolView,
    TopCard,
)
from engines.dobble.reasons import Reason
from engines.dobble.settings import MAX_PLAYERS, MIN_PLAYERS, DobbleSettings
from engines.dobble.state import Centre, DobbleState, HeldClaim, Lock, Pile, Taken
from engines.words.letters import as_compared

_LOOK_SALT = 0x5EED_D0BB1E


@dataclass(frozen=True, slots=True)
class Claim:
    """A claim that passed every check: who, where in Telegram order, which symbol."""

    player_id: int
    order: Order
    symbol: int
    pressed: bool  # a button, not a typed name


class Dobble:
    kind: ClassVar[str] = "dobble"
    min_players: ClassVar[int] = MIN_PLAYERS
    max_players: ClassVar[int] = MAX_PLAYERS

    def __init__(self, state: DobbleState, content: DobbleContent) -> None:
        self.state = state
        self.content = content

    @classmethod
    def new(
        cls, players: Sequence[Player], settings: DobbleSettings, seed: int, now: float, *,
        content: DobbleContent, locale: str, memory: Memory,
    ) -> tuple[Self, list[Event]]:
        if not settings.min_players <= len(players) <= settings.max_players:
            raise ValueError(f"{settings.min_players}–{settings.max_players} players, got {len(players)}")
        rng = Rng(seed)
        deck = list(range(DECK_SIZE))
        rng.shuffle(deck)
        dealt = len(players)
        state = DobbleState(
            players=list(players),
            settings=settings,
            lang=locale,
            look=Rng(seed ^ _LOOK_SALT).next_u64() >> 32,
            rng=rng,
            piles=[Pile(p.id, [card]) for p, card in zip(players, deck, strict=False)],
            stack=deck[dealt:],
        )
        game = cls(state, content)
        started = GameStarted(tuple(p.id for p in players), DECK_SIZE, dealt, len(state.stack), state.look)
        return game, [started, *game._start_countdown(now)]

    @classmethod
    def from_json(cls, data: JsonDict, *, content: DobbleContent) -> Self:
        return cls(serial.load(DobbleState, data), content)

    def to_json(self) -> JsonDict:
        return serial.dump_dict(self.state)

    # -- the engine protocol --------------------------------------------------------------------

    def verify(self, command: Command, now: float) -> None:
        s = self.state
        if s.phase == "over":
            raise Refusal(Reason.GAME_OVER)
        if isinstance(command, Say | ClaimSymbol):
            self._claim(command, now)
        elif isinstance(command, Posted):
            c = s.centre
            if c is None or c.anchor is not None or command.anchor != c.anchor_name:
                raise Refusal(Reason.UNKNOWN_ANCHOR, anchor=command.anchor)
        elif isinstance(command, Leave):
            pile = self._pile(command.player_id)
            if not pile.present:
                raise Refusal(Reason.LEFT)
        elif isinstance(command, Unreachable | Reachable):
            self._pile(command.player_id)
        elif not isinstance(command, Tick):
            raise Refusal(Reason.UNKNOWN_COMMAND)

    def can(self, command: Command, now: float) -> bool:
        return verified(self, command, now)

    def handle(self, command: Command, now: float) -> list[Event]:
        self.verify(command, now)
        if isinstance(command, Say | ClaimSymbol):
            return self._apply_claim(self._claim(command, now), now)
        if isinstance(command, Posted):
            c = self._open_centre()
            c.anchor, c.posted = Order(command.date, command.message_id), True
            return []
        if isinstance(command, Leave):
            return self._leave(command.player_id)
        if isinstance(command, Tick):
            return self._tick(now)
        return []  # Unreachable/Reachable: Доббль needs no private chat

    def deadline(self) -> float | None:
        s = self.state
        if s.phase == "countdown":
            return s.beat_at
        c = s.centre
        if s.phase != "playing" or c is None:
            return None
        if c.anchor is None:
            return c.opened_at + s.settings.post_wait
        return c.settle_until

    def scores(self) -> dict[int, int]:
        return {pile.player_id: len(pile.cards) for pile in self.state.piles}

    def winners(self) -> list[int]:
        scores = self.scores()
        best = max(scores.values(), default=0)
        return [player for player, count in scores.items() if count == best]

    def is_over(self) -> bool:
        return self.state.phase == "over"

    # -- what the table shows -------------------------------------------------------------------

    def card_view(self, card: int) -> CardView:
        return CardView(card, tuple(self.symbol_view(symbol) for symbol in CARDS[card]))

    def symbol_view(self, symbol: int) -> SymbolView:
        found = self.content.symbol(symbol)
        return SymbolView(symbol, found.emoji, found.name)

    def tops(self) -> tuple[TopCard, ...]:
        return tuple(
            TopCard(pile.player_id, self.card_view(pile.top), len(pile.cards))
            for pile in self.state.piles
            if pile.present
        )

    # -- claims ---------------------------------------------------------------------------------

    def _claim(self, command: Say | ClaimSymbol, now: float) -> Claim:
        """The claim `command` makes on the open centre card, or the Refusal saying why it makes none."""
        s = self.state
        player = command.player_id
        pile = self._pile(player)
        if not pile.present:
            raise Refusal(Reason.LEFT)
        c = s.centre
        order = command.order
        if isinstance(command, Say):
            if command.private:
                raise Refusal(Reason.PRIVATE)
            symbol = symbol_named(as_compared(command.text, s.settings.rules), self.content, s.lang)
            if symbol is None:
                raise Refusal(Reason.CHATTER)
            if c is None:
                raise Refusal(Reason.NOT_OPEN)
            if c.anchor is None or order < c.anchor:
                # Typed before this card's picture: it was about an earlier card, if any.
                if s.previous is not None and s.previous.anchor < order:
                    raise Refusal(Reason.LATE, name=self._name(s.previous.player_id))
                raise Refusal(Reason.NOT_OPEN if c.anchor is None else Reason.BEFORE_CARD)
        else:
            if c is None:
                raise Refusal(Reason.NOT_OPEN)
            if command.card != c.card:
                if s.previous is not None and s.previous.card == command.card:
                    raise Refusal(Reason.LATE, name=self._name(s.previous.player_id))
                raise Refusal(Reason.STALE_CARD)
            if c.anchor is None:
                raise Refusal(Reason.NOT_OPEN)
            if order < c.anchor:
                raise Refusal(Reason.BEFORE_CARD)
            if command.symbol not in CARDS[c.card]:
                raise Refusal(Reason.UNKNOWN_SYMBOL)
            symbol = command.symbol
        lock = c.lock_of(player)
        if lock is not None and lock.order < order:
            raise Refusal(Reason.LOCKED)
        leader = c.leader()
        if leader is not None:
            if leader.player_id == player and leader.order < order:
                raise Refusal(Reason.ALREADY_CLAIMED)
            # Only an earlier claim, within the settle time, can still overtake the leader.
            if leader.order < order or (c.settle_until is not None and now >= c.settle_until):
                raise Refusal(Reason.LATE, name=self._name(leader.player_id))
        return Claim(player, order, symbol, isinstance(command, ClaimSymbol))

    def _apply_claim(self, claim: Claim, now: float) -> list[Event]:
        s = self.state
        c = self._open_centre()
        own = CARDS[self._pile(claim.player_id).top]
        symbol = self.symbol_view(claim.symbol)
        if is_match(claim.symbol, own, CARDS[c.card]):
            leader = c.leader()
            c.held.append(HeldClaim(claim.player_id, claim.order, claim.symbol))
            if c.settle_until is None:
                c.settle_until = now + s.settings.settle_time
            overtaken = leader is not None and leader.player_id != claim.player_id
            overtook = leader.player_id if leader is not None and overtaken else None
            return [ClaimHeld(claim.player_id, c.card, symbol, overtook, claim.pressed)]
        locked = s.settings.lock_after_wrong
        events: list[Event] = [
            ClaimMissed(claim.player_id, c.card, symbol, claim.symbol in CARDS[c.card], claim.symbol in own,
                        locked, claim.pressed)
        ]
        if locked:
            c.locks = [lock for lock in c.locks if lock.player_id != claim.player_id]
            c.locks.append(Lock(claim.player_id, claim.order))
            # A correct claim of theirs that ranks after this miss would not have been allowed.
            c.held = [h for h in c.held if h.player_id != claim.player_id or h.order < claim.order]
            if not c.held:
                c.settle_until = None
            events += self._unlock_if_everyone_missed()
        return events

    def _unlock_if_everyone_missed(self) -> list[Event]:
        c = self._open_centre()
        locked = {lock.player_id for lock in c.locks}
        if c.held or not set(self.state.present()) <= locked:
            return []
        c.locks = []  # nobody could ever take this card otherwise: everyone searches it again
        return [LocksCleared(c.card)]

    # -- time -----------------------------------------------------------------------------------

    def _tick(self, now: float) -> list[Event]:
        s = self.state
        events: list[Event] = []
        while s.phase != "over":
            c = s.centre
            if s.phase == "countdown" and now >= s.beat_at:
                events += self._beat(now)
            elif c is not None and c.anchor is None and now >= c.opened_at + s.settings.post_wait:
                # The picture was never confirmed: open the card from the second it was dealt.
                c.anchor = Order(int(c.opened_at), 0)
                events.append(CentreUnposted(c.number, c.anchor_name))
            elif c is not None and c.settle_until is not None and now >= c.settle_until:
                events += self._award(now)
            else:
                break
        return events

    def _start_countdown(self, now: float) -> list[Event]:
        s = self.state
        beats = s.settings.countdown_beats
        if beats <= 0 or s.settings.countdown <= 0:
            return self._open_next(now, first=True)
        s.phase, s.beats_left = "countdown", beats
        s.beat_at = now + s.settings.countdown / beats
        return [Countdown(beats)]

    def _beat(self, now: float) -> list[Event]:
        s = self.state
        s.beats_left -= 1
        if s.beats_left > 0:
            s.beat_at += s.settings.countdown / s.settings.countdown_beats
            return [Countdown(s.beats_left)]
        return self._open_next(now, first=True)

    def _open_next(self, now: float, *, first: bool) -> list[Event]:
        s = self.state
        s.phase = "playing"
        card = s.stack.pop(0)
        s.opened += 1
        s.centre = Centre(number=s.opened, card=card, anchor_name=f"centre-{s.opened}", opened_at=now)
        return [CentreOpened(s.opened, s.centre.anchor_name, self.card_view(card), len(s.stack),
                             self.tops(), s.look, first)]

    def _award(self, now: float) -> list[Event]:
        s = self.state
        c = self._open_centre()
        winner = c.leader()
        assert winner is not None and c.anchor is not None
        pile = self._pile(winner.player_id)
        pile.cards.append(c.card)  # on top: the card this player compares from now on
        late: list[int] = []
        for held in sorted(c.held, key=lambda h: h.order):
            if held.player_id != winner.player_id and held.player_id not in late:
                late.append(held.player_id)
        s.previous = Taken(c.card, c.anchor, winner.player_id)
        s.centre = None
        taken = CardTaken(c.number, winner.player_id, self.card_view(c.card), self.symbol_view(winner.symbol),
                          len(pile.cards), tuple(late), len(s.stack))
        if not s.stack:
            return [taken, self._game_over("centre-empty")]
        return [taken, *self._open_next(now, first=False)]

    # -- players --------------------------------------------------------------------------------

    def _leave(self, player_id: int) -> list[Event]:
        s = self.state
        pile = self._pile(player_id)
        pile.present = False
        events: list[Event] = [PlayerLeft(player_id, len(pile.cards))]
        if len(s.present()) < s.settings.min_players:
            return [*events, self._game_over("players-left")]
        c = s.centre
        if c is not None:
            c.held = [h for h in c.held if h.player_id != player_id]
            c.locks = [lock for lock in c.locks if lock.player_id != player_id]
            if not c.held:
                c.settle_until = None
            events += self._unlock_if_everyone_missed()
        return events

    def _game_over(self, reason: GameOverReason) -> GameOver:
        s = self.state
        centre_left = len(s.stack) + (s.centre is not None)  # the open card was taken by nobody
        s.phase, s.over_reason = "over", reason
        piles = sorted(s.piles, key=lambda p: -len(p.cards))
        counts = tuple(PileCount(p.player_id, len(p.cards), len(p.cards) - 1, p.present) for p in piles)
        total = sum(count.count for count in counts)
        # «Если при подсчёте сумма всех личных стопок меньше 55…»: here no card can go astray.
        assert total + centre_left == DECK_SIZE, (total, centre_left)
        centre = self.card_view(s.centre.card) if s.centre is not None else None
        return GameOver(reason, counts, total, DECK_SIZE, centre_left, tuple(self.winners()), centre,
                        self.tops(), s.look)

    # -- lookups --------------------------------------------------------------------------------

    def _pile(self, player_id: int) -> Pile:
        pile = self.state.pile(player_id)
        if pile is None:
            raise Refusal(Reason.NOT_A_PLAYER)
        return pile

    def _open_centre(self) -> Centre:
        assert self.state.centre is not None
        return self.state.centre

    def _name(self, player_id: int) -> str:
        return next((p.name for p in self.state.players if p.id == player_id), "")
