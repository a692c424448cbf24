"""Reading a forget request: what kind of thing it names, whose, and which fact.

"Forget my sister's address and Tomas's phone number" becomes two parts, each with an owner (the user, a
relation, a name, a pronoun, or nobody in particular) and an attribute (with its facet and qualifiers:
"my *old* address", "my *phone* PIN", "my *Costco* membership number"). Other shapes: quoted text,
"everything about X", "that" / "what I just said", "what I told you about X", and requests too vague
to act on.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from enum import StrEnum

from lethe.language.text import normalise, stem, tokens

from .extract import addresses, codes, emails, phones
from .lexicon import (
    ATTRIBUTES,
    FILLER_WORDS,
    FORGET_VERBS,
    NOT_NAMES,
    NUMBERISH,
    PRONOUN_OWNERS,
    STOP_WORDS,
    USER_OWNERS,
    VAGUE_OBJECTS,
    VOCABULARY,
    Attribute,
    Facet,
)
from .matching import Value
from .people import REL_OF, unposs

FORGET = re.compile(rf"\b(?:{FORGET_VERBS})\b", re.IGNORECASE)
_QUOTED = (
    re.compile(r"\"([^\"\n]{2,200})\""),
    re.compile(r"(?<![\w])'([^'\n]{2,120}?)'(?![\w])"),
)
_TOPIC = re.compile(
    r"^(?:(?:absolutely\s+)?(?:everything|anything|all(?:\s+of)?(?:\s+the)?(?:\s+(?:info(?:rmation)?|notes?|stuff|"
    r"details|things|memories))?|(?:the\s+)?(?:info(?:rmation)?|notes?|stuff|details|things|memories))\s+)?"
    r"(?:about|regarding|concerning|on|related\s+to|to\s+do\s+with|involving)\s+(.+)$",
    re.IGNORECASE,
)
_TOLD = re.compile(
    r"^(?:what|everything|anything|all|the\s+(?:things?|stuff|info(?:rmation)?))\s+(?:that\s+)?(?:i|we)\s+"
    r"(?:just\s+|recently\s+|earlier\s+|already\s+)?(?:said|told\s+you|mentioned|wrote|shared|gave\s+you|typed|sent)"
    r"(?:\s+(?:to\s+you|earlier|before|just\s+now|today))?(?:\s+(?:about|regarding|on)\s+(.+))?$",
    re.IGNORECASE,
)
_PRONOUN_ONLY = re.compile(
    r"^(?:that|it|this|those|these|them|that\s+(?:last\s+)?(?:one|part|bit|thing|message|stuff)|the\s+last\s+"
    r"(?:thing|message|one|part)|my\s+last\s+message|what\s+i\s+(?:just\s+)?(?:said|wrote|typed))$",
    re.IGNORECASE,
)
_WHERE_LIVES = re.compile(r"\bwhere\s+(.*?)\s*(?:lives?|is\s+living|stays?|moved(?:\s+to)?)\b", re.IGNORECASE)
_WHEN_BORN = re.compile(r"\bwhen\s+(.*?)\s*(?:was|were|is)\s+born\b", re.IGNORECASE)
_NAME_POSS = re.compile(r"\b([A-ZÀ-ÖØ-Þ][^\W\d_]+(?:\s+[A-ZÀ-ÖØ-Þ][^\W\d_]+)?)(?:'s|')(?=\s|$)")
_COMMON_POSS = re.compile(r"\b([a-z][a-z-]+(?:\s+[a-z][a-z-]+)?)(?:'s|s')(?=\s|$)")
_SPLIT = re.compile(r",\s*(?:and\s+|as\s+well\s+as\s+)?|\s+(?:and|plus|as\s+well\s+as)\s+|\s*&\s*|\s*;\s*")


class Kind(StrEnum):
    FACTS = "facts"  # one or more parts, each an attribute (or unknown words) with an owner
    TOPIC = "topic"  # everything about X
    QUOTED = "quoted"  # the user's own words, in quotes
    PRONOUN = "pronoun"  # "forget that"
    TOLD = "told"  # "what I told you about X"
    VAGUE = "vague"  # "forget something"
    NONE = "none"  # no request, or nothing after the verb


@dataclass
class Owner:
    kind: str = "none"  # user | relation | name | pronoun | none
    word: str | None = None  # relation group or name


@dataclass
class Part:
    text: str
    attribute: Attribute | None = None
    facet: Facet | None = None
    alternatives: tuple[Attribute, ...] = ()  # bare "the number": any of these
    owner: Owner = field(default_factory=Owner)
    qualifiers: set[str] = field(default_factory=set)
    extras: list[str] = field(default_factory=list)  # other content words, as stems ("costco", "q3")
    literal: list[Value] = field(default_factory=list)  # values written in the request itself
    determiner: bool = False  # "the wifi password": a thing, not someone's


@dataclass
class Request:
    kind: Kind
    text: str = ""
    parts: list[Part] = field(default_factory=list)
    quoted: list[str] = field(default_factory=list)
    about: str | None = None  # the X of "everything about X" / "what I told you about X"


# ------------------------------------------------------------------------------------------ parsing


def is_forget_request(text: str) -> bool:
    return bool(FORGET.search(text or ""))


def object_phrase(request: str) -> str:
    """What follows the forget verb, without politeness and trailing chatter."""
    text = normalise(request)
    m = FORGET.search(text)
    phrase = text[m.end() :] if m else text
    phrase = re.split(r"(?<!\b(?:Dr|Mr|Ms|St))(?<!\bMrs)[.!?\n](?:\s|$)", phrase.strip(), maxsplit=1)[0]
    fillers = "|".join(re.escape(f) for f in sorted(FILLER_WORDS, key=len, reverse=True))
    phrase = re.sub(rf"\b(?:{fillers})\b", " ", phrase, flags=re.IGNORECASE)
    phrase = re.sub(r"^\s*(?:about\s+)?(?=(?:what|everything|anything|all)\b)", "", phrase, flags=re.IGNORECASE)
    phrase = re.sub(r"\s+", " ", phrase).strip(" ,;:-?!.")
    return re.sub(r"^(?:(?:can|could|would)\s+you\s+|to\s+)", "", phrase, flags=re.IGNORECASE)


def parse_request(request: str | None) -> Request:
    if not request or not request.strip():
        return Request(Kind.NONE)
    text = normalise(request)
    quoted = [q.strip() for pat in _QUOTED for q in pat.findall(text) if tokens(q)]
    if quoted:
        return Request(Kind.QUOTED, text, quoted=quoted)
    phrase = object_phrase(text)
    if not phrase or not tokens(phrase):
        return Request(Kind.NONE, text)
    if _PRONOUN_ONLY.match(phrase):
        return Request(Kind.PRONOUN, text)
    told = _TOLD.match(phrase)
    if told:
        return Request(Kind.TOLD, text, about=(told.group(1) or "").strip() or None)
    topic = _TOPIC.match(phrase)
    if topic and not _find_attribute(topic.group(1)):
        return Request(Kind.TOPIC, text, about=topic.group(1).strip())
    if phrase.lower() in VAGUE_OBJECTS or not [t for t in tokens(phrase) if t not in STOP_WORDS]:
        return Request(Kind.VAGUE, text)
    if topic:
        phrase = topic.group(1)
    return Request(Kind.FACTS, text, parts=parse_parts(phrase))


def parse_parts(phrase: str) -> list[Part]:
    pieces = [p.strip() for p in _SPLIT.split(phrase) if p and p.strip()]
    # split only when every piece names an attribute: "Bread and Butter Co" stays whole
    if len(pieces) < 2 or not all(_find_attribute(p) for p in pieces):
        pieces = [phrase]
    parts: list[Part] = []
    for piece in pieces:
        part = parse_part(piece)
        if parts and part.owner.kind == "none" and not part.determiner:
            part.owner = parts[-1].owner  # "my sister's address and phone number"
        elif parts and part.owner.kind == "pronoun" and parts[-1].owner.kind in ("name", "relation"):
            part.owner = parts[-1].owner  # "Dev's birthday, his email"
        parts.append(part)
    return parts


def parse_part(piece: str) -> Part:
    part = Part(text=piece)
    owner_text = piece
    where = _WHERE_LIVES.search(piece) or _WHEN_BORN.search(piece)
    if where:
        part.attribute = (
            ATTRIBUTES[0]
            if "liv" in where.group(0).lower() or "stay" in where.group(0).lower()
            else (next(a for a in ATTRIBUTES if a.name == "birthday"))
        )
        owner_text = where.group(1) + ("'s" if where.group(1).strip() else "")
        owner_text = re.sub(r"^(?:my|our)'s$", "my", owner_text.strip(), flags=re.IGNORECASE)
    else:
        found = _find_attribute(piece)
        if found:
            part.attribute, part.facet, head = found
            if head in _NUMBER_HEADS and part.facet is None:
                part.alternatives = tuple(a for a in ATTRIBUTES if a.name in NUMBERISH)
    part.owner = parse_owner(owner_text)
    part.determiner = bool(re.match(r"^(?:the|that|this|a|an)\b", piece.strip(), re.IGNORECASE))
    if part.attribute:
        low = {stem(t) for t in tokens(piece)}
        for group, words in part.attribute.qualifiers.items():
            if low & {stem(w) for w in words}:
                part.qualifiers.add(group)
        if part.alternatives and part.owner.kind != "none":
            part.alternatives = ()  # "his number", "the plumber's number": a phone number
    part.extras = _extras(piece, part)
    part.literal = _literal_values(piece, part)
    return part


def parse_owner(text: str) -> Owner:
    low = text.lower()
    for m in _NAME_POSS.finditer(text):
        name = " ".join(w for w in m.group(1).split() if w not in NOT_NAMES)
        if name and name.lower() not in REL_OF:
            return Owner("name", name)
    rel = _relation_in(low)
    if rel:
        return Owner("relation", rel)
    for m in _COMMON_POSS.finditer(low):
        words = m.group(1).split()
        role = words[-1]
        if role not in USER_OWNERS and role not in PRONOUN_OWNERS and role not in STOP_WORDS | VOCABULARY:
            return Owner("relation", REL_OF.get(role, role))  # "the plumber's number"
    words = set(re.findall(r"[\w']+", low))
    if words & set(USER_OWNERS):
        return Owner("user")
    if words & set(PRONOUN_OWNERS):
        return Owner("pronoun")
    return Owner("none")


def _relation_in(low: str) -> str | None:
    words = re.findall(r"[a-z][\w'-]*", low)
    for i in range(len(words)):
        for span in (2, 1):
            phrase = unposs(" ".join(words[i : i + span]))
            if phrase in REL_OF and (
                i == 0 or words[i - 1] in ("my", "our", "the", "a") or span == 2 or words[i + span - 1].endswith("'s")
            ):
                return REL_OF[phrase]
    return None


_NUMBER_HEADS = frozenset({stem("number"), stem("numbers"), "id"})


def _stemmed(text: str) -> str:
    return " " + " ".join(stem(t) for t in tokens(text)) + " "


def _find_attribute(text: str) -> tuple[Attribute, Facet | None, str] | None:
    """The attribute a phrase names: the head noun is the last attribute word ("phone PIN" is a PIN)."""
    low = _stemmed(normalise(text))
    best: tuple[int, int, Attribute, Facet | None, str] | None = None
    for attr in ATTRIBUTES:
        options = [(p, None) for p in attr.phrases] + [(p, f) for f in attr.facets for p in f.phrases]
        for phrase, facet in options:
            norm = _stemmed(phrase).strip()
            for m in re.finditer(rf"(?<= ){re.escape(norm)}(?= )", low):
                key = (m.end(), len(norm))
                if best is None or key > best[:2]:
                    best = (m.end(), len(norm), attr, facet, norm)
    if best is None:
        return None
    _, _, attr, facet, head = best
    if facet is None and attr.facets:
        facet = _facet_in(attr, low)
    if attr.name == "identifier" and facet is None and head not in _NUMBER_HEADS:
        return None
    return attr, facet, head


def _facet_in(attr: Attribute, low: str) -> Facet | None:
    for facet in attr.facets:
        for p in sorted(facet.phrases, key=len, reverse=True):
            if _stemmed(p) in low:
                return facet
    return None


def _cue_vocabulary(attr: Attribute) -> set[str]:
    """Words that only say which attribute it is; any other word of the request narrows it down."""
    words = list(attr.cues) + [w for ws in attr.qualifiers.values() for w in ws]
    words += [p for p in attr.phrases if " " not in p] + [w for f in attr.facets for w in f.cues]
    words += ["number", "numbers", "no", "size", "sizes", "code", "codes"]
    return {stem(t) for w in words for t in tokens(w)}


def _extras(piece: str, part: Part) -> list[str]:
    """Content words that narrow the fact down ("Costco", "phone" in "phone PIN", "Q3 migration")."""
    vocab = set()
    for attr in (part.attribute, *part.alternatives):
        if attr:
            vocab |= _cue_vocabulary(attr)
    owner_words = {stem(t) for t in tokens(part.owner.word or "")}
    rel_words = {stem(w) for w in REL_OF}
    out = []
    for t in tokens(piece):
        s = stem(t)
        if t in STOP_WORDS or s in vocab or s in owner_words or s in rel_words or t in USER_OWNERS:
            continue
        if t in PRONOUN_OWNERS or t in ("where", "when", "born", "live", "lives", "old", "new"):
            continue
        if s not in out:
            out.append(s)
    return out


def _literal_values(piece: str, part: Part) -> list[Value]:
    """Values the user wrote in the request itself: "my number 503-555-0142", "the codename Nightjar"."""
    vals = emails(piece) + phones(piece) + addresses(piece) + codes(piece)
    if part.attribute and part.attribute.name == "code":
        m = re.search(r"\b(?:code\s*name|codename|password|project)\s+([A-Z][\w-]+)", piece)
        if m:
            vals.append(Value(m.group(1)))
    return vals
