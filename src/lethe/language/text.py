"""Text as Lethe compares it: normalised words, stems, sentences, calendar days and phone digits.

Both sides of every comparison (a request, a note, an index chunk, a tombstone check) go through the same
functions, so "14 Birch Lane" and "14 birch ln." are the same words. Pure functions, no I/O.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from functools import lru_cache


def word_set(text: str) -> frozenset[str]:
    """A word table written as a block of text."""
    return frozenset(text.split())


# Abbreviations folded to one form on both sides.
_FOLD = {
    "lane": "ln",
    "street": "st",
    "avenue": "ave",
    "road": "rd",
    "boulevard": "blvd",
    "drive": "dr",
    "court": "ct",
    "place": "pl",
    "terrace": "ter",
    "circle": "cir",
    "parkway": "pkwy",
    "highway": "hwy",
    "square": "sq",
    "close": "cl",
    "crescent": "cres",
    "apartment": "apt",
    "suite": "ste",
    "north": "n",
    "south": "s",
    "east": "e",
    "west": "w",
    "mount": "mt",
    "strasse": "str",
    "wi-fi": "wifi",
    "e-mail": "email",
    "t-shirt": "tshirt",
    "co-worker": "coworker",
}
_PUNCT = str.maketrans(
    {
        "\u2018": "'",
        "\u2019": "'",
        "\u02bc": "'",
        "\u201c": '"',
        "\u201d": '"',
        "\u2010": "-",
        "\u2011": "-",
        "\u2012": "-",
        "\u2013": "-",
        "\u2014": "-",
        "\u2212": "-",
        "\u00a0": " ",
        "\u202f": " ",
    }
)
_PUNCT_PAIRS = tuple((chr(k), v) for k, v in _PUNCT.items())
_TOKEN = re.compile(r"[\w@+]+(?:[.'\-/][\w@+]+)*", re.UNICODE)
# Sentence ends; an abbreviation or an initial before the period does not end one ("Dr. Lind", "J. Patel").
_SENTENCE_END = re.compile(r"(?<=[.!?;])\s+(?=\S)")
_ABBREV = word_set(
    """dr mr mrs ms mx prof st ave rd ln blvd ct pl apt ste no nr jr sr vs etc approx dept est fig inc ltd mt
    ft e.g i.e a.m p.m jan feb mar apr jun jul aug sep sept oct nov dec av avda pza tel str geb ca bzw max min
    sra srta dra dres mme mlle n lic licda lcda ing arq mag dott abog urb med barr col fracc"""
)
# Words that start a new sentence even after an abbreviation ("... 1870 Larimer St. He works at REI.")
_STARTERS = word_set("""he she they it i we you the my her his their our this that there also and but then""")
# (a slash between digits too: "081/22.54.90" is "081 22 54 90")
PHONE_RUN = re.compile(r"(?<![\w+])(?:\+|00)?\d(?:[\d \t().\-]|(?<=\d)/(?=\d)){5,}\d(?![\w])")
_ALNUM = re.compile(r"[A-Za-z0-9]+")
_SEP = re.compile(r"[\s\-./]{1,2}")
_MONTHS = {
    m: i + 1
    for i, names in enumerate(
        [
            ("january", "jan"),
            ("february", "feb"),
            ("march", "mar"),
            ("april", "apr"),
            ("may",),
            ("june", "jun"),
            ("july", "jul"),
            ("august", "aug"),
            ("september", "sep", "sept"),
            ("october", "oct"),
            ("november", "nov"),
            ("december", "dec"),
        ]
    )
    for m in names
}
_MONTH_RE = "|".join(sorted(_MONTHS, key=len, reverse=True))
DATE_RE = re.compile(
    rf"\b(?:(?P<m1>{_MONTH_RE})\.?\s+(?P<d1>\d{{1,2}})(?:st|nd|rd|th)?(?:,?\s+(?P<y1>\d{{4}}))?"
    rf"|(?P<d2>\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?(?P<m2>{_MONTH_RE})\.?(?:,?\s+(?P<y2>\d{{4}}))?"
    rf"|(?P<y3>\d{{4}})-(?P<m3>\d{{1,2}})-(?P<d3>\d{{1,2}})"
    rf"|(?P<a4>\d{{1,2}})/(?P<b4>\d{{1,2}})(?:/(?P<y4>\d{{2,4}}))?)\b",
    re.IGNORECASE,
)


def normalise(text: str) -> str:
    """NFKC with quotes, dashes and odd spaces unified (case kept). Plain ASCII is already normal."""
    if text.isascii():
        return text
    text = unicodedata.normalize("NFKC", text)
    for odd, plain in _PUNCT_PAIRS:  # a few `in` scans beat a per-character table lookup on long texts
        if odd in text:
            text = text.replace(odd, plain)
    return text


# a French article or pronoun elided onto the word ("l'alcootest", "d'Arcos", "qu'avec"): the word is what counts
_ELIDED = re.compile(r"^(?:l|d|j|m|n|s|t|c|qu|jusqu|lorsqu|puisqu)'(?=\w{2})")


@lru_cache(maxsize=65536)
def _norm_token(raw: str) -> str:
    tok = _ELIDED.sub("", raw.casefold().rstrip("."))
    if tok.endswith("'s"):
        tok = tok[:-2]
    elif tok.endswith("s'"):
        tok = tok[:-1]
    tok = tok.rstrip("'")
    return _FOLD.get(tok, tok)


def raw_tokens(text: str) -> list[str]:
    return _TOKEN.findall(normalise(text))


@lru_cache(maxsize=8192)
def _tokens_cached(text: str) -> tuple[str, ...]:
    return tuple(t for t in (_norm_token(r) for r in raw_tokens(text)) if t)


def tokens(text: str) -> list[str]:
    """Normalised word tokens: NFKC, case-folded, quotes unified, abbreviations folded, possessives dropped."""
    return list(_tokens_cached(text))


_SUFFIXES = (
    ("ations", "at"),
    ("ation", "at"),
    ("ists", ""),
    ("ist", ""),
    ("ical", ""),
    ("ies", ""),
    ("ied", ""),
    ("ings", ""),
    ("ing", ""),
    ("ers", ""),
    ("er", ""),
    ("ic", ""),
    ("ed", ""),
    ("es", ""),
    ("y", ""),
    ("s", ""),
    ("e", ""),
)


@lru_cache(maxsize=16384)
def stem(word: str) -> str:
    """A light suffix stemmer: enough to join "allergy/allergic", "therapy/therapist", "move/moved"."""
    w = _norm_token(word)
    if len(w) <= 3 or not w.isalpha():
        return w
    for suffix, repl in _SUFFIXES:
        if w.endswith(suffix) and len(w) - len(suffix) >= 3 and not w.endswith("ss"):
            return w[: -len(suffix)] + repl
    return w


def stems(text: str) -> set[str]:
    return {stem(t) for t in tokens(text)}


def digits_only(text: str) -> str:
    return re.sub(r"\D", "", normalise(text))


def compact(text: str) -> str:
    return "".join(_ALNUM.findall(normalise(text))).upper()


def _is_month(word: str) -> bool:
    from lethe.language.values.dates import MONTHS

    return word.strip(".,;:").casefold() in MONTHS


def sentences(line: str) -> list[str]:
    """Split a line into sentences, keeping each sentence's trailing space with it."""
    parts: list[str] = []
    start = 0
    for m in _SENTENCE_END.finditer(line):
        before = line[start : m.start()]
        last = before.split()[-1] if before.split() else ""
        word = last.rstrip(".!?;").lstrip("([\"'*`").lower()
        following = line[m.end() :].split(maxsplit=1)[0] if line[m.end() :].split() else ""
        # "Lindenstr. 12": a German street name shortened is no sentence end
        abbreviation = (
            word in _ABBREV
            or (re.fullmatch(r"[a-z]", word) and not re.search(r"[\d/]\w$", before.rstrip(".!?;")))  # not "€/h."
            or (len(word) > 4 and word.endswith("str"))  # "Lindenstr. 12": a street, shortened
            or word.endswith("nr")  # "Buchungsnr. VS-88213", "Kundennr. 4471": a number, shortened
            or (re.fullmatch(r"\d{1,2}", word) and _is_month(following))  # "3. März": a German day
        )
        # (a line break after it always ends one: "… Bday 2 Feb.\n- Lassie: …" in an index chunk)
        if (
            last.endswith(".")
            and abbreviation
            and following.strip("\"'*(").lower() not in _STARTERS
            and "\n" not in m.group(0)
        ):
            continue
        parts.append(line[start : m.end()])
        start = m.end()
    parts.append(line[start:])
    return [p for p in parts if p]


def sentence_spans(text: str, hits) -> list[tuple[int, int]]:
    """The character ranges of the sentences of `text` numbered in `hits`."""
    wanted, out, pos = set(hits), [], 0
    for i, s in enumerate(sentences(text)):
        if i in wanted:
            out.append((pos, pos + len(s)))
        pos += len(s)
    return out


# ------------------------------------------------------------------------------------------ dates


@dataclass(frozen=True)
class Day:
    month: int
    day: int
    year: int | None = None

    def same(self, other: Day) -> bool:
        if (self.month, self.day) != (other.month, other.day):
            return False
        return self.year is None or other.year is None or self.year == other.year


def find_days(text: str) -> list[tuple[Day, str]]:
    """Every calendar day written in the text, with the text that wrote it, in any of the languages read
    ("June 10", "12.07.1988", "3. März", "le 28 juin", "15 de junio"): the shared date recogniser's days."""
    from lethe.language.values._text import Ctx
    from lethe.language.values.dates import find_dates

    norm = normalise(text)
    out = []
    for c in find_dates(norm, Ctx(None)):
        k = str(c.key)
        if c.subkind in ("year", "month"):
            continue
        if k.startswith("--"):
            year, month, day = None, int(k[2:4]), int(k[5:7])
        else:
            year, month, day = int(k[:4]), int(k[5:7]), int(k[8:10])
        raw = norm[c.start : c.end]
        out.append((Day(month, day, year), raw))
        if _BARE_SLASH.fullmatch(raw) and month != day and day <= 12:
            out.append((Day(day, month, year), raw))  # "le 12/06": 12 June as much as 6 December
    return out


_BARE_SLASH = re.compile(r"\d{1,2}/\d{1,2}")


# ------------------------------------------------------------------------------------------ phones


def phone_digits(text: str) -> str:
    return digits_only(text)


def same_phone(a: str, b: str) -> bool:
    """Digit strings of two phone numbers, tolerant of a country code or a national trunk 0."""
    if a == b:
        return True
    a, b = sorted((a, b), key=len)
    core = a[1:] if a.startswith("0") else a
    if len(core) >= 9 and b.endswith(core) and 1 <= len(b) - len(core) <= 4:
        return True
    # a landline without its area code, as people write their own town's numbers: "90613375" for "028 9061 3375"
    return len(a) >= 7 and not a.startswith("0") and b.startswith("0") and b.endswith(a) and 2 <= len(b) - len(a) <= 5
