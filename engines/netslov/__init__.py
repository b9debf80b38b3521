"""«Нет слов» (Hobby World): letters into a conversation, «Не говори …!», penalty letters.

Each turn a player lays one card into the conversation: a black letter from their hidden hand
(then draws one) or a red letter from the showcase. Any opponent of the player who laid the latest
card may say «Не говори ДОМ!» (or `/word дом`): a Russian common noun of three letters or more in
the nominative singular, made from the conversation's letters, puts its black letters in that
player's personal discard — one penalty point each — and its red letters back on show. The game
ends when someone holds 10 penalty letters or the last black letter is drawn.

**Scores are penalty points: lower is better.** `scores()` gives every player's penalty points;
`winners()` the fewest among the players still in (a tie shares the win). Over a series the
platform sums each player's penalty points, and the smallest total leads («Игра на очки»).

A game in a REPL (this example is run by the tests):

>>> from engines.core import Player, Say
>>> from locales import load_content
>>> from engines.core import serial
>>> content = serial.load(NetSlovContent, load_content("ru", "netslov"))
>>> players = [Player(1, "Аня"), Player(2, "Боб")]
>>> game, events = NetSlov.new(players, NetSlovSettings(claim_window=0), seed=3, now=0.0,
...                            content=content, locale="ru", memory={})
>>> len(game.hand(1)), len(game.state.conversation), len(game.state.showcase)
(3, 2, 6)
>>> mover = game.state.mover
>>> events = game.handle(PlayFromHand(player_id=mover, turn=game.state.turn, slot=0), now=1.0)
>>> [type(e).__name__ for e in events]
['CardLaid', 'CardDrawn', 'HandShown', 'HandShown', 'TableShown']
>>> # The mover's hand after the draw, then the next mover's, marked with their turn:
>>> [(e.player_id == mover, e.turn) for e in events if isinstance(e, HandShown)]
[(True, None), (False, 2)]
>>> other = 1 if mover == 2 else 2
>>> judged = game.handle(Say(other, "/word аэ", date=2, message_id=9), now=2.0)
>>> [type(e).__name__ for e in judged][:2], judged[1].verdict
(['ClaimHeard', 'ClaimRejected'], 'too-short')
"""

from engines.netslov.claims import Judgment, MissingLetter, ParsedClaim, Verdict, judge_word, parse_claim
from engines.netslov.commands import ChooseNextMover, PlayFromHand, PlayFromShowcase
from engines.netslov.content import Card, CardKind, NetSlovContent
from engines.netslov.dictionary import REVIEWED_SLANG, WordVerdict, dictionary_verdict
from engines.netslov.events import (
    NO,
    VOTE_OPTIONS,
    YES,
    CardDrawn,
    CardLaid,
    ChoiceOffered,
    ClaimDropped,
    ClaimHeard,
    ClaimRejected,
    ConversationReset,
    Event,
    GameEvent,
    GameOver,
    GameStarted,
    HandShown,
    NextMoverChosen,
    Phase,
    PlayerLeft,
    TableCard,
    TableShown,
    TurnPassed,
    VoteClosed,
    VoteOpened,
    WordCharged,
    game_events,
)
from engines.netslov.game import NetSlov
from engines.netslov.reasons import Reason
from engines.netslov.settings import MAX_PLAYERS, MIN_PLAYERS, OPENING_REDS, NetSlovSettings
from engines.netslov.state import Charge, Choice, NetSlovState, PendingClaim, Poll

__all__ = [
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "NO",
    "OPENING_REDS",
    "REVIEWED_SLANG",
    "VOTE_OPTIONS",
    "YES",
    "Card",
    "CardDrawn",
    "CardKind",
    "CardLaid",
    "Charge",
    "Choice",
    "ChoiceOffered",
    "ChooseNextMover",
    "ClaimDropped",
    "ClaimHeard",
    "ClaimRejected",
    "ConversationReset",
    "Event",
    "GameEvent",
    "GameOver",
    "GameStarted",
    "HandShown",
    "Judgment",
    "MissingLetter",
    "NetSlov",
    "NetSlovContent",
    "NetSlovSettings",
    "NetSlovState",
    "NextMoverChosen",
    "ParsedClaim",
    "PendingClaim",
    "Phase",
    "PlayFromHand",
    "PlayFromShowcase",
    "PlayerLeft",
    "Poll",
    "Reason",
    "TableCard",
    "TableShown",
    "TurnPassed",
    "Verdict",
    "VoteClosed",
    "VoteOpened",
    "WordCharged",
    "WordVerdict",
    "dictionary_verdict",
    "game_events",
    "judge_word",
    "parse_claim",
]
