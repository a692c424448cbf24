"""Derived recall snippets (workspace/memory/.dreams/short-term-recall.json).

The recall store keeps snippets of memory lines the assistant recalled, as
`{"version": 1, "entries": [{"key", "path", "startLine", "endLine", "snippet", ...}]}`. An entry is
dropped when any of its text holds the subject, or when its path and line range point at a memory
line this plan removes or rewrites (the Markdown finder runs first, so its targets are known): such a
snippet would be a stale copy, and promoting it later could bring the line back. An entry whose text,
or whose source line, is under an active retention lock stays (and is reported). Every other entry and
top-level field is kept.
"""

from __future__ import annotations

import json

from lethe.assistant_home.retention import line_lock
from lethe.assistant_home.text_files import TextFile, Unreadable, read_text

from ..context import FindContext
from ..plan import Action, ArtifactKind, Category, LimitReason, Target


def strings(value) -> list[str]:
    """Every string inside a JSON value (keys excluded)."""
    out: list[str] = []
    stack = [value]
    while stack:
        v = stack.pop()
        if isinstance(v, str):
            out.append(v)
        elif isinstance(v, dict):
            stack.extend(v.values())
        elif isinstance(v, list):
            stack.extend(v)
    return out


def entry_key(entry: dict, fingerprint, matcher) -> str:
    """The entry's own key; a fingerprint when it has none, or when the key itself holds the subject
    (plans keep locators, never the text being forgotten)."""
    key = entry.get("key")
    if isinstance(key, str) and key and not matcher.matches(key):
        return key
    return "fp:" + fingerprint(json.dumps(entry, sort_keys=True))[:32]


def load_store(text: str) -> tuple[dict, list] | None:
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):  # not JSON, or nested too deep to read
        return None
    if not isinstance(data, dict) or not isinstance(data.get("entries"), list):
        return None
    return data, data["entries"]


def _note_rel(path) -> str | None:
    """The home-relative note an entry points at ('memory/x.md' is relative to the workspace)."""
    if not isinstance(path, str) or not path:
        return None
    p = path.removeprefix("./")
    return p if p.startswith("workspace/") else f"workspace/{p}"


def _line_range(entry: dict) -> tuple[int, int] | None:
    start, end = entry.get("startLine"), entry.get("endLine", entry.get("startLine"))
    if isinstance(start, int) and isinstance(end, int) and not isinstance(start, bool) and start <= end:
        return start, end
    return None


def _source_lock(ctx: FindContext, entry: dict, notes: dict[str, list[str]]):
    """An active retention lock on the memory lines the entry was taken from: a snippet of a kept line stays."""
    note, span = _note_rel(entry.get("path")), _line_range(entry)
    if note is None or span is None:
        return None
    if note not in notes:
        f = read_text(ctx.home, note)
        notes[note] = f.lf_lines() if isinstance(f, TextFile) else []  # numbered as the entry's lines are
    for line in notes[note][span[0] - 1 : span[1]]:
        lock = line_lock(line, ctx.today)
        if lock and ctx.matcher.matches(line):
            return lock
    return None


def find(ctx: FindContext) -> None:
    rel = ctx.home.recall_rel
    f = read_text(ctx.home, rel)
    if f in (Unreadable.MISSING, Unreadable.NOT_A_FILE):
        return
    if isinstance(f, Unreadable):
        reason = LimitReason.LINK_OUTSIDE if f is Unreadable.LINK_OUTSIDE else LimitReason.UNREADABLE
        ctx.add_limit(reason, Category.MEMORY, rel)
        return
    store = load_store(f.text)
    if store is None:
        if ctx.matcher.matches(f.text):  # damaged, but it holds it: cannot be cleaned entry by entry
            ctx.add_limit(LimitReason.UNREADABLE, Category.MEMORY, rel)
        return
    _data, entries = store
    # memory lines this plan edits: note path -> line numbers; whole files it removes
    edited: dict[str, set[int]] = {}
    removed: set[str] = set()
    for t in ctx.targets:
        if t.kind is ArtifactKind.MEMORY_NOTE:
            edited.setdefault(t.path, set()).update(e.line for e in t.lines)
            if t.action is Action.REMOVE_FILE:
                removed.add(t.path)
    keys: list[str] = []
    notes: dict[str, list[str]] = {}
    for entry in entries:
        if not isinstance(entry, dict):
            continue
        texts = strings(entry)
        hit = any(ctx.matcher.matches(s) for s in texts)
        if not hit:
            note, span = _note_rel(entry.get("path")), _line_range(entry)
            if note in removed:
                hit = True
            elif note in edited and span:
                hit = any(span[0] <= n <= span[1] for n in edited[note])
        if not hit:
            continue
        lock = next((lk for s in texts if (lk := line_lock(s, ctx.today))), None) or _source_lock(ctx, entry, notes)
        if lock:
            ctx.add_limit(LimitReason.RETENTION_LOCK, Category.MEMORY, rel, policy=lock.policy, until=lock.until)
            continue
        keys.append(entry_key(entry, ctx.fingerprint, ctx.matcher))
    if not keys:
        return
    keys = sorted(set(keys))
    ctx.targets.append(
        Target(
            key=f"recall:{rel}",
            kind=ArtifactKind.RECALL,
            category=Category.MEMORY,
            action=Action.DROP_ENTRIES,
            path=rel,
            file_fingerprint=ctx.fingerprint(f.raw),
            entry_keys=keys,
            count=len(keys),
        )
    )
