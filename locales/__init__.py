"""Translations (`<lang>/*.ftl`) and the game content of each language (`<lang>/*.json`)."""

from __future__ import annotations

import json
from functools import cache
from importlib import resources
from typing import Any

LANGUAGES = ("ru", "en")


@cache
def load_content(lang: str, name: str) -> Any:
    """The parsed JSON content file `locales/<lang>/<name>.json` (read once per process)."""
    path = resources.files(__package__).joinpath(lang, f"{name}.json")
    return json.loads(path.read_text(encoding="utf-8"))
