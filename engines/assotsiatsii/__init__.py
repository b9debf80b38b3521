r"""«Ассоциации»: the leader's hidden word, up to three guesses, a track of 30, a final round.

A game in a REPL (this example is run by the tests):

>>> from engines.core import Player, Say, Tick, serial
>>> from locales import load_content
>>> content = serial.load(AssotsiatsiiContent, load_content("ru", "assotsiatsii"))
>>> players = [Player(1, "Аня"), Player(2, "Боб"), Player(3, "Вика")]
>>> game, events = Assotsiatsii.new(players, AssotsiatsiiSettings(), seed=3, now=0.0,
...                                 content=content, locale="ru", memory={})
>>> events[0].first_leader_id, events[-1].hand  # the leader and, privately, her hand
(1, ('молния', 'мыло', 'дворец', 'клад', 'свеча', 'сахар'))
>>> for card in (0, 2, 4):  # Аня lays молния, дворец, свеча
...     _ = game.handle(ToggleCard(player_id=1, round=1, card=card), now=1.0)
>>> game.handle(Say(1, "дворник", date=5, message_id=1, private=True), now=5.0)
Traceback (most recent call last):
...
engines.core.engine.Refusal: shares-root
>>> events = game.handle(Say(1, "замок", date=6, message_id=2, private=True), now=6.0)
>>> [type(e).__name__ for e in events]
['WordAccepted', 'GuessingOpened', 'GuessesShown', 'GuessesShown', 'GuessProgress']
>>> events[1].laid, events[1].guessers
(('молния', 'дворец', 'свеча'), (2, 3))
>>> _ = game.handle(Say(2, "замок\nкороль", date=7, message_id=3, private=True), now=7.0)
>>> _ = game.handle(Say(3, "огонь", date=8, message_id=4, private=True), now=8.0)
>>> revealed, scored = game.handle(Tick(), now=game.deadline())[:2]  # the hourglass runs out
>>> revealed.word, revealed.guessed_by, scored.totals
('замок', (2,), {1: 3, 2: 3, 3: 0})
"""

from engines.assotsiatsii.commands import (
    ChooseAnotherWord,
    ClearGuesses,
    ConfirmWord,
    Done,
    RemoveGuess,
    ToggleCard,
)
from engines.assotsiatsii.content import AssotsiatsiiContent
from engines.assotsiatsii.events import (
    DeckReshuffled,
    Event,
    GameEvent,
    GameOver,
    GameStarted,
    GuessesShown,
    GuessingOpened,
    GuessProgress,
    GuessRow,
    HandDealt,
    LeaderHand,
    LeaderTurnStarted,
    LeadPassed,
    PlayerLeft,
    PlayerReachability,
    RoundScored,
    SecretPosted,
    TimerRestarted,
    VoteClosed,
    VoteOpened,
    WordAccepted,
    WordNeedsConfirmation,
    WordRevealed,
    game_events,
)
from engines.assotsiatsii.game import Assotsiatsii
from engines.assotsiatsii.near_matches import near_match
from engines.assotsiatsii.reasons import Reason
from engines.assotsiatsii.settings import GUESS_TIMES, NO, TRACK_LENGTHS, YES, AssotsiatsiiSettings

__all__ = [
    "GUESS_TIMES",
    "NO",
    "TRACK_LENGTHS",
    "YES",
    "Assotsiatsii",
    "AssotsiatsiiContent",
    "AssotsiatsiiSettings",
    "ChooseAnotherWord",
    "ClearGuesses",
    "ConfirmWord",
    "DeckReshuffled",
    "Done",
    "Event",
    "GameEvent",
    "GameOver",
    "GameStarted",
    "GuessProgress",
    "GuessRow",
    "GuessesShown",
    "GuessingOpened",
    "HandDealt",
    "LeadPassed",
    "LeaderHand",
    "LeaderTurnStarted",
    "PlayerLeft",
    "PlayerReachability",
    "Reason",
    "RemoveGuess",
    "RoundScored",
    "SecretPosted",
    "TimerRestarted",
    "ToggleCard",
    "VoteClosed",
    "VoteOpened",
    "WordAccepted",
    "WordNeedsConfirmation",
    "WordRevealed",
    "game_events",
    "near_match",
]
