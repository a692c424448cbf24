"""One lock for the whole home, so two confirms (or a confirm and a plan) never interleave.

The lock file lives in Lethe's own state folder, reached through the home's containment check (a state
folder that is a link, or leads out of the home, is refused with `StateOutsideHome`).

Whoever takes the lock first puts right what an interrupted run left behind (`assistant_home.recovery`):
a memory index left mid-commit is rolled back before anyone reads it, and, with the lock held exclusively
(no other Lethe run can be writing), temporary files of interrupted writes are removed."""

from __future__ import annotations

import contextlib
import fcntl
import logging
import os
import time
from collections.abc import Iterator
from pathlib import Path

from lethe.assistant_home.layout import Home
from lethe.assistant_home.recovery import recover_index_journals, remove_leftover_temps

from .durable import state_path

log = logging.getLogger(__name__)


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
        _recover(state_dir, exclusive)
        yield
    finally:
        os.close(fd)


def _recover(state_dir: Path, exclusive: bool) -> None:
    try:
        home = Home.at(state_dir.parent)
        recover_index_journals(home)
        if exclusive:
            remove_leftover_temps(home)
    except Exception as e:  # recovery is best effort: what it could not fix is found and reported later
        log.warning("what an interrupted run left behind could not all be put right: %s", type(e).__name__)
