"""Carrying out a confirmed plan, in the brief's order, and verifying from fresh state.

1. find the plan and its approval (`assess`), 2. revalidate against a fresh inventory, 3. stop future
work, 4. provenance before each destructive step (inside the cleaners), 5-6. remove exact files and
edit notes atomically, 7. tombstones, then retract claims and refresh the index, 8. pending.json,
9. verify from a new inventory.

Every step is idempotent over the plan, so an interrupted confirm run again finishes the same plan:
the plan is marked EXECUTING (with the counts done so far) before anything is changed, and an
EXECUTING plan is resumed without asking again. If provenance (or any of Lethe's own safety records)
cannot be written, the run stops before the next destructive step, reports `incomplete`, and the plan
stays EXECUTING so it can be finished later.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta

from lethe.assistant_home.conversation import Conversation
from lethe.assistant_home.layout import Home, OutsideHomeError
from lethe.assistant_home.memory_index import IndexUnavailable, read_settings
from lethe.assistant_home.text_files import TextFile, read_text
from lethe.ledger.durable import write_json
from lethe.ledger.lock import home_lock
from lethe.ledger.secret import KeyedHasher
from lethe.ledger.store import Ledger, PlanState, ProvenanceWriteError
from lethe.ledger.tombstones import TombstoneSet, records_for
from lethe.planner.build import DEFAULT_TTL, derive, plan_from_inventory, subject_fingerprint
from lethe.planner.inventory import take_inventory
from lethe.planner.locks import drop_locked_only_claims, strip_locked
from lethe.planner.plan import Action, ArtifactKind, Category, LimitReason, Plan, atoms
from lethe.planner.subject import Outcome as DeriveOutcome
from lethe.planner.subject import Subject

from .approval import Presented, ReplyState, latest_presented_plan, reply_after
from .cleaners import REGISTRY as CLEANERS
from .cleaners.memory_index import open_for_write, retract_and_refresh
from .context import RunContext
from .fs import StepFailed
from .outcome import ConfirmStatus, Outcome

log = logging.getLogger("lethe.executor")

BLOCKING_LIMITS = {
    LimitReason.RETENTION_LOCK,
    LimitReason.UNREADABLE,
    LimitReason.CANNOT_EDIT,
    LimitReason.VECTORS_UNREADABLE,
    LimitReason.INDEX_UNAVAILABLE,
    LimitReason.RUNNING_NOW,
}
# copies that already left (a share, a sent message): cleaning here cannot reach them, so the report
# keeps saying so even though a fresh inventory no longer sees the local copy that led to them
LASTING_LIMITS = {LimitReason.SHARED_OUTSIDE, LimitReason.MESSAGES_SENT}
# kinds a finder recognises through what other finders found (entries pointing at removed lines); each is
# cleaned by stable entry keys, so the plan's own list is safe to use again when a run is resumed
FOUND_THROUGH_OTHERS = {ArtifactKind.RECALL}
REMAINS_KIND = {Category.MEMORY: "memory", Category.REMINDERS: "reminders", Category.SCHEDULED_TASKS: "scheduled"}
_REPLY_REASON = {
    ReplyState.NONE: "no_reply",
    ReplyState.AMBIGUOUS: "ambiguous",
    ReplyState.QUESTION: "question",
    ReplyState.REFUSED: "refused",
    ReplyState.PARTIAL: "partial",
    ReplyState.CHANGED_SCOPE: "changed_scope",
}


@dataclass
class Assessment:
    """Where a confirm stands before anything is changed."""

    plan: Plan | None = None
    presented: Presented | None = None
    reply: ReplyState = ReplyState.NONE
    stop: Outcome | None = None  # set when the answer is already known (no plan, done, expired, ...)
    resuming: bool = False  # an earlier confirm of this plan was interrupted

    @property
    def may_ask(self) -> bool:
        """The user could be asked directly: no reply yet, or an ambiguous one (never after a refusal)."""
        return self.stop is None and not self.resuming and self.reply in (ReplyState.NONE, ReplyState.AMBIGUOUS)


def assess(
    ledger: Ledger,
    conversation: Conversation | None,
    *,
    plan_id: str | None = None,
    terminal: bool = False,
    now: datetime | None = None,
) -> Assessment:
    now = now or datetime.now(UTC)
    a = Assessment()
    if terminal:
        pid = plan_id or ledger.latest_plan_id(exclude_origin="operator")
    else:
        a.presented = latest_presented_plan(conversation) if conversation else None
        if a.presented is None or (plan_id and plan_id != a.presented.plan_id):
            a.stop = Outcome(ConfirmStatus.NO_PLAN, reason="no_plan")
            return a
        pid = a.presented.plan_id
    plan = ledger.load_plan(pid) if pid else None
    if plan is None or (conversation and not terminal and plan.session_id not in (None, conversation.session_id)):
        a.stop = Outcome(ConfirmStatus.NO_PLAN, reason="no_plan")
        return a
    a.plan = plan
    state = ledger.state(plan.plan_id)
    if state.get("state") == PlanState.DONE.value:
        a.stop = Outcome(ConfirmStatus.ALREADY_DONE, plan=plan, receipt=state)
        return a
    a.resuming = state.get("state") == PlanState.EXECUTING.value
    if not a.resuming and now > plan.expires_at:
        a.stop = Outcome(ConfirmStatus.NOT_CONFIRMED, plan=plan, reason="expired")
        return a
    if a.resuming:
        a.reply = ReplyState.APPROVED  # approved before the interruption; finish the same plan
    elif not terminal and conversation is not None and a.presented is not None:
        a.reply, _ = reply_after(conversation, a.presented.position)
    return a


def not_confirmed(a: Assessment) -> Outcome:
    return Outcome(ConfirmStatus.NOT_CONFIRMED, plan=a.plan, reason=_REPLY_REASON.get(a.reply, "no_reply"))


def recover_subject(
    home: Home, hasher: KeyedHasher, plan: Plan, conversation: Conversation | None, about: str | None
) -> Subject | None:
    """Re-derive the subject exactly as planned (plans never store it) and check its fingerprint."""
    if plan.origin == "terminal":
        d = derive(home, None, about) if about else None
    else:
        if conversation is None or plan.request_position is None:
            return None
        prefix = Conversation(
            session_id=conversation.session_id,
            turns=tuple(t for t in conversation.turns if t.position <= plan.request_position),
            skipped_lines=0,
            problem=None,
        )
        d = derive(home, prefix, None)
    if d is None or d.outcome is not DeriveOutcome.SUBJECT or d.subject is None:
        return None
    if subject_fingerprint(hasher, d.subject) != plan.subject_fingerprint:
        return None
    return d.subject


RECORDS_FAILED = "my own safety records could not be saved, so I stopped before changing anything more"


def execute(
    home: Home,
    ledger: Ledger,
    plan: Plan,
    subject: Subject,
    *,
    now: datetime | None = None,
    running_wait_s: float = 5.0,
    crash_after: Callable[[str], None] | None = None,
    ttl: timedelta = DEFAULT_TTL,
    lock_timeout: float = 10.0,
) -> Outcome:
    """Carry out an approved plan. `crash_after(step)` is a test hook that may raise to simulate a kill;
    it is called after "revalidated", after each cleaner module, after "index" and after "pending"."""
    now = now or datetime.now(UTC)
    hasher = ledger.hasher()
    matcher = subject.matcher()
    checkpoint = crash_after or (lambda step: None)
    with home_lock(home.state_dir, timeout=lock_timeout):
        # under the lock: a confirm that waited for another one must not carry the plan out twice
        state = ledger.state(plan.plan_id)
        if state.get("state") == PlanState.DONE.value:
            return Outcome(ConfirmStatus.ALREADY_DONE, plan=plan, receipt=state)
        resumed = state.get("state") == PlanState.EXECUTING.value

        # 2. revalidate: anything the user was not shown means a new plan, never a broader cleanup
        fresh = take_inventory(home, matcher, hasher, now.date())
        drop_locked_only_claims(home, fresh)
        if atoms(fresh.targets) - atoms(plan.targets) or _new_limits(plan, fresh.limits):
            new_plan = plan_from_inventory(
                home, hasher, subject, fresh, session_id=plan.session_id, origin=plan.origin, now=now, ttl=ttl
            )
            return Outcome(ConfirmStatus.REVISED, plan=new_plan, reason="revised")

        earlier = state.get("done") if resumed and isinstance(state.get("done"), dict) else {}
        run = RunContext(home, ledger, hasher, plan, matcher, now.date(), running_wait_s=running_wait_s)
        run.resumed = resumed
        run.done = {k: v for k, v in earlier.items() if isinstance(k, str) and isinstance(v, int)}
        records_before = len(ledger.provenance(plan.plan_id))
        steps: list[str] = list(state.get("steps") or []) if resumed else []

        def journal(step: str | None = None) -> None:
            if step and step not in steps:
                steps.append(step)
            ledger.set_state(plan.plan_id, PlanState.EXECUTING, done=run.done, steps=steps, resumed=resumed)

        try:
            journal("revalidated")
        except OSError:
            run.failures.append(RECORDS_FAILED)
            return _finish(home, ledger, plan, matcher, run, now, resumed, records_before, aborted=True)
        run.journal = lambda: _quietly(journal)
        checkpoint("revalidated")

        aborted = False
        try:
            _carry_out(home, ledger, plan, subject, fresh, run, hasher, matcher, checkpoint, journal)
        except ProvenanceWriteError:
            log.warning("provenance could not be recorded; the run stops here and can be resumed")
            run.failures.append(RECORDS_FAILED)
            aborted = True
        return _finish(home, ledger, plan, matcher, run, now, resumed, records_before, aborted=aborted)


def _carry_out(home, ledger, plan, subject, fresh, run: RunContext, hasher, matcher, checkpoint, journal) -> None:
    approved = [t for t in fresh.targets if t.key in plan.target_keys()]
    if run.resumed:
        # found through other targets (a recall entry pointing at a line the plan removes): once those lines
        # are gone a fresh inventory no longer sees them, so a resumed run uses the plan's own list
        planned = {t.key: t for t in plan.targets if t.kind in FOUND_THROUGH_OTHERS}
        approved = [t for t in approved if t.key not in planned] + list(planned.values())

    def step_done(name: str) -> None:
        _quietly(lambda: journal(name))
        checkpoint(name)

    # 3. future activity first, then 5-6. files and stores (exact files removed, notes edited atomically)
    by_cleaner: dict = {}
    for t in approved:
        if t.kind in CLEANERS:
            phase, fn = CLEANERS[t.kind]
            by_cleaner.setdefault((phase, fn.__module__), (fn, []))[1].append(t)
    for (_phase, name), (fn, targets) in sorted(by_cleaner.items(), key=lambda kv: kv[0]):
        run.attempt(lambda fn=fn, targets=targets: fn(run, targets))
        step_done(name.rsplit(".", 1)[-1])

    # 7. tombstones first, so the refresh refuses anything that would publish it again
    try:
        ledger.add_tombstones(plan.plan_id, records_for(hasher, matcher))
    except OSError as e:
        raise ProvenanceWriteError("tombstones could not be recorded") from e
    tomb = TombstoneSet(hasher, ledger.tombstones())
    claims = sorted({c for t in plan.targets + fresh.targets for c in t.claim_ids})
    run.attempt(lambda: _refresh_index(run, plan, fresh.targets, claims, tomb))
    step_done("index")

    # 8. pending.json: ids and locators only
    citations = sorted({c for t in plan.targets for c in t.citations})
    run.attempt(lambda: _write_pending(home, claims, citations))
    run.claims, run.citations = len(claims), len(citations)
    step_done("pending")


def _finish(home, ledger: Ledger, plan, matcher, run: RunContext, now, resumed, records_before, *, aborted) -> Outcome:
    """9. verify from fresh state, write the receipt, and mark the plan done (unless the run stopped early)."""
    outcome = verify(home, run.hasher, plan, matcher, run, now.date())
    records = len(ledger.provenance(plan.plan_id))
    receipt = {
        "status": outcome.status.value,
        "done": dict(run.done),
        "provenance_records": records,
        "provenance_records_this_run": records - records_before,
        "index_refreshed": "search" in run.done,
        "claims": run.claims,
        "citations": run.citations,
        "remains": [k for k, _, _ in outcome.remains],
        "limits": [lim.reason.value for lim in outcome.limits],
        "resumed": resumed,
        "stopped_early": aborted,
    }
    try:
        ledger.write_receipt(plan.plan_id, receipt)
    except OSError:
        log.warning("the receipt could not be written")
    if not aborted:
        try:
            ledger.set_state(plan.plan_id, PlanState.DONE, status=outcome.status.value, done=run.done)
        except OSError:
            log.warning("the plan could not be marked done; running it again is safe")
    outcome.receipt = receipt
    return outcome


def _quietly(fn) -> None:
    try:
        fn()
    except OSError:
        log.warning("progress could not be recorded")


def _new_limits(plan: Plan, limits) -> bool:
    """A new retention lock (or other limit) that the user was not told about is a material change."""
    known = {(lim.reason, lim.path) for lim in plan.limits}
    return any((lim.reason, lim.path) not in known for lim in limits if lim.reason in BLOCKING_LIMITS)


def _refresh_index(run: RunContext, plan: Plan, fresh_targets, claims: list[str], tomb: TombstoneSet) -> None:
    home = run.home
    if not home.index_db.exists():
        return
    paths = set(run.changed_notes)
    for t in plan.targets + fresh_targets:
        if t.kind is ArtifactKind.MEMORY_INDEX:
            paths.update(t.entry_keys)
        elif t.kind is ArtifactKind.MEMORY_NOTE:
            paths.add(t.path.removeprefix("workspace/"))
    refresh: dict[str, str | None] = {}
    for ws_rel in sorted(paths):
        # what the note holds now (not what the cleaner wrote): a line another writer added meanwhile is kept
        f = read_text(home, f"workspace/{ws_rel}")
        if isinstance(f, TextFile):
            refresh[ws_rel] = f.raw.decode("utf-8", errors="surrogateescape")  # exact bytes back
        elif f.name == "MISSING":
            refresh[ws_rel] = None
    if not claims and not refresh:
        return

    def refuse(body: str) -> bool:
        return tomb.matches(strip_locked(body, run.today))

    try:
        con = open_for_write(home.path(home.index_rel))  # never through a link out of the home
    except (IndexUnavailable, OutsideHomeError) as e:
        raise StepFailed("the memory search could not be opened") from e
    try:
        settings = read_settings(con)
        run.provenance("retract_claims", home.index_rel, None, claims=len(claims))
        result = retract_and_refresh(con, retract_ids=claims, refresh=refresh, settings=settings, refuse=refuse)
    except IndexUnavailable as e:
        raise StepFailed("the memory search could not be updated") from e
    finally:
        con.close()
    if "search" not in run.done:
        run.count("search")
    log.info("index refreshed: %d chunks written, %d refused", result.chunks_written, result.chunks_refused)


def _write_pending(home: Home, claims: list[str], citations: list[str]) -> None:
    import json

    path = home.path(home.pending_rel)
    if path.is_symlink() or path.parent.is_symlink():
        raise StepFailed("the list of removed entries could not be saved")
    prev: dict = {}
    try:
        prev = json.loads(path.read_text())
    except (OSError, ValueError, RecursionError):
        prev = {}
    old_claims = prev.get("claims") if isinstance(prev.get("claims"), list) else []
    old_cites = prev.get("citations") if isinstance(prev.get("citations"), list) else []
    try:
        write_json(
            path,
            {
                "claims": sorted({*map(str, old_claims), *claims}),
                "citations": sorted({*map(str, old_cites), *citations}),
            },
        )
    except OSError as e:
        raise StepFailed("the list of removed entries could not be saved") from e


def verify(home: Home, hasher: KeyedHasher, plan: Plan, matcher, run: RunContext, today: date) -> Outcome:
    """A new inventory and index search must find nothing active, and no work able to restore it."""
    fresh = take_inventory(home, matcher, hasher, today)
    drop_locked_only_claims(home, fresh)
    remains: list[tuple[str, int, str]] = []
    by_kind: dict[str, int] = {}
    for t in fresh.targets:
        kind = "search" if t.kind is ArtifactKind.MEMORY_INDEX else REMAINS_KIND.get(t.category, t.category.value)
        by_kind[kind] = by_kind.get(kind, 0) + (len(t.lines) or 1)
    remains += [(k, n, "") for k, n in by_kind.items()]
    # paused writers must still be paused (a fresh inventory no longer sees them as writers)
    paused = {t.job_id for t in plan.targets if t.action is Action.PAUSE_JOB}
    if paused and _enabled_jobs(home, paused):
        remains.append(("scheduled", len(_enabled_jobs(home, paused)), ""))
    if run.still_running:
        remains.append(("running", len(run.still_running), ""))
    remains += [("failed", 1, reason) for reason in dict.fromkeys(run.failures)]
    blocking = [lim for lim in fresh.limits if lim.reason in BLOCKING_LIMITS]
    status = ConfirmStatus.FORGOTTEN if not remains and not blocking else ConfirmStatus.INCOMPLETE
    return Outcome(status, plan=plan, done=dict(run.done), remains=remains, limits=_with_lasting(plan, fresh.limits))


def _with_lasting(plan: Plan, limits: list) -> list:
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


def _enabled_jobs(home: Home, ids: set[str]) -> set[str]:
    import json

    f = read_text(home, home.cron_jobs_rel)
    if not isinstance(f, TextFile):
        return set()
    try:
        jobs = json.loads(f.text).get("jobs", [])
    except (ValueError, AttributeError, RecursionError):
        return set()
    return {j.get("id") for j in jobs if isinstance(j, dict) and j.get("id") in ids and j.get("enabled", True)}
