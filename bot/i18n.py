"""Fluent translations: every `locales/<lang>/*.ftl`, the locale always passed explicitly.

Timers fire outside any update, so there is no "current locale" context: callers say which one.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable
from importlib import resources
from importlib.abc import Traversable
from pathlib import Path
from typing import Any

from fluent.runtime import FluentBundle, FluentResource
from fluent.syntax import ast as fluent_ast

log = logging.getLogger(__name__)

DEFAULT_LOCALE = "ru"


class Translator:
    """One Fluent bundle per language directory found under `locales_dir`."""

    def __init__(self, locales_dir: Path | Traversable, default_locale: str = DEFAULT_LOCALE) -> None:
        self._bundles: dict[str, FluentBundle] = {}
        for lang_dir in sorted(_subdirs(locales_dir), key=lambda d: d.name):
            files = sorted((f for f in lang_dir.iterdir() if f.name.endswith(".ftl")), key=lambda f: f.name)
            if files:
                self._bundles[lang_dir.name] = _bundle(lang_dir.name, files)
        if default_locale not in self._bundles:
            raise ValueError(f"no translations for the default locale {default_locale!r} in {locales_dir}")
        self.default_locale = default_locale

    @property
    def languages(self) -> tuple[str, ...]:
        return tuple(self._bundles)

    def resolve(self, locale: str | None) -> str:
        """The locale we will answer in: `locale` if we have it (`en-US` counts as `en`), else the default."""
        if locale:
            for candidate in (locale, locale.split("-")[0].split("_")[0].lower()):
                if candidate in self._bundles:
                    return candidate
        return self.default_locale

    def has(self, locale: str, key: str) -> bool:
        bundle = self._bundles.get(locale)
        return bundle is not None and bundle.has_message(key)

    def t(self, locale: str | None, key: str, **args: Any) -> str:
        """The message `key` in `locale`, else in the default locale, else the key itself."""
        for lang in dict.fromkeys((self.resolve(locale), self.default_locale)):
            bundle = self._bundles[lang]
            if bundle.has_message(key):
                message = bundle.get_message(key)
                if message.value is None:
                    continue  # attributes only: nothing to show as a sentence
                text, errors = bundle.format_pattern(message.value, args)
                for error in errors:
                    log.warning("translation %s/%s: %s", lang, key, error)
                return str(text)
        log.warning("missing translation %r for %r", key, locale)
        return key


def load_translator(default_locale: str = DEFAULT_LOCALE) -> Translator:
    """The translator over the installed `locales` package."""
    return Translator(resources.files("locales"), default_locale)


def _subdirs(root: Path | Traversable) -> Iterable[Traversable]:
    return (entry for entry in root.iterdir() if entry.is_dir() and not entry.name.startswith(("_", ".")))


def _bundle(lang: str, files: Iterable[Traversable]) -> FluentBundle:
    # use_isolating=False: Unicode isolation marks would show up as junk in Telegram messages.
    bundle = FluentBundle([lang], use_isolating=False)
    seen: dict[str, str] = {}
    for file in files:
        resource = FluentResource(file.read_text(encoding="utf-8"))
        for entry in resource.body:
            # Fluent drops a broken or duplicate message silently; say where so it is noticed.
            if isinstance(entry, fluent_ast.Junk):
                log.error("syntax error in %s/%s: %s", lang, file.name, (entry.content or "").strip()[:80])
            elif isinstance(entry, fluent_ast.Message):
                if entry.id.name in seen:
                    log.error("%s/%s: %r already defined in %s", lang, file.name, entry.id.name,
                              seen[entry.id.name])
                seen.setdefault(entry.id.name, file.name)
        bundle.add_resource(resource)
    return bundle
