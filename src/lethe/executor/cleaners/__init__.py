"""The cleaners, one module per artifact kind, and the order they run in.

Phase 1 stops future activity (reminders, scheduled work) so nothing writes the subject back while
the rest is cleaned; phase 2 cleans files and stores. The search index is refreshed after both, by
the executor itself, because it depends on what the notes look like afterwards.
"""

from __future__ import annotations

from collections.abc import Callable

from lethe.planner.plan import ArtifactKind, Target

from ..context import RunContext
from . import created_items, cron_jobs, markdown_notes, recall, run_logs, trash

Cleaner = Callable[[RunContext, list[Target]], None]

# (phase, cleaner) per kind; kinds sharing one cleaner are handed their targets together
REGISTRY: dict[ArtifactKind, tuple[int, Cleaner]] = {
    ArtifactKind.REMINDER: (1, cron_jobs.clean),
    ArtifactKind.SCHEDULED: (1, cron_jobs.clean),
    ArtifactKind.MEMORY_NOTE: (2, markdown_notes.clean),
    ArtifactKind.RECALL: (2, recall.clean),
    ArtifactKind.RUN_LOG: (2, run_logs.clean),
    ArtifactKind.CREATED_ITEM: (2, created_items.clean),
    ArtifactKind.TRASH: (2, trash.clean),
}
