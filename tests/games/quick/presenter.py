"""How "Quick answer" reads in the chat."""

from __future__ import annotations

from collections.abc import Sequence

from bot.games.actions import (
    Action,
    Alert,
    Button,
    DeleteStatus,
    OpenPoll,
    Picture,
    SendText,
    ShowStatus,
    StopPoll,
)
from bot.games.buttons import ANYONE, ChoicesButton
from bot.games.presenter import Presenter
from bot.games.view import View
from engines.core import Command, Event, Refusal, Say
from tests.games.quick.buttons import PeekButton
from tests.games.quick.engine import (
    AnswerTaken,
    Claim,
    Finish,
    GameOver,
    PlayerLeft,
    PlayerUnreachable,
    QuickAnswer,
    QuickSettings,
    RoundClosed,
    RoundOpened,
    SecretTold,
    VoteClosed,
    VoteOpened,
)


class QuickPresenter(Presenter[QuickAnswer, QuickSettings]):
    def __init__(self, *, private_prompts: bool = False, leaky: bool = False, rematch: bool = False) -> None:
        # The private variant also prompts each player in their private chat (where they answer).
        self.private_prompts = private_prompts
        # A deliberately broken presenter that posts each secret to the group (tests the guard).
        self.leaky = leaky
        # The final message offers «Ещё партию» (the platform's rematch button).
        self.rematch = rematch

    def present(self, events: Sequence[Event], view: View[QuickSettings]) -> list[Action]:
        actions: list[Action] = []
        for event in events:
            if isinstance(event, RoundOpened):
                keyboard = ((Button(view.t("testgame-finish"), Finish(player_id=ANYONE, round=event.round)),
                             Button("🙋", Claim(player_id=ANYONE, round=event.round)),
                             Button("👀", PeekButton())),)
                text = view.t("testgame-question", round=event.round)
                # The same scene every round: the second round sends it again by its Telegram file_id.
                picture = Picture({"question": True}) if view.settings.pictures else None
                actions.append(SendText(text, keyboard=keyboard, anchor=event.anchor, picture=picture))
                if self.private_prompts:
                    actions += [SendText(text, to=player_id) for player_id in view.players]
            elif isinstance(event, SecretTold):
                said = view.t("testgame-secret", secret=event.secret)
                actions.append(SendText(said, to=None if self.leaky else event.player_id))
            elif isinstance(event, AnswerTaken):
                count = Picture({"answers": event.count}) if view.settings.pictures else None
                actions.append(ShowStatus("answers", view.t("testgame-answers", count=event.count),
                                          picture=count))
            elif isinstance(event, RoundClosed):
                actions.append(DeleteStatus("answers"))  # the round's answer counter has done its job
                if event.winner_id is None:
                    actions.append(SendText(view.t("testgame-no-winner", round=event.round)))
                else:
                    actions.append(SendText(view.t("testgame-winner", round=event.round,
                                                   name=view.name(event.winner_id),
                                                   answer=event.answer or "")))
            elif isinstance(event, VoteOpened):
                actions.append(OpenPoll(event.vote_id, view.t("testgame-fair"),
                                        (view.t("testgame-yes"), view.t("testgame-no"))))
            elif isinstance(event, VoteClosed):
                actions.append(StopPoll(event.vote_id))
            elif isinstance(event, GameOver) and self.rematch:
                again = ((Button(view.t("testgame-again"), rematch=True),),)
                actions.append(SendText(view.t("testgame-over"), keyboard=again))
            elif isinstance(event, PlayerLeft):
                actions.append(SendText(view.t("testgame-left", name=view.name(event.player_id))))
            elif isinstance(event, PlayerUnreachable):
                key = "testgame-reachable" if event.reachable else "testgame-unreachable"
                actions.append(SendText(view.t(key, name=view.name(event.player_id))))
        return actions

    def refusal(self, command: Command, refusal: Refusal, view: View[QuickSettings]) -> list[Action]:
        # Early and late answers are told, so the players (and the tests) see why they did not count.
        if isinstance(command, Say) and refusal.reason in ("before-question", "too-late"):
            return [SendText(view.t(f"testgame-{refusal.reason}", name=view.name(command.player_id)))]
        return []

    def menu(self, button: ChoicesButton, player_id: int, engine: QuickAnswer, view: View[QuickSettings]
             ) -> list[Action] | None:
        if isinstance(button, PeekButton):
            return [Alert(player_id, view.t("testgame-your-round", round=engine.state.round))]
        return None
