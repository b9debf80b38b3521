# Скаттергорис: раунд в группе, лист ответов в личке, проверка, оспаривание, очки.
# Числа — через CLDR-формы: one / few / many.

rules-skattergoris =
    <b>Скаттергорис</b>: выпадает буква — и все заполняют список из 12 категорий словами на неё.
    • Каждый раунд я бросаю кубик (буква не повторяется) и публикую 12 категорий. Ответы пишите мне в личку: «3 Кит», «3. кит», «3) кит» или просто строками по порядку (пустая строка — пропуск); «3 -» стирает строку, новый ответ в строке заменяет старый.
    • Первое слово ответа должно начинаться с буквы; служебное слово в начале не считается («в Париж» — на «П»).
    • Строку задаёт номер: «3 Кит», «3. Кит». Если число может быть частью ответа («12 стульев», «7 гномов»), ответ целиком идёт в следующую пустую строку — лист скажет, как я его прочитал; «12. стульев» — это строка 12. Строки с другим номером («13 …») нет — такой ответ не записывается.
    • Очко приносит только ответ, которого больше ни у кого нет в этой строке: совпавшие зачёркиваются. Один и тот же ответ дважды за раунд считается один раз.
    • Считаются ответы, отправленные до конца таймера по часам Telegram (даже если они дошли на пару секунд позже). После таймера (или когда все нажали «Готово») я показываю таблицу.
    • Слова по словарю я здесь не проверяю: подходит ли ответ, решают игроки. Любой игрок может «Оспорить» чужой ответ — тогда голосуют все игроки, и автор ответа тоже; при равенстве голос оспоренного не учитывается, а если он не голосовал — ответ не засчитан. Вдвоём это значит: ответ стоит, только если с ним согласен второй игрок. Свой ответ с ⚠️ (не на ту букву) можно так же вынести на голосование и защитить.
    • { $rounds ->
        [one] Один раунд
        [few] { $rounds } раунда
       *[many] { $rounds } раундов
    } (сколько — выбирают в /settings); при равенстве на первом месте — дополнительный раунд среди лидеров (до двух), потом победа делится.
    • Дополнительные очки (если включены в /settings): очко за каждое слово ответа на ключевую букву («Роналд Рейган» — 2).

setting-skattergoris-rounds = раундов: { $value }
setting-skattergoris-timer = таймер: { $value } с (на скорость — 150 или 120)
setting-skattergoris-hard_die = трудный кубик (+ Е Ж Ч Э Я): { $value }
setting-skattergoris-bonus = дополнительные очки за слова на букву: { $value }
setting-skattergoris-challenge_time = голосование: { $value } с
setting-skattergoris-review_time = проверка: { $value } с

## Раунд в группе

skat-round = <b>Раунд { $round } из { $rounds }</b> · буква <b>«{ $letter }»</b>
skat-extra-round = <b>Дополнительный раунд { $extra }</b> (раунд { $round }) · буква <b>«{ $letter }»</b>
    Играют: { $players }
skat-rerolled = Кубик показал { $count ->
    [one] букву { $letters }, она уже была
   *[other] буквы { $letters }, они уже были
} — перебросили.
skat-answer-privately = Ответы пишите мне в личку: «3 Кит» или просто строками по порядку. Кто закончил — «Готово» под листом.
skat-countdown-start = ⏳ Время пошло: { $time }
skat-countdown = ⏳ Осталось { $time }
skat-stopped = ⏹ Игра остановлена.
skat-countdown-over-time = ⌛ Время вышло — проверяем ответы.
skat-countdown-over-all-done = ✅ Все сдали листы — проверяем ответы.
skat-countdown-over-left = ⌛ Отвечать больше некому — проверяем ответы.

## Лист ответов в личке

skat-sheet-title = <b>Ваш лист</b> · раунд { $round } · буква «{ $letter }»
skat-sheet-wrong-letter = ⚠️ { $answer } (не на «{ $letter }»)
skat-sheet-left-over = Пустых строк не осталось для { $count ->
    [one] ответа
   *[other] ответов
}: { $answers }. Укажите номер: «5 ответ».
skat-sheet-read-as = Ответ «{ $text }» записан в строку { $row } целиком. Если { $number } — номер строки, напишите с точкой: «{ $number }. { $rest }».
skat-no-such-row = В листе нет строки { $number }: строки — от 1 до { $rows }. Ответ «{ $text }» не записан.
skat-sheet-help = Пишите «N ответ», «N -» — стереть строку. Закончили — «Готово».
skat-sheet-done = ✅ Лист сдан.
skat-sheet-handed-in = ✅ Лист сдан. { $count ->
    [0] Все готовы.
   *[other] Ждём: { $waiting }.
}
skat-done = Готово
skat-late = ⌛ Время вышло — этот ответ не принят.
skat-before-round = Этот ответ написан до начала раунда — не принят.
skat-not-in-round = В этом раунде отвечают только игроки, которые делят первое место.
skat-answer-in-group = { $name }, ответы пишите мне в личку, а не в группу: ответ, который видят все, уже не секрет. В лист он не записан — удалите сообщение, если оно ещё видно.
skat-unreachable = { $name } пока не получает личные сообщения бота — откройте чат с ботом по кнопке в лобби, чтобы получить лист.
skat-reachable-sheet = { $name } снова получает личные сообщения бота — лист отправлен заново, прежнее предупреждение больше не действует.
skat-reachable = { $name } снова получает личные сообщения бота — прежнее предупреждение больше не действует.

## Проверка

skat-table-title = <b>Ответы раунда { $round }</b> · буква «{ $letter }»
skat-table-legend = <s>зачёркнуто</s> — совпало с чужим ответом или повторяет свой, ⚠️ — не на ту букву
skat-table-nobody = никто не ответил
skat-table-wrong-letter = ⚠️{ $answer }
skat-verdict-accepted = ✅ засчитан
skat-verdict-rejected = ❌ не засчитан
skat-verdict-open = ⚖️ спорный
skat-review-status = Проверка: чтобы оспорить чужой ответ (или защитить свой с ⚠️), нажмите «Оспорить» — выбор придёт в личку. Проверили — «Готово». { $count ->
    [0] Все готовы.
   *[other] Ждём: { $waiting }.
}
skat-review-over = Проверка раунда { $round } окончена.
skat-challenge = Оспорить
skat-pick-category = Раунд { $round }, буква «{ $letter }». Какую категорию оспорить?
skat-pick-answer = { $row }. { $category }: чей ответ оспорить?
skat-pick-nothing = { $row }. { $category }: здесь нечего оспорить.
skat-pick-defend = защитить свой ответ
skat-pick-back = ← Категории
skat-pick-done = Оспорено: «{ $answer }» ({ $name }) в категории «{ $category }». Голосование — в группе.
skat-pick-defended = На голосование: ваш ответ «{ $answer }» в категории «{ $category }». Голосование — в группе.
skat-pick-stale = Проверка этого раунда уже закончилась.
skat-pick-sent = Выбор категории — у вас в личке с ботом.
skat-done-toast = { $count ->
    [0] ✅ Готово. Все закончили.
   *[other] ✅ Готово. Ждём: { $waiting }.
}
skat-challenge-toast = Голосование — в группе.

## Голосование

skat-challenge-opened = { $challenger } оспаривает ответ «{ $answer }» ({ $name }) в категории «{ $category }». Голосуют только игроки.
skat-defence-opened = { $name } защищает свой ответ «{ $answer }» в категории «{ $category }» (он помечен ⚠️). Голосуют только игроки.
skat-poll-question = Засчитать «{ $answer }» ({ $name }) в категории «{ $category }»?
skat-yes = Да
skat-no = Нет
skat-challenge-accepted = Ответ «{ $answer }» ({ $name }) засчитан: да — { $yes }, нет — { $no }.
skat-challenge-rejected = Ответ «{ $answer }» ({ $name }) не засчитан: да — { $yes }, нет — { $no }.
skat-challenge-vote-dropped = Было поровну — голос оспоренного игрока ({ $name }) не учтён.
skat-challenge-tie = Голоса разделились поровну, а автор ответа ({ $name }) не голосовал — ничья не в пользу ответа.
skat-challenge-no-votes = Никто не проголосовал — ответ не защищён.

## Очки

skat-score-line = { $name } — { $points ->
    [one] { $points } очко
    [few] { $points } очка
   *[many] { $points } очков
}
skat-round-scores = <b>Очки за раунд { $round }</b> («{ $letter }»):
skat-totals = <b>Всего:</b>
skat-player-left = { $name } выходит из игры; лист засчитывается как есть.
skat-game-over-finished = <b>Игра окончена</b>: { $rounds ->
    [one] { $rounds } раунд
    [few] { $rounds } раунда
   *[many] { $rounds } раундов
}, { $count ->
    [one] буква
   *[other] буквы
} { $letters }.
skat-game-over-tie-after-extra-rounds = <b>Игра окончена</b>: { $rounds ->
    [one] { $rounds } раунд
    [few] { $rounds } раунда
   *[many] { $rounds } раундов
}, { $count ->
    [one] буква
   *[other] буквы
} { $letters }. После дополнительных раундов всё ещё ничья.
skat-game-over-not-enough-players = <b>Игра окончена</b>: { $left ->
    [0] игроков не осталось
    [one] играть больше не с кем, в игре только { $names }
   *[other] осталось слишком мало игроков
}{ $rounds ->
    [0] .
    [one] { " " }({ $rounds } раунд, { $count ->
        [one] буква
       *[other] буквы
    } { $letters }).
    [few] { " " }({ $rounds } раунда, { $count ->
        [one] буква
       *[other] буквы
    } { $letters }).
   *[many] { " " }({ $rounds } раундов, { $count ->
        [one] буква
       *[other] буквы
    } { $letters }).
}
skat-game-over-round = Раунд { $round }: { $scores }
skat-shared-win = Победа делится: { $names }.

## Почему команда не принята: ответ на нажатие кнопки (простой текст, не длиннее 200 знаков).
## Ключ — skattergoris-refused-<причина>; параметры — подробности отказа.

skattergoris-refused-game-over = Игра уже закончилась.
skattergoris-refused-unknown-command = В этой игре так нельзя.
skattergoris-refused-not-a-player = Вы уже вышли из игры.
skattergoris-refused-chatter = Это не ответ: ответы пишите мне в личку.
skattergoris-refused-not-in-round = Вы не играете в этом раунде.
skattergoris-refused-time-is-up = Время вышло — ответы больше не принимаются.
skattergoris-refused-before-round = Этот ответ написан до начала раунда.
skattergoris-refused-stale-button = { $press ->
    [challenge] Эта кнопка от прошлого раунда.
   *[other] Эта кнопка уже не действует: раунд или этап сменился.
}
skattergoris-refused-already-done = Вы уже нажали «Готово».
skattergoris-refused-not-reviewing = Оспорить можно только во время проверки.
skattergoris-refused-review-over = Проверка уже закончилась.
skattergoris-refused-bad-challenge = Такого ответа нет.
skattergoris-refused-own-answer = Свой ответ оспорить нельзя.
skattergoris-refused-no-answer = В этой строке нет ответа.
skattergoris-refused-answer-struck = { $status ->
    [repeat] Этот ответ игрок уже дал в строке выше — засчитывается только первый, а этот и так не приносит очков.
   *[other] Этот ответ уже вычеркнут (совпал с другим) — он и так не приносит очков, оспаривать нечего.
}
skattergoris-refused-already-challenged = Этот ответ уже оспорили.
skattergoris-refused-unknown-vote = Такого голосования в этой игре нет.
skattergoris-refused-vote-closed = Голосование уже закрыто.
skattergoris-refused-bad-option = Выберите один вариант: «Да» или «Нет».
