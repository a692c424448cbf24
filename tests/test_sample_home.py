"""Smoke tests for the sample-home generator (`lethe.demo.sample`) and the benchmark's rg path."""

from __future__ import annotations

import importlib.util
import json
import shutil
import sqlite3
import sys
from pathlib import Path

import pytest

from lethe.demo.sample import ADDRESS_TURN, REQUEST, build_sample_home

REPO = Path(__file__).resolve().parents[1]
SESSIONS = "agents/main/sessions/"


def _files(root: Path) -> dict[str, bytes]:
    return {p.relative_to(root).as_posix(): p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file()}


def _holding(root: Path, word: str) -> set[str]:
    return {rel for rel, data in _files(root).items() if word.lower().encode() in data.lower()}


def _memory_files(root: Path) -> set[str]:
    ws = root / "workspace"
    found = {"MEMORY.md"} if (ws / "MEMORY.md").is_file() else set()
    found |= {p.relative_to(ws).as_posix() for p in (ws / "memory").rglob("*.md") if ".dreams" not in p.parts}
    return found


@pytest.fixture(scope="module")
def demo(tmp_path_factory):
    return build_sample_home(tmp_path_factory.mktemp("demo") / "home")


@pytest.fixture(scope="module")
def small(tmp_path_factory):
    return build_sample_home(tmp_path_factory.mktemp("small") / "home", size="small")


def test_demo_home_has_the_documented_layout(demo):
    root = demo.root
    assert demo.request == REQUEST
    assert demo.needles == ["14 Birch Lane"]
    for rel in (
        "workspace/MEMORY.md",
        "workspace/USER.md",
        "workspace/TOOLS.md",
        "workspace/HEARTBEAT.md",
        "workspace/memory/2026-05-02-moving-day.md",
        "workspace/memory/shopping/PROFILE.md",
        "workspace/memory/.dreams/short-term-recall.json",
        "cron/jobs.json",
        "cron/runs/weekly-digest.jsonl",
        "shares.json",
        "logs/gateway.log",
        "backups/2026-05-15/MEMORY.md",
        "memory/main.sqlite",
        f"{SESSIONS}sessions.json",
    ):
        assert (root / rel).is_file(), rel
    assert any(p.startswith("workspace/canvas/") for p in demo.planted)
    assert any(p.startswith(".trash/") for p in demo.planted)
    copy = (root / "workspace/memory/2026-05-02-moving-day.md").read_text()
    assert f"user: {ADDRESS_TURN}" in copy and "\nassistant: " in copy
    jobs = json.loads((root / "cron/jobs.json").read_text())["jobs"]
    holding = [j["id"] for j in jobs if "14 Birch Lane" in json.dumps(j)]
    assert holding == ["rem-anna-holiday-gift"] and len(jobs) > 3
    runs = [json.loads(line) for line in (root / "cron/runs/weekly-digest.jsonl").read_text().splitlines()]
    assert [r["delivered"] for r in runs if "14 Birch Lane" in r["summary"]] == [True]
    shares = json.loads((root / "shares.json").read_text())["shares"]
    assert "workspace/canvas/anna-housewarming/index.html" in [s["path"] for s in shares]


@pytest.mark.parametrize("which", ["demo", "small"])
def test_needles_only_in_the_planted_places(which, request):
    home = request.getfixturevalue(which)
    holding = _holding(home.root, home.needles[0])
    outside_sessions = {rel for rel in holding if not rel.startswith(SESSIONS)}
    assert outside_sessions == set(home.planted)
    assert holding - outside_sessions, "the conversation should hold the address"
    # looser searches for the address find nothing unrelated either
    for word in ("birch", "97205"):
        assert {r for r in _holding(home.root, word) if not r.startswith(SESSIONS)} <= set(home.planted)


def test_small_home_has_the_documented_scale(small):
    root = small.root
    notes = [p for p in (root / "workspace/memory").glob("????-??-??.md")]
    assert len(notes) == 365
    assert len((root / "workspace/MEMORY.md").read_text().splitlines()) == 500
    assert len(json.loads((root / "cron/jobs.json").read_text())["jobs"]) == 200
    assert small.files > 500 and small.chunks > 1000


def test_recall_entry_points_at_the_planted_memory_line(small):
    lines = (small.root / "workspace/MEMORY.md").read_text().splitlines()
    recall = json.loads((small.root / "workspace/memory/.dreams/short-term-recall.json").read_text())
    planted = [e for e in recall["entries"] if "14 Birch Lane" in e["snippet"]]
    assert len(planted) == 1 and len(recall["entries"]) > 100
    e = planted[0]
    assert e["path"] == "MEMORY.md" and e["snippet"] in lines[e["startLine"] - 1]
    for e in recall["entries"]:  # every snippet is the text of the line it points at
        text = (small.root / "workspace" / e["path"]).read_text().splitlines()
        assert e["snippet"] in text[e["startLine"] - 1]


def test_conversation_ends_with_the_request(demo):
    sdir = demo.root / SESSIONS
    store = json.loads((sdir / "sessions.json").read_text())
    current = max(store.values(), key=lambda e: e["updatedAt"])
    assert current["sessionId"] == demo.session_id
    entries = [json.loads(line) for line in (sdir / f"{demo.session_id}.jsonl").read_text().splitlines()]
    assert entries[0]["type"] == "session" and entries[0]["version"] == 3
    users = [e["message"]["content"] for e in entries[1:] if e["message"]["role"] == "user"]
    assert users[-1] == REQUEST and ADDRESS_TURN in users
    msgs = entries[1:]
    assert all(b["parentId"] == a["id"] for a, b in zip(msgs, msgs[1:], strict=False))
    stamps = [e["message"]["timestamp"] for e in msgs]
    assert stamps == sorted(stamps) and stamps[-1] == current["updatedAt"]


@pytest.mark.parametrize("which", ["demo", "small"])
def test_index_has_chunks_for_every_memory_file(which, request):
    home = request.getfixturevalue(which)
    con = sqlite3.connect(home.root / "memory/main.sqlite")
    try:
        paths = {r[0] for r in con.execute("SELECT DISTINCT path FROM chunks")}
        files = {r[0] for r in con.execute("SELECT path FROM files")}
        hits = con.execute("SELECT count(*) FROM chunks WHERE text LIKE '%14 Birch Lane%'").fetchone()[0]
        fts = con.execute("SELECT count(*) FROM chunks_fts WHERE chunks_fts MATCH '\"birch lane\"'").fetchone()[0]
        cache = con.execute("SELECT count(*) FROM embedding_cache").fetchone()[0]
    finally:
        con.close()
    want = _memory_files(home.root)
    assert paths == want and files == want
    assert hits >= 4 and fts == hits and cache > 0
    assert home.chunks >= len(want)


def _index_rows(db: Path) -> list[tuple]:
    con = sqlite3.connect(db)
    try:
        return (
            con.execute(
                "SELECT id, path, start_line, end_line, hash, model, text, embedding FROM chunks ORDER BY id"
            ).fetchall()
            + con.execute("SELECT path, hash, mtime, size FROM files ORDER BY path").fetchall()
        )
    finally:
        con.close()


@pytest.mark.parametrize("size", ["demo", "small"])
def test_same_seed_gives_identical_bytes(size, tmp_path):
    a = build_sample_home(tmp_path / "a", size=size, seed=11)
    b = build_sample_home(tmp_path / "b", size=size, seed=11)
    fa, fb = _files(a.root), _files(b.root)
    index = "memory/main.sqlite"
    assert sorted(fa) == sorted(fb)
    assert {k: v for k, v in fa.items() if k != index} == {k: v for k, v in fb.items() if k != index}
    assert all((a.root / k).stat().st_mtime == (b.root / k).stat().st_mtime for k in fa if k != index)
    assert _index_rows(a.root / index) == _index_rows(b.root / index)
    assert (a.planted, a.session_id) == (b.planted, b.session_id)
    if size != "demo":
        c = build_sample_home(tmp_path / "c", size=size, seed=12)
        assert (c.root / "workspace/MEMORY.md").read_bytes() != fa["workspace/MEMORY.md"]


def test_refuses_a_non_empty_root_and_unknown_sizes(tmp_path):
    (tmp_path / "x").write_text("keep me")
    with pytest.raises(FileExistsError):
        build_sample_home(tmp_path)
    with pytest.raises(ValueError):
        build_sample_home(tmp_path / "new", size="huge")
    assert (tmp_path / "x").read_text() == "keep me"


def _bench():
    spec = importlib.util.spec_from_file_location("lethe_bench_run", REPO / "bench" / "run.py")
    mod = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = mod
    spec.loader.exec_module(mod)
    return mod


@pytest.mark.skipif(shutil.which("rg") is None, reason="ripgrep (Debian package ripgrep) is not installed")
def test_bench_generator_and_rg_path(small, tmp_path):
    bench = _bench()
    assert bench.lethe_read_paths(small.root) == sorted(p.name for p in small.root.iterdir() if p.name != "agents")
    counts = bench.rg_counts(small.root, small.needles)
    assert set(counts) == set(small.planted)  # rg reads the hidden folders and the index too
    r = bench.bench_size("small", tmp_path, repeat=1, lethe=None, seed=7)
    assert r["rg_hits"]["files"] == len(small.planted)
    assert r["rg"]["seconds"] > 0 and r["rg"]["rc"] == [0] and r["home"]["files"] == small.files
    assert "plan" not in r and "confirm" not in r
    rows = bench.growth([r, r])
    assert rows[0]["home_mb"] == pytest.approx(1.0)
