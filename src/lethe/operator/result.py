"""What `lethe erase --json` prints (schema version 1), and the parts of it made from a plan and an outcome."""

from __future__ import annotations

from datetime import datetime
from enum import StrEnum
from typing import Literal

from pydantic import BaseModel, Field

from lethe.assistant_home.layout import Home
from lethe.contract.targets import Limit
from lethe.contract.vocabulary import ArtifactKind, Category, Done, LimitReason
from lethe.plan import Plan
from lethe.planner.matching import Matcher
from lethe.prompts.render import done_line, limit_text, ordered_done, remains_line
from lethe.server.schemas import CategoryOut, LimitOut
from lethe.workflow.outcome import Outcome

from .request import EraseType, ReviewReason
from .sources import locked_locators


class EraseStatus(StrEnum):
    DRY_RUN = "dry_run"  # nothing changed; `plan_id` is what would be carried out
    ERASED = "erased"  # done, and fresh verification found nothing left
    INCOMPLETE = "incomplete"  # done in part: see remains, limits, review
    REVISED = "revised"  # the home changed since the dry run; nothing changed; confirm the new `plan_id`
    NOTHING_FOUND = "nothing_found"
    ALREADY_DONE = "already_done"
    REFUSED = "refused"  # invalid or unsafe request; `error` says why; nothing changed


class Refreshed(StrEnum):
    """Derived stores an erase brought up to date (`derived_refreshed`)."""

    MEMORY_INDEX = "memory_index"
    PENDING = "pending"


class PlaceOut(BaseModel):
    """One place the plan cleans, with exact locators for the operator (never the text)."""

    category: str = Field(description="everyday category: memory, reminders, scheduled tasks, ...")
    kind: str = Field(description="memory_note | memory_index | reminder | scheduled | ...")
    action: str = Field(description="edit_lines | remove_file | retract_claims | remove_job | pause_job | ...")
    count: int
    locators: list[str] = Field(description="MEMORY.md#L12 / memory/<path>.md#L3, claim ids, job:<id>")


class ReviewOut(BaseModel):
    category: str
    locator: str
    reason: ReviewReason
    modified_at: datetime | None = None
    included: bool = Field(description="true: erased anyway (--force); false: skipped, held for a person")


class EraseLimitOut(LimitOut):
    path: str | None = Field(default=None, description="home-relative file")
    locators: list[str] = Field(default_factory=list, description="the exact items kept, where known")


class DoneOut(BaseModel):
    kind: str = Field(description="notes | files | search | reminders | removed_tasks | paused_tasks | ...")
    count: int
    text: str


class EraseResult(BaseModel):
    """What `lethe erase --json` prints (schema version 1)."""

    version: Literal[1] = 1
    status: EraseStatus
    erase_type: EraseType | None = None
    plan_id: str | None = None
    plan_expires_at: datetime | None = None
    dry_run: bool = True
    resumed: bool = Field(default=False, description="an interrupted erase was finished in this run")
    actor: str | None = Field(default=None, description="who ran this command")
    planned_by: str | None = Field(default=None, description="who made the plan (the dry run)")
    reason: str | None = None
    legal_basis: str | None = None
    reference: str | None = None
    categories: list[CategoryOut] = Field(default_factory=list, description="planned, per everyday category")
    places: list[PlaceOut] = Field(default_factory=list)
    review: list[ReviewOut] = Field(default_factory=list)
    limits: list[EraseLimitOut] = Field(default_factory=list)
    done: list[DoneOut] = Field(default_factory=list)
    remains: list[str] = Field(default_factory=list, description="what remains, in everyday words")
    provenance_records: int = 0
    derived_refreshed: list[str] = Field(default_factory=list, description="memory_index | pending")
    error: str | None = Field(default=None, description="refusal code when status is refused")
    message: str


# ---------------------------------------------------------------------------------------------- parts


def has_index(plan: Plan) -> bool:
    return any(t.kind is ArtifactKind.MEMORY_INDEX for t in plan.targets)


def refreshed(outcome: Outcome | None) -> list[str]:
    if outcome is None:
        return []
    out = [Refreshed.MEMORY_INDEX.value] if Done.SEARCH in outcome.done else []
    return out + [Refreshed.PENDING.value]


def categories(plan: Plan | None) -> list[CategoryOut]:
    if plan is None:
        return []
    return [CategoryOut(category=c.category.value, action=c.action, count=c.count) for c in plan.categories]


def places(plan: Plan | None) -> list[PlaceOut]:
    if plan is None:
        return []
    return [
        PlaceOut(
            category=t.category.value,
            kind=t.kind.value,
            action=t.action.value,
            count=len(t.claim_ids) if t.kind is ArtifactKind.MEMORY_INDEX else t.count,
            locators=t.locators(),
        )
        for t in plan.targets
    ]


def done(outcome: Outcome | None) -> list[DoneOut]:
    if outcome is None:
        return []
    return [DoneOut(kind=k, count=n, text=done_line(k, n)) for k, n in ordered_done(outcome.done)]


def remains(outcome: Outcome | None) -> list[str]:
    if outcome is None:
        return []
    return [remains_line(r.kind, r.count, r.failure) for r in outcome.remains]


def limits(home: Home, plan_limits: list[Limit], matcher: Matcher, now: datetime) -> list[EraseLimitOut]:
    """The plan's limits merged per reason and place, with the exact locators of retention-locked items."""
    where = locked_locators(home, matcher, plan_limits, now.date())
    merged: dict[tuple, EraseLimitOut] = {}
    for lim in plan_limits:
        key = (lim.reason, lim.category, lim.path, lim.policy, lim.until)
        if key in merged:
            merged[key].count += lim.count
            continue
        merged[key] = EraseLimitOut(
            reason=lim.reason,
            category=lim.category.value,
            count=lim.count,
            policy=lim.policy,
            until=lim.until,
            explanation="",
            path=lim.path,
            locators=where.get((lim.path, lim.policy, lim.until), [])
            if lim.reason is LimitReason.RETENTION_LOCK
            else [],
        )
    for m in merged.values():
        m.explanation = limit_text(_as_limit(m))
    return list(merged.values())


def _as_limit(m: EraseLimitOut) -> Limit:
    return Limit(
        reason=m.reason, category=Category(m.category), path=m.path, policy=m.policy, until=m.until, count=m.count
    )
