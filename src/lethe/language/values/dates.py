"""Calendar days, months, years, times of day and card expiry dates in English, German, Spanish and French.

Own month tables and patterns rather than a general date parser: every form notes use ("1991-08-14",
"14.08.1991", "Aug 14, 1991", "14. August 1991", "14 août 1991", "14 de agosto de 1991", "le 1er mai",
"am 14.05.") is read at a few microseconds a line, and nothing that is not a date is ("10 weeks", "on the 4th",
"May" alone, "2nd"). The test suite checks these readings against dateparser.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from datetime import date
from functools import lru_cache

from lethe.language.text import word_set

from ._text import Cand, Ctx, cue_before, fold, words_of
from .model import Kind

_MONTH_NAMES = {
    1: "january jan januar jänner janner enero ene janvier janv",
    2: "february feb februar febrero fevrier février fevr févr fev fév",
    3: "march mar märz maerz marz mär mrz marzo mars",
    4: "april apr abril abr avril avr",
    5: "may mai mayo",
    6: "june jun juni junio juin",
    7: "july jul juli julio juillet juil",
    8: "august aug agosto ago aout août",
    9: "september sep sept septiembre setiembre septembre",
    10: "october oct oktober okt octubre octobre",
    11: "november nov noviembre novembre",
    12: "december dec dezember dez diciembre dic decembre décembre déc",
}
MONTHS = {name: n for n, names in _MONTH_NAMES.items() for name in names.split()}
_MONTHS_FOLDED = {fold(name): n for name, n in MONTHS.items()}
# words that are also everyday words: a month only when capitalised, or right after a day number
_AMBIGUOUS = {"may", "mar", "ago"}
_ABBREVIATIONS = {
    fold(a)
    for a in word_set(
        """jan janv feb fev fevr févr fév mar mär mrz apr abr avr jun jul juil aug ago sep sept oct okt nov dec dez
        dic déc ene"""
    )
}
_FULL_NAMES = {fold(n) for n in MONTHS} - _ABBREVIATIONS
_D = r"(?P<{}>[0-3]?[0-9])(?:st|nd|rd|th|er|º|°|\.)?"
_Y = r"(?P<{}>(?:1[89]|2[01])[0-9]{{2}})(?![0-9])"


def _month_forms(month_alternation: str) -> str:
    m = rf"(?P<{{}}>(?i:{month_alternation}))\.?(?![\w])"
    return (
        # 14 August 1991 · 3. März · 14 de agosto de 1991 · 14th of August · 1er mai 2026 · 17 août
        _D.format("d1")
        + r"\s*(?:of\s+|de\s+)?"
        + m.format("m1")
        + r"(?:,?\s*(?:de\s+|del\s+)?"
        + _Y.format("y1")
        + r")?"
        # Aug 14, 1991 · August 14th · Sept 30
        + r"|"
        + m.format("m2")
        + r"\s*"
        + _D.format("d2").replace("|\\.", "")
        + r"(?![0-9:]|[.,][0-9])(?:,?\s*"  # not "Feb 3.000 €"
        + _Y.format("y2")
        + r")?"
        # August 1991 · agosto de 1991 · Jan 2026
        + r"|"
        + m.format("m3")
        + r"\s*(?:de\s+)?"
        + _Y.format("y3")
    )


_NUMERIC_FORMS = (
    # 1991-08-14 · 1991/08/14
    r"(?P<y4>(?:1[89]|2[01])[0-9]{2})(?P<s4>[-/.])(?P<m4>[01]?[0-9])(?P=s4)(?P<d4>[0-3]?[0-9])(?![0-9])"
    # 14.08.1991 · 14/08/91 · 8-14-1991
    + r"|(?P<a5>[0-3]?[0-9])(?P<s5>[./-])(?P<b5>[01]?[0-9])(?P=s5)(?P<y5>[0-9]{4}|[0-9]{2})(?![0-9]|[.,/-][0-9])"
    # 14.05. (German day and month)
    + r"|(?P<a6>[0-3]?[0-9])\.(?P<b6>[01][0-9])\.(?![0-9])"
    # 3/14 · 14/3 (no year)
    + r"|(?P<a7>[0-3]?[0-9])/(?P<b7>[0-3]?[0-9])(?![0-9/]|[.,][0-9])"
    # a month and a year: 08/2027 · 8.2027
    + r"|(?P<m9>0?[1-9]|1[0-2])[/.](?P<y9>(?:19|20)[0-9]{2})(?![0-9]|[./-][0-9])"
    # a year alone: 2031
    + r"|(?P<y8>(?:19|20)[0-9]{2})(?![\w#*]|[.,'/:-][0-9])"  # (not a keypad code: "1942#")
)
_BEFORE = r"(?<![\w.,/-])"
_DATE_NUMERIC = re.compile(r"(?=[0-9])" + _BEFORE + "(?:" + _NUMERIC_FORMS + ")")  # lines that name no month
_MONTH_WORDS = frozenset(MONTHS)
_LAST_WORD = re.compile(r"(\w+)\.$")


@lru_cache(maxsize=512)
def _date_pattern(months: frozenset[str]) -> re.Pattern:
    """Every date form, with only the month words a line holds (a short alternation scans much faster)."""
    alternation = "|".join(re.escape(m) for m in sorted(months, key=len, reverse=True))
    return re.compile(_BEFORE + "(?:" + _month_forms(alternation) + "|" + _NUMERIC_FORMS + ")")


def _day_ok(month: int, day: int, year: int | None) -> bool:
    if not (1 <= month <= 12 and 1 <= day <= 31):
        return False
    try:
        date(year if year is not None else 2000, month, day)  # 2000: a leap year, so 29 Feb stands
    except ValueError:
        return False
    return True


def _two_digit_year(y: str) -> int:
    n = int(y)
    if len(y) == 4:
        return n
    return 2000 + n if n <= 40 else 1900 + n


def _key(month: int, day: int | None, year: int | None) -> str:
    if day is None:
        return f"{year:04d}-{month:02d}" if month else f"{year:04d}"
    return f"{year:04d}-{month:02d}-{day:02d}" if year is not None else f"--{month:02d}-{day:02d}"


def _month(word: str, after_day: bool) -> int | None:
    w = fold(word)
    n = _MONTHS_FOLDED.get(w)
    if n is None:
        return None
    if w in _AMBIGUOUS and not after_day and not word[:1].isupper():
        return None  # "you may 5", "el mar 3"
    return n


# what a code's line says before the code: "Yard gate code: 5519", "Ma's lockbox on the back door (for the VNA
# nurses): 1929", "el código del candado es 1984"; four digits after it are the code, whatever year they could be
_CODE_LABEL = re.compile(
    r"\b(?i:code|codes|pin|combination|combo|lock\s*box|key\s*safe|keysafe|padlock|alarm|passcode|digicode|cadenas"
    r"|código|codigo|clave|combinación|candado|zahlencode|tür\w*code|pincode|schlüsselkasten|schlüsseltresor"
    r"|schlüsselsafe|zahlenschloss)\b[^.;\d\n]{0,60}?(?:[:=]\s*|\s(?i:is|es|ist|est|lautet)\s+)$"
)


def find_dates(line: str, ctx: Ctx) -> Iterator[Cand]:
    months = words_of(line) & _MONTH_WORDS
    pattern = _date_pattern(months) if months else _DATE_NUMERIC
    for m in pattern.finditer(line):
        g = dict.fromkeys(("m1", "m2", "m3"), None) | m.groupdict()
        year: int | None = None
        day: int | None = None
        month: int | None = None
        if g["m1"]:
            month, day = _month(g["m1"], True), int(g["d1"])
            year = int(g["y1"]) if g["y1"] else None
        elif g["m2"]:
            month, day = _month(g["m2"], False), int(g["d2"])
            year = int(g["y2"]) if g["y2"] else None
        elif g["m3"]:
            month, year = _month(g["m3"], False), int(g["y3"])
        elif g["y4"]:
            year, month, day = int(g["y4"]), int(g["m4"]), int(g["d4"])
        elif g["a5"]:
            a, b, year = int(g["a5"]), int(g["b5"]), _two_digit_year(g["y5"])
            day_first = g["s5"] == "." or ctx.day_first
            day, month = (a, b) if day_first else (b, a)
            if month > 12 and day <= 12:
                day, month = month, day
        elif g["a6"]:
            day, month = int(g["a6"]), int(g["b6"])
        elif g["a7"]:
            a, b = int(g["a7"]), int(g["b7"])
            if (a, b) == (24, 7):
                continue  # around the clock, not 24 July
            day, month = (a, b) if ctx.day_first else (b, a)  # no swapping: "13/14" is no day either way
        elif g["m9"]:
            month, year = int(g["m9"]), int(g["y9"])
        elif g["y8"]:
            if not _CODE_LABEL.search(line, 0, m.start()):  # ("Key safe code: 1987.": a code, no year)
                yield Cand(m.start(), m.end(), Kind.DATE, g["y8"], False, "year")
            continue
        if month is None:
            continue
        end = m.end()
        while end > m.start() and line[end - 1] in " ,":
            end -= 1
        if line[end - 1] == "." and not g["a6"]:
            word = _LAST_WORD.search(line, m.start(), end)
            if word and fold(word.group(1)) in _FULL_NAMES:
                end -= 1  # "3. März." ends a sentence; "Aug." and "14.05." keep their dot
        if day is None:
            if year is None or not 1 <= month <= 12:
                continue
            yield Cand(m.start(), end, Kind.DATE, _key(month, None, year), False, "month")
            continue
        if not _day_ok(month, day, year):
            continue
        yield Cand(m.start(), end, Kind.DATE, _key(month, day, year), False, "day" if year is None else None)


# ------------------------------------------------------------------------------------------ time of day

_H = r"[01]?[0-9]|2[0-3]"
_TIME = re.compile(
    r"(?=[0-9])(?<![\w:.,/])(?:"
    rf"(?P<h1>{_H}):(?P<n1>[0-5][0-9])(?:\s?(?P<p1>(?i:a\.m\.|p\.m\.|am|pm)(?![\w])|(?i:uhr)\b|h\b))?"
    rf"|(?P<h2>{_H})\.(?P<n2>[0-5][0-9])\s?(?i:uhr)\b"
    rf"|(?P<h5>{_H})h(?P<n5>[0-5][0-9])(?![\w])"
    rf"|(?P<h3>{_H})\s?(?P<p3>(?i:a\.m\.|p\.m\.|am|pm))(?![\w])"
    rf"|(?P<h4>{_H})(?:h(?![\w])|\s?(?i:uhr)\b)"
    r")(?![0-9])"
)


_TIME_WORDS = frozenset({"am", "pm", "a", "p", "uhr", "h"})


def find_times(line: str, ctx: Ctx) -> Iterator[Cand]:
    if ":" not in line and not words_of(line) & _TIME_WORDS:
        return
    for m in _TIME.finditer(line):
        g = m.groupdict()
        hour = int(g["h1"] or g["h2"] or g["h3"] or g["h4"] or g["h5"])
        minute = int(g["n1"] or g["n2"] or g["n5"] or 0)
        ampm = (g["p1"] or g["p3"] or "").lower().replace(".", "")
        if ampm in ("am", "pm"):
            if not 1 <= hour <= 12:
                continue
            hour = hour % 12 + (12 if ampm == "pm" else 0)
        yield Cand(m.start(), m.end(), Kind.TIME, f"{hour:02d}:{minute:02d}", False)


# ------------------------------------------------------------------------------------------ card expiry

_EXPIRY = re.compile(r"(?=[0-9])(?<![\w/.-])(?P<m>0?[1-9]|1[0-2])\s?[/-]\s?(?P<y>[0-9]{4}|[0-9]{2})(?![\w/]|[.-][0-9])")


_EXPIRY_WORDS = word_set(
    """exp expires expiry expiration valid good gültig gultig ablauf ablaufdatum caduca caducidad vence vencimiento
    expire date valable"""
)


def find_expiry(line: str, ctx: Ctx) -> Iterator[Cand]:
    if not words_of(line) & _EXPIRY_WORDS:
        return
    for m in _EXPIRY.finditer(line):
        if cue_before(line, m.start(), 16) != "expiry":
            continue
        year = _two_digit_year(m.group("y"))
        yield Cand(m.start(), m.end(), Kind.CARD_EXPIRY, f"{year:04d}-{int(m.group('m')):02d}", False)
