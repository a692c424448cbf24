"""`lethe erase`: operator-initiated erasure, as audited operations on the same planner and executor.

Three kinds of request (resolved read-only by `planner.operator_requests`):

- `lethe erase --item LOCATOR [--item ...] --reason TEXT --actor NAME [--reference REF] [--dry-run] [--json]`
- `lethe erase --expired --actor NAME [--reason TEXT] [--dry-run] [--json]`
- `lethe erase --subject "Full Name" --legal-basis GDPR_17|CCPA|court_order|other --reference REF --actor NAME
  [--confirm PLAN_ID] [--force] [--json]` — always a dry run first; carried out only with `--confirm` and the
  plan id that dry run printed (the latest erase plan, not expired, not done), passing the name again.

Every request becomes an ordinary plan (`origin="operator"`, made by `plan_from_inventory` from a normal
inventory) that `executor.run.execute` carries out: revalidation, provenance before each deletion,
tombstones, index refresh, pending.json and verification from fresh state all apply. Beside the plan,
`lethe/operator/<plan_id>.json` keeps the request (locators, keyed fingerprints, word counts, never text);
each run appends an `operator_erase` receipt to `lethe/receipts.jsonl` (dry runs included). Operator text
(actor, reason, reference) that repeats the erased information is stored as "[withheld]"; a person's name
is stored only as a keyed hash (`subject_hmac`).

An interrupted erase is finished by the next `lethe erase` (items and expired) or by repeating the
`--confirm` command (compliance); a new request is not carried out in the same run.
"""

from __future__ import annotations

import argparse
import json
import logging
import re
from collections import Counter
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from enum import StrEnum
from typing import Literal

from pydantic import BaseModel, Field

from lethe.assistant_home.layout import Home
from lethe.executor.outcome import ConfirmStatus, Outcome
from lethe.executor.run import execute
from lethe.ledger.durable import write_json
from lethe.ledger.lock import HomeBusy, home_lock
from lethe.ledger.seal import seal, unseal
from lethe.ledger.store import Ledger, PlanState
from lethe.planner.build import DEFAULT_TTL, plan_from_inventory, subject_fingerprint
from lethe.planner.inventory import take_inventory
from lethe.planner.matching import Matcher, tokens
from lethe.planner.operator_requests import (
    EraseType,
    OperatorRequest,
    OperatorSubject,
    RequestError,
    Resolution,
    ReviewFlag,
    ReviewReason,
    locked_locators,
    recover_item_subject,
    resolve_compliance,
    resolve_expired,
    resolve_items,
    tombstone_record,
)
from lethe.planner.plan import Action, ArtifactKind, Category, Limit, LimitReason, Plan

from . import messages
from .schemas import CategoryOut, LimitOut

log = logging.getLogger("lethe.erase")

LEGAL_BASES = ("GDPR_17", "CCPA", "court_order", "other")
WITHHELD = "[withheld: it repeats the erased information]"
_PLAN_ID = re.compile(r"^p-[0-9a-f]{16}$")
_VERB = {
    Action.EDIT_LINES: "remove or rewrite",
    Action.REMOVE_FILE: "remove",
    Action.RETRACT_CLAIMS: "clear",
    Action.DROP_ENTRIES: "remove",
    Action.REMOVE_JOB: "delete",
    Action.PAUSE_JOB: "pause",
}
_WHAT = {
    EraseType.ITEM: "that item",
    EraseType.EXPIRED: "the expired items",
    EraseType.COMPLIANCE: "that person's information",
}


# ---------------------------------------------------------------------------------------------- JSON schema (v1)


class EraseStatus(StrEnum):
    DRY_RUN = "dry_run"  # nothing changed; `plan_id` is what would be carried out
    ERASED = "erased"  # done, and fresh verification found nothing left
    INCOMPLETE = "incomplete"  # done in part: see remains, limits, review
    REVISED = "revised"  # the home changed since the dry run; nothing changed; confirm the new `plan_id`
    NOTHING_FOUND = "nothing_found"
    ALREADY_DONE = "already_done"
    REFUSED = "refused"  # invalid or unsafe request; `error` says why; nothing changed


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


class EraseReceipt(BaseModel):
    """One line of `lethe/receipts.jsonl` per `lethe erase` run (beside the executor's own receipt)."""

    kind: Literal["operator_erase"] = "operator_erase"
    erase_type: EraseType
    status: EraseStatus
    dry_run: bool
    resumed: bool = False
    actor: str | None = None
    planned_by: str | None = None
    reason: str | None = None
    legal_basis: str | None = None
    reference: str | None = None
    subject_hmac: str | None = Field(default=None, description="keyed hash of the person's name (compliance)")
    planned: dict[str, int] = Field(default_factory=dict, description="everyday category -> count")
    done: dict[str, int] = Field(default_factory=dict)
    provenance_records: int = 0
    derived_refreshed: list[str] = Field(default_factory=list)
    review_flagged: int = 0
    review_skipped: int = 0
    retention_locked: int = 0
    limits: list[str] = Field(default_factory=list)
    remains: list[str] = Field(default_factory=list)


class OperatorRecord(BaseModel):
    """`lethe/operator/<plan_id>.json`: the request behind an operator plan (no text, no names)."""

    plan_id: str
    created_at: datetime
    request: OperatorRequest
    review: list[ReviewFlag] = Field(default_factory=list)
    actor: str | None = None
    reason: str | None = None
    legal_basis: str | None = None
    reference: str | None = None
    reference_hmac: str | None = Field(default=None, description="keyed hash of the reference, to compare it")
    subject_hmac: str | None = None


# ---------------------------------------------------------------------------------------------- the request


@dataclass
class EraseArgs:
    erase_type: EraseType | None
    actor: str | None
    reason: str | None = None
    items: list[str] = field(default_factory=list)
    names: list[str] = field(default_factory=list)
    legal_basis: str | None = None
    reference: str | None = None
    confirm: str | None = None
    force: bool = False
    dry_run: bool = False


class _Refused(Exception):
    def __init__(self, code: str, text: str):
        super().__init__(text)
        self.code = code


def _validate(a: EraseArgs) -> None:
    if a.erase_type is None:
        raise _Refused("choose_one", "choose exactly one of --item, --expired or --subject.")
    if not (a.actor or "").strip():
        raise _Refused("actor_required", "say who is doing this with --actor NAME.")
    if a.erase_type is EraseType.ITEM and not (a.reason or "").strip():
        raise _Refused("reason_required", "say why with --reason TEXT.")
    if a.erase_type is EraseType.COMPLIANCE:
        if a.legal_basis not in LEGAL_BASES:
            raise _Refused("legal_basis_required", f"give --legal-basis, one of {', '.join(LEGAL_BASES)}.")
        if not (a.reference or "").strip():
            raise _Refused(
                "reference_required", "a compliance erasure needs --reference (the request's ticket or case number)."
            )
        if a.confirm is not None and a.dry_run:
            raise _Refused("dry_run_with_confirm", "--dry-run and --confirm cannot be used together.")
    else:
        if a.confirm is not None:
            raise _Refused("confirm_only_for_subject", "--confirm is only for --subject erasures.")
        if a.force:
            raise _Refused("force_only_for_subject", "--force is only for --subject erasures.")


# ---------------------------------------------------------------------------------------------- the operation


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
        self.ttl = ttl
        self.now = now or datetime.now(UTC)
        self.running_wait_s = running_wait_s
        self.crash_after = crash_after

    # -------------------------------------------------------------------------------------- entry
    def run(self, a: EraseArgs) -> EraseResult:
        try:
            _validate(a)
            interrupted = self._interrupted()
            if interrupted is not None:
                plan, record = interrupted
                if not (a.erase_type is EraseType.COMPLIANCE and a.confirm == plan.plan_id):
                    return self._resume(a, plan, record)
            if a.erase_type is EraseType.COMPLIANCE:
                return self._confirm(a) if a.confirm is not None else self._compliance_dry_run(a)
            return self._item_or_expired(a)
        except _Refused as r:
            return self._refused(a, r.code, str(r))
        except RequestError as e:
            return self._refused(a, e.code, str(e))
        except HomeBusy:
            return self._refused(a, "busy", "another cleanup is running on this assistant home; try again shortly.")

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
        record = self._record(a, plan, res) if plan is not None else None
        if plan is None:
            self._receipt(a, EraseStatus.NOTHING_FOUND, None, res, dry_run=a.dry_run)
            return self._build(a, EraseStatus.NOTHING_FOUND, plan=None, record=None, dry_run=a.dry_run, res=res)
        self._save(plan, record)
        if a.dry_run:
            self._receipt(a, EraseStatus.DRY_RUN, plan, res, record=record, dry_run=True)
            return self._build(a, EraseStatus.DRY_RUN, plan=plan, record=record, dry_run=True, res=res)
        return self._execute(a, plan, record, res.subject)

    def _recently_done_items(self, items: list[str]) -> OperatorRecord | None:
        """The same --item request carried out within the plan lifetime: running it again would hit other lines."""
        want = sorted(_loose(i) for i in items)
        best: OperatorRecord | None = None
        for rec in self._records():
            if rec.request.erase_type is not EraseType.ITEM or self.now - rec.created_at > self.ttl:
                continue
            if sorted(_loose(r) for r in rec.request.requested) != want:
                continue
            state = self.ledger.state(rec.plan_id)
            done = state.get("state") == PlanState.DONE.value and state.get("status") != "superseded"
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
        self._save(plan, record)
        self._receipt(a, EraseStatus.DRY_RUN, plan, res, record=record, dry_run=True)
        return self._build(a, EraseStatus.DRY_RUN, plan=plan, record=record, dry_run=True, res=res)

    def _confirm(self, a: EraseArgs) -> EraseResult:
        pid = a.confirm or ""
        plan = self.ledger.load_plan(pid) if _PLAN_ID.match(pid) else None
        record = self._load_record(pid) if plan is not None else None
        if plan is None or record is None or record.request.erase_type is not EraseType.COMPLIANCE:
            raise _Refused("unknown_plan", f"{pid!r} is not a compliance erase plan; run the dry run first.")
        state = self.ledger.state(pid).get("state")
        if state == PlanState.DONE.value:
            raise _Refused("already_done", f"plan {pid} was already carried out; make a new dry run.")
        resuming = state == PlanState.EXECUTING.value
        if not resuming:
            latest = self.ledger.latest_plan_id(origin="operator")
            if latest != pid:
                raise _Refused("not_latest", f"plan {pid} is not the latest erase plan; confirm {latest} instead.")
            if self.now > plan.expires_at:
                raise _Refused("expired", f"plan {pid} has expired; make a new dry run.")
        same_ref = _reference_hmac(self.ledger.hasher(), a.reference) == record.reference_hmac
        if a.legal_basis != record.legal_basis or not same_ref:
            raise _Refused("details_mismatch", "--legal-basis and --reference must be the same as in the dry run.")
        if a.force and not record.request.force:
            raise _Refused("force_mismatch", "that dry run was made without --force; make a new one with --force.")
        hasher = self.ledger.hasher()
        res = resolve_compliance(self.home, a.names, self.now, force=record.request.force)
        if subject_fingerprint(hasher, res.subject) != plan.subject_fingerprint:
            raise _Refused("subject_mismatch", "the --subject given does not match that plan.")
        return self._execute(a, plan, record, res.subject, res=res, resumed=resuming)

    # -------------------------------------------------------------------------------------- interrupted
    def _interrupted(self) -> tuple[Plan, OperatorRecord] | None:
        found = []
        for rec in self._records():
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
            raise _Refused(
                "interrupted",
                f"an earlier compliance erasure (plan {plan.plan_id}) was interrupted; finish it first by running "
                f"it again with --confirm {plan.plan_id} and the same --subject.",
            )
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
            or sorted(_loose(i) for i in a.items) == sorted(_loose(r) for r in record.request.requested)
        )
        ra = EraseArgs(
            erase_type=record.request.erase_type,
            actor=a.actor,
            reason=record.reason,
            legal_basis=record.legal_basis,
            reference=record.reference,
        )
        res = Resolution(subject, record.request, record.review, review_skipped=bool(record.review))
        result = self._execute(ra, plan, record, subject, res=res, resumed=True)
        if not same:
            result.message = _render(result, other_request=True)
        return result

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
            self._save(new_plan, new_record)
            if self.ledger.state(plan.plan_id).get("state") == PlanState.EXECUTING.value:
                self.ledger.set_state(plan.plan_id, PlanState.DONE, status="superseded", superseded_by=new_plan.plan_id)
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
        hasher = self.ledger.hasher()
        inv = take_inventory(self.home, res.subject.matcher(), hasher, self.now.date())
        if not inv.targets and not inv.limits and not (keep_if_review and res.review):
            return None
        return plan_from_inventory(
            self.home, hasher, res.subject, inv, session_id=None, origin="operator", now=self.now, ttl=self.ttl
        )

    def _record(self, a: EraseArgs, plan: Plan | None, res: Resolution) -> OperatorRecord:
        """The audit details of an erase (for a saved plan, or for a result that made none)."""
        hasher = self.ledger.hasher()
        names = a.names if a.erase_type is EraseType.COMPLIANCE else []
        return OperatorRecord(
            plan_id=plan.plan_id if plan else "",
            created_at=plan.created_at if plan else self.now,
            request=res.request,
            review=res.review,
            actor=_scrub(a.actor, res.subject, names),
            reason=_scrub(a.reason, res.subject, names),
            legal_basis=a.legal_basis,
            reference=_scrub(a.reference, res.subject, names),
            reference_hmac=_reference_hmac(hasher, a.reference),
            subject_hmac=_subject_hmac(hasher, res.subject) if names else None,
        )

    def _operator_dir(self):
        return self.ledger.path("operator")

    def _save(self, plan: Plan, record: OperatorRecord) -> None:
        hasher = self.ledger.hasher()
        data = _map_record_locators(json.loads(record.model_dump_json()), lambda x: seal(hasher, x))
        write_json(self._operator_dir() / f"{plan.plan_id}.json", data)
        self.ledger.save_plan(plan)

    def _load_record(self, plan_id: str) -> OperatorRecord | None:
        hasher = self.ledger.existing_hasher()
        if hasher is None:
            return None
        try:
            data = json.loads((self._operator_dir() / f"{plan_id}.json").read_text())
            return OperatorRecord.model_validate(_map_record_locators(data, lambda x: unseal(hasher, x)))
        except (OSError, ValueError, AttributeError, TypeError, RecursionError):
            return None

    def _records(self) -> list[OperatorRecord]:
        folder = self._operator_dir()
        out = []
        if folder.is_dir():
            for p in sorted(folder.glob("p-*.json")):
                if _PLAN_ID.match(p.stem):
                    rec = self._load_record(p.stem)
                    if rec is not None:
                        out.append(rec)
        return out

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
        names = a.names if a.erase_type is EraseType.COMPLIANCE else []
        if record is None:
            record = self._record(a, None, res)
        limits = outcome.limits if outcome is not None else (plan.limits if plan else [])
        planned: Counter[str] = Counter()
        for c in plan.categories if plan else []:
            planned[c.category.value] += c.count
        if plan and any(t.kind is ArtifactKind.MEMORY_INDEX for t in plan.targets):
            planned["memory search"] += sum(t.count for t in plan.targets if t.kind is ArtifactKind.MEMORY_INDEX)
        receipt = EraseReceipt(
            erase_type=record.request.erase_type,
            status=status,
            dry_run=dry_run,
            resumed=resumed,
            actor=_scrub(a.actor, res.subject, names),
            planned_by=record.actor,
            reason=record.reason,
            legal_basis=record.legal_basis,
            reference=record.reference,
            subject_hmac=record.subject_hmac,
            planned=dict(planned),
            done=dict(outcome.done) if outcome else {},
            provenance_records=len(self.ledger.provenance(plan.plan_id)) if plan and not dry_run else 0,
            derived_refreshed=_refreshed(outcome),
            review_flagged=len(res.review),
            review_skipped=len(res.review) if res.review_skipped else 0,
            retention_locked=sum(lim.count for lim in limits if lim.reason is LimitReason.RETENTION_LOCK),
            limits=[lim.reason.value for lim in limits],
            remains=[k for k, _, _ in outcome.remains] if outcome else [],
        )
        self.ledger.write_receipt(plan.plan_id if plan else None, receipt.model_dump(mode="json"))

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
        names = a.names if a.erase_type is EraseType.COMPLIANCE else []
        review = res.review if res else (record.review if record else [])
        skipped = res.review_skipped if res else False
        matcher = res.subject.matcher() if res else None
        result = EraseResult(
            status=status,
            erase_type=a.erase_type,
            plan_id=plan.plan_id if plan else (record.plan_id if record else None),
            plan_expires_at=plan.expires_at if plan and status in (EraseStatus.DRY_RUN, EraseStatus.REVISED) else None,
            dry_run=dry_run,
            resumed=resumed,
            actor=_scrub(a.actor, res.subject, names) if res else (a.actor or None),
            planned_by=record.actor if record else None,
            reason=record.reason if record else a.reason,
            legal_basis=record.legal_basis if record else a.legal_basis,
            reference=record.reference if record else a.reference,
            categories=[CategoryOut(category=c.category.value, action=c.action, count=c.count) for c in plan.categories]
            if plan
            else [],
            places=_places(plan) if plan else [],
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
            limits=_limits(self.home, limits, matcher, self.now) if matcher is not None else [],
            done=[
                DoneOut(kind=k, count=n, text=messages.done_line(k, n)) for k, n in messages.ordered_done(outcome.done)
            ]
            if outcome
            else [],
            remains=[messages.remains_line(k, n, d) for k, n, d in outcome.remains] if outcome else [],
            provenance_records=len(self.ledger.provenance(plan.plan_id)) if plan and outcome else 0,
            derived_refreshed=_refreshed(outcome),
            message="",
        )
        result.message = _render(result, search=bool(plan and _has_index(plan)))
        return result

    def _refused(self, a: EraseArgs, code: str, text: str) -> EraseResult:
        result = EraseResult(
            status=EraseStatus.REFUSED,
            erase_type=a.erase_type,
            dry_run=True,
            error=code,
            message="",
        )
        result.message = messages.render("erase.j2", **_template_values(result, error=text))
        return result


# ---------------------------------------------------------------------------------------------- pure helpers


def _map_record_locators(data: dict, fn) -> dict:
    """Apply `fn` to every locator of a stored OperatorRecord (they are kept sealed, like the plan's)."""
    req = data.get("request") or {}
    req["requested"] = [fn(x) for x in req.get("requested") or []]
    for item in req.get("items") or []:
        for k in ("locator", "path", "job_id", "claim_id"):
            if isinstance(item.get(k), str):
                item[k] = fn(item[k])
    for flag in data.get("review") or []:
        if isinstance(flag.get("locator"), str):
            flag["locator"] = fn(flag["locator"])
    return data


def _loose(locator: str) -> str:
    loc = locator.strip().removeprefix("workspace/")
    for prefix in ("claim:", "job:"):
        loc = loc.removeprefix(prefix)
    return loc


def _reference_hmac(hasher, reference: str | None) -> str | None:
    return hasher.digest("erase-reference", reference.strip()) if reference and reference.strip() else None


def _subject_hmac(hasher, subject: OperatorSubject) -> str:
    return hasher.digest("erase-subject", "\n".join(subject.canonical()))


def _scrub(text: str | None, subject: OperatorSubject, names: list[str]) -> str | None:
    """Operator text as given, or WITHHELD when it repeats any part of what is being erased: a word of
    the person's name, a two-word run of an erased sentence, a one-word erased sentence, or a number or
    address from it."""
    if text is None:
        return None
    text = text.strip()
    toks = tokens(text)
    if not toks:
        return text or None
    folded = " ".join(toks)

    def said(word: str) -> bool:
        return re.search(rf"(?<![^\W_]){re.escape(word)}(?![^\W_])", folded) is not None

    if names and any(said(t) for n in names for t in tokens(n) if len(t) > 1):
        return WITHHELD
    bigrams = set(zip(toks, toks[1:], strict=False))
    for v in subject.values:
        seq = v.toks
        if len(seq) == 1 and said(seq[0]):
            return WITHHELD
        if bigrams & set(zip(seq, seq[1:], strict=False)):
            return WITHHELD
        if any(said(t) for t in seq if any(c.isdigit() for c in t) or "@" in t):
            return WITHHELD
    return text


def _refreshed(outcome: Outcome | None) -> list[str]:
    if outcome is None:
        return []
    out = ["memory_index"] if "search" in outcome.done else []
    return out + ["pending"]


def _has_index(plan: Plan) -> bool:
    return any(t.kind is ArtifactKind.MEMORY_INDEX for t in plan.targets)


def _places(plan: Plan) -> list[PlaceOut]:
    out = []
    for t in plan.targets:
        if t.kind is ArtifactKind.MEMORY_INDEX:
            locators = list(t.claim_ids)
        elif t.job_id:
            locators = [f"job:{t.job_id}"]
        elif t.citations:
            locators = list(t.citations)
        else:
            locators = [Home.workspace_locator(t.path) or t.path]
        out.append(
            PlaceOut(
                category=t.category.value,
                kind=t.kind.value,
                action=t.action.value,
                count=len(t.claim_ids) if t.kind is ArtifactKind.MEMORY_INDEX else t.count,
                locators=locators,
            )
        )
    return out


def _limits(home: Home, limits, matcher: Matcher, now: datetime) -> list[EraseLimitOut]:
    where = locked_locators(home, matcher, limits, now.date())
    merged: dict[tuple, EraseLimitOut] = {}
    for lim in limits:
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
        m.explanation = messages.limit_text(_as_limit(m))
    return list(merged.values())


def _as_limit(m: EraseLimitOut) -> Limit:
    return Limit(
        reason=m.reason, category=Category(m.category), path=m.path, policy=m.policy, until=m.until, count=m.count
    )


def _template_values(result: EraseResult, **extra) -> dict:
    review = Counter(r.reason.value for r in result.review)
    return {
        "status": result.status.value,
        "erase_type": result.erase_type.value if result.erase_type else "",
        "what": _WHAT.get(result.erase_type, "that information") if result.erase_type else "that information",
        "is_are": "are" if result.erase_type is EraseType.EXPIRED else "is",
        "plan_id": result.plan_id or "",
        "categories": [c.model_dump() for c in result.categories],
        "search_entries": False,
        "limits": [
            {"reason": lim.reason.value, "category": lim.category, "count": lim.count, "until": lim.until}
            for lim in result.limits
        ],
        "review": {
            "modified_recently": review.get("modified_recently", 0),
            "copy_kept_longer": review.get("copy_kept_longer", 0),
            "shared_with_live_task": review.get("shared_with_live_task", 0),
        },
        "review_skipped": any(not r.included for r in result.review),
        "done": [d.text for d in result.done],
        "remains": result.remains,
        "resumed": result.resumed,
        "other_request": False,
        "error": "",
        **extra,
    }


def _render(result: EraseResult, *, search: bool = False, other_request: bool = False) -> str:
    return messages.render("erase.j2", **_template_values(result, search_entries=search, other_request=other_request))


# ---------------------------------------------------------------------------------------------- people's view


def render_text(r: EraseResult) -> str:
    """The readable report: a header, the everyday summary, then tables of exact locators."""
    title = {
        EraseType.ITEM: "Erase item",
        EraseType.EXPIRED: "Erase expired items",
        EraseType.COMPLIANCE: "Compliance erasure",
    }
    head = title.get(r.erase_type, "Erase") if r.erase_type else "Erase"
    bits = [head, r.status.value.replace("_", " ")]
    if r.plan_id:
        bits.append(f"plan {r.plan_id}")
    if r.plan_expires_at:
        bits.append(f"valid until {r.plan_expires_at.strftime('%Y-%m-%d %H:%M UTC')}")
    lines = [" - ".join(bits)]
    who = [
        f"{k}: {v}"
        for k, v in (
            ("Legal basis", r.legal_basis),
            ("Reference", r.reference),
            ("Actor", r.actor),
            ("Reason", r.reason),
        )
        if v
    ]
    if who:
        lines.append("  ".join(who))
    lines += ["", r.message]
    if r.places:
        lines += ["", "Places"]
        rows = [
            (
                "memory search" if p.kind == ArtifactKind.MEMORY_INDEX.value else p.category,
                _VERB.get(Action(p.action), p.action),
                str(p.count),
                p.locators,
            )
            for p in r.places
        ]
        lines += _table(("CATEGORY", "ACTION", "COUNT", "WHERE"), rows)
    if r.review:
        lines += ["", "Held for review" if any(not x.included for x in r.review) else "Flagged for review (included)"]
        rows = [
            (
                x.category,
                x.reason.value.replace("_", " "),
                x.modified_at.strftime("%Y-%m-%d") if x.modified_at else "",
                [x.locator],
            )
            for x in r.review
        ]
        lines += _table(("CATEGORY", "WHY", "CHANGED", "WHERE"), rows)
    if r.limits:
        lines += ["", "Kept"]
        rows = [
            (
                x.category,
                x.reason.value.replace("_", " ")
                + (f" {x.policy}" if x.policy else "")
                + (f" until {x.until}" if x.until else ""),
                str(x.count),
                x.locators or ([x.path] if x.path else []),
            )
            for x in r.limits
        ]
        lines += _table(("CATEGORY", "WHY", "COUNT", "WHERE"), rows)
    if r.provenance_records or r.derived_refreshed:
        lines += ["", f"Provenance records: {r.provenance_records}. Refreshed: {', '.join(r.derived_refreshed)}."]
    return "\n".join(lines)


def _table(header: tuple[str, ...], rows: list[tuple]) -> list[str]:
    widths = [max(len(header[i]), *(len(row[i]) for row in rows)) for i in range(len(header) - 1)]

    def fmt(cells: list[str], last: str) -> str:
        return "  " + "  ".join(c.ljust(w) for c, w in zip(cells, widths, strict=True)) + "  " + last

    out = [fmt(list(header[:-1]), header[-1])]
    for row in rows:
        locs = row[-1] or [""]
        out.append(fmt(list(row[:-1]), locs[0]))
        out += [fmt([""] * len(widths), loc) for loc in locs[1:]]
    return out


# ---------------------------------------------------------------------------------------------- CLI


EXIT = {
    EraseStatus.DRY_RUN: 0,
    EraseStatus.ERASED: 0,
    EraseStatus.NOTHING_FOUND: 0,
    EraseStatus.ALREADY_DONE: 0,
    EraseStatus.INCOMPLETE: 1,
    EraseStatus.REVISED: 1,
    EraseStatus.REFUSED: 2,
}


def exit_code(r: EraseResult) -> int:
    return 1 if r.status is EraseStatus.REFUSED and r.error == "busy" else EXIT[r.status]


def args_from_namespace(ns: argparse.Namespace) -> EraseArgs:
    kinds = [
        k
        for k, on in ((EraseType.ITEM, ns.item), (EraseType.EXPIRED, ns.expired), (EraseType.COMPLIANCE, ns.subject))
        if on
    ]
    return EraseArgs(
        erase_type=kinds[0] if len(kinds) == 1 else None,
        actor=ns.actor,
        reason=ns.reason,
        items=list(ns.item or []),
        names=list(ns.subject or []),
        legal_basis=ns.legal_basis,
        reference=ns.reference,
        confirm=ns.confirm,
        force=ns.force,
        dry_run=ns.dry_run,
    )


def cmd_erase(args: argparse.Namespace) -> int:
    home = Home.at(args.home, args.agent)
    result = Eraser(home, ttl=timedelta(minutes=args.ttl_minutes)).run(args_from_namespace(args))
    if args.json:
        print(json.dumps(result.model_dump(mode="json"), indent=2, ensure_ascii=False))
    else:
        print(render_text(result))
    return exit_code(result)


def add_erase_parser(sub, common) -> None:
    p = sub.add_parser(
        "erase",
        help="operator erasure: one item (--item), everything marked expired (--expired), or a person (--subject)",
        description="Operator-initiated erasure through the same plan, provenance and verification as forgetting.",
    )
    common(p)
    p.add_argument(
        "--item", action="append", metavar="LOCATOR", help="MEMORY.md#L12, memory/<path>.md#L3, a claim id, job:<id>"
    )
    p.add_argument("--expired", action="store_true", help="erase what the memory system marked as expired")
    p.add_argument("--subject", action="append", metavar="FULL_NAME", help="a person's full name (compliance)")
    p.add_argument("--legal-basis", metavar="|".join(LEGAL_BASES), help="why the law requires it (compliance)")
    p.add_argument("--reference", metavar="REF", help="ticket or case number")
    p.add_argument("--actor", metavar="NAME", help="who is doing this")
    p.add_argument("--reason", metavar="TEXT", help="why (required for --item)")
    p.add_argument("--confirm", metavar="PLAN_ID", help="carry out the compliance dry run with this plan id")
    p.add_argument("--force", action="store_true", help="include items changed in the last 7 days (compliance)")
    p.add_argument("--dry-run", action="store_true", help="list what would be erased; change nothing")
    p.add_argument("--json", action="store_true", help="print the result as JSON (schema version 1)")
    p.set_defaults(fn=cmd_erase)
