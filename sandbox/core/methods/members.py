"""Chat members as aiogram's ChatMember* models."""

from __future__ import annotations

from typing import TYPE_CHECKING

from aiogram.types import (
    ChatMemberAdministrator,
    ChatMemberBanned,
    ChatMemberLeft,
    ChatMemberMember,
    ChatMemberOwner,
    User,
)

from sandbox.core.state import ChatState, as_date

if TYPE_CHECKING:
    from sandbox.core.telegram import Core

ChatMemberModel = (ChatMemberOwner | ChatMemberAdministrator | ChatMemberMember | ChatMemberLeft
                   | ChatMemberBanned)



def member_model(user: User, status: str) -> ChatMemberModel:
    if status == "creator":
        return ChatMemberOwner(user=user, is_anonymous=False)
    if status == "administrator":
        return ChatMemberAdministrator(
            user=user, can_be_edited=False, is_anonymous=False, can_manage_chat=True,
            can_delete_messages=True,
            can_manage_video_chats=True, can_restrict_members=True, can_promote_members=False,
            can_change_info=True, can_invite_users=True, can_post_stories=False, can_edit_stories=False,
            can_delete_stories=False, can_send_welcome_messages=False, can_pin_messages=True)
    if status in ("member", "restricted"):
        return ChatMemberMember(user=user)
    if status == "kicked":
        return ChatMemberBanned(user=user, until_date=as_date(0))
    return ChatMemberLeft(user=user)


def member_of(core: Core, chat: ChatState, user_id: int) -> ChatMemberModel:
    user = core.user(user_id)
    if chat.type == "private":
        status = "member" if user_id in (chat.id, core.bot_id) else "left"
    else:
        status = chat.members.get(user_id, "left")
    return member_model(user, status)
