"""Carrying out what an approved plan describes, through the writer, in the brief's order.

Phase 1 stops future activity (reminders, scheduled work), phase 2 removes exact files and edits notes,
stores and items atomically, then the tombstones are recorded and phase 3 retracts the index's claims and
refreshes it, and last `pending.json` is written. Every step is idempotent over the plan, so an
interrupted run started again finishes the same plan. `checkpoint(step)` is called after each step (a
test hook that may raise to simulate a kill).
"""

from __future__ import annotations

from collections.abc import Callable

from lethe.kinds import BY_KIND, CLEANING
from lethe.plan import Plan

from .pending import write_pending
from .writer import HomeWriter


def step_name(module) -> str:
    return module.__name__.rsplit(".", 1)[-1]


def apply(
    plan: Plan,
    w: HomeWriter,
    *,
    record_tombstones: Callable[[], None],
    checkpoint: Callable[[str], None],
) -> tuple[int, int]:
    """Clean every target of `plan`; return (claims, citations) staged in pending.json."""
    by_module: dict[str, list] = {step_name(m): [] for m in CLEANING}
    for t in plan.targets:
        by_module[step_name(BY_KIND[t.kind])].append(t)
    order = sorted(CLEANING, key=lambda m: (m.PHASE, CLEANING.index(m)))
    recorded = False
    for module in order:
        if module.PHASE == 3 and not recorded:
            record_tombstones()  # before the index steps, so a refresh refuses anything that would publish it again
            recorded = True
        module.clean(w, by_module[step_name(module)])
        checkpoint(step_name(module))
    claims = sorted({c for t in plan.targets for c in t.claims()})
    citations = sorted({c for t in plan.targets for c in t.citations()})
    w.attempt(lambda: write_pending(w.home, claims, citations))
    checkpoint("pending")
    return len(claims), len(citations)
