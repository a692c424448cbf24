"""Making a plan: derive the subject, take the inventory, summarise it in everyday categories."""

from __future__ import annotations

import secrets
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta

from lethe.assistant_home.conversation import Conversation
from lethe.assistant_home.layout import Home
from lethe.contract.protocols import SubjectMatcher
from lethe.contract.targets import CategorySummary, Limit, TargetBase
from lethe.contract.vocabulary import Category, PlanOrigin, PlanStatus, Verb
from lethe.kinds.base import SeenFiles
from lethe.ledger.secret import KeyedHasher
from lethe.ledger.tombstones import records_for
from lethe.plan import Plan

from .inventory import Progress, memory_notes
from .matching import Matcher
from .memo import DerivationMemo, read_settled
from .scope import described, left_alone, reminders_named, take_placed
from .subject import Outcome, Subject
from .understanding.derive import Derivation
from .understanding.derive import derive as understand
from .understanding.query import turns_of

DEFAULT_TTL = timedelta(hours=1)


@dataclass
class PlanResult:
    status: PlanStatus
    plan: Plan | None = None
    question: str | None = None
    candidates: list[str] = field(default_factory=list)  # everyday names of what it could be (a question)
    limits: list[Limit] = field(default_factory=list)  # nothing to clean, but these remain (nothing_found)
    missing: int = 0  # a "partial" question: how many candidates (the last ones) were not found


def subject_fingerprint(hasher: KeyedHasher, subject: Subject) -> str:
    return hasher.digest("subject", "\n".join(subject.canonical()))


def derive(
    home: Home, conversation: Conversation | None, about: str | None, memo: DerivationMemo | None = None
) -> Derivation:
    """The subject worked out from the conversation (and `about`) against the home's notes. `memo`: a running
    process's derivations, reused while the request and every note's stat signature are the same."""
    turns = conversation.turns if conversation else ()

    def work() -> Derivation:
        def read(listed, began) -> Derivation:
            if memo is None:
                return understand(turns, lambda: memory_notes(home), about=about)
            notes = lambda: memo.notes.readings(home, listed, began)  # noqa: E731
            return understand(turns, notes, about=about, built=lambda: memo.notes.corpus(home, listed, began))

        d, sig = read_settled(home, read)
        d.notes = sig
        return d

    if memo is None:
        return work()
    request = tuple((t.position, t.role, t.text, t.status) for t in turns_of(turns))
    return memo.get(home, (request, about), work)


def summarise(targets: list[TargetBase]) -> list[CategorySummary]:
    counts: Counter[tuple[Category, Verb]] = Counter()
    for t in targets:
        said = t.summary()
        if said is not None:
            verb, n = said
            counts[(t.category, verb)] += n
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
    origin: str | None = None,
    seen_for: Callable[[SubjectMatcher], SeenFiles | None] | None = None,
    progress: Progress | None = None,
    memo: DerivationMemo | None = None,
) -> tuple[PlanResult, Subject | None]:
    """`origin`: "conversation" (approved in it), "terminal" (`lethe plan --about`), or "client" (an MCP
    client that holds the conversation itself described it with `about`); by default "terminal" when
    `about` is given, else "conversation". `seen_for(matcher)`: files known to hold nothing of that subject
    and unchanged since (`lethe.ledger.scan_cache`), which the inventory need not read again. `progress`:
    told how far the work has come (never what it found). `memo`: a running process's derivations (`derive`)."""
    now = now or datetime.now(UTC)
    if progress is not None:
        progress(0, 2, "understanding the request")
    d = derive(home, conversation, about, memo)
    if d.outcome is Outcome.CLARIFY:
        result = PlanResult(PlanStatus.NEEDS_CLARIFICATION, question=d.question, candidates=d.candidates)
        result.missing = d.missing
        return result, None
    if d.outcome is Outcome.NOTHING or d.subject is None:
        return PlanResult(PlanStatus.NOTHING_FOUND, question=d.question), None
    subject = d.subject
    matcher = subject.matcher()
    if progress is not None:
        progress(1, 2, "looking through the home")
    seen = seen_for(matcher) if seen_for is not None else None
    untouched = left_alone(subject.only, subject.spare)
    inv = take_placed(home, matcher, hasher, now.date(), untouched, spelled=subject.spelled(), narrow=True, seen=seen)
    if progress is not None:
        progress(2, 2, "done")
    if subject.placed and (lost := _not_in_place(home, hasher, now.date(), subject)):
        # one of several things named by its place that its place does not hold ("…, and the climbing reminder"):
        # asked about, not dropped without a word
        found = [x for x in subject.labels if x not in lost]
        if not found:  # (none of it there: asked in other words, as when nothing is sure)
            return PlanResult(PlanStatus.NEEDS_CLARIFICATION, question="unsure"), None
        result = PlanResult(PlanStatus.NEEDS_CLARIFICATION, question="partial", candidates=found + lost)
        result.missing = len(lost)
        return result, None
    if subject.one_place and subject.only == {"reminders"}:
        names = reminders_named(home, inv.targets, subject.values)
        if names is not None and len(names) > 1:  # "scrap the wedding reminder", and two are about the wedding
            return PlanResult(PlanStatus.NEEDS_CLARIFICATION, question="which", candidates=names), None
    if not inv.targets:  # nothing Lethe may clean: no plan to approve, only what remains (if anything) to say
        return PlanResult(PlanStatus.NOTHING_FOUND, limits=inv.limits), subject
    plan = plan_from_inventory(
        home,
        hasher,
        subject,
        inv,
        session_id=conversation.session_id if conversation else None,
        origin=PlanOrigin(origin) if origin else PlanOrigin.TERMINAL if about is not None else PlanOrigin.CONVERSATION,
        now=now,
        ttl=ttl,
    )
    return PlanResult(PlanStatus.PLANNED, plan), subject


def _not_in_place(home: Home, hasher: KeyedHasher, today, subject: Subject) -> list[str]:
    """The everyday names of the things named by their place (`Subject.placed`) that their place does not hold."""
    out = []
    for label, value in subject.placed:
        inv = take_placed(home, Matcher([value]), hasher, today, left_alone(value.places, ()), narrow=True)
        if not inv.targets:
            out.append(label)
    return out


def plan_from_inventory(
    home: Home,
    hasher: KeyedHasher,
    subject: Subject,
    inv,
    *,
    session_id: str | None,
    origin: PlanOrigin,
    now: datetime,
    ttl: timedelta = DEFAULT_TTL,
) -> Plan:
    untouched = left_alone(subject.only, subject.spare)
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
        tombstones=records_for(hasher, subject.matcher()),
        untouched=untouched,
        items=subject.items,
        descriptor=described(subject.descriptor, subject.only),
        targets=inv.targets,
        limits=inv.limits,
        categories=summarise(inv.targets),
    )
