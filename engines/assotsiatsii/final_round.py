"""The final round: after the round in which someone reaches the finish, `final_words` random leader
words of this game (all of them if fewer) are laid; there is no leader; everyone writes three
associations, and a word shared by k ≥ 2 players gives each of them k points."""

from __future__ import annotations

from engines.assotsiatsii import guessing
from engines.assotsiatsii.events import Event
from engines.assotsiatsii.scoring import key_of
from engines.assotsiatsii.state import AssotsiatsiiState


def finish_reached(s: AssotsiatsiiState) -> bool:
    """Someone still playing stands on the finish or past it."""
    return any(s.totals.get(player_id, 0) >= s.settings.track_length for player_id in s.active)


def pick_words(s: AssotsiatsiiState) -> list[str]:
    """`final_words` of the game's leader words at random; a word two leaders both hid is laid once."""
    distinct: dict[tuple[str, ...], str] = {}
    for word in s.leader_words:
        distinct.setdefault(key_of(word, s.language, s.settings.rules), word)
    words = list(distinct.values())
    s.rng.shuffle(words)
    return words[: s.settings.final_words]


def open_final(s: AssotsiatsiiState, now: float) -> list[Event]:
    s.round += 1
    s.turn = None
    return guessing.open_round(s, None, [], pick_words(s), None, s.active, now)
