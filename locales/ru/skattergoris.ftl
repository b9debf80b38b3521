# Скаттергорис: раунд в группе, лист ответов в личке, проверка, оспаривание, очки.
# Числа — через CLDR-формы: one / few / many.

rules-skattergoris =
    <b>Скаттергорис</b>: выпадает буква — и все заполняют список из 12 категорий словами на неё.
    • Каждый раунд я бросаю кубик (буква не повторяется) и публикую 12 категорий. Ответы пишите мне в личку: «3 Кит», «3. кит», «3) кит» или просто строками по порядку (пустая строка — пропуск); «3 -» стирает строку, новый ответ в строке заменяет старый.
    • Первое слово ответа должно начинаться с буквы; служебное слово в начале не считается («в Париж» — на «П»).
    • Очко приносит только ответ, которого больше ни у кого нет в этой строке: совпавшие зачёркиваются. Один и тот же ответ дважды за раунд считается один раз.
    • После таймера (или когда все нажали «Готово») я показываю таблицу. Любой игрок может «Оспорить» чужой ответ — тогда голосуют все игроки; при равенстве голос оспоренного не учитывается, если равенство осталось — ответ не засчитан. Свой ответ с ⚠️ (не на ту букву) можно так же вынести на голосование и защитить.
    • Три раунда; при равенстве на первом месте — дополнительный раунд среди лидеров (до двух), потом победа делится.
    • Режим «бонус»: очко за каждое слово ответа на ключевую букву («Роналд Рейган» — 2).

setting-skattergoris-rounds = раундов
setting-skattergoris-timer = таймер, с (на скорость: 150, 120)
setting-skattergoris-hard_die = трудный кубик (+ Е Ж Ч Э Я)
setting-skattergoris-bonus = бонус за слова на букву
setting-skattergoris-challenge_seconds = голосование, с
setting-skattergoris-review_seconds = проверка, с

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
skat-answer-in-group = { $name }, ответы пишите мне в личку, а не в группу: ответ, который видят все, уже не секрет. Сообщение я удалил (если мне это разрешено).

## Проверка

skat-table-title = <b>Ответы раунда { $round }</b> · буква «{ $letter }»
skat-table-legend = <s>зачёркнуто</s> — совпало, ⚠️ — не на ту букву
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
skat-challenge-answer-struck = Этот ответ уже вычеркнут (совпал с другим) — он и так не приносит очков, оспаривать нечего.
skat-challenge-answer-repeat = Этот ответ игрок уже дал в строке выше — засчитывается только первый, а этот и так не приносит очков.
skat-challenge-own-answer = Свой ответ оспорить нельзя.
skat-challenge-no-answer = В этой строке нет ответа.
skat-challenge-already-challenged = Этот ответ уже оспорили.
skat-challenge-review-over = Проверка уже закончилась.
skat-challenge-not-reviewing = Оспорить можно только во время проверки.
skat-challenge-stale-button = Эта кнопка от прошлого раунда.
skat-challenge-bad-challenge = Такого ответа нет.

## Голосование

skat-challenge-opened = { $challenger } оспаривает ответ «{ $answer }» ({ $name }) в категории «{ $category }». Голосуют только игроки.
skat-defence-opened = { $name } защищает свой ответ «{ $answer }» в категории «{ $category }» (он помечен ⚠️). Голосуют только игроки.
skat-poll-question = Засчитать «{ $answer }» ({ $name }) в категории «{ $category }»?
skat-yes = Да
skat-no = Нет
skat-challenge-accepted = Ответ «{ $answer }» ({ $name }) засчитан: да — { $yes }, нет — { $no }.
skat-challenge-rejected = Ответ «{ $answer }» ({ $name }) не засчитан: да — { $yes }, нет — { $no }.
skat-challenge-vote-dropped = Было поровну — голос оспоренного игрока ({ $name }) не учтён.
skat-challenge-tie = Поровну — при равенстве ответ не засчитывается.
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
}, буквы { $letters }.
skat-game-over-tie-after-extra-rounds = <b>Игра окончена</b>: { $rounds ->
    [one] { $rounds } раунд
    [few] { $rounds } раунда
   *[many] { $rounds } раундов
}, буквы { $letters }. После дополнительных раундов всё ещё ничья.
skat-game-over-not-enough-players = <b>Игра окончена</b>: игроков не осталось ({ $rounds ->
    [one] { $rounds } раунд
    [few] { $rounds } раунда
   *[many] { $rounds } раундов
}, буквы { $letters }).
skat-game-over-round = Раунд { $round }: { $scores }
skat-shared-win = Победа делится: { $names }.

## Платформа (перенести в bot.ftl): второй игры с ответами в личке сразу не бывает

lobby-in-another-game = Вы уже играете в «{ $game }» в другом чате: ответы в личке ушли бы не в ту игру. Доиграйте её или выйдите из того лобби.

## Why a button press was refused (the presser's short answer; plain text, ≤ 200 characters)
skat-refused-done-stale-button = Эта кнопка уже не действует: раунд или этап сменился.
skat-refused-done-not-in-round = Вы не играете в этом раунде.
skat-refused-done-already-done = Вы уже нажали «Готово».
skat-refused-not-a-player = Вы уже вышли из игры.
skat-refused-game-over = Игра уже закончилась.
