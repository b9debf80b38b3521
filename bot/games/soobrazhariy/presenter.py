"""How a game of Соображарий reads in the chat.

A standard turn is one group message, edited once, always at the bottom of the chat where people
read (Telegram allows a group 20 writes a minute, edits included): an answer named as the candidate
gets a message of its own with «Оспорить» and, under it, the next turn's category
(`CandidateNamed.next_opening`), read while the answer can still be challenged; when the card is
won, that message becomes the award, the category and its letter (the anchor answers are measured
from). So a turn answered without a challenge is two writes: the claim, the award with the letter.
A special card on top keeps the old way: the award with the category, the letter after the pause. If
anything was posted under the message meanwhile (chatter, a poll), the next of these moments is sent
anew at the bottom instead (`ShowStatus.bottom`). «Пропустить» is a message of its own, only when
nobody has answered for a while (`SkipOffered`): the quick turns carry no button to take off again.
A challenge opens a poll — at once, too, when the dictionary knows no word of the answer; its
verdict is edited into the answer's message. «Кто больше?» bidding is one status message per turn
whose buttons change with the bidder; its letter is a message of its own, under the bidding. Refused
answers are ordinary chatter: the bot stays silent in the group — except that an answer written
before its letter is told so privately; a refused button tells the presser why (`button_refusal`),
and a pressed one says it was taken.
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape
from typing import assert_never

from bot.games.actions import (
    Action,
    Alert,
    Button,
    DropButtons,
    Keyboard,
    OpenPoll,
    SendText,
    ShowStatus,
    StopPoll,
)
from bot.games.buttons import ANYONE
from bot.games.presenter import Presenter
from bot.games.soobrazhariy.bidding import bid_status, bidding_key, bidding_status
from bot.games.soobrazhariy.results import award_text, bid_failed_text, final_text, no_answer_text
from bot.games.soobrazhariy.texts import (
    POLL_QUESTION_LIMIT,
    SoobView,
    cards_list,
    cards_tail,
    clipped,
    names,
    quoted,
)
from engines.core import Command, Event, Press, Refusal, Say
from engines.soobrazhariy import ChallengeAnswer, Reason, Settings, Skip, Soobrazhariy
from engines.soobrazhariy.challenge import vote_anchor
from engines.soobrazhariy.events import (
    AnswerJudged,
    AnswerNoted,
    AnswerOvertaken,
    BiddingResumed,
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
    GameEvent,
    GameOver,
    GameStarted,
    LetterClosed,
    LetterOpened,
    NoAnswer,
    PlayAnnounced,
    PlayerLeft,
    SkipOffered,
    SkipPressed,
    SpecialOpened,
    TurnWon,
    game_events,
)
from engines.words import visible_text

# Refusals whose text names a player: the engine gives the id, the toast the name.
NAMING_REFUSALS: dict[str, str] = {Reason.NOT_YOUR_BID: "bidder", Reason.NOT_YOUR_PLAY: "bidder"}
# An answer written before its letter is told so in private: silence would leave its author waiting.
EARLY_ANSWER = {Reason.LETTER_COMING: "soob-early-letter-coming",
                Reason.BEFORE_LETTER: "soob-early-before-letter"}



class SoobrazhariyPresenter(Presenter[Soobrazhariy, Settings]):
    def present(self, events: Sequence[Event], view: SoobView) -> list[Action]:
        # A letter that is over: the answers it leaves lose «Оспорить» first (an award that follows
        # edits one of them), its «Пропустить» goes last (the result and the next category, which
        # people wait for, go first when the flood limits make writes wait).
        closed = [action for e in events if isinstance(e, LetterClosed) for action in letter_closed(e, view)]
        actions: list[Action] = [a for a in closed if not isinstance(a, DropButtons)]
        opened: CategoryOpened | None = None  # said together with the play announced after it
        # The last turn's result must not name who opens next: the game is over.
        ending = any(isinstance(event, GameOver) for event in (*events, *view.events))
        for event in game_events(events):
            match event:
                case CategoryOpened():
                    opened = event
                case PlayAnnounced():
                    if not letter_follows(event, events):
                        actions.append(opening_status(opened, event, view))
                    opened = None
                case TurnWon() if any(isinstance(e, CategoryOpened) and e.award == event for e in events):
                    pass  # said with the next category, in the same message (`opening_status`)
                case _:
                    actions += self._one(event, view, ending=ending)
        return actions + [a for a in closed if isinstance(a, DropButtons)]

    def refusal(self, command: Command, refusal: Refusal, view: SoobView) -> list[Action]:
        """An answer posted before its letter gets a private word (the group hears nothing);
        every other refused message is chatter."""
        key = EARLY_ANSWER.get(refusal.reason) if isinstance(refusal.reason, Reason) else None
        if isinstance(command, Say) and not command.private and key is not None:
            return [SendText(view.t(key, text=quoted(command.text)), to=command.player_id)]
        return []

    def stopped(self, engine: Soobrazhariy, view: SoobView) -> list[Action]:
        """/stop: the open letter's «Пропустить» and the noted answers' «Оспорить» go (pressed, they
        could only say the game is over)."""
        turn = engine.turn
        if turn is None or turn.letter is None:
            return []
        award = turn.award.message_id if turn.award is not None else None
        closed = LetterClosed(turn.number, turn.letter, turn.play, turn.open_answers(), award,
                              skip_offered=turn.skip_shown)
        return letter_closed(closed, view)

    def button_refusal(self, command: Press, refusal: Refusal, view: SoobView) -> str | None:
        """The presser's short answer to a refused button: why not (plain text, no HTML)."""
        field = NAMING_REFUSALS.get(refusal.reason)
        if field is not None:
            player = refusal.details.get(field)
            name = view.name(player) if isinstance(player, int) else "?"
            return view.t(f"soobrazhariy-refused-{refusal.reason}", name=name)
        return super().button_refusal(command, refusal, view)

    def _one(self, event: GameEvent, view: SoobView, *, ending: bool) -> list[Action]:
        name, t = view.name, view.t
        match event:
            case GameStarted():
                players = names(event.players, view)
                return [SendText(t("soob-started", players=players, letters=event.letters))]
            case BiddingStarted():
                first = t("soob-bid-first", name=escape(name(event.bidder)))
                return [bidding_status(event.turn, view, first, event.bidder, event.min_bid, can_pass=False)]
            case BidMade() | BidPassed():
                return [bid_status(event, view)]
            case BiddingResumed():
                goes_on = t("soob-bid-goes-on")
                return [bidding_status(event.turn, view, goes_on, event.bidder, event.min_bid,
                                       can_pass=event.can_pass)]
            case BiddingWon():
                said = t("soob-bidding-won", name=escape(name(event.player_id)), bid=event.bid)
                return [ShowStatus(bidding_key(event.turn), said)]  # the buttons go; the letter follows
            case LetterOpened():
                return [letter_message(event, view)]
            case CandidateNamed():
                return [candidate_status(event, view)]
            case AnswerNoted():
                text = t("soob-noted", name=escape(name(event.player_id)), text=quoted(event.text),
                         counted=event.counted, bid=event.bid)
                keyboard = challenge_keyboard(event.message_id, view)
                return [ShowStatus(answer_key(event.message_id), text, keyboard)]
            case ChallengeOpened():
                return challenge_opened(event, view)
            case ChallengeClosed() | ChallengeDropped():
                # A closed vote's verdict and tally go on the answer's own message (AnswerJudged, next):
                # a message of its own for it would only add to a busy chat and its flood limits.
                return [StopPoll(event.vote_id)]
            case AnswerJudged() | AnswerOvertaken():
                return [answer_settled(event, view)]
            case SkipOffered():
                text = t("soob-skip-offer", letter=escape(event.letter), needed=event.needed)
                offer = skip_keyboard(event.turn, view)
                return [ShowStatus(skips_key(event.turn), text, offer, bottom=True)]
            case SkipPressed():
                who = event.skippers or (event.player_id,)
                text = t("soob-skips", names=names(who, view), skips=event.skips, needed=event.needed)
                toasted = t("soob-skip-toast", skips=event.skips, needed=event.needed)
                toast = Alert(event.player_id, toasted, popup=False)
                buttons = skip_keyboard(event.turn, view) if event.skips < event.needed else None
                return [ShowStatus(skips_key(event.turn), text, buttons), toast]
            case TurnWon():
                return turn_won(event, view, ending=ending)
            case NoAnswer():
                return [SendText(no_answer_text(event, view, ending=ending))]
            case BidFailed():
                return [SendText(bid_failed_text(event, view, ending=ending))]
            case PlayerLeft():
                return [SendText(t("soob-left", name=escape(name(event.player_id))))]
            case GameOver():
                return [SendText(final_text(event, view))]
            case SpecialOpened() | LetterClosed() | CategoryOpened() | PlayAnnounced():
                # A special is said with the category it lies under, and the category with the play
                # announced after it (`present` keeps them); a closed letter is said first.
                return []
            case _:
                assert_never(event)


# -- turn opening --------------------------------------------------------------------------------


def category_text(opened: CategoryOpened | None, play: PlayAnnounced, view: SoobView) -> str:
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
        lines.append(t(f"soob-play-{play.play}", count=play.count_time, wait=play.card_after))
    if play.lower_specials:
        lines.append(t("soob-lower-specials", cards=cards_list(play.lower_specials, view),
                       count=len(play.lower_specials)))
    if play.last_turn:
        lines.append(t("soob-last-turn"))
    return "\n".join(lines)


def turn_key(turn: int) -> str:
    """The turn's message when no win came just before it (the first turn, after a skipped letter)."""
    return f"turn-{turn}"


def opening_key(turn: int, award_message: int | None) -> str:
    """The message a turn opens in: the previous turn's award (the winning answer's message), if any."""
    return answer_key(award_message) if award_message is not None else turn_key(turn)


def opening_status(opened: CategoryOpened | None, play: PlayAnnounced, view: SoobView, *, letter: str = "",
                   keyboard: Keyboard | None = None, anchor: str | None = None) -> ShowStatus:
    """One message per turn: the previous turn's award (edited into its winning answer's message),
    then this turn's category, then its letter — edited in after the pause, or with the award when
    the claim showed the category already (`letter_follows`). Where people read:
    if anything was posted under that message meanwhile, it is sent anew at the bottom."""
    award = opened.award if opened is not None else None
    lines = [award_text(award, view)] if award is not None else []
    lines.append(category_text(opened, play, view) + (f"\n{letter}" if letter else ""))
    key = opening_key(play.turn, award.message_id if award is not None else None)
    return ShowStatus(key, "\n\n".join(lines), keyboard, anchor=anchor, bottom=True)


def letter_follows(play: PlayAnnounced, events: Sequence[Event]) -> bool:
    """The letter comes in the same batch (its category was shown with the claim before): the
    message is written once, with it."""
    return any(isinstance(e, LetterOpened) and e.turn == play.turn and e.opening is not None for e in events)


def letter_key(turn: int) -> str:
    """«Кто больше?»: the letter's own message, under the bidding (the category is far up by then)."""
    return f"letter-{turn}"


def letter_message(event: LetterOpened, view: SoobView) -> ShowStatus:
    t = view.t
    letter = escape(event.letter)
    if event.play == "more" and event.bidder is not None:
        text = t("soob-letter-more", letter=letter, name=escape(view.name(event.bidder)), bid=event.bid or 0)
        # The bidder's minute cannot be skipped.
        return ShowStatus(letter_key(event.turn), text, None, anchor=event.anchor)
    text = t("soob-letter", letter=letter)
    if event.opening is None:  # not from this engine: the letter alone, in the turn's message
        return ShowStatus(turn_key(event.turn), text, anchor=event.anchor, bottom=True)
    return opening_status(*event.opening, view, letter=text, anchor=event.anchor)


def skips_key(turn: int) -> str:
    """The turn's «Пропустить» message, with who has pressed it."""
    return f"skips-{turn}"


def skip_keyboard(turn: int, view: SoobView) -> Keyboard:
    # The turn goes in the button too: a press that comes after the turn is refused as stale.
    return ((Button(view.t("soob-skip"), press=Skip(player_id=ANYONE, turn=turn)),),)


def letter_closed(event: LetterClosed, view: SoobView) -> list[Action]:
    """«Пропустить», if it was offered, loses its button (27 turns must not leave 27 live buttons);
    «Кто больше?»'s answers lose «Оспорить» (the bidder's letter has no «Пропустить»)."""
    answers: list[Action] = [
        ShowStatus(answer_key(message_id), view.t("soob-answer-closed", name=escape(view.name(player)),
                                                  text=quoted(text)))
        for message_id, player, text in event.open_answers
    ]
    if event.play == "more" or not event.skip_offered:
        return answers
    return [DropButtons(skips_key(event.turn)), *answers]


# -- answers and challenges --------------------------------------------------------------------


def answer_key(message_id: int) -> str:
    """The status message naming the answer `message_id` (its «Оспорить» goes once it is decided)."""
    return f"answer-{message_id}"


def challenge_keyboard(message_id: int, view: SoobView) -> Keyboard:
    challenge = ChallengeAnswer(player_id=ANYONE, message_id=message_id)
    return ((Button(view.t("soob-challenge"), press=challenge),),)


def candidate_status(event: CandidateNamed, view: SoobView) -> ShowStatus:
    who, text = escape(view.name(event.player_id)), quoted(event.text)
    if event.count_until_date is None:
        said = view.t("soob-candidate", name=who, text=text)
    else:
        # The real window: the count to overtake it, and when the card goes if nobody does.
        said = view.t("soob-holder", name=who, text=text, count=event.count_time, wait=event.card_after,
                      play=event.play, length=event.beat_length or 0)
    if event.next_opening is not None:
        # The next category, read while the claim can still be challenged: the letter follows the award.
        said += "\n\n" + category_text(*event.next_opening, view)
    return ShowStatus(answer_key(event.message_id), said, challenge_keyboard(event.message_id, view))


def challenge_opened(event: ChallengeOpened, view: SoobView) -> list[Action]:
    """A player's challenge, or the referee's own question when the dictionary knows no word of the
    answer (`challenger` None): the same poll either way."""
    t = view.t
    who, text = escape(view.name(event.author)), quoted(event.text)
    if event.challenger is None:
        said = t("soob-unknown-word", name=who, text=text)
    else:
        said = t("soob-challenged", name=who, text=text, challenger=escape(view.name(event.challenger)))
    status = ShowStatus(answer_key(event.message_id), said)
    # A poll is plain text: nothing escaped, and never past Telegram's 300 characters.
    question = clipped(t("soob-poll-question", text=clipped(visible_text(event.text)),
                         name=view.name(event.author), category=event.category, letter=event.letter),
                       POLL_QUESTION_LIMIT)
    options = (t("soob-poll-accept"), t("soob-poll-reject"))  # option ids = ACCEPT, REJECT
    # Anchored: the vote's time restarts once the poll is out (a send may wait for flood limits).
    actions: list[Action] = [status, OpenPoll(event.vote_id, question, options,
                                              anchor=vote_anchor(event.vote_id))]
    if event.challenger is not None:
        actions.append(Alert(event.challenger, t("soob-challenge-toast"), popup=False))
    return actions


def answer_settled(event: AnswerJudged | AnswerOvertaken, view: SoobView) -> ShowStatus:
    """The message naming an answer, updated once it is out of the running (or voted in)."""
    if isinstance(event, AnswerOvertaken):
        key, votes = "soob-answer-overtaken", (0, 0)
    else:
        key = "soob-answer-accepted" if event.accepted else "soob-answer-rejected"
        votes = (event.accept_votes, event.reject_votes)
    said = view.t(key, name=escape(view.name(event.player_id)), text=quoted(event.text),
                  accept=votes[0], reject=votes[1])
    return ShowStatus(answer_key(event.message_id), said)  # no keyboard: nothing left to challenge


# -- results -----------------------------------------------------------------------------------


def turn_won(event: TurnWon, view: SoobView, *, ending: bool) -> list[Action]:
    """An award with no category after it (the last turn's; any other is said with the next
    category): edited into the winning answer's message, its «Оспорить» gone with the same write."""
    return [ShowStatus(answer_key(event.message_id), award_text(event, view, next_opener=not ending),
                       bottom=True)]
