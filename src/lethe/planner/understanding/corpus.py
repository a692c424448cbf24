"""The statements a home holds, as the planner reads them to work out what a request means (read-only).

A *statement* is one record of a memory note — a bullet with its continuation lines ("- Project Kestrel:
... (board vote pending;\\n  deal team only).") or a paragraph line — with the section it sits under, its
language, and the people it is about. *People* are gathered from the notes' own declarations
("Sister: Anna Reyes", "Mutter: Ingrid Hoffmann", "Frère : Hugo", "Son: Leo (8)") and the names the
conversation uses; each gets a relation and the names and words that refer to them ("Mama", "mom").

Nothing here keeps more than the statements a request could be about: callers pass a `keep` test so a
home with years of notes is read as a stream and only candidate lines stay in memory.
"""

from __future__ import annotations

import copy
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, replace
from functools import cache, lru_cache
from typing import NamedTuple

from lethe.language.frequency import commonness
from lethe.language.text import sentences

from .vocab import CALENDAR, HOW_THEY_WRITE, RELATIONS, TITLES
from .words import fold, folded_words, guess_language, tokens, unpossessive

_BULLET = re.compile(r"^(\s*)(?:[-*+]|\d+[.)])\s+")
_HEADING = re.compile(r"^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$")
_RULE = re.compile(r"^\s*(?:[-*_]\s*){3,}$")
_COMMENT = re.compile(r"^\s*<!--.*-->\s*$")
_LABEL = re.compile(r"^\s*(?:[-*+]\s+)?(?:\*\*|__)?([^:;,\n*_]{1,40}?)(?:\*\*|__)?\s*:\s+(?!//)")
_UPPER = "A-ZÀ-ÖØ-ÞĀ-ŽΑ-Ω"
# a first name, the name they go by in quotes ("Sébastien « Seb » Gillet"), a last name
_NAME = re.compile(
    # (a second given name before the name they go by: Juan Manuel "Juanma" Vidal)
    rf"\b([{_UPPER}][^\W\d_]+(?:[-'][{_UPPER}][^\W\d_]+)?(?:\s+[{_UPPER}][^\W\d_]+(?=\s*[«\"“„]))?)"
    rf"(?:\s*[«\"“„]\s*([{_UPPER}][^\W\d_]+)\s*[»\"”“])?"
    # (a name of three words before what they go by: Tan Wei Jie ("Ah Jie"))
    rf"(?:\s+([{_UPPER}][^\W\d_]+(?:-[{_UPPER}][^\W\d_]+)?(?:\s+[{_UPPER}][^\W\d_]+(?=\s*\(\s*[\"“]))?))?"
)
# one title or several ("Frau Dr. Scholz", "Mag. Dr. Huber")
_TITLE = re.compile(r"^(?:(?:" + "|".join(re.escape(t.rstrip(".")) for t in TITLES) + r")\.?\s+)+", re.IGNORECASE)


def label_match(text: str) -> re.Match | None:
    """`_LABEL.match(text)`, tried only when the text's first colon is followed by white space: a label holds
    no colon, nor does what comes before it, so the colon after a label is the first."""
    colon = text.find(":")
    return _LABEL.match(text) if colon >= 0 and text[colon + 1 : colon + 2].isspace() else None


def untitled(name: str) -> str:
    """A name without its title ("Maître Claire Besson" -> "Claire Besson", "Dra. Serra" -> "Serra")."""
    return _TITLE.sub("", name.strip())


REL_OF: dict[str, str] = {fold(w): rel for rel, ws in RELATIONS.items() for w in ws}
_USER = "user"
_NAME_LABELS = {"name", "nombre", "nom", "full name", "vollständiger name", "prénom"}


# relation words that are only ever written with a mark ("niña"): the same letters without it are a name ("Nina")
_MARKED_ONLY = frozenset(
    f for f in REL_OF if not any(fold(w) == f and w.casefold() == f for ws in RELATIONS.values() for w in ws)
)


def relation_word(word: str) -> bool:
    """Whether a word (as written) is a word for a relation: "Tochter", "mamá", "Mama", "la nina" typed without
    its mark; not "Nina", a name: capitalised, and without the mark "niña" always has."""
    f = fold(word)
    return f in REL_OF and not (f in _MARKED_ONLY and word[:1].isupper() and word.casefold() == f)


# whose a "son" is, right before the word: "my son", "our son", "the son of"
_A_SON = re.compile(
    r"\b(?:my|your|our|his|her|their|the|a|eldest|oldest|youngest|little|older|younger|baby|step)\s+\Z",
    re.IGNORECASE,
)


def not_a_son(text: str, t) -> bool:
    """Whether the token `t` of `text` is French "son" (his, her: "oublie son numéro"), not a son ("my son",
    "Son: Tom", "our son's")."""
    return t.folded == "son" and not (_A_SON.search(text[: t.start]) or re.match(r"\s*(?::|['’]s)", text[t.end :]))


_TITLE_WORDS = frozenset({"frau", "herr", "señora", "senora", "madame"})
_POSSESSIVE_BEFORE = frozenset("meine meiner seine seiner deine ihre ihrer unsere eure mei sei my his her".split())


def a_title(toks, i: int) -> bool:
    """Whether the token `i` is a title before a name ("Frau Ohlsen", "Madame Le Goff"), not a wife ("meine
    Frau Anja" is)."""
    return (
        toks[i].folded in _TITLE_WORDS
        and i + 1 < len(toks)
        and toks[i + 1].text[:1].isupper()
        and not (i and toks[i - 1].folded in _POSSESSIVE_BEFORE)
    )


def relation_of(label: str) -> str | None:
    """The relation a label names: "Sister", "Best friend", "Hausärztin", "Frère", "Mom" (None: not one)."""
    f = fold(label.strip().strip("*_ ").rstrip(":"))
    if f in REL_OF:
        return REL_OF[f]
    ws = f.split()
    if any(w.endswith(("'s", "’s")) and w not in ("my", "our") for w in ws[:-1]):
        return None  # "Ruben's mum", "my wife's sister": someone else's relation, not the user's
    of = _SIBLING_OF_PARENT.fullmatch(f)
    if of:  # "hermana de mamá", "sister of my dad": an aunt
        return "aunt" if REL_OF.get(of.group(1)) == "sister" else "uncle"
    for n in (2, 1):  # "best friend", "my sister", "older brother"
        tail = " ".join(ws[-n:])
        if tail in REL_OF:
            return REL_OF[tail]
    return None


_SIBLING_OF_PARENT = re.compile(
    r"(sister|brother|hermana|hermano|soeur|frere|schwester|bruder)\s+(?:of|de|von|vom|der|des|du)\s+(?:my\s+|mi\s+|ma\s+"
    r"|mon\s+|meiner\s+|meinem\s+|la\s+|el\s+)?(mum|mom|mother|dad|father|mama|papa|mamá|papá|madre|padre|mere|pere"
    r"|mutter|vater|maman)"
)


# family, whom a first name alone declares apart from someone of another trade ("Tata Carmen" and the childminder)
_FAMILY = frozenset(
    "mother father sister brother aunt uncle grandmother grandfather son daughter cousin niece nephew".split()
)


_CURRENCIES = frozenset(
    "CHF EUR USD GBP CAD AUD NZD JPY SEK NOK DKK PLN CZK HUF MXN COP PEN ARS CLP BRL INR ZAR TRY".split()
)


def head_relation(label: str, rest: str) -> str | None:
    """A label that opens with the relation and says more after it, before a full name: "Collègue BET structure :
    Claire Dufour", "Kollege IT: Jonas Weber", "Abogada para lo de la herencia: Mercè Ferrer" (not "Mom birthday:
    June 3")."""
    ws = fold(label.strip().strip("*_ ").rstrip(":")).split()
    if len(ws) > 2 and " ".join(ws[:2]) in REL_OF:
        ws = [" ".join(ws[:2]), *ws[2:]]  # "Team leader at work: Jodie Charlton": a relation of two words
    if not ws or ws[0] not in REL_OF or (len(ws) > 1 and ws[1] in _ON_THE_LINE):
        return None  # ("Mum on WhatsApp: Wofa Kofi says …": news she passed on, not who Wofa Kofi is)
    if len(ws) >= 3 and ws[1] in _AND and ws[2] in REL_OF:
        # "Amiga y compañera de la UCI: Rocío Bielsa": both, the first said first
        second = label.strip().strip("*_ ").rstrip(":").split(None, 2)[2]
        if len(ws) == 3 or head_relation(second, rest):
            return REL_OF[ws[0]] if _FULL_NAME.match(_TITLE.sub("", rest.lstrip())) else None
    if not (
        2 <= len(ws) <= 3
        or (len(ws) <= 7 and ws[1] in _FOR_WHAT)
        # "Amiga de la kuadrilla", "Friend from uni", "Freundin aus dem Chor": which friends, not whose
        # (not "Amigo de Pedro": Pedro's friend)
        or (len(ws) <= 5 and ws[1] in _FROM_WHERE and REL_OF[ws[0]] in _CIRCLES and not _named_next(label))
        or (len(ws) <= 4 and ws[-1] in _HOUSEHOLD)  # "Chauffeur de la famille : Papy Lukusa"
    ):
        return None
    return REL_OF[ws[0]] if _FULL_NAME.match(_TITLE.sub("", rest.lstrip())) else None


# a word for an elder written before the name, in small letters (Lingala "ya": elder brother or sister)
_ELDER = re.compile(rf"^(?:ya|yaya)\s+(?=[{_UPPER}])")
_HOUSEHOLD = frozenset({"famille", "family", "familie", "familia", "maison", "house", "haus", "casa"})
# "Abogada para …", "Lawyer for …", "Anwältin für …", "Avocate pour …": the role and what it is for
_FOR_WHAT = frozenset({"para", "for", "fur", "pour", "bei"})
_AND = frozenset({"and", "und", "y", "e", "et", "&"})
# "Mum on WhatsApp", "Mama am Telefon", "Mamá por teléfono", "Maman au téléphone": by what means someone said it
_ON_THE_LINE = frozenset({"on", "via", "am", "per", "por", "au", "par"})
_FROM_WHERE = frozenset({"de", "del", "from", "aus", "du", "des", "vom", "of"})
_CIRCLES = frozenset({"friend", "colleague", "neighbor", "roommate"})


def _named_next(label: str) -> bool:
    """Whether the word after a label's preposition is someone's name ("Amigo de Pedro")."""
    words = label.strip().strip("*_ ").rstrip(":").split()
    return len(words) > 2 and words[2][:1].isupper()


# (with the name they go by between: Florian „Flori" Haas)
_FULL_NAME = re.compile(r"[A-ZÀ-Ý][^\W\d_]+\s+(?:[«\"“„]\s*[A-ZÀ-Ý][^\W\d_]+\s*[»\"”“]\s+)?[A-ZÀ-Ý][^\W\d_]{2,}\b")


@dataclass
class Person:
    key: str  # the folded first name, or "rel:<relation>" for someone known only by a relation
    name: str  # as written ("Anna Reyes", "Dr. Ruth Lindqvist")
    relations: set[str] = field(default_factory=set)
    kin: set[str] = field(default_factory=set)  # whose relation they are: "mother:ruben" for "Joke (Ruben's mum)"
    aliases: set[str] = field(default_factory=set)  # the names they go by ("Seb" of "Sébastien « Seb » Gillet")

    @property
    def first(self) -> str:
        return _TITLE.sub("", self.name).split()[0] if self.name else ""

    @property
    def names(self) -> frozenset[str]:
        """Folded words that name this person on their own (first and last name, not titles; the names they go
        by)."""
        return _names_of(self.name) | {fold(a) for a in self.aliases}


@lru_cache(maxsize=65536)
def _names_of(name: str) -> frozenset[str]:
    parts = [p.strip('«»"“”') for p in re.split(r"\s+", _TITLE.sub("", name))]
    parts = [p for p in parts if p[:1].isupper()]
    return frozenset(fold(p) for p in parts if len(p) > 1)


# a Spanish diminutive's ending: "Brayancito", "Rosita", "Juanito"
_FOND = re.compile(r"(?:c|ec)?it[oa]$")


@dataclass
class People:
    by_key: dict[str, Person] = field(default_factory=dict)
    _version: int = field(default=0, repr=False, compare=False)  # changes with every declaration

    def declare(self, name: str, relation: str | None) -> Person | None:
        nicks = _NICKS.findall(name)
        name = _NICKS.sub("", name).strip()
        clean = _TITLE.sub("", name).strip()
        if not clean or not clean[:1].isupper():
            return None
        words = clean.split()
        if (
            len(words) >= 3
            and relation_word(words[0])
            and REL_OF.get(fold(words[0])) == relation
            and all(w[:1].isupper() and not relation_word(w) for w in words[1:])
        ):
            # "Mère : Maman Thérèse Mutombo": the word she is called by first ("Maman Thérèse"), then her name
            name = clean = " ".join(words[1:])
        first = fold(clean.split()[0])
        if (relation_word(clean.split()[0]) and not _titled_name(clean, relation)) or first in _NOT_NAMES:
            return None
        p = self.by_key.get(first)
        if p is not None and " " not in clean and relation and p.relations and relation not in p.relations:
            # "Papo (mi hermano)" after "Hermano: Ángel «Papo» Figueroa" and "Mecánico: Papo Meléndez": the brother
            # who goes by it, not the mechanic
            goes_by = [
                q
                for q in self.by_key.values()
                if q is not p and relation in q.relations and first in map(fold, q.aliases)
            ]
            p = goes_by[0] if len(goes_by) == 1 else p
        if p is not None and " " not in clean and relation and relation not in p.relations:
            # "my shop boy Tunde" after "Shop boy: Tunde Bakare" beside the cousin Tunde Adeyemi: the one so related
            so = [self.by_key[k] for k in self.twins_of(first) if relation in self.by_key[k].relations]
            p = so[0] if len(so) == 1 else p
        if p is None and relation in _ONLY_ONE and " " not in clean and self.with_relation(relation):
            return None  # "Mamá: Alzheimer en fase inicial" after "Madre: Dolores Morales": what she has, not a name
        last = fold(clean.split()[-1]) if len(clean.split()) > 1 else ""
        known_last = fold(_TITLE.sub("", p.name).split()[-1]) if p is not None and len(p.name.split()) > 1 else ""
        if (
            p is not None
            and not last
            and known_last
            and relation in _FAMILY
            and p.relations
            and not p.relations & _FAMILY
            and p.key != "user"
        ):
            # "Tata Carmen (hermana de mamá)" after "Nounou de Lou: Carmen Morel": an aunt, not the childminder
            key = fold(f"{clean} ({relation})")
            p = self.by_key.get(key) or self.by_key.setdefault(key, Person(key, name.strip()))
            p.relations.add(relation)
            self._version += 1
            return p
        # "Sœur : Claire" and "Collègue BET structure : Claire Dufour": someone else of the same first name
        other = bool(relation) and bool(p and p.relations) and relation not in p.relations and not known_last
        if p is not None and last and (known_last and last != known_last or other) and p.key != "user":
            # "Mann: Thomas Krüger" and "Kollege: Thomas Kern": two people, not one with two last names
            twin = f"{first} {last}"
            p = self.by_key.get(twin)
            if p is None:
                p = self.by_key[twin] = Person(twin, name.strip())
        elif p is None:
            same = self._last_names().get(first, ()) if " " not in clean else ()
            titled = clean != name.strip()  # "Frau Hornig", "Dr. Petersen": a last name, with a title
            if (
                len(same) == 1
                and same[0].key != "user"
                and (titled or (bool(relation) and relation in same[0].relations))
            ):
                p = same[0]  # "Dr. Petersen (Hausärztin)" after "Hausärztin: Dr. Anja Petersen": her
            else:
                p = self.by_key[first] = Person(first, name.strip())
        elif len(name) > len(p.name) and fold(name).startswith(fold(p.first)):
            p.name = name.strip()
        p.aliases.update(n.strip() for n in nicks if n.strip())
        if relation and ":" in relation:
            p.kin.add(relation)
        elif relation:
            p.relations.add(relation)
        self._version += 1
        return p

    def kin_of(self, relation: str, name: str) -> list[Person]:
        """The people the notes say are `name`'s `relation` ("Joke (Ruben's mum)")."""
        want = f"{relation}:{fold(name)}"
        return [p for p in self.by_key.values() if want in p.kin]

    def twins_of(self, key: str) -> frozenset[str]:
        """The keys of the people told apart from `key` by a last name ("thomas kern" beside "thomas"), from an
        index kept while nobody is declared."""
        if getattr(self, "_twins_state", None) != (self._version, len(self.by_key)):
            index: dict[str, set[str]] = {}
            for k in self.by_key:
                if " " in k:
                    index.setdefault(k.split(" ", 1)[0], set()).add(k)
            self._twins = {k: frozenset(v) for k, v in index.items()}
            self._twins_state = (self._version, len(self.by_key))
        return self._twins.get(key, frozenset())

    def twin(self, full: str) -> Person:
        """Someone of the same first name as a person already known, told apart by a last name ("Nathalie
        Collard" beside "Épouse : Nathalie"): a person of their own."""
        key = fold(full)
        p = self.by_key.get(key)
        if p is None:
            p = self.by_key[key] = Person(key, full)
            self._version += 1
        return p

    def declare_user(self, text: str) -> None:
        """The user's own name ("Name: Maya Chen, born ..."): the user, never someone else."""
        n = _NAME.match(_TITLE.sub("", text.strip()))
        if not n:
            return
        name = " ".join(x for x in n.groups() if x)
        self.by_key[fold(name.split()[0])] = Person("user", name)
        self._version += 1

    def with_relation(self, relation: str, also: Iterable[str] = ()) -> list[Person]:
        want = {relation, *also}
        return [p for p in self.by_key.values() if p.relations & want]

    def named(self, word: str) -> Person | None:
        f = unpossessive(fold(word))
        if f.endswith("s") and f[:-1] in self.by_key and f not in self.by_key:  # "Maries Nummer", "Sabines"
            f = f[:-1]
        p = self.by_key.get(f)
        if p and any(_also_called(q, p, f) for q in self._last_names().get(f, ())):
            return None  # "Kasia": the cousin's name and the name the ex-wife Katarzyna goes by
        if p:
            return p
        if len(f) <= 2:
            return None
        index = self._last_names()
        same = index.get(f, ())  # a last name ("Farris")
        if same:
            return same[0] if len(same) == 1 else None
        return self._fondly(f)

    def _fondly(self, f: str) -> Person | None:
        """Someone named with a Spanish diminutive the notes never write ("mi Brayancito": Brayan, "Rosita": Rosa)."""
        m = _FOND.search(f)
        if m is None or m.start() < 3:
            return None
        stem = f[: m.start()]
        found = {self.by_key[b].key for b in (stem, stem + "o", stem + "a") if b in self.by_key}
        return self.by_key[found.pop()] if len(found) == 1 else None

    def all_named(self, word: str) -> list[Person]:
        """Everyone a word names: one (`named`), or several who share it ("Juli" for Julieta and Julián)."""
        p = self.named(word)
        if p is not None:
            return [p]
        f = unpossessive(fold(word))
        if f.endswith("s") and f[:-1] in self.by_key and f not in self.by_key:
            f = f[:-1]
        # (a name of two letters too, when someone is called so: "Jo" of "Jo Claes" and "Jonathan «Jo»")
        return list(self._last_names().get(f, ())) if len(f) > 2 or f in self.by_key else []

    def nicknamed(self, word: str) -> list[Person]:
        """The people a short form of a first name may be ("Vale": Valentina and Valeria), when nobody is called
        it outright."""
        f = unpossessive(fold(word))
        if len(f) < 3 or self.named(f) is not None:
            return []
        return [
            p
            for p in self.by_key.values()
            if p.key != "user" and len(p.first) > len(f) + 1 and fold(p.first).startswith(f)
        ]

    def may_be_named_in(self, text: str) -> bool:
        """False only when `mentions(text, self)` is surely empty: no word of it, as written or less a
        plural "s", is a word of anyone's name or of a relation."""
        state = (self._version, len(self.by_key))
        if getattr(self, "_runs_state", None) != state:
            keys = (*self.by_key, *self._last_names())
            self._runs = _RELATION_RUNS | {r for k in keys for r in _LETTERS.findall(k)}
            self._runs_state = state
        runs = self._runs
        folded = text.casefold() if text.isascii() else fold(text)
        return any(r in runs or (r[-1] == "s" and r[:-1] in runs) for r in _LETTERS.findall(folded))

    def _last_names(self) -> dict[str, list[Person]]:
        """Every name word of everyone, to the people it names (made again after each declaration)."""
        state = (self._version, len(self.by_key))
        if getattr(self, "_index_state", None) != state:
            index: dict[str, list[Person]] = {}
            for q in self.by_key.values():
                for n in q.names:
                    index.setdefault(n, []).append(q)
            self._index, self._index_state = index, state
        return self._index


# the relations one person has at a time: a second single name declared so is no second person
_ONLY_ONE = frozenset({"mother", "father"})


def _also_called(q: Person, p: Person, f: str) -> bool:
    """Someone else who goes by `p`'s name: another relation of the user's ("Ex-wife: Katarzyna "Kasia" Nowicka"
    beside "Cousin Kasia"), not the same person declared twice ("Quique" and "Enrique «Quique» Navarro")."""
    return (
        q is not p
        and f in {fold(a) for a in q.aliases}
        and bool(q.relations)
        and bool(p.relations)
        and (q.relations != p.relations)
    )


_NOT_NAMES = {
    fold(w)
    for w in [
        "I",
        "Please",
        "Forget",
        "Can",
        "Could",
        "Would",
        "Will",
        "Yes",
        "No",
        "Thanks",
        "Hi",
        "Hey",
        "Also",
        "And",
        "But",
        "Or",
        "So",
        "The",
        "A",
        "An",
        "My",
        "Her",
        "His",
        "Their",
        "Our",
        "Your",
        "Its",
        "It",
        "This",
        "That",
        "What",
        "When",
        "Where",
        "Who",
        "Why",
        "How",
        "Memory",
        "User",
        "Notes",
        "Note",
        "Reminder",
        "Done",
        "Ok",
        "Okay",
        "Today",
        "Tomorrow",
        "Yesterday",
        "Mon",
        "Tue",
        "Wed",
        "Thu",
        "Fri",
        "Sat",
        "Sun",
        "Monday",
        "Tuesday",
        "Wednesday",
        "Thursday",
        "Friday",
        "Saturday",
        "Sunday",
        "January",
        "February",
        "March",
        "April",
        "May",
        "June",
        "July",
        "August",
        "September",
        "October",
        "November",
        "December",
        "Jan",
        "Feb",
        "Mar",
        "Apr",
        "Jun",
        "Jul",
        "Aug",
        "Sep",
        "Sept",
        "Oct",
        "Nov",
        "Dec",
        "Home",
        "Work",
        "Mobile",
        "Phone",
        "Email",
        "Address",
        "Birthday",
        "Name",
        "Office",
        "New",
        "Old",
        "Personal",
        "NOTE",
        "Dr",
        "Mr",
        "Mrs",
        "Ms",
        "Herr",
        "Frau",
        "Don",
        "Doña",
        "Mme",
        "Mlle",
        # a street's word opening an address after someone's label ("a mamá: Calle Río Nazas 214")
        "Calle",
        "Carrer",
        "Avenida",
        "Avda",
        "Paseo",
        "Plaza",
        "Camino",
        "Rue",
        "Avenue",
        "Boulevard",
        "Chemin",
        "Allée",
        "Impasse",
        "Rua",
        "Via",
        "Viale",
        "Straße",
        "Strasse",
        "Street",
        "Road",
        "Der",
        "Die",
        "Das",
        "Ein",
        "Eine",
        "El",
        "La",
        "Los",
        "Las",
        "Le",
        "Les",
        "Un",
        "Une",
        "Mein",
        "Meine",
        "Mi",
        "Mon",
        "Ma",
        "Montag",
        "Dienstag",
        "Mittwoch",
        "Donnerstag",
        "Freitag",
        "Samstag",
        "Sonntag",
        "Januar",
        "Februar",
        "März",
        "Mai",
        "Juni",
        "Juli",
        "Oktober",
        "Dezember",
        "Lunes",
        "Martes",
        "Miércoles",
        "Jueves",
        "Viernes",
        "Sábado",
        "Domingo",
        "Enero",
        "Febrero",
        "Marzo",
        "Abril",
        "Mayo",
        "Junio",
        "Julio",
        "Agosto",
        "Septiembre",
        "Octubre",
        "Noviembre",
        "Diciembre",
        "Lundi",
        "Mardi",
        "Mercredi",
        "Jeudi",
        "Vendredi",
        "Samedi",
        "Dimanche",
        "Janvier",
        "Février",
        "Mars",
        "Avril",
        "Juin",
        "Juillet",
        "Août",
        "Septembre",
        "Octobre",
        "Novembre",
        "Décembre",
        "Project",
        "Projekt",
        "Proyecto",
        "Projet",
    ]
}


@dataclass(slots=True)  # no dict per statement: a 10-year home holds about 460,000 of them
class Statement:
    sid: int
    path: str  # home-relative path of the note
    first_line: int  # 1-based physical lines [first_line, last_line]
    last_line: int
    text: str  # the record's text, continuation lines joined by "\n"
    headings: tuple[str, ...]  # the section titles above it, outermost first
    lang: str
    label: str | None = None  # "Sister" in "Sister: Anna Reyes"
    _owner: str | None = field(default=None, repr=False)
    _people: People | None = field(default=None, repr=False, compare=False)  # whom `owner` is worked out from
    _before: Statement | None = field(default=None, repr=False, compare=False)  # the record above, same section

    @property
    def says_how_they_write(self) -> bool:
        """A line of the user's profile saying how they write ("Writes NZ English with te reo: whānau, kai, …"),
        which names no matter of theirs."""
        return self.path.endswith("USER.md") and HOW_THEY_WRITE.match(self.text) is not None

    @property
    def owner(self) -> str:
        """Whose fact it states: a person key, "rel:<relation>", or "user" (`statement_owner`, worked out the
        first time it is asked, against the people as the corpus was built); a record that opens with "his" or
        "her" ("- Sa voiture : Golf grise, plaque 1-KTY-418.") is of the person the record above is about."""
        if self._owner is None:
            self._owner = statement_owner(self, self._people) if self._people is not None else _USER
            before = self._before
            if self._owner == _USER and before is not None and _HIS.get(self.lang, _NO_HIS).match(self.text):
                self._before = None  # (asked once)
                named = [m[2] for m in mentions(self.heading, self._people)] if self._people is not None else []
                whose = named[-1] if named else before.owner  # "## Sécurité / Kevin", else the record above
                if whose != _USER and not whose.startswith("rel:"):
                    self._owner = whose
        return self._owner

    @owner.setter
    def owner(self, value: str) -> None:
        self._owner = value

    @property
    def heading(self) -> str:
        return self.headings[-1] if self.headings else ""


@dataclass
class Corpus:
    statements: list[Statement] = field(default_factory=list)
    people: People = field(default_factory=People)
    headings: dict[str, list[int]] = field(default_factory=dict)  # "path#heading" -> statement ids under it
    file_lang: dict[str, str] = field(default_factory=dict)
    _vocabulary: set[str] | None = field(default=None, repr=False)
    _how_they_write: set[str] | None = field(default=None, repr=False)
    _profile_words: set[str] | None = field(default=None, repr=False)
    declared: People | None = field(default=None, repr=False)  # the people as the notes' records declare them
    # the people any record writes down as a contact ("Elspeth Rae, 0131 …"), whichever records are kept
    listed: list[str] = field(default_factory=list, repr=False)
    namesakes: set[str] = field(default_factory=set, repr=False)  # first names read for other last names
    _copied_from: Corpus | None = field(default=None, repr=False, compare=False)  # see `for_request`
    _german: bool | None = field(default=None, repr=False, compare=False)  # `german_home`, worked out once
    # the people a relation names only in passing ("boss Mr Kariuki"), looked up once per relation and request
    inline: dict[str, list] = field(default_factory=dict, repr=False, compare=False)

    @property
    def german_home(self) -> bool:
        """Whether most of the notes are German (a short line of dialect alone reads as another language)."""
        if self._german is None:
            langs = list(self.file_lang.values())
            self._german = 2 * sum(x == "de" for x in langs) > len(langs)
        return self._german

    @property
    def vocabulary(self) -> set[str]:
        """Every folded word the notes write, headings too (what a typo in a request is corrected to)."""
        if self._copied_from is not None:  # the same statements and headings
            return self._copied_from.vocabulary
        if self._vocabulary is None:
            self._vocabulary = {w for st in self.statements for w in folded_words(st.text)}
            self._vocabulary |= {w for h in self.headings for w in folded_words(h.split("#", 1)[1])}
        return self._vocabulary

    @property
    def how_they_write(self) -> set[str]:
        """The words of the user's profile lines saying how they write ("Schreibt Kölsch: jo (ja), nä (nein), …"):
        their everyday words, whatever a dictionary says (worked out once)."""
        if self._copied_from is not None:
            return self._copied_from.how_they_write
        if self._how_they_write is None:
            self._how_they_write = {
                w for st in self.statements if st.says_how_they_write for w in folded_words(st.text)
            }
        return self._how_they_write

    @property
    def profile_words(self) -> set[str]:
        """Every folded word of the user's profile (USER.md): where they live, what they do (worked out once)."""
        if self._copied_from is not None:
            return self._copied_from.profile_words
        if self._profile_words is None:
            self._profile_words = {
                w for st in self.statements if st.path.endswith("USER.md") for w in folded_words(st.text)
            }
        return self._profile_words


def records(text: str) -> Iterable[tuple[int, int, str, tuple[str, ...], str]]:
    """(first line, last line, text, heading path, kind) of every record of a Markdown note; kind is
    "item" (a bullet and its continuation lines), "para" (a line of prose) or "heading"."""
    # every line separator, as the notes' rewriter cuts them (`line_body` of each of `split_lines`)
    lines = text.splitlines()
    headings: list[tuple[int, str]] = []
    path: tuple[str, ...] = ()  # the titles of `headings`
    i = 0
    while i < len(lines):
        line = lines[i]
        lead = line.lstrip()[:1]  # each pattern below starts with its own characters: only those are tried
        if not lead or (lead in "-*_" and _RULE.match(line)) or (lead == "<" and _COMMENT.match(line)):
            i += 1
            continue
        h = _HEADING.match(line) if lead == "#" else None
        if h:
            level = len(h.group(1))
            headings = [(lv, t) for lv, t in headings if lv < level] + [(level, h.group(2))]
            path = tuple(t for _, t in headings)
            yield i + 1, i + 1, line, path[:-1], "heading"
            i += 1
            continue
        b = _bullet(line, lead)
        j = i + 1
        if b:
            indent = len(b.group(1))
            # continuation lines: indented further, not a new bullet, not blank, not a heading
            while j < len(lines):
                nxt = lines[j]
                lead = nxt.lstrip()[:1]
                if not lead or (lead == "#" and _HEADING.match(nxt)) or _bullet(nxt, lead):
                    break
                if len(nxt) - len(nxt.lstrip()) <= indent:
                    break
                j += 1
        yield i + 1, j, line if j == i + 1 else "\n".join(lines[i:j]), path, "item" if b else "para"
        i = j


def _bullet(line: str, lead: str) -> re.Match | None:
    """`_BULLET.match(line)`, tried only when the line's first character (`lead`) can begin a bullet."""
    return _BULLET.match(line) if lead in "-*+" or lead.isdecimal() else None


_INLINE = re.compile(r"\b([^\W\d_][\w-]*)\s+(?:is|ist|es|est|=)\s+((?:Dr\.?\s+)?[A-ZÀ-Ý][\w-]+(?:\s+[A-ZÀ-Ý][\w-]+)?)")
_TITLED = re.compile(r"\((Dr\.?\s+[A-ZÀ-Ý][\w-]+)\)")
_TRADE_ROLES = frozenset({"lawyer", "notary", "accountant", "doctor", "dentist", "therapist", "waiter", "employee"})
# "mon avocate, Me Josiane Aka", "my lawyer, Dr. Ruth Lind": the user's own, then their full name
_MY_ROLE_NAMED = re.compile(
    r"\b(?i:my|mon|ma|mi|mein|meine|meinem|meiner)\s+([^\W\d_]+),\s+"
    r"((?:(?i:dr|dra|me|maître|mr|mrs|ms|mme|m|herr|frau|don|doña|lic)\.?\s+)?"
    rf"[{_UPPER}][^\W\d_]+\s+[{_UPPER}][^\W\d_]+)"
)
# a role said right before a doctor's title and name, anywhere in a line: "…, urologist Dr. Chiasson;"
# (after a comma or an article, not a label's colon: "- Hania: Zahnarzt Dr. Özkan" is Hania's dentist)
_ROLE_TITLED = re.compile(
    r"(?:[,;]\s*|\b(?i:the|my|our|mein|meine|meinem|meiner|der|die|den|dem|mi|el|la|mon|ma|le)\s+)"
    rf"([^\W\d_]{{4,}})\s+((?:Dr|Dra|Dre|Prof)\.?\s+[{_UPPER}][^\W\d_'’-]+(?:\s+[{_UPPER}][^\W\d_'’-]+)?)"
)
_REPORTS = re.compile(r"\breports?\s+to\s+([A-ZÀ-Ý][\w-]+(?:\s+[A-ZÀ-Ý][\w-]+)?)")


_PARENT_OF = re.compile(
    r"\b(?i:mom|mum|mother|dad|father|parent|mama|papa|mutter|vater|madre|padre|mamá|papá|mère|père|maman)"
    rf"\s+(?:to|of|von|de|d')\s*((?:[{_UPPER}][^\W\d_]+(?:\s*\(\d{{1,2}}\))?)"
    rf"(?:(?:,\s*|\s+(?:and|und|y|et)\s+)[{_UPPER}][^\W\d_]+(?:\s*\(\d{{1,2}}\))?)*)"
)
_LETTERS = re.compile(r"[^\W\d_]+")
_RELATION_RUNS = frozenset(r for k in REL_OF for r in _LETTERS.findall(k))  # "ex-wife": "ex", "wife"


# The relation words of ASCII letters as bytes (an ASCII text's words are cut as bytes: `_ascii_words`): those
# of one run of letters ("sister"), and the runs of every other ("the little one", "ex-wife") under their
# longest run; `_PARENT_OF`'s words are all of the first kind.
_ONE_RUN_RELATIONS = frozenset(k.encode() for k in REL_OF if k.isascii() and _LETTERS.fullmatch(k))
_MANY_RUN_RELATIONS: dict[bytes, list[frozenset[bytes]]] = {}
for _k in REL_OF:
    if _k.isascii() and not _LETTERS.fullmatch(_k):
        _runs = frozenset(r.encode() for r in _LETTERS.findall(_k))
        _MANY_RUN_RELATIONS.setdefault(max(sorted(_runs), key=len), []).append(_runs)
_MANY_RUN_ANCHORS = frozenset(_MANY_RUN_RELATIONS)
_NOT_ASCII_LETTER = bytes(c if chr(c).isascii() and chr(c).isalpha() else 32 for c in range(256))


def _ascii_words(text: str) -> set[bytes]:
    """The runs of letters of an ASCII text, lower-cased (`_LETTERS.findall(text.casefold())`, as bytes)."""
    return set(text.encode("ascii").lower().translate(_NOT_ASCII_LETTER).split())


def may_declare(text: str) -> bool:
    """False only when `declarations(text)` is surely empty: every declaration it reads needs a relation word
    standing as a word of its own (or "reports to"), so a record without one is passed over without its
    sentence-by-sentence reading. In a text of ASCII (which folds letter for letter) a relation of several
    words ("the little one") needs every one of them: "the" alone is no sign of a declaration."""
    if "report" in text:  # `_REPORTS` is case-sensitive
        return True
    if not text.isascii():  # a fold may join or split runs of letters ("™", "ﬁ"): the weaker test alone
        return not _RELATION_RUNS.isdisjoint(_LETTERS.findall(fold(text)))
    words = _ascii_words(text)  # (a relation word is one of `_RELATION_RUNS`: the weaker test holds too)
    if not _ONE_RUN_RELATIONS.isdisjoint(words):
        return True
    return any(rel <= words for w in words & _MANY_RUN_ANCHORS for rel in _MANY_RUN_RELATIONS[w])


# someone's spouse, named after them in their record ("Tochter: Anke …. Mann: Torsten"): the user's in-law
_SPOUSES = ("husband", "wife", "partner")
_IN_LAW = {
    **{("daughter", s): "son-in-law" if s != "wife" else "daughter-in-law" for s in _SPOUSES},
    **{("son", s): "daughter-in-law" if s != "husband" else "son-in-law" for s in _SPOUSES},
    **{("sister", s): "brother-in-law" if s != "wife" else "sister-in-law" for s in _SPOUSES},
    **{("brother", s): "sister-in-law" if s != "husband" else "brother-in-law" for s in _SPOUSES},
}


def declarations(text: str) -> list[tuple[str, str]]:
    """(relation, name) a record declares: "Sister: Anna Reyes", "Hausärztin: Dr. Yilmaz", "Anna (sister)",
    "manager is Olu Adeyemi", "reports to Helen Park"."""
    out = []
    for m in _INLINE.finditer(text):
        rel = REL_OF.get(fold(m.group(1)))
        if rel:
            out.append((rel, m.group(2)))
    for m in _MY_ROLE_NAMED.finditer(text):
        rel = REL_OF.get(fold(m.group(1)))
        if rel and not relation_word(m.group(2).split()[-1]):
            out.append((rel, m.group(2)))  # "avec mon avocate, Me Josiane Aka (Plateau), 27 20 …"
    for m in _REPORTS.finditer(text):
        out.append(("boss", m.group(1)))
    full = _REL_NAME_IN_FULL.match(text)
    if full and (rel := REL_OF.get(fold(full.group(1)))) and fold(full.group(2)) == fold(full.group(3)):
        out.append((rel, f"{full.group(3)} {full.group(4)}"))  # "Auntie Marcia (Marcia Charles), …": her full name
    elif full and rel and _a_short_form(full.group(2), full.group(3)):
        # "Cousin Ricky (Ricardo Reid), …": his full name, and what he is called
        out.append((rel, f"{full.group(3)} {full.group(4)} «{full.group(2)}»"))
    short = _SHORT_THEN_FULL.match(text)
    if short and _a_short_form(short.group(1), short.group(2)):
        # "Ferdl (Ferdinand Pribil), mei Haberer vom Heurigen": who he is, in the words after his name
        said = [REL_OF[f] for f in folded_words(short.group(4))[:4] if f in REL_OF]
        if said:
            out.append((said[0], f"{short.group(2)} {short.group(3)} «{short.group(1)}»"))
    for seg in sentences(text):  # "Therapist: Dr. Ruth Lindqvist": "Dr." ends no sentence
        seg = seg.strip()
        m = label_match(seg)
        if not m:
            later = _RELATION_THEN_NAME.match(seg)
            if later and (rel := REL_OF.get(fold(later.group(1)))) and not relation_word(later.group(2)):
                out.append((rel, later.group(2)))
            after = _NAME_THEN_MY_RELATION.match(seg)
            if after and (rel := REL_OF.get(fold(after.group(2)))) and not relation_word(after.group(1).split()[0]):
                out.append((rel, after.group(1)))
            role = _ROLE_THEN_NAME.match(seg)
            if role and (rel := REL_OF.get(fold(role.group(1)))) and not relation_word(role.group(2).split()[-1]):
                out.append((rel, role.group(2)))  # "… Folsäure am Montag. Rheumatologin Dr. Leyla Aydın, Uniklinik …"
            continue
        rel = relation_of(m.group(1)) or head_relation(m.group(1), seg[m.end() :])
        # (a German genitive too: "Schorschs Schwester: Gerti Gruber" is her husband's sister, not the user's)
        kin = _KIN.fullmatch(m.group(1).strip("*_ ")) if not rel or re.search(r"[^\WsS]s\s", m.group(1)) else None
        if kin and (of := REL_OF.get(fold(kin.group(2)))) and not relation_word(kin.group(1)):
            rel = f"{of}:{fold(kin.group(1))}"  # "Trevor's brother: Kev Vowles": Trevor's, not the user's
        if not rel:
            out += _label_declares(m.group(1).strip(), seg[m.end() :])
        if rel:
            rest = _ELDER.sub("", seg[m.end() :].lstrip())  # "Grand frère : ya Papy (Papy Kabamba)"
            n = _NAME.match(_TITLE.sub("", rest.lstrip()))
            if n and n.group(0).strip() in _CURRENCIES:
                n = None  # a sum, not a name ("Prêt privé de papa: CHF 15'000")
            if n:
                title = _TITLE.match(rest.lstrip())
                first, called, last = n.groups()
                name = (title.group(0) if title else "") + " ".join(x for x in (first, last) if x)
                name += f" «{called}»" if called else ""  # "Sébastien « Seb » Gillet"
                third = _SURNAME_AFTER.match(_TITLE.sub("", rest.lstrip()), n.end()) if last and not called else None
                if third and commonness(third.group(1)) < 3.5 and not relation_word(third.group(1)):
                    name += f" {third.group(1)}"  # "Avocat : Maître Cheikh Tidiane Ndour, 33 821 …": three words
                elif third and fold(third.group(1)) in ("junior", "jr"):
                    name += f" «{third.group(1)}»"  # "Petit frère: Kouadio Kouamé Junior": he goes by Junior
                nick = _NICK_AFTER.match(_TITLE.sub("", rest.lstrip()), n.end())
                if nick and not last and not called and nick.group(1).split()[0] == first and " " in nick.group(1):
                    name, nick = nick.group(1), None  # "ya Papy (Papy Kabamba)": his name in full
                after = _SURNAME_AFTER.match(_TITLE.sub("", rest.lstrip()), nick.end()) if nick and not last else None
                if (
                    nick
                    and (
                        _ARTICLED_NICK.match(nick.group(0))  # "Jesús Páez (el Gordo)": the name he goes by
                        # (a name in brackets between a first and a last name: "Beto (Roberto) Orozco")
                        or (after and " " not in nick.group(1) and nick.group(1)[:1].isupper())
                        or any(
                            fold(nick.group(1))[:2] == fold(w)[:2]
                            or fold(w).endswith(fold(nick.group(1)))
                            or fold(nick.group(1)).split()[-1] == fold(w)  # (Tan Wei Jie, "Ah Jie")
                            for w in name.split()
                        )
                    )
                ):
                    # "Ex: Agustina Molina (Agus)", "Wife: Chiamaka (Amaka)": the name she goes by too (not
                    # "Sabine Krause (Chor)")
                    surname = _SURNAME_AFTER.match(_TITLE.sub("", rest.lstrip()), nick.end()) if not last else None
                    if surname and _a_short_form(first, nick.group(1)):
                        # "Fede (Federico) Ferreyra": Federico Ferreyra, called Fede
                        name = f"{nick.group(1)} {surname.group(1)} «{first}»"
                    elif surname:
                        name = f"{first} {surname.group(1)} «{nick.group(1)}»"  # "Romina (Romi) Quiroga"
                    else:
                        name += f" «{nick.group(1)}»"
                by_marriage = _IN_LAW.get((out[0][0], rel)) if out and out[0][0] != rel else None
                if by_marriage and fold(out[0][1].split()[0]) != fold(name.split()[0]):
                    # "Tochter: Anke Brüning, …. Mann: Torsten": her husband, the user's son-in-law
                    out.append((by_marriage, name))
                    out.append((f"{rel}:{fold(_TITLE.sub('', out[0][1]).split()[0])}", name))
                    continue
                out.append((rel, name))
                also = re.fullmatch(r"\s*([^\W\d_][\w-]*)\s+(?:und|and|y|et|&)\s+[^\W\d_][\w-]*\s*", m.group(1))
                if also and REL_OF.get(fold(also.group(1))) not in (None, rel):
                    out.append((REL_OF[fold(also.group(1))], name))  # "Kollegin und Freundin: Steffi Lorenz"
            # "Parents: Gérard et Sylvie Roux", "Kids: Nora and Ben": both of them
            pair = re.match(
                rf"\s*([{_UPPER}][^\W\d_]+)\s+(?:and|und|y|e|et|&)\s+([{_UPPER}][^\W\d_]+(?:\s+[{_UPPER}][^\W\d_]+)?)",
                rest,
            )
            if pair:
                out += [(rel, pair.group(1)), (rel, pair.group(2))]
            # "Kids: Nora (11) and Ben (8)": every name given with an age is one of them
            named = set(name.split()) if n else set()
            for aged in re.finditer(rf"\b([{_UPPER}][^\W\d_]+)\s*\(\d{{1,2}}\)", rest.split(";")[0]):
                if aged.group(1) not in named:  # not "Keane" of "Mam: Bridget Keane (84)": her age
                    out.append((rel, aged.group(1)))
    # the user as a parent: "Single mom to Jonah (8)", "Vater von Mila", "madre de Vera y Pablo"
    for m in _PARENT_OF.finditer(text):
        out += [("child", n) for n in re.findall(rf"[{_UPPER}][^\W\d_]+", m.group(1))]
    # a visit and whom: "Booked the dentist for March 10 at 9am (Dr. Okafor)"
    for seg in sentences(text):
        m = _TITLED.search(seg)
        if m:
            rels = [REL_OF[f] for f in (fold(w) for w in re.findall(r"[^\W\d_]+", seg[: m.start()])) if f in REL_OF]
            if rels:
                out.append((rels[-1], m.group(1)))
    # the relation right before the name: "Husband Alastair died in October", "with my sister Anna"
    # (a first name that is also a word counts before a last name that is none: "Coach Ray Delgado")
    # ("Ex-Schwager Dirk" is no "Schwager Dirk": the relation is the hyphenated word whole)
    for m in re.finditer(
        rf"(?<![\w-])([^\W\d_][\w-]*)\s+([{_UPPER}][^\W\d_]{{2,}})\b(?:\s([{_UPPER}][^\W\d_]{{2,}})\b)?", text
    ):
        if m.group(1) in ("Frau", "Herr") and not _MY_BEFORE.search(text[: m.start()]):
            if commonness(m.group(2)) < 4.5:
                out.append(("", m.group(2)))  # "Frau Reisinger direkt": Mrs Reisinger, not a wife
            continue  # ("meine Frau Steffi" is one)
        rel = REL_OF.get(fold(m.group(1)))
        name = m.group(2)
        last = m.group(3)
        if fold(name) in TITLE_WORDS:
            # "Psiquiatra Dra. Carolina Bustos": the name after the title (no one is called "Dra")
            titled = re.match(
                rf"\.?\s+([{_UPPER}][^\W\d_]{{2,}})\b(?:\s([{_UPPER}][^\W\d_]{{2,}})\b)?", text[m.end(2) :]
            )
            if titled is None or fold(titled.group(1)) in TITLE_WORDS:
                continue
            name, last = titled.group(1), titled.group(2)
        label = _LABEL_BEFORE.search(text[: m.start()])
        if rel and label and relation_of(label.group(1)):
            continue  # "Son: Nana Yaw": the name the label declares, whose first word is also "grandma"
        usual = 5.0 if last and not relation_word(last) and commonness(last) < 4.5 else 4.0
        if not text[: m.start()].strip(" -*+\t"):
            usual = 5.0  # a line that opens with them: "- Hermano Paco (Francisco), Düsseldorf, …"
        if name.isupper():
            continue  # "Son GSM : 0475 …": French "his" before an acronym, no son called GSM
        if rel and not relation_word(name) and fold(name) not in _NOT_NAMES and commonness(name) < usual:
            # with the last name written after it, for someone's trade: "Adoption attorney Janet Voss, (334) …"
            # (not kin: "Elif Demir: Vater Murat Demir" in a teacher's notes is a pupil's father)
            whole = (
                rel in _TRADE_ROLES
                and last
                and not relation_word(last)
                and fold(last) not in _NOT_NAMES
                and commonness(last) < 4.0
            )
            out.append((rel, f"{name} {last}" if whole else name))
    # name first: "Anna (sister)", "Alba (6), hija de Diego" is not one
    for n in re.finditer(
        rf"\b(?:([{_UPPER}][^\W\d_]+)\s+)?([{_UPPER}][^\W\d_]+)\s*\((?:my\s+)?([^\W\d_][^)]{{1,40}})\)", text
    ):
        if re.match(r"(?:el|la)\s", n.group(3)):
            continue  # "Richard Blanco (el Gordo del mototaxi)": the name he goes by, said above
        rel = relation_of(n.group(3)) or relation_of(n.group(3).split(",")[0])  # "(notaire, Jambes)"
        kin = _KIN.fullmatch(n.group(3).split(",")[0].strip())
        if kin and (of := REL_OF.get(fold(kin.group(2)))) is not None:
            if n.group(1) and any(r and ":" not in r and nm.split()[0] == n.group(1) for r, nm in out):
                continue  # "Schwager Marcel Vogt (Torstens Mann)": declared the user's already, one person
            rel = f"{of}:{fold(kin.group(1))}"  # "Joke (Ruben's mum)": Ruben's mother, not the user's
        if rel:  # "Niamh Doyle (neighbour)" whole; not "Call" of "Call Anna (sister)"
            # (not a word she is called by: "Tata Carmen (hermana de mamá)" is Carmen, an aunt)
            first = (
                n.group(1) if n.group(1) and commonness(n.group(1)) < 4.5 and not relation_word(n.group(1)) else None
            )
            out.append((rel, f"{first} {n.group(2)}" if first else n.group(2)))
    for m in _ROLE_TITLED.finditer(text):
        # (a role written small, as English, French and Spanish write it: not "Frau Dr. …", nor German's "Neurologe
        # Dr. Bischof", whose last name "Otmar Bischof: Kassier …" has too)
        rel = REL_OF.get(fold(m.group(1))) if m.group(1).islower() else None
        name = m.group(2).rsplit(" ", 1)[0] if fold(m.group(2).split()[-1]) in CALENDAR else m.group(2)
        if rel and (rel, name) not in out:
            out.append((rel, name))  # "…, 20 radiation treatments …, urologist Dr. Chiasson; PSA test …"
    return out


def _titled_name(name: str, relation: str | None) -> bool:
    """A name whose first word is also a family word, declared as someone else: "Son: Nana Yaw" (an Akan
    name), not "Mum: Mother's Day"."""
    words = name.split()
    return (
        relation is not None
        and ":" not in relation  # (not "Auntie Dora (Dad's sister)": an aunt, called so)
        and len(words) == 2
        and all(w[:1].isupper() and w.isalpha() for w in words)
        and not relation_word(words[1])
        and REL_OF.get(fold(words[0])) not in (None, relation)
    )


_LABEL_BEFORE = re.compile(r"([^\W\d_][\w -]{0,30}?)\s*:\s*$")
_NICKS = re.compile(r"\s*«\s*([^»]*?)\s*»")  # a name they go by, as `declarations` writes it into a name
_MY_BEFORE = re.compile(r"\b(?:meine?|meiner|my|mi|ma|mon)\s+$", re.IGNORECASE)
# a last name right after the brackets: "Fede (Federico) Ferreyra"
_SURNAME_AFTER = re.compile(rf"\s+([{_UPPER}][^\W\d_]+)(?=\s*(?:[,.;:(]|$))")
_ARTICLED_NICK = re.compile(r"\s*\(\s*(?:el|la)\s")
_NICK_AFTER = re.compile(
    rf"\s*\(\s*(?:(?:el|la)\s+)?[\"“]?([{_UPPER}][^\W\d_]+(?:\s+[{_UPPER}][^\W\d_]+)?)[\"”]?"
    r"(?:\s+(?:del?|de\s+la)\s+[^\W\d_]+)?\s*\)"
)
# "Ruben's mum", "James' dad", and German's genitive without an apostrophe: "Torstens Mann", "Oles Papa"
_KIN = re.compile(rf"([{_UPPER}][^\W\d_]+?)(?:['’]s?|(?<=[^\WsS])s)\s+([^\W\d_]+)")


def _label_declares(label: str, rest: str) -> list[tuple[str, str]]:
    """A label that is no relation may still declare someone: a relation and a name ("Bruder Stefan (Karlsruhe):
    Handy …"), or a name whose line says what they are ("Tash (Natasha Reilly): best mate from uni", "Sandrine
    Roux : collègue à …"; not "Wohnung Graefestraße: Vermieter will …": a name is no everyday word)."""
    named = _RELATION_AND_NAME.match(label)
    if named and named.group(1) in ("Frau", "Herr") and not named.group(0).lower().startswith(("mein", "my")):
        return [("", named.group(2))]  # "Frau Reisinger direkt: 0811 …": Mrs Reisinger, someone, no wife
    if named and (rel := REL_OF.get(fold(named.group(1)))) and not relation_word(named.group(2)):
        # (with the name in brackets and the last name after it: "Compadre Beto (Alberto) Gómez")
        full = _BRACKETED_THEN_LAST.match(label, named.end())
        return [(rel, f"{named.group(2)} {full.group(2)} «{full.group(1)}»" if full else named.group(2))]
    called = _goes_by(label)
    who = _NAME_AND_ALIAS.fullmatch(called.group(2) if called else label)
    said = _SAID_TO_BE.match(rest) if who else None
    # (not a relation word as someone's title after a one-word label: "Likelemba : Maman Rose confirme mon tour";
    # "Lilly Nowak: Mutter Agnieszka Nowak" is said of Lilly's line)
    titled = said and " " not in label.strip() and re.match(rf"\s+[{_UPPER}][^\W\d_]+", rest[said.end() :])
    said = None if titled else said
    rel = REL_OF.get(fold(said.group(1))) if said else None
    # (a first name no everyday word; a last name may be one: "Stéphane Côté: mon apprenti")
    if rel and not relation_word(who.group(1)) and commonness(who.group(1).split()[0]) < 4.5:
        nick = _NICK_LABEL.fullmatch(label)
        if nick:  # "Cami (Camila Rossi): compañera de depto": Camila Rossi, whom the notes call Cami
            return [(rel, f"{nick.group(2)} «{nick.group(1)}» {nick.group(3)}")]
        full = _SHORT_FULL_LAST.fullmatch(label)
        if full and _a_short_form(full.group(1), full.group(2)):
            # "Jenny (Jennifer) Salas: vecina del pasaje": Jennifer Salas, called Jenny
            return [(rel, f"{full.group(2)} {full.group(3)} «{full.group(1)}»")]
        return [(rel, _called_so(called) if called else who.group(1))]  # ("Big Davie Rennie: ma sponsor …")
    return []


_BRACKETED_THEN_LAST = re.compile(rf"\s*\(\s*([{_UPPER}][^\W\d_]+)\s*\)\s+([{_UPPER}][^\W\d_]+)\s*$")
_RELATION_AND_NAME = re.compile(rf"(?:(?:my|mein|meine|mi|mon|ma)\s+)?([^\W\d_]+)\s+([{_UPPER}][^\W\d_]+)\b")


# a label of a relation, what says which one, then the name: "- Nachbar oben (Top 12), Kurt Slavik: trampelt …"
# a record opening with the name someone goes by, then their full name in brackets: "Ferdl (Ferdinand Pribil), …"
_SHORT_THEN_FULL = re.compile(
    rf"^\s*(?:[-*+]\s+)?([{_UPPER}][^\W\d_]+)\s*\(\s*([{_UPPER}][^\W\d_]+)\s+([{_UPPER}][^\W\d_]+)\s*\)\s*,\s*(.*)"
)


def _a_short_form(short: str, name: str) -> bool:
    """A name's everyday short form: "Ricky" of "Ricardo", "Fede" of "Federico" (its first three letters, and
    shorter than it)."""
    a, b = fold(short), fold(name)
    return len(a) < len(b) and a[:3] == b[:3]


_REL_NAME_IN_FULL = re.compile(
    rf"^\s*(?:[-*+]\s+)?([^\W\d_]+)\s+([{_UPPER}][^\W\d_]+)\s*\(\s*([{_UPPER}][^\W\d_]+)\s+([{_UPPER}][^\W\d_]+)\s*\)"
)
# a sentence opening with whom someone is to the user, then their name in full and a comma
_ROLE_THEN_NAME = re.compile(
    rf"^\s*(?:[-*+]\s+)?([^\W\d_]+)\s+((?:(?:Dr|Dra|Dre|Prof|Me)\.?\s+)?[{_UPPER}][^\W\d_]+\s+[{_UPPER}][^\W\d_]+)\s*,"
)
_RELATION_THEN_NAME = re.compile(
    rf"^\s*(?:[-*+]\s+)?(?:(?:my|mein|meine|mi|mon|ma)\s+)?([^\W\d_]+)(?:\s+[^\W\d_]+){{0,2}}"
    rf"(?:\s*\([^()]*\))?\s*,\s*([{_UPPER}][^\W\d_]+(?:\s+[{_UPPER}][^\W\d_]+)?)\s*:\s"
)
# someone's full name opening a line, what else they are, then "my" and the relation: "- Kylie Brennan, Nurse Unit
# Manager in ED, my boss, 0438 …"
_NAME_THEN_MY_RELATION = re.compile(
    rf"^\s*(?:[-*+]\s+)?([{_UPPER}][^\W\d_]+(?:\s+[{_UPPER}][^\W\d_'’-]+){{1,2}})\s*,(?:[^,;.:()\d]{{1,40}},){{0,2}}"
    r"\s*(?:my|mein|meine|meiner|mi|mon|ma)\s+([^\W\d_]+)\b"
)
_NAME_AND_ALIAS = re.compile(
    rf"([{_UPPER}][^\W\d_]+(?:\s+[{_UPPER}][^\W\d_]+)?)(?:\s*\([^)]*\))?(?:\s+[{_UPPER}][^\W\d_]+)?"
)
# a short name, the full first name in brackets, the last name: "Jenny (Jennifer) Salas"
_SHORT_FULL_LAST = re.compile(rf"([{_UPPER}][^\W\d_]+)\s*\(([{_UPPER}][^\W\d_]+)\)\s+([{_UPPER}][^\W\d_]+)")
# what someone's own label says they are: "best mate from uni", "collègue à …", "amie depuis la fac"
_SAID_TO_BE = re.compile(
    r"\s*(?:(?:my|a|an|the|ma|mon|mi|meine?|une?|la|le|el|una?)\s+)?(?:best\s+|beste[rn]?\s+|meilleure?\s+|old\s+)?"
    r"([^\W\d_]+)\b",
    re.IGNORECASE,
)


class NoteRecord(NamedTuple):
    """A record of a note as `build` takes it (see `records`), with what it says on its own of people."""

    first: int
    last: int
    text: str
    headings: tuple[str, ...]
    kind: str  # "item", "para" or "heading"
    declares: tuple[tuple[str, str], ...]  # (relation, name) pairs it declares, in order
    label: str | None  # "Sister" in "Sister: Anna Reyes" (None for a heading)
    hints: tuple[tuple[str, ...], tuple[str, bool] | None]  # `_name_hints` (a heading: none)


@dataclass(frozen=True)
class NoteReading:
    """What `build` reads from one note on its own, whatever the rest of the home holds (so a reading of an
    unchanged note can serve again): its language, the title that may name whose it is, and its records."""

    path: str
    lang: str
    file_owner: str | None
    records: tuple[NoteRecord, ...]
    chars: int  # the length of the note's text (what keeping the reading costs)


def read_note(path: str, text: str) -> NoteReading:
    """The reading of one note ((home-relative path, text)): what `build` takes from it."""
    out = []
    file_owner: str | None = None
    for first, last, rtext, heads, kind in records(text):
        declared = declarations(rtext) if may_declare(rtext) else []
        if not declared and kind == "item" and heads:
            listed = _listed_under(rtext, heads[-1])  # "## Friends" / "- Emeka Obi, 086 330 1475; …"
            if listed is not None:
                declared = [listed]
        if kind == "heading":
            if first <= 2 and file_owner is None:
                file_owner = rtext.lstrip("# ").strip()
            out.append(NoteRecord(first, last, rtext, heads, kind, tuple(declared), None, ((), None)))
            continue
        m = label_match(rtext)
        label = m.group(1).strip() if m else None
        out.append(NoteRecord(first, last, rtext, heads, kind, tuple(declared), label, _name_hints(rtext, label)))
    return NoteReading(path, guess_language(text[:4000]), file_owner, tuple(out), len(text))


def build(
    notes: Iterable[tuple[str, str] | NoteReading],
    keep: Callable[[str], bool] | None = None,
    extra_people: Iterable[str] = (),
) -> Corpus:
    """The corpus of the given notes ((home-relative path, text) pairs, or their readings, `read_note`).
    `keep(record text)` says which records to hold on to (all when None); declarations of people are read
    from every record."""
    c = Corpus()
    sid = 0
    hints, contacts = [], []
    for note in notes:
        r = note if isinstance(note, NoteReading) else read_note(*note)
        path, lang = r.path, r.lang
        c.file_lang[path] = lang
        file_start = len(c.statements)
        under: dict[tuple[str, ...], list[list[int]]] = {}  # a heading path: the lists of `c.headings` it adds to
        for first, last, rtext, heads, kind, declared, label, hint in r.records:
            for rel, name in declared:
                c.people.declare(name, rel)
            if kind == "heading":
                continue
            if hint[1] is not None and hint[1][1]:
                contacts.append(((), hint[1]))  # a name with a phone number or an email: a person
            if keep is not None and not keep(rtext):
                continue
            hints.append(hint)
            c.statements.append(Statement(sid, path, first, last, rtext, heads, lang, label))
            lists = under.get(heads)
            if lists is None:
                lists = under[heads] = [c.headings.setdefault(f"{path}#{h}", []) for h in heads]
            for sids in lists:
                sids.append(sid)
            sid += 1
        if r.file_owner:
            for st in c.statements[file_start:]:
                if not st.headings:
                    st.headings = (r.file_owner,)
    c.declared = copy.deepcopy(c.people)
    c.listed = _named_from(contacts, c.declared)
    for name in extra_people:
        c.people.declare(name, None)
    for name in _named_from(hints, c.people):
        c.people.declare(name, None)
    for st in c.statements:
        if st.label and st.path.lower().endswith("user.md") and fold(st.label) in _NAME_LABELS:
            c.people.declare_user(st.text[st.text.find(":") + 1 :])
    # whose each statement is, against the people as they are now (a resolution may declare more later):
    # worked out when first asked, as most requests ask it of few statements
    people = copy.deepcopy(c.people)
    for i, st in enumerate(c.statements):
        st._people = people
        if i and _HIS.get(st.lang, _NO_HIS).match(st.text):
            for prev in c.statements[max(0, i - 3) : i][::-1]:
                if prev.path == st.path and prev.headings == st.headings:
                    st._before = prev
                    break
    return c


# a record that opens with whose it is, in its note's language: "- Son adresse : …", "- Sa voiture : …"
_HIS = {
    "fr": re.compile(r"\s*(?:[-*+]\s+)?(?:son|sa|ses)\s", re.IGNORECASE),
    "es": re.compile(r"\s*(?:[-*+]\s+)?(?:su|sus)\s", re.IGNORECASE),
    "de": re.compile(r"\s*(?:[-*+]\s+)?(?:sein|seine|seinen|ihr|ihre|ihren)\s", re.IGNORECASE),
    "en": re.compile(r"\s*(?:[-*+]\s+)?(?:his|her|their)\s", re.IGNORECASE),
}
_NO_HIS = re.compile(r"(?!)")


def for_request(c: Corpus) -> Corpus:
    """A corpus to work one request out against, from `c` as `build` made it (`c` stays as it was): the same
    statements, headings and vocabulary (a resolution only reads them; the vocabulary is worked out once, when a
    request first asks for it), its own people and namesakes (a resolution declares people, and notes the first
    names it looked up)."""
    people = copy.deepcopy(c.people)
    return replace(
        c, statements=list(c.statements), people=people, namesakes=set(c.namesakes), _copied_from=c, inline={}
    )


_LISTED = re.compile(rf"^\s*[-*+]\s+((?:{_NAME.pattern}))\s*(?:[,:;(]|\s[–—-]\s)")


@lru_cache(maxsize=4096)
def heading_relation(heading: str) -> str | None:
    """The relation a section heading gives everyone listed under it: "Friends", "Freundinnen", "Amigos"."""
    h = heading.strip().strip("#*_ ")
    if not h or len(h.split()) > 3:
        return None
    parts = re.split(r"\s*(?:[&+/,]|\b(?:and|und|y|et)\b)\s*", fold(h))
    if len(parts) > 1:
        # "Freunde & Nachbarn": friends and neighbours both, so nobody's relation is said
        rels = {_heading_word_relation(p) for p in parts if p}
        return rels.pop() if len(rels) == 1 else None
    return _heading_word_relation(fold(h))


def _heading_word_relation(f: str) -> str | None:
    for cut in ("", "s", "es", "en", "nen", "n"):
        if cut and not f.endswith(cut):
            continue
        rel = relation_of(f[: len(f) - len(cut)] if cut else f)
        if rel:
            return rel
    return None


def _listed_under(text: str, heading: str) -> tuple[str, str] | None:
    """(relation, name) of a person listed by name under a heading that says who they are."""
    rel = heading_relation(heading)
    if rel is None:
        return None
    m = _LISTED.match(text)
    if not m:
        return None
    name = m.group(1).strip()
    if relation_word(name.split()[0]) or fold(name.split()[0]) in _NOT_NAMES:
        return None
    label = label_match(text)
    if label is not None and _TITLE.match(text[label.end() :].lstrip()):
        return None  # "Diabéto : Dr Karim Haddad, …": a label of whom the doctor is, no one called Diabéto
    nick = _NICK_LABEL.match(_BULLET.sub("", text))
    if nick:  # "Fifi (Philippe Agostini) : pétanque …": Philippe Agostini, whom the notes call Fifi
        return rel, f"{nick.group(2)} «{nick.group(1)}» {nick.group(3)}"
    return rel, name


def names_the_user(text: str) -> bool:
    """A record that may give the user's own name ("Name: Maya Chen")."""
    label = label_match(text)
    return (label is not None and fold(label.group(1).strip()) in _NAME_LABELS) or _USER_OPENS.match(text) is not None


def notes_people(c: Corpus) -> frozenset[str]:
    """The folded names of the people the notes themselves name, as a corpus built with `keep=names_the_user`
    and no people from the conversation has them (whatever `keep` this one was built with): those the records
    declare, those the user's name records name, and the user."""
    people = copy.deepcopy(c.declared) if c.declared is not None else People()
    naming = [st for st in c.statements if st.label is not None and fold(st.label) in _NAME_LABELS]
    for name in _named_people(naming, people) + c.listed:
        people.declare(name, None)
    for st in naming:
        if st.path.lower().endswith("user.md") and st.label and fold(st.label) in _NAME_LABELS:
            people.declare_user(st.text[st.text.find(":") + 1 :])
    names = {n for p in people.by_key.values() for n in p.names}
    for st in c.statements:
        # the user's profile opening with their name, the name they go by and their age ('Manfred "Manni" Pölzl,
        # 58, …', "Sharelle Campbell (née Brown), 38, …"): the user, no "Name:" before it
        if st.path.lower().endswith("user.md") and (m := _USER_OPENS.match(st.text)):
            names |= {fold(w) for w in re.findall(r"[^\W\d_][\w'’-]*", m.group(1)) if w[:1].isupper() and len(w) >= 3}
    return frozenset(names)


# a profile line that opens with a name (and the one its owner goes by, or was born with) and an age
_USER_OPENS = re.compile(
    rf"\s*(?:[-*]\s*)?((?:[{_UPPER}][\w'’-]+\s+){{0,3}}(?:[\"“„«(][^\"”“»)]{{2,30}}[\"”“»)]\s+)?(?:[{_UPPER}][\w'’-]+\s*){{1,3}}"
    rf"(?:\s*\((?:née|geb\.|nacida|born)\s+[^)]{{2,30}}\))?),\s*\d{{1,3}}\b"
)


def _contact(text: str) -> bool:
    """A phone number or an email address: how one writes down a person."""
    from lethe.language.values import find_values

    return "@" in text or any(v.kind in ("phone", "email") for v in find_values(text))


_POSSESSIVE_NAME = re.compile(rf"(?<![\w'])([{_UPPER}][^\W\d_]+)['’]s\b")


def _named_people(statements: list[Statement], people: People) -> list[str]:
    """People the notes name without a relation: a name used as a label ("Priya: priya.n@example.com",
    "Sam: ...") or with a possessive ("Priya's birthday is 3 March")."""
    return _named_from([_name_hints(st.text, st.label) for st in statements], people)


_OPENING_NAME = re.compile(rf"\s*[-*+]?\s*([{_UPPER}][^\W\d_]+(?:\s+[{_UPPER}][^\W\d_]+)?)\s*,")
_QUOTED_NICK_LABEL = re.compile(
    rf"([{_UPPER}][^\W\d_]+)\s+[\"“«]\s*([{_UPPER}][^\W\d_]*(?:\s+[{_UPPER}][^\W\d_]*)?)\s*[\"”»]\s+([{_UPPER}][^\W\d_]+)"
)
_NAME_LABEL = re.compile(rf"[{_UPPER}][^\W\d_]+(?:\s+[{_UPPER}][^\W\d_]+)?")
# the everyday words a name someone goes by opens with ("Big Davie", "Wee Jimmy", "Young Tam")
_NICKNAME_OPENERS = frozenset("big wee little lil young old auld tall mad daft fat".split())


def _goes_by(label: str) -> re.Match | None:
    """A label of a name someone goes by and their last name: "Big Davie Rennie"."""
    m = _CALLED_BIG.fullmatch(label)
    return m if m is not None and fold(m.group(1)) in _NICKNAME_OPENERS else None


def _called_so(m: re.Match) -> str:
    """The name a `_goes_by` label gives, with the name they go by: "Davie «Big Davie» Rennie"."""
    first, last = m.group(2).split()
    return f"{first} «{m.group(1)} {first}» {last}"


_CALLED_BIG = re.compile(rf"([{_UPPER}][^\W\d_]+)\s+([{_UPPER}][^\W\d_]+\s+[{_UPPER}][^\W\d_]+)")
# words that open the name of a place or an organisation, not a person's ("Fondation Lavaux", "Praxis Wendt")
_ORGANISATION_WORDS = frozenset(
    fold(w)
    for w in """fondation foundation stiftung fundación fundacio association asociación verein praxis kanzlei studio
    café cafe hotel garage bank banque banco boulangerie bäckerei backstube molkerei mühle apotheke pharmacie
    farmacia clinique clinic klinik clínica restaurant bar atelier maison salon institut institute instituto school
    schule école escuela club fc sv team cabinet bureau office agence agency agencia firma société company""".split()
)
_NICK_LABEL = re.compile(rf"([{_UPPER}][^\W\d_]+)\s*\(([{_UPPER}][^\W\d_]+)\s+([{_UPPER}][^\W\d_]+)\)")


def _name_hints(text: str, label: str | None) -> tuple[tuple[str, ...], tuple[str, bool] | None]:
    """What one statement (its text and label) tells `_named_from`: the names it uses with a possessive, and
    its label when that reads as a name, with whether the label's first word is rare and the text a contact
    (a phone number or an email address)."""
    # (each pattern tried only when the text holds what it needs: an "'s", a comma)
    possessive = "'s" in text or "’s" in text
    possessed = tuple(m.group(1) for m in _POSSESSIVE_NAME.finditer(text)) if possessive else ()
    name = (label or "").strip("*_ ")
    if len(_TITLE.sub("", name).split()) > 1:
        name = _TITLE.sub("", name)  # "Don Luis Araya: el del almacén …, Cel +56 …": Luis Araya
    if not name and "," in text:
        opened = _OPENING_NAME.match(text)  # "Elspeth Rae, 0131 496 0784; sings with me …": a contact's entry
        name = opened.group(1) if opened else ""
    quoted = _QUOTED_NICK_LABEL.fullmatch(name) if name else None
    if quoted:  # "Marcus "Big Marc" Johnson: tuba in the band": Marcus Johnson, whom the notes call Big Marc
        name = f"{quoted.group(1)} «{quoted.group(2).strip()}» {quoted.group(3)}"
    nick = (_NICK_LABEL.fullmatch(name) if name else None) or quoted
    called = _goes_by(name) if name and not quoted else None
    if called is not None:  # "Big Davie Rennie: ma sponsor …": Davie Rennie, whom the notes call Big Davie
        name = _called_so(called)
    if nick and not quoted:  # "Juli (Julieta Sosa): grupo de estudio …": Julieta Sosa, whom the notes call Juli
        name = f"{nick.group(2)} «{nick.group(1)}» {nick.group(3)}"
    if name and (nick or called or _NAME_LABEL.fullmatch(name)):
        ws = _NICKS.sub("", name).split()
        # (a first name everyone knows beside a last name nobody does: "Lukas Amann: Geselle, Handy …")
        rare = (
            bool(nick)
            or commonness(ws[0]) < 4.0
            or (len(ws) >= 2 and commonness(ws[-1]) < 3.5 and fold(ws[0]) not in _ORGANISATION_WORDS)
        )
        # (the contact of this label's own part: "Blutdruck: Ramipril 5 mg früh. Hausärztin: Dr. Jana Wendler,
        # 0351 …" gives the doctor's number, not a person called Blutdruck)
        own = _NEXT_LABEL.search(text)
        return possessed, (name, rare and _contact(text[: own.start()] if own else text))
    return possessed, None


_NEXT_LABEL = re.compile(r"[.;]\s+[A-ZÀ-Ý][^\W\d_]*(?:\s+[^\W\d_]+)?\s*:\s")


def _named_from(hints: list[tuple[tuple[str, ...], tuple[str, bool] | None]], people: People) -> list[str]:
    """`_named_people` from each statement's `_name_hints`, in the statements' order."""
    possessed = {n for names, _ in hints for n in names}
    out = []
    for _, labelled in hints:
        if labelled is not None:
            # "Priya: priya.n@example.com, 415.555.0107" is a person; "Kestrel: first call ..." a project
            name, contact = labelled
            # (or a namesake of one listed just before: "Linda Ndzimande: …, 072 …" then "Linda Williams: …")
            namesake = len(name.split()) > 1 and any(
                o.split()[0] == name.split()[0] and o != name and len(o.split()) > 1 for o in out
            )
            if name.split()[0] in possessed or contact or namesake or _another_of_the_name(name, people):
                out.append(name)
    out += sorted(possessed)
    attribute_words = _attribute_words()
    return [
        n
        for n in dict.fromkeys(out)
        if not relation_word(n.split()[0])
        and fold(n.split()[0]) not in _NOT_NAMES
        and fold(n.split()[0]) not in attribute_words
        and (people.named(n.split()[0]) is None or _another_of_the_name(n, people))
    ]


def _another_of_the_name(name: str, people: People) -> bool:
    """ "Marcia Baptiste, Arima, 868-…" beside "Auntie Marcia (Marcia Charles)": someone else of that first name."""
    parts = name.split()
    p = people.named(parts[0])
    known = _TITLE.sub("", p.name).split() if p is not None else []
    # (the first name as written, not its genitive: "Maiks Rentenversicherungsnummer" is Maik's number)
    return (
        len(parts) > 1
        and len(known) > 1
        and fold(parts[0]) in p.names
        and fold(known[-1]) != fold(parts[-1])
        and fold(parts[-1]) not in p.names
    )


@cache
def _attribute_words() -> frozenset[str]:
    from .vocab import ATTRIBUTES

    return frozenset(fold(w) for a in ATTRIBUTES for p in (*a.phrases, *a.cues) for w in p.split())


def statement_owner(st: Statement, people: People) -> str:
    """Whose fact a statement states: the person its label names ("Sister: Anna ..."), the person a heading
    names ("# Leo"), the person it starts with ("Kofi's new number is ...", "Farris says ..."), else the
    user ("Pregnant; OB is Dr. Sato" is the user's, though it names the doctor)."""
    label = label_match(st.text)
    if label:
        # (or "Abogada del expediente: Lourdes Vidal, 963 …", "Kollege IT: Jonas Weber": the relation and more)
        rel = relation_of(label.group(1)) or head_relation(label.group(1), st.text[label.end() :])
        if rel:
            rest = _TITLE.sub("", _ELDER.sub("", st.text[label.end() :].lstrip()))
            n = _NAME.match(rest)
            p = people.named(n.group(1)) if n else None
            if n and (p is None or rel not in p.relations):
                # "Hermano: Fede (Federico) Ferreyra" beside Fede Rinaldi, "Mammy: Bernie (Bernadette) McVeigh"
                # beside Bernie Quinn: the one of that name so related
                f = fold(n.group(1))
                so = [q for q in people.by_key.values() if rel in q.relations and f in q.names]
                p = so[0] if len(so) == 1 else p
            if p is not None and n.group(3):  # "Caretaker: Gary Rooney" beside the ex, Gary Fahy: Rooney's
                p = people.by_key.get(f"{fold(n.group(1))} {fold(n.group(3))}", p)
            if p is None and n and REL_OF.get(fold(n.group(1))) == rel and len(so := people.with_relation(rel)) == 1:
                p = so[0]  # "Mère : Maman Thérèse Mutombo": the mother, by the word she is called first
            return p.key if p else f"rel:{rel}"
        kin = _KIN.fullmatch(label.group(1).strip("*_ "))
        if (
            kin
            and (of := REL_OF.get(fold(kin.group(2))))
            and (n := _NAME.match(_TITLE.sub("", st.text[label.end() :].lstrip())))
        ):
            # "Trevor's brother: Kev Vowles, …": the brother's line, by his name
            so = [q for q in people.by_key.values() if f"{of}:{fold(kin.group(1))}" in q.kin]
            if len(so) == 1 and fold(n.group(1)) in so[0].names:
                return so[0].key
        named = mentions(label.group(1), people)
        # (not one in brackets, who says who they are: "Schwager Marcel Vogt (Torstens Mann)" is Marcel's)
        named = [m for m in named if label.group(1).rfind("(", 0, m[0]) <= label.group(1).rfind(")", 0, m[0])]
        if len(named) >= 2:
            return named[-1][2]  # "Priya's partner Sam: 415-555-0170" is the partner's
        nick = _NICK_LABEL.fullmatch(label.group(1).strip("*_ "))
        if nick and (p := people.named(nick.group(2))) is not None:
            return p.key  # "Juli (Julieta Sosa): …" is Julieta's
    for h in reversed(st.headings):
        words = h.split()
        if len(words) == 1 and fold(words[0]) in people.by_key:  # "# Leo" (a first name, not "## Health")
            return people.by_key[fold(words[0])].key
    body = re.sub(r"^\s*(?:[-*+]|\d+[.)])\s+", "", st.text)
    first = mentions(body[:40], people)
    lead = re.match(r"([^\W\d_]+)\s+", body)
    if first and lead and first[0][0] == lead.end() and fold(lead.group(1)) in REL_OF:
        first[0] = (0, *first[0][1:])  # "Son Euan. Mobile …": a relation word before the name ("son" no "his")
    if first and first[0][0] <= 1 and first[0][2] != _USER:
        if re.match(r"\s+(?:de|du|des|del|of|der)\b", body[first[0][1] :], re.IGNORECASE):
            return _USER  # "Cheffe de projet chez …", "Head of product": a job title, not the boss
        return first[0][2]
    return _USER


# English compounds a relation word opens, naming a matter, nobody's: "the child support", "child benefit"
A_COMPOUND = frozenset("support benefit benefits maintenance care minding tongue".split())


_PLURAL_ARTICLES = frozenset({"los", "las", "mis", "tus", "sus", "les", "mes", "my", "our", "die", "meine"})


def _plural_after(toks, i: int) -> bool:
    """A relation word written as a plural after its article ("los papás", "mis papás")."""
    return i > 0 and toks[i - 1].folded in _PLURAL_ARTICLES


_CURRENCY_SIGNS = frozenset("₵$€£¥₦₹₡")
_CURRENCY_CODES = frozenset("GHS USD EUR CFA FCFA XOF XAF KES NGN ZAR GBP CHF CAD AUD".split())


def _someone_else_named(text: str, toks, i: int, p: Person) -> bool:
    """The first name of someone the notes know by their full name, written with other names after it (a quoted
    nickname, a surname) none of which are theirs: a namesake ("Florian „Flori" Haas" is no "Florian Wimmer")."""
    # (or the name they go by: "Steffi Nägel" is no "Stefanie Roppelt «Steffi»")
    if len(p.name.split()) < 2 or toks[i].folded not in {fold(p.name.split()[0]), *(fold(a) for a in p.aliases)}:
        return False
    run = []
    for t in toks[i + 1 : i + 4]:
        if text[(run[-1].end if run else toks[i].end) : t.start].strip(" „“”\"'‚‘’«»") or not t.text[:1].isupper():
            break
        if re.search(r"[a-zà-ÿ][A-ZÀ-Ý]", t.text):
            break  # a brand's name ("Save Yuleisy WhatsApp as …"), no one's last name
        if text[t.end : t.end + 1] in _CURRENCY_SIGNS or t.text in _CURRENCY_CODES:
            break  # a sum ("Sent Maa GH₵ 1,500 by MoMo"), no one's last name
        if len(t.text.removesuffix("'s").removesuffix("’s")) < 2:
            return False  # "Sophie W.", "Lee F's": an initial, which may be theirs
        run.append(t)
    return bool(run) and not any(unpossessive(t.folded) in p.names for t in run)


def mentions(text: str, people: People) -> list[tuple[int, int, str]]:
    """(start, end, owner) of every person a text names: known names, relation words, the user's "my"."""
    if not people.may_be_named_in(text):
        return []
    out = []
    toks = tokens(text)
    prev_person = None
    for i, t in enumerate(toks):
        f = unpossessive(t.folded)
        word = unpossessive(t.text)
        if (
            prev_person is not None
            and word[:1].isupper()
            and f not in people.by_key
            and f not in _NOT_NAMES
            and not text[prev_person[1] : t.start].strip()
        ):
            prev_person = (prev_person[0], t.end)  # "Lucía Martín Soler": more of the name just begun
            continue
        if word[:1].isupper() and f not in _NOT_NAMES and (one := _told_apart(toks, i, people)) is not None:
            out.append((t.start, t.end, one.key))  # "Fede Rinaldi", "Fede (Federico) Ferreyra": which Fede
            prev_person = (one.key, t.end)
            continue
        if word[:1].isupper() and (p := people.named(word)) is not None and f not in _NOT_NAMES:
            after = toks[i + 1] if i + 1 < len(toks) else None
            if after is not None and (twin := people.by_key.get(f"{f} {unpossessive(after.folded)}")) is not None:
                p = twin  # "Thomas Kern", not the other Thomas
            elif after is not None and (twin := _initialled(p, after.text, people)) is not None:
                p = twin  # "Davie L", not Davie Rennie
            elif (
                after is not None
                and i + 2 < len(toks)
                and (twin := people.by_key.get(f"{f} {unpossessive(toks[i + 2].folded)}")) is not None
                and after.text in twin.aliases
            ):
                p = twin  # "Florian „Flori" Haas": the name he goes by between
            if prev_person is not None and f in people.by_key.get(prev_person[0], Person("", "")).names:
                prev_person = None  # "Robert Whitaker": the last name of the person just named
                continue
            called = _called_with(toks, i, p, people)
            if called is not None:  # "Big Davie", the name Davie Rennie goes by, beside Davie Lafferty
                out.append((toks[i - 1].start, t.end, called.key))
                prev_person = (called.key, t.end)
                continue
            if _named_thing(text, toks, i, people) or _their_names_shop(toks, i, p):
                # "the beam trawler Girl Tamsin": a boat's name (a capitalised everyday word before hers), not Tamsin
                out.append((t.start, t.end, f"thing:{f}"))
                prev_person = None
                continue
            if _other_first_name(text, toks, i, p, people):
                # "Youssou Ndour et Wally Seck" beside the lawyer Cheikh Tidiane Ndour: a singer of that last name
                out.append((t.start, t.end, f"other:{f}"))
                prev_person = None
                continue
            if not people.twins_of(p.key) and _someone_else_named(text, toks, i, p):
                # "Florian „Flori" Haas", beside the godson Florian Wimmer: another Florian, nobody the notes know
                out.append((t.start, t.end, f"other:{f}"))
                prev_person = None
                continue
            out.append((t.start, t.end, p.key))
            prev_person = (p.key, t.end)
            continue
        prev_person = None
        rel = None if not_a_son(text, t) or a_title(toks, i) else REL_OF.get(f)
        if rel is None and f.endswith("s") and f[:-1] in REL_OF and (word[:1].isupper() or _plural_after(toks, i)):
            rel = REL_OF[f[:-1]]  # "Mamas Adresse", "la casa de los papás"
        if rel is not None and i + 1 < len(toks) and toks[i + 1].folded in A_COMPOUND:
            continue  # "Child support: $450 came out the pay": the payments, no child's news
        if rel is not None and word[:1].isupper() and _in_place_name(text, toks, i):
            continue  # "Dos Hermanas (Sevilla)": a town's name, no sisters
        if rel is not None:
            persons = people.with_relation(rel)
            other = _other_named(toks, i, persons)
            out.append((t.start, t.end, other or (persons[0].key if len(persons) == 1 else f"rel:{rel}")))
    return out


# whom the user knows by their trade, no family of the user's: a last name of theirs with another first name is
# someone else's ("Dewi Beynon: butcher …" beside the counsellor Kaye Beynon)
_TRADES = frozenset(
    """accountant allergist cardiologist dentist dermatologist doctor endocrinologist ent gastroenterologist lawyer
    neurologist notary oncologist ophthalmologist orthopedist physio pulmonologist rheumatologist therapist urologist
    vet priest sponsor teacher coach recruiter""".split()
)


def _other_first_name(text: str, toks, i: int, p: Person, people: People) -> bool:
    """A last name of someone the notes know by a title (a lawyer, a doctor) after a first name that is none of
    theirs, a rare word no one the notes know goes by: someone else of that last name ("Youssou Ndour" beside
    "Maître Cheikh Tidiane Ndour"; not "Murat Demir" beside Elif Demir: family shares a last name)."""
    if i == 0 or unpossessive(toks[i].folded) == fold(p.first or ""):
        return False
    if not _TITLE.match(p.name) and not (p.relations and p.relations <= _TRADES):
        return False  # (family shares a last name; someone of a trade, "counsellor Kaye Beynon", does not)
    before = toks[i - 1]
    f = unpossessive(before.folded)
    return (
        before.text[:1].isupper()
        and not text[before.end : toks[i].start].strip()
        and f not in p.names
        and f not in TITLE_WORDS
        and f not in _NOT_NAMES
        and people.named(before.text) is None
        and not people.all_named(before.text)
        and commonness(before.text) < 3.5
    )


def _told_apart(toks, i: int, people: People) -> Person | None:
    """A name several people go by ("Fede": the brother Federico and the accountant Fede Rinaldi), which the
    words right after it tell apart: one of theirs alone, within the next three words."""
    word = unpossessive(toks[i].text)
    if people.named(word) is not None:
        return None
    them = people.all_named(word)
    if len(them) < 2:
        return None
    for t in toks[i + 1 : i + 4]:
        if not t.text[:1].isupper():
            break
        f = unpossessive(t.folded)
        theirs = [p for p in them if f in p.names]
        if len(theirs) == 1:
            return theirs[0]
    return None


def _with_namesakes(p: Person, people: People) -> tuple[Person, ...]:
    """Someone and the people the notes tell apart from them by a last name ("Davie Lafferty", "Davie Rennie")."""
    return (p, *(people.by_key[k] for k in people.twins_of(fold(p.first)) if k != p.key))


def _initialled(p: Person, letter: str, people: People) -> Person | None:
    """Of the people sharing `p`'s first name, the one whose last name a capital initial after it begins
    ("Davie L", "Lee F's")."""
    letter = letter.removesuffix("'s").removesuffix("’s")
    if len(letter) != 1 or not letter.isupper():
        return None
    named = [q for q in _with_namesakes(p, people) if len(q.name.split()) > 1]
    fits = [q for q in named if untitled(q.name).split()[-1][:1] == letter]
    return fits[0] if len(fits) == 1 and len(named) > 1 else None


def _called_with(toks, i: int, p: Person, people: People) -> Person | None:
    """The namesake whose two-word name the word ends ("Big Davie"), when the word before it says so."""
    if i == 0:
        return None
    said = f"{toks[i - 1].folded} {toks[i].folded}"
    for q in _with_namesakes(p, people):
        if any(fold(a) == said for a in q.aliases):
            return q
    return None


def _in_place_name(text: str, toks, i: int) -> bool:
    """A capitalised word right after another inside a sentence ("…, Dos Hermanas (Sevilla)"): a name's part,
    except in German."""
    if i == 0:
        return False
    prev = toks[i - 1]
    if not prev.text[:1].isupper() or text[prev.end : toks[i].start] != " " or prev.folded in REL_OF:
        return False
    before = text[: prev.start].rstrip(" -*+\t")
    if not before or re.search(r"[.:;!?(\[]\s*$", before) or before[-1] == "\n":
        return False
    return guess_language(text) != "de"  # (German writes every noun so: "den EL-Antrag Mamis")


#: the folded words of titles, without their dot ("dr", "frau", "maitre")
TITLE_WORDS = frozenset(fold(t.rstrip(".")) for t in TITLES)
_NAME_PARTICLES = frozenset(
    "le la les de del della di da du des van von den der ten ter mac mc st san santa saint sainte dos das el al bin ben"
    " ibn o ah".split()
)


def _named_thing(text: str, toks, i: int, people: People) -> bool:
    """A known first name inside a thing's name, after a capitalised everyday word mid-sentence: "Girl Tamsin" (a
    trawler), "Villa Rosa"; not after a title or a relation word ("Miss Gloria", "Auntie Marcia")."""
    if not _in_place_name(text, toks, i):
        return False
    prev = toks[i - 1]
    f = unpossessive(prev.folded)
    p = people.named(unpossessive(toks[i].text))
    said = fold(f"{prev.text} {unpossessive(toks[i].text)}")
    if p is not None and (said in fold(p.name) or any(said in fold(a) for a in p.aliases)):
        return False  # ("Brother: Tan Wei Jie ("Ah Jie")" … "Ah Jie's stall": the name he goes by)
    return (
        f not in TITLE_WORDS
        and f not in _NAME_PARTICLES  # ("Mme Le Goff", "Van Dijk": part of the surname)
        and f not in REL_OF
        and f not in people.by_key
        and people.named(prev.text) is None
        and commonness(prev.text) >= 4.0
    )


def _their_names_shop(toks, i: int, p: Person) -> bool:
    """ "Kessler's Bakery" beside the neurologist Dr. Kessler: a shop called by someone's name, no mention of them
    (unless the notes call them so: "Brother: Mike ("Mike's Garage")")."""
    t = toks[i]
    if i + 1 >= len(toks) or not re.search(r"['’]s$", t.text) or toks[i + 1].start - t.end != 1:
        return False
    if fold(toks[i + 1].text) not in _SHOPS or not toks[i + 1].text[:1].isupper():
        return False
    return fold(f"{t.text} {toks[i + 1].text}") not in {fold(a) for a in p.aliases}


_SHOPS = frozenset(
    """bakery deli pharmacy diner tavern pub bar garage hardware market store shop cafe café salon barbers barbershop
    bistro restaurant grill kitchen motors furniture florist florists butcher butchers pizzeria bakehouse
    drugstore tavern saloon lounge""".split()
)


def _other_named(toks, i: int, persons: list[Person]) -> str | None:
    """ "Coach Ray Delgado" when the one coach the notes declare is Denise: the relation word before a full name
    that is not theirs is someone else's title (a key of its own, "name:ray"). A first and last name only, so
    a German noun after it is none ("Mama Geburtstag")."""
    if len(persons) != 1 or i + 2 >= len(toks):
        return None
    first, last = toks[i + 1], toks[i + 2]
    if first.start - toks[i].end != 1 or last.start - first.end != 1:
        return None
    if not (first.text[:1].isupper() and last.text[:1].isupper()) or not (first.text + last.text).isalpha():
        return None
    f, g = first.folded, unpossessive(last.folded)
    if any(w in _NOT_NAMES or w in REL_OF or w in persons[0].names for w in (f, g)) or commonness(last.text) >= 5.0:
        return None
    return f"name:{f}"
