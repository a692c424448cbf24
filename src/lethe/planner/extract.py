"""Pulling the distinctive values of a fact out of one statement (a sentence of a note or a message).

Each extractor takes the statement and where its cue word starts ("...phone 503-555-0142"), and returns
`Value`s that carry the fact wherever it is copied. Addresses, phone numbers, e-mails and long codes are
strong on their own; sizes, short codes and dates are weak and carry the words that must surround them.
"""

from __future__ import annotations

import re

from lethe.language.text import PHONE_RUN, compact, digits_only, find_days, normalise, stem

from .lexicon import Attribute, Facet
from .matching import Value

_STREET_SUFFIX = (
    "Lane|Ln|Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Drive|Dr|Court|Ct|Way|Place|Pl|Terrace|Ter|"
    "Circle|Cir|Parkway|Pkwy|Highway|Hwy|Square|Sq|Loop|Trail|Row|Close|Cl|Crescent|Cres|Walk|Grove|Gardens|Mews"
)
STREET = re.compile(rf"\b\d{{1,6}}[A-Za-z]?\s+(?:[A-Z0-9][\w'.-]*\s+){{0,4}}?(?:{_STREET_SUFFIX})\b\.?", re.UNICODE)
STREET_EU = re.compile(
    r"\b[A-ZÄÖÜ][\wäöüß-]*(?:straße|strasse|str\.|weg|platz|gasse|allee|damm|ring)\s+\d{1,5}[a-z]?\b"
    r"|\b(?:Rua|Calle|Via|Avenida|Rue|Carrer)\s+(?:[\w'-]+\s+){1,4}?\d{1,5}\b",
    re.UNICODE,
)
CITY_ZIP = re.compile(r"\b[A-Z][a-zA-Z.]+(?:\s[A-Z][a-zA-Z.]+)?,\s*[A-Z]{2}\s+\d{5}(?:-\d{4})?\b")
UK_POSTCODE = re.compile(r"\b[A-Z]{1,2}\d[A-Z\d]?\s+\d[A-Z]{2}\b")
EMAIL = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+", re.UNICODE)
# A code: groups of letters/digits, each group holding a digit ("X12345678", "DE89 3704 0044", "7ABC 123").
CODE_RUN = re.compile(r"(?<![\w@])#?[A-Z0-9]*\d[A-Z0-9]*(?:[ \-./][A-Z0-9]*\d[A-Z0-9]*)*(?![\w@])", re.IGNORECASE)
SIZE_TOKEN = re.compile(
    r"(?<![\w.])(?:\d{1,2}(?:[.,]5|\s?½|\s1/2)?(?:[A-H]{1,2}|DD)?|XXS|XS|S|M|L|XL|XXL|XXXL|\d{2}x\d{2})(?![\w%]|\.\d)"
)
_KV_SPLIT = re.compile(r"^\s*(?:[-*+]\s+)?(?:\*\*|__)?([^:]{1,60}?)(?:\*\*|__)?\s*:\s*(?:\*\*|__)?\s*(.+)$")


def key_value(statement: str) -> tuple[str, str] | None:
    """ "Shoe size: 10.5 US" -> ("Shoe size", "10.5 US"); None when the statement is not written that way."""
    m = _KV_SPLIT.match(statement)
    if not m or "//" in m.group(1):
        return None
    return m.group(1).strip(" *_`"), m.group(2).strip()


# ------------------------------------------------------------------------------------------ by kind


def addresses(text: str) -> list[Value]:
    text = normalise(text)
    out = [Value(m.group(0).rstrip(".,")) for m in STREET.finditer(text)]
    out += [Value(m.group(0)) for m in STREET_EU.finditer(text)]
    out += [Value(m.group(0)) for m in CITY_ZIP.finditer(text)]
    if out:
        out += [Value(m.group(0)) for m in UK_POSTCODE.finditer(text)]
    return out


def phones(text: str) -> list[Value]:
    found = []
    for m in PHONE_RUN.finditer(normalise(text)):
        raw = m.group(0).strip()
        n = len(digits_only(raw))
        if 7 <= n <= 15 and not find_days(raw) and not re.fullmatch(r"\d{1,3}(?:[.,]\d{3})+", raw):
            found.append(Value(raw, kind="phone"))
    return found


def emails(text: str) -> list[Value]:
    return [Value(m.group(0).strip(".")) for m in EMAIL.finditer(normalise(text))]


def codes(text: str) -> list[Value]:
    """Identifiers: at least six letters/digits, three of them digits, not a date or a phone-shaped amount."""
    found = []
    for m in CODE_RUN.finditer(normalise(text)):
        raw = m.group(0).lstrip("#").strip(" -./")
        c = compact(raw)
        if len(c) >= 6 and sum(ch.isdigit() for ch in c) >= 3 and not find_days(raw):
            found.append(Value(raw, kind="compact"))
    return found


def days(text: str, context: frozenset[str]) -> list[Value]:
    return [Value(written, strong=False, kind="date", context=context) for _, written in find_days(text)]


def first_size(text: str, context: frozenset[str]) -> list[Value]:
    m = SIZE_TOKEN.search(normalise(text))
    return [Value(m.group(0).strip(), strong=False, context=context)] if m else []


def secret(text: str, context: frozenset[str]) -> list[Value]:
    """A password, PIN, door code or code name as written after its cue ("password tulip-harbor-42")."""
    text = normalise(text).strip()
    m = re.match(
        r"^(?:\*\*|`)?\s*(?:is|=|:|-|was|now|to)?\s*(?:is\s+)?[`\"']?([^\s,;()\"'`]+(?:\s+[A-Z][\w-]*)?)", text
    )
    if not m:
        return []
    raw = m.group(1).rstrip(".!?")
    plain = raw.isalpha() and raw.islower()
    if not raw or plain and len(text[m.end() :].strip(" .!?")) > 0:
        return []  # "PIN: change it in June" states no code; a lone lower-case word after the cue may be one
    if raw.isdigit() and len(raw) <= 6 or len(raw) <= 3:
        return [Value(raw, strong=False, context=context)]
    return [Value(raw, kind="compact" if any(ch.isdigit() for ch in raw) and raw.isalnum() else "text")]


# ------------------------------------------------------------------------------------------ dispatch


def after_cue(statement: str, cue_end: int | None) -> str:
    return statement[cue_end:] if cue_end is not None else statement


def values_for(attr: Attribute, facet: Facet | None, statement: str, cue_end: int | None) -> list[Value]:
    """The values of `attr` that `statement` states; `cue_end` is where its cue word ends (None: no cue)."""
    context = frozenset(stem(w) for w in attr.context + (facet.cues if facet else ()))
    if attr.name == "address":
        return addresses(statement)
    if attr.name == "phone":
        return phones(statement)
    if attr.name == "email":
        return emails(statement)
    if attr.name == "birthday":
        return days(statement, context)
    if attr.name == "size":
        return first_size(_near(after_cue(statement, cue_end)), context) if cue_end is not None else []
    if attr.name == "identifier":
        return codes(after_cue(statement, cue_end))[:1] if cue_end is not None else []
    if attr.name == "code":
        if cue_end is None:
            return []
        rest = after_cue(statement, cue_end)
        kv = re.match(r"^[^:]{0,40}:\s*(.+)$", rest)
        if kv:
            rest = kv.group(1)
        else:
            said = re.search(r"\b(?:is|was|to|=)\s+(.+)$", rest[:60])
            if said:
                rest = said.group(1)
        return secret(rest, context)
    return []


def _near(text: str, words: int = 8) -> str:
    """The first few words after a cue, where a size is written ("in 10.5 wide", "size 13 shoes")."""
    return " ".join(normalise(text).split()[:words])
