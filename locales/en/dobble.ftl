# Dobble, the collect-from-the-centre variant: the table is one picture, edited after every take.
# Toasts (button answers) are plain text, at most 200 characters.

rules-dobble =
    <b>Dobble</b>, the collect-from-the-centre variant. The deck has 55 cards of 8 symbols each, and any two cards share exactly one symbol.
    • Each player gets one card face down; the rest lie face up in the centre. A countdown ({ $countdown } s) — and everyone turns their card over at once.
    • Compare your own top card with the centre card: a match with a neighbour's card does not count. Found the shared symbol? Press its button under the picture or type its name in the chat.
    • The first correct claim by Telegram's clock takes the centre card: it goes on top of your pile and becomes your new top card, and the next centre card opens.
    • { $lock_after_wrong ->
        [no] A wrong claim costs nothing: you may try again at once (as chosen in /settings).
       *[yes] A wrong claim: you may not claim again until the centre card changes (this can be turned off in /settings).
    }
    • When the centre is empty, the piles are counted: cards taken plus the starting card. The biggest pile wins; a tie is a shared win. “Play again” under the result deals a new game to the same players.

setting-dobble-text_mode = cards as text instead of pictures: { $value }
setting-dobble-lock_after_wrong = after a wrong claim, wait for the next card: { $value }
setting-dobble-countdown = countdown before the start: { $value } s

dobble-and = { $first } and { $last }

## The start

dobble-started = <b>Dobble</b>: { $count } players — { $players }.
dobble-dealt = One card each, face down; in the centre { $deck } − { $dealt } = { $centre }.
dobble-how = Look for the symbol that is on both your top card and the centre card: press its button or type its name. The first correct claim takes the centre card.
dobble-countdown = On the signal, turn your cards over: { $readings }
dobble-stopped = ⏹ The game was stopped.

## The table: the caption under the picture (or the first line of the text table)

dobble-first = The cards are turned over — find the match!
dobble-in-centre = { $count } in the centre
# English verbs need no gender ($gender: masc, femn or other, for the languages whose past tense does).
dobble-took = { $gender ->
   *[other] { $name } finds { $symbol } and takes the card
}
dobble-took-last = { $gender ->
   *[other] { $name } finds { $symbol } and takes the last card
} — the centre is empty!
dobble-late = too late: { $names }
dobble-table-over-centre-empty = 🏁 The centre is empty.
dobble-table-over-players-left = 🏁 Game over: fewer than two players are left at the table.
dobble-text-centre = <b>Centre:</b> { $symbols }
dobble-text-player = { $name } ({ $count ->
    [one] { $count } card
   *[other] { $count } cards
}): { $symbols }

## Answers to a button press (only the presser sees them)

dobble-held = ✅ { $symbol } — right! The card is yours unless someone was faster.
dobble-missed-own = ❌ { $symbol } is in the centre but not on your card.
dobble-missed-centre = ❌ { $symbol } is on your card but not in the centre.
dobble-missed-both = ❌ { $symbol } is neither on your card nor in the centre.
dobble-missed-locked = Now wait for the next card.
dobble-missed-again = Keep looking.
dobble-missed-typed = { $name }: { $why }

## In the group

dobble-locks-cleared = Everyone missed on this card — look again, it is the same one.
dobble-player-left = { $name } leaves the game — their pile ({ $count ->
    [one] { $count } card
   *[other] { $count } cards
}) stays in the count.

## The result

dobble-over-centre-empty = 🏁 <b>The centre is empty — counting the piles!</b>
dobble-over-players-left = 🏁 <b>Game over: fewer than two players are left at the table.</b> The piles:
dobble-pile = { $place }. { $name } — { $count ->
    [one] { $count } card
   *[other] { $count } cards
} ({ $taken ->
    [0] the starting card only
   *[other] { $taken } from the centre + the starting card
})
dobble-pile-left = , left the game
dobble-sum = { $sum } = { $deck }: not a card lost.
dobble-sum-early = In the piles { $sum } = { $piles }, left in the centre { $left }: { $deck } in all.
dobble-winner = 🏆 { $name } wins with { $count } cards!
dobble-shared-win = 🏆 A shared win: { $names }, { $count } cards each.
dobble-again = 🔁 Play again

## Why a command was refused: the answer to a button press (plain text, at most 200 characters).

dobble-refused-game-over = The game is over.
dobble-refused-not-a-player = You are not playing in this game.
dobble-refused-left = You left the game — your pile stays in the count.
dobble-refused-private = Symbols are named in the group where the game is played.
dobble-refused-chatter = There is no such symbol.
dobble-refused-not-open = The card is not open yet — wait a second.
dobble-refused-before-card = That was before the card opened.
dobble-refused-late = Too late: { $name } takes this card.
dobble-refused-stale-card = This is a button of an earlier card — there is a new one in the centre.
dobble-refused-unknown-symbol = That symbol is not on the centre card.
dobble-refused-locked = You already missed on this card — wait for the next one.
dobble-refused-already-claimed = You already named a symbol — the card is yours unless someone was faster.
dobble-refused-unknown-anchor = The game does not need this message.
dobble-refused-unknown-command = You can't do that in this game.

# A Dobble score counts the cards taken, not points (/score, /stop).
scores-line-dobble = { $place }. { $name } — { $points ->
    [one] { $points } card
   *[other] { $points } cards
}
