"""Past conversations the assistant can search (current OpenClaw layout): a limit, never cleaned.

Conversations are not a cleanup target (the brief, §1): Lethe reads them only to find the request and the
approval. But the current layout indexes them, and an index that brings the information back is a copy
that remains:
- `session_transcript_fts` (agent database): FTS5 over every user and assistant message, which the
  assistant's session search reads;
- the memory search itself, when `memory_index_meta.sources` includes "sessions": transcripts are
  re-indexed into memory chunks (`source = 'sessions'`) whenever they change.

Neither is cleaned. Both are rebuilt from the transcripts, which still hold the words, and the transcript
FTS rows are owned by OpenClaw's bookkeeping (`session_transcript_fts_rows`, the index state): deleting
some would be undone at the next rebuild and would leave that bookkeeping wrong. So while either holds
the subject this is a blocking limit: `conversations_searchable` for the session search, and for the memory
search the limit the classic index reports too (`transcripts_indexed`, one per conversation that holds
it, when `memory_index_meta.sources` or `openclaw.json` turn transcript indexing on). The report says
what remains and is never "forgotten". (Matching transcript chunks already in the memory search are
retracted by the memory search kind; this limit is what stays true afterwards.)
"""

from __future__ import annotations

import json
import logging

from lethe.assistant_home import transcripts
from lethe.assistant_home.json_text import strings
from lethe.assistant_home.layout import OutsideHomeError
from lethe.assistant_home.openclaw_layout import Error, Support, agent_database, connect_readonly, exact_file, tables
from lethe.assistant_home.openclaw_transcript import event_columns, event_text
from lethe.contract.vocabulary import Category, LimitReason

from .base import FindContext

log = logging.getLogger(__name__)

KIND = None  # a limit only: nothing here is cleaned
PHASE = None

TRANSCRIPT_FTS = "session_transcript_fts"
MAX_SCAN_BYTES = 256 * 1024 * 1024  # transcript text looked at; past this, assume it may hold it
_NOT_PLAIN_ASCII = "*[^\t\n\r -~]*"


def _words(matcher) -> tuple[str, ...] | None:
    words = matcher.literal_triggers()
    return words if words and all(w.isascii() for w in words) else None


def transcript_index_holds(con, matcher) -> bool:
    if TRANSCRIPT_FTS not in tables(con):
        return False
    words = _words(matcher)
    sql = f"SELECT text FROM {TRANSCRIPT_FTS}"
    params: tuple = ()
    if words:
        sql += " WHERE " + " OR ".join(["instr(lower(text), ?) > 0"] * len(words)) + " OR text GLOB ?"
        params = (*words, _NOT_PLAIN_ASCII)
    return any(isinstance(t, str) and matcher.matches(t) for (t,) in con.execute(sql, params))


def sessions_indexed(con) -> bool:
    """Whether the memory search indexes transcripts (its meta row's sources, or rows it already made)."""
    names = tables(con)
    if "memory_index_meta" in names:
        for (value,) in con.execute("SELECT value FROM memory_index_meta"):
            try:
                meta = json.loads(value) if isinstance(value, str) else None
            except (ValueError, RecursionError):
                meta = None
            if isinstance(meta, dict) and "sessions" in (meta.get("sources") or []):
                return True
    if "memory_index_sources" in names:
        return (
            con.execute("SELECT 1 FROM memory_index_sources WHERE source = 'sessions' LIMIT 1").fetchone() is not None
        )
    return False


def _message_texts(text: str) -> list[str]:
    try:
        event = json.loads(text)
    except (ValueError, RecursionError):
        return []
    msg = event.get("message") if isinstance(event, dict) else None
    if not isinstance(msg, dict) or msg.get("role") not in ("user", "assistant"):
        return []
    return strings(msg.get("content"))


def transcripts_holding(con, matcher) -> int:
    """How many transcripts have a user or assistant message that holds the subject (what a re-index of the
    memory search would bring back)."""
    if "transcript_events" not in tables(con):
        return 0
    cols = f"session_id, {event_columns(con)}"
    words = _words(matcher)
    sql = f"SELECT {cols} FROM transcript_events"
    params: tuple = ()
    if words:  # compressed rows and escaped text cannot be narrowed in SQL: they are always decoded
        where = ["event_json IS NULL", "instr(event_json, '\\u') > 0", "event_json GLOB ?"]
        where += ["instr(lower(event_json), ?) > 0"] * len(words)
        sql += " WHERE " + " OR ".join(where)
        params = (_NOT_PLAIN_ASCII, *words)
    seen = 0
    holding: set[str] = set()
    for sid, *payload in con.execute(sql, params):
        if sid in holding:
            continue
        text = event_text(*payload)
        if text is None:
            continue
        seen += len(text)
        if seen > MAX_SCAN_BYTES:
            log.warning("transcripts too large to check in full; assuming they may hold it")
            return max(len(holding), 1)
        if any(matcher.matches(t) for t in _message_texts(text)):
            holding.add(sid)
    return len(holding)


def find(ctx: FindContext) -> None:
    info = agent_database(ctx.home)
    if info.support is not Support.SUPPORTED:
        return  # an unknown database is reported (and left alone) by the memory search kind
    try:
        path = exact_file(ctx.home, info.rel)
        if path is None:
            return
        con = connect_readonly(path)
    except (Error, OutsideHomeError, ValueError):
        return
    try:
        searchable = transcript_index_holds(con, ctx.matcher)
        indexed = sessions_indexed(con) or transcripts.configured(ctx.home)
        holding = transcripts_holding(con, ctx.matcher) if indexed else 0
    except Error:
        ctx.add_limit(LimitReason.UNREADABLE, Category.MEMORY, info.rel)  # could not be checked
        return
    finally:
        con.close()
    if searchable:
        ctx.add_limit(LimitReason.CONVERSATIONS_SEARCHABLE, Category.MEMORY, info.rel)
    for _ in range(holding):  # the same limit the classic index reports, one per conversation
        ctx.add_limit(LimitReason.TRANSCRIPTS_INDEXED, Category.MEMORY)
