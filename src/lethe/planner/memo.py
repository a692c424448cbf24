"""A derivation reused while nothing it was made from has changed: in memory, in one running process.

Working out the subject reads every memory note; a running server asked to plan again (or to confirm the
plan it just made) from the same conversation, on the same notes, the same day, would work out the same
subject. So the last few derivations are kept **in memory only** (never written: a subject holds the very
text being forgotten), each under what it was made from: the request's turns and description, the day, and
the stat signature of every memory note (path, size, mtime_ns, ctime_ns, inode, device).

Racy clean, as the scan cache: a derivation is kept only when no note was changed within `RACY_NS` of the
moment its reading began, and no note's signature changed while it was read; a note written since changes
its ctime, a note added or removed changes the list, and either makes the derivation be worked out afresh.

Beneath it, what the corpus reads from each note on its own (`corpus.read_note`: its records, the people they
declare, its language) is kept per note, **in memory only** (it holds the notes' text), under the note's path
and stat signature, racy clean the same way, note by note (`NoteReadings`). A new request (a new user turn)
is then worked out afresh against the readings of every unchanged note, and only a note written, added or
renamed since is read again.

When many notes are to be read (a one-shot `lethe plan` or `lethe confirm` on a home with years of notes), a
helper process reads the last part of them while this one reads the first (`_Helper`): the same code on the
same files, each reading handed back through a pipe, in order; nothing is written anywhere else, and a helper
that cannot start or stops early only leaves its notes to be read here.
"""

from __future__ import annotations

import os
import threading
import time
from collections import OrderedDict
from collections.abc import Callable, Hashable, Iterator
from datetime import date
from typing import TypeVar

from lethe.assistant_home.layout import Home
from lethe.kinds.memory_notes import note_paths

from .note_reading import note_text
from .understanding.corpus import Corpus, NoteReading, build, for_request, read_note

RACY_NS = 2_000_000_000  # 2 s, as `lethe.ledger.scan_cache`
MAX_KEPT = 4
MAX_READ_CHARS = 128_000_000  # the notes' text the readings may hold (about 2-3 bytes of memory each)

Signature = tuple[tuple[str, tuple[int, int, int, int, int] | None], ...]
T = TypeVar("T")


_ABSENT = (-1, -1, -1, -1, -1)  # a curated note that does not exist (yet)


def notes_signature(home: Home) -> Signature:
    """Every memory note's home-relative path and stat numbers (`_ABSENT`: not there; None: it could not be
    stat'ed, so nothing read from the notes is kept)."""
    root = str(home.root)
    # a note that is a link is read through it: its target's numbers
    return tuple((rel, _stat(os.path.join(root, rel))) for rel in note_paths(home))


def _stat(path: str) -> tuple[int, int, int, int, int] | None:
    """A note's stat numbers as `notes_signature` takes them (`_ABSENT`: not there; None: it could not be
    stat'ed)."""
    try:
        st = os.stat(path)
        return (st.st_size, st.st_mtime_ns, st.st_ctime_ns, st.st_ino, st.st_dev)
    except FileNotFoundError:
        return _ABSENT
    except (OSError, ValueError):
        return None


def _settled(sig: Signature, began_ns: int) -> bool:
    """Every note could be stat'ed and none changed within the racy window before `began_ns`."""
    return all(s is not None and (s == _ABSENT or began_ns - max(s[1], s[2]) >= RACY_NS) for _rel, s in sig)


def read_settled(home: Home, work: Callable[[Signature, int], T]) -> tuple[T, Signature | None]:
    """`work(signature, began)` (which reads the notes; handed their signature as taken before, and the moment
    before it was taken) and the notes' signature when it stands for what was read: taken before, the same
    after, and no note changed within the racy window (else None)."""
    began = time.time_ns()
    sig = notes_signature(home)
    result = work(sig, began)
    settled = _settled(sig, began) and notes_signature(home) == sig
    return result, sig if settled else None


class NoteReadings:
    """The reading of each memory note (`corpus.read_note`) in one running process, under the note's path and
    stat signature; in memory only, at most `max_chars` of the notes' text.

    A reading is kept only when the note's numbers were the same before and after it was read and its mtime
    and ctime are at least `RACY_NS` older than the moment its reading began (a write within the same
    timestamp tick, same size, would not change them); one whose numbers differ now is read again."""

    def __init__(self, max_chars: int = MAX_READ_CHARS) -> None:
        self._kept: dict[tuple[str, str], tuple[tuple[int, int, int, int, int], NoteReading]] = {}
        self._chars = 0
        self.max_chars = max_chars
        self._lock = threading.Lock()
        self.reused = 0  # readings served again (for tests and benches)
        self.read = 0  # notes read
        self._corpus: tuple[str, tuple[NoteReading, ...], Corpus] | None = None  # see `corpus`
        self.corpora_reused = 0

    def readings(self, home: Home, listed: Signature | None = None, began: int = 0) -> Iterator[NoteReading]:
        """The reading of every memory note of `home` that can be read, in `memory_notes`' order, exactly as
        `read_note(*pair) for pair in memory_notes(home)` gives them. `listed`: the notes' signature as just
        taken (`notes_signature`), and `began`, a moment before it was (else each note is stat'ed here).

        When many notes are to be read, a helper process (`_Helper`) reads the last part of them while this
        one reads the first, and hands its readings over in order; a helper that cannot start or stops early
        leaves the notes it did not hand over to be read here."""
        root = str(home.root)
        seen = set()
        if listed is None:
            listed = tuple((rel, None) for rel in note_paths(home))
        helper = _Helper.start(home, self._unkept(root, listed))
        try:
            for rel, sig in listed:
                key = (root, rel)
                seen.add(key)
                if sig is None:  # not taken (or it could not be): stat'ed now
                    began = time.time_ns()
                    sig = _stat(os.path.join(root, rel))
                with self._lock:
                    kept = self._kept.get(key)
                if kept is not None and sig is not None and kept[0] == sig:
                    with self._lock:
                        self.reused += 1
                    yield kept[1]
                    continue
                got = helper.reading(rel) if helper is not None else _MISSING
                if got is _MISSING:
                    text = note_text(home, rel)
                    got = read_note(rel, text) if text is not None else None
                if got is None:
                    self._drop(key)
                    continue
                reading = got
                with self._lock:
                    self.read += 1
                settled = sig is not None and sig != _ABSENT and began - max(sig[1], sig[2]) >= RACY_NS
                if settled and _stat(os.path.join(root, rel)) == sig:  # (after the helper read it, if it did)
                    self._keep(key, sig, reading)
                else:
                    self._drop(key)
                yield reading
        finally:
            if helper is not None:
                helper.stop()
        with self._lock:  # notes no longer there (or of another agent's listing) are let go
            for key in [k for k in self._kept if k[0] == root and k not in seen]:
                self._chars -= self._kept.pop(key)[1].chars

    def _unkept(self, root: str, listed: Signature) -> list[tuple[str, int]]:
        """(path, size) of each listed note whose reading is not kept for its signature (the ones to read)."""
        with self._lock:
            kept = {k[1]: v[0] for k, v in self._kept.items() if k[0] == root}
        return [(rel, sig[0]) for rel, sig in listed if sig is not None and sig != _ABSENT and kept.get(rel) != sig]

    def corpus(self, home: Home, listed: Signature | None = None, began: int = 0) -> Corpus:
        """`corpus.build` of the readings of every memory note of `home` (`readings`), for one request: while
        each reading is the one kept (no note changed), the corpus built from them is kept too, and each request
        is given its own `corpus.for_request` of it (the statements shared, the people its own)."""
        root = str(home.root)
        readings = tuple(self.readings(home, listed, began))
        with self._lock:
            kept = self._corpus
        same = kept is not None and kept[0] == root and len(kept[1]) == len(readings)
        if same and all(a is b for a, b in zip(kept[1], readings, strict=True)):  # every reading, as kept
            with self._lock:
                self.corpora_reused += 1
            return for_request(kept[2])
        c = build(readings)
        with self._lock:
            every_kept = all(self._kept.get((root, r.path), (None, None))[1] is r for r in readings)
            self._corpus = (root, readings, c) if every_kept else None
        return for_request(c) if every_kept else c

    def _keep(self, key: tuple[str, str], sig: tuple[int, int, int, int, int], reading: NoteReading) -> None:
        with self._lock:
            old = self._kept.pop(key, None)
            if old is not None:
                self._chars -= old[1].chars
            if self._chars + reading.chars <= self.max_chars:  # full: the readings already kept stay
                self._kept[key] = (sig, reading)
                self._chars += reading.chars

    def _drop(self, key: tuple[str, str]) -> None:
        with self._lock:
            old = self._kept.pop(key, None)
            if old is not None:
                self._chars -= old[1].chars

    def drop_changed(self) -> None:
        """Let go of every reading whose note is no longer as it was read (after a cleanup: what it removed
        need not stay in memory), and of the corpus built from them."""
        with self._lock:
            kept = list(self._kept.items())
            self._corpus = None
        for (root, rel), (sig, _r) in kept:
            if _stat(os.path.join(root, rel)) != sig:
                self._drop((root, rel))

    def clear(self) -> None:
        with self._lock:
            self._kept.clear()
            self._chars = 0
            self._corpus = None


_MISSING = object()  # a note the helper did not hand over: read here
HELP_FROM_NOTES = 300  # fewer notes than this to read, or less text than the next, are read in this process
HELP_FROM_BYTES = 3_000_000
HELPER_SHARE = 0.47  # of the notes' bytes, the last part the helper reads (a little less than half: it also starts
# a process and packs its readings up, where this one only unpacks them)
_HELPER_CODE = (
    "import gc, pickle, sys\n"
    "gc.disable()\n"  # it only builds what it hands over, and ends: the cyclic collector would find nothing
    "args = pickle.load(sys.stdin.buffer)\n"
    "sys.path[:] = args['path']\n"
    "from lethe.planner.note_reading import help_read\n"  # (not this module: it imports every kind)
    "help_read(args)\n"
)


class _Helper:
    """A second process reading the last part of the notes (their text, then `read_note`), exactly as this one
    would, and handing each reading back through a pipe, in order: the notes are read on two processors. It is
    started only when there are many notes to read and the machine has a second processor. Nothing it reads
    is written anywhere but that pipe; it says nothing (its error output goes nowhere), and is stopped when the
    readings are done with."""

    def __init__(self, proc, rels: list[str]) -> None:
        self.proc = proc
        self.rels = rels
        self.at = 0  # the next of `rels` to come from the pipe
        self.broken = False

    @classmethod
    def start(cls, home: Home, unkept: list[tuple[str, int]]) -> _Helper | None:
        total = sum(size for _rel, size in unkept)
        if len(unkept) < HELP_FROM_NOTES or total < HELP_FROM_BYTES or (os.cpu_count() or 1) < 2:
            return None
        cut, acc = len(unkept), 0
        while cut > 0 and acc + unkept[cut - 1][1] <= total * HELPER_SHARE:
            cut -= 1
            acc += unkept[cut][1]
        rels = [rel for rel, _size in unkept[cut:]]
        if not rels:
            return None
        import sys

        from lethe.planner import python_process

        task = {"path": list(sys.path), "root": str(home.root), "agent": home.agent, "rels": rels}
        proc = python_process.start(_HELPER_CODE, task)
        if proc is None:
            return None
        helper = cls(proc, rels)
        try:
            proc.stdin.close()
        except OSError:
            helper.stop()
            return None
        return helper

    def reading(self, rel: str):
        """The helper's reading of `rel` (None: it could not be read), or `_MISSING` when `rel` is not the next
        it hands over (not one of its notes, or the helper stopped): then `rel` is read here."""
        if self.broken or self.at >= len(self.rels) or self.rels[self.at] != rel:
            return _MISSING
        import pickle

        try:
            got_rel, reading = pickle.load(self.proc.stdout)
        except Exception:  # it stopped early (or sent what cannot be read): the rest is read here
            self.stop()
            return _MISSING
        if got_rel != rel or not (reading is None or isinstance(reading, NoteReading)):
            self.stop()
            return _MISSING
        self.at += 1
        return reading

    def stop(self) -> None:
        self.broken = True
        from lethe.planner import python_process

        python_process.stop(self.proc)


class DerivationMemo:
    """The last few derivations of one running process, each under its inputs and the notes' signature, and
    the readings of the notes they were worked out from (`NoteReadings`)."""

    def __init__(self) -> None:
        self._kept: OrderedDict[Hashable, tuple[Signature, object]] = OrderedDict()
        self._lock = threading.Lock()
        self.hits = 0
        self.notes = NoteReadings()

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
        """Forget every kept derivation, and the reading of every note changed since it was read (after a
        cleanup: what it was about need not stay in memory)."""
        with self._lock:
            self._kept.clear()
        self.notes.drop_changed()
