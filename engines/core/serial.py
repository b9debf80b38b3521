"""One way to turn engine values into JSON and back: states, commands, events, settings, content.

Engines keep their state in dataclasses (frozen where they can be). pydantic's `TypeAdapter` reads a
dataclass's own type hints, so no game writes `to_json`/`from_json` by hand: tuples come back as
tuples, `dict[int, …]` keys come back as ints, nested dataclasses as themselves. pydantic is a
pure library (no I/O); engines stay pure.
"""

from __future__ import annotations

from typing import Any, TypeVar

from pydantic import TypeAdapter

T = TypeVar("T")

JsonValue = str | int | float | bool | None | list["JsonValue"] | dict[str, "JsonValue"]
JsonDict = dict[str, JsonValue]

_ADAPTERS: dict[object, TypeAdapter[Any]] = {}


def _adapter(tp: object) -> TypeAdapter[Any]:
    adapter = _ADAPTERS.get(tp)
    if adapter is None:
        adapter = _ADAPTERS[tp] = TypeAdapter(tp)
    return adapter


def dump(value: object, tp: object = None) -> Any:
    """`value` as JSON-ready data (dicts, lists, str, int, float, bool, None)."""
    return _adapter(type(value) if tp is None else tp).dump_python(value, mode="json")


def dump_dict(value: object) -> JsonDict:
    """A dataclass as a JSON object."""
    data = dump(value)
    assert isinstance(data, dict)
    return data


def load(tp: type[T], data: object) -> T:
    """The value of type `tp` that `dump` wrote as `data`."""
    value: T = _adapter(tp).validate_python(data)
    return value
