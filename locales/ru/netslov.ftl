# «Нет слов»: строки ведущего. Числа — через CLDR-формы: one / few / many.

rules-netslov =
    <b>Нет слов.</b> На столе — разговор: с него начинают две красные буквы. Остальные красные (А, Е, И, О) лежат на витрине. У каждого в руке { $hand_size } чёрные буквы, и видит их только хозяин { $secrets ->
        [group] — в сообщении, которое видно только ему (кнопка «🔒 Мои буквы» покажет его снова).
       *[other] (кнопка «🔒 Мои буквы»).
    }
    Ход — ровно одна буква в разговор: чёрная из руки (потом берёте новую из колоды) или красная с витрины. Потом ходит следующий по кругу.
    Если из букв разговора складывается слово, любой соперник того, кто выложил последнюю букву, пишет «Не говори ДОМ!» или /word дом. Буквы берутся в любом порядке, каждая — один раз; Ё — то же, что Е, а Й — не И.
    Слово — от { $min_word_length } букв, существительное в именительном падеже и единственном числе (множественное — только если единственного нет, как у «ножниц»), не имя собственное и не жаргон. Слово, которого нет в словаре, решают голосованием игроков ({ $vote_seconds } с); при равенстве голосов оно не засчитывается. Так же голосуем за слово, которое словарь знает, но оно разговорное («инет»), редкое («вепс») или скорее значит другое слово («коты» — чаще кошки, чем обувь); явный жаргон («мент», «комп») не засчитывается сразу. Й — не И: «чаика» вместо «чайки» не засчитывается.
    За засчитанное слово тот, кто выложил последнюю букву, забирает его чёрные буквы в личный отбой — по штрафному очку за каждую, — даже если слово можно было сложить и раньше. Красные буквы слова возвращаются на витрину. Если красных в разговоре осталось меньше двух, разговор начинается заново. Оштрафованный выбирает, кто ходит следующим: он сам или его сосед слева.
    Игра кончается, когда у кого-нибудь наберётся { $penalty_limit ->
        [one] { $penalty_limit } штрафное очко
        [few] { $penalty_limit } штрафных очка
       *[many] { $penalty_limit } штрафных очков
    } или когда из колоды взята последняя чёрная буква. Побеждает тот, у кого штрафных меньше всех; при равенстве победу делят. В серии партий (/stats netslov) очки складываются, и впереди тот, у кого их меньше.

setting-netslov-penalty_limit = игра до { $value } штрафных очков
setting-netslov-allow_proper_names = можно имена собственные: { $value }
setting-netslov-allow_slang = можно жаргонные слова: { $value }
setting-netslov-vote_seconds = голосование за незнакомое слово: { $value } с

netslov-privacy-hint = «Не говори ДОМ!» я в этой группе не увижу, но слово можно назвать командой — /word дом — она работает всегда.

## Начало

netslov-started =
    Играем! По кругу: { $seats }. Начинает { $first }.
    Ход — одна буква в разговор: чёрная из руки (кнопки ⚫ с номерами; свои буквы покажет «🔒 Мои буквы») или красная с витрины (кнопки 🔴).
    Сложилось слово из букв разговора — пишите «Не говори ДОМ!» или /word дом: его чёрные буквы получит в штраф тот, кто выложил последнюю букву.
    Игра идёт, пока у кого-нибудь не наберётся { $limit ->
        [one] { $limit } штрафное очко
        [few] { $limit } штрафных очка
       *[many] { $limit } штрафных очков
    }; побеждает тот, у кого их меньше всех.

## Стол (одно сообщение, обновляется на месте)

netslov-started-in-group =
    Играем! По кругу: { $seats }. Начинает { $first }.
    Ход — одна буква в разговор: чёрная из руки (ваши буквы — в сообщении, которое видите только вы: в свой ход нажмите там букву; «🔒 Мои буквы» покажет его снова) или красная с витрины (кнопки 🔴).
    Сложилось слово из букв разговора — пишите «Не говори ДОМ!» или /word дом: его чёрные буквы получит в штраф тот, кто выложил последнюю букву.
    Игра идёт, пока у кого-нибудь не наберётся { $limit ->
        [one] { $limit } штрафное очко
        [few] { $limit } штрафных очка
       *[many] { $limit } штрафных очков
    }; побеждает тот, у кого их меньше всех.

## Стол (одно сообщение, обновляется на месте)

netslov-table-title = <b>Нет слов</b> · ход { $turn }
netslov-conversation = 💬 Разговор: { $letters }
netslov-showcase = 🔴 Витрина: { $letters }
netslov-showcase-empty = 🔴 Витрина пуста
netslov-deck = { $count ->
    [0] 🂠 Колода пуста
    [one] 🂠 В колоде { $count } буква
    [few] 🂠 В колоде { $count } буквы
   *[many] 🂠 В колоде { $count } букв
}
netslov-penalties = ⚖️ Штрафные очки (игра до { $limit }): { $list }
netslov-penalty-item = { $name } — { $points }
netslov-passed = { $name } пропускает ход: выложить нечего.
netslov-target = 🎯 За слово сейчас получит штраф { $name }.
netslov-no-target = 🎯 В этот разговор ещё никто не выложил букву — штрафовать некого.
netslov-table-turn = 👉 Ходит { $name }.
netslov-table-judging = ⏳ Проверяем слово…
netslov-table-voting = 🗳 Голосуем за слово — ходы подождут.
netslov-table-choosing = ⚖️ { $chooser } выбирает, кто ходит следующим: { $chooser } или { $left }.
netslov-table-over = 🏁 Игра окончена.
netslov-table-stopped = ⏹ Игра остановлена.

netslov-my-letters = 🔒 Мои буквы
netslov-slot = ⚫ { $number }
netslov-slot-letter = ⚫ { $number } · { $letter }
netslov-secrets-hint = Свои буквы каждый увидит прямо здесь — больше их не видит никто.
netslov-hand-status = 🔒 Ваши буквы (видите только вы): { $letters }.
netslov-hand-status-over = 🔒 Ваши буквы к концу игры: { $letters }. Игра окончена.
netslov-hand-status-your-turn = 🔒 Ваши буквы (видите только вы): { $letters }.
    Ваш ход! Нажмите букву, чтобы выложить её, или возьмите красную с витрины (кнопки 🔴 в сообщении со столом).
netslov-red = 🔴 { $letter }
netslov-choose = Ходит { $name }

## Рука (видна только во всплывающем ответе её хозяину)

netslov-hand-slot = { $slot } — { $letter }
netslov-hand = Ваши буквы: { $letters }.
netslov-hand-your-turn = Ваши буквы: { $letters }. Сейчас ваш ход!
netslov-hand-empty = У вас нет букв.
netslov-hand-after-play = Вы выложили { $letter }. Теперь ваши буквы: { $letters }.

## Слова

netslov-charged = ✅ { $word } — засчитано!
netslov-charged-by-vote = ✅ { $word } — засчитано голосованием ({ $yes } : { $no })!
netslov-charged-black = { $name } забирает { $cards } в личный отбой: +{ $count }, теперь { $total ->
    [one] { $total } штрафное очко
    [few] { $total } штрафных очка
   *[many] { $total } штрафных очков
}.
netslov-charged-no-black = В слове одни красные буквы — штрафа нет.
netslov-reds-back = { $count ->
    [one] { $cards } возвращается на витрину.
   *[other] { $cards } возвращаются на витрину.
}
netslov-reset = В разговоре меньше двух красных букв — начинаем новый разговор: { $conversation }.
netslov-reset-discarded = В разговоре меньше двух красных букв: { $discarded } { $count ->
    [one] уходит
   *[other] уходят
} в общий отбой, и начинается новый разговор: { $conversation }.
netslov-choice = { $chooser }, кто ходит следующим — вы или { $left }? Кнопки — на столе ⬆️; не выберете за { $seconds } с — ходит { $left }.

netslov-rejected-too-short = ❌ { $word } — слишком короткое: нужно не меньше { $min ->
    [one] { $min } буквы
   *[other] { $min } букв
}.
netslov-rejected-not-formable = ❌ { $word } из разговора не сложить: не хватает { $missing }.
netslov-rejected-not-russian = ❌ { $word } — не по-русски: в «Нет слов» слова пишут русскими буквами.
netslov-missing-count = { $letter } (нужно { $needed }, а есть { $have })
netslov-and = { $head } и { $last }
netslov-rejected-not-a-noun = ❌ { $word } — не существительное.
netslov-rejected-plural = ❌ { $word } — множественное число, а нужно единственное: { $lemma }.
netslov-rejected-plural-bare = ❌ { $word } — множественное число, а нужно единственное.
netslov-rejected-wrong-case = ❌ { $word } — не в именительном падеже; годится только { $lemma }.
netslov-rejected-wrong-case-bare = ❌ { $word } — не в именительном падеже.
netslov-rejected-proper = ❌ { $word } — имя собственное, такие слова не в счёт (разрешить их можно в /settings).
netslov-rejected-slang = ❌ { $word } — жаргон, такие слова не в счёт (разрешить их можно в /settings).
netslov-rejected-abbreviation = ❌ { $word } — аббревиатура, такие слова не в счёт.
netslov-rejected-misspelling = ❌ { $word } — так это слово не пишут.
netslov-rejected-already-taken = ❌ { $word } уже забрали: этих букв в разговоре больше нет.
netslov-rejected-rejected-by-vote = ❌ { $word } игроки уже отвергли голосованием.
netslov-rejected-voted-down = ❌ { $word } не засчитано голосованием ({ $yes } : { $no }).
netslov-rejected-tie = ❌ { $word }: голоса разделились поровну ({ $yes } : { $no }), а при равенстве слово не засчитывается.
netslov-rejected-other = ❌ { $word } не засчитано.

netslov-poll-question = Слова «{ $word }» нет в моём словаре. Есть такое слово? Если да — штраф получит { $name }; при равенстве голосов слово не засчитывается.
netslov-poll-question-doubtful = «{ $word }» в словаре есть, но оно разговорное, редкое или чаще значит другое слово. Засчитываем? Если да — штраф получит { $name }; при равенстве голосов слово не засчитывается.
netslov-poll-yes = Да, есть такое слово
netslov-poll-no = Нет такого слова
netslov-claim-waits = { $word } проверю, когда закончится голосование.

netslov-dropped-game-over = { $word } проверить не успели — игра окончена.
netslov-dropped-claimant-left = { $word } не проверяем: { $name } больше не в игре.
netslov-dropped-target-left = { $word } не проверяем: того, кто выложил последнюю букву, больше нет в игре.

netslov-say-no-word = { $name }, какое слово? Пишите так: «Не говори ДОМ!» или /word дом.
netslov-say-against-yourself = { $name }, последнюю букву выложили вы сами — себя не ловят.
netslov-say-no-one-to-charge = В новый разговор ещё никто не выложил ни буквы — штрафовать некого.
netslov-say-already-claimed = { $name }, { $word } уже проверяем.

netslov-left = 🚪 { $name } выходит из игры; буквы из руки — в общий отбой.

## Конец

netslov-over-penalties = 🏁 Игра окончена: { $name } набирает { $count ->
    [one] { $count } штрафное очко
    [few] { $count } штрафных очка
   *[many] { $count } штрафных очков
}.
netslov-over-deck = 🏁 Игра окончена: из колоды взята последняя чёрная буква.
netslov-over-players = 🏁 Игра окончена: за столом остался один игрок.
netslov-over-no-cards = 🏁 Игра окончена: ни у кого не осталось букв для хода.
netslov-final-title = Штрафные очки (чем меньше, тем лучше):
netslov-final-line = { $place }. { $name } — { $points }
netslov-final-line-out = { $place }. { $name } — { $points } (вне игры)
netslov-winners = { $count ->
    [one] 🏆 Победитель: { $names }!
   *[other] 🏆 Победу делят: { $names }!
}
netslov-missed = { $count ->
    [one] 🤫 Никто не назвал, а ведь в разговоре было слово { $words }.
   *[other] 🤫 Никто не назвал, а ведь в разговоре были слова: { $words }.
}

## Почему кнопка не сработала (всплывающая подсказка нажавшему)

netslov-refused-game-over = Игра уже окончена.
netslov-refused-not-a-player = Вы не играете в этой партии.
netslov-refused-not-a-claim = Это не слово для «Не говори …!».
netslov-refused-no-word = Какое слово? Например: «Не говори ДОМ!» или /word дом.
netslov-refused-against-yourself = Последнюю букву выложили вы сами — себя не ловят.
netslov-refused-no-one-to-charge = В этот разговор ещё никто не выложил букву.
netslov-refused-already-claimed = Это слово вы уже назвали — проверяем.
netslov-refused-stale-button = Эта кнопка уже не действует: стол с тех пор изменился.
netslov-refused-not-your-turn = Сейчас не ваш ход.
netslov-refused-not-your-choice = Кто ходит следующим, выбирает тот, кто получил штраф.
netslov-refused-no-such-card = Этой буквы уже нет.
netslov-refused-claim-being-judged = Подождите секунду: проверяем слово.
netslov-refused-vote-open = Подождите: идёт голосование за слово.
netslov-refused-choice-pending = Подождите: выбирают, кто ходит следующим.
netslov-refused-no-such-vote = Это голосование уже закрыто.
netslov-refused-no-such-option = Такого варианта нет.
netslov-refused-unknown-anchor = Сейчас так нельзя.
netslov-refused-unknown-command = Сейчас так нельзя.
