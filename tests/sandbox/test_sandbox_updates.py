"""The update stream: update_id only grows, getUpdates honours offset, limit and allowed_updates."""

from __future__ import annotations

import itertools
from typing import Any

import pytest

from sandbox import ApiError, Sandbox


async def get_updates(tg: Sandbox, **params: Any) -> list[dict[str, Any]]:
    result: list[dict[str, Any]] = await tg.core.call("getUpdates", params)
    return result


async def test_update_ids_strictly_increase_across_chats_kinds_and_reset(tg: Sandbox) -> None:
    ann, bob = tg.users("Аня", "Боб")
    group = tg.group("Игротека", ann, bob)
    await ann.says(ann.private, "раз")
    await bob.says(group, "/play")
    await group.set_member(bob, "left")
    ids = [u["update_id"] for u in await get_updates(tg)]
    tg.reset()
    (cid,) = tg.users("Сеня")
    await cid.says(cid.private, "снова")
    ids += [u["update_id"] for u in await get_updates(tg)]
    assert len(ids) == 4
    assert all(a < b for a, b in itertools.pairwise(ids))


async def test_offset_confirms_and_limit_caps(tg: Sandbox) -> None:
    (ann,) = tg.users("Аня")
    for n in range(5):
        await ann.says(ann.private, f"{n}")
    first_two = await get_updates(tg, limit=2)
    assert [u["message"]["text"] for u in first_two] == ["0", "1"]
    rest = await get_updates(tg, offset=first_two[-1]["update_id"] + 1)
    assert [u["message"]["text"] for u in rest] == ["2", "3", "4"]
    # confirmed updates are gone
    assert [u["message"]["text"] for u in await get_updates(tg)] == ["2", "3", "4"]
    last = await get_updates(tg, offset=-1)
    assert [u["message"]["text"] for u in last] == ["4"]


async def test_allowed_updates_filters_updates_created_afterwards(tg: Sandbox) -> None:
    (ann,) = tg.users("Аня")
    await get_updates(tg, allowed_updates=["callback_query"])
    await ann.says(ann.private, "не нужно")
    assert await get_updates(tg) == []
    await get_updates(tg, allowed_updates=[])  # an empty list means the default set again
    await ann.says(ann.private, "нужно")
    assert [u["message"]["text"] for u in await get_updates(tg)] == ["нужно"]


async def test_form_encoded_parameters_are_decoded_by_the_spec_types(tg: Sandbox) -> None:
    (ann,) = tg.users("Аня")
    ann.start_bot()
    sent = await tg.core.call(
        "sendMessage",
        {
            "chat_id": str(ann.id),
            "text": "x",
            "disable_notification": "true",
            "reply_markup": '{"inline_keyboard": [[{"text": "A", "callback_data": "a"}]]}',
        },
    )
    assert sent["chat"]["id"] == ann.id
    assert sent["reply_markup"]["inline_keyboard"][0][0]["callback_data"] == "a"
    with pytest.raises(ApiError, match="can't parse parameter"):
        await tg.core.call("sendMessage", {"chat_id": str(ann.id), "text": "x", "reply_markup": "{oops"})


async def test_method_names_are_case_insensitive_like_telegram(tg: Sandbox) -> None:
    me = await tg.core.call("GETME", {})
    assert me["is_bot"] is True


async def test_a_newer_long_poll_ends_the_older_one_with_409(tg: Sandbox) -> None:
    import asyncio

    older = asyncio.create_task(get_updates(tg, timeout=30))
    await asyncio.sleep(0)
    await asyncio.sleep(0)
    newer = asyncio.create_task(get_updates(tg, timeout=30))
    with pytest.raises(ApiError, match="terminated by other getUpdates request") as raised:
        await older
    assert raised.value.code == 409
    (ann,) = tg.users("Аня")
    await ann.says(ann.private, "привет")
    assert [u["message"]["text"] for u in await newer] == ["привет"]


async def test_missing_required_parameters_are_400(tg: Sandbox) -> None:
    with pytest.raises(ApiError, match="chat_id is empty"):
        await tg.core.call("sendMessage", {"text": "x"})
    with pytest.raises(ApiError, match='parameter "options" is required'):
        await tg.core.call("sendPoll", {"chat_id": 1, "question": "?"})


async def test_chat_member_updates_only_when_asked_for(tg: Sandbox) -> None:
    ann, bob = tg.users("Аня", "Боб")
    group = tg.group("Игротека", ann)
    await group.set_member(bob, "member")
    assert {k for u in await get_updates(tg) for k in u} == {"update_id", "message"}
    await get_updates(tg, offset=-1, allowed_updates=["chat_member"])
    await get_updates(tg, offset=10**9)  # confirm everything
    await group.set_member(bob, "administrator")
    updates = await get_updates(tg)
    assert [u["chat_member"]["new_chat_member"]["status"] for u in updates] == ["administrator"]
