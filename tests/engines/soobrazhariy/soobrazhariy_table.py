"""A table to play Соображарий on in tests: a manual clock, Telegram message ids, the journal.

`Table.advance(seconds)` plays the platform: it sends a Tick at every deadline on the way, and
feeds `Posted` for each letter message the engine asks for (the bot's message takes the next
message id at the current second). Nothing sleeps.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engines.core import Command, Player, Posted, Say, Tick, Vote, command_from_json, command_to_json, serial
from engines.soobrazhariy import Bid, ChallengeAnswer, Pass, Settings, Skip, Soobrazhariy, SoobrazhariyContent
from engines.soobrazhariy.challenge import vote_anchor
from engines.soobrazhariy.events import ChallengeOpened, Event, LetterOpened
from locales import load_content

START = 1_767_000_000.0

ANN, BOB, VIC, GAL = 1, 2, 3, 4
NAMES = {ANN: "Аня", BOB: "Боб", VIC: "Вика", GAL: "Галя"}

# Short category texts for the worked examples; the index is the card number ("cat:<n>").
CATEGORIES = ["Предмет одежды", "Город", "Животное", "Овощ", "Река", "Профессия", "Цветок", "Напиток"]
CLOTHING, CITY, ANIMAL, VEGETABLE, RIVER, JOB, FLOWER, DRINK = (f"cat:{i}" for i in range(8))
CONTENT = SoobrazhariyContent.of_texts(CATEGORIES)

# A word the dictionary knows on each letter of the box: answers the referee does not put to a
# vote (an answer none of whose words it knows goes to the table at once, issue 14.1).
KNOWN_WORDS = dict(zip("АБВГДЕЖЗИКЛМНОПРСТУФХЦЧШЭЯ", (
    "арбуз", "баран", "ворона", "гусь", "дятел", "ель", "жук", "заяц", "индюк", "кот", "лиса",
    "мышь", "носорог", "осёл", "петух", "рысь", "сова", "тигр", "утка", "филин", "хорёк", "цапля",
    "чайка", "шмель", "эму", "ящерица",
), strict=True))


def real_content(lang: str) -> SoobrazhariyContent:
    """The game's content file of `lang`, as the platform hands it to the engine."""
    return serial.load(SoobrazhariyContent, load_content(lang, "soobrazhariy"))


def players(*ids: int) -> list[Player]:
    return [Player(pid, NAMES[pid]) for pid in ids]


class Table:
    def __init__(
        self,
        category_deck: Sequence[str],
        letter_deck: Sequence[str],
        *,
        seats: Sequence[int] = (ANN, BOB, VIC),
        opener: int = ANN,
        settings: Settings | None = None,
        auto_post: bool = True,
        auto_post_votes: bool = True,
    ) -> None:
        self.now = START
        self.next_message_id = 100
        self.auto_post = auto_post
        self.auto_post_votes = auto_post_votes
        self.journal: list[tuple[dict[str, Any], float]] = []
        self.game, self.events = Soobrazhariy.from_decks(
            players(*seats),
            settings or Settings(),
            self.now,
            content=CONTENT,
            category_deck=category_deck,
            letter_deck=letter_deck,
            opener=opener,
        )
        self.start_events = list(self.events)

    # -- the platform's side

    def handle(self, command: Command) -> list[Event]:
        events = self.game.handle(command, self.now)
        self.journal.append((command_to_json(command), self.now))
        self.events += events
        if self.auto_post:
            for event in events:
                if isinstance(event, LetterOpened):
                    events += self.post(event.anchor)
        if self.auto_post_votes:  # the platform posts a challenge's poll at once unless flood-limited
            for event in events:
                if isinstance(event, ChallengeOpened):
                    events += self.post(vote_anchor(event.vote_id))
        return events

    def post(self, anchor: str) -> list[Event]:
        return self.handle(Posted(anchor, date=int(self.now), message_id=self._message_id()))

    def advance(self, seconds: float) -> list[Event]:
        """Move the clock, ticking at every deadline on the way (as the platform's scheduler)."""
        target = self.now + seconds
        events: list[Event] = []
        while (due := self.game.deadline()) is not None and due <= target:
            self.now = max(self.now, due)
            events += self.handle(Tick())
        self.now = target
        return events

    # -- the players' side

    def say(
        self, player_id: int, text: str, *, date: int | None = None, message_id: int | None = None
    ) -> int:
        """A group message; returns its message id. Refusals propagate."""
        mid = message_id if message_id is not None else self._message_id()
        self.handle(Say(player_id, text, date=int(self.now) if date is None else date, message_id=mid))
        return mid

    def press(self, player_id: int, action: str, arg: int | None = None) -> list[Event]:
        """A button press: `arg` is the answer's message id («Оспорить») or the promise («Кто больше?»);
        the buttons of the current turn carry its number, as the bot's buttons do."""
        return self.handle(press_command(self.game, player_id, action, arg))

    def vote(self, vote_id: str, voter: int, option: int) -> list[Event]:
        return self.handle(Vote(vote_id, voter, (option,)))

    # -- reading the table

    def of(self, kind: type[Event]) -> list[Any]:
        return [e for e in self.events if isinstance(e, kind)]

    def last(self, kind: type[Event]) -> Any:
        found = self.of(kind)
        assert found, f"no {kind.__name__} event"
        return found[-1]

    def letter_anchor(self) -> tuple[int, int]:
        """(date, message_id) of the current letter message."""
        turn = self.game.turn
        assert turn is not None and turn.anchor is not None
        return turn.anchor.date, turn.anchor.message_id

    def _message_id(self) -> int:
        self.next_message_id += 1
        return self.next_message_id


def press_command(game: Soobrazhariy, player_id: int, action: str, arg: int | None = None) -> Command:
    """The command a button of the current turn sends (`arg` as in `Table.press`)."""
    turn = game.turn.number if game.turn is not None else None
    if action == "skip":
        return Skip(player_id=player_id, turn=turn)
    if action == "challenge":
        assert arg is not None
        return ChallengeAnswer(player_id=player_id, message_id=arg)
    if action == "bid":
        assert arg is not None
        return Bid(player_id=player_id, amount=arg, turn=turn)
    assert action == "pass"
    return Pass(player_id=player_id, turn=turn)


def new_game(
    seats: Sequence[Player], settings: Settings, seed: int, now: float,
    content: SoobrazhariyContent = CONTENT, locale: str = "ru",
) -> Soobrazhariy:
    game, _ = Soobrazhariy.new(seats, settings, seed, now, content=content, locale=locale, memory={})
    return game


def replay_journal(new_game: Soobrazhariy, journal: Sequence[tuple[dict[str, Any], float]]) -> Soobrazhariy:
    for data, now in journal:
        new_game.handle(command_from_json(data), now)
    return new_game
