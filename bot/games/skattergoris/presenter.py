"""How Скаттергорис reads in Telegram: engine events in, messages, sheets, polls and edits out.

In the group: the round post, a countdown edited in place, the table of answers, a review
status with «Оспорить» / «Готово», a poll per challenge and the scores. In each player's
private chat: the answer sheet, edited in place as answers come, and the challenge picker
(category, then answer) that «Оспорить» opens there — choices only, so `menu` answers it from
the engine's state without a move.
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape
from typing import assert_never

from bot.games.actions import (
    Action,
    Alert,
    Button,
    DeleteChatMessage,
    DeleteStatus,
    Keyboard,
    OpenPoll,
    Remember,
    SendText,
    ShowStatus,
    StopPoll,
)
from bot.games.buttons import ANYONE, ChoicesButton
from bot.games.presenter import Presenter
from bot.games.skattergoris import texts
from bot.games.skattergoris.buttons import FROM_GROUP, PickButton
from bot.games.skattergoris.texts import ANSWER_IN_TEXT, SkatView, clip, shown
from engines.core import Command, Event, Refusal, Say
from engines.skattergoris import (
    RECENT_LIST_IDS,
    RECENT_ROUNDS,
    AnswerLeaked,
    Challenge,
    ChallengeClosed,
    ChallengeOpened,
    Done,
    GameEvent,
    GameOver,
    PlayerDone,
    PlayerLeft,
    PlayerReachable,
    PlayerUnreachable,
    Reason,
    ReviewStarted,
    RoundScored,
    RoundStarted,
    SheetRow,
    SheetShown,
    Skattergoris,
    SkattergorisSettings,
    game_events,
)

# A private answer that came too late or from outside the round is told in the private chat.
LATE_ANSWER = {Reason.TIME_IS_UP: "skat-late", Reason.BEFORE_ROUND: "skat-before-round",
               Reason.NOT_IN_ROUND: "skat-not-in-round"}


def countdown_key(round_no: int) -> str:
    return f"countdown:{round_no}"


def sheet_key(round_no: int) -> str:
    return f"sheet:{round_no}"


def review_key(round_no: int) -> str:
    return f"review:{round_no}"


def picker_key(round_no: int) -> str:
    return f"picker:{round_no}"


class SkattergorisPresenter(Presenter[Skattergoris, SkattergorisSettings]):
    def present(self, events: Sequence[Event], view: SkatView) -> list[Action]:
        # The platform's «Итоги» follow the game's end with the totals: the last round's scores
        # need not repeat them.
        final = any(isinstance(event, GameOver) for event in (*events, *view.events))
        actions: list[Action] = []
        for event in game_events(events):
            actions += self._event(event, view, final)
        return actions

    def _event(self, event: GameEvent, view: SkatView, final: bool) -> list[Action]:
        match event:
            case RoundStarted():
                return round_started(event, view)
            case SheetShown():
                return [sheet(event, view), *no_such_row(event, view)]
            case PlayerDone():
                return player_done(event, view)
            case AnswerLeaked():
                told = view.t("skat-answer-in-group", name=escape(view.name(event.player_id)))
                return [DeleteChatMessage(event.message_id), SendText(told)]
            case PlayerUnreachable():
                return [SendText(view.t("skat-unreachable", name=escape(view.name(event.player_id))))]
            case PlayerReachable():
                key = "skat-reachable-sheet" if event.sheet_resent else "skat-reachable"
                return [SendText(view.t(key, name=escape(view.name(event.player_id))))]
            case PlayerLeft():
                return [SendText(view.t("skat-player-left", name=escape(view.name(event.player_id))))]
            case ReviewStarted():
                return review_started(event, view)
            case ChallengeOpened():
                return challenge_opened(event, view)
            case ChallengeClosed():
                return challenge_closed(event, view)
            case RoundScored():
                return round_scored(event, view, final)
            case GameOver():
                return [SendText(game_over_text(event, view))]
            case _:
                assert_never(event)

    def refusal(self, command: Command, refusal: Refusal, view: SkatView) -> list[Action]:
        """A late private answer is told why in private; a refused challenge too, in the private chat
        where its picker is. Group chatter and uncounted votes say nothing."""
        reason = refusal.reason
        late = LATE_ANSWER.get(reason) if isinstance(reason, Reason) else None
        if isinstance(command, Say) and command.private and late is not None:
            return [SendText(view.t(late), to=command.player_id)]
        if isinstance(command, Challenge):
            said = self.button_refusal(command, refusal, view)
            return [SendText(said, to=command.player_id)] if said else []
        return []

    def resume(self, engine: Skattergoris, view: SkatView) -> list[Action]:
        """After a restart: the countdown's readings still to come (they were kept in memory only)."""
        if engine.phase != "answering":
            return []
        return countdown_readings(engine.round_no, engine.answers_deadline, view)

    def stopped(self, engine: Skattergoris, view: SkatView) -> list[Action]:
        """/stop mid-round: the countdown must not freeze at «Осталось 0:30», and the sheets' and the
        review's buttons go (pressed, they could only say the game is over)."""
        if engine.phase not in ("answering", "review"):
            return []
        round_no, stopped = engine.round_no, view.t("skat-stopped")
        if engine.phase == "answering":
            actions: list[Action] = [ShowStatus(countdown_key(round_no), stopped)]
            for player in engine.round_players:
                final = engine.sheet_view(player)
                actions.append(ShowStatus(sheet_key(round_no), texts.sheet_text(final, view, footer=stopped),
                                          to=player))
            return actions
        return [ShowStatus(review_key(round_no), stopped),
                *(DeleteStatus(picker_key(round_no), to=player) for player in engine.round_players)]

    def secrets(self, engine: Skattergoris, player_id: int, view: SkatView) -> list[Action]:
        """While the round is answered: the player's sheet as it stands."""
        if engine.phase != "answering" or player_id not in engine.round_players:
            return []
        return [sheet(engine.sheet_view(player_id), view)]

    def menu(self, button: ChoicesButton, player_id: int, engine: Skattergoris, view: SkatView
             ) -> list[Action] | None:
        """«Оспорить» and the picker: a keyboard of categories, then of that row's answers."""
        if not isinstance(button, PickButton):
            return None
        if engine.phase != "review" or button.round != engine.round_no:
            return [SendText(view.t("skat-pick-stale"), to=player_id)]
        round_no = engine.round_no
        if not 1 <= button.row <= len(engine.categories):
            text = view.t("skat-pick-category", round=round_no, letter=engine.letter)
            picker = ShowStatus(picker_key(round_no), text, category_keyboard(engine), to=player_id)
            if button.row == FROM_GROUP:  # pressed in the group: say where the choice went
                return [picker, Alert(player_id, view.t("skat-pick-sent"), popup=False)]
            return [picker]
        row = engine.review_table()[button.row - 1]
        answers = answer_keyboard(engine, row.row, player_id, view)
        text_key = "skat-pick-answer" if len(answers) > 1 else "skat-pick-nothing"
        text = view.t(text_key, row=row.row, category=escape(row.category))
        return [ShowStatus(picker_key(round_no), text, answers, to=player_id)]


# ---- the round ------------------------------------------------------------------------------


def countdown_readings(round_no: int, answers_deadline: float, view: SkatView) -> list[Action]:
    """The countdown's later readings; those before now (above the round's timer) are skipped."""
    return [
        ShowStatus(countdown_key(round_no), texts.countdown_text(view, mark), at=answers_deadline - mark)
        for mark in texts.COUNTDOWN_MARKS
    ]


def round_started(event: RoundStarted, view: SkatView) -> list[Action]:
    # Sheets inside the group may not reach a player (an ephemeral message is not guaranteed): the
    # round post shows each their own again.
    mine = ((Button(view.t("skat-my-sheet"), secrets=True),),) if view.secrets_in_group else None
    return [
        Remember(RECENT_LIST_IDS, event.list_id, RECENT_ROUNDS),
        SendText(texts.round_post(event, view), keyboard=mine),
        # The whole time first: «Время пошло!» alone left players guessing how long they had.
        ShowStatus(countdown_key(event.round_no), view.t("skat-countdown-start",
                                                          time=texts.clock_text(event.timer))),
        *countdown_readings(event.round_no, event.answers_deadline, view),
    ]


def sheet(event: SheetShown, view: SkatView) -> ShowStatus:
    keyboard: Keyboard | None = None
    if not event.done:
        done = Done(player_id=ANYONE, round=event.round_no, phase="answering")
        keyboard = ((Button(view.t("skat-done"), press=done),),)
    return ShowStatus(sheet_key(event.round_no), texts.sheet_text(event, view), keyboard, to=event.player_id)


def player_done(event: PlayerDone, view: SkatView) -> list[Action]:
    waiting = ", ".join(view.name(p) for p in event.waiting_for)  # a toast is plain text
    toast = Alert(event.player_id, view.t("skat-done-toast", count=len(event.waiting_for), waiting=waiting),
                  popup=False)
    if event.phase == "answering":
        if view.secrets_in_group:
            # The sheet, edited to «✅ Лист сдан.», is right there and the toast names who is awaited:
            # one more message for this player would only spend the group's writes.
            return [toast]
        said = view.t("skat-sheet-handed-in", count=len(event.waiting_for),
                      waiting=texts.names(view, event.waiting_for))
        return [SendText(said, to=event.player_id), toast]
    return [review_status(event.round_no, event.waiting_for, view), toast]


def no_such_row(event: SheetShown, view: SkatView) -> list[Action]:
    """A line numbered with a row the sheet does not have («13 Икринка»): told, not filed anywhere."""
    return [SendText(view.t("skat-no-such-row", number=str(line.number), rows=len(event.rows),
                            text=escape(shown(line.text, texts.SHEET_ANSWER))), to=event.player_id)
            for line in event.no_such_row]


def review_status(round_no: int, waiting: Sequence[int], view: SkatView) -> ShowStatus:
    keyboard: Keyboard = ((
        Button(view.t("skat-challenge"), press=PickButton(round=round_no, row=FROM_GROUP)),
        Button(view.t("skat-done"), press=Done(player_id=ANYONE, round=round_no, phase="review")),
    ),)
    text = view.t("skat-review-status", count=len(waiting), waiting=texts.names(view, waiting))
    return ShowStatus(review_key(round_no), text, keyboard)


def review_started(event: ReviewStarted, view: SkatView) -> list[Action]:
    t = view.t
    title = t("skat-table-title", round=event.round_no, letter=event.letter)
    actions: list[Action] = [
        ShowStatus(countdown_key(event.round_no), t(f"skat-countdown-over-{event.reason}")),
        SendText(texts.table_text(title, event.table, view)),
    ]
    # Each sheet shown as it was taken, without its «Готово»: answering is over.
    for player in {entry.player_id for row in event.table for entry in row.entries}:
        rows = tuple(
            SheetRow(row.row, row.category, entry.answer, entry.status == "wrong-letter")
            for row in event.table for entry in row.entries if entry.player_id == player
        )
        final = SheetShown(player, event.round_no, event.letter, rows, done=True)
        actions.append(ShowStatus(sheet_key(event.round_no), texts.sheet_text(final, view), to=player))
    if event.players:
        actions.append(review_status(event.round_no, event.players, view))
    return actions


def category_keyboard(engine: Skattergoris) -> Keyboard:
    buttons = [
        Button(clip(f"{number}. {category}", texts.BUTTON_TEXT),
               press=PickButton(round=engine.round_no, row=number))
        for number, category in enumerate(engine.categories, start=1)
    ]
    return tuple(tuple(buttons[i:i + 2]) for i in range(0, len(buttons), 2))


def answer_keyboard(engine: Skattergoris, row: int, player: int, view: SkatView) -> Keyboard:
    """The row's answers by the others; struck ones stay (pressing one is refused politely).

    The player's own answer is offered only when marked ⚠️: that one they may defend.
    """
    rows: list[tuple[Button, ...]] = []
    for entry in engine.review_table()[row - 1].entries:
        own = entry.player_id == player
        if entry.answer is None or (own and entry.status != "wrong-letter"):
            continue
        mark = {"duplicate": "✗ ", "repeat": "✗ ", "wrong-letter": "⚠️ "}.get(entry.status, "")
        whose = view.t("skat-pick-defend") if own else view.name(entry.player_id)
        press = Challenge(player_id=ANYONE, round=engine.round_no, row=row, author=entry.player_id)
        rows.append((Button(texts.answer_label(mark, entry.answer, whose), press=press),))
    rows.append((Button(view.t("skat-pick-back"), press=PickButton(round=engine.round_no)),))
    return tuple(rows)


# ---- challenges -----------------------------------------------------------------------------


def challenge_opened(event: ChallengeOpened, view: SkatView) -> list[Action]:
    t = view.t
    who, challenger = escape(view.name(event.player_id)), escape(view.name(event.challenger_id))
    answer, category = escape(shown(event.answer, ANSWER_IN_TEXT)), escape(event.category)
    question = texts.poll_question(view, event.answer, event.player_id, event.category)
    defence = event.challenger_id == event.player_id
    opened = "skat-defence-opened" if defence else "skat-challenge-opened"
    return [
        Alert(event.challenger_id, t("skat-challenge-toast"), popup=False),
        SendText(t(opened, challenger=challenger, name=who, answer=answer, category=category)),
        OpenPoll(event.vote_id, question, (t("skat-yes"), t("skat-no"))),
        ShowStatus(picker_key(event.round_no),
                   t("skat-pick-defended" if defence else "skat-pick-done",
                     name=who, answer=answer, category=category), to=event.challenger_id),
    ]


def challenge_closed(event: ChallengeClosed, view: SkatView) -> list[Action]:
    t = view.t
    key = "skat-challenge-accepted" if event.accepted else "skat-challenge-rejected"
    yes, no = len(event.yes), len(event.no)
    if event.challenged_vote_dropped:
        # The counts as the poll showed them: the dropped vote was on the side now one short
        # («да — 0, нет — 1» under a poll that read 1 : 1 looked like a miscount).
        yes, no = (yes + 1, no) if yes < no else (yes, no + 1)
    name, answer = escape(view.name(event.player_id)), escape(shown(event.answer, ANSWER_IN_TEXT))
    lines = [t(key, name=name, answer=answer, yes=yes, no=no)]
    if event.challenged_vote_dropped:
        lines.append(t("skat-challenge-vote-dropped", name=name))
    elif event.yes and len(event.yes) == len(event.no):
        lines.append(t("skat-challenge-tie", name=name))  # the challenged did not vote: the tie stays
    elif not event.yes and not event.no:
        lines.append(t("skat-challenge-no-votes"))
    return [StopPoll(event.vote_id), SendText("\n".join(lines))]


# ---- scores ---------------------------------------------------------------------------------


def round_scored(event: RoundScored, view: SkatView, final: bool = False) -> list[Action]:
    """The round's points; the totals too, unless they say nothing new (after round 1 they are the
    round's points; after the last round the platform's «Итоги» list them)."""
    t = view.t
    lines = [t("skat-round-scores", round=event.round_no, letter=event.letter),
             *texts.scores_lines(view, event.round_scores)]
    if not final and event.totals != event.round_scores:
        lines += ["", t("skat-totals"), *texts.scores_lines(view, event.totals)]
    # The private challenge pickers go: their buttons could do nothing any more (a stale button
    # that only answers «the review is over» is a trap), and deleting one never shown is a no-op.
    pickers: list[Action] = [DeleteStatus(picker_key(event.round_no), to=player)
                             for player in sorted({*event.round_scores, *event.totals})]
    return [
        ShowStatus(review_key(event.round_no), t("skat-review-over", round=event.round_no)),
        *pickers,
        SendText("\n".join(lines)),
    ]


def game_over_text(event: GameOver, view: SkatView) -> str:
    t = view.t
    lines = [t(f"skat-game-over-{event.reason}", rounds=len(event.round_scores), count=len(event.letters),
               letters=", ".join(event.letters), left=len(event.remaining),
               names=texts.names(view, event.remaining))]
    for number, scores in enumerate(event.round_scores, start=1):
        cells = ", ".join(f"{escape(view.name(p))} {points}" for p, points in
                          sorted(scores.items(), key=lambda item: (-item[1], view.name(item[0]))))
        lines.append(t("skat-game-over-round", round=number, scores=cells))
    if len(event.winners) > 1:
        lines.append(t("skat-shared-win", names=texts.names(view, event.winners)))
    return "\n".join(lines)
