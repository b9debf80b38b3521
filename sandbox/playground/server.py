"""The playground page's server side, added onto the sandbox's own aiohttp app.

The page and the control API (`/sandbox/...`) then share one origin, so the page's scripts call the
control API directly. What the control API does not offer is which users and chats make up the
playground: the roster keeps that (the launcher fills it, the page's "add user" extends it).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from aiohttp import web

STATIC_DIR = Path(__file__).parent / "static"
STATIC_PREFIX = "/playground/static/"


@dataclass
class Roster:
    """The playground's cast: the bot, its groups and the users, as Bot API JSON objects."""

    bot: dict[str, Any] | None = None
    groups: list[dict[str, Any]] = field(default_factory=list)
    users: list[dict[str, Any]] = field(default_factory=list)

    def add_user(self, user: dict[str, Any]) -> None:
        """Add a user, or refresh the one with the same id (the page may register twice)."""
        self.users = [known for known in self.users if known["id"] != user["id"]] + [user]

    def add_group(self, chat: dict[str, Any]) -> None:
        self.groups = [known for known in self.groups if known["id"] != chat["id"]] + [chat]

    def to_json(self) -> dict[str, Any]:
        return {"bot": self.bot, "groups": self.groups, "users": self.users}


ROSTER_KEY = web.AppKey("playground_roster", Roster)


def _no_cache(response: web.StreamResponse) -> web.StreamResponse:
    # A newer page after an upgrade must not be hidden behind a cached old script.
    response.headers["Cache-Control"] = "no-store"
    return response


async def _index(request: web.Request) -> web.StreamResponse:
    return _no_cache(web.FileResponse(STATIC_DIR / "index.html"))


async def _static(request: web.Request) -> web.StreamResponse:
    name = request.match_info["name"]
    path = (STATIC_DIR / name).resolve()
    # Only the shipped files, never a path that climbs out of the static folder.
    if path.parent != STATIC_DIR.resolve() or not path.is_file():
        raise web.HTTPNotFound()
    return _no_cache(web.FileResponse(path))


async def _get_roster(request: web.Request) -> web.Response:
    return web.json_response(request.app[ROSTER_KEY].to_json())


async def _post_roster_user(request: web.Request) -> web.Response:
    try:
        user = await request.json()
    except ValueError:
        raise web.HTTPBadRequest(text="a JSON User object is expected") from None
    if not isinstance(user, dict) or not isinstance(user.get("id"), int) or not user.get("first_name"):
        raise web.HTTPBadRequest(text="a User needs an integer id and a first_name")
    roster = request.app[ROSTER_KEY]
    roster.add_user(user)
    return web.json_response(roster.to_json())


def add_playground(app: web.Application, roster: Roster) -> None:
    """Serve the page at `/` and its roster under `/playground/` from `app` (not yet started)."""
    app[ROSTER_KEY] = roster
    app.router.add_get("/", _index)
    app.router.add_get(STATIC_PREFIX + "{name}", _static)
    app.router.add_get("/playground/roster", _get_roster)
    app.router.add_post("/playground/roster/users", _post_roster_user)
