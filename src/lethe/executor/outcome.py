"""What a confirm reports back."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from lethe.planner.plan import Limit, Plan


class ConfirmStatus(StrEnum):
    FORGOTTEN = "forgotten"
    INCOMPLETE = "incomplete"
    NOT_CONFIRMED = "not_confirmed"
    NO_PLAN = "no_plan"
    REVISED = "revised"
    ALREADY_DONE = "already_done"


@dataclass
class Outcome:
    status: ConfirmStatus
    plan: Plan | None = None  # the plan acted on (or the new plan, for REVISED)
    reason: str | None = None  # why nothing was done (a template key)
    done: dict[str, int] = field(default_factory=dict)  # done-line kind -> count
    remains: list[tuple[str, int, str]] = field(default_factory=list)  # (kind, count, detail)
    limits: list[Limit] = field(default_factory=list)
    receipt: dict = field(default_factory=dict)
