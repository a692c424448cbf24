"""Finding every value in a text, settling overlaps between readings, and comparing two values."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator
from functools import lru_cache

from . import contact, dates, ids, numbers, places
from ._text import Cand, Ctx, digit_count, fold, guess_lang, norm_lang, prepare
from .model import FoundValue, Kind, Strength

Detector = Callable[[str, Ctx], Iterator[Cand]]

# Detectors that need a digit, each with the fewest digits a line must hold for it (overlaps between their
# readings are settled by `_RANK` below); each also turns a line away itself when a cheap test says no.
_DIGIT_DETECTORS: tuple[tuple[Detector, int], ...] = (
    (ids.find_ibans, 8),
    (ids.find_cards, 13),
    (ids.find_national_ids, 6),
    (contact.find_phones, 7),
    (dates.find_expiry, 3),
    (places.find_streets, 1),
    (dates.find_dates, 1),
    (dates.find_times, 1),
    (numbers.find_money, 1),
    (numbers.find_percent, 1),
    (places.find_postcodes, 2),
    (ids.find_codes, 2),
    (ids.find_tails, 4),
    (numbers.find_numbers, 1),
)

# When two readings overlap, the lower rank wins; at the same rank the longer one.
_RANK = {
    Kind.EMAIL: 0,
    Kind.URL: 1,
    Kind.IBAN: 2,
    Kind.CARD: 3,
    Kind.NATIONAL_ID: 4,
    Kind.PHONE: 5,
    Kind.CARD_EXPIRY: 6,
    Kind.STREET_ADDRESS: 7,
    Kind.DATE: 8,
    Kind.TIME: 9,
    Kind.MONEY: 10,
    Kind.PERCENT: 11,
    Kind.POSTCODE: 12,
    Kind.ID_DOCUMENT: 13,
    Kind.ACCOUNT_NUMBER: 13,
    Kind.ROUTING_NUMBER: 13,
    Kind.CODE: 13,
    Kind.NUMBER: 15,
}
_YEAR_RANK = 14  # a year alone gives way to money ("2000 €") and codes

# Lines without a digit can still hold an e-mail, a web address or a street named without a number
# (looked for in the lower-cased line: a few substring tests cost far less than one case-blind regex).
_NO_DIGIT_TRIGGERS = (
    "@",
    "://",
    "www.",
    "stra",
    "str.",
    "gasse",
    "allee",
    "allée",
    "rue ",
    "calle",
    "avenida",
    "paseo",
    "carrer",
    "rambla",
    "boulevard",
    "impasse",
    "chemin",
    "quai",
    "avenue",
    "travesía",
    "glorieta",
    "alias",
)
# Which kinds each detector can give (`tests/test_values_narrow.py` checks it against what they do give).
_GIVES: dict[Detector, frozenset[Kind]] = {
    contact.find_emails: frozenset({Kind.EMAIL}),
    contact.find_urls: frozenset({Kind.URL}),
    ids.find_ibans: frozenset({Kind.IBAN}),
    ids.find_aliases: frozenset({Kind.CODE}),
    ids.find_cards: frozenset({Kind.CARD}),
    ids.find_national_ids: frozenset({Kind.NATIONAL_ID}),
    contact.find_phones: frozenset({Kind.PHONE}),
    dates.find_expiry: frozenset({Kind.CARD_EXPIRY}),
    places.find_streets: frozenset({Kind.STREET_ADDRESS}),
    dates.find_dates: frozenset({Kind.DATE}),
    dates.find_times: frozenset({Kind.TIME}),
    numbers.find_money: frozenset({Kind.MONEY}),
    numbers.find_percent: frozenset({Kind.PERCENT}),
    places.find_postcodes: frozenset({Kind.POSTCODE}),
    ids.find_codes: frozenset(
        {Kind.CODE, Kind.ID_DOCUMENT, Kind.ACCOUNT_NUMBER, Kind.ROUTING_NUMBER, Kind.NATIONAL_ID}
    ),
    ids.find_tails: frozenset({Kind.ACCOUNT_NUMBER, Kind.CARD}),
    numbers.find_numbers: frozenset({Kind.NUMBER}),
    numbers.find_spelled_money: frozenset({Kind.MONEY}),
}
_DIGITS = re.compile(r"[0-9]")
_LINE = re.compile(r"[^\n]+")


def find_values(text: str, *, lang_hint: str | None = None) -> list[FoundValue]:
    """Every value written in `text`, in order, none overlapping another.

    `lang_hint` ("en", "de", "es", "fr"; region tails like "de-AT" are fine) says how to read ambiguous
    forms: 03/06/1990 (6 March in English, 3 June elsewhere), "1.500" (1.5 in English, 1500 elsewhere) and
    which countries a national phone number is tried in first. Without it the text's language is guessed
    from its function words; English rules apply when it cannot be.
    """
    if isinstance(text, str) and len(text) <= _KEEP_TEXT:
        return list(_found(text, lang_hint, None))
    return _scan(text, lang_hint, _line_values)


def find_values_of(text: str, kinds: frozenset[Kind], *, lang_hint: str | None = None) -> list[FoundValue]:
    """Exactly `[v for v in find_values(text, lang_hint=lang_hint) if v.kind in kinds]`, faster.

    A line gives a value of one of `kinds` only when a detector that can give such a kind finds one there, so
    those detectors look first; only a line where one of them finds something is read by every detector and
    settled as `find_values` settles it (a reading of another kind may overlap and outrank it there).
    """
    if isinstance(text, str) and len(text) <= _KEEP_TEXT:
        return list(_found(text, lang_hint, kinds))
    return _scan(text, lang_hint, lambda line, lang, has_digit: _line_values_of(line, lang, has_digit, kinds))


_KEEP_TEXT = 4096  # a text up to this long has its values remembered whole (a statement, a line): `_found`


@lru_cache(maxsize=16384)
def _found(text: str, lang_hint: str | None, kinds: frozenset[Kind] | None) -> tuple[FoundValue, ...]:
    """The values of a short text (`find_values`, or `find_values_of` those `kinds`), remembered: a running
    server reads the same statements for every request (the values are immutable)."""
    if kinds is None:
        return tuple(_scan(text, lang_hint, _line_values))
    return tuple(_scan(text, lang_hint, lambda line, lang, has_digit: _line_values_of(line, lang, has_digit, kinds)))


def _scan(text: str, lang_hint: str | None, read_line) -> list[FoundValue]:
    """`read_line(line, lang, has_digit)`'s readings of every line that may hold a value, placed in `text`."""
    if not text:
        return []
    if not isinstance(text, str):
        raise TypeError("find_values reads str; decode bytes first")
    prepared = prepare(text)
    lang = norm_lang(lang_hint) or guess_lang(prepared)
    out: list[FoundValue] = []
    for m in _LINE.finditer(prepared):
        line = m.group(0)
        has_digit = _DIGITS.search(line) is not None
        if not has_digit:
            low = line.lower()
            if not any(t in low for t in _NO_DIGIT_TRIGGERS) and not _may_spell(low, line):
                continue
        offset = m.start()
        for c in read_line(line, lang, has_digit):
            span = (offset + c.start, offset + c.end)
            strength = Strength.STRONG if c.strong else Strength.WEAK
            out.append(FoundValue(c.kind, span, text[span[0] : span[1]], c.key, strength, c.subkind))
    return out


def _may_spell(low: str, line: str) -> bool:
    """Whether a line without a digit may hold a sum in words ("quatre-vingt-cinq mille"): a substring first."""
    return ("mil" in low or "thousand" in low or "tausend" in low or "grand" in low) and numbers.may_spell_money(line)


def _line_values_of(line: str, lang: str | None, has_digit: bool, kinds: frozenset[Kind]) -> tuple[Cand, ...]:
    if len(line) > 4096:
        return _settled_of(line, lang, has_digit, kinds)
    return _line_values_of_cached(line, lang, has_digit, kinds)


@lru_cache(maxsize=32768)
def _line_values_of_cached(line: str, lang: str | None, has_digit: bool, kinds: frozenset[Kind]) -> tuple[Cand, ...]:
    return _settled_of(line, lang, has_digit, kinds)


def _settled_of(line: str, lang: str | None, has_digit: bool, kinds: frozenset[Kind]) -> tuple[Cand, ...]:
    if not _may_give(line, lang, has_digit, kinds):
        return ()
    return tuple(c for c in _line_values(line, lang, has_digit) if c.kind in kinds)


def _may_give(line: str, lang: str | None, has_digit: bool, kinds: frozenset[Kind]) -> bool:
    """Whether a detector that can give one of `kinds` finds one in `line` (as `_candidates` runs them)."""
    ctx = Ctx(lang)
    for detect in _detectors(line, has_digit):
        if _GIVES[detect] & kinds and any(c.kind in kinds for c in detect(line, ctx)):
            return True
    return False


def _detectors(line: str, has_digit: bool) -> Iterator[Detector]:
    """The detectors `_candidates` runs on `line`, in its order."""
    if "@" in line:
        yield contact.find_emails
    if "://" in line or "www." in line.lower():
        yield contact.find_urls
    if has_digit:
        digits = digit_count(line)
        for detect, least in _DIGIT_DETECTORS:
            if digits >= least:
                yield detect
    else:
        yield places.find_streets
    if "alias" in line.lower():
        yield ids.find_aliases
    if numbers.may_spell_money(line):
        yield numbers.find_spelled_money


def _line_values(line: str, lang: str | None, has_digit: bool) -> tuple[Cand, ...]:
    """The settled readings of one line. Cached: the same lines come back in copies, indexes and logs."""
    if len(line) > 4096:
        return tuple(_settle(_candidates(line, Ctx(lang), has_digit)))
    return _line_values_cached(line, lang, has_digit)


@lru_cache(maxsize=32768)
def _line_values_cached(line: str, lang: str | None, has_digit: bool) -> tuple[Cand, ...]:
    return tuple(_settle(_candidates(line, Ctx(lang), has_digit)))


def _candidates(line: str, ctx: Ctx, has_digit: bool) -> Iterator[Cand]:
    for detect in _detectors(line, has_digit):
        yield from detect(line, ctx)


def _rank(c: Cand) -> int:
    if c.kind is Kind.DATE and c.subkind == "year":
        return _YEAR_RANK
    return _RANK[c.kind]


def _settle(cands: Iterable[Cand]) -> list[Cand]:
    """Keep the best reading of each stretch of text: by rank, then length, then position."""
    ordered = sorted(cands, key=lambda c: (_rank(c), c.start - c.end, c.start))
    if not ordered:
        return []
    taken = bytearray(max(c.end for c in ordered))
    kept: list[Cand] = []
    for c in ordered:
        if c.end <= c.start or taken.find(1, c.start, c.end) >= 0:
            continue
        taken[c.start : c.end] = b"\x01" * (c.end - c.start)
        kept.append(c)
    kept.sort(key=lambda c: c.start)
    return kept


# ------------------------------------------------------------------------------------------ comparing

# Identifiers are compared by their letters and digits whatever label they carry: "Passport: X48213377"
# and a bare "X48213377" elsewhere are the same number. Dates, amounts, times, numbers and phones are not
# identifiers: "room 142" never equals "$142k", and a date never equals a phone number.
_IDENTIFIERS = frozenset(
    {Kind.IBAN, Kind.CARD, Kind.NATIONAL_ID, Kind.ID_DOCUMENT, Kind.ACCOUNT_NUMBER, Kind.ROUTING_NUMBER, Kind.CODE}
)


def same_value(a: FoundValue, b: FoundValue) -> bool:
    """True when `a` and `b` write the same value (see the module docs of lethe.language.values)."""
    if a.kind in _IDENTIFIERS and b.kind in _IDENTIFIERS:
        return a.key == b.key and (a.kind == b.kind or len(str(a.key)) >= 6)
    if {a.kind, b.kind} == {Kind.MONEY, Kind.NUMBER}:
        money, number = (a, b) if a.kind is Kind.MONEY else (b, a)
        return bare_sum(money.key.amount, number)
    if a.kind != b.kind:
        return False
    if a.kind is Kind.PHONE:
        return contact.same_phone(a.raw, str(a.key), b.raw, str(b.key))
    if a.kind is Kind.DATE:
        return _same_date(str(a.key), str(b.key))
    if a.kind is Kind.MONEY:
        return a.key.amount == b.key.amount and (
            a.key.currency == b.key.currency or a.key.currency is None or b.key.currency is None
        )
    if a.kind is Kind.STREET_ADDRESS:
        return a.key.street == b.key.street and (
            a.key.number == b.key.number or a.key.number is None or b.key.number is None
        )
    return a.key == b.key


# a number grouped in thousands ("48,500", "48.500", "48 500"): how a sum is written without its currency
_GROUPED = re.compile(r"[0-9][,.' \u00a0\u202f][0-9]{3}(?![0-9])")


def bare_sum(amount, number: FoundValue) -> bool:
    """ "£48.5k" and a later "stays at 48,500": a number of five figures or more, written grouped in thousands, is
    that sum with its currency left out (a bare "1200" or "2026" is no sum anyone would recognise)."""
    return number.kind is Kind.NUMBER and amount >= 10000 and number.key == amount and bool(_GROUPED.search(number.raw))


def _same_date(a: str, b: str) -> bool:
    """Days compare by month and day, and by year when both have one; a month or a year alone only equals
    the same month or year alone."""
    a_day, b_day = _day_part(a), _day_part(b)
    if a_day and b_day:
        if a_day != b_day:
            return False
        a_year, b_year = a[:4] if a[0] != "-" else None, b[:4] if b[0] != "-" else None
        return a_year is None or b_year is None or a_year == b_year
    return a == b


def _day_part(key: str) -> str | None:
    if key.startswith("--"):
        return key[2:]
    if len(key) == 10:
        return key[5:]
    return None


def occurrences(value: FoundValue, text: str, *, lang_hint: str | None = None) -> list[FoundValue]:
    """Every value in `text` that is `value` written again, in whatever form ("Lindenstr. 12" finds
    "Lindenstraße 12"). A cheap test (`could_hold`) skips texts that cannot hold it."""
    if not could_hold(value, text):
        return []
    return [f for f in find_values(text, lang_hint=lang_hint) if same_value(value, f)]


_NOT_DIGIT = re.compile(r"[^0-9]")
_EXPANDED = frozenset({"saint", "sainte", "santa", "santo", "n", "s", "e", "w", "mt"})
_MONTH_NAMES_OF = {n: tuple(sorted({fold(w) for w, m in dates.MONTHS.items() if m == n})) for n in range(1, 13)}


def could_hold(value: FoundValue, text: str) -> bool:
    """False only when `text` cannot hold `value` in any form: a few substring tests, to skip whole texts
    (files, index chunks, run logs) before `find_values` reads them."""
    key = value.key
    kind = value.kind
    if kind is Kind.EMAIL:
        return str(key) in text.lower()
    if kind is Kind.URL:
        return str(key).split("/", 1)[0] in text.lower()
    if kind is Kind.STREET_ADDRESS:
        words = [w for w in key.street.split()[1:] if w not in _EXPANDED] or key.street.split()
        return max(words, key=len)[:5] in fold(prepare(text))
    digits = _NOT_DIGIT.sub("", prepare(text))
    if kind in _IDENTIFIERS or kind is Kind.PHONE or kind is Kind.POSTCODE:
        return _NOT_DIGIT.sub("", str(key))[-4:] in digits
    if kind in (Kind.MONEY, Kind.NUMBER, Kind.PERCENT):
        amount = key.amount if kind is Kind.MONEY else key
        significant = _NOT_DIGIT.sub("", format(amount, "f")).strip("0")
        return significant[:4] in digits
    if kind is Kind.TIME:
        hour, minute = int(str(key)[:2]), str(key)[3:]
        hours = str(hour) in digits or str(hour % 12 or 12) in digits
        return hours and (minute == "00" or minute in digits)
    if kind is Kind.CARD_EXPIRY:
        return str(key)[2:4] in digits
    if kind is Kind.DATE:
        return _could_hold_date(str(key), text, digits)
    return True


def _could_hold_date(key: str, text: str, digits: str) -> bool:
    if len(key) == 4:  # a year
        return key in digits
    no_year = key.startswith("--")
    month = int(key[2:4] if no_year else key[5:7])
    if len(key) == 7 and not no_year:  # a month and a year ("2026-01")
        if key[:4] not in digits:
            return False
    elif str(int(key[-2:])) not in digits:  # a day (in any year: a day without a year matches every year)
        return False
    if str(month) in digits:
        return True
    folded = fold(prepare(text))
    return any(name in folded for name in _MONTH_NAMES_OF[month])
