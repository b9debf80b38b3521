# «Доббль», вариант «на сбор»: стол — одна картинка, которую бот правит после каждого взятия.
# Числа — через CLDR-формы: one / few / many. Всплывающие подсказки (toast) — простой текст, до 200 знаков.

rules-dobble =
    <b>Доббль</b>, вариант «на сбор». В колоде 55 карточек, на каждой 8 символов, и у любых двух карточек ровно один общий символ.
    • Каждому игроку — одна карточка рубашкой вверх, остальные лежат в центре лицом вверх. Отсчёт ({ $countdown } с) — и все разом переворачивают свои карточки.
    • Сравнивайте свою верхнюю карточку с центральной: совпадение с карточкой соседа не считается. Нашли общий символ — нажмите его кнопку под картинкой или напишите название в чат («ключ», «рыбка», «звезду» — годится любая форма).
    • Первый верный ответ по часам Telegram забирает центральную карту: она ложится поверх вашей стопки и становится вашей новой верхней карточкой, а в центре открывается следующая.
    • { $lock_after_wrong ->
        [no] Ошиблись — ничего страшного: можно сразу искать снова (так выбрано в /settings).
       *[yes] Ошиблись — до следующей карты вы больше не отвечаете (это можно выключить в /settings).
    }
    • Центр опустел — считаем стопки: взятые карты плюс стартовая. У кого больше всех, тот и победил; поровну — победа делится. «Ещё партию» под итогами — новая раздача тем же составом.

setting-dobble-text_mode = карточки текстом вместо картинок: { $value }
setting-dobble-lock_after_wrong = после ошибки ждать следующую карту: { $value }
setting-dobble-countdown = отсчёт перед стартом: { $value } с

dobble-and = { $first } и { $last }

## Начало

dobble-started = <b>Доббль</b>: { $count ->
    [one] { $count } игрок
    [few] { $count } игрока
   *[many] { $count } игроков
} — { $players }.
dobble-dealt = Каждому — по карточке рубашкой вверх, в центре { $deck } − { $dealt } = { $centre }.
dobble-how = Ищите символ, который есть и на вашей верхней карточке, и на центральной: нажмите его кнопку или напишите название. Кто первым назвал верно, забирает центральную карту.
dobble-countdown = По сигналу переворачиваем карточки: { $readings }
dobble-stopped = ⏹ Игра остановлена.

## Стол: подпись под картинкой (или первая строка текстового стола)

dobble-first = Карточки открыты — ищите совпадение!
dobble-in-centre = в центре { $count }
dobble-took = { $gender ->
    [femn] { $name } нашла { $symbol } и забирает карту
    [masc] { $name } нашёл { $symbol } и забирает карту
   *[other] { $name } забирает карту: { $symbol }
}
dobble-took-last = { $gender ->
    [femn] { $name } нашла { $symbol } и забирает последнюю карту
    [masc] { $name } нашёл { $symbol } и забирает последнюю карту
   *[other] { $name } забирает последнюю карту: { $symbol }
} — центр пуст!
dobble-late = опоздали: { $names }
dobble-table-over-centre-empty = 🏁 Центр пуст.
dobble-table-over-players-left = 🏁 Игра окончена: за столом меньше двух игроков.
dobble-text-centre = <b>В центре:</b> { $symbols }
dobble-text-player = { $name } ({ $count ->
    [one] { $count } карта
    [few] { $count } карты
   *[many] { $count } карт
}): { $symbols }

## Ответ на нажатие кнопки (только тому, кто нажал)

dobble-held = ✅ { $symbol } — верно! Карта ваша, если никто не успел раньше.
dobble-missed-own = ❌ { $symbol } есть в центре, но не на вашей карточке.
dobble-missed-centre = ❌ { $symbol } есть на вашей карточке, но не в центре.
dobble-missed-both = ❌ { $symbol } нет ни на вашей карточке, ни в центре.
dobble-missed-locked = Теперь ждите следующую карту.
dobble-missed-again = Ищите дальше.
dobble-missed-typed = { $name }, { $why }

## В группе

dobble-locks-cleared = Все ошиблись на этой карте — ищите снова, она та же.
dobble-player-left = { $name } выходит из игры — стопка ({ $count ->
    [one] { $count } карта
    [few] { $count } карты
   *[many] { $count } карт
}) остаётся в счёте.

## Итоги

dobble-over-centre-empty = 🏁 <b>Центр пуст — считаем стопки!</b>
dobble-over-players-left = 🏁 <b>Игра окончена: за столом меньше двух игроков.</b> Считаем стопки:
dobble-pile = { $place }. { $name } — { $count ->
    [one] { $count } карта
    [few] { $count } карты
   *[many] { $count } карт
} ({ $taken ->
    [0] только стартовая
   *[other] { $taken } из центра + стартовая
})
dobble-pile-left = , вне игры
dobble-sum = { $sum } = { $deck }: ни одна карточка не потерялась.
dobble-sum-early = В стопках { $sum } = { $piles }, в центре осталось { $left }: всего { $deck }.
dobble-winner = 🏆 Побеждает { $name } — { $count ->
    [one] { $count } карта
    [few] { $count } карты
   *[many] { $count } карт
}!
dobble-shared-win = 🏆 Победа делится: { $names } — у каждого { $count ->
    [one] { $count } карта
    [few] { $count } карты
   *[many] { $count } карт
}.
dobble-again = 🔁 Ещё партию

## Почему команда не принята: ответ на нажатие кнопки (простой текст, не длиннее 200 знаков).
## Ключ — dobble-refused-<причина>; параметры — подробности отказа.

dobble-refused-game-over = Игра уже закончилась.
dobble-refused-not-a-player = Вы не участвуете в этой игре.
dobble-refused-left = Вы вышли из игры — ваша стопка остаётся в счёте.
dobble-refused-private = Символы называют в группе, где идёт игра.
dobble-refused-chatter = Такого символа нет.
dobble-refused-not-open = Карта ещё не открылась — подождите секунду.
dobble-refused-before-card = Это было раньше, чем открылась карта.
dobble-refused-late = Опоздали: эту карту забирает { $name }.
dobble-refused-stale-card = Это кнопка прежней карты — в центре уже новая.
dobble-refused-unknown-symbol = Этого символа нет на центральной карте.
dobble-refused-locked = Вы уже ошиблись на этой карте — ждите следующую.
dobble-refused-already-claimed = Вы уже назвали символ — карта ваша, если никто не успел раньше.
dobble-refused-unknown-anchor = Это сообщение игре не нужно.
dobble-refused-unknown-command = В этой игре так нельзя.

# Счёт Доббля — это взятые карты, а не очки (/score, /stop).
scores-line-dobble = { $place }. { $name } — { $points ->
    [one] { $points } карта
    [few] { $points } карты
   *[many] { $points } карт
}
