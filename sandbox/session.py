"""An aiogram session that talks to the sandbox core in-process (no HTTP, no sockets).

The method is turned into exactly the parameters aiogram's HTTP session would
post (same `prepare_value`, files read from their `InputFile`), and the answer
goes back through aiogram's own `check_response`, so a 400/403/429 raises the
same exception class it would against Telegram.
"""

from __future__ import annotations

import json
from collections.abc import AsyncGenerator
from typing import Any, cast

from aiogram import Bot
from aiogram.client.session.base import BaseSession
from aiogram.methods import TelegramMethod
from aiogram.methods.base import TelegramType
from aiogram.types import InputFile

from sandbox.core import ApiError, Core, Upload


class SandboxSession(BaseSession):
    def __init__(self, core: Core, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.core = core

    async def close(self) -> None:
        return None

    async def build_params(self, bot: Bot, method: TelegramMethod[Any]) -> tuple[dict[str, Any],
                                                                                  dict[str, Upload]]:
        """The form fields and files `AiohttpSession.build_form_data` would send."""
        files: dict[str, InputFile] = {}
        params: dict[str, Any] = {}
        for key, value in method.model_dump(warnings=False).items():
            prepared = self.prepare_value(value, bot=bot, files=files)
            if not prepared:
                continue
            params[key] = prepared
        uploads: dict[str, Upload] = {}
        for key, input_file in files.items():
            data = b"".join([chunk async for chunk in input_file.read(bot)])
            uploads[key] = Upload(filename=input_file.filename or key, data=data)
        return params, uploads

    async def make_request(self, bot: Bot, method: TelegramMethod[TelegramType],
                           timeout: int | None = None) -> TelegramType:  # noqa: ASYNC109
        params, uploads = await self.build_params(bot, method)
        try:
            result = await self.core.call(method.__api_method__, params, uploads, token=bot.token)
            status, body = 200, {"ok": True, "result": result}
        except ApiError as error:
            status, body = error.code, error.to_json()
        response = self.check_response(bot=bot, method=method, status_code=status, content=json.dumps(body))
        return cast(TelegramType, response.result)

    async def stream_content(self, url: str, headers: dict[str, Any] | None = None,
                             timeout: int = 30,  # noqa: ASYNC109
                             chunk_size: int = 65536, raise_for_status: bool = True,
                             ) -> AsyncGenerator[bytes, None]:
        prefix, _, rest = url.partition("/file/bot")
        token, _, path = rest.partition("/") if rest else ("", "", prefix)
        if rest and not self.core.knows_token(token):
            # Over HTTP this is a 401 (aiohttp raises it from `raise_for_status`); here, say the same.
            raise PermissionError("401 Unauthorized: the sandbox does not know this bot token")
        record = self.core.file_by_path(path)
        if record is None:
            raise FileNotFoundError(f"no file at {path!r} in the sandbox")
        for start in range(0, len(record.data), chunk_size):
            yield record.data[start : start + chunk_size]
