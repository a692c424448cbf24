"""The inventory: every artifact kind's finder, in the registry's order, over a read-only view of the home."""

from __future__ import annotations

from collections.abc import Callable
from datetime import date

from lethe.assistant_home.layout import Home
from lethe.contract.protocols import SubjectMatcher
from lethe.kinds import KINDS
from lethe.kinds import memory_notes as memory_notes_kind
from lethe.kinds.base import FindContext, Hasher, SeenFiles

from .note_reading import note_text

Progress = Callable[[int, int, str], None]  # (done, total, what): how far a long step has come


def take_inventory(
    home: Home,
    matcher: SubjectMatcher,
    hasher: Hasher,
    today: date | None = None,
    spelled: frozenset[str] = frozenset(),
    *,
    narrow: bool = False,
    seen: SeenFiles | None = None,
    progress: Progress | None = None,
) -> FindContext:
    """Every kind's finder over the home. By default everything is read afresh (what verification needs).
    A plan, and a confirm's drift check, may pass `narrow` (the index's full-text search picks candidate
    chunks) and `seen` (files that held nothing of this subject and have not changed are not read again)."""
    ctx = FindContext(
        home=home,
        matcher=matcher,
        hasher=hasher,
        today=today or date.today(),
        spelled=spelled,
        narrow=narrow,
        seen=seen,
    )
    if matcher.is_empty():
        return ctx
    for i, kind in enumerate(KINDS):
        if progress is not None:
            progress(i, len(KINDS), "inventory")
        kind.find(ctx)
    if progress is not None:
        progress(len(KINDS), len(KINDS), "inventory")
    return ctx


def memory_notes(home: Home):
    """(path, text) of every memory note, one note at a time, for resolving a request against what is stored.
    A note that is a link out of the home is read through it (never changed): the assistant remembers it too."""
    for rel in memory_notes_kind.note_paths(home):
        text = note_text(home, rel)
        if text is not None:
            yield rel, text


def memory_texts(home: Home):
    """The text of every memory note (the operator path's reader)."""
    for _rel, text in memory_notes(home):
        yield text
