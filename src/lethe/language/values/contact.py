"""Phone numbers (with phonenumbers), e-mail addresses and web addresses.

Phones: a cheap pattern picks digit runs that could be one; phonenumbers decides whether the run is a valid
number in one of the regions the text's language suggests, and gives its E.164 form. The run must be
written the way that region writes its numbers (national digits with their trunk prefix, or an
international form) and, without a phone label before it, carry at least nine digits: so a library card
"0343 2201", a date "03.06.1990", a tax number or an order number is not read as a phone, which
phonenumbers' own matcher gets wrong at its default leniency (and its strict grouping misses
"0171 4829 331", the usual German way of writing a mobile number).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import lru_cache

import phonenumbers
from phonenumbers import MatchType, NumberParseException, PhoneNumberFormat

from ._text import Cand, Ctx, cue_before
from .model import Kind

_REGIONS = {
    "en": ("US", "GB", "CA", "IE"),
    "de": ("DE", "AT", "CH"),
    "es": (
        "ES",
        "MX",
        "AR",
        "CO",
        "CL",
        "PE",
        "CR",
        "UY",
        "VE",
        "EC",
        "BO",
        "PY",
        "GT",
        "HN",
        "SV",
        "NI",
        "PA",
        "DO",
        "CU",
    ),
    "fr": ("FR", "BE", "CH", "CA"),  # (Québec: "450 668-2291")
}
_DEFAULT_REGIONS = ("US", "GB", "DE", "FR", "ES")

_PHONE_RUN = re.compile(
    r"(?=[0-9(+])(?<![\w+@.,/-])(?:\+\s?|\(\+?)?[0-9]"
    r"(?:[0-9 ().-]|(?<=[0-9])/(?=[0-9])){4,24}[0-9](?![\w@]|[.,/-][0-9])"
)
# a North American number as people write one: "868-555-0134", "(868) 555.0134", "1-868-555-0134"
_NANP_WRITTEN = re.compile(r"^(?:\+?1[ .-]?)?(?:\([2-9][0-9]{2}\)\s?|[2-9][0-9]{2}[.-])[2-9][0-9]{2}[.-][0-9]{4}$")
_DATE_SHAPE = re.compile(
    r"^[0-3]?[0-9]([./-])[01]?[0-9]\1[0-9]{2,4}$|^[0-9]{4}([./-])[01]?[0-9]\2[0-3]?[0-9]$|^[0-9]{1,3}(?:[.,][0-9]{3})+$"
)
_NON_PHONE_CUES = {"card", "ssn", "steuer_id", "dni", "nie", "nhs", "ird", "sin", "nino", "passport", "id_card"}
_NON_PHONE_CUES |= {"driving_licence", "account", "routing", "sort_code", "iban", "expiry", "other"}
_NOT_DIGIT = re.compile(r"[^0-9]")
_DIGIT_RUN = re.compile(r"[0-9]+")


def regions_for(lang: str | None) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The regions a national number is tried in: the language's own first, then the usual others."""
    first = _REGIONS.get(lang or "", ())
    return first, tuple(r for r in _DEFAULT_REGIONS if r not in first)


def find_phones(line: str, ctx: Ctx) -> Iterator[Cand]:
    regions = regions_for(ctx.lang)
    for m in _PHONE_RUN.finditer(line):
        run = m.group(0)
        digits = sum(c.isdigit() for c in run)
        if digits < 7 or digits > 17 or _DATE_SHAPE.match(run.strip("()+ ")):
            continue
        if digits > 14 and not run.lstrip("(").startswith(("+", "00")):
            continue  # longer than any national number: a card or an account number
        cue = cue_before(line, m.start())
        if cue in _NON_PHONE_CUES:
            continue
        found = _best_piece(run, regions, cue == "phone" or (cue is None and _after_a_name(line, m.start(), run)))
        if found is None:
            continue
        lo, hi, e164 = found
        start = m.start() + lo
        yield Cand(start, m.start() + hi, Kind.PHONE, e164, True)


_NAME_THEN_BRACKET = re.compile(r"\b[A-ZÀ-Ý][a-zà-ÿ]+\s*\(\s*$")
_GROUPED = re.compile(r"^[0-9]+(?:[ .-][0-9]+)+$")
_YEARS = re.compile(r"^(?:19|20)[0-9]{2}\s?[-–/]\s?(?:(?:19|20)[0-9]{2}|[0-9]{2})$")


def _after_a_name(line: str, start: int, run: str) -> bool:
    """A short grouped number in brackets right after a name ("la profe Karla Mena (8555-4419)"): how notes give
    someone's number, as a label would."""
    opened = run[: len(run) - len(run.lstrip("( "))]
    digits = run.strip("() ")
    if _YEARS.match(digits):
        return False  # "Karla Mena (1998-2004)": when, not a number
    return _GROUPED.match(digits) is not None and _NAME_THEN_BRACKET.search(line[:start] + opened) is not None


def _best_piece(
    run: str, regions: tuple[tuple[str, ...], tuple[str, ...]], labelled: bool
) -> tuple[int, int, str] | None:
    """The whole run as a phone number or, failing that, the run less a number written beside it with a
    space ("room 12 503-555-0142"). A run grouped by spaces alone is one thing: "47 036 892 815" is not
    a phone number once its first group is dropped."""
    pieces = [(0, len(run))]
    gaps = [i for i, c in enumerate(run) if c == " "]
    if gaps:
        first, last = run[gaps[0] + 1 :], run[: gaps[-1]]
        if " " not in first.strip():
            pieces.append((gaps[0] + 1, len(run)))
        if " " not in last.strip():
            pieces.append((0, gaps[-1]))
    for lo, hi in pieces:
        piece = run[lo:hi]
        if piece.startswith("(") and ")" not in piece:  # a "(" opened before the number is not part of it
            piece, lo = piece[1:], lo + 1
        stripped = piece.strip()
        if not stripped:
            continue
        lo += piece.index(stripped)
        e164 = parse_phone(stripped, regions, labelled)
        if e164:
            return lo, lo + len(stripped), e164
    return None


@lru_cache(maxsize=4096)
def parse_phone(
    written: str, regions: tuple[tuple[str, ...], tuple[str, ...]] = ((), _DEFAULT_REGIONS), labelled: bool = False
) -> str | None:
    """The E.164 form of a written phone number, or None when it is not one as written.

    `regions` is (the text's own regions, the others). A national number is read in the first region
    where it is valid and written as that region writes it (with its trunk "0" where there is one),
    preferring its own regions, then one whose usual grouping it follows; in the text's own regions a
    number of a possible length is enough (notes hold numbers that are not allocated yet)."""
    if written.count("/") > 1 or "//" in written:
        return None
    digits = _NOT_DIGIT.sub("", written)
    plus = written.lstrip("( ").startswith("+")
    if plus or digits.startswith("00"):
        if len(digits) < 9:
            return None
        try:
            number = phonenumbers.parse(written if plus else "+" + digits[2:], None)
        except NumberParseException:
            return None
        # "+" says phone: a number of a possible length is enough; "00" could start an account number; a label
        # saying phone is enough for a number its country would not allocate ("Portable +220 3555 8120")
        if not (
            phonenumbers.is_valid_number(number)
            or (plus and phonenumbers.is_possible_number(number))
            or (plus and labelled and phonenumbers.region_code_for_country_code(number.country_code) != "ZZ")
        ):
            return None
        return phonenumbers.format_number(number, PhoneNumberFormat.E164)
    if len(digits) < (7 if labelled else 9):
        return None
    own, others = regions
    best: tuple[int, str] | None = None
    # tiers: 0 valid in the text's home region, 1 possible there, 2 valid in its other regions, 3 elsewhere
    for i, region in enumerate(own + others):
        home, own_region = i == 0 and bool(own), i < len(own)
        try:
            number = phonenumbers.parse(written, region)
        except NumberParseException:
            continue
        # (valid in a region sharing its country code: "07781 …" is a Guernsey mobile, written as in Britain)
        if phonenumbers.is_valid_number_for_region(number, region) or (
            phonenumbers.is_valid_number(number) and number.country_code == phonenumbers.country_code_for_region(region)
        ):
            tier = 0 if home else 2 if own_region else 3
            national_form = phonenumbers.format_number(number, PhoneNumberFormat.NATIONAL)
            national = _NOT_DIGIT.sub("", national_form)
        elif home and phonenumbers.is_possible_number(number):
            tier = 1
            national_form = ""
            trunk = phonenumbers.ndd_prefix_for_region(region, True) or ""
            if region in ("US", "CA"):  # (its trunk "1" is seldom written: "868-555-0134", not allocated yet)
                if not _NANP_WRITTEN.match(written):
                    continue  # ("943 476 5919" is a British NHS number)
                trunk = ""
            national = trunk + phonenumbers.national_significant_number(number)
        else:
            continue
        bare = labelled and national.startswith("0") and digits == national[1:]  # "Cel 11 6120-7734" (AR)
        if digits != national and not (region in ("US", "CA") and digits == "1" + national) and not bare:
            continue  # not how this region writes it (e.g. a French number without its leading 0)
        rank = (tier + bare) * 2 + (0 if _groups(written) == _groups(national_form) else 1)
        if best is None or rank < best[0]:
            best = (rank, phonenumbers.format_number(number, PhoneNumberFormat.E164))
        if best[0] == 0:
            break
    return best[1] if best else None


def _groups(written: str) -> tuple[int, ...]:
    return tuple(len(g) for g in _DIGIT_RUN.findall(written))


def same_phone(a_written: str, a_key: str, b_written: str, b_key: str) -> bool:
    """Same number: the same E.164 form, or (when a side names no country) the same national number."""
    if a_key == b_key:
        return True
    explicit = [w.lstrip("( ").startswith(("+", "00")) for w in (a_written, b_written)]
    if all(explicit):
        return False
    try:
        result = phonenumbers.is_number_match(a_key if explicit[0] else a_written, b_key if explicit[1] else b_written)
    except NumberParseException:
        return False
    return result in (MatchType.EXACT_MATCH, MatchType.NSN_MATCH)


# ------------------------------------------------------------------------------------------ e-mail, web

_EMAIL = re.compile(r"(?<![\w.+-])[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.[A-Za-z]{2,}(?![\w-])")
_URL = re.compile(r"(?<![\w@/])(?:https?://|www\.)[^\s<>\"'`)\]}]+", re.IGNORECASE)


def find_emails(line: str, ctx: Ctx) -> Iterator[Cand]:
    for m in _EMAIL.finditer(line):
        raw = m.group(0)
        if raw.startswith(".") or ".." in raw:
            continue
        yield Cand(m.start(), m.end(), Kind.EMAIL, raw.lower(), True)


def find_urls(line: str, ctx: Ctx) -> Iterator[Cand]:
    for m in _URL.finditer(line):
        raw = m.group(0).rstrip(".,;:!?")
        if len(raw) < 8:
            continue
        key = re.sub(r"^(?:https?://)?(?:www\.)?", "", raw, flags=re.IGNORECASE)
        host, _, rest = key.partition("/")
        key = (host.lower() + ("/" + rest if rest else "")).rstrip("/")
        yield Cand(m.start(), m.start() + len(raw), Kind.URL, key, True)
