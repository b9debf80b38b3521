# Platform strings: lobby, commands, scores, settings.

## Game titles (for /games, /help and lobbies)

game-skattergoris = Scattergories
game-soobrazhariy = Soobrazhariy
game-dobble = Dobble
game-assotsiatsii = Associations
game-netslov = No Words

## Commands in Telegram's menu

cmd-start = What the bot does
cmd-help = Help and bot setup
cmd-games = Choose a game
cmd-rules = Rules of a game
cmd-score = Score of the current game
cmd-stop = Stop the game
cmd-stats = Chat leaderboard
cmd-settings = Chat settings
cmd-lang = Bot language
cmd-a = Scattergories: an answer (/a 3 whale), seen by you alone
cmd-secret = Associations: the hidden word, seen by you alone
cmd-guess = Associations: a guess, seen by you alone

## Help

help-private =
    I am Arbiter: I referee word and card games in group chats — I deal, keep time, count points and settle disputes.
    
    To start: add me to a group and send /games there, or one of:
    { $games }
    
    { help-during-game }
help-group =
    I am Arbiter: I referee word and card games — I deal, keep time, count points and settle disputes.
    
    What to play — /games, or straight away one of:
    { $games }
    
    { help-during-game }
help-during-game =
    During a game: /score — the score, /stop — stop it, /rules — the rules, /stats — the chat's leaderboard, /settings — language and game options (admins).
    { $secrets ->
        [group] Secret moves are written right in the group — only you and I see such messages: Scattergories answers — /a 3 whale; in Associations the hidden word — /secret winter, guesses — /guess snow. The command on its own shows your sheet, cards or guesses again.
       *[other] Secret moves (Scattergories answers, Associations words and guesses) are sent to me in private: open the bot with the button in the lobby.
    }
    
    To let me see plain group messages (answers in some games), turn privacy mode off: @BotFather → /setprivacy → @{ $bot } → Disable, then remove me from the group and add me again. Or simply make me a group admin.
games-menu = What shall we play?
game-soon-mark = (soon)
games-in-groups = Games are played in groups: add me to a group chat and send /games there.
game-coming-soon = “{ $game }” is coming soon. Meanwhile pick another game in /games.
game-unknown = I don't know that game. The list is in /games.
game-already-running = A game is already running in this chat. To stop it: /stop.
lobby-already-open = Players are already gathering for a game in this chat: press “Join” under its message. To cancel it: /stop.
rules-which = Rules of which game? For example: /rules skattergoris
rules-missing = The rules of “{ $game }” are not written yet.

## Lobby

lobby-title = Let's play “{ $game }”!
lobby-needs-bot = — open the bot with the button below to get private messages
lobby-players = Players: { $count } ({ $min }–{ $max } can play):
lobby-secrets-hint = Secret moves are written right here: only you and I see them.
lobby-private-hint = In this game you answer me privately — open the bot with the button below if you have not written to me yet.
lobby-privacy-warning = ⚠️ I cannot see plain messages in this group, and this game is answered with them. Make me an admin or turn privacy mode off (see /help).
lobby-join = Join
lobby-leave = Leave
lobby-start = Start
lobby-open-bot = Open the bot
lobby-joined = You're in!
lobby-left = You left the game.
lobby-joined-private = You're in “{ $game }”! Send your answers here.
lobby-already-in = You are already in the game.
lobby-not-in = You are not in this game.
lobby-full = No seats left: at most { $max ->
    [one] { $max } player
   *[other] { $max } players
}.
lobby-too-few = At least { $min ->
    [one] { $min } player
   *[other] { $min } players
} needed.
lobby-start-not-allowed = The game can be started by whoever opened it or by a chat admin.
lobby-open-bot-first = I can't write to you privately. Press “Open the bot” under the lobby, then “Start” — and you're in.
lobby-bots-cannot-play = Bots don't play.
lobby-cannot-start = The game could not start ({ $reason }).
lobby-not-a-member = This game is in a group you are not in. Join the group and press “Join” under the lobby.
lobby-joined-link = You are in “{ $game }”! Head back to the group.
lobby-in-another-game = You are already playing “{ $game }” in “{ $chat }”: your private answers would go to the wrong game. Finish it or leave that lobby first.
lobby-closed = This lobby is closed.
lobby-started = “{ $game }” has started!
lobby-timed-out = The “{ $game }” lobby closed: nobody started the game for 10 minutes.
lobby-empty = The “{ $game }” lobby closed: everyone left.
lobby-cancelled = The “{ $game }” lobby was cancelled.

## “Play again” under a finished game

rematch-gone = This button does nothing here — start a new game: /games.
rematch-not-a-player = “Play again” is for the players of this game.
rematch-too-few = Too few players of this game are still in the chat: at least { $min ->
    [one] { $min } player
   *[other] { $min } players
} needed. Start a new game: /games.

## The game

not-a-player = You are not playing in this game.
not-now = You can't do that now.
game-over-already = This game is over.
private-game-over = That game is over — this message went nowhere. To play again, send /games in a group.
private-no-game = You have no game answered here right now: it is over or has not started yet. This message went nowhere. To play, send /games in a group.
no-game = No game here right now. Start one with /games.
stop-confirm = Stop the game? I will show the score as it stands, but name no winner, and the game will not count in /stats.
stop-yes = Yes, stop
stop-no = No, play on
stop-not-allowed = The game can be stopped by whoever opened it or by a chat admin.
game-stopped = The game was stopped.
game-closed-bot-removed = I was removed from the group where “{ $game }” was being played: the game is closed, the score is kept.
error-try-again = Something went wrong — please try again.

## Scores

scores-now = Score:
scores-final = Final score:
scores-stopped = The score when the game was stopped (no winner is named):
scores-lower-better = These are penalty points: the fewer, the better.
scores-line = { $place }. { $name } — { $points ->
    [one] { $points } point
   *[other] { $points } points
}
scores-winners = { $count ->
    [one] Winner: { $names }!
   *[other] Winners: { $names }!
}
stats-title-game = The chat's leaderboard in “{ $game }”:
stats-lower-better = Points here are penalties summed over every game: the fewer, the higher the place.
stats-title = Chat leaderboard:
stats-empty = No game has been finished in this chat yet.
stats-line = { $place }. { $name } — { $wins ->
    [one] { $wins } win
   *[other] { $wins } wins
}, { $points ->
    [one] { $points } point
   *[other] { $points } points
}, { $games ->
    [one] { $games } game
   *[other] { $games } games
}
stats-line-no-points = { $place }. { $name } — { $wins ->
    [one] { $wins } win
   *[other] { $wins } wins
}, { $games ->
    [one] { $games } game
   *[other] { $games } games
}

## Settings

settings-title = Chat settings: language and game options. Press to change.
lang-title = The bot's language in this chat:
language-name = English
setting-on = on
setting-off = off
lang-set = Done: I speak English here.
admins-only = Only chat admins can do this.

## Secrets inside the group (ephemeral messages: seen by their receiver alone)

secrets-shown = Shown again — only you see it.
secrets-none = You have nothing secret in this game right now.
secret-no-game = /{ $command } does nothing right now: no game that takes it is running here.
secret-not-a-player = You are not playing in this game.
