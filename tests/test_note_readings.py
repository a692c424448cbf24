"""The readings of the memory notes kept by a running server (`lethe.planner.memo.NoteReadings`, issue 13): a
corpus built from them must be exactly the corpus built from the notes read afresh, whatever changed between
two plans (a note written, rewritten with the same size within one timestamp tick, added, removed), and what
is kept is kept in memory only."""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

import pytest

from lethe.assistant_home.layout import Home
from lethe.planner.build import derive
from lethe.planner.inventory import memory_notes
from lethe.planner.memo import DerivationMemo, NoteReadings
from lethe.planner.understanding import corpus as C

EVAL_HOMES = Path(__file__).parent / "eval" / "homes"
OLD = time.time() - 3600


@pytest.fixture(autouse=True)
def short_tick(monkeypatch):
    """Files written by a test are seconds old at most: a 0.1 s racy window keeps the tests short."""
    monkeypatch.setattr("lethe.planner.memo.RACY_NS", 100_000_000)


@pytest.fixture(autouse=True)
def sentence_model_as_it_was():
    """These tests plan too; the sentence model's in-memory vectors are put back as they were afterwards, so the
    tests after these meet it as they would without them (a vector differs in its last bits with the texts it
    was encoded beside, and a near tie elsewhere may turn on that)."""
    from lethe.planner.understanding.semantic import MODEL

    saved = list(MODEL._cache.items())
    yield
    with MODEL._lock:
        MODEL._cache.clear()
        MODEL._cache.update(saved)


def _age(root: Path) -> None:
    for p in root.rglob("*.md"):
        os.utime(p, (OLD, OLD))
    time.sleep(0.15)  # their ctime (now) is out of the racy window


def _write(root: Path, files: dict[str, str]) -> Home:
    for rel, text in files.items():
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text(text)
    return Home.at(root)


def _snapshot(c: C.Corpus):
    """Everything a corpus holds, in order (whose each statement is, too)."""

    def people(ps: C.People | None):
        return None if ps is None else [(k, p.key, p.name, sorted(p.relations)) for k, p in ps.by_key.items()]

    sts = [
        (s.sid, s.path, s.first_line, s.last_line, s.text, s.headings, s.lang, s.label, s.owner) for s in c.statements
    ]
    return sts, people(c.people), people(c.declared), c.headings, c.file_lang, sorted(c.vocabulary)


def _same_both_ways(home: Home, readings: NoteReadings) -> None:
    fresh = C.build(memory_notes(home))
    kept = C.build(readings.readings(home))
    assert _snapshot(kept) == _snapshot(fresh)
    keep = C.names_the_user
    assert _snapshot(C.build(readings.readings(home), keep=keep)) == _snapshot(C.build(memory_notes(home), keep=keep))


def _eval_homes():
    for p in sorted(EVAL_HOMES.glob("*.json")):
        files = {rel: t for rel, t in json.loads(p.read_text())["files"].items() if isinstance(t, str)}
        yield p.stem, {rel: t for rel, t in files.items() if rel.endswith(".md")}


def test_a_corpus_from_kept_readings_is_the_corpus_read_afresh_on_every_eval_home(tmp_path):
    readings = NoteReadings()
    n = 0
    for name, files in _eval_homes():
        home = _write(tmp_path / name, files)
        _age(home.root) if n < 3 else None  # the first few settled (kept), the rest just written (not kept)
        _same_both_ways(home, readings)  # read
        before = readings.reused
        _same_both_ways(home, readings)  # reused where settled
        if n < 3:
            assert readings.reused > before
        n += 1
    assert n > 3


def test_a_statement_of_one_corpus_is_not_shared_with_the_next(tmp_path):
    name, files = next(_eval_homes())
    home = _write(tmp_path / name, files)
    _age(home.root)
    readings = NoteReadings()
    first = C.build(readings.readings(home))
    expected = _snapshot(C.build(memory_notes(home)))
    for st in first.statements:  # a resolution may change what it works with
        st.owner = "user"
        st.headings = ("changed",)
    first.people.declare("Zebulon Quirk", "sister")
    assert readings.reused == 0
    second = C.build(readings.readings(home))
    assert readings.reused > 0
    assert _snapshot(second) == expected


def _small_home(tmp_path: Path) -> Home:
    ws = tmp_path / "workspace"
    files = {
        "workspace/MEMORY.md": "# Memory\n\n- Sister: Anna Reyes, lives at 14 Birch Lane.\n- Likes tea.\n",
        "workspace/USER.md": "# User\n\n- Name: Maya Chen\n",
    }
    for i in range(6):
        files[f"workspace/memory/2020-01-{i + 1:02d}.md"] = f"# 2020-01-{i + 1:02d}\n\n- walked {i} km with Priya\n"
    home = _write(tmp_path, files)
    assert ws.is_dir()
    _age(home.root)
    return home


def test_a_note_written_added_or_removed_is_read_again(tmp_path):
    home = _small_home(tmp_path)
    readings = NoteReadings()
    _same_both_ways(home, readings)
    mem = home.root / "workspace/memory"
    read = readings.read
    (mem / "2020-01-02.md").write_text("# 2020-01-02\n\n- Brother: Leo Reyes (8)\n")  # written
    (mem / "2020-01-09.md").write_text("# 2020-01-09\n\n- Priya's birthday is 3 March\n")  # added
    (mem / "2020-01-04.md").unlink()  # removed
    (mem / "2020-01-05.md").rename(mem / "2020-02-05.md")  # renamed
    _same_both_ways(home, readings)
    assert readings.read > read
    kept = {rel for _root, rel in readings._kept}
    assert "workspace/memory/2020-01-04.md" not in kept and "workspace/memory/2020-01-05.md" not in kept
    time.sleep(0.15)
    _same_both_ways(home, readings)
    _same_both_ways(home, readings)
    assert "workspace/memory/2020-01-09.md" in {rel for _root, rel in readings._kept}


def test_a_same_size_rewrite_within_one_timestamp_tick_is_read_again(tmp_path, monkeypatch):
    """On a file system whose timestamps tick coarsely, a note rewritten with the same size within one tick
    keeps its whole signature: only the racy-clean rule (never keep a reading of a note as new as the moment
    it was read) makes the next plan read it again."""
    from lethe.planner import memo

    monkeypatch.setattr(memo, "RACY_NS", 2_000_000_000)  # the real window, not the tests' short one
    home = _small_home(tmp_path)
    p = home.root / "workspace/memory/2020-01-01.md"
    tick = time.time_ns() // 1_000_000_000 * 1_000_000_000
    real = memo._stat

    def coarse(path):  # a one-second tick: this note was written within the current second, the rest long ago
        s = real(path)
        if s is None or s == memo._ABSENT:
            return s
        t = tick if str(path).endswith("2020-01-01.md") else tick - 3600 * 1_000_000_000
        return (s[0], t, t, s[3], s[4])

    monkeypatch.setattr(memo, "_stat", coarse)
    before_text = "# Notes\n\n- went for a long walk by the river\n"
    after_text = "# Notes\n\n- Sister: Anna Reyes, 14 Birch Lane\n"
    assert len(before_text) == len(after_text)
    p.write_text(before_text)
    readings = NoteReadings()
    _same_both_ways(home, readings)
    kept = {rel for _root, rel in readings._kept}
    assert "workspace/memory/2020-01-02.md" in kept  # old notes are kept
    assert "workspace/memory/2020-01-01.md" not in kept  # racily clean: not kept
    before = coarse(str(p))
    p.write_text(after_text)  # the same size, the same inode, within the same tick
    assert coarse(str(p)) == before  # the signature cannot tell
    c = C.build(readings.readings(home))
    assert any("Birch" in st.text for st in c.statements if st.path.endswith("2020-01-01.md"))
    _same_both_ways(home, readings)


def test_a_note_changed_while_it_was_read_is_not_kept(tmp_path, monkeypatch):
    from lethe.planner import memo

    home = _small_home(tmp_path)
    real = memo.note_text

    def racing(home, rel):  # the note is written while it is read
        text = real(home, rel)
        if rel.endswith("2020-01-03.md"):
            (home.root / rel).write_text(text + "- and more\n")
        return text

    monkeypatch.setattr(memo, "note_text", racing)
    readings = NoteReadings()
    list(readings.readings(home))
    assert "workspace/memory/2020-01-03.md" not in {rel for _root, rel in readings._kept}
    assert "workspace/memory/2020-01-02.md" in {rel for _root, rel in readings._kept}


def test_the_readings_are_bounded_and_still_exact(tmp_path):
    home = _small_home(tmp_path)
    readings = NoteReadings(max_chars=120)
    _same_both_ways(home, readings)
    _same_both_ways(home, readings)
    assert 0 < readings._chars <= 120
    assert sum(r.chars for _sig, r in readings._kept.values()) == readings._chars
    assert len(readings._kept) < 8


def test_a_new_request_reuses_the_readings_and_answers_as_the_long_way(tmp_path):
    from tests.trust_kit import Bench

    b = Bench(tmp_path)
    _age(b.root)
    memo = DerivationMemo()
    answers = []
    for text in ("Please forget my sister's address.", "Forget where Anna lives.", "Forget my sister's address."):
        b.user(text)
        conv = b.lethe.conversation()
        fast, slow = derive(b.lethe.home, conv, None, memo), derive(b.lethe.home, conv, None)
        assert fast.outcome == slow.outcome and fast.people == slow.people
        assert (fast.subject is None) == (slow.subject is None)
        if fast.subject is not None:
            assert fast.subject.canonical() == slow.subject.canonical()
        answers.append(fast.outcome)
    assert memo.notes.reused > 0 and memo.hits == 0  # every request worked out afresh, on kept readings
    assert answers[0].value == "subject"


def test_a_confirm_lets_go_of_the_readings_of_the_notes_it_changed(tmp_path, monkeypatch):
    from tests.trust_kit import REQUEST, Bench

    b = Bench(tmp_path)
    _age(b.root)
    b.user(REQUEST)
    assert b.plan().status.value == "planned"
    readings = b.lethe.derivations.notes
    held = lambda: [r for _sig, r in readings._kept.values() if any("Birch" in x[2] for x in r.records)]  # noqa: E731
    assert held()
    b.user("Yes, go ahead.")
    assert b.confirm().status.value == "forgotten"
    assert not held()  # the notes it cleaned are not held in memory as they were
    for p in b.root.joinpath("lethe").rglob("*"):
        if p.is_file():
            assert b"Birch" not in p.read_bytes() and b"birch" not in p.read_bytes()


def test_the_folder_walk_names_files_as_path_relative_to_does(tmp_path):
    from lethe.assistant_home.text_files import walk_files

    root = tmp_path / "home"
    names = ["a.md", "b c.md", "ü-é.md", ".hidden.md", "x.txt", "sub/d.md", "sub/deeper/e f.md", "sub/ü/g.md"]
    for n in names:
        (root / "workspace/memory" / n).parent.mkdir(parents=True, exist_ok=True)
        (root / "workspace/memory" / n).write_text("x")
    (root / "workspace/memory/linked").symlink_to(root / "workspace/memory/sub")  # a linked folder: not entered
    for home in (Home.at(root), Home.at(Path(os.path.relpath(root)))):
        for suffixes in (None, (".md",)):
            got = walk_files(home, "workspace/memory", suffixes=suffixes)
            want = sorted(
                Path(d, n).relative_to(home.root).as_posix()
                for d, _dirs, files in os.walk(home.path("workspace/memory"))
                for n in files
                if not suffixes or n.endswith(suffixes)
            )
            assert got == want and got


_REQUESTS = (
    "my sister's address",
    "Sam's phone number",
    "everything about my mom",
    "Anna's birthday",
    "my boss's email",
    "the dentist appointment",
)


def _same_derivation(fast, slow) -> None:
    assert (fast.outcome, fast.question, fast.candidates, fast.people) == (
        slow.outcome,
        slow.question,
        slow.candidates,
        slow.people,
    )
    assert (fast.subject is None) == (slow.subject is None)
    if fast.subject is not None:
        assert fast.subject.canonical() == slow.subject.canonical()


def test_a_kept_corpus_serves_each_request_as_the_long_way_and_stays_as_built(tmp_path):
    """While no note changed, the corpus built from the kept readings serves every new request (each given its
    own people): each answers as a corpus read afresh, and what a resolution declares or looks up never reaches
    the kept corpus nor the next request."""
    for name, files in list(_eval_homes())[:4]:
        home = _write(tmp_path / name, files)
        _age(home.root)
        memo = DerivationMemo()
        for about in _REQUESTS:
            _same_derivation(derive(home, None, about, memo), derive(home, None, about))
        assert memo.notes.corpora_reused == len(_REQUESTS) - 1
        kept = memo.notes._corpus[2]
        assert _snapshot(kept) == _snapshot(C.build(memory_notes(home)))
        assert not kept.namesakes


def test_a_kept_corpus_is_let_go_when_a_note_changes(tmp_path):
    home = _small_home(tmp_path)
    memo = DerivationMemo()
    _same_derivation(derive(home, None, "my sister's address", memo), derive(home, None, "my sister's address"))
    (home.root / "workspace/MEMORY.md").write_text("# Memory\n\n- Sister: Anna Reyes, lives at 9 Elm Road.\n")
    _age(home.root)
    _same_derivation(derive(home, None, "Anna's address", memo), derive(home, None, "Anna's address"))
    assert memo.notes.corpora_reused == 0  # a note changed: built again
    _same_derivation(derive(home, None, "my sister's address", memo), derive(home, None, "my sister's address"))
    assert memo.notes.corpora_reused == 1
    memo.clear()  # as a confirm does: the corpus goes with the changed readings
    assert memo.notes._corpus is None
