# «Соображарий»: строки ведущего. Числа — через CLDR-формы: one / few / many.

rules-soobrazhariy =
    <b>Соображарий.</b> Открывается категория, через { $letter_pause } { $letter_pause ->
        [one] секунду
        [few] секунды
       *[other] секунд
    } — буква. Кто первым напишет в чат подходящий ответ на эту букву, забирает категорию (и всё, что лежит на кону). С буквы должен начинаться весь ответ: «5 шарфов» на «Ш» не годится. Первенство решают часы Telegram, ответ раньше буквы не считается.
    Ответ можно «Оспорить» в течение { $challenge_window } { $challenge_window ->
        [one] секунды
       *[other] секунд
    } — тогда голосуют все игроки, и автор ответа тоже: засчитывает большинство, поровну — не засчитано. Вдвоём одного «Не засчитывать» мало: голосование ждёт и голос автора, а пока оно открыто, голос можно поменять. Ответ, ни одного слова которого я не знаю, я сразу сам выношу на такое же голосование. Не засчитанный ответ уступает карту следующему по порядку. Пока ответ можно оспорить, под ним уже видна следующая категория: если ответ не оспорят, буква к ней придёт сразу. Никто не ответил за { $no_answer_time } { $no_answer_time ->
        [one] секунду
        [few] секунды
       *[other] секунд
    } или большинство нажало «Пропустить» (кнопка появляется, когда ответа нет { $skip_after } { $skip_after ->
        [one] секунду
        [few] секунды
       *[other] секунд
    }) — буква уходит, категория остаётся на кону, сверху открывается новая.
    Особые карты: «Кто последний?» — после верного ответа у остальных { $count_time } { $count_time ->
        [one] секунда
        [few] секунды
       *[other] секунд
    } по часам Telegram, чтобы назвать другой; «Кто длиннее?» / «Кто короче?» — то же, но новое слово должно быть длиннее / короче (считаются буквы). Если никто не перебил и не оспорил, карта уходит последнему, когда кончатся и отсчёт, и время оспорить. «Кто больше?» — торг: кто пообещает больше ответов, получает букву и { $more_time } { $more_time ->
        [one] секунду
        [few] секунды
       *[other] секунд
    } на них.
    «Вещь» на карте — то, что сделали люди, а не природа (на таких картах так и написано: «сделана людьми»).
    Очки: категория и особая карта — 1, «Кто больше?» — 2, штрафная буква — −2. Игра кончается с последней буквой.

setting-soobrazhariy-short_game = короткая игра (26 букв): { $value }
setting-soobrazhariy-letter_pause = пауза перед буквой: { $value } с
setting-soobrazhariy-challenge_window = время, чтобы оспорить: { $value } с
setting-soobrazhariy-no_answer_time = время на ответ: { $value } с
setting-soobrazhariy-more_time = время на «Кто больше?»: { $value } с

soob-special = «{ $name }»
soob-card-points = { $card } ({ $points ->
    [one] { $points } очко
    [few] { $points } очка
   *[many] { $points } очков
})
soob-started = Игроки по кругу: { $players }. Букв в колоде: { $letters }.
soob-category = <b>Ход { $turn }.</b> { $opener } открывает категорию: <b>{ $category }</b>
soob-stack = На кону { $count ->
    [one] { $count } карта
    [few] { $count } карты
   *[many] { $count } карт
} ({ $points ->
    [one] { $points } очко
    [few] { $points } очка
   *[many] { $points } очков
}){ $cards }.
soob-play-ordinary = Первый подходящий ответ на букву забирает всё, что на кону.
soob-play-last = Играем «Кто последний?»: после верного ответа у остальных { $count } { $count ->
        [one] секунды
       *[other] секунд
    }, чтобы назвать другой. Побеждает последний: если его не перебили и не оспорили, карта уходит через { $wait } { $wait ->
        [one] секунду
        [few] секунды
       *[other] секунд
    } после его ответа.
soob-play-longer = Играем «Кто длиннее?»: в течение { $count } { $count ->
        [one] секунды
       *[other] секунд
    } ответ можно перебить словом длиннее. Побеждает последний: если его не перебили и не оспорили, карта уходит через { $wait } { $wait ->
        [one] секунду
        [few] секунды
       *[other] секунд
    } после его ответа.
soob-play-shorter = Играем «Кто короче?»: в течение { $count } { $count ->
        [one] секунды
       *[other] секунд
    } ответ можно перебить словом короче. Побеждает последний: если его не перебили и не оспорили, карта уходит через { $wait } { $wait ->
        [one] секунду
        [few] секунды
       *[other] секунд
    } после его ответа.
soob-play-more = Играем «Кто больше?»: торг — кто пообещает назвать больше ответов за минуту. Букву увидят после торга.
soob-lower-specials = { $count ->
    [one] Под ней лежит { $cards } — эта карта тоже достанется победителю.
   *[other] Под ней лежат { $cards } — эти карты тоже достанутся победителю.
}
soob-last-turn = ⚠️ Это последний ход!

soob-letter = Буква: <b>{ $letter }</b>
soob-letter-more = Буква: <b>{ $letter }</b>. { $name }, назовите { $bid ->
    [one] { $bid } ответ
    [few] { $bid } ответа
   *[many] { $bid } ответов
} за минуту!
soob-skip = Пропустить
soob-skip-offer = На букву { $letter } пока ни одного ответа. Не идёт — жмите «Пропустить»: букву сменим, когда нажмёт большинство ({ $needed }).
soob-skips = Пропустить букву: { $names } — { $skips } из { $needed }.
soob-skip-toast = Вы за то, чтобы пропустить букву: { $skips } из { $needed }.
soob-early-letter-coming = «{ $text }» — буква ещё не открыта, ответ не засчитан. Напишите его, когда появится буква.
soob-early-before-letter = «{ $text }» — это сообщение пришло раньше буквы, ответ не засчитан. Напишите его ещё раз.

soob-candidate = { $name }: «{ $text }» — забирает, если никто не оспорит.
soob-holder = { $name }: «{ $text }» — счёт пошёл! { $play ->
    [longer] Перебить можно в течение { $count } { $count ->
        [one] секунды
       *[other] секунд
    } словом длиннее { $length } { $length ->
        [one] буквы
       *[other] букв
    }.
    [shorter] Перебить можно в течение { $count } { $count ->
        [one] секунды
       *[other] секунд
    } словом короче { $length } { $length ->
        [one] буквы
       *[other] букв
    }.
   *[other] Перебить можно другим ответом в течение { $count } { $count ->
        [one] секунды
       *[other] секунд
    }.
} Иначе карта уйдёт через { $wait } { $wait ->
        [one] секунду
        [few] секунды
       *[other] секунд
    }.
soob-noted = { $name }: «{ $text }» — { $counted } из { $bid }.
soob-challenge = Оспорить
soob-challenged = { $name }: «{ $text }» — { $challenger } оспаривает, голосуем.
soob-unknown-word = { $name }: «{ $text }» — такого слова я не знаю. Решайте голосованием: засчитать?
soob-challenge-toast = Голосуем — опрос в чате.
soob-poll-question = «{ $text }» ({ $name }) — это «{ $category }» на букву { $letter }?
soob-poll-accept = Засчитать
soob-poll-reject = Не засчитывать
soob-answer-accepted = ✅ { $name }: «{ $text }» — засчитано голосованием ({ $accept } : { $reject }).
soob-answer-rejected = ❌ { $name }: «{ $text }» — не засчитано голосованием ({ $accept } : { $reject }).
soob-answer-overtaken = { $name }: «{ $text }» — перебито.
soob-answer-closed = { $name }: «{ $text }»

soob-turn-won = 🏆 { $name } забирает { $count ->
    [one] { $count } карту
    [few] { $count } карты
   *[many] { $count } карт
} ({ $points ->
    [one] { $points } очко
    [few] { $points } очка
   *[many] { $points } очков
}) за «{ $text }»{ $cards }.
soob-next-opener = Следующим открывает { $opener }.
soob-no-answer-timeout = Время вышло: никто не назвал ответ на букву { $letter }.
soob-no-answer-skipped = Букву { $letter } пропускаем.
soob-no-answer-nobody-bid = Торг не состоялся: никто ничего не обещал.
soob-stack-stays = На кону остаётся { $count ->
    [one] { $count } карта
    [few] { $count } карты
   *[many] { $count } карт
} ({ $points ->
    [one] { $points } очко
    [few] { $points } очка
   *[many] { $points } очков
}).
soob-opens-again = Снова открывает { $opener }.

soob-bid-first = Торг «Кто больше?».
soob-bid-goes-on = Торг продолжается.
soob-bid-prompt = Обещает { $name }: сколько ответов (не меньше { $min })?
soob-pass = Пас
soob-bid-made = { $name } обещает { $bid ->
    [one] { $bid } ответ
    [few] { $bid } ответа
   *[many] { $bid } ответов
}.
soob-bid-auto = { $name } молчит — обещает { $bid ->
    [one] { $bid } ответ
    [few] { $bid } ответа
   *[many] { $bid } ответов
}.
soob-bid-passed = { $name } пасует.
soob-bid-standing = Больше всех обещает { $name }: { $bid ->
    [one] { $bid } ответ
    [few] { $bid } ответа
   *[many] { $bid } ответов
}.
soob-bid-timeout = { $name } молчит — это пас.
soob-bidding-won = Букву получает { $name }: { $bid ->
    [one] { $bid } ответ
    [few] { $bid } ответа
   *[many] { $bid } ответов
} за минуту.
soob-bid-failed = { $name }: { $counted } из { $bid } — не вышло. В сброс: { $discarded }. Буква { $letter } остаётся у игрока штрафом (−2).
soob-bid-left = На кону { $left ->
    [one] { $left } карта
    [few] { $left } карты
   *[many] { $left } карт
}.

soob-left = { $name } выходит из игры.

soob-over-letters-played = Сыграна последняя буква — игра окончена!
soob-over-categories-exhausted = Категории кончились — игра окончена!
soob-over-players-left = Игроков осталось слишком мало — игра окончена.
soob-final-title = Карты игроков:
soob-final-line = { $name } — { $score ->
    [one] { $score } очко
    [few] { $score } очка
   *[many] { $score } очков
}: { $cards }
soob-final-categories = { $count ->
    [one] { $count } категория
    [few] { $count } категории
   *[many] { $count } категорий
}
soob-no-cards = без карт
soob-final-penalty = штраф: { $letters } ({ $points })
soob-final-winners = { $count ->
    [one] Победитель: { $names }!
   *[other] Ничья — победу делят: { $names }!
}

## Why the engine refused a command: `soobrazhariy-refused-<reason>` for every Reason (engines/soobrazhariy/reasons.py).
## A refused button shows it to the presser (plain text, ≤ 200 characters); refused answers get no reply.
soobrazhariy-refused-player-count = В «Соображарий» играют от { $min } до { $max } человек.
soobrazhariy-refused-game-over = Игра уже закончилась.
soobrazhariy-refused-not-a-player = Вы уже вышли из игры.
soobrazhariy-refused-unknown-command = Эта кнопка не из этой игры.
soobrazhariy-refused-unknown-anchor = Это сообщение игре уже не нужно.
soobrazhariy-refused-no-letter-yet = Сейчас нет открытой буквы.
soobrazhariy-refused-letter-coming = Буква ещё не открыта.
soobrazhariy-refused-answer-in-group = Ответы пишут в общий чат игры.
soobrazhariy-refused-not-your-play = Сейчас отвечает только { $name }.
soobrazhariy-refused-wrong-letter = Ответ должен начинаться на букву { $letter }.
soobrazhariy-refused-before-letter = Этот ответ написан раньше буквы.
soobrazhariy-refused-duplicate-message = Этот ответ уже принят.
soobrazhariy-refused-cannot-skip-now = В «Кто больше?» пропустить нельзя: отвечает только тот, кто выиграл торг.
soobrazhariy-refused-stale-button = Эта кнопка от прошлой буквы.
soobrazhariy-refused-already-skipped = Вы уже нажали «Пропустить».
soobrazhariy-refused-no-such-answer = Этого ответа уже нет в игре — кнопка от прошлой буквы.
soobrazhariy-refused-own-answer = Это ваш ответ — оспорить его нельзя.
soobrazhariy-refused-already-challenged = Этот ответ уже оспорили.
soobrazhariy-refused-already-accepted = Этот ответ уже засчитан.
soobrazhariy-refused-challenge-closed = Оспорить этот ответ уже поздно.
soobrazhariy-refused-no-bidding = Торг уже закончился.
soobrazhariy-refused-stale-bid = Эта кнопка от прошлого торга.
soobrazhariy-refused-not-your-bid = Сейчас обещает { $name }.
soobrazhariy-refused-bid-time-over = Время на обещание вышло.
soobrazhariy-refused-opener-must-bid = Открывающий торг должен назвать число — спасовать нельзя.
soobrazhariy-refused-bid-not-a-number = Обещают число ответов: одно или больше.
soobrazhariy-refused-bid-too-low = Нужно больше: не меньше { $min_bid }.
soobrazhariy-refused-bid-too-high = Больше { $max_bid } обещать нельзя.
soobrazhariy-refused-vote-closed = Голосование уже закончилось.
soobrazhariy-refused-not-a-voter = В этом голосовании вы не участвуете.
soobrazhariy-refused-no-such-option = Такого варианта ответа нет.

