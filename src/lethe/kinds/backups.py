"""Backups (backups/**, and *.bak files anywhere in the home), a limit only.

Backups are kept unless the user asks for them to be cleaned, so a backup that holds the subject is
reported (`backup`) and never changed. Files are read as a stream (text, gzip, zip or binary), so
archives and large copies are looked into without loading them. Lethe's own state, conversations and
the trash (cleaned on its own) are not backups.
"""

from __future__ import annotations

import os

from lethe.assistant_home.scan import scan
from lethe.assistant_home.text_files import walk_files
from lethe.contract.vocabulary import Category, LimitReason

from .base import FindContext

_SKIP_TOP = {"lethe", "agents", ".trash", "backups"}


def bak_files(home) -> list[str]:
    """Every *.bak file in the home outside backups/, lethe/, agents/ and .trash/ (links to folders not entered)."""
    out: list[str] = []
    root = home.root
    for dirpath, dirnames, filenames in os.walk(root, followlinks=False):
        if dirpath == str(root):
            dirnames[:] = [d for d in dirnames if d not in _SKIP_TOP]
        dirnames.sort()
        out += [
            os.path.relpath(os.path.join(dirpath, n), root).replace(os.sep, "/")
            for n in filenames
            if n.endswith(".bak")
        ]
    return sorted(out)


def backup_paths(home) -> list[str]:
    return walk_files(home, home.backups_rel) + bak_files(home)


KIND = None  # a limit only: nothing here is cleaned
PHASE = None


def find(ctx: FindContext) -> None:
    for rel in backup_paths(ctx.home):
        ctx.per_file("backup", rel, lambda rel=rel: _look(ctx, rel))


def _look(ctx: FindContext, rel: str) -> None:
    # whole blocks of lines that cannot hold it are skipped at once (long logs, big backups)
    if scan(ctx.home, rel, ctx.matcher.matches, ctx.matcher.could_match).stopped:
        ctx.add_limit(LimitReason.BACKUP, Category.BACKUPS)
