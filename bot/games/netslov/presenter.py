"""How «Нет слов» reads in the chat.

One status message, the table (`texts.TABLE`), edited in place after every move: the conversation,
the showcase, the deck, the penalties, whose turn it is, and every button of the game. Claims are
answered by short group lines (each refusal explained); a word the dictionary does not know goes to
a non-anonymous poll of the players; the end is one message. A hand is only ever shown in an alert
answering its own player's press: «Мои буквы» (`menu`), or the toast after laying a black letter
(the secret `HandShown`, which is presented alone and may only be addressed to its player).
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape
from typing import assert_never

from bot.games.actions import (
    Action,
    Alert,
    Button,
    DeleteStatus,
    DropButtons,
    Keyboard,
    OpenPoll,
    SendText,
    ShowStatus,
    StopPoll,
)
from bot.games.buttons import ANYONE, ChoicesButton
from bot.games.netslov import verdicts
from bot.games.netslov.buttons import HandButton
from bot.games.netslov.texts import (
    TABLE,
    NetSlovView,
    hand_text,
    names,
    table_keyboard,
    table_text,
    word_text,
)
from bot.games.presenter import Presenter
from engines.core import Command, Event, Refusal, Say
from engines.netslov import (
    CardDrawn,
    CardLaid,
    ChoiceOffered,
    ClaimDropped,
    ClaimHeard,
    ClaimRejected,
    ConversationReset,
    GameOver,
    GameStarted,
    HandShown,
    NetSlov,
    NetSlovSettings,
    NextMoverChosen,
    PlayerLeft,
    PlayFromHand,
    Reason,
    TableShown,
    TurnPassed,
    VoteClosed,
    VoteOpened,
    WordCharged,
    game_events,
)

HAND = "hand"  # a player's hand, when secrets stay in the group (an ephemeral message)

# A refused claim worth answering in the group; anything else refused is chatter (silence).
SAID_REFUSALS = (Reason.NO_WORD, Reason.AGAINST_YOURSELF, Reason.NO_ONE_TO_CHARGE, Reason.ALREADY_CLAIMED)


class NetSlovPresenter(Presenter[NetSlov, NetSlovSettings]):
    def present(self, events: Sequence[Event], view: NetSlovView) -> list[Action]:
        actions: list[Action] = []
        passed = [e.player_id for e in events if isinstance(e, TurnPassed)]
        vote: VoteClosed | None = None  # the tally goes with the verdict that follows it
        seated: list[int] = []  # the players still in, from the latest table
        ending = any(isinstance(e, GameOver) for e in events)
        heard_only = all(isinstance(e, ClaimHeard | TableShown) for e in events)
        over: ShowStatus | None = None  # the last table of a game that ends here
        for index, event in enumerate(game_events(events)):
            match event:
                case GameStarted():
                    actions.append(SendText(started_text(event, view)))
                case HandShown():
                    in_group = view.secrets_in_group
                    actions += [hand_status(event, view)] if in_group else hand_after_play(event, view)
                case CardLaid():
                    if view.secrets_in_group and not event.from_hand:
                        # A red letter: no draw, so the hand is not shown anew; its buttons were this turn's.
                        actions.append(DropButtons(HAND, to=event.player_id))
                case ClaimHeard():
                    if event.waits_for_vote:
                        actions.append(SendText(view.t("netslov-claim-waits", word=word_text(event.word))))
                case VoteOpened():
                    actions.append(poll(event, view))
                case VoteClosed():
                    actions.append(StopPoll(event.vote_id))
                    vote = None if event.cancelled else event
                case WordCharged():
                    follows = events[index + 1:index + 3]
                    tally = vote if event.by_vote else None
                    actions.append(SendText(charged(event, follows, view, tally, ending=ending)))
                    vote = None
                case ClaimRejected():
                    by_vote = vote if event.by_vote else None
                    actions.append(SendText(verdicts.rejected_text(event, view, vote=by_vote)))
                    vote = None
                case ClaimDropped():
                    actions.append(SendText(verdicts.dropped_text(event, view)))
                case PlayerLeft():
                    actions.append(SendText(view.t("netslov-left", name=escape(view.name(event.player_id)))))
                case TableShown():
                    seated = list(event.penalties)
                    text = table_text(event, view, passed=passed)
                    shown = ShowStatus(TABLE, text, table_keyboard(event, view))
                    if ending:
                        over = shown  # after the result: the verdict and the result are one message
                    # A claim just heard is decided within seconds: the table after it says what came of it.
                    elif not (event.phase == "judging" and heard_only):
                        actions.append(shown)
                case GameOver():
                    actions.append(SendText(verdicts.final_text(event, view, seated)))
                case CardDrawn() | TurnPassed() | ConversationReset() | ChoiceOffered() | NextMoverChosen():
                    pass  # the table that follows shows them (a charge's line names the reset and the choice)
                case _:
                    assert_never(event)
        # issue 26: the board's «🏁 Игра окончена.» never stands without the winner, even for
        # the seconds the group's flood budget may hold the next write back.
        if over is not None:
            actions.append(over)  # the hands were shown as they end (`HandShown.final`), buttonless
        return actions

    def refusal(self, command: Command, refusal: Refusal, view: NetSlovView) -> list[Action]:
        """A claim that cannot be judged is told why; chatter and refused votes get silence."""
        if not isinstance(command, Say) or refusal.reason not in SAID_REFUSALS:
            return []
        word = refusal.details.get("word")
        text = view.t(f"netslov-say-{refusal.reason}", name=escape(view.name(command.player_id)),
                      word=word_text(str(word)) if word is not None else "")
        return [SendText(text)]

    def menu(self, button: ChoicesButton, player_id: int, engine: NetSlov, view: NetSlovView
             ) -> list[Action] | None:
        """«Мои буквы»: the presser's hand, in an alert only they see — and, with secrets kept in the
        group, their hand's message shown anew (it may never have reached them)."""
        if not isinstance(button, HandButton):
            return None
        letters = engine.hand(player_id)
        if not letters:
            return [Alert(player_id, view.t("netslov-hand-empty"))]
        your_turn = engine.phase() == "turn" and engine.state.mover == player_id
        key = "netslov-hand-your-turn" if your_turn else "netslov-hand"
        alert = Alert(player_id, view.t(key, letters=hand_text(letters, view)))
        if not view.secrets_in_group:
            return [alert]
        return [DeleteStatus(HAND, to=player_id), *self.secrets(engine, player_id, view), alert]

    def secrets(self, engine: NetSlov, player_id: int, view: NetSlovView) -> list[Action]:
        """The player's hand, with the play buttons when it is their turn."""
        letters = engine.hand(player_id)
        if engine.is_over() or not letters:
            return []
        your_turn = engine.phase() == "turn" and engine.state.mover == player_id
        return [hand_status(HandShown(player_id, letters, engine.state.turn if your_turn else None), view)]

    def moved(self, engine: NetSlov, view: NetSlovView) -> list[Action]:
        """The group became a supergroup: the table with its buttons in the new chat (issue 26,
        item 5: Нет слов has no timer that would post it, so the game stood still)."""
        if engine.is_over():
            return []
        table = engine.board.table_shown(engine.phase())
        return [ShowStatus(TABLE, table_text(table, view), table_keyboard(table, view))]

    def stopped(self, engine: NetSlov, view: NetSlovView) -> list[Action]:
        """/stop: the table stays as it was, without its buttons (and so do the hands in the group)."""
        table = engine.board.table_shown(engine.phase())
        hands: list[Action] = [DropButtons(HAND, to=player) for player in engine.state.active
                               if view.secrets_in_group]
        return [ShowStatus(TABLE, table_text(table, view, stopped=True)), *hands]


def started_text(event: GameStarted, view: NetSlovView) -> str:
    return view.t("netslov-started", seats=names(event.seats, view).replace(", ", " → "),
                  first=escape(view.name(event.first_mover)), limit=view.settings.penalty_limit)


def hand_status(event: HandShown, view: NetSlovView) -> ShowStatus:
    """With secrets kept in the group: the player's hand as a message only they see, edited after
    every draw; on their turn it carries a button per letter (the turn's: a later press is stale)."""
    letters = hand_text(event.letters, view)
    if event.final:
        return ShowStatus(HAND, view.t("netslov-hand-status-over", letters=letters), to=event.player_id)
    if event.turn is None:
        return ShowStatus(HAND, view.t("netslov-hand-status", letters=letters), to=event.player_id)
    buttons = tuple(Button(view.t("netslov-slot-letter", number=n + 1, letter=letter),
                           press=PlayFromHand(player_id=ANYONE, turn=event.turn, slot=n))
                    for n, letter in enumerate(event.letters))
    keyboard: Keyboard = (buttons,)
    return ShowStatus(HAND, view.t("netslov-hand-status-your-turn", letters=letters), keyboard,
                      to=event.player_id)


def hand_after_play(event: HandShown, view: NetSlovView) -> list[Action]:
    """The new hand in the toast answering the press that laid a black letter and drew another.

    Only then: a hand dealt at the start has no press to answer (its player asks «Мои буквы»)."""
    drew = any(isinstance(e, CardDrawn) and e.player_id == event.player_id for e in view.events)
    if not drew or event.turn is not None or event.final:
        return []
    laid = next((e for e in view.events if isinstance(e, CardLaid) and e.player_id == event.player_id), None)
    letters = hand_text(event.letters, view)
    if laid is None:
        return [Alert(event.player_id, view.t("netslov-hand", letters=letters), popup=False)]
    text = view.t("netslov-hand-after-play", letter=laid.card.letter, letters=letters)
    return [Alert(event.player_id, text, popup=False)]


def charged(event: WordCharged, follows: Sequence[Event], view: NetSlovView, vote: VoteClosed | None, *,
            ending: bool) -> str:
    """The charge, said with what the engine did right after it: a new conversation, the choice.

    A word that ends the game opens no new conversation worth telling about."""
    reset = next((e for e in follows if isinstance(e, ConversationReset)), None)
    choice = next((e for e in follows if isinstance(e, ChoiceOffered)), None)
    return verdicts.charged_text(event, view, vote=vote, reset=None if ending else reset, choice=choice)


def poll(event: VoteOpened, view: NetSlovView) -> OpenPoll:
    """Option 0 accepts the word, option 1 rejects it (the engine's YES, NO)."""
    key = "netslov-poll-question-doubtful" if event.doubtful else "netslov-poll-question"
    question = view.t(key, word=event.word.upper(), name=view.name(event.against))
    return OpenPoll(event.vote_id, question, (view.t("netslov-poll-yes"), view.t("netslov-poll-no")))
