"""Trash (.trash/**): standalone copies archived by earlier cleanups.

A file in the trash that holds the subject is an exact copy kept for no one: the owner action is to
delete it permanently (a plain unlink, never a move to yet another trash). Files are read as a stream
(text, compressed or binary), so size does not matter. Links are left alone; a copy under an active
retention lock stays and is reported.
"""

from __future__ import annotations

import os

from lethe.assistant_home.retention import line_lock
from lethe.assistant_home.scan import keyed_digest, scan
from lethe.assistant_home.text_files import Unreadable, walk_files

from ..context import FindContext
from ..plan import Action, ArtifactKind, Category, LimitReason, Target


def look(ctx: FindContext, rel: str):
    """Scan one file: (scan result, lines holding the subject, the first active retention lock among them)."""
    hits = 0
    locks = []

    def visit(text: str) -> None:
        nonlocal hits
        if ctx.matcher.matches(text):
            hits += 1
            lock = line_lock(text, ctx.today)
            if lock:
                locks.append(lock)

    result = scan(ctx.home, rel, visit)
    return result, hits, (locks[0] if locks else None)


def find(ctx: FindContext) -> None:
    for rel in walk_files(ctx.home, ctx.home.trash_rel):
        if os.path.islink(ctx.home.root / rel):
            continue  # a link is not a copy; whatever it points at is inventoried where it lives
        result, hits, lock = look(ctx, rel)
        if result.problem is Unreadable.DENIED:
            ctx.add_limit(LimitReason.UNREADABLE, Category.ARCHIVED_COPIES, rel)
            continue
        if not hits:
            continue
        if lock:
            ctx.add_limit(
                LimitReason.RETENTION_LOCK, Category.ARCHIVED_COPIES, rel, policy=lock.policy, until=lock.until
            )
            continue
        digest = keyed_digest(ctx.home, rel, lambda: ctx.hasher.stream("content"))
        if digest is None:
            ctx.add_limit(LimitReason.UNREADABLE, Category.ARCHIVED_COPIES, rel)
            continue
        ctx.targets.append(
            Target(
                key=f"trash:{rel}",
                kind=ArtifactKind.TRASH,
                category=Category.ARCHIVED_COPIES,
                action=Action.REMOVE_FILE,
                path=rel,
                file_fingerprint=digest,
                count=1,
            )
        )
