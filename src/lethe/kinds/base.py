"""What every kind's finder is handed: a read-only view of the home, the matcher and a keyed hasher.

Finders add targets (what the owner would clean) and limits (what will remain) to the context, in the
registry's order, so a later kind can see what earlier ones found.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import date
from typing import Any, Protocol

from lethe.assistant_home.layout import Home
from lethe.assistant_home.scan import scan
from lethe.assistant_home.text_files import Unreadable
from lethe.contract.protocols import SubjectMatcher
from lethe.contract.targets import Limit, TargetBase
from lethe.contract.vocabulary import Action, Category, LimitReason


class Hasher(Protocol):
    def digest(self, domain: str, data: bytes | str) -> str: ...

    def stream(self, domain: str): ...


class SeenFiles(Protocol):
    """Files known to hold nothing of the subject and unchanged since (`lethe.ledger.scan_cache`)."""

    def clean(self, tag: str, rel: str) -> bool: ...

    def stamp(self, rel: str) -> Any: ...

    def mark(self, tag: str, rel: str, before: Any) -> None: ...


@dataclass
class FindContext:
    home: Home
    matcher: SubjectMatcher
    hasher: Hasher
    today: date
    # what is forgotten as words and digit runs, never a person's name (`Subject.spelled`; in memory only):
    # a note whose name holds one spells it, so its locators are never written out
    spelled: frozenset[str] = frozenset()
    targets: list[TargetBase] = field(default_factory=list)
    limits: list[Limit] = field(default_factory=list)
    # plan time and the confirm's drift check only, never verification (which always reads everything afresh):
    narrow: bool = False  # the memory index's full-text search may pick the candidate chunks
    seen: SeenFiles | None = None  # files that held nothing of this subject, unchanged since: not read again

    def per_file(self, tag: str, rel: str, look: Callable[[], None]) -> None:
        """Run `look()` (a finder's work on one file) unless the file is known clean and unchanged; when it
        found nothing (no target, no limit), remember the file as clean for this subject."""
        seen = self.seen
        if seen is None:
            look()
            return
        if seen.clean(tag, rel):
            return
        before = seen.stamp(rel)
        found = self._found()
        look()
        if self._found() == found:
            seen.mark(tag, rel, before)

    def _found(self) -> tuple[int, int, int]:
        return len(self.targets), len(self.limits), sum(lim.count for lim in self.limits)

    def fingerprint(self, data: bytes | str) -> str:
        return self.hasher.digest("content", data)

    def add_limit(self, reason: LimitReason, category: Category, path: str | None = None, **kw) -> None:
        for lim in self.limits:
            if lim.reason == reason and lim.category == category and lim.path == path and not kw:
                lim.count += 1
                return
        self.limits.append(Limit(reason=reason, category=category, path=path, **kw))

    def link_outside(self, rel: str, category: Category) -> None:
        """`rel` is a link that leads out of the home: never changed, so what it leads to stays as it is. A
        limit (which blocks "forgotten") when that holds the subject, or cannot be read to tell."""
        found = scan(self.home, rel, self.matcher.matches, through_link=True)
        if found.stopped or found.problem not in (None, Unreadable.MISSING, Unreadable.NOT_A_FILE):
            self.add_limit(LimitReason.LINK_OUTSIDE, category, rel)

    def edited_paths(self) -> set[str]:
        """Home-relative paths of files the plan edits or removes so far (kinds run in order)."""
        return {t.path for t in self.targets if t.action in (Action.EDIT_LINES, Action.REMOVE_FILE)}
