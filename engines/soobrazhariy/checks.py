"""Why a command may not be applied now: each check raises `Refusal(Reason.X, **details)`, which
the presenter turns into a polite sentence (PokerKit's `verify_…`)."""

from __future__ import annotations

from collections.abc import Sequence

from engines.core import Command, Leave, Posted, Reachable, Refusal, Say, Tick, Unreachable, Vote
from engines.soobrazhariy import rulings
from engines.soobrazhariy.challenge import Challenge
from engines.soobrazhariy.commands import Bid, ChallengeAnswer, Pass, Skip
from engines.soobrazhariy.events import ACCEPT, REJECT
from engines.soobrazhariy.reasons import Reason
from engines.soobrazhariy.settings import Settings
from engines.soobrazhariy.turn import Turn
from engines.words import starts_with_letter


def verify(
    command: Command, now: float, turn: Turn | None, present: Sequence[int], s: Settings, lang: str
) -> None:
    if isinstance(command, Tick):
        return
    if isinstance(command, Posted):
        if turn is not None and posted_vote(turn, command.anchor) is not None:
            return
        if turn is None or turn.anchor_name != command.anchor or turn.anchor is not None:
            raise Refusal(Reason.UNKNOWN_ANCHOR, anchor=command.anchor)
    elif isinstance(command, Say):
        _verify_say(command, turn, present, lang)
    elif isinstance(command, Skip | ChallengeAnswer | Bid | Pass):
        if command.player_id not in present:
            raise Refusal(Reason.NOT_A_PLAYER)
        if isinstance(command, Skip):
            _verify_skip(command, turn)
        elif isinstance(command, ChallengeAnswer):
            _verify_challenge(command, now, _answering(turn), present, s)
        else:
            _verify_bidding(command, now, turn, s)
    elif isinstance(command, Vote):
        _verify_vote(command, now, turn, present)
    elif isinstance(command, Leave | Unreachable | Reachable):
        # The game is played in the group: a player the bot cannot write to privately plays on.
        if command.player_id not in present:
            raise Refusal(Reason.NOT_A_PLAYER)
    else:
        raise Refusal(Reason.UNKNOWN_COMMAND, type=command.type)


def posted_vote(turn: Turn, anchor: str) -> Challenge | None:
    """The open vote whose poll has just been posted under `anchor` (once only)."""
    return next((ch for ch in turn.challenges.values() if ch.anchor == anchor and not ch.posted), None)


def _answering(turn: Turn | None) -> Turn:
    if turn is None or turn.phase != "answering" or turn.letter is None:
        raise Refusal(Reason.NO_LETTER_YET)
    return turn


def _verify_say(command: Say, turn: Turn | None, present: Sequence[int], lang: str) -> None:
    if command.player_id not in present:
        raise Refusal(Reason.NOT_A_PLAYER)
    if command.private:
        raise Refusal(Reason.ANSWER_IN_GROUP)  # the race is public: answers count only in the group
    if turn is not None and turn.phase == "pause":
        raise Refusal(Reason.LETTER_COMING)  # the category is open, its letter is not yet
    t = _answering(turn)
    assert t.letter is not None
    if t.play == "more" and command.player_id != t.bidder:
        raise Refusal(Reason.NOT_YOUR_PLAY, bidder=t.bidder or 0)
    if not starts_with_letter(command.text, t.letter.lower(), lang):
        raise Refusal(Reason.WRONG_LETTER, letter=t.letter)
    if t.anchor is not None and command.order <= t.anchor:
        raise Refusal(Reason.BEFORE_LETTER)
    if t.answer(command.message_id) is not None:
        raise Refusal(Reason.DUPLICATE_MESSAGE)


def _verify_skip(command: Skip, turn: Turn | None) -> None:
    t = _answering(turn)
    if t.play == "more":
        raise Refusal(Reason.CANNOT_SKIP_NOW)
    if command.turn is not None and command.turn != t.number:
        # «Пропустить» under an earlier turn's letter stays in the chat: it must not skip this one.
        raise Refusal(Reason.STALE_BUTTON)
    if command.player_id in t.skips:
        raise Refusal(Reason.ALREADY_SKIPPED)


def _verify_challenge(
    command: ChallengeAnswer, now: float, t: Turn, present: Sequence[int], s: Settings
) -> None:
    answer = t.answer(command.message_id)
    if answer is None:
        raise Refusal(Reason.NO_SUCH_ANSWER)  # an answer of an earlier letter, or no answer at all
    if answer.player_id == command.player_id:
        raise Refusal(Reason.OWN_ANSWER)
    if answer.message_id in t.challenged:
        raise Refusal(Reason.ALREADY_CHALLENGED)
    if answer.message_id in t.accepted:
        raise Refusal(Reason.ALREADY_ACCEPTED)
    if not rulings.challengeable(t, s, present, answer, now):
        raise Refusal(Reason.CHALLENGE_CLOSED)


def _verify_bidding(command: Bid | Pass, now: float, turn: Turn | None, s: Settings) -> None:
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


def _verify_vote(command: Vote, now: float, turn: Turn | None, present: Sequence[int]) -> None:
    challenge = None if turn is None else turn.challenges.get(command.vote_id)
    if challenge is None or now >= challenge.closes_at:  # a late Tick must not let late ballots in
        raise Refusal(Reason.VOTE_CLOSED)
    if command.voter_id not in challenge.voters or command.voter_id not in present:
        raise Refusal(Reason.NOT_A_VOTER)
    if any(option not in (ACCEPT, REJECT) for option in command.option_ids):
        raise Refusal(Reason.NO_SUCH_OPTION)
