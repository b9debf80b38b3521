"""The shared event base: every game's events become JSON the same way."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import ClassVar

from engines.core.events import JsonEvent
from engines.skattergoris.events import PlayerLeft as SkattergorisLeft
from engines.soobrazhariy.events import BidMade


@dataclass(frozen=True, slots=True)
class _Scored(JsonEvent):
    player_id: int
    cards: tuple[str, ...]
    totals: dict[int, int]


def test_to_json_names_the_event_and_lists_its_fields() -> None:
    data = _Scored(player_id=7, cards=("К1", "Б2"), totals={7: 3}).to_json()
    assert data == {"event": "_Scored", "player_id": 7, "cards": ["К1", "Б2"], "totals": {"7": 3}}
    assert json.loads(json.dumps(data)) == data  # already JSON: lists, string keys


@dataclass(frozen=True, slots=True)
class _Hand(JsonEvent):
    private_to: ClassVar[str | None] = "player_id"
    player_id: int
    letters: tuple[str, ...]


def test_an_event_names_the_one_player_it_is_for_and_a_public_one_nobody() -> None:
    assert _Hand(player_id=4, letters=("Д", "О")).audience == 4
    assert _Scored(player_id=7, cards=(), totals={}).audience is None


def test_both_games_events_share_the_base_but_keep_their_own_names() -> None:
    left = SkattergorisLeft(player_id=1, remaining=(2, 3)).to_json()
    bid = BidMade(turn=2, player_id=1, bid=3, auto=False, next_bidder=None, min_bid=4, until=None).to_json()
    assert left == {"event": "PlayerLeft", "player_id": 1, "remaining": [2, 3]}
    assert bid["event"] == "BidMade" and bid["bid"] == 3 and bid["next_bidder"] is None
