"""Knowing what to forget: the labelled evaluation set holds the bar, and tricky derivations stay right.

The figures come from `bench/eval_matching.py` over `tests/eval/cases.json`: line-level cases on a single
MEMORY.md, from the first version of Lethe. That version's rule-based deriver was tuned on this very set
(0.98/0.95); it understood about one everyday request in three. The deriver that replaced it
(`lethe.planner.understanding`) is measured on the conversation-level sets in tests/eval (development,
probe, held back), and this older set now guards against regressions at the figures it measured when it
was switched over (precision 0.930, recall 0.898, 14 of 247 hard negatives touched).
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

from lethe.assistant_home.conversation import Role, Turn
from lethe.language.text import find_days, same_phone, sentences, tokens
from lethe.planner.matching import Matcher, Value
from lethe.planner.subject import Outcome
from lethe.planner.understanding.derive import derive

REPO = Path(__file__).resolve().parents[1]


def _bench():
    spec = importlib.util.spec_from_file_location("eval_matching", REPO / "bench" / "eval_matching.py")
    mod = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = mod  # dataclasses look their module up
    spec.loader.exec_module(mod)
    return mod


BENCH = _bench()
CASES = BENCH.load_cases()
MAIN = [c for c in CASES if BENCH.is_main(c)]


# ---------------------------------------------------------------------------------------------- the set


def test_the_set_is_large_labelled_and_well_formed():
    assert len(MAIN) >= 80
    ids = [c["id"] for c in CASES]
    assert len(ids) == len(set(ids))
    cats = {c["category"] for c in MAIN}
    for needed in (
        "address",
        "phone",
        "email",
        "birthday",
        "size",
        "identifier",
        "code name",
        "topic",
        "quoted",
        "pronoun",
        "multi-fact",
        "clarify",
        "nothing",
        "paraphrase",
        "unicode/format",
        "granularity",
    ):
        assert needed in cats, needed
    for c in CASES:
        exp = c["expected"]
        n = len(c["memory_lines"])
        assert exp["outcome"] in ("subject", "nothing", "clarify"), c["id"]
        assert all(0 <= i < n for i in exp.get("lines", []) + exp.get("hard_negatives", [])), c["id"]
        assert not set(exp.get("lines", [])) & set(exp.get("hard_negatives", [])), c["id"]
        assert exp["outcome"] != "subject" or exp["lines"], c["id"]
    assert sum(len(c["expected"].get("hard_negatives", [])) for c in MAIN) >= 100


def test_default_path_meets_the_bar():
    report = BENCH.evaluate(MAIN)
    overall = report["overall"]
    assert overall.precision >= 0.92, overall
    assert overall.recall >= 0.88, overall
    assert report["outcome_accuracy_clarify_nothing"] >= 0.95
    assert overall.hard_neg_hit <= 14


def test_every_category_is_reasonable():
    report = BENCH.evaluate(MAIN)
    for name, tally in report["categories"].items():
        if tally.tp + tally.fn:  # (a clarify case that still plans is counted by the outcome figure)
            assert tally.precision >= 0.7, name
            assert tally.recall >= 0.55, name


# ---------------------------------------------------------------------------------------------- derivations


def _turns(*msgs: tuple[str, str]) -> list[Turn]:
    return [Turn(position=i, entry_id=None, role=Role(r), text=t) for i, (r, t) in enumerate(msgs)]


def _derive(request: str, lines: list[str], *history: tuple[str, str], **kw):
    return derive(_turns(*history, ("user", request)), lambda: [("workspace/MEMORY.md", "\n".join(lines))], **kw)


def _hits(d, lines: list[str]) -> list[int]:
    assert d.outcome is Outcome.SUBJECT, d
    m = d.subject.matcher()
    return [i for i, line in enumerate(lines) if m.matches(line)]


MAYA = [
    "- Sister: Anna Reyes.",
    "- Anna lives at 14 Birch Lane, Portland, OR 97205.",
    "- Anna's birthday is June 3; she loves tulips.",
    "- Brother: Tomas, phone 503-555-0142.",
    "- Mailed Anna's birthday card to 14 Birch Lane.",
    "- Ran 10.5 km along the river.",
    "- Shoe size: 10.5 US, wide fit.",
]


def test_relation_resolves_through_the_notes_and_other_facts_of_that_person_stay():
    d = _derive("Please forget my sister's address.", MAYA)
    assert _hits(d, MAYA) == [1, 4]
    assert "Birch" not in d.subject.descriptor and "Anna" not in d.subject.descriptor


def test_pronoun_in_the_request_takes_the_person_last_named():
    lines = ["- Tomas's new phone: 503-555-0177.", "- Dentist office: 503-555-0199."]
    d = _derive("Forget his number please.", lines, ("user", "Tomas got a new phone, the number is 503-555-0177."))
    assert _hits(d, lines) == [0]


def test_pronoun_without_anyone_to_refer_to_asks_who():
    d = _derive("Forget her address.", ["- Anna lives at 14 Birch Lane.", "- Priya lives at 14 Birch Court."])
    assert d.outcome is Outcome.CLARIFY and d.question in ("who", "which")


def test_two_people_with_that_relation_asks_who():
    lines = ["- Friend: Priya, 415.555.0107.", "- Friend: Sam Lee, 415-555-0170."]
    d = _derive("Forget my friend's phone number.", lines)
    assert d.outcome is Outcome.CLARIFY and d.question in ("who", "which")
    assert set(d.candidates) == {"Priya", "Sam"}


def test_a_bare_number_among_several_asks_which():
    lines = ["- Brother: Tomas, phone 503-555-0142.", "- Passport: X12345678.", "- Door code: 4471."]
    d = _derive("Forget the number.", lines)
    assert (d.outcome, d.question) == (Outcome.CLARIFY, "which")


def test_nothing_to_act_on_asks_what():
    assert _derive("Forget it.", MAYA).question == "what"
    assert _derive("Please forget something for me.", MAYA).question == "what"


def test_stored_nowhere_is_nothing():
    assert _derive("Please forget my passport number.", MAYA).outcome is Outcome.NOTHING


def test_several_facts_in_one_request_with_shared_and_inherited_owners():
    lines = [
        "- Sister: Anna Reyes.",
        "- Anna lives at 14 Birch Lane.",
        "- Anna's phone: 971-555-0144.",
        "- Brother: Tomas, phone 503-555-0142.",
        "- Tomas's birthday: Aug 9.",
    ]
    assert _hits(_derive("Forget my sister's address and phone number.", lines), lines) == [1, 2]
    assert _hits(_derive("Forget Tomas's phone number and Anna's address.", lines), lines) == [1, 3]


def test_someone_elses_relative_is_not_the_named_person():
    lines = ["- Priya: 415.555.0107.", "- Priya's partner Sam: 415-555-0170.", "- Priya's birthday is 3 March."]
    assert _hits(_derive("Forget Priya's phone number.", lines), lines) == [0]


def test_qualifiers_pick_the_right_one():
    lines = ["- Old address: 9 Harbor View Rd, Tacoma.", "- Current address: 40 Cedar Way, Olympia."]
    assert _hits(_derive("Forget my old address.", lines), lines) == [0]
    lines = ["- Mobile: +44 7700 900123.", "- Work desk line: +44 20 7946 0958.", "- Gave the bank 07700 900123."]
    assert _hits(_derive("Forget my mobile number.", lines), lines) == [0, 2]


def test_weak_values_need_their_words():
    assert _hits(_derive("Forget my shoe size.", MAYA), MAYA) == [6]


def test_what_i_told_you_about_finds_the_turn_and_its_facts():
    d = _derive(
        "Forget what I told you about her move.",
        MAYA,
        ("user", "Anna just moved. Her new address is 14 Birch Lane, Portland, OR 97205."),
        ("assistant", "Got it."),
    )
    assert _hits(d, MAYA) == [1, 4]


def test_forget_that_ties_proper_nouns_to_the_facts_words():
    lines = ["- Job search: applying to Stripe, keep it confidential.", "- Uses Stripe for the shop payments."]
    d = _derive("Actually, please forget it.", lines, ("user", "Remember that I'm applying to Stripe, keep it quiet."))
    assert _hits(d, lines) == [0]


def test_forget_that_after_a_question_asks_what():
    d = _derive("Can you forget that stuff?", MAYA, ("user", "What's the weather like tomorrow?"))
    assert (d.outcome, d.question) == (Outcome.CLARIFY, "what")  # nothing earlier to point at


def test_quoted_text_and_quoted_descriptions():
    lines = ['- Started reading "The Overstory".', "- Overstock order arrived."]
    assert _hits(_derive('Please forget "The Overstory".', lines), lines) == [0]
    lines = ["- Salary: $145,000 base plus bonus.", "- Salary review in January."]
    assert _hits(_derive('Please forget "my salary"', lines), lines) == [0]


def test_topic_with_a_code_name_alias():
    lines = [
        "- Code name for the Q3 migration project: Bluefin.",
        "- Bluefin kickoff moved to Thursday.",
        "- Q3 OKRs: hire two analysts.",
        "- Sushi night: the bluefin tuna was great.",
    ]
    assert _hits(_derive("Forget all the notes about the Q3 migration.", lines), lines) == [0, 1]


def test_request_in_the_terminal():
    d = derive((), lambda: [("workspace/MEMORY.md", "\n".join(MAYA))], about="my sister's address")
    assert _hits(d, MAYA) == [1, 4]


# ---------------------------------------------------------------------------------------------- matching


@pytest.mark.parametrize(
    "written", ["503-555-0142", "(503) 555 0142", "+1 503 555 0142", "503.555.0142", "5035550142", "503–555–0142"]
)
def test_phone_numbers_in_any_format(written):
    assert Matcher([Value("503-555-0142", kind="phone")]).matches(f"call {written} today")


def test_phone_numbers_are_not_confused():
    m = Matcher([Value("503-555-0142", kind="phone")])
    assert not m.matches("Dentist office: 503-555-0199.")
    assert not m.matches("Ref 555-0142.")  # a fragment is not the number
    assert same_phone("447700900123", "07700900123")


def test_street_abbreviations_unicode_and_markdown():
    m = Matcher([Value("14 Birch Lane")])
    for text in (
        "14 Birch Ln.",
        "**Anna's address:** `14 Birch Lane`",
        "[14 Birch Lane](https://maps.example/x)",
        "14\u00a0BIRCH LANE",
    ):
        assert m.matches(text), text
    assert not m.matches("14 Birch Court")
    assert tokens("Lindenstraße") == tokens("LINDENSTRASSE")
    assert tokens("Jose\u0301") == tokens("Jos\u00e9")
    assert tokens("Anna\u2019s") == tokens("Anna's") == ["anna"]


def test_codes_with_any_separators_and_names_only_as_names():
    m = Matcher([Value("DE89 3704 0044 0532 0130 00", kind="compact")])
    assert m.matches("IBAN DE89370400440532013000 for the refund")
    assert not m.matches("IBAN DE44 5001 0517 5407 3249 31")
    names = Matcher([Value("Bluefin")])
    assert names.matches("BLUEFIN kickoff") and not names.matches("the bluefin tuna")


def test_dates_in_any_format_and_only_with_their_words():
    a, b, c = (find_days(t)[0][0] for t in ("2018-09-21", "Sept 21", "21st of September"))
    assert a.same(b) and b.same(c)
    m = Matcher([Value("1990-04-12", strong=False, kind="date", context=frozenset({"born"}))])
    assert m.matches("Born April 12, 1990 in Manila.")
    assert not m.matches("Passport renewed on 2024-04-12, born again.")
    assert not m.matches("Dentist April 12 at 3pm.")


def test_sentences_keep_abbreviations_together():
    assert len(sentences("Therapist: Dr. Hannah Lind, J. Patel too. Next.")) == 2
    assert len(sentences("His address is 1870 Larimer St. He works at REI.")) == 2


def test_weak_values_are_not_tombstones():
    """A size is only a tombstone next to its own words: it never refuses or flags "10.5 km"."""
    from lethe.ledger.secret import KeyedHasher
    from lethe.ledger.tombstones import records_for

    d = _derive("Forget my shoe size.", MAYA)
    records = [r for r in records_for(KeyedHasher(b"k" * 32), d.subject.matcher()) if "words" in r]
    assert records and all(r.get("strong") is False and r.get("ctx") for r in records)
