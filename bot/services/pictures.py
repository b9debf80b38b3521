"""Game pictures: drawn by the game's renderer when their turn to be sent comes, uploaded once,
then sent again by the `file_id` Telegram gave them (kept in the database, so also after a restart)."""

from __future__ import annotations

import asyncio
import hashlib
import json
import logging
from collections import OrderedDict
from collections.abc import Awaitable, Callable
from typing import Any

from aiogram.types import BufferedInputFile, InputFile

from bot.games.actions import Picture
from bot.games.spec import Renderer
from bot.storage import Repository

log = logging.getLogger(__name__)

MEMORY = 2048  # file ids kept in memory (the database keeps them all)


def picture_digest(kind: str, locale: str, picture: Picture) -> str:
    scene = json.dumps(picture.scene, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(f"{kind}\n{locale}\n{scene}".encode()).hexdigest()[:32]


class Pictures:
    def __init__(self, repo: Repository, spawn: Callable[[Awaitable[Any]], None]) -> None:
        self._repo = repo
        self._spawn = spawn
        self._known: OrderedDict[str, str] = OrderedDict()
        self.drawing = 0  # renders running in a thread right now (a busy probe)
        self.drawn = 0  # pictures rendered since start
        self.reused = 0  # pictures sent again by file_id

    def media(self, kind: str, renderer: Renderer, locale: str, picture: Picture) -> PictureMedia:
        return PictureMedia(self, renderer, locale, picture, picture_digest(kind, locale, picture))

    def remember(self, digest: str, file_id: str) -> None:
        if self._known.get(digest) == file_id:
            return
        self._known[digest] = file_id
        self._known.move_to_end(digest)
        while len(self._known) > MEMORY:
            self._known.popitem(last=False)
        self._spawn(self._repo.save_picture(digest, file_id))

    async def file_id(self, digest: str) -> str | None:
        known = self._known.get(digest)
        if known is not None:
            return known
        stored = await self._repo.picture_file_id(digest)
        if stored is not None:
            self._known[digest] = stored
        return stored

    async def draw(self, renderer: Renderer, picture: Picture, locale: str) -> bytes:
        self.drawing += 1
        try:
            return await asyncio.to_thread(renderer.render, picture.scene, locale)
        finally:
            self.drawing -= 1
            self.drawn += 1


class PictureMedia:
    """One picture as the outbox sends it (`bot.services.outbox.jobs.Media`)."""

    def __init__(self, pictures: Pictures, renderer: Renderer, locale: str, picture: Picture,
                 digest: str) -> None:
        self._pictures = pictures
        self._renderer = renderer
        self._locale = locale
        self._picture = picture
        self._digest = digest

    @property
    def digest(self) -> str:
        return self._digest

    async def file(self) -> InputFile | str:
        known = await self._pictures.file_id(self._digest)
        if known is not None:
            self._pictures.reused += 1
            return known
        png = await self._pictures.draw(self._renderer, self._picture, self._locale)
        return BufferedInputFile(png, filename=f"{self._digest[:12]}.png")

    def uploaded(self, file_id: str) -> None:
        self._pictures.remember(self._digest, file_id)
