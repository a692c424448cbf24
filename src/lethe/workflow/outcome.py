"""What a confirm reports back: a status, what was done, what remains, and why."""

from __future__ import annotations

from dataclasses import dataclass, field

from lethe.contract.targets import Limit
from lethe.contract.vocabulary import ConfirmStatus, Done, Failure, NotConfirmedReason, Remains
from lethe.plan import Plan


@dataclass(frozen=True)
class Remainder:
    kind: Remains
    count: int = 1
    failure: Failure | None = None  # for Remains.FAILED: why


@dataclass
class Outcome:
    status: ConfirmStatus
    plan: Plan | None = None  # the plan acted on (or the new plan, for REVISED)
    reason: NotConfirmedReason | None = None  # why nothing was done
    done: dict[Done, int] = field(default_factory=dict)
    remains: list[Remainder] = field(default_factory=list)
    limits: list[Limit] = field(default_factory=list)
    receipt: dict = field(default_factory=dict)
    started: bool = True  # False: stopped before anything was changed (an unexpected error at the start)
