"""Issue 12, item 2: no writes outside the home.

Every path Lethe writes goes through the same containment check: the memory search database (also when
`memory/` or the database itself is a link out of the home), `--agent` and `--session` values (refused with a
clear error unless they are safe ids), Lethe's own state (`lethe/`, `lethe/provenance.jsonl`, ...) and
`pending.json`. Driven through the `lethe` command and the service the MCP tools use.
"""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path

import pytest

from tests.hardening_kit import ABOUT, assert_no_traceback, lethe, outside_state, terminal_home
from tests.harness import build_home_index, write_files
from tests.trust_kit import NEEDLE, address_files, approved_bench


def outside_index(db: Path) -> Path:
    """A memory search database at `db` (outside the home), built from the address home's notes."""
    src = db.parent / ".src"
    write_files(src, address_files())
    db.parent.mkdir(parents=True, exist_ok=True)
    build_home_index(src, db=db)
    return db


def chunks_holding(db: Path, needle: str) -> int:
    con = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
    try:
        return con.execute("SELECT count(*) FROM chunks WHERE text LIKE ?", (f"%{needle}%",)).fetchone()[0]
    finally:
        con.close()


# ------------------------------------------------------------------------------------------ the index database


def test_a_linked_index_database_outside_the_home_is_never_written(tmp_path):
    db = outside_index(tmp_path / "outside" / "index.sqlite")
    files = address_files()
    files["memory/main.sqlite"] = {"symlink": str(db)}
    b, _ = approved_bench(tmp_path, files, index=False)
    before = outside_state(db.parent)
    res = b.confirm()
    assert outside_state(db.parent) == before
    assert chunks_holding(db, NEEDLE) > 0
    assert res.status.value == "incomplete", res.message  # the memory search still holds it, out of reach


def test_a_linked_memory_folder_outside_the_home_is_never_written(tmp_path):
    folder = outside_index(tmp_path / "outside-memory" / "main.sqlite").parent
    files = address_files()
    files["memory"] = {"symlink": str(folder)}
    b, _ = approved_bench(tmp_path, files, index=False)
    before = outside_state(folder)
    res = b.confirm()
    assert outside_state(folder) == before
    assert res.status.value == "incomplete", res.message


@pytest.mark.parametrize("linked", ["memory/main.sqlite", "memory"])
def test_a_memory_search_outside_the_home_is_a_limit_the_plan_shows(tmp_path, linked):
    db = outside_index(tmp_path / "outside-memory" / "main.sqlite")
    files = address_files()
    files[linked] = {"symlink": str(db if linked.endswith(".sqlite") else db.parent)}
    b, plan = approved_bench(tmp_path, files, index=False)
    assert "link_outside" in {lim.reason for lim in plan.limits}, plan.message  # said before the yes
    assert "memory search" not in plan.message.lower().split("what will remain")[0]  # not offered as cleanable
    before = outside_state(db.parent)
    res = b.confirm()
    assert outside_state(db.parent) == before
    assert res.status.value == "incomplete", res.message
    assert "link_outside" in {lim.reason for lim in res.limits}
    assert res.remains == [], res.remains  # a limit known from the plan, not a step that failed


# ------------------------------------------------------------------------------------------ --agent and --session


@pytest.mark.parametrize("agent", ["../../outside/evil", "../x", "a/b", "..", ".", "", " main", "ma:in", "-rf"])
def test_an_agent_id_that_is_not_a_safe_id_is_refused(tmp_path, agent):
    home = terminal_home(tmp_path)
    outside_index(tmp_path / "outside" / "evil.sqlite")  # where --agent ../../outside/evil leads
    before_outside = outside_state(tmp_path / "outside")
    before_home = sorted(p.relative_to(home).as_posix() for p in home.rglob("*"))
    for argv in (
        ["plan", "--home", str(home), "--agent", agent, "--about", ABOUT, "--json"],
        ["confirm", "--home", str(home), "--agent", agent, "--about", ABOUT, "--yes", "--json"],
        ["audit", "--home", str(home), "--agent", agent],
    ):
        proc = lethe(*argv)
        assert_no_traceback(proc)
        assert proc.returncode == 2, (argv, proc.returncode, proc.stdout, proc.stderr)
        assert "agent" in proc.stderr.lower(), proc.stderr
        assert proc.stdout == ""
    assert outside_state(tmp_path / "outside") == before_outside
    assert sorted(p.relative_to(home).as_posix() for p in home.rglob("*")) == before_home  # nothing created


@pytest.mark.parametrize("session", ["../../etc/passwd", "a/b", "..", "x\\y", ""])
def test_a_session_id_that_is_not_a_safe_id_is_refused(tmp_path, session):
    home = terminal_home(tmp_path)
    proc = lethe("plan", "--home", str(home), "--session", session, "--json")
    assert_no_traceback(proc)
    assert proc.returncode == 2, (proc.returncode, proc.stdout, proc.stderr)
    assert "session" in proc.stderr.lower(), proc.stderr
    assert not (home / "lethe").exists()


def test_safe_ids_are_still_accepted(tmp_path):
    home = terminal_home(tmp_path)
    proc = lethe("plan", "--home", str(home), "--agent", "main", "--session", "5e55a0b1-0000-4000-8000-00000000c0de")
    assert_no_traceback(proc)
    assert proc.returncode == 0, proc.stderr


# ------------------------------------------------------------------------------------------ Lethe's own state


def test_a_linked_state_folder_outside_the_home_is_refused(tmp_path):
    home = terminal_home(tmp_path)
    outside = tmp_path / "outside-state"
    outside.mkdir()
    (home / "lethe").symlink_to(outside)
    for argv in (
        ["plan", "--home", str(home), "--about", ABOUT, "--json"],
        ["confirm", "--home", str(home), "--about", ABOUT, "--yes", "--json"],
    ):
        proc = lethe(*argv)
        assert_no_traceback(proc)
        assert proc.returncode != 0, proc.stdout
        assert proc.stderr.strip(), "no reason given"
    assert list(outside.iterdir()) == []
    assert NEEDLE.encode() in (home / "workspace/MEMORY.md").read_bytes()  # nothing changed


@pytest.mark.parametrize("name", ["provenance.jsonl", "receipts.jsonl", "tombstones.jsonl"])
def test_a_linked_record_of_lethe_s_own_is_never_written_through(tmp_path, name):
    b, plan = approved_bench(tmp_path)
    outside = tmp_path / f"outside-{name}"
    outside.write_bytes(b"")
    (b.root / "lethe" / name).symlink_to(outside)
    res = b.confirm()
    assert outside.read_bytes() == b"", f"Lethe wrote its {name} outside the home"
    if name != "receipts.jsonl":  # without provenance or tombstones the run stops; a receipt comes last
        assert res.status.value == "incomplete", res.message


def test_a_linked_plan_folder_outside_the_home_is_never_written(tmp_path):
    b, plan = approved_bench(tmp_path)
    outside = tmp_path / "outside-plans"
    os.rename(b.root / "lethe" / "plans", outside)
    (b.root / "lethe" / "plans").symlink_to(outside)
    before = outside_state(outside)
    res = b.confirm()
    assert outside_state(outside) == before
    assert res.status.value in ("no_plan", "incomplete"), res.message


def test_a_linked_secret_key_is_refused(tmp_path):
    home = terminal_home(tmp_path)
    key = tmp_path / "outside.key"
    key.write_bytes(os.urandom(32))
    (home / "lethe").mkdir()
    (home / "lethe" / "secret.key").symlink_to(key)
    proc = lethe("plan", "--home", str(home), "--about", ABOUT, "--json")
    assert_no_traceback(proc)
    assert proc.returncode != 0
    assert "secret" in proc.stderr.lower() or "key" in proc.stderr.lower(), proc.stderr


# ------------------------------------------------------------------------------------------ pending.json


def test_a_linked_pending_list_outside_the_home_is_never_written(tmp_path):
    files = address_files()
    b, _ = approved_bench(tmp_path, files)
    outside = tmp_path / "outside-pending.json"
    outside.write_text('{"claims": [], "citations": []}\n')
    folder = b.root / "workspace/memory/forget"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "pending.json").symlink_to(outside)
    try:
        res = b.confirm()
    except Exception as e:  # a crash is the bug of item 3; here only the outside file matters
        res = None
        print(f"confirm raised {type(e).__name__}")
    assert outside.read_text() == '{"claims": [], "citations": []}\n'
    if res is not None:
        assert res.status.value == "incomplete", res.message


def test_a_linked_forget_folder_outside_the_home_is_never_written(tmp_path):
    b, _ = approved_bench(tmp_path)
    outside = tmp_path / "outside-forget"
    outside.mkdir()
    (b.root / "workspace/memory/forget").symlink_to(outside)
    try:
        res = b.confirm()
    except Exception as e:
        res = None
        print(f"confirm raised {type(e).__name__}")
    assert list(outside.iterdir()) == []
    if res is not None:
        assert res.status.value == "incomplete", res.message
