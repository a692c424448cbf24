"""The confirm's fast paths (issue 13): each answers exactly what the long way answers.

- the memory index's rows are put through the matcher's first test inside SQLite (`with_first_test`), so rows
  it turns away never become Python objects: every inventory (verification's too) finds exactly what reading
  every row finds, whatever the rows hold, and reads the index afresh each time;
"""

from __future__ import annotations

import sqlite3
from datetime import date
from pathlib import Path

import pytest

import lethe.kinds.memory_index as index_kind
from lethe.assistant_home.layout import Home
from lethe.kinds.base import FindContext
from lethe.kinds.memory_index import CLASSIC_SCHEMA
from lethe.ledger.secret import KeyedHasher
from lethe.ledger.tombstones import TombstoneSet, records_for
from lethe.planner.inventory import take_inventory
from lethe.planner.matching import Matcher, Value

HASHER = KeyedHasher(b"k" * 32)
TODAY = date(2026, 5, 20)

TEXTS = [
    "Anna lives at 14 Birch Lane now.",
    "anna: 14 BIRCH lane",
    "Anna — 14 Birch Lane, Portland",
    "Anna's place: 14 ｂｉｒｃｈ Lane",  # full-width letters (NFKC)
    "Anna's place: 14 ⒝irch Lane",  # a parenthesised letter
    "x\u0301birch lane 14",  # a combining mark joined to the word
    "Café near Birch-Lane 14 · 2024",
    "Call Tomás on +1 (503) 555-0142 tomorrow",
    "Vet for Biscuit on June 10 · the clinic",
    "Referred me to the breast clinic at Wythenshawe.",
    "Bought oat milk.",
    "Café visit — lovely.",
    "Lane swimming at 7",
    "Birchwood is a town",
    "14 Birch\x00 Lane, after a NUL",
    "",
]


def _index(db: Path, texts: list[object]) -> None:
    db.parent.mkdir(parents=True, exist_ok=True)
    con = sqlite3.connect(db)
    con.executescript(CLASSIC_SCHEMA)
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
    # full-text rows no chunk backs (a reindex under another model leaves them): read all the same
    con.execute(
        "INSERT INTO chunks_fts(text, id, path, source, model, start_line, end_line) VALUES(?,?,?,?,?,?,?)",
        ("Old row: Anna at 14 Birch Lane", "gone1", "memory/old.md", "memory", "other", 1, 1),
    )
    con.execute(
        "INSERT INTO chunks_fts(text, id, path, source, model, start_line, end_line) VALUES(?,?,?,?,?,?,?)",
        (b"14 Birch Lane as bytes", "gone2", "memory/bytes.md", "memory", "other", 1, 1),
    )
    con.commit()
    con.close()


def _matchers() -> list:
    secret = Matcher([Value("14 Birch Lane", kind="text")])
    return [
        secret,
        Matcher([Value("+1 503 555 0142", kind="phone")]),
        Matcher([Value("June 10", kind="date", strong=False, context=frozenset({"biscuit"}))]),
        Matcher([Value("breast clinic", kind="stems")]),
        Matcher([Value("Birch", kind="text"), Value("1400", kind="compact")]),
        TombstoneSet(HASHER, records_for(HASHER, secret)),
    ]


def _found(home: Home, matcher) -> tuple:
    ctx = FindContext(home=home, matcher=matcher, hasher=HASHER, today=TODAY)
    index_kind.find(ctx)
    return [t.model_dump() for t in ctx.targets], [lim.model_dump() for lim in ctx.limits]


def _long_way(monkeypatch, home: Home, matcher) -> tuple:
    with monkeypatch.context() as m:
        m.setattr(index_kind, "with_first_test", lambda con, could: False)
        return _found(home, matcher)


@pytest.mark.parametrize("which", range(6))
def test_index_rows_first_tested_in_sqlite_find_what_reading_every_row_finds(tmp_path, monkeypatch, which):
    _index(tmp_path / "memory" / "main.sqlite", [*TEXTS, b"Anna: 14 Birch Lane (a blob)", 1400])
    home = Home.at(tmp_path)
    matcher = _matchers()[which]
    assert _found(home, matcher) == _long_way(monkeypatch, home, matcher)


def test_the_index_is_read_afresh_each_time(tmp_path, monkeypatch):
    db = tmp_path / "memory" / "main.sqlite"
    _index(db, TEXTS)
    home = Home.at(tmp_path)
    m = Matcher([Value("Portland", kind="text")])
    before = _found(home, m)
    con = sqlite3.connect(db)
    con.execute("UPDATE chunks SET text = 'Moved to Portland' WHERE id = 'c10'")
    con.execute("UPDATE chunks_fts SET text = 'Moved to Portland' WHERE id = 'c11'")
    con.commit()
    con.close()
    after = _found(home, m)
    assert after != before and after == _long_way(monkeypatch, home, m)
    (claims,) = [t["claim_ids"] for t in after[0]]
    assert "c10" in claims


class _Fussy:
    """A matcher whose first test fails on some texts: those rows go on to its full check, as before."""

    def __init__(self, inner: Matcher) -> None:
        self.inner = inner

    def could_match(self, text: str) -> bool:
        if "Lane" in text:
            raise ValueError("no")
        return self.inner.could_match(text)

    def __getattr__(self, name):
        return getattr(self.inner, name)


def test_a_first_test_that_fails_lets_the_row_through(tmp_path, monkeypatch):
    _index(tmp_path / "memory" / "main.sqlite", TEXTS)
    home = Home.at(tmp_path)
    m = _Fussy(Matcher([Value("14 Birch Lane", kind="text")]))
    found = _found(home, m)
    assert found == _long_way(monkeypatch, home, m) and found[0] and not found[1]


def test_a_full_inventory_of_an_index_matches_the_long_way(tmp_path, monkeypatch):
    _index(tmp_path / "memory" / "main.sqlite", TEXTS)
    home = Home.at(tmp_path)
    for m in _matchers():
        fast = take_inventory(home, m, HASHER, TODAY)
        with monkeypatch.context() as p:
            p.setattr(index_kind, "with_first_test", lambda con, could: False)
            slow = take_inventory(home, m, HASHER, TODAY)
        assert [t.model_dump() for t in fast.targets] == [t.model_dump() for t in slow.targets]
