"""The next category said with the claim (issue 15.10): while an ordinary answer can still be
challenged, its message already shows the category the winner will open, so the letter follows the
award at once — the category has been read for the whole challenge window, longer than the pause
the rules ask for. A standard turn is then two writes: the claim, and the award with the letter."""

from __future__ import annotations

from soobrazhariy_table import ANIMAL, ANN, BOB, CITY, CLOTHING, VIC, Table

from engines.soobrazhariy import ACCEPT, REJECT, Settings
from engines.soobrazhariy.events import (
    CandidateNamed,
    CategoryOpened,
    ChallengeOpened,
    LetterOpened,
    PlayAnnounced,
    TurnWon,
)

LETTER_PAUSE, WINDOW = 3.0, 8.0


def test_the_claim_shows_the_next_category_exactly_as_it_opens_and_the_letter_comes_with_the_award() -> None:
    table = Table([CLOTHING, CITY, ANIMAL], ["Ш", "К", "Л"])
    table.advance(LETTER_PAUSE)
    table.say(BOB, "Шарф")
    upcoming = table.last(CandidateNamed).next_opening
    assert upcoming is not None
    category, play = upcoming
    assert (category.turn, category.opener, category.card, category.category) == (2, BOB, CITY, "Город")
    assert category.open_stack == (CITY,) and category.award is None
    assert (play.play, play.points_at_stake, play.last_turn) == ("ordinary", 1, False)
    assert play.lower_specials == ()
    opened_before = len(table.of(LetterOpened))
    together = table.advance(WINDOW)
    won = table.last(TurnWon)
    assert won.winner == BOB
    # The award, the category shown before and its letter, in one step: nothing waits for a pause.
    real = table.last(CategoryOpened)
    assert [type(e) for e in together if isinstance(e, TurnWon | CategoryOpened | LetterOpened)] == [
        TurnWon, CategoryOpened, LetterOpened]
    assert real.award == won and (real.turn, real.opener, real.card, real.category) == (2, BOB, CITY, "Город")
    assert table.last(PlayAnnounced) == play  # the preview said what the opening says, to the second
    letter = table.last(LetterOpened)
    assert len(table.of(LetterOpened)) == opened_before + 1 and (letter.turn, letter.letter) == (2, "К")
    assert letter.opening == (real, play)


def test_the_letter_never_comes_sooner_than_the_pause_after_the_category_was_shown() -> None:
    short = Table([CLOTHING, CITY, ANIMAL], ["Ш", "К", "Л"], settings=Settings(challenge_window=1.0))
    short.advance(LETTER_PAUSE)
    short.say(BOB, "Шарф")
    short.advance(1.0)
    assert short.last(TurnWon).winner == BOB and short.last(LetterOpened).turn == 1
    short.advance(LETTER_PAUSE - 1.0 - 0.1)
    assert short.last(LetterOpened).turn == 1  # shown 2.9 s ago: not yet
    short.advance(0.1)
    assert short.last(LetterOpened).turn == 2


def test_a_challenge_takes_the_next_category_back_and_after_the_vote_the_letter_waits_its_pause() -> None:
    table = Table([CLOTHING, CITY, ANIMAL], ["Ш", "К", "Л"])
    table.advance(LETTER_PAUSE)
    mid = table.say(BOB, "Шаровары")
    assert table.last(CandidateNamed).next_opening is not None
    table.advance(2)
    table.press(VIC, "challenge", mid)
    vote_id = table.last(ChallengeOpened).vote_id
    table.vote(vote_id, ANN, ACCEPT)
    table.vote(vote_id, BOB, ACCEPT)
    assert table.last(TurnWon).winner == BOB
    assert table.last(CategoryOpened).card == CITY and table.last(LetterOpened).turn == 1
    table.advance(LETTER_PAUSE - 0.1)
    assert table.last(LetterOpened).turn == 1  # the category was off the chat during the vote
    table.advance(0.1)
    assert table.last(LetterOpened).turn == 2


def test_the_answer_taking_over_from_a_rejected_one_shows_the_category_its_author_would_open() -> None:
    table = Table([CLOTHING, CITY, ANIMAL], ["Ш", "К", "Л"])
    table.advance(LETTER_PAUSE + 1)
    wrong = table.say(BOB, "Шмель")
    right = table.say(VIC, "Шуба")
    table.press(ANN, "challenge", wrong)
    vote_id = table.last(ChallengeOpened).vote_id
    for voter in (ANN, VIC):
        table.vote(vote_id, voter, REJECT)
    named = table.last(CandidateNamed)
    assert named.message_id == right and named.next_opening is not None
    assert named.next_opening[0].opener == VIC
    table.advance(WINDOW)
    assert table.last(TurnWon).winner == VIC and table.last(LetterOpened).turn == 2


def test_no_next_category_with_a_claim_the_referee_puts_to_the_vote() -> None:
    table = Table([CLOTHING, CITY, ANIMAL], ["Ш", "К", "Л"])
    table.advance(LETTER_PAUSE)
    table.say(BOB, "Шмяфк")  # no word the dictionary knows: to the vote at once
    assert table.last(ChallengeOpened).challenger is None
    assert table.last(CandidateNamed).next_opening is None


def test_no_next_category_when_a_special_card_lies_on_top_the_opening_keeps_its_pause() -> None:
    table = Table([CLOTHING, "last", CITY, ANIMAL], ["Ш", "К", "Л"])
    table.advance(LETTER_PAUSE)
    table.say(BOB, "Шарф")
    assert table.last(CandidateNamed).next_opening is None
    table.advance(WINDOW)
    assert table.last(PlayAnnounced).play == "last" and table.last(LetterOpened).turn == 1
    table.advance(LETTER_PAUSE)
    assert table.last(LetterOpened).turn == 2


def test_no_next_category_on_the_last_letter() -> None:
    table = Table([CLOTHING, CITY, ANIMAL], ["Ш"])
    table.advance(LETTER_PAUSE)
    table.say(BOB, "Шарф")
    assert table.last(CandidateNamed).next_opening is None


def test_the_claim_before_the_last_turn_says_the_last_turn_is_coming() -> None:
    table = Table([CLOTHING, CITY, ANIMAL], ["Ш", "К"])
    table.advance(LETTER_PAUSE)
    table.say(BOB, "Шарф")
    upcoming = table.last(CandidateNamed).next_opening
    assert upcoming is not None and upcoming[1].last_turn


def test_no_next_category_in_a_race_the_holder_changes_too_often() -> None:
    table = Table(["last", CLOTHING, CITY, ANIMAL], ["Ш", "К", "Л"])
    table.advance(LETTER_PAUSE)
    table.say(BOB, "Шарф")
    assert table.last(CandidateNamed).next_opening is None
