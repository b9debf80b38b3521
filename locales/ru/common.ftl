# Общие слова, которые нужны всем играм. Числа — через CLDR-формы: one / few / many.

points = { $n ->
    [one] { $n } очко
    [few] { $n } очка
   *[many] { $n } очков
}
players = { $n ->
    [one] { $n } игрок
    [few] { $n } игрока
   *[many] { $n } игроков
}
seconds = { $n ->
    [one] { $n } секунда
    [few] { $n } секунды
   *[many] { $n } секунд
}
minutes = { $n ->
    [one] { $n } минута
    [few] { $n } минуты
   *[many] { $n } минут
}
yes = Да
no = Нет
something-went-wrong = Что-то пошло не так. Попробуйте ещё раз.
