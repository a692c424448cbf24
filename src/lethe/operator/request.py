"""What an operator asks `lethe erase` for: the command's arguments, their checks, and the stored request.

`EraseArgs` is what was typed; `validate` refuses a request that is incomplete or contradictory before
anything is read. `OperatorRequest` is what is kept beside an operator plan (locators, keyed fingerprints
and word counts, never text), so an interrupted erase can be finished later. A request that cannot be
carried out raises `Refused`: a `Refusal`, whose sentence the operator reads (`erase_refused.j2`), and a stable
`error` code.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date, datetime
from enum import StrEnum

from pydantic import BaseModel, Field

from lethe.contract.vocabulary import Category


class EraseType(StrEnum):
    ITEM = "item"
    EXPIRED = "expired"
    COMPLIANCE = "compliance"


class LegalBasis(StrEnum):
    """Why the law requires a compliance erasure (`--legal-basis`)."""

    GDPR_17 = "GDPR_17"
    CCPA = "CCPA"
    COURT_ORDER = "court_order"
    OTHER = "other"


LEGAL_BASES = tuple(b.value for b in LegalBasis)


class ItemKind(StrEnum):
    LINE = "line"  # a memory note line: MEMORY.md#L12, memory/<path>.md#L3
    CLAIM = "claim"  # a memory search chunk: claim:<id>
    JOB = "job"  # a reminder or scheduled task: job:<id>


class ReviewReason(StrEnum):
    MODIFIED_RECENTLY = "modified_recently"  # changed in the last 7 days (compliance)
    COPY_KEPT_LONGER = "copy_kept_longer"  # an unexpired marker elsewhere keeps the same text (expired)
    SHARED_WITH_LIVE_TASK = "shared_with_live_task"  # a job that is not expired holds the same text (expired)


class Refusal(StrEnum):
    """Why a request is refused; each has its sentence in `prompts/erase_refused.j2`."""

    # the command
    CHOOSE_ONE = "choose_one"
    ACTOR_REQUIRED = "actor_required"
    REASON_REQUIRED = "reason_required"
    LEGAL_BASIS_REQUIRED = "legal_basis_required"
    REFERENCE_REQUIRED = "reference_required"
    DRY_RUN_WITH_CONFIRM = "dry_run_with_confirm"
    CONFIRM_ONLY_FOR_SUBJECT = "confirm_only_for_subject"
    FORCE_ONLY_FOR_SUBJECT = "force_only_for_subject"
    BUSY = "busy"
    # a compliance confirmation
    UNKNOWN_PLAN = "unknown_plan"
    ALREADY_DONE = "already_done"
    NOT_LATEST = "not_latest"
    EXPIRED = "expired"
    DETAILS_MISMATCH = "details_mismatch"
    FORCE_MISMATCH = "force_mismatch"
    SUBJECT_MISMATCH = "subject_mismatch"
    INTERRUPTED = "interrupted"
    # the items and the person named
    NO_ITEM = "no_item"
    NO_CLAIM = "no_claim"
    NOT_AN_ITEM = "not_an_item"
    NOT_A_NOTE = "not_a_note"
    UNREADABLE_ITEM = "unreadable_item"
    NO_SUCH_LINE = "no_such_line"
    EMPTY_LINE = "empty_line"
    EMPTY_CLAIM = "empty_claim"
    INDEX_UNOPENABLE = "index_unopenable"
    INDEX_UNREADABLE = "index_unreadable"
    NO_SUCH_JOB = "no_such_job"
    JOB_NOT_UNIQUE = "job_not_unique"
    NO_SUBJECT = "no_subject"

    @property
    def code(self) -> str:
        """The stable `error` code printed for it (several refusals share one)."""
        return _CODES.get(self, self.value)


_CODES = {
    Refusal.NO_CLAIM: "unknown_item",
    Refusal.NOT_AN_ITEM: "unknown_item",
    Refusal.NOT_A_NOTE: "unknown_item",
    Refusal.NO_SUCH_LINE: "unknown_item",
    Refusal.NO_SUCH_JOB: "unknown_item",
    Refusal.EMPTY_LINE: "empty_item",
    Refusal.EMPTY_CLAIM: "empty_item",
    Refusal.INDEX_UNOPENABLE: "index_unavailable",
    Refusal.INDEX_UNREADABLE: "index_unavailable",
}


class Refused(Exception):
    """The request cannot be carried out and nothing was changed: `why`, and the values its sentence names."""

    def __init__(self, why: Refusal, **values):
        super().__init__(why.code)
        self.why = why
        self.code = why.code
        self.values = values


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


def validate(a: EraseArgs) -> None:
    """Refuse a request that is incomplete or contradictory, before anything is read."""
    if a.erase_type is None:
        raise Refused(Refusal.CHOOSE_ONE)
    if not (a.actor or "").strip():
        raise Refused(Refusal.ACTOR_REQUIRED)
    if a.erase_type is EraseType.ITEM and not (a.reason or "").strip():
        raise Refused(Refusal.REASON_REQUIRED)
    if a.erase_type is EraseType.COMPLIANCE:
        if a.legal_basis not in LEGAL_BASES:
            raise Refused(Refusal.LEGAL_BASIS_REQUIRED, bases=LEGAL_BASES)
        if not (a.reference or "").strip():
            raise Refused(Refusal.REFERENCE_REQUIRED)
        if a.confirm is not None and a.dry_run:
            raise Refused(Refusal.DRY_RUN_WITH_CONFIRM)
    else:
        if a.confirm is not None:
            raise Refused(Refusal.CONFIRM_ONLY_FOR_SUBJECT)
        if a.force:
            raise Refused(Refusal.FORCE_ONLY_FOR_SUBJECT)


class ItemRef(BaseModel):
    """One resolved item: where it was and a keyed fingerprint of it as found (never its text)."""

    kind: ItemKind
    locator: str = Field(description="MEMORY.md#L12 | claim:<id> | job:<id>")
    path: str | None = Field(default=None, description="home-relative file holding it")
    line: int | None = None
    claim_id: str | None = None
    job_id: str | None = None
    fingerprint: str | None = Field(default=None, description="keyed hash of the line, chunk or job as found")
    expires: str | None = Field(default=None, description="the expiry date the memory system marked (expired)")


class ReviewFlag(BaseModel):
    category: Category
    locator: str
    reason: ReviewReason
    modified_at: datetime | None = None


class OperatorRequest(BaseModel):
    """What an operator asked for, stored beside the plan: locators, fingerprints and counts, never text."""

    erase_type: EraseType
    requested: list[str] = Field(default_factory=list, description="item locators as resolved")
    items: list[ItemRef] = Field(default_factory=list)
    value_words: list[int] = Field(default_factory=list, description="word counts aligned with plan.value_hashes")
    force: bool = False
    today: date
