# Soobrazhariy: the referee's lines. Plurals by CLDR: one / other.

rules-soobrazhariy =
    <b>Soobrazhariy.</b> A category is opened, { $letter_pause } { $letter_pause ->
        [one] second
       *[other] seconds
    } later a letter. The first to post a fitting answer on that letter takes the category (and everything in the open stack). The whole answer must start with the letter: "5 scarves" does not count for S. Telegram's clock decides who was first; an answer sent before the letter does not count.
    An answer can be challenged (“Challenge”) for { $challenge_window } { $challenge_window ->
        [one] second
       *[other] seconds
    }: then every player votes, its author too; a majority accepts it, a tie rejects it. With two players one “Reject” is not enough: the vote waits for the author's vote too, and a vote can be changed while the poll is open. An answer none of whose words I know I put to the same vote myself, at once. A rejected answer leaves the card to the next answer in order. While an answer can be challenged, the next category is already shown under it: if nobody challenges it, that category's letter comes at once. No answer within { $no_answer_time } { $no_answer_time ->
        [one] second
       *[other] seconds
    }, or a majority presses “Skip” (the button comes when there has been no answer for { $skip_after } { $skip_after ->
        [one] second
       *[other] seconds
    }): the letter is discarded, the category stays in the stack, and a new one is opened on top.
    Special cards: “Who's Last?” — after a valid answer the others have { $count_time } { $count_time ->
        [one] second
       *[other] seconds
    } by Telegram's clock to name another; “Who's Longer?” / “Who's Shorter?” — the same, but the new word must be longer / shorter (in letters). If nobody takes over or challenges it, the card goes to the last answer once both the count and the time to challenge are over. “Who Can Name More?” — bidding: whoever promises most answers gets the letter and { $more_time } { $more_time ->
        [one] second
       *[other] seconds
    } for them.
    A “thing” on a card is something people made, not nature (such cards say “made by people”).
    Points: a category or special card 1, “Who Can Name More?” 2, a penalty letter −2. The game ends with the last letter.

setting-soobrazhariy-short_game = short game (26 letters): { $value }
setting-soobrazhariy-letter_pause = pause before the letter: { $value } s
setting-soobrazhariy-challenge_window = time to challenge: { $value } s
setting-soobrazhariy-no_answer_time = time to answer: { $value } s
setting-soobrazhariy-more_time = “Name More” time: { $value } s

soob-special = “{ $name }”
soob-card-points = { $card } ({ $points ->
    [one] { $points } point
   *[other] { $points } points
})
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
soob-play-last = Playing “Who's Last?”: after a valid answer the others have { $count } { $count ->
    [one] second
   *[other] seconds
} to name another. The last one wins: if nobody takes over or challenges it, the card goes { $wait } { $wait ->
    [one] second
   *[other] seconds
} after it.
soob-play-longer = Playing “Who's Longer?”: within { $count } { $count ->
    [one] second
   *[other] seconds
} a longer word takes over. The last one wins: if nobody takes over or challenges it, the card goes { $wait } { $wait ->
    [one] second
   *[other] seconds
} after it.
soob-play-shorter = Playing “Who's Shorter?”: within { $count } { $count ->
    [one] second
   *[other] seconds
} a shorter word takes over. The last one wins: if nobody takes over or challenges it, the card goes { $wait } { $wait ->
    [one] second
   *[other] seconds
} after it.
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
soob-skip-offer = No answer on { $letter } yet. Stuck? Press “Skip”: the letter changes once a majority ({ $needed }) has pressed it.
soob-skips = Skip the letter: { $names } — { $skips } of { $needed }.
soob-skip-toast = You want to skip the letter: { $skips } of { $needed }.
soob-early-letter-coming = “{ $text }” — the letter is not open yet, so it does not count. Post it once the letter is out.
soob-early-before-letter = “{ $text }” — this message came before the letter, so it does not count. Post it again.

soob-candidate = { $name }: “{ $text }” — takes it unless someone challenges.
soob-holder = { $name }: “{ $text }” — the count is on! { $play ->
    [longer] A word longer than { $length } { $length ->
        [one] letter
       *[other] letters
    } takes over within { $count } { $count ->
        [one] second
       *[other] seconds
    }.
    [shorter] A word shorter than { $length } { $length ->
        [one] letter
       *[other] letters
    } takes over within { $count } { $count ->
        [one] second
       *[other] seconds
    }.
   *[other] Another answer takes over within { $count } { $count ->
        [one] second
       *[other] seconds
    }.
} Otherwise the card goes in { $wait } { $wait ->
    [one] second
   *[other] seconds
}.
soob-noted = { $name }: “{ $text }” — { $counted } of { $bid }.
soob-challenge = Challenge
soob-challenged = { $name }: “{ $text }” — { $challenger } challenges it, vote now.
soob-unknown-word = { $name }: “{ $text }” — I do not know that word. Decide by vote: does it count?
soob-challenge-toast = Vote now — the poll is in the chat.
soob-poll-question = “{ $text }” ({ $name }) — is it “{ $category }” on the letter { $letter }?
soob-poll-accept = Accept
soob-poll-reject = Reject
soob-answer-accepted = ✅ { $name }: “{ $text }” — accepted by vote ({ $accept } : { $reject }).
soob-answer-rejected = ❌ { $name }: “{ $text }” — rejected by vote ({ $accept } : { $reject }).
soob-answer-overtaken = { $name }: “{ $text }” — overtaken.
soob-answer-closed = { $name }: “{ $text }”

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

## Why the engine refused a command: `soobrazhariy-refused-<reason>` for every Reason (engines/soobrazhariy/reasons.py).
## A refused button shows it to the presser (plain text, ≤ 200 characters); refused answers get no reply.
soobrazhariy-refused-player-count = “Soobrazhariy” is played by { $min } to { $max } people.
soobrazhariy-refused-game-over = The game is already over.
soobrazhariy-refused-not-a-player = You have left the game.
soobrazhariy-refused-unknown-command = This button is not from this game.
soobrazhariy-refused-unknown-anchor = The game no longer needs this message.
soobrazhariy-refused-no-letter-yet = There is no open letter right now.
soobrazhariy-refused-letter-coming = The letter is not open yet.
soobrazhariy-refused-answer-in-group = Answers go in the game's group chat.
soobrazhariy-refused-not-your-play = Only { $name } answers now.
soobrazhariy-refused-wrong-letter = The answer must start with the letter { $letter }.
soobrazhariy-refused-before-letter = This answer was written before the letter.
soobrazhariy-refused-duplicate-message = This answer is already in.
soobrazhariy-refused-cannot-skip-now = No skipping in “Who Can Name More?”: only the winner of the bidding answers.
soobrazhariy-refused-stale-button = This button is from an earlier letter.
soobrazhariy-refused-already-skipped = You have already pressed “Skip”.
soobrazhariy-refused-no-such-answer = That answer is no longer in play — the button is from an earlier letter.
soobrazhariy-refused-own-answer = This is your own answer — you cannot challenge it.
soobrazhariy-refused-already-challenged = This answer has already been challenged.
soobrazhariy-refused-already-accepted = This answer has already been accepted.
soobrazhariy-refused-challenge-closed = It is too late to challenge this answer.
soobrazhariy-refused-no-bidding = The bidding is over.
soobrazhariy-refused-stale-bid = This button is from an earlier bidding.
soobrazhariy-refused-not-your-bid = It is { $name }'s turn to bid.
soobrazhariy-refused-bid-time-over = The time to bid is up.
soobrazhariy-refused-opener-must-bid = The opener must name a number — no passing.
soobrazhariy-refused-bid-not-a-number = A bid is a number of answers: one or more.
soobrazhariy-refused-bid-too-low = Bid higher: at least { $min_bid }.
soobrazhariy-refused-bid-too-high = You cannot bid more than { $max_bid }.
soobrazhariy-refused-vote-closed = The vote is already over.
soobrazhariy-refused-not-a-voter = You do not take part in this vote.
soobrazhariy-refused-no-such-option = There is no such option.
