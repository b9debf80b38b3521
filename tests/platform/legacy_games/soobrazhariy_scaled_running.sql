BEGIN TRANSACTION;
CREATE TABLE chats (
        chat_id     INTEGER PRIMARY KEY,
        locale      TEXT,
        settings    TEXT NOT NULL DEFAULT '{}',
        updated_at  REAL NOT NULL DEFAULT 0
    );
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
INSERT INTO "games" VALUES(1,'soobrazhariy',-4000000001,0,'running',1001,'[{"id":1001,"name":"Аня"},{"id":1002,"name":"Боб"}]','{"locale":"ru","options":{"min_players":2,"max_players":10,"lang":"ru","letters":"АБВГДЕЖЗИКЛМНОПРСТУФХЦЧШЭЯ","letter_copies":2,"special_copies":2,"short_game":false,"short_game_letters":26,"letter_pause":0.30000000000000004,"challenge_window":0.8,"no_answer_time":4.5,"count_time":5,"more_time":6,"vote_time":3,"post_wait":6,"bid_time":3,"max_bid":20,"answer_grace":0.2}}',42,'{"kind":"soobrazhariy","players":[{"id":1001,"name":"Аня"},{"id":1002,"name":"Боб"}],"present":[1001,1002],"settings":{"min_players":2,"max_players":10,"lang":"ru","letters":"АБВГДЕЖЗИКЛМНОПРСТУФХЦЧШЭЯ","letter_copies":2,"special_copies":2,"short_game":false,"short_game_letters":26,"letter_pause":0.30000000000000004,"challenge_window":0.8,"no_answer_time":4.5,"count_time":5,"more_time":6,"vote_time":3,"post_wait":6,"bid_time":3,"max_bid":20,"answer_grace":0.2},"categories":["Предмет одежды","Город","Животное","Овощ","Фрукт или ягода","Река","Страна","Профессия","Цветок","Напиток","Птица","Рыба или другой житель моря","Дерево или кустарник","Вид спорта","Музыкальный инструмент","Вещь на кухне (вещь — то, что сделали люди)","Вещь в ванной (вещь — то, что сделали люди)","Урок в школе","Блюдо","Сладость","Инструмент мастера (вещь, сделанная людьми)","Транспорт","Мебель","Часть тела","Насекомое","Сказочный персонаж","Имя человека","Писатель или поэт","Столица государства","Игра — настольная, детская или спортивная","Болезнь","Погодное явление","Животное меньше кошки","Вещь больше холодильника (сделана людьми)","Что-нибудь круглое","Что-нибудь красное","То, что бывает холодным","Вещь, которая помещается в кармане (сделана людьми)","Вещь, которую берут в поход (сделана людьми)","Вещь из металла (сделана людьми)","Место в городе, куда можно зайти","Фильм или мультфильм","Герой книги или фильма","Танец","Камень или минерал","Пряность или приправа","Растение, но не дерево","Море, озеро или океан","Праздник","Игрушка (вещь, сделанная людьми)","Чувство или настроение","Что-нибудь, что летает"],"rng":0,"cards":{"category_deck":["cat:2"],"letter_deck":["Л"],"box_letters":[],"open_stack":["cat:1"],"discard":[],"letter_discard":[],"won":[[1001,[]],[1002,[]]],"penalties":[[1001,[]],[1002,[]]]},"opener":1001,"turn":{"number":1,"opener":1001,"play":"ordinary","category":"cat:1","phase":"answering","letter_at":1767000000.3,"letter":"К","anchor_name":"letter-1","anchor":[1767000000,4],"posted_at":1767000000.3,"opened_at":1767000000.3,"answers":[],"rejected":[],"accepted":[],"challenges":[],"challenged":[],"shown":null,"shown_at":0.0,"noted":[],"skips":[],"bidding":null,"bidder":null,"bid":0},"turns":1,"letters_opened":1,"now":1767000000.3,"over_reason":null}',2,'{"lobby":2}',1767000000.0,1767000000.0,1767000000.3);
CREATE TABLE journal (
        game_id     INTEGER NOT NULL REFERENCES games (id),
        seq         INTEGER NOT NULL,
        command     TEXT NOT NULL,
        at          REAL NOT NULL,
        PRIMARY KEY (game_id, seq)
    );
INSERT INTO "journal" VALUES(1,1,'{"type":"tick"}',1767000000.3);
INSERT INTO "journal" VALUES(1,2,'{"type":"posted","anchor":"letter-1","date":1767000000,"message_id":4}',1767000000.3);
CREATE TABLE polls (
        poll_id     TEXT PRIMARY KEY,
        chat_id     INTEGER NOT NULL,
        game_id     INTEGER NOT NULL REFERENCES games (id),
        vote_id     TEXT NOT NULL,
        message_id  INTEGER NOT NULL,
        open        INTEGER NOT NULL DEFAULT 1
    );
CREATE TABLE stats (
        chat_id     INTEGER NOT NULL,
        user_id     INTEGER NOT NULL,
        name        TEXT NOT NULL,
        games       INTEGER NOT NULL DEFAULT 0,
        wins        INTEGER NOT NULL DEFAULT 0,
        points      INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (chat_id, user_id)
    );
CREATE TABLE timers (
        game_id     INTEGER NOT NULL REFERENCES games (id),
        key         TEXT NOT NULL,
        due         REAL NOT NULL,
        PRIMARY KEY (game_id, key)
    );
INSERT INTO "timers" VALUES(1,'deadline',1767000005.0);
CREATE INDEX games_by_chat ON games (chat_id, thread_id, status);
DELETE FROM "sqlite_sequence";
INSERT INTO "sqlite_sequence" VALUES('games',1);
COMMIT;