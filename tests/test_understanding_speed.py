"""The fast paths of working out the subject (issue 13): each shortcut must answer exactly what the long way
answers."""

from __future__ import annotations

import json
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from lethe.planner.understanding import corpus as C
from lethe.planner.understanding.resolve import _could_state, value_attribute
from lethe.planner.understanding.values import find_values
from lethe.planner.understanding.vocab import RELATIONS

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
