"""Photos and documents: uploads are kept (bytes and all) under a file_id; getFile gives a download path."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from aiogram.types import Document, File, PhotoSize

from sandbox.core.errors import bad_request
from sandbox.core.methods.common import caption, editable, inline_keyboard, send
from sandbox.core.methods.registry import method
from sandbox.core.params import Upload
from sandbox.core.state import FileRecord, revise
from sandbox.core.telegram import dump

if TYPE_CHECKING:
    from sandbox.core.telegram import Core

# The sandbox does not decode images; every photo reports this size.
PHOTO_SIZE = (800, 600)


def _file(core: Core, p: dict[str, Any], field: str, folder: str) -> FileRecord:
    value = p.get(field)
    if isinstance(value, str) and value.startswith("attach://"):
        value = p.get(value.removeprefix("attach://"))
    if isinstance(value, Upload):
        return core.add_file(value, folder)
    if isinstance(value, str) and value in core.files:
        return core.files[value]
    if isinstance(value, str) and value.startswith(("http://", "https://")):
        # No network here: a URL becomes an empty file named after it.
        return core.add_file(Upload(filename=value.rsplit("/", 1)[-1] or "file", data=b""), folder)
    if not value:
        raise bad_request(f"there is no {field} in the request")
    raise bad_request("wrong file identifier/HTTP URL specified")


@method("sendPhoto")
def send_photo(core: Core, p: dict[str, Any]) -> dict[str, Any]:
    chat = core.chat_for_bot(p.get("chat_id"))
    text, entities = caption(p)
    record = _file(core, p, "photo", "photos")
    width, height = PHOTO_SIZE
    photo = [PhotoSize(file_id=record.file_id, file_unique_id=record.file_unique_id, width=width,
                       height=height, file_size=len(record.data))]
    return core.message_json(send(core, chat, p, may_be_ephemeral=True, photo=photo, caption=text,
                                  caption_entities=entities))


@method("sendDocument")
def send_document(core: Core, p: dict[str, Any]) -> dict[str, Any]:
    chat = core.chat_for_bot(p.get("chat_id"))
    text, entities = caption(p)
    record = _file(core, p, "document", "documents")
    document = Document(file_id=record.file_id, file_unique_id=record.file_unique_id,
                        file_name=record.filename, file_size=len(record.data))
    return core.message_json(send(core, chat, p, may_be_ephemeral=True, document=document, caption=text,
                                  caption_entities=entities))


def media_content(core: Core, p: dict[str, Any], media: dict[str, Any]) -> dict[str, Any]:
    """Message fields for one InputMedia (`photo` or `document`), its file resolved like a send's."""
    kind = media.get("type")
    if kind not in ("photo", "document"):
        raise bad_request(f"the sandbox does not emulate {kind} media yet")
    record = _file(core, {**p, "media": media.get("media")}, "media", f"{kind}s")
    text, entities = caption({"caption": media.get("caption"), "parse_mode": media.get("parse_mode"),
                              "caption_entities": media.get("caption_entities")})
    if kind == "photo":
        width, height = PHOTO_SIZE
        photo = [PhotoSize(file_id=record.file_id, file_unique_id=record.file_unique_id, width=width,
                           height=height, file_size=len(record.data))]
        return {"photo": photo, "caption": text, "caption_entities": entities}
    document = Document(file_id=record.file_id, file_unique_id=record.file_unique_id,
                        file_name=record.filename, file_size=len(record.data))
    return {"document": document, "caption": text, "caption_entities": entities}


@method("sendMediaGroup")
def send_media_group(core: Core, p: dict[str, Any]) -> list[dict[str, Any]]:
    chat = core.chat_for_bot(p.get("chat_id"))
    media = p.get("media") or []
    if not 2 <= len(media) <= 10:
        raise bad_request("wrong number of media in the album: 2-10 expected")
    group_id = str(core.next_id())
    contents = [media_content(core, p, item) for item in media]
    sent = [send(core, chat, p, media_group_id=group_id, **content) for content in contents]
    return [core.message_json(stored) for stored in sent]


@method("editMessageMedia")
def edit_message_media(core: Core, p: dict[str, Any]) -> dict[str, Any]:
    _, stored = editable(core, p)
    old = stored.message
    if old.photo is None and old.document is None:
        raise bad_request("there is no media in the message to edit")
    content = media_content(core, p, p.get("media") or {})
    markup = inline_keyboard(p)
    stored.message = revise(old, photo=content.get("photo"), document=content.get("document"),
                            caption=content["caption"], caption_entities=content["caption_entities"],
                            reply_markup=markup, edit_date=core.date())
    core.touch()
    return core.message_json(stored)


@method("getFile")
def get_file(core: Core, p: dict[str, Any]) -> dict[str, Any]:
    record = core.files.get(str(p.get("file_id") or ""))
    if record is None:
        raise bad_request("invalid file_id")
    return dump(File(file_id=record.file_id, file_unique_id=record.file_unique_id, file_size=len(record.data),
                     file_path=record.path))
