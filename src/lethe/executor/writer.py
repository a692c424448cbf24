"""The writer: the only object that changes an assistant home, handed to each kind's `clean`.

It records provenance before each destructive step (a keyed hash, never the content), changes only exact
revalidated paths inside the home (`fs`), opens the index for writing, counts what was done, and runs each
step so that one that cannot be done safely is reported while the others go on.

What a write does is counted only once it is written (`credited`), and so that a run killed around a write
still reports the truth when it is run again, the count is journalled as *pending* just before the write:
a rerun that writes the same thing again counts it then (the killed run never wrote it), and a pending
count whose write the rerun finds nothing left to do for was written by the killed run, so it is counted
once at the end (`settle`). Pending counts are keyed by a keyed hash of the place (never its name).
"""

from __future__ import annotations

import json
import logging
import os
import sqlite3
import subprocess
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import date

from lethe.assistant_home import openclaw_gateway, openclaw_layout
from lethe.assistant_home.layout import Home, OutsideHomeError
from lethe.assistant_home.memory_index import IndexUnavailable
from lethe.contract.errors import FileChanged, RecordsFailed, StepFailed
from lethe.contract.vocabulary import Done, Failure
from lethe.kinds.memory_index import open_for_write
from lethe.ledger.secret import KeyedHasher
from lethe.ledger.store import Ledger, ProvenanceWriteError

from . import fs

log = logging.getLogger("lethe.executor")


@dataclass
class HomeWriter:
    home: Home
    ledger: Ledger
    hasher: KeyedHasher
    plan_id: str
    plan_targets: list
    today: date
    forgotten: Callable[[str], bool] = lambda text: False  # tombstones: an index refresh refuses such text
    running_wait_s: float = 5.0
    done: dict[Done, int] = field(default_factory=dict)
    failures: list[Failure] = field(default_factory=list)
    running: list[str] = field(default_factory=list)
    changed_notes: dict[str, str | None] = field(default_factory=dict)  # workspace-relative -> text (None: gone)
    journal: Callable[[], None] | None = None  # records progress (the counts) so a resumed run reports all of it
    pending: dict[str, dict[str, int]] = field(default_factory=dict)  # counts of writes under way (journalled)
    earlier: dict[str, dict[str, int]] = field(default_factory=dict)  # pending counts an interrupted run left
    retries: int = 2  # a file another writer changed meanwhile is read again and cleaned again
    residual_clues: list = field(default_factory=list)  # the workflow's second look (memory only)

    def fingerprint(self, data: bytes | str) -> str:
        return self.hasher.digest("content", data)

    def provenance(self, step: str, where: str, content: bytes | str | None, **extra) -> None:
        h = self.hasher.digest("provenance", content) if content is not None else None
        try:
            self.ledger.record_provenance(self.plan_id, step, where, h, **extra)
        except ProvenanceWriteError as e:
            raise RecordsFailed("provenance could not be recorded") from e

    def replace_file(
        self, rel: str, new: bytes, *, expect: Callable[[bytes], bool], done: dict[Done, int] | None = None
    ) -> bool:
        """Replace an exact file atomically (see `fs.replace_file`); `done` is counted once it is written."""
        return self.credited(rel, done or {}, lambda: fs.replace_file(self.home, rel, new, expect=expect))

    def remove_file(self, rel: str, *, expect: Callable[[bytes], bool], done: dict[Done, int] | None = None) -> bool:
        """Unlink an exact file (see `fs.remove_file`); `done` is counted once it is removed."""
        return self.credited(rel, done or {}, lambda: fs.remove_file(self.home, rel, expect=expect))

    def credited(self, where: str, done: dict[Done, int], write: Callable[[], bool]) -> bool:
        """Run one write (`write()` says whether it wrote) and count `done` once it is written, exactly once
        even when a kill interrupts the run around it (see the module's text)."""
        key = self.hasher.digest("pending", where)
        credit = {d.value: n for d, n in done.items() if n}
        if credit:
            self.earlier.pop(key, None)  # there is something to write again: the interrupted run never wrote it
            self.pending[key] = credit
            self._journal()
        try:
            written = write()
        finally:
            self.pending.pop(key, None)
        if written:
            for d, n in done.items():
                if n:
                    self.done[d] = self.done.get(d, 0) + n
        if credit:
            self._journal()
        return written

    def settle(self) -> None:
        """Count what an interrupted run wrote but could not count (its pending counts this run found nothing
        left to do for). Not when a step failed: a write that failed now may be one that was never made."""
        if self.failures or not self.earlier:
            return
        for credit in self.earlier.values():
            for d, n in credit.items():
                if d in Done._value2member_map_ and isinstance(n, int) and n > 0:
                    self.done[Done(d)] = self.done.get(Done(d), 0) + n
        self.earlier = {}
        self._journal()

    def _journal(self) -> None:
        if self.journal is not None:
            self.journal()

    @contextmanager
    def open_index(self, rel: str) -> Iterator[sqlite3.Connection]:
        try:
            path = self.home.path(rel)
        except OutsideHomeError as e:
            raise StepFailed(Failure.OUTSIDE_HOME) from e
        try:
            con = open_for_write(path)
        except IndexUnavailable as e:
            raise StepFailed(Failure.SEARCH_UNOPENABLE) from e
        try:
            yield con
        finally:
            con.close()

    @contextmanager
    def open_database(self, rel: str) -> Iterator[openclaw_layout.Connection]:
        """An assistant database opened for writing: the exact regular file inside the home (no link, never
        created), busy timeout, secure delete, foreign keys, sqlite-vec loaded when it can be."""
        try:
            path = openclaw_layout.exact_file(self.home, rel)
        except OutsideHomeError as e:
            raise StepFailed(Failure.OUTSIDE_HOME) from e
        except ValueError as e:
            raise StepFailed(Failure.LINKED_OR_SPECIAL) from e
        if path is None:
            raise StepFailed(Failure.DATABASE_UNOPENABLE)
        if not os.access(path, os.W_OK) or not os.access(path.parent, os.W_OK):
            raise StepFailed(Failure.READ_ONLY)
        try:
            con = openclaw_layout.connect_readwrite(path)
        except openclaw_layout.Error as e:
            raise StepFailed(Failure.DATABASE_UNOPENABLE) from e
        try:
            yield con
        finally:
            con.close()

    def delegate(self, argv: list[str], timeout_s: float = 60.0) -> dict | None:
        """Run `openclaw <argv>` for this home (OPENCLAW_STATE_DIR): its JSON answer ({} when it printed none),
        or None when the command is missing, failed or timed out."""
        exe = openclaw_gateway.cli()
        if exe is None:
            return None
        env = {**os.environ, "OPENCLAW_STATE_DIR": str(self.home.root)}
        try:
            out = subprocess.run(
                [exe, *argv],
                capture_output=True,
                text=True,
                timeout=timeout_s,
                env=env,
                stdin=subprocess.DEVNULL,
                cwd=self.home.root,
                check=False,
            )
        except (OSError, subprocess.SubprocessError) as e:
            log.warning("the assistant's command could not be run: %s", type(e).__name__)
            return None
        if out.returncode != 0:
            log.warning("the assistant's command failed (exit %d)", out.returncode)
            return None
        for text in (out.stdout, *reversed(out.stdout.strip().splitlines())):
            try:
                answer = json.loads(text)
            except (ValueError, RecursionError):
                continue
            if isinstance(answer, dict):
                return answer
        return {}  # done, without a JSON answer

    def note_changed(self, ws_rel: str, text: str | None) -> None:
        self.changed_notes[ws_rel] = text

    def still_running(self, job_ids: list[str]) -> None:
        self.running.extend(job_ids)

    def count(self, done: Done, n: int = 1) -> None:
        """Count what was done by a step that is its own proof (a refresh run again counts again)."""
        if n:
            self.done[done] = self.done.get(done, 0) + n
            self._journal()

    def attempt(self, fn: Callable[[], None]) -> None:
        """Run one cleanup step; a step that cannot be done safely is reported, the others go on.

        Steps re-read what they change and compare-and-swap it, so a step refused because another writer
        changed the file meanwhile is simply run again on the new content (its earlier counts undone).
        `RecordsFailed` is not caught here: it aborts the whole run. Any other unexpected error is a failed
        step (`Failure.UNEXPECTED`), never a raw error.
        """
        for left in range(self.retries, -1, -1):
            before = dict(self.done)
            try:
                fn()
                return
            except FileChanged as e:
                self.done = before  # the step is run again (and counted again) on what the file holds now
                if left:
                    log.info("a file changed while it was being cleaned; reading it again")
                    continue
                self._failed(e.reason)
            except StepFailed as e:
                self.done = before
                self._failed(e.reason)
            except RecordsFailed:
                raise  # the whole run stops (see above)
            except Exception as e:  # a bug, not a refusal: this step is reported as failed, the others go on
                self.done = before
                log.warning("a cleanup step failed unexpectedly: %s", type(e).__name__)  # never its message
                self._failed(Failure.UNEXPECTED)
            return

    def _failed(self, reason: Failure) -> None:
        log.warning("a cleanup step failed: %s", reason.value)
        self.failures.append(reason)
