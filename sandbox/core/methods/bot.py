"""The bot itself: getMe, commands, updates (getUpdates, webhook), and harmless settings."""

from __future__ import annotations

import json
import re
from typing import TYPE_CHECKING, Any

from aiogram.types import WebhookInfo

from sandbox.core.errors import bad_request
from sandbox.core.methods.registry import async_method, method
from sandbox.core.state import as_date
from sandbox.core.telegram import dump
from sandbox.core.updates import Webhook

if TYPE_CHECKING:
    from sandbox.core.telegram import Core

COMMAND_NAME = re.compile(r"[a-z0-9_]{1,32}")


@method("getMe")
def get_me(core: Core, p: dict[str, Any]) -> dict[str, Any]:
    return dump(core.bot_user(full=True))


def _commands_key(p: dict[str, Any]) -> tuple[str, str]:
    scope = p.get("scope") or {"type": "default"}
    return json.dumps(scope, sort_keys=True), str(p.get("language_code") or "")


@method("setMyCommands")
def set_my_commands(core: Core, p: dict[str, Any]) -> bool:
    commands = p.get("commands")
    if commands is None:
        raise bad_request("commands is empty")
    if len(commands) > 100:
        raise bad_request("too many commands")
    for command in commands:
        if not COMMAND_NAME.fullmatch(str(command.get("command", ""))):
            raise bad_request("BOT_COMMAND_INVALID")
        if not 1 <= len(str(command.get("description", ""))) <= 256:
            raise bad_request("command description is empty" if not command.get("description")
                              else "BOT_COMMAND_DESCRIPTION_INVALID")
    # is_ephemeral (Bot API 10.3) is kept: it makes the command's messages ephemeral in groups.
    core.commands[_commands_key(p)] = [{"command": c["command"], "description": c["description"]}
                                       | ({"is_ephemeral": True} if c.get("is_ephemeral") else {})
                                       for c in commands]
    core.touch()
    return True


@method("getMyCommands")
def get_my_commands(core: Core, p: dict[str, Any]) -> list[dict[str, Any]]:
    return core.commands.get(_commands_key(p), [])


@method("deleteMyCommands")
def delete_my_commands(core: Core, p: dict[str, Any]) -> bool:
    core.commands.pop(_commands_key(p), None)
    return True


@async_method("getUpdates")
async def get_updates(core: Core, p: dict[str, Any]) -> list[dict[str, Any]]:
    return await core.updates.get_updates(p.get("offset"), p.get("limit"), p.get("timeout"),
                                          p.get("allowed_updates"))


@method("setWebhook")
def set_webhook(core: Core, p: dict[str, Any]) -> bool:
    url = str(p.get("url") or "")
    secret = p.get("secret_token")
    if secret is not None and not re.fullmatch(r"[A-Za-z0-9_-]{1,256}", secret):
        raise bad_request("secret token contains unallowed characters")
    if url and not url.startswith(("http://", "https://")):
        raise bad_request("bad webhook: An HTTPS URL must be provided for webhook")
    if p.get("allowed_updates") is not None:
        from sandbox.core.updates import ALL_UPDATES, DEFAULT_UPDATES

        allowed = p["allowed_updates"]
        core.updates.allowed = frozenset(allowed) & ALL_UPDATES if allowed else DEFAULT_UPDATES
    webhook = Webhook(url=url, secret_token=secret, max_connections=int(p.get("max_connections") or 40))
    core.updates.set_webhook(webhook if url else None, bool(p.get("drop_pending_updates")))
    return True


@method("deleteWebhook")
def delete_webhook(core: Core, p: dict[str, Any]) -> bool:
    core.updates.set_webhook(None, bool(p.get("drop_pending_updates")))
    return True


@method("getWebhookInfo")
def get_webhook_info(core: Core, p: dict[str, Any]) -> dict[str, Any]:
    webhook = core.updates.webhook
    return dump(WebhookInfo(
        url=webhook.url if webhook else "", has_custom_certificate=False,
        pending_update_count=len(core.updates.pending),
        last_error_date=as_date(webhook.last_error_date) if webhook and webhook.last_error_date else None,
        last_error_message=webhook.last_error_message if webhook else None,
        max_connections=webhook.max_connections if webhook else None,
        allowed_updates=sorted(core.updates.allowed),
    ))


# Settings that change nothing a test can observe in a chat.
@method("setMyName", "setMyDescription", "setMyShortDescription", "setChatMenuButton",
        "setMyDefaultAdministratorRights", "logOut", "close")
def accept(core: Core, p: dict[str, Any]) -> bool:
    return True
