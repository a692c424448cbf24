"""The confirm's fast paths (issue 13): each answers exactly what the long way answers.

- the memory index's rows are put through the matcher's first test inside SQLite (`with_first_test`), so rows
  it turns away never become Python objects: every inventory (verification's too) finds exactly what reading
  every row finds, whatever the rows hold, and reads the index afresh each time;
- many notes to read are read by two processes (`memo._Helper`): the readings, the corpus and the derivation
  are those read in one, also after notes change, and a helper that fails leaves its notes to be read here;
- the residual check's word counts fold a long note in pieces (`residual._fold_long`): the same text as
  `fold`, so the same notes are counted;
- on a large home the residual check is done by a second process while this one verifies (`residual.Scout`):
  it counts what the check counts here, a confirm with it reports what one without it reports, and a scout
  that fails leaves the check to be done here.
"""

from __future__ import annotations

import json
import re
import sqlite3
from collections import Counter
from datetime import date
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import lethe.kinds.memory_index as index_kind
from lethe.assistant_home.layout import Home
from lethe.assistant_home.text_files import TextFile, read_text
from lethe.kinds import memory_notes as notes_kind
from lethe.kinds.base import FindContext
from lethe.ledger.secret import KeyedHasher
from lethe.ledger.tombstones import TombstoneSet, records_for
from lethe.planner.inventory import take_inventory
from lethe.planner.matching import Matcher, Value
from lethe.planner.understanding.words import fold, tokens
from lethe.workflow import residual
from tests.test_speed_paths import _index as _index_of

HASHER = KeyedHasher(b"k" * 32)
TODAY = date(2026, 5, 20)
EVAL = Path(__file__).parent / "eval"

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
    _index_of(db, texts)  # (tests/test_speed_paths.py's index, and two more rows:)
    con = sqlite3.connect(db)
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


@pytest.fixture(autouse=True)
def sentence_model_as_it_was():
    """Some tests here plan; the sentence model's in-memory vectors are put back as they were afterwards (as in
    tests/test_note_readings.py), so the tests after these meet it as they would without them."""
    from lethe.planner.understanding.semantic import MODEL

    saved = list(MODEL._cache.items())
    yield
    with MODEL._lock:
        MODEL._cache.clear()
        MODEL._cache.update(saved)


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


# ------------------------------------------------------------------------------------------ word counts


def _eval_notes() -> list[str]:
    out = []
    for p in sorted(EVAL.rglob("*.json")):
        try:
            data = json.loads(p.read_text())
        except (ValueError, UnicodeDecodeError):
            continue
        stack = [data]
        while stack:
            x = stack.pop()
            if isinstance(x, dict):
                for k, v in x.items():
                    if isinstance(k, str) and k.endswith(".md") and isinstance(v, str):
                        out.append(v)
                    else:
                        stack.append(v)
            elif isinstance(x, list):
                stack.extend(x)
    return out


def test_a_long_text_folds_run_by_run_as_fold_folds_it_on_every_eval_note():
    texts = _eval_notes()
    assert len(texts) > 100
    for text in texts:
        assert residual._fold_long(text) == fold(text)


_CHARS = st.characters(blacklist_categories=("Cs",))


_ODD = st.sampled_from(["é", "e\u0301", "ß", "ﬁ", "`", "İ", "’", "\x00"])


@settings(max_examples=400, deadline=None)
@given(st.lists(st.one_of(st.text(_CHARS, max_size=6), _ODD)))
def test_a_long_text_folds_run_by_run_as_fold_folds_it(parts):
    text = "".join(parts)
    assert residual._fold_long(text) == fold(text)


def test_every_code_point_folds_run_by_run_as_fold_folds_it():
    for cp in range(0x80, 0x110000, 7):
        if 0xD800 <= cp <= 0xDFFF:
            continue
        c = chr(cp)
        for text in (f"a{c}b", f"{c}A{c}", f"e{c}\u0301", f"`{c}'", f"{c}\x00a{c}"):
            assert residual._fold_long(text) == fold(text)


def _word_counts_long_way(home: Home, words: set[str] | None) -> Counter:
    """`residual.word_counts` as it was: every note folded whole with `fold`."""
    counts: Counter = Counter()
    for rel in notes_kind.note_paths(home):
        f = read_text(home, rel)
        if not isinstance(f, TextFile):
            continue
        if words is None:
            counts.update({fold(t.text) for t in tokens(f.text)})
            continue
        folded = f.text.casefold() if f.text.isascii() else fold(f.text)
        if any(w in folded for w in words):
            found = {fold(t.text) for t in tokens(f.text)} & words
            counts.update(found)
            if not re.search(r"\d{4}-\d\d-\d\d[^/]*\.md$", rel):  # MEMORY.md: each further line is one more
                for w in found:
                    counts[w] += max(
                        0, sum(w in {fold(t.text) for t in tokens(line)} for line in f.text.splitlines()) - 1
                    )
    return counts


def test_word_counts_are_the_long_ways_on_the_eval_homes_and_after_a_note_changes(tmp_path):
    n = 0
    for home in _homes(tmp_path):
        root = home.root
        every = _word_counts_long_way(home, None)
        asked = {w for w, _ in every.most_common()[::7]} | {"strasse", "cafe", "munchen", "senor"}
        assert residual.word_counts(home, asked) == _word_counts_long_way(home, asked)
        note = next(iter(notes_kind.note_paths(home)))
        (root / note).write_text((root / note).read_text() + "\n- Straße: café in München, señor.\n")
        assert residual.word_counts(home, asked) == _word_counts_long_way(home, asked)
        n += 1
    assert n >= 4


_PIECES = [
    "Anna",
    "anna's",
    "Straße",
    "strasse",
    "Hüftprothese",
    "hufte",
    "café",
    "cafe\u0301",
    "l'adresse",
    "Birch",
    "x",
    "\u00ad",
    "ﬁle",
    "file",
    " ",
    "- ",
    "\n",
    "\r\n",
    "\u2028",
    "\x85",
    "\x0c",
    "’s",
    "—",
]


@settings(max_examples=150, deadline=None)
@given(
    day=st.lists(st.sampled_from(_PIECES), max_size=40),
    long=st.lists(st.sampled_from(_PIECES), max_size=40),
    asked=st.sets(st.sampled_from(["anna", "strasse", "cafe", "file", "adresse", "birch", "x"]), min_size=1),
)
def test_word_counts_read_only_the_lines_that_can_say_a_word_yet_count_as_the_long_way(
    tmp_path_factory, day, long, asked
):
    """A note's lines that hold no asked word (nor a head) are not split into words: the counts, and the longer
    compounds found, are those of reading every line, whatever the line breaks and the folding."""
    root = tmp_path_factory.mktemp("home")
    notes = root / "workspace" / "memory"
    notes.mkdir(parents=True)
    (notes / "2026-05-26.md").write_text("".join(day), encoding="utf-8", newline="")
    (root / "workspace" / "MEMORY.md").write_text("".join(long), encoding="utf-8", newline="")
    home = Home.at(root)
    assert residual.word_counts(home, set(asked)) == _word_counts_long_way(home, set(asked))
    longer: dict = {}
    residual.word_counts(home, set(asked), heads=frozenset({"huft"}), longer=longer)
    whole = "".join(day) + "\n" + "".join(long)
    assert longer == {
        fold(t.text): t.text
        for t in tokens(whole)
        if t.text[:1].isupper() and fold(t.text).startswith("huft") and len(fold(t.text)) >= 8
    }


# ------------------------------------------------------------------------------------------ a helper process


def _helped(monkeypatch) -> list:
    """Every note is read with a helper process, whatever their number; returns what each helper handed over."""
    from lethe.planner import memo

    monkeypatch.setattr(memo, "HELP_FROM_NOTES", 1)
    monkeypatch.setattr(memo, "HELP_FROM_BYTES", 1)
    handed: list = []
    real = memo._Helper.reading

    def reading(self, rel):
        got = real(self, rel)
        handed.append(got is not memo._MISSING)
        return got

    monkeypatch.setattr(memo._Helper, "reading", reading)
    return handed


def _homes(tmp_path: Path):
    for p in sorted((EVAL / "homes").glob("*.json")):
        files = {r: t for r, t in json.loads(p.read_text())["files"].items() if isinstance(t, str)}
        root = tmp_path / p.stem
        for rel, text in files.items():
            (root / rel).parent.mkdir(parents=True, exist_ok=True)
            (root / rel).write_text(text)
        yield Home.at(root)


def test_notes_read_with_a_helper_process_read_as_read_here_on_every_eval_home(tmp_path, monkeypatch):
    from lethe.planner.inventory import memory_notes
    from lethe.planner.memo import NoteReadings, notes_signature
    from lethe.planner.understanding import corpus as C
    from tests.test_note_readings import _snapshot

    handed = _helped(monkeypatch)
    for home in _homes(tmp_path):
        fresh = [C.read_note(p, t) for p, t in memory_notes(home)]
        helped = list(NoteReadings().readings(home, notes_signature(home)))
        assert helped == fresh
        built = C.build(NoteReadings().readings(home, notes_signature(home)))
        assert _snapshot(built) == _snapshot(C.build(memory_notes(home)))
        # a note written, one added, one removed: read as they now are
        paths = [p for p, _ in memory_notes(home)]
        (home.root / paths[0]).write_text("# Changed\n\n- Anna moved to 14 Birch Lane.\n")
        (home.root / "workspace/memory/2031-01-01.md").write_text("- new note: Straße, café\n")
        (home.root / paths[-1]).unlink()
        again = list(NoteReadings().readings(home, notes_signature(home)))
        assert again == [C.read_note(p, t) for p, t in memory_notes(home)]
    assert any(handed) and len(handed) > 20


@pytest.mark.parametrize(
    "code",
    [
        "import sys\nsys.exit(3)\n",  # it stops before reading anything
        "import sys\nsys.stdout.buffer.write(b'not a pickle')\n",  # it sends what cannot be read
        "import pickle, sys\npickle.dump(('workspace/other.md', None), sys.stdout.buffer)\n",  # the wrong note
    ],
)
def test_a_helper_that_fails_leaves_its_notes_to_be_read_here(tmp_path, monkeypatch, code):
    from lethe.planner import memo

    handed = _helped(monkeypatch)
    monkeypatch.setattr(memo, "_HELPER_CODE", code)
    _assert_read_as_alone(tmp_path)
    assert handed and not any(handed)


def test_a_derivation_with_a_helper_is_the_derivation_without(tmp_path, monkeypatch):
    from lethe.assistant_home.conversation import Conversation
    from lethe.planner.build import derive
    from lethe.planner.memo import DerivationMemo

    home = next(_homes(tmp_path))
    talk = Conversation(session_id=None, turns=(), skipped_lines=0, problem=None)
    alone = derive(home, talk, "forget my sister's address", DerivationMemo())
    handed = _helped(monkeypatch)
    helped = derive(home, talk, "forget my sister's address", DerivationMemo())
    assert any(handed)
    assert helped.outcome == alone.outcome
    assert (helped.subject.canonical() if helped.subject else None) == (
        alone.subject.canonical() if alone.subject else None
    )


@pytest.mark.parametrize("python", [None, "", "/nonexistent/python3"])
def test_no_python_to_start_a_helper_with_reads_every_note_here(tmp_path, monkeypatch, python):
    import sys

    handed = _helped(monkeypatch)
    monkeypatch.setattr(sys, "executable", python)
    _assert_read_as_alone(tmp_path)
    assert not handed  # no helper was started


def _assert_read_as_alone(tmp_path) -> None:
    """Every note's reading, through `NoteReadings`, is the one `read_note` gives in this process."""
    from lethe.planner import memo
    from lethe.planner.inventory import memory_notes
    from lethe.planner.understanding import corpus as C

    home = next(_homes(tmp_path))
    got = list(memo.NoteReadings().readings(home, memo.notes_signature(home)))
    assert got == [C.read_note(p, t) for p, t in memory_notes(home)]


def test_the_helper_process_imports_what_reading_a_note_needs_only():
    """The helper starts sooner when it does not import every artifact kind's finder (`note_reading`)."""
    import subprocess
    import sys

    code = (
        "import sys\n"
        "from lethe.planner.note_reading import help_read\n"
        "import lethe.planner.understanding.corpus\n"
        "print(sorted(m for m in sys.modules if m.startswith(('lethe.kinds', 'lethe.planner.inventory'))))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"


# ------------------------------------------------------------------------------------------ the residual's scout


def _scouted(monkeypatch) -> list:
    """Every confirm's residual check is asked of a scout process, whatever the notes' number; returns what
    each scout answered (None: it failed, and the check was done here)."""
    monkeypatch.setattr(residual, "SCOUT_FROM_NOTES", 1)
    answers: list = []
    real = residual.Scout.answer

    def answer(self):
        got = real(self)
        answers.append(got)
        return got

    monkeypatch.setattr(residual.Scout, "answer", answer)
    return answers


def test_a_scout_counts_what_the_residual_check_counts_here_on_every_eval_home(tmp_path, monkeypatch):
    from lethe.planner.inventory import memory_notes

    answers = _scouted(monkeypatch)
    found = 0
    for home in _homes(tmp_path):
        lines = [ln for _p, t in memory_notes(home) for ln in t.splitlines() if ln.strip()]
        for i in range(0, len(lines), 11):
            clues = residual.distinctive([(ln, "") for ln in lines[i : i + 5]], set(), Counter())
            here = residual.remaining(home, clues, HASHER, TODAY)
            scout = residual.Scout.start(home)
            assert scout is not None and scout.ask(home, clues, HASHER, TODAY)
            assert scout.answer() == here
            found += here > 0
    assert found >= 10 and answers and None not in answers


@pytest.mark.parametrize(
    "code",
    [
        "import sys\nsys.exit(3)\n",  # it stops before answering
        "import sys\nsys.stdout.buffer.write(b'not a pickle')\n",  # it answers what cannot be read
        "import pickle, sys\npickle.dump('three', sys.stdout.buffer)\n",  # it answers no number
    ],
)
def test_a_scout_that_fails_leaves_the_residual_check_to_be_done_here(tmp_path, monkeypatch, code):
    answers = _scouted(monkeypatch)
    monkeypatch.setattr(residual, "_SCOUT_CODE", code)
    home = next(_homes(tmp_path))
    scout = residual.Scout.start(home)
    if scout is not None and scout.ask(home, ["Anna"], HASHER, TODAY):
        assert scout.answer() is None
    assert None in answers or not answers


def test_a_confirm_with_a_scout_is_the_confirm_without(tmp_path, monkeypatch):
    import re
    import shutil

    from lethe.demo.sample import build_sample_home
    from lethe.server.service import Lethe, Settings

    sample = build_sample_home(tmp_path / "sample", size="small", seed=7)
    results = []
    for scouted in (False, True):
        root = tmp_path / f"home-{scouted}"
        shutil.copytree(sample.root, root, symlinks=True)
        answers = _scouted(monkeypatch) if scouted else []
        if not scouted:
            monkeypatch.setattr(residual, "SCOUT_FROM_NOTES", 10**9)
        lethe = Lethe(Settings(home=Home.at(root)))
        lethe.plan()
        a, conversation = lethe.assess(None, terminal=True)
        out = lethe.confirm(a, conversation, approved=True).model_dump(mode="json")
        results.append(re.sub(r"p-[0-9a-f]{16}", "P", json.dumps(out, sort_keys=True)))
        assert not scouted or (answers and None not in answers)
    assert results[0] == results[1]
