"""The fast paths of working out the subject (issue 13): each shortcut must answer exactly what the long way
answers, and what is kept between calls is kept in memory only and only while nothing it was read from changed."""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from lethe.assistant_home.layout import Home
from lethe.planner.build import derive
from lethe.planner.memo import DerivationMemo, notes_signature
from lethe.planner.understanding import corpus as C
from lethe.planner.understanding.resolve import _could_state, value_attribute
from lethe.planner.understanding.values import find_values
from lethe.planner.understanding.vocab import ATTRIBUTES, RELATIONS

EVAL_HOMES = Path(__file__).parent / "eval" / "homes"


def _records() -> list[str]:
    return [r[2] for t in _texts() for r in C.records(t)]


def test_records_without_a_relation_word_declare_nobody():
    skipped = 0
    for text in _records():
        if not C.may_declare(text):
            skipped += 1
            assert C.declarations(text) == [], text
    assert skipped > 0


_REL_WORDS = sorted({w for ws in RELATIONS.values() for w in ws})
_piece = st.one_of(
    st.sampled_from(_REL_WORDS).map(lambda w: w.upper() if len(w) % 3 == 0 else w.capitalize()),
    st.sampled_from(["Anna", "Dr. Ruth Lindqvist", "Helen Park", "(8)", ":", "(", ")", " is ", "reports to", "my"]),
    # single words of relations of several ("the little one", "ex-wife", "companero de l' piso")
    st.sampled_from(["the", "The", "little", "one", "ex", "Ex-", "in", "law", "-in-law", "de", "l'", "piso", "best"]),
    st.text(alphabet="abcdeéßœ -:;,()'’\n", max_size=8),
)


@settings(max_examples=400, deadline=None)
@given(st.lists(_piece, max_size=8).map(" ".join))
def test_the_declaration_prefilter_never_hides_one(text):
    if not C.may_declare(text):
        assert C.declarations(text) == []


def _notes() -> list[tuple[str, str]]:
    out = []
    for p in sorted(EVAL_HOMES.glob("*.json")):
        out += [(rel, t) for rel, t in json.loads(p.read_text())["files"].items() if rel.endswith(".md")]
    return [(rel, t) for rel, t in out if isinstance(t, str)]


def _texts() -> list[str]:
    """Every note of the eval's base homes: the records the planner really meets."""
    return [t for _rel, t in _notes()]


def _people() -> C.People:
    return C.build(_notes()).people


def test_texts_naming_nobody_are_passed_over_exactly():
    people = _people()
    assert people.by_key
    checked = 0
    for text in _records():
        for part in (text, text[:40]):
            if not people.may_be_named_in(part):
                checked += 1
                people_all = people.may_be_named_in
                try:
                    people.may_be_named_in = lambda _t: True  # the long way
                    assert C.mentions(part, people) == [], part
                finally:
                    people.may_be_named_in = people_all
    assert checked > 0


@settings(max_examples=300, deadline=None)
@given(
    st.lists(
        st.sampled_from(["Anna's", "Annas", "Reyes", "sisters", "Mom", "MAMAS", "the", "Kofi-Mensah", "x", "Tomas'"]),
        max_size=6,
    ).map(" ".join)
)
def test_the_mention_prefilter_never_hides_one(text):
    people = _people()
    if not people.may_be_named_in(text):
        people.may_be_named_in = lambda _t: True
        assert C.mentions(text, people) == []


def test_a_value_is_only_ever_stated_as_an_attribute_its_kind_allows():
    for text in _records():
        stmt = C.Statement(0, "workspace/MEMORY.md", 1, 1, text, (), "en")
        for v in find_values(text, "en"):
            attr = value_attribute(stmt, v)
            assert attr is None or attr.name in _could_state(v.kind), (text, v.kind, attr)


def test_the_people_of_a_derivation_are_those_the_notes_name(tmp_path):
    from lethe.workflow.confirm import _people_words

    for p in sorted(EVAL_HOMES.glob("*.json")):
        root = tmp_path / p.stem
        for rel, text in json.loads(p.read_text())["files"].items():
            if isinstance(text, str) and rel.endswith(".md"):
                (root / rel).parent.mkdir(parents=True, exist_ok=True)
                (root / rel).write_text(text)
        home = Home.at(root)
        d = derive(home, None, "my sister's address")
        assert set(d.people) == _people_words(home), p.stem


def _aged(tmp_path, monkeypatch):
    from tests.trust_kit import REQUEST, Bench

    monkeypatch.setattr("lethe.planner.memo.RACY_NS", 100_000_000)
    b = Bench(tmp_path)
    old = time.time() - 3600
    for p in b.root.rglob("*"):
        if p.is_file() and p.relative_to(b.root).parts[0] not in ("lethe", "agents"):
            os.utime(p, (old, old))
    time.sleep(0.15)  # their ctime (now) is out of the (tests') racy window
    b.user(REQUEST)
    return b


def test_a_running_server_works_the_subject_out_once_while_nothing_changed(tmp_path, monkeypatch):
    import lethe.planner.understanding.derive as und

    b = _aged(tmp_path, monkeypatch)
    calls = []
    real = und._derive  # the subject worked out (on a corpus built afresh, or on a kept one's copy)
    monkeypatch.setattr(und, "_derive", lambda *a, **kw: calls.append(1) or real(*a, **kw))
    assert b.lethe.plan().status.value == "planned"
    assert b.plan().status.value == "planned"  # asked again: the same answer, not worked out again
    assert len(calls) == 1 and b.lethe.derivations.hits == 1
    b.user("Yes, go ahead.")
    import lethe.workflow.confirm as wc

    reads = []
    real_words = wc._people_words
    monkeypatch.setattr(wc, "_people_words", lambda home: reads.append(1) or real_words(home))
    res = b.confirm()
    assert res.status.value == "forgotten", res.message
    assert len(calls) == 1 and b.lethe.derivations.hits == 2  # the confirm's check reused the plan's
    assert reads == []  # and the people it had read with it
    assert not b.lethe.derivations._kept  # and, once carried out, keeps nothing of it in memory
    for p in b.root.joinpath("lethe").rglob("*"):
        if p.is_file():
            raw = p.read_bytes()
            assert b"Birch" not in raw and b"birch" not in raw  # nothing of it written anywhere


def test_a_changed_note_makes_the_subject_worked_out_again(tmp_path, monkeypatch):
    import lethe.planner.understanding.derive as und

    b = _aged(tmp_path, monkeypatch)
    assert b.plan().status.value == "planned"
    calls = []
    real = und._derive  # the subject worked out (on a corpus built afresh, or on a kept one's copy)
    monkeypatch.setattr(und, "_derive", lambda *a, **kw: calls.append(1) or real(*a, **kw))
    with (b.root / "workspace/memory/2026-04-18.md").open("a") as f:
        f.write("- Sent the housewarming flowers to 14 Birch Lane.\n")
    b.user("Yes, go ahead.")
    res = b.confirm()
    assert calls == [1]  # read again
    assert res.status.value == "revised"  # and the new place is shown first, never cleaned unasked


def test_notes_written_within_the_racy_window_are_never_kept(tmp_path, monkeypatch):
    from tests.trust_kit import REQUEST, Bench

    b = Bench(tmp_path)  # every note written just now
    b.user(REQUEST)
    memo = DerivationMemo()
    home = b.lethe.home
    conv = b.lethe.conversation()
    first = derive(home, conv, None, memo)
    assert first.notes is None  # not settled: nothing kept
    derive(home, conv, None, memo)
    assert memo.hits == 0


def test_the_notes_signature_holds_numbers_and_the_notes_own_paths_only(tmp_path):
    from tests.trust_kit import Bench

    b = Bench(tmp_path)
    sig = notes_signature(b.lethe.home)
    assert sig and all(isinstance(rel, str) and rel.startswith("workspace/") for rel, _ in sig)
    assert all(s is None or all(isinstance(x, int) for x in s) for _, s in sig)


@pytest.mark.parametrize("broad", [False, True])
def test_the_residual_check_counts_only_the_words_whose_rarity_matters(tmp_path, broad):
    from lethe.workflow.residual import distinctive, rarity_asked, word_counts

    for p in sorted(EVAL_HOMES.glob("*.json")):
        root = tmp_path / f"{p.stem}-{broad}"
        notes = [(rel, t) for rel, t in json.loads(p.read_text())["files"].items() if rel.endswith(".md")]
        for rel, text in notes:
            if isinstance(text, str):
                (root / rel).parent.mkdir(parents=True, exist_ok=True)
                (root / rel).write_text(text)
        home = Home.at(root)
        full = word_counts(home)
        lines = [ln for _rel, t in notes if isinstance(t, str) for ln in t.splitlines() if ln.strip()]
        for i in range(0, len(lines), 7):
            pieces = [(ln, "") for ln in lines[i : i + 7]]
            few = word_counts(home, rarity_asked(pieces, set()))
            assert distinctive(pieces, set(), few, broad=broad) == distinctive(pieces, set(), full, broad=broad)


def test_tables_share_one_reading_of_a_text_and_find_what_they_found_alone():
    from lethe.planner.understanding.resolve import _cues
    from lethe.planner.understanding.words import tokens, unpossessive

    def alone(lex, text):  # the long way: the text read afresh for this table
        toks = tokens(text)
        folded = [lex._singular(unpossessive(t.folded)) for t in toks]
        out, i = [], 0
        while i < len(toks):
            match = next((ws for ws in lex.first.get(folded[i], ()) if tuple(folded[i : i + len(ws)]) == ws), None)
            if match is None:
                i += 1
                continue
            j = i + len(match)
            out.append((lex.phrases[match], toks[i].start, toks[j - 1].end, i, j))
            i = j
        return out

    lexicons = [_cues(a) for a in ATTRIBUTES]
    found = 0
    for text in _records()[:3000]:
        for lex in lexicons:
            got = [(h.entry, h.start, h.end, h.first, h.last) for h in lex.find(text, typos=False)]
            assert got == alone(lex, text), text
            found += len(got)
    assert found


def _screened(text: str) -> tuple[int, int]:
    """Each attribute table that the cue screen passes over finds nothing in `text` (passed over, kept)."""
    from lethe.planner.understanding.resolve import _value_cues
    from lethe.planner.understanding.words import cue_keys

    lexicons, firsts = _value_cues()
    keys = cue_keys(text)
    passed = kept = 0
    for _attr, lex, begins in lexicons:
        if keys.isdisjoint(firsts) or keys.isdisjoint(begins):
            passed += 1
            assert not lex.find(text, typos=False), text
        else:
            kept += 1
    return passed, kept


def test_a_text_without_a_cue_word_is_passed_over_exactly():
    passed = kept = 0
    for text in _records()[:4000]:
        for end in sorted({*range(0, len(text), 11), len(text)}):
            p, k = _screened(text[:end])
            passed, kept = passed + p, kept + k
    assert passed and kept


_CUE_WORDS = sorted({w for a in ATTRIBUTES for p in a.phrases + a.cues for w in p.split()})
_cue_piece = st.one_of(
    st.sampled_from(_CUE_WORDS),
    st.sampled_from(_CUE_WORDS).map(str.capitalize),
    st.tuples(st.sampled_from(_CUE_WORDS), st.sampled_from(["s", "es", "en", "n", "e", "'s", "’", "S"])).map("".join),
    st.text(alphabet="abcdeéßœ -:;,()'’\n", max_size=8),
)


@settings(max_examples=400, deadline=None)
@given(st.lists(_cue_piece, max_size=6).map(" ".join))
def test_the_cue_prefilter_never_hides_one(text):
    _screened(text)


class _Everything(frozenset):
    def isdisjoint(self, _other) -> bool:  # the long way: every table looks
        return False


_EVERY_WORD = _Everything()


def test_the_attribute_of_every_value_is_the_one_the_long_way_gives(monkeypatch):
    import lethe.planner.understanding.resolve as R

    stmts = [C.Statement(0, "workspace/MEMORY.md", 1, 1, t, (), "en") for t in _records()]
    pairs = [(s, v) for s in stmts for v in find_values(s.text, "en")]
    fast = [value_attribute(s, v) for s, v in pairs]
    monkeypatch.setattr(R, "cue_keys", lambda _text: _EVERY_WORD)
    assert [value_attribute(s, v) for s, v in pairs] == fast
    assert any(a is not None for a in fast)


def _records_long_way(text: str):
    """`corpus.records` as it was written before each pattern was tried only after its first character."""
    from lethe.assistant_home.text_files import line_body, split_lines

    lines = [line_body(r) for r in split_lines(text)]
    headings: list[tuple[int, str]] = []
    i = 0
    while i < len(lines):
        line = lines[i].rstrip("\r")
        if not line.strip() or C._RULE.match(line) or C._COMMENT.match(line):
            i += 1
            continue
        h = C._HEADING.match(line)
        if h:
            level = len(h.group(1))
            headings = [(lv, t) for lv, t in headings if lv < level] + [(level, h.group(2))]
            yield i + 1, i + 1, line, tuple(t for _, t in headings[:-1]), "heading"
            i += 1
            continue
        b = C._BULLET.match(line)
        j = i + 1
        if b:
            indent = len(b.group(1))
            while j < len(lines):
                nxt = lines[j].rstrip("\r")
                if not nxt.strip() or C._HEADING.match(nxt) or C._BULLET.match(nxt):
                    break
                if len(nxt) - len(nxt.lstrip()) <= indent:
                    break
                j += 1
        yield (
            i + 1,
            j,
            "\n".join(ln.rstrip("\r") for ln in lines[i:j]),
            tuple(t for _, t in headings),
            ("item" if b else "para"),
        )
        i = j


def test_records_equal_the_long_way_on_the_eval_notes():
    for text in _texts():
        assert list(C.records(text)) == list(_records_long_way(text))


_line = st.one_of(
    st.sampled_from(["# A", "## B ##", "   ### C", "#nope", "---", "* * *", "___", "<!-- x -->", "<p>", "- item"]),
    st.sampled_from(["  - sub", "1. one", "2) two", "١. arabic", "+ plus", "*bold*", "  more", "\tmore", "", " "]),
    st.text(alphabet=" \t-*_+#<!>1٣.)abc:\u00a0\u2028\r", max_size=12),
)


@settings(max_examples=400, deadline=None)
@given(st.lists(_line, max_size=12).map("\n".join))
def test_records_equal_the_long_way(text):
    assert list(C.records(text)) == list(_records_long_way(text))


def _same_match(a, b) -> bool:
    return (a is None and b is None) or (
        a is not None and b is not None and a.span() == b.span() and a.groups() == b.groups()
    )


_label_text = st.lists(
    st.one_of(
        st.sampled_from(
            ["- ", "**", "__", "Sister", "Best friend", " ", ":", ": ", ":\t", "://", ";", ",", "\n", "\u2028"]
        ),
        st.text(alphabet="ab :;,*_-\t\n\u00a0\u2028\x1c", max_size=6),
    ),
    max_size=8,
).map("".join)


@settings(max_examples=600, deadline=None)
@given(_label_text)
def test_a_label_is_tried_only_after_its_colon_but_found_the_same(text):
    assert _same_match(C.label_match(text), C._LABEL.match(text))


def test_labels_and_ascii_words_of_the_eval_records_are_the_long_way_s():
    for text in _records():
        assert _same_match(C.label_match(text), C._LABEL.match(text)), text
        if text.isascii():
            assert C._ascii_words(text) == {w.encode() for w in C._LETTERS.findall(text.casefold())}, text


@settings(max_examples=400, deadline=None)
@given(st.text(alphabet=st.characters(max_codepoint=127), max_size=40))
def test_the_words_of_an_ascii_text_are_its_runs_of_letters(text):
    assert C._ascii_words(text) == {w.encode() for w in C._LETTERS.findall(text.casefold())}


def _fold_long_way(text: str) -> str:
    import unicodedata

    from lethe.planner.understanding.words import _QUOTES

    text = unicodedata.normalize("NFKD", text.translate(_QUOTES))
    return "".join(c for c in text if not unicodedata.combining(c)).casefold()


@settings(max_examples=600, deadline=None)
@given(st.text(max_size=30) | st.text(alphabet="aeÉéñßœﬁ™´`’‘·\u0301\u0308\u0327 -:İı", max_size=20))
def test_fold_equals_the_long_way(text):
    from lethe.planner.understanding.words import fold

    assert fold(text) == _fold_long_way(text)


def test_fold_equals_the_long_way_on_the_eval_records():
    from lethe.planner.understanding.words import fold

    for text in _records():
        assert fold(text) == _fold_long_way(text)
