"""«Кто больше?» bidding: around the table in seat order from the opener; each player promises
more answers than the last promise or passes, and a pass leaves the bidding for good. This is
the bidding's state; the phase that runs it is `phases/bidding.py`."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(slots=True)
class Bidding:
    order: tuple[int, ...]  # seat order starting with the opener
    active: list[int]  # still bidding, in `order`
    current: int | None  # whose turn it is; None when the bidding is over
    since: float  # the current bidder's turn started then (for the silence timer)
    high: int = 0
    high_bidder: int | None = None

    @classmethod
    def start(cls, order: tuple[int, ...], now: float) -> Bidding:
        return cls(order=order, active=list(order), current=order[0], since=now)

    @property
    def min_bid(self) -> int:
        return self.high + 1

    @property
    def over(self) -> bool:
        return self.current is None

    def bid(self, player_id: int, amount: int, now: float) -> None:
        self.high, self.high_bidder = amount, player_id
        self._advance(player_id, now)

    def pass_(self, player_id: int, now: float) -> None:
        self.active.remove(player_id)
        self._advance(player_id, now)

    def forget(self, player_id: int, now: float) -> None:
        """A player left the game: their promise is void, and they bid no more."""
        if player_id == self.high_bidder:
            self.high_bidder = None
        was_current = player_id == self.current
        if player_id in self.active:
            self.active.remove(player_id)
        if was_current:
            self._advance(player_id, now)
        elif self._finished():
            self.current = None

    def _finished(self) -> bool:
        return not self.active or (self.high_bidder is not None and self.active == [self.high_bidder])

    def _advance(self, after: int, now: float) -> None:
        if self._finished():
            self.current = None
            return
        start = self.order.index(after)
        for step in range(1, len(self.order) + 1):
            candidate = self.order[(start + step) % len(self.order)]
            if candidate in self.active:
                self.current, self.since = candidate, now
                return
        self.current = None
