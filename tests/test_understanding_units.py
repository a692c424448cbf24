"""Small, direct checks of the understanding pieces: how a message is read, what a request resolves to on a
tiny home, and which clues the residual check looks for after a cleanup."""

from __future__ import annotations

from collections import Counter
from types import SimpleNamespace

import pytest

from lethe.planner.matching import Value
from lethe.planner.subject import Outcome
from lethe.planner.understanding.derive import derive
from lethe.planner.understanding.utterance import Move, read
from lethe.workflow.residual import distinctive

MEMORY = """# Memory

## People
- Brother: Tomas, phone 503-555-0142.
- Friend: Kofi Mensah, mobile 971-555-0133. Plays in the Sunday league with me.
- Mom: Rosa Chen; calls on Sundays.
- Kumpel: Malte Jansen, 0151 2290 6613; Kletterpartner.

## Health
- Allergic to penicillin (hives).
"""


def _derive(*messages: str):
    """User messages as a conversation holds them, with Lethe's question between them (a forget.plan result
    that asked which one)."""
    turns = []
    for m in messages:
        if turns:
            asked = '{"status": "needs_clarification"}'
            turns.append(SimpleNamespace(position=len(turns), role="toolResult", tool_name="forget_plan", text=asked))
        turns.append(SimpleNamespace(position=len(turns), role="user", text=m))
    return derive(turns, lambda: [("workspace/MEMORY.md", MEMORY)])


@pytest.mark.parametrize(
    "text",
    [
        "Please forget that I'm allergic to penicillin.",
        "Vergiss bitte die Adresse meiner Mutter",
        "Olvida el teléfono de mi hermano",
        "Oublie mon adresse",
        "Could you not keep how I take my coffee",
        "Du musst dir nicht mehr merken, dass ich Heuschnupfen habe",
        "bórralo todo",
    ],
)
def test_requests_in_any_words_are_requests(text):
    assert read(text).move is Move.REQUEST


@pytest.mark.parametrize(
    "text", ["Don't forget my dentist appointment", "Vergiss nicht Mamas Geburtstag", "Remember that I moved"]
)
def test_keeping_is_no_request(text):
    assert read(text).move is not Move.REQUEST


@pytest.mark.parametrize(
    "text",
    [
        "Vergiss, dass Malte mein Kletterpartner ist – seine Nummer brauch ich aber noch.",
        "Forget that Malte is my climbing partner but I still need his number",
        "Vergiss Mamas Adresse, aber nicht ihren Geburtstag",
    ],
)
def test_a_part_the_user_still_needs_is_kept(text):
    u = read(text)
    assert u.kept, "the clause to keep was not read"
    assert all("brauch" not in i.text and "still need" not in i.text for i in u.items)


def test_a_fact_about_a_relative_resolves_to_its_value_only():
    d = _derive("Forget my brother's phone number.")
    assert d.outcome is Outcome.SUBJECT
    assert d.subject.descriptor == "your brother's phone number"
    assert "Tomas" not in d.subject.descriptor


def test_forget_that_phrasing_finds_the_fact():
    d = _derive("Please forget that I'm allergic to penicillin.")
    assert d.outcome is Outcome.SUBJECT


def test_a_day_alone_in_notes_about_different_things_is_a_question():
    d = _derive("Just forget the Sunday thing.")
    assert d.outcome is Outcome.CLARIFY
    assert d.question == "which"
    assert set(d.candidates) == {"Kofi", "Rosa"}
    assert not any(ch.isdigit() for c in d.candidates for ch in c)  # never a value


def test_the_answer_picks_one_of_them():
    d = _derive("Just forget the Sunday thing.", "the league")
    assert d.outcome is Outcome.SUBJECT


def test_nothing_stored_is_nothing_found():
    assert _derive("Forget my passport number.").outcome in (Outcome.NOTHING, Outcome.CLARIFY)


def test_residual_clues_are_numbers_and_rare_names_not_people_or_kept_words():
    pieces = [("Brother: Tomas, phone 503-555-0142.", "Brother: Tomas"), ("Venue: Hollis Barn, Woodinville.", "")]
    clues = distinctive(pieces, {"tomas"}, Counter())
    texts = [c.raw if isinstance(c, Value) else c for c in clues]
    assert "503-555-0142" in texts
    assert "Tomas" not in texts and "Brother" not in texts
    assert any("Hollis Barn" in t for t in texts)


def test_residual_short_numbers_count_only_with_context():
    clues = distinctive([("Room 142 at the clinic on Elm.", "")], set(), Counter())
    weak = [c for c in clues if isinstance(c, Value)]
    assert weak and all(not c.strong for c in weak)
