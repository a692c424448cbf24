"""Cases of the forty-third held-back set that the round after its scoring mended, end to end through the server
(each rule also has a unit test in tests/test_understanding_rules.py): they stay right."""

from __future__ import annotations

import pytest

from tests.eval.runner import EVAL, load_set, run_case

CASES, HOMES = load_set(EVAL / "heldout43")
BY_ID = {c["id"]: c for c in CASES}


@pytest.mark.anyio
@pytest.mark.parametrize(
    "case_id",
    [
        # "Wor Liam's little holiday at Her Majesty's pleasure, …, an the lass he has to report to every week. Get rid
        # o the lot, the Thursday reminder an aal.": prison, a woman (no daughter), "an aal" is "too"; his lines in two
        # places are one Liam to ask about; his sister's district is no name of his prison term
        "h43-para-dawn-liam",
        # "Vergess dat met dem Abbruch vum Sabine. Alles andere üvver et Sabine bliev drin": the sentence saying her
        # "Schwangerschaftsabbruch" (a kind of "Abbruch"), not her job, home and number
        "h43-prec-billa-sabine",
        # "Vergess, dat ich Brustkrebs hatte. De OP, de Bestrahlung, de Tablette, …": Kölsch; "Brustkrebs" is cancer;
        # "Die OP" is a part of its own, not the word "op" ("op eimol")
        "h43-fact-billa-brustkrebs",
    ],
)
async def test_mended_cases_of_the_forty_third_set(case_id, tmp_path):
    r = await run_case(BY_ID[case_id], HOMES, tmp_path)
    assert r.final == "forgotten" and not r.problems, r.problems + r.messages


@pytest.mark.anyio
@pytest.mark.parametrize(
    ("case_id", "names"),
    [
        # "Borra el número del Beto": "Hermano: Beto (Roberto) Orozco" and "Compadre Beto (Alberto) Gómez" are two
        ("h43-clar-chuy-beto", ["Orozco", "Gómez"]),
        # "Delete Steph's number": "Stéphane Côté: mon apprenti" and "Stéphanie Gravel: voisine d'en face"
        ("h43-clar-sylvain-steph", ["Stéphane", "Stéphanie"]),
    ],
)
async def test_two_people_one_name_are_asked_about(case_id, names, tmp_path):
    r = await run_case(BY_ID[case_id], HOMES, tmp_path)
    assert r.plan == "needs_clarification", r.problems + r.messages
    assert all(n in r.messages[-1] for n in names), r.messages


@pytest.mark.anyio
async def test_what_of_hers_no_note_names_is_nothing_found(tmp_path):
    """ "Borra lo que te conté del choque de la Lupita en López Mateos.": no crash is stored, and none of her other
    lines is it."""
    r = await run_case(BY_ID["h43-neg-chuy-choque"], HOMES, tmp_path)
    assert r.plan == "nothing_found" and not r.problems, r.problems + r.messages


@pytest.mark.anyio
async def test_a_durban_sorry_and_reason_say_no_thing(tmp_path):
    """ "Ja, that one. Delete it, shame, the lighty's been through enough.": "it" (a Durban "shame" says sorry, the
    rest why), not the words of USER.md's "Writes Durban English: ja, eish, …, shame"; the nephew's own line that
    names his mother, who phoned about it, is left and said honestly."""
    r = await run_case(BY_ID["h43-ind-kamini-kuber"], HOMES, tmp_path)
    assert r.plan == "planned" and not r.false_forgotten, r.problems + r.messages
    assert not [p for p in r.problems if "unrelated" in p or p.startswith("still there")], r.problems
