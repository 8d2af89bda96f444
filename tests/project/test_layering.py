"""The packages of ``tutor`` import one way, floor by floor (docs/architecture.md).

Every module's imports are read with ``ast``: at module level, inside functions, under
``TYPE_CHECKING`` and through ``importlib.import_module("tutor....")`` with a literal name.
An import of a higher floor fails, and so does an import of another package on the same floor
unless :data:`SIDEWAYS` names the pair and why. Module-level imports (the ones that run when
a module is loaded) must not form a cycle.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "tutor"

# Lowest first. A package imports only from lower floors (and from itself).
FLOORS: tuple[tuple[str, ...], ...] = (
    ("engine",),
    ("explain", "questions"),
    ("curriculum", "puzzles", "bot", "store"),
    ("practice", "rulebook", "scoresheet", "stats"),
    ("ui",),
    ("bench",),
    ("cli",),
)
# The package's own top: ``tutor/__init__.py`` and ``tutor/__main__.py`` (``python -m tutor``).
TOP = "(top)"
# Imports between two packages of one floor, (importer, imported): each is meant, and why.
SIDEWAYS: dict[tuple[str, str], str] = {
    ("stats", "practice"): "the statistics read the practice records (tutor.practice.records)",
    ("rulebook", "scoresheet"): (
        "the rule book shows R4, R24-R28, R31 and R32 on a sheet kept by tutor.scoresheet, so "
        "its claims are checked by the very arithmetic of the Scoresheet page, not a copy"
    ),
}


def floor_of(package: str) -> int:
    if package == TOP:
        return len(FLOORS)
    for number, floor in enumerate(FLOORS):
        if package in floor:
            return number
    raise KeyError(package)


def package_of(module: str) -> str:
    """``tutor.ui.views.home`` -> ``ui``; ``tutor`` and ``tutor.__main__`` -> the top."""
    parts = module.split(".")
    if len(parts) == 1 or parts[1] == "__main__":
        return TOP
    return parts[1]


@dataclass(frozen=True, slots=True)
class Import:
    importer: str  # the module that imports, e.g. tutor.stats.games
    imported: str  # the module it loads, e.g. tutor.practice.records
    line: int
    at_load: bool  # at module level and not only for the type checker: runs on import

    def __str__(self) -> str:
        path = self.importer.replace(".", "/")
        return f"{path}.py:{self.line} imports {self.imported}"


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _is_module(name: str) -> bool:
    path = ROOT.joinpath(*name.split("."))
    return path.with_suffix(".py").is_file() or (path / "__init__.py").is_file()


def _is_type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _targets(node: ast.AST, module: str, is_package: bool) -> Iterator[str]:
    """The ``tutor`` modules one import statement or ``import_module`` call loads."""
    if isinstance(node, ast.Import):
        yield from (alias.name for alias in node.names)
    elif isinstance(node, ast.ImportFrom):
        base = node.module or ""
        if node.level:  # relative: from the importer's package
            anchor = module.split(".")
            anchor = anchor if is_package else anchor[:-1]
            anchor = anchor[: len(anchor) - (node.level - 1)]
            base = ".".join([*anchor, base] if base else anchor)
        for alias in node.names:
            sub = f"{base}.{alias.name}"
            yield sub if _is_module(sub) else base
    elif (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute | ast.Name)
        and (node.func.attr if isinstance(node.func, ast.Attribute) else node.func.id)
        == "import_module"
        and node.args
        and isinstance(node.args[0], ast.Constant)
        and isinstance(node.args[0].value, str)
    ):
        yield node.args[0].value


def imports_of(path: Path) -> list[Import]:
    source = path.read_text(encoding="utf-8")
    return imports_in(source, module_name(path), is_package=path.name == "__init__.py")


def imports_in(source: str, module: str, is_package: bool = False) -> list[Import]:
    """The ``tutor`` imports in the source of ``module``."""
    tree = ast.parse(source)
    found: list[Import] = []

    def visit(node: ast.AST, at_load: bool) -> None:
        for target in _targets(node, module, is_package):
            if target == "tutor" or target.startswith("tutor."):
                found.append(Import(module, target, getattr(node, "lineno", 0), at_load))
        for child in ast.iter_child_nodes(node):
            inside_function = isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda)
            only_typing = isinstance(child, ast.If) and _is_type_checking(child)
            visit(child, at_load and not inside_function and not only_typing)

    visit(tree, True)
    return found


def all_imports() -> list[Import]:
    return [found for path in sorted(PACKAGE.rglob("*.py")) for found in imports_of(path)]


def against_the_order(imports: list[Import]) -> list[str]:
    """Every import of a higher floor, or of an unlisted package on the same floor."""
    wrong = []
    for found in imports:
        mine, theirs = package_of(found.importer), package_of(found.imported)
        if mine == theirs:
            continue
        if floor_of(theirs) > floor_of(mine):
            wrong.append(f"{found}: {mine} sits below {theirs}")
        elif floor_of(theirs) == floor_of(mine) and (mine, theirs) not in SIDEWAYS:
            wrong.append(f"{found}: {mine} and {theirs} share a floor and the pair is not listed")
    return wrong


def cycles(imports: list[Import]) -> list[list[str]]:
    """The module-level import cycles (strongly connected groups of modules, Tarjan)."""
    graph: dict[str, set[str]] = {}
    for found in imports:
        if found.at_load and found.importer != found.imported:
            graph.setdefault(found.importer, set()).add(found.imported)
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[list[str]] = []

    def connect(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for nxt in sorted(graph.get(node, ())):
            if nxt not in index:
                connect(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            group = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                group.append(member)
                if member == node:
                    break
            if len(group) > 1:
                groups.append(sorted(group))

    for node in sorted(graph):
        if node not in index:
            connect(node)
    return groups


def test_every_package_has_a_floor() -> None:
    packages = {p.name for p in PACKAGE.iterdir() if (p / "__init__.py").is_file()}
    placed = {name for floor in FLOORS for name in floor}
    assert packages == placed, "place every package of tutor/ on a floor (and in the docs)"


def test_the_imports_read_are_real() -> None:
    imports = all_imports()
    assert len(imports) > 500
    assert all(_is_module(found.imported) for found in imports), [
        str(f) for f in imports if not _is_module(f.imported)
    ]
    pairs = {(package_of(f.importer), package_of(f.imported)) for f in imports}
    assert set(SIDEWAYS) <= pairs, "a listed sideways pair that no longer happens: remove it"


def test_no_import_runs_against_the_floors() -> None:
    assert against_the_order(all_imports()) == []


def test_no_module_level_import_cycle() -> None:
    assert cycles(all_imports()) == []


# ----------------------------------------------------------------------------- the checks fail


@pytest.mark.parametrize(
    ("importer", "imported", "says"),
    [
        ("tutor.engine.melds", "tutor.explain", "engine sits below explain"),
        ("tutor.stats.games", "tutor.ui.state", "stats sits below ui"),
        ("tutor.bot.hard", "tutor.store.store", "bot and store share a floor"),
        ("tutor.practice.game", "tutor.stats.games", "practice and stats share a floor"),
        ("tutor.cli.hand", "tutor", "cli sits below (top)"),
    ],
)
def test_a_wrong_import_is_named(importer: str, imported: str, says: str) -> None:
    (message,) = against_the_order([Import(importer, imported, 3, True)])
    assert says in message and f"{importer.replace('.', '/')}.py:3" in message


def test_allowed_imports_pass() -> None:
    fine = [
        Import("tutor.ui.views.home", "tutor.stats", 1, True),
        Import("tutor.stats.games", "tutor.practice.records", 1, True),
        Import("tutor.cli", "tutor.bench", 1, True),
        Import("tutor.engine.melds", "tutor.engine.cards", 1, True),
    ]
    assert against_the_order(fine) == []


def test_a_cycle_is_found_and_a_function_level_import_breaks_none() -> None:
    loop = [
        Import("tutor.a", "tutor.b", 1, True),
        Import("tutor.b", "tutor.c", 1, True),
        Import("tutor.c", "tutor.a", 1, True),
        Import("tutor.c", "tutor.d", 1, True),
    ]
    assert cycles(loop) == [["tutor.a", "tutor.b", "tutor.c"]]
    late = [*loop[:2], Import("tutor.c", "tutor.a", 9, False)]
    assert cycles(late) == []


SAMPLE = """
from __future__ import annotations
import importlib
from typing import TYPE_CHECKING
from tutor.engine.cards import Card
from . import sheet
if TYPE_CHECKING:
    from tutor.ui.state import Slot
def late():
    from tutor.bot import levels
    return importlib.import_module("tutor.cli.hand")
"""


def test_every_kind_of_import_is_read() -> None:
    read = {(f.imported, f.at_load) for f in imports_in(SAMPLE, "tutor.scoresheet.entry")}
    assert read == {
        ("tutor.engine.cards", True),
        ("tutor.scoresheet.sheet", True),
        ("tutor.ui.state", False),
        ("tutor.bot.levels", False),
        ("tutor.cli.hand", False),
    }
