"""Street addresses and postcodes in English, German, Spanish and French.

A street is keyed by its canonical type word and its name (accents, case and articles dropped), and its
house number: "Lindenstr. 12" = "Lindenstraße 12" = "Lindenstrasse 12"; "Av. del Puerto 14" = "Avenida del
Puerto 14"; "8 allée des Tilleuls" = "8, Allée des Tilleuls"; "88 Larch Street" = "88 Larch St.". A street
with a number is strong; a street named without one ("Wohnung Graefestraße") is weak and equals the same
street with any number.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from lethe.language.text import word_set

from ._text import Cand, Ctx, fold, words_of
from .dates import MONTHS
from .model import Kind, Street

# canonical type words (folded spellings -> one form shared across languages where they mean the same)
_TYPES = {
    "strasse": "str",
    "str": "str",
    "street": "st",
    "st": "st",
    "avenue": "av",
    "ave": "av",
    "av": "av",
    "avenida": "av",
    "avda": "av",
    "road": "rd",
    "rd": "rd",
    "lane": "ln",
    "ln": "ln",
    "drive": "dr",
    "dr": "dr",
    "court": "ct",
    "ct": "ct",
    "boulevard": "bd",
    "blvd": "bd",
    "bd": "bd",
    "boul": "bd",
    "bld": "bd",
    "place": "pl",
    "pl": "pl",
    "platz": "pl",
    "plaza": "pl",
    "pza": "pl",
    "terrace": "ter",
    "ter": "ter",
    "circle": "cir",
    "cir": "cir",
    "parkway": "pkwy",
    "pkwy": "pkwy",
    "highway": "hwy",
    "hwy": "hwy",
    "square": "sq",
    "sq": "sq",
    "trail": "trl",
    "trl": "trl",
    "crescent": "cres",
    "cres": "cres",
    "calle": "calle",
    "c": "calle",
    "carrer": "calle",
    "paseo": "paseo",
    "po": "paseo",
    "p": "paseo",
    "carretera": "ctra",
    "ctra": "ctra",
    "allee": "allee",
    "all": "allee",
    "impasse": "imp",
    "imp": "imp",
    "route": "rte",
    "rte": "rte",
    "chemin": "chemin",
    "ch": "chemin",
    "chaussee": "chaussee",
    "faubourg": "fg",
    "fg": "fg",
}
_PARTICLES = word_set("de del la las los el y des du le les l d der die das den dem the of di da do")
_NAME_WORDS = {"st": "saint", "ste": "sainte", "sta": "santa", "sto": "santo", "north": "n", "south": "s"}
_NAME_WORDS |= {"east": "e", "west": "w", "mount": "mt"}
_TYPE_MARKS = re.compile(r"[./º°]+")
_NAME_SPLIT = re.compile(r"[\s\-'.]+")


def street_key(type_word: str, name: str, number: str | None) -> Street:
    t = _TYPE_MARKS.sub("", fold(type_word)).strip()
    t = _TYPES.get(t, t)
    words = [w for w in _NAME_SPLIT.split(fold(name)) if w]
    words = [_NAME_WORDS.get(w, w) for w in words if w not in _PARTICLES]
    num = "".join(number.split()).lower() if number else None
    return Street(" ".join(x for x in (t, *words) if x), num)


_CAP = r"[A-ZÄÖÜÁÉÍÓÚÑÀÂÈÊÎÔÛÇ]"
_LOW = r"[a-zäöüßáéíóúñàâèêîôûçëïœ]"
_NUMBER = r"[0-9]{1,5}(?:\s?[a-zA-Z](?![\w]))?(?:\s?[-/]\s?[0-9]{1,5}[a-z]?)?"

# English: 88 Larch Street · 2150 N Fremont St · 4410 Crestview Dr · 14 birch ln.
_EN_TYPES = (
    r"Street|St|Lane|Ln|Avenue|Ave|Av|Road|Rd|Boulevard|Blvd|Drive|Dr|Court|Ct|Way|Place|Pl|Terrace|Ter|Circle|Cir|"
    r"Parkway|Pkwy|Highway|Hwy|Square|Sq|Loop|Trail|Trl|Row|Close|Crescent|Cres|Walk|Grove|Gardens|Mews|Alley|Plaza"
)
_EN_STOP = word_set(
    """the a an my his her our their your on at in to of and or for per more other few many some every this that
    these those times hours days weeks months years minutes people miles km kids min mins hr hrs sec secs"""
)
_EN = re.compile(
    # "9/3 Warrender Park Road" (flat 3 of number 9, as Edinburgh writes it); "1482, 4e Avenue" (Québec)
    rf"(?=[0-9])(?<![\w.,/:-])(?P<num>[0-9]{{1,6}}[A-Za-z]?(?:/[0-9]{{1,4}}[A-Za-z]?)?)"
    rf"(?:,\s+(?=[0-9]{{1,3}}(?:e|re|er|ème)\s)|\s+)"
    rf"(?P<name>(?:(?:[NSEW]|NE|NW|SE|SW|North|South|East|West)\.?\s+)?(?:(?:{_CAP}|[0-9])[\w'-]*\.?\s+){{0,3}}(?:{_CAP}|[0-9])[\w'-]*"
    rf"|[a-z][a-z'-]+(?:\s+[a-z][a-z'-]+)?)"
    rf"\s+(?P<type>(?i:{_EN_TYPES}))(?![\w])(?P<dot>\.)?"
)
# the number after the street, as much of West Africa and Europe writes an English street: "Kololi Road 17"
_EN_NUMBER_AFTER = re.compile(
    rf"(?<![\w'-])(?P<name>{_CAP}[\w'-]+(?:\s+{_CAP}[\w'-]+){{0,2}})\s+"
    rf"(?P<type>Street|Road|Avenue|Lane|Drive|Close|Crescent|Terrace|Way)\s+(?P<num>[0-9]{{1,3}}[A-Za-z]?)(?![\w%]|[.,:/-][0-9])"
    r"(?!\s+(?:times|x|km|miles|mins?|minutes|hours?|days?|weeks?|months?|years?|people|kids|mph|km/h)\b)"
)
# a number and a street's bare name after where someone lives: "Flat at 41 Fossway, Walker", "his own place, 41
# Fossway, Walker" (a street written without "Road", as some are named)
_EN_BARE_AT = re.compile(
    rf"(?i:\b(?:flat|house|home|place|lives|living|moved|address)\b)(?:\s+at|,)?\s+"
    rf"(?P<num>[0-9]{{1,4}}[A-Za-z]?)\s+(?P<name>{_CAP}[a-z][\w'-]+)(?=\s*[,;]\s*{_CAP})"
)
_BARE_CUES = frozenset({"flat", "house", "home", "place", "lives", "living", "moved", "address"})
# German compounds: Lindenstr. 12 · Weserstraße 41 · Karl-Marx-Straße 5 · Graefestraße (no number: weak)
_DE_SUFFIX = r"straße|strasse|str\.|str(?=\s+[0-9])|gasse|allee|platz|weg|damm|ring|ufer|chaussee|steig|pfad|markt"
_DE_COMPOUND = re.compile(
    rf"(?<![\w-])(?P<name>{_CAP}[\w'-]*?-?)(?P<type>{_DE_SUFFIX}|(?<=-)(?i:{_DE_SUFFIX}))(?![\w])(?:\s+(?P<num>{_NUMBER}))?(?![\w])"
)
_DE_NUMBERLESS = {"straße", "strasse", "str.", "gasse", "allee"}
# German two words: Berliner Straße 5 · Unter den Linden 77 · Am Rosengarten 5
_DE_WORDS = re.compile(
    rf"(?<![\w-])(?P<name>{_CAP}[\w'-]*)\s+(?P<type>Straße|Strasse|Str\.|Gasse|Allee|Platz|Weg|Damm|Ring|Ufer|Chaussee)"
    rf"(?:\s+(?P<num>{_NUMBER}))?(?![\w])"
    rf"|(?<![\w-])(?P<type2>Am|An der|An den|Im|In der|In den|Auf der|Auf dem|Zum|Zur|Unter den|Hinter der|Vor dem)"
    rf"\s+(?P<name2>{_CAP}[\w'-]+(?:\s{_CAP}[\w'-]+)?)\s+(?P<num2>[0-9]{{1,4}}[a-z]?)(?=\s*(?:$|[,;)]|\.(?!\S)|[0-9]{{5}}\s))"
)
# Spanish: Calle de Embajadores 57 · Av. del Puerto 112 · C/ Mayor 5 · Paseo de la Castellana 100
_ES_PART = r"(?:de\s+la|de\s+las|de\s+los|del|de|la|las|los|el|y)"
_ES_NAME = rf"(?:{_ES_PART}\s+)?{_CAP}[\w'.-]*(?:\s+(?:{_ES_PART}\s+)?{_CAP}[\w'.-]*){{0,3}}"
_ES = re.compile(
    rf"(?<![\w-])(?P<type>Calle|C/|Avenida|Avda\.?|Av\.|Paseo|P[º°]|Plaza|Pza\.?|Camino|Carretera|Ctra\.|Ronda|Travesía"
    rf"|Glorieta|Carrer|Rambla|Vía|Pasaje|calle|avenida|paseo|plaza|camino|carretera|ronda|travesía|glorieta|carrer"
    rf"|rambla|pasaje)\s*(?P<name>{_ES_NAME})(?:,?\s+(?:n[º°o]\.?\s*)?(?P<num>[0-9]{{1,4}}[A-Za-z]?)(?![\w]|[.,][0-9]))?"
)
# Río de la Plata and much of Latin America write no street word: "en Rosario, Mendoza 2540" (a town, then a
# street's name and its number), "en Córdoba, Av. Colón 1234" is `_ES`'s
_ES_BARE = re.compile(
    rf"(?<![\w])[Ee]n\s+{_CAP}[\w'-]+(?:\s+{_CAP}[\w'-]+){{0,2}},\s+(?P<name>{_ES_NAME})\s+(?P<num>[0-9]{{2,5}})"
    rf"(?![\w]|[.,:/][0-9]|\s*(?:€|\$|%|km|kg|m²|hs?\b|años|pesos))"
)
_ES_NUMBERLESS = {"calle", "avenida", "paseo", "carrer", "rambla", "travesía", "glorieta"}
# Colombia's grid: "Carrera 5 # 26-40", "Calle 70 # 9-12", "Cra. 7 No. 45-10", "Diagonal 40A Bis # 20-15"
_CO = re.compile(
    r"(?<![\w-])(?P<type>Calle|Carrera|Cra\.?|Cr\.?|Kra\.?|Cl\.?|Avenida|Av\.?|Diagonal|Dg\.?|Transversal|Tv\.?)"
    r"\s+(?P<name>[0-9]{1,3}\s?[A-Z]?(?:\s+Bis)?)\s*(?:#|No\.?|N[º°]\.?)\s*(?P<num>[0-9]{1,3}\s?[A-Z]?\s*-\s*[0-9]{1,3})"
    r"(?![\w])"
)
# Puerto Rico: "Urb. Santa Juanita, Calle 12 DD-4" (an estate, a numbered street, a block and lot)
_PR = re.compile(
    r"(?<![\w-])(?P<type>Calle|C/)\s+(?P<name>[0-9]{1,3}[A-Z]?)\s+(?P<num>[A-Z]{1,3}-?[0-9]{1,3})(?![\w-])"
    rf"|(?<![\w-])(?P<type2>Urb\.|Urbanización|Urbanizacion)\s*(?P<name2>{_ES_NAME})"
    r"(?P<street2>,?\s+Calle\s+[0-9]{1,3}[A-Z]?\s+[A-Z]{1,3}-?[0-9]{1,3}(?![\w-]))?"
)
_PR_TRIGGERS = frozenset({"calle", "c", "urb", "urbanizacion", "urbanización"})
_CO_TRIGGERS = frozenset({"calle", "carrera", "cra", "cr", "kra", "cl", "avenida", "av", "diagonal", "dg"})
_CO_TRIGGERS |= {"transversal", "tv"}
_CO_NUMBER_SIGN = re.compile(r"#|\bN[oº°]\.?\s*[0-9]")
# French: 27 rue Sainte-Catherine · 8 allée des Tilleuls · 8, Allée des Tilleuls · 12 bis av. Foch
_FR_PART = r"(?:de\s+la|de\s+l'|du|des|de|d'|la|le|les|l'|et)"
_FR_NAME = rf"(?:{_FR_PART}\s*)?{_CAP}[\w'-]*(?:\s+(?:{_FR_PART}\s*)?{_CAP}[\w'-]*){{0,3}}"
_FR_TYPES = (
    r"rue|avenue|av\.|boulevard|bd|boul\.|allée|allee|all\.|impasse|imp\.|chemin|place|pl\.|quai|cours|route|rte"
    r"|square|passage|chaussée|faubourg|fg|rond-point|voie|sentier|villa|cité|parvis|esplanade|promenade|montée|mail"
)
_FR = re.compile(
    rf"(?<![\w.,/-])(?:(?P<num>[0-9]{{1,4}}(?:\s?(?:bis|ter|[a-zA-Z])(?![\w]))?),?\s+)?"
    rf"(?P<type>(?i:{_FR_TYPES}))(?![\w])\s+(?P<name>{_FR_NAME})"
    # Belgium and Switzerland write the number after the name: "rue de la Boverie 112, 4100 Seraing"
    rf"(?:(?<![0-9])\s+(?P<after>[0-9]{{1,4}}(?:\s?(?:bis|ter|[a-z])(?![\w]))?)(?=\s*(?:$|[,;)]|\.(?!\S)|[0-9]{{4,5}}\s)))?"
)
_FR_NUMBERLESS = {"rue", "allee", "boulevard", "impasse", "avenue", "chemin", "quai"}
_NOT_NAMES = frozenset(
    fold(w)
    for w in word_set(
        """januar februar märz april mai juni juli august september oktober november dezember montag dienstag
        mittwoch donnerstag freitag samstag sonntag wochenende ende anfang moment jahr sommer winter herbst frühling
        morgen abend"""
    )
)


_EN_TRIGGERS = frozenset(fold(t) for t in _EN_TYPES.split("|"))
_DE_ENDINGS = ("straße", "strasse", "str", "gasse", "allee", "platz", "weg", "damm", "ring", "ufer", "chaussee")
_DE_ENDINGS += ("steig", "pfad", "markt")
_DE_PREFIXES = frozenset({"am", "an", "im", "in", "auf", "zum", "zur", "unter", "hinter", "vor"})
_DE_PREFIX_CAPITALISED = re.compile(r"(?<![\w])(?:Am|An|Im|In|Auf|Zum|Zur|Unter|Hinter|Vor) ")
_DE_WORD_TYPES = frozenset({"straße", "strasse", "str", "gasse", "allee", "platz", "weg", "damm", "ring", "ufer"})
_DE_WORD_TYPES |= {"chaussee"}
_ES_TRIGGERS = frozenset(
    {"calle", "c", "avenida", "avda", "av", "paseo", "p", "pº", "p°", "plaza", "pza", "camino", "carretera", "ctra"}
    | {"ronda", "travesía", "glorieta", "carrer", "rambla", "vía", "pasaje"}
)
_FR_TRIGGERS = frozenset(w.replace("\\.", "").split("-")[0] for w in _FR_TYPES.split("|"))


def find_streets(line: str, ctx: Ctx) -> Iterator[Cand]:
    words = words_of(line)
    if words & _EN_TRIGGERS or words & _BARE_CUES:
        yield from _english(line)
    if any(w.endswith(_DE_ENDINGS) for w in words):
        yield from _german_compounds(line)
    if words & _DE_WORD_TYPES or words & _DE_PREFIXES and _DE_PREFIX_CAPITALISED.search(line):
        yield from _german_words(line)
    if words & _ES_TRIGGERS:
        yield from _spanish(line)
    if words & _PR_TRIGGERS:
        for m in _PR.finditer(line):
            if m.group("type"):
                key = street_key(m.group("type"), m.group("name"), m.group("num").replace("-", ""))
                yield Cand(m.start(), m.end(), Kind.STREET_ADDRESS, key, True, "es")
            else:
                name = m.group("name2").rstrip(".")
                end = m.end("street2") if m.group("street2") else m.start("name2") + len(name)
                key = street_key("urb", name, None)
                yield Cand(m.start(), end, Kind.STREET_ADDRESS, key, bool(m.group("street2")), "es")
    if words & _CO_TRIGGERS and _CO_NUMBER_SIGN.search(line):
        for m in _CO.finditer(line):
            key = street_key(m.group("type"), m.group("name"), m.group("num").replace(" ", ""))
            yield Cand(m.start(), m.end(), Kind.STREET_ADDRESS, key, True, "es")
    if "en" in words:
        for m in _ES_BARE.finditer(line):
            key = street_key("", m.group("name"), m.group("num"))
            yield Cand(m.start("name"), m.end("num"), Kind.STREET_ADDRESS, key, True, "es")
    if words & _FR_TRIGGERS:
        yield from _french(line)


def _english(line: str) -> Iterator[Cand]:
    for m in _EN.finditer(line):
        name = m.group("name")
        words = name.split()
        if words[0][:1].islower():  # "14 birch ln." written all in lower case: nothing capitalised at all
            if any(w in _EN_STOP for w in words) or not m.group("type").islower():
                continue
        elif any(w.lower() in _EN_STOP for w in words):
            continue
        abbreviated = m.group("type").lower() in ("st", "ln", "ave", "av", "rd", "blvd", "dr", "ct", "pl")
        end = m.end() if m.group("dot") and abbreviated else m.end("type")
        yield Cand(m.start(), end, Kind.STREET_ADDRESS, street_key(m.group("type"), name, m.group("num")), True, "en")
    for m in _EN_BARE_AT.finditer(line):
        if m.group("name").lower() not in _EN_STOP and not _EN.match(line, m.start("num")):
            key = street_key("", m.group("name"), m.group("num"))
            yield Cand(m.start("num"), m.end("name"), Kind.STREET_ADDRESS, key, True, "en")
    for m in _EN_NUMBER_AFTER.finditer(line):
        name = m.group("name")
        if any(w.lower() in _EN_STOP for w in name.split()):
            continue
        yield Cand(
            m.start(), m.end(), Kind.STREET_ADDRESS, street_key(m.group("type"), name, m.group("num")), True, "en"
        )


def _german_compounds(line: str) -> Iterator[Cand]:
    for m in _DE_COMPOUND.finditer(line):
        name, suffix, num = m.group("name"), m.group("type"), m.group("num")
        if len(name.rstrip("-")) < 2 or fold(name.rstrip("-")) in _NOT_NAMES:
            continue
        if not num and suffix.lower() not in _DE_NUMBERLESS:
            continue
        end = m.end("num") if num else m.end("type")
        yield Cand(m.start(), end, Kind.STREET_ADDRESS, street_key(suffix, name, num), bool(num), "de")


def _german_words(line: str) -> Iterator[Cand]:
    for m in _DE_WORDS.finditer(line):
        if m.group("type2"):
            if fold(m.group("name2").split()[0]) in _NOT_NAMES:
                continue
            key = street_key(m.group("type2"), m.group("name2"), m.group("num2"))
            yield Cand(m.start(), m.end(), Kind.STREET_ADDRESS, key, True, "de")
            continue
        num = m.group("num")
        if not num and m.group("type") not in ("Straße", "Strasse"):
            continue
        end = m.end("num") if num else m.end("type")
        key = street_key(m.group("type"), m.group("name"), num)
        yield Cand(m.start(), end, Kind.STREET_ADDRESS, key, bool(num), "de")


def _spanish(line: str) -> Iterator[Cand]:
    for m in _ES.finditer(line):
        num, t = m.group("num"), m.group("type")
        if not num and (fold(t) not in _ES_NUMBERLESS or t.islower()):
            continue  # "calle Feria 22" written in lower case holds a number; "la plaza Mayor" alone is no address
        name = m.group("name").rstrip(".")
        end = m.end("num") if num else m.start("name") + len(name)
        yield Cand(m.start(), end, Kind.STREET_ADDRESS, street_key(t, name, num), bool(num), "es")


def _french(line: str) -> Iterator[Cand]:
    for m in _FR.finditer(line):
        num, t = m.group("num"), m.group("type")
        end = m.end("name")
        if not num and m.group("after"):
            num, end = m.group("after"), m.end("after")
        if not num and fold(t) not in _FR_NUMBERLESS:
            continue
        yield Cand(m.start(), end, Kind.STREET_ADDRESS, street_key(t, m.group("name"), num), bool(num), "fr")


# ------------------------------------------------------------------------------------------ postcodes

_US_STATES = sorted(
    word_set(
        """AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND
        OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY PR"""
    )
)
_STATES = frozenset(_US_STATES)
_FIVE = re.compile(r"(?=[0-9])(?<![\w.,/-])(?P<zip>[0-9]{5})(?:(?P<plus4>-[0-9]{4})(?![\w-])|(?![\w-]|[.,][0-9]))")
_STATE_BEFORE = re.compile(r"(?<![\w])([A-Z]{2}),?\s+$")
_CITY_AFTER = re.compile(rf"\s+(?P<city>{_CAP}{_LOW}[\w'-]*)")
_EU_PREFIX = re.compile(r"(?<![\w])[A-Z]-$")
# Canada: "G1J 3B6", "H2X 1Y4" (letter digit letter, digit letter digit)
_CA_POSTCODE = re.compile(r"(?<![\w])(?P<zip>[ABCEGHJ-NPRSTVXY][0-9][A-Z] ?[0-9][A-Z][0-9])(?![\w])")
_UK_POSTCODE = re.compile(r"(?=[A-Z])(?<![\w])(?P<zip>[A-Z]{1,2}[0-9][A-Z0-9]? ?[0-9][ABD-HJLNP-UW-Z]{2})(?![\w])")
# Ireland's Eircode: a routing key ("P31", "D6W") and a unique identifier of four with a letter ("KD62")
_EIRCODE = re.compile(
    r"(?<![\w])(?P<zip>(?:[AC-FHKNPRTV-Y][0-9]{2}|D6W)\s?(?=[0-9]*[AC-FHKNPRTV-Y])[0-9AC-FHKNPRTV-Y]{4})(?![\w])"
)
_MONTH_WORDS = frozenset(fold(m) for m in MONTHS)
_NOT_CITIES = frozenset(
    fold(w)
    for w in word_set(
        """euro euros eur dollar dollars uhr people personnes personas leute menschen km miles meilen
        einwohner habitantes habitants"""
    )
)
_NOT_TOWNS = _NOT_CITIES | _MONTH_WORDS


def find_postcodes(line: str, ctx: Ctx) -> Iterator[Cand]:
    """US ZIP codes after a state ("OR 97205"), five-digit codes before a town ("50674 Köln"), UK postcodes."""
    for m in _FIVE.finditer(line):
        state = _STATE_BEFORE.search(line, max(0, m.start() - 6), m.start())
        if state and state.group(1) in _STATES:
            yield Cand(m.start(), m.end(), Kind.POSTCODE, m.group("zip"), False, "us_zip")
            continue
        city = _CITY_AFTER.match(line, m.end("zip"))
        if m.group("plus4") or not city or fold(city.group("city")) in _NOT_TOWNS:
            continue
        start = m.start() - 2 if _EU_PREFIX.search(line, max(0, m.start() - 3), m.start()) else m.start()
        yield Cand(start, m.end(), Kind.POSTCODE, m.group("zip"), False, "zip5")
    for m in _UK_POSTCODE.finditer(line):
        yield Cand(m.start("zip"), m.end("zip"), Kind.POSTCODE, m.group("zip").replace(" ", ""), False, "uk")
    for m in _CA_POSTCODE.finditer(line):
        yield Cand(m.start("zip"), m.end("zip"), Kind.POSTCODE, m.group("zip").replace(" ", ""), False, "ca")
    for m in _EIRCODE.finditer(line):
        yield Cand(m.start("zip"), m.end("zip"), Kind.POSTCODE, m.group("zip").replace(" ", ""), True, "ie")
