"""Every game says everything in every language: its title, rules, settings and every refusal.

Reasons are enums (`engines/<game>/reasons.py`), so this test knows them all: a reason added to an
engine without a translation fails here, in every locale, before a player meets «skattergoris-refused-…».
"""

from __future__ import annotations

from importlib import resources

import pytest
from fluent.syntax import FluentParser, ast

from bot.games.registry import Registry, default_registry
from bot.games.spec import Game
from bot.i18n import Translator
from tests.games.quick.spec import PRIVATE_SPEC, SPEC
from tests.platform.harness import translator as harness_translator

TRANSLATOR = harness_translator()
GAMES: list[Game] = [*default_registry(), SPEC, PRIVATE_SPEC]


def needed_keys(spec: Game) -> set[str]:
    keys = {spec.title_key, spec.rules_key}
    keys |= {f"setting-{spec.kind}-{name}" for name in spec.setting_choices}
    keys |= {f"{spec.kind}-refused-{reason.value}" for reasons in spec.reasons for reason in reasons}
    return keys


@pytest.mark.parametrize("locale", TRANSLATOR.languages)
@pytest.mark.parametrize("spec", GAMES, ids=lambda spec: spec.kind)
def test_every_key_a_game_needs_exists_in_every_locale(spec: Game, locale: str) -> None:
    assert spec.reasons, f"{spec.kind} declares no refusal reasons"
    missing = sorted(key for key in needed_keys(spec) if not TRANSLATOR.has(locale, key))
    assert missing == []


def test_the_check_fails_for_a_reason_without_a_translation() -> None:
    from enum import StrEnum

    class Unsaid(StrEnum):
        NEVER_TRANSLATED = "never-translated"

    import dataclasses

    spec = dataclasses.replace(SPEC, reasons=(Unsaid,))
    assert "testgame-refused-never-translated" in needed_keys(spec)
    assert not TRANSLATOR.has("ru", "testgame-refused-never-translated")


def test_translator_is_the_bots_own_plus_the_test_games() -> None:
    assert isinstance(TRANSLATOR, Translator) and {"ru", "en"} <= set(TRANSLATOR.languages)
    assert Registry(SPEC).get("testgame") is SPEC


@pytest.mark.parametrize("spec", list(default_registry()), ids=lambda spec: spec.kind)
def test_every_registered_game_has_its_own_locale_files_in_both_languages(spec: Game) -> None:
    """issue 27 (item 8): a registered game brings `locales/<lang>/<kind>.ftl` and `<kind>.json` in
    Russian and English; its file defines its rules, and its title `game-<kind>` is in `bot.ftl`
    (where the /games menu reads every title), as docs/architecture.md says."""
    for lang in ("ru", "en"):
        folder = resources.files("locales") / lang
        own = folder / f"{spec.kind}.ftl"
        assert own.is_file(), f"locales/{lang}/{spec.kind}.ftl is missing"
        assert (folder / f"{spec.kind}.json").is_file(), f"locales/{lang}/{spec.kind}.json is missing"
        assert spec.rules_key in messages_of(own.read_text(encoding="utf-8")), (lang, spec.kind)
        titles = messages_of((folder / "bot.ftl").read_text(encoding="utf-8"))
        assert spec.title_key in titles, (lang, spec.kind)


def messages_of(source: str) -> set[str]:
    return {entry.id.name for entry in FluentParser().parse(source).body if isinstance(entry, ast.Message)}
