"""The plan: the contract between the read-only planner and the executor.

A plan holds locators and keyed content fingerprints, never the text being forgotten. Line numbers
are 1-based and as they were when the plan was made.
"""

from __future__ import annotations

from datetime import datetime
from enum import StrEnum

from pydantic import BaseModel, Field


class PlanStatus(StrEnum):
    PLANNED = "planned"
    NOTHING_FOUND = "nothing_found"
    NEEDS_CLARIFICATION = "needs_clarification"


class ArtifactKind(StrEnum):
    MEMORY_NOTE = "memory_note"  # Markdown memory: curated files, daily notes, topic notes, session copies
    MEMORY_INDEX = "memory_index"  # the memory search index (claims = chunks)
    RECALL = "recall"  # derived recall snippets (.dreams/short-term-recall.json)
    REMINDER = "reminder"  # cron job with schedule.kind == "at"
    SCHEDULED = "scheduled"  # cron job with every/cron schedules
    RUN_LOG = "run_log"  # cron/runs/<jobId>.jsonl
    CREATED_ITEM = "created_item"  # workspace/canvas/**
    TRASH = "trash"  # .trash/**


class Category(StrEnum):
    """Everyday categories a person sees."""

    MEMORY = "memory"
    REMINDERS = "reminders"
    SCHEDULED_TASKS = "scheduled tasks"
    TASK_HISTORY = "task history"  # what scheduled tasks recorded about their past runs
    CREATED_ITEMS = "created items"
    ARCHIVED_COPIES = "archived copies"  # copies earlier cleanups put in the trash
    SHARED_ITEMS = "shared items"
    MESSAGES_SENT = "messages already sent"
    LOGS = "logs"
    BACKUPS = "backups"


class Action(StrEnum):
    EDIT_LINES = "edit_lines"  # remove or rewrite lines, keep the file
    REMOVE_FILE = "remove_file"  # plain unlink of the exact file
    RETRACT_CLAIMS = "retract_claims"  # index chunks out, file refreshed
    DROP_ENTRIES = "drop_entries"  # JSON entries dropped from a derived store
    REMOVE_JOB = "remove_job"
    PAUSE_JOB = "pause_job"


class LimitReason(StrEnum):
    RETENTION_LOCK = "retention_lock"
    SHARED_OUTSIDE = "shared_outside"
    MESSAGES_SENT = "messages_sent"
    BACKUP = "backup"
    LOG = "log"
    UNREADABLE = "unreadable"
    CANNOT_EDIT = "cannot_edit"  # it holds the subject in a form that is never edited (binary, oversized)
    LINK_OUTSIDE = "link_outside"
    VECTORS_UNREADABLE = "vectors_unreadable"
    INDEX_UNAVAILABLE = "index_unavailable"
    RUNNING_NOW = "running_now"


class LineEdit(BaseModel):
    line: int = Field(description="1-based line number when the plan was made")
    fingerprint: str = Field(description="keyed hash of the original line bytes")
    rewrite: bool = Field(default=False, description="True: drop the matching sentences, keep the rest of the line")


class Target(BaseModel):
    """One place the planner found the subject, and what its owner does to clean it."""

    key: str = Field(description="stable identity used to compare a plan with a fresh inventory")
    kind: ArtifactKind
    category: Category
    action: Action
    path: str = Field(description="home-relative path of the file holding it")
    file_fingerprint: str | None = None
    lines: list[LineEdit] = Field(default_factory=list)
    job_id: str | None = None
    entry_keys: list[str] = Field(default_factory=list, description="recall entry keys or run-log line numbers")
    claim_ids: list[str] = Field(default_factory=list)
    chunk_hashes: list[str] = Field(default_factory=list)
    citations: list[str] = Field(default_factory=list, description="MEMORY.md#L5-style locators")
    writer_of: list[str] = Field(default_factory=list, description="paths a paused job could write back")
    count: int = 1


class Limit(BaseModel):
    """Something that will remain, with a machine-readable reason."""

    reason: LimitReason
    category: Category
    path: str | None = None
    policy: str | None = None
    until: str | None = None
    count: int = 1


class CategorySummary(BaseModel):
    category: Category
    action: str
    count: int


class Plan(BaseModel):
    plan_id: str
    created_at: datetime
    expires_at: datetime
    agent: str
    session_id: str | None = None
    origin: str = Field(default="conversation", description="conversation | terminal")
    request_position: int | None = Field(default=None, description="transcript position of the forget request")
    subject_fingerprint: str = Field(description="keyed hash of the derived subject, to re-derive it at confirm")
    value_hashes: list[str] = Field(default_factory=list, description="tombstone hashes of the forgotten values")
    descriptor: str = Field(description="everyday words for the subject that never repeat it")
    targets: list[Target] = Field(default_factory=list)
    limits: list[Limit] = Field(default_factory=list)
    categories: list[CategorySummary] = Field(default_factory=list)
    message: str = ""

    def target_keys(self) -> set[str]:
        return {t.key for t in self.targets}


def atoms(targets: list[Target]) -> set[str]:
    """The smallest units a plan approves: each line, claim, entry and job. A fresh inventory may hold
    fewer (something vanished on its own) but never more without a new approval."""
    out: set[str] = set()
    for t in targets:
        if t.lines:
            out.update(f"{t.key}#{e.fingerprint}" for e in t.lines)
        elif t.claim_ids:
            out.update(f"{t.key}#{c}" for c in t.claim_ids)
        elif t.entry_keys and t.kind is not ArtifactKind.MEMORY_INDEX:
            out.update(f"{t.key}#{k}" for k in t.entry_keys)
        else:
            out.add(f"{t.key}#{t.action.value}")
    return out
