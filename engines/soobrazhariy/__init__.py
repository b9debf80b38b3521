"""Соображарий: category + letter, the first fitting answer takes the open stack; four special plays.

Where each phase of a turn is (its checks, what a command does, what happens when its time comes):

- the opening — specials and a category, the pause, the letter: `phases/opening.py`
- «Кто больше?» — the promises, the bidder's minute, a broken promise: `phases/bidding.py`
- the letter — answers heard, challenges and votes, the candidate named: `phases/letter.py`
- the end of a turn (won, no answer) and of the game: `phases/ending.py`
- which phase a command or a moment goes to, in what order: `course.py`; the engine's face: `game.py`

Shared by the phases: the turn's state (`turn.py`, `bidding.py`, `challenge.py` — a vote on an
answer, `state.py`, `cards.py`), the answers in Telegram order (`answers.py`) and the readings of the
clock — which answer counts now, until when (`rulings.py`).

A game in a REPL (this example is run by the tests):

>>> from engines.core import Player, Posted, Say, Tick, serial
>>> from locales import load_content
>>> content = serial.load(SoobrazhariyContent, load_content("ru", "soobrazhariy"))
>>> players = [Player(1, "Аня"), Player(2, "Боб")]
>>> game, events = Soobrazhariy.new(players, Settings(), seed=2, now=0.0,
...                                 content=content, locale="ru", memory={})
>>> [type(e).__name__ for e in events], events[1].category
(['GameStarted', 'CategoryOpened', 'PlayAnnounced'], 'Птица')
>>> letter = game.handle(Tick(), now=3.0)[0]  # the letter follows the category
>>> type(letter).__name__, letter.letter, letter.anchor
('LetterOpened', 'У', 'letter-1')
>>> _ = game.handle(Posted(letter.anchor, date=3, message_id=10), now=3.1)  # the letter is in the chat
>>> game.handle(Say(2, "гусь", date=5, message_id=11), now=5.0)
Traceback (most recent call last):
...
engines.core.engine.Refusal: wrong-letter
>>> named = game.handle(Say(1, "утка", date=6, message_id=12), now=6.0)[0]
>>> type(named).__name__, named.text, named.challenge_until
('CandidateNamed', 'утка', 14.0)
>>> game.handle(Say(2, "удод", date=6, message_id=13), now=6.5)  # after «утка» in Telegram order: it waits
[]
>>> events = game.handle(Tick(), now=14.0)  # nobody challenged «утка»: Аня takes the open stack
>>> [type(e).__name__ for e in events][:3]
['TurnWon', 'LetterClosed', 'CategoryOpened']
>>> events[0].winner, events[0].cards, game.scores()
(1, ('cat:10',), {1: 1, 2: 0})
"""

from engines.soobrazhariy.commands import Bid, ChallengeAnswer, Pass, Skip
from engines.soobrazhariy.content import RUSSIAN_LETTERS, Category, SoobrazhariyContent, SpecialNames
from engines.soobrazhariy.deck import SPECIALS, is_category, is_special
from engines.soobrazhariy.events import ACCEPT, REJECT, VOTE_OPTIONS, Event, GameEvent, Play, game_events
from engines.soobrazhariy.game import Soobrazhariy
from engines.soobrazhariy.reasons import Reason
from engines.soobrazhariy.scoring import card_points, player_score
from engines.soobrazhariy.settings import Settings

__all__ = [
    "ACCEPT",
    "REJECT",
    "RUSSIAN_LETTERS",
    "SPECIALS",
    "VOTE_OPTIONS",
    "Bid",
    "Category",
    "ChallengeAnswer",
    "Event",
    "GameEvent",
    "Pass",
    "Play",
    "Reason",
    "Settings",
    "Skip",
    "Soobrazhariy",
    "SoobrazhariyContent",
    "SpecialNames",
    "card_points",
    "game_events",
    "is_category",
    "is_special",
    "player_score",
]
