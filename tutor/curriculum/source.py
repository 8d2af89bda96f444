"""Reading a lesson file safely, keeping the line of every value for precise errors.

The file is composed into YAML nodes by PyYAML's safe loader and each scalar is built by its
safe constructor, so a tag such as ``!!python/object`` is refused before anything is built.
Every value comes wrapped in a :class:`Node` that knows its file, line and field path, so a
mistake deep in a lesson is reported as ``lessons/04.yaml, line 37, field steps[5].hand: ...``.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import yaml

from tutor.engine.errors import LessonError

_CORE = "tag:yaml.org,2002:"
# Only the plain data of YAML: no timestamps, binary, sets, python objects or other tags.
SCALAR_TAGS = {_CORE + t for t in ("str", "int", "bool", "null", "float")}
MAP_TAG = _CORE + "map"
SEQ_TAG = _CORE + "seq"
# libyaml's safe loader when PyYAML has it (about fifteen times faster), else the pure one;
# both only compose nodes here, and nodes are built into values below.
SAFE_LOADER: type[yaml.SafeLoader] = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def where(file: str, line: int, field: str) -> str:
    """The place of a problem as the checker prints it."""
    return f"{file}, line {line}, field {field}" if field else f"{file}, line {line}"


class Node:
    """One YAML value with its place: ``file``, ``line`` (1-based) and dotted ``field``."""

    __slots__ = ("_items", "_seq", "field", "file", "line", "value")

    def __init__(
        self,
        file: str,
        line: int,
        field: str,
        value: Any = None,
        items: dict[str, tuple[Node, Node]] | None = None,
        seq: list[Node] | None = None,
    ) -> None:
        self.file = file
        self.line = line
        self.field = field
        self.value = value
        self._items = items
        self._seq = seq

    # ------------------------------------------------------------------ errors

    def error(self, message: str) -> LessonError:
        """A :class:`LessonError` naming this node's file, line and field."""
        return LessonError(f"{where(self.file, self.line, self.field)}: {message}")

    def _child_field(self, key: str | int) -> str:
        if isinstance(key, int):
            return f"{self.field}[{key}]"
        return f"{self.field}.{key}" if self.field else key

    # ------------------------------------------------------------------ shapes

    @property
    def is_map(self) -> bool:
        return self._items is not None

    @property
    def is_seq(self) -> bool:
        return self._seq is not None

    @property
    def is_scalar(self) -> bool:
        return self._items is None and self._seq is None

    def describe(self) -> str:
        if self.is_map:
            return "a mapping"
        if self.is_seq:
            return "a list"
        return f"{self.value!r}"

    # ------------------------------------------------------------------ mappings

    def keys(self) -> list[str]:
        return list(self.mapping())

    def mapping(self) -> dict[str, tuple[Node, Node]]:
        if self._items is None:
            raise self.error(f"expected a mapping of fields, got {self.describe()}")
        return self._items

    def get(self, key: str) -> Node | None:
        entry = self.mapping().get(key)
        return entry[1] if entry else None

    def need(self, key: str, what: str = "") -> Node:
        node = self.get(key)
        if node is None:
            hint = f" ({what})" if what else ""
            raise self.error(f"missing field '{key}'{hint}")
        return node

    def only(self, allowed: set[str] | frozenset[str], what: str) -> None:
        """Refuse fields outside ``allowed``, naming the line of the unknown one."""
        for key, (key_node, _) in self.mapping().items():
            if key not in allowed:
                known = ", ".join(sorted(allowed))
                raise key_node.error(f"unknown field '{key}' in {what} (known: {known})")

    # ------------------------------------------------------------------ sequences

    def items(self) -> list[Node]:
        if self._seq is None:
            raise self.error(f"expected a list, got {self.describe()}")
        return self._seq

    def __iter__(self) -> Iterator[Node]:
        return iter(self.items())

    # ------------------------------------------------------------------ scalars

    def text(self) -> str:
        if not self.is_scalar or not isinstance(self.value, str) or not self.value.strip():
            raise self.error(f"expected some text, got {self.describe()}")
        return self.value

    def word(self, choices: tuple[str, ...] | list[str]) -> str:
        value = self.value if self.is_scalar else None
        if not isinstance(value, str) or value not in choices:
            raise self.error(f"expected one of {', '.join(choices)}, got {self.describe()}")
        return value

    def integer(self) -> int:
        if not self.is_scalar or type(self.value) is not int:
            raise self.error(f"expected a whole number, got {self.describe()}")
        return int(self.value)

    def boolean(self) -> bool:
        if not self.is_scalar or type(self.value) is not bool:
            raise self.error(f"expected yes or no, got {self.describe()}")
        return bool(self.value)

    def plain(self) -> Any:
        """The value as plain Python data (for ``expect`` fields that take several shapes)."""
        if self._items is not None:
            return {k: v.plain() for k, (_, v) in self._items.items()}
        if self._seq is not None:
            return [v.plain() for v in self._seq]
        return self.value


def _tag_error(file: str, line: int, field: str, tag: str) -> LessonError:
    return LessonError(
        f"{where(file, line, field)}: tag {tag.replace(_CORE, '!!')!r} is not allowed in a "
        "lesson (plain text, numbers, yes/no and lists only; put dates and such in quotes)"
    )


def _build(
    raw: yaml.Node,
    file: str,
    field: str,
    seen: set[int],
    used_at: int = 0,
    safe: yaml.constructor.SafeConstructor | None = None,
) -> Node:
    safe = safe or yaml.constructor.SafeConstructor()
    line = raw.start_mark.line + 1
    if id(raw) in seen:
        # An alias shares its anchor's node; name the line where the alias is used.
        raise LessonError(
            f"{where(file, used_at or line, field)}: anchors and aliases (&, *) are not used "
            "in lessons"
        )
    seen.add(id(raw))
    if isinstance(raw, yaml.MappingNode):
        if raw.tag != MAP_TAG:
            raise _tag_error(file, line, field, raw.tag)
        items: dict[str, tuple[Node, Node]] = {}
        for key_raw, value_raw in raw.value:
            key_line = key_raw.start_mark.line + 1
            if not isinstance(key_raw, yaml.ScalarNode) or key_raw.tag != _CORE + "str":
                raise LessonError(f"{where(file, key_line, field)}: field names must be words")
            key = str(key_raw.value)
            if key in items:
                raise LessonError(
                    f"{where(file, key_line, field)}: field '{key}' is given twice "
                    f"(first on line {items[key][0].line})"
                )
            child = f"{field}.{key}" if field else key
            value = _build(value_raw, file, child, seen, key_line, safe)
            if not value.is_scalar:
                value.line = key_line  # a block under 'field:' is reported at that line
            items[key] = (Node(file, key_line, child, key), value)
        return Node(file, line, field, items=items)
    if isinstance(raw, yaml.SequenceNode):
        if raw.tag != SEQ_TAG:
            raise _tag_error(file, line, field, raw.tag)
        seq = [_build(v, file, f"{field}[{i}]", seen, line, safe) for i, v in enumerate(raw.value)]
        return Node(file, line, field, seq=seq)
    if raw.tag not in SCALAR_TAGS:
        raise _tag_error(file, line, field, raw.tag)
    return Node(file, line, field, safe.construct_object(raw))


def read(text: str, file: str) -> Node:
    """Parse one YAML document into :class:`Node` values; ``LessonError`` on any problem."""
    try:
        documents = list(yaml.compose_all(text, Loader=SAFE_LOADER))
    except yaml.MarkedYAMLError as error:
        mark = error.problem_mark or error.context_mark
        line = mark.line + 1 if mark else 1
        problem = error.problem or error.context or "cannot be read"
        raise LessonError(f"{where(file, line, '')}: not valid YAML: {problem}") from None
    except yaml.reader.ReaderError as error:  # a character YAML refuses, e.g. a control one
        line = text.count("\n", 0, error.position) + 1
        code = error.character if isinstance(error.character, int) else ord(error.character)
        raise LessonError(
            f"{where(file, line, '')}: not valid YAML: the character U+{code:04X} is not "
            "allowed in a lesson (a control character)"
        ) from None
    except yaml.YAMLError as error:
        raise LessonError(f"{file}: not valid YAML: {error}") from None
    documents = [d for d in documents if d is not None]
    if not documents:
        raise LessonError(f"{file}, line 1: the file is empty")
    if len(documents) > 1:
        line = documents[1].start_mark.line + 1
        raise LessonError(f"{where(file, line, '')}: one lesson per file (found a second '---')")
    return _build(documents[0], file, "", set())


def read_file(path: Path, shown_as: str | None = None) -> Node:
    """Read a lesson file; ``shown_as`` is how errors name it (a path relative to the folder)."""
    name = shown_as or str(path)
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError as error:
        raise LessonError(f"{name}: not UTF-8 text ({error.reason})") from None
    except OSError as error:
        raise LessonError(f"{name}: cannot be read ({error.strerror})") from None
    return read(text, name)
