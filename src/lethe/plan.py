"""The plan: the contract between the read-only planner and the executor.

A plan holds locators and keyed content fingerprints, never the text being forgotten. Line numbers
are 1-based and as they were when the plan was made. Its targets are the artifact kinds' own models
(`lethe.kinds`); the executor carries out exactly what they describe.
"""

from __future__ import annotations

from datetime import datetime

from pydantic import BaseModel, Field

from lethe.contract.targets import CategorySummary, Limit
from lethe.contract.vocabulary import Category, PlanOrigin
from lethe.kinds import AnyTarget


class Plan(BaseModel):
    plan_id: str
    created_at: datetime
    expires_at: datetime
    agent: str
    session_id: str | None = None
    origin: PlanOrigin = Field(default=PlanOrigin.CONVERSATION, description="where the subject came from")
    request_position: int | None = Field(default=None, description="transcript position of the forget request")
    subject_fingerprint: str = Field(description="keyed hash of the derived subject, to check it again at confirm")
    value_hashes: list[str] = Field(default_factory=list, description="tombstone hashes of the forgotten values")
    tombstones: list[dict] = Field(default_factory=list, description="tombstone records: keyed hashes and sizes")
    descriptor: str = Field(description="everyday words for the subject that never repeat it")
    items: int = Field(
        default=1,
        ge=1,
        description="how many things the plan covers as the user sees them; a reply's 'both' or 'all four' must match",
    )
    untouched: list[Category] = Field(
        default_factory=list,
        description="categories the request leaves as they are ('the wedding reminder', 'but keep the reminder')",
    )
    targets: list[AnyTarget] = Field(default_factory=list)
    limits: list[Limit] = Field(default_factory=list)
    categories: list[CategorySummary] = Field(default_factory=list)
    message: str = ""

    def target_keys(self) -> set[str]:
        return {t.key for t in self.targets}


def atoms(targets) -> set[str]:
    """The smallest units a plan approves: each line, claim, entry and job. A fresh inventory may hold
    fewer (something vanished on its own) but never more without a new approval."""
    out: set[str] = set()
    for t in targets:
        out |= t.atoms()
    return out
