import json

import pytest

from engines.core import Leave, Press, Say, Tick, Vote, command_from_json, command_to_json
from engines.core.commands import Posted


@pytest.mark.parametrize(
    "command",
    [
        Say(player_id=1, text="3 Кит", date=1_767_000_000, message_id=12, private=True),
        Press(player_id=2, action="done"),
        Vote(vote_id="challenge-1", voter_id=3, option_ids=(0,)),
        Vote(vote_id="challenge-1", voter_id=3, option_ids=()),
        Tick(),
        Posted(anchor="letter-1", date=1_767_000_010, message_id=40),
        Leave(player_id=4),
    ],
)
def test_every_platform_command_round_trips_through_json(command: object) -> None:
    data = json.loads(json.dumps(command_to_json(command), ensure_ascii=False))  # type: ignore[arg-type]
    assert command_from_json(data) == command


def test_json_names_the_command_type() -> None:
    assert command_to_json(Tick()) == {"type": "tick"}
    assert command_to_json(Leave(player_id=5)) == {"type": "leave", "player_id": 5}
