"""Text messages: send, edit, delete, chat actions."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from sandbox.core.errors import bad_request
from sandbox.core.methods.common import NOT_MODIFIED, caption, editable, inline_keyboard, message_text, send
from sandbox.core.methods.registry import method
from sandbox.core.state import revise

if TYPE_CHECKING:
    from sandbox.core.telegram import Core

CHAT_ACTIONS = frozenset({"typing", "upload_photo", "record_video", "upload_video", "record_voice",
                          "upload_voice", "upload_document", "choose_sticker", "find_location",
                          "record_video_note", "upload_video_note"})


@method("sendMessage")
def send_message(core: Core, p: dict[str, Any]) -> dict[str, Any]:
    chat = core.chat_for_bot(p.get("chat_id"))
    text, entities = message_text(p)
    return core.message_json(send(core, chat, p, may_be_ephemeral=True, text=text, entities=entities))


@method("editMessageText")
def edit_message_text(core: Core, p: dict[str, Any]) -> dict[str, Any]:
    _, stored = editable(core, p)
    old = stored.message
    if old.text is None:
        raise bad_request("there is no text in the message to edit")
    text, entities = message_text(p)
    markup = inline_keyboard(p)
    if text == old.text and entities == old.entities and markup == old.reply_markup:
        raise bad_request(NOT_MODIFIED)
    stored.message = revise(old, text=text, entities=entities, reply_markup=markup, edit_date=core.date())
    core.touch()
    return core.message_json(stored)


@method("editMessageCaption")
def edit_message_caption(core: Core, p: dict[str, Any]) -> dict[str, Any]:
    _, stored = editable(core, p)
    old = stored.message
    if old.text is not None or old.poll is not None:
        raise bad_request("there is no caption in the message to edit")
    text, entities = caption(p)
    markup = inline_keyboard(p)
    if text == old.caption and entities == old.caption_entities and markup == old.reply_markup:
        raise bad_request(NOT_MODIFIED)
    stored.message = revise(old, caption=text, caption_entities=entities, reply_markup=markup,
                            edit_date=core.date())
    core.touch()
    return core.message_json(stored)


@method("editMessageReplyMarkup")
def edit_message_reply_markup(core: Core, p: dict[str, Any]) -> dict[str, Any]:
    _, stored = editable(core, p)
    markup = inline_keyboard(p)
    if markup == stored.message.reply_markup:
        raise bad_request(NOT_MODIFIED)
    stored.message = revise(stored.message, reply_markup=markup, edit_date=core.date())
    core.touch()
    return core.message_json(stored)


def _delete(core: Core, chat_id: Any, message_id: Any) -> None:
    chat = core.chat_for_bot(chat_id)
    stored = core.stored(chat, message_id)
    if stored is None:
        raise bad_request("message to delete not found")
    author = stored.message.from_user
    own = author is not None and author.id == core.bot_id
    if chat.is_group and not own and not core.is_admin(chat, core.bot_id):
        raise bad_request("message can't be deleted")
    stored.deleted = True
    core.touch()


@method("deleteMessage")
def delete_message(core: Core, p: dict[str, Any]) -> bool:
    _delete(core, p.get("chat_id"), p.get("message_id"))
    return True


@method("deleteMessages")
def delete_messages(core: Core, p: dict[str, Any]) -> bool:
    deleted = 0
    for message_id in p.get("message_ids") or []:
        try:
            _delete(core, p.get("chat_id"), message_id)
            deleted += 1
        except Exception:  # Telegram skips what it cannot delete and reports failure only if nothing went
            continue
    if not deleted:
        raise bad_request("message to delete not found")
    return True


@method("sendChatAction")
def send_chat_action(core: Core, p: dict[str, Any]) -> bool:
    core.chat_for_bot(p.get("chat_id"))
    if p.get("action") not in CHAT_ACTIONS:
        raise bad_request("wrong parameter action in request")
    return True
