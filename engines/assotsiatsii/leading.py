"""The leader's turn, in private: pick at least three cards in an order, then write the hidden word.

The lead goes round the table in join order (the text's "clockwise"), skipping players who left;
a player the bot cannot write to is passed over with an event saying so. A leader who has not laid
by `leader_time` loses the lead.
"""

from __future__ import annotations

from engines.assotsiatsii import guessing, leaks
from engines.assotsiatsii.commands import ChooseAnotherWord, ConfirmWord, ToggleCard
from engines.assotsiatsii.content import AssotsiatsiiContent
from engines.assotsiatsii.deck import words
from engines.assotsiatsii.events import (
    Event,
    LeaderHand,
    LeaderTurnStarted,
    LeadLost,
    LeadPassed,
    WordAccepted,
    WordNeedsConfirmation,
)
from engines.assotsiatsii.leader_word import CheckedWord, check_word
from engines.assotsiatsii.reasons import Reason
from engines.assotsiatsii.state import AssotsiatsiiState, PendingWord, Seat, Turn
from engines.core import Refusal, Say
from engines.words.letters import as_compared, fold_letter

LeaderPress = ToggleCard | ConfirmWord | ChooseAnotherWord


def _leader(s: AssotsiatsiiState) -> tuple[Turn, Seat]:
    turn = s.turn
    assert turn is not None
    seat = s.seat(turn.leader_id)
    assert seat is not None
    return turn, seat


def laid_words(s: AssotsiatsiiState, content: AssotsiatsiiContent) -> tuple[str, ...]:
    turn, seat = _leader(s)
    return words(content, [seat.hand[i] for i in turn.picked])


def hand_event(s: AssotsiatsiiState, content: AssotsiatsiiContent) -> LeaderHand:
    turn, seat = _leader(s)
    return LeaderHand(
        leader_id=turn.leader_id, round=s.round, hand=words(content, seat.hand), picked=tuple(turn.picked),
        min_laid=s.settings.min_laid, deadline=turn.deadline,
        pending_word=turn.pending.word if turn.pending else None,
    )


def begin(s: AssotsiatsiiState, content: AssotsiatsiiContent, now: float) -> list[Event]:
    """The next turn, from the seat `leader_seat` on. Leaves `s.turn` None when nobody can lead."""
    events: list[Event] = []
    for step in range(len(s.seats)):
        index = (s.leader_seat + step) % len(s.seats)
        seat = s.seats[index]
        if seat.left:
            continue
        if seat.unreachable:
            events.append(LeadPassed(s.round + 1, seat.id, "unreachable"))
            continue
        s.round += 1
        s.leader_seat = index
        s.phase = "leading"
        s.turn = Turn(leader_id=seat.id, deadline=now + s.settings.leader_time)
        return [*events, LeaderTurnStarted(s.round, seat.id, s.turn.deadline), hand_event(s, content)]
    s.turn = None
    return events


def lose_lead(s: AssotsiatsiiState, reason: LeadLost) -> list[Event]:
    """The leader loses the lead (the caller begins the next turn)."""
    turn, _ = _leader(s)
    s.turn = None
    s.leader_seat = (s.leader_seat + 1) % len(s.seats)
    if reason == "timeout":
        s.lost_leads += 1
    return [LeadPassed(s.round, turn.leader_id, reason)]


# ---- the leader's commands ----------------------------------------------------------------------


def verify_press(s: AssotsiatsiiState, press: LeaderPress) -> None:
    if press.round != s.round:
        raise Refusal(Reason.STALE_BUTTON)
    if s.phase != "leading" or s.turn is None:
        raise Refusal(Reason.NOT_LEADING)
    turn, seat = _leader(s)
    if press.player_id != turn.leader_id:
        raise Refusal(Reason.NOT_THE_LEADER)
    if isinstance(press, ToggleCard) and not 0 <= press.card < len(seat.hand):
        raise Refusal(Reason.NO_SUCH_CARD)
    if isinstance(press, ConfirmWord | ChooseAnotherWord) and turn.pending is None:
        raise Refusal(Reason.NOTHING_TO_CONFIRM)


def verify_word(s: AssotsiatsiiState, content: AssotsiatsiiContent, say: Say) -> CheckedWord:
    turn, _ = _leader(s)
    if say.player_id != turn.leader_id:
        raise Refusal(Reason.NOT_GUESSING)
    if len(turn.picked) < s.settings.min_laid:
        raise Refusal(Reason.TOO_FEW_CARDS, need=s.settings.min_laid, picked=len(turn.picked))
    read = as_compared(say.text, s.settings.rules)
    # The word as read when a disguise hid it («oблакo»); else as typed, its capitals kept for the replies.
    word = say.text if fold_letter(read) == fold_letter(say.text) else read
    checked = check_word(word, laid_words(s, content), s.language)
    if leaks.key(checked.word, s.language) in turn.seen_in_group:
        raise Refusal(Reason.SEEN_IN_GROUP, word=checked.word)
    return checked


def toggle(s: AssotsiatsiiState, content: AssotsiatsiiContent, press: ToggleCard) -> list[Event]:
    turn, _ = _leader(s)
    if press.card in turn.picked:
        turn.picked.remove(press.card)
    else:
        turn.picked.append(press.card)
    turn.pending = None  # it was checked against the old row
    return [hand_event(s, content)]


def another_word(s: AssotsiatsiiState, content: AssotsiatsiiContent) -> list[Event]:
    turn, _ = _leader(s)
    turn.pending = None
    return [hand_event(s, content)]


def take_word(
    s: AssotsiatsiiState, content: AssotsiatsiiContent, checked: CheckedWord, now: float
) -> list[Event]:
    """A checked word: laid at once, or held for the leader to confirm (a suspected root, an unknown word)."""
    turn, _ = _leader(s)
    if checked.needs_confirmation:
        turn.pending = PendingWord(checked.word, list(checked.unsure), checked.unknown)
        asked = WordNeedsConfirmation(turn.leader_id, s.round, checked.word, checked.unsure, checked.unknown)
        return [asked, hand_event(s, content)]
    return lay(s, content, checked.word, now)


def confirm(s: AssotsiatsiiState, content: AssotsiatsiiContent, now: float) -> list[Event]:
    turn, _ = _leader(s)
    assert turn.pending is not None
    return lay(s, content, turn.pending.word, now)


def lay(s: AssotsiatsiiState, content: AssotsiatsiiContent, word: str, now: float) -> list[Event]:
    """The cards go on the table in the order picked; the word is kept for the final round."""
    turn, seat = _leader(s)
    laid_cards = [seat.hand[i] for i in turn.picked]
    seat.hand = [card for i, card in enumerate(seat.hand) if i not in turn.picked]
    s.turn = None
    s.leader_words.append(word)
    s.lost_leads = 0
    accepted = WordAccepted(seat.id, s.round, word)
    guessers = [other.id for other in s.seats if not other.left and other.id != seat.id]
    return [accepted, *guessing.open_round(s, seat.id, laid_cards, words(content, laid_cards), word,
                                           guessers, now)]
