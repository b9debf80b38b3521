"""«Кто больше?»: the promises around the table, then the highest bidder's minute on the letter, kept
(the open stack) or failed (a penalty).

Rules text: «Начинающий обещает назвать некоторое число подходящих ответов за минуту. Игрок слева
может обещать больше или спасовать. Торг продолжается, пока не останется участник с самым высоким
обещанием. Пас означает выход из этого розыгрыша»; «Только победитель этого выбора открывает букву и
один называет обещанное число подходящих ответов за минуту … отдельной паузы … нет»; «Если нужного
числа ответов не набралось, категория и особая карта уходят в сброс, а игрок оставляет у себя букву
как штраф»; «Независимо от успеха следующий ход начинает тот же игрок».

The bidding itself (whose turn, the highest promise) is the `Bidding` value (`bidding.py` at the
package's top); the bidder's answers are checked, heard and voted on as in any play (`letter.py`).
"""

from __future__ import annotations

from engines.core import Refusal
from engines.soobrazhariy import rulings
from engines.soobrazhariy.bidding import Bidding
from engines.soobrazhariy.commands import Bid, Pass
from engines.soobrazhariy.content import SoobrazhariyContent
from engines.soobrazhariy.events import (
    AnswerNoted,
    BiddingResumed,
    BiddingWon,
    BidFailed,
    BidMade,
    BidPassed,
    Event,
)
from engines.soobrazhariy.phases import ending, letter, opening
from engines.soobrazhariy.reasons import Reason
from engines.soobrazhariy.settings import Settings
from engines.soobrazhariy.state import State
from engines.soobrazhariy.turn import Turn

# ---------------------------------------------------------------- the bidding


def verify(command: Bid | Pass, now: float, turn: Turn | None, s: Settings) -> None:
    if turn is None or turn.phase != "bidding" or turn.bidding is None:
        raise Refusal(Reason.NO_BIDDING)
    if command.turn is not None and command.turn != turn.number:
        raise Refusal(Reason.STALE_BID)  # a button of an earlier turn's bidding
    bidding = turn.bidding
    if command.player_id != bidding.current:
        raise Refusal(Reason.NOT_YOUR_BID, bidder=bidding.current or 0)
    if now >= bidding.since + s.bid_time:
        # The silence timer is due (its Tick may simply be late): the turn has passed already.
        raise Refusal(Reason.BID_TIME_OVER)
    if isinstance(command, Pass):
        if bidding.high_bidder is None and bidding.high == 0:
            raise Refusal(Reason.OPENER_MUST_BID)  # the rules: the opener promises a number first
        return
    if command.amount < 0:
        raise Refusal(Reason.BID_NOT_A_NUMBER)  # a promise is a count of answers
    if command.amount < bidding.min_bid:
        raise Refusal(Reason.BID_TOO_LOW, min_bid=bidding.min_bid)
    if command.amount > s.max_bid:
        raise Refusal(Reason.BID_TOO_HIGH, max_bid=s.max_bid)


def bid(
    s: State, content: SoobrazhariyContent, t: Turn, bidding: Bidding, player_id: int, amount: int,
    now: float, *, auto: bool,
) -> list[Event]:
    bidding.bid(player_id, amount, now)
    until = None if bidding.over else now + s.settings.bid_time
    made = BidMade(t.number, player_id, amount, auto, bidding.current, bidding.min_bid, until)
    return [made, *_bidding_over(s, content, t, now)] if bidding.over else [made]


def pass_(
    s: State, content: SoobrazhariyContent, t: Turn, bidding: Bidding, player_id: int, now: float,
    *, timed_out: bool,
) -> list[Event]:
    bidding.pass_(player_id, now)
    until = None if bidding.over else now + s.settings.bid_time
    passed = BidPassed(t.number, player_id, timed_out, bidding.current, bidding.min_bid, until,
                       high_bidder=bidding.high_bidder, high=bidding.high)
    return [passed, *_bidding_over(s, content, t, now)] if bidding.over else [passed]


def settle_bidding(s: State, content: SoobrazhariyContent, t: Turn, now: float) -> list[Event]:
    """The one who is silent for `bid_time` passes — or, opening the bidding, promises one answer."""
    bidding = t.bidding
    assert bidding is not None
    if bidding.over or now < bidding.since + s.settings.bid_time:
        return []
    assert bidding.current is not None
    if bidding.high_bidder is None and bidding.high == 0:
        return bid(s, content, t, bidding, bidding.current, 1, now, auto=True)  # the opener must promise
    return pass_(s, content, t, bidding, bidding.current, now, timed_out=True)


def player_left(s: State, content: SoobrazhariyContent, t: Turn, player_id: int, now: float) -> list[Event]:
    """A player left during the bidding: their promise is void, and they bid no more."""
    if t.bidding is None or t.bidding.over:
        return []
    t.bidding.forget(player_id, now)
    return _bidding_over(s, content, t, now) if t.bidding.over else []


def goes_on(s: State) -> list[Event]:
    """After a player left: whose turn it is to bid, if the bidding is still on."""
    t = s.turn
    bidding: Bidding | None = t.bidding if t is not None and t.phase == "bidding" else None
    if t is None or bidding is None or bidding.current is None:
        return []
    promised = bidding.high_bidder is not None or bidding.high > 0
    return [BiddingResumed(t.number, bidding.current, bidding.min_bid, can_pass=promised)]


def _bidding_over(s: State, content: SoobrazhariyContent, t: Turn, now: float) -> list[Event]:
    assert t.bidding is not None
    if t.bidding.high_bidder is None:  # everyone who promised left the game
        return ending.no_answer(s, content, t, "nobody-bid", now)
    t.bidder, t.bid = t.bidding.high_bidder, t.bidding.high
    won = BiddingWon(turn=t.number, player_id=t.bidder, bid=t.bid)
    return [won, *opening.open_letter(s, content, t, now)]  # no pause: the minute starts with the letter


# ------------------------------------------------------------ the bidder's minute


def settle_answers(s: State, content: SoobrazhariyContent, t: Turn, now: float) -> list[Event]:
    """Note each new answer of the bidder; pay out once the promise is safely kept."""
    assert t.bidder is not None
    if t.bidder not in s.present:
        return _failed(s, content, t, 0, now)
    counted = rulings.bid_counted(t, s.settings, s.present, now)
    for number, answer in enumerate(counted, start=1):
        if answer.message_id not in t.noted:
            t.noted.append(answer.message_id)
            until = rulings.window_start(t, answer) + s.settings.challenge_window
            author, text, mid = answer.player_id, answer.text, answer.message_id
            noted: list[Event] = [AnswerNoted(t.number, author, text, mid, number, t.bid, until)]
            return noted + letter.referee_vote(s, content, t, answer, now)
    settled = [a for a in counted if rulings.settled(t, s.settings, a, now)]
    if len(settled) >= t.bid:
        return ending.win(s, content, t, settled[-1], now)
    if now >= rulings.answer_end(t, s.settings) and len(counted) < t.bid:
        return _failed(s, content, t, len(counted), now)
    return []


def _failed(s: State, content: SoobrazhariyContent, t: Turn, counted: int, now: float) -> list[Event]:
    assert t.bidder is not None and t.letter is not None
    discarded = s.cards.discard_top_two()
    s.cards.penalties[t.bidder].append(t.letter)
    failed = BidFailed(
        turn=t.number,
        bidder=t.bidder,
        bid=t.bid,
        counted=counted,
        discarded=discarded,
        penalty_letter=t.letter,
        open_stack=tuple(s.cards.open_stack),
        next_opener=t.opener,
    )
    return [failed, *ending.end_turn(s, content, t.opener, now)]
