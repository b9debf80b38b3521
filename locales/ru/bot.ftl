# Строки платформы: лобби, команды, счёт, настройки. Формы чисел — через CLDR: one / few / many.

## Названия игр (для /games, /help и лобби)

game-skattergoris = Скаттергорис
game-soobrazhariy = Соображарий
game-dobble = Доббль
game-assotsiatsii = Ассоциации
game-netslov = Нет слов
game-testgame = Быстрый ответ
game-testprivate = Быстрый ответ (в личке)

## Команды в меню Telegram

cmd-start = Что умеет бот
cmd-help = Помощь и настройка бота
cmd-games = Выбрать игру
cmd-rules = Правила игры
cmd-score = Счёт текущей игры
cmd-stop = Остановить игру
cmd-stats = Рейтинг чата
cmd-settings = Настройки чата
cmd-lang = Язык бота

## Помощь

help =
    Я — Арбитр: веду словесные и карточные игры в групповых чатах — раздаю карты, засекаю время, считаю очки и решаю споры.
    
    Как начать: добавьте меня в группу и напишите /games или одну из команд:
    { $games }
    
    Во время игры: /score — счёт, /stop — остановить, /rules — правила, /stats — рейтинг чата, /settings — язык и настройки игр (для админов).
    
    Чтобы я видел обычные сообщения в группе (ответы в некоторых играх), отключите режим приватности: @BotFather → /setprivacy → @{ $bot } → Disable, затем удалите меня из группы и добавьте снова. Или просто сделайте меня администратором группы.
games-menu = Во что играем?
games-in-groups = В игры играют в группах: добавьте меня в групповой чат и напишите там /games.
game-coming-soon = «{ $game }» скоро появится. Пока можно выбрать другую игру в /games.
game-unknown = Такой игры я не знаю. Список игр — /games.
game-already-running = В этом чате уже идёт игра. Остановить её — /stop.
rules-which = Правила какой игры? Например: /rules skattergoris
rules-missing = Правила игры «{ $game }» пока не написаны.
rules-testgame = Быстрый ответ: на каждый вопрос побеждает самый ранний ответ по часам Telegram. Ответ, отправленный до вопроса или после окончания времени, не считается.
rules-testprivate = { rules-testgame }

## Лобби

lobby-title = Собираемся играть в «{ $game }»!
lobby-players = Игроки: { $count } (нужно от { $min } до { $max }):
lobby-private-hint = Ответы в этой игре пишут мне в личку — откройте бота кнопкой ниже, если ещё не писали мне.
lobby-privacy-warning = ⚠️ Я не вижу обычные сообщения в этой группе, а в этой игре отвечают ими. Сделайте меня администратором или отключите режим приватности (подробнее — /help).
lobby-join = Играю
lobby-leave = Выйти
lobby-start = Начать
lobby-open-bot = Открыть бота
lobby-joined = Вы в игре!
lobby-left = Вы вышли из игры.
lobby-joined-private = Вы в игре «{ $game }»! Ответы пишите сюда.
lobby-already-in = Вы уже в игре.
lobby-not-in = Вас нет в этой игре.
lobby-full = Мест нет: максимум { $max ->
    [one] { $max } игрок
    [few] { $max } игрока
   *[many] { $max } игроков
}.
lobby-too-few = Нужно хотя бы { $min ->
    [one] { $min } игрок
    [few] { $min } игрока
   *[many] { $min } игроков
}.
lobby-start-not-allowed = Начать игру может тот, кто её открыл, или администратор чата.
lobby-open-bot-first = Я не могу написать вам в личку. Нажмите «Открыть бота» под лобби, потом «Старт» — и вы в игре.
lobby-bots-cannot-play = Боты не играют.
lobby-cannot-start = Игру не получилось начать ({ $reason }).
lobby-closed = Это лобби уже закрыто.
lobby-started = Игра «{ $game }» началась!
lobby-timed-out = Лобби «{ $game }» закрыто: 10 минут никто не начинал игру.
lobby-empty = Лобби «{ $game }» закрыто: все вышли.
lobby-cancelled = Лобби «{ $game }» отменено.

## Игра

not-a-player = Вы не участвуете в этой игре.
not-now = Сейчас так нельзя.
game-over-already = Эта игра уже закончилась.
no-game = Сейчас здесь нет игры. Начать — /games.
stop-confirm = Остановить игру? Счёт на этот момент станет итоговым.
stop-yes = Да, остановить
stop-no = Нет, играем
stop-not-allowed = Остановить игру может тот, кто её открыл, или администратор чата.
game-stopped = Игра остановлена.
player-unreachable = { $name } не получает мои личные сообщения (бот заблокирован?). Игра продолжается без его подсказок.

## Счёт

scores-now = Счёт:
scores-final = Итоги:
scores-line = { $place }. { $name } — { $points ->
    [one] { $points } очко
    [few] { $points } очка
   *[many] { $points } очков
}
scores-winners = { $count ->
    [one] Победитель: { $names }!
   *[other] Победители: { $names }!
}
stats-title = Рейтинг чата:
stats-empty = В этом чате ещё не доиграли ни одной игры.
stats-line = { $place }. { $name } — { $wins ->
    [one] { $wins } победа
    [few] { $wins } победы
   *[many] { $wins } побед
}, { $points ->
    [one] { $points } очко
    [few] { $points } очка
   *[many] { $points } очков
}, { $games ->
    [one] { $games } игра
    [few] { $games } игры
   *[many] { $games } игр
}

## Настройки

settings-title = Настройки чата: язык и параметры игр. Нажмите, чтобы изменить.
lang-title = Язык бота в этом чате:
language-name = Русский
lang-set = Готово: говорю по-русски.
admins-only = Это могут только администраторы чата.
setting-testgame-rounds = раундов
setting-testgame-vote_after_round = опрос после раунда

## Тестовая игра «Быстрый ответ»

testgame-question = Вопрос { $round }: кто первый?
testgame-finish = Закончить раунд
testgame-answers = Ответов: { $count }
testgame-no-winner = Раунд { $round }: никто не ответил.
testgame-winner = Раунд { $round }: первым был { $name } («{ $answer }»).
testgame-fair = Честный был раунд?
testgame-yes = Да
testgame-no = Нет
testgame-left = { $name } выходит из игры.
testgame-before-question = { $name }, этот ответ отправлен раньше вопроса — не считается.
testgame-too-late = { $name }, время вышло — ответ не считается.
