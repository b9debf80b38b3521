"""How Скаттергорис reads: the lines the engine's new events bring, refusals, and long answers clipped."""

from __future__ import annotations

import pytest
from skattergoris_views import ANN, BOB, T0, VIKA, labels, new_game, said, view

from bot.games.actions import Alert, DeleteChatMessage, OpenPoll, SendText, ShowStatus
from bot.games.buttons import ANYONE
from bot.games.skattergoris.buttons import FROM_GROUP, PickButton
from bot.games.skattergoris.presenter import SkattergorisPresenter
from bot.games.skattergoris.texts import BUTTON_TEXT, POLL_QUESTION_LIMIT, TABLE_ANSWER, table_text
from engines.core import Reachable, Refusal, Say, Unreachable, Vote
from engines.skattergoris import (
    AnswerLeaked,
    Challenge,
    ChallengeClosed,
    ChallengeOpened,
    Done,
    GameOver,
    PlayerReachable,
    PlayerUnreachable,
    Reason,
    ReviewEntry,
    ReviewRow,
    ReviewStarted,
    RoundStarted,
    Skattergoris,
)

PRESENTER = SkattergorisPresenter()


def test_an_answer_posted_in_the_group_is_deleted_and_no_deletion_is_claimed() -> None:
    # Issue 14.14: the bot may not be allowed to delete it; the text says only what is sure.
    actions = PRESENTER.present([AnswerLeaked(ANN.id, 77)], view())
    assert actions == [
        DeleteChatMessage(77),
        SendText("Аня, ответы пишите мне в личку, а не в группу: ответ, который видят все, уже не секрет. "
                 "В лист он не записан — удалите сообщение, если оно ещё видно."),
    ]


def test_the_group_is_told_in_neutral_words_who_gets_no_private_messages_and_how_to_fix_it() -> None:
    assert PRESENTER.present([PlayerUnreachable(BOB.id)], view()) == [SendText(
        "Боб пока не получает личные сообщения бота — откройте чат с ботом по кнопке в лобби, "
        "чтобы получить лист.")]


def test_reachable_again_says_the_warning_no_longer_applies_and_resends_the_sheet_mid_round() -> None:
    game = new_game()
    game.handle(Unreachable(BOB.id), T0 + 1)
    game.handle(Say(BOB.id, "3 Кашалот", date=int(T0) + 2, message_id=5, private=True), T0 + 2)
    actions = PRESENTER.present(game.handle(Reachable(BOB.id), T0 + 3), view())
    assert actions[0] == SendText("Боб снова получает личные сообщения бота — лист отправлен заново, "
                                  "прежнее предупреждение больше не действует.")
    [sheet] = [a for a in actions if isinstance(a, ShowStatus)]
    assert sheet.to == BOB.id and "Кашалот" in sheet.text and labels(sheet) == ["Готово"]
    later = PRESENTER.present([PlayerReachable(BOB.id, sheet_resent=False)], view())
    assert later == [SendText("Боб снова получает личные сообщения бота — прежнее предупреждение больше "
                              "не действует.")]


# --- refusals ------------------------------------------------------------------------------------

DONE = Done(player_id=ANN.id, round=1, phase="answering")
CHALLENGE = Challenge(player_id=ANN.id, round=1, row=1, author=BOB.id)


@pytest.mark.parametrize(("press", "refusal", "toast"), [
    (DONE, Refusal(Reason.STALE_BUTTON, press="done", round=1),
     "Эта кнопка уже не действует: раунд или этап сменился."),
    (DONE, Refusal(Reason.NOT_IN_ROUND), "Вы не играете в этом раунде."),
    (DONE, Refusal(Reason.ALREADY_DONE), "Вы уже нажали «Готово»."),
    (DONE, Refusal(Reason.NOT_A_PLAYER, player_id=1), "Вы уже вышли из игры."),
    (DONE, Refusal(Reason.GAME_OVER), "Игра уже закончилась."),
    (CHALLENGE, Refusal(Reason.ANSWER_STRUCK, status="duplicate"),
     "Этот ответ уже вычеркнут (совпал с другим) — он и так не приносит очков, оспаривать нечего."),
    (CHALLENGE, Refusal(Reason.ANSWER_STRUCK, status="repeat"),
     "Этот ответ игрок уже дал в строке выше — засчитывается только первый, а этот и так не приносит очков."),
    (CHALLENGE, Refusal(Reason.OWN_ANSWER), "Свой ответ оспорить нельзя."),
    (CHALLENGE, Refusal(Reason.NO_ANSWER), "В этой строке нет ответа."),
    (CHALLENGE, Refusal(Reason.ALREADY_CHALLENGED), "Этот ответ уже оспорили."),
    (CHALLENGE, Refusal(Reason.REVIEW_OVER), "Проверка уже закончилась."),
    (CHALLENGE, Refusal(Reason.NOT_REVIEWING), "Оспорить можно только во время проверки."),
    (CHALLENGE, Refusal(Reason.STALE_BUTTON, press="challenge", round=1), "Эта кнопка от прошлого раунда."),
    (CHALLENGE, Refusal(Reason.BAD_CHALLENGE, row=13, author=2), "Такого ответа нет."),
])
def test_a_refused_button_says_why_in_the_words_it_always_did(
    press: Done | Challenge, refusal: Refusal, toast: str
) -> None:
    assert PRESENTER.button_refusal(press, refusal, view()) == toast


def test_a_refused_challenge_is_also_told_in_the_private_chat_of_its_picker() -> None:
    refusal = Refusal(Reason.ALREADY_CHALLENGED)
    assert PRESENTER.refusal(CHALLENGE, refusal, view()) == [SendText("Этот ответ уже оспорили.", to=ANN.id)]
    assert PRESENTER.refusal(DONE, Refusal(Reason.ALREADY_DONE), view()) == []  # the toast says it


def test_a_late_private_answer_is_told_and_group_chatter_is_not() -> None:
    late = Say(ANN.id, "1 Кит", date=int(T0) + 200, message_id=9, private=True)
    assert PRESENTER.refusal(late, Refusal(Reason.TIME_IS_UP, deadline=1), view()) == [
        SendText("⌛ Время вышло — этот ответ не принят.", to=ANN.id)]
    chatter = Say(ANN.id, "ну и буква!", date=int(T0) + 5, message_id=10)
    assert PRESENTER.refusal(chatter, Refusal(Reason.CHATTER), view()) == []


@pytest.mark.parametrize("locale", ["ru", "en"])
@pytest.mark.parametrize("reason", list(Reason))
def test_every_refusal_reads_as_a_short_plain_sentence(locale: str, reason: Reason) -> None:
    # Telegram: a callback answer is plain text of at most 200 characters.
    details = {"press": "done", "round": 1, "status": "repeat", "row": 1, "author": 2, "vote_id": "1:1:2",
               "deadline": 1, "player_id": 1, "type": "tick"}
    text = PRESENTER.button_refusal(DONE, Refusal(reason, **details), view(locale))
    assert text is not None and not text.startswith("skattergoris-") and 0 < len(text) <= 200
    assert "<" not in text and "{" not in text


# --- long answers --------------------------------------------------------------------------------

LONG_OK = "К" + "о" * 4095  # a whole 4096-character message as one answer
LONG_WRONG = "з" + "<" * 4095  # the wrong letter (⚠️), and every character grows 4× when escaped


def long_review() -> tuple[list[str], Skattergoris]:
    """Аня and Боб each give a 4096-character answer in row 1; Вика challenges both."""
    game = new_game(players=(ANN, BOB, VIKA))
    assert game.letter == "К"
    shown = []
    shown += game.handle(Say(ANN.id, f"1 {LONG_OK}", date=int(T0) + 1, message_id=3, private=True), T0 + 1)
    shown += game.handle(Say(BOB.id, f"1 {LONG_WRONG}", date=int(T0) + 2, message_id=4, private=True), T0 + 2)
    for player in (ANN, BOB, VIKA):
        shown += game.handle(Done(player_id=player.id, round=1, phase="answering"), T0 + 3)
    assert any(isinstance(event, ReviewStarted) for event in shown)
    for author in (ANN, BOB):
        shown += game.handle(Challenge(player_id=VIKA.id, round=1, row=1, author=author.id), T0 + 4)
    vote = next(e for e in shown if isinstance(e, ChallengeOpened) and e.player_id == ANN.id).vote_id
    for voter in (ANN, BOB, VIKA):
        shown += game.handle(Vote(vote, voter.id, (0,)), T0 + 5)
    assert any(isinstance(event, ChallengeClosed) for event in shown)
    return said(PRESENTER.present(shown, view())), game


def test_a_4096_character_answer_is_clipped_wherever_it_is_shown() -> None:
    texts, _ = long_review()
    assert texts and not any("{???}" in text for text in texts)
    assert not any("о" * 120 in text or "&lt;" * 120 in text for text in texts)
    texts = [text for text in texts if "Коо" in text or "з&lt;" in text or "з<" in text]  # the long ones
    announced = [t for t in texts if "оспаривает ответ" in t]
    verdicts = [t for t in texts if t.startswith("Ответ «")]
    polls = [t for t in texts if t.startswith("Засчитать")]
    picker_notes = [t for t in texts if t.startswith("Оспорено:")]
    tables = [t for t in texts if t.startswith("<b>Ответы раунда 1</b>")]
    sheets = [t for t in texts if t.startswith("<b>Ваш лист</b>")]
    for found in (announced, verdicts, polls, picker_notes, tables, sheets):
        assert found and all("…" in text for text in found)
    assert len(polls) == 2 and all(len(poll) <= POLL_QUESTION_LIMIT for poll in polls)
    assert all(("(Аня)" in poll) != ("(Боб)" in poll) for poll in polls)  # whose answer, still said
    assert f"Аня: {LONG_OK[:TABLE_ANSWER - 1]}…" in tables[0]


def test_the_challenge_picker_clips_the_answer_and_keeps_its_authors_name() -> None:
    _, game = long_review()
    shown = PRESENTER.menu(PickButton(round=1, row=1), VIKA.id, game, view())
    assert shown is not None
    [picker] = shown
    buttons = labels(picker)
    assert buttons[0].startswith("К") and buttons[0].endswith("… — Аня")
    assert buttons[1].startswith("⚠️ з<") and buttons[1].endswith("… — Боб")
    assert all(len(label) <= BUTTON_TEXT for label in buttons)
    assert buttons[-1] == "← Категории"


def test_the_picker_offers_categories_then_answers_and_its_buttons_are_the_engines_commands() -> None:
    game = new_game()
    game.handle(Say(ANN.id, "1 Кит", date=int(T0) + 1, message_id=3, private=True), T0 + 1)
    for player in (ANN, BOB):
        game.handle(Done(player_id=player.id, round=1, phase="answering"), T0 + 2)
    [categories] = PRESENTER.menu(PickButton(round=1), BOB.id, game, view()) or []
    assert isinstance(categories, ShowStatus) and categories.to == BOB.id and len(labels(categories)) == 12
    [answers] = PRESENTER.menu(PickButton(round=1, row=1), BOB.id, game, view()) or []
    assert isinstance(answers, ShowStatus) and labels(answers) == ["Кит — Аня", "← Категории"]
    assert answers.keyboard is not None
    press = answers.keyboard[0][0].press
    assert press == Challenge(player_id=ANYONE, round=1, row=1, author=ANN.id)
    stale = PRESENTER.menu(PickButton(round=2), BOB.id, game, view())
    assert stale == [SendText("Проверка этого раунда уже закончилась.", to=BOB.id)]



def test_the_table_strikes_duplicates_marks_wrong_letters_and_leaves_empty_answers_out() -> None:
    long = "К" + "о" * 200
    table = (
        ReviewRow(1, "Животное", (ReviewEntry(1, "Кит", "duplicate"), ReviewEntry(2, "кит", "duplicate"))),
        ReviewRow(2, "Город", (ReviewEntry(1, "Зеленоград", "wrong-letter", "rejected"),
                               ReviewEntry(2, None, "empty"))),
        ReviewRow(3, "Имя", (ReviewEntry(1, long, "ok"), ReviewEntry(2, "Кирилл", "ok", "accepted"))),
        ReviewRow(4, "Река", (ReviewEntry(1, None, "empty"), ReviewEntry(2, None, "empty"))),
    )
    lines = table_text("T", table, view(), points={1: (0, 0, 1), 2: (0, 0, 1)}).splitlines()
    assert lines[3] == "<b>1. Животное</b> — Аня: <s>Кит</s> · Боб: <s>кит</s>"
    # A player with nothing in a row is left out of it: no «Боб: —» noise in a busy chat.
    assert lines[4] == "<b>2. Город</b> — Аня: ⚠️Зеленоград ❌ не засчитан"
    assert lines[5] == (f"<b>3. Имя</b> — Аня: {long[:TABLE_ANSWER - 1]}… (+1) · "
                        "Боб: Кирилл ✅ засчитан (+1)")
    assert lines[6] == "<b>4. Река</b> — никто не ответил"  # a row nobody filled still shows


def test_a_challenge_opens_a_poll_of_yes_and_no() -> None:
    event = ChallengeOpened("1:1:2", 1, 1, "Животное", BOB.id, "Кит", ANN.id, ("yes", "no"), (1, 2), T0)
    actions = PRESENTER.present([event], view())
    [poll] = [a for a in actions if isinstance(a, OpenPoll)]
    assert poll == OpenPoll("1:1:2", "Засчитать «Кит» (Боб) в категории «Животное»?", ("Да", "Нет"))


# --- issue 14: texts and toasts ------------------------------------------------------------------------


def test_a_letter_the_die_showed_twice_is_listed_once() -> None:
    # «Кубик показал буквы К, К» read as two letters.
    event = RoundStarted(2, 0, 3, "М", ("К", "К"), 1, tuple(f"c{i}" for i in range(12)), (1, 2), T0, T0 + 2)
    post = said(PRESENTER.present([event], view()))[0]
    assert "Кубик показал букву К, она уже была — перебросили." in post


def test_the_legend_covers_a_players_own_repeats() -> None:
    lines = table_text("T", (), view()).splitlines()
    assert lines[1] == "<s>зачёркнуто</s> — совпало с чужим ответом или повторяет свой, ⚠️ — не на ту букву"


def test_the_groups_challenge_button_says_where_the_choice_went() -> None:
    # Issue 14.12: «Оспорить» in the group answered nothing there; the picker went to the private chat.
    game = new_game()
    for player in (ANN, BOB):
        game.handle(Done(player_id=player.id, round=1, phase="answering"), T0 + 2)
    shown = PRESENTER.menu(PickButton(round=1, row=FROM_GROUP), BOB.id, game, view()) or []
    assert Alert(BOB.id, "Выбор категории — у вас в личке с ботом.", popup=False) in shown
    back = PRESENTER.menu(PickButton(round=1), BOB.id, game, view()) or []  # «← Категории» in private
    assert not [a for a in back if isinstance(a, Alert)]


def test_the_end_for_want_of_players_after_a_round_names_who_is_left_and_what_was_played() -> None:
    event = GameOver({ANN.id: 3, BOB.id: 1}, (ANN.id,), "not-enough-players", ({ANN.id: 3, BOB.id: 1},),
                     (4, 7), ("Р", "Х"), (ANN.id,))
    [text] = said(PRESENTER.present([event], view()))
    assert text.startswith("<b>Игра окончена</b>: играть больше не с кем, в игре только Аня "
                           "(1 раунд, буквы Р, Х).")
