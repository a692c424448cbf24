"""Cases of the forty-second held-back set that the round after its scoring mended, end to end through the server
(each rule also has a unit test in tests/test_understanding_rules.py): they stay right."""

from __future__ import annotations

import pytest

from tests.eval.runner import EVAL, load_set, run_case

CASES, HOMES = load_set(EVAL / "heldout42")
BY_ID = {c["id"]: c for c in CASES}


@pytest.mark.anyio
@pytest.mark.parametrize(
    "case_id",
    [
        # "… a medida de protección … ¿sí o qué?": a tag asking agreement is no question; the order's sentence, not the
        # ex's town, says which names go with it; "moved back to Laureles, Calle 10 #38-25" goes whole
        "h42-fu-tavita-julian",
        # "mit dem blitzer un dem fahrverbod, die punkte in flensburch": one traffic offence, its fine and its speed
        "h42-typo-heike-blitzer",
        # "the gate code … and Faith's Snapchat password": "code's changed to 4417#", "password (she asked …): …"
        "h42-multi-tavita-three",
        # "cuánto me pagan por día": "Me pagan S/ 180 por día de tour"
        "h42-multi-yolanda-tres",
        # "ce que je fais comme chiffre au camion": "Chiffre d'affaires: environ 6 800 € par mois"
        "h42-multi-karim-trois",
        # "My old ASB account's closed now, take the number out of everywhere eh.": the account's number
        "h42-vf-tavita-asb",
        # "… my ID card number out of everywhere, people are doing fake SIM registrations …": why, no thing to find
        "h42-vf-ndeye-cni",
    ],
)
async def test_mended_cases_of_the_forty_second_set(case_id, tmp_path):
    r = await run_case(BY_ID[case_id], HOMES, tmp_path)
    assert r.final == "forgotten" and not r.problems, r.problems + r.messages
