"""Copies an OpenClaw upgrade left behind (`openclaw doctor` migrating a classic home): a limit only.

- `<file>.migrated`, `<file>.migrated.<n>`: each legacy source doctor imported into SQLite, renamed
  (`archiveLegacyStateSource`). `memory/<agent>.sqlite.migrated` (with `-wal` / `-shm` / `-journal`
  sidecars) is a full copy of the old memory index: chunks, FTS, vectors and cached embeddings;
  `cron/jobs.json.migrated` the old job list;
- `agents/<agent>/session-sqlite-import-archive/*`: the JSONL transcripts doctor moved aside after
  importing them (`<key>.<sessionId>.jsonl.imported-<ms>`), restorable with
  `openclaw doctor --session-sqlite restore`;
- `memory/<agent>.sqlite.tmp-<uuid>`: an interrupted re-index's copy of the index.

OpenClaw no longer reads them, so they are not active memory; like backups they are kept unless the user
asks for them to be cleaned, and a copy that holds the subject is reported (`upgrade_copy`). Read as a
stream (`scan`: text, or the readable runs of a binary file such as a SQLite copy), never changed.
"""

from __future__ import annotations

import os
import re

from lethe.assistant_home.scan import scan
from lethe.contract.vocabulary import Category, LimitReason

from .base import FindContext

KIND = None  # a limit only: nothing here is cleaned
PHASE = None

MIGRATED = re.compile(r"\.migrated(?:\.\d+)?$")
INDEX_TMP = re.compile(r"\.sqlite\.tmp-[0-9A-Za-z-]+$")
IMPORT_ARCHIVE = "session-sqlite-import-archive"
_SKIP_TOP = {"lethe", ".trash", "backups"}  # Lethe's own state; the trash and backups have their own kinds


def copy_paths(home) -> list[str]:
    """Home-relative paths of every upgrade leftover (links to folders are not entered)."""
    out: list[str] = []
    root = str(home.root)
    for dirpath, dirnames, filenames in os.walk(root, followlinks=False):
        if dirpath == root:
            dirnames[:] = [d for d in dirnames if d not in _SKIP_TOP]
        dirnames.sort()
        rel_dir = os.path.relpath(dirpath, root).replace(os.sep, "/")
        archived = os.path.basename(dirpath) == IMPORT_ARCHIVE
        for name in sorted(filenames):
            if archived or MIGRATED.search(name) or INDEX_TMP.search(name):
                out.append(name if rel_dir == "." else f"{rel_dir}/{name}")
    return out


def find(ctx: FindContext) -> None:
    for rel in copy_paths(ctx.home):
        if scan(ctx.home, rel, ctx.matcher.matches).stopped:
            ctx.add_limit(LimitReason.UPGRADE_COPY, Category.BACKUPS)
