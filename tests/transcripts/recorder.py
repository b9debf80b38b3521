"""A game's conversation as a reviewed transcript (issue 27, item 9): what each user did and what the
bot called in answer, one line each, in order — so a change in what a game says shows up as a diff of
`tests/transcripts/<name>.txt` that a reader judges at a glance.

A test marked `transcript("name")` is recorded (tests/conftest.py). Its transcript must equal the
file; `ARBITER_WRITE_TRANSCRIPTS=1 python -m pytest -m transcript` writes the files anew, and the diff
is then reviewed like any change.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from sandbox import Sandbox

FOLDER = Path(__file__).resolve().parent
# Calls that say nothing to a player: how the bot looks around, not what it says.
QUIET = frozenset({"getMe", "setMyCommands", "getChatMember", "getChat", "sendChatAction", "getUpdates",
                   "deleteWebhook", "getWebhookInfo", "setWebhook", "getChatAdministrators", "getFile",
                   "deleteMyCommands", "setChatMenuButton"})


@dataclass
class Recorder:
    """Every update the sandbox hands the bot, with how many calls the bot had made by then."""

    tg: Sandbox
    updates: list[tuple[int, dict[str, Any]]] = field(default_factory=list)

    def attach(self) -> None:
        queue = self.tg.core.updates
        emit = queue.emit

        def recording(kind: str, payload: dict[str, Any]) -> dict[str, Any] | None:
            self.updates.append((len(self.tg.core.calls), {kind: payload}))
            return emit(kind, payload)

        queue.emit = recording  # type: ignore[method-assign]

    def render(self) -> str:
        calls = self.tg.core.calls
        lines: list[str] = []
        done = 0
        for before, update in [*self.updates, (len(calls), {})]:
            for call in calls[done:before]:
                line = self._call(call.method, call.params, call.ok)
                if line:
                    lines.append(line)
            done = max(done, before)
            if update and "poll" not in update:  # a poll's new tally is Telegram's echo of the votes
                lines.append(self._update(update))
        return "\n".join(lines) + "\n"

    # -- one line each -------------------------------------------------------------------------------

    def _chat(self, chat_id: Any) -> str:
        chat = self.tg.core.chats.get(int(chat_id)) if chat_id is not None else None
        if chat is None:
            return str(chat_id)
        if chat.type == "private":
            user = self.tg.core.users.get(chat.user_id or chat.id)
            return f"@{user.first_name if user is not None else chat.id}"
        return chat.title or str(chat_id)

    def _user(self, data: dict[str, Any]) -> str:
        return str(data.get("first_name") or data.get("id"))

    def _update(self, update: dict[str, Any]) -> str:
        kind, data = next(iter(update.items()))
        if kind == "message":
            said = _one(data.get("text") or data.get("caption") or "(a message)")
            return f"> {self._user(data.get('from', {}))} in {self._chat(data['chat']['id'])}: {said}"
        if kind == "callback_query":
            message = data.get("message") or {}
            label = _label(message, data.get("data"))
            where = self._chat((message.get("chat") or {}).get("id"))
            return f"> {self._user(data.get('from', {}))} presses [{label}] in {where}"
        if kind == "poll_answer":
            return f"> {self._user(data.get('user', {}))} votes {data.get('option_ids')}"
        return f"> ({kind})"

    def _call(self, method: str, params: dict[str, Any], ok: bool) -> str | None:
        if method in QUIET:
            return None
        where = self._chat(params.get("chat_id")) if "chat_id" in params else ""
        failed = "" if ok else "  (refused)"
        media = params.get("media")
        if isinstance(media, str) and media.startswith("{"):
            media = json.loads(media)
        text = params.get("text") or params.get("caption") or (media or {}).get("caption", "") \
            if not isinstance(media, list) else ""
        keys = _keyboard(params.get("reply_markup"))
        if method in ("sendMessage", "sendPhoto", "sendDocument"):
            what = "(picture) " if method != "sendMessage" else ""
            return f"  {method} → {where}: {what}{_one(text)}{keys}{failed}"
        if method.startswith("edit"):
            return f"  {method} #{params.get('message_id')} in {where}: {_one(text)}{keys}{failed}"
        if method == "answerCallbackQuery":
            said = params.get("text")
            alert = " (alert)" if params.get("show_alert") else ""
            return f"  answerCallbackQuery{alert}: {_one(said)}" if said else "  answerCallbackQuery"
        if method == "sendPoll":
            options = [o.get("text") if isinstance(o, dict) else str(o) for o in params.get("options", [])]
            return f"  sendPoll → {where}: {_one(params.get('question', ''))} {options}{failed}"
        return f"  {method} {where} #{params.get('message_id', '')}{failed}".rstrip()


def _one(text: Any) -> str:
    return str(text).replace("\n", " ⏎ ")


def _keyboard(markup: Any) -> str:
    if isinstance(markup, str):
        markup = json.loads(markup)
    rows = (markup or {}).get("inline_keyboard") if isinstance(markup, dict) else None
    if not rows:
        return ""
    return "  " + " ".join(f"[{button.get('text')}]" for row in rows for button in row)


def _label(message: dict[str, Any], data: Any) -> str:
    for row in (message.get("reply_markup") or {}).get("inline_keyboard") or []:
        for button in row:
            if button.get("callback_data") == data:
                return str(button.get("text"))
    return str(data)


def check(name: str, transcript: str, write: bool) -> None:
    path = FOLDER / f"{name}.txt"
    if write:
        path.write_text(transcript, encoding="utf-8")
        return
    assert path.exists(), f"no {path.name}: write it with ARBITER_WRITE_TRANSCRIPTS=1, then review it"
    expected = path.read_text(encoding="utf-8")
    assert transcript == expected, (
        f"the conversation of {name} changed: review `git diff` after "
        f"ARBITER_WRITE_TRANSCRIPTS=1 python -m pytest -m transcript")
