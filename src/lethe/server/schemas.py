"""The tools' output schemas (structured content), as the brief's §3 names them."""

from __future__ import annotations

from pydantic import BaseModel, Field

from lethe.contract.vocabulary import ConfirmStatus, LimitReason, PlanStatus


class CategoryOut(BaseModel):
    category: str = Field(description="everyday category: memory, reminders, scheduled tasks, ...")
    action: str
    count: int


class LimitOut(BaseModel):
    reason: LimitReason
    category: str
    count: int = 1
    policy: str | None = None
    until: str | None = None
    explanation: str = Field(description="the limit in everyday words")


class PlanResultOut(BaseModel):
    status: PlanStatus
    plan_id: str | None = None
    message: str
    categories: list[CategoryOut] = Field(default_factory=list)
    limits: list[LimitOut] = Field(default_factory=list)


class ConfirmResult(BaseModel):
    status: ConfirmStatus
    plan_id: str | None = None
    message: str
    categories: list[CategoryOut] = Field(default_factory=list, description="what was cleaned, per category")
    limits: list[LimitOut] = Field(default_factory=list)
    remains: list[str] = Field(default_factory=list, description="what remains, in everyday words")
