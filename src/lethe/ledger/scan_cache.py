"""Which files a subject was already looked for in, and found absent from: a plan on an unchanged home
rereads only what changed.

For one subject (a keyed hash of what the matcher looks for, never the values), each file that was read and
held nothing of it is remembered by a keyed hash of its kind and path, with a keyed hash of its stat
signature (size, mtime_ns, ctime_ns, inode, device). A later inventory for the same subject skips a file
whose signature is the same; any change to the file (a write, a rename over it, a chmod) changes its ctime
and makes it read again. Only *absence* is remembered: a file that holds the subject, or that could not be
read, is always read again, and so is everything when no cache is handed over.

**Discretion.** `lethe/scan-cache.json` holds keyed hashes (HMAC with the home's secret) and the times
subjects were last used, nothing else: no text, no path, not even a file's size or stat numbers in clear (a
size is a number of the note's making, and a number that happens to equal a forgotten one, "58", would read
as if Lethe had kept it).

**Racy clean** (as git's index): a file whose mtime or ctime is within `RACY_NS` of the moment its reading
began could still change within the same timestamp tick without its signature changing, so it is never
remembered; neither is a file whose signature changed while it was read.

Never used for verification: a confirm's final check always reads everything afresh.
"""

from __future__ import annotations

import dataclasses
import json
import logging
import os
import threading
import time
from pathlib import Path
from typing import Any

from .durable import write_atomic

log = logging.getLogger(__name__)

FILE = "scan-cache.json"
VERSION = 2  # 1 kept stat numbers in clear
RACY_NS = 2_000_000_000  # 2 s: coarser than any file system's timestamp tick Lethe is likely to meet
MAX_SUBJECTS = 4  # the most recently used subjects are kept; older ones are dropped

Stamp = tuple[int, int, int, int, int]  # size, mtime_ns, ctime_ns, inode, device


def stamp_of(path: str | os.PathLike[str]) -> Stamp | None:
    try:
        st = os.stat(path)
    except (OSError, ValueError):
        return None
    return (st.st_size, st.st_mtime_ns, st.st_ctime_ns, st.st_ino, st.st_dev)


def subject_identity(matcher: Any) -> str | None:
    """What a matcher looks for, as text to hash (None: not cacheable, e.g. it has a semantic test)."""
    values = getattr(matcher, "values", None)
    if values is None or getattr(matcher, "semantic", None) is not None:
        return None
    from lethe import __version__

    parts = [f"v{VERSION}", __version__, type(matcher).__name__, _canonical(getattr(matcher, "context", ()))]
    parts += [_canonical(v) for v in values]
    return "\x1f".join(parts)


def _canonical(obj: Any) -> str:
    """A stable text form (sets sorted: their order changes from one process to the next)."""
    if isinstance(obj, (set, frozenset)):
        return "{" + ",".join(sorted(_canonical(x) for x in obj)) + "}"
    if isinstance(obj, (list, tuple)):
        return "[" + ",".join(_canonical(x) for x in obj) + "]"
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        fields = ",".join(f"{f.name}={_canonical(getattr(obj, f.name))}" for f in dataclasses.fields(obj))
        return f"{type(obj).__name__}({fields})"
    return repr(obj)


MAX_PATH_KEYS = 1 << 16


class SubjectView:
    """The remembered clean files of one subject (what a `FindContext` is handed)."""

    def __init__(self, cache: ScanCache, key: str, files: dict[str, str]):
        self._cache = cache
        self._key = key
        self._files = files
        self._root = str(cache.root)
        self.skipped = 0
        self.recorded = 0

    def _path_key(self, tag: str, rel: str) -> str:
        return self._cache.path_key(tag, rel)

    def stamp(self, rel: str) -> tuple[int, Stamp] | None:
        """The file's signature and the moment before it is read (None: it cannot be stat'ed)."""
        now = time.time_ns()
        s = stamp_of(os.path.join(self._root, rel))
        return (now, s) if s is not None else None

    def clean(self, tag: str, rel: str) -> bool:
        """True when this file was read for this subject, held nothing, and has not changed since."""
        have = self._files.get(self._path_key(tag, rel))
        if have is None:
            return False
        now = stamp_of(os.path.join(self._root, rel))
        if now is not None and have == self._cache.stamp_key(now):
            self.skipped += 1
            return True
        return False

    def mark(self, tag: str, rel: str, before: tuple[int, Stamp] | None) -> None:
        """Remember that `rel` holds nothing of the subject (`before`: from `stamp` before reading it)."""
        if before is None:
            return
        began, sig = before
        if began - max(sig[1], sig[2]) < RACY_NS:
            return  # racily clean: it could change within the same tick unnoticed
        if stamp_of(os.path.join(self._root, rel)) != sig:
            return  # changed while it was read
        key = self._path_key(tag, rel)
        with self._cache.lock:
            self._files[key] = self._cache.stamp_key(sig)
            self._cache.dirty = True
        self.recorded += 1

    def forget(self, tag: str, rel: str) -> None:
        key = self._path_key(tag, rel)
        with self._cache.lock:
            if self._files.pop(key, None) is not None:
                self._cache.dirty = True


class ScanCache:
    """`lethe/scan-cache.json`, loaded once; `view(matcher)` for an inventory, `save()` afterwards."""

    def __init__(self, state_dir: Path, root: Path, hasher):
        self.path = Path(state_dir) / FILE
        self.root = Path(root)
        self.hasher = hasher
        self.dirty = False
        self.lock = threading.Lock()  # a running server may plan and confirm in several threads at once
        self._subjects: dict[str, dict] = {}
        self._path_keys: dict[tuple[str, str], str] = {}  # in memory only: a file's keyed hash, made once
        self._load()

    def path_key(self, tag: str, rel: str) -> str:
        """The keyed hash a file is remembered under (of its kind's tag and its path)."""
        key = self._path_keys.get((tag, rel))
        if key is None:
            key = self.hasher.digest("scan-cache-path", f"{tag}\x00{rel}")[:32]
            with self.lock:
                if len(self._path_keys) >= MAX_PATH_KEYS:
                    self._path_keys.clear()
                self._path_keys[(tag, rel)] = key
        return key

    def stamp_key(self, sig: Stamp) -> str:
        """A file's stat signature as it is remembered: a keyed hash, compared for equality only."""
        return self.hasher.digest("scan-cache-stamp", ",".join(map(str, sig)))[:32]

    def _load(self) -> None:
        try:
            data = json.loads(self.path.read_bytes())
        except (OSError, ValueError):
            return
        if not isinstance(data, dict) or data.get("version") != VERSION:
            return
        subjects = data.get("subjects")
        if isinstance(subjects, dict):
            for key, entry in subjects.items():
                if isinstance(entry, dict) and isinstance(entry.get("files"), dict):
                    self._subjects[key] = entry

    def view(self, matcher: Any) -> SubjectView | None:
        identity = subject_identity(matcher)
        if identity is None:
            return None
        key = self.hasher.digest("scan-cache-subject", identity)
        with self.lock:
            entry = self._subjects.setdefault(key, {"files": {}, "used": 0})
            entry["used"] = time.time_ns()
        return SubjectView(self, key, entry["files"])

    def save(self) -> None:
        """Write the cache if anything was learnt (failures are logged, never raised: it is only a cache)."""
        with self.lock:
            if not self.dirty:
                return
            keep = sorted(self._subjects.items(), key=lambda kv: kv[1].get("used", 0), reverse=True)[:MAX_SUBJECTS]
            self._subjects = dict(keep)
            raw = json.dumps({"version": VERSION, "subjects": self._subjects}, separators=(",", ":")).encode("ascii")
            self.dirty = False
        try:
            write_atomic(self.path, raw)
        except OSError as exc:
            log.debug("scan cache not written: %s", type(exc).__name__)
