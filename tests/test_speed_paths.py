"""The fast paths of planning (issue 13): full-text narrowing of index candidates, the per-file stat cache,
block-wise log scans. Each must find everything the plain path finds; none may store or reveal text."""

from __future__ import annotations

import json
import os
import sqlite3
import time
import unicodedata
from datetime import date
from pathlib import Path

import pytest

from lethe.assistant_home import index_search
from lethe.assistant_home.index_search import SEPARATOR_LETTERS, fts_candidates
from lethe.assistant_home.layout import Home
from lethe.assistant_home.scan import scan
from lethe.kinds.memory_index import CLASSIC_SCHEMA
from lethe.ledger.scan_cache import RACY_NS, ScanCache
from lethe.ledger.secret import KeyedHasher
from lethe.plan import atoms
from lethe.planner.inventory import take_inventory
from lethe.planner.matching import Matcher, Value

HASHER = KeyedHasher(b"k" * 32)
SECRET = "14 Birch Lane"


def _index(db: Path, texts: list[str], *, schema: str = CLASSIC_SCHEMA) -> None:
    db.parent.mkdir(parents=True, exist_ok=True)
    con = sqlite3.connect(db)
    con.executescript(schema)
    for i, text in enumerate(texts):
        cid = f"c{i}"
        con.execute(
            "INSERT INTO chunks VALUES(?,?,?,?,?,?,?,?,?,?)",
            (cid, f"memory/n{i}.md", "memory", 1, 1, f"h{i}", "m", text, "[]", 0),
        )
        con.execute(
            "INSERT INTO chunks_fts(text, id, path, source, model, start_line, end_line) VALUES(?,?,?,?,?,?,?)",
            (text, cid, f"memory/n{i}.md", "memory", "m", 1, 1),
        )
    con.commit()
    con.close()


def test_separator_letters_are_what_unicode_says():
    """Symbols (not letters or digits, so separators to the index's tokenizer) that normalise to letters."""
    want = []
    for cp in range(0x80, 0x110000):
        if 0xD800 <= cp <= 0xDFFF:
            continue
        c = chr(cp)
        cat = unicodedata.category(c)
        if cat[0] in "LN" or cat == "Co":
            continue
        if any(x.isascii() and x.isalnum() for x in unicodedata.normalize("NFKC", c).casefold()):
            want.append(cp)
    have = [cp for a, b in SEPARATOR_LETTERS for cp in range(a, b + 1)]
    assert have == want


TRICKY = [
    "Anna lives at 14 Birch Lane now.",  # plain
    "anna: 14 BIRCH lane",  # case
    "Anna — 14 Birch Lane, Portland",  # non-ASCII punctuation around it
    "Anna's place: 14 ｂｉｒｃｈ Lane",  # full-width letters (NFKC)
    "Anna's place: 14 ⒝irch Lane",  # a parenthesised letter: a separator to the tokenizer
    "x\u0301birch lane 14",  # a combining mark joined to the word
    "Café near Birch-Lane 14",  # hyphenated, accented neighbour
]
UNRELATED = ["Bought oat milk.", "Café visit — lovely.", "Lane swimming at 7", "Birchwood is a town"]


def test_full_text_candidates_are_a_superset_of_what_the_matcher_finds(tmp_path):
    db = tmp_path / "memory" / "main.sqlite"
    _index(db, TRICKY + UNRELATED)
    m = Matcher([Value(SECRET, kind="text")])
    words = m.literal_triggers()
    assert words
    con = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
    try:
        hits = fts_candidates(con, words)
    finally:
        con.close()
    assert hits is not None
    found = {h.text for h in hits}
    must = {t for t in TRICKY + UNRELATED if m.could_match(t)}
    assert must <= found
    assert "Bought oat milk." not in found


def test_untrusted_tokenizers_and_uncovered_rows_fall_back(tmp_path):
    porter = CLASSIC_SCHEMA.replace("end_line UNINDEXED);", "end_line UNINDEXED, tokenize='porter unicode61');")
    db = tmp_path / "a.sqlite"
    _index(db, TRICKY, schema=porter)
    con = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
    assert fts_candidates(con, ("birch",)) is None  # stems are not words: read every candidate
    con.close()
    db2 = tmp_path / "b.sqlite"
    _index(db2, TRICKY)
    con = sqlite3.connect(db2)
    con.execute("DELETE FROM chunks_fts WHERE id = 'c0'")  # a chunk the full-text table does not cover
    con.commit()
    assert fts_candidates(con, ("birch",)) is None
    con.close()


@pytest.fixture(autouse=True)
def short_tick(monkeypatch):
    """Files written by a test are seconds old at most: a 0.1 s racy window keeps the tests short."""
    monkeypatch.setattr("lethe.ledger.scan_cache.RACY_NS", 100_000_000)


def _home(tmp_path: Path, notes: int = 30) -> Home:
    ws = tmp_path / "workspace"
    (ws / "memory").mkdir(parents=True)
    (ws / "MEMORY.md").write_text("# Memory\n\n- Sister: Anna, lives at 14 Birch Lane.\n- Likes tea.\n")
    for i in range(notes):
        (ws / "memory" / f"2020-01-{i + 1:02d}.md").write_text(f"# 2020-01-{i + 1:02d}\n\n- walked {i} km\n")
    old = time.time() - 3600  # not racily clean
    for p in ws.rglob("*.md"):
        os.utime(p, (old, old))
    time.sleep(0.15)  # their ctime (now) is out of the racy window
    return Home.at(tmp_path)


def test_the_stat_cache_skips_unchanged_clean_files_and_reads_changed_ones(tmp_path, monkeypatch):
    home = _home(tmp_path)
    m = Matcher([Value(SECRET, kind="text")])
    today = date(2026, 5, 20)
    full = take_inventory(home, m, HASHER, today)
    cache = ScanCache(home.state_dir, home.root, HASHER)
    view = cache.view(m)
    first = take_inventory(home, m, HASHER, today, narrow=True, seen=view)
    assert view.recorded == 30 and atoms(first.targets) == atoms(full.targets)
    cache.save()

    raw = (home.state_dir / "scan-cache.json").read_text()
    for secret in ("Birch", "birch", "Anna", "2020-01", "MEMORY", "walked", "memory/"):
        assert secret not in raw  # keyed hashes only
    # not even stat numbers: a file's size that equals a forgotten number would read as if Lethe kept it
    data = json.loads(raw)
    assert data["subjects"] and all(
        set(e) == {"files", "used"} and e["files"] and all(isinstance(v, str) for v in e["files"].values())
        for e in data["subjects"].values()
    )

    reads: list[str] = []
    import lethe.kinds.memory_notes as notes

    real = notes.read_text
    monkeypatch.setattr(notes, "read_text", lambda h, rel, **kw: reads.append(rel) or real(h, rel, **kw))
    cache = ScanCache(home.state_dir, home.root, HASHER)
    view = cache.view(m)
    again = take_inventory(home, m, HASHER, today, narrow=True, seen=view)
    existing = [r for r in reads if (home.root / r).exists()]
    assert view.skipped == 30 and existing == ["workspace/MEMORY.md"]  # only the note that holds it
    assert atoms(again.targets) == atoms(full.targets)

    # the subject written into a note known clean: its signature changed, so it is read and found
    p = home.root / "workspace/memory/2020-01-07.md"
    p.write_text(p.read_text() + "- Anna moved to 14 Birch Lane\n")
    reads.clear()
    later = take_inventory(home, m, HASHER, today, narrow=True, seen=cache.view(m))
    assert "workspace/memory/2020-01-07.md" in reads
    assert "note:workspace/memory/2020-01-07.md" in {t.key for t in later.targets}

    # another subject shares nothing with this one
    other = Matcher([Value("oat milk", kind="text")])
    assert cache.view(other).clean("note", "workspace/memory/2020-01-01.md") is False


def test_a_racily_clean_file_is_not_remembered(tmp_path):
    home = _home(tmp_path, notes=2)
    fresh = home.root / "workspace/memory/2020-01-01.md"
    fresh.write_text(fresh.read_text())  # written "just now": could change again within the same tick
    m = Matcher([Value(SECRET, kind="text")])
    cache = ScanCache(home.state_dir, home.root, HASHER)
    view = cache.view(m)
    take_inventory(home, m, HASHER, date(2026, 5, 20), narrow=True, seen=view)
    assert not view.clean("note", "workspace/memory/2020-01-01.md")
    assert view.clean("note", "workspace/memory/2020-01-02.md")
    assert RACY_NS >= 1_000_000_000  # the real window


def test_a_damaged_cache_is_ignored(tmp_path):
    home = _home(tmp_path, notes=1)
    home.state_dir.mkdir(parents=True, exist_ok=True)
    (home.state_dir / "scan-cache.json").write_text("{not json")
    cache = ScanCache(home.state_dir, home.root, HASHER)
    assert not cache.view(Matcher([Value(SECRET)])).clean("note", "workspace/memory/2020-01-01.md")
    (home.state_dir / "scan-cache.json").write_text(json.dumps({"version": 99, "subjects": {}}))
    assert ScanCache(home.state_dir, home.root, HASHER).view(Matcher([Value(SECRET)])) is not None


@pytest.mark.parametrize("where", [0, 1500, 2999])
def test_block_tests_never_hide_a_line(tmp_path, where):
    lines = [f"2026-01-01 job ran fine {i}" for i in range(3000)]
    lines[where] = "2026-01-01 note: Anna lives at 14 Birch Lane"
    (tmp_path / "logs").mkdir()
    (tmp_path / "logs" / "gateway.log").write_text("\n".join(lines) + "\n")
    home = Home.at(tmp_path)
    m = Matcher([Value(SECRET, kind="text")])
    seen: list[str] = []
    result = scan(home, "logs/gateway.log", lambda t: seen.append(t) or m.matches(t), m.could_match)
    assert result.stopped
    assert len(seen) < 3000  # whole blocks were turned away at once


def test_verification_never_uses_the_full_text_search(tmp_path, monkeypatch):
    home = _home(tmp_path, notes=1)
    _index(home.index_db, ["Anna lives at 14 Birch Lane."])
    calls = []
    real = index_search.fts_candidates
    monkeypatch.setattr("lethe.kinds.memory_index.fts_candidates", lambda *a: calls.append(1) or real(*a))
    m = Matcher([Value(SECRET, kind="text")])
    full = take_inventory(home, m, HASHER, date(2026, 5, 20))
    assert not calls
    narrow = take_inventory(home, m, HASHER, date(2026, 5, 20), narrow=True)
    assert calls and atoms(narrow.targets) == atoms(full.targets)


def test_cli_progress_goes_to_stderr_only_for_long_runs():
    import io

    from lethe.server.progress import StderrProgress

    quick = io.StringIO()
    p = StderrProgress(quick, after=5.0)
    p(0, 2, "understanding the request")
    p(2, 2, "done")
    p.close()
    assert quick.getvalue() == ""
    slow = io.StringIO()
    p = StderrProgress(slow, after=0.05, every=10.0)
    p(0, 2, "understanding the request")
    time.sleep(0.3)
    p(2, 2, "done")
    p.close()
    lines = slow.getvalue().splitlines()
    assert lines[0].startswith("lethe: understanding the request (0/2") and lines[-1].startswith("lethe: done (2/2")


@pytest.mark.anyio
@pytest.mark.parametrize("mode", ["auto", "legacy"])
async def test_mcp_plan_reports_progress_when_the_client_asks(tmp_path, mode):
    from mcp import Client

    from lethe.demo.sample import NEEDLE, build_sample_home
    from lethe.server.app import build_server
    from lethe.server.service import Settings

    sample = build_sample_home(tmp_path / "home", size="demo")
    server = build_server(Settings(home=Home.at(sample.root)))
    seen: list[tuple[float, float | None, str | None]] = []

    async def on_progress(progress, total, message):
        seen.append((progress, total, message))

    async with Client(server, mode=mode) as client:
        res = await client.call_tool("forget.plan", {}, progress_callback=on_progress)
        assert (res.structured_content or {}).get("status") == "planned"
        quiet = await client.call_tool("forget.plan", {})  # no token: nothing is sent, nothing fails
        assert (quiet.structured_content or {}).get("status") == "planned"
    assert seen and seen[-1][0] == seen[-1][1]
    assert all(NEEDLE.lower() not in (m or "").lower() for _, _, m in seen)


def test_a_same_size_change_within_one_timestamp_tick_is_read_again(tmp_path, monkeypatch):
    """On a file system whose timestamps tick coarsely, a file rewritten with the same size within one tick
    keeps its whole signature: only the racy-clean rule (never remember a file that is as new as the
    moment it was read) makes the next plan read it again."""
    from lethe.ledger import scan_cache

    monkeypatch.setattr(scan_cache, "RACY_NS", 2_000_000_000)  # the real window, not the tests' short one
    home = _home(tmp_path, notes=2)
    p = home.root / "workspace/memory/2020-01-01.md"
    tick = time.time_ns() // 1_000_000_000 * 1_000_000_000
    real = scan_cache.stamp_of

    def coarse(path):  # a one-second tick: this note was written within the current second, the rest long ago
        s = real(path)
        if s is None:
            return s
        t = tick if str(path).endswith("2020-01-01.md") else tick - 3600 * 1_000_000_000
        return (s[0], t, t, s[3], s[4])

    monkeypatch.setattr(scan_cache, "stamp_of", coarse)
    clean_text = "# Notes\n\n- went for a long walk by the river\n"
    dirty_text = "# Notes\n\n- Anna lives at 14 Birch Lane now!!\n"
    assert len(clean_text) == len(dirty_text)
    p.write_text(clean_text)
    m = Matcher([Value(SECRET, kind="text")])
    today = date(2026, 5, 20)
    cache = ScanCache(home.state_dir, home.root, HASHER)
    view = cache.view(m)
    take_inventory(home, m, HASHER, today, narrow=True, seen=view)
    assert view.clean("note", "workspace/memory/2020-01-02.md")  # old files are remembered
    assert not view.clean("note", "workspace/memory/2020-01-01.md")  # racily clean: not remembered
    before = coarse(p)
    p.write_text(dirty_text)  # the same size, the same inode, within the same tick
    assert coarse(p) == before  # the signature cannot tell
    cache.save()
    later = ScanCache(home.state_dir, home.root, HASHER).view(m)
    again = take_inventory(home, m, HASHER, today, narrow=True, seen=later)
    assert "note:workspace/memory/2020-01-01.md" in {t.key for t in again.targets}


def _aged_bench(tmp_path):
    from tests.trust_kit import REQUEST, Bench

    b = Bench(tmp_path)
    old = time.time() - 3600
    for p in b.root.rglob("*"):
        if p.is_file() and p.relative_to(b.root).parts[0] not in ("lethe", "agents"):
            os.utime(p, (old, old))
    time.sleep(0.15)  # out of the (tests') racy window
    b.user(REQUEST)
    assert b.plan().status.value == "planned"
    b.user("Yes, go ahead.")
    return b


def _spy_inventories(monkeypatch) -> list[dict]:
    import lethe.workflow.confirm as confirm_mod
    import lethe.workflow.verify as verify_mod

    calls: list[dict] = []
    for mod, step in ((confirm_mod, "drift"), (verify_mod, "verify")):
        real = mod.take_placed  # (the inventory where the request applies, each value in its places)

        def spy(*a, _real=real, _step=step, **kw):
            calls.append({"step": _step, "narrow": kw.get("narrow", False), "seen": kw.get("seen")})
            return _real(*a, **kw)

        monkeypatch.setattr(mod, "take_placed", spy)
    return calls


def test_confirm_rechecks_incrementally_and_verifies_everything_afresh(tmp_path, monkeypatch):
    b = _aged_bench(tmp_path)
    assert (b.root / "lethe" / "scan-cache.json").exists()
    calls = _spy_inventories(monkeypatch)
    res = b.confirm()
    assert res.status.value == "forgotten", res.message
    drift = [c for c in calls if c["step"] == "drift"]
    verify = [c for c in calls if c["step"] == "verify"]
    assert drift and drift[0]["narrow"] and drift[0]["seen"] is not None and drift[0]["seen"].skipped > 0
    assert verify and all(c["seen"] is None and not c["narrow"] for c in verify)
    raw = (b.root / "lethe" / "scan-cache.json").read_text()
    for text in ("Birch", "birch", "Anna", "workspace", "memory/", "Priya", "Thai"):
        assert text not in raw  # keyed hashes only


def test_the_subject_written_into_a_file_known_clean_revises_the_plan(tmp_path):
    b = _aged_bench(tmp_path)
    rel = "workspace/memory/2026-04-18.md"
    assert "Birch" not in b.read(rel)
    view = b.lethe.scan_cache()
    assert any(v.clean("note", rel) for v in _views(view))  # the plan remembered it as clean
    with (b.root / rel).open("a") as f:
        f.write("- Sent the housewarming flowers to 14 Birch Lane.\n")
    res = b.confirm()
    assert res.status.value == "revised"


def _views(cache: ScanCache):
    from lethe.ledger.scan_cache import SubjectView

    return [SubjectView(cache, key, entry["files"]) for key, entry in cache._subjects.items()]
