"""The course of a turn: opening the cards, the «Кто больше?» bidding, naming the answer that
counts, and paying out — each step a function of the game's state that returns what happened.

`settle` acts on everything due at `now`, one step at a time, until nothing changes; a command
first changes the turn (game.py), then the game settles.
"""

from __future__ import annotations

import math
from typing import Literal

from engines.soobrazhariy import deck, opening, rulings
from engines.soobrazhariy.answers import Answer
from engines.soobrazhariy.bidding import Bidding
from engines.soobrazhariy.challenge import Challenge
from engines.soobrazhariy.content import SoobrazhariyContent
from engines.soobrazhariy.events import (
    VOTE_OPTIONS,
    AnswerJudged,
    AnswerNoted,
    AnswerOvertaken,
    BiddingStarted,
    BiddingWon,
    BidFailed,
    BidMade,
    BidPassed,
    CandidateNamed,
    CategoryOpened,
    ChallengeClosed,
    ChallengeDropped,
    ChallengeOpened,
    Event,
    GameOver,
    LetterClosed,
    LetterOpened,
    NoAnswer,
    Play,
    PlayAnnounced,
    PlayerTally,
    SkipOffered,
    SpecialOpened,
    TurnWon,
)
from engines.soobrazhariy.scoring import cards_points, player_score, winners
from engines.soobrazhariy.state import OverReason, State
from engines.soobrazhariy.turn import Turn, add_once

NoAnswerReason = Literal["timeout", "skipped", "nobody-bid"]


def settle(s: State, content: SoobrazhariyContent, now: float) -> list[Event]:
    """Act on everything due at `now`, one step at a time, until nothing changes."""
    events: list[Event] = []
    judged: set[int] = set()  # answers a vote decided while settling: their verdict says it all
    while s.over_reason is None and s.turn is not None:
        step = _step(s, content, s.turn, now, judged)
        if not step:
            break
        events += step
    return events


def _step(s: State, content: SoobrazhariyContent, t: Turn, now: float, judged: set[int]) -> list[Event]:
    if t.phase == "pause":
        return open_letter(s, content, t, now) if t.letter_at is not None and now >= t.letter_at else []
    if t.phase == "bidding":
        assert t.bidding is not None
        if not t.bidding.over and now >= t.bidding.since + s.settings.bid_time:
            return _bid_timeout(s, content, t, t.bidding, now)
        return []
    closed = _close_votes(s, t, now, judged)
    if closed:
        return closed
    return _step_bid(s, content, t, now) if t.play == "more" else _step_race(s, content, t, now, judged)


# ---------------------------------------------------------------- challenges


def open_challenge(
    s: State, content: SoobrazhariyContent, t: Turn, message_id: int, challenger: int | None, now: float
) -> Event:
    """Put the answer `message_id` to the vote: challenged by a player, or (`challenger` None) by the
    referee, because the dictionary knows none of its words."""
    answer = t.answer(message_id)
    assert answer is not None and t.letter is not None
    challenge = Challenge(
        vote_id=f"t{t.number}-m{message_id}",
        message_id=message_id,
        challenger=challenger,
        voters=tuple(s.present),
        # Until its poll is posted (`Posted(vote_anchor)` sets the real time): the longest wait.
        closes_at=now + s.settings.post_wait + s.settings.vote_time,
        closes_on_half=s.settings.first_rulings,
    )
    t.challenges[challenge.vote_id] = challenge
    add_once(t.challenged, message_id)
    return ChallengeOpened(
        turn=t.number,
        vote_id=challenge.vote_id,
        message_id=message_id,
        author=answer.player_id,
        text=answer.text,
        category=content.category_text(deck.category_index(t.category)),
        letter=t.letter,
        challenger=challenger,
        voters=challenge.voters,
        options=VOTE_OPTIONS,
        closes_at=challenge.closes_at,
    )


def _close_votes(s: State, t: Turn, now: float, judged: set[int]) -> list[Event]:
    """Every vote decided by now, each with the verdict on its answer."""
    events: list[Event] = []
    for vote_id, challenge in list(t.challenges.items()):
        accepted = challenge.decision(s.present, now)
        if accepted is None:
            continue
        del t.challenges[vote_id]
        add_once(t.accepted if accepted else t.rejected, challenge.message_id)
        accept, reject = challenge.tally(s.present)
        events.append(ChallengeClosed(t.number, vote_id, challenge.message_id, accepted, accept, reject))
        answer = t.answer(challenge.message_id)
        judged.add(challenge.message_id)
        if answer is not None:
            events.append(AnswerJudged(t.number, answer.message_id, answer.player_id, answer.text, accepted,
                                       accept, reject))
    return events


# ------------------------------------------------------------- naming answers


def _step_race(s: State, content: SoobrazhariyContent, t: Turn, now: float, judged: set[int]) -> list[Event]:
    """Ordinary turn and the «Кто последний?» family: name the candidate, pay it out."""
    candidate = rulings.candidate(t, s.settings, s.present, now)
    if candidate is None:
        t.shown = None
        if t.challenges:
            return []
        present = set(s.present)
        if len(present.intersection(t.skips)) >= rulings.skip_majority(s.present):
            return _no_answer(s, content, t, "skipped", now)
        if now >= rulings.answer_end(t, s.settings):
            return _no_answer(s, content, t, "timeout", now)
        if not t.skip_offered and now >= rulings.skip_at(t, s.settings):
            t.skip_offered = True
            assert t.letter is not None
            return [SkipOffered(t.number, t.letter, rulings.skip_majority(s.present))]
        return []
    if candidate.message_id != t.shown:
        # The answer named before is out of the running now, unless a vote has just decided it
        # (then its verdict, AnswerJudged, is what its message says).
        before = t.answer(t.shown) if t.shown is not None and t.shown not in judged else None
        t.shown, t.shown_at = candidate.message_id, now
        vote = _referee_vote(s, content, t, candidate, now)
        upcoming = None if vote else opening.next_opening(s, content, t, candidate, now)
        named = CandidateNamed(
            turn=t.number,
            player_id=candidate.player_id,
            text=candidate.text,
            message_id=candidate.message_id,
            challenge_until=now + s.settings.challenge_window,
            count_until_date=candidate.date + s.settings.count_time if t.is_race else None,
            play=t.play,
            count_time=s.settings.count_time if t.is_race else 0,
            beat_length=candidate.length if t.play in ("longer", "shorter") else None,
            card_after=max(0, math.ceil(rulings.win_at(t, s.settings, candidate) - now)),
            next_opening=upcoming,
        )
        events: list[Event] = [named]
        if before is not None:
            events.append(AnswerOvertaken(t.number, before.message_id, before.player_id, before.text))
        return events + vote
    if t.challenges:
        return []  # a vote may still change who holds the card
    if now >= rulings.win_at(t, s.settings, candidate):
        return _win(s, content, t, candidate, now)
    return []


def _step_bid(s: State, content: SoobrazhariyContent, t: Turn, now: float) -> list[Event]:
    """«Кто больше?»: note each new answer; pay out once the promise is safely kept."""
    assert t.bidder is not None
    if t.bidder not in s.present:
        return _bid_failed(s, content, t, 0, now)
    counted = rulings.bid_counted(t, s.settings, s.present, now)
    for number, answer in enumerate(counted, start=1):
        if answer.message_id not in t.noted:
            t.noted.append(answer.message_id)
            until = rulings.window_start(t, answer) + s.settings.challenge_window
            author, text, mid = answer.player_id, answer.text, answer.message_id
            noted: list[Event] = [AnswerNoted(t.number, author, text, mid, number, t.bid, until)]
            return noted + _referee_vote(s, content, t, answer, now)
    settled = [a for a in counted if rulings.settled(t, s.settings, a, now)]
    if len(settled) >= t.bid:
        return _win(s, content, t, settled[-1], now)
    if now >= rulings.answer_end(t, s.settings) and len(counted) < t.bid:
        return _bid_failed(s, content, t, len(counted), now)
    return []


def _referee_vote(s: State, content: SoobrazhariyContent, t: Turn, answer: Answer, now: float) -> list[Event]:
    """An answer none of whose words the dictionary knows is not awarded silently: it goes to the
    table at once, as a challenge would put it (issue 14.1). Known words keep the usual flow."""
    if s.settings.first_rulings or answer.known or answer.message_id in (*t.challenged, *t.accepted):
        return []
    return [open_challenge(s, content, t, answer.message_id, None, now)]


# ----------------------------------------------------- «Кто больше?» bidding


def bid(
    s: State, content: SoobrazhariyContent, t: Turn, bidding: Bidding, player_id: int, amount: int,
    now: float, *, auto: bool,
) -> list[Event]:
    bidding.bid(player_id, amount, now)
    until = None if bidding.over else now + s.settings.bid_time
    made = BidMade(t.number, player_id, amount, auto, bidding.current, bidding.min_bid, until)
    return [made, *bidding_over(s, content, t, now)] if bidding.over else [made]


def pass_(
    s: State, content: SoobrazhariyContent, t: Turn, bidding: Bidding, player_id: int, now: float,
    *, timed_out: bool,
) -> list[Event]:
    bidding.pass_(player_id, now)
    until = None if bidding.over else now + s.settings.bid_time
    passed = BidPassed(t.number, player_id, timed_out, bidding.current, bidding.min_bid, until,
                       high_bidder=bidding.high_bidder, high=bidding.high)
    return [passed, *bidding_over(s, content, t, now)] if bidding.over else [passed]


def _bid_timeout(
    s: State, content: SoobrazhariyContent, t: Turn, bidding: Bidding, now: float
) -> list[Event]:
    assert bidding.current is not None
    if bidding.high_bidder is None and bidding.high == 0:
        return bid(s, content, t, bidding, bidding.current, 1, now, auto=True)  # the opener must promise
    return pass_(s, content, t, bidding, bidding.current, now, timed_out=True)


def bidding_over(s: State, content: SoobrazhariyContent, t: Turn, now: float) -> list[Event]:
    assert t.bidding is not None
    if t.bidding.high_bidder is None:  # everyone who promised left the game
        return _no_answer(s, content, t, "nobody-bid", now)
    t.bidder, t.bid = t.bidding.high_bidder, t.bidding.high
    won = BiddingWon(turn=t.number, player_id=t.bidder, bid=t.bid)
    return [won, *open_letter(s, content, t, now)]  # no pause: the minute starts with the letter


# ------------------------------------------------------- opening and paying


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
            return events + game_over(s, "categories-exhausted")
        if not deck.is_special(card):
            break
        specials.append(card)
        events.append(SpecialOpened(turn=s.turns, opener=s.opener, special=card))
    play: Play = opening.play_of(specials[-1]) if specials else "ordinary"
    since = previewed_since if play == "ordinary" and not specials else None
    letter_at = None if play == "more" else opening.letter_time(s, now, since)
    events += _opening(s, content, play, letter_at, award)
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


def _opening(s: State, content: SoobrazhariyContent, play: Play, letter_at: float | None,
             award: TurnWon | None) -> tuple[CategoryOpened, PlayAnnounced]:
    """What the turn's category message says (built again with the letter, which is shown in the
    same message)."""
    return opening.opening(s, content, turn=s.turns, opener=s.opener, stack=tuple(s.cards.open_stack),
                           play=play, letter_at=letter_at, award=award)


def open_letter(s: State, content: SoobrazhariyContent, t: Turn, now: float) -> list[Event]:
    said = None if t.play == "more" else _opening(s, content, t.play, t.letter_at, t.award)
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


def _win(s: State, content: SoobrazhariyContent, t: Turn, answer: Answer, now: float) -> list[Event]:
    winner = answer.player_id
    cards = s.cards.take_stack(winner)
    assert t.letter is not None
    s.cards.letter_discard.append(t.letter)
    next_opener = t.opener if t.play == "more" else winner  # «Кто больше?»: the opener again
    won = TurnWon(t.number, winner, answer.text, answer.message_id, cards, cards_points(cards), next_opener)
    # Its claim showed the next category unless a vote was put on it (its message said so instead).
    shown = answer.message_id not in t.challenged and opening.next_opening(s, content, t, answer, now)
    since = t.shown_at if shown else None
    return [won, *_end_turn(s, content, next_opener, now, award=won, previewed_since=since)]


def _no_answer(s: State, content: SoobrazhariyContent, t: Turn, reason: NoAnswerReason, now: float
               ) -> list[Event]:
    """The letter goes to the discard; the categories stay face up for the same opener."""
    if t.letter is not None:
        s.cards.letter_discard.append(t.letter)
    event = NoAnswer(t.number, t.letter, reason, tuple(s.cards.open_stack), t.opener)
    return [event, *_end_turn(s, content, t.opener, now)]


def _bid_failed(s: State, content: SoobrazhariyContent, t: Turn, counted: int, now: float) -> list[Event]:
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
    return [failed, *_end_turn(s, content, t.opener, now)]


def _end_turn(s: State, content: SoobrazhariyContent, next_opener: int, now: float,
              award: TurnWon | None = None, previewed_since: float | None = None) -> list[Event]:
    dropped = _close_turn(s)
    if not s.cards.letter_deck:
        return dropped + game_over(s, "letters-played")
    ids = [p.id for p in s.players]
    start = ids.index(next_opener)  # a winner who left hands the opening to the next seat
    s.opener = next(pid for pid in ids[start:] + ids[:start] if pid in s.present)
    return dropped + open_turn(s, content, now, award, previewed_since)


def _close_turn(s: State) -> list[Event]:
    """End the turn: polls still open decide nothing any more, and its letter is over."""
    t, s.turn = s.turn, None
    if t is None:
        return []
    events: list[Event] = [ChallengeDropped(t.number, vote_id, ch.message_id)
                           for vote_id, ch in t.challenges.items()]
    if t.letter is not None:
        award_message = t.award.message_id if t.award is not None else None
        events.append(LetterClosed(t.number, t.letter, t.play, t.open_answers(), award_message,
                                   skip_offered=t.skip_shown))
    return events


def game_over(s: State, reason: OverReason) -> list[Event]:
    t = s.turn
    if t is not None and t.letter is not None:
        s.cards.letter_discard.append(t.letter)  # a letter opened in an unfinished turn
    dropped = _close_turn(s)
    s.over_reason = reason
    cards = s.cards
    scores = {p.id: player_score(cards.won[p.id], cards.penalties[p.id]) for p in s.players}
    tallies = tuple(
        PlayerTally(p.id, tuple(cards.won[p.id]), tuple(cards.penalties[p.id]), scores[p.id])
        for p in s.players
    )
    return [*dropped, GameOver(reason=reason, tallies=tallies, winners=winners(scores))]
