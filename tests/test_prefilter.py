"""The matcher's fast prefilter never rejects text the full matcher would accept."""

import json
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from lethe.planner.matching import Matcher, Value

VALUES = [
    Value("14 Birch Lane"),
    Value("Portland, OR 97205"),
    Value("503-555-0142", kind="phone"),
    Value("DE89 3704 0044 0532 0130 00", kind="compact"),
    Value("June 3", strong=False, kind="date", context=frozenset({"birthday"})),
    Value("10.5", strong=False, context=frozenset({"shoe", "wide"})),
    Value("Bluefin"),
    Value("knee surgery", kind="stems"),
    Value("pregnant ten weeks", kind="overlap"),
    Value("Straße 5"),
]
SAMPLES = [
    "Anna lives at 14 Birch Ln., Portland.",
    "Call (503) 555 0142 tonight",
    "Call +1 503.555.0142",
    "IBAN de89370400440532013000 on file",
    "Anna's birthday is 3 June; she loves tulips.",
    "Ordered trail runners in 10.5 wide.",
    "Ran 10.5 km today.",
    "BLUEFIN kickoff moved",
    "Post-op: knee surgeries went well",
    "１４ Ｂｉｒｃｈ Ｌａｎｅ",
    "Moved to 14 Birch Lane",
]
WORDS = st.sampled_from(
    [
        "14",
        "Birch",
        "Lane",
        "Ln.",
        "Portland",
        "OR",
        "97205",
        "503",
        "555",
        "0142",
        "(503)",
        "June",
        "3",
        "birthday",
        "10.5",
        "wide",
        "shoe",
        "Bluefin",
        "bluefin",
        "knee",
        "surgery",
        "pregnant",
        "weeks",
        "ten",
        "Straße",
        "5",
        "strasse",
        "DE89",
        "3704",
        "0044",
    ]
)


def test_prefilter_is_conservative_on_samples():
    for v in VALUES:
        m = Matcher([v])
        for text in SAMPLES:
            if m.matches(text):
                assert m.could_match(text), (v, text)


@settings(max_examples=400, deadline=None)
@given(st.lists(st.one_of(WORDS, st.text(max_size=8)), max_size=14), st.sampled_from(VALUES))
def test_prefilter_never_misses(words, value):
    text = " ".join(words)
    m = Matcher([value])
    if m.matches(text):
        assert m.could_match(text)


def test_prefilter_is_conservative_on_the_evaluation_set():
    cases = json.loads((Path(__file__).parent / "eval" / "cases.json").read_text())
    from lethe.planner.subject import Outcome
    from lethe.planner.understanding.derive import derive

    class T:
        def __init__(self, position, role, text):
            self.position, self.role, self.text = position, role, text

    checked = 0
    for case in cases if isinstance(cases, list) else cases["cases"]:
        turns = [T(i, h["role"], h["text"]) for i, h in enumerate(case.get("history", []))]
        turns.append(T(len(turns), "user", case["request"]))
        lines = case.get("memory_lines", [])
        d = derive(turns, lambda lines=lines: [("workspace/MEMORY.md", "\n".join(lines))])
        if d.outcome is not Outcome.SUBJECT:
            continue
        m = d.subject.matcher()
        for line in lines:
            if m.matches(line):
                checked += 1
                assert m.could_match(line), (case.get("id"), line)
    assert checked > 50


@settings(max_examples=300, deadline=None)
@given(
    st.lists(st.lists(st.one_of(WORDS, st.text(max_size=6)), max_size=10).map(" ".join), max_size=6),
    st.sampled_from(VALUES),
)
def test_candidate_lines_hold_every_matching_line(lines, value):
    """Whole-note scans may only narrow the lines to check, never skip one that holds the subject."""
    m = Matcher([value])
    text = "\n".join(lines)
    candidates = m.candidate_lines(text)
    for i, line in enumerate(text.split("\n")):
        if m.matches(line):
            assert candidates is None or i in candidates, (value, line)
