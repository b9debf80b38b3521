"""A test-only game ("Quick answer") that exercises the platform; it is not one of the five."""

from bot.games.spec import GameSpec
from bot.games.testgame.engine import QuickAnswer, QuickSettings
from bot.games.testgame.presenter import QuickPresenter

SPEC = GameSpec(
    kind="testgame",
    engine=QuickAnswer,
    presenter=QuickPresenter(),
    settings_type=QuickSettings,
    min_players=QuickAnswer.min_players,
    max_players=QuickAnswer.max_players,
    needs_group_messages=True,
    setting_choices={"rounds": (1, 2, 3), "vote_after_round": (False, True)},
)

# The same game answered in private chats: exercises the "can the bot write to you" join check.
PRIVATE_SPEC = GameSpec(
    kind="testprivate",
    engine=QuickAnswer,
    presenter=QuickPresenter(private_prompts=True),
    settings_type=QuickSettings,
    min_players=QuickAnswer.min_players,
    max_players=QuickAnswer.max_players,
    private_answers=True,
)

__all__ = ["PRIVATE_SPEC", "SPEC", "QuickAnswer", "QuickPresenter", "QuickSettings"]
