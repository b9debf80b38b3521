"""How a claim's verdict reads: the charge (and what follows it), every refusal explained, the end.

Each is one short group line (HTML: names and words escaped). A verdict reached by a vote carries
the tally, so the vote's result and the verdict are said once, in one message.
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from bot.games.netslov.texts import NetSlovView, cards_text, names, word_text, words_text
from engines.netslov import (
    ChoiceOffered,
    ClaimDropped,
    ClaimRejected,
    ConversationReset,
    GameOver,
    MissingLetter,
    VoteClosed,
    WordCharged,
)

# Verdicts whose text names the dictionary form («кошки» → «кошка») when the dictionary knows it.
WITH_LEMMA = ("plural", "wrong-case")


def charged_text(event: WordCharged, view: NetSlovView, *, vote: VoteClosed | None,
                 reset: ConversationReset | None, choice: ChoiceOffered | None) -> str:
    t = view.t
    word, against = word_text(event.word), escape(view.name(event.against))
    if vote is not None:
        head = t("netslov-charged-by-vote", word=word, yes=vote.yes, no=vote.no)
    else:
        head = t("netslov-charged", word=word)
    if event.black:
        penalty = t("netslov-charged-black", name=against, cards=cards_text(event.black),
                    count=len(event.black), total=event.penalties)
    else:
        penalty = t("netslov-charged-no-black")
    lines = [f"{head} {penalty}"]  # the word and its penalty, then what the table does, then the choice
    table = []
    if event.red:
        table.append(t("netslov-reds-back", cards=cards_text(event.red), count=len(event.red)))
    if reset is not None:
        key = "netslov-reset-discarded" if reset.discarded else "netslov-reset"
        table.append(t(key, discarded=cards_text(reset.discarded), count=len(reset.discarded),
                       conversation=cards_text(reset.conversation)))
    if table:
        lines.append(" ".join(table))
    if choice is not None:
        seconds = max(1, round(view.settings.choice_seconds))
        lines.append(t("netslov-choice", chooser=escape(view.name(choice.chooser)),
                       left=escape(view.name(choice.left)), seconds=seconds))
    return "\n".join(lines)


def rejected_text(event: ClaimRejected, view: NetSlovView, *, vote: VoteClosed | None) -> str:
    t = view.t
    word = word_text(event.word)
    if vote is not None:
        key = "netslov-rejected-tie" if vote.yes == vote.no else "netslov-rejected-voted-down"
        return t(key, word=word, yes=vote.yes, no=vote.no)
    verdict = event.verdict
    if verdict == "not-formable" and _latin(event.word):
        return t("netslov-rejected-not-russian", word=word)  # issue 26: «HOME» in an English chat
    if verdict == "not-formable":
        return t("netslov-rejected-not-formable", word=word, missing=missing_text(event.missing, view))
    if verdict == "too-short":
        return t("netslov-rejected-too-short", word=word, min=event.min_length)
    if verdict in WITH_LEMMA:
        if event.lemma and event.lemma.casefold() != event.word.casefold():
            return t(f"netslov-rejected-{verdict}", word=word, lemma=word_text(event.lemma))
        return t(f"netslov-rejected-{verdict}-bare", word=word)
    key = f"netslov-rejected-{verdict}"
    return t(key if view.has(key) else "netslov-rejected-other", word=word)


def _latin(word: str) -> bool:
    return any("a" <= c <= "z" for c in word.casefold())


def missing_text(missing: Sequence[MissingLetter], view: NetSlovView) -> str:
    """«Д и М», «О (нужно 2, а есть 1)»: what the conversation lacks, in the word's letter order."""
    t = view.t
    items = [escape(m.letter) if m.have == 0
             else t("netslov-missing-count", letter=escape(m.letter), needed=m.needed, have=m.have)
             for m in missing]
    if len(items) < 2:
        return "".join(items)
    return t("netslov-and", head=", ".join(items[:-1]), last=items[-1])


def dropped_text(event: ClaimDropped, view: NetSlovView) -> str:
    return view.t(f"netslov-dropped-{event.cause}", word=word_text(event.word),
                  name=escape(view.name(event.claimant)))


def final_text(event: GameOver, view: NetSlovView, active: Sequence[int]) -> str:
    """The end in one message: why, the penalties fewest first, the winners, the words nobody called."""
    t = view.t
    limit = view.settings.penalty_limit
    if event.cause == "penalties":
        loser = max(event.penalties, key=lambda p: event.penalties[p])
        lines = [t("netslov-over-penalties", name=escape(view.name(loser)), count=event.penalties[loser])]
    else:
        lines = [t(f"netslov-over-{event.cause}", limit=limit)]
    lines.append(t("netslov-final-title"))
    order = {p: n for n, p in enumerate(view.players)}
    ranked = sorted(event.penalties.items(), key=lambda item: (item[1], order.get(item[0], 0)))
    place = 0
    for index, (player, points) in enumerate(ranked, start=1):
        if index == 1 or points != ranked[index - 2][1]:
            place = index
        key = "netslov-final-line" if player in active else "netslov-final-line-out"
        lines.append(t(key, place=place, name=escape(view.name(player)), points=points))
    if event.winners:
        lines.append(t("netslov-winners", count=len(event.winners), names=names(event.winners, view)))
    if event.missed_words:
        lines.append(t("netslov-missed", count=len(event.missed_words), words=words_text(event.missed_words)))
    return "\n".join(lines)
