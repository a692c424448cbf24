"""The one Jinja environment: every sentence a person reads is a template in this folder, rendered here.

Callers hand over values (counts, enum values, plan ids, locators), never sentences of their own. The
tools' messages (`lethe.server.messages`), the operator's erase reports, the audit and the demo all go
through `render`, so wording lives in one place and a test can check that no sentence hides in Python.
Besides the layout of a message the templates also hold the everyday words for the contract's vocabulary
(`_words.j2`); the helpers below render those one line at a time.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache
from importlib.resources import files

import jinja2

from lethe.contract.targets import Limit
from lethe.contract.vocabulary import Done, Failure, Remains


@lru_cache(maxsize=1)
def env() -> jinja2.Environment:
    e = jinja2.Environment(
        loader=jinja2.FileSystemLoader(str(files("lethe.prompts"))),
        autoescape=False,
        trim_blocks=False,
        keep_trailing_newline=False,
        undefined=jinja2.StrictUndefined,
    )
    e.filters["quoted"] = repr  # a value as the operator typed it, in quotes
    e.filters["table"] = _table
    e.filters["be"] = be
    return e


_SINGULAR_S = ("ss", "us", "is", "news", "diabetes", "series", "measles", "mumps", "herpes", "rabies")


def be(descriptor: str) -> str:
    """ "is" or "are" after what a plan names: "your bank details are", "everything about your divorce is",
    "your salary and your bank details are"."""
    d = descriptor.strip().lower()
    if d.startswith(("everything", "all ", "anything", "that ", "this ")):
        return "is"
    if " and " in d:
        return "are"
    last = d.split()[-1].strip(".,)") if d.split() else ""
    return "are" if last.endswith("s") and not last.endswith(_SINGULAR_S) and not last.endswith("'s") else "is"


def render(name: str, **values) -> str:
    """Template `name` with `values`, without blank edges or trailing spaces."""
    text = env().get_template(name).render(**values)
    return "\n".join(line.rstrip() for line in text.strip().splitlines())


def macro(template: str, name: str, *args) -> str:
    """One macro of a template (the shared words in `_words.j2`), rendered on its own."""
    return str(getattr(env().get_template(template).module, name)(*args)).strip()


# ---------------------------------------------------------------------------------------------- shared words


def limit_values(lim: Limit) -> dict:
    return {"reason": lim.reason.value, "category": lim.category.value, "count": lim.count, "until": lim.until}


def limit_text(lim: Limit) -> str:
    """What will remain, and why, in everyday words."""
    return macro("_words.j2", "limit_line", limit_values(lim))


def ordered_done(done: dict[Done, int]) -> list[tuple[Done, int]]:
    """What was done, future activity first and the search last (the order of `Done`)."""
    rank = {k: i for i, k in enumerate(Done)}
    return sorted(done.items(), key=lambda kv: rank[kv[0]])


def done_line(kind: Done, n: int) -> str:
    return render("done_lines.j2", kind=kind.value, n=n)


def remains_line(kind: Remains, n: int = 1, failure: Failure | None = None) -> str:
    return render("remains.j2", kind=kind.value, n=n, detail=failure.value if failure else "")


# ---------------------------------------------------------------------------------------------- layout


def _table(rows: Iterable[list], header: list[str]) -> str:
    """Rows of cells as aligned columns; the last cell is a list of locators, one a line."""
    rows = list(rows)
    widths = [max(len(header[i]), *(len(str(row[i])) for row in rows)) for i in range(len(header) - 1)]

    def line(cells: list, last: str) -> str:
        return "  " + "  ".join(str(c).ljust(w) for c, w in zip(cells, widths, strict=True)) + "  " + last

    out = [line(header[:-1], header[-1])]
    for row in rows:
        locators = list(row[-1]) or [""]
        out.append(line(row[:-1], locators[0]))
        out += [line([""] * len(widths), loc) for loc in locators[1:]]
    return "\n".join(out)
