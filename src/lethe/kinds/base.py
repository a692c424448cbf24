"""What every kind's finder is handed: a read-only view of the home, the matcher and a keyed hasher.

Finders add targets (what the owner would clean) and limits (what will remain) to the context, in the
registry's order, so a later kind can see what earlier ones found.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date
from typing import Protocol

from lethe.assistant_home.layout import Home
from lethe.contract.protocols import SubjectMatcher
from lethe.contract.targets import Limit, TargetBase
from lethe.contract.vocabulary import Action, Category, LimitReason


class Hasher(Protocol):
    def digest(self, domain: str, data: bytes | str) -> str: ...

    def stream(self, domain: str): ...


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

    def fingerprint(self, data: bytes | str) -> str:
        return self.hasher.digest("content", data)

    def add_limit(self, reason: LimitReason, category: Category, path: str | None = None, **kw) -> None:
        for lim in self.limits:
            if lim.reason == reason and lim.category == category and lim.path == path and not kw:
                lim.count += 1
                return
        self.limits.append(Limit(reason=reason, category=category, path=path, **kw))

    def edited_paths(self) -> set[str]:
        """Home-relative paths of files the plan edits or removes so far (kinds run in order)."""
        return {t.path for t in self.targets if t.action in (Action.EDIT_LINES, Action.REMOVE_FILE)}
