"""What an operator reads: the summary in an erase result, a refusal, and the readable report (templates)."""

from __future__ import annotations

from collections import Counter

from lethe.prompts.render import render

from .request import Refused, ReviewReason
from .result import EraseResult


def _values(result: EraseResult, **extra) -> dict:
    review = Counter(r.reason for r in result.review)
    return {
        "status": result.status.value,
        "erase_type": result.erase_type.value if result.erase_type else "",
        "plan_id": result.plan_id or "",
        "categories": [c.model_dump() for c in result.categories],
        "search_entries": False,
        "limits": [
            {"reason": lim.reason.value, "category": lim.category, "count": lim.count, "until": lim.until}
            for lim in result.limits
        ],
        "review": {reason.value: review.get(reason, 0) for reason in ReviewReason},
        "review_skipped": any(not r.included for r in result.review),
        "done": [d.text for d in result.done],
        "remains": result.remains,
        "resumed": result.resumed,
        "other_request": False,
        "error": "",
        **extra,
    }


def summary(result: EraseResult, *, search: bool = False, other_request: bool = False) -> str:
    """The `message` of an erase result: what was (or would be) erased, what is kept, what to do next."""
    return render("erase.j2", **_values(result, search_entries=search, other_request=other_request))


def refusal(result: EraseResult, refused: Refused) -> str:
    """The `message` of a refused request: nothing was changed, and why."""
    return render(
        "erase.j2", **_values(result, error=render("erase_refused.j2", why=refused.why.value, **refused.values))
    )


def render_text(result: EraseResult) -> str:
    """The readable report: a header, the everyday summary, then tables of exact locators."""
    return render("erase_report.j2", r=result.model_dump())
