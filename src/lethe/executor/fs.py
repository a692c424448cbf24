"""The only file mutations Lethe makes in an assistant home.

Every change names one exact home-relative path, revalidated a moment before: a regular file (no
link), inside the home, whose current content has the fingerprint the caller read (compare and
swap). Edits are atomic (temp file in the same folder, fsync, rename, fsync the folder); removals
are a plain unlink. No globs, no recursion, no trash.

Another writer may work on the same file meanwhile (the assistant appending to today's note). A
change read before the step is refused (`FileChanged`: the caller reads again and retries). For the
last instant, the old file is held open across the rename or unlink: bytes a writer appended to it
after the final comparison are appended to the result, so an unrelated line is never lost.
"""

from __future__ import annotations

import contextlib
import os
import stat
import tempfile
from collections.abc import Callable

from lethe.assistant_home.layout import Home, OutsideHomeError
from lethe.contract.errors import FileChanged, StepFailed
from lethe.contract.vocabulary import Failure
from lethe.ledger.durable import fsync_dir, write_atomic


def _exact(home: Home, rel: str):
    try:
        p = home.path(rel)
    except OutsideHomeError as e:
        raise StepFailed(Failure.OUTSIDE_HOME) from e
    try:
        st = os.lstat(p)
    except FileNotFoundError:
        return p, None
    if stat.S_ISLNK(st.st_mode) or not stat.S_ISREG(st.st_mode):
        raise StepFailed(Failure.LINKED_OR_SPECIAL)
    return p, st


def _writable(p) -> None:
    """A file its owner made read-only (or in a read-only folder) is left as it is."""
    if not os.access(p, os.W_OK) or not os.access(p.parent, os.W_OK):
        raise StepFailed(Failure.READ_ONLY)


def _current(p) -> bytes:
    try:
        with open(p, "rb") as f:
            return f.read()
    except OSError as e:
        raise StepFailed(Failure.READ_FAILED) from e


def replace_file(home: Home, rel: str, new: bytes, *, expect: Callable[[bytes], bool]) -> bool:
    """Atomically replace an exact file if `expect(current bytes)` holds. False when it vanished."""
    p, st = _exact(home, rel)
    if st is None:
        return False
    if not expect(_current(p)):
        raise FileChanged()
    _writable(p)
    try:
        fd, tmp = tempfile.mkstemp(prefix=f".{p.name}.lethe-", suffix=".tmp", dir=p.parent)
    except OSError as e:
        raise StepFailed(Failure.WRITE_FAILED) from e
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(new)
            f.flush()
            os.fsync(f.fileno())
        os.chmod(tmp, stat.S_IMODE(st.st_mode))
        with _held(p) as old:
            cur = old.read()
            if not expect(cur):  # compare again right before the swap
                raise FileChanged()
            os.replace(tmp, p)
            whole = _reread(old)
    except BaseException as e:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        if isinstance(e, OSError):
            raise StepFailed(Failure.WRITE_FAILED) from e
        raise
    fsync_dir(p.parent)
    _keep_late_writes(p, cur, whole, stat.S_IMODE(st.st_mode), replaced=True)
    return True


def remove_file(home: Home, rel: str, *, expect: Callable[[bytes], bool]) -> bool:
    """Plain unlink of an exact file whose content is still as expected. False when already gone."""
    p, st = _exact(home, rel)
    if st is None:
        return False
    if not expect(_current(p)):
        raise FileChanged()
    _writable(p)
    try:
        with _held(p) as old:
            cur = old.read()
            if not expect(cur):
                raise FileChanged()
            os.unlink(p)
            whole = _reread(old)
    except OSError as e:
        raise StepFailed(Failure.REMOVE_FAILED) from e
    fsync_dir(p.parent)
    _keep_late_writes(p, cur, whole, stat.S_IMODE(st.st_mode), replaced=False)
    return True


@contextlib.contextmanager
def _held(p):
    """The file at `p` opened for reading (never through a link), kept open across a rename or unlink."""
    fd = os.open(p, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0))
    with os.fdopen(fd, "rb") as f:
        yield f


def _reread(f) -> bytes:
    f.seek(0)
    return f.read()


def _keep_late_writes(p, compared: bytes, whole: bytes, mode: int, *, replaced: bool) -> None:
    """Bytes another writer put into the old file after the final comparison are not lost.

    Appended bytes are appended to the new file (or to a new file where it was removed), as if they had
    been written a moment later. An old file rewritten in place instead is put back as it now is, and the
    step is reported as changed, so the caller reads it again and cleans it again.
    """
    if whole == compared:
        return
    nofollow = getattr(os, "O_NOFOLLOW", 0)
    if whole.startswith(compared):
        fd = os.open(p, os.O_WRONLY | os.O_APPEND | os.O_CREAT | nofollow, mode)
        try:
            os.write(fd, whole[len(compared) :])
            os.fsync(fd)
        finally:
            os.close(fd)
        return
    if replaced:
        write_atomic(p, whole, mode)
    else:
        fd = os.open(p, os.O_WRONLY | os.O_APPEND | os.O_CREAT | nofollow, mode)
        try:
            os.write(fd, whole)
            os.fsync(fd)
        finally:
            os.close(fd)
    raise FileChanged()
