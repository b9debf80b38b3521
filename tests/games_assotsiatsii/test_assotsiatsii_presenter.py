"""How «Ассоциации» reads, checked on the presenter alone: a whole engine game presented command by command
as the driver does it — the leader's word in no group action before its reveal, every action of a secret
event addressed to its player — and the texts of refusals, the table and the track."""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from functools import cache

from bot.games.actions import Action, Alert, DeleteStatus, OpenPoll, Picture, SendText, ShowStatus, audience
from bot.games.assotsiatsii import SPEC
from bot.games.assotsiatsii.presenter import AssotsiatsiiPresenter
from bot.games.view import View
from bot.i18n import Translator, load_translator
from engines.assotsiatsii import (
    Assotsiatsii,
    AssotsiatsiiSettings,
    GuessRow,
    Reason,
    RoundScored,
    WordAccepted,
    WordRevealed,
)
from engines.core import Event, Player, Refusal, Say, Vote, command_from_json
from tests.engines.assotsiatsii.assotsiatsii_helpers import PLAYERS, T0, a_whole_game

PRESENTER = AssotsiatsiiPresenter()


@cache
def translator() -> Translator:
    return load_translator()


def view(events: Sequence[Event] = (), settings: AssotsiatsiiSettings | None = None, locale: str = "ru",
         players: Sequence[Player] = PLAYERS) -> View[AssotsiatsiiSettings]:
    return View("assotsiatsii", locale, translator(), {p.id: p for p in players},
                settings or AssotsiatsiiSettings(), events)


def shown(action: Action) -> str:
    """What an action shows: its text, a poll's question and options, a picture's scene."""
    if isinstance(action, SendText | ShowStatus):
        scene = json.dumps(action.picture.scene, ensure_ascii=False) if action.picture else ""
        buttons = " ".join(b.text for row in action.keyboard or () for b in row)
        return f"{action.text} {buttons} {scene}"
    if isinstance(action, OpenPoll):
        return " ".join((action.question, *action.options))
    if isinstance(action, Alert):
        return action.text
    return ""


def present_like_the_driver(events: Sequence[Event], settings: AssotsiatsiiSettings, players: Sequence[Player]
                            ) -> list[tuple[Event | None, Action]]:
    """Public events presented together, each secret one alone (`Driver.present`)."""
    public = [e for e in events if e.audience is None]
    out: list[tuple[Event | None, Action]] = []
    run: list[Event] = []
    for event in [*events, None]:
        if event is None or event.audience is not None:
            if run:
                out += [(None, a) for a in PRESENTER.present(run, view(public, settings, players=players))]
                run = []
            if event is not None:
                alone = PRESENTER.present([event], view(public, settings, players=players))
                out += [(event, action) for action in alone]
        else:
            run.append(event)
    return out


def test_a_whole_game_never_shows_the_group_the_leaders_word_before_its_reveal() -> None:
    table = a_whole_game()
    game, events = Assotsiatsii.new(table.players, table.settings, table.seed, T0, content=table.content,
                                    locale="ru", memory={})
    commands = [events]
    for data, when in table.journal:
        commands.append(game.handle(command_from_json(data), when))
    hidden: str | None = None
    checked = 0
    for events in commands:
        for source, action in present_like_the_driver(events, table.settings, table.players):
            if isinstance(source, WordAccepted):
                hidden = source.word
            if source is not None:
                assert audience(action) == source.audience, f"{type(source).__name__} → {action}"
                continue
            if audience(action) is None and hidden is not None:
                revealing = [e for e in events if isinstance(e, WordRevealed | RoundScored)]
                if not revealing:
                    pattern = rf"(?<![\w-]){re.escape(hidden)}(?![\w-])"
                    assert not re.search(pattern, shown(action), re.IGNORECASE), shown(action)
                    checked += 1
        if any(isinstance(e, WordRevealed) for e in events):
            hidden = None
    assert checked >= 5, "the group heard from the bot while words were hidden"


def test_every_refusal_of_a_private_message_is_said_and_chatter_is_not() -> None:
    say = Say(2, "x", 0, 1, True)
    for reason in Reason:
        actions = PRESENTER.refusal(say, Refusal(reason, word="небо", card="лес", need=3, picked=1, limit=3,
                                                 free=1, sent=2, guess="небо", language="ru"), view())
        if reason in (Reason.PRIVATE_ONLY, Reason.UNKNOWN_ANCHOR, Reason.NO_SUCH_VOTE, Reason.VOTE_CLOSED,
                      Reason.BAD_OPTION, Reason.GAME_OVER):
            assert actions == [], reason
            continue
        [told] = actions
        assert isinstance(told, SendText) and told.to == 2 and "{" not in told.text, reason
    assert PRESENTER.refusal(Say(2, "небо", 0, 1, False), Refusal(Reason.PRIVATE_ONLY), view()) == []
    assert PRESENTER.refusal(Vote("near-1-1", 2, (0,)), Refusal(Reason.VOTE_CLOSED), view()) == []


def test_too_many_guesses_is_told_as_the_list_stands() -> None:
    def told(free: int, sent: int) -> str:
        [action] = PRESENTER.refusal(Say(2, "x", 0, 1, True),
                                     Refusal(Reason.TOO_MANY_GUESSES, limit=3, free=free, sent=sent), view())
        assert isinstance(action, SendText)
        return action.text

    assert told(3, 4) == "Догадок не больше 3, а в сообщении 4. Ничего не записал — пришлите не больше 3."
    assert told(0, 1).startswith("Места для догадок больше нет (их не больше 3)")
    assert told(1, 2).startswith("Места осталось на одну догадку, а в сообщении их 2.")
    assert told(2, 3).startswith("Места осталось на 2 догадки, а в сообщении их 3.")


def _scored(totals: dict[int, int], points: dict[int, int], **changes: object) -> RoundScored:
    rows = (GuessRow(2, "небо", 3, "+3", "word"), GuessRow(2, "облако", 1, "+1", "match"),
            GuessRow(3, "облако", 1, "+1", "match"), GuessRow(3, "птица", 0, "—", "none"))
    data: dict[str, object] = {"round": 4, "leader_id": 1, "word": "небо", "laid": ("маяк", "ключ", "свеча"),
                               "rows": rows, "leader_points": 3, "points": points, "totals": totals,
                               "finish_reached": False}
    data.update(changes)
    return RoundScored(**data)  # type: ignore[arg-type]


def test_the_rounds_table_shows_every_guess_with_its_mark_and_the_points() -> None:
    players = PLAYERS[:4]
    scored = _scored({1: 13, 2: 14, 3: 6, 4: 2}, {1: 3, 2: 4, 3: 1, 4: 0})
    [table, track] = PRESENTER.present([scored], view([scored], players=players))
    assert isinstance(table, SendText) and isinstance(track, SendText)
    assert table.text.splitlines() == [
        "<b>Итоги раунда 4</b> · слово «<b>небо</b>» · ведёт Олег",
        "",
        "Аня: <b>небо</b> +3 · облако +1",
        "Вика: облако +1 · птица —",
        "Дима: нет догадок",
        "Олег (ведёт): +3 — слово угадали",
        "",
        "Очки за раунд: Аня +4, Олег +3, Вика +1, Дима 0",
    ]
    assert track.text.splitlines() == ["<b>Трек до 30 очков</b>", "Аня — 14", "Олег — 13", "Вика — 6",
                                       "Дима — 2"]
    assert track.picture is not None and track.picture.scene["players"] == [
        {"name": "Олег", "total": 13}, {"name": "Аня", "total": 14}, {"name": "Вика", "total": 6},
        {"name": "Дима", "total": 2}]


def test_the_first_table_says_what_the_marks_mean() -> None:
    scored = _scored({1: 3, 2: 4, 3: 1, 4: 0}, {1: 3, 2: 4, 3: 1, 4: 0})
    [table, _] = PRESENTER.present([scored], view([scored], players=PLAYERS[:4]))
    assert isinstance(table, SendText)
    legend = "+3 — слово угадано · +1 — совпало с чьей-то догадкой · «—» — без очков"
    assert table.text.splitlines()[1] == legend


def test_the_same_standings_make_the_same_picture_so_it_is_sent_again_by_its_file_id() -> None:
    first = _scored({1: 3, 2: 4, 3: 1, 4: 0}, {1: 3, 2: 4, 3: 1, 4: 0})
    again = _scored({1: 3, 2: 4, 3: 1, 4: 0}, {1: 0, 2: 0, 3: 0, 4: 0}, round=5, word="лес")
    pictures: list[Picture] = []
    for scored in (first, again):
        track = PRESENTER.present([scored], view([scored], players=PLAYERS[:4]))[-1]
        assert isinstance(track, SendText) and track.picture is not None
        pictures.append(track.picture)
    assert pictures[0] == pictures[1]


def test_in_text_mode_the_track_is_bars_and_no_picture() -> None:
    settings = AssotsiatsiiSettings(text_mode=True, track_length=20)
    scored = _scored({1: 20, 2: 10, 3: 0, 4: 2}, {1: 3, 2: 4, 3: 1, 4: 0}, finish_reached=True)
    track = PRESENTER.present([scored], view([scored], settings, players=PLAYERS[:4]))[-1]
    assert isinstance(track, SendText) and track.picture is None
    assert track.text.splitlines() == [
        "<b>Трек до 20 очков</b>",
        "<code>███████████████</code> Олег — 20",
        "<code>████████░░░░░░░</code> Аня — 10",
        "<code>██░░░░░░░░░░░░░</code> Дима — 2",
        "<code>░░░░░░░░░░░░░░░</code> Вика — 0",
        "",
        "🏁 На финише: Олег. Дальше — финальный раунд!",
    ]


def test_the_reveal_lists_the_guesses_when_a_vote_follows_and_says_nothing_twice_otherwise() -> None:
    revealed = WordRevealed(2, 1, "небо", ("маяк",), {2: ("небо", "патриот"), 3: ("патриотизм",)}, (2,))
    from engines.assotsiatsii import VoteOpened

    vote = VoteOpened("near-2-1", 2, ("патриот", "патриотизм"), (1, 2, 3), T0 + 60)
    actions = PRESENTER.present([revealed, vote], view([revealed, vote], players=PLAYERS[:3]))
    said = [a.text for a in actions if isinstance(a, SendText)]
    assert said[0].splitlines() == ["🔓 Слово ведущего — <b>небо</b>. Угадали: Аня.", "Аня: небо, патриот",
                                    "Вика: патриотизм"]
    assert said[1].startswith("Есть похожая пара — решаем голосованием")
    [poll] = [a for a in actions if isinstance(a, OpenPoll)]
    assert (poll.question, poll.options) == ("«патриот» и «патриотизм» — это совпадение?",
                                             ("Да, одно и то же", "Нет, разные слова"))
    scored = _scored({1: 3, 2: 3, 3: 0}, {1: 3, 2: 3, 3: 0}, round=2)
    quiet = PRESENTER.present([revealed], view([revealed, scored], players=PLAYERS[:3]))
    assert not [a for a in quiet if isinstance(a, SendText)], "the table right after says it all"
    assert any(isinstance(a, DeleteStatus) for a in quiet)


def test_the_english_game_reads_in_english() -> None:
    scored = _scored({1: 3, 2: 4, 3: 1, 4: 0}, {1: 3, 2: 4, 3: 1, 4: 0})
    [table, track] = PRESENTER.present([scored], view([scored], locale="en", players=PLAYERS[:4]))
    assert isinstance(table, SendText) and isinstance(track, SendText)
    assert table.text.startswith("<b>Round 4 results</b> · the word: “<b>небо</b>” · Олег led")
    assert track.text.startswith("<b>Track: first to 30</b>")  # issue 26 (item 18)
    assert SPEC.kind == "assotsiatsii"
