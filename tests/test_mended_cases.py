"""Cases of held-back sets that the round after each set's scoring mended, end to end through the server (each rule
also has a unit test in tests/test_understanding_rules.py): they stay right, or at least honest."""

from __future__ import annotations

from functools import cache

import pytest

from tests.eval.runner import EVAL, load_set, run_case


@cache
def _set(name: str):
    cases, homes = load_set(EVAL / name)
    return {c["id"]: c for c in cases}, homes


async def _run(case_id: str, tmp_path):
    cases, homes = _set(f"heldout{case_id[1:].split('-', 1)[0]}")
    return await run_case(cases[case_id], homes, tmp_path)


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
        # "Drei Saache: dä Code vum Tresor im Büdchen, …, un dat WLAN-Passwoot.": the Wi-Fi's password once it reads
        # as German; the safe's "Code 1111" is not the Carnival reminder "11.11."
        "h43-multi-billa-drei",
        # "Trois trucs: l'code du cadenas d'min casier, c'que j'gagne, et l'mot d'passe d'Ameli.": ch'ti and spoken
        # French elisions read as French ("ce que je gagne": her pay, not "Enzo a gagné une peluche")
        "h44-multi-sandrine-trois",
        # "Nimm mini AHV-Nummer überau use, es git so Betrüger am Telefon, …. Die vom Fritz darf blibe.": Bernese
        # words, "es gibt so …" a reason, "darf bleiben" what stays
        "h44-vf-kaethi-ahv",
        # "… dat boy from her class": "since last Divali" is when, no name to follow into the Divali reminder
        "h44-typo-indira-anjali",
        # "la combinación del gun safe de Wichi, …, el código del portón": the code and its word go, "Gun safe de
        # Wichi en el clóset" and "Portón eléctrico de la urbanización" stay
        "h44-multi-yadira-tres",
        # "Yes, that one. Delete it, is his business, not mine.": a reason said as a learner says it; the fine the
        # answer restated, not everything about the brother
        "h44-ind-curro-manolo",
        # "Yes, that. Delete it, the boy learn his lesson.": a reason without its "has"; the suspension and its cover
        # story ("Tell Vishnu is dengue."), not a boy from the daughter's class
        "h44-ind-indira-kavir",
        # "Delete the PIN for my POSB card." "Wait sorry, I mean the UOB one. POSB card still using, don't touch that
        # one.": the UOB card's PIN, the POSB one kept
        "h45-fu-rosalind-pin",
        # "… et le mot de passe de ma banque en ligne": the banking password, not the depot locker's padlock code
        "h45-multi-bernie-trois",
        # "… et mon mot de passe des impôts. Ça regarde personne, con.": the tax site's password, not the locker code
        "h45-multi-bea-trois",
        # "… cuánto gano por mes y la contraseña del home banking": "saco unos 1.900.000 pesos por mes", no hourly rate
        "h45-multi-chela-tres",
        # "Borra el número del Toño." … "El Toño del pan, el Arancibia.": "Proveedores: Toño Arancibia (pan, …)" is
        # someone beside the cousin Toño; only the supplier's number goes
        "h46-fu-sole-tono",
        # "Nimm mei Steuer-ID überall raus, do rufet so Betrüger a …": the scammers who ring are why, not a carer
        "h46-vf-hanse-steuerid",
        # "delete marcus number" … "big marc from the band, the tuba": 'Marcus "Big Marc" Johnson: tuba in the band'
        # is someone (a quoted nickname in a name label), so two Marcuses are asked about; only his number goes
        "h47-fu-dre-marcus",
        # "Eso mismo. Bórralo todo" after a Spanish summary of English notes: "Lee rang, Hacienda have froze his
        # account." goes with the restated "€22,000 he owes em." (it was "forgotten" while Hacienda remained)
        "h47-ind-gaz-lee",
        # "Mandy's eating problem, the clinic, the therapist": "Therapeutin Dr. Hughes" declares her therapist in
        # passing, so "Mandy sagt, Dr. Hughes is jut" goes too (it was "forgotten" while it remained)
        "h47-ml-jacky-mandy",
        # "Nimm meine Rentenversicherungsnummer überall raus … Die vom Maik kann bleiben.": one number in three forms
        # ("65 120382 L 037", "65120382L037", "65-120382-L-037"); "Maiks Rentenversicherungsnummer" is his, and stays
        "h47-vf-jacky-rvnr",
        # "that business with our Tyler and the spray paint on the trains, when the old bill collared him. bin it":
        # his graffiti caution, which the sentence before "bin it" names (not everything about Tyler: 20 lines);
        # "Gert embarrassing" is Bristolian "very", no name to follow to "Rovers 1-1 Wycombe … Gert boring."
        "h47-para-gaz-tyler",
        # "Vergiss bitte, dass ick Brustkrebs hatte. …": "Im Heim weiß et keener, nur Maik." closing her cancer's line
        # gives no name "Im Heim" to follow into every line about the care home (18 lines)
        "h47-fact-jacky-brustkrebs",
        # "Vergiss, wat ick vorhin über Maik und die Bewerbung jesagt hab": Berlin German for what was told of him
        # (not "everything about Maik" and the user's job search: 38 lines); "Kühn weiß nüscht" closing it says whom
        # it is kept from, so "Maik weiß nüscht" under his stepson's debt is no mention missed
        "h47-fu-jacky-maik",
        # "Forget the bit about Shauna's ex an the court order. Everything else about Shauna stays": her ex is the one
        # her line calls so ("… against her ex, Wayne Hickey, …"), whose other lines go too; the court order is hers
        # (not the salon's "orders every second Monday"), and her own entry, number and nights stay
        "h46-prec-dee-shauna",
        # "three things to get rid of: the code for the supply room at work, …": the keypad code whose sentence says
        # the supply room, not the locker room's combination ("yours or yours" was asked)
        "h48-multi-bernie-three",
        # "… und dat Passwort von der Haspa", "la clave de la app de Bancolombia": no one of the notes, a bank that
        # says which password; the bank that other notes name too is no mention missed
        "h48-multi-jens-drei",
        "h48-multi-dary-tres",
        # "Only the part about Birte's old bankruptcy": "Abends Alsterwasser" is no value to look for in the line saying
        # how the user writes ("Schreibt Hamburger Schnack …: …, Alsterwasser, …")
        "h48-prec-jens-insolvenz",
        "h48-typo-jens-mudder",
        # "Please forget about my Parkinson's": an illness, no one called Parkinson; "Kessler's Bakery" is no mention of
        # the neurologist Dr. Kessler; "Oublie que j'ai la maladie de Crohn. Les piqûres, …": the Humira reminder too
        "h48-fact-bernie-parkinsons",
        "h48-fact-fafa-crohn",
        # "take me tax file number out of everywhere mate, got a dodgy text …": "mate" is whom he speaks to
        "h48-vf-dazza-tfn",
        # "Borra el código del portón del patio." … "me equivoqué … el que cambié es el de la cajita de llaves de Ma …
        # Borra ese y deja el del patio": the lockbox's code (1929, no year), not the gate's
        "h49-fu-sully-lockbox",
        # "Efface juste la partie su' la chute à Maman pis la plainte": "Maman est tombée au foyer" is her fall
        "h49-prec-ginette-maman",
        # "Forget about my epilepsy. The seizure …, the pills, …, the whole thing.": its pills and test, not his
        # blood-pressure pill nor his son's test; "If the RMV gets wind of it": whom it is kept from
        "h49-fact-sully-epilepsy",
        # "everything I wrote about Esteban and the crypto thing, the money he lost, …": his loss, not all of him
        "h49-ml-marielos-esteban",
        # "… it's Luc who changed his number, not Marc. leave Marc's alone, only Luc's old one goes"
        "h49-fu-ginette-luc",
        # "el PIN de la tarjeta del BCR, la contraseña de la app del BAC y cuánto llevo ahorrado para lo de Disney"
        "h49-multi-marielos-tres",
        # said "forgotten" while something remained when scored, then said to remain; now all of it goes: "Ouais,
        # c'est ça. Efface toute ça." after the assistant's summary of Natasha's burn-out takes the day notes telling
        # it again of her ("arrêt de travail pour un burn-out", "la Croix Bleue"); "die Deutschprüfung" is a language
        # exam ("Adwoa failed the B2 by four points")
        "h49-ind-ginette-natasha",
        "h49-ml-kobby-adwoa",
        # "lo de mi fibromialgia …: las pastillas, …": "pregabalina 75 mg" names the medicine its reminder says
        "h49-fact-marielos-fibro",
        # "wo da Ersatzschlüssel liegt, de PIN von da Sparkassen-Karte und da Code vom Spind"
        "h49-multi-resi-drei",
        # "Jo, genau dat. Lösch dat": what the assistant's summary restated, and now the day note telling it again of
        # him ("Freundin in Pinneberg und 'n lütten Sohn, Jannik"), which was left and said to remain
        "h48-ind-jens-uwe",
    ],
)
async def test_mended_cases_stay_right(case_id, tmp_path):
    r = await _run(case_id, tmp_path)
    assert r.final == "forgotten" and not r.problems, r.problems + r.messages


@pytest.mark.anyio
@pytest.mark.parametrize(
    ("case_id", "names"),
    [
        # "Borra el número del Beto": "Hermano: Beto (Roberto) Orozco" and "Compadre Beto (Alberto) Gómez" are two
        ("h43-clar-chuy-beto", ["Orozco", "Gómez"]),
        # "Delete Steph's number": "Stéphane Côté: mon apprenti" and "Stéphanie Gravel: voisine d'en face"
        ("h43-clar-sylvain-steph", ["Stéphane", "Stéphanie"]),
        # "Get rid of Tracey's number": "Tracey Kavanagh: junior stylist …" and "Tracey Byrne next door …" (the
        # possessive no longer hides that the request names her by her first name alone)
        ("h46-clar-dee-tracey", ["Kavanagh", "Byrne"]),
    ],
)
async def test_two_people_one_name_are_asked_about(case_id, names, tmp_path):
    r = await _run(case_id, tmp_path)
    assert r.plan == "needs_clarification", r.problems + r.messages
    assert all(n in r.messages[-1] for n in names), r.messages


@pytest.mark.anyio
async def test_what_of_hers_no_note_names_is_nothing_found(tmp_path):
    """ "Borra lo que te conté del choque de la Lupita en López Mateos.": no crash is stored, and none of her other
    lines is it."""
    r = await _run("h43-neg-chuy-choque", tmp_path)
    assert r.plan == "nothing_found" and not r.problems, r.problems + r.messages


@pytest.mark.anyio
async def test_a_durban_sorry_and_reason_say_no_thing(tmp_path):
    """ "Ja, that one. Delete it, shame, the lighty's been through enough.": "it" (a Durban "shame" says sorry, the
    rest why), not the words of USER.md's "Writes Durban English: ja, eish, …, shame"; the nephew's own line that
    names his mother, who phoned about it, is left and said honestly."""
    r = await _run("h43-ind-kamini-kuber", tmp_path)
    assert r.plan == "planned" and not r.false_forgotten, r.problems + r.messages
    assert not [p for p in r.problems if "unrelated" in p or p.startswith("still there")], r.problems


@pytest.mark.anyio
@pytest.mark.parametrize(
    "case_id",
    [
        # "100 Tage! Frau Kälin hat mir eine Karte geschenkt.": the counsellor the notes name only with the drinking
        # problem but there; left, it is said to remain (it was "forgotten" while it remained)
        "h44-fact-kaethi-alkohol",
        # "¡Sin licencia!" between two sentences restated from a day's line goes with them (no fragment left)
        "h44-ind-yadira-adrian",
        # "le truc de papa avec l'arnaque au faux placement": the sentence saying the scam, not only its brackets;
        # "Eurolys a disparu" left in a day's note is said to remain (it was "forgotten" while it remained)
        "h45-prec-bea-papa",
        # "Ya that one. Delete lah, his own business.": the separation the answer restated, not the Mid-Autumn evening
        "h45-ind-rosalind-kenneth",
        # "Forget what I said earlier about Nic and the job": her sentence of the message that told two things, not
        # Tyler's army plans beside it (it was "forgotten" while "Army Careers" remained); "And the other thing an
        # all, about Tyler and the army": his, one more thing
        "h47-fu-gaz-nic",
        # "Toute l'histoire du thon qui a rendu malade la cliente : …": the tuna's story; the clause saying it made
        # her sick names no illness of the user's (his multiple sclerosis, tendinitis, cholesterol: 21 lines)
        "h47-topic-titi-thon",
    ],
)
async def test_no_false_forgotten_and_nothing_unrelated_changed(case_id, tmp_path):
    r = await _run(case_id, tmp_path)
    assert r.final in ("forgotten", "incomplete") and not r.false_forgotten, r.problems
    assert not any(p.startswith("changed an unrelated line") for p in r.problems), r.problems


@pytest.mark.anyio
async def test_a_matter_of_someone_not_found_asks_rather_than_forgetting_all_of_them(tmp_path):
    """ "Das mit em Mami, dass si nümm ganz binenand isch im Chopf, was dr Dokter im Ziegler gseit het, d Tablette am
    Morge u dä Kontrolltermin. Tue das aues wäg.": her Alzheimer's, said in other words; not found, so asked (not
    everything about her mother, the doctor and every pill of the home)."""
    r = await _run("h44-para-kaethi-mami", tmp_path)
    assert r.plan == "needs_clarification", r.problems + r.messages


@pytest.mark.anyio
@pytest.mark.parametrize(
    "case_id",
    [
        # "get rid of paul's number …" in lower case: two Pauls, so it asks which
        "h48-clar-dev-paul",
        # "ah forget it bab, they've only gone and filled it in": never mind, nothing to forget
        "h48-neg-dev-pothole",
        # "Borre el número de Yendry": two Yendrys with Costa Rican numbers, so it asks which
        "h49-clar-marielos-yendry",
    ],
)
async def test_mended_questions_and_nothing_found_stay_so(case_id, tmp_path):
    r = await _run(case_id, tmp_path)
    assert r.outcome_ok and not r.problems, r.problems + r.messages


@pytest.mark.anyio
@pytest.mark.parametrize(
    "case_id",
    [
        # "Forget about me psoriasis. The tablets, …": "Methotrexate bloods grand." is left (the drug is filed under
        # arthritis): said to remain, not "forgotten"
        "h46-fact-dee-psoriasis",
        # "Oublie que j'ai eu un problème avec l'alcool. …": "Au CSAPA ils m'ont donné une médaille" is left (CSAPA
        # was read as a town after "au"): said to remain, not "forgotten"
        "h46-fact-jimmy-alcool",
        # each said "forgotten" while something remained when it was scored:
        # "when the coppers swabbed him on the motorway": "Nick failed the roadside drug test" is left, and a pair of
        # uncommon words of the cut clause finds it
        "h48-para-dazza-nick",
        # "Lösch nur den Teil über Didiers alte Verurteilung": both cuts keep "le casier judiciaire", said to remain
        "h48-prec-fafa-didier",
        # "Visite à Marcel : il m'a appelé papa" beside the deleted reminder "Visite à Marcel à l'EHPAD"
        "h30-ml-gaspard-marcel",
        # "el nombre de la inspectora": "la Sra. Gómez" kept in a day's note, her own line ("Inspectora: Sra. Mercedes
        # Gómez Rubio.") gone
        "h13-multi-vs-expediente-inspectora",
        # "l'adresse de mamm-gozh": "la chercher rue de la Marine" without its number
        "h7-ml-yann-mammgozh-address",
    ],
)
async def test_what_a_matter_left_is_said_to_remain(case_id, tmp_path):
    r = await _run(case_id, tmp_path)
    assert r.final == "incomplete" and not r.false_forgotten, r.problems + r.messages


@pytest.mark.anyio
async def test_the_matters_lawyer_is_not_his_namesake(tmp_path):
    """The roof lawsuit's lawyer, Marcus Thibodeaux: the other Marcus's lines ('Marcus "Big Marc" Johnson: tuba in the
    band', "Big Marc's number for the band group chat") are none of his; nor is the Saints reminder's "Tailgate on
    Poydras", the street his office is on ("office on Poydras" says where he is, not the lawsuit)."""
    r = await _run("h47-topic-dre-roof", tmp_path)
    assert r.final == "forgotten" and not r.problems, r.problems
