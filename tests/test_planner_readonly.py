"""The planner has no way to write: it imports nothing that mutates, and a plan run performs no write."""

import ast
import builtins
import os
import sqlite3
from pathlib import Path

import pytest

from lethe.assistant_home.conversation import read_conversation
from lethe.assistant_home.layout import Home
from lethe.kinds.memory_index import build_index
from lethe.ledger.secret import KeyedHasher
from lethe.planner.build import make_plan
from tests.harness import Transcript, load, memory_rel_paths, write_files

PLANNER = Path(__file__).resolve().parents[1] / "src" / "lethe" / "planner"
FORBIDDEN_IMPORTS = (
    "lethe.executor",
    "lethe.ledger.durable",
    "lethe.ledger.store",
    "lethe.ledger.lock",
    "lethe.server",
    "shutil",
    "tempfile",
)


def test_planner_imports_nothing_that_mutates():
    for py in PLANNER.rglob("*.py"):
        tree = ast.parse(py.read_text())
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                names = [node.module]
            for name in names:
                assert not name.startswith(FORBIDDEN_IMPORTS), f"{py.name} imports {name}"


def guard_writes(monkeypatch):
    real_open, real_os_open, real_connect = builtins.open, os.open, sqlite3.connect

    def guarded_open(file, mode="r", *a, **kw):
        assert not set(mode) & set("wax+"), f"planner opened a file for writing: {mode}"
        return real_open(file, mode, *a, **kw)

    def guarded_os_open(path, flags, *a, **kw):
        assert not flags & (os.O_WRONLY | os.O_RDWR | os.O_CREAT | os.O_APPEND), "planner opened a file for writing"
        return real_os_open(path, flags, *a, **kw)

    def guarded_connect(db, *a, **kw):
        assert "mode=ro" in str(db), "planner opened the index writable"
        return real_connect(db, *a, **kw)

    def refuse(*a, **kw):
        raise AssertionError("planner tried to change the file system")

    monkeypatch.setattr(builtins, "open", guarded_open)
    monkeypatch.setattr(os, "open", guarded_os_open)
    monkeypatch.setattr(sqlite3, "connect", guarded_connect)
    for name in ("replace", "rename", "unlink", "remove", "rmdir", "mkdir", "makedirs", "chmod", "truncate"):
        monkeypatch.setattr(os, name, refuse)


@pytest.mark.parametrize("name", ["address-basic", "shoe-size-profile", "nothing-found"])
def test_a_plan_performs_no_write(name, tmp_path, monkeypatch):
    sc = load(name)
    root = tmp_path / "home"
    write_files(root, sc["files"])
    build_index(root / "memory" / "main.sqlite", root / "workspace", memory_rel_paths(root / "workspace"))
    tr = Transcript(root)
    for turn in sc.get("history", []):
        getattr(tr, turn["role"])(turn["text"])
    tr.user(next(s["user"] for s in sc["steps"] if "user" in s))
    home = Home.at(root)
    before = {p: p.read_bytes() for p in root.rglob("*") if p.is_file()}
    guard_writes(monkeypatch)
    result, _ = make_plan(home, KeyedHasher(b"k" * 32), read_conversation(home))
    monkeypatch.undo()
    assert result.status.value == ("nothing_found" if name == "nothing-found" else "planned")
    assert {p: p.read_bytes() for p in root.rglob("*") if p.is_file()} == before
