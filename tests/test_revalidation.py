"""Revalidation, expiry and at-most-once (BRIEF §4, §5.2).

A new copy that appeared after the plan means a new plan (`revised`) and no change; something that
vanished on its own is not a change; a plan expires; a plan is carried out at most once.
"""

from datetime import UTC, datetime, timedelta

from tests.trust_kit import NEEDLE, REQUEST, Bench, approved_bench


def test_a_new_copy_after_the_plan_means_a_revised_plan_and_no_change(tmp_path):
    b, plan = approved_bench(tmp_path)
    with (b.root / "workspace/memory/2026-04-18.md").open("a") as f:
        f.write("- Sent the housewarming flowers to 14 Birch Lane.\n")
    before = b.state()
    res = b.confirm()
    assert res.status.value == "revised"
    assert res.plan_id and res.plan_id != plan.plan_id
    assert "?" in res.message and NEEDLE not in res.message
    assert b.state() == before  # nothing changed
    assert b.ledger.provenance() == [] and b.ledger.receipts() == []
    # the old plan cannot be confirmed any more; the revised one, after a new yes, can
    b.user("Yes, go ahead.")
    assert b.confirm(plan.plan_id).status.value == "no_plan"
    done = b.confirm()
    assert done.status.value == "forgotten", done.message
    assert done.plan_id == res.plan_id
    assert NEEDLE not in b.read("workspace/memory/2026-04-18.md")
    assert "Priya recommended a Thai place on Hawthorne." in b.read("workspace/memory/2026-04-18.md")


def test_a_revised_plan_needs_a_new_yes(tmp_path):
    b, _ = approved_bench(tmp_path)
    with (b.root / "workspace/USER.md").open("a") as f:
        f.write("- Sister lives at 14 Birch Lane.\n")
    assert b.confirm().status.value == "revised"
    before = b.state()
    assert b.confirm().status.value == "not_confirmed"  # the earlier yes was for the earlier plan
    assert b.state() == before


def test_a_new_reminder_after_the_plan_means_a_revised_plan(tmp_path):
    b, _ = approved_bench(tmp_path)
    jobs = b.jobs()
    jobs["rem-new"] = dict(jobs["rem-anna-gift"], id="rem-new", name="Call Anna")
    import json

    (b.root / "cron/jobs.json").write_text(json.dumps({"version": 1, "jobs": list(jobs.values())}, indent=2))
    before = b.state()
    assert b.confirm().status.value == "revised"
    assert b.state() == before


def test_a_target_that_vanished_on_its_own_is_not_a_change(tmp_path):
    b, _ = approved_bench(tmp_path)
    # the user removed the daily-note line and the reminder themselves, meanwhile
    daily = b.root / "workspace/memory/2026-03-02.md"
    daily.write_text(daily.read_text().replace("- Mailed Anna's birthday card to 14 Birch Lane.\n", ""))
    import json

    jobs = [j for j in b.jobs().values() if j["id"] != "rem-anna-gift"]
    (b.root / "cron/jobs.json").write_text(json.dumps({"version": 1, "jobs": jobs}, indent=2))
    res = b.confirm()
    assert res.status.value == "forgotten", res.message
    assert NEEDLE not in b.read("workspace/MEMORY.md")


def test_an_unrelated_change_is_not_a_change(tmp_path):
    b, _ = approved_bench(tmp_path)
    with (b.root / "workspace/MEMORY.md").open("a") as f:
        f.write("- Likes oat milk.\n")
    res = b.confirm()
    assert res.status.value == "forgotten", res.message
    assert "- Likes oat milk.\n" in b.read("workspace/MEMORY.md")


def test_a_plan_expires(tmp_path):
    b = Bench(tmp_path, ttl=timedelta(seconds=-1))
    b.user(REQUEST)
    b.plan()
    b.user("Yes, go ahead.")
    before = b.state()
    res = b.confirm()
    assert res.status.value == "not_confirmed"
    assert "too old" in res.message
    assert b.state() == before


def test_a_plan_expires_by_its_stored_time(tmp_path):
    b, plan = approved_bench(tmp_path)
    stored = b.ledger.load_plan(plan.plan_id)
    stored.expires_at = datetime.now(UTC) - timedelta(minutes=1)
    b.ledger.save_plan(stored)
    before = b.state()
    assert b.confirm().status.value == "not_confirmed"
    assert b.state() == before


def test_a_revised_plan_gets_the_configured_lifetime(tmp_path):
    b, _ = approved_bench(tmp_path, ttl=timedelta(minutes=5))
    with (b.root / "workspace/USER.md").open("a") as f:
        f.write("- Sister lives at 14 Birch Lane.\n")
    res = b.confirm()
    revised = b.ledger.load_plan(res.plan_id)
    assert revised.expires_at - revised.created_at == timedelta(minutes=5)


def test_a_plan_is_carried_out_at_most_once(tmp_path):
    b, plan = approved_bench(tmp_path)
    assert b.confirm().status.value == "forgotten"
    after = b.state()
    receipts = b.ledger.receipts(plan.plan_id)
    b.user("Yes, go ahead.")
    again = b.confirm()
    assert again.status.value == "already_done"
    assert b.confirm(plan.plan_id).status.value == "already_done"
    assert b.state() == after
    assert b.ledger.receipts(plan.plan_id) == receipts
    # even a new copy written later is not cleaned by the old plan: that needs a new plan
    with (b.root / "workspace/MEMORY.md").open("a") as f:
        f.write("- Anna: 14 Birch Lane.\n")
    assert b.confirm().status.value == "already_done"
    assert "- Anna: 14 Birch Lane.\n" in b.read("workspace/MEMORY.md")
