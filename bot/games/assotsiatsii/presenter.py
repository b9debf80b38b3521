"""How «Ассоциации» reads in Telegram: engine events in; messages, panels, polls and the track out.

In the leader's private chat: the hand as toggle buttons showing the order picked (a status edited
in place), a question with «Оставить» / «Другое слово» when a word's root is unsure, and every
refusal of a word told as a reply. In the group: whose turn it is, the laid words with a timer edited
in place, who is done, the reveal, near-match polls, the round's table and the track (a picture, or
text in text mode). In each guesser's private chat: their list with ✖ per guess and «Готово».

The leader's word reaches the group only in `WordRevealed` and `RoundScored`: every event before the
reveal that carries it is secret (the platform lets its actions reach the leader alone).
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape
from typing import assert_never

from bot.games.actions import (
    Action,
    Button,
    DeleteChatMessage,
    DeleteStatus,
    Keyboard,
    OpenPoll,
    Picture,
    SendText,
    ShowStatus,
    StopPoll,
)
from bot.games.assotsiatsii import texts
from bot.games.assotsiatsii.pictures import track_scene
from bot.games.assotsiatsii.texts import AssocView, clip
from bot.games.assotsiatsii.timer import (
    confirm_key,
    countdown,
    lead_key,
    mine,
    progress,
    progress_key,
    ready_line,
    sheet_key,
    words_key,
)
from bot.games.buttons import ANYONE
from bot.games.presenter import Presenter
from engines.assotsiatsii import (
    Assotsiatsii,
    AssotsiatsiiSettings,
    ChooseAnotherWord,
    ConfirmWord,
    DeckReshuffled,
    Done,
    GameEvent,
    GameOver,
    GameStarted,
    GuessesShown,
    GuessingOpened,
    GuessProgress,
    HandDealt,
    LeaderHand,
    LeaderTurnStarted,
    LeadPassed,
    PlayerLeft,
    PlayerReachability,
    Reason,
    RemoveGuess,
    RoundScored,
    SecretPosted,
    TimerRestarted,
    ToggleCard,
    VoteClosed,
    VoteOpened,
    WordAccepted,
    WordNeedsConfirmation,
    WordRevealed,
    game_events,
)
from engines.assotsiatsii.guessing import waiting_for
from engines.core import Command, Event, Refusal, Say

# Refusals of a private message said back to its author (the rest are chatter, or for buttons only).
SILENT = {Reason.PRIVATE_ONLY, Reason.UNKNOWN_ANCHOR, Reason.NO_SUCH_VOTE, Reason.VOTE_CLOSED,
          Reason.BAD_OPTION, Reason.GAME_OVER}
POSTED = {"draft": "assoc-posted-draft", "word": "assoc-posted-word", "hint": "assoc-posted-hint",
          "guess": "assoc-posted-guess"}


class AssotsiatsiiPresenter(Presenter[Assotsiatsii, AssotsiatsiiSettings]):
    def present(self, events: Sequence[Event], view: AssocView) -> list[Action]:
        actions: list[Action] = []
        for event in game_events(events):
            actions += self._event(event, view)
        return actions

    def _event(self, event: GameEvent, view: AssocView) -> list[Action]:
        t, name = view.t, view.name
        match event:
            case GameStarted():
                order = " → ".join(escape(name(p)) for p in rotation(event))
                return [SendText(t("assoc-started", track=event.track_length, order=order))]
            case HandDealt():
                return hand_dealt(event, view)
            case LeaderTurnStarted():
                return [SendText(t("assoc-turn", round=event.round, name=escape(name(event.leader_id)),
                                   time=texts.duration_text(view, view.settings.leader_time)),
                                 keyboard=mine(view, "assoc-my-cards"))]
            case LeaderHand():
                return lead_panel(event, view)
            case WordNeedsConfirmation():
                return confirm_question(event, view)
            case WordAccepted():
                return word_accepted(event, view)
            case LeadPassed():
                return lead_passed(event, view)
            case GuessingOpened():
                footer = t("assoc-clock", time=texts.clock_text(view.settings.guess_time))
                text = texts.words_text(view, event.round, event.leader_id, event.laid, limit=event.limit,
                                        footer=footer)
                keyboard = mine(view, "assoc-my-guesses")
                return [ShowStatus(words_key(event.round), text, keyboard, anchor=event.anchor)]
            case TimerRestarted():
                return countdown(event.round, event.leader_id, event.laid, event.limit, event.deadline, view)
            case GuessesShown():
                return [sheet(event, view)]
            case GuessProgress():
                return progress(event, view)
            case WordRevealed():
                return revealed(event, view)
            case VoteOpened():
                return vote_opened(event, view)
            case VoteClosed():
                return vote_closed(event, view)
            case RoundScored():
                return round_scored(event, view)
            case SecretPosted():
                return secret_posted(event, view)
            case PlayerLeft():
                return [SendText(t("assoc-player-left", name=escape(name(event.player_id))))]
            case PlayerReachability():
                return reachability(event, view)
            case DeckReshuffled():
                return [SendText(t("assoc-deck-reshuffled", cards=event.cards))]
            case GameOver():
                return [] if event.reason == "finished" else [SendText(t(f"assoc-over-{event.reason}"))]
            case _:
                assert_never(event)

    def refusal(self, command: Command, refusal: Refusal, view: AssocView) -> list[Action]:
        """A refused private message is answered there with the exact reason (a leader's word, a late or
        a fourth guess); group chatter and refused votes say nothing."""
        if not isinstance(command, Say) or not command.private or refusal.reason in SILENT:
            return []
        args = {name: value for name, value in refusal.details.items() if isinstance(value, str | int)}
        if refusal.reason == Reason.NOT_GUESSING:
            return [SendText(view.t("assoc-not-guessing-yet"), to=command.player_id)]
        key = f"assotsiatsii-refused-{refusal.reason}"
        if refusal.reason == Reason.TOO_MANY_GUESSES and args.get("free") == args.get("limit"):
            key = "assoc-too-many-guesses"  # nothing on the list yet: the message alone is too long
        return [SendText(escape(view.t(key, **args)), to=command.player_id)] if view.has(key) else []

    def resume(self, engine: Assotsiatsii, view: AssocView) -> list[Action]:
        """After a restart: the timer's readings still to come (they were kept in memory only)."""
        s = engine.state
        r = s.current
        if s.phase not in ("guessing", "final") or r is None:
            return []
        writing = [seat.id for seat in s.seats if seat.id in r.sheets and not seat.left]
        done = [player_id for player_id in writing if r.sheets[player_id].done]
        ready = ready_line(view, done, waiting_for(s))
        return countdown(r.number, r.leader_id, r.laid, s.settings.max_guesses, r.deadline, view, ready=ready)

    def secrets(self, engine: Assotsiatsii, player_id: int, view: AssocView) -> list[Action]:
        """The leader's panel (and the open question about their word), a guesser's list, or the
        player's cards: what the engine says they alone may see now."""
        actions: list[Action] = []
        for event in engine.secrets(player_id):
            if isinstance(event, LeaderHand):
                actions += lead_panel(event, view)
            elif isinstance(event, WordNeedsConfirmation):
                actions += confirm_question(event, view)
            elif isinstance(event, GuessesShown):
                actions.append(sheet(event, view))
            elif isinstance(event, HandDealt):
                cards = ", ".join(escape(card) for card in event.cards)
                actions.append(SendText(view.t("assoc-hand", cards=cards), to=player_id))
        return actions

    def stopped(self, engine: Assotsiatsii, view: AssocView) -> list[Action]:
        """/stop: the timer must not freeze at «Осталось 0:30», and private buttons go (pressed, they
        could only say the game is over)."""
        s, t = engine.state, view.t
        actions: list[Action] = []
        if s.phase == "leading" and s.turn is not None:
            actions += [ShowStatus(lead_key(s.round), t("assoc-lead-stopped"), to=s.turn.leader_id),
                        DeleteStatus(confirm_key(s.round), to=s.turn.leader_id)]
        r = s.current
        if s.phase in ("guessing", "final") and r is not None:
            text = texts.words_text(view, r.number, r.leader_id, r.laid, limit=s.settings.max_guesses,
                                    footer=t("assoc-clock-stopped"), help_line=False)
            actions.append(ShowStatus(words_key(r.number), text))
            for player_id, paper in r.sheets.items():
                shown = GuessesShown(player_id, r.number, tuple(paper.guesses), paper.revision,
                                     s.settings.max_guesses, paper.done, r.deadline, laid=tuple(r.laid),
                                     final=r.final)
                actions.append(ShowStatus(sheet_key(r.number), texts.sheet_text(
                    view, shown, footer=t("assoc-sheet-stopped")), to=player_id))
        return actions


# ---- the leader's turn --------------------------------------------------------------------------


def rotation(event: GameStarted) -> list[int]:
    """The order of leaders: from the first drawn, on in join order."""
    players = list(event.players)
    first = players.index(event.first_leader_id) if event.first_leader_id in players else 0
    return players[first:] + players[:first]


def hand_dealt(event: HandDealt, view: AssocView) -> list[Action]:
    """A player's cards. The leader who starts now sees them on the panel instead."""
    leads_now = any(isinstance(e, LeaderTurnStarted) and e.leader_id == event.player_id for e in view.events)
    if leads_now:
        return []
    cards = ", ".join(escape(card) for card in event.cards)
    start = any(isinstance(e, GameStarted) for e in view.events)
    key = "assoc-hand" if start else "assoc-hand-refilled"
    return [SendText(view.t(key, cards=cards), to=event.player_id)]


def lead_panel(hand: LeaderHand, view: AssocView) -> list[Action]:
    cards = [Button(texts.card_label(hand, i), press=ToggleCard(player_id=ANYONE, round=hand.round, card=i))
             for i in range(len(hand.hand))]
    keyboard: Keyboard = tuple(tuple(cards[i:i + 2]) for i in range(0, len(cards), 2))
    actions: list[Action] = [ShowStatus(lead_key(hand.round), texts.lead_text(view, hand), keyboard,
                                        to=hand.leader_id)]
    if hand.pending_word is None:
        actions.append(DeleteStatus(confirm_key(hand.round), to=hand.leader_id))  # the question is moot
    return actions


def confirm_question(event: WordNeedsConfirmation, view: AssocView) -> list[Action]:
    t = view.t
    word = escape(event.word)
    lines = []
    if event.cards:
        cards = ", ".join(f"«{escape(card)}»" for card in event.cards)
        lines.append(t("assoc-confirm-roots", word=word, cards=cards, count=len(event.cards)))
    if event.unknown:
        lines.append(t("assoc-confirm-unknown", word=word))
    keyboard: Keyboard = ((
        Button(t("assoc-keep", word=clip(event.word, texts.BUTTON_TEXT)),
               press=ConfirmWord(player_id=ANYONE, round=event.round)),
        Button(t("assoc-another"), press=ChooseAnotherWord(player_id=ANYONE, round=event.round)),
    ),)
    # A question of its own under the word just written, where the leader looks (a new one replaces
    # the old, whose buttons would now answer for a different word).
    return [DeleteStatus(confirm_key(event.round), to=event.leader_id),
            ShowStatus(confirm_key(event.round), "\n".join(lines), keyboard, to=event.leader_id)]


def word_accepted(event: WordAccepted, view: AssocView) -> list[Action]:
    """The panel keeps the row and the word, without buttons: the turn is done."""
    opened = next((e for e in view.events if isinstance(e, GuessingOpened) and e.round == event.round), None)
    laid = opened.laid if opened is not None else ()
    text = "\n".join([view.t("assoc-lead-title", round=event.round),
                      view.t("assoc-lead-laid", cards=texts.row_text(laid), word=escape(event.word))])
    # The panel is far up the chat; the answer to the word just written goes under it.
    taken = view.t("assoc-word-taken", word=escape(event.word))
    return [ShowStatus(lead_key(event.round), text, to=event.leader_id),
            DeleteStatus(confirm_key(event.round), to=event.leader_id), SendText(taken, to=event.leader_id)]


def lead_passed(event: LeadPassed, view: AssocView) -> list[Action]:
    name = escape(view.name(event.player_id))
    if event.reason == "timeout":
        return [ShowStatus(lead_key(event.round), view.t("assoc-lead-timeout"), to=event.player_id),
                DeleteStatus(confirm_key(event.round), to=event.player_id),
                SendText(view.t("assoc-lead-passed-timeout", name=name))]
    if event.reason == "unreachable":
        return [SendText(view.t("assoc-lead-passed-unreachable", name=name))]
    return []  # "left": the player's leaving was said, and the next turn names the next leader


# ---- guessing -----------------------------------------------------------------------------------


def sheet(event: GuessesShown, view: AssocView) -> ShowStatus:
    keyboard: Keyboard | None = None
    if not event.done:
        remove = [(Button(f"✖ {clip(guess, texts.BUTTON_TEXT)}",
                          press=RemoveGuess(player_id=ANYONE, round=event.round, index=i,
                                            revision=event.revision)),)
                  for i, guess in enumerate(event.guesses)]
        keyboard = (*remove, (Button(view.t("assoc-done"), press=Done(player_id=ANYONE, round=event.round)),))
    return ShowStatus(sheet_key(event.round), texts.sheet_text(view, event), keyboard, to=event.player_id)


# ---- the reveal, the votes, the table -----------------------------------------------------------


def revealed(event: WordRevealed, view: AssocView) -> list[Action]:
    t = view.t
    all_done = any(isinstance(e, GuessProgress) and e.round == event.round and not e.waiting and e.done
                   for e in view.events)
    footer = t("assoc-clock-over-done" if all_done else "assoc-clock-over-time")
    limit = view.settings.max_guesses
    closed = texts.words_text(view, event.round, event.leader_id, event.laid, limit=limit, footer=footer,
                              help_line=False)
    # Who was done is moot now; the lists lose their buttons: guessing is over.
    actions: list[Action] = [ShowStatus(words_key(event.round), closed),
                             DeleteStatus(progress_key(event.round))]
    # Everyone done: every list already says so (an edit to the same text is refused by Telegram).
    for player_id in () if all_done else event.guesses:
        shown = GuessesShown(player_id, event.round, event.guesses[player_id], 0, limit, True, 0.0,
                             laid=event.laid, final=event.leader_id is None)
        closed = "assoc-sheet-closed" if shown.guesses else "assoc-sheet-closed-none"
        actions.append(ShowStatus(sheet_key(event.round), texts.sheet_text(
            view, shown, footer=t(f"{closed}{'-final' if shown.final else ''}")), to=player_id))
    if any(isinstance(e, RoundScored) and e.round == event.round for e in view.events):
        return actions  # no votes: the table, next, says it all
    if event.leader_id is None:
        lines = [t("assoc-revealed-final")]
    else:
        lines = [t("assoc-revealed", word=escape(event.word or ""), count=len(event.guessed_by),
                   names=texts.names(view, event.guessed_by))]
    lines += texts.guesses_lines(view, event.guesses, list(view.players))
    return [*actions, SendText("\n".join(lines))]


def vote_opened(event: VoteOpened, view: AssocView) -> list[Action]:
    t = view.t
    actions: list[Action] = []
    first = next((e for e in view.events if isinstance(e, VoteOpened)), None)
    if first is event:
        count = sum(1 for e in view.events if isinstance(e, VoteOpened))
        actions.append(SendText(t("assoc-votes-intro", count=count,
                                  time=texts.duration_text(view, view.settings.vote_time))))
    options = tuple(clip(t(key), texts.POLL_OPTION_LIMIT) for key in ("assoc-poll-yes", "assoc-poll-no"))
    actions.append(OpenPoll(event.vote_id, texts.poll_question(view, event.words), options))
    return actions


def vote_closed(event: VoteClosed, view: AssocView) -> list[Action]:
    if event.match:
        key = "assoc-vote-match"
    else:
        key = "assoc-vote-tie" if event.yes == event.no else "assoc-vote-no-match"
    first, second = (escape(clip(word, texts.GUESS_IN_TEXT)) for word in event.words)
    said = view.t(key, first=first, second=second, yes=event.yes, no=event.no)
    return [StopPoll(event.vote_id), SendText(said)]


def round_scored(event: RoundScored, view: AssocView) -> list[Action]:
    t = view.t
    order = list(view.players)
    length = view.settings.track_length
    actions: list[Action] = [SendText(texts.table_text(view, event, order))]
    if event.final:
        return actions  # issue 26 (item 12): «Итоги» follow with the same totals; the track would repeat them
    lines = [t("assoc-track-caption", length=length), *texts.track_lines(view, event.totals, order, length)]
    if event.finish_reached:
        finished = [p for p in order if event.totals.get(p, 0) >= length]
        lines += ["", t("assoc-finish-reached", names=texts.names(view, finished))]
    caption = "\n".join(lines)
    if view.settings.text_mode:
        actions.append(SendText(caption))
    else:
        scene = track_scene(length, texts.standings(view, event.totals, order),
                            title=t("assoc-track-title", length=length), finish=t("assoc-track-finish"))
        actions.append(SendText(caption, picture=Picture(scene)))
    return actions


# ---- players and secrets ------------------------------------------------------------------------


def secret_posted(event: SecretPosted, view: AssocView) -> list[Action]:
    told = view.t(POSTED[event.what], name=escape(view.name(event.player_id)))
    return [DeleteChatMessage(event.message_id, deleted=f"{told} {view.t('assoc-posted-deleted')}",
                              kept=f"{told} {view.t('assoc-posted-kept')}")]


def reachability(event: PlayerReachability, view: AssocView) -> list[Action]:
    name = escape(view.name(event.player_id))
    if event.reachable:
        return [SendText(view.t("assoc-reachable", name=name)),
                SendText(view.t("assoc-back"), to=event.player_id)]
    passes = any(isinstance(e, LeadPassed) and e.player_id == event.player_id and e.reason == "unreachable"
                 for e in view.events)
    return [] if passes else [SendText(view.t("assoc-unreachable", name=name))]
