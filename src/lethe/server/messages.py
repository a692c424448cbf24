"""Everything a person reads is rendered here from the Jinja templates in `prompts/`."""

from __future__ import annotations

from functools import lru_cache
from importlib.resources import files

import jinja2

from lethe.contract.targets import CategorySummary, Limit
from lethe.contract.vocabulary import SEARCH_KINDS, Done, NotConfirmedReason
from lethe.plan import Plan
from lethe.workflow.outcome import Remainder


@lru_cache(maxsize=1)
def env() -> jinja2.Environment:
    return jinja2.Environment(
        loader=jinja2.FileSystemLoader(str(files("lethe.prompts"))),
        autoescape=False,
        trim_blocks=False,
        keep_trailing_newline=False,
        undefined=jinja2.StrictUndefined,
    )


def render(name: str, **values) -> str:
    text = env().get_template(name).render(**values)
    return "\n".join(line.rstrip() for line in text.strip().splitlines())


def _cat(c: CategorySummary) -> dict:
    return {"category": c.category.value, "action": c.action.value, "count": c.count}


def _lim(lim: Limit) -> dict:
    return {"reason": lim.reason.value, "category": lim.category.value, "count": lim.count, "until": lim.until}


def limit_text(lim: Limit) -> str:
    tpl = env().from_string('{%- import "_words.j2" as w -%}{{ w.limit_line(l) }}')
    return tpl.render(l=_lim(lim)).strip()


def plan_message(plan: Plan) -> str:
    search = any(t.kind in SEARCH_KINDS for t in plan.targets)
    return render(
        "plan.j2",
        descriptor=plan.descriptor,
        categories=[_cat(c) for c in plan.categories],
        search_entries=search,
        limits=[_lim(x) for x in plan.limits],
    )


def nothing_found_message() -> str:
    return render("nothing_found.j2")


def clarify_message(question: str | None) -> str:
    return render("clarify.j2", question=question or "what")


def ordered_done(done: dict[Done, int]) -> list[tuple[Done, int]]:
    """What was done, future activity first and the search last (the order of `Done`)."""
    rank = {k: i for i, k in enumerate(Done)}
    return sorted(done.items(), key=lambda kv: rank[kv[0]])


def done_line(kind: Done, n: int) -> str:
    return render("done_lines.j2", kind=kind.value, n=n)


def remains_line(r: Remainder) -> str:
    return render("remains.j2", kind=r.kind.value, n=r.count, detail=r.failure.value if r.failure else "")


def confirm_message(
    status: str,
    *,
    descriptor: str = "that information",
    done=(),
    remains=(),
    limits=(),
    reason: NotConfirmedReason | None = None,
    plan_message: str = "",
) -> str:
    return render(
        "confirm.j2",
        status=status,
        descriptor=descriptor,
        done=list(done),
        remains=list(remains),
        limits=[_lim(x) for x in limits],
        reason=reason.value if reason is not None else None,
        plan_message=plan_message,
    )
