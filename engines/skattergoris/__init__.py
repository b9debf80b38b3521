r"""Скаттергорис (Scattergories): a letter, a list of twelve categories, answers nobody else wrote.

A round in a REPL (this example is run by the tests):

>>> from engines.core import Player, Press, Say
>>> from locales import load_content
>>> lists = load_content("ru", "skattergoris")["lists"]
>>> players = [Player(1, "Аня"), Player(2, "Боб")]
>>> game, events = Skattergoris.new(players, SkattergorisSettings(rounds=1), seed=7, now=0.0, lists=lists)
>>> game.letter
'К'
>>> sheet = game.handle(Say(1, "1 Кит\n2 кошки", date=5, message_id=10, private=True), now=5.0)[0]
>>> [row.answer for row in sheet.rows[:3]]
['Кит', 'кошки', None]
>>> _ = game.handle(Say(2, "2 Кошка", date=6, message_id=11, private=True), now=6.0)
>>> _ = game.handle(Press(1, "done"), now=7.0)
>>> review = game.handle(Press(2, "done"), now=7.0)[-1]
>>> [(entry.answer, entry.status) for entry in review.table[1].entries]
[('кошки', 'duplicate'), ('Кошка', 'duplicate')]
"""

from engines.skattergoris.challenge import Challenge, Decision, decide
from engines.skattergoris.draw import CategoryList, pick_list, roll_letter
from engines.skattergoris.events import (
    NO,
    VOTE_OPTIONS,
    YES,
    AnswerStatus,
    ChallengeClosed,
    ChallengeOpened,
    Event,
    GameOver,
    PlayerDone,
    PlayerLeft,
    ReviewEntry,
    ReviewRow,
    ReviewStarted,
    RoundScored,
    RoundStarted,
    SheetRow,
    SheetShown,
    Verdict,
)
from engines.skattergoris.game import (
    CHALLENGE,
    DONE,
    Skattergoris,
    challenge_arg,
    done_arg,
    parse_challenge,
)
from engines.skattergoris.scoring import answer_points, classify, fits, leaders
from engines.skattergoris.settings import (
    CATEGORIES_PER_LIST,
    DIE_FACES,
    MAX_EXTRA_ROUNDS,
    MAX_PLAYERS,
    MIN_PLAYERS,
    RECENT_ROUNDS,
    ROUNDS_RANGE,
    TIMER_RANGE,
    TIMER_SPEED,
    SkattergorisSettings,
)
from engines.skattergoris.sheet import Line, Sheet, parse_message

__all__ = [
    "CATEGORIES_PER_LIST",
    "CHALLENGE",
    "DIE_FACES",
    "DONE",
    "MAX_EXTRA_ROUNDS",
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "NO",
    "RECENT_ROUNDS",
    "ROUNDS_RANGE",
    "TIMER_RANGE",
    "TIMER_SPEED",
    "VOTE_OPTIONS",
    "YES",
    "AnswerStatus",
    "CategoryList",
    "Challenge",
    "ChallengeClosed",
    "ChallengeOpened",
    "Decision",
    "Event",
    "GameOver",
    "Line",
    "PlayerDone",
    "PlayerLeft",
    "ReviewEntry",
    "ReviewRow",
    "ReviewStarted",
    "RoundScored",
    "RoundStarted",
    "Sheet",
    "SheetRow",
    "SheetShown",
    "Skattergoris",
    "SkattergorisSettings",
    "Verdict",
    "answer_points",
    "challenge_arg",
    "classify",
    "decide",
    "done_arg",
    "fits",
    "leaders",
    "parse_challenge",
    "parse_message",
    "pick_list",
    "roll_letter",
]
