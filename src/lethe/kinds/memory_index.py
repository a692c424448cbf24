"""The memory search index: claims (chunks) that hold the subject are retracted and their files refreshed.

Find (read-only connection): the chunks holding the subject (the index narrows the candidates in SQL;
each one is still checked), and full-text rows holding it that no chunk backs any more (OpenClaw's
keyword search reads that table alone). Clean (through the writer's connection, after every other kind):
retract those chunks, refresh the notes that changed, purge their cached embeddings and orphan vectors.
Reading (chunk ids, chunking, settings) lives in `assistant_home.memory_index`.

**Refreshing a note the way OpenClaw would.** A refreshed file's rows are deleted by path and source across
every model (vectors first, then full-text rows — OpenClaw itself deletes only its current model's, so rows of
another model would outlive its reindexing — then chunks), and its cleaned text is chunked again exactly as
OpenClaw chunks it (`openclaw_chunks`: 400 tokens x 4 characters, 80 overlap, unstripped text, its chunk ids)
and written **under the index's own model**, so OpenClaw's model-filtered keyword search finds the file's
other lines at once. Lethe cannot make embeddings, so when a provider is configured those chunks carry
none and the file's `files.hash` is cleared: OpenClaw's incremental sync compares content hashes only, sees
the difference, and re-chunks and re-embeds the file itself (replacing Lethe's rows, which share its model
and ids). In FTS-only mode Lethe's rows are exactly what OpenClaw writes, so the hash is the file's own.
Nothing a tombstone matches is written (a refused chunk also leaves the hash cleared), and verification
never relies on the index alone.

Forgetting has to reach the bytes, not just the rows, so the write connection runs with
`PRAGMA secure_delete=ON` (freed pages are zeroed), the FTS5 index is merged after deletes (so deleted
terms leave its segments), and a WAL file, if any, is checkpointed and truncated after the commit.

Never logs chunk text or paths: both can be the information being forgotten.
"""

from __future__ import annotations

import json
import logging
import re
import sqlite3
import time
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Literal

from pydantic import Field

from lethe.assistant_home import sqlite as _sqlite
from lethe.assistant_home import transcripts
from lethe.assistant_home.index_search import fts_candidates, iter_chunks_by_id
from lethe.assistant_home.layout import OutsideHomeError
from lethe.assistant_home.memory_index import (
    BUSY_TIMEOUT_S,
    FTS_ONLY,
    META_KEY,
    IndexSettings,
    IndexUnavailable,
    VectorState,
    batched,
    body_hash,
    check_schema,
    chunk_id,
    columns,
    iter_chunks,
    iter_chunks_containing,
    iter_chunks_passing,
    iter_fts_rows_containing,
    iter_fts_rows_passing,
    load_vector_extension,
    open_readonly,
    read_settings,
    sha256_hex,
    sqlite_uri,
    table_names,
    unavailable,
    vector_state,
    with_first_test,
)
from lethe.assistant_home.memory_index import chunk_lines as _chunk_lines
from lethe.assistant_home.openclaw_chunks import chunk_markdown
from lethe.assistant_home.sqlite import ERRORS
from lethe.assistant_home.text_files import TextFile, read_text
from lethe.contract.errors import StepFailed
from lethe.contract.protocols import Writer
from lethe.contract.targets import TargetBase
from lethe.contract.vocabulary import Action, ArtifactKind, Category, Done, Failure, LimitReason

from .base import FindContext

log = logging.getLogger(__name__)

KIND = ArtifactKind.MEMORY_INDEX
PHASE = 3  # after every other kind: it refreshes the notes as they are once cleaned
SOURCE = "memory"  # memory files; "sessions" rows are transcripts (never refreshed from a note)


class Target(TargetBase):
    kind: Literal[ArtifactKind.MEMORY_INDEX] = ArtifactKind.MEMORY_INDEX
    category: Category = Category.MEMORY
    action: Action = Action.RETRACT_CLAIMS
    claim_ids: list[str] = Field(default_factory=list)
    chunk_hashes: list[str] = Field(default_factory=list)
    indexed_paths: list[str] = Field(default_factory=list, description="workspace-relative files of those chunks")

    def atoms(self) -> set[str]:
        return {f"{self.key}#{c}" for c in self.claim_ids}

    def summary(self):
        return None  # search entries go with the notes; said in words, not counted as notes

    def claims(self) -> list[str]:
        return list(self.claim_ids)

    def locators(self) -> list[str]:
        return list(self.claim_ids)


# ---------------------------------------------------------------------------------------------- find


def literal_triggers(matcher) -> tuple[str, ...] | None:
    """The plain words every text holding the subject contains, when the matcher has such a test."""
    words = matcher.literal_triggers()
    return words if words and all(w.isascii() for w in words) else None


def inside_index(home) -> Path | None:
    """The index database through the home's containment check; None when it (or `memory/`) is a link
    out of the home: such an index is never opened, for reading or writing."""
    try:
        return home.path(home.index_rel)
    except OutsideHomeError:
        return None


_DAY_TITLE = re.compile(r"^#{1,6}\s*\d{4}-\d{2}-\d{2}\s*$", re.MULTILINE)


def _informative(text: str) -> str:
    """A chunk's text without a day note's own title ("# 2026-04-14"): the note's date, no mention of "14.04."
    once the day's lines about it are gone. Every other heading is text like any other."""
    return _DAY_TITLE.sub("", text) if "#" in text else text


def find(ctx: FindContext) -> None:
    db = inside_index(ctx.home)
    if db is None:  # out of reach, so whatever it holds stays: said in the plan, and never "forgotten"
        if ctx.home.index_db.exists():
            ctx.add_limit(LimitReason.LINK_OUTSIDE, Category.MEMORY, ctx.home.index_rel)
        _transcripts(ctx, None)
        return
    if not db.exists():
        _transcripts(ctx, None)
        return
    try:
        con = open_readonly(db)
    except IndexUnavailable:
        ctx.add_limit(LimitReason.INDEX_UNAVAILABLE, Category.MEMORY, ctx.home.index_rel)
        return
    try:
        settings = read_settings(con)
        if not settings.indexes_transcripts:
            row = con.execute("SELECT 1 FROM chunks WHERE source = 'sessions' LIMIT 1").fetchone()
            if row is not None:  # conversations were indexed (the meta may be older than the config)
                settings = replace(settings, sources=(*settings.sources, "sessions"))
        ids: list[str] = []
        hashes: list[str] = []
        paths: set[str] = set()
        words = literal_triggers(ctx.matcher)
        # a plan may let the index's own full-text search pick the candidates (never verification)
        hits = fts_candidates(con, words) if ctx.narrow and words else None
        # else every row is read, and put through the matcher's first test inside SQLite: the rows that fail it
        # (which the matcher would turn away) never become Python objects
        first = hits is None and with_first_test(con, ctx.matcher.could_match)
        if hits is not None:
            chunks = iter_chunks_by_id(con, [h.id for h in hits])
        elif first:
            chunks = iter_chunks_passing(con)
        else:
            chunks = iter_chunks(con) if words is None else iter_chunks_containing(con, words)
        for chunk in chunks:  # the index narrows the candidates; each one is still checked here
            if ctx.matcher.matches(_informative(chunk.text)):
                ids.append(chunk.id)
                hashes.append(chunk.hash)
                if chunk.source == SOURCE:
                    paths.add(chunk.path)
        known = set(ids)
        rows = iter_fts_rows_passing(con) if first else iter_fts_rows_containing(con, words)
        for row in hits if hits is not None else rows:
            # full-text rows no chunk backs (another model's, left by a reindex) are searchable all the same
            if row.id not in known and row.source == SOURCE and ctx.matcher.matches(_informative(row.text)):
                paths.add(row.path)
        vec = vector_state(con)
    except ERRORS as exc:
        ctx.add_limit(LimitReason.INDEX_UNAVAILABLE, Category.MEMORY, ctx.home.index_rel)
        log.debug("memory index could not be read: %s", exc)
        return
    except IndexUnavailable:
        ctx.add_limit(LimitReason.INDEX_UNAVAILABLE, Category.MEMORY, ctx.home.index_rel)
        return
    finally:
        con.close()
    _transcripts(ctx, settings)
    if vec is VectorState.UNREADABLE and (ids or paths):
        ctx.add_limit(LimitReason.VECTORS_UNREADABLE, Category.MEMORY, ctx.home.index_rel)
    if not ids and not paths:
        return
    ctx.targets.append(
        Target(
            key="index",
            path=ctx.home.index_rel,
            claim_ids=sorted(ids),
            chunk_hashes=sorted(set(hashes)),
            indexed_paths=sorted(paths),
            count=len(ids),
        )
    )


def _transcripts(ctx: FindContext, settings: IndexSettings | None) -> None:
    """When the search also indexes conversations, each one still stating the subject will bring it back
    (transcripts are the conversation record and are not cleaned): a remaining risk, never "forgotten"."""
    indexed = (settings is not None and settings.indexes_transcripts) or transcripts.configured(ctx.home)
    if not indexed:
        return
    for _rel in transcripts.holding(ctx.home, ctx.matcher.matches):
        ctx.add_limit(LimitReason.TRANSCRIPTS_INDEXED, Category.MEMORY)


def vectors_unreadable(home) -> bool:
    """The index has vectors this Python cannot open (so it cannot tell whether they are clean)."""
    db = inside_index(home)
    if db is None or not db.exists():
        return False
    try:
        con = open_readonly(db)
    except IndexUnavailable:
        return False  # reported as an unavailable index instead
    try:
        return vector_state(con) is VectorState.UNREADABLE
    except IndexUnavailable:
        return False
    finally:
        con.close()


# ---------------------------------------------------------------------------------------------- clean


def clean(w: Writer, targets: list[Target]) -> None:
    """Retract the plan's claims and refresh every note this run (or the plan) changed."""
    w.attempt(lambda: refresh(w, targets))


def refresh(w: Writer, targets: list[Target]) -> None:
    home = w.home
    db = inside_index(home)
    if db is None or not db.exists():  # none, or out of reach (a limit the plan already listed)
        return
    claims = sorted({c for t in w.plan_targets for c in t.claims()})
    paths = set(w.changed_notes)
    for t in targets:
        paths.update(t.indexed_paths)
    for t in w.plan_targets:
        if t.kind is ArtifactKind.MEMORY_NOTE:
            paths.add(t.path.removeprefix("workspace/"))
    notes: dict[str, str | None] = {}
    stats: dict[str, tuple[float, int]] = {}
    for ws_rel in sorted(paths):
        # what the note holds now (not what the cleaner wrote): a line another writer added meanwhile is kept
        f = read_text(home, f"workspace/{ws_rel}")
        if isinstance(f, TextFile):
            notes[ws_rel] = f.raw.decode("utf-8", errors="surrogateescape")  # exact bytes back
            try:
                st = home.path(f"workspace/{ws_rel}").stat()
                stats[ws_rel] = (st.st_mtime_ns / 1e6, st.st_size)
            except (OSError, ValueError):
                pass
        elif f.name == "MISSING":
            notes[ws_rel] = None
    if not claims and not notes:
        return
    try:
        with w.open_index(home.index_rel) as con:
            settings = read_settings(con)
            w.provenance("retract_claims", home.index_rel, None, claims=len(claims))
            result = retract_and_refresh(
                con, retract_ids=claims, refresh=notes, settings=settings, refuse=w.forgotten, stats=stats
            )
    except IndexUnavailable as e:
        raise StepFailed(Failure.SEARCH_NOT_UPDATED) from e
    if Done.SEARCH not in w.done:
        w.count(Done.SEARCH)
    log.info("index refreshed: %d chunks written, %d refused", result.chunks_written, result.chunks_refused)


EMPTY_EMBEDDING = "[]"
_WRITE_CHUNK_COLUMNS = frozenset({"embedding", "updated_at"})

CLASSIC_SCHEMA = """
CREATE TABLE meta(key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE files(path TEXT PRIMARY KEY, source TEXT NOT NULL DEFAULT 'memory', hash TEXT NOT NULL,
    mtime INTEGER NOT NULL, size INTEGER NOT NULL);
CREATE TABLE chunks(id TEXT PRIMARY KEY, path TEXT NOT NULL, source TEXT NOT NULL DEFAULT 'memory',
    start_line INTEGER NOT NULL, end_line INTEGER NOT NULL, hash TEXT NOT NULL, model TEXT NOT NULL,
    text TEXT NOT NULL, embedding TEXT NOT NULL, updated_at INTEGER NOT NULL);
CREATE TABLE embedding_cache(provider TEXT NOT NULL, model TEXT NOT NULL, provider_key TEXT NOT NULL,
    hash TEXT NOT NULL, embedding TEXT NOT NULL, dims INTEGER, updated_at INTEGER NOT NULL,
    PRIMARY KEY(provider, model, provider_key, hash));
CREATE INDEX idx_chunks_path ON chunks(path);
CREATE INDEX idx_chunks_source ON chunks(source);
CREATE VIRTUAL TABLE chunks_fts USING fts5(text, id UNINDEXED, path UNINDEXED, source UNINDEXED,
    model UNINDEXED, start_line UNINDEXED, end_line UNINDEXED);
"""


@dataclass
class RefreshResult:
    """What one `retract_and_refresh` call changed (a repeat call with the same inputs changes nothing)."""

    chunks_written: int
    chunks_refused: int
    vector_rows_removed: int
    cache_rows_removed: int
    vector_state: VectorState
    hashes_cleared: int = 0  # files OpenClaw will re-chunk and re-embed at its next sync


def open_for_write(db_path: Path) -> sqlite3.Connection:
    """Open an existing index for writing (never creates one), autocommit mode, ~5 s busy timeout."""
    db_path = Path(db_path)
    if not db_path.is_file():
        raise IndexUnavailable("the memory index file does not exist")
    try:
        con = _sqlite.connect(sqlite_uri(db_path, "rw"), uri=True, timeout=BUSY_TIMEOUT_S, isolation_level=None)
    except ERRORS as exc:
        raise unavailable(exc) from exc
    try:
        con.execute(f"PRAGMA busy_timeout = {int(BUSY_TIMEOUT_S * 1000)}")
        con.execute("PRAGMA secure_delete = ON")
        load_vector_extension(con)
        check_schema(con)
        if _WRITE_CHUNK_COLUMNS - columns(con, "chunks"):
            raise IndexUnavailable("the memory index has an unexpected layout (chunks table lacks columns)")
    except ERRORS as exc:
        con.close()
        raise unavailable(exc) from exc
    except BaseException:
        con.close()
        raise
    return con


# ---------------------------------------------------------------------------------------------- helpers


def _in_clause(batch: list[str]) -> str:
    return ",".join("?" * len(batch))


class FtsRowids:
    """Where the full-text rows of given chunk ids and files are, found in one pass over the table.

    `chunks_fts` keeps `id`, `path` and `source` UNINDEXED, so every `DELETE ... WHERE id IN (...)` or
    `WHERE path = ?` reads the whole table again; a cleanup that retracts a batch of chunks and refreshes a
    few notes would read it once per batch and per note. Instead the rowids are looked up once (inside the
    cleanup's transaction, so nothing else can change them) and rows are deleted by rowid."""

    def __init__(self, con: sqlite3.Connection, ids: Iterable[str], paths: Iterable[str]):
        want_ids, want_paths = set(ids), set(paths)
        self.by_id: dict[str, list[int]] = {}
        self.by_path: dict[tuple[str, str], list[int]] = {}
        if not want_ids and not want_paths:
            return
        for rowid, cid, path, source in con.execute("SELECT rowid, id, path, source FROM chunks_fts"):
            if cid in want_ids:
                self.by_id.setdefault(cid, []).append(rowid)
            if path in want_paths:
                self.by_path.setdefault((path, source), []).append(rowid)

    def of_ids(self, ids: Iterable[str]) -> list[int]:
        return sorted({r for i in ids for r in self.by_id.get(i, ())})

    def of_path(self, path: str, source: str) -> list[int]:
        return sorted(self.by_path.get((path, source), ()))


def _delete_fts_rowids(con: sqlite3.Connection, rowids: list[int]) -> None:
    for i in range(0, len(rowids), 500):
        batch = rowids[i : i + 500]
        con.execute(f"DELETE FROM chunks_fts WHERE rowid IN ({_in_clause(batch)})", batch)


def _delete_chunks_by_id(
    con: sqlite3.Connection, ids: list[str], tables: set[str], vec_ok: bool, fts: FtsRowids | None = None
) -> tuple[set, int]:
    """Delete vector, chunk and FTS rows for `ids`; return (removed hashes, vec rows removed)."""
    hashes: set[str] = set()
    vec_removed = 0
    for batch in batched(sorted(set(ids))):
        marks = _in_clause(batch)
        if vec_ok:  # vectors first, by the ids recorded (never orphaned by deleting their chunks first)
            cur = con.execute(f"DELETE FROM chunks_vec WHERE id IN ({marks})", batch)
            vec_removed += max(cur.rowcount, 0)
        hashes.update(r[0] for r in con.execute(f"SELECT hash FROM chunks WHERE id IN ({marks})", batch))
        con.execute(f"DELETE FROM chunks WHERE id IN ({marks})", batch)
        if "chunks_fts" in tables:
            if fts is not None:
                _delete_fts_rowids(con, fts.of_ids(batch))
            else:
                con.execute(f"DELETE FROM chunks_fts WHERE id IN ({marks})", batch)
    return hashes, vec_removed


def _file_text(text: str) -> tuple[bytes, str]:
    # surrogateescape round-trips bytes a caller decoded with errors="surrogateescape"; the indexed text is
    # what OpenClaw's indexer sees (Node decodes the file as UTF-8, bad bytes becoming U+FFFD).
    raw = text.encode("utf-8", errors="surrogateescape")
    return raw, raw.decode("utf-8", errors="replace")


def _model(settings: IndexSettings) -> str:
    return settings.model or FTS_ONLY


def _chunks_of(indexed: str, settings: IndexSettings) -> list[tuple[int, int, str, str]]:
    """(start, end, text, hash) as the index's own chunker cuts the text."""
    if settings.chunk_lines:
        return [(a, b, body, body_hash(body)) for a, b, body in _chunk_lines(indexed, settings.chunk_lines)]
    return [
        (c.start_line, c.end_line, c.text, c.hash)
        for c in chunk_markdown(indexed, settings.chunk_tokens, settings.chunk_overlap)
    ]


def _new_rows(path: str, indexed: str, settings: IndexSettings, refuse: Callable[[str], bool]) -> tuple[list, int]:
    rows: list[tuple] = []
    refused = 0
    model = _model(settings)
    for start, end, body, h in _chunks_of(indexed, settings):
        if refuse(body):
            refused += 1
            continue
        cid = chunk_id(SOURCE, path, start, end, h, model)
        rows.append((cid, path, SOURCE, start, end, h, model, body, EMPTY_EMBEDDING))
    return rows, refused


def _already_current(
    con: sqlite3.Connection,
    path: str,
    rows: list[tuple],
    tables: set[str],
    frow: tuple | None,
    fts_rowids: FtsRowids | None = None,
):
    """True when the path's chunk, FTS and files rows are exactly what a refresh would write."""
    have = set(
        con.execute(
            "SELECT id, path, source, start_line, end_line, hash, model, text, embedding FROM chunks"
            " WHERE path = ? AND source = ?",
            (path, SOURCE),
        )
    )
    if have != set(rows) or len(have) != len(rows):
        return False
    if "chunks_fts" in tables:
        select = "SELECT id, text, path, source, model, start_line, end_line FROM chunks_fts"
        if fts_rowids is not None:
            found = fts_rowids.of_path(path, SOURCE)
            fts = [] if not found else con.execute(f"{select} WHERE rowid IN ({_in_clause(found)})", found).fetchall()
            fts = [r for r in fts if r[2] == path and r[3] == SOURCE]
        else:
            fts = con.execute(f"{select} WHERE path = ? AND source = ?", (path, SOURCE)).fetchall()
        want = {(r[0], r[7], r[1], r[2], r[6], r[3], r[4]) for r in rows}
        # UNINDEXED columns keep the type they were given; compare line numbers as ints
        try:
            got = [(i, t, p, s, m, int(a), int(b)) for i, t, p, s, m, a, b in fts]
        except (TypeError, ValueError):
            return False
        if len(got) != len(want) or set(got) != want:
            return False
    if "files" in tables and frow is not None:
        have_f = con.execute("SELECT source, hash, size FROM files WHERE path = ?", (path,)).fetchall()
        if have_f != [(frow[0], frow[1], frow[3])]:
            return False
    return True


def _refresh_path(
    con: sqlite3.Connection,
    path: str,
    text: str | None,
    *,
    settings: IndexSettings,
    refuse: Callable[[str], bool],
    tables: set[str],
    vec_ok: bool,
    now_ms: int,
    stat: tuple[float, int] | None,
    fts: FtsRowids | None = None,
) -> tuple[set[str], int, int, int, bool]:
    """Refresh one memory file; return (removed hashes, chunks written, refused, vec rows removed, hash cleared)."""
    rows: list[tuple] = []
    refused = 0
    frow: tuple | None = None
    if text is not None:
        raw, indexed = _file_text(text)
        rows, refused = _new_rows(path, indexed, settings, refuse)
        # the file's content hash only when the rows are exactly OpenClaw's: no provider (nothing to embed)
        # and nothing refused; otherwise '' so OpenClaw's next sync re-chunks (and re-embeds) the file itself
        complete = not settings.embeds and not refused
        mtime, size = stat if stat is not None else (float(now_ms), len(raw))
        frow = (SOURCE, sha256_hex(indexed) if complete else "", mtime, size)
        if _already_current(con, path, rows, tables, frow, fts):
            return set(), 0, refused, 0, not complete
    ids = [r[0] for r in con.execute("SELECT id FROM chunks WHERE path = ? AND source = ?", (path, SOURCE))]
    hashes, vec_removed = _delete_chunks_by_id(con, ids, tables, vec_ok, fts)
    if "chunks_fts" in tables:  # every model's rows: OpenClaw's own reindex keeps other models' rows
        if fts is not None:
            _delete_fts_rowids(con, fts.of_path(path, SOURCE))
        else:
            con.execute("DELETE FROM chunks_fts WHERE path = ? AND source = ?", (path, SOURCE))
    if "files" in tables and frow is None:
        con.execute("DELETE FROM files WHERE path = ? AND source = ?", (path, SOURCE))
    if text is None:
        return hashes, 0, refused, vec_removed, False
    for cid, p, source, start, end, h, model, body, emb in rows:
        con.execute(
            "INSERT OR REPLACE INTO chunks(id, path, source, start_line, end_line, hash, model, text, embedding,"
            " updated_at) VALUES(?,?,?,?,?,?,?,?,?,?)",
            (cid, p, source, start, end, h, model, body, emb, now_ms),
        )
        if "chunks_fts" in tables:
            con.execute(
                "INSERT INTO chunks_fts(text, id, path, source, model, start_line, end_line) VALUES(?,?,?,?,?,?,?)",
                (body, cid, p, source, model, start, end),
            )
    if "files" in tables and frow is not None:
        con.execute(
            "INSERT INTO files(path, source, hash, mtime, size) VALUES(?,?,?,?,?) ON CONFLICT(path) DO UPDATE SET"
            " source=excluded.source, hash=excluded.hash, mtime=excluded.mtime, size=excluded.size",
            (path, *frow),
        )
    return hashes, len(rows), refused, vec_removed, frow is not None and frow[1] == ""


def _purge_cache(con: sqlite3.Connection, removed_hashes: set[str], tables: set[str]) -> int:
    """Delete cached embeddings of removed chunk hashes that no remaining chunk uses."""
    if "embedding_cache" not in tables or not removed_hashes:
        return 0
    removed = 0
    for batch in batched(sorted(removed_hashes)):
        marks = _in_clause(batch)
        used = {r[0] for r in con.execute(f"SELECT DISTINCT hash FROM chunks WHERE hash IN ({marks})", batch)}
        orphans = [h for h in batch if h not in used]
        if orphans:
            cur = con.execute(f"DELETE FROM embedding_cache WHERE hash IN ({_in_clause(orphans)})", orphans)
            removed += max(cur.rowcount, 0)
    return removed


def _purge_orphan_vectors(con: sqlite3.Connection) -> int:
    """Vectors whose chunk is gone (left by an earlier cleanup that could not open them): never searchable,
    but still the meaning of what was removed."""
    cur = con.execute("DELETE FROM chunks_vec WHERE id NOT IN (SELECT id FROM chunks)")
    return max(cur.rowcount, 0)


# ---------------------------------------------------------------------------------------------- the step


def retract_and_refresh(
    con: sqlite3.Connection,
    *,
    retract_ids: Iterable[str],
    refresh: Mapping[str, str | None],
    settings: IndexSettings,
    refuse: Callable[[str], bool] = lambda body: False,
    now_ms: int | None = None,
    stats: Mapping[str, tuple[float, int]] | None = None,
) -> RefreshResult:
    """Retract chunks and refresh files in one transaction (BEGIN IMMEDIATE ... COMMIT, rolled back on error).

    - `retract_ids`: chunk ids to delete from chunks_vec (when cleanable), chunks and chunks_fts.
    - `refresh`: workspace-relative path -> the file's current text, or None when the file is gone. Each path's
      memory rows are deleted across every model (vectors, full-text rows, chunks); with text, it is chunked
      again as the index chunks (`settings`: OpenClaw's size-based chunks, or line windows) and written under
      the index's model with no embedding (bodies for which `refuse(body)` is True are skipped and counted),
      and its `files` row is upserted with `stats[path]` (mtime in ms, size) — hash = sha256 of the text when
      the rows are exactly what OpenClaw writes (no provider, nothing refused), else '' so OpenClaw re-chunks
      and re-embeds it; with None the `files` row is deleted. A path whose rows already match is left
      untouched, so a repeat call with the same inputs leaves the index byte-for-byte the same.
    - Cached embeddings whose hash belonged to a removed chunk and that no remaining chunk uses are purged,
      and so are vectors whose chunk is gone.

    `con` must be in autocommit mode with no open transaction (as `open_for_write` returns it). SQLite
    errors roll back and raise IndexUnavailable with a plain reason.
    """
    if con.in_transaction:
        raise ValueError("retract_and_refresh needs a connection with no open transaction")
    now = int(time.time() * 1000) if now_ms is None else int(now_ms)
    retract = list(dict.fromkeys(retract_ids))
    refresh_items = sorted(refresh.items())
    stats = stats or {}
    try:
        con.execute("BEGIN IMMEDIATE")
    except ERRORS as exc:
        raise unavailable(exc) from exc
    try:
        tables = table_names(con)
        vstate = vector_state(con)
        if vstate is VectorState.CLEANABLE and "id" not in columns(con, "chunks_vec"):
            vstate = VectorState.UNREADABLE  # not the layout we know how to clean
        vec_ok = vstate is VectorState.CLEANABLE
        changes_before = con.total_changes
        fts = None
        if "chunks_fts" in tables:  # the full-text rows to delete, found in one pass (by rowid afterwards)
            path_ids = set()
            for path, _text in refresh_items:
                path_ids.update(
                    r[0] for r in con.execute("SELECT id FROM chunks WHERE path = ? AND source = ?", (path, SOURCE))
                )
            fts = FtsRowids(con, set(retract) | path_ids, [p for p, _ in refresh_items])
        removed_hashes, vec_removed = _delete_chunks_by_id(con, retract, tables, vec_ok, fts)
        written = refused = cleared = 0
        for path, text in refresh_items:
            hashes, w, r, v, c = _refresh_path(
                con,
                path,
                text,
                settings=settings,
                refuse=refuse,
                tables=tables,
                vec_ok=vec_ok,
                now_ms=now,
                stat=stats.get(path),
                fts=fts,
            )
            removed_hashes |= hashes
            written, refused, vec_removed, cleared = written + w, refused + r, vec_removed + v, cleared + c
        cache_removed = _purge_cache(con, removed_hashes, tables)
        if vec_ok:
            vec_removed += _purge_orphan_vectors(con)
        if con.total_changes != changes_before and "chunks_fts" in tables:
            # merge FTS5 segments so terms of deleted rows leave the index, not just get masked
            con.execute("INSERT INTO chunks_fts(chunks_fts) VALUES('optimize')")
        con.execute("COMMIT")
    except BaseException as exc:
        if con.in_transaction:
            try:
                con.execute("ROLLBACK")
            except ERRORS as rb_exc:
                log.warning("memory index: rollback failed: %s", rb_exc)
        if isinstance(exc, ERRORS):
            raise unavailable(exc) from exc
        raise
    _checkpoint_wal(con)
    result = RefreshResult(
        chunks_written=written,
        chunks_refused=refused,
        vector_rows_removed=vec_removed,
        cache_rows_removed=cache_removed,
        vector_state=vstate,
        hashes_cleared=cleared,
    )
    log.info(
        "memory index: %d chunk ids retracted, %d files refreshed, %d chunks written, %d refused, "
        "%d vector rows and %d cached embeddings removed, %d files left for the runtime to re-embed, vectors %s",
        len(retract),
        len(refresh_items),
        written,
        refused,
        vec_removed,
        cache_removed,
        cleared,
        vstate.value,
    )
    return result


def _checkpoint_wal(con: sqlite3.Connection) -> None:
    """In WAL mode, copy the commit into the main file and truncate the WAL (old pages live on there)."""
    try:
        mode = con.execute("PRAGMA journal_mode").fetchone()
        if mode and str(mode[0]).lower() == "wal":
            con.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchall()
    except ERRORS as exc:
        log.warning("memory index: WAL checkpoint after cleanup failed: %s", exc)


# ---------------------------------------------------------------------------------------------- building


def build_index(
    db_path: Path, workspace: Path, rel_paths: Iterable[str], chunk_lines: int = 6, model: str = "mini"
) -> None:
    """Create a classic OpenClaw memory index at `db_path` over workspace-relative Markdown files.

    Mirrors the outside test harness: the classic schema, a meta row, a `files` row per file, chunks with a
    small fake embedding, their FTS rows, and one embedding_cache row per chunk hash. Symlinks are skipped
    (as the harness does). Refuses to overwrite an existing file. For demos and tests.
    """
    db_path = Path(db_path)
    if db_path.exists():
        raise FileExistsError("a memory index already exists there")
    db_path.parent.mkdir(parents=True, exist_ok=True)
    lines_per_chunk = chunk_lines
    meta = {"provider": "local", "model": model, "chunking": {"lines": lines_per_chunk}}
    now = int(time.time() * 1000)
    con = sqlite3.connect(db_path)
    try:
        con.executescript(CLASSIC_SCHEMA)
        con.execute("INSERT INTO meta VALUES(?, ?)", (META_KEY, json.dumps(meta)))
        for rel in rel_paths:
            p = Path(workspace) / rel
            if p.is_symlink():
                continue
            raw = p.read_bytes()
            text = raw.decode("utf-8", errors="replace")
            con.execute(
                "INSERT INTO files VALUES(?, 'memory', ?, ?, ?)",
                (rel, sha256_hex(raw), int(p.stat().st_mtime * 1000), len(raw)),
            )
            for s, e, body in _chunk_lines(text, lines_per_chunk):
                h = body_hash(body)
                cid = chunk_id("memory", rel, s, e, h, model)
                emb = json.dumps([round((int(h[i : i + 2], 16) - 128) / 128, 3) for i in range(0, 8, 2)])
                con.execute(
                    "INSERT INTO chunks VALUES(?,?,?,?,?,?,?,?,?,?)",
                    (cid, rel, "memory", s, e, h, model, body, emb, now),
                )
                con.execute(
                    "INSERT INTO chunks_fts(text, id, path, source, model, start_line, end_line) VALUES(?,?,?,?,?,?,?)",
                    (body, cid, rel, "memory", model, s, e),
                )
                con.execute(
                    "INSERT OR IGNORE INTO embedding_cache VALUES(?, ?, 'k', ?, ?, 4, ?)", ("local", model, h, emb, now)
                )
        con.commit()
    finally:
        con.close()
