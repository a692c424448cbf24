#!/usr/bin/env python3
"""Check a set of eval cases kept in its own folder (round2/, heldout2/) with the same rules as validate.py.

Each such folder has a small script that calls `check(folder, prefix, title, argv)`; see
tests/eval/round2/validate_round2.py. The rules:

- cases: <folder>/<category>.json, one file per category of FORMAT.md;
- base homes: <folder>/homes/*.json on top of the shared tests/eval/homes/*.json (a set's home may not
  shadow a shared one);
- approval replies: <folder>/approvals.json;
- sizing: 3-8 cases per category, English 35-55 % of the cases, at least 8 cases in each other language,
  20-35 approval replies covering all four languages and both outcomes; every case and reply id starts with
  the set's prefix;
- ids unique across all sets: from the other sets only the `id` fields are collected; nothing else there is
  looked at or printed.
"""

from __future__ import annotations

import importlib.util
import json
from collections import Counter
from pathlib import Path

EVAL = Path(__file__).resolve().parent
# every set whose ids must stay unique
SETS = (
    "understanding",
    "probe",
    "heldout",
    "round2",
    "heldout2",
    "round3",
    "heldout3",
    "round4",
    "heldout4",
    "round5",
    "heldout5",
    "heldout6",
    "heldout7",
    "heldout8",
    "heldout9",
    "heldout10",
    "heldout11",
    "heldout12",
    "heldout13",
    "heldout14",
    "heldout15",
    "heldout16",
    "heldout17",
    "heldout18",
    "heldout19",
    "heldout20",
    "heldout21",
    "heldout22",
    "heldout23",
    "heldout24",
    "heldout25",
    "heldout26",
    "heldout27",
    "heldout28",
    "heldout29",
    "heldout30",
    "heldout31",
    "heldout32",
    "heldout33",
    "heldout34",
    "heldout35",
    "heldout36",
    "heldout37",
    "heldout38",
    "heldout39",
    "heldout40",
    "heldout41",
    "heldout42",
    "heldout43",
    "heldout44",
    "heldout45",
    "heldout46",
    "heldout47",
    "heldout48",
    "heldout49",
    "heldout50",
    "heldout51",
    "heldout52",
)
HERE = EVAL  # the set being checked (`check` sets it)
PREFIX = ""
TITLE = ""
OTHER_CASE_SETS: tuple[str, ...] = ()
OTHER_APPROVALS: tuple[str, ...] = ()

_spec = importlib.util.spec_from_file_location("eval_validate", EVAL / "validate.py")
V = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(V)

MIN_PER_CATEGORY, MAX_PER_CATEGORY = 3, 8
EN_SHARE = (0.35, 0.55)
MIN_OTHER_LANG = 8
REPLIES = (20, 35)


def ids_in(path: Path) -> list[str]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return []
    cases = data.get("cases", []) if isinstance(data, dict) else []
    return [c["id"] for c in cases if isinstance(c, dict) and isinstance(c.get("id"), str)]


def other_case_ids() -> dict[str, str]:
    ids: dict[str, str] = {}
    for folder in OTHER_CASE_SETS:
        for p in sorted((EVAL / folder).glob("*.json")):
            if p.name == "approvals.json":
                continue
            for i in ids_in(p):
                ids[i] = f"{folder}/{p.name}"
    return ids


def other_reply_ids() -> set[str]:
    out: set[str] = set()
    for rel in OTHER_APPROVALS:
        out.update(ids_in(EVAL / rel))
    return out


def main(argv: list[str]) -> int:
    shared = V.load_homes(EVAL / "homes")
    own = V.load_homes(HERE / "homes")
    homes = {**shared, **own}
    seen = other_case_ids()
    foreign = dict(seen)
    V.problems.clear()
    own = V.load_homes(HERE / "homes")  # again, so that problems in this set's homes are reported
    cases = V.load_category_files(HERE, homes, seen)
    other_replies = other_reply_ids()
    seen_replies: set[str] = set()
    replies = V.check_approvals(HERE / "approvals.json", seen_replies)
    problems = list(V.problems)

    if argv[:1] == ["--show"] and len(argv) > 1:
        V.show(argv[1], [(cases, homes)])
        return 0

    for name in sorted(set(own) & set(shared)):
        problems.append(f"homes/{name}.json: a home of this name already exists in tests/eval/homes")
    files = {p.stem for p in HERE.glob("*.json")}
    for cat in V.CATEGORIES:
        if cat not in files:
            problems.append(f"{HERE.name}: {cat}.json is missing")
    per_cat = Counter(c["_category"] for c in cases)
    for cat in V.CATEGORIES:
        n = per_cat[cat]
        if not MIN_PER_CATEGORY <= n <= MAX_PER_CATEGORY:
            problems.append(f"{HERE.name}: category {cat} has {n} cases (want {MIN_PER_CATEGORY}-{MAX_PER_CATEGORY})")
    for c in cases:
        cid = c.get("id")
        if isinstance(cid, str) and not cid.startswith(PREFIX):
            problems.append(f"{HERE.name} {cid}: case ids start with {PREFIX!r}")
        if cid in foreign:
            problems.append(f"{HERE.name} {cid}: id already used in {foreign[cid]}")
    langs = Counter(c.get("lang") for c in cases)
    if cases:
        share = langs["en"] / len(cases)
        if not EN_SHARE[0] <= share <= EN_SHARE[1]:
            problems.append(
                f"{HERE.name}: English is {share:.0%} of the cases (want {EN_SHARE[0]:.0%}-{EN_SHARE[1]:.0%})"
            )
        for lang in ("de", "es", "fr"):
            if langs[lang] < MIN_OTHER_LANG:
                problems.append(f"{HERE.name}: only {langs[lang]} {lang} cases (want >= {MIN_OTHER_LANG})")

    if not REPLIES[0] <= len(replies) <= REPLIES[1]:
        problems.append(f"approvals.json: {len(replies)} replies (want {REPLIES[0]}-{REPLIES[1]})")
    by = Counter((r.get("lang"), r.get("expect")) for r in replies)
    for lang in V.LANGS:
        for outcome in ("approve", "not"):
            if by[(lang, outcome)] == 0:
                problems.append(f"approvals.json: no {lang} reply expected to be '{outcome}'")
    for r in replies:
        rid = r.get("id")
        if isinstance(rid, str) and not rid.startswith(PREFIX):
            problems.append(f"approvals.json {rid}: reply ids start with {PREFIX!r}")
        if rid in other_replies:
            problems.append(f"approvals.json {rid}: id already used by another approvals file")

    V.table(f"{TITLE} ({HERE.name}/)", cases)
    if cases:
        print(f"  English share: {langs['en'] / len(cases):.0%}")
    print(f"  base homes of this set: {', '.join(sorted(own)) or '-'}")
    if replies:
        print(
            f"\napproval replies: {len(replies)}  "
            + "  ".join(f"{lang}: {by[(lang, 'approve')]} approve / {by[(lang, 'not')]} not" for lang in V.LANGS)
            + f"  (with a runtime prefix: {sum(1 for r in replies if _prefixed(r))})"
        )

    if problems:
        print(f"\n{len(problems)} problem(s):")
        for p in problems:
            print("  - " + p)
        return 1
    print("\nOK: no problems found.")
    return 0


def _prefixed(r: dict) -> bool:
    return bool(r.get("prefix")) or r.get("reply", "").startswith(("[", "Conversation info"))


def check(folder: Path, prefix: str, title: str, argv: list[str]) -> int:
    """Check the set in `folder` (its ids start with `prefix`) against every other set's ids."""
    global HERE, PREFIX, TITLE, OTHER_CASE_SETS, OTHER_APPROVALS
    HERE, PREFIX, TITLE = folder, prefix, title
    OTHER_CASE_SETS = tuple(s for s in SETS if s != folder.name)
    OTHER_APPROVALS = ("approvals.json", *(f"{s}/approvals.json" for s in OTHER_CASE_SETS if s != "understanding"))
    return main(argv)
