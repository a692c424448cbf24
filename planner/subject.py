"""Deriving *what to forget* from the conversation (or a typed request), without a model.

The user's latest forget request is parsed into parts: whose (me, a relative, a named person) and
what (an address, a phone number, a size, ...), or a topic ("everything about X"), or quoted text.
Each part is resolved against the earlier conversation and the memory notes into the distinctive
values that carry the fact ("14 Birch Lane", "10.5"); those values, with context words for weak
ones, are the subject. The subject lives only in memory: plans keep keyed hashes of it.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from enum import StrEnum

from .matching import Matcher, Value, tokens

# ---------------------------------------------------------------------------------------------- lexicon

_MONTHS = (
    "january|february|march|april|may|june|july|august|september|october|november|december|"
    "jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec"
)
_STREET_SUFFIX = (
    "Lane|Ln|Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Drive|Dr|Court|Ct|Way|Place|Pl|Terrace|Ter|"
    "Circle|Cir|Parkway|Pkwy|Highway|Hwy|Square|Sq|Loop|Trail|Row|Close|Crescent"
)
STREET = re.compile(rf"\b\d{{1,6}}[A-Za-z]?\s+(?:[A-Z0-9][\w'.-]*\s+){{0,4}}?(?:{_STREET_SUFFIX})\b\.?")
STREET_EU = re.compile(r"\b[A-ZÄÖÜ][\wäöüß-]*(?:straße|strasse|str\.|weg|platz|gasse|allee)\s+\d{1,5}[a-z]?\b")
CITY_ZIP = re.compile(r"\b[A-Z][a-zA-Z.]+(?:\s[A-Z][a-zA-Z.]+)?,\s*[A-Z]{2}\s+\d{5}(?:-\d{4})?\b")
PHONE = re.compile(r"(?<![\w.])\+?\d[\d\s().-]{5,}\d(?![\w])")
EMAIL = re.compile(r"\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b")
IDNUM = re.compile(r"\b(?=[A-Za-z0-9-]*\d{3})[A-Za-z0-9][A-Za-z0-9-]{4,}[A-Za-z0-9]\b")
DATE = re.compile(
    rf"\b(?:(?:{_MONTHS})\.?\s+\d{{1,2}}(?:st|nd|rd|th)?(?:,?\s+\d{{4}})?|\d{{1,2}}(?:st|nd|rd|th)?\s+(?:{_MONTHS})"
    rf"(?:\s+\d{{4}})?|\d{{4}}-\d{{2}}-\d{{2}}|\d{{1,2}}/\d{{1,2}}/\d{{2,4}})\b",
    re.IGNORECASE,
)
SIZE = re.compile(r"(?<![\d.])\d{1,2}(?:[.,]5)?(?![\d.]\d)")
KV_VALUE = re.compile(r":\s*(.+?)\s*[.;]?\s*$")


def _digits(s: str) -> int:
    return sum(c.isdigit() for c in s)


def extract_address(text: str) -> list[Value]:
    out = [Value(m.group(0).rstrip(".,")) for m in STREET.finditer(text)]
    out += [Value(m.group(0)) for m in STREET_EU.finditer(text)]
    out += [Value(m.group(0)) for m in CITY_ZIP.finditer(text)]
    return out


def extract_phone(text: str) -> list[Value]:
    return [Value(m.group(0).strip(), kind="phone") for m in PHONE.finditer(text) if _digits(m.group(0)) >= 7]


def extract_email(text: str) -> list[Value]:
    return [Value(m.group(0)) for m in EMAIL.finditer(text)]


def extract_idnum(text: str) -> list[Value]:
    found = []
    for m in IDNUM.finditer(text):
        tok = m.group(0)
        if _digits(tok) >= 4 and not DATE.fullmatch(tok):
            found.append(Value(tok))
    return found


def extract_date(text: str) -> list[Value]:
    return [Value(m.group(0), strong=False) for m in DATE.finditer(text)]


def extract_size(text: str) -> list[Value]:
    return [Value(m.group(0), strong=False, kind="number") for m in SIZE.finditer(text)]


def extract_kv(text: str) -> list[Value]:
    m = KV_VALUE.search(text)
    if not m:
        return []
    value = m.group(1).strip().strip("*_`\"'")
    return [Value(value)] if tokens(value) else []


@dataclass(frozen=True)
class Attribute:
    name: str
    label: str  # everyday words for the descriptor
    phrases: tuple[str, ...]  # how a request names it
    cues: tuple[str, ...]  # how notes and messages talk about it
    extract: Callable[[str], list[Value]]
    context: tuple[str, ...] = ()


ATTRIBUTES: tuple[Attribute, ...] = (
    Attribute(
        "address",
        "address",
        (
            "home address",
            "new address",
            "old address",
            "address",
            "where she lives",
            "where he lives",
            "where they live",
        ),
        ("address", "lives at", "live at", "living at", "moved to", "moving to", "resides", "residence", "street"),
        extract_address,
    ),
    Attribute(
        "email",
        "email address",
        ("email address", "e-mail address", "email", "e-mail"),
        ("email", "e-mail", "mail"),
        extract_email,
    ),
    Attribute(
        "phone",
        "phone number",
        ("phone number", "mobile number", "cell number", "telephone number", "phone", "mobile", "cell", "number"),
        ("phone", "mobile", "cell", "tel", "number", "call", "text"),
        extract_phone,
    ),
    Attribute(
        "birthday",
        "birthday",
        ("birthday", "birth date", "date of birth", "birthdate", "dob"),
        ("birthday", "born", "birth", "bday"),
        extract_date,
        ("birthday", "born", "birth", "bday"),
    ),
    Attribute(
        "shoe_size",
        "shoe size",
        ("shoe size", "shoe sizes", "foot size", "shoes size"),
        ("shoe size", "shoe", "shoes"),
        extract_size,
        (
            "shoe",
            "shoes",
            "size",
            "wide",
            "narrow",
            "runners",
            "sneakers",
            "boots",
            "trainers",
            "sandals",
            "heels",
            "loafers",
            "us",
            "eu",
            "uk",
            "fit",
        ),
    ),
    Attribute(
        "identifier",
        "number",
        (
            "passport number",
            "passport",
            "social security number",
            "social security",
            "ssn",
            "driver's license",
            "license number",
            "licence number",
            "id number",
            "account number",
            "bank account",
            "iban",
            "credit card",
            "card number",
            "tax id",
            "membership number",
            "policy number",
        ),
        (
            "passport",
            "ssn",
            "social security",
            "license",
            "licence",
            "id",
            "account",
            "iban",
            "card",
            "tax",
            "membership",
            "policy",
        ),
        extract_idnum,
    ),
    Attribute(
        "code_name",
        "code name",
        ("code name", "codename", "project name", "password", "pin", "pin code", "door code", "wifi password"),
        ("code name", "codename", "password", "pin", "door code", "wifi"),
        extract_kv,
    ),
)

RELATIONS = (
    "sister",
    "brother",
    "mother",
    "mom",
    "mum",
    "father",
    "dad",
    "wife",
    "husband",
    "partner",
    "girlfriend",
    "boyfriend",
    "son",
    "daughter",
    "friend",
    "best friend",
    "boss",
    "manager",
    "colleague",
    "coworker",
    "neighbor",
    "neighbour",
    "aunt",
    "uncle",
    "cousin",
    "grandma",
    "grandmother",
    "grandpa",
    "grandfather",
    "niece",
    "nephew",
    "roommate",
    "landlord",
    "doctor",
    "therapist",
    "child",
    "kid",
)
_FORGET = re.compile(
    r"\b(?:forget|erase|delete|remove|wipe|purge|scrub|unlearn|stop remembering|do not remember|don'?t remember|"
    r"no longer remember|get rid of)\b",
    re.IGNORECASE,
)
_QUOTED = re.compile(r"[\"\u201c]([^\"\u201d]{2,200})[\"\u201d]")
_TOPIC = re.compile(
    r"^(?:about\s+|everything\s+(?:about|regarding|on|related to)\s+|all\s+(?:about|of\s+)?(?:the\s+)?"
    r"(?:info(?:rmation)?\s+|notes\s+|stuff\s+)?(?:about|on|regarding)\s+|anything\s+(?:about|on)\s+|"
    r"(?:the\s+)?(?:info(?:rmation)?|notes|stuff|details)\s+(?:about|on|regarding)\s+)",
    re.IGNORECASE,
)
_PRONOUN_ONLY = re.compile(
    r"^(?:that|it|this|those|these|what i (?:just )?(?:said|told you|wrote|mentioned)|"
    r"what i said|the last (?:thing|message)|everything i (?:just )?said)\b",
    re.IGNORECASE,
)
_FILLER = re.compile(
    r"\b(?:please|pls|for me|now|right now|permanently|completely|entirely|forever|thanks?|thank you)\b", re.IGNORECASE
)
_NAME = re.compile(r"\b([A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)\b")
_POSSESSIVE = re.compile(r"\b([A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)(?:'s|\u2019s|')\s+", re.UNICODE)
_STOP = {
    "i",
    "me",
    "my",
    "the",
    "a",
    "an",
    "of",
    "about",
    "and",
    "or",
    "to",
    "that",
    "this",
    "it",
    "your",
    "you",
    "what",
    "told",
    "said",
    "her",
    "his",
    "their",
    "our",
    "we",
    "is",
    "was",
    "be",
    "in",
    "on",
    "for",
    "all",
    "everything",
    "anything",
    "info",
    "information",
    "details",
    "stuff",
    "notes",
    "note",
    "thing",
    "things",
}
_NOT_NAMES = {
    "I",
    "Please",
    "Forget",
    "Can",
    "Could",
    "Would",
    "Yes",
    "No",
    "Thanks",
    "Hi",
    "Hey",
    "Also",
    "And",
    "The",
    "My",
    "Her",
    "His",
    "Their",
    "Memory",
    "User",
    "Notes",
    "Reminder",
    "Done",
    "Got",
    "Ok",
    "Okay",
}


class Outcome(StrEnum):
    SUBJECT = "subject"
    NOTHING = "nothing"  # understood, but no stored value could be tied to it
    CLARIFY = "clarify"  # cannot be pinned down safely


@dataclass
class Subject:
    values: list[Value]
    context: frozenset[str]
    descriptor: str
    request_position: int | None
    anchors: list[str] = field(default_factory=list)  # whole-line facts that have no extractable value

    def matcher(self) -> Matcher:
        return Matcher(self.values + [Value(a) for a in self.anchors], self.context)

    def canonical(self) -> list[str]:
        """The normalised forms of the values, sorted: what tombstones and the subject fingerprint hash."""
        forms = {" ".join(v.toks) for v in self.values} | {" ".join(tokens(a)) for a in self.anchors}
        return sorted(f for f in forms if f)


@dataclass
class Derivation:
    outcome: Outcome
    subject: Subject | None = None
    question: str | None = None  # a clarification key for the templates (never user text)


@dataclass
class _Part:
    attribute: Attribute | None = None
    owner_kind: str = "user"  # user | relation | name | pronoun | none
    owner: str | None = None  # relation word or name
    topic: str | None = None


# ---------------------------------------------------------------------------------------------- parsing


def find_request(turns: Sequence) -> tuple[int, str] | None:
    """The latest user message that asks to forget something: (position, text)."""
    for turn in reversed(turns):
        if getattr(turn.role, "value", turn.role) == "user" and _FORGET.search(turn.text or ""):
            return turn.position, turn.text
    return None


def _object_phrase(request: str) -> str:
    m = _FORGET.search(request)
    phrase = request[m.end() :] if m else request
    phrase = re.split(r"[.!?\n]", phrase.strip(), maxsplit=1)[0]
    phrase = _FILLER.sub(" ", phrase)
    phrase = re.sub(r"^\s*(?:about\s+)?", lambda mm: mm.group(0) if _TOPIC.match(phrase.strip()) else "", phrase)
    return re.sub(r"\s+", " ", phrase).strip(" ,;:-")


def _find_attribute(text: str) -> Attribute | None:
    low = " " + text.lower() + " "
    best: tuple[int, Attribute] | None = None
    for attr in ATTRIBUTES:
        for p in attr.phrases:
            if re.search(rf"(?<![\w]){re.escape(p)}(?![\w])", low) and (best is None or len(p) > best[0]):
                best = (len(p), attr)
    return best[1] if best else None


def _parse_part(text: str, previous: _Part | None) -> _Part:
    part = _Part(attribute=_find_attribute(text))
    low = text.lower()
    poss = _POSSESSIVE.search(text)
    rel = next(
        (r for r in sorted(RELATIONS, key=len, reverse=True) if re.search(rf"\b{re.escape(r)}(?:'s|\u2019s)?\b", low)),
        None,
    )
    if rel:
        part.owner_kind, part.owner = "relation", rel
    elif poss and poss.group(1) not in _NOT_NAMES:
        part.owner_kind, part.owner = "name", poss.group(1)
    elif re.search(r"\b(?:my|mine|me|i)\b", low):
        part.owner_kind = "user"
    elif re.search(r"\b(?:her|his|their|them|him)\b", low):
        if previous and previous.owner_kind in ("relation", "name"):
            part.owner_kind, part.owner = previous.owner_kind, previous.owner
        else:
            part.owner_kind = "pronoun"
    else:
        part.owner_kind = "none"
    return part


def _split_parts(phrase: str) -> list[str]:
    pieces = [p.strip() for p in re.split(r",\s*(?:and\s+)?|\s+and\s+|\s*&\s*", phrase) if p.strip()]
    # only split when every piece names an attribute; otherwise "Bread and Butter Co" stays whole
    if len(pieces) > 1 and all(_find_attribute(p) for p in pieces):
        return pieces
    return [phrase]


# ---------------------------------------------------------------------------------------------- resolving


def _user_texts(turns: Sequence, before: int) -> list[str]:
    return [t.text for t in turns if getattr(t.role, "value", t.role) == "user" and t.position < before and t.text]


def _names_for_relation(rel: str, lines: Iterable[str], texts: Iterable[str]) -> list[str]:
    names: list[str] = []
    pat = re.compile(
        rf"\b{re.escape(rel)}\b\s*(?::|,|-|is|named|called)?\s*([A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)"
        rf"|([A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)\s*(?:\(|,\s*)(?:my\s+)?{re.escape(rel)}\b",
        re.IGNORECASE,
    )
    for src in list(texts) + list(lines):
        for m in pat.finditer(src):
            name = (m.group(1) or m.group(2) or "").strip()
            if name and name.split()[0] not in _NOT_NAMES and name.lower() not in _STOP:
                full = name
                if full not in names:
                    names.append(full)
                first = full.split()[0]
                if first not in names:
                    names.append(first)
    return names


def _mentions_any(text: str, words: Iterable[str]) -> bool:
    low = text.lower()
    return any(re.search(rf"(?<!\w){re.escape(w.lower())}(?!\w)", low) for w in words if w)


def _owner_words(part: _Part, memory_lines: list[str], texts: list[str]) -> list[str]:
    if part.owner_kind == "relation" and part.owner:
        return _names_for_relation(part.owner, memory_lines, texts) + [part.owner]
    if part.owner_kind == "name" and part.owner:
        return [part.owner, part.owner.split()[0]]
    return []


def _values_from(
    sources: Iterable[str], attr: Attribute, owner: list[str], owner_kind: str, *, per_line: bool
) -> list[Value]:
    found: list[Value] = []
    for src in sources:
        if not _mentions_any(src, attr.cues):
            continue
        if per_line and owner_kind in ("relation", "name") and not _mentions_any(src, owner):
            continue
        if (
            not per_line
            and owner_kind in ("relation", "name")
            and not (_mentions_any(src, owner) or re.search(r"\b(?:her|his|their|she|he|they)\b", src, re.IGNORECASE))
        ):
            continue
        if owner_kind == "user" and per_line and _mentions_other_owner(src, attr):
            continue
        cue_at = min(
            (
                m.start()
                for c in attr.cues
                for m in [re.search(rf"(?<!\w){re.escape(c)}(?!\w)", src, re.IGNORECASE)]
                if m
            ),
            default=0,
        )
        scope = src[cue_at:] if attr.name in ("shoe_size", "code_name") else src
        found.extend(attr.extract(scope))
    return found


def _mentions_other_owner(line: str, attr: Attribute) -> bool:
    """ "Anna's shoe size" is not *my* shoe size."""
    for cue in attr.cues:
        if re.search(rf"\b[A-Z][a-z]+(?:'s|\u2019s)\s+{re.escape(cue)}", line):
            return True
        if re.search(rf"\b(?:{'|'.join(RELATIONS)})(?:'s|\u2019s)\s+{re.escape(cue)}", line, re.IGNORECASE):
            return True
    return False


def _dedupe(values: list[Value]) -> list[Value]:
    seen: dict[tuple[str, ...], Value] = {}
    for v in values:
        if v.toks and v.toks not in seen:
            seen[v.toks] = v
    # drop a value that is contained in a longer one of the same kind ("14 Birch Ln" inside a longer form)
    out = []
    for v in seen.values():
        if any(
            o is not v and len(o.toks) > len(v.toks) and _is_sub(v.toks, o.toks) and o.strong == v.strong
            for o in seen.values()
        ):
            continue
        out.append(v)
    return out


def _is_sub(small: tuple[str, ...], big: tuple[str, ...]) -> bool:
    n = len(small)
    return any(big[i : i + n] == small for i in range(len(big) - n + 1))


def _all_strong_values(text: str) -> list[Value]:
    return extract_address(text) + extract_email(text) + extract_phone(text) + extract_idnum(text)


def _last_named_person(turns: Sequence, before: int) -> str | None:
    for text in reversed(_user_texts(turns, before)):
        for m in reversed(list(_NAME.finditer(text))):
            name = m.group(1)
            if name.split()[0] not in _NOT_NAMES and name.lower() not in _STOP:
                return name
    return None


def derive_subject(
    turns: Sequence,
    memory_lines: Callable[[], Iterable[str]],
    *,
    about: str | None = None,
) -> Derivation:
    """Work out what to forget. `memory_lines` yields the bodies of memory note lines (read on demand)."""
    if about is not None:
        position, request = None, about if _FORGET.search(about) else f"forget {about}"
    else:
        found = find_request(turns)
        if not found:
            return Derivation(Outcome.CLARIFY, question="what")
        position, request = found
    before = position if position is not None else 1 << 62
    phrase = _object_phrase(request)
    quoted = _QUOTED.findall(request)
    if quoted:
        vals = [Value(q.strip()) for q in quoted if tokens(q)]
        return Derivation(Outcome.SUBJECT, Subject(_dedupe(vals), frozenset(), "that information", position))
    if not phrase or not tokens(phrase):
        return Derivation(Outcome.CLARIFY, question="what")
    if _PRONOUN_ONLY.match(phrase):
        texts = _user_texts(turns, before)
        vals = _all_strong_values(texts[-1]) if texts else []
        if not vals:
            return Derivation(Outcome.CLARIFY, question="which")
        return Derivation(Outcome.SUBJECT, Subject(_dedupe(vals), frozenset(), "that information", position))

    lines = [ln for ln in memory_lines() if ln.strip()]
    texts = _user_texts(turns, before)
    topic = _TOPIC.match(phrase)
    if topic:
        return _derive_topic(phrase[topic.end() :], lines, texts, turns, before, position)

    parts: list[_Part] = []
    for piece in _split_parts(phrase):
        parts.append(_parse_part(piece, parts[-1] if parts else None))
    if all(p.attribute is None for p in parts):
        # no known attribute: a proper noun or a distinctive literal is a topic; anything else is generic
        literal = _all_strong_values(phrase)
        if literal:
            return Derivation(Outcome.SUBJECT, Subject(_dedupe(literal), frozenset(), "that information", position))
        return _derive_generic(phrase, lines, texts, position)

    values: list[Value] = []
    context: set[str] = set()
    labels: list[str] = []
    for part in parts:
        if part.attribute is None:
            continue
        attr = part.attribute
        if part.owner_kind == "pronoun":
            name = _last_named_person(turns, before)
            part.owner_kind, part.owner = ("name", name) if name else ("none", None)
        owner = _owner_words(part, lines, texts)
        vals = _values_from(texts, attr, owner, part.owner_kind, per_line=False)
        vals += _values_from(lines, attr, owner, part.owner_kind, per_line=True)
        values += vals
        context.update(tokens(" ".join(attr.context)))
        context.update(tokens(" ".join(attr.cues)))
        context.update(t for w in owner for t in tokens(w))
        labels.append(_label(part))
    values = _dedupe(values)
    if not values:
        return Derivation(Outcome.NOTHING)
    return Derivation(Outcome.SUBJECT, Subject(values, frozenset(context), _join_labels(labels), position))


def _label(part: _Part) -> str:
    attr = part.attribute.label if part.attribute else "information"
    if part.owner_kind == "relation" and part.owner:
        return f"your {part.owner}'s {attr}"
    if part.owner_kind == "name":
        return f"that person's {attr}"
    if part.owner_kind == "user":
        return f"your {attr}"
    return f"that {attr}"


def _join_labels(labels: list[str]) -> str:
    labels = list(dict.fromkeys(labels))
    if len(labels) == 1:
        return labels[0]
    return ", ".join(labels[:-1]) + " and " + labels[-1]


def _derive_topic(topic: str, lines: list[str], texts: list[str], turns: Sequence, before: int, position) -> Derivation:
    part = _parse_part(topic, None)
    if part.owner_kind == "relation" and part.owner:
        names = _names_for_relation(part.owner, lines, texts)
        if not names:
            return Derivation(Outcome.NOTHING)
        return Derivation(
            Outcome.SUBJECT, Subject(_dedupe([Value(n) for n in names]), frozenset(), "that information", position)
        )
    if part.owner_kind == "pronoun":
        name = _last_named_person(turns, before)
        if not name:
            return Derivation(Outcome.CLARIFY, question="who")
        topic = name
    words = [t for t in tokens(topic) if t not in _STOP]
    if not words:
        return Derivation(Outcome.CLARIFY, question="what")
    clean = re.sub(r"^(?:my|the|our)\s+", "", topic.strip(), flags=re.IGNORECASE)
    return Derivation(Outcome.SUBJECT, Subject([Value(clean)], frozenset(), "that information", position))


def _derive_generic(phrase: str, lines: list[str], texts: list[str], position) -> Derivation:
    """ "my favourite colour": find note lines that name all the phrase's content words, take their values."""
    words = [t for t in tokens(phrase) if t not in _STOP and len(t) > 2]
    if not words:
        return Derivation(Outcome.CLARIFY, question="what")
    if len(words) == 1 and phrase[:1].isupper():
        return Derivation(Outcome.SUBJECT, Subject([Value(phrase)], frozenset(), "that information", position))
    values: list[Value] = []
    anchors: list[str] = []
    for line in lines:
        low = set(tokens(line))
        if not all(any(t.startswith(w[:5]) for t in low) for w in words):
            continue
        kv = extract_kv(line)
        key = line.split(":", 1)[0] if ":" in line else ""
        if kv and all(any(t.startswith(w[:5]) for t in tokens(key)) for w in words):
            values += kv
        else:
            anchors.append(re.sub(r"^\s*(?:[-*+]|\d+[.)])\s+", "", line).strip())
    if not values and not anchors:
        return Derivation(Outcome.NOTHING)
    label = "that information"
    return Derivation(Outcome.SUBJECT, Subject(_dedupe(values), frozenset(), label, position, anchors=anchors[:50]))
