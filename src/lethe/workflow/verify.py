"""Verifying from fresh state: only a new inventory that finds nothing active may let a report say "forgotten".

Everything is read again (never the plan, never the index alone): memory notes, the search index,
reminders and scheduled work (paused writers must still be paused, nothing may still be running), run
history, created items, the recall store and archived copies. A step that failed, a limit that blocks
(a retention lock, something unreadable, vectors that cannot be opened) also keeps it `incomplete`.
"""

from __future__ import annotations

from datetime import date

from lethe.assistant_home.layout import Home
from lethe.contract.targets import Limit
from lethe.contract.vocabulary import SEARCH_KINDS, Action, Category, ConfirmStatus, LimitReason, Remains
from lethe.kinds import memory_index, state_jobs
from lethe.kinds.scheduled_jobs import enabled_jobs
from lethe.plan import Plan
from lethe.planner.locks import drop_locked_only_claims
from lethe.planner.scope import take_placed

from .outcome import Outcome, Remainder

BLOCKING_LIMITS = {
    LimitReason.RETENTION_LOCK,
    LimitReason.UNREADABLE,
    LimitReason.CANNOT_EDIT,
    LimitReason.VECTORS_UNREADABLE,
    LimitReason.INDEX_UNAVAILABLE,
    LimitReason.RUNNING_NOW,
    LimitReason.TRANSCRIPTS_INDEXED,
    LimitReason.LAYOUT_UNSUPPORTED,
    LimitReason.CONVERSATIONS_SEARCHABLE,
    LimitReason.ASSISTANT_RUNNING,
    LimitReason.LINK_OUTSIDE,
    LimitReason.HARD_LINK,
}
# copies that already left (a share, a sent message): cleaning here cannot reach them, so the report
# keeps saying so even though a fresh inventory no longer sees the local copy that led to them
# (and the other name of a hard-linked note, which a rewrite here no longer shares)
LASTING_LIMITS = {LimitReason.SHARED_OUTSIDE, LimitReason.MESSAGES_SENT, LimitReason.HARD_LINK}
_REMAINS = {
    Category.MEMORY: Remains.MEMORY,
    Category.REMINDERS: Remains.REMINDERS,
    Category.SCHEDULED_TASKS: Remains.SCHEDULED,
    Category.TASK_HISTORY: Remains.TASK_HISTORY,
    Category.CREATED_ITEMS: Remains.CREATED_ITEMS,
    Category.ARCHIVED_COPIES: Remains.ARCHIVED_COPIES,
}


def verify(home: Home, hasher, plan: Plan, matcher, w, today: date) -> Outcome:
    """A new inventory and index search must find nothing active, and no work able to restore it."""
    removed = [j for t in plan.targets if (j := getattr(t, "job_id", None))]
    fresh = take_placed(home, matcher, hasher, today, plan.untouched, removed)  # where it applies
    drop_locked_only_claims(home, fresh)
    by_kind: dict[Remains, int] = {}
    for t in fresh.targets:
        kind = Remains.SEARCH if t.kind in SEARCH_KINDS else _REMAINS.get(t.category, Remains.MEMORY)
        by_kind[kind] = by_kind.get(kind, 0) + (len(getattr(t, "lines", None) or ()) or 1)
    remains = [Remainder(k, n) for k, n in by_kind.items()]
    # paused writers must still be paused (a fresh inventory no longer sees them as writers)
    paused = {t.job_id for t in plan.targets if t.action is Action.PAUSE_JOB}
    still = (enabled_jobs(home, paused) | state_jobs.enabled_jobs(home, paused)) if paused else set()
    if still:
        remains.append(Remainder(Remains.SCHEDULED, len(still)))
    if w.running:
        remains.append(Remainder(Remains.RUNNING, len(w.running)))
    remains += [Remainder(Remains.FAILED, 1, reason) for reason in dict.fromkeys(w.failures)]
    limits = with_lasting(plan, fresh.limits)
    # vectors the plan could not open stay unknown while they still can't be opened: the chunks they
    # belonged to are gone, so a fresh search no longer points at them, but they were never cleaned
    caveat = [lim for lim in plan.limits if lim.reason is LimitReason.VECTORS_UNREADABLE]
    if caveat and not any(lim.reason is LimitReason.VECTORS_UNREADABLE for lim in limits):
        limits += caveat if memory_index.vectors_unreadable(home) else []
    blocking = [lim for lim in limits if lim.reason in BLOCKING_LIMITS]
    status = ConfirmStatus.FORGOTTEN if not remains and not blocking else ConfirmStatus.INCOMPLETE
    return Outcome(status, plan=plan, done=dict(w.done), remains=remains, limits=limits)


def with_lasting(plan: Plan, limits: list[Limit]) -> list[Limit]:
    """The fresh limits, plus the plan's copies that already left (never fewer than the plan counted)."""
    out = list(limits)
    for lim in plan.limits:
        if lim.reason in LASTING_LIMITS:
            i = next((i for i, x in enumerate(out) if (x.reason, x.path) == (lim.reason, lim.path)), None)
            if i is None:
                out.append(lim)
            elif out[i].count < lim.count:
                out[i] = lim
    return out
