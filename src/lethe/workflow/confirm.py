"""Confirming a plan: assess → lock → drift check → apply → verify. The only place that uses both halves.

1. **assess** — find the latest plan presented in the conversation and the user's answer to it;
2. **lock** the home (one confirm at a time);
3. **drift check** — work out the subject again exactly as planned (plans never store it) and take a
   fresh inventory: a different subject, or anything the user was not shown (a new place, a new line, a
   new retention lock), means a *revised* plan and no change, never a broader cleanup;
4. **apply** what the approved plan describes, through the executor's writer (provenance first, exact
   paths, atomic edits), the plan marked EXECUTING with its progress so an interrupted run finishes
   the same plan when started again (a resumed run skips the drift check: some of it is already done);
5. **verify** from fresh state before anything may be called forgotten, then write the receipt.

The failure policy: an unexpected error (a bug, not a refusal) is never a raw error. In a cleanup step it
is that step failed (the others go on); anywhere else after the plan is marked EXECUTING it is an honest
`incomplete` report with the plan left to resume, so a later run finishes it; before that, nothing was
changed and the report says so. Only the test hook `crash_after` (a simulated kill) gets through.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from lethe.assistant_home.conversation import Conversation
from lethe.assistant_home.layout import Home
from lethe.contract.errors import RecordsFailed
from lethe.contract.protocols import SubjectMatcher
from lethe.contract.vocabulary import ConfirmStatus, Done, Failure, NotConfirmedReason, PlanOrigin, Remains
from lethe.executor.apply import apply
from lethe.executor.writer import HomeWriter
from lethe.kinds.base import SeenFiles
from lethe.ledger.lock import HomeBusy, home_lock
from lethe.ledger.secret import KeyedHasher
from lethe.ledger.store import Ledger, PlanState
from lethe.ledger.tombstones import TombstoneSet, records_for
from lethe.plan import Plan, atoms
from lethe.planner.build import DEFAULT_TTL, derive, plan_from_inventory, subject_fingerprint
from lethe.planner.inventory import Progress
from lethe.planner.locks import drop_locked_only_claims, strip_locked
from lethe.planner.memo import DerivationMemo, notes_signature
from lethe.planner.scope import left_alone, take_placed
from lethe.planner.subject import Outcome as DeriveOutcome
from lethe.planner.subject import Subject
from lethe.planner.understanding.derive import Derivation

from . import residual
from .approval import Presented, ReplyState, latest_presented_plan, reply_after
from .outcome import Outcome, Remainder
from .verify import BLOCKING_LIMITS, verify

log = logging.getLogger("lethe.confirm")

DESCRIBED = (
    PlanOrigin.TERMINAL,
    PlanOrigin.CLIENT,
)  # plans made from a description alone (`about`), not from a conversation

_REPLY_REASON = {
    ReplyState.NONE: NotConfirmedReason.NO_REPLY,
    ReplyState.AMBIGUOUS: NotConfirmedReason.AMBIGUOUS,
    ReplyState.QUESTION: NotConfirmedReason.QUESTION,
    ReplyState.REFUSED: NotConfirmedReason.REFUSED,
    ReplyState.PARTIAL: NotConfirmedReason.PARTIAL,
    ReplyState.CHANGED_SCOPE: NotConfirmedReason.CHANGED_SCOPE,
}


@dataclass
class Assessment:
    """Where a confirm stands before anything is changed."""

    plan: Plan | None = None
    presented: Presented | None = None
    reply: ReplyState = ReplyState.NONE
    stop: Outcome | None = None  # set when the answer is already known (no plan, done, expired, ...)
    resuming: bool = False  # an earlier confirm of this plan was interrupted
    unseen: bool = False  # the conversation can't be read: only the person, asked directly, can approve
    about: str | None = None  # the description the plan was made from (its call's, else the one given now)

    @property
    def may_ask(self) -> bool:
        """The user could be asked directly: no reply yet, or an ambiguous one (never after a refusal)."""
        return self.stop is None and not self.resuming and self.reply in (ReplyState.NONE, ReplyState.AMBIGUOUS)


# ------------------------------------------------------------------------------------------ 1. assess


def assess(
    ledger: Ledger,
    conversation: Conversation | None,
    *,
    plan_id: str | None = None,
    terminal: bool = False,
    about: str | None = None,
    now: datetime | None = None,
) -> Assessment:
    """Where a confirm stands. `about`: the description given with this confirm (a client that holds the
    conversation itself, or the terminal); the one the plan's own call carried wins.

    When the conversation can't be read at all (a client that keeps it, no transcript), only a plan made
    the same way (origin "client") can be carried out, and only after the person approves it when asked
    directly (elicitation) or at the terminal: nothing in the conversation can count as approval here.
    """
    now = now or datetime.now(UTC)
    a = Assessment()
    no_plan = Outcome(ConfirmStatus.NO_PLAN, reason=NotConfirmedReason.NO_PLAN)
    if terminal:
        pid = plan_id or ledger.latest_plan_id(exclude_origin=PlanOrigin.OPERATOR)
    elif conversation is None or (conversation.problem is not None and not conversation.turns):
        a.unseen = True
        pid = ledger.latest_plan_id(origin=PlanOrigin.CLIENT)
        if pid is None or (plan_id and plan_id != pid):
            a.stop = no_plan
            return a
    else:
        a.presented = latest_presented_plan(conversation)
        if a.presented is None or (plan_id and plan_id != a.presented.plan_id):
            a.stop = no_plan
            return a
        pid = a.presented.plan_id
    plan = ledger.load_plan(pid) if pid else None
    if plan is None or (
        conversation and not terminal and not a.unseen and plan.session_id not in (None, conversation.session_id)
    ):
        a.stop = no_plan
        return a
    a.plan = plan
    a.about = (a.presented.about if a.presented else None) or (about.strip() if about and about.strip() else None)
    state = ledger.state(plan.plan_id)
    if state.get("state") == PlanState.DONE.value:
        a.stop = Outcome(ConfirmStatus.ALREADY_DONE, plan=plan, receipt=state)
        return a
    a.resuming = state.get("state") == PlanState.EXECUTING.value
    if not a.resuming and now > plan.expires_at:
        a.stop = Outcome(ConfirmStatus.NOT_CONFIRMED, plan=plan, reason=NotConfirmedReason.EXPIRED)
        return a
    if not a.resuming and not terminal and ledger.latest_plan_id(exclude_origin=PlanOrigin.OPERATOR) != plan.plan_id:
        # a plan made after the one presented (from the terminal, another conversation): the older one is stale
        a.stop = Outcome(ConfirmStatus.NOT_CONFIRMED, plan=plan, reason=NotConfirmedReason.SUPERSEDED)
        return a
    if not terminal and not a.resuming and plan.origin in DESCRIBED and a.about is None:
        a.stop = Outcome(ConfirmStatus.NO_PLAN, reason=NotConfirmedReason.NEEDS_ABOUT)
        return a
    if a.resuming:
        a.reply = ReplyState.APPROVED  # approved before the interruption; finish the same plan
    elif not terminal and not a.unseen and conversation is not None and a.presented is not None:
        a.reply, _ = reply_after(conversation, a.presented.position, plan_items=plan.items)
    return a


def not_confirmed(a: Assessment) -> Outcome:
    if a.unseen and a.reply is ReplyState.NONE:
        return Outcome(ConfirmStatus.NOT_CONFIRMED, plan=a.plan, reason=NotConfirmedReason.NO_CONVERSATION)
    return Outcome(ConfirmStatus.NOT_CONFIRMED, plan=a.plan, reason=_REPLY_REASON.get(a.reply))


# ------------------------------------------------------------------------------------------ 3. the subject again


def rederive(
    home: Home,
    plan: Plan,
    conversation: Conversation | None,
    about: str | None,
    upto: int | None = None,
    memo: DerivationMemo | None = None,
) -> Derivation | None:
    """The subject worked out again from what the plan was made from (None: it can no longer be).

    `upto`: the position of the result that presented the plan; a plan made from a conversation and a
    description (`about`) is worked out again from the turns before it, as the plan was. `memo`: a running
    process's derivations, reused while the request and the notes are unchanged (the plan's own, typically)."""
    if plan.origin in DESCRIBED:
        d = derive(home, None, about, memo) if about else None
    else:
        if conversation is None:
            return None
        if plan.request_position is not None:
            turns = tuple(t for t in conversation.turns if t.position <= plan.request_position)
        elif about is not None and upto is not None:
            turns = tuple(t for t in conversation.turns if t.position < upto)
        else:
            return None
        prefix = Conversation(session_id=conversation.session_id, turns=turns, skipped_lines=0, problem=None)
        d = derive(home, prefix, about, memo)
    if d is None or d.outcome is not DeriveOutcome.SUBJECT or d.subject is None:
        return None
    return d


def _new_limits(plan: Plan, limits) -> bool:
    """A new retention lock (or other limit) that the user was not told about is a material change."""
    known = {(lim.reason, lim.path) for lim in plan.limits}
    return any((lim.reason, lim.path) not in known for lim in limits if lim.reason in BLOCKING_LIMITS)


# ------------------------------------------------------------------------------------------ 2-5


def confirm(
    home: Home,
    ledger: Ledger,
    plan: Plan,
    conversation: Conversation | None,
    *,
    about: str | None = None,
    upto: int | None = None,
    progress: Progress | None = None,
    memo: DerivationMemo | None = None,
    **kw,
) -> Outcome:
    """Carry out a plan the user approved in the conversation (or at the terminal, with `about`)."""
    if progress is not None:
        progress(0, 4, "understanding the request again")
    d = rederive(home, plan, conversation, about, upto, memo)
    resuming = ledger.state(plan.plan_id).get("state") == PlanState.EXECUTING.value
    if d is None and not resuming:
        return Outcome(ConfirmStatus.NO_PLAN, reason=NotConfirmedReason.NO_PLAN)
    subject = d.subject if d is not None else None
    return execute(home, ledger, plan, subject, progress=progress, people=_people_of(home, d), **kw)


def _people_of(home: Home, d: Derivation | None) -> Callable[[], set[str]] | None:
    """The people the derivation's notes name, while those notes are unchanged (else None: read them again)."""
    if d is None or d.notes is None:
        return None
    notes, people = d.notes, d.people

    def now() -> set[str] | None:
        return set(people) if notes_signature(home) == notes else None

    return now


class _Hook(BaseException):
    """An exception the test hook `crash_after` raised (a simulated kill), carried past the failure policy."""


def execute(
    home: Home,
    ledger: Ledger,
    plan: Plan,
    subject: Subject | None,
    *,
    now: datetime | None = None,
    running_wait_s: float = 5.0,
    crash_after: Callable[[str], None] | None = None,
    ttl: timedelta = DEFAULT_TTL,
    lock_timeout: float = 10.0,
    seen_for: Callable[[SubjectMatcher], SeenFiles | None] | None = None,
    progress: Progress | None = None,
    people: Callable[[], set[str] | None] | None = None,
    before_done: Callable[[], None] | None = None,
) -> Outcome:
    """Steps 2-5 for an approved plan and its subject (raises HomeBusy when another confirm holds the home).

    A resumed run carries out the plan as it stands; when the subject can no longer be worked out the same
    way (the first run already removed what it was read from), what is left is checked through the plan's
    own keyed hashes of the subject instead.

    `seen_for(matcher)`: files known to hold nothing of the subject and unchanged since the plan, which the
    drift check need not read again (verification always reads everything). `progress`: told how far the
    run has come, never what it found. `people()`: the folded names of the people the notes name, as the
    subject was worked out from them, while they are unchanged (None: read the notes for them). `before_done()`:
    writes the caller's own records (the scan cache) under the lock before the plan is marked done, so a run
    killed while writing them is resumed, and the resumed run removes what the kill left half-written."""

    def hook(step: str) -> None:
        if crash_after is not None:
            try:
                crash_after(step)
            except Exception as e:
                raise _Hook() from e

    try:
        return _execute(
            home,
            ledger,
            plan,
            subject,
            now,
            running_wait_s,
            hook,
            ttl,
            lock_timeout,
            seen_for,
            progress,
            people,
            before_done,
        )
    except _Hook as h:
        raise h.__cause__ from None
    except (HomeBusy, OSError):
        raise  # the lock could not be had, or Lethe's own state not written: the caller reports it
    except Exception as e:
        log.warning("confirm stopped by an unexpected error: %s", type(e).__name__)  # never its message
        started = _executing(ledger, plan)
        if started:  # the plan stays EXECUTING, so the next run finishes it; this one leaves its receipt
            try:
                ledger.write_receipt(plan.plan_id, {"status": "incomplete", "stopped_early": True, "unexpected": True})
            except OSError:
                log.warning("the receipt could not be written")
        return Outcome(
            ConfirmStatus.INCOMPLETE,
            plan=plan,
            remains=[Remainder(Remains.FAILED, 1, Failure.UNEXPECTED)],
            started=started,
        )


def _executing(ledger: Ledger, plan: Plan) -> bool:
    """Whether `plan` is marked EXECUTING (something may have changed); when that can't be read, assume so."""
    try:
        return ledger.state(plan.plan_id).get("state") == PlanState.EXECUTING.value
    except Exception:
        return True


def _execute(
    home,
    ledger,
    plan,
    subject,
    now,
    running_wait_s,
    crash_after,
    ttl,
    lock_timeout,
    seen_for=None,
    progress=None,
    people=None,
    before_done=None,
) -> Outcome:
    now = now or datetime.now(UTC)
    step = progress or (lambda done, total, what: None)
    hasher = ledger.hasher()
    with home_lock(home.state_dir, timeout=lock_timeout):
        # under the lock: a confirm that waited for another one must not carry the plan out twice
        state = ledger.state(plan.plan_id)
        if state.get("state") == PlanState.DONE.value:
            return Outcome(ConfirmStatus.ALREADY_DONE, plan=plan, receipt=state)
        resumed = state.get("state") == PlanState.EXECUTING.value
        if not resumed:
            if subject is None:
                return Outcome(ConfirmStatus.NO_PLAN, reason=NotConfirmedReason.NO_PLAN)
            step(1, 4, "checking what changed since the plan")
            revised = _drift(home, hasher, plan, subject, now, ttl, seen_for)
            if revised is not None:
                return Outcome(ConfirmStatus.REVISED, plan=revised)
        same = subject is not None and subject_fingerprint(hasher, subject) == plan.subject_fingerprint
        matcher = subject.matcher() if same else TombstoneSet(hasher, plan.tombstones)
        broad = bool(subject is not None and subject.anchors)
        step(2, 4, "cleaning")
        return _carry_out(
            home,
            ledger,
            hasher,
            plan,
            matcher,
            state,
            resumed,
            now,
            running_wait_s,
            crash_after,
            broad,
            step,
            people,
            request=subject.asked if subject is not None else [],
            matters=subject.matters if subject is not None else [],
            kept=subject.kept if subject is not None else frozenset(),
            about=subject.about if subject is not None else [],
            whose=subject.whose if subject is not None else frozenset(),
            before_done=before_done,
        )


def _drift(home, hasher, plan: Plan, subject: Subject, now, ttl, seen_for=None) -> Plan | None:
    """A new plan when the subject or the places holding it changed since `plan` was made (else None).

    Incremental: the index's full-text search picks the candidate chunks, and files that held nothing of the
    subject and have not changed since are not read again (`seen_for`); verification reads everything."""
    matcher = subject.matcher()
    seen = seen_for(matcher) if seen_for is not None else None
    untouched = left_alone(subject.only, subject.spare)
    fresh = take_placed(home, matcher, hasher, now.date(), untouched, spelled=subject.spelled(), narrow=True, seen=seen)
    drop_locked_only_claims(home, fresh)
    changed = subject_fingerprint(hasher, subject) != plan.subject_fingerprint
    if changed or atoms(fresh.targets) - atoms(plan.targets) or _new_limits(plan, fresh.limits):
        return plan_from_inventory(
            home, hasher, subject, fresh, session_id=plan.session_id, origin=plan.origin, now=now, ttl=ttl
        )
    return None


def _carry_out(
    home,
    ledger,
    hasher: KeyedHasher,
    plan,
    matcher,
    state,
    resumed,
    now,
    running_wait_s,
    crash_after,
    broad=False,
    step=lambda done, total, what: None,
    people=None,
    request: list[str] = (),
    matters: list[str] = (),
    kept: frozenset[str] = frozenset(),
    about: list[str] = (),
    whose: frozenset[str] = frozenset(),
    before_done=None,
):
    checkpoint = crash_after or (lambda step: None)
    tomb: dict = {}

    def forgotten(text: str) -> bool:
        if "set" not in tomb:
            tomb["set"] = TombstoneSet(hasher, ledger.tombstones())
        return tomb["set"].matches(strip_locked(text, now.date()))

    w = HomeWriter(home, ledger, hasher, plan.plan_id, list(plan.targets), now.date(), forgotten, running_wait_s)
    earlier = state.get("done") if resumed and isinstance(state.get("done"), dict) else {}
    w.done = {Done(k): v for k, v in earlier.items() if k in Done._value2member_map_ and isinstance(v, int)}
    w.earlier = dict(state.get("pending") or {}) if resumed else {}  # writes a kill may have cut short
    records_before = len(ledger.provenance(plan.plan_id))
    steps: list[str] = list(state.get("steps") or []) if resumed else []

    def journal(step: str | None = None) -> None:
        if step and step not in steps:
            steps.append(step)
        done = {k.value: v for k, v in w.done.items()}
        pending = {**w.earlier, **w.pending}
        ledger.set_state(plan.plan_id, PlanState.EXECUTING, done=done, pending=pending, steps=steps, resumed=resumed)

    try:
        journal("revalidated")
    except OSError:
        w.failures.append(Failure.RECORDS_FAILED)
        step(3, 4, "verifying from fresh state")
        return _finish(home, ledger, plan, matcher, w, now, resumed, records_before, aborted=True)
    w.journal = lambda: _quietly(journal)
    checkpoint("revalidated")

    def step_done(name: str) -> None:
        _quietly(lambda: journal(name))
        checkpoint(name)

    def record_tombstones() -> None:
        if plan.untouched:
            return  # a request for one place leaves the rest as it is: nothing there may count as written back
        try:
            ledger.add_tombstones(plan.plan_id, plan.tombstones or records_for(hasher, matcher))
        except OSError as e:
            raise RecordsFailed("tombstones could not be recorded") from e
        tomb.pop("set", None)

    aborted = False
    claims = citations = 0
    named = people() if people is not None else None
    named = named if named is not None else _people_words(home)  # the residual's clues live in memory only
    w.residual_clues = residual.collect(
        home, plan, hasher, named, broad=broad, request=request, matters=matters, kept=kept, about=about, whose=whose
    )
    # on a large home a second process does the residual check while this one verifies; started now, it has
    # loaded Lethe's code by the time the cleanup is done (it is told what to look for only then)
    scout = residual.Scout.start(home) if w.residual_clues else None
    try:
        try:
            claims, citations = apply(plan, w, record_tombstones=record_tombstones, checkpoint=step_done)
            w.settle()
        except RecordsFailed:
            log.warning("Lethe's safety records could not be written; the run stops here and can be resumed")
            w.failures.append(Failure.RECORDS_FAILED)
            aborted = True
        except Exception as e:  # a bug between the steps: reported, the plan left for a rerun to finish
            log.warning("the cleanup stopped on an unexpected error: %s", type(e).__name__)  # never its message
            w.failures.append(Failure.UNEXPECTED)
            aborted = True
        step(3, 4, "verifying from fresh state")
        return _finish(
            home,
            ledger,
            plan,
            matcher,
            w,
            now,
            resumed,
            records_before,
            aborted=aborted,
            claims=claims,
            citations=citations,
            scout=scout,
            before_done=before_done,
        )
    finally:
        if scout is not None:
            scout.stop()


def _people_words(home: Home) -> set[str]:
    """The folded names of the people the notes name (never the distinctive words of a fact).

    Only the people are needed, not the statements: every record is still read for the people it declares,
    but only records that could name the user ("Name: ...", the one kind of statement the people depend on)
    are kept as statements, so the corpus is not built statement by statement (minutes on a home with years
    of notes, for the same people)."""
    from lethe.planner.inventory import memory_notes
    from lethe.planner.understanding.corpus import build, names_the_user, notes_people

    return set(notes_people(build(memory_notes(home), keep=names_the_user)))


def _finish(
    home,
    ledger: Ledger,
    plan,
    matcher,
    w: HomeWriter,
    now,
    resumed,
    records_before,
    *,
    aborted,
    claims: int = 0,
    citations: int = 0,
    scout: residual.Scout | None = None,
    before_done=None,
) -> Outcome:
    """5. verify from fresh state, write the receipt, and mark the plan done (unless the run stopped early).
    `scout`: a second process that does the residual check, from fresh state too, while this one verifies."""
    words = getattr(w, "residual_clues", None)
    asked = bool(words) and scout is not None and scout.ask(home, words, w.hasher, now.date(), plan.untouched)
    outcome = verify(home, w.hasher, plan, matcher, w, now.date())
    if words:
        left = scout.answer() if asked else None
        if left is None:  # no scout, or it failed: the check is done here
            left = residual.remaining(home, words, w.hasher, now.date(), plan.untouched)
        if left:
            outcome.status = ConfirmStatus.INCOMPLETE
            outcome.remains.append(Remainder(Remains.UNSURE, left))
    records = len(ledger.provenance(plan.plan_id))
    receipt = {
        "status": outcome.status.value,
        "done": {k.value: v for k, v in w.done.items()},
        "provenance_records": records,
        "provenance_records_this_run": records - records_before,
        "index_refreshed": Done.SEARCH in w.done,
        "claims": claims,
        "citations": citations,
        "remains": [r.kind.value for r in outcome.remains],
        "limits": [lim.reason.value for lim in outcome.limits],
        # what the report named as remaining, keyed (never a place): `lethe audit` does not raise it again
        "reported": _reported(w.hasher, outcome.limits),
        "resumed": resumed,
        "stopped_early": aborted,
    }
    try:
        ledger.write_receipt(plan.plan_id, receipt)
    except OSError:
        log.warning("the receipt could not be written")
    if not aborted:
        if before_done is not None:
            before_done()  # never raises (a cache): written before "done", so a kill here means a resume
        try:
            ledger.set_state(plan.plan_id, PlanState.DONE, status=outcome.status.value, done=receipt["done"])
        except OSError:
            log.warning("the plan could not be marked done; running it again is safe")
    outcome.receipt = receipt
    return outcome


def _reported(hasher: KeyedHasher, limits) -> dict[str, int]:
    out: dict[str, int] = {}
    for lim in limits:
        key = hasher.digest("limit", lim.identity())
        out[key] = out.get(key, 0) + lim.count
    return out


def _quietly(fn) -> None:
    try:
        fn()
    except OSError:
        log.warning("progress could not be recorded")


__all__ = ["Assessment", "Outcome", "Remainder", "Remains", "assess", "confirm", "execute", "not_confirmed"]
