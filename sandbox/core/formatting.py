"""`parse_mode` as Telegram applies it: markup in, plain text and entities out.

Offsets and lengths are in UTF-16 code units, as in the Bot API. Markup that
Telegram would refuse raises "can't parse entities: …" with its wording.
Commands, mentions and hashtags are detected in every message, as Telegram does.
"""

from __future__ import annotations

import re
from html.parser import HTMLParser
from typing import Any

from sandbox.core.errors import bad_request

Entity = dict[str, Any]

_HTML_TAGS = {
    "b": "bold", "strong": "bold", "i": "italic", "em": "italic", "u": "underline", "ins": "underline",
    "s": "strikethrough", "strike": "strikethrough", "del": "strikethrough", "tg-spoiler": "spoiler",
    "code": "code", "pre": "pre", "blockquote": "blockquote", "a": "text_link", "span": "spoiler",
    "tg-emoji": "custom_emoji",
}
_MD2_RESERVED = set("_*[]()~`>#+-=|{}.!")
_AUTO_ENTITIES = (
    ("bot_command", re.compile(r"(?<![\w/])/[a-zA-Z0-9_]{1,64}(?:@[a-zA-Z0-9_]{3,32})?")),
    ("mention", re.compile(r"(?<![\w@])@[a-zA-Z0-9_]{4,32}\b")),
    ("hashtag", re.compile(r"(?<![\w#])#\w+")),
)


def utf16_len(text: str) -> int:
    return len(text.encode("utf-16-le")) // 2


def _can_not_parse(reason: str) -> Exception:
    return bad_request(f"can't parse entities: {reason}")


class _HtmlEntities(HTMLParser):
    def __init__(self, source: str) -> None:
        super().__init__(convert_charrefs=True)
        self.source = source
        self.text: list[str] = []
        self.length = 0
        self.open: list[tuple[str, Entity]] = []
        self.entities: list[Entity] = []
        self._line_starts = [0] + [m.end() for m in re.finditer("\n", source)]

    def _byte_offset(self) -> int:
        line, column = self.getpos()
        return len(self.source[: self._line_starts[line - 1] + column].encode("utf-8"))

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        kind = _HTML_TAGS.get(tag)
        values = dict(attrs)
        if kind is None or (tag == "span" and values.get("class") != "tg-spoiler"):
            raise _can_not_parse(f'Unsupported start tag "{tag}" at byte offset {self._byte_offset()}')
        entity: Entity = {"type": kind, "offset": self.length}
        if tag == "a":
            href = values.get("href") or ""
            match = re.fullmatch(r"tg://user\?id=(\d+)", href)
            if match:
                entity = {"type": "text_mention", "offset": self.length, "user_id": int(match.group(1))}
            else:
                entity["url"] = href
        if tag == "code" and self.open and self.open[-1][0] == "pre" and values.get("class"):
            language = (values.get("class") or "").removeprefix("language-")
            self.open[-1][1]["language"] = language
            entity["type"] = "_merged"
        if tag == "blockquote" and "expandable" in values:
            entity["type"] = "expandable_blockquote"
        if tag == "tg-emoji":
            entity["custom_emoji_id"] = values.get("emoji-id") or ""
        self.open.append((tag, entity))

    def handle_endtag(self, tag: str) -> None:
        if not self.open or self.open[-1][0] != tag:
            raise _can_not_parse(f'Unexpected end tag at byte offset {self._byte_offset()}')
        _, entity = self.open.pop()
        entity["length"] = self.length - entity["offset"]
        if entity["type"] != "_merged" and entity["length"] > 0:
            self.entities.append(entity)

    def handle_data(self, data: str) -> None:
        self.text.append(data)
        self.length += utf16_len(data)

    def finish(self) -> tuple[str, list[Entity]]:
        self.close()
        if self.open:
            raise _can_not_parse(f'Can\'t find end tag corresponding to start tag "{self.open[-1][0]}"')
        return "".join(self.text), sorted(self.entities, key=lambda e: (e["offset"], -e["length"]))


def _check_tags(source: str) -> None:
    """Telegram's tag scan: every `<` must open a supported tag (`1 < 2` unescaped is an error)."""
    i = 0
    while (i := source.find("<", i)) != -1:
        offset = len(source[:i].encode("utf-8"))
        closing = source.startswith("</", i)
        end = i + (2 if closing else 1)
        while end < len(source) and not source[end].isspace() and source[end] != ">":
            end += 1
        if end >= len(source):
            kind = "end" if closing else "start"
            raise _can_not_parse(f"Unclosed {kind} tag at byte offset {offset}")
        name = source[i + (2 if closing else 1) : end].lower()
        if not closing and name not in _HTML_TAGS:
            raise _can_not_parse(f'Unsupported start tag "{name}" at byte offset {offset}')
        quote = None
        while end < len(source) and (quote or source[end] != ">"):
            if source[end] in "\"'":
                quote = None if quote == source[end] else (quote or source[end])
            end += 1
        if end >= len(source):
            raise _can_not_parse(f"Unclosed start tag at byte offset {offset}")
        i = end + 1


def _parse_html(source: str) -> tuple[str, list[Entity]]:
    _check_tags(source)
    parser = _HtmlEntities(source)
    parser.feed(source)
    return parser.finish()


_MD2_MARKERS = (("```", "pre"), ("||", "spoiler"), ("__", "underline"), ("*", "bold"), ("_", "italic"),
                ("~", "strikethrough"), ("`", "code"))
_MD1_MARKERS = (("```", "pre"), ("*", "bold"), ("_", "italic"), ("`", "code"))


def _parse_markdown(source: str, v2: bool) -> tuple[str, list[Entity]]:
    """A compact MarkdownV2 / Markdown reader: nesting, escapes, links, code spans."""
    markers = _MD2_MARKERS if v2 else _MD1_MARKERS
    out: list[str] = []
    length = 0
    entities: list[Entity] = []
    open_: list[tuple[str, str, int, int]] = []  # marker, type, text offset, byte offset
    i = 0
    in_code = False
    while i < len(source):
        char = source[i]
        byte_offset = len(source[:i].encode("utf-8"))
        if char == "\\" and (v2 or in_code) and i + 1 < len(source):
            out.append(source[i + 1])
            length += utf16_len(source[i + 1])
            i += 2
            continue
        marker = next((m for m, _ in markers if source.startswith(m, i)), None)
        if in_code and marker is not None and marker != open_[-1][0]:
            marker = None
        if marker is not None:
            if open_ and open_[-1][0] == marker:
                _, kind, start, _ = open_.pop()
                in_code = False
                if length > start:
                    entities.append({"type": kind, "offset": start, "length": length - start})
            else:
                kind = dict(markers)[marker]
                open_.append((marker, kind, length, byte_offset))
                in_code = kind in ("code", "pre")
            i += len(marker)
            continue
        if char == "[" and not in_code:
            close = source.find("](", i)
            end = source.find(")", close + 2) if close != -1 else -1
            if close == -1 or end == -1:
                if v2:
                    raise _can_not_parse(
                        f"Can't find end of the entity starting at byte offset {byte_offset}")
            else:
                inner, inner_entities = _parse_markdown(source[i + 1 : close], v2)
                for entity in inner_entities:
                    entity["offset"] += length
                entities.extend(inner_entities)
                entities.append({"type": "text_link", "offset": length, "length": utf16_len(inner),
                                 "url": source[close + 2 : end]})
                out.append(inner)
                length += utf16_len(inner)
                i = end + 1
                continue
        if v2 and char in _MD2_RESERVED and not in_code:
            raise _can_not_parse(
                f"Character '{char}' is reserved and must be escaped with the preceding '\\'")
        out.append(char)
        length += utf16_len(char)
        i += 1
    if open_:
        raise _can_not_parse(f"Can't find end of the entity starting at byte offset {open_[-1][3]}")
    return "".join(out), sorted(entities, key=lambda e: (e["offset"], -e["length"]))


def apply_parse_mode(text: str, parse_mode: str | None) -> tuple[str, list[Entity]]:
    """Plain text and the entities `parse_mode` markup describes."""
    mode = (parse_mode or "").lower()
    if mode == "html":
        return _parse_html(text)
    if mode == "markdownv2":
        return _parse_markdown(text, v2=True)
    if mode == "markdown":
        return _parse_markdown(text, v2=False)
    if mode:
        raise bad_request(f"unsupported parse_mode {parse_mode!r}")
    return text, []


def detect_entities(text: str, explicit: list[Entity]) -> list[Entity]:
    """Add the entities Telegram finds by itself (commands, mentions, hashtags) to `explicit`."""
    found = list(explicit)
    taken = [(e["offset"], e["offset"] + e["length"]) for e in explicit if e["type"] in ("code", "pre")]
    for kind, pattern in _AUTO_ENTITIES:
        for match in pattern.finditer(text):
            offset = utf16_len(text[: match.start()])
            length = utf16_len(match.group(0))
            if any(start <= offset < end for start, end in taken):
                continue
            found.append({"type": kind, "offset": offset, "length": length})
    return sorted(found, key=lambda e: (e["offset"], -e["length"]))
