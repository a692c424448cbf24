"""The memory search of the current OpenClaw layout: the `memory_index_*` tables of the agent database.

Tables (agent schema 23; earlier schemas lack `chunk_rowid` and store embeddings as JSON text):
- `memory_index_chunks(chunk_rowid, id, path, source, start_line, end_line, hash, model, text, embedding, ...)`:
  a claim is a chunk; `source` is `memory` (notes) or `sessions` (transcripts, when indexed);
- `memory_index_chunks_fts`: FTS5 over the chunk text. In schema 23 its rowid is the chunk's `chunk_rowid`
  and triggers keep it in step, so deleting a chunk row deletes its FTS row; before 23 the rows were
  written and deleted separately. Stray rows are deleted by path and source, whatever their model;
- `memory_index_chunks_vec`: sqlite-vec `vec0(id TEXT PRIMARY KEY, embedding FLOAT[n])`, keyed by the
  chunk id (no trigger): deleted explicitly, before the chunks, as OpenClaw does;
- `memory_index_chunk_provenance`, `memory_index_chunk_recall_metadata`: rows that belong to a chunk;
- `memory_embedding_cache(provider, model, provider_key, hash, embedding, ...)`: keyed by the chunk text's
  hash. A cached vector of forgotten text is residue and is purged;
- `memory_index_sources(path, source, hash, mtime, size)`: what OpenClaw indexed, by content hash.

Find (read-only): the chunks whose text holds the subject (retention-locked lines aside: they stay, and
the notes kind reports them). Clean, after the notes (phase 3), in one short transaction: OpenClaw's own
refresh. Every chunk of a note this plan changed is deleted (vectors, provenance, FTS rows with them), and
the note's source hash is cleared (`''`, OpenClaw's own "re-index this file" mark), so the memory plugin
re-chunks and re-embeds the cleaned note with its own chunker, model and provider at its next sync; a
removed note's source row goes. Lethe writes no chunk itself: chunks it wrote could not match OpenClaw's
model and provider, and OpenClaw's search would stop finding the rest of the note.

This is written even while the Gateway runs: SQLite's WAL serialises the two writers (busy timeout, one
BEGIN IMMEDIATE transaction), the rows touched are exactly those OpenClaw's own sync rewrites, session
tables (which OpenClaw reserves to the Gateway) are never touched, and the Gateway's watcher re-indexes
the cleaned notes, which converges on the cleaned state. Never logs chunk text or paths.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from typing import Literal

from pydantic import Field

from lethe.assistant_home.layout import OutsideHomeError
from lethe.assistant_home.openclaw_layout import (
    Error,
    Support,
    agent_database,
    batched,
    columns,
    connect_readonly,
    exact_file,
    marks,
    readable,
    registered_elsewhere,
    tables,
)
from lethe.assistant_home.retention import line_lock
from lethe.contract.errors import StepFailed
from lethe.contract.protocols import Writer
from lethe.contract.targets import TargetBase
from lethe.contract.vocabulary import Action, ArtifactKind, Category, Done, Failure, LimitReason

from .base import FindContext

log = logging.getLogger(__name__)

KIND = ArtifactKind.AGENT_MEMORY_INDEX
PHASE = 3  # after the notes: it clears the entries of every note the plan changed

CHUNKS = "memory_index_chunks"
FTS = "memory_index_chunks_fts"
VEC = "memory_index_chunks_vec"
SOURCES = "memory_index_sources"
CACHE = "memory_embedding_cache"
PATHS_FTS = "memory_index_paths_fts"
CHUNK_SIDE_TABLES = ("memory_index_chunk_provenance", "memory_index_chunk_recall_metadata")
REQUIRED = frozenset({"id", "path", "source", "start_line", "end_line", "hash", "model", "text"})
NOTES = "memory"  # the `source` of chunks made from Markdown notes
_NOT_PLAIN_ASCII = "*[^\t\n\r -~]*"


class Target(TargetBase):
    kind: Literal[ArtifactKind.AGENT_MEMORY_INDEX] = ArtifactKind.AGENT_MEMORY_INDEX
    category: Category = Category.MEMORY
    action: Action = Action.RETRACT_CLAIMS
    claim_ids: list[str] = Field(default_factory=list)
    chunk_hashes: list[str] = Field(default_factory=list)
    indexed_paths: list[str] = Field(default_factory=list, description="workspace-relative notes of those chunks")

    def atoms(self) -> set[str]:
        return {f"{self.key}#{c}" for c in self.claim_ids}

    def summary(self):
        return None  # search entries go with the notes; said in words, not counted as notes

    def claims(self) -> list[str]:
        return list(self.claim_ids)

    def locators(self) -> list[str]:
        return list(self.claim_ids)


def unlocked(text: str, today: date) -> str:
    """`text` without its retention-locked lines (those stay searchable; the lock is the limit)."""
    return "\n".join(line for line in text.split("\n") if not line_lock(line, today))


def _triggers(matcher) -> tuple[str, ...] | None:
    words = matcher.literal_triggers()
    return words if words and all(w.isascii() for w in words) else None


def chunk_rows(con, matcher):
    """(id, path, source, hash, text) of every chunk that could hold the subject (a superset; checked after)."""
    select = f"SELECT id, path, source, hash, text FROM {CHUNKS}"
    words = _triggers(matcher)
    if words is None:
        return con.execute(select)
    where = " OR ".join(["instr(lower(text), ?) > 0"] * len(words)) + " OR text GLOB ?"
    return con.execute(f"{select} WHERE {where}", (*words, _NOT_PLAIN_ASCII))


# ---------------------------------------------------------------------------------------------- find


def find(ctx: FindContext) -> None:
    info = agent_database(ctx.home)
    if info.support is Support.ABSENT:
        if registered_elsewhere(ctx.home):  # the shared state says this agent has one: not where Lethe looks
            ctx.add_limit(LimitReason.LAYOUT_UNSUPPORTED, Category.MEMORY, info.rel)
        return
    if info.support is Support.UNSUPPORTED:
        ctx.add_limit(LimitReason.LAYOUT_UNSUPPORTED, Category.MEMORY, info.rel)
        return
    try:
        path = exact_file(ctx.home, info.rel)
        if path is None:
            return  # gone since it was looked at
        con = connect_readonly(path)
    except (Error, OutsideHomeError, ValueError):
        ctx.add_limit(LimitReason.INDEX_UNAVAILABLE, Category.MEMORY, info.rel)
        return
    ids: list[str] = []
    hashes: set[str] = set()
    paths: set[str] = set()
    try:
        names = tables(con)
        if CHUNKS not in names:
            return  # the memory plugin never indexed anything here
        if REQUIRED - columns(con, CHUNKS):
            ctx.add_limit(LimitReason.LAYOUT_UNSUPPORTED, Category.MEMORY, info.rel)
            return
        for cid, path, source, h, text in chunk_rows(con, ctx.matcher):
            if isinstance(text, str) and ctx.matcher.matches(unlocked(text, ctx.today)):
                ids.append(cid)
                hashes.add(h)
                if source == NOTES and isinstance(path, str):
                    paths.add(path)
        vectors_unreadable = VEC in names and not readable(con, VEC)
    except Error:
        ctx.add_limit(LimitReason.INDEX_UNAVAILABLE, Category.MEMORY, info.rel)
        return
    finally:
        con.close()
    if not ids:
        return
    if vectors_unreadable:
        ctx.add_limit(LimitReason.VECTORS_UNREADABLE, Category.MEMORY, info.rel)
    ctx.targets.append(
        Target(
            key="agent-index",
            path=info.rel,
            claim_ids=sorted(ids),
            chunk_hashes=sorted(hashes),
            indexed_paths=sorted(paths),
            count=len(ids),
        )
    )


# ---------------------------------------------------------------------------------------------- clean


@dataclass
class Cleared:
    chunks: int = 0
    sources_marked: int = 0
    sources_removed: int = 0
    cache_rows: int = 0
    vectors_left: bool = False  # vectors exist here that this SQLite cannot open (sqlite-vec missing)


def clean(w: Writer, targets: list[Target]) -> None:
    w.attempt(lambda: clear(w, targets))


def touched_notes(w: Writer, targets: list[Target]) -> set[str]:
    """Workspace-relative notes whose entries go: those of the planned chunks, and every note changed."""
    paths = {p for t in targets for p in t.indexed_paths}
    paths |= set(w.changed_notes)
    paths |= {t.path.removeprefix("workspace/") for t in w.plan_targets if t.kind is ArtifactKind.MEMORY_NOTE}
    return paths


def clear(w: Writer, targets: list[Target]) -> None:
    claims = sorted({c for t in targets for c in t.claim_ids})
    hashes = {h for t in targets for h in t.chunk_hashes}
    paths = touched_notes(w, targets)
    if not claims and not paths:
        return
    info = agent_database(w.home)
    if info.support is Support.ABSENT:
        return
    if info.support is Support.UNSUPPORTED:
        raise StepFailed(Failure.SEARCH_NOT_UPDATED)  # never write to a version Lethe does not know
    gone = {p for p in paths if not _note_exists(w, p)}
    with w.open_database(info.rel) as con:
        w.provenance("retract_claims", info.rel, None, claims=len(claims), notes=len(paths))
        try:
            done = retract(con, claims=claims, notes=paths, gone=gone, hashes=hashes, forgotten=w.forgotten)
        except Error as e:  # locked past the busy timeout, or damaged: nothing of this step was written
            log.warning("agent memory index could not be updated: %s", e)
            raise StepFailed(Failure.SEARCH_NOT_UPDATED) from e
    log.info(
        "agent memory index: %d chunks removed, %d notes marked for re-indexing, %d sources removed, "
        "%d cached embeddings purged",
        done.chunks,
        done.sources_marked,
        done.sources_removed,
        done.cache_rows,
    )
    if Done.SEARCH_CLEARED not in w.done:
        w.count(Done.SEARCH_CLEARED)
    if done.vectors_left:
        raise StepFailed(Failure.VECTORS_LEFT)


def _note_exists(w: Writer, ws_rel: str) -> bool:
    try:
        p: Path = w.home.path(f"workspace/{ws_rel}")
    except OutsideHomeError:
        return False
    return p.is_file()


def retract(con, *, claims, notes, gone, hashes, forgotten=lambda text: False) -> Cleared:
    """Delete the claims and every note-chunk of `notes` in one transaction; mark the notes for re-indexing.

    A repeat call with the same inputs changes nothing more (the rows are gone, the hashes already '')."""
    out = Cleared()
    con.execute("BEGIN IMMEDIATE")
    try:
        names = tables(con)
        if CHUNKS not in names:
            con.execute("COMMIT")
            return out
        vec_ok = VEC in names and readable(con, VEC)
        ids = {
            r[0] for b in batched(claims) for r in con.execute(f"SELECT id FROM {CHUNKS} WHERE id IN ({marks(b)})", b)
        }
        for path in sorted(notes):
            ids |= {r[0] for r in con.execute(f"SELECT id FROM {CHUNKS} WHERE path = ? AND source = ?", (path, NOTES))}
        purge = set(hashes)
        for b in batched(sorted(ids)):
            for h, text in con.execute(f"SELECT hash, text FROM {CHUNKS} WHERE id IN ({marks(b)})", b):
                if isinstance(text, str) and forgotten(text):
                    purge.add(h)
            if vec_ok:
                con.execute(f"DELETE FROM {VEC} WHERE id IN ({marks(b)})", b)
            for side in CHUNK_SIDE_TABLES:
                if side in names:
                    con.execute(f"DELETE FROM {side} WHERE chunk_id IN ({marks(b)})", b)
            out.chunks += con.execute(f"DELETE FROM {CHUNKS} WHERE id IN ({marks(b)})", b).rowcount
            if FTS in names:  # schema 23's trigger already did; before 23, and for strays, by id
                con.execute(f"DELETE FROM {FTS} WHERE id IN ({marks(b)})", b)
        out.vectors_left = bool(ids) and VEC in names and not vec_ok
        for path in sorted(notes):
            if FTS in names:  # rows of any model, as OpenClaw's own cleanup for a removed file does
                con.execute(f"DELETE FROM {FTS} WHERE path = ? AND source = ?", (path, NOTES))
            if SOURCES not in names:
                continue
            if path in gone:
                n = con.execute(f"DELETE FROM {SOURCES} WHERE path = ? AND source = ?", (path, NOTES)).rowcount
                out.sources_removed += n
            else:
                n = con.execute(
                    f"UPDATE {SOURCES} SET hash = '' WHERE path = ? AND source = ? AND hash != ''", (path, NOTES)
                ).rowcount
                out.sources_marked += n
        if CACHE in names:
            for b in batched(sorted(purge)):
                out.cache_rows += con.execute(
                    f"DELETE FROM {CACHE} WHERE hash IN ({marks(b)}) AND hash NOT IN (SELECT hash FROM {CHUNKS})", b
                ).rowcount
        if out.chunks and FTS in names:  # merge segments so deleted terms leave the index, not just get masked
            con.execute(f"INSERT INTO {FTS}({FTS}) VALUES('optimize')")
        if out.sources_removed and PATHS_FTS in names:
            con.execute(f"INSERT INTO {PATHS_FTS}({PATHS_FTS}) VALUES('optimize')")
        con.execute("COMMIT")
    except BaseException:
        if con.in_transaction:
            try:
                con.execute("ROLLBACK")
            except Error as exc:
                log.warning("agent memory index: rollback failed: %s", exc)
        raise
    checkpoint(con)
    return out


def checkpoint(con) -> None:
    """Copy the commit into the main file and truncate the WAL, where old pages live on (best effort: a reader
    that is still open, such as the Gateway, keeps part of it until OpenClaw's next checkpoint)."""
    try:
        mode = con.execute("PRAGMA journal_mode").fetchone()
        if mode and str(mode[0]).lower() == "wal":
            con.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchall()
    except Error as exc:
        log.warning("agent database: WAL checkpoint after cleanup failed: %s", exc)
