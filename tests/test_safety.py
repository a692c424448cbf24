"""Safe execution (BRIEF §5.4-5.6): links out of the home, path escapes, read-only notes, a writer
working at the same time, two confirms at once, and provenance recorded before every destructive step."""

import os
import threading

import pytest

import lethe.executor.fs as fs
from lethe.assistant_home.layout import Home, OutsideHomeError
from lethe.ledger.lock import home_lock
from lethe.ledger.store import Ledger, ProvenanceWriteError
from tests.trust_kit import NEEDLE, address_files, approved_bench

UNRELATED = "- Picked up the dry cleaning.\n"


# ------------------------------------------------------------------------------------------ links and escapes


def test_a_link_out_of_the_home_is_never_followed_or_changed(tmp_path):
    outside = tmp_path / "outside.md"
    outside.write_text("# Private\n- Anna lives at 14 Birch Lane, Portland, OR 97205.\n")
    files = address_files()
    files["workspace/memory/linked.md"] = {"symlink": str(outside)}
    b, plan = approved_bench(tmp_path, files)
    assert any(lim.reason.value == "link_outside" for lim in plan.limits)
    before_outside = outside.read_bytes()
    res = b.confirm()
    assert res.status.value in ("forgotten", "incomplete")
    assert outside.read_bytes() == before_outside
    link = b.root / "workspace/memory/linked.md"
    assert link.is_symlink() and os.readlink(link) == str(outside)
    assert NEEDLE not in b.read("workspace/MEMORY.md")  # the rest proceeded


def test_a_linked_folder_out_of_the_home_is_never_entered(tmp_path):
    outside = tmp_path / "elsewhere"
    outside.mkdir()
    (outside / "2026-01-01.md").write_text("- Anna lives at 14 Birch Lane.\n")
    files = address_files()
    files["workspace/memory/archive"] = {"symlink": str(outside)}
    b, _ = approved_bench(tmp_path, files)
    b.confirm()
    assert (outside / "2026-01-01.md").read_text() == "- Anna lives at 14 Birch Lane.\n"


@pytest.mark.parametrize("rel", ["../outside.md", "workspace/../../outside.md", "/etc/passwd", "", "a/../../b"])
def test_paths_that_leave_the_home_are_refused(tmp_path, rel):
    home = Home.at(tmp_path / "home")
    (tmp_path / "home").mkdir()
    with pytest.raises(OutsideHomeError):
        home.path(rel)


def test_file_steps_refuse_escapes_and_links(tmp_path):
    root = tmp_path / "home"
    (root / "workspace").mkdir(parents=True)
    outside = tmp_path / "outside.md"
    outside.write_text("keep me\n")
    (root / "workspace/link.md").symlink_to(outside)
    home = Home.at(root)
    for rel in ("../outside.md", "workspace/link.md"):
        with pytest.raises(fs.StepFailed):
            fs.replace_file(home, rel, b"x", expect=lambda cur: True)
        with pytest.raises(fs.StepFailed):
            fs.remove_file(home, rel, expect=lambda cur: True)
    assert outside.read_text() == "keep me\n"
    assert (root / "workspace/link.md").is_symlink()


# ------------------------------------------------------------------------------------------ read-only notes


def _honour_modes(monkeypatch):
    """Root may write anything; make the write check follow the file's mode bits as for a normal user."""
    if os.geteuid() != 0:
        return
    real = os.access

    def access(path, mode, *a, **kw):
        if mode == os.W_OK:
            return bool(os.stat(path).st_mode & 0o200)
        return real(path, mode, *a, **kw)

    monkeypatch.setattr(fs.os, "access", access)


def test_a_read_only_note_is_reported_honestly_and_left_as_it_is(tmp_path, monkeypatch):
    b, _ = approved_bench(tmp_path)
    note = b.root / "workspace/memory/2026-03-02.md"
    original = note.read_bytes()
    note.chmod(0o444)
    _honour_modes(monkeypatch)
    try:
        res = b.confirm()
    finally:
        note.chmod(0o644)
    assert res.status.value == "incomplete"
    assert note.read_bytes() == original  # no data loss
    assert "read-only" in res.message
    assert NEEDLE not in b.read("workspace/MEMORY.md")  # the rest proceeded
    assert "rem-anna-gift" not in b.jobs()
    assert NEEDLE not in res.message


# ------------------------------------------------------------------------------------------ a concurrent writer


def _writer_at(monkeypatch, rel: str, call: int, text: str = UNRELATED, times: int = 1):
    """Append `text` to `rel` when the executor reads it for its compare-and-swap for the `call`-th time."""
    real = fs._current
    seen = {"n": 0, "appended": 0}

    def current(p):
        data = real(p)
        if p.as_posix().endswith(rel):
            seen["n"] += 1
            if seen["n"] >= call and seen["appended"] < times:
                seen["appended"] += 1
                with open(p, "a") as f:
                    f.write(text)
        return data

    monkeypatch.setattr(fs, "_current", current)
    return seen


def test_a_line_appended_before_the_step_survives(tmp_path, monkeypatch):
    b, _ = approved_bench(tmp_path)
    _writer_at(monkeypatch, "workspace/MEMORY.md", 1)
    res = b.confirm()
    text = b.read("workspace/MEMORY.md")
    assert UNRELATED in text
    assert NEEDLE not in text
    assert res.status.value == "forgotten", res.message  # read again and cleaned again


@pytest.mark.parametrize(
    "rel, op",
    [("workspace/MEMORY.md", "replace"), ("workspace/memory/2026-05-02-birch.md", "unlink")],
)
def test_a_line_appended_in_the_last_instant_survives(tmp_path, monkeypatch, rel, op):
    """The writer appends after the final comparison, right before the rename (or unlink)."""
    files = address_files()
    files["workspace/memory/2026-05-02-birch.md"] = "# Session\n- Anna's new address: 14 Birch Lane.\n"
    b, _ = approved_bench(tmp_path, files)
    real = getattr(os, op)

    def late_writer(*args, **kw):
        target = str(args[-1] if op == "replace" else args[0])
        if target.endswith(rel):
            with open(target, "a") as f:
                f.write(UNRELATED)
        return real(*args, **kw)

    monkeypatch.setattr(fs.os, op, late_writer)
    res = b.confirm()
    monkeypatch.undo()
    text = b.read(rel)
    assert UNRELATED in text
    assert NEEDLE not in text
    assert res.status.value == "forgotten", res.message
    rows = b.state()["index"]["chunks"]
    assert any(UNRELATED.strip() in r[5] for r in rows)  # and it is searchable


def test_a_file_that_keeps_changing_is_left_alone_and_reported(tmp_path, monkeypatch):
    b, _ = approved_bench(tmp_path)
    _writer_at(monkeypatch, "workspace/MEMORY.md", 1, times=100)
    res = b.confirm()
    text = b.read("workspace/MEMORY.md")
    assert text.count(UNRELATED) >= 3  # every appended line is there
    assert res.status.value == "incomplete"
    assert "changed while it was being cleaned" in res.message


def test_a_copy_written_back_during_the_confirm_is_not_claimed_forgotten(tmp_path, monkeypatch):
    b, _ = approved_bench(tmp_path)
    _writer_at(monkeypatch, "workspace/MEMORY.md", 1, text="- Anna moved to 14 Birch Lane.\n")
    res = b.confirm()
    assert "- Anna moved to 14 Birch Lane.\n" in b.read("workspace/MEMORY.md")  # not listed: not removed
    assert res.status.value == "incomplete"


# ------------------------------------------------------------------------------------------ one confirm at a time


def test_a_confirm_waits_for_another_and_then_reports_busy_without_change(tmp_path):
    b, _ = approved_bench(tmp_path, lock_timeout_s=0.2)
    before = b.state()
    with home_lock(b.home.state_dir):
        res = b.confirm()
    assert res.status.value == "not_confirmed"
    assert "try again" in res.message
    assert b.state() == before
    assert b.confirm().status.value == "forgotten"


def test_two_confirms_at_once_carry_the_plan_out_once(tmp_path):
    b, plan = approved_bench(tmp_path)
    a1, c1 = b.lethe.assess()
    a2, c2 = b.lethe.assess()
    results = []
    gate = threading.Barrier(2)

    def run(a, c):
        gate.wait()
        results.append(b.lethe.confirm(a, c, approved=True).status.value)

    threads = [threading.Thread(target=run, args=args) for args in ((a1, c1), (a2, c2))]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert sorted(results) == ["already_done", "forgotten"]
    assert len(b.ledger.receipts(plan.plan_id)) == 1


# ------------------------------------------------------------------------------------------ provenance first


def test_nothing_is_changed_when_provenance_cannot_be_written(tmp_path):
    b, plan = approved_bench(tmp_path)
    before = b.state()
    (b.home.state_dir / "provenance.jsonl").mkdir(parents=True)  # any append fails, even for root
    res = b.confirm()
    assert res.status.value == "incomplete"
    assert "safety records could not be saved" in res.message
    assert b.state() == before
    assert b.ledger.state(plan.plan_id)["state"] == "executing"  # resumable
    # once the records can be written again, the same plan is finished without asking again
    (b.home.state_dir / "provenance.jsonl").rmdir()
    again = b.confirm()
    assert again.status.value == "forgotten", again.message
    assert again.plan_id == plan.plan_id
    assert NEEDLE not in b.read("workspace/MEMORY.md")


def test_a_provenance_failure_midway_stops_every_later_destructive_step(tmp_path, monkeypatch):
    b, plan = approved_bench(tmp_path)
    real = Ledger.record_provenance
    calls = []

    def flaky(self, plan_id, step, where, content_hash, **extra):
        calls.append(step)
        if len(calls) == 3:  # the reminder and the first note are done, the second note is not
            raise ProvenanceWriteError("disk full")
        return real(self, plan_id, step, where, content_hash, **extra)

    monkeypatch.setattr(Ledger, "record_provenance", flaky)
    before = b.state()
    mutated = []
    real_replace, real_remove = fs.replace_file, fs.remove_file

    def watch(fn):
        def inner(home, rel, *a, **kw):
            mutated.append((len(calls), rel))
            return fn(home, rel, *a, **kw)

        return inner

    monkeypatch.setattr("lethe.executor.fs.replace_file", watch(real_replace))
    monkeypatch.setattr("lethe.executor.fs.remove_file", watch(real_remove))
    monkeypatch.setattr("lethe.executor.fs.replace_file", watch(real_replace))
    res = b.confirm()
    assert res.status.value == "incomplete"
    assert all(n < 3 for n, _ in mutated)  # nothing destructive after the failed record
    after = b.state()
    assert after["files"]["workspace/memory/2026-03-02.md"] == before["files"]["workspace/memory/2026-03-02.md"]
    assert after["index"] == before["index"]  # the index was not touched either
    assert "workspace/memory/forget/pending.json" not in after["files"]
    assert b.ledger.state(plan.plan_id)["state"] == "executing"
    monkeypatch.undo()
    assert b.confirm().status.value == "forgotten"
    assert NEEDLE not in b.read("workspace/memory/2026-03-02.md")


def test_provenance_names_no_content_and_precedes_each_change(tmp_path):
    b, plan = approved_bench(tmp_path)
    res = b.confirm()
    assert res.status.value == "forgotten"
    records = b.ledger.provenance(plan.plan_id)
    steps = [r["step"] for r in records]
    assert steps.count("edit_line") == 2 and "remove_job" in steps and "retract_claims" in steps
    for r in records:
        assert r["content_hmac"] is None or len(r["content_hmac"]) == 43
    raw = (b.home.state_dir / "provenance.jsonl").read_text()
    assert NEEDLE.lower() not in raw.lower() and "anna" not in raw.lower()


def test_an_unusable_state_folder_stops_the_confirm_before_anything_changes(tmp_path):
    b, plan = approved_bench(tmp_path)
    before = b.state()
    lock = b.home.state_dir / "lock"
    lock.unlink(missing_ok=True)
    lock.mkdir()  # the home's lock cannot be opened, even by root
    res = b.confirm()
    assert res.status.value == "incomplete"
    assert "safety records could not be saved" in res.message
    assert b.state() == before
    (b.home.state_dir / "lock").rmdir()
    assert b.confirm().status.value == "forgotten"
