#!/usr/bin/env python3
"""The understanding eval: does Lethe forget exactly what people mean, in any words, and tell the truth?

usage: .venv/bin/python bench/eval_understanding.py [--set SET] [--only ID_OR_CATEGORY ...] [-v] [--json]

SET: dev (default), probe, round2; heldout and heldout2 are held back and scored once.

Runs every case of tests/eval/understanding (or tests/eval/heldout) end to end through the MCP server
(see tests/eval/FORMAT.md and tests/eval/runner.py) and prints, per category and per language:
outcome accuracy (planned / nothing found / needs clarification as expected), recall (the information
gone from every active place), precision (of the lines changed, the share that held it), false
"forgotten" reports, and leaks of sensitive values into outputs. Also scores the approval replies.
The script asserts nothing; tests/test_eval_understanding.py holds the bar.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from tests.eval.runner import EVAL, approvals, run, score  # noqa: E402

# each set is a folder of tests/eval; the "heldout" sets are scored once, never tuned on
SETS = {
    "dev": "understanding",
    "probe": "probe",
    "heldout": "heldout",
    "round2": "round2",
    "heldout2": "heldout2",
    "round3": "round3",
    "heldout3": "heldout3",
    "round4": "round4",
    "heldout4": "heldout4",
    "round5": "round5",
    "heldout5": "heldout5",
    "heldout6": "heldout6",
    "heldout7": "heldout7",
    "heldout8": "heldout8",
    "heldout9": "heldout9",
    "heldout10": "heldout10",
    "heldout11": "heldout11",
    "heldout12": "heldout12",
    "heldout13": "heldout13",
    "heldout14": "heldout14",
    "heldout15": "heldout15",
    "heldout16": "heldout16",
    "heldout17": "heldout17",
    "heldout18": "heldout18",
    "heldout19": "heldout19",
    "heldout20": "heldout20",
    "heldout21": "heldout21",
    "heldout22": "heldout22",
    "heldout23": "heldout23",
    "heldout24": "heldout24",
    "heldout25": "heldout25",
    "heldout26": "heldout26",
    "heldout27": "heldout27",
    "heldout28": "heldout28",
    "heldout29": "heldout29",
    "heldout30": "heldout30",
    "heldout31": "heldout31",
    "heldout32": "heldout32",
    "heldout33": "heldout33",
    "heldout34": "heldout34",
    "heldout35": "heldout35",
    "heldout36": "heldout36",
    "heldout37": "heldout37",
    "heldout38": "heldout38",
    "heldout39": "heldout39",
    "heldout40": "heldout40",
    "heldout41": "heldout41",
    "heldout42": "heldout42",
    "heldout43": "heldout43",
    "heldout44": "heldout44",
    "heldout45": "heldout45",
    "heldout46": "heldout46",
    "heldout47": "heldout47",
    "heldout48": "heldout48",
    "heldout49": "heldout49",
    "heldout50": "heldout50",
    "heldout51": "heldout51",
    "heldout52": "heldout52",
}


def table(title: str, scores: dict) -> list[str]:
    heads = f"{'cases':>5} {'outcome':>8} {'recall':>7} {'precis.':>7} {'false fgt':>9} {'leaks':>5} {'clean':>5}"
    out = [f"{title:<16} {heads}"]
    for k, s in sorted(scores.items(), key=lambda kv: (kv[0] == "ALL", kv[0])):
        out.append(
            f"{k:<16} {s.cases:>5} {s.outcome_ok / s.cases:>8.3f} {s.recall:>7.3f} {s.precision:>7.3f} "
            f"{s.false_forgotten:>9} {s.leaks:>5} {s.clean:>5}"
        )
    return out


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--set", choices=sorted(SETS), default="dev")
    ap.add_argument("--only", nargs="*")
    ap.add_argument("-v", "--verbose", action="store_true")
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args()
    folder = EVAL / SETS[a.set]
    t0 = time.perf_counter()
    results = run(folder, set(a.only) if a.only else None)
    took = time.perf_counter() - t0
    by_cat, by_lang = score(results), score(results, key=lambda r: r.lang)
    appr_path = folder / "approvals.json"
    if not appr_path.exists() and a.set in ("dev", "probe"):
        appr_path = EVAL / "approvals.json"
    appr = approvals(appr_path) if appr_path.exists() and not a.only else []
    appr_ok = sum(v == c["expect"] for c, v in appr)
    if a.json:
        print(
            json.dumps(
                {
                    "categories": {
                        k: vars(s) | {"recall": s.recall, "precision": s.precision} for k, s in by_cat.items()
                    },
                    "languages": {
                        k: vars(s) | {"recall": s.recall, "precision": s.precision} for k, s in by_lang.items()
                    },
                    "approvals": {"cases": len(appr), "right": appr_ok},
                    "seconds": took,
                },
                indent=2,
            )
        )
        return 0
    print("\n".join(table("category", by_cat)))
    print()
    print("\n".join(table("language", by_lang)))
    if appr:
        wrong = [(c, v) for c, v in appr if v != c["expect"]]
        print(f"\napprovals: {appr_ok}/{len(appr)} right")
        for c, v in wrong:
            print(f"  {c['id']}: {c['reply']!r} -> {v}, expected {c['expect']}")
    print(f"\n{len(results)} cases in {took:.1f} s")
    if a.verbose:
        for r in results:
            if r.problems:
                print(f"\n{r.id} [{r.category}/{r.lang}] plan={r.plan} confirm={r.final}")
                for p in dict.fromkeys(r.problems):
                    print(f"  - {p}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
