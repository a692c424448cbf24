"""Values written in text (phone numbers, addresses, ids, dates, amounts), with spans and comparable keys.

The planner's own recognisers, in the shape of `find_values` (kind, span, key, strength): enough to tie a
request to the values that state it and to follow them to their other mentions. Phone numbers are
compared by their digits, ids and IBANs by letters and digits, dates by calendar day, amounts by value,
street addresses by street name and number.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation

from .words import fold

_MONTHS = {
    **{
        m: i
        for i, ms in enumerate(
            [
                ("january", "jan", "januar", "janner", "enero", "ene", "janvier", "janv"),
                ("february", "feb", "februar", "febrero", "fevrier", "fevr", "fev"),
                ("march", "mar", "marz", "maerz", "marzo", "mars"),
                ("april", "apr", "abril", "abr", "avril", "avr"),
                ("may", "mai", "mayo"),
                ("june", "jun", "juni", "junio", "juin"),
                ("july", "jul", "juli", "julio", "juillet", "juil"),
                ("august", "aug", "agosto", "ago", "aout"),
                ("september", "sep", "sept", "septiembre", "septembre"),
                ("october", "oct", "oktober", "okt", "octubre", "octobre"),
                ("november", "nov", "noviembre", "novembre"),
                ("december", "dec", "dezember", "dez", "diciembre", "dic", "decembre"),
            ],
            start=1,
        )
        for m in ms
    },
}
_MONTH = r"(?:" + "|".join(sorted((re.escape(m) for m in _MONTHS), key=len, reverse=True)) + r")\.?"

PHONE = re.compile(r"(?<![\w+/.\-])(?:\+|00)?\d(?:[\d \t().\-/]{5,18})\d(?![\w/])")
EMAIL = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+", re.UNICODE)
CODE = re.compile(r"(?<![\w@])(?=[A-Z0-9]*\d)(?=[A-Z0-9]*[A-Z])[A-Z0-9]{6,}(?![\w@])")
IBAN = re.compile(r"\b[A-Z]{2}\d{2}(?:[ ]?[A-Z0-9]{2,4}){3,8}\b")
DATE_ISO = re.compile(r"\b(\d{4})-(\d{1,2})-(\d{1,2})\b")
DATE_NUM = re.compile(r"(?<![\d.])(\d{1,2})[./](\d{1,2})\.?(?:[./](\d{2,4}))?(?![\d])")
DATE_DAY_MONTH = re.compile(
    rf"\b(\d{{1,2}})(?:\.|st|nd|rd|th|er|º)?\s+(?:de\s+|of\s+)?({_MONTH})(?:,?\s+(?:de\s+)?(\d{{4}}))?\b", re.I
)
DATE_MONTH_DAY = re.compile(rf"\b({_MONTH})\s+(\d{{1,2}})(?:st|nd|rd|th)?(?:,?\s+(\d{{4}}))?\b", re.I)
MONEY = re.compile(
    r"(?:(?P<cur1>[$€£])\s?(?P<a1>\d[\d.,\s]*\d|\d)(?P<k1>\s?(?:k|K|thousand|mil|Tausend|mille)\b)?"
    r"|(?P<a2>\d[\d.,\u00a0\u202f ]*\d|\d)(?P<k2>\s?(?:k|K|thousand|mil|Tausend|mille)\b)?"
    r"\s?(?P<cur2>€|EUR|USD|\$|euros?)(?!\w))"
    r"|(?P<a3>\d{2,3}(?:[.,]\d)?)\s?(?P<k3>k|K|thousand|Tausend|mil|mille)\b",
)
STREET = re.compile(
    r"\b\d{1,5}[A-Za-z]?,?\s+(?:[A-Z][\w'.-]*\s+){0,3}?(?:(?:Street|Avenue|Road|Lane|Drive|Court|Place|"
    r"Boulevard|Way|Terrace|Circle|Parkway|Highway|Square)\b|(?:St|Ave|Rd|Ln|Dr|Ct|Pl|Blvd)\b\.?)"
    r"|\b(?:[A-ZÄÖÜ][\wäöüß-]*(?:straße|strasse|str\.|weg|gasse|platz|allee|ring|damm|ufer)|Am\s+[A-ZÄÖÜ]\w+|An\s+der\s+\w+)\s+\d{1,4}[a-z]?\b"
    r"|\b(?:Calle|C/|Avenida|Av\.|Avda\.|Paseo|Plaza|Pza\.|Camino|Carrer|Ronda)\s+(?:de\s+(?:la\s+|los\s+)?|del\s+)?[A-ZÁÉÍÓÚÑ][\wáéíóúñ-]*(?:\s+[A-ZÁÉÍÓÚÑ][\wáéíóúñ-]*)*,?\s+\d{1,4}\b"
    r"|\b\d{1,4}(?:\s?(?:bis|ter))?,?\s+(?:rue|avenue|av\.|boulevard|bd|allée|allee|place|chemin|impasse|quai|cours|route)\s+(?:de\s+la\s+|des\s+|du\s+|de\s+l'|d'|de\s+)?[A-ZÉÈ][\w'éèêàç-]*(?:\s+[A-ZÉÈ][\w'éèêàç-]*)*",
    re.UNICODE,
)
POSTCODE = re.compile(r"\b(\d{5})(?:-\d{4})?\b")
_STREET_WORDS = {
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
    "place": "pl",
    "pl": "pl",
    "boulevard": "blvd",
    "blvd": "blvd",
    "bd": "blvd",
    "calle": "calle",
    "c": "calle",
    "strasse": "str",
    "str": "str",
    "rue": "rue",
    "allee": "allee",
    "paseo": "paseo",
    "plaza": "plaza",
}


@dataclass(frozen=True)
class FoundValue:
    kind: str  # phone | email | iban | card | code | date | money | street_address | postcode
    span: tuple[int, int]
    raw: str
    key: object
    strong: bool

    @property
    def start(self) -> int:
        return self.span[0]

    @property
    def end(self) -> int:
        return self.span[1]


def _digits(s: str) -> str:
    return re.sub(r"\D", "", s)


def _luhn(digits: str) -> bool:
    total, alt = 0, False
    for ch in reversed(digits):
        d = int(ch)
        if alt:
            d = d * 2 - 9 if d > 4 else d * 2
        total += d
        alt = not alt
    return total % 10 == 0


def find_values(text: str) -> list[FoundValue]:
    """Every value written in `text`, left to right, overlaps resolved in favour of the more specific kind."""
    if not re.search(r"[\d@]", text):
        return []
    found: list[FoundValue] = []
    for m in EMAIL.finditer(text):
        found.append(FoundValue("email", m.span(), m.group(0), m.group(0).lower(), True))
    for m in IBAN.finditer(text):
        key = re.sub(r"\s", "", m.group(0)).upper()
        if len(key) >= 15:
            found.append(FoundValue("iban", m.span(), m.group(0), key, True))
    for m in STREET.finditer(text):
        found.append(FoundValue("street_address", m.span(), m.group(0), _street_key(m.group(0)), True))
    for m in DATE_ISO.finditer(text):
        y, mo, d = int(m.group(1)), int(m.group(2)), int(m.group(3))
        if 1 <= mo <= 12 and 1 <= d <= 31:
            found.append(FoundValue("date", m.span(), m.group(0), (y, mo, d), False))
    for m in DATE_DAY_MONTH.finditer(text):
        mo = _MONTHS.get(fold(m.group(2)).rstrip("."))
        if mo and 1 <= int(m.group(1)) <= 31:
            y = int(m.group(3)) if m.group(3) else None
            found.append(FoundValue("date", m.span(), m.group(0), (y, mo, int(m.group(1))), False))
    for m in DATE_MONTH_DAY.finditer(text):
        mo = _MONTHS.get(fold(m.group(1)).rstrip("."))
        if mo and 1 <= int(m.group(2)) <= 31 and len(m.group(1)) >= 3:
            y = int(m.group(3)) if m.group(3) else None
            found.append(FoundValue("date", m.span(), m.group(0), (y, mo, int(m.group(2))), False))
    for m in DATE_NUM.finditer(text):
        a, b = int(m.group(1)), int(m.group(2))
        y = m.group(3)
        sep = text[m.start(1) + len(m.group(1))]
        if sep == "/" and not y:
            continue  # "09/28" is a card expiry, "1/2" a fraction
        day, mo = (a, b) if a <= 31 and b <= 12 else (b, a)
        if 1 <= mo <= 12 and 1 <= day <= 31:
            year = (int(y) + (2000 if int(y) < 50 else 1900) if y and len(y) == 2 else int(y)) if y else None
            found.append(FoundValue("date", m.span(), m.group(0), (year, mo, day), False))
    for m in MONEY.finditer(text):
        v = _money(m)
        if v is not None:
            found.append(FoundValue("money", m.span(), m.group(0).strip(), v, True))
    for m in PHONE.finditer(text):
        raw = m.group(0).strip()
        d = _digits(raw)
        start = m.start() + (len(m.group(0)) - len(m.group(0).lstrip()))
        span = (start, start + len(raw))
        if 13 <= len(d) <= 19 and _luhn(d) and " " in raw:
            found.append(FoundValue("card", span, raw, d, True))
        elif 9 <= len(d) <= 15 and re.search(r"[ .\-()]", raw) or raw.startswith(("+", "00")):
            if re.fullmatch(r"\d{4}[-./]\d{1,2}[-./]\d{1,2}", raw):
                continue
            found.append(FoundValue("phone", span, raw, d[-9:], True))
        elif len(d) >= 6:
            found.append(FoundValue("code", span, raw, d, len(d) >= 8))
    for m in CODE.finditer(text):
        found.append(FoundValue("code", m.span(), m.group(0), m.group(0).upper(), True))
    for m in POSTCODE.finditer(text):
        found.append(FoundValue("postcode", m.span(), m.group(0), m.group(1), False))
    return _resolve(found)


_PRIORITY = {
    "email": 0,
    "iban": 1,
    "card": 2,
    "street_address": 3,
    "money": 4,
    "date": 5,
    "phone": 6,
    "code": 7,
    "postcode": 8,
}


def _resolve(found: list[FoundValue]) -> list[FoundValue]:
    found.sort(key=lambda v: (_PRIORITY[v.kind], -(v.end - v.start)))
    out: list[FoundValue] = []
    for v in found:
        if any(v.start < o.end and o.start < v.end for o in out):
            if v.kind == "postcode" and any(
                o.kind == "street_address" for o in out if v.start < o.end and o.start < v.end
            ):
                continue
            continue
        out.append(v)
    return sorted(out, key=lambda v: v.start)


def _money(m: re.Match) -> tuple[Decimal, str | None] | None:
    amount = m.group("a1") or m.group("a2") or m.group("a3")
    mult = m.group("k1") or m.group("k2") or m.group("k3")
    cur = m.group("cur1") or m.group("cur2")
    if not amount:
        return None
    a = amount.replace("\u00a0", " ").replace("\u202f", " ").strip()
    if re.fullmatch(r"\d{1,3}(?:[., ]\d{3})+(?:[.,]\d{1,2})?", a):
        body, _, cents = a.rpartition(",") if re.search(r",\d{1,2}$", a) else (a, "", "")
        if re.search(r"\.\d{1,2}$", a) and not re.search(r"\.\d{3}$", a):
            body, _, cents = a.rpartition(".")
        digits = re.sub(r"[., ]", "", body)
        value = Decimal(digits) + (Decimal("0." + cents) if cents else 0)
    else:
        try:
            value = Decimal(a.replace(",", ".").replace(" ", ""))
        except InvalidOperation:
            return None
    if mult:
        value *= 1000
    if value < 100 and not cur:
        return None
    return value, ({"$": "USD", "€": "EUR", "£": "GBP"}.get(cur, cur.upper()[:3] if cur else None))


def _street_key(raw: str) -> tuple[str, str]:
    ws = re.findall(r"[^\W_]+", fold(raw))
    number = next((w for w in ws if w[:1].isdigit()), "")
    names = []
    for w in ws:
        if w[:1].isdigit() or w in ("de", "del", "la", "los", "des", "du", "d", "l", "an", "der", "am", "bis"):
            continue
        for long, short in (("strasse", "str"), ("weg", "weg")):
            if w.endswith(long) and w != long:
                w = w[: -len(long)] + short
        names.append(_STREET_WORDS.get(w, w))
    return " ".join(sorted(names)), number


def same(a: FoundValue, b: FoundValue) -> bool:
    if a.kind != b.kind:
        return False
    if a.kind == "date":
        ya, ma, da = a.key
        yb, mb, db = b.key
        return (ma, da) == (mb, db) and (ya is None or yb is None or ya == yb)
    if a.kind == "money":
        return a.key[0] == b.key[0]
    return a.key == b.key


_CITY = r"[A-ZÀ-Ý][\w'-]+(?:\s+[A-ZÀ-Ý][\w'-]+)*"
_PLACE_TAIL = re.compile(
    rf"(?:,?\s*(?:[A-Z]{{2}}\s+\d{{5}}(?:-\d{{4}})?|\d{{4,5}}\s+{_CITY}|{_CITY}(?:\s+\d{{4,5}})?|\d{{5}})){{1,3}}"
)


def place_end(text: str, end: int) -> int:
    """Where a street address written at `...end` really ends: with its city, state and postcode
    ("212 Juniper Court, Eugene, OR 97401", "Lindenstr. 12, 50674 Köln"); `end` when none follows."""
    m = _PLACE_TAIL.match(text, end)
    if not m or not re.search(r"\d{4,5}|,\s*[A-Z]", m.group(0)):
        return end
    return end + len(m.group(0).rstrip(" ,"))
