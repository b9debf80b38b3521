"""Translations: every locale has every key with the same variables; Russian plurals; fallbacks."""

from __future__ import annotations

from importlib import resources
from importlib.abc import Traversable
from pathlib import Path

import pytest
from fluent.syntax import FluentParser
from fluent.syntax import ast as fluent_ast
from fluent.syntax.visitor import Visitor

from bot.i18n import Translator, load_translator

LOCALES = resources.files("locales")


@pytest.fixture(scope="module")
def translator() -> Translator:
    return load_translator()


class _Variables(Visitor):
    def __init__(self) -> None:
        self.names: set[str] = set()

    def visit_VariableReference(self, node: fluent_ast.VariableReference) -> None:
        self.names.add(node.id.name)


def catalogue(lang_dir: Traversable) -> tuple[dict[str, set[str]], list[str]]:
    """Every message, term and attribute id in the language with the variables it uses; syntax errors."""
    entries: dict[str, set[str]] = {}
    errors: list[str] = []
    for file in sorted(lang_dir.iterdir(), key=lambda f: f.name):
        if not file.name.endswith(".ftl"):
            continue
        resource = FluentParser().parse(file.read_text(encoding="utf-8"))
        for entry in resource.body:
            if isinstance(entry, fluent_ast.Junk):
                near = (entry.content or "")[:60]
                errors.append(f"{lang_dir.name}/{file.name}: syntax error near {near!r}")
            elif isinstance(entry, fluent_ast.Message | fluent_ast.Term):
                prefix = "-" if isinstance(entry, fluent_ast.Term) else ""
                parts = [(f"{prefix}{entry.id.name}", entry.value)]
                parts += [(f"{prefix}{entry.id.name}.{a.id.name}", a.value) for a in entry.attributes]
                for key, pattern in parts:
                    found = _Variables()
                    if pattern is not None:
                        found.visit(pattern)
                    entries[key] = found.names
    return entries, errors


def locale_gaps(root: Traversable) -> list[str]:
    """What one locale has and another lacks: keys, variables of a key, and broken syntax."""
    langs = {d.name: catalogue(d) for d in root.iterdir() if d.is_dir() and not d.name.startswith(("_", "."))}
    langs = {name: cat for name, cat in langs.items() if cat[0] or cat[1]}
    gaps = [error for _, errors in langs.values() for error in errors]
    for lang, (entries, _) in sorted(langs.items()):
        for other, (other_entries, _) in sorted(langs.items()):
            if other == lang:
                continue
            for key, variables in sorted(entries.items()):
                if key not in other_entries:
                    gaps.append(f"{key!r} is in {lang} but not in {other}")
                elif missing := variables - other_entries[key]:
                    gaps.append(f"{key!r} uses {sorted(missing)} in {lang} but not in {other}")
    return gaps


def test_every_key_and_variable_exists_in_every_locale() -> None:
    # Covers every .ftl under locales/, including files other parts add later.
    assert locale_gaps(LOCALES) == []
    assert {"ru", "en"} <= set(load_translator().languages)


def test_the_completeness_check_catches_a_missing_key_and_a_missing_variable(tmp_path: Path) -> None:
    write(tmp_path / "ru" / "a.ftl", "hello = Привет, { $name }!\nbye = Пока\n")
    write(tmp_path / "en" / "a.ftl", "hello = Hello!\n")
    assert locale_gaps(tmp_path) == [
        "'bye' is in ru but not in en",
        "'hello' uses ['name'] in ru but not in en",
    ]
    fixed = "hello = { $name ->\n    [x] X\n   *[other] Hi\n}\nbye = Bye\nbroken = {\n"
    write(tmp_path / "en" / "a.ftl", fixed)
    assert locale_gaps(tmp_path) == [
        "en/a.ftl: syntax error near 'broken = {\\n'",
    ]


@pytest.mark.parametrize(
    ("n", "expected"),
    [(1, "1 очко"), (2, "2 очка"), (5, "5 очков"), (11, "11 очков"), (21, "21 очко"), (22, "22 очка"),
     (25, "25 очков"), (0, "0 очков"), (111, "111 очков"), (104, "104 очка")],
)
def test_russian_points_take_the_cldr_plural_form(translator: Translator, n: int, expected: str) -> None:
    assert translator.t("ru", "points", n=n) == expected


@pytest.mark.parametrize(("n", "expected"), [(1, "1 point"), (2, "2 points"), (21, "21 points")])
def test_english_points_take_one_or_other(translator: Translator, n: int, expected: str) -> None:
    assert translator.t("en", "points", n=n) == expected


@pytest.mark.parametrize(("locale", "n", "expected"), [
    ("ru", -2, "\u22122 очка"), ("ru", -5, "\u22125 очков"), ("ru", -1, "\u22121 очко"),
    ("en", -2, "\u22122 points")])
def test_a_negative_number_reads_with_the_real_minus_and_keeps_its_plural(
    translator: Translator, locale: str, n: int, expected: str
) -> None:
    # Issue 14.14: «Боб — -2 очка» had an ASCII hyphen for a minus.
    assert translator.t(locale, "points", n=n) == expected


def test_missing_key_falls_back_to_the_default_locale_then_to_the_key(tmp_path: Path) -> None:
    write(tmp_path / "ru" / "a.ftl", "only-ru = Только по-русски\nboth = Оба\n")
    write(tmp_path / "en" / "a.ftl", "both = Both\n")
    translator = Translator(tmp_path, default_locale="ru")
    assert translator.t("en", "both") == "Both"
    assert translator.t("en", "only-ru") == "Только по-русски"
    assert translator.t("en", "nowhere") == "nowhere"
    assert translator.has("en", "both") and not translator.has("en", "only-ru")


def test_unknown_or_regional_locale_resolves_sensibly(tmp_path: Path) -> None:
    write(tmp_path / "ru" / "a.ftl", "hi = Привет\n")
    write(tmp_path / "en" / "a.ftl", "hi = Hi\n")
    translator = Translator(tmp_path, default_locale="ru")
    assert translator.t("en-US", "hi") == "Hi"
    assert translator.t("de", "hi") == "Привет"
    assert translator.t(None, "hi") == "Привет"
    assert translator.languages == ("en", "ru")


def test_variables_are_inserted_without_isolation_marks(tmp_path: Path) -> None:
    write(tmp_path / "ru" / "a.ftl", "turn = Ход: { $name }\n")
    assert Translator(tmp_path).t("ru", "turn", name="Аня") == "Ход: Аня"


def test_a_missing_default_locale_is_refused(tmp_path: Path) -> None:
    write(tmp_path / "en" / "a.ftl", "hi = Hi\n")
    with pytest.raises(ValueError, match="default locale"):
        Translator(tmp_path, default_locale="ru")


def write(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")


def test_any_shown_number_reads_with_the_real_minus_and_text_is_left_alone(tmp_path: Path) -> None:
    """Issue 27 (item 2): the minus comes from a Fluent function the strings are rewritten to call
    when loaded (public API), not from an override of the bundle's private locale lookup: every
    `{ $x }` of any message gets it, a selector still picks the plural form, and text with a hyphen
    passes as it came."""
    write(tmp_path / "ru" / "a.ftl", "line = { $name }: { $n } ({ $n ->\n    [one] очко\n    [few] очка\n"
                                     "   *[many] очков\n})\nhalf = { $x }\n")
    translator = Translator(tmp_path, default_locale="ru")
    assert translator.t("ru", "line", name="Анна-2", n=-3) == "Анна-2: \u22123 (очка)"
    assert translator.t("ru", "line", name="-5", n=5) == "-5: 5 (очков)"
    assert translator.t("ru", "half", x=-1.5) == "\u22121,5"
    assert translator.t("ru", "half", x=0) == "0"
