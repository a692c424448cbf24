"""`find_values_of` (only the values of some kinds, found faster) answers exactly what `find_values` answers,
filtered to those kinds: on every line of the eval homes and of a generated sample home, for every kind alone
and for the kinds each asked-for attribute can be, and on generated lines for any set of kinds."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from lethe.demo.sample import build_sample_home
from lethe.language.values import Kind, find_values, find_values_of
from lethe.language.values import scan as S
from lethe.planner.understanding.resolve import _could_state
from lethe.planner.understanding.vocab import ATTRIBUTES

HOMES = Path(__file__).parent / "eval" / "homes"


def _eval_texts() -> list[str]:
    out = []
    for p in sorted(HOMES.glob("*.json")):
        out += [t for t in json.loads(p.read_text())["files"].values() if isinstance(t, str)]
    return out


def _kind_sets() -> list[frozenset[Kind]]:
    sets = {frozenset({k}) for k in Kind} | {frozenset(Kind)}
    for a in ATTRIBUTES:  # what a FACT request for this attribute keeps
        kinds = frozenset(k for k in Kind if a.name in _could_state(k))
        if kinds:
            sets.add(kinds)
    return sorted(sets, key=lambda s: sorted(s))


def _same(text: str, kinds: frozenset[Kind], lang: str | None) -> None:
    want = [v for v in find_values(text, lang_hint=lang) if v.kind in kinds]
    assert find_values_of(text, kinds, lang_hint=lang) == want, (sorted(kinds), text[:200])


def test_every_detector_is_run_and_gives_only_the_kinds_it_is_listed_with():
    assert set(S._GIVES) == {d for d, _ in S._DIGIT_DETECTORS} | {
        S.contact.find_emails,
        S.contact.find_urls,
        S.numbers.find_spelled_money,
        S.ids.find_aliases,
    }
    ctx = S.Ctx(None)
    seen: dict = {}
    for text in _eval_texts():
        for line in text.splitlines():
            for detect, kinds in S._GIVES.items():
                for c in detect(line, ctx):
                    assert c.kind in kinds, (detect.__name__, c)
                    seen.setdefault(detect, set()).add(c.kind)
    assert len(seen) >= 12  # the eval homes exercise nearly every detector


@pytest.mark.parametrize("lang", [None, "en", "de", "es", "fr"])
def test_narrow_search_equals_the_whole_search_on_the_eval_homes(lang):
    texts = _eval_texts()
    for kinds in _kind_sets():
        for text in texts:
            _same(text, kinds, lang)
            for line in text.splitlines():
                _same(line, kinds, lang)


def test_narrow_search_equals_the_whole_search_on_a_sample_home(tmp_path):
    sample = build_sample_home(tmp_path / "home", size="demo", seed=7)
    texts = [p.read_text() for p in sorted(Path(sample.root, "workspace").rglob("*.md"))]
    assert texts
    for kinds in _kind_sets():
        for text in texts:
            _same(text, kinds, None)


_piece = st.one_of(
    st.sampled_from(
        [
            "+1 503 555 0142",
            "0171 2345678",
            "DE89 3704 0044 0532 0130 00",
            "4111 1111 1111 1111",
            "12/27",
            "exp 03/29",
            "123-45-6789",
            "SSN",
            "Passport: X48213377",
            "member #88213",
            "212 Juniper Court, Eugene, OR 97401",
            "Lindenstr. 12, 50674 Köln",
            "Calle Mayor 5",
            "12 rue de la Paix",
            "on 03/06/1990",
            "14 March",
            "2031",
            "9:30am",
            "18h30",
            "$142k",
            "68.500 €",
            "12%",
            "room 142",
            "a@b.example",
            "https://x.example/a",
            "www.y.example",
            "sort code 12-34-56",
            "routing 021000021",
            "acct 000123456789",
        ]
    ),
    st.text(alphabet="0123456789 -/.,:#()+€$%abcXY\n", max_size=10),
)


@settings(max_examples=300, deadline=None)
@given(
    st.lists(_piece, max_size=6).map(" ".join),
    st.sets(st.sampled_from(list(Kind)), min_size=1, max_size=4).map(frozenset),
    st.sampled_from([None, "en", "de", "fr"]),
)
def test_narrow_search_equals_the_whole_search_on_any_text(text, kinds, lang):
    _same(text, kinds, lang)
