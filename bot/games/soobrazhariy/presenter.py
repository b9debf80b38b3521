"""How a game of Соображарий reads in the chat.

Messages: the category (with the play in force) → after the pause the letter, its own message
and the anchor answers are measured from, with «Пропустить» → each candidate named with its
author and «Оспорить» (a status message, so the button goes when the card is won) → a poll
when challenged → the turn's result. «Кто больше?» bidding is one status message per turn whose
buttons change with the bidder. Refused answers are ordinary chatter: the bot stays silent.
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape
from typing import Any

from bot.games.actions import Action, Button, Keyboard, OpenPoll, SendText, ShowStatus, StopPoll
from bot.games.soobrazhariy.cards_text import CARD_SEPARATOR, NAMED_CARDS, cards_list, cards_tail
from bot.games.soobrazhariy.narration import (
    AnswerJudged,
    AnswerOvertaken,
    BiddingResumed,
    BidPassedUnder,
    SkipsSoFar,
)
from bot.games.spec import View
from engines.core import Command, Press, Refusal
from engines.soobrazhariy import SPECIALS, Settings, card_points
from engines.soobrazhariy.challenge import vote_anchor
from engines.soobrazhariy.events import (
    AnswerNoted,
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
    GameOver,
    GameStarted,
    LetterOpened,
    NoAnswer,
    PlayAnnounced,
    PlayerLeft,
    SkipPressed,
    TurnWon,
)
from engines.soobrazhariy.scoring import PENALTY_LETTER_POINTS

QUOTE_LIMIT = 100  # an answer is quoted back at most this long (a poll question holds 300)
BID_BUTTONS = 4  # promises offered at once: the lowest allowed and the next few
MAX_BID = Settings().max_bid
# Refusals of a button press that the presser is told the reason of (`button_refusal`);
# `soob-refused-<reason>` in locales/*/soobrazhariy.ftl.
BUTTON_REFUSALS = ("no-letter-yet", "cannot-skip-now", "stale-button", "already-skipped", "no-such-answer",
                   "own-answer", "already-challenged", "already-accepted", "challenge-closed", "no-bidding",
                   "not-your-bid", "bid-time-over", "opener-must-bid", "bid-too-low", "bid-too-high",
                   "not-a-player", "game-over")


class SoobrazhariyPresenter:
    def present(self, events: Sequence[Any], view: View) -> list[Action]:
        actions: list[Action] = []
        opened: CategoryOpened | None = None  # said together with the play announced after it
        # The last turn's result must not name who opens next: the game is over.
        ending = any(isinstance(event, GameOver) for event in events)
        for event in events:
            if isinstance(event, CategoryOpened):
                opened = event
            elif isinstance(event, PlayAnnounced):
                actions.append(SendText(category_text(opened, event, view)))
                opened = None
            else:
                actions += self._one(event, view, ending=ending)
        return actions

    def refusal(self, command: Command, refusal: Refusal, view: View) -> list[Action]:
        # Wrong letter, before the letter, not your play…: in a group that is ordinary chatter.
        # Refused buttons are answered in the presser's toast instead (`button_refusal`).
        return []

    def button_refusal(self, command: Press, refusal: Refusal, view: View) -> str | None:
        """The presser's short answer to a refused button: why not (plain text, no HTML)."""
        reason = refusal.reason
        if reason not in BUTTON_REFUSALS:
            return None
        if reason == "not-your-bid":
            bidder = refusal.details.get("bidder")
            name = view.name(bidder) if isinstance(bidder, int) else "?"
            return view.t("soob-refused-not-your-bid", name=name)
        if reason == "bid-too-low":
            return view.t("soob-refused-bid-too-low", min_bid=refusal.details.get("min_bid", 0))
        if reason == "bid-too-high":
            return view.t("soob-refused-bid-too-high", max_bid=refusal.details.get("max_bid", MAX_BID))
        return view.t(f"soob-refused-{reason}")

    def _one(self, event: Any, view: View, *, ending: bool) -> list[Action]:
        name, t = view.name, view.t
        if isinstance(event, GameStarted):
            order = ", ".join(escape(name(p)) for p in event.players)
            return [SendText(t("soob-started", players=order, letters=event.letters))]
        if isinstance(event, BiddingStarted):
            return [bidding_status(event.turn, view, t("soob-bid-first", name=escape(name(event.bidder))),
                                   event.bidder, event.min_bid, can_pass=False)]
        if isinstance(event, BidMade | BidPassed):
            return [bid_status(event, view)]
        if isinstance(event, BiddingResumed):
            return [bidding_status(event.turn, view, t("soob-bid-goes-on"), event.bidder, event.min_bid,
                                   can_pass=event.can_pass)]
        if isinstance(event, BiddingWon):
            said = t("soob-bidding-won", name=escape(name(event.player_id)), bid=event.bid)
            return [ShowStatus(bidding_key(event.turn), said)]  # the buttons go; the letter follows
        if isinstance(event, LetterOpened):
            return [letter_message(event, view)]
        if isinstance(event, CandidateNamed):
            return [candidate_status(event, view)]
        if isinstance(event, AnswerNoted):
            text = t("soob-noted", name=escape(name(event.player_id)), text=quoted(event.text),
                     counted=event.counted, bid=event.bid)
            keyboard = challenge_keyboard(event.message_id, view)
            return [ShowStatus(answer_key(event.message_id), text, keyboard)]
        if isinstance(event, ChallengeOpened):
            return challenge_opened(event, view)
        if isinstance(event, ChallengeClosed):
            # The verdict and the tally go on the answer's own message (AnswerJudged, next): a
            # message of its own for it would only add to a busy chat and its flood limits.
            return [StopPoll(event.vote_id)]
        if isinstance(event, AnswerJudged | AnswerOvertaken):
            return [answer_settled(event, view)]
        if isinstance(event, ChallengeDropped):
            return [StopPoll(event.vote_id)]
        if isinstance(event, SkipPressed):
            who = event.skippers if isinstance(event, SkipsSoFar) else (event.player_id,)
            names = ", ".join(escape(name(p)) for p in who)
            text = t("soob-skips", names=names, skips=event.skips, needed=event.needed)
            return [ShowStatus(f"skips-{event.turn}", text)]
        if isinstance(event, TurnWon):
            return turn_won(event, view, ending=ending)
        if isinstance(event, NoAnswer):
            return [SendText(no_answer_text(event, view, ending=ending))]
        if isinstance(event, BidFailed):
            said = t("soob-bid-failed", name=escape(name(event.bidder)), bid=event.bid, counted=event.counted,
                     discarded=cards_list(event.discarded, view), letter=escape(event.penalty_letter))
            if event.open_stack:  # lower cards stay for the next winner; "0 cards" is not worth saying
                said += " " + t("soob-bid-left", left=len(event.open_stack))
            if not ending:
                said += " " + t("soob-opens-again", opener=escape(name(event.next_opener)))
            return [SendText(said)]
        if isinstance(event, PlayerLeft):
            return [SendText(t("soob-left", name=escape(name(event.player_id))))]
        if isinstance(event, GameOver):
            return [SendText(final_text(event, view))]
        return []  # SpecialOpened: said with the category it lies under


def quoted(text: str) -> str:
    """A player's answer as the bot repeats it: HTML-escaped, a very long one cut short."""
    return escape(text if len(text) <= QUOTE_LIMIT else text[: QUOTE_LIMIT - 1] + "…")


# -- turn opening --------------------------------------------------------------------------------


def category_text(opened: CategoryOpened | None, play: PlayAnnounced, view: View) -> str:
    t = view.t
    lines = []
    if opened is not None:
        lines.append(t("soob-category", turn=opened.turn, opener=escape(view.name(opened.opener)),
                       category=escape(opened.category)))
        if len(opened.open_stack) > 1:
            lines.append(t("soob-stack", count=len(opened.open_stack), points=play.points_at_stake,
                           cards=cards_tail(opened.open_stack, view)))
    if play.play != "ordinary" or play.turn == 1 or play.lower_specials:
        # An ordinary turn is explained once: said every turn it is only noise in a busy chat. But a
        # special lying in the stack must not look as if it were still in force.
        lines.append(t(f"soob-play-{play.play}"))
    if play.lower_specials:
        lines.append(t("soob-lower-specials", cards=cards_list(play.lower_specials, view),
                       count=len(play.lower_specials)))
    if play.last_turn:
        lines.append(t("soob-last-turn"))
    return "\n".join(lines)


def letter_message(event: LetterOpened, view: View) -> SendText:
    t = view.t
    letter = escape(event.letter)
    if event.play == "more" and event.bidder is not None:
        text = t("soob-letter-more", letter=letter, name=escape(view.name(event.bidder)), bid=event.bid or 0)
        keyboard: Keyboard | None = None  # the bidder's minute cannot be skipped
    else:
        text = t("soob-letter", letter=letter)
        # The turn goes in the button: the letter message (and its button) outlives the turn.
        keyboard = ((Button(t("soob-skip"), action="skip", arg=str(event.turn)),),)
    # The last turn is announced once, with the category just before this letter (the rules' moment).
    return SendText(text, keyboard=keyboard, anchor=event.anchor)


# -- «Кто больше?» bidding ---------------------------------------------------------------------


def bidding_key(turn: int) -> str:
    return f"bidding-{turn}"


def bidding_status(turn: int, view: View, said: str, bidder: int, min_bid: int, *, can_pass: bool
                   ) -> ShowStatus:
    t = view.t
    prompt = t("soob-bid-prompt", name=escape(view.name(bidder)), min=min_bid)
    bids = tuple(Button(str(n), action="bid", arg=str(n))
                 for n in range(min_bid, min(min_bid + BID_BUTTONS, MAX_BID + 1)))
    rows: list[tuple[Button, ...]] = [bids] if bids else []
    if can_pass:
        rows.append((Button(t("soob-pass"), action="pass"),))
    return ShowStatus(bidding_key(turn), f"{said}\n{prompt}", tuple(rows))


def bid_status(event: BidMade | BidPassed, view: View) -> ShowStatus:
    t, who = view.t, escape(view.name(event.player_id))
    if isinstance(event, BidMade):
        said = t("soob-bid-auto" if event.auto else "soob-bid-made", name=who, bid=event.bid)
    else:
        said = t("soob-bid-timeout" if event.timed_out else "soob-bid-passed", name=who)
        if isinstance(event, BidPassedUnder):
            said += " " + t("soob-bid-standing", name=escape(view.name(event.high_bidder)), bid=event.high)
    if event.next_bidder is None:
        return ShowStatus(bidding_key(event.turn), said)  # BiddingWon follows and says who won
    return bidding_status(event.turn, view, said, event.next_bidder, event.min_bid, can_pass=True)


# -- answers and challenges --------------------------------------------------------------------


def answer_key(message_id: int) -> str:
    """The status message naming the answer `message_id` (its «Оспорить» goes once it is decided)."""
    return f"answer-{message_id}"


def challenge_keyboard(message_id: int, view: View) -> Keyboard:
    return ((Button(view.t("soob-challenge"), action="challenge", arg=str(message_id)),),)


def candidate_status(event: CandidateNamed, view: View) -> ShowStatus:
    who, text = escape(view.name(event.player_id)), quoted(event.text)
    key = "soob-candidate" if event.count_until_date is None else "soob-holder"
    said = view.t(key, name=who, text=text)
    return ShowStatus(answer_key(event.message_id), said, challenge_keyboard(event.message_id, view))


def challenge_opened(event: ChallengeOpened, view: View) -> list[Action]:
    t = view.t
    who, text = escape(view.name(event.author)), quoted(event.text)
    challenger = escape(view.name(event.challenger))
    status = ShowStatus(answer_key(event.message_id),
                        t("soob-challenged", name=who, text=text, challenger=challenger))
    question = t("soob-poll-question", text=text, name=who, category=escape(event.category),
                 letter=escape(event.letter))
    options = (t("soob-poll-accept"), t("soob-poll-reject"))  # option ids = ACCEPT, REJECT
    # Anchored: the vote's time restarts once the poll is out (a send may wait for flood limits).
    return [status, OpenPoll(event.vote_id, question, options, anchor=vote_anchor(event.vote_id))]


def answer_settled(event: AnswerJudged | AnswerOvertaken, view: View) -> ShowStatus:
    """The message naming an answer, updated once it is out of the running (or voted in)."""
    if isinstance(event, AnswerOvertaken):
        key = "soob-answer-overtaken"
    else:
        key = "soob-answer-accepted" if event.accepted else "soob-answer-rejected"
    votes = (event.accept_votes, event.reject_votes) if isinstance(event, AnswerJudged) else (0, 0)
    said = view.t(key, name=escape(view.name(event.player_id)), text=quoted(event.text),
                  accept=votes[0], reject=votes[1])
    return ShowStatus(answer_key(event.message_id), said)  # no keyboard: nothing left to challenge


# -- results -----------------------------------------------------------------------------------


def turn_won(event: TurnWon, view: View, *, ending: bool) -> list[Action]:
    t, who = view.t, escape(view.name(event.winner))
    won = t("soob-answer-won", name=who, text=quoted(event.text))
    settled = ShowStatus(answer_key(event.message_id), won)  # its «Оспорить» goes away
    said = t("soob-turn-won", name=who, text=quoted(event.text), count=len(event.cards), points=event.points,
             cards=cards_tail(event.cards, view))
    if not ending:
        said += " " + t("soob-next-opener", opener=escape(view.name(event.next_opener)))
    return [settled, SendText(said)]


def no_answer_text(event: NoAnswer, view: View, *, ending: bool) -> str:
    t = view.t
    letter = escape(event.letter or "")
    head = t(f"soob-no-answer-{event.reason}", letter=letter)
    if ending:
        return head  # no next turn: the stack stays with nobody
    tail = t("soob-stack-stays", count=len(event.open_stack), points=sum(map(card_points, event.open_stack)))
    return f"{head}\n{tail} {t('soob-opens-again', opener=escape(view.name(event.next_opener)))}"


def final_text(event: GameOver, view: View) -> str:
    t = view.t
    lines = [t(f"soob-over-{event.reason}"), t("soob-final-title")]
    for tally in sorted(event.tallies, key=lambda x: -x.score):
        won = final_cards(tally.won, view) if tally.won else t("soob-no-cards")
        line = t("soob-final-line", name=escape(view.name(tally.player_id)), score=tally.score,
                 count=len(tally.won), cards=won)
        if tally.penalty_letters:
            letters = ", ".join(escape(letter) for letter in tally.penalty_letters)
            points = PENALTY_LETTER_POINTS * len(tally.penalty_letters)
            line += "; " + t("soob-final-penalty", letters=letters, points=points)
        lines.append(line)
    names = ", ".join(escape(view.name(p)) for p in event.winners)
    lines.append(t("soob-final-winners", count=len(event.winners), names=names))
    return "\n".join(lines)



def final_cards(won: Sequence[str], view: View) -> str:
    """A few cards by name; a long haul as the number of categories and the specials by name,
    so the final message stays a scoreboard rather than a wall of category texts."""
    if len(won) <= NAMED_CARDS:
        return cards_list(won, view)
    specials = [card for card in won if card in SPECIALS]
    categories = view.t("soob-final-categories", count=len(won) - len(specials))
    return CARD_SEPARATOR.join([categories, *([cards_list(specials, view)] if specials else [])])
