"""editEphemeralMessage{Text,Caption,Media,ReplyMarkup} and deleteEphemeralMessage (Bot API 10.2).

An ephemeral message is addressed by `chat_id`, `receiver_user_id` and
`ephemeral_message_id`; these methods answer True (not the message), and the
receiver gets the change only while online, as Telegram warns.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from sandbox.core import ephemeral
from sandbox.core.errors import bad_request
from sandbox.core.methods.common import NOT_MODIFIED, caption, inline_keyboard, message_text
from sandbox.core.methods.files import media_content
from sandbox.core.methods.registry import method
from sandbox.core.state import ChatState, EphemeralStored, revise

if TYPE_CHECKING:
    from sandbox.core.telegram import Core

NOT_FOUND = "message to edit not found"


def _editable(core: Core, p: dict[str, Any]) -> tuple[ChatState, EphemeralStored]:
    chat, stored = ephemeral.bot_ephemeral(core, p, NOT_FOUND)
    core.check_flood(chat, ephemeral=True)  # edits count like sends, ephemeral or not
    return chat, stored


@method("editEphemeralMessageText")
def edit_ephemeral_message_text(core: Core, p: dict[str, Any]) -> bool:
    _, stored = _editable(core, p)
    old = stored.message
    if old.text is None:
        raise bad_request("there is no text in the message to edit")
    text, entities = message_text(p)
    markup = inline_keyboard(p)
    if text == old.text and entities == old.entities and markup == old.reply_markup:
        raise bad_request(NOT_MODIFIED)
    stored.message = revise(old, text=text, entities=entities, reply_markup=markup, edit_date=core.date())
    ephemeral.changed(core, stored)
    return True


@method("editEphemeralMessageCaption")
def edit_ephemeral_message_caption(core: Core, p: dict[str, Any]) -> bool:
    _, stored = _editable(core, p)
    old = stored.message
    if old.text is not None:
        raise bad_request("there is no caption in the message to edit")
    text, entities = caption(p)
    markup = inline_keyboard(p)
    if text == old.caption and entities == old.caption_entities and markup == old.reply_markup:
        raise bad_request(NOT_MODIFIED)
    stored.message = revise(old, caption=text, caption_entities=entities, reply_markup=markup,
                            edit_date=core.date())
    ephemeral.changed(core, stored)
    return True


@method("editEphemeralMessageMedia")
def edit_ephemeral_message_media(core: Core, p: dict[str, Any]) -> bool:
    _, stored = _editable(core, p)
    old = stored.message
    if old.photo is None and old.document is None:
        raise bad_request("there is no media in the message to edit")
    content = media_content(core, p, p.get("media") or {})
    stored.message = revise(old, photo=content.get("photo"), document=content.get("document"),
                            caption=content["caption"], caption_entities=content["caption_entities"],
                            reply_markup=inline_keyboard(p), edit_date=core.date())
    ephemeral.changed(core, stored)
    return True


@method("editEphemeralMessageReplyMarkup")
def edit_ephemeral_message_reply_markup(core: Core, p: dict[str, Any]) -> bool:
    _, stored = _editable(core, p)
    markup = inline_keyboard(p)
    if markup == stored.message.reply_markup:
        raise bad_request(NOT_MODIFIED)
    stored.message = revise(stored.message, reply_markup=markup, edit_date=core.date())
    ephemeral.changed(core, stored)
    return True


@method("deleteEphemeralMessage")
def delete_ephemeral_message(core: Core, p: dict[str, Any]) -> bool:
    _, stored = ephemeral.bot_ephemeral(core, p, "message to delete not found")
    stored.deleted = True
    ephemeral.changed(core, stored)
    return True
