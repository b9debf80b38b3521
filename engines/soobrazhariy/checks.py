"""Why a command may not be applied now: each check raises `Refusal` with a stable reason
code the presenter turns into a polite sentence (PokerKit's `verify_…`)."""

from __future__ import annotations

from collections.abc import Sequence

from engines.core import Leave, Press, Refusal, Say, Tick, Vote
from engines.core.commands import Command, Posted
from engines.soobrazhariy import rulings
from engines.soobrazhariy.challenge import Challenge
from engines.soobrazhariy.events import ACCEPT, REJECT
from engines.soobrazhariy.settings import Settings
from engines.soobrazhariy.turn import Turn
from engines.words import starts_with_letter


def verify(command: Command, now: float, turn: Turn | None, present: Sequence[int], s: Settings) -> None:
    if isinstance(command, Tick):
        return
    if isinstance(command, Posted):
        if turn is not None and posted_vote(turn, command.anchor) is not None:
            return
        if turn is None or turn.anchor_name != command.anchor or turn.anchor is not None:
            raise Refusal("unknown-anchor", anchor=command.anchor)
    elif isinstance(command, Say):
        _verify_say(command, turn, present, s)
    elif isinstance(command, Press):
        _verify_press(command, now, turn, present, s)
    elif isinstance(command, Vote):
        _verify_vote(command, now, turn, present)
    elif isinstance(command, Leave):
        if command.player_id not in present:
            raise Refusal("not-a-player")
    else:
        raise Refusal("unknown-command", type=command.type)


def posted_vote(turn: Turn, anchor: str) -> Challenge | None:
    """The open vote whose poll has just been posted under `anchor` (once only)."""
    return next((ch for ch in turn.challenges.values() if ch.anchor == anchor and not ch.posted), None)


def _answering(turn: Turn | None) -> Turn:
    if turn is None or turn.phase != "answering" or turn.letter is None:
        raise Refusal("no-letter-yet")
    return turn


def _verify_say(command: Say, turn: Turn | None, present: Sequence[int], s: Settings) -> None:
    if command.player_id not in present:
        raise Refusal("not-a-player")
    if command.private:
        raise Refusal("answer-in-group")  # the race is public: answers count only in the group
    t = _answering(turn)
    assert t.letter is not None
    if t.play == "more" and command.player_id != t.bidder:
        raise Refusal("not-your-play", bidder=t.bidder)
    if not starts_with_letter(command.text, t.letter.lower(), s.lang):
        raise Refusal("wrong-letter", letter=t.letter)
    if t.anchor is not None and (command.date, command.message_id) <= t.anchor:
        raise Refusal("before-letter")
    if t.answer(command.message_id) is not None:
        raise Refusal("duplicate-message")


def _verify_press(command: Press, now: float, turn: Turn | None, present: Sequence[int], s: Settings) -> None:
    if command.player_id not in present:
        raise Refusal("not-a-player")
    if command.action == "skip":
        t = _answering(turn)
        if t.play == "more":
            raise Refusal("cannot-skip-now")
        if command.arg and command.arg != str(t.number):
            # «Пропустить» under an earlier turn's letter stays in the chat: it must not skip this one.
            raise Refusal("stale-button")
        if command.player_id in t.skips:
            raise Refusal("already-skipped")
    elif command.action == "challenge":
        _verify_challenge(command, now, _answering(turn), present, s)
    elif command.action in ("bid", "pass"):
        _verify_bidding(command, now, turn, s)
    else:
        raise Refusal("unknown-action", action=command.action)


def _verify_challenge(command: Press, now: float, t: Turn, present: Sequence[int], s: Settings) -> None:
    answer = t.answer(int(command.arg)) if _is_number(command.arg) else None
    if answer is None:
        raise Refusal("no-such-answer")
    if answer.player_id == command.player_id:
        raise Refusal("own-answer")
    if answer.message_id in t.challenged:
        raise Refusal("already-challenged")
    if answer.message_id in t.accepted:
        raise Refusal("already-accepted")
    if not rulings.challengeable(t, s, present, answer, now):
        raise Refusal("challenge-closed")


def _verify_bidding(command: Press, now: float, turn: Turn | None, s: Settings) -> None:
    if turn is None or turn.phase != "bidding" or turn.bidding is None:
        raise Refusal("no-bidding")
    bidding = turn.bidding
    if command.player_id != bidding.current:
        raise Refusal("not-your-bid", bidder=bidding.current)
    if now >= bidding.since + s.bid_time:
        # The silence timer is due (its Tick may simply be late): the turn has passed already.
        raise Refusal("bid-time-over")
    if command.action == "pass":
        if bidding.high_bidder is None and bidding.high == 0:
            raise Refusal("opener-must-bid")  # the rules: the opener promises a number first
        return
    if not _is_number(command.arg):
        raise Refusal("bid-not-a-number")
    amount = int(command.arg)
    if amount < bidding.min_bid:
        raise Refusal("bid-too-low", min_bid=bidding.min_bid)
    if amount > s.max_bid:
        raise Refusal("bid-too-high", max_bid=s.max_bid)


def _verify_vote(command: Vote, now: float, turn: Turn | None, present: Sequence[int]) -> None:
    challenge = None if turn is None else turn.challenges.get(command.vote_id)
    if challenge is None or now >= challenge.closes_at:  # a late Tick must not let late ballots in
        raise Refusal("vote-closed")
    if command.voter_id not in challenge.voters or command.voter_id not in present:
        raise Refusal("not-a-voter")
    if any(option not in (ACCEPT, REJECT) for option in command.option_ids):
        raise Refusal("no-such-option")


def _is_number(arg: str) -> bool:
    """Plain ASCII digits: `str.isdigit` also accepts «²», which `int` cannot read."""
    return arg.isascii() and arg.isdigit()
