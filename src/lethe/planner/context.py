"""What every finder is handed: a read-only view of the home, the matcher and the keyed hasher."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date

from lethe.assistant_home.layout import Home
from lethe.ledger.secret import KeyedHasher

from .matching import Matcher
from .plan import Category, Limit, LimitReason, Target


@dataclass
class FindContext:
    home: Home
    matcher: Matcher
    hasher: KeyedHasher
    today: date
    targets: list[Target] = field(default_factory=list)
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
        """Home-relative paths of files the plan edits or removes so far (finders run in order)."""
        from .plan import Action

        return {t.path for t in self.targets if t.action in (Action.EDIT_LINES, Action.REMOVE_FILE)}
