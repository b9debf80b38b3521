BEGIN TRANSACTION;
CREATE TABLE chats (
        chat_id     INTEGER PRIMARY KEY,
        locale      TEXT,
        settings    TEXT NOT NULL DEFAULT '{}',
        updated_at  REAL NOT NULL DEFAULT 0
    );
INSERT INTO "chats" VALUES(-4000000001,'en','{"memory":{"skattergoris":{"recent_list_ids":[4,11]}}}',1767000000.0);
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
INSERT INTO "games" VALUES(1,'skattergoris',-4000000001,0,'running',1001,'[{"id":1001,"name":"Ann"},{"id":1002,"name":"Bob"}]','{"locale":"en","options":{"rounds":3,"timer":180,"hard_die":false,"bonus":false,"challenge_seconds":45,"review_seconds":90,"answer_grace":2}}',42,'{"kind":"skattergoris","players":[{"id":1001,"name":"Ann"},{"id":1002,"name":"Bob"}],"settings":{"rounds":3,"timer":180.0,"die":"standard","bonus":false,"challenge_time":45.0,"review_time":90.0,"answer_grace":2.0,"min_players":2,"max_players":10,"language":"en"},"rng":8709371129873690750,"lists":[{"id":1,"categories":["Boy''s name","Insect","Things that are cold","Car brand","Vegetable","U.S. city","Musical instrument","Kitchen utensil","Job or occupation","Fairy tale character","Sport","Things you take camping"]},{"id":2,"categories":["Girl''s name","Bird","Holiday food","River","Item of clothing","Things in your pocket","Author or poet","Color","School subject","Toy","Tree or bush","Excuses for being late"]},{"id":3,"categories":["African animal","World capital","Drink","Things that make noise","Famous last name","Tool in a workshop","Illness","Dog breed","Movie heroine","Candy","Furniture","Things you should not touch"]},{"id":4,"categories":["Fish or sea creature","Country","Fruit or berry","Something round","Verb of motion","Body part","Classic movie","Store or chain","Household chore","Dance","Excuses for a teacher","Things you pack in a suitcase"]},{"id":5,"categories":["Fruit","Things you write with","Cartoon character","Planet, star or constellation","Mineral or gem","Something sticky","Hobby","Breakfast food","Currency","Holiday","Things in a hospital","Name for a cat"]},{"id":6,"categories":["Flower","Clothing brand","Something soft","City of the world","Song title","Adjective for a person","Things in a bathroom","Means of transport","Military rank","Things at an amusement park","Video game","Reasons to stay in bed"]},{"id":7,"categories":["Mammal","Things in a garden","Composer or musician","Something hot","Island","Words your grandmother would not say","Fabric or material","Pastry or dough dish","Things on a desk","Band or singer","Things in the sky","Things said at a wedding"]},{"id":8,"categories":["Biblical or mythical name","Spice or herb","Chemical element","Something prickly","Public building","Literary hero","Board game","Internet slang","Something square","Seafood","Things you can lose","Gift for a friend"]},{"id":9,"categories":["Cat or dog breed","Cheese","Athlete","Something shiny","Sea or ocean","Baked treat","Zodiac sign","Book title","Things in a car","Mushroom","Weekend chores","Things fans shout"]},{"id":10,"categories":["Children''s game","Things in a school bag","Painter or painting","Something loud","Jewelry","Dairy product","Street name","Reptile or amphibian","Science word","Things made of plastic","Weapon","Reasons to call your mother"]},{"id":11,"categories":["State or province","Houseplant","Bread or bun","Something fast","Sports equipment","Film director","Household appliance","Hat","Things that melt","Berry","Sailor''s word","Things to do on a rainy day"]},{"id":12,"categories":["TV show","Cereal or grain","Something wooden","Kind of shoe","Football term","Bird that cannot fly","Famous landmark","Sauce","Feeling or mood","Part of a house","Toiletry","Things you hide from guests"]},{"id":13,"categories":["Fairy tale hero","Medicine or first-aid item","Something heavy","Mountain or peak","Salad","Lake","Language","Bicycle part","Things said to children","Things at a zoo","Statue or monument","Things people collect"]},{"id":14,"categories":["Something tiny","Tropical fruit","Childhood drink","Famous scientist","Weather event","Things in grandma''s closet","Predator","Office supply","Animated film","Something sour","City transport","Excuses for missing a date"]},{"id":15,"categories":["Things every town has","Internal organ","Winter sport","Cooking tool","King, queen or ruler","Cake or cookie","Pet''s name","Things with wheels","Word on a sign","Soup","Something transparent","Things politicians promise"]},{"id":16,"categories":["Dog''s name","Marine animal","Music genre","Something sharp","Things in an office","European country","Character from a school book","Things that smell","Dessert","Constellation or planet","Part of a shirt","Excuses not to wash the dishes"]}],"recent_list_ids":[],"left":[],"phase":"answering","round_no":2,"extra":0,"contenders":[1001,1002],"letter":"T","list_id":11,"started_at":1767000000.0,"answers_deadline":1767000180.0,"sheets":[[1001,{"answers":[null,null,null,null,null,null,null,null,null,null,null,null],"stamps":[null,null,null,null,null,null,null,null,null,null,null,null]}],[1002,{"answers":[null,null,null,null,null,null,null,null,null,null,null,null],"stamps":[null,null,null,null,null,null,null,null,null,null,null,null]}]],"done":[],"statuses":[],"challenges":[],"idle_since":1767000000.0,"letters":["N","T"],"list_ids":[4,11],"history":[[[1001,1],[1002,0]]],"totals":[[1001,1],[1002,0]],"winners":[],"over_reason":null}',6,'{"lobby":4,"countdown:1":6,"sheet:1@1001":1,"sheet:1@1002":1,"review:1":8,"countdown:2":10,"sheet:2@1001":4,"sheet:2@1002":4}',1767000000.0,1767000000.0,1767000000.0);
CREATE TABLE journal (
        game_id     INTEGER NOT NULL REFERENCES games (id),
        seq         INTEGER NOT NULL,
        command     TEXT NOT NULL,
        at          REAL NOT NULL,
        PRIMARY KEY (game_id, seq)
    );
INSERT INTO "journal" VALUES(1,1,'{"type":"say","player_id":1001,"text":"1 Nob\n2 Nob","date":1767000000,"message_id":2,"private":true}',1767000000.0);
INSERT INTO "journal" VALUES(1,2,'{"type":"say","player_id":1002,"text":"3 Zebra","date":1767000000,"message_id":2,"private":true}',1767000000.0);
INSERT INTO "journal" VALUES(1,3,'{"type":"press","player_id":1001,"action":"done","arg":"1:answering"}',1767000000.0);
INSERT INTO "journal" VALUES(1,4,'{"type":"press","player_id":1002,"action":"done","arg":"1:answering"}',1767000000.0);
INSERT INTO "journal" VALUES(1,5,'{"type":"press","player_id":1001,"action":"done","arg":"1:review"}',1767000000.0);
INSERT INTO "journal" VALUES(1,6,'{"type":"press","player_id":1002,"action":"done","arg":"1:review"}',1767000000.0);
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
INSERT INTO "timers" VALUES(1,'deadline',1767000182.0);
CREATE INDEX games_by_chat ON games (chat_id, thread_id, status);
DELETE FROM "sqlite_sequence";
INSERT INTO "sqlite_sequence" VALUES('games',1);
COMMIT;