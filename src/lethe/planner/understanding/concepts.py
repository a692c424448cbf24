"""Matters named in other words: the concept table in `references/concepts.toml`.

"my pregnancy" finds "Pregnant, due in November" and "20-week ultrasound"; "mein Gehalt" finds
"Gehaltserhöhung bestätigt"; "the antibiotic reaction thing" finds "Allergic to penicillin". A request
word that names a concept (or is one of its words) brings the concept's words with it; a note mentions
a concept when it holds one of those words (compared folded, as stems, phrases as phrases).
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass
from functools import lru_cache
from importlib.resources import files

from lethe.language.frequency import commonness

from .words import fold, folded_words, key, phrase_in, without_name_tails


@dataclass(frozen=True)
class Concept:
    name: str
    names: tuple[tuple[str, ...], ...]  # folded phrases a request names it with
    words: tuple[tuple[str, ...], ...]  # folded phrases notes about it use
    event: bool = True  # involves others (everything about it goes) rather than a person's trait
    roles: tuple[str, ...] = ()  # relations tied to it (a divorce's lawyer)
    sections: bool = True  # a section it heads is about it ("## Allergies"); not for a "fact" ("## Work")
    label: str = ""  # how a plan names it ("job search"), whatever language the request was in
    own: tuple[tuple[str, ...], ...] = ()  # its words less those of the matters it includes (what names it)
    parts: tuple[str, ...] = ()  # the matters it includes ("illness": cancer, heart, ...)

    def in_words(self, ws: list[str], lang: str = "en") -> bool:
        """Whether a text (its folded words) mentions the concept."""
        return _holds(self.words, ws, lang)

    def called(self, ws: list[str], lang: str = "en") -> bool:
        """Whether a request names the matter itself ("job search"), not just one of its words ("interview")."""
        return _holds(self.names, ws, lang)

    def named_by(self, ws: list[str], lang: str = "en") -> bool:
        return _holds(self.names, ws, lang) or _holds(self.own, ws, lang)


def part_named(c: Concept, ws: list[str], lang: str = "en") -> bool:
    """Whether a request names one thing of a matter and not the matter ("alles über mein Brautkleid", "the
    wedding dress" are the dress, not the whole wedding): one of its words is said, none of its names outside it."""
    own = list(_spans(c.own, ws, lang))
    if not own:
        return False
    names = list(_spans(c.names, ws, lang))
    return not any(all(not (a <= x and y <= b and (b - a) > (y - x)) for a, b in own) for x, y in names)


def _holds(phrases, ws: list[str], lang: str) -> bool:
    return next(_spans(phrases, ws, lang), None) is not None


def _spans(phrases, ws: list[str], lang: str):
    """Where each phrase is said in `ws` (word ranges), compared as written, as stems, and as English stems."""
    keys = [key(w, lang) for w in ws]
    en = [key(w, "en") for w in ws]
    for p in phrases:
        n = len(p)
        pk = tuple(key(w, lang) for w in p)
        pe = tuple(key(w, "en") for w in p)
        for i in range(len(ws) - n + 1):
            said = ws[i : i + n]
            if tuple(said) == p or (
                (tuple(keys[i : i + n]) == pk or tuple(en[i : i + n]) == pe) and not _stem_only(p, said, lang)
            ):
                yield i, i + n
            elif n == 1 and lang == "de" and compound_of(said[0], p[0]):
                yield i, i + 1  # a German compound is a kind of its last part: "Brustkrebs" is a "Krebs"


def compound_of(word: str, last: str) -> bool:
    """`word` is a German compound ending with `last` whose first part is a word too ("Brustkrebs": "Brust" and
    "Krebs", with its joining "s": "Schwangerschaftsabbruch"), not a name that happens to end so ("Raiffeisen")."""
    if len(last) < 5 or len(word) < len(last) + 3 or not word.endswith(last):
        return False
    head = word[: -len(last)]
    return commonness(head) >= 2.5 or (head.endswith("s") and commonness(head[:-1]) >= 2.5)


def _stem_only(phrase: tuple[str, ...], said: list[str], lang: str = "en") -> bool:
    """Whether a phrase met by stems only meets a word that is something else: a short word of the table (an
    abbreviation: "hiv", "ivf") inside a longer one, or a stem of three letters or fewer that two languages'
    words share ("hiver", winter, and "hives" both stem to "hiv" in French). A word as written, or with a plural
    ending, always counts."""
    for p, w in zip(phrase, said, strict=True):
        if lang in _ANOTHER_WORD_IN.get(p, ()):
            return True  # French "court", "courtes" (short: "réponses courtes") is no court
        if lang == "es" and w == p + "n":
            return True  # a Spanish word that is another language's and an "n" ("resumen", summary: not "resume")
        if w == p or w in (p + "s", p + "es", p + "en", p + "e") or p in (w + "s", w + "es"):
            continue
        if len(p) <= 4 and len(w) > len(p) + 1:
            return True
        if agent_only(w, p):
            return True
        if len(p) >= len(w) + 4 and p.startswith(w):
            # a word of its own that a longer one stems to: "medic" (a paramedic), not "medication"; "Nacional"
            # (a football club), not "nacionalidad"
            return True
        if min(len(key(w, "en")), len(key(w, "fr")), len(key(w, "de")), len(key(w, "es"))) <= 3:
            return True
    return False


# a table word that in a language is another word, in every form: French "court(e)(s)" is "short", French
# "demande" (d'asile) is a request, not Spanish "demanda" (a lawsuit)
_ANOTHER_WORD_IN = {"court": ("fr",), "demanda": ("fr",)}


# a noun for who does something ("operator", "operador", "opérateur"), stemmed like the act ("operation")
_AGENT = re.compile(r"(?:ator|ators|ador|adores|adora|ateur|ateurs|atrice)$")


def agent_only(said: str, word: str) -> bool:
    """Whether a word met by its stem is who does the act the other names: a "bus operator" has no operation, a
    "narrator" no narration."""
    return _AGENT.search(said) is not None and _AGENT.search(word) is None


@lru_cache(maxsize=1)
def table() -> tuple[Concept, ...]:
    data = tomllib.loads(files("lethe.references").joinpath("concepts.toml").read_text(encoding="utf-8"))
    out = []
    for name, entry in data.items():
        # `includes`: matters this one takes whole ("my father is ill": his cancer, his heart condition...)
        inner = [data[n] for n in entry.get("includes", []) if n in data]
        names = tuple(tuple(folded_words(p)) for p in entry.get("names", []) if folded_words(p))
        said = [*entry.get("words", []), *(w for e in inner for w in (*e.get("names", []), *e.get("words", [])))]
        words = tuple(dict.fromkeys(tuple(folded_words(p)) for p in said if folded_words(p)))
        kind = entry.get("kind", "event")
        roles = tuple(dict.fromkeys([*entry.get("roles", []), *(r for e in inner for r in e.get("roles", []))]))
        own = tuple(tuple(folded_words(p)) for p in entry.get("words", []) if folded_words(p))
        parts = tuple(n for n in entry.get("includes", []) if n in data)
        out.append(
            Concept(name, names, words, kind == "event", roles, kind != "fact", entry.get("label", ""), own, parts)
        )
    return tuple(out)


@lru_cache(maxsize=1)
def phrases_by_first_word() -> dict[str, tuple[tuple[str, ...], ...]]:
    """The table's phrases (its matters' names and words, not whom a thing is kept from), by their first word, so
    a text is looked up by its own words (read once)."""
    out: dict[str, list[tuple[str, ...]]] = {}
    for c in table():
        if c.name == "secret_from":
            continue
        for p in (*c.names, *c.words):
            if p and p not in out.setdefault(p[0], []):
                out[p[0]].append(p)
    return {w: tuple(ps) for w, ps in out.items()}


def matter_phrases(ws: list[str]) -> list[tuple[str, ...]]:
    """The table's phrases the (folded) words say, each in a row, that have a word of their own ("arrêt de
    travail", "burn out"; not "the test" alone): what a line tells of a matter, however everyday each word is."""
    by_first = phrases_by_first_word()
    found = {p for w in set(ws) for p in by_first.get(w, ()) if phrase_in(p, ws)}
    return [p for p in found if len(" ".join(p)) >= 5 and min(map(commonness, p)) < 4.8]


@lru_cache(maxsize=1)
def vocabulary() -> frozenset[str]:
    """Every word of the table (what a misspelt request word is corrected to: "serach" -> "search")."""
    return frozenset(w for c in table() for p in c.names + c.words for w in p)


def named_in(text: str, lang: str = "en") -> list[Concept]:
    """The concepts a request's words name; one named only inside another's longer name is not meant
    ("my contact lens prescription" is the eyesight's, not the medication's "prescription")."""
    return list(_named_in(text, lang))


@lru_cache(maxsize=4096)
def _named_in(text: str, lang: str) -> tuple[Concept, ...]:
    # "Northwind Pay" is a company, not the salary's "pay"; "I'm sick of the whole thing" is fed up, not ill
    ws = folded_words(FED_UP.sub(" ", without_name_tails(text)))
    found = [(c, list(_spans(c.names + c.own, ws, lang))) for c in table()]
    found = [(c, spans) for c, spans in found if spans]
    return tuple(
        c
        for c, spans in found
        if not any(
            d is not c and all(any(a <= x and y <= b and (b - a) > (y - x) for a, b in other) for x, y in spans)
            for d, other in found
        )
    )


FED_UP = re.compile(r"\bsick\s+(?:and\s+tired\s+|to\s+death\s+|to\s+the\s+back\s+teeth\s+)?of\b", re.IGNORECASE)


def wider(found: list[Concept]) -> list[Concept]:
    """The matters that include one of `found` ("illness" for "cancer", "surgery"), as all their words and names:
    what a person's cancer or operation is also written as in their lines ("Dad was sick", "the hospital run",
    "cateterismo … → bypass" for "la operación de mi padre")."""
    names = {c.name for c in found}
    return [
        Concept(c.name, c.names, tuple(dict.fromkeys(c.words + c.names)), c.event, label=c.label)
        for c in table()
        if names & set(c.parts) and c not in found
    ]


def words_of(concepts: list[Concept]) -> list[str]:
    """The concept words themselves (as written in the table, folded), for following them elsewhere."""
    return [" ".join(p) for c in concepts for p in c.words]


__all__ = ["Concept", "fold", "named_in", "table", "wider", "words_of"]
