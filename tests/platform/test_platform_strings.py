"""Every string the platform says exists in both languages (issue 3, "Translations")."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bot.app import GROUP_COMMANDS, PRIVATE_COMMANDS
from bot.games.registry import KNOWN_GAMES
from bot.i18n import Translator
from tests.games.quick.spec import PRIVATE_SPEC, SPEC
from tests.platform.harness import translator as harness_translator

ROOT = Path(__file__).resolve().parents[2]
# Platform modules whose string literals shaped like `word-word` are translation keys.
SOURCES = [
    *sorted((ROOT / "bot/services").glob("*.py")),
    *sorted((ROOT / "bot/routers").glob("*.py")),
]
NOT_KEYS = {"lobby-idle", "not-running"}  # a timer name; a reason nobody is told
KEY = re.compile(r'"([a-z][a-z0-9]*(?:-[a-z0-9_]+)+)"')
PRESENTER_KEY = re.compile(r'view\.t\(f?"([a-z0-9_{}.-]+)"')


@pytest.fixture(scope="module")
def translator() -> Translator:
    return harness_translator()


def _platform_keys() -> set[str]:
    keys = {k for path in SOURCES for k in KEY.findall(path.read_text(encoding="utf-8"))} - NOT_KEYS
    keys |= {f"game-{kind}" for kind in (*KNOWN_GAMES, SPEC.kind, PRIVATE_SPEC.kind)}
    keys |= {f"cmd-{name}" for name in (*PRIVATE_COMMANDS, *GROUP_COMMANDS)}
    keys |= {f"setting-{SPEC.kind}-{name}" for name in SPEC.setting_choices}
    presenter = (ROOT / "tests/games/quick/presenter.py").read_text(encoding="utf-8")
    keys |= {k for k in PRESENTER_KEY.findall(presenter) if "{" not in k}
    keys |= {"testgame-before-question", "testgame-too-late", "testgame-reachable", "testgame-unreachable"}
    return keys


@pytest.mark.parametrize("locale", ["ru", "en"])
def test_every_platform_string_exists_in_each_language(translator: Translator, locale: str) -> None:
    keys = _platform_keys()
    assert len(keys) > 60  # the scan found the platform's strings
    missing = sorted(k for k in keys if not translator.has(locale, k))
    assert missing == []


@pytest.mark.parametrize("locale", ["ru", "en"])
def test_bot_command_descriptions_fit_telegrams_limit(translator: Translator, locale: str) -> None:
    for name in {*PRIVATE_COMMANDS, *GROUP_COMMANDS}:
        assert 1 <= len(translator.t(locale, f"cmd-{name}")) <= 256


def test_russian_plurals_in_the_scoreboard(translator: Translator) -> None:
    line = [translator.t("ru", "scores-line", place=1, name="Аня", points=n) for n in (1, 2, 5, 21, 11)]
    assert line == [
        "1. Аня — 1 очко", "1. Аня — 2 очка", "1. Аня — 5 очков", "1. Аня — 21 очко", "1. Аня — 11 очков",
    ]
