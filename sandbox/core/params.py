"""Bot API parameters as the HTTP transport receives them, decoded by the spec's field types.

Form and multipart bodies carry every value as a string (objects and arrays
JSON-encoded, as aiogram's `prepare_value` does); JSON bodies carry real types.
Both are normalised here against `bot_api_methods.json`, a compact copy of the
offline Bot API spec, so a handler sees one shape whichever transport was used.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any

from sandbox.core.errors import bad_request


@dataclass(frozen=True)
class Upload:
    """A file sent in a multipart body (or read from an aiogram `InputFile`)."""

    filename: str
    data: bytes


def _field(types: list[str], required: bool = False) -> dict[str, Any]:
    return {"required": required, "types": types}


_ADDRESS = {"chat_id": _field(["Integer", "String"], True), "receiver_user_id": _field(["Integer"], True),
            "ephemeral_message_id": _field(["Integer"], True)}
_MARKUP = {"reply_markup": _field(["InlineKeyboardMarkup"])}
# Bot API 10.2/10.3 (ephemeral messages), read from aiogram 3.31's models: the offline spec is 10.1.
EPHEMERAL_METHODS: dict[str, dict[str, dict[str, Any]]] = {
    "editEphemeralMessageText": {**_ADDRESS, **_MARKUP, "text": _field(["String"]),
                                 "parse_mode": _field(["String"]),
                                 "entities": _field(["Array of MessageEntity"]),
                                 "link_preview_options": _field(["LinkPreviewOptions"]),
                                 "rich_message": _field(["InputRichMessage"])},
    "editEphemeralMessageCaption": {**_ADDRESS, **_MARKUP, "caption": _field(["String"]),
                                    "parse_mode": _field(["String"]),
                                    "caption_entities": _field(["Array of MessageEntity"]),
                                    "show_caption_above_media": _field(["Boolean"])},
    "editEphemeralMessageMedia": {**_ADDRESS, **_MARKUP, "media": _field(["InputMedia"], True)},
    "editEphemeralMessageReplyMarkup": {**_ADDRESS, **_MARKUP},
    "deleteEphemeralMessage": dict(_ADDRESS),
}
EPHEMERAL_SEND_FIELDS = {"ephemeral_message_parameters": _field(["EphemeralMessageParameters"]),
                         "receiver_user_id": _field(["Integer"]),  # deprecated in 10.3, still accepted
                         "callback_query_id": _field(["String"])}


@cache
def spec() -> dict[str, dict[str, dict[str, Any]]]:
    text = resources.files("sandbox.core").joinpath("bot_api_methods.json").read_text("utf-8")
    methods: dict[str, dict[str, dict[str, Any]]] = json.loads(text)["methods"]
    for name in ephemeral_send_methods():
        methods.setdefault(name, {}).update(EPHEMERAL_SEND_FIELDS)
    methods.update(EPHEMERAL_METHODS)
    return methods


@cache
def ephemeral_send_methods() -> frozenset[str]:
    """The send methods that take `ephemeral_message_parameters`, as aiogram's models say."""
    import aiogram.methods

    found = set()
    for name in aiogram.methods.__all__:
        model = getattr(aiogram.methods, name)
        if "ephemeral_message_parameters" in getattr(model, "model_fields", {}):
            found.add(str(model.__api_method__))
    return frozenset(found)


def spec_version() -> str:
    text = resources.files("sandbox.core").joinpath("bot_api_methods.json").read_text("utf-8")
    version: str = json.loads(text)["version"]
    return version


def known_method(name: str) -> str | None:
    """The canonical method name (Telegram matches method names case-insensitively)."""
    lowered = name.lower()
    for known in spec():
        if known.lower() == lowered:
            return known
    return None


# Telegram's own words for some missing required parameters; others get the generic sentence.
MISSING = {
    "text": "message text is empty",
    "chat_id": "chat_id is empty",
    "question": "poll question must be non-empty",
    "message_id": "message identifier is not specified",
    "callback_query_id": "query is too old and response timeout expired or query ID is invalid",
}


def decode_params(method: str, raw: dict[str, Any]) -> dict[str, Any]:
    """Typed parameters; a required one that is missing (or empty, as aiogram drops it) is a 400."""
    fields = spec().get(method, {})
    decoded: dict[str, Any] = {}
    for name, value in raw.items():
        field = fields.get(name)
        decoded[name] = _decode(name, value, field["types"]) if field else value
    for name, field in fields.items():
        if field["required"] and decoded.get(name) in (None, ""):
            raise bad_request(MISSING.get(name, f'parameter "{name}" is required'))
    return decoded


def _decode(name: str, value: Any, types: list[str]) -> Any:
    if not isinstance(value, str):
        return value
    if types == ["String"] or "InputFile" in types:
        return value
    try:
        if "Integer" in types:
            try:
                return int(value)
            except ValueError:
                if "String" in types:
                    return value
                raise
        if "Float" in types:
            return float(value)
        if types == ["Boolean"]:
            return value.strip().lower() in ("true", "1")
        return json.loads(value)
    except ValueError as error:
        raise bad_request(f"can't parse parameter {name!r}: {value!r}") from error
