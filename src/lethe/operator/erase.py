"""The erase workflow: an operator's request → an ordinary plan → `workflow.confirm.execute`.

Items and expired items are planned and carried out in one run (or listed with --dry-run); a compliance
erasure always starts as a dry run and is carried out only by `--confirm PLAN_ID` with the same details
(the latest erase plan, not expired, not done). The plan is made by the normal planner from a normal
inventory (`origin=operator`) and carried out by the confirm workflow, so revalidation, provenance before
each deletion, tombstones, the index refresh, pending.json and verification from fresh state all apply.

An interrupted erase is finished by the next `lethe erase` (items and expired) or by repeating the
`--confirm` command (compliance); a new request is not carried out in the same run.
"""

from __future__ import annotations

import logging
from datetime import UTC, datetime, timedelta

from lethe.assistant_home.layout import Home
from lethe.contract.vocabulary import ConfirmStatus, PlanOrigin
from lethe.ledger.lock import HomeBusy, home_lock
from lethe.ledger.store import Ledger, PlanState
from lethe.plan import Plan
from lethe.planner.build import DEFAULT_TTL, plan_from_inventory, subject_fingerprint
from lethe.planner.inventory import take_inventory
from lethe.workflow.confirm import execute
from lethe.workflow.outcome import Outcome

from . import report, result
from .matchers import OperatorSubject
from .records import (
    PLAN_ID,
    SUPERSEDED,
    OperatorRecord,
    OperatorRecords,
    loose,
    make_record,
    names_of,
    reference_hmac,
    scrub,
    write_receipt,
)
from .recover import recover_item_subject, tombstone_record
from .request import EraseArgs, EraseType, Refusal, Refused, validate
from .resolve import Resolution, resolve_compliance, resolve_expired, resolve_items
from .result import EraseResult, EraseStatus, ReviewOut

log = logging.getLogger("lethe.erase")


class Eraser:
    def __init__(
        self,
        home: Home,
        *,
        ttl: timedelta = DEFAULT_TTL,
        now: datetime | None = None,
        running_wait_s: float = 5.0,
        crash_after=None,
    ):
        self.home = home
        self.ledger = Ledger(home.state_dir)
        self.records = OperatorRecords(self.ledger)
        self.ttl = ttl
        self.now = now or datetime.now(UTC)
        self.running_wait_s = running_wait_s
        self.crash_after = crash_after

    # -------------------------------------------------------------------------------------- entry
    def run(self, a: EraseArgs) -> EraseResult:
        try:
            validate(a)
            interrupted = self._interrupted()
            if interrupted is not None:
                plan, record = interrupted
                if not (a.erase_type is EraseType.COMPLIANCE and a.confirm == plan.plan_id):
                    return self._resume(a, plan, record)
            if a.erase_type is EraseType.COMPLIANCE:
                return self._confirm(a) if a.confirm is not None else self._compliance_dry_run(a)
            return self._item_or_expired(a)
        except Refused as r:
            return self._refused(a, r)
        except HomeBusy:
            return self._refused(a, Refused(Refusal.BUSY))

    # -------------------------------------------------------------------------------------- items, expired
    def _item_or_expired(self, a: EraseArgs) -> EraseResult:
        hasher = self.ledger.hasher()
        if a.erase_type is EraseType.ITEM and not a.dry_run:
            prior = self._recently_done_items(a.items)
            if prior is not None:
                return self._build(a, EraseStatus.ALREADY_DONE, plan=None, record=prior, dry_run=False)
        with home_lock(self.home.state_dir, exclusive=False):
            if a.erase_type is EraseType.ITEM:
                res = resolve_items(self.home, hasher, a.items, self.now.date())
            else:
                res = resolve_expired(self.home, hasher, self.now)
            plan = self._plan(res)
        if plan is None:
            self._receipt(a, EraseStatus.NOTHING_FOUND, None, res, dry_run=a.dry_run)
            return self._build(a, EraseStatus.NOTHING_FOUND, plan=None, record=None, dry_run=a.dry_run, res=res)
        record = self._record(a, plan, res)
        self.records.save(plan, record)
        if a.dry_run:
            self._receipt(a, EraseStatus.DRY_RUN, plan, res, record=record, dry_run=True)
            return self._build(a, EraseStatus.DRY_RUN, plan=plan, record=record, dry_run=True, res=res)
        return self._execute(a, plan, record, res.subject)

    def _recently_done_items(self, items: list[str]) -> OperatorRecord | None:
        """The same --item request carried out within the plan lifetime: running it again would hit other lines."""
        want = sorted(loose(i) for i in items)
        best: OperatorRecord | None = None
        for rec in self.records.all():
            if rec.request.erase_type is not EraseType.ITEM or self.now - rec.created_at > self.ttl:
                continue
            if sorted(loose(r) for r in rec.request.requested) != want:
                continue
            state = self.ledger.state(rec.plan_id)
            done = state.get("state") == PlanState.DONE.value and state.get("status") != SUPERSEDED
            if done and (best is None or rec.created_at > best.created_at):
                best = rec
        return best

    # -------------------------------------------------------------------------------------- compliance
    def _compliance_dry_run(self, a: EraseArgs) -> EraseResult:
        with home_lock(self.home.state_dir, exclusive=False):
            res = resolve_compliance(self.home, a.names, self.now, force=a.force)
            plan = self._plan(res, keep_if_review=True)
        if plan is None:
            self._receipt(a, EraseStatus.NOTHING_FOUND, None, res, dry_run=True)
            return self._build(a, EraseStatus.NOTHING_FOUND, plan=None, record=None, dry_run=True, res=res)
        record = self._record(a, plan, res)
        self.records.save(plan, record)
        self._receipt(a, EraseStatus.DRY_RUN, plan, res, record=record, dry_run=True)
        return self._build(a, EraseStatus.DRY_RUN, plan=plan, record=record, dry_run=True, res=res)

    def _confirm(self, a: EraseArgs) -> EraseResult:
        pid = a.confirm or ""
        plan = self.ledger.load_plan(pid) if PLAN_ID.match(pid) else None
        record = self.records.load(pid) if plan is not None else None
        if plan is None or record is None or record.request.erase_type is not EraseType.COMPLIANCE:
            raise Refused(Refusal.UNKNOWN_PLAN, plan_id=pid)
        state = self.ledger.state(pid).get("state")
        if state == PlanState.DONE.value:
            raise Refused(Refusal.ALREADY_DONE, plan_id=pid)
        resuming = state == PlanState.EXECUTING.value
        if not resuming:
            latest = self.ledger.latest_plan_id(origin=PlanOrigin.OPERATOR)
            if latest != pid:
                raise Refused(Refusal.NOT_LATEST, plan_id=pid, latest=latest)
            if self.now > plan.expires_at:
                raise Refused(Refusal.EXPIRED, plan_id=pid)
        same_ref = reference_hmac(self.ledger.hasher(), a.reference) == record.reference_hmac
        if a.legal_basis != record.legal_basis or not same_ref:
            raise Refused(Refusal.DETAILS_MISMATCH)
        if a.force and not record.request.force:
            raise Refused(Refusal.FORCE_MISMATCH)
        hasher = self.ledger.hasher()
        res = resolve_compliance(self.home, a.names, self.now, force=record.request.force)
        if subject_fingerprint(hasher, res.subject) != plan.subject_fingerprint:
            raise Refused(Refusal.SUBJECT_MISMATCH)
        return self._execute(a, plan, record, res.subject, res=res, resumed=resuming)

    # -------------------------------------------------------------------------------------- interrupted
    def _interrupted(self) -> tuple[Plan, OperatorRecord] | None:
        found = []
        for rec in self.records.all():
            if self.ledger.state(rec.plan_id).get("state") == PlanState.EXECUTING.value:
                plan = self.ledger.load_plan(rec.plan_id)
                if plan is not None:
                    found.append((rec.created_at, plan, rec))
        if not found:
            return None
        _, plan, rec = max(found, key=lambda x: x[0])
        return plan, rec

    def _resume(self, a: EraseArgs, plan: Plan, record: OperatorRecord) -> EraseResult:
        if record.request.erase_type is EraseType.COMPLIANCE:
            raise Refused(Refusal.INTERRUPTED, plan_id=plan.plan_id)
        hasher = self.ledger.hasher()
        words = dict(zip(plan.value_hashes, record.request.value_words, strict=False))
        subject, missing = recover_item_subject(self.home, hasher, plan.value_hashes, record.request.value_words)
        if missing:
            # values already gone from everywhere: their tombstones come from the plan (the executor makes
            # tombstones from the values it is given, and these can no longer be given)
            self.ledger.add_tombstones(plan.plan_id, [tombstone_record(h, words.get(h, 1)) for h in missing])
        log.info("resuming interrupted operator plan %s (%d values not found again)", plan.plan_id, len(missing))
        same = a.erase_type is record.request.erase_type and (
            a.erase_type is EraseType.EXPIRED
            or sorted(loose(i) for i in a.items) == sorted(loose(r) for r in record.request.requested)
        )
        ra = EraseArgs(
            erase_type=record.request.erase_type,
            actor=a.actor,
            reason=record.reason,
            legal_basis=record.legal_basis,
            reference=record.reference,
        )
        res = Resolution(subject, record.request, record.review, review_skipped=bool(record.review))
        out = self._execute(ra, plan, record, subject, res=res, resumed=True)
        if not same:
            out.message = report.summary(out, other_request=True)
        return out

    # -------------------------------------------------------------------------------------- carrying out
    def _execute(
        self,
        a: EraseArgs,
        plan: Plan,
        record: OperatorRecord,
        subject: OperatorSubject,
        *,
        res: Resolution | None = None,
        resumed: bool = False,
    ) -> EraseResult:
        res = res or Resolution(subject, record.request, record.review, review_skipped=bool(record.review))
        for attempt in range(2):
            outcome = execute(
                self.home,
                self.ledger,
                plan,
                subject,
                now=self.now,
                running_wait_s=self.running_wait_s,
                crash_after=self.crash_after,
                ttl=self.ttl,
            )
            if outcome.status is ConfirmStatus.ALREADY_DONE:
                return self._build(a, EraseStatus.ALREADY_DONE, plan=plan, record=record, dry_run=False, res=res)
            if outcome.status is not ConfirmStatus.REVISED or outcome.plan is None:
                break
            new_plan = outcome.plan
            new_record = record.model_copy(update={"plan_id": new_plan.plan_id, "created_at": new_plan.created_at})
            self.records.save(new_plan, new_record)
            if self.ledger.state(plan.plan_id).get("state") == PlanState.EXECUTING.value:
                self.ledger.set_state(plan.plan_id, PlanState.DONE, status=SUPERSEDED, superseded_by=new_plan.plan_id)
            plan, record = new_plan, new_record
            if record.request.erase_type is EraseType.COMPLIANCE or attempt == 1:
                # a person approved the listing: a changed listing needs a new confirmation
                self._receipt(a, EraseStatus.REVISED, plan, res, record=record, dry_run=True, resumed=resumed)
                return self._build(
                    a, EraseStatus.REVISED, plan=plan, record=record, dry_run=True, res=res, resumed=resumed
                )
            # items and expired: the request, not a listing, is what was asked; carry out the fresh plan
        status = EraseStatus.INCOMPLETE
        if outcome.status is ConfirmStatus.FORGOTTEN and not res.review_skipped:
            status = EraseStatus.ERASED
        self._receipt(a, status, plan, res, record=record, dry_run=False, outcome=outcome, resumed=resumed)
        return self._build(
            a, status, plan=plan, record=record, dry_run=False, res=res, outcome=outcome, resumed=resumed
        )

    # -------------------------------------------------------------------------------------- helpers
    def _plan(self, res: Resolution, *, keep_if_review: bool = False) -> Plan | None:
        """An ordinary plan from an ordinary inventory of the request's subject (None: nothing to do)."""
        hasher = self.ledger.hasher()
        inv = take_inventory(self.home, res.subject.matcher(), hasher, self.now.date())
        if not inv.targets and not inv.limits and not (keep_if_review and res.review):
            return None
        return plan_from_inventory(
            self.home,
            hasher,
            res.subject,
            inv,
            session_id=None,
            origin=PlanOrigin.OPERATOR,
            now=self.now,
            ttl=self.ttl,
        )

    def _record(self, a: EraseArgs, plan: Plan | None, res: Resolution) -> OperatorRecord:
        return make_record(a, plan, res, self.ledger.hasher(), self.now)

    def _receipt(
        self,
        a: EraseArgs,
        status: EraseStatus,
        plan: Plan | None,
        res: Resolution,
        *,
        record: OperatorRecord | None = None,
        dry_run: bool,
        outcome: Outcome | None = None,
        resumed: bool = False,
    ) -> None:
        record = record or self._record(a, None, res)
        write_receipt(self.ledger, a, status, plan, res, record, dry_run=dry_run, outcome=outcome, resumed=resumed)

    def _build(
        self,
        a: EraseArgs,
        status: EraseStatus,
        *,
        plan: Plan | None,
        record: OperatorRecord | None,
        dry_run: bool,
        res: Resolution | None = None,
        outcome: Outcome | None = None,
        resumed: bool = False,
    ) -> EraseResult:
        limits = outcome.limits if outcome is not None else (plan.limits if plan else [])
        review = res.review if res else (record.review if record else [])
        skipped = res.review_skipped if res else False
        matcher = res.subject.matcher() if res else None
        out = EraseResult(
            status=status,
            erase_type=a.erase_type,
            plan_id=plan.plan_id if plan else (record.plan_id if record else None),
            plan_expires_at=plan.expires_at if plan and status in (EraseStatus.DRY_RUN, EraseStatus.REVISED) else None,
            dry_run=dry_run,
            resumed=resumed,
            actor=scrub(a.actor, res.subject, names_of(a)) if res else (a.actor or None),
            planned_by=record.actor if record else None,
            reason=record.reason if record else a.reason,
            legal_basis=record.legal_basis if record else a.legal_basis,
            reference=record.reference if record else a.reference,
            categories=result.categories(plan),
            places=result.places(plan),
            review=[
                ReviewOut(
                    category=r.category.value,
                    locator=r.locator,
                    reason=r.reason,
                    modified_at=r.modified_at,
                    included=not skipped,
                )
                for r in review
            ],
            limits=result.limits(self.home, limits, matcher, self.now) if matcher is not None else [],
            done=result.done(outcome),
            remains=result.remains(outcome),
            provenance_records=len(self.ledger.provenance(plan.plan_id)) if plan and outcome else 0,
            derived_refreshed=result.refreshed(outcome),
            message="",
        )
        out.message = report.summary(out, search=bool(plan and result.has_index(plan)))
        return out

    def _refused(self, a: EraseArgs, refused: Refused) -> EraseResult:
        out = EraseResult(
            status=EraseStatus.REFUSED, erase_type=a.erase_type, dry_run=True, error=refused.code, message=""
        )
        out.message = report.refusal(out, refused)
        return out
