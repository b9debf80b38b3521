# Scattergories: the round in the group, the answer sheet in private, review, challenges, scores.

rules-skattergoris =
    <b>Scattergories</b>: a letter is rolled and everyone fills a list of 12 categories with words starting with it.
    • Each round I roll the die (no letter twice) and post 12 categories. Send your answers to me in private: "3 Whale", "3. whale", "3) whale" or plain lines in order (a blank line skips a row); "3 -" clears a row, a new answer for a row replaces the old one.
    • The first word must start with the letter; a leading article does not count ("the Beatles" is B).
    • Only an answer nobody else gave in that row scores: matching answers are struck out. The same answer twice in a round counts once.
    • When time is up (or everyone pressed "Done") I post the table. Any player may "Challenge" someone else's answer; then all players vote; on a tie the challenged player's vote is dropped, and a tie that remains rejects the answer. Your own answer marked ⚠️ (wrong letter) you may put to the vote the same way to defend it.
    • Three rounds; a tie at the top plays an extra round among the leaders (up to two), then the win is shared.
    • Bonus mode: a point for every word of the answer starting with the letter ("Ronald Reagan" scores 2).

setting-skattergoris-rounds = rounds
setting-skattergoris-timer = timer, s (speed: 150, 120)
setting-skattergoris-hard_die = hard die (Russian only: + Е Ж Ч Э Я)
setting-skattergoris-bonus = bonus for words on the letter
setting-skattergoris-challenge_seconds = vote, s
setting-skattergoris-review_seconds = review, s

## The round in the group

skat-round = <b>Round { $round } of { $rounds }</b> · letter <b>"{ $letter }"</b>
skat-extra-round = <b>Extra round { $extra }</b> (round { $round }) · letter <b>"{ $letter }"</b>
    Playing: { $players }
skat-rerolled = The die showed { $count ->
    [one] { $letters }, already played
   *[other] { $letters }, already played
} — rolled again.
skat-answer-privately = Send your answers to me in private: "3 Whale" or plain lines in order. Finished? Press "Done" under your sheet.
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
skat-sheet-help = Write "N answer"; "N -" clears a row. Finished? Press "Done".
skat-sheet-done = ✅ Sheet handed in.
skat-sheet-handed-in = ✅ Sheet handed in. { $count ->
    [0] Everyone is done.
   *[other] Waiting for: { $waiting }.
}
skat-done = Done
skat-late = ⌛ Time is up — this answer was not taken.
skat-before-round = This answer was written before the round started — not taken.
skat-not-in-round = Only the players tied for first place answer in this round.
skat-answer-in-group = { $name }, send your answers to me in private, not to the group: an answer everyone saw is no secret. I deleted the message (if I am allowed to).

## Review

skat-table-title = <b>Answers of round { $round }</b> · letter "{ $letter }"
skat-table-legend = <s>struck</s> — matched another, ⚠️ — wrong letter
skat-table-nobody = nobody answered
skat-table-wrong-letter = ⚠️{ $answer }
skat-verdict-accepted = ✅ accepted
skat-verdict-rejected = ❌ rejected
skat-verdict-open = ⚖️ challenged
skat-review-status = Review: to challenge someone's answer (or defend your own marked ⚠️) press "Challenge" — the choice comes to your private chat. Checked? Press "Done". { $count ->
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
skat-challenge-answer-struck = That answer is already struck (it matched another) — it scores nothing anyway, there is nothing to challenge.
skat-challenge-answer-repeat = That player gave the same answer in an earlier row — only the first one counts, this one scores nothing anyway.
skat-challenge-own-answer = You cannot challenge your own answer.
skat-challenge-no-answer = There is no answer in that row.
skat-challenge-already-challenged = That answer has already been challenged.
skat-challenge-review-over = The review is already over.
skat-challenge-not-reviewing = Answers can be challenged only during the review.
skat-challenge-stale-button = That button is from an earlier round.
skat-challenge-bad-challenge = There is no such answer.

## Votes

skat-challenge-opened = { $challenger } challenges "{ $answer }" ({ $name }) in "{ $category }". Only players' votes count.
skat-defence-opened = { $name } defends their own answer "{ $answer }" in "{ $category }" (marked ⚠️). Only players' votes count.
skat-poll-question = Accept "{ $answer }" ({ $name }) for "{ $category }"?
skat-yes = Yes
skat-no = No
skat-challenge-accepted = "{ $answer }" ({ $name }) is accepted: yes { $yes }, no { $no }.
skat-challenge-rejected = "{ $answer }" ({ $name }) is rejected: yes { $yes }, no { $no }.
skat-challenge-vote-dropped = It was a tie — { $name }'s own vote was not counted.
skat-challenge-tie = A tie — a tied vote does not accept the answer.
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
}, letters { $letters }.
skat-game-over-tie-after-extra-rounds = <b>Game over</b>: { $rounds ->
    [one] { $rounds } round
   *[other] { $rounds } rounds
}, letters { $letters }. Still a tie after the extra rounds.
skat-game-over-not-enough-players = <b>Game over</b>: not enough players left ({ $rounds ->
    [one] { $rounds } round
   *[other] { $rounds } rounds
}, letters { $letters }).
skat-game-over-round = Round { $round }: { $scores }
skat-shared-win = A shared win: { $names }.

## Platform (to move to bot.ftl): no second game answered in private at once

lobby-in-another-game = You are already playing "{ $game }" in another chat: your private answers would go to the wrong game. Finish it or leave that lobby first.

## Why a button press was refused (the presser's short answer; plain text, ≤ 200 characters)
skat-refused-done-stale-button = This button no longer works: the round or its stage has changed.
skat-refused-done-not-in-round = You are not playing in this round.
skat-refused-done-already-done = You have already pressed “Done”.
skat-refused-not-a-player = You have left the game.
skat-refused-game-over = The game is already over.
