"""Ephemeral messages and commands (Bot API 10.2/10.3): one member's messages inside a group.

The bot sends one with `ephemeral_message_parameters`; a member sends one by typing one of
the bot's ephemeral commands. Either way it has `message_id` 0 and an `ephemeral_message_id`,
and only its one member (and the bot) ever sees it. Telegram does not guarantee delivery,
"especially if they are offline": deliveries to an offline member are lost here, while the
Bot API still answers ok, so a bot can be tested against exactly that.
"""

from __future__ import annotations

import json
import re
from typing import TYPE_CHECKING, Any

from aiogram.types import Message

from sandbox.core.errors import ApiError, bad_request
from sandbox.core.state import ChatState, EphemeralStored, revise
from sandbox.core.telegram import dump

if TYPE_CHECKING:
    from sandbox.core.telegram import Core

REPLY_WINDOW = 15  # seconds: an ephemeral message may be replied to only this long after it was sent
MEMBER = ("creator", "administrator", "member", "restricted")


def requested_receiver(core: Core, chat: ChatState, p: dict[str, Any]) -> int | None:
    """The receiver a send asks for (None: a common message), refused the way Telegram refuses it."""
    params = p.get("ephemeral_message_parameters") or {}
    receiver = params.get("receiver_user_id", p.get("receiver_user_id"))
    if receiver is None:
        if params:
            raise bad_request('parameter "receiver_user_id" is required')
        return None
    if not chat.is_group:
        raise bad_request("ephemeral messages can be sent only to group and supergroup chats")
    try:
        receiver = int(receiver)
    except (TypeError, ValueError):
        raise bad_request("invalid receiver_user_id specified") from None
    if receiver not in core.users:
        raise bad_request("receiver user not found")
    if chat.members.get(receiver) not in MEMBER:
        raise bad_request("receiver user is not a member of the chat")
    return receiver


def replaced_message(core: Core, chat: ChatState, receiver: int, p: dict[str, Any]) -> int | None:
    """The common message the ephemeral one is shown in place of, after checking the callback query."""
    params = p.get("ephemeral_message_parameters") or {}
    query_id = params.get("callback_query_id", p.get("callback_query_id"))
    if query_id is None:
        if params.get("replace_callback_query_message"):
            raise bad_request("replace_callback_query_message needs a callback_query_id")
        return None
    record = core.callbacks.get(str(query_id))
    if record is None or record.chat_id != chat.id or record.from_id != receiver:
        raise bad_request("query is too old and response timeout expired or query ID is invalid")
    if not params.get("replace_callback_query_message"):
        return None
    if record.ephemeral_message_id is not None:
        raise bad_request("replace_callback_query_message must be false for callback queries from ephemeral "
                          "messages: edit them with editEphemeralMessage methods")
    return record.message_id


def reply_to_ephemeral(core: Core, chat: ChatState, receiver: int | None, ephemeral_id: Any) -> Message:
    """The ephemeral message a reply points at: the receiver's own, within 15 seconds."""
    if receiver is None:
        raise bad_request("a reply to an ephemeral message must be an ephemeral message")
    stored = chat.ephemerals.get(int(ephemeral_id))
    if stored is None or stored.deleted or stored.viewer_id != receiver:
        raise bad_request("message to be replied not found")
    if core.now() - stored.sent_at > REPLY_WINDOW:
        raise bad_request("message to be replied not found")
    return revise(stored.message, reply_to_message=None)


def store(core: Core, chat: ChatState, viewer_id: int, message: Message,
          replaces: int | None = None) -> EphemeralStored:
    """Keep an ephemeral message; its viewer has it unless they are offline (then it is lost to them)."""
    lost = viewer_id in core.offline and message.from_user is not None and message.from_user.id == core.bot_id
    stored = EphemeralStored(message=message, viewer_id=viewer_id, seen=None if lost else message,
                             after_message_id=chat.last_message_id, sent_at=core.now(), replaces=replaces)
    assert message.ephemeral_message_id is not None
    chat.ephemerals[message.ephemeral_message_id] = stored
    core.touch()
    return stored


def changed(core: Core, stored: EphemeralStored) -> None:
    """The server's copy changed (an edit or a deletion): the viewer gets it only while online."""
    if stored.viewer_id not in core.offline and stored.seen is not None:
        stored.seen = stored.message
        stored.seen_deleted = stored.deleted
    core.touch()


def bot_ephemeral(core: Core, p: dict[str, Any], missing: str) -> tuple[ChatState, EphemeralStored]:
    """The bot's ephemeral message addressed by chat_id, receiver_user_id and ephemeral_message_id."""
    chat = core.chat_for_bot(p.get("chat_id"))
    stored = chat.ephemerals.get(int(p.get("ephemeral_message_id") or 0))
    author = stored.message.from_user if stored is not None else None
    if (stored is None or stored.deleted or author is None or author.id != core.bot_id
            or stored.viewer_id != int(p.get("receiver_user_id") or 0)):
        raise bad_request(missing)
    return chat, stored


def visible(core: Core, chat: ChatState, stored: EphemeralStored, user_id: int) -> Message:
    """What `user_id` has of this ephemeral message; 404 when it is not theirs or never reached them."""
    eid = stored.message.ephemeral_message_id
    if stored.viewer_id != user_id or stored.seen is None or stored.seen_deleted:
        raise ApiError(404, f"ephemeral message {eid} not found in chat {chat.id} for user {user_id}")
    return stored.seen


# ephemeral commands -----------------------------------------------------------------------------

def _scopes(chat: ChatState, user_id: int, admin: bool) -> list[dict[str, Any]]:
    """Telegram's scope order for a member's group message: the narrowest scope with commands wins."""
    scopes: list[dict[str, Any]] = [{"type": "chat_member", "chat_id": chat.id, "user_id": user_id}]
    if admin:
        scopes.append({"type": "chat_administrators", "chat_id": chat.id})
    scopes.append({"type": "chat", "chat_id": chat.id})
    if admin:
        scopes.append({"type": "all_chat_administrators"})
    scopes += [{"type": "all_group_chats"}, {"type": "default"}]
    return scopes


def _same_scope(stored_key: str, wanted: dict[str, Any]) -> bool:
    scope = json.loads(stored_key)
    if scope.get("type") != wanted["type"]:
        return False
    return all(str(scope.get(k)) == str(v) for k, v in wanted.items() if k != "type")


def commands_for(core: Core, chat: ChatState, user_id: int) -> list[dict[str, Any]]:
    """The bot's command list a member of `chat` gets (scope first, then their language, then no language)."""
    language = core.user(user_id).language_code or ""
    for wanted in _scopes(chat, user_id, core.is_admin(chat, user_id)):
        for lang in (language, ""):
            for (scope_key, stored_lang), commands in core.commands.items():
                if stored_lang == lang and _same_scope(scope_key, wanted):
                    return commands
    return []


def is_ephemeral_command(core: Core, chat: ChatState, user_id: int, text: str | None) -> bool:
    """Whether a member's group message starts with one of the bot's ephemeral commands for them."""
    if not chat.is_group or not text:
        return False
    match = re.match(r"/([A-Za-z0-9_]+)(@\w+)?(\s|$)", text)
    if match is None:
        return False
    addressee = match.group(2)
    if addressee is not None and addressee.lower() != f"@{core.bot_username.lower()}":
        return False
    name = match.group(1).lower()
    return any(c["command"] == name and c.get("is_ephemeral") for c in commands_for(core, chat, user_id))


# the members' views -----------------------------------------------------------------------------

def ever_shown(core: Core, chat: ChatState, user_id: int | None) -> list[Message]:
    """Every version of every message `user_id` (None: every member) was ever shown in `chat`, deleted
    and replaced ones too: what a test checks to prove a secret never showed before its reveal."""
    shown = [version for _, stored in sorted(chat.messages.items()) for version in stored.versions]
    if user_id is not None:
        shown += [version for stored in chat.ephemerals.values() if stored.viewer_id == user_id
                  for version in stored.seen_versions]
    return shown


def view(core: Core, chat: ChatState, user_id: int | None, after: int = 0,
         include_deleted: bool = True) -> list[dict[str, Any]]:
    """The chat as `user_id` sees it (None: as everyone sees it, no ephemeral message), in order.

    Messages with id > `after`, and the ephemeral messages sent since message `after`
    (an ephemeral message sits after the common message that was last when it was sent).
    """
    replaced = {s.replaces for s in chat.ephemerals.values() if user_id is not None
                and s.viewer_id == user_id and s.seen is not None and not s.seen_deleted}
    rows: list[tuple[tuple[int, int, int], dict[str, Any]]] = []
    for message_id, stored in chat.messages.items():
        if message_id <= after or message_id in replaced or (stored.deleted and not include_deleted):
            continue
        rows.append(((message_id, 0, 0), core.message_json(stored)))
    if user_id is not None:
        for eid, eph in chat.ephemerals.items():
            if eph.viewer_id != user_id or eph.seen is None or eph.after_message_id < after:
                continue
            if eph.seen_deleted and not include_deleted:
                continue
            data = dump(eph.seen)
            if eph.seen_deleted:
                data["deleted"] = True
            rows.append(((eph.after_message_id, 1, eid), data))
    return [data for _, data in sorted(rows, key=lambda row: row[0])]
