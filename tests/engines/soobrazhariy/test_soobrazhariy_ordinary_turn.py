"""The ordinary turn: category, then the letter; the first fitting answer in Telegram order wins."""

from __future__ import annotations

import pytest
from soobrazhariy_table import ANIMAL, ANN, BOB, CITY, CLOTHING, VEGETABLE, VIC, Table

from engines.core import Refusal
from engines.core.commands import Posted
from engines.soobrazhariy import REJECT, Reason
from engines.soobrazhariy.events import (
    CandidateNamed,
    CategoryOpened,
    ChallengeClosed,
    ChallengeOpened,
    LetterClosed,
    LetterOpened,
    NoAnswer,
    PlayAnnounced,
    SkipOffered,
    TurnWon,
)


def test_the_letter_follows_the_category_after_the_pause() -> None:
    table = Table([CLOTHING, CITY], ["Ш", "К"])
    assert table.last(CategoryOpened).category == "Предмет одежды"
    assert table.last(PlayAnnounced).play == "ordinary"
    assert not table.of(LetterOpened)
    table.advance(2.9)
    assert not table.of(LetterOpened)
    table.advance(0.1)
    letter = table.last(LetterOpened)
    assert (letter.letter, letter.anchor) == ("Ш", "letter-1")


def test_example_scarf_for_clothing_on_sh_wins_the_category() -> None:
    # The text's training example: category «предмет одежды», letter «Ш», «Шарф» fits.
    table = Table([CLOTHING, CITY], ["Ш", "К"])
    table.advance(3)
    table.advance(2)
    mid = table.say(BOB, "Шарф")
    named = table.last(CandidateNamed)
    assert (named.player_id, named.text, named.message_id) == (BOB, "Шарф", mid)
    table.advance(7.9)
    assert not table.of(TurnWon)
    table.advance(0.1)  # the 8 s challenge window passed unchallenged
    won = table.last(TurnWon)
    assert (won.winner, won.cards, won.points) == (BOB, (CLOTHING,), 1)
    assert table.game.cards.won[BOB] == [CLOTHING]
    assert table.game.cards.letter_discard == ["Ш"]
    # The winner opens the next category.
    assert table.last(CategoryOpened).opener == BOB


def test_answer_on_another_letter_is_refused() -> None:
    table = Table([CLOTHING, CITY], ["Ш", "К"])
    table.advance(3)
    with pytest.raises(Refusal) as refused:
        table.say(BOB, "Кепка")
    assert refused.value.reason == Reason.WRONG_LETTER


def test_answer_before_the_letter_is_refused_and_does_not_count() -> None:
    table = Table([CLOTHING, CITY], ["Ш", "К"])
    with pytest.raises(Refusal):
        table.say(BOB, "Шуба")  # the letter is not open yet
    table.advance(3)
    anchor = table.letter_anchor()
    with pytest.raises(Refusal) as refused:
        table.say(VIC, "Шапка", date=anchor[0], message_id=anchor[1] - 1)
    assert refused.value.reason == Reason.BEFORE_LETTER


def test_answer_sent_before_the_letter_message_does_not_count_when_it_arrives_first() -> None:
    # The letter message is out (id 105 at second 3) but the platform confirms it late; an
    # answer with a lower message id was typed before the letter and must not win.
    table = Table([CLOTHING, CITY], ["Ш", "К"], auto_post=False)
    table.advance(3)
    letter = table.last(LetterOpened)
    early = table.say(BOB, "Шуба", date=int(table.now), message_id=104)
    late = table.say(VIC, "Шапка", date=int(table.now), message_id=106)
    assert not table.of(CandidateNamed)  # nothing counts until the letter's place is known
    table.handle(Posted(letter.anchor, date=int(table.now), message_id=105))
    named = table.last(CandidateNamed)
    assert named.message_id == late and named.message_id != early


def test_same_date_lower_message_id_wins() -> None:
    table = Table([CLOTHING, CITY], ["Ш", "К"])
    table.advance(3)
    table.advance(4)
    date = int(table.now)
    # Вика's message arrives at the referee first but Боб's has the lower id in the same second.
    table.say(VIC, "Шапка", date=date, message_id=301)
    table.say(BOB, "Шорты", date=date, message_id=300)
    table.advance(8)
    won = table.last(TurnWon)
    assert (won.winner, won.text) == (BOB, "Шорты")


def test_earlier_date_wins_over_lower_message_id() -> None:
    table = Table([CLOTHING, CITY], ["Ш", "К"])
    table.advance(5)
    table.say(VIC, "Шапка", date=int(table.now), message_id=500)
    table.say(BOB, "Шорты", date=int(table.now) - 1, message_id=501)
    table.advance(8)
    assert table.last(TurnWon).winner == BOB


def _reject(table: Table, challenger: int, message_id: int) -> None:
    table.press(challenger, "challenge", message_id)
    vote = table.last(ChallengeOpened)
    for voter in vote.voters:
        if not table.of(ChallengeClosed) or table.last(ChallengeClosed).vote_id != vote.vote_id:
            table.vote(vote.vote_id, voter, REJECT)


def test_rejected_candidate_passes_the_card_to_the_next_answer_in_order() -> None:
    table = Table([CLOTHING, CITY], ["Ш", "К"])
    table.advance(4)
    wrong = table.say(BOB, "Шмель")  # starts with Ш but is not clothing
    table.advance(1)
    right = table.say(VIC, "Шуба")
    assert table.last(CandidateNamed).message_id == wrong
    _reject(table, ANN, wrong)
    closed = table.last(ChallengeClosed)
    assert not closed.accepted
    named = table.last(CandidateNamed)
    assert named.message_id == right  # the next answer already given takes over
    table.advance(8)
    assert table.last(TurnWon).winner == VIC


def test_repeated_rejected_answer_does_not_count_again() -> None:
    table = Table([CLOTHING, CITY], ["Ш", "К"])
    table.advance(4)
    wrong = table.say(BOB, "Шмель")
    table.say(VIC, "шмель!")  # the same answer again, later in order
    right = table.say(ANN, "Шляпа")
    _reject(table, ANN, wrong)
    assert table.last(CandidateNamed).message_id == right
    table.advance(8)
    assert table.last(TurnWon).winner == ANN


def test_accepted_challenge_wins_at_once() -> None:
    table = Table([CLOTHING, CITY], ["Ш", "К"])
    table.advance(4)
    mid = table.say(BOB, "Шаровары")
    table.press(VIC, "challenge", mid)
    vote_id = table.last(ChallengeOpened).vote_id
    table.vote(vote_id, ANN, 0)
    table.vote(vote_id, BOB, 0)  # 2 of 3 accept: a majority, the poll closes
    assert table.last(ChallengeClosed).accepted
    assert table.last(TurnWon).winner == BOB


def test_tie_vote_rejects() -> None:
    table = Table([CLOTHING, CITY], ["Ш", "К"], seats=(ANN, BOB))
    table.advance(4)
    mid = table.say(BOB, "Шина")
    table.press(ANN, "challenge", mid)
    vote_id = table.last(ChallengeOpened).vote_id
    table.vote(vote_id, BOB, 0)
    table.vote(vote_id, ANN, REJECT)
    assert table.last(ChallengeClosed).accepted is False
    assert not table.of(TurnWon)


def test_vote_closes_at_its_time_with_the_votes_cast() -> None:
    table = Table([CLOTHING, CITY], ["Ш", "К"])
    table.advance(4)
    mid = table.say(BOB, "Шинель")
    table.press(VIC, "challenge", mid)
    vote_id = table.last(ChallengeOpened).vote_id
    table.vote(vote_id, ANN, 0)  # 1 accept, nobody else votes
    table.advance(29.9)
    assert not table.of(ChallengeClosed)
    table.advance(0.1)
    assert table.last(ChallengeClosed).accepted
    assert table.last(TurnWon).winner == BOB


def test_own_answer_cannot_be_challenged_and_window_closes_after_8_seconds() -> None:
    table = Table([CLOTHING, CITY, ANIMAL], ["Ш", "К", "Л"])
    table.advance(4)
    mid = table.say(BOB, "Шарф")
    with pytest.raises(Refusal) as own:
        table.press(BOB, "challenge", mid)
    assert own.value.reason == Reason.OWN_ANSWER
    table.advance(8)
    with pytest.raises(Refusal):
        table.press(ANN, "challenge", mid)


def test_no_answer_keeps_the_category_and_the_stack_goes_to_the_next_winner() -> None:
    # The text's example: «предмет одежды» has no answer; «город» is opened on top of it and
    # the letter «К»; the first city on К takes the whole open stack.
    table = Table([CLOTHING, CITY, VEGETABLE], ["Ы", "К", "С"], opener=ANN)
    table.advance(3)
    table.advance(45 + 2)
    no_answer = table.last(NoAnswer)
    assert (no_answer.letter, no_answer.reason, no_answer.next_opener) == ("Ы", "timeout", ANN)
    opened = table.last(CategoryOpened)
    assert (opened.category, opened.opener, opened.open_stack) == ("Город", ANN, (CLOTHING, CITY))
    assert table.game.cards.letter_discard == ["Ы"]
    table.advance(3)
    assert table.last(LetterOpened).letter == "К"
    with pytest.raises(Refusal):
        table.say(BOB, "Шарф")  # the old category's letter is gone
    table.say(BOB, "Казань")
    table.advance(8)
    won = table.last(TurnWon)
    assert (won.winner, won.cards, won.points) == (BOB, (CLOTHING, CITY), 2)
    assert table.game.scores()[BOB] == 2
    assert table.game.cards.open_stack == [VEGETABLE]


def test_answers_after_the_no_answer_time_do_not_count() -> None:
    table = Table([CLOTHING, CITY], ["Ш", "К"])
    table.advance(3)
    letter_date = table.letter_anchor()[0]
    table.advance(46)
    table.say(BOB, "Шуба", date=letter_date + 46)
    table.advance(1)
    assert table.last(NoAnswer).reason == "timeout"
    assert table.game.cards.won[BOB] == []


def test_skip_by_majority_discards_the_letter() -> None:
    table = Table([CLOTHING, CITY], ["Ы", "К"])
    table.advance(5)
    table.press(ANN, "skip")
    assert not table.of(NoAnswer)  # 1 of 3 is no majority
    with pytest.raises(Refusal):
        table.press(ANN, "skip")
    table.press(BOB, "skip")
    no_answer = table.last(NoAnswer)
    assert (no_answer.reason, no_answer.open_stack) == ("skipped", (CLOTHING,))
    assert table.last(CategoryOpened).open_stack == (CLOTHING, CITY)


def test_skip_is_offered_when_nobody_has_answered_15_seconds_into_the_letter() -> None:
    table = Table([CLOTHING, CITY], ["Ы", "К"])
    table.advance(3)  # the letter
    table.advance(14.9)
    assert not table.of(SkipOffered)
    assert table.advance(0.1) == [SkipOffered(1, "Ы", needed=2)]  # a majority of the 3 players
    assert table.game.deadline() == table.now + 30 + 2  # then only the no-answer time (and grace)
    table.advance(32)
    assert table.last(NoAnswer).reason == "timeout" and len(table.of(SkipOffered)) == 1


def test_a_letter_answered_in_time_offers_no_skip() -> None:
    table = Table([CLOTHING, CITY], ["Ш", "К"])
    table.advance(3)
    table.say(BOB, "Шарф")
    table.advance(8)
    assert table.last(TurnWon).winner == BOB
    assert not table.of(SkipOffered) and table.last(LetterClosed).skip_offered is False


def test_skip_waits_while_an_answer_is_in_the_running_and_comes_once_a_vote_rejects_it() -> None:
    table = Table([CLOTHING, CITY], ["Ш", "К"])
    table.advance(4)
    mid = table.say(BOB, "Шинель")
    table.press(VIC, "challenge", mid)
    table.advance(20)  # past the 15 s: the answer may still take the card
    assert not table.of(SkipOffered)
    table.vote(table.last(ChallengeOpened).vote_id, ANN, REJECT)
    decided = table.vote(table.last(ChallengeOpened).vote_id, VIC, REJECT)
    assert [type(e) for e in decided][-1:] == [SkipOffered]
    assert table.last(ChallengeClosed).accepted is False


def test_answer_dated_at_the_last_second_counts_if_it_arrives_within_the_grace() -> None:
    # The Tick comes at the no-answer time + 2 s grace: a message dated the 45th second that
    # reaches the referee before it still wins (Telegram dates are whole seconds).
    table = Table([CLOTHING, CITY], ["Ш", "К"])
    table.advance(3)
    letter_date = table.letter_anchor()[0]
    table.advance(45 + 1.5)
    table.say(BOB, "Шуба", date=letter_date + 45)
    table.advance(0.5)
    assert not table.of(NoAnswer)
    table.advance(8)
    assert table.last(TurnWon).winner == BOB


def test_no_answer_time_runs_from_the_letter_message_when_it_went_out_late() -> None:
    # Answers count up to the letter message's date + 45 s; if that message was sent 2 s after
    # the engine opened the letter, the timeout moves with it (grace included).
    table = Table([CLOTHING, CITY], ["Ш", "К"], auto_post=False)
    table.advance(3)
    letter = table.last(LetterOpened)
    table.advance(2)
    table.handle(Posted(letter.anchor, date=int(table.now), message_id=500))
    letter_date = table.letter_anchor()[0]
    table.advance(45 + 1)  # past the engine's own 45 + 2 s, not past the message's
    assert not table.of(NoAnswer)
    table.say(BOB, "Шуба", date=letter_date + 45)
    table.advance(1 + 8)
    assert table.last(TurnWon).winner == BOB


def test_challenge_exactly_at_the_end_of_the_8_second_window_is_refused() -> None:
    table = Table([CLOTHING, CITY], ["Ш", "К"])
    table.advance(4)
    mid = table.say(BOB, "Шарф")
    named = table.last(CandidateNamed)
    table.now = named.challenge_until  # the Tick that pays out is not in yet
    with pytest.raises(Refusal) as refused:
        table.press(ANN, "challenge", mid)
    assert refused.value.reason == Reason.CHALLENGE_CLOSED


def test_ballot_after_the_poll_closing_time_is_refused_even_before_the_tick() -> None:
    table = Table([CLOTHING, CITY], ["Ш", "К"])
    table.advance(4)
    mid = table.say(BOB, "Шинель")
    table.press(VIC, "challenge", mid)
    vote = table.last(ChallengeOpened)
    table.vote(vote.vote_id, ANN, 0)
    table.now = vote.closes_at  # the closing Tick is late; a rejecting ballot now must not count
    with pytest.raises(Refusal) as refused:
        table.vote(vote.vote_id, VIC, REJECT)
    assert refused.value.reason == Reason.VOTE_CLOSED
    table.advance(0)
    assert table.last(ChallengeClosed).accepted  # 1 : 0 when the poll closed
    assert table.last(TurnWon).winner == BOB


# A press names its answer by message id; ids that are not plain numbers («²», «١٢», «12a») never
# reach the engine: the button's callback data does not parse (test_soobrazhariy_buttons.py).
@pytest.mark.parametrize("arg", [0, -1, 10**12, "letter"])
def test_challenge_naming_no_answer_of_this_letter_is_refused(arg: int | str) -> None:
    table = Table([CLOTHING, CITY], ["Ш", "К"])
    table.advance(4)
    table.say(BOB, "Шарф")
    message_id = table.letter_anchor()[1] if arg == "letter" else arg
    assert isinstance(message_id, int)
    with pytest.raises(Refusal) as refused:
        table.press(ANN, "challenge", message_id)
    assert refused.value.reason == Reason.NO_SUCH_ANSWER
