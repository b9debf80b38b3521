"""The shape of `bot/` (issue 27): no module imports one that imports it back (item 3), directly or
through others — imports made only for type checking count too, they tie the modules together all
the same — and none is longer than a reader holds at once (item 8)."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imports_of(path: Path, known: set[str]) -> set[str]:
    """The `bot` modules `path` imports (a `from package import name` that names a module counts as
    that module; anything else in a package counts as the package)."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names if alias.name in known}
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            for alias in node.names:
                child = f"{node.module}.{alias.name}"
                if child in known:
                    found.add(child)
                elif node.module in known:
                    found.add(node.module)
    return found


def import_graph() -> dict[str, set[str]]:
    paths = sorted((ROOT / "bot").rglob("*.py"))
    known = {module_name(path) for path in paths}
    graph: dict[str, set[str]] = {}
    for path in paths:
        name = module_name(path)
        # A package's __init__ re-exports its own modules: that is no cycle of code.
        graph[name] = {imported for imported in imports_of(path, known) if imported != name
                       and not (name.startswith(imported + ".") or imported.startswith(name + "."))}
    return graph


def tangles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The groups of modules that reach each other (strongly connected, more than one module)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for nxt in graph.get(node, ()):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            group = []
            while True:
                member = stack.pop()
                group.append(member)
                if member == node:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def test_no_module_of_the_bot_imports_itself_back() -> None:
    assert tangles(import_graph()) == []


def test_a_cycle_is_found() -> None:
    assert tangles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


def test_the_graph_sees_type_checking_imports(tmp_path: Path) -> None:
    """The check would have caught the cycle it was written for: a `TYPE_CHECKING` import back."""
    probe = tmp_path / "probe.py"
    probe.write_text("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n"
                     "    from bot.services.actions import X\n")
    assert imports_of(probe, {"bot.services.actions"}) == {"bot.services.actions"}


def test_no_module_of_the_bot_is_longer_than_one_sitting() -> None:
    """issue 27 (item 8): a module a reader can hold at once — 400 lines at the most."""
    long = {str(path.relative_to(ROOT)): n for path in (ROOT / "bot").rglob("*.py")
            if (n := len(path.read_text(encoding="utf-8").splitlines())) > 400}
    assert long == {}


def test_an_engines_tests_import_nothing_of_the_bot() -> None:
    """issue 27 (item 8): the engine's tests are the engine's alone; the Telegram side of a game is
    tested in `tests/games_<game>/`, so a reader finds a presenter's tests beside each other."""
    known = {module_name(path) for path in (ROOT / "bot").rglob("*.py")}
    reaching = sorted(str(path.relative_to(ROOT)) for path in (ROOT / "tests" / "engines").rglob("*.py")
                      if imports_of(path, known | {"bot"}))
    assert reaching == []
