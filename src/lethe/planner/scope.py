"""Where a request applies: "scrap the wedding reminder" is about reminders only, "… but keep the reminder"
leaves reminders as they are. The places a person names (`understanding.vocab.PLACES`) are everyday
categories here; a plan lists the categories it leaves alone, and its inventory, the check at confirm and the
verification all look only at the rest.
"""

from __future__ import annotations

from collections.abc import Iterable

from lethe.contract.vocabulary import Category

# the categories each place a person names stands for
PLACE_CATEGORIES: dict[str, frozenset[Category]] = {
    "reminders": frozenset({Category.REMINDERS, Category.SCHEDULED_TASKS}),
    "notes": frozenset({Category.MEMORY}),
    "pages": frozenset({Category.CREATED_ITEMS}),
}


def left_alone(only: Iterable[str], spare: Iterable[str]) -> list[Category]:
    """The categories a request leaves as they are (none: it applies everywhere)."""
    kept: set[Category] = set()
    for p in spare:
        kept |= PLACE_CATEGORIES.get(p, frozenset())
    named = [PLACE_CATEGORIES[p] for p in only if p in PLACE_CATEGORIES]
    if named:
        within = frozenset().union(*named)
        kept |= {c for c in _HOLDING if c not in within}
    return [c for c in Category if c in kept]


# where things are kept; copies that already left (backups, logs, shares, sent messages) are reported whatever
# place a request names, since they may hold what it names too
_HOLDING = (
    Category.MEMORY,
    Category.REMINDERS,
    Category.SCHEDULED_TASKS,
    Category.TASK_HISTORY,
    Category.CREATED_ITEMS,
    Category.ARCHIVED_COPIES,
)


def within(inv, untouched: Iterable[Category], jobs: Iterable[str] = ()):
    """The inventory without what lies in the categories left alone (targets and limits alike). A reminder's
    own run history (what it already sent) goes with the reminder: with reminders in the request and run
    history left alone, the runs of the jobs it removes (those in the inventory, or `jobs`, the ones a plan
    removed) still count."""
    skip = set(untouched)
    if skip:
        own: set[str] = set()
        if Category.TASK_HISTORY in skip and Category.REMINDERS not in skip:
            own = {*jobs, *(j for t in inv.targets if (j := getattr(t, "job_id", None)))}
        inv.targets = [t for t in inv.targets if t.category not in skip or _runs_of(t, own)]
        inv.limits = [lim for lim in inv.limits if lim.category not in skip]
    return inv


def _runs_of(target, jobs: set[str]) -> bool:
    """A run history target of one of `jobs` (`cron/runs/<jobId>.jsonl`)."""
    path = getattr(target, "path", "") or ""
    return (
        target.category is Category.TASK_HISTORY
        and path.startswith("cron/runs/")
        and (path.removeprefix("cron/runs/").removesuffix(".jsonl") in jobs)
    )


def reminders_named(home, targets, values) -> list[str] | None:
    """Everyday names of the reminders among `targets` (their own names), for asking which one was meant;
    None when one of them has no name that can be shown: a long one, or one holding a digit or any of the
    subject's `values` other than its words (a phone, an address, a day...)."""
    from lethe.planner.matching import Matcher

    matcher = Matcher([v for v in values if v.kind not in ("text", "stems")])
    from lethe.assistant_home import cron_store

    ids = [t.job_id for t in targets if getattr(t, "job_id", None)]
    store = cron_store.load(home)
    jobs = {cron_store.job_id(j): j for j in store.all_jobs} if isinstance(store, cron_store.JobStore) else {}
    names = []
    for i in dict.fromkeys(ids):
        name = (jobs.get(i) or {}).get("name")
        if not isinstance(name, str) or not name.strip() or len(name) > 40 or any(c.isdigit() for c in name):
            return None
        if not matcher.is_empty() and matcher.matches(name):
            return None
        names.append(name.strip())
    return names


_SAID_IN = {
    "reminders": "what your reminders say about {}",
    "notes": "what your notes say about {}",
    "pages": "what the pages I made say about {}",
}
_KEPT_AS = {Category.MEMORY: "your notes", Category.REMINDERS: "your reminders"}  # where people look for it


def described(descriptor: str, only: Iterable[str]) -> str:
    """Everyday words for a request limited to one place: "what your reminders say about your wedding"."""
    only = sorted(p for p in only if p in _SAID_IN)
    return _SAID_IN[only[0]].format(descriptor) if len(only) == 1 else descriptor


def kept_places(untouched: Iterable[Category]) -> list[str]:
    """What a plan leaves as it is, in everyday words ("your reminders")."""
    return [words for c, words in _KEPT_AS.items() if c in set(untouched)]


def take_placed(home, matcher, hasher, today, untouched: Iterable[Category] = (), jobs: Iterable[str] = (), **kw):
    """The inventory where the request applies (`within`), each value looked for in its own places only: one
    thing of several named by where it is ("the quiz reminder, aoife's horse riding and my locker number") is
    looked for in reminders, the rest everywhere. The home is read once for each set of values that applies
    somewhere (twice, in the common case), and each category keeps what the read for its values found. `kw`:
    `take_inventory`'s (`spelled`, `narrow`, `seen`)."""
    from lethe.kinds import KINDS

    from .inventory import take_inventory
    from .matching import Matcher

    # (a resumed run's check through the plan's keyed hashes has no values of its own: it is read everywhere)
    groups = place_groups(matcher.values) if isinstance(matcher, Matcher) else []
    if len(groups) <= 1:
        return within(take_inventory(home, matcher, hasher, today, **kw), untouched, jobs)
    skip = set(untouched)
    out = None
    targets: dict[str, object] = {}
    for categories, values in groups:
        m = Matcher(values, matcher.context, matcher.semantic)
        inv = within(take_inventory(home, m, hasher, today, **kw), skip | (set(Category) - categories), jobs)
        # (a reminder's runs go with it, read with its values: they hold more of it than the other read's)
        targets |= {t.key: t for t in inv.targets}
        if out is None:
            out = inv
        else:
            out.limits += [lim for lim in inv.limits if lim not in out.limits]
    order = {k: i for i, module in enumerate(KINDS) for k in _kinds(module)}
    out.targets = sorted(targets.values(), key=lambda t: order.get(t.kind, len(order)))
    return out


def place_groups(values) -> list[tuple[frozenset[Category], list]]:
    """The categories where the same values apply, with those values: one group when none is kept to a place.
    Copies that already left (backups, logs, ...) are looked at with every value, as a request for one place
    has them reported whatever place it names."""
    free = [v for v in values if not v.places]
    placed = [v for v in values if v.places]
    if not placed:
        return [(frozenset(Category), list(values))]
    where = {v: frozenset().union(*(PLACE_CATEGORIES.get(p, frozenset()) for p in v.places)) for v in placed}
    by_values: dict[tuple, set[Category]] = {}
    for c in Category:
        allowed = tuple(v for v in placed if c in where[v] or c not in _HOLDING)
        by_values.setdefault(allowed, set()).add(c)
    # the read with the fewest values first: a later one's target of the same file holds all it found there
    return [(frozenset(cs), free + list(vs)) for vs, cs in sorted(by_values.items(), key=lambda kv: len(kv[0]))]


def _kinds(module) -> tuple:
    return module.KIND if isinstance(module.KIND, tuple) else (module.KIND,)
