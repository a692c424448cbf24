"""The tools' messages (a plan, a confirm report, a question), rendered by `lethe.prompts.render`."""

from __future__ import annotations

from lethe.contract.targets import CategorySummary
from lethe.contract.vocabulary import SEARCH_KINDS, NotConfirmedReason
from lethe.plan import Plan
from lethe.planner.scope import kept_places
from lethe.prompts.render import done_line, limit_text, limit_values, ordered_done, render
from lethe.prompts.render import remains_line as _remains_line
from lethe.workflow.outcome import Remainder

__all__ = [
    "ask_message",
    "busy_message",
    "clarify_message",
    "describe_request_message",
    "confirm_message",
    "done_line",
    "limit_text",
    "nothing_found_message",
    "ordered_done",
    "plan_message",
    "remains_line",
    "render",
]


def _cat(c: CategorySummary) -> dict:
    return {"category": c.category.value, "action": c.action.value, "count": c.count}


def plan_message(plan: Plan) -> str:
    search = any(t.kind in SEARCH_KINDS for t in plan.targets)
    return render(
        "plan.j2",
        descriptor=plan.descriptor,
        categories=[_cat(c) for c in plan.categories],
        search_entries=search,
        limits=[limit_values(x) for x in plan.limits],
        kept=kept_places(plan.untouched),
    )


def nothing_found_message(limits=(), *, asked: bool = True) -> str:
    """Nothing to clean; `limits`: what still holds it where Lethe may not change it (said, never planned);
    `asked`: False when the conversation asked to forget nothing at all."""
    return render("nothing_found.j2", limits=[limit_values(x) for x in limits], asked=asked)


def clarify_message(question: str | None, candidates: list[str] | None = None, missing: int = 0) -> str:
    """`missing`: for a "partial" question, how many of the candidates (the last ones) were not found."""
    return render("clarify.j2", question=question or "what", candidates=list(candidates or []), missing=missing)


def plan_failed_message(*, records: bool = False) -> str:
    """Planning stopped on an unexpected error, or on Lethe's own records being unusable (`records`); nothing
    was changed."""
    return render("plan_failed.j2", records=records)


def busy_message() -> str:
    """A plan asked for while a cleanup holds the home."""
    return render("busy.j2")


def describe_request_message() -> str:
    """When the conversation can't be read and no description was given."""
    return render("clarify.j2", question="describe")


def ask_message(plan_message: str) -> str:
    """What the user is asked directly (form elicitation): the plan's own message, or a plain question."""
    return render("ask.j2", plan_message=plan_message)


def remains_line(r: Remainder) -> str:
    return _remains_line(r.kind, r.count, r.failure)


def confirm_message(
    status: str,
    *,
    descriptor: str | None = None,
    done=(),
    remains=(),
    limits=(),
    reason: NotConfirmedReason | None = None,
    plan_message: str = "",
    started: bool = True,
    untouched=(),
) -> str:
    return render(
        "confirm.j2",
        status=status,
        started=started,
        descriptor=descriptor,
        done=list(done),
        remains=list(remains),
        limits=[limit_values(x) for x in limits],
        reason=reason.value if reason is not None else None,
        plan_message=plan_message,
        kept=kept_places(untouched),
    )
