"""«Кто больше?»: the bidding message of Соображарий, edited in place as promises and passes come,
with a button per promise still allowed (the lowest and the next few) and «Пас» once someone promised."""

from __future__ import annotations

from html import escape

from bot.games.actions import Button, ShowStatus
from bot.games.buttons import ANYONE
from bot.games.soobrazhariy.texts import SoobView
from engines.soobrazhariy import Bid, Pass
from engines.soobrazhariy.events import BidMade, BidPassed

BID_BUTTONS = 4  # promises offered at once: the lowest allowed and the next few


def bidding_key(turn: int) -> str:
    return f"bidding-{turn}"


def bidding_status(turn: int, view: SoobView, said: str, bidder: int, min_bid: int, *, can_pass: bool
                   ) -> ShowStatus:
    t = view.t
    prompt = t("soob-bid-prompt", name=escape(view.name(bidder)), min=min_bid)
    top = min(min_bid + BID_BUTTONS, view.settings.max_bid + 1)
    bids = tuple(Button(str(n), press=Bid(player_id=ANYONE, turn=turn, amount=n))
                 for n in range(min_bid, top))
    rows: list[tuple[Button, ...]] = [bids] if bids else []
    if can_pass:
        rows.append((Button(t("soob-pass"), press=Pass(player_id=ANYONE, turn=turn)),))
    return ShowStatus(bidding_key(turn), f"{said}\n{prompt}", tuple(rows))


def bid_status(event: BidMade | BidPassed, view: SoobView) -> ShowStatus:
    t, who = view.t, escape(view.name(event.player_id))
    if isinstance(event, BidMade):
        said = t("soob-bid-auto" if event.auto else "soob-bid-made", name=who, bid=event.bid)
    else:
        said = t("soob-bid-timeout" if event.timed_out else "soob-bid-passed", name=who)
        if event.next_bidder is not None and event.high_bidder is not None:
            # The bidding message is edited in place: the line naming the top promise is gone by now.
            said += " " + t("soob-bid-standing", name=escape(view.name(event.high_bidder)), bid=event.high)
    if event.next_bidder is None:
        return ShowStatus(bidding_key(event.turn), said)  # BiddingWon follows and says who won
    return bidding_status(event.turn, view, said, event.next_bidder, event.min_bid, can_pass=True)
