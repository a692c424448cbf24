"""Reading the current conversation from the agent database (current OpenClaw layout; read-only).

Since 2026.7.2 OpenClaw keeps sessions in `agents/<agent>/agent/openclaw-agent.sqlite`:
- `session_nodes(session_key, current_session_id, updated_at, ...)`: one row per conversation; the current
  conversation is the node updated last (or the one named by its key or session id), and its
  `current_session_id` names the transcript generation in use;
- `transcript_events(session_id, seq, event_json, ...)`: the transcript, one pi-format entry per row, the
  same JSON objects the classic JSONL files hold one per line, ordered by `seq`. Since schema 23 a large
  event may be stored compressed instead (`event_json` NULL, `event_zstd` one zstd frame,
  `event_utf8_bytes` its exact decoded length); selecting `event_json` alone would miss those.

The events are handed to the classic reader as a `TranscriptSource` (`conversation.transcript_source`
dispatches here), so both layouts are parsed alike: prefixes stripped, branches and resets followed.
Transcripts are untrusted input: a row that cannot be decoded is skipped and counted, never fatal, and no
text is ever logged.
"""

from __future__ import annotations

import logging

from . import conversation as conv
from .layout import Home, OutsideHomeError
from .openclaw_layout import Error, agent_db_rel, columns, connect_readonly, exact_file, tables

try:
    from compression import zstd  # type: ignore[import-not-found]  # Python 3.14+
except ImportError:  # pragma: no cover - depends on the Python version
    try:
        from backports import zstd  # type: ignore[import-not-found,no-redef]
    except ImportError:
        zstd = None  # type: ignore[assignment]

log = logging.getLogger(__name__)

MAX_EVENT_BYTES = 4 * 1024 * 1024  # OpenClaw's MAX_COMPRESSED_EVENT_BYTES: the CHECK bound on a stored event


def decode_compressed(blob: object, size: object) -> str | None:
    """The text of a compressed event: one or more zstd frames decoding to exactly `size` UTF-8 bytes.

    None when it is not exactly that (damaged, truncated, oversized, or no zstd module here). Output is
    bounded by `size`, so a crafted row cannot make the reader allocate more than one event's worth."""
    if zstd is None or not isinstance(blob, bytes | bytearray | memoryview):
        return None
    if not isinstance(size, int) or isinstance(size, bool) or not 0 < size <= MAX_EVENT_BYTES:
        return None
    out = bytearray()
    data = bytes(blob)
    try:
        while data:
            d = zstd.ZstdDecompressor()
            out += d.decompress(data, max_length=size - len(out) + 1)
            if len(out) > size or not d.eof:
                return None
            data = d.unused_data
        if len(out) != size:
            return None
        return out.decode("utf-8")
    except (zstd.ZstdError, EOFError, UnicodeDecodeError, ValueError):
        return None


def event_text(row_json: object, row_zstd: object = None, row_bytes: object = None) -> str | None:
    """An event's JSON text from its row (OpenClaw's readTranscriptPayload), None when undecodable."""
    if isinstance(row_json, str):
        return row_json
    if row_json is None and row_zstd is not None:
        return decode_compressed(row_zstd, row_bytes)
    return None


def event_columns(con) -> str:
    """The columns to select for an event's payload, on this schema."""
    cols = columns(con, "transcript_events")
    return "event_json, event_zstd, event_utf8_bytes" if {"event_zstd", "event_utf8_bytes"} <= cols else "event_json"


def _db_path(home: Home):
    try:
        return exact_file(home, agent_db_rel(home.agent))
    except (OutsideHomeError, ValueError):
        return None


def holds_sessions(home: Home) -> bool:
    """True when the agent database exists and holds the sessions (OpenClaw 2026.7.2 and later)."""
    p = _db_path(home)
    if p is None:
        return False
    try:
        con = connect_readonly(p)
    except Error:
        return False
    try:
        if not {"session_nodes", "transcript_events"} <= tables(con):
            return False
        return con.execute("SELECT 1 FROM session_nodes LIMIT 1").fetchone() is not None
    except Error:
        return False
    finally:
        con.close()


def _choose_session(con, session_id: str | None) -> tuple[str | None, str | None]:
    """(session id of the transcript to read, problem)."""
    if session_id is not None:
        row = con.execute(
            "SELECT current_session_id FROM session_nodes WHERE session_key = ? OR current_session_id = ?"
            " ORDER BY updated_at DESC LIMIT 1",
            (session_id, session_id),
        ).fetchone()
        if row is None and "session_windows" in tables(con):
            row = con.execute("SELECT session_id FROM session_windows WHERE session_id = ?", (session_id,)).fetchone()
        if row is None or not isinstance(row[0], str):
            log.info("requested session not found in the agent database")
            return None, conv.PROBLEM_SESSION_NOT_FOUND
        return row[0], None
    active_first = "archived_at IS NOT NULL, " if "archived_at" in columns(con, "session_nodes") else ""
    row = con.execute(
        f"SELECT current_session_id FROM session_nodes ORDER BY {active_first}updated_at DESC LIMIT 1"
    ).fetchone()
    if row is None or not isinstance(row[0], str) or not row[0]:
        return None, conv.PROBLEM_NOT_FOUND
    return row[0], None


CONTINUATIONS = ("compaction", "rollover")  # a window opened for these continues the same conversation


def windows(con, session_id: str) -> list[str]:
    """The transcript windows of one conversation, oldest first: `session_id` and the windows it continues
    (`session_windows.previous_session_id` with a `compaction` or `rollover` reason; a reset starts anew)."""
    if "session_windows" not in tables(con) or "previous_session_id" not in columns(con, "session_windows"):
        return [session_id]
    chain = [session_id]
    while True:
        row = con.execute(
            "SELECT previous_session_id, reason FROM session_windows WHERE session_id = ?", (chain[-1],)
        ).fetchone()
        if row is None or not isinstance(row[0], str) or row[1] not in CONTINUATIONS or row[0] in chain:
            return list(reversed(chain))
        chain.append(row[0])


class DatabaseTranscript:
    """A conversation in the agent database, one event at a time (a `conversation.TranscriptSource`).

    `session_id` is the conversation's first window, so it stays the same when OpenClaw continues the
    conversation in a new window (a plan made before a compaction is still the same conversation's)."""

    def __init__(self, con, session_id: str, max_bytes: int) -> None:
        self._windows = windows(con, session_id)
        self.session_id = self._windows[0]
        self.truncated = False
        self._con = con
        self._max_bytes = max(0, max_bytes)

    def entries(self):
        """Each event's JSON text in `seq` order; None for one that cannot be decoded (counted as skipped).

        A database error part way is an OSError, as a failed file read is for a JSONL transcript."""
        consumed = 0
        select = f"SELECT {event_columns(self._con)} FROM transcript_events WHERE session_id = ? ORDER BY seq"
        try:
            for window in self._windows:
                for row in self._con.execute(select, (window,)):
                    text = event_text(*row)
                    if text is None:
                        yield None
                        continue
                    consumed += len(text.encode("utf-8", errors="surrogatepass"))
                    if consumed > self._max_bytes:
                        self.truncated = True
                        return
                    yield text
        except Error as e:
            raise OSError("the transcript could not be read from the agent database") from e

    def close(self) -> None:
        self._con.close()


def transcript_source(home: Home, session_id: str | None = None, *, max_bytes: int = 64 * 1024 * 1024):
    """The current (or named) conversation in the agent database, or why it cannot be read."""
    p = _db_path(home)
    if p is None:
        return conv.Unavailable(None, conv.PROBLEM_OUTSIDE)
    try:
        con = connect_readonly(p)
    except Error:
        log.warning("the agent database could not be opened to read the conversation")
        return conv.Unavailable(None, conv.PROBLEM_UNREADABLE)
    try:
        sid, problem = _choose_session(con, session_id)
    except Error:
        con.close()
        log.warning("the agent database's sessions could not be read")
        return conv.Unavailable(None, conv.PROBLEM_UNREADABLE)
    if sid is None:
        con.close()
        return conv.Unavailable(None, problem or conv.PROBLEM_NOT_FOUND)
    try:
        return DatabaseTranscript(con, sid, max_bytes)
    except Error:
        con.close()
        log.warning("the agent database's sessions could not be read")
        return conv.Unavailable(None, conv.PROBLEM_UNREADABLE)
