"""What each artifact kind is handed: a matcher to find the subject (planning), a writer to clean (executing).

The planner never holds a `Writer`, so nothing it runs can change the home; the executor's writer is the
only object that can, and it only touches exact, revalidated paths inside the home.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from contextlib import AbstractContextManager
from datetime import date
from typing import Any, Protocol

from .vocabulary import Done


class SubjectMatcher(Protocol):
    def could_match(self, text: str) -> bool:
        """False only when nothing in `text` can hold the subject (a fast first test)."""

    def matches(self, text: str) -> bool:
        """True when some part of `text` states the subject."""

    def spans(self, text: str) -> list[tuple[int, int]]:
        """Character ranges of `text` that state the subject: what a rewrite cuts out."""

    def candidate_lines(self, text: str) -> set[int] | None:
        """0-based indexes of the "\\n" lines of `text` that could hold it (None: any may)."""

    def literal_triggers(self) -> tuple[str, ...] | None:
        """Lower-case words one of which every text holding the subject contains (None: no such list)."""


class Writer(Protocol):
    """The executor's only way to change the home, handed to each kind's `clean`."""

    today: date
    plan_targets: list  # the approved plan's targets (some kinds look at the others)

    def fingerprint(self, data: bytes | str) -> str: ...

    def provenance(self, step: str, where: str, content: bytes | str | None, **extra) -> None:
        """Durably record what is about to be removed (keyed hash only); raises RecordsFailed to abort."""

    def replace_file(
        self, rel: str, new: bytes, *, expect: Callable[[bytes], bool], done: dict[Done, int] | None = None
    ) -> bool:
        """Replace an exact file atomically if `expect(current bytes)` holds (False: it is gone); what it did
        (`done`) is counted once it is written, exactly once even across an interrupted run."""

    def remove_file(self, rel: str, *, expect: Callable[[bytes], bool], done: dict[Done, int] | None = None) -> bool:
        """Unlink an exact file whose content is as expected (False: already gone); `done` as for replace_file."""

    def credited(self, where: str, done: dict[Done, int], write: Callable[[], bool]) -> bool:
        """Any other write (a database transaction): `write()` says whether it wrote; `done` counted as above."""

    def open_index(self, rel: str) -> AbstractContextManager[sqlite3.Connection]: ...

    def open_database(self, rel: str) -> AbstractContextManager[Any]:
        """One of the assistant's databases (current OpenClaw layout) opened for writing, through the same
        checks as a file: the exact path inside the home, no link, never created."""

    def delegate(self, argv: list[str]) -> dict | None:
        """Ask the running assistant to make a change itself (its own command line, for this home); its JSON
        answer ({} when it printed none), or None when the command is missing or failed."""

    def count(self, done: Done, n: int = 1) -> None:
        """Count what a step did that is its own proof (an index refresh, run again when resumed)."""

    def attempt(self, fn: Callable[[], None]) -> None:
        """Run one step; a step that fails safely is reported and the others go on."""

    def note_changed(self, ws_rel: str, text: str | None) -> None:
        """A memory note was rewritten (text) or removed (None): the index refreshes it."""

    def still_running(self, job_ids: list[str]) -> None: ...

    running_wait_s: float
