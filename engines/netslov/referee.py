"""The course of a claim: heard, judged in Telegram order, put to the vote, charged.

Claims heard within `claim_window` of the first are judged together, earliest in Telegram order
first, each on what the earlier ones left («two claims at once»). While claims wait, a vote is open
or the penalised player is choosing, no card may be laid: the latest mover cannot change under a
claim. A claim made while a vote is open waits for the vote and is judged after it, on what the
vote left, so no letter is ever charged twice. A word the players voted on is not voted on again.
"""

from __future__ import annotations

from engines.netslov.claims import Judgment, judge_word
from engines.netslov.events import (
    NO,
    VOTE_OPTIONS,
    YES,
    ChoiceOffered,
    ClaimHeard,
    ClaimRejected,
    Event,
    VoteClosed,
    VoteOpened,
    WordCharged,
)
from engines.netslov.state import Charge, Choice, PendingClaim, Poll
from engines.netslov.table import Board
from engines.netslov.turns import next_seat
from engines.words import fold_letter


class Referee:
    def __init__(self, board: Board) -> None:
        self.board = board
        self.state = board.state

    def hear(self, claim: PendingClaim, now: float) -> list[Event]:
        s = self.state
        s.pending.append(claim)
        s.claimed.append(fold_letter(claim.word))
        window = s.settings.claim_window
        if s.poll is None and s.judge_at is None:
            s.judge_at = now + window
        heard = ClaimHeard(claim.claimant, claim.against, claim.word,
                           judged_at=None if s.poll else s.judge_at, waits_for_vote=s.poll is not None)
        if s.poll is None and window <= 0:
            return [heard, *self.judge_pending(now)]
        return [heard]

    def judge_pending(self, now: float) -> list[Event]:
        """Judge the waiting claims in Telegram order, until one goes to the vote or the game ends."""
        s = self.state
        events: list[Event] = []
        while s.pending and s.poll is None and s.over is None:
            claim = min(s.pending, key=lambda c: c.order)
            s.pending.remove(claim)
            events += self._judge(claim, now)
        if not s.pending or s.poll is not None:
            s.judge_at = None
        return events

    def _judge(self, claim: PendingClaim, now: float) -> list[Event]:
        s = self.state
        settings = s.settings
        judgment = judge_word(
            claim.word, self.board.conversation_letters(), min_length=settings.min_word_length,
            allow_proper_names=settings.allow_proper_names, allow_slang=settings.allow_slang,
        )
        folded = fold_letter(claim.word)
        if judgment.verdict == "not-formable" and folded in s.taken:
            return [self._rejected(claim, Judgment(claim.word, "already-taken"), by_vote=False)]
        if judgment.verdict in ("unknown", "doubtful"):  # the players decide (issue 26, item 3)
            if folded in s.voted:
                if s.voted[folded]:
                    return self._charge(claim, judgment.lemma, by_vote=True, now=now)
                return [self._rejected(claim, Judgment(claim.word, "rejected-by-vote"), by_vote=True)]
            return [self._open_poll(claim, now, doubtful=judgment.verdict == "doubtful")]
        if judgment.is_valid:
            return self._charge(claim, judgment.lemma, by_vote=False, now=now)
        return [self._rejected(claim, judgment, by_vote=False)]

    def _rejected(self, claim: PendingClaim, judgment: Judgment, *, by_vote: bool) -> ClaimRejected:
        return ClaimRejected(claim.claimant, claim.against, claim.word, judgment.verdict, judgment.lemma,
                             judgment.missing, self.state.settings.min_word_length, by_vote)

    # -- the vote --------------------------------------------------------------------------------

    def _open_poll(self, claim: PendingClaim, now: float, *, doubtful: bool = False) -> VoteOpened:
        s = self.state
        s.polls += 1
        poll = Poll(f"word-{s.polls}", claim, list(s.active), now + s.settings.vote_seconds)
        s.poll = poll
        return VoteOpened(poll.vote_id, claim.word, claim.claimant, claim.against, tuple(poll.voters),
                          VOTE_OPTIONS, poll.closes_at, doubtful)

    def vote(self, voter: int, options: tuple[int, ...], now: float) -> list[Event]:
        poll = self.state.poll
        assert poll is not None
        if options:
            poll.votes[voter] = options[0]
        else:
            poll.votes.pop(voter, None)  # a retracted vote
        if all(v in poll.votes for v in poll.voters):
            return self.close_poll(now)
        return []

    def close_poll(self, now: float) -> list[Event]:
        """Count the votes: a majority of the votes cast accepts the word, a tie rejects it."""
        s = self.state
        poll = s.poll
        assert poll is not None
        s.poll = None
        yes = sum(1 for v in poll.votes.values() if v == YES)
        no = sum(1 for v in poll.votes.values() if v == NO)
        accepted = yes > no
        s.voted[fold_letter(poll.claim.word)] = accepted
        events: list[Event] = [VoteClosed(poll.vote_id, poll.claim.word, yes, no, accepted, cancelled=False)]
        if accepted:
            events += self._charge(poll.claim, None, by_vote=True, now=now)
        else:
            voted_down = Judgment(poll.claim.word, "rejected-by-vote")
            events.append(self._rejected(poll.claim, voted_down, by_vote=True))
        return events + self.judge_pending(now)

    # -- the charge ------------------------------------------------------------------------------

    def _charge(self, claim: PendingClaim, lemma: str | None, *, by_vote: bool, now: float) -> list[Event]:
        s = self.state
        board = self.board
        black, red = board.take_word(claim.word, claim.against)
        s.taken.append(fold_letter(claim.word))
        s.charges.append(Charge(claim.claimant, claim.against, claim.word, black + red, by_vote))
        penalties = len(s.penalties[claim.against])
        events: list[Event] = [
            WordCharged(claim.claimant, claim.against, claim.word, lemma, board.shown(black),
                        board.shown(red), penalties, by_vote)
        ]
        reset = board.reset_if_short_of_reds()
        if reset is not None:
            events.append(reset)
        if penalties >= s.settings.penalty_limit:
            s.over = "penalties"
            return events
        if claim.against in s.active:
            events.append(self._offer_choice(claim.against, now))
        return events

    def _offer_choice(self, chooser: int, now: float) -> ChoiceOffered:
        s = self.state
        s.choices += 1
        s.choice = Choice(s.choices, chooser, now + s.settings.choice_seconds)
        left = next_seat(s, chooser)
        return ChoiceOffered(s.choices, chooser, left, s.choice.closes_at, default_mover=left)
