"""One lock for the whole home, so two confirms (or a confirm and a plan) never interleave.

The lock file lives in Lethe's own state folder, reached through the home's containment check (a state
folder that is a link, or leads out of the home, is refused with `StateOutsideHome`)."""

from __future__ import annotations

import contextlib
import fcntl
import os
import time
from collections.abc import Iterator
from pathlib import Path

from .durable import state_path


class HomeBusy(RuntimeError):
    """Another Lethe process holds the home's lock."""


@contextlib.contextmanager
def home_lock(state_dir: Path, *, exclusive: bool = True, timeout: float = 10.0) -> Iterator[None]:
    state_path(state_dir).mkdir(parents=True, exist_ok=True, mode=0o700)
    fd = os.open(state_path(state_dir, "lock"), os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0), 0o600)
    flag = fcntl.LOCK_EX if exclusive else fcntl.LOCK_SH
    deadline = time.monotonic() + timeout
    try:
        while True:
            try:
                fcntl.flock(fd, flag | fcntl.LOCK_NB)
                break
            except BlockingIOError:
                if time.monotonic() >= deadline:
                    raise HomeBusy("another cleanup is running on this assistant home") from None
                time.sleep(0.05)
        yield
    finally:
        os.close(fd)
