#!/usr/bin/env python3
"""Where a plan's and a confirm's time goes, stage by stage, in one process (a script, not a test).

usage: .venv/bin/python bench/stages.py [--sizes small,medium,large] [--seed 7] [--no-confirm]

For each size a sample home is generated, the conversation read, and then timed in-process (no Python
start-up): working out the subject (`derive`, split into building the corpus of statements from every memory
note, reading the request, and resolving it against the statements), and the inventory three ways:
everything read afresh (what verification does), the plan's narrowed inventory with Lethe's scan cache absent
(cold), and again on the unchanged home (warm). Then (unless `--no-confirm`) a plan and a confirm through the
service, as `lethe confirm --yes` runs it, with the confirm's steps timed: working the subject out again,
the drift check, the people's names for the residual check, the residual clues (and, within them, how many
notes use each word), applying the plan, the verification from fresh state and the residual check (done by a
second process on a large home, while this one verifies: then the wait for its answer). Prints
rows per size and writes `OUT/stages.json`.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import shutil
import sys
import tempfile
import time
from collections import defaultdict
from datetime import UTC, datetime
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from lethe.assistant_home.layout import Home  # noqa: E402
from lethe.demo.sample import SIZES, build_sample_home  # noqa: E402
from lethe.ledger.scan_cache import ScanCache  # noqa: E402
from lethe.plan import atoms  # noqa: E402
from lethe.planner.build import derive  # noqa: E402
from lethe.planner.inventory import memory_notes, take_inventory  # noqa: E402
from lethe.server.service import Lethe, Settings  # noqa: E402


@contextlib.contextmanager
def timed(spots: list[tuple[object, str, str]]):
    """Wrap each `(module, attribute, label)` so its calls add their seconds to `totals[label]`."""
    totals: dict[str, float] = defaultdict(float)
    saved = []
    for mod, attr, label in spots:
        real = getattr(mod, attr)

        def wrapper(*a, _real=real, _label=label, **kw):
            t = time.perf_counter()
            try:
                return _real(*a, **kw)
            finally:
                totals[_label] += time.perf_counter() - t

        saved.append((mod, attr, real))
        setattr(mod, attr, wrapper)
    try:
        yield totals
    finally:
        for mod, attr, real in saved:
            setattr(mod, attr, real)


def derive_spots() -> list[tuple[object, str, str]]:
    import lethe.planner.memo as memo
    import lethe.planner.understanding.derive as und

    # (a running service builds the corpus through its kept readings: `memo.build`)
    return [
        (und, "build", "corpus"),
        (memo, "build", "corpus"),
        (und, "read_query", "query"),
        (und, "resolve", "resolve"),
    ]


def confirm_stages(root: Path) -> dict:
    """A plan, then a confirm as `lethe confirm --yes` runs it, on `root` (changed: a copy), step by step."""
    import lethe.workflow.confirm as wc

    lethe = Lethe(Settings(home=Home.at(root)))
    t = time.perf_counter()
    with timed(derive_spots()) as plan_derive:
        planned = lethe.plan()
    out: dict = {"plan_s": time.perf_counter() - t, "plan_status": planned.status.value}
    out.update({f"plan_{k}_s": v for k, v in plan_derive.items()})
    spots = [
        (wc, "rederive", "rederive"),
        (wc, "_drift", "drift"),
        (wc, "_people_words", "people_words"),
        (wc.residual, "collect", "residual_collect"),
        (wc.residual, "word_counts", "residual_word_counts"),
        (wc, "apply", "apply"),
        (wc, "verify", "verify"),
        (wc.residual, "remaining", "residual_check"),
        (wc.residual.Scout, "answer", "residual_scout_wait"),  # (on a large home a scout does the check)
    ]
    t = time.perf_counter()
    with timed(spots + derive_spots()) as steps:
        a, conversation = lethe.assess(None, terminal=True)
        result = lethe.confirm(a, conversation, approved=True)
    out["confirm_s"] = time.perf_counter() - t
    out["confirm_status"] = result.status.value
    out.update({f"confirm_{k}_s": v for k, v in steps.items()})
    return out


def stages(size: str, seed: int, work: Path, confirm: bool = True) -> dict:
    sample = build_sample_home(work / size, size=size, seed=seed)
    home = Home.at(sample.root)
    lethe = Lethe(Settings(home=home))
    hasher = lethe.ledger.hasher()
    conversation = lethe.conversation()
    today = datetime.now(UTC).date()
    out: dict = {"size": size, "files": sample.files, "mb": sample.bytes / 1e6, "chunks": sample.chunks}

    t = time.perf_counter()
    notes = sum(1 for _ in memory_notes(home))
    out["read_notes_s"] = time.perf_counter() - t
    out["notes"] = notes
    t = time.perf_counter()
    with timed(derive_spots()) as parts:
        d = derive(home, conversation, None)
    out["derive_s"] = time.perf_counter() - t
    out.update({f"derive_{k}_s": v for k, v in parts.items()})
    matcher = d.subject.matcher()

    t = time.perf_counter()
    full = take_inventory(home, matcher, hasher, today)
    out["inventory_full_s"] = time.perf_counter() - t
    time.sleep(2.1)  # past the scan cache's racy window for files the generator just wrote
    cache = ScanCache(home.state_dir, home.root, hasher)
    t = time.perf_counter()
    cold = take_inventory(home, matcher, hasher, today, narrow=True, seen=cache.view(matcher))
    out["inventory_cold_s"] = time.perf_counter() - t
    cache.save()
    cache = ScanCache(home.state_dir, home.root, hasher)
    view = cache.view(matcher)
    t = time.perf_counter()
    warm = take_inventory(home, matcher, hasher, today, narrow=True, seen=view)
    out["inventory_warm_s"] = time.perf_counter() - t
    out["files_skipped_warm"] = view.skipped
    out["same_targets"] = atoms(full.targets) == atoms(cold.targets) == atoms(warm.targets)
    if confirm:
        copy = work / f"{size}-confirm"
        shutil.copytree(sample.root, copy, symlinks=True)
        out.update(confirm_stages(copy))
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--sizes", default="small,medium,large")
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--out", type=Path, default=REPO / "bench" / "out")
    ap.add_argument("--no-confirm", action="store_true", help="time the plan's stages only")
    a = ap.parse_args()
    rows = []
    print(
        f"{'size':8}{'files':>7}{'MB':>7}{'derive s':>10}{'inv full s':>11}{'inv cold s':>11}{'inv warm s':>11}"
        f"{'skipped':>9}  same"
    )
    for size in [s.strip() for s in a.sizes.split(",") if s.strip()]:
        if size not in SIZES:
            ap.error(f"unknown size {size}")
        work = Path(tempfile.mkdtemp(prefix="lethe-stages-"))
        try:
            r = stages(size, a.seed, work, confirm=not a.no_confirm)
        finally:
            shutil.rmtree(work, ignore_errors=True)
        rows.append(r)
        print(
            f"{size:8}{r['files']:>7}{r['mb']:>7.1f}{r['derive_s']:>10.2f}{r['inventory_full_s']:>11.2f}"
            f"{r['inventory_cold_s']:>11.2f}{r['inventory_warm_s']:>11.2f}{r['files_skipped_warm']:>9}"
            f"  {r['same_targets']}",
            flush=True,
        )
        parts = ", ".join(f"{k[7:-2]} {v:.2f}" for k, v in r.items() if k.startswith("derive_") and k != "derive_s")
        print(f"  derive: {parts}")
        if "confirm_s" in r:
            steps = ", ".join(
                f"{k[8:-2]} {v:.2f}" for k, v in r.items() if k.startswith("confirm_") and k[8:-2] and k.endswith("_s")
            )
            head = f"plan (service) {r['plan_s']:.2f} s; confirm {r['confirm_s']:.2f} s ({r['confirm_status']})"
            print(f"  {head}: {steps}")
    a.out.mkdir(parents=True, exist_ok=True)
    (a.out / "stages.json").write_text(json.dumps(rows, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
