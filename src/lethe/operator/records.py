"""What `lethe erase` keeps in Lethe's own state: the request beside each operator plan, and a receipt per run.

- `lethe/operator/<plan_id>.json` (`OperatorRecord`): the request behind an operator plan: locators
  (sealed with the home's key, like a plan's), keyed fingerprints and word counts, the audit details;
  never text, never a name (a person's name is kept only as a keyed hash, `subject_hmac`).
- `lethe/receipts.jsonl` gets one `operator_erase` line per run (`EraseReceipt`, dry runs included),
  beside the executor's own receipt.

Operator text (actor, reason, reference) that repeats the erased information is stored as WITHHELD.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from datetime import datetime
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, Field

from lethe.contract.vocabulary import ArtifactKind, LimitReason
from lethe.language.text import tokens
from lethe.ledger.durable import write_json
from lethe.ledger.seal import seal, unseal
from lethe.ledger.secret import KeyedHasher
from lethe.ledger.store import Ledger
from lethe.plan import Plan
from lethe.workflow.outcome import Outcome

from .matchers import OperatorSubject
from .request import EraseArgs, EraseType, OperatorRequest, ReviewFlag
from .resolve import Resolution
from .result import EraseStatus, refreshed

WITHHELD = "[withheld: it repeats the erased information]"
SUPERSEDED = "superseded"  # a plan state's status: replaced by a revised plan before it finished
PLAN_ID = re.compile(r"^p-[0-9a-f]{16}$")


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


# ---------------------------------------------------------------------------------------------- the record


def names_of(a: EraseArgs) -> list[str]:
    """The person's names given (compliance only): operator text must never repeat them."""
    return a.names if a.erase_type is EraseType.COMPLIANCE else []


def scrub(text: str | None, subject: OperatorSubject, names: list[str]) -> str | None:
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


def reference_hmac(hasher: KeyedHasher, reference: str | None) -> str | None:
    return hasher.digest("erase-reference", reference.strip()) if reference and reference.strip() else None


def subject_hmac(hasher: KeyedHasher, subject: OperatorSubject) -> str:
    return hasher.digest("erase-subject", "\n".join(subject.canonical()))


def loose(locator: str) -> str:
    """A locator compared loosely: `workspace/`, `claim:` and `job:` prefixes make no difference."""
    loc = locator.strip().removeprefix("workspace/")
    for prefix in ("claim:", "job:"):
        loc = loc.removeprefix(prefix)
    return loc


def make_record(a: EraseArgs, plan: Plan | None, res: Resolution, hasher: KeyedHasher, now: datetime) -> OperatorRecord:
    """The audit details of an erase (for a saved plan, or for a result that made none)."""
    names = names_of(a)
    return OperatorRecord(
        plan_id=plan.plan_id if plan else "",
        created_at=plan.created_at if plan else now,
        request=res.request,
        review=res.review,
        actor=scrub(a.actor, res.subject, names),
        reason=scrub(a.reason, res.subject, names),
        legal_basis=a.legal_basis,
        reference=scrub(a.reference, res.subject, names),
        reference_hmac=reference_hmac(hasher, a.reference),
        subject_hmac=subject_hmac(hasher, res.subject) if names else None,
    )


# ---------------------------------------------------------------------------------------------- the store


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


class OperatorRecords:
    """The operator records of one home, beside its ledger."""

    def __init__(self, ledger: Ledger):
        self.ledger = ledger

    @property
    def dir(self) -> Path:
        """The records' folder, through the ledger's containment check (`StateOutsideHome`, an OSError)."""
        return self.ledger.path("operator")

    def save(self, plan: Plan, record: OperatorRecord) -> None:
        """Store the record, then the plan it belongs to."""
        hasher = self.ledger.hasher()
        data = _map_record_locators(json.loads(record.model_dump_json()), lambda x: seal(hasher, x))
        write_json(self.dir / f"{plan.plan_id}.json", data)
        self.ledger.save_plan(plan)

    def load(self, plan_id: str) -> OperatorRecord | None:
        hasher = self.ledger.existing_hasher()
        if hasher is None:
            return None
        try:
            data = json.loads((self.dir / f"{plan_id}.json").read_text())
            return OperatorRecord.model_validate(_map_record_locators(data, lambda x: unseal(hasher, x)))
        except (OSError, ValueError, AttributeError, TypeError, RecursionError):
            return None

    def all(self) -> list[OperatorRecord]:
        out = []
        try:
            folder = self.dir
        except OSError:
            return out
        if folder.is_dir():
            for p in sorted(folder.glob("p-*.json")):
                if PLAN_ID.match(p.stem):
                    rec = self.load(p.stem)
                    if rec is not None:
                        out.append(rec)
        return out


# ---------------------------------------------------------------------------------------------- the receipt


def write_receipt(
    ledger: Ledger,
    a: EraseArgs,
    status: EraseStatus,
    plan: Plan | None,
    res: Resolution,
    record: OperatorRecord,
    *,
    dry_run: bool,
    outcome: Outcome | None = None,
    resumed: bool = False,
) -> None:
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
        actor=scrub(a.actor, res.subject, names_of(a)),
        planned_by=record.actor,
        reason=record.reason,
        legal_basis=record.legal_basis,
        reference=record.reference,
        subject_hmac=record.subject_hmac,
        planned=dict(planned),
        done=dict(outcome.done) if outcome else {},
        provenance_records=len(ledger.provenance(plan.plan_id)) if plan and not dry_run else 0,
        derived_refreshed=refreshed(outcome),
        review_flagged=len(res.review),
        review_skipped=len(res.review) if res.review_skipped else 0,
        retention_locked=sum(lim.count for lim in limits if lim.reason is LimitReason.RETENTION_LOCK),
        limits=[lim.reason.value for lim in limits],
        remains=[r.kind.value for r in outcome.remains] if outcome else [],
    )
    ledger.write_receipt(plan.plan_id if plan else None, receipt.model_dump(mode="json"))
