"""What a modified Telegram client can do that the sandbox DSL cannot: press *any* callback data on
any message it can see. Telegram does not check the data against the message's keyboard, so the
bot must (issue 16.1)."""

from __future__ import annotations

from aiogram.types import CallbackQuery, Message

from sandbox import CallbackAnswer, Sandbox, UserHandle
from sandbox.core.state import CallbackRecord


def can_see(tg: Sandbox, user: UserHandle, chat_id: int) -> bool:
    """Whether `user` may press buttons in the chat: their own private chat, or a group they are in."""
    chat = tg.core.find_chat(chat_id)
    if chat.type == "private":
        return chat.id == user.id
    return chat.members.get(user.id) in ("creator", "administrator", "member", "restricted")


def send_forged(tg: Sandbox, user: UserHandle, message: Message, data: str) -> str:
    """Deliver a callback query with `data` from `user` on `message` (as it is now); its query id."""
    core = tg.core
    chat = core.find_chat(message.chat.id)
    stored = core.stored(chat, message.message_id)
    assert stored is not None, f"message {message.message_id} is not in chat {chat.id}"
    assert can_see(tg, user, chat.id), f"{user} cannot see chat {chat.id}"
    record = CallbackRecord(id=str(7_100_000_000_000_000_000 + core.next_id()), chat_id=chat.id,
                            message_id=message.message_id, from_id=user.id, data=data, created_at=core.now())
    core.callbacks[record.id] = record
    query = CallbackQuery(id=record.id, from_user=core.user(user.id), message=core.current(stored),
                          chat_instance=str(abs(chat.id) * 7919 % 10**18), data=data)
    core.emit("callback_query", query)
    return record.id


def answer_of(tg: Sandbox, query_id: str) -> CallbackAnswer:
    record = tg.core.callbacks[query_id]
    return CallbackAnswer(answered=record.answered, text=record.text, show_alert=record.show_alert,
                          url=record.url)


async def forge(tg: Sandbox, user: UserHandle, message: Message, data: str) -> CallbackAnswer:
    """`user` presses `data` on `message` with a modified client; the bot's answer, once idle."""
    query_id = send_forged(tg, user, message, data)
    await tg.idle()
    return answer_of(tg, query_id)
