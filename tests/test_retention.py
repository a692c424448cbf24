"""Retention locks (BRIEF §6): a locked line or task is never edited or removed, the plan says so with a
machine-readable reason, the rest proceeds, and the result is `incomplete` saying what is kept and why.
An expired lock is no lock."""

import json

from tests.harness import load
from tests.trust_kit import NEEDLE, approved_bench

SC = load("retention-lock")
LOCKED_LINE = SC["locked"][0]["text"]
LOCKED_JOB = "lease-review"


def test_locked_items_are_listed_as_limits_with_a_reason_policy_date_and_words(tmp_path):
    b, plan = approved_bench(tmp_path, SC["files"])
    locks = [lim for lim in plan.limits if lim.reason.value == "retention_lock"]
    assert {(lim.category, lim.policy, lim.until) for lim in locks} == {
        ("memory", "POL-7Y", "2033-05-01"),
        ("scheduled tasks", "POL-7Y", "2033-05-01"),
    }
    for lim in locks:
        assert "retention policy" in lim.explanation and "2033-05-01" in lim.explanation
        assert NEEDLE not in lim.explanation
    assert "retention policy" in plan.message


def test_locked_items_are_never_touched_and_the_rest_proceeds(tmp_path):
    b, plan = approved_bench(tmp_path, SC["files"])
    job_before = b.jobs()[LOCKED_JOB]
    res = b.confirm()
    assert res.status.value == "incomplete"
    memory = b.read("workspace/MEMORY.md")
    assert LOCKED_LINE + "\n" in memory  # the locked line, byte for byte
    assert "- Anna lives at 14 Birch Lane" not in memory  # the unlocked copy is gone
    assert b.jobs()[LOCKED_JOB] == job_before  # the locked task: not removed, not paused, not edited
    assert "rem-anna-gift" not in b.jobs()
    # what is kept and why, in everyday words, never the information itself
    assert "retention policy" in res.message and "kept" in res.message
    assert NEEDLE not in res.message
    assert {lim.reason.value for lim in res.limits} == {"retention_lock"}
    # three unlocked lines edited (one in MEMORY.md, two in the daily note), never the locked one
    assert sum(r["step"] == "edit_line" for r in b.ledger.provenance(plan.plan_id)) == 3


def test_a_locked_line_stays_searchable_but_the_unlocked_copies_do_not(tmp_path):
    b, _ = approved_bench(tmp_path, SC["files"])
    b.confirm()
    chunks = [r[5] for r in b.state()["index"]["chunks"]]
    assert any(LOCKED_LINE in t for t in chunks)
    for t in chunks:
        assert NEEDLE not in t.replace(LOCKED_LINE, "")


def test_an_expired_lock_is_no_lock(tmp_path):
    b, plan = approved_bench(tmp_path, SC["files"])
    b.confirm()
    daily = b.read("workspace/memory/2026-03-02.md")
    assert "courier slip" not in daily  # until=2020-01-31: expired, so cleaned like any other line
    assert "- Booked the dentist for March 10 at 9am." in daily


def test_without_active_locks_the_same_home_is_forgotten(tmp_path):
    files = json.loads(json.dumps(SC["files"]))
    files["workspace/MEMORY.md"] = files["workspace/MEMORY.md"].replace("until=2033-05-01", "until=2021-05-01")
    for job in files["cron/jobs.json"]["json"]["jobs"]:
        if job["id"] == LOCKED_JOB:
            job["retention"]["until"] = "2021-05-01"
    b, plan = approved_bench(tmp_path, files)
    assert not any(lim.reason.value == "retention_lock" for lim in plan.limits)
    res = b.confirm()
    assert res.status.value == "forgotten", res.message
    assert LOCKED_JOB not in b.jobs()
    assert NEEDLE not in b.read("workspace/MEMORY.md")


def test_a_lock_added_after_the_plan_means_a_revised_plan(tmp_path):
    b, plan = approved_bench(tmp_path)
    memory = b.root / "workspace/MEMORY.md"
    memory.write_text(
        memory.read_text().replace(
            "- Anna lives at 14 Birch Lane, Portland, OR 97205.",
            "- Anna lives at 14 Birch Lane, Portland, OR 97205. <!-- retention: LEGAL-HOLD until=2031-01-01 -->",
        )
    )
    before = b.state()
    res = b.confirm()
    assert res.status.value == "revised"
    assert b.state() == before
    assert any(lim.reason.value == "retention_lock" for lim in res.limits)
