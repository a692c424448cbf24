"""Issue 12, item 4: resuming after a kill tells the truth, and leaves nothing half-written behind.

A confirm killed inside the memory search's commit leaves a hot SQLite journal (the index file holds half a
transaction). The next run must recover it (rolling it back, as SQLite does for any writer) under the home
lock, then finish the same plan and report all of it; a plan made meanwhile must still see what the index
holds. A kill between counting a removed reminder and writing the job store must not make the report count
it twice. Temporary files a killed write left behind are removed by the next run.

The kills are real (SIGKILL of a `lethe confirm` process, see tests/kill_driver.py); the hot journal is
made by a plain SQLite process killed in the middle of the same kind of transaction.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from lethe.ledger.scan_cache import RACY_NS
from tests.hardening_kit import ADDRESS_LINE, lethe, tmp_leftovers
from tests.test_kill_resume import driven_confirm, rich_files, state_of
from tests.trust_kit import NEEDLE, approved_bench

HALF_COMMIT = textwrap.dedent(
    """
    import os, signal, sqlite3, sys
    con = sqlite3.connect(sys.argv[1], isolation_level=None)
    con.execute("PRAGMA cache_size = 1")  # dirty pages spill into the database file before the commit
    con.execute("BEGIN")
    con.execute("DELETE FROM chunks WHERE text LIKE '%Birch Lane%'")
    con.execute("DELETE FROM chunks_fts WHERE text LIKE '%Birch Lane%'")
    con.execute("UPDATE chunks SET text = text || ' ' WHERE 1")
    con.execute("UPDATE files SET hash = 'x' WHERE 1")
    con.execute("INSERT INTO meta(key, value) VALUES ('filler', randomblob(200000))")
    os.kill(os.getpid(), signal.SIGKILL)
    """
)


def kill_inside_the_index_commit(db: Path) -> None:
    subprocess.run([sys.executable, "-c", HALF_COMMIT, str(db)], timeout=30)
    journal = db.with_name(db.name + "-journal")
    assert journal.exists() and journal.stat().st_size > 0, "the test could not leave a hot journal"


@pytest.fixture(scope="module")
def reference(tmp_path_factory):
    b, _ = approved_bench(tmp_path_factory.mktemp("reference"), rich_files())
    res = b.confirm()
    assert res.status.value == "forgotten", res.message
    return b, res


def killed_before_the_index(tmp_path: Path):
    """A confirm killed right before it opens the index for writing (the notes are already cleaned), and
    the index left as if it had been killed inside its commit."""
    b, plan = approved_bench(tmp_path, rich_files())
    proc = driven_confirm(b.root, KILL_MATCH="sqlite:memory/main.sqlite")
    assert proc.returncode == -signal.SIGKILL, (proc.returncode, proc.stderr[-2000:])
    assert NEEDLE not in b.read("workspace/MEMORY.md")  # the notes were already changed
    kill_inside_the_index_commit(b.db)
    return b, plan


def test_a_plan_made_after_the_kill_still_sees_what_the_index_holds(tmp_path):
    b, _ = killed_before_the_index(tmp_path)
    # the person tells the assistant again (a request is read against the notes, which the kill left cleaned)
    (b.root / "workspace/memory/2026-05-09.md").write_text("# 2026-05-09\n\n" + ADDRESS_LINE + "\n")
    proc = lethe("plan", "--home", str(b.root), "--about", "my sister's address", "--json")
    assert proc.returncode == 0, proc.stderr
    report = json.loads(proc.stdout)
    assert report["status"] == "planned", report["message"]
    assert [x["reason"] for x in report["limits"]] == [], report["message"]  # the search could be opened
    assert "memory search" in report["message"].lower(), report["message"]  # and it still holds it


def test_the_rerun_recovers_the_index_and_finishes_the_same_plan(tmp_path, reference):
    ref, ref_res = reference
    b, plan = killed_before_the_index(tmp_path)
    res = b.confirm()
    assert res.status.value == "forgotten", res.message
    assert res.plan_id == plan.plan_id
    assert state_of(b) == state_of(ref)  # notes byte for byte, the index row for row
    receipts = [json.loads(x) for x in (b.root / "lethe/receipts.jsonl").read_text().splitlines()]
    assert [r["status"] for r in receipts if r["plan_id"] == plan.plan_id] == ["forgotten"]


def test_the_rerun_report_is_the_whole_plan_s(tmp_path, reference):
    _, ref_res = reference
    b, _ = killed_before_the_index(tmp_path)
    res = b.confirm()
    assert res.message == ref_res.message


def test_a_kill_between_counting_and_writing_a_reminder_counts_it_once(tmp_path, reference):
    _, ref_res = reference
    b, _ = approved_bench(tmp_path, rich_files())
    proc = driven_confirm(b.root, KILL_MATCH="rename:cron/jobs.json")
    assert proc.returncode == -signal.SIGKILL
    res = b.confirm()
    assert res.status.value == "forgotten", res.message
    assert "two reminders" not in res.message
    assert res.message == ref_res.message


@pytest.mark.parametrize(
    "write", ["rename:cron/jobs.json", "rename:workspace/MEMORY.md", "remove:workspace/memory/2026-05-02-anna-move.md"]
)
def test_a_kill_right_after_a_write_still_counts_it_once(tmp_path, reference, write):
    """Killed after a write, before the run could record that it was done: the rerun finds nothing left to do
    there, and its report still says what the whole plan did."""
    _, ref_res = reference
    b, _ = approved_bench(tmp_path, rich_files())
    proc = driven_confirm(b.root, KILL_AFTER_MATCH=write)
    assert proc.returncode == -signal.SIGKILL
    res = b.confirm()
    assert res.status.value == "forgotten", res.message
    assert res.message == ref_res.message


@pytest.mark.parametrize(
    "write", ["rename:workspace/MEMORY.md", "rename:cron/jobs.json", "rename:forget/pending.json", "rename:lethe/plans"]
)
def test_temporary_files_of_a_killed_write_are_removed_by_the_next_run(tmp_path, reference, write):
    ref, _ = reference
    b, _ = approved_bench(tmp_path, rich_files())
    proc = driven_confirm(b.root, KILL_MATCH=write)
    assert proc.returncode == -signal.SIGKILL
    assert tmp_leftovers(b.root), "the kill left no temporary file (the test did not hit its moment)"
    res = b.confirm()
    assert res.status.value in ("forgotten", "already_done"), res.message
    assert tmp_leftovers(b.root) == []
    assert state_of(b) == state_of(ref)


def test_a_kill_while_writing_the_scan_cache_is_resumed_and_tidied(tmp_path, reference):
    """The scan cache is written under the lock before the plan is marked done: a confirm killed while writing
    it is resumed by the next run, which removes the half-written file (a plan marked done would not be)."""
    ref, _ = reference
    b, _ = approved_bench(tmp_path, rich_files())
    time.sleep(RACY_NS / 1e9 + 0.2)  # files changed within 2 s of a scan are not remembered: now the confirm does
    proc = driven_confirm(b.root, KILL_AFTER_MATCH="open:lethe/.scan-cache.json")
    assert proc.returncode == -signal.SIGKILL
    assert tmp_leftovers(b.root), "the kill left no temporary file (the test did not hit its moment)"
    res = b.confirm()
    assert res.status.value == "forgotten", res.message
    assert tmp_leftovers(b.root) == []
    assert state_of(b) == state_of(ref)


def test_a_stale_temporary_file_of_lethe_s_own_records_is_removed(tmp_path):
    """A temporary file of Lethe's own records older than any write in progress is removed by the next run."""
    b, _ = approved_bench(tmp_path, rich_files())
    stale = b.root / "lethe" / "plans" / ".p-0000000000000000.json.abcd1234.tmp"
    stale.write_bytes(b"{}")
    os.utime(stale, (1_000_000_000, 1_000_000_000))
    assert b.confirm().status.value == "forgotten"
    assert not stale.exists()


def test_a_record_a_kill_cut_short_does_not_swallow_the_next_one(tmp_path):
    """A provenance line cut short by a kill stays unreadable on its own; every later record is whole."""
    b, plan = approved_bench(tmp_path, rich_files())
    prov = b.root / "lethe" / "provenance.jsonl"
    cut = b'{"at": "2026-05-01T00:00:00+00:00", "plan_id": "p-00000000'  # no newline: cut short by a kill
    prov.write_bytes(cut)
    assert b.confirm().status.value == "forgotten"
    lines = prov.read_bytes().split(b"\n")
    assert lines[0] == cut and lines[-1] == b""  # the first record of this run was not glued to it
    records = [json.loads(x) for x in lines[1:-1]]
    assert records and all(r["plan_id"] == plan.plan_id for r in records)
