# Soobrazhariy: the referee's lines. Plurals by CLDR: one / other.

rules-soobrazhariy =
    <b>Soobrazhariy.</b> A category is opened, a few seconds later a letter. The first to post a fitting answer on that letter takes the category (and everything in the open stack). Telegram's clock decides who was first; an answer sent before the letter does not count.
    Any answer can be challenged (“Challenge”): the players vote (a tie rejects it, and the card passes to the next answer in order). No answer, or a majority presses “Skip”: the letter is discarded, the category stays in the stack, and a new one is opened on top.
    Special cards: “Who's Last?” — after a valid answer the others have 5 seconds to name another; “Who's Longer?” / “Who's Shorter?” — the same, but the new word must be longer / shorter; “Who Can Name More?” — bidding: whoever promises most answers gets the letter and a minute.
    Points: a category or special card 1, “Who Can Name More?” 2, a penalty letter −2. The game ends with the last letter.

setting-soobrazhariy-short_game = short game (26 letters)
setting-soobrazhariy-letter_pause = pause before the letter, s
setting-soobrazhariy-challenge_window = time to challenge, s
setting-soobrazhariy-no_answer_time = time to answer, s
setting-soobrazhariy-more_time = “Name More” minute, s

soob-special = “{ $name }”
soob-started = Seats in order: { $players }. Letter cards: { $letters }.
soob-category = <b>Turn { $turn }.</b> { $opener } opens the category: <b>{ $category }</b>
soob-stack = In the stack: { $count ->
    [one] { $count } card
   *[other] { $count } cards
} ({ $points ->
    [one] { $points } point
   *[other] { $points } points
}){ $cards }.
soob-play-ordinary = The first fitting answer on the letter takes the whole stack.
soob-play-last = Playing “Who's Last?”: after a valid answer the others have 5 seconds to name another. The last one wins.
soob-play-longer = Playing “Who's Longer?”: within 5 seconds a longer word takes over. The last one wins.
soob-play-shorter = Playing “Who's Shorter?”: within 5 seconds a shorter word takes over. The last one wins.
soob-play-more = Playing “Who Can Name More?”: bid how many answers you can name in a minute. The letter comes after the bidding.
soob-lower-specials = Under it: { $cards } — { $count ->
    [one] it goes
   *[other] they go
} to the winner too.
soob-last-turn = ⚠️ This is the last turn!

soob-letter = Letter: <b>{ $letter }</b>
soob-letter-more = Letter: <b>{ $letter }</b>. { $name }, name { $bid ->
    [one] { $bid } answer
   *[other] { $bid } answers
} in a minute!
soob-skip = Skip
soob-skips = Skip the letter: { $names } — { $skips } of { $needed }.

soob-candidate = { $name }: “{ $text }” — takes it unless someone challenges.
soob-holder = { $name }: “{ $text }” — the count is on! Who takes over?
soob-noted = { $name }: “{ $text }” — { $counted } of { $bid }.
soob-challenge = Challenge
soob-challenged = { $name }: “{ $text }” — { $challenger } challenges it, vote now.
soob-poll-question = “{ $text }” ({ $name }) — is it “{ $category }” on the letter { $letter }?
soob-poll-accept = Accept
soob-poll-reject = Reject
soob-answer-accepted = ✅ { $name }: “{ $text }” — accepted by vote ({ $accept } : { $reject }).
soob-answer-rejected = ❌ { $name }: “{ $text }” — rejected by vote ({ $accept } : { $reject }).
soob-answer-overtaken = { $name }: “{ $text }” — overtaken.
soob-answer-won = ✅ { $name }: “{ $text }”

soob-turn-won = 🏆 { $name } takes { $count ->
    [one] { $count } card
   *[other] { $count } cards
} ({ $points ->
    [one] { $points } point
   *[other] { $points } points
}) for “{ $text }”{ $cards }.
soob-next-opener = { $opener } opens next.
soob-no-answer-timeout = Time is up: nobody answered on the letter { $letter }.
soob-no-answer-skipped = We skip the letter { $letter }.
soob-no-answer-nobody-bid = Nobody made a bid.
soob-stack-stays = { $count ->
    [one] { $count } card
   *[other] { $count } cards
} ({ $points ->
    [one] { $points } point
   *[other] { $points } points
}) stay in the stack.
soob-opens-again = { $opener } opens again.

soob-bid-first = Bidding: “Who Can Name More?”.
soob-bid-goes-on = The bidding goes on.
soob-bid-prompt = { $name } to bid: how many answers (at least { $min })?
soob-pass = Pass
soob-bid-made = { $name } promises { $bid ->
    [one] { $bid } answer
   *[other] { $bid } answers
}.
soob-bid-auto = { $name } is silent — promises { $bid ->
    [one] { $bid } answer
   *[other] { $bid } answers
}.
soob-bid-passed = { $name } passes.
soob-bid-standing = The top promise: { $name }, { $bid ->
    [one] { $bid } answer
   *[other] { $bid } answers
}.
soob-bid-timeout = { $name } is silent — pass.
soob-bidding-won = { $name } gets the letter: { $bid ->
    [one] { $bid } answer
   *[other] { $bid } answers
} in a minute.
soob-bid-failed = { $name } named { $counted } of { $bid } — not enough. Discarded: { $discarded }. The letter { $letter } stays with them as a penalty (−2).
soob-bid-left = In the stack: { $left ->
    [one] { $left } card
   *[other] { $left } cards
}.

soob-left = { $name } leaves the game.

soob-over-letters-played = The last letter is played — game over!
soob-over-categories-exhausted = No categories left — game over!
soob-over-players-left = Too few players left — game over.
soob-final-title = Everyone's cards:
soob-final-line = { $name } — { $score ->
    [one] { $score } point
   *[other] { $score } points
}: { $cards }
soob-final-categories = { $count ->
    [one] { $count } category
   *[other] { $count } categories
}
soob-no-cards = no cards
soob-final-penalty = penalty: { $letters } ({ $points })
soob-final-winners = { $count ->
    [one] The winner: { $names }!
   *[other] A tie — a shared win: { $names }!
}

## Why a button press was refused (the presser's short answer; plain text, ≤ 200 characters)
soob-refused-no-letter-yet = There is no open letter right now.
soob-refused-cannot-skip-now = No skipping in “Who Can Name More?”: only the winner of the bidding answers.
soob-refused-stale-button = This button is from an earlier letter.
soob-refused-already-skipped = You have already pressed “Skip”.
soob-refused-no-such-answer = That answer is no longer in play — the button is from an earlier letter.
soob-refused-own-answer = This is your own answer — you cannot challenge it.
soob-refused-already-challenged = This answer has already been challenged.
soob-refused-already-accepted = This answer has already been accepted.
soob-refused-challenge-closed = It is too late to challenge this answer.
soob-refused-no-bidding = The bidding is over.
soob-refused-not-your-bid = It is { $name }'s turn to bid.
soob-refused-bid-time-over = The time to bid is up.
soob-refused-opener-must-bid = The opener must name a number — no passing.
soob-refused-bid-too-low = Bid higher: at least { $min_bid }.
soob-refused-bid-too-high = You cannot bid more than { $max_bid }.
soob-refused-not-a-player = You have left the game.
soob-refused-game-over = The game is already over.
