"""What the people in the chats do: join, write, press buttons, vote, block the bot, upgrade groups.

Each action changes the world and emits the updates Telegram would send the bot.
The DSL and the HTTP control API are both thin layers over these functions.
"""

from __future__ import annotations

from typing import Any

from aiogram.types import (
    CallbackQuery,
    ChatMemberUpdated,
    Document,
    Message,
    MessageEntity,
    MessageOriginUser,
    PhotoSize,
    PollAnswer,
    User,
)

from sandbox.core import ephemeral
from sandbox.core.errors import ApiError, bad_request
from sandbox.core.formatting import detect_entities
from sandbox.core.methods.files import PHOTO_SIZE
from sandbox.core.methods.members import member_model
from sandbox.core.params import Upload
from sandbox.core.state import MEMBER_STATUSES, CallbackRecord, ChatState, StoredMessage, as_date, revise
from sandbox.core.telegram import Core


def create_user(core: Core, first_name: str, username: str | None = None, language_code: str | None = "ru",
                last_name: str | None = None) -> User:
    user = User(id=core.new_user_id(), is_bot=False, first_name=first_name, last_name=last_name,
                username=username, language_code=language_code)
    core.users[user.id] = user
    core.touch()
    return user


def private_chat(core: Core, user_id: int) -> ChatState:
    core.user(user_id)
    chat = core.chats.get(user_id)
    if chat is None:
        chat = ChatState(id=user_id, type="private", user_id=user_id)
        core.chats[user_id] = chat
    return chat


def start_bot(core: Core, user_id: int) -> ChatState:
    """The user opens the bot's private chat (pressing Start; the /start message is the caller's business)."""
    chat = private_chat(core, user_id)
    was_blocked = user_id in core.blocked
    core.started.add(user_id)
    core.blocked.discard(user_id)
    if was_blocked:
        _bot_status_changed(core, chat, user_id, "kicked", "member")
    core.touch()
    return chat


def block_bot(core: Core, user_id: int) -> None:
    chat = private_chat(core, user_id)
    if user_id in core.blocked:
        return
    core.blocked.add(user_id)
    _bot_status_changed(core, chat, user_id, "member", "kicked")


def create_group(core: Core, title: str, member_ids: list[int], supergroup: bool = False,
                 is_forum: bool = False) -> ChatState:
    """A group the bot is already in; the first member is its creator (as if it all happened earlier)."""
    for user_id in member_ids:
        core.user(user_id)
    chat = ChatState(id=core.new_group_id(supergroup), type="supergroup" if supergroup else "group",
                     title=title, is_forum=is_forum and supergroup)
    for n, user_id in enumerate(member_ids):
        chat.members[user_id] = "creator" if n == 0 else "member"
    chat.members[core.bot_id] = "member"
    if chat.is_forum:
        chat.next_message_id()  # message 1 opened the forum: thread 1 is the General topic
    core.chats[chat.id] = chat
    core.touch()
    return chat


def _sender_may_write(core: Core, chat: ChatState, user_id: int) -> None:
    if chat.migrated_to is not None:
        raise bad_request("group chat was upgraded to a supergroup chat", migrate_to_chat_id=chat.migrated_to)
    if chat.type == "private":
        if chat.id != user_id:
            raise bad_request("a user can only write in their own private chat with the bot")
        return
    if chat.members.get(user_id) not in ("creator", "administrator", "member"):
        raise bad_request("the user is not a member of the chat")


def post_message(core: Core, chat: ChatState, user_id: int, text: str | None = None, *,
                 reply_to_message_id: int | None = None, message_thread_id: int | None = None,
                 date: int | None = None, forward: bool = False, photo: Upload | None = None,
                 document: Upload | None = None, deliver: bool = True) -> StoredMessage:
    """A user writes in a chat; the bot gets the update unless privacy mode hides it (or `deliver` is off)."""
    user = core.user(user_id)
    if chat.type == "private" and user_id not in core.started:
        start_bot(core, user_id)  # writing to a bot means having pressed Start
    _sender_may_write(core, chat, user_id)
    reply_to = None
    if reply_to_message_id is not None:
        target = core.stored(chat, reply_to_message_id)
        if target is None:
            raise bad_request("message to be replied not found")
        reply_to = revise(core.current(target), reply_to_message=None)
    if message_thread_id is not None and (not chat.is_forum or (
            message_thread_id != 1 and message_thread_id not in chat.topics)):
        raise bad_request("message thread not found")
    when = as_date(date) if date is not None else core.date()
    content: dict[str, Any] = {}
    if photo is not None:
        record = core.add_file(photo, "photos")
        content["photo"] = [PhotoSize(file_id=record.file_id, file_unique_id=record.file_unique_id,
                                      width=PHOTO_SIZE[0], height=PHOTO_SIZE[1], file_size=len(photo.data))]
        content["caption"] = text or None
    elif document is not None:
        record = core.add_file(document, "documents")
        content["document"] = Document(file_id=record.file_id, file_unique_id=record.file_unique_id,
                                       file_name=document.filename, file_size=len(document.data))
        content["caption"] = text or None
    else:
        if not text:
            raise bad_request("message text is empty")
        entities = [MessageEntity(**e) for e in detect_entities(text, [])]
        content.update(text=text, entities=entities or None)
    # One of the bot's ephemeral commands (Bot API 10.3): only the sender and the bot see it.
    secret = not forward and ephemeral.is_ephemeral_command(core, chat, user_id, content.get("text"))
    message = Message(
        message_id=0 if secret else chat.next_message_id(),
        ephemeral_message_id=chat.next_ephemeral_id() if secret else None,
        date=when, chat=core.chat_model(chat), from_user=user,
        message_thread_id=message_thread_id,
        is_topic_message=True if message_thread_id not in (None, 1) else None,
        reply_to_message=reply_to,
        forward_origin=MessageOriginUser(date=when, sender_user=user) if forward else None,
        **content,
    )
    stored = ephemeral.store(core, chat, user_id, message) if secret else core.store(chat, message)
    if core.bot_sees(chat, message):
        if deliver:
            core.emit("message", message)
        else:
            stored.held = True
    return stored


def deliver(core: Core, chat: ChatState, message_id: int, ephemeral_message_id: int | None = None) -> None:
    """Send the bot an update that `post_message(..., deliver=False)` held back."""
    stored: StoredMessage | None = (chat.messages.get(message_id) if ephemeral_message_id is None
                                    else chat.ephemerals.get(ephemeral_message_id))
    if stored is None or not stored.held:
        raise bad_request("no held update for this message")
    stored.held = False
    core.emit("message", stored.message)


def edit_message(core: Core, chat: ChatState, user_id: int, message_id: int, text: str) -> StoredMessage:
    """A user edits their own message; the bot gets `edited_message` if it could see the original."""
    stored = core.stored(chat, message_id)
    if stored is None or stored.message.from_user is None or stored.message.from_user.id != user_id:
        raise bad_request("message to edit not found")
    entities = [MessageEntity(**e) for e in detect_entities(text, [])] or None
    stored.message = revise(stored.message, text=text, entities=entities, edit_date=core.date())
    core.touch()
    if core.bot_sees(chat, stored.message):
        core.emit("edited_message", stored.message)
    return stored


def find_button(core: Core, chat: ChatState, message_id: int, text: str) -> dict[str, Any]:
    stored = core.stored(chat, message_id)
    if stored is None:
        raise ApiError(404, f"message {message_id} not found in chat {chat.id}")
    return _button(stored.message, text, f"message {message_id}")


def _button(message: Message, text: str, where: str) -> dict[str, Any]:
    markup = message.reply_markup
    for row in markup.inline_keyboard if markup else []:
        for button in row:
            if button.text == text:
                data: dict[str, Any] = button.model_dump(exclude_none=True)
                return data
    raise ApiError(404, f"no button {text!r} on {where}")


def press(core: Core, chat: ChatState, user_id: int, message_id: int, text: str,
          ephemeral_message_id: int | None = None) -> dict[str, str]:
    """A user presses an inline button as the message is now: `{"callback_query_id"}` or `{"url"}`.

    With `ephemeral_message_id`, the button is on an ephemeral message, as its viewer has it.
    """
    user = core.user(user_id)
    if ephemeral_message_id is not None:
        eph = chat.ephemerals.get(ephemeral_message_id)
        if eph is None:
            raise ApiError(404, f"ephemeral message {ephemeral_message_id} not found in chat {chat.id}")
        message = ephemeral.visible(core, chat, eph, user_id)
        button = _button(message, text, f"ephemeral message {ephemeral_message_id}")
        message_id = 0
    else:
        button = find_button(core, chat, message_id, text)
        stored = core.stored(chat, message_id)
        assert stored is not None
        message = core.current(stored)
    if "url" in button:
        return {"url": button["url"]}
    if "callback_data" not in button:
        raise bad_request(f"button {text!r} is not a callback button")
    record = CallbackRecord(id=str(7_000_000_000_000_000_000 + core.next_id()), chat_id=chat.id,
                            message_id=message_id, from_id=user_id, data=button["callback_data"],
                            created_at=core.now(), ephemeral_message_id=ephemeral_message_id)
    core.callbacks[record.id] = record
    query = CallbackQuery(id=record.id, from_user=user, message=message,
                          chat_instance=str(abs(chat.id) * 7919 % 10**18), data=record.data)
    core.emit("callback_query", query)
    return {"callback_query_id": record.id}


def set_offline(core: Core, user_id: int, offline: bool) -> None:
    """While offline, ephemeral messages and their edits meant for the user are lost (the API says ok)."""
    core.user(user_id)
    if offline:
        core.offline.add(user_id)
    else:
        core.offline.discard(user_id)
    core.touch()


def vote(core: Core, poll_id: str, user_id: int, option_ids: list[int]) -> None:
    """A user votes (an empty list retracts the vote); the bot gets `poll_answer` and the new `poll` state."""
    user = core.user(user_id)
    poll = core.polls.get(poll_id)
    if poll is None:
        raise ApiError(404, "poll not found")
    core.close_due_polls()
    if poll.is_closed:
        raise bad_request("poll is closed")
    chat = core.chats[poll.chat_id]
    if chat.type != "private" and chat.members.get(user_id) not in ("creator", "administrator", "member"):
        raise bad_request("the user is not a member of the chat")
    chosen = sorted(set(option_ids))
    if any(not 0 <= o < len(poll.options) for o in chosen):
        raise bad_request("wrong option id")
    if len(chosen) > 1 and not poll.allows_multiple_answers:
        raise bad_request("the poll allows one answer only")
    previous = poll.votes.get(user_id, [])
    if not chosen and poll.type == "quiz":
        raise bad_request("a quiz answer can't be retracted")
    if not chosen and not previous:
        raise bad_request("the user has not voted")
    if chosen:
        poll.votes[user_id] = chosen
    else:
        del poll.votes[user_id]
    core.touch()
    if not poll.is_anonymous:
        core.emit("poll_answer", PollAnswer(poll_id=poll.id, option_ids=chosen, user=user,
                                            option_persistent_ids=[f"{poll.id}-{o}" for o in chosen]))
    core.emit("poll", core.poll_model(poll))


def set_member(core: Core, chat: ChatState, user_id: int, status: str) -> None:
    """Change someone's membership; the bot's own id changes the bot's (with `my_chat_member`)."""
    if status not in MEMBER_STATUSES:
        raise bad_request(f"unknown member status {status!r}")
    if chat.type == "private":
        raise bad_request("chat member status can't be changed in private chats")
    user = core.user(user_id)
    old = chat.members.get(user_id, "left")
    if old == status:
        return
    chat.members[user_id] = status
    core.touch()
    if user_id == core.bot_id:
        actor = next((u for u, s in chat.members.items() if s == "creator"), user_id)
        _bot_status_changed(core, chat, actor, old, status)
        return
    # Only bots that ask for "chat_member" in allowed_updates get these (admins only, on Telegram).
    core.emit("chat_member", ChatMemberUpdated(
        chat=core.chat_model(chat), from_user=user, date=core.date(),
        old_chat_member=member_model(user, old), new_chat_member=member_model(user, status)))
    was_in = old in ("creator", "administrator", "member", "restricted")
    is_in = status in ("creator", "administrator", "member", "restricted")
    bot_present = chat.members.get(core.bot_id) in ("member", "administrator", "creator")
    if was_in == is_in or not bot_present:
        return
    service: dict[str, Any] = {"new_chat_members": [user]} if is_in else {"left_chat_member": user}
    message = Message(message_id=chat.next_message_id(), date=core.date(), chat=core.chat_model(chat),
                      from_user=user, **service)
    core.store(chat, message)
    core.emit("message", message)


def _bot_status_changed(core: Core, chat: ChatState, actor_id: int, old: str, new: str) -> None:
    bot = core.bot_user()
    core.emit("my_chat_member", ChatMemberUpdated(
        chat=core.chat_model(chat), from_user=core.user(actor_id), date=core.date(),
        old_chat_member=member_model(bot, old), new_chat_member=member_model(bot, new)))


def migrate(core: Core, chat: ChatState) -> ChatState:
    """Upgrade a group to a supergroup: a new id, service messages in both, the old id answers 400."""
    if chat.type != "group" or chat.migrated_to is not None:
        raise bad_request("only a basic group can be upgraded")
    creator = next((u for u, s in chat.members.items() if s == "creator"), None)
    new = ChatState(id=core.new_group_id(True), type="supergroup", title=chat.title,
                    members=dict(chat.members), migrated_from=chat.id)
    core.chats[new.id] = new
    actor = core.user(creator) if creator is not None else core.bot_user()
    old_note = Message(message_id=chat.next_message_id(), date=core.date(), chat=core.chat_model(chat),
                       from_user=actor, migrate_to_chat_id=new.id)
    core.store(chat, old_note)
    chat.migrated_to = new.id
    new_note = Message(message_id=new.next_message_id(), date=core.date(), chat=core.chat_model(new),
                       from_user=actor, migrate_from_chat_id=chat.id)
    core.store(new, new_note)
    if chat.members.get(core.bot_id) in ("member", "administrator"):
        core.emit("message", old_note)
        core.emit("message", new_note)
    return new
