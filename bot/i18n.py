"""Fluent translations: every `locales/<lang>/*.ftl`, the locale always passed explicitly.

Timers fire outside any update, so there is no "current locale" context: callers say which one.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable
from importlib import resources
from importlib.abc import Traversable
from pathlib import Path
from typing import Any, cast

import babel
from fluent.runtime import FluentBundle, FluentResource
from fluent.runtime.types import FluentFloat, FluentInt, FluentType
from fluent.syntax import ast as fluent_ast
from fluent.syntax.visitor import Transformer

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
SIGNED = "ARBITER_SIGNED"  # our Fluent function around every shown variable (see `_SignedVariables`)


class _Signed(FluentInt):
    """A negative whole number, shown with the real minus sign; still a number for plural rules."""

    def format(self, locale: babel.Locale) -> str:
        return MINUS + FluentInt(-int(self)).format(locale)


class _SignedFloat(FluentFloat):
    def format(self, locale: babel.Locale) -> str:
        return MINUS + FluentFloat(-float(self)).format(locale)


def _signed(value: object) -> FluentType:
    """Fluent function: a negative number as `_Signed`; anything else as it came (a text argument is
    a `str`, which Fluent shows as it is, though its type for functions names only `FluentType`)."""
    if isinstance(value, FluentInt) and value < 0:
        return _Signed(int(value))
    if isinstance(value, FluentFloat) and value < 0:
        return _SignedFloat(float(value))
    return cast(FluentType, value)


class _SignedVariables(Transformer):
    """Every shown variable, `{ $points }`, becomes `{ ARBITER_SIGNED($points) }` when the strings are
    loaded, so a negative number reads «−2» wherever a translator put it, with no function to remember
    in the .ftl files. A selector (`{ $points -> … }`) is left alone: it picks the plural form."""

    def visit_Placeable(self, node: fluent_ast.Placeable) -> fluent_ast.Placeable:
        self.generic_visit(node)
        if isinstance(node.expression, fluent_ast.VariableReference):
            call = fluent_ast.CallArguments(positional=[node.expression])
            node.expression = fluent_ast.FunctionReference(fluent_ast.Identifier(SIGNED), call)
        return node


def _bundle(lang: str, files: Iterable[Traversable]) -> FluentBundle:
    # use_isolating=False: Unicode isolation marks would show up as junk in Telegram messages.
    bundle = FluentBundle([lang], use_isolating=False, functions={SIGNED: _signed})
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
        bundle.add_resource(_SignedVariables().visit(resource))
    return bundle
