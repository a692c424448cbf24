"""`lethe audit`: look for forgotten information that came back (read-only).

Each confirm leaves tombstones: keyed hashes of the forgotten facts, never the facts. The audit hands
them to the same finders that plan a cleanup (`TombstoneSet` is a matcher), so a copy written back
anywhere the planner looks (memory, the memory search, reminders, scheduled tasks, created items,
saved snippets, task history, archived copies, backups, logs) is found, and reports it in everyday
categories and counts. It never repeats the information, never names files, and writes nothing (it
does not even create the home's secret: without one nothing was ever forgotten here).

What a cleanup's own report already named as remaining (a backup, a log, a copy already shared: its
receipt keeps them keyed-hashed) is not raised again as having come back; only more of it is.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from datetime import date

from lethe.assistant_home.layout import Home
from lethe.contract.vocabulary import SEARCH_KINDS, Action, Category, LimitReason
from lethe.ledger import tombstones
from lethe.ledger.secret import KeyedHasher, read_key
from lethe.ledger.tombstones import TombstoneSet
from lethe.prompts.render import render

from .inventory import take_inventory
from .locks import drop_locked_only_claims

SEARCH = "memory search"
# limits that mean a copy is still held somewhere Lethe does not change
_HOLDING = {
    LimitReason.BACKUP,
    LimitReason.LOG,
    LimitReason.SHARED_OUTSIDE,
    LimitReason.MESSAGES_SENT,
    LimitReason.CANNOT_EDIT,
    LimitReason.LINK_OUTSIDE,
    LimitReason.HARD_LINK,
    LimitReason.UPGRADE_COPY,
    LimitReason.CONVERSATIONS_SEARCHABLE,
    LimitReason.TRANSCRIPTS_INDEXED,
}
# limits that mean a place could not be checked
_UNCHECKED = {
    LimitReason.UNREADABLE,
    LimitReason.INDEX_UNAVAILABLE,
    LimitReason.VECTORS_UNREADABLE,
    LimitReason.LAYOUT_UNSUPPORTED,
}
# of those, the ones about the memory search (the rest are counted in their own category)
_SEARCH_UNCHECKED = {LimitReason.INDEX_UNAVAILABLE, LimitReason.VECTORS_UNREADABLE}


_ORDER = [SEARCH if c is Category.MEMORY else c.value for c in Category]
_ORDER.insert(0, Category.MEMORY.value)


def _ordered(counts: dict[str, int]) -> list[tuple[str, int]]:
    return sorted(counts.items(), key=lambda kv: (_ORDER.index(kv[0]) if kv[0] in _ORDER else len(_ORDER), kv[0]))


@dataclass
class AuditReport:
    tombstones: int = 0  # how many forgotten facts were looked for
    cleanups: int = 0  # how many earlier cleanups they come from
    found: dict[str, int] = field(default_factory=dict)  # everyday category -> places holding one again
    kept: dict[str, int] = field(default_factory=dict)  # everyday category -> places under a retention lock
    unchecked: dict[str, int] = field(default_factory=dict)  # everyday category -> places that could not be read

    @property
    def clean(self) -> bool:
        return not self.found and not self.unchecked

    def as_json(self) -> dict:
        return {
            "clean": self.clean,
            "tombstones": self.tombstones,
            "cleanups": self.cleanups,
            "found": dict(sorted(self.found.items())),
            "kept_by_retention": dict(sorted(self.kept.items())),
            "unchecked": dict(sorted(self.unchecked.items())),
        }

    def text(self) -> str:
        return render(
            "audit.j2",
            cleanups=self.cleanups if self.tombstones else 0,
            found=_ordered(self.found),
            kept=_ordered(self.kept),
            unchecked=_ordered(self.unchecked),
        )


def audit(home: Home, today: date | None = None) -> AuditReport:
    key = read_key(home.state_dir)
    records = tombstones.load(home.state_dir)
    if key is None or not records:
        return AuditReport()
    hasher = KeyedHasher(key)
    tomb = TombstoneSet(hasher, records)
    if tomb.is_empty():
        return AuditReport()
    inv = take_inventory(home, tomb, hasher, today)
    drop_locked_only_claims(home, inv)
    found: Counter[str] = Counter()
    kept: Counter[str] = Counter()
    unchecked: Counter[str] = Counter()
    for t in inv.targets:
        if t.action is Action.PAUSE_JOB:
            continue  # a task that could write a note back; the note itself is what is reported
        if t.kind in SEARCH_KINDS:
            found[SEARCH] += len(t.claims()) or 1
        else:
            found[t.category.value] += 1
    reported = _reported(home, hasher, {r.get("plan_id") for r in records})
    for lim in inv.limits:
        if lim.reason in _HOLDING:
            key = hasher.digest("limit", lim.identity())
            known = min(reported.get(key, 0), lim.count)  # named as remaining by the cleanup's own report
            reported[key] = reported.get(key, 0) - known
            if lim.count > known:
                found[lim.category.value] += lim.count - known
        elif lim.reason is LimitReason.RETENTION_LOCK:
            kept[lim.category.value] += lim.count
        elif lim.reason in _UNCHECKED:
            unchecked[SEARCH if lim.reason in _SEARCH_UNCHECKED else lim.category.value] += lim.count
    return AuditReport(
        tombstones=len(tomb),
        cleanups=len({r.get("plan_id") for r in records}),
        found=dict(found),
        kept=dict(kept),
        unchecked=dict(unchecked),
    )


def _reported(home: Home, hasher: KeyedHasher, plan_ids: set) -> dict[str, int]:
    """How much of each remainder the receipts of these cleanups named (keyed identities, see `Limit.identity`),
    the last receipt of each plan (a rerun reports the whole plan again)."""
    last: dict[str, dict] = {}
    for r in tombstones.read_records(home.state_dir / "receipts.jsonl"):
        if r.get("plan_id") in plan_ids and isinstance(r.get("reported"), dict):
            last[r["plan_id"]] = r["reported"]
    out: dict[str, int] = {}
    for named in last.values():
        for key, n in named.items():
            if isinstance(key, str) and type(n) is int and n > 0:
                out[key] = out.get(key, 0) + n
    return out
