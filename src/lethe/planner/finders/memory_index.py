"""The memory search index: claims (chunks) that hold the subject are retracted and their files refreshed."""

from __future__ import annotations

from lethe.assistant_home.memory_index import (
    IndexUnavailable,
    VectorState,
    iter_chunks,
    iter_chunks_containing,
    open_readonly,
    vector_state,
)

from ..context import FindContext
from ..plan import Action, ArtifactKind, Category, LimitReason, Target


def literal_triggers(matcher) -> tuple[str, ...] | None:
    """The plain words every text holding the subject contains, when the matcher has such a test."""
    get = getattr(matcher, "literal_triggers", None)
    words = get() if get else None
    return words if words and all(w.isascii() for w in words) else None


def find(ctx: FindContext) -> None:
    db = ctx.home.index_db
    if not db.exists():
        return
    try:
        con = open_readonly(db)
    except IndexUnavailable:
        ctx.add_limit(LimitReason.INDEX_UNAVAILABLE, Category.MEMORY, ctx.home.index_rel)
        return
    try:
        ids: list[str] = []
        hashes: list[str] = []
        paths: set[str] = set()
        words = literal_triggers(ctx.matcher)
        chunks = iter_chunks(con) if words is None else iter_chunks_containing(con, words)
        for chunk in chunks:  # the index narrows the candidates; each one is still checked here
            if ctx.matcher.matches(chunk.text):
                ids.append(chunk.id)
                hashes.append(chunk.hash)
                paths.add(chunk.path)
        vec = vector_state(con)
    except IndexUnavailable:
        ctx.add_limit(LimitReason.INDEX_UNAVAILABLE, Category.MEMORY, ctx.home.index_rel)
        return
    finally:
        con.close()
    if vec is VectorState.UNREADABLE and ids:
        ctx.add_limit(LimitReason.VECTORS_UNREADABLE, Category.MEMORY, ctx.home.index_rel)
    if not ids:
        return
    ctx.targets.append(
        Target(
            key="index",
            kind=ArtifactKind.MEMORY_INDEX,
            category=Category.MEMORY,
            action=Action.RETRACT_CLAIMS,
            path=ctx.home.index_rel,
            claim_ids=sorted(ids),
            chunk_hashes=sorted(set(hashes)),
            entry_keys=sorted(paths),
            count=len(ids),
        )
    )
