"""Run the `lethe` command and SIGKILL it at a chosen moment (a test helper; it knows nothing of Lethe's code).

    python tests/kill_driver.py confirm --home H --yes --json

Every write below the home is a Python audit event seen before it happens: a file opened for writing or
created, a rename or replace, a removal, a read-write SQLite connection. The process kills itself (SIGKILL,
so nothing is cleaned up or flushed) right before the chosen one:

- `KILL_AT=N`: the N-th write below the home (1-based; 0 or unset: never);
- `KILL_MATCH=KIND:TEXT[#K]`: the K-th write of KIND (open, rename, remove, sqlite) whose path contains TEXT;
- `KILL_AFTER_MATCH=KIND:TEXT[#K]`: the write right after that one (so that one is done, and nothing since);
- `KILL_AFTER_S=SECONDS`: a timer started at the first write, wherever the run is then (also inside
  SQLite's own writes, which are not audit events);
- `COUNT_FILE=PATH`: at a normal exit, write `{"writes": N, "active_s": S}`: how many writes were seen and
  the seconds from the first one to the end.

`LETHE_TEST_HOME` is the home; writes elsewhere (the interpreter's caches) do not count.
"""

from __future__ import annotations

import atexit
import json
import os
import signal
import sys
import threading
import time

HOME = os.path.realpath(os.environ["LETHE_TEST_HOME"])
KILL_AT = int(os.environ.get("KILL_AT") or 0)
MATCH = os.environ.get("KILL_MATCH") or ""
COUNT_FILE = os.environ.get("COUNT_FILE")
_WRITE_FLAGS = os.O_WRONLY | os.O_RDWR | os.O_CREAT | os.O_APPEND | os.O_TRUNC

DELAY = float(os.environ.get("KILL_AFTER_S") or 0)

AFTER = os.environ.get("KILL_AFTER_MATCH") or ""

seen = {"all": 0, "match": 0, "first": 0.0, "armed": False}
match_kind, _, rest = (MATCH or AFTER).partition(":")
match_text, _, match_k = rest.partition("#")
match_k = int(match_k or 1)


def _below_home(path) -> bool:
    if isinstance(path, int) or path is None:
        return False
    try:
        p = os.fsdecode(path)
    except TypeError:
        return False
    if p.startswith("file:"):
        p = p[len("file:") :].split("?", 1)[0]
    p = os.path.realpath(os.path.abspath(p))
    return p == HOME or p.startswith(HOME + os.sep)


def _write(event: str, args: tuple) -> tuple[str, str] | None:
    if event == "open":
        path, mode, flags = args
        writing = (isinstance(mode, str) and bool(set(mode) & set("wax+"))) or (
            isinstance(flags, int) and bool(flags & _WRITE_FLAGS)
        )
        return ("open", os.fsdecode(path)) if writing and _below_home(path) else None
    if event == "os.rename":
        return ("rename", os.fsdecode(args[1])) if _below_home(args[0]) or _below_home(args[1]) else None
    if event in ("os.remove", "os.rmdir", "os.truncate"):
        return ("remove", os.fsdecode(args[0])) if _below_home(args[0]) else None
    if event == "sqlite3.connect":
        db = os.fsdecode(args[0])
        return ("sqlite", db) if "mode=ro" not in db and _below_home(db) else None
    return None


def _kill() -> None:
    os.kill(os.getpid(), signal.SIGKILL)


def _hook(event: str, args: tuple) -> None:
    try:
        w = _write(event, args)
    except Exception:
        return
    if w is None:
        return
    seen["all"] += 1
    if seen["all"] == 1:
        seen["first"] = time.monotonic()
        if DELAY > 0:
            timer = threading.Timer(DELAY, _kill)
            timer.daemon = True
            timer.start()
    if KILL_AT and seen["all"] == KILL_AT:
        _kill()
    if seen["armed"]:
        _kill()
    kind, path = w
    if (MATCH or AFTER) and kind == match_kind and match_text in path:
        seen["match"] += 1
        if seen["match"] == match_k:
            if MATCH:
                _kill()
            seen["armed"] = True  # KILL_AFTER_MATCH: this write goes ahead, the next one is never made


def _report() -> None:
    if COUNT_FILE:
        active = time.monotonic() - seen["first"] if seen["all"] else 0.0
        with open(COUNT_FILE, "w") as f:
            json.dump({"writes": seen["all"], "active_s": active}, f)


def _audit_sqlean() -> None:
    """`sqlean` (the SQLite binding with extension loading) raises no audit event of its own when it connects:
    raise the standard module's, so its read-write connections are writes like any other."""
    try:
        import sqlean  # type: ignore[import-not-found]
    except ImportError:
        return
    real = sqlean.connect

    def connect(database, *args, **kwargs):
        sys.audit("sqlite3.connect", database)
        return real(database, *args, **kwargs)

    sqlean.connect = connect


if __name__ == "__main__":
    atexit.register(_report)
    _audit_sqlean()
    sys.addaudithook(_hook)
    from lethe.server.cli import main

    code = main(sys.argv[1:])
    sys.stdout.flush()
    sys.exit(code)
