"""Reading the current conversation (read-only).

The current conversation is the session with the greatest `updatedAt` in
`agents/<agent>/sessions/sessions.json` (or the one named explicitly); its transcript is a pi-format
JSONL file written by the runtime. Transcripts are untrusted input: every line is parsed defensively,
junk is counted and skipped, and nothing here ever raises on bad content.

OpenClaw's formats are read as it writes them: user text is reduced to what the person typed
(`inbound.strip_inbound`: timestamp envelopes, metadata blocks, system lines, ...), user-role messages
another session or the system wrote are not the person's, the registered tool names
(`<server>__forget-plan`) and `toolResult.details` are understood (`normalize_tool_name`), and header
version 4 entries (`reset`, `leaf`, side appends on a branching transcript) select the conversation as
it stands now.

Where the transcript comes from is decided in one place, `transcript_source` (a JSONL file today);
another layout adds its source there and every reader of the conversation follows.

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
from typing import IO, Any, Protocol

from .inbound import is_from_the_person, strip_inbound
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
    position: int  # order in the transcript (message entries that became turns, counted in file order)
    entry_id: str | None
    role: Role
    text: str  # text blocks joined with "\n"; for the user, only what the person typed (see inbound)
    tool_calls: tuple[ToolCall, ...] = ()  # assistant toolCall blocks
    tool_name: str | None = None  # toolResult.toolName, raw (see normalize_tool_name)
    tool_call_id: str | None = None
    is_error: bool = False
    timestamp: str | None = None
    mcp_tool: str | None = None  # toolResult.details.mcpTool: the MCP name behind a registered name
    structured: dict | None = None  # toolResult.details.structuredContent, as the runtime kept it

    @property
    def tool(self) -> str | None:
        """The tool result's canonical name ("forget.plan", ...), from the MCP name when the runtime kept it."""
        if self.role is not Role.TOOL_RESULT:
            return None
        if self.mcp_tool:
            return normalize_tool_name(self.mcp_tool)
        return normalize_tool_name(self.tool_name) if self.tool_name else None


@dataclass(frozen=True)
class Conversation:
    session_id: str | None
    turns: tuple[Turn, ...]
    skipped_lines: int
    problem: str | None  # plain reason when there is no readable conversation; never a path
    truncated: bool = False  # reading stopped at max_bytes; later turns (maybe the latest) are missing

    def call_for(self, result: Turn) -> ToolCall | None:
        """The assistant's tool call a tool result answers (by its call id), if it is in the conversation."""
        if not result.tool_call_id:
            return None
        for turn in reversed(self.turns):
            if turn.position >= result.position or turn.role is not Role.ASSISTANT:
                continue
            for call in turn.tool_calls:
                if call.id == result.tool_call_id:
                    return call
        return None


# ---------------------------------------------------------------------------------------- tool names

LETHE_TOOLS = ("plan", "confirm")
# How runtimes name an MCP tool: "forget.plan" itself, "forget_plan", OpenClaw's "<server>__forget-plan"
# (every character outside [A-Za-z0-9_-] becomes "-", a name collision adds "-2", "-3", ...; the tool part is
# never cut for names this short), Claude Code's "mcp__<server>__forget_plan".
_TOOL_NAME = re.compile(r"^(?:[A-Za-z0-9_-]+__)?forget[._-](plan|confirm)(?:-[2-9]|-[1-9][0-9]+)?$")


def normalize_tool_name(name: str) -> str:
    """The canonical Lethe tool name ("forget.plan", "forget.confirm") for any name a runtime gave it:
    'forget_plan', 'lethe__forget-plan', 'my-server__forget-confirm-2', ...; anything else unchanged."""
    m = _TOOL_NAME.match(name) if isinstance(name, str) else None
    return f"forget.{m.group(1)}" if m else name


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
    """Where the session's transcript is: its `sessionFile` when that stays inside the home, else the default.

    A relative `sessionFile` is taken from the sessions folder. An absolute one that lies outside the home
    (a home copied or restored from another place keeps the old absolute paths) is never read: the file of
    the same name in this home's sessions folder is used, else `<sessionId>.jsonl`. A path that climbs out
    with "..", or a link inside the home that leads out, is refused.
    """
    default = home.sessions_dir / f"{sid}.jsonl"
    session_file = entry.get("sessionFile") if entry is not None else None
    if isinstance(session_file, str) and session_file.strip():
        if "\0" in session_file:
            log.warning("session %r: sessionFile is not a usable path; refused", sid)
            return _Located(sid, None, PROBLEM_OUTSIDE)
        try:
            p = Path(session_file).expanduser()
            foreign = p.is_absolute() and not _lexically_inside(home.root, p)
            if not p.is_absolute():
                p = home.sessions_dir / p
            inside = home.contains(p)
        except (ValueError, RuntimeError, OSError):
            foreign, inside = False, False
        if foreign:
            same_name = home.sessions_dir / p.name
            if p.name and _valid_session_file_name(p.name) and home.contains(same_name) and same_name.is_file():
                log.info("session %r: sessionFile is from another place; using the copy in this home", sid)
                return _Located(sid, same_name, None)
            log.info("session %r: sessionFile is from another place; using the default transcript", sid)
        elif not inside:
            log.warning("session %r: sessionFile resolves outside the home; refused", sid)
            return _Located(sid, None, PROBLEM_OUTSIDE)
        elif p.is_file() or not default.is_file():
            return _Located(sid, p, None)
        else:
            log.info("session %r: sessionFile missing; using the default transcript", sid)
    if not _valid_session_id(sid) or not home.contains(default):
        log.warning("session id is not a usable file name or leads outside the home; refused")
        return _Located(sid, None, PROBLEM_OUTSIDE)
    return _Located(sid, default, None)


def _lexically_inside(root: Path, p: Path) -> bool:
    """`p` names a place under `root` as written (links are checked separately, by `Home.contains`)."""
    try:
        Path(os.path.normpath(p)).relative_to(os.path.normpath(root))
    except ValueError:
        return False
    return True


def _valid_session_file_name(name: str) -> bool:
    return name not in (".", "..") and not any(c in name for c in ("/", "\\", "\0")) and name.endswith(".jsonl")


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


# ---------------------------------------------------------------------------------------- entries

_RESET_REASONS = {"new", "reset", "idle", "daily", "cron-stale"}
_BLANK = object()  # an empty line: neither an entry nor junk


@dataclass(frozen=True)
class _Entry:
    """One transcript entry, as far as choosing the conversation needs it."""

    etype: str
    id: str | None
    parent: str | None
    side: bool  # appended beside the conversation (appendMode "side"), not on it
    turn: Turn | None = None
    target: str | None = None  # leaf: the entry that becomes the end of the conversation
    first_kept: str | None = None  # reset: the first entry the new conversation keeps
    version: int | None = None  # session header


def _parse_entry(raw: bytes | str, position: int) -> _Entry | object | None:
    """An _Entry; _BLANK for an empty line; None for a malformed line."""
    text = (raw.decode("utf-8", errors="replace") if isinstance(raw, bytes) else raw).strip()
    if not text:
        return _BLANK
    try:
        entry = json.loads(text)
    except (ValueError, RecursionError):
        return None
    if not isinstance(entry, dict):
        return None
    etype = entry.get("type")
    if not isinstance(etype, str):
        return None
    eid, parent = _opt_str(entry.get("id")), _opt_str(entry.get("parentId"))
    side = entry.get("appendMode") == "side"
    if etype == "session":
        v = entry.get("version")
        return _Entry(etype, None, None, False, version=v if isinstance(v, int) and not isinstance(v, bool) else None)
    if etype == "leaf":
        return _Entry(etype, eid, parent, side, target=_opt_str(entry.get("targetId")))
    if etype == "reset":
        if entry.get("reason") not in _RESET_REASONS:
            return _Entry("other", eid, parent, side)
        return _Entry(etype, eid, parent, side, first_kept=_opt_str(entry.get("firstKeptEntryId")))
    if etype != "message":
        return _Entry(etype, eid, parent, side)
    turn = _parse_message(entry, position)
    if turn is None:
        return None
    return _Entry(etype, eid, parent, side, turn=turn if isinstance(turn, Turn) else None)


def _parse_message(entry: dict, position: int) -> Turn | object | None:
    """A Turn; _SKIP for a well-formed message that is not a turn; None for a malformed one."""
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
        details = msg.get("details")
        details = details if isinstance(details, dict) else {}
        structured = details.get("structuredContent")
        return Turn(
            text=body,
            tool_name=_opt_str(msg.get("toolName")),
            tool_call_id=_opt_str(msg.get("toolCallId")),
            is_error=msg.get("isError") is True,
            mcp_tool=_opt_str(details.get("mcpTool")),
            structured=structured if isinstance(structured, dict) else None,
            **common,
        )
    if not is_from_the_person(msg):
        return _SKIP  # written by another session or by the system: never the person's words
    typed = strip_inbound(body)
    if body.strip() and not typed.strip():
        return _SKIP  # only what the runtime added (system events, a media note): nothing the person said
    return Turn(text=typed, **common)


_SKIP = object()  # a message that is fine but is not a turn (extended roles, not from the person)


def _the_conversation(entries: list[_Entry]) -> list[Turn]:
    """The turns of the conversation as it stands now.

    A plain transcript is read in order. One that branches (an entry with two children, a `leaf` entry
    moving the end of the conversation, entries appended beside it) is read along the path from its
    current end back to its start, as the runtime does. A `reset` starts a new conversation: what came
    before it no longer counts, except from the entry it says to keep.
    """
    chosen = _active_path(entries) if _branches(entries) else entries
    for i in range(len(chosen) - 1, -1, -1):
        e = chosen[i]
        if e.etype != "reset":
            continue
        keep_from = i + 1
        if e.first_kept:
            keep_from = next((k for k in range(i) if chosen[k].id == e.first_kept), keep_from)
        chosen = [x for x in chosen[keep_from:] if x is not e]
        break
    return [e.turn for e in chosen if e.turn is not None]


def _branches(entries: list[_Entry]) -> bool:
    children: dict[str, int] = {}
    for e in entries:
        if e.etype == "leaf" or e.side:
            return True
        if e.id is not None and e.parent is not None:
            children[e.parent] = children.get(e.parent, 0) + 1
            if children[e.parent] > 1:
                return True
    return False


def _active_path(entries: list[_Entry]) -> list[_Entry]:
    by_id = {e.id: e for e in entries if e.id is not None}
    end: str | None = None
    for e in entries:
        if e.etype == "leaf":
            if e.target in by_id:
                end = e.target
        elif e.id is not None and not e.side and e.etype != "session":
            end = e.id
    on_path: set[str] = set()
    cur = end
    while cur is not None and cur in by_id and cur not in on_path:
        on_path.add(cur)
        cur = by_id[cur].parent
    return [e for e in entries if e.id in on_path]


# ---------------------------------------------------------------------------------------- sources


class TranscriptSource(Protocol):
    """Where the current conversation's entries come from: one JSON entry at a time, in order."""

    session_id: str | None
    truncated: bool  # reading stopped at the byte limit; later entries are missing

    def entries(self) -> Iterator[bytes | str | None]:
        """Each entry's JSON text; None for one too large to read (counted as skipped)."""
        ...

    def close(self) -> None: ...


@dataclass(frozen=True)
class Unavailable:
    session_id: str | None
    problem: str  # plain words for people, never a path


class JsonlTranscript:
    """A pi-format JSONL transcript file (OpenClaw's classic layout)."""

    def __init__(self, session_id: str | None, f: IO[bytes], max_bytes: int) -> None:
        self.session_id = session_id
        self._f = f
        self._reader = _LineReader(f, max_bytes)

    @property
    def truncated(self) -> bool:
        return self._reader.truncated

    def entries(self) -> Iterator[bytes | None]:
        return iter(self._reader)

    def close(self) -> None:
        self._f.close()


def transcript_source(
    home: Home, session_id: str | None = None, *, max_bytes: int = 64 * 1024 * 1024
) -> TranscriptSource | Unavailable:
    """The one place that decides where the current (or named) conversation is read from.

    Today: the session chosen in `sessions.json`, read from its JSONL transcript. A layout that keeps
    conversations elsewhere (a database) adds its source here; the parsing and every reader stay the same.
    """
    from . import openclaw_transcript  # current OpenClaw layout: sessions live in the agent database

    if openclaw_transcript.holds_sessions(home):
        return openclaw_transcript.transcript_source(home, session_id, max_bytes=max_bytes)
    loc = _locate(home, session_id)
    if loc.problem is not None or loc.path is None:
        return Unavailable(loc.session_id, loc.problem or PROBLEM_NOT_FOUND)
    f = _open_regular(loc.path)
    if f is None:
        log.info("session %r: transcript missing or not a regular file", loc.session_id)
        return Unavailable(loc.session_id, PROBLEM_NOT_FOUND)
    return JsonlTranscript(loc.session_id, f, max_bytes)


def read_conversation(home: Home, session_id: str | None = None, *, max_bytes: int = 64 * 1024 * 1024) -> Conversation:
    """The current (or named) conversation's turns in order. Never raises on missing or bad input."""
    src = transcript_source(home, session_id, max_bytes=max_bytes)
    if isinstance(src, Unavailable):
        return Conversation(src.session_id, (), 0, src.problem)
    entries: list[_Entry] = []
    skipped = 0
    line_no = 0
    positions = 0
    try:
        for raw in src.entries():
            line_no += 1
            if raw is None:
                skipped += 1
                log.debug("session %r: line %d too long; skipped", src.session_id, line_no)
                continue
            parsed = _parse_entry(raw, positions)
            if parsed is None:
                skipped += 1
                log.debug("session %r: line %d malformed; skipped", src.session_id, line_no)
            elif isinstance(parsed, _Entry):
                entries.append(parsed)
                positions += parsed.turn is not None
    except OSError:
        log.warning("session %r: transcript read failed after %d lines", src.session_id, line_no)
        turns = [e.turn for e in entries if e.turn is not None]
        return Conversation(src.session_id, tuple(turns), skipped, PROBLEM_UNREADABLE)
    finally:
        src.close()
    if src.truncated:
        log.warning("session %r: transcript larger than %d bytes; reading stopped", src.session_id, max_bytes)
    if skipped:
        log.info("session %r: %d transcript line(s) skipped", src.session_id, skipped)
    turns = _the_conversation(entries)
    return Conversation(src.session_id, tuple(turns), skipped, None, truncated=src.truncated)
