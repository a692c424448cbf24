"""Who a fact belongs to: the people named in the notes and the conversation, and the owner of a statement.

An *owner* is a set of keys: ``user`` for the user, ``person:<first name>`` for a named person,
``rel:<relation>`` for "my sister", ``other`` for someone else's relative ("Priya's daughter"). A
request's owner and a statement's owner are the same person when their keys meet, so "my sister" finds
"Anna lives at ..." once the notes say "Sister: Anna Reyes".
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field

from lethe.language.text import normalise

from .lexicon import NOT_NAMES, PERSON_VERBS, RELATION_ALSO, RELATIONS, TITLES, VOCABULARY

Owner = frozenset[str]
USER: Owner = frozenset({"user"})
OTHER: Owner = frozenset({"other"})

REL_OF: dict[str, str] = {w: group for group, words in RELATIONS.items() for w in words}
_REL_FIRST = frozenset(w.split()[0] for w in REL_OF)
_REL_WORDS = sorted(REL_OF, key=len, reverse=True)
_REL = r"(?i:" + "|".join(re.escape(w) for w in _REL_WORDS) + r")"
_TITLE = r"(?:(?i:" + "|".join(TITLES) + r")\.?\s+)"
_UP = "A-ZÀ-ÖØ-ÞĀ-Ž"
NAME = rf"[{_UP}][^\W\d_]+(?:[ \t]+[{_UP}][^\W\d_]+)?(?![^\W\d_])(?!\s*\d)"  # not "Lindenstraße 12"
_DECLARATIONS = (
    # Sister: Anna Reyes / **Boss:** Olu / Plumber (Dave) / Landlord: Mr. Okafor
    re.compile(
        rf"^[\s\-*+>]*(?:\*\*|__)?(?:(?i:my)\s+)?({_REL})(?:\*\*|__)?\s*[:(]\s*(?:\*\*|__)?\s*{_TITLE}?({NAME})"
    ),
    # my sister Anna / my sister, Anna
    re.compile(rf"\b(?i:my|our)\s+({_REL}),?\s+{_TITLE}?({NAME})"),
    # the plumber is Dave / manager is Olu / my therapist is Dr. Hannah Lind
    re.compile(rf"(?<!'s )(?<!’s )\b({_REL})\s+(?:is|was|=)\s+{_TITLE}?({NAME})"),
)
_DECLARATIONS_NAME_FIRST = (
    re.compile(rf"({NAME})\s*\((?:(?i:my)\s+)?({_REL})\)"),  # Anna (sister)
    re.compile(rf"({NAME})(?:,|\s+is)\s+(?i:my|our)\s+({_REL})\b"),  # Anna, my sister / Anna is my sister
)
_ONE_NAME = rf"[{_UP}][^\W\d_]+"
_POSSESSIVE_NAME = re.compile(rf"\b({_ONE_NAME})'s\b")
_VERB_NAME = re.compile(rf"\b({_ONE_NAME})\s+(?:{'|'.join(PERSON_VERBS)})\b")
_WORD = re.compile(r"[\w@+]+(?:['\-.][\w@+]+)*|[:(),;—–-]", re.UNICODE)
_PRONOUNS = {"she", "her", "hers", "he", "his", "him", "they", "their", "them", "theirs"}
_POSS_PRONOUNS = {"her", "his", "their"}
_USER_WORDS = {"i", "me", "my", "mine", "our", "ours", "we", "us", "myself", "i'm", "i've", "i'd"}


def _clean_name(name: str) -> str | None:
    words = name.split()
    if not words or words[0] in NOT_NAMES or _common_word(words[0]):
        return None
    return " ".join(w for w in words if w not in NOT_NAMES)


def _common_word(word: str) -> bool:
    """A relation or attribute word written with a capital ("Grandma's", "Driver's license") is no name."""
    low = word.lower()
    return low in REL_OF or low in VOCABULARY


def unposs(word: str) -> str:
    """ "sister's" -> "sister", "kids'" -> "kids"."""
    low = word.lower()
    if low.endswith("'s"):
        return word[:-2]
    return word[:-1] if low.endswith("'") else word


_LOWER_WORD = re.compile(r"[a-z]+")


def declares_relation(text: str) -> bool:
    """Whether a text names a relation word at all (only such texts can say who someone is)."""
    return not _REL_FIRST.isdisjoint(_LOWER_WORD.findall(text.lower()))


_ANY_REL = re.compile("|".join(sorted(map(re.escape, _REL_FIRST), key=len, reverse=True)))


def may_declare_relation(text: str) -> bool:
    """A fast whole-text test: False when no relation word can be in it (a superset of `declares_relation`)."""
    return _ANY_REL.search(text.lower()) is not None


@dataclass
class People:
    """The people a conversation and its notes name, with the relations the notes give them."""

    relations: dict[str, list[str]] = field(default_factory=dict)  # relation group -> full names, first seen first
    names: dict[str, set[str]] = field(default_factory=dict)  # first name (folded) -> relation groups
    _owners: dict[tuple[str, str], Owner] = field(default_factory=dict, repr=False, compare=False)  # answers so far

    @classmethod
    def gather(cls, texts: Iterable[str]) -> People:
        p = cls()
        texts = [normalise(t) for t in texts]
        for text in texts:
            if not declares_relation(text):
                continue  # no relation word: nothing declared here
            for rel, name in _declarations(text):
                p.declare(name, REL_OF[rel.lower()])
        for text in texts:
            for m in list(_POSSESSIVE_NAME.finditer(text)) + list(_VERB_NAME.finditer(text)):
                name = _clean_name(m.group(1))
                if name:
                    p.names.setdefault(name.split()[0].casefold(), set())
        return p

    def declare(self, name: str, group: str | None) -> None:
        name = _clean_name(name) or ""
        if not name:
            return
        self._owners.clear()  # who is who changed
        first = name.split()[0].casefold()
        self.names.setdefault(first, set())
        if group:
            self.names[first].add(group)
            known = self.relations.setdefault(group, [])
            if not any(n.split()[0].casefold() == first for n in known):
                known.append(name)

    def knows(self, word: str) -> bool:
        return word.casefold() in self.names

    def persons_for(self, group: str) -> list[str]:
        out = list(self.relations.get(group, []))
        for also in RELATION_ALSO.get(group, ()):
            out += [n for n in self.relations.get(also, []) if n not in out]
        return out

    # -------------------------------------------------------------------------------- owners

    def person(self, name: str) -> Owner:
        first = name.split()[0].casefold()
        key = ("person", first)
        if key not in self._owners:
            self._owners[key] = frozenset({f"person:{first}"} | {f"rel:{g}" for g in self.names.get(first, ())})
        return self._owners[key]

    def relation(self, word: str) -> Owner:
        group = REL_OF.get(word.lower(), word.lower())
        key = ("relation", group)
        if key not in self._owners:
            keys = {f"rel:{group}"}
            persons = self.persons_for(group)
            if len(persons) == 1:
                keys.add(f"person:{persons[0].split()[0].casefold()}")
            self._owners[key] = frozenset(keys)
        return self._owners[key]


def _declarations(text: str) -> list[tuple[str, str]]:
    found = []
    for pat in _DECLARATIONS:
        found += [(m.group(1), m.group(2)) for m in pat.finditer(text)]
    for pat in _DECLARATIONS_NAME_FIRST:
        found += [(m.group(2), m.group(1)) for m in pat.finditer(text)]
    return found


# ------------------------------------------------------------------------------------------ statements


@dataclass(frozen=True)
class Mention:
    start: int
    end: int
    owner: Owner
    possessive: bool


def mentions(text: str, people: People, antecedent: Owner | None) -> list[Mention]:
    """The people a sentence mentions, in order: names, "my", "my sister", "her" (-> antecedent)."""
    text = normalise(text)
    words = list(_WORD.finditer(text))
    out: list[Mention] = []
    i = 0
    while i < len(words):
        m = words[i]
        raw = m.group(0)
        low = raw.lower()
        poss = low.endswith("'s") or (low.endswith("s'") and len(low) > 2)
        base = raw[:-2] if low.endswith("'s") else raw.rstrip("'")
        if low in ("my", "our"):
            nxt = words[i + 1].group(0).lower() if i + 1 < len(words) else ""
            nxt2 = " ".join(w.group(0).lower() for w in words[i + 1 : i + 3])
            if unposs(nxt) in REL_OF or unposs(nxt2) in REL_OF:
                i += 1  # "my sister": the relation word is the mention
                continue
        if low in _USER_WORDS:
            out.append(Mention(m.start(), m.end(), USER, low in ("my", "our", "mine")))
        elif low in _PRONOUNS:
            if antecedent:
                out.append(Mention(m.start(), m.end(), antecedent, low in _POSS_PRONOUNS))
        elif base[:1].isupper() and people.knows(base) and base not in NOT_NAMES and base.lower() not in REL_OF:
            out.append(Mention(m.start(), m.end(), people.person(base), poss))
        elif unposs(low) in _REL_FIRST or low in _REL_FIRST:
            rel = _relation_at(words, i)
            if rel:
                j, group = rel
                end = words[j].end()
                rel_poss = words[j].group(0).lower().endswith("'s")
                prev = out[-1] if out else None
                if prev and prev.possessive and prev.owner != USER and prev.end >= m.start() - 1:
                    # someone else's relative: "Priya's daughter", or by name "Priya's partner Sam"
                    after = words[j + 1].group(0) if j + 1 < len(words) else ""
                    if unposs(after)[:1].isupper() and people.knows(unposs(after)):
                        name_poss = after.lower().endswith("'s")
                        owner = frozenset({f"person:{unposs(after).casefold()}"})
                        out[-1] = Mention(prev.start, words[j + 1].end(), owner, name_poss)
                        i = j + 2
                        continue
                    out[-1] = Mention(prev.start, end, OTHER, rel_poss)
                else:
                    out.append(Mention(m.start(), end, people.relation(group), rel_poss))
                i = j + 1
                continue
        i += 1
    return out


def _relation_at(words: list, i: int) -> tuple[int, str] | None:
    for span in (2, 1):
        if i + span > len(words):
            continue
        phrase = " ".join(w.group(0) for w in words[i : i + span]).lower()
        for suffix in ("'s", "s'", "'"):
            if phrase.endswith(suffix) and phrase[: -len(suffix)] in REL_OF:
                phrase = phrase[: -len(suffix)]
                break
        if phrase in REL_OF:
            return i + span - 1, phrase
    return None


def owner_of(
    statement: str, cue_start: int | None, people: People, antecedent: Owner | None, default: Owner = USER
) -> Owner:
    """Whose fact a statement states: the possessor of its cue ("Anna's address", "my number"), else the
    person its key names ("Priya: ..."), else the first person it mentions, else `default` (the user, or
    the owner of the clause before a semicolon)."""
    found = mentions(statement, people, antecedent)
    if cue_start is not None:
        before = [m for m in found if m.end <= cue_start]
        if before and before[-1].possessive and _close(statement, before[-1].end, cue_start):
            return before[-1].owner
    colon = statement.find(":")
    if 0 < colon < 60:
        in_key = [m for m in found if m.end <= colon]
        if in_key:
            return in_key[0].owner
    if found:
        return found[0].owner
    return default


def _close(text: str, a: int, b: int, words: int = 3) -> bool:
    between = normalise(text)[a:b]
    return len(re.findall(r"\w+", between)) <= words and not re.search(r"[.;:]", between)


def last_person(statement: str, people: People, antecedent: Owner | None) -> Owner | None:
    """The last person (not the user) a statement mentions: what "she" or "his" refers to next."""
    others = [m.owner for m in mentions(statement, people, antecedent) if m.owner not in (USER, OTHER)]
    return others[-1] if others else antecedent


def same_owner(a: Owner, b: Owner) -> bool:
    if "other" in a or "other" in b:
        return False
    return bool(a & b)
