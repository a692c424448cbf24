"""`lethe audit` (BRIEF §7, §8): look for forgotten information that came back, read-only, in everyday
words, never repeating it."""

import json
import shutil

from lethe.planner.audit import audit
from lethe.server.cli import main
from tests.harness import snapshot
from tests.trust_kit import NEEDLE, Bench, approved_bench

WRITE_BACK = "- Anna lives at 14 Birch Lane, Portland, OR 97205.\n"


def run_cli(capsys, root, *extra) -> tuple[int, str]:
    code = main(["audit", "--home", str(root), *extra])
    return code, capsys.readouterr().out


def forgotten(tmp_path):
    b, _ = approved_bench(tmp_path)
    pristine = tmp_path / "pristine-memory.md"
    shutil.copy(b.root / "workspace/MEMORY.md", pristine)
    assert b.confirm().status.value == "forgotten"
    return b, pristine


def test_a_home_where_nothing_was_forgotten_is_clean_and_left_untouched(tmp_path, capsys):
    b = Bench(tmp_path)
    before = snapshot(b.root)
    code, out = run_cli(capsys, b.root)
    assert code == 0 and "nothing to check" in out
    assert snapshot(b.root) == before  # not even the secret is created


def test_right_after_a_forget_the_audit_is_clean(tmp_path, capsys):
    b, _ = forgotten(tmp_path)
    before = snapshot(b.root)
    code, out = run_cli(capsys, b.root)
    assert code == 0 and "none of it has come back" in out
    assert snapshot(b.root) == before


def test_a_scheduled_task_writing_it_back_into_a_note_is_flagged_without_repeating_it(tmp_path, capsys):
    b, _ = forgotten(tmp_path)
    # a scheduled task (not paused: it never held the address) writes it into today's note
    (b.root / "workspace/memory/2026-06-01.md").write_text("# 2026-06-01\n- Weekly digest.\n" + WRITE_BACK)
    before = snapshot(b.root)
    code, out = run_cli(capsys, b.root)
    assert code == 1
    assert "come back" in out and "Memory: one place holds it again." in out
    assert NEEDLE.lower() not in out.lower() and "2026-06-01" not in out and ".md" not in out
    code, out = run_cli(capsys, b.root, "--json")
    data = json.loads(out)
    assert code == 1 and data["clean"] is False and data["found"] == {"memory": 1}
    assert NEEDLE.lower() not in out.lower()
    assert snapshot(b.root) == before


def test_a_restored_backup_is_flagged_as_a_backup(tmp_path, capsys):
    b, pristine = forgotten(tmp_path)
    (b.root / "backups").mkdir()
    shutil.copy(pristine, b.root / "backups/MEMORY.md.2026-04-01")
    shutil.copy(pristine, b.root / "workspace/USER.md.bak")
    report = audit(b.home)
    assert not report.clean
    assert report.found == {"backups": 2}
    assert "Backups: two backups still hold a copy." in report.text()
    assert NEEDLE.lower() not in report.text().lower()
    code, _ = run_cli(capsys, b.root)
    assert code == 1


def test_memory_restored_from_a_backup_is_flagged_in_every_place(tmp_path):
    b, pristine = forgotten(tmp_path)
    shutil.copy(pristine, b.root / "workspace/MEMORY.md")  # the user restored an old copy of memory
    jobs = json.loads((b.root / "cron/jobs.json").read_text())
    jobs["jobs"].append(
        {
            "id": "again",
            "name": "Visit",
            "schedule": {"kind": "at", "at": "2027-01-01T00:00:00Z"},
            "payload": {"kind": "systemEvent", "text": "Visit 14 Birch Lane."},
        }
    )
    (b.root / "cron/jobs.json").write_text(json.dumps(jobs, indent=2))
    report = audit(b.home)
    assert report.found == {"memory": 1, "reminders": 1}
    data = json.dumps(report.as_json())
    assert NEEDLE.lower() not in data.lower() and "MEMORY" not in data


def test_a_retention_locked_copy_is_kept_not_flagged(tmp_path):
    from tests.harness import load

    sc = load("retention-lock")
    b, _ = approved_bench(tmp_path, sc["files"])
    b.confirm()
    report = audit(b.home)
    assert report.clean
    assert report.kept == {"memory": 1, "scheduled tasks": 1}
    assert "retention policy" in report.text()
