"""Durable writes for Lethe's own state: temp file in the same folder, fsync, rename, fsync the folder.

Lethe's state folder (`lethe/`) and everything in it are reached through `state_path`, the home's
containment check (`Home.exact_path`): never through a link, never outside the home.
"""

from __future__ import annotations

import contextlib
import json
import os
import tempfile
from pathlib import Path
from typing import Any

from lethe.assistant_home.layout import Home, OutsideHomeError


class StateOutsideHome(OSError):
    """Lethe's own state would be read or written through a link or outside the home: refused.

    An `OSError`, so every caller treats it as Lethe's own state not being writable."""


def state_path(state_dir: Path, *parts: str) -> Path:
    """The exact path of Lethe's state folder (`<home>/lethe`), or of something in it; `StateOutsideHome` when it
    would go through a link (even one that stays inside the home) or leave the home."""
    try:
        return Home.at(state_dir.parent).exact_path("/".join((state_dir.name, *parts)))
    except OutsideHomeError as e:
        raise StateOutsideHome("Lethe's own records are a link or lead outside the assistant home") from e


def fsync_dir(folder: Path) -> None:
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def write_atomic(path: Path, data: bytes, mode: int = 0o600) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    # the pid in the name lets the next run tell a write in progress from one a kill left behind
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.{os.getpid()}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.chmod(tmp, mode)
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    fsync_dir(path.parent)


def write_json(path: Path, obj: Any) -> None:
    write_atomic(path, (json.dumps(obj, indent=2, sort_keys=True) + "\n").encode("utf-8"))


def append_line(path: Path, obj: Any) -> None:
    """Append one JSON line and fsync it before returning (an append-only record; never through a link).

    A line a killed writer left unfinished is closed first, so it cannot swallow this one."""
    path.parent.mkdir(parents=True, exist_ok=True)
    line = (json.dumps(obj, sort_keys=True) + "\n").encode("utf-8")
    fd = os.open(path, os.O_RDWR | os.O_CREAT | os.O_APPEND | getattr(os, "O_NOFOLLOW", 0), 0o600)
    try:
        size = os.fstat(fd).st_size
        if size and os.pread(fd, 1, size - 1) != b"\n":
            line = b"\n" + line
        os.write(fd, line)
        os.fsync(fd)
    finally:
        os.close(fd)
