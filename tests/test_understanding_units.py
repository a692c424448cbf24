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


@pytest.mark.parametrize(
    ("text", "hidden"),
    [
        ("I'm at Mam's for the summer. The credit union loan can't be showing up anywhere.", "credit union loan"),
        ("I don't want my dad to find out about the loan from aunt Nora.", "loan from aunt Nora"),
        ("J'aimerais mieux qu'il tombe pas sur l'affaire du souffleur.", "l'affaire du souffleur"),
        ("Mi viejo usa mi compu y no quiero que se entere de la guita que me prestó la tía Nora.", "la guita"),
        ("Mejor que no encuentre lo que pienso de su mujer.", "lo que pienso de su mujer"),
        ("Lena soll das mit der Kur nicht sehen.", "Kur"),
    ],
)
def test_someone_who_must_not_come_across_it_asks_to_forget_it(text, hidden):
    u = read(text)
    assert u.move is Move.REQUEST
    assert any(hidden in i.text for i in u.items), u.items


@pytest.mark.parametrize(
    "text", ["Do you remember my bank?", "My sister wants to see the photos from Lisbon.", "Tom can't find his keys."]
)
def test_seeing_or_finding_alone_is_no_request(text):
    assert read(text).move is not Move.REQUEST


def test_residual_short_numbers_count_only_with_context():
    clues = distinctive([("Room 142 at the clinic on Elm.", "")], set(), Counter())
    weak = [c for c in clues if isinstance(c, Value)]
    assert weak and all(not c.strong for c in weak)


def test_the_message_itself_says_what_it_is():
    notes = "# Memory\n- Physio for the left knee on Tuesdays.\n- Dentist moved to June 2.\n"
    d = derive(
        [SimpleNamespace(position=0, role="user", text="I'm done with physio for good, get rid of all of it.")],
        lambda: [("workspace/MEMORY.md", notes)],
    )
    assert d.outcome is Outcome.SUBJECT
    assert d.subject.descriptor == "everything about your physio"
    m = d.subject.matcher()
    assert m.matches("Physio for the left knee on Tuesdays.") and not m.matches("Dentist moved to June 2.")


def test_german_am_is_no_removal_verb_and_compounds_are_found():
    notes = (
        "# Memory\n- Freundin: Sabine Krause (Chor), 0176 5512 904.\n- Chorprobe verschoben auf Donnerstag.\n"
        "- Jonas hat angerufen, er kommt im April zu Besuch und bleibt bei mir.\n"
    )
    text = "Ich bin aus dem Chor ausgetreten. Alles, was damit zu tun hat, bitte raus."
    d = derive([SimpleNamespace(position=0, role="user", text=text)], lambda: [("workspace/MEMORY.md", notes)])
    assert d.outcome is Outcome.SUBJECT
    m = d.subject.matcher()
    assert m.matches("Chorprobe verschoben auf Donnerstag.")
    assert not m.matches("Jonas hat angerufen, er kommt im April.")
    from lethe.kinds.memory_notes import rewritten

    line = "- Freundin: Sabine Krause (Chor), 0176 5512 904."
    assert rewritten(line, m.spans(line)) == "- Freundin: Sabine Krause, 0176 5512 904."  # the friend stays


@pytest.mark.parametrize(
    ("line", "value", "left"),
    [
        ("- Sister: Anna (Leipzig).", "Leipzig", "- Sister: Anna."),
        ("- Kumpel: Malte, 0151 2290 6613; Kletterpartner.", "Kletterpartner", "- Kumpel: Malte, 0151 2290 6613."),
    ],
)
def test_an_aside_goes_alone(line, value, left):
    from lethe.kinds.memory_notes import rewritten
    from lethe.planner.matching import Matcher

    m = Matcher([Value(value)])
    assert rewritten(line, m.spans(line)) == left


def test_where_i_work_is_the_employer_followed_everywhere_not_the_work_section():
    notes = (
        "# Mémoire\n## Amis\n- Ami : Bastien Roy, 06 98 14 27 63 ; collègue chez Rhône Digital.\n"
        "## Travail\n- Cheffe de projet chez Rhône Digital ; manager : Karim Haddad.\n"
        "- Salaire : 52 000 € bruts annuels.\n"
    )
    d = derive(
        [SimpleNamespace(position=0, role="user", text="Oublie où je travaille.")],
        lambda: [("workspace/MEMORY.md", notes)],
    )
    assert d.outcome is Outcome.SUBJECT
    assert d.subject.descriptor == "your workplace"
    m = d.subject.matcher()
    assert not m.matches("Salaire : 52 000 € bruts annuels.")
    from lethe.kinds.memory_notes import rewritten

    line = "- Ami : Bastien Roy, 06 98 14 27 63 ; collègue chez Rhône Digital."
    assert rewritten(line, m.spans(line)).startswith("- Ami : Bastien Roy, 06 98 14 27 63")


@pytest.mark.parametrize(
    "text",
    ["Borra el número del carné de la biblioteca, esté donde esté.", "Efface le numéro de la carte de bibliothèque"],
)
def test_articles_inside_a_phrase_and_no_pronoun_in_an_article(text):
    (item,) = read(text).items
    assert item.attribute is not None and item.attribute.name == "library_card"
    assert item.owner.kind != "pronoun"


def test_context_words_are_found_with_or_without_accents():
    from lethe.planner.matching import Matcher

    m = Matcher([Value("2 de febrero", strong=False, kind="date", context=frozenset({"cumpleano"}))])
    assert m.matches("- Padre: Andrés Martín; cumpleaños el 2 de febrero.")
    assert not m.matches("- Factura pagada el 2 de febrero.")


def test_compounds_meet_their_parts_in_context_and_word_sets():
    from lethe.planner.matching import Matcher

    day = Matcher([Value("23.06.", strong=False, kind="date", context=frozenset({"zahnarzttermin"}))])
    assert day.matches("Wochenrückblick: Zahnarzt am 23.06., Tierarzt am 25.06.")
    assert not day.matches("Tierarzt mit Minka am 23.06.")
    pair = Matcher([Value("Zahnarzttermin Brandl", kind="stems")])
    assert pair.matches("Morgen 8:30 Zahnarzt (Dr. Brandl).")
    assert not pair.matches("Kumpel: Tobias Brandt, hilft beim Umzug.")


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("Drop the stuff about my bad back, it's been fine for months.", {"bad", "back"}),
        ("vergiss den Zahnarzttermin bitte, hab abgesagt", {"zahnarzttermin"}),
        ("olvida lo de mi perrita porfa, ya no la tengo", {"perrita"}),
    ],
)
def test_a_reason_after_the_request_is_not_part_of_it(text, words):
    (item,) = read(text).items
    assert set(item.words) <= words | {"stuff"}


FAMILY = """# Memory
- Kids: Nora (11) and Ben (8); Nora has piano on Wednesdays.
- Sister: Claire Whitaker in Denver; birthday Oct 9.
- Nora's piano recital Feb 21 at 6pm.
"""


def _family(*messages: str):
    turns = [SimpleNamespace(position=i, role="user", text=m) for i, m in enumerate(messages)]
    return derive(turns, lambda: [("workspace/MEMORY.md", FAMILY)])


def test_but_keep_is_kept_and_a_birthday_is_found_where_the_date_is_not_written():
    d = _family("Forget my sister's birthday, but keep that she's in Denver.")
    assert d.subject.descriptor == "your sister's birthday"
    m = d.subject.matcher()
    assert m.matches("Claire's birthday tomorrow.")  # the reminder says no date
    assert not m.matches("Claire Whitaker in Denver.")


def test_a_correction_to_a_wider_matter_replaces_the_request_and_siblings_stay():
    d = _family("Forget Nora's recital.", "Actually, her piano lessons in general. All of it.")
    m = d.subject.matcher()
    assert m.matches("Nora's piano recital Feb 21 at 6pm.") and m.matches("Nora has piano on Wednesdays.")
    from lethe.kinds.memory_notes import rewritten

    line = "- Kids: Nora (11) and Ben (8); Nora has piano on Wednesdays."
    assert rewritten(line, m.spans(line)) == "- Kids: Nora (11) and Ben (8)."


def test_one_thing_about_a_person_leaves_the_person():
    notes = (
        "# Memory\n- Schwester: Marie (studiert in Leipzig), Tel. 0157 3302 118.\n"
        "- Kumpel: Tobias Brandt, 0160 7781 245; hilft beim Umzug.\n"
        "- Son: Leo (8). Attends Maplewood Elementary, 3rd grade, teacher Ms. Ortiz.\n"
    )
    from lethe.kinds.memory_notes import rewritten

    def after(text: str, line: str) -> str:
        d = derive([SimpleNamespace(position=0, role="user", text=text)], lambda: [("workspace/MEMORY.md", notes)])
        m = d.subject.matcher()
        return rewritten(line, m.spans(line))

    text = "Zwei Sachen: vergiss, wo Marie studiert, und dass Tobias mir beim Umzug hilft."
    assert after(text, "- Schwester: Marie (studiert in Leipzig), Tel. 0157 3302 118.") == (
        "- Schwester: Marie, Tel. 0157 3302 118."
    )
    assert after(text, "- Kumpel: Tobias Brandt, 0160 7781 245; hilft beim Umzug.") == (
        "- Kumpel: Tobias Brandt, 0160 7781 245."
    )
    assert after("Scrap what you have on my kid's teacher.", notes.splitlines()[3]) == (
        "- Son: Leo (8). Attends Maplewood Elementary, 3rd grade."
    )


def test_leave_the_rest_is_kept():
    u = read("Olvida de cuántas semanas estoy, lo demás del embarazo déjalo.")
    assert [i.words for i in u.items] == [["semanas"]]
    assert u.kept


def test_the_name_of_a_place_is_not_someones_name():
    from lethe.planner.understanding.utterance import items_of

    (item,) = items_of("What was the name of that Thai place Priya told me about?", None)
    assert item.attribute is None and "thai" in item.words


def test_the_second_one_of_the_assistants_list():
    notes = "# Memoria\n- Amiga: Marta Ruiz, 655 21 90 43.\n- Amigo: Javier Ortega, 699 48 12 07.\n"
    turns = [
        SimpleNamespace(position=0, role="user", text="¿Qué teléfonos de amigos tienes guardados?"),
        SimpleNamespace(position=1, role="assistant", text="Tengo los de Marta y Javier."),
        SimpleNamespace(position=2, role="user", text="Olvida el segundo."),
    ]
    d = derive(turns, lambda: [("workspace/MEMORY.md", notes)])
    assert d.subject.descriptor == "Javier's phone number"
    m = d.subject.matcher()
    assert m.matches("Amigo: Javier Ortega, 699 48 12 07.") and not m.matches("Amiga: Marta Ruiz, 655 21 90 43.")


@pytest.mark.parametrize("text", ["Olvida los teléfonos de mis amigos", "Vergiss die Adressen meiner Eltern"])
def test_plurals_name_the_same_fact(text):
    assert read(text).items[0].attribute is not None


def test_his_or_her_is_the_person_the_conversation_named_last():
    notes = "# Memoria\n- Amiga: Marta Ruiz, 655 21 90 43.\n- Compañero: Nacho Beltrán, 634 77 10 52.\n"
    turns = [
        SimpleNamespace(position=0, role="user", text="¿Qué tienes guardado de Nacho?"),
        SimpleNamespace(position=1, role="assistant", text="Que es Nacho Beltrán, compañero de trabajo."),
        SimpleNamespace(position=2, role="user", text="Vale, pues su teléfono quítalo."),
    ]
    d = derive(turns, lambda: [("workspace/MEMORY.md", notes)])
    assert d.subject.descriptor == "Nacho's phone number"


def test_the_city_of_a_removed_address_is_no_clue_on_its_own():
    clues = distinctive([("Mom: Patricia Blake, 4410 Crestview Dr, Spokane; birthday Feb 7.", "")], set(), Counter())
    texts = [c.text if isinstance(c, Value) else c for c in clues]
    assert "Spokane" not in texts and any("4410" in t for t in texts)


PEOPLE_AND_WORK = """# Memory
- Headhunterin: Miriam Falk von Kessler Personal, m.falk@kessler-personal.de.
- Beworben: Otto Group (Senior Controlling), Aurubis (Finanzanalystin).
- Absage von Aurubis; Miriam schickt mir zwei neue Stellen.
- Mein Ex: Sven Ahrens, 0171 5523 908; hat Mila jedes zweite Wochenende.
"""


def _conversation(*turns: tuple[str, str]):
    said = [SimpleNamespace(position=i, role=role, text=text) for i, (role, text) in enumerate(turns)]
    return derive(said, lambda: [("workspace/MEMORY.md", PEOPLE_AND_WORK)])


def test_everything_about_her_is_the_person_the_assistant_just_named_and_only_her_part_of_a_line():
    d = _conversation(
        ("assistant", "Das war Miriam Falk von Kessler Personal."), ("user", "Genau die. Vergiss alles über sie.")
    )
    s = d.subject
    assert s is not None and "Miriam" in [v.text for v in s.values]  # her name, wherever it is written
    assert "Miriam schickt mir zwei neue Stellen." in s.anchors and "Absage von Aurubis;" not in s.anchors
    assert not any("Otto" in v.text for v in s.values)  # not everything she dealt with


def test_everything_about_him_after_his_number_widens_to_the_person():
    d = _conversation(
        ("user", "Vergiss die Nummer von meinem Ex."), ("user", "Eigentlich alles über ihn. Der ist Geschichte.")
    )
    assert d.subject is not None and {"Sven", "Sven Ahrens"} <= {v.text for v in d.subject.values}


def test_people_listed_under_a_heading_that_says_who_they_are():
    from lethe.planner.understanding.corpus import build

    notes = "# Memory\n\n## Freundinnen\n- Jule Martens: 0176 2231 4480; Laufgruppe.\n- Anke Sommer: 0152 7719 0365.\n"
    notes += "\n## Friends\n- Niamh Doyle (neighbour), 087 661 2048.\n\n## Health\n- Mild asthma.\n"
    people = build([("workspace/MEMORY.md", notes)]).people
    assert {p.first for p in people.with_relation("friend")} == {"Jule", "Anke"}
    assert [p.first for p in people.with_relation("neighbor")] == ["Niamh"]  # her own word wins


def test_nee_is_no_and_never_a_typo_of_nee():
    u = read("Nee, sorry, ich meinte Ankes.")
    assert u.move is Move.CORRECT and all(i.attribute is None for i in u.items)


def test_wherever_you_have_got_it_is_no_second_item():
    u = read("Forget Declan's mobile number, wherever you've got it.")
    assert len(u.items) == 1 and u.items[0].attribute.name == "phone"


@pytest.mark.parametrize(
    ("text", "children"),
    [
        ("Single mom to Jonah (8).", ["Jonah"]),
        ("Vater von Mila und Ben.", ["Mila", "Ben"]),
        ("madre de Vera y Pablo", ["Vera", "Pablo"]),
        ("mom of two boys", []),
    ],
)
def test_the_user_as_a_parent_declares_the_children(text, children):
    from lethe.planner.understanding.corpus import declarations

    assert [n for rel, n in declarations(text) if rel == "child"] == children


@pytest.mark.parametrize(
    ("text", "vague"),
    [("Forget all the job-hunting stuff.", False), ("forget the wedding stuff", False), ("forget something", True)],
)
def test_stuff_is_vague_only_when_nothing_says_what(text, vague):
    assert read(text).vague is vague


def test_a_delete_verb_with_its_object_inside_points_back_and_its_reason_is_no_part():
    u = read("Uy, bórralo, que me he equivocado de número.")
    assert u.move is Move.REQUEST and [i.kind.value for i in u.items] == ["pointer"]


@pytest.mark.parametrize(
    ("text", "names"),
    [
        ("my contact lens prescription", ["eyesight"]),
        ("my prescription", ["medication"]),
        ("my job search", ["job_search"]),
    ],
)
def test_a_matter_named_inside_a_longer_name_is_not_meant(text, names):
    from lethe.planner.understanding.concepts import named_in

    assert [c.name for c in named_in(text)] == names


def test_two_people_with_one_first_name_are_asked_about_by_full_name():
    notes = "# Memory\n- Mann: Thomas Krüger, 0172 448 1930.\n- Kollege: Thomas Kern, 0163 8820 451.\n"
    turns = [SimpleNamespace(position=0, role="user", text="Vergiss Thomas' Nummer.")]
    d = derive(turns, lambda: [("workspace/MEMORY.md", notes)])
    assert d.outcome is Outcome.CLARIFY
    assert d.candidates == ["Thomas Krüger (husband)", "Thomas Kern (colleague)"]
    assert not any(any(c.isdigit() for c in name) for name in d.candidates)


def test_an_account_named_by_its_last_digits_is_a_value():
    from lethe.planner.understanding.values import find_values

    assert [(v.kind.value, v.raw) for v in find_values("Current account ending 6612.")] == [("account_number", "6612")]
    assert [v.kind.value for v in find_values("Revolut card ending 4471.")] == ["card"]


def test_a_german_compound_of_a_removed_noun_is_a_residual_clue(tmp_path):
    """After "Hüfte schmerzt" went, "Hüftprothese im September" is the same hip; "Hüttenwanderung" is not."""
    from lethe.assistant_home.layout import Home
    from lethe.workflow.residual import compounds, word_counts

    notes = tmp_path / "workspace" / "memory"
    notes.mkdir(parents=True)
    (notes / "2026-05-26.md").write_text(
        "# 2026-05-26\n- Traudl: Hüftprothese im September geplant.\n- Hüttenwanderung mit Fritz.\n"
        "- Die Hüfte von Opa war nie ein Thema.\n",
        encoding="utf-8",
    )
    home = Home.at(tmp_path)
    longer: dict = {}
    word_counts(home, {"hufte", "schmerzt"}, heads=frozenset({"huft", "nier"}), longer=longer)
    assert compounds(["Hüfte", "schmerzt", Value("0170 884 2219")], longer) == ["Hüftprothese"]
    assert compounds(["Niere"], longer) == []
