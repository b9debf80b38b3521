"""The letter is out and the table answers: an answer is checked and heard, challenged and voted on,
the answer that counts is named, and the turn is won by it — or by nobody, skipped or timed out.

Rules text: «Подходящий ответ — существительное или словосочетание, которое начинается с открытой
буквы и отвечает категории»; «Игрок, первым назвавший подходящий ответ, берёт открытую карту
категории»; «Кто последний?», «Кто длиннее?», «Кто короче?» (the count taken over by another
player's different answer); «Когда подходящего ответа никто не нашёл». Doubts go to a vote of the
players (issue 14, `challenge.py`). Which answer counts is read by `rulings.py` from the answers in
Telegram order (`answers.py`); the stack is handed over by `ending.py`. «Кто больше?» shares the
checks and votes here; its count is `bidding.py`'s.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from engines.core import Order, Posted, Refusal, Say, Vote
from engines.soobrazhariy import deck, rulings
from engines.soobrazhariy.answers import Answer, heard
from engines.soobrazhariy.challenge import Challenge
from engines.soobrazhariy.commands import ChallengeAnswer, Skip
from engines.soobrazhariy.content import SoobrazhariyContent
from engines.soobrazhariy.events import (
    ACCEPT,
    REJECT,
    VOTE_OPTIONS,
    AnswerJudged,
    AnswerOvertaken,
    CandidateNamed,
    ChallengeClosed,
    ChallengeOpened,
    Event,
    SkipOffered,
    SkipPressed,
)
from engines.soobrazhariy.phases import ending, opening
from engines.soobrazhariy.reasons import Reason
from engines.soobrazhariy.settings import Settings
from engines.soobrazhariy.state import State
from engines.soobrazhariy.turn import Turn, add_once
from engines.words import starts_with_letter
from engines.words.letters import as_compared

# ------------------------------------------------------------------ verify


def verify_posted(command: Posted, turn: Turn | None) -> None:
    if turn is not None and posted_vote(turn, command.anchor) is not None:
        return
    if turn is None or turn.anchor_name != command.anchor or turn.anchor is not None:
        raise Refusal(Reason.UNKNOWN_ANCHOR, anchor=command.anchor)


def verify_say(command: Say, turn: Turn | None, present: Sequence[int], lang: str, rules: int) -> None:
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
    if not starts_with_letter(as_compared(command.text, rules), t.letter.lower(), lang):
        raise Refusal(Reason.WRONG_LETTER, letter=t.letter)
    if t.anchor is not None and command.order <= t.anchor:
        raise Refusal(Reason.BEFORE_LETTER)
    if t.answer(command.message_id) is not None:
        raise Refusal(Reason.DUPLICATE_MESSAGE)


def verify_skip(command: Skip, turn: Turn | None) -> None:
    t = _answering(turn)
    if t.play == "more":
        raise Refusal(Reason.CANNOT_SKIP_NOW)
    if command.turn is not None and command.turn != t.number:
        # «Пропустить» under an earlier turn's letter stays in the chat: it must not skip this one.
        raise Refusal(Reason.STALE_BUTTON)
    if command.player_id in t.skips:
        raise Refusal(Reason.ALREADY_SKIPPED)


def verify_challenge(
    command: ChallengeAnswer, now: float, turn: Turn | None, present: Sequence[int], s: Settings
) -> None:
    t = _answering(turn)
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


def verify_vote(command: Vote, now: float, turn: Turn | None, present: Sequence[int]) -> None:
    challenge = None if turn is None else turn.challenges.get(command.vote_id)
    if challenge is None or now >= challenge.closes_at:  # a late Tick must not let late ballots in
        raise Refusal(Reason.VOTE_CLOSED)
    if command.voter_id not in challenge.voters or command.voter_id not in present:
        raise Refusal(Reason.NOT_A_VOTER)
    if any(option not in (ACCEPT, REJECT) for option in command.option_ids):
        raise Refusal(Reason.NO_SUCH_OPTION)


def _answering(turn: Turn | None) -> Turn:
    if turn is None or turn.phase != "answering" or turn.letter is None:
        raise Refusal(Reason.NO_LETTER_YET)
    return turn


# ------------------------------------------------------------------- apply


def hear(s: State, t: Turn, command: Say, now: float) -> None:
    t.hear(heard(command.player_id, command.text, command.date, command.message_id, now, s.lang,
                 rules=s.settings.rules))


def posted(s: State, t: Turn, command: Posted, now: float) -> None:
    """The letter's message, or a vote's poll, is in the chat."""
    vote = posted_vote(t, command.anchor)
    if vote is not None:
        # A poll can go out late (Telegram's flood limits): the players get the whole vote time
        # from when they can see it, not from the press that opened it.
        vote.posted, vote.closes_at = True, now + s.settings.vote_time
    else:
        t.anchor, t.posted_at = Order(command.date, command.message_id), now


def posted_vote(turn: Turn, anchor: str) -> Challenge | None:
    """The open vote whose poll has just been posted under `anchor` (once only)."""
    return next((ch for ch in turn.challenges.values() if ch.anchor == anchor and not ch.posted), None)


def vote(t: Turn, command: Vote) -> None:
    t.challenges[command.vote_id].cast(command.voter_id, command.option_ids)


def skip(s: State, t: Turn, player_id: int) -> Event:
    add_once(t.skips, player_id)
    skippers = tuple(p for p in s.present if p in t.skips)
    return SkipPressed(turn=t.number, player_id=player_id, skips=len(skippers),
                       needed=rulings.skip_majority(s.present), skippers=skippers)


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
    return ChallengeOpened(t.number, challenge.vote_id, message_id, answer.player_id, answer.text,
                           content.category_text(deck.category_index(t.category)), t.letter, challenger,
                           challenge.voters, VOTE_OPTIONS, challenge.closes_at)


def referee_vote(s: State, content: SoobrazhariyContent, t: Turn, answer: Answer, now: float) -> list[Event]:
    """An answer none of whose words the dictionary knows is not awarded silently: it goes to the
    table at once, as a challenge would put it (issue 14.1). Known words keep the usual flow."""
    if s.settings.first_rulings or answer.known or answer.message_id in (*t.challenged, *t.accepted):
        return []
    return [open_challenge(s, content, t, answer.message_id, None, now)]


# ------------------------------------------------------------------ settle


def close_votes(s: State, t: Turn, now: float, judged: set[int]) -> list[Event]:
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


def settle_race(s: State, content: SoobrazhariyContent, t: Turn, now: float, judged: set[int]) -> list[Event]:
    """Ordinary turn and the «Кто последний?» family: name the candidate, pay it out."""
    candidate = rulings.candidate(t, s.settings, s.present, now)
    if candidate is None:
        t.shown = None
        return [] if t.challenges else _nobody_yet(s, content, t, now)
    if candidate.message_id != t.shown:
        # The answer named before is out of the running now, unless a vote has just decided it
        # (then its verdict, AnswerJudged, is what its message says).
        before = t.answer(t.shown) if t.shown is not None and t.shown not in judged else None
        t.shown, t.shown_at = candidate.message_id, now
        vote = referee_vote(s, content, t, candidate, now)
        upcoming = None if vote else opening.next_opening(s, content, t, candidate, now)
        race = t.is_race
        named = CandidateNamed(
            turn=t.number,
            player_id=candidate.player_id,
            text=candidate.text,
            message_id=candidate.message_id,
            challenge_until=now + s.settings.challenge_window,
            count_until_date=candidate.date + s.settings.count_time if race else None,
            play=t.play,
            count_time=s.settings.count_time if race else 0,
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
        return ending.win(s, content, t, candidate, now)
    return []


def _nobody_yet(s: State, content: SoobrazhariyContent, t: Turn, now: float) -> list[Event]:
    """No answer counts (and no vote is open): skipped, timed out, or «Пропустить» offered."""
    if len(set(s.present).intersection(t.skips)) >= rulings.skip_majority(s.present):
        return ending.no_answer(s, content, t, "skipped", now)
    if now >= rulings.answer_end(t, s.settings):
        return ending.no_answer(s, content, t, "timeout", now)
    if not t.skip_offered and now >= rulings.skip_at(t, s.settings):
        t.skip_offered = True
        assert t.letter is not None
        return [SkipOffered(t.number, t.letter, rulings.skip_majority(s.present))]
    return []
