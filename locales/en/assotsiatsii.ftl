# Associations: the leader's turn and the guesses in private; the reveal, votes, table and track in the group.

rules-assotsiatsii =
    <b>Associations</b>: the leader lays out words and hides one that links them — the others guess it.
    • Everyone holds 6 word cards: { $secrets ->
        [group] I show them right in the group, to you alone.
       *[other] I send them privately, nobody else sees them.
    } The lead passes in turn, in the order players joined the lobby.
    • { $secrets ->
        [group] The leader picks at least three cards with the buttons — their order matters, everyone sees it — and hides the word with the /secret command (only you and I see it: “/secret winter”):
       *[other] In a private chat with me the leader picks at least three cards — their order matters, everyone sees it — and writes the hidden word:
    } one noun (common or proper; a compound like “seaside” is fine, a phrase is not), not sharing a root with any laid word, in English. The turn takes up to { $leader_time } s.
    • The others see the words in the group and { $secrets ->
        [group] write up to three guesses with the /guess command — only you and I see it: “/guess snow” (one per line or one per command)
       *[other] send me up to three guesses privately (one per line or one per message)
    } within { $guess_time } s. ✖ removes a guess so you can write another; “Done” means final. A guess is the word in any form (“squirrels” is “squirrel”), not another noun that looks like one of its forms.
    • Guessing the word is +3, and the leader gets +3 (once) if anyone did. The remaining guesses are compared: each one that matches someone else’s gives +1 to everyone who wrote it. Same-root words very close in meaning (“patriot” and “patriotism”, but not “entrance” and “exit”) go to a vote of the players; a tie means no match. The same goes for the hidden word itself: with “patriotism” hidden, a guess of “patriot” is put to the vote, and if the players agree, it counts as guessing the word (+3, and +3 to the leader).
    • The track is { $track_length } points. Once a round ends with someone at or past the finish, the final round is played: 6 of the game’s hidden words, no leader; everyone writes three associations for all of them at once. A match shared by several players gives each of them one point for every player who wrote it. The one furthest along the track wins; a tie is a shared win.

setting-assotsiatsii-track_length = track: { $value } points
setting-assotsiatsii-guess_time = time to guess: { $value } s
setting-assotsiatsii-leader_time = leader’s turn: { $value } s
setting-assotsiatsii-text_mode = track as text, no picture: { $value }

## Time

assoc-minutes = { $n ->
    [one] { $n } minute
   *[other] { $n } minutes
}
assoc-seconds = { $n ->
    [one] { $n } second
   *[other] { $n } seconds
}

## The start and the leader's turn

assoc-started = The track is { $track } points; leaders in turn: { $order }.
    Cards, the leader’s turn and the guesses are in your private chat with me; don’t post the leader’s word in the group.
assoc-started-in-group = The track is { $track } points; leaders in turn: { $order }.
    Cards, the hidden word and the guesses are seen by their owners alone: hide the word with /secret, guess with /guess — only you and I see such messages. Don’t post them as plain text in the group.
assoc-hand = Your cards: { $cards }.
    When it’s your turn to lead, you’ll pick from them.
assoc-hand-refilled = You drew cards to make six again: { $cards }.
assoc-turn = <b>Round { $round }.</b> { $name } leads: picking cards and hiding a word in a private chat with me ({ $time } for that).
assoc-turn-in-group = <b>Round { $round }.</b> { $name } leads: picking cards and hiding a word with /secret — only the leader sees the word. The turn takes up to { $time }.
assoc-my-cards = 🔒 My cards
assoc-my-guesses = 📝 My guesses
assotsiatsii-secrets-hint = Cards, the hidden word and the guesses stay right here, seen by their owner alone. No need to open the bot.
assoc-lead-title = <b>Round { $round } · you lead</b>
assoc-lead-help = Pick cards — at least { $min } — in the order everyone will see them. Then write here one word that links them: a noun that shares no root with any laid word. You have { $time }.
assoc-lead-help-in-group = Pick cards — at least { $min } — in the order everyone will see them. Then hide one word that links them with /secret: “/secret winter” — a noun that shares no root with any laid word. Only you see this. You have { $time }.
assoc-lead-picked = Picked: { $cards }
assoc-lead-none-picked = Nothing picked yet.
assoc-lead-waiting-word = The word “{ $word }” is waiting for your answer — see the question below.
assoc-lead-laid = Laid: { $cards }
    Hidden word: <b>{ $word }</b>
assoc-word-taken = ✅ Hidden: <b>{ $word }</b>. The words are in the group — waiting for guesses.
assoc-lead-timeout = ⌛ Your time to lead is up — the next player leads. You keep your cards.
assoc-lead-stopped = ⏹ The game was stopped.
assoc-confirm-roots = “{ $word }” may share a root with { $count ->
    [one] the word
   *[other] the words
} { $cards }. If the roots differ, keep it; if not, write another word.
assoc-confirm-unknown = “{ $word }” is not in my dictionary. If it is a noun — a name or a title, say — keep it; if not, write another word.
assoc-keep = Keep “{ $word }”
assoc-another = Another word
assoc-lead-passed-timeout = ⌛ Time is up: { $name } skips the turn to lead.
assoc-lead-passed-unreachable = { $name } skips the turn to lead: my private messages don’t get through. { $name }, open the chat with me and press “Start” to lead next time.
assoc-lead-passed-unreachable-in-group = { $name } skips the turn to lead: my messages don’t get through.

## Guessing

assoc-words = <b>Round { $round }</b> · { $name } leads
    { $words }
assoc-words-final = <b>The final round</b> — no leader. The words the leaders hid:
    { $words }
assoc-words-help = What links them? Send me up to { $limit } guesses privately.
assoc-words-help-in-group = What links them? Write up to { $limit } guesses with /guess — only you and I see it: “/guess snow”.
assoc-words-help-final = Send me { $limit } associations for all the words at once, privately. A match shared by several players gives each of them one point for every player who wrote it.
assoc-words-help-final-in-group = Write { $limit } associations for all the words at once with /guess — only you and I see it. A match shared by several players gives each of them one point for every player who wrote it.
assoc-clock = ⏳ { $time } left
assoc-clock-over-time = ⌛ Time is up.
assoc-clock-over-done = ✅ Everyone is done.
assoc-clock-stopped = ⏹ The game was stopped.
assoc-progress = ✅ Done: { $done }. Waiting for: { $waiting }.
assoc-sheet-title = <b>Round { $round }</b> · { $words }
assoc-sheet-title-final = <b>The final round</b> · { $words }
assoc-sheet-empty = No guesses yet.
assoc-sheet-empty-final = No associations yet.
assoc-sheet-count = Your guesses ({ $count } of { $limit }):
assoc-sheet-count-final = Your associations ({ $count } of { $limit }):
assoc-sheet-help = One per line or one per message. ✖ removes a guess; “Done” when you’re set. You have { $time }.
assoc-sheet-help-in-group = Only you see this list. Write with /guess, one per line or one per command. ✖ removes a guess; “Done” when you’re set. You have { $time }.
assoc-sheet-help-final = One per line or one per message. ✖ removes an association; “Done” when you’re set. You have { $time }.
assoc-sheet-help-final-in-group = Only you see this list. Write with /guess, one per line or one per command. ✖ removes an association; “Done” when you’re set. You have { $time }.
assoc-sheet-full = No room left: to replace a guess, remove it with ✖. All set — press “Done”.
assoc-sheet-full-final = No room left: to replace an association, remove it with ✖. All set — press “Done”.
assoc-sheet-repeated = Already on your list: { $guesses }.
assoc-sheet-done = ✅ Done — guesses in.
assoc-sheet-done-final = ✅ Done — associations in.
assoc-sheet-closed = ⌛ Time is up — guesses in.
assoc-sheet-closed-final = ⌛ Time is up — associations in.
assoc-sheet-closed-none = ⌛ Time is up — you wrote no guesses.
assoc-sheet-closed-none-final = ⌛ Time is up — you wrote no associations.
assoc-sheet-stopped = ⏹ The game was stopped.
assoc-done = Done
assoc-not-guessing-yet = The leader is still picking cards — send guesses once the words appear in the group.
assoc-back = You’re back in touch. If a round is on, the words are in the group; send your guesses here.
assoc-back-in-group = You’re back in touch. If a round is on, the words are in the group; guess with /guess.

## The reveal and the votes

assoc-revealed = 🔓 The leader’s word is <b>{ $word }</b>. { $count ->
    [0] Nobody guessed it.
   *[other] Guessed by: { $names }.
}
assoc-revealed-final = ⌛ Time is up — here are the associations.
assoc-guesses-line = { $name }: { $guesses }
assoc-no-guesses = no guesses
assoc-votes-intro = { $count ->
    [one] A similar pair
   *[other] Similar pairs
} — vote: is it the same word? Players only, { $time } to vote; a tie means no match.
assoc-poll-question = “{ $first }” and “{ $second }” — a match?
assoc-poll-yes = Yes, the same
assoc-poll-no = No, different words
assoc-vote-match = “{ $first }” = “{ $second }”: yes { $yes }, no { $no }. A match.
assoc-vote-no-match = “{ $first }” ≠ “{ $second }”: yes { $yes }, no { $no }. No match.
assoc-vote-tie = “{ $first }” ≠ “{ $second }”: yes { $yes }, no { $no }. A tie — no match.

## The round's table and the track

assoc-table-title = <b>Round { $round } results</b> · the word: “<b>{ $word }</b>” · { $name } led
assoc-table-title-final = <b>Final round results</b>
assoc-table-legend = +3 — guessed the word · +1 — matched someone · “—” — no points
assoc-table-legend-final = +N — matched by N players · “—” — no points
assoc-table-leader = { $name } (led): { $points ->
    [0] 0 — nobody guessed the word
   *[other] +{ $points } — the word was guessed
}
assoc-table-points = Points this round: { $points }
assoc-points-item = { $name } { $points }
assoc-track-title = Track: first to { $length }
assoc-track-finish = Start · finish
assoc-track-caption = <b>Track: first to { $length }</b>
assoc-track-line = { $name } — { $total }
assoc-finish-reached = 🏁 At the finish: { $names }. The final round is next!
assoc-deck-reshuffled = The deck ran out — I shuffled the discards back in: { $cards ->
    [one] { $cards } card
   *[other] { $cards } cards
}.

## Players

assoc-player-left = { $name } leaves the game.
assoc-unreachable = { $name } isn’t getting my private messages — the guesses already written will count. { $name }, open the chat with me and press “Start” to keep playing.
assoc-unreachable-in-group = { $name } isn’t getting my messages in the group — the guesses already written will count.
assoc-reachable = { $name } gets my private messages again.
assoc-over-too-few-players = Fewer than three players are left — the game is over.
assoc-over-no-reachable-leader = Nobody can lead: my private messages reach none of the players — the game is over.
assoc-over-no-reachable-leader-in-group = Nobody can lead: my messages reach none of the players — the game is over.
assoc-over-idle = A whole round of turns went by and nobody hid a word — the game is over.

## Secrets in the group

assoc-posted-draft = { $name }, the word is hidden in a private chat with me, and everyone has seen this one — pick another.
assoc-posted-draft-in-group = { $name }, the word is hidden with /secret, which only I see — everyone has seen this one, pick another.
assoc-posted-word = { $name }, the leader’s word stays secret until the end of the round.
assoc-posted-hint = { $name }, the leader gives no hints: let the words speak for themselves.
assoc-posted-guess = { $name }, send guesses to me privately: a guess everyone can see is no secret and doesn’t count.
assoc-posted-guess-in-group = { $name }, guess with /guess, which only I see: a guess everyone can see is no secret and doesn’t count.
assoc-posted-deleted = I deleted the message.
assoc-posted-kept = I couldn’t delete the message: I need admin rights for that.

## Why not: the answer to a button or a private message (plain text, at most 200 characters).

assotsiatsii-refused-game-over = The game is over.
assotsiatsii-refused-not-a-player = You’re not playing this game.
assotsiatsii-refused-left-the-game = You’ve left the game.
assotsiatsii-refused-unknown-command = That doesn’t work in this game.
assotsiatsii-refused-stale-button = This button no longer works: the round or the list has changed.
assotsiatsii-refused-private-only = Send words and guesses to me privately, not in the group.
assotsiatsii-refused-private-only-in-group = Hide words with /secret and guess with /guess — only I see those.
assotsiatsii-refused-not-the-leader = Someone else is leading now.
assotsiatsii-refused-not-the-leader-in-group = The leader hides the word; yours is to guess it: write /guess.
assotsiatsii-refused-not-leading = The cards are laid — the leader’s turn is over.
assotsiatsii-refused-no-such-card = You don’t have that card.
assotsiatsii-refused-too-few-cards = Pick the cards first: at least { $need }, you have { $picked }.
assotsiatsii-refused-empty-word = Write one word — the one that links the laid cards.
assotsiatsii-refused-phrase = “{ $word }” is a phrase; the hidden word must be one word (a compound like “seaside” is fine).
assotsiatsii-refused-wrong-language = “{ $word }” isn’t English; the word must be in English.
assotsiatsii-refused-not-a-noun = “{ $word }” isn’t a noun; only nouns, common or proper, can be hidden.
assotsiatsii-refused-unknown-word = “{ $word }” doesn’t look like a word: letters only, no digits.
assotsiatsii-refused-shares-root = “{ $word }” shares a root with the laid card “{ $card }” — pick another word.
assotsiatsii-refused-nothing-to-confirm = Nothing to confirm: write the word.
assotsiatsii-refused-seen-in-group = You posted “{ $word }” in the group — everyone has seen it. Pick another word.
assotsiatsii-refused-not-guessing = No guesses now: the words are not laid yet.
assotsiatsii-refused-leader-cannot-guess = You lead this round — waiting for the others’ guesses.
assotsiatsii-refused-too-late = ⌛ Time is up — this guess doesn’t count.
assotsiatsii-refused-empty-guess = Write your guess as a word.
assotsiatsii-refused-too-many-guesses = At most { $limit } guesses: room for { $free }, and the message has { $sent } new. Remove one with ✖ under the list.
assoc-too-many-guesses = At most { $limit } guesses, and the message has { $sent }. Nothing was taken — send at most { $limit }.
assotsiatsii-refused-already-guessed = “{ $guess }” is already on your list.
assotsiatsii-refused-already-done = You pressed “Done” — your guesses are final.
assotsiatsii-refused-no-such-guess = That guess is no longer on the list.
assotsiatsii-refused-no-such-vote = There is no such vote in this game.
assotsiatsii-refused-vote-closed = The vote is closed.
assotsiatsii-refused-bad-option = Pick one option: yes or no.
assotsiatsii-refused-unknown-anchor = That message no longer matters.
