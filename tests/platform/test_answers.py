"""Which messages can be answers (issue 3, "Telegram ordering and fairness")."""

from __future__ import annotations

from datetime import UTC, datetime

from aiogram.types import Chat, Message, MessageOriginUser, User

from bot.routers.games import say_of
from bot.services.game_session import GameSession
from bot.storage import GameRecord, GameStatus
from bot.storage.records import GameSettings
from engines.core import Player
from tests.games.quick.spec import SPEC

GROUP = Chat(id=-100, type="supergroup", title="Игротека")
ANN = User(id=1, is_bot=False, first_name="Аня")
BOT = User(id=2, is_bot=True, first_name="Робот")
WHEN = datetime(2026, 1, 1, 12, 0, 5, tzinfo=UTC)


def _session() -> GameSession:
    record = GameRecord(
        id=1, kind="testgame", chat_id=GROUP.id, thread_id=0, status=GameStatus.LOBBY, creator_id=1,
        players=[Player(1, "Аня"), Player(2, "Робот")], settings=GameSettings(),
        seed=1, state=None, version=0,
        created_at=0.0, updated_at=0.0,
    )
    return GameSession(record=record, spec=SPEC, settings=SPEC.settings({}))


def _message(**fields: object) -> Message:
    base: dict[str, object] = {"message_id": 7, "date": WHEN, "chat": GROUP, "from_user": ANN, "text": "кот"}
    base.update(fields)
    return Message(**base)  # type: ignore[arg-type]


def test_a_players_plain_message_is_an_answer_with_telegrams_date_and_id() -> None:
    say = say_of(_message(), _session(), private=False, me=None)
    assert say is not None
    assert (say.player_id, say.text, say.date, say.message_id) == (1, "кот", int(WHEN.timestamp()), 7)


def test_a_forwarded_message_is_never_an_answer() -> None:
    forwarded = _message(forward_origin=MessageOriginUser(date=WHEN, sender_user=ANN))
    assert say_of(forwarded, _session(), private=False, me=None) is None


def test_messages_from_bots_are_not_answers_even_when_seated() -> None:
    assert say_of(_message(from_user=BOT), _session(), private=False, me=None) is None


def test_an_anonymous_admin_speaking_as_the_group_is_not_a_player() -> None:
    anonymous = _message(sender_chat=GROUP)
    assert say_of(anonymous, _session(), private=False, me=None) is None


def test_commands_are_not_answers() -> None:
    assert say_of(_message(text="/score"), _session(), private=False, me=None) is None
