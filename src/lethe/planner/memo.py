"""A derivation reused while nothing it was made from has changed: in memory, in one running process.

Working out the subject reads every memory note; a running server asked to plan again (or to confirm the
plan it just made) from the same conversation, on the same notes, the same day, would work out the same
subject. So the last few derivations are kept **in memory only** (never written: a subject holds the very
text being forgotten), each under what it was made from: the request's turns and description, the day, and
the stat signature of every memory note (path, size, mtime_ns, ctime_ns, inode, device).

Racy clean, as the scan cache: a derivation is kept only when no note was changed within `RACY_NS` of the
moment its reading began, and no note's signature changed while it was read; a note written since changes
its ctime, a note added or removed changes the list, and either makes the derivation be worked out afresh.
"""

from __future__ import annotations

import os
import threading
import time
from collections import OrderedDict
from collections.abc import Callable, Hashable
from datetime import date
from typing import TypeVar

from lethe.assistant_home.layout import Home
from lethe.kinds.memory_notes import note_paths

RACY_NS = 2_000_000_000  # 2 s, as `lethe.ledger.scan_cache`
MAX_KEPT = 4

Signature = tuple[tuple[str, tuple[int, int, int, int, int] | None], ...]
T = TypeVar("T")


_ABSENT = (-1, -1, -1, -1, -1)  # a curated note that does not exist (yet)


def notes_signature(home: Home) -> Signature:
    """Every memory note's home-relative path and stat numbers (`_ABSENT`: not there; None: it could not be
    stat'ed, so nothing read from the notes is kept)."""
    root = str(home.root)
    out: list[tuple[str, tuple[int, int, int, int, int] | None]] = []
    for rel in note_paths(home):
        try:
            st = os.stat(os.path.join(root, rel))  # a note that is a link is read through it: its target's numbers
            out.append((rel, (st.st_size, st.st_mtime_ns, st.st_ctime_ns, st.st_ino, st.st_dev)))
        except FileNotFoundError:
            out.append((rel, _ABSENT))
        except (OSError, ValueError):
            out.append((rel, None))
    return tuple(out)


def _settled(sig: Signature, began_ns: int) -> bool:
    """Every note could be stat'ed and none changed within the racy window before `began_ns`."""
    return all(s is not None and (s == _ABSENT or began_ns - max(s[1], s[2]) >= RACY_NS) for _rel, s in sig)


def read_settled(home: Home, work: Callable[[], T]) -> tuple[T, Signature | None]:
    """`work()` (which reads the notes) and the notes' signature when it stands for what was read: taken
    before, the same after, and no note changed within the racy window (else None)."""
    began = time.time_ns()
    sig = notes_signature(home)
    result = work()
    settled = _settled(sig, began) and notes_signature(home) == sig
    return result, sig if settled else None


class DerivationMemo:
    """The last few derivations of one running process, each under its inputs and the notes' signature."""

    def __init__(self) -> None:
        self._kept: OrderedDict[Hashable, tuple[Signature, object]] = OrderedDict()
        self._lock = threading.Lock()
        self.hits = 0

    def get(self, home: Home, inputs: Hashable, work: Callable[[], T]) -> T:
        """`work()`'s answer for `inputs` on `home` as its notes stand now: kept from an earlier call while no
        note changed, else worked out afresh. `work()`'s answer carries the signature it was read at in
        `.notes` (None: not settled, so not kept)."""
        key = (str(home.root), home.agent, date.today().isoformat(), inputs)
        with self._lock:
            kept = self._kept.get(key)
        if kept is not None:
            if kept[0] == notes_signature(home):
                with self._lock:
                    self.hits += 1
                return kept[1]  # type: ignore[return-value]
            with self._lock:
                self._kept.pop(key, None)  # stale: a note changed since
        result = work()
        sig = getattr(result, "notes", None)
        if sig is not None:
            with self._lock:
                self._kept[key] = (sig, result)
                self._kept.move_to_end(key)
                while len(self._kept) > MAX_KEPT:
                    self._kept.popitem(last=False)
        return result

    def clear(self) -> None:
        """Forget every kept derivation (after a cleanup: what it was about need not stay in memory)."""
        with self._lock:
            self._kept.clear()
