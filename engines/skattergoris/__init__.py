r"""Скаттергорис (Scattergories): a letter, a list of twelve categories, answers nobody else wrote.

A round in a REPL (this example is run by the tests):

>>> from engines.core import Player, Say, serial
>>> from locales import load_content
>>> content = serial.load(SkattergorisContent, load_content("ru", "skattergoris"))
>>> players = [Player(1, "Аня"), Player(2, "Боб")]
>>> game, events = Skattergoris.new(players, SkattergorisSettings(rounds=1), seed=7, now=0.0,
...                                 content=content, locale="ru", memory={})
>>> game.letter
'К'
>>> sheet = game.handle(Say(1, "1 Кит\n2 кошки", date=5, message_id=10, private=True), now=5.0)[0]
>>> [row.answer for row in sheet.rows[:3]]
['Кит', 'кошки', None]
>>> _ = game.handle(Say(2, "2 Кошка", date=6, message_id=11, private=True), now=6.0)
>>> _ = game.handle(Done(player_id=1, round=1, phase="answering"), now=7.0)
>>> review = game.handle(Done(player_id=2, round=1, phase="answering"), now=7.0)[-1]
>>> [(entry.answer, entry.status) for entry in review.table[1].entries]
[('кошки', 'duplicate'), ('Кошка', 'duplicate')]
"""

from engines.skattergoris.challenge import ChallengeVote, Decision, decide
from engines.skattergoris.commands import Challenge, Done, RoundPhase
from engines.skattergoris.content import CategoryList, SkattergorisContent
from engines.skattergoris.draw import pick_list, roll_letter
from engines.skattergoris.events import (
    NO,
    VOTE_OPTIONS,
    YES,
    AnswerLeaked,
    AnswerStatus,
    ChallengeClosed,
    ChallengeOpened,
    Event,
    GameEvent,
    GameOver,
    PlayerDone,
    PlayerLeft,
    PlayerReachable,
    PlayerUnreachable,
    ReviewEntry,
    ReviewRow,
    ReviewStarted,
    RoundScored,
    RoundStarted,
    SheetRow,
    SheetShown,
    Verdict,
    game_events,
)
from engines.skattergoris.game import RECENT_LIST_IDS, Skattergoris
from engines.skattergoris.reasons import Reason
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
    die_faces,
    die_language,
)
from engines.skattergoris.sheet import Line, NumberedLine, Sheet, Written, parse_message, reads_as_sheet
from engines.skattergoris.state import SkattergorisState

__all__ = [
    "CATEGORIES_PER_LIST",
    "DIE_FACES",
    "MAX_EXTRA_ROUNDS",
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "NO",
    "RECENT_LIST_IDS",
    "RECENT_ROUNDS",
    "ROUNDS_RANGE",
    "TIMER_RANGE",
    "TIMER_SPEED",
    "VOTE_OPTIONS",
    "YES",
    "AnswerLeaked",
    "AnswerStatus",
    "CategoryList",
    "Challenge",
    "ChallengeClosed",
    "ChallengeOpened",
    "ChallengeVote",
    "Decision",
    "Done",
    "Event",
    "GameEvent",
    "GameOver",
    "Line",
    "NumberedLine",
    "PlayerDone",
    "PlayerLeft",
    "PlayerReachable",
    "PlayerUnreachable",
    "Reason",
    "ReviewEntry",
    "ReviewRow",
    "ReviewStarted",
    "RoundPhase",
    "RoundScored",
    "RoundStarted",
    "Sheet",
    "SheetRow",
    "SheetShown",
    "Skattergoris",
    "SkattergorisContent",
    "SkattergorisSettings",
    "SkattergorisState",
    "Verdict",
    "Written",
    "answer_points",
    "classify",
    "decide",
    "die_faces",
    "die_language",
    "fits",
    "game_events",
    "leaders",
    "parse_message",
    "pick_list",
    "reads_as_sheet",
    "roll_letter",
]
