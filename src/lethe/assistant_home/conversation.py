"""Reading the current conversation (read-only).

The current conversation is the session with the greatest `updatedAt` in
`agents/<agent>/sessions/sessions.json` (or the one named explicitly); its transcript is a pi-format
JSONL file written by the runtime. Transcripts are untrusted input: every line is parsed defensively,
junk is counted and skipped, and nothing here ever raises on bad content.

Never log message text: it can hold the very information being forgotten. Only counts, line numbers
and session ids are logged. `Conversation.problem` is shown to people, so it never names a path.
"""

from __future__ import annotations

import json
import logging
import math
import os
import re
import stat
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import UTC, datetime
from enum import StrEnum
from pathlib import Path
from typing import IO, Any

from .layout import Home

log = logging.getLogger(__name__)

MAX_LINE_BYTES = 8 * 1024 * 1024  # a transcript line longer than this is skipped, not parsed
MAX_STORE_BYTES = 32 * 1024 * 1024  # a sessions.json larger than this is not read
_SKIP_CHUNK = 1024 * 1024

PROBLEM_NOT_FOUND = "no current conversation was found"
PROBLEM_STORE_UNREADABLE = "the list of conversations could not be read"
PROBLEM_SESSION_NOT_FOUND = "the requested conversation was not found"
PROBLEM_OUTSIDE = "the conversation is stored in a place that is not allowed, so it was not read"
PROBLEM_UNREADABLE = "the current conversation could not be read"

_NUMERIC = re.compile(r"\d+(?:\.\d+)?")


class Role(StrEnum):
    USER = "user"
    ASSISTANT = "assistant"
    TOOL_RESULT = "toolResult"


@dataclass(frozen=True)
class ToolCall:
    id: str
    name: str
    arguments: dict


@dataclass(frozen=True)
class Turn:
    position: int  # 0-based order in the transcript (only message entries that became turns count)
    entry_id: str | None
    role: Role
    text: str  # text blocks joined with "\n"
    tool_calls: tuple[ToolCall, ...] = ()  # assistant toolCall blocks
    tool_name: str | None = None  # toolResult.toolName, raw (see normalize_tool_name)
    tool_call_id: str | None = None
    is_error: bool = False
    timestamp: str | None = None


@dataclass(frozen=True)
class Conversation:
    session_id: str | None
    turns: tuple[Turn, ...]
    skipped_lines: int
    problem: str | None  # plain reason when there is no readable conversation; never a path
    truncated: bool = False  # reading stopped at max_bytes; later turns (maybe the latest) are missing


# ---------------------------------------------------------------------------------------- tool names


def normalize_tool_name(name: str) -> str:
    """'forget_plan' -> 'forget.plan', 'forget_confirm' -> 'forget.confirm'; anything else unchanged."""
    if name.startswith("forget_") and name in ("forget_plan", "forget_confirm"):
        return "forget." + name[len("forget_") :]
    return name


# ---------------------------------------------------------------------------------------- locating


@dataclass(frozen=True)
class _Located:
    session_id: str | None
    path: Path | None
    problem: str | None


def _valid_session_id(sid: object) -> bool:
    return (
        isinstance(sid, str) and bool(sid) and sid not in (".", "..") and not any(c in sid for c in ("/", "\\", "\0"))
    )


def _updated_ms(value: object) -> float | None:
    """`updatedAt` as milliseconds: a number of ms, a numeric string, or an ISO-8601 string."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int | float):
        v = float(value)
        return v if math.isfinite(v) else None
    if isinstance(value, str):
        s = value.strip()
        if _NUMERIC.fullmatch(s):
            return float(s)
        try:
            dt = datetime.fromisoformat(s)
        except ValueError:
            return None
        if dt.tzinfo is None:
            dt = dt.replace(tzinfo=UTC)
        return dt.timestamp() * 1000.0
    return None


def _open_regular(path: Path) -> IO[bytes] | None:
    """Open a regular file for binary reading without blocking on FIFOs or devices; None if not one."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0)
    try:
        fd = os.open(path, flags)
    except (OSError, ValueError):
        return None
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            os.close(fd)
            return None
        return os.fdopen(fd, "rb")
    except OSError:
        os.close(fd)
        return None


def _load_store(home: Home) -> tuple[dict[str, Any] | None, str | None]:
    """sessions.json as a dict, or (None, problem)."""
    store_path = home.sessions_dir / "sessions.json"
    if not home.contains(store_path):
        log.warning("session store resolves outside the home; not read")
        return None, PROBLEM_OUTSIDE
    f = _open_regular(store_path)
    if f is None:
        log.info("no session store for agent %r", home.agent)
        return None, PROBLEM_NOT_FOUND
    try:
        with f:
            raw = f.read(MAX_STORE_BYTES + 1)
    except OSError:
        log.warning("session store could not be read")
        return None, PROBLEM_STORE_UNREADABLE
    if len(raw) > MAX_STORE_BYTES:
        log.warning("session store is larger than %d bytes; not read", MAX_STORE_BYTES)
        return None, PROBLEM_STORE_UNREADABLE
    try:
        data = json.loads(raw.decode("utf-8", errors="replace"))
    except (ValueError, RecursionError):
        log.warning("session store is not valid JSON")
        return None, PROBLEM_STORE_UNREADABLE
    if not isinstance(data, dict):
        log.warning("session store is not a JSON object")
        return None, PROBLEM_STORE_UNREADABLE
    return data, None


def _exact_child_exists(directory: Path, name: str) -> bool:
    """True when `directory` holds an entry spelled exactly `name` (case-sensitive even on macOS)."""
    try:
        with os.scandir(directory) as it:
            return any(e.name == name for e in it)
    except OSError:
        return False


def _transcript_for(home: Home, sid: str, entry: dict[str, Any] | None) -> _Located:
    default = home.sessions_dir / f"{sid}.jsonl"
    session_file = entry.get("sessionFile") if entry is not None else None
    if isinstance(session_file, str) and session_file.strip():
        if "\0" in session_file:
            log.warning("session %r: sessionFile is not a usable path; refused", sid)
            return _Located(sid, None, PROBLEM_OUTSIDE)
        try:
            p = Path(session_file).expanduser()
            if not p.is_absolute():
                p = home.sessions_dir / p
            inside = home.contains(p)
        except (ValueError, RuntimeError, OSError):
            inside = False
        if not inside:
            log.warning("session %r: sessionFile resolves outside the home; refused", sid)
            return _Located(sid, None, PROBLEM_OUTSIDE)
        if p.is_file() or not default.is_file():
            return _Located(sid, p, None)
        log.info("session %r: sessionFile missing; using the default transcript", sid)
    if not _valid_session_id(sid) or not home.contains(default):
        log.warning("session id is not a usable file name or leads outside the home; refused")
        return _Located(sid, None, PROBLEM_OUTSIDE)
    return _Located(sid, default, None)


def _locate(home: Home, session_id: str | None) -> _Located:
    store, store_problem = _load_store(home)
    entries: list[dict[str, Any]] = []
    if store is not None:
        entries = [e for e in store.values() if isinstance(e, dict) and _valid_session_id(e.get("sessionId"))]

    if session_id is not None:
        if not _valid_session_id(session_id):
            log.info("requested session id is not a usable id")
            return _Located(None, None, PROBLEM_SESSION_NOT_FOUND)
        matching = [e for e in entries if e.get("sessionId") == session_id]
        if matching:
            best = max(matching, key=lambda e: _updated_ms(e.get("updatedAt")) or -math.inf)
            return _transcript_for(home, session_id, best)
        if _exact_child_exists(home.sessions_dir, f"{session_id}.jsonl"):
            return _transcript_for(home, session_id, None)
        log.info("requested session %r not found", session_id)
        return _Located(None, None, PROBLEM_SESSION_NOT_FOUND)

    if store is None:
        return _Located(None, None, store_problem)
    best_entry: dict[str, Any] | None = None
    best_ms = -math.inf
    for e in entries:  # ties: the first entry in the store wins
        ms = _updated_ms(e.get("updatedAt"))
        if ms is not None and ms > best_ms:
            best_entry, best_ms = e, ms
    if best_entry is None:
        log.info("session store has no entry with a usable updatedAt")
        return _Located(None, None, PROBLEM_NOT_FOUND)
    return _transcript_for(home, best_entry["sessionId"], best_entry)


def find_current_session(home: Home, session_id: str | None = None) -> tuple[str, Path] | None:
    """(session id, transcript path) of the current (or the named) conversation, or None.

    The path is returned even if the transcript does not exist; None means no session was selected or
    its transcript location was refused (outside the home).
    """
    loc = _locate(home, session_id)
    if loc.session_id is None or loc.path is None:
        return None
    return loc.session_id, loc.path


# ---------------------------------------------------------------------------------------- reading


class _LineReader:
    """Yields raw lines (bytes) from a binary file; None for a skipped over-long line. Stops at max_bytes."""

    def __init__(self, f: IO[bytes], max_bytes: int) -> None:
        self.f = f
        self.max_bytes = max(0, max_bytes)
        self.consumed = 0
        self.truncated = False

    def _more_data(self) -> bool:
        return bool(self.f.read(1))

    def __iter__(self) -> Iterator[bytes | None]:
        max_line = MAX_LINE_BYTES
        while True:
            budget = self.max_bytes - self.consumed
            if budget <= 0:
                self.truncated = self._more_data()
                return
            want = min(max_line + 1, budget)
            chunk = self.f.readline(want)
            if not chunk:
                return
            self.consumed += len(chunk)
            if chunk.endswith(b"\n") or len(chunk) < want:
                yield chunk  # a whole line, or the last line of the file without a newline
                continue
            if len(chunk) > max_line:  # over-long: skip through its end
                if self._skip_rest_of_line():
                    yield None
                    continue
                return
            # stopped by max_bytes in the middle of a line
            if self._more_data():
                self.truncated = True
                return
            yield chunk

    def _skip_rest_of_line(self) -> bool:
        """Consume up to the next newline; False when max_bytes ran out first (truncated)."""
        while True:
            budget = self.max_bytes - self.consumed
            if budget <= 0:
                self.truncated = self._more_data()
                return not self.truncated
            piece = self.f.readline(min(_SKIP_CHUNK, budget))
            if not piece:
                return True
            self.consumed += len(piece)
            if piece.endswith(b"\n"):
                return True


def _clean(s: str) -> str:
    """Replace lone surrogates (possible via JSON escapes) so the text can always be encoded."""
    try:
        s.encode("utf-8")
    except UnicodeEncodeError:
        return s.encode("utf-16", "surrogatepass").decode("utf-16", "replace")
    return s


def _opt_str(v: object) -> str | None:
    return _clean(v) if isinstance(v, str) else None


def _iso_from_ms(v: object) -> str | None:
    if isinstance(v, bool) or not isinstance(v, int | float) or not math.isfinite(v):
        return None
    try:
        dt = datetime.fromtimestamp(v / 1000.0, tz=UTC)
    except (OverflowError, OSError, ValueError):
        return None
    return dt.isoformat(timespec="milliseconds").replace("+00:00", "Z")


def _text_of(content: object) -> str | None:
    """Text from a string or a list of blocks; None when `content` has the wrong type."""
    if isinstance(content, str):
        return _clean(content)
    if not isinstance(content, list):
        return None
    parts = [
        _clean(b["text"])
        for b in content
        if isinstance(b, dict) and b.get("type") == "text" and isinstance(b.get("text"), str)
    ]
    return "\n".join(parts)


def _tool_calls_of(content: object) -> tuple[ToolCall, ...]:
    if not isinstance(content, list):
        return ()
    calls = []
    for b in content:
        if not (isinstance(b, dict) and b.get("type") == "toolCall"):
            continue
        name = b.get("name")
        if not isinstance(name, str):
            continue
        call_id = b.get("id")
        args = b.get("arguments")
        calls.append(
            ToolCall(
                id=_clean(call_id) if isinstance(call_id, str) else "",
                name=_clean(name),
                arguments=args if isinstance(args, dict) else {},
            )
        )
    return tuple(calls)


_SKIP = object()  # a line that is fine but is not a turn (other entry types, header, extended roles)


def _parse_line(raw: bytes, position: int) -> Turn | object | None:
    """A Turn; _SKIP for a well-formed line that is not a turn; None for a malformed line."""
    text = raw.decode("utf-8", errors="replace").strip()
    if not text:
        return _SKIP
    try:
        entry = json.loads(text)
    except (ValueError, RecursionError):
        return None
    if not isinstance(entry, dict):
        return None
    etype = entry.get("type")
    if not isinstance(etype, str):
        return None
    if etype != "message":
        return _SKIP
    msg = entry.get("message")
    if not isinstance(msg, dict):
        return None
    role_raw = msg.get("role")
    if not isinstance(role_raw, str):
        return None
    try:
        role = Role(role_raw)
    except ValueError:
        return _SKIP if role_raw else None  # extended or future roles (bashExecution, custom, ...)

    content = msg.get("content")
    body = _text_of(content)
    if body is None:
        if role is Role.TOOL_RESULT and content is None:
            body = ""
        else:
            return None
    timestamp = _opt_str(entry.get("timestamp"))
    if timestamp is None:
        ts = msg.get("timestamp")
        timestamp = _opt_str(ts) if isinstance(ts, str) else _iso_from_ms(ts)
    common = {"position": position, "entry_id": _opt_str(entry.get("id")), "role": role, "timestamp": timestamp}
    if role is Role.ASSISTANT:
        return Turn(text=body, tool_calls=_tool_calls_of(content), **common)
    if role is Role.TOOL_RESULT:
        return Turn(
            text=body,
            tool_name=_opt_str(msg.get("toolName")),
            tool_call_id=_opt_str(msg.get("toolCallId")),
            is_error=msg.get("isError") is True,
            **common,
        )
    return Turn(text=body, **common)


def read_conversation(home: Home, session_id: str | None = None, *, max_bytes: int = 64 * 1024 * 1024) -> Conversation:
    """The current (or named) conversation's turns in order. Never raises on missing or bad input."""
    from . import openclaw_transcript  # current OpenClaw layout: sessions live in the agent database

    if openclaw_transcript.holds_sessions(home):
        return openclaw_transcript.read_conversation(home, session_id, max_bytes=max_bytes)
    loc = _locate(home, session_id)
    if loc.problem is not None or loc.path is None:
        return Conversation(loc.session_id, (), 0, loc.problem or PROBLEM_NOT_FOUND)
    f = _open_regular(loc.path)
    if f is None:
        log.info("session %r: transcript missing or not a regular file", loc.session_id)
        return Conversation(loc.session_id, (), 0, PROBLEM_NOT_FOUND)

    turns: list[Turn] = []
    skipped = 0
    reader = _LineReader(f, max_bytes)
    line_no = 0
    try:
        with f:
            for raw in reader:
                line_no += 1
                if raw is None:
                    skipped += 1
                    log.debug("session %r: line %d too long; skipped", loc.session_id, line_no)
                    continue
                parsed = _parse_line(raw, len(turns))
                if parsed is None:
                    skipped += 1
                    log.debug("session %r: line %d malformed; skipped", loc.session_id, line_no)
                elif isinstance(parsed, Turn):
                    turns.append(parsed)
    except OSError:
        log.warning("session %r: transcript read failed after %d lines", loc.session_id, line_no)
        return Conversation(loc.session_id, tuple(turns), skipped, PROBLEM_UNREADABLE)
    if reader.truncated:
        log.warning("session %r: transcript larger than %d bytes; reading stopped", loc.session_id, max_bytes)
    if skipped:
        log.info("session %r: %d transcript line(s) skipped", loc.session_id, skipped)
    return Conversation(loc.session_id, tuple(turns), skipped, None, truncated=reader.truncated)
