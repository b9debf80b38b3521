"""How a turn's result and the game's end read in the chat: the award, a letter nobody answered,
a failed promise, the final scoreboard."""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from bot.games.soobrazhariy.texts import (
    CARD_SEPARATOR,
    NAMED_CARDS,
    SoobView,
    cards_list,
    cards_tail,
    names,
    quoted,
)
from engines.soobrazhariy import SPECIALS, card_points
from engines.soobrazhariy.events import BidFailed, GameOver, NoAnswer, TurnWon
from engines.soobrazhariy.scoring import PENALTY_LETTER_POINTS


def award_text(event: TurnWon, view: SoobView, *, next_opener: bool = False) -> str:
    said = view.t("soob-turn-won", name=escape(view.name(event.winner)), text=quoted(event.text),
                  count=len(event.cards), points=event.points, cards=cards_tail(event.cards, view))
    if next_opener:
        said += " " + view.t("soob-next-opener", opener=escape(view.name(event.next_opener)))
    return said


def no_answer_text(event: NoAnswer, view: SoobView, *, ending: bool) -> str:
    t = view.t
    letter = escape(event.letter or "")
    head = t(f"soob-no-answer-{event.reason}", letter=letter)
    if ending:
        return head  # no next turn: the stack stays with nobody
    tail = t("soob-stack-stays", count=len(event.open_stack), points=sum(map(card_points, event.open_stack)))
    return f"{head}\n{tail} {t('soob-opens-again', opener=escape(view.name(event.next_opener)))}"


def bid_failed_text(event: BidFailed, view: SoobView, *, ending: bool) -> str:
    t = view.t
    said = t("soob-bid-failed", name=escape(view.name(event.bidder)), bid=event.bid, counted=event.counted,
             discarded=cards_list(event.discarded, view), letter=escape(event.penalty_letter))
    if event.open_stack:  # lower cards stay for the next winner; "0 cards" is not worth saying
        said += " " + t("soob-bid-left", left=len(event.open_stack))
    if not ending:
        said += " " + t("soob-opens-again", opener=escape(view.name(event.next_opener)))
    return said


def final_text(event: GameOver, view: SoobView) -> str:
    t = view.t
    lines = [t(f"soob-over-{event.reason}"), t("soob-final-title")]
    for tally in sorted(event.tallies, key=lambda x: -x.score):
        won = final_cards(tally.won, view) if tally.won else t("soob-no-cards")
        line = t("soob-final-line", name=escape(view.name(tally.player_id)), score=tally.score,
                 count=len(tally.won), cards=won)
        if tally.penalty_letters:
            letters = ", ".join(escape(letter) for letter in tally.penalty_letters)
            points = PENALTY_LETTER_POINTS * len(tally.penalty_letters)
            line += "; " + t("soob-final-penalty", letters=letters, points=points)
        lines.append(line)
    lines.append(t("soob-final-winners", count=len(event.winners), names=names(event.winners, view)))
    return "\n".join(lines)


def final_cards(won: Sequence[str], view: SoobView) -> str:
    """A few cards by name; a long haul as the number of categories and the specials by name,
    so the final message stays a scoreboard rather than a wall of category texts."""
    if len(won) <= NAMED_CARDS:
        return cards_list(won, view)
    specials = [card for card in won if card in SPECIALS]
    categories = view.t("soob-final-categories", count=len(won) - len(specials))
    return CARD_SEPARATOR.join([categories, *([cards_list(specials, view)] if specials else [])])
