"""Driving one adapter (finder + cleaner) on a small home, without the server or a conversation."""

from __future__ import annotations

import secrets
from datetime import UTC, date, datetime, timedelta
from pathlib import Path

from lethe.assistant_home.layout import Home
from lethe.contract.targets import TargetBase as Target
from lethe.contract.vocabulary import ArtifactKind
from lethe.executor.writer import HomeWriter
from lethe.kinds import BY_KIND, CLEANING
from lethe.kinds.base import FindContext
from lethe.ledger.store import Ledger
from lethe.plan import Plan
from lethe.planner.matching import Matcher, Value
from tests.harness import write_files

TODAY = date(2026, 5, 20)
ADDRESS = Matcher([Value("14 Birch Lane"), Value("Portland, OR 97205")])


def home_with(tmp_path: Path, files: dict) -> Home:
    root = tmp_path / "home"
    root.mkdir(parents=True, exist_ok=True)
    write_files(root, files)
    return Home.at(root)


def find(home: Home, *finders, matcher: Matcher = ADDRESS) -> FindContext:
    ctx = FindContext(home=home, matcher=matcher, hasher=Ledger(home.state_dir).hasher(), today=TODAY)
    for finder in finders:
        finder(ctx)
    return ctx


def plan_of(home: Home, ctx: FindContext) -> Plan:
    now = datetime.now(UTC)
    return Plan(
        plan_id="p-" + secrets.token_hex(8),
        created_at=now,
        expires_at=now + timedelta(hours=1),
        agent=home.agent,
        subject_fingerprint="test",
        descriptor="that information",
        targets=list(ctx.targets),
        limits=list(ctx.limits),
    )


def clean(home: Home, ctx: FindContext, *kinds: ArtifactKind, plan: Plan | None = None) -> HomeWriter:
    """Run the registered kinds' cleaners for the given kinds over the plan's targets (by default, a plan of the
    context's targets), as the executor does."""
    ledger = Ledger(home.state_dir)
    plan = plan or plan_of(home, ctx)
    ctx = plan
    w = HomeWriter(home, ledger, ledger.hasher(), plan.plan_id, list(plan.targets), TODAY)
    modules = sorted({BY_KIND[k] for k in kinds}, key=lambda m: (m.PHASE, CLEANING.index(m)))
    for module in modules:
        module.clean(w, [t for t in ctx.targets if t.kind in kinds and BY_KIND[t.kind] is module])
    return w


def targets_of(ctx: FindContext, kind: ArtifactKind) -> list[Target]:
    return [t for t in ctx.targets if t.kind is kind]


def read(home: Home, rel: str) -> bytes:
    return (home.root / rel).read_bytes()
