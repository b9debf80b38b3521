# Scattergories: the round in the group, the answer sheet in private, review, challenges, scores.

rules-skattergoris =
    <b>Scattergories</b>: a letter is rolled and everyone fills a list of 12 categories with words starting with it.
    • Each round I roll the die (no letter twice) and post 12 categories. { $secrets ->
        [group] Answer right here in the group with the /a command — only you and I see it: "/a 3 Whale" fills row 3, "/a Whale" the first empty row; one message may hold several lines (a blank line skips a row); "/a 3 -" clears a row, a new answer for a row replaces the old one. Your sheet is seen by you alone too; "/a" on its own or the "📝 My sheet" button shows it again. Writing to me in private works as well, without /a.
       *[other] Send your answers to me in private: "3 Whale", "3. whale", "3) whale" or plain lines in order (a blank line skips a row); "3 -" clears a row, a new answer for a row replaces the old one.
    }
    • The first word must start with the letter; a leading article does not count ("the Beatles" is B).
    • The number says the row: "3 Whale", "3. Whale". When the number could be part of the answer ("7 dwarfs", "12 angry men"), the whole answer goes to the next empty row and the sheet says how I read it; "7. dwarfs" is row 7. There is no other row ("13 …"): such an answer is not written.
    • Only an answer nobody else gave in that row scores: matching answers are struck out. The same answer twice in a round counts once.
    • Answers sent before the timer ends by Telegram's clock count (even when they arrive a couple of seconds later). When time is up (or everyone pressed "Done") I post the table.
    • I do not check words against a dictionary here: the players decide whether an answer fits. Any player may "Challenge" someone else's answer; then all players vote, its author too; on a tie the challenged player's vote is dropped, and if they did not vote the answer is rejected. With two players that means an answer stands only if the other player agrees. Your own answer marked ⚠️ (wrong letter) you may put to the vote the same way to defend it.
    • { $rounds ->
        [one] One round
       *[other] { $rounds } rounds
    } (chosen in /settings); a tie at the top plays an extra round among the leaders (up to two), then the win is shared.
    • Extra points (when on in /settings): a point for every word of the answer starting with the letter ("Ronald Reagan" scores 2).

setting-skattergoris-rounds = rounds: { $value }
setting-skattergoris-timer = timer: { $value } s (speed: 150 or 120)
setting-skattergoris-hard_die = hard die (Russian only: + Е Ж Ч Э Я): { $value }
setting-skattergoris-bonus = extra points for words on the letter: { $value }
setting-skattergoris-challenge_time = vote: { $value } s
setting-skattergoris-review_time = review: { $value } s

## The round in the group

skat-round = <b>Round { $round } of { $rounds }</b> · letter <b>"{ $letter }"</b>
skat-extra-round = <b>Extra round { $extra }</b> (round { $round }) · letter <b>"{ $letter }"</b>
    Playing: { $players }
skat-rerolled = The die showed { $count ->
    [one] { $letters }, already played
   *[other] { $letters }, already played
} — rolled again.
skat-answer-privately = Send your answers to me in private: "3 Whale" or plain lines in order. Finished? Press "Done" under your sheet.
skat-answer-privately-in-group = Answer here with the /a command — only you and I see it: "/a 3 Whale" fills row 3, "/a Whale" the first empty one. Finished? Press "Done" under your sheet.
skat-my-sheet = 📝 My sheet
skattergoris-secrets-hint = Answers are written right here with /a — only you and I see them. No need to open the bot.
skat-countdown-start = ⏳ Time is running: { $time }
skat-countdown = ⏳ { $time } left
skat-stopped = ⏹ The game was stopped.
skat-countdown-over-time = ⌛ Time is up — let's check the answers.
skat-countdown-over-all-done = ✅ Everyone handed in — let's check the answers.
skat-countdown-over-left = ⌛ Nobody is left to answer — let's check the answers.

## The answer sheet in private

skat-sheet-title = <b>Your sheet</b> · round { $round } · letter "{ $letter }"
skat-sheet-wrong-letter = ⚠️ { $answer } (does not start with "{ $letter }")
skat-sheet-left-over = No empty row left for { $count ->
    [one] this answer
   *[other] these answers
}: { $answers }. Give the row number: "5 answer".
skat-sheet-read-as = The answer "{ $text }" went whole into row { $row }. If { $number } is the row number, write it with a full stop: "{ $number }. { $rest }".
skat-no-such-row = The sheet has no row { $number }: rows are 1 to { $rows }. The answer "{ $text }" was not written.
skat-sheet-help = Write "N answer"; "N -" clears a row. Finished? Press "Done".
skat-sheet-help-in-group = Only you see this sheet. Answer with /a: "/a N answer", "/a answer" for the first empty row, "/a N -" clears a row. Finished? Press "Done".
skat-sheet-done = ✅ Sheet handed in.
skat-sheet-handed-in = ✅ Sheet handed in. { $count ->
    [0] Everyone is done.
   *[other] Waiting for: { $waiting }.
}
skat-done = Done
skat-late = ⌛ Time is up — this answer was not taken.
skat-before-round = This answer was written before the round started — not taken.
skat-not-in-round = Only the players tied for first place answer in this round.
skat-answer-in-group = { $name }, send your answers to me in private, not to the group: an answer everyone saw is no secret. It is not on your sheet — delete the message if it is still there.
skat-answer-in-group-in-group = { $name }, answer with the /a command — only I see such a message. An answer everyone saw is no secret: it is not on your sheet — delete the message if it is still there.
skat-unreachable-in-group = { $name } is not getting their sheet here in the group. Open it with the "📝 My sheet" button under the round, or with /a.
skat-unreachable = { $name } is not getting the bot's private messages yet — open the chat with the bot with the button in the lobby to get the sheet.
skat-reachable-sheet = { $name } is getting the bot's private messages again — the sheet is sent once more; the earlier warning no longer applies.
skat-reachable = { $name } is getting the bot's private messages again — the earlier warning no longer applies.

## Review

skat-table-title = <b>Answers of round { $round }</b> · letter "{ $letter }"
skat-table-legend = <s>struck</s> — matched someone else's or repeats your own, ⚠️ — wrong letter
skat-table-nobody = nobody answered
skat-table-wrong-letter = ⚠️{ $answer }
skat-verdict-accepted = ✅ accepted
skat-verdict-rejected = ❌ rejected
skat-verdict-open = ⚖️ challenged
skat-review-status = Review: to challenge someone's answer (or defend your own marked ⚠️) press "Challenge" — the choice comes to your private chat. Checked? Press "Done". { $count ->
    [0] Everyone is done.
   *[other] Waiting for: { $waiting }.
}
skat-review-status-in-group = Review: to challenge someone's answer (or defend your own marked ⚠️) press "Challenge" — the choice shows up here, seen by you alone. Checked? Press "Done". { $count ->
    [0] Everyone is done.
   *[other] Waiting for: { $waiting }.
}
skat-review-over = Review of round { $round } is over.
skat-challenge = Challenge
skat-pick-category = Round { $round }, letter "{ $letter }". Which category?
skat-pick-answer = { $row }. { $category }: whose answer?
skat-pick-nothing = { $row }. { $category }: nothing to challenge here.
skat-pick-defend = defend your answer
skat-pick-back = ← Categories
skat-pick-done = Challenged: "{ $answer }" ({ $name }) in "{ $category }". The vote is in the group.
skat-pick-defended = Put to the vote: your answer "{ $answer }" in "{ $category }". The vote is in the group.
skat-pick-stale = The review of that round is over.
skat-pick-sent = The categories are in your private chat with the bot.
skat-pick-sent-in-group = The categories are in the group, seen by you alone.
skat-done-toast = { $count ->
    [0] ✅ Done. Everyone has finished.
   *[other] ✅ Done. Waiting for: { $waiting }.
}
skat-challenge-toast = The vote is in the group.

## Votes

skat-challenge-opened = { $challenger } challenges "{ $answer }" ({ $name }) in "{ $category }". Only players' votes count.
skat-defence-opened = { $name } defends their own answer "{ $answer }" in "{ $category }" (marked ⚠️). Only players' votes count.
skat-poll-question = Accept "{ $answer }" ({ $name }) for "{ $category }"?
skat-yes = Yes
skat-no = No
skat-challenge-accepted = "{ $answer }" ({ $name }) is accepted: yes { $yes }, no { $no }.
skat-challenge-rejected = "{ $answer }" ({ $name }) is rejected: yes { $yes }, no { $no }.
skat-challenge-vote-dropped = It was a tie — { $name }'s own vote was not counted.
skat-challenge-tie = The votes split evenly, and the answer's author ({ $name }) did not vote — a tie does not accept it.
skat-challenge-no-votes = Nobody voted — the answer was not defended.

## Scores

skat-score-line = { $name } — { $points ->
    [one] { $points } point
   *[other] { $points } points
}
skat-round-scores = <b>Round { $round } scores</b> ("{ $letter }"):
skat-totals = <b>Total:</b>
skat-player-left = { $name } leaves the game; their sheet counts as it stands.
skat-game-over-finished = <b>Game over</b>: { $rounds ->
    [one] { $rounds } round
   *[other] { $rounds } rounds
}, { $count ->
    [one] letter
   *[other] letters
} { $letters }.
skat-game-over-tie-after-extra-rounds = <b>Game over</b>: { $rounds ->
    [one] { $rounds } round
   *[other] { $rounds } rounds
}, { $count ->
    [one] letter
   *[other] letters
} { $letters }. Still a tie after the extra rounds.
skat-game-over-not-enough-players = <b>Game over</b>: { $left ->
    [0] no players are left
    [one] nobody left to play with but { $names }
   *[other] too few players are left
}{ $rounds ->
    [0] .
    [one] { " " }({ $rounds } round, { $count ->
        [one] letter
       *[other] letters
    } { $letters }).
   *[other] { " " }({ $rounds } rounds, { $count ->
        [one] letter
       *[other] letters
    } { $letters }).
}
skat-game-over-round = Round { $round }: { $scores }
skat-shared-win = A shared win: { $names }.

## Why a command was refused: the answer to a button press (plain text, at most 200 characters).
## Key: skattergoris-refused-<reason>; its arguments are the refusal's details.

skattergoris-refused-game-over = The game is already over.
skattergoris-refused-unknown-command = That does not work in this game.
skattergoris-refused-not-a-player = You have left the game.
skattergoris-refused-chatter = That is not an answer: send your answers to me in private.
skattergoris-refused-chatter-in-group = That is not an answer: answer with the /a command, e.g. "/a 3 whale".
skattergoris-refused-not-in-round = You are not playing in this round.
skattergoris-refused-time-is-up = Time is up — answers are no longer taken.
skattergoris-refused-before-round = That answer was written before the round began.
skattergoris-refused-stale-button = { $press ->
    [challenge] That button is from an earlier round.
   *[other] This button no longer works: the round or its stage has changed.
}
skattergoris-refused-already-done = You have already pressed “Done”.
skattergoris-refused-not-reviewing = Answers can be challenged only during the review.
skattergoris-refused-review-over = The review is already over.
skattergoris-refused-bad-challenge = There is no such answer.
skattergoris-refused-own-answer = You cannot challenge your own answer.
skattergoris-refused-no-answer = There is no answer in that row.
skattergoris-refused-answer-struck = { $status ->
    [repeat] That player gave the same answer in an earlier row — only the first one counts, this one scores nothing anyway.
   *[other] That answer is already struck (it matched another) — it scores nothing anyway, there is nothing to challenge.
}
skattergoris-refused-already-challenged = That answer has already been challenged.
skattergoris-refused-unknown-vote = There is no such vote in this game.
skattergoris-refused-vote-closed = The vote is already closed.
skattergoris-refused-bad-option = Choose one option: “Yes” or “No”.
