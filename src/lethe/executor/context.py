"""What every cleaner is handed while a confirmed plan is carried out."""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import date

from lethe.assistant_home.layout import Home
from lethe.ledger.secret import KeyedHasher
from lethe.ledger.store import Ledger
from lethe.planner.matching import Matcher
from lethe.planner.plan import Plan

log = logging.getLogger("lethe.executor")


@dataclass
class RunContext:
    home: Home
    ledger: Ledger
    hasher: KeyedHasher
    plan: Plan
    matcher: Matcher
    today: date
    running_wait_s: float = 5.0
    done: dict[str, int] = field(default_factory=dict)
    failures: list[str] = field(default_factory=list)
    still_running: list[str] = field(default_factory=list)
    changed_notes: dict[str, str | None] = field(
        default_factory=dict
    )  # workspace-relative path -> new text (None: removed)
    journal: Callable[[], None] | None = None  # records progress (the counts) so a resumed run reports all of it
    resumed: bool = False  # an earlier run of this plan was interrupted
    claims: int = 0  # claim ids and citations staged in pending.json (for the receipt)
    citations: int = 0
    retries: int = 2  # a file another writer changed meanwhile is read again and cleaned again

    def fingerprint(self, data: bytes | str) -> str:
        return self.hasher.digest("content", data)

    def provenance(self, step: str, where: str, content: bytes | str | None, **extra) -> None:
        """Durably record what is about to be removed (a keyed hash, never the content). Raises to abort."""
        h = self.hasher.digest("provenance", content) if content is not None else None
        self.ledger.record_provenance(self.plan.plan_id, step, where, h, **extra)

    def attempt(self, fn) -> None:
        """Run one cleanup step; a step that cannot be done safely is reported, the others go on.

        Steps re-read what they change and compare-and-swap it, so a step refused because another writer
        changed the file meanwhile is simply run again on the new content (its earlier counts undone).
        `ProvenanceWriteError` is not caught here: it aborts the whole run.
        """
        from .fs import FileChanged, StepFailed

        for left in range(self.retries, -1, -1):
            before = dict(self.done)
            try:
                fn()
                return
            except FileChanged as e:
                self.done = before
                if left:
                    log.info("a file changed while it was being cleaned; reading it again")
                    continue
                log.warning("a cleanup step failed: %s", e.reason)
                self.failures.append(e.reason)
            except StepFailed as e:
                self.done = before
                log.warning("a cleanup step failed: %s", e.reason)
                self.failures.append(e.reason)
            return

    def count(self, kind: str, n: int = 1) -> None:
        if n:
            self.done[kind] = self.done.get(kind, 0) + n
            if self.journal is not None:
                self.journal()
