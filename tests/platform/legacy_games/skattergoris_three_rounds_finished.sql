BEGIN TRANSACTION;
CREATE TABLE chats (
        chat_id     INTEGER PRIMARY KEY,
        locale      TEXT,
        settings    TEXT NOT NULL DEFAULT '{}',
        updated_at  REAL NOT NULL DEFAULT 0
    );
INSERT INTO "chats" VALUES(-4000000001,NULL,'{"memory":{"skattergoris":{"recent_list_ids":[4,11,6]}}}',1767000228.0);
CREATE TABLE games (
        id          INTEGER PRIMARY KEY AUTOINCREMENT,
        kind        TEXT NOT NULL,
        chat_id     INTEGER NOT NULL,
        thread_id   INTEGER NOT NULL DEFAULT 0,
        status      TEXT NOT NULL,
        creator_id  INTEGER NOT NULL,
        players     TEXT NOT NULL DEFAULT '[]',
        settings    TEXT NOT NULL DEFAULT '{}',
        seed        INTEGER NOT NULL,
        state       TEXT,
        version     INTEGER NOT NULL DEFAULT 0,
        messages    TEXT NOT NULL DEFAULT '{}',   -- status message key -> message id (re-adopted on restart)
        started_at  REAL,
        created_at  REAL NOT NULL,
        updated_at  REAL NOT NULL
    );
INSERT INTO "games" VALUES(1,'skattergoris',-4000000001,0,'finished',1001,'[{"id":1001,"name":"Аня"},{"id":1002,"name":"Боб"},{"id":1003,"name":"Вика"}]','{"locale":"ru","options":{"rounds":3,"timer":180,"hard_die":false,"bonus":false,"challenge_seconds":45,"review_seconds":90,"answer_grace":2}}',42,'{"kind":"skattergoris","players":[{"id":1001,"name":"Аня"},{"id":1002,"name":"Боб"},{"id":1003,"name":"Вика"}],"settings":{"rounds":3,"timer":180.0,"die":"standard","bonus":false,"challenge_time":45.0,"review_time":90.0,"answer_grace":2.0,"min_players":2,"max_players":10,"language":"ru"},"rng":13064056694810536104,"lists":[{"id":1,"categories":["Мужское имя","Насекомое","То, что бывает холодным","Марка автомобиля","Овощ","Город России","Музыкальный инструмент","Предмет на кухне","Профессия","Сказочный персонаж","Вид спорта","То, что берут в поход"]},{"id":2,"categories":["Женское имя","Птица","Блюдо на праздничном столе","Река","Предмет одежды","То, что можно найти в кармане","Писатель или поэт","Цвет или оттенок","Школьный предмет","Игрушка","Дерево или кустарник","Повод опоздать на работу"]},{"id":3,"categories":["Животное Африки","Столица мира","Напиток","То, что шумит","Фамилия знаменитости","Инструмент в мастерской","Болезнь или недомогание","Порода собаки","Героиня фильма или книги","Сладость","Мебель","То, что нельзя трогать руками"]},{"id":4,"categories":["Рыба или морской обитатель","Страна","Фрукт или ягода","Что-то круглое","Глагол движения","Часть тела","Советский фильм","Магазин или сеть магазинов","Домашняя работа","Танец","Оправдание для учителя","То, что кладут в чемодан"]},{"id":5,"categories":["Фрукт","Чем можно писать","Персонаж мультфильма","Планета, звезда или созвездие","Полезное ископаемое","Что-то липкое","Хобби","Еда на завтрак","Валюта","Праздник","Что есть в больнице","Прозвище для кота"]},{"id":6,"categories":["Цветок","Марка одежды или обуви","Что-то мягкое","Город мира","Название песни","Прилагательное о человеке","Предмет в ванной","Транспорт","Военное звание или должность","Что-то в парке аттракционов","Компьютерная игра","Причина не вставать с кровати"]},{"id":7,"categories":["Млекопитающее","То, что бывает в саду","Композитор или музыкант","Что-то горячее","Остров","Слово, которое не скажешь при бабушке","Ткань или материал","Блюдо из теста","Предмет на письменном столе","Группа или исполнитель","Что-то в небе","То, что говорят на свадьбе"]},{"id":8,"categories":["Имя из Библии или мифов","Приправа или специя","Химический элемент","Что-то колючее","Учреждение в городе","Герой русской литературы","Настольная игра","Слово из интернета","Что-то квадратное","Морепродукт","То, что можно потерять","Подарок на 8 Марта"]},{"id":9,"categories":["Порода кошки или собаки","Сыр","Спортсмен","Что-то блестящее","Море или океан","Кондитерское изделие","Знак зодиака или созвездие","Книга","Предмет в автомобиле","Гриб","Занятие на даче","Что кричат болельщики"]},{"id":10,"categories":["Детская игра","Вещь в рюкзаке школьника","Русский художник или картина","Что-то громкое","Украшение","Молочный продукт","Улица или площадь","Рептилия или земноводное","Научное слово","Что-то из пластика","Оружие","Повод позвонить маме"]},{"id":11,"categories":["Область, край или республика","Комнатное растение","Хлеб или выпечка","Что-то быстрое","Снаряжение спортсмена","Кинорежиссёр","Бытовая техника","Головной убор","Что-то, что тает","Ягода","Слово из словаря моряка","То, что делают по выходным"]},{"id":12,"categories":["Телепередача или сериал","Каша или крупа","Что-то деревянное","Вид обуви","Термин из футбола","Птица, которая не летает","Достопримечательность","Соус","Чувство или настроение","Часть дома","Средство гигиены","То, что стыдно показать гостям"]},{"id":13,"categories":["Герой сказки","Лекарство или средство из аптечки","Что-то тяжёлое","Горы или вершина","Салат","Озеро","Язык мира","Деталь велосипеда","Слово, которое говорят детям","Что есть в зоопарке","Памятник или скульптура","То, что собирают коллекционеры"]},{"id":14,"categories":["Что-то маленькое","Тропический фрукт","Напиток из детства","Знаменитый учёный","Природное явление","Вещь из бабушкиного шкафа","Хищник","Канцелярская принадлежность","Мультфильм","Что-то холодное на вкус","Вид транспорта в городе","Причина опоздать на свидание"]},{"id":15,"categories":["Что есть в каждом городе","Орган или часть организма","Зимний вид спорта","Кухонная утварь","Династия или правитель","Пирожное или торт","Имя питомца","Что-то с колёсами","Слово на вывеске","Суп","Что-то прозрачное","То, что обещают политики"]},{"id":16,"categories":["Кличка собаки","Морское животное","Жанр музыки","Что-то острое","Вещь в офисе","Европейская страна","Фамилия из школьной программы","Что пахнет","Десерт","Созвездие или планета","Деталь одежды","Отговорка, чтобы не мыть посуду"]}],"recent_list_ids":[],"left":[],"phase":"over","round_no":3,"extra":0,"contenders":[1001,1002,1003],"letter":"Н","list_id":6,"started_at":1767000228.0,"answers_deadline":1767000408.0,"sheets":[[1001,{"answers":["Нольт",null,null,null,null,null,null,null,null,null,null,null],"stamps":[[1767000228,10],null,null,null,null,null,null,null,null,null,null,null]}],[1002,{"answers":["Нумба","Нипарис",null,null,null,null,null,null,null,null,null,null],"stamps":[[1767000228,11],[1767000228,11],null,null,null,null,null,null,null,null,null,null]}],[1003,{"answers":[null,null,null,null,null,null,null,null,null,null,null,null],"stamps":[null,null,null,null,null,null,null,null,null,null,null,null]}]],"done":[1001,1002,1003],"statuses":[[1001,["ok","empty","empty","empty","empty","empty","empty","empty","empty","empty","empty","empty"]],[1002,["ok","ok","empty","empty","empty","empty","empty","empty","empty","empty","empty","empty"]],[1003,["empty","empty","empty","empty","empty","empty","empty","empty","empty","empty","empty","empty"]]],"challenges":[],"idle_since":1767000228.0,"letters":["Р","Х","Н"],"list_ids":[4,11,6],"history":[[[1001,4],[1002,2],[1003,1]],[[1001,1],[1002,1],[1003,2]],[[1001,1],[1002,2],[1003,0]]],"totals":[[1001,6],[1002,5],[1003,3]],"winners":[1001],"over_reason":"finished"}',31,'{"lobby":2,"countdown:1":4,"sheet:1@1001":1,"sheet:1@1002":1,"sheet:1@1003":1,"review:1":6,"picker:1@1002":5,"picker:1@1003":3,"countdown:2":11,"sheet:2@1002":7,"sheet:2@1003":4,"sheet:2@1001":6,"review:2":13,"countdown:3":15,"sheet:3@1001":9,"sheet:3@1002":10,"sheet:3@1003":7,"review:3":17}',1767000000.0,1767000000.0,1767000228.0);
CREATE TABLE journal (
        game_id     INTEGER NOT NULL REFERENCES games (id),
        seq         INTEGER NOT NULL,
        command     TEXT NOT NULL,
        at          REAL NOT NULL,
        PRIMARY KEY (game_id, seq)
    );
INSERT INTO "journal" VALUES(1,1,'{"type":"say","player_id":1001,"text":"1 Рит\n2. Раштан\n3) Рорт","date":1767000000,"message_id":2,"private":true}',1767000000.0);
INSERT INTO "journal" VALUES(1,2,'{"type":"say","player_id":1001,"text":"Рефир\nРольт","date":1767000000,"message_id":3,"private":true}',1767000000.0);
INSERT INTO "journal" VALUES(1,3,'{"type":"say","player_id":1001,"text":"2 -","date":1767000000,"message_id":4,"private":true}',1767000000.0);
INSERT INTO "journal" VALUES(1,4,'{"type":"say","player_id":1001,"text":"2 Румба\n6 Зебра","date":1767000000,"message_id":5,"private":true}',1767000000.0);
INSERT INTO "journal" VALUES(1,5,'{"type":"say","player_id":1002,"text":"1 Рит\n7 Рипарис\n8 Рондор\n9 Рондор","date":1767000000,"message_id":2,"private":true}',1767000000.0);
INSERT INTO "journal" VALUES(1,6,'{"type":"say","player_id":1003,"text":"10 Рернан","date":1767000179,"message_id":2,"private":true}',1767000181.0);
INSERT INTO "journal" VALUES(1,7,'{"type":"tick"}',1767000182.0);
INSERT INTO "journal" VALUES(1,8,'{"type":"press","player_id":1003,"action":"challenge","arg":"6:1001:1"}',1767000183.0);
INSERT INTO "journal" VALUES(1,9,'{"type":"vote","vote_id":"1:6:1001","voter_id":1001,"option_ids":[0]}',1767000183.0);
INSERT INTO "journal" VALUES(1,10,'{"type":"vote","vote_id":"1:6:1001","voter_id":1002,"option_ids":[1]}',1767000183.0);
INSERT INTO "journal" VALUES(1,11,'{"type":"tick"}',1767000228.0);
INSERT INTO "journal" VALUES(1,12,'{"type":"press","player_id":1001,"action":"done","arg":"1:review"}',1767000228.0);
INSERT INTO "journal" VALUES(1,13,'{"type":"press","player_id":1002,"action":"done","arg":"1:review"}',1767000228.0);
INSERT INTO "journal" VALUES(1,14,'{"type":"press","player_id":1003,"action":"done","arg":"1:review"}',1767000228.0);
INSERT INTO "journal" VALUES(1,15,'{"type":"say","player_id":1001,"text":"1 Хит","date":1767000228,"message_id":7,"private":true}',1767000228.0);
INSERT INTO "journal" VALUES(1,16,'{"type":"say","player_id":1002,"text":"1 Хаштан","date":1767000228,"message_id":8,"private":true}',1767000228.0);
INSERT INTO "journal" VALUES(1,17,'{"type":"say","player_id":1003,"text":"1 Хорт\n2 Хефир","date":1767000228,"message_id":5,"private":true}',1767000228.0);
INSERT INTO "journal" VALUES(1,18,'{"type":"press","player_id":1001,"action":"done","arg":"2:answering"}',1767000228.0);
INSERT INTO "journal" VALUES(1,19,'{"type":"press","player_id":1002,"action":"done","arg":"2:answering"}',1767000228.0);
INSERT INTO "journal" VALUES(1,20,'{"type":"press","player_id":1003,"action":"done","arg":"2:answering"}',1767000228.0);
INSERT INTO "journal" VALUES(1,21,'{"type":"press","player_id":1001,"action":"done","arg":"2:review"}',1767000228.0);
INSERT INTO "journal" VALUES(1,22,'{"type":"press","player_id":1002,"action":"done","arg":"2:review"}',1767000228.0);
INSERT INTO "journal" VALUES(1,23,'{"type":"press","player_id":1003,"action":"done","arg":"2:review"}',1767000228.0);
INSERT INTO "journal" VALUES(1,24,'{"type":"say","player_id":1001,"text":"1 Нольт","date":1767000228,"message_id":10,"private":true}',1767000228.0);
INSERT INTO "journal" VALUES(1,25,'{"type":"say","player_id":1002,"text":"1 Нумба\n2 Нипарис","date":1767000228,"message_id":11,"private":true}',1767000228.0);
INSERT INTO "journal" VALUES(1,26,'{"type":"press","player_id":1001,"action":"done","arg":"3:answering"}',1767000228.0);
INSERT INTO "journal" VALUES(1,27,'{"type":"press","player_id":1002,"action":"done","arg":"3:answering"}',1767000228.0);
INSERT INTO "journal" VALUES(1,28,'{"type":"press","player_id":1003,"action":"done","arg":"3:answering"}',1767000228.0);
INSERT INTO "journal" VALUES(1,29,'{"type":"press","player_id":1001,"action":"done","arg":"3:review"}',1767000228.0);
INSERT INTO "journal" VALUES(1,30,'{"type":"press","player_id":1002,"action":"done","arg":"3:review"}',1767000228.0);
INSERT INTO "journal" VALUES(1,31,'{"type":"press","player_id":1003,"action":"done","arg":"3:review"}',1767000228.0);
CREATE TABLE polls (
        poll_id     TEXT PRIMARY KEY,
        chat_id     INTEGER NOT NULL,
        game_id     INTEGER NOT NULL REFERENCES games (id),
        vote_id     TEXT NOT NULL,
        message_id  INTEGER NOT NULL,
        open        INTEGER NOT NULL DEFAULT 1
    );
INSERT INTO "polls" VALUES('5000000000000000010',-4000000001,1,'1:6:1001',8,0);
CREATE TABLE stats (
        chat_id     INTEGER NOT NULL,
        user_id     INTEGER NOT NULL,
        name        TEXT NOT NULL,
        games       INTEGER NOT NULL DEFAULT 0,
        wins        INTEGER NOT NULL DEFAULT 0,
        points      INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (chat_id, user_id)
    );
INSERT INTO "stats" VALUES(-4000000001,1001,'Аня',1,1,6);
INSERT INTO "stats" VALUES(-4000000001,1002,'Боб',1,0,5);
INSERT INTO "stats" VALUES(-4000000001,1003,'Вика',1,0,3);
CREATE TABLE timers (
        game_id     INTEGER NOT NULL REFERENCES games (id),
        key         TEXT NOT NULL,
        due         REAL NOT NULL,
        PRIMARY KEY (game_id, key)
    );
CREATE INDEX games_by_chat ON games (chat_id, thread_id, status);
DELETE FROM "sqlite_sequence";
INSERT INTO "sqlite_sequence" VALUES('games',1);
COMMIT;