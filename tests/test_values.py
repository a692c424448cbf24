"""lethe.language.values: every value in a line, its exact span, its key, and which values are the same.

Lines in the tables are the real lines of the eval homes (tests/eval/homes/*.json), in en/de/es/fr.
"""

from __future__ import annotations

import json
from datetime import date
from decimal import Decimal
from pathlib import Path

import pytest
from hypothesis import HealthCheck, assume, example, given, settings
from hypothesis import strategies as st

from lethe.language.values import (
    FoundValue,
    Kind,
    Money,
    Street,
    Strength,
    could_hold,
    find_values,
    guess_lang,
    occurrences,
    parse_number,
    same_value,
)

HOMES = Path(__file__).parent / "eval" / "homes"
NBSP, NNBSP = "\u00a0", "\u202f"


def found(text: str, lang: str | None = None) -> list[tuple[str, str, object]]:
    return [(v.kind.value, v.raw, v.key) for v in find_values(text, lang_hint=lang)]


def only(text: str, lang: str | None = None) -> FoundValue:
    values = find_values(text, lang_hint=lang)
    assert len(values) == 1, (text, values)
    return values[0]


def eur(n: str) -> Money:
    return Money(Decimal(n), "EUR")


def usd(n: str) -> Money:
    return Money(Decimal(n), "USD")


# ------------------------------------------------------------------------------------------ what is found

LINES = [
    # --- en (maya, jordan, noah)
    ("en", "- Brother: Tomas, phone 503-555-0142.", [("phone", "503-555-0142", "+15035550142")]),
    (
        "en",
        "- Sister: Anna Reyes. Lives at 14 Birch Lane, Portland, OR 97205.",
        [("street_address", "14 Birch Lane", Street("ln birch", "14")), ("postcode", "97205", "97205")],
    ),
    (
        "en",
        "- Mom: Rosa Chen, 212 Juniper Court, Eugene, OR 97401; cell 541-555-0199. Calls on Sundays.",
        [
            ("street_address", "212 Juniper Court", Street("ct juniper", "212")),
            ("postcode", "97401", "97401"),
            ("phone", "541-555-0199", "+15415550199"),
        ],
    ),
    ("en", "- Anna's birthday is June 3; she loves tulips.", [("date", "June 3", "--06-03")]),
    ("en", "- Pregnant, due 2026-11-20; OB is Dr. Sato at Providence.", [("date", "2026-11-20", "2026-11-20")]),
    (
        "en",
        "- Comp: $142k base + 10% bonus.",
        [("money", "$142k", usd("142000")), ("percent", "10%", Decimal("10"))],
    ),
    ("en", "- Office: building C, room 142.", [("number", "142", Decimal("142"))]),
    (
        "en",
        "- Passport: X48213377, expires 2031-04-02.",
        [("id_document", "X48213377", "X48213377"), ("date", "2031-04-02", "2031-04-02")],
    ),
    (
        "en",
        "- Credit card (Visa): 4539 1488 0056 0343, exp 09/28.",
        [("card", "4539 1488 0056 0343", "4539148800560343"), ("card_expiry", "09/28", "2028-09")],
    ),
    ("en", "- Library card: 0343 2201 (Multnomah County).", [("code", "0343 2201", "03432201")]),
    ("en", "- Frequent flyer: Alaska 228 441 093.", [("code", "228 441 093", "228441093")]),
    (
        "en",
        "- Name: Maya Chen, born 1991-08-14. Timezone: America/Los_Angeles.",
        [("date", "1991-08-14", "1991-08-14")],
    ),
    (
        "en",
        "- Home: 88 Larch Street, Apt 3, Portland, OR 97214.",
        [
            ("street_address", "88 Larch Street", Street("st larch", "88")),
            ("number", "3", Decimal(3)),
            ("postcode", "97214", "97214"),
        ],
    ),
    (
        "en",
        "- Raise approved: base goes to 142 thousand from July.",
        [("money", "142 thousand", Money(Decimal(142000), None))],
    ),
    (
        "en",
        "- Vet appointment for Biscuit on June 10 at 4:30pm (Dr. Ames, Sellwood Vet).",
        [("date", "June 10", "--06-10"), ("time", "4:30pm", "16:30")],
    ),
    ("en", "- Shoe size: 10.5 US, wide fit.", [("number", "10.5", Decimal("10.5"))]),
    (
        "en",
        "- Recruiter: Sasha Imani at Talentbridge, sasha@talentbridge.io.",
        [("email", "sasha@talentbridge.io", "sasha@talentbridge.io")],
    ),
    ("en", "- Separated from Elena since Jan 2026; divorce in mediation.", [("date", "Jan 2026", "2026-01")]),
    (
        "en",
        "- Mom: Patricia Blake, 4410 Crestview Dr, Spokane; birthday Feb 7.",
        [("street_address", "4410 Crestview Dr", Street("dr crestview", "4410")), ("date", "Feb 7", "--02-07")],
    ),
    (
        "en",
        "- Venue: Hollis Barn, Woodinville; deposit $3,500 paid Feb 14.",
        [("money", "$3,500", usd("3500")), ("date", "Feb 14", "--02-14")],
    ),
    ("en", "- SSN: 412-55-8830 (needed for the mortgage paperwork).", [("national_id", "412-55-8830", "412558830")]),
    (
        "en",
        "- Bank: First Lakeshore Credit Union, checking acct 004417829, routing 271974418.",
        [("account_number", "004417829", "004417829"), ("routing_number", "271974418", "271974418")],
    ),
    (
        "en",
        "- Passport: 591847302 (US), renew by 2029.",
        [("id_document", "591847302", "591847302"), ("date", "2029", "2029")],
    ),
    ("en", "- Costco membership: 1112 4417 8290.", [("code", "1112 4417 8290", "111244178290")]),
    (
        "en",
        "- Gallbladder surgery on 2026-03-18 at Northwestern; two weeks off work.",
        [("date", "2026-03-18", "2026-03-18")],
    ),
    (
        "en",
        "- Home: 2150 N Fremont St, Chicago, IL 60614.",
        [("street_address", "2150 N Fremont St", Street("st n fremont", "2150")), ("postcode", "60614", "60614")],
    ),
    ("en", "- Team standup 9:15 daily.", [("time", "9:15", "09:15")]),
    (
        "en",
        "- Halcyon Bio offer: $255k base, 0.3% equity.",
        [("money", "$255k", usd("255000")), ("percent", "0.3%", Decimal("0.3"))],
    ),
    ("en", "- Label printer: Brother QL-800 in the study.", [("code", "QL-800", "QL800")]),
    # --- de (lena)
    (
        "de",
        "- Mutter: Ingrid Hoffmann, Lindenstr. 12, 50674 Köln; Geburtstag 3. März.",
        [
            ("street_address", "Lindenstr. 12", Street("str linden", "12")),
            ("postcode", "50674", "50674"),
            ("date", "3. März", "--03-03"),
        ],
    ),
    (
        "de",
        "- Vater: Klaus Hoffmann, Am Rosengarten 5, 53721 Siegburg.",
        [("street_address", "Am Rosengarten 5", Street("am rosengarten", "5")), ("postcode", "53721", "53721")],
    ),
    ("de", "- Bruder: Jonas, Handy 0171 4829 331.", [("phone", "0171 4829 331", "+491714829331")]),
    (
        "de",
        "- Schwester: Marie (studiert in Leipzig), Tel. 0157 3302 118.",
        [("phone", "0157 3302 118", "+491573302118")],
    ),
    ("de", "- Kumpel: Malte Jansen, 0151 2290 6613; Kletterpartner.", [("phone", "0151 2290 6613", "+4915122906613")]),
    ("de", "- Gehalt: 68.500 € brutto im Jahr.", [("money", "68.500 €", eur("68500"))]),
    (
        "de",
        "- Suche 3-Zimmer-Wohnung in Kreuzberg/Neukölln, max. 1.400 € warm.",
        [("number", "3", Decimal(3)), ("money", "1.400 €", eur("1400"))],
    ),
    (
        "de",
        "- Besichtigung Graefestraße 8 am 14.05. um 18 Uhr.",
        [
            ("street_address", "Graefestraße 8", Street("str graefe", "8")),
            ("date", "14.05.", "--05-14"),
            ("time", "18 Uhr", "18:00"),
        ],
    ),
    (
        "de",
        "- Personalausweis: L01X00T47, gültig bis 2031.",
        [("id_document", "L01X00T47", "L01X00T47"), ("date", "2031", "2031")],
    ),
    (
        "de",
        "- IBAN: DE89 3704 0044 0532 0130 00 (Sparkasse).",
        [("iban", "DE89 3704 0044 0532 0130 00", "DE89370400440532013000")],
    ),
    ("de", "- Bibliotheksausweis: 0532 7781 (Stadtbibliothek Neukölln).", [("code", "0532 7781", "05327781")]),
    ("de", "- Steuer-ID: 47 036 892 815.", [("national_id", "47 036 892 815", "47036892815")]),
    ("de", "- Name: Lena Hoffmann, geb. 12.07.1988. Zeitzone: Europe/Berlin.", [("date", "12.07.1988", "1988-07-12")]),
    (
        "de",
        "- Zahnarzttermin am 23.06. um 8:30 bei Dr. Brandl.",
        [("date", "23.06.", "--06-23"), ("time", "8:30", "08:30")],
    ),
    (
        "de",
        "- Wohnung Graefestraße: Vermieter will Gehaltsnachweise.",
        [("street_address", "Graefestraße", Street("str graefe", None))],
    ),
    ("de", "- Gehaltserhöhung bestätigt: ab Juni 71.000 € brutto.", [("money", "71.000 €", eur("71000"))]),
    # --- es (lucia-madrid)
    ("es", "- Hermano: Diego, tel. 612 34 56 78.", [("phone", "612 34 56 78", "+34612345678")]),
    (
        "es",
        "- Madre: Carmen Soler, Av. del Puerto 112, 46023 Valencia.",
        [("street_address", "Av. del Puerto 112", Street("av puerto", "112")), ("postcode", "46023", "46023")],
    ),
    ("es", "- Padre: Andrés Martín; cumpleaños el 2 de febrero.", [("date", "2 de febrero", "--02-02")]),
    ("es", "- Sueldo: 46.000 € brutos al año.", [("money", "46.000 €", eur("46000"))]),
    ("es", "- DNI: 53427781T (caduca en 2030).", [("national_id", "53427781T", "53427781T"), ("date", "2030", "2030")]),
    (
        "es",
        "- Tarjeta de crédito: 4120 7733 0956 7781, caduca 11/27.",
        [("card", "4120 7733 0956 7781", "4120773309567781"), ("card_expiry", "11/27", "2027-11")],
    ),
    ("es", "- Carné de biblioteca: 7781 0021 (Biblioteca Eugenio Trías).", [("code", "7781 0021", "77810021")]),
    ("es", "- Nombre: Lucía Martín Soler, nacida el 23/09/1990.", [("date", "23/09/1990", "1990-09-23")]),
    (
        "es",
        "- Dirección: Calle de Embajadores 57, 3ºB, 28012 Madrid.",
        [
            ("street_address", "Calle de Embajadores 57", Street("calle embajadores", "57")),
            ("postcode", "28012", "28012"),
        ],
    ),
    (
        "es",
        "- Cita con el dentista el 9 de junio a las 10:00.",
        [("date", "9 de junio", "--06-09"), ("time", "10:00", "10:00")],
    ),
    # --- fr (camille)
    ("fr", "- Fiancé : Julien Moreau, 06 12 48 95 30.", [("phone", "06 12 48 95 30", "+33612489530")]),
    (
        "fr",
        "- Mère : Sylvie Dubois, 8 allée des Tilleuls, 33000 Bordeaux.",
        [("street_address", "8 allée des Tilleuls", Street("allee tilleuls", "8")), ("postcode", "33000", "33000")],
    ),
    ("fr", "- Père : Alain Dubois ; anniversaire le 17 août.", [("date", "17 août", "--08-17")]),
    ("fr", "- Psy : Dr Anne Roussel, le mercredi à 18h.", [("time", "18h", "18:00")]),
    ("fr", "- Salaire : 52 000 € bruts annuels.", [("money", "52 000 €", eur("52000"))]),
    ("fr", "- Salaire : 52\u00a0000\u00a0€ bruts annuels.", [("money", "52\u00a0000\u00a0€", eur("52000"))]),
    ("fr", "- Salaire : 52\u202f000 € bruts annuels.", [("money", "52\u202f000 €", eur("52000"))]),
    ("fr", "- Mutuelle : Harmonie, n° adhérent 7734 0912.", [("code", "7734 0912", "77340912")]),
    (
        "fr",
        "- Date : 12 septembre 2026, Domaine des Chênes (Beaujolais).",
        [("date", "12 septembre 2026", "2026-09-12")],
    ),
    (
        "fr",
        "- Budget : 18 000 €, acompte de 4 000 € versé.",
        [("money", "18 000 €", eur("18000")), ("money", "4 000 €", eur("4000"))],
    ),
    (
        "fr",
        "- Numéro de sécurité sociale : 2 93 02 69 123 456 78.",
        [("national_id", "2 93 02 69 123 456 78", "293026912345678")],
    ),
    (
        "fr",
        "- Carte bancaire : 4970 1362 0856 0912, exp. 05/29.",
        [("card", "4970 1362 0856 0912", "4970136208560912"), ("card_expiry", "05/29", "2029-05")],
    ),
    ("fr", "- Carte de bibliothèque : 0912 4471 (BM Lyon).", [("code", "0912 4471", "09124471")]),
    (
        "fr",
        "- Passeport : 19AV44127, expire en 2030.",
        [("id_document", "19AV44127", "19AV44127"), ("date", "2030", "2030")],
    ),
    ("fr", "- Nom : Camille Dubois, née le 04/02/1993.", [("date", "04/02/1993", "1993-02-04")]),
    (
        "fr",
        "- Adresse : 27 rue Sainte-Catherine, 69001 Lyon.",
        [
            ("street_address", "27 rue Sainte-Catherine", Street("rue sainte catherine", "27")),
            ("postcode", "69001", "69001"),
        ],
    ),
    (
        "fr",
        "- Rendez-vous vétérinaire pour Pixel (chat) le 28 juin à 18h.",
        [("date", "28 juin", "--06-28"), ("time", "18h", "18:00")],
    ),
]


@pytest.mark.parametrize(("lang", "line", "expected"), LINES, ids=[line[:40] for _, line, _ in LINES])
def test_values_in_real_lines(lang, line, expected):
    assert found(line, lang) == expected


@pytest.mark.parametrize(("lang", "line", "expected"), LINES, ids=[line[:40] for _, line, _ in LINES])
def test_language_guess_reads_real_lines_the_same(lang, line, expected):
    """Without a hint, a whole note (these lines' language guessed) reads them the same."""
    note = {
        "en": "The notes of my family and the things I need to remember.\n",
        "de": "Das ist die Liste, die ich mit dir teile.\n",
    }
    note |= {
        "es": "Es la lista de las cosas que tengo que recordar.\n",
        "fr": "Les notes que je garde pour ne pas oublier.\n",
    }
    text = note[lang] + line
    assert guess_lang(text) == lang
    offset = len(note[lang])
    assert [(v.kind.value, v.raw, v.key) for v in find_values(text) if v.start >= offset] == expected


NOTHING = [
    "- Laktoseintolerant.",
    "- Allergic to shellfish.",
    "- Oma Hilde wohnt im Pflegeheim St. Anna; Besuch jeden zweiten Sonntag.",
    "- Florist: Petal Lane; quote due soon.",
    "May I ask you something?",
    "on the 4th",
    "the 2nd one",
    "- Alérgica al marisco.",
    "- Intolérante au gluten.",
    "- Hausärztin: Dr. Yilmaz, Praxis am Hermannplatz.",
    "- Sober since forever; AA meetings Tuesdays at St. Clement's.",
]


@pytest.mark.parametrize("line", NOTHING)
def test_lines_without_values(line):
    assert find_values(line) == []


NOT_PHONES = [
    ("en", "Library card: 0343 2201 (Multnomah County)."),
    ("de", "Bibliotheksausweis: 0532 7781."),
    ("de", "Born 03.06.1990"),
    ("en", "Born 03.06.1990"),
    ("en", "Costco membership: 1112 4417 8290."),
    ("de", "Steuer-ID: 47 036 892 815."),
    ("fr", "Numéro de sécurité sociale : 2 93 02 69 123 456 78."),
    ("en", "checking acct 004417829, routing 271974418"),
    ("en", "Frequent flyer: Alaska 228 441 093."),
    ("fr", "Frequent flyer: Alaska 228 441 093."),
    ("de", "Kundennummer 0123456789"),
    (None, "47 036 892 815"),
    ("en", "Passport: 591847302 (US)"),
    ("en", "Card 4539 1488 0056 0343"),
    ("en", "Pregnant, due 2026-11-20"),
    ("en", "Comp: $142,000 base"),
    ("de", "Gehalt 1.234.567 €"),
]


@pytest.mark.parametrize(("lang", "line"), NOT_PHONES)
def test_ids_dates_and_amounts_are_not_phones(lang, line):
    assert Kind.PHONE not in {v.kind for v in find_values(line, lang_hint=lang)}


def test_span_is_exactly_the_value():
    line = "- Brother: Tomas, phone 503-555-0142."
    (phone,) = find_values(line)
    assert line[phone.start : phone.end] == "503-555-0142" == phone.raw
    cut = line[: phone.start].rstrip(" ,") + line[phone.end :]
    assert cut == "- Brother: Tomas, phone."
    text = "# People\n\n- Sister: Anna Reyes. Lives at 14 Birch Lane, Portland, OR 97205.\n"
    street = next(v for v in find_values(text) if v.kind is Kind.STREET_ADDRESS)
    assert text[slice(*street.span)] == "14 Birch Lane"


def test_spans_index_the_original_text_with_odd_characters():
    text = "Ｔｅｌ：０１７１ ４８２９ ３３１ – Lindenstr.\u00a012 · 68\u202f500\u00a0€"
    values = find_values(text, lang_hint="de")
    assert [v.kind for v in values] == [Kind.PHONE, Kind.STREET_ADDRESS, Kind.MONEY]
    for v in values:
        assert text[v.start : v.end] == v.raw
    assert values[0].key == "+491714829331"
    assert values[1].key == Street("str linden", "12")
    assert values[2].key == eur("68500")


def test_strength():
    strong = "503-555-0142 · DE89 3704 0044 0532 0130 00 · 4539 1488 0056 0343 · 14 Birch Lane · a@b.io · X48213377"
    assert {v.strength for v in find_values(strong)} == {Strength.STRONG}
    weak = "June 3 · 2019 · $142k · room 142 · 9am · OR 97205 · Graefestraße · 10% · 4471"
    assert {v.strength for v in find_values(weak)} == {Strength.WEAK}
    assert [v.kind for v in find_values(weak)] == [
        Kind.DATE,
        Kind.DATE,
        Kind.MONEY,
        Kind.NUMBER,
        Kind.TIME,
        Kind.POSTCODE,
        Kind.STREET_ADDRESS,
        Kind.PERCENT,
        Kind.NUMBER,
    ]


def test_a_label_word_cut_by_the_look_back_is_no_label():
    # 40 characters before the number begin inside "Anwältin": its end "tin" is no Taxpayer Identification Number
    assert only("Meine Anwältin: Ines Hägele, Erbrecht, Waiblingen, 07151 56 03 18.", "de").kind is Kind.PHONE
    assert only("TIN 12-3456789").kind is Kind.NATIONAL_ID


def test_labelled_ids_whose_checksum_fails_keep_their_kind():
    # notes hold mistyped and made-up numbers; the label says what they are
    assert only("Steuer-ID: 12 345 678 901").kind is Kind.NATIONAL_ID
    assert only("routing 271974418").kind is Kind.ROUTING_NUMBER
    assert only("SSN 123 45 6789").kind is Kind.NATIONAL_ID
    assert only("Credit card: 4539 1488 0056 0344").kind is Kind.CARD
    # unlabelled, a failed checksum is just a code
    assert only("ref 4539 1488 0056 0344").kind is Kind.CODE
    # valid checksums need no label
    assert only("4539 1488 0056 0343").kind is Kind.CARD
    assert only("DE89370400440532013000").kind is Kind.IBAN
    assert only("53427781T").subkind == "dni"
    assert only("X1234567L").subkind == "nie"


def test_more_forms():
    assert found("Call +49 157 3302118 or 0049 30 1234567 / 030 1234567", "de") == [
        ("phone", "+49 157 3302118", "+491573302118"),
        ("phone", "0049 30 1234567", "+49301234567"),
        ("phone", "030 1234567", "+49301234567"),
    ]
    assert found("see https://Example.com/a/b?c=1).") == [("url", "https://Example.com/a/b?c=1", "example.com/a/b?c=1")]
    assert found("Unter den Linden 77") == [("street_address", "Unter den Linden 77", Street("unter den linden", "77"))]
    assert found("C/ Mayor 5, 2º")[0][2] == Street("calle mayor", "5")
    assert found("Paseo de la Castellana 100") == [
        ("street_address", "Paseo de la Castellana 100", Street("paseo castellana", "100"))
    ]
    assert found("12 bis avenue Foch") == [("street_address", "12 bis avenue Foch", Street("av foch", "12bis"))]
    assert found("SW1A 1AA London") == [("postcode", "SW1A 1AA", "SW1A1AA")]
    assert found("Sort code 12-34-56, account 12345678") == [
        ("routing_number", "12-34-56", "123456"),
        ("account_number", "12345678", "12345678"),
    ]
    assert found("Im April 2026 war ich da") == [("date", "April 2026", "2026-04")]
    assert found("Fällig am 1. Mai, le 1er mai, el 1 de mayo, May 1st") == [
        ("date", "1. Mai", "--05-01"),
        ("date", "1er mai", "--05-01"),
        ("date", "1 de mayo", "--05-01"),
        ("date", "May 1st", "--05-01"),
    ]


MORE = [
    (
        "de",
        "Kita Sonnenschein, Karl-Marx-Allee 90a, 10243 Berlin",
        [("street_address", "Karl-Marx-Allee 90a", Street("allee karl marx", "90a")), ("postcode", "10243", "10243")],
    ),
    ("de", "Auto: TÜV bis 08/2027.", [("date", "08/2027", "2027-08")]),
    ("de", "Neue Nummer von Papa: +49 (0)30 1234567.", [("phone", "+49 (0)30 1234567", "+49301234567")]),
    (
        "de",
        "Miete 1.250,50 € an Hausverwaltung, Konto DE02 1203 0000 0000 2020 51.",
        [("money", "1.250,50 €", eur("1250.50")), ("iban", "DE02 1203 0000 0000 2020 51", "DE02120300000000202051")],
    ),
    ("de", "Im Büro 3 Leute", [("number", "3", Decimal(3))]),
    ("fr", "Salaire : 52 000, pas plus.", [("number", "52 000", Decimal(52000))]),
    ("en", "Room 12 503-555-0142", [("number", "12", Decimal(12)), ("phone", "503-555-0142", "+15035550142")]),
    ("en", "24/7 support", [("number", "24", Decimal(24)), ("number", "7", Decimal(7))]),
    ("fr", "24/7 support", [("number", "24", Decimal(24)), ("number", "7", Decimal(7))]),
    (
        "en",
        "Paid $1,250.00 rent; deposit was $2.5k.",
        [("money", "$1,250.00", usd("1250")), ("money", "$2.5k", usd("2500"))],
    ),
    (
        "en",
        "party at 2:30 p.m. at 4521 Oak Ave.",
        [("time", "2:30 p.m.", "14:30"), ("street_address", "4521 Oak Ave.", Street("av oak", "4521"))],
    ),
    (
        "en",
        "Order #A12-99812 via UPS 1Z999AA10123456784.",
        [("code", "A12-99812", "A1299812"), ("code", "1Z999AA10123456784", "1Z999AA10123456784")],
    ),
    (
        "es",
        "Teléfono fijo: 91 123 45 67; móvil: +34 612 345 678.",
        [("phone", "91 123 45 67", "+34911234567"), ("phone", "+34 612 345 678", "+34612345678")],
    ),
    ("fr", "Mon numéro : 01 42 68 53 00.", [("phone", "01 42 68 53 00", "+33142685300")]),
    (
        "fr",
        "IBAN FR76 3000 6000 0112 3456 7890 189",
        [("iban", "FR76 3000 6000 0112 3456 7890 189", "FR7630006000011234567890189")],
    ),
    (
        "fr",
        "RDV le 1er mars 2026 à 14h30, 12 bis rue de la Paix, 75002 Paris.",
        [
            ("date", "1er mars 2026", "2026-03-01"),
            ("time", "14h30", "14:30"),
            ("street_address", "12 bis rue de la Paix", Street("rue paix", "12bis")),
            ("postcode", "75002", "75002"),
        ],
    ),
]


@pytest.mark.parametrize(("lang", "line", "expected"), MORE, ids=[line[:40] for _, line, _ in MORE])
def test_values_in_more_lines(lang, line, expected):
    assert found(line, lang) == expected


# ------------------------------------------------------------------------------------------ same value

SAME = [
    (None, ["503-555-0142", "+1 (503) 555 0142", "(503) 555-0142", "503.555.0142", "1-503-555-0142", "5035550142"]),
    ("de", ["0171 4829 331", "+49 171 4829331", "0171 4829331", "0049 171 4829331", "0171/4829331"]),
    ("fr", ["06 12 48 95 30", "+33 6 12 48 95 30", "0612489530", "06.12.48.95.30"]),
    ("es", ["612 34 56 78", "+34 612 34 56 78", "612345678"]),
    (None, ["020 7946 0958", "+44 20 7946 0958"]),
    (None, ["DE89 3704 0044 0532 0130 00", "DE89370400440532013000", "de89 3704 0044 0532 0130 00"]),
    (None, ["4539 1488 0056 0343", "4539148800560343", "4539-1488-0056-0343"]),
    (None, ["$142k", "142 thousand", "$142,000", "142.000 $", "USD 142,000", "142K", "US$142,000", "$142,000.00"]),
    (
        None,
        ["68.500 €", "68 500 €", "68,500 EUR", "€68,500", "68.500,00 €", "68 500 euros", "68,5 Tsd. €", "68.5k EUR"],
    ),
    ("es", ["46.000 €", "46 mil €", "46.000 euros", "€46,000"]),
    (
        None,
        [
            "1991-08-14",
            "14.08.1991",
            "Aug 14, 1991",
            "14 août 1991",
            "14 de agosto de 1991",
            "14. August 1991",
            "August 14th, 1991",
            "the 14th of August 1991",
            "14 Aug. 1991",
        ],
    ),
    ("fr", ["14/08/1991", "14.08.1991", "1991-08-14"]),
    ("en", ["08/14/1991", "8/14/91", "1991-08-14"]),
    (None, ["Lindenstr. 12", "Lindenstraße 12", "Lindenstrasse 12", "Lindenstr 12"]),
    (None, ["Av. del Puerto 14", "Avenida del Puerto 14", "Avda. del Puerto 14", "Avenida Puerto 14"]),
    (None, ["8 allée des Tilleuls", "8, allée des Tilleuls", "8 Allée des Tilleuls", "8 allee des Tilleuls"]),
    (None, ["88 Larch Street", "88 Larch St.", "88 Larch St", "88 larch st."]),
    (None, ["27 rue Sainte-Catherine", "27 rue Ste-Catherine", "27, Rue Sainte Catherine"]),
    (None, ["Calle de Embajadores 57", "C/ Embajadores 57", "Calle Embajadores 57"]),
    (None, ["6pm", "18:00", "18h", "18 Uhr", "6 p.m."]),
]


@pytest.mark.parametrize(("lang", "forms"), SAME, ids=[forms[0] for _, forms in SAME])
def test_same_value_across_forms(lang, forms):
    values = [only(f, lang) for f in forms]
    for a in values:
        for b in values:
            assert same_value(a, b), (a, b)


def test_day_without_year_and_street_without_number_match_either():
    assert same_value(only("June 3"), only("3 June 2025"))
    assert same_value(only("3. Juni"), only("2026-06-03"))
    assert not same_value(only("June 3"), only("June 4"))
    assert not same_value(only("3 June 2025"), only("3 June 2026"))
    assert not same_value(only("June 2025"), only("3 June 2025"))
    assert not same_value(only("in 2025"), only("3 June 2025"))
    assert same_value(only("Wohnung Graefestraße"), only("Graefestraße 8"))
    assert not same_value(only("Graefestraße 8"), only("Graefestraße 9"))


DIFFERENT = [
    ("Library card: 0343 2201", "Credit card: 4539 1488 0056 0343"),
    ("Office: room 142", "Comp: $142k"),
    ("Office: room 142", "base goes to 142 thousand"),
    ("born 1991-08-14", "phone 1991 0814"),
    ("Born 03.06.1990", "+49 30 61990"),
    ("$142k", "142.000 €"),
    ("68.500 €", "68.5 €"),
    ("1.400 €", "1,4 €"),
    ("14 Birch Lane", "14 Birch Street"),
    ("14 Birch Lane", "41 Birch Lane"),
    ("503-555-0142", "503-555-0187"),
    ("+1 503 555 0142", "+44 20 7946 0958"),
    ("DE89 3704 0044 0532 0130 00", "DE89 3704 0044 0532 0130 01"),
    ("June 3", "3/6"),
    ("in 2019", "2,019 people"),
    ("10%", "10"),
    ("10:30", "10.30"),
]


@pytest.mark.parametrize(("a", "b"), DIFFERENT)
def test_different_values(a, b):
    for x in find_values(a):
        for y in find_values(b):
            assert not same_value(x, y), (x, y)


def test_could_hold_never_turns_away_a_text_that_holds_the_value():
    for lang, forms in SAME:
        values = [only(f, lang) for f in forms]
        for a in values:
            for text in forms:
                assert could_hold(a, f"- noted: {text}."), (a, text)
    for line in [line for _, line, _ in LINES + MORE]:
        for v in find_values(line):
            assert could_hold(v, line), (v, line)
    maya = json.loads((HOMES / "maya.json").read_text())["files"]["workspace/MEMORY.md"]
    phone = next(v for v in find_values(maya) if v.kind is Kind.PHONE)
    assert not could_hold(phone, "- Library card: 0343 2201 (Multnomah County).")


def test_same_value_is_symmetric():
    values = [only(f, lang) for lang, forms in SAME for f in forms]
    values += [v for a, b in DIFFERENT for v in find_values(a) + find_values(b)]
    for a in values:
        for b in values:
            assert same_value(a, b) == same_value(b, a), (a, b)


def test_a_street_named_alone_follows_to_its_addresses():
    # "Lindenstr." in a request or a note, without its number
    bare = only("Forget everything about Lindenstr.")
    assert bare.raw == "Lindenstr." and bare.strength is Strength.WEAK
    assert same_value(bare, only("Paket an die Lindenstraße 12 geschickt"))


def test_identifiers_compare_across_labels():
    # "Passport: X48213377" and a bare "X48213377" elsewhere are the same number
    assert same_value(only("Passport: X48213377"), only("ref X48213377"))
    assert same_value(only("acct 004417829"), only("#004417829"))
    # but a short code only equals itself under the same label
    assert not same_value(only("QL-800 printer"), only("Passport: QL800"))


def test_occurrences_follow_a_value_to_its_other_mentions():
    home = json.loads((HOMES / "lena.json").read_text())["files"]
    street = next(v for v in find_values(home["workspace/MEMORY.md"]) if v.kind is Kind.STREET_ADDRESS)
    assert street.raw == "Lindenstr. 12"
    hits = {path: [v.raw for v in occurrences(street, text)] for path, text in home.items() if isinstance(text, str)}
    assert {p: h for p, h in hits.items() if h} == {
        "workspace/MEMORY.md": ["Lindenstr. 12"],
        "workspace/memory/2026-03-01.md": ["Lindenstr. 12"],
        "cron/runs/wochenrueckblick.jsonl": ["Lindenstr. 12"],
    }
    maya = json.loads((HOMES / "maya.json").read_text())["files"]
    salary = next(v for v in find_values(maya["workspace/MEMORY.md"]) if v.kind is Kind.MONEY)
    assert salary.raw == "$142k"
    raise_note = maya["workspace/memory/2026-05-12.md"]
    assert [v.raw for v in occurrences(salary, raise_note)] == ["142 thousand"]
    assert [v.raw for v in occurrences(salary, maya["workspace/MEMORY.md"])] == ["$142k"]  # not "room 142"
    card = next(v for v in find_values(maya["workspace/MEMORY.md"]) if v.kind is Kind.CARD)
    assert [v.raw for v in occurrences(card, maya["workspace/MEMORY.md"])] == ["4539 1488 0056 0343"]


def test_every_line_of_the_eval_homes():
    """Every phone-labelled line of the homes yields its phone; spans are exact; nothing overlaps."""
    labels = ("phone", "mobile", "cell", "handy", "tel.", "portable", "nuevo número", "new number")
    for path in sorted(HOMES.glob("*.json")):
        for name, text in json.loads(path.read_text())["files"].items():
            if not isinstance(text, str):
                continue
            values = find_values(text)
            _check_spans(text, values)
            for line in text.splitlines():
                if any(w in line.lower() for w in labels) and any(c.isdigit() for c in line):
                    assert any(v.kind is Kind.PHONE for v in find_values(line)), (path.name, name, line)


# ------------------------------------------------------------------------------------------ numbers


@pytest.mark.parametrize(
    ("written", "lang", "money", "value"),
    [
        ("68,500.00", "en", False, "68500"),
        ("68.500,00", "de", False, "68500"),
        ("68.500,00", "es", False, "68500"),
        ("68 500", "fr", False, "68500"),
        ("68\u00a0500,50", "fr", False, "68500.5"),
        ("68'500", "de", False, "68500"),
        ("1.500", "de", False, "1500"),
        ("1.500", "en", False, "1.5"),
        ("1,500", "en", False, "1500"),
        ("1,500", "de", False, "1.5"),
        ("1.500", "en", True, "1500"),
        ("1,5", "en", True, "1.5"),
        ("0,345", "en", False, "0.345"),
        ("1.400.000", None, False, "1400000"),
        ("1,400,000", None, False, "1400000"),
        ("10.5", None, False, "10.5"),
        ("12.34.5", None, False, None),
        ("1,23,456", None, False, None),
    ],
)
def test_parse_number(written, lang, money, value):
    expected = Decimal(value) if value is not None else None
    assert parse_number(written, lang, money=money) == expected


# ------------------------------------------------------------------------------------------ properties


def _check_spans(text: str, values: list[FoundValue]) -> None:
    last_end = 0
    for v in values:
        assert 0 <= v.start < v.end <= len(text)
        assert text[v.start : v.end] == v.raw
        assert v.start >= last_end  # in order, never overlapping
        last_end = v.end
        assert v.raw == v.raw.strip()


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.text(max_size=400))
@example("0" * 5000)
@example("1 " * 3000)
@example("$" + "9" * 3000 + "k")
@example("de89" + "0" * 200)
@example("2026-" * 500)
@example("Lindenstraße " * 400)
@example("+" * 100 + "1" * 100)
def test_never_raises_on_any_text(text):
    _check_spans(text, find_values(text))


@settings(max_examples=200, deadline=None)
@given(st.binary(max_size=300))
def test_never_raises_on_latin1_decoded_bytes(data):
    text = data.decode("latin-1")
    _check_spans(text, find_values(text))
    utf8 = data.decode("utf-8", errors="replace")
    _check_spans(utf8, find_values(utf8))


def test_huge_line():
    line = ("Tomas 503-555-0142, Lindenstr. 12, 68.500 €, 14.08.1991, 0343 2201; " * 4000) + "x" * 200_000
    values = find_values(line, lang_hint="de")
    _check_spans(line, values)
    assert sum(v.kind is Kind.PHONE for v in values) == 4000
    assert sum(v.kind is Kind.STREET_ADDRESS for v in values) == 4000


US_PHONE = st.builds(
    lambda a, b, c: f"{a}{b}{c:04d}",
    st.sampled_from(["503", "206", "312", "773", "971", "541", "212", "415"]),
    st.sampled_from(["555", "234", "867", "392", "441"]),
    st.integers(0, 9999),
)


def _formats(d: str) -> list[str]:
    a, b, c = d[:3], d[3:6], d[6:]
    return [
        f"{a}-{b}-{c}",
        f"({a}) {b}-{c}",
        f"{a}.{b}.{c}",
        f"{a} {b} {c}",
        f"+1 {a} {b} {c}",
        f"+1 ({a}) {b}-{c}",
        f"1-{a}-{b}-{c}",
        f"+1-{a}-{b}-{c}",
        f"{a}{b}{c}",
        f"+1{a}{b}{c}",
    ]


@settings(max_examples=60, deadline=None)
@given(US_PHONE, st.data())
def test_any_formatting_of_a_phone_is_the_same_value(digits, data):
    import phonenumbers

    assume(phonenumbers.is_valid_number(phonenumbers.parse(digits, "US")))
    fa = data.draw(st.sampled_from(_formats(digits)))
    fb = data.draw(st.sampled_from(_formats(digits)))
    a, b = only(f"call {fa} today"), only(f"Phone: {fb}.")
    assert a.kind is b.kind is Kind.PHONE
    assert a.raw == fa and b.raw == fb
    assert same_value(a, b)


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(["DE", "FR", "ES", "GB"]), st.integers(0, 10**6), st.data())
def test_any_formatting_of_a_european_phone_is_the_same_value(region, seed, data):
    import phonenumbers
    from phonenumbers import PhoneNumberFormat as F

    example_number = phonenumbers.example_number_for_type(region, phonenumbers.PhoneNumberType.MOBILE)
    nsn = str(example_number.national_number)
    tail = f"{seed:06d}"[-4:]
    number = phonenumbers.parse(nsn[:-4] + tail, region)
    assume(phonenumbers.is_valid_number(number))
    forms = [phonenumbers.format_number(number, f) for f in (F.NATIONAL, F.INTERNATIONAL, F.E164)]
    lang = {"DE": "de", "FR": "fr", "ES": "es", "GB": "en"}[region]
    fa, fb = data.draw(st.sampled_from(forms)), data.draw(st.sampled_from(forms))
    a, b = only(f"Tel {fa}", lang), only(f"{fb} (new)", lang)
    assert a.kind is b.kind is Kind.PHONE and same_value(a, b)
    assert a.key == phonenumbers.format_number(number, F.E164)


NEUTRAL = st.lists(
    st.sampled_from(
        [
            "Tomas",
            "lives",
            "near",
            "the",
            "river",
            "Notes:",
            "and",
            "(see",
            "below)",
            "-",
            "with",
            "Oma",
            "zu",
            "la",
            "chez",
        ]
    ),
    max_size=6,
).map(" ".join)
VALUE_FORMS = st.sampled_from(
    [
        "503-555-0142",
        "DE89 3704 0044 0532 0130 00",
        "4539 1488 0056 0343",
        "Lindenstraße 12",
        "88 Larch Street",
        "8 allée des Tilleuls",
        "Avenida del Puerto 14",
        "14 August 1991",
        "1991-08-14",
        "14 de agosto de 1991",
        "68.500 €",
        "$142k",
        "sasha@talentbridge.io",
        "X48213377",
        "18:30",
    ]
)


@settings(max_examples=200, deadline=None)
@given(
    NEUTRAL,
    VALUE_FORMS,
    NEUTRAL,
    st.sampled_from([" ", ", ", ": ", "; ", " ("]),
    st.sampled_from([". ", ", ", ")", "; ", " - "]),
)
def test_text_around_a_value_does_not_change_its_key(before, value, after, sep1, sep2):
    # (a capitalised word straight after a street name could be more of the name: "8 allée des Tilleuls Tomas")
    alone = only(value)
    text = f"{before}{sep1}{value}{sep2}{after}"
    hits = [v for v in find_values(text) if v.raw == value]
    assert len(hits) == 1, (text, find_values(text))
    assert hits[0].key == alone.key and hits[0].kind is alone.kind
    assert text[hits[0].start : hits[0].end] == value


DATE_FORMS = {
    "en": ["{mon} {d}, {y}", "{d} {mon} {y}", "{mon_abbr} {d}, {y}", "{y}-{m:02d}-{d:02d}", "{mon} {d}th, {y}"],
    "de": ["{d}. {mon} {y}", "{d:02d}.{m:02d}.{y}", "{d}.{m}.{y}"],
    "es": ["{d} de {mon} de {y}", "{d:02d}/{m:02d}/{y}", "{d} {mon} {y}"],
    "fr": ["{d} {mon} {y}", "{d:02d}/{m:02d}/{y}", "le {d} {mon} {y}"],
}
_MONTH_TABLE = {
    "en": "January February March April May June July August September October November December",
    "de": "Januar Februar März April Mai Juni Juli August September Oktober November Dezember",
    "es": "enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre",
    "fr": "janvier février mars avril mai juin juillet août septembre octobre novembre décembre",
}
MONTH_NAMES = {lang: names.split() for lang, names in _MONTH_TABLE.items()}


@settings(max_examples=150, deadline=None)
@given(
    st.dates(min_value=date(1900, 1, 1), max_value=date(2099, 12, 31)),
    st.sampled_from(["en", "de", "es", "fr"]),
    st.data(),
)
def test_dates_in_every_language_read_as_iso(day, lang, data):
    form = data.draw(st.sampled_from(DATE_FORMS[lang]))
    mon = MONTH_NAMES[lang][day.month - 1]
    written = form.format(d=day.day, m=day.month, y=day.year, mon=mon, mon_abbr=mon[:3])
    values = [v for v in find_values(f"Termin: {written}.", lang_hint=lang) if v.kind is Kind.DATE]
    assert [v.key for v in values] == [day.isoformat()], written


@settings(max_examples=60, deadline=None)
@given(
    st.dates(min_value=date(1950, 1, 1), max_value=date(2049, 12, 31)),
    st.sampled_from(["en", "de", "es", "fr"]),
    st.data(),
)
def test_dates_agree_with_dateparser(day, lang, data):
    dateparser = pytest.importorskip("dateparser")
    form = data.draw(st.sampled_from([f for f in DATE_FORMS[lang] if not f.startswith("le ")]))
    mon = MONTH_NAMES[lang][day.month - 1]
    written = form.format(d=day.day, m=day.month, y=day.year, mon=mon, mon_abbr=mon[:3])
    order = "MDY" if lang == "en" else "DMY"
    theirs = dateparser.parse(written, languages=[lang], settings={"DATE_ORDER": order, "PREFER_DAY_OF_MONTH": "first"})
    assert theirs is not None and theirs.date() == day, written
    assert only(written, lang).key == day.isoformat()


@settings(max_examples=150, deadline=None)
@given(st.integers(1, 9_999_999), st.integers(0, 99), st.sampled_from(["en", "de", "es", "fr"]))
def test_amounts_in_every_language_format(units, cents, lang):
    amount = Decimal(units) + Decimal(cents) / 100
    s = f"{units:,}"
    dotted, spaced = s.replace(",", "."), s.replace(",", NNBSP)
    written = {
        "en": f"${s}.{cents:02d}",
        "de": f"{dotted},{cents:02d} €",
        "es": f"{dotted},{cents:02d} €",
        "fr": f"{spaced},{cents:02d}{NBSP}€",
    }[lang]
    value = only(f"Betrag {written} bezahlt", lang)
    assert value.kind is Kind.MONEY and value.key.amount == amount and value.raw == written


@settings(max_examples=200, deadline=None)
@given(st.sampled_from(SAME), NEUTRAL, st.data())
def test_could_hold_agrees_with_a_full_read(group, words, data):
    lang, forms = group
    value = only(data.draw(st.sampled_from(forms)), lang)
    text = f"{words}: {data.draw(st.sampled_from(forms))}; {words}"
    assert any(same_value(value, f) for f in find_values(text, lang_hint=lang))
    assert could_hold(value, text)


@pytest.mark.parametrize(
    "line",
    [
        "Meine Rentenversicherungsnummer: 65 120382 L 037.",
        "die rentenkasse will meine versicherungsnummer für'n antrag, 65120382L037.",
        "Versicherungsnummer als 65-120382-L-037 einjetragen.",
    ],
)
def test_a_german_pension_insurance_number_is_one_value_in_any_form(line):
    """Area, birth date, the last name's initial, serial and check digit, grouped, run together or dashed: one
    number (its check digit is not checked: people write it wrong)."""
    v = only(line, "de")
    assert v.kind is Kind.NATIONAL_ID and v.key == "65120382L037" and v.subkind == "rvnr", v


@pytest.mark.parametrize(
    ("line", "raw", "subkind"),
    [
        ("- Mei Codice fiscale: GMPNLS68E52G328L.", "GMPNLS68E52G328L", "codice_fiscale"),
        ("des isch GMP NLS 68E52 G328L. merk dir des", "GMP NLS 68E52 G328L", "codice_fiscale"),
        ("Formular ausgfüllt, Codice fiscale GMP-NLS-68E52-G328L.", "GMP-NLS-68E52-G328L", "codice_fiscale"),
        ("- Mon numéro AVS: 756.4821.3370.52.", "756.4821.3370.52", "avs"),
        ("Rempli le formulaire, AVS 756 4821 3370 52. Fernand en copie.", "756 4821 3370 52", "avs"),
        ("- Mi cédula: 1712845093.", "1712845093", "cedula"),
        ("me piden la cedula, es la 171284509-3, guardemela", "171284509-3", "cedula"),
        ("el seguro de vida del Metro, cédula 17 1284 5093.", "17 1284 5093", "cedula"),
    ],
)
def test_italian_swiss_and_ecuadorian_national_ids(line, raw, subkind):
    """A codice fiscale (its check letter: on its own), an AVS number and a cédula (labelled: a made-up one fails
    its check), in each way people write them; their keys are the same however grouped."""
    (v,) = [v for v in find_values(line) if v.kind == Kind.NATIONAL_ID]
    assert (v.raw, v.subkind) == (raw, subkind)
    assert [v.kind for v in find_values("- Llamar al 0991234567 mañana.")] == [Kind.PHONE]


@pytest.mark.parametrize(
    ("line", "kind"),
    [
        ("- Natación con la profe Karla Mena (8555-4419).", Kind.PHONE),
        ("- Call Tomas Berg (4455 6677) after six.", Kind.PHONE),
        ("- Protect helpline (case 4471-22).", Kind.CODE),  # no name before the bracket
        ("- Karla Mena (1998-2004) coached the club.", Kind.CODE),  # years, no number
    ],
)
def test_a_short_number_in_brackets_after_a_name_is_their_phone(line, kind):
    """Notes give someone's number in brackets after their name ("la profe Karla Mena (8555-4419)"), as a label
    would; a short grouped number elsewhere in brackets is no phone."""
    found = [v for v in find_values(line) if "-" in v.raw or " " in v.raw]
    assert [v.kind for v in found] == [kind], found


@pytest.mark.parametrize(
    ("line", "raw"),
    [
        ("- My IRD number: 087-432-915.", "087-432-915"),
        ("- Bryce IRD 49-091-850", "49-091-850"),
        ("Filled in the ACC form for my shoulder, IRD 087 432 915 at the bottom.", "087 432 915"),
        ("the accountant wants my IRD number for the return, its 087432915, hang onto it", "087432915"),
    ],
)
def test_a_new_zealand_ird_number_labelled_is_one_in_any_form(line, raw):
    """New Zealand's tax number under its label, dashed, spaced or run together (a made-up one fails its check, so
    the label makes it one); unlabelled, nine digits stay a phone number."""
    (v,) = find_values(line)
    assert (v.raw, v.kind, v.subkind) == (raw, Kind.NATIONAL_ID, "ird"), v
    assert [v.kind for v in find_values("Call 087 432 915 now")] == [Kind.PHONE]
