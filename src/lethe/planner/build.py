"""Making a plan: derive the subject, take the inventory, summarise it in everyday categories."""

from __future__ import annotations

import secrets
from collections import Counter
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from lethe.assistant_home.conversation import Conversation
from lethe.assistant_home.layout import Home
from lethe.ledger.secret import KeyedHasher

from .inventory import memory_texts, take_inventory
from .plan import Action, Category, CategorySummary, Plan, PlanStatus, Target
from .subject import Derivation, Outcome, Subject, derive_subject

DEFAULT_TTL = timedelta(hours=1)


@dataclass
class PlanResult:
    status: PlanStatus
    plan: Plan | None = None
    question: str | None = None


def subject_fingerprint(hasher: KeyedHasher, subject: Subject) -> str:
    return hasher.digest("subject", "\n".join(subject.canonical()))


def derive(home: Home, conversation: Conversation | None, about: str | None) -> Derivation:
    turns = conversation.turns if conversation else ()
    return derive_subject(turns, lambda: memory_texts(home), about=about)


def summarise(targets: list[Target]) -> list[CategorySummary]:
    counts: Counter[tuple[Category, str]] = Counter()
    for t in targets:
        if t.action is Action.RETRACT_CLAIMS:
            continue  # search entries go with the notes; said in words, not counted as notes
        verb = {
            Action.REMOVE_JOB: "delete",
            Action.PAUSE_JOB: "pause",
            Action.REMOVE_FILE: "remove",
            Action.EDIT_LINES: "remove or rewrite",
            Action.DROP_ENTRIES: "drop",
        }[t.action]
        counts[(t.category, verb)] += t.count if t.action in (Action.EDIT_LINES, Action.DROP_ENTRIES) else 1
    order = list(Category)
    return [
        CategorySummary(category=c, action=a, count=n)
        for (c, a), n in sorted(counts.items(), key=lambda kv: (order.index(kv[0][0]), kv[0][1]))
    ]


def make_plan(
    home: Home,
    hasher: KeyedHasher,
    conversation: Conversation | None,
    *,
    about: str | None = None,
    now: datetime | None = None,
    ttl: timedelta = DEFAULT_TTL,
) -> tuple[PlanResult, Subject | None]:
    now = now or datetime.now(UTC)
    d = derive(home, conversation, about)
    if d.outcome is Outcome.CLARIFY:
        return PlanResult(PlanStatus.NEEDS_CLARIFICATION, question=d.question), None
    if d.outcome is Outcome.NOTHING or d.subject is None:
        return PlanResult(PlanStatus.NOTHING_FOUND), None
    subject = d.subject
    inv = take_inventory(home, subject.matcher(), hasher, now.date())
    if not inv.targets and not inv.limits:
        return PlanResult(PlanStatus.NOTHING_FOUND), subject
    plan = plan_from_inventory(
        home,
        hasher,
        subject,
        inv,
        session_id=conversation.session_id if conversation else None,
        origin="terminal" if about is not None else "conversation",
        now=now,
        ttl=ttl,
    )
    return PlanResult(PlanStatus.PLANNED, plan), subject


def plan_from_inventory(
    home: Home,
    hasher: KeyedHasher,
    subject: Subject,
    inv,
    *,
    session_id: str | None,
    origin: str,
    now: datetime,
    ttl: timedelta = DEFAULT_TTL,
) -> Plan:
    return Plan(
        plan_id="p-" + secrets.token_hex(8),
        created_at=now,
        expires_at=now + ttl,
        agent=home.agent,
        session_id=session_id,
        origin=origin,
        request_position=subject.request_position,
        subject_fingerprint=subject_fingerprint(hasher, subject),
        value_hashes=[hasher.digest("tombstone", c) for c in subject.canonical()],
        descriptor=subject.descriptor,
        targets=inv.targets,
        limits=inv.limits,
        categories=summarise(inv.targets),
    )
