"""Putting right what an interrupted run left behind, by whoever next takes the home lock.

A Lethe run killed at the wrong moment can leave two things:

- a *hot journal* of a memory index (`memory/<agent>.sqlite-journal`, or a `-wal`): the writer was killed
  inside its commit, so the database file holds half a transaction. SQLite rolls it back the next time
  the database is opened by a connection that may write; a read-only connection (the planner's) cannot,
  and fails. `recover_index_journals` opens each such index read-write and reads it, which rolls the
  journal back (or replays the WAL): the index is again exactly as it was before that commit.
- temporary files of atomic writes that never reached their rename: `.<name>.lethe-<random>.tmp` next
  to a note or store the executor was rewriting, and `.<name>.<pid>.<random>.tmp` of Lethe's own records
  (and pending.json). They hold only the new version of a file whose old version is still in place, so
  removing them loses nothing. `remove_leftover_temps` removes the executor's own (only ever written by a
  run holding the exclusive home lock, so none can be in progress) and the others once the process that
  wrote them is gone (or they are an hour old; in `lethe/`, also those of older versions, without a pid).

Both only touch exact paths inside the home (`Home.exact_path`, no links), and only files named as Lethe
names them. Nothing here ever holds or logs content.
"""

from __future__ import annotations

import contextlib
import logging
import os
import re
import stat
import time
from pathlib import Path

from .layout import Home, OutsideHomeError
from .memory_index import BUSY_TIMEOUT_S, sqlite_uri
from .sqlite import ERRORS, connect

log = logging.getLogger(__name__)

# `.MEMORY.md.lethe-k3j4h5g6.tmp` (executor/fs.py) and `.p-0123.state.json.4242.k3j4h5g6.tmp` (ledger/durable.py)
_EXECUTOR_TEMP = re.compile(r"^\.(?P<name>.+)\.lethe-[a-z0-9_]{8}\.tmp$")
_RECORD_TEMP = re.compile(r"^\.(?P<name>.+)\.(?P<pid>\d+)\.[a-z0-9_]{8}\.tmp$")
_ANY_TEMP = re.compile(r"^\..+\.[a-z0-9_]{8}\.tmp$")
STALE_AFTER_S = 3600.0
# where Lethe writes, relative to the home (walked without following links)
_WRITTEN = ("workspace", "cron", "lethe")


def recover_index_journals(home: Home) -> int:
    """Roll back the hot journal (or replay the WAL) of every memory index in `memory/`; how many were found."""
    try:
        folder = home.exact_path("memory")
    except OutsideHomeError:
        return 0
    if not folder.is_dir():
        return 0
    found = 0
    for entry in sorted(os.scandir(folder), key=lambda e: e.name):
        if not entry.name.endswith(".sqlite") or not entry.is_file(follow_symlinks=False):
            continue
        db = Path(entry.path)
        if not _has_pending_journal(db):
            continue
        try:
            home.exact_path(f"memory/{entry.name}")
        except OutsideHomeError:
            continue
        found += 1
        try:
            con = connect(sqlite_uri(db, "rw"), uri=True, timeout=BUSY_TIMEOUT_S)
            try:
                con.execute("SELECT count(*) FROM sqlite_master").fetchone()  # a writer's first read rolls back
            finally:
                con.close()
            log.info("a memory index left mid-commit by an interrupted run was rolled back")
        except ERRORS as e:
            log.warning("a memory index left mid-commit could not be recovered: %s", e)
    return found


def _has_pending_journal(db: Path) -> bool:
    for suffix in ("-journal", "-wal"):
        try:
            st = os.lstat(f"{db}{suffix}")
        except OSError:
            continue
        if stat.S_ISREG(st.st_mode) and st.st_size > 0:
            return True
    return False


def remove_leftover_temps(home: Home, *, now: float | None = None) -> int:
    """Remove temporary files interrupted writes left behind (see the module's text); how many were removed.

    Call it only while holding the home lock exclusively."""
    now = time.time() if now is None else now
    removed = 0
    for rel in _WRITTEN:
        try:
            base = home.exact_path(rel)
        except OutsideHomeError:
            continue
        if not base.is_dir():
            continue
        for dirpath, dirnames, filenames in os.walk(base, followlinks=False):
            dirnames[:] = [d for d in dirnames if not os.path.islink(os.path.join(dirpath, d))]
            for name in filenames:
                if name.startswith(".") and name.endswith(".tmp") and _leftover(Path(dirpath), name, now, rel):
                    with contextlib.suppress(OSError):
                        os.unlink(os.path.join(dirpath, name))
                        removed += 1
    if removed:
        log.info("removed %d temporary files left by an interrupted run", removed)
    return removed


def _leftover(folder: Path, name: str, now: float, top: str) -> bool:
    try:
        st = os.lstat(folder / name)
    except OSError:
        return False
    if not stat.S_ISREG(st.st_mode):
        return False
    if _EXECUTOR_TEMP.match(name):
        return True
    stale = now - st.st_mtime > STALE_AFTER_S
    m = _RECORD_TEMP.match(name)
    if m is not None:
        return stale or not _alive(int(m["pid"]))
    return top == "lethe" and stale and _ANY_TEMP.match(name) is not None


def _alive(pid: int) -> bool:
    if pid <= 0:
        return False
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:  # it exists, owned by someone else
        return True
    return True
