"""The words the planner, the executor, the reports and the templates share: every one an enum.

Templates branch on these values (`prompts/_words.j2`), so a new member needs its sentence there; a test
renders every member.
"""

from __future__ import annotations

from enum import StrEnum


class PlanStatus(StrEnum):
    PLANNED = "planned"
    NOTHING_FOUND = "nothing_found"
    NEEDS_CLARIFICATION = "needs_clarification"


class PlanOrigin(StrEnum):
    """Where a plan's subject came from, so a confirm can work it out again the same way."""

    CONVERSATION = "conversation"  # derived from the current conversation (forget.plan, lethe plan)
    TERMINAL = "terminal"  # typed at the terminal (lethe plan --about)
    CLIENT = "client"  # described by an MCP client that keeps the conversation itself (forget.plan about=...)
    OPERATOR = "operator"  # an operator's request (lethe erase)


class ConfirmStatus(StrEnum):
    FORGOTTEN = "forgotten"
    INCOMPLETE = "incomplete"
    NOT_CONFIRMED = "not_confirmed"
    NO_PLAN = "no_plan"
    REVISED = "revised"
    ALREADY_DONE = "already_done"


class ArtifactKind(StrEnum):
    MEMORY_NOTE = "memory_note"  # Markdown memory: curated files, daily notes, topic notes, session copies
    MEMORY_INDEX = "memory_index"  # the memory search index (claims = chunks)
    RECALL = "recall"  # derived recall snippets (.dreams/short-term-recall.json)
    REMINDER = "reminder"  # cron job with schedule.kind == "at"
    SCHEDULED = "scheduled"  # cron job with every/cron schedules
    RUN_LOG = "run_log"  # cron/runs/<jobId>.jsonl
    CREATED_ITEM = "created_item"  # workspace/canvas/**
    TRASH = "trash"  # .trash/**
    # current OpenClaw layout (agents/<agent>/agent/openclaw-agent.sqlite, state/openclaw.sqlite)
    AGENT_MEMORY_INDEX = "agent_memory_index"  # memory_index_* tables of the agent database (claims = chunks)
    STATE_CRON_JOB = "state_cron_job"  # a cron_jobs row: a reminder (schedule_kind "at") or scheduled work
    STATE_CRON_RUN = "state_cron_run"  # cron_run_logs rows: what scheduled tasks recorded about past runs


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


class Verb(StrEnum):
    """How a plan's summary says what happens in a category."""

    DELETE = "delete"
    PAUSE = "pause"
    REMOVE = "remove"
    REWRITE = "remove or rewrite"
    DROP = "drop"


class LimitReason(StrEnum):
    RETENTION_LOCK = "retention_lock"
    SHARED_OUTSIDE = "shared_outside"
    MESSAGES_SENT = "messages_sent"
    BACKUP = "backup"
    LOG = "log"
    UNREADABLE = "unreadable"
    CANNOT_EDIT = "cannot_edit"  # it holds the subject in a form that is never edited (binary, oversized)
    LINK_OUTSIDE = "link_outside"  # a link out of the home that holds it (or can't be read): never changed
    HARD_LINK = "hard_link"  # a note that holds it is also the same file under another name (maybe outside)
    VECTORS_UNREADABLE = "vectors_unreadable"
    INDEX_UNAVAILABLE = "index_unavailable"
    RUNNING_NOW = "running_now"
    TRANSCRIPTS_INDEXED = "transcripts_indexed"  # the search also indexes conversations, and one still holds it
    LAYOUT_UNSUPPORTED = "layout_unsupported"  # a store in a version or shape Lethe does not know: never changed
    CONVERSATIONS_SEARCHABLE = "conversations_searchable"  # an index of past conversations holds it
    UPGRADE_COPY = "upgrade_copy"  # copies an upgrade left behind (*.migrated, the session import archive)
    ASSISTANT_RUNNING = "assistant_running"  # the running assistant keeps these itself; changed only when stopped


class Done(StrEnum):
    """What a confirm did, one line each in the report (in this order: future activity first)."""

    REMINDERS = "reminders"
    REMOVED_TASKS = "removed_tasks"
    PAUSED_TASKS = "paused_tasks"
    NOTES = "notes"
    FILES = "files"
    RECALL = "recall"
    CREATED = "created"
    RUNS = "runs"
    TRASH = "trash"
    SEARCH = "search"
    SEARCH_CLEARED = "search_cleared"  # entries removed; the assistant rebuilds the rest from the cleaned notes


class Remains(StrEnum):
    """What a fresh check still found, one line each in the report."""

    MEMORY = "memory"
    REMINDERS = "reminders"
    SCHEDULED = "scheduled"
    TASK_HISTORY = "task history"
    CREATED_ITEMS = "created items"
    ARCHIVED_COPIES = "archived copies"
    SEARCH = "search"
    RUNNING = "running"
    UNSURE = "unsure"  # other mentions the planner was not sure were about the same thing
    FAILED = "failed"


class Failure(StrEnum):
    """Why a step could not be done; each has its everyday sentence in `prompts/_words.j2`."""

    OUTSIDE_HOME = "outside_home"
    LINKED_OR_SPECIAL = "linked_or_special"
    READ_ONLY = "read_only"
    READ_FAILED = "read_failed"
    WRITE_FAILED = "write_failed"
    REMOVE_FAILED = "remove_failed"
    CHANGED = "changed"
    NOTE_UNREADABLE = "note_unreadable"
    ITEM_UNREADABLE = "item_unreadable"
    HISTORY_UNREADABLE = "history_unreadable"
    COPY_UNREADABLE = "copy_unreadable"
    RECALL_UNREADABLE = "recall_unreadable"
    JOBS_UNREADABLE = "jobs_unreadable"
    JOBS_NOT_REWRITTEN = "jobs_not_rewritten"  # a job store with comments is never rewritten
    SEARCH_UNOPENABLE = "search_unopenable"
    SEARCH_NOT_UPDATED = "search_not_updated"
    PENDING_NOT_SAVED = "pending_not_saved"
    RECORDS_FAILED = "records_failed"
    DATABASE_UNOPENABLE = "database_unopenable"
    ASSISTANT_RUNNING = "assistant_running"
    VECTORS_LEFT = "vectors_left"
    UNEXPECTED = "unexpected"


class NotConfirmedReason(StrEnum):
    """Why a confirm changed nothing (`not_confirmed` and `no_plan`)."""

    NO_REPLY = "no_reply"
    AMBIGUOUS = "ambiguous"
    QUESTION = "question"
    REFUSED = "refused"
    PARTIAL = "partial"
    CHANGED_SCOPE = "changed_scope"
    BUSY = "busy"
    EXPIRED = "expired"
    NO_PLAN = "no_plan"
    NO_CONVERSATION = "no_conversation"  # the conversation can't be read and the user couldn't be asked
    NEEDS_ABOUT = "needs_about"  # the plan was made from a description that was not given again
    SUPERSEDED = "superseded"  # a newer plan was made after it: the older one is never carried out


#: Kinds whose targets are search-index entries (reported as "the memory search", counted by claim).
SEARCH_KINDS = frozenset({ArtifactKind.MEMORY_INDEX, ArtifactKind.AGENT_MEMORY_INDEX})
