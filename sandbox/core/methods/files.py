"""Photos and documents: uploads are kept (bytes and all) under a file_id; getFile gives a download path."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from aiogram.types import Document, File, PhotoSize

from sandbox.core.errors import bad_request
from sandbox.core.methods.common import caption, send
from sandbox.core.methods.registry import method
from sandbox.core.params import Upload
from sandbox.core.state import FileRecord
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
    return core.message_json(send(core, chat, p, photo=photo, caption=text, caption_entities=entities))


@method("sendDocument")
def send_document(core: Core, p: dict[str, Any]) -> dict[str, Any]:
    chat = core.chat_for_bot(p.get("chat_id"))
    text, entities = caption(p)
    record = _file(core, p, "document", "documents")
    document = Document(file_id=record.file_id, file_unique_id=record.file_unique_id,
                        file_name=record.filename, file_size=len(record.data))
    return core.message_json(send(core, chat, p, document=document, caption=text, caption_entities=entities))


@method("getFile")
def get_file(core: Core, p: dict[str, Any]) -> dict[str, Any]:
    record = core.files.get(str(p.get("file_id") or ""))
    if record is None:
        raise bad_request("invalid file_id")
    return dump(File(file_id=record.file_id, file_unique_id=record.file_unique_id, file_size=len(record.data),
                     file_path=record.path))
