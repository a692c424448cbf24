"""Issue 12, items 8 and 10: the report, the plan and the audit say what is true.

Item 8: a note that is a link out of the home, or a hard link shared with a file outside it, holds a copy
Lethe cannot clean; the result is then `incomplete` with a limit saying so, never "forgotten" (and a curated
note linked out of the home does not make the plan "nothing found" while other places hold it).
Item 10: right after a successful forget, `lethe audit` raises no alarm over what the report already listed
as remaining (backups, logs), and planning the same thing again is "nothing found", not an empty plan that
a confirm then reports as done.
"""

from __future__ import annotations

import json
import os

from tests.hardening_kit import assert_no_traceback, lethe
from tests.trust_kit import REQUEST, Bench, address_files, approved_bench

OUTSIDE_NOTE = "# Private\n- Anna lives at 14 Birch Lane, Portland, OR 97205.\n"


# ------------------------------------------------------------------------------------------ item 8


def test_a_curated_note_linked_out_of_the_home_is_not_nothing_found(tmp_path):
    outside = tmp_path / "outside-MEMORY.md"
    files = address_files()
    outside.write_text(files["workspace/MEMORY.md"])
    files["workspace/MEMORY.md"] = {"symlink": str(outside)}
    b = Bench(tmp_path, files)
    b.user(REQUEST)
    plan = b.plan()
    assert plan.status.value != "nothing_found", plan.message  # the daily note and the reminder hold it
    if plan.status.value == "planned":
        assert any(lim.reason == "link_outside" for lim in plan.limits)
        b.user("Yes, go ahead.")
        res = b.confirm()
        assert res.status.value == "incomplete", res.message
    assert outside.read_text() == address_files()["workspace/MEMORY.md"]


def test_a_note_linked_from_outside_the_home_is_never_forgotten(tmp_path):
    outside = tmp_path / "outside.md"
    outside.write_text(OUTSIDE_NOTE)
    files = address_files()
    files["workspace/memory/linked.md"] = {"symlink": str(outside)}
    b, plan = approved_bench(tmp_path, files)
    assert any(lim.reason == "link_outside" for lim in plan.limits)
    res = b.confirm()
    assert res.status.value == "incomplete", res.message
    assert any(lim.reason == "link_outside" for lim in res.limits), res.limits
    assert outside.read_text() == OUTSIDE_NOTE


def test_a_hard_linked_note_is_never_forgotten(tmp_path):
    b = Bench(tmp_path)
    note = b.root / "workspace/memory/2026-03-02.md"
    outside = tmp_path / "outside-2026-03-02.md"
    os.link(note, outside)  # the same file, also reachable from outside the home
    before = outside.read_bytes()
    b.user(REQUEST)
    assert b.plan().status.value == "planned"
    b.user("Yes, go ahead.")
    res = b.confirm()
    assert outside.read_bytes() == before  # never written through the link
    assert res.status.value == "incomplete", res.message  # the copy outside still holds it


# ------------------------------------------------------------------------------------------ item 10


def forgotten_with_backups_and_logs(tmp_path) -> Bench:
    files = address_files()
    files["backups/2026-04-01/MEMORY.md"] = "- Anna lives at 14 Birch Lane, Portland, OR 97205.\n"
    files["logs/gateway.log"] = "2026-05-01T10:00:00Z saved: Anna lives at 14 Birch Lane\n"
    b, plan = approved_bench(tmp_path, files)
    assert {lim.reason for lim in plan.limits} >= {"backup", "log"}
    res = b.confirm()
    assert res.status.value == "forgotten", res.message
    return b


def test_audit_right_after_a_forget_raises_no_false_alarm(tmp_path):
    b = forgotten_with_backups_and_logs(tmp_path)
    proc = lethe("audit", "--home", str(b.root), "--json")
    assert_no_traceback(proc)
    report = json.loads(proc.stdout)
    assert proc.returncode == 0 and report["clean"] is True, report


def test_audit_still_finds_a_copy_written_back_after_the_forget(tmp_path):
    """(Already right before the fix; kept so the fix cannot hide real returns.)"""
    b = forgotten_with_backups_and_logs(tmp_path)
    with (b.root / "workspace/memory/2026-04-18.md").open("a") as f:
        f.write("- Anna lives at 14 Birch Lane.\n")
    proc = lethe("audit", "--home", str(b.root), "--json")
    assert proc.returncode == 1
    assert json.loads(proc.stdout)["found"].get("memory", 0) >= 1


def test_audit_still_finds_a_new_backup_beside_the_one_the_report_named(tmp_path):
    b = forgotten_with_backups_and_logs(tmp_path)
    (b.root / "backups/2026-05-20").mkdir(parents=True)
    (b.root / "backups/2026-05-20/MEMORY.md").write_text("- Anna lives at 14 Birch Lane, Portland, OR 97205.\n")
    proc = lethe("audit", "--home", str(b.root), "--json")
    report = json.loads(proc.stdout)
    assert proc.returncode == 1 and report["found"] == {"backups": 1}, report


def test_planning_the_same_thing_again_right_after_is_nothing_found(tmp_path):
    b = forgotten_with_backups_and_logs(tmp_path)
    b.user(REQUEST)
    again = b.plan()
    if again.status.value == "planned":
        assert again.categories, again.message  # a plan must have something to do
        b.user("Yes, go ahead.")
        assert b.confirm().status.value == "already_done"
    else:
        assert again.status.value == "nothing_found", again.message


def test_a_plan_with_nothing_left_to_clean_is_no_plan_but_says_what_remains(tmp_path):
    """What is left after a forget is only a retention-locked note and a backup: nothing Lethe may change, so
    planning again offers no plan to approve (never an empty one whose confirm reports work done), and says
    what remains."""
    files = address_files()
    files["workspace/USER.md"] = (
        "# User\n- Anna's address: 14 Birch Lane, Portland, OR 97205. <!-- retention: POL-7Y until=2033-05-01 -->\n"
    )
    files["backups/2026-04-01/MEMORY.md"] = "- Anna lives at 14 Birch Lane, Portland, OR 97205.\n"
    b, _ = approved_bench(tmp_path, files)
    assert b.confirm().status.value == "incomplete"
    b.user(REQUEST)
    again = b.plan()
    assert again.status.value == "nothing_found", again.message
    assert again.plan_id is None and not again.categories
    assert {lim.reason for lim in again.limits} == {"retention_lock", "backup"}
    assert "retention policy" in again.message and "Backups" in again.message
    assert "?" not in again.message  # nothing to approve
    b.user("Yes, go ahead.")
    assert b.confirm().status.value in ("no_plan", "already_done")
