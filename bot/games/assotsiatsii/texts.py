"""The texts of «Ассоциации»: the laid words, the leader's panel, a guesser's list, the round's table and the
track as text. Plain functions of events (or the engine's state) and the view; HTML-escaped here."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from html import escape

from bot.games.view import View
from engines.assotsiatsii import AssotsiatsiiSettings, GuessesShown, GuessRow, LeaderHand, RoundScored

AssocView = View[AssotsiatsiiSettings]

POLL_QUESTION_LIMIT = 300  # Telegram's limit for a poll question
POLL_OPTION_LIMIT = 100
WORD_IN_POLL = 60
BUTTON_TEXT = 40  # a button's label is cut here
GUESS_IN_TEXT = 60  # a guess in a list or a table (the outbox cuts long texts at line ends only)
CIRCLED = "①②③④⑤⑥⑦⑧⑨⑩"
TRACK_BAR = 15  # characters of the text track's bar
# Remaining seconds at which the timer under the laid words is edited: every 30 s and at 10 s — at
# most six edits for the longest hourglass (180 s), far inside a group's 20 messages a minute.
# Marks above the round's time fall before it started and are skipped by the platform.
COUNTDOWN_MARKS: tuple[float, ...] = (150.0, 120.0, 90.0, 60.0, 30.0, 10.0)


def clip(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def names(view: AssocView, players: Iterable[int]) -> str:
    return ", ".join(escape(view.name(p)) for p in players)


def duration_text(view: AssocView, seconds: float) -> str:
    """«2 минуты», «90 секунд»."""
    whole = max(0, round(seconds))
    if whole and whole % 60 == 0:
        return view.t("assoc-minutes", n=whole // 60)
    return view.t("assoc-seconds", n=whole)


def clock_text(seconds: float) -> str:
    whole = max(0, round(seconds))
    return f"{whole // 60}:{whole % 60:02d}"


def laid_text(laid: Sequence[str], final: bool = False) -> str:
    """The leader's row in its order (1. маяк → 2. ключ → …); the final round's words side by side."""
    if final:
        return " · ".join(f"<b>{escape(word)}</b>" for word in laid)
    return " → ".join(f"<b>{escape(word)}</b>" for word in laid)


def row_text(cards: Sequence[str]) -> str:
    """The cards picked so far, numbered in their order (the leader's panel)."""
    return " → ".join(f"{n}. {escape(card)}" for n, card in enumerate(cards, start=1))


# ---- the laid words in the group ----------------------------------------------------------------


def words_text(view: AssocView, round_no: int, leader_id: int | None, laid: Sequence[str], *, limit: int,
               footer: str, help_line: bool = True) -> str:
    """The laid words and (until the round ends) how to answer; `footer` is the timer's reading."""
    t = view.t
    if leader_id is None:
        lines = [t("assoc-words-final", words=laid_text(laid, final=True))]
        if help_line:
            lines.append(t("assoc-words-help-final", limit=limit))
    else:
        lines = [t("assoc-words", round=round_no, name=escape(view.name(leader_id)), words=laid_text(laid))]
        if help_line:
            lines.append(t("assoc-words-help", limit=limit))
    return "\n".join([*lines, "", footer])


# ---- the leader's panel -------------------------------------------------------------------------


def lead_text(view: AssocView, hand: LeaderHand) -> str:
    t = view.t
    picked = [hand.hand[i] for i in hand.picked if 0 <= i < len(hand.hand)]
    lines = [t("assoc-lead-title", round=hand.round),
             t("assoc-lead-help", min=hand.min_laid, time=duration_text(view, view.settings.leader_time)), "",
             t("assoc-lead-picked", cards=row_text(picked)) if picked else t("assoc-lead-none-picked")]
    if hand.pending_word is not None:
        lines += ["", t("assoc-lead-waiting-word", word=escape(hand.pending_word))]
    return "\n".join(lines)


def card_label(hand: LeaderHand, card: int) -> str:
    word = clip(hand.hand[card], BUTTON_TEXT)
    if card not in hand.picked:
        return word
    place = hand.picked.index(card)
    mark = CIRCLED[place] if place < len(CIRCLED) else f"{place + 1}."
    return f"{mark} {word}"


# ---- a guesser's list ---------------------------------------------------------------------------


def sheet_text(view: AssocView, sheet: GuessesShown, *, footer: str | None = None) -> str:
    t = view.t
    if sheet.final:
        title = t("assoc-sheet-title-final", words=laid_text(sheet.laid, final=True))
    else:
        title = t("assoc-sheet-title", round=sheet.round, words=laid_text(sheet.laid))
    lines = [title, ""]
    final = "-final" if sheet.final else ""
    if sheet.guesses:
        lines.append(t(f"assoc-sheet-count{final}", count=len(sheet.guesses), limit=sheet.limit))
        lines += [f"{n}. <b>{escape(clip(guess, GUESS_IN_TEXT))}</b>"
                  for n, guess in enumerate(sheet.guesses, start=1)]
    elif footer is None:  # «none yet» only while there is still time; a closing footer says the rest
        lines.append(t(f"assoc-sheet-empty{final}"))
    if sheet.repeated:
        lines.append(t("assoc-sheet-repeated", guesses=", ".join(
            f"«{escape(clip(g, GUESS_IN_TEXT))}»" for g in sheet.repeated)))
    lines.append("")
    if footer is not None:
        lines.append(footer)
    elif sheet.done:
        lines.append(t(f"assoc-sheet-done{final}"))
    elif len(sheet.guesses) >= sheet.limit:
        lines.append(t(f"assoc-sheet-full{final}"))
    else:
        lines.append(t(f"assoc-sheet-help{final}", time=duration_text(view, view.settings.guess_time)))
    return "\n".join(lines)


# ---- the reveal and the table -------------------------------------------------------------------


def guesses_lines(view: AssocView, guesses: Mapping[int, Sequence[str]], order: Sequence[int]) -> list[str]:
    """Each player's guesses, one player a line (before the votes: the table comes after them)."""
    lines = []
    for player_id in order:
        if player_id not in guesses:
            continue
        written = guesses[player_id]
        said = ", ".join(escape(clip(g, GUESS_IN_TEXT)) for g in written) or view.t("assoc-no-guesses")
        lines.append(view.t("assoc-guesses-line", name=escape(view.name(player_id)), guesses=said))
    return lines


def row_mark(row: GuessRow) -> str:
    guess = escape(clip(row.guess, GUESS_IN_TEXT))
    if row.kind == "word":
        return f"<b>{guess}</b> {row.mark}"
    return f"{guess} {row.mark}"


def table_text(view: AssocView, scored: RoundScored, order: Sequence[int]) -> str:
    """Every guess with its mark (+3, +1, —), the leader's points, and each player's points this round.

    What the marks mean is said in the final round's table and in the first table that gave points
    (every table repeating it is noise)."""
    t = view.t
    first = all(total == scored.points.get(p, 0) for p, total in scored.totals.items())
    if scored.final or scored.leader_id is None:
        lines = [t("assoc-table-title-final"), t("assoc-table-legend-final")]
    else:
        lines = [t("assoc-table-title", round=scored.round, word=escape(scored.word or ""),
                   name=escape(view.name(scored.leader_id)))]
        if first:
            lines.append(t("assoc-table-legend"))
    lines.append("")
    by_player: dict[int, list[GuessRow]] = {}
    for row in scored.rows:
        by_player.setdefault(row.player_id, []).append(row)
    for player_id in order:
        if player_id == scored.leader_id:
            continue
        if player_id not in scored.points and player_id not in by_player:
            continue
        rows = by_player.get(player_id, [])
        said = " · ".join(row_mark(row) for row in rows) or t("assoc-no-guesses")
        lines.append(t("assoc-guesses-line", name=escape(view.name(player_id)), guesses=said))
    if scored.leader_id is not None and not scored.final:
        lines.append(t("assoc-table-leader", name=escape(view.name(scored.leader_id)),
                       points=scored.leader_points))
    ranked = sorted(scored.points.items(), key=lambda item: (-item[1], order.index(item[0])
                                                             if item[0] in order else len(order)))
    items = [t("assoc-points-item", name=escape(view.name(p)), points=f"+{n}" if n else "0")
             for p, n in ranked]
    lines += ["", t("assoc-table-points", points=", ".join(items))]
    return "\n".join(lines)


# ---- the track ----------------------------------------------------------------------------------


def standings(view: AssocView, totals: Mapping[int, int], order: Sequence[int]) -> list[tuple[str, int]]:
    """(name, total) in join order: the track's colours follow the seats."""
    return [(view.name(p), totals.get(p, 0)) for p in order if p in totals]


def track_lines(view: AssocView, totals: Mapping[int, int], order: Sequence[int], length: int) -> list[str]:
    """The totals ranked, one a line: the picture's caption, or with a bar the text track."""
    ranked = sorted((p for p in order if p in totals), key=lambda p: (-totals[p], order.index(p)))
    lines = []
    for p in ranked:
        line = view.t("assoc-track-line", name=escape(view.name(p)), total=totals[p])
        if view.settings.text_mode:
            filled = round(TRACK_BAR * min(max(totals[p], 0), length) / length) if length > 0 else 0
            line = f"<code>{'█' * filled}{'░' * (TRACK_BAR - filled)}</code> {line}"
        lines.append(line)
    return lines


def poll_question(view: AssocView, words: tuple[str, str]) -> str:
    first, second = (clip(word, WORD_IN_POLL) for word in words)
    return clip(view.t("assoc-poll-question", first=first, second=second), POLL_QUESTION_LIMIT)
