"""Which OpenClaw layout a home has, and read-only connections to the current layout's databases.

OpenClaw's classic layout keeps memory in `memory/<agent>.sqlite`, sessions in JSONL files and jobs in
`cron/jobs.json`. Since 2026.5.30 (memory) and 2026.7.2 (sessions) the *current* layout keeps an agent's
memory index, sessions and transcripts in `agents/<agent>/agent/openclaw-agent.sqlite`, and since then
jobs live in the shared `state/openclaw.sqlite` (`cron_jobs`).

Each current database records its published schema twice (OpenClaw's versioning.md): `PRAGMA
user_version`, and the primary `schema_meta` row (`meta_key='primary'`, `role`, `agent_id`,
`schema_version`). Lethe works on a database only when both agree, the role is the expected one and the
version is one it knows (agent schemas 1-23, up to 2026.9.6; shared-state schemas 1-17). Anything else --
no `schema_meta`, a newer version, another agent's database -- is UNSUPPORTED: the kinds then report a
blocking limit and never change it, so such a home is never reported "forgotten".

SQLite is opened through `sqlean` (a drop-in `sqlite3` with a recent SQLite and extension loading, for
sqlite-vec and schema 23's `octet_length()` checks) when installed, else the standard library. Callers
catch `Error` from this module, never `sqlite3.Error` (the two modules have different exception classes).

Read-only connections use SQLite's `mode=ro`. A WAL database that nobody has open has no `-wal`/`-shm`
files, and a `mode=ro` connection would create them; then the file is opened `immutable=1` instead (it
holds every committed change, since the last writer checkpointed on close), so a plan leaves no trace.
"""

from __future__ import annotations

import logging
import os
import stat
from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path
from typing import Any
from urllib.parse import quote

from .layout import Home, OutsideHomeError

try:  # a recent SQLite that can load extensions
    import sqlean as db  # type: ignore[import-not-found]
except ImportError:  # pragma: no cover - the dependency is declared; stay usable without it
    import sqlite3 as db  # type: ignore[no-redef]

log = logging.getLogger(__name__)

Error = db.Error
Connection = Any  # a DB-API connection of `db`

STATE_DB_REL = "state/openclaw.sqlite"
AGENT_ROLE = "agent"
STATE_ROLE = "global"
#: Agent schemas whose tables Lethe knows: 1 (2026.5.30, memory only) .. 23 (2026.9.6). 24 (2026.9.7) and
#: later changed tables Lethe has not studied.
KNOWN_AGENT_SCHEMAS = range(1, 24)
#: Shared-state schemas: 17 is the one 2026.9.6 writes.
KNOWN_STATE_SCHEMAS = range(1, 18)
BUSY_TIMEOUT_S = 5.0


def agent_db_rel(agent: str) -> str:
    return f"agents/{agent}/agent/openclaw-agent.sqlite"


class Support(StrEnum):
    ABSENT = "absent"  # no such database: nothing of this layout here
    SUPPORTED = "supported"
    UNSUPPORTED = "unsupported"  # present, but not a version or shape Lethe knows: never changed, never "clean"


@dataclass(frozen=True)
class DatabaseInfo:
    rel: str
    support: Support
    schema: int | None = None
    reason: str | None = None  # why UNSUPPORTED (for logs and tests; never shown to people)


class LayoutKind(StrEnum):
    CLASSIC = "classic"  # no current-layout database for this agent
    CURRENT = "current"  # the agent database (and the state database, if any) are versions Lethe knows
    UNSUPPORTED = "unsupported"  # a current-layout database Lethe does not know


# ---------------------------------------------------------------------------------------------- connections


def _uri(path: Path, params: str) -> str:
    return f"file:{quote(str(Path(path).absolute()))}?{params}"


def connect_readonly(path: Path) -> Connection:
    """Open an existing database so that it cannot be written (and leaves no new file behind)."""
    path = Path(path)
    if not path.is_file():
        raise db.OperationalError("unable to open database file")
    wal = path.with_name(path.name + "-wal")
    params = "mode=ro&immutable=1" if _wal_mode(path) and not wal.exists() else "mode=ro"
    con = db.connect(_uri(path, params), uri=True, timeout=BUSY_TIMEOUT_S)
    try:
        con.execute(f"PRAGMA busy_timeout = {int(BUSY_TIMEOUT_S * 1000)}")
        load_vectors(con)
    except BaseException:
        con.close()
        raise
    return con


def _wal_mode(path: Path) -> bool:
    """Whether the file's header says WAL (bytes 18-19 of a SQLite header are 2 then)."""
    try:
        with open(path, "rb") as f:
            header = f.read(20)
    except OSError:
        return False
    return header.startswith(b"SQLite format 3\x00") and header[18:20] == b"\x02\x02"


def connect_readwrite(path: Path) -> Connection:
    """Open an existing database for writing (never creates one): autocommit, busy timeout, secure delete.

    `secure_delete` zeroes freed pages, so removed rows leave the bytes of the file, not just its tables;
    foreign keys are on, so rows that belong to a removed row (chunk provenance) go with it."""
    con = db.connect(_uri(path, "mode=rw"), uri=True, timeout=BUSY_TIMEOUT_S, isolation_level=None)
    try:
        con.execute(f"PRAGMA busy_timeout = {int(BUSY_TIMEOUT_S * 1000)}")
        con.execute("PRAGMA secure_delete = ON")
        con.execute("PRAGMA foreign_keys = ON")
        load_vectors(con)
    except BaseException:
        con.close()
        raise
    return con


def load_vectors(con: Connection) -> bool:
    """Load sqlite-vec into `con` when the package is installed and this SQLite allows extensions."""
    if not hasattr(con, "enable_load_extension"):
        return False
    from .sqlite import vec_extension_path

    path = vec_extension_path()
    if path is None:
        return False
    try:
        con.enable_load_extension(True)
        try:
            con.load_extension(path)
        finally:
            con.enable_load_extension(False)
    except Exception as exc:  # vectors then stay unreadable, and the kinds say so
        log.debug("sqlite-vec could not be loaded: %s", exc)
        return False
    return True


def tables(con: Connection) -> set[str]:
    return {r[0] for r in con.execute("SELECT name FROM sqlite_master WHERE type IN ('table', 'view')")}


def columns(con: Connection, table: str) -> set[str]:
    return {r[1] for r in con.execute(f'PRAGMA table_info("{table}")')}


def readable(con: Connection, table: str) -> bool:
    """Whether this connection can read `table` (a virtual table needs its module, e.g. sqlite-vec)."""
    try:
        con.execute(f'SELECT 1 FROM "{table}" LIMIT 1').fetchall()
    except Error as exc:
        log.debug("table cannot be read here: %s", exc)
        return False
    return True


def batched(items: Iterable, size: int = 400):
    batch: list = []
    for item in items:
        batch.append(item)
        if len(batch) >= size:
            yield batch
            batch = []
    if batch:
        yield batch


def marks(batch: list) -> str:
    return ",".join("?" * len(batch))


# ---------------------------------------------------------------------------------------------- detection


def exact_file(home: Home, rel: str) -> Path | None:
    """The absolute path of a regular file inside the home (no link leading out), None when absent.

    Raises OutsideHomeError for a path or link that leads outside, ValueError for a non-regular file."""
    p = home.path(rel)
    try:
        st = os.lstat(p)
    except FileNotFoundError:
        return None
    if stat.S_ISLNK(st.st_mode) or not stat.S_ISREG(st.st_mode):
        raise ValueError("not a regular file")
    return p


def _inspect(home: Home, rel: str, role: str, known: range, agent: str | None) -> DatabaseInfo:
    try:
        p = exact_file(home, rel)
    except (OutsideHomeError, ValueError):
        return DatabaseInfo(rel, Support.UNSUPPORTED, reason="not a regular file inside the home")
    if p is None:
        return DatabaseInfo(rel, Support.ABSENT)
    try:
        con = connect_readonly(p)
    except Error as exc:
        log.debug("database could not be opened: %s", exc)
        return DatabaseInfo(rel, Support.UNSUPPORTED, reason="cannot be opened")
    try:
        user_version = con.execute("PRAGMA user_version").fetchone()[0]
        if "schema_meta" not in tables(con):
            return DatabaseInfo(rel, Support.UNSUPPORTED, reason="no schema_meta")
        row = con.execute(
            "SELECT role, schema_version, agent_id FROM schema_meta WHERE meta_key = 'primary'"
        ).fetchone()
    except Error as exc:
        log.debug("database could not be read: %s", exc)
        return DatabaseInfo(rel, Support.UNSUPPORTED, reason="cannot be read")
    finally:
        con.close()
    if row is None:
        return DatabaseInfo(rel, Support.UNSUPPORTED, reason="no primary schema_meta row")
    got_role, version, got_agent = row
    if got_role != role:
        return DatabaseInfo(rel, Support.UNSUPPORTED, reason=f"role {got_role!r}, expected {role!r}")
    if not isinstance(version, int) or version != user_version:
        return DatabaseInfo(rel, Support.UNSUPPORTED, reason="schema_version and user_version disagree")
    if version not in known:
        return DatabaseInfo(rel, Support.UNSUPPORTED, schema=version, reason=f"schema {version} is not known")
    if agent is not None and got_agent not in (None, agent):
        return DatabaseInfo(rel, Support.UNSUPPORTED, schema=version, reason="another agent's database")
    return DatabaseInfo(rel, Support.SUPPORTED, schema=version)


def agent_database(home: Home) -> DatabaseInfo:
    """The agent's `openclaw-agent.sqlite`: absent, a known version, or unsupported."""
    return _inspect(home, agent_db_rel(home.agent), AGENT_ROLE, KNOWN_AGENT_SCHEMAS, home.agent)


def state_database(home: Home) -> DatabaseInfo:
    """The shared `state/openclaw.sqlite`: absent, a known version, or unsupported."""
    return _inspect(home, STATE_DB_REL, STATE_ROLE, KNOWN_STATE_SCHEMAS, None)


def registered_elsewhere(home: Home) -> bool:
    """The shared state database lists a database for this agent, but none is where Lethe looks for it
    (`agents.list[].dir` moved it, or the home is incomplete): its memory is somewhere Lethe cannot see."""
    info = state_database(home)
    if info.support is not Support.SUPPORTED:
        return False
    try:
        path = exact_file(home, info.rel)
        con = connect_readonly(path) if path is not None else None
    except (Error, OutsideHomeError, ValueError):
        return False
    if con is None:
        return False
    try:
        if "agent_databases" not in tables(con):
            return False
        row = con.execute("SELECT 1 FROM agent_databases WHERE agent_id = ? LIMIT 1", (home.agent,)).fetchone()
    except Error:
        return False
    finally:
        con.close()
    return row is not None and agent_database(home).support is Support.ABSENT


def layout(home: Home) -> LayoutKind:
    """Which layout the home has for its agent (for reports and tests; the kinds look at each database)."""
    dbs = [agent_database(home), state_database(home)]
    if any(d.support is Support.UNSUPPORTED for d in dbs) or registered_elsewhere(home):
        return LayoutKind.UNSUPPORTED
    if any(d.support is Support.SUPPORTED for d in dbs):
        return LayoutKind.CURRENT
    return LayoutKind.CLASSIC
