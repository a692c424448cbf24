"""Read-only knowledge of the memory search index (`memory/<agent>.sqlite`, OpenClaw classic schema).

Nothing here can change the index: every connection made by `open_readonly` is opened with SQLite's
`mode=ro`, so an accidental write fails inside SQLite. The mutating side lives in
`executor.cleaners.memory_index` and reuses the pure helpers below (`chunk_lines`, `chunk_id`, ...).

Schema (see the brief, §1.1)::

    meta(key, value)                      -- 'memory_index_meta_v1' -> OpenClaw's {"model", "provider",
                                             "providerKey", "sources", "chunkTokens", "chunkOverlap", ...}
                                             (or a test harness's {"provider", "model", "chunking": {"lines": N}})
    files(path, source, hash, mtime, size)
    chunks(id, path, source, start_line, end_line, hash, model, text, embedding, updated_at)
    chunks_fts USING fts5(text, id UNINDEXED, path UNINDEXED, source UNINDEXED, model UNINDEXED,
                          start_line UNINDEXED, end_line UNINDEXED)
    embedding_cache(provider, model, provider_key, hash, embedding, dims, updated_at)
    chunks_vec USING vec0(...)            -- optional, needs the sqlite-vec extension to be opened

A chunk id is sha256(f"{source}:{path}:{start}:{end}:{hash}:{model}") where `hash` is the sha256 of the
chunk text. Lines are 1-based. OpenClaw chunks by size (`openclaw_chunks`); an index whose meta records
`chunking.lines` (a test harness's) is chunked in windows of that many lines (`chunk_lines`).

Connections come from `assistant_home.sqlite` (sqlean when installed, so sqlite-vec can be loaded and
`chunks_vec` read); its errors are caught through `ERRORS`.

Privacy: chunk text may be the very information being forgotten, so this module never logs chunk text
(nor paths, whose names can be telling); it logs counts and SQLite's own error messages only.
"""

from __future__ import annotations

import hashlib
import json
import logging
import sqlite3
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path
from urllib.parse import quote

from . import sqlite as _sqlite
from .openclaw_chunks import DEFAULT_OVERLAP, DEFAULT_TOKENS
from .sqlite import ERRORS, load_vector_extension

log = logging.getLogger(__name__)

META_KEY = "memory_index_meta_v1"
#: OpenClaw's model name when no embedding provider is configured (keyword search only).
FTS_ONLY = "fts-only"
#: Seconds a connection waits for another program's lock before giving up.
BUSY_TIMEOUT_S = 5.0

REQUIRED_CHUNK_COLUMNS = frozenset({"id", "path", "source", "start_line", "end_line", "hash", "model", "text"})
_BATCH = 500  # parameters per IN (...) query, well under SQLite's limit


class IndexUnavailable(Exception):
    """The index cannot be used: missing file, not a SQLite database, locked, or an unexpected schema.

    `str(exc)` is a plain, user-presentable reason that never contains index content.
    """


@dataclass(frozen=True)
class Chunk:
    id: str
    path: str
    source: str
    start_line: int
    end_line: int
    hash: str
    model: str
    text: str


@dataclass(frozen=True)
class IndexSettings:
    """How the index was built, from its meta row (OpenClaw's defaults when it has none)."""

    chunk_lines: int | None  # line windows (a test harness's meta); None: OpenClaw's size-based chunks
    model: str | None  # the model OpenClaw's search filters by ("fts-only" without a provider)
    provider: str | None  # "none" without a provider
    has_vec_table: bool
    chunk_tokens: int = DEFAULT_TOKENS
    chunk_overlap: int = DEFAULT_OVERLAP
    sources: tuple[str, ...] = ("memory",)  # what OpenClaw indexes: memory files, and maybe transcripts

    @property
    def embeds(self) -> bool:
        """An embedding provider is configured: OpenClaw's chunks of this model carry vectors Lethe can't make."""
        return self.provider not in (None, "none") or (self.model not in (None, FTS_ONLY))

    @property
    def indexes_transcripts(self) -> bool:
        return "sessions" in self.sources


class VectorState(StrEnum):
    ABSENT = "absent"  # no chunks_vec table
    CLEANABLE = "cleanable"  # chunks_vec exists and this connection can open it
    UNREADABLE = "unreadable"  # chunks_vec exists but its module (sqlite-vec) cannot be loaded here


# ---------------------------------------------------------------------------------------------- pure helpers


def sha256_hex(data: str | bytes) -> str:
    return hashlib.sha256(data.encode("utf-8") if isinstance(data, str) else data).hexdigest()


def body_hash(body: str) -> str:
    """sha256 hex of a chunk body (the body is already stripped by `chunk_lines`)."""
    return sha256_hex(body)


def chunk_id(source: str, path: str, start: int, end: int, body_hash: str, model: str) -> str:
    """The claim id OpenClaw gives a chunk."""
    return sha256_hex(f"{source}:{path}:{start}:{end}:{body_hash}:{model}")


def chunk_lines(text: str, lines_per_chunk: int) -> list[tuple[int, int, str]]:
    """Split `text` into windows of `lines_per_chunk` lines: [(start, end, body)], 1-based and inclusive.

    Same rule as the OpenClaw classic indexer: lines are split on "\\n" only, a window's body is its lines
    joined with "\\n" and stripped, windows whose body is empty are skipped, and the last window may be
    shorter (its `end` is the last line it holds).
    """
    if lines_per_chunk < 1:
        raise ValueError("lines_per_chunk must be at least 1")
    lines = text.split("\n")
    out: list[tuple[int, int, str]] = []
    for start in range(0, len(lines), lines_per_chunk):
        part = lines[start : start + lines_per_chunk]
        body = "\n".join(part).strip()
        if body:
            out.append((start + 1, start + len(part), body))
    return out


# ---------------------------------------------------------------------------------------------- connections


def _plain_reason(exc: Exception) -> str:
    msg = str(exc).lower()
    if "locked" in msg or "busy" in msg:
        return "the memory index is locked by another program"
    if "not a database" in msg or "malformed" in msg or "encrypted" in msg:
        return "the memory index file is not a readable SQLite database"
    if "readonly" in msg or "read-only" in msg:
        return "the memory index cannot be written (read-only file or folder)"
    if "unable to open" in msg:
        return "the memory index file cannot be opened"
    return "the memory index could not be read"


def unavailable(exc: Exception) -> IndexUnavailable:
    """An IndexUnavailable with a plain reason for a SQLite error (the raw message goes to the debug log)."""
    log.debug("memory index error: %s", exc)
    return IndexUnavailable(_plain_reason(exc))


def sqlite_uri(db_path: Path, mode: str) -> str:
    return f"file:{quote(str(Path(db_path).absolute()))}?mode={mode}"


def table_names(con: sqlite3.Connection) -> set[str]:
    rows = con.execute("SELECT name FROM sqlite_master WHERE type IN ('table', 'view')")
    return {r[0] for r in rows}


def columns(con: sqlite3.Connection, table: str) -> set[str]:
    return {r[1] for r in con.execute(f'PRAGMA table_info("{table}")')}


def check_schema(con: sqlite3.Connection) -> None:
    """Raise IndexUnavailable unless this looks like a classic memory index (a `chunks` table at least)."""
    try:
        names = table_names(con)
        if "chunks" not in names:
            raise IndexUnavailable("the memory index has an unexpected layout (no chunks table)")
        missing = REQUIRED_CHUNK_COLUMNS - columns(con, "chunks")
        if missing:
            raise IndexUnavailable("the memory index has an unexpected layout (chunks table lacks columns)")
    except ERRORS as exc:
        raise unavailable(exc) from exc


def open_readonly(db_path: Path) -> sqlite3.Connection:
    """Open the index so that it cannot be written (SQLite `mode=ro`), and check its schema."""
    db_path = Path(db_path)
    if not db_path.is_file():
        raise IndexUnavailable("the memory index file does not exist")
    try:
        con = _sqlite.connect(sqlite_uri(db_path, "ro"), uri=True, timeout=BUSY_TIMEOUT_S)
    except ERRORS as exc:
        raise unavailable(exc) from exc
    try:
        load_vector_extension(con)
        check_schema(con)
    except BaseException:
        con.close()
        raise
    return con


# ---------------------------------------------------------------------------------------------- reading


def read_settings(con: sqlite3.Connection) -> IndexSettings:
    """How the index was built, from its meta row.

    OpenClaw's meta (`chunkTokens`, `chunkOverlap`, `model`, `provider`, `sources`) is read as is; a meta that
    records `chunking.lines` (the test harness's) means line windows; a missing or unreadable meta means
    OpenClaw's defaults (400 tokens, 80 overlap), the model of the chunks already there, memory files only."""
    meta: object = None
    try:
        names = table_names(con)
        if "meta" in names:
            row = con.execute("SELECT value FROM meta WHERE key = ?", (META_KEY,)).fetchone()
            if row is not None and isinstance(row[0], str):
                try:
                    meta = json.loads(row[0])
                except (ValueError, RecursionError):
                    log.warning("memory index meta is not JSON; using OpenClaw's defaults")
        fallback_model = None
        if not (isinstance(meta, dict) and isinstance(meta.get("model"), str)) and "chunks" in names:
            row = con.execute(
                "SELECT model, count(*) AS n FROM chunks WHERE source = 'memory' GROUP BY model ORDER BY n DESC LIMIT 1"
            ).fetchone()
            fallback_model = row[0] if row and isinstance(row[0], str) else None
    except ERRORS as exc:
        raise unavailable(exc) from exc
    meta = meta if isinstance(meta, dict) else {}
    chunking = meta.get("chunking")
    lines = chunking.get("lines") if isinstance(chunking, dict) else None
    sources = meta.get("sources")
    return IndexSettings(
        chunk_lines=lines if _positive(lines) else None,
        model=meta["model"] if isinstance(meta.get("model"), str) else fallback_model,
        provider=meta["provider"] if isinstance(meta.get("provider"), str) else None,
        has_vec_table="chunks_vec" in names,
        chunk_tokens=meta["chunkTokens"] if _positive(meta.get("chunkTokens")) else DEFAULT_TOKENS,
        chunk_overlap=meta["chunkOverlap"] if _non_negative(meta.get("chunkOverlap")) else DEFAULT_OVERLAP,
        sources=tuple(x for x in sources if isinstance(x, str)) if isinstance(sources, list) else ("memory",),
    )


def _positive(v: object) -> bool:
    return isinstance(v, int) and not isinstance(v, bool) and v > 0


def _non_negative(v: object) -> bool:
    return isinstance(v, int) and not isinstance(v, bool) and v >= 0


def _as_text(value: object) -> str:
    if isinstance(value, str):
        return value
    if isinstance(value, bytes):
        return value.decode("utf-8", errors="replace")
    return "" if value is None else str(value)


def _as_int(value: object) -> int:
    try:
        return int(value)  # type: ignore[arg-type]
    except (TypeError, ValueError):
        return 0


def _row_chunk(row: tuple) -> Chunk:
    cid, path, source, start, end, h, model, text = row
    return Chunk(
        id=_as_text(cid),
        path=_as_text(path),
        source=_as_text(source),
        start_line=_as_int(start),
        end_line=_as_int(end),
        hash=_as_text(h),
        model=_as_text(model),
        text=_as_text(text),
    )


_CHUNK_SELECT = "SELECT id, path, source, start_line, end_line, hash, model, text FROM chunks"


def iter_chunks(con: sqlite3.Connection, paths: Iterable[str] | None = None) -> Iterator[Chunk]:
    """Stream chunks (all of them, or those of the given workspace-relative paths), ordered by path then line.

    Rows are read from a live cursor one at a time; don't write through `con` while iterating."""
    try:
        if paths is None:
            for row in con.execute(_CHUNK_SELECT + " ORDER BY path, start_line, id"):
                yield _row_chunk(row)
            return
        for path in sorted({paths} if isinstance(paths, str) else set(paths)):
            for row in con.execute(_CHUNK_SELECT + " WHERE path = ? ORDER BY start_line, id", (path,)):
                yield _row_chunk(row)
    except ERRORS as exc:
        raise unavailable(exc) from exc


# any character outside printable ASCII and the usual whitespace
_NOT_PLAIN_ASCII = "*[^\t\n\r -~]*"


def iter_chunks_containing(con: sqlite3.Connection, words: Sequence[str]) -> Iterator[Chunk]:
    """Chunks whose text could hold one of `words` (lower-case ASCII): those containing one of them,
    case-insensitively, plus every chunk that is not plain ASCII (SQLite folds only ASCII case).

    A superset of the chunks a matcher with these triggers accepts; the caller still checks each."""
    if not words:
        yield from iter_chunks(con)
        return
    where = " OR ".join(["instr(lower(text), ?) > 0"] * len(words)) + " OR text GLOB ?"
    try:
        for row in con.execute(
            f"{_CHUNK_SELECT} WHERE {where} ORDER BY path, start_line, id", (*words, _NOT_PLAIN_ASCII)
        ):
            yield _row_chunk(row)
    except ERRORS as exc:
        raise unavailable(exc) from exc


_PASSES = "lethe_could_hold"  # the SQL name of a caller's first test (`with_first_test`)


def with_first_test(con: sqlite3.Connection, could: Callable[[str], bool]) -> bool:
    """Let SQLite put each row's text through `could` (a matcher's fast first test, False only when the text
    cannot hold the subject), so the rows that fail it are never turned into Python objects. The test sees
    the text as the rows give it (`_as_text`), and an error in it lets the row through, to the caller's own
    check. False when the connection cannot take it (the caller then reads the rows as before)."""

    def passes(value: object) -> int:
        try:
            return 1 if could(_as_text(value)) else 0
        except Exception:
            return 1  # the caller's full check on that row meets the same problem, as it did before

    try:
        con.create_function(_PASSES, 1, passes, deterministic=True)
    except (*ERRORS, AttributeError, TypeError):
        return False
    return True


def iter_chunks_passing(con: sqlite3.Connection) -> Iterator[Chunk]:
    """Every chunk whose text passes the first test set on `con` (`with_first_test`), in `iter_chunks`' order:
    exactly the chunks of `iter_chunks(con)` that pass it."""
    try:
        for row in con.execute(f"{_CHUNK_SELECT} WHERE {_PASSES}(text) ORDER BY path, start_line, id"):
            yield _row_chunk(row)
    except ERRORS as exc:
        raise unavailable(exc) from exc


@dataclass(frozen=True)
class FtsRow:
    id: str
    path: str
    source: str
    model: str
    text: str


def iter_fts_rows_containing(con: sqlite3.Connection, words: Sequence[str] | None) -> Iterator[FtsRow]:
    """Full-text rows whose text could hold one of `words` (all rows when None), whether or not a chunk
    still backs them: OpenClaw's keyword search reads this table alone, and a reindex under another model
    leaves the old model's rows behind."""
    try:
        if "chunks_fts" not in table_names(con):
            return
        sql = "SELECT id, path, source, model, text FROM chunks_fts"
        params: tuple = ()
        if words:
            sql += " WHERE " + " OR ".join(["instr(lower(text), ?) > 0"] * len(words)) + " OR text GLOB ?"
            params = (*words, _NOT_PLAIN_ASCII)
        for row in con.execute(sql, params):
            yield FtsRow(*(_as_text(v) for v in row))
    except ERRORS as exc:
        raise unavailable(exc) from exc


def iter_fts_rows_passing(con: sqlite3.Connection) -> Iterator[FtsRow]:
    """Every full-text row whose text passes the first test set on `con` (`with_first_test`): exactly the rows
    of `iter_fts_rows_containing(con, None)` that pass it."""
    try:
        if "chunks_fts" not in table_names(con):
            return
        for row in con.execute(f"SELECT id, path, source, model, text FROM chunks_fts WHERE {_PASSES}(text)"):
            yield FtsRow(*(_as_text(v) for v in row))
    except ERRORS as exc:
        raise unavailable(exc) from exc


def vector_state(con: sqlite3.Connection) -> VectorState:
    """Whether chunks_vec exists and, if so, whether this connection can read (and so clean) it."""
    try:
        if "chunks_vec" not in table_names(con):
            return VectorState.ABSENT
    except ERRORS as exc:
        raise unavailable(exc) from exc
    try:
        con.execute("SELECT 1 FROM chunks_vec LIMIT 1").fetchall()
    except ERRORS as exc:
        log.debug("chunks_vec cannot be opened: %s", exc)
        return VectorState.UNREADABLE
    return VectorState.CLEANABLE


def batched(items: Iterable[str], size: int = _BATCH) -> Iterator[list[str]]:
    batch: list[str] = []
    for item in items:
        batch.append(item)
        if len(batch) >= size:
            yield batch
            batch = []
    if batch:
        yield batch


def embedding_cache_hashes(con: sqlite3.Connection, hashes: Iterable[str]) -> set[str]:
    """Which of `hashes` still have rows in embedding_cache (empty when the table does not exist)."""
    found: set[str] = set()
    try:
        if "embedding_cache" not in table_names(con):
            return found
        for batch in batched(sorted(set(hashes))):
            marks = ",".join("?" * len(batch))
            rows = con.execute(f"SELECT DISTINCT hash FROM embedding_cache WHERE hash IN ({marks})", batch)
            found.update(r[0] for r in rows)
    except ERRORS as exc:
        raise unavailable(exc) from exc
    return found
