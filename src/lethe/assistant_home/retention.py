"""Retention locks: `<!-- retention: POLICY until=YYYY-MM-DD -->` on a line, or a job's `retention` field."""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date

_MARK = re.compile(r"<!--\s*retention:\s*([^\s>]+)(?:\s+until=(\d{4}-\d{2}-\d{2}))?\s*-->", re.IGNORECASE)


@dataclass(frozen=True)
class RetentionLock:
    policy: str
    until: str | None  # None: no end date given (held until lifted)

    def active(self, today: date | None = None) -> bool:
        if self.until is None:
            return True
        try:
            end = date.fromisoformat(self.until)
        except ValueError:
            return True  # an unreadable date fails closed: keep it
        return end >= (today or date.today())


def line_lock(line: str, today: date | None = None) -> RetentionLock | None:
    m = _MARK.search(line)
    if not m:
        return None
    lock = RetentionLock(m.group(1), m.group(2))
    return lock if lock.active(today) else None


def job_lock(job: dict, today: date | None = None) -> RetentionLock | None:
    r = job.get("retention")
    if not isinstance(r, dict) or not r.get("policy"):
        return None
    lock = RetentionLock(str(r["policy"]), str(r["until"]) if r.get("until") else None)
    return lock if lock.active(today) else None
