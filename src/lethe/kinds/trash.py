"""Trash (.trash/**): standalone copies archived by earlier cleanups.

A file in the trash that holds the subject is an exact copy kept for no one: the owner action is to
delete it permanently (a plain unlink, never a move to yet another trash). Files are read as a stream
(text, compressed or binary), so size does not matter. Links are left alone; a copy under an active
retention lock stays and is reported. Clean: a plain unlink of the exact file, if it is unchanged.
"""

from __future__ import annotations

import os
from typing import Literal

from lethe.assistant_home.retention import line_lock
from lethe.assistant_home.scan import keyed_digest, open_exact, scan
from lethe.assistant_home.text_files import Unreadable, walk_files
from lethe.contract.errors import FileChanged, StepFailed
from lethe.contract.protocols import Writer
from lethe.contract.targets import TargetBase
from lethe.contract.vocabulary import Action, ArtifactKind, Category, Done, Failure, LimitReason

from .base import FindContext

KIND = ArtifactKind.TRASH
PHASE = 2


class Target(TargetBase):
    kind: Literal[ArtifactKind.TRASH] = ArtifactKind.TRASH
    category: Category = Category.ARCHIVED_COPIES
    action: Action = Action.REMOVE_FILE
    file_fingerprint: str


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
                path=rel,
                file_fingerprint=digest,
                count=1,
            )
        )


def clean(w: Writer, targets: list[Target]) -> None:
    for target in targets:
        w.attempt(lambda t=target: remove_copy(w, t))


def remove_copy(w: Writer, target: Target) -> None:
    f, problem = open_exact(w.home, target.path)
    if f is None:
        if problem is Unreadable.MISSING:
            return
        raise StepFailed(Failure.COPY_UNREADABLE)
    with f:
        raw = f.read()
    if w.fingerprint(raw) != target.file_fingerprint:
        raise FileChanged()
    w.provenance("remove_file", target.path, raw)
    w.remove_file(target.path, expect=lambda current: current == raw, done={Done.TRASH: 1})
