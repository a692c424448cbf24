"""The inventory: every finder, in order, over a read-only view of the home.

Order matters only where a later finder needs what earlier ones found (scheduled work that could
write back a note the plan edits). Adding an artifact kind means adding a finder module and one
line here.
"""

from __future__ import annotations

from datetime import date

from assistant_home.layout import Home
from ledger.secret import KeyedHasher

from .context import FindContext
from .finders import cron_jobs, markdown_notes, memory_index
from .matching import Matcher

FINDERS = (
    markdown_notes.find,
    memory_index.find,
    cron_jobs.find,
)


def take_inventory(home: Home, matcher: Matcher, hasher: KeyedHasher, today: date | None = None) -> FindContext:
    ctx = FindContext(home=home, matcher=matcher, hasher=hasher, today=today or date.today())
    if matcher.is_empty():
        return ctx
    for finder in FINDERS:
        finder(ctx)
    return ctx


def memory_lines(home: Home):
    """Bodies of every memory note line, for resolving a request against what is stored (streamed per file)."""
    from assistant_home.text_files import TextFile, read_text

    for rel in markdown_notes.memory_note_paths(home):
        f = read_text(home, rel)
        if isinstance(f, TextFile):
            yield from f.text.split("\n")
