"""Fluent translations: every `locales/<lang>/*.ftl`, the locale always passed explicitly.

Timers fire outside any update, so there is no "current locale" context: callers say which one.
"""

from __future__ import annotations

import copy
import functools
import logging
from collections.abc import Iterable
from importlib import resources
from importlib.abc import Traversable
from pathlib import Path
from typing import Any

import babel
from babel.localedata import LocaleDataDict
from babel.numbers import NumberPattern
from fluent.runtime import FluentBundle, FluentResource
from fluent.syntax import ast as fluent_ast

log = logging.getLogger(__name__)

DEFAULT_LOCALE = "ru"


class Translator:
    """One Fluent bundle per language directory found under `locales_dir`."""

    def __init__(self, locales_dir: Path | Traversable, default_locale: str = DEFAULT_LOCALE, *,
                 extra: Iterable[Path | Traversable] = ()) -> None:
        """`extra`: more folders of `<lang>/*.ftl` (a test game's strings), added to the same bundles."""
        files_by_lang: dict[str, list[Traversable]] = {}
        for root in (locales_dir, *extra):
            for lang_dir in _subdirs(root):
                files = sorted((f for f in lang_dir.iterdir() if f.name.endswith(".ftl")),
                               key=lambda f: f.name)
                files_by_lang.setdefault(lang_dir.name, []).extend(files)
        self._bundles: dict[str, FluentBundle] = {}
        for lang, files in sorted(files_by_lang.items()):
            if files:
                self._bundles[lang] = _bundle(lang, files)
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


MINUS = "\u2212"  # the real minus sign: «−2 очка», not the hyphen «-2»


class _TypographicLocale(babel.Locale):
    """A language's number formats with the real minus sign in front of a negative number."""

    @functools.cached_property
    def decimal_formats(self) -> LocaleDataDict:
        formats = super().decimal_formats
        return LocaleDataDict({key: _with_minus(pattern) for key, pattern in formats.items()})


def _with_minus(pattern: NumberPattern) -> NumberPattern:
    signed = copy.copy(pattern)
    signed.prefix = (pattern.prefix[0], pattern.prefix[1].replace("-", MINUS))
    return signed


class _Bundle(FluentBundle):
    """Every number formatted with the real minus sign (`{ $points }` of −2 reads «−2»)."""

    def _get_babel_locale(self) -> babel.Locale:
        found = super()._get_babel_locale()
        return _TypographicLocale(found.language, found.territory, found.script, found.variant)


def _bundle(lang: str, files: Iterable[Traversable]) -> FluentBundle:
    # use_isolating=False: Unicode isolation marks would show up as junk in Telegram messages.
    bundle = _Bundle([lang], use_isolating=False)
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
