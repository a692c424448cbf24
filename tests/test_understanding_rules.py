"""Rules of understanding and rewriting added from round 3's misses, each checked on its own: what a rewrite
cuts around a value, which number a clue is not, who a contact is, which request asks for a place's name."""

from __future__ import annotations

from collections import Counter
from types import SimpleNamespace

import pytest

from lethe.kinds.memory_notes import rewritten
from lethe.planner.matching import Matcher, Value
from lethe.planner.subject import Outcome
from lethe.planner.understanding.corpus import build, notes_people
from lethe.planner.understanding.derive import derive
from lethe.planner.understanding.utterance import ItemKind, Move, places_in, read


def _derive(request: str, notes: dict[str, str]):
    turns = [SimpleNamespace(position=0, role="user", text=request)]
    return derive(turns, lambda: list(notes.items()))


def _derive_after(request: str, answer: str, notes: dict[str, str], status: str = "needs_clarification"):
    """A request, the plan's reply to it (`status`), then the user's next message."""
    turns = [
        SimpleNamespace(position=0, role="user", text=request),
        SimpleNamespace(position=1, role="toolResult", tool_name="forget.plan", text=f'{{"status": "{status}"}}'),
        SimpleNamespace(position=2, role="user", text=answer),
    ]
    return derive(turns, lambda: list(notes.items()))


@pytest.mark.parametrize(
    ("line", "left"),
    [
        ("- Bank of Scotland current account ending 6612.", "- Bank of Scotland current account."),
        (
            "- Council tax direct debit comes out of the account ending 6612 on the 1st.",
            "- Council tax direct debit comes out of the account on the 1st.",
        ),
        ("- Girokonto bei der Sparkasse, Karte endet auf 6612.", "- Girokonto bei der Sparkasse, Karte."),
    ],
)
def test_last_digits_go_and_the_account_they_end_stays(line, left):
    assert rewritten(line, Matcher([Value("6612")]).spans(line)) == left


@pytest.mark.parametrize(
    ("line", "left"),
    [
        (
            "- Mi padre: Vicent Ferrer, 74; cáncer de próstata, en tratamiento en el Hospital La Fe (Dr. Aranda).",
            "- Mi padre: Vicent Ferrer, 74; cáncer de próstata, en tratamiento (Dr. Aranda).",
        ),
        (
            "- A papá le confirman el cáncer en el Hospital La Fe; empieza radioterapia en febrero.",
            "- A papá le confirman el cáncer; empieza radioterapia en febrero.",
        ),
    ],
)
def test_a_place_that_is_the_fact_goes_with_the_phrase_placing_it(line, left):
    assert rewritten(line, Matcher([Value("Hospital La Fe", where=True)]).spans(line)) == left


def test_a_name_of_a_topic_still_takes_its_clause():
    line = "Week in review: tasting booked at Fig & Thistle; ran 10k."
    assert rewritten(line, Matcher([Value("Fig & Thistle")]).spans(line)) == "ran 10k."


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("plate K-SK 2207", True),
        ("K-SK-2207 is the car", True),
        ("- Name: Sabine Krüger, geb. 22.07.1987; Köln.", False),  # a date of birth holds no plate number
        ("1.400,50 € back", False),
    ],
)
def test_a_number_is_never_found_as_part_of_a_dotted_number(text, found):
    value = "2207" if "2207" in text or "22.07" in text else "1400"
    assert Matcher([Value(value, kind="compact")]).matches(text) is found


def test_a_contact_entry_names_a_person_whoever_reads_the_notes():
    notes = [
        (
            "workspace/MEMORY.md",
            "# Memory\n## Choir\n- Elspeth Rae, 0131 496 0784; sings with me on Thursdays.\n"
            "- Kestrel, phase two: kickoff in May.\n",
        )
    ]
    full = notes_people(build(notes))
    assert "elspeth" in full and "kestrel" not in full  # a project is no contact: no phone, no email
    assert notes_people(build(notes, keep=lambda text: False)) == full


@pytest.mark.parametrize(
    "text",
    [
        "Delete that packing list you made me for the cruise",
        "lösch die Packliste, die du mir gemacht hast",
        "borra la lista que me hiciste",
        "efface la liste que tu m'as faite",
    ],
)
def test_a_list_the_assistant_made_is_one_of_its_pages(text):
    assert places_in(text) == {"pages"}


@pytest.mark.parametrize("text", ["forget my shopping list", "I'm on the waiting list", "the plan for Sunday"])
def test_a_list_alone_is_no_place(text):
    assert places_in(text) == frozenset()


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("Olvida en qué hospital tratan a mi padre", "hospital"),
        ("forget which clinic my mum goes to", "hospital"),
        ("Vergiss, in welchem Krankenhaus meine Oma liegt", "hospital"),
        ("oublie dans quelle université étudie ma fille", "university"),
        ("forget what my dad has", None),
    ],
)
def test_which_place_is_asked_for(text, kind):
    items = read(text).items
    assert items and items[0].which == kind


def test_which_hospital_takes_its_name_and_leaves_the_illness():
    notes = {
        "workspace/MEMORY.md": "# Memoria\n## Familia\n- Mi padre: Vicent Ferrer, 74; cáncer de próstata, en "
        "tratamiento en el Hospital La Fe (Dr. Aranda, oncología).\n",
        "workspace/memory/2026-01-29.md": "# 2026-01-29\n- A papá le confirman el cáncer en el Hospital La Fe.\n",
    }
    d = _derive("Olvida en qué hospital tratan a mi padre; lo demás déjalo.", notes)
    assert d.outcome is Outcome.SUBJECT
    assert [v.text for v in d.subject.values] == ["Hospital La Fe"] and d.subject.values[0].where
    assert d.subject.descriptor == "your father's hospital"


def test_a_matter_of_someone_leaves_the_head_of_their_line():
    notes = {"workspace/MEMORY.md": "# Memoria\n- Mi padre: Vicent Ferrer, 74; cáncer de próstata, en tratamiento.\n"}
    d = _derive("Olvida que mi padre está enfermo.", notes)
    assert d.outcome is Outcome.SUBJECT
    assert d.subject.anchors == ["cáncer de próstata, en tratamiento."]


@pytest.mark.parametrize(
    ("text", "attribute", "relation"),
    [
        ("olvida el tlf d mi hermano porfa", "phone", "brother"),
        ("Vergiss, wie meine Ärztin heißt", "name", "doctor"),
        ("Efface tout ce qui concerne mon mec.", None, "boyfriend"),
        ("Olvida todo lo de mi consejera.", None, "therapist"),
    ],
)
def test_everyday_words_for_people_and_their_details(text, attribute, relation):
    item = read(text).items[0]
    assert (item.attribute.name if item.attribute else None) == attribute
    assert item.owner.word == relation


def test_a_typo_is_not_repeated_in_the_plan():
    notes = {
        "workspace/MEMORY.md": "# Memory\n- Booked the Hebrides cruise, 8–15 September (Oban to Oban).\n",
        "workspace/memory/2026-05-01.md": "# 2026-05-01\n- Cruise deposit paid.\n",
    }
    d = _derive("forget everything about the crusie", notes)
    assert d.outcome is Outcome.SUBJECT and "cruise" in d.subject.descriptor and "crusie" not in d.subject.descriptor


def test_what_the_request_keeps_is_no_residual_clue():
    notes = {
        "workspace/MEMORY.md": "# Memory\n- Salary €58,000; probation ends 31 July.\n- Probation review went well.\n"
    }
    d = _derive("Forget when my probation ends, but keep that the review went well.", notes)
    assert d.outcome is Outcome.SUBJECT and d.subject.asked == []


def test_what_the_user_says_stays_is_kept_and_no_residual_clue():
    """ "Alles andere über ihn — Fußball, die Lebara-Aufladung — bleibt.": a sentence ending 'bleibt' keeps."""
    items = read("Lösch nur Kubas Handynummer. Alles andere über ihn — Fußball, die Lebara-Aufladung — bleibt.")
    assert len(items.items) == 1 and items.kept
    notes = {
        "workspace/MEMORY.md": (
            "# Memory\n- Kuba: own phone since his birthday, +31 6 3390 5521; football at RKVV Woensel.\n"
            "- Gave him his own phone: +31 6 3390 5521 (Lebara prepaid, I top it up €10 a month).\n"
        )
    }
    d = _derive("Lösch nur Kubas Handynummer. Alles andere über ihn — Fußball, die Lebara-Aufladung — bleibt.", notes)
    assert d.outcome is Outcome.SUBJECT, (d.outcome, d.question, d.candidates)
    assert {"lebara", "aufladung", "fussball"} <= {k.replace("ß", "ss") for k in d.subject.kept}, d.subject.kept


def test_a_sentence_that_adds_to_the_request_is_part_of_it():
    items = read("Can you forget my salary and the stock options thing? Oh, and how Clara and I split the rent.").items
    assert [i.words for i in items][-1] == ["clara", "split", "rent"]  # one item: "Clara and I" is no list
    assert len(read("Forget my address. It's embarrassing. And my phone too.").items) == 2


def test_what_a_request_still_needs_is_no_added_item():
    items = read("Vergiss, dass Malte mein Kletterpartner ist – seine Nummer brauch ich aber noch.").items
    assert len(items) == 1


def test_only_what_follows_everything_about_is_a_topic():
    items = read("Forget my personal email, my cell number, and everything about the mortgage.").items
    assert [i.attribute.name if i.attribute else None for i in items] == ["email", "phone", None]
    assert [i.topic for i in items] == [False, False, True]


def test_a_number_named_by_its_own_words_is_never_just_a_phone():
    notes = {
        "workspace/MEMORY.md": "# Memory\n- Phone +34 612 448 903; email ines@example.com.\n- Visa/NIE: Y4829173T.\n"
    }
    d = _derive("Could you forget my residency number?", notes)
    assert d.outcome is Outcome.SUBJECT and [v.text for v in d.subject.values] == ["Y4829173T"]
    nothing = _derive("Forget my locker number.", notes)
    assert nothing.outcome is Outcome.NOTHING  # not the phone number: no such number is stored
    whose = _derive("Forget Margaret's number.", {"workspace/MEMORY.md": "# M\n- Margaret Dunlop, 0131 496 0321.\n"})
    assert whose.outcome is Outcome.SUBJECT and whose.subject.values[0].kind == "phone"


def test_a_plate_in_two_groups_is_one_value():
    notes = {"workspace/MEMORY.md": "# Memory\n- Car: red Kia Niro, reg MA21 XRT.\n- Booked the car in for a tyre.\n"}
    d = _derive("forget my car registration", notes)
    assert d.outcome is Outcome.SUBJECT and [v.text for v in d.subject.values] == ["MA21 XRT"]


def test_a_round_sum_is_found_in_thousands():
    m = Matcher([Value("€46,000", kind="money")])
    assert m.matches("<td>Marea</td><td>€46k</td>") and not m.matches("Typeform offer: €58k")
    assert m.candidate_lines("a\nMarea €46k") == {1}


def test_a_word_the_notes_write_is_no_typo():
    notes = {"workspace/MEMORY.md": "# Memoria\n- Pilates martes y jueves.\n- Coche: Seat Ibiza, matrícula 4821 KLM.\n"}
    d = _derive("Borra lo del pilates, porfa.", notes)
    assert d.outcome is Outcome.SUBJECT and "pilates" in d.subject.descriptor
    assert "4821 KLM" not in [v.text for v in d.subject.values]


def test_a_lawyer_named_in_full_is_followed_by_her_surname():
    notes = {
        "workspace/MEMORY.md": "# Mémoire\n- Divorce en cours ; avocate Maître Claire Besson.\n"
        "- Hôpital : suivi à l'Hospital Virgen Macarena.\n- Sœur : Macarena.\n",
    }
    d = _derive("oublie tout ce qui touche à mon divorce", notes)
    texts = [v.text for v in d.subject.values]
    assert "Besson" in texts and "Macarena" not in texts


def test_forget_about_him_is_the_person_just_named():
    notes = {"workspace/MEMORY.md": "# Memory\n- Yusuf Demir, 0152 9917 3306; my flatmate until 2025.\n"}
    turns = [
        SimpleNamespace(position=0, role="user", text="Yusuf and I had a massive fight. We're not speaking anymore."),
        SimpleNamespace(position=1, role="assistant", text="I'm sorry. Do you want to talk about it?"),
        SimpleNamespace(position=2, role="user", text="Not really. Just forget about him."),
    ]
    d = derive(turns, lambda: list(notes.items()))
    assert d.outcome is Outcome.SUBJECT and "0152 9917 3306" in " ".join(d.subject.anchors)


def test_one_first_name_with_two_last_names_asks_which():
    notes = {
        "workspace/MEMORY.md": "# Memory\n- Nephew: Sam Webb (19), 218-555-0122.\n"
        "- Teacher at Roosevelt High; department head is Sam Ortiz (cell 612-555-0178).\n"
    }
    d = _derive("Forget Sam's number.", notes)
    assert d.outcome is Outcome.CLARIFY and sorted(d.candidates) == ["Sam Ortiz", "Sam Webb (nephew)"]


def test_a_street_written_in_lower_case_is_an_address_with_its_flat():
    from lethe.language.values import find_values
    from lethe.planner.understanding.values import place_end

    line = "- Madre: Pilar Ortega, calle Feria 22, 3ºB, Sevilla; llama los domingos."
    [street] = [v for v in find_values(line) if v.kind == "street_address"]
    assert line[street.start : place_end(line, street.end)] == "calle Feria 22, 3ºB, Sevilla"
    assert not [v for v in find_values("quedamos en la plaza Mayor") if v.kind == "street_address"]


def test_the_little_one_is_a_child_and_their_daycare_a_school():
    notes = {"workspace/MEMORY.md": "# Memory\n- Sohn: Emil (3), Kita Sonnenkäfer in der Lützner Straße.\n"}
    d = _derive("Vergiss bitte, in welche Kita der Kleine geht.", notes)
    assert d.outcome is Outcome.SUBJECT and [v.text for v in d.subject.values] == ["Sonnenkäfer"]
    assert Matcher(d.subject.values).matches("- Sonnenkäfer-Sommerfest am 20. Juni.")
    assert not Matcher([Value("Jean")]).matches("Jean-Pierre called.")


def test_where_someone_works_is_the_name_of_their_workplace():
    notes = {
        "workspace/MEMORY.md": "# Memory\n- Husband: Daniel Bello, works nights at the Royal Mail depot in Trafford"
        " Park.\n- Daughter: Zara (10).\n"
    }
    d = _derive("cn you forgt where my husbnd works", notes)
    assert d.outcome is Outcome.SUBJECT and d.subject.descriptor == "where your husband works"
    assert [v.text for v in d.subject.values] == ["Royal Mail", "Trafford Park"]


def test_a_number_someone_elses_line_gives_is_not_the_users():
    notes = {
        "workspace/MEMORY.md": "# Speicher\n- Steuerberaterin: Petra Kühn, 0341 926 4410.\n"
        "- Handy 0176 4431 2287; E-Mail jonas@example.de.\n",
        "workspace/memory/2026-05-28.md": "# 2026-05-28\n- Rückruf von 0341 926 4410 wegen der Nachzahlung.\n",
    }
    d = _derive("Lösch meine Handynummer aus deinem Gedächtnis.", notes)
    assert d.outcome is Outcome.SUBJECT and [v.text for v in d.subject.values] == ["0176 4431 2287"]


def test_something_done_together_is_found_on_the_other_persons_line():
    notes = {"workspace/MEMORY.md": "# Memory\n- Ex-wife: Kelly Webb; handoffs at the Lake Street Target car park.\n"}
    d = _derive("Forget the place where we do the handoffs.", notes)
    assert d.outcome is Outcome.SUBJECT


def test_parents_share_their_landline_and_slang_asks_to_forget():
    notes = {
        "workspace/MEMORY.md": "# Speicher\n- Eltern: Heike und Rainer Brandt in Chemnitz; Festnetz 0371 556 812.\n"
    }
    d = _derive("vergiss die Festnetznummer meiner Eltern", notes)
    assert d.outcome is Outcome.SUBJECT and [v.text for v in d.subject.values] == ["0371 556 812"]
    assert read("Vire-moi le code de l'antivol, je l'ai filé à trop de monde.").items[0].attribute.name == "code"


def test_a_fight_is_found_where_the_notes_say_they_argued():
    notes = {
        "workspace/memory/2026-04-17.md": "# 2026-04-17\n- Felix and I argued about moving in together.\n"
        "- Bought new running shoes.\n"
    }
    d = _derive("Forget the fight we had about moving in.", notes)
    assert d.outcome is Outcome.SUBJECT and d.subject.anchors == ["Felix and I argued about moving in together."]


def test_someones_illness_takes_their_lines_in_the_words_of_illness():
    notes = {
        "workspace/MEMORY.md": "# Memory\n- Dad: Tunde Bello, 71.\n- Brother: Femi Bello.\n- Friend: Grace Obi.\n",
        "workspace/memory/2026-01-16.md": "# 2026-01-16\n- Dad's biopsy results came back: they want to start chemo.\n",
        "workspace/memory/2026-04-29.md": "# 2026-04-29\n- Femi did the hospital run today; Dad was sick in the car "
        "park.\n- Running club with Grace.\n",
        "workspace/memory/2026-05-02.md": "# 2026-05-02\n- Grace is in hospital with a broken wrist.\n",
        "workspace/memory/2026-05-13.md": "# 2026-05-13\n- Dad's 71st birthday lunch at Nando's.\n",
    }
    d = _derive("Can you forget everything to do with my dad's cancer?", notes)
    assert d.outcome is Outcome.SUBJECT
    said = " ".join(d.subject.anchors)
    assert "hospital run" in said and "biopsy" in said
    assert "broken wrist" not in said and "birthday" not in said and "Running club" not in said


def test_a_relation_word_right_after_someones_label_says_what_they_are():
    notes = {"workspace/MEMORY.md": "# Mémoire\n- Sandrine Roux : collègue à Estuaire Habitat, 06 12 45 78 03.\n"}
    d = _derive("Oublie le numéro de Sandrine.", notes)
    assert d.outcome is Outcome.SUBJECT and [v.text for v in d.subject.values] == ["06 12 45 78 03"]


_CODES = {
    "workspace/MEMORY.md": "# Memory\n- Padre: Vicente Ferrer.\n- Madre: Pilar Mas.\n"
    "- Alarma de casa de los papás: 7721A.\n- Bike lock: 3-9-1-4.\n- WLAN: Kellerkatze5G / pw: neukoelln-4ever-77\n"
    "- Code du portail : 2580B. Alarme : 193748.\n",
    "workspace/memory/2026-01-07.md": '# 2026-01-07\n- Zavala: pickup password is "tamarindo"; Rafa authorized.\n',
}


@pytest.mark.parametrize(
    ("request_text", "value", "label"),
    [
        ("¿Puedes olvidar el código de la alarma de casa de mis padres?", "7721A", "your parents' alarm code"),
        ("Die Zahlenkombi von meinem Fahrradschloss, weg damit.", "3-9-1-4", "your bike lock code"),
        ("pls delet the wifi pasword from ur notes, kai's gf keeps asking lol", "neukoelln-4ever-77", "the wifi code"),
        ("Oublie le code du portail.", "2580B", "the gate code"),
        ("Forget the pre-K pickup password.", "tamarindo", "the pickup code"),
    ],
)
def test_a_code_is_found_by_what_it_opens(request_text, value, label):
    d = _derive(request_text, _CODES)
    assert d.outcome is Outcome.SUBJECT, d
    assert [v.text for v in d.subject.values] == [value] and d.subject.descriptor == label


def test_an_alarm_code_is_no_reminder():
    assert places_in("el código de la alarma de casa") == frozenset()
    assert places_in("the alarm code") == frozenset()
    assert places_in("borra la alarma de las 7") == frozenset({"reminders"})


def test_a_no_inside_an_added_sentence_is_a_negation_and_not_either_adds_nothing():
    assert read("¿Y la revisión de junio? Eso también, que no me salte el aviso.", after_question=False).move.value in (
        "add",
    )
    assert read("No, her number too.").move.value == "correct"
    d = _derive(
        "Vergiss bitte, dass Paul ADHS hat. Das soll nirgends mehr auftauchen, auch nicht im Wochenrückblick.",
        {"workspace/MEMORY.md": "# Memory\n- Sohn: Paul (11). ADHS, Medikinet 10 mg.\n- Paul: Fußball dienstags.\n"},
    )
    assert d.outcome is Outcome.SUBJECT


def test_what_is_added_after_someones_matter_is_theirs_first():
    notes = {
        "workspace/MEMORY.md": "# Memoria\n- Padre: Vicente Ferrer, 71.\n"
        "- Papá: bypass coronario triple el 14/04. Revisión el 16/06.\n",
        "workspace/memory/2026-04-14.md": "# 2026-04-14\n- Operación de papá: bypass triple, 5 h. Todo bien.\n",
        "workspace/memory/2026-04-29.md": "# 2026-04-29\n- Revisión con la Dra. Llorens: seguimos con 50 mg.\n",
    }
    turns = [
        SimpleNamespace(position=0, role="user", text="Olvida lo de la operación de mi padre."),
        SimpleNamespace(position=1, role="user", text="¿Y la revisión de junio? Eso también."),
    ]
    d = derive(turns, lambda: list(notes.items()))
    assert d.outcome is Outcome.SUBJECT
    said = " ".join(d.subject.anchors)
    assert "bypass" in said and "Llorens" not in said


def test_a_dose_left_beside_the_removed_words_is_a_residual_clue():
    from lethe.workflow.residual import distinctive

    clues = distinctive([("- Dra. Llorens: seguimos con sertralina 50 mg.", "")], set(), Counter())
    dose = [c for c in clues if isinstance(c, Value) and c.text == "50 mg"]
    assert dose and not dose[0].strong
    m = Matcher(dose)
    assert m.spans("- Revisión con la Dra. Llorens: seguimos con 50 mg.")
    assert not m.spans("- Ibuprofeno 50 mg para la rodilla.")


@pytest.mark.parametrize(
    "text",
    [
        "I completely forgot to answer Graham about the mould. Can you help me write him an email?",
        "Ich hab schon wieder vergessen, wann Friedas Elternabend ist. Kannst du kurz nachschauen?",
        "Se me olvidó el cargador del portátil en el coworking, qué desastre.",
        "J'ai complètement oublié l'anniversaire de ma sœur hier, je suis nul.",
        "« Pardonner, ce n'est pas oublier », disait ma grand-mère… Bref. Tu peux me rappeler la date ?",
        "Don't let me forget to pay Kai back for Spotify this month.",
        "ugh forget it, never mind, he likes his teacher. what time is his class on Saturday again?",
    ],
)
def test_the_users_own_forgetting_a_reminder_or_a_quotation_is_no_request(text):
    assert read(text).move.value == "none"


@pytest.mark.parametrize(
    "text",
    [
        "I want you to forget my address",
        "Kannst du meine Adresse vergessen?",
        "Ich möchte, dass du meine Adresse vergisst.",
        "Je veux que tu oublies mon adresse",
        "Me gustaría que olvidaras mi número",
        "Olvida mi dirección",
    ],
)
def test_asking_the_assistant_to_forget_still_is(text):
    assert read(text).move.value == "request"


_STEFAN = {
    "workspace/MEMORY.md": "# Memory\n- Bruder Stefan (Karlsruhe): Handy 0157 3921 4406 (neu seit April); alte Nummer "
    "0176 5530 1187 geht noch bis Juni.\n- Stefan hat im Feb 3.000 € von mir geliehen (Spielschulden).\n",
    "workspace/memory/2026-02-11.md": "# 2026-02-11\n- Stefan angerufen: braucht 3.000 €, Spielschulden.\n",
    "workspace/memory/2026-02-25.md": "# 2026-02-25\n- Stefan: 500 € zurück, Rest 2.500 €.\n",
    "workspace/memory/2026-04-02.md": "# 2026-04-02\n- Stefan: neue Handynummer 0157 3921 4406.\n",
    "workspace/memory/2026-05-13.md": "# 2026-05-13\n- Stefan: wieder 500 € zurück, Rest 2.000 €.\n"
    "- Miete 500 € bezahlt.\n",
}


def test_what_the_user_told_about_someone_in_a_month_is_that_matter_wherever_it_goes_on():
    turns = [
        SimpleNamespace(position=0, role="user", text="Hab heute lange mit Stefan telefoniert."),
        SimpleNamespace(
            position=1, role="user", text="Was ich dir im Februar über ihn und das Geld erzählt hab, vergiss das."
        ),
    ]
    d = derive(turns, lambda: list(_STEFAN.items()))
    assert d.outcome is Outcome.SUBJECT and d.subject.descriptor == "what you told me about Stefan in February"
    said = " ".join(d.subject.anchors)
    assert "Spielschulden" in said and "Rest 2.000" in said and "500 € zurück" in said
    assert "Handy" not in said and "Miete" not in said


def test_a_relation_and_a_name_as_a_label_declare_someone():
    from lethe.planner.understanding.corpus import declarations

    assert ("brother", "Stefan") in declarations("- Bruder Stefan (Karlsruhe): Handy 0157 3921 4406.")


def test_only_the_old_one_keeps_the_new_number():
    turns = [
        SimpleNamespace(position=0, role="user", text="Lösch bitte Stefans Handynummer."),
        SimpleNamespace(position=1, role="user", text="Moment, nur die alte! Die neue brauch ich noch."),
    ]
    d = derive(turns, lambda: list(_STEFAN.items()))
    assert d.outcome is Outcome.SUBJECT and [v.text for v in d.subject.values] == ["0176 5530 1187"]


def test_an_amount_after_a_month_is_no_day():
    from lethe.language.values import find_values

    assert [v.kind for v in find_values("Stefan hat im Feb 3.000 € von mir geliehen.")] == ["money"]


@pytest.mark.parametrize(
    ("text", "attribute"),
    [
        ("Mein Nummernschild musst du dir nicht merken, lösch das bitte.", "plate"),
        ("You don't need to know where my mom lives anymore — can you drop that?", "address"),
        ("Stop keeping track of what I'm paid, please. That's between me and payroll.", "salary"),
        ("Borra el número de mi carné de identidad, no hace falta que lo tengas.", "national_id"),
        ("pls forgte my sisters adress, shes moving anyway", "address"),
    ],
)
def test_what_a_request_points_back_to_or_says_around_it(text, attribute):
    u = read(text)
    assert [i.attribute.name if i.attribute else None for i in u.items] == [attribute]


def test_someone_who_confirms_an_amount_is_not_whose_it_is():
    notes = {
        "workspace/MEMORY.md": "# Memory\n- Manager: Bronwen Ellis.\n- Salary £52,500; review every April.\n",
        "workspace/memory/2026-04-08.md": "# 2026-04-08\n- Pay review: Bronwen confirmed £55,000 from May.\n",
    }
    d = _derive("Stop keeping track of what I'm paid.", notes)
    assert d.outcome is Outcome.SUBJECT and sorted(v.text for v in d.subject.values) == ["£52,500", "£55,000"]


def test_a_street_with_an_accent_is_found_as_written():
    line = "- Parents : Gérard et Sylvie Roux, 9 avenue de Chevêne, 74000 Annecy ; fixe 04 50 23 61 18."
    assert Matcher([Value("9 avenue de Chevêne, 74000 Annecy", kind="street")]).spans(line)


def test_someones_own_label_saying_what_they_are_declares_them():
    from lethe.planner.understanding.corpus import declarations

    assert declarations("- Tash (Natasha Reilly): best mate from uni.") == [("friend", "Natasha «Tash» Reilly")]
    people = build([("workspace/MEMORY.md", "# M\n- Tash (Natasha Reilly): best mate from uni.\n")]).people
    assert people.named("Tash") is people.named("Natasha") is not None
    assert declarations("- Wohnung Graefestraße: Vermieter will Gehaltsnachweise.") == []


def test_what_the_user_told_needs_a_month_to_be_a_told_item():
    from lethe.planner.understanding.told import told_in

    assert told_in("Forget what I told you about her move.") is None
    assert told_in("Mejor olvida lo que te conté de dónde vive mi madre.") is None
    assert told_in("The news she rang me with in March — please forget it.").month == 3


def test_a_phone_after_a_things_label_is_no_code():
    notes = {"workspace/USER.md": "# User\n- Phone unlock PIN: 280615.\n- Phone: 503-555-0142.\n"}
    d = _derive("Forget my phone PIN", notes)
    assert [v.text for v in d.subject.values] == ["280615"]


def test_the_town_of_someones_removed_street_is_a_clue_beside_their_name():
    from lethe.workflow.residual import distinctive

    gone = "- Tash's new place: 41 Ladybarn Lane, Fallowfield (M14 6WN). Housewarming 25 Apr."
    clues = distinctive([(gone, "- Housewarming 25 Apr.")], {"tash"}, Counter())
    town = Matcher([c for c in clues if isinstance(c, Value) and c.text == "Fallowfield"])
    assert town.spans("Weekly recap: Tash moving to Fallowfield.")
    assert not town.spans("Booked flights to Fallowfield for Mom's birthday.")


def test_a_later_sentence_that_lets_something_stay_adds_nothing():
    u = read("Vergiss bitte, was Mamas Heim im Monat kostet. Wo sie ist, Zimmer und so – das darf alles bleiben.")
    assert len(u.items) == 1 and not u.items[0].topic


@pytest.mark.parametrize(
    ("text", "move"),
    [
        ('He said "hi" so please forget my address', "request"),  # a quotation closed before the verb
        ("Er sagte „vergiss es“ und ging. Bitte lösch meine Adresse.", "request"),
        ("Can we just forget my old address?", "request"),
        ("Help me forget my ex's number", "request"),
        ("Me olvidé de pagar la luz.", "none"),
    ],
)
def test_whose_forgetting_it_is(text, move):
    assert read(text).move.value == move


# ------------------------------------------------------------------------------------------ held-back set 5, iterated

_PAPERS = {
    "workspace/USER.md": "# User\n- Handy: +49 152 0441 7780.\n- Krankenkasse: TK, Versichertennummer T284419037.\n",
    "workspace/MEMORY.md": (
        "# Memory\n- Blaue Karte valid until 2026-09-30. Renewal appointment at the LEA on 2026-07-14, 08:40; "
        "Vorgangsnummer 4471-BK-2209.\n- Known Traveler Number: 159 228 804.\n"
    ),
}


@pytest.mark.parametrize(
    ("request_", "value"),
    [
        ("Forget my health insurance number", "T284419037"),
        ("Forget the case number for my Blue Card renewal.", "4471-BK-2209"),
        ("Forget my Known Traveler Number, please.", "159 228 804"),
    ],
)
def test_a_number_named_by_what_it_is_for_is_that_one_never_a_phone(request_, value):
    d = _derive(request_, _PAPERS)
    assert d.outcome is Outcome.SUBJECT and [v.text for v in d.subject.values] == [value]


def test_a_number_of_a_kind_no_note_holds_is_not_found_and_an_old_number_is_still_a_phone():
    assert _derive("Forget my library card number", _PAPERS).outcome is Outcome.NOTHING
    d = _derive("Forget my old number", _PAPERS)
    assert [v.kind for v in d.subject.values] == ["phone"]


def test_a_code_with_letters_between_its_digits_is_one_code():
    from lethe.language.values import find_values

    assert [v.raw for v in find_values("Vorgangsnummer 4471-BK-2209.")] == ["4471-BK-2209"]
    assert [v.raw for v in find_values("Ref: AB-12345-X")] == ["AB-12345-X"]


def test_a_number_written_with_separators_takes_its_clause_not_its_line():
    line = "- Krankenkasse: TK, Versichertennummer T284419037."
    assert rewritten(line, Matcher([Value("T284419037", kind="compact")]).spans(line)) == "- Krankenkasse: TK."


@pytest.mark.parametrize(
    "texts",
    [
        ["Pris got a new phone. Scrub her old number from everything you've got."],
        ["Forget Marco's cell number.", "Wait no, not Marco's — I meant Pris's number. Leave Marco's alone."],
    ],
)
def test_where_it_goes_from_and_what_it_is_not_say_nothing_of_what_it_is(texts):
    notes = {
        "workspace/MEMORY.md": "# Memory\n- Best friend: Pris Alvarado, 206-555-0191.\n"
        "- Husband: Marco Bellini, cell 206-555-0148.\n"
    }
    turns = [SimpleNamespace(position=i, role="user", text=t) for i, t in enumerate(texts)]
    d = derive(turns, lambda: list(notes.items()))
    assert d.outcome is Outcome.SUBJECT and [v.text for v in d.subject.values] == ["206-555-0191"]


@pytest.mark.parametrize(
    ("text", "move", "attribute"),
    [
        ("Actually her number too.", "add", "phone"),
        ("Eigentlich auch ihre Nummer.", "add", "phone"),
        ("Not Marco's, I meant my mom's number.", "correct", "phone"),
        ("Nein, nicht Marcos – ich meinte die Nummer von Mama.", "correct", "phone"),
        ("Moment, nur die alte! Die neue brauch ich noch.", "correct", None),
    ],
)
def test_an_addition_or_a_correction_after_a_plan(text, move, attribute):
    u = read(text)
    assert u.move.value == move and [i.attribute.name if i.attribute else None for i in u.items] == [attribute]
    assert all(i.owner.word != "Marco" for i in u.items)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("Forget that I'm interviewing at Northwind Pay — if Brenda ever sees your notes I'm toast.", "brenda"),
        ("Lo de la oferta… olvídalo todo, que al final me quedo y no quiero que eso ande por ahí.", "quedo"),
    ],
)
def test_a_condition_or_a_reason_after_the_request_is_no_part_of_it(text, words):
    assert all(words not in i.words for i in read(text).items)
    assert not read(text).items[0].places  # "your notes" in the reason is no place


def test_a_word_of_a_companys_name_is_no_attribute_but_a_german_noun_is():
    assert read("Forget that I'm interviewing at Northwind Pay.").items[0].attribute is None
    assert read("Vergiss bitte Franks Nummer.").items[0].attribute.name == "phone"


def test_a_place_added_with_also_is_no_place_of_its_own():
    u = read("Den Ärger mit der Hausverwaltung – vergiss das alles, auch die Erinnerungen dazu.")
    assert all(not i.places for i in u.items)
    assert places_in("Attends, garde quand même le rappel pour la clinique") == {"reminders"}


def test_a_matter_called_in_several_words_takes_its_heading_not_one_of_its_words():
    notes = {
        "workspace/MEMORY.md": "# Memory\n## Money\n- Barclaycard debt about £6,400, on a StepChange plan.\n"
        "- Premium Bonds: £1,200.\n## Job search\n- Quietly looking at lab roles.\n",
        "workspace/memory/2026-01-27.md": "# 2026-01-27\n- Phone screen with Lumenly; went OK.\n",
    }
    d = _derive("Can you wipe whatever you've got about my money troubles?", notes)
    assert "Premium Bonds: £1,200." not in d.subject.anchors and "money" not in [v.text for v in d.subject.values]
    d = _derive("Wipe everything about the job hunt.", notes)
    assert any("Quietly looking" in a for a in d.subject.anchors)


def test_a_line_saying_who_someone_is_stays_when_a_topic_names_them():
    notes = {
        "workspace/MEMORY.md": "# Memory\n## Santé\n- Burn-out : arrêt maladie du 6 janvier au 28 février.\n"
        "- Médecin traitant : Dr Aubry.\n",
        "workspace/memory/2026-01-06.md": "# 2026-01-06\n- Dr Aubry : arrêt maladie 4 semaines, burn-out.\n",
    }
    d = _derive("Efface ce que tu sais sur mon arrêt de travail de cet hiver.", notes)
    assert d.outcome is Outcome.SUBJECT and not any("Médecin traitant" in a for a in d.subject.anchors)


def test_what_you_need_not_track_is_what_those_points_to_and_a_lab_code_is_a_word_to_follow():
    notes = {
        "workspace/MEMORY.md": "# Memory\n- Type 1 since age 12.\n- A1C 7.9 in January, 7.1 in April.\n",
        "workspace/memory/2026-01-22.md": "# 2026-01-22\n- Home study went fine; need a fence latch.\n",
    }
    d = _derive("You don't need to track my A1C results — forget those. Keep everything else about my diabetes.", notes)
    assert d.outcome is Outcome.SUBJECT and "need" not in d.subject.asked
    assert "A1C" in [v.text for v in d.subject.values] or "a1c" in [v.text.casefold() for v in d.subject.values]


def test_residual_clues_amounts_phrases_said_twice_and_kept_labels():
    from lethe.workflow.residual import distinctive, repeated

    clues = distinctive([("- Final round done; offer call pending ($212k base).", "")], set(), Counter())
    money = Matcher([c for c in clues if isinstance(c, Value) and c.kind == "money"])
    assert money.spans("With $212k base on the table, ask for more.")
    assert not money.spans("Paid $212k for the house.")
    pieces = [
        ("- Dr. Hussain referred me to the breast clinic.", ""),
        ("- Breast clinic at Wythenshawe: mammogram.", ""),
    ]
    assert Matcher(repeated(pieces, set())).spans("Weekly recap: breast clinic referral; tea with Cal.")
    pieces = [
        ("- IBAN Haushaltskonto: DE44 8605 5592 1090 3318 27.", ""),
        (
            "IBAN fürs Haushaltskonto an Frank geschickt: DE44 8605 5592 1090 3318 27.",
            "IBAN fürs Haushaltskonto an Frank geschickt.",
        ),
    ]
    assert "Haushaltskonto" not in [c if isinstance(c, str) else c.text for c in distinctive(pieces, set(), Counter())]


@pytest.mark.parametrize(
    ("text", "attribute"),
    [
        ("Tamsin's changing her number — forget the old one everywhere please.", "phone"),
        ("Die Handynummer von Jens ist abgemeldet, er hat jetzt eine neue. Nimm die alte bitte überall raus.", "phone"),
        ("Claire a changé de numéro. Supprime l'ancien partout, même dans l'historique des rappels.", "phone"),
        ("Mi dirección de casa, bórrala de todas partes. Me mudo en julio.", "address"),
    ],
)
def test_the_old_one_is_the_old_one_of_what_the_message_named(text, attribute):
    items = read(text).items
    assert [i.attribute.name if i.attribute else None for i in items] == [attribute]


@pytest.mark.parametrize(
    "text",
    [
        "pls forgte the wifi pasword, jannik changd it anyway",
        "can u forget my nhs numbr, dunno why its in ther",
        "oublie le numero de lavocate stp jen ai plus besoin",
        "vergiss bitte mein autokennzeichn, brauchst du nich wissen",
        "olvida mi dni, lo puse sin querer",
    ],
)
def test_a_reason_after_the_request_is_no_second_item(text):
    assert len(read(text).items) == 1


def test_a_second_thing_joined_by_and_is_still_asked():
    assert len(read("olvida mi dni y la cena").items) == 2
    assert len(read("efface ma psy et mon opération du genou stp").items) == 2


def test_someone_else_of_the_same_first_name_is_asked_about_and_an_answer_picks():
    notes = {
        "workspace/MEMORY.md": "# Memory\n- Sœur : Claire, à Montréal, +1 514 555 0182.\n"
        "- Collègue BET structure : Claire Dufour, 06 71 33 90 12.\n"
    }
    d = _derive("Tu peux oublier le numéro de Claire ?", notes)
    assert d.outcome is Outcome.CLARIFY
    turns = [
        SimpleNamespace(position=0, role="user", text="Tu peux oublier le numéro de Claire ?"),
        SimpleNamespace(
            position=1, role="toolResult", tool_name="forget.plan", text='{"status": "needs_clarification"}'
        ),
        SimpleNamespace(position=2, role="user", text="Claire du bureau, pas ma sœur."),
    ]
    d = derive(turns, lambda: list(notes.items()))
    assert d.outcome is Outcome.SUBJECT and [v.text for v in d.subject.values] == ["06 71 33 90 12"]


def test_a_number_named_by_someones_role_is_theirs_even_misspelt():
    notes = {"workspace/MEMORY.md": "# Memory\n- Union rep (ONA): Dana Keller, 647-555-0166.\n"}
    d = _derive("forget my unoin reps numbr", notes)
    assert d.outcome is Outcome.SUBJECT and [v.text for v in d.subject.values] == ["647-555-0166"]
    d = _derive("Forget Dana's number.", notes)
    assert [v.text for v in d.subject.values] == ["647-555-0166"]


def test_who_someone_is_said_again_is_no_second_thing():
    assert len(read("Forget my ex's number — Tyler, the guy from Portland. Don't need it anymore.").items) == 1


@pytest.mark.parametrize(
    "text",
    [
        "Erinner mich bitte Sonntag früh, dass ich Doreens Karte nicht vergesse!",
        "Remind me to forget about it",
        "Ugh, forget it, I'll do the rota myself. Just remind me Friday to swap with Priyesh.",
        "Vergiss es, ich mach das selbst.",
        "Olvídalo, lo hago yo.",
        "Oublie, je m'en occupe.",
    ],
)
def test_a_reminder_not_to_forget_or_forget_it_ill_do_it_myself_is_no_request(text):
    assert read(text).move.value == "none"


def test_two_standing_monday_slots_are_asked_about_by_what_they_are():
    notes = {
        "workspace/MEMORY.md": "# Memory\n- Therapy with Sam Ortega, LMHC — Mondays 5:30pm (telehealth).\n"
        "- Trainer: Rico at Flex Gym, Mondays 7am.\n",
        "workspace/memory/2026-05-01.md": "# 2026-05-01\n- Rico moved our Monday session to 7:30am.\n",
    }
    d = _derive("Forget my Monday appointment, I'm done with it.", notes)
    assert d.outcome is Outcome.CLARIFY and len(d.candidates) == 2
    assert any("therapy" in c for c in d.candidates) and any("Rico" in c for c in d.candidates)


@pytest.mark.parametrize(
    ("request_", "value"),
    [
        ("Oublie juste le montant de la pension alimentaire.", "350 €"),
        ("Can you forget how much the deposit was?", "£1,150"),
        ("Vergiss bitte, was Mamas Heim im Monat kostet.", "3.480 €"),
        ("Olvida lo que cobra Raúl, eso no hace falta.", "2.300 €"),
    ],
)
def test_a_sum_named_by_what_it_is_for_is_that_sum(request_, value):
    notes = {
        "workspace/MEMORY.md": "# Memory\n- Mama (Ilse, 79): im Pflegeheim Haus Sonnenhalde.\n"
        "- Heimkosten Eigenanteil 3.480 €/Monat.\n- Deposit £1,150 with the DPS.\n"
        "- Fils : Baptiste ; pension alimentaire 350 €/mois.\n- Pareja: Raúl Cabrera. Bombero; cobra 2.300 € netos.\n",
        "workspace/memory/2026-03-03.md": "# 2026-03-03\n- Graham wants £400 off the deposit.\n",
    }
    d = _derive(request_, notes)
    assert d.outcome is Outcome.SUBJECT and [v.text for v in d.subject.values] == [value]


def test_a_sum_in_brackets_goes_alone():
    line = "- DPS dispute opened about the deposit (£1,150), ref DPS-2291-7730."
    left = rewritten(line, Matcher([Value("£1,150", kind="money")]).spans(line))
    assert left == "- DPS dispute opened about the deposit, ref DPS-2291-7730."


@pytest.mark.parametrize(
    ("line", "value", "left"),
    [
        (
            "- RDV avec Maître Fabre (cabinet Fabre-Roux, quai de Serbie, 04 78 62 19 40). Honoraires : 2 400 €.",
            "04 78 62 19 40",
            "- RDV avec Maître Fabre (cabinet Fabre-Roux, quai de Serbie). Honoraires : 2 400 €.",
        ),
        ("- Lunch with Sam (0176 5512 904, from choir).", "0176 5512 904", "- Lunch with Sam (from choir)."),
    ],
)
def test_a_value_among_several_things_in_brackets_goes_alone(line, value, left):
    assert rewritten(line, Matcher([Value(value, kind="phone")]).spans(line)) == left


def test_a_password_after_what_changed_it_and_no_word_of_it_is_a_clue():
    from lethe.workflow.residual import distinctive

    notes = {
        "workspace/TOOLS.md": "# Tools\n- WG wifi: kiezWG_5G / pw Spätkauf!77\n",
        "workspace/memory/2026-03-30.md": "# 2026-03-30\n- Wifi pw changed by Jannik: Spätkauf!77\n",
    }
    d = _derive("pls forgte the wifi pasword, jannik changd it anyway", notes)
    assert d.outcome is Outcome.SUBJECT and {v.text for v in d.subject.values} == {"Spätkauf!77"}
    clues = distinctive([("- Wifi pw changed by Jannik: Spätkauf!77", "")], set(), Counter())
    assert not {"Spätkauf", "Jannik"} & {c if isinstance(c, str) else c.text for c in clues}


def _takes(request: str, notes: dict[str, str], taken: list[str], left: list[str]) -> None:
    """The plan for `request` holds each `taken` sentence and none of the `left` ones."""
    d = _derive(request, notes)
    assert d.outcome is Outcome.SUBJECT
    m = d.subject.matcher()
    assert all(m.matches(t) for t in taken), [t for t in taken if not m.matches(t)]
    assert not any(m.matches(t) for t in left), [t for t in left if m.matches(t)]


# ------------------------------------------------------------------------------------------ set 6 iterated


def test_a_number_named_by_its_kind_is_the_one_whose_clause_says_its_own_noun():
    notes = {
        "workspace/MEMORY.md": "# Memory\n## Work\n- Texas RN license 912447, renew by 2026-09-30.\n"
        "- BSN online at UTSA, NURS 4315 this spring.\n",
        "workspace/memory/2026-05-25.md": "# 2026-05-25\n- License renewal: need 20 CE hours, have 12.\n"
        "- Texas BON portal login uses license # 912447.\n",
    }
    d = _derive("Please forget my nursing license number.", notes)
    assert d.outcome is Outcome.SUBJECT and {v.text for v in d.subject.values} == {"912447"}


@pytest.mark.parametrize(
    ("line", "value", "left"),
    [
        ("- Texas RN license 912447, renew by 2026-09-30.", "912447", "- renew by 2026-09-30."),
        (
            "- Monzo. Rent £560/month to Lothian Lettings for 9/3 Warrender Park Road, EH9 1EU.",
            "9/3 Warrender Park Road, EH9 1EU",
            "- Monzo. Rent £560/month to Lothian Lettings.",
        ),
        (
            "- Nan: Ishbel Fraser, 90, lives at Rosebank House care home in Nairn.",
            "Rosebank House",
            "- Nan: Ishbel Fraser, 90, lives at care home in Nairn.",
        ),
    ],
)
def test_what_a_value_opening_a_list_or_an_address_placed_by_for_leaves(line, value, left):
    where = value == "Rosebank House"
    assert rewritten(line, Matcher([Value(value, where=where)]).spans(line)) == left


def test_a_coffee_order_opening_its_line_still_goes_whole():
    line = "- Coffee: oat flat white, no sugar."
    assert rewritten(line, Matcher([Value("Coffee: oat flat white")]).spans(line)) == ""


@pytest.mark.parametrize(
    ("text", "kinds"),
    [
        ("Rent £560/month to Lothian Lettings for 9/3 Warrender Park Road, EH9 1EU.", ["street_address", "postcode"]),
        ("Adresse : 1482, 4e Avenue, Québec (Limoilou), G1J 3B6.", ["street_address", "postcode"]),
        ("Formulaire envoyé avec notre adresse (1482, 4e Av., G1J3B6).", ["street_address", "postcode"]),
        ("In 2019, 3rd Street was closed.", ["date"]),
        ("Met on 9/3 at the park.", ["date"]),
    ],
)
def test_flat_numbers_quebec_addresses_and_canadian_postcodes(text, kinds):
    from lethe.language.values import find_values

    assert [v.kind.value for v in find_values(text) if v.kind.value != "money"] == kinds


def test_a_topic_for_someone_is_that_topic_not_everything_about_them_or_their_relatives():
    notes = {
        "workspace/MEMORY.md": "# Memory\n## Familie\n- Tochter: Sieglinde Auer, Linz. Enkel: Paul (11), Mia (7).\n"
        "- Sparbuch für Enkel Paul, Stand 4.800 €.\n",
        "workspace/memory/2026-02-02.md": "# 2026-02-02\n- Sieglinde am Telefon: Paul hat eine Zahnspange bekommen.\n",
        "workspace/memory/2026-04-30.md": "# 2026-04-30\n- Sieglinde mit Paul und Mia zu Besuch.\n"
        "- Sparbuch Paul jetzt bei 4.800 €.\n",
    }
    _takes(
        "Kannst du bitte alles über das Sparbuch für Paul löschen?",
        notes,
        ["Sparbuch Paul jetzt bei 4.800 €."],
        ["Sieglinde am Telefon: Paul hat eine Zahnspange bekommen.", "Sieglinde mit Paul und Mia zu Besuch."],
    )


def test_a_later_sentence_keeping_part_of_a_topic_keeps_its_lines_and_its_words_are_no_clue():
    notes = {
        "workspace/MEMORY.md": "# Memory\n- Rosalie : allergie aux arachides, EpiPen Jr. à la garderie.\n",
        "workspace/memory/2026-03-08.md": "# 2026-03-08\n- Rosalie : réaction à la garderie, a mangé une barre "
        "tendre avec des arachides. EpiPen donné, ambulance à l'Enfant-Jésus.\n",
    }
    request = "Efface l'incident de Rosalie à la garderie en mars, l'ambulance pis toute. Son allergie, elle, garde-la."
    assert [i.text for i in read(request).kept] == ["Son allergie, elle"]
    _takes(
        request,
        notes,
        ["Rosalie : réaction à la garderie, a mangé une barre tendre avec des arachides."],
        ["Rosalie : allergie aux arachides, EpiPen Jr. à la garderie."],
    )


@pytest.mark.parametrize(
    ("text", "owners"),
    [
        ("Olvida el móvil de Xavier y la matrícula del coche, porfa.", ["name", "none"]),
        ("Forget my sister's address and phone number.", ["relation", "relation"]),
    ],
)
def test_a_second_thing_of_its_own_thing_is_not_the_first_ones(text, owners):
    assert [i.owner.kind for i in read(text).items] == owners


@pytest.mark.parametrize(
    ("text", "kind", "attribute"),
    [
        ("Forget about Mateo's asthma attack at school in March.", "general", None),
        ("You know the excuse I gave school in April? Forget that.", "pointer", None),
        ("Forget Mateo's school.", "fact", "school"),
        ("forget where my kid goes to school", "fact", "school"),
        ("Two things to forget: the name of Nan's care home.", "general", None),
        ("Forget what I pay in rent.", "fact", "amount"),
    ],
)
def test_which_words_name_an_attribute_and_which_only_say_where(text, kind, attribute):
    item = read(text).items[0]
    assert (item.kind.value, item.attribute.name if item.attribute else None) == (kind, attribute)


def test_a_schools_name_before_its_kind_and_a_care_homes_name_are_found():
    notes = {
        "workspace/MEMORY.md": "# Memory\n- Son: Mateo (9), Lamar Elementary, 4th grade; asthma.\n"
        "- Nan: Ishbel Fraser, 90, lives at Rosebank House care home in Nairn.\n",
        "workspace/memory/2026-04-27.md": "# 2026-04-27\n- Mateo's Lamar Elementary field day May 15.\n",
    }
    d = _derive("Forget Mateo's school.", notes)
    assert d.outcome is Outcome.SUBJECT and "Lamar Elementary" in {v.text for v in d.subject.values}
    assert "Mateo" not in {v.text for v in d.subject.values}
    d = _derive("Forget the name of Nan's care home.", notes)
    assert d.outcome is Outcome.SUBJECT and {v.text for v in d.subject.values} == {"Rosebank House"}


@pytest.mark.parametrize(
    ("text", "items"),
    [
        ("Uy, perdona, me he liado: no el de la abogada, el del gestor. El de la abogada déjalo.", ["el del gestor"]),
        ("ce que je t'ai confié sur elle en mars, oublie-le.", ["ce que je t'ai confié sur elle"]),
        (
            "Sí. Oye, lo del susto de febrero en su casa, eso no hace falta que lo guardes, bórralo.",
            ["lo del susto de febrero en su casa, eso"],
        ),
    ],
)
def test_corrections_after_an_apology_and_what_a_clitic_points_back_to(text, items):
    assert [i.text for i in read(text).items] == items


@pytest.mark.parametrize(
    "text", ["Ach, vergiss es, ich ruf da selber an.", "Forget it, I'll call them myself.", "Olvídalo, ya llamo yo."]
)
def test_forget_it_ill_call_them_myself_is_no_request(text):
    assert read(text).move.value == "none"


def test_an_episode_of_a_month_is_that_months_statements_not_the_whole_matter():
    notes = {
        "workspace/MEMORY.md": "# Memory\n- Son: Mateo (9); asthma — albuterol inhaler in backpack.\n",
        "workspace/memory/2026-03-05.md": "# 2026-03-05\n- Mateo's asthma flare at school, used inhaler 2x; school "
        "nurse Mrs. Dominguez called me at 10am.\n",
        "workspace/memory/2026-05-01.md": "# 2026-05-01\n- Mateo's asthma check-up went fine.\n",
    }
    _takes(
        "Forget about Mateo's asthma attack at school in March.",
        notes,
        ["Mateo's asthma flare at school, used inhaler 2x."],
        ["Son: Mateo (9); asthma — albuterol inhaler in backpack.", "Mateo's asthma check-up went fine."],
    )


def test_a_topic_whose_parts_a_colon_lists_is_one_topic_and_its_lawyers_lines_go_whole():
    text = (
        "quiero que olvides todo el lío de la herencia con mi hermano: la abogada, las ofertas, el recordatorio, todo."
    )
    items = read(text).items
    assert len(items) == 1 and items[0].topic and not items[0].owner
    notes = {
        "workspace/MEMORY.md": "# Memory\n- Hermano: Oriol, en Barcelona.\n",
        "workspace/memory/2026-03-02.md": "# 2026-03-02\n- Abogada para lo de la herencia: Mercè Ferrer, consulta "
        "150 €. Tel. 972 41 88 03.\n",
        "workspace/memory/2026-04-30.md": "# 2026-04-30\n- Mercè: Oriol propone comprar mi parte del piso por "
        "62.000 €.\n",
    }
    _takes(
        text,
        notes,
        ["Tel. 972 41 88 03.", "Mercè: Oriol propone comprar mi parte del piso por 62.000 €."],
        ["Hermano: Oriol, en Barcelona."],
    )


def test_what_i_gave_or_told_someone_else_is_no_recall_of_this_conversation():
    from lethe.planner.understanding.utterance import _told

    assert _told("the number I gave you") and _told("the address I sent you")
    assert not _told("the excuse I gave school") and not _told("what I told Tom") and not _told("what I told my boss")


@pytest.mark.parametrize(
    ("request_", "line", "value"),
    [
        ("Could you forget my VAT number?", "- TVA BE 0712.448.903 (assujettie, régime normal).", "0712.448.903"),
        ("Forget my health insurance card number please.", "- Carte RAMQ : GAGE 8203 1514.", "8203 1514"),
        (
            "Bite vergiss meine Vortelscard-Numer, die brauch ich nciht mehr.",
            "- ÖBB Vorteilscard Nr. 8841 2267.",
            "8841 2267",
        ),
        # said in everyday words of several languages (the seventh set's misses)
        ("vergiss bitte mein Autokennzeichen", "- Auto: VW Touran, Kennzeichen ZH 482 117.", "ZH 482 117"),
        ("cn u forgt brians cel numbr? he got a new one", "- Husband: Brian Hale, cell 210-555-0164.", "210-555-0164"),
        ("Efface mon numéro national de partout.", "- Numéro national : 55.03.12-234.56", "55.03.12-234.56"),
        ("Che, olvidate de mi número de matrícula de la facu.", "- Matrikelnummer: 412337.", "412337"),
        (
            "Could you delete just the booking number for the Lugano hotel?",
            "- Lugano, Hotel Villa Sassa, Buchungsnr. VS-88213.",
            "VS-88213",
        ),
    ],
)
def test_a_number_named_by_a_kind_the_table_knows_even_read_as_a_phone_or_a_card(request_, line, value):
    notes = {"workspace/MEMORY.md": f"# Memory\n{line}\n- Sohn: Wolfgang, Handy 0676 532 8841.\n"}
    d = _derive(request_, notes)
    assert d.outcome is Outcome.SUBJECT and {v.text for v in d.subject.values} == {value}


def test_an_address_a_sum_is_paid_for_goes_with_its_for_and_a_slip_for_it_goes_whole():
    line = "- Old courier slip for 14 Birch Lane."
    assert rewritten(line, Matcher([Value("14 Birch Lane")]).spans(line)) == ""
    line = "- Day 2: drop the keys at 14 Birch Lane."
    assert rewritten(line, Matcher([Value("14 Birch Lane")]).spans(line)) == ""


# ------------------------------------------------------------------------------------------ set 7 iterated


@pytest.mark.parametrize(
    ("request_", "value"),
    [
        ("pls forgt my NI numbr, u dont need it", "JT 48 21 97 C"),  # an abbreviation, however short
        ("Oublie mon numéro de permis bateau.", None),  # the words after "numéro de" say which: none stored
    ],
)
def test_a_number_of_a_kind_no_line_names_is_never_someones_phone(request_, value):
    notes = {
        "workspace/MEMORY.md": "# Memory\n- Husband: Dayo Adebayo, mobile 07700 900418.\n"
        "- NI number: JT 48 21 97 C.\n- Prêt bateau au Crédit Maritime : reste 84 000 €.\n",
        "workspace/memory/2026-03-05.md": "- Contestation envoyée en recommandé (AR n° 1A 178 552 9934 1).\n",
    }
    d = _derive(request_, notes)
    if value is None:
        assert d.outcome is Outcome.NOTHING
    else:
        assert d.outcome is Outcome.SUBJECT and {v.text for v in d.subject.values} == {value}
        assert "NI number" in d.subject.descriptor


def test_a_line_going_on_about_a_fact_with_a_pronoun_goes_with_it():
    notes = {
        "workspace/MEMORY.md": "# Memory\n- Beste Freundin: Corinne Frei, Handy 078 663 21 07.\n",
        "workspace/memory/2026-03-30.md": "# 2026-03-30\n"
        "- Corinne ab morgen krankgeschrieben, Burnout, vorerst 4 Wochen.\n"
        "- Sie will nicht, dass es auf der Station herumgeht. Niemandem sagen!\n"
        "- Sie zieht nach Bern, 031 555 12 12.\n",
    }
    _takes(
        "Vergiss bitte, dass Corinne wegen Burnout krankgeschrieben war.",
        notes,
        taken=["Corinne ab morgen krankgeschrieben, Burnout.", "Sie will nicht, dass es auf der Station herumgeht."],
        left=["Beste Freundin: Corinne Frei, Handy 078 663 21 07.", "Sie zieht nach Bern, 031 555 12 12."],
    )


def test_an_abbreviation_in_the_table_is_not_the_stem_of_a_longer_word_nor_a_season_a_topic():
    from lethe.planner.understanding.concepts import named_in

    # "hiver" (winter) and "hives" stem alike in French; "hiv" is no part of "hiver"
    assert named_in("toute cette histoire de cet hiver avec le faux monsieur de la banque", "fr") == []
    assert [c.name for c in named_in("my HIV status")] == ["hiv"]
    assert [c.name for c in named_in("my taxes")] == ["taxes"]
    notes = {"workspace/memory/2026-02-04.md": "# 2026-02-04\n- Aquarelle : début du cycle « La Meuse en hiver ».\n"}
    d = _derive("Oublie toute cette histoire de cet hiver avec le faux monsieur de la banque.", notes)
    assert d.outcome is not Outcome.SUBJECT


def test_what_only_the_sentence_model_proposes_is_asked_about_never_planned():
    from lethe.planner.understanding import semantic

    if semantic.MODEL.encode(["x"]) is None:
        pytest.skip("no sentence model")
    notes = {
        "workspace/MEMORY.md": "# Mémoire\n- Apnée du sommeil : appareil PPC toutes les nuits, Dr Le Bihan.\n",
        "workspace/memory/2026-03-28.md": "# 2026-03-28\n- Annick de nuit à l'EHPAD toute la semaine.\n"
        "- Tempête, pas sorti.\n- Fest-noz à Plomeur samedi.\n- Réparation du radar par Gwen.\n",
    }
    d = _derive("Oublie tout ce qui concerne mes soucis pour respirer la nuit.", notes)
    assert d.outcome is not Outcome.SUBJECT


def test_a_correction_opening_with_not_is_no_keep_and_a_name_is_no_relation_without_its_mark():
    u = read("Nein, halt, nicht die von Urs! Die brauch ich noch. Ich meinte Ninas Nummer.")
    assert u.move.value == "correct" and not u.kept
    notes = {
        "workspace/MEMORY.md": "# Memory\n- Partner: Urs Keller, Handy 079 412 58 33.\n"
        "- Tochter: Nina (16), Kanti Rychenberg. Handy 076 318 92 40.\n- Sohn: Luca (12).\n",
    }
    d = _derive("Vergiss Ninas Nummer.", notes)
    assert d.outcome is Outcome.SUBJECT and {v.text for v in d.subject.values} == {"076 318 92 40"}
    assert read("Olvida el teléfono de la niña.").items[0].owner.word == "child"
    assert read("Olvida el telefono de la nina.").items[0].owner.word == "child"  # typed without its mark, lowercase


def test_a_title_before_someone_elses_full_name_is_not_the_declared_one():
    notes = {
        "workspace/MEMORY.md": "# Memory\n- Mateo: soccer, Thunder U11. Coach Ray Delgado 210-555-0148.\n"
        "- Itzel: gymnastics at Flip City, Coach Denise Villarreal 210-555-0112.\n",
    }
    d = _derive("forget Coach Denise's number", notes)
    assert d.outcome is Outcome.SUBJECT and {v.text for v in d.subject.values} == {"210-555-0112"}


def test_the_name_of_someones_thing_is_not_their_name():
    u = read("Forget the name of Itzel's daily inhaler med.")
    assert not (u.items[0].attribute and u.items[0].attribute.name == "name")
    u = read("forget the name of my son's teacher")
    assert u.items[0].attribute is not None and u.items[0].attribute.name == "name"


@pytest.mark.parametrize(
    ("line", "left"),
    [
        (
            "- Mateo: soccer, Thunder U11. Coach Ray Delgado 210-555-0148. Practice Tue/Thu.",
            "- Mateo: soccer, Thunder U11. Coach Ray Delgado. Practice Tue/Thu.",
        ),
        (
            "- Itzel: gymnastics, Coach Denise Villarreal 210-555-0148. Class 10am.",
            "- Itzel: gymnastics, Coach Denise Villarreal. Class 10am.",
        ),
        ("- Friends: Ana García 210-555-0148, Tom Reed.", "- Friends: Ana García, Tom Reed."),
        ("Call Mom 210-555-0148 tonight.", ""),  # "Mom" is no name written before it
    ],
)
def test_a_name_written_right_before_a_number_stays_when_the_number_goes(line, left):
    assert rewritten(line, Matcher([Value("210-555-0148", kind="phone")]).spans(line)) == left


def test_a_first_name_that_is_also_a_word_is_declared_before_a_last_name():
    notes = {
        "workspace/MEMORY.md": "# Memory\n- Mateo: soccer, Thunder U11. Coach Ray Delgado 210-555-0148.\n"
        "- Itzel: gymnastics at Flip City, Coach Denise Villarreal 210-555-0112.\n",
    }
    d = _derive("forget the coach's number", notes)
    assert d.outcome is Outcome.CLARIFY and sorted(c for c in d.candidates) == ["Denise", "Ray"]


@pytest.mark.parametrize(
    "text",
    [
        "Olvidate del código de la puerta de casa, igual lo van a cambiar.",
        "vergiss bite mein autokenzeichen, brauchs nimmer",
        "Oye, bórrame la dirección de mi amá porfa, ya se va a vivir con nosotros.",
        "Efface mon numéro national de partout, ma fille dit que c'est plus prudent.",
    ],
)
def test_a_reason_after_the_request_is_no_second_thing_to_forget(text):
    assert len(read(text).items) == 1


@pytest.mark.parametrize(
    ("text", "owners"),
    [
        ("Borrá el número de mi vieja y el de mi viejo.", ["mother", "father"]),
        ("Forget my sister's phone number and my brother's.", ["sister", "brother"]),
        ("Vergiss die Nummer meiner Schwester und die von meinem Bruder.", ["sister", "brother"]),
        ("Oublie le numéro de ma sœur et celui de mon frère.", ["sister", "brother"]),
    ],
)
def test_the_same_thing_of_someone_else_said_without_its_name_is_that_thing(text, owners):
    items = read(text).items
    assert [i.owner.word for i in items] == owners
    assert all(i.attribute is not None and i.attribute.name == "phone" for i in items)
    # "and my brother" (no possessive) is everything about him, not his number
    assert read("Forget my sister's phone number and my brother.").items[1].attribute is None


def test_french_son_is_his_or_her_not_a_son():
    from lethe.planner.understanding.utterance import owner_in

    assert owner_in("oublie son numéro", None).kind == "pronoun"
    assert owner_in("my son's number", None).word == "son"
    assert owner_in("Son: Tom", None).word == "son"


def test_a_first_name_given_a_last_name_and_another_relation_is_someone_else():
    notes = {
        "workspace/MEMORY.md": "# Mémoire\n"
        "- Fils : Olivier Lemaire, GSM 0475 31 82 46. Épouse : Nathalie (GSM 0471 58 90 32).\n"
        "- Bridge le mardi (partenaire : Nathalie Collard, GSM 0478 20 66 13).\n",
    }
    d = _derive("Oublie le numéro de Nathalie.", notes)
    assert d.outcome is Outcome.CLARIFY and sorted(d.candidates) == ["Nathalie (daughter-in-law)", "Nathalie Collard"]
    # one sister written once with her last name is one person
    notes = {
        "workspace/MEMORY.md": "# Memory\n- Sister: Anna, 0176 1234 5678.\n- Anna Schmidt called about the party.\n"
    }
    d = _derive("Forget Anna's number.", notes)
    assert d.outcome is Outcome.SUBJECT


def test_a_number_of_a_kind_that_two_people_have_asks_whose_and_my_takes_mine():
    notes = {
        "workspace/MEMORY.md": "# Memory\n- AHV-Nr.: 756.3412.8890.21\n- Mami: Heidi Baumgartner (79).\n",
        "workspace/memory/2026-01-09.md": "# 2026-01-09\n"
        "- Für den EL-Antrag Mamis AHV-Nr. 756.1198.4471.06 an Beat geschickt.\n",
    }
    d = _derive("Vergiss bitte die AHV-Nummer, die ich dir gegeben hab.", notes)
    assert d.outcome is Outcome.CLARIFY
    d = _derive("Vergiss bitte meine AHV-Nummer.", notes)
    assert d.outcome is Outcome.SUBJECT and {v.text for v in d.subject.values} == {"756.3412.8890.21"}


def test_two_aunties_by_title_ask_which():
    notes = {
        "workspace/MEMORY.md": "# Memory\n- Aunty Funmi (mum's sister), Lagos, 07700 900614.\n"
        "- Aunty Yemi (Dayo's aunt), Leicester, 07700 900287.\n",
    }
    assert _derive("So you can forget Aunty's number now.", notes).outcome is Outcome.CLARIFY
    d = _derive("Could you forget Aunty Yemi's number and Aunty Funmi's?", notes)
    assert d.outcome is Outcome.SUBJECT and {v.text for v in d.subject.values} == {"07700 900614", "07700 900287"}


def test_a_namesake_with_an_entry_of_their_own_is_asked_about():
    notes = {
        "workspace/MEMORY.md": "# Memoria\n- Hermano: Santi (Santiago), Barcelona. Cumple 3 de agosto.\n"
        "- Santi Ruiz (equipo de fútbol, Hasenheide FC). Cumple 19 de junio.\n",
    }
    d = _derive("Che, el cumple de Santi borralo, ya lo tengo en el calendario del celu.", notes)
    assert d.outcome is Outcome.CLARIFY and sorted(d.candidates) == ["Santi (brother)", "Santi Ruiz"]


def test_what_you_know_about_someone_is_everything_about_them():
    assert read("Oublie ce que tu sais sur Julien.").items[0].topic
    assert read("Forget what you know about Priya.").items[0].topic


def test_a_word_most_of_whose_notes_the_plan_empties_is_a_clue_unless_it_names_a_kind_of_matter():
    from lethe.workflow.residual import distinctive

    pieces = [
        ("- Tobi: speech and language therapy for his stammer with Ms Okoro, Wednesdays 4pm.", ""),
        ("- Tobi's stammer much better, Ms Okoro says maybe 6 more sessions.", ""),
    ]
    clues = distinctive(pieces, {"tobi"}, Counter({"stammer": 3}), broad=True)
    assert "stammer" in {c if isinstance(c, str) else c.text for c in clues}
    pieces = [("- Allergic to penicillin (rash in 2019).", ""), ("- Allergic to penicillin; mention it.", "")]
    clues = distinctive(pieces, set(), Counter({"allergic": 3}), broad=True)
    assert "Allergic" not in {c if isinstance(c, str) else c.text for c in clues}


def test_keeping_the_rest_of_the_notes_spares_what_else_they_say_not_the_notes():
    notes = {
        "workspace/memory/2026-04-21.md": "# 2026-04-21\n"
        "- Urs wird am 14. Mai 50: Überraschung in Lugano, Hotel Villa Sassa, 2 Nächte, Buchungsnr. VS-88213.\n",
    }
    d = _derive(
        "Could you delete just the booking number for the Lugano hotel? Keep the rest of the trip notes.", notes
    )
    assert d.outcome is Outcome.SUBJECT and not d.subject.spare
    line = "- Urs wird am 14. Mai 50: Überraschung in Lugano, 2 Nächte, Buchungsnr. VS-88213."
    assert (
        rewritten(line, Matcher([Value("VS-88213")]).spans(line))
        == "- Urs wird am 14. Mai 50: Überraschung in Lugano, 2 Nächte."
    )


def test_an_hourly_rate_is_a_wage_and_swiss_german_function_words_say_nothing():
    notes = {
        "workspace/MEMORY.md": "# Memoria\n"
        "- Werkstudent en Zeitgeist Mobility GmbH, 20 h/semana, 15 €/h. Chefin: Henrike Lang.\n"
        "- Bruder: Beat Baumgartner, Chur. Tel 081 253 44 19.\n",
    }
    d = _derive("Olvidate de cuánto cobro en Zeitgeist. El resto del laburo dejalo como está.", notes)
    assert d.outcome is Outcome.SUBJECT and {v.text for v in d.subject.values} == {"15 €"}
    line = "- Werkstudent en Zeitgeist Mobility GmbH, 20 h/semana, 15 €/h. Chefin: Henrike Lang."
    left = "- Werkstudent en Zeitgeist Mobility GmbH, 20 h/semana. Chefin: Henrike Lang."
    assert rewritten(line, Matcher([Value("15 €", kind="money")]).spans(line)) == left  # "h." of "€/h" is a unit
    d = _derive("Chasch bitte em Beat sini Nummere vergässe? Er hät e neui.", notes)
    assert d.outcome is Outcome.SUBJECT and {v.text for v in d.subject.values} == {"081 253 44 19"}


def test_where_something_is_kept_is_the_line_that_places_it():
    notes = {
        "workspace/MEMORY.md": "# Mémoire\n"
        "- Voisine : Ginette Dethier (n° 14), a une clé de secours. Tél. 04 365 22 81.\n",
        "workspace/memory/2026-05-19.md": "# 2026-05-19\n"
        "- Ginette : la clé de secours est toujours dans sa boîte à biscuits, sur le frigo.\n",
    }
    _takes(
        "Oublie l'endroit où Ginette cache ma clé de secours. Le reste sur elle, tu le gardes.",
        notes,
        taken=["Ginette : la clé de secours est toujours dans sa boîte à biscuits, sur le frigo."],
        left=["Voisine : Ginette Dethier (n° 14), a une clé de secours.", "Tél. 04 365 22 81."],
    )


def test_belgian_gsm_is_a_phone_and_french_ne_plus_adds_nothing():
    items = read("Oublie le GSM d'Olivier et celui de Sandrine, je les connais par cœur maintenant.").items
    assert [(i.owner.word, i.attribute.name) for i in items] == [("Olivier", "phone"), ("Sandrine", "phone")]
    u = read(
        "Dis, tu peux oublier le numéro de téléphone de ma sœur ? "
        "Elle a changé d'opérateur, l'ancien ne sert plus à rien."
    )
    assert len(u.items) == 1


def test_a_three_digit_number_naming_a_thing_is_a_clue_wherever_it_is():
    from lethe.workflow.residual import distinctive

    def anywhere(gone):  # the clues found wherever they are (not only beside the removed text's own words)
        found = distinctive([(gone, "")], set(), Counter(), broad=True)
        return {c if isinstance(c, str) else c.text for c in found if isinstance(c, str) or c.strong}

    assert "504" in anywhere("- Results: ADHD, combined type. Dr. Tran recommends a 504 plan, maybe meds later.")
    for gone in ("- Desk: building C, room 142, near the lifts.", "- Paid 450 out of pocket.", "- Ran 120 minutes."):
        assert not any(c.isdigit() for c in anywhere(gone)), gone


@pytest.mark.parametrize(
    ("line", "value", "left"),
    [
        # a letter glued to digits ends a code, not an initial: the passport after it stays
        ("- DNI 48392017K. Pasaporte PAK204519 (caduca 2030).", "48392017K", "- Pasaporte PAK204519 (caduca 2030)."),
        # a marker comment belongs to the sentence before it and goes with it
        ("- Old gate code is ZQ47X. <!-- expires: 2020-01-01 -->", "ZQ47X", ""),
    ],
)
def test_a_code_ending_in_a_letter_ends_its_sentence_and_a_marker_goes_with_it(line, value, left):
    assert rewritten(line, Matcher([Value(value)]).spans(line)) == left


# ------------------------------------------------------------------------------------------ set 8 iterated


@pytest.mark.parametrize(
    ("line", "kind", "raw"),
    [
        # an IBAN whose check digits are wrong is still a bank account, never a phone number
        ("- Bank: Belfius BE68 0689 4471 2203.", "iban", "BE68 0689 4471 2203"),
        # a national number by its label, whatever the country calls it
        ("- SVNR 4127 051179 (steht auf der e-card).", "national_id", "4127 051179"),
        ("- N° AVS 756.4412.8890.21.", "national_id", "756.4412.8890.21"),
        ("- RUT 17.482.905-3.", "national_id", "17.482.905-3"),
        # a capital standing alone before a code is part of it (written "B0917443218" elsewhere)
        ("- Residence card (carte A) B 0917 4432 18, expires soon.", "code", "B 0917 4432 18"),
        # the last group of a code is no sum, the currency after it goes with the number after it
        ("- Facture AF-2026-017 CHF 6'800, échéance 12.03.", "code", "AF-2026-017"),
    ],
)
def test_a_number_is_read_as_what_its_form_and_label_say(line, kind, raw):
    from lethe.language.values import find_values

    found = {(v.kind.value, v.raw) for v in find_values(line)}
    assert (kind, raw) in found
    assert not any(k == "phone" for k, _ in found)


def test_a_code_s_last_group_is_no_sum_of_the_currency_after_it():
    from lethe.language.values import find_values

    sums = [v.key.amount for v in find_values("Facture AF-2026-017 CHF 6'800.") if v.kind.value == "money"]
    assert [int(s) for s in sums] == [6800]


_ADMIN_PAPERS = {
    "workspace/MEMORY.md": "# Memory\n- Bank: Belfius BE68 0689 4471 2203.\n"
    "- Residence card (carte A) B 0917 4432 18, expires 2026-10-31.\n- N° AVS 756.4412.8890.21.\n"
    "- Assurance perte de gain: Groupe Mutuel, police 8841-220-57.\n- Car: grey Toyota Corolla, GZ-418-K.\n",
    "workspace/memory/2026-02-09.md": "# 2026-02-09\n- Commune: bring 3 payslips + bank statements + carte A "
    "(B0917443218).\n- Renewed the parking permit for GZ-418-K.\n",
    "workspace/memory/2026-05-20.md": "# 2026-05-20\n- Residence card: start the renewal in August, bring 4 photos.\n",
}


@pytest.mark.parametrize(
    ("request_", "values"),
    [
        # "(B0917…)" in brackets after "carte A" is the card's, not the bank statements'
        ("cn u delte my bank acount nr pls, dont want it stored", {"BE68 0689 4471 2203"}),
        ("Efface mon numéro AVS et le numéro de police de la perte de gain.", {"756.4412.8890.21", "8841-220-57"}),
        # "4 photos" counts photos; it is no document's number
        ("Please remove my residence permit number from everything.", {"B 0917 4432 18"}),
        # a plate with no label, in a line about the car, found wherever it is written
        ("Forget our car's number plate, please.", {"GZ-418-K"}),
    ],
)
def test_a_number_of_a_kind_is_the_one_its_own_label_names(request_, values):
    d = _derive(request_, _ADMIN_PAPERS)
    assert d.outcome is Outcome.SUBJECT
    assert {v.text for v in d.subject.values} >= values
    assert "2026-10-31" not in {v.text for v in d.subject.values}
    assert not {v.text for v in d.subject.values} & {"4", "3"}


def test_someone_else_s_mum_is_not_the_users():
    notes = {
        "workspace/MEMORY.md": "# Memory\n- Joke (Ruben's mum), Schiedam. Phone 06-4188 2357.\n"
        "- Mum: Hennie Visser, Zwolle. Phone 06-2214 9031.\n"
    }
    d = _derive("Can you forget my mum's phone number? She's switching providers anyway.", notes)
    assert d.outcome is Outcome.SUBJECT and [v.text for v in d.subject.values] == ["06-2214 9031"]


_INVOICES = {
    "workspace/memory/2026-01-29.md": "# 2026-01-29\n- Facture AF-2026-014 envoyée à Rochat (CHF 3'420).\n",
    "workspace/memory/2026-02-10.md": "# 2026-02-10\n- Livré les écrans Kessler. Facture AF-2026-017 CHF 6'800.\n",
    "workspace/memory/2026-03-13.md": "# 2026-03-13\n- AF-2026-017 pas payée. Rappel à Kessler.\n",
}


def test_one_thing_by_a_common_name_that_is_several_things_is_asked_about_and_an_answer_picks():
    d = _derive("Oublie la facture, elle est enfin payée !", _INVOICES)
    assert d.outcome is Outcome.CLARIFY and len(d.candidates) == 2
    assert any("Rochat" in c for c in d.candidates) and any("Kessler" in c for c in d.candidates)
    assert not any("AF-2026" in c or "6'800" in c for c in d.candidates)  # never a number
    turns = [
        SimpleNamespace(position=0, role="user", text="Oublie la facture, elle est enfin payée !"),
        SimpleNamespace(
            position=1, role="toolResult", tool_name="forget.plan", text='{"status": "needs_clarification"}'
        ),
        SimpleNamespace(position=2, role="user", text="Celle de Kessler."),
    ]
    d = derive(turns, lambda: list(_INVOICES.items()))
    assert d.outcome is Outcome.SUBJECT and "AF-2026-014" not in {v.text for v in d.subject.values}


def test_the_same_sum_in_two_matters_is_asked_about():
    notes = {
        "workspace/MEMORY.md": "# Memory\n- Mum: Fatou Sarr, Thiès. I send €250 on the 1st via Wise.\n",
        "workspace/memory/2026-05-20.md": "# 2026-05-20\n- Deductible (€250) refunded by Dubois' insurer.\n",
    }
    d = _derive("Can you forget the €250 thing? It's all sorted now.", notes)
    assert d.outcome is Outcome.CLARIFY and len(d.candidates) == 2


def test_one_matter_told_in_several_notes_is_not_asked_about():
    notes = {
        "workspace/memory/2026-03-01.md": "# 2026-03-01\n- Divorce: first meeting with Maître Colin, 300 €.\n",
        "workspace/memory/2026-04-01.md": "# 2026-04-01\n- Divorce hearing moved to 12 May (tribunal de Nanterre).\n",
    }
    d = _derive("Forget everything about the divorce.", notes)
    assert d.outcome is Outcome.SUBJECT


@pytest.mark.parametrize(
    ("request_", "values"),
    [
        # the news before the request says whose; "seine" is the doctor's
        ("Mein Hausarzt hat eine neue Ordination, seine alte Telefonnummer kannst du wegschmeißen.", {"0316 82 41 55"}),
        # "only the address" says the same thing again, to limit it
        ("Forget my doctor's address, only the address. Keep his name.", {"Avenue Louise"}),
        # a reason after the request ("me cambio en agosto", "ils ont changé", "por seguridad") is no second thing
        ("porfa borra la direcion de mi casa, me cambio en agosto", {"Irarrázaval 3150"}),
        ("Borra la dirección de mi casa, por seguridad.", {"Irarrázaval 3150"}),
    ],
)
def test_what_goes_is_what_the_request_names_not_the_news_around_it(request_, values):
    notes = {
        "workspace/MEMORY.md": "# Memory\n- Hausarzt: Dr. Gernot Lackner, Tel. 0316 82 41 55.\n"
        "- Knee doctor: Julien Mertens, Avenue Louise 301, Mondays 19:00.\n"
        "- Dirección: Av. Irarrázaval 3150, Ñuñoa.\n",
    }
    d = _derive(request_, notes)
    assert d.outcome is Outcome.SUBJECT, (d.outcome, d.question)
    said = " | ".join(v.text for v in d.subject.values)
    assert all(v in said for v in values)
    assert "Lackner" not in said and "Mertens" not in said


def test_everything_about_one_thing_of_a_matter_is_not_the_whole_matter():
    notes = {
        "workspace/MEMORY.md": "# Memory\n- Hochzeit am 12.09.2026, Gutshof Rittmitz.\n- Trauzeugin: Jana Weber.\n",
        "workspace/memory/2026-03-01.md": "# 2026-03-01\n- Anprobe bei Brautmoden Lindner, Taille enger.\n",
    }
    d = _derive("Vergiss bitte alles über mein Brautkleid – Max liest manchmal mit und soll nichts wissen!", notes)
    assert d.outcome is not Outcome.SUBJECT or not any("Rittmitz" in a or "Weber" in a for a in d.subject.anchors)


@pytest.mark.parametrize(
    "text",
    ["Forget my passport number. Oh and Ibou says hi.", "Lösch meine Passnummer. Und Max lässt grüßen."],
)
def test_someone_s_news_after_the_request_is_no_part_of_it(text):
    u = read(text)
    assert len(u.items) == 1


@pytest.mark.parametrize(
    ("line", "value", "left"),
    [
        # a spaced dash parts a line like a comma: the call goes, the birthday stays
        (
            "- Arnaud anniversaire 14.02 — appeler au +41 79 544 12 87.",
            "+41 79 544 12 87",
            "- Arnaud anniversaire 14.02.",
        ),
        # a range is no such dash
        ("- Kiné 9:00 - 10:00 chez Julien, tél 079 544 12 87.", "079 544 12 87", "- Kiné 9:00 - 10:00 chez Julien."),
    ],
)
def test_a_spaced_dash_parts_a_line_like_a_comma(line, value, left):
    assert rewritten(line, Matcher([Value(value)]).spans(line)) == left


def test_a_fact_s_names_are_those_of_the_part_that_states_it():
    notes = {
        "workspace/MEMORY.md": "# Memory\n- Alérgica a los mariscos (anafilaxia en 2017), ando con EpiPen.\n",
        "workspace/memory/2026-02-15.md": "# 2026-02-15\n- Fin de semana en Pichilemu con Seba; Canela donde mamá. "
        "Ojo en los restoranes: nada de mariscos.\n",
    }
    d = _derive("Olvida que soy alérgica a los mariscos, por fa.", notes)
    assert d.outcome is Outcome.SUBJECT
    assert not any("Pichilemu" in v.text for v in d.subject.values)


def test_a_rate_per_hour_is_the_one_whose_line_names_the_client():
    notes = {
        "workspace/MEMORY.md": "# Memory\n- Boulangerie Rochat (Vevey): site + logo. Tarif CHF 95/h.\n"
        "- Fondation Lavaux: rapport annuel, CHF 85/h.\n- Facture AF-2026-014 envoyée à Rochat (CHF 3'420).\n",
    }
    d = _derive("Tu peux oublier combien je facture de l'heure à la boulangerie ? Je renégocie.", notes)
    assert d.outcome is Outcome.SUBJECT
    said = " | ".join(v.text for v in d.subject.values)
    assert "95" in said and "85" not in said and "3'420" not in said


def test_a_name_in_the_sentence_that_states_the_matter_is_followed():
    notes = {
        "workspace/MEMORY.md": "# Memory\n- Dépression ; sous sertraline 50 mg depuis janvier 2026.\n",
        "workspace/memory/2026-01-26.md": "# 2026-01-26\n- Premier rendez-vous chez Dr Le Goff ; on commence la "
        "sertraline.\n",
    }
    d = _derive("Oublie que je prends des antidépresseurs.", notes)
    assert d.outcome is Outcome.SUBJECT and "Dr Le Goff" in {v.text for v in d.subject.values}


def test_someone_s_matter_takes_the_sentence_of_their_line_that_says_it_and_not_their_school():
    notes = {
        "workspace/MEMORY.md": "# Memory\n- Kids: Fenna and Daan.\n"
        "- Fenna (9): groep 6 at De Regenboog. Hockey Wednesdays 16:00.\n"
        "- Daan (5): groep 2 at De Regenboog. Logopedie Wednesdays 14:30 with Ilse (Logopediepraktijk Kralingen).\n",
        "workspace/memory/2026-01-28.md": "# 2026-01-28\n- Daan logopedie: Ilse says the s is better.\n",
    }
    d = _derive("We've stopped Daan's speech therapy, so you can drop all of that now.", notes)
    assert d.outcome is Outcome.SUBJECT
    said = " | ".join(d.subject.anchors + [v.text for v in d.subject.values])
    assert "Logopedie" in said and "Hockey" not in said and "groep 2" not in said


@pytest.mark.parametrize(
    "request_",
    [
        "Oublie que j'ai le trait drépanocytaire, stp. Je préfère que ce ne soit pas noté.",
        "Forget that I have sickle cell trait.",
    ],
)
def test_a_condition_named_in_another_language_than_the_note(request_):
    notes = {"workspace/MEMORY.md": "# Memory\n- Sickle cell trait (AS): tell doctors before any anaesthesia.\n"}
    assert _derive(request_, notes).outcome is Outcome.SUBJECT


def test_a_pointer_after_thanks_and_however_is_what_was_just_said():
    notes = {"workspace/MEMORY.md": "# Memory\n- Fondation Lavaux: contact Pascal Jaquier, pascal@lavaux.ch.\n"}
    turns = [
        SimpleNamespace(position=0, role="user", text="C'est quoi déjà l'adresse mail de Pascal à la fondation ?"),
        SimpleNamespace(position=1, role="assistant", text="C'est pascal@lavaux.ch."),
        SimpleNamespace(position=2, role="user", text="Merci. Par contre efface-la de ta mémoire après."),
    ]
    d = derive(turns, lambda: list(notes.items()))
    assert d.outcome is Outcome.SUBJECT and [v.text for v in d.subject.values] == ["pascal@lavaux.ch"]


def test_an_attribute_word_inside_a_matter_s_name_is_no_attribute():
    u = read("Forget Fenna's school trip to the zoo, it's been cancelled.")
    assert len(u.items) == 1 and u.items[0].attribute is None


# ------------------------------------------------------------------------------------------ set 9 iterated
def test_where_someone_works_is_their_job_line_whatever_its_capitals():
    notes = {
        "workspace/MEMORY.md": "# Memory\n- Partner: Daniel Roth, since 2023. Nurse at Vivantes Klinikum Am Urban "
        "(cardio ward). Birthday 9 August.\n- Works 9:30–18:00; no work pings on weekends.\n",
        "workspace/memory/2026-05-22.md": "# 2026-05-22\n- Daniel on nights at Vivantes all week, we barely see "
        "each other.\n",
    }
    d = _derive("Forget where Daniel works. Only that, his birthday and the rest stay.", notes)
    assert d.outcome is Outcome.SUBJECT
    said = " | ".join(v.text for v in d.subject.values)
    assert "Vivantes" in said and "9:30" not in said and "9 August" not in said


@pytest.mark.parametrize(
    ("text", "notes_only"),
    [
        ("Tu peux effacer la plaque de ma Clio de tes notes, stp ?", False),  # the assistant's notes: its memory
        ("pls delet the wifi pasword from ur notes", False),
        ("Delete the reminder about the dentist but keep the note.", False),
        ("Remove it from the notes only.", True),
    ],
)
def test_your_notes_is_the_assistants_memory_not_one_place_of_it(text, notes_only):
    u = read(text)
    assert ("notes" in (u.items[0].places if u.items else frozenset())) is notes_only


def test_the_name_of_the_notary_is_her_name_and_a_role_in_brackets_declares_her():
    notes = {
        "workspace/MEMORY.md": "# Mémoire\n- Nouvelle maison : rue du Lombard 9, 5000 Namur. Acte signé le 22 mai "
        "chez Maître Hélène Jadot (notaire, Jambes).\n",
        "workspace/memory/2026-02-02.md": "# 2026-02-02\n- Compromis signé chez Maître Jadot. Acompte versé.\n",
    }
    people = build(list(notes.items())).people
    assert "notary" in people.named("Jadot").relations
    item = read("Oublie le nom de la notaire.").items[0]
    assert (item.owner.word, item.attribute.name) == ("notary", "name")
    assert read("Forget the name of that Thai place.").items[0].attribute is None


def test_a_matters_unknown_word_opening_a_sentence_is_a_clue_but_not_in_german_or_after_a_title():
    from lethe.workflow.residual import distinctive

    counts = Counter({"nordwind": 4, "klassenlehrerin": 3, "peeters": 4})  # each in more notes than go

    def clues(gone, broad=True):
        return {c if isinstance(c, str) else c.text for c in distinctive([(gone, "")], set(), counts, broad=broad)}

    assert "Nordwind" in clues("- Nordwind first interview (video), went ok. Take-home due Sunday.")
    assert "Klassenlehrerin" not in clues("- Paul startet Medikinet 10 mg. Klassenlehrerin soll Rückmeldung geben.")
    assert "Peeters" not in clues("- Topiramate : fourmis dans les doigts, à signaler à Dr. Peeters.", broad=False)


def test_a_day_written_with_a_slash_is_either_reading():
    from lethe.language.text import find_days

    days = {(d.month, d.day) for d, _ in find_days("écho de Manon le 12/06 (confidentiel)")}
    assert days == {(12, 6), (6, 12)}
    assert {(d.month, d.day) for d, _ in find_days("am 12.06.")} == {(6, 12)}


def test_a_latin_american_street_has_no_street_word_after_its_town():
    notes = {
        "workspace/MEMORY.md": "# Memoria\n- Mamá: Silvia, en Rosario, Mendoza 2540. Cel 341 555-2290.\n",
        "workspace/memory/2026-03-17.md": "# 2026-03-17\n- Le mandé a mamá los apuntes por Andreani a Mendoza 2540.\n",
    }
    d = _derive("¿Me hacés un favor? Borrá la dirección de mi vieja.", notes)
    assert d.outcome is Outcome.SUBJECT
    assert [v.text for v in d.subject.values] == ["Mendoza 2540"]
    assert Matcher(d.subject.values).matches("Le mandé a mamá los apuntes por Andreani a Mendoza 2540.")


def test_an_argentinian_mobile_after_its_label_and_the_number_of_a_residence_permit():
    from lethe.language.values.scan import find_values

    assert [f.kind.value for f in find_values("Cami: compañera de depto. Cel 11 6120-7734.", lang_hint="es")] == [
        "phone"
    ]
    notes = {"workspace/MEMORY.md": "# Memory\n- Blue Card. Aufenthaltstitel (eAT) no. Y7KL40291, valid until 2027.\n"}
    d = _derive("Kannst du bitte die Nummer von meinem Aufenthaltstitel vergessen?", notes)
    assert d.outcome is Outcome.SUBJECT and "Y7KL40291" in {v.text for v in d.subject.values}


def test_a_nickname_in_quotes_names_the_person_and_a_correction_names_the_mover():
    notes = {
        "workspace/MEMORY.md": "# Mémoire\n- Ami : Sébastien « Seb » Gillet, 0486 72 15 33.\n"
        "- Déménageur : Déménagements Piron, 081 30 58 14. Samedi 27 juin.\n",
    }
    people = build(list(notes.items())).people
    assert people.named("Seb") is people.named("Sébastien")
    turns = [
        SimpleNamespace(position=0, role="user", text="Oublie le numéro de Seb."),
        SimpleNamespace(position=1, role="user", text="Ah non pardon, pas Seb ! Je voulais dire le déménageur, Piron."),
    ]
    d = derive(turns, lambda: list(notes.items()))
    assert d.outcome is Outcome.SUBJECT and [v.text for v in d.subject.values] == ["081 30 58 14"]


@pytest.mark.parametrize(
    ("request_", "value"),
    [
        ("Please forget how much our rent is.", "$380.000"),
        ("Forget the amount I send Mama every month.", "400 €"),
        ("Forget what the moving company is charging me.", "1 480 €"),
    ],
)
def test_an_amount_by_what_it_is_for_in_another_language(request_, value):
    notes = {
        "workspace/MEMORY.md": "# Memory\n- Depto: Bulnes 1142, con Cami. Alquiler $380.000, se paga el 5.\n"
        "- Mama (Fatima) à Fès. Virement de 400 € chaque début de mois via Wise.\n"
        "- Devis Déménagements Piron : 1 480 € TTC pour le 27 juin.\n",
    }
    d = _derive(request_, notes)
    assert d.outcome is Outcome.SUBJECT and [v.text for v in d.subject.values] == [value]


def test_a_typo_keeps_its_first_letter_unless_one_edit_away():
    item = read("oublie mon numero d'etranjer stp jlai noté ailleur").items[0]
    assert item.owner.kind == "user" and "jlai" not in item.text
    assert read("frget my adress").items[0].attribute.name == "address"


@pytest.mark.parametrize(
    ("notes", "request_", "names"),
    [
        (
            "- Juli (Julieta Sosa): grupo de estudio de Neuro. Cel 11 4478-2019.\n"
            "- Juli (Julián Benítez): compañero de turno en el café. Cel 11 3390-5521.\n",
            "Borrá el número de Juli.",
            ("Julieta", "Julián"),
        ),
        (
            "- Lukas Amann: Geselle, Frühschicht ab 3 Uhr. Handy 0176 2219 4580.\n"
            "- Schafkopf donnerstags mit Lukas Berghammer (0171 640 2281) und Sepp.\n",
            "Vergiss die Handynummer vom Lukas.",
            ("Amann", "Berghammer"),
        ),
        (
            "- Médecin traitant : Dr Youssef Haddad, 04 67 58 22 10.\n- Gynéco : Dr Anne Lacombe, 04 67 64 90 31.\n",
            "Can you forget the doctor's number?",
            ("Haddad", "Lacombe"),
        ),
    ],
)
def test_two_people_one_name_or_role_are_asked_about_by_their_names(notes, request_, names):
    d = _derive(request_, {"workspace/MEMORY.md": "# Memory\n" + notes})
    assert d.outcome is Outcome.CLARIFY
    asked = " | ".join(d.candidates)
    assert all(n in asked for n in names), asked
    assert not any(ch.isdigit() for ch in asked)


def test_an_eircode_is_a_postcode_and_take_it_out_is_a_request():
    notes = {
        "workspace/MEMORY.md": '# Memory\n- Mam: Bridget "Bridie" Keane (84), 7 Millfield Cottages, Ballincollig, '
        "Co. Cork P31 KD62. Landline 021 487 3301.\n",
    }
    people = build(list(notes.items())).people
    assert people.named("Keane") is people.named("Bridie") is people.named("Bridget")  # her age names nobody
    d = _derive("Take Mam's Eircode out of your notes. Just the code, keep her address.", notes)
    assert d.outcome is Outcome.SUBJECT and [v.text for v in d.subject.values] == ["P31 KD62"]
    d = _derive("Forget Mam's landline number please.", notes)
    assert d.outcome is Outcome.SUBJECT and [v.text for v in d.subject.values] == ["021 487 3301"]


def test_someones_number_is_in_the_sentence_that_names_them():
    notes = {
        "workspace/MEMORY.md": "# Memory\n- Sister: Niamh Keane-Byrne, Galway, 087 214 6630.\n",
        "workspace/memory/2026-04-02.md": "# 2026-04-02\n- Visited Ashgrove Lodge with Niamh. Lovely garden. "
        "Breda (DON): 021 434 6611.\n",
    }
    d = _derive("Forget Niamh's mobile.", notes)
    assert d.outcome is Outcome.SUBJECT and [v.text for v in d.subject.values] == ["087 214 6630"]


def test_what_the_user_did_to_it_is_a_reason_not_a_second_thing():
    assert len(read("Oublie le code de la boîte à clés, on l'a changé ce week-end.").items) == 1


def test_a_correction_to_someone_elses_mum_is_the_one_the_notes_say_is_theirs():
    notes = {
        "workspace/MEMORY.md": "# Memory\n- Mum: Ans Visser, 06-2214 9031.\n- Babysitter: Lotte Jansen, 06-5831 7702.\n"
        "- Joke (Ruben's mum), Schiedam, 06-4188 2357.\n",
    }
    people = build(list(notes.items())).people
    assert [p.first for p in people.kin_of("mother", "Ruben")] == ["Joke"]
    assert "mother" not in people.named("Joke").relations
    turns = [
        SimpleNamespace(position=0, role="user", text="Can you forget my mum's phone number?"),
        SimpleNamespace(position=1, role="user", text="Oh wait, sorry, not my mum: Ruben's mum."),
    ]
    d = derive(turns, lambda: list(notes.items()))
    assert d.outcome is Outcome.SUBJECT and [v.text for v in d.subject.values] == ["06-4188 2357"]


def test_a_matters_one_person_beside_its_words_and_a_persons_names_are_residual_clues():
    from lethe.workflow.residual import companions

    pieces = [
        ("- Hermano: Felipe (32), Concepción. Le presté $450.000 en marzo.", "- Hermano: Felipe (32), Concepción."),
        ("- Felipe pidió plata para el arriendo, le transferí $450.000.", ""),
        ("- Felipe devolvió la primera cuota ($50.000).", ""),
    ]
    (clue,) = companions(pieces, {"felipe"})
    m = Matcher([clue])
    assert m.matches("- Felipe no pagó la cuota de mayo.") and not m.matches("- Felipe viene el sábado.")
    notes = {
        "workspace/MEMORY.md": "# Memoria\n- Terapia online con la Lic. Paula Ibarra, jueves 19:00. Ansiedad.\n",
        "workspace/memory/2026-03-12.md": "# 2026-03-12\n- Terapia con Paula: la ansiedad por la visa.\n",
    }
    d = _derive("Borrá todo lo de mi psicóloga.", notes)
    assert d.outcome is Outcome.SUBJECT and d.subject.about == ["Paula", "Ibarra"]


def test_a_place_added_with_including_is_no_second_thing_and_vom_names_only_someone_known():
    items = read("Take the wifi password out of everything, including that guest info page you made.").items
    assert len(items) == 1 and items[0].attribute.name == "code"
    assert read("Lösch bitte meine Personalnummer vom Spital.").items[0].owner.kind != "name"


def test_called_me_asks_for_no_name_and_a_nickname_in_brackets_is_one_only_when_it_looks_like_it():
    from lethe.planner.understanding.utterance import items_of

    (item,) = items_of("My sister just called me crying about the baby before Flor was ready.", None)
    assert item.attribute is None
    people = build(
        [
            (
                "workspace/MEMORY.md",
                "# M\n- Ex: Agustina Molina (Agus). Cortamos en febrero.\n"
                "- Freundin: Sabine Krause (Chor), 0176 5512 904.\n",
            )
        ]
    ).people
    assert people.named("Agus") is people.named("Agustina")
    assert people.named("Chor") is None


def test_a_town_after_in_is_no_clue_and_whose_thing_it_is_is_no_companion():
    from lethe.workflow.residual import distinctive

    found = distinctive([("- Mum: cataract surgery in Thiès, €600; I pay half.", "")], set(), Counter(), broad=True)
    assert "Thiès" not in {c if isinstance(c, str) else c.text for c in found}
    assert "Sellwood Vet" in {
        c if isinstance(c, str) else c.text
        for c in distinctive([("- Vet appointment in Sellwood Vet on June 10.", "")], set(), Counter(), broad=True)
    }


def test_frau_before_a_surname_is_mrs_and_a_bavarian_correction_names_the_other_one():
    notes = {
        "workspace/MEMORY.md": "# Gedächtnis\n- Milch bis 31.5.: Molkerei Zankl, 08161 88 31 70.\n"
        "- Ab 1.6.: Milchhof Reisinger, Hallbergmoos, 0811 55 92 18 (Frau Reisinger).\n- Frau: Steffi.\n",
    }
    people = build(list(notes.items())).people
    assert people.named("Reisinger") is not None and not people.named("Reisinger").relations
    turns = [
        SimpleNamespace(position=0, role="user", text="Vergiss die Nummer von der Molkerei."),
        SimpleNamespace(position=1, role="user", text="Na, ned de vom Zankl. I moan de neue, vom Reisinger."),
    ]
    d = derive(turns, lambda: list(notes.items()))
    assert d.outcome is Outcome.SUBJECT and [v.text for v in d.subject.values] == ["0811 55 92 18"]


# ------------------------------------------------------------------------------------------ set 10 iterated
def test_her_number_from_my_files_is_hers_and_a_street_in_passing_goes_with_it():
    u = read("Sophie Gauthier asked me to delete her cell number from my files after the wedding.")
    assert u.items[0].owner.kind == "pronoun"
    notes = {
        "workspace/USER.md": "# User\n- Lives at Calle de Embajadores 118, 3ºB, 28045 Madrid.\n",
        "workspace/MEMORY.md": "# Memory\n- Girlfriend: Aitana Robles, lives at Calle de Embajadores 31, 2ºA "
        "(5 min walk). Birthday 19 July.\n",
        "workspace/memory/2026-01-15.md": "# 2026-01-15\n- I see her Sundays at hers (Embajadores 31).\n",
    }
    d = _derive("Forget where Aitana lives — not her birthday though.", notes)
    assert d.outcome is Outcome.SUBJECT
    m = Matcher(d.subject.values)
    assert m.matches("- I see her Sundays at hers (Embajadores 31).")
    assert not m.matches("- Lives at Calle de Embajadores 118, 3ºB, 28045 Madrid.")
    assert not m.matches("- Birthday 19 July (5 min walk).")


def test_what_a_rewrite_keeps_that_still_measures_the_matter_and_a_hyphenated_word_are_clues():
    from lethe.workflow.residual import distinctive

    found = distinctive(
        [("- Macarena embarazada! 12 semanas. No contarle a nadie todavía.", "- 12 semanas. No contarle a nadie.")],
        set(),
        Counter(),
        broad=True,
    )
    assert "12 semanas" in {c if isinstance(c, str) else c.text for c in found}
    found = distinctive([("- Sie hat mir anvertraut: Emils Vater sitzt in U-Haft (JVA Moabit).", "")], set(), Counter())
    assert "U-Haft" in {c if isinstance(c, str) else c.text for c in found}


def test_the_school_closing_a_matters_name_is_no_school_and_pills_for_her_pressure_are_her_blood_pressure():
    assert read("Efface ce qui concerne l'évaluation de Luca chez le psy de l'école.").items[0].attribute is None
    assert read("Oublie l'école de Luca.").items[0].attribute.name == "school"
    from lethe.planner.understanding import concepts

    assert "blood pressure" in {c.label for c in concepts.named_in("lo de sus pastillas de la presión", "es")}


def test_a_word_capitalised_only_by_its_sentence_is_a_clue_in_any_case_and_casa_is_part_of_an_address():
    from lethe.planner.understanding.values import place_end
    from lethe.workflow.residual import distinctive

    found = distinctive([("- Cytoponction faite. Stressée.", "")], set(), Counter({"cytoponction": 2}), broad=True)
    clue = next(c for c in found if (c if isinstance(c, str) else c.text).casefold() == "cytoponction")
    assert Matcher([Value(clue) if isinstance(clue, str) else clue]).matches("- Résultat cytoponction : bénin.")
    line = "- Suegra: Teresa Fuentes, Av. Vicuña Mackenna 7255, casa 12, La Florida."
    assert line[: place_end(line, line.index("7255") + 4)].endswith("casa 12, La Florida")
    assert read("Forget the booking number for the Lugano hotel.").items[0].attribute is not None


_KEEPING_NOTES = {
    "workspace/MEMORY.md": "# Memory\n## Health\n- Sleeping tablets: zopiclone 7.5 mg, half a tablet on bad nights.\n"
    "- Hypothyroidism since 2019, levothyroxine 50 µg.\n## Money\n- Bank: IBAN DE44 5001 0517 5407 3249 31 (ING).\n"
    "- Llaves de repuesto: las tiene Frau Albers, la vecina.\n",
    "workspace/memory/2026-03-02.md": "# 2026-03-02\n- Traudl's knee (Gelenk) is worse, surgery maybe in May.\n",
}


@pytest.mark.parametrize(
    ("request_text", "gone"),
    [
        ("I'd rather you stopped keeping track of my sleeping tablets. I'm done with them.", "zopiclone"),
        ("Could you stop holding on to my bank details? All of that.", "DE44"),
        ("Meine Bankverbindung – also die IBAN – bitte nirgends mehr speichern.", "DE44"),
        ("No quiero que tengas guardada mi cuenta del banco.", "DE44"),
        ("No quiero que te acuerdes de que tengo hipotiroidismo, ¿vale? Bórralo.", "Hypothyroidism"),
        ("Je ne veux pas que tu gardes mon hypothyroïdie en mémoire.", "Hypothyroidism"),
        ("Ich will nicht, dass du dir meine Schlaftabletten merkst.", "zopiclone"),
        ("I don't want you keeping my sleeping tablets on file.", "zopiclone"),
        ("Oye, lo de quién me guarda las llaves de repuesto… eso bórralo.", "Albers"),
    ],
)
def test_not_keeping_said_in_everyday_ways_is_a_request(request_text, gone):
    d = _derive(request_text, _KEEPING_NOTES)
    assert d.outcome is Outcome.SUBJECT, (d.outcome, d.question)
    m = d.subject.matcher()
    lines = [ln for text in _KEEPING_NOTES.values() for ln in text.splitlines() if m.matches(ln)]
    assert any(gone in ln for ln in lines), lines


@pytest.mark.parametrize(
    "text",
    [
        "Can you wipe the whole saga with my landlord now?",
        "So can you wipe the whole landlord saga?",
        "Den ganzen Ärger mit der Hausverwaltung kannst du jetzt vergessen.",
        "Tu effaces toute cette histoire avec les Affaires maritimes.",
        "Borra todo el lío con el casero.",
        "Forget the whole drama with my sister-in-law.",
    ],
)
def test_the_whole_saga_with_someone_is_a_topic(text):
    items = read(text).items
    assert items and items[0].topic, items
    assert not {"whole", "saga", "ganzen", "arger", "histoire", "lio", "drama"} & set(items[0].words), items[0].words


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("Die Strickrunde kannst du aus dem Gedächtnis streichen, da geh ich nicht mehr hin.", ["strickrunde"]),
        ("Den ganzen Ärger mit der Hausverwaltung kannst du jetzt vergessen.", ["hausverwaltung"]),
        ("Ey, kannst du die Sache mit dem Sertralin rausnehmen?", ["sertralin"]),
    ],
)
def test_what_german_puts_before_the_verb_is_what_goes(text, words):
    items = read(text).items
    assert len(items) == 1 and set(words) <= set(items[0].words), items


@pytest.mark.parametrize(
    ("text", "relation"),
    [("efface le numero de cell de ma blonde stp", "girlfriend"), ("Oublie l'adresse de mon chum.", "boyfriend")],
)
def test_quebec_words_for_a_partner(text, relation):
    assert read(text).items[0].owner.word == relation


def test_a_street_after_someones_label_is_no_person():
    notes = {
        "workspace/MEMORY.md": "# Memoria\n- Mamá: Lupita Treviño, Calle Río Nazas 214, Col. del Valle.\n",
        "workspace/memory/2026-02-17.md": "# 2026-02-17\n- Mandé paquete a mamá: Calle Río Nazas 214. Llega pronto.\n",
    }
    people = build(list(notes.items())).people.by_key
    assert "calle" not in people and "lupita" in people


@pytest.mark.parametrize(
    ("line", "street", "address"),
    [
        (
            "- Mamá: Lupita Treviño, Calle Río Nazas 214, Col. del Valle, San Pedro Garza García, NL. Cel +52 81 83.",
            "214",
            "Calle Río Nazas 214, Col. del Valle, San Pedro Garza García, NL",
        ),
        ("- Neue Adresse: Lindenstr. 12, Frankfurt am Main, ab Montag.", "12", "Lindenstr. 12, Frankfurt am Main"),
        ("- Piso: Calle Mayor 3, Castellón de la Plana. Llaves con Pepa.", "3", "Calle Mayor 3, Castellón de la Plana"),
        ("- Wohnt jetzt Lindenstr. 12, Köln am Montag erst.", "12", "Lindenstr. 12, Köln"),
    ],
)
def test_an_address_ends_with_its_quarter_and_town(line, street, address):
    from lethe.planner.understanding.values import place_end

    start = line.index(address)
    end = line.index(street, start) + len(street)
    assert line[start : place_end(line, end)] == address


@pytest.mark.parametrize(
    ("line", "key"),
    [
        ("- Psicóloga: Lic. Marina Goldberg, martes 18 h.", "marina"),
        ("- Médecin : Dre Lemieux, Clinique pédiatrique.", "lemieux"),
        ("- Therapeutin: Mag. Birgit Url, dienstags 17:00.", "birgit"),
    ],
)
def test_a_title_before_a_name_is_no_first_name(line, key):
    people = build([("workspace/MEMORY.md", "# Memory\n" + line + "\n")]).people.by_key
    assert key in people and not {"lic", "dre", "mag"} & set(people)


def test_a_door_code_after_its_word():
    notes = {
        "workspace/MEMORY.md": "# Mémoire\n- Chum : Félix Ouellet, 3380 rue Wellington, app. 5 (code porte 1942#).\n",
    }
    d = _derive("Félix and I broke up. Forget his address and his door code. The rest can stay for now.", notes)
    assert d.outcome is Outcome.SUBJECT, (d.outcome, d.question, d.candidates)
    assert [v.text for v in d.subject.values] == ["3380 rue Wellington", "1942#"]


_FAMILY_CA = {
    "workspace/MEMORY.md": (
        "# MEMORY\n## Família\n- Núria (parella), dissenyadora gràfica, +34 644 580 912.\n"
        "- Germana Laia, +34 679 334 120 (Girona).\n"
        "- Mare: Roser, casa +34 93 213 47 80. Pare: Enric, +34 609 771 255.\n"
        "- Manager: Xavi Camps, +34 611 203 774.\n"
    ),
}


def test_catalan_family_words_are_relations_and_each_number_of_a_list_goes():
    assert "germana" not in build(list(_FAMILY_CA.items())).people.by_key
    d = _derive("Olvida el número de Núria, el de Laia y el de mi padre.", _FAMILY_CA)
    assert d.outcome is Outcome.SUBJECT, (d.outcome, d.question, d.candidates)
    m = d.subject.matcher()
    for number in ("644 580 912", "679 334 120", "609 771 255"):
        assert any(m.matches(ln) for ln in _FAMILY_CA["workspace/MEMORY.md"].splitlines() if number in ln), number
    assert not m.matches("- Manager: Xavi Camps, +34 611 203 774.")


def test_someones_one_not_found_is_asked_about_not_dropped():
    notes = {"workspace/MEMORY.md": "# MEMORY\n- Núria (parella), +34 644 580 912.\n- Laia, +34 679 334 120.\n"}
    d = _derive("Olvida el número de Núria y el de mi abuelo.", notes)
    assert d.outcome is Outcome.CLARIFY, d.outcome
    assert any("grandfather" in c for c in d.candidates), d.candidates


def test_off_is_no_word_of_what_is_asked_and_a_loan_goes_on_after_a_semicolon():
    notes = {
        "workspace/MEMORY.md": (
            "# MEMORY\n## Family\n- Son Euan, Aberdeen, works offshore (two weeks on, two off).\n"
            "## Money\n- Borrowed £6,000 from Euan in 2025 for the boat's new engine; paying back £250 a month.\n"
        ),
        "workspace/memory/2026-04-02.md": "# 2026-04-02\n- Remboursé 250 £ à Euan. Reste 4 500 £.\n",
        "workspace/memory/2026-05-18.md": "# 2026-05-18\n- Euan home for his two weeks off; fishing on Saturday.\n",
    }
    d = _derive("Forget that I borrowed money off Euan for the engine, would you.", notes)
    assert d.outcome is Outcome.SUBJECT, (d.outcome, d.question, d.candidates)
    m = d.subject.matcher()
    assert m.matches("- Remboursé 250 £ à Euan. Reste 4 500 £.")
    assert not m.matches("- Son Euan, Aberdeen, works offshore (two weeks on, two off).")
    assert not m.matches("- Euan home for his two weeks off; fishing on Saturday.")
    line = "- Borrowed £6,000 from Euan in 2025 for the boat's new engine; paying back £250 a month."
    assert rewritten(line, m.spans(line)) == ""


@pytest.mark.parametrize(
    ("request_", "gone", "kept"),
    [
        (
            "Borra todo lo del pleito con mi casero, ya me voy en junio.",
            "- Lettre recommandée envoyée à M. Perrin (moisissure + radiateur).",
            "- Barista at Le Moulin Bleu, 22 h this week.",
        ),
        (
            "Olvídate de todo lo del tinnitus.",
            "- Custom earplugs from Earfit, wear them at EVERY rehearsal.",
            "- Setlist draft for the Apolo: 16 songs.",
        ),
    ],
)
def test_a_matter_told_in_another_language(request_, gone, kept):
    notes = {
        "workspace/MEMORY.md": "# MEMORY\n- Tinnitus right ear since February (Dr. Roig).\n"
        "- Landlord: M. Bernard Perrin. Black mold in the bedroom since November.\n",
        "workspace/memory/2026-03-10.md": f"# 2026-03-10\n{gone}\n{kept}\n",
    }
    _takes_only(request_, notes, gone, kept)


def _takes_only(request_: str, notes: dict[str, str], gone: str, kept: str) -> None:
    d = _derive(request_, notes)
    assert d.outcome is Outcome.SUBJECT, (d.outcome, d.question, d.candidates)
    m = d.subject.matcher()
    assert m.matches(gone) and not m.matches(kept)


@pytest.mark.parametrize(
    ("request_", "gone", "kept"),
    [
        ("Forget my mum's landline.", "- Mare: Roser, casa +34 93 213 47 80.", "- Manager: Xavi, +34 611 203 774."),
        (
            "Please take my blood thinners out of your memory.",
            "- Takes apixaban (Eliquis) 5 mg twice a day.",
            "- Bisoprolol 2.5 mg every morning with breakfast.",
        ),
        (
            "can ye forgt aboot the holter thing in july",
            "- Holter monitor fitted 2 July, Quimper, 24 h.",
            "- Echocardiogram 16 June, Quimper.",
        ),
    ],
)
def test_a_landline_blood_thinners_and_a_scots_about(request_, gone, kept):
    _takes_only(request_, {"workspace/MEMORY.md": f"# MEMORY\n{gone}\n{kept}\n"}, gone, kept)


_FAMILY_EN = {
    "workspace/MEMORY.md": (
        "# MEMORY\n## Family\n- Son Euan, Aberdeen, works offshore (two weeks on, two off). Mobile +44 7700 912 384.\n"
        "- Daughter Morag, Glasgow, primary teacher. Mobile +44 7700 938 115. Email morag.m@example.org.\n"
    ),
}


def _after_a_confirm(first: str, then: str):
    done = '{"status": "forgotten"}'
    turns = [
        SimpleNamespace(position=0, role="user", text=first),
        SimpleNamespace(position=1, role="toolResult", tool_name="forget.plan", text='{"status": "planned"}'),
        SimpleNamespace(position=2, role="user", text="yes"),
        SimpleNamespace(position=3, role="toolResult", tool_name="forget.confirm", text=done),
        SimpleNamespace(position=4, role="user", text=then),
    ]
    return derive(turns, lambda: list(_FAMILY_EN.items()))


@pytest.mark.parametrize(
    ("then", "value"),
    [
        ("Same for Euan's.", "+44 7700 912 384"),
        ("and her email too", "morag.m@example.org"),
    ],
)
def test_an_addition_after_a_confirm_is_read_against_the_request_it_finished(then, value):
    d = _after_a_confirm("Can you forget Morag's mobile number?", then)
    assert d.outcome is Outcome.SUBJECT, (d.outcome, d.question, d.candidates)
    assert [v.text for v in d.subject.values] == [value]


def test_a_son_before_his_name_makes_the_line_his():
    people = build(list(_FAMILY_EN.items())).people
    st = build(list(_FAMILY_EN.items())).statements
    assert [s.owner for s in st if "Euan" in s.text] == ["euan"] and "euan" in people.by_key


@pytest.mark.parametrize("request_", ["Forget Catriona's phone number.", "Forget Moragh's number."])
def test_someone_the_notes_never_name_has_no_number_there(request_):
    d = _derive(request_, _FAMILY_EN)
    assert d.outcome is Outcome.NOTHING, (d.outcome, d.subject and d.subject.values)


def test_a_things_number_is_on_the_line_naming_it():
    notes = {"workspace/MEMORY.md": "# M\n- Brother Euan. Mobile +44 7700 912 384.\n- Costco: +1 206 555 0143.\n"}
    d = _derive("Forget Costco's phone number.", notes)
    assert d.outcome is Outcome.SUBJECT and [v.text for v in d.subject.values] == ["+1 206 555 0143"]


def test_a_phone_written_with_a_slash_and_dots_is_the_same_number():
    m = Matcher([Value("081 22 54 90", kind="phone")])
    assert m.matches("- Secrétariat Delvaux : 081/22.54.90 (demander Mme Piron).")
    assert not m.matches("- 12/06 Barcelona, Sala Apolo.")


@pytest.mark.parametrize(
    ("line", "left"),
    [
        (
            "- Rang Donald on 01851 704662 - the hip op went fine, home on Friday.",
            "- the hip op went fine, home on Friday.",
        ),
        ("- Physio 9:00 - 10:00, then lunch with Ana 0176 2231 4456.", "- Physio 9:00 - 10:00."),
    ],
)
def test_a_dash_after_a_number_and_before_words_ends_its_part(line, left):
    value = "01851 704662" if "Donald" in line else "0176 2231 4456"
    assert rewritten(line, Matcher([Value(value, kind="phone")]).spans(line)) == left


@pytest.mark.parametrize(
    ("text", "attribute", "owner"),
    [
        ("Vergiss die Summe vom Brückenkredit.", "amount", "none"),  # a loan, no Mr Brückenkredit
        ("Vergiss die Nummer vom Gmeiner.", "phone", "name"),  # a surname no language has a word for
        ("Forget the sum I lent Tom.", "amount", "user"),
    ],
)
def test_a_german_compound_after_vom_is_a_thing_and_a_sum_is_an_amount(text, attribute, owner):
    item = read(text).items[0]
    assert (item.attribute.name, item.owner.kind) == (attribute, owner)


def test_a_french_correction_that_says_it_was_a_mistake():
    u = read("Ah non pardon, je me suis trompée : c'est celui de mon fils, pas celui de ma fille.")
    assert u.move.value == "correct"
    assert [(i.owner.kind, i.owner.word, i.words) for i in u.items] == [("relation", "son", [])]


@pytest.mark.parametrize(
    ("part", "goes_on"),
    [("paying back £250 a month.", True), ("pagando 200 al mes", True), ("bring the keys on Sunday.", False)],
)
def test_a_part_that_goes_on_without_a_subject(part, goes_on):
    from lethe.planner.understanding.resolve import _GOES_ON_PART

    assert bool(_GOES_ON_PART.match(part)) is goes_on


_CADASTRE = {
    "workspace/MEMORY.md": (
        "# MEMORIA\n- Casa familiar en Arcos, Cuesta de Belén 7. Referencia catastral 7834512TF5673S0001WX. "
        "Tasación: 142.000 €.\n"
    ),
    "workspace/memory/2026-02-05.md": (
        "# 2026-02-05\n- Pedí la certificación de la casa de Arcos: ref. 7834512TF5673S0001WX.\n"
    ),
}


def test_a_code_the_request_writes_is_found_wherever_a_note_writes_it():
    d = _derive("Olvida la referencia catastral 7834512TF5673S0001WX; ya la tiene el notario.", _CADASTRE)
    assert d.outcome is Outcome.SUBJECT, (d.outcome, d.question, d.candidates)
    assert d.subject.matcher().matches("- Pedí la certificación de la casa de Arcos: ref. 7834512TF5673S0001WX.")


def test_a_removed_code_is_a_residual_clue_whole():
    from lethe.workflow.residual import distinctive

    gone = "- Casa en Arcos. Referencia catastral 7834512TF5673S0001WX. Tasación: 142.000 €."
    clues = distinctive([(gone, "- Casa en Arcos. Tasación: 142.000 €.")], set(), Counter())
    assert "7834512TF5673S0001WX" in [getattr(c, "text", c) for c in clues]


def test_a_french_word_after_an_elided_article_is_the_word():
    line = "- Me Gauthier dit qu'avec 0,11 c'est dur de contester l'alcootest, mais elle va regarder la procédure."
    m = Matcher([Value("alcootest", kind="stems")])
    assert m.matches(line)
    assert rewritten(line, m.spans(line)) == "- mais elle va regarder la procédure."  # "0,11" is one number


_FAMILY_ES = {
    "workspace/MEMORY.md": (
        "# MEMORIA\n- Hija: Macarena, Madrid, Calle de Ibiza 38, 4ºD. Trabaja en una editorial.\n"
        "- Hijo: Álvaro, Sevilla. New flat: Calle Larga 51, 2º.\n"
    ),
}


def test_a_correction_that_lets_the_first_one_stay():
    """ "not Macarena's! Álvaro's — his new flat. Macarena's stays.": his address goes, hers stays."""
    turns = [
        SimpleNamespace(position=0, role="user", text="Please forget Macarena's address."),
        SimpleNamespace(position=1, role="assistant", text="I can forget Macarena's address. Shall I go ahead?"),
        SimpleNamespace(
            position=2, role="user", text="Oh sorry, no, not Macarena's! Álvaro's — his new flat. Macarena's stays."
        ),
    ]
    d = derive(turns, lambda: list(_FAMILY_ES.items()))
    assert d.outcome is Outcome.SUBJECT, (d.outcome, d.question, d.candidates)
    m = d.subject.matcher()
    assert m.matches("- Hijo: Álvaro, Sevilla. New flat: Calle Larga 51, 2º.")
    assert not m.matches("- Hija: Macarena, Madrid, Calle de Ibiza 38, 4ºD. Trabaja en una editorial.")


def test_a_role_written_in_lower_case_says_which_number():
    """ "our donor's number" is the number on the donor's line, never a phone number elsewhere."""
    donor = "- Donor: Cryos, ID-release donor #30517 (Danish, 1.86 m, blue eyes)."
    principal = "- St. Brigid's NS. Principal: Mr. Cathal Byrne, mobile 087 902 3381."
    d = _derive("Forget our donor's number.", {"workspace/MEMORY.md": f"# MEMORY\n{donor}\n{principal}\n"})
    assert d.outcome is Outcome.SUBJECT, (d.outcome, d.question, d.candidates)
    m = d.subject.matcher()
    assert m.matches(donor) and not m.matches(principal)
    assert "30517" not in rewritten(donor, m.spans(donor)) and "Cryos" in rewritten(donor, m.spans(donor))


def test_what_someone_called_the_user_on_the_phone_is_no_phone_number():
    said = '- Perrin called and yelled that I\'m a "petite Américaine ingrate". Cried after.'
    landlord = "- Landlord: M. Bernard Perrin, +33 6 45 78 12 09. Deposit 850 €."
    _takes_only(
        "Forget what Perrin called me on the phone that day.",
        {"workspace/MEMORY.md": f"# MEMORY\n{landlord}\n", "workspace/memory/2026-04-03.md": f"# 2026-04-03\n{said}\n"},
        said,
        landlord,
    )


def _asks_about(request_: str, memory: str) -> str:
    """The question a request over one MEMORY.md asks: its candidates, in one string."""
    d = _derive(request_, {"workspace/MEMORY.md": f"# MEMORY\n{memory}"})
    assert d.outcome is Outcome.CLARIFY, (d.outcome, d.subject)
    return " | ".join(d.candidates)


def test_two_brothers_one_of_them_in_a_town_called_two_sisters_is_a_question():
    question = _asks_about(
        "Vergiss bitte die Handynummer von meinem Bruder.",
        "## Familia\n- Hermano Manolo (Manuel), Dos Hermanas (Sevilla), 655 43 21 98; casado con Charo.\n"
        "- Hermano Paco (Francisco), Düsseldorf, +49 211 4389 122; casado con Gisela.\n"
        "- Hermana Pepa (Josefa), Málaga; 952 31 07 44.\n",
    )
    assert "Manolo" in question and "Paco" in question and "Pepa" not in question


def test_a_name_two_relatives_go_by_asks_which_and_a_nickname_of_one_person_does_not():
    question = _asks_about(
        "Lösch mal Kasias Handynummer aus deinem Gedächtnis.",
        '- Ex-wife: Katarzyna "Kasia" Nowicka, Eindhoven, +31 6 2847 1190.\n'
        "- Cousin Kasia Wójcik, Rotterdam, +31 6 1502 7764. Helps with Dutch letters.\n",
    )
    assert "(ex)" in question and "(cousin)" in question
    quique = {
        "workspace/MEMORY.md": '# MEMORIA\n- Amigo: Quique, 612 334 871.\n- Enrique "Quique" Navarro, del pueblo.\n'
    }
    d = _derive("Olvida el número de Quique.", quique)
    assert d.outcome is Outcome.SUBJECT, (d.outcome, d.candidates)


@pytest.mark.parametrize(
    ("request_", "notes", "gone", "kept"),
    [
        (  # a Québec number in a French note is a phone number
            "oubli le numero de nathalie mon ex, jlai pu besoin",
            "- Ex: Nathalie Ouellet (mère de Maxime), Laval, 450 668-2291.\n- Steve Gagnon, Rosemont, 514 727-3340.",
            "- Ex: Nathalie Ouellet (mère de Maxime), Laval, 450 668-2291.",
            "- Steve Gagnon, Rosemont, 514 727-3340.",
        ),
        (  # the carer is a relation
            "olbida el tlf de la cuidadora porfa",
            "- Cuidadora: Rosa Mejía, 644 21 87 09, de lunes a viernes.\n- Hermana Pepa, Málaga; 952 31 07 44.",
            "- Cuidadora: Rosa Mejía, 644 21 87 09, de lunes a viernes.",
            "- Hermana Pepa, Málaga; 952 31 07 44.",
        ),
        (  # a line that opens with "his"/"her" is about the person the section names
            "Oublie la plaque d'immatriculation de la voiture de Kevin.",
            "## Sécurité / Kevin\n- Ex : Kevin Thiry.\n- Sa voiture : Golf grise, plaque 1-KTY-418.\n"
            "## Moi\n- Ma voiture : Clio, plaque 1-ABC-123.",
            "- Sa voiture : Golf grise, plaque 1-KTY-418.",
            "- Ma voiture : Clio, plaque 1-ABC-123.",
        ),
        (  # someone's relation as the notes say it: "la mère de Ruben" is "Joke (Ruben's mum)"
            "Oublie le numéro de la mère de Ruben.",
            "- Joke (Ruben's mum), 0612 345 678.\n- Mama: Hennie, 0620 111 222.",
            "- Joke (Ruben's mum), 0612 345 678.",
            "- Mama: Hennie, 0620 111 222.",
        ),
        (  # an appointment by its own rare word, with no word for appointment on its line
            "can you forget my biometrics appointment",
            "- Biometrics: July 15, 8:00 AM at the Houston ASC (Tanglewood).\n- Dentist appointment June 3, 9am.",
            "- Biometrics: July 15, 8:00 AM at the Houston ASC (Tanglewood).",
            "- Dentist appointment June 3, 9am.",
        ),
        (  # the sums a line names the person beside, before or after them
            "Oublie combien je dois à Mathilde, s'il te plaît.",
            "- Sœur: Mathilde Berset, Carouge.\n- Dette envers Mathilde: CHF 8'500 au total.\n"
            "- Encore CHF 2'500 de Mathilde pour le loyer.\n"
            "- Loyer: CHF 1'850.",
            "- Encore CHF 2'500 de Mathilde pour le loyer.",
            "- Loyer: CHF 1'850.",
        ),
    ],
)
def test_people_by_their_line_and_their_relations_and_sums_by_whom(request_, notes, gone, kept):
    _takes_only(request_, {"workspace/MEMORY.md": f"# MEMORY\n{notes}\n"}, gone, kept)


def test_an_ex_in_law_is_not_the_in_law_and_a_relative_in_brackets_is_who_they_are():
    notes = {
        "workspace/MEMORY.md": (
            "# MEMORY\n- Schwager Marcel Vogt (Torstens Mann): 0151 4470 2981.\n"
            "- Schwager Enrico Lange (Kathrins Mann): 0172 604 3318.\n"
            "- Ex-Schwager Dirk Albrecht (Sörens Bruder): 0160 9145 220. Trainiert Ole beim Handball.\n"
        )
    }
    d = _derive("forget my ex-brother-in-law's number", notes)
    assert d.outcome is Outcome.SUBJECT, (d.outcome, d.candidates)
    line = "- Ex-Schwager Dirk Albrecht (Sörens Bruder): 0160 9145 220. Trainiert Ole beim Handball."
    m = d.subject.matcher()
    assert not m.matches("- Schwager Enrico Lange (Kathrins Mann): 0172 604 3318.")
    assert rewritten(line, m.spans(line)) == "- Ex-Schwager Dirk Albrecht (Sörens Bruder): Trainiert Ole beim Handball."
    d = _derive("forget my brother-in-law's number", notes)
    assert d.outcome is Outcome.CLARIFY, d.outcome
    assert any("Marcel" in c for c in d.candidates) and any("Enrico" in c for c in d.candidates)


def test_the_doctor_may_be_a_specialist_and_the_answer_names_which():
    memory = (
        "- My doctor: Dr. Linh Nguyen (PCP), Bellaire Family Clinic: 713-662-3018.\n"
        "- Endocrinologist: Dra. Patricia Ocampo, 713-774-2250.\n"
    )
    assert "Ocampo" in _asks_about("forget the doctor's number", memory)
    notes = {"workspace/MEMORY.md": f"# MEMORY\n{memory}"}
    turns = [
        SimpleNamespace(position=0, role="user", text="forget the doctor's number"),
        SimpleNamespace(
            position=1, role="toolResult", tool_name="forget.plan", text='{"status": "needs_clarification"}'
        ),
        SimpleNamespace(
            position=2, role="assistant", text="Patricia Ocampo (endocrinologist) or Linh Nguyen (doctor)?"
        ),
        SimpleNamespace(position=3, role="user", text="the endocrinologist, mami's doctor"),
    ]
    d = derive(turns, lambda: list(notes.items()))
    assert d.outcome is Outcome.SUBJECT, (d.outcome, d.candidates)
    assert {v.text for v in d.subject.values} == {"713-774-2250"}


@pytest.mark.parametrize(
    ("request_", "line", "left"),
    [
        ("Vergiss meine Steuernummer.", "- Einspruch beim Finanzamt (StNr. 14087/31562) eingereicht.", None),
        ("¿Puedes olvidar cuánto le pago a Rosa?", "- A Rosa le pago 900 € al mes, sin contrato (en mano).", ""),
    ],
)
def test_an_id_without_its_separators_and_how_a_sum_is_paid_go_with_it(request_, line, left):
    notes = {
        "workspace/MEMORY.md": "# MEMORY\n- Steuernummer 14/087/31562.\n- Cuidadora: Rosa Mejía.\n"
        "- A Rosa le pago 900 € al mes, sin contrato (en mano).\n",
        "workspace/memory/2026-05-18.md": "# 2026-05-18\n- Einspruch beim Finanzamt (StNr. 14087/31562) eingereicht.\n",
    }
    d = _derive(request_, notes)
    assert d.outcome is Outcome.SUBJECT, (d.outcome, d.candidates)
    m = d.subject.matcher()
    assert m.matches(line)
    if left is not None:
        assert rewritten(line, m.spans(line)) == left


def test_a_phone_bill_is_no_phone_number():
    u = read("Forget about the debt collectors chasing me over that old phone bill.")
    assert all(i.attribute is None or i.attribute.name != "phone" for i in u.items)


def test_a_labelled_code_is_found_with_or_without_its_separators():
    plate = "- Clio IV grise, immatriculée FR-482-KZ."
    later = "- Expert MAAF sur la FR482KZ : 2 870 € de réparations, voiture immobilisée 10 jours."
    d = _derive("efface l'imatriculation de ma voiture stp", {"workspace/MEMORY.md": f"# M\n{plate}\n{later}\n"})
    assert d.outcome is Outcome.SUBJECT, (d.outcome, d.question, d.candidates)
    m = d.subject.matcher()
    assert m.matches(plate) and m.matches(later)
    assert not m.matches("- Facture FR-483-KZ payée.")


def test_a_street_name_in_passing_beside_whose_place_it_is():
    """ "Turno Dra. Ibarra (Luchana)" is the consulting room at "C/ Luchana 22"; "Luchana" alone elsewhere is
    not (a name no language has a word for, found only beside the line's other names)."""
    line = "- Psiquiatra: Dra. Carolina Ibarra, consulta en Chamberí (C/ Luchana 22), 91 448 20 73."
    turn = "- Turno Dra. Ibarra (Luchana): todo estable. Próximo turno 2 de junio."
    d = _derive("pls forget my psychiatirst's adress", {"workspace/MEMORY.md": f"# M\n{line}\n{turn}\n"})
    assert d.outcome is Outcome.SUBJECT, (d.outcome, d.question, d.candidates)
    m = d.subject.matcher()
    assert m.matches(line) and m.matches(turn)
    assert not m.matches("- Paseo con Vicky por Luchana.")
    assert "Próximo turno 2 de junio" in rewritten(turn, m.spans(turn)) and "91 448 20 73" in rewritten(
        line, m.spans(line)
    )


def test_a_salary_by_gross_or_net_at_the_place_the_request_names():
    """ "cuánto ganaba en Kubo": the gross salary of the Kubo line ("52k bruto", "52.000 € brutos"), not the
    unemployment benefit the user now gets ("Cobro el paro: 1.480 € al mes")."""
    notes = {
        "workspace/MEMORY.md": "# M\n- Kubo Pagos S.L. desde marzo 2021, 52k bruto. Manager: Jorge Olmedo.\n"
        "- Cobro el paro desde junio: 1.480 € al mes (SEPE).\n",
        "workspace/memory/2026-05-12.md": "# 2026-05-12\n- Ofrecen 20 días por año: 9.400 € (sobre 52.000 € brutos).\n",
    }
    d = _derive("Borrá cuánto ganaba en Kubo.", notes)
    assert d.outcome is Outcome.SUBJECT, (d.outcome, d.question, d.candidates)
    m = d.subject.matcher()
    assert m.matches("- Kubo Pagos S.L. desde marzo 2021, 52k bruto. Manager: Jorge Olmedo.")
    assert not m.matches("- Cobro el paro desde junio: 1.480 € al mes (SEPE).")
    plain = _derive(
        "Vergiss mein Gehalt.",
        {
            "workspace/MEMORY.md": "# M\n- Gehalt: 68.500 € brutto im Jahr.\n"
            "- Gehaltserhöhung bestätigt: ab Juni 71.000 € brutto.\n"
        },
    )
    assert {v.text for v in plain.subject.values} >= {"68.500 €", "71.000 €"}  # "Gehalt" is no place's name


def test_someones_matter_in_another_persons_line_is_its_clause_not_their_name():
    """ "that Tobi needs his ears checked": the hearing test the GP's line names and the audiology letter go;
    the flu jab on the GP's line and every other line naming Tobi stay."""
    notes = {
        "workspace/MEMORY.md": "# M\n- Kids: Dami (7, Year 2) and Tobi (4, nursery).\n",
        "workspace/memory/2026-06-09.md": "# 2026-06-09\n- GP (Dr Whitfield): flu jab reminder, referred Tobi for a "
        "hearing test.\n",
        "workspace/memory/2026-06-12.md": "# 2026-06-12\n- Audiology letter for Tobi: appointment 8 July, Manchester "
        "Children's Hospital.\n",
    }
    d = _derive("forget that Tobi needs his ears checked", notes)
    assert d.outcome is Outcome.SUBJECT, (d.outcome, d.question, d.candidates)
    m = d.subject.matcher()
    gp = "- GP (Dr Whitfield): flu jab reminder, referred Tobi for a hearing test."
    assert m.matches(gp) and "flu jab reminder" in rewritten(gp, m.spans(gp))
    assert m.matches("- Audiology letter for Tobi: appointment 8 July, Manchester Children's Hospital.")
    assert not m.matches("- Kids: Dami (7, Year 2) and Tobi (4, nursery).")


def test_residual_clues_a_compound_written_otherwise_someone_a_matter_introduced_and_a_street_name():
    from collections import Counter

    from lethe.workflow.residual import asked, distinctive, matcher_for

    # the request's "Lottogewinn" that the notes write only as "Lottogewinne" or "Lotto-Gewinn"
    clue = asked(["lottogewinn"], set(), Counter())
    assert clue and matcher_for(clue).matches("- Gfeller gefragt: Lottogewinne unter CHF 1 Mio. sind steuerfrei.")
    # someone a removed line of a matter introduces, by relation and what they are
    gone = "- Papa a une deuxième famille à Toulon : Martine Lopez et leur fils Kévin (24 ans, mon demi-frère)."
    people = {"kevin", "martine", "lopez"}  # (declared people are otherwise no clue)
    assert "Kévin" in distinctive([(gone, "")], people, Counter(), broad=True)
    assert "Kévin" not in distinctive([(gone, "")], people, Counter(), broad=False)
    # a street's rare name, beside the removed line's other names only
    line = "- Psiquiatra: Dra. Carolina Ibarra, consulta en Chamberí (C/ Luchana 22), 91 448 20 73."
    m = matcher_for(distinctive([(line, "- Psiquiatra: Dra. Carolina Ibarra, 91 448 20 73.")], set(), Counter()))
    assert m.matches("- Turno Dra. Ibarra (Luchana): todo estable.")
    assert not m.matches("- Paseo por Luchana con Vicky.")


def test_the_doctor_may_be_the_ent_and_then_lethe_asks_which():
    notes = {
        "workspace/MEMORY.md": "# M\n- Médecin traitant : Dr Antoine Méry, bd Chave, 04 91 48 60 12.\n"
        "- ORL : Dr Élise Fabre, rue Paradis, 04 91 37 25 09. Betaserc à essayer.\n"
    }
    d = _derive("Supprime le numéro du docteur.", notes)
    assert d.outcome is Outcome.CLARIFY, (d.outcome, d.subject and d.subject.values)
    turns = [
        SimpleNamespace(position=0, role="user", text="Supprime le numéro du docteur."),
        SimpleNamespace(
            position=1, role="toolResult", tool_name="forget.plan", text='{"status": "needs_clarification"}'
        ),
        SimpleNamespace(
            position=2,
            role="assistant",
            text="I found more than one thing that could be meant: "
            + " or ".join(d.candidates)
            + ". Which one should I forget?",
        ),
        SimpleNamespace(position=3, role="user", text="celui de l'ORL"),
    ]
    answered = derive(turns, lambda: list(notes.items()))
    assert answered.outcome is Outcome.SUBJECT, (answered.outcome, answered.candidates)
    assert [v.text for v in answered.subject.values if v.kind == "phone"] == ["04 91 37 25 09"]


def test_welfare_benefits_are_a_matter_and_its_office_is_no_persons_name():
    """ "the thing about me getting benefits": the Bürgergeld notes, in a Spanish speaker's German lines; not the
    district the job centre is in ("Jobcenter Wilhelmsburg" is no Mr Wilhelmsburg), nor the German nouns of
    those lines ("Unterlagen") followed into other notes."""
    notes = {
        "workspace/MEMORY.md": "# M\n- Wohnung: Veringstraße 88, 21107 Hamburg-Wilhelmsburg.\n"
        "- Hausärztin: Dr. Anja Petersen, Wilhelmsburg, 040 752 61 40.\n"
        "- Bürgergeld-Antrag (ergänzend) gestellt am 14.04. beim Jobcenter Wilhelmsburg, BG-Nummer 74301BG0021345.\n",
        "workspace/memory/2026-03-30.md": "# 2026-03-30\n- Jobcenter: Bürgergeld ergänzend möglich, Unterlagen: "
        "Gehaltsabrechnungen, Mietvertrag, Kontoauszüge 3 Monate.\n- Hoy Ximena comió bien, qué alivio.\n",
        "workspace/memory/2026-06-15.md": "# 2026-06-15\n- Welcome Center: Unterlagen für die Verlängerung — Pass, "
        "Arbeitsvertrag, Nachweis Lebensunterhalt.\n",
    }
    d = derive(
        [SimpleNamespace(position=0, role="user", text="delete the thing about me getting benefits")],
        lambda: list(notes.items()),
        about="me getting benefits",
    )
    assert d.outcome is Outcome.SUBJECT, (d.outcome, d.question, d.candidates)
    m = d.subject.matcher()
    assert m.matches("- Jobcenter: Bürgergeld ergänzend möglich, Unterlagen: Gehaltsabrechnungen, Mietvertrag.")
    for kept in (
        "- Wohnung: Veringstraße 88, 21107 Hamburg-Wilhelmsburg.",
        "- Kinderärztin: Dr. Anja Petersen, Wilhelmsburg, 040 752 61 40.",
        "- Welcome Center: Unterlagen für die Verlängerung — Pass, Arbeitsvertrag, Nachweis Lebensunterhalt.",
    ):
        assert not m.matches(kept), kept


def test_a_counsellors_role_is_no_matter_of_the_person_she_counsels():
    """ "todo lo de mi consejera": the GamCare counsellor's name goes from Callum's line; his debts stay."""
    line = "- Callum ran up debts on betting apps. I lent him £6,000; he sees a GamCare counsellor, Moira Tait."
    notes = {
        "workspace/MEMORY.md": f"# M\n- Brother: Callum Tait-Reid, Stornoway.\n{line}\n- Counsellor: Moira Tait.\n"
    }
    d = _derive("Olvida todo lo de mi consejera.", notes)
    assert d.outcome is Outcome.SUBJECT, (d.outcome, d.question, d.candidates)
    m = d.subject.matcher()
    assert m.matches("- Counsellor: Moira Tait.")
    assert "debts on betting apps" in rewritten(line, m.spans(line))


def test_a_reference_number_by_the_name_of_what_it_refers_to():
    """ "la référence du dossier Protect": the case number of the Protect line, not Safecall's "ref SC-77214"."""
    protect = "- Advice: Protect whistleblowing helpline (case 4471-PR). Employment solicitor: Amara Nwosu."
    safecall = "- 3 March: raised a protected disclosure via Safecall (ref SC-77214)."
    notes = {"workspace/MEMORY.md": f"# M\n{safecall}\n{protect}\n- Called Protect helpline, case 4471-PR.\n"}
    d = _derive("Supprime la référence du dossier Protect.", notes)
    assert d.outcome is Outcome.SUBJECT, (d.outcome, d.question, d.candidates)
    m = d.subject.matcher()
    assert m.matches(protect) and not m.matches(safecall)
    assert "Employment solicitor: Amara Nwosu" in rewritten(protect, m.spans(protect))
    assert [i.attribute.name for i in read("Vergiss das Aktenzeichen vom Sozialgericht.").items] == ["reference"]


def test_the_code_of_someones_place_though_its_line_does_not_name_them():
    notes = {
        "workspace/MEMORY.md": "# M\n- Ueli (Ehemann), Alzheimer seit 2025.\n- Haustür: Code 1938.\n"
        "- Tagesstätte Alzheimer Bern in Wabern, Dienstag und Freitag, Türcode 4718#.\n"
    }
    d = _derive("Efface le code de la porte de la Tagesstätte d'Ueli, s'il te plaît.", notes)
    assert d.outcome is Outcome.SUBJECT, (d.outcome, d.question, d.candidates)
    assert [v.text for v in d.subject.values] == ["4718#"]


def test_a_wish_after_a_delete_verb_is_its_reason_not_its_object():
    u = read("Eso bórralo, no quiero que Ximena lo lea si agarra mi cel.")
    assert [i.kind for i in u.items] == [ItemKind.POINTER]
    u = read("Delete my address, I don't want Sam to find it.")
    assert [i.text for i in u.items] == ["my address"]


def test_a_sum_in_thousands_with_a_decimal_comma_and_said_again_in_words():
    from collections import Counter

    from lethe.planner.matching import Matcher, Value
    from lethe.workflow.residual import distinctive, matcher_for

    assert Matcher([Value("2.400 €", kind="money")]).matches("- Pagado a Paco 2,4k de la minuta.")
    gone = "- Minuta de Paco: 2.400 € por llevar la inspección. Dos mil cuatrocientos pavos..."
    kept = "- Minuta de Paco. Dos mil cuatrocientos pavos..."
    m = matcher_for(distinctive([(gone, kept)], {"paco"}, Counter()))
    assert m.matches("- Dos mil cuatrocientos pavos...")


@pytest.mark.parametrize(
    ("request_", "kept"),
    [
        ("Oublie qu'Olivier ne m'a toujours pas remboursée.", []),  # ne … pas: the verb's negation
        ("Forget that Ally has not paid me back.", []),
        ("Vergiss, dass Stefan mir das Geld nicht zurückgezahlt hat.", []),
        ("Forget my address, not my phone.", ["my phone"]),
        ("Oublie son adresse, pas son numéro.", ["son numéro"]),
        ("Lösch die Adresse, nicht die Nummer.", ["die Nummer"]),
    ],
)
def test_a_negated_verb_keeps_nothing_and_ne_is_no_birth(request_, kept):
    u = read(request_)
    assert [k.text for k in u.kept] == kept
    assert all(a.name != "birthday" for i in u.items for a in i.attributes)  # "ne" is no folded "né"


def test_a_matter_goes_on_until_another_persons_news():
    line = "- Mummy (Mrs Folasade Adeyemi), Ibadan: +234 803 417 2291. Diabetic, on metformin. Daddy passed in 2019."
    d = _derive("forget that my mum is diabetic", {"workspace/MEMORY.md": f"# M\n{line}\n"})
    assert d.outcome is Outcome.SUBJECT, (d.outcome, d.question, d.candidates)
    m = d.subject.matcher()
    left = rewritten(line, m.spans(line))
    assert "metformin" not in left and "Daddy passed in 2019." in left


# ------------------------------------------------------------------------------------------ stop 29 (spent sets)
def _turns(*texts: str) -> list[SimpleNamespace]:
    return [
        SimpleNamespace(position=i, role="user" if i % 2 == 0 else "assistant", text=t) for i, t in enumerate(texts)
    ]


def _converse(notes: dict[str, str], *texts: str):
    """What a conversation (user and assistant in turn) asks of these notes."""
    return derive(_turns(*texts), lambda: list(notes.items()))


_JENS = {
    "workspace/MEMORY.md": "# Memory\n## Jens (Ex)\n- Jens Köhler, Vater von beiden, wohnt in Lüneburg.\n",
    "workspace/memory/2026-05-13.md": "# 2026-05-13\n- Jens angerufen, neue Nummer 0172 8643091. Dice que no tiene "
    "dinero, pero se fue de vacaciones a Mallorca.\n",
}


def test_a_bare_pointer_is_the_note_the_assistant_just_restated():
    turns = _turns(
        "¿Te acuerdas de lo que te conté del viaje de Jens?",
        "Sí, que dice que no tiene dinero pero se fue de vacaciones.",
        "Eso bórralo, no quiero que Ximena lo lea si agarra mi cel.",
    )
    d = derive(turns, lambda: list(_JENS.items()))
    assert d.outcome is Outcome.SUBJECT
    assert [a for a in d.subject.anchors if "Mallorca" in a] and not [a for a in d.subject.anchors if "0172" in a]
    assert "Mallorca" in [v.text for v in d.subject.values]  # the story's own name, which the message left out
    assert "Jens" not in [v.text for v in d.subject.values]  # someone the notes say who he is


def test_a_described_pointer_is_not_the_assistant_s_last_words():
    # "that thing I told you to keep quiet at work": the request says what, the assistant's last words do not
    notes = {
        "workspace/MEMORY.md": "# Memory\n- Job: Taller Nube, staying at Taller Nube for now after the counter "
        "offer.\n",
    }
    turns = _turns(
        "I turned the other place down.",
        "Got it, staying at Taller Nube then for now.",
        "So that thing I told you to keep quiet at work — wipe it, all of it.",
    )
    d = derive(turns, lambda: list(notes.items()))
    assert d.outcome is not Outcome.SUBJECT or d.subject.descriptor != "what we just talked about"


def test_a_pointer_before_a_comma_is_the_object_and_the_rest_its_reason():
    u = read("Olvidate de eso, al final arreglamos por fuera y no quiero que quede nada.")
    assert [i.kind for i in u.items] == [ItemKind.POINTER]
    assert read("ah forget it, Teresa already booked something").items == [] or all(
        i.kind is not ItemKind.POINTER for i in read("ah forget it, Teresa already booked something").items
    )


@pytest.mark.parametrize(
    "request_", ["Genau das. Das soll nirgends mehr stehen.", "Bueno, no quiero que quede nada de eso."]
)
def test_nothing_of_it_should_remain_asks_to_forget(request_):
    assert read(request_).items


def test_a_day_said_as_a_bare_number_is_no_value_the_user_gave():
    notes = {
        "workspace/MEMORY.md": "# Memory\n- Papeleta de conciliación presentada; SMAC el 18 de junio a las 11:20.\n"
        "- Talla 18 en pantalones.\n",
    }
    turns = _turns("Acordate que el 18 tengo lo de la conciliación con Kubo.", "Sí, lo tengo.", "Olvidate de eso.")
    d = derive(turns, lambda: list(notes.items()))
    assert d.outcome is not Outcome.SUBJECT or "18" not in [v.text for v in d.subject.values]


# ------------------------------------------------------------------------------------------ set 15 iterated
def test_a_word_a_rewrite_keeps_that_a_deleted_reminder_says_is_a_mention_not_sure_of():
    from lethe.workflow.residual import _kept_but_deleted

    pieces = [("- Vorhofflimmern seit 2024; Eliquis 5 mg morgens und abends.", "- Eliquis 5 mg morgens und abends.")]
    clues = _kept_but_deleted(pieces, ["Eliquis Eliquis 5 mg nehmen (Vorhofflimmern)."], set())
    assert [c.text for c in clues] == ["Eliquis"]
    assert Matcher(clues).spans("- Eliquis-Rezept bei Dr. Petersen abgeholt.")
    assert not _kept_but_deleted(pieces, [], set())  # no reminder went: the plan kept it on purpose


def test_a_sum_in_words_is_found_again_where_no_currency_says_it_is_money():
    from lethe.workflow.residual import distinctive

    gone = "- Le presté a Tomás 2 millones de pesos (CLP 2.000.000, ~CHF 1'900) para su taller."
    clues = distinctive([(gone, "")], set(), Counter())
    assert Matcher([c for c in clues if not isinstance(c, str)]).spans(
        "- Le transferí a Tomás los 2 millones para el taller."
    )


def test_a_statement_that_was_the_fact_is_found_again_by_its_opening_name():
    from lethe.workflow.residual import opening

    clues = opening([("- Fausse couche en janvier 2026 ; personne ne le sait à part Yannick.", "")], {"yannick"})
    assert Matcher(clues).spans("- Fausse couche ce week-end. Yannick est resté avec moi.")
    assert not opening([("- Went to the market with Yannick.", "")], {"yannick"})  # everyday words
    assert not opening([("- Fausse couche en janvier ; rien.", "- rien.")], set())  # a rewrite keeps part of it


def test_a_request_corrected_in_the_same_message_is_the_corrected_one():
    notes = {
        "workspace/MEMORY.md": "# Memory\n- Friend: Shahid (cricket), 07700 900823.\n"
        "- Friend: Shakeel (mosque), 07700 900832.\n",
    }
    d = _derive("Forget Shahid's number. Sorry, not Shahid, I mean Shakeel, the mosque one.", notes)
    assert d.outcome is Outcome.SUBJECT and Matcher(d.subject.values).spans("07700 900832")
    assert not Matcher(d.subject.values).spans("07700 900823")
    d = _derive("Forget Shahid's number. No quiero que quede anotado en ningún lado.", notes)
    assert Matcher(d.subject.values).spans("07700 900823")  # no correction: "No …" alone says no mistake


def test_my_doctor_may_be_a_psychiatrist_with_a_doctor_s_title():
    notes = {
        "workspace/MEMORY.md": "# Memory\n- GP: Dr Hargreaves, Canonbury Surgery, 020 7946 0331.\n"
        "- Psychiatrist: Dr Vass, private, Harley Street, 020 7946 0874.\n",
    }
    d = _derive("Can you forget my doctor's number? It's in my phone now.", notes)
    assert d.outcome is Outcome.CLARIFY and any("Vass" in c for c in d.candidates)


def test_what_goes_before_an_ellipsis_and_no_lo_quiero_guardado():
    u = read("Lo que me encontró la ginecóloga el mes pasado, y la cita para revisarlo... no lo quiero guardado.")
    assert u.items and all(i.kind is not ItemKind.POINTER for i in u.items)
    assert "ginecologa" in u.items[0].words


def test_the_label_of_a_number_is_no_opening_name():
    from lethe.workflow.residual import opening

    assert not opening([("- Costco membership: 1112 4417 8290.", "")], set())


def test_that_data_after_the_assistant_s_answer_is_the_note_its_values_come_from():
    notes = {
        "workspace/memory/2026-02-14.md": "# 2026-02-14\n- Glucosa en ayunas 142; el Dr. Cortés dice que siga con la "
        "metformina.\n- Habitación 142 del hotel en Puerto Vallarta.\n",
    }
    d = _converse(
        notes,
        "¿Cuánto me salió la glucosa en febrero?",
        "El 14 de febrero anotaste 142 en ayunas; el Dr. Cortés te dijo que siguieras con la metformina.",
        "Ay, qué pena. Ese dato quítalo, no quiero que quede guardado.",
    )
    assert d.outcome is Outcome.SUBJECT
    assert [a for a in d.subject.anchors if "Glucosa" in a] and not [a for a in d.subject.anchors if "hotel" in a]


def test_a_sum_the_assistant_just_gave_finds_its_notes():
    from lethe.planner.understanding.corpus import build
    from lethe.planner.understanding.resolve import _answered

    corpus = build(
        [
            (
                "workspace/MEMORY.md",
                "# Memory\n- Dette URSSAF de 6 300 € ; échéancier accepté, 525 € par mois.\n- Vélo : 89 €.\n",
            )
        ]
    )
    facts = _answered("Le 5 du mois : 525 €. J'ai un rappel mensuel pour ça.", corpus)
    assert facts and all("URSSAF" in c for c in facts[0].clauses)


def test_a_pointer_that_also_names_the_reminder_is_still_bare():
    notes = {
        "workspace/MEMORY.md": "# Memory\n- Grauer Star rechts, OP am 17. Juni 2026 in der Augenklinik Eppendorf.\n"
        "- Chorprobe am 17. Juni in der Kirche.\n",
    }
    turns = _turns(
        "Wann ist nochmal meine Augen-OP?",
        "Am 17. Juni in der Augenklinik Eppendorf. Solveig fährt dich hin.",
        "Gut, danke. Das kannst du jetzt alles rausnehmen, auch die Erinnerung – ich hab's im Kalender.",
    )
    d = derive(turns, lambda: list(notes.items()))
    assert d.outcome is Outcome.SUBJECT
    assert [a for a in d.subject.anchors if "Grauer Star" in a] and not [a for a in d.subject.anchors if "Chor" in a]


def test_a_place_included_is_as_well_not_only():
    assert not read("Tu peux effacer tout ça, rappel compris.").items or all(
        not i.places for i in read("Tu peux effacer tout ça, rappel compris.").items
    )


def test_a_number_the_assistant_just_gave_goes_and_whose_it_is_stays():
    notes = {"workspace/MEMORY.md": "# Memory\n- Mamá: Carmen Contreras, +56 9 8123 4470. Cumple 5 de agosto.\n"}
    turns = _turns(
        "When's Mamá's birthday?",
        "5 August.",
        "Perfect. And her number?",
        "+56 9 8123 4470.",
        "ok saved it in my phone, you don't need to keep that",
    )
    d = derive(turns, lambda: list(notes.items()))
    assert d.outcome is Outcome.SUBJECT and not d.subject.anchors
    assert Matcher(d.subject.values).spans("+56 9 8123 4470")


def test_an_anniversary_is_the_couple_s_wherever_it_is_written():
    notes = {
        "workspace/MEMORY.md": "# Memory\n- Partner: Jonas Meierhans, +41 79 412 58 63. Jahrestag 9. September.\n"
        "- Dentist 9. September.\n",
    }
    d = _derive("Olvida cuándo es nuestro aniversario con Jonas, porfa.", notes)
    assert d.outcome is Outcome.SUBJECT
    m = Matcher(d.subject.values)
    assert m.spans("Jahrestag 9. September.") and not m.spans("- Dentist 9. September.")
    assert _derive("Vergiss bitte Jonas' Geburtstag.", notes).outcome is not Outcome.SUBJECT


def test_a_typed_reason_without_its_apostrophe_is_still_a_reason():
    notes = {"workspace/MEMORY.md": "# Memory\n- Brother: Giles, Edinburgh, landline 0131 496 0218.\n"}
    d = _derive("pls forgt my brothers landline, giles dosnt have it anymore", notes)
    assert d.outcome is Outcome.SUBJECT


def test_a_compound_ending_in_story_is_its_first_part():
    u = read("Kannst du die ADHS-Geschichte bitte komplett vergessen?")
    assert u.items and u.items[0].words == ["adhs"]


def test_a_compound_ending_in_a_place_is_a_thing_kept_there():
    from lethe.planner.understanding.utterance import items_of

    items = items_of("die ADHS-Geschichte und die Tabletten-Erinnerung", None)
    assert items[-1].places == frozenset({"reminders"}) and items[-1].words == ["tabletten"]


def test_a_reminder_named_by_a_kind_of_thing_goes_with_what_was_found():
    notes = {
        "workspace/MEMORY.md": "# Memory\n- ADHS-Diagnose Feb 2026; nimmt Ritalin LA 20 mg.\n",
    }
    turns = [
        SimpleNamespace(position=0, role="user", text="Vergiss die ADHS-Geschichte. Auch die Tabletten-Erinnerung.")
    ]
    d = derive(turns, lambda: list(notes.items()), about="die ADHS-Geschichte und die Tabletten-Erinnerung")
    assert d.outcome is Outcome.SUBJECT


def test_someone_expecting_again_is_a_pregnancy():
    notes = {
        "workspace/memory/2026-05-21.md": "# 2026-05-21\n- Ayesha's birthday dinner at Akbar's; she's expecting "
        "again, due November.\n",
    }
    assert _derive("forget that Ayesha is pregnant", notes).outcome is Outcome.SUBJECT


def test_quiero_que_borres_asks_to_forget_and_completito_says_how():
    u = read("Quiero que borres todo lo de la queja contra Stähli.")
    assert u.items and "queja" in u.items[0].words
    u = read("Todo lo del problema en el trabajo, lo del acta, bórralo completito por favor.")
    assert any("acta" in i.words for i in u.items)


def test_breathing_troubles_are_asthma():
    notes = {"workspace/MEMORY.md": "# Memory\n- Asthme du boulanger depuis 2024 ; Symbicort matin et soir.\n"}
    assert _derive("Oublie mes soucis de respiration.", notes).outcome is Outcome.SUBJECT


def test_but_obviously_keep_is_what_stays_not_a_second_thing():
    u = read("Forget Imogen's mobile number, but obviously keep everything else about her.")
    assert len(u.items) == 1 and u.items[0].attribute is not None


def test_gout_takes_its_medicine():
    notes = {
        "workspace/MEMORY.md": "# Memory\n- Gout in the right big toe; flare-up in February. Allopurinol daily.\n",
        "workspace/memory/2026-02-09.md": "# 2026-02-09\n- Dr Hargreaves upped the allopurinol.\n",
    }
    d = _derive("Forget that I've got gout, would you.", notes)
    assert d.outcome is Outcome.SUBJECT and Matcher(d.subject.values).spans("Dr Hargreaves upped the allopurinol.")


def test_a_label_a_rewrite_keeps_is_no_clue_though_a_deleted_reminder_says_it():
    from lethe.workflow.residual import _kept_but_deleted

    pieces = [
        ("- Lease guarantor record: Anna Reyes, 14 Birch Lane, Portland.", "- Lease guarantor record: Anna Reyes")
    ]
    assert not _kept_but_deleted(
        pieces, ["Lease review Annual guarantor review for the lease at 14 Birch Lane."], set()
    )


def test_two_neighbouring_letters_swapped_are_a_typo_of_the_notes_word():
    notes = {
        "workspace/MEMORY.md": "# Memoria\n\n## Dinero\n- Tanda con compañeras: $2,000 por quincena.\n"
        "- Renta: $9,000.\n",
        "workspace/memory/2026-04-08.md": "# 2026-04-08\n- Pagué $2,000 de la tanda a Yesenia.\n",
    }
    d = _derive("borra lo d la tnada porfa, ya me sali d eso", notes)
    assert d.subject is not None and "tanda" in {v.text for v in d.subject.values}


@pytest.mark.parametrize(
    ("value", "line"),
    [
        ("$38,000", "- Pago mínimo de la Banamex: $1,900. Todavía debo 38 mil."),
        ("2 millones", "- Préstamo a Tomás: 2 Mio. CLP."),
        ("£1.2 million", "- Sold the flat for £1.2M."),
    ],
)
def test_a_sum_is_found_written_with_a_magnitude_word(value, line):
    assert Matcher([Value(value, kind="money")]).spans(line)


def test_how_much_i_owe_that_you_no_longer_should_have_noted():
    notes = {
        "workspace/MEMORY.md": "# Memoria\n\n## Dinero\n"
        "- Tarjeta Banamex: debo como $38,000 (38 mil); pago mínimo el 5.\n",
        "workspace/memory/2026-05-10.md": "# 2026-05-10\n- Pago mínimo de la Banamex: $1,900. Todavía debo 38 mil.\n",
    }
    d = _derive("Ya no quiero que tengas apuntado cuánto debo de la tarjeta.", notes)
    assert d.subject is not None and {"$38,000", "38 mil"} <= {v.text for v in d.subject.values}


def test_a_sum_in_words_the_stated_fact_names_is_followed_beside_its_words():
    notes = {
        "workspace/MEMORY.md": "# Memoria\n\n## Geld\n- Le presté a Tomás 2 millones de pesos para su taller.\n",
        "workspace/memory/2026-03-19.md": "# 2026-03-19\n- Le transferí a Tomás los 2 millones para el taller.\n",
    }
    d = _derive("Tomás ya me devolvió la plata, así que olvídate del préstamo.", notes)
    assert d.subject is not None and "2 millones" in {v.text for v in d.subject.values}


def test_a_value_in_the_lines_opening_label_takes_every_part_of_the_line():
    line = "- Tanda con compañeras de Urgencias: $2,000 por quincena; me toca cobrar en agosto ($20,000)."
    assert rewritten(line, Matcher([Value("tanda")]).spans(line)) == ""
    kept = "- Brother: Tomas, phone 503-555-0142; sees Ana on Sundays."
    assert (
        rewritten(kept, Matcher([Value("503-555-0142", kind="phone")]).spans(kept))
        == "- Brother: Tomas; sees Ana on Sundays."
    )


def test_a_word_on_several_lines_of_the_long_lived_note_is_no_rare_clue(tmp_path):
    from lethe.assistant_home.layout import Home
    from lethe.workflow.residual import distinctive, word_counts

    (tmp_path / "workspace/memory").mkdir(parents=True)
    (tmp_path / "workspace/MEMORY.md").write_text(
        "# Memoria\n\n- Enfermera en Urgencias, Hospital Regional.\n- Amiga: Yesenia (compañera de Urgencias).\n"
    )
    (tmp_path / "workspace/memory/2026-04-08.md").write_text("# 2026-04-08\n- Turno en Urgencias.\n")
    gone = "- Tanda con compañeras de Urgencias: $2,000 por quincena."
    counts = word_counts(Home.at(tmp_path), {"urgencias", "tanda"})
    assert counts["urgencias"] == 3
    assert "Urgencias" not in distinctive([(gone, "")], set(), counts)
    assert "Urgencias" in distinctive([(gone, "")], set(), {"urgencias": 2})


@pytest.mark.parametrize("request_", ["Olvida cuánto debo en la tarjeta.", "Forget how much I owe on my credit card."])
def test_how_much_is_owed_on_a_card_is_its_sum_whatever_the_notes_language(request_):
    notes = {
        "workspace/MEMORY.md": "# Memory\n\n## Money\n- Gilman scholarship $4,000 for the year.\n"
        "- Credit card balance around $2,300 - paying it down with café money.\n",
    }
    d = _derive(request_, notes)
    assert d.subject is not None and {v.text for v in d.subject.values} == {"$2,300"}


def test_a_removed_phone_number_is_found_again_with_its_country_code():
    from lethe.workflow.residual import matcher_for

    m = matcher_for(["07851 48 93 20"])
    assert m is not None and m.spans("- Praxis Hoffmann, falls Probleme : +49 7851 489320.")


def test_a_street_written_with_its_number_after_the_name_is_a_street_and_number():
    from lethe.planner.understanding.values import find_values

    line = "- Père : Jean-Luc Delvaux, rue de la Boverie 112, 4100 Seraing ; GSM 0495 18 77 42."
    streets = [v.raw for v in find_values(line) if v.kind == "street_address"]
    assert streets == ["rue de la Boverie 112"]
    d = _derive("Oublie l'adresse de mon père.", {"workspace/MEMORY.md": "# Mémoire\n\n## Famille\n" + line + "\n"})
    assert d.subject is not None and "rue de la Boverie 112, 4100 Seraing" in [v.text for v in d.subject.values]
    assert [v.raw for v in find_values("On passe rue Neuve 3 fois par jour") if v.kind == "street_address"] == [
        "rue Neuve"
    ]


def test_the_lawyer_a_removed_matter_line_names_is_a_residual_clue():
    from lethe.workflow.residual import distinctive

    gone = "- Custody: going back to family court for 50/50 with Jaylen. Lawyer Angela Price, 404-555-0155."
    assert "Angela Price" in distinctive([(gone, "")], {"angela", "price", "jaylen"}, Counter(), broad=True)
    assert "Angela Price" not in distinctive([(gone, "")], {"angela", "price", "jaylen"}, Counter())


def test_workers_comp_is_a_work_injury_claim_not_pay():
    u = read("bro delet the thing abt my back injry n the workers comp claim")
    assert all(i.attribute is None for i in u.items)
    assert read("forget my comp").items[0].attribute.name == "salary"


def test_a_flat_rented_out_is_rent_for_how_much_is_received():
    notes = {
        "workspace/MEMORY.md": "# Memory\n\n## Money\n- Still own the flat in Galway, rented out to the Dolans "
        "(€1,100/month).\n- Savings: €4,000.\n",
    }
    d = _derive("Le montant du loyer que je touche pour l'appart de Galway — efface-le.", notes)
    assert d.subject is not None and [v.text for v in d.subject.values] == ["€1,100"]


def test_a_number_the_request_writes_is_what_goes_and_the_plan_never_repeats_it():
    notes = {"workspace/MEMORY.md": "# Mémoire\n\n- Compagne : Sophie Lambert, GSM 0478 52 31 90.\n"}
    d = _derive(
        "Sophie ne veut plus que son numéro traîne dans tes notes. Le 0478 52 31 90 — efface-le partout.", notes
    )
    assert d.subject is not None and [v.text for v in d.subject.values] == ["0478 52 31 90"]
    assert not any(c.isdigit() for c in d.subject.descriptor)


def test_the_users_account_paid_from_for_someone_is_still_the_users():
    notes = {
        "workspace/MEMORY.md": "# Gedächtnis\n\n## Familie\n- Tochter: Lena (16).\n\n## Geld\n"
        "- Konto: AT61 2081 5000 0421 7788.\n",
        "workspace/memory/2026-02-03.md": "# 2026-02-03\n- Lena braucht 45 € für den Skikurs – gleich vom Konto "
        "AT612081500004217788 überwiesen.\n",
    }
    d = _derive("Meine Kontonummer soll nirgends mehr bei dir stehen. Bitte überall raus damit.", notes)
    assert d.subject is not None and "AT61 2081 5000 0421 7788" in [v.text for v in d.subject.values]


@pytest.mark.parametrize(
    ("request_", "attribute"),
    [
        ("Lenas Schule brauchst du dir nicht merken – der Rest über sie kann bleiben.", "school"),
        ("don't keep where my son lives. rest of the info on him is fine", "address"),
        ("El número de expediente de la nacionalidad bórralo; lo demás déjalo como está.", "reference"),
    ],
)
def test_the_rest_that_may_stay_is_no_part_of_what_goes(request_, attribute):
    u = read(request_)
    assert [i.attribute.name for i in u.items] == [attribute]


def test_an_austrian_school_and_a_town_someone_lives_in():
    notes = {
        "workspace/MEMORY.md": "# Gedächtnis\n\n- Tochter: Lena (16), geht ins BORG Dreierschützengasse, Matura 2027.\n"
        "- Bruder: Gerhard, Handy 0676 915 33 08, wohnt in Leoben.\n",
    }
    school = _derive("Lenas Schule brauchst du dir nicht merken.", notes)
    assert school.subject is not None and "BORG Dreierschützengasse" in [v.text for v in school.subject.values]
    town = _derive("Vergiss, wo mein Bruder wohnt.", notes)
    assert town.subject is not None and [(v.text, v.where) for v in town.subject.values] == [("Leoben", True)]


def test_expecting_her_first_baby_is_her_pregnancy_and_her_town_is_not():
    notes = {
        "workspace/MEMORY.md": "# Memory\n\n## Family\n- Sister: Aoife, Dublin, mobile +353 86 330 1947. "
        "Expecting her first baby in December.\n- Mam: Bríd, Galway.\n",
    }
    d = _derive("Forget Aoife's pregnancy.", notes)
    assert d.subject is not None and "Dublin" not in [v.text for v in d.subject.values]
    assert d.subject.anchors == ["Expecting her first baby in December."]


@pytest.mark.parametrize(
    ("text", "start", "address"),
    [
        ("kiné Julien Mertens, Avenue Louise 301, Mondays 19:00.", 21, "Avenue Louise 301"),  # a day is no town
        ("Son adresse : rue des Vennes 41, 4020 Liège (Fétinne), à dix minutes.", 14, None),
        ("Kevin a emménagé rue des Vennes 41, à Fétinne. Trop près.", 17, "rue des Vennes 41, à Fétinne"),
    ],
)
def test_an_address_ends_with_its_town_and_quarter_not_with_a_day(text, start, address):
    from lethe.planner.understanding.values import find_values, place_end

    v = next(v for v in find_values(text) if v.kind == "street_address")
    end = place_end(text, v.end)
    assert text[start:end] == (address or "rue des Vennes 41, 4020 Liège (Fétinne)")


def test_a_town_another_rewritten_line_keeps_is_no_residual_clue():
    from lethe.workflow.residual import distinctive

    pieces = [
        (
            "- Frère: Julien Favre, graphiste à Lausanne, av. de Cour 61, 1007 Lausanne.",
            "- Frère: Julien Favre, graphiste à Lausanne.",
        ),
        ("- Julien a déménagé: av. de Cour 61, 1007 Lausanne. Crémaillère le 21.", "- Crémaillère le 21."),
    ]
    clues = distinctive(pieces, {"julien", "favre"}, Counter())
    assert "Lausanne" not in [getattr(c, "text", c) for c in clues]


def test_the_papers_to_become_a_citizen_whole_and_everything_about_ones_health():
    notes = {
        "workspace/MEMORY.md": "# Memoria\n\n## Trámites\n- Nacionalidad española: solicitud presentada en 2024.\n"
        "- DELE A2 y CCSE aprobados.\n\n## Salud\n- Asma, Ventolin.\n\n## Trabajo\n- Contable en Madrid.\n",
    }
    d = _derive("Todo el tema de los papeles para hacerme española, bórralo entero.", notes)
    assert d.subject is not None and len(d.subject.anchors) == 2
    h = _derive("Forget everything about my health.", notes)
    assert h.subject is not None and "Ventolin" in [v.text for v in h.subject.values]
    assert not any("Contable" in a for a in h.subject.anchors)


def test_two_doctors_of_one_last_name_are_asked_about_and_the_answer_picks_one():
    notes = {
        "workspace/MEMORY.md": "# Memory\n\n## Health\n- Back strain; PT at Emory with Dr. Daniel Kim.\n"
        "- PCP: Dr. Lisa Kim at Morehouse Healthcare.\n- Therapist: Dr. Okonkwo, Thursdays.\n",
    }
    asked = _derive("forget dr kim's info", notes)
    assert asked.outcome is Outcome.CLARIFY and asked.candidates == ["Dr. Daniel Kim", "Dr. Lisa Kim"]
    turns = [
        SimpleNamespace(position=0, role="user", text="forget dr kim's info"),
        SimpleNamespace(
            position=1, role="toolResult", tool_name="forget.plan", text='{"status": "needs_clarification"}'
        ),
        SimpleNamespace(position=2, role="user", text="Lisa, the PCP one"),
    ]
    d = derive(turns, lambda: list(notes.items()))
    assert d.subject is not None and [v.text for v in d.subject.values] == ["Lisa Kim"]


def test_money_paid_back_is_nobodys_pay():
    notes = {
        "workspace/MEMORY.md": "# Memory\n\n## Money\n- Salary: £78,400 (L21 on the leadership scale).\n"
        "- Lent Bethan £1.2k in March; she's paying back £100 a month.\n",
        "workspace/memory/2026-03-14.md": "# 2026-03-14\n- Lent Bethan 1,200 pounds; she'll pay back £100 a month.\n",
    }
    d = _derive("Can you get rid of my salary — the £78,400 — from everywhere?", notes)
    assert d.subject is not None and [v.text for v in d.subject.values] == ["£78,400"]


def test_a_titled_last_name_with_its_first_name_or_a_thing_of_theirs_reads_the_usual_way():
    notes = {
        "workspace/MEMORY.md": "# Memory\n\n## Health\n- Back strain; PT with Dr. Daniel Kim, 404-555-0101.\n"
        "- PCP: Dr. Lisa Kim at Morehouse Healthcare, 404-555-0202.\n",
    }
    d = _derive("Forget Dr Lisa Kim's phone number.", notes)
    assert d.subject is not None and [v.text for v in d.subject.values] == ["404-555-0202"]
    turns = [
        SimpleNamespace(position=0, role="user", text="forget dr kim's number"),
        SimpleNamespace(
            position=1, role="toolResult", tool_name="forget.plan", text='{"status": "needs_clarification"}'
        ),
        SimpleNamespace(position=2, role="user", text="the PT one, Daniel"),
    ]
    answered = derive(turns, lambda: list(notes.items()))
    assert answered.subject is not None and [v.text for v in answered.subject.values] == ["404-555-0101"]


@pytest.mark.parametrize(
    ("request_", "words"),
    [
        ("En fait, toute cette histoire avec l'ancien proprio, efface-la de ta mémoire.", ["ancien"]),
        (
            "Du, das was ich dir vorhin erzählt hab – und überhaupt die ganze Gschicht mit dem Wetten – vergiss das "
            "bitte.",
            ["wetten"],
        ),
    ],
)
def test_words_that_only_carry_the_message_on_are_no_thing_to_forget(request_, words):
    u = read(request_)
    assert [i.words for i in u.items] == [words]


def test_someone_who_must_not_find_out_is_a_reason_not_what_goes():
    u = read("Oye, lo de la plata que le di a mi hermano para el carro… eso mejor olvídalo, que Íñigo no se entere.")
    assert len(u.items) == 1 and "plata" in u.items[0].words and "inigo" not in u.items[0].words


def test_a_past_forgot_is_no_request_and_an_austrian_reason_is_no_item():
    assert read("Honestly, I forget everything these days — forgot Carys's birthday AND choir on Tuesday.").items == []
    u = read("vergiss bitte di handynumer vom meinem schwager gerd, di brauch ma nimma")
    assert len(u.items) == 1 and u.items[0].attribute.name == "phone"


_KNEE = {
    "workspace/MEMORY.md": "# Memory\n\n## Health\n- Knee: ACL reconstruction in 2022 (left).\n"
    "- Médecin traitant : Dr Karim Benali, rue Garibaldi.\n\n## Hobbies\n- Hurling with Lyon Gaels.\n",
}


def test_a_misspelt_matter_name_is_read_as_corrected_and_the_plan_names_it_in_plain_words():
    d = _derive("oublie l'opé du ligamant croisé", _KNEE)
    assert d.subject is not None and d.subject.anchors == ["Knee: ACL reconstruction in 2022 (left)."]
    assert d.subject.descriptor == "your surgery and injury"  # not the request's folded words ("ope ligament croise")


def test_a_word_corrected_into_a_matters_word_is_no_matter_named():
    from lethe.planner.understanding import concepts

    # "échéance" may be read as "échéancier", a word of debts: the request still names no debt
    assert [c.name for c in concepts.named_in("echeancier", "fr")] == ["debt"]
    notes = {
        "workspace/MEMORY.md": "# Mémoire\n\n## Argent\n- Dette URSSAF de 6 300 € ; échéancier accepté.\n"
        "- Prêt pro Crédit Agricole pour le four : 42 000 €, mensualités de 780 €.\n",
    }
    d = _derive("efface l'échéance URSSAF", notes)
    assert d.subject is not None and not any("Crédit Agricole" in a for a in d.subject.anchors)


def test_a_way_out_of_a_job_keeps_its_out():
    u = read("drop everything about me negotiating my way out of Canut")
    assert "way out of" in u.items[0].text


def test_a_tenant_is_a_relation():
    assert read("forget my tenants' name").items[0].owner.word == "tenant"


def test_taking_a_medicine_is_no_word_of_what_goes():
    notes = {
        "workspace/MEMORY.md": "# Memoria\n\n## Salud\n- Ansiedad: tomo sertralina 50 mg desde marzo.\n",
        "workspace/memory/2026-03-11.md": "# 2026-03-11\n\n- El Dr. Ortega me recetó sertralina 50 mg.\n",
    }
    d = _derive("Olvídate de que tomo sertralina, porfa.", notes)
    assert d.subject is not None and [v.text for v in d.subject.values] == ["sertralina"]


def test_what_one_owes_the_irs_is_the_tax_matter():
    notes = {
        "workspace/MEMORY.md": "# Memory\n\n## Money\n- Owe the IRS $3,900 from 2024 (payment plan $175/mo).\n"
        "- Car note: $412/mo.\n",
        "workspace/memory/2026-09-20.md": "# 2026-09-20\n\n- IRS payment plan: $175 paid, balance $2,850.\n",
    }
    d = _derive("yo forget that i owe the IRS. handling it", notes)
    assert d.subject is not None and len(d.subject.anchors) == 2
    assert not any("Car note" in a for a in d.subject.anchors)


_BACK = {
    "workspace/MEMORY.md": "# Memory\n\n## Health\n- Back strain from a lift in Feb; PT at Emory with Dr. Daniel Kim.\n"
    "- PCP: Dr. Lisa Kim at Morehouse Healthcare (no relation to the PT guy).\n\n## Family\n"
    "- Custody: going back to family court for 50/50 with Jaylen.\n",
}


def test_texting_n_joins_two_things_and_back_of_a_back_injury_is_not_going_back():
    u = read("bro delet the thing abt my back injry n the workers comp claim")
    assert len(u.items) == 2
    d = _derive("forget my back injury", _BACK)
    assert d.subject is not None
    assert any("Back strain" in a for a in d.subject.anchors)
    assert not any("family court" in a or "Lisa Kim" in a for a in d.subject.anchors)


def test_a_spanish_word_that_is_an_english_one_and_an_n_is_not_it():
    from lethe.planner.understanding import concepts

    job = next(c for c in concepts.table() if c.name == "job_search")
    assert not job.in_words(["resumen", "bbva"], "es")
    assert job.in_words(["updated", "my", "resume"], "en")


def test_a_label_saying_you_is_the_matter_not_yours():
    from lethe.planner.understanding.resolve import _general_label
    from lethe.planner.understanding.utterance import Item, Owner

    item = Item(kind=ItemKind.GENERAL, text="", owner=Owner("user"), topic=True)
    assert _general_label(item, ["money you lent"]) == "everything about the money you lent"
    assert _general_label(item, ["debt"]) == "everything about your debt"


@pytest.mark.parametrize(
    ("line", "value", "left"),
    [
        ("- Carpal tunnel in right wrist from cutting; brace at night, naproxen when bad.", "carpal tunnel", ""),
        ("- Multa de tráfico (radar M-30) recurrida; expediente de Madrid Movilidad 2026/55102.", "multa", ""),
        ("- Born 3 May 1990; allergic to penicillin.", "3 May 1990", "- allergic to penicillin."),  # a value
        ("- Kofi league on Sundays; Mom calls on Sundays.", "Kofi", "- Mom calls on Sundays."),  # its own subject
    ],
)
def test_what_follows_a_lines_opening_words_without_a_subject_goes_with_them(line, value, left):
    assert rewritten(line, Matcher([Value(value, kind="stems")]).spans(line)) == left


def test_a_line_removed_whole_leaves_its_rare_words_as_clues():
    from lethe.workflow.residual import distinctive

    gone = "- Carpal tunnel in right wrist from cutting; brace at night, naproxen when bad."
    assert "naproxen" in distinctive([(gone, "")], set(), Counter({"naproxen": 2}))
    assert "naproxen" not in distinctive([(gone, "- brace at night, naproxen when bad.")], set(), Counter())
    # (beside a street address that went with it, its words are the address's surroundings, not the fact)
    card = "- Mailed a housewarming card to Anna at 14 Birch Lane."
    clues = distinctive([(card, "")], {"anna"}, Counter({"housewarming": 1}))
    assert "housewarming" not in clues and any("14 Birch Lane" in getattr(c, "text", c) for c in clues)


_THERAPIST = {
    "workspace/MEMORY.md": "# Memoria\n\n## Salud\n- Psicóloga: Dra. Adriana Mejía, martes 6 pm, por ansiedad.\n"
    "- Endocrinóloga: Dra. Paula Cifuentes.\n",
    "workspace/memory/2026-03-05.md": "# 2026-03-05\n\n- Primera sesión con la Dra. Mejía. Salí más tranquila.\n",
}


def test_everything_about_a_therapist_with_her_sessions_is_her_and_her_last_name_alone():
    d = _derive("ok forget everything about my therapist porfa — the sessions, the Tuesday reminder, todo.", _THERAPIST)
    assert d.subject is not None
    values = [v.text for v in d.subject.values]
    assert "Dra. Adriana Mejía" in values and "Mejía" in values  # "Terapia con la Dra. Mejía" in a reminder
    assert "Mejía" in d.subject.about
    assert not any("Cifuentes" in a for a in d.subject.anchors)


def test_a_french_la_opens_a_thing_not_a_reason():
    u = read("Efface trois trucs : le prêt immo, la revente de ma part du bateau, et mes problèmes de dos.")
    assert len(u.items) == 3
    assert len(read("Bórralo, la tengo en el móvil.").items) == 1  # Spanish "la tengo": it, a reason


def test_a_home_loan_in_everyday_words_is_the_mortgage_not_every_debt():
    notes = {
        "workspace/MEMORY.md": "# Mémoire\n\n## Argent\n- Prêt immo au Crédit Mutuel de Bretagne : 890 € par mois.\n"
        "- Redressement URSSAF de 6 800 €, échéancier de 283 € par mois.\n",
    }
    d = _derive("efface le prêt immo", notes)
    assert d.subject is not None and d.subject.descriptor == "your mortgage"
    assert not any("URSSAF" in a for a in d.subject.anchors)


_GDC = {
    "workspace/MEMORY.md": "# Memory\n\n## Work\n- GDC fitness-to-practise complaint from patient Mrs D. Harcourt "
    "about a UR6 root canal. DDU case ref DDU-26-118402.\n",
    "workspace/memory/2026-04-20.md": "# 2026-04-20\n\n- Complaint to Leicester City Council about the bins.\n",
    "workspace/memory/2026-05-02.md": "# 2026-05-02\n\n- DDU solicitor: GDC case examiners should decide by July.\n",
}


def test_a_named_organisations_complaint_is_not_another_complaint_and_its_solicitors_news_goes_with_it():
    d = _derive("Can you wipe everything to do with the GDC complaint?", _GDC)
    assert d.subject is not None
    assert not any("Leicester" in a for a in d.subject.anchors)
    assert any("case examiners" in a for a in d.subject.anchors)  # what the solicitor said, not who she is


def test_what_someone_is_said_right_after_their_name_names_nobody_else():
    notes = {"workspace/MEMORY.md": "# Mémoire\n\n## Amis\n- Ami : Gwenaël Riou, collègue de maths, 06 70 19 55 12.\n"}
    d = _derive("oublie le numero de gwenael stp il a changé de portabel", notes)
    assert d.subject is not None and [v.text for v in d.subject.values] == ["06 70 19 55 12"]


def test_a_swiss_natel_number_is_a_phone_and_a_currency_is_nobody():
    u = read("vergis bitte beats natelnumer, die is nich mehr aktuel")
    assert u.items[0].attribute.name == "phone"
    people = notes_people(build([("workspace/MEMORY.md", "# Memory\n\n- Prêt privé de papa: CHF 15'000 fürs Auto.\n")]))
    assert "chf" not in people


def test_where_someone_is_an_apprentice_is_where_they_work_and_not_their_town():
    notes = {
        "workspace/MEMORY.md": "# Memory\n\n## Familie\n- Sohn: Dennis (19), Azubi Kfz-Mechatroniker beim Autohaus "
        "Wendt in Hörde.\n- Omma Hildegard (89), Seniorenheim St. Josef in Hörde.\n",
    }
    d = _derive("Vergiss mal, wo Dennis seine Ausbildung macht.", notes)
    assert d.subject is not None and [v.text for v in d.subject.values] == ["Autohaus Wendt"]


@pytest.mark.parametrize(
    ("line", "value", "kind", "left"),
    [
        (
            "- Name: Latoya Campbell, born 1985-02-16 in Spanish Town, Jamaica.",
            "1985-02-16",
            "date",
            "- Name: Latoya Campbell, born in Spanish Town, Jamaica.",
        ),
        (
            "- Best friend: Ayesha Khan, mobile 07700 900258 (from dental school).",
            "07700 900258",
            "phone",
            "- Best friend: Ayesha Khan (from dental school).",
        ),
        ("- Brother: Tomas, phone 503-555-0142 (work).", "503-555-0142", "phone", "- Brother: Tomas."),
    ],
)
def test_a_birth_date_leaves_the_birthplace_and_a_number_what_brackets_say_of_someone(line, value, kind, left):
    assert rewritten(line, Matcher([Value(value, kind=kind)]).spans(line)) == left


def test_ruhr_dat_is_that_and_the_doktor_is_a_doctor():
    u = read("Lösch mal dat mit dem Doktor, brauchste nich mehr.")
    assert len(u.items) == 1 and u.items[0].owner.word == "doctor" and u.items[0].words == []


def test_where_someone_studies_is_the_place_of_their_studies_not_their_line():
    notes = {
        "workspace/MEMORY.md": "# Memory\n\n## Familie\n- Tochter: Jana (24), studiert in Bochum, Tel. 0157 321188.\n",
    }
    d = _derive("Vergiss, wo Jana studiert.", notes)
    assert d.subject is not None and [v.text for v in d.subject.values] == ["Bochum"]
    assert d.subject.descriptor == "where Jana studies"


def test_high_pressure_and_the_pills_i_swallow_out_of_your_head():
    u = read("Dat mit meinem hohen Druck und den Pillen, die ich morgens schlucke – dat soll raus aus deinem Kopp.")
    assert [i.text for i in u.items] == ["Dat mit meinem hohen Druck", "den Pillen, die ich morgens schlucke – dat"]
    from lethe.planner.understanding import concepts

    assert [c.name for c in concepts.named_in("meinem hohen Druck", "de")] == ["blood_pressure"]


def test_a_colombian_grid_address_is_a_street_and_number():
    from lethe.language.values import find_values

    found = [(v.kind.value, v.raw) for v in find_values("- Vive en Carrera 5 # 26-40, apto 802, La Macarena, Bogotá.")]
    assert ("street_address", "Carrera 5 # 26-40") in found
    assert [(v.kind.value, v.raw) for v in find_values("- Oficina en la Calle 70 # 9-12.")] == [
        ("street_address", "Calle 70 # 9-12")
    ]


def test_money_given_to_a_brother_is_money_lent():
    from lethe.planner.understanding import concepts

    said = "la plata que le di a mi hermano"
    assert [c.name for c in concepts.named_in(said, "es")] == ["money_lent"]


# ------------------------------------------------------------------------------------------ stop 32 (spent sets)
def test_two_andres_with_a_common_last_name_each_are_asked_about():
    notes = {
        "workspace/MEMORY.md": "# Memory\n## People\n- Kids' dad: Andre Williams, cell 416-555-0106.\n"
        "- Next door: Andre Clarke, barber at Fade Kings, 416-555-0137.\n",
        "workspace/memory/2026-05-09.md": "# 2026-05-09\n- Andre Clarke lent me his steamer; his number is "
        "416-555-0137.\n",
    }
    d = _derive("Forget Andre's number.", notes)
    assert d.outcome is Outcome.CLARIFY and d.candidates == ["Andre Williams (father)", "Andre Clarke"]


def test_an_orthopaedist_is_one_of_the_doctors_a_bare_doctor_may_be():
    notes = {
        "workspace/MEMORY.md": "# Memory\n## Gesundheit\n- Hausärztin: Dr. Ilse Brandt, Tel. 0231 714422.\n"
        "- Orthopäde: Dr. Kemal Aydın, Bandscheibe L4/L5.\n",
    }
    d = _derive("Lösch mal dat mit dem Doktor, brauchste nich mehr.", notes)
    assert d.outcome is Outcome.CLARIFY and len(d.candidates) == 2
    assert "orthopedist" in d.candidates[1]


@pytest.mark.parametrize(
    ("request_", "said"),
    [
        ("Ce que je veux effacer, c'est l'adresse de ma sœur.", "l'adresse de ma sœur"),
        ("Lo que quiero que borres es la dirección de mi hermana.", "la dirección de mi hermana"),
        ("Was du vergessen sollst, ist die Adresse meiner Schwester.", "die Adresse meiner Schwester"),
        ("What I want you to forget is my sister's address.", "my sister's address"),
    ],
)
def test_what_i_want_you_to_forget_is_says_what_goes(request_, said):
    u = read(request_)
    assert [i.text for i in u.items] == [said] and u.items[0].attribute.name == "address"


def test_a_clause_about_him_after_his_number_is_his():
    notes = {
        "workspace/MEMORY.md": "# Mémoire\n## Amis\n- Ami : Goulven Tanguy, 06 88 31 02 46.\n",
        "workspace/memory/2026-05-14.md": "# 2026-05-14\n- RDV chez Me Quéré : l'attestation de Goulven est à "
        "déposer avant le 25 mai.\n- Erwan veut faire de la voile en club.\n",
    }
    d = _converse(
        notes,
        "Oublie le numéro de Goulven.",
        "Je peux oublier le numéro de téléphone de Goulven.",
        "Attends, non, pas son numéro. Ce que je veux effacer, c'est qu'il doit faire une attestation pour l'affaire.",
    )
    assert d.outcome is Outcome.SUBJECT
    assert d.subject.anchors == ["RDV chez Me Quéré : l'attestation de Goulven est à déposer avant le 25 mai."]


_PETERSEN = {
    "workspace/MEMORY.md": "# Memoria\n## Familia\n- Hija: Ximena (14).\n- Amiga: Fer, +52 222 305 6612.\n"
    "- Hausärztin: Dr. Anja Petersen, Wilhelmsburg, 040 752 61 40.\n",
    "workspace/memory/2026-01-26.md": "# 2026-01-26\n- Dr. Petersen (Hausärztin): Ximena BMI 15,8, Verdacht auf "
    "Anorexie.\n",
}


def test_the_doctor_by_title_and_last_name_is_the_one_declared_in_full():
    people = build(list(_PETERSEN.items())).people
    assert people.named("Petersen").name == "Dr. Anja Petersen" and people.named("anja").relations == {"doctor"}
    d = _derive("Lösch die Nummer von Fer und die von Dr. Petersen.", _PETERSEN)
    assert d.outcome is Outcome.SUBJECT
    assert sorted(v.text for v in d.subject.values) == ["+52 222 305 6612", "040 752 61 40"]


def test_a_word_in_capitals_after_a_first_name_is_no_last_name():
    d = _derive("Borra todo lo del trastorno alimentario de Ximena.", _PETERSEN)
    assert d.outcome is not Outcome.CLARIFY


# ------------------------------------------------------------------------------------------ stop 32 (set 18)
@pytest.mark.parametrize(
    ("line", "lang", "raw", "amount"),
    [
        ("Noémie dit que quatre-vingt-cinq mille, c'est pas rien.", "fr", "quatre-vingt-cinq mille", 85000),
        ("Manolo dice que con cuarenta mil euros de préstamo no nos metemos.", "es", "cuarenta mil", 40000),
        ("Fünfundachtzigtausend Euro sind viel.", "de", "Fünfundachtzigtausend", 85000),
        ("a loan of forty thousand pounds", "en", "forty thousand", 40000),
    ],
)
def test_a_sum_in_words_is_the_sum(line, lang, raw, amount):
    from lethe.language.values import find_values

    found = [(v.kind.value, v.raw, v.key.amount) for v in find_values(line, lang_hint=lang)]
    assert found == [("money", raw, amount)]
    assert Matcher([Value("85.000 €" if amount == 85000 else "40.000 €", kind="money")]).spans(line)


def test_no_sum_in_words_where_a_word_only_looks_like_one():
    from lethe.language.values import find_values

    assert find_values("my family is similar", lang_hint="en") == []
    assert find_values("mil gracias", lang_hint="es") == []


def test_forgetting_someone_by_name_alone_is_everything_about_them():
    notes = {"workspace/MEMORY.md": "# Memory\n## Family\n- sis: Niamh, NYC, 646-555-0127; bro-in-law Raj.\n"}
    d = _derive("forget raj. niamh's stuff stays.", notes)
    assert d.outcome is Outcome.SUBJECT and d.subject.about == ["Raj"]


def test_a_diagnosis_after_a_mothers_label_is_no_second_mother():
    notes = {
        "workspace/MEMORY.md": '# Memoria\n## Familia\n- Madre: Dolores "Lola" Morales, 81 años, en Triana.\n'
        "- Mamá: Alzheimer en fase inicial (neuróloga Dra. Sanz).\n",
    }
    people = build(list(notes.items())).people
    assert [p.key for p in people.with_relation("mother")] == ["dolores"]
    assert people.named("Alzheimer") is None


def test_every_copy_and_a_joking_aside_are_no_part_of_what_goes():
    u = read("forget sam's number, every copy.")
    assert [i.text for i in u.items] == ["sam's number"]
    u = read("olvida lo que le debo a Declan (estoy practicando mi español para la familia de Sam jaja)")
    assert [i.text for i in u.items] == ["lo que le debo a Declan"]


def test_rm_is_a_request():
    u = read("rm 3 things: my crypto, the nantucket trip, dev's number")
    assert len(u.items) == 3


@pytest.mark.parametrize(
    "request_",
    [
        "Muttis Geburtstag musst du dir ni merken, den vergess ich eh ni.",
        "Ich will ni, dass du dir merkst, dass ich Antidepressiva nehme.",
    ],
)
def test_saxon_ni_is_not(request_):
    u = read(request_)
    assert u.items and not any(i.words == ["eh", "ni"] for i in u.items)


def test_who_someone_is_after_their_name_is_no_second_thing():
    u = read("Peux-tu oublier le cell de Kevin, my partner at work?")
    assert [i.text for i in u.items] == ["le cell de Kevin"]


def test_an_ex_wife_is_an_ex():
    people = build([("workspace/MEMORY.md", "# Mémoire\n- Ex-femme: Céline Marchal, GSM 0495 63 12 07.\n")]).people
    assert people.named("Céline").relations == {"ex"}


def test_a_kept_sentence_that_takes_up_what_went_by_a_pronoun_is_a_mention(tmp_path):
    from tests.trust_kit import Bench

    files = {
        "workspace/MEMORY.md": "# Memoria\n## Obrador\n- Inspección de Sanidad (marzo): 600 € de multa por la "
        "temperatura de la cámara frigorífica.\n",
        "workspace/memory/2026-03-12.md": "# 2026-03-12\n- Inspección de Sanidad: 600 € de multa por la temperatura "
        "de la cámara. Ya la arregló Frío Sur.\n",
    }
    b = Bench(tmp_path, files)
    b.user("Olvídate de la multa que me pusieron por la nevera del obrador.")
    assert b.plan().status.value == "planned"
    b.user("Sí, adelante.")
    assert b.confirm().status.value == "incomplete"  # "Ya la arregló Frío Sur." is still about the fine


def test_a_days_note_opening_with_someones_birthday_goes_with_the_birthday():
    notes = {
        "workspace/USER.md": "# Usuaria\n- Nombre: Rosario Jiménez Morales, nacida el 30/05/1972.\n",
        "workspace/MEMORY.md": "# Memoria\n## Familia\n- Marido: Manolo (Manuel Ortega), móvil 654 312 887.\n"
        "- Hija: Macarena, 15 años.\n- Cumpleaños: Manolo 2 de febrero; Macarena 15 de agosto.\n",
        "workspace/memory/2026-02-02.md": "# 2026-02-02\n- Cumple de Manolo: cenamos en Casa Cuesta, en Triana.\n",
    }
    d = _derive("Quita el cumpleaños de Manolo; los de los demás déjalos.", notes)
    assert d.outcome is Outcome.SUBJECT
    assert "Cumple de Manolo: cenamos en Casa Cuesta, en Triana." in d.subject.anchors


def test_a_label_of_two_relations_declares_both():
    notes = {
        "workspace/MEMORY.md": "# Memory\n## Arbeit\n- Kollegin und Freundin: Steffi Lorenz, Handy 0152 2847731.\n"
        "- Kollegin: Yvonne Mai, Handy 0157 3310498.\n",
    }
    assert build(list(notes.items())).people.named("Steffi").relations == {"colleague", "friend"}
    d = _derive("Die Handynummer von meiner Kollegin kannste vergessen.", notes)
    assert d.outcome is Outcome.CLARIFY and len(d.candidates) == 2


def test_i_dont_want_it_anywhere_asks_to_forget_what_comes_before():
    from lethe.planner.understanding.utterance import Move

    said = "Everything about the dispensing error and the GPhC investigation — all of it. I don't want it anywhere."
    u = read(said)
    assert u.move is Move.REQUEST
    assert [i.words for i in u.items] == [["dispensing", "error"], ["gphc", "investigation"]]
    u = read("The money I owe the tax man from the shop — take that out, I don't want it stored nowhere.")
    assert u.items[0].words[:3] == ["money", "owe", "tax"]  # (a verb of its own: read as before)


def test_lo_del_said_first_is_what_its_pronoun_takes_up():
    u = read("Lo del préstamo del ICO, bórralo de tu memoria: la cantidad, la cuota, todo.")
    assert u.items[0].words == ["prestamo", "ico"] and u.items[0].topic


def test_saxon_och_adds_and_die_ham_is_their_news():
    u = read("Ach, und Yvonnes och, die ham beide gewechselt.")
    assert [(i.text, i.words) for i in u.items] == [("Yvonnes", ["yvonnes"])]


def test_hmm_and_quebec_pis_are_no_words_of_what_goes():
    assert read("Hmm, and Seun's too while you're at it.").items[0].words == []
    assert read("pis sa job aussi, il veut pas que ça se sache.").items[0].words == ["job"]


def test_a_lines_label_says_what_every_date_of_the_line_is():
    line = "- Cumpleaños: Manolo 2 de febrero; Macarena 15 de agosto; mamá 8 de diciembre."
    m = Matcher([Value("15 de agosto", kind="date", strong=False, context=frozenset({"cumpleano"}))])
    assert m.matches(line)
    assert rewritten(line, m.spans(line)) == "- Cumpleaños: Manolo 2 de febrero; mamá 8 de diciembre."


def test_a_reminder_saying_cumple_is_the_birthday_the_notes_list_as_cumpleanos():
    notes = {
        "workspace/MEMORY.md": "# Memoria\n## Familia\n- Hija: Macarena (24), móvil 611 204 593.\n"
        "- Cumpleaños: Manolo 2 de febrero; Macarena 15 de agosto.\n",
    }
    d = _derive("Olvida el cumpleaños de mi hija.", notes)
    assert d.outcome is Outcome.SUBJECT
    assert d.subject.matcher().matches("Mañana cumple Macarena: mandar el paquete a Madrid.")


@pytest.mark.parametrize(
    ("request_", "said"),
    [
        ("oubli mon alergie aux sulfa stp, c'était une erreur dans mon dossier", "mon alergie aux sulfa"),
        ("can u forgt my mums fligt details pls, plans changed", "my mums fligt details"),
    ],
)
def test_a_reason_after_a_comma_is_no_second_thing(request_, said):
    assert [i.text for i in read(request_).items] == [said]


def test_frgt_and_a_number_sign_ask_for_a_number():
    u = read("frgt declans # pls. new phone new me lol")
    assert len(u.items) == 1 and u.items[0].attribute.name == "phone"


def test_a_word_for_any_value_takes_up_what_was_said_before_it():
    notes = {"workspace/MEMORY.md": "# Memory\n## Money\n- Salary £48.5k as pharmacy manager.\n"}
    d = _derive("My salary's nobody's business — please forget the figure, wherever you've put it.", notes)
    assert d.outcome is Outcome.SUBJECT and "salary" in d.subject.descriptor
    assert [i.text for i in read("Mein Gehalt geht niemanden was an, vergiss die Zahl bitte").items] == [
        "Mein Gehalt zahl"
    ]


def test_a_sum_is_followed_to_a_bare_number_grouped_in_thousands_and_to_grand():
    m = Matcher([Value("£48.5k", kind="money", strong=True)])
    assert m.matches("- Salary review: stays at 48,500. Mr Patel says maybe next year.")
    assert m.matches("- Moaned to Funmi that forty-eight and a half grand isn't enough for these hours.")
    assert not m.matches("- Order 48500 shipped.")  # (not grouped: a code as likely as a sum)


def test_a_canadian_sin_under_its_french_label_is_one_number_in_every_form():
    notes = {
        "workspace/MEMORY.md": "# Mémoire\n## Papiers\n- NAS: 046 454 286.\n",
        "workspace/memory/2026-02-24.md": "- Formulaire RRQ rempli: NAS 046-454-286.\n",
    }
    d = _derive("Please remove my SIN from your memory — every copy, however it was written.", notes)
    assert d.outcome is Outcome.SUBJECT
    assert d.subject.matcher().matches("Déclaration d'impôts faite; NAS 046454286 recopié.")


def test_a_french_school_is_named_after_the_word_in_lower_case():
    notes = {"workspace/MEMORY.md": "# Mémoire\n- Fils: Arthur (9), école Saint-Barthélemy, 4e primaire.\n"}
    d = _derive("oublie l'ecole d'arthur stp, jveux pas ke sa traine partout", notes)
    assert d.outcome is Outcome.SUBJECT and "Saint-Barthélemy" in [v.text for v in d.subject.values]


def test_getting_burnt_at_the_stove_is_the_burn():
    notes = {"workspace/MEMORY.md": "# Mémoire\n## Santé\n- Brûlure au 2e degré à la main gauche (janvier).\n"}
    d = _derive("Le truc de quand je me suis cramé au fourneau en janvier, tu peux l'oublier ?", notes)
    assert d.outcome is Outcome.SUBJECT and d.subject.matcher().matches("- Brûlure à la main gauche.")


def test_forget_all_three_takes_the_three_things_listed_before():
    u = read("Three things: Chidi's number, which school Ife goes to, and the Premium Bonds. Forget all three.")
    assert [i.text for i in u.items] == ["Chidi's number", "which school Ife goes to", "and the Premium Bonds"]


def test_a_sum_after_a_comma_is_how_much_it_is_and_a_monthly_reminder_for_it_is_its_reminder():
    u = read("vergiss bitte die schulden bei meiner schwster, die 1500 euronen. und die monatliche erinerung dazu")
    assert [(i.text, i.words) for i in u.items] == [("die schulden bei meiner schwster", ["schulden"])]


def test_a_misspelt_reminder_too_adds_the_reminders_to_everywhere_else():
    notes = {"workspace/memory/2026-04-14.md": "# 2026-04-14\n- Dr Carrel : infiltration L4-L5 prévue début juin.\n"}
    said = "oubli tt ce ki concerne l'infiltrasion du dos stp, le rapel aussi"
    assert read(said).items[0].places == frozenset()  # everywhere, the reminder as well
    d = _derive(said, notes)
    assert d.outcome is Outcome.SUBJECT and d.subject.matcher().matches("- Dr Carrel : infiltration L4-L5 prévue.")


def test_prefiero_que_no_lo_tengas_guardado_and_his_leave_after_his_name():
    u = read("Lo que te conté de Julien y su baja... prefiero que no lo tengas guardado. Es cosa suya, no mía.")
    assert [(i.text, i.owner.word, i.words) for i in u.items] == [("su baja", "Julien", ["baja"])]


def test_someone_having_done_something_after_a_dash_is_a_reason_and_a_relation_beats_an_app():
    u = read("I'd rather you didn't keep the sulfa allergy on file anymore — the allergist retested me last week.")
    assert [i.words for i in u.items] == [["sulfa", "allergy"]]
    notes = {"workspace/MEMORY.md": "# Memoria\n- Mamá: Leticia Garza, WhatsApp +52 81 5550 3317.\n"}
    d = _derive("Borra el número de WhatsApp de mi mamá, esté donde esté.", notes)
    assert d.outcome is Outcome.SUBJECT and "mother" in d.subject.descriptor


def test_a_checking_account_ending_and_a_code_that_is_no_part_of_a_case_number():
    m = Matcher([Value("0318", kind="text", strong=True)])
    assert m.matches("- Gate code 0318 for Mom's.") and not m.matches("- Complaint, case BON-2026-0318.")
    notes = {"workspace/MEMORY.md": "# Memory\n## Money\n- Chase checking ending 4471; HSA at Fidelity.\n"}
    d = _derive("forget the last digits of my Chase account", notes)
    assert d.outcome is Outcome.SUBJECT and [v.text for v in d.subject.values] == ["4471"]


def test_an_insurance_claim_takes_its_lawyer():
    notes = {
        "workspace/MEMORY.md": "# Mémoire\n## Travail\n- Litige : sinistre sur le chantier de Villeurbanne, "
        "expert judiciaire nommé.\n- Abogado del litigio: Me Laurent Péret, 04 78 62 15 90.\n",
    }
    d = _derive("Oublie tout ce qui touche au sinistre de Villeurbanne.", notes)
    assert d.outcome is Outcome.SUBJECT
    assert d.subject.matcher().matches("- Abogado del litigio: Me Laurent Péret, 04 78 62 15 90.")


def test_the_heart_rhythm_is_the_heart_condition():
    notes = {"workspace/MEMORY.md": "# Gedächtnis\n## Gsundheit\n- Vorhofflimmern seit 2024, Eliquis 5 mg.\n"}
    d = _derive("Vergiss bitte alles, was mit meim Herzrhythmus zu tun hat – d'Tablette, d'Kontrolle, alles.", notes)
    assert d.outcome is Outcome.SUBJECT and d.subject.matcher().matches("- Vorhofflimmern seit 2024, Eliquis 5 mg.")


def test_the_reminder_for_it_then_why_adds_a_place_and_nothing_to_forget():
    u = read("can you stop remembering that im on sertraline. and the reminder for it, i'll manage myself")
    assert [i.words for i in u.items] == [["sertraline"]]


def test_what_the_doctor_did_about_it_is_the_users_matter_and_who_the_doctor_is_stays_theirs():
    notes = {
        "workspace/MEMORY.md": "# Memory\n## Health\n- GP: Dr Raj Mehta, Woodside Health Centre.\n"
        "- Sertraline since 2023, now 100mg.\n",
        "workspace/memory/2026-03-26.md": "# 2026-03-26\n- GP (Dr Mehta) upped the sertraline to 100mg. Fine.\n",
    }
    d = _derive("forget that im on sertraline", notes)
    assert d.outcome is Outcome.SUBJECT
    assert d.subject.matcher().matches("- GP (Dr Mehta) upped the sertraline to 100mg. Fine.")
    assert not d.subject.matcher().matches("- GP: Dr Raj Mehta, Woodside Health Centre.")


@pytest.mark.parametrize(
    "said",
    [
        "borra el movil d mi germa toni q lo a cambiao y ya no sirve",
        "borra el móvil de mi hermano Toni que lo ha cambiado y ya no sirve",
    ],
)
def test_what_someone_did_to_it_after_que_without_a_comma_is_a_reason(said):
    items = read(said).items
    assert len(items) == 1 and items[0].attribute.name == "phone"
    assert not {"cambiao", "cambiado", "sirve"} & set(items[0].words)


def test_baby_making_is_the_fertility_treatment():
    notes = {"workspace/MEMORY.md": "# Memory\n- Trying for a baby, IVF referral sent Feb 2026 (GCRM).\n"}
    d = _derive("forget all the baby-making stuff pls. the clinic, the referral, all of it.", notes)
    assert d.outcome is Outcome.SUBJECT and "fertility" in d.subject.descriptor


def test_keeping_her_in_the_notes_spares_no_place():
    notes = {
        "workspace/MEMORY.md": "# Memory\n## Friends\n- Lauren Pierce, (832) 555-0112 — book club.\n",
        "workspace/memory/2026-05-26.md": "# 2026-05-26\n- Lauren's new number: 832-555-0112.\n",
    }
    d = _derive(
        "Please remove Lauren's phone number wherever you have it. Keep her in the book club notes though.", notes
    )
    assert d.outcome is Outcome.SUBJECT and not d.subject.spare
    assert d.subject.matcher().matches("- Lauren's new number: 832-555-0112.")


def test_switching_doctors_the_current_one_is_who_they_are_not_the_illness():
    notes = {
        "workspace/MEMORY.md": "# Memory\n## Health\n- Type 2 diabetes diagnosed Jan 2026; metformin 500 mg.\n"
        "- Endocrinologist: Dr. Priscilla Hwang (Memorial Hermann). PCP: Dr. Alan Whitfield.\n",
    }
    d = _derive("I'm switching endocrinologists, so forget the current one. Leave my PCP where he is.", notes)
    assert d.outcome is Outcome.SUBJECT and "endocrinologist" in d.subject.descriptor
    assert d.subject.matcher().matches("- Endocrinologist: Dr. Priscilla Hwang (Memorial Hermann).")
    assert not d.subject.matcher().matches("- Type 2 diabetes diagnosed Jan 2026; metformin 500 mg.")


@pytest.mark.parametrize(
    "said",
    [
        "Was uff meim Bausparvertrag druff isch, des muesch du net wisse. Mach des bitte raus.",
        "Mein Bausparvertrag geht dich nix an. Mach das bitte raus.",
    ],
)
def test_take_that_out_points_to_the_sentence_before(said):
    notes = {"workspace/MEMORY.md": "# Gedächtnis\n## Geld\n- Bausparvertrag bei der LBS, 18.000 € angespart.\n"}
    d = _derive(said, notes)
    assert d.outcome is Outcome.SUBJECT and d.subject.descriptor == "your bausparvertrag"


def test_the_money_thing_with_my_brother_is_what_is_between_you_and_him():
    notes = {
        "workspace/MEMORY.md": "# Memory\n## Family\n- Brother: Emeka Okonkwo in Atlanta, 404-555-0171.\n## Money\n"
        "- Owes Emeka $3,500 (borrowed for the roof, Oct 2025).\n- Student loans: $64k left (Nelnet).\n",
        "workspace/memory/2026-03-09.md": "# 2026-03-09\n- Paid Emeka $500 toward the roof loan; $3,000 left.\n",
    }
    d = _derive("Since we're square now, you can drop that whole money thing with my brother.", notes)
    assert d.outcome is Outcome.SUBJECT
    m = d.subject.matcher()
    assert m.matches("- Paid Emeka $500 toward the roof loan; $3,000 left.")
    assert not m.matches("- Student loans: $64k left (Nelnet).")
    assert not m.matches("- Brother: Emeka Okonkwo in Atlanta, 404-555-0171.")


def test_a_sum_of_three_figures_names_no_thing():
    from lethe.workflow.residual import distinctive

    clues = distinctive([("- Paid Emeka $500 toward the roof loan; $3,000 left.", "")], {"emeka"}, Counter())
    assert "500" not in clues


def test_the_line_naming_a_doctor_that_says_more_is_the_users_matter():
    notes = {
        "workspace/MEMORY.md": "# Memoria\n## Salud\n- Psiquiatra: Dra. Laura Paz. Sertralina 50 mg a la mañana.\n"
    }
    d = _derive("Olvidate de que tomo sertralina, porfa.", notes)
    assert d.outcome is Outcome.SUBJECT
    assert d.subject.matcher().matches("- Psiquiatra: Dra. Laura Paz. Sertralina 50 mg a la mañana.")


def test_exactly_that_is_what_the_conversation_said_not_a_word_to_find():
    u = read("Genau das. Das soll nirgends mehr stehen — Martin schaut manchmal mit aufs Tablet.")
    assert not [i for i in u.items if "genau" in i.words]


def test_a_lawyer_of_a_file_is_the_lawyer_and_her_number_a_phone():
    from lethe.planner.understanding.values import find_values

    line = "- Abogada del expediente: Lourdes Vidal, 963 52 77 14."
    assert [v.kind.value for v in find_values(line)] == ["phone"]
    assert [v.kind.value for v in find_values("- Expediente: 963 52 77 14")] == ["code"]
    notes = {"workspace/MEMORY.md": f"# Memoria\n## Trámites\n{line}\n"}
    d = _derive("Borra el teléfono de la abogada.", notes)
    assert d.outcome is Outcome.SUBJECT and [v.text for v in d.subject.values] == ["963 52 77 14"]


def test_a_removed_sum_is_found_again_beside_its_matters_words_not_beside_any_payment():
    from lethe.planner.matching import Matcher
    from lethe.workflow.residual import distinctive

    gone = "- Barclaycard statement came, 6,800 quid. Paid the £300. Havent told Ruaridh the real figure."
    clues = [c for c in distinctive([(gone, "")], {"ruaridh"}, Counter()) if isinstance(c, Value)]
    m = Matcher(clues)
    assert not m.matches("- Ceilidh gig at Òran Mór, got paid £300 for the band, splitting it four ways.")
    assert m.matches("- £300 more off the Barclaycard statement.")


def test_a_negated_verb_written_without_its_apostrophe_names_nothing():
    u = read("forget the card thing Ruaridh doesnt know about")
    assert "doesnt" not in u.items[0].words


def test_while_were_at_it_asks_nothing():
    for said in ("Et le rappel de la visite du dimanche, tant qu'on y est.", "And the dentist one, while we're at it."):
        assert all("tant" not in i.words and "while" not in i.words for i in read(said).items)


def test_no_matter_where_you_wrote_it_asks_nothing_and_d_before_a_noun_is_the_article():
    notes = {
        "workspace/MEMORY.md": "# Gedächtnis\n## Familie\n- Katrin (Nichte): Handy +49 152 0378 4416.\n"
        "## Geld\n- Ferienwohnung in Hinterzarten vermietet, bringt ca. 9.600 € im Jahr.\n",
    }
    people = build(notes.items()).people
    u = read("Vergiss Katrins Handynummer – egal wo und wie du die aufgschriebe hasch.", people)
    assert [(i.attribute.name, i.owner.word) for i in u.items] == [("phone", "Katrin")]
    u = read("Vergiss, was d'Ferienwohnung in Hinterzarten im Johr bringt.", people)
    assert all(i.owner.kind != "name" for i in u.items)


def _talk(*said: str):
    """A conversation: user and assistant turns alternating, the user's first."""
    return [SimpleNamespace(position=i, role="user" if i % 2 == 0 else "assistant", text=t) for i, t in enumerate(said)]


def test_a_correction_that_repeats_the_verb_is_a_correction():
    notes = {
        "workspace/MEMORY.md": "# Mémoire\n## Amis\n- Collègue et amie : Maëlle Daniel, portable 06 33 81 72 09.\n"
        "- Amie : Gaëlle Fouquet, portable 06 58 24 11 87.\n",
    }
    turns = _talk(
        "Supprimez le numéro de portable de Maëlle, je vous prie.",
        "Je peux oublier le numéro de portable de Maëlle.",
        "Pardon, je me suis trompée : c'est celui de Gaëlle qu'il faut supprimer, pas celui de Maëlle.",
    )
    d = derive(turns, lambda: list(notes.items()))
    assert d.outcome is Outcome.SUBJECT and [v.text for v in d.subject.values] == ["06 58 24 11 87"]


def test_crypto_is_a_matter_of_its_own():
    notes = {
        "workspace/MEMORY.md": "# Memory\n## Money\n- Crypto: 0.42 BTC on Kraken. Amaka doesn't know.\n",
        "workspace/memory/2026-05-22.md": "# 2026-05-22\n- btc up again. 0.42 btc ~ £24k now.\n",
    }
    d = _derive("Abeg forget that crypto matter — the btc wey dey for Kraken.", notes)
    assert d.outcome is Outcome.SUBJECT and d.subject.matcher().matches("- btc up again. 0.42 btc ~ £24k now.")


def test_a_sentence_opened_by_she_goes_on_about_her():
    from lethe.planner.understanding.corpus import Statement
    from lethe.planner.understanding.resolve import _about_other

    text = "- Mutti im Heim besucht. Sie hat mich mit Uta verwechselt. Das Wetter war schön."
    st = Statement(0, "workspace/memory/2026-04-02.md", 2, 2, text, (), "de")
    assert "Sie hat mich mit Uta verwechselt." in _about_other(st, ["heim"])


def test_all_of_it_then_its_parts_is_everything_about_what_was_said_before():
    u = read("that letter i got in march. forget all of it, the amount, the plan, the reminder.")
    assert [(i.topic, i.places) for i in u.items] == [(True, frozenset())]


def test_a_rare_word_a_rewrite_keeps_that_a_line_removed_whole_says_is_a_mention_left():
    from lethe.workflow.residual import _kept_but_deleted

    pieces = [
        ("- Owes HMRC £4,120 for 2024/25 self-assessment.", "- Owes HMRC for 2024/25 self-assessment."),
        ("- hmrc letter. owe £4,120 for 24/25.", ""),
    ]
    assert [v.text for v in _kept_but_deleted(pieces, [], set(), broad=True)] == ["HMRC"]
    assert not _kept_but_deleted(pieces, [], set())  # (a fact's value: its label stays on purpose)


def test_that_figure_is_the_value_the_assistant_just_gave_beside_its_own_words():
    notes = {
        "workspace/MEMORY.md": "# Memory\n## Money\n- Old flat deposit: Ancoats Lettings withholding £1,200.\n",
        "workspace/memory/2026-02-20.md": "# 2026-02-20\n- kelechi nursery fees going up to £1,200/m from april.\n",
        "workspace/memory/2026-02-02.md": "# 2026-02-02\n- deposit: ancoats lettings keeping the full £1.2k.\n",
    }
    turns = _talk(
        "how much did the letting agent keep again?",
        "Your notes say Ancoats Lettings kept the full £1.2k of your old deposit; you later got £900 back.",
        "yeah. forget that number, wherever it's written.",
    )
    d = derive(turns, lambda: list(notes.items()))
    assert d.outcome is Outcome.SUBJECT and [v.text for v in d.subject.values] == ["£1.2k"]
    m = d.subject.matcher()
    assert m.matches("- deposit: ancoats lettings keeping the full £1.2k.")
    assert not m.matches("- kelechi nursery fees going up to £1,200/m from april.")


def test_a_sum_beside_its_words_in_the_sentence_before_on_its_line():
    m = Matcher([Value("€3.2k", kind="money", strong=False, context=frozenset({"gambl"}))])
    assert m.matches("- told shiv abt the gambling. 3,200 euro gone in 2025.")
    assert not m.matches("- bought a bike. 3,200 euro gone in 2025.")


@pytest.mark.parametrize(
    "said",
    [
        "Merci. Je ne veux plus que ce montant figure nulle part, quelle que soit la façon dont il est écrit.",
        "Danke. Die Nummer bitte überall rausnehmen, egal wie se geschrieben is.",
    ],
)
def test_wanting_it_nowhere_and_no_matter_how_it_is_written_ask_to_forget_it(said):
    u = read(said)
    assert len(u.items) == 1 and not {"quelle", "egal", "geschrieben"} & set(u.items[0].words)


def test_a_nickname_in_brackets_that_ends_the_name_is_hers():
    notes = {"workspace/MEMORY.md": "# Memory\n## Family\n- Wife: Chiamaka (Amaka), mob 07700 900 412. bday 14 Feb.\n"}
    d = _derive("forget amaka's birthday. keep her number obviously", notes)
    assert d.outcome is Outcome.SUBJECT and "Chiamaka" in d.subject.descriptor


@pytest.mark.parametrize(
    ("said", "whose"),
    [
        ("Retirez le numéro de portable de Mathis, mais gardez tout le reste le concernant.", "Mathis"),
        ("pls forgt my cuzin ifeanyis numbr", "Ifeanyi"),
    ],
)
def test_retirez_keeping_the_rest_and_a_cousin_in_slang(said, whose):
    notes = {
        "workspace/MEMORY.md": "# Notes\n- Compagnon : Mathis Roux, portable 07 88 52 13 40.\n"
        "- Cousin: Ifeanyi, Leeds, 07700 900 655.\n",
    }
    people = build(notes.items()).people
    items = read(said, people).items
    assert [(i.attribute.name, i.owner.word, i.words) for i in items] == [("phone", whose, [])]


def test_frau_before_a_name_is_a_title_and_a_misspelt_lawyer_is_the_lawyer():
    notes = {"workspace/MEMORY.md": "# Gedächtnis\n- Anwältin: Frau Brigitte Hornig, Tel. 0341 2255 740.\n"}
    people = build(notes.items()).people
    items = read("Vergiss bidde die Nummer von der Anwältn, Frau Hornik.", people).items
    assert [(i.attribute.name, i.owner.kind, i.words) for i in items] == [("phone", "name", [])]


@pytest.mark.parametrize(
    ("said", "matter"),
    [
        ("the sleep thing, the machine i wear at night. dont want that on record anywhere", "sleep"),
        ("Je préférerais que vous ne reteniez pas que je ne digère pas le lait.", "lactose"),
        ("that stuff about me looking at other jobs — scrub it. can't risk it coming up.", "job search"),
        ("Todo lo de la FIV fuera, por favor: la clínica, el dinero, los pinchazos, las fechas, todo.", "fertility"),
    ],
)
def test_matters_named_in_other_words_and_a_matter_then_its_parts(said, matter):
    notes = {
        "workspace/MEMORY.md": "# Notes\n- sleep apnoea, cpap since 2025.\n- Intolérance au lactose.\n"
        "- Job hunt: interview with Monzo next week.\n- gambling: lost €3.2k on the horses in 2025.\n"
        "- Tratamiento de fertilidad (FIV) en la clínica IVI Bilbao.\n",
    }
    d = _derive(said, notes)
    assert d.outcome is Outcome.SUBJECT and matter in d.subject.descriptor


def test_that_number_is_never_a_time_the_assistant_said():
    notes = {"workspace/MEMORY.md": "# Mémoire\n- Passeport : 19AV44127.\n- Psy : le mercredi à 18h.\n"}
    turns = _talk(
        "Note mon numéro de passeport : 19AV44127.", "C'est noté.",
        "Et rappelle-moi d'acheter du pain ce soir.", "D'accord, rappel à 18h.",
        "Finalement, oublie ce numéro.",
    )  # fmt: skip
    d = derive(turns, lambda: list(notes.items()))
    assert d.outcome is Outcome.SUBJECT and [v.text for v in d.subject.values] == ["19AV44127"]


def test_all_of_that_then_a_reminder_is_no_list_of_parts():
    u = read("Merci. En fait j'ai tout remboursé hier d'un coup, donc tu peux effacer tout ça, rappel compris.")
    assert not any(i.topic and "rembourse" in " ".join(i.words) for i in u.items)


def test_a_matter_then_its_parts_then_all_of_it_gone():
    u = read("everything about the gambling. the losses, GA, the self exclusion, the reminder. all of it gone pls")
    assert u.items and u.items[0].topic and "gambling" in u.items[0].words


def test_an_acronym_a_name_defines_is_a_clue_of_its_own():
    from lethe.workflow.residual import distinctive

    gone = "- Prépare le diplôme supérieur du notariat (DSN) en cachette : Maître Corlay n'est pas au courant."
    assert "DSN" in distinctive([(gone, "")], {"corlay"}, Counter())
    assert "CHL" not in distinctive(
        [("- Changement de casier à la CHL : mon nouveau code est 4417.", "")], set(), Counter()
    )


def test_a_friend_of_a_circle_is_a_friend_and_a_trades_diploma_is_nobodys():
    notes = {
        "workspace/MEMORY.md": "# Notas\n- Amiga de la kuadrilla: Ainhoa Larrea, móvil 634 55 20 71.\n"
        "- Amiga de la kuadrilla: Irati Bengoetxea, móvil 656 78 02 39.\n",
    }
    d = _derive("Borra el número de mi amiga de la kuadrilla, porfa.", notes)
    assert d.outcome is Outcome.CLARIFY and {"Ainhoa", "Irati"} <= set(" ".join(d.candidates).split())
    u = read("Je vous prie de supprimer l'information selon laquelle je prépare le diplôme de notaire.")
    assert u.items and u.items[0].owner.kind != "relation"
    u = read("oubli le numéro de lavocate stp, jen ai plus besoin")
    assert u.items and u.items[0].owner.word == "lawyer"


def test_a_thing_by_its_acronym_then_another_thing_is_no_apposition():
    u = read("Tres cosas: borra lo del CDT, la cuota de la hipoteca y que Carolina se cambió a Amarilo.")
    assert len(u.items) == 3


def test_all_of_it_then_its_parts_after_a_wish_not_to_keep_is_what_was_not_to_be_kept():
    u = read(
        "Honestly I'd rather you didn't keep any of my blood sugar stuff either. "
        "Bin all of it — sensors, insulin, the nurse, the lot."
    )
    assert u.items and "honestly" not in u.items[0].words and "blood" in " ".join(u.items[0].words)


def test_a_friend_of_someone_named_is_not_the_users_friend_of_a_circle():
    from lethe.planner.understanding.corpus import head_relation

    assert head_relation("Amiga de la kuadrilla", " Ainhoa Larrea, móvil 634 55 20 71.") == "friend"
    assert head_relation("Amiga de Lucía Pérez", " Marta García, móvil 634 55 20 71.") is None


def test_a_count_then_a_list_is_a_request_for_each():
    u = read("3 things: my chess.com handle, the TDS ref, and the name of kelechi's nursery.")
    assert len(u.items) == 3


def test_a_sites_name_is_found_in_its_address():
    line = "- Chess.com: obi_knight (rapid 1650)."
    assert Matcher([Value("chess")]).matches(line)
    assert not Matcher([Value("chess")]).matches("- mail: chessy.player@example.com")


def test_the_name_of_a_nursery_is_which_school():
    u = read("forget the name of kelechi's nursery")
    assert u.items and u.items[0].attribute is not None and u.items[0].attribute.name == "school"


def test_a_locker_number_is_the_few_digits_beside_it_not_a_phone():
    notes = {
        "workspace/MEMORY.md": "# Memory\n- wife: siobhán (shiv), mob 087 412 3390.\n- depot locker 412.\n",
    }
    d = _derive("forget my locker number", notes)
    assert d.outcome is Outcome.SUBJECT
    m = d.subject.matcher()
    assert m.matches("- depot locker 412.") and not m.matches("- wife: siobhán (shiv), mob 087 412 3390.")


def test_a_small_topic_marker_names_one_matter_only():
    u = read("Borra tres cosas: el móvil de Ainhoa, lo de la cuota del remo y el curso de punción seca.")
    assert [i.topic for i in u.items] == [False, True, False]


def test_the_fee_of_a_sport_is_the_fee_not_every_line_about_the_sport():
    notes = {
        "workspace/MEMORY.md": "# Notas\n- Remo en el club de Deusto (trainera), martes y jueves. Cuota anual 200 €.\n",
        "workspace/memory/2026-01-16.md": "# 2026-01-16\n- Remo: entreno duro, la trainera va fina.\n",
        "workspace/memory/2026-05-28.md": "# 2026-05-28\n- Cuota del remo pagada.\n",
    }
    d = _derive("Borra lo de la cuota del remo", notes)
    assert d.outcome is Outcome.SUBJECT
    assert set(d.subject.anchors) == {"Cuota anual 200 €.", "Cuota del remo pagada."}
    assert d.subject.asked == ["cuota"]


def test_a_membership_number_named_with_a_members_word_is_the_users():
    notes = {
        "workspace/MEMORY.md": "# Notizen\n- Abmahnung vom Vermieter (März 2026). Mieterverein Hamburg, Beraterin "
        "Frau Ohlsen, Mitgliedsnr. 448120.\n",
    }
    u = read("Quita mi número de socia del Mieterverein")
    assert u.items[0].owner.kind == "user" and u.items[0].attribute.name == "membership"
    d = _derive("Quita mi número de socia del Mieterverein", notes)
    assert d.outcome is Outcome.SUBJECT and [v.text for v in d.subject.values] == ["448120"]


def test_frau_before_a_name_is_a_title_in_the_notes_too():
    from lethe.planner.understanding.corpus import mentions

    people = build([("workspace/MEMORY.md", "# M\n- Frau: Anja Keller, 0171 2233445.\n")]).people
    assert not mentions("Beraterin Frau Ohlsen, Mitgliedsnr. 448120.", people)
    assert mentions("meine Frau hat angerufen", people)


def test_a_relation_key_is_written_as_words():
    from lethe.planner.understanding.vocab import relation_label

    assert relation_label("business_partner") == "business partner" and relation_label("boss") == "manager"


def test_owing_a_sister_is_the_debt_written_as_schulden_bei():
    notes = {
        "workspace/MEMORY.md": "# Notizen\n- Schwester: Uta Kalbitz in Chemnitz.\n"
        "- Schulden bei Uta: 1.500 € geliehen für die Zahnkrone, zurück bis Weihnachten 2026.\n",
    }
    d = _derive("Dass ich bei meiner Schwester in der Kreide steh, geht keen was an. Das bitte raus.", notes)
    assert d.outcome is Outcome.SUBJECT and any("Zahnkrone" in a for a in d.subject.anchors)


def test_a_medic_is_no_medication_and_a_medic_job_is_nobodys():
    from lethe.planner.understanding import concepts

    assert not concepts.named_in("flight medic", "en")
    assert [c.name for c in concepts.named_in("my medication", "en")] == ["medication"]
    u = read("forget the flight medic job I applied for")
    assert u.items and u.items[0].owner.kind != "relation"


def test_a_car_payment_is_the_cars_not_any_payment():
    notes = {
        "workspace/MEMORY.md": "# Memory\n- Car note: $412/mo on the 2021 Charger, Capital One.\n"
        "- Owe the IRS $3,900 from 2024 (payment plan $175/mo).\n",
        "workspace/memory/2026-09-20.md": "# 2026-09-20\n- IRS payment plan: $175 paid, balance $2,850.\n",
    }
    d = _derive("forget the car payment", notes)
    assert d.outcome is Outcome.SUBJECT and not any("IRS" in a for a in d.subject.anchors)


def test_whom_a_matter_is_kept_from_is_not_its_own_name():
    from lethe.planner.understanding.resolve import _kept_from

    assert _kept_from("Ramos", "Applying for flight medic at Air Life Georgia; haven't told Ramos.")
    assert _kept_from("Ramos", "Interview Aug 5. Don't tell Ramos or Tre.")
    assert not _kept_from("Ramos", "QA meeting w/ Chief Ramos + Lamar Hill.")
    assert not _kept_from("NDLS", "had to tell the NDLS abt the apnoea for the bus licence.")


def test_an_article_a_thing_and_what_it_is_of_is_no_reason():
    u = read("Tres cosas: borra lo del CDT, la cuota de la hipoteca y que Carolina se cambió a Amarilo.")
    assert len(u.items) == 3
    u = read("porfa borra lo de mi ansiedd y las citas con la sicologa")
    assert all(i.topic for i in u.items)  # two things joined, not a list: "lo de" reaches both
    u = read("Borra el móvil de Ainhoa, la cuota de la hipoteca y la matrícula del coche.")
    assert len(u.items) == 3  # (not "Ainhoa, la chica del gym": who she is)


def test_a_sums_words_stop_at_the_end_of_its_line():
    m = Matcher([Value("200 €", strong=False, kind="money", context=frozenset({"remo", "cuota"}))])
    chunk = "- Remo en el club de Deusto (trainera), martes y jueves.\n- Préstamo a Iker: me devuelve 200 € al mes.\n"
    assert not m.matches(chunk)
    assert m.matches("- Remo en el club de Deusto. Cuota anual 200 €.")


def test_a_dass_clause_goes_on_after_und_to_its_verb():
    u = read("Lösch bitte den Eintrag, dass meine Privatschüler bar und unversteuert zahlen.")
    assert len(u.items) == 1
    assert len(read("Vergiss, dass ich Schulden hab und die Nummer von Uta.").items) == 2


def test_a_word_negated_by_un_is_the_word_the_notes_negate_apart():
    notes = {
        "workspace/MEMORY.md": "# Notizen\n"
        "- Privatschüler: 4, je 55 € die Stunde, bar auf die Hand, nicht versteuert.\n"
    }
    d = _derive("Lösch bitte den Eintrag, dass meine Privatschüler bar und unversteuert zahlen.", notes)
    assert d.outcome is Outcome.SUBJECT
    assert d.subject.matcher().matches("- Privatschüler: 4, je 55 € die Stunde, bar auf die Hand, nicht versteuert.")


def test_a_maiden_name_after_geb_is_no_birthday():
    from lethe.planner.understanding.resolve import _MAIDEN_NAME

    line = "Tochter: Mandy Richter (geb. Pätzold), wohnt in Halle. Geburtstag 2. August."
    assert _MAIDEN_NAME.match(line, line.index("geb") + 3)
    assert not _MAIDEN_NAME.match("Mandy, geb. März 1970", len("Mandy, geb"))
    notes = {"workspace/MEMORY.md": "# Familie\n- " + line + "\n"}
    d = _derive("Vergiss Mandys Geburtstag, aber ihre Nummer lässt du drin.", notes)
    assert d.outcome is Outcome.SUBJECT and not d.subject.matcher().matches("Tochter: Mandy Richter (geb. Pätzold).")


def test_what_a_german_pronoun_clause_says_of_the_thing_is_no_item():
    u = read("Vergiss den Schulausflug im Juli, der fällt aus.")
    assert [i.text for i in u.items] == ["den Schulausflug im Juli"]


def test_low_iron_and_eating_problems_are_matters():
    from lethe.planner.understanding import concepts

    assert [c.name for c in concepts.named_in("that my iron is low", "en")] == ["iron_deficiency"]
    assert [c.name for c in concepts.named_in("Des mit meinen Essproblemen von früher", "de")] == ["eating_problems"]
    assert not concepts.named_in("ironing the shirts", "en")


def test_das_mit_opens_a_matter_and_what_goes_on_deswegen_is_part_of_it():
    u = read(
        "Des mit meinen Essproblemen von früher und dass i wieder zu wem hingeh deswegen – bitte löschen, des geht "
        "niemanden was an."
    )
    assert len(u.items) == 1 and u.items[0].topic and u.items[0].words == ["essproblemen"]


def test_a_few_things_then_a_list_with_an_embedded_when_and_the_bin_reminder():
    u = read(
        "Can you forget a few things: Tunde's mobile number, when Kayode's birthday is, and get rid of the bin "
        "reminder, the council changed our collection day."
    )
    assert [i.attribute.name if i.attribute else i.words for i in u.items] == ["phone", "birthday", ["bin"]]


def test_the_one_of_another_thing_is_the_same_fact_of_it():
    u = read("Oubliez s'il vous plaît le montant de ma pension, celui de mon assurance-vie.")
    assert [(i.attribute.name, i.words) for i in u.items] == [("amount", ["pension"]), ("amount", ["assurance-vie"])]


def test_a_day_of_the_month_says_which_of_a_things_lines():
    notes = {
        "workspace/MEMORY.md": "# Memory\n- Ceilidh band: The Kerrera Loons.\n",
        "workspace/memory/2026-05-30.md": "# 2026-05-30\n"
        "- The Kerrera Loons playing the Corran Halls ceilidh 20 June.\n",
    }
    d = _derive("Forget the Loons gig on the 20th, it's cancelled.", notes)
    assert d.outcome is Outcome.SUBJECT
    m = d.subject.matcher()
    assert m.matches("The Kerrera Loons playing the Corran Halls ceilidh 20 June.")
    assert not m.matches("- Ceilidh band: The Kerrera Loons.")


def test_one_of_several_things_named_by_its_place_is_found_wherever_its_words_are():
    notes = {"workspace/MEMORY.md": "# M\n- Pension : 2 870 € nets par mois.\n- Club de lecture le premier jeudi.\n"}
    d = _derive("Oubliez le montant de ma pension et supprimez le rappel du club de lecture", notes)
    assert d.outcome is Outcome.SUBJECT and d.subject.matcher().matches("Club de lecture à 15 h")


def test_everything_you_have_of_someone_and_the_details_of_a_thing_are_topics():
    u = read("Bórrame todo lo que tengas de mi hermano. Nos hemos peleado y no quiero ni verlo escrito.")
    assert u.items and u.items[0].topic and not u.items[0].words
    u = read("Please forget the details of my mortgage: the bank, what's left and the monthly payment.")
    assert len(u.items) == 1 and u.items[0].topic and u.items[0].words == ["mortgage"]


def test_a_number_with_a_currency_after_it_is_a_sum_beside_its_own_words():
    from lethe.workflow.residual import _a_sum

    assert _a_sum("- Emiliano devolvió 250 € (6.ª cuota).", "250")
    assert _a_sum("$500 toward the roof", "500")
    assert not _a_sum("room 250 at the hotel", "250")


def test_the_readings_after_a_matter_are_its_own():
    u = read("Lösch bitte, dass ich Ramipril gegen Bluthochdruck nehme. Auch die Messwerte.")
    assert len(u.items) == 1


def test_a_german_compound_the_notes_never_write_is_its_last_part():
    from lethe.planner.understanding.resolve import _compound_head

    vocab = {"kredit", "laufstall", "rentenbank"}
    assert _compound_head("stallkredit", vocab) == "kredit"
    assert _compound_head("autokredit", vocab) is None


def test_a_schools_acronym_is_part_of_its_name():
    notes = {
        "workspace/MEMORY.md": "# M\n- Hija: Ximena (11), 6.º de primaria en el CEIP San Luis.\n"
        "- Dentista: Clínica Macarena Dental, calle San Luis.\n",
    }
    d = _derive("Borra a qué colegio va Ximena, pero deja su edad y su cumpleaños.", notes)
    assert d.outcome is Outcome.SUBJECT and not d.subject.matcher().matches(
        "- Dentista: Clínica Macarena Dental, calle San Luis."
    )


def test_scots_words_for_family_and_but_no_the():
    from lethe.planner.understanding.corpus import REL_OF

    assert REL_OF["lassie"] == "daughter" and REL_OF["lad"] == "son" and REL_OF["faither"] == "father"
    u = read("Forget Eilidh's birthday but no the shinty stuff.")
    assert len(u.items) == 1 and u.kept


def test_a_line_break_after_an_abbreviation_ends_the_sentence():
    from lethe.language.text import sentences

    assert sentences("Lad: Callum. Bday 2 Feb.\n- Lassie: Eilidh (14).") == [
        "Lad: Callum. ",
        "Bday 2 Feb.\n",
        "- Lassie: Eilidh (14).",
    ]
    assert sentences("Dr. Lind kommt.") == ["Dr. Lind kommt."]


def test_a_chain_of_titles_before_a_name_declares_them():
    from lethe.planner.understanding.corpus import declarations

    assert declarations("- Anwältin: Frau Dr. Scholz, Kanzlei Scholz & Ebert Kassel, Tel. 0561 318870.") == [
        ("lawyer", "Frau Dr. Scholz")
    ]


def test_the_request_says_which_namesake_by_the_surname():
    notes = {
        "workspace/MEMORY.md": "# Memory\n- Sister-in-law: Fatima Moss (Tunde's sister), 07700 926 107.\n"
        "- Dispenser: Fatima Rahman, 07700 931 884. Covers my Saturdays.\n",
    }
    d = _derive("Please forget Fatima Moss's mobile number.", notes)
    assert d.outcome is Outcome.SUBJECT and [v.text for v in d.subject.values] == ["07700 926 107"]


def test_who_a_named_person_is_in_a_correction_is_no_item_of_its_own():
    u = read("No wait, sorry, I meant Fatima Moss, Tunde's sister. Not Ayesha.")
    assert [i.text for i in u.items] == ["Fatima Moss"]


def test_words_said_only_of_someone_else_find_nothing_of_the_users():
    notes = {
        "workspace/MEMORY.md": "# Familie\n"
        "- Bruder: Uwe, wohnt in Gelsenkirchen-Buer. Schalker, dat muss man aushalten.\n"
        "- BVB, jedes Heimspiel.\n",
    }
    assert _derive("Vergiss, dat ich früher mal Schalke-Fan war. Peinlich.", notes).outcome is Outcome.NOTHING


def test_is_private_with_no_subject_says_why():
    u = read("Please forget that I owe my brother money for the roof, ja? Is private, also for the reminder.")
    assert len(u.items) == 1


def test_an_hourly_wage_is_a_salary():
    notes = {"workspace/MEMORY.md": "# Team\n- Resi Brandl: Verkauf, Teilzeit 25 h, 14,50 €/h seit April.\n"}
    d = _derive("vergiss bitte den Stundenlohn von der Resi", notes)
    assert d.outcome is Outcome.SUBJECT and [v.text for v in d.subject.values] == ["14,50 €"]


def test_take_it_oot_is_take_it_out():
    u = read("Take Shona's mobile number oot of everything. She's changin it.")
    assert u.items and u.items[0].attribute is not None and u.items[0].attribute.name == "phone"


def test_a_number_valid_where_its_country_code_is_shared_is_a_phone():
    from lethe.planner.understanding.values import Kind, find_values

    assert [v.kind for v in find_values("- Wife: Shona, mob 07781 332 904.", "en")] == [Kind.PHONE]


def test_the_first_digits_two_peoples_numbers_share_ask_whose():
    notes = {
        "workspace/MEMORY.md": "# Memory\n- Wife: Shona, mob 07781 332 904.\n"
        "- Brother: Angus, on Mull, mob 07781 339 420.\n"
        "- Boat: 01631 562 111.\n",
    }
    d = _derive("Forget the 07781 number.", notes)
    assert d.outcome is Outcome.CLARIFY and {"Shona", "Angus"} <= set(" ".join(d.candidates).split())


def test_a_correction_naming_someone_in_full_says_which_namesake():
    notes = {
        "workspace/MEMORY.md": "# Memory\n- Sister: Ayesha Adeyinka in Manchester, mobile 07700 918 552.\n"
        "- Sister-in-law: Fatima Moss (Tunde's sister), 07700 926 107.\n"
        "- Dispenser: Fatima Rahman, 07700 931 884. Covers my Saturdays.\n",
    }
    turns = [
        SimpleNamespace(position=0, role="user", text="Please forget my sister's mobile number."),
        SimpleNamespace(
            position=1, role="user", text="No wait, sorry, I meant Fatima Moss, Tunde's sister. Not Ayesha."
        ),
    ]
    d = derive(turns, lambda: list(notes.items()))
    assert d.outcome is Outcome.SUBJECT and [v.text for v in d.subject.values] == ["07700 926 107"]


def test_a_reminder_of_something_else_found_nowhere_is_asked_about():
    notes = {
        "workspace/MEMORY.md": "# Memory\n- Mama: Festnetz 05223 56 418.\n- Miete: 1.080 € warm.\n"
        "- Klettern in der Kletterhalle Innsbruck, Di und Do.\n",
    }
    d = _derive("Three things pls: Mama's Festnetz number, my rent, and the climbing reminder. I go anyway.", notes)
    # looked for in the reminders alone; the plan asks when they do not hold it (tests/test_scope.py)
    assert d.outcome is Outcome.SUBJECT
    assert [(label, v.text, v.places) for label, v in d.subject.placed] == [
        ("the climbing reminder", "climbing", {"reminders"})
    ]


def test_a_typo_is_corrected_before_a_compound_is_cut():
    from lethe.planner.understanding.resolve import _corrected
    from lethe.planner.understanding.words import Lexicon

    vocab = {"wohnungssuche", "suche", "wohnung"}
    lex = Lexicon([], known=vocab)
    lex.vocabulary = vocab
    assert _corrected("wohnungsuche", lex, vocab) == "wohnungssuche"


def test_only_a_name_of_theirs_in_the_request_says_which_one():
    notes = {
        "workspace/MEMORY.md": "# Familia\n- Hermano Manolo (Manuel), Sevilla, +34 954 11 22 33.\n"
        "- Hermano Paco (Francisco), Düsseldorf, +49 211 4389 122.\n",
        "workspace/memory/2026-02-27.md": "# 2026-02-27\n- Paco hat eine neue Handynummer: +49 211 4389 122.\n",
    }
    assert _derive("Vergiss bitte die Handynummer von meinem Bruder.", notes).outcome is Outcome.CLARIFY


def test_everything_about_someone_follows_the_name_they_go_by():
    notes = {
        "workspace/MEMORY.md": "# Memoria\n- Ex: Agustina Molina (Agus). Cortamos en febrero 2026.\n",
        "workspace/memory/2026-03-12.md": "# 2026-03-12\n- Agus me escribió. No contesté.\n",
    }
    d = _derive("Borra todo sobre mi ex.", notes)
    assert d.outcome is Outcome.SUBJECT and d.subject.matcher().matches("- Agus me escribió.")


def test_a_topics_parts_are_not_dropped_as_measures():
    u = read("Can you get rid of everything about my prostate? The tests, the results, the lot.")
    assert u.items and u.items[0].topic
    from lethe.planner.understanding import concepts

    assert [c.name for c in concepts.named_in("my prostate", "en")] == ["prostate"]


def test_the_monthly_payment_of_a_mortgage_is_that_sum_only():
    notes = {"workspace/MEMORY.md": "# Dinero\n- Hipoteca con CaixaBank: quedan 146.300,00 €; cuota 712,45 €/mes.\n"}
    d = _derive("Quita el importe mensual de la hipoteca; lo demás déjalo como está.", notes)
    assert d.outcome is Outcome.SUBJECT and [v.text for v in d.subject.values] == ["712,45 €"]


def test_a_name_misspelt_by_a_letter_in_a_lowercase_message_is_that_person():
    notes = {
        "workspace/MEMORY.md": "# Amis\n- Amie : Josiane Marchal, du club de lecture, 06 12 84 47 05.\n"
        "- Amie : Jacqueline Morel, voisine du 3e, 06 12 84 40 57.\n",
    }
    d = _derive("oubliez le numero de telephonne de josianne svp elle en a change", notes)
    assert d.outcome is Outcome.SUBJECT and [v.text for v in d.subject.values] == ["06 12 84 47 05"]


def test_being_overdrawn_is_a_debt_and_austrian_a_is_auch():
    from lethe.planner.understanding import concepts

    assert "debt" in [c.name for c in concepts.named_in("dass i bei der Raiffeisen überzogen bin", "de")]
    u = read("Wart, den Bausparer bitte a. Beides weg.")
    assert u.move.value == "add" and [i.words for i in u.items] == [["bausparer", "weg"]]


def test_the_amount_after_a_sentence_that_is_nobodys_business_is_its_sum():
    notes = {
        "workspace/MEMORY.md": "# Hof\n- EU-Agrarförderung (GAP) 2025: 23.400 € bekommen, Auszahlung Dezember.\n"
        "- Rentenbank-Kredit unterschrieben: 85.000 €, 20 Jahre.\n",
    }
    d = _derive(
        "Wie viel Förderung wir letztes Jahr gekriegt haben, geht keinen was an. Lösch den Betrag, überall.", notes
    )
    assert d.outcome is Outcome.SUBJECT and [v.text for v in d.subject.values] == ["23.400 €"]


def test_a_common_name_said_with_its_own_words_is_the_thing_that_says_them_all():
    """ "lo de la cuota de la peña": the fee of the club, though its sum is also a friend's monthly repayment."""
    notes = {
        "MEMORY.md": "# Memoria\n- Hipoteca con CaixaBank: cuota 712,45 €/mes.\n",
        "2026-03-10.md": "# 2026-03-10\n- Emiliano devolvió 250 € (6.ª cuota).\n"
        "- Cuota de la peña de Triana: 250 € al año, pagada.\n",
        "2026-05-26.md": "# 2026-05-26\n- Emiliano: cuota de mayo, 250 €.\n",
    }
    d = _derive("Quita lo de la cuota de la peña.", notes)
    assert d.outcome is Outcome.SUBJECT, (d.question, d.candidates)
    m = d.subject.matcher()
    assert m.matches("- Cuota de la peña de Triana: 250 € al año, pagada.")
    assert not m.matches("- Emiliano: cuota de mayo, 250 €.") and not m.matches(
        "- Hipoteca con CaixaBank: cuota 712,45 €/mes."
    )


_PENA = {
    "MEMORY.md": "# Memoria\n- Hipoteca con CaixaBank: cuota 712,45 €/mes.\n"
    "- Baila sevillanas en la peña de Triana los miércoles.\n",
    "2026-03-10.md": "# 2026-03-10\n- Emiliano devolvió 250 € (6.ª cuota).\n"
    "- Cuota de la peña de Triana: 250 € al año, pagada.\n",
    "2026-05-26.md": "# 2026-05-26\n- Emiliano: cuota de mayo, 250 €.\n",
}
_MARGE = {"MEMORY.md": "# Mémoire\n- Marge de crédit Desjardins: 12 500 $.\n- Le presté 450.000 pesos a Felipe.\n"}


@pytest.mark.parametrize(
    ("request_", "notes", "placed"),
    [
        # a thing of its own beside a matter asked whole: its reminder alone
        ("Quita lo de la cuota de la peña y el recordatorio de bachata.", _PENA, ["bachata"]),
        # the matter's own reminder, named by an everyday word: found with the matter
        ("Borra todo lo de la cuota de la peña, también el recordatorio semanal.", _PENA, []),
        # the place opens the thing: its reminder alone, looked for by its words (not the filler "tsé")
        ("Je veux que t'oublies que j'ai une marge de crédit. Le rappel de paiement aussi, tsé.", _MARGE, ["paiement"]),
        # places listed after a matter are where it is, not a thing of their own
        ("Borra todo lo de la plata que le presté a Felipe: notas, el recordatorio mensual, todo.", _MARGE, []),
    ],
)
def test_a_thing_is_kept_to_a_place_only_when_the_place_names_it_as_its_own(request_, notes, placed):
    d = _derive(request_, notes)
    assert d.outcome is Outcome.SUBJECT, (d.question, d.candidates)
    assert [v.text for v in d.subject.values if v.places] == placed


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("rang her on 90613375 to make her go", True),  # her own town's landline, without its area code
        ("rang her on 9061 3375", True),
        ("account 190613375", False),
        ("ref 61 3375", False),
    ],
)
def test_a_landline_is_found_without_its_area_code(text, found):
    assert Matcher([Value("028 9061 3375", kind="phone")]).matches(text) is found


def test_words_of_paying_that_are_no_ones_pay():
    u = read("that wee loan I took out to pay for the treatment, forget about it would you")
    assert all(i.attribute is None or i.attribute.name != "salary" for i in u.items)
    u = read("forget Aoife's number and the Maguire wedding and that I gave Shannon a bonus, ta")
    assert [i.text for i in u.items] == ["Aoife's number", "the Maguire wedding", "that I gave Shannon a bonus, ta"]
    assert u.items[2].attribute is None and "bonus" in u.items[2].words
    assert read("forget my bonus").items[0].attribute.name == "salary"


def test_a_weekday_is_no_wedding():
    notes = {
        "MEMORY.md": "# M\n- Maguire wedding, Sat 20 June: bride + 6 bridesmaids.\n"
        "- Cycle class at the Olympia leisure centre, Mon and Wed 7pm.\n",
    }
    d = _derive("forget the Maguire wedding", notes)
    assert d.outcome is Outcome.SUBJECT and d.subject.anchors == [
        "Maguire wedding, Sat 20 June: bride + 6 bridesmaids."
    ]


def test_a_name_whose_first_word_is_a_family_word():
    people = notes_people(build([("MEMORY.md", "# Family\n- Son: Nana Yaw, 19, second year nursing.\n")]))
    assert "yaw" in people and "nana" in people


@pytest.mark.parametrize(
    ("line", "lang", "concept"),
    [
        ("- Rücken zwickt beim Sitzen.", "de", "back"),
        ("- Egg collection booked for Wed 3 June.", "en", "fertility"),
        ("- 600 € in de Automaten verzockt, Spielothek Rosenheim.", "de", "gambling"),
        ("- Ménopause : hormonothérapie depuis janvier, Prometrium 100 mg.", "fr", "menopause"),
        ("- Hypothekarzins Raiffeisen bleibt bei 1,9 %.", "de", "mortgage"),
        ("- Giros a mi mamá por Remitly, 200 € al mes.", "es", "money_transfer"),
        ("- Wyss hat den Marchstein versetzt, Grundbuchamt kommt vermessen.", "de", "boundary_dispute"),
        ("- Pas un mot à Marc.", "fr", "secret_from"),
    ],
)
def test_everyday_words_of_a_matter(line, lang, concept):
    from lethe.planner.understanding.concepts import table
    from lethe.planner.understanding.words import folded_words

    c = next(c for c in table() if c.name == concept)
    assert c.in_words(folded_words(line), lang)


def test_a_supervisor_is_a_boss_in_every_language():
    people = build(
        [("MEMORY.md", "# Trabajo\n- Supervisora de noches: Ana Pueyo, móvil 636 502 771.\n")]
    ).people.with_relation("boss")
    assert [p.name for p in people] == ["Ana Pueyo"]


def test_a_fact_said_as_a_clause_takes_the_sentence_saying_it():
    """ "Olvida que Javier vive ahora con la Sonia esa": where he lives and with whom, not his number."""
    notes = {
        "MEMORY.md": "# Familia\n- Ex marido (divorcio en trámite): Javier Sancho Ibáñez, móvil 654 390 127. Se fue de "
        "casa en noviembre de 2025; ahora vive en Cuarte con su pareja, Sonia.\n",
    }
    d = _derive("Olvida que Javier vive ahora con la Sonia esa. Lo demás de él lo dejas.", notes)
    assert d.outcome is Outcome.SUBJECT
    assert d.subject.anchors == ["ahora vive en Cuarte con su pareja, Sonia."]


def test_a_firm_called_by_the_first_word_of_its_name_is_the_same_firm():
    notes = {
        "workspace/MEMORY.md": "# Health\n- IVF: second round at Origin Fertility Care, Belfast, consultant Dr Nuala "
        "Hegarty. Self-funded, £4,950. First round (NHS) failed in 2025.\n- Ulster Bank loan £18,000.\n",
        "workspace/memory/2026-01-09.md": "# 2026-01-09\n- Back at Origin for round two, starting in April.\n",
        "workspace/memory/2026-02-01.md": "# 2026-02-01\n- Ulster Hospital for Mummy's knee.\n",
    }
    d = _derive("Can you get rid of everything to do with the IVF, the clinic, the lot.", notes)
    assert d.outcome is Outcome.SUBJECT
    m = d.subject.matcher()
    assert m.matches("- Back at Origin for round two, starting in April.")
    assert not m.matches("- Ulster Hospital for Mummy's knee.")


def test_someones_matter_when_the_user_keeps_their_own():
    """ "Nana Yaw's sickle cell result … Mine can stay": his line (all of it), not her own trait nor his son line."""
    notes = {
        "workspace/MEMORY.md": "# Family\n- Son: Nana Yaw, 19, second year nursing at Greenwich Uni.\n"
        "# Health\n- Sickle-cell trait (HbAS), found at antenatal in 2005.\n",
        "workspace/memory/2026-02-14.md": "# 2026-02-14\n- Occupational health: told them about the sickle cell "
        "trait (AS).\n",
        "workspace/memory/2026-05-05.md": "# 2026-05-05\n- Nana Yaw asked about sickle cell after his lecture; his "
        "own test card says AS.\n",
    }
    d = _derive("Forget Nana Yaw's sickle cell result, that's his business. Mine can stay.", notes)
    assert d.outcome is Outcome.SUBJECT
    assert d.subject.anchors == ["Nana Yaw asked about sickle cell after his lecture;", "his own test card says AS."]
    assert "hbas" in d.subject.kept  # her own lines' words: no sign of a mention missed when they stay


@pytest.mark.parametrize(
    ("text", "stays"),
    [
        ("Forget Nana Yaw's result. Mine can stay.", True),
        ("Lösch Ankes Befund, meiner bleibt.", True),
        ("Borra lo de Pablo, pero no lo mío.", True),
        ("Forget that I own a mine.", False),
        ("Borra lo de Pablo, la mía se queda.", True),
        ("Oublie son résultat, pas le mien.", True),
        ("Oublie son résultat, le mien peut rester.", True),
        ("Forget my result.", False),
    ],
)
def test_the_users_own_kept(text, stays):
    from lethe.planner.understanding.utterance import mine_stays

    assert mine_stays(text) is stays


def test_what_is_owed_by_someone_is_money_lent():
    notes = {
        "workspace/MEMORY.md": "# Money\n- Shauna's advance: lent her £1,500 in January for her car.\n"
        "- Salon rent £1,150 a month to the landlord.\n",
        "workspace/memory/2026-04-16.md": "# 2026-04-16\n- Shauna's paid back £550 so far, £950 to go.\n",
    }
    d = _derive("can you forget that Shauna owes me money for the car thing", notes)
    assert d.outcome is Outcome.SUBJECT
    m = d.subject.matcher()
    assert m.matches("- Shauna's paid back £550 so far, £950 to go.")
    assert not m.matches("- Salon rent £1,150 a month to the landlord.")


@pytest.mark.parametrize(
    ("text", "item"),
    [
        ("that wee loan I took out to pay for the treatment, forget about it would you", "loan"),
        ("Hanne ehr Telefonnummer in Wismar kannst vergeten, de hett se afmeldt.", "Telefonnummer"),
        ("Lösch Torsten raus, Anke und er haben sich getrennt.", "Torsten"),
    ],
)
def test_the_thing_said_before_the_verb_or_beside_a_reason(text, item):
    items = read(text, None).items
    assert len(items) == 1 and item in items[0].text


def test_a_spouse_named_in_a_childs_line_is_theirs():
    people = build(
        [("MEMORY.md", "# Familie\n- Tochter: Anke Brüning, Handy 0160 917 3365. Mann: Torsten (Kfz-Meister).\n")]
    ).people
    assert [p.name for p in people.with_relation("husband")] == []
    assert [p.name for p in people.with_relation("son-in-law")] == ["Torsten"]


@pytest.mark.parametrize(
    ("line", "lang", "concept", "parts"),
    [
        (
            "- Shauna's advance: lent her £1,500 in January for her car. £950 still owed. Daddy passed in 2019.",
            "en",
            "money_lent",
            ["- Shauna's advance: lent her £1,500 in January for her car.", "£950 still owed."],
        ),
        (
            "- Manon enceinte, 7 semaines. Gynéco : Dr Wauters (CHR Namur), écho le 12 juin. Maman vient demain.",
            "fr",
            "pregnancy",
            ["- Manon enceinte, 7 semaines.", "Gynéco : Dr Wauters (CHR Namur), écho le 12 juin."],
        ),
    ],
)
def test_a_line_that_opens_with_someones_matter_goes_on_about_it(line, lang, concept, parts):
    """From its first words on, up to someone else's news ("Daddy passed …", "Maman vient …"); who sees to it (the
    gynaecologist) is part of it."""
    from lethe.planner.understanding import concepts
    from lethe.planner.understanding.corpus import Statement
    from lethe.planner.understanding.resolve import _about_other

    found = [c for c in concepts.table() if c.name == concept]
    assert _about_other(Statement(0, "MEMORY.md", 1, 1, line, (), lang), ["money"], found) == parts


def test_news_passed_on_by_someone_declares_nobody():
    people = build(
        [("MEMORY.md", "# Family\n- Mum: Maame Akosua, Kumasi.\n- Mum on WhatsApp: Wofa Kofi says the roof leaks.\n")]
    ).people
    assert [p.name for p in people.with_relation("mother")] == ["Maame Akosua"]


_SUPERVISORS = {
    "workspace/MEMORY.md": "# Trabajo\n- Supervisora de noches: Ana Pueyo, móvil 636 502 771.\n"
    "- Supervisora de día: Conchita Royo, móvil 636 519 048.\n",
}


def test_a_word_of_the_request_is_no_filler_it_only_begins_like():
    """ "de noches" is which supervisor ("noch" is a German filler, "noches" is not)."""
    d = _derive("Borra el teléfono de la supervisora de noches.", _SUPERVISORS)
    assert d.outcome is Outcome.SUBJECT, (d.outcome, d.candidates)
    assert [v.text for v in d.subject.values] == ["636 502 771"]


def test_the_same_of_the_other_one_after_a_confirm():
    """ "Y el de la de día también": the day supervisor's phone, once the night one's is gone."""
    left = {
        "workspace/MEMORY.md": "# Trabajo\n- Supervisora de noches: Ana Pueyo.\n"
        "- Supervisora de día: Conchita Royo, móvil 636 519 048.\n"
    }
    done = '{"status": "forgotten"}'
    turns = [
        SimpleNamespace(position=0, role="user", text="Borra el teléfono de la supervisora de noches."),
        SimpleNamespace(position=1, role="toolResult", tool_name="forget.plan", text='{"status": "planned"}'),
        SimpleNamespace(position=2, role="user", text="Sí, dale."),
        SimpleNamespace(position=3, role="toolResult", tool_name="forget.confirm", text=done),
        SimpleNamespace(position=4, role="user", text="Y el de la de día también, porfa."),
    ]
    d = derive(turns, lambda: list(left.items()))
    assert d.outcome is Outcome.SUBJECT, (d.outcome, d.candidates)
    assert [v.text for v in d.subject.values] == ["636 519 048"]
    assert not d.subject.matcher().matches("- Supervisora de día: Conchita Royo")


def test_someone_called_by_the_title_the_notes_give_them():
    """ "Brother Trevor" (the choir director), not Trevor Mills of the union."""
    notes = {
        "workspace/MEMORY.md": "# Memory\n- Disciplinary: a passenger complained I was on my phone. Hearing on 12 "
        "June, 10am. Union rep (Unite): Trevor Mills, 07811 402 655. Could be a final written warning.\n- Choir at "
        "Resurrection Power Church, Leyton: soprano. Choir director: Brother Trevor Asante, 07877 615 209.\n",
        "workspace/memory/2026-04-22.md": "# 2026-04-22\n- Trevor Mills from Unite rang (07811402655). Investigation "
        "meeting 30 April, he will come with me.\n",
    }
    d = _derive("Forget Brother Trevor's number.", notes)
    assert d.outcome is Outcome.SUBJECT, (d.outcome, d.candidates)
    assert [v.text for v in d.subject.values] == ["07877 615 209"]


def test_one_of_two_people_of_one_role_picked_by_their_label():
    """ "todo lo de la supervisora de día": Conchita, whose line's label says "de día"."""
    d = _derive("Olvida todo lo de la supervisora de día.", _SUPERVISORS)
    assert d.outcome is Outcome.SUBJECT, (d.outcome, d.candidates)
    m = d.subject.matcher()
    assert m.matches("- Supervisora de día: Conchita Royo, móvil 636 519 048.")
    assert not m.matches("- Supervisora de noches: Ana Pueyo, móvil 636 502 771.")


def test_a_short_form_of_two_first_names_asks_which():
    question = _asks_about(
        "Can you delete Vale's number? We're not really talking anymore.",
        "- Amiga: Valentina Rojas (de Santiago), +41 76 523 18 90.\n"
        "- Valeria Keller (lab colleague, Bouldern), +41 76 523 81 09.\n",
    )
    assert "Valentina" in question and "Valeria" in question


# ------------------------------------------------------------------------------------------ set 23 iterated


def test_a_that_clause_about_someone_takes_the_sentence_saying_most_of_it():
    """ "that Mere's on the support crew for regionals": "Mere is on the support crew.", not the regionals
    themselves ("Leave the rest of the regionals stuff") nor every line naming her."""
    notes = {
        "workspace/MEMORY.md": "# Whanau\n- Partner: Mere Tawhiri, teacher aide, mobile 021 448 903.\n# Kapa haka\n"
        "- Regionals (Tāmaki Makaurau) on 25 July 2026 at the Trusts Arena. Mere is on the support crew.\n",
    }
    _takes(
        "Forget that Mere's on the support crew for regionals, she pulled out. Leave the rest of the regionals stuff.",
        notes,
        ["Mere is on the support crew."],
        ["Regionals (Tāmaki Makaurau) on 25 July 2026 at the Trusts Arena.", "- Partner: Mere Tawhiri, teacher aide"],
    )


def test_what_someone_does_not_know():
    """ "Oublie que Marc le sait pas pour mon permis": his line's part and "Pas un mot à Marc", not whom else the
    lines name ("Daniel me conduit à la job") nor Jérémy's own not knowing."""
    notes = {
        "workspace/MEMORY.md": "# Travail\n- Patron : Marc Laflamme.\n- Chum : Daniel Gosselin, mécanicien.\n"
        "- Marc Laflamme le sait pas pour le permis ; "
        "Daniel me conduit à la job.\n- Jérémy le sait pas non plus pour l'arrestation.\n",
        "workspace/memory/2026-04-23.md": "# 2026-04-23\n- Me Gagnon rappelle : comparution reportée au 17 juin. "
        "Pas un mot à Marc.\n",
    }
    _takes(
        "Oublie que Marc le sait pas pour mon permis — je lui ai dit hier. Le reste, laisse-le.",
        notes,
        ["Marc Laflamme le sait pas pour le permis", "Pas un mot à Marc."],
        [
            "Daniel me conduit à la job.",
            "- Patron : Marc Laflamme.",
            "- Jérémy le sait pas non plus pour l'arrestation.",
            "Me Gagnon rappelle : comparution reportée au 17 juin.",
        ],
    )


@pytest.mark.parametrize(
    ("text", "item", "kept"),
    [
        ("Oublie que Marc le sait pas pour mon permis.", "que Marc le sait pas pour mon permis", []),
        ("Oublie son adresse, pas son numéro.", "son adresse", ["son numéro"]),
    ],
)
def test_a_spoken_french_negation_is_no_exception(text, item, kept):
    r = read(text, None)
    assert [i.text for i in r.items] == [item] and [k.text for k in r.kept] == kept


def test_that_visit_is_the_one_the_conversation_was_about():
    d = _converse(
        _eval_home("heldout23", "ueli"),
        "Res called from Alberta last night. He wants to come over in August with Karin and the kids, three weeks.",
        "That's lovely news! Shall I note it so we can plan around the haying?",
        "No actually, don't keep anything about that visit, it's not sure at all. Take it out.",
    )
    assert d.outcome is Outcome.SUBJECT, (d.outcome, d.candidates)
    m = d.subject.matcher()
    assert m.matches("- Res (Bruder) kommt im August mit der ganzen Familie, 3 Wochen. Das gibt ein Fest!")
    assert not m.matches("- Rücken: Physio wegen Bandscheibe 2024, fertig.")


def test_a_reason_between_dashes_leaves_the_rest_of_the_list():
    text = (
        "Drei Sachen zum Löschen: was ich dem Stucki für die Pacht zahle, die Nummer vom Betriebshelfer – der ist "
        "Ende Juni eh weg – und wo der Jonas seine Lehre macht."
    )
    assert len(read(text, None).items) == 3


def test_whose_it_is_names_no_part_of_their_line():
    """ "was ich dem Stucki für die Pacht zahle": the rent, not "Christian Stucki, Nachbar oben am Hang." nor the
    haying beside it; "wo der Jonas seine Lehre macht": the bracket saying it, not his brother and sister."""
    _takes(
        "Drei Sachen zum Löschen: was ich dem Stucki für die Pacht zahle, die Nummer vom Betriebshelfer – der ist "
        "Ende Juni eh weg – und wo der Jonas seine Lehre macht.",
        _eval_home("heldout23", "ueli"),
        [
            "Pachtvertrag: ich pachte von ihm 4 ha Wiese für 2'400 Fr.",
            "(17, Lehre als Landwirt auf einem Hof in Wimmis)",
        ],
        [
            "- Christian Stucki, Nachbar oben am Hang.",
            "Hilft beim Heuen, wir leihen einander Maschinen.",
            "Lea (14)",
            "Nino (9)",
        ],
    )


@pytest.mark.parametrize(
    ("text", "items"),
    [
        ("Porfa olvida que soy diabética, eso no le importa a nadie.", ["que soy diabética"]),
        (
            "Bórrame lo de los giros pa' mi cucha en Medellín, eso es cosa mía.",
            ["lo de los giros pa' mi cucha en Medellín"],
        ),
        ("Oublie mon salaire, ça regarde personne.", ["mon salaire"]),
        ("Servus! Vergiss bitte des mit meim Knie und ois drum rum. Muass ned jeder wissn.", ["des mit meim Knie"]),
    ],
)
def test_whose_business_it_is_is_no_part_of_the_request(text, items):
    assert [i.text for i in read(text, None).items] == items


def test_a_colombian_mum():
    item = read("Bórrame lo de los giros pa' mi cucha.", None).items[0]
    assert item.owner.kind == "relation" and item.owner.word == "mother"


# ------------------------------------------------------------------------------------------ spent sets, round 38

_RANGI = {
    "workspace/MEMORY.md": "# Money\n- Child support through IRD for Kaia and Nikau: $450 a fortnight, straight off my "
    "pay. IRD number 084-551-273.\n- Child support arrears: $2,340 from 2025. Paying an extra $40 a fortnight.\n"
    "# Whanau\n- Cousin: Tamati (Tam) Rewiri.\n- Tam's court date: Manukau District Court, 14 July 2026. Legal aid "
    "lawyer: Fiona Tupou.\n# Kapa haka\n- Regionals on 25 July 2026. Mere is on the support crew.\n",
    "workspace/memory/2026-04-28.md": "# 2026-04-28\n- Tam's lawyer Fiona Tupou rang, court's 14 July. He wants me "
    "there for support.\n",
}


@pytest.mark.parametrize(
    "request_",
    [
        "Everything about the child support please — IRD, the arrears, what comes off my pay, the lot.",
        "Everything about the child support please.",
    ],
)
def test_a_matter_named_whole_without_a_verb_is_the_request(request_):
    """Nothing asked before it to add to: "Everything about X please" asks for X; the list after the dash is its
    parts, found with it; "child support" is the payments, not a child's; the court case's lawyer is Tam's."""
    _takes(
        request_,
        _RANGI,
        ["- Child support arrears: $2,340 from 2025.", "IRD number 084-551-273."],
        ["He wants me there for support.", "Mere is on the support crew.", "Legal aid lawyer: Fiona Tupou."],
    )


def test_child_support_is_nobodys_child():
    item = read("Forget the child support stuff.").items[0]
    assert item.owner.kind == "none" and "child" in item.words and "support" in item.words


def test_a_line_about_child_support_is_the_users_own():
    corpus = build(
        [
            (
                "MEMORY.md",
                "# Whanau\n- Son: Nikau, 9.\n- Daughter: Kaia, 12.\n# Money\n- Child support: $450 came out the pay as "
                "usual.\n",
            )
        ]
    )
    assert [st.owner for st in corpus.statements if "Child support" in st.text] == ["user"]


def test_everything_about_someone_by_their_full_name_beside_another_of_that_first_name():
    """ "everything about Gary Fahy": the ex, not Gary Rooney the caretaker, and his bare first name is no name of
    the plan's (Rooney's lines say it too); what a line naming him in passing says is not followed."""
    notes = {
        "workspace/MEMORY.md": "# Family\n- Ex-husband: Gary Fahy, lives in Ballybrit.\n# School\n- Caretaker: Gary "
        "Rooney, 087 660 1248 (keys, alarm).\n# Safety\n- If Gary turns up: ring 999, then Garda Moran.\n# Money\n"
        "- Mortgage with AIB in Galway; arrears since Gary stopped paying his share.\n",
        "workspace/memory/2026-01-14.md": "# 2026-01-14\n- Gary landed at the door again at 11pm, roaring.\n",
        "workspace/memory/2026-02-17.md": "# 2026-02-17\n- AIB letter came, MARP form to fill.\n",
    }
    d = _derive("Forget everything about Gary Fahy. The lot.", notes)
    assert d.outcome is Outcome.SUBJECT, (d.outcome, d.candidates)
    m = d.subject.matcher()
    assert m.matches("- Ex-husband: Gary Fahy, lives in Ballybrit.")
    assert m.matches("- Gary landed at the door again at 11pm, roaring.")
    assert not m.matches("- Caretaker: Gary Rooney, 087 660 1248 (keys, alarm).")
    assert not m.matches("- Lá spóirt ag an scoil. Gary Rooney ag cabhrú.")
    assert not m.matches("- Parent-teacher night in Galway on Thursday.")  # what a line naming him in passing says


def test_being_behind_with_the_house_is_the_arrears_not_the_house():
    notes = {
        "workspace/MEMORY.md": "# House\n- Mortgage with AIB. Arrears €7,850 since 2025.\n- Barring order granted "
        "3 February 2026. He's not to come within 100m of the house.\n",
        "workspace/memory/2026-02-17.md": "# 2026-02-17\n- AIB letter, arrears at 7.85k now. Rang Ciara in the "
        "arrears unit.\n",
    }
    _takes(
        "Just wipe what you have on me being behind with the house. The whole lot.",
        notes,
        ["Arrears €7,850 since 2025.", "- AIB letter, arrears at 7.85k now."],
        ["He's not to come within 100m of the house."],
    )


@pytest.mark.parametrize(
    ("request_", "memory", "named"),
    [
        (
            "Oublie l'affaire du 1000 piasses, c'est réglé.",
            "- Me Stéphane Gagnon : dépôt de 1000 $ fait.\n- Prêté 1000 $ à Jérémy pour son char.\n"
            "- Chauffage brisé l'hiver passé.\n",
            ["Gagnon", "Jérémy"],
        ),
        (
            "Vergiss das mit dem Vertrag, das ist erledigt.",
            "- Christian Stucki, Nachbar. Pachtvertrag: ich pachte 3 ha von ihm.\n- Milchvertrag mit der Molkerei "
            "Berner Oberland (MBO), läuft bis Ende 2026.\n- Brief von der MBO: ab Februar nur noch 61 Rp./kg.\n",
            ["Pachtvertrag", "Milchvertrag"],
        ),
        (
            "Olvida lo del préstamo, porfa.",
            "- Amigo: Jhon Fredy Ríos.\n- Prima: Leidy Gil.\n- Le presté 850 € a Jhon Fredy en febrero.\n"
            "- Leidy me prestó 600 € para pagar a la abogada.\n",
            ["Jhon", "Leidy"],
        ),
        (
            "Vergiss des mit de 950 Euro im Monat.",
            "- Finanzamt Rosenheim: Ratenzahlung 950 € im Monat, Frau Huber.\n- Leasing Formatkreissäge (Altendorf): "
            "950 € im Monat bis 2028.\n",
            ["Rosenheim", "Formatkreissäge"],
        ),
    ],
)
def test_one_thing_of_several_of_its_kind_asks_which(request_, memory, named):
    """The 1000 piasses (dollars), the contract (a Pachtvertrag and a Milchvertrag), the loan (one given, one
    taken), the 950 Euro a month ("im Monat" is no "I'm"): two things, and the plan asks which."""
    question = _asks_about(request_, memory)
    assert all(n in question for n in named), question


def test_german_im_is_nobodys():
    assert read("Vergiss das mit den 950 Euro im Monat.").items[0].owner.kind == "none"
    assert read("forget what im paying for the gym").items[0].owner.kind == "user"


def test_bavarian_de_is_an_article_not_a_name():
    assert read("Vergiss des mit de Automaten in Rosenheim.").items[0].owner.kind == "none"
    assert read("Borra el número de Marta.").items[0].owner.word == "Marta"


def test_the_town_a_matter_is_in_is_not_the_matter():
    """ "Des mit de Automaten in Rosenheim": the gambling, not every line in Rosenheim (the knee operation)."""
    _takes(
        "Des mit de Automaten in Rosenheim, des soll alles raus aus deim Gedächtnis.",
        _eval_home("heldout23", "hartmut"),
        ["- Wieder in der Spielothek in Rosenheim, 600 € in de Automaten."],
        ["im RoMed Klinikum Rosenheim", "- Finanzamt Rosenheim: Steuerrückstand 23.400 €"],
    )


@pytest.mark.parametrize(
    ("text", "item"),
    [
        ("Das Gstürm mit dem Grenzstein – das muss nicht in deinem Gedächtnis bleiben. Merci.", "Grenzstein"),
        ("My gym membership, it doesn't need to stay in your memory.", "gym membership"),
        ("La cita del dentista, no hace falta que se quede en tu memoria.", "cita del dentista"),
        ("Le rendez-vous chez le dentiste, ça n'a pas besoin de rester dans ta mémoire.", "rendez-vous"),
    ],
)
def test_it_need_not_stay_in_your_memory(text, item):
    u = read(text)
    assert u.move.value == "request" and item in u.items[0].text, (u.move, u.items)


def test_a_matter_called_by_its_name_with_the_neighbour_it_is_with():
    """ "Das Gstürm mit dem Nachbarn wegen dem versetzten Grenzstein": the boundary dispute (a Swiss word the notes
    never write asks nothing more), not the other neighbour's line under "## Nachbarn"."""
    _takes(
        "Das Gstürm mit dem Nachbarn wegen dem versetzten Grenzstein bei der Hoschtet – das muss nicht in deinem "
        "Gedächtnis bleiben.",
        _eval_home("heldout23", "ueli"),
        [
            "Streit wegen der Grenze bei der Hoschtet",
            "- Wyss hat den Zaun an die alte Grenze gestellt, trotz Geometer. Grundbuchamt schreibt ihm einen Brief.",
        ],
        ["- Christian Stucki, Nachbar oben am Hang."],
    )


# ------------------------------------------------------------------------------------------ set 24 iterated


@pytest.mark.parametrize(
    ("text", "item", "kept"),
    [
        ("No, perdona, quería decir la pesca con Liam en Magnetic Island. Lo del Strand déjalo.", "pesca", "Strand"),
        ("No, sorry, I meant the fishing with Liam. The Strand one, leave it.", "fishing", "Strand"),
    ],
)
def test_a_correction_then_what_to_leave_be(text, item, kept):
    u = read(text)
    assert u.move.value == "correct" and item in u.items[0].text, (u.move, u.items)
    assert [k for k in u.kept if kept in k.text], u.kept


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Des von ihrem Besuch im Mai und was i ihr da gsagt hab – bitte löschen, alles.", "Besuch im Mai"),
        ("Her visit in May and what I told her - please delete, all of it.", "visit in May"),
        ("Su visita de mayo y lo que le dije – bórralo, todo.", "visita de mayo"),
    ],
)
def test_all_of_what_was_said_before_the_dash(text, said):
    u = read(text)
    assert u.whole and said in u.items[0].text and u.items[0].kind is not ItemKind.POINTER, u.items


def test_a_yeah_before_what_is_not_wanted_written_down():
    u = read("Yeah. So the boy from Southall, the meeting, I don't want it written down anywhere anymore.")
    assert any("Southall" in i.text for i in u.items), u.items


def test_a_renewal_is_the_same_subscription():
    notes = {
        "workspace/MEMORY.md": "# Foot\n- Standard de Liège, abonné en tribune 3 à Sclessin depuis 1992.\n",
        "workspace/memory/2026-06-06.md": "# 2026-06-06\n- Standard : réabonnement tribune 3, 290 €.\n",
        "workspace/memory/2026-05-27.md": "# 2026-05-27\n- Appelé le standard de Solidaris, 40 minutes d'attente.\n",
    }
    _takes(
        "Oublie mon abonnement au Standard.",
        notes,
        ["- Standard : réabonnement tribune 3, 290 €."],
        ["- Appelé le standard de Solidaris, 40 minutes d'attente."],
    )


@pytest.mark.parametrize(
    ("home", "request_", "named"),
    [
        ("knut", "Die Sache mit den 1120 Euro kannst vergessen, is erledigt.", "Behrens"),
        ("macarena", "Olvida lo de los 300 euros, porfa.", "túnica"),
    ],
)
def test_a_sum_of_two_things_asks_which(home, request_, named):
    """The 1120 Euro: the loan's instalment, written "(1120)", and the Yanmar bill ("Rechnung 1120"); the 300 euros:
    the repayment to her father and the tunic, whose lines name nothing but the tunic."""
    d = _derive(request_, _eval_home("heldout24", home))
    assert d.outcome is Outcome.CLARIFY, (d.outcome, d.subject)
    assert len(d.candidates) == 2 and any(named in c for c in d.candidates), d.candidates


@pytest.mark.parametrize(
    ("text", "items"),
    [
        (
            "Lo de que mi hermana y su marido se están separando, bórralo, que eso no es asunto mío.",
            ["Lo de que mi hermana y su marido se están separando"],
        ),
        ("Forget that my brother and his wife are splitting up.", ["that my brother and his wife are splitting up"]),
        ("Olvida el teléfono de mi hermana y el de su marido.", ["el teléfono de mi hermana", "el de su marido"]),
        (
            "Alles zur Pension und dem Streit mit der PVA bitte vergessen, die Klage auch. I mag nimmer.",
            ["Alles zur Pension", "dem Streit mit der PVA", "die Klage"],
        ),
        ("Todo lo de la cofradía, arsa, bórralo todo, que me he dado de baja.", ["Todo lo de la cofradía todo"]),
    ],
)
def test_what_a_request_names(text, items):
    """Two people in one that-clause are one thing; German asks with an infinitive at the end ("bitte
    vergessen"), and what "auch" adds after it is one more thing."""
    assert [i.text for i in read(text).items] == items


def test_everything_about_the_brotherhood_not_the_hobbies_under_the_same_heading():
    """ "Todo lo de la cofradía, arsa, bórralo todo": the brotherhood (a word said to her between commas), not
    the Feria under "## Cofradía y aficiones"."""
    _takes(
        "Todo lo de la cofradía, arsa, bórralo todo, que me he dado de baja.",
        _eval_home("heldout24", "macarena"),
        ["- Cabildo de San Gonzalo el 11.", "- Túnica nueva de nazarena: 300 €, pagada en febrero."],
        ['- Feria de Abril: caseta "Los Cabales" con las amigas del colegio.'],
    )


def test_what_someone_does_not_know_is_looked_for_among_their_lines():
    """ "that Rosa doesn't know about the missed payments": her line, not one the sentence model puts near the
    words among all the notes ("Heringspreis mies.")."""
    _takes(
        "forget that Rosa doesn't know about the missed payments, I told her last night. The loan stuff itself stays.",
        _eval_home("heldout24", "knut"),
        ["- Rosa weiß nicht, dass zwei Kreditraten offen sind."],
        ["- Heringspreis mies."],
    )


@pytest.mark.parametrize(
    ("text", "items"),
    [
        (
            "Quillo, olvida que tengo ansiedad y todo lo de las pastillas, que no quiero que eso esté por ningún lado.",
            ["que tengo ansiedad", "todo lo de las pastillas"],
        ),
        ("Olvida lo de mi tía, no quiero que eso aparezca en ningún lado.", ["lo de mi tía"]),
        ("Oublie le prêt de Paul, parce que je ne veux pas que ça figure nulle part.", ["le prêt de Paul"]),
        ("No quiero que lo de mi tía aparezca por ningún lado.", ["lo de mi tía"]),  # alone, it is the request
    ],
)
def test_not_wanting_that_anywhere_after_a_request_is_insistence_not_one_more_thing(text, items):
    assert [i.text for i in read(text).items] == items


@pytest.mark.parametrize(
    ("text", "items"),
    [
        ("Vergiss bitte, dass ich Jörn Geld fürs Auto geliehen hab. Das ist zwischen ihm und mir.", None),
        ("forgt the yearly train tikcet thing pls, got a company car now lol", ["the yearly train tikcet thing"]),
        ("Forget my bike, I sold it.", ["my bike"]),
        ("Peux-tu flusher le numéro de Roy, mon proprio?", ["le numéro de Roy"]),
    ],
)
def test_a_sentence_or_clause_about_what_happened_since_is_no_item(text, items):
    got = [i.text for i in read(text).items]
    assert got == (items or got[:1]) and len(got) == 1


def test_a_that_clause_of_what_the_user_did_with_someone_is_that_not_everything_of_theirs():
    notes = {
        "workspace/MEMORY.md": "# Memory\n\n## Familie\n- Sohn: Jörn Wollenberg, Hamburg, Handy 0171 448 2093.\n\n"
        "## Geld\n- Eigene Rente 1.140 € netto.\n- Strom bei den Stadtwerken Rostock, Abschlag 78 € im Monat.\n"
        "- Jörn 3.000 € für sein Auto geliehen (Februar 2026), zahlt in Raten zurück.\n",
        "workspace/memory/2026-02-09.md": "# 2026-02-09\n- Jörn angerufen, sein Auto is kaputt. Hab ihm 3 Mille "
        "überwiesen.\n",
    }
    d = _derive("Vergiss bitte, dass ich Jörn Geld fürs Auto geliehen hab.", notes)
    assert d.outcome is Outcome.SUBJECT, d
    texts = {v.text for v in d.subject.values}
    assert not any("Rente" in t or "Stadtwerke" in t for t in texts), texts


@pytest.mark.parametrize(
    ("text", "items"),
    [
        ("Borra el teléfono de Juanma, el ex de mi hermana, no lo quiero tener.", ["el teléfono de Juanma"]),
        ("Forget the number of Juanma, my sister's ex.", ["the number of Juanma"]),
        ("Forget Paul's number, my brother's too.", ["Paul's number", "my brother's"]),  # his too: two things
    ],
)
def test_whose_relation_someone_is_said_after_their_name_is_who_they_are(text, items):
    assert [i.text for i in read(text).items] == items


def test_a_nickname_in_quotes_after_two_given_names_is_the_name_they_go_by():
    notes = {
        "workspace/MEMORY.md": '# Memoria\n- Cuñado: Juan Manuel "Juanma" Vidal, repartidor, móvil 633 817 260.\n',
        "workspace/memory/2026-04-22.md": "# 2026-04-22\n- Me escribió Juanma desde el 633-817-260.\n",
    }
    people = build(list(notes.items())).people
    assert people.named("Juanma") is people.named("Juan") is not None
    assert people.named("Juanma").name == "Juan Manuel Vidal"
    d = _derive("Borra el teléfono de Juanma, el ex de mi hermana, no lo quiero tener.", notes)
    assert d.outcome is Outcome.SUBJECT and "633 817 260" in {v.text for v in d.subject.values}


def test_a_lower_case_name_with_two_letters_swapped_is_that_person():
    notes = {
        "workspace/MEMORY.md": "# Memory\n- Bruder: Hauke Brodersen, Fischer, Handy 0170 615 2247.\n"
        "- Frau: Rosa Brodersen, Handy 0151 2290 4471.\n",
    }
    people = build(list(notes.items())).people
    u = read("vergiss bitt die handynumer vom hauek, der hat n neus handy", people)
    assert [(i.owner.kind, i.owner.word) for i in u.items] == [("name", "Hauke")]
    assert read("vergiss bitt die handynumer vom hauek", build([]).people).items[0].owner.kind == "none"


def test_a_language_and_a_weekday_named_in_another_language_are_the_same_words():
    notes = {
        "workspace/MEMORY.md": "# Memory\n## Hobbys\n- Lëtzebuergesch-Kurs beim INL, samstags.\n"
        "- Volleyball beim Post-Sportverein, donnerstags.\n- Wohnung in Luxembourg-Bonnevoie.\n",
    }
    d = _derive("Forget the Luxembourgish course on Saturdays, I dropped it.", notes)
    assert d.outcome is Outcome.SUBJECT, d
    assert d.subject.anchors == ["Lëtzebuergesch-Kurs beim INL, samstags."]


_TWO_SOPHIES = {
    "workspace/MEMORY.md": "# Memory\n- Collègue : Sophie Wagner (luxembourgeoise), +352 621 384 907.\n"
    "- Candidature chez KPB. Recruteuse : Sophie Lentz, +352 691 552 017.\n",
    "workspace/memory/2026-05-18.md": "# 2026-05-18\n- Kaffi mit Sophie W., sie heiratet im September!\n",
}


def test_a_full_name_said_after_a_role_is_that_one_of_two_namesakes():
    d = _derive("Forget the recruiter's number please, Sophie Lentz. I've got her on LinkedIn anyway.", _TWO_SOPHIES)
    assert d.outcome is Outcome.SUBJECT, d
    assert {v.text for v in d.subject.values} == {"+352 691 552 017"}
    d = _derive("Forget my colleague's number, Sophie Wagner.", _TWO_SOPHIES)
    assert d.outcome is Outcome.SUBJECT, d
    assert {v.text for v in d.subject.values} == {"+352 621 384 907"}


def test_of_two_namesakes_the_one_whose_lines_tell_of_the_matter():
    d = _derive("Forget Sophie's wedding news.", _TWO_SOPHIES)
    assert d.outcome is Outcome.SUBJECT, d
    assert d.subject.anchors == ["Kaffi mit Sophie W., sie heiratet im September!"]


def test_a_full_name_is_the_one_person_of_that_name():
    from lethe.planner.understanding.resolve import _persons
    from lethe.planner.understanding.utterance import Owner

    corpus = build(list(_TWO_SOPHIES.items()))
    assert [p.name for p in _persons(Owner("name", "Sophie Wagner"), corpus)] == ["Sophie Wagner"]
    assert [p.name for p in _persons(Owner("name", "Sophie Lentz"), corpus)] == ["Sophie Lentz"]
    assert len(_persons(Owner("name", "Sophie"), corpus)) == 2


@pytest.mark.parametrize(
    ("line", "declared"),
    [
        ("- Amiga y compañera de la UCI: Rocío Bielsa, móvil 620 118 374.", [("friend", "Rocío Bielsa")]),
        ("- Friend and colleague from work: Rocío Bielsa.", [("friend", "Rocío Bielsa")]),
        ("- Mom and Dad: call Sundays.", []),
    ],
)
def test_a_label_of_two_relations_declares_the_person(line, declared):
    from lethe.planner.understanding.corpus import declarations

    assert declarations(line) == declared


def test_a_bavarian_possessive_asks_which_sepp_and_ned_says_which_is_not_meant():
    notes = {
        "workspace/MEMORY.md": "# Memory\n- Bruder: Sepp Stadler, Handy 0171 550 2290.\n"
        "- Nachbar: Sepp Mayr, Handy 0170 238 4471.\n"
    }
    d = _derive("Vergiss am Sepp sei Nummer bitte.", notes)
    assert d.outcome is Outcome.CLARIFY
    d = _derive_after("Vergiss am Sepp sei Nummer bitte.", "Den Mayr Sepp moan i, ned mein Bruder.", notes)
    assert d.outcome is Outcome.SUBJECT and [v.text for v in d.subject.values] == ["0170 238 4471"]


def test_punjabi_kinship_words_are_relations():
    notes = {
        "workspace/MEMORY.md": '# Memory\n- Veerji: Gurpreet "Gary" Sandhu, 35, accountant, mobile 07912 338 471.\n'
        "- Bhenji: Simran, 0121 496 0000.\n",
    }
    people = build(list(notes.items())).people
    assert people.named("Gurpreet").relations == {"brother"} and people.named("Gary") is people.named("Gurpreet")
    assert people.named("Simran").relations == {"sister"}
    d = _derive("oubli le numero de mon frere gurpret stp il a changer", notes)
    assert d.outcome is Outcome.SUBJECT and [v.text for v in d.subject.values] == ["07912 338 471"]


def test_a_german_correction_with_mein_ich_and_what_stays_drin():
    notes = {
        "workspace/MEMORY.md": "# Memory\n- Frau: Renate Kühnel, Handy 0162 719 4438.\n"
        "- Tochter: Katrin Kühnel, Handy 0173 602 1195.\n",
    }
    d = _derive_after(
        "Lösch mal die Handynummer von der Renate.",
        "Nee halt, verkehrt! Ni die Renate, die Katrin ihre Nummer mein ich. Renates bleibt drin.",
        notes,
        status="planned",
    )
    assert d.outcome is Outcome.SUBJECT and [v.text for v in d.subject.values] == ["0173 602 1195"]
    u = read("Nee, Moment, verkehrt: ich mein die vom Jannik. Merles bleibt drin.")
    assert u.move.value == "correct" and [i.text for i in u.items] == ["die vom Jannik"]


@pytest.mark.parametrize(
    ("text", "items"),
    [
        ("Get rid of it, all of it, the appointment too.", [("it, all of it", "pointer"), ("the appointment", "fact")]),
        ("Forget it, the appointment too.", [("it", "pointer"), ("the appointment", "fact")]),
        ("Forget my salary, the bonus too.", [("my salary", "fact"), ("the bonus", "fact")]),
    ],
)
def test_what_was_talked_of_then_one_more_thing_are_two_items(text, items):
    assert [(i.text, i.kind.value) for i in read(text).items] == items


def test_sick_of_something_is_being_fed_up_not_an_illness():
    from lethe.planner.understanding import concepts

    assert not [c.name for c in concepts.named_in("honestly I'm sick of the whole thing")]
    assert "illness" in [c.name for c in concepts.named_in("I was sick all week")]


def test_a_pointer_after_being_sick_of_something_is_that_thing():
    notes = {
        "workspace/MEMORY.md": "# Memory\n- Klage von Blumen Verhoeven (Straelen) wegen 8.740 € offener Rechnungen.\n"
        "- Mein Anwalt: RA Dr. Kemal Aydın, 0221 912 340 77.\n- Knie links: Arthrose, Physiotherapie donnerstags.\n"
        "- Grippe im Januar, eine Woche krank.\n",
    }
    turns = [
        SimpleNamespace(position=0, role="user", text="ugh, Verhoeven's lawyer sent another letter."),
        SimpleNamespace(position=1, role="assistant", text="That sounds stressful."),
        SimpleNamespace(position=2, role="user", text="Aydın will tell me. honestly I'm sick of the whole thing"),
        SimpleNamespace(position=3, role="user", text="Get rid of it, all of it."),
    ]
    d = derive(turns, lambda: list(notes.items()))
    texts = " ".join(d.subject.anchors) if d.subject else ""
    assert "Grippe" not in texts and "Arthrose" not in texts, d


def test_a_three_part_name_and_the_name_in_quotes_they_go_by_and_the_old_handphone_number():
    notes = {
        "workspace/MEMORY.md": '# Memory\n- Brother: Tan Wei Jie ("Ah Jie"), 33, mobile 8156 2209. Runs a stall.\n',
        "workspace/memory/2026-05-12.md": "# 2026-05-12\n- Ah Jie never pay again. Called him at 81562209.\n",
    }
    people = build(list(notes.items())).people
    assert people.named("Tan").name == "Tan Wei Jie" and people.named("Jie") is people.named("Tan")
    d = _derive("My brother changed his handphone number, delete the old one pls.", notes)
    assert d.outcome is Outcome.SUBJECT and "8156 2209" in {v.text for v in d.subject.values}


@pytest.mark.parametrize(
    ("text", "move"),
    [
        (
            "Gugge ma, die 11 fährt ab Montag wieder durch bis Bühlau! Und vergiss ni, dass ich Samstag im Museum bin.",
            "none",
        ),
        ("Nä, vergiss et, ich ruf den Willi selber an.", "none"),
        ("Actually don't delete her number, only the address.", "correct"),
    ],
)
def test_dont_forget_that_and_never_mind_in_dialect_ask_nothing(text, move):
    assert read(text).move.value == move


def test_everyday_nouns_said_in_another_language_find_the_notes_words():
    notes = {
        "workspace/MEMORY.md": "# Memory\n- Aushilfe im Laden: Dilara Yıldız, Handy 0163 447 2051.\n"
        "- Ladenmiete: 2.150 € warm an Hausverwaltung Esser.\n"
        '- Kegeln jeden zweiten Donnerstag mit Anke und Gaby, Club "Pudelkönige".\n'
        "- Chor: Probe mittwochs.\n",
        "workspace/memory/2026-04-21.md": "# 2026-04-21\n- Kegeln, Anke hat alle Neune geworfen.\n",
    }
    d = _derive("Forget my bowling club.", notes)
    assert d.outcome is Outcome.SUBJECT, d
    assert len(d.subject.anchors) == 2 and all("Kegeln" in a for a in d.subject.anchors), d.subject.anchors
    d = _derive("Forget the shop rent.", notes)
    assert d.outcome is Outcome.SUBJECT and all("Ladenmiete" in a for a in d.subject.anchors), d


@pytest.mark.parametrize(
    ("text", "items"),
    [
        (
            "Borra que tengo la muñeca mala de tanto amasar, parce, eso ya se me quitó.",
            ["que tengo la muñeca mala de tanto amasar"],
        ),
        (
            "vergis mal die urlaubskase für teneriffa, wir fahrn dies jahr doch ni, wegen der bestralung",
            ["die urlaubskase für teneriffa"],
        ),
        ("vergiss dat mit meim knie, is nich mehr so wichtig", ["das mit meim knie"]),
    ],
)
def test_dialect_fillers_and_trailing_reasons_are_no_items(text, items):
    assert [i.text for i in read(text).items] == items


def test_a_word_a_longer_one_stems_to_is_a_word_of_its_own():
    from lethe.planner.understanding import concepts
    from lethe.planner.understanding.words import folded_words

    visa = next(c for c in concepts.table() if c.name == "visa")
    assert not visa.in_words(folded_words("Hincha de Atlético Nacional; vamos al Atanasio."), "es")
    assert visa.in_words(folded_words("Solicitud de nacionalidad enviada."), "es")


def test_a_matter_named_whole_then_a_vague_wish_not_to_keep_anything_is_that_matter():
    u = read(
        "everything about my brother's asylum case in the US pls. all of it, the lawyer, the hearing. "
        "he asked me to not keep anything written."
    )
    assert u.move.value == "request" and [(i.text, i.topic) for i in u.items] == [
        ("everything about my brother's asylum case in the US", True)
    ]


@pytest.mark.parametrize(
    ("text", "item"),
    [
        ("Oublie le 06 de Sandrine, elle a changé de numéro.", ("le portable de Sandrine", "phone")),
        ("Oublie le rendez-vous du 06 de juin.", ("le rendez-vous du 06 de juin", None)),
    ],
)
def test_french_le_06_de_someone_is_their_mobile(text, item):
    i = read(text).items[0]
    assert (i.text, i.attribute.name if i.attribute and i.attribute.name == "phone" else None) == item


def test_a_sum_written_without_its_currency_is_found_in_its_other_forms():
    notes = {
        "workspace/MEMORY.md": "# Memory\n- Préstamo: don Efraín, al 20 % mensual. Todavía debo 1.360.000.\n"
        "- Precios: torta grande 80.000.\n",
        "workspace/memory/2026-04-10.md": "# 2026-04-10\n- Don Efraín no espera. Me quedan 1,36 millones.\n",
    }
    d = _derive("Olvida cuánto le debo todavía al señor del préstamo.", notes)
    assert d.outcome is Outcome.SUBJECT, d
    sums = [v for v in d.subject.values if v.kind == "money"]
    assert [v.text for v in sums] == ["1.360.000"], d.subject.values
    matcher = Matcher(sums)
    assert matcher.matches("- Don Efraín no espera. Me quedan 1,36 millones.")
    assert not matcher.matches("- Precios: torta grande 80.000.")


def test_one_number_written_twice_asks_nothing():
    notes = {
        "workspace/MEMORY.md": "# Memory\n- HDB: applied for a BTO in Kallang Whampoa, queue number 1,204.\n",
        "workspace/memory/2026-03-27.md": "# 2026-03-27\n- HDB ballot result: queue no. 1204 for Kallang Whampoa.\n",
    }
    d = _derive("Forget the queue number.", notes)
    assert d.outcome is Outcome.SUBJECT, d
    assert {v.text for v in d.subject.values} == {"1,204", "1204"}, d.subject.values


def test_five_letters_no_language_writes_are_a_typo_of_the_notes_word():
    from lethe.planner.understanding.words import Lexicon

    lex = Lexicon([], known=frozenset({"lupus", "plaquenil"}))
    lex.vocabulary = {"lupus", "plaquenil"}
    assert lex.correct("lupas") == "lupus"
    assert lex.correct("xupus") == "xupus"  # (one letter changed keeps the first)


@pytest.mark.parametrize(
    ("text", "items"),
    [
        (
            "Lo de la platica que me prestó el señor ese sin papeles, eso bórralo todo, mijo.",
            ["Lo de la platica que me prestó el señor ese sin papeles"],
        ),
        ("Das mit dem Geld von Jörn, das löschst du bitte alles.", ["Das mit dem Geld von Jörn"]),
    ],
)
def test_a_thing_said_first_then_taken_up_by_that_all_of_it_is_that_thing(text, items):
    assert [i.text for i in read(text).items] == items


def test_only_is_no_word_of_what_goes_and_office_is_the_same_in_french():
    notes = {
        "workspace/MEMORY.md": "# Memory\n- GP: Dr Ng at Clementi Polyclinic.\n",
        "workspace/memory/2026-03-20.md": "# 2026-03-20\n- D&C at KKH. Took 3 days MC, told office is food poisoning.\n"
        "- Lunch with Joanne at the office canteen.\n",
    }
    u = read("Oublie seulement que j'ai raconté au bureau que c'était une intoxication alimentaire.")
    assert "seulement" not in u.items[0].words
    d = _derive("Oublie seulement que j'ai raconté au bureau que c'était une intoxication alimentaire.", notes)
    assert d.outcome is Outcome.SUBJECT, d
    assert any("food poisoning" in a for a in d.subject.anchors), d.subject.anchors


def test_a_count_of_little_things_before_a_list_is_no_item():
    u = read("Bórrame tres cositas, porfa: el Nequi de la panadería, el cel de Leidy y lo de la salsa.")
    assert [i.text for i in u.items] == ["el Nequi de la panadería", "el cel de Leidy", "lo de la salsa"]


def test_a_number_after_someone_undeclared_named_in_full_is_theirs_not_the_declared_persons_before():
    notes = {
        "workspace/MEMORY.md": "# Memory\n## Familia\n- Primo: Andrés, 300 111 2233.\n## Trabajo\n"
        "- Panadería Dulce Trigal: abrimos a las 5. Andrés maneja el horno, Leidy Marín atiende el mostrador "
        "(cel 301 662 9087).\n",
    }
    d = _derive("Borra el cel de Leidy.", notes)
    assert d.outcome is Outcome.SUBJECT, d
    assert {v.text for v in d.subject.values} == {"301 662 9087"}, d.subject.values


@pytest.mark.parametrize(
    ("text", "items"),
    [
        (
            "Das mit meiner Schilddrüse muss ned gspeichert sein. Nur des – die Blutverdünner-Gschicht lass drin.",
            ["Das mit meiner Schilddrüse"],
        ),
        ("Das mit meiner Schilddrüse will ich nicht gespeichert haben.", ["Das mit meiner Schilddrüse"]),
        ("Das mit meiner Schilddrüse muss nirgends stehen.", ["Das mit meiner Schilddrüse"]),
        ("Das muss nicht gespeichert sein, oder?", []),
    ],
)
def test_german_passive_not_to_be_stored_asks_to_forget_what_comes_first(text, items):
    u = read(text)
    assert [i.text for i in u.items] == items
    assert u.move.value == ("request" if items else "none")


@pytest.mark.parametrize(
    ("text", "items"),
    [
        (
            "La bagarre avec mon proprio pour la caution — efface tout ça.",
            ["La bagarre avec mon proprio pour la caution"],
        ),
        (
            "My fight with the landlord about the deposit - delete all that.",
            ["My fight with the landlord about the deposit"],
        ),
        ("The thing with Manny -- forget it.", ["The thing with Manny"]),
    ],
)
def test_all_that_after_a_dash_is_what_came_before(text, items):
    assert [i.text for i in read(text).items] == items


def test_a_place_named_in_two_capitalised_words_is_nobody_doing_something():
    from lethe.planner.understanding.resolve import _someone_doing

    corpus = build([("workspace/MEMORY.md", "# Memory\n- Next door: Andre Clarke, barber at Fade Kings.\n")])
    line = "- Next door: Andre Clarke, barber at Fade Kings, 416-555-0137."
    assert _someone_doing(line, line.index("Clarke"), line.index("416"), corpus) is None
    line = "- Panadería: Andrés maneja el horno, Leidy Marín atiende el mostrador (cel 301 662 9087)."
    assert _someone_doing(line, line.index("maneja"), line.index("301"), corpus) == "name:leidy"


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("Lo de que mi hermana y su marido se están separando", "es"),
        ("that my sister and her husband are splitting up", "en"),
        ("dass meine Schwester und ihr Mann sich scheiden lassen", "de"),
        ("que ma sœur et son mari se séparent", "fr"),
    ],
)
def test_a_couple_separating_names_the_divorce(text, lang):
    from lethe.planner.understanding import concepts

    assert "divorce" in [c.name for c in concepts.named_in(text, lang)]


def test_a_loan_from_someone_is_money_borrowed_from_them():
    notes = {
        "workspace/MEMORY.md": "# Memory\n## Family\n"
        '- Cousin Manpreet "Manny" Gill, runs a tyre shop, mobile 07735 906 112.\n'
        '- Cousin Ravneet "Ravi" Gill, Manny\'s sister, mobile 07443 518 290.\n## Money\n'
        "- Loan from Manny: £15,000 in Oct 2024 for the shop refit. Paying £500 a month, £6,000 left.\n"
        "- ISA: £500 a month into the Vanguard ISA.\n",
    }
    d = _derive("Everything to do with the money I owe Manny, please.", notes)
    assert d.outcome is Outcome.SUBJECT, d
    anchors = " ".join(d.subject.anchors)
    assert "Loan from Manny" in anchors and "ISA" not in anchors, d.subject.anchors


def test_a_hedge_after_a_name_is_no_item_and_a_typo_is_named_as_the_user_spelt_it():
    u = read("vergis des mit meim blutdrukmitel, ramipirl oda wia des hoasst. geht koan was o")
    assert [i.text for i in u.items] == ["des mit meim blutdrukmitel", "ramipirl"]
    notes = {
        "workspace/MEMORY.md": "# Memory\n## Gesundheit\n- Blutdruck: Ramipril 5 mg in der Früh.\n- Knie: Physio.\n"
    }
    d = _derive("vergiss mei ramipirl, oder wie des heißt", notes)
    assert d.outcome is Outcome.SUBJECT, d
    assert not any("amipril" in label for label in d.subject.labels), d.subject.labels


@pytest.mark.parametrize(
    ("text", "item", "kept"),
    [
        (
            "Nee, warte, falsch. Nicht die Anhörung – das Gespräch beim Jugendamt im Mai mein ich. "
            "Die Anhörung bleibt drin.",
            "das Gespräch beim Jugendamt im Mai",
            "Die Anhörung",
        ),
        (
            "Wait, wrong. Not the hearing - the meeting at the youth office in May I mean. The hearing stays.",
            "the meeting at the youth office in May",
            "The hearing",
        ),
    ],
)
def test_wait_wrong_not_this_but_that_then_what_stays_is_a_correction(text, item, kept):
    u = read(text)
    assert u.move.value == "correct" and [i.text for i in u.items] == [item], (u.move, u.items)
    assert [k.text for k in u.kept] == [kept]
    assert "beim" not in u.items[0].words or item.startswith("the")


def test_a_sentence_naming_a_matter_in_a_hyphenated_compound_is_that_sentence_only():
    notes = {
        "workspace/MEMORY.md": "# Memory\n- Scheidung läuft. Silke will das alleinige Sorgerecht. "
        "Jugendamt-Gespräch am 5. Mai (Frau Kröger). Anhörung Familiengericht Altona am 14. Juli.\n"
        "- Beim Frühstück Brustschmerzen.\n",
    }
    d = _derive("Vergiss das Gespräch beim Jugendamt im Mai.", notes)
    assert d.outcome is Outcome.SUBJECT, d
    assert d.subject.anchors == ["Jugendamt-Gespräch am 5. Mai (Frau Kröger)."], d.subject.anchors


def test_someone_named_only_beside_what_went_and_in_one_other_note_is_a_residual_clue():
    from lethe.workflow.residual import distinctive

    gone = "Jugendamt-Gespräch am 5. Mai (Frau Kröger). "
    kept = "- Scheidung läuft. Anhörung Familiengericht Altona am 14. Juli."
    clues = distinctive([(gone, kept)], {"kroger", "silke"}, Counter({"kroger": 2}))
    assert any("Kröger" in str(c) for c in clues), clues
    clues = distinctive([(gone, kept)], {"kroger", "silke"}, Counter({"kroger": 5}))
    assert not any("Kröger" in str(c) for c in clues), clues  # (someone the notes name often is no sign of it)


def test_a_godchild_is_a_relation_and_a_namesake_with_another_surname_is_someone_else():
    from lethe.planner.understanding.corpus import mentions

    notes = {
        "workspace/MEMORY.md": '# Memory\n- Patenkind: Florian „Flo" Wimmer, 27, Handy 0650 771 30 48.\n'
        '- Kellner im Café: Florian „Flori" Haas, 31, Handy 0699 104 58 63.\n',
        "workspace/memory/2026-02-12.md": "# 2026-02-12\n- Flo hat jetzt WhatsApp auf der 06507713048.\n",
    }
    people = build(list(notes.items())).people
    assert people.named("Flo").relations == {"godchild"}
    # (the waiter is someone of his own: "Kellner" is a relation)
    assert {m[2] for m in mentions('- Kellner im Café: Florian „Flori" Haas, 31.', people)} == {"florian haas"}
    d = _derive("Could you forget my godson Flo's mobile number please?", notes)
    assert d.outcome is Outcome.SUBJECT, d
    assert "0699 104 58 63" not in {v.text for v in d.subject.values}, d.subject.values


@pytest.mark.parametrize(
    "request_text",
    ["Oublie le numéro de l'avocat de Jaheim, s'il te plaît.", "Forget Jaheim's lawyer's number."],
)
def test_the_number_of_someones_lawyer_is_the_lawyers_never_their_own(request_text):
    notes = {
        "workspace/MEMORY.md": "# Memory\n- Son: Jaheim Campbell, 17, phone 876-554-0192.\n"
        "- Paid lawyer Mr. Omar Reid $60,000 deposit for Jaheim on 6 May.\n",
        "workspace/memory/2026-04-15.md": "# 2026-04-15\n- Found a lawyer, Mr Reid, 8769224471. Children's Court.\n",
    }
    d = _derive(request_text, notes)
    assert d.outcome is Outcome.SUBJECT, d
    values = {v.text for v in d.subject.values}
    assert "8769224471" in values and "876-554-0192" not in values, values


def test_the_one_with_after_someone_says_which_one_and_what_about_them():
    u = read("Oye, borra todo lo del vecino de arriba, el del ruido por la noche. Ya no quiero ni pensar en ese tío.")
    assert len(u.items) == 1 and u.items[0].owner.word == "neighbor", u.items
    assert "ruido" in u.items[0].words and u.items[0].topic


def test_a_matter_said_first_then_its_parts_after_the_verb_is_the_matter_and_its_parts():
    u = read("Todo lo del lío con el casero, bórralo: la subida, la humedad, la reclamación, la abogada, todo.")
    assert [i.text for i in u.items] == ["Todo lo del lío con el casero: la subida"] and u.items[0].topic


def test_not_this_but_that_without_i_mean_is_a_correction_and_no_sorry_is_nothing_kept():
    u = read("No sorry, mi mix up. Not the lawyer money – the money mi put in Tanisha account. Leave the lawyer one.")
    assert u.move.value == "correct", u.move
    assert [i.text for i in u.items] == ["the money mi put in Tanisha account"]
    assert [k.text for k in u.kept] == ["the lawyer one"]
    u = read("Nein, nicht die Adresse, die bleibt.")
    assert u.move.value == "keep" and not u.items


def test_a_sum_named_by_who_asks_for_it_in_another_language():
    notes = {
        "workspace/MEMORY.md": "# Memory\n- Betriebsprüfung: Prüferin Mag. Doris Pfeffer droht mit einer "
        "Nachzahlung um die 18.700 €.\n- Miete fürs Café: 1.450 € im Monat.\n",
    }
    d = _derive("Oublie seulement le montant que l'inspectrice veut me faire payer.", notes)
    assert d.outcome is Outcome.SUBJECT, d
    assert [v.text for v in d.subject.values if v.kind == "money"] == ["18.700 €"], d.subject.values


def test_a_first_name_shared_with_someone_undeclared_asks_which_by_their_full_names():
    notes = {
        "workspace/MEMORY.md": '# Memory\n- Patenkind: Florian „Flo" Wimmer, 27, Handy 0650 771 30 48.\n'
        '- Kellner im Café: Florian „Flori" Haas, 31, Handy 0699 104 58 63.\n',
    }
    d = _derive("Vergiss die Nummer vom Florian, bitte.", notes)
    assert d.outcome is Outcome.CLARIFY, d
    assert sorted(d.candidates) == ["Florian Haas (waiter)", "Florian Wimmer (godchild)"], d.candidates


@pytest.mark.parametrize(
    ("text", "attribute"),
    [
        ("And the amount I pay him every week too, while you're at it.", "amount"),
        ("Forget how much my pay is.", "salary"),
    ],
)
def test_the_amount_i_pay_is_a_sum_paid_not_a_salary(text, attribute):
    assert read(text).items[0].attribute.name == attribute


def test_every_week_finds_par_semaine():
    notes = {
        "workspace/MEMORY.md": "# Memory\n- Prêt au Crédit Solidaire: 1 500 000 F, "
        "remboursement 75 000 F par semaine.\n- Loyer de l'étal: 40 000 F par mois.\n",
    }
    d = _derive("Forget the amount I pay every week.", notes)
    assert d.outcome is Outcome.SUBJECT, d
    # (the CFA franc's "F" read as its currency)
    assert [v.text for v in d.subject.values if v.kind == "money"] == ["75 000 F"], d.subject.values


def test_someones_sponsors_number_is_not_their_own():
    notes = {
        "workspace/MEMORY.md": '# Memory\n- Mann: Ferdinand „Ferdl" Pichler, 61, Handy 0664 382 71 19.\n'
        "- Ferdl: Entzugsambulanz am Donnerstag.\n",
    }
    d = _derive("Forget the number of Ferdl's AA sponsor, he quit going anyway.", notes)
    assert d.outcome is not Outcome.SUBJECT or "0664 382 71 19" not in {v.text for v in d.subject.values}, d


@pytest.mark.parametrize(
    ("text", "items"),
    [
        (
            "Please take out everything about my girl not eating – the clinic, her weight.",
            ["everything about my girl not eating", "the clinic", "her weight"],  # (the dash lists its parts)
        ),
        ("Drei Sachen bitte weg: wieviel am Sparbuch liegt, die Handynummer vom Flori.", None),
    ],
)
def test_not_before_a_gerund_is_no_exception_and_bitte_weg_asks(text, items):
    u = read(text)
    assert u.move.value == "request" and not u.kept, (u.move, u.kept)
    if items is not None:
        assert [i.text for i in u.items] == items
    else:
        assert [i.text for i in u.items] == ["wieviel am Sparbuch liegt", "die Handynummer vom Flori"]


def test_not_eating_names_the_eating_problems():
    from lethe.planner.understanding import concepts

    assert "eating_problems" in [c.name for c in concepts.named_in("my girl not eating", "en")]


def test_a_word_of_another_language_finds_the_sentence_that_says_it():
    notes = {
        "workspace/MEMORY.md": "# Memory\n- Terrain du village: les 2 hectares de papa. Mon cousin Kouadio Yao dit que "
        "c'est à lui. On dit qu'il a mouillé le géomètre. Avocate: Me Josiane Aka.\n",
    }
    d = _derive("Just forget that my cousin supposedly bribed the surveyor. Keep the rest of the land case.", notes)
    assert d.outcome is Outcome.SUBJECT, d
    assert d.subject.anchors == ["On dit qu'il a mouillé le géomètre."], d.subject.anchors


@pytest.mark.parametrize(
    ("text", "card"),
    [
        ("Only forget that Tanisha's first visa got refused.", False),
        ("forget my visa number", True),
        ("oublie le solde de ma visa", False),  # (the sum, of the card)
    ],
)
def test_a_visa_is_a_card_only_when_the_request_says_so(text, card):
    attribute = read(text).items[0].attribute
    assert (attribute is not None and attribute.name == "card") is card, attribute


def test_one_thing_said_of_someones_matter_is_that_sentence_and_the_rest_of_it_stays():
    notes = {
        "workspace/MEMORY.md": "# Memory\n- Sister: Tanisha Grant, 876-555-0101.\n"
        "- Tanisha's Canada visa: first visitor visa refused October 2025 (insufficient funds). New application: "
        "biometrics done 28 May at VFS Kingston.\n- Lawyer for the visa: Mr Reid.\n",
    }
    d = _derive("Only forget that Tanisha's first visa got refused. Keep the rest of her application.", notes)
    assert d.outcome is Outcome.SUBJECT, d
    assert d.subject.anchors == [
        "Tanisha's Canada visa: first visitor visa refused October 2025 (insufficient funds)."
    ], d.subject.anchors


def test_keeping_the_rest_of_something_keeps_no_part_of_what_goes():
    u = read("Only forget that Tanisha's first visa got refused. Keep the rest of her application, we need it.")
    assert [k.text for k in u.kept][:1] == ["the rest of her application"], u.kept


def test_a_label_of_a_relation_and_which_one_then_the_name_declares_them():
    line = "# Memory\n- Nachbar oben (Top 12), Kurt Slavik: trampelt um 2 in der Früh.\n"
    people = build([("workspace/MEMORY.md", line)]).people.by_key
    assert any(p.name == "Kurt Slavik" and "neighbor" in p.relations for p in people.values()), people


def test_a_line_that_opens_with_the_matter_and_says_it_again_goes_on_about_it():
    notes = {
        "workspace/MEMORY.md": "# Memory\n- Nachbar oben (Top 12), Kurt Slavik: trampelt um 2 in der Früh, Schlager "
        "in voller Lautstärke. Ich führ seit 10. Jänner ein Lärmprotokoll. Bei der Hausverwaltung beschwert, dort "
        "hat er mich eine Bissgurn genannt. Überleg mir eine Unterlassungsklage.\n"
        "- Pacht fürs Café: 2.150 € im Monat.\n",
    }
    d = _derive("Oye, borra todo lo del vecino de arriba, el del ruido por la noche.", notes)
    assert d.outcome is Outcome.SUBJECT, d
    said = " ".join(d.subject.anchors)
    assert "Bissgurn" in said and "Unterlassungsklage" in said and "Pacht" not in said, d.subject.anchors


def test_a_matter_called_as_the_notes_head_it_is_found_and_the_landlords_rent_line_stays():
    notes = {
        "workspace/MEMORY.md": "# Memory\n"
        "- Alquiler: 750 € al mes a don Gregorio Alemán (casero, móvil 600 13 72 48).\n"
        "- Lío con el casero: quiere subir el alquiler de 750 a 950 € desde julio. Reclamación en Consumo.\n",
        "workspace/memory/2026-05-01.md": "- Don Gregorio dice que desde julio son 950.\n",
    }
    d = _derive("Todo lo del lío con el casero, bórralo: la subida, la humedad, la reclamación… todo.", notes)
    assert d.outcome is Outcome.SUBJECT, d
    said = " ".join(d.subject.anchors)
    assert "Lío con el casero" in said and "Alquiler: 750" not in said, d.subject.anchors
    assert not any("gregorio" in v.text.lower() for v in d.subject.values), d.subject.values


@pytest.mark.parametrize(
    "text",
    [
        "Actually, just drop all that stuff I was telling you about.",
        "olvida lo que te estaba contando",
        "oublie ce que je te racontais",
    ],
)
def test_what_i_was_telling_you_points_back(text):
    items = read(text).items
    assert items and all(i.kind is ItemKind.POINTER for i in items), items


def test_the_name_someone_goes_by_says_which_of_two_namesakes():
    notes = {
        "workspace/MEMORY.md": '# Memory\n- Patenkind: Florian „Flo" Wimmer, 27, Handy 0676 221 90 14.\n'
        '- Kellner im Café: Florian „Flori" Haas, 31, Handy 0699 104 58 63.\n',
    }
    d = _derive("Vergiss die Handynummer vom Flori.", notes)
    assert d.outcome is Outcome.SUBJECT, d
    assert [v.text for v in d.subject.values] == ["0699 104 58 63"], d.subject.values


def test_my_role_then_their_full_name_declares_them():
    line = "# Memory\n- Dossier en cours avec mon avocate, Me Josiane Aka (Plateau), 27 20 31 55 08.\n"
    people = build([("workspace/MEMORY.md", line)]).people.by_key
    assert any("Josiane Aka" in p.name and "lawyer" in p.relations for p in people.values()), people


def test_a_role_named_in_a_line_headed_by_another_matter_leaves_that_line():
    notes = {
        "workspace/MEMORY.md": "# Memory\n"
        "- Alquiler: 750 € al mes a don Gregorio Alemán (casero, móvil 600 13 72 48).\n"
        "- Casero: Gregorio Alemán.\n- Desahucio: Gregorio quiere echarme, burofax del 3 de mayo.\n",
    }
    d = _derive("Borra todo lo del desahucio.", notes)
    assert d.outcome is Outcome.SUBJECT, d
    assert not any("Alquiler" in a for a in d.subject.anchors), d.subject.anchors


def test_having_sugar_is_diabetes_and_sugar_bought_stays():
    notes = {
        "workspace/MEMORY.md": '# Memory\n- Type 2 diabetes ("the sugar") since September 2024. Metformin 1000 mg.\n',
        "workspace/memory/2026-02-06.md": "# 2026-02-06\n- Buy sugar, flour and cornmeal for the house.\n",
    }
    d = _derive("Forget that I have sugar, please. Nobody at work need to know dat.", notes)
    assert d.outcome is Outcome.SUBJECT, d
    m = d.subject.matcher()
    assert m.matches('- Type 2 diabetes ("the sugar") since September 2024. Metformin 1000 mg.')
    assert not m.matches("- Buy sugar, flour and cornmeal for the house.")


def test_the_area_code_of_a_removed_phone_number_is_no_clue_of_its_own():
    from lethe.workflow.residual import distinctive

    gone = "- Sister: Darlene Pickett, in Enterprise, cell (334) 347-1986."
    clues = distinctive([(gone, "- Sister: Darlene Pickett, in Enterprise.")], {"darlene", "pickett"}, Counter())
    assert [getattr(c, "text", c) for c in clues] == ["347-1986"], clues
    clues = distinctive([("- Room 142, bed by the window.", "")], set(), Counter())
    assert "142" in [getattr(c, "text", c) for c in clues], clues


@pytest.mark.parametrize(
    ("text", "lang"), [("Ma maladie du sang là", "fr"), ("personne ne sait pour la drépano", "fr")]
)
def test_a_blood_disease_and_drepano_name_sickle_cell(text, lang):
    from lethe.planner.understanding import concepts
    from lethe.planner.understanding.words import folded_words

    found = concepts.named_in(text, lang) or [c for c in concepts.table() if c.in_words(folded_words(text), lang)]
    assert "sickle_cell" in [c.name for c in found], found


@pytest.mark.parametrize(
    "text",
    [
        "Oye, que no se te olvide: mañana viene el de Sysco a las 6, déjale la puerta de atrás abierta a Rosa.",
        "Franchement j'arrive pas à oublier la tête du Hafenmeister quand je lui ai dit ses quatre vérités, haha.",
        "I can't forget the look on his face.",
        "No puedo olvidar su cara.",
    ],
)
def test_dont_let_it_slip_and_i_cant_forget_ask_nothing_forgotten(text):
    u = read(text)
    assert u.move.value == "none" and not u.items, (u.move, u.items)


@pytest.mark.parametrize(
    "text", ["Please forget my ex's number, I can't forget him otherwise.", "Oublie ça, j'arrive pas à oublier sinon."]
)
def test_a_request_before_i_cant_forget_still_asks(text):
    assert read(text).move.value == "request"


def test_a_topic_named_by_a_number_takes_the_sentences_that_say_it():
    notes = {
        "workspace/MEMORY.md": "# Memory\n- Chapter 13 bankruptcy filed April 2, case no. 26-30417. Attorney: Wade "
        "Tillman. 341 meeting of creditors was May 12 in Montgomery.\n",
        "workspace/memory/2026-03-15.md": "# 2026-03-15\n- Business meeting at Shiloh, the pastor was rude.\n",
    }
    d = _derive("Forget that 341 meeting business.", notes)
    assert d.outcome is Outcome.SUBJECT, d
    assert d.subject.anchors == ["341 meeting of creditors was May 12 in Montgomery."], d.subject.anchors


def test_two_lawyers_named_in_passing_ask_which_and_a_term_of_address_says_nothing():
    notes = {
        "workspace/MEMORY.md": "# Memory\n- Chapter 13 filed April 2. Attorney: Wade Tillman, (334) 262-8803.\n"
        "- Tyler's adoption: hearing in July. Adoption attorney Janet Voss, (334) 670-2231.\n",
    }
    assert read("Forget my lawyer's phone number, hon.").items[0].words == []
    d = _derive("Forget my lawyer's phone number, hon.", notes)
    assert d.outcome is Outcome.CLARIFY, d
    assert sorted(d.candidates) == ["Janet", "Wade"], d.candidates


def test_no_longer_is_a_reason_not_a_correction():
    u = read("And her number, I no longer need it.")
    assert u.move.value == "add", u.move


def test_a_firm_named_after_the_lawyer_of_a_matter_is_followed():
    notes = {
        "workspace/MEMORY.md": "# Memory\n- Divorced from Siobhan (final decree March 2026); solicitor Gráinne "
        "Hayes at Hayes & Co.\n",
    }
    d = _derive("Now that it's all done, clear out everything about the divorce.", notes)
    assert d.outcome is Outcome.SUBJECT, d
    assert d.subject.matcher().matches("Pay the Hayes & Co. final invoice for the divorce (€2,150)."), d.subject


def test_forget_i_ever_mentioned_him_is_about_whom_the_conversation_named_never_the_user():
    notes = {
        "workspace/USER.md": "# User\n- Loretta Mae Hollis, born 1963, owns and runs Loretta's Diner in Troy.\n",
        "workspace/MEMORY.md": "# Memory\n- Loretta's Diner: open 5:30 am to 2 pm, closed Sundays.\n"
        "- Feud with Pastor Dale Crenshaw at Shiloh Baptist over the building fund.\n",
    }
    turns = [
        SimpleNamespace(position=0, role="user", text="Pastor Crenshaw cornered me today and told me to drop it."),
        SimpleNamespace(position=1, role="assistant", text="I'm sorry, Loretta. Do you want me to note it?"),
        SimpleNamespace(position=2, role="user", text="No."),
        SimpleNamespace(position=3, role="user", text="Ugh. Forget I ever brought that man up."),
    ]
    assert [i.text for i in read("Forget I ever brought that man up.").items] == ["everything about him"]
    d = derive(turns, lambda: list(notes.items()))
    said = " ".join(d.subject.anchors) if d.subject else ""
    assert "Diner" not in said and "Troy" not in said, d


@pytest.mark.parametrize(
    "request_text",
    [
        "Vergiss, dass ich den Typen überhaupt mal erwähnt hab.",
        "Vergiss bitte, dass ich den Kerl irgendwann erwähnt hatte.",
        "Olvida por favor que te hablé de ese tío.",
    ],
)
def test_forget_that_i_ever_mentioned_him_after_please_or_with_mal_or_hatte(request_text):
    assert [i.text for i in read(request_text).items] == ["everything about him"]


def test_the_one_of_someone_called_by_the_name_they_go_by_is_theirs_of_the_same_kind():
    notes = {
        "workspace/MEMORY.md": '# Memory\n- Mann: Ferdinand „Ferdl" Pichler, 61, Handy 0664 382 71 19.\n'
        '- Beste Freundin: Hermine „Minnerl" Strobl, Handy 0664 250 93 17.\n'
        "- Der Ferdl sauft, zwei Doppler am Tag.\n",
    }
    d = _derive_after(
        "Vergiss bitte die Handynummer von der Minnerl.",
        "Und die vom Ferdl a gleich, der hat eh a neues Handy.",
        notes,
        status="forgotten",
    )
    assert d.outcome is Outcome.SUBJECT, d
    assert "0664 382 71 19" in {v.text for v in d.subject.values}, d.subject.values
    assert not d.subject.matcher().matches("- Der Ferdl sauft, zwei Doppler am Tag."), d.subject


def test_the_yes_to_a_plan_adds_nothing_to_what_comes_after_it():
    notes = {
        "workspace/MEMORY.md": '# Memory\n- Mann: Ferdinand „Ferdl" Pichler, 61, Handy 0664 382 71 19.\n'
        '- Beste Freundin: Hermine „Minnerl" Strobl, Handy 0664 250 93 17.\n'
        "- Der Ferdl sauft, zwei Doppler am Tag.\n",
    }
    turns = [
        SimpleNamespace(position=0, role="user", text="Vergiss bitte die Handynummer von der Minnerl."),
        SimpleNamespace(position=1, role="toolResult", tool_name="forget.plan", text='{"status": "planned"}'),
        SimpleNamespace(position=2, role="user", text="Jo, passt, weg damit."),
        SimpleNamespace(position=3, role="toolResult", tool_name="forget.confirm", text='{"status": "forgotten"}'),
        SimpleNamespace(position=4, role="user", text="Und die vom Ferdl a gleich, der hat eh a neues Handy."),
    ]
    d = derive(turns, lambda: list(notes.items()))
    assert d.outcome is Outcome.SUBJECT, d
    assert {v.text for v in d.subject.values} == {"0664 382 71 19"}, d.subject.values


def test_money_taken_from_someone_is_their_line_with_the_sum_and_mum_says_from_whom():
    notes = {
        "workspace/MEMORY.md": "# Memory\n- Mum: Glenys Fitzgerald, Redcliffe, 0407 552 190.\n"
        "- Corey is on the ice again. Lost his apprenticeship, took $800 out of Mum's purse at Easter. "
        "Mum doesn't know he's using again.\n",
    }
    item = read("Just forget the bit about Corey nicking money off Mum.").items[0]
    assert "mum" not in item.words, item.words
    d = _derive("Just forget the bit about Corey nicking money off Mum. Only that.", notes)
    assert d.outcome is Outcome.SUBJECT, d
    m = d.subject.matcher()
    assert m.matches("- Corey is on the ice again. Lost his apprenticeship, took $800 out of Mum's purse at Easter.")
    assert not m.matches("- Mum: Glenys Fitzgerald, Redcliffe, 0407 552 190.")


@pytest.mark.parametrize(
    ("text", "lang", "concept"),
    [
        ("Malia told us she's hapai", "en", "pregnancy"),
        ("Remesa de Osmany: 300 USD al mes", "es", "money_transfer"),
        ("the money my brother sends me every month", "en", "money_transfer"),
        ("Dat ich beim Buchmacher inne Kreide steh", "de", "gambling"),
        ("Dat ich beim Buchmacher inne Kreide steh", "de", "debt"),
        ("Erbstreit um Mamas Haus", "de", "inheritance"),
    ],
)
def test_more_words_of_matters(text, lang, concept):
    from lethe.planner.understanding import concepts
    from lethe.planner.understanding.words import folded_words

    found = concepts.named_in(text, lang) + [c for c in concepts.table() if c.in_words(folded_words(text), lang)]
    assert concept in [c.name for c in found], found


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("Ach, ond wo mir grad dabei sen: was der Gutachter für Mamas Haus gsagt hat, des au.", ["gutachter", "haus"]),
        ("Bissle. Aber vergiss des mit dem Tennisclub, gell.", ["tennisclub"]),
    ],
)
def test_swabian_fillers_and_and_too(text, words):
    u = read(text)
    assert u.items and all(w in u.items[0].words for w in words), u.items
    assert not any(w in ("bissle", "gell", "ond", "sen") for i in u.items for w in i.words), u.items


def test_forget_all_that_takes_the_one_matter_the_assistant_named():
    notes = {
        "workspace/MEMORY.md": "# Memory\n- Panikattacken seit Oktober 2025: Herzrase, koi Luft, Zittern. "
        "Therapie bei Annette Fischle. Für Notfälle Tavor.\n- Mehlstauballergie, Asthma-Spray im Lade.\n",
    }
    turns = [
        SimpleNamespace(position=0, role="user", text="Heut Nacht wieder, um drei, Herzrase ond koi Luft."),
        SimpleNamespace(
            position=1,
            role="assistant",
            text="Das klingt nach einer weiteren Panikattacke. Hilft dir, was du in der Therapie geübt hast?",
        ),
        SimpleNamespace(position=2, role="user", text="Bissle. Aber des isch mir so peinlich."),
        SimpleNamespace(position=3, role="user", text="Lösch des alles, au des vo früher."),
    ]
    d = derive(turns, lambda: list(notes.items()))
    assert d.outcome is Outcome.SUBJECT, d
    m = d.subject.matcher()
    assert m.matches("- Panikattacken seit Oktober 2025: Herzrase, koi Luft, Zittern.")
    assert not m.matches("- Mehlstauballergie, Asthma-Spray im Lade.")
    assert "depression" not in d.subject.descriptor, d.subject.descriptor


def test_of_two_lawyers_the_one_no_line_of_the_matter_names_stays():
    notes = {
        "workspace/MEMORY.md": "# Memory\n- Klage vom Marco Santoro am Arbeitsgericht. Unser Anwalt: Dr. Markus "
        "Stäbler, 0711 22 64 90.\n- Erbstreit um Mamas Haus: Testament von 2011. Meine Anwältin: Ines Hägele, "
        "Erbrecht, 07151 56 03 18.\n",
        "workspace/memory/2026-01-30.md": "# 2026-01-30\n- Dr. Stäbler sagt, mir solle alle Stundezettel rausgebe.\n",
    }
    d = _derive("Oye, borra todo lo de la herencia de mi madre: la casa, el testamento, la abogada, todo.", notes)
    assert d.outcome is Outcome.SUBJECT, d
    assert not d.subject.matcher().matches("- Dr. Stäbler sagt, mir solle alle Stundezettel rausgebe."), d.subject


def test_a_part_whose_words_are_in_what_was_found_is_no_other_thing():
    notes = {
        "workspace/MEMORY.md": '# Memory\n- Wettschulden: 1.800 € beim Wettbüro „Sportwetten Arena" an der '
        "Bismarckstraße. Will jeden Ersten 200 €.\n",
    }
    d = _derive(
        "Dat ich beim Buchmacher anne Bismarckstraße inne Kreide steh und dem jeden Ersten wat hinbring, dat "
        "vergisste ma ganz schnell.",
        notes,
    )
    assert d.outcome is Outcome.SUBJECT, d


@pytest.mark.parametrize(
    ("text", "items"),
    [
        ("Mach die Nummer vom Eberhard weg.", ["die Nummer vom Eberhard"]),
        ("Mach ma drei Sachen wech: wieviel BG-Rente ich krieg, und die Nummer vom Manolo.", None),
        ("Olvida dónde escondo el dinero, nada más eso. Lo demás déjalo como está.", ["dónde escondo el dinero"]),
        (
            "Could you forget all about the fella who used to bake for us and is now dragging us to the labour court?",
            ["all about the fella who used to bake for us and is dragging us to the labour court"],
        ),
    ],
)
def test_german_verbs_around_what_goes_only_that_and_a_clause_going_on(text, items):
    u = read(text)
    assert u.move.value == "request", u.move
    if items is None:
        assert [i.text for i in u.items][0] == "wieviel BG-Rente ich krieg" and len(u.items) == 2, u.items
    else:
        assert [i.text for i in u.items] == items, u.items


def test_i_will_remove_it_myself_asks_nothing():
    assert read("Das mach ich später weg.").move.value == "none"


@pytest.mark.parametrize(
    "request_text",
    [
        "oubli le numéro de fatou diallo stp, ellle a changé de puce",
        "vergis bitte d'nummr vo dr fatou diallo, mir sen grad ned so guad mitnander",
    ],
)
def test_a_clause_of_someone_doing_something_after_what_was_found_is_the_reason(request_text):
    notes = {
        "workspace/MEMORY.md": "# Mémoire\n- Amie : Fatou Diallo, 06 51 27 93 48.\n- Poissonnerie : étal n° 14.\n",
    }
    d = _derive(request_text, notes)
    assert d.outcome is Outcome.SUBJECT, d
    assert {v.text for v in d.subject.values} == {"06 51 27 93 48"}, d.subject.values
    assert not {"puce", "mitnander"} & set(d.subject.asked), d.subject.asked


def test_the_gendered_form_of_a_role_picks_whose_line_calls_them_so():
    notes = {
        "workspace/MEMORY.md": "# Memory\n- Klage vom Marco Santoro am Arbeitsgericht. Unser Anwalt: Dr. Markus "
        "Stäbler, 0711 22 64 90.\n- Erbstreit um Mamas Haus. Meine Anwältin: Ines Hägele, Erbrecht, Waiblingen, "
        "07151 56 03 18.\n",
    }
    d = _derive("Vergiss d'Nummer vo meiner Anwältin, gell.", notes)
    assert d.outcome is Outcome.SUBJECT, d
    assert {v.text for v in d.subject.values} == {"07151 56 03 18"}, d.subject.values
    for request_text in ("Vergiss die Nummer von meinem Anwalt.", "Vergiss die Nummer meines Anwalts."):
        d = _derive(request_text, notes)
        assert d.outcome is Outcome.SUBJECT, (request_text, d)
        assert {v.text for v in d.subject.values} == {"0711 22 64 90"}, d.subject.values
    assert _derive("Forget my lawyer's number.", notes).outcome is Outcome.CLARIFY


def test_my_brother_the_one_in_miami_is_a_brother_by_where_and_que_ese_ya_no_lo_usa_is_why():
    notes = {
        "workspace/MEMORY.md": "# Memoria\n- Hermano: Yasmany Ortega, vive en Miami, +1 (305) 884-2176.\n"
        "- Hermano: Reinier Ortega, vive en Cienfuegos, 5 234 5678.\n",
    }
    assert [i.text for i in read("Borra el teléfono de mi hermano el de Miami, que ese ya no lo usa.").items] == [
        "el teléfono de mi hermano el de Miami"
    ]
    d = _derive("Borra el teléfono de mi hermano el de Miami, que ese ya no lo usa.", notes)
    assert d.outcome is Outcome.SUBJECT, d
    assert {v.text for v in d.subject.values} == {"+1 (305) 884-2176"}, d.subject.values


def test_a_role_said_after_what_else_someone_is_is_theirs_and_a_swapped_last_name_picks_them():
    notes = {
        "workspace/MEMORY.md": "# Memory\n- Kylie Brennan, Nurse Unit Manager in ED, my boss, 0438 190 226.\n"
        "- Kylie Nguyen, ED nurse and netball mate (Carina Crushers), 0421 605 377.\n",
    }
    assert _derive("Forget Kylie's number.", notes).outcome is Outcome.CLARIFY
    d = _derive("can u forget kylie nugyen's numbr pls, shes got a new fone", notes)
    assert d.outcome is Outcome.SUBJECT, d
    assert {v.text for v in d.subject.values} == {"0421 605 377"}, d.subject.values
    d = _derive("Forget my boss's number.", notes)
    assert d.outcome is Outcome.SUBJECT, d
    assert {v.text for v in d.subject.values} == {"0438 190 226"}, d.subject.values


@pytest.mark.parametrize(
    "request_text",
    [
        "K, all dat stuff we was just talking about — erase um.",
        "Efface ce dont on parlait.",
        "Delete what we were talking about.",
        "Borra lo que hablamos.",
    ],
)
def test_what_we_were_talking_about_and_pidgin_um_point_back(request_text):
    assert [i.kind for i in read(request_text).items] == [ItemKind.POINTER], read(request_text).items


def test_three_things_please_in_bavarian_lists_three_and_the_last_is_no_topic_of_the_one_before():
    u = read(
        "Drei Sachen bittschön: die Handynummer vom Thomas, des mit dem Reserveschlüssel beim Kovács, und was i an "
        "Miete zahl."
    )
    assert u.move is Move.REQUEST, u
    assert len(u.items) == 3, u.items
    assert not u.items[2].topic, u.items[2]


@pytest.mark.parametrize(
    ("request_text", "count"),
    [
        ("Weißt du was, alles, was du über ihre Geldgeschichten gespeichert hast, kommt weg.", 1),
        ("Aupa! Ahaztu, mesedez, lo de amama y la residencia, ¿vale? Eskerrik asko.", 2),
    ],
)
def test_kommt_weg_and_basque_ahaztu_ask_to_forget(request_text, count):
    u = read(request_text)
    assert u.move is Move.REQUEST, u
    assert len(u.items) == count, u.items


def test_what_someone_paid_for_something_is_the_sum():
    notes = {
        "workspace/MEMORY.md": "# Memory\n- Großauftrag: Kniestock-Schränke und Treppe bei Familie Aigner in "
        "Brannenburg, 18.500 €.\n- Sparbuch für den Florian: ich zahl 100 € im Monat ein.\n",
        "workspace/memory/2026-06-03.md": "- Aigner hat zahlt, 18,5k. Endlich.\n",
    }
    d = _derive("Vergiss, was der Aigner für de Kniestock-Schränk zahlt hat.", notes)
    assert d.outcome is Outcome.SUBJECT, d
    assert {"18.500 €", "18,5k"} <= {v.text for v in d.subject.values}, d.subject.values
    assert "100 €" not in {v.text for v in d.subject.values}


def test_everything_about_someone_then_a_colon_list_is_all_of_them():
    notes = {
        "workspace/MEMORY.md": "# Mémoire\n## Sécurité / Kevin\n- Kevin Thiry, mon ex (séparés en octobre 2025).\n"
        "- Ordonnance d'interdiction de contact, dossier 26/1187/A.\n",
        "workspace/memory/2026-05-20.md": "- D'après Bertrand, Kevin a emménagé rue des Vennes 41. Trop près.\n",
    }
    d = _derive("Supprime tout ce qui touche à Kevin : l'ordonnance, la plainte, son adresse, tout.", notes)
    assert d.outcome is Outcome.SUBJECT, d
    assert d.subject.matcher().matches("- D'après Bertrand, Kevin a emménagé rue des Vennes 41. Trop près."), d


@pytest.mark.parametrize(
    ("request_text", "first"),
    [
        ("Actually, I don't want any record of that whole business anywhere.", "that whole business"),
        (
            "Écoutez, ce rendez-vous de juin et tout ce qui explique pourquoi je le prends, je préfère que vous n'en "
            "gardiez aucune trace.",
            "ce rendez-vous de juin",
        ),
        (
            "Justement, ce truc-là, et l'histoire de comment c'est arrivé au volant — je veux plus que ce soit noté "
            "nulle part.",
            "ce truc-là",
        ),
        ("Des, wos ma im März in da linken Seitn gfunden ham – des mecht i nimma bei dir ham.", "Des, wos ma"),
    ],
)
def test_not_wanting_any_record_of_it_asks_to_forget_what_it_names(request_text, first):
    u = read(request_text)
    assert u.move is Move.REQUEST, u
    assert u.items and u.items[0].text.startswith(first), u.items


def test_a_legal_guardianship_is_a_matter_in_any_language():
    notes = {
        "workspace/MEMORY.md": "# Memory\n- Schwester: Renate Kowalczyk, 76, Demenz, im Seniorenheim St. Anna.\n"
        "- Betreuung für Renate: ich bin seit Oktober 2025 ihr gesetzlicher Betreuer (Amtsgericht, Az. 12 XVII "
        "388/25).\n- Skatabend donnerstags mit Heinz.\n",
        "workspace/memory/2026-03-19.md": "- Frau Sander vom Betreuungsverein war da, Vermögensbericht fertig.\n",
    }
    d = _derive("Borra todo lo de la tutela de mi hermana Renate, por favor.", notes)
    assert d.outcome is Outcome.SUBJECT, d
    m = d.subject.matcher()
    assert m.matches("- Frau Sander vom Betreuungsverein war da, Vermögensbericht fertig."), d.subject
    assert not m.matches("- Skatabend donnerstags mit Heinz."), d.subject


def test_a_deportation_said_in_slang_is_the_deportation_wherever_it_is_written():
    notes = {
        "workspace/MEMORY.md": "# Memoria\n- Esposo: Edwin Rojas, 47, +51 952 318 407.\n- Edwin: expulsado de Chile "
        "en marzo de 2026 (la PDI lo sacó por Chacalluta), no puede volver a entrar por 10 años.\n",
        "workspace/memory/2026-03-08.md": "- Edwin llamó desde Tacna: lo botaron de Chile, la PDI lo subió a un bus.\n",
    }
    d = _derive("Oye, olvídate que a Edwin lo botaron de Chile, ya fue.", notes)
    assert d.outcome is Outcome.SUBJECT, d
    m = d.subject.matcher()
    assert m.matches(
        "- Edwin: expulsado de Chile en marzo de 2026 (la PDI lo sacó por Chacalluta), no puede volver a entrar por "
        "10 años."
    ), d.subject.anchors
    assert "+51 952 318 407" not in {v.text for v in d.subject.values}


def test_losing_a_baby_is_the_miscarriage_in_the_line_that_says_it():
    notes = {
        "workspace/MEMORY.md": "# Memory\n- Partner: Yaiza Hernández, 44, nurse at Aintree, 07821 445 019. Lost a baby "
        "in January at eleven weeks.\n",
    }
    d = _derive("Forget about Yaiza losing the baby in January. Keep her number.", notes)
    assert d.outcome is Outcome.SUBJECT, d
    assert d.subject.matcher().matches("Lost a baby in January at eleven weeks."), d.subject.anchors
    assert "07821 445 019" not in {v.text for v in d.subject.values}


def test_the_tummy_surgery_said_before_all_of_it_is_the_cosmetic_surgery():
    notes = {
        "workspace/MEMORY.md": "# Memoria\n- Lipo 360 y abdominoplastia el 2 de marzo en la Clínica Bellaforma. "
        "Complicación: seroma e infección.\n- Mi mamá: Rubiela, 0300 412 7788.\n",
        "workspace/memory/2026-03-02.md": "- Hoy me operé: lipo y abdomen.\n",
    }
    d = _derive("hey so the surgery I had in March that went bad, the tummy one — forget all of it please.", notes)
    assert d.outcome is Outcome.SUBJECT, d
    m = d.subject.matcher()
    assert m.matches("- Lipo 360 y abdominoplastia el 2 de marzo en la Clínica Bellaforma."), d.subject.anchors
    assert not m.matches("- Mi mamá: Rubiela, 0300 412 7788.")


def test_belgian_une_fois_is_no_object():
    assert [i.text for i in read("Tout ce qui concerne la maladie de Raymond, efface-le, une fois.").items] == [
        "Tout ce qui concerne la maladie de Raymond"
    ]


@pytest.mark.parametrize(
    ("request_text", "items"),
    [
        ("Can you forget that Gary got made redundant, love?", ["that Gary got made redundant"]),
        ("Forget about the payday loan, lad. Yaiza'd go spare if she ever saw it.", ["about the payday loan"]),
        (
            "Billy's number from the union, get rid of it wherever it's written, I'll get it off the lads.",
            ["Billy's number from the union"],
        ),
        ("Borralo todo de una.", [""]),
        (
            "Vergiss bitte alles über den Prozess von meinem Bruder Paul. Er ist immer noch mein Bruder, aber das muss "
            "hier nicht stehen.",
            ["alles über den Prozess von meinem Bruder Paul"],
        ),
    ],
)
def test_whom_the_user_speaks_to_and_what_they_say_of_someone_are_no_items(request_text, items):
    assert [i.text for i in read(request_text).items] == items


def test_a_physio_by_any_name_and_a_name_typed_small_say_whose_number():
    notes = {
        "workspace/MEMORY.md": "# Memory\n- Kiné: Julien Ernst, à domicile, 0472 19 84 06.\n"
        "- Enkel: Finn Pütz, 15, 0157 2290 6614.\n- Sohn: Markus Pütz, 0171 448 2210.\n",
    }
    d = _derive("efase le gsm du kinée stp, il en a un nouvo", notes)
    assert d.outcome is Outcome.SUBJECT, d
    assert {v.text for v in d.subject.values} == {"0472 19 84 06"}, d.subject.values
    d = _derive("vergis di handynumer vom fin, dä hätt ne neue unn di ald is veralltet", notes)
    assert d.outcome is Outcome.SUBJECT, d
    assert {v.text for v in d.subject.values} == {"0157 2290 6614"}, d.subject.values


def test_a_german_role_before_whose_it_is_is_their_number_in_koelsch():
    notes = {
        "workspace/MEMORY.md": "# Memory\n- Enkel: Jannik Pütz, 19, 0152 771 0934.\n- Jannik: Anklage am Jugendgericht "
        "Köln. Anwältin: Dr. Sabine Kreuzberg, 0221 925 40 17.\n",
    }
    d = _derive("De Telefonnummer vun dä Anwältin vum Jannik, die kanns de fottschmieße.", notes)
    assert d.outcome is Outcome.SUBJECT, d
    assert {v.text for v in d.subject.values} == {"0221 925 40 17"}, d.subject.values


def test_the_users_name_line_is_never_part_of_a_matter_through_a_shared_middle_name():
    notes = {
        "workspace/USER.md": "# User\n- Yolima Andrea Cardona Restrepo, 36, nacida en Medellín.\n",
        "workspace/MEMORY.md": "# Memoria\n- Abogada: Dra. Paula Andrea Henao, +57 300 612 4490.\n- Custodia: Jhon "
        "Jairo metió demanda de custodia en el Juzgado 4 de Familia. Audiencia el 16 de julio.\n",
    }
    d = _derive("Todo lo de la custodia: la demanda, la audiencia, la abogada. Borralo todo.", notes)
    assert d.outcome is Outcome.SUBJECT, d
    assert not d.subject.matcher().matches("- Yolima Andrea Cardona Restrepo, 36, nacida en Medellín."), d


def test_tb_and_a_waterworks_scare_name_their_matters():
    notes = {
        "workspace/MEMORY.md": "# Memoria\n- TBC pulmonar, diagnóstico el 20 de enero de 2026. Tratamiento DOTS: "
        "pastillas todos los días a las 8 am.\n- Hija: Kiara, 16.\n",
    }
    d = _derive("Can you forget everything about my TB? The diagnosis, the pills, all of it.", notes)
    assert d.outcome is Outcome.SUBJECT, d
    assert d.subject.matcher().matches("- TBC pulmonar, diagnóstico el 20 de enero de 2026."), d.subject.anchors
    notes = {
        "workspace/MEMORY.md": "# Memory\n- PSA came back high (7.2) in March. Biopsy at the Royal, urology. Result: "
        "benign.\n- Taxi licence: badge 4471.\n",
    }
    u = read(
        "That scare I had with me waterworks, the one where they thought it might be the big C — forget all "
        "that, boss. Turned out nowt anyway."
    )
    assert [i.text for i in u.items] == ["That scare I had with me waterworks"], u.items
    d = _derive("Forget that scare I had with me waterworks.", notes)
    assert d.outcome is Outcome.SUBJECT, d
    assert d.subject.matcher().matches("- PSA came back high (7.2) in March."), d.subject.anchors


def test_he_wants_two_things_gone_typed_for_someone_asks():
    u = read(
        "Hi, Finn here typing for Grandad. He wants two things gone: the fishing trips at Fühlinger See, and the "
        "bit about his knee."
    )
    assert u.move is Move.REQUEST, u
    assert len(u.items) == 2, u.items


def test_a_verb_has_no_plural_so_the_garden_is_no_keep():
    u = read("Everything about the garden wall business with Pardoe next door, the letters, all of it. Bin it.")
    assert u.move is Move.REQUEST, u


def test_a_sum_after_an_article_in_a_list_is_a_thing_of_its_own():
    texts = [
        i.text
        for i in read("Quítame tres cosas: lo de la rodilla, los 300 que le debo a Curro y el móvil de Rocío.").items
    ]
    assert "los 300 que le debo a Curro" in texts, texts


def test_saxon_two_things_kannste_and_ooch_and_a_whole_name_says_which_of_two():
    notes = {
        "workspace/MEMORY.md": "# Memory\n- Schwester: Gisela Pötzsch, 78, in Halle, 0345 682 19 04.\n"
        "- Freundin: Ingrid Bähr, Nachbarin im 5. Stock, ooch ehemalige Schwester, 0341 941 27 63.\n"
        "- Freundin: Ingrid Reichelt vom Kirchenchor, 0341 422 80 15.\n"
        "- Grauer Star rechts, OP im September in der Augenklinik Liebigstraße.\n",
    }
    request = "Zwee Sachen: die Nummer von der Ingrid Bähr kannste löschen, und das mit dem grauen Star ooch."
    assert len(read(request).items) == 2
    d = _derive(request, notes)
    assert d.outcome is Outcome.SUBJECT, d
    values = {v.text for v in d.subject.values}
    assert "0341 941 27 63" in values and "0341 422 80 15" not in values and "0345 682 19 04" not in values, values
    assert d.subject.matcher().matches("- Grauer Star rechts, OP im September in der Augenklinik Liebigstraße.")


def test_but_leave_the_pardner_keeps_it_and_what_is_owed_on_her_card_is_not_her_overdraft():
    notes = {
        "workspace/MEMORY.md": "# Memory\n- Shanice: £3,200 overdraft with Santander from uni.\n"
        "- Shanice's credit card: £1,500 left on it, I pay £150 a month off it for her.\n"
        "- Pardner with Marcia's church sisters: £100 a week, my draw is September.\n",
    }
    u = read("Forget what Shanice owes on her card, but leave the pardner where it is.")
    assert [i.text for i in u.items] == ["how much Shanice owes on her card"], u.items
    assert [i.text for i in u.kept] == ["the pardner where it is"], u.kept
    d = _derive("Forget what Shanice owes on her card, but leave the pardner where it is.", notes)
    assert d.outcome is Outcome.SUBJECT, d
    assert "£3,200" not in {v.text for v in d.subject.values}, d.subject.values


def test_everything_about_a_matter_then_a_dashed_list_is_that_matter():
    items = read(
        "Alles zu Ricos Zockerei – die Wetten, die Automaten, das Geld, was ich ihm zugesteckt hab – alles raus da."
    ).items
    assert [i.text for i in items][:3] == ["Alles zu Ricos Zockerei", "die Wetten", "die Automaten"], items
    items = read(
        "She wants you to forget everything about her sugar – the insulin, the readings, the night-time hypos."
    ).items
    assert [i.text for i in items][:2] == ["everything about her sugar", "the insulin"], items


def test_a_capital_after_a_semicolon_and_a_length_are_clues_of_what_went():
    from lethe.workflow.residual import distinctive

    gone = "- Prostate cancer, diagnosed January 2026: PSA 14.2. Radiotherapy at the QE; Prostap every 3 months."
    texts = [c if isinstance(c, str) else c.text for c in distinctive([(gone, "")], set(), Counter())]
    assert "Prostap" in texts, texts
    gone = "- Garden wall: Keith Pardoe says our wall sits 40cm on his side."
    texts = [c if isinstance(c, str) else c.text for c in distinctive([(gone, "")], {"keith", "pardoe"}, Counter())]
    assert "40cm" in texts, texts
    gone = "- Hausarzt: Dr. Reinhold Url, Annenstraße 22; Ordination 0316 71 45 90."  # (German: every noun's capital)
    clues = distinctive([(gone, "")], {"reinhold", "url"}, Counter(), langs={gone: "de"})
    assert "Ordination" not in [c if isinstance(c, str) else c.text for c in clues], clues


def test_a_class_is_the_course_in_any_language():
    notes = {
        "workspace/MEMORY.md": "# Memoria\n- Curso de francés los sábados en la Alianza Francesa, nivel A2.\n"
        "- Máquina Singer industrial a crédito en Alkosto.\n",
        "workspace/memory/2026-05-13.md": "- Clase de francés: le subjonctif, burda de difícil.\n",
    }
    d = _derive("Borra lo del curso de francés, ya no voy.", notes)
    assert d.outcome is Outcome.SUBJECT, d
    assert d.subject.matcher().matches("- Clase de francés: le subjonctif, burda de difícil."), d.subject.anchors


@pytest.mark.parametrize(
    "request_text",
    [
        "Bon. Tout ça, ce que je viens de te raconter sur mon drôle, je veux pas que ça reste nulle part.",
        "Eso que te he contao de mi chiquillo, bórralo de tó los laos.",
        "hey, it's Ender typing for my aunt. she wants everything she just told you about Dani and that guy wiped.",
    ],
)
def test_what_was_just_told_about_a_child_or_someone_in_french_andalusian_and_typed_for_someone(request_text):
    items = read(request_text).items
    assert [i.kind for i in items] == [ItemKind.RECALL], items


def test_all_of_that_skips_an_answer_that_only_takes_up_what_was_told():
    notes = {
        "workspace/MEMORY.md": "# Memory\n- Brother: Winston Campbell, 61, in Kingston, Jamaica, +1 876 555 0193.\n"
        "- Winston: the Home Office refused his Windrush Scheme application, ref HU/04412/2025.\n"
        "- Garden wall: Keith Pardoe says our wall sits 40cm on his side; his solicitor wrote in March.\n",
    }
    turns = [
        SimpleNamespace(
            position=0,
            role="user",
            text="Our Winston's been on the phone from Kingston again. Home "
            "Office turned down his Windrush claim, he's appealing with a solicitor at the Law Centre.",
        ),
        SimpleNamespace(position=1, role="assistant", text="I'm sorry to hear that. Anything I can help with?"),
        SimpleNamespace(position=2, role="user", text="Nah, the solicitor's on it."),
        SimpleNamespace(position=3, role="assistant", text="Alright."),
        SimpleNamespace(position=4, role="user", text="Right, scrub all of that, it's his business not mine."),
    ]
    d = derive(turns, lambda: list(notes.items()))
    assert d.outcome is Outcome.SUBJECT, d
    m = d.subject.matcher()
    assert m.matches("- Winston: the Home Office refused his Windrush Scheme application, ref HU/04412/2025.")
    assert not m.matches("- Garden wall: Keith Pardoe says our wall sits 40cm on his side; his solicitor wrote.")
    assert not m.matches("- Brother: Winston Campbell, 61, in Kingston, Jamaica, +1 876 555 0193.")


def test_everyday_words_a_note_writes_together_and_tablets_name_things():
    notes = {
        "workspace/MEMORY.md": "# Memory\n- Blood pressure: amlodipine 5 mg from Dr Sandhu.\n"
        "- Ran a sound system, Irie Vibes, in the 90s; still got the boxes in the loft.\n",
    }
    d = _derive("Forget the old sound system and my blood pressure tablets.", notes)
    assert d.outcome is Outcome.SUBJECT, d
    m = d.subject.matcher()
    assert m.matches("- Blood pressure: amlodipine 5 mg from Dr Sandhu.")
    assert m.matches("- Ran a sound system, Irie Vibes, in the 90s; still got the boxes in the loft.")


def test_a_name_said_right_after_what_goes_goes_with_it():
    line = "- Aston Villa season ticket, Holte End."
    assert rewritten(line, Matcher([Value("Villa")]).spans(line)) == ""
    line = "- Texas RN license 912447, renew by 2026-09-30."
    assert rewritten(line, Matcher([Value("912447")]).spans(line)) == "- renew by 2026-09-30."


@pytest.mark.parametrize(
    ("request_text", "words"),
    [
        ("Enlève trois choses : mon mal de dos, le fest-noz, et le Stade Brestois.", ["mal"]),
        ("Yow, mi need yuh fi figet mi bredda Errol number, him change it las week.", None),
        ("vergiss ma die nummer von der gisla in hallle", None),
    ],
)
def test_french_back_pain_patois_forget_and_saxon_vergiss_ma(request_text, words):
    items = read(request_text).items
    assert items, request_text
    if words is not None:
        assert items[0].words == words, items


def test_patois_brother_and_a_name_missing_a_letter_say_whose_number():
    notes = {
        "workspace/MEMORY.md": "# Memory\n- Brother: Errol Campbell, 55, lives in Coventry, 07803 552 910.\n"
        "- Schwester: Gisela Pötzsch, 78, in Halle-Neustadt, 0345 682 19 04.\n",
    }
    d = _derive("Yow, mi need yuh fi figet mi bredda Errol number, him change it las week.", notes)
    assert d.outcome is Outcome.SUBJECT, d
    assert {v.text for v in d.subject.values} == {"07803 552 910"}, d.subject.values
    d = _derive("vergiss ma die nummer von der gisla in hallle die hat jetz ne neue", notes)
    assert d.outcome is Outcome.SUBJECT, d
    assert {v.text for v in d.subject.values} == {"0345 682 19 04"}, d.subject.values


def test_what_was_done_is_no_request_and_a_sanction_is_the_fine():
    notes = {
        "workspace/MEMORY.md": "# Memoria\n- Multa de la Junta (Consejería de Pesca) por pasarme de la cuota de "
        "caballa: 6.000 €, expediente SAN-CA-0417/25.\n- Compadre: Curro Benítez, 633 208 415.\n",
    }
    request = "Lo de la sanción de la Junta por haber sacao más pescao de la cuenta, bórralo, pisha."
    assert [i.text for i in read(request).items] == [
        "Lo de la sanción de la Junta por haber sacao más pescao de la cuenta"
    ]
    d = _derive(request, notes)
    assert d.outcome is Outcome.SUBJECT, d
    assert d.subject.matcher().matches("- Multa de la Junta (Consejería de Pesca): 6.000 €."), d.subject.anchors


def test_no_quiero_que_lo_tengas_guardado_asks_and_her_kidneys_are_the_dialysis():
    u = read("Lo de los riñones de mi mamá, no quiero que lo tengas guardado.")
    assert u.move is Move.REQUEST and [i.text for i in u.items] == ["Lo de los riñones de mi mamá"], u.items
    notes = {"workspace/MEMORY.md": "# Memoria\n- Mamá: Carmen Urbina, 78, diálisis tres veces por semana.\n"}
    d = _derive("Lo de los riñones de mi mamá, no quiero que lo tengas guardado.", notes)
    assert d.outcome is Outcome.SUBJECT, d


def test_still_smoking_is_the_smoking_and_the_rest_left_as_it_is_stays():
    notes = {
        "workspace/MEMORY.md": "# Memoria\n- EPOC diagnosticada en 2024: Spiriva por la mañana. Sigo fumando 10 al "
        "día.\n- Herencia: papá le dejó la Carmela II a Paco; yo sigo de patrón al 50 %.\n"
        "- Neumóloga: Dra. Inmaculada Pemán, 956 00 11 22.\n",
        "workspace/memory/2026-03-11.md": "- La Pemán dice que deje er tabaco ya.\n",
    }
    request = "Borra sólo que sigo fumando; lo demás de los pulmones déjalo como está."
    assert [i.text for i in read(request).items] == ["sólo que sigo fumando"]
    d = _derive(request, notes)
    assert d.outcome is Outcome.SUBJECT, d
    m = d.subject.matcher()
    assert m.matches("- La Pemán dice que deje er tabaco ya."), d.subject.anchors
    assert not m.matches("- Herencia: papá le dejó la Carmela II a Paco; yo sigo de patrón al 50 %.")
    assert not m.matches("- Neumóloga: Dra. Inmaculada Pemán, 956 00 11 22.")


def test_her_tumour_takes_her_lines_not_the_users_she_is_named_in_nor_another_chu():
    notes = {
        "workspace/MEMORY.md": "# Mémoire\n- Femme : Soizic Le Gall, 55 ans, 06 71 28 44 03.\n"
        "- Oncologue de Soizic : Dr Hélène Abgrall, CHU de Brest, 02 98 22 35 81.\n"
        "- Soizic : cancer du sein gauche, diagnostiqué en mars 2026. Chimio avec le Dr Abgrall.\n",
        "workspace/memory/2026-02-16.md": "- Pas sorti du lit. Soizic a appelé le Dr Kerboul, puis rendez-vous au "
        "CMP.\n",
        "workspace/memory/2026-04-03.md": "- Erwan au CHU, la main prise dans le treuil.\n",
    }
    d = _derive("Ce que tu sais sur la tumeur de Soizic, la chimio et tout, efface-le.", notes)
    assert d.outcome is Outcome.SUBJECT, d
    m = d.subject.matcher()
    assert m.matches("- Soizic : cancer du sein gauche, diagnostiqué en mars 2026. Chimio avec le Dr Abgrall.")
    assert not m.matches("- Pas sorti du lit. Soizic a appelé le Dr Kerboul, puis rendez-vous au CMP.")
    assert not m.matches("- Erwan au CHU, la main prise dans le treuil.")


def test_everything_just_told_is_every_message_of_it():
    notes = {
        "workspace/MEMORY.md": '# Memoria\n- Hija: Daniela "Dani" Mendoza, 24, call center en Chapinero.\n'
        "- Dani: Yeferson le pega; ella no quiere denunciar.\n",
        "workspace/memory/2026-03-01.md": "- Dani vino con un morado en el brazo. Ese Yeferson es un malandro.\n",
    }
    turns = [
        SimpleNamespace(position=0, role="user", text="Chamo, Dani vino otra vez con el brazo morado. Ese Yeferson…"),
        SimpleNamespace(position=1, role="assistant", text="Lo siento mucho. ¿Dani está a salvo ahora?"),
        SimpleNamespace(position=2, role="user", text="Está en mi casa, pero no quiere denunciar."),
        SimpleNamespace(position=3, role="assistant", text="Entiendo."),
        SimpleNamespace(
            position=4,
            role="user",
            text="hey, it's Ender typing for my aunt. she wants everything she "
            "just told you about Dani and that guy wiped.",
        ),
    ]
    d = derive(turns, lambda: list(notes.items()))
    assert d.outcome is Outcome.SUBJECT, d
    m = d.subject.matcher()
    assert m.matches("- Dani vino con un morado en el brazo. Ese Yeferson es un malandro."), d.subject.anchors
    assert m.matches("- Dani: Yeferson le pega; ella no quiere denunciar.")


def test_the_same_thing_said_again_with_i_mean_is_no_other():
    items = read(
        "Forget the bit about me making chouchen at home, the mead I mean. Not the boat, the boat stays."
    ).items
    assert [i.text for i in items] == ["the bit about me making chouchen at home"], items


def test_a_word_said_alone_to_open_a_sentence_is_no_name_to_follow():
    notes = {
        "workspace/MEMORY.md": "# Memoria\n- Multa de la Junta por la caballa: 6.000 €.\n",
        "workspace/memory/2026-06-10.md": "- Carta de la Junta: desestiman el recurso. Ojú, a pagar en plazos.\n",
        "workspace/memory/2026-01-29.md": "- Illo, a Juanma lo han trincao. Ojú, la Encarni no para de llorar.\n",
    }
    d = _derive("Borra lo de la multa de la Junta.", notes)
    assert d.outcome is Outcome.SUBJECT, d
    assert not d.subject.matcher().matches("- Illo, a Juanma lo han trincao. Ojú, la Encarni no para de llorar.")


def test_a_share_a_rewrite_keeps_of_a_matters_line_is_a_mention_it_was_not_sure_of():
    from lethe.workflow.residual import distinctive

    gone = "- Dominik Haas sagt, er will raus und seine 31 % behalten. Vesting: 4 Jahre; Streit bis 23 Uhr."
    kept = "- Dominik Haas sagt, er will raus und seine 31 % behalten."
    clues = distinctive([(gone, kept)], {"dominik", "haas"}, Counter(), broad=True, whose=frozenset({"dominik"}))
    assert "31 %" in [c if isinstance(c, str) else c.text for c in clues], clues
    gone = "- Doris: Weiterbildung bewilligt, KSW zahlt 70 %. Rückerstattung aufs Lohnkonto (an HR gemailt)."
    clues = distinctive([(gone, "- Doris: Weiterbildung bewilligt, KSW zahlt 70 %.")], {"doris"}, Counter(), broad=True)
    assert "70 %" not in [c if isinstance(c, str) else c.text for c in clues], clues


def test_what_is_kept_shares_the_name_so_the_lines_left_go_whole():
    notes = {
        "workspace/MEMORY.md": "# Mémoire\n- Vieux gréement : le « Chouchen », sloop de 1952, amarré à l'Aber Wrac'h.\n"
        "- Je fais mon chouchen maison, une trentaine de bouteilles par an.\n",
        "workspace/memory/2026-06-01.md": "- Mis en bouteille le chouchen, 30 bouteilles. Yec'hed mat !\n",
    }
    d = _derive(
        "Forget the bit about me making chouchen at home, the mead I mean. Not the boat, the boat stays.", notes
    )
    assert d.outcome is Outcome.SUBJECT, d
    m = d.subject.matcher()
    assert m.matches("- Mis en bouteille le chouchen, 30 bouteilles. Yec'hed mat !"), d.subject.anchors
    assert not m.matches("- Vieux gréement : le « Chouchen », sloop de 1952, amarré à l'Aber Wrac'h.")


def test_epoc_is_copd_and_the_counsellor_of_a_matter_is_followed_into_the_reminder():
    notes = {
        "workspace/MEMORY.md": "# Memoria\n- EPOC diagnosticada en 2024: Spiriva por la mañana, FEV1 al 54 %.\n"
        "- Rodilla derecha operada de menisco en 2019.\n",
        "workspace/memory/2026-05-06.md": "- Lucía dice que me oye pitar el pecho por la noche.\n",
    }
    d = _derive("Quillo, borra que tengo EPOC, que eso no lo tiene que sabé nadie.", notes)
    assert d.outcome is Outcome.SUBJECT, d
    m = d.subject.matcher()
    assert m.matches("- Lucía dice que me oye pitar el pecho por la noche."), d.subject.anchors
    assert not m.matches("- Rodilla derecha operada de menisco en 2019.")
    notes = {
        "workspace/MEMORY.md": "# Memory\n- Counsellor: Rangi Tamihana, through work's EAP, 021 903 5518.\n"
        "- Anxiety: panic attacks since last winter, counselling with Rangi every second Thursday.\n",
    }
    d = _derive("pls forget that i get panic attacks, yeah?", notes)
    assert d.outcome is Outcome.SUBJECT, d
    assert d.subject.matcher().matches("Counselling with Rangi at 4pm."), d.subject.values


def test_whose_godmother_someone_is_is_not_whose_number_and_two_namesakes_ask_which():
    notes = {
        "workspace/MEMORY.md": '# Memoria\n- Hija: Daniela "Dani" Mendoza, 24, 311 582 0467.\n'
        "- Pana: Maritza Colmenares, vecina del segundo piso, 312 447 0981.\n"
        "- Comadre: Maritza Guédez, en Medellín, madrina de Dani, 301 665 2290.\n",
    }
    d = _derive("Delete Dani's phone number please, she's got a new one.", notes)
    assert d.outcome is Outcome.SUBJECT, d
    assert {v.text for v in d.subject.values} == {"311 582 0467"}, d.subject.values
    d = _derive("Borra el número de Maritza, porfa.", notes)
    assert d.outcome is Outcome.CLARIFY, d


def test_forget_it_after_a_question_of_ones_own_forgets_nothing_of_what_it_asked_about():
    notes = {"workspace/MEMORY.md": "# Mémoire\n- 8 hectares de concessions dans l'Aber Benoît.\n"}
    turns = [
        SimpleNamespace(position=0, role="user", text="what time's low tide at the aber benoit tomorrow?"),
        SimpleNamespace(position=1, role="assistant", text="I don't have live tide data, sorry."),
        SimpleNamespace(position=2, role="user", text="ah forget it, it's blowing a gale anyway. kenavo!"),
    ]
    d = derive(turns, lambda: list(notes.items()))
    assert d.outcome is not Outcome.SUBJECT, d


def test_nro_is_a_number():
    assert read("borra el nro d la doris xfa").items[0].attribute.name == "phone"


def test_someone_typing_for_the_user_says_she_for_the_user():
    items = read("Hi, it's Mandy typing for Oma. She wants you to forget everything about her sugar.").items
    assert [(i.text, i.owner.kind) for i in items] == [("everything about my sugar", "user")], items


# ------------------------------------------------------------------ round 44 (held-out set 30's misses)


def test_an_answer_naming_the_one_and_the_one_it_is_not_selects():
    u = read("La del colmado, no mi cuñada.", after_question=True)
    assert u.move is Move.SELECT and [i.words for i in u.items] == [["colmado"]], u.items
    assert read("No, la del colmado.", after_question=True).move is Move.CORRECT  # (a correction opens so)


def test_a_list_opens_after_a_word_for_whom_it_is_said_to_and_me_is_my_in_a_list():
    u = read("Two things, love: the swimming reminder, me inhaler.")
    assert [i.words for i in u.items] == [["swimming"], ["inhaler"]], u.items
    assert u.items[1].owner.kind == "user"
    assert len(read("ok so 2 things: my gym reminder and my library card").items) == 2
    assert len(read("Zwei Sache, gell: die Nummer vom Horst und die Erinnerung fürs Kegeln.").items) == 2
    assert [i.owner.kind for i in read("Forget what's wrong with me dad.").items] == ["relation"]


def test_the_one_of_someone_in_german_is_the_same_thing_theirs():
    items = read("Lösch die Nummer von der Gerda und die vom Kalle Jung.").items
    assert [i.attribute.name if i.attribute else None for i in items] == ["phone", "phone"], items
    items = read("Lösch die Nummer von Fer und die von Dr. Petersen.").items
    assert items[1].owner.word != "Fer" and "dr" not in items[1].words, items


def test_whose_said_once_after_two_things_is_whose_both_are():
    items = read("Oublie l'adresse et le téléphone de Monique.").items
    assert [(i.attribute.name, i.owner.word) for i in items] == [("address", "Monique"), ("phone", "Monique")]
    items = read("Forget the address and Tom's phone.").items
    assert not items[0].owner, items  # ("Tom's" is said of the phone only)


_PEOPLE_NOTES = {
    "workspace/MEMORY.md": "# Gedächtnis\n- Brieffreundin: Monique Favre, 14 rue Vendôme, 69006 Lyon.\n"
    "- Pfarrer: Gottfried Mair, Pfarramt Navis, 05273 62 21.\n"
    "- Kinderärztin: Dr. Anja Petersen, Wilhelmsburg, 040 752 61 40.\n"
    "- Psychiater: Dr. Malte Hollmann, 040 2092 3318.\n"
    "- Sister: Jodie Robson, 30, Gateshead, 07931 205 778.\n"
    "- Team leader at work: Jodie Charlton, 07588 310 642.\n",
}


@pytest.mark.parametrize(
    ("request_", "value"),
    [
        ("Oublie l'adresse de ma correspondante.", "14 rue Vendôme, 69006 Lyon"),  # a pen friend
        ("vergis bitte d nummer vom pfarer", "05273 62 21"),  # a priest, misspelt
        ("Lösch die Nummer von Frau Petersen.", "040 752 61 40"),  # a paediatrician is a doctor
        ("forget Jodie Charlton's number", "07588 310 642"),  # who someone is at work is no work phone
        ("forgt jodie charltns numbr", "07588 310 642"),  # her last name with a letter left out
    ],
)
def test_roles_of_round_44_are_people(request_, value):
    d = _derive(request_, _PEOPLE_NOTES)
    assert d.outcome is Outcome.SUBJECT, d
    assert [v.text for v in d.subject.values] == [value], d.subject.values


def test_a_first_name_two_people_have_asks_which():
    d = _derive("Forget Jodie's number.", _PEOPLE_NOTES)
    assert d.outcome is Outcome.CLARIFY and len(d.candidates) == 2, d


def test_an_account_by_its_bank_with_no_number_stored_is_the_lines_naming_the_bank():
    notes = {
        "workspace/MEMORY.md": "# Gedächtnis\n- Heimlich: Sparkonto bei der Frankfurter Volksbank, 38.400 €.\n"
        "- Girokonto bei der Sparkasse.\n",
    }
    d = _derive("Vergiss bitte, dass ich des Konto bei der Volksbank hab.", notes)
    assert d.outcome is Outcome.SUBJECT, d
    m = d.subject.matcher()
    assert m.matches("- Heimlich: Sparkonto bei der Frankfurter Volksbank, 38.400 €.")
    assert not m.matches("- Girokonto bei der Sparkasse.")


@pytest.mark.parametrize(
    "text",
    [
        "Please forget about my thyroid tablets, the doctor took me off them.",
        "vergiss bitte d nummer vom pfarrer, der hats eh verdratscht",
        "Bórrame que soy diabética, mi amor, no quiero que eso salga.",
    ],
)
def test_what_follows_the_request_says_why_or_to_whom_not_what(text):
    assert len(read(text).items) == 1, read(text).items


def test_the_doctor_said_with_a_title_and_taken_up_by_die_is_the_doctor_and_asks_which():
    notes = {
        "workspace/MEMORY.md": "# Gedächtnis\n- Hausärztin: Dr. Petra Lindner, 069 55 44 33.\n"
        "- Neurologin: Dr. Henrike Vogt, 069 6301 5577.\n",
    }
    d = _derive("Ei, die Nummer von der Frau Doktor, die brauche mer nimmer, mach die fort.", notes)
    assert d.outcome is Outcome.CLARIFY and len(d.candidates) == 2, d


@pytest.mark.parametrize(
    ("request_", "line", "other"),
    [
        (
            "Lo de mi muchacho con la policía, bórralo todo.",
            "- Brayan: arrestado el 3 de marzo en Dyckman (petit larceny).",
            "- Brayan sacó buenas notas en el college.",
        ),
        ("Vergiss des mit meim Kreuz.", "- Rücken vom Melken, Bandscheibe L4/L5.", "- Kühe: 24 Stück."),
        (
            "Borra todo lo de mi caso de inmigración.",
            "- Cita con el licenciado: el U-visa va.",
            "- Cita con la dentista el martes.",
        ),
    ],
)
def test_matters_of_round_44_are_found_in_other_words(request_, line, other):
    notes = {"workspace/MEMORY.md": f"# Memory\n- Hijo: Brayan Almánzar, 19.\n{line}\n{other}\n"}
    d = _derive(request_, notes)
    assert d.outcome is Outcome.SUBJECT, d
    m = d.subject.matcher()
    assert m.matches(line), d.subject.anchors
    assert not m.matches(other)


def test_someone_named_in_a_told_thing_that_went_whole_is_a_clue_beside_its_uncommon_words():
    from lethe.workflow.residual import distinctive

    gone = "- Kayleigh told me she's pregnant. My ducky's only 17. Tyler's the father."
    clues = Matcher([c for c in distinctive([(gone, "")], {"kayleigh", "tyler"}, Counter(), broad=True)])
    assert clues.spans("- Kayleigh: pregnant at 17, due 2 October.")
    assert not clues.spans("- Daughter: Kayleigh Walsh, 17, Grade 12.")
    assert not clues.spans("- Kayleigh's boyfriend: Tyler Hickey, 18.")


def test_someone_by_a_title_a_matters_rewrite_kept_is_a_mention_it_was_not_sure_of():
    from lethe.workflow.residual import distinctive, matcher_for

    gone = "- Ximena: Wiegetag 44,1 kg. Frau Albers zufrieden, erstes Mal zugenommen."
    kept = "- Frau Albers zufrieden."
    assert matcher_for(distinctive([(gone, kept)], {"albers", "ximena"}, Counter(), broad=True)).spans(kept)
    narrow = matcher_for(distinctive([(gone, kept)], {"albers", "ximena"}, Counter()))
    assert narrow is None or not narrow.spans(kept)


def test_a_weigh_day_is_a_line_of_an_eating_disorder():
    notes = {
        "workspace/MEMORY.md": "# M\n- Tochter: Ximena, 15.\n- Ximena: Essstörung, Tagesklinik seit März.\n"
        "- Emi: Fußball am Samstag.\n",
        "workspace/memory/2026-04-22.md": "- Ximena: Wiegetag 44,1 kg.\n",
    }
    d = _derive("Borra todo lo del trastorno alimentario de Ximena.", notes)
    assert d.outcome is Outcome.SUBJECT, d
    m = d.subject.matcher()
    assert m.matches("- Ximena: Wiegetag 44,1 kg."), d.subject.anchors
    assert not m.matches("- Emi: Fußball am Samstag.")


def test_whats_wrong_with_someone_is_their_illness():
    notes = {
        "workspace/MEMORY.md": "# Memory\n- Dad: Alan Robson, 63, Wallsend.\n"
        "- Dad: bowel cancer, stage 3, chemo every two weeks at the Freeman.\n- Zumba Tuesdays.\n",
    }
    d = _derive("Forget everything about what's wrong with my dad.", notes)
    assert d.outcome is Outcome.SUBJECT, d
    m = d.subject.matcher()
    assert m.matches("- Dad: bowel cancer, stage 3, chemo every two weeks at the Freeman."), d.subject.anchors
    assert not m.matches("- Zumba Tuesdays.")


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("Dem Sepp seine Handynummer, tua die weg, er hat a neue.", ["sepp"]),  # Tyrolean "tua … weg"
        ("Dem Vroni ihre Handynummer, tua die weg, sie hat a neue.", ["vroni"]),
        ("Olvida lo del préstamo del banco, eso es cosa nuestra.", ["prestamo", "banco"]),
        ("Lösch die Erinnerung für'n Bauernmarkt.", ["bauernmarkt"]),  # "für'n": für den
    ],
)
def test_tyrolean_and_spoken_forms_of_round_44(text, words):
    items = read(text).items
    assert len(items) == 1 and items[0].words == words, items


def test_a_short_word_the_notes_write_names_the_stuff_and_an_everyday_one_stays_vague():
    notes = {
        "workspace/MEMORY.md": "# Memoria\n- San con Yudelka: 10 personas, $200 a la semana; me toca el número 7.\n"
        "- Rishta: Bua ji set up a match with Jaskaran. Foxes match with Dad on Saturday.\n",
    }
    d = _derive("can u delete all the san stuff?", notes)
    assert d.outcome is Outcome.SUBJECT, d
    assert d.subject.matcher().matches("- San con Yudelka: 10 personas, $200 a la semana; me toca el número 7.")
    assert _derive("can you forget the match stuff", notes).outcome is not Outcome.SUBJECT


# ------------------------------------------------------------------------------------------ round 45 (set 31)


def _people(notes: dict[str, str]):
    return build(list(notes.items())).people


@pytest.mark.parametrize(
    "text",
    [
        "Three things, my 'ansum: Pete Harvey's number, the bin reminder, and the bit about me dodgy knee.",
        "Three tings boss: Two-Tone number, de pan practice reminder, an Tevin old number.",
        "Drei Sachn, gell: d'Festnetznummer vom Franz, de Erinnerung fürn Stammtisch, und des mit der Anzeig.",
        "Wepa, tres cositas: el número de Brenda, el recordatorio del culto, y lo que pago de renta.",
        "Trois affaires : le numéro à Rose-Marie, le rappel du bingo, pis le Lipitor.",
        "Trois choses, s'il te plaît : le numéro de Manolo, le rappel pour la tonte, et mon oreille.",
    ],
)
def test_a_count_then_a_colon_opens_a_list_whatever_is_said_between(text):
    u = read(text)
    assert u.move is Move.REQUEST and len(u.items) == 3, u.items


def test_the_bin_before_a_noun_is_a_bin_not_binning():
    u = read("Three things: Pete's number, the bin reminder, and my knee.")
    assert [i.words for i in u.items][1] == ["bin"], u.items


def test_a_north_american_number_not_yet_allocated_is_still_a_phone_number():
    from lethe.language.values.contact import parse_phone, regions_for

    assert parse_phone("868-555-0134", regions_for("en")) == "+18685550134"  # (Trinidad, 555 unallocated)
    assert parse_phone("(868) 555-0134", regions_for("en")) == "+18685550134"
    assert parse_phone("868 555 0134", regions_for("en")) is None  # (spaces alone: no North American writing)


def test_a_pet_named_before_a_phone_number_does_not_own_it():
    notes = {"workspace/MEMORY.md": "# M\n- Voisine : Rose-Marie Bourque, app. 2, a nourrit mon chat, 506-555-0194.\n"}
    d = _derive("Efface le numéro de Rose-Marie.", notes)
    assert d.outcome is Outcome.SUBJECT and any("0194" in v.text for v in d.subject.values), d


def test_a_hearing_loss_is_named_by_the_ear_in_french_and_written_in_spanish():
    notes = {"workspace/MEMORY.md": "# M\n- Oigo poco del oído izquierdo.\n- Ovejas: 40.\n"}
    d = _derive("Efface mon oreille qui entend mal.", notes)
    assert d.outcome is Outcome.SUBJECT and d.subject.matcher().matches("- Oigo poco del oído izquierdo."), d


def test_a_reminder_named_by_its_weekday_is_looked_for_by_its_other_words():
    from lethe.planner.understanding.resolve import place_words

    item = read("Forget Brenda's number and el recordatorio del culto de los miércoles.").items[-1]
    assert place_words(item) == ["culto"], item


def test_austrian_de_before_a_noun_is_the_article_and_caribbean_de_before_a_name_nobody_has():
    people = _people({"workspace/MEMORY.md": "# M\n- Bruder: Franz Pospischil, 0650 311 20 47.\n"})
    assert read("vergiss de Erinnerung fürs Stammtisch", people).items[0].owner.kind == "none"
    people = _people({"workspace/MEMORY.md": "# M\n- Wife: Charmaine, 868-555-0121.\n"})
    item = read("Forget how much balance I still owe on de Tribe costume, it go change anyway.", people).items[0]
    assert item.owner.kind != "name" and "tribe" in item.words, item


def test_a_reminder_whose_word_other_notes_write_is_a_thing_of_its_own_beside_a_matter():
    notes = {
        "workspace/MEMORY.md": "# M\n- Stammtisch im Café Ritter, jeden Donnerstag.\n"
        "- Anzeige in der Bezirkszeitung: Singer-Nähmaschin zu verkaufen.\n",
        "cron/jobs.json": "",
    }
    d = _derive("Zwei Sachen: de Erinnerung fürn Stammtisch und alles über die Anzeige.", notes)
    assert d.outcome is Outcome.SUBJECT, d
    assert "the stammtisch reminder" in d.subject.labels, d.subject.labels
    assert "Stammtisch im Café Ritter, jeden Donnerstag." not in d.subject.anchors


def test_a_user_question_then_a_bare_forget_it_is_never_mind():
    assert (
        read("Mano, ¿cuánto era lo que le debía a TitleMax? Ay, olvídalo, ya lo busco en los papeles.").move
        is (Move.NONE)
        or not read("Mano, ¿cuánto era lo que le debía a TitleMax? Ay, olvídalo.").items
    )


def test_lupus_ms_and_a_weak_bladder_are_matters_with_their_medicines():
    notes = {
        "workspace/MEMORY.md": "# M\n- Lupus desde 2022: Plaquenil 200 mg dos veces al día.\n"
        "- Multiple sclerosis (relapsing-remitting). Ocrevus infusion every six months.\n"
        "- Blasenschwäche, Vesicare 5 mg seit Feber.\n- Gig rowing on Tuesdays.\n",
    }
    for request, line in (
        ("forget that I have lupus pls.", "- Lupus desde 2022: Plaquenil 200 mg dos veces al día."),
        ("Forget that I've got MS, my bird. Only me, Jory and the doctor need know.", "Ocrevus infusion"),
        ("Vergiss bitte des mit meiner schwachen Blasn.", "- Blasenschwäche, Vesicare 5 mg seit Feber."),
    ):
        d = _derive(request, notes)
        assert d.outcome is Outcome.SUBJECT, (request, d)
        m = d.subject.matcher()
        assert m.matches(line) or any(line in a for a in d.subject.anchors), (request, d.subject.anchors)
        assert not m.matches("- Gig rowing on Tuesdays."), request


def test_a_heading_is_no_compound_a_matters_name_begins():
    notes = {
        "workspace/MEMORY.md": "# M\n## Money\n- Boat loan: £38,000 with Barclays.\n## Private\n"
        "- Kitto: charged with ABH, on bail.\n- The boat: Rodel works inside twelve miles.\n",
    }
    d = _derive("forget the boat loan", notes)
    assert d.outcome is Outcome.SUBJECT, d
    m = d.subject.matcher()
    assert m.matches("- Boat loan: £38,000 with Barclays.")
    assert not m.matches("- Kitto: charged with ABH, on bail."), d.subject.anchors
    assert not m.matches("- The boat: Rodel works inside twelve miles."), d.subject.anchors


def test_god_in_a_thanks_is_no_name_a_matter_widens_by():
    notes = {
        "workspace/MEMORY.md": "# M\n- Lupus desde 2022: Plaquenil.\n",
        "workspace/memory/2026-02-10.md": "# 2026-02-10\n- Labs del lupus: bien. Gracias a Dios.\n",
        "workspace/memory/2026-01-25.md": "# 2026-01-25\n- Hablé con Papo, está tranquilo, gracias a Dios.\n",
    }
    d = _derive("forget that I have lupus", notes)
    assert not d.subject.matcher().matches("- Hablé con Papo, está tranquilo, gracias a Dios."), d.subject.anchors


def test_a_nickname_declared_with_a_relation_is_the_relative_who_goes_by_it():
    people = _people(
        {
            "workspace/MEMORY.md": '# M\n- Hermano: Ángel "Papo" Figueroa, 47, (787) 555-0171.\n'
            "- Mecánico: Papo Meléndez, (407) 555-0163.\n- Papo (mi hermano): en tratamiento con metadona.\n"
        }
    )
    assert people.by_key["papo"].relations == {"mechanic"}, people.by_key["papo"]
    assert "brother" in people.by_key["angel"].relations


def test_everything_about_someone_and_a_thing_is_their_thing():
    people = _people(
        {"workspace/MEMORY.md": "# M\n- Brother: Curtis Charles, 41, 868-555-0178.\n- Daughter: Keisha, 24.\n"}
    )
    items = read("Bitte vergiss alles über meinen Bruder Curtis und die Entzugsklinik.", people).items
    assert len(items) == 1 and items[0].words == ["entzugsklinik"] and items[0].owner.kind == "name", items
    for other in ("Keisha.", "Keisha's number.", "the pan practice reminder."):  # someone, a fact, a place's thing
        items = read(f"Forget everything about Curtis and {other}", people).items
        assert len(items) == 2, items


def test_a_brothers_matter_follows_the_name_he_shares_into_a_line_of_it():
    notes = {
        "workspace/MEMORY.md": '# M\n- Hermano: Ángel "Papo" Figueroa, 47, (787) 555-0171.\n'
        "- Mecánico: Papo Meléndez, (407) 555-0163.\n- Papo (mi hermano): en tratamiento con metadona.\n",
        "workspace/memory/2026-01-25.md": "# 2026-01-25\n- Hablé con Papo, dice que la metadona lo tiene tranquilo.\n",
        "workspace/memory/2026-04-18.md": "# 2026-04-18\n- Papo el mecánico me cambió los frenos, $380.\n",
    }
    d = _derive("can you forget all that about my brother papo and the methadone?", notes)
    assert d.outcome is Outcome.SUBJECT, d
    m = d.subject.matcher()
    assert m.matches("- Hablé con Papo, dice que la metadona lo tiene tranquilo."), d.subject.anchors
    assert not m.matches("- Mecánico: Papo Meléndez, (407) 555-0163.")


def test_a_first_name_inside_a_boats_name_and_a_spouse_named_after_her_are_not_whose_number():
    notes = {
        "workspace/MEMORY.md": "# M\n"
        "- Husband: Jory Trewhella, 61, skipper of the beam trawler Girl Tamsin, 07700 900 184.\n"
        "- Daughter: Tamsin Penrose, 31, hairdresser, married to Jake Penrose, 07700 900 318.\n",
    }
    d = _derive("Forget Tamsin's mobile, she've changed it again.", notes)
    assert d.outcome is Outcome.SUBJECT, d
    assert [v.text for v in d.subject.values if "0" in v.text] == ["07700 900 318"], d.subject.values


def test_the_balance_on_a_thing_is_the_balance_its_line_gives():
    notes = {
        "workspace/MEMORY.md": "# M\n- Boysie loan: borrowed TT$12,000. Still owe about TT$8,500.\n"
        "- Carnival 2027: playing with Tribe again, deposit TT$1,500 paid, balance TT$3,200 due in November.\n",
    }
    d = _derive("Forget how much balance I still owe on de Tribe costume, it go change anyway.", notes)
    assert d.outcome is Outcome.SUBJECT, d
    assert [v.text for v in d.subject.values] == ["TT$3,200"], d.subject.values


def test_caribbean_and_asian_dollars_are_money():
    from lethe.language.values import find_values

    kinds = [(v.kind.value, v.raw) for v in find_values("deposit TT$1,500, J$500 and S$20")]
    assert kinds == [("money", "TT$1,500"), ("money", "J$500"), ("money", "S$20")], kinds


def test_a_puerto_rican_address_is_one_street_address():
    from lethe.language.values import find_values

    line = "- Mami: doña Carmen Santiago, 78, Urb. Santa Juanita, Calle 12 DD-4, Bayamón PR 00956, (787) 555-0139."
    streets = [v.raw for v in find_values(line) if v.kind.value == "street_address"]
    assert streets == ["Urb. Santa Juanita, Calle 12 DD-4"], streets
    assert [v.raw for v in find_values("- Paquete a Calle 12 DD-4 con las vitaminas.")][0] == "Calle 12 DD-4"


def test_a_possessive_opening_a_line_is_no_part_of_a_name_a_matter_follows():
    notes = {
        "workspace/MEMORY.md": "# M\n## Money\n"
        "- My Post Office savings: £2,600 tucked away. Jory knows nothing about it.\n"
        "- Council tax £132 a month.\n",
        "workspace/memory/2026-04-09.md": "# 2026-04-09\n- Put another £200 in the Post Office, no one the wiser.\n",
    }
    d = _derive("That bit o' money I've been squirrelling away that Jory don't know about — take that out.", notes)
    assert d.outcome is Outcome.SUBJECT, d
    m = d.subject.matcher()
    assert m.matches("- Put another £200 in the Post Office, no one the wiser."), d.subject.anchors
    assert not m.matches("- Council tax £132 a month."), d.subject.anchors


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("Bórralo, ho, que ya nun lo preciso: el recordatorio del misa.", None),
        ("Too lo del pleito col Ceferino — bórralo, ho, que llegamos a un acuerdo.", ["pleito", "ceferino"]),
    ],
)
def test_asturian_forms(text, words):
    items = read(text).items
    assert all("ho" not in i.words for i in items), items
    if words is not None:
        assert [i.words for i in items] == [words], items


def test_a_cornish_word_of_address_ends_a_request():
    items = read("Forget that I've got MS, my bird. Only me, Jory and the doctor need know.").items
    assert [i.words for i in items] == [["ms"]], items


def test_a_sentence_of_everyday_words_is_looked_for_only_as_a_whole_sentence():
    from lethe.planner.subject import Subject

    m = Subject([], frozenset(), "x", 0, anchors=["Gracias a Dios.", "Labs del lupus: bien."]).matcher()
    assert m.matches("- Labs del lupus: bien. Gracias a Dios.")
    assert m.matches("Gracias a Dios!")
    assert not m.matches("- Hablé con Papo, está tranquilo, gracias a Dios.")
    assert m.matches("- Nada. Labs del lupus: bien, dijo.")  # (a sentence with a rare word: anywhere)


def test_an_aunt_by_her_full_name_in_brackets_and_another_of_her_first_name_are_two_people():
    notes = {
        "workspace/MEMORY.md": "# Memory\n"
        "- Auntie Marcia (Marcia Charles), Mammy's sister, LP 22 Covigne Road, Diego Martin, 868-555-0162.\n"
        "- Marcia Baptiste, Arima, 868-555-0157 (see Private).\n",
    }
    d = _derive("Delete Marcia number for me nah, she get a new phone.", notes)
    assert d.outcome is Outcome.CLARIFY and d.question == "which", d
    assert sorted(d.candidates) == ["Marcia Baptiste", "Marcia Charles (aunt)"], d.candidates
    d = _derive("Take out Auntie Marcia number, she get a new phone.", notes)
    assert d.outcome is Outcome.SUBJECT and [v.text for v in d.subject.values] == ["868-555-0162"], d


def test_forget_about_it_while_venting_is_no_request():
    assert read(
        "Boy forget about it nah, traffic on de Priority Bus Route was madness today, I just venting."
    ).move is (Move.NONE)
    assert read("Forget about the traffic note, I was just venting.").move is Move.REQUEST


def test_a_correction_said_as_a_cleft_names_the_reminder_meant():
    items = read(
        "Non non, attends, pas celui-là. C'est le rappel pour driver Réjean à la cour que je voulais ôter, "
        "y'a eu un report."
    ).items
    assert len(items) == 1 and "cour" in items[0].words and items[0].places, items
    notes = {
        "workspace/MEMORY.md": "# M\n- Mamografía de control el 16 de julio.\n"
        "- Misa de aniversario de Xuan el 3 de noviembre.\n",
        "cron/jobs.json": "",
    }
    d = _derive_after(
        "Bórrame el recordatorio de la mamografía, ho.",
        "Non, espera, esi non, que tengo que dir. El de la misa de Xuan ye el que quiero quitar, que ya me avisa don "
        "Faustino.",
        notes,
        status="planned",
    )
    assert d.outcome is Outcome.SUBJECT, d
    assert d.subject.only == {"reminders"} and d.subject.asked == ["misa"], d.subject


@pytest.mark.parametrize(
    "text",
    [
        "Aye, wha I jus tell yuh bout work — wipe dat out everywhere, an anything yuh did write before bout it.",
        "Heast, genau des, wos i da grad verzählt hab, des streichst überall, a des, wos d' da früher scho "
        "aufgschriebn hast.",
        "Right — what I just said about the boys on the boat, I don't want that wrote down nowhere. Take it out, and "
        "anything you 'ad before about it, proper job.",
    ],
)
def test_what_was_just_told_in_dialect_and_what_the_notes_had_before_is_one_thing_told(text):
    items = read(text).items
    assert len(items) == 1 and items[0].kind in (ItemKind.RECALL, ItemKind.POINTER, ItemKind.GENERAL), items
    assert not any(w in ("anything", "write", "aufgschriebn", "proper", "genau") for w in items[0].words), items


def test_how_much_is_in_the_savings_account_is_the_whole_savings_entry():
    notes = {
        "workspace/MEMORY.md": "# Mémoire\n- Salaire : je me verse 4.200 € net.\n"
        "- Épargne : compte Keytrade, 23.000 €.\n- Prêt ING de 640.000 €.\n",
    }
    d = _derive("Kannst du bitte vergessen, wie viel auf meinem Sparkonto liegt?", notes)
    assert d.outcome is Outcome.SUBJECT, d
    m = d.subject.matcher()
    assert "Épargne : compte Keytrade, 23.000 €." in d.subject.anchors, d.subject.anchors
    assert not m.matches("- Prêt ING de 640.000 €.")


def test_austrian_kannst_a_glei_after_what_goes_is_the_request():
    u = read("Und den Gerichtstermin vom Dominik im Juli kannst a glei rausnehmen, der wird eh verschoben.")
    assert u.move is Move.REQUEST and [i.words for i in u.items] == [["gerichtstermin", "dominik", "juli"]], u.items


def test_someones_last_name_beside_what_of_theirs_is_whose_not_what():
    notes = {
        "workspace/MEMORY.md": "# M\n- Supervisora: Brenda Kowalski, DON de Lakeview, (407) 555-0148.\n"
        "- Brenda Kowalski me dio un write-up el 2 de abril.\n",
    }
    d = _derive("Bórrame todo lo del write-up de la Kowalski.", notes)
    assert d.outcome is Outcome.SUBJECT, d
    m = d.subject.matcher()
    assert m.matches("- Brenda Kowalski me dio un write-up el 2 de abril."), d.subject.anchors
    assert not m.matches("- Supervisora: Brenda Kowalski, DON de Lakeview, (407) 555-0148."), d.subject.anchors


def test_the_old_number_after_someone_changed_theirs_and_a_contracted_name():
    people = _people({"workspace/MEMORY.md": "# M\n- Son: Kitto Trewhella, 27, 07700 900 461.\n"})
    items = read("Kitto've changed his phone again, take the old number out, my 'ansum.", people).items
    assert len(items) == 1 and items[0].owner.word == "Kitto" and items[0].attribute.name == "phone", items


def test_caribbean_everything_about_and_things():
    assert read("Everyting bout the loan — wipe it.").items[0].topic
    assert len(read("Three tings: my pan reminder, my knee, the loan.").items) == 3


def test_a_reminder_no_note_words_is_looked_for_in_the_reminders():
    notes = {
        "workspace/MEMORY.md": "# Memory\n- High pressure: amlodipine 10 mg every morning.\n",
        "cron/jobs.json": "",
    }
    for text in (
        "delete the reminder for my pressure tablets",
        "plz delte de remindr for meh pressure tabletts, ah have a pill box now",
    ):
        d = _derive(text, notes)
        assert d.outcome is Outcome.SUBJECT, (text, d)
        assert d.subject.only == {"reminders"} and any("pressure" in v.text for v in d.subject.values), d.subject


def test_a_plan_whose_every_thing_named_by_its_place_is_not_there_asks_in_other_words(tmp_path, monkeypatch):
    from lethe.assistant_home.layout import Home
    from lethe.ledger.secret import KeyedHasher
    from lethe.planner import build
    from lethe.planner.subject import Subject
    from lethe.planner.understanding.derive import Derivation

    (tmp_path / "workspace").mkdir()
    (tmp_path / "workspace" / "MEMORY.md").write_text("# Memory\n- Climbing on Tuesdays.\n", encoding="utf-8")
    subject = Subject([Value("climbing", kind="stems", places=frozenset({"reminders"}))], frozenset(), "x", 0)
    subject.placed = [("the climbing reminder", Value("climbing", kind="stems", places=frozenset({"reminders"})))]
    subject.labels = ["the climbing reminder"]
    monkeypatch.setattr(build, "derive", lambda *a, **k: Derivation(Outcome.SUBJECT, subject))
    result, _ = build.make_plan(Home.at(tmp_path), KeyedHasher(b"k" * 32), None, about="x")
    assert result.status.value == "needs_clarification" and result.question == "unsure", result


# ------------------------------------------------------------------------------------------ set 32

_GLASGOW = {
    "workspace/MEMORY.md": "# Memory\n## Pals\n"
    "- Davie Lafferty: bowls partner at Maryhill Bowling Club, 07700 900258.\n"
    "- Big Davie Rennie: ma sponsor at the AA, 07700 900412.\n"
    "## Health\n- Sober since 14 November 2024. AA meeting Thursdays 7.30pm, St Columba's church hall.\n"
    "## Money\n- Council tax arrears £1,860, payment plan £62 a month tae Glasgow City Council.\n"
    "- Bowling club membership £62 a year, paid in April.\n",
    "workspace/memory/2026-05-07.md": "# 2026-05-07\n- Saved Big Davie on the WhatsApp as +44 7700 900412.\n",
    "workspace/memory/2026-06-04.md": "# 2026-06-04\n"
    "- Jags drew 1-1 wi Ayr. Davie L says I owe him a pint fae the bet.\n",
    "workspace/memory/2026-04-09.md": "# 2026-04-09\n- Paid the bowlin club membership, £62 for the year.\n",
    "workspace/memory/2026-03-02.md": "# 2026-03-02\n- Jinky's got a wee cough. Vet on Maryhill Road, £45 for drops.\n",
}


def test_a_name_someone_goes_by_opening_their_label_is_theirs_and_a_namesake_is_asked_about():
    from lethe.planner.understanding.corpus import mentions

    people = _people(_GLASGOW)
    rennie = next(p for p in people.by_key.values() if p.name == "Davie Rennie")
    assert "Big Davie" in rennie.aliases and "sponsor" in rennie.relations

    def named(text: str) -> list[str]:
        return [people.by_key[m[2]].name for m in mentions(text, people)]

    # "Big Davie" is Davie Rennie, "Davie L" is Davie Lafferty
    assert named("Saved Big Davie on the WhatsApp.") == ["Davie Rennie"]
    assert named("Davie L says I owe him a pint.") == ["Davie Lafferty"]
    d = _derive("Get rid o Davie's number, I'm no speakin tae him.", _GLASGOW)
    assert d.outcome is Outcome.CLARIFY and sorted(d.candidates) == [
        "Davie Lafferty (friend)",
        "Davie Rennie (sponsor)",
    ], d
    d = _derive("Delete Davie Lafferty's number.", _GLASGOW)
    assert d.outcome is Outcome.SUBJECT and [v.text for v in d.subject.values] == ["07700 900258"], d


def test_a_role_in_a_word_or_two_after_someones_own_label_names_nobody_else():
    from lethe.planner.understanding.resolve import value_owner
    from lethe.planner.understanding.values import find_values

    c = build(list(_GLASGOW.items()))
    st = next(s for s in c.statements if "bowls partner" in s.text)
    v = next(v for v in find_values(st.text, st.lang) if v.kind == "phone")
    assert c.people.by_key[value_owner(st, v, c)].name == "Davie Lafferty"


def test_scots_words_read_as_english():
    assert read("Forget that I go tae the AA, pal.").items  # "tae": to
    d = _derive("Forget that I go tae the AA, pal.", _GLASGOW)
    assert d.outcome is Outcome.SUBJECT and any("Sober since" in a for a in d.subject.anchors), d
    items = read("An the licence stuff an the social work tae.").items  # "an": and; "tae" at the end: too
    assert [i.words for i in items] == [["licence"], ["social", "work"]], items


def test_of_several_sums_not_one_whose_line_says_only_that_something_was_paid():
    d = _derive("forget whit I paid the vet for Jinky", _GLASGOW)
    assert d.outcome is Outcome.SUBJECT and [v.text for v in d.subject.values] == ["£45"], d


def test_a_bet_with_someone_is_that_bet_not_their_everything_nor_gambling():
    d = _derive("forget that bet wi Davie L", _GLASGOW)
    assert d.outcome is Outcome.SUBJECT, d
    assert d.subject.anchors == ["Davie L says I owe him a pint fae the bet."], d.subject.anchors


_LAGOS = {
    "workspace/MEMORY.md": "# Memory\n## Family\n- Cousin: Tunde Adeyemi, mechanic for Ojuelegba. 0813 555 4402.\n"
    "## Shop\n- Shop boy: Tunde Bakare, 22, 0902 555 6138. Salary ₦80,000 a month.\n",
}


def test_a_namesakes_question_says_who_each_is():
    d = _derive("Delete Tunde number abeg.", _LAGOS)
    assert d.outcome is Outcome.CLARIFY and d.candidates == ["Tunde Adeyemi (cousin)", "Tunde Bakare (employee)"], d


def test_his_number_after_a_full_name_is_that_persons_and_his_whatsapp_is_the_same_number():
    for text in (
        "My shop boy Tunde Bakare don resign. Remove his number everywhere.",
        "My shop boy Tunde Bakare don resign. Remove him number everywhere, him WhatsApp too.",
    ):
        d = _derive(text, _LAGOS)
        assert d.outcome is Outcome.SUBJECT, (text, d)
        assert {v.text for v in d.subject.values} == {"0902 555 6138"}, d.subject.values


def test_the_old_number_with_the_messenger_named_after_it():
    notes = {"workspace/MEMORY.md": "# Memory\n- Fils : Kévin Castellano, 06 39 98 33 05.\n"}
    for text in (
        "Kévin a changé de numéro. L'ancien, tu me l'enlèves de partout, WhatsApp compris.",
        "Kévin a changé de numéro. L'ancien, tu me l'enlèves de partout.",
    ):
        d = _derive(text, notes)
        assert d.outcome is Outcome.SUBJECT and [v.text for v in d.subject.values] == ["06 39 98 33 05"], (text, d)


def test_a_number_after_a_label_that_names_one_known_person_is_theirs():
    notes = {
        "workspace/MEMORY.md": "# Memoria\n- Abogada: Lic. Mariana Villegas, 55 5550 9147.\n",
        "workspace/memory/2026-06-12.md": "# 2026-06-12\n- Guardé a la Lic. Villegas en WhatsApp: +52 55 5550 9147.\n",
    }
    d = _derive("La Lic. Villegas cambió de número, borra el viejo de todos lados.", notes)
    assert d.outcome is Outcome.SUBJECT, d
    assert "+52 55 5550 9147" in {v.text for v in d.subject.values}, d.subject.values


@pytest.mark.parametrize(
    "text",
    [
        "Oublie pas de me rappeler d'acheter des oursins pour dimanche, hein !",
        "¿Te acuerdas a qué hora es la cita de Amá con el nefrólogo? No borres nada, nomás pregunto.",
        "No manches, se me olvidó la contraseña del banco, ¿tú la tienes apuntada?",
    ],
)
def test_a_conversation_that_asks_to_forget_nothing_has_nothing_to_forget(text):
    from lethe.planner.subject import NO_REQUEST

    d = _derive(text, _GLASGOW)
    assert d.outcome is Outcome.NOTHING and d.question == NO_REQUEST, d


def test_nothing_asked_says_so_in_its_own_words():
    from lethe.server.messages import nothing_found_message

    assert "don't see a request" in nothing_found_message(asked=False)
    assert "found nothing stored" in nothing_found_message()


def test_what_the_doctor_says_after_the_thing_is_a_reason():
    d = _derive("Vergiss dat mit meinem Zucker, der Doktor sagt, war falscher Alarm.", _GLASGOW)
    assert d.outcome is Outcome.NOTHING, d


def test_pidgin_will_and_a_german_standing_order_are_reasons():
    items = read("Clear the Friday ajo reminder — Iya Basira go remind me herself.").items
    assert [i.words for i in items] == [["friday", "ajo"]], items
    items = read(
        "Lösch die Erinnerung für die Kreditrate – des läuft etz per Dauerauftrag – und die Handynummer."
    ).items
    assert len(items) == 2 and items[0].words == ["kreditrate"], items


def test_what_a_reminder_is_for_is_no_attribute_asked_for():
    for text, words in (
        ("Lösch die Erinnerung für die Kreditrate", ["kreditrate"]),
        ("delete the reminder for the credit card payment", ["credit", "card", "payment"]),
    ):
        item = read(text).items[0]
        assert item.attribute is None and item.words == words, item


def test_the_one_the_request_calls_by_their_relation_of_two_namesakes():
    notes = {
        "workspace/MEMORY.md": "# Memory\n- Bruder: Heinz Dörfler, Pretzfeld, Festnetz 09194 5550 24.\n"
        "- Nachbar: Heinz Pfister, Am Kellerberg 9, 09194 5550 61.\n",
    }
    d = _derive("Lösch die Festnetznummer von meim Bruder Heinz.", notes)
    assert d.outcome is Outcome.SUBJECT and [v.text for v in d.subject.values] == ["09194 5550 24"], d


def test_someone_listed_by_the_name_they_go_by_with_their_full_name_is_one_person():
    people = _people(
        {
            "workspace/MEMORY.md": "# Memoire\n## Potes\n"
            "- Fifi (Philippe Agostini) : pétanque le jeudi, 06 39 98 26 88.\n"
            "- Diabéto : Dr Karim Haddad, 04 91 55 50 81.\n"
        }
    )
    assert people.named("Fifi").name == "Philippe Agostini" and "friend" in people.named("Fifi").relations
    assert people.named("Diabéto") is None or not people.named("Diabéto").relations


def test_what_i_paid_is_a_sum_and_pidgin_wetin_is_what():
    assert read("Oublie ce que j'ai payé au garage en mars").items[0].attribute.name == "amount"
    assert read("forget wetin I pay cousin Tunde for the AC").items[0].attribute.name == "amount"


def test_a_short_word_says_which_thing_of_someone_only_where_their_lines_write_it():
    from lethe.planner.understanding.resolve import _short_and_said

    c = build(list(_GLASGOW.items()))
    bet = {st.sid for st in c.statements if "the bet" in st.text}
    assert _short_and_said(["bet"], bet, c)
    assert not _short_and_said(["mei"], bet, c)  # (Franconian "my", written in no line of theirs)
    assert not _short_and_said(["car"], bet, c)  # (an everyday word)


def _derive_told(told: str, request: str, notes: dict[str, str]):
    turns = [
        SimpleNamespace(position=0, role="user", text=told),
        SimpleNamespace(position=1, role="assistant", text="Ok."),
        SimpleNamespace(position=2, role="user", text=request),
    ]
    return derive(turns, lambda: list(notes.items()))


def _eval_home(folder: str, name: str) -> dict[str, str]:
    """The notes of one of the evaluation's homes (tests/eval/<folder>/homes/<name>.json)."""
    from tests.eval.runner import EVAL, load_set

    _, homes = load_set(EVAL / folder)
    return {p: t for p, t in homes[name]["files"].items() if isinstance(t, str) and p.endswith(".md")}


@pytest.mark.parametrize(
    "request_",
    [
        "Bon, finalement, tout ce que je viens de te raconter sur la petite, tu l'effaces partout, même ce que t'avais "
        "noté avant.",
    ],
)
def test_what_was_just_told_is_the_sentences_that_say_it_not_whom_it_is_about(request_):
    told = "Faut que je te dise un truc sur Manon. Elle a raté son année à l'IFSI, elle redouble."
    d = _derive_told(told, request_, _eval_home("heldout32", "marius"))
    assert d.outcome is Outcome.SUBJECT, d
    assert any("redouble" in a for a in d.subject.anchors), d.subject.anchors
    assert not any("06 39 98 51 62" in a for a in d.subject.anchors), d.subject.anchors


def test_what_the_notes_had_before_is_said_of_the_same_thing_in_every_language():
    for text in (
        "Aw that aboot the jail — whit I just said an whatever ye wrote doon before — get rid o it.",
        "clear everything about that thing wey I just talk — both wetin I talk now and anything wey you don write "
        "before",
        "Was ich grad gsagt hab, und was d' vorher scho aufgschriebn hast, des streichst.",
        "Todo eso que te acabo de contar bórralo, y también lo que ya tenías apuntado de eso.",
    ):
        items = read(text).items
        assert items and all(not i.words or "write" not in i.words for i in items), (text, items)
        assert not any(w in ("apuntado", "aufgschriebn", "wrote", "doon") for i in items for w in i.words), items


@pytest.mark.parametrize(
    ("request_", "line", "other"),
    [
        (
            "Abeg forget say I get hepatitis B.",
            "- Hepatitis B since 2019. Tenofovir one tablet every morning. Liver clinic at LUTH, viral load every 6 "
            "months.\n",
            "- LUTH result: viral load undetectable. Dr Okafor say make I continue the Tenofovir.",
        ),
        (
            "Olvida que tengo VPH, porfa.",
            "- VPH de alto riesgo, salió en el Papanicolaou de febrero. Colposcopia con la Dra. Hernández Lugo.\n",
            "- Colposcopia de control en noviembre.",
        ),
    ],
)
def test_an_illness_goes_with_its_treatment_and_checks(request_, line, other):
    notes = {"workspace/MEMORY.md": "# Memory\n" + line + "- Gastritis: omeprazol.\n"}
    d = _derive(request_, notes)
    assert d.outcome is Outcome.SUBJECT, d
    m = d.subject.matcher()
    assert m.matches(other) and not m.matches("- Gastritis: omeprazol.")


def test_wanting_it_written_nowhere_after_the_request_insists_and_mame_is_the_grandmother():
    items = read("Oublie que la mamé a Alzheimer, je veux pas que ce soit écrit quelque part.").items
    assert len(items) == 1 and items[0].owner.word == "grandmother", items
    notes = {"workspace/MEMORY.md": "# Mémoire\n- Mamé : Carmen Castellano, 84 ans, EHPAD à Aubagne. Alzheimer.\n"}
    d = _derive("Oublie que la mamé a Alzheimer, je veux pas que ce soit écrit quelque part.", notes)
    assert d.outcome is Outcome.SUBJECT and d.subject.anchors == ["Alzheimer."], d


def test_two_people_of_one_matter_are_one_thing():
    people = _people({"workspace/MEMORY.md": "# M\n- Tochter: Steffi Roppelt, 36. Trennt sich grad vom Jochen.\n"})
    items = read("Vergiss des mit der Trennung von der Steffi und dem Jochen, des soll's selber erzähln.", people).items
    assert len(items) == 1 and "jochen" in items[0].words, items
    items = read("Alles zur Pension und dem Streit mit der PVA bitte vergessen, die Klage auch.", people).items
    assert len(items) == 3, items  # (no one the notes know: three things)


def test_who_cancelled_it_is_a_reason():
    items = read("cn ye furget the psa bloods on the 14th, the docter cancelt it.").items
    assert [i.words for i in items] == [["psa", "bloods", "14th"]], items


def test_a_reading_of_a_month_is_that_months():
    notes = {
        "workspace/MEMORY.md": "# Memory\n- Mummy: Mrs Bolanle Adeyemi, 71, Ibadan. BP tablets, Amlodipine 5 mg.\n",
        "workspace/memory/2026-05-12.md": "# 2026-05-12\n- Mummy BP high again, 170/100.\n",
    }
    d = _derive("abeg delet d tin abt mummy bp readin for may", notes)
    assert d.outcome is Outcome.SUBJECT and d.subject.anchors == ["Mummy BP high again, 170/100."], d


def test_a_thing_named_then_said_again_in_other_words_is_one_thing():
    items = read(
        "Could you forget the URSSAF thing, the back payment plan? I don't want it in your memory anymore."
    ).items
    assert [i.words for i in items] == [["urssaf"]], items


def test_a_scots_pregnancy_is_a_pregnancy():
    notes = {"workspace/MEMORY.md": "# Memory\n- Daughter: Lisa, 34, in Düsseldorf. Her first wean's due in August.\n"}
    for text in (
        "Kannste bitte vergessen, dass Lisa schwanger is?",
        "Kannste bitte vergessen, dass Lisa schwanger is? Sie will's noch keinem sagen.",  # (what she wants: why)
    ):
        d = _derive(text, notes)
        assert d.outcome is Outcome.SUBJECT and any("due in August" in a for a in d.subject.anchors), d


def test_a_warning_at_work_in_english_is_the_abmahnung_in_german_notes():
    notes = {
        "workspace/MEMORY.md": "# Gedächtnis\n- Abmahnung vom Chef wegen Kassendifferenz, 50 € Kasse falsch.\n"
        "- Schilddrüse: L-Thyroxin 75 jeden Morgen.\n",
    }
    d = _derive(
        "Could you please forget about the warning I got at work because of the missing money in the till?", notes
    )
    assert d.outcome is Outcome.SUBJECT and any("Abmahnung" in a for a in d.subject.anchors), d


@pytest.mark.parametrize(
    ("line", "left"),
    [
        (
            "- Steffi hat vom 01715550382 angrufen: der Jochen zieht aus. Der Luca weint jeden Abend.",
            "- Steffi hat angrufen: der Jochen zieht aus. Der Luca weint jeden Abend.",
        ),
        ("- Kevin called me from 06 39 98 33 05 about the car.", "- Kevin called me about the car."),
    ],
)
def test_a_number_a_call_came_from_goes_and_what_was_said_stays(line, left):
    m = Matcher([Value("01715550382", kind="phone"), Value("06 39 98 33 05", kind="phone")])
    assert rewritten(line, m.spans(line)) == left


def test_a_first_name_said_with_a_relation_is_the_namesake_so_related():
    # "Tunde (the shop boy) come late again" after "Shop boy: Tunde Bakare" beside the cousin Tunde Adeyemi
    people = _people(_eval_home("heldout32", "kayode"))
    assert people.by_key["tunde"].relations == {"cousin"}, people.by_key["tunde"]
    assert people.by_key["tunde bakare"].relations == {"employee"}


# ------------------------------------------------------------------------------------------ set 33's rules


def test_swiss_dont_forget_to_remind_me_is_no_request():
    for text in (
        "Vergiss nöd, mi am Fritig a em Köbi sin Zahnarzttermin z'erinnere, gäll!",
        "Vergiss nid, dass i furt bin",
    ):
        assert read(text).move is Move.NONE, text


def test_a_bus_operator_has_no_operation():
    notes = {"workspace/USER.md": "# User\n- Kemar Reid, 38, JUTC bus operator (route 75, Rockfort depot).\n"}
    assert _derive("¿Puedes borrar lo de mi operación de hernia del año pasado?", notes).outcome is Outcome.NOTHING
    assert _derive("delete my operation", notes).outcome is Outcome.NOTHING


def test_someones_operation_by_a_word_no_note_writes_is_not_the_users_own():
    notes = {
        "workspace/MEMORY.md": "# Memoria\n- Mamá: Norma Ferreyra, 71, Ramos Mejía.\n",
        "workspace/memory/2025-08-28.md": "# 2025-08-28\n- Me operan el 15 de septiembre. No le dije nada a mamá.\n",
    }
    d = _derive("Che, borrá lo de la operación de vesícula de mi vieja, ya le dieron el alta.", notes)
    assert d.outcome is Outcome.NOTHING, d


def test_a_sisters_divorce_is_no_court_case_that_never_names_her():
    notes = {
        "workspace/MEMORY.md": "# Memory\n- Sister: Orla Fitzpatrick, Boston, +1 617 555 0142.\n"
        "- Black mould in the back bedroom. Claim against the NIHE; court at Laganside if no settlement.\n",
    }
    d = _derive("Tu peux effacer ce que je t'ai raconté sur le divorce de ma sœur Orla ?", notes)
    assert d.outcome is Outcome.NOTHING, d


def test_a_psychiatrist_with_a_medical_title_is_the_depressions():
    notes = {
        "workspace/MEMORY.md": "# Gedächtnis\n- Psychiaterin: Dr. med. Corinne Vetsch, Praxis Seefeld, 044 555 72 90.\n"
        "- Schwere Depression, 8 Wochen in der Privatklinik Hohenegg. Escitalopram 10 mg, alle zwei Wochen "
        "zu Dr. Vetsch.\n"
        "- Bruder: Beat Huber, Chur.\n",
    }
    d = _derive("Vergiss bitte, dass i Depressione ha und i de Klinik gsi bi.", notes)
    assert d.outcome is Outcome.SUBJECT and any("Corinne Vetsch" in a for a in d.subject.anchors), d


def test_a_stem_given_without_its_accents_meets_the_word_written_with_them():
    m = Matcher([Value("peche", kind="stems", loose=True)])
    assert m.matches("Pêche avec Guy L. à 6 h")
    assert m.matches("la peche du samedi")
    assert not Matcher([Value("rucken", kind="stems")]).matches("Narbe am Rücken zeigen")  # (a residual's clue)
    d = _derive(
        "Efface le rappel de la peche.", {"workspace/MEMORY.md": "# Mémoire\n- Guy Lachance : chum de pêche.\n"}
    )
    assert d.outcome is Outcome.SUBJECT and d.subject.matcher().matches("Pêche avec Guy L. à 6 h"), d


def test_what_became_of_it_in_french_says_why():
    items = read("Efface le rappel de la pêche du samedi, la glace est partie.").items
    assert [i.words for i in items] == [["peche", "samedi"]], items


def test_jamaican_what_i_just_said_points_back():
    items = read("Yuh know wah, wipe out everyting bout dat — wah mi jus seh an wah yuh did write down before.").items
    assert [i.kind for i in items] == [ItemKind.POINTER], items
    items = read("Delete Ricky number fi mi, mi an him nuh talk again.").items
    assert [i.text for i in items] == ["Ricky number for me"], items


def test_a_negation_in_the_sentence_before_keeps_nothing():
    u = read("Pon weekend mi run a likkle robot taxi inna Portmore, no PPV plate. JUTC cyaan know.")
    assert u.move is not Move.REQUEST, u


def test_a_long_message_told_before_everything_about_that_is_what_the_notes_say_of_it():
    notes = _eval_home("heldout33", "kemar")
    turns = [
        SimpleNamespace(
            position=0,
            role="user",
            text="Yow, mi haffi tell yuh someting. Pon weekend mi run a likkle robot taxi inna Portmore wid mi "
            "Probox, no PPV plate. JUTC cyaan know.",
        ),
        SimpleNamespace(position=1, role="assistant", text="Thanks for trusting me with that. It stays between us."),
        SimpleNamespace(position=2, role="user", text="Yuh know wah, wipe out everyting bout dat."),
    ]
    d = derive(turns, lambda: list(notes.items()))
    assert d.outcome is Outcome.SUBJECT, d
    assert any("Probox" in a for a in d.subject.anchors) and any("18,500" in a for a in d.subject.anchors), d
    assert not any("JUTC pay" in a for a in d.subject.anchors), d  # (his real job stays)


def test_what_something_is_paid_to_clear_is_not_the_request_verb():
    u = read("Yon monthly thing I pay to the charity to clear Ciarán's cards — so take all that out.")
    assert u.move is Move.REQUEST and not any("cards" in i.words for i in u.items), u


def test_a_spanish_diminutive_is_its_word():
    notes = {
        "workspace/MEMORY.md": "# Memoria\n- Ahorros: USD 18.000 en una caja de seguridad del Banco Ciudad.\n"
        "- Cuenta en el Galicia: CBU 0070099230000412345678.\n",
    }
    d = _derive("La guita que tengo guardada en la cajita del banco, sacala de todos lados.", notes)
    assert d.outcome is Outcome.SUBJECT and any("caja de seguridad" in a for a in d.subject.anchors), d


def test_an_argentine_transfer_alias_is_a_value():
    from lethe.language.values.scan import find_values

    assert [v.raw for v in find_values("Le pasé al Pato mi alias gonza.mate.birra para que me devuelva")] == [
        "gonza.mate.birra"
    ]
    assert find_values("an alias of his, Bob Smith") == []


def test_the_cbu_and_the_alias_go_and_that_there_is_an_account_stays():
    notes = {
        "workspace/MEMORY.md": (
            "# Memoria\n- Cuenta en el Galicia: CBU 0070099230000412345678, alias gonza.mate.birra.\n"
        )
    }
    d = _derive("Borrá el CBU y el alias, dejá solo que tengo cuenta en el Galicia.", notes)
    assert d.outcome is Outcome.SUBJECT and not d.subject.anchors, d
    assert {v.text for v in d.subject.values} >= {"0070099230000412345678", "gonza.mate.birra"}, d
    line = notes["workspace/MEMORY.md"].splitlines()[1]
    assert rewritten(line, d.subject.matcher().spans(line)) == "- Cuenta en el Galicia."


def test_a_value_after_a_labels_colon_goes_and_the_label_stays():
    line = "- Mum: mobile 07700 900123, lives in Leeds."
    assert rewritten(line, Matcher([Value("07700 900123", kind="phone")]).spans(line)) == "- Mum: lives in Leeds."


def test_get_it_out_is_take_it_out():
    assert read("Get Ciarán's number out of there, would ye, it's changed.").move is Move.REQUEST
    assert read("Get out of here").move is Move.NONE


@pytest.mark.parametrize(
    ("home", "request_", "names"),
    [
        ("kemar", "Delete Ricky number fi mi, mi an him nuh talk again.", ["Ricardo Reid", "Ricky Grant"]),
        ("vreni", "Lösch mer bitte em Beat sini Nummere, die bruch i nüme.", ["Beat Huber", "Beat Keller"]),
        ("gonzalo", "Borrame el número del Fede, che, ya no lo uso.", ["Federico Ferreyra", "Fede Rinaldi"]),
    ],
)
def test_two_people_one_goes_by_asks_which(home, request_, names):
    d = _derive(request_, _eval_home("heldout33", home))
    assert d.outcome is Outcome.CLARIFY, d
    labels = " ".join(d.candidates)
    assert all(n in labels for n in names), labels


def test_a_short_name_before_the_full_one_in_brackets_is_one_person():
    from lethe.planner.understanding.corpus import declarations

    assert declarations("- Cousin Ricky (Ricardo Reid), Santa Cruz.")[0] == ("cousin", "Ricardo Reid «Ricky»")
    assert declarations("- Hermano: Fede (Federico) Ferreyra, 47, Haedo.") == [("brother", "Federico Ferreyra «Fede»")]
    assert declarations("- Novia: Romina (Romi) Quiroga, 39.") == [("partner", "Romina Quiroga «Romi»")]


@pytest.mark.parametrize(
    "text",
    [
        "Three things, love: the plumber's price, Orla's number, and the Wednesday choir reminder — Bernie "
        "texts me anyway.",
        "Three ting: Mama landline, wah mi pay di surveyor, an di pressure reading from di pharmacy.",
    ],
)
def test_a_counted_list_in_dialect_is_three_things(text):
    items = read(text).items
    assert len(items) == 3 and not any("anyway" in i.words for i in items), items


def test_what_something_costs_in_swiss_german_and_a_landline_in_spanish():
    items = read("Drüü Sache: mini AHV-Nummere, was d'Miete choschtet, und s'Festnetz vo mim Brüeder in Chur.").items
    assert [i.attribute.name if i.attribute else None for i in items][1] == "amount", items
    items = read("Borrá el fijo de mi vieja y lo que saqué de la caja.").items
    assert [i.attribute.name if i.attribute else None for i in items] == ["phone", "amount"], items


def test_a_reminder_named_after_and_is_looked_for_in_its_place():
    from lethe.planner.understanding.resolve import kept_to_place

    u = read("Three things, love: the plumber's price, Orla's number, and the Wednesday choir reminder")
    assert u.items[-1].text.startswith("and ") and kept_to_place(u.items[-1], SimpleNamespace(only=frozenset()))


@pytest.mark.parametrize(
    ("text", "raw", "currency"),
    [("Shireen did my hair. R250 and a koesister.", "R250", "ZAR"), ("Debt review R3,450 a month", "R3,450", "ZAR")],
)
def test_rand_sums(text, raw, currency):
    from lethe.language.values.scan import find_values

    found = [v for v in find_values(text) if v.kind == "money"]
    assert [(v.raw, v.key.currency) for v in found] == [(raw, currency)]
    assert not [v for v in find_values("Take the R44 to Stellenbosch") if v.kind == "money"]


def test_what_someone_charged_is_the_sum_of_the_line_saying_it_of_the_two_of_that_name():
    notes = {
        "workspace/MEMORY.md": "# Memory\n- Shireen Isaacs: friend from church, does my hair.\n"
        "- Shireen Jacobs: debt counsellor.\n- Debt review with Shireen Jacobs: R3,450 a month.\n",
        "workspace/memory/2026-04-04.md": (
            "# 2026-04-04\n- Shireen Isaacs did my hair, she's the best. R250 and a koesister.\n"
        ),
    }
    d = _derive("Forget what Shireen charged for my hair.", notes)
    assert d.outcome is Outcome.SUBJECT and [v.text for v in d.subject.values] == ["R250"], d


def test_the_sum_whose_sentence_says_all_of_it():
    notes = {
        "workspace/MEMORY.md": "# Memoria\n- Hijos: Bautista (Bauti) y Julieta (Juli).\n",
        "workspace/memory/2026-03-05.md": (
            "# 2026-03-05\n- Transferí la cuota de Bauti y Juli, $480.000, al CBU de Caro.\n"
        ),
        "workspace/memory/2026-05-07.md": (
            "# 2026-05-07\n- Saqué USD 2.000 de la caja del Ciudad para el dentista de Juli.\n"
        ),
    }
    d = _derive("Borrá lo que saqué de la caja para el dentista de Juli", notes)
    assert d.outcome is Outcome.SUBJECT and [v.text for v in d.subject.values] == ["USD 2.000"], d


def test_what_a_named_place_pays_is_the_sum_its_line_gives():
    notes = {
        "workspace/MEMORY.md": (
            "# Memory\n- Now at reception at the Sea Breeze Guesthouse in Sea Point, R9,800 a "
            "month.\n"
            "- CCMA: unfair dismissal case. Mr Davids says they must pay at least R84,000.\n"
        ),
    }
    d = _derive("Forget what the guesthouse pays me, hey.", notes)
    assert d.outcome is Outcome.SUBJECT and [v.text for v in d.subject.values] == ["R9,800"], d


@pytest.mark.parametrize(
    ("request_", "job"),
    [
        (
            "cud yuh delet di remindr fi sen shanice di moni evry friday, mi set up standin orda wid di bank now",
            "Shanice",
        ),
        ("peux tu effacer le rapel du 15 pour le sindic , jl'ai mis en prelevment automatik a la caisse", "Syndic"),
        ("bitte lösch d erinerig fürs nadine aalüte im juli , si meldet sich sälber hät si gseit", "Nadine"),
        ("xfa borra el recordatorio dl control dl 30 en el aleman, me lo pasaron pa julio", "Control"),
    ],
)
def test_a_reminder_asked_for_with_typos_is_found_by_the_notes_words_and_whom_it_names(request_, job):
    notes = {
        "workspace/MEMORY.md": "# Memory\n- Shanice Campbell: Kaylia's mother.\n- Nadine Brunner: daughter.\n"
        "- Syndic: Lemieux Nolet, dossier 41-2918.\n",
    }
    d = _derive(request_, notes)
    assert d.outcome is Outcome.SUBJECT and d.subject.only == frozenset({"reminders"}), d
    assert d.subject.matcher().matches(f"{job} — a reminder"), d.subject.values


def test_a_relation_label_is_the_namesake_so_related():
    c = build(
        [
            (
                "workspace/MEMORY.md",
                "# Memory\n- Mammy: Bernie (Bernadette) McVeigh, 76, Andersonstown.\n"
                "- Bernie Quinn: choir pal at Clonard, 07700 900683.\n",
            )
        ]
    )
    assert [st.owner for st in c.statements] == ["bernadette", "bernie"], c.people.by_key


def test_a_debt_with_someone_is_not_every_debt():
    d = _derive("Olvida lo de la deuda atrasada con Shanice.", _eval_home("heldout33", "kemar"))
    assert d.outcome is Outcome.SUBJECT and not any("Access Financial" in a for a in d.subject.anchors), d
    assert any("back maintenance" in a for a in d.subject.anchors), d


def test_a_monthly_sum_asked_for_is_the_one_paid_each_month_of_a_line_naming_them():
    d = _derive(
        "Yon monthly thing I pay to the charity to clear Ciarán's cards — we've it cleared with his redundancy "
        "money, so take all that out.",
        _eval_home("heldout33", "sinead"),
    )
    assert d.outcome is Outcome.SUBJECT and {v.text for v in d.subject.values} == {"£210"}, d


def test_a_name_someone_goes_by_beside_another_surname_is_someone_else():
    notes = {
        "workspace/MEMORY.md": "# Gedächtnis\n- Tochter: Steffi (Stefanie) Roppelt, 36, Handy 0171 5550 382.\n"
        "- Kollegin in der Bäckerei: Steffi Nägel, 0157 5550 2290.\n"
    }
    d = _derive("Mei Tochter Steffi hat a neue Handynummer. Lösch die alte.", notes)
    assert d.outcome is Outcome.SUBJECT and [v.text for v in d.subject.values] == ["0171 5550 382"], d


def test_a_sentence_after_a_colon_is_no_value_cue():
    line = "- Rendez-vous chez BNP Paribas Fortis: le prêt de 85k tient, mensualité de 1.240 € inchangée."
    left = rewritten(line, Matcher([Value("85k", kind="money")]).spans(line))
    assert "BNP Paribas Fortis:" not in left or "85k" not in left, left
    assert "85k" not in left


def test_someone_lending_is_no_keeping():
    items = read("Quita dos cosas: lo de que Javier me deja la bici y lo del alquiler pagado.").items
    assert [i.words for i in items] == [["javier", "deja", "bici"], ["alquiler", "pagado"]], items


def test_that_whole_business_listed_with_the_lot_leaving_the_address():
    d = _derive(
        "That whole business with the Housing Executive over the mould — the solicitor, the offer, the court date, "
        "the reminder, the lot — bin it. They've done the damp course and paid up. Still my house, mind, so leave "
        "the address.",
        _eval_home("heldout33", "sinead"),
    )
    assert d.outcome is Outcome.SUBJECT, d
    assert not any("23 Iveagh Crescent" in a for a in d.subject.anchors), d
    assert any("Laganside" in a for a in d.subject.anchors), d


def test_a_french_request_for_a_daughters_psy_follow_up_is_her_camhs():
    d = _derive(
        "Efface tout ce qui concerne le suivi psy de Clodagh, s'il te plaît — les rendez-vous, tout.",
        _eval_home("heldout33", "sinead"),
    )
    assert d.outcome is Outcome.SUBJECT and any("CAMHS" in a for a in d.subject.anchors), d


def test_someones_matter_with_no_line_of_theirs_at_all_is_still_found_by_its_words():
    d = _derive("forget the plans for my gran's 90th", _eval_home("heldout13", "rhiannon"))
    assert d.outcome is Outcome.SUBJECT and any("Miskin Arms" in a for a in d.subject.anchors), d


def test_a_wage_by_where_it_is_paid_is_a_wage_not_an_offer():
    d = _derive("Borrá mi número de pasaporte y cuánto ganaba en Kubo.", _eval_home("heldout14", "leandro"))
    assert d.outcome is Outcome.SUBJECT and not any(v.text == "11.200 €" for v in d.subject.values), d


def test_someones_number_wherever_it_is_noted_is_no_reminder_by_their_name():
    d = _derive("Efface le natel de Nathalie, partout où tu l'as noté.", _eval_home("heldout17", "luzia"))
    assert d.outcome is Outcome.SUBJECT, d
    assert not d.subject.matcher().matches("Wandern am Moléson mit Nathalie, Fondue im Chalet."), d.subject.values


@pytest.mark.parametrize(
    ("home", "request_"),
    [
        ("kemar", "Yuleisy get a new number. Tek out di old one everywhere, WhatsApp too."),
        ("rejean", "Audrey a changé de numéro. Enlève l'ancien partout, WhatsApp avec."),
    ],
)
def test_the_old_number_everywhere_whatsapp_with_it(home, request_):
    d = _derive(request_, _eval_home("heldout33", home))
    assert d.outcome is Outcome.SUBJECT and all(v.kind == "phone" for v in d.subject.values), d


def test_a_number_texted_at_goes_and_the_news_stays():
    line = "- Texté Audrey au 4185550184 : le loyer est viré."
    assert (
        rewritten(line, Matcher([Value("4185550184", kind="phone")]).spans(line))
        == "- Texté Audrey: le loyer est viré."
    )


# ------------------------------------------------------------------------------------------ set 34's rules


def test_hapu_is_pregnant_and_how_the_user_writes_is_no_matter():
    d = _derive("Forget that I'm hapū, eh. Not ready for anyone to know yet.", _eval_home("heldout34", "aroha"))
    assert d.outcome is Outcome.SUBJECT and any("Two lines on the test" in a for a in d.subject.anchors), d
    assert not any(a.startswith("Writes NZ English") for a in d.subject.anchors), d


def test_not_the_lawyer_i_mean_the_rheumatologist_in_koelsch():
    turns = [
        SimpleNamespace(position=0, role="user", text="Vergess die Nummer vum Dr. Kempen."),
        SimpleNamespace(position=1, role="toolResult", tool_name="forget.plan", text='{"status": "planned"}'),
        SimpleNamespace(
            position=2, role="user", text="Nee, wart, nit dä Anwalt — ich mein die Rheumatologin, die Aydın."
        ),
    ]
    notes = _eval_home("heldout34", "marita")
    d = derive(turns, lambda: list(notes.items()))
    assert d.outcome is Outcome.SUBJECT and [v.text for v in d.subject.values] == ["0221 555 47 90"], d


def test_whom_someone_is_then_their_name_in_a_sentence_declares_them():
    from lethe.planner.understanding.corpus import declarations

    line = "- Rheumatoide Arthritis seit 2022. Folsäure am Montag. Rheumatologin Dr. Leyla Aydın, Uniklinik, 0221 55."
    assert declarations(line) == [("rheumatologist", "Dr. Leyla Aydın")]
    assert declarations("- Dinner with Anna Reyes, lovely evening.") == []


def test_und_s_and_an_offices_landline():
    d = _derive(
        "Drei Sachen: mei IBAN, de Nummer vom Tierarzt und's Festnetz vom Stallhofer-Büro.",
        _eval_home("heldout34", "leopold"),
    )
    assert d.outcome is Outcome.SUBJECT and "01 555 40 22" in {v.text for v in d.subject.values}, d


def test_a_reason_between_two_things_of_a_list_keeps_the_second():
    items = read(
        "Tres cosas: lo de mi alergia al olivo, el fijo de mamá, que ya no lo tiene, y lo de la hipoteca."
    ).items
    assert [i.words for i in items][-1] == ["hipoteca"], items


def test_losses_on_the_horses_are_gambling():
    notes = {"workspace/memory/2024-04-13.md": "# 2024-04-13\n- Lost £1,100 on the horses at Aintree. Massive row.\n"}
    d = _derive("Oye, borra todo lo de las apuestas, ¿vale?", notes)
    assert d.outcome is Outcome.SUBJECT and any("horses" in a for a in d.subject.anchors), d


def test_what_was_paid_someone_includes_a_sum_opening_the_sentence_after_their_name():
    d = _derive("Forget what I've paid the solicitor.", _eval_home("heldout34", "gareth"))
    assert d.outcome is Outcome.SUBJECT and {v.text for v in d.subject.values} >= {"£1,200", "£850"}, d


def test_everything_to_do_with_it_in_viennese_is_the_matter_not_who_helped():
    items = read(
        "Des mit'm Privatkonkurs is erledigt, mei Bruder hat ma g'holfen, alles zruckzahlt. Lösch ois, was damit "
        "z'tuan hat — d'Beratung, des Gericht, den Treuhänder, d'Erinnerung."
    ).items
    assert len(items) == 1 and "privatkonkurs" in items[0].words and items[0].topic, items


@pytest.mark.parametrize(
    ("home", "request_"),
    [
        ("leopold", "D'Reme hat a neue Nummer. Die alte bitte überall außa, a des WhatsApp."),
        ("didier", "Chantal a changé de numéro. Enlève l'ancien partout, même celui sur WhatsApp."),
        ("gareth", "Our Jordan lost his phone on a night out. Take the old one out everywhere, the WhatsApp one too."),
    ],
)
def test_the_old_number_out_everywhere_in_vienna_brussels_and_liverpool(home, request_):
    d = _derive(request_, _eval_home("heldout34", home))
    assert d.outcome is Outcome.SUBJECT and d.subject.values and all(v.kind == "phone" for v in d.subject.values), d


def test_the_old_one_in_koelsch_and_andalusian_words():
    items = read("JP hät e neu Handy met ner neuer Nummer. Nimm die ahl Nummer üvverall raus.").items
    assert items and items[0].attribute is not None and items[0].text == "die ahl Nummer", items
    items = read("Rafa tiene número nuevo. Bórrame el viejo de toas partes, el del guasap también.").items
    assert len(items) == 1 and items[0].age == "old", items


@pytest.mark.parametrize(
    ("home", "request_", "names"),
    [
        ("didier", "Retire le GSM de Jo, on s'est disputés.", ["Jonathan Vanderlinden", "Jo Claes"]),
        ("leopold", "Geh, lösch dem Ferdl sei Nummer, der is ma zu deppert worden.", ["Wondrak", "Pribil"]),
        ("marita", "pls delete Gaby's number, we had a big row", ["Gabriele Hoffmann", "Gaby Krämer"]),
    ],
)
def test_two_of_a_short_name_ask_which(home, request_, names):
    d = _derive(request_, _eval_home("heldout34", home))
    assert d.outcome is Outcome.CLARIFY, d
    assert all(n in " ".join(d.candidates) for n in names), d.candidates


def test_it_all_and_its_reminder_is_not_the_reminder_alone():
    from lethe.planner.understanding.query import Turn, read_query

    q = read_query(
        [
            Turn(
                0,
                "user",
                "That money I borrowed off them online loan sharks to cover the rent — get it all out of there, the "
                "monthly reminder an' all.",
            )
        ],
        None,
    )
    assert q.only == frozenset(), q


def test_an_afrikaans_ag_is_no_thing():
    u = read(
        "Ag no man. Everything about that — what I just told you and whatever you wrote down before — take it out."
    )
    assert u.move is Move.REQUEST and not any("ag" in i.words for i in u.items), u.items
    from lethe.planner.understanding.utterance import items_of

    assert not any("ag" in i.words for i in items_of("Ag no man. Everything about that", None)), "ag"


def test_someones_whatsapp_number_in_a_list_is_their_number():
    items = read(
        "Three things to take out: Mom's gate code, the last digits of my Chase account, and Ifeoma's WhatsApp number."
    ).items
    assert items[-1].owner.word == "Ifeoma" and items[-1].attribute.name == "phone", items


def test_and_everything_around_it_is_the_whole_matter():
    u = read("Servus! Vergiss bitte des mit meim Knie, de OP und ois drum rum. Muass ned jeder wissn.")
    assert u.whole and [i.text for i in u.items] == ["des mit meim Knie", "de OP"], u.items


# ------------------------------------------------------------------------------------------ set 35 iterated


def _mentioned(home: str, text: str) -> list[str]:
    from lethe.planner.understanding.corpus import mentions

    return [m[2] for m in mentions(text, build(list(_eval_home("heldout35", home).items())).people)]


def test_a_first_name_and_an_initial_with_a_possessive_is_the_namesake_of_that_last_name():
    assert _mentioned("dean", "Lee F's got a new phone.") == ["lee fairclough"]


def test_a_last_name_after_a_first_name_none_of_theirs_is_someone_else():
    assert _mentioned("awa", "Youssou Ndour et Wally Seck.")[0].startswith("other:")
    assert _mentioned("awa", "Me Ndour prend l'affaire.") == ["cheikh"]


def test_a_lawyer_of_three_names_after_maitre_and_a_co_wife():
    people = build(list(_eval_home("heldout35", "awa").items())).people
    assert people.by_key["cheikh"].names >= {"cheikh", "tidiane", "ndour"}
    assert people.named("Khady").relations == {"co-wife"}


def test_an_advocate_is_a_lawyer():
    people = build([("workspace/MEMORY.md", "# M\n- Advocate: Achieng Odera, Odera & Co. 0722 555 309.\n")]).people
    assert people.named("Achieng").relations == {"lawyer"}


def test_an_answer_then_a_sentence_saying_which_it_is_not():
    u = read("Den Steuerberater, Gary Cheung. Nicht Gaz vom Fußball.", after_question=True)
    assert u.move is Move.SELECT and not any({"gaz", "fussball"} & set(i.words) for i in u.items), u.items
    d = _derive_after(
        "Efface le numéro de Khady, s'il te plaît.",
        "Khady Sène, la deuxième femme d'Ousmane. Pas Khady Ba de la tontine, hein.",
        _eval_home("heldout35", "awa"),
    )
    assert d.outcome is Outcome.SUBJECT, d
    assert d.subject.matcher().matches("76 555 18 63") and not d.subject.matcher().matches("77 555 41 28")


@pytest.mark.parametrize(
    ("home", "request_", "gone", "kept"),
    [
        (
            "wanjiru",
            "Shiku the chama treasurer has changed her line. Remove the old number everywhere. Not my sister eh.",
            "0711 555 392",
            "+1 404 555 0163",
        ),
        (
            "heiko",
            "Der Uwe vom Garten hat 'ne neue Nummer. Mach de alte überall raus, ooch die vom WhatsApp. Ni den Uwe in "
            "Chemnitz, nu?",
            "0176 5552 3817",
            "0371 4418 263",
        ),
    ],
)
def test_the_old_number_of_whom_the_sentence_before_names(home, request_, gone, kept):
    d = _derive(request_, _eval_home("heldout35", home))
    assert d.outcome is Outcome.SUBJECT, (d.outcome, d.candidates)
    assert d.subject.matcher().matches(gone) and not d.subject.matcher().matches(kept)


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("Sasa… actually delete that.", "sasa"),
        ("Actually cariad, wipe all that.", "cariad"),
        ("Borra lo de la once, cachai.", "cachai"),
    ],
)
def test_sheng_welsh_and_chilean_fillers_are_no_thing(text, word):
    from lethe.planner.understanding.utterance import items_of

    assert not any(word in i.words for i in items_of(text, None)), items_of(text, None)


def test_a_told_arrest_is_found_by_its_words_not_its_year_and_goes_with_its_bail_and_who_must_not_know():
    d = _derive_told(
        "Let me tell you something about Kevin. In 2024 he was arrested in town during the Gen Z demos, they charged "
        "him. The case is still going on.",
        "Sasa… actually delete that. Everything about it, what I've just told you and whatever you had written before.",
        _eval_home("heldout35", "wanjiru"),
    )
    assert d.outcome is Outcome.SUBJECT, d
    m = d.subject.matcher()
    assert m.matches("- Kevin out on cash bail, KSh 10,000.") and m.matches("Peter's mum must not know.")
    assert not m.matches("- Son: Kevin Kamau, 22, third year BCom at JKUAT. Mobile 0790 555 614.")


def test_what_a_message_goes_on_about_is_the_matter_the_one_before_told():
    turns = _turns(
        "I need to tell someone. Our Ffion's got anorexia, she's been bad since uni. There's a team in Bristol seeing "
        "her now.",
        "I'm so sorry, Carys.",
        "Some days she eats, some days she don't. Duw, it's hard.",
        "It sounds really hard.",
        "Actually cariad, wipe all that. What I just said and anything you'd got down about it before.",
    )
    d = derive(turns, lambda: list(_eval_home("heldout35", "carys").items()))
    assert d.outcome is Outcome.SUBJECT, d
    m = d.subject.matcher()
    assert m.matches("Anorexia since uni") and m.matches("- Ffion down to 41 kg.") and m.matches("Dr Marsh's advice")
    assert not m.matches("graphic designer in Bristol")


def test_gehalten_is_no_salary_and_the_subject_of_a_that_clause_is_whose():
    d = _derive(
        "Vergiss bitte, dass Mutti mich neulich für Uwe gehalten hat. Das muss ni aufgeschrieben sein, das tut weh.",
        _eval_home("heldout35", "heiko"),
    )
    assert d.outcome is Outcome.SUBJECT, d
    m = d.subject.matcher()
    assert m.matches("Sie hat mich für Uwe gehalten.") and not m.matches("Mutti im Heim besucht.")
    assert not m.matches("Lohn LWB: 2.640 € netto")


@pytest.mark.parametrize(
    ("home", "request_", "gone", "kept"),
    [
        ("dean", "cud u get rid of the 5 a side remindr on tuesdys, done me knee in, out for the seson",
         "Five-a-side at Powerleague Ardwick, 7pm. Bring the bibs.", "Ring Mam"),
        ("wanjiru", "pls remov the remindr for my bp tabs evry morning, i hv a pill box now so its sorted",
         "BP tablet", "Chama: KSh 5,000"),
        ("heiko", "kannste ma de erinnerung fürn skat am freitach rausnehm, der uwe hat sei knie op, da is paus",
         "Skat bei Uwe K. im Garten, 19 Uhr. Kleingeld mitnehmen.", "Vorlagen einpacken"),
        ("yasna", "borra el recordatorio d la once del domingo donde mi mama, ahora ella se viene pa aca los domingos",
         "once", "Plaquenil"),
        ("awa", "stp enlève le rapel du mercredi pour apeler ibou, c lui qui m'apele maintenant qd il a du reseau",
         "Appeler Ibou", "Ténofovir"),
    ],
)  # fmt: skip
def test_a_reminder_named_in_typed_words_and_why_it_goes(home, request_, gone, kept):
    d = _derive(request_, _eval_home("heldout35", home))
    assert d.outcome is Outcome.SUBJECT, (d.outcome, d.question, d.candidates)
    assert d.subject.only == frozenset({"reminders"}), d.subject.only
    m = d.subject.matcher()
    assert m.matches(gone) and not m.matches(kept), [v.text for v in d.subject.values]


def test_a_counted_list_keeps_its_reminder_apart_and_names_its_sums():
    d = _derive(
        "Three things now in a minute: what Dai Bread charged for the Welsh cakes, Rhys's mobile — he's only on his "
        "work one now — and the choir reminder on a Tuesday, I know when it is, mun.",
        _eval_home("heldout35", "carys"),
    )
    assert d.outcome is Outcome.SUBJECT, d
    assert all(v.places == {"reminders"} for v in d.subject.values if "choir" in v.text), d.subject.values
    for home, request_, gone in [
        (
            "heiko",
            "Drei Sachen: was ich beim Skat im Februar verloren hab, und was de Pacht vom Garten kostet.",
            "14 €",
        ),
        ("yasna", "Tres cosas: lo que me cobró el maestro por el techo y el fijo de mi mamá.", "$1.200.000"),
        (
            "awa",
            "Deux choses : ce que Modou Sarr m'a pris pour la façon des boubous et le numéro de ma mère.",
            "60 000 F",
        ),
    ]:
        d = _derive(request_, _eval_home("heldout35", home))
        assert d.outcome is Outcome.SUBJECT and any(v.text == gone for v in d.subject.values), (request_, d)


def test_a_number_closing_a_sentence_that_says_more_goes_alone():
    from lethe.language.clauses import clause

    t = "- Sent chama KSh 5,000 to Shiku Mutua on 0711555392."
    a = t.find("0711")
    assert t[slice(*clause(t, a, a + 10))] == " on 0711555392"
    t = "- Call Mum on 0711555392."
    a = t.find("0711")
    assert t[slice(*clause(t, a, a + 10))] != " on 0711555392"


@pytest.mark.parametrize(
    ("text", "money"),
    [
        ("60 000 F la façon.", "60 000 F"),
        ("Tontine : 25 000 FCFA chaque dimanche", "25 000 FCFA"),
        ("Zimmer 101 F", None),
    ],
)
def test_the_cfa_franc(text, money):
    from lethe.language.values import find_values

    found = [v.raw for v in find_values(text) if v.kind.value == "money"]
    assert found == ([money] if money else []), found


def test_a_matter_named_whole_then_what_stays_and_the_hosts_words():
    u = read(
        "Everything about the Didsbury ceiling — the court case, her solicitor, the hearing, the reminder, the lot. "
        "She's dropped it. Keep me other jobs though."
    )
    assert u.items and u.items[0].topic and u.kept, u


@pytest.mark.parametrize(
    "text",
    [
        "All that business with my cousin getting mixed up with them patched fullas — what he owes them, the cops.",
        "That whole Kitengela plot mess — the broker, the DCI report, the money, all of it.",
    ],
)
def test_that_whole_and_all_that_business_name_a_matter_then_its_parts(text):
    from lethe.planner.understanding.utterance import items_of

    items = items_of(text, None)
    assert items[0].topic and "—" not in items[0].text and len(items) >= 3, items


def test_the_pointer_is_where_the_verb_is_and_its_sentence_whole():
    from lethe.planner.understanding.utterance import pointer_at

    t = "That whole plot mess — the broker, all of it. Clear it. I don't want Peter stumbling on it."
    assert t[pointer_at(t, "it") - 6 :].startswith("Clear it")
    t = "You know the excuse I gave school in April so I could go to that interview? Forget that."
    assert t[pointer_at(t, "that") - 7 :].startswith("Forget that")


def test_suspension_at_work_is_a_matter_and_french_court_and_demande_are_other_words():
    from lethe.planner.understanding import concepts
    from lethe.planner.understanding.words import folded_words

    assert any(c.name == "work_discipline" for c in concepts.named_in("the suspension", "en"))
    lawsuit = next(c for c in concepts.named_in("the lawsuit", "en") if c.name == "lawsuit")
    assert not lawsuit.in_words(folded_words("Aime les réponses courtes."), "fr")
    assert not lawsuit.in_words(folded_words("demande d'asile en cours"), "fr")
    assert lawsuit.in_words(folded_words("audience au tribunal"), "fr")


def test_two_of_a_name_the_notes_label_with_nicknames_are_asked_about_by_them():
    d = _derive("Take Dai's number out, butt, I don't need it no more.", _eval_home("heldout35", "carys"))
    assert d.outcome is Outcome.CLARIFY and d.candidates == ["Dai Chips (David Williams)", "Dai Bread (David Powell)"]


def test_forget_it_after_a_question_the_notes_do_not_answer_is_nothing_to_forget():
    d = _converse(
        _eval_home("heldout35", "yasna"),
        "¿Tenís guardado el teléfono de la farmacia del barrio?",
        "No tengo guardado ningún teléfono de farmacia, Yasna. Si me lo das, lo anoto.",
        "Ah no, olvídalo, ya lo encontré en Google. Gracias igual po.",
    )
    assert d.outcome is Outcome.NOTHING, d


def test_a_short_name_its_full_first_name_in_brackets_and_a_last_name():
    people = build(list(_eval_home("heldout35", "yasna").items())).people
    assert people.named("Jennifer").aliases == {"Jenny"} and "salas" in people.named("Jennifer").names
    d = _derive("Borra el número de la Jenny Salas, la vecina.", _eval_home("heldout35", "yasna"))
    assert d.outcome is Outcome.SUBJECT and [v.text for v in d.subject.values] == ["+56 9 5555 7420"], d


def test_her_birthday_after_her_number_is_the_party_note_by_the_last_name_the_request_gave():
    d = derive(
        [
            SimpleNamespace(position=0, role="user", text="Borra el número de la Jenny Salas, la vecina."),
            SimpleNamespace(position=1, role="toolResult", tool_name="forget.plan", text='{"status": "planned"}'),
            SimpleNamespace(position=2, role="user", text="Sí, dale."),
            SimpleNamespace(position=3, role="toolResult", tool_name="forget.confirm", text='{"status": "forgotten"}'),
            SimpleNamespace(position=4, role="user", text="Y lo del cumpleaños de ella también."),
        ],
        lambda: list(_eval_home("heldout35", "yasna").items()),
    )
    assert d.outcome is Outcome.SUBJECT, d
    m = d.subject.matcher()
    assert m.matches("- Cumpleaños de la Jenny Salas en el pasaje, empanadas de pino y cumbia hasta las 3.")
    assert not m.matches("- Jenny Cárcamo: cuñada, señora del Pato, Rancagua. Celular +56 9 5555 0965.")


def test_not_that_one_in_saxon_and_the_reminder_meant_instead():
    d = _derive_after(
        "Lösch ma de Erinnerung für de Kreditrate.",
        "Nee, halt, die ni! Ich meinte de Physio am Dienstag, die is vorbei.",
        _eval_home("heldout35", "heiko"),
        status="planned",
    )
    assert d.outcome is Outcome.SUBJECT and d.subject.only == frozenset({"reminders"}), d
    m = d.subject.matcher()
    assert m.matches("Beckenboden-Physio 16 Uhr, Vorlagen einpacken.") and not m.matches("280 € Kreditrate")


def test_all_of_what_i_just_said_in_saxon_takes_the_news_of_someone_named():
    d = _converse(
        _eval_home("heldout35", "heiko"),
        "Ich muss dir ma was sagen. Unser Ronny sitzt, wegen Drogen. Den Leuten erzähl ich, er is im Ausland auf "
        "Montage.",
        "Danke, dass du mir das anvertraust, Heiko.",
        "Dayami geht's dreckig deswegen. Mir ooch, ährlich.",
        "Das glaube ich dir.",
        "Weeßte was, lösch das alles wieder — was ich grad gesagt hab und was de vorher schon drüber aufgeschrieben "
        "hattest. Der Junge soll 'n sauberen Neuanfang kriegen.",
    )
    assert d.outcome is Outcome.SUBJECT, d
    assert d.subject.matcher().matches("Sitzt seit Oktober 2025 in der JVA Leipzig")
    assert not d.subject.matcher().matches("Mit Micha Wendt im Block, de Stimmung war ährlich.")


# ------------------------------------------------------------------------------------------ set 36 iterated


def test_an_austrian_personal_bankruptcy_is_its_own_matter_not_every_debt():
    d = _derive(
        "Vergiss bitte, dass i in Privatkonkurs bin. Wenn des de Paola liest, dann gute Nacht, Oida.",
        _eval_home("heldout36", "reinhard"),
    )
    assert d.outcome is Outcome.SUBJECT, d
    m = d.subject.matcher()
    assert m.matches("- Treuhänder: Zahlung 310 € für April bestätigt.")
    assert not m.matches("- Darlehen an Paolas Schwester Luz Dary: 3.000 € im Jänner 2026 per Western Union.")


def test_geordie_news_told_then_bin_all_that():
    d = _converse(
        _eval_home("heldout36", "kerry"),
        "Got summat to tell ye. Wor Jade's expecting! She's not with the dad though, and Craig doesn't know yet.",
        "That's big news, Kerry. How is Jade feeling about it?",
        "She's made up really. She wants to tell her dad herself once she's past the 20 weeks. Divvent say owt.",
        "Of course, it's hers to share when she's ready.",
        "Actually howay, bin all that. What I just telt ye and owt ye had wrote down before about it.",
    )
    assert d.outcome is Outcome.SUBJECT, d
    assert not d.subject.matcher().matches("- Partner: Craig Charlton, 46, scaffolder with Tyne Access.")
    assert not any("howay" in v.text for v in d.subject.values)


@pytest.mark.parametrize(
    ("text", "money"),
    [("Marchamo 2026: ₡187.000, pagado.", "₡187.000"), ("Primo cobró ₡240.000 por el carro", "₡240.000")],
)
def test_the_costa_rican_colon(text, money):
    from lethe.language.values import find_values

    assert [v.raw for v in find_values(text) if v.kind.value == "money"] == [money]


def test_a_sum_after_a_colon_in_a_later_sentence_goes_alone():
    from lethe.language.clauses import clause

    t = "- Renault Clio IV, GG-418-PK. Clim réparée chez Momo Chergui en juin : 180 €."
    a = t.find("180")
    s, e = clause(t, a, a + 5)
    assert t[:s] + t[e:] == "- Renault Clio IV, GG-418-PK. Clim réparée chez Momo Chergui en juin."
    t = "- Anna. Her new number from May: 0171 2345678."
    a = t.find("0171")
    s, e = clause(t, a, a + 12)
    assert t[:s] + t[e:] == "- Anna."


def test_why_in_brackets_is_no_thing_of_a_list():
    items = read(
        "Trois trucs : ce que Momo m'a pris pour la clim, le portable de Yanis (il l'a cassé, il aura un nouveau "
        "numéro) et le rappel du foot de Lina, la saison est finie."
    ).items
    assert len(items) == 3 and items[2].places == {"reminders"}, items


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("cud ye tek off the remindr to ring mam at 6, the carers ring us theirselfs now after theyve been",
         ["ring", "6"]),
        ("pls remove d reminder for badminton thurs nite, my knee spoil already, doc say rest 2 mth",
         ["badminton", "thurs", "nite"]),
        ("kite el recordatorio d pagarle a doña flor los viernes, ahora le pago x sinpe los lunes y ya",
         ["pagarle", "dona", "flor", "viernes"]),
        ("enleve le rapel du samedi pour le kiné stp jai fini les seances, le dos ca va mieu", ["samedi"]),
    ],
)  # fmt: skip
def test_a_typed_reminder_request_and_why_in_texting_words(text, words):
    u = read(text)
    assert u.move is Move.REQUEST and len(u.items) == 1 and u.items[0].words == words, u.items


def test_the_kid_and_the_cops_in_marseille():
    from lethe.planner.understanding import concepts
    from lethe.planner.understanding.utterance import items_of

    assert items_of("La bêtise du minot avec la moto", None)[0].owner.word == "child"
    assert any(c.name == "police" for c in concepts.named_in("les flics et tout", "fr"))


@pytest.mark.parametrize(
    ("text", "whose"),
    [
        ("Quíteme el número de Greivin, porfa, ya no lo ocupo para nada.", "Greivin"),
        ("Mach mir bitte d'Nummer vom Maier naus, der goht mr grad fei auf d'Nerve.", None),
    ],
)
def test_a_number_asked_away_in_costa_rican_and_swabian_words_and_why(text, whose):
    items = read(text).items
    assert len(items) == 1 and items[0].attribute.name == "phone" and items[0].owner.word == whose, items


def test_whom_one_is_done_with_says_why():
    items = read("Vergiss die Nummer vom Ferdl, mit dem bin i fertig.").items
    assert len(items) == 1, items


# ------------------------------------------------------------------------------------------ held-out set 37


def _said_to(notes: dict[str, str], *texts: str):
    """A conversation: the user and the assistant in turn, the last message the request."""
    return derive(_turns(*texts), lambda: list(notes.items()))


def test_a_longer_relation_that_ends_in_the_word_read_is_that_one():
    from lethe.planner.understanding.utterance import owner_in

    assert owner_in("the skin doctor", None).word == "dermatologist"
    assert owner_in("the doctor", None).word == "doctor"
    r = _derive(
        "Can you take out all the stuff about my hair problem — the bald patches, the skin doctor, the lotion.",
        _eval_home("heldout37", "franzi"),
    )
    assert r.outcome is Outcome.SUBJECT and "hair loss" in r.subject.descriptor, (r.outcome, r.candidates)
    assert not any("Zahnarzt" in a or "Heuschnupfe" in a for a in r.subject.anchors), r.subject.anchors


def test_things_named_one_after_another_after_the_request_are_more_of_it():
    r = _derive(
        "Forget I got a CCJ, will you? The catalogue debt, the StepChange plan, all of it.",
        _eval_home("heldout37", "lorraine"),
    )
    assert any("First StepChange payment" in a for a in r.subject.anchors), r.subject.anchors
    assert len(read("Forget the HDB loan. The outstanding amount only, the rest keep.").items) == 1
    items = read("forget all the baby-making stuff pls. the clinic, the referral, all of it.").items
    assert items[0].topic and all(i.part for i in items[1:]), items  # (the parts of a matter asked whole)


def test_a_name_written_with_a_capital_inside_is_a_clue_where_it_opens_a_sentence():
    from lethe.workflow.residual import distinctive

    line = "- CCJ from the catalogue debt, December 2024. StepChange debt plan £85 a month since February 2025."
    clues = distinctive([(line, "")], set(), Counter())
    assert "StepChange" in [getattr(c, "text", c) for c in clues], clues


def test_broke_alone_is_no_debt():
    from lethe.planner.understanding import concepts

    assert not any(c.name == "debt" for c in concepts.named_in("she broke her wrist", "en"))
    assert any(c.name == "debt" for c in concepts.named_in("forget that I'm broke", "en"))


def test_what_i_told_of_someone_else_is_their_matter_not_who_knows_it():
    """ "Kwaku didn't come back to do business … deported." — "Only me and Kofi know." — "Chale, delete all of
    it.": the deportation (not Kofi, not the brother's own line, not the land case his lawyer is on)."""
    r = _said_to(
        _eval_home("heldout37", "efua"),
        "Let me tell you something. Kwaku didn't come back to do business like we told everybody. They sacked him "
        "from the UK in January, deported.",
        "How is he coping?",
        "He's ok small small, the birds are helping him. But if Maa hears this one she will collapse. Only me and "
        "Kofi know.",
        "It's his story to tell.",
        "Chale, on second thought delete all of it. What I just told you and whatever you wrote before about it. "
        "Kwaku's matter should not be anywhere.",
    )
    assert r.outcome is Outcome.SUBJECT, (r.outcome, r.candidates)
    assert any("Harmondsworth" in a for a in r.subject.anchors), r.subject.anchors
    assert not any(w in a for a in r.subject.anchors for w in ("Husband", "Ofaakor", "poultry")), r.subject.anchors


def test_a_matters_lawyer_is_not_the_one_whose_lines_name_another_matter():
    r = _derive("forget about Kwaku's deportation", _eval_home("heldout37", "efua"))
    assert any("deported" in a for a in r.subject.anchors)
    assert not any("Ofaakor" in a or "Selorm" in a for a in r.subject.anchors), r.subject.anchors


def test_a_name_joined_to_a_kind_of_number_and_then_in_a_list():
    [item] = read("Vergiss die Schalke-Kundennummer.").items
    assert item.attribute is not None and item.words == ["schalke"], item
    items = read(
        "Drei Sachen: dem Atze seine Handynummer, der is getz bei DSW21. Dann die Schalke-Kundennummer, die hab ich "
        "inne App. Und die Erinnerung fürs Ramipril."
    ).items
    assert any(i.words == ["schalke"] for i in items) and any(i.places == {"reminders"} for i in items), items


@pytest.mark.parametrize(
    ("home", "request_", "gone", "kept"),
    [
        (
            "lorraine",
            "Mum's had her landline changed after all them scam calls. Take the old number off everywhere, with or "
            "without the spaces, the careline one an' all.",
            "0117 496 0582",
            "7316",  # (the key safe's code, in the sentence after hers)
        ),
        (
            "dirk",
            "Jacky hat ne neue Nummer. Lösch die alte überall, auch die vom WhatsApp und wo die mit +49 steht.",
            "0157 5550 8820",
            "0176 5550 1948",  # (the new one)
        ),
        (
            "efua",
            "Maa has changed her number, MTN gave her a new sim. Remove the old one everywhere, the WhatsApp one too.",
            "+233 24 555 6074",  # ("Sent Maa GH₵ 1,500 …": a sum, no other Maa)
            "024 555 6613",
        ),
        (
            "dieumerci",
            "Maman a pris une nouvelle puce Vodacom. Enlève l'ancien numéro partout, même celui de WhatsApp et de "
            "la paroisse.",
            "+243 81 555 2290",  # ("Mère : Maman Thérèse Mutombo": the mother, called so)
            "+243 81 555 2314",
        ),
        (
            "yusmary",
            "Ya no uso mi número viejo, el de Movistar. Quítalo de todos lados, hasta del Instagram y del Pago Móvil. "
            "El nuevo sí déjalo.",
            "0414-555-2093",
            "0424-555-6187",  # ("(su número viejo) y ahora al 0424-555-6187": each has its own words)
        ),
        ("heldout34:leopold", "D'Reme hat a neue Nummer. Die alte bitte überall außa, a des WhatsApp.", "0676", "0664"),
        (
            "heldout35:heiko",
            "Der Uwe vom Garten hat 'ne neue Nummer. Mach de alte überall raus, ooch die vom WhatsApp.",
            "0176 5552 3817",
            "0371 4418 263",
        ),
    ],
)
def test_an_old_number_is_the_one_named_before_in_all_its_forms(home, request_, gone, kept):
    folder, name = home.split(":") if ":" in home else ("heldout37", home)
    r = _derive(request_, _eval_home(folder, name))
    assert r.outcome is Outcome.SUBJECT, (r.outcome, r.candidates)
    values = [v.text for v in r.subject.values]
    assert any(v.startswith(gone) for v in values) and not any(kept in v for v in values), values


@pytest.mark.parametrize(
    ("line", "declared"),
    [
        ("- Trevor's brother: Kev Vowles, 58, Kingswood. Mobile 07700 900733.", [("brother:trevor", "Kev Vowles")]),
        ("- Hauswartin: Ruth Gerber, Parterre. Natel 079 555 84 13.", [("caretaker", "Ruth Gerber")]),
        ("- Chauffeur de la famille : Papy Lukusa, conduit le RAV4.", [("chauffeur", "Papy Lukusa")]),
        ("- Grand frère : ya Papy (Papy Kabamba), 45, commerçant.", [("brother", "Papy Kabamba")]),
        ("- Primo: Jesús Páez (el Gordo), mecánico en Catia.", [("cousin", "Jesús Páez «Gordo»")]),
        ("- Mototaxi: Richard Blanco (el Gordo del mototaxi), me lleva.", [("chauffeur", "Richard Blanco «Gordo»")]),
        ("- Hairdresser: Gifty Amponsah at Gifty's Touch.", [("hairdresser", "Gifty Amponsah")]),
        ("- Likelemba : Maman Rose confirme mon tour en juin.", []),
        ("- Hania: Zahnarzt Dr. Özkan am 3.6.", []),
        ("- Lilly Nowak: Mutter Agnieszka Nowak, Tel 0162.", [("mother", "Lilly Nowak"), ("mother", "Agnieszka")]),
    ],
)
def test_who_a_line_declares(line, declared):
    from lethe.planner.understanding.corpus import declarations

    assert declarations(line) == declared


@pytest.mark.parametrize(
    ("home", "request_", "names"),
    [
        ("lorraine", "Take Kev's number off for us, my lover, I've 'ad enough of 'im.", ["Vowles", "Haskins"]),
        ("dieumerci", "Mbote. Efface le numéro de Papy stp, il me fatigue trop.", ["Kabamba", "Lukusa"]),
        ("franzi", "Chasch mer d Nummer vo Gerber lösche? Merci.", ["Marc", "Ruth"]),
    ],
)
def test_two_people_so_called_are_asked_about(home, request_, names):
    r = _derive(request_, _eval_home("heldout37", home))
    assert r.outcome is Outcome.CLARIFY and r.question == "which", (r.outcome, r.question)
    assert all(any(n in c for c in r.candidates) for n in names), r.candidates


def test_an_answer_then_more_to_forget():
    r = _derive_after(
        "Chale, delete Gifty's number.",
        "The hairdresser one, from Gifty's Touch. Not Kofi's sister oo! And take off the salon reminder too, I'm "
        "going natural now.",
        _eval_home("heldout37", "efua"),
    )
    assert r.outcome is Outcome.SUBJECT, (r.outcome, r.candidates)
    values = [v.text for v in r.subject.values]
    assert "024 555 7719" in values and "027 555 3318" not in values, values
    [item] = read("And take off the salon reminder too").items
    assert item.places == {"reminders"}, item


def test_a_reminder_word_a_kept_line_says_counts_only_if_few_notes_say_it():
    from lethe.workflow.residual import _kept_but_deleted

    pieces = [("- Hairdresser: Gifty at Gifty's Touch, Dansoman Last Stop. Mobile 024 555 7719.",
               "- Hairdresser: Gifty at Gifty's Touch, Dansoman Last Stop.")]  # fmt: skip
    jobs = ["Salon at 9am, Gifty's Touch, Dansoman Last Stop. Take the attachments."]
    said = lambda counts: [v.text for v in _kept_but_deleted(pieces, jobs, set(), counts)]  # noqa: E731
    assert "Dansoman" in said(Counter({"dansoman": 1}))
    assert "Dansoman" not in said(Counter({"dansoman": 6}))


@pytest.mark.parametrize(
    "text",
    [
        "Get rid of the bingo reminder will you, the Windmill's shut for a refit till September.",
        "Lösch ma dat mit Kevin seinem Führerschein, den er letztes Jahr nach dem Stadtfest abgeben musste.",
    ],
)
def test_what_a_clause_after_the_thing_says_of_it_is_no_thing(text):
    assert len(read(text).items) == 1, read(text).items


def test_only_the_sum_of_the_matter_asked_before():
    r = _derive_after(
        "Lösch dat mit Kevin seine Kaution.",
        "Nee warte, nich allet! Nur den Betrag. Dat wir ihm wat vorgestreckt ham, kannze drinlassen.",
        _eval_home("heldout37", "dirk"),
        status="planned",
    )
    assert [v.text for v in r.subject.values] == ["1.950 €"], r.subject.values


def test_spanish_says_which_is_not_after_it():
    r = _derive_after(
        "Borra el número del Gordo, porfa.",
        "El del mototaxi, chama, mi primo no. Richard se mudó pa' Valencia.",
        _eval_home("heldout37", "yusmary"),
    )
    assert [v.text for v in r.subject.values] == ["0412-555-6621"], (r.outcome, r.candidates)


def test_bernese_what_was_meant_instead():
    u = read("Ah nei, sorry, nid ds Volleyball! I ha d Geige vor Léna gmeint, die het ufghört. Dr Noé spiut no.")
    assert u.move is Move.CORRECT and [i.owner.word for i in u.items] == ["Léna"], u.items
    items = read(
        "Drü Sache: was i verdiene (das geit niemer öppis a), dr Code vom Velochäuer u d Erinnerig für e Chor."
    )
    assert len(items.items) == 3, items.items


def test_what_i_told_over_two_messages_of_my_brother():
    r = _said_to(
        _eval_home("heldout37", "dirk"),
        "Hömma, ich muss dat ma loswerden. Mein Bruder is pleite, so richtig, mit Gericht und Treuhänder und allem.",
        "Das tut mir leid, Dirk.",
        "Unsere Mutter weiß nix davon, die würd dat nich packen mit 81. Ich hab ihm auch noch wat geliehen, für die "
        "Miete.",
        "Verstehe.",
        "Weiße wat, lösch dat alles wieder. Wat ich grad erzählt hab und wat du vorher schon aufgeschrieben hast.",
    )
    assert r.outcome is Outcome.SUBJECT, (r.outcome, r.candidates)
    anchors = " ".join(r.subject.anchors)
    assert "Privatinsolvenz" in anchors and "2.000" in anchors and "Schlafapnoe" not in anchors, anchors


def test_never_mind_i_had_done_it_already():
    assert read("Bon, oublie, je l'avais déjà mis dans l'agenda. Merci viumau !").move is not Move.REQUEST


def test_a_street_without_its_number_is_found_by_its_words():
    assert Matcher([Value("rue du Lombard", kind="street")]).spans("Les clés de la rue du Lombard !!! Manon ravie.")


def test_three_bits_with_why_in_brackets_and_after_a_dash():
    items = read(
        "Three bits: Mum's key safe code (she's had a new door put in, no key safe now), Connor's mobile (he's on a "
        "new one, I'll add it when he texts), and the reminder for Mum's shopping — Tesco deliver it now."
    ).items
    assert len(items) == 3 and items[2].words == ["shopping"], items


def test_an_old_number_by_the_country_it_rings_in():
    r = _derive("forget Nathalie's old French number", _eval_home("heldout37", "dieumerci"))
    assert [v.text for v in r.subject.values] == ["+33 6 55 31 40 27"], r.outcome


def test_a_reminder_named_by_a_things_own_name():
    from lethe.planner.understanding.resolve import place_words

    [item] = read("delete the Monday reminder for the Cash Power card").items
    assert place_words(item) == ["cash", "power"], item


@pytest.mark.parametrize(("text", "concept"), [("everything about the Canada file", "visa"),
                                               ("todo lo de las inyecciones pa' adelgazar", "weight_loss"),
                                               ("all the stuff about my hair problem", "hair_loss")])  # fmt: skip
def test_matters_named_in_everyday_words(text, concept):
    from lethe.planner.understanding import concepts

    assert any(c.name == concept for c in concepts.named_in(text, "en")), concepts.named_in(text, "en")


def test_pardon_for_how_it_is_written_is_no_correction():
    r = _derive(
        "Oye, borra todo lo de las inyecciones pa' adelgazar: el Mounjaro. Mi español es de Benidorm, perdona.",
        _eval_home("heldout37", "lorraine"),
    )
    assert r.outcome is Outcome.SUBJECT and "Mounjaro" in " ".join(r.subject.anchors), r.outcome


def test_ghana_cedis_are_sums():
    from lethe.planner.understanding.values import find_values

    for text in ("Gearbox rebuilt in April 2026 for GH₵ 2,400.", "Paid the fees, GHS 2,400.", "paid 400 cedis"):
        assert [v.kind for v in find_values(text) if v.kind == "money"], text


def test_a_matter_fronted_by_a_dash_then_all_of_it_and_its_parts():
    items = read(
        "That palaver with Kofi and the football staking on his phone, where he chopped our roofing money — take all "
        "of it out paa, the Tuesday thing with the Reverend sef. He has changed."
    ).items
    assert items and all(i.topic for i in items) and "Tuesday" not in " ".join(i.text for i in items), items
    r = _derive(
        "That palaver with Kofi and the football staking on his phone, where he chopped our roofing money — take all "
        "of it out paa.",
        _eval_home("heldout37", "efua"),
    )
    assert r.outcome is Outcome.SUBJECT and any("SportyBet" in a for a in r.subject.anchors), r.outcome
    assert not any(a.startswith("Husband") for a in r.subject.anchors), r.subject.anchors


def test_a_part_of_a_matter_asked_whole_asks_nothing_of_its_own():
    r = _derive(
        "Oye, borra todo lo de la deuda del council tax, ¿vale? La carta de los alguaciles, el plan de pagos, el "
        "número de cuenta, el recordatorio del día 15, todo.",
        _eval_home("heldout36", "kerry"),
    )
    assert r.outcome is Outcome.SUBJECT, (r.outcome, r.question, r.candidates)


def test_a_single_lawyer_of_the_matters_own_dispute_is_the_matters():
    from lethe.planner.understanding.resolve import _matters_of

    st = SimpleNamespace(text="- Litige : sinistre sur le chantier de Villeurbanne.", lang="fr")
    assert "lawsuit" in {c.name for c in _matters_of({0: st})}


def test_a_part_listed_after_a_matter_is_of_the_matter_not_another_notes_line():
    r = _derive(
        "Oye, ¿puedes olvidar todo lo de mi diabetes? El medicamento, el recordatorio, todo.",
        _eval_home("heldout15", "consuelo"),
    )
    assert r.outcome is Outcome.SUBJECT and any("metformina" in a for a in r.subject.anchors), r.outcome
    assert not any("Médico familiar" in a or "Acta administrativa" in a for a in r.subject.anchors), r.subject.anchors


def test_a_question_naming_a_dozen_people_is_no_question():
    """ "…, a de Nummer" with every number of the notes fitting: ask what is meant, naming nobody."""
    notes = {
        "workspace/MEMORY.md": "# Gedächtnis\n"
        + "".join(
            f"- {rel}: {name}, Handy 0660 555 61{n:02d}.\n"
            for n, (rel, name) in enumerate(
                [
                    ("Bruder", "Gerald Wutte"),
                    ("Mama", "Theresia Wutte"),
                    ("Sohn", "Florian Wutte"),
                    ("Tochter", "Katharina Wutte"),
                    ("Cousin", "Sepp Wutte"),
                    ("Freund", "Sepp Kogler"),
                    ("Freundin", "Gabi Tschernutter"),
                    ("Ex", "Brigitte Wutte"),
                    ("Tante", "Maria Wutte"),
                    ("Onkel", "Franz Wutte"),
                    ("Nachbar", "Karl Huber"),
                    ("Kollege", "Hans Moser"),
                ]
            )
        ),  # fmt: skip
    }
    r = _derive("Lösch de Nummer.", notes)
    assert r.outcome is Outcome.CLARIFY and not r.candidates, (r.question, r.candidates)


def test_a_namesake_listed_right_after_is_someone_too():
    r = _derive_after(
        "Delete Linda's number please.",
        "The one from work, Linda Williams. She's in Dubai now, that number is dead. Not my manyano sister hey!",
        _eval_home("heldout38", "zukiswa"),
    )
    assert [v.text for v in r.subject.values] == ["084 555 7258"], (r.outcome, r.candidates)


@pytest.mark.parametrize(
    ("home", "request_", "old"),
    [
        (
            "jodie",
            "New phone, new number. Delete my old one everywhere — with or without the +64 and the spaces, the "
            "netball list too.",
            "021 555 3870",
        ),
        (
            "hannes",
            "D'Mama hat ihr Festnetz abgmeldet, sie hat jetzt lei mehr as Handy. Lösch die alte Festnetznummer "
            "überall, a die mit +43 fürs Armband und de Rückrufnummer.",
            "04227 555 31",
        ),
        (
            "brice",
            "La mater a perdu son téléphone au marché Mboppi, elle a pris une nouvelle puce. Efface l'ancien numéro "
            "partout, celui du WhatsApp et celui avec +237 aussi.",
            "699 555 482",
        ),
    ],
)
def test_an_old_number_and_where_else_it_is_written(home, request_, old):
    r = _derive(request_, _eval_home("heldout38", home))
    assert r.outcome is Outcome.SUBJECT and old in [v.text for v in r.subject.values], (r.outcome, r.candidates)


def test_a_thing_fronted_without_a_comma_before_its_verb():
    items = read("Ta. Lo de que está preso borralo todo, el recordatorio de los domingos también.").items
    assert "preso" in items[0].words and items[1].places == {"reminders"}, items
    assert len(read("Delete the +27 one.").items) == 1


def test_carinthian_all_of_that_after_a_matter_fronted_by_dashes():
    items = read(
        "Des mit meim Pumperl vom November 2024 — Spital, Reha, die Tabletten — tua des bitte olles weg."
    ).items
    assert any("pumperl" in i.words for i in items), items
    u = read("lösch ma bitte olles vom kegln, da cluub hat zuagspert.")
    assert u.whole and [i.words for i in u.items] == [["kegln"]], u.items
    from lethe.planner.understanding import concepts

    assert any(c.name == "heart" for c in concepts.named_in("des mit meim Pumperl", "de"))


def test_la_mater_and_a_kiwi_sweet():
    from lethe.planner.understanding.utterance import owner_in

    assert owner_in("La mater a perdu son téléphone", None).word == "mother"
    r = _said_to(
        _eval_home("heldout38", "jodie"),
        "Did the KiwiSaver thing ever go through?",
        "Yes — your notes say the hardship withdrawal was approved in February.",
        "Sweet. Now get rid of all that, Hemi doesn't need to know we were that far behind.",
    )
    assert r.outcome is Outcome.SUBJECT and "sweet" not in r.subject.descriptor, r.subject.descriptor


def test_a_cut_from_the_start_leaves_no_full_stop_in_front():
    line = (
        "- Protection order against Shane (Family Court, May 2024). Supervised contact at Barnardos, Saturdays 10–12. "
        "Lawyer: Sarah Whitfield, Cashel Street."
    )
    spans = Matcher([Value("protection order", kind="stems"), Value("Barnardos"), Value("Cashel Street")]).spans(line)
    assert rewritten(line, spans) == "- Lawyer: Sarah Whitfield."


def test_an_old_roommates_address_and_his_number_are_two_things():
    items = read("Oublie l'adresse de mon ancien coloc Thibault, et son numéro aussi. Go raibh maith agat !").items
    assert len(items) == 2, items
    assert len(read("I hab jetzt de neue Nummer. Lösch de alte A1-Nummer überall, a im WhatsApp-Link.").items) == 1


_DAMIEN = {
    "workspace/MEMORY.md": "# Memory\n- Brother: Damien Quinn, 49, chef in Glasgow. Mobile 07700 900655.\n"
    "- Damien got lifted after a fight outside a pub in Partick in December and got a recorded police warning.\n",
    "workspace/memory/2025-12-15.md": "# 2025-12-15\n- Damien rang from Glasgow: lifted after a fight in Partick. "
    "Recorded police warning.\n",
}


def test_aye_and_would_ye_say_nothing_of_what_and_a_short_sentence_restated_whole_goes_too():
    r = _said_to(
        _DAMIEN,
        "What did Damien get done for again?",
        "Your notes say he was lifted after a fight outside a pub in Partick and got a recorded police warning.",
        "Aye, that. Delete it, would ye.",
    )
    assert r.outcome is Outcome.SUBJECT, (r.outcome, r.question)
    assert "Recorded police warning." in r.subject.anchors, r.subject.anchors
    assert not any("chef" in a for a in r.subject.anchors), r.subject.anchors


def test_a_city_everyone_names_is_no_word_of_a_persons_matter():
    from lethe.workflow.residual import companions

    pieces = [
        ("- Damien rang from Glasgow: lifted after a fight in Partick.", ""),
        ("- Damien got a recorded police warning.", ""),
    ]
    (clue,) = companions(pieces, {"damien"})
    m = Matcher([clue])
    assert m.matches("- Damien was in Partick again.") and not m.matches("- Brother: Damien Quinn, chef in Glasgow.")


def test_why_after_who_in_brackets_leaves_the_next_thing_listed():
    items = read(
        "Three things to drop: the car plate, Karim's number (the garage guy, I've changed mechanics) and my rent."
    ).items
    assert len(items) == 3, items
    assert read("Lösch die Nummer vom Installateur (der Erwin, ich hab einen neuen) und meine IBAN.").items


def test_austrian_a_for_auch_and_weg_damit_after_what_it_takes_up():
    items = read("Des, dass i mi nach a neichn Stell umgschaut hab, weg damit, die Termine a.").items
    assert any("stell" in i.words for i in items), items
    assert not any(i.text.endswith(" a") for i in items), items


def test_a_matter_then_everything_and_one_part_more():
    u = read("Les rendez-vous chez la psy pour notre couple, tu effaces tout, le rappel aussi.")
    assert any("psy" in i.words or "couple" in i.words for i in u.items), u.items


def test_german_nouns_opening_a_line_are_nobodys_and_an_old_account_is_the_one_called_old():
    notes = {
        "workspace/MEMORY.md": "# Gedächtnis\n- Altes Sparkassen-Konto Wilten (2025 zuagmacht): "
        "AT61 3600 0000 0088 1290.\n- Konto neu: AT48 3600 0000 0214 7755.\n",
        "workspace/memory/2024-03-01.md": "# 2024-03-01\n- Dauerauftrag Garage 45 € vom AT613600000000881290 "
        "eingrichtet.\n",
    }
    r = _derive("Vergiss mei alte Kontonummer, bitte.", notes)
    assert r.outcome is Outcome.SUBJECT, (r.outcome, r.question)
    texts = [v.text for v in r.subject.values]
    assert "AT61 3600 0000 0088 1290" in texts and not any("AT48" in t for t in texts), texts


def test_a_social_security_number_without_its_key_is_found():
    notes = {
        "workspace/MEMORY.md": "# Mémoire\n- Numéro de sécu: 2 91 03 75 114 052 33. Mutuelle MGEN.\n",
        "workspace/memory/2026-02-01.md": "# 2026-02-01\n- Dossier CPAM: clé 33, numéro 2910375114052.\n",
    }
    r = _derive("Supprime mon numéro de sécu.", notes)
    assert r.outcome is Outcome.SUBJECT
    m = Matcher(r.subject.values)
    assert m.matches("- Dossier CPAM: clé 33, numéro 2910375114052.")
    assert not m.matches("- Mutuelle MGEN.")


_NERVES = {
    "workspace/MEMORY.md": "# Memoria\n- Hijo: Matías Rojas, 15.\n- Crisis de pánico desde 2025. Psiquiatra Dra. "
    "Carolina Bustos; sertralina 50 mg; psicólogo Matías Fuenzalida los martes.\n",
    "workspace/memory/2025-09-06.md": "# 2025-09-06\n- Primera crisis de pánico en el metro, me tuve que bajar.\n",
    "workspace/memory/2025-10-02.md": "# 2025-10-02\n- Licencia por dos semanas.\n",
    "workspace/memory/2025-11-13.md": "# 2025-11-13\n- Sesión con el psicólogo Matías Fuenzalida. Bacán.\n",
}


def test_a_title_is_nobodys_name_and_who_serves_a_matter_alone_is_found_by_full_name():
    from lethe.planner.understanding.corpus import declarations

    assert ("therapist", "Dra") not in declarations(_NERVES["workspace/MEMORY.md"])
    r = _derive("Lo de mis nervios: las pastillas, el psicólogo, la licencia, todo eso bórralo.", _NERVES)
    assert r.outcome is Outcome.SUBJECT, (r.outcome, r.question, r.candidates)
    m = Matcher(r.subject.values)
    assert m.matches("Recordatorio: sesión con el psicólogo Matías Fuenzalida a las 19:00.")
    assert any("metro" in a for a in r.subject.anchors), r.subject.anchors
    assert not any("Hijo" in a for a in r.subject.anchors), r.subject.anchors


def test_a_list_closed_by_the_lot_names_parts_that_ask_nothing_alone():
    notes = {
        "workspace/MEMORY.md": "# Memory\n- ADHD diagnosed 2025 (private assessment, £900). Elvanse 30 mg mornings, "
        "Dr Moore.\n- Hay fever in June.\n",
        "workspace/memory/2025-04-02.md": "# 2025-04-02\n- ADHD assessment done, Dr Moore.\n",
    }
    r = _derive("Forget I've got ADHD. The assessment, the pills, the doctor, the lot.", notes)
    assert r.outcome is Outcome.SUBJECT, (r.outcome, r.question, r.candidates)
    assert not any("Hay fever" in a for a in r.subject.anchors), r.subject.anchors
    items = read("Vergiss des mit mei'm Herz. D'Klinik, de Tablettn, da Doktor, alles.").items
    assert len(items) >= 3 and not items[0].part and all(i.part for i in items[1:]), items
    assert "mei'm" not in items[0].words


def test_a_reason_in_words_for_anything_written_adds_nothing():
    items = read("Vergiss mei Kontonummer. D'Bank prüft heuer und i will nit, dass do irgendwo eppas steht.").items
    assert len(items) == 1, items


def test_my_heart_names_the_heart_matter():
    from lethe.planner.understanding import concepts

    assert any(c.name == "heart" for c in concepts.named_in("des mit meinem Herz", "de"))
    assert any(c.name == "heart" for c in concepts.named_in("lo de mi corazón", "es"))


def test_the_parts_listed_are_no_words_the_residual_check_looks_for():
    notes = {
        "workspace/MEMORY.md": "# Gedächtnis\n- Frau: Resi, Köchin in der Kantine der Klinik.\n- Vorhofflimmern "
        "seit 2024, Xarelto 20 mg.\n",
        "workspace/memory/2025-03-01.md": "# 2025-03-01\n- Herzstolpern, Klinik, Vorhofflimmern.\n",
    }
    r = _derive("Vergiss des mit meinem Herz, des Vorhofflimmern. D'Klinik, de Tablettn, alles.", notes)
    assert r.outcome is Outcome.SUBJECT, (r.outcome, r.question)
    assert "klinik" not in r.subject.asked, r.subject.asked


def test_an_answer_picks_by_what_it_is_not_said_to_be_too():
    notes = {
        "workspace/MEMORY.md": "# Memoria\n- Don Luis Araya: el del almacén. Cel +56 9 3398 1150.\n"
        "- Don Luis Pizarro: maestro carpintero, arregló el techo. Cel +56 9 5521 8840.\n",
    }
    r = _derive_after("Borra a don Luis.", "El del techo, no el del almacén.", notes)
    assert r.outcome is Outcome.SUBJECT, (r.outcome, r.question, r.candidates)
    assert any("5521" in a for a in r.subject.anchors), r.subject.anchors
    assert not any("Araya" in a for a in r.subject.anchors), r.subject.anchors


def test_an_aunt_by_her_first_name_is_not_the_childminder_of_that_name():
    from lethe.planner.understanding.corpus import relation_of

    assert relation_of("hermana de mamá") == "aunt" and relation_of("brother of my dad") == "uncle"
    notes = {
        "workspace/MEMORY.md": "# Mémoire\n- Nounou de Lou: Carmen Morel, le mercredi. Portable 06 39 98 55 02.\n"
        "- Tata Carmen (hermana de mamá): Sevilla. +34 654 20 11 38.\n",
    }
    r = _derive("Supprime le numéro de Carmen.", notes)
    assert r.outcome is Outcome.CLARIFY and len(r.candidates) == 2, (r.outcome, r.candidates)
    assert not any("(aunt) (aunt)" in c for c in r.candidates), r.candidates


def test_three_wee_things_are_a_counted_list():
    u = read("Three wee things while I think of it: the alarm code, the car reg, and my sister's number.")
    assert u.move is Move.REQUEST and len(u.items) == 3, u.items


def test_a_code_named_by_a_german_compound():
    notes = {
        "workspace/MEMORY.md": "# Gedächtnis\n- Garage Schneeburggasse, Garagencode 2580.\n- Haustürcode bei Gaby: "
        "5822.\n",
        "workspace/memory/2026-06-12.md": "# 2026-06-12\n- Schlüssel zruckbracht. Garagencode no immer 2580.\n",
    }
    r = _derive("Lösch da Garagencode.", notes)
    assert r.outcome is Outcome.SUBJECT, (r.outcome, r.question)
    assert [v.text for v in r.subject.values] == ["2580"], r.subject.values
    items = read("Vergiss den Türcode bei Gaby.").items
    assert items[0].attribute is not None and items[0].attribute.name == "code", items


def test_tyrolean_family_words_and_the_article_da():
    from lethe.planner.understanding.corpus import relation_of

    assert relation_of("Bua") == "son" and relation_of("Bruader") == "brother" and relation_of("Muatter") == "mother"
    items = read(
        "Drei Sachen: da Garagencode, d'Nummer vom Hansi Pittl, der isch eh nimmer bei uns, und mei IBAN."
    ).items
    assert len(items) == 3 and not any("da" in i.words for i in items), items


def test_why_in_brackets_that_it_is_done_already():
    items = read("Tres cosas: lo del fiado en el almacén (ya le pagué a don Luis), mi patente y cuánto gano.").items
    assert len(items) == 3 and not any("luis" in i.words for i in items), items


def test_a_salary_line_under_its_label_goes_whole():
    notes = {"workspace/MEMORY.md": "# Gedächtnis\n- Gehalt: E11 Stufe 3, ca. 4.620 € brutto.\n- Auto: Golf.\n"}
    r = _derive("Forget my salary.", notes)
    assert r.outcome is Outcome.SUBJECT
    assert any("E11" in a for a in r.subject.anchors), r.subject.anchors


def test_someone_named_only_where_the_plan_removes_them_is_a_clue_left_beside_its_words():
    from lethe.workflow.residual import _gone_everywhere

    counts = Counter({"sanz": 2})
    removed = Counter({"sanz": 2})
    assert _gone_everywhere("Sanz", "sanz", counts, removed, set())
    assert not _gone_everywhere("Sanz", "sanz", Counter({"sanz": 3}), removed, set())


def test_austrian_a_is_too_after_a_noun_only():
    items = read("Mach d'Nummer vom Eberhard weg, ond des mit meiner Bandscheibe. Des goht neamer ebbes a.").items
    assert len(items) == 2, items


def test_a_reason_joined_by_and_adds_nothing():
    u = read("Vergiss mei Kontonummer. D'Vroni will's selber sagen und d'Resi liest ab und zu mit.")
    assert len(u.items) == 1, u.items


def test_everything_about_the_two_of_them_is_what_was_just_said():
    notes = {
        "workspace/MEMORY.md": "# Gedächtnis\n- Tochter: Vroni, 23.\n- Vroni isch seit Herbst 2025 mit da Selin "
        "zsamm (Selin Aydın, Studienkollegin aus Linz). D'Muatter woaß nix.\n- Muatter: Anna, 80.\n",
    }
    r = _said_to(
        notes,
        "Wia hoaßt de Freundin vo da Vroni?",
        "Laut deinen Notizen heißt sie Selin Aydın, eine Studienkollegin aus Linz.",
        "Genau de. Tua des weg, bitte, alles über de zwoa.",
    )
    assert r.outcome is Outcome.SUBJECT, (r.outcome, r.question)
    assert not any(v.text in ("D'Muatter", "Muatter") for v in r.subject.values), r.subject.values


def test_two_uncommon_words_restated_whole():
    notes = {
        "workspace/MEMORY.md": "# Memoria\n- Accidente en marzo: se me soltó un contenedor del spreader.\n",
        "workspace/memory/2026-03-23.md": "# 2026-03-23\n- Sumario interno. Me suspendieron dos turnos y el "
        "sindicato me acompañó a la reunión con la empresa.\n",
    }
    r = _said_to(
        notes,
        "¿Qué te había contado del contenedor?",
        "Se te soltó un contenedor del spreader. Hubo sumario interno y te suspendieron dos turnos.",
        "Eso mismo. Sácalo todo.",
    )
    assert r.outcome is Outcome.SUBJECT
    assert "Sumario interno." in r.subject.anchors, r.subject.anchors


@pytest.mark.parametrize(
    "text",
    [
        "Tout le bazar du surendettement: les crédits, la commission. Le plan est validé, je veux plus y penser.",
        "Lo de la demanda: la plata, la abogada. Llegamos a acuerdo y no quiero pensar más en eso.",
        "The whole grievance business at the school: the hearing, the reminder. I don't want it following me round.",
        "Right. The tribunal stuff. It's settled and I don't want to think about it anymore.",
    ],
)
def test_not_wanting_to_think_of_it_again_asks_to_forget_what_was_named(text):
    u = read(text)
    assert u.move is Move.REQUEST and u.items and u.items[0].words, u.items


def test_the_whole_x_business_is_a_topic():
    u = read("Forget the whole grievance business at the school: Toner, the hearing.")
    assert u.items[0].topic and "grievance" in u.items[0].words, u.items
    assert read("Oublie tout le bazar du surendettement.").items[0].topic


_KAREN = {
    "workspace/MEMORY.md": "# Memoria\n\n## Familia\n- Hijo de antes: Matías, 15, vive con su mamá (Karen Gómez).\n"
    "- Mamá: Nelly, 70.\n- Demanda de pensión de alimentos: la Karen me demandó en febrero 2026 en el Juzgado de "
    "Familia de Valparaíso; pide $380.000 al mes. Abogada Constanza Rivas.\n",
}


def test_the_hosts_words_for_someones_mother_do_not_make_it_the_users_mother():
    from lethe.planner.understanding.query import _kin_of_kin

    assert _kin_of_kin("the child maintenance lawsuit from his son's mother") and not _kin_of_kin("my mother's flat")
    turns = [SimpleNamespace(position=0, role="user", text="Todo lo de la demanda de la Karen: la plata, todo.")]
    r = derive(turns, lambda: list(_KAREN.items()), about="the child maintenance lawsuit from his son's mother")
    assert r.outcome is Outcome.SUBJECT and any("Demanda" in a for a in r.subject.anchors), (r.outcome, r.candidates)
    assert "Familia" not in [v.text for v in r.subject.values], r.subject.values  # (the heading's word)
    assert "karen" not in r.subject.asked, r.subject.asked


def test_the_users_own_words_when_the_hosts_find_nothing():
    notes = {
        "workspace/MEMORY.md": "# Memory\n- Grievance against the principal, Mrs Toner, lodged in February.\n"
        "- Classroom assistant at St Ita's.\n",
    }
    turns = [SimpleNamespace(position=0, role="user", text="Forget the whole grievance business at the school.")]
    r = derive(turns, lambda: list(notes.items()), about="the dispute with the head teacher")
    assert r.outcome is Outcome.SUBJECT and any("Grievance" in a for a in r.subject.anchors), (r.outcome,)


def test_someone_the_answer_names_in_full_is_what_that_points_to():
    notes = {
        "workspace/MEMORY.md": "# Memory\n- Daughter: Vroni, 23.\n- Vroni is seeing Selin Aydın since autumn.\n",
        "workspace/memory/2025-10-05.md": "# 2025-10-05\n- Vroni told me about Selin today.\n",
    }
    r = _said_to(notes, "What's her girlfriend called again?", "Your notes say Selin Aydın.", "That. Delete it.")
    assert r.outcome is Outcome.SUBJECT, (r.outcome, r.question)
    assert {"Selin Aydın", "Selin"} <= {v.text for v in r.subject.values}, r.subject.values


def test_an_eircode_stays_one_word():
    from lethe.planner.understanding.words import code_compounds_apart

    assert code_compounds_apart("Eircode P31 KD62, Garagencode 2580") == "Eircode P31 KD62, Garagen Code 2580"


def test_a_matter_asked_in_another_language_than_the_notes_write_it():
    notes = {
        "workspace/MEMORY.md": "# Memory\n- Kitchen at 12 Bola Street. Rent ₦1.8m a year to Alhaji Bello "
        "(landlord).\n- Quit notice on the kitchen from Alhaji Bello, "
        "served 3 March 2026. Lawyer Barr. Nkechi Obi (0809 555 6625).\n",
    }
    r = _derive("Efface toute l'histoire de l'avis d'expulsion pour la cuisine : l'avocate, le tribunal.", notes)
    assert r.outcome is Outcome.SUBJECT, (r.outcome, r.question)
    assert any("Quit notice" in a for a in r.subject.anchors), r.subject.anchors
    assert not any("Rent" in a for a in r.subject.anchors), r.subject.anchors  # (the landlord's line is the rent's)
    assert any("Nkechi" in a and "Barr." in a for a in r.subject.anchors), r.subject.anchors  # ("Barr." ends nothing)


def test_whose_matter_it_is_beside_its_uncommon_word_is_a_residual_clue():
    from lethe.workflow.residual import companions

    pieces = [
        ("- Owe Ciara £600 from the boiler, paying her back £50 a month.", ""),
        ("- Boiler packed in. Ciara lent us £600, paying her back £50 a month.", ""),
    ]
    (clue,) = companions(pieces, {"ciara"}, rare_only=True)
    m = Matcher([clue])
    assert m.matches("Send Ciara £50 for the boiler money.") and not m.matches("- Sister: Ciara Magee, Lisburn.")


def test_his_money_in_the_slot_machines_is_his_gambling_not_the_money_section():
    notes = {
        "workspace/MEMORY.md": "# Gedächtnis\n## Familie\n- Sohn: Mario, 45.\n## Geld\n- Pension 1.480 € im Monat.\n"
        "- Kleingarten, Pacht 210 € im Jahr.\n## Privat\n- Mario: spielsüchtig, hängt an die Automaten im Wettcafé. "
        "Selbstsperre seit März 2026, geht zur Spielsuchthilfe.\n",
    }
    r = _derive("Des, dass mei Bua sei ganzes Geld im Wettcafé verspielt – des tua bitte überall weg.", notes)
    assert r.outcome is Outcome.SUBJECT, (r.outcome, r.question)
    assert any("Selbstsperre" in a for a in r.subject.anchors), r.subject.anchors
    assert not any("Pacht" in a or "Pension" in a for a in r.subject.anchors), r.subject.anchors


def test_a_code_after_its_label_and_a_value_under_a_label_of_its_own():
    notes = {
        "workspace/MEMORY.md": "# Memoria\n- Internet VTR: $32.990 al mes. Clave wifi: Wanderers1892.\n"
        "- BVN: 22154873390. NIN: 71829304561.\n",
    }
    r = _derive("borra la clave dl wifi porfa, los cabros se la saben", notes)
    assert r.outcome is Outcome.SUBJECT and [v.text for v in r.subject.values] == ["Wanderers1892"], r.subject
    r = _derive("abeg comot my bvn from ur memry, leave d nin", notes)
    assert r.outcome is Outcome.SUBJECT and [v.text for v in r.subject.values] == ["22154873390"], r.subject


def test_why_after_the_please_is_no_thing_to_forget():
    assert len(read("borra la clave dl wifi porfa, los cabros del pasaje se la saben jajaja").items) == 1
    assert len(read("Delete my number please, and my address.").items) == 2


def test_the_old_one_after_news_of_a_new_number_is_the_old_number():
    notes = {
        "workspace/MEMORY.md": "# Memory\n- Tayo: 0803 555 2190 (old number). New number since May: 0805 555 6612.\n"
    }
    r = _derive("Tayo has a new number. Forget the old one.", notes)
    assert r.outcome is Outcome.SUBJECT and [v.text for v in r.subject.values] == ["0803 555 2190"], r.subject


def test_an_old_plate_is_the_one_its_line_calls_previous():
    notes = {
        "workspace/MEMORY.md": "# Memoria\n- Auto: Suzuki Swift 2019, patente RJKV-18.\n- Auto anterior: Chevrolet "
        "Corsa 2009, patente HKTS-42, vendido en mayo.\n",
        "workspace/memory/2026-05-20.md": "# 2026-05-20\n- Transferencia del Corsa, patente HKTS42. Listo.\n",
    }
    r = _derive("Ya vendí el Corsa, así que borra la patente vieja de todos lados.", notes)
    assert r.outcome is Outcome.SUBJECT, (r.outcome, r.candidates)
    assert "HKTS-42" in [v.text for v in r.subject.values] and "RJKV-18" not in [v.text for v in r.subject.values]


def test_what_someone_has_done_is_no_request():
    u = read("Tayo don drop im old Glo line, e don expire. Remove that number everywhere, make I no dey call am.")
    assert u.items and not any("call" in i.words for i in u.items), u.items  # (the purpose, "make I no dey call am")
    from lethe.planner.understanding.utterance import _lex, _not_asked

    text = "Tayo don drop im old Glo line."
    assert all(_not_asked(text, h) for h in _lex()["forget"].find(text))


def test_an_acronym_opening_a_removed_name_is_a_clue_alone():
    from lethe.workflow.residual import distinctive

    pieces = [("- Canada: Express Entry profile, CRS 471. IELTS General 8.0 overall (September 2025).", "")]
    clues = distinctive(pieces, set(), Counter(), broad=True)
    m = Matcher([c if isinstance(c, Value) else Value(c) for c in clues])
    assert m.matches("- IELTS result came: 8.0 overall! Omo.")


def test_staying_dry_and_withdrawal_name_the_drinking_in_a_german_dialect():
    notes = {
        "workspace/MEMORY.md": "# Memory\n- Trocke seit 14. März 2024 nach em Entzug. Kreuzbund-Gruppe montags, "
        "Campral dreimal am Tag.\n- Bluthochdruck, Ramipril 5 mg.\n",
        "workspace/memory/2024-04-11.md": "# 2024-04-11\n- Ab jetzt Kreuzbund montags un Campral.\n",
    }
    r = _derive("Vergess, dass isch trocke bin. De Entzug, die Grupp am Montag, die Tablette, alles.", notes)
    assert r.outcome is Outcome.SUBJECT, (r.outcome, r.candidates)
    m = Matcher(r.subject.values, r.subject.anchors)
    assert m.matches("- Ab jetzt Kreuzbund montags un Campral.") and not m.matches("- Bluthochdruck, Ramipril 5 mg.")


def test_a_part_of_a_town_after_in_and_an_article_is_no_clue_of_a_german_line():
    from lethe.workflow.residual import distinctive

    line = "- Kreuzbund-Gruppe montags in de Neckarstadt, Campral dreimal am Tag."
    clues = [getattr(c, "text", c) for c in distinctive([(line, "")], set(), Counter(), broad=True, langs={line: "de"})]
    assert "Neckarstadt" not in clues and "Campral" in clues, clues
    # (a town said without an article may be what it is about: "Punkte in Flensburg")
    line = "- 200 € Bußgeld, ein Monat Fahrverbot. Des gibt Punkte in Flensburg."
    clues = [getattr(c, "text", c) for c in distinctive([(line, "")], set(), Counter(), broad=True, langs={line: "de"})]
    assert "Flensburg" in clues, clues


def test_what_someone_got_in_a_list_is_a_thing_asked_for_and_says_whose_it_is_alone():
    u = read("Three things: the car reg, what Keith got in his lump sum, and the season ticket card number.")
    assert len(u.items) == 3, [i.text for i in u.items]
    assert u.items[2].owner.kind == "none", u.items


def test_a_small_sum_is_found_again_only_beside_its_own_words():
    notes = {
        "workspace/MEMORY.md": "# Mémoire\n- Pension alimentaire de Rudy pour Dylan: 280 € par mois, souvent en retard."
        "\n- Sousou avec les collègues: 280 € par mois, je touche en novembre.\n",
    }
    r = _derive("Oublie combien Rudy verse pour Dylan.", notes)
    assert r.outcome is Outcome.SUBJECT, (r.outcome, r.candidates)
    m = Matcher(r.subject.values, r.subject.anchors)
    assert m.matches("- Pension de Rudy pour Dylan enfin arrivée, 280 €.")
    assert not m.matches("- Sousou: j'ai mis mes 280 € du mois.")


def test_what_is_no_more_and_who_still_uses_it_are_reasons():
    u = read("Vergess mei alte Volksbank-IBAN, des Konto gibt's nimmer.")
    assert len(u.items) == 1, [i.text for i in u.items]
    u = read("Remove my old work number, people from the running club still call it.")
    assert len(u.items) == 1 and "club" not in u.items[0].words, u.items


def test_a_dialect_verb_without_its_final_n_is_no_rare_word():
    from lethe.workflow.residual import distinctive

    pieces = [
        ("- Jessica hot mir die 300 € fürs Ferienhaus uff die Volksbank DE61 6709 2300 0034 8819 05 überwiese.", "")
    ]
    clues = [getattr(c, "text", c) for c in distinctive(pieces, set(), Counter())]
    assert "überwiese" not in clues, clues


def test_the_old_plate_of_two_cars_is_the_one_its_line_calls_old():
    notes = {
        "workspace/MEMORY.md": "# Mémoire\n- Voiture: Peugeot 208 rouge, FG-472-KM.\n- Ancienne voiture: Renault Clio "
        "EQ-318-TZ, vendue en avril 2026.\n",
        "workspace/memory/2026-06-08.md": "# 2026-06-08\n- Amende de stationnement pour EQ 318 TZ reçue chez moi.\n",
    }
    r = _derive("J'ai vendu la Clio, enlève l'ancienne plaque de partout.", notes)
    assert r.outcome is Outcome.SUBJECT, (r.outcome, r.candidates)
    m = Matcher(r.subject.values, r.subject.anchors)
    assert m.matches("- Amende de stationnement pour EQ 318 TZ reçue chez moi.") and not m.matches("FG-472-KM")


def test_an_old_number_named_by_its_country_is_not_the_new_one_on_its_line():
    notes = {
        "workspace/MEMORY.md": "# Memory\n- Old work mobile (Luxembourg): +352 621 555 347, handed back in May 2026. "
        "New one: +352 621 555 912.\n",
        "workspace/memory/2025-09-10.md": "# 2025-09-10\n- New work phone from the bank: 621 555 347.\n",
    }
    r = _derive("Remove my old Luxembourg work number from everywhere.", notes)
    assert r.outcome is Outcome.SUBJECT, (r.outcome, r.candidates)
    assert [v.text for v in r.subject.values][:1] == ["+352 621 555 347"], r.subject.values
    assert not Matcher(r.subject.values, r.subject.anchors).matches("Le nouveau: +352 621 555 912.")


def test_that_number_after_what_became_of_the_line_is_the_line():
    notes = {
        "workspace/MEMORY.md": "# Memory\n- Wife: Mwanaisha Said. Mobile 0733 555 902 (Airtel; her old Safaricom line "
        "0722 555 184 is dead).\n",
    }
    r = _derive("Mwanaisha's old Safaricom line is dead. Remove that number everywhere.", notes)
    assert r.outcome is Outcome.SUBJECT, (r.outcome, r.candidates)
    assert "0722 555 184" in [v.text for v in r.subject.values] and "0733 555 902" not in [
        v.text for v in r.subject.values
    ]


def test_a_name_a_request_writes_small_picks_the_line_that_writes_it_big():
    notes = {
        "workspace/MEMORY.md": "# Memory\n- Store at the yard: padlock code 7319.\n- National ID 28463719. KRA PIN "
        "A008341259K.\n",
    }
    r = _derive("pls remov my kra pin frm ur memry", notes)
    assert r.outcome is Outcome.SUBJECT, (r.outcome, r.candidates)
    assert [v.text for v in r.subject.values] == ["A008341259K"], r.subject.values


def test_the_name_of_someones_partner_is_the_name_after_their_line_label():
    notes = {
        "workspace/MEMORY.md": "# Memory\n- Schwester: Julia Kieffer-Schmitt, 35.\n- Julia's new boyfriend "
        "since April 2026: Marco Lenz from Völklingen.\n",
    }
    r = _derive("Forget the name of Julia's new boyfriend.", notes)
    assert r.outcome is Outcome.SUBJECT, (r.outcome, r.candidates)
    assert "Marco Lenz" in [v.text for v in r.subject.values], r.subject.values
    assert not Matcher(r.subject.values, r.subject.anchors).matches("Julia Kieffer-Schmitt, 35")


def test_the_matter_said_again_by_what_it_was_about_is_no_second_thing():
    u = read("Vergiss bitte das mit Aurélies Abmahnung im Krankenhaus, die Sache mit dem Medikament.")
    assert len(u.items) == 1, [i.text for i in u.items]
    assert "krankenhaus" not in u.items[0].words, u.items[0].words  # (where it happened: her hospital stays)


@pytest.mark.parametrize(
    ("home", "request_", "answer", "number"),
    [
        (
            "# Memory\n- Janet Siddall: Keith's sister. Mobile 07700 900517.\n- Janet Crookes: bingo pal. Mobile 07700 "
            "900356.\n",
            "Get rid of Janet's number, love.",
            "Keith's sister. Leave me bingo pal be.",
            "07700 900517",
        ),
        (
            "# Memory\n- Bruder: Jürgen Brenneisen. Handy 0171 5550 6620.\n- Jürgen Maier, Hausmeister. Handy "
            "0170 5550 1283.\n",
            "Lösch mol die Nummer vum Jürgen.",
            "De Hausmeister. Mei Bruder bleibt, klar.",
            "0170 5550 1283",
        ),
        (
            "# Mémoire\n- Sandrine Éloidin, collègue au lycée. Portable 0696 55 31 58.\n- Sandrine Rosette, coiffeuse. "
            "Portable 0696 55 84 36.\n",
            "Supprime le numéro de Sandrine.",
            "La coiffeuse. Sandrine du lycée, tu gardes.",
            "0696 55 84 36",
        ),
    ],
)
def test_an_answer_that_lets_the_other_one_stay_still_picks_the_one_it_names(home, request_, answer, number):
    r = _derive_after(request_, answer, {"workspace/MEMORY.md": home})
    assert r.outcome is Outcome.SUBJECT, (r.outcome, r.candidates)
    assert [v.text for v in r.subject.values] == [number], r.subject.values


def test_a_part_named_by_a_plural_of_what_the_matter_writes_in_a_compound_is_of_it():
    notes = {
        "workspace/MEMORY.md": "# Familie\n- Mann: Manolo Iglesias, 61. Im April PSA-Wert 9,8, Biopsie am 8. Mai 2026, "
        "Verdacht auf Prostatakrebs.\n",
    }
    r = _derive("Vergess des mit Manolos Prostata, die Werte un die Biopsie.", notes)
    assert r.outcome is Outcome.SUBJECT, (r.outcome, r.candidates)  # (not "nothing about the other part")


def test_a_name_run_after_a_sentence_end_drops_its_opening_words():
    from lethe.workflow.residual import distinctive

    line = "- Mann: Manolo. Handy 0160 5550 7743. Im April PSA-Wert 9,8, Biopsie im Theresienkrankenhaus."
    clues = [getattr(c, "text", c) for c in distinctive([(line, "")], set(), Counter(), broad=True, langs={line: "de"})]
    assert "PSA-Wert" in clues and "Im April PSA-Wert" not in clues, clues


def test_a_code_given_after_a_colon_a_few_words_after_its_thing():
    notes = {"workspace/MEMORY.md": "# Memory\n- Mam: Edna, 84. Key safe by the back door: 8362.\n"}
    r = _derive("can u get rid of t key safe code at me mams pls", notes)
    assert r.outcome is Outcome.SUBJECT, (r.outcome, r.candidates)
    assert [v.text for v in r.subject.values] == ["8362"], r.subject.values


@pytest.mark.parametrize(
    "text",
    [
        "tu peu éfacé le code d la boite a clé du gite stp, g changé hier et jveu pa ke lancien traine",
        "bora lo d la incapasidad chimba d carnaval porfa y no quiero q aparesca nada",
    ],
)
def test_a_texted_reason_is_no_second_thing(text):
    assert len(read(text).items) == 1, [i.text for i in read(text).items]


def test_what_something_cost_and_how_much_i_earn_in_dialect():
    u = read("Drei Sache: de Code vun de Kita-Hinnertür, was die Beerdigung vun de Mudder gekostet hot, un unser Auto.")
    item = u.items[1]
    assert item.attribute is not None and item.attribute.name == "amount", item
    assert item.owner.word == "mother" and item.words == ["beerdigung"], item
    u = read("Tres cositas: la clave del wifi, la placa de la moto y cuánto me gano.")
    assert u.items[2].attribute is not None and u.items[2].attribute.name == "salary", u.items[2]


def test_a_german_plate_with_no_label_is_the_cars():
    notes = {"workspace/MEMORY.md": "# Memory\n- Auto: Opel Corsa, MA-GI 412.\n- Bluthochdruck, Ramipril 5 mg.\n"}
    r = _derive("Vergiss mei Autokennzeichen.", notes)
    assert r.outcome is Outcome.SUBJECT and [v.text for v in r.subject.values] == ["MA-GI 412"], r


def test_a_couple_from_a_country_is_no_partner_and_a_boss_named_in_passing_is_one():
    u = read("Borra lo de la queja de la pareja española y la amonestación por escrito de mi jefe.")
    assert [i.owner.kind for i in u.items] == ["none", "relation"], u.items
    notes = {
        "workspace/MEMORY.md": "# Memory\n- Pwani Safaris, Nyali: boss Mr Kariuki.\n- Complaint from a Spanish couple "
        "in February 2026. Mr Kariuki gave me a written warning on 3 March 2026.\n",
    }
    r = _derive("Forget the written warning from my boss.", notes)
    assert r.outcome is Outcome.SUBJECT, (r.outcome, r.candidates)


def test_the_monthly_reminder_after_a_loan_in_another_language_goes_with_it():
    notes = {
        "workspace/MEMORY.md": "# Memory\n- Son: Liam, 28, plasterer.\n- Lent Liam £3,000 for his van in November "
        "2025; he pays us back £250 on the 1st of every month.\n",
    }
    r = _derive("Oublie l'argent que j'ai prêté à Liam pour sa camionnette, et le rappel tous les mois aussi.", notes)
    assert r.outcome is Outcome.SUBJECT, (r.outcome, r.candidates)
    assert not Matcher(r.subject.values, r.subject.anchors).matches("- Son: Liam, 28, plasterer.")
    assert r.subject.items == 1  # (the reminder, said by how often it comes, is one more place of the loan)


def test_dont_delete_anything_then_just_to_know_asks_nothing():
    r = _derive(
        "Oye, una pregunta nada más: ¿lo que yo te cuento del trabajo lo puede ver alguien más? No borres nada, es "
        "pa' saber.",
        {"workspace/MEMORY.md": "# Memoria\n- Préstamo con Bancamía pa' la moto: $4.200.000.\n"},
    )
    assert r.outcome is Outcome.NOTHING, (r.outcome, r.subject)


def test_wanting_shut_of_a_daft_business_asks_to_forget_it():
    u = read(
        "That daft business where I got had off by that so-called soldier on Facebook, all of it, I want shut of it."
    )
    assert u.move is Move.REQUEST and u.items, u
    assert not any(w in ("daft", "so-called") for i in u.items for w in i.words), u.items


def test_the_whole_theatre_with_someone_in_palatine_names_a_matter():
    u = read("Des ganze Theater mit'm Vermieter: die Kündigung, de Mieterverein, alles weg.")
    assert u.items and u.items[0].topic, u.items


def test_who_must_not_know_is_no_clue_of_what_went():
    from lethe.workflow.residual import distinctive

    line = "- Epilepsy: first seizure in February 2025. Tegretol 200 mg morning and night. Pwani Safaris doesn't know."
    clues = [getattr(c, "text", c) for c in distinctive([(line, "")], set(), Counter(), broad=True)]
    assert "Pwani Safaris" not in clues and "Tegretol" in clues, clues


def test_the_lot_after_what_the_assistant_said_is_all_of_it():
    notes = {
        "workspace/MEMORY.md": "# Memory\n- Sister: Tracey, 49.\n- Tracey's ex, Gary Wragg, turned up at her flat "
        "drunk in February 2026 and put the door in.\n- Bingo on Thursdays.\n",
    }
    turns = [
        SimpleNamespace(position=0, role="user", text="What did I tell you about our Tracey's ex back in spring?"),
        SimpleNamespace(
            position=1,
            role="assistant",
            text="In February 2026 Gary Wragg turned up at her flat drunk and put the door in.",
        ),
        SimpleNamespace(position=2, role="user", text="That. Get shut of the lot, love."),
    ]
    r = derive(turns, lambda: list(notes.items()))
    assert r.outcome is Outcome.SUBJECT, (r.outcome, r.candidates)
    assert Matcher(r.subject.values, r.subject.anchors).matches("Gary Wragg turned up again.")


def test_a_palatine_too_and_a_reminder_by_how_often_it_comes_add_its_reminder():
    u = read("Ja, genau des. Mach des komplett weg, aach die Erinnerung jeden Monat.")
    assert any(i.places == {"reminders"} for i in u.items), u.items
    assert not any("aach" in i.words for i in u.items), u.items


def test_even_and_the_same_are_no_words_of_a_thing_and_who_caught_me_is_why():
    u = read("Eso mismo. Bórralo todo, hasta el recordatorio, que Yuleidis me agarró el celular anoche.")
    words = [w for i in u.items for w in i.words]
    assert not {"mismo", "hasta", "celular", "agarro"} & set(words), u.items


def test_the_plate_of_a_car_the_request_names_is_the_one_its_line_gives():
    notes = {
        "workspace/MEMORY.md": "# Memory\n- Toyota Hiace for private hires, plate KCZ 417T.\n- Old Toyota Probox KBX "
        "882M, sold in June 2025.\n",
    }
    r = _derive("Forget the plate of the old Probox.", notes)
    assert r.outcome is Outcome.SUBJECT, (r.outcome, r.candidates)
    assert "KBX 882M" in [v.text for v in r.subject.values] and "KCZ 417T" not in [v.text for v in r.subject.values]


def test_a_pointer_then_its_reminder_too_takes_up_what_was_said_before():
    u = read(
        "That thing where I took money from the group to repair the van, clear it from your memory, the reminder also."
    )
    assert len(u.items) == 1 and "van" in u.items[0].words, u.items


# ------------------------------------------------------------------------------------------ set 41 iterated


def _values_of(request_: str, home: str, history: tuple[tuple[str, str], ...] = ()) -> list[str]:
    """The values a request's plan looks for in one of the forty-first set's homes (after `history`)."""
    turns = [SimpleNamespace(position=i, role=r, text=t) for i, (r, t) in enumerate(history)]
    turns.append(SimpleNamespace(position=len(turns), role="user", text=request_))
    notes = _eval_home("heldout41", home)
    d = derive(turns, lambda: list(notes.items()))
    assert d.outcome is Outcome.SUBJECT, (d.outcome, d.question, d.candidates)
    return [v.text for v in d.subject.values]


@pytest.mark.parametrize(
    ("request_", "home", "want"),
    [
        ("Forget what Yurena earns.", "gareth", {"£23,400", "£1,950"}),
        ("Forget how much mi get pay.", "sharelle", {"JMD 286,000"}),
        ("Lösch, wos i bei da Hackn verdien.", "manfred", {"2.640 €"}),
    ],
)
def test_what_someone_earns_is_their_pay_a_yearly_sum_beside_their_job_or_a_payslip(request_, home, want):
    got = set(_values_of(request_, home))
    assert want <= got, got
    assert "360 USD" not in got  # "Frais payés: 360 USD": what was paid, no one's pay


def test_a_count_before_a_styrian_list_makes_it_a_request():
    u = read("Drei Sochn: 's Kennzeichen vom Golf, 's WLAN-Passwort und wos i bei da Hackn verdien.")
    assert u.move is Move.REQUEST and len(u.items) == 3, u.items


def test_a_code_its_labels_words_name_and_a_building_number_is_none():
    got = _values_of("Oublie le code du local technique au boulot.", "serge")
    assert got == ["B2417#"], got
    got = _values_of("Forget the door code for our building.", "loic")
    assert "4712B" in got and "513" not in got, got


def test_a_sum_of_someone_s_is_the_one_its_sentence_says_the_request_s_words_of():
    got = _values_of("Oublie combien j'ai versé pour la dot de Christelle.", "serge")
    assert "800 000 FCFA" in got and "900 000 FCFA" not in got, got


def test_a_road_restated_by_the_assistant_is_followed_through_the_notes():
    said = (
        "From your notes: he was stopped on the A470 by Nantgarw in February 2026, two and a half times over the "
        "limit, and at Cardiff Magistrates' he was banned for 18 months and fined £1,200."
    )
    got = _values_of(
        "Aye, that. Bin it, all of it.", "gareth", (("user", "What did I tell you about Dai?"), ("assistant", said))
    )
    assert "a470" in [v.casefold() for v in got], got


def test_how_much_is_in_it_is_asked_for_its_balance_in_a_list():
    u = read("Forget the door code, how much is in my pillar 3a, and the car plates.")
    assert len(u.items) == 3, u.items
    got = _values_of("Forget how much is in my pillar 3a.", "loic")
    assert "CHF 38 650" in got and "CHF 588" not in got, got


def test_coming_out_is_no_verb():
    assert read("Er kummt eh bald raus und wü des hinter sich lossn.").move is not Move.REQUEST
    u = read("Da Termin bei Gericht, lösch den. Er kummt eh bald raus und wü des hinter sich lossn.")
    assert u.move is Move.REQUEST and not any("hinter" in i.words for i in u.items), u.items


def test_what_a_clause_tells_is_the_matter_and_the_list_after_its_colon_its_parts():
    u = read("Des mit'm Markus, dass er seit Februar drin sitzt wegen da Rauferei: da Anwalt, de Besuche, ois weg.")
    assert [i.text for i in u.items if i.kind is ItemKind.GENERAL][-1].startswith("dass er"), u.items
    assert not any(i.owner.word == "lawyer" for i in u.items), u.items


def test_whose_mother_she_is_said_after_her_name_is_no_relation_of_the_user():
    got = _values_of("Take Donna's address out, will you.", "gareth")
    assert any("Brachdy Road" in v for v in got), got


@pytest.mark.parametrize(
    ("request_", "home", "want", "kept"),
    [
        ("Tek out mi TRN from everywhere, dem a hack people tax info now.", "sharelle", "104-382-617", "117-905-244"),
        (
            "Lösch mei Sozialversicherungsnummer überall, do san grod Betrüger am Telefon unterwegs.",
            "manfred",
            "3186 120368",
            None,
        ),
        (
            "Sacá mi cédula de todos lados, que están haciendo estafas con los datos.",
            "florencia",
            "4.512.337-8",
            "5.903.218-4",
        ),
    ],
)
def test_what_goes_on_out_there_is_why_and_a_trn_and_a_cedula_are_id_numbers(request_, home, want, kept):
    got = _values_of(request_, home)
    assert want in got and kept not in got, got


def test_the_thing_the_message_names_picks_which_account():
    got = _values_of("My old Monzo's closed now so take them account details out of everywhere, will you?", "gareth")
    assert "41829375" in got and "31557408" not in got, got


@pytest.mark.parametrize("text", ["Borralo todo, bo.", "Bin it all, butt.", "Lösch des, oida."])
def test_a_word_the_user_calls_someone_by_at_the_end_is_no_thing(text):
    assert [i.kind for i in read(text).items] == [ItemKind.POINTER], read(text).items


def test_french_even_is_no_grandma_and_the_reminder_as_well_still_points_back():
    u = read("Oui c'est ça même. Efface tout dêh, même le rappel.")
    assert [i.kind for i in u.items] == [ItemKind.POINTER], u.items
    assert not any(i.owner.kind == "relation" for i in u.items), u.items


def test_a_short_clause_a_note_sentence_says_whole_and_the_rare_names_both_say_are_the_story_s():
    said = (
        "D'après tes notes, il est parti en 2024 par l'aventure: Agadez, la Libye, puis la traversée jusqu'à "
        "Lampedusa en septembre 2025. Il est sans papiers à Naples et tu lui envoies 50 000 FCFA par mois par RIA."
    )
    turns = (("user", "C'est quoi je t'avais dit sur Junior?"), ("assistant", said))
    notes = _eval_home("heldout41", "serge")
    d = derive(
        [SimpleNamespace(position=i, role=r, text=t) for i, (r, t) in enumerate((*turns, ("user", "Efface tout.")))],
        lambda: list(notes.items()),
    )
    assert d.outcome is Outcome.SUBJECT
    assert any("Sans papiers" in a for a in d.subject.anchors), d.subject.anchors
    got = [v.text for v in d.subject.values]
    assert "Lampedusa" in got and "Junior" not in got, got  # (he goes by Junior: "Kouadio Kouamé Junior")


def test_a_german_line_s_nouns_are_no_names_but_a_long_rare_one_and_not_a_word_of_his_own_entry():
    said = (
        "Laut deinen Notizen war im Mai 2026 die Finanzpolizei in Hebis Buschenschank: zwei Helfer aus Slowenien "
        "waren ohne Anmeldung beschäftigt, die Strafe beträgt 8.400 €."
    )
    got = _values_of(
        "Jo, genau des. Weg damit, des is sei Sach.", "manfred", (("user", "Wos wor mit'm Hebi?"), ("assistant", said))
    )
    assert "Finanzpolizei" in got and "Buschenschank" not in got, got


def test_of_two_things_the_one_naming_whose_it_is_and_a_question_names_people_only():
    got = _values_of("Oublie le crédit de Christelle à la microfinance.", "serge")
    assert "Advans" in got, got


def test_a_sum_is_found_beside_its_statement_s_words_not_its_currency():
    notes = {
        "workspace/MEMORY.md": "# Memory\n- Femme: Christelle Kouamé, coiffeuse.\n"
        "- Christelle a un crédit de 900 000 FCFA chez Advans pour les fauteuils, elle rembourse 75 000 FCFA par "
        "mois.\n- Loyer de la boutique: 75 000 FCFA par mois à M. Gnahoré.\n",
    }
    d = _derive("Oublie le crédit de Christelle chez Advans.", notes)
    assert d.outcome is Outcome.SUBJECT
    assert not d.subject.matcher().matches("- Loyer de la boutique: 75 000 FCFA par mois à M. Gnahoré.")


@pytest.mark.parametrize("request_", ["A dat. Wipe it clean.", "Jo, genau des. Weg damit."])
def test_wipe_it_clean_and_yes_exactly_that_point_back(request_):
    assert [i.kind for i in read(request_).items] == [ItemKind.POINTER], read(request_).items


@pytest.mark.parametrize(
    ("request_", "word"),
    [
        ("Kannst du bitte das mit Seba und seinen alten Schulden vergessen, das mit der schwarzen Liste?", "schulden"),
        ("kaunst bitte des mit da stammtischkasa löschn, wos i ma ausborgt hob.", "stammtischkasa"),
    ],
)
def test_a_german_ask_s_object_is_before_its_final_verb_whatever_follows(request_, word):
    u = read(request_)
    assert any(word in i.words for i in u.items), u.items


def test_a_part_listed_after_a_matter_is_no_day_note_of_another_matter_or_of_a_child():
    got = _values_of("Olvidate de que tengo ataques de pánico. La psiquiatra, las pastillas, todo.", "florencia")
    assert not any("Ritalina" in v for v in got), got
    notes = _eval_home("heldout41", "gareth")
    d = _derive("Forget I've got sleep apnoea. The machine, the clinic, the lot.", notes)
    assert not d.subject.matcher().matches("- Memory clinic at the Royal Glamorgan with Mam. Early Alzheimer's.")


def test_a_unit_is_no_word_of_a_thing():
    notes = _eval_home("heldout41", "manfred")
    d = _derive("Vergiss, dass i depressiv bin. De Tabletten, de Erinnerungen, ois.", notes)
    assert not d.subject.matcher().matches("- Gicht, Allopurinol 300 mg. Hausarzt: Dr. Url in Eggenberg.")


def test_the_kids_money_fight_with_someone_is_the_child_support_not_his_weekends():
    notes = _eval_home("heldout41", "florencia")
    d = _derive("Todo el lío con Gonzalo por la plata de los gurises: la deuda, la abogada, la demanda, todo.", notes)
    m = d.subject.matcher()
    assert m.matches("- Presentamos la demanda por pensión alimenticia en el Juzgado de Familia.")
    assert m.matches("- Gonzalo no pagó la pensión alimenticia otra vez. Van 9 meses.")
    assert not m.matches("- Ex marido: Gonzalo Pereira, 47, chofer de CUTCSA. Celular 099 555 486.")


@pytest.mark.parametrize(
    ("home", "request_", "answer", "gone", "kept"),
    [
        (
            "florencia",
            "Borrá el número de Lucía.",
            "La del almacén. Se mudó a Canelones y ese número ya no es de ella. La de alemán ni la toques.",
            "091 555 730",
            "094 555 862",
        ),
    ],
)
def test_an_answer_letting_the_other_one_stay_picks_the_one_it_does_not_name(home, request_, answer, gone, kept):
    d = _derive_after(request_, answer, _eval_home("heldout41", home))
    assert d.outcome is Outcome.SUBJECT, (d.outcome, d.candidates)
    got = [v.text for v in d.subject.values]
    assert gone in got and kept not in got, got


def test_work_said_of_someone_in_the_sentence_before_makes_no_work_phone():
    d = _derive("Delete Simone number.", _eval_home("heldout41", "sharelle"))
    assert d.outcome is Outcome.CLARIFY and len(d.candidates) == 2, (d.outcome, d.candidates)


def test_an_answer_then_a_sentence_letting_the_other_stay_is_an_answer():
    u = read(
        "Simone Gayle, di hairdresser. Mi nah go back to her, she too badmind. Leave Simone from work.",
        None,
        after_question=True,
    )
    assert u.move is Move.SELECT, u
    d = _derive_after(
        "Delete Simone number.",
        "Simone Gayle, di hairdresser. Mi nah go back to her, she too badmind. Leave Simone from work.",
        _eval_home("heldout41", "sharelle"),
    )
    assert d.outcome is Outcome.SUBJECT and [v.text for v in d.subject.values] == ["876-555-0152"], d


def test_a_unit_alone_still_finds_its_own_line():
    notes = {
        "workspace/MEMORY.md": "# Santé\n- Temesta 1 mg le soir depuis le décès de Jean-Pierre.\n- Gicht, Allopurinol "
        "300 mg.\n",
    }
    d = _derive("Could you forget about my sleeping pills?", notes)
    assert d.outcome is Outcome.SUBJECT, d
    assert d.subject.matcher().matches("- Temesta 1 mg le soir depuis le décès de Jean-Pierre.")
    assert all(not v.strong and v.context for v in d.subject.values if v.text == "mg"), d.subject.values


def test_a_number_of_a_stolen_phone_is_the_phone_s_not_an_id_s():
    notes = _eval_home("heldout38", "florencia")
    d = _derive(
        "A mi vieja le robaron el celu en el 121 y sacó chip nuevo. Borrá el número viejo de todos lados.", notes
    )
    assert d.outcome is Outcome.SUBJECT, (d.outcome, d.candidates)
    got = [v.text for v in d.subject.values]
    assert "094 555 612" in got and "1.555.430-8" not in got, got


def test_a_sum_of_someone_s_whose_sentence_says_any_word_of_the_request_stays_asked():
    notes = _eval_home("heldout26", "hinnerk")
    d = _derive("Vergiss, wie viel Geld mir Uwe fürs Boot geliehen hat und was noch offen ist.", notes)
    assert d.outcome is Outcome.SUBJECT, d
    assert d.subject.matcher().matches("- Bei Uwe sind noch 15,3k offen.")


@pytest.mark.parametrize(
    ("heading", "relation"),
    [("Freunde & Nachbarn", None), ("Family & friends", None), ("Mum & Dad", None), ("Nachbarn", "neighbor")],
)
def test_a_heading_naming_two_relations_gives_no_one_either(heading, relation):
    from lethe.planner.understanding.corpus import heading_relation

    assert heading_relation(heading) == relation


def test_a_word_of_four_letters_is_no_typo_of_one_of_three_inside_it():
    """ "de olte ghört jetzt wem ondern" (Styrian: the old one is someone else's now): "olte" is no "ôte"."""
    assert read("die olte ghört jetzt wem ondern.").items == []


_ERICHS = {
    "workspace/MEMORY.md": "# Memory\n## Freunde & Nachbarn\n"
    "- Erich Wurzinger: Fahrdienstleiter in der Remise, seit Mai in Pension. Handy 0664 555 9031.\n"
    "- Erich Hofer: Nachbar im 2. Stock, hat unseren Kellerschlüssel. Handy 0650 555 4416.\n",
}


def test_news_after_an_answer_is_nothing_more_to_forget():
    """ "Den vo da Hackn, an Wurzinger. Der is jetzt in Pension und hot a neuche Nummer, …": the answer picks him;
    his new number is news, not another thing to forget."""
    d = _derive_after(
        "Lösch de Nummer vom Erich.",
        "Den vo da Hackn, an Wurzinger. Der is jetzt in Pension und hot a neuche Nummer, de olte ghört jetzt wem "
        "ondern. Da Nachbar bleibt eh.",
        _ERICHS,
    )
    assert d.outcome is Outcome.SUBJECT, (d.question, d.candidates)
    assert [v.text for v in d.subject.values if "0" in v.text] == ["0664 555 9031"]


def test_the_one_said_to_stay_picks_the_other_of_two_namesakes():
    """ "Et son numéro aussi … Mais Yannick du boulot tu touches pas hein.": the friend's number, not the
    colleague's (the eval's home of two Yannicks, after what was told of the friend)."""
    told = (
        "Mon djo Yannick Dago m'a avoué un truc: il a été licencié de la SOTRA pour une histoire de gasoil revendu. "
        "Note ça, faut que je l'aide à trouver un boulot."
    )
    texts = [
        ("user", told),
        ("assistant", "C'est noté. Tu veux que je te rappelle de lui passer des contacts cette semaine?"),
        ("user", "Non c'est bon, laisse."),
        ("user", "Efface ce que je t'ai dit hier sur Yannick, c'était entre nous."),
        ("toolResult", '{"status": "planned"}'),
        ("user", "Et son numéro aussi, on n'est plus en bons termes. Mais Yannick du boulot tu touches pas hein."),
    ]
    turns = [
        SimpleNamespace(position=i, role=r, text=t, **({"tool_name": "forget.plan"} if r == "toolResult" else {}))
        for i, (r, t) in enumerate(texts)
    ]
    d = derive(turns, lambda: list(_eval_home("heldout41", "serge").items()))
    assert d.outcome is Outcome.SUBJECT, (d.question, d.candidates)
    assert "07 08 55 61 39" in [v.text for v in d.subject.values] and "07 58 55 40 12" not in str(d.subject.values)


@pytest.mark.parametrize(
    ("text", "kind", "raw"),
    [
        ("Le pasa S/ 300 al mes.", "money", "S/ 300"),
        ("Pagó S/. 1,250 de matrícula.", "money", "S/. 1,250"),
        ("Elle réclame 15 000 dalasis par mois.", "money", "15 000 dalasis"),
        ("Portable +220 3555 8120.", "phone", "+220 3555 8120"),  # a label says phone, though Gambia has 7 digits
        ("Envoyé chez Binta, Kololi Road 17, par DHL.", "street_address", "Kololi Road 17"),
    ],
)
def test_values_of_more_places(text, kind, raw):
    from lethe.planner.understanding.values import find_values

    assert [(v.kind.value, v.raw) for v in find_values(text) if v.kind.value == kind] == [(kind, raw)]


@pytest.mark.parametrize("text", ["Took the Great North Road 3 times.", "Calle Lima s/n, sin número."])
def test_no_street_nor_sum_in_everyday_numbers(text):
    from lethe.planner.understanding.values import find_values

    assert not [v for v in find_values(text) if v.kind.value in ("street_address", "money")]


def test_the_quarter_before_a_street_goes_with_it():
    """ "Julián moved back to Laureles, Calle 10 #38-25.": the quarter said before the street and its word go too."""
    from lethe.planner.understanding.values import place_start

    line = "- Catalina saw on Facebook that Julián moved back to Laureles, Calle 10 #38-25. She's nervous."
    assert line[place_start(line, line.index("Calle")) :].startswith(" back to Laureles, Calle")


@pytest.mark.parametrize(
    ("text", "items", "kept"),
    [
        # a tag asking agreement is no question of its own
        (
            "Y su número también, y lo de la medida de protección. El nombre déjalo, por si acaso, ¿sí o qué?",
            ["Y su número", "y lo de la medida de protección"],
            [],
        ),
        ("Can you forget my number, right?", ["my number"], []),
        # Andean "nomás" is a filler, and "es asunto de él …" says why
        ("Bórralo nomás, es asunto de él y él se lo va a contar a los chicos cuando quiera.", [""], []),
        # who someone is, after a comma, is no second thing
        ("Efface le numéro de Binta, l'ex de Lamin.", ["le numéro de Binta"], []),
        # the one left alone, and why
        (
            "Et son adresse aussi. Mais Fatou tu laisses, c'est la fille de Lamin, elle fait partie de la famille.",
            ["Et son adresse"],
            ["Mais Fatou"],
        ),
    ],
)
def test_what_a_message_asks_beside_tags_fillers_and_reasons(text, items, kept):
    u = read(text)
    assert [i.text for i in u.items] == items and [k.text for k in u.kept] == kept


def test_a_question_is_still_one():
    assert read("Is my number in there?").items == []


def test_noted_is_no_place():
    """ "Efface ce que j'ai noté sur …": what the user wrote down, not the notes alone (its reminders too)."""
    from lethe.planner.understanding.utterance import places_in

    assert places_in("Efface ce que j'ai noté sur l'argent prêté à Erwan") == frozenset()
    assert places_in("Efface la note sur Erwan") == {"notes"}


def test_what_someone_gets_as_a_pension_in_saxon_is_their_pension():
    """ "was dor Uwe an Rente kriegt": "dor" is "der"; what Uwe gets as a pension is Uwe's pension."""
    [item] = read("Lösch was dor Uwe an Rente kriegt.").items
    assert item.owner.word == "Uwe" and item.words == ["rente"], item


@pytest.mark.parametrize(
    ("text", "concept"),
    [
        ("Kevin losing his job in Manchester", "job_loss"),
        ("perdió su trabajo", "job_loss"),
        ("Lamin wanting to bring another woman into the house", "second_wife"),
        ("Lamin veut prendre une deuxième épouse", "second_wife"),
        ("mit dem blitzer un dem fahrverbod, die punkte in flensburch", "traffic_offence"),
        ("the compensation claim against her employer", "work_injury"),
    ],
)
def test_more_matters_named_in_everyday_words(text, concept):
    from lethe.planner.understanding import concepts

    assert [c.name for c in concepts.named_in(text, "en")] == [concept]


def test_compensation_claimed_is_no_pay():
    assert read("forget the compensation claim against my employer").items[0].attribute is None
    assert read("forget my compensation").items[0].attribute.name == "salary"


@pytest.mark.parametrize(
    ("request_", "value", "not_value"),
    [
        # "code's changed to 4417#": the code, not "changed"
        ("forget the gate code at the Onehunga site", "4417#", "changed"),
        # "password (she asked me to keep it): faithy_2009!": after the aside
        ("forget Faith's Snapchat password", "faithy_2009!", None),
        ("borra cuánto me pagan por día", "S/ 180", None),
        ("efface ce que je fais comme chiffre au camion", "6 800 €", None),
    ],
)
def test_values_said_after_a_change_an_aside_or_a_word_of_pay(request_, value, not_value):
    home = "tavita" if "Onehunga" in request_ or "Faith" in request_ else "yolanda" if "pagan" in request_ else "karim"
    d = _derive(request_, _eval_home("heldout42", home))
    assert d.outcome is Outcome.SUBJECT, (d.question, d.candidates)
    got = [v.text for v in d.subject.values]
    assert value in got and (not_value is None or not_value not in got), got


def test_whom_it_is_kept_from_is_no_name_of_it():
    """ "2.000 € an Kevin überwiesen für de Miete. Gemma soll's ni wissen.": Gemma's other lines stay."""
    from lethe.planner.understanding.resolve import _NOT_TO_KNOW

    for after in (" soll's ni wissen.", " weeß nischt vom Geld.", " doesn't know.", " no sabe nada.", " ne sait pas."):
        assert _NOT_TO_KNOW.match(after), after


def test_a_town_a_story_happens_in_is_not_its_own_name():
    """ "una hija de otra relación en Sicuani: Nayeli, …" restated: Nayeli and Roxana are the story's; Sicuani, where
    the husband sells bread on Sundays too, is not."""
    turns = _turns(
        "¿Qué te conté de Wilber y lo de Sicuani?",
        "Según tus notas, Wilber tiene una hija de otra relación en Sicuani, Nayeli, de 6 años, con Roxana Condori, y "
        "le pasa S/ 300 al mes.",
        "Ya, eso mismo. Bórralo.",
    )
    d = derive(turns, lambda: list(_eval_home("heldout42", "yolanda").items()))
    assert d.outcome is Outcome.SUBJECT
    said = " ".join(d.subject.anchors)
    assert "Nayeli" in said and "Le pasa S/ 300 al mes." in said and "pan chuta" not in said
    assert "Sicuani" not in [v.text for v in d.subject.values]


def test_a_matters_names_come_from_the_sentences_saying_it():
    """ "lo de la medida de protección": the ex's line says it in its last sentence; his town, said before, is no name
    of it (her postnatal depression's line names the town too)."""
    d = _derive("Borra lo de la medida de protección.", _eval_home("heldout42", "tavita"))
    assert d.outcome is Outcome.SUBJECT
    assert not [a for a in d.subject.anchors if "postnatal" in a or "Maternal" in a], d.subject.anchors


def test_a_town_a_matter_happens_in_is_no_name_to_follow():
    """ "Sa mère a appelé de Banjul pour 'me préparer' à la polygamie": Banjul is where, not a name of it (the
    miscarriage's note says "Lamin était à Banjul")."""
    d = _derive("Forget the business with Lamin wanting a second wife.", _eval_home("heldout42", "ndeye"))
    assert d.outcome is Outcome.SUBJECT
    assert not [a for a in d.subject.anchors if "Fausse couche" in a], d.subject.anchors


def test_a_word_of_lacking_is_no_heading_of_its_base():
    """ "arbeitslos" (the job loss's word) is no "## Arbeit" (the user's own job)."""
    d = _derive("Can you forget Kevin losing his job?", _eval_home("heldout42", "heike"))
    assert d.outcome is Outcome.SUBJECT
    assert not [a for a in d.subject.anchors if "Erzieherin" in a], d.subject.anchors


@pytest.mark.parametrize(
    ("text", "attribute", "item"),
    [
        # an account the message names: "the number" is its number, not a phone
        ("My old ASB account's closed now, take the number out of everywhere eh.", "bank", None),
        ("take the number out of everywhere", "phone", "the number"),
        # what people are doing says why
        ("Please take my ID card number out of everywhere, people are doing fake SIM registrations.", "national_id",
         "my ID card number"),
    ],
)  # fmt: skip
def test_numbers_taken_out_of_everywhere(text, attribute, item):
    items = read(text).items
    assert len(items) == 1 and items[0].attribute.name == attribute, items
    assert item is None or items[0].text == item


def test_get_shot_of_the_lot_and_its_reminder_an_a():
    """Aberdeen: "Yon bother oor Lewis got himsel intae …. Get shot o the lot, the monthly reminder an a'.": a request,
    for everything about what was said before it."""
    u = read(
        "Yon bother oor Lewis got himsel intae wi the white stuff. Get shot o the lot, the monthly reminder an a'."
    )
    assert u.move is Move.REQUEST and u.items and "Lewis" in u.items[0].text, u.items


def test_a_compound_of_someones_matter_word_is_no_line_of_their_matter():
    """ "des mit da Brigitte ihrer Untersuchung im Februar": the son's "Untersuchungshaft" is no examination of hers,
    so it is not taken (her lines say it in other words: the plan asks rather than take his remand)."""
    notes = {
        "workspace/MEMORY.md": "# Familie\n- Frau: Brigitte Pölzl, 56, Kassierin beim Spar.\n"
        "- Sohn: Markus, sitzt seit 14. Februar 2026 in Untersuchungshaft.\n"
        "- Brigitte: Knoten in der Brust im Februar 2026, Biopsie gutartig.\n",
    }
    d = _derive("Vergiss des mit da Brigitte ihrer Untersuchung im Februar.", notes)
    assert d.outcome is not Outcome.SUBJECT or not [a for a in d.subject.anchors if "Untersuchungshaft" in a]


def test_one_more_after_an_apposition_is_a_thing_of_its_own():
    """ "Efface le numéro de Camille, la voisine, et celui de mon frère Rodrigo.": "la voisine" says who Camille is;
    "et celui de mon frère Rodrigo" is his number too."""
    items = read("Efface le numéro de Camille, la voisine, et celui de mon frère Rodrigo.").items
    assert [i.text for i in items] == ["le numéro de Camille", "et celui de mon frère Rodrigo"], items


_PACO = {
    "workspace/MEMORY.md": "# Mémoire\n## Famille\n"
    "- Beau-frère: Paco Navarro, 49, frère de Rocío, serres à El Ejido (tomates).\n"
    "- Paco a eu une inspection du travail en mars 2026: quatre saisonniers marocains sans contrat dans ses serres. "
    "Amende de 25 000 €. Rocío veut pas que sa mère le sache.\n",
    "workspace/memory/2025-12-20.md": "# 2025-12-20\n- Paco et sa femme Encarni sont venus d'Almería pour Noël.\n",
    "workspace/memory/2026-04-28.md": "# 2026-04-28\n- Paco a reçu l'amende: 25 000 €. Il parle de vendre une serre.\n",
}


def test_a_restatement_in_another_language_finds_the_notes_it_restates():
    """The assistant restates French notes in Spanish ("Paco tuvo una inspección de trabajo en sus invernaderos …, y
    le pusieron una multa de 25.000 €"): "Eso mismo" is the inspection's sentence (compared word for word across the
    languages) and the fine's, not only the sentences holding the sum; Paco's own line and the Christmas visit stay."""
    d = _converse(
        _PACO,
        "¿Qué te había contado de Paco y lo de la inspección en los invernaderos?",
        "Según tus notas, en marzo de 2026 Paco tuvo una inspección de trabajo en sus invernaderos de El Ejido: cuatro "
        "temporeros sin contrato, y le pusieron una multa de 25.000 €. Rocío no quiere que su madre lo sepa.",
        "Eso mismo. Bórralo, es cosa de él.",
    )
    assert d.outcome is Outcome.SUBJECT
    anchors = " ".join(d.subject.anchors)
    assert "inspection du travail" in anchors and "Amende de 25 000" in anchors and "Paco a reçu l'amende" in anchors
    assert "Beau-frère" not in anchors and "Noël" not in anchors


def test_words_of_when_do_not_cut_an_entry_s_line():
    """ "… pourquoi il part le samedi matin": the question's "samedi matin" says when; the entry's line about Dylan is
    not cut to its last part, so its names ("Snapchat") are followed to the day's note."""
    d = _converse(
        _eval_home("heldout40", "nadege"),
        "Sa ki té ka pasé épi Dylan an janvyé a? Sa grand-mère me demande pourquoi il part le samedi matin.",
        "D'après tes notes: le 29 janvier 2026 il est passé en conseil de discipline pour une vidéo Snapchat "
        "humiliante sur une camarade. Il a eu 8 jours d'exclusion et une mesure de responsabilisation à la "
        "Croix-Rouge le samedi matin.",
        "Wi, sé sa menm. Efface tout ça, il a compris la leçon, on tourne la page.",
    )
    assert d.outcome is Outcome.SUBJECT
    anchors = " ".join(d.subject.anchors)
    assert "Exclusion 8 jours" in anchors and "Golden Star" not in anchors


def test_a_story_told_in_one_line_is_not_cut_to_the_sentence_saying_the_request_s_word():
    """ "… the fraud people, all of it": the story's line is one ("Got had off by a romance scammer …: "Captain
    Richard Hale", …. Reported to Action Fraud, …"); its scammer's name is followed to the day he was blocked."""
    d = _derive(
        "That daft business where I got had off by that so-called soldier on Facebook, the money, the fraud people, "
        "all of it, I want shut of it. I'm still mortified.",
        _eval_home("heldout40", "beverley"),
    )
    assert d.outcome is Outcome.SUBJECT
    anchors = " ".join(d.subject.anchors)
    assert "Blocked Richard Hale" in anchors and "Southey Green" not in anchors and "Gary Wragg" not in anchors


def test_todito_is_all_of_it():
    """ "Bórralo todito": "todo", said fondly; what the message said before it is what goes."""
    u = read("Lo de mi Brayancito con esos malandros del mercado. Bórralo todito, ya se portó bien.")
    assert u.move is Move.REQUEST and u.whole and [i.kind for i in u.items] == [ItemKind.POINTER], u.items


def test_someone_named_with_a_diminutive_is_the_one_so_named():
    corpus = build([("workspace/MEMORY.md", "# Memoria\n- Hijo: Brayan Mamani Quispe, 14.\n- Mamá: Rosa Huamán.\n")])
    assert corpus.people.named("Brayancito").first == "Brayan"
    assert corpus.people.named("Rosita").first == "Rosa"
    assert corpus.people.named("Anita") is None  # (too short a stem to be anyone's)


def test_geordie_get_rid_o_the_lot_an_aal():
    u = read("Liam's time inside. Get rid o the lot, the Thursday reminder an aal.")
    assert u.move is Move.REQUEST and "aal" not in [w for i in u.items for w in i.words], u.items


@pytest.mark.parametrize(
    ("text", "owner"),
    [
        ("Forget the lass he has to report to every week.", "pronoun"),  # a woman, no daughter
        ("Forget me lad's number.", "relation"),  # (his son)
    ],
)
def test_a_lass_or_a_lad_is_kin_only_with_whose(text, owner):
    assert read(text).items[0].owner.kind == owner


def test_someone_s_lines_in_two_places_are_one_to_ask_about():
    """ "the Thursday reminder": the son's probation on Thursdays, in MEMORY and in a day's note, is one thing (no
    question "Liam or Liam?")."""
    d = _derive(
        "Wor Liam's little holiday at Her Majesty's pleasure, what he went doon for, an the lass he has to report to "
        "every week. Get rid o the lot, the Thursday reminder an aal. He's gone straight.",
        _eval_home("heldout43", "dawn"),
    )
    assert d.outcome is Outcome.SUBJECT, d
    anchors = " ".join(d.subject.anchors)
    assert "HMP Durham" in anchors and "Lisa Wake" in anchors
    assert "Shear Bliss" not in anchors and "new flat in Heaton" not in anchors and "Benidorm" not in anchors


def test_a_name_in_brackets_between_first_and_last_name():
    """ "Hermano: Beto (Roberto) Orozco" and "Compadre Beto (Alberto) Gómez": two people called Beto."""
    corpus = build(
        [
            (
                "workspace/MEMORY.md",
                "# Memoria\n- Hermano: Beto (Roberto) Orozco, 55, taxista en Zapopan.\n"
                "- Compadre Beto (Alberto) Gómez: mecánico en la avenida Federalismo.\n",
            )
        ]
    )
    named = {p.name for p in corpus.people.by_key.values()}
    assert {"Beto Orozco", "Beto Gómez"} <= named, named


def test_a_name_whose_line_says_what_they_are_with_an_everyday_last_name():
    corpus = build([("workspace/MEMORY.md", "# Mémoire\n- Stéphane Côté: mon apprenti depuis 2024.\n")])
    assert corpus.people.named("Stéphane") is not None


def test_what_of_someone_no_note_writes_is_not_their_other_lines():
    """ "Borra lo que te conté del choque de la Lupita en López Mateos.": no note writes a crash or López Mateos."""
    d = _derive("Borra lo que te conté del choque de la Lupita en López Mateos.", _eval_home("heldout43", "chuy"))
    assert d.outcome is not Outcome.SUBJECT, d.subject and d.subject.anchors


def test_a_german_compound_is_a_kind_of_its_last_part():
    """ "Abbruch" of "Schwangerschaftsabbruch", "Brustkrebs" a cancer ("Krebs")."""
    from lethe.planner.understanding import concepts

    assert [c.name for c in concepts.named_in("Vergiss meinen Brustkrebs", "de")] == ["cancer"]
    d = _derive(
        "Vergess dat met dem Abbruch vum Sabine. Alles andere üvver et Sabine bliev drin, jo?",
        _eval_home("heldout43", "billa"),
    )
    assert d.outcome is Outcome.SUBJECT
    anchors = " ".join(d.subject.anchors)
    assert "Schwangerschaftsabbruch" in anchors and "Krankenschwester" not in anchors and "0152" not in anchors


def test_koelsch_reads_as_german():
    u = read(
        "Vergess, dat ich Brustkrebs hatte. De OP, de Bestrahlung, de Tablette, de Ärztin, de Erinnerunge, alles. Mer "
        "beantrage ne neue Versicherung för et Büdchen, un ich will nit, dat do irgendjet römlieht."
    )
    assert u.move is Move.REQUEST and u.items[0].text.startswith("dass ich Brustkrebs"), u.items
    assert {"op", "bestrahlung"} <= {w for i in u.items for w in i.words}, u.items


def test_koelsch_three_things_and_what_stays():
    u = read(
        "Drei Saache: dä Code vum Tresor im Büdchen, wat dat Büdchen em Mond Umsatz mäht, un dat WLAN-Passwoot. Dat "
        "jeht keine jet aan."
    )
    assert [i.attribute.name if i.attribute else None for i in u.items] == ["code", "salary", "code"], u.items
    u = read(
        "Nimm ming Steuer-ID üvverall erus, do sin su Betrüger am Telefon, die sich als Finanzamt usjevve. Dem Pitter "
        "sing bliev drin, un de Steuernummer vum Büdchen och."
    )
    # (a reason ends with its sentence: what comes after it is no more of the list)
    assert [i.text for i in u.items] == ["meine Steuer-ID"], u.items


def test_a_street_written_without_its_kind_after_where_someone_lives():
    from lethe.planner.understanding.values import find_values

    for line in (
        "- Son: Liam Charlton, 24, labourer. Flat at 41 Fossway, Walker; landline 0191 498 0613.",
        "- Liam's got his own place, 41 Fossway, Walker.",
    ):
        assert [v.raw for v in find_values(line) if v.kind.value == "street_address"] == ["41 Fossway"], line
    assert not [v for v in find_values("Home at 3 Pm, Then") if v.kind.value == "street_address"]


def test_geordie_an_and_mind():
    """ "Oh, an his old landline an aal, it's cut off noo. His mobile stays, mind.": one more, and the mobile stays."""
    u = read("Oh, an his old landline an aal, it's cut off noo. His mobile stays, mind.")
    assert u.move is Move.ADD and [i.attribute.name for i in u.items] == ["phone"], u.items
    assert [k.text for k in u.kept] == ["His mobile"], u.kept


def test_a_label_before_one_value_is_not_the_next_one_s():
    """ "landline 0191 498 0613. Mobile 07700 900746": "his old landline" is the first number only."""
    d = _derive_after(
        "Delete Liam's old address, he's moved to Heaton.",
        "Oh, an his old landline an aal, it's cut off noo. His mobile stays, mind.",
        _eval_home("heldout43", "dawn"),
        status="planned",
    )
    assert d.outcome is Outcome.SUBJECT
    values = {v.text for v in d.subject.values}
    assert "0191 498 0613" in values and "07700 900746" not in values, values


def test_and_that_too_after_what_stays_is_kept_as_well():
    """ "Dem Pitter sing bliev drin, un de Steuernummer vum Büdchen och.": both stay, not only the first."""
    u = read(
        "Nimm ming Steuer-ID üvverall erus, do sin su Betrüger am Telefon, die sich als Finanzamt usjevve. Dem Pitter "
        "sing bliev drin, un de Steuernummer vum Büdchen och."
    )
    assert [i.text for i in u.items] == ["meine Steuer-ID"], u.items
    assert "die Steuernummer vom Büdchen" in [k.text for k in u.kept], u.kept


def test_a_capitalised_name_is_no_misspelt_relation_of_another_first_letter():
    """Kölsch "dem Pitter" is Peter, no "sitter"; "my therapst" and "von der Anwältn" are still misspelt."""
    from lethe.planner.understanding.utterance import items_of

    assert all(i.owner.word != "babysitter" for i in items_of("Dem Pitter seine", None, "de"))
    assert items_of("my therapst", None, "en")[0].owner.word == "therapist"
    assert items_of("von der Anwältn", None, "de")[0].owner.word == "lawyer"


def test_koelsch_make_it_gone():
    """ "Jo, jenau dat. Maach dat fott, alles.": yes, exactly that; delete it, all of it."""
    u = read("Jo, jenau dat. Maach dat fott, alles. Dat jeht keiner jet aan.")
    assert u.move is Move.REQUEST and [i.kind for i in u.items] == [ItemKind.POINTER], u.items


def test_an_earlier_turn_in_a_dialect_is_read_in_plain_german():
    from lethe.planner.understanding.utterance import in_plain_german

    assert in_plain_german("Wat hatt ich dir üvver dä Pitter un sing Samstagsarbeit verzallt?") == (
        "Was hatt ich dir über der Pitter und seine Samstagsarbeit verzallt?"
    )
    assert in_plain_german("What did I tell you about Pete?") == "What did I tell you about Pete?"


def test_exactly_that_after_an_answer_is_what_it_restated_not_the_profile():
    """After "what did I tell you about Pitter's Saturday work?" and an answer restating two notes (one in Kölsch,
    by three of its words and a surname), "Jo, jenau dat. Maach dat fott" is those two notes: not the profile line
    listing the Kölsch words the user writes with ("Veedel"), nor the heading "Freunde & Veedel"."""
    d = _converse(
        _eval_home("heldout43", "billa"),
        "Wat hatt ich dir üvver dä Pitter un sing Samstagsarbeit verzallt? Dä Nachbar frööch, woröm dä Pitter "
        "samstags immer met dem Werkzeugkoffer fott es, un ich hätt mich fass verquatscht.",
        "Laut deinen Notizen macht Pitter samstags Schwarzarbeit als Elektriker bei Leuten im Veedel, bar auf die "
        "Hand, etwa 400 € im Monat, während er bei Ford krankgeschrieben ist. Im April hat er bei Frau Yilmaz die "
        "Leitungen gemacht.",
        "Jo, jenau dat. Maach dat fott, alles. Dat jeht keiner jet aan.",
    )
    assert d.outcome is Outcome.SUBJECT
    texts = list(d.subject.anchors)
    assert any("Schwarzarbeit" in t for t in texts) and any("Yilmaz" in t for t in texts), texts
    assert not any("Schreibt Kölsch" in t or "Sabine" in t for t in texts), texts
    assert "veedel" not in {v.text.lower() for v in d.subject.values}, d.subject.values


def test_a_dialect_s_hyphened_detail_is_a_kind_of_detail():
    """ "un dat WLAN-Passwoot" reads "das WLAN-Passwort": the Wi-Fi's password, a code."""
    u = read("Drei Saache: dä Code vum Tresor im Büdchen, wat dat Büdchen em Mond Umsatz mäht, un dat WLAN-Passwoot.")
    assert [i.attribute.name if i.attribute else None for i in u.items] == ["code", "salary", "code"], u.items
    assert u.items[2].words == ["wlan"], u.items


def test_a_short_code_is_not_a_day_and_month_of_the_same_digits():
    """ "Code 1111" is not the reminder "11.11." (the eleventh of November); written so itself, it is."""
    from lethe.planner.matching import Matcher, Value

    code = Matcher([Value("1111", kind="compact")])
    assert code.spans("Neuer Tresor, Code 1111.") and code.spans("Code 11 11")
    assert not code.spans('"name": "11.11.",') and not code.spans("Sessionsauftakt am 11.11")
    assert Matcher([Value("11.11", kind="compact")]).spans("Sessionsauftakt am 11.11.")


def test_scouse_la_and_the_lot_after_it():
    """ "Yeah, that. Bin it, la, the lot.": "la" (lad) says whom; "it, the lot" is all of what was just said."""
    u = read("Yeah, that. Bin it, la, the lot. It's his business.")
    assert u.move is Move.REQUEST and [i.kind for i in u.items] == [ItemKind.POINTER], u.items


def test_bernese_words_read_as_german():
    u = read(
        "Nimm mini AHV-Nummer überau use, es git so Betrüger am Telefon, wo sech als Ausgleichskasse usgä. Die vom "
        "Fritz darf blibe."
    )
    assert [i.attribute.name for i in u.items if i.attribute] == ["national_id"] and len(u.items) == 1, u.items
    assert [k.words for k in u.kept] == [["fritz"]], u.kept


def test_spoken_french_elisions_and_chti():
    """ "l'code du cadenas d'min casier, c'que j'gagne": le code de mon casier, ce que je gagne (her pay)."""
    u = read("Trois trucs: l'code du cadenas d'min casier, c'que j'gagne, et l'mot d'passe d'Ameli.")
    assert [i.attribute.name if i.attribute else None for i in u.items] == ["code", "salary", "code"], u.items
    u = read("efface c'que j't'ai dit sur thierry, qu'i s'est fait virer d'chez decath")
    assert u.items[0].kind is ItemKind.RECALL, u.items
    u = read("Oublie l'hôpital et le rappel 10 min avant.")  # (written French is left as it is)
    assert "10 min" in u.text, u.text


def test_a_reason_said_as_a_learner_says_it():
    u = read("Yes, that one. Delete it, is his business, not mine.")
    assert [(i.kind, i.text) for i in u.items] == [(ItemKind.POINTER, "it")], u.items


def test_what_the_user_says_they_have_is_not_someone_else_s_matter_of_the_same_kind():
    """ "Forget that I have bulimia. …": not her husband's PTSD, whose lines the notes give him."""
    d = _derive(
        "Forget that I have bulimia. The therapist, the pills, the appointments, the reminders, all of it.",
        _eval_home("heldout44", "yadira"),
    )
    texts = [a for a in d.subject.anchors] if d.outcome is Outcome.SUBJECT else []
    assert any("Bulimia" in t for t in texts), d
    assert not any("PTSD" in t or "consejería" in t for t in texts), texts


def test_a_holiday_is_when_not_a_name_to_follow():
    d = _derive("cn u delete wat i tell u bout anjali n dat boy from her class", _eval_home("heldout44", "indira"))
    assert d.outcome is Outcome.SUBJECT
    assert not any("Divali" in a for a in d.subject.anchors if "Imran" not in a), d.subject.anchors


def test_the_code_and_its_word_go_after_a_thing_described_before_the_colon():
    for line, value, left in (
        ("- Gun safe de Wichi en el clóset: combinación 19-37-22.", "19-37-22", "- Gun safe de Wichi en el clóset."),
        ("- Portón eléctrico de la urbanización: código #4482.", "#4482", "- Portón eléctrico de la urbanización."),
        ("- Gate: code 4482.", "4482", ""),  # (a label of one word says only what the value is)
    ):
        assert rewritten(line, Matcher([Value(value, kind="compact")]).spans(line)) == left, line


def test_a_few_words_between_sentences_restated_from_a_day_s_line_go_with_them():
    d = _converse(
        _eval_home("heldout44", "yadira"),
        "¿Qué te dije de Adrián y lo de la guagua?",
        "Según tus notas, en abril Adrián cogió la guagua de Wichi sin licencia y chocó contra el buzón de Don "
        "Efraín; le pagaron $1,800 en efectivo para que no llamara a la policía. Wichi no lo sabe.",
        "Eso mismo. Bórralo, eso se quedó entre nosotros.",
    )
    assert d.outcome is Outcome.SUBJECT
    assert "¡Sin licencia!" in d.subject.anchors, d.subject.anchors
    assert not any("aguacates" in a for a in d.subject.anchors), d.subject.anchors  # (the neighbour, said who he is)


def test_an_exclamation_or_a_verb_opening_a_sentence_is_no_name_to_follow():
    """ "… Le hablé de la bulimia. Lloré un chin." and "… ¡Wepa!": a verb and an exclamation, not names."""
    d = _derive("Forget that I have bulimia.", _eval_home("heldout44", "yadira"))
    assert d.outcome is Outcome.SUBJECT
    assert not {"Lloré", "Wepa", "Soñó"} & {v.text for v in d.subject.values}, d.subject.values


def test_a_lesson_learnt_said_without_has_is_a_reason():
    """ "Yes, that. Delete it, the boy learn his lesson.": why, not a boy to find ("a boy from her class")."""
    u = read("Yes, that. Delete it, the boy learn his lesson.")
    assert [(i.kind, i.text) for i in u.items] == [(ItemKind.POINTER, "it")], u.items


def test_a_short_sentence_of_a_day_s_line_saying_more_of_the_answer_goes_with_it():
    """ "Kavir suspended one week for selling vapes in the washroom. Tell Vishnu is dengue.": the cover story the
    answer restated too ("he thinks Kavir was off with dengue") goes with the line's first sentence."""
    d = _converse(
        _eval_home("heldout44", "indira"),
        "Wha I tell you about Kavir and the school thing?",
        "Your notes say Kavir was suspended from Presentation College for a week in March 2026 for selling vapes in "
        "the washroom. Vishnu doesn't know; he thinks Kavir was off with dengue.",
        "Yes, that. Delete it, the boy learn his lesson.",
    )
    assert d.outcome is Outcome.SUBJECT
    assert "Tell Vishnu is dengue." in d.subject.anchors, d.subject.anchors
    assert not any("Imran" in a for a in d.subject.anchors), d.subject.anchors


@pytest.mark.parametrize(
    ("clause", "needed"),
    [
        ("Das Foto darf bleiben.", True),
        ("The photos stay.", True),
        ("le mien peut rester", True),
        ("lo mío puede quedarse", True),
        ("je préfère rester", False),  # a wish of the user's, nothing kept
        ("tengo que quedarse", False),
    ],
)
def test_a_clause_leaving_it_be(clause, needed):
    from lethe.planner.understanding.utterance import _STILL_NEEDED

    assert bool(_STILL_NEEDED.search(clause)) is needed


_PAPA = {
    "workspace/MEMORY.md": "# Mémoire\n\n## Famille\n- Papa : René Sentenac, 78, cheminot retraité, à Colomiers. "
    "S'est fait escroquer de 42 000 € en 2025 par un faux conseiller en placements (faux livret « Eurolys Invest ») ; "
    "il a honte.\n- Maman : Josette, 75.\n",
}


@pytest.mark.parametrize(
    "request_", ["Oublie le faux placement de papa.", "Oublie le truc de papa avec l'arnaque au faux placement."]
)
def test_a_sentence_saying_it_outside_its_brackets_too_is_taken_whole(request_):
    d = _derive(request_, _PAPA)
    assert d.outcome is Outcome.SUBJECT
    anchors = " ".join(d.subject.anchors)
    assert "faux conseiller en placements" in anchors and "cheminot" not in anchors


_CARDS = {
    "workspace/MEMORY.md": "# Memory\n\n## Money\n- POSB card PIN: 4826.\n- UOB card PIN: 2684.\n"
    "- UOB One account for my salary.\n",
    "workspace/memory/2026-05-22.md": "# 2026-05-22\n- New UOB card came, set the PIN to 2684.\n",
}


@pytest.mark.parametrize(
    "correction",
    ["Wait sorry, I mean the UOB one.", "Wait sorry, I mean the UOB one. POSB card still using, don't touch that one."],
)
def test_the_one_named_in_capitals_in_a_correction_takes_the_place_of_the_first(correction):
    d = _derive_after("Delete the PIN for my POSB card.", correction, _CARDS, status="planned")
    assert d.outcome is Outcome.SUBJECT and [v.text for v in d.subject.values] == ["2684"]


_HER_CODES = {
    "workspace/MEMORY.md": "# Memory\n\n## Home\n- Locker at the depot: padlock code 2719.\n"
    "- Close door entry code: 5307.\n- Clydesdale online banking password: Thistle87jags\n",
}


@pytest.mark.parametrize(
    ("request_", "values"),
    [
        ("Forget my online banking password.", ["Thistle87jags"]),
        ("Oublie le mot de passe de ma banque en ligne.", ["Thistle87jags"]),
        ("Forget my door code.", ["5307"]),
    ],
)
def test_a_password_asked_is_no_padlock_code(request_, values):
    d = _derive(request_, _HER_CODES)
    assert d.outcome is Outcome.SUBJECT and [v.text for v in d.subject.values] == values


def test_what_the_user_earns_a_month_is_no_hourly_rate():
    notes = {
        "workspace/MEMORY.md": "# Memoria\n\n## Laburo\n- Privadas a US$ 60 la hora; grupales a 12.000 pesos por "
        "persona.\n- En total saco unos 1.900.000 pesos por mes, la mitad en dólares.\n",
    }
    d = _derive("Olvida cuánto gano por mes.", notes)
    assert d.outcome is Outcome.SUBJECT and [v.text for v in d.subject.values] == ["1.900.000 pesos"]


def test_a_word_no_language_has_in_a_removed_name_is_a_clue_on_its_own():
    from lethe.workflow.residual import distinctive

    def clues(gone: str, broad: bool = True) -> list[str]:
        return [getattr(c, "text", c) for c in distinctive([(gone, "")], set(), Counter(), broad=broad)]

    scam = "S'est fait escroquer de 42 000 € par un faux conseiller (faux livret « Eurolys Invest »)"
    assert "Eurolys Invest" in clues(scam) and "Eurolys" in clues(scam) and "Invest" not in clues(scam)
    assert "Eurolys" not in clues(scam, broad=False)  # (of a value, the card or firm it was written on stays)
    assert "Dyckman" not in clues("Diabetes tipo 2, metformina 1000 mg, control en la Clínica Dyckman.")


@pytest.mark.parametrize(
    "text",
    [
        "pls delete wat i tell u abt chloe",
        "cn ye get rid o whit a tellt ye aboot karen",
        "efface c ke jte dit sur nath",
        "borra lo q t dije d flor",
        "kanst bite löschn wos i da üba die gitti gsagt hab",
    ],
)
def test_what_was_told_as_texted_or_spoken_is_what_was_told(text):
    assert read(text).items[0].kind is ItemKind.RECALL


_CHLOE = {
    "workspace/MEMORY.md": "# Memory\n\n## Family\n- Daughter: Chloe Tan, 19, Year 2 at Ngee Ann Poly. "
    "Mobile 8555 0361.\n- Chloe got the internship at Mediacorp.\n"
    "- Chloe's gambling: £2,000 on the apps, two payday loans.\n",
}


def test_what_was_told_about_someone_and_a_thing_of_theirs_is_not_everything_about_them():
    # (her girlfriend, whom no note names, is nobody the notes know: nothing of Chloe's own goes)
    d = _derive("pls delete wat i tell u abt chloe n her gf", _CHLOE)
    assert d.outcome is not Outcome.SUBJECT or not any("Mediacorp" in a for a in d.subject.anchors)
    d = _derive("delete what I told you about Chloe and the gambling, the apps and the loans", _CHLOE)
    assert d.outcome is Outcome.SUBJECT
    assert any("payday loans" in a for a in d.subject.anchors)
    assert not any("Mediacorp" in a or "8555" in a for a in d.subject.anchors)


@pytest.mark.parametrize(
    ("text", "move"),
    [
        ("Genau des. Lösch des, des geht kan was an.", Move.REQUEST),  # (Viennese: that's nobody's business)
        ("Ya that one. Delete lah, his own business.", Move.REQUEST),
    ],
)
def test_a_viennese_or_singlish_reason_is_no_thing_to_forget(text, move):
    u = read(text)
    assert u.move is move and [i.kind for i in u.items] == [ItemKind.POINTER]


_GERRY = {
    "workspace/USER.md": "# User\n- Ferdl Hofbauer, 58, Fiakerfahrer, wohnt im Gemeindebau in Ottakring.\n",
    "workspace/MEMORY.md": '# Gedächtnis\n- Bruder: Gerhard "Gerry" Hofbauer, 61, in Pension.\n'
    "- Gerry hat im August 2025 beim Heurigen in Ottakring einen Gast niedergeschlagen. Diversion: 2.000 € Geldbuße "
    "und Anti-Gewalt-Training beim Verein Neustart.\n- Gemeindewohnung in Ottakring, Miete 612 € im Monat.\n",
    "workspace/memory/2026-06-05.md": "# 2026-06-05\n- Beim Heurigen in Neustift mit Gerry und Erika, a Gaudi.\n",
}


@pytest.mark.parametrize("pointer", ["Genau des. Lösch des.", "That one. Delete it."])
def test_a_pointer_after_a_restated_answer_takes_no_word_of_the_users_town_or_a_german_noun(pointer):
    d = _converse(
        _GERRY,
        "Was hab i da übern Gerry und die Gschicht beim Heurigen erzählt?",
        "Laut deinen Notizen hat Gerry im August 2025 beim Heurigen in Ottakring einen Gast niedergeschlagen. Er hat "
        "eine Diversion bekommen: 2.000 € Geldbuße und ein Anti-Gewalt-Training beim Verein Neustart.",
        pointer,
    )
    assert d.outcome is Outcome.SUBJECT
    texts = [v.text.casefold() for v in d.subject.values]
    assert "ottakring" not in texts and "heurigen" not in texts
    assert not any("Neustift" in a or "Miete" in a for a in d.subject.anchors)
    assert any("niedergeschlagen" in a for a in d.subject.anchors)


def test_a_drug_another_matter_files_is_a_clue_of_the_matter_whose_line_named_it():
    """ "methotrexate" is filed under arthritis: on the psoriasis's removed line it is a thing of the psoriasis, and
    its other mentions ("Methotrexate bloods grand.") are ones the plan was not sure of; of arthritis itself it
    still only says what kind of thing went."""
    from lethe.workflow.residual import distinctive, matter_kinds

    gone = "- Psoriasis on me hands since 2019; methotrexate 15 mg every Sunday night."
    counts = Counter({"methotrexate": 3, "psoriasis": 1})
    pieces = [(gone, ""), ("- Dr Halloran says start the methotrexate.", "")]

    def texts(kinds):
        return [
            c if isinstance(c, str) else c.text for c in distinctive(pieces, set(), counts, broad=broad, kinds=kinds)
        ]

    broad = True
    assert "methotrexate" in texts(matter_kinds(["psoriasis"]))
    assert "methotrexate" not in texts(matter_kinds(["arthritis"]))
    assert "methotrexate" not in texts(frozenset())  # (no matter known: as before)
    broad = False  # (of values, "AHV-Nr" is a kind of number whatever the plan is about)
    assert "methotrexate" not in texts(matter_kinds(["psoriasis"]))


def test_an_acronym_after_au_is_a_centre_not_a_town():
    """ "suivi au CSAPA du Tampon": CSAPA is the centre's name, a clue of its own ("Au CSAPA ils m'ont donné une
    médaille"), not a town after "au"."""
    from lethe.workflow.residual import distinctive

    gone = "- Problème d'alcool : sevrage en mars 2025 ; suivi au CSAPA du Tampon tous les mardis. Pas bu depuis."
    clues = distinctive([(gone, "")], set(), Counter({"csapa": 2, "sevrage": 1}), broad=True)
    assert "CSAPA" in [c if isinstance(c, str) else c.text for c in clues]


def test_a_kid_who_learnt_his_lesson_is_a_reason_in_spanish_too():
    """ "Bórralo todo, el cabro ya aprendió": why, not a thing to forget (it was read as "employee (carro
    aprendio)")."""
    u = read("Lo del Benja cuando lo pillaron los pacos curao arriba de la moto. Bórralo todo, el cabro ya aprendió.")
    assert not any("aprend" in i.text for i in u.items)


def test_suppliers_declare_someone_a_first_name_shares():
    """ "Proveedores: Toño Arancibia (pan, …)" beside "Primo: Toño Vergara": two Toños; "el número del Toño" asks."""
    notes = {
        "workspace/MEMORY.md": "# Memoria\n- Primo: Toño Vergara, 39, colectivero en Maipú. Cel +56 9 5555 4472.\n"
        "- Proveedores: Toño Arancibia (pan, Panificadora El Trigal), pasa a las 7. Cel +56 9 5555 6650.\n",
    }
    assert {p.name for p in _people(notes).by_key.values()} == {"Toño Vergara", "Toño Arancibia"}
    d = _derive("Borra el número del Toño.", notes)
    assert d.outcome is Outcome.CLARIFY


@pytest.mark.parametrize(
    ("text", "attr"),
    [
        ("get rid of me tax file number from everywhere, some dodgy mob rang pretending to be the ATO", "tax_id"),
        ("Nimm mei Steuer-ID überall raus, do rufet so Betrüger a und wellet se hau.", "tax_id"),
        ("Forget my tax number, a scammer called asking for it.", "tax_id"),
    ],
)
def test_someone_who_rang_for_it_is_why_not_a_second_thing(text, attr):
    items = read(text).items
    assert len(items) == 1 and items[0].attribute is not None and items[0].attribute.name == attr


def test_a_first_names_possessive_asks_about_the_namesake_the_notes_do_not_declare():
    """ "Get rid of Tracey's number" with "Tracey Kavanagh: junior stylist …" and "Tracey Byrne next door …": the
    possessive still names her by her first name alone, so which Tracey is asked (the stylist's number went)."""
    notes = {
        "workspace/MEMORY.md": "# Memory\n- Tracey Kavanagh: junior stylist at the salon. Mobile 089 555 2264.\n"
        "- Tracey Byrne next door (No. 41) has our spare key. Mobile 087 555 8851.\n",
    }
    d = _derive("Get rid of Tracey's number, she's wrecked me head all week.", notes)
    assert d.outcome is Outcome.CLARIFY


_DYLAN = {
    "workspace/MEMORY.md": "# Mémoire\n"
    "- Fils : Dylan Técher, 26, en Australie depuis 2024 (visa working holiday). Portable +61 4 5555 1932.\n"
    "- Dylan a dépassé son visa (expiré en mars 2026) ; il travaille sans papiers dans une ferme d'oranges à "
    "Mildura. Avocate en immigration : Ms Henderson à Melbourne. Mijo ne sait pas.\n",
    "workspace/memory/2026-04-05.md": "# 2026-04-05\n- Dylan au téléphone : son visa est fini depuis mars mais il "
    "reste, il cueille des oranges à Mildura.\n",
}


def test_a_matter_named_in_passing_by_someones_own_entry_leaves_who_they_are_and_their_number():
    """ "Fils : Dylan Técher, 26, en Australie depuis 2024 (visa working holiday). Portable …" for "Dylan's visa
    problem": the entry opens with who he is, not with the matter; his name, his number stay (of it, only the
    bracket naming the visa goes), the overstay's lines go whole."""
    d = _derive("Please delete everything about Dylan's visa problem in Australia: the overstay, all of it.", _DYLAN)
    assert d.outcome is Outcome.SUBJECT, (d.outcome, d.candidates)
    anchors = d.subject.anchors
    assert not any("Portable" in a or "Dylan Técher" in a for a in anchors), anchors
    assert any("dépassé son visa" in a for a in anchors) and any("Mildura" in a for a in anchors), anchors


_DECO = {
    "workspace/MEMORY.md": "# Memory\n"
    '- Husband: Declan "Deco" Kinsella, 52, track maintenance wi Irish Rail, works out of Inchicore. Mobile 087 555 '
    "2093.\n"
    "- Son: Cian Kinsella, 23, apprentice electrician wi Kellys Electrical in Walkinstown. Mobile 085 555 6718.\n"
    '- Brother: Anthony "Anto" Doyle, 54, forklift driver at the Guinness brewery. Lives in Inchicore wi his wife '
    "Lorraine.\n"
    "- Deco's been offered voluntary redundancy by Irish Rail, €48,000 lump sum. He's thinking about it.\n"
    "- Cian failed his Phase 4 exam in June 2026, repeating it in November. His Da doesn't know.\n",
}


def test_someones_matter_in_the_words_of_a_wider_one_is_not_their_own_entry():
    """Deco's redundancy: his job ("Husband: Declan "Deco" Kinsella, …, track maintenance wi Irish Rail") is the
    wider matter's word, in the entry saying who he is, which stays (and so does his brother's, which shares the
    town with it); a quoted nickname is part of the name the entry gives."""
    d = _derive("Forget what I said about Deco and the redundancy.", _DECO)
    assert d.outcome is Outcome.SUBJECT, (d.outcome, d.candidates)
    anchors = d.subject.anchors
    assert any("voluntary redundancy" in a for a in anchors), anchors
    assert not any("Husband" in a or "Brother" in a or "Mobile" in a for a in anchors), anchors


def test_one_more_thing_said_about_someone_then_what_stays_adds_their_matter():
    """ "An the other thing too, about Cian an the exam. Leave the rest of his stuff, like.": one more thing (his
    exam: "about Cian" says whose), and what stays ("like" closes it; no thing of its own)."""
    u = read("An the other thing too, about Cian an the exam. Leave the rest of his stuff, like.")
    assert u.move is Move.ADD and [i.text for i in u.kept] == ["the rest of his stuff"], u
    turns = [
        SimpleNamespace(position=0, role="user", text="Forget what I said about Deco and the redundancy."),
        SimpleNamespace(position=1, role="toolResult", tool_name="forget.plan", text='{"status": "planned"}'),
        SimpleNamespace(
            position=2, role="user", text="An the other thing too, about Cian an the exam. Leave the rest of his stuff."
        ),
    ]
    d = derive(turns, lambda: list(_DECO.items()))
    assert d.outcome is Outcome.SUBJECT, (d.outcome, d.candidates)
    anchors = d.subject.anchors
    assert any("Phase 4" in a for a in anchors) and any("voluntary redundancy" in a for a in anchors), anchors
    assert not any("apprentice" in a for a in anchors), anchors


def test_too_as_very_adds_nothing():
    """Jamaican "she too badmind" (very): no "too" that adds a thing; "Leave Simone from work." stays a keep."""
    u = read("Simone Gayle, di hairdresser. Mi nah go back to her, she too badmind. Leave Simone from work.")
    assert u.move is not Move.ADD, u


@pytest.mark.parametrize(
    ("word", "relation"),
    [("thammudu", "brother"), ("akka", "sister"), ("amma", "mother"), ("bhai", "brother"), ("baava", "brother-in-law")],
)
def test_indian_english_kin_words_say_who_someone_is(word, relation):
    from lethe.planner.understanding.corpus import REL_OF

    assert REL_OF[word] == relation


@pytest.mark.parametrize(
    "text",
    [
        "Vergiss, wat ick vorhin über Maik und die Bewerbung jesagt hab, er bleibt doch bei Kühn.",
        "Vergiss, was ich vorhin über Maik und die Bewerbung gesagt habe.",
    ],
)
def test_what_was_told_of_someone_with_the_verb_closing_the_clause_is_their_matter(text):
    """Berlin German ("wat ick … jesagt hab") and the German clause whose verb of telling closes it: what was told of
    Maik and the application, not "everything about Maik" beside the user's own job search."""
    notes = {
        "workspace/MEMORY.md": "# Memory\n- Lebensgefährte: Maik Zierke, 47, LKW-Fahrer bei der Spedition Kühn.\n"
        "- Maik hat sich bei der Spedition Hellwig in Ludwigsfelde beworben, 400 € mehr im Monat.\n",
    }
    items = read(text, _people(notes)).items
    assert len(items) == 1 and items[0].owner.word == "Maik" and items[0].words == ["bewerbung"], items


def test_berlin_words_read_as_german():
    from lethe.planner.understanding.utterance import in_plain_german

    assert in_plain_german("Und dit andere ooch, Kühn weiß nüscht.") == "Und das andere auch, Kühn weiß nichts."
    assert in_plain_german("Ick find dit jut so.") == "Ich find das gut so."
    assert in_plain_german("Il a dit que non.") == "Il a dit que non."  # (French "dit": no Berlin word beside it)


def test_a_name_with_a_quoted_nickname_is_someone():
    notes = {
        "workspace/MEMORY.md": '# Memory\n- Marcus "Big Marc" Johnson: tuba in the band. Cell (504) 555-0188.\n'
        "- Marcus Thibodeaux: attorney on the roof lawsuit. Cell (504) 555-0109.\n",
    }
    names = {p.name: p.aliases for p in _people(notes).by_key.values()}
    assert names.get("Marcus Johnson") == {"Big Marc"}, names
    d = _derive("delete marcus number", notes)
    assert d.outcome is Outcome.CLARIFY, (d.outcome, d.candidates)


def test_a_first_names_genitive_before_a_thing_is_theirs_not_a_namesake():
    """ "Maiks Rentenversicherungsnummer: 12 270579 Z 514." beside "Lebensgefährte: Maik Zierke": Maik's number, no
    second person called Maiks; "Meine Rentenversicherungsnummer" is the user's, which alone goes."""
    notes = {
        "workspace/MEMORY.md": "# Memory\n- Lebensgefährte: Maik Zierke, 47, LKW-Fahrer.\n"
        "- Meine Rentenversicherungsnummer: 65 120382 L 037.\n- Maiks Rentenversicherungsnummer: 12 270579 Z 514.\n",
    }
    people = _people(notes)
    assert {p.name for p in people.by_key.values()} >= {"Maik Zierke"}
    assert not any(p.name.startswith("Maiks") for p in people.by_key.values())
    assert "partner" in people.named("Maik").relations
    d = _derive("Nimm meine Rentenversicherungsnummer überall raus. Die vom Maik kann bleiben.", notes)
    assert d.outcome is Outcome.SUBJECT and [v.text for v in d.subject.values] == ["65 120382 L 037"], d


def test_a_therapist_named_after_her_role_in_a_german_line_is_declared():
    """ "… in Behandlung bei der Priory-Klinik, Therapeutin Dr. Hughes." (German writes the role with a capital):
    the therapist, whose other note ("Mandy sagt, Dr. Hughes is jut") goes with her (end to end:
    tests/test_mended_cases.py, h47-ml-jacky-mandy)."""
    notes = {
        "workspace/MEMORY.md": "# Memory\n- Tochter: Mandy Lehmann, 24, in Manchester.\n"
        "- Mandy hat 'ne Essstörung (Bulimie), in Behandlung bei der Priory-Klinik, Therapeutin Dr. Hughes.\n",
        "workspace/memory/2026-05-02.md": "# 2026-05-02\n- Mandy sagt, Dr. Hughes is jut, et jeht bergauf.\n",
    }
    from lethe.planner.understanding.resolve import _declared_inline

    corpus = build(list(notes.items()))
    assert [p.name for p in _declared_inline("therapist", corpus)] == ["Dr. Hughes"]


def test_what_was_told_of_one_of_two_in_one_message_is_their_sentence():
    """ "Forget what I said earlier about Nic and the job" after one message told two things: Nic's sentence, not
    Tyler's ("… Army Careers Centre …"), nor "Nic don't know.", which only says whom his is kept from."""
    notes = {
        "workspace/MEMORY.md": '# Memory\n- Wife: Nicola "Nic" Tovey, 46, teaching assistant.\n'
        "- Son: Tyler Tovey, 20, apprentice fitter at Airbus.\n"
        "- Nic's gone for the deputy manager job at Little Acorns nursery, £26,500. Her head don't know.\n"
        "- Tyler's been down the Army Careers Centre, thinking of packing in Airbus. Nic don't know.\n",
    }
    d = _converse(
        notes,
        "Two things for the notes but keep em to yourself: Nic's gone for the deputy manager job at Little Acorns "
        "nursery, £26,500, her head don't know. And Tyler's been down the Army Careers Centre, thinking of packing "
        "in Airbus. Nic don't know.",
        "Noted, both.",
        "Forget what I said earlier about Nic and the job, she never got it anyway.",
    )
    assert d.outcome is Outcome.SUBJECT, (d.outcome, d.candidates)
    assert any("Little Acorns" in a for a in d.subject.anchors), d.subject.anchors
    assert not any("Army" in a for a in d.subject.anchors), d.subject.anchors


@pytest.mark.parametrize(
    ("text", "move"),
    [
        ("And the other thing an all, about Tyler and the army. Leave the rest of his stuff, mind.", Move.ADD),
        ("His number and all keep as it is.", Move.KEEP),
    ],
)
def test_and_all_closing_what_it_adds_adds_it(text, move):
    u = read(text)
    assert u.move is move, u


@pytest.mark.parametrize(
    "text",
    [
        "that business with our Tyler and the spray paint on the trains, when the old bill collared him. bin it",
        "forget that business with our Tyler and the spray paint on the trains",
    ],
)
def test_a_matter_of_someone_said_before_bin_it_is_what_goes(text):
    """ "that business with X and the Y" is X's Y (as "all that about X and the Y"); "bin it" after it points to it."""
    people = _people({"workspace/MEMORY.md": "# Memory\n- Son: Tyler Tovey, 20, apprentice fitter.\n"})
    items = read(text, people).items
    assert len(items) == 1 and items[0].owner.word == "Tyler" and items[0].words == ["spray", "paint", "trains"], items


def test_a_word_that_opens_a_sentence_with_its_capital_is_no_part_of_a_name():
    """ "Im Heim weiß et keener, nur Maik." in the cancer's line: "Im" is capitalised because it opens the sentence;
    "Heim" (written "im Heim" all over the notes) is no name of the cancer to follow."""
    notes = {
        "workspace/MEMORY.md": "# Memory\n- Brustkrebs links, im Juli 2025 festjestellt; seit Oktober Tamoxifen. Im "
        "Heim weiß et keener, nur Maik.\n- Spind im Heim: Schloss 3368.\n- Grippeimpfung jeden Herbst im Heim.\n",
    }
    d = _derive("Vergiss bitte, dass ich Brustkrebs hatte.", notes)
    assert d.outcome is Outcome.SUBJECT, (d.outcome, d.candidates)
    assert not any("heim" in v.text.lower() for v in d.subject.values), [v.text for v in d.subject.values]


def test_a_matter_said_in_a_relative_clause_is_no_matter_of_the_users():
    """ "l'histoire du thon qui a rendu malade la cliente": the tuna's story; "rendu malade" (made sick) is what the
    clause says the tuna did to someone, not the user's illnesses."""
    notes = {
        "workspace/MEMORY.md": "# Mémoire\n- Sclérose en plaques, diagnostiquée en novembre 2025 par le Dr Lafargue.\n"
        "- Tendinite à l'épaule droite.\n"
        "- Intoxication à l'histamine en août 2025 : Mme Castaing a mangé mon thon, aux urgences.\n",
    }
    d = _derive("Oublie toute l'histoire du thon qui a rendu malade la cliente.", notes)
    assert d.outcome is Outcome.SUBJECT, (d.outcome, d.candidates)
    assert any("thon" in a for a in d.subject.anchors), d.subject.anchors
    assert not any("Sclérose" in a or "Tendinite" in a for a in d.subject.anchors), d.subject.anchors


def test_english_as_texted_reads_as_english():
    people = _people({"workspace/MEMORY.md": "# Memory\n- Mama: Gloria Batiste, 79, in Gentilly.\n"})
    items = read("can u delete tha stuff bout mama n dat tv preacher she been sendin her check to", people).items
    assert len(items) == 1 and items[0].owner.word == "mother" and "tha" not in items[0].words, items


_SHAUNA = {
    "workspace/MEMORY.md": "# Memory\n- Daughter: Shauna Kinsella, 26, staff nurse at St James's, lives in a flat in "
    "Rialto. Mobile 087 555 3142. Got a barring order against her ex, Wayne Hickey, in January 2026 after he put his "
    "fist through her door. Back in court in October for breach.\n",
    "workspace/memory/2025-12-20.md": "# 2025-12-20\n- Wayne came round Shauna's flat locked an put his fist through "
    "the door.\n",
    "workspace/memory/2026-06-06.md": "# 2026-06-06\n- Shauna's moving on to nights in August. Says she's grand.\n",
    "workspace/memory/salon/ACCOUNTS.md": "# Accounts\n- L'Oréal account no. 44127, orders every second Monday.\n",
}


def test_someones_ex_is_the_one_their_line_calls_so_and_the_thing_said_with_it_is_theirs():
    """ "the bit about Shauna's ex an the court order": "ex" (two letters) says which thing of hers, not everything
    about her; whom her line calls so ("her ex, Wayne Hickey") is who it is about, so his other line goes too; the
    court order said with it is hers first, not the salon's "orders"."""
    d = _derive("Forget the bit about Shauna's ex an the court order. Everything else about Shauna stays.", _SHAUNA)
    assert d.outcome is Outcome.SUBJECT, (d.outcome, d.candidates)
    anchors = " ".join(d.subject.anchors)
    assert "barring order" in anchors and "Wayne came round" in anchors and "for breach" in anchors, anchors
    assert "staff nurse" not in anchors and "nights" not in anchors and "L'Oréal" not in anchors, anchors
    assert "the person we talked about" not in d.subject.descriptor, d.subject.descriptor


def test_someone_a_removed_part_calls_by_what_they_are_is_a_clue_beside_its_words():
    from lethe.workflow.residual import _apposed

    gone = "Got a barring order against her ex, Wayne Hickey, in January 2026 after he put his fist through her door."
    assert _apposed(gone, "Daughter: Shauna Kinsella, 26.") == ["Wayne"]
    assert _apposed(gone, "Ex: Wayne Hickey.") == []  # (what the line keeps names him: his mention stays)
    assert _apposed("Lunch with Tom, Dick and Harry.", "") == []  # (no relation word before the name)


def test_where_someone_works_is_no_name_of_their_matter():
    """ "Marcus Thibodeaux: attorney on the roof lawsuit, office on Poydras.": "Poydras" says where he is; a reminder
    "Tailgate on Poydras" is no mention of the lawsuit."""
    from lethe.planner.understanding.words import where_someone_is

    line = "Marcus Thibodeaux: attorney on the roof lawsuit, office on Poydras."
    assert where_someone_is("Poydras", line)
    assert not where_someone_is("Poydras", "Tailgate on Poydras after the game.")
    assert not where_someone_is("Thibodeaux", line)
    notes = {
        "workspace/MEMORY.md": "# Memory\n- Roof lawsuit: Gulf Coast Mutual denied the Hurricane Francine claim.\n"
        "- Marcus Thibodeaux: attorney on the roof lawsuit, office on Poydras. Cell (504) 555-0109.\n"
        "- Saints home opener at the Superdome with Jamal. Tailgate on Poydras.\n",
    }
    d = _derive("Forget everything about the roof lawsuit.", notes)
    assert d.outcome is Outcome.SUBJECT, (d.outcome, d.candidates)
    assert not any(v.text == "Poydras" for v in d.subject.values), [v.text for v in d.subject.values]


def test_hamburg_dat_is_das_and_jo_is_a_yes_before_a_pointer():
    """ "Jo, genau dat. Lösch dat, geht mich nix an." after the assistant summed up what was told: "dat" is "das",
    "Jo" a yes, so it points to the summary (not an item "geht")."""
    u = read("Jo, genau dat. Lösch dat, geht mich nix an.")
    assert [i.kind for i in u.items] == [ItemKind.POINTER], u.items
    notes = {
        "workspace/MEMORY.md": "# Memory\n- Bruder: Uwe Paulsen, 57, Taxifahrer in Altona.\n- Uwe hat eine "
        "Zweitfamilie: eine Freundin in Pinneberg und einen Sohn, Jannik (4). Seine Frau Sabine weiß nix.\n"
        "- Mietminderung 20 % angekündigt, der Mieterverein sagt, dat geht.\n",
    }
    turns = [
        SimpleNamespace(
            position=0, role="user", text="wat hab ich dir über uwe erzählt, dat wo er mir gebeichtet hat?"
        ),
        SimpleNamespace(
            position=1,
            role="assistant",
            text="Du hast mir erzählt, dass Uwe eine Zweitfamilie hat: eine Freundin in Pinneberg und einen "
            "vierjährigen Sohn, Jannik, und dass seine Frau Sabine nichts davon weiß.",
        ),
        SimpleNamespace(position=2, role="user", text="Jo, genau dat. Lösch dat, geht mich nix an."),
    ]
    d = derive(turns, lambda: list(notes.items()))
    assert d.outcome is Outcome.SUBJECT, (d.outcome, d.candidates)
    # (clauses too short alone, said together: "dass Uwe eine Zweitfamilie hat: eine Freundin in Pinneberg")
    assert any("Zweitfamilie" in a for a in d.subject.anchors), d.subject.anchors
    assert not any("Mieterverein" in a for a in d.subject.anchors), d.subject.anchors


def test_the_value_whose_sentence_says_the_requests_other_words_is_the_one():
    """ "the code for the supply room at work": "New keypad code on the supply room: 4471", not the locker room's
    combination (both say "room")."""
    d = _derive("forget the code for the supply room at work", _eval_home("heldout48", "bernie"))
    assert d.outcome is Outcome.SUBJECT, (d.outcome, d.candidates)
    assert [v.text for v in d.subject.values] == ["4471"], d.subject.values


@pytest.mark.parametrize(
    ("request_", "home", "value"),
    [
        ("Lösch dat Passwort von der Haspa.", "jens", "Moin!Elbe1887"),
        ("Borra la clave de la app de Bancolombia.", "dary", "Belen*2020"),
    ],
)
def test_a_password_of_a_bank_no_one_is_named_is_the_banks(request_, home, value):
    """ "dat Passwort von der Haspa": Haspa is no person of the notes; it says which password."""
    d = _derive(request_, _eval_home("heldout48", home))
    assert d.outcome is Outcome.SUBJECT, (d.outcome, d.candidates)
    assert [v.text for v in d.subject.values] == [value], d.subject.values


def test_no_word_of_how_the_user_writes_is_looked_for():
    """ "Schreibt Hamburger Schnack mit Platt: …, Schiet, …, Alsterwasser, …" is no line of any matter: a sentence of
    those words alone ("Schiet.") or a value of them ("Alsterwasser") would cut it."""
    notes = {
        "workspace/USER.md": "# User\n- Schreibt Hamburger Schnack mit Platt: Moin, Digga, Schiet, Alsterwasser, "
        "dat.\n",
        "workspace/MEMORY.md": "# Memory\n- Alkoholabhängigkeit: Entzug im Januar 2026 in der Asklepios Klinik Nord, "
        "seitdem trocken. Schiet.\n",
    }
    d = _derive("Vergiss bitte, dass ich Alkoholiker bin.", notes)
    assert d.outcome is Outcome.SUBJECT, (d.outcome, d.candidates)
    line = "- Schreibt Hamburger Schnack mit Platt: Moin, Digga, Schiet, Alsterwasser, dat."
    assert not d.subject.matcher().matches(line), (d.subject.values, d.subject.anchors)


def test_a_name_as_common_as_a_word_is_someone_by_its_possessive_in_lower_case():
    """ "get rid of paul's number, he's been doing my head in all week bab": two Pauls with numbers, so it asks
    which (not the one whose line happens to be read first)."""
    d = _derive("get rid of paul's number, he's been doing my head in all week bab", _eval_home("heldout48", "dev"))
    assert d.outcome is Outcome.CLARIFY and sorted(d.candidates) == ["Paul Dhillon", "Paul Mitchell"], d


@pytest.mark.parametrize(
    "text",
    [
        "ah forget it bab, they've only gone and filled it in this morning. bostin.",
        "forget it mate, the council's already fixed it",
    ],
)
def test_forget_it_when_someone_saw_to_it_asks_nothing(text):
    """ "forget it" after asking for help with a complaint letter, because someone else saw to it: never mind."""
    notes = _eval_home("heldout48", "dev")
    turns = [
        SimpleNamespace(
            position=0,
            role="user",
            text="can you help us write a complaint to the council about the pothole on Wellington Road",
        ),
        SimpleNamespace(position=1, role="assistant", text="Of course. Do you have the exact spot?"),
        SimpleNamespace(position=2, role="user", text=text),
    ]
    d = derive(turns, lambda: list(notes.items()))
    assert d.outcome is Outcome.NOTHING, d


def test_a_name_written_inside_a_word_says_which_value_and_none_without_it():
    """ "mei FinanzOnline-Passwort": the stable gate's code ("Neuer Code am Stalltor: 3917.") is not it; found nowhere
    else as a code, it is nothing found rather than the wrong value."""
    d = _derive("Lösch mei FinanzOnline-Passwort", _eval_home("heldout45", "ferdl"))
    assert d.outcome is not Outcome.SUBJECT or "3917" not in [v.text for v in d.subject.values], d


@pytest.mark.parametrize(
    ("text", "asks"),
    [
        ("Olvide que tengo lupus.", True),
        ("Quítelo todo, por favor.", True),
        ("Bórrelo de una vez.", True),
        ("No olvide que mañana tengo cita.", False),
        ("Que no se me olvide llamar a Gloria.", False),
        ("I'm quite sure about the address.", False),
    ],
)
def test_spanish_asked_with_usted_is_a_request(text, asks):
    """ "Olvide que tengo lupus": the polite imperative (usted) asks as "olvida" does; "No olvide …" asks to keep."""
    assert (read(text).move is Move.REQUEST) is asks, read(text)


def test_a_bare_word_of_address_is_no_one_whose_thing_it_is():
    """ "take me tax file number out of everywhere mate, got a dodgy text": "mate" is whom the user speaks to, not a
    friend whose number it is ("me" being "my"); "my mate", "Kev's mate" stay someone."""
    d = _derive(
        "take me tax file number out of everywhere mate, got a dodgy text sayin the ATO owe me a refund",
        _eval_home("heldout48", "dazza"),
    )
    assert d.outcome is Outcome.SUBJECT, (d.outcome, d.candidates)
    assert "482 155 917" in [v.text for v in d.subject.values], d.subject.values
    assert read("forget the number of my mate").items[0].owner.kind == "relation"
    assert read("forget my best mate, thanks").items[0].owner.kind == "relation"


def test_a_shop_called_by_someones_name_is_no_mention_of_them():
    """ "Paczki from Kessler's Bakery" beside the neurologist Dr. Kessler: the bakery stays when his matter goes."""
    from lethe.planner.understanding.corpus import mentions

    notes = _eval_home("heldout48", "bernie")
    people = build(list(notes.items())).people
    assert mentions("Paczki from Kessler's Bakery on Brookline Boulevard.", people) == [(12, 21, "thing:kessler")]
    d = _derive("Please forget about my Parkinson's. The pills, the neurologist, the scan, all of it.", notes)
    assert d.outcome is Outcome.SUBJECT, (d.outcome, d.candidates)
    m = d.subject.matcher()
    assert not m.matches("- Paczki from Kessler's Bakery on Brookline Boulevard for the unit. Gone by 8.")
    assert m.matches("- Dr. Kessler says it's Parkinson's. Early.")
    assert m.matches("- Started the carbidopa-levodopa. Makes me queasy, eat a cracker with it.")


@pytest.mark.parametrize(
    ("text", "home"),
    [
        ("Please forget about my Parkinson's.", "bernie"),
        ("Oublie que j'ai la maladie de Crohn.", "fafa"),
    ],
)
def test_an_illness_called_by_a_name_is_the_users_not_someones(text, home):
    """ "my Parkinson's", "la maladie de Crohn": an illness, not everything about a person called Parkinson or Crohn
    (the notes write "Parkinson's disease", which reads like someone's)."""
    from lethe.planner.understanding.query import read_query

    people = build(list(_eval_home("heldout48", home).items())).people
    q = read_query([SimpleNamespace(position=0, role="user", text=text)], people, None)
    assert q.items and q.items[0].owner.kind == "user", q.items


def test_a_biologic_is_a_word_of_the_bowel_condition():
    """ "les piqûres" of Crohn's disease: the Humira reminder and its runs go with it."""
    d = _derive(
        "Oublie que j'ai la maladie de Crohn. Les piqûres, le gastro, la coloscopie, les rappels, tout.",
        _eval_home("heldout48", "fafa"),
    )
    assert d.outcome is Outcome.SUBJECT, (d.outcome, d.candidates)
    assert d.subject.matcher().matches("Rappel : piqûre d'Humira ce soir."), d.subject.values


def test_a_role_said_in_someone_elses_line_is_theirs():
    """ "the GP" of the user's depression (no line declares a GP): "Bapu ji (my dad): …, 78. GP Dr. Bhatti at the Soho
    Road Health Centre." is his father's GP, which stays."""
    d = _derive(
        "Forget about my depression bab. The tablets, the therapy, the GP, the reminders, all of it.",
        _eval_home("heldout48", "dev"),
    )
    assert d.outcome is Outcome.SUBJECT, (d.outcome, d.candidates)
    line = "- Bapu ji (my dad): Gurmeet Singh Sandhu, 78, lives with us since 2023. GP Dr. Bhatti at the Soho Road "
    assert not d.subject.matcher().matches(line + "Health Centre."), (d.subject.values, d.subject.anchors)


def test_four_digits_after_a_codes_label_are_a_code_not_a_year():
    """ "Ma's lockbox on the back door (for the VNA nurses): 1929", "Key safe code: 1987": codes; "Born: 1929" and
    "Gate code changed in 2019" stay years."""
    from lethe.planner.understanding.values import find_values

    def kinds(text):
        return [v.kind.value for v in find_values(text)]

    assert kinds("- Ma's lockbox on the back door (for the VNA nurses): 1929.") == ["number"]
    assert kinds("- Key safe code: 1987.") == ["number"]
    assert kinds("- Born: 1929.") == ["date"]
    assert kinds("- Gate code changed in 2019.") == ["date"]


@pytest.mark.parametrize(
    "request_",
    ["Delete the code for Ma's lockbox.", "delete the lockbox code", "Borra el código de la cajita de llaves."],
)
def test_a_key_safe_is_a_thing_a_code_opens(request_):
    """ "the lockbox code": Ma's lockbox's (1929), not the cellar safe's combination nor the yard gate's."""
    d = _derive(request_, _eval_home("heldout49", "sully"))
    assert d.outcome is Outcome.SUBJECT, (d.outcome, d.candidates)
    assert [v.text for v in d.subject.values] == ["1929"], d.subject.values


def test_one_code_asked_of_several_that_open_different_things_is_asked_about():
    """ "delete my code" with a yard gate code, a bank password and a safe combination: which one (by what each line
    calls it, never the code); "my codes" is all of them."""
    notes = _eval_home("heldout49", "sully")
    d = _derive("delete my code", notes)
    assert d.outcome is Outcome.CLARIFY, d
    assert sorted(d.candidates) == [
        "“Cellar safe combination”",
        "“Santander online banking password”",
        "“Yard gate code”",
    ], d.candidates
    d = _derive("delete my codes", notes)
    assert d.outcome is Outcome.SUBJECT and {"5519", "36-12-44"} <= {v.text for v in d.subject.values}, d


def test_the_one_i_meant_is_the_one_said_and_the_thing_asked_before():
    """ "Borra el código del portón del patio." … "me equivoqué. El del patio sigue igual; el que cambié es el de la
    cajita de llaves de Ma, … Borra ese y deja el del patio.": the lockbox's code, not the gate's."""
    turns = [
        SimpleNamespace(position=0, role="user", text="Borra el código del portón del patio, ya lo cambié."),
        SimpleNamespace(position=1, role="toolResult", tool_name="forget.plan", text='{"status": "planned"}'),
        SimpleNamespace(
            position=2,
            role="user",
            text="No, espera, me equivoqué. El del patio sigue igual; el que cambié es el de la cajita de llaves de "
            "Ma, en la puerta de atrás. Borra ese y deja el del patio.",
        ),
    ]
    notes = _eval_home("heldout49", "sully")
    d = derive(turns, lambda: list(notes.items()))
    assert d.outcome is Outcome.SUBJECT, (d.outcome, d.candidates)
    assert [v.text for v in d.subject.values] == ["1929"], d.subject.values
    assert "Borra el de la cajita de llaves de Ma y" in read(turns[2].text).text


def test_her_fall_is_the_line_saying_she_fell():
    """ "la partie su' la chute à Maman pis la plainte": "Maman est tombée au foyer …" is her fall."""
    d = _derive(
        "Efface juste la partie su' la chute à Maman pis la plainte. Le reste su' elle, le foyer, son numéro, tu "
        "gardes ça.",
        _eval_home("heldout49", "ginette"),
    )
    assert d.outcome is Outcome.SUBJECT, (d.outcome, d.candidates)
    assert d.subject.matcher().matches("- Maman est tombée au foyer pis y nous l'ont dit juste trois jours après!")


def test_everything_about_someone_and_a_thing_he_did_is_that_thing():
    """ "everything I wrote about Esteban and the crypto thing, the money he lost, …": his crypto loss, not all of him
    (his own line with his number stays)."""
    d = _derive(
        "Please delete everything I wrote about Esteban and the crypto thing, the money he lost, the fake app, all of "
        "it. My sister can't find out.",
        _eval_home("heldout49", "marielos"),
    )
    assert d.outcome is Outcome.SUBJECT, (d.outcome, d.candidates)
    m = d.subject.matcher()
    assert m.matches('- Esteban metió ₡12 millones en una "inversión" de criptomonedas (la app TradeMax).')
    assert not m.matches("- Cuñado: Esteban Rojas, 42, mecánico, esposo de Yesenia. Cel 8811-7026.")


def test_a_costa_rican_number_is_a_phone_number():
    """ "Cel 7012-5589" in Spanish notes: a Costa Rican mobile, so two Yendrys with numbers are asked about."""
    from lethe.planner.understanding.values import find_values

    assert [v.kind.value for v in find_values("- Yendry Solano: la que me hace las uñas. Cel 7012-5589.", "es")] == [
        "phone"
    ]
    d = _derive(
        "Borre el número de Yendry, porfa, que me tiene harta con tanto mensaje.", _eval_home("heldout49", "marielos")
    )
    assert d.outcome is Outcome.CLARIFY and len(d.candidates) == 2, d


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("only Luc's old one goes", "Luc's old one"),
        ("the old number has to go.", "the old number"),
        ("that's how it goes", None),
        ("The bus goes at 8.", None),
    ],
)
def test_what_goes_said_before_goes(text, said):
    u = read(text)
    assert ([i.text for i in u.items] == [said]) if said else u.move is not Move.REQUEST, u


def test_someones_old_one_after_a_number_is_their_old_number():
    """ "Delete Marc's cell, he changed his number." … "it's Luc who changed his number, not Marc. leave Marc's alone,
    only Luc's old one goes": Luc's number, not Marc's."""
    notes = _eval_home("heldout49", "ginette")
    d = _derive_after(
        "Delete Marc's cell, he changed his number.",
        "oh wait my bad, it's Luc who changed his number, not Marc. leave Marc's alone, only Luc's old one goes",
        notes,
        status="planned",
    )
    assert d.outcome is Outcome.SUBJECT, (d.outcome, d.candidates)
    assert {v.text for v in d.subject.values} == {"506-555-0193", "5065550193"}, d.subject.values


def test_a_list_closed_by_the_whole_thing_is_parts_of_the_matter():
    """ "Forget about my epilepsy. The seizure …, the pills, the neurologist, the test in August, the reminders, the
    whole thing.": the pills of the epilepsy (not his blood-pressure pill), its test (not his son's)."""
    d = _derive(
        "Forget about my epilepsy. The seizure in the garage, the pills, the neurologist, the test in August, the "
        "reminders, the whole thing. If the RMV gets wind of it I'm off the road.",
        _eval_home("heldout49", "sully"),
    )
    assert d.outcome is Outcome.SUBJECT, (d.outcome, d.candidates)
    m = d.subject.matcher()
    assert m.matches("- Keppra twice a day.")
    assert not m.matches("- Blood pressure: amlodipine 5 mg in the morning.")
    assert not m.matches("- Danny passed his second-year test at the Local 537 hall. Proud of the kid.")
    assert not m.matches("- Registration on the Peterbilt due at the RMV.")  # (whom it is kept from)
    assert not m.matches("- Not a word to Linda.")  # ("Told Linda it was my back": no name of the neurologist)


def test_leaving_it_said_with_usted_keeps_it():
    """ "Borre todo lo de Kimberly." "Bueno no, todo no. Solo lo de que se salió del cole y el trabajo en la soda. El
    número, el cumple y lo demás déjelo.": never all of her with her number and birthday (asked about, if unsure)."""
    d = _derive_after(
        "Borre todo lo de Kimberly.",
        "Bueno no, todo no. Solo lo de que se salió del cole y el trabajo en la soda. El número, el cumple y lo demás "
        "déjelo.",
        _eval_home("heldout49", "marielos"),
        status="planned",
    )
    line = "- Sobrina: Kimberly Vargas, 17, hija de Randall; vive con nosotros desde enero. Cel 6044-7719."
    assert d.outcome is not Outcome.SUBJECT or not d.subject.matcher().matches(line), d


def test_a_pin_of_a_card_is_a_code_and_a_thing_named_by_a_name_says_which_savings():
    """ "Tres cosas: el PIN de la tarjeta del BCR, la contraseña de la app del BAC y cuánto llevo ahorrado para lo de
    Disney.": the card's PIN (no card number), the savings for Disney (not her savings account at the same bank nor
    her other savings)."""
    d = _derive(
        "Tres cosas: el PIN de la tarjeta del BCR, la contraseña de la app del BAC y cuánto llevo ahorrado para lo de "
        "Disney. Que nadie más lo vea, porfa.",
        _eval_home("heldout49", "marielos"),
    )
    assert d.outcome is Outcome.SUBJECT, (d.outcome, d.candidates)
    m = d.subject.matcher()
    assert m.matches("- PIN de la tarjeta del BCR: 3917.")
    assert m.matches("- Ya llevo $4.300 ahorrados para Disney con Valeria, ¡qué chiva!")
    assert not m.matches("- Cuenta de ahorros en el BCR, oficina de Desamparados.")
    assert not m.matches("- Ahorro en la Asociación Solidarista: ₡40.000 por quincena.")
    assert read("Lösch die PIN von meiner Karte.").items[0].attribute.name == "code"
    assert read("Borra el número de la tarjeta.").items[0].attribute.name == "card"


def test_everything_about_someone_and_their_partner_that_he_is_is_what_is_said():
    """ "everything I wrote about Maxi and his boyfriend, that he is gay and they live together": his coming out and
    his partner, not all of Maxi (his entry, number, photos and the flight stay)."""
    d = _derive(
        "Please delete everything I wrote about Maxi and his boyfriend, that he is gay and they live together. "
        "Schorsch and Oma must not know before Christmas.",
        _eval_home("heldout49", "resi"),
    )
    assert d.outcome is Outcome.SUBJECT, (d.outcome, d.candidates)
    m = d.subject.matcher()
    assert m.matches("- Da Maxi hat ma im Mai 2026 gsagt, dass er schwul is und mit seim Freund Callum zsammwohnt.")
    assert not m.matches("- Sohn: Maximilian „Maxi“ Gruber, 27, Koch in am Restaurant in Leith (Edinburgh).")


def test_the_value_whose_line_says_the_requests_word_is_the_one():
    """ "how much my end-of-year bonus was": "End-of-year bonus 2025: GH₵24,000.", not "Salary: GH₵9,800 a month."."""
    d = _derive(
        "Three things, delete them: my MoMo PIN, the code for the strongroom at work, and how much my end-of-year "
        "bonus was. Nobody's business.",
        _eval_home("heldout49", "kobby"),
    )
    assert d.outcome is Outcome.SUBJECT, (d.outcome, d.candidates)
    assert "GH₵9,800" not in [v.text for v in d.subject.values], d.subject.values
    assert "GH₵24,000" in [v.text for v in d.subject.values], d.subject.values


def test_a_bavarian_fei_says_nothing_of_what_stays():
    """ "Den vom Schafkopfen, den Huber. … Den Obermaier lass fei drin!": the answer picks Wastl Huber."""
    d = _derive_after(
        "Lösch die Nummer vom Wastl.",
        "Den vom Schafkopfen, den Huber. Der hat a neue Nummer, de oide "
        "ghört jetzt wem anders. Den Obermaier lass fei drin!",
        _eval_home("heldout49", "resi"),
    )
    assert d.outcome is Outcome.SUBJECT, (d.outcome, d.candidates)
    assert "0160 5550 3392" in [v.text for v in d.subject.values], d.subject.values


def test_a_german_genitive_label_is_someone_elses_relation():
    """ "Schorschs Schwester: Gerti Gruber, 62, in Pasing": her husband's sister, not the user's; asked about so."""
    people = build(list(_eval_home("heldout49", "resi").items())).people
    assert people.named("Gerti").kin == {"sister:schorsch"} and not people.named("Gerti").relations
    d = _derive("Lösch die Erinnerung an Gertis Geburtstag, i mog de nimmer.", _eval_home("heldout49", "resi"))
    assert d.outcome is Outcome.CLARIFY and "Gerti Gruber (Schorsch's sister)" in d.candidates, d


def test_a_medicine_named_by_its_dose_in_the_matters_line_is_followed_into_its_reminder():
    """ "pregabalina 75 mg en la noche" in the fibromyalgia's line: the reminder "Pregabalina 75, Marielos." goes."""
    d = _derive(
        "Olvide lo de mi fibromialgia, porfa: las pastillas, la reumatóloga, la piscina, los recordatorios, todo.",
        _eval_home("heldout49", "marielos"),
    )
    assert d.outcome is Outcome.SUBJECT, (d.outcome, d.candidates)
    assert "pregabalina" in [v.text.casefold() for v in d.subject.values], d.subject.values
    assert "omeprazol" not in [v.text.casefold() for v in d.subject.values], d.subject.values


def test_a_language_exam_is_a_matter_in_any_of_the_four_languages():
    """ "die Deutschprüfung" of Adwoa: the English day note "Adwoa failed the B2 by four points." goes with it."""
    d = _derive(
        "Bitte lösch alles, was ich über Adwoa und die Deutschprüfung geschrieben habe – die Wiederholung, das "
        "geliehene Geld, alles.",
        _eval_home("heldout49", "kobby"),
    )
    assert d.outcome is Outcome.SUBJECT, (d.outcome, d.candidates)
    assert any("failed the B2 by four points" in a for a in d.subject.anchors), d.subject.anchors
    assert not any("Goethe-Institut" in a or "residence permit" in a for a in d.subject.anchors), d.subject.anchors


def test_a_stroke_is_a_matter_and_its_hospital_named_of_another_matter_stays():
    """ "le petit AVC de Maman": her mini-stroke (a TIA) goes; "the CUH eye clinic for the cataract" stays."""
    d = _derive(
        "Efface seulement le passage sur le petit AVC de Maman. Le reste sur elle, son adresse, son fixe, tu gardes "
        "tout.",
        _eval_home("heldout49", "breda"),
    )
    assert d.outcome is Outcome.SUBJECT, (d.outcome, d.candidates)
    assert "Mam's TIA, ambulance to the CUH." in d.subject.anchors, d.subject.anchors
    assert not any("eye clinic" in a for a in d.subject.anchors), d.subject.anchors


def test_what_the_answer_restated_of_someone_takes_the_day_notes_telling_it_again():
    """ "Qu'est-ce que je t'avais conté su' Natasha pis sa job?" — "… arrêt de travail … burn-out … Croix Bleue …" —
    "Ouais, c'est ça. Efface toute ça": the day notes telling it of her go too; her visit with Patrick stays."""
    turns = [
        SimpleNamespace(
            position=0,
            role="user",
            text="Qu'est-ce que je t'avais conté su' Natasha pis sa job? Roger me pose des drôles de questions.",
        ),
        SimpleNamespace(
            position=1,
            role="assistant",
            text="Tu m'as dit que Natasha est en arrêt de travail depuis février 2026 pour un burn-out, qu'elle "
            "reçoit de l'assurance-invalidité de la Croix Bleue et qu'elle ne veut pas que Roger le sache.",
        ),
        SimpleNamespace(position=2, role="user", text="Ouais, c'est ça. Efface toute ça, c'est à elle d'en parler."),
    ]
    notes = _eval_home("heldout49", "ginette")
    d = derive(turns, lambda: list(notes.items()))
    assert d.outcome is Outcome.SUBJECT, (d.outcome, d.candidates)
    anchors = " | ".join(d.subject.anchors)
    assert "appelé de Halifax: arrêt de travail pour un burn-out" in anchors, anchors
    assert "Les papiers de la Croix Bleue pour Natasha sont passés." in anchors, anchors
    assert "Patrick" not in anchors, anchors


def test_j_sus_is_no_name():
    """ "Les agents … ont checké le bateau à Roger au quai: 46 homards sous-taille. J'sus mad.": "J'sus" (je suis)
    names no one, so "Prise de sang: … J'sus right découragée." is no note of the same thing."""
    from lethe.planner.understanding.resolve import _names_in

    home = _eval_home("heldout49", "ginette")
    corpus = build(list(home.items()))
    sts = [st for st in corpus.statements if "checké le bateau" in st.text]
    assert sts and not any(n.startswith("J") for n in _names_in(sts, corpus)), _names_in(sts, corpus)


def test_where_a_thing_lies_is_its_line_and_the_pin_of_a_named_card_is_a_code():
    """ "wo da Ersatzschlüssel liegt, de PIN von da Sparkassen-Karte und da Code vom Spind": the key's lines, the
    card's PIN, the locker's code; the cellar padlock's number stays."""
    d = _derive(
        "Drei Sachen: wo da Ersatzschlüssel liegt, de PIN von da Sparkassen-Karte und da Code vom Spind im "
        "Betriebshof. Des geht neamd wos o.",
        _eval_home("heldout49", "resi"),
    )
    assert d.outcome is Outcome.SUBJECT, (d.outcome, d.candidates)
    values = [v.text for v in d.subject.values]
    assert "5062" in values and "7138" in values and "2291" not in values, values
    assert any(v.casefold() == "ersatzschlüssel" for v in values), values
    people = build(list(_eval_home("heldout49", "resi").items())).people
    from lethe.planner.understanding.utterance import items_of

    (item,) = items_of("Lösch die PIN von der Sparkassen-Karte.", people)
    assert item.attribute is not None and item.attribute.name == "code", item


@pytest.mark.parametrize(
    ("request_", "absent"),
    [
        # "los celus robados": stolen phones, not Byron's number
        (
            "borre lo d mi compadre byron q le cogieron con los celus robados en el local, lo d la fiscalia y todo "
            "eso x fa, q la comadre no se entere",
            ["099 555 8873", "Efrén", "picantería"],
        ),
    ],
)
def test_stolen_phones_are_no_number_and_a_heading_naming_someone_else_is_not_theirs(request_, absent):
    """ "… le cogieron con los celus robados en el local": Byron's matter; his number stays, and so does the section
    "## El local de la Blanca" (the user's wife's shop plan), though it says "local"."""
    d = _derive(request_, _eval_home("heldout50", "fausto"))
    assert d.outcome is Outcome.SUBJECT, (d.outcome, d.candidates)
    said = " | ".join([*d.subject.anchors, *(v.text for v in d.subject.values)])
    assert "receptación" in said, said
    for a in absent:
        assert a not in said, (a, said)


@pytest.mark.parametrize(
    "request_",
    [
        "that business with terry and the old fridge and settee he dumped down the back, when the council's camera "
        "copped him and he had to go up in front of the beak. get rid of it love, it's all paid now",
        "Des Gschichtl mit'n Ossi, wia er des verbotene Zeug no auf die Äpfel gspritzt hot, und die vom Amt hom's im "
        "Obst gfunden, und er hot zahlen miassen und die Äpfel hom weg miassen. Weg damit, des isch erledigt.",
    ],
)
def test_a_word_of_address_or_that_it_is_settled_is_no_thing_to_forget(request_):
    """ "get rid of it love": "love" is whom the user speaks to; "des isch erledigt": why, not what (neither is a
    word for a note: "user: ta love." and "Erledigt, ist bei deinen Daten gespeichert." stay)."""
    home = "gail" if "terry" in request_ else "annelies"
    d = _derive(request_, _eval_home("heldout50", home))
    asked = d.subject.asked if d.subject is not None else []
    assert "love" not in asked and "erledigt" not in asked, asked


@pytest.mark.parametrize(
    ("text", "said"),
    [
        (
            "Borre mi número de cédula de todo lado, porfa. Me andan llamando unos que dicen que son del "
            "Registro Civil.",
            "mi número de cédula",
        ),
        (
            "Nimm mei Codice fiscale überall außer, do rufen Leit un und tian, als ob sie vo der Agenzia warn.",
            "mei Codice fiscale",
        ),
        (
            "Enlève mon numéro AVS de partout, y a des gens qui appellent en disant qu'ils sont de la caisse de "
            "compensation et que mon numéro est bloqué.",
            "mon numéro AVS",
        ),
    ],
)
def test_a_separable_take_out_and_callers_pretending_are_read(text, said):
    """ "Nimm … außer" (take out), and who keeps ringing ("me andan llamando unos …", "y a des gens qui appellent …":
    why, not what): one item, the ID number."""
    (item,) = read(text).items
    assert item.text == said and item.attribute is not None and item.attribute.name == "national_id", item


def test_a_matter_then_its_parts_after_a_colon_closed_by_all_of_it():
    """ "des mit meim Rücken: der Bechterew, die Spritzen, der Doktor in Meran, die Kontrollen, die Erinnerungen,
    olls": the matter and its parts; not every line naming Meran, the pesticide's "Kontrolle", nor "hot olls
    versiegelt" of a bankruptcy."""
    d = _derive(
        "Vergiss bitte des mit meim Rücken: der Bechterew, die Spritzen, der Doktor in Meran, die Kontrollen, die "
        "Erinnerungen, olls. Wenn des die Schwiegerleit mitkriagn, hoaßt's glei, i konn den Hof nimmer mochen.",
        _eval_home("heldout50", "annelies"),
    )
    assert d.outcome is Outcome.SUBJECT, (d.outcome, d.candidates)
    anchors = " | ".join(d.subject.anchors)
    assert "Morbus Bechterew" in anchors and "Beim Dr. Thaler in Meran" in anchors, anchors
    for other in ("Hüft-OP", "Optiker", "Orthopäden", "Landesamt", "Sagewerk", "Urania"):
        assert other not in anchors, (other, anchors)
    # ("die Kontrollen, die Erinnerungen": the check-ups' reminders, looked for there alone)
    assert not [v for v in d.subject.values if "kontroll" in v.text.casefold() and not v.places], d.subject.values


def test_iron_in_the_blood_is_haemochromatosis_and_the_illness_listed_is_no_other_one():
    """ "mon fer dans le sang : la maladie, les saignées, …, tout": her haemochromatosis; not her cholesterol or her
    back ("la maladie" names the matter's own illness)."""
    d = _derive(
        "Oublie tout ce qui concerne mon fer dans le sang: la maladie, les saignées, le médecin, les prises de sang, "
        "les rappels, tout. Si le patron l'apprend, fini les dégustations pour moi.",
        _eval_home("heldout50", "jocelyne"),
    )
    assert d.outcome is Outcome.SUBJECT, (d.outcome, d.candidates)
    anchors = " | ".join(d.subject.anchors)
    assert "Hémochromatose" in anchors and "ferritine à 90" in anchors, anchors
    assert "Cholestérol" not in anchors and "lombalgie" not in anchors, anchors


def test_an_everyday_word_of_a_part_is_followed_nowhere():
    """ "The macular business, the shots, the eye doctor, the vitamins, the reminders, all of it": "Eylea shots" go
    with his eye; "Rocco's shots at the Banfield" (the dog's) stay."""
    d = _derive(
        "Forget about the thing with my eye hon. The macular business, the shots, the eye doctor, the vitamins, the "
        "reminders, all of it. If the port finds out they'll pull me off the terminal.",
        _eval_home("heldout50", "frankie"),
    )
    assert d.outcome is Outcome.SUBJECT, (d.outcome, d.candidates)
    values = [v.text.casefold() for v in d.subject.values if not v.places]
    assert "eylea" in values and "shots" not in values, values


@pytest.mark.parametrize(
    "text",
    [
        "Quite mi número de cédula de todo lado, porfa. Me andan llamando unos que dicen que son del Registro Civil.",
        "Quíteme el número de cédula de todo lado, porfa.",
    ],
)
def test_the_usted_remove_opening_a_spanish_sentence_is_read(text):
    """ "Quite mi número de cédula …" (usted's "remove"): the ID number; English "quite" is not read so ("Quite the
    week, forget it" names no cédula)."""
    (item,) = read(text).items
    assert item.attribute is not None and item.attribute.name == "national_id", item
    assert not read("Quite the week I had.").items


def test_a_number_given_with_something_done_goes_and_what_was_done_stays():
    """ "Llené el formulario de la beca de Valeria con mi cédula 1 1052 0874.": only " con mi cédula …" goes."""
    line = "- Llené el formulario de la beca de Valeria con mi cédula 1 1052 0874."
    assert (
        rewritten(line, Matcher([Value("1 1052 0874")]).spans(line)) == "- Llené el formulario de la beca de Valeria."
    )


def test_the_teachers_number_after_her_name_in_brackets_is_hers_not_a_namesakes():
    """ "el número de la profe, la de natación": "la profe Karla Mena (8555-4419)" on her pupil's line is a phone
    number (in brackets after a name), the "profe" a teacher; not the number of Karla Solís, the godmother."""
    notes = _eval_home("heldout36", "marianela")
    d = _derive_told(
        "Quite el recordatorio de la natación de Dayana, ya se salió.",
        "Ah, y el número de la profe también, la de natación.",
        notes,
    )
    assert d.outcome is Outcome.SUBJECT, (d.outcome, d.candidates)
    values = [v.text for v in d.subject.values]
    assert "8555-4419" in values and "8555-2985" not in values, values


def test_a_brother_called_nano_is_a_brother():
    """Andean Spanish "Ñaño: Hólger Chicaiza …", "Ñaño: Édison Chicaiza …": "my brother's number" asks which."""
    d = _derive("Delete my brother's number, he changed it.", _eval_home("heldout50", "fausto"))
    assert d.outcome is Outcome.CLARIFY, (d.outcome, d.subject)
    assert any("Hólger" in c for c in d.candidates) and any("Édison" in c for c in d.candidates), d.candidates


def test_a_thing_at_the_school_is_no_school():
    """ "the arrears at the school": a thing of its own, said where it is, not which school someone goes to."""
    u = read("No wait, not everything. Only the fees I'm paying for him and the arrears at the school.")
    assert [(i.attribute, i.words) for i in u.items][-1] == (None, ["arrears"]), u.items
    (item,) = read("Forget the name of my son's school.").items
    assert item.attribute is not None and item.attribute.name == "school"


@pytest.mark.parametrize(
    "answer",
    [
        "No, verá, mejor no. Déjelo ahí nomás, que todavía no me paga y si no está anotado se me olvida. Gracias, "
        "mijo.",
        "No, actually, leave it. He still owes me.",
        "Nee, lass mal, lieber nicht.",
        "Non, laisse tomber, garde-le.",
    ],
)
def test_a_request_taken_back_before_any_plan_asks_nothing(answer):
    """ "Borre lo de la plata que le presté al Hólger." — "No, verá, mejor no. Déjelo ahí nomás, …": nothing goes
    ("se me olvida" is the user forgetting, "si no está anotado" no request not to keep it)."""
    turns = [
        SimpleNamespace(position=0, role="user", text="Borre lo de la plata que le presté al Hólger."),
        SimpleNamespace(position=1, role="assistant", text="¿Quiere que revise lo que tengo guardado sobre eso?"),
        SimpleNamespace(position=2, role="user", text=answer),
    ]
    notes = _eval_home("heldout50", "fausto")
    d = derive(turns, lambda: list(notes.items()))
    assert d.outcome is Outcome.NOTHING, (d.outcome, d.subject)
    u = read("Se me olvida todo, olvida mi dirección porfa.")
    assert [i.text for i in u.items] == ["mi dirección"], u.items


@pytest.mark.parametrize(
    ("text", "pointer"),
    [
        ("Eso mismo, mashi. Bórrelo todo, eso es cosa del guambra.", "todo"),
        ("Oui c'est ça, efface tout, c'est son affaire.", "tout"),
    ],
)
def test_all_of_it_and_whose_business_it_is_point_at_what_was_said(text, pointer):
    """Kichwa "mashi" (friend), and whose business it is ("eso es cosa del guambra", "c'est son affaire", "des isch
    ihre Sach"): why, no word of what goes."""
    (item,) = read(text).items
    assert item.kind is ItemKind.POINTER and item.text == pointer, item


def test_what_the_assistant_restated_of_someone_takes_the_day_notes_telling_it_again_in_its_words():
    """ "Eso mismo, mashi. Bórrelo todo" after the summary of Bryan's lost university place: the day notes saying it
    again of him in its own words ("perdió el cupo", "instituto tecnológico"), not his waiter job nor his birthday."""
    turns = [
        SimpleNamespace(position=0, role="user", text="¿Qué le había contado de Bryan y la Poli?"),
        SimpleNamespace(
            position=1,
            role="assistant",
            text="Me contó que Bryan perdió el cupo en la Politécnica en septiembre de 2025 por tercera matrícula en "
            "Cálculo, que ahora estudia Mecánica Automotriz en un instituto tecnológico del sur y que la Blanca cree "
            "que sigue en la Poli.",
        ),
        SimpleNamespace(position=2, role="user", text="Eso mismo, mashi. Bórrelo todo, eso es cosa del guambra."),
    ]
    notes = _eval_home("heldout50", "fausto")
    d = derive(turns, lambda: list(notes.items()))
    assert d.outcome is Outcome.SUBJECT, (d.outcome, d.candidates)
    anchors = " | ".join(d.subject.anchors)
    assert "Bryan perdió el cupo en la Poli" in anchors and "Bryan empezó en el instituto tecnológico" in anchors
    assert "mesero" not in anchors and "cumpleaños" not in anchors, anchors


def test_a_code_of_a_thing_said_as_whose_and_a_nip_are_codes():
    """ "der PIN vom Bancomat": the code of "Bancomat-PIN (Raiffeisen): 4471" (no one is called Bancomat), not the
    cellar door's; "le NIP de ma carte PostFinance" is its PIN (not the salary account at the same bank)."""
    d = _derive("Lösch den PIN vom Bancomat.", _eval_home("heldout50", "annelies"))
    assert d.outcome is Outcome.SUBJECT, (d.outcome, d.candidates)
    assert [v.text for v in d.subject.values] == ["4471"], d.subject.values
    d = _derive("Efface le NIP de ma carte PostFinance.", _eval_home("heldout50", "jocelyne"))
    assert d.outcome is Outcome.SUBJECT, (d.outcome, d.candidates)
    assert [v.text for v in d.subject.values] == ["6093"], d.subject.values


def test_narcolepsy_is_a_sleep_matter_with_its_medicine():
    """ "Forget about me narcolepsy …": the whole line (its consultant, its modafinil) and the notes saying them,
    not her blood-pressure tablet nor her husband's cataract at the same hospital."""
    d = _derive("Forget about my narcolepsy.", _eval_home("heldout50", "gail"))
    assert d.outcome is Outcome.SUBJECT, (d.outcome, d.candidates)
    anchors = " | ".join(d.subject.anchors)
    assert "modafinil 200 mg every morning" in anchors and "put the modafinil up" in anchors, anchors
    assert "ramipril" not in anchors and "cataract" not in anchors, anchors


def test_a_correction_in_vorarlberg_german_swaps_whose_it_is_and_keeps_the_first():
    """ "Na, halt, i hob mi vertan: d'Selina hot d'Bank gwechslet, ned dr Fabian. Am Fabian sini bliibt.": Selina's
    IBAN, never Fabian's (the first plan's)."""
    notes = _eval_home("heldout51", "elmar")
    d = _derive_after(
        "Lösch d'IBAN vom Fabian, er hot d'Bank gwechslet.",
        "Na, halt, i hob mi vertan: d'Selina hot d'Bank gwechslet, ned dr Fabian. Am Fabian sini bliibt.",
        notes,
        status="planned",
    )
    values = [v.text for v in d.subject.values] if d.subject is not None else []
    assert "AT61 2060 2000 0041 7730" not in values, values
    assert any(v.replace(" ", "").startswith("AT2737") for v in values), values


def test_a_word_of_address_after_the_particle_and_a_head_of_sentences_stay():
    """ "only the bit about Mam and that soldier off the Facebook, take that out love": the soldier matter of her
    line, not "Mam: Nansi Thomas, 83, in her bungalow …. Landline …" ("love" is whom it is said to; "Since March",
    "Took Mam" and "Landline" open sentences, no names)."""
    d = _derive(
        "only the bit about Mam and that soldier off the Facebook, take that out love. her address, her phone, "
        "everything else about her stays",
        _eval_home("heldout51", "delyth"),
    )
    assert d.outcome is Outcome.SUBJECT, (d.outcome, d.candidates)
    anchors = " | ".join(d.subject.anchors)
    assert "Sergeant Mike" in anchors and "Nansi Thomas" not in anchors and "01269" not in anchors, anchors
    assert "Carreg Cennen" not in anchors, anchors


def test_a_matters_phrase_with_a_function_word_is_found_as_written():
    """Prison's "on licence" is no "licence" beside any "on" ("… his hunting licence gone …; … on the back road"),
    while "probation officer" is found in any form."""
    from lethe.planner.understanding.derive import _values
    from lethe.planner.understanding.resolve import Fact

    values = _values(Fact("x", terms=["on licence", "probation officer"]))
    m = Matcher(values)
    line = (
        "- In November 2025 DNR caught Hughie night-hunting deer with a light on the back road: a $3,500 fine, his "
        "rifle seized and his hunting licence gone for five years."
    )
    assert not m.matches(line), values
    assert m.matches("- Out on licence since May.") and m.matches("- Saw the Probation Officers today.")


def test_a_code_of_a_thing_no_note_names_is_none_of_the_other_codes():
    """ "Efface le code de mon cadenas au centre sportif": no note gives a padlock's code, so nothing is found (not
    the "Visa PIN" nor the "Sportsnet password")."""
    d = _derive("Efface le code de mon cadenas au centre sportif, je n'y vais plus.", _eval_home("heldout51", "ranald"))
    assert d.outcome is Outcome.NOTHING, (d.outcome, d.subject)


def test_three_things_in_vorarlberg_german_with_a_hyphened_label_and_why_after():
    """ "Drei Sacha: dr Bankomat-PIN, s'Passwort vom FinanzOnline und wo dr Tresorschlüssel versteckt isch. Des goht
    niemand nüt a.": three things ("FinanzOnline-Passwort: Karren1987!" is the portal's password; "Des goht niemand
    nüt a", nobody's business, is why); "Tres coses: …" lists three too."""
    d = _derive(
        "Drei Sacha: dr Bankomat-PIN, s'Passwort vom FinanzOnline und wo dr Tresorschlüssel versteckt isch. Des goht "
        "niemand nüt a.",
        _eval_home("heldout51", "elmar"),
    )
    assert d.outcome is Outcome.SUBJECT, (d.outcome, d.candidates)
    values = [v.text for v in d.subject.values]
    assert "2958" in values and "Karren1987!" in values, values
    assert Matcher(d.subject.values).matches("- Tresorschlüssel: im Keller hinter em Mostfass."), values
    u = read("Tres coses: el PIN de la tarjeta, la contraseña del Facebook y el código del trastero. Eso nun tien.")
    assert len(u.items) == 3 and u.counted, u.items


@pytest.mark.parametrize(
    ("text", "attribute"),
    [
        (
            "take my NHS number out of everywhere love, had a text saying my NHS number's been flagged and to ring "
            "them back on some mobile. Gethin's can stay",
            "national_id",
        ),
        (
            "take my IRD number out of everywhere eh, got a text from 'Inland Revenue' saying I'm owed a refund and to "
            "click the link. Bryce's can stay",
            "tax_id",
        ),
        (
            "Nimm mini Sozialversicherungsnummer überall usse, do rüafa Leit a und tüand, als ob sie vo dr ÖGK wärn. "
            "Dr Rosi ihri ka bliiba.",
            "national_id",
        ),
    ],
)
def test_an_id_number_and_the_message_or_call_that_made_the_user_ask(text, attribute):
    """An NHS number is an ID, an IRD number a tax number; a text the user got ("had a text saying …", "got a text
    from 'Inland Revenue' saying …") and callers ("do rüafa Leit a") say why; Vorarlberg "usse" (out) takes out,
    "Dr Rosi ihri ka bliiba" is no thing to forget."""
    u = read(text)
    (item,) = u.items
    assert item.attribute is not None and item.attribute.name == attribute, item


def test_a_matter_in_vorarlberg_german_takes_its_own_tablets_doctor_and_town_only():
    """ "Vergiss bitte des mit minra Epilepsie: d'Tabletta, dr Neurolog in Feldkirch, d'Untersuchunga, d'Erinnerunga,
    alls.": the epilepsy's lines and its neurologist "Dr. Bischof" (not "Otmar Bischof", nor the word "Bischof");
    not the blood-pressure tablet ("Tabletta" are the epilepsy's), nor Rosi's gallbladder "im LKH Feldkirch" (a
    town is no name of a matter where another's matter is), nor "in dr Früah" (Alemannic "früh", no name)."""
    d = _derive(
        "Vergiss bitte des mit minra Epilepsie: d'Tabletta, dr Neurolog in Feldkirch, d'Untersuchunga, d'Erinnerunga, "
        "alls. Wenn des d'Firma erfahrt, derf i nia meh Stapler fahra.",
        _eval_home("heldout51", "elmar"),
    )
    assert d.outcome is Outcome.SUBJECT, (d.outcome, d.candidates)
    anchors = " | ".join(d.subject.anchors)
    assert "Levetiracetam" in anchors, anchors
    for other in ("Candesartan", "Gallenblase", "Grippeimpfung", "Kassier"):
        assert other not in anchors, (other, anchors)
    m = Matcher(d.subject.values)
    assert m.matches("- Dr. Bischof, Neurologie in Feldkirch, 9:45.") and not m.matches("- Otmar Bischof: Kassier.")


def test_what_i_wrote_about_someone_and_a_thing_and_what_befell_them():
    """ "Borra todo lo que escribí sobre Joey y la academia de policía, que lo echaron por copiar en el examen, todo
    eso.": "escribí sobre" says nothing of what goes, and "que lo echaron …" is what happened (told of it), no
    other thing: his police academy, found in the English notes."""
    u = read(
        "Borra todo lo que escribí sobre Joey y la academia de policía, que lo echaron por copiar en el examen, todo "
        "eso. La familia de Glenda no puede saber."
    )
    assert not any("echaron" in i.text for i in u.items), u.items
    assert not any(w in ("escribi", "sobre") for i in u.items for w in i.words), u.items
    d = _derive(
        "Borra todo lo que escribí sobre Joey y la academia de policía, que lo echaron por copiar en el examen, todo "
        "eso.",
        _eval_home("heldout50", "frankie"),
    )
    assert d.outcome is Outcome.SUBJECT, (d.outcome, d.candidates)
    assert "Police Academy" in " | ".join(d.subject.anchors), d.subject.anchors


def test_never_mind_i_will_ask_in_vorarlberg_german_asks_nothing():
    """ "Vergiss es, i frog d'Rosi.": never mind, I'll ask Rosi (no request to forget anything)."""
    assert not read("Vergiss es, i frog d'Rosi. Die woaß des sicher.").items


def test_two_entrance_codes_are_asked_about_by_what_each_line_calls_it():
    """ "Borra el código del portal": "Código del portal de casa" or "Código del portal de Mamá en Sama" (what each
    line calls it, up to eight words, never the code; not "yours")."""
    d = _derive("Borra el código del portal, ho, que ya lo cambiaron.", _eval_home("heldout51", "mariluz"))
    assert d.outcome is Outcome.CLARIFY, (d.outcome, d.subject)
    assert "“Código del portal de Mamá en Sama”" in d.candidates, d.candidates
    assert not any(c.isdigit() for cand in d.candidates for c in cand), d.candidates


@pytest.mark.parametrize(
    "text",
    [
        "Lösch bitte den Code vom Schlüsselkasten bei meiner Mam, die Pflegerinnen haben einen neuen gemacht.",
        "Lösch den Code vom Garagentor. Gethin hat ihn letzte Woche geändert.",
        "Delete the key safe code, the carers made a new one.",
    ],
)
def test_who_changed_the_code_says_why(text):
    """Who made a new one ("die Pflegerinnen haben einen neuen gemacht") or changed it ("Gethin hat ihn letzte Woche
    geändert."): why, no thing of its own and no one whose it is."""
    (item,) = read(text).items
    assert item.attribute is not None and item.attribute.name == "code", item
    assert item.owner.word != "Gethin", item


def test_whose_business_it_is_in_south_tyrolean_is_no_thing():
    """ "…, des isch ihre Sach": her business, why (no second thing to forget)."""
    (item,) = read("Jo, genau des. Lösch des, des isch ihre Sach.").items
    assert item.kind is ItemKind.POINTER, item


def test_cape_breton_b_y_after_what_is_asked_is_a_word_of_address():
    """ "Forget about my cancer b'y.": "b'y" (boy) is said to the assistant, never a word of the matter (it took a
    profile line "lots of 'b'y'" and a note "hang onto it for me b'y")."""
    (item,) = read("Forget about my cancer b'y.").items
    assert "b'y" not in str(item), item


def test_a_role_before_a_doctor_s_title_mid_line_declares_them():
    """ "…, 20 radiation treatments at the Cancer Centre …, urologist Dr. Chiasson; PSA test …": Dr. Chiasson is the
    urologist, so "the urologist" reaches his reminder ("Dr. Chiasson, urology at the Regional, 11:15.")."""
    from lethe.planner.understanding.corpus import declarations

    line = "- Prostate cancer: Lupron shot every three months, urologist Dr. Chiasson; PSA test every three months."
    assert ("urologist", "Dr. Chiasson") in declarations(line)
    assert ("urologist", "Dr. Chiasson") in declarations("Saw the urologist Dr. Chiasson Tuesday.")
    assert not declarations("Went with Dr. Chiasson to the Regional.")


def test_a_last_name_with_another_first_name_is_someone_else_of_a_trade():
    """ "counsellor Kaye Beynon …" beside "Dewi Beynon: butcher on Quay Street, …": the butcher is someone else, so
    neither everything about the counsellor nor the drinking her line is in takes his line."""
    notes = _eval_home("heldout51", "delyth")
    for request in (
        "Forget everything about my counsellor.",
        "Forget about my drinking, will you. The tablets, the counsellor, the meetings in the vestry, the lot.",
    ):
        d = _derive(request, notes)
        assert d.outcome is Outcome.SUBJECT, (d.outcome, d.candidates)
        assert not any("Dewi" in a for a in d.subject.anchors), d.subject.anchors
        assert not Matcher(d.subject.values).matches(
            "- Dewi Beynon: butcher on Quay Street, does our Christmas turkey."
        )


def test_b_y_before_a_pointer_is_no_word_of_what_goes():
    """ "yes b'y, the first one, the driving. delete all that.": "b'y" anywhere is whom it is said to (it took the
    profile's "lots of 'b'y'" and a note's "hang onto it for me b'y")."""
    said = [
        ("user", "what did i tell you about charlene? travis's mother's been asking funny questions"),
        (
            "assistant",
            "You told me two things about Charlene: that she was charged with impaired driving after the staff"
            " Christmas party in January, lost her licence for a year with a $2,000 fine and an ignition interlock"
            " after; and that she's a teller at the credit union in Sydney River.",
        ),
        ("user", "yes b'y, the first one, the driving. delete all that. the job's grand, leave that be"),
    ]
    turns = [SimpleNamespace(position=i, role=r, text=t) for i, (r, t) in enumerate(said)]
    notes = _eval_home("heldout51", "ranald")
    d = derive(turns, lambda: list(notes.items()))
    assert d.outcome is Outcome.SUBJECT, (d.outcome, d.candidates)
    assert not any("b'y" in a for a in d.subject.anchors), d.subject.anchors


def test_asturian_agreeing_with_a_filler_points_to_what_was_said():
    """ "Eso mesmo, ho. Bórralo too, eso ye cosa suya.": "that very thing" (Asturian "mesmo", "ho" a filler), whose
    business it is ("ye": es) no second thing."""
    (item,) = read("Eso mesmo, ho. Bórralo too, eso ye cosa suya.").items
    assert item.kind is ItemKind.POINTER, item


@pytest.mark.parametrize("said", ["the pokies", "las maquinitas del pub", "les machines à sous"])
def test_slot_machines_name_gambling(said):
    """New Zealand "pokies", Spanish "maquinitas", French "machines à sous": gambling, by its words."""
    from lethe.planner.understanding import concepts

    assert "gambling" in {c.name for c in concepts.named_in(said, "en")}


_TEGAN = (
    "Borra todo lo que escribí sobre Tegan y las maquinitas del pub: las deudas, lo del Ejército de Salvación, todo. "
    "Regan no puede saber nada."
)


def test_someone_and_a_thing_whose_parts_follow_is_their_matter():
    """ "sobre Tegan y las maquinitas del pub: las deudas, …": Tegan's pokies (not everything about Tegan, and
    everyone's debts); not another's debt that names none of them ("Blair's landscaping firm … owing $38,000"), nor
    a visit with whom it is kept from ("Regan doesn't know." does not bring "Tegan and Regan up for the weekend")."""
    d = _derive(_TEGAN, _eval_home("heldout51", "raewyn"))
    assert d.outcome is Outcome.SUBJECT, (d.outcome, d.candidates)
    anchors = " | ".join(d.subject.anchors)
    assert "pokies" in anchors, anchors
    for other in ("Daughter: Tegan Bisset", "landscaping", "up for the weekend"):
        assert other not in anchors, (other, anchors)


def test_the_last_word_of_a_firm_s_name_is_nobody_s():
    """ "lo del Ejército de Salvación", "el Banco de Sabadell": a name of several words, not whose (Salvación's)."""
    for text in ("Borra lo del Ejército de Salvación.", "Borra todo sobre el Banco de Sabadell."):
        (item,) = read(text).items
        assert item.owner.kind == "none", item
    (item,) = read("Borra el número de Pedro.").items
    assert item.owner.word == "Pedro", item


def test_whom_a_line_says_does_not_know_is_kept_from():
    from lethe.planner.understanding.resolve import _kept_from

    assert _kept_from("Regan", "Regan doesn't know.")
    assert not _kept_from("Regan", "Tegan up for the weekend with Regan.")


def test_shetland_words_are_read_in_english():
    """ "aye, dat's hit. tak aa dat oot, hit's her business no mine": that, it, all (it took every note saying
    "hit"); "wipe hit": wipe it. Two Shetland words at least; "the car that hit me" stays as written."""
    (item,) = read("aye, dat's hit. tak aa dat oot, hit's her business no mine").items
    assert item.kind is ItemKind.POINTER, item
    (item,) = read("forget the car that hit me").items
    assert "hit" in item.words, item


def test_a_part_named_by_role_and_what_they_do_is_that_person():
    """ "forget aboot my depression, will du. da tablets, da nurse at comes ta da hoose, da time aff, da reminders,
    da lot.": the parts of the matter, the nurse among them, what she does no word of it."""
    items = read(
        "forget aboot my depression, will du. da tablets, da nurse at comes ta da hoose, da time aff, da reminders, "
        "da lot."
    ).items
    assert ["nurse"] in [i.words for i in items], items
    assert all(i.part for i in items[1:]), items


def test_spoken_german_un_joins_two_things_and_where_s_names_a_thing_s_place():
    """ "s Passwort von Kleinanzeigen un wo's Bargeld versteckt is": two things ("un": und), the second where the cash
    is ("wo's": wo das)."""
    items = read(
        "Drei Sachen: de PIN von der Sparkassenkarte, s Passwort von Kleinanzeigen un wo's Bargeld versteckt is."
    ).items
    assert len(items) == 3, items
    assert items[2].words == ["bargeld"], items[2]


def test_someone_and_a_thing_then_and_all_that_is_their_thing():
    """ "Efface seulement la partie sur Maman et le curateur, la justice et tout ça.": her guardian (not everything
    about Maman, nor a part about her that asks)."""
    items = read("Efface seulement la partie sur Maman et le curateur, la justice et tout ça.").items
    assert items[0].owner.word == "mother" and "curateur" in items[0].words, items


def test_a_matter_said_twice_then_its_parts_after_a_colon():
    """ "tout ce qui concerne mon foie, l'histoire de l'hépatite: les comprimés, le spécialiste, …, tout": what follows
    the colon is the matter's parts (one not found alone asks nothing)."""
    items = read(
        "Oublie tout ce qui concerne mon foie, l'histoire de l'hépatite: les comprimés, le spécialiste, les prises de "
        "sang, les rappels, tout."
    ).items
    assert all(i.part for i in items[2:]) and len(items) >= 3, items


def test_an_illness_said_by_its_symptom_is_that_illness_alone():
    """ "das mit meiner Krankheit, dem Zittern: de Tabletten, de Neurologin, …, alles": the tremor names Parkinson's;
    "meiner Krankheit" is no second matter taking every illness (it took the blood-pressure tablet and its reminder),
    and "de Tabletten" (Saxon "die") is the first of its parts, no one's name."""
    d = _derive(
        "Vergiss bitte das mit meiner Krankheit, dem Zittern: de Tabletten, de Neurologin, de Termine, "
        "de Erinnerungen, alles. Wenn das de Firma erfährt, darf ich nimmer an de Maschine.",
        _eval_home("heldout52", "volkmar"),
    )
    assert d.outcome is Outcome.SUBJECT, (d.outcome, d.candidates)
    anchors = " | ".join(d.subject.anchors)
    assert "Pramipexol" in anchors, anchors
    assert "Ramipril" not in anchors and "Bandscheibe" not in anchors, anchors


@pytest.mark.parametrize(
    ("request_", "home", "asked"),
    [
        (
            "Olvidate de lo mío, mi amor, de la enfermedad esa que nadie sabe: las pastillas, la doctora, los "
            "exámenes de sangre, los recordatorios, todo.",
            "neida",
            "“Colesterol”",
        ),
        (
            "Forget about my pill trouble, will you. The strips, the clinic, the counselor, the testing, the "
            "reminders, all of it.",
            "loyd",
            "“Blood pressure”",
        ),
    ],
)
def test_one_illness_none_named_asks_which_where_there_are_several(request_, home, asked):
    """An illness or the tablets as a matter, none named ("la enfermedad esa que nadie sabe", "my pill trouble"), where
    the user's lines hold several: which one (it took every illness's tablet and reminder), asked without naming them
    ("VIH" in a question is a word of what goes)."""
    from lethe.planner.understanding.resolve import _which_illness

    d = _derive(request_, _eval_home("heldout52", home))
    assert d.outcome is Outcome.CLARIFY and not d.candidates, (d.outcome, d.subject, d.candidates)
    assert asked in _which_illness(read(request_).items, build(list(_eval_home("heldout52", home).items())))


def test_a_thing_of_someone_s_takes_no_name_from_the_head_of_their_line():
    """ "Solo lo de mi mamá y el prestamista ese del mercado, borrá eso.": a name in the head of her line ("… en su casa
    de Santa Lucía.") is no word of her loan shark (it took the Sunday lunch "donde mamá en Santa Lucía"). Someone and
    a thing said with nothing after them stay two things ("everything about Tegan and the wedding")."""
    assert len(read("Forget everything about Tegan and the wedding.").items) == 2
    d = _derive(
        "Solo lo de mi mamá y el prestamista ese del mercado, borrá eso. Lo demás de ella se queda: la casa, el "
        "teléfono, todo.",
        _eval_home("heldout52", "neida"),
    )
    assert d.outcome is Outcome.SUBJECT, (d.outcome, d.candidates)
    assert not Matcher(d.subject.values).matches("Domingo: almuerzo donde mamá en Santa Lucía, llevar el quesillo.")


def test_a_relative_no_line_calls_so_keeps_the_lines_of_their_matter():
    """ "Grandad asked me to get you to forget Nan's diabetes": no line calls anyone "Nan", so whose matter it is is
    not known, and no line of the matter is another relative's ("Hedi ihr Zucker wor hück bei 240, …" stays found)."""
    d = _derive(
        "Finn again. Grandad asked me to get you to forget Nan's diabetes — she'd go spare if she knew he'd told a "
        "computer. Her number and everything else about her stays, obviously.",
        _eval_home("heldout28", "kuno"),
    )
    assert d.outcome is Outcome.SUBJECT, (d.outcome, d.candidates)
    assert any("Hedi ihr Zucker" in a for a in d.subject.anchors), d.subject.anchors


def test_hawaiian_pidgin_dat_and_da_are_no_shetland():
    """ "Forget dat Malia stay hapai, brah. Not ready for da whole island to know.": "dat" and "da" alone say no
    Shetland (one of Shetland's own words must be said too), so Pidgin "stay hapai" is read as it was."""
    from lethe.planner.understanding.utterance import _SHETLAND_MARK, _SHETLAND_OWN

    said = {
        m.lower() for m in _SHETLAND_MARK.findall("Forget dat Malia stay hapai, brah. Not ready for da whole island")
    }
    assert len(said) >= 2 and not said & _SHETLAND_OWN


def test_saxon_de_is_die_only_in_a_list_of_parts_closed_by_all():
    """ "…, de Nummer von Muttis Station im Heim, …" (no "alles" closing it) stays as said: the number is Mutti's, not
    "von Muttis" as a name after "die Nummer"."""
    items = read(
        "Drei Sachen: was ich beim Skat im Februar verloren hab, de Nummer von Muttis Station im Heim, und was de "
        "Pacht vom Garten kostet."
    ).items
    assert [i.owner.word for i in items if i.owner.kind == "relation"] == ["mother"], items


def test_someone_and_what_befell_them_before_a_colon_stay_one_piece():
    """ "Efface tout ce que j'ai écrit sur Kully et son mari qui est parti : le divorce, l'avocate, …, tout": "son mari
    qui est parti" is no thing of its own before the parts (read so, it asked "Théo or Baljit?", naming the husband
    who left: a leak)."""
    from lethe.planner.understanding.utterance import _colon_apart

    assert _colon_apart("son mari qui est parti : le divorce") == ["son mari qui est parti : le divorce"]
    assert _colon_apart("dem Zittern: de Tabletten") == ["dem Zittern:", "de Tabletten"]
