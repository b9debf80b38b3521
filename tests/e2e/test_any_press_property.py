"""Any button of any game, pressed by anyone anywhere with any data, changes a game only when its
rules allow that person to act — and nothing raises (issue 16, "Done when").

For each registered game (as `default_registry()` has them now, plus the quick test game) one bot
is booted; each example opens a fresh game in a fresh group and makes a few moves: presses drawn
from what a modified client can send (the real buttons, their data copied to other messages and
chats, with fields mutated, other games' ids, other games' buttons, the platform's own buttons,
random strings) by players, a non-playing admin, and an outsider who is not in the group; and now
and then the clock moves. Before each press every live game is photographed; after it, any game
that changed must have been one the press was allowed to act on.
"""

from __future__ import annotations

import asyncio
import dataclasses
import json
import logging
import typing
from collections.abc import Iterator
from dataclasses import dataclass
from enum import Enum
from pathlib import Path
from typing import Any

import pytest
from aiogram.filters.callback_data import CallbackData
from aiogram.types import Message
from hypothesis import HealthCheck, Phase, given, note, settings
from hypothesis import strategies as st

from bot.games.buttons import ANYONE, ButtonKinds
from bot.games.registry import Registry, default_registry
from bot.services.game_session import GameSession
from bot.services.keyboards import LobbyButton, MenuButton, SettingsButton, StopButton, carries
from bot.storage import GameStatus
from engines.core import PressedAt
from sandbox import ChatHandle, UserHandle
from tests.games.quick.spec import PRIVATE_SPEC, SPEC
from tests.platform.forgery import answer_of, can_see, send_forged
from tests.platform.harness import Harness, play

KINDS = [spec.kind for spec in default_registry()] + [SPEC.kind]
EXAMPLES = 15
MOVES = 10
# A word for every first letter, so some answers fit whatever letter a game deals.
WORDS = ("арбуз", "банан", "волк", "гора", "дом", "ель", "жук", "зебра", "игла", "кот", "лиса", "мост",
         "нос", "окно", "пёс", "рыба", "сова", "торт", "утка", "фата", "хлеб", "цапля", "чай", "шарф",
         "щука", "эхо", "юла", "яблоко")
PLATFORM: tuple[type[CallbackData], ...] = (LobbyButton, StopButton, SettingsButton, MenuButton)


@dataclass(frozen=True)
class Photo:
    """What a game is at one moment, as far as anyone could see it change."""

    status: GameStatus
    version: int
    state: str
    players: tuple[int, ...]
    creator: int


def photo(session: GameSession) -> Photo:
    state = json.dumps(session.engine.to_json(), sort_keys=True) if session.engine is not None else ""
    return Photo(session.status, session.record.version, state, tuple(p.id for p in session.players),
                 session.record.creator_id)


class Errors(logging.Handler):
    """Every ERROR the bot logs (a handler that raised is logged by the error handler, not raised)."""

    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)


class Table:
    """One booted bot and its people: Аня (creates), Боб and Вика (play), Дима (a group admin who
    does not play), Ева (not in the group; creator of her own group with a /games menu)."""

    def __init__(self, tmp_path: Path, kind: str) -> None:
        self.harness = Harness(tmp_path)
        self.kind = kind
        self.rounds = 0
        self.group: ChatHandle | None = None

    async def boot(self) -> None:
        h = self.harness
        h.tg.privacy_mode = False
        self.registry = Registry(*default_registry(), SPEC, PRIVATE_SPEC)
        await h.boot(registry=self.registry)
        self.ann, self.bob, self.vika, self.dima, self.eve = h.tg.users("Аня", "Боб", "Вика", "Дима", "Ева")
        self.people = (self.ann, self.bob, self.vika, self.dima, self.eve)
        for user in self.people:
            user.start_bot()
            await user.says(user.private, "/start")
        own = h.tg.group("Чужая", self.eve)
        await own.set_member(self.eve, "creator")
        await self.eve.says(own, "/games")
        self.buttons: list[ButtonOf] = [*((None, kind) for kind in PLATFORM),
                                        *(kind for spec in self.registry for kind in kinds_of(spec.buttons))]
        spec = self.registry.get(self.kind)
        assert spec is not None
        self.own_buttons = kinds_of(spec.buttons)
        # Another game in another group, so forged data has a second live game to aim at.
        gina, hal = h.tg.users("Гена", "Хал")
        await play(h, h.tg.group("Соседи", gina, hal), gina, hal)

    @property
    def app(self) -> Any:
        assert self.harness.app is not None
        return self.harness.app

    async def new_game(self) -> tuple[ChatHandle, GameSession]:
        self.rounds += 1
        group = self.harness.tg.group(f"Игротека {self.rounds}", self.ann, self.bob, self.vika, self.dima)
        await group.set_member(self.ann, "creator")
        await group.set_member(self.dima, "administrator")
        session = await play(self.harness, group, self.ann, self.bob, self.vika,
                             command=f"/start_{self.kind}")
        self.group = group
        return group, session

    # ---- what a press may be ---------------------------------------------------------------

    def visible(self, user: UserHandle) -> list[Message]:
        """The bot's messages in every chat `user` is in."""
        core = self.harness.tg.core
        return [stored.message for chat in core.chats.values() if can_see(self.harness.tg, user, chat.id)
                for stored in chat.messages.values()
                if not stored.deleted and stored.message.from_user is not None
                and stored.message.from_user.id == core.bot_id]

    def all_data(self) -> list[str]:
        found = [data for user in self.people for message in self.visible(user) for data in carried(message)]
        return sorted(set(found))

    def game_ids(self) -> list[int]:
        live = [s.id for s in self.app.live]
        return sorted({*live, *(i + 1 for i in live), 0, 1, -1, 10**9})

    def data(self, draw: st.DataObject, message: Message) -> str:
        on_it = carried(message)
        # Half the presses are of the message's own buttons, as people press them; the rest forged.
        if on_it and draw.draw(st.integers(0, 9), label="honest") < 5:
            return draw.draw(st.sampled_from(on_it), label="data")
        anywhere, ids = self.all_data(), self.game_ids()
        live = st.sampled_from(sorted(s.id for s in self.app.live) or [1])
        forged: list[st.SearchStrategy[str]] = [
            platform_buttons(live, self.registry),
            live.flatmap(lambda game: st.sampled_from(self.own_buttons).flatmap(
                lambda kind: packed(kind, [game]))),
            st.sampled_from(self.buttons).flatmap(lambda kind: packed(kind, ids)),
            st.text(max_size=64),
            prefixed(self.buttons),
        ]
        if anywhere:  # data copied from another message, as it is or with a field changed
            copied = st.sampled_from(anywhere)
            forged += [copied, copied.flatmap(lambda d: mutated(d, ids))]
        data: str = draw.draw(st.one_of(*forged), label="data")
        return data

    # ---- the rules the platform must keep ----------------------------------------------------

    async def is_admin(self, session: GameSession, user_id: int) -> bool:
        member = self.harness.tg.core.chats[session.chat_id].members.get(user_id)
        return member in ("creator", "administrator")

    async def may_change(self, session: GameSession, before: Photo, user: UserHandle, message: Message,
                         data: str) -> bool:
        """Whether this press was allowed to change `session` (as it was before the press)."""
        if not carries(message, data):
            return False
        where = message.chat.id
        button = self.registry.button(data)
        if button is not None:
            if button.game != session.id or where not in (session.chat_id, user.id):
                return False
            if user.id not in before.players or session.engine is None:
                return False
            at = PressedAt(date=int(self.harness.clock.now()), after_message_id=session.seen_message_id,
                           update_id=self.harness.tg.core.updates.next_id)
            command = button.command(user.id, at)
            if command is None or session.content is None:
                return False  # a choice the presenter shows: the game itself does not move
            engine = session.spec.restore(json.loads(before.state), session.content)
            return engine.can(command, self.harness.clock.now())
        stop = unpacked(StopButton, data)
        if stop is not None:
            return (stop.game == session.id and stop.confirm and where == session.chat_id
                    and (user.id == before.creator or await self.is_admin(session, user.id)))
        lobby = unpacked(LobbyButton, data)
        if lobby is not None and lobby.game == session.id and where == session.chat_id:
            if before.status is not GameStatus.LOBBY:
                return False
            if lobby.action == "start":
                return user.id == before.creator or await self.is_admin(session, user.id)
            return lobby.action in ("join", "leave")
        return False

    # ---- one example -------------------------------------------------------------------------

    async def play(self, draw: st.DataObject) -> None:
        """One example on a freshly booted bot: the same draws always make the same story."""
        await self.boot()
        try:
            tg = self.harness.tg
            await self.new_game()
            for _ in range(draw.draw(st.integers(1, MOVES), label="moves")):
                move = draw.draw(st.integers(0, 7), label="move")
                if move == 0:
                    seconds = draw.draw(st.sampled_from([1, 3, 5, 30, 200]), label="seconds")
                    note(f"{seconds} s pass")
                    await tg.advance(seconds)
                elif move == 1:
                    await self.command(draw)
                elif move == 2:
                    await self.answer(draw)
                else:
                    await self.press(draw)
        finally:
            await self.harness.shutdown()

    async def command(self, draw: st.DataObject) -> None:
        """Someone types a command that puts buttons in a chat (/stop's confirmation, /settings…)."""
        core = self.harness.tg.core
        user = self.people[draw.draw(st.integers(0, len(self.people) - 1), label="who types")]
        groups = [c for c in core.chats.values()
                  if c.type != "private" and can_see(self.harness.tg, user, c.id)]
        chat = groups[draw.draw(st.integers(0, len(groups) - 1), label="where")]
        text = draw.draw(st.sampled_from(["/stop", "/settings", "/games", "/score", f"/start_{self.kind}"]),
                         label="command")
        note(f"{user} types {text} in chat {chat.id}")
        await user.says(self.harness.tg.chat(chat.id), text)

    async def answer(self, draw: st.DataObject) -> None:
        """A player types a word (in the group, or a row of their sheet in private): games move on,
        and their buttons come (a challenge under an answer, a review…)."""
        user = self.people[draw.draw(st.integers(0, 2), label="who answers")]
        word = draw.draw(st.sampled_from(WORDS), label="word")
        group = self.group
        if draw.draw(st.booleans(), label="in private"):
            await user.says(user.private, f"{draw.draw(st.integers(1, 12), label='row')} {word}")
        elif group is not None:
            await user.says(group, word)

    async def press(self, draw: st.DataObject) -> None:
        tg = self.harness.tg
        user = self.people[draw.draw(st.integers(0, len(self.people) - 1), label="presser")]
        visible = self.visible(user)
        with_buttons = [m for m in visible if carried(m)]
        if with_buttons and draw.draw(st.integers(0, 9), label="a message with buttons") < 8:
            visible = with_buttons
        message = visible[draw.draw(st.integers(0, len(visible) - 1), label="message")]
        data = self.data(draw, message)
        games = list(self.app.live)
        before = {s.id: photo(s) for s in games}
        allowed = {s.id: await self.may_change(s, before[s.id], user, message, data) for s in games}
        note(f"{user} presses {data!r} on message {message.message_id} in chat {message.chat.id}")
        query_id = send_forged(tg, user, message, data)
        await tg.idle()
        assert answer_of(tg, query_id).answered, f"{user} pressing {data!r}: no answer"
        for session in games:
            if photo(session) != before[session.id]:
                assert allowed[session.id], (f"{user} pressing {data!r} on message {message.message_id} in "
                                             f"chat {message.chat.id} changed game {session.id}")
        assert not tg.handler_errors


def carried(message: Message) -> list[str]:
    markup = message.reply_markup
    return [b.callback_data for row in markup.inline_keyboard for b in row
            if b.callback_data] if markup is not None else []


def unpacked(kind: type[CallbackData], data: str) -> Any:
    try:
        return kind.unpack(data)
    except (TypeError, ValueError):
        return None


SAFE = st.text(st.characters(exclude_characters=":", exclude_categories=["Cs"]), max_size=8)


def field_values(annotation: Any, ids: list[int]) -> st.SearchStrategy[Any]:
    """Values a forger might put in a field typed `annotation` (right-typed, and not)."""
    if annotation is int:
        return st.one_of(st.sampled_from(ids), st.integers(-3, 40), st.integers(-(2**40), 2**40))
    if annotation is bool:
        return st.booleans()
    origin = typing.get_origin(annotation)
    if origin is typing.Literal:
        return st.sampled_from(typing.get_args(annotation))
    if isinstance(annotation, type) and issubclass(annotation, Enum):
        return st.sampled_from(list(annotation))
    return SAFE


# A button kind: a platform or choice button (`CallbackData`), or a game's press with its game's kinds.
ButtonOf = tuple[ButtonKinds | None, type[Any]]


def kinds_of(buttons: ButtonKinds) -> list[ButtonOf]:
    presses: list[ButtonOf] = [(buttons, kind) for kind in buttons.presses.values()]
    return [*presses, *((None, kind) for kind in buttons.choices)]


def packed(of: ButtonOf, ids: list[int]) -> st.SearchStrategy[str]:
    """A button of a kind with forged fields, packed as a real one would be."""
    buttons, kind = of
    if buttons is None:
        fields = {name: field_values(info.annotation, ids) for name, info in kind.model_fields.items()}

        def pack(values: dict[str, Any]) -> str:
            try:
                return str(kind(**values).pack())
            except (TypeError, ValueError):
                return ""  # not packable (a field too long for Telegram): an empty press instead

        return st.fixed_dictionaries(fields).map(pack)
    hints = typing.get_type_hints(kind)
    carried = {f.name: field_values(hints[f.name], ids) for f in dataclasses.fields(kind)
               if f.name not in ("player_id", "at")}

    def pack_press(values: dict[str, Any]) -> str:
        game = values.pop("game")
        try:
            return buttons.pack(kind(player_id=ANYONE, **values), game)
        except (TypeError, ValueError):
            return ""

    return st.fixed_dictionaries({**carried, "game": st.sampled_from(ids)}).map(pack_press)


def platform_buttons(live: st.SearchStrategy[int], registry: Registry) -> st.SearchStrategy[str]:
    """The platform's own buttons, aimed at a live game."""
    kinds = st.sampled_from(["", "xx", *(spec.kind for spec in registry)])
    names = st.sampled_from(["", "rounds", "zz", *(n for spec in registry for n in spec.setting_choices)])
    return st.one_of(
        st.builds(StopButton, game=live, confirm=st.booleans()),
        st.builds(LobbyButton, game=live, action=st.sampled_from(["join", "leave", "start", "begin"])),
        st.builds(SettingsButton, lang=st.sampled_from(["", "ru", "en", "xx"]), kind=kinds, name=names,
                  languages_only=st.booleans()),
        st.builds(MenuButton, kind=kinds),
    ).map(lambda button: button.pack())


def prefixed(kinds: list[ButtonOf]) -> st.SearchStrategy[str]:
    """A known prefix followed by anything."""
    prefixes = sorted({*(k.__prefix__ for b, k in kinds if b is None),
                       *(code for b, _ in kinds if b is not None for code in b.presses)})
    return st.tuples(st.sampled_from(prefixes), st.text(max_size=40)).map(lambda p: f"{p[0]}:{p[1]}")


def mutated(data: str, ids: list[int]) -> st.SearchStrategy[str]:
    """Real data with one field changed (another game's id, a number, anything)."""
    parts = data.split(":")
    token = st.one_of(st.sampled_from([str(i) for i in ids]), st.integers(-5, 10**6).map(str), SAFE,
                      st.just(""))

    def change(choice: tuple[int, str]) -> str:
        index, value = choice
        changed = [*parts]
        changed[index % len(parts)] = value
        return clip(":".join(changed))

    return st.tuples(st.integers(0, len(parts) - 1), token).map(change)


def clip(data: str) -> str:
    """Telegram refuses callback data over 64 bytes."""
    while len(data.encode()) > 64:
        data = data[:-1]
    return data


@pytest.fixture
def errors() -> Iterator[Errors]:
    handler = Errors()
    logging.getLogger().addHandler(handler)
    try:
        yield handler
    finally:
        logging.getLogger().removeHandler(handler)


@pytest.mark.parametrize("kind", KINDS)
def test_any_press_changes_a_game_only_when_its_rules_allow(kind: str, tmp_path: Path,
                                                            errors: Errors) -> None:
    examples = iter(range(10**6))
    with asyncio.Runner() as runner:  # one event loop for the whole example set
        # No shrinking: each example boots a bot, and shrinking one takes many minutes. The failure
        # names the press; `note`s tell the story up to it.
        @settings(max_examples=EXAMPLES, deadline=None, database=None,
                  phases=(Phase.explicit, Phase.generate),
                  suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
        @given(st.data())
        def presses(draw: st.DataObject) -> None:
            folder = tmp_path / str(next(examples))
            folder.mkdir()
            runner.run(Table(folder, kind).play(draw))

        presses()
    assert [r.getMessage() for r in errors.records] == []
