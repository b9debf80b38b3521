"""Chat information, members and administrators, pins, topics, leaving."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from aiogram.types import AcceptedGiftTypes, ChatFullInfo, ForumTopic

from sandbox.core.errors import bad_request
from sandbox.core.methods.members import member_of
from sandbox.core.methods.registry import method
from sandbox.core.telegram import dump

if TYPE_CHECKING:
    from sandbox.core.telegram import Core


@method("getChat")
def get_chat(core: Core, p: dict[str, Any]) -> dict[str, Any]:
    chat = core.chat_for_bot(p.get("chat_id"))
    base = core.chat_model(chat)
    pinned = next((core.current(chat.messages[i]) for i in reversed(chat.pinned)
                   if core.stored(chat, i) is not None), None)
    info = ChatFullInfo(
        id=base.id, type=base.type, title=base.title, first_name=base.first_name, username=base.username,
        is_forum=base.is_forum, accent_color_id=0, max_reaction_count=11, pinned_message=pinned,
        accepted_gift_types=AcceptedGiftTypes(unlimited_gifts=False, limited_gifts=False, unique_gifts=False,
                                              premium_subscription=False, gifts_from_channels=False),
    )
    return dump(info)


@method("getChatMember")
def get_chat_member(core: Core, p: dict[str, Any]) -> dict[str, Any]:
    chat = core.chat_for_bot(p.get("chat_id"))
    return dump(member_of(core, chat, int(p.get("user_id") or 0)))


@method("getChatAdministrators")
def get_chat_administrators(core: Core, p: dict[str, Any]) -> list[dict[str, Any]]:
    chat = core.chat_for_bot(p.get("chat_id"))
    if chat.type == "private":
        raise bad_request("there are no administrators in the private chat")
    return [dump(member_of(core, chat, user_id)) for user_id, status in chat.members.items()
            if status in ("creator", "administrator")]


@method("getChatMemberCount")
def get_chat_member_count(core: Core, p: dict[str, Any]) -> int:
    chat = core.chat_for_bot(p.get("chat_id"))
    if chat.type == "private":
        return 2
    return sum(1 for status in chat.members.values() if status in ("creator", "administrator", "member",
                                                                    "restricted"))


def _may_pin(core: Core, chat_id: Any) -> Any:
    chat = core.chat_for_bot(chat_id)
    if chat.type == "supergroup" and not core.is_admin(chat, core.bot_id):
        raise bad_request("not enough rights to manage pinned messages in the chat")
    return chat


@method("pinChatMessage")
def pin_chat_message(core: Core, p: dict[str, Any]) -> bool:
    chat = _may_pin(core, p.get("chat_id"))
    if core.stored(chat, p.get("message_id")) is None:
        raise bad_request("message to pin not found")
    chat.pinned = [m for m in chat.pinned if m != int(p["message_id"])] + [int(p["message_id"])]
    core.touch()
    return True


@method("unpinChatMessage")
def unpin_chat_message(core: Core, p: dict[str, Any]) -> bool:
    chat = _may_pin(core, p.get("chat_id"))
    if p.get("message_id") is None:
        chat.pinned = chat.pinned[:-1]
    elif int(p["message_id"]) in chat.pinned:
        chat.pinned.remove(int(p["message_id"]))
    else:
        raise bad_request("message to unpin not found")
    core.touch()
    return True


@method("unpinAllChatMessages")
def unpin_all_chat_messages(core: Core, p: dict[str, Any]) -> bool:
    chat = _may_pin(core, p.get("chat_id"))
    chat.pinned.clear()
    core.touch()
    return True


@method("leaveChat")
def leave_chat(core: Core, p: dict[str, Any]) -> bool:
    chat = core.chat_for_bot(p.get("chat_id"))
    if chat.type == "private":
        raise bad_request("chat member status can't be changed in private chats")
    from sandbox.core.people import set_member

    set_member(core, chat, core.bot_id, "left")
    return True


@method("createForumTopic")
def create_forum_topic(core: Core, p: dict[str, Any]) -> dict[str, Any]:
    chat = core.chat_for_bot(p.get("chat_id"))
    if not chat.is_forum:
        raise bad_request("the chat is not a forum")
    name = str(p.get("name") or "")
    if not 1 <= len(name) <= 128:
        raise bad_request("topic name is invalid")
    thread = chat.next_message_id()  # a topic's id is the id of its service message
    chat.topics[thread] = name
    core.touch()
    color = int(p.get("icon_color") or 7322096)
    return dump(ForumTopic(message_thread_id=thread, name=name, icon_color=color))
