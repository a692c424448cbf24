"""The artifact kinds, one module each: how to find the subject in it (read-only) and how its owner cleans it.

`KINDS` is the one ordered registry the inventory, the executor, the reports and the audit use. Order
matters only where a kind needs what earlier ones found: scheduled work that could write back a note or
item the plan edits, recall entries pointing at removed lines, shares of cleaned files. Each cleaning
kind has a `PHASE`: 1 stops future activity, 2 cleans files and stores, 3 refreshes the search index
(it depends on what the notes look like afterwards). Adding a kind means adding a module and a line here.
"""

from __future__ import annotations

from types import ModuleType
from typing import Annotated, Union

from pydantic import Field

from lethe.contract.vocabulary import ArtifactKind

from . import (
    agent_memory_index,
    assistant_records,
    backups,
    conversation_search,
    created_items,
    logs,
    memory_index,
    memory_notes,
    recall,
    run_history,
    scheduled_jobs,
    shares,
    state_job_history,
    state_jobs,
    trash,
    upgrade_copies,
)

KINDS: tuple[ModuleType, ...] = (
    memory_notes,
    created_items,  # before scheduled work: a job that rebuilds an edited item is paused too
    agent_memory_index,  # current layout: the agent database's memory search
    memory_index,
    scheduled_jobs,
    state_jobs,  # current layout: cron_jobs rows (after the notes and items, like the classic jobs)
    recall,  # after the notes: entries pointing at lines the plan removes go too
    run_history,
    state_job_history,  # current layout: cron_run_logs rows
    trash,
    shares,  # after every kind that cleans files: a share of a cleaned file is a limit
    backups,
    upgrade_copies,  # current layout: what an upgrade left behind (*.migrated, the session import archive)
    conversation_search,  # current layout: indexes of past conversations (a limit while they hold it)
    assistant_records,  # current layout: intents, commitments, boards, ... the Gateway owns (a limit)
    logs,
)

CLEANING: tuple[ModuleType, ...] = tuple(k for k in KINDS if k.PHASE is not None)


def _kinds_of(module: ModuleType) -> tuple[ArtifactKind, ...]:
    return module.KIND if isinstance(module.KIND, tuple) else (module.KIND,)


BY_KIND: dict[ArtifactKind, ModuleType] = {k: m for m in CLEANING for k in _kinds_of(m)}

# the plan's targets: one pydantic model per kind, told apart by `kind`
AnyTarget = Annotated[Union[tuple(m.Target for m in CLEANING)], Field(discriminator="kind")]  # noqa: UP007
