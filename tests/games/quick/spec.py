"""The test game's specs: in the group, and answered in private chats."""

from __future__ import annotations

from bot.games.spec import Capabilities, GameSpec
from tests.games.quick.buttons import BUTTONS
from tests.games.quick.engine import QuickAnswer, QuickContent, QuickSettings, Reason
from tests.games.quick.pictures import QuickRenderer
from tests.games.quick.presenter import QuickPresenter

__all__ = ["PRIVATE_SPEC", "SPEC", "QuickAnswer", "QuickPresenter", "QuickSettings"]

SPEC: GameSpec[QuickSettings, QuickContent, QuickAnswer] = GameSpec(
    kind="testgame",
    rules=QuickAnswer,
    engine_type=QuickAnswer,
    presenter=QuickPresenter(),
    settings_type=QuickSettings,
    content_type=QuickContent,
    load_content=lambda locale: QuickContent(),
    capabilities=Capabilities(group_messages=True),
    buttons=BUTTONS,
    reasons=(Reason,),
    renderer=QuickRenderer(),
    setting_choices={"rounds": (1, 2, 3), "vote_after_round": (False, True)},
)

# The same game answered in private chats: exercises the "can the bot write to you" join check.
PRIVATE_SPEC: GameSpec[QuickSettings, QuickContent, QuickAnswer] = GameSpec(
    kind="testprivate",
    rules=QuickAnswer,
    engine_type=QuickAnswer,
    presenter=QuickPresenter(private_prompts=True),
    settings_type=QuickSettings,
    content_type=QuickContent,
    load_content=lambda locale: QuickContent(),
    capabilities=Capabilities(private_chat=True, private_answers=True),
    buttons=BUTTONS,
    reasons=(Reason,),
)
