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
from typing import Any

from bot.games.actions import (
    Action,
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
from bot.games.skattergoris import texts
from bot.games.spec import View
from engines.core import Command, Press, Refusal, Say, Vote
from engines.skattergoris import (
    CHALLENGE,
    DONE,
    RECENT_ROUNDS,
    ChallengeClosed,
    ChallengeOpened,
    GameOver,
    PlayerDone,
    PlayerLeft,
    ReviewStarted,
    RoundScored,
    RoundStarted,
    SheetRow,
    SheetShown,
    Skattergoris,
    challenge_arg,
    done_arg,
    parse_message,
)

PICK = "pick"  # «Оспорить» and the picker's buttons: choices, not moves
RECENT_LISTS = "recent_list_ids"  # the chat's memory: lists played lately (`Skattergoris.new`)

# Refusals of a challenge, each told privately to the challenger in a sentence of its own.
CHALLENGE_REFUSALS = ("answer-struck", "own-answer", "no-answer", "already-challenged", "review-over",
                      "not-reviewing", "stale-button", "bad-challenge")
# Refusals of «Готово» the presser is told the reason of: `skat-refused-done-<reason>`.
DONE_REFUSALS = ("stale-button", "not-in-round", "already-done")
LATE_ANSWER = {"time-is-up": "skat-late", "before-round": "skat-before-round",
               "not-in-round": "skat-not-in-round"}


def countdown_key(round_no: int) -> str:
    return f"countdown:{round_no}"


def sheet_key(round_no: int) -> str:
    return f"sheet:{round_no}"


def review_key(round_no: int) -> str:
    return f"review:{round_no}"


def picker_key(round_no: int) -> str:
    return f"picker:{round_no}"


def looks_like_answer(text: str) -> bool:
    """A group message with a numbered sheet line («3 Кит»): an answer posted in the wrong chat.

    Plain chat in the group («ну и буква!») is left alone: only what reads as a sheet is deleted.
    """
    return any(line.row is not None for line in parse_message(text))


class SkattergorisPresenter:
    def present(self, events: Sequence[Any], view: View) -> list[Action]:
        actions: list[Action] = []
        # The platform's «Итоги» follow the game's end with the totals: the last round's scores
        # need not repeat them.
        final = any(isinstance(event, GameOver) for event in events)
        for event in events:
            actions += self._event(event, view, final)
        return actions

    def _event(self, event: Any, view: View, final: bool = False) -> list[Action]:
        if isinstance(event, RoundStarted):
            return round_started(event, view)
        if isinstance(event, SheetShown):
            return [sheet(event, view)]
        if isinstance(event, PlayerDone):
            return player_done(event, view)
        if isinstance(event, PlayerLeft):
            return [SendText(view.t("skat-player-left", name=escape(view.name(event.player_id))))]
        if isinstance(event, ReviewStarted):
            return review_started(event, view)
        if isinstance(event, ChallengeOpened):
            return challenge_opened(event, view)
        if isinstance(event, ChallengeClosed):
            return challenge_closed(event, view)
        if isinstance(event, RoundScored):
            return round_scored(event, view, final)
        if isinstance(event, GameOver):
            return [SendText(game_over_text(event, view))]
        return []

    def refusal(self, command: Command, refusal: Refusal, view: View) -> list[Action]:
        reason = refusal.reason
        if isinstance(command, Say):
            if reason == "answer-in-group":
                if not looks_like_answer(command.text):
                    return []
                told = view.t("skat-answer-in-group", name=escape(view.name(command.player_id)))
                return [DeleteChatMessage(command.message_id), SendText(told)]
            if reason in LATE_ANSWER and command.private:
                return [SendText(view.t(LATE_ANSWER[reason]), to=command.player_id)]
            return []
        if isinstance(command, Press) and command.action == CHALLENGE and reason in CHALLENGE_REFUSALS:
            if reason == "answer-struck" and refusal.details.get("status") == "repeat":
                reason = "answer-repeat"  # struck as the player's own repeat, not as another's match
            return [SendText(view.t(f"skat-challenge-{reason}"), to=command.player_id)]
        if isinstance(command, Vote):
            return []  # non-players' and late votes are simply not counted
        return []

    def button_refusal(self, command: Press, refusal: Refusal, view: View) -> str | None:
        """The presser's short answer to a refused button: why not (plain text, no HTML)."""
        reason = refusal.reason
        if command.action == CHALLENGE and reason in CHALLENGE_REFUSALS:
            if reason == "answer-struck" and refusal.details.get("status") == "repeat":
                reason = "answer-repeat"
            return view.t(f"skat-challenge-{reason}")
        if command.action == DONE and reason in DONE_REFUSALS:
            return view.t(f"skat-refused-done-{reason}")
        if reason in ("not-a-player", "game-over"):
            return view.t(f"skat-refused-{reason}")
        return None

    def resume(self, engine: Any, view: View) -> list[Action]:
        """After a restart: the countdown's readings still to come (they were kept in memory only)."""
        if not isinstance(engine, Skattergoris) or engine.phase != "answering":
            return []
        return countdown_readings(engine.round_no, engine.answers_deadline, view)

    def stopped(self, engine: Any, view: View) -> list[Action]:
        """/stop mid-round: the countdown must not freeze at «Осталось 0:30», and the sheets' and the
        review's buttons go (pressed, they could only say the game is over)."""
        if not isinstance(engine, Skattergoris) or engine.phase not in ("answering", "review"):
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

    def menu(self, command: Press, engine: Any, view: View) -> list[Action] | None:
        """«Оспорить» and the picker: a keyboard of categories, then of that row's answers."""
        if command.action != PICK:
            return None
        round_no, _, row_text = command.arg.partition(":")
        player = command.player_id
        if (not isinstance(engine, Skattergoris) or engine.phase != "review"
                or round_no != str(engine.round_no)):
            return [SendText(view.t("skat-pick-stale"), to=player)]
        round_ = engine.round_no
        if not row_text.isdigit() or not 1 <= int(row_text) <= len(engine.categories):
            text = view.t("skat-pick-category", round=round_, letter=engine.letter)
            return [ShowStatus(picker_key(round_), text, category_keyboard(engine, view), to=player)]
        row = engine.review_table()[int(row_text) - 1]
        answers = answer_keyboard(engine, row.row, player, view)
        text_key = "skat-pick-answer" if len(answers) > 1 else "skat-pick-nothing"
        text = view.t(text_key, row=row.row, category=escape(row.category))
        return [ShowStatus(picker_key(round_), text, answers, to=player)]


# ---- the round ------------------------------------------------------------------------------


def countdown_readings(round_no: int, answers_deadline: float, view: View) -> list[Action]:
    """The countdown's later readings; those before now (above the round's timer) are skipped."""
    return [
        ShowStatus(countdown_key(round_no), texts.countdown_text(view, mark), at=answers_deadline - mark)
        for mark in texts.COUNTDOWN_MARKS
    ]


def round_started(event: RoundStarted, view: View) -> list[Action]:
    return [
        Remember(RECENT_LISTS, event.list_id, RECENT_ROUNDS),
        SendText(texts.round_post(event, view)),
        # The whole time first: «Время пошло!» alone left players guessing how long they had.
        ShowStatus(countdown_key(event.round_no), view.t("skat-countdown-start",
                                                          time=texts.clock_text(event.timer))),
        *countdown_readings(event.round_no, event.answers_deadline, view),
    ]


def sheet(event: SheetShown, view: View) -> ShowStatus:
    keyboard: Keyboard | None = None
    if not event.done:
        keyboard = ((Button(view.t("skat-done"), action=DONE, arg=done_arg(event.round_no, "answering")),),)
    return ShowStatus(sheet_key(event.round_no), texts.sheet_text(event, view), keyboard, to=event.player_id)


def player_done(event: PlayerDone, view: View) -> list[Action]:
    if event.phase == "answering":
        said = view.t("skat-sheet-handed-in", count=len(event.waiting_for),
                      waiting=texts.names(view, event.waiting_for))
        return [SendText(said, to=event.player_id)]
    return [review_status(event.round_no, event.waiting_for, view)]


def review_status(round_no: int, waiting: Sequence[int], view: View) -> ShowStatus:
    keyboard: Keyboard = ((
        Button(view.t("skat-challenge"), action=PICK, arg=str(round_no)),
        Button(view.t("skat-done"), action=DONE, arg=done_arg(round_no, "review")),
    ),)
    text = view.t("skat-review-status", count=len(waiting), waiting=texts.names(view, waiting))
    return ShowStatus(review_key(round_no), text, keyboard)


def review_started(event: ReviewStarted, view: View) -> list[Action]:
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


def category_keyboard(engine: Skattergoris, view: View) -> Keyboard:
    buttons = [
        Button(texts.clip(f"{number}. {category}", texts.BUTTON_TEXT), action=PICK,
               arg=f"{engine.round_no}:{number}")
        for number, category in enumerate(engine.categories, start=1)
    ]
    return tuple(tuple(buttons[i:i + 2]) for i in range(0, len(buttons), 2))


def answer_keyboard(engine: Skattergoris, row: int, player: int, view: View) -> Keyboard:
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
        label = texts.clip(f"{mark}{entry.answer} — {whose}", texts.BUTTON_TEXT)
        arg = challenge_arg(engine.round_no, row, entry.player_id)
        rows.append((Button(label, action=CHALLENGE, arg=arg),))
    rows.append((Button(view.t("skat-pick-back"), action=PICK, arg=str(engine.round_no)),))
    return tuple(rows)


# ---- challenges -----------------------------------------------------------------------------


def challenge_opened(event: ChallengeOpened, view: View) -> list[Action]:
    t = view.t
    who, challenger = escape(view.name(event.player_id)), escape(view.name(event.challenger_id))
    answer, category = escape(event.answer), escape(event.category)
    question = texts.poll_question(view, event.answer, event.player_id, event.category)
    opened = "skat-defence-opened" if event.challenger_id == event.player_id else "skat-challenge-opened"
    return [
        SendText(t(opened, challenger=challenger, name=who, answer=answer, category=category)),
        OpenPoll(event.vote_id, question, (t("skat-yes"), t("skat-no"))),
        ShowStatus(picker_key(event.round_no),
                   t("skat-pick-defended" if event.challenger_id == event.player_id else "skat-pick-done",
                     name=who, answer=answer, category=category), to=event.challenger_id),
    ]


def challenge_closed(event: ChallengeClosed, view: View) -> list[Action]:
    t = view.t
    key = "skat-challenge-accepted" if event.accepted else "skat-challenge-rejected"
    yes, no = len(event.yes), len(event.no)
    if event.challenged_vote_dropped:
        # The counts as the poll showed them: the dropped vote was on the side now one short
        # («да — 0, нет — 1» under a poll that read 1 : 1 looked like a miscount).
        yes, no = (yes + 1, no) if yes < no else (yes, no + 1)
    lines = [t(key, name=escape(view.name(event.player_id)), answer=escape(event.answer), yes=yes, no=no)]
    if event.challenged_vote_dropped:
        lines.append(t("skat-challenge-vote-dropped", name=escape(view.name(event.player_id))))
    elif event.yes and len(event.yes) == len(event.no):
        lines.append(t("skat-challenge-tie"))  # the challenged did not vote: the tie stays
    elif not event.yes and not event.no:
        lines.append(t("skat-challenge-no-votes"))
    return [StopPoll(event.vote_id), SendText("\n".join(lines))]


# ---- scores ---------------------------------------------------------------------------------


def round_scored(event: RoundScored, view: View, final: bool = False) -> list[Action]:
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


def game_over_text(event: GameOver, view: View) -> str:
    t = view.t
    lines = [t(f"skat-game-over-{event.reason}", rounds=len(event.round_scores),
               letters=", ".join(event.letters))]
    for number, scores in enumerate(event.round_scores, start=1):
        cells = ", ".join(f"{escape(view.name(p))} {points}" for p, points in
                          sorted(scores.items(), key=lambda item: (-item[1], view.name(item[0]))))
        lines.append(t("skat-game-over-round", round=number, scores=cells))
    if len(event.winners) > 1:
        lines.append(t("skat-shared-win", names=texts.names(view, event.winners)))
    return "\n".join(lines)
