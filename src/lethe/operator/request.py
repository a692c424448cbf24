"""What an operator asks `lethe erase` for: the command's arguments, their checks, and the stored request.

`EraseArgs` is what was typed; `validate` refuses a request that is incomplete or contradictory before
anything is read. `OperatorRequest` is what is kept beside an operator plan (locators, keyed fingerprints
and word counts, never text), so an interrupted erase can be finished later. A request that cannot be
carried out raises `Refused` with a stable code; the operator reads its sentence (`erase_refused.j2`).
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


class Refused(Exception):
    """The request cannot be carried out and nothing was changed.

    `code` is the stable key printed as `error`; `why` picks the sentence in `erase_refused.j2` (several
    sentences share a code), `values` fill it in.
    """

    def __init__(self, code: str, why: str | None = None, **values):
        super().__init__(code)
        self.code = code
        self.why = why or code
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
        raise Refused("choose_one")
    if not (a.actor or "").strip():
        raise Refused("actor_required")
    if a.erase_type is EraseType.ITEM and not (a.reason or "").strip():
        raise Refused("reason_required")
    if a.erase_type is EraseType.COMPLIANCE:
        if a.legal_basis not in LEGAL_BASES:
            raise Refused("legal_basis_required", bases=LEGAL_BASES)
        if not (a.reference or "").strip():
            raise Refused("reference_required")
        if a.confirm is not None and a.dry_run:
            raise Refused("dry_run_with_confirm")
    else:
        if a.confirm is not None:
            raise Refused("confirm_only_for_subject")
        if a.force:
            raise Refused("force_only_for_subject")


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
