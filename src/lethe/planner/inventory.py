"""The inventory: every finder, in order, over a read-only view of the home.

Order matters only where a later finder needs what earlier ones found (scheduled work that could
write back a note or item the plan edits, recall entries pointing at removed lines, shares of cleaned
files). Adding an artifact kind means adding a finder module and one line here.
"""

from __future__ import annotations

from datetime import date

from lethe.assistant_home.layout import Home
from lethe.ledger.secret import KeyedHasher

from .context import FindContext
from .finders import (
    backups,
    created_items,
    cron_jobs,
    logs,
    markdown_notes,
    memory_index,
    recall,
    run_logs,
    shares,
    trash,
)
from .matching import Matcher

FINDERS = (
    markdown_notes.find,
    created_items.find,  # before scheduled work: a job that rebuilds an edited item is paused too
    memory_index.find,
    cron_jobs.find,
    recall.find,  # after the notes: entries pointing at lines the plan removes go too
    run_logs.find,
    trash.find,
    shares.find,  # after every finder that cleans files: a share of a cleaned file is a limit
    backups.find,
    logs.find,
)


def take_inventory(home: Home, matcher: Matcher, hasher: KeyedHasher, today: date | None = None) -> FindContext:
    ctx = FindContext(home=home, matcher=matcher, hasher=hasher, today=today or date.today())
    if matcher.is_empty():
        return ctx
    for finder in FINDERS:
        finder(ctx)
    return ctx


def memory_texts(home: Home):
    """The text of every memory note, one note at a time, for resolving a request against what is stored."""
    from lethe.assistant_home.text_files import TextFile, line_body, read_text

    for rel in markdown_notes.memory_note_paths(home):
        f = read_text(home, rel)
        if isinstance(f, TextFile):
            yield "\n".join(line_body(line) for line in f.lines())  # one statement a line, whatever ends it
