"""How "Quick answer" reads in the chat."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bot.games.actions import Action, Button, DeleteStatus, OpenPoll, SendText, ShowStatus, StopPoll
from bot.games.spec import View
from bot.games.testgame.events import (
    AnswerTaken,
    PlayerLeft,
    RoundClosed,
    RoundOpened,
    VoteClosed,
    VoteOpened,
)
from engines.core import Command, Refusal, Say


class QuickPresenter:
    def __init__(self, *, private_prompts: bool = False) -> None:
        # The private variant also prompts each player in their private chat (where they answer).
        self.private_prompts = private_prompts

    def present(self, events: Sequence[Any], view: View) -> list[Action]:
        actions: list[Action] = []
        for event in events:
            if isinstance(event, RoundOpened):
                finish = Button(view.t("testgame-finish"), action="finish")
                actions.append(
                    SendText(view.t("testgame-question", round=event.round), keyboard=((finish,),),
                             anchor=event.anchor)
                )
                if self.private_prompts:
                    prompt = view.t("testgame-question", round=event.round)
                    actions += [SendText(prompt, to=player_id) for player_id in view.players]
            elif isinstance(event, AnswerTaken):
                actions.append(ShowStatus("answers", view.t("testgame-answers", count=event.count)))
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
            elif isinstance(event, PlayerLeft):
                actions.append(SendText(view.t("testgame-left", name=view.name(event.player_id))))
        return actions

    def refusal(self, command: Command, refusal: Refusal, view: View) -> list[Action]:
        # Early and late answers are told, so the players (and the tests) see why they did not count.
        if isinstance(command, Say) and refusal.reason in ("before-question", "too-late"):
            return [SendText(view.t(f"testgame-{refusal.reason}", name=view.name(command.player_id)))]
        return []
