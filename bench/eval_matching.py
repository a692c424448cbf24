#!/usr/bin/env python3
"""Evaluation: how well Lethe knows *what* to forget, measured on labelled cases.

usage: .venv/bin/python bench/eval_matching.py [--cases tests/eval/cases.json] [-v] [--json]

Each case in ``tests/eval/cases.json`` is a conversation (earlier turns + the user's latest request) and
the lines of the memory notes, labelled with the lines that hold the subject (and, for some, how a
long line should read once only the sentence holding it is taken out). The planner derives the subject
exactly as in a real plan (``planner.understanding.derive``) and its matcher marks the lines it would
edit. Reported, per category and overall:

- line-level precision and recall, micro-averaged over every case (a line matched in a case that
  expects "nothing" or a clarification counts as a false positive);
- hard negatives hit (lines written to look related that are not the subject);
- outcome accuracy: planned / nothing found / needs clarification, and the clarification key;
- granularity: labelled long lines rewritten to exactly the unrelated sentences.

Cases carry a ``split``: ``dev`` (written from the issue before the code), ``holdout`` and ``holdout2``
(written later, each run once before any fix, to catch over-fitting) form the *main* set the bar is
held on; ``semantic`` is a stretch set of topic requests whose notes use other words, reported on its own
line.

``-v`` prints every miss with its line. The script asserts nothing; ``tests/test_eval_matching.py`` holds the bar.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import time
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from lethe.assistant_home.conversation import Role, Turn  # noqa: E402
from lethe.planner.subject import Outcome  # noqa: E402
from lethe.planner.understanding.derive import derive  # noqa: E402

DEFAULT_CASES = REPO / "tests" / "eval" / "cases.json"
STRETCH = ("semantic",)  # splits reported apart from the main figures


def is_main(case: dict) -> bool:
    return case.get("split", "dev") not in STRETCH


@dataclass
class CaseResult:
    id: str
    category: str
    expected_outcome: str
    outcome: str
    question: str | None
    expected_question: str | None
    expected: set[int]
    predicted: set[int]
    hard_negatives: set[int]
    rewrites: dict[int, tuple[str, str]] = field(default_factory=dict)  # line -> (expected, got)

    @property
    def tp(self) -> int:
        return len(self.expected & self.predicted)

    @property
    def fp(self) -> int:
        return len(self.predicted - self.expected)

    @property
    def fn(self) -> int:
        return len(self.expected - self.predicted)


def load_cases(path: Path = DEFAULT_CASES) -> list[dict]:
    data = json.loads(path.read_text(encoding="utf-8"))
    return data["cases"] if isinstance(data, dict) else data


def turns_for(case: dict) -> list[Turn]:
    msgs = list(case.get("history", [])) + [{"role": "user", "text": case["request"]}]
    return [Turn(position=i, entry_id=None, role=Role(m["role"]), text=m["text"]) for i, m in enumerate(msgs)]


def _rewritten(line: str, matcher) -> str:
    """The line as the planner/executor would leave it: dropped, or only what does not state it kept."""
    from lethe.kinds.memory_notes import rewritten

    new = rewritten(line, matcher.spans(line))
    return new if new and not matcher.matches(new) else ""


def _norm(s: str) -> str:
    return re.sub(r"[\s;,:]+$", "", re.sub(r"\s+", " ", s.strip()))


def run_case(case: dict) -> CaseResult:
    lines = case["memory_lines"]
    exp = case["expected"]
    d = derive(turns_for(case), lambda: [("workspace/MEMORY.md", "\n".join(lines))])
    predicted: set[int] = set()
    if d.outcome is Outcome.SUBJECT and d.subject is not None:
        matcher = d.subject.matcher()
        predicted = {i for i, line in enumerate(lines) if matcher.matches(line)}
        outcome = "subject" if predicted else "nothing"
    else:
        matcher = None
        outcome = d.outcome.value
    res = CaseResult(
        id=case["id"],
        category=case["category"],
        expected_outcome=exp["outcome"],
        outcome=outcome,
        question=d.question,
        expected_question=exp.get("question"),
        expected=set(exp.get("lines", [])),
        predicted=predicted,
        hard_negatives=set(exp.get("hard_negatives", [])),
    )
    for key, want in exp.get("rewrite", {}).items():
        i = int(key)
        got = _rewritten(lines[i], matcher) if matcher and i in predicted else lines[i]
        res.rewrites[i] = (want, got)
    return res


@dataclass
class Tally:
    tp: int = 0
    fp: int = 0
    fn: int = 0
    cases: int = 0
    outcome_ok: int = 0
    hard_neg: int = 0
    hard_neg_hit: int = 0

    def add(self, r: CaseResult) -> None:
        self.tp += r.tp
        self.fp += r.fp
        self.fn += r.fn
        self.cases += 1
        self.outcome_ok += r.outcome == r.expected_outcome
        self.hard_neg += len(r.hard_negatives)
        self.hard_neg_hit += len(r.hard_negatives & r.predicted)

    @property
    def precision(self) -> float:
        return self.tp / (self.tp + self.fp) if self.tp + self.fp else 1.0

    @property
    def recall(self) -> float:
        return self.tp / (self.tp + self.fn) if self.tp + self.fn else 1.0


def evaluate(cases: list[dict]) -> dict:
    started = time.perf_counter()
    results = [run_case(c) for c in cases]
    elapsed = time.perf_counter() - started
    per_cat: dict[str, Tally] = defaultdict(Tally)
    total = Tally()
    main_ids = {c["id"] for c in cases if is_main(c)}
    stretch = Tally()
    for r in results:
        if r.id in main_ids:
            per_cat[r.category].add(r)
            total.add(r)
        else:
            stretch.add(r)
    main = [r for r in results if r.id in main_ids]
    decided = [r for r in main if r.expected_outcome in ("clarify", "nothing")]
    clar = [r for r in main if r.expected_outcome == "clarify"]
    rewrites = [rw for r in main for rw in r.rewrites.values()]
    return {
        "results": results,
        "categories": dict(sorted(per_cat.items())),
        "overall": total,
        "stretch": stretch,
        "outcome_accuracy_all": total.outcome_ok / total.cases if total.cases else 1.0,  # main set
        "outcome_accuracy_clarify_nothing": sum(r.outcome == r.expected_outcome for r in decided) / len(decided)
        if decided
        else 1.0,
        "question_accuracy": sum(r.outcome == "clarify" and r.question == r.expected_question for r in clar) / len(clar)
        if clar
        else 1.0,
        "granularity_accuracy": sum(_norm(w) == _norm(g) for w, g in rewrites) / len(rewrites) if rewrites else 1.0,
        "granularity_cases": len(rewrites),
        "seconds": elapsed,
    }


def _print(report: dict, cases: list[dict], verbose: bool) -> None:
    print(f"{'category':<21}{'cases':>6}{'P':>8}{'R':>8}{'tp':>5}{'fp':>5}{'fn':>5}{'outcome':>9}{'hardneg':>9}")
    rows = list(report["categories"].items()) + [("OVERALL (main)", report["overall"])]
    for name, t in rows:
        if name.startswith("OVERALL"):
            print("-" * 76)
        print(
            f"{name:<21}{t.cases:>6}{t.precision:>8.3f}{t.recall:>8.3f}{t.tp:>5}{t.fp:>5}{t.fn:>5}"
            f"{t.outcome_ok:>5}/{t.cases:<3}{t.hard_neg_hit:>5}/{t.hard_neg:<3}"
        )
    splits = sorted({c.get("split", "dev") for c in cases})
    if len(splits) > 1:
        by_id = {c["id"]: c.get("split", "dev") for c in cases}
        for sp in splits:
            t = Tally()
            for r in report["results"]:
                if by_id[r.id] == sp:
                    t.add(r)
            label = f"  {sp}" + (" (stretch)" if sp in STRETCH else "")
            print(
                f"{label:<21}{t.cases:>6}{t.precision:>8.3f}{t.recall:>8.3f}{t.tp:>5}{t.fp:>5}{t.fn:>5}"
                f"{t.outcome_ok:>5}/{t.cases:<3}{t.hard_neg_hit:>5}/{t.hard_neg:<3}"
            )
    print()
    print(f"outcome accuracy (main cases):            {report['outcome_accuracy_all']:.3f}")
    print(f"outcome accuracy (clarify/nothing cases): {report['outcome_accuracy_clarify_nothing']:.3f}")
    print(f"clarification key accuracy:               {report['question_accuracy']:.3f}")
    g = report["granularity_cases"]
    print(f"granularity (sentence-level rewrites):    {report['granularity_accuracy']:.3f} of {g}")
    print(f"time: {report['seconds'] * 1000:.0f} ms for {report['overall'].cases} cases")
    if not verbose:
        return
    by_id = {c["id"]: c for c in cases}
    for r in report["results"]:
        lines = by_id[r.id]["memory_lines"]
        bad_rw = {i: wg for i, wg in r.rewrites.items() if _norm(wg[0]) != _norm(wg[1])}
        bad_q = r.expected_question is not None and r.question != r.expected_question
        if not (r.fp or r.fn or r.outcome != r.expected_outcome or bad_rw or bad_q):
            continue
        print(f"\n[{r.category}] {r.id}: outcome {r.outcome} (expected {r.expected_outcome})", end="")
        print(f" question {r.question} (expected {r.expected_question})" if r.expected_question else "")
        for i in sorted(r.predicted - r.expected):
            print(f"  FP  {i:>2} {lines[i]}")
        for i in sorted(r.expected - r.predicted):
            print(f"  FN  {i:>2} {lines[i]}")
        for i, (want, got) in bad_rw.items():
            print(f"  RW  {i:>2} want {want!r}\n         got  {got!r}")


def _jsonable(report: dict) -> dict:
    def t(x: Tally) -> dict:
        return {
            "cases": x.cases,
            "precision": x.precision,
            "recall": x.recall,
            "tp": x.tp,
            "fp": x.fp,
            "fn": x.fn,
            "outcome_ok": x.outcome_ok,
            "hard_negatives": x.hard_neg,
            "hard_negatives_hit": x.hard_neg_hit,
        }

    out = {k: v for k, v in report.items() if k not in ("results", "categories", "overall", "stretch")}
    out["stretch"] = t(report["stretch"])
    out["categories"] = {k: t(v) for k, v in report["categories"].items()}
    out["overall"] = t(report["overall"])
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--cases", type=Path, default=DEFAULT_CASES)
    ap.add_argument("-v", "--verbose", action="store_true", help="print every miss")
    ap.add_argument("--json", action="store_true", help="print the figures as JSON")
    ap.add_argument(
        "--split",
        choices=("all", "dev", "holdout", "holdout2", "semantic"),
        default="all",
        help="only one split of the cases (see above)",
    )
    args = ap.parse_args(argv)
    cases = [c for c in load_cases(args.cases) if args.split == "all" or c.get("split", "dev") == args.split]
    report = evaluate(cases)
    if args.json:
        print(json.dumps(_jsonable(report), indent=1))
    else:
        _print(report, cases, args.verbose)
    return 0


if __name__ == "__main__":
    sys.exit(main())
