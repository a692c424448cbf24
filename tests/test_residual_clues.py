"""The residual check's second look, on the forty-first set's homes: a mention left that is the user's own world
(their name, the town they live in) or the request's own typo
is no sign of something missed, so a plan that removed everything says "forgotten"."""

from __future__ import annotations

import pytest

from tests.eval.runner import EVAL, load_set, run_case

CASES, HOMES = load_set(EVAL / "heldout41")
BY_ID = {c["id"]: c for c in CASES}


@pytest.mark.anyio
@pytest.mark.parametrize(
    "case_id",
    [
        "h41-multi-manfred-drei",  # "Lohn Manni: 2.640 € netto": the user goes by Manni ('Manfred "Manni" Pölzl, 58')
        "h41-typo-manfred-kassa",  # "stammtischkasa": the request's typo of "Stammtischkassa", no other form of it
    ],
)
async def test_the_user_s_own_world_is_no_mention_missed(case_id, tmp_path):
    r = await run_case(BY_ID[case_id], HOMES, tmp_path)
    assert r.final == "forgotten" and not r.problems, r.problems + r.messages


def test_the_town_the_user_lives_in_is_no_clue(tmp_path):
    from lethe.assistant_home.layout import Home
    from lethe.workflow.residual import _all_of, _home_towns

    (tmp_path / "workspace").mkdir()
    (tmp_path / "workspace" / "USER.md").write_text(
        "# Usuaria\n- Florencia Techera, 44, secretaria. Vive en Malvín, a dos cuadras de la rambla.\n"
    )
    towns = _home_towns(Home.at(tmp_path))
    assert towns == {"malvin"}
    assert _all_of(["malvin"], towns)
    assert not _all_of([], towns)  # (a number's clue has no words, and stays one)


def test_a_doctor_of_a_matters_line_is_a_clue_beside_its_words():
    """ "… in Behandlung bei der Priory-Klinik, Therapeutin Dr. Hughes." went whole: "Hughes" (as common a name as a
    word) is a clue where a word of that line is beside it ("Mandy sagt, Dr. Hughes is jut"), not in their own entry."""
    from collections import Counter

    from lethe.workflow.residual import distinctive

    gone = "- Mandy hat 'ne Essstörung (Bulimie), in Behandlung bei der Priory-Klinik, Therapeutin Dr. Hughes."
    clues = distinctive([(gone, "")], set(), Counter({"hughes": 2, "priory": 1}), broad=True)
    hughes = [c for c in clues if getattr(c, "text", c) == "Hughes"]
    assert hughes and "mand" in hughes[0].context, clues  # (stems)


def test_a_value_lines_label_is_no_clue_of_its_own():
    """ "Meine Rentenversicherungsnummer: 65 120382 L 037." went whole: its label names the kind of number, which
    "Maiks Rentenversicherungsnummer: 12 270579 Z 514." (kept) names too; the number is the clue."""
    from collections import Counter

    from lethe.workflow.residual import distinctive

    gone = "- Meine Rentenversicherungsnummer: 65 120382 L 037."
    clues = [getattr(c, "text", c) for c in distinctive([(gone, "")], set(), Counter(), broad=True)]
    assert "Rentenversicherungsnummer" not in clues, clues
