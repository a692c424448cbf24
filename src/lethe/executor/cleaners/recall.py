"""Dropping recall entries: one atomic rewrite of the store, keeping every other entry and top-level field.

The JSON is written back the way it was laid out (indent or compact, trailing newline, non-ASCII raw or
escaped), so an unrelated entry comes out as the same JSON value, and usually the same bytes, as before.
"""

from __future__ import annotations

import json

from lethe.assistant_home.text_files import Unreadable, read_text
from lethe.planner.finders.recall import entry_key, load_store
from lethe.planner.plan import Target

from ..context import RunContext
from ..fs import StepFailed, replace_file


def json_layout(text: str) -> int | None:
    """The indent a JSON document was written with (None: compact)."""
    for line in text.split("\n")[1:]:
        stripped = line.lstrip(" ")
        if stripped:
            return (len(line) - len(stripped)) or None
    return None


def dump_like(original: str, data) -> str:
    indent = json_layout(original)
    ascii_only = original.isascii()  # non-ASCII was written as \u escapes (or there was none)
    if indent:
        out = json.dumps(data, indent=indent, ensure_ascii=ascii_only)
    else:
        spaced = '": ' in original
        out = json.dumps(data, ensure_ascii=ascii_only, separators=(", ", ": ") if spaced else (",", ":"))
    return out + ("\n" if original.endswith("\n") else "")


def clean(run: RunContext, targets: list[Target]) -> None:
    for target in targets:
        run.attempt(lambda t=target: clean_store(run, t))


def clean_store(run: RunContext, target: Target) -> None:
    f = read_text(run.home, target.path)
    if f is Unreadable.MISSING:
        return
    if isinstance(f, Unreadable):
        raise StepFailed("the saved memory snippets could not be read")
    store = load_store(f.text)
    if store is None:
        raise StepFailed("the saved memory snippets could not be read")
    data, entries = store
    drop = set(target.entry_keys)
    kept = []
    dropped = 0
    for entry in entries:
        key = entry_key(entry, run.fingerprint, run.matcher) if isinstance(entry, dict) else None
        if key in drop:
            run.provenance("drop_entry", f"{target.path}#{key}", json.dumps(entry, sort_keys=True))
            dropped += 1
            continue
        kept.append(entry)
    if not dropped:
        return
    new = dump_like(f.text, {**data, "entries": kept})
    if replace_file(run.home, target.path, f.encode(new), expect=lambda cur: cur == f.raw):
        run.count("recall", dropped)
