"""The platform's third audience (issue 25): a player's secret inside the group, as an ephemeral
message. The command menu, /rules and /help, answers that arrive as ephemeral commands (ordered by
date, then update order), a restart in the middle, the private chat for those who prefer it, and
a secret command that every member saw."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from aiogram.types import BotCommandScopeAllGroupChats, BotCommandScopeAllPrivateChats, Chat, Message, User

from bot.games.registry import Registry, default_registry
from bot.games.skattergoris import SPEC as SKAT
from bot.routers.games import say_of
from engines.skattergoris import Skattergoris
from sandbox import ChatHandle, UserHandle
from tests.e2e.skattergoris.skattergoris_e2e import word
from tests.platform.harness import Harness, play

SHEET = "Ваш лист · раунд 1 "


async def skat_in_group(harness: Harness, *, privacy: bool = True
                        ) -> tuple[ChatHandle, tuple[UserHandle, ...]]:
    harness.tg.privacy_mode = privacy
    await harness.boot(registry=Registry(SKAT), secrets="group")
    users = harness.tg.users("Аня", "Боб")
    group = harness.tg.group("Игротека", *users)
    await play(harness, group, *users, command="/start_skattergoris")
    return group, users


def letter_of(harness: Harness, group: ChatHandle) -> str:
    assert harness.app is not None
    game = harness.app.live.by_key[(group.id, 0)].engine
    assert isinstance(game, Skattergoris)
    return game.letter


def sheets(user: UserHandle, group: ChatHandle) -> list[Message]:
    return [m for m in user.ephemerals(group) if (m.text or "").startswith(SHEET)]


def row(user: UserHandle, group: ChatHandle, number: int) -> str:
    lines = [line for line in (sheets(user, group)[-1].text or "").splitlines() if line[:1].isdigit()]
    return lines[number - 1]


async def test_the_menu_lists_the_secret_commands_as_ephemeral_in_groups_in_both_languages(
    harness: Harness,
) -> None:
    app = await harness.boot(registry=default_registry(), secrets="group")
    for lang in ("ru", "en"):
        group = await app.bot.get_my_commands(scope=BotCommandScopeAllGroupChats(), language_code=lang)
        hidden = {c.command: c for c in group if c.is_ephemeral}
        assert set(hidden) == {"a", "secret", "guess"}, group
        assert all(c.description for c in hidden.values())
        assert not any(c.is_ephemeral for c in group if c.command not in hidden)
        private = await app.bot.get_my_commands(scope=BotCommandScopeAllPrivateChats(), language_code=lang)
        assert not {c.command for c in private} & {"a", "secret", "guess"}


async def test_rules_and_help_say_how_to_answer_in_the_group(harness: Harness) -> None:
    await harness.boot(registry=default_registry(), secrets="group")
    ann = harness.tg.users("Аня")[0]
    group = harness.tg.group("Игротека", ann)
    for kind, command in (("skattergoris", "/a 3 Кит"), ("assotsiatsii", "/secret зима"),
                          ("netslov", "видно только ему")):
        await ann.says(group, f"/rules {kind}")
        assert command in (group.last_bot_message().text or ""), kind
        assert "в личку" not in (group.last_bot_message().text or "") or kind == "skattergoris"
    await ann.says(group, "/help")
    said = group.last_bot_message().text or ""
    assert "/a 3 кит" in said and "/secret зима" in said and "/guess снег" in said


async def test_private_chat_rules_when_secrets_go_there(harness: Harness) -> None:
    await harness.boot(registry=default_registry(), secrets="private")
    ann = harness.tg.users("Аня")[0]
    group = harness.tg.group("Игротека", ann)
    await ann.says(group, "/rules skattergoris")
    rules = group.last_bot_message().text or ""
    assert "Ответы пишите мне в личку" in rules and "/a" not in rules


async def test_an_ephemeral_answer_ranks_by_its_date_then_by_update_order(harness: Harness) -> None:
    group, (ann, _bob) = await skat_in_group(harness)
    letter = letter_of(harness, group)
    now = int(harness.clock.now())
    # Written first, delivered last: its date is older, so the newer answer for row 1 stands.
    held = await ann.says(group, f"/a 1 {word(letter, 0)}", date=now, deliver=False)
    assert held.message_id == 0 and held.ephemeral_message_id is not None
    await harness.tg.advance(1)
    await ann.says(group, f"/a 1 {word(letter, 1)}")
    await harness.tg.deliver(held)
    assert row(ann, group, 1).endswith(f": {word(letter, 1)}")
    # Within one second, the update that came later wins.
    await ann.says(group, f"/a 2 {word(letter, 2)}")
    await ann.says(group, f"/a 2 {word(letter, 3)}")
    assert row(ann, group, 2).endswith(f": {word(letter, 3)}")


@pytest.mark.both_engines
async def test_after_a_restart_the_same_ephemeral_sheet_is_edited(harness: Harness) -> None:
    group, (ann, bob) = await skat_in_group(harness)
    letter = letter_of(harness, group)
    await ann.says(group, f"/a 1 {word(letter, 0)}")
    [before] = sheets(ann, group)
    await harness.boot(registry=Registry(SKAT), secrets="group")  # the bot restarts mid-round
    await ann.says(group, f"/a 2 {word(letter, 1)}")
    [after] = sheets(ann, group)  # still one sheet: the one from before the restart, edited
    assert after.ephemeral_message_id == before.ephemeral_message_id
    assert row(ann, group, 1).endswith(f": {word(letter, 0)}")
    assert row(ann, group, 2).endswith(f": {word(letter, 1)}")
    assert word(letter, 0) not in "\n".join(m.text or "" for m in bob.ever_saw(group))


async def test_a_player_who_prefers_the_private_chat_still_answers_there(harness: Harness) -> None:
    group, (ann, _bob) = await skat_in_group(harness)
    letter = letter_of(harness, group)
    ann.start_bot()
    await ann.says(group, f"/a 1 {word(letter, 1)}")
    await ann.says(ann.private, f"4 {word(letter, 4)}")
    # From her first private answer on, her sheet is in the private chat (and gone from the group).
    assert not sheets(ann, group)
    private = [m for m in ann.private.bot_messages() if (m.text or "").startswith(SHEET)]
    assert len(private) == 1
    lines = [line for line in (private[0].text or "").splitlines() if line[:1].isdigit()]
    assert lines[0].endswith(f": {word(letter, 1)}") and lines[3].endswith(f": {word(letter, 4)}")
    await ann.says(ann.private, f"/a 5 {word(letter, 5)}")  # the group's command works there too
    await ann.says(group, f"/a 6 {word(letter, 6)}")  # and in the group: the sheet stays in private
    private = [m for m in ann.private.bot_messages() if (m.text or "").startswith(SHEET)]
    lines = [line for line in (private[-1].text or "").splitlines() if line[:1].isdigit()]
    assert lines[4].endswith(f": {word(letter, 5)}") and lines[5].endswith(f": {word(letter, 6)}")
    assert len(private) == 1 and not sheets(ann, group)
    # A restart keeps her choice.
    await harness.boot(registry=Registry(SKAT), secrets="group")
    await ann.says(group, f"/a 7 {word(letter, 7)}")
    private = [m for m in ann.private.bot_messages() if (m.text or "").startswith(SHEET)]
    assert len(private) == 1 and (private[0].text or "").count(word(letter, 7)) == 1


async def test_a_secret_command_with_no_game_is_answered_to_its_sender_alone(harness: Harness) -> None:
    await harness.boot(registry=default_registry(), secrets="group")
    ann, bob = harness.tg.users("Аня", "Боб")
    group = harness.tg.group("Игротека", ann, bob)
    await ann.says(group, "/guess снег")
    [answer] = [m for m in ann.ephemerals(group) if m.from_user is not None and m.from_user.is_bot]
    assert answer.text == "Команда /guess сейчас ничего не делает: здесь не идёт игра, которая её принимает."
    assert "снег" not in "\n".join(m.text or "" for m in bob.ever_saw(group))
    assert not [m for m in group.messages() if m.from_user is not None and m.from_user.is_bot]


async def test_a_non_player_s_secret_command_changes_nothing(harness: Harness) -> None:
    group, (ann, _bob) = await skat_in_group(harness)
    gosha = harness.tg.users("Гоша")[0]
    await group.set_member(gosha, "member")
    letter = letter_of(harness, group)
    await gosha.says(group, f"/a 1 {word(letter, 0)}")
    assert (gosha.last_ephemeral(group).text or "") == "Вы не играете в этой игре."
    assert row(ann, group, 1).endswith(": —")


async def test_a_secret_command_every_member_saw_is_a_secret_posted_in_the_group(harness: Harness) -> None:
    """A client without ephemeral commands sends `/a кит` as a common message: the engine's guard
    judges what it says, as it would the same words posted without the command."""
    group, (ann, _bob) = await skat_in_group(harness)
    assert harness.app is not None
    session = harness.app.live.by_key[(group.id, 0)]
    user = User(id=ann.id, is_bot=False, first_name="Аня")
    seen = Message(message_id=50, date=datetime.now(UTC), chat=Chat(id=group.id, type="supergroup"),
                   from_user=user, text="/a 3 Кит")
    say = say_of(seen, session, private=False, me="arbiter_test_bot")
    assert say is not None and (say.text, say.private, say.message_id) == ("3 Кит", False, 50)
    assert say_of(seen.model_copy(update={"text": "/a"}), session, private=False, me=None) is None
