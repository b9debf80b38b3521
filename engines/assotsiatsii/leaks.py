"""Secrets posted in the group: the leader's word, a hint, or a guess everyone can read.

Words and guesses are written to the bot in private; a group message that gives one away is caught
(`SecretPosted`: the presenter deletes it and says why) and never counts. What is caught:

- "draft": during the leader's turn, a message of the leader's that is one noun — the word they were
  about to hide, most likely. Everyone has seen it, so it is remembered and refused as the hidden
  word (`Reason.SEEN_IN_GROUP`);
- while the others guess, a message that names the leader's word (in any form), and a message that
  looks like guesses — up to `max_guesses` lines of one noun each, no «?» or «!»: from the leader it
  is the "word" or a "hint" (the rules allow no comments on the laid words), from a guesser a
  "guess" seen by all.

Anything else is chatter: refused (`Reason.PRIVATE_ONLY`), so it changes nothing and is not journalled.
"""

from __future__ import annotations

import re
from typing import Literal

from engines.assotsiatsii.events import Event, SecretPosted
from engines.assotsiatsii.guessing import guess_lines
from engines.assotsiatsii.reasons import Reason
from engines.assotsiatsii.state import AssotsiatsiiState
from engines.core import Refusal, Say
from engines.words import answer_key, lemma, normalize, noun_verdict, same_answer
from engines.words.english_words import english_noun_verdict
from engines.words.letters import shown_forms

Leak = Literal["draft", "word", "hint", "guess"]

_WORDS = re.compile(r"[^\W\d_]+(?:-[^\W\d_]+)*")
_ASKING = ("?", "!")
# Short English replies that are no guesses, though WordNet has a noun of that spelling (a "hello").
_ENGLISH_CHATTER = frozenset({
    "yes", "yeah", "yep", "nope", "okay", "lol", "haha", "hmm", "wow", "nice", "cool", "done", "wait", "what",
    "why", "who", "omg", "ugh", "thanks", "sorry", "hello", "bye", "good", "great", "sure", "maybe",
})


def key(text: str, lang: str) -> str:
    """How a word is remembered: its answer key as one string (the state keeps plain strings)."""
    return " ".join(answer_key(text, lang))


def _one_noun(line: str, lang: str) -> bool:
    return any(_one_noun_as(form, lang) for form in shown_forms(line))


def _one_noun_as(line: str, lang: str) -> bool:
    word = normalize(line)
    if not word or " " in word:
        return False
    if lang == "en":
        return (word.isascii() and word.isalpha() and len(word) >= 3 and word not in _ENGLISH_CHATTER
                and english_noun_verdict(word) != "not-a-noun")  # issue 26: "awesome" is chatter
    return noun_verdict(word).verdict in ("valid", "proper-noun")


def looks_like_guesses(text: str, lang: str, limit: int) -> bool:
    if any(mark in text for mark in _ASKING):
        return False
    lines = guess_lines(text)
    return 1 <= len(lines) <= limit and all(_one_noun(line, lang) for line in lines)


def names_word(text: str, word: str, lang: str) -> bool:
    """Whether the message has the word in it, in any form (or is it).

    A word inside a sentence may be in any case, so it is also read as in a longer answer
    («стакан вина» names «вино», though «вина» alone is its own noun, issue 26)."""
    return any(_names_word_as(form, word, lang) for form in shown_forms(text))


def _names_word_as(text: str, word: str, lang: str) -> bool:
    found = [normalize(w) for w in _WORDS.findall(normalize(text))]
    if same_answer(text, word, lang) or any(same_answer(w, word, lang) for w in found):
        return True
    hidden = answer_key(word, lang)
    return lang == "ru" and len(found) > 1 and len(hidden) == 1 and any(
        lemma(w, alone=False) == hidden[0] for w in found)


def check(s: AssotsiatsiiState, say: Say) -> Leak:
    """What secret a group message gives away, or `Refusal(PRIVATE_ONLY)` for chatter."""
    lang = s.language
    if s.phase == "leading" and s.turn is not None:
        if say.player_id == s.turn.leader_id and "\n" not in say.text.strip() \
                and not any(mark in say.text for mark in _ASKING) and _one_noun(say.text, lang):
            return "draft"
    elif s.phase in ("guessing", "final") and s.current is not None:
        r = s.current
        named = r.word is not None and names_word(say.text, r.word, lang)
        guessy = looks_like_guesses(say.text, lang, s.settings.max_guesses)
        if say.player_id == r.leader_id and (named or guessy):
            return "word" if named else "hint"
        if say.player_id in r.sheets and (named or guessy):
            return "guess"
    raise Refusal(Reason.PRIVATE_ONLY)


def take(s: AssotsiatsiiState, say: Say, leak: Leak) -> list[Event]:
    if leak == "draft" and s.turn is not None:
        typed = key(say.text, s.language)
        s.turn.seen_in_group.append(typed)
        for form in shown_forms(say.text)[1:]:  # a disguised draft is the word everyone read (issue 26)
            if key(form, s.language) != typed:
                s.turn.seen_in_group.append(key(form, s.language))
    return [SecretPosted(s.round, say.player_id, say.message_id, leak)]
