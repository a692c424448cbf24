"""Crash safety (BRIEF §5, last paragraph) and receipts (§7).

A confirm killed after any step and run again finishes the same plan, and the home ends exactly as
after an uninterrupted run: the same files byte for byte and the same index rows; nothing unlisted
removed, no unrelated byte lost, an honest status. Provenance and receipts only ever grow.
"""

import copy

import pytest

import lethe.executor.fs as fs
from tests.harness import load
from tests.trust_kit import NEEDLE, address_files, approved_bench


class Kill(BaseException):
    """A simulated kill: not an Exception, so nothing on the way may swallow it."""


def rich_files() -> dict:
    """The address home, plus a session-memory copy holding only the address and a writer task."""
    files = address_files()
    files["workspace/memory/2026-05-02-anna-move.md"] = (
        "# Session: 2026-05-02\n\n- **Session Key**: agent:main:main\n\n- Anna's new address is 14 Birch Lane.\n"
    )
    jobs = files["cron/jobs.json"]["json"]["jobs"]
    jobs.append(
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


FULL = load("full-home")
HOMES = {
    "address": (rich_files, None),
    "full-home": (lambda: copy.deepcopy(FULL["files"]), FULL["history"]),
}


def bench(tmp_path, home: str):
    files, history = HOMES[home]
    return approved_bench(tmp_path, files(), history=history)


def uninterrupted(tmp_path, home="address"):
    b, _ = bench(tmp_path / "clean", home)
    seen = []
    res = b.confirm(crash_after=seen.append)
    return b, res, seen


@pytest.fixture(scope="module")
def reference(tmp_path_factory):
    return uninterrupted(tmp_path_factory.mktemp("reference"))


@pytest.fixture(scope="module")
def references(tmp_path_factory):
    return {home: uninterrupted(tmp_path_factory.mktemp(home), home) for home in HOMES}


def test_the_reference_run_is_complete(reference):
    b, res, seen = reference
    assert res.status.value == "forgotten", res.message
    assert seen[0] == "revalidated" and seen[-2:] == ["memory_index", "pending"]
    assert {"scheduled_jobs", "memory_notes"} <= set(seen)
    assert not (b.root / "workspace/memory/2026-05-02-anna-move.md").exists()
    assert b.jobs()["daily-notes-sync"]["enabled"] is False


@pytest.mark.parametrize("home", list(HOMES))
def test_every_checkpoint_is_crash_safe(tmp_path, references, home):
    ref, ref_res, checkpoints = references[home]
    assert ref_res.status.value == "forgotten", ref_res.message
    for i, step in enumerate(checkpoints):
        b, plan = bench(tmp_path / f"crash-{i}", home)

        def crash(name, step=step):
            if name == step:
                raise Kill(name)

        with pytest.raises(Kill):
            b.confirm(crash_after=crash)
        assert b.ledger.state(plan.plan_id)["state"] == "executing", step
        prov = b.home.state_dir / "provenance.jsonl"
        provenance_before = prov.read_bytes() if prov.exists() else b""
        res = b.confirm()  # runs again: resumes the EXECUTING plan without asking again
        assert res.status.value == "forgotten", (step, res.message)
        assert res.plan_id == plan.plan_id
        assert b.state() == ref.state(), step  # the same files, byte for byte, and the same index rows
        assert res.message == ref_res.message, step  # the report covers the whole plan, not just the rest
        assert prov.read_bytes().startswith(provenance_before)
        receipts = b.ledger.receipts(plan.plan_id)
        assert len(receipts) == 1 and receipts[0]["resumed"] is True
        assert receipts[0]["done"] == ref.ledger.receipts()[0]["done"]
        assert b.confirm().status.value == "already_done"


def test_a_crash_in_the_middle_of_a_step_is_safe_too(tmp_path, reference, monkeypatch):
    ref, _, _ = reference
    b, plan = approved_bench(tmp_path, rich_files())
    real = fs.replace_file
    calls = []

    def dies_on_the_second_note(home, rel, new, *, expect):
        calls.append(rel)
        if len(calls) == 2:
            raise Kill(rel)
        return real(home, rel, new, expect=expect)

    monkeypatch.setattr("lethe.executor.fs.replace_file", dies_on_the_second_note)
    with pytest.raises(Kill):
        b.confirm()
    monkeypatch.undo()
    res = b.confirm()
    assert res.status.value == "forgotten", res.message
    assert b.state() == ref.state()


def test_a_receipt_per_confirm_says_what_was_done(reference):
    b, res, _ = reference
    (receipt,) = b.ledger.receipts(res.plan_id)
    assert receipt["status"] == "forgotten"
    assert receipt["done"] == {"notes": 2, "files": 1, "reminders": 1, "paused_tasks": 1, "search": 1}
    assert receipt["index_refreshed"] is True
    assert receipt["provenance_records"] == len(b.ledger.provenance(res.plan_id)) > 0
    assert receipt["provenance_records_this_run"] == receipt["provenance_records"]
    # the session copy removed whole is named after its topic: its line is not cited (issue 12, item 5)
    assert receipt["claims"] >= 2 and receipt["citations"] == 2
    assert receipt["resumed"] is False and receipt["stopped_early"] is False
    assert receipt["remains"] == []
    raw = (b.home.state_dir / "receipts.jsonl").read_text().lower()
    assert NEEDLE.lower() not in raw


def test_an_incomplete_run_has_an_honest_receipt(tmp_path):
    files = address_files()
    files["workspace/MEMORY.md"] = files["workspace/MEMORY.md"].replace(
        "- Anna lives at 14 Birch Lane, Portland, OR 97205.",
        "- Anna lives at 14 Birch Lane, Portland, OR 97205. <!-- retention: POL-7Y until=2033-05-01 -->",
    )
    b, plan = approved_bench(tmp_path, files)
    res = b.confirm()
    assert res.status.value == "incomplete"
    (receipt,) = b.ledger.receipts(plan.plan_id)
    assert receipt["status"] == "incomplete" and "retention_lock" in receipt["limits"]


def test_provenance_and_receipts_are_never_removed(tmp_path):
    b, first = approved_bench(tmp_path)
    assert b.confirm().status.value == "forgotten"
    prov = (b.home.state_dir / "provenance.jsonl").read_bytes()
    rec = (b.home.state_dir / "receipts.jsonl").read_bytes()
    b.user("Please forget my brother's phone number.")
    second = b.plan()
    assert second.status.value == "planned"
    b.user("Yes.")
    assert b.confirm().status.value in ("forgotten", "incomplete")
    assert (b.home.state_dir / "provenance.jsonl").read_bytes().startswith(prov)
    assert (b.home.state_dir / "receipts.jsonl").read_bytes().startswith(rec)
    assert len(b.ledger.receipts()) == 2
    assert first.plan_id != second.plan_id
