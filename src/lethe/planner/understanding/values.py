"""Values written in text, as the planner uses them: `lethe.language.values` (spans, keys, strengths), plus
where an address really ends (its city and postcode) and values that are whatever follows their label.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from lethe.language.values import FoundValue, Kind, find_values_of, may_spell_money, same_value  # noqa: F401 (Kind: re-exported)
from lethe.language.values import find_values as _find

_DIGIT_OR_AT = re.compile(r"[\d@]")
# a street's name and number at the end of its first part ("C/ Luchana 22", "Calle de Embajadores 31")
STREET_NAME = re.compile(r"([^\W\d_][\w'-]+)\s+(\d{1,5})\s*$")


def find_values(text: str, lang: str | None = None, kinds: frozenset[Kind] | None = None) -> list[FoundValue]:
    """The values of `text`; with `kinds`, exactly those of them that are of one of `kinds` (found faster)."""
    if not _DIGIT_OR_AT.search(text) and not may_spell_money(text):
        return []  # (a sum in words has none: "quatre-vingt-cinq mille")
    return _find(text, lang_hint=lang) if kinds is None else find_values_of(text, kinds, lang_hint=lang)


@dataclass(frozen=True)
class LabelValue:
    """A value that is whatever follows its label ("Shoe size: 10.5", "Blood type: O+")."""

    kind: str
    span: tuple[int, int]
    raw: str
    key: str
    strong: bool

    @property
    def start(self) -> int:
        return self.span[0]

    @property
    def end(self) -> int:
        return self.span[1]


def same(a, b) -> bool:
    if isinstance(a, LabelValue) or isinstance(b, LabelValue):
        return isinstance(a, LabelValue) and isinstance(b, LabelValue) and a.key == b.key
    return same_value(a, b)


def widened(v: FoundValue, text: str, end: int) -> FoundValue:
    return FoundValue(v.kind, (v.start, end), text[v.start : end], v.key, v.strength, v.subkind)


# a flat within the building: "3ºB", "2ª izq.", "Apt 4B", "Wohnung 12", "3e étage", "bajo"
_FLAT = (
    r"(?:\d{1,2}\s*[º°ª]\s*[A-Za-z]?(?:\s+(?:izq|izda|dcha|der)\.?)?"
    r"|(?:apt|apt\.|flat|unit|suite|wohnung|whg\.|top|stiege|piso|puerta|depto\.?|dpto\.?|depa|departamento|apartamento"
    r"|apto\.?|appartement|appt\.?|bloc|bloque|casa|torre|lote)\s*\w{1,4}|\d{1,2}(?:e|er|ème)\s+étage|bajo)"
)
# UK and Canadian postcodes ("EH9 1EU", "G1J 3B6"), before a city's capitalised word could take their first half
_POSTCODE = r"[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}(?![\w])|[A-Z]\d[A-Z]\s?\d[A-Z]\d(?![\w])"
# a day or a month after an address says when, it names no town ("Avenue Louise 301, Mondays 19:00")
_WHEN = (
    r"(?:(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)days?|(?:Mon|Diens|Donners|Frei|Sams|Sonn)tags?|Mittwochs?"
    r"|Lunes|Martes|Mi[ée]rcoles|Jueves|Viernes|S[áa]bados?|Domingos?|Lundis?|Mardis?|Mercredis?|Jeudis?"
    r"|Vendredis?|Samedis?|Dimanches?|January|February|March|April|May|June|July|August|September|October"
    r"|November|December|Januar|Februar|März|Juni|Juli|Oktober|Dezember|Enero|Febrero|Marzo|Abril|Mayo|Junio"
    r"|Julio|Agosto|Septiembre|Octubre|Noviembre|Diciembre|Janvier|Février|Mars|Avril|Mai|Juin|Juillet|Août"
    r"|Septembre|Octobre|Novembre|Décembre)(?![\w'-])"
)
# a town or quarter: capitalised words, with the small words inside such names ("San Pedro Garza García", "Col. del
# Valle", "Frankfurt am Main", "Castellón de la Plana"), after a quarter's short label ("Col.", "Fracc.", "Urb.")
_CITY = (
    r"(?:(?:Col|Fracc|Urb)\.\s*(?:(?:del|de\s+la|de\s+los|de|la|las|los|el)\s+)?)?"
    r"[A-ZÀ-Ý][\w'-]+(?:\s+(?:(?:del|de\s+la|de\s+las|de\s+los|de|la|las|los|el|am|an\s+der|upon|sur|di)\s+)?"
    rf"(?!{_WHEN})[A-ZÀ-Ý][\w'-]+)*"
)
_PLACE_TAIL = re.compile(
    rf"(?:,?\s*(?:(?i:{_FLAT})|{_POSTCODE}|[A-Z]{{2}}\s+\d{{5}}(?:-\d{{4}})?|\d{{4,5}}\s+{_CITY}|(?!{_WHEN}){_CITY}(?:\s+\d{{4,5}})?"
    # the quarter, in brackets or placed ("rue des Vennes 41, 4020 Liège (Fétinne)", "rue des Vennes 41, à Fétinne")
    rf"|\d{{5}}|\((?!{_WHEN}){_CITY}\)|(?:à|in|en|im)\s+(?!{_WHEN}){_CITY})){{1,4}}"
)


def place_end(text: str, end: int) -> int:
    """Where a street address written at `...end` really ends: with its city, state and postcode
    ("212 Juniper Court, Eugene, OR 97401", "Lindenstr. 12, 50674 Köln"); `end` when none follows."""
    m = _PLACE_TAIL.match(text, end)
    if not m or not re.search(rf"\d{{4,5}}|,\s*(?:(?:à|in|en|im)\s+)?[A-Z]|^,?\s*(?i:{_FLAT})", m.group(0)):
        return end
    return end + len(m.group(0).rstrip(" ,"))


# the quarter or town written before the street, after the word placing it: "moved back to Laureles, Calle 10 #38-25"
_PLACE_BEFORE = re.compile(
    # (after moving or living there: not "graphiste à Lausanne, av. de Cour 61", where someone works)
    r"\s(?:moved|moving|move|moves|back|lives|living|live|vit|habite|vive|vivo|mudó|mudo|zog|wohnt|emménagé)"
    rf"\s+(?:to|in|at|nach|en|a|à|au|dans)\s+(?!{_WHEN})[A-ZÀ-Ý][\w'-]+(?:\s+(?:de\s+|del\s+)?[A-ZÀ-Ý][\w'-]+)*,\s*\Z"
)


def place_start(text: str, start: int) -> int:
    """Where a street address written at `start...` really starts: with the quarter or town said before it and the
    word placing it ("… moved back to Laureles, Calle 10 #38-25"); `start` when none is."""
    m = _PLACE_BEFORE.search(text, 0, start)
    return m.start() if m else start


def rare_street_name(raw: str, line: str) -> tuple[str, frozenset[str]] | None:
    """A street's name no language has a word for ("Luchana" of "C/ Luchana 22"; not "Embajadores", a word),
    with the stems of the other names its line gives ("Dra. Carolina Ibarra", "Chamberí"): beside one of them,
    the name alone is the same place ("Turno Dra. Ibarra (Luchana)"). None: no such name, or nothing beside it."""
    from lethe.language.frequency import commonness
    from lethe.language.text import stem
    from lethe.language.text import tokens as norm_tokens

    m = STREET_NAME.search(raw.split(",")[0])
    name = m.group(1) if m else ""
    if not (name[:1].isupper() and name.isalpha() and len(name) >= 5 and commonness(name) < 1.0):
        return None
    body = line.lstrip(" -*+").partition(" ")[2]  # (not the line's first word: "Psiquiatra: …")
    near = [
        w
        for w in re.findall(r"(?<![\w'-])[^\W\d_][\w'-]{3,}", body)
        if w[:1].isupper() and w not in raw and commonness(w) < 4.0
    ]
    context = frozenset(stem(t) for t in norm_tokens(" ".join(near)))
    return (name, context) if context else None
