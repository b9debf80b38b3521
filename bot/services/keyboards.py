"""The platform's own buttons (menu, lobby, /stop, /settings) as aiogram `CallbackData`.

Game buttons carry their engine command (bot/games/buttons.py, `ButtonKinds`); every button that
acts on a game names it, so the update middleware can pick the game's chat from the data alone.
A press counts only when its data is on the pressed message's keyboard (`carries`): Telegram does
not check that, so a modified client can send any data on any message it can see.
"""

from __future__ import annotations

from aiogram.filters.callback_data import CallbackData
from aiogram.types import InaccessibleMessage, InlineKeyboardButton, InlineKeyboardMarkup, Message
from aiogram.utils.keyboard import InlineKeyboardBuilder

from bot.games.buttons import kind_and_game


class MenuButton(CallbackData, prefix="menu"):
    """/games: open a lobby of `kind` in this chat."""

    kind: str


class LobbyButton(CallbackData, prefix="lobby"):
    game: int
    action: str  # "join" | "leave" | "start"


class StopButton(CallbackData, prefix="stop"):
    game: int
    confirm: bool


class RematchButton(CallbackData, prefix="again"):
    """«Ещё партию» under a finished game's final message (a game's `Button(rematch=True)`): the same
    players, a new game of the same kind in the same chat."""

    game: int  # the finished game


class SecretsButton(CallbackData, prefix="mine"):
    """«🔒 …» in the group (a game's `Button(secrets=True)`): the presser's own secrets in this game
    (their sheet, hand or cards) shown to them again — an ephemeral message may never have come."""

    game: int


class SettingsButton(CallbackData, prefix="set"):
    """/settings and /lang: `lang` sets the chat's language; `kind`+`name` cycles a game's option."""

    lang: str = ""
    kind: str = ""
    name: str = ""
    languages_only: bool = False


def keyboard(*rows: list[tuple[str, CallbackData | str]]) -> InlineKeyboardMarkup:
    """A keyboard of (text, callback data or https:// link) rows."""
    builder = InlineKeyboardBuilder()
    for row in rows:
        builder.row(*(
            InlineKeyboardButton(text=text, url=data) if isinstance(data, str)
            else InlineKeyboardButton(text=text, callback_data=data.pack())
            for text, data in row
        ))
    return builder.as_markup()


def game_of_callback(data: str) -> int | None:
    """The game a platform button acts on (lobby, /stop), read without unpacking the rest."""
    kind, game = kind_and_game(data)
    if kind not in (LobbyButton.__prefix__, StopButton.__prefix__, SecretsButton.__prefix__):
        return None
    return game if game is not None and game >= 0 else None


def carries(message: Message | InaccessibleMessage | None, data: str | None) -> bool:
    """Whether the press belongs to the pressed message. Telegram sends the message as it is now,
    keyboard included: data that is on it is the message's own; so is data of the same kind of
    button of the same game (a player pressing an older version of a status message edited in place
    since — a Доббль card taken meanwhile: the engine answers «опоздали»). Anything else was forged
    or copied from elsewhere."""
    if not data or not isinstance(message, Message) or message.reply_markup is None:
        return False
    pressed = kind_and_game(data)
    for row in message.reply_markup.inline_keyboard:
        for button in row:
            own = button.callback_data
            if own == data:
                return True
            if own and pressed[1] is not None and kind_and_game(own) == pressed:
                return True
    return False
