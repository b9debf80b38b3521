# “No Words” («Нет слов»): the host's strings. The cards and the words are Russian.

rules-netslov =
    <b>No Words</b> («Нет слов») is a Russian word game, whatever language this chat uses: the letters are Russian, and so are the words, written in Cyrillic. You’ll need some Russian to play.
    The table holds the conversation, opened by two red letters. The other red letters (А, Е, И, О) lie on the showcase, and everyone holds { $hand_size } black letters only they can see { $secrets ->
        [group] — in a message shown to them alone (the “🔒 My letters” button shows it again).
       *[other] (the “🔒 My letters” button).
    }
    A turn is exactly one letter into the conversation: a black one from your hand (then you draw another) or a red one from the showcase. Then the next player in turn order moves.
    When the conversation's letters make a word, any opponent of whoever laid the latest letter writes «Не говори ДОМ!» or /word дом. Letters go in any order, each used once; Ё is Е, Й is not И.
    A word has { $min_word_length } letters or more and is a Russian noun in the nominative singular (a plural only where there is no singular), no proper name, no slang. A word the dictionary does not know is put to the players' vote ({ $vote_seconds } s); a tie rejects it. So is a word the dictionary knows as colloquial (ИНЕТ), rare (ВЕПС) or more often as another word (КОТЫ: cats rather than shoes); plain jargon (МЕНТ, КОМП) is refused at once. Й is not И: ЧАИКА for ЧАЙКА does not count.
    For an accepted word, whoever laid the latest letter takes its black letters into their penalty pile — one penalty point each — even if the word could have been made earlier. Its red letters go back to the showcase. When fewer than two red letters are left in the conversation, a new one starts. The penalised player chooses who moves next: themselves or the player on their left.
    The game ends when someone has { $penalty_limit } penalty points or the last black letter is drawn. The fewest penalty points win; a tie shares the win. Over a series (/stats netslov) the points add up, and the fewest lead.

setting-netslov-penalty_limit = the game ends at { $value } penalty points
setting-netslov-allow_proper_names = proper names allowed: { $value }
setting-netslov-allow_slang = slang allowed: { $value }
setting-netslov-vote_seconds = vote on an unknown word: { $value } s

netslov-privacy-hint = I cannot see «Не говори ДОМ!» in this group, but a word can also be called with a command — /word дом — which always works.

## The start

netslov-started =
    Let's play! Turn order: { $seats }. { $first } starts.
    A turn is one letter into the conversation: a black one from your hand (the ⚫ buttons by number; “🔒 My letters” shows yours) or a red one from the showcase (the 🔴 buttons).
    When the conversation's letters make a word, write «Не говори ДОМ!» or /word дом: its black letters go as penalties to whoever laid the latest letter.
    The game goes on until someone has { $limit ->
        [one] { $limit } penalty point
       *[other] { $limit } penalty points
    }; the fewest penalty points win.

## The table (one message, edited in place)

netslov-started-in-group =
    Let's play! Turn order: { $seats }. { $first } starts.
    A turn is one letter into the conversation: a black one from your hand (your letters are in a message only you see: on your turn press a letter there; “🔒 My letters” shows it again) or a red one from the showcase (the 🔴 buttons).
    When the conversation's letters make a word, write «Не говори ДОМ!» or /word дом: its black letters go as penalties to whoever laid the latest letter.
    The game goes on until someone has { $limit ->
        [one] { $limit } penalty point
       *[other] { $limit } penalty points
    }; the fewest penalty points win.

## The table (one message, edited in place)

netslov-table-title = <b>No Words</b> · turn { $turn }
netslov-conversation = 💬 Conversation: { $letters }
netslov-showcase = 🔴 Showcase: { $letters }
netslov-showcase-empty = 🔴 The showcase is empty
netslov-deck = { $count ->
    [0] 🂠 The deck is empty
    [one] 🂠 { $count } letter in the deck
   *[other] 🂠 { $count } letters in the deck
}
netslov-penalties = ⚖️ Penalty points (game to { $limit }): { $list }
netslov-penalty-item = { $name } — { $points }
netslov-passed = { $name } passes: nothing to lay.
netslov-target = 🎯 A word now is a penalty for { $name }.
netslov-no-target = 🎯 Nobody has laid a letter in this conversation yet — nobody to penalise.
netslov-table-turn = 👉 { $name } to move.
netslov-table-judging = ⏳ Checking the word…
netslov-table-voting = 🗳 Voting on a word — turns wait.
netslov-table-choosing = ⚖️ { $chooser } chooses who moves next: { $chooser } or { $left }.
netslov-table-over = 🏁 The game is over.
netslov-table-stopped = ⏹ The game was stopped.

netslov-my-letters = 🔒 My letters
netslov-slot = ⚫ { $number }
netslov-slot-letter = ⚫ { $number } · { $letter }
netslov-secrets-hint = Everyone sees their own letters right here — nobody else does.
netslov-hand-status = 🔒 Your letters (only you see them): { $letters }.
netslov-hand-status-over = 🔒 Your letters at the end: { $letters }. The game is over.
netslov-hand-status-your-turn = 🔒 Your letters (only you see them): { $letters }.
    Your turn! Press a letter to lay it, or take a red one from the showcase (the 🔴 buttons on the table’s message).
netslov-red = 🔴 { $letter }
netslov-choose = { $name } moves

## A hand (only ever in an alert to its owner)

netslov-hand-slot = { $slot } — { $letter }
netslov-hand = Your letters: { $letters }.
netslov-hand-your-turn = Your letters: { $letters }. It's your turn!
netslov-hand-empty = You hold no letters.
netslov-hand-after-play = You laid { $letter }. Your letters now: { $letters }.

## Words

netslov-charged = ✅ { $word } — accepted!
netslov-charged-by-vote = ✅ { $word } — accepted by vote ({ $yes } : { $no })!
netslov-charged-black = { $name } takes { $cards } into their penalty pile: +{ $count }, { $total ->
    [one] { $total } penalty point now
   *[other] { $total } penalty points now
}.
netslov-charged-no-black = The word has only red letters — no penalty.
netslov-reds-back = { $count ->
    [one] { $cards } goes back to the showcase.
   *[other] { $cards } go back to the showcase.
}
netslov-reset = Fewer than two red letters are left in the conversation — a new one starts: { $conversation }.
netslov-reset-discarded = Fewer than two red letters are left in the conversation: { $discarded } { $count ->
    [one] goes
   *[other] go
} to the discard pile, and a new conversation starts: { $conversation }.
netslov-choice = { $chooser }, who moves next — you or { $left }? The buttons are on the table ⬆️; if you do not choose within { $seconds } s, { $left } moves.

netslov-rejected-too-short = ❌ { $word } is too short: a word needs { $min } letters or more.
netslov-rejected-not-formable = ❌ { $word } cannot be made from the conversation: missing { $missing }.
netslov-rejected-not-russian = ❌ { $word } isn’t Russian: in No Words the words are Russian, written in Cyrillic (/word дом).
netslov-missing-count = { $letter } (needs { $needed }, there are { $have })
netslov-and = { $head } and { $last }
netslov-rejected-not-a-noun = ❌ { $word } is not a noun.
netslov-rejected-plural = ❌ { $word } is plural, and a word must be singular: { $lemma }.
netslov-rejected-plural-bare = ❌ { $word } is plural, and a word must be singular.
netslov-rejected-wrong-case = ❌ { $word } is not in the nominative; only { $lemma } counts.
netslov-rejected-wrong-case-bare = ❌ { $word } is not in the nominative.
netslov-rejected-proper = ❌ { $word } is a proper name, and those do not count (they can be allowed in /settings).
netslov-rejected-slang = ❌ { $word } is slang, and that does not count (it can be allowed in /settings).
netslov-rejected-abbreviation = ❌ { $word } is an abbreviation, and those do not count.
netslov-rejected-misspelling = ❌ { $word } is not how the word is spelt.
netslov-rejected-already-taken = ❌ { $word } was taken already: those letters are no longer in the conversation.
netslov-rejected-rejected-by-vote = ❌ The players already voted { $word } down.
netslov-rejected-voted-down = ❌ { $word } was voted down ({ $yes } : { $no }).
netslov-rejected-tie = ❌ { $word }: the vote is a tie ({ $yes } : { $no }), and a tie rejects the word.
netslov-rejected-other = ❌ { $word } does not count.

netslov-poll-question = «{ $word }» is not in my dictionary. Is it a word? If so, { $name } gets the penalty; a tie rejects it.
netslov-poll-question-doubtful = «{ $word }» is in my dictionary, but as a colloquial or rare word, or more often as a form of another word. Does it count? If so, { $name } gets the penalty; a tie rejects it.
netslov-poll-yes = Yes, it is a word
netslov-poll-no = No such word
netslov-claim-waits = I will check { $word } when the vote is over.

netslov-dropped-game-over = { $word } was not checked in time — the game is over.
netslov-dropped-claimant-left = { $word } is not checked: { $name } has left the game.
netslov-dropped-target-left = { $word } is not checked: whoever laid the latest letter has left the game.

netslov-say-no-word = { $name }, which word? Write it like this: «Не говори ДОМ!» or /word дом.
netslov-say-against-yourself = { $name }, you laid the latest letter yourself — you cannot catch yourself.
netslov-say-no-one-to-charge = Nobody has laid a letter in the new conversation yet — there is nobody to penalise.
netslov-say-already-claimed = { $name }, { $word } is being checked already.

netslov-left = 🚪 { $name } leaves the game; the letters in their hand go to the discard pile.

## The end

netslov-over-penalties = 🏁 The game is over: { $name } reaches { $count ->
    [one] { $count } penalty point
   *[other] { $count } penalty points
}.
netslov-over-deck = 🏁 The game is over: the last black letter was drawn.
netslov-over-players = 🏁 The game is over: only one player is left at the table.
netslov-over-no-cards = 🏁 The game is over: nobody has a letter left to lay.
netslov-final-title = Penalty points (the fewer, the better):
netslov-final-line = { $place }. { $name } — { $points }
netslov-final-line-out = { $place }. { $name } — { $points } (left the game)
netslov-winners = { $count ->
    [one] 🏆 Winner: { $names }!
   *[other] 🏆 Sharing the win: { $names }!
}
netslov-missed = { $count ->
    [one] 🤫 Nobody called it, but the conversation held { $words }.
   *[other] 🤫 Nobody called them, but the conversation held: { $words }.
}

## Why a button did nothing (a toast for the presser)

netslov-refused-game-over = The game is over.
netslov-refused-not-a-player = You are not playing in this game.
netslov-refused-not-a-claim = That is not a «Не говори …!» claim.
netslov-refused-no-word = Which word? For example: «Не говори ДОМ!» or /word дом.
netslov-refused-against-yourself = You laid the latest letter yourself — you cannot catch yourself.
netslov-refused-no-one-to-charge = Nobody has laid a letter in this conversation yet.
netslov-refused-already-claimed = You called that word already — it is being checked.
netslov-refused-stale-button = This button no longer works: the table has changed since.
netslov-refused-not-your-turn = It is not your turn.
netslov-refused-not-your-choice = The penalised player chooses who moves next.
netslov-refused-no-such-card = That letter is no longer there.
netslov-refused-claim-being-judged = One moment: a word is being checked.
netslov-refused-vote-open = Wait: a word is being voted on.
netslov-refused-choice-pending = Wait: the next mover is being chosen.
netslov-refused-no-such-vote = That vote is closed.
netslov-refused-no-such-option = There is no such option.
netslov-refused-unknown-anchor = Not now.
netslov-refused-unknown-command = Not now.
