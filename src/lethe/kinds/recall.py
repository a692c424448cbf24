"""Derived recall snippets (workspace/memory/.dreams/short-term-recall.json).

The recall store keeps snippets of memory lines the assistant recalled, as
`{"version": 1, "entries": [{"key", "path", "startLine", "endLine", "snippet", ...}]}`. An entry is
dropped when any of its text holds the subject, or when its path and line range point at a memory
line this plan removes or rewrites (the Markdown finder runs first, so its targets are known): such a
snippet would be a stale copy, and promoting it later could bring the line back. An entry whose text,
or whose source line, is under an active retention lock stays (and is reported). Every other entry and
top-level field is kept. Clean: one atomic rewrite of the store in the layout it was written in.
"""

from __future__ import annotations

import json
from typing import Literal

from pydantic import Field

from lethe.assistant_home.json_text import dump_like, loads, strings
from lethe.assistant_home.retention import line_lock
from lethe.assistant_home.text_files import TextFile, Unreadable, read_text
from lethe.contract.errors import StepFailed
from lethe.contract.protocols import Writer
from lethe.contract.targets import TargetBase
from lethe.contract.vocabulary import Action, ArtifactKind, Category, Done, Failure, LimitReason

from .base import FindContext

KIND = ArtifactKind.RECALL
PHASE = 2
# found through what other kinds found (entries pointing at removed lines): once those lines are gone a
# fresh inventory no longer sees them, so a resumed run trusts the plan's own list
FOUND_THROUGH_OTHERS = True


class Target(TargetBase):
    kind: Literal[ArtifactKind.RECALL] = ArtifactKind.RECALL
    category: Category = Category.MEMORY
    action: Action = Action.DROP_ENTRIES
    file_fingerprint: str | None = None
    entry_keys: list[str] = Field(default_factory=list, description="recall entry keys (or their fingerprints)")

    def atoms(self) -> set[str]:
        return {f"{self.key}#{k}" for k in self.entry_keys}


def fingerprint_key(entry: dict, fingerprint) -> str:
    return "fp:" + fingerprint(json.dumps(entry, sort_keys=True))[:32]


def entry_key(entry: dict, fingerprint, matcher) -> str:
    """The entry's own key; a fingerprint when it has none, or when the key itself holds the subject
    (plans keep locators, never the text being forgotten)."""
    key = entry.get("key")
    if isinstance(key, str) and key and not matcher.matches(key):
        return key
    return fingerprint_key(entry, fingerprint)


def load_store(text: str) -> tuple[dict, list] | None:
    data = loads(text)
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
    if f is Unreadable.LINK_OUTSIDE:
        ctx.link_outside(rel, Category.MEMORY)
        return
    if isinstance(f, Unreadable):
        ctx.add_limit(LimitReason.UNREADABLE, Category.MEMORY, rel)
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
            path=rel,
            file_fingerprint=ctx.fingerprint(f.raw),
            entry_keys=keys,
            count=len(keys),
        )
    )


# ------------------------------------------------------------------------------------------ clean


def clean(w: Writer, targets: list[Target]) -> None:
    for target in targets:
        w.attempt(lambda t=target: clean_store(w, t))


def clean_store(w: Writer, target: Target) -> None:
    f = read_text(w.home, target.path)
    if f is Unreadable.MISSING:
        return
    if isinstance(f, Unreadable):
        raise StepFailed(Failure.RECALL_UNREADABLE)
    store = load_store(f.text)
    if store is None:
        raise StepFailed(Failure.RECALL_UNREADABLE)
    data, entries = store
    drop = set(target.entry_keys)
    kept = []
    dropped = 0
    for entry in entries:
        keys = {entry.get("key"), fingerprint_key(entry, w.fingerprint)} if isinstance(entry, dict) else set()
        key = next((k for k in keys if k in drop), None)
        if key is not None:
            w.provenance("drop_entry", f"{target.path}#{key}", json.dumps(entry, sort_keys=True))
            dropped += 1
            continue
        kept.append(entry)
    if not dropped:
        return
    new = dump_like(f.text, {**data, "entries": kept})
    w.replace_file(target.path, f.encode(new), expect=lambda cur: cur == f.raw, done={Done.RECALL: dropped})
