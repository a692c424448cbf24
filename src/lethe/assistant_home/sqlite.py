"""The SQLite binding Lethe opens OpenClaw's databases with.

OpenClaw keeps memory vectors in a sqlite-vec `vec0` table (`chunks_vec`). Opening it needs a SQLite that
can load extensions; many Python builds (this one included) ship a `sqlite3` without
`enable_load_extension`. `sqlean.py` is a drop-in DB-API module with its own SQLite that can, so it is
used when installed (it is a dependency); the standard `sqlite3` is the fallback, and then vectors are
reported as unreadable rather than silently left behind.

Files move freely between the two (same file format). Errors differ by class: catch `ERRORS`. Never hold
one file open through both bindings at once in one process: two copies of SQLite in a process do not see
each other's locks.
`LETHE_SQLITE=stdlib` forces the standard module (to exercise the fallback).
"""

from __future__ import annotations

import importlib.util
import logging
import os
import sqlite3
import sys
from types import ModuleType

log = logging.getLogger(__name__)


def _driver() -> ModuleType:
    if os.environ.get("LETHE_SQLITE") == "stdlib":
        return sqlite3
    try:
        import sqlean  # type: ignore[import-not-found]
    except ImportError:
        return sqlite3
    return sqlean


driver: ModuleType = _driver()
ERRORS: tuple[type[Exception], ...] = (sqlite3.Error,) if driver is sqlite3 else (sqlite3.Error, driver.Error)
OperationalError: tuple[type[Exception], ...] = (
    (sqlite3.OperationalError,) if driver is sqlite3 else (sqlite3.OperationalError, driver.OperationalError)
)


def connect(database: str, **kw):
    """A connection from the chosen binding (same arguments as `sqlite3.connect`)."""
    return driver.connect(database, **kw)


def load_vector_extension(con) -> bool:
    """Load sqlite-vec into `con` when the package is installed and the binding allows extensions."""
    if not hasattr(con, "enable_load_extension"):
        return False
    path = vec_extension_path()
    if path is None:
        return False
    try:
        con.enable_load_extension(True)
        try:
            con.load_extension(path)
        finally:
            con.enable_load_extension(False)
    except Exception as exc:  # any failure just means vectors stay unreadable
        log.debug("sqlite-vec could not be loaded: %s", exc)
        return False
    return True


def vec_extension_path() -> str | None:
    """The sqlite-vec loadable extension that `sqlite_vec.load` loads (`sqlite_vec.loadable_path()`), found
    without importing the package (which imports numpy: a tenth of a second of every run); None when the
    package is not installed."""
    mod = sys.modules.get("sqlite_vec", False)
    if mod is None:
        return None  # blocked
    if mod is not False:
        return mod.loadable_path()
    try:
        spec = importlib.util.find_spec("sqlite_vec")
    except (ImportError, ValueError):
        return None
    if spec is None or not spec.submodule_search_locations:
        return None
    return os.path.normpath(os.path.join(next(iter(spec.submodule_search_locations)), "vec0"))
