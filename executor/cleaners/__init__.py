"""The cleaners, one module per artifact kind, and the order they run in.

Phase 1 stops future activity (reminders, scheduled work) so nothing writes the subject back while
the rest is cleaned; phase 2 cleans files and stores. The search index is refreshed after both, by
the executor itself, because it depends on what the notes look like afterwards.
"""

from __future__ import annotations

from collections.abc import Callable

from planner.plan import ArtifactKind, Target

from ..context import RunContext
from . import cron_jobs, markdown_notes

Cleaner = Callable[[RunContext, list[Target]], None]

# (phase, cleaner) per kind; kinds sharing one cleaner are handed their targets together
REGISTRY: dict[ArtifactKind, tuple[int, Cleaner]] = {
    ArtifactKind.REMINDER: (1, cron_jobs.clean),
    ArtifactKind.SCHEDULED: (1, cron_jobs.clean),
    ArtifactKind.MEMORY_NOTE: (2, markdown_notes.clean),
}
