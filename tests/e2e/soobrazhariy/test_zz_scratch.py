import logging
from bot.games.registry import Registry
from bot.games.soobrazhariy import SPEC
from tests.e2e.soobrazhariy.soobrazhariy_e2e import *
from tests.platform.harness import Harness

async def test_show(harness: Harness, caplog) -> None:
    caplog.set_level(logging.DEBUG, logger="bot.services.sessions")
    group, users, session = await boot_and_start(harness, Registry(SPEC), "Аня", "Боб", "Вика")
    byname = {u.name: u for u in users}
    seen = set()
    for step in range(400):
        if harness.app is None or (group.id, 0) not in harness.app.sessions.by_key:
            break
        msgs = group.bot_messages()
        last = msgs[-1]
        txt = last.text or ""
        if "Ставит" in txt and last.reply_markup:
            who = txt.split("Ставит ")[1].split(":")[0]
            btns = [b.text for r in last.reply_markup.inline_keyboard for b in r]
            await byname[who].presses(last, "Пас" if "Пас" in btns and step % 2 else btns[0])
            continue
        letters = [m for m in msgs if (m.text or "").startswith("Буква:") and m.message_id not in seen]
        if letters:
            m = letters[-1]; seen.add(m.message_id)
            L = m.text.split("Буква: ")[1][0].lower()
            if "назовите" in m.text:
                who = m.text.split(". ")[1].split(",")[0]
                for i in range(3):
                    await byname[who].says(group, f"{L}слово{i}")
            elif len(seen) % 4 != 0:
                await users[step % 3].says(group, f"{L}ответ")
                await users[(step + 1) % 3].says(group, f"{L}другой")
        await harness.tg.advance(5)
    print("\n---\n".join(texts(group)[-8:]))
    print(len(texts(group)), harness.tg.handler_errors, [r.getMessage() for r in caplog.records if "refused" in r.getMessage()][:10])
    assert False
