#!/usr/bin/env python3
"""Check the probe set (tests/eval/probe/*.json) with the same rules as tests/eval/validate.py.

Imports validate.py's own functions (check_case, load_category_files, load_homes, table, show, ...) so the
rules stay identical; only the folder differs, and the per-set minimums of the development set are replaced
by the probe set's own sizing (5-7 cases per category, English 35-55 % of all cases).

Ids must be unique across the probe set and must not collide with the development set's ids (or the
held-out set's: for that, only the ids of tests/eval/heldout/*.json are collected, nothing else there is
looked at or printed). Every probe id starts with `probe-`.

    python tests/eval/probe/validate_probe.py           # check the probe set
    python tests/eval/probe/validate_probe.py --show ID # composed-home lines holding ID's gone/keep/may_change strings
"""

from __future__ import annotations

import importlib.util
import json
import sys
from collections import Counter
from pathlib import Path

PROBE = Path(__file__).resolve().parent
EVAL = PROBE.parent

_spec = importlib.util.spec_from_file_location("eval_validate", EVAL / "validate.py")
V = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(V)

MIN_PER_CATEGORY, MAX_PER_CATEGORY = 5, 7
EN_SHARE = (0.35, 0.55)


def other_ids() -> dict[str, str]:
    """Ids of the development set (fully checked by validate.py itself) and, id only, of the held-out set."""
    ids: dict[str, str] = {}
    for folder in ("understanding", "heldout"):
        for p in sorted((EVAL / folder).glob("*.json")):
            if p.name == "approvals.json":
                continue
            try:
                data = json.loads(p.read_text(encoding="utf-8"))
            except (OSError, ValueError):
                continue
            for c in data.get("cases", []) if isinstance(data, dict) else []:
                if isinstance(c, dict) and isinstance(c.get("id"), str):
                    ids[c["id"]] = f"{folder}/{p.name}"
    return ids


def main(argv: list[str]) -> int:
    homes = V.load_homes(EVAL / "homes")
    V.problems.clear()  # problems of the base homes are validate.py's business
    seen = other_ids()
    foreign = set(seen)
    cases = V.load_category_files(PROBE, homes, seen)
    problems = list(V.problems)

    if argv[:1] == ["--show"] and len(argv) > 1:
        V.show(argv[1], [(cases, homes)])
        return 0

    files = {p.stem for p in PROBE.glob("*.json")}
    for cat in V.CATEGORIES:
        if cat not in files:
            problems.append(f"probe: {cat}.json is missing")
    per_cat = Counter(c["_category"] for c in cases)
    for cat in V.CATEGORIES:
        n = per_cat[cat]
        if not MIN_PER_CATEGORY <= n <= MAX_PER_CATEGORY:
            problems.append(f"probe: category {cat} has {n} cases (want {MIN_PER_CATEGORY}-{MAX_PER_CATEGORY})")
    for c in cases:
        cid = c.get("id")
        if isinstance(cid, str) and not cid.startswith("probe-"):
            problems.append(f"probe {cid}: ids start with 'probe-'")
    # load_category_files reports a duplicate against `seen`; name the colliding set without reading it further
    for c in cases:
        if c.get("id") in foreign:
            problems.append(f"probe {c['id']}: id already used in {seen[c['id']]}")
    langs = Counter(c.get("lang") for c in cases)
    if cases:
        share = langs["en"] / len(cases)
        if not EN_SHARE[0] <= share <= EN_SHARE[1]:
            problems.append(f"probe: English is {share:.0%} of the cases (want {EN_SHARE[0]:.0%}-{EN_SHARE[1]:.0%})")
        for lang in ("de", "es", "fr"):
            if langs[lang] < 8:
                problems.append(f"probe: only {langs[lang]} {lang} cases")

    V.table("probe set (probe/)", cases)
    if cases:
        print(f"  English share: {langs['en'] / len(cases):.0%}")

    if problems:
        print(f"\n{len(problems)} problem(s):")
        for p in problems:
            print("  - " + p)
        return 1
    print("\nOK: no problems found.")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
