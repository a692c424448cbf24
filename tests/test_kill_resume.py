"""Issue 12 (CI): randomised kill-and-resume, with fixed seeds, in CI time.

`lethe confirm` runs in its own process and is killed with SIGKILL at a point drawn from a fixed seed:
right before one of its writes below the home (every write is a Python audit event, see
tests/kill_driver.py), or a random delay after its first write (which can land inside SQLite's own commit). Then the
confirm is run again. Whatever the moment:

- the kill itself lost nothing: every file is either as it was before or exactly as after a complete run;
- the rerun finishes the same plan: the home ends byte for byte (and row for row in the memory search) as
  after an uninterrupted run, with no temporary files left behind and a receipt for the plan;
- the rerun's report is true: it says what the whole plan did, not only the part after the kill.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

from tests.harness import snapshot
from tests.trust_kit import address_files, approved_bench

REPO = Path(__file__).resolve().parents[1]
DRIVER = REPO / "tests" / "kill_driver.py"
WRITE_SEEDS = list(range(10))  # kill right before a write drawn from each seed
TIMER_SEEDS = list(range(100, 104))  # kill after a delay drawn from each seed


def rich_files() -> dict:
    """The address home, plus a session-memory copy holding only the address and a task that writes notes."""
    files = address_files()
    files["workspace/memory/2026-05-02-anna-move.md"] = (
        "# Session: 2026-05-02\n\n- **Session Key**: agent:main:main\n\n- Anna's new address is 14 Birch Lane.\n"
    )
    files["cron/jobs.json"]["json"]["jobs"].append(
        {
            "id": "daily-notes-sync",
            "agentId": "main",
            "name": "Notes sync",
            "enabled": True,
            "schedule": {"kind": "every", "everyMs": 86400000},
            "payload": {"kind": "agentTurn", "message": "Update MEMORY.md with anything new from today."},
            "state": {},
        }
    )
    return files


def driven_confirm(root: Path, count_file: Path | None = None, **kill) -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": str(REPO), "LETHE_TEST_HOME": str(root)}
    env.update({k: str(v) for k, v in kill.items()})
    if count_file is not None:
        env["COUNT_FILE"] = str(count_file)
    return subprocess.run(
        [sys.executable, str(DRIVER), "confirm", "--home", str(root), "--yes", "--json"],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
        cwd=str(REPO),
    )


def judged(files: dict[str, bytes]) -> dict[str, bytes]:
    """What a person's home holds: not Lethe's own records, the conversation, the index files or temp files."""
    return {
        k: v
        for k, v in files.items()
        if not k.startswith(("lethe/", "agents/")) and ".sqlite" not in k and not Path(k).name.endswith(".tmp")
    }


def state_of(bench) -> dict:
    """`Bench.state()` without temporary files (those are judged on their own)."""
    state = bench.state()
    state["files"] = {k: v for k, v in state["files"].items() if not Path(k).name.endswith(".tmp")}
    return state


def leftovers(files: dict[str, bytes]) -> list[str]:
    return sorted(k for k in files if Path(k).name.startswith(".") and Path(k).name.endswith(".tmp"))


def receipts(root: Path, plan_id: str) -> list[dict]:
    path = root / "lethe" / "receipts.jsonl"
    if not path.exists():
        return []
    return [r for r in map(json.loads, path.read_text().splitlines()) if r.get("plan_id") == plan_id]


class Reference:
    def __init__(self, tmp: Path):
        self.bench, self.plan = approved_bench(tmp, rich_files())
        self.before = judged(snapshot(self.bench.root))
        proc = driven_confirm(self.bench.root, count_file=tmp / "writes")
        assert proc.returncode == 0, proc.stderr
        self.report = json.loads(proc.stdout)
        assert self.report["status"] == "forgotten", self.report
        counted = json.loads((tmp / "writes").read_text())
        self.writes, self.seconds = counted["writes"], counted["active_s"]
        self.state = state_of(self.bench)
        self.after = judged(snapshot(self.bench.root))


@pytest.fixture(scope="module")
def reference(tmp_path_factory) -> Reference:
    return Reference(tmp_path_factory.mktemp("reference"))


class Outcome:
    """One kill and rerun: what the home held after the kill, and after the rerun."""

    def __init__(self, tmp: Path, kill: dict):
        self.kill = kill
        self.bench, self.plan = approved_bench(tmp, rich_files())
        self.killed = driven_confirm(self.bench.root, **kill)
        self.after_kill = snapshot(self.bench.root)
        self.result = self.bench.confirm()  # run again: the same plan, approved before the kill
        self.final = snapshot(self.bench.root)
        self.state = state_of(self.bench)
        self.receipts = receipts(self.bench.root, self.plan.plan_id)


@pytest.fixture(scope="module")
def outcomes(reference, tmp_path_factory) -> list[Outcome]:
    out = []
    for seed in WRITE_SEEDS:
        at = random.Random(seed).randint(1, reference.writes)
        out.append(Outcome(tmp_path_factory.mktemp(f"write-{seed}"), {"KILL_AT": at}))
    for seed in TIMER_SEEDS:
        delay = random.Random(seed).uniform(0.0, reference.seconds)
        out.append(Outcome(tmp_path_factory.mktemp(f"timer-{seed}"), {"KILL_AFTER_S": f"{delay:.3f}"}))
    return out


def test_the_reference_run_is_complete(reference):
    assert reference.writes > 10
    assert "Birch Lane" not in reference.after["workspace/MEMORY.md"].decode()


def test_a_kill_at_any_moment_loses_nothing(reference, outcomes):
    for o in outcomes:
        now = judged(o.after_kill)
        for rel in set(reference.before) | set(now):
            assert now.get(rel) in (reference.before.get(rel), reference.after.get(rel)), (o.kill, rel)


def test_the_rerun_finishes_the_same_plan(reference, outcomes):
    for o in outcomes:
        assert o.result.status.value in ("forgotten", "already_done"), (o.kill, o.result.message)
        assert o.state == reference.state, o.kill  # byte for byte, row for row
        assert o.receipts and o.receipts[-1]["status"] == "forgotten", (o.kill, o.receipts)


def test_no_temporary_file_outlives_the_rerun(outcomes):
    for o in outcomes:
        assert leftovers(o.final) == [], (o.kill, leftovers(o.final))


def test_the_resumed_report_says_what_the_whole_plan_did(reference, outcomes):
    for o in outcomes:
        if o.result.status.value == "forgotten":
            assert o.result.message == reference.report["message"], (o.kill, o.result.message)
