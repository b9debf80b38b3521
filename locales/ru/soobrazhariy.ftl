# «Соображарий»: строки ведущего. Числа — через CLDR-формы: one / few / many.

rules-soobrazhariy =
    <b>Соображарий.</b> Открывается категория, через несколько секунд — буква. Кто первым напишет в чат подходящий ответ на эту букву, забирает категорию (и всё, что лежит на кону). Первенство решают часы Telegram, ответ раньше буквы не считается.
    Ответ можно «Оспорить» — тогда решает голосование игроков (при равенстве ответ не засчитан, и карта переходит к следующему ответу по порядку). Никто не ответил или большинство нажало «Пропустить» — буква уходит, категория остаётся на кону, сверху открывается новая.
    Особые карты: «Кто последний?» — после верного ответа у других 5 секунд, чтобы назвать другой; «Кто длиннее?» / «Кто короче?» — то же, но новое слово должно быть длиннее / короче; «Кто больше?» — торги: кто пообещает больше ответов, получает букву и минуту.
    Очки: категория и особая карта — 1, «Кто больше?» — 2, штрафная буква — −2. Игра кончается с последней буквой.

setting-soobrazhariy-short_game = короткая игра (26 букв)
setting-soobrazhariy-letter_pause = пауза перед буквой, с
setting-soobrazhariy-challenge_window = время «Оспорить», с
setting-soobrazhariy-no_answer_time = время на ответ, с
setting-soobrazhariy-more_time = минута «Кто больше?», с

soob-special = «{ $name }»
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
soob-play-last = Играем «Кто последний?»: после верного ответа у остальных 5 секунд, чтобы назвать другой. Побеждает последний.
soob-play-longer = Играем «Кто длиннее?»: за 5 секунд можно перебить ответ словом длиннее. Побеждает последний.
soob-play-shorter = Играем «Кто короче?»: за 5 секунд можно перебить ответ словом короче. Побеждает последний.
soob-play-more = Играем «Кто больше?»: торгуемся, кто назовёт больше ответов за минуту. Букву увидят после торгов.
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
soob-skips = Пропустить букву: { $names } — { $skips } из { $needed }.

soob-candidate = { $name }: «{ $text }» — забирает, если никто не оспорит.
soob-holder = { $name }: «{ $text }» — счёт пошёл! Кто перебьёт?
soob-noted = { $name }: «{ $text }» — { $counted } из { $bid }.
soob-challenge = Оспорить
soob-challenged = { $name }: «{ $text }» — { $challenger } оспаривает, голосуем.
soob-poll-question = «{ $text }» ({ $name }) — это «{ $category }» на букву { $letter }?
soob-poll-accept = Засчитать
soob-poll-reject = Не засчитывать
soob-answer-accepted = ✅ { $name }: «{ $text }» — засчитано голосованием ({ $accept } : { $reject }).
soob-answer-rejected = ❌ { $name }: «{ $text }» — не засчитано голосованием ({ $accept } : { $reject }).
soob-answer-overtaken = { $name }: «{ $text }» — перебито.
soob-answer-won = ✅ { $name }: «{ $text }»

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
soob-no-answer-nobody-bid = Торги не состоялись.
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

soob-bid-first = Торги «Кто больше?».
soob-bid-goes-on = Торги продолжаются.
soob-bid-prompt = Ставит { $name }: сколько ответов (не меньше { $min })?
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

## Why a button press was refused (the presser's short answer; plain text, ≤ 200 characters)
soob-refused-no-letter-yet = Сейчас нет открытой буквы.
soob-refused-cannot-skip-now = В «Кто больше?» пропустить нельзя: отвечает только тот, кто выиграл торг.
soob-refused-stale-button = Эта кнопка от прошлой буквы.
soob-refused-already-skipped = Вы уже нажали «Пропустить».
soob-refused-no-such-answer = Этого ответа уже нет в игре — кнопка от прошлой буквы.
soob-refused-own-answer = Это ваш ответ — оспорить его нельзя.
soob-refused-already-challenged = Этот ответ уже оспорили.
soob-refused-already-accepted = Этот ответ уже засчитан.
soob-refused-challenge-closed = Оспорить этот ответ уже поздно.
soob-refused-no-bidding = Торг уже закончился.
soob-refused-not-your-bid = Сейчас ставит { $name }.
soob-refused-bid-time-over = Время на ставку вышло.
soob-refused-opener-must-bid = Открывающий торг должен назвать число — спасовать нельзя.
soob-refused-bid-too-low = Нужно больше: не меньше { $min_bid }.
soob-refused-bid-too-high = Больше { $max_bid } поставить нельзя.
soob-refused-not-a-player = Вы уже вышли из игры.
soob-refused-game-over = Игра уже закончилась.
