"""A table of players driving the Скаттергорис engine, checking the state after every command.

After each accepted command the state goes through JSON and the game continues from the copy, so every
test also proves that a restarted bot (state from the database) plays on the same way.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from functools import cache
from typing import Any, TypeVar

from engines.core import Command, Leave, Memory, Player, Refusal, Say, Tick, Vote, serial
from engines.core.commands import command_from_json, command_to_json
from engines.skattergoris import (
    Challenge,
    ChallengeOpened,
    Done,
    Event,
    Skattergoris,
    SkattergorisContent,
    SkattergorisSettings,
)
from locales import load_content

E = TypeVar("E", bound=Event)


def only(events: Sequence[Event], kind: type[E]) -> E:
    """The one event of `kind` among `events`."""
    found = [event for event in events if isinstance(event, kind)]
    assert len(found) == 1, f"expected one {kind.__name__}, got {found}"
    return found[0]


RU_LISTS: list[dict[str, Any]] = load_content("ru", "skattergoris")["lists"]
EN_LISTS: list[dict[str, Any]] = load_content("en", "skattergoris")["lists"]
CONTENT = {
    lang: serial.load(SkattergorisContent, load_content(lang, "skattergoris")) for lang in ("ru", "en")
}


def content_of(lists: list[dict[str, Any]]) -> SkattergorisContent:
    return serial.load(SkattergorisContent, {"lists": lists})


def start(
    players: Sequence[Player], settings: SkattergorisSettings, seed: int, now: float, *,
    locale: str = "ru", lists: list[dict[str, Any]] | None = None, recent: Sequence[int] = (),
) -> tuple[Skattergoris, list[Event]]:
    """`Skattergoris.new` with the content of `locale` (or `lists`) and the chat's recent lists."""
    content = CONTENT.get(locale, CONTENT["ru"]) if lists is None else content_of(lists)
    memory: Memory = {"recent_list_ids": list(recent)} if recent else {}
    return Skattergoris.new(players, settings, seed, now, content=content, locale=locale, memory=memory)

ANN, BOB, CAT, DAN = Player(1, "Аня"), Player(2, "Боб"), Player(3, "Кот"), Player(4, "Даня")
T0 = 1_767_000_000.0

# One animal per face of the Russian dice: a valid answer nobody else is going to write by chance.
ANIMAL = {
    "А": "аист", "Б": "бобр", "В": "волк", "Г": "гусь", "Д": "дятел", "З": "заяц", "И": "индюк",
    "К": "кит", "Л": "лось", "М": "мышь", "Н": "носорог", "О": "олень", "П": "пингвин", "Р": "рысь",
    "С": "слон", "Т": "тигр", "У": "утка", "Ф": "филин", "Х": "хомяк", "Ш": "шмель",
    "Е": "енот", "Ж": "жираф", "Ч": "чайка", "Э": "эму", "Я": "ящерица",
}  # fmt: skip
# A second valid answer per letter, for a second player.
PLANT = {
    "А": "астра", "Б": "береза", "В": "вишня", "Г": "гвоздика", "Д": "дуб", "З": "земляника",
    "И": "ирис", "К": "клен", "Л": "липа", "М": "мак", "Н": "нарцисс", "О": "ольха", "П": "пион",
    "Р": "роза", "С": "сосна", "Т": "тюльпан", "У": "укроп", "Ф": "фиалка", "Х": "хмель",
    "Ш": "шиповник", "Е": "ель", "Ж": "жасмин", "Ч": "черемуха", "Э": "эвкалипт", "Я": "ясень",
}  # fmt: skip


@cache
def seed_for(letter: str, language: str = "ru", hard_die: bool = False) -> int:
    """The first seed whose first roll is `letter` (the letter comes before the list from the RNG)."""
    settings = SkattergorisSettings(hard_die=hard_die)
    for seed in range(100_000):
        game, _ = start([ANN, BOB], settings, seed, T0, locale=language)
        if game.letter == letter:
            return seed
    raise AssertionError(f"no seed rolls {letter}")


def through_json(game: Skattergoris) -> Skattergoris:
    data = game.to_json()
    assert json.loads(json.dumps(data)) == data, "the state is not plain JSON"
    copy = Skattergoris.from_json(json.loads(json.dumps(data)), content=game.content)
    assert copy.to_json() == data, "the state does not round-trip"
    return copy


class Table:
    """Players at a game: `say`, `done`, `challenge`, `vote`, `tick`, with a journal of what was accepted."""

    def __init__(
        self,
        players: tuple[Player, ...] = (ANN, BOB, CAT),
        settings: SkattergorisSettings | None = None,
        *,
        letter: str | None = "К",
        seed: int | None = None,
        locale: str = "ru",
        recent: tuple[int, ...] = (),
    ) -> None:
        self.settings = settings or SkattergorisSettings()
        if seed is None:
            assert letter is not None
            seed = seed_for(letter, locale, self.settings.hard_die)
        self.locale = locale
        self.start_args = (players, self.settings, seed, T0)
        self.recent = recent
        game, self.events = start(*self.start_args, locale=locale, recent=recent)
        self.game = through_json(game)
        self.now = T0
        self.journal: list[tuple[dict[str, Any], float]] = []
        self.message_id = 100

    # --- commands ---------------------------------------------------------------------------

    def do(self, command: Command, at: float | None = None) -> list[Event]:
        if at is not None:
            self.now = at
        before = self.game.to_json()
        try:
            events = self.game.handle(command, self.now)
        except Refusal:
            assert self.game.to_json() == before, "a refused command changed the state"
            raise
        for event in events:
            json.dumps(event.to_json())  # every event is JSON-ready
        self.journal.append((command_to_json(command), self.now))
        self.game = through_json(self.game)
        self.events = events
        return events

    def say(
        self,
        player: Player,
        text: str,
        *,
        at: float | None = None,
        date: int | None = None,
        private: bool = True,
    ) -> list[Event]:
        self.message_id += 1
        when = self.now if at is None else at
        stamp = int(when) if date is None else date
        return self.do(Say(player.id, text, stamp, self.message_id, private), at=when)

    def done(self, player: Player | int, at: float | None = None) -> list[Event]:
        """«Готово» on the button shown for the round and phase now."""
        player_id = player if isinstance(player, int) else player.id
        phase = "review" if self.game.phase == "review" else "answering"
        return self.do(Done(player_id=player_id, round=self.game.round_no, phase=phase), at=at)

    def challenge(
        self, challenger: Player, row: int, target: Player, at: float | None = None
    ) -> ChallengeOpened:
        press = Challenge(player_id=challenger.id, round=self.game.round_no, row=row, author=target.id)
        events = self.do(press, at=at)
        opened = [e for e in events if isinstance(e, ChallengeOpened)]
        assert len(opened) == 1
        return opened[0]

    def vote(self, vote_id: str, voter: Player, *options: int, at: float | None = None) -> list[Event]:
        return self.do(Vote(vote_id, voter.id, tuple(options)), at=at)

    def tick(self, at: float | None = None) -> list[Event]:
        when = self.game.deadline() if at is None else at
        assert when is not None
        return self.do(Tick(), at=when)

    def leave(self, player: Player, at: float | None = None) -> list[Event]:
        return self.do(Leave(player.id), at=at)

    # --- the journal ------------------------------------------------------------------------

    def replay(self) -> Skattergoris:
        """A new game from the same seed with the journal replayed."""
        players, settings, seed, now = self.start_args
        game, _ = start(players, settings, seed, now, locale=self.locale, recent=self.recent)
        for data, at in self.journal:
            game.handle(command_from_json(data), at)
        return game

    # --- shortcuts --------------------------------------------------------------------------

    @property
    def letter(self) -> str:
        return self.game.letter

    def end_answering(self) -> list[Event]:
        """Everyone still answering presses «Готово»."""
        events: list[Event] = []
        for player in self.game.round_players:
            if player not in self.game.done:
                events = self.done(player)
        return events

    def end_review(self) -> list[Event]:
        return self.end_answering()  # «Готово» in the review works the same way
