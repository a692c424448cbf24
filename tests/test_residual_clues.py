"""The residual check's second look, on the forty-first set's homes: a mention left that is the user's own world
(their name, the town they live in) or the request's own typo
is no sign of something missed, so a plan that removed everything says "forgotten"."""

from __future__ import annotations

from collections import Counter

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


def test_who_does_not_know_is_no_word_of_the_matter():
    """ "Kühn weiß nüscht." and "Heiko weiß nüscht." close two secrets that went: the clause says whom each is kept
    from, so "nüscht" is no word of either, and "Maik weiß nüscht." under another secret is no mention missed."""
    from lethe.workflow.residual import _unknowing_apart, companions

    pieces = [
        (
            "- Maik hat sich bei der Spedition Hellwig in Ludwigsfelde beworben, 400 € mehr. Kühn weiß nüscht.",
            "",
        ),
        ("- Maik hat sich in Ludwigsfelde bei Hellwig beworben, 400 € mehr, Kühn weiß nüscht.", ""),
        (
            "- Peggy lässt sich im August in Prag die Schlupflider machen, 1.900 €. Heiko weiß nüscht.",
            "- Heiko weiß nüscht.",
        ),
    ]
    assert "nüscht" not in _unknowing_apart(pieces[1][0]) and "Ludwigsfelde" in _unknowing_apart(pieces[1][0])
    for clue in companions(pieces, {"maik", "peggy"}) + companions(pieces, {"maik", "peggy"}, rare_only=True):
        assert not any(w.startswith("nusch") or w.startswith("nüsch") for w in clue.context), clue


def test_what_a_deleted_reminder_does_with_someone_is_a_clue():
    """The reminder "Visite à Marcel à l'EHPAD Les Canuts, …" goes with his dementia: a note saying "Visite à Marcel :
    il m'a appelé papa." is of the same visits, which the plan did not take (the case said "forgotten" while it
    remained)."""
    from lethe.workflow.residual import _outings

    jobs = ["Marcel Visite à Marcel à l'EHPAD Les Canuts, apporter une tarte aux pralines."]
    assert [v.text for v in _outings(jobs, {"marcel", "josette"})] == ["Visite à Marcel"]
    assert _outings(jobs, {"josette"}) == []  # (someone the notes know, not a place: "Visite à Lyon")
    assert _outings(["Call Mum about the scan"], {"mum"}) == []


def test_two_uncommon_words_said_together_in_a_cut_clause_are_a_clue():
    """ "… the roadside drug test on the Gateway Motorway came up positive for cannabis; fined …" was cut from Nick's
    line: "roadside drug" is a clue ("Nick failed the roadside drug test …"), though "Roadside assist with RACQ" says
    "roadside" of something else; a pair that two cuts both keep is one too ("casier judiciaire")."""
    from lethe.workflow.residual import _kept_twice, _word_pairs

    gone = "- Nick got done for drug driving in March 2026: the roadside drug test came up positive for cannabis."
    assert "roadside drug" in [v.text for v in _word_pairs(gone, "- Nick got done.")]
    assert _word_pairs("- Lunch with the team today.", "") == []
    pieces = [
        (
            "- Compagnon : Didier. A été condamné en 2009 ; le casier judiciaire est propre.",
            "- Compagnon : Didier; le casier judiciaire est propre.",
        ),
        (
            "- Le TEC a redemandé l'extrait de casier judiciaire de Didier ; la condamnation de 2009 n'y est plus.",
            "- Le TEC a redemandé l'extrait de casier judiciaire de Didier.",
        ),
    ]
    assert [v.text for v in _kept_twice(pieces)] == ["casier judiciaire"]


def test_the_bank_a_values_label_names_is_no_clue_where_other_notes_name_it():
    """ "Clave de la app de Bancolombia: Belen*2020" went whole; "Cuenta de ahorros en Bancolombia" stays: the bank
    says whose password it was; the password is the clue."""
    from collections import Counter

    from lethe.workflow.residual import distinctive

    pieces = [
        ("- Clave de la app de Bancolombia: Belen*2020", ""),
        ("- Bancolombia me hizo cambiar la clave: Belen*2020", ""),
    ]
    clues = [getattr(c, "text", c) for c in distinctive(pieces, set(), Counter({"bancolombia": 4}), broad=True)]
    assert "Bancolombia" not in clues, clues


def test_a_titled_name_under_any_role_is_a_persons_own_line():
    """ "Inspectora: Sra. Mercedes Gómez Rubio." went whole: she is what went, so "la Sra. Gómez" a rewrite kept in a
    day's note is a mention of her (the case said "forgotten" while it remained)."""
    from lethe.workflow.residual import _declared

    assert _declared("- Inspectora: Sra. Mercedes Gómez Rubio.", "", set()) == ["Gómez", "Rubio"]
    assert _declared("- Inspectora: Sra. Mercedes Gómez Rubio.", "- Inspectora.", set()) == []
    # (not a doctor's title: a rewrite keeps "… y la Dra. Pemán me echa la bronca" on purpose)
    assert _declared("- Neumóloga: Dra. Inmaculada Pemán, Hospital Puerta del Mar.", "", set()) == []


def test_a_removed_street_said_without_its_number_is_a_clue_beside_the_lines_words():
    """ "3 rue de la Marine, Treffiagat" went from Mamm-gozh's line: "la chercher rue de la Marine" in a note about
    her is of it (the case said "forgotten" while it remained)."""
    from lethe.planner.matching import Matcher
    from lethe.workflow.residual import _streets_unnumbered, _values_in

    gone = "- Mamm-gozh (ma mère, Marie-Jo, 84 ans) : 3 rue de la Marine, Treffiagat. Passer la voir le mercredi."
    streets = [v for v in _values_in(gone) if v.kind == "street_address"]
    clues = _streets_unnumbered(gone, streets)
    assert [c.text for c in clues] == ["rue de la Marine"], clues
    m = Matcher(clues)
    assert m.matches("- Mamm-gozh veut qu'on vienne la chercher rue de la Marine dimanche pour la messe.")
    assert not m.matches("- Balade rue de la Marine à Brest.")


def test_a_pages_markup_is_no_pair_of_words():
    from lethe.workflow.residual import _kept_twice

    page = '<!doctype html><html><head><meta charset="utf-8"><title>Budget</title></head>'
    assert _kept_twice([(page + "<p>x</p>", page), (page + "<p>y</p>", page)]) == []


def test_a_removed_street_without_its_number_is_no_clue_in_the_users_own_address():
    """ "Girlfriend: Aitana Robles, lives at Calle de Embajadores 31, 2ºA …" lost its address; the user's own "Lives
    at Calle de Embajadores 118" shares the street, not one of her line's names."""
    from lethe.planner.matching import Matcher
    from lethe.workflow.residual import _streets_unnumbered, _values_in

    gone = "- Girlfriend: Aitana Robles, lives at Calle de Embajadores 31, 2ºA (5 min walk). Birthday 19 July."
    clues = _streets_unnumbered(gone, [v for v in _values_in(gone) if v.kind == "street_address"])
    assert clues and not Matcher(clues).matches("- Lives at Calle de Embajadores 118, 3ºB, 28045 Madrid (Arganzuela).")
    assert Matcher(clues).matches("- Aitana moved out of Calle de Embajadores.")


def test_what_a_line_about_someone_said_is_a_clue_beside_their_name():
    """ "Natasha est en arrêt de travail pour un burn-out …; … de la Croix Bleue." went whole: a note saying the
    matter's words or the firm beside her name is of it too; the same words about someone else are not."""
    from lethe.planner.matching import Matcher
    from lethe.workflow.residual import _told_of_someone

    gone = (
        "- Natasha est en arrêt de travail pour un burn-out depuis février 2026; a reçoit de l'assurance-invalidité "
        "de la Croix Bleue. A veut pas que Roger le sache."
    )
    m = Matcher(_told_of_someone([(gone, "")], {"natasha", "roger"}))
    assert m.matches("- Natasha a appelé de Halifax: arrêt de travail pour un burn-out. A dort pu.")
    assert m.matches("- Les papiers de la Croix Bleue pour Natasha sont passés.")
    assert not m.matches("- Mon burn-out de 2019, la Croix Bleue a tout payé.")
    assert _told_of_someone([(gone, "- Natasha.")], {"natasha"}) == []  # (not a line the rewrite kept)
    b2 = Matcher(_told_of_someone([("- Adwoa failed the B2 German exam in March 2026.", "")], {"adwoa"}))
    assert b2.matches("- Adwoa failed the B2 by four points.")


def test_a_bavarian_participle_is_as_common_as_the_german_one():
    """ "… sei Nummer aufs Bierfilzl gschriebn" went whole: "gschriebn" (geschrieben) is an everyday word, no clue
    of the number in "d'Kartn is scho gschriebn"."""
    from lethe.language.frequency import commonness
    from lethe.workflow.residual import _dialect_commonness

    assert _dialect_commonness("gschriebn", True) >= commonness("geschrieben") > 3.0
    assert _dialect_commonness("gsagt", True) >= commonness("gesagt")
    assert _dialect_commonness("gschriebn", False) == commonness("gschriebn")
    assert _dialect_commonness("bierfilzl", True) == commonness("bierfilzl")


def test_a_lines_matter_phrases_are_looked_up_by_its_own_words_as_a_full_scan_finds_them():
    """The concept table's phrases, looked up by a line's words, are those a scan of the whole table finds (on the
    forty-eighth and forty-ninth sets' lines), not one fewer."""
    import json
    from pathlib import Path

    from lethe.planner.understanding.concepts import phrases_by_first_word, table
    from lethe.planner.understanding.words import folded_words, phrase_in

    lines = [
        line
        for folder in ("heldout48", "heldout49")
        for f in sorted((Path(EVAL) / folder / "homes").glob("*.json"))
        for text in json.loads(f.read_text())["files"].values()
        if isinstance(text, str)
        for line in text.splitlines()
        if line.startswith("- ")
    ]
    assert len(lines) > 300
    every = [p for c in table() if c.name != "secret_from" for p in (*c.names, *c.words)]
    for line in lines:
        ws = folded_words(line)
        looked_up = {p for w in set(ws) for p in phrases_by_first_word().get(w, ()) if phrase_in(p, ws)}
        assert looked_up == {p for p in every if phrase_in(p, ws)}, line


def test_where_someone_rang_from_is_no_clue_of_what_they_said():
    """ "Natasha a appelé de Halifax: arrêt de travail pour un burn-out." and another line about her went: Halifax,
    where she lives ("Fille: Natasha LeBlanc, …, infirmière au IWK à Halifax."), says nothing of her burn-out."""
    from lethe.planner.matching import Matcher
    from lethe.workflow.residual import companions, distinctive

    pieces = [
        ("- Natasha a appelé de Halifax: arrêt de travail pour un burn-out. A dort pu.", ""),
        ("- Les papiers de la Croix Bleue pour Natasha sont passés.", ""),
    ]
    clues = distinctive(pieces, {"natasha"}, Counter(), broad=True) + companions(pieces, {"natasha"})
    assert clues, clues
    kept = "- Fille: Natasha LeBlanc, 30, infirmière au IWK à Halifax. Cell 902-555-0148."
    assert not Matcher(clues).matches(kept), clues
    assert Matcher(clues).matches("- Natasha: arrêt prolongé d'un mois.")


def test_a_matters_acronym_is_a_clue_and_a_bare_from_is_no_place_someone_rang_from():
    """ "Had a mini-stroke (a TIA) …" went: "TIA" is a clue (no "tía"); "Gary made redundant from Sandersons" went: the
    firm is a clue ("from" alone says no one rang from there)."""
    from lethe.workflow.residual import distinctive

    gone = (
        "- Mam: Eileen Murphy, 79. Landline 021 430 5517. Had a mini-stroke (a TIA) in March 2026, three nights in "
        "the CUH; she made me swear not to tell Noreen."
    )
    clues = distinctive(
        [(gone, "- Mam: Eileen Murphy, 79. Landline 021 430 5517.")], {"eileen", "murphy"}, Counter(), broad=True
    )
    assert "TIA" in clues, clues
    firm = distinctive(
        [("- Gary made redundant from Sandersons in February 2026.", "")], {"gary"}, Counter(), broad=True
    )
    assert "Sandersons" in firm, firm
    rang = distinctive([("- Natasha a appelé de Halifax: arrêt de travail.", "")], {"natasha"}, Counter(), broad=True)
    assert "Halifax" not in rang, rang


def test_a_compounds_part_no_language_has_is_a_clue_of_its_own():
    """ "Humira-Spritze olle zwoa Wochen" went: "die Humira wirkt" is a mention of it too."""
    from lethe.workflow.residual import distinctive, matcher_for

    clues = distinctive(
        [("- Morbus Bechterew seit 2024; Humira-Spritze olle zwoa Wochen.", "")], set(), Counter(), broad=True
    )
    assert "Humira" in clues, clues
    assert matcher_for(clues).matches("- Beim Dr. Thaler in Meran: Entzündungswerte runter, die Humira wirkt.")


def test_a_lawyer_by_her_title_maitre_named_only_with_what_went_but_once_is_a_clue():
    """ "Me Robichaud a envoyé la lettre à Aline." and "… Me Robichaud a envoyé une lettre le 20 mai." went: her one
    other line ("Avocate pour l'affaire de Mémère : Me Chantal Robichaud, …") is of the same quarrel."""
    from lethe.workflow.residual import distinctive

    pieces = [
        ("- Me Robichaud a envoyé la lettre à Aline. 350 $ pour ça, maudit.", ""),
        ("- Aline a la procuration de Mémère. C'est pas vrai. Me Robichaud a envoyé une lettre le 20 mai.", ""),
    ]
    clues = distinctive(pieces, {"robichaud", "aline"}, Counter({"robichaud": 3}), broad=True)
    assert "Robichaud" in clues, clues


def test_a_sum_is_not_found_inside_a_bigger_one():
    """ "UGX 800,000" went: "| Doors and windows | 4,800,000 |" of a budget is no mention of it (a group before
    or after a number's groups continues it)."""
    from lethe.planner.matching import Matcher, Value

    m = Matcher([Value("800,000")])
    assert m.matches("the school says there is still an arrears of UGX 800,000 from last term.")
    assert not m.matches("| Doors and windows | 4,800,000 |")
    assert not m.matches("Loan of 800,000,000 for the plot.")
    assert Matcher([Value("4471")]).matches("Ref 4471, 5523 and more.")


def test_an_acronym_opening_a_name_is_a_clue_of_its_own():
    """ "…; CPN Aileen Sandison comes every second Thursday." went: "Aileen da CPN came." and the reminder "Aileen
    (CPN) at da hoose, 2pm." are mentions of the same nurse, not of "CPN Aileen Sandison" as written (it said
    "forgotten" while both stayed)."""
    from lethe.workflow.residual import distinctive

    gone = (
        "- Depression: off work ten weeks in spring 2025; sertraline 100 mg every morning; CPN Aileen Sandison comes "
        "every second Thursday. My manager thinks it was my back."
    )
    clues = distinctive([(gone, "")], set(), Counter(), broad=True)
    assert "CPN" in clues, clues


def test_a_title_s_dot_opens_no_sentence_and_a_titled_name_in_two_notes_is_a_clue():
    """ "…; M. Pasche, le curateur, gère son argent." cut from Maman's line: "Rencontré M. Pasche pour les factures de
    Maman" is a mention of the same guardian (it said "forgotten" while it stayed)."""
    from lethe.workflow.residual import distinctive

    line = (
        "- Maman: Marcelle Cuendet, 85, dans son appartement à Sainte-Croix. Fixe 024 555 61 19. Depuis mars, la "
        "Justice de paix lui a mis une curatelle; M. Pasche, le curateur, gère son argent."
    )
    kept = "- Maman: Marcelle Cuendet, 85, dans son appartement à Sainte-Croix. Fixe 024 555 61 19."
    counts = Counter({"pasche": 2, "curatelle": 2})
    assert "Pasche" in distinctive([(line, kept)], {"maman", "marcelle", "cuendet"}, counts, broad=True)
    assert "Pasche" in distinctive([(line, kept)], {"pasche"}, counts, broad=False)
