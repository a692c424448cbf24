"""Other records of the current OpenClaw layout that can hold the subject: a limit only, never changed.

Beyond memory, jobs and transcripts, OpenClaw keeps user-derived text in more tables (FINDINGS §5):
- `standing_intents` (`description`, `trigger_keywords`): things the assistant watches for and acts on;
- `commitments` (state database: `reason`, `suggested_text`, `record_json`): follow-ups it promised;
- `board_widgets` (`title`, `html`, `descriptor_json`): boards it made;
- `heartbeat_outcomes.summary`, `session_suggestions.text`, `cache_entries` (`value_json`, `blob`);
- `conversation_deliveries.reply_text`: replies already delivered to a chat app.

The Gateway owns these rows (triggers keep indexes of some, its runtime holds others in memory) and
OpenClaw offers no command to edit them, so Lethe never changes them: a row holding the subject is a
blocking limit (`cannot_edit`; a delivered reply is `messages_sent`), and a report is never "forgotten"
while one does. Read-only, with the databases' own read-only connections.
"""

from __future__ import annotations

from lethe.assistant_home.layout import OutsideHomeError
from lethe.assistant_home.openclaw_layout import (
    Error,
    Support,
    agent_database,
    columns,
    connect_readonly,
    exact_file,
    state_database,
    tables,
)
from lethe.contract.vocabulary import Category, LimitReason

from .base import FindContext
from .run_history import _messages_sent

KIND = None  # a limit only: nothing here is cleaned
PHASE = None

AGENT_TABLES = (
    ("standing_intents", ("description", "trigger_keywords"), Category.SCHEDULED_TASKS),
    ("board_widgets", ("title", "html", "descriptor_json"), Category.CREATED_ITEMS),
    ("heartbeat_outcomes", ("summary", "next_check"), Category.MEMORY),
    ("session_suggestions", ("text",), Category.MEMORY),
    ("cache_entries", ("value_json", "blob"), Category.MEMORY),
    ("conversation_deliveries", ("reply_text",), Category.MESSAGES_SENT),
)
STATE_TABLES = (("commitments", ("reason", "suggested_text", "record_json"), Category.REMINDERS),)


def _text(v: object) -> str | None:
    if isinstance(v, str):
        return v
    if isinstance(v, bytes):
        return v.decode("utf-8", errors="replace")
    return None


def matching_rows(con, table: str, cols: tuple[str, ...], matcher) -> int:
    """How many rows of `table` hold the subject in one of `cols` (the columns this schema has)."""
    if table not in tables(con):
        return 0
    have = [c for c in cols if c in columns(con, table)]
    if not have:
        return 0
    n = 0
    for row in con.execute(f"SELECT {', '.join(have)} FROM {table}"):
        if any((t := _text(v)) is not None and matcher.matches(t) for v in row):
            n += 1
    return n


def _scan(ctx: FindContext, info, specs) -> dict[Category, int]:
    found: dict[Category, int] = {}
    if info.support is not Support.SUPPORTED:
        return found  # absent, or reported (and left alone) by the memory search and jobs kinds
    try:
        path = exact_file(ctx.home, info.rel)
        if path is None:
            return found
        con = connect_readonly(path)
    except (Error, OutsideHomeError, ValueError):
        return found
    try:
        for table, cols, category in specs:
            n = matching_rows(con, table, cols, ctx.matcher)
            if n:
                found[category] = found.get(category, 0) + n
    except Error:
        ctx.add_limit(LimitReason.UNREADABLE, Category.MEMORY, info.rel)
    finally:
        con.close()
    return found


def find(ctx: FindContext) -> None:
    for info, specs in ((agent_database(ctx.home), AGENT_TABLES), (state_database(ctx.home), STATE_TABLES)):
        for category, n in _scan(ctx, info, specs).items():
            if category is Category.MESSAGES_SENT:
                _messages_sent(ctx, n)
            else:
                ctx.add_limit(LimitReason.CANNOT_EDIT, category, info.rel, count=n)
