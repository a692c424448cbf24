"""Whether OpenClaw's Gateway (or another program) is using a home's databases right now (read-only).

OpenClaw's rule (FINDINGS §7): its databases are written by the running Gateway; outside programs write
them only while it is stopped. The Gateway keeps the job list in memory and saves a job store by
rewriting all its rows, so a job deleted behind its back can come back at the next save. Lethe therefore
changes `cron_jobs` only when nothing else has the state database open, and otherwise goes through the
Gateway (`openclaw cron rm` / `openclaw cron disable`, when the command is installed) or reports that it
could not.

Two signs are read, neither of them changing anything:
- OpenClaw's gateway lock (`src/infra/gateway-lock.ts`): `<os.tmpdir()>/openclaw-<uid>/gateway.<hash>.lock`,
  JSON `{pid, createdAt, configPath, startTime?, port?}`, `hash` being the first 8 hex digits of the
  sha256 (older releases: sha1) of the config path `<home>/openclaw.json`. A lock whose process is alive
  (and, on Linux, whose start time or command line still says it is that Gateway) means it is running.
- On Linux, `/proc/locks`: SQLite holds a lock on a WAL database's `-shm` file for as long as a connection
  is open, so a lock held there by another process means another program has the database open.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import shutil
from dataclasses import dataclass
from pathlib import Path

from .layout import Home

log = logging.getLogger(__name__)

CONFIG_NAME = "openclaw.json"
CLI_NAME = "openclaw"


@dataclass(frozen=True)
class InUse:
    running: bool
    evidence: str | None = None  # "gateway lock" | "open by another process" (for logs and tests)
    pid: int | None = None


NOT_IN_USE = InUse(False)


# ---------------------------------------------------------------------------------------------- gateway lock


def lock_dir() -> Path:
    """Where OpenClaw puts its gateway lock: Node's os.tmpdir() (TMPDIR, TMP, TEMP, else /tmp) + openclaw-<uid>."""
    base = next((os.environ[v] for v in ("TMPDIR", "TMP", "TEMP") if os.environ.get(v)), "/tmp")
    base = base.rstrip("/") or "/"
    uid = os.getuid() if hasattr(os, "getuid") else None
    return Path(base) / (f"openclaw-{uid}" if uid is not None else "openclaw")


def _same_home(config_path: object, home: Home) -> bool:
    if not isinstance(config_path, str) or not config_path:
        return False
    try:
        return os.path.realpath(Path(config_path).parent) == os.path.realpath(home.root)
    except (OSError, ValueError):
        return False


def _hashes(home: Home) -> set[str]:
    config = str(home.root / CONFIG_NAME)
    return {hashlib.sha256(config.encode()).hexdigest()[:8], hashlib.sha1(config.encode()).hexdigest()[:8]}


def _proc_start_time(pid: int) -> int | None:
    try:
        raw = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return None
    fields = raw[raw.rfind(")") + 1 :].split()
    try:
        return int(fields[19])
    except (IndexError, ValueError):
        return None


def _alive(pid: int, payload: dict) -> bool:
    """OpenClaw's own test: the pid lives and (on Linux) is still the process that took the lock."""
    if pid <= 0:
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        pass  # alive, another user's
    except OSError:
        return False
    if not Path("/proc").is_dir():
        return True
    start = payload.get("startTime")
    if isinstance(start, int) and not isinstance(start, bool):
        now = _proc_start_time(pid)
        return now is None or now == start  # unknown: assume it is still the Gateway
    try:
        argv = Path(f"/proc/{pid}/cmdline").read_bytes().split(b"\0")
    except OSError:
        return True
    return any(a.strip().lower() == b"gateway" for a in argv)


def gateway_lock(home: Home) -> InUse:
    """A live OpenClaw gateway lock for this home."""
    d = lock_dir()
    try:
        names = sorted(n for n in os.listdir(d) if n.startswith("gateway.") and n.endswith(".lock"))
    except OSError:
        return NOT_IN_USE
    hashes = _hashes(home)
    for name in names:
        try:
            payload = json.loads((d / name).read_text(encoding="utf-8"))
        except (OSError, ValueError, RecursionError):
            continue
        if not isinstance(payload, dict):
            continue
        ours = _same_home(payload.get("configPath"), home) or name[len("gateway.") : -len(".lock")] in hashes
        pid = payload.get("pid")
        if ours and isinstance(pid, int) and not isinstance(pid, bool) and _alive(pid, payload):
            return InUse(True, "gateway lock", pid)
    return NOT_IN_USE


# ---------------------------------------------------------------------------------------------- open databases


def _file_id(path: Path) -> str | None:
    try:
        st = os.stat(path)
    except OSError:
        return None
    return f"{os.major(st.st_dev):02x}:{os.minor(st.st_dev):02x}:{st.st_ino}"


def open_by_others(db_path: Path) -> int | None:
    """The pid of another process holding a lock on the database or its `-shm` file (Linux), else None."""
    ids = {i for i in (_file_id(db_path), _file_id(db_path.with_name(db_path.name + "-shm"))) if i}
    if not ids:
        return None
    try:
        lines = Path("/proc/locks").read_text().splitlines()
    except OSError:
        return None
    me = os.getpid()
    for line in lines:
        parts = line.split()
        if len(parts) < 6 or parts[1] == "->":
            continue
        try:
            pid = int(parts[4])
        except ValueError:
            continue
        if parts[5] in ids and pid != me:
            return pid
    return None


def in_use(home: Home, db_path: Path | None) -> InUse:
    """Whether the Gateway runs for this home, or another program has `db_path` open."""
    lock = gateway_lock(home)
    if lock.running:
        return lock
    if db_path is not None:
        pid = open_by_others(db_path)
        if pid is not None:
            return InUse(True, "open by another process", pid)
    return NOT_IN_USE


def cli() -> str | None:
    """The `openclaw` command, when installed (Lethe then asks the running Gateway to change its jobs)."""
    return shutil.which(CLI_NAME)
