BEGIN TRANSACTION;
CREATE TABLE chats (
        chat_id     INTEGER PRIMARY KEY,
        locale      TEXT,
        settings    TEXT NOT NULL DEFAULT '{}',
        updated_at  REAL NOT NULL DEFAULT 0
    );
INSERT INTO "chats" VALUES(-4000000001,'en','{}',1767000000.0);
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
INSERT INTO "games" VALUES(1,'soobrazhariy',-4000000001,0,'running',1001,'[{"id":1001,"name":"Ann"},{"id":1002,"name":"Bob"}]','{"locale":"en","options":{"min_players":2,"max_players":10,"lang":"ru","letters":"АБВГДЕЖЗИКЛМНОПРСТУФХЦЧШЭЯ","letter_copies":2,"special_copies":2,"short_game":false,"short_game_letters":26,"letter_pause":3,"challenge_window":8,"no_answer_time":45,"count_time":5,"more_time":60,"vote_time":30,"post_wait":60,"bid_time":30,"max_bid":20,"answer_grace":2}}',42,'{"kind":"soobrazhariy","players":[{"id":1001,"name":"Ann"},{"id":1002,"name":"Bob"}],"present":[1001,1002],"settings":{"min_players":2,"max_players":10,"lang":"en","letters":"ABCDEFGHIJKLMNOPQRSTUVWXYZ","letter_copies":2,"special_copies":2,"short_game":false,"short_game_letters":26,"letter_pause":3,"challenge_window":8,"no_answer_time":45,"count_time":5,"more_time":60,"vote_time":30,"post_wait":60,"bid_time":30,"max_bid":20,"answer_grace":2},"categories":["An item of clothing","A city or town","An animal","A vegetable","A fruit or berry","A river","A country","A job or profession","A flower","A drink","A bird","A fish or other sea creature","A tree or shrub","A sport","A musical instrument","A thing in the kitchen (a thing is made by people)","A thing in the bathroom (a thing is made by people)","A school subject","A dish or meal","Something sweet to eat","A workshop tool (made by people)","A means of transport","A piece of furniture","A part of the body","An insect","A fairy-tale character","A first name","A writer or poet","A capital city","A game: board, children''s or sports","An illness","A kind of weather","An animal smaller than a cat","A thing bigger than a fridge (made by people)","Something round","Something red","Something that can be cold","A thing that fits in a pocket (made by people)","A thing you take camping (made by people)","A thing made of metal (made by people)","A place in town you can go into","A film or cartoon","A character from a book or film","A dance","A stone or mineral","A spice or seasoning","A plant that is not a tree","A sea, lake or ocean","A holiday or celebration","A toy (made by people)","A feeling or mood","Something that flies"],"rng":11100747932625521989,"cards":{"category_deck":["cat:31","cat:12","cat:16","cat:24","cat:15","cat:27","cat:2","cat:40","cat:22","cat:37","cat:25","cat:26","cat:11","cat:30","longer","cat:33","cat:0","cat:28","cat:23","cat:6","cat:36","cat:18","cat:14","longer","cat:8","last","more","cat:29","cat:41","cat:43","cat:21","cat:47","cat:10","cat:3","shorter","cat:45","cat:4","cat:9","cat:46","cat:32","cat:35","cat:39","shorter","cat:1","cat:20","cat:44","cat:49","cat:38","more","cat:7","cat:5","cat:17","cat:50","cat:19","cat:42","cat:34","cat:51","last","cat:48"],"letter_deck":["I","H","Y","G","A","W","P","Q","V","D","C","A","Q","S","G","I","C","N","D","F","M","S","O","R","M","J","E","W","H","K","Z","Z","P","O","K","E","U","X","B","U","N","B","R","Y","J","L","X","F","L","V","T"],"box_letters":[],"open_stack":["cat:13"],"discard":[],"letter_discard":[],"won":[[1001,[]],[1002,[]]],"penalties":[[1001,[]],[1002,[]]]},"opener":1002,"turn":{"number":1,"opener":1002,"play":"ordinary","category":"cat:13","phase":"answering","letter_at":1767000003.0,"letter":"T","anchor_name":"letter-1","anchor":[1767000003,6],"posted_at":1767000003.0,"opened_at":1767000003.0,"answers":[{"player_id":1002,"text":"tabcdef","date":1767000003,"message_id":7,"received_at":1767000003.0}],"rejected":[],"accepted":[],"challenges":[],"challenged":[],"shown":7,"shown_at":1767000003.0,"noted":[],"skips":[],"bidding":null,"bidder":null,"bid":0},"turns":1,"letters_opened":1,"now":1767000003.0,"over_reason":null}',3,'{"lobby":4,"answer-7":8}',1767000000.0,1767000000.0,1767000003.0);
CREATE TABLE journal (
        game_id     INTEGER NOT NULL REFERENCES games (id),
        seq         INTEGER NOT NULL,
        command     TEXT NOT NULL,
        at          REAL NOT NULL,
        PRIMARY KEY (game_id, seq)
    );
INSERT INTO "journal" VALUES(1,1,'{"type":"tick"}',1767000003.0);
INSERT INTO "journal" VALUES(1,2,'{"type":"posted","anchor":"letter-1","date":1767000003,"message_id":6}',1767000003.0);
INSERT INTO "journal" VALUES(1,3,'{"type":"say","player_id":1002,"text":"tabcdef","date":1767000003,"message_id":7,"private":false}',1767000003.0);
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
INSERT INTO "timers" VALUES(1,'deadline',1767000011.0);
CREATE INDEX games_by_chat ON games (chat_id, thread_id, status);
DELETE FROM "sqlite_sequence";
INSERT INTO "sqlite_sequence" VALUES('games',1);
COMMIT;