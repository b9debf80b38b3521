"""What every sending method shares: text and entities, keyboards, replies, topics, flood."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from aiogram.types import InlineKeyboardMarkup, Message, MessageEntity
from pydantic import ValidationError

from sandbox.core import ephemeral
from sandbox.core.errors import bad_request
from sandbox.core.formatting import apply_parse_mode, detect_entities, utf16_len
from sandbox.core.state import ChatState, StoredMessage, revise

if TYPE_CHECKING:
    from sandbox.core.telegram import Core

TEXT_LIMIT = 4096
CAPTION_LIMIT = 1024
CALLBACK_DATA_LIMIT = 64
BUTTON_ACTIONS = ("url", "callback_data", "web_app", "login_url", "switch_inline_query",
                  "switch_inline_query_current_chat", "switch_inline_query_chosen_chat", "copy_text",
                  "callback_game", "pay")


def formatted(p: dict[str, Any], text_key: str, mode_key: str, entities_key: str,
              ) -> tuple[str, list[MessageEntity] | None]:
    """Text after `parse_mode` (or explicit entities), with the entities Telegram detects itself."""
    text = str(p.get(text_key) or "")
    if p.get(mode_key):
        text, entities = apply_parse_mode(text, p[mode_key])
    else:
        entities = list(p.get(entities_key) or [])
    entities = detect_entities(text, entities)
    if any(e["offset"] + e["length"] > utf16_len(text) for e in entities):
        raise bad_request("can't parse entities: entity beyond the end of the text")
    return text, [MessageEntity(**e) for e in entities] or None


def message_text(p: dict[str, Any]) -> tuple[str, list[MessageEntity] | None]:
    text, entities = formatted(p, "text", "parse_mode", "entities")
    if not text.strip():
        raise bad_request("message text is empty")
    if len(text) > TEXT_LIMIT:
        raise bad_request("message is too long")
    return text, entities


def caption(p: dict[str, Any]) -> tuple[str | None, list[MessageEntity] | None]:
    if not p.get("caption"):
        return None, None
    text, entities = formatted(p, "caption", "parse_mode", "caption_entities")
    if len(text) > CAPTION_LIMIT:
        raise bad_request("message caption is too long")
    return text, entities


def inline_keyboard(p: dict[str, Any]) -> InlineKeyboardMarkup | None:
    """The inline keyboard to store; reply keyboards are accepted and not kept (users have no UI here)."""
    markup = p.get("reply_markup")
    if not markup or "inline_keyboard" not in markup:
        if markup and not any(k in markup for k in ("keyboard", "remove_keyboard", "force_reply")):
            raise bad_request("can't parse reply keyboard markup JSON object")
        return None
    for row in markup["inline_keyboard"]:
        for button in row:
            if not button.get("text"):
                raise bad_request("can't parse inline keyboard button: Text must be non-empty")
            if not any(button.get(action) is not None for action in BUTTON_ACTIONS):
                raise bad_request("can't parse inline keyboard button: Text buttons are unallowed in the "
                                  "inline keyboard")
            data = button.get("callback_data")
            if data is not None and not 1 <= len(str(data).encode("utf-8")) <= CALLBACK_DATA_LIMIT:
                raise bad_request("BUTTON_DATA_INVALID")
    try:
        return InlineKeyboardMarkup.model_validate(markup)
    except ValidationError as error:
        raise bad_request("can't parse inline keyboard markup JSON object") from error


def thread_id(chat: ChatState, p: dict[str, Any]) -> int | None:
    thread = p.get("message_thread_id")
    if thread is None:
        return None
    if not chat.is_forum or (int(thread) != 1 and int(thread) not in chat.topics):
        raise bad_request("message thread not found")
    return int(thread)


def reply_target(core: Core, chat: ChatState, p: dict[str, Any],
                 receiver: int | None = None) -> Message | None:
    reply = p.get("reply_parameters") or {}
    if reply.get("ephemeral_message_id") is not None and reply.get("message_id") is None:
        return ephemeral.reply_to_ephemeral(core, chat, receiver, reply["ephemeral_message_id"])
    message_id = reply.get("message_id", p.get("reply_to_message_id"))
    if message_id is None:
        return None
    if reply.get("chat_id") not in (None, chat.id):
        raise bad_request("message to be replied not found")
    stored = core.stored(chat, message_id)
    if stored is None:
        if reply.get("allow_sending_without_reply") or p.get("allow_sending_without_reply"):
            return None
        raise bad_request("message to be replied not found")
    # Telegram nests the replied message one level deep only.
    return revise(core.current(stored), reply_to_message=None)


def send(core: Core, chat: ChatState, p: dict[str, Any], poll_id: str | None = None,
         may_be_ephemeral: bool = False, **content: Any) -> StoredMessage:
    """Store a new message from the bot in `chat` (flood control first, as Telegram counts it).

    With `may_be_ephemeral` (the send methods that take `ephemeral_message_parameters`),
    a message with a receiver is ephemeral: `message_id` 0, seen by the receiver only.
    """
    thread = thread_id(chat, p)
    receiver = ephemeral.requested_receiver(core, chat, p) if may_be_ephemeral else None
    reply_to = reply_target(core, chat, p, receiver)
    if receiver is not None:
        replaces = ephemeral.replaced_message(core, chat, receiver, p)
        core.check_flood(chat, ephemeral=True)
        message = Message(
            message_id=0, ephemeral_message_id=chat.next_ephemeral_id(), receiver_user=core.user(receiver),
            date=core.date(), chat=core.chat_model(chat), from_user=core.bot_user(), message_thread_id=thread,
            is_topic_message=True if thread is not None and thread != 1 else None,
            reply_to_message=reply_to, reply_markup=inline_keyboard(p), **content,
        )
        return ephemeral.store(core, chat, receiver, message, replaces=replaces)
    core.check_flood(chat)
    message = Message(
        message_id=chat.next_message_id(), date=core.date(), chat=core.chat_model(chat),
        from_user=core.bot_user(), message_thread_id=thread,
        is_topic_message=True if thread is not None and thread != 1 else None,
        reply_to_message=reply_to, reply_markup=inline_keyboard(p), **content,
    )
    return core.store(chat, message, poll_id=poll_id)


def editable(core: Core, p: dict[str, Any]) -> tuple[ChatState, StoredMessage]:
    if p.get("inline_message_id"):
        raise bad_request("message to edit not found")
    chat = core.chat_for_bot(p.get("chat_id"))
    stored = core.stored(chat, p.get("message_id"))
    if stored is None:
        raise bad_request("message to edit not found")
    author = stored.message.from_user
    if author is None or author.id != core.bot_id:
        raise bad_request("message can't be edited")
    core.check_flood(chat)  # Telegram counts edits against the same limits as sends
    return chat, stored


NOT_MODIFIED = ("message is not modified: specified new message content and reply markup are exactly the "
                "same as a current content and reply markup of the message")
