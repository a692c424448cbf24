"""The only file mutations Lethe makes in an assistant home.

Every change names one exact home-relative path, revalidated a moment before: a regular file (no
link), inside the home, whose current content has the fingerprint the caller read (compare and
swap). Edits are atomic (temp file in the same folder, fsync, rename, fsync the folder); removals
are a plain unlink. No globs, no recursion, no trash.
"""

from __future__ import annotations

import contextlib
import os
import stat
import tempfile
from collections.abc import Callable

from assistant_home.layout import Home, OutsideHomeError
from ledger.durable import fsync_dir


class StepFailed(RuntimeError):
    """A step could not be done safely; `reason` is plain words for the report."""

    def __init__(self, reason: str):
        super().__init__(reason)
        self.reason = reason


def _exact(home: Home, rel: str):
    try:
        p = home.path(rel)
    except OutsideHomeError as e:
        raise StepFailed("a place outside the assistant's storage was refused") from e
    try:
        st = os.lstat(p)
    except FileNotFoundError:
        return p, None
    if stat.S_ISLNK(st.st_mode) or not stat.S_ISREG(st.st_mode):
        raise StepFailed("a linked or special file was left alone")
    return p, st


def _current(p) -> bytes:
    with open(p, "rb") as f:
        return f.read()


def replace_file(home: Home, rel: str, new: bytes, *, expect: Callable[[bytes], bool]) -> bool:
    """Atomically replace an exact file if `expect(current bytes)` holds. False when it vanished."""
    p, st = _exact(home, rel)
    if st is None:
        return False
    if not expect(_current(p)):
        raise StepFailed("a file changed while it was being cleaned")
    if not os.access(p, os.W_OK) or not os.access(p.parent, os.W_OK):
        raise StepFailed("a file is read-only")
    fd, tmp = tempfile.mkstemp(prefix=f".{p.name}.lethe-", suffix=".tmp", dir=p.parent)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(new)
            f.flush()
            os.fsync(f.fileno())
        os.chmod(tmp, stat.S_IMODE(st.st_mode))
        # compare again right before the swap: a writer that appended meanwhile is not overwritten
        if not expect(_current(p)):
            raise StepFailed("a file changed while it was being cleaned")
        os.replace(tmp, p)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    fsync_dir(p.parent)
    return True


def remove_file(home: Home, rel: str, *, expect: Callable[[bytes], bool]) -> bool:
    """Plain unlink of an exact file whose content is still as expected. False when already gone."""
    p, st = _exact(home, rel)
    if st is None:
        return False
    if not expect(_current(p)):
        raise StepFailed("a file changed while it was being cleaned")
    try:
        os.unlink(p)
    except PermissionError as e:
        raise StepFailed("a file could not be removed (no permission)") from e
    fsync_dir(p.parent)
    return True
