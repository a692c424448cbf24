"""Reading one message: is it a request to forget, and what does it name?

A message becomes an `Utterance`: whether it asks to forget (and not "don't forget" or "remember"), or
how it changes an earlier request (adds to it, corrects it, keeps part of it, picks one of the
candidates Lethe asked about); and the `Item`s it names. An item is one of:

- FACT: an attribute of someone ("my sister's address", "die Handynummer von Jonas", "mi DNI");
- GENERAL: a matter named in words ("that I'm vegetarian", "my pregnancy", "everything about the
  divorce" — `topic` when the message says "everything about");
- POINTER: "that", "it", "das", "eso", "ça" — what the conversation was just about;
- RECALL: something said earlier in the conversation ("the number I gave you yesterday", "lo que te
  conté de dónde vive mi madre").

All four languages share one procedure; the words come from `vocab.py`.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, replace
from difflib import SequenceMatcher
from enum import StrEnum
from functools import lru_cache

from lethe.language.frequency import commonness
from lethe.language.text import sentences
from lethe.language.values.numbers import COUNT_WORDS

from . import concepts
from . import words as _words
from .corpus import A_COMPOUND, REL_OF, TITLE_WORDS, People, a_title, not_a_son, relation_word, untitled
from .told import Told, told_in
from .vocab import (
    ADD,
    ATTRIBUTES,
    BOTH,
    BY_NAME,
    CORRECT,
    FILLERS,
    FORGET,
    INSTITUTIONS,
    KEEP,
    NOT_FORGET,
    NUMBER_WORDS,
    NUMBERISH,
    ONLY,
    PLACES,
    POINTERS,
    PRONOUN_WORDS,
    RECENT,
    RETAIN,
    RETAIN_NEGATIONS,
    STOP,
    TOPIC,
    TOPIC_TAILS,
    USER_WORDS,
    VAGUE,
    WHOLE,
    Attribute,
    _all_words,
)
from .words import (
    NOTES_WRITE,
    Hit,
    Lexicon,
    code_compounds_apart,
    fold,
    folded_words,
    guess_language,
    name_tails,
    tokens,
    unpossessive,
)

_words.KNOWN |= _all_words()


class ItemKind(StrEnum):
    FACT = "fact"
    GENERAL = "general"
    POINTER = "pointer"
    RECALL = "recall"


class Move(StrEnum):
    """What a message does to the request under way."""

    REQUEST = "request"  # asks to forget something (a new request)
    ADD = "add"  # "and her phone number too"
    CORRECT = "correct"  # "sorry, I meant Kofi's"
    KEEP = "keep"  # "actually, keep the birthday; just the address"
    SELECT = "select"  # answers Lethe's question: "the vet one", "both"
    NONE = "none"  # not about forgetting


@dataclass
class Owner:
    kind: str = "none"  # user | relation | name | pronoun | none
    word: str | None = None  # relation key or the name as written

    def __bool__(self) -> bool:
        return self.kind != "none"


@dataclass
class Item:
    kind: ItemKind
    text: str
    attribute: Attribute | None = None
    alternatives: tuple[Attribute, ...] = ()  # "the number": any of these
    owner: Owner = field(default_factory=Owner)
    words: list[str] = field(default_factory=list)  # folded content words (what it is about)
    topic: bool = False  # "everything about ..."
    qualifiers: set[str] = field(default_factory=set)
    recent: bool = False  # "yesterday", "just now", "von eben"
    demonstrative: bool = False  # "that number", "ce numéro"
    places: frozenset[str] = frozenset()  # "the wedding reminder": only where it is kept (vocab.PLACES)
    which: str | None = None  # "which hospital my dad is in": the name of one (a key of vocab.INSTITUTIONS)
    generic: bool = False  # the attribute is named only by "number" ("my residency number")
    near: Owner | None = None  # added after someone's matter ("… de mi padre." "¿Y la revisión?"): theirs first
    told: Told | None = None  # "what I told you about her in January" (`told.py`)
    age: str | None = None  # "nur die alte": only the "old" (or "new") one of its values
    part: bool = False  # one of the parts a dash lists after a matter ("… the custody fight — the court, …")

    @property
    def attributes(self) -> tuple[Attribute, ...]:
        return self.alternatives or ((self.attribute,) if self.attribute else ())


@dataclass
class Utterance:
    text: str
    lang: str
    move: Move
    items: list[Item] = field(default_factory=list)
    vague: bool = False  # "forget something"
    both: bool = False  # "both", "beides", "los dos"
    only: bool = False  # "just the address"
    kept: list[Item] = field(default_factory=list)  # "keep the birthday"
    whole: bool = False  # "delete it all", "bórralo todo": everything about what it points to
    counted: bool = False  # "Three things: …": each thing listed is one of its own
    withdrawn: bool = False  # "No, mejor no. Déjelo ahí nomás": the request before is taken back, nothing goes


# ------------------------------------------------------------------------------------------ lexicons


@lru_cache(maxsize=1)
def _lex() -> dict[str, Lexicon]:
    attr_phrases = [p for a in ATTRIBUTES for p in a.phrases]
    return {
        "forget": Lexicon(FORGET, plurals=False),
        "retain": Lexicon(RETAIN, plurals=False),
        "not_forget": Lexicon(NOT_FORGET, plurals=False),
        "fillers": Lexicon(FILLERS),
        "topic": Lexicon(TOPIC),
        "whole": Lexicon(WHOLE),
        "add": Lexicon(ADD, plurals=False),
        "correct": Lexicon(CORRECT, plurals=False),
        "keep": Lexicon(KEEP, plurals=False),
        **{f"place:{k}": Lexicon(v) for k, v in PLACES.items()},
        "only": Lexicon(ONLY),
        "both": Lexicon(BOTH),
        "pointers": Lexicon(POINTERS),
        "recent": Lexicon(RECENT),
        "vague": Lexicon(VAGUE),
        "attributes": Lexicon(attr_phrases),
        "relations": Lexicon(REL_OF),
    }


_ATTR_OF: dict[str, Attribute] = {}
for _a in ATTRIBUTES:
    for _p in _a.phrases:
        _ATTR_OF.setdefault(fold(_p), _a)
_NUMBER = {fold(w) for w in NUMBER_WORDS}
_USER = {fold(w) for w in USER_WORDS}
_PRONOUN = {fold(w) for w in PRONOUN_WORDS}
_STOP = {fold(w) for w in STOP}
_FILLER_WORDS = {w for p in FILLERS for w in folded_words(p) if " " not in p}
# "and" between two things (texting's "n": "my back injry n the workers comp claim"), not between two people
# doing one ("how Clara and I split the rent")
_SPLIT = re.compile(
    r"\s*(?:,|;|&|\+(?!\d))\s*|\s+(?:and|und|sowie|y|e|et|plus|as\s+well\s+as|(?-i:n))\s+"
    r"(?!(?:i|me|ich|yo|moi|is|was|has|had|ist|war|hat|hatte)\b)",
    re.IGNORECASE,
)
_THAT = re.compile(r"^\s*(?:that|dass|daß|que|qu'|how|what|cómo|como|ce\s+que|was)\b", re.IGNORECASE)


# ------------------------------------------------------------------------------------------ reading


# a clause in brackets opened by someone doing something, which says why: "(il l'a cassé, …)", "(le robaron el cel en
# el bus)", "(she lost it)"
_ASIDE_WHY = re.compile(
    r"\s*\((?:il|elle|ils|elles|on|he|she|they|it|er|sie|es|él|ella|ellos|ellas|le|les|se|lo|la)\s"
    r"(?:[^()]*?\s)?(?:a|ont|est|sont|has|had|is|was|got|lost|broke|hat|ist|hab|robaron|cortaron|perdió|rompió|l'a|"
    r"m'a|ha|han|va|aura)\b[^()]*\)"
    # "(she's had a new door put in, no key safe now)", "(that line is dead now)", "(isch gänderet)", "(das geit
    # niemer öppis a)": a clause in brackets, why, not what
    r"|\s*\((?:ya|already|schon|déjà)\s[^()]*\)"  # "(ya le pagué a don Luis)": why, it is done
    r"|\s*\((?:(?:she|he|it|they|that)['’](?:s|re|ve|d|ll)\b|(?:that|this|das|dat|des)\s+(?:[^()\s]+\s+){0,3}"
    r"(?:is|was|has|ist|isch|war|hat|geit|geht)\b|isch\s|c['’]est\s)[^()]*\)",
    re.IGNORECASE,
)

# "(the garage guy, I've changed mechanics)": who it is, then why, in brackets (the why goes)
_ASIDE_WHY_TAIL = re.compile(
    r"(?<=[^()\s]),\s*(?:I['’](?:ve|m)|I\s+(?:have|am|changed|switched|moved|lost|got)|j['’]ai|je\s+suis|ich\s+hab\w*"
    r"|ich\s+bin|he\s+cambiado|ya\s+no)\b[^()]*(?=\))",
    re.IGNORECASE,
)

# "declans #": texting's number sign after whose it is
_HASH_NUMBER = re.compile(r"(?<=[^\W\d_])\s+#(?=[\s.,!?;:]|$)")
# French "le 06 de Sandrine", "son 07": a mobile number, by how it begins
_FRENCH_MOBILE = re.compile(r"\b(le|son|ton|mon)\s+0[67](?=\s+(?:de|d['’]|du)\s*[^\W\d_])", re.IGNORECASE)
_HYPHEN_NUMBER = re.compile(r"(?<=[^\W\d_])-(?=(?:num{1,2}b?e?re?|nr|no)\b)", re.IGNORECASE)
_HYPHEN_ATTRIBUTE = re.compile(r"\b([A-ZÀ-Ý][^\W\d_]+)-([^\W\d_]{3,})\b")


def _hyphen_attribute(m: re.Match) -> str:
    """A name joined to a kind of number or detail ("Schalke-Kundennummer"): the two words apart."""
    return f"{m.group(1)} {m.group(2)}" if fold(m.group(2)) in _ATTR_OF else m.group(0)


# an English verb and its particle around what it acts on ("take Mam's Eircode out", "cross her number off")
_SCOTS = {"oot": "out", "aff": "off"}
_GET_TAKE = {"get": "take", "tak": "take"}  # (Scots "tak": take)
_SEPARATED = re.compile(
    r"\b((?i:take|tak|get|cross|scratch|strike|rub))\s+((?:[^\s,;.!?]+\s+){0,5}?[^\s,;.!?]+)\s+((?i:out|off|oot|aff))\b"
    # ("… the number out of everywhere", "… oot o everywhere": the "of" goes with "out", not with what goes)
    r"(?:\s+(?i:of|o)\b(?=\s+(?i:everywhere|everythin\w*)\b))?"
)


# spoken German "für'n", "auf'n", "an'n": the preposition and "den"
# Austrian and Bavarian: "ois" (alles), "z'tuan" (zu tun), "mit'm" (mit dem)
_AUSTRIAN_WORDS = {
    "ois": "alles",
    "olles": "alles",
    "z'tuan": "zu tun",
    "z'tun": "zu tun",
    "mit'm": "mit dem",
}
# "alles über de zwoa", "alles über die beiden": about the two just talked of, what was said of them
_ABOUT_THE_TWO = re.compile(r"\b(?:über|von)\s+(?:de|die|d')\s*(?:zwoa|zwei|beiden|beidn)\b", re.IGNORECASE)
_AUSTRIAN_ALL = re.compile(r"(?<![\w'])(?:" + "|".join(_AUSTRIAN_WORDS) + r")(?![\w'])", re.IGNORECASE)
# Austrian "a" closing a clause is "auch": "…, weg damit, des Gspräch a." (the article never ends one)
# (after a noun only: "Des goht neamer ebbes a" is "an", nobody's business)
_AUSTRIAN_TOO = re.compile(r"\b([A-ZÄÖÜ][\w'-]*)\s+a(?=\s*(?:[.!;,]|$)|\s+(?:glei|gleich)\b)")
# "Des, dass i mi … umgschaut hab, weg damit, …": after what it takes up, "weg damit" is "lösch das"
_AWAY_WITH_IT = re.compile(r"(?<=[,–—-])(\s*)(?:weg|raus)\s+damit\b", re.IGNORECASE)


@dataclass(frozen=True)
class _Dialect:
    """A regional way of writing a language: words that show it is in use, and how its words read in the standard
    language."""

    hint: re.Pattern
    words: re.Pattern
    plain: Callable[[re.Match], str]

    def read(self, text: str, *, known: bool = False) -> str:
        return self.words.sub(self.plain, text) if known or self.hint.search(text) else text


def _any_of(words: Iterable[str], *more: str) -> re.Pattern:
    return re.compile(r"(?<![\w'])(?:" + "|".join((*words, *more)) + r")(?![\w'])", re.IGNORECASE)


# Ruhr German: "nich allet", "kannze drinlassen", "getz"; and Hamburg's, in German only: "allns"
_RUHR_WORDS = {
    **{"allet": "alles", "kannze": "kannst du", "getz": "jetzt", "nich": "nicht", "wat": "was"},
    **{"allns": "alles"},
}
_RUHR = _Dialect(
    re.compile(r"\b(?:allet|kannze|getz|nich|hömma|woll|weiße)\b", re.IGNORECASE),
    _any_of(_RUHR_WORDS),
    lambda m: _RUHR_WORDS[fold(m.group(0))],
)
# northern "dat" standing for what goes ("Lösch dat,", "genau dat.", "dat mit …"), not opening a clause ("dass")
_NORTHERN_DAT = re.compile(
    r"\bdat\b(?=\s*(?:[,.!?;]|$|\s+(?:mit|über|von|vom|allns|alles|auch|ooch|da|hier|weg|raus|bitte)\b))"
)
# Berlin: "Vergiss, wat ick vorhin über Maik und die Bewerbung jesagt hab", "Und dit andere ooch", "Kühn weiß
# nüscht", "mit'm LKW 'n Auffahrunfall jebaut" (a "g" said "j": "jesagt", "jeld", "jut")
_BERLIN_WORDS = {
    **{"ick": "ich", "icke": "ich", "wat": "was", "dit": "das", "det": "das", "ooch": "auch", "uff": "auf"},
    **{"nüscht": "nichts", "nüschte": "nichts", "keene": "keine", "keener": "keiner", "een": "ein", "eene": "eine"},
    **{"jesagt": "gesagt", "jemacht": "gemacht", "jebaut": "gebaut", "jeweint": "geweint", "jeld": "Geld"},
    **{"jut": "gut", "jefragt": "gefragt", "jeschrieben": "geschrieben"},
    **{"jeholt": "geholt", "jekauft": "gekauft", "jebracht": "gebracht", "jeredet": "geredet", "zwee": "zwei"},
}
_BERLIN = _Dialect(
    _any_of("ick icke nüscht nüschte ooch jesagt jemacht keene".split()),  # (not "dit": French "il a dit")
    _any_of(_BERLIN_WORDS),
    lambda m: (lambda w, out: out[:1].upper() + out[1:] if w[:1].isupper() else out)(
        m.group(0), _BERLIN_WORDS[m.group(0).lower()]
    ),
)
# Saxon: "gannste ma des löschn mit dem blitzer …, isch will ni dass uwe das findet", "was dor Uwe an Rente kriegt"
_SAXON_WORDS = {
    "dor": "der",
    "isch": "ich",
    "nischt": "nichts",
    "gannste": "kannst du",
    "weeß": "weiß",
    "ni": "nicht",
    "un": "und",
}
_SAXON = _Dialect(
    _any_of("dor nischt gannste weeß".split()), _any_of(_SAXON_WORDS), lambda m: _SAXON_WORDS[m.group(0).lower()]
)
# Kölsch: "Vergess dat met dem Abbruch vum Sabine. Alles andere üvver et Sabine bliev drin", "De OP, de Tablette"
_KOELSCH_WORDS = {
    "met": "mit",
    "vum": "vom",
    "üvver": "über",
    "bliev": "bleibt",
    "nit": "nicht",
    "jet": "etwas",
    "ming": "meine",
    "hät": "hat",
    "för": "für",
    "de": "die",
    "et": "das",
    "un": "und",
    "vergess": "vergiss",
    "erus": "raus",
    "do": "da",
    "sin": "sind",
    "su": "so",
    "usjevve": "ausgeben",
    "üvverall": "überall",
    "dä": "der",
    "och": "auch",
    "em": "im",
    "mond": "Monat",
    "mäht": "macht",
    "wat": "was",
    "sing": "seine",
    "passwoot": "Passwort",
    "saache": "Sachen",
    "erinnerunge": "Erinnerungen",  # (its plural drops the "n": "de Erinnerunge", "de Tablette")
    "tablette": "Tabletten",
    "jo": "ja",
    "maach": "mach",  # "Maach dat fott, alles.": mach das weg
    "fott": "weg",
    "jenau": "genau",
    "jeht": "geht",
}


def _koelsch(m: re.Match) -> str:
    w = m.group(0)
    if w.lower() == "dat":  # "dat ich Brustkrebs hatte": dass; "Vergess dat": das
        after = m.string[m.end() :].lstrip()
        out = "dass" if re.match(r"(?i:ich|du|er|sie|mer|wir|et|es|de|der|die|mi|min|ming)\b", after) else "das"
    elif w.lower() == "de" and not re.match(r"\s+[A-ZÄÖÜ]", m.string[m.end() :]):
        return w  # ("die kanns de fottschmieße": "du"; "de OP", "de Bestrahlung": "die")
    else:
        out = _KOELSCH_WORDS[w.lower()]
    return out[:1].upper() + out[1:] if w[:1].isupper() or out[:1].isupper() else out


_KOELSCH = _Dialect(
    _any_of("üvver üvverall vum bliev jet ming hät fott nit jot jeht irgendjet för erus mäht saache".split()),
    _any_of(_KOELSCH_WORDS, "dat"),
    _koelsch,
)


def in_plain_german(text: str) -> str:
    """A message in a regional German written as standard German where its words show the region ("Wat hatt
    ich dir üvver dä Pitter verzallt?"); any other text as it is."""
    for dialect in (_BERLIN, _SAXON, _KOELSCH, _RUHR, _BERNESE):
        text = dialect.read(text)
    return text


_SCOUSE_LA = re.compile(r",\s*la\b(?=\s*(?:[,.!?]|$))", re.IGNORECASE)
# spoken French drops the vowel before a consonant too ("l'code", "d'passe", "c'que j'gagne"), which written French
# never does (before "h" it may: "l'hôpital")
_ELIDED = {"l": "le", "d": "de", "j": "je", "c": "ce", "m": "me", "t": "te", "s": "se", "n": "ne"}
_FRENCH_ELIDED = re.compile(r"(?<![\w'’])([ldjcmtsn])['’](?=[bcdfgjklmnpqrstvwxzç])", re.IGNORECASE)


def _unelided(m: re.Match) -> str:
    said = _ELIDED[m.group(1).lower()]
    return (said.capitalize() if m.group(1).isupper() else said) + " "


# Ch'ti (Picard of the Nord): "Ch'est personne d'autre que mi que cha r'garde", "d'min casier"
_CHTI_WORDS = {"min": "mon", "tin": "ton", "sin": "son", "mi": "moi", "ti": "toi", "cha": "ça", "ch'est": "c'est"}
_CHTI_WORDS |= {"chés": "ces", "quo": "quoi", "chuis": "je suis", "qu'i": "qu'il"}
_CHTI = _Dialect(
    re.compile(r"(?<![\w'’])(?:ch['’]est|biloute|cha|chés|quo|chuis)(?![\w'’-])", re.IGNORECASE),
    re.compile(
        r"(?<![\w'’])(?<!\d\s)(?:min|tin|sin|mi|ti|cha|ch['’]est|chés|quo|chuis|qu['’]i)(?![\w'’-])", re.IGNORECASE
    ),
    lambda m: _CHTI_WORDS[m.group(0).lower().replace("’", "'")],
)


# "was der Uwe an Rente kriegt", "was ich an Kindergeld bekomme": someone's pension, their benefit
_WHAT_ONE_GETS = re.compile(
    r"\bwas\s+(?:der\s+|die\s+|de\s+|mei(?:n|ne)?\s+)?([A-ZÀ-Ý][\w-]+|ich|i)\s+an\s+([A-ZÀ-Ý][\w-]+)\s+"
    r"(?:kriegt|krieg|kriege|bekommt|bekomme|kriagt|griecht|kricht)\b"
)
# Bernese German: "I ha d Geige vor Léna gmeint, die het ufghört. Dr Noé spiut no."
_BERNESE_WORDS = {"gmeint": "gemeint", "het": "hat", "spiut": "spielt noch", "nei": "nein"}
# "Nimm mini AHV-Nummer überau use", "Tue das wäg, aues. Das geit niemer öppis a." (folded, as `_bernese` reads them)
_BERNESE_WORDS |= {"uberau": "überall", "aues": "alles", "wag": "weg", "use": "raus", "mini": "meine"}
_BERNESE_WORDS |= {"blibe": "bleiben", "geit": "geht", "niemer": "niemand", "oppis": "etwas", "numm": "nicht mehr"}
_BERNESE_WORDS |= {"verzellt": "erzählt", "git": "gibt", "sech": "sich", "usga": "ausgeben"}
# (and Vorarlberg's: "des mit minra Epilepsie: d'Tabletta, …, d'Erinnerunga, alls", "Am Fabian sini bliibt")
_BERNESE_WORDS |= {"alls": "alles", "minra": "meiner", "tabletta": "Tabletten", "sini": "seine", "ihri": "ihre"}
_BERNESE_WORDS |= {"neurolog": "Neurologe"}
_BERNESE_PHRASES = {"i ha": "Ich hab", "vor": "von der", "u": "und", "dr": "der", "i": "ich"}


# (before a thing it adds: "aach die Erinnerung"; not "aach was de dir …", what was told, read as it is)
_PALATINE_TOO = re.compile(r"\baach\b(?=\s+(?:die|den|das|der|des|dem|de|mei\w*|sei\w*|ihr\w*)\b)", re.IGNORECASE)


def _bernese(m: re.Match) -> str:
    said = fold(m.group(0)).strip()
    if said.endswith("unga") and len(said) > 6:
        return m.group(0)[:-1] + "en"  # "d'Untersuchunga": die Untersuchungen
    out = _BERNESE_PHRASES.get(said, _BERNESE_WORDS.get(said.split()[0], m.group(0))) + (" " if said == "vor" else "")
    return out[:1].upper() + out[1:] if m.group(0)[:1].isupper() and said in _BERNESE_WORDS else out


_BERNESE = _Dialect(
    re.compile(r"\b(?:gmeint|spiut|ufghört|nid|ds|isch|het|(?i:aues|überau|öppis|nümm|wäg|alls|minra))\b"),
    re.compile(
        r"(?<![\w'])(?:gmeint|het|nei|spiut(?:\s+no\b)?)(?![\w'])|\bI\s+ha\b(?=\s+d\s)|\bvor\s+(?=[A-ZÀ-Ý])"
        r"|(?<![\w'])(?i:überau|aues|wäg|use|mini|blibe|geit|niemer|öppis|nümm|verzellt|git|sech|usgä)(?![\w'])"
        r"|(?<![\w'])(?i:alls|minra|sini|ihri)(?![\w'])|(?<!\w)(?i:tabletta|neurolog|[a-zäöüß]{3,}unga)(?![\w'])"
        r"|(?<![\w'])(?-i:u|dr|i)(?=\s)"  # "… (isch gänderet) u d Erinnerig", "dr Code", "was i verdiene"
    ),
    _bernese,
)


_UND_S = re.compile(r"\bund['’]s\b", re.IGNORECASE)
_GERMAN_N = re.compile(r"\b(für|fürs|auf|an|in|um|durch|über|unter|vor|hinter|mit)['’]n\b", re.IGNORECASE)
_SEPARATED_DE = re.compile(
    r"\b(?i:mach|mache|macht|tu|tue|tua|nimm|nemm|nimmst)\s+(?!(?i:ich|wir|er|sie|es|i)\b)"
    r"(?:(?i:ma|mal|mir|mr)\s+)?(?:(?i:bitte)\s+)?"
    # (Swabian "mach mir bitte … naus")
    r"((?:[^\s,;.!?:]+\s+){0,6}?[^\s,;.!?:]+)\s+(?i:weg|wech|raus|naus|fort)\b"
)


# what goes said after "what I want you to forget is": "Ce que je veux effacer, c'est qu'il doit faire une
# attestation", "Lo que quiero que borres es …", "Was du vergessen sollst, ist, dass …": forget that
_CLEFT = re.compile(
    r"\b(?:(?:what|the\s+(?:thing|part|bit|one))\s+(?:I|i)\s+(?:want|need|would\s+like|['’]d\s+like)\s+"
    r"(?:you\s+to\s+)?(?P<en>forget|delete|erase|remove|drop|gone)\s*,?\s*is\s+(?:that\s+)?"
    r"|ce\s+que\s+je\s+(?:veux|voudrais|souhaite|aimerais)\s+(?:que\s+tu\s+)?"
    r"(?P<fr>effacer|effaces|oublier|oublies|supprimer|supprimes|retirer|retires)\s*,?\s*c['’]est\s+"
    r"|lo\s+que\s+(?:quiero|quisiera|necesito)\s+(?:que\s+)?(?P<es>borres|olvides|borrar|olvidar|elimines|eliminar)"
    r"\s*,?\s*es\s+(?:que\s+)?"
    r"|was\s+(?:du|ich)\s+(?:(?:bitte|gern|gerne)\s+)?(?P<de>vergessen|löschen)\s+(?:sollst|soll|will|möchte)"
    r"\s*,?\s*ist\s*,?\s*(?:dass\s+)?)",
    re.IGNORECASE,
)
_CLEFT_VERB = {"en": "forget ", "fr": "oublie ", "es": "olvida ", "de": "vergiss, "}
# "c'est celui de Gaëlle qu'il faut supprimer", "it's Gaëlle's that needs deleting", "es el de Gaëlle el que hay que
# borrar": the verb, then what goes
_CLEFT_AFTER = re.compile(
    # (and what the user wanted gone: "C'est le rappel pour driver Réjean à la cour que je voulais ôter")
    r"\bc['’]est\s+(?P<fr>[^,.;:!?]+?)\s+(?:qu['’](?:il\s+faut|(?:tu|vous)\s+(?:dois|devez))"
    r"|que\s+je\s+(?:voulais|veux|voudrais)(?:\s+que\s+tu)?)\s+"
    r"(?:supprimer|effacer|oublier|retirer|enlever|ôter|oter|ôtes|effaces|enlèves)\b"
    r"|\b(?:it['’]?s|it\s+is|it\s+was)\s+(?P<en>[^,.;:!?]+?)\s+(?:that|which)\s+(?:needs?|has|have|you\s+need|you\s+have)"
    r"\s+(?:to\s+)?(?:be\s+)?(?:deleting|deleted|removing|removed|forgotten|forget|delete|remove|go|going)\b"
    r"|\bes\s+(?P<es>[^,.;:!?]+?)\s+(?:el|la|lo)\s+que\s+(?:hay\s+que|tienes\s+que|debes)\s+"
    r"(?:borrar|olvidar|quitar|eliminar)\b"
    # "El de la misa de Xuan ye el que quiero quitar" (Asturian "ye": es), "… es el que quiero borrar"
    r"|(?:^|(?<=[.!?])\s+)(?P<es2>(?:el|la|lo)\s+de\s+[^,.;:!?]+?)\s+(?:es|ye)\s+(?:el|la|lo)\s+que\s+"
    r"(?:quiero|quería|quiera)\s+(?:que\s+)?(?:borrar|olvidar|quitar|eliminar|borres|quites|olvides)\b",
    re.IGNORECASE,
)
# "el que cambié es el de la cajita de llaves de Ma, en la puerta de atrás. Borra ese": what the pointer after it
# stands for is the one said ("the one I changed is the lockbox one. Delete that one")
_THE_ONE_I_MEANT = re.compile(
    r"\b(?:(?:el|la|lo)\s+que\s+(?:cambié|cambie|quería\s+decir|quise\s+decir|dije|decía)\s+(?:es|era)"
    r"|the\s+one\s+(?:that\s+)?I\s+(?:changed|meant|mean|was\s+on\s+about)\s+(?:is|was)"
    r"|(?:der|die|das|den)\s*,?\s+(?:den|die|das)\s+ich\s+(?:geändert|gemeint)\s+(?:hab|habe)\s*,?\s+(?:ist|is|war)"
    r"|celui\s+que\s+j['’]ai\s+(?:changé|voulu\s+dire)\s*,?\s+c['’]est)\s+(?P<what>[^.;!?]+?)\s*(?=[.;!?]|$)",
    re.IGNORECASE,
)
_POINTED_AT = re.compile(
    r"\b(?P<verb>borra|bórralo|olvida|quita|elimina|delete|forget|remove|lösch|vergiss|efface|oublie|supprime)\s+"
    r"(?:ese|esa|eso|that\s+one|that|den|die|das|celui-là|celui-la|celle-là|celle-la)\b",
    re.IGNORECASE,
)


# what goes, said before "goes" at the end of a clause: "only Luc's old one goes", "the old number has to go"
_X_GOES = re.compile(
    r"(?P<lead>(?:^|[.;,!?]\s+)(?:(?i:only|just|and)\s+)?)"
    r"(?P<x>(?i:the\s+|his\s+|her\s+|my\s+|their\s+)?(?:(?-i:[A-ZÀ-Ý])[\w-]*['’]s\s+)?(?:[\w-]+\s+){0,2}?"
    r"(?i:one|number|cell|mobile|phone|address|code|password|pin|email|reminder|note))"
    r"\s+(?i:goes|has\s+to\s+go|must\s+go|needs\s+to\s+go|can\s+go)\s*(?=[.!;,]|$)"
)


_BAVARIAN_FEI = re.compile(r"(?<=\S)\s+fei\b(?=\s+\S)", re.IGNORECASE)


def _the_one_meant(text: str) -> str:
    """The pointer after a "the one I meant is …" sentence, replaced by what that sentence names."""
    meant = _THE_ONE_I_MEANT.search(text)
    if meant is None:
        return text
    what = re.split(r",\s+(?:en|in|at|an|à|au|dans)\s", meant.group("what"), maxsplit=1)[0]
    pointed = _POINTED_AT.search(text, meant.end())
    if pointed is None:
        return text
    return text[: pointed.start()] + f"{pointed.group('verb')} {what}" + text[pointed.end() :]


_CLEFT_AFTER_VERB = {"fr": "supprime", "en": "delete", "es": "borra", "es2": "borra"}
# a message that corrects what was asked before: "I meant …", "je me suis trompée", "me equivoqué", "ich hab mich
# vertan"
_SELF_CORRECTION = re.compile(
    r"\b(?:i\s+meant|i\s+got\s+it\s+wrong|my\s+mistake|my\s+bad|je\s+me\s+suis\s+tromp[ée]e?|je\s+voulais\s+dire"
    r"|me\s+(?:he\s+)?equivoc\w*|me\s+confund\w*|quer[ií]a\s+decir|quise\s+decir"
    r"|(?:ich|i)\s+(?:hab|habe|hob|ha|han)\s+(?:mich|mi)\s+(?:vertan|vertaa|geirrt|verschrieben)|ich\s+meinte)\b",
    re.IGNORECASE,
)
# "I don't want it anywhere", "I don't want that stored": forget it (when nothing else asks to)
_NOT_WANTED = re.compile(
    r"\b(?:I\s+)?(?:don'?t|do\s+not)\s+want\s+(?:it|that|this|them|any\s+of\s+it)\s+(?:on\s+record\s+)?"
    r"(?:anywhere|stored|saved|kept|written\s+down|on\s+record|in\s+your\s+(?:notes|memory))\b"
    # "Don't want to see it every time I open this"
    r"|\b(?:I\s+)?(?:don'?t|do\s+not)\s+want\s+to\s+see\s+(?:it|that|this|them)\s+(?:every\s*time|again|anymore|any\s+more)\b"
    # "… – das muss nicht in deinem Gedächtnis bleiben", "it doesn't need to stay in your memory", "no hace falta
    # que se quede en tu memoria", "ça n'a pas besoin de rester dans ta mémoire"
    r"|\b(?:das|des|dös|es)\s+(?:muss|muaß|brauchst\s+du|soll|darf)\s+(?:nicht|ned|net|nimmer)\s+(?:mehr\s+)?"
    r"(?:in\s+deinem|in\s+deim|im)\s+(?:Gedächtnis|Speicher|Kopf)\s+(?:bleiben|sein|stehen|behalten)\b"
    r"|\b(?:it|that|this)\s+(?:doesn'?t|does\s+not|needn'?t|need\s+not)\s+(?:need\s+to\s+)?(?:stay|be|remain)\s+"
    r"in\s+your\s+(?:memory|notes)\b"
    r"|\bno\s+(?:hace\s+falta|tiene\s+por\s+qu[eé])\s+(?:que\s+se\s+quede|quedarse)\s+en\s+tu\s+memoria\b"
    # "…, no quiero que lo tengas guardado"
    r"|\bno\s+quiero\s+que\s+(?:lo|la|los|las|eso)\s+(?:tengas|guardes|tenga|guarde)"
    r"(?:\s+(?:guardad[oa]s?|anotad[oa]s?|apuntad[oa]s?|escrit[oa]s?))?\b"
    r"|\b(?:ça|ca|cela)\s+n['’]a\s+pas\s+besoin\s+de\s+rester\s+dans\s+ta\s+m[ée]moire\b"
    # "…, je préfère que vous n'en gardiez aucune trace", "… – des mecht i nimma bei dir ham"
    r"|\b(?:je\s+pr[ée]f[èe]re|j['’]aimerais|je\s+voudrais|je\s+souhaite)\s+que\s+(?:vous|tu)\s+n['’]en\s+"
    r"gard(?:iez|ies|ez|es)\s+(?:aucune\s+trace|rien)\b"
    r"|\b(?:des|das|dös)\s+(?:mecht|möcht|möchte|will|wui)\s+(?:i|ich)\s+(?:nimma|nimmer|nicht\s+mehr|ned\s+mehr"
    r"|net\s+mehr)\s+bei\s+dir\s+(?:ham|haben|hobn)\b"
    # "Le plan est validé, je veux plus y penser", "no quiero pensar más en eso", "I don't want to think about it
    # anymore", "i will nimma dran denken": said of a matter just named, to the one keeping it
    r"|\bje\s+(?:ne\s+)?veux\s+plus\s+y\s+penser\b|\bno\s+quiero\s+pensar\s+m[aá]s\s+en\s+(?:eso|esto|ello)\b"
    r"|\b(?:I\s+)?(?:don'?t|do\s+not)\s+want\s+to\s+think\s+about\s+(?:it|that|this)\s+(?:anymore|any\s+more|again)\b"
    r"|\b(?:I\s+)?(?:don'?t|do\s+not)\s+want\s+(?:it|that|this)\s+following\s+me\s+(?:a?round|about|everywhere)\b"
    r"|\b(?:ich|i)\s+(?:will|mag|möcht|mecht)\s+(?:nicht\s+mehr|nimmer|nimma|ned\s+mehr)\s+(?:dran|daran)\s+denken\b",
    re.IGNORECASE,
)
# a matter called by its name between "the whole" and a word for an affair: "The whole grievance business"
_WHOLE_X_BUSINESS = re.compile(
    r"\b(?:the|that|this)\s+whole\s+((?:[^\W\d_]+\s+){1,2}(?:business|thing|saga|mess|story|drama|affair|carry-on"
    r"|palaver|situation|episode|fiasco|nightmare))\b",
    re.IGNORECASE,
)
_INTERJECTION = re.compile(r"(?i:right|ok|okay|so|well|look|listen|yeah|yes|aye|ja|oui|bueno|vale|bon|alors)\W*")
# what the notes held of it before the conversation, asked too
_HAD_BEFORE = re.compile(
    r"\b(?:tout\s+ce\s+que\s+(?:t['’]avais|tu\s+avais)\s+(?:d[ée]j[àa]\s+|avant\s+)|everything\s+you\s+(?:already\s+)?had"
    r"\s+(?:before|on\s+(?:it|that|him|her))|todo\s+lo\s+que\s+ten[ií]as\s+(?:antes|ya)|alles\s+was\s+du\s+(?:vorher|schon)"
    r"\s+hattest)",
    re.IGNORECASE,
)
# what the notes had on it before, said after the verb: "…, and anything you wrote before about it", "a des, wos d'
# da früher scho aufgschriebn hast", "y lo que apuntaras antes tamién" (the matter as written, not only what was told)
_WROTE_BEFORE = re.compile(
    # (Scots "whatever ye wrote doon before", Pidgin "anything wey you don write before")
    r"[\s,—–-]*(?:(?:and|an|even|plus|both)\s+)?(?:anything|everything|whatever|what|owt)\s+(?:wey\s+|that\s+)?"
    r"(?:you|yuh|u|ya|ye|'ee)\s+(?:did\s+|had\s+|'d\s+|have\s+|already\s+|don\s+)?"
    r"(?:wr[io]te|written|write|put|noted|had|'ad|saved|got)(?:\s+(?:down|doon))?"
    r"(?:\s+(?:before|earlier|already))(?:\s+(?:about|bout|on)\s+(?:it|that|dat|him|her|them))?"
    r"|[\s,]*(?:(?:a|auch|und\s+auch|und)\s+)?(?:(?:des|das|alles)\s*,?\s+)?(?:wos|was)\s+d(?:u|e|['’])?\s+"
    r"(?:dir\s+|da\s+)?(?:früher|vorher|schon|scho)\s+(?:schon\s+|scho\s+)?(?:drüber\s+|darüber\s+|dazu\s+)?"
    r"(?:aufgschriebn|aufgeschrieben|notiert|gspeichert)\s+(?:hast|hattest)"  # (Saxon "was de vorher … hattest")
    r"|[\s,]*(?:y\s+)?(?:también\s+|tambien\s+)?(?:todo\s+)?lo\s+que\s+(?:ya\s+)?(?:tenías|tenias)\s+"
    r"(?:apuntado|anotado|guardado|escrito)(?:\s+(?:de\s+eso|antes))?"
    r"|[\s,]*(?:y\s+)?(?:todo\s+)?lo\s+que\s+(?:apuntaste|apuntaras|anotaste|escribiste|tenías|tenias|guardaste)"
    r"\s+(?:antes|ya)(?:\s+(?:tamién|también|tambien))?"
    # "…, même ce que t'avais noté avant"
    r"|[\s,]*(?:(?:et|même|meme)\s+)?(?:tout\s+)?ce\s+que\s+(?:t['’]\s*|tu\s+)avais\s+(?:déjà\s+)?"
    r"(?:noté|note|écrit|ecrit|enregistré|gardé)(?:\s+avant)?",
    re.IGNORECASE,
)
# "that trouble he was just on about", "what she was going on about": what the conversation was about
_ON_ABOUT = re.compile(
    r"\b(?:he|she|they|i|we)\s+(?:was|were)\s+(?:just\s+)?(?:on|going\s+on|banging\s+on|harping\s+on)\s+about\b",
    re.IGNORECASE,
)
# "He wants two things gone: …" (typed for someone), "I want these gone:": forget them
_WANTS_GONE = re.compile(
    r"\b(?:he|she|they|i|we)\s+wants?\s+(?:((?:two|three|four|a\s+few|a\s+couple\s+of)\s+things\s+)"
    r"|(?:it|them|these|those|that|this)\s+)gone\b",
    re.IGNORECASE,
)
# "hey, it's Ender typing for my aunt.", "Hi, it's Mandy typing for Oma.": someone typing for the user, who is then
# "she" or "he" (by the word for them), never part of what is asked
_TYPIST = re.compile(
    r"\b(?:it['’]?s|this\s+is|i['’]?m)\s+[A-ZÀ-Ý][\w'-]+\s+(?:here\s+)?(?:typing|writing|texting)\s+"
    r"(?:for|on\s+behalf\s+of)\s+(?:my\s+|our\s+)?(?P<whom>[^\W\d_]+)[^.!?\n]*[.!?]?",
    re.IGNORECASE,
)
_TYPED_FOR_HER = frozenset(
    "aunt auntie aunty oma omi mum mom mother mam nan nana nanna gran grandma granny grandmother nonna abuela mamie"
    " tante tia tía".split()
)
_TYPED_FOR_HIM = frozenset(
    "uncle opa dad father grandad granddad grandpa grandfather abuelo papy papi tío onkel".split()
)
_THIRD_PERSON = {
    "her": {"she": "I", "her": "my", "hers": "mine", "herself": "myself"},
    "him": {"he": "I", "his": "my", "him": "me", "himself": "myself"},
}


def _for_whom_typed(text: str) -> str:
    """The message as the user would say it: "it's Mandy typing for Oma. She wants you to forget everything about
    her sugar" -> "I want you to forget everything about my sugar" (an object "her" is "me": "tell her")."""
    m = _TYPIST.search(text)
    if m is None:
        return text
    whom = fold(m.group("whom"))
    rest = text[: m.start()] + " " + text[m.end() :]
    side = "her" if whom in _TYPED_FOR_HER else "him" if whom in _TYPED_FOR_HIM else None
    if side is None:
        return rest.strip()
    words = _THIRD_PERSON[side]

    def mine(w: re.Match) -> str:
        word = w.group(0)
        out = words[word.lower()]
        if word.lower() == "her" and not re.match(r"\s+[^\W\d_]", rest[w.end() :]):
            out = "me"  # "tell her": the user, as an object
        return out[:1].upper() + out[1:] if word[:1].isupper() else out

    out = re.sub(r"\b(?:" + "|".join(words) + r")\b", mine, rest, flags=re.IGNORECASE)
    return re.sub(r"\bI\s+(wants|says|needs|doesn['’]t|does|has|is|was)\b", lambda x: "I " + _AS_I_SAY[x.group(1)], out)


_AS_I_SAY = {"wants": "want", "says": "say", "needs": "need", "doesn't": "don't", "doesn’t": "don’t", "does": "do",
          "has": "have", "is": "am", "was": "was"}  # fmt: skip
# "she wants everything she just told you about Dani and that guy wiped": forget everything she just told you …
_WANTS_IT_DONE = re.compile(
    r"\b(?:he|she|they|i|we)\s+wants?\s+(?!you\b|me\b|to\b)([^.!?]{3,160}?)\s+"
    r"(?:wiped|deleted|removed|erased|forgotten|scrubbed|binned)\b",
    re.IGNORECASE,
)
# "I don't want any record of that whole business anywhere": forget it
_NO_RECORD_OF = re.compile(
    r"\b(?:I\s+)?(?:don'?t|do\s+not)\s+want\s+(?:any|a)\s+(?:record|trace|note|mention)s?\s+(?:of|about)\b",
    re.IGNORECASE,
)
# "Je ne veux plus que ce montant figure nulle part", "I don't want that number to show up anywhere", "no quiero
# que esa cifra aparezca en ningún lado", "ich will nicht, dass die Zahl irgendwo steht": forget it
_NOWHERE = re.compile(
    r"\b(?:je\s+(?:ne\s+)?veux\s+(?:pas|plus)\s+que|i\s+(?:don'?t|do\s+not)\s+want|no\s+quiero\s+que"
    r"|ich\s+(?:will|möchte)\s+nicht,?\s+dass)\s+(?P<x>[^,.;!?]+?)\s+(?:to\s+)?(?:figure|apparaisse|reste"
    r"|soit\s+(?:écrit|not[ée]|gard[ée]|enregistr[ée])\w*"
    r"|show\s+up|appear|be\s+written|be\s+anywhere|aparezca|figure|quede|esté|irgendwo\s+steht|irgendwo\s+auftaucht"
    r"|(?:noch\s+)?(?:irgendwo|wo)\s+(?:steht|auftaucht|vorkommt))"
    r"\s*(?:nulle\s+part|quelque\s+part|anywhere|somewhere|(?:en|por)\s+(?:ning|alg)[uú]n\s+(?:lado|sitio)"
    r"|en\s+ninguna\s+parte|nirgends|nirgendwo)?",
    re.IGNORECASE,
)
# "…, que no quiero que eso esté por ningún lado": "that" after a request already made is what it asked for (an
# insistence, not one more thing)
_INSISTED = re.compile(r"(?i:it|that|this|them|eso|esto|ello|lo|ça|ca|ce|cela|ceci|das|es|dies)")


def _nowhere(text: str, m: re.Match) -> str:
    if _INSISTED.fullmatch(m.group("x")) and _lex()["forget"].find(text[: m.start()]):
        return "\x00"  # (gone with the "que"/"because" that led to it: `_INSISTENCE`)
    x = "ça" if m.group("x").strip().lower() == "ce" else m.group("x")  # "… que ce soit noté": that, said before
    return f"{_CLEFT_VERB[guess_language(text)]}{x}"


# what a negated "forget" goes on to ask to remember: "vergiss ni, dass …", "don't forget that …", "no olvides que"
_REMEMBER_THAT = re.compile(
    r"\s+(?:mal\s+)?(?:nicht|ni|nich|ned|net|nit|nöd|nid|pas)?\s*,?\s*(?:dass|daß|that|to|que|qu['’]|de)\b",
    re.IGNORECASE,
)
_INSISTENCE = re.compile(r"(?:[,;]?\s*\b(?i:que|porque|because|cause|coz|weil|denn|car|parce\s+que)\s*)?\x00")

# a bracketed aside one laughs at ("(estoy practicando mi español para la familia de Sam jaja)"): no part of it
_JOKE_ASIDE = re.compile(r"\s*\((?=[^()]*\b(?i:ja(?:ja)+|je(?:je)+|ha(?:ha)+|lol|mdr|xd)\b)[^()]*\)")


_TAKE_OUT = re.compile(
    r"^(\W*)[Nn]imm\s+([^,.;!?]{2,60}?)(\s+überall)?\s+(?:außer|ausser|außa|aussa|usse|ussa|uusse|raus|heraus)(?=\s*[,.;!?]|\s*$)"
)


_USTED_QUITE = re.compile(
    r"(^|[.!?¡¿]\s*)[Qq]u[ií]te(?:me|nos)?(\s+(?:mi|mis|su|sus|el|la|los|las|lo|eso|esa|ese|esos|esas|todo|toda|todos)\b)"
)


def read(text: str, people: People | None = None, *, after_question: bool = False) -> Utterance:
    """What a message asks. `after_question`: Lethe's last reply asked which one (a short answer selects)."""
    # (a separable "take out": "Nimm mei Codice fiscale überall außer", South Tyrolean and Bavarian "außer", "aussa")
    text = _TAKE_OUT.sub(lambda m: f"{m.group(1)}Lösch {m.group(2)}{m.group(3) or ''}", text)
    # (the usted "remove" opening a sentence before a Spanish word: "Quite mi número de cédula", never English's
    # "quite the …")
    text = _USTED_QUITE.sub(r"\1Borre\2", text)
    u = _read(text, people, after_question=after_question)
    u.counted = _COUNT_FIRST.match(text) is not None
    n = _count_said(text) if u.counted else None
    while n is not None and len(u.items) > n and _a_plain_afterthought(u.items[-1]):
        u.items.pop()  # "Drei Sacha: …, … und …. Des goht niemand nüt a.": three, and why
    u.withdrawn = (
        u.move in (Move.KEEP, Move.NONE)
        and _TAKEN_BACK.match(text) is not None
        # (and why, after it: "No, actually, leave it. He still owes me."; not "… Just the Kestrel stuff.")
        and all(i.kind is ItemKind.GENERAL and not i.places and not i.topic for i in u.items)
        and not _lex()["only"].find(text, typos=False)
    )
    return u


# the request before taken back, at the message's start: "No, verá, mejor no. Déjelo ahí nomás, …", "No, actually,
# leave it.", "Nee, lass mal, lieber nicht.", "Non, laisse tomber, garde-le." (not "forget it", which may ask)
_TAKEN_BACK = re.compile(
    r"^\W*(?:(?:no|nah|nope|nee|nein|na|non|naa)\b[\s,.!]*)?"
    r"(?:(?:verá|vera|mira|mire|oye|bueno|pues|actually|wait|hang\s+on|on\s+second\s+thought|attends|en\s+fait"
    r"|finalement|espera|espere|warte|doch|eigentlich)\b[\s,.!]*)*"
    r"(?:mejor\s+no|better\s+not|lieber\s+(?:doch\s+)?nicht|plutôt\s+pas|laisse\s+tomber|lass\s+(?:es|mal|gut\s+sein)"
    r"|never\s*mind|leave\s+it|keep\s+it|d[eé]j[ae](?:lo|la)|garde[- ](?:le|la|ça)|laisse[- ](?:le|la|ça))\b",
    re.IGNORECASE,
)


def _read(text: str, people: People | None = None, *, after_question: bool = False) -> Utterance:
    if _lex()["forget"].find(text) or _lex()["add"].find(text, typos=False):
        text = _TAG_QUESTION.sub(".", text)  # "…, ¿sí o qué?": a statement asking agreement, no question of its own
    text = _HYPHEN_NUMBER.sub(" ", text)  # "meine Vortelscard-Numer": the card's number
    text = _HYPHEN_ATTRIBUTE.sub(_hyphen_attribute, text)  # "die Schalke-Kundennummer": Schalke's customer number
    text = code_compounds_apart(text)  # "da Garagencode", "der Türcode": the garage's code
    text = _GERMAN_N.sub(r"\1 den", text)  # "die Erinnerung für'n Bauernmarkt": für den
    text = _UND_S.sub("und das", text)  # "de Nummer vom Tierarzt und's Festnetz vom Büro": und das
    text = _AUSTRIAN_ALL.sub(lambda m: _AUSTRIAN_WORDS[fold(m.group(0))], text)  # "Lösch ois, was damit z'tuan hat"
    text = _ABOUT_THE_TWO.sub("darüber", text)
    if guess_language(text) == "de":
        text = _AUSTRIAN_TOO.sub(r"\1 auch", text)
        text = _AWAY_WITH_IT.sub(r"\1lösch das", text)
        text = _PALATINE_TOO.sub("auch", text)  # "…, aach die Erinnerung jeden Monat"
    dialect = _KOELSCH.read(_SAXON.read(_BERLIN.read(text)))
    if dialect != text:  # ("dat WLAN-Passwoot": a kind of detail once it reads as German)
        text = _HYPHEN_ATTRIBUTE.sub(_hyphen_attribute, dialect)
    text = _WHAT_ONE_GETS.sub(
        lambda m: f"{'meine' if m.group(1) in ('ich', 'i') else m.group(1) + 's'} {m.group(2)}", text
    )
    text = _RUHR.read(text, known=guess_language(text) == "de")  # "Nee warte, nich allet!" (not Patois "wat", "dat")
    if guess_language(text) == "de":
        text = _NORTHERN_DAT.sub("das", text)  # "Jo, genau dat. Lösch dat, …" (not "Dat ich …": "dass")
        text = _SPOKEN_UN.sub("und", text)  # Saxon, Palatine, Low German "un": "s Passwort … un wo's Bargeld …"
        if _closed_by_whole(text):  # Saxon, Austrian "de" (die) before a noun in a list of parts: "…: de Tabletten,
            text = _SPOKEN_DE.sub("die", text)  # de Neurologin, …, alles" (not "de Nummer von Muttis Station")
    text = _BERNESE.read(text)
    # "l'code du cadenas d'min casier, c'que j'gagne": le code, ce que je gagne (however French it looks otherwise)
    if guess_language(text) == "fr" or len(_FRENCH_ELIDED.findall(text)) >= 2:
        text = _CHTI.read(_FRENCH_ELIDED.sub(_unelided, text))
    text = _HASH_NUMBER.sub(" number", text)
    text = _WIPE_CLEAN.sub(r"\1 \2", text)  # "Wipe it clean": wipe it
    if guess_language(text) == "en":
        text = _SCOUSE_LA.sub("", text)  # "Bin it, la, the lot.": "la" (lad) says whom, not what
    text = _EVEN_FR.sub("", text)  # "Efface tout, même le rappel": the reminder as well ("même" is no "mémé")
    text = _BAVARIAN_FEI.sub("", text)  # "Den Obermaier lass fei drin!": Bavarian "really", no word of what
    text = _WHOLE_X_BUSINESS.sub(r"everything about the \1", text)  # "The whole grievance business at the school"
    text = _ASIDE_WHY.sub("", text)  # "le portable de Yanis (il l'a cassé, il aura un nouveau numéro) et …"
    text = _ASIDE_WHY_TAIL.sub("", text)
    text = _FRENCH_MOBILE.sub(r"\1 portable", text)  # "le 06 de Sandrine": her mobile
    text = _CLEFT.sub(lambda m: _CLEFT_VERB[m.lastgroup], text)
    text = _CLEFT_AFTER.sub(lambda m: f"{_CLEFT_AFTER_VERB[m.lastgroup]} {m.group(m.lastgroup)}", text)
    text = _the_one_meant(text)
    text = _X_GOES.sub(lambda m: f"{m.group('lead')}delete {m.group('x')}", text)  # "only Luc's old one goes"
    text = _INSISTENCE.sub("", _NOWHERE.sub(lambda m: _nowhere(text, m), text))
    text = _JOKE_ASIDE.sub("", text)
    text = _NAME_CONTRACTED.sub(r"\1", text)  # "Kitto've changed his phone again": Kitto has
    text = _CARIBBEAN.sub(lambda m: _CARIBBEAN_WORDS[m.group(0).lower()], text)  # "Everyting bout Boysie": about
    if guess_language(text) == "en":  # "tha stuff bout mama n dat tv preacher": the, and, that
        text = _TEXTED.sub(lambda m: _TEXTED_WORDS[m.group(0).lower()], text)
    if len({m.lower() for m in _PATOIS_WORD.findall(text)}) >= 2:  # (one alone may be another language's: "seh")
        text = _PATOIS_WORD.sub(
            lambda m: _PATOIS_WORDS[" ".join(m.group(0).lower().split())], text
        )  # "wah mi jus seh": what I just said
    shetland = {m.lower() for m in _SHETLAND_MARK.findall(text)}
    if guess_language(text) == "en" and len(shetland) >= 2 and shetland & _SHETLAND_OWN:
        # Shetland: "aye, dat's hit. tak aa dat oot", "wipe hit": that, it, all ("hit" is no word of what goes)
        text = _SHETLAND_WORD.sub(lambda m: _SHETLAND_WORDS[m.group(0).lower()], text)
    text = _WROTE_BEFORE.sub("", text)  # (said of the matter as the notes had it; what goes is said apart)
    text = _ASTURIAN_TOO.sub(r"\1odo", text)  # "Too lo del pleito col Ceferino …": todo lo del
    text = _ALL_LITTLE.sub(r"\1\2", text)  # "Bórralo todito": todo, said fondly
    text = _AN_AND.sub("and", text)  # Geordie and Scots "Oh, an his old landline an aal": and
    text = _MIND_TAG.sub("", text)  # Northern English "His mobile stays, mind.": a tag, nothing of what
    text = _KEPT_FROM.sub(" ", text)  # "… money I've been squirrelling away that Jory don't know about": mine
    text = _NO_RECORD_OF.sub("forget", text)
    text = _for_whom_typed(text)
    text = _WANTS_GONE.sub(lambda m: f"forget {m.group(1) or ''}", text)
    text = _WANTS_IT_DONE.sub(lambda m: f"forget {m.group(1)}", text)
    text = _ON_ABOUT.sub("we were talking about", text)
    # "Take Mam's Eircode out of your notes": take out … (Scots "oot", "aff")
    # ("Get Ciarán's number out of there": take it out; "take that out love": whom it is said to, not what goes)
    text = _PARTICLE_VOCATIVE.sub(r"\1", text)
    text = _B_Y.sub("", text)  # Cape Breton and Newfoundland "b'y" (boy): always whom it is said to
    text = _SEPARATED.sub(
        lambda m: (
            f"{_GET_TAKE.get(m.group(1).lower(), m.group(1))} {_SCOTS.get(m.group(3).lower(), m.group(3))} {m.group(2)}"
        ),
        text,
    )
    # "Mach d'Nummer vom Eberhard weg, …", "Mach ma drei Sachen wech: …": German's verb around what goes
    text = _SEPARATED_DE.sub(lambda m: f"vergiss {m.group(1)}", text)
    unwanted = _NOT_WANTED.search(text)
    if unwanted and not _lex()["forget"].find(
        text
    ):  # what is said before it is what goes ("Everything about the dispensing error … I don't want it …")
        # (not "Yeah.", "Right."; nor what says why after the matter: "We've settled it, my hours are back")
        said = [
            p.strip()
            for p in sentences(text[: unwanted.start()])
            if _content(p) and not _INTERJECTION.fullmatch(p.strip())
        ]
        said = said[:1] if len(said) > 1 and _lex()["topic"].find(said[0]) else said
        before = " ".join(said)
        text = f"forget {before} {text[unwanted.end() :]}" if before else text[: unwanted.start()] + "forget it"
    lang = guess_language(text)
    if lang == "en":
        text = _ME_MY.sub("my ", text)  # "…, me inhaler, and Mam's landline": my inhaler
        text = _SCOTS_TOO.sub("too", text)  # "An the social work tae.": too
        text = _SCOTS_WORD.sub(lambda m: _SCOTS_WORDS[m.group(0).lower()], text)  # "go tae the AA": to the AA
    lex = _lex()
    counted = _COUNT_FIRST.match(text)
    if counted and not [h for h in lex["forget"].find(text) if not _german_bin(text, h)]:
        text = "forget " + text[counted.end() :]  # "3 things: my chess.com handle, the TDS ref, and …": a list of them
    forget = [
        h
        for h in lex["forget"].find(text)
        if not _negated(text, h.start) and not _german_bin(text, h) and not _not_asked(text, h)
    ]
    if not forget:
        forget = _negated_keeping(text)  # "could you not keep ...", "du musst dir nicht mehr merken, dass ..."
    if not forget:
        hidden = _hidden(text)
        if hidden:  # "no quiero que se entere de la guita que me prestó la tía Nora"
            u = Utterance(text, lang, Move.REQUEST)
            u.items = _without_appositions(_without_reasons(items_of(hidden, people, lang), hidden))
            if u.items:
                return u
    # "remember"/"guarda" opens a request to keep something only where it leads the message
    not_forget = [h for h in lex["not_forget"].find(text) if _leading(text, h.start) and not _not_keeping(text, h)]
    fixing = _SELF_CORRECTION.search(text)
    if forget and fixing and fixing.start() < forget[0].start:
        # "Pardon, je me suis trompée : c'est celui de Gaëlle qu'il faut supprimer, pas celui de Maëlle": a
        # correction of the request before, whatever verb it repeats
        return _follow_up(text, lang, people, after_question)
    if forget and not (not_forget and not_forget[0].start <= forget[0].start):
        obj = _COUNT_FIRST.sub("", _object_text(text, forget[0]))  # ("forget a few things: …")
        u = Utterance(text, lang, Move.REQUEST)
        obj, kept = _exclusion(obj)
        if kept:
            u.kept = items_of(kept, people, lang)
        staying = _staying(text[forget[0].end :])
        u.kept += _places_kept(text[forget[0].end :], people, lang, staying)
        u.kept += _kept_after(text[forget[0].end :], obj, people, lang)
        for clause in staying:
            obj = obj.replace(clause, " ")  # what stays is not part of what to forget
        u.vague = _vague(obj)
        if u.vague and (topic := _topic_before(text[: forget[0].start], people, lang)):
            # "everything about my brother's asylum case … he asked me to not keep anything written": that matter
            u.vague, obj = False, topic
        elif not u.vague and _only_pointing(obj) and (matter := _matter_before(text[: forget[0].start], people, lang)):
            # "that business with our Tyler and the spray paint on the trains, when the old bill collared him. bin
            # it": the matter the sentence before names
            obj = matter
        u.items = [] if u.vague else items_of(obj, people, lang) + _added_after(text, forget[0], obj, people)
        u.items = _without_appositions(_without_reasons(u.items, obj, text))
        for i in u.items:
            if _THE_LOT_LISTED.search(i.text):  # ("…, the reminder, the lot": the reminder, of a list of them all)
                i.text = _THE_LOT_LISTED.sub("", i.text)
                i.words = [w for w in i.words if w != "lot"]
                if (
                    i.kind is ItemKind.GENERAL
                    and not i.words
                    and not i.places  # ("the reminders, the lot": the reminders)
                    and i.owner.kind in ("user", "pronoun", "none")
                ):
                    i.kind = ItemKind.POINTER  # "Bin it, the lot.": all of what was just said
        if u.items and not u.items[0].topic:  # "…. Auch die Messwerte." (a topic's parts are its own: "The tests, …")
            u.items = [i for k, i in enumerate(u.items) if not (k and _measures_only(i))]
        u.items = _the_old_one(u.items, text[: forget[0].start], people, lang)
        if _AN_ACCOUNT.search(text):
            for i in u.items:  # "My old ASB account's closed now, take the number out": the account's number
                if i.attribute is BY_NAME.get("phone") and _BARE_NUMBER.fullmatch(i.text):
                    i.attribute = BY_NAME.get("bank")
        u.items = _their_matter(u.items, people)
        told = told_item(text)
        if told is not None:  # "Was ich dir im Februar über ihn erzählt hab – vergiss das": that, and only that
            u.items, u.vague = [told], False
        if not u.items and not u.vague and not [w for w in folded_words(obj) if w not in _FILLER_WORDS]:
            u.items = [Item(ItemKind.POINTER, "")]  # "Uy, bórralo, que me he equivocado": what was just said
        if _HAD_BEFORE.search(text):
            # "… ce que je viens de te dire sur le petit, tu l'oublies. Et tout ce que t'avais avant là-dessus aussi":
            # what was told and the whole matter as the notes had it
            for i in u.items:
                if i.kind is ItemKind.RECALL and not i.attribute:
                    i.kind = ItemKind.GENERAL
        u.both = bool(lex["both"].find(obj))
        u.whole = bool(lex["whole"].find(obj, typos=False))
        return u
    if not_forget and places_in(text) and lex["keep"].find(text, typos=False):
        return _follow_up(text, lang, people, after_question)  # "Attends, garde quand même le rappel"
    if not_forget or _is_question(text) and not after_question:
        return Utterance(text, lang, Move.NONE)
    if not after_question and any(
        _negated(text, h.start) and _REMEMBER_THAT.match(text, h.end) for h in lex["forget"].find(text)
    ):
        return Utterance(text, lang, Move.NONE)  # "Und vergiss ni, dass ich Samstag im Museum bin": remember it
    return _follow_up(text, lang, people, after_question)


_EXCLUDE = re.compile(
    r"[,;]?\s*\b(?:but\s+not|but\s+no(?=\s+(?:the|my|her|his|their)\b)|not|except|aber\s+nicht|nicht|außer|pero\s+no"
    r"|excepto|menos|mais\s+pas|pas|sauf"
    r"|(?<=[.!?,;]\s)(?:ni|ned|nit|nöd|nid)(?=\s)"  # (Saxon "… raus. Ni den Uwe in Chemnitz", Swiss, Bavarian)
    r"|(?<=[,;]\s)no(?=\s+(?:el|la|los|las)\s)"  # (Spanish "El maestro del techo, no el del almacén")
    r"|but\s+keep|keep|but\s+leave|aber\s+behalt\w*|behalt\w*|pero\s+(?:deja|mantén|manten|guarda)|mais\s+garde|garde"
    # "…, dejá solo que tengo cuenta en el Galicia" (not "deja de guardar …": stop keeping it)
    # (not "Javier me deja la bici": lends)
    r"|(?<!\bme\s)(?<!\bte\s)(?<!\ble\s)(?<!\bse\s)(?<!\blo\s)(?<!\bla\s)(?<!\bnos\s)(?<!\bles\s)"
    r"dej[aá](?!\s+de\b)(?:\s+(?:solo|sólo|nomás|nada\s+más))?)\b\s+(.+)$",
    re.IGNORECASE,
)


# a later clause the user still needs: "– seine Nummer brauch ich aber noch", "but I still need her number",
# "su número lo necesito todavía", "j'ai encore besoin de son numéro"
_STILL_NEEDED = re.compile(
    r"\bstill\s+(?:need|want|use)\b|\bneed\b.*\bstill\b|\bbrauch\w*\b.*\b(?:noch|no)\b|\bnoch\b.*\bbrauch"
    r"|\bnecesit\w*\b.*\b(?:todav[ií]a|a[uú]n)\b|\b(?:todav[ií]a|a[uú]n)\b.*\bnecesit"
    r"|\bencore\s+besoin\b|\bbesoin\b.*\bencore\b"
    # a clause that ends by leaving it be: "lo demás del embarazo déjalo", "den Rest lass", "le reste, laisse-le"
    r"|\bd[eé]j[ae](?:lo|la|los|las)(?:\s+(?:tal\s+)?(?:y\s+)?como\s+est[aá]n?)?\s*[.!]?\s*$|\blass\s+(?:das|es|ihn|sie)?\s*(?:stehen|drin)?\s*[.!]?\s*$"
    r"|\bl[äa]sst\s+du\s+(?:(?:das|es|ihn|sie|bitte|einfach)\s+)*(?:drin|stehen)\b"
    r"|\blaisse[- ](?:le|la|les)\s*[.!]?\s*$|\bleave\s+(?:it|that|the\s+rest)\b|\bkeep\s+(?:it|that|the\s+rest)\b"
    # "son allergie, elle, garde-la", "la alergia guárdala", "die Allergie behalt bitte"
    r"|\bgarde[- ](?:le|la|les)\s*[.!]?\s*$|\bgu[aá]rd[ae](?:lo|la|los|las)\s*[.!]?\s*$"
    r"|\bbehalt\w*\s+(?:das|es|ihn|sie|bitte)\s*[.!]?\s*$"
    # "Alles andere über ihn — Fußball, Geburtstag — bleibt.", "the rest stays", "lo demás se queda"
    r"|\b(?:(?:darf|dürfen|kann|können|soll|sollen|can|may|puede|pueden|peut|peuvent)\s+)?"
    r"(?:stays|remains|bleibt|bleiben|se\s+quedan?|restent|reste|stay|remain)\s*[.!]?\s*$"
    # an infinitive only after a modal: "le mien peut rester", "lo mío puede quedarse"
    r"|\b(?:puede|pueden|peut|peuvent)\s+(?:quedarse|rester)\s*[.!]?\s*$"
    # "Dem Pitter seine bleibt drin, und die Steuernummer vom Büdchen auch.": that stays, and that too
    r"|\b(?:stays|remains|bleibt|bleiben|se\s+quedan?|restent|reste)(?:\s+(?:drin|in))?\s*,\s*(?:und|and|y|et)\b"
    r"(?P<too>[^.!?]*)\b(?:auch|too|also|también|tambien|aussi)\s*[.!]?\s*$",
    re.IGNORECASE,
)
_CLAUSE_BREAK = re.compile(
    r"(?<=[.!?])\s+(?=\S)|\s+[–—-]\s+|\s*[–—;]\s*|,\s*(?=(?:but|aber|pero|mais)\b)|\s+(?=but\s+i\b)"
    r"|(?<=\w),\s*(?=[^,]*$)",
    re.IGNORECASE,
)


# the user's own forgetting, a reminder, a dismissal or a quotation: no request to forget anything
_OWN_FORGETTING = re.compile(
    r"(?:\b(?:i|we)(?:'ve|’ve|\s+have|\s+had|'d)?(?:\s+(?:\w+ly|just|already|always|keep|kept|still|even))*\s*$"
    r"|\b(?:ich|wir)\s+(?:hab|habe|hatte|haben)\b[^.!?]*$|^\W*(?:hab|habe)\b[^.!?]*$|\bich\s+(?:\w+\s+)?$"
    r"|\bse\s+(?:me|nos)\s+(?:ha\s+|había\s+)?$|\b(?:me|nos)\s+$"
    r"|\b(?:j'|j’|je\s+|on\s+|nous\s+)(?:ai|avais|a|avons)?\s*(?:\w+\s+)?$"
    r"|\b(?:let|make\s+sure|remind)\s+(?:me|us)\s+(?:not\s+|never\s+)?(?:to\s+)?$"
    r"|\b(?:lass|lasst)\s+(?:mich|uns)\s+(?:das\s+)?(?:nicht\s+)?$|\bque\s+no\s+se\s+me\s+$"
    r"|\bne\s+me\s+laisse\s+pas\s+$)",
    re.IGNORECASE,
)
_OWN_VERB = re.compile(r"^(?:forgot|forgotten|forgetting|forget|vergessen|vergesse|vergaß|olvid\w*|oubli\w*)$", re.I)
_DISMISSAL = re.compile(
    r"^(?:\W*(?:it|about\s+it|that|es|et|das|dat|ça|lo|la)\b[\s,.!—–-]*|\s*[,.!—–-]+\s*)"
    r"(?:never\s*mind|nevermind|whatever|no\s+worries"
    # "forget it, I'll do the rota myself", "vergiss es, ich mach das selbst", "olvídalo, lo hago yo"
    r"|i'?ll\s+(?:do|handle|sort|deal|figure|ask|manage|just|call|ring|phone|book|text|email|look|check|find)\b"
    r"|i\s+will\s+(?:do|handle|sort|call)\b|doesn'?t\s+matter"
    r"|(?:ich|i)\s+(?:mach|ruf|ruaf|kümmer|erledig|frag|frog)\w*\b|egal\b(?!\s+(?:wie|wo|was|ob|wann))|lo\s+hago\s+yo|ya\s+lo\s+hago|da\s+igual|no\s+importa"
    r"|(?:ya\s+)?(?:(?:lo|la|le)\s+)?(?:llamo|escribo|reservo)\s+yo\b"
    # "olvídalo, ya lo busco en los papeles": I'll look it up myself
    r"|ya\s+(?:lo|la|los|las)\s+(?:busco|miro|reviso|encuentro|veo|averiguo)\b|ich\s+(?:such|schau|guck)\w*\b"
    r"|je\s+m['’]en\s+(?:occupe|charge)|je\s+le\s+fais|j['’]appelle\s+moi|c['’]est\s+pas\s+grave|laisse\s+tomber)",
    re.I,
)
# a quotation closed before the verb ("„…“", "«…»", "“…”", '"…"'): what is left holding an opening mark is open
_QUOTED = re.compile(r'„[^“]*“|«[^»]*»|“[^”]*”|"[^"]*"')
# "Can we just forget about it?", "Could I forget …": a request, whoever says it
_ASKING = re.compile(r"\b(?:can|could|shall|should|would|will|let's|lets)\s+(?:i|we)\b[^.!?]*$", re.IGNORECASE)


_NAME_CONTRACTED = re.compile(r"\b((?-i:[A-ZÀ-Ý])[\w-]+)['’](?:ve|ll|d|re)\b")
# Caribbean English "th" said "t", "about" said "bout": "Everyting bout Boysie", "three tings"
_CARIBBEAN_WORDS = {
    "everyting": "everything",
    "anyting": "anything",
    "sometin": "something",
    "someting": "something",
    "ting": "thing",
    "tings": "things",
    "bout": "about",
}
_CARIBBEAN = re.compile(r"\b(?:" + "|".join(_CARIBBEAN_WORDS) + r")\b", re.IGNORECASE)
# English as texted (New Orleans, and anywhere in a hurry): "tha" (the), "dis" (this), "n" (and)
_TEXTED_WORDS = {"tha": "the", "dis": "this", "n": "and", "wit": "with"}  # (not "dat": Pidgin reads it already)
_TEXTED = re.compile(r"(?<![\w'’])(?:tha|dis|wit|(?<=[a-z] )n(?= [a-z]))(?![\w'’])")
_ASTURIAN_TOO = re.compile(r"\b([Tt])oo(?=\s+(?:lo|los|las)\s+(?:de|del|que)\b)")
_MIND_TAG = re.compile(r",\s*mind(?=\s*(?:[.!?]|$))", re.IGNORECASE)
_AN_AND = re.compile(r"(?:(?<=^)|(?<=[,.!?;]\s))[Aa]n(?=\s+(?:his|her|the|me|my|their|wor|oor|that|them|those)\b)")
_ALL_LITTLE = re.compile(r"\b([Tt]od)it([oa]s?)\b")  # "todito", "toditas": "todo", "todas"
# whom something is kept from, said of it: "that Jory don't know about", "que mi marido no sabe", "dont Paul sait
# rien", "von dem der Mann nix weiß" (whose it is stays the user's; who is named there is no owner)
_KEPT_FROM = re.compile(
    r"\s*,?\s+(?:that|which|what|que|qu['’]|dont|von\s+de[mr]|wovon|das|die)\s+(?:my\s+|mi\s+|mon\s+|ma\s+|mein\w*\s+)?"
    r"(?:[A-ZÀ-Ý][\w'-]+|husband|wife|mum|mam|dad|marido|mujer|mari|femme|mann|frau)\s+"
    r"(?:don'?t|doesn'?t|does\s+not|do\s+not|didn'?t|never|no|ne|nix|nichts|nicht)\s+"
    r"(?:know|knows|find\s+out\s+about|sabe|sabía|sait|savait|weiß|weiss|wissen)(?:\s+(?:about|rien|de\s+nada|davon|von))?"
    r"(?=\s*(?:[,.;!?—–-]|$))",
    re.IGNORECASE,
)


def _hidden(text: str) -> str:
    """What someone must not come across, said instead of "forget" ("I don't want Mam to see the credit union
    loan", "qu'il tombe pas sur l'affaire du souffleur", "mejor que no encuentre lo que pienso de su mujer", "The
    loan can't be showing up anywhere", "Lena soll das mit der Kur nicht sehen"); "" when nothing is."""
    for sentence in sentences(text):
        m = _HIDE_AFTER.search(sentence)
        if m:
            obj = _without_reason(sentence[m.end() :]).strip(" .!?")
            if _content(obj):
                return obj
        m = _HIDE_BEFORE.search(sentence) or _HIDE_GERMAN.search(sentence)
        obj = next((g for g in m.groups() if g), "") if m else ""
        if _content(obj):
            return obj
    return ""


# someone seeing, finding or learning it, which the user does not want: what follows is what to hide
_HIDE_AFTER = re.compile(
    r"\b(?:(?:don'?t|do\s+not|doesn'?t|wouldn'?t|would\s+not)\s+want\s+(?:[\w'’]+\s+){1,3}to\s+"
    r"|(?:he|she|they|[A-Z][\w'’]+)\s+(?:shouldn'?t|mustn'?t|must\s+not|should\s+not)\s+(?:ever\s+)?"
    r"|rather\s+(?:[\w'’]+\s+){1,3}(?:didn'?t|did\s+not|never)\s+|so\s+(?:that\s+)?(?:he|she|they|[A-Z][\w'’]+)\s+"
    r"(?:doesn'?t|don'?t|won'?t|never)\s+)"
    r"(?:find\s+out(?:\s+about)?|know(?:\s+about)?|see|find|read|come\s+across|stumble\s+(?:on|upon|across)|hear\s+about"
    r"|learn\s+about|get\s+wind\s+of)\b"
    r"|\b(?:no\s+quiero\s+que|mejor\s+que\s+no|que\s+no|prefiero\s+que\s+no)\s+(?:[\wáéíóúñ]+\s+){0,2}?"
    r"(?:se\s+enteren?\s+de|vean?|encuentren?|lean?|sepan?(?:\s+(?:de|nada\s+de))?|descubran?|se\s+topen?\s+con"
    r"|pillen?)\b"
    r"|\bqu(?:e\s+[\wÀ-ÿ]+|['’](?:il|elle|ils|elles|on))\s+(?:ne\s+|n['’])?(?:tombe(?:nt)?|voie(?:nt)?|lise(?:nt)?"
    r"|sache(?:nt)?|trouve(?:nt)?|découvre(?:nt)?|apprenne(?:nt)?)\s+(?:pas|jamais|rien)(?:\s+(?:sur|de))?\b",
    re.IGNORECASE,
)
# "The credit union loan can't be showing up anywhere", "Le prêt ne doit apparaître nulle part"
_HIDE_BEFORE = re.compile(
    r"^\W*(?:(?:and|also|but|und|y|et|pero|mais)\s+)?(?P<obj>[^.!?]+?)\s+(?:can'?t|cannot|mustn'?t|shouldn'?t|must\s+not"
    r"|should\s+not)\s+(?:be\s+)?(?:show(?:ing)?\s+up|appear(?:ing)?|be\s+(?:visible|seen|findable))\b"
    r"|^\W*(?P<obj2>[^.!?]+?)\s+ne\s+(?:doit|doivent|peut|peuvent)\s+(?:pas\s+)?(?:appara[iî]tre|figurer)\b",
    re.IGNORECASE,
)
# "Lena soll das mit der Kur nicht sehen": German says it before the verb
_HIDE_GERMAN = re.compile(
    r"\b(?:soll|sollen|darf|dürfen|sollte|sollten)\s+(?:(?:er|sie|die|der|das|mein\w*)\s+)?(?P<obj>[^.!?]+?)\s+"
    r"(?:auf\s+keinen\s+fall\s+|bloß\s+|bitte\s+)?(?:nicht|nie)\s+(?:sehen|finden|lesen|erfahren|mitkriegen|mitbekommen"
    r"|entdecken)\b",
    re.IGNORECASE,
)


def _own_forgetting(word: str, before: str) -> bool:
    """The user (or "we") forgot, or asks to be reminded: not "olvida …" / "oublie …" (asking), not "can we forget
    …", and a "me" before it only in Spanish ("me olvidé", not "help me forget")."""
    own = _OWN_FORGETTING.search(before)
    if own and re.match(r"(?i)se\s+(?:me|nos)\b", own.group(0).strip()) and word.casefold().startswith("olvid"):
        return True  # "si no está anotado se me olvida": the user would forget it ("olvida" asks nothing here)
    if not (own and _OWN_VERB.match(word)) or re.match(r"(?i)olvida\b|oublie\b", word) or _ASKING.search(before):
        return False
    return own.group(0).strip().casefold() not in ("me", "nos") or word.casefold().startswith("olvid")


# a bare "forget it" then what the user did already ("oublie, je l'avais déjà mis dans l'agenda")
_DONE_ALREADY = re.compile(
    r"^(?:\W*(?:it|that|es|das|ça|lo|la)\b)?(?:\s*(?:bab|mate|love|pet|hun|hon|bro|digga|mija|mijo)\b)?[\s,.!—–-]*"
    r"(?:je\s+l['’]?a(?:vais|i)\s+déjà"
    r"|i(?:['’]d|\s+had|['’]ve|\s+have)\s+already|ich\s+hab(?:e|['’]s)?\s+(?:es\s+|das\s+)?schon"
    # someone else saw to it: "forget it bab, they've only gone and filled it in this morning"
    r"|(?:they|he|she|someone|somebody|the\s+council)(?:['’]ve|['’]s|\s+have|\s+has)\s+(?:already|only\s+gone\s+and"
    r"|gone\s+and|just)\s+(?:filled|fixed|sorted|done|paid|booked|repaired|cancelled|canceled)\b"
    r"|ya\s+lo\s+(?:tenía|había|he|tengo))",
    re.IGNORECASE,
)


_DONE_BY_SOMEONE = re.compile(r"\b[A-ZÀ-Ý][\w'-]+\s+(?:don|has|had)\s+$")


def _not_asked(text: str, hit) -> bool:
    """ "I completely forgot to answer Graham", "Ich hab schon wieder vergessen, wann …", "Se me olvidó el
    cargador", "Don't let me forget to pay Kai back", "ugh forget it, never mind", "« Pardonner, ce n'est pas
    oublier »": the user's own forgetting, a reminder, a dismissal or a quotation, not a request."""
    word = text[hit.start : hit.end]
    before = text[max(0, hit.start - 60) : hit.start]
    if _own_forgetting(word, before):
        return True
    if _DONE_BY_SOMEONE.search(before):
        return True  # "Tayo don drop im old Glo line": what someone did (Pidgin "don", "has"), no request
    if _DISMISSAL.match(text[hit.end :]):
        return True
    if fold(word) == "raus" and _COMES_OUT.search(before):
        return True  # "Er kummt eh bald raus": he'll be out soon (of prison, of hospital), no "raus damit"
    opened = max((m.end() for m in re.finditer(r"[.!?]\s", text[: hit.start])), default=0)
    if _DONE_ALREADY.match(text[hit.end :]) and not _content(text[opened : hit.start]):
        return (
            True  # "Bon, oublie, je l'avais déjà mis dans l'agenda": done already (not "el cumple de Santi borralo, …")
        )
    if _VENTING.search(text) and re.match(r"\s+about\s+(?:it|that)\b|\s+(?:it|that)\b", text[hit.end :], re.I):
        return True  # "Boy forget about it nah, traffic … was madness today, I just venting"
    if _ASKED_BEFORE.search(before) and _BARE_OBJECT.match(text[hit.end :]) and _asked_for(text[: hit.start]):
        return True  # "¿cuánto era lo que le debía a TitleMax? Ay, olvídalo": never mind the question
    if _PERFECT.search(before) and re.search(r"(?:ado|ao|ido|ío)$", word, re.IGNORECASE):
        return True  # "por haber sacao más pescao": what was done (a participle), no "saca" asked for
    if _PURPOSE.search(before) and _lex()["forget"].find(text[hit.end :]):
        return True  # "Yon monthly thing I pay to the charity to clear Ciarán's cards — … take all that out"
    return any(q in _QUOTED.sub("", before) for q in '«“„"')


# someone coming or being out: "Er kummt eh bald raus", "wenn sie rauskommt", "ist wieder raus"
_COMES_OUT = re.compile(
    r"\b(?:kommt|kummt|kimmt|kommen|kumman|kam|kommst|geht|gehen|ist|is|san|sind|war|darf|durfte)\b(?:\s+\w+){0,3}\s*$",
    re.IGNORECASE,
)


# what something is for, said before the request's own verb: "… I pay to the charity to clear Ciarán's cards"
# (not "I want you to clear …", "could you please clear …", "remember to delete")
_PURPOSE = re.compile(
    r"\b(?!(?:you|ya|u|want|wanted|need|needed|like|love|have|has|had|going|gonna|able|try|trying|asked|ask|please"
    r"|remember|forget|time|ready|wish|hope|plan|mean|meant|'d|d)\b)[a-z']+\s+to\s+$",
    re.IGNORECASE,
)
# a question of the user's own, right before the verb (an interjection between): "…? Ay, olvídalo"
_ASKED_BEFORE = re.compile(r"\?\s*(?:[^\W\d]+[\s,!]+)?$")
# the user letting off steam, no request: "I'm just venting", "ich lass nur Dampf ab", "solo me desahogo"
_VENTING = re.compile(
    r"\b(?:i'?m\s+|i\s+(?:was\s+|am\s+)?)?just\s+venting\b|\bjust\s+(?:letting|blowing)\s+off\s+steam\b"
    r"|\bnur\s+(?:mal\s+)?dampf\s+ab|\b(?:solo|nomás|nada\s+más)\s+(?:me\s+)?desahog|\bje\s+(?:me\s+)?d[ée]foul",
    re.IGNORECASE,
)
# a question asking for something, by its first word (after a word of address): "Mano, ¿cuánto era …?", "What was
# Kai's number again?" (not "You know the excuse I gave school in April?": what it points at)
_ASKS_FOR = re.compile(
    r"^\W*(?:[^\W\d]+\s*,\s*)?¿?\s*(?:how|what|what's|when|where|which|who|why|cu[aá]nt[oa]s?|qu[eé]|cu[aá]ndo|d[oó]nde"
    r"|qui[eé]n|cu[aá]l|wie|was|wann|wo|welche[rsnm]?|wer|warum|combien|quand|o[uù]|quel(?:le)?s?|pourquoi|comment)\b",
    re.IGNORECASE,
)


def _asked_for(before: str) -> bool:
    """The question the message asked right before its verb asks for something (see `_ASKS_FOR`)."""
    q = before.rstrip()
    q = q[: q.rfind("?")] if "?" in q else q
    start = max(q.rfind(c) for c in ".!\n")
    return bool(_ASKS_FOR.match(q[start + 1 :]))


# the verb's object is only a pronoun, or none: "olvídalo.", "forget it!", "vergiss es,"
_BARE_OBJECT = re.compile(r"(?:\s+(?:it|that|es|das|ça|ca|eso))?\s*(?:[,.!—–-]|$)", re.IGNORECASE)
_PERFECT = re.compile(r"\b(?:haber|he|has|ha|hemos|habéis|han|había|habías|habían|hubiera)\s+$", re.IGNORECASE)


AGES = {
    "old": (
        "old",
        "alte",
        "alten",
        "alter",
        "altes",
        "vieja",
        "viejo",
        "antiguo",
        "antigua",
        "ancien",
        "ancienne",
        "previous",
        "former",
        "anterior",
        "vorherige",
        "früher",
        "précédent",
        "précédente",
    ),
    "new": ("new", "neue", "neuen", "neuer", "neues", "nueva", "nuevo", "nouveau", "nouvelle"),
}


_VERB_WORDS = {w for p in FORGET for w in folded_words(p)}


def _the_old_one(items: list[Item], before: str, people: People | None, lang: str) -> list[Item]:
    """ "Tamsin's changing her number — forget the old one", "Claire a changé de numéro. Supprime l'ancien": the old
    one of what the message named before the verb."""
    dashed = re.split(r"\s[—–]\s", items[0].text, maxsplit=1) if items else []
    if len(dashed) == 2 and value_age(dashed[0]) and not value_age(dashed[1]):
        # "Delete the old one wherever it is — the WhatsApp link and …": where it is written, after a dash
        kept = set(folded_words(dashed[0]))
        items = [replace(items[0], text=dashed[0], words=[w for w in items[0].words if w in kept]), *items[1:]]
    a_number = bool(items) and (
        (items[0].attribute is not None and items[0].attribute.name in ("phone", "address", "email"))
        or _age_only(items[0].text)
        or _A_NUMBER_WORD.search(items[0].text) is not None  # ("de alte A1-Nummer")
    )  # ("the old number", "my new address", "the old one"; not "the old sound system and my blood pressure tablets")
    if (
        len(items) > 1
        and a_number
        and value_age(items[0].text)
        and all(_a_form_of_it(i) or _where_it_is(i, items[0]) for i in items[1:])
    ):
        # "Take the old number off everywhere, with or without the spaces, the careline one an' all", "Lösch die
        # alte überall, auch die vom WhatsApp": how and where it is written, the one number still
        items = items[:1]
    elif items and all(_a_form_of_it(i) for i in items):
        # "Ya no uso mi número viejo, el de Movistar. Quítalo de todos lados, hasta del Instagram y del Pago Móvil.":
        # the old number said before, wherever it is written
        aged = [i for i in items_of(before, people, lang) if i.attribute is not None and value_age(i.text)]
        # (the age the request itself says first: "Tamsin has a new number. Forget the old one." is the old one)
        said = value_age(" ".join(i.text for i in items))
        if aged:
            aged[0].age, aged[0].words = said or value_age(aged[0].text), _qualifying(aged[0])
            return aged[:1]
    aged = [i for i in items if not (i.kind is ItemKind.GENERAL and places_in(i.text))]  # not "même dans …"
    if (
        len(items) == 1
        and items[0].kind is ItemKind.FACT
        and items[0].attribute is not None
        and not items[0].owner
        and value_age(items[0].text)
        and (who := owner_in(before, people)).kind in ("name", "relation")
    ):
        # "Kitto've changed his phone again, take the old number out": his old number (of the kind the change
        # names: "Mum's had her landline changed …": her landline's, no key safe code)
        items[0].owner, items[0].age = who, value_age(items[0].text)
        named = next((i for i in items_of(before, people, lang) if i.attribute is not None), None)
        if named is not None and items[0].generic and not named.generic:
            items[0].attribute, items[0].generic = named.attribute, False
            items[0].qualifiers = items[0].qualifiers or named.qualifiers
        items[0].words = [w for w in items[0].words if fold(w) not in AGES["old"]]
        return items
    left = _the_one_left(aged, before)
    if left is not None:
        return [left]
    if not aged or not all(i.kind is ItemKind.GENERAL and _age_only(i.text) for i in aged):
        return items
    items = aged
    facts = [i for i in items_of(before, people, lang) if i.attribute is not None]
    if not facts:
        return items
    facts[0].age = value_age(" ".join(i.text for i in items))
    # ("My brother changed his handphone number, delete the old one": the change says which, it is no word to find;
    # nor why: "Maa has changed her number, MTN gave her a new sim", "… after all them scam calls")
    facts[0].words = [w for w in _qualifying(facts[0]) if not _CHANGED.fullmatch(w)]
    if facts[0].owner.kind in ("pronoun", "none") and (who := owner_in(before, people)).kind in ("name", "relation"):
        facts[0].owner = who  # "Jacky hat ne neue Nummer": hers
    return facts[:1]


def _qualifying(item: Item) -> list[str]:
    """Of a fact's words, those right before the word naming its kind ("his work number": work), and the names
    it is said with ("D'Reme hat a neue Nummer")."""
    names = {w for p in (*item.attribute.phrases, *item.attribute.cues) for w in folded_words(p)}
    before: list[str] = []
    for clause in re.split(r"[,;.!?]", item.text):
        ws = folded_words(clause)
        at = next((k for k, w in enumerate(ws) if w in names), None)
        if at is not None:  # ("Der Uwe vom Garten hat 'ne neue Nummer", not "…, MTN gave her a new sim")
            before = ws[:at]
            break
    written = {t.folded for t in tokens(item.text) if t.text[:1].isupper() and commonness(t.text) < 3.5}
    return [w for w in item.words if w in before or w in written]


# how and where a number is written: "with or without the spaces", "the careline one", "die vom WhatsApp"
_FORM_WORDS = frozenset(
    """whatsapp signal telegram wa spaces space spaced leerzeichen espacios espaces format formats form forms
    international +49 +44 +33 +34 country code plus version versions written geschrieben escrito écrit
    with without mit ohne con sin avec sans or oder o ou und and y et has have hat steht tiene a où wo where
    meme aussi also even too auch sogar hasta incluso tambien""".split()
)
_WHERE_WRITTEN = re.compile(
    r"(?:(?i:hasta|incluso|même|meme|auch|sogar|even|also|aussi)\s+)?"
    r"(?i:de|du|des|d['’]|del|vom|von|from|in|on|en|dans)\b(?:\s+[\w'’-]+){1,3}"
)
_ONE_OF = re.compile(
    r"(?i:the|that|die|der|das|el|la|le|l['’])\s+[\w'’-]+\s+(?i:one|ones)\b|(?i:die|der|das)\s+(?i:vom|von|aus|im)\s+\w+"
    r"|(?i:la|el)\s+(?i:de|del)\s+\w+|(?i:celui|celle)\s+(?i:de|du|d['’])\s*\w+"
)


_A_NUMBER_WORD = re.compile(r"(?i:nummer|number|num[eé]ro|handy|tel[eé]fono|t[eé]l[eé]phone|portable|celular|m[oó]vil)")


def _where_it_is(item: Item, first: Item) -> bool:
    """After an old number, a further thing that is no other kind of thing, no reminder and no matter: where it
    is written ("the netball list", "+27 one on Mina's school form", "de Rückrufnummer"; not "son numéro" after
    "l'adresse de mon ancien coloc")."""
    kind = first.attribute.name if first.attribute is not None else "phone"
    other = item.attribute is not None and item.attribute.name != kind and not re.search(r"\+\d", item.text)
    someone = item.owner.kind == "relation"  # ("el de mi viejo": someone else's, after "el de mi vieja")
    return not other and not someone and not item.places and not item.topic and item.kind is not ItemKind.POINTER


def _a_form_of_it(item: Item) -> bool:
    """Whether a further item only says how or where the number is written, not another thing."""
    ws = [w for w in folded_words(item.text) if w not in _STOP and w not in _ONE]
    if all(w in _FORM_WORDS or (w.isdigit() and len(w) <= 3) for w in ws):
        return True  # "the WhatsApp one", "même celui de WhatsApp", "el que tiene +58"
    text = item.text.strip()
    if _WHERE_WRITTEN.fullmatch(text) and not item.owner:
        return True  # "… et de la paroisse", "hasta del Instagram y del Pago Móvil": where it is written
    return item.kind is ItemKind.GENERAL and item.owner.kind != "relation" and _ONE_OF.match(text) is not None


_CHANGED = re.compile(r"chang\w*|switch\w*|got|new|neue?[nrs]?|gewechselt|wechsel\w*|cambi\w*|nuev[oa]|chang[ée]\w*")


# "I'm switching endocrinologists, so forget the current one", "Je change de dentiste, oublie l'ancien": the one
# left is that relation (not "forget the old one" of a number: `value_age`)
_SWITCHING = re.compile(
    r"\b(?:switch\w*|chang\w*|mov\w*\s+to\s+a\s+new|wechsel\w*|wechsle|cambi\w*|change\w*|changé)\s+(?:de\s+|den\s+|die\s+|the\s+|my\s+|mon\s+|ma\s+|mi\s+|meine[nm]?\s+)?(?P<rel>[\w-]+)",
    re.IGNORECASE,
)
_LEFT_ONE = {
    *("current", "present", "old", "previous", "former", "actual", "anterior", "viejo", "vieja", "antiguo"),
    *("antigua", "actuel", "actuelle", "ancien", "ancienne", "aktuelle", "aktuellen", "jetzige", "jetzigen", "alte"),
    *("alten", "bisherige", "bisherigen"),
}


def _the_one_left(items: list[Item], before: str) -> Item | None:
    if len(items) != 1 or items[0].kind is not ItemKind.GENERAL:
        return None
    ws = [w for w in folded_words(items[0].text) if w not in _ONE and w not in _VERB_WORDS]
    if not ws or not all(w in _LEFT_ONE for w in ws):
        return None
    m = _SWITCHING.search(before)
    said = fold(m.group("rel")) if m else ""
    rel = REL_OF.get(said) or REL_OF.get(said[:-1] if said.endswith("s") else "")
    if rel is None:
        return None
    # who they are, not their matter (the diabetes stays)
    return Item(ItemKind.FACT, items[0].text, attribute=BY_NAME["name"], owner=Owner("relation", rel))


def _age_only(text: str) -> bool:
    # "Nimm die alte … raus", "L'ancien, tu me l'enlèves"
    ws = [w for w in folded_words(text) if w not in _ONE and w not in _VERB_WORDS and w not in _STOP]
    return bool(ws) and all(any(w in a for a in AGES.values()) for w in ws)


# a clause after the request that says why, not what: "chaning it this wknd", "dunno why its in ther", "jen ai plus
# besoin", "brauchst du nich wissen": it points back to what goes ("it", "en", "es"), or speaks to the assistant
_BACK = re.compile(
    r"\b(?:it|its|it's|dunno|anyway|anymore|brauchste|brauchst|musst|jen|j'en|besoin|ya\s+no|hace\s+falta|brauche?\s+ich"
    r"|(?:lo|la|los|las)\s+necesito)\b"
    # "…, ja? Is private, also for the reminder": why, with the subject left out
    r"|^\W*(?:is|ist|es|c'est)\s+(?:very\s+|sehr\s+|muy\s+|très\s+)?(?:private|privat|personal|persönlich|secret|geheim"
    r"|peinlich|embarrassing|privado|privé|personnel)\b",
    re.IGNORECASE,
)


# "lo puse sin kerer", "la tengo en el móvil", "je l'ai noté ailleurs", "hab ich eh im Kalender": a clause opening
# with a pronoun for what goes
_BACK_START = re.compile(
    r"^\W*(?:(?:lo|la|los|las)\s+(?!de\b|del\b|que\b|\d)\w+|je\s+l['’]|j['’]en\b|hab\s+ich\b|habe\s+ich\b"
    # "…, der fällt aus", "…, die ist erledigt": what it says of the thing just named
    r"|(?:der|die|das)\s+(?-i:ist|war|wird|hat|fällt|kommt|geht|läuft|findet|muss|kann|soll)\b"
    # "…, got a company car now lol", "…, I sold it": what happened since, said without what it is about
    r"|(?:i\s+|we\s+|i['’]ve\s+|we['’]ve\s+)?(?:got|gave\s+up|sold|quit|moved|changed|finished|stopped)\s)",
    re.IGNORECASE,
)


# "my ex's number — Tyler, the guy from Portland": who he is, said again in other words
_APPOSITION = re.compile(
    r"^\W*(?:the|that|der|die|das|el|la|le|l['’]|ce|cette)\s+([^\W\d_]+)\s+"
    r"(?:from|who|at|in|with|i|aus|von|vom|mit|de|del|que|qui|du|avec|con)\b",
    re.IGNORECASE,
)


# who someone is, said of them: "the guy from Portland", "la chica del gym" (not "la cuota de la hipoteca")
_SOMEONE = frozenset(
    fold(w)
    for w in """guy guys man woman girl boy lady bloke fella one ones person people kid chap dude typ kerl mann frau
    mädchen junge dame chico chica señor señora tipo tía tío hombre mujer muchacho muchacha gars type mec nana fille
    garçon homme femme dame monsieur madame""".split()
)


def _someone_word(word: str) -> bool:
    f = fold(word)
    return f in _SOMEONE or f in REL_OF or (f.endswith("s") and f[:-1] in REL_OF)


_WHO_THEY_ARE = re.compile(
    r"^\W*(?:my|mon|ma|mi|mein|meine|meinem|meiner)\s+[^\W\d_]+(?:\s+(?:at|from|in|de|du|au|en|bei|von)\s+[^\W\d_]+)?\W*$",
    re.IGNORECASE,
)


# what opens all there is about something: "all that about", "alles über", "todo lo de", "tout ce qui concerne"
_ALL_ABOUT = re.compile(
    r"\b(?:about|über|ueber|sobre|concerne|concernant|lo\s+de|lo\s+del|ce\s+qui\s+touche"
    # ("that business with our Tyler and the spray paint on the trains", "das mit dem Kevin und dem Inkasso")
    r"|(?:business|thing|stuff|matter|story|mess|carry-on|palaver)\s+with|(?:das|des|dat|dit|det)\s+mit)\b",
    re.IGNORECASE,
)


def _their_matter(items: list[Item], people: People | None) -> list[Item]:
    """ "alles über meinen Bruder Curtis und die Entzugsklinik", "all that about my brother papo and the
    methadone": a matter of the one named first (their rehab), not everything about them and the matter."""
    if len(items) != 2 or people is None:
        return items
    who, what = items
    if not (who.topic or _ALL_ABOUT.search(who.text)) or who.owner.kind not in ("relation", "name"):
        return items
    if who.attribute is not None or any(not people.all_named(w) for w in who.words):
        return items  # ("everything about Kitto's court case and the bail": a matter already)
    if what.owner or what.attribute is not None or what.places or not what.words or _names_a_place(what.text):
        return items
    if any(people.all_named(w) or _someone_word(w) for w in what.words):
        return items  # ("everything about my ex and Dana": two people)
    what.owner, what.topic = who.owner, True
    return [what]


def _only_kin_words(i: Item) -> bool:
    """An item saying only whose relation someone is ("el ex de mi hermana", "my sister's ex")."""
    ws = folded_words(i.text)
    return (
        not i.words
        and 1 < len(ws) <= 6
        and all(_someone_word(unpossessive(w)) or w in _STOP or w in _USER or w in _OF_WORDS for w in ws)
    )


_OF_WORDS = frozenset({"of", "de", "del", "von", "vom", "der", "du", "s"})


# a thing named by a name and a word for "thing" ("the URSSAF thing", "die Riester Sache"), and an article opening
# what follows it
_A_THING_CALLED = re.compile(r"\b[A-ZÀ-Ý][\w-]+\s+(?:thing|stuff|business|matter|sache|geschichte|ding|asunto|tema)$")
_ARTICLE_FIRST = re.compile(r"\s*(?:the|der|die|das|el|la|los|las|le|les)\s", re.IGNORECASE)


def _without_appositions(items: list[Item]) -> list[Item]:
    out: list[Item] = []
    for i in items:
        prev = out[-1].text.rstrip(" ,;—–-") if out else ""
        if (
            i is items[-1]
            and len(out) == 1
            and _A_THING_CALLED.search(prev)
            and i.kind is ItemKind.GENERAL
            and i.owner.kind == "none"
            and _ARTICLE_FIRST.match(i.text)
        ):
            continue  # "the URSSAF thing, the back payment plan": what that thing is, said again
        if (
            i is items[-1]
            and len(out) == 1
            and out[0].kind is ItemKind.GENERAL
            and out[0].owner.kind in ("name", "relation")
            and i.kind is ItemKind.GENERAL
            and i.owner.kind == "none"
            and _THE_MATTER_WITH.match(i.text)
        ):
            continue  # "das mit Aurélies Abmahnung, die Sache mit dem Medikament": that matter, said again
        named = bool(re.search(r"\b[A-ZÀ-Ý][^\W\d_]+$", prev))
        acronym = bool(re.search(r"\b[A-Z]{2,}$", prev))  # ("lo del CDT, la cuota de la hipoteca": two things)
        if (
            named
            and not acronym
            and i.kind is ItemKind.GENERAL
            and i.owner.kind == "none"
            and (m := _APPOSITION.match(i.text))
            and _someone_word(m.group(1))
        ):
            continue
        if named and i.kind is ItemKind.GENERAL and i.owner.kind == "relation" and _WHO_THEY_ARE.match(i.text):
            continue  # "le cell de Kevin, my partner at work": who Kevin is
        if (
            out
            and out[-1].owner.kind == "relation"
            and i.kind is ItemKind.GENERAL
            and i.owner.kind == "none"
            and _THE_ONE_OF.match(i.text)
        ):
            # "todo lo del vecino de arriba, el del ruido por la noche": which neighbour, and what about him
            out[-1] = replace(out[-1], text=f"{out[-1].text}, {i.text}", words=out[-1].words + i.words)
            continue
        if named and i.kind is ItemKind.GENERAL and i.owner.kind == "relation" and _only_kin_words(i):
            continue  # "el teléfono de Juanma, el ex de mi hermana", "…, my sister's ex": who Juanma is
        if (
            named
            and i.kind is ItemKind.GENERAL
            and i.owner.kind == "name"
            and i.words
            and all(w in REL_OF for w in i.words)
        ):
            continue  # "Fatima Moss, Tunde's sister": who she is
        if named and out and i.owner.kind == "name" and _only_whom(i):
            continue  # "le numéro de Binta, l'ex de Lamin": who Binta is, not Lamin's number too
        out.append(i)
    return out


_JOINED = re.compile(r"\W*(?:et|and|y|und|e|ou|or|o|plus|also|aussi|también|auch)\b", re.IGNORECASE)


def _only_whom(item: Item) -> bool:
    """An item whose words are only a relation and whose it is: "l'ex de Lamin", "Lamin's ex", "la ex de Lamin"."""
    if _JOINED.match(item.text):
        return False  # "…, et celui de mon frère Rodrigo": one more thing, not who the one before is
    own = fold(item.owner.word or "")
    said = [re.sub(r"^[ldj]['’]", "", w) for w in folded_words(item.text)]
    said = [w for w in said if w and w not in _STOP and unpossessive(w) != own and w != own]
    return bool(said) and all(w in REL_OF for w in said)


# a matter named again by what it was about: "die Sache mit dem …", "the thing with the …", "l'histoire du …"
_THE_MATTER_WITH = re.compile(
    r"\W*(?:die\s+(?:Sache|Geschichte)|the\s+(?:thing|business|whole\s+thing)|el\s+tema|el\s+asunto"
    r"|l['’](?:histoire|affaire)|le\s+truc)\s+(?:mit|with|about|de|del|du|des|avec)\b",
    re.IGNORECASE,
)


# an article, a noun and what it is of: "la cuota de la hipoteca", "lo del coche" (not "la puse en …")
_A_THING_OF = re.compile(r"\W*(?:la|las|los|lo)\s+[^\W\d_]{3,}\s+(?:de|del)\s", re.IGNORECASE)


# what a matter's statements measure, said after it: "Auch die Messwerte", "and the readings", "y los valores"
_MEASURES = frozenset(
    fold(w)
    for w in """readings reading values results numbers levels werte messwerte ergebnisse wert blutwerte laborwerte
    valores resultados mediciones cifras valeurs résultats mesures chiffres""".split()
)


def _measures_only(item: Item) -> bool:
    return item.kind is ItemKind.GENERAL and not item.owner and bool(item.words) and set(item.words) <= _MEASURES


_AFTER_PLEASE = re.compile(
    r"\b(?:porfa|porfis|por\s+favor|please|pls|plz|bitte|stp|svp|s['’]il\s+te\s+pla[iî]t|abeg)\s*,\s*$", re.IGNORECASE
)
_RELATIVE_OF = re.compile(
    r"^\W*(?:den|die|das|dem|der)\s+(?-i:er|sie|es|ich|wir)\b"
    # (what someone just named is now: "d'Nummer vom Hansi Pittl, der isch eh nimmer bei uns")
    r"|^\W*(?:der|die|de)\s+(?:isch|ist|is|war|wor|hat)\b",
    re.IGNORECASE,
)


def _without_reasons(items: list[Item], obj: str, whole: str = "") -> list[Item]:
    """Drop what a trailing clause says about the request ("…, jannik changd it anyway"): a plain item after the
    first that points back to it ("it", "lo puse …") or speaks to the assistant ("brauchst du nich wissen")."""
    if len(items) < 2 or items[0].kind is ItemKind.POINTER:
        return items
    out = [items[0]]
    french = guess_language(obj) == "fr"
    for i in items[1:]:
        plain = i.kind is ItemKind.GENERAL and i.attribute is None and i.owner.kind in ("none", "pronoun", "user")
        at = obj.find(i.text)
        if at < 0:  # an item added from after the object, or without the "und" it was split at ("Das ist
            # zwischen ihm mir")
            obj = whole or obj
            at = obj.find(" ".join(i.text.split()[:2]))
        # not "… y la cena"; a sentence of its own: "Das ist zwischen ihm und mir."
        after_comma = at > 0 and obj[:at].rstrip().endswith((",", ";", "—", "–", ".", "!"))
        opens = _BACK_START.match(i.text)
        if opens and (french and re.match(r"\W*la\s", i.text, re.IGNORECASE) or _A_THING_OF.match(i.text)):
            opens = None  # French "la" is an article ("…, la revente du bateau, …"), not "la tengo"; so is "la cuota
            # de la hipoteca"
        back = _BACK.search(i.text) or (after_comma and opens)
        if plain and not i.topic and at > 0 and _AFTER_PLEASE.search(obj[:at]):
            continue  # "borra la clave dl wifi porfa, los cabros del pasaje se la sabn": why, after the please
        if plain and not i.topic and back and not places_in(i.text) and not (i.part and not _BACK.search(i.text)):
            # (a part a list names is a thing: "…: los remedios, la licencia", not "la tengo")
            continue
        if after_comma and not i.topic and i.kind is ItemKind.GENERAL and _RELATIVE_OF.match(i.text):
            continue  # "…, den er letztes Jahr nach dem Stadtfest abgeben musste": of the thing just named
        out.append(i)
    return out


def value_age(text: str) -> str | None:
    """ "Moment, nur die alte!", "only the old one", "solo el viejo": which of someone's values, by age (the first
    named: "nur die alte! Die neue brauch ich noch")."""
    for w in folded_words(text):
        for age, ws in AGES.items():
            if w in ws:
                return age
    return None


def told_item(text: str) -> Item | None:
    """The item of a told-about clause ("what I told you in February about my brother", "ce que je t'avais
    raconté sur elle en janvier"), if the text has one."""
    told = told_in(text)
    if told is None:
        return None
    rel = REL_OF.get(fold(told.who.split()[-1])) if " " in told.who else None
    who = Owner("relation", rel) if rel else None  # "about my brother"
    if who is None and " " not in told.who and told.who[:1].isupper() and not _TOLD_PRONOUN.match(told.who):
        who = Owner("name", told.who)
    return Item(ItemKind.GENERAL, text[told.span[0] : told.span[1]], owner=who or Owner("pronoun"), told=told)


_TOLD_PRONOUN = re.compile(r"^(?:she|he|her|him|them|sie|ihn|ihm|ihr|él|ella|elle|lui|eux)$", re.IGNORECASE)


def _german_bin(text: str, hit) -> bool:
    """ "Ich bin aus dem Chor ausgetreten": German "bin" (am), not English "bin it"; nor "the bin reminder" (a noun)."""
    return hit.entry == "bin" and (
        guess_language(text) == "de"
        or bool(re.search(r"\b(?:ich|i|the|de|a|my|me|our|your)\s*$", fold(text[: hit.start])))
    )


def _exclusion(obj: str) -> tuple[str, str]:
    """ "Mamas Adresse, aber nicht ihren Geburtstag" -> ("Mamas Adresse", "ihren Geburtstag")."""
    cuts = [0] + [x for m in _CLAUSE_BREAK.finditer(obj) for x in m.span()] + [len(obj)]
    parts = [(cuts[i], cuts[i + 1]) for i in range(0, len(cuts), 2)]  # the clauses, between the breaks
    if len(parts) > 1 and folded_words(obj[: parts[0][1]]):
        needed = [(a, b) for a, b in parts[1:] if _STILL_NEEDED.search(obj[a:b])]
        if needed and not folded_words(_STILL_NEEDED.sub(" ", obj[needed[0][0] : needed[0][1]])):
            # "…, l'ambulance pis toute. Son allergie, elle, garde-la.": the sentence says what is kept
            a, b = needed[0]
            start = max((m.end() for m in re.finditer(r"[.!?]\s+", obj[:a])), default=0)
            if start and folded_words(obj[:start]):
                needed[0] = (start, b)
        if needed:
            rest = obj[: needed[0][0]]  # what comes before the first clause kept is the request
            return rest, " ".join(obj[a:b] for a, b in needed)
    post = _NOT_AFTER.search(obj)
    if post and folded_words(obj[: post.start()]):
        return obj[: post.start()] + obj[post.end() :], post.group(1)  # "El del mototaxi, mi primo no."
    m = next((m for m in _EXCLUDE.finditer(obj) if not _verb_negated(obj, m)), None)
    if not m or not folded_words(obj[: m.start()]):
        return obj, ""
    said = sentences(m.group(1))
    if len(said) > 1 and _CORRECTING.search("".join(said[1:])):
        # "nid ds Volleyball! I ha d Geige vor Léna gmeint": what it is not, then what was meant
        return obj[: m.start()] + " " + "".join(said[1:]), said[0]
    return obj[: m.start()], m.group(1)


_CORRECTING = re.compile(r"\b(?i:meant|meinte|gemeint|gmeint|gmoant|quise\s+decir|quería\s+decir|voulais\s+dire)\b")


# Spanish puts the "not" after what it is not: "…, mi primo no.", "…, el de la abogada no"
_NOT_AFTER = re.compile(r"[,;]\s*((?i:mi|mis|tu|su|sus|el|la|los|las|lo)\s+[^,.;!?]{1,40}?)\s+(?i:no)\s*(?=[.!?,;]|$)")


_BARE_NOT = re.compile(r"[,;]?\s*(not|nicht|pas)\b", re.IGNORECASE)
_AUXILIARY = re.compile(
    r"\b(?:has|have|had|did|does|do|is|are|was|were|will|would|could|can|should)\s*$", re.IGNORECASE
)


def _verb_negated(obj: str, m: re.Match) -> bool:
    """A bare "not"/"nicht"/"pas" that negates the clause's verb, no exception to the request: "qu'Olivier ne m'a
    toujours pas remboursée" (ne … pas), "that he has not paid me back", "dass er mir das Geld nicht
    zurückgezahlt hat" (no comma before it); "…, not my phone" and "…, pas le rappel" still keep what follows."""
    bare = _BARE_NOT.match(m.group(0))
    if not bare or "," in m.group(0)[: bare.start(1)] or ";" in m.group(0)[: bare.start(1)]:
        return False
    before = obj[: m.start()]
    clause = re.split(r"[,;:.!?]", before)[-1]
    word = bare.group(1).lower()
    if word == "pas":
        # (spoken without "ne": "que Marc le sait pas pour mon permis", "qu'il m'a pas remboursée")
        spoken = (
            r"(?:^|\s)(?:je|j['’]|tu|il|elle|on|ils|elles|le|la|les|l['’]|me|m['’]|te|t['’]|se|s['’]|lui|leur)"
            r"\s*\w+\s*$"
        )
        return (
            re.search(r"\b(?:ne|n['’])", clause, re.IGNORECASE) is not None
            or re.search(spoken, clause, re.IGNORECASE) is not None
        )
    if word == "not":
        # (or a gerund after it: "everything about my girl not eating – the clinic, …")
        return _AUXILIARY.search(before) is not None or re.match(r"[^\W\d_]+ing\b", m.group(1).strip()) is not None
    return True  # German "nicht" without a comma before it negates its verb


def _negated(text: str, at: int) -> bool:
    """ "Don't forget", "No olvides", "N'oublie pas", "Vergiss nicht": the verb is negated."""
    before = fold(text[max(0, at - 12) : at])
    after = fold(text[at : at + 40])
    if re.search(r"\b(?:don'?t|do not|never|no|n'|nicht|nie|niemals|nunca|jamais)\s*$", before):
        return not re.search(r"\b(?:remember|keep)\b", after)  # "don't remember/keep ..." is a request
    if re.match(r"^\w+\s+ich\s+(?:\w+\s+){0,2}(?:nicht|ni|nich|ned|nie)\b", after):
        return True  # "den vergess ich eh ni": the user's own forgetting, negated (Saxon "ni")
    return bool(re.match(r"^\w+\s+(?:nicht|pas|ni|nich|ned|net|nit|nod|nid)\b(?!\s+mehr)", after)) or bool(
        re.match(r"^\w+\s+\w+\s+nicht\b", after) and "nicht mehr" not in after
    )


_NEGATIONS = {tuple(folded_words(p)) for p in RETAIN_NEGATIONS}
_I = {"i", "ich", "je", "j'", "yo", "we", "wir", "nous"}
_YOU = {"you", "du", "tu", "que", "dass"}  # "I don't want you to keep …", "je ne veux pas que tu gardes …"


_IF = frozenset({"if", "si", "wenn", "falls", "sinon"})


def _negated_keeping(text: str) -> list:
    """A keeping verb under a negation addressed to the assistant: "Could you not keep how I take my coffee",
    "I'd rather you didn't remember ...", "Du musst dir nicht mehr merken, dass ...", "No hace falta que sigas
    apuntando ...", "Tu peux arrêter de retenir ...". Not "I don't remember" (the user's own memory)."""
    toks = tokens(text)
    folded = [t.folded for t in toks]
    for h in _lex()["retain"].find(text, typos=False):
        # (within its sentence: "…, no PPV plate. JUTC cyaan know." negates no knowing)
        opened = max(text.rfind(c, 0, toks[h.first].start) for c in ".!?")
        before = [t.folded for t in toks[max(0, h.first - 7) : h.first] if t.start > opened]
        after = folded[h.last : h.last + 3]
        neg_at = None
        for n in range(4, 0, -1):
            for i in range(len(before) - n + 1):
                if tuple(before[i : i + n]) in _NEGATIONS:
                    neg_at = i
        if neg_at is None and not any(w in ("nicht", "pas", "plus") for w in after):
            continue
        addressed = neg_at is not None and any(w in _YOU for w in before[neg_at:])
        if neg_at is not None and neg_at > 0 and before[neg_at - 1] in _I and not addressed:
            continue  # "I don't remember where ..." (not "I don't want you keeping ...")
        if neg_at is not None and neg_at > 0 and before[neg_at - 1] in _IF:
            continue  # "si no está anotado se me olvida": what happens if it is not kept, no request
        if neg_at is not None and _lex()["forget"].find(" ".join(before[neg_at:]), typos=False):
            continue  # "No borres nada, es pa' saber": the "no" is the deleting's, not the knowing's
        return [h]
    m = _NOT_STORED.search(text) if not _is_question(text) else None
    return [Hit(fold(m.group(0)), m.start(), m.end(), 0, 0)] if m else []


# German says what must not be kept in the passive, the thing first: "Das mit meiner Schilddrüse muss ned
# gspeichert sein", "… will ich nicht gespeichert haben", "… soll nirgends stehen"
_NOT_STORED = re.compile(
    r"\b(?:muss|müssen|soll|sollen|sollte|braucht|brauch|will\s+ich|möchte\s+ich|mag\s+ich)\s+"
    r"(?:(?:das|des|dat|es|ich|du|dir|auch|bitte|echt|wirklich)\s+)*"
    r"(?:(?:nicht|ned|nit|ni|nich|net|nimmer|nirgends|nirgendwo)\s+(?:mehr\s+)?(?:\w+\s+)?"
    r"(?:gespeichert|gspeichert|notiert|aufgeschrieben|gemerkt|stehen|drinstehen)"
    r"|(?:nirgends|nirgendwo)\s+(?:mehr\s+)?(?:\w+\s+)?(?:stehen|drin|sein))"
    r"(?:\s+(?:sein|werden|bleiben|haben|stehen))?\b",
    re.IGNORECASE,
)


def _not_keeping(text: str, hit) -> bool:
    """A keeping word that does not ask to keep: negated ("no quiero que te acuerdes", "je ne veux pas que tu
    gardes") or someone else's doing ("lo de quién me guarda las llaves")."""
    if any(m.start() <= hit.start < m.end() for m in _NEGATED_KEEP.finditer(text)):
        return True
    return re.search(r"\b(?:me|te|le|nos|les|mir|dir)\s+$", text[: hit.start], re.IGNORECASE) is not None


def _leading(text: str, at: int) -> bool:
    """Whether a word opens the message (after a greeting or "please"): "Remember that ...", "Retiens que ..."."""
    words = [w for w in folded_words(text[:at]) if w not in _FILLER_WORDS and w not in _STOP]
    return len(words) <= 1


def _is_question(text: str) -> bool:
    return text.rstrip().endswith("?")


# a tag after a statement that only asks agreement: "…, ¿sí o qué?", "…, right?", "…, gell?", "…, hein ?"
_TAG_QUESTION = re.compile(
    r"[,;.!]\s*¿?\s*(?:sí\s+o\s+qué|sí\s+o\s+no|¿?verdad|vale|right|ok|okay|yeah|oder|gell|gelle|ne|nä|hein|d['’]accord"
    r"|n['’]est-ce\s+pas|ok\s+ça)\s*\?+\s*$",
    re.IGNORECASE,
)


_SENTENCE_END = re.compile(
    r"(?<!\bDr)(?<!\bMr)(?<!\bMs)(?<!\bSt)(?<!\bNr)(?<!\bAv)(?<!\bSr)(?<!\bTel)(?<!\bMrs)(?<!\bSra)[.!?](?:\s|$)"
)


# a clause that gives the reason, after what to forget: "…, it's been fine for months", "— he asked me to stop
# passing it around", "…, c'est elle qui gère maintenant", "…, ya no la tengo", "…, hab abgesagt"
_REASON = re.compile(
    # someone changed it, in a sentence after: "… vom Garagentor auch. Gethin hat ihn letzte Woche geändert."
    r"(?<=[.!])\s+(?=[A-ZÀ-Ý][\w'’-]+\s+(?:hat|hot|het|has|had)\s+(?:ihn|sie|es|den|die|das|it|them)\s+(?:[\w-]+\s+){0,3}"
    r"(?:geändert|gewechselt|gwechslet|neu\s+gemacht|changed|reset)\b)|"
    # "… the reminder for Mum's shopping — Tesco deliver it now": someone else does it now, after a dash
    r"\s[—–]\s(?=[A-Z][\w'’]*\s+(?:deliver|delivers|does|do|has|have|is|are|will|can|takes?|sends?|brings?)\b)|"
    # what someone did to it, with no comma: "el móvil de Toni que lo ha cambiado", "… q lo a cambiao"
    r"\s+(?=(?:que|q)\s+(?:lo|la|los|las|le)\s+(?:ha|a|han|he|has|hemos)\s+\w+)"
    # (or did, after a comma: "…, que lo echaron por copiar en el examen, todo eso")
    r"|,\s*(?=(?:que|q)\s+(?:lo|la|los|las|le)\s+\w+(?:aron|ieron|ó|ió)\b)"
    # a wish joined by "and": "… y no quiero q aparesca nada", "… and I don't want it showing up"
    r"|\s+(?:y|and|et|und)\s+(?=(?:no\s+quiero|i\s+don'?t\s+want|je\s+(?:ne\s+)?veux\s+pas|ich\s+(?:will|möchte)\s+nicht)\b)"
    r"|\s*(?:[,;…]|\s[—–-]\s|—|–|\s(?:stp|svp|pls|plz|please|bitte|porfa|por\s+favor)\s)\s*(?=(?:because|since|cause|cos|coz|as\s+i|it'?s|it\s+is|it\s+has|it\s+was"
    r"|he|she|they|i|i'm|i've|i'd|we|shes|hes|theyre|im|ive|weil|denn|da\s+ich|hab|habe|ich|wir|er|sie\s+(?:ist|is|hat|hot|braucht)|es\s+ist"
    # "…, the Windmill's shut for a refit till September": the thing it was for, gone or changed
    r"|the\s+[\w-]+['’]s\s+(?:shut|closed|closing|gone|over|finished|cancell?ed|moved|stopped|packed\s+in)\b"
    # "…, the lighty's been through enough", "…, the boy has learnt his lesson": what someone has been through
    r"|(?:the\s+)?[\w-]+(?:['’]s|\s+has|\s+have)\s+(?:been|had|learnt|learned|grown|suffered)\b"
    # (said without "has", as Trinidadian English says it: "the boy learn his lesson")
    r"|(?:the\s+)?[\w-]+\s+(?:learn|learnt|learned)\s+(?:his|her|their|a|the)\s+lesson\b"
    # someone who rang for it: "…, some dodgy mob rang pretending to be the ATO", "…, do rufet so Betrüger a"
    # (not "…, a place called FitLife": its name)
    r"|(?:some|a|an)\s+(?:[\w-]+\s+){0,3}(?:rang|rung|phoned|texted|emailed|called\s+(?:me|us|asking|pretending|saying))\b"
    r"|(?:da|do)\s+(?:rufe[nt]?|ruft|rufa|rüaft|rüafa|rüafend)\s"
    # "…, y a des gens qui appellent en disant …", "…, me andan llamando unos …", "…, there's people ringing …"
    r"|(?:il\s+)?y\s+a\s+(?:des\s+gens|du\s+monde|quelqu['’]un|des\s+types)\s+qui\s+(?:m['’])?(?:appell|t[ée]l[ée]phon)\w*"
    r"|(?:me\s+)?(?:andan|est[aá]n)\s+llamando\b|hay\s+(?:gente|unos|unas)\s+que\s+(?:me\s+)?llaman\b"
    r"|there['’]?s\s+(?:people|some\s+\w+)\s+(?:ringing|calling|phoning)\b"
    # who changed it: "…, die Pflegerinnen haben einen neuen gemacht", "…, the carers made a new one"
    r"|(?:die|der|das|the|los|las|les)\s+[\w-]+\s+(?:haben|hat|hot|hend|have|has|made|changed|set)\s+"
    r"(?:(?:einen|eine|ein|an?|un|una|uno)\s+)?(?:neue[nsr]?|new)\b"
    # a message the user got: "…, had a text saying my NHS number's been flagged", "…, got a text from 'Inland
    # Revenue' saying …"
    r"|(?:i\s+)?(?:had|got|received|just\s+got|just\s+had)\s+(?:a|an|this|some)\s+(?:dodgy\s+|weird\s+|strange\s+)?"
    r"(?:text|message|call|email|e-mail|letter|phone\s+call|sms|whatsapp)\b"
    # "…, el cabro ya aprendió", "…, le petit a compris", "…, der Bub hat's gelernt": the same, in other words
    r"|(?:el|la|los|las|le|les|der|die|das|da|de)\s+[\w-]+\s+(?:ya\s+aprendi[óo]|a\s+(?:compris|appris)"
    r"|hat(?:'s|\s+es|\s+draus|\s+daraus)?\s+gelernt)\b"
    # "…, wegen der Bestrahlung", "…, is nich mehr so wichtig", "…, not important anymore"
    r"|wegen\s+(?:der|dem|des|meiner|meinem|meines|meim)|is\s+nich|is\s+nicht\s+mehr|ist\s+nicht\s+mehr|not\s+important"
    r"|eso\s+(?:ya\s+)?(?:se|me|no)\s"  # "…, eso ya se me quitó"
    # who still uses it: "…, people from the running club still call it", "…, they keep texting it"
    r"|(?:[\w']+\s+){1,6}(?:still|keep|keeps)\s+(?:call|calls|calling|ring|rings|ringing|text|texts|texting|phone|phones"
    r"|message|messages|use|uses|using|send|sends|sending|writ\w+|mail\w*)\b"
    # what is no more: "…, des Konto gibt's nimmer", "…, that account doesn't exist any more", "…, n'existe plus"
    r"|(?:[\w']+\s+){0,2}gibt(?:'?s|\s+es)\s+(?:nimmer|nimma|nicht\s+mehr|net\s+mehr|ned\s+mehr|nit\s+mehr|nich\s+mehr)"
    r"|(?:[\w']+\s+){0,2}(?:doesn'?t|does\s+not)\s+exist\s+any\s*more|(?:[\w']+\s+){0,2}n['’]existe\s+plus"
    r"|(?:[\w']+\s+){0,2}ya\s+no\s+existe"
    r"|das\s+ist|no\s+hace\s+falta|pas\s+besoin|don'?t\s+need|do\s+not\s+need|no\s+need"
    # it is over: "…, des isch erledigt", "…, is eh vorbei", "…, ya está pagado", "…, c'est réglé", "…, it's sorted"
    r"|(?:des|dös|dat|es)\s+(?:isch|is|ist)\s+(?:eh\s+|jetzt\s+|iatz\s+|schon\s+|scho\s+)?"
    r"(?:erledigt|vorbei|gegessen|ausgestanden|bezahlt|zahlt)\b"
    r"|ya\s+(?:est[aá]|qued[oó])\s+(?:pagad[oa]|arreglad[oa]|resuelt[oa]|saldad[oa])\b"
    r"|c['’]est\s+(?:r[ée]gl[ée]|pay[ée]|termin[ée])\b|(?:it|that)['’]?s\s+(?:all\s+)?(?:sorted|settled|paid|done)\b"
    # a precaution: "…, por seguridad", "…, sicherheitshalber", "…, just to be safe", "…, par précaution"
    r"|por\s+(?:seguridad|precauci[oó]n|las\s+dudas)|par\s+(?:s[ée]curit[ée]|pr[ée]caution)|sicherheitshalber"
    r"|aus\s+sicherheitsgr[uü]nden|pour\s+plus\s+de\s+s[ée]curit[ée]|for\s+(?:safety|security|privacy)"
    r"|(?:just\s+)?to\s+be\s+safe|just\s+in\s+case"
    # a purpose: "…, make I no dey call am by mistake" (Pidgin "so that"), "…, so I don't …", "…, para que no …"
    r"|make\s+(?:I|e|we|dem|una)\s+(?:no\s+)?\w+|so\s+(?:that\s+)?I\s+(?:don'?t|won'?t|stop)\b|para\s+que\s+no\b"
    # "– egal wo und wie du die aufgschriebe hasch", "no matter where", "peu importe où", "da igual dónde"
    r"|egal\s+(?:wo|wie|was|ob)|no\s+matter\s+(?:where|how|what)|peu\s+importe|da\s+igual|sin\s+importar"
    # "…, eso no le importa a nadie", "…, eso es cosa mía", "…, ça regarde personne", "… Muass ned jeder wissn."
    r"|(?:eso\s+)?no\s+le\s+importa\s+a\s+nadie|a\s+nadie\s+le\s+importa"
    r"|(?:eso\s+)?(?:es|ye)\s+cosa\s+(?:m[ií]a|nuestra|de\s+nosotros)"
    # "…, es asunto de él y él se lo va a contar a los chicos", "…, it's his business"
    r"|(?:eso\s+)?(?:es|ye)\s+(?:asunto|cosa|problema|tema)\s+(?:suy[oa]|de\s+(?:él|ella|ellos|ellas|[A-ZÀ-Ý][\w'-]+))"
    # ("…, eso es cosa del guambra", "…, des isch ihre Sach", "…, c'est son affaire": whose business it is)
    r"|(?:eso\s+)?(?:es|ye)\s+(?:asunto|cosa|problema|tema)\s+(?:del|de\s+la|de\s+mi|de\s+su)\s+[\w-]+"
    r"|(?:des|dös|das|dat|es)\s+(?:isch|is|ist)\s+(?:ihre|seine|ihr|sei|deren|dessen)\s+sach[e]?\b"
    r"|c['’]est\s+(?:son|leur)\s+affaire|[çc]a\s+(?:le|la|les)\s+regarde\b"
    # (and said as a learner says it: "Delete it, is his business, not mine.")
    r"|(?:it['’]?s|that['’]?s|it\s+is|that\s+is|is)\s+(?:his|her|their)\s+(?:own\s+)?(?:business|call|thing|news)"
    r"|(?:his|her|their)\s+own\s+business"  # (Singlish: "Delete lah, his own business.")
    # Kölsch "dat jeht keiner jet aan" (that's nobody's business)
    r"|(?:dat|das|des)\s+(?:jeht|geht|gäht)\s+(?:kein\w*|kan|kaan|koan)\s+(?:jet|was|etwas|ebbes|öbbis)\s+aa?n"
    r"|[çc]a\s+(?:ne\s+)?(?:me\s+)?regarde\s+(?:personne|que\s+moi)|(?:das\s+|des\s+)?(?:geht|goht|gaht)\s+niemand\w*\s+(?:etwas|was|nix|nüt|nünt|nichts)\s+(?:an|a|un)\b"
    r"|mu(?:a|ss)\s+(?:ned|nicht|net)\s+jeder\s+wiss\w*"
    # who alone may know: "… Only me, Jory and the doctor need know.", "… Nur mein Mann soll es wissen."
    r"|only\s+(?:[\w'’]+[\s,]+){1,6}?(?:needs?|should|must|has\s+to|have\s+to|gets?\s+to|may)\s+(?:to\s+)?know"
    r"|nur\s+(?:[\w'’]+[\s,]+){1,6}?(?:soll|sollen|darf|dürfen|muss|müssen)\s+(?:es\s+|das\s+)?wissen"
    r"|quel(?:le)?s?\s+que\s+soi(?:en)?t|however\s+it'?s\s+written|wie\s+auch\s+immer|sea\s+como\s+sea"
    # "…, igual lo van a cambiar", "…, se va a vivir con nosotros", "…, brauchs nimmer", "…, de toute façon"
    r"|igual|total|de\s+todas\s+(?:formas|maneras)|de\s+todos\s+modos|anyway|sowieso|eh\s+\w+|de\s+toute\s+fa[cç]on"
    r"|se\s+(?!de\b|del\b)\w+|ya|brauch'?s|brauche?\s+ich|brauchste|brauchstes|nimmer|nicht\s+mehr"
    # Austrian "…, di brauch ma nimma", "…, des brauch i ned mehr"
    r"|(?:di|die|des|das|den|dä|de)\s+(?:brauch|bruch)\w*|brauch\s+(?:ma|i)\b"  # (Swiss "die bruch i nüme")
    # a condition or a purpose: "… — if Brenda ever sees your notes I'm toast", "…, damit sie es nie erfährt"
    # (not "…, when Kayode's birthday is": what day it is, asked for)
    r"|if|when(?!\s+[\w-]+['’]s\s)|in\s+case|otherwise|so\s+that|wenn|falls|sonst|damit|si|cuando|por\s+si|para\s+que|sino"
    r"|quand|au\s+cas\s+o[uù]|pour\s+que|sinon"
    r"|porque|ya\s+que|ya\s+no|es\s+que|ella|él|no\s+la|no\s+lo|lo\s+he|la\s+he"
    # "Eso bórralo, no quiero que Ximena lo lea", "…, I don't want Sam to see it", "…, je veux pas qu'il …"
    r"|no\s+quiero|i\s+don'?t\s+want|i\s+do\s+not\s+want|(?:je\s+(?:ne\s+)?|j['’]?)veux\s+pas|ich\s+(?:will|möchte)\s+nicht"
    r"|j\s?veux?\s+pa\b|jveux?\s+pas?\b"  # (texting: "jveu pa ke lancien traine")
    r"|(?:que|q)\s+(?:me|ya|no|se|lo|la|le|los|las|te|nos|al\s+final|total|igual|ahora|eso|esto|nunca|tampoco|además"
    r"|(?:ese|esa|este|esta|él|ella)\s+(?:ya|no|nunca|lo|la|se|me|tiene|usa|cambi))"
    # "…, que Íñigo no se entere", "…, que Yuleidis me agarró el celular"
    r"|que\s+(?-i:[A-ZÀ-Ý])[\w'-]+\s+(?:no|me|te|se|le|nos|ya|casi)\b"
    # what was done, said as the reason: "…, que llegamos a un acuerdo", "…, que ya firmé el settlement"
    r"|que\s+(?:ya\s+)?[a-záéíóúñ]{3,}(?:amos|emos|imos|aron|ieron|é|ó)\b"
    # what goes on out there: "…, que están haciendo estafas", "…, dem a hack people tax info now", "…, do san grod
    # Betrüger am Telefon unterwegs", "…, they're scamming people"
    r"|que\s+(?:están|estan|anda|andan|hay)\b|dem\s+(?:a|ah|deh|did)\s+[a-z]+|they['’]?re\s+[a-z]+ing\b"
    r"|(?:people|folk|folks|scammers|someone|somebody)\s+(?:are|is|keep|have\s+been)\s+[a-z]+ing\b"
    r"|(?:do|da)\s+(?:san|sind)\s+(?:grod|grad|gerade|jetzt|jetz|so)\b|es\s+gibt\s+(?:so|da|grad|gerade|jetzt)\b"
    r"|y['’]a\s+(?:eu|un|une|des|pus|plus)\b|il\s+y\s+a\s+eu\b"  # "…, y'a eu un report" (there was)
    r"|(?:done|did|hurt|broke|busted|knackered)\s+(?:me|my)\s+\w+|out\s+for\s+the\s+\w+"  # ("…, done me knee in")
    # "…, ahora ella se viene pa acá", "…, now she comes to us", "…, c lui qui m'apele" (texting's "c'est")
    r"|(?:ahora|now|jetzt|maintenant)\s+(?:ella|él|ellos|she|he|they|sie|er|elle|il|ils)\b|c\s+(?:lui|elle|eux|moi)\b"
    r"|ahora\s+(?:le|la|lo|les|me|se|nos)\s"  # ("…, ahora le pago x sinpe los lunes")
    r"|mit\s+(?:dem|der|ihm|ihr|dene|denen)\s+(?:bin|is|ist|san|sind)\b"  # ("…, mit dem bin i fertig")
    r"|(?:terminé|acabé|pagué|saldé|liquidé)\b"  # "… — terminé de pagarlo, …": the user's own doing, done
    # texting's "jai fini …" (j'ai), "…, le dos ca va mieux" (it is better)
    r"|jai\b|g\s+[a-zàâçéèêëîïôûù]+[ée]\b|(?:la|le|les|l['’]|mon|ma|mes)\s*[\w-]+\s+(?:ça|ca)\s+va\b"  # ("g changé")
    r"|ah\s+(?:have|has|get|got|doh|don'?t|done|go|does|did)\b"  # Trinidadian "…, ah have a pill box now" (I)
    r"|car|parce\s+que|puisque|c'est|c['’]?[ée]tait|il|elle|ils|elles|nous|on\s+(?:a|est|va|n'|ne|l'|les|la|le)|je|j'ai|j'en|jen|j'y|jl'?ai|j'l'ai"
    # "…, me lo pasaron pa julio": what others did with it
    r"|me\s+(?:lo|la|los|las)\s+\w+(?:aron|ieron)\b"
    # "…, me cambio en agosto", "…, me mudo": the user's own doing (not "…, me lo borras")
    r"|me\s+(?!lo\b|la\b|los\b|las\b|and\b|y\b|et\b|und\b|too\b)\w+"
    r"|(?:die|der|das|dass|es|des|dös|dä)\s+(?:hat|hats|hat's|ist|war|steht|stand|muss|soll|geht|läuft|lauft|braucht"
    r"|gehört|kann|darf|ham|haben|sind|goht|gaht"
    r"|hätt|hät|is)"
    # "…, de olte ghört jetzt wem ondern", "…, die alte gehört jetzt jemand anderem": whose it is now
    r"|(?:die|de|der|da|das|des)\s+[\w-]+\s+(?:gehört|ghört|gheat|ghert)\b"
    # "…, Anke und er haben sich getrennt", "…, Tom and I split up": two people's news
    # "… — Bernie texts me anyway", "…, Aunty Gadija sends a WhatsApp anyway": what happens anyway says why
    r"|(?!(?:and|or|und|y|et|the|my)\b)[^,.;!?—–]{3,60}?\b(?:anyway|anyhow|anyways)(?=\s*[.!]?\s*$)"
    # "…, mi an him nuh talk again": the user and someone, no more in touch
    r"|(?:me|mi)\s+(?:and|an)\s+(?:him|her|them|dem)\b"
    # "…, la glace est partie", "…, le tournoi est fini": what became of it, in French
    r"|(?:la|le|les|l['’]|mon|ma|mes|son|sa)\s*[\w-]+\s+(?:est|sont|était|n['’]est|a\s+été)\s+(?!à\b)"
    r"|[\w'-]+\s+(?:und|and|y|et)\s+(?:er|sie|ich|wir|he|she|i|él|ella|yo|il|elle|moi|lui)\s+(?:haben|hatten|sind|waren"
    r"|have|had|are|were|split|broke|han|se|nos|ont|sont|nous|on)\b"
    # "…, kai's gf keeps asking", "…, Tom is moving": someone doing something (not "…, dass ich was fürn
    # Blutdruck nehm": what, German "was")
    # (nor "…, what Keith got in his lump sum, …": what, asked for, in a list)
    r"|(?!(?:dass|daß|that|que|qu['’]|what|whatever|was|how|where|wie|wo|combien|cu[aá]nto)\s|(?:und|oder|auch)\s+was\s)(?:[\w']+\s+){1,2}(?:keeps|is|isn'?t|has|hasn'?t|was|wants|asked|asks|knows|said|says|doesn'?t|dosn'?t"
    r"|won'?t|can'?t|didn'?t"
    # ("— the allergist retested me …", "…, the doctor took me off them")
    r"|needs|got|moved|left|changed|\w+ed\s+(?:me|us|him|her|them)|(?:took|told|gave|put|switched)\s+(?:me|us|him|her|them)"
    r"|(?:ring|rings|call|calls|phone|phones)\s+(?:me|us|him|her|them)"  # ("…, the carers ring us theirselfs now")
    # "… – Max liest manchmal mit", "…, Paula lee mis notas", "…, Hugo lit parfois par-dessus mon épaule"
    r"|liest|weiß|weiss|will|soll|darf|kann|muss|sieht|fragt|schaut|guckt|lee|sabe|quiere|puede|mira|pregunta|lit|sait"
    r"|hat|hot"  # ("…, der uwe hat sei knie op, …": someone's news)
    # ("…, der Doktor sagt, war falscher Alarm"; Pidgin's "will": "— Iya Basira go remind me herself")
    r"|veut|peut|voit|regarde|demande|sagt|meint|dice|dijo|dit|say|go\s+(?!to\b|and\b|on\b|ahead\b)[a-z]+"
    r"|cancel\w*)"  # ("…, the docter cancelt it")
    # someone else's wish: "…, su madre no quiere que …", "…, her mom doesn't want …", "…, sa mère ne veut pas …"
    r"|(?:su|sus|sa|son|ses|his|her|their|seine?|ihre?|ma|mon|mes|my|mi|mis|meine?|mei)\s+\w+\s+(?:no|ne|doesn't"
    r"|does\s+not|will|möchte|wants?|quiere|dit|dice|dijo|says|said|sagt|meint|pense|thinks|cree|hat|hot|has|had"
    r"|spoil|spoilt|broke|broken|kaput|kaputt))\b)",  # (Singlish "…, my knee spoil already")
    re.IGNORECASE,
)


# words that only carry a message on ("Et du coup ça, tu peux l'effacer"), never what it is about
MARKER = re.compile(
    r"^\W*(?:(?:and|so|well|also|ok|okay|oh|et|du\s+coup|alors|donc|bon|bref|enfin|en\s+fait|und|na\s+ja|y|pues|entonces"
    r"|actually|eigentlich|en\s+realidad"
    r"|bueno|vale|par\s+contre|en\s+revanche|however|but|though|aber|allerdings|pero|sin\s+embargo|mais)\b[\s,]*)+",
    re.IGNORECASE,
)


_PLEASE_FIRST = re.compile(r"\s*(?:stp|svp|pls|plz|please|bitte|porfa|por\s+favor)\s", re.IGNORECASE)


_LIST_GOES_ON = re.compile(
    r",\s*(?=(?:y|and|und|et|e)\s+(?:lo|la|los|las|el|the|my|der|die|das|den|le|la|les|mi|mis|mon|ma|mes|meine?n?)\b)",
    re.IGNORECASE,
)


def _without_reason(obj: str) -> str:
    m = _REASON.search(obj)
    if m is None:
        return obj
    if not obj[: m.start()].strip() and _PLEASE_FIRST.match(obj) and _EVER_MENTIONED.match(obj[m.end() :]):
        return obj[m.end() :]  # "Olvida por favor que te hablé de ese tío": what was said, no reason
    # a reason between two things of a list: "el fijo de mamá, que ya no lo tiene, y lo de la hipoteca"
    more = _LIST_GOES_ON.search(obj, m.end())
    # (not past the reason's sentence: "…, da sind so Betrüger am Telefon. Dem Pitter seine bleibt drin, und …")
    if (
        more
        and not _lex()["forget"].find(obj[m.end() : more.start()])
        and not _SENTENCE_END.search(obj[m.end() : more.start()])
    ):
        return obj[: m.start()] + ", " + _without_reason(obj[more.start() + 1 :])
    opened = re.match(r"\s*([–—]|\s-\s)", obj[m.start() :])
    if opened:
        # a reason set apart by dashes, then more of the list: "die Nummer vom Betriebshelfer – der ist Ende Juni eh
        # weg – und wo der Jonas seine Lehre macht"
        close = re.search(r"\s[–—-]\s+(?=(?:and|und|y|et|also|auch|plus)\b)", obj[m.start() + opened.end() :])
        if close:
            rest = obj[m.start() + opened.end() + close.end() :]
            return obj[: m.start()] + ", " + _without_reason(rest)
    return obj[: m.start()]


# someone's news after the request: "Oh and Ibou says hi.", "Und Max lässt grüßen.", "Y Paula te manda saludos."
_ASIDE = re.compile(
    r"^\W*(?:(?i:oh|ah|ach|btw|by\s+the\s+way|übrigens|por\s+cierto|au\s+fait)\W+)?(?:(?i:and|und|y|et)\s+)?"
    r"[A-ZÀ-Ý][\w'-]+\s+(?i:says|said|sends|sent|asked|wants|sagt|lässt|grüßt|fragt|dice|manda|pregunta|dit|envoie"
    r"|demande|passe)\b"
)


# someone said to be something ("Er ist immer noch mein Bruder, aber …", "She's still my sister"): a remark
_SAYS_WHO_IS = re.compile(
    r"^\W*(?:he|she|they|it|er|sie|es|él|ella|il|elle)(?:\s+(?:is|are|was|ist|sind|war|es|está|est)|['’]s)\b",
    re.IGNORECASE,
)


def _added_after(text: str, verb, obj: str, people: People | None) -> list[Item]:
    """Sentences after the request's own that add to it ("Oh, and how Clara and I split the rent.", "Y lo del
    gimnasio también."): their items are part of the request."""
    at = text.find(obj, verb.end) if obj.strip() else -1
    if at < 0:
        return []
    rest = text[at + len(obj) :]
    end = re.search(r"[.!?](?:\s|$)", rest)  # only the sentences after the request's own
    out: list[Item] = []
    for sentence in sentences(rest[end.end() :] if end else ""):
        if (
            not folded_words(sentence)
            or _STAYS.search(sentence)
            or _ASIDE.match(sentence)
            or _STILL_NEEDED.search(sentence)
            or _SAYS_WHO_IS.match(sentence)
            or _ANYTHING_WRITTEN.search(sentence)
        ):
            continue  # "Wo sie ist, Zimmer und so – das darf alles bleiben": what stays is no part of the request
        # "Drei Sachen: … Dann die Schalke-Kundennummer, …": "then" goes on with the list as "and" does
        sentence = _THEN_FIRST.sub(lambda m: _THEN_AND[fold(m.group(1))] + " ", sentence)
        more = _follow_up(sentence, guess_language(sentence), people, False)
        # (a list closed by "the lot", "alles": the parts of what the request named, whatever it was, however its
        # first part opens: "Lo de la tarjeta, la cobranza, el recordatorio, todo.")
        closed = _WHOLE_TAIL.fullmatch(re.split(r",\s*", sentence.strip().rstrip(".!"))[-1].strip()) is not None
        if (more.move is not Move.ADD or closed) and _bare_list(sentence):
            # "Forget I got a CCJ, will you? The catalogue debt, the StepChange plan, all of it.": things named one
            # after another, no verb, say what the request takes in; after a matter asked whole, its parts ("todo lo
            # de la deuda del council tax … La carta de los alguaciles, el plan de pagos, …, todo.")
            more.items = items_of(sentence, people, guess_language(sentence))
            for i in more.items if closed or any(i.topic for i in items_of(obj, people)) else ():
                i.part = True
        elif more.move is not Move.ADD or _joined_only(sentence):
            continue  # a reason or an aside ("It's embarrassing.", "D'Vroni will's selber sagen und d'Resi liest mit")
        out += [i for i in more.items if i.kind is not ItemKind.POINTER]
    return out


# why, in words for anything at all: "… und i will nit, dass do irgendwo eppas steht", "I don't want anything
# written anywhere", "no quiero que quede nada"
_ANYTHING_WRITTEN = re.compile(
    r"\b(?:etwas|eppas|epps|irgendwas|was|anything|something|nothing|algo|nada|quelque\s+chose|rien)\b[^.!?]{0,30}?"
    r"\b(?:steht|stehen|stoht|written|saved|stored|lying\s+around|left|quede|aparezca|dando\s+vueltas|reste|traîne"
    r"|traine)\b",
    re.IGNORECASE,
)


def _joined_only(sentence: str) -> bool:
    """A sentence whose only adding word joins two of its clauses ("… sagen und d'Resi liest mit"), no "and …"
    opening it nor "too" in it: no more of the request."""
    hits = _lex()["add"].find(sentence)
    return bool(hits) and all(
        fold(sentence[h.start : h.end]) in ("and", "und", "y", "et", "e") and sentence[: h.start].strip(" -–—,.")
        for h in hits
    )


_THEN_FIRST = re.compile(r"^\W*(then|next|dann|danach|puis|ensuite|luego|después|despues)\b,?\s*", re.IGNORECASE)
_THEN_AND = {"then": "and", "next": "and", "dann": "und", "danach": "und", "puis": "et", "ensuite": "et"}
_THEN_AND |= {"luego": "y", "despues": "y"}
_DETERMINED = re.compile(
    r"(?:(?i:the|my|our|his|her|their|that|der|die|das|den|dem|mein\w*|unser\w*|el|la|los|las|lo|mi|mis|nuestr[oa]s?"
    r"|le|les|mon|ma|mes|notre|nos|de|da|des)\s+[\w'’-]+(?:\s+[\w'’-]+){0,3}"
    r"|(?i:d|l)['’][\w-]+(?:\s+[\w'’-]+){0,3})"  # (Austrian "D'Klinik", French "l'ordonnance")
    # and what a clause says of someone it names by their job: "the nurse that comes to the house" (Shetland "da
    # nurse at comes ta da hoose"; not "the man who sold it twice", a thing said of the matter)
    r"(?:(?:(?<=nurse)|(?<=carer)|(?<=cpn))\s+(?i:that|who|at)\s+[^,;:]{2,40})?"
)
_WHOLE_TAIL = re.compile(
    r"(?i:all\s+of\s+it|all\s+that|(?:the|da)\s+lot|everything|todo(?:\s+eso)?|tout(?:\s+ça)?|alles|das\s+ganze"
    r"|the\s+whole\s+(?:thing|lot|business|shebang)|todo\s+el\s+asunto|toute\s+l['’]affaire)"
)


def _bare_list(sentence: str) -> bool:
    """A sentence that only names things one after another ("The catalogue debt, the StepChange plan, all of it.")."""
    lex = _lex()
    if (
        lex["keep"].find(sentence, typos=False)
        or lex["only"].find(sentence, typos=False)
        or re.search(THE_REST, sentence, re.IGNORECASE)
    ):
        return False  # "The outstanding amount only, the rest keep.": which part, not more of it
    parts = [p.strip() for p in re.split(r",|\s+(?:and|und|y|et)\s+", sentence.strip().rstrip(".!")) if p.strip()]
    named = [p for p in parts if _DETERMINED.fullmatch(p)]
    return len(parts) >= 2 and len(named) >= 2 and all(p in named or _WHOLE_TAIL.fullmatch(p) for p in parts)


# a clause after the request that lets everything else be: "– der Rest über sie kann bleiben", "rest of the info on
# him is fine", "lo demás déjalo como está", "le reste, tu gardes"
# "the rest", "lo demás", "der Rest", "le reste": everything else (of what the request is about)
THE_REST = (
    r"the\s+rest|everything\s+else|all\s+the\s+rest|den\s+rest|der\s+rest|alles\s+andere|le\s+reste"
    r"|tout\s+le\s+reste|el\s+resto|lo\s+dem[aá]s|todo\s+lo\s+dem[aá]s"
)
_THE_REST_STAYS = re.compile(
    rf"(?:^|[.!?;–—-]|,)\s*(?:(?:and|but|y|pero|et|mais|und|aber)\s+)?"
    # ("…, mais gardez tout le reste le concernant", "but keep the rest", "pero deja el resto")
    r"(?:(?:keep|leave|gardez|garde|laissez|laisse|behalte|behalt|lass|deja|dejad|mantén|manten|guarda)\s+)?"
    rf"(?:{THE_REST}|rest)\b[^.!?]*[.!?]?\s*$",
    re.IGNORECASE,
)


_KEEP_VERB = re.compile(
    r"\b(?:keep|leave|gardez|garde|laissez|laisse|behalte|behalt|lass|deja|dejad|mantén|manten|guarda)\b", re.I
)


# "…, him WhatsApp too", "…, también el del WhatsApp", "…, a bei WhatsApp", "…, WhatsApp compris": the number as a
# messenger has it, which is the same number (found in every form it is written), no thing of its own
_MESSENGER_TOO = re.compile(
    r"[,;]?\s*(?:(?:and|y|et|und|also|too|también|tambien|aussi|auch|a|even|même|incluso|him|his|her|their|su|son|sa"
    r"|sein|seine|ihr|ihre|in|on|en|sur|bei|im|dans|el|la|le|del|de|the|celui|celle|des"
    r"|ooch|och|vom|von|die|den|der|das)\s+)*"  # (Saxon "ooch die vom WhatsApp")
    r"(?:whatsapp|signal|telegram|guasap|wasap|wsp)(?:\s+one)?"
    r"(?:\s+(?:compris|inclus|included|incluido|too|also|auch|aussi|también|tambien|avec|with|mit|con))?"
    r"\s*(?:[.!]?\s*$|(?=[.!]\s))",  # (up to the sentence's end, which stays: "…, ooch die vom WhatsApp. Ni …")
    re.IGNORECASE,
)


# "the lot" closing a list of parts ("the solicitor, the offer, the court date, the reminder, the lot"): every one
_THE_LOT_LISTED = re.compile(r"(?<=\w),\s*(?:and\s+)?(?:the|da)\s+lot\s*$", re.IGNORECASE)  # (Shetland "da")


# what became of a thing, said after it: "… is dead", "… ist gekündigt", "… está cancelada", "… est résiliée"
_WHAT_BECAME = re.compile(
    r"\s+(?:is|was|has\s+been|are|were|ist|war|wurde|es|está|fue|est|était|a\s+été)\s+(?:now\s+|jetzt\s+|ya\s+|déjà\s+)?"
    r"(?:dead|gone|closed|cancell?ed|lost|stolen|disconnected|switched\s+off|not\s+working|tot|weg|gekündigt|abgemeldet"
    r"|muerto|muerta|cerrad[oa]|cancelad[oa]|perdid[oa]|fermée?|résiliée?|mort|morte|coupée?)\s*$",
    re.IGNORECASE,
)


def _object_text(text: str, verb) -> str:
    after = _MESSENGER_TOO.sub("", _without_reason(text[verb.end :]))
    after = _TRAILING_VOCATIVE.sub("", after)  # ("forget all that, boss.": whom the user speaks to)
    after = _BARE_VOCATIVE.sub(_unaddressed, after)  # ("… out of everywhere mate, got a dodgy text")
    # what goes said before the verb, the rest let be after it (not "…, the rest too, delete it all")
    stays = _THE_REST_STAYS.search(after)
    if (
        stays is not None
        and (_content(text[: verb.start]) or _KEEP_VERB.search(stays.group(0)))
        and not _lex()["forget"].find(after[stays.start() :], typos=False)
    ):
        after = after[: stays.start()]
    head, sep, rest = (re.split(r"(\s*[,;:—–]\s*)", after, maxsplit=1) + ["", ""])[:3]
    said = [w for w in folded_words(_strip_fillers(head)) if w not in _FILLER_WORDS]
    if (
        sep
        and _DEMONSTRATIVES & set(said)
        and all(w in _POINTER_WORDS or w in _OF for w in said)
        and not _MORE.match(rest)
    ):
        after = head  # "Olvidate de eso, al final arreglamos por fuera": "eso", whatever the clause after says
    m = _SENTENCE_END.search(after)
    if m and folded_words(after[m.end() :]):
        after = after[: m.start()]
    said_before = [p for p in sentences(text[: verb.start]) if _content(p)]
    listing = _ALL_THEN_PARTS.match(after)
    fronted_by_dash = re.search(r"\s[—–-]\s*$", text[: verb.start]) is not None  # ("That palaver … — take all of it")
    parts = after[listing.end() :] if listing else ""
    more = re.search(r",|\b(?:and|und|y|et)\b", parts)
    # (one part named as more of it: "…, tu effaces tout, le rappel du jeudi aussi": the matter, and that part)
    one_more = listing is not None and not more and _ONE_MORE_AFTER.match(", " + after[listing.end() - 1 :]) is not None
    if said_before and listing and (more or fronted_by_dash or one_more):
        # "that letter i got in march. forget all of it, the amount, the plan, the reminder": everything about
        # what was just said, whatever parts the list names
        said = said_before[-1]
        asked = _lex()["forget"].find(said) or _negated_keeping(said)
        if asked:  # ("I'd rather you didn't keep my blood sugar stuff. Bin all of it — sensors, …": that stuff)
            said = _object_text(said, asked[0])
        else:  # ("Des mit'm Privatkonkurs is erledigt, mei Bruder hat ma g'holfen, …": the matter, not who helped)
            said = _without_reason(said)
        whole = f"{_EVERYTHING_ABOUT[guess_language(text)]} {said.strip()}"
        return f"{whole.rstrip(' ,')}, {after[listing.end() - 1 :].strip()}" if one_more else whole
    # "…, clear it from your memory, the reminder also": the pointer, then one more place of what it points to
    place_too = _PLACE_TOO.search(after)
    words = [
        w
        for w in folded_words(_strip_fillers(after[: place_too.start()] if place_too else after))
        if w not in _FILLER_WORDS
    ]  # "bórrala de todas partes"
    listed = bool(_ALL_OF_THEM.match(after))  # "Three things: …. Forget all three.": what was listed
    # ("forget about it", "olvídate de eso": what it is about is said before)
    pointer = (
        bool(words)
        and words[-1] in _POINTER_WORDS
        and (
            all(w in _POINTER_WORDS or w in _OF for w in words)
            # "efface tout ça", "delete all that" (not "everything about it": `whole`, or a topic)
            or (all(w in _POINTER_WORDS or w in _ALL_WORDS for w in words) and not _ONLY_ALL.match(after))
        )
    )
    # ("… — tua des bitte olles weg": "des alles", that all)
    pointer = (
        pointer
        or listed
        or (
            len(words) == 2
            and words[0] in _DEMONSTRATIVES | {"des", "dat"}
            and words[1] in _ALL_WORDS
            and re.search(r"[—–]\s*$", text[: verb.start]) is not None
        )
    )
    taken_up = _POINTED_BEFORE.search(text[: verb.start])
    if taken_up and words and all(w in _ALL_WORDS or w in _POINTER_WORDS or w in _OF for w in words):
        # "Lo de la platica que me prestó …, eso bórralo todo": all of what "eso" takes up
        last = re.split(r"(?<![.…])[.!?](?![.…])\s", MARKER.sub("", text[: taken_up.start()]))[-1]
        if _content(last):
            return _ANSWER_FIRST.sub("", last)
    # "Des von ihrem Besuch im Mai … – bitte löschen, alles": all of what was said before
    whole = not pointer and _ONLY_ALL.match(after) is not None
    if whole:
        last = _POLITE_END.sub("", re.split(r"(?<![.…])[.!?](?![.…])\s", text[: verb.start])[-1])
        last = re.sub(r"(?:\W|\b(?:bitte|please|por\s+favor|porfa|s'il\s+te\s+pla[iî]t|svp)\b)+$", "", last)
        if re.search(r"[–—-]", text[len(last) : verb.start]) and _content(last):
            return f"{_EVERYTHING_ABOUT[guess_language(text)]} {last}"
    said = _kept_before(text[: verb.start]) if pointer else ""
    if said:  # "Mein Nummernschild musst du dir nicht merken, lösch das": the plate
        return _without_reason(said)  # (not "…, die hat er eh bald nich mehr": why)
    # (an ellipsis goes on: "Lo que me encontró la ginecóloga, y la cita para revisarlo... no lo quiero guardado")
    before = MARKER.sub("", _NEGATED_KEEP.sub(" ", text[: verb.start]))
    # "My salary's nobody's business — please forget the figure": a word for any value takes up what came before
    generic = (
        bool(words)
        and not pointer
        and any(w in ANY_VALUE for w in words)
        and all(w in _POINTER_WORDS or w in ANY_VALUE or w in _ARTICLES for w in words)
        and not re.search(r"\d", text[: verb.start])  # ("the 650 a month I pay Tasha — don't keep that number")
    )
    said_before = re.split(r"(?<![.…])[.!?](?![.…])\s", before) if pointer or generic else [""]
    dislocated = said_before[-1]
    if generic and not dislocated.strip() and len(said_before) > 1 and len(_content(said_before[-2])) > 1:
        # "Wie viel Förderung wir letztes Jahr gekriegt haben, geht keinen was an. Lösch den Betrag": the sentence
        # before, less what says it is nobody's business
        # (and less what became of it: "Mwanaisha's old Safaricom line is dead. Remove that number": the line)
        dislocated = _WHAT_BECAME.sub("", said_before[-2].rstrip(" ,.")) + ","
    dislocated = _ANSWER_FIRST.sub("", dislocated)
    if generic:  # "… — please forget the figure"
        dislocated = _POLITE_END.sub("", dislocated)
    if re.search(r"(?:[,:;–—]|\s-{1,2}|\.\.\.|…)\s*$", dislocated) and _content(dislocated):
        # "ce que je t'ai confié sur elle en mars, oublie-le": what comes before, in its sentence
        if generic:  # "Seun, forget the number": Seun's number
            return re.sub(r"\W+$", "", dislocated) + " " + " ".join(w for w in words if w in ANY_VALUE)
        taken = re.sub(r"\s+[–—-]+\s*$", "", dislocated)  # (not the dash before the verb)
        return f"{taken.rstrip(' ,')}, {place_too.group(1)}" if place_too else taken
    last = re.split(r"[.!?]\s", text[: verb.start])[-1]
    listed_first = _MATTER_PARTS_ALL.match(MARKER.sub("", last))
    if listed_first and _lex()["topic"].find(listed_first.group(1)[:25]) and _content(listed_first.group(1)):
        # "Lo de mis nervios, cuando me dio esa wea …: los remedios, la doctora, …, todo eso bórralo": the matter
        # (not when it began), then its parts
        return f"{_WHEN_IT.sub('', listed_first.group(1))}: {listed_first.group(2)}"
    fronted = _FRONTED.search(last) or _FRONTED_WISH.search(last)
    if (
        fronted is None
        and _INFINITIVE.fullmatch(text[verb.start : verb.end])
        and (not _content(after) or _ONE_MORE_AFTER.match(after))  # (not "Drei Sachen bitte vergessen: …")
    ):
        fronted = _FRONTED_PLEASE.search(last)  # "Alles zur Pension … bitte vergessen": an infinitive asks too
    if fronted and _content(_ANSWER_FIRST.sub("", fronted.group(1))) and not _news_first(fronted.group(1)):
        # "Die Strickrunde kannst du aus dem Gedächtnis streichen, da geh ich nicht mehr hin": the Strickrunde;
        # what a dash adds after the verb belongs to it ("…vergessen – alles, auch die wöchentliche Nachfrage"),
        # and what "auch" adds after a comma ("…bitte vergessen, die Klage auch")
        added = after if re.match(r"\s*[–—-]\s", after) or _ONE_MORE_AFTER.match(after) else ""
        return _ANSWER_FIRST.sub("", fronted.group(1)) + added
    said_first = _THING_FIRST.match(last)
    if said_first and _CLITIC_END.search(text[verb.start : verb.end]) and _content(said_first.group(1)):
        # "Lo del préstamo del ICO, bórralo de tu memoria: la cantidad, la cuota, todo": the loan, all of it
        if _lex()["whole"].find(after, typos=False):
            return said_first.group(1) + (after if after.lstrip().startswith(":") else " " + after)
        return said_first.group(1)
    head = MARKER.sub("", last)
    if words and not listed and _lex()["topic"].find(head[:25]) and re.match(r"\s*[:–—]", after) and _content(head):
        # "Todo lo de la FIV fuera, por favor: la clínica, el dinero, …": the matter, then its parts
        return head.rstrip() + after
    asked_first = _MODAL_FIRST.match(MARKER.sub("", last))
    if (
        words
        and not listed
        and asked_first
        and _content(asked_first.group(1))
        and _GERMAN_INFINITIVE.fullmatch(text[verb.start : verb.end])
        and re.match(r"\s*,", after)  # (not a dash's list of its parts: "… Auto löschen — den Kredit, …")
    ):
        # "Kannst du bitte das mit Seba … vergessen, das mit der schwarzen Liste?", "kaunst bitte des mit da
        # stammtischkasa löschn, wos i ma ausborgt hob": what goes is before the verb, what follows says it again
        return asked_first.group(1)
    if words and not listed:
        return _TRACK.sub("", after)  # "stop keeping track of what I'm paid": what I'm paid
    # "Mach das bitte weg", "eso, bórralo", "Et du coup ça, tu peux l'", "…, eso no hace falta que lo guardes, bórralo"
    before = _COUNT_FIRST.sub("", MARKER.sub("", _NEGATED_KEEP.sub(" ", text[: verb.start])))
    parts = [p for p in sentences(before) if folded_words(p)]
    last = MARKER.sub("", parts[-1]) if parts else ""  # "Merci. Par contre efface-la …": "par contre" says nothing
    if len(parts) > 1 and [w for w in folded_words(last) if w not in _FILLER_WORDS]:
        pointing = _POINTER_WORDS | {"des", "dat"}  # (Alemannic, Low German "das")
        said = [w for w in folded_words(last) if w not in _VERB_WORDS or w in pointing]
        matter = next((p for p in parts[:-1] if _lex()["topic"].find(p[:25]) and _content(p)), None)
        if matter is not None and "," in last:
            # "everything about the gambling. the losses, GA, the self exclusion, the reminder. all of it gone":
            # the matter, then its parts
            return f"{matter.strip().rstrip('.!')}: {last.strip()}"
        prev = _ANSWER_FIRST.sub("", MARKER.sub("", parts[-2]))
        if (
            any(w in pointing for w in said)
            and all(w in pointing or w in _FILLER_WORDS for w in said)
            and [w for w in folded_words(prev) if w not in pointing and w not in _FILLER_WORDS and w not in _AGREEING]
        ):
            # "Mein Bausparvertrag geht dich nix an. Mach das bitte raus.": what "das" stands for, just before
            # (not "Genau das. Das soll nirgends mehr stehen": what the conversation said)
            last = prev
        return _ANSWER_FIRST.sub("", last)  # "Ich bin aus dem Chor ausgetreten. Alles, was damit zu tun hat, …"
    if len(parts) > 1 and not last.strip():
        return ""  # "Merci. Par contre efface-la": what was just said
    agreed = folded_words(_ANSWER_FIRST.sub("", before))
    agreeing = [w for w in agreed if w not in _FILLER_WORDS]  # (Asturian "Eso mesmo, ho.")
    if agreeing and all(w in _POINTER_WORDS | _AGREEING | {"des", "dat"} for w in agreeing):
        return ""  # "Jo, genau des. Weg damit": what the conversation just said
    clauses = re.split(r",\s+", before)
    told = [i for i, c in enumerate(clauses[:-1]) if _STATES & set(folded_words(c))]
    if told and [w for w in folded_words(", ".join(clauses[told[-1] + 1 :])) if w not in _FILLER_WORDS]:
        # "Mein Hausarzt hat eine neue Ordination, seine alte Telefonnummer kannst du wegschmeißen": what goes is
        # what comes after the news
        return ", ".join(clauses[told[-1] + 1 :])
    return before


_OF = frozenset({"de", "of", "about", "von", "du", "d"})
# "all of it, the amount, the plan, …", "alles, den Betrag, …", "todo, la cantidad, …", "tout, le montant, …"
_ALL_THEN_PARTS = re.compile(
    r"^\W*(?:all\s+of\s+it|all\s+of\s+that|everything|the\s+lot|alles|das\s+alles|todo(?:\s+eso)?|tout(?:\s+[çc]a)?)"
    r"(?:\s+(?:out|off|away|paa|sef|please|pls))*"  # ("take all of it out paa, the Tuesday thing …")
    r"\s*[,:—–-]\s*\w",
    re.IGNORECASE,
)
_EVERYTHING_ABOUT = {"en": "everything about", "de": "alles über", "es": "todo sobre", "fr": "tout sur"}
# "Genau das.", "Exactly that.", "Eso mismo." (Asturian "Eso mesmo."), "Exactement ça.": agreeing with what the
# conversation said
_AGREEING = frozenset(
    {"genau", "exactly", "exacto", "exactamente", "exactement", "yes", "yeah", "ja", "si", "oui", "right", "voila"}
    | {"precisement", "justo", "eben", "mismo", "mesmo", "that's", "c'est", "ca", "just", "jo"}
)
_HOW_OFTEN = frozenset(
    fold(w)
    for w in """daily weekly monthly yearly annual recurring täglich tägliche täglichen wöchentlich wöchentliche
    wöchentlichen monatlich monatliche monatlichen jährlich jährliche jährlichen diario diaria semanal mensual anual
    quotidien quotidienne hebdomadaire mensuel mensuelle annuel annuelle""".split()
)
# "Forget all three", "vergiss alle drei", "olvida los tres", "oublie les trois": the things just listed
_ALL_OF_THEM = re.compile(
    r"^\W*(?:all\s+(?:two|three|four|five|of\s+(?:them|these|those))|both(?:\s+of\s+them)?"
    r"|alle\s+(?:zwei|drei|vier|fünf)|alle\s+beide|beide|(?:los|las|todos\s+los|todas\s+las)\s+(?:dos|tres|cuatro)"
    r"|(?:tous\s+les\s+|toutes\s+les\s+|les\s+)(?:deux|trois|quatre))\W*$",
    re.IGNORECASE,
)
# Scots function words, as English writes them ("Get rid o Davie's number", "I go tae the AA", "a letter fae the
# council", "behind wi the cooncil")
_SCOTS_WORDS = {
    **dict.fromkeys(("tae", "tay"), "to"),
    **{"fae": "from", "wi": "with", "o": "of", "intae": "into", "aboot": "about", "cooncil": "council"},
    **{"aw": "all", "bein": "being", "whit": "what", "efter": "after", "dinnae": "don't", "cannae": "can't"},
    "an": "and",
    "wetin": "what",  # Nigerian Pidgin: "wetin I pay cousin Tunde for the AC"
}
# Jamaican Patois in English requests: "wah mi jus seh an wah yuh did write down" (what I just said and what you
# wrote down); "mi" is "I" only before a verb of saying or doing ("mi sister" stays "my")
_SPOKEN_UN = re.compile(r"(?<=\s)un(?=\s)")
# (opening a list's item: "…: de Tabletten, de Neurologin, …"; not "von de Gerti", a name after it)
_SPOKEN_DE = re.compile(r"(?:(?<=[,:;]\s)|^)[Dd]e(?=\s+[A-ZÄÖÜ][a-zäöüß]{2,})")
# Shetland words (Old Norse "th" said "d"): what a request says with them, in English
_SHETLAND_WORDS = {
    **{"da": "the", "dat": "that", "dis": "this", "dey": "they", "dem": "them", "dee": "you", "du": "you"},
    **{"wis": "was", "hit": "it", "aa": "all", "wir": "our", "aboot": "about", "whit": "what", "noo": "now"},
    **{"fur": "for", "wi": "with", "ta": "to", "efter": "after", "afore": "before", "yon": "that"},
}
_SHETLAND_WORD = re.compile(r"(?i)\b(?:" + "|".join(_SHETLAND_WORDS) + r")\b(?!['’-]\w{2,})")
# (two of them at least, each not a word of plain English: "da", "dat", "dey", "dee", "wis", "hit's", "aa", "wir")
# (one of them Shetland's own: Hawaiian Pidgin says "dat" and "da" too, "Forget dat Malia stay hapai")
_SHETLAND_OWN = frozenset("wis dee wir aa whit aboot noo efter afore".split()) | {"hit's", "hit’s"}
_SHETLAND_MARK = re.compile(
    r"(?i)\b(?:da|dat|dis|dey|dem|dee|wis|aa|wir|whit|aboot|noo|efter|afore|hit['’]s|hit(?=\s+wis\b|\s*[.!?]?$))\b"
)
_PATOIS_WORDS = {
    **{"wah": "what", "yuh": "you", "jus": "just", "seh": "said", "mi": "I", "did write": "wrote"},
    **{"fi mi": "for me", "nuh": "don't", "di": "the", "tek": "take"},
}
_PATOIS_WORD = re.compile(
    r"\b(?:wah|yuh|jus|seh|did\s+write|fi\s+mi|nuh|tek|di(?=\s+[a-z]{3,})"
    r"|mi(?=\s+(?:jus|just|seh|did|tell|tel|neva|never|cyaan|nuh|waan|haffi|pay|owe|borrow|run|get|need|set|sen|send"
    r"|go|gone|done|have|got|tek|put|move|change|call|buy|sell|know|tink|see|hear|stop|start|fix|find|lose|lost)\b))\b",
    re.IGNORECASE,
)
_SCOTS_TOO = re.compile(r"\btae(?=\s*(?:[.!?,;]|$))")
_SCOTS_WORD = re.compile(
    r"\b(?:tae|tay|fae|wi|intae|aboot|cooncil|aw|bein|whit|efter|dinnae|cannae|wetin"
    r"|o(?=\s+(?:it|that|the|him|her|them|my|ma|[A-Z]\w+)\b)"
    # "an that bet wi Davie L", "an Heike's number": "and" (the article comes before a vowel: "an hour", "an MRI")
    r"|an(?=\s+(?:[b-df-gj-np-tv-z]|[B-DF-GJ-NP-TV-Z][a-z]|H[a-z]+['’]s\b)))\b"
)
# English of the North, Ireland and Australia: "me" for "my" in a list ("the zumba reminder, me inhaler"), not "me too"
_ME_MY = re.compile(
    r"(?<=[,:;]\s)me\s+(?!(?:too|neither|either|and|or|please|pls)\b)(?=[a-z]{3,})"
    # "what's wrong with me dad", "me mam's number": "me" before whom it names is "my" anywhere
    r"|\bme\s+(?=(?:dad|da|mam|mum|ma|nan|nana|gran|granda|grandad|brother|sister|son|daughter|husband|wife|fella"
    r"|lad|lass|bairns?|kids?|boss|mate|mates|partner|missus|auntie|uncle|cousin)(?:['’]s)?\b)",
    re.IGNORECASE,
)
# a count said before a list: "Three things: …", "Drei Sachen: …", "Tres cosas: …", "Trois choses : …"
_COUNT_NUMBER = r"\b(?:[2-9]|" + "|".join(w for n in range(2, 6) for w in COUNT_WORDS[n]) + r")\b"
_COUNT_SOME = (
    r"(?:a\s+few|a\s+couple|(?:a\s+)?couple\s+of|several|some|ein\s+paar|einige|paar|algunas|unas|varias|quelques"
    r"|plusieurs)"
)
_NUMBER_WORDS = {w: n for n, words in COUNT_WORDS.items() for w in words}


def _count_said(text: str) -> int | None:
    """How many things a message opening with a count says it lists ("Drei Sacha: …" -> 3)."""
    m = re.search(_COUNT_NUMBER, text[:60], re.IGNORECASE)
    if m is None:
        return None
    w = m.group(0).casefold()
    return int(w) if w.isdigit() else _NUMBER_WORDS.get(w)


def _a_plain_afterthought(item: Item) -> bool:
    """An item that names nothing of its own kind: no attribute, place, topic, owner or named thing."""
    return (
        item.kind is ItemKind.GENERAL
        and item.attribute is None
        and not item.places
        and not item.topic
        and item.owner.kind in ("none", "pronoun", "user")
    )


_COUNT_THINGS = (
    # (said small or quick: "Three wee things …", "zwei kleine Sachen", "deux petites choses")
    r"(?:(?:wee|little|small|quick|kleine|kurze|petites|pequeñas)\s+)?"
    r"(?:things|thing|tings|ting|thins|bits|sachen|sachn|sochn|sache|sacha|dinge|kleinigkeiten|cosas|coses|cositas|cosillas|choses|trucs|bricoles"
    r"|affaires)"
)
_COUNT_FIRST = re.compile(
    # (any few words before a colon: "Three things, my 'ansum: …", "Trois choses, s'il te plaît : …")
    rf"^\W*(?:[^\W\d]+\s*[,!]\s*){{0,2}}{_COUNT_NUMBER}\s+{_COUNT_THINGS}\b[^:\n]{{0,24}}:\s*"
    # (or, after an interjection or two: "Wepa, tres cositas: …", "ok so 3 things: …")
    r"|^\W*(?:(?:ok|okay|so|right|well|alright|also|bueno|pues|alors|bon)\b[\s,]*|[^\W\d]+\s*[,!]\s*){0,2}"
    rf"(?:{_COUNT_NUMBER}|{_COUNT_SOME})\s+{_COUNT_THINGS}"
    # (a word for whom it is said to: "Three things, pet: …", "Zwee Sachen, Kumpel: …")
    r"(?:\s*,?\s+(?:pls|plz|please|bitte|bitt?e?sch[öo]n|bitte\s+sch[öo]n|porfa|por\s+favor|stp|svp|pet|love|luv|hinny"
    r"|mate|pal|duck|hun|hon|b'y|bab|kumpel|schatz|gell|gelle|mija|mijo|mi\s+amor|mon\s+chou|ma\s+belle))?\s*[:,.–—-]\s*",
    re.IGNORECASE,
)
# what asks kindly, said right before the verb: "… — please forget it", "…, bitte vergiss es"
_POLITE_END = re.compile(
    r"(?:\b(?:please|pls|plz|kindly|just|bitte|por\s+favor|s'il\s+te\s+pla[iî]t|s'il\s+vous\s+pla[iî]t|stp|svp)\s*)+$",
    re.IGNORECASE,
)
_ARTICLES = frozenset("the a den die der das el la le l".split())
# a word for a value of any kind: "the figure", "la cifra", "den Betrag", "le montant"
ANY_VALUE = frozenset(
    "figure figures amount sum number numbers betrag summe zahl zahlen cifra cifras cantidad importe chiffre chiffres"
    " montant somme".split()
)
# (not "it": "ah forget it, Teresa already booked something" is "never mind")
_ALL_WORDS = frozenset({"todo", "toda", "alles", "all", "everything", "tout", "toute", "lot"})
# a thing said first, then a pronoun taking it up before the verb ("…, eso bórralo", "…, das löschst du")
# a matter, a colon, its parts and "all that" before the verb: "Lo de mis nervios: los remedios, …, todo eso bórralo"
_MATTER_PARTS_ALL = re.compile(
    r"^\W*([^:]+?)\s*:\s*([^:]+?,[^:]+?),?\s*(?:todo\s+eso|todo\s+esto|all\s+(?:of\s+)?that|the\s+lot|tout\s+[çc]a"
    r"|tout\s+cela|das\s+alles|des\s+alles|alles)\s*$",
    re.IGNORECASE,
)
# when a matter began, said after it: "…, cuando me dio esa wea arriba de la grúa y tuve que bajar"
_WHEN_IT = re.compile(r",\s*(?:cuando|when|quand|lorsque|als|wo)\b.*$", re.IGNORECASE)
_POINTED_BEFORE = re.compile(r"[,;:–—]\s*(?:eso|esto|das|dat|des|dies|that|this|ça|ca|cela)\s*$", re.IGNORECASE)
_DEMONSTRATIVES = frozenset({"das", "that", "this", "eso", "esto", "ca", "cela", "dies"})
# what goes on after a pointer and a comma to add to it: "forget that, and my number too"
_MORE = re.compile(r"(?i:and|und|y|e|et|also|plus|auch|también|aussi|as\s+well|too)\b")


def _news_first(text: str) -> bool:
    """A piece of news before what goes ("Mein Hausarzt hat eine neue Ordination, seine alte Nummer …")."""
    clauses = re.split(r",\s+", text)
    return any(_STATES & set(folded_words(c)) for c in clauses[:-1])


# a verb that makes a clause a piece of news ("Mein Hausarzt hat eine neue Ordination"), not a thing to forget
_STATES = frozenset(
    "is are was were has have had hat haben ist sind war waren habe tiene tienen está están ha han fue ont est sont"
    " était".split()
)


# an answer to the assistant's question before what the message says: "Non, au contraire : …", "Sí. Oye, …"
_ANSWER_FIRST = re.compile(
    r"^\s*(?:(?:no|non|nein|nee|yes|yeah|oui|sí|si|ja|jo|joa|aye|ar|ok|okay|bueno|bon|alors|so|oye|mira|écoute|hör\s+mal"
    r"|au\s+contraire"
    r"|im\s+gegenteil|al\s+contrario|on\s+the\s+contrary|anyway|en\s+fait|also|either\s+way|in\s+any\s+case"
    r"|jedenfalls|sowieso|de\s+todas\s+formas|de\s+todos\s+modos|en\s+tout\s+cas|de\s+toute\s+fa[çc]on)\b[\s,.:;!]*)+",
    re.IGNORECASE,
)


def answer_apart(text: str) -> str:
    """The text without the yes, no or "so" it opens with ("Jo, genau dat." is "genau dat.")."""
    return _ANSWER_FIRST.sub("", text)


# all of it, and nothing else, after the verb: "– bitte löschen, alles.", "- please delete, all of it."
_ONLY_ALL = re.compile(
    r"^\W*(?:alles|all(?:\s+of\s+it)?|everything|the\s+(?:whole\s+)?lot|todo|tout|toute)\W*$", re.IGNORECASE
)
_POINTER_WORDS = frozenset(
    {"das", "that", "it", "this", "those", "these", "them", "eso", "esto", "esos", "esas", "los", "las", "ca", "cela"}
    | {"lo", "la", "le", "les", "dies", "diese", "um", "em", "dat"}  # (Pidgin "erase um", "wipe em", Ruhr "dat")
    | {"die", "den", "des"}  # (German "… Frau Doktor, mach die fort": that one; Hessian "des": das)
)
# German puts what goes first and the verb last: "Den ganzen Ärger mit der Hausverwaltung kannst du jetzt vergessen"
# (spoken without "du": "Hanne ehr Telefonnummer kannst vergeten")
_FRONTED = re.compile(
    r"^(.*?\w.*?)(?:\s*,\s*(?:die|der|das|dat|des|den|dä|et))?\s+(?:(?:kannst|könntest|darfst|sollst|musst|kann|könnt"
    r"|dürft)\s+(?:du|ihr)\b"
    r"|(?:kannst|könntest|darfst|sollst|musst|kannste|kannstes)\b|kanns\s+de\b)"  # (Kölsch "die kanns de
    # fottschmieße"; Saxon "kannste löschen")
    r"(?:\s+(?:jetzt|bitte|auch|einfach|ruhig|gern|gerne|mal|aus|dem|deinem|gedächtnis|dir|wieder|endlich|ja|doch"
    r"|getrost|eh|schon|nun|dann|echt|gleich|sofort|komplett|ganz|überall|alles|nicht|ni|nich|ned|nit|mehr"
    r"|a|glei|grad|scho|oafach))*\s*$",  # (Austrian "kannst a glei …": auch gleich)
    re.IGNORECASE,
)
# "Kannst du bitte …", "kaunst bitte …", "Könntest du mal …": a German ask, what goes before the verb at the end
_MODAL_FIRST = re.compile(
    r"^\W*(?:kannst|kaunst|kannste|könntest|kenntest|kunntest|magst)\b(?:\s+(?:du|de|bitte|bitt|mal|ma|vielleicht|schnell))*"
    r"\s+(.+?)\s*$",
    re.IGNORECASE,
)
_GERMAN_INFINITIVE = re.compile(
    r"vergessen|vergess'?n|löschen|löschn|lösche|loeschen|streichen|entfernen|rausnehmen|rausnehma|wegmachen",
    re.IGNORECASE,
)
# German asks with an infinitive at the end: "Alles zur Pension bitte vergessen", "Die Nummer bitte löschen"
_INFINITIVE = re.compile(r"(?:vergessen|löschen|loeschen|streichen|entfernen|rausnehmen)", re.IGNORECASE)
_FRONTED_PLEASE = re.compile(r"^(.*?\w.*?)\s+(?:bitte|bittschön|bitteschön)(?:\s+(?:einfach|mal|auch|ganz))*\s*$", re.I)
# "…, die Klage auch": one more thing, said after the verb
_ONE_MORE_AFTER = re.compile(
    # (Scots and Northern "an a'", "an' all", Geordie "an aal": too)
    r"^\s*,\s*[^,.;!?]{1,60}(?:\b(?:auch|ooch|och|too|also|también|aussi)|\s(?:an['’]?|and)\s+(?:a['’]|aw|all|aal))\s*[.!]?(?:\s|$)",
    re.IGNORECASE,
)
# "Tout ce qui concerne le bébé …, je préfère que tu l'oublies", "Lo del juicio, prefiero que lo borres"
# (the object said first, taken up by a pronoun: "tu l'oublies", "que lo borres"; not "je voudrais que tu oublies …")
_FRONTED_WISH = re.compile(
    r"^(.*?\w.*?)[,;]\s+(?:je\s+(?:préfère|préférerais|voudrais|veux|aimerais)\s+(?:bien\s+)?qu(?:e\s+|['’])"
    r"|(?:prefiero|preferiría|quiero|querría)\s+que\s+)"
    r"(?:tu\s+)?(?:l['’]|les\s+|le\s+|la\s+|lo\s+|los\s+|las\s+)\s*$",
    re.IGNORECASE,
)
# a thing said first, taken up by the verb's pronoun ("Lo del préstamo del ICO, bórralo …")
# (a word said to the listener may come between: "Todo lo de la cofradía, arsa, bórralo todo")
_THING_FIRST = re.compile(
    r"^\s*((?i:lo|todo\s+lo)\s+(?i:del?|de\s+la|de\s+los|de\s+las)\s+[^,;:]+?)\s*(?:[,;:]"
    r"(?:\s*[^\W\d_]{2,10}\s*[,;:])?)?\s*$"  # (or with no comma: "Lo de que está preso borralo todo")
)
_CLITIC_END = re.compile(r"(?:lo|la|los|las)$", re.IGNORECASE)
_TRACK = re.compile(r"^\s*(?:track|tabs)\s+(?:of|on)\s+", re.IGNORECASE)
# "you don't need to know …", "… musst du dir nicht merken", "no hace falta que sepas …", "tu n'as pas besoin de
# savoir …", and what asks it ("can you", "anymore"): around what it is about, they say nothing of it
_NEGATED_KEEP = re.compile(
    r"\b(?:you\s+)?(?:don'?t|do\s+not|no\s+longer)\s+(?:need\s+to\s+|have\s+to\s+)?"
    r"(?:know|remember|keep|store|save|track|log|record|note)\b"
    r"|\b(?:des\s+|das\s+)?(?:musst|brauchst|muesch|muescht|bruchsch)\s+(?:du\s+)?(?:dir\s+)?(?:(?:das|des|es|alles)\s+)*"
    r"(?:nicht|ned|nit|ni|nich|net)\s+(?:mehr\s+)?(?:zu\s+)?(?:merken|wissen|speichern|merke|wisse)\b"
    # "Jens' Handynummer brauchste ni mehr": you need it no more
    r"|\b(?:brauchste|brauchstes|brauchst\s+du)\s+(?:(?:das|des|es|die|den)\s+)?(?:(?:nicht|ned|nit|ni|nich|net)\s+mehr|nimmer)\b"
    r"|\bno\s+(?:hace\s+falta|necesitas)\s+(?:que\s+)?(?:(?:lo|la|los|las)\s+)?"
    r"(?:sepas|saber|recordar|recuerdes|guardar|guardes|tengas|apuntes|apuntar)\b"
    r"|\b(?:tu\s+)?n'?as\s+pas\s+besoin\s+de\s+(?:savoir|retenir|garder)\b"
    # "no quiero que te acuerdes de que …", "I don't want you to know …", "je ne veux pas que tu saches …",
    # "bitte nirgends mehr speichern", "I'd rather you stopped keeping track of …"
    r"|\bno\s+quiero\s+que\s+(?:te\s+acuerdes|recuerdes|sepas|guardes|tengas(?:\s+guardad[oa]s?)?"
    r"|quede[n]?\s+guardad[oa]s?)(?:\s+de)?(?:\s+que)?\b"
    r"|\b(?:i\s+)?(?:don'?t|do\s+not)\s+want\s+you\s+(?:to\s+)?(?:know|remember|keep|keeping|store|have)\b"
    r"|\bje\s+ne\s+veux\s+(?:pas|plus)\s+que\s+tu\s+(?:te\s+souviennes(?:\s+de)?|saches|gardes|retiennes)\b"
    r"|\b(?:bitte\s+)?nirgend(?:s|wo)\s+(?:mehr\s+)?(?:speichern|aufschreiben|notieren|aufheben)\b"
    # "… no lo quiero guardado", "… je ne le veux pas", "… will ich nicht gespeichert haben"
    r"|\bno\s+(?:lo|la|los|las)\s+quiero\b|\bje\s+ne\s+(?:le|la|les)\s+veux\s+pas\b|\bwill\s+ich\s+nicht\b"
    r"|\b(?:stop|stopped)\s+(?:keeping(?:\s+track\s+of)?|holding\s+on\s*to|tracking)\b"
    # "prefiero que no lo tengas guardado", "je préfère que tu ne le gardes pas"
    r"|\b(?:prefiero|preferiría|prefereixo)\s+que\s+no\s+(?:(?:lo|la|los|las|me)\s+)*"
    r"(?:tengas|guardes|recuerdes|sepas|apuntes)(?:\s+guardad[oa]s?|\s+apuntad[oa]s?)?\b"
    r"|\bje\s+préf[eè]re(?:rais)?\s+que\s+(?:tu|vous)\s+ne\s+(?:(?:le|la|les|l['’])\s*)?"
    r"(?:gardes|gardiez|retiennes|reteniez|notes|notiez)\s+pas(?:\s+que)?\b"
    # "My salary's nobody's business", "geht niemanden was an", "no es asunto de nadie", "ne regarde personne"
    r"|(?:'s|\s+is)\s+nobody'?s\s+business\b|\s+(?:geht|goht|gaht)\s+niemand(?:en)?\s+(?:was|etwas|nix|nüt|nünt|nichts)\s+(?:an|a|un)\b"
    r"|\s+geht\s+(?:dich|di)\s+(?:nix|nichts|nischt|nüt|nünt)\s+an\b|\s+geht\s+(?:keen|keinen|keenen)\s+(?:was\s+)?an\b"
    r"|\s+no\s+es\s+asunto\s+de\s+nadie\b|\s+ne\s+regarde(?:nt)?\s+personne\b"
    r"|\b(?:anymore|any\s+more|mehr|can\s+you|could\s+you|kannst\s+du|puedes|tu\s+peux)\b",
    re.IGNORECASE,
)


def _kept_before(before: str) -> str:
    """What a sentence before the verb says to forget, without its "you don't need to know" ("" when nothing)."""
    if not _NEGATED_KEEP.search(before):
        return ""
    rest = _NEGATED_KEEP.sub(" ", before)
    return rest if [w for w in folded_words(rest) if w not in _FILLER_WORDS and w not in _STOP] else ""


def _content(text: str) -> list[str]:
    return [w for w in folded_words(text) if w not in _STOP and w not in _FILLER_WORDS]


def _notes_write(word: str) -> bool:
    """The notes being read write the word, and it is a name of a thing rather than an everyday word of several
    ("san": the savings circle they keep; not "match", a football match or a marriage match)."""
    notes = NOTES_WRITE.get()
    return notes is not None and notes.written(word) and len(word) <= 4 and commonness(word) < 5.5


def _vague(obj: str) -> bool:
    lex = _lex()
    words = _content(obj)
    if not words:
        return False  # nothing after the verb: a pointer to the conversation
    hits = lex["vague"].find(obj)
    if not hits:
        return False
    if any(len(folded_words(obj[h.start : h.end])) > 2 for h in lex["pointers"].find(obj, typos=False)):
        return False  # "all that stuff I was telling you about": what the conversation said
    covered = {w for h in hits for w in folded_words(obj[h.start : h.end])}
    rest = [
        w
        for w in words
        if w not in covered
        and w not in {"me", "mi", "moi", "mich", "sabes", "know", "weisst", "sais", "lequel", "which"}
    ]
    if len(rest) == 1 and (concepts.named_in(obj) or commonness(rest[0]) < 4.0 or _notes_write(rest[0])):
        # "all the job-hunting stuff", "the Kestrel stuff", "the san stuff" (a word the notes write): it names what
        return False
    return len(rest) <= 1 and not lex["attributes"].find(obj)


# ------------------------------------------------------------------------------------------ items


# "(that) I ever mentioned him", "I ever brought that man up", "dass ich den je erwähnt hab", "que te hablé de
# ese tío", "que je t'ai parlé de lui": everything about whom it names
_EVER_MENTIONED = re.compile(
    r"^[\s,]*(?:(?:bitte|please|por\s+favor|s['’]il\s+te\s+pla[iî]t)[\s,]+)?(?:that\s+|dass\s+|que\s+)?(?:"
    r"i\s+(?:ever\s+|even\s+)?(?:mentioned|talked\s+about|told\s+you\s+about|brought\s+up)\s+(?P<a>.+?)"
    r"|i\s+(?:ever\s+|even\s+)?brought\s+(?P<b>.+?)\s+up"
    r"|ich\s+(?P<c>.+?)\s+(?:(?:je|jemals|überhaupt|mal|einmal|irgendwann)\s+)*erwähnt\s+(?:hab|habe|hatte)"
    r"|(?:te\s+)?(?:hablé|mencioné)\s+(?:de|a)\s+(?P<d>.+?)"
    r"|je\s+(?:t['’]ai|vous\s+ai)\s+(?:parlé\s+de|mentionné)\s+(?P<e>.+?)"
    r")(?P<rest>\s*[–—-].*)?\s*[.!?]*\s*$",
    re.IGNORECASE,
)
# "that man", "ese tío", "ce type", "den Typen": someone just talked about
_THAT_ONE = re.compile(
    r"^(?:that|this)\s+(?:man|woman|guy|lady|dude|fella|person|bloke)$|^(?:ese|esa)\s+(?:tío|tía|tipo|hombre|mujer)$"
    r"|^(?:ce|cette)\s+(?:type|mec|homme|femme|bonne\s+femme)$|^(?:den|diesen|die|diese)\s+(?:typen|mann|frau|kerl)$",
    re.IGNORECASE,
)


def _ever_mentioned(text: str) -> str:
    """A clause saying the user spoke of someone, as everything about them (the rest of the piece kept)."""
    m = _EVER_MENTIONED.match(text)
    if m is None:
        return text
    who = next(g for g in m.group("a", "b", "c", "d", "e") if g is not None).strip()
    who = "him" if _THAT_ONE.match(who) else who
    return f"everything about {who}{m.group('rest') or ''}"


# "sobre Tegan y las maquinitas del pub: las deudas, …", "lo d mi hermano el chus y la maria q le encontraron …":
# someone, then a thing of theirs that a list of its parts follows, or that a clause says was theirs
_SOMEONE_AND_THING = re.compile(
    r"\b(?P<lead>about|sobre|über|sur|lo\s+de|lo\s+d)\s+(?P<who>(?:(?:my|mi|mein|meine|mon|ma)\s+)?"
    r"(?:[\w'-]+\s+(?:el|la)\s+)?[\w'-]+)\s+(?:and|y|und|et)\s+(?P<thing>(?:the|las?|los|el|die|den|das|les?)\s+"
    r"[^:,.;]{2,40}?)"
    r"(?P<tail>\s*:|\s+(?:q|que|qu['’])\s+(?:le|les|lui|ihm|ihr)\b"
    # (or a list of its parts closed by "and all that": "sur Maman et le curateur, la justice et tout ça")
    r"|(?=,[^.;:!?]{0,60}\b(?:et\s+tout\s+ça|and\s+all\s+that|y\s+todo\s+eso|und\s+so\s+weiter)\b)"
    # (or the verb right after it: "lo de mi mamá y el prestamista ese del mercado, borrá eso")
    r"|(?=\s*,\s*(?:borr|delet|forget|lösch|losch|effac|olvid|quit|remov|wipe|take)\w*))",
    re.IGNORECASE,
)
_OF_WHOM = {"about": "of", "sobre": "de", "über": "von", "sur": "de", "lo de": "de", "lo d": "de"}


def _theirs_joined(text: str, people: People | None) -> str:
    """ "… sobre Tegan y las maquinitas del pub: …" -> "… sobre las maquinitas del pub de Tegan: …": one matter of
    someone the notes name, not everything about them and a matter of nobody's."""

    def whose(m: re.Match) -> str:
        name = m.group("who").split()[-1]
        if fold(name) not in REL_OF and (people is None or not people.all_named(name)):
            return m.group(0)  # (someone the notes name, or by what they are to the user: "sur Maman et …")
        of = _OF_WHOM.get(re.sub(r"\s+", " ", m.group("lead").lower()), "of")
        return f"{m.group('lead')} {m.group('thing')} {of} {name}{m.group('tail')}"

    return _SOMEONE_AND_THING.sub(whose, text)


# who cares for someone, by their job: "da nurse at comes ta da hoose"
_CARING = frozenset(
    "nurse carer enfermera enfermero infirmière infirmiere infirmier krankenschwester pflegerin pfleger".split()
)
# someone by their role, then what they do: "the nurse that comes to the house", "la abogada que lleva el caso"
_WHOM_BY_WHAT_THEY_DO = re.compile(
    r"^(\s*(?i:the|da|my|mi|mon|ma|le|la|el|der|die|den|mein\w*)\s+([^\W\d_]+))\s+"
    r"(?i:that|who|at|wo|die|der|que|qui)\s+\S"
)


# what closes a list as "alles" does, said only there: South Tyrolean "olls", Austrian "ois"
_LIST_CLOSER = {"olls": "alles", "ois": "alles", "olles": "alles"}


# the illness said of a matter's parts, no other illness: "mon fer dans le sang : la maladie, les saignées, …"
_THE_ILLNESS = frozenset(
    "maladie illness disease sickness condition krankheit erkrankung leiden enfermedad enfermedá".split()
)


def _colon_apart(piece: str) -> list[str]:
    """ "dem Zittern: de Tabletten" -> ["dem Zittern:", "de Tabletten"] (the colon stays with what it opens)."""
    lead, colon, rest = piece.partition(":")
    if any(w in REL_OF for w in folded_words(lead)):
        return [piece]  # (someone and what befell them: "… Kully et son mari qui est parti : le divorce, …")
    if colon and folded_words(lead) and _DETERMINED.fullmatch(rest.strip()) and not re.search(r"\d\s*$", lead):
        return [lead + ":", rest.strip()]
    return [piece]


def _closed_by_whole(text: str) -> bool:
    """A sentence with a colon whose list ends with "all of it" ("… : a, b, c, olls.")."""
    for sentence in sentences(text):
        if ":" in sentence:
            last = re.split(r",\s*|\s+(?:and|und|y|et)\s+", sentence.strip().rstrip(".!"))[-1].strip()
            return _WHOLE_TAIL.fullmatch(_LIST_CLOSER.get(fold(last), last)) is not None
    return False


def items_of(text: str, people: People | None, lang: str | None = None) -> list[Item]:
    """The items a phrase names ("my passport number and my date of birth" -> two)."""
    lex = _lex()
    lang = lang or guess_language(text)
    text = _ever_mentioned(text)
    text = _WHAT_PAID.sub(lambda m: _HOW_MUCH[fold(m.group(0)).split()[0]], text)
    text = _PLACE_COMPOUND.sub(lambda m: f"{m.group(1)} {m.group(2)}" if places_in(m.group(2)) else m.group(0), text)
    added_at = [
        (k, h) for k in PLACES for h in lex[f"place:{k}"].find(text, typos=k == "reminders") if _as_well(text, h)
    ]
    added = frozenset(k for k, _ in added_at)
    # (a place said in a clause of its own: "…, le rapel aussi", "auch die Erinnerungen dazu"; not "the salon
    # reminder too", a thing of that place named by its own words)
    apart = frozenset(k for k, h in added_at if not _own_words_around(text, h))
    whole = bool(lex["whole"].find(text, typos=False))
    dass = _DASS_OPEN.search(text) is not None
    text = _strip_fillers(text)
    text = _WHERE_IT_LIES.sub(lambda m: m.group("a") or m.group("b"), text)  # the key's line says where it is
    if _TOLD_ABOUT.search(text):  # "was ich vorhin über Maik und die Bewerbung gesagt hab": the telling closes it
        text = _TOLD_CLOSER.sub("", text)
    hits = lex["topic"].find(text)
    topic = bool(hits) or _ends_topic(text)
    text = _theirs_joined(text, people)
    pieces = _joined([p for p in _SPLIT.split(text) if p and p.strip()], text, people, dass)
    # (a list closed by "olls": no thing of its own, "… die Erinnerungen, olls.")
    pieces = [p for p in pieces if fold(p.strip(" .!")) not in _LIST_CLOSER] or pieces
    if _closed_by_whole(text):
        # "das mit meiner Krankheit, dem Zittern: de Tabletten, de Neurologin, …, alles": the matter, then its first
        # part (a thing of its own, as the next ones are), not one thing of both
        # (a matter said as one, "Todo lo del lío con el casero: la subida, …", stays whole with its parts)
        pieces = [q for p in pieces for q in ([p] if lex["topic"].find(p.partition(":")[0]) else _colon_apart(p))]
    out: list[Item] = []
    at = 0
    parts_of: Item | None = None  # a topic whose parts a colon lists ("…: la abogada, las ofertas, todo")
    dashed_of: Item | None = None  # a matter whose parts a dash lists
    for piece in pieces:
        at = max(text.find(piece, at), at)
        if parts_of is not None:
            continue
        # "my personal email, my cell number, and everything about the mortgage": only what follows the words
        # that make it a topic is one
        before = bool(hits) and len(pieces) > 1 and at + len(piece) <= hits[0].start
        # "el móvil de Ainhoa, lo de la cuota del remo y el curso de punción seca": in a list of things, "lo de"
        # names one matter, not the next thing (but "lo de mi ansiedad y las citas con la psicóloga" is one)
        listed = len(pieces) > 2 or _COUNT_FIRST.match(text) is not None
        past = bool(hits) and _one_matter(hits[0].entry) and hits[0].end <= at and listed
        if out and fold(piece.strip(" ,.;:!?")) in _VOCATIVES:
            continue  # "…, love?", "…, lad.": whom the user speaks to, no thing
        if out and _I_MEAN.search(piece):
            continue  # "the bit about me making chouchen at home, the mead I mean": the same thing, said again
        if out and out[-1].kind is ItemKind.RECALL and _THAT_ONE.match(piece.strip(" ,.;:!?")):
            continue  # "everything I told you about Dani and that guy": who else what was told is about
        if (
            out
            and (whom := _WHOM_BY_WHAT_THEY_DO.match(piece))
            and (fold(whom.group(2)) in REL_OF or fold(whom.group(2)) in _CARING)
        ):
            piece = whom.group(1)  # "da nurse at comes ta da hoose": the nurse, what she does says which
        item = _item(piece, people, topic and not before and not past)
        if item is None:
            continue
        told = _COLON.split(piece, maxsplit=1)[0]
        if told != piece and _TOLD_CLAUSE.match(told):
            # "Des mit'm Markus, dass er seit Februar drin sitzt wegen da Rauferei: da Anwalt, de Besuche, …": the
            # matter a clause tells, what the colon lists being its parts (not a lawyer of his own)
            head = _item(told, people, True)  # (all of it: its parts are listed)
            if head is not None and head.kind is ItemKind.GENERAL:
                head.places |= item.places
                piece, item, parts_of = told, head, head
        ones = item.owner.kind == "name" or (item.owner.kind == "relation" and ONES_OF.search(piece))
        if out and item.kind is ItemKind.GENERAL and _the_one(item) and out[-1].attribute and ones:
            # "... et celui d'Inès", "… y el de mi viejo", "and my brother's" (not "and my brother")
            item.kind, item.attribute, item.words = ItemKind.FACT, out[-1].attribute, []
        theirs = out and item.kind is ItemKind.GENERAL and out[-1].attribute and item.words and _THE_ONE_OF.match(piece)
        if theirs:
            # "le montant de ma pension, celui de mon assurance-vie": the same thing, of the assurance-vie (whose it
            # is, said: "die von Dr. Petersen", not the one before's)
            item.kind, item.attribute = ItemKind.FACT, out[-1].attribute
            item.words = [w for w in item.words if w not in TITLE_WORDS] or item.words  # (the name, not "Dr.")
        if (
            out
            and not item.owner
            and item.kind is ItemKind.FACT
            and not _OF_A_THING.search(piece)
            and not theirs
            and not (item.words and out[-1].owner.kind in ("name", "pronoun") and _WHAT_SOMEONE.match(out[-1].text))
        ):
            # "my sister's address and phone number" (not "y la matrícula del coche"; nor "what Keith got in his lump
            # sum, and the season ticket card number": whose a thing of its own is, not said)
            item.owner = out[-1].owner
        if out and item.owner.kind == "pronoun" and out[-1].owner.kind in ("name", "relation"):
            item.owner = out[-1].owner  # "Anna's address and her birthday"
            if out[-1].kind in (ItemKind.RECALL, ItemKind.GENERAL) and not out[-1].words and not out[-1].attribute:
                out[-1] = item  # "Lo que te conté de Julien y su baja": his leave, what was told of him
                continue
        if out and not item.places and another(piece):
            item.places = out[-1].places  # "the florist reminder and the RSVP one"
        if out and item.places and item.kind is ItemKind.POINTER and not item.owner:
            if whole:  # "forget all of it, the amount, the plan, the reminder": the reminder as well
                added |= item.places
                continue
            out[-1].places |= item.places  # "lo del dentista, el recordatorio y la nota": where, not another thing
            continue
        if out and _ONLY.match(piece) and item.attribute and any(o.attribute == item.attribute for o in out):
            continue  # "Forget the kiné's address, only the address": the same thing, said again to limit it
        if out and _INCLUDING.match(piece) and item.kind is not ItemKind.FACT and _names_a_place(piece):
            continue  # "…, including that guest info page you made": one more place it goes from, no thing
        if out and item.kind is ItemKind.GENERAL and _AMOUNT_ONLY.match(piece) and not _AMOUNT_ONLY.match(pieces[0]):
            continue  # "die schulden bei meiner schwster, die 1500 euronen": how much it is, not another thing
        if out and out[-1].topic and item.kind is ItemKind.GENERAL and _FOR_IT.search(piece):
            continue  # "Des mit meinen Essproblemen und dass i wieder zu wem hingeh deswegen": part of that matter
        if out and (same := _apposition(out[-1], item, piece, people)) is not None:
            out[-1].owner = same  # "le numéro du déménageur, Piron": the mover is Piron, one thing
            continue
        item.part = dashed_of is not None and item.kind is ItemKind.GENERAL
        lead = (_LIST_LEAD if not out else _COLON).split(piece, maxsplit=1)[0]
        if item.topic and lead != piece and lex["topic"].find(lead):
            head = _item(lead, people, True)
            if head is not None and ":" not in piece[: len(lead) + 3]:
                # "Alles zu Ricos Zockerei – die Wetten, die Automaten, … – alles raus": all of it, then its parts
                # (their words say more of it: "the co-founder dispute - the lawyer, the mediation")
                head.places |= item.places
                out.append(head)
                dashed_of = head
                part = _item(_LIST_LEAD.split(piece, maxsplit=1)[1], people, topic)
                if part is not None and part.kind is ItemKind.GENERAL and (part.words or part.owner):
                    part.part = True
                    out.append(part)
                continue
            # (not "Quita dos cosas: lo de … y lo del alquiler": two things) "tout ce qui touche à Kevin :
            # l'ordonnance, la plainte, son adresse, tout": all of him, what the list names being parts of it
            # (and "tout ce qui concerne mon fer dans le sang : la maladie, les saignées, …, tout": all of the matter,
            # its parts listed, "la maladie" no illness of every other line)
            if head is not None and (
                (head.owner.kind == "name" and not head.words)
                or (
                    head.words
                    and head.owner.kind in ("user", "none")
                    and _closed_by_whole(text)
                    and (
                        set(_content(piece.partition(":")[2])) <= _THE_ILLNESS
                        # (or a thing every such matter has: "des mit minra Epilepsie: d'Tabletta, …, alls", the
                        # epilepsy's tablets, no tablet of another matter)
                        or all(commonness(w) >= 3.0 for w in _content(piece.partition(":")[2]))
                    )
                )
            ):
                head.places |= item.places
                item = head
            parts_of = item
        out.append(item)
    colon = next((n for n, item in enumerate(out) if ":" in item.text), None)
    if colon is not None and colon + 1 < len(out) and _closed_by_whole(text):
        # "des mit meim Rücken: der Bechterew, die Spritzen, der Doktor in Meran, die Kontrollen, …, olls": a matter,
        # then what of it goes, closed by "all of it": its parts (also after a matter said twice: "tout ce qui
        # concerne mon foie, l'histoire de l'hépatite: les comprimés, le spécialiste, …, tout")
        for item in out[colon + 1 :]:
            item.part = item.part or item.kind is ItemKind.GENERAL
    for item in out:
        # "vergiss das alles, auch die Erinnerungen dazu": everywhere, the reminders too (not a place's thing named
        # by its own words: "And take off the salon reminder too")
        item.places -= added if not [w for w in item.words if w not in _STOP] else apart
    for first, then in zip(out, out[1:], strict=False):
        # "l'adresse et le téléphone de Monique", "la dirección y el teléfono de Rosa": whose, said once after both
        if (
            first.kind is ItemKind.FACT
            and then.kind is ItemKind.FACT
            and not first.owner
            and not first.words
            and then.owner.kind in ("name", "relation")
            and _OF_AFTER.search(then.text)
            and re.search(re.escape(first.text) + r"\s*(?:et|and|y|und|e)\s+" + re.escape(then.text), text)
        ):
            first.owner = then.owner
    return out


# a German telling whose verb closes the clause ("was ich vorhin über Maik … gesagt hab"), and that verb
_TOLD_ABOUT = re.compile(
    r"\b(?:was|wat)\s+ich\s+(?:dir\s+)?(?:(?:grad|gerade|eben|vorhin|vorher|neulich)\s+(?:über|von|vom)|über)\s",
    re.IGNORECASE,
)
_TOLD_CLOSER = re.compile(
    r"\s+(?:gesagt|erzählt|verzählt|gsagt|geschrieben)(?:\s+(?:hab|habe|hatte|han|hob))?(?=\s*(?:[,.;!?]|$))",
    re.IGNORECASE,
)
_WIPE_CLEAN = re.compile(r"\b(wipe|scrub)\s+(it|that|this|them|dat|dem|di\s+\w+)\s+clean\b", re.IGNORECASE)
_EVEN_FR = re.compile(r"(?<![\w-])même\s+(?=(?:le|la|les|l['’]|ce|ces|ça|sa|son|ses|mon|ma|mes)\b)")
_TOLD_CLAUSE = re.compile(r"\s*(?:dass|daß|that|que|qu['’])\s", re.IGNORECASE)
# whose a thing is, said after it: "le téléphone de Monique", "el teléfono del Chino", "die Nummer vom Kalle"
_OF_AFTER = re.compile(r"\s(?:de|del|du|des|d['’]|von|vom|of)\s*\S", re.IGNORECASE)


_WHAT_SOMEONE = re.compile(r"\s*(?:and\s+)?(?:what|was|lo\s+que|ce\s+que)\s+(?-i:[A-ZÀ-Ý])", re.IGNORECASE)


_PLACE_TOO = re.compile(
    r",\s*(?:and\s+)?((?:the|its|that|el|la|le|die|den|das)\s+(?:reminders?|recordatorios?|rappels?|erinnerung(?:en)?)"
    r"\s+(?:also|too|as\s+well|también|tambien|aussi|auch))\s*[.!]?\s*$",
    re.IGNORECASE,
)


_I_MEAN = re.compile(
    r"\b(?:i\s+mean|je\s+veux\s+dire|quiero\s+decir|o\s+sea|ich\s+mein(?:e)?|mein(?:e)?\s+ich)\s*[.!]?\s*$", re.I
)
# what opens a list of a matter's parts: a colon ("… Kevin : l'ordonnance, …"), a dash ("Ricos Zockerei – die
# Wetten, …")
_LIST_LEAD = re.compile(r"\s*:\s*|\s+[–—]\s+|\s+-\s+")
_COLON = re.compile(r"\s*:\s*")


# what points back to the matter just named: "deswegen", "because of it", "por eso", "à cause de ça"
_FOR_IT = re.compile(
    r"\b(?:deswegen|deshalb|darum|dafür|because\s+of\s+(?:it|that)|for\s+(?:it|that)|por\s+eso|por\s+ello"
    r"|pour\s+[çc]a|à\s+cause\s+de\s+[çc]a)\b",
    re.IGNORECASE,
)


# what opens one matter only (not "everything about …", which reaches what the sentence goes on to list)
# how people address the assistant at the end of a request: after a comma at its very end ("…, boss."), those of
# English; as a piece of its own, any of them
_ENGLISH_VOCATIVES = (
    "love",
    "luv",
    "lad",
    "pet",
    "duck",
    "chuck",
    "hun",
    "hon",
    "mate",
    "boss",
    "our kid",
    "pal",
    "brah",
    "b'y",  # (Newfoundland: boy, mate)
    "hinny",  # (Geordie: honey)
    "bab",  # (Brummie: babe)
    # Cornish "my bird", "my 'ansum" (handsome), "my lover"; "would 'ee" (would you), a kind ask
    "my bird",
    "my 'ansum",
    "my ansum",
    "my lover",
    "my handsome",
    "would 'ee",
    "would you",
    "like",  # (Irish, Geordie: a filler closing what was said, "Leave the rest of his stuff, like.")
    "mind",  # (West Country, Northern: "Leave the rest of his stuff, mind.")
)
# (Welsh "butt", Jamaican "mon", "fam", Uruguayan "bo", Rioplatense "che", Styrian "oida", "heast", Canarian "chacho")
_OTHER_VOCATIVES = (
    "butt",
    "bro",
    "mon",
    "fam",
    "bo",
    "che",
    "oida",
    "heast",
    "chacho",
    "mi niño",
    "wa",
)  # (Berlin "wa")
_TRAILING_VOCATIVE = re.compile(
    r",\s*(?:" + "|".join(v.replace(" ", r"\s+") for v in _ENGLISH_VOCATIVES + _OTHER_VOCATIVES) + r")\s*(?=[.!?]|$)",
    re.I,
)
# one said with no comma before it, closing a clause: "take me tax file number out of everywhere mate, …" (not "my
# mate", "his best mate", "Kev's mate", "the lad", "I love")
_BARE_VOCATIVE = re.compile(r"(?:(?<=\S)|^)(\s*)(\S+)\s+(?i:mate|pal|bro|luv|love|hun|bab|lad|b'y)\s*(?=[,.!?;]|$)")
# a word of address right after a verb's particle, closing the clause: "take that out love.", "get it off mate"
_PARTICLE_VOCATIVE = re.compile(
    r"\b((?i:out|off|oot|aff))\s+(?:"
    + "|".join(v.replace(" ", r"\s+") for v in _ENGLISH_VOCATIVES + _OTHER_VOCATIVES)
    + r")\s*(?=[,.!?;]|$)",
    re.I,
)
# a capitalised word inside a sentence, right before "de"/"of": a name of several words goes on ("Ejército de …")
_NAME_GOES_ON = re.compile(r"(?<=[^\W\d_])[ ,']*\s(?:del?\s+|la\s+|el\s+|the\s+)?[A-ZÀ-Ý][^\W\d_]{2,}\s+$")
_B_Y = re.compile(r"\s*(?<!\w)[Bb]['’][Yy](?!\w)")
_NOT_ADDRESSING = frozenset(
    """my me mi his her their our your yer ya yo the a an this that old best good new first true little big dear
    work school flat room team i you we they he she and or of to with for about""".split()
)


def _unaddressed(m: re.Match) -> str:
    """A bare vocative dropped, when the word before it is not one that makes it someone spoken of."""
    before = m.group(2)
    if fold(before) in _NOT_ADDRESSING or re.search(r"(?i)['’]s?$|s'$", before):
        return m.group(0)
    return m.group(1) + before


_VOCATIVES = frozenset(_ENGLISH_VOCATIVES + _OTHER_VOCATIVES) | {
    "la",
    "me duck",
    *("mijo", "mija", "parce", "parcero", "pata", "causa", "mon chou", "ma belle", "kumpel", "schatz"),
    *("mi amor", "mi vida", "mi reina", "mi cielo", "gell", "gelle"),
}


def _one_matter(entry: str) -> bool:
    """The topic words name one matter of a list ("des mit dem …" as "des mit")."""
    return entry in _ONE_MATTER or any(entry.startswith(m + " ") for m in _ONE_MATTER)


_ONE_MATTER = frozenset(
    fold(m)
    for m in """lo de|lo del|el lío de|el lío del|die sache mit|die geschichte mit|die gschicht mit|den ärger mit
    |der ärger mit|den streit mit|das theater mit|das mit|des mit|l'affaire de|l'affaire du|l'affaire des|l'histoire du
    |l'histoire des|cette histoire de|cette affaire de""".replace("\n    ", "").split("|")
)
# a sum alone, said after a thing: "…, die 1500 euronen", "…, the £200", "…, les 300 balles"
_AMOUNT_ONLY = re.compile(
    r"^\W*(?:(?:the|die|der|das|den|la|las|el|los|les|le|those|these|diese|esos|esas|ces)\s+)?"
    r"[$€£]?\s?[0-9][0-9.,' ]*\s?(?:[kK]\b)?\s?(?:[$€£]|[^\W\d_]+)?\W*$"
)


def _names_a_place(text: str) -> bool:
    """Whether a text names a place things are kept (a reminder, a note, a page you made), however it adds it."""
    return bool(_MADE_FOR_ME.search(text)) or any(_lex()[f"place:{k}"].find(text, typos=False) for k in PLACES)


_INCLUDING = re.compile(
    r"^\W*(?:including|incl\.?|plus|also|inklusive|inkl\.?|auch|samt|einschließlich|incluso|incluidos?|incluidas?"
    r"|y\s+compris|aussi)\b",
    re.IGNORECASE,
)


def _apposition(before: Item, item: Item, piece: str, people: People | None) -> Owner | None:
    """A bare name right after someone named by their relation, who is that relation (or none other): the same
    person said twice ("the number of my mover, Piron", "ma sœur, Claire"); whose the one thing is (None: not so)."""
    if before.owner.kind != "relation" or item.owner.kind not in ("name", "none") or item.kind is not ItemKind.GENERAL:
        return None
    if people is None or not all(w[:1].isupper() for w in piece.strip(" ,.;!?").split()):
        return None
    last = unpossessive(piece.strip(" ,.;!?").split()[-1])
    if item.owner.kind == "none":
        # "die Nummer von der Anwältn, Frau Hornik": their name misspelt ("Hornig"), who is that relation
        close = [
            p
            for p in people.with_relation(before.owner.word)
            if any(SequenceMatcher(None, fold(last), fold(n)).ratio() >= 0.8 for n in p.name.split() if len(n) >= 4)
        ]
        return Owner("name", close[0].first) if len(close) == 1 else None
    p = people.named(last)
    if p is None or (p.relations and before.owner.word not in p.relations):
        return None
    full = piece.strip(" ,.;!?")
    # "the recruiter's number, Sophie Lentz" beside a colleague Sophie Wagner: the name as said, whole
    return Owner("name", full) if " " in full and fold(full) == fold(p.name) else item.owner


_ONLY = re.compile(
    r"^\W*(?:only|just|nur|bloß|blos|lediglich|solo|sólo|solamente|únicamente|unicamente|seulement|uniquement|juste)\b",
    re.IGNORECASE,
)
# a thing the item belongs to, said with it: "la matrícula del coche", "the number of the car", "die Nummer vom Auto"
_OF_A_THING = re.compile(
    r"\b(?:del|de\s+(?:la|los|las|l'|mi|mis|nuestro|nuestra|mon|ma|mes|notre|nos)|du|des|of\s+(?:the|my|our)"
    r"|vom|von\s+(?:der|dem|meinem|meiner|unserem|unserer))\s+[^\W\d_]",
    re.IGNORECASE,
)
_ANOTHER = re.compile(r"\b(?:one|ones|uno|una|celui|celle|eine[nrms]?)\b", re.IGNORECASE)


def another(text: str) -> bool:
    """ "the RSVP one", "a Kestrel one", "celle de l'escalade": one more of the same kind."""
    return bool(_ANOTHER.search(text))


_OF_SOMEONE_END = re.compile(
    r"\b(?:von|mit|with|between|zwischen|de|d['’]|entre|con|avec|of)\s+(?:(?:der|dem|den|the|la|el|le)\s+)?"
    r"[A-ZÀ-Ý][^\W\d_]+\s*$"
)
_SOMEONE_ONLY = re.compile(r"\s*(?:(?:dem|the|el|le)\s+)?[A-ZÀ-Ý][^\W\d_]+\s*")


def _of_the_two(before: str, piece: str, people: People | None) -> bool:
    """ "… von der Steffi" and "dem Jochen": someone the notes know, and a second one with them."""
    return (
        _OF_SOMEONE_END.search(before) is not None
        and people is not None
        and people.named(before.split()[-1]) is not None
        and _SOMEONE_ONLY.fullmatch(piece) is not None
    )


def _joined(pieces: list[str], text: str, people: People | None, dass: bool = False) -> list[str]:
    """The pieces that each name something; a piece that names nothing on its own stays with the one
    before it ("salt and pepper", "Dana & Luis"). `dass`: the text opened a German "dass" clause."""
    if len(pieces) < 2:
        return pieces
    out: list[str] = []
    for p in pieces:
        if out and (
            _CLAUSE_OPEN.search(out[-1])
            and _CLAUSE_GOES_ON.match(p)
            or _RELATIVE.match(p)
            and not _after_and(text, out[-1], p)
            or dass
            and _DASS_GOES_ON.match(p)
            or _SUBJECT_BEGUN.search(out[-1])
            and _THEIR_VERB.search(p)
            # "die Trennung von der Steffi und dem Jochen": the two of one matter, not two things
            or _of_the_two(out[-1], p, people)
        ):
            # "the stretch when I crashed and got signed off": one clause going on, not two things
            start = text.find(out[-1])
            end = text.find(p, start + len(out[-1])) + len(p) if start >= 0 else -1
            out[-1] = text[start:end] if start >= 0 and end > start else f"{out[-1]} {p}"
        elif out and not _names_something(p, people) and not _content_named(p):
            start = text.find(out[-1])
            end = text.find(p, start + len(out[-1])) + len(p) if start >= 0 else -1
            out[-1] = text[start:end] if start >= 0 and end > start else f"{out[-1]} {p}"
        else:
            out.append(p)
    if out and not _names_something(out[0], people) and not _content_named(out[0]) and len(out) > 1:
        lead = text.find(out[1])
        if _only_pointing(pieces[0]) and lead > 0 and len(out) == 2 and _A_THING.match(out[1]):
            # "Get rid of it, all of it, the appointment too": what was just talked of, and one more thing (not "all
            # that, the lender, the number": its parts; not "forget it, Teresa already booked something": why)
            return [text[:lead].rstrip(" ,;"), *out[1:]]
        return [text]
    return out


def _topic_before(before: str, people: People | None, lang: str) -> str:
    """The sentence before a vague request that names a matter whole ("everything about …"), if one does."""
    for part in sentences(before):
        if _lex()["topic"].find(part) and any(i.topic for i in items_of(part, people, lang)):
            return part
    return ""


def _matter_before(before: str, people: People | None, lang: str) -> str:
    """The sentence before "bin it" that names a matter of someone's ("that business with our Tyler and the spray
    paint …"), if the message opens with one."""
    said = sentences(before)
    if len(said) != 1 or not _ALL_ABOUT.search(said[0]):
        return ""
    told = _without_reason(said[0])  # (not "…, when the old bill collared him": when)
    items = _their_matter(_without_appositions(_without_reasons(items_of(told, people, lang), told)), people)
    return told if len(items) == 1 and items[0].words and items[0].owner.kind in ("name", "relation") else ""


def _only_pointing(piece: str) -> bool:
    """ "it", "all of it", "that": a piece that only points back at what was said."""
    ws = folded_words(piece)
    return bool(ws) and ws[-1] in _POINTER_WORDS and all(w in _POINTER_WORDS or w in _ALL_OF for w in ws)


_ALL_OF = frozenset({"all", "of", "alles", "todo", "tout"})
_A_THING = re.compile(
    r"\W*(?:the|my|his|her|their|our|die|der|das|den|dem|mein\w*|el|la|los|las|mi|mis|le|les|mon|ma|mes|l['’])\s",
    re.IGNORECASE,
)


def _after_and(text: str, before: str, piece: str) -> bool:
    """`piece` follows `before` after "and" ("the Maguire wedding and that I gave Shannon a bonus"): a thing of
    its own, no relative clause of what came before."""
    start = text.find(before)
    end = text.find(piece, start + len(before)) if start >= 0 else -1
    return (
        end > start >= 0 and re.fullmatch(r"\s*(?:and|und|y|et)\s*", text[start + len(before) : end], re.I) is not None
    )


# a relative clause about what comes before ("den Pillen, die ich morgens schlucke", "the pills that I take")
_RELATIVE = re.compile(
    r"^\s*(?:die|der|das|den|dem|deren|dessen|que|qui|that|which|who)\s+(?:ich|wir|i|we|je|j'|yo|nous)\b"
    r"(?![^,;.]*\b(?:dir|dich|euch|you|te|toi|t'|vous)\b)",  # (not "die ich dir gegeben hab": what was told)
    re.IGNORECASE,
)
# a clause of its own ("when I crashed") that a verb after "and" goes on with ("got signed off", "lost my job")
_CLAUSE_OPEN = re.compile(
    r"\b(?:when|where|after|before|while|since|that|als|nachdem|wo|cuando|donde|quand|lorsque|où)\s+"
    r"(?:i|we|he|she|they|ich|wir|er|sie|yo|je|j'|nous|il|elle)\b[^,;]*$",
    re.IGNORECASE,
)
# a "that" clause whose subject has just begun, and its verb in the plural after "and": "lo de que mi hermana y su
# marido se están separando", "that my brother and his wife are splitting up" (one thing, two people in it)
_SUBJECT_BEGUN = re.compile(r"\b(?:que|that|qu['’])\s+(?:mi|my|ma|mon|mes|mis|ta|tu|la|el|le|the)\s+\w+\s*$", re.I)
_THEIR_VERB = re.compile(r"\b(?:se\s+)?(?:est[aá]n|han|son|van|are|were|have|sont|ont|vont|se\s+sont)\b", re.IGNORECASE)
# a German "dass" clause, its verb last, that "und" goes on with ("dass meine Privatschüler bar und unversteuert
# zahlen"; not "… und die Nummer von Uta")
_DASS_OPEN = re.compile(r"\b(?:dass|daß)\b[^,;]*(?:[,;][^,;]*)?$", re.IGNORECASE)
_DASS_GOES_ON = re.compile(
    r"^(?!\s*(?:dass|daß|mein\w*|dein\w*|sein\w*|ihr\w*|unser\w*|die|der|das|den|dem|des)\b)\s*(?:\S+\s+){0,3}"
    r"[a-zäöüß]+(?:en|t)\W*$",
    re.IGNORECASE,
)
_CLAUSE_GOES_ON = re.compile(
    r"^\s*(?:got|get|went|had|was|were|did|made|ended|became|fell|lost|quit|moved|left|broke|\w{3,}ed)\b",
    re.IGNORECASE,
)


def _content_named(piece: str) -> bool:
    """A piece that says what it is about in words of its own ("the bit about preferring texts"), or by an
    abbreviation ("Die OP", "the MRI", "la IVF")."""
    if any(t.text.isupper() and t.text.isalpha() and 2 <= len(t.text) <= 6 for t in tokens(piece)):
        return True
    return sum(1 for w in _content(piece) if len(w) >= 4 and w not in _FUNCTION_EXTRA) >= 1


_FUNCTION_EXTRA = {
    "told",
    "gave",
    "said",
    "sent",
    "di",
    "dije",
    "dit",
    "gesagt",
    "ai",
    "parle",
    "both",
    "beide",
    "beides",
    "dos",
    "deux",
    "ambos",
    "bit",
    "part",
    "aber",
    "pero",
    "mais",
    "but",
    "whole",
    "ganze",
    "ganzen",
    "entire",
}
# "the RSVP one", "celle de Théo", "nur die alte": words for one of several, said without what it is
_ONE = {
    "celui",
    "celle",
    "ceux",
    "celles",
    "one",
    "ones",
    "el",
    "la",
    "los",
    "las",
    "der",
    "die",
    "den",
    "dem",
    "the",
} | {
    "uno",
    "una",
    "eine",
    "einen",
    "das",
    "l'",
}


# words for a girl or a boy that are kin only with whose they are ("wor lass", "me lad")
_KIN_ONLY_WHEN_MINE = frozenset({"lass", "lassie", "lad", "laddie"})


# the same thing of someone else's, said without its name: "my brother's", "el de mi hermano", "die von meinem
# Bruder", "celui de mon frère"
ONES_OF = re.compile(
    r"['’]s?\s*$|^\W*(?:(?:the\s+one|el|la|los|las|lo)\s+de|(?:die|der|das|den)\s+(?:von|vom|meine[rs]?|deine[rs]?)"
    r"|(?:celui|celle|ceux|celles)\s+(?:de|du|des|d(?=['’])))(?:\b|(?=['’]))",
    re.IGNORECASE,
)


# "celui de mon assurance-vie", "el de la hipoteca", "the one for the car": the thing said before, of another
_THE_ONE_OF = re.compile(
    r"^\W*(?:(?:celui|celle|ceux|celles)\s+(?:de|du|des|d['’])|(?:el|la|los|las)\s+de(?:l)?\s|the\s+one\s+(?:for|of)\s"
    r"|(?:die|der|das|den)\s+(?:vom|von\s+der|von\s+dem|von)\s)",  # ("die vom Kalle Jung": his one)
    re.IGNORECASE,
)


def _the_one(item: Item) -> bool:
    """Nothing said of it but that it is one ("celui d'Inès"), or whose by a title ("Aunty Yemi's")."""
    return all(w in _ONE or (item.owner.kind == "name" and w in REL_OF) for w in item.words)


def _in_a_matter(piece: str, hit) -> bool:
    """An attribute's word inside the name of a matter ("Fenna's school trip": the trip, not her school)."""
    from .concepts import named_in

    word = piece[hit.start : hit.end]
    own = {c.name for c in named_in(word)}
    # "le psy de l'école", "the school's psychologist", "the workers comp claim": the word closing a matter's
    # name (another matter than its own: "comp" alone is pay)
    before = re.search(r"((?:[^\W\d_]+(?:['’]|\s+)){1,4})$", piece[: hit.start])
    if before is not None:
        said = folded_words(before.group(1) + word)
        if any(
            len(p) > 1 and p[-1] == said[-1] and tuple(said[-len(p) :]) == tuple(p)
            for c in named_in(before.group(1) + word)
            if c.event and c.name not in own  # (a kind of number is one: "booking number" asks for the number)
            for p in c.names
        ):
            return True
    if own:
        return False
    after = re.match(r"[\s-]*([^\W\d_]+)", piece[hit.end :])
    return after is not None and bool(named_in(word + " " + after.group(1)))


# French "mal de dos", "mal au genou", "mal à la tête": the pain, no German "mal" (said after it)
_OF_A_PAIN = re.compile(r"\s+(?:de|du|des|d['’]|au|aux|à)\b", re.IGNORECASE)


def _strip_fillers(text: str) -> str:
    for h in sorted(_lex()["fillers"].find(text, typos=False), key=lambda h: -h.start):
        # keep "and"/"y"/"et": they join items
        if fold(text[h.start : h.end]) in ("and", "y", "et", "und"):
            continue
        if fold(text[h.start : h.end]) == "out" and re.search(r"\bway\s*$", text[: h.start], re.I):
            continue  # "my way out of Canut" is what goes, not "throw it out"
        if fold(text[h.start : h.end]) == "mal" and _OF_A_PAIN.match(text, h.end):
            continue  # French "mon mal de dos" (back pain), no German "mal"
        if " " not in h.entry and len(fold(text[h.start : h.end])) > len(fold(h.entry)) + 1:
            continue  # a word of its own that only begins like a filler: "noches" is no "noch"
        text = text[: h.start] + " " + text[h.end :]
    text = re.sub(r"\s+", " ", text).strip(" ,.;:!?¿¡-")
    return re.sub(r"\s+(?:and|und|y|et)$", "", text, flags=re.IGNORECASE)  # ("des mit meim Knie und ois drum rum")


def _ends_topic(text: str) -> bool:
    ws = folded_words(text)
    return bool(ws) and ws[-1] in {fold(t) for t in TOPIC_TAILS}


def _names_something(piece: str, people: People | None) -> bool:
    lex = _lex()
    if lex["attributes"].find(piece) or lex["relations"].find(piece) or _THAT.match(piece):
        return True
    if any(t.text[:1].isupper() and (people is None or people.named(t.text)) for t in tokens(piece)[1:]):
        return True
    if people is not None and any(t.text[:1].isupper() and people.named(t.text) for t in tokens(piece)):
        return True
    if _ends_topic(piece) or re.match(
        r"^\s*(?:celui|celle|ceux|el|la|los|las|der|die|den)\s+(?:de|d'|del|von|vom)\b", piece, re.I
    ):
        return True
    if re.match(r"^\s*(?:lo|todo\s+lo)\s+(?:del?|de\s+la)\s+(?-i:[A-ZÀ-Ý]{2,6})\b", piece, re.I):
        return True  # "lo del CDT": a thing by its name
    return len(_content(piece)) >= 1 and bool(re.search(r"\b(?:my|mein\w*|mi|mis|mon|ma|mes)\b", piece, re.I))


# "Mateo's asthma attack at school": where something happened, not the school asked for
_AT_WHERE = re.compile(
    r"\b(?:at|in|from|en|à|au|im|in\s+der|an\s+der|bei|desde|dans)\s+(?:the|la|el|l'|der|die|dem|his|her|my)?\s*\Z",
    re.IGNORECASE,
)


def _where_it_was(text: str, hit) -> bool:
    """An attribute's word that only says where the thing asked about happened, after other words naming it; or
    "school" as whom something was said to ("the excuse I gave school"), with no word saying whose it is."""
    at = _AT_WHERE.search(text, 0, hit.start)
    if at is not None and len(_content(text[: at.start()])) >= 2:
        return True
    said = _content(text[: at.start()]) if at is not None else []
    if (
        len(said) == 1
        and commonness(said[0]) < 4.8
        and said[0] not in REL_OF
        and not _lex()["attributes"].find(said[0])
    ):
        return True  # "the arrears at the school": a thing of its own, no word of anyone's or of an attribute
    if _ATTR_OF.get(hit.entry) is BY_NAME.get("phone") and _BY_PHONE.search(text, 0, hit.start):
        return True  # "what Perrin called me on the phone": how it was said, no number
    if _ATTR_OF.get(hit.entry) is BY_NAME.get("phone") and _PHONE_THING.match(text, hit.end):
        return True  # "that old phone bill", "la factura del móvil": a thing the phone names, no number
    if _ATTR_OF.get(hit.entry) is not BY_NAME.get("school"):
        return False
    before = re.search(r"([\w'’]+)\W*\Z", text[: hit.start])
    return before is not None and not _WHOSE_SCHOOL.fullmatch(before.group(1))


# "on the phone", "am Telefon", "por teléfono", "au téléphone": how something was said
_BY_PHONE = re.compile(r"\b(?:on|over)\s+the\s*\Z|\b(?:am|per|übers|por|al|au|par)\s*\Z", re.IGNORECASE)


_PHONE_THING = re.compile(
    r"\s+(?:bills?|contract|plan|company|provider|insurance|case|charger|screen|repair|rechnung|vertrag|tarif"
    r"|versicherung|factura|contrato|tarifa|seguro|facture|forfait|contrat|assurance)\b",
    re.IGNORECASE,
)


# what can stand right before "school" when it is someone's school ("my school", "Leo's school", "goes to school")
_WHOSE_SCHOOL = re.compile(
    r"(?i:my|his|her|their|our|your|the|which|what|to|at|new|old|mein\w*|sein\w*|ihr\w*|unser\w*|die|der|den|dem|welche\w*"
    r"|mi|mis|su|sus|tu|la|el|del|de|al|qué|cu[aá]l|nuevo|nueva|mon|ma|son|sa|leur|notre|votre|quelle?|nouvelle|l|d)"
    r"|[\w-]+['’]s?|[A-ZÀ-Ý][\w-]*s",
)


# between a thing and whose it is: "le solde de ma visa", "el saldo de mi cuenta", "der Stand von meinem Konto"
# between a code and the card it opens: "de PIN von da Sparkassen-Karte", "the PIN of my bank card", "el PIN de la
# tarjeta del BCR" (of, an article or a possessive, and a word or two naming which card)
_OF_WHICH_CARD = re.compile(
    r"\s*(?:of|on|for|von|vom|für|de|del|du|des|d['’]|sur|pour|para)\s*"
    r"(?:(?:the|my|her|his|their|our|der|die|das|da|de|dem|den|meiner|meine|meinem|mein|seiner|ihrer|unserer|la|le"
    r"|l['’]|el|mi|mis|ma|mon|sa|son|su|sus|notre)\s+)?(?:[^\W\d_][\w'’-]*\s+){0,2}",
    re.IGNORECASE,
)
_OF_THE = re.compile(
    r"\s*(?:de|du|des|del|d'|von|vom|der|of|on|en|sur|auf)\s*(?:(?:la|le|l'|el|the|my|mon|ma|mes|mi|mis|meine[mnrs]?|mein)\s*)?",
    re.IGNORECASE,
)


def _in_name(text: str, hit) -> bool:
    """An attribute's word written as a part of a name ("interviewing at Northwind Pay"), not the attribute."""
    return any(a <= hit.start < b for a, b in name_tails(text))


_WITH_SOMEONE = re.compile(r"\b(?:with|mit|con|avec)\s+(?:my|mein\w*|mi|mis|mon|ma|mes)\s+[^\W\d_]+", re.IGNORECASE)


_MY_BEFORE = re.compile(r"\b(?:my|mi|mis|mein\w*|mon|ma|mes)\s+$", re.IGNORECASE)


def _item(piece: str, people: People | None, topic: bool) -> Item | None:
    lex = _lex()
    piece = piece.strip()
    if not piece:
        return None
    words = folded_words(piece)
    topic = topic or bool(lex["topic"].find(piece))
    item = Item(ItemKind.GENERAL, piece, topic=topic)
    # "todo el lío de la herencia con mi hermano: la abogada, las ofertas": what follows the colon lists its
    # parts, and someone it was "with" says which one: neither is whose it is
    head = piece.split(":")[0] if topic and ":" in piece and lex["topic"].find(piece.split(":")[0]) else piece
    head = _WITH_SOMEONE.sub(" ", head) if head != piece else piece
    item.owner = owner_in(head, people) if folded_words(head) else owner_in(piece, people)
    item.recent = bool(lex["recent"].find(piece, typos=False))
    special = _special(piece)
    if special is not None and special[0].name == "name" and _name_of_place(piece):
        special = None  # "the name of Nan's care home": the place's name (`which`), not hers
    item.demonstrative = special is None and bool(
        re.match(r"^\s*(?:that|this|those|ce|cet|cette|ese|esa|este|esta|dies\w*)\b", piece, re.I)
    )
    if special is not None:
        item.kind = ItemKind.FACT
        item.attribute, owner_text = special
        item.owner = owner_in(owner_text, people) or item.owner
        if item.attribute.name == "name" and item.owner.kind in ("none", "user"):
            item.owner = Owner("relation", "boss")
        if item.attribute.name == "salary" and not item.owner:
            item.owner = Owner("user")
    else:
        attrs = [
            h
            for h in lex["attributes"].find(piece)
            if not _in_name(piece, h)
            and not _where_it_was(piece, h)
            and not _in_a_matter(piece, h)
            and not _no_ones_pay(piece, h)
            and not _a_visa(piece, h)
            and not _a_stolen_thing(piece, h)
        ]
        attrs = [h for h in attrs if not _reminded_of(piece, h)]
        if (
            attrs
            and _ATTR_OF.get(attrs[-1].entry) is BY_NAME.get("name")
            and (_name_of_thing(piece) or _name_of_place(piece) or _name_of_theirs(piece))
        ):
            attrs = []  # "the name of that Thai place", "the name of Nan's care home": a place, not someone's name
        if attrs and not (topic and not _mostly_attribute(piece, attrs)):
            head = attrs[-1]
            if (
                len(attrs) > 1
                and _ATTR_OF.get(attrs[-2].entry) is BY_NAME.get("amount")
                and _OF_THE.fullmatch(piece[attrs[-2].end : head.start])
            ):
                head = attrs[-2]  # "le solde de ma visa", "el saldo de mi cuenta": the sum, of the card
            elif (
                len(attrs) > 1
                and _ATTR_OF.get(attrs[-2].entry) is BY_NAME.get("code")
                and _ATTR_OF.get(head.entry) is BY_NAME.get("card")
                and (
                    _OF_THE.fullmatch(piece[attrs[-2].end : head.start])
                    or _OF_WHICH_CARD.fullmatch(piece[attrs[-2].end : head.start])
                )
            ):
                head = attrs[-2]  # "el PIN de la tarjeta del BCR", "die PIN von meiner Karte": the code, of the card
            elif (
                len(attrs) > 1
                and _ATTR_OF.get(head.entry) is BY_NAME.get("salary")
                and any(_ATTR_OF.get(h.entry) is BY_NAME.get("amount") for h in attrs[:-1])
                and re.search(r"\b(?:i|we|you|he|she|they)\s+(?:\w+\s+)?$", piece[: head.start], re.IGNORECASE)
            ):
                # "the amount I pay him every week": a sum paid, not a salary ("pay" is the verb)
                head = next(h for h in attrs if _ATTR_OF.get(h.entry) is BY_NAME.get("amount"))
            attr = _ATTR_OF.get(head.entry)
            if attr is not None and item.owner.kind == "relation" and _MY_BEFORE.search(piece[: head.start]):
                item.owner = Owner("user")  # "mi número de socia del Mieterverein": the member is the user
            if attr is not None:
                item.kind = ItemKind.FACT
                item.attribute = attr
                item.generic = head.entry in _NUMBER and len(attrs) == 1
                if (
                    head.entry in _NUMBER
                    and item.owner.kind != "relation"
                    and not any(_ATTR_OF.get(h.entry) is not attr for h in attrs[:-1])
                ):
                    item.alternatives = tuple(BY_NAME[n] for n in NUMBERISH) if not item.owner else ()
                if attr.name == "phone" and head.entry in _NUMBER and len(attrs) > 1:
                    other = _ATTR_OF.get(attrs[-2].entry)
                    if other is not None and other is not attr:
                        item.attribute = other  # "numéro de sécu", "card number"
                for group, qwords in attr.qualifiers.items():
                    if {fold(q) for q in qwords} & set(words):
                        item.qualifiers.add(group)
    item.places = places_in(piece)
    item.words = _content_words(piece, item, people)
    # "die monatliche Erinnerung dazu": how often a reminder comes says nothing of what it is about
    if _lex()["place:reminders"].find(piece):
        item.words = [w for w in item.words if w not in _HOW_OFTEN]
    rels = [w for w in item.words if w in REL_OF]
    if item.owner.kind == "name" and people is not None and len(rels) == 1:
        kin = people.kin_of(REL_OF[rels[0]], item.owner.word)
        if len(kin) == 1:  # "le numéro de la mère de Ruben": Joke, whom the notes call "Ruben's mum"
            item.owner = Owner("name", kin[0].first)
            item.words = [w for w in item.words if w != rels[0]]
    if item.kind is ItemKind.GENERAL and not item.topic:
        item.which = _which(piece)
        if item.which is None and item.owner.kind in ("relation", "name") and _WORKS.search(piece):
            item.which = "work"  # "where my husband works", "dónde curra mi pareja": the employer's name
        elif item.which is None and item.owner.kind in ("relation", "name", "pronoun") and _STUDIES.search(piece):
            item.which = "studies"  # "wo Jana studiert": the town or university
    if item.kind is ItemKind.GENERAL and not item.words and item.owner.kind in ("user", "pronoun", "none"):
        item.kind = ItemKind.POINTER
    elif (
        item.kind is ItemKind.FACT
        and (item.recent or item.demonstrative or _told(piece))
        and not _stored_owner(item)
        or item.kind is ItemKind.GENERAL
        and _told(piece)
    ):
        item.kind = ItemKind.RECALL
    return item


_WHICH = re.compile(
    r"\b(?:which|what|welche[mnrs]?|in\s+welche[mnrs]?|qu[ée]|cu[áa]l|quel(?:le)?s?)\s+([^\W\d_]{3,})", re.IGNORECASE
)


_WORKS = re.compile(
    r"\bwhere\s+.+?\s+(?:works?|is\s+working|has\s+a\s+job)\b|\bwo\s+.+?\s+arbeitet\b"
    r"|\bd[oó]nde\s+(?:trabaja|curra)\b|\bo[uù]\s+(?:travaille|bosse)\b|\bpour\s+qui\s+(?:travaille|bosse)\b"
    r"|\bpour\s+quelle\s+(?:bo[iî]te|entreprise|soci[ée]t[ée])\b|\bf[üu]r\s+welche\s+firma\b"
    # where someone is an apprentice: "wo Dennis seine Ausbildung macht", "où il fait son apprentissage"
    r"|\bwo\s+.+?\s+(?:seine|ihre|die|eine)\s+(?:ausbildung|lehre)\s+macht\b"
    r"|\bwhere\s+.+?\s+(?:does|is\s+doing)\s+(?:his|her|their)\s+(?:apprenticeship|traineeship)\b"
    r"|\bd[oó]nde\s+hace\s+(?:sus|las)\s+pr[áa]cticas\b|\bo[uù]\s+.+?\s+fait\s+son\s+(?:apprentissage|alternance)\b",
    re.IGNORECASE,
)


_STUDIES = re.compile(
    r"\bwhere\s+.+?\s+(?:studies|is\s+studying|goes\s+to\s+(?:uni|university|college))\b|\bwo\s+.+?\s+studiert\b"
    r"|\bd[oó]nde\s+(?:.+?\s+)?estudia\b|\bo[uù]\s+.+?\s+(?:[ée]tudie|fait\s+ses\s+[ée]tudes)\b",
    re.IGNORECASE,
)


def _which(piece: str) -> str | None:
    """ "en qué hospital tratan a mi padre", "which bank I'm with", "quelle clinique", "the name of Nan's care
    home": the kind of place whose name is asked for (vocab.INSTITUTIONS), if the request asks which one."""
    for m in _WHICH.finditer(piece):
        kind = _INSTITUTION_OF.get(fold(m.group(1)))
        if kind is not None:
            return kind
    return _name_of_place(piece)


# "the name of Nan's care home", "el nombre de la residencia de mi madre", "Name von Omas Pflegeheim"
_NAME_OF = re.compile(r"\b(?:name|namen|nombre|nom)\s+(?:of|von|vom|des|der|de|del|du|d')\b", re.IGNORECASE)


# "the name of Itzel's daily inhaler", "the name of my son's meds": the name of something of someone's
_NAME_OF_POSSESSED = re.compile(
    r"\bname\s+of\s+(?:(?:my|your|our|his|her|their)\s+)?[^\W\d_]+(?:['’]s|s['’])\s+([^\W\d_][^.,;!?]*)",
    re.IGNORECASE,
)


def _name_of_theirs(piece: str) -> bool:
    """Whether the piece asks for the name of a thing someone has ("the name of Itzel's daily inhaler med"), not
    of a person ("the name of my son's teacher": a relation, whose name it is)."""
    m = _NAME_OF_POSSESSED.search(piece)
    if m is None:
        return False
    ws = [unpossessive(w) for w in folded_words(m.group(1))]
    return bool(ws) and not any(w in REL_OF or (w.endswith("s") and w[:-1] in REL_OF) for w in ws)


def _name_of_place(piece: str) -> str | None:
    """The kind of place (vocab.INSTITUTIONS) whose name the piece asks for, when it asks for a name."""
    m = _NAME_OF.search(piece)
    if m is None:
        return None
    ws = folded_words(piece[m.end() :])
    for kind, names in INSTITUTIONS.items():
        for n in names:
            p = folded_words(n)
            if any(ws[i : i + len(p)] == p for i in range(len(ws))):
                return kind
    return None


_INSTITUTION_OF = {fold(n): kind for kind, names in INSTITUTIONS.items() for n in names}


def pointer_at(text: str, pointer: str) -> int:
    """Where a message says the pointer its verb acts on ("Clear it." of "That whole … mess — …, all of it. Clear it.
    I don't want Peter stumbling on it"; "that" of "Forget that." after "… go to that interview?"): in the first
    sentence that also asks to forget; else its last mention."""
    at = 0
    for part in sentences(text):
        start = text.find(part, at)
        at = start + len(part)
        if not _lex()["forget"].find(part):
            continue
        m = re.search(rf"(?<!\w){re.escape(pointer)}(?!\w)", part)
        if m:
            return start + m.start()
    return text.rfind(pointer)


def says_whole(text: str) -> bool:
    """Whether `text` asks for all of what it names ("…, all of it", "todo eso", "alles davon")."""
    return bool(_lex()["whole"].find(text, typos=False))


def names_a_topic(text: str) -> bool:
    """Whether `text` itself asks for a matter as a whole ("all the notes about the Q3 migration", "lo de …")."""
    return bool(_lex()["topic"].find(text))


def places_in(text: str) -> frozenset[str]:
    """The places `text` names ("the florist reminder" -> reminders), from vocab.PLACES; a list or a document
    the assistant made ("that packing list you made me") is one of its pages."""
    found = frozenset(
        k
        for k in PLACES
        if any(
            not _code_of(text, h)
            and not _as_well(text, h)
            and not (k == "notes" and (_YOUR.search(text[: h.start]) or _NOTED.fullmatch(text[h.start : h.end])))
            for h in _lex()[f"place:{k}"].find(text, typos=k == "reminders")
        )
    )
    return found | {"pages"} if _MADE_FOR_ME.search(text) else found


# French "ce que j'ai noté": what the user wrote down, no place of it ("note" without its accent)
_NOTED = re.compile(r"(?i:not)[éÉ](?i:e?s?)")
# an account the message names, and a number asked with no word of whose or which ("the number", "die Nummer")
_AN_ACCOUNT = re.compile(r"\b(?:account|acct|konto|cuenta|compte)\b", re.IGNORECASE)
_BARE_NUMBER = re.compile(
    r"\W*(?:the|that|die|diese|el|ese|le|ce|la)?\s*(?:number|nummer|número|numero|numéro)\W*", re.I
)
# "de tes notes", "out of your notes", "aus deinen Notizen": the assistant's notes are all it keeps, its memory
# in everyday words, not one place of it ("the note", "my migraine notes", "keep the notes" are)
_YOUR = re.compile(r"\b(?:your|ur|yr|tes|vos|deine[nmr]?|eure[nm]?|tus|vuestras|sus)\s+(?:[\w'-]+\s+)?$", re.IGNORECASE)


# "vergiss das alles, auch die Erinnerungen dazu", "including the reminders", "the reminders too": a place added
# to what goes everywhere, not the only place it goes from
_ALSO_BEFORE = re.compile(
    r"\b(?:also|including|incl\.?|plus|auch|inklusive|inkl\.?|samt|einschließlich|también|incluso|incluidos?"
    r"|incluidas?|aussi|y\s+compris|ainsi\s+que)\s+(?:[\w']+\s+){0,3}$",
    re.IGNORECASE,
)
# ("…, rappel compris", "…, reminder included", "…, Erinnerung inklusive", "…, recordatorio incluido")
_ALSO_AFTER = re.compile(
    r"^[\w\s']{0,20}?\b(?:too|as\s+well|also|auch|también|aussi|included|inklusive|inbegriffen|compris|comprise"
    r"|inclus|incluse|incluidos?|incluidas?|dazu|dafür|davon|for\s+it|for\s+that|about\s+it|de\s+eso|para\s+eso"
    r"|qui\s+va\s+avec)\b",
    re.IGNORECASE,
)


def _own_words_around(text: str, hit) -> bool:
    """Whether the clause a place is named in says more than the place ("the salon reminder too")."""
    start = max((m.end() for m in re.finditer(r"[,;:.!?—–]", text[: hit.start])), default=0)
    end = next((m.start() for m in re.finditer(r"[,;:.!?—–]", text[hit.end :])), len(text) - hit.end) + hit.end
    said = folded_words(text[start : hit.start] + " " + text[hit.end : end])
    return any(w not in _STOP and not _ALSO_AFTER.match(w) and not _ALSO_BEFORE.search(w + " ") for w in said)


def _as_well(text: str, hit) -> bool:
    return _around(text, hit, _ALSO_BEFORE, _ALSO_AFTER)


def _around(text: str, hit, before: re.Pattern, after: re.Pattern) -> bool:
    """Whether the words right before a hit, or right after it, say what it is."""
    return bool(before.search(text[: hit.start])) or bool(after.match(text[hit.end :]))


# "el código de la alarma", "the alarm code", "Alarmanlagen-PIN": an alarm system, not a reminder
_CODE_BEFORE = re.compile(
    r"\b(?:code|código|codigo|clave|pin|password|passwort|contraseña|mot\s+de\s+passe)\s+"
    r"(?:of\s+(?:the\s+|my\s+|our\s+)?|for\s+(?:the\s+|my\s+|our\s+)?|de\s+(?:la\s+|l'|mi\s+|mon\s+|ma\s+)?"
    r"|del\s+|du\s+|der\s+|von\s+(?:der\s+|meiner\s+)?)$",
    re.IGNORECASE,
)
_CODE_AFTER = re.compile(r"^[\s-]*(?:code|codes|pin|password|passwort|código|clave)\b", re.IGNORECASE)


def _code_of(text: str, hit) -> bool:
    return _around(text, hit, _CODE_BEFORE, _CODE_AFTER)


# a list or document the assistant made: one of the pages it created, not a note
_MADE_FOR_ME = re.compile(
    r"\b(?:\w*list|lists|\w*liste|\w*listen|document|doc|table|plan|dokument|tabelle|lista|listas|documento"
    r"|tabla|tableau)\b[^.!?;]{0,40}?\b(?:you|u|du|tu|me|que)\s+(?:[\w']+\s+)?"
    r"(?:made|make|wrote|created|drew\s+up|put\s+together|did|gemacht|erstellt|geschrieben|angelegt|hiciste"
    r"|preparaste|creaste|escribiste|armaste|faite?|préparée?|créée?|écrite?)\b",
    re.IGNORECASE,
)


def _places_kept(tail: str, people: People | None, lang: str, staying: list[str]) -> list[Item]:
    """A later sentence that keeps a place: "Kill the florist reminder. Keep the wedding notes though." """
    out: list[Item] = []
    for sentence in sentences(tail)[1:]:
        hits = _lex()["keep"].find(sentence, typos=False)
        if hits and places_in(sentence[hits[0].end :]):
            out += [i for i in items_of(sentence[hits[0].end :], people, lang) if i.places]
    for clause in staying:  # `_staying(tail)`
        out += [i for i in items_of(_STAYS.split(clause)[0], people, lang) if i.places]
    return out


# a later sentence leaving something be: "Still my house, mind, so leave the address."
_LEAVE_BE = re.compile(r"(?:\bso\s+|\bbut\s+|\bjust\s+|^\W*)leave(?=\s+(?:the|my|his|her|their|our)\s)", re.I)


def _kept_after(tail: str, obj: str, people, lang: str) -> list:
    """A later sentence that keeps something: "… l'ambulance pis toute. Son allergie, elle, garde-la."."""
    out = []
    for sentence in sentences(tail)[1:] if obj.strip() else ():
        m = _STILL_NEEDED.search(sentence) or _LEAVE_BE.search(sentence)
        if m and obj.strip() not in sentence and not places_in(sentence):  # (a place kept: `_places_kept`)
            said = _LEAVE_BE.sub(" ", _STILL_NEEDED.sub(" ", sentence))
            too = m.groupdict().get("too")
            if too and folded_words(too):  # "Dem Pitter seine bleibt drin, und die Steuernummer vom Büdchen auch."
                out += [i for i in items_of(too, people, lang) if i.kind is not ItemKind.POINTER]
            rest = re.search(THE_REST, sentence, re.IGNORECASE)
            if rest and not re.search(THE_REST, said, re.IGNORECASE):
                said = f"{rest.group(0)} {said}"  # "Keep the rest of her application": the rest of it, not it
            if folded_words(said):  # "I still need those": nothing of its own
                out += [i for i in items_of(said, people, lang) if i.kind is not ItemKind.POINTER]
    return out


# the user's own of the same thing stays: "Mine can stay", "not mine", "keep mine", "meins bleibt", "la mía se
# queda", "pas le mien", "le mien peut rester"
_MINE = (
    r"(?:mine|meins|meine[rs]?|(?:la|el|lo|los|las)\s+m[ií](?:o|a)s?"
    r"|le\s+mien|la\s+mienne|les\s+mien(?:ne)?s)"
)


def mine_stays(text: str) -> bool:
    """Whether the message keeps the user's own of what it asks to forget of someone ("Forget Nana Yaw's result,
    that's his business. Mine can stay.")."""
    return _MINE_STAYS.search(text) is not None


def _staying(tail: str) -> list[str]:
    """Clauses after the request that let a place stay: "…, die Notizen bleiben", "…, the notes can stay",
    "…; las notas se quedan", "…, les notes restent"."""
    out = []
    for clause in re.split(r"[,;.!]\s*|\s+(?:but|aber|pero|mais)\s+", tail)[1:]:
        m = _STAYS.search(clause)
        if m and places_in(clause[: m.start()]):
            out.append(clause)
    return out


_STAYS = re.compile(
    r"\b(?:(?:can|may|should|must|will|können|dürfen|sollen|kann|darf|soll|pueden|deben|puede|debe|peuvent|doivent|peut"
    r"|doit)\s+)?"
    r"(?:stay|stays|remain|remains|bleiben|bleibt|bliibt|bliiba|se\s+quedan|se\s+queda|quedarse|restent|reste|rester)\b",
    re.IGNORECASE,
)


_MINE_STAYS = re.compile(
    rf"\b{_MINE}\s+(?:{_STAYS.pattern}|is\s+fine\b)|\b(?:not|nicht|no|pas)\s+{_MINE}\b|{_KEEP_VERB.pattern}\s+{_MINE}\b",
    re.IGNORECASE,
)


def one_place(text: str) -> bool:
    """ "the wedding reminder" (one), not "the wedding reminders"."""
    hits = _place_hits(text)
    return bool(hits) and not any(re.search(r"(?:s|en)$", text[h.start : h.end], re.IGNORECASE) for h in hits)


def _place_hits(text: str) -> list:
    lex = _lex()
    return [h for k in PLACES for h in lex[f"place:{k}"].find(text, typos=k == "reminders")]


def _stored_owner(item: Item) -> bool:
    """ "that number of my brother's" names a stored fact; "that number" points back in the conversation."""
    return item.owner.kind in ("relation", "name")


_TOLD = re.compile(
    # (not to someone else: "the excuse I gave school", "what I told my boss")
    r"\b(?:(?:she|he)\s+(?:just\s+)?told\s+you\b|i\s+(?:just\s+)?(?:gave|sent|told|said|mentioned|asked)(?!\s+(?:school|work|my|his|her|the|them|him|(?-i:[A-Z])\w+)\b)"
    r"|you\s+just|te\s+(?:di|dije|conté|mandé|pasé)|te\s+he\s+(?:contado|contao|dicho|dao|dado)|te\s+acabo\s+de\s+(?:contar|decir|dar)|acabo\s+de\s+contarte|"
    r"dir\s+(?:gerade\s+|eben\s+|grad\s+)?(?:gesagt|gegeben|geschickt|erzählt)|"
    r"(?:was|wat)\s+ich\s+(?:dir\s+)?(?:grad|gerade|eben|vorhin)\s+(?:erzählt|gesagt)|"  # (Ruhr "wat ich grad …")
    # ("was ich vorhin über Maik und die Bewerbung gesagt hab": the verb closes the clause)
    r"(?:was|wat)\s+ich\s+(?:dir\s+)?(?:(?:grad|gerade|eben|vorhin|vorher|neulich)\s+(?:über|von|vom)|über)(?=\s)|"
    # Austrian "wos i da grad verzählt hab", Trinidadian "wha I jus tell yuh"
    r"(?:da|dir)\s+(?:grad|gerade|eben|vorhin)\s+(?:verzählt|erzählt|gsagt|gesagt)|i\s+jus'?\s+tell\s+(?:yuh|you|u)|"
    r"je\s+t'ai\s+(?:dit|donné|parlé|envoyé|raconté)|dont\s+je\s+t'ai|je\s+viens\s+de\s+te\s+(?:dire|raconter|donner)|"
    r"von\s+eben|de\s+antes|tout\s+à\s+l'heure|the\s+last\s+thing|"
    # as texted or spoken: "wat i tell u abt", "whit a tellt ye aboot", "c ke jte dit sur", "lo q t dije d", "wos i
    # da üba die Gitti gsagt hab"
    r"(?:i|a)\s+(?:tell|tellt|telt|tolt)\s+(?:u|ya|ye|yuh|you)|j['’]?te\s+(?:ai\s+)?(?:dit|raconté)|jt['’]ai\s+dit|"
    r"\bt\s+(?:dije|conté)|(?:wos|was|wat)\s+i(?:ch)?\s+(?:da|dir|der)\s+(?:üba|über|iba|vo|von))\b",
    re.IGNORECASE,
)


# "the name of that Thai place", "den Namen von dem Laden", "el nombre de ese restaurante", "le nom de ce café"
_NAME_OF_THING = re.compile(
    r"\bname\s+of\s+(?:that|the|this|those|a|an)\s+(?!person|guy|man|woman|girl|boy|lady|doctor|friend)[a-z]"
    r"|\bnamen?\s+(?:von\s+(?:dem|der|diesem|dieser)|des|der)\s+(?!person|mann|frau)[a-zäöü]"
    r"|\bnombre\s+de(?:l|\s+es[ea]|\s+aquel|\s+la)\s+(?!persona|chico|chica|señor|señora)[a-záéíóúñ]"
    r"|\bnom\s+d[eu]\s+(?:ce|cette|cet|la|l')\s*(?!personne|gars|type|fille|dame)[a-zàâçéèêëîïôûù]",
    re.IGNORECASE,
)


def _name_of_thing(piece: str) -> bool:
    """ "the name of that Thai place", not "le nom de la notaire" (someone by their relation: their name)."""
    m = _NAME_OF_THING.search(piece)
    if m is None:
        return False
    ws = folded_words(piece[m.end() - 1 :])[:1]
    return not (ws and unpossessive(ws[0]) in REL_OF)


def _told(piece: str) -> bool:
    return bool(_TOLD.search(piece))


def told_words(piece: str) -> set[str]:
    """The folded words of the telling itself ("a tellt ye" of "whit a tellt ye aboot karen")."""
    return {w for m in _TOLD.finditer(piece) for w in folded_words(m.group(0))}


def _mostly_attribute(piece: str, attrs) -> bool:
    covered = {w for h in attrs for w in folded_words(piece[h.start : h.end])}
    for h in attrs:  # "my personal email": which of them is said by the attribute's own qualifiers
        attr = _ATTR_OF.get(h.entry)
        covered |= {fold(q) for qs in (attr.qualifiers.values() if attr else ()) for q in qs}
    return not [w for w in _content(piece) if w not in covered and w not in REL_OF]


# "where X lives", "when X was born", "who I report to", "how much I earn", "wer meine Ärztin ist" ...
_SPECIAL: tuple[tuple[re.Pattern, str], ...] = tuple(
    (re.compile(p, re.IGNORECASE), a)
    for p, a in (
        (r"\bwhere\s+(?P<o>.*?)\s*(?:lives?|is\s+living|stays?|moved(?:\s+to)?)\b", "address"),
        (r"\b(?:dónde|donde)\s+vive\s+(?P<o>.*)$", "address"),
        (r"\bwo\s+(?P<o>.*?)\s+wohnt\b", "address"),
        (r"\boù\s+(?:vit|habite)\s+(?P<o>.*)$", "address"),
        (
            r"^(?:that\s+|dass\s+|que\s+)?(?P<o>.*?)\s+(?:lives|wohnt|vive|habite)\s+(?:in|at|en|à|a|im|in\s+der)\b",
            "address",
        ),
        (r"\bwhen\s+(?P<o>.*?)\s*(?:was|were|is|am)\s+born\b", "birthday"),
        (r"\bwhere\s+(?P<o>.*?)\s+goes\s+to\s+school\b", "school"),
        (r"\bwho\s+(?:i)\s+report\s+to\b(?P<o>)", "name"),
        # (Jamaican "how much mi get pay")
        (r"\bhow\s+much\s+(?P<o>i|we|mi)\s+(?:earn|make|get\s+pa(?:id|y))\b", "salary"),
        (r"\bwhat\s+(?P<o>i|we)\s+(?:earn|make)\b", "salary"),
        # ("wos i bei da Hackn verdien")
        (r"\bw[ao]s\s+(?P<o>ich|i)\b(?:\s+\S+){0,4}?\s+verdiene?\b", "salary"),
        # "what Yurena earns", "was Sandra verdient", "lo que gana la Cecilia", "ce que Christelle gagne"
        (r"\b(?:what|how\s+much)\s+(?P<o>(?-i:[A-ZÀ-Ý])[\w'’-]+)\s+(?:earns|makes|gets\s+paid|is\s+paid)\b", "salary"),
        (r"\b(?:was|wie\s*viel)\s+(?P<o>(?-i:[A-ZÄÖÜ])\w+)\s+verdient\b", "salary"),
        (r"\b(?:lo\s+que|cu[aá]nto)\s+(?:gana|cobra)\s+(?P<o>(?:el\s+|la\s+)?(?-i:[A-ZÁÉÍÓÚÑ])\w+)", "salary"),
        (r"\b(?:ce\s+que|combien)\s+(?P<o>(?-i:[A-ZÀ-Ý])[\w-]+)\s+(?:gagne|touche)\b", "salary"),
        (r"\bcu[aá]nto\s+(?:me\s+)?(?P<o>gano|ganamos|cobro)\b", "salary"),  # ("cuánto me gano")
        (r"\b(?:ce\s+que|combien)\s+(?P<o>je)\s+gagne\b", "salary"),
        (r"\bwer\s+(?P<o>.*?)\s+ist\b", "name"),
        (r"\bc[oó]mo\s+se\s+llama\s+(?P<o>.*)$", "name"),
        (r"\bqui\s+est\s+(?P<o>.*)$", "name"),
        (r"\bwie\s+(?P<o>mein\w*\s+.*?)\s+heißt\b", "name"),  # not "wie Milas Lehrerin heißt": her teacher's
        (r"\bcomment\s+s'appelle\s+(?P<o>(?:mon|ma)\s+.*)$", "name"),
        (r"\bwhat\s+(?P<o>my\s+.*?)\s+is\b(?!\s+called)", "name"),
    )
)


def _special(piece: str) -> tuple[Attribute, str] | None:
    for pattern, attr in _SPECIAL:
        m = pattern.search(piece)
        if m:
            owner = m.group("o") or ""
            if attr == "name" and pattern.pattern.startswith(r"\bwhat") and _lex()["attributes"].find(owner):
                return None  # "what my passport number is": the passport
            return BY_NAME[attr], owner
    return None


def _no_ones_pay(piece: str, h) -> bool:
    """A word of pay that is no one's pay: "the loan I took out to pay for the treatment" (paying for something),
    "that I gave Shannon a bonus" (what the user gave someone)."""
    if _ATTR_OF.get(h.entry) is not BY_NAME.get("salary"):
        return False
    # (nor damages claimed: "the compensation claim against her employer", "injury compensation")
    if _DAMAGES.match(piece, h.end) or _DAMAGES_BEFORE.search(piece[: h.start]):
        return True
    return bool(PAY_FOR.match(piece, h.end) or _GAVE_A.search(piece[: h.start]))


_DAMAGES = re.compile(r"\s+(?:claims?|payout|pay-out|award|settlement|for\s+(?:the|my|her|his)\s+\w+)\b", re.IGNORECASE)
_DAMAGES_BEFORE = re.compile(r"\b(?:injury|accident|victim|criminal\s+injuries)\s+$", re.IGNORECASE)


def _a_stolen_thing(piece: str, h) -> bool:
    """A phone as a thing stolen or lost, not its number: "le cogieron con los celus robados", "the stolen phones",
    "die geklauten Handys", "les portables volés"."""
    if _ATTR_OF.get(h.entry) is not BY_NAME.get("phone"):
        return False
    return bool(_STOLEN.match(piece, h.end) or _STOLEN_BEFORE.search(piece, 0, h.start))


_STOLEN = re.compile(
    r"\s+(?:robad[oa]s?|hurtad[oa]s?|perdid[oa]s?|volée?s?|vol[ée]s|stolen|gestohlen\w*|geklaut\w*)\b", re.IGNORECASE
)
_STOLEN_BEFORE = re.compile(r"\b(?:stolen|gestohlenen?|geklauten?|robbed)\s+$", re.IGNORECASE)


def _a_visa(piece: str, h) -> bool:
    """A visa to travel, not a Visa card: "that Tanisha's first visa got refused" (the card is one when the
    request says so: "le solde de ma visa", "my Visa number")."""
    return fold(piece[h.start : h.end]) == "visa" and _CARD_SAID.search(piece) is None


_CARD_SAID = re.compile(
    r"\b(?:card|cards|karte|tarjeta|carte|numbers?|nummer|n[uú]mero|num[ée]ro|balance|solde|saldo|limit|limite|"
    r"pin|cvv|cvc|expiry|expires|statement|debit|credit|cr[ée]dit|kredit)\b",
    re.IGNORECASE,
)


# "pay back", "pay off", "pay for": paying something, no one's pay
PAY_FOR = re.compile(r"\s+(?:back|off|for)\b", re.IGNORECASE)
_GAVE_A = re.compile(
    r"\b(?:gave|give|giving|given)\s+(?:[\w'’-]+\s+){1,2}(?:a|an|her|him|them)\s+(?:wee\s+|small\s+|little\s+)?$",
    re.IGNORECASE,
)


def _attribute_typo(word: str) -> bool:
    """The word is (a typo of) a word naming a kind of fact ("adress"): not a relation misspelt."""
    return word in _ATTR_OF or _lex()["attributes"].correct(word) in _ATTR_OF


def _misspelt_relation(word: str) -> str | None:
    """The relation a word not in the relations' list misspells ("therapst"), else None (not a word naming a
    kind of fact: "adress")."""
    if word in REL_OF or len(word) < 5 or not word.isalpha() or _attribute_typo(word):
        return None
    fixed = _lex()["relations"].correct(word)
    return fixed if fixed in REL_OF else None


# what a trade's word goes before when it names a post, not a person ("the medic job", "el puesto de enfermera")
_A_POST = frozenset(
    "job jobs position post role vacancy opening career training course exam cert certificate stelle ausbildung"
    " puesto trabajo poste emploi formation".split()
)
_TRADES = frozenset({"notary", "lawyer", "doctor", "dentist", "teacher", "accountant", "plumber", "mechanic"})


def _called(name: str, p, people: People) -> str:
    """The word a request's owner goes by: the person's first name, or the name they go by when another has
    the same first name ("vom Flori": Florian „Flori" Haas, not Florian „Flo" Wimmer)."""
    first = p.first or name
    if fold(name) != fold(first) and any(
        q is not p and fold(q.first or "") == fold(first) for q in people.by_key.values()
    ):
        return name
    return first


_COUPLE = frozenset({"pareja", "couple", "paar", "ehepaar"})
# what a nationality ends with: "española", "spanish", "spanischen", "espagnol", "italiana", "français"
_FROM_A_COUNTRY = ("ñola", "ñol", "ish", "ese", "esa", "iana", "iano", "aise", "ais", "ische", "ischen", "ien", "ienne",
                   "ana", "ano", "ean", "can", "cana")  # fmt: skip


_EPONYM = re.compile(
    r"\b(?:Parkinson|Alzheimer|Crohn|Hashimoto|Basedow|Asperger|Tourette|Huntington|Raynaud|Hodgkin|Bechterew"
    r"|Sjögren|Menière|Meniere)(?=['’]s\b|s\b|\b)"
)


def _someone_called(name: str, people: People | None) -> bool:
    """Whether the notes say who someone of this name is ("Neighbour: Mr Alzheimer")."""
    p = people.named(name) if people is not None else None
    return p is not None and bool(p.relations)


def owner_in(text: str, people: People | None) -> Owner:
    """Whose fact a phrase names: a person by name, a relation, the user, or "her"/"his"."""
    # (an illness called by a name, "my Parkinson's", "la maladie de Crohn", names no one the notes say who they are)
    ill = {fold(m.group(0)) for m in _EPONYM.finditer(text) if not _someone_called(m.group(0), people)}
    text = _EPONYM.sub(lambda m: m.group(0).lower() if fold(m.group(0)) in ill else m.group(0), text)
    toks = tokens(text)
    rel = None
    for i, t in enumerate(toks):
        f = unpossessive(t.folded)
        plural = f.endswith("s") and f[:-1] in REL_OF  # "Mamas", "Ninas": read below, no typo
        if not plural:
            fixed = _misspelt_relation(f)  # "therapst" (not "adress", nearer "address" than "padres")
            # (a capitalised word keeps its first letter: Kölsch "dem Pitter" is Peter, no "sitter")
            f = fixed if fixed and (fixed[:1] == f[:1] or not t.text[:1].isupper()) else f
        written = unpossessive(t.text)
        corrected = f != unpossessive(t.folded)  # a typo corrected ("therapst", "Zahnarzttermin"): no name
        if not_a_son(text, t):
            continue  # "oublie son numéro": French for "his", "her" (not "my son", "our son's", "Son: Tom")
        if t.text.lower() == "même":
            continue  # "même le rappel": French "even", not "mémé" (grandma) once folded
        if a_title(toks, i):
            continue  # "Frau Hornik": Mrs Hornik, not a wife ("meine Frau" is)
        if (
            i >= 2
            and toks[i - 1].folded in ("de", "d")
            and REL_OF.get(f) in _TRADES
            and toks[i - 2].folded not in _ATTR_OF
        ):
            continue  # "le diplôme de notaire", "título de abogado": the trade, nobody's (not "de mon notaire")
        if (
            f in REL_OF
            and i + 1 < len(toks)
            and toks[i + 1].folded in _A_POST
            and not (i and toks[i - 1].folded in _USER)
        ):
            continue  # "the flight medic job I applied for", "die Pflegerstelle": a post, nobody's
        if f in REL_OF and i + 1 < len(toks) and toks[i + 1].folded in A_COMPOUND:
            continue  # "Everything about the child support": the payments, not a child's
        if f in _KIN_ONLY_WHEN_MINE and i and toks[i - 1].folded in ("the", "a", "that", "this", "yon", "some"):
            continue  # "the lass he has to report to": a woman, no daughter ("our lass", "me lad" are kin)
        if (
            f in _COUPLE
            and i
            and toks[i - 1].folded in ("la", "the", "das", "le", "ce", "this", "that", "esa", "este", "cette")
            and i + 1 < len(toks)
            and toks[i + 1].text.lower().endswith(_FROM_A_COUNTRY)
        ):
            continue  # "la queja de la pareja española": a couple of strangers, no partner of the user's
        if (
            f in REL_OF
            and (corrected or relation_word(written))
            and not (i + 1 < len(toks) and toks[i + 1].folded in _ATTR_OF and REL_OF[f] in ("dog", "cat"))
        ):
            rel = REL_OF[f]
        elif (
            f.endswith("s")
            and f[:-1] in REL_OF
            and (corrected or relation_word(written[:-1]))
            and (t.text[:1].isupper() or (i and toks[i - 1].folded in _USER))
        ):
            rel = REL_OF[f[:-1]]  # "Mamas Adresse", "my brothers phone" (not "Ninas Nummer")
    # "der Kleine", "el peque", "the little one": a relation in a few words; "the skin doctor": a longer one
    # ending in the word read above is that one (the dermatologist, not any doctor)
    rel = next(
        (
            REL_OF[h.entry]
            for h in _lex()["relations"].find(text, typos=False)
            if " " in h.entry and (rel is None or REL_OF.get(h.entry.split()[-1]) == rel)
        ),
        rel,
    )
    said = _THAT_SUBJECT.match(text)
    if (
        said
        and (subject := REL_OF.get(unpossessive(fold(said.group(1)))))
        and relation_word(said.group(1))
        and not re.match(r"\s*[A-ZÀ-Ý]", text[said.end(1) :])  # ("dass Frau Zbinden …": Mrs Zbinden, no wife)
    ):
        return Owner("relation", subject)  # "dass Mutti mich für Uwe gehalten hat": hers, whoever else is named
    # a message typed all in lower case ("cn u forgt brians cel numbr") writes names so too
    lower = not any(c.isupper() for c in text)
    for i, t in enumerate(toks):
        name = re.sub(r"(?:'s|’s|')$", "", t.text)
        # (a name as common as a word, by its possessive: "get rid of paul's number")
        possessive = t.text.endswith(("'s", "’s")) and fold(name) not in _STOP
        typed_lower = lower and people is not None and len(name) >= 3 and fold(name) not in ill
        if typed_lower and (commonness(name) < 4.8 or possessive):
            named = people.named(name) or (name.endswith("s") and people.named(name[:-1]))
            if not named and len(name) >= 6 and commonness(name) < 3.0:
                named = _named_like(name, people)  # "josianne": Josiane, misspelt
            if not named and len(name) >= 4 and commonness(name) < 1.0:
                named = _named_swapped(name, people)  # "hauek": Hauke, two letters swapped
            if named:
                return Owner("name", named.first)
        if len(name) < 2 or not name[:1].isupper():
            continue
        if people is not None and people.named(name) is not None:
            # "von der Ingrid Bähr" (and Ingrid Reichelt): her whole name says which
            whole = f"{name} {toks[i + 1].text}" if i + 1 < len(toks) and toks[i + 1].text[:1].isupper() else ""
            if whole and any(fold(untitled(p.name)) == fold(whole) for p in people.by_key.values()):
                return Owner("name", whole)
            return Owner("name", _called(name, people.named(name), people))
        if people is not None and len(people.all_named(name)) > 1:
            # "Kasias": two people go by it (which one, the plan asks)
            return Owner("name", name[:-1] if name.endswith("s") and fold(name[:-1]) in people.by_key else name)
        if people is None and fold(name) not in REL_OF and fold(name) not in _ATTR_OF and t.text.endswith("'s"):
            return Owner("name", name)
        if people is not None and t.text.endswith(("'s", "’s")) and people.nicknamed(name):
            return Owner("name", name)  # "Vale's number": Valentina's or Valeria's (the plan asks)
    # "die Katrin ihre Nummer", "am Sepp sei Nummer": German's spoken possessive, the name then "ihre"/"sein"
    m = _SPOKEN_POSSESSIVE.search(text)
    if m and people is not None and people.named(m.group(1)) is not None:
        return Owner("name", people.named(m.group(1)).first)
    # "de Juli", "von Lukas", "vom Lukas" / "vo da Resi" (Bavarian: the name with its article, only someone
    # the notes name: "vom Spital" is the hospital)
    m = re.search(r"\b(?:de|d'|von|of|vom|vum|vun|von\s+der|vo\s+da|vo\s+der)\s*([A-ZÀ-Ý][^\W\d_]+)", text)
    if (
        m
        and fold(m.group(1)) not in REL_OF
        and _lex()["relations"].correct(fold(m.group(1))) not in REL_OF  # ("von der Anwältn": a typo)
        and fold(m.group(1)) not in _ATTR_OF
        and fold(m.group(1)) not in _STOP
        and not _german_noun(m, people)
        and not _BAVARIAN_DE.search(text[: m.start(1)])  # "mit de Automaten": Bavarian "die", no one's name
        # Alemannic "d'Ferienwohnung" is "die Ferienwohnung": after "d'" only someone the notes name ("d'Inès")
        and not (m.group(0).startswith("d'") and people is not None and not people.all_named(m.group(1)))
        and not (m.group(1).isupper() and len(m.group(1)) > 1)  # "de USCIS": an agency, nobody's name
        # "lo del Ejército de Salvación", "el Banco de Sabadell": the last word of a firm's name, whom the notes
        # do not name
        and not (
            re.match(r"(?:de|of)\b", m.group(0))  # (not German, which writes every noun so: "die Nummer vom Kalle")
            and _NAME_GOES_ON.search(text[: m.start()])
            and (people is None or not people.all_named(m.group(1)))
        )
        # "el número de WhatsApp de mi mamá": whose is the relation, when the notes name nobody so; "el teléfono de
        # mi hermano el de Miami": which brother, by where
        and not (
            rel
            and people is not None
            and not people.all_named(m.group(1))
            and (_lex()["relations"].find(text[m.end() :]) or re.search(r"\b(?:el|la)\s+de\s*$", text[: m.start(1)]))
        )
    ):
        return Owner("name", m.group(1))
    m = re.search(r"\b([A-ZÀ-Ý][^\W\d_]+)(?:'s|’s|s)\s", text)
    if (
        m
        and fold(m.group(1)) not in REL_OF
        and fold(m.group(1)) not in _ATTR_OF
        and fold(m.group(1)) not in _STOP
        and fold(m.group(0).strip()) not in _STOP  # "Das ist zwischen ihm und mir": no "Da"'s
        and (people is None or people.named(m.group(1)))
    ):
        return Owner("name", m.group(1))
    # "di handynumer vom fin": someone the notes name, typed in small letters (a letter doubled or not)
    # ("von der gisla": Gisela, a letter left out)
    m = re.search(r"\b(?:vom|von|vum|vun|de|du|of|d')\s+(?:(?:der|dem|den|la|el|le)\s+)?([a-zà-ÿ]{3,})\b", text)
    if m and people is not None and fold(m.group(1)) not in _STOP and fold(m.group(1)) not in REL_OF:
        p = people.named(m.group(1)) or _named_single(m.group(1), people) or _named_short(m.group(1), people)
        if p is not None and p.key != "user":
            return Owner("name", p.first)
    if rel:
        return Owner("relation", rel)
    # whose comes first: "her cell number from my files" is hers
    for w in folded_words(_GERMAN_IM.sub(" ", text)):  # (German "im Monat" is "in the month", no "I'm")
        if w in _USER:
            return Owner("user")
        if w in _PRONOUN:
            return Owner("pronoun")
    if re.search(r"\bqu['’]ils?\b", text, re.IGNORECASE):
        return Owner("pronoun")  # "qu'il doit faire une attestation": his (French "il" alone is also "il faut")
    return Owner()


_GERMAN_IM = re.compile(r"\bim(?=\s+[A-ZÄÖÜ])")
# who a that-clause is about: its subject, a relation word right after "that" ("dass Mutti mich …")
_THAT_SUBJECT = re.compile(
    r"^\s*(?:that|dass|daß|que|qu['’])\s+(?:(?:my|mein|meine|mi|ma|mon|the|die|der|la|el|le)\s+)?([^\W\d_]+)\s",
    re.IGNORECASE,
)


def _named_like(word: str, people: People):
    """The one person whose first name a word misspells by a letter ("josianne": Josiane), else None."""
    f = fold(word)
    return _only_person(
        people, lambda first: abs(len(first) - len(f)) <= 1 and SequenceMatcher(None, f, first).ratio() >= 0.86
    )


def _only_person(people: People, fits):
    """The one person other than the user whose first name (folded) fits, else None."""
    close = {p.key: p for p in people.by_key.values() if p.first and p.key != "user" and fits(fold(p.first))}
    return next(iter(close.values())) if len(close) == 1 else None


def _named_single(word: str, people: People):
    """The one person whose first name is the word but for a doubled letter ("fin": Finn), else None."""
    f = re.sub(r"(.)\1", r"\1", fold(word))
    return _only_person(people, lambda first: re.sub(r"(.)\1", r"\1", first) == f)


def _named_short(word: str, people: People):
    """The one person whose first name is the word with a letter more ("gisla": Gisela), else None."""
    f = fold(word)
    if len(f) < 4:
        return None
    return _only_person(
        people,
        lambda first: len(first) == len(f) + 1 and any(first[:i] + first[i + 1 :] == f for i in range(len(first))),
    )


def _named_swapped(word: str, people: People):
    """The one person whose first name a word writes with two neighbouring letters swapped, else None."""
    f = fold(word)
    return _only_person(people, lambda first: swapped(f, first))


def swapped(a: str, b: str) -> bool:
    """Two words the same but for two neighbouring letters swapped ("nugyen", "nguyen")."""
    if len(a) != len(b) or a == b:
        return False
    diff = [i for i in range(len(a)) if a[i] != b[i]]
    return len(diff) == 2 and diff[1] == diff[0] + 1 and a[diff[0]] == b[diff[1]] and a[diff[1]] == b[diff[0]]


def _their_name(f: str, i: int, toks, owner: str, people: People) -> bool:
    """Whether a word of a request is the owner's title or one of their names ("Dr. Petersen" of Anja Petersen)."""
    p = people.named(owner)
    if p is None or p.key == "user":
        return False
    if f in p.names:
        return True
    return f.rstrip(".") in TITLE_WORDS and i + 1 < len(toks) and toks[i + 1].folded in p.names


# English nouns that are small words of other languages (German "bin", "hat", "war")
_ALSO_NOUNS = frozenset({"bin", "bins", "hat", "war"})
_ARTICLE_BEFORE = re.compile(r"\b(?:the|my|our|your|a|an)\s+$", re.IGNORECASE)


_FROM_WHOM = frozenset({"off", "from", "von", "vom", "à", "a"})


def _goes_by(word: str, item: Item, people: People) -> bool:
    """Whether a word is a name the request's owner goes by ("Ferdl" of Ferdinand „Ferdl" Pichler)."""
    p = people.named(item.owner.word)
    return p is not None and p.key != "user" and (word in p.names or any(fold(a) == word for a in p.aliases))


def _reminded_of(piece: str, hit) -> bool:
    """An attribute's word after a reminder's ("die Erinnerung für die Kreditrate"): what the reminder is for, no
    card number asked."""
    attr = _ATTR_OF.get(hit.entry)
    if attr is None or attr.name not in NUMBERISH:
        return False  # (not "le rappel pour le rendez-vous chez le médecin": which appointment it reminds of)
    end = _reminder_end(piece)
    return end is not None and end <= hit.start


@lru_cache(maxsize=256)
def _reminder_end(piece: str) -> int | None:
    """Where the first reminder word of a piece ends (read once per piece, for each attribute word in it)."""
    reminded = _lex()["place:reminders"].find(piece)
    return reminded[0].end if reminded else None


# a thing's place, asked by where it is: "wo da Ersatzschlüssel liegt", "where the spare key is hidden", "dónde está la
# llave escondida", "où se trouve la clé": the thing (its line says where)
_WHERE_IT_LIES = re.compile(
    r"\b(?:(?:wo|where|d[oó]nde|où)(?:['’]s)?\s+(?!(?:it|es|er|sie|they|them|ella|él|lo|la|ça|il|elle)\s)"
    r"(?P<a>(?:[^\W\d_][\w'’-]*\s+){0,2}?[^\W\d_][\w-]*)\s+"
    r"(?:liegt|liegen|steht|stehen|hängt|versteckt\s+(?:isch|ist|is)|is\s+(?:hidden|kept|stashed)|is|are|ist|isch|sind)"
    r"|(?:d[oó]nde|où)\s+(?:está|están|se\s+trouve|se\s+trouvent|est|sont)\s+"
    r"(?P<b>(?:[^\W\d_][\w'’-]*\s+){0,2}?[^\W\d_][\w-]*))"
    r"(?=\s*(?:[,.;:!?]|$|\s(?:and|und|y|et|pis)\s))",
    re.IGNORECASE,
)


def _content_words(piece: str, item: Item, people: People | None) -> list[str]:
    """The words that say what it is about, beyond owner and attribute ("costco", "penicillin")."""
    lex = _lex()
    skip: set[str] = set()
    amount = item.attribute is not None and item.attribute is BY_NAME.get("amount")
    for h in lex["attributes"].find(piece) + lex["topic"].find(piece) + lex["pointers"].find(piece, typos=False):
        if amount and h.entry in _ATTR_OF and _ATTR_OF[h.entry] is not item.attribute:
            continue  # "le solde de ma visa": which sum, the Visa's
        if h.entry in _ATTR_OF and (_no_ones_pay(piece, h) or _a_visa(piece, h) or _reminded_of(piece, h)):
            continue  # "that I gave Shannon a bonus", "her visa": what it is about, not an attribute asked for
        skip |= set(folded_words(piece[h.start : h.end]))
    for h in lex["recent"].find(piece, typos=False) + lex["forget"].find(piece):
        if _ARTICLE_BEFORE.search(piece[: h.start]):
            continue  # "the bin reminder", "die Löschung": a thing, named by a word that is also a verb
        skip |= set(folded_words(piece[h.start : h.end]))
    for h in _place_hits(piece):
        skip |= set(folded_words(piece[h.start : h.end])) | {"made", "created", "wrote"}
    for h in lex["relations"].find(piece, typos=False):
        if " " in h.entry:  # "mi peque", "der Kleine": who, not what
            skip |= set(folded_words(piece[h.start : h.end]))
    out = []
    toks = tokens(piece)
    for i, t in enumerate(toks):
        f = unpossessive(t.folded)
        noun = f in _ALSO_NOUNS and i > 0 and toks[i - 1].folded in ("the", "my", "our", "your", "a")  # "the bin"
        noun = noun or (f == "mal" and _OF_A_PAIN.match(piece, t.end) is not None)  # "mal de dos", "mal au genou"
        if (
            f in skip or t.folded in skip or f in _STOP or f in _USER or f in _PRONOUN or f in _FILLER_WORDS
        ) and not noun:
            continue
        if f.endswith("'"):
            continue
        if f == "lot" and i and toks[i - 1].folded in ("the", "whole") and _ONLY_ALL.match(piece):
            continue  # "Get shut of the lot": all of it, no word of it
        if amount and f in _COST_VERBS:
            continue  # "was die Beerdigung gekostet hot": how much, the cost said by its verb
        if item.owner.kind == "name" and f in REL_OF and i and toks[i - 1].folded in _USER:
            continue  # "le numero de nathalie mon ex": who she is, not what
        # "therapst" (not a word of its own: French "prêté" is no "prêtre")
        f = (_misspelt_relation(f) if commonness(t.text) < 3.0 else None) or f
        if f in REL_OF and i + 1 < len(toks) and toks[i + 1].folded in A_COMPOUND:
            out.append(f)  # "the child support": part of the matter's name
            continue
        if f in REL_OF or (f.endswith("s") and f[:-1] in REL_OF):
            taken_from = i and toks[i - 1].folded in _FROM_WHOM  # "nicking money off Mum": from whom, not what
            if item.owner.kind == "name" and f in REL_OF and f not in out and not taken_from:
                out.append(f)  # "Biscuit's doctor": the doctor is what it is about
            continue
        if item.owner.kind == "name" and item.owner.word and {f, f.rstrip("s")} & set(fold(item.owner.word).split()):
            continue  # (each word of a whole name: "Ingrid Bähr")
        if f in {fold(t) for t in TOPIC_TAILS} or f in _FUNCTION_EXTRA:
            continue
        if (
            item.owner.kind == "relation"
            and t.text[:1].isupper()
            and i > 0
            and not toks[i - 1].text[:1].isupper()
            and _AT_WHERE.search(piece, 0, t.start)
            and commonness(t.text) < 4.0  # (a town's name, not "Mutti im Heim")
            and people is not None
            and people.named(t.text) is None
        ):
            continue  # "der Doktor in Meran": where the doctor is, no word of what goes
        whose_or_code = item.owner.kind in ("name", "relation") or getattr(item.attribute, "name", None) == "code"
        if out and f in _WORKPLACES and whose_or_code and _AT_WHERE.search(piece, 0, t.start):
            # "Aurélies Abmahnung im Krankenhaus": where it happened to her, after what (her hospital stays); "le
            # code du local technique au boulot": where the door is, not a word its line says
            continue
        head, _, tail = f.rpartition("-")
        if head and tail in _STORY:
            f = head  # "die ADHS-Geschichte", "the visa-stuff": the ADHS, the visa
        if len(f) < 2 and not f.isdigit():
            continue
        if f not in out:
            out.append(f)
    if item.owner.kind == "name" and people is not None and out and all(_goes_by(w, item, people) for w in out):
        return []  # "die vom Ferdl": the name Ferdinand goes by says whose, not what
    if item.owner.kind == "name" and people is not None and out:
        names = [i for i, t in enumerate(toks) if unpossessive(t.folded) in out]
        if all(_their_name(unpossessive(toks[i].folded), i, toks, item.owner.word, people) for i in names):
            return []  # "die von Dr. Petersen": Anja Petersen's (a name among other words still says which lines)
    return out


# the verbs of what something cost, and their helpers ("gekostet hot", "it cost", "costó", "a coûté")
_COST_VERBS = frozenset(
    fold(w)
    for w in """cost costs paid charged gekostet gekoscht kostet koscht gezahlt bezahlt hat hot hod costó costo
    pagué pagó coûté coute payé""".split()
)


# where people work or learn, said after a matter as where it happened
_WORKPLACES = frozenset(
    fold(w)
    for w in """work job office hospital school uni university arbeit büro krankenhaus klinik spital schule trabajo
    oficina hospital escuela colegio universidad travail boulot bureau hôpital école fac""".split()
)


# "die Tabletten-Erinnerung": a kind of thing and the place it is kept, written as one word
_PLACE_COMPOUND = re.compile(r"\b(\w+)-(\w{4,})\b")
# "was der Aigner für de Kniestock-Schränk zahlt hat", "what Dave paid for the van": how much (a sum, not the
# sentences saying it was paid)
_WHAT_PAID = re.compile(
    r"\bwas(?=\s+(?:[^\W\d_][\w'’-]*\s+){1,6}(?:(?:ge|be)?zahlt|verloren|gekostet|gekoscht)\s+(?:hat|hab|habe|haben|hot|hod)\b)"
    r"|\bwhat(?=\s+(?:[^\W\d_][\w'’-]*\s+){1,6}(?:paid|charged|owes|owed|lost|cost)\b)"
    # "lo que me cobró el maestro por el techo", "ce que Modou Sarr m'a pris pour la façon des boubous"
    r"|\blo\s+que(?=\s+(?:[^\W\d_][\w'’-]*\s+){0,5}(?:cobró|cobraron|pagué|pagó|perdí)\b)"
    r"|\bce\s+que(?=\s+(?:[^\W\d_][\w'’-]*\s+){0,5}(?:pris|payé|facturé|perdu)\b)",
    re.IGNORECASE,
)
_HOW_MUCH = {"was": "wie viel", "what": "how much", "lo": "cuánto", "ce": "combien"}
# what a compound's last part may call its first: "ADHS-Geschichte", "Kredit-Sache", "visa-stuff"
_STORY = frozenset(
    fold(w)
    for w in """geschichte geschichten sache sachen thema kram zeug ding story stuff thing things business
    affaire histoire truc tema asunto cosa cosas lío lio""".split()
)


# ------------------------------------------------------------------------------------------ follow-ups


def _follow_up(text: str, lang: str, people: People | None, after_question: bool) -> Utterance:
    said, staying = _let_stay(text)
    u = _follow_up_said(said, lang, people, after_question)
    if staying and u.move in (Move.CORRECT, Move.ADD, Move.KEEP):
        u.text = text
        u.kept += [i for s in staying for i in items_of(s, people, lang) if i.kind is not ItemKind.POINTER]
    return u


def _let_stay(text: str) -> tuple[str, list[str]]:
    """ "… Álvaro's — his new flat. Macarena's stays.": a later sentence that only lets something stay, apart
    from the rest, and what it keeps ("Macarena's")."""
    parts = sentences(text)
    staying = []
    for part in parts[1:]:
        between = _LEAVE_THEM_BE.match(part) or _YOU_KEEP.match(part)
        if between is not None:  # "Leave me bingo pal be.", "Sandrine du lycée, tu gardes."
            staying.append((part, between.group("x")))
            continue
        m = _STAYS.search(part) or _LEAVE_IT.search(part)
        after = [w for w in folded_words(part[m.end() :]) if w not in _WHERE_IT_IS] if m else []
        if m and 1 <= len(folded_words(part[: m.start()])) <= 4 and not after:  # ("Renates bleibt drin, klar.")
            staying.append((part, part[: m.start()]))
    if not staying:
        return text, []
    kept = [p for p, _ in staying]
    return "".join(p for p in parts if p not in kept), [x for _, x in staying]


# "Leave me bingo pal be.", "Leave Tom alone.", "Let the other one be."
_LEAVE_THEM_BE = re.compile(
    r"^\W*(?:and\s+)?(?:leave|let)\s+(?P<x>[\w'’ -]{2,40}?)\s+"
    r"(?:be|alone|as\s+(?:it|he|she|they)\s+(?:is|are))\s*[.!]?\s*$",
    re.IGNORECASE,
)
# "Sandrine du lycée, tu gardes.", "La del trabajo la dejas.", "Die andere behältst du."
_YOU_KEEP = re.compile(
    r"^\W*(?P<x>[\w'’ -]{2,40}?),?\s+(?:tu\s+(?:la\s+|le\s+|les\s+)?gardes|on\s+(?:la\s+|le\s+)?garde"
    # ("Mais Yannick du boulot tu touches pas hein.", "… tu n'y touches pas")
    r"|tu\s+(?:n['’]y\s+|ne\s+(?:le\s+|la\s+|les\s+)?|n['’])?(?:le\s+|la\s+|les\s+|l['’])?touches?\s+pas(?:\s+(?:à|a)\s+\w+)?"
    r"|tu\s+(?:la\s+|le\s+|les\s+|l['’])?laisses"  # ("Mais Fatou tu laisses, c'est la fille de Lamin, …")
    r"|(?:la|lo|los|las)\s+dejas|behältst\s+du|behalt(?:e|st)?\s+(?:sie|ihn|es))(?:\s+(?:hein|eh|quoi|là))?"
    # (and why, after a comma: "…, c'est la fille de Lamin, elle fait partie de la famille.")
    r"(?:\s*,\s*(?:c['’]est|car|parce\s+que|elle|il|es|porque|she|he|it['’]s)\b[^.!?]*)?\s*[.!]?\s*$",
    re.IGNORECASE,
)


_WHERE_IT_IS = frozenset(
    {"drin", "drinnen", "da", "stehen", "gespeichert", "there", "in", "as", "is", "so"}
    | {
        "klar",
        "gell",
        "natürlich",
        "logisch",
        "of",
        "course",
        "obviously",
        "claro",
        "obvio",
        "evidemment",
        "évidemment",
    }
)
# a sentence that ends by leaving what it names be: "Lo del Strand déjalo.", "Das mit der Oma lass.", "Leave that."
_LEAVE_IT = re.compile(
    r"\b(?:d[eé]j[ae](?:lo|la|los|las)|laisse[- ](?:le|la|les|ça)|lass(?:\s+(?:das|es|des))?|leave\s+(?:it|that|them)"
    r"|gu[aá]rd[ae](?:lo|la|los|las)|garde[- ](?:le|la|les))\s*(?:tranquilo|como\s+est[aá]|en\s+paz)?\s*[.!]?\s*$",
    re.IGNORECASE,
)


_YA = re.compile(r"\bya\s+$", re.IGNORECASE)
_LONGER = re.compile(r"\s+(?:longer|more)\b", re.IGNORECASE)


def _follow_up_said(text: str, lang: str, people: People | None, after_question: bool) -> Utterance:
    lex = _lex()
    post = _NOT_AFTER.search(text) if after_question else None
    if post and folded_words(text[: post.start()]):
        text = text[: post.start()] + text[post.end() :]  # "El del mototaxi, chama, mi primo no.": not the cousin
    u = Utterance(text, lang, Move.NONE)
    u.both = bool(lex["both"].find(text))
    u.only = bool(lex["only"].find(text, typos=False))
    keep = lex["keep"].find(text, typos=False)
    add = [h for h in lex["add"].find(text, typos=False) if not _NOT_EITHER.match(text[h.end :])]  # "auch nicht"
    correct = [h for h in lex["correct"].find(text, typos=False) if not add or _opens(text, h)]
    # "Ya no la necesito", "no longer": no correction, a reason
    correct = [
        h
        for h in correct
        if not (_YA.search(text[: h.start]) and fold(text[h.start : h.end]) == "no") and not _LONGER.match(text, h.end)
    ]
    also = [h for h in add if fold(text[h.start : h.end]) in _ALSO_WORDS]
    if also and all(fold(text[h.start : h.end]) in _SOFT_CORRECT for h in correct):
        correct = []  # "Actually her number too.": an addition ("actually" only opens it)
    topic = lex["topic"].find(text)
    opening = _LEADING_NOT.match(text) if keep and correct else None
    instead = sentences(text[opening.end() :])[0] if opening is not None and text[opening.end() :].strip() else ""
    # (what comes instead, said without "I mean": "Not the lawyer money – the money mi put in Tanisha account.";
    # not "Nein, nicht die Adresse, die bleibt.")
    instead = instead if _content(instead) and not _STAYS.search(instead) and not lex["keep"].find(instead) else ""
    if opening is not None and (any(h.start >= opening.end() for h in correct) or instead):
        # "Nein, halt, nicht die von Urs! … Ich meinte Ninas Nummer.": the "not" opening a correction says what it
        # is not, it keeps nothing of its own
        keep = [h for h in keep if not opening.start("no") <= h.start < opening.end()]
    head = text[: keep[0].start] if keep else ""
    if keep and not after_question and any(h.end <= keep[0].start for h in correct) and folded_words(head):
        # "Wait no, not Marco's — I meant my mom's number. Leave Marco's alone.": the correction, and what stays
        # (the correction's own sentences: "I mean the UOB one. POSB card still using, don't touch that one.")
        opens = _sentence_start(text, keep[0].start)
        said_first = text[opens : keep[0].start] if any(h.end <= opens for h in correct) else ""
        fixed = _follow_up(text[:opens] if said_first else head, lang, people, after_question)
        # (what it is named by, or, after "not X –", whatever it is: "Not the lawyer money – the money mi put in
        # Tanisha account. Leave the lawyer one.")
        named = any(i.attribute or i.owner.kind in ("name", "relation") for i in fixed.items)
        # (or one of a kind by its name in capitals: "I mean the UOB one. POSB card still using, don't touch …")
        named = named or any(another(i.text) and re.search(r"\b[A-Z]{2,}\b", i.text) for i in fixed.items)
        if fixed.move is Move.CORRECT and (named or (fixed.items and _LEADING_NOT.match(head))):
            kept = items_of(_split_keep(text, keep[0])[0], people, lang)
            if said_first and all(i.kind is ItemKind.POINTER for i in kept):
                kept = items_of(said_first, people, lang)  # "POSB card still using, don't touch that one."
            fixed.kept += kept
            return fixed
    if keep and not after_question:
        u.move = Move.KEEP
        kept_part, rest = _split_keep(text, keep[0])
        u.kept = items_of(kept_part, people, lang)
        u.items = items_of(rest, people, lang) if rest else []
        first = [i for i in items_of(head, people, lang) if i.kind is not ItemKind.POINTER] if head.strip() else []
        if first and first[0].topic:
            # "Everything about the Didsbury ceiling — …, the lot. She's dropped it. Keep me other jobs though.": a
            # matter named whole, then what stays
            u.move = Move.ADD
            u.items = [*_without_reasons(first, head), *u.items]
            return u
        # one more thing in a sentence of its own, then a sentence of what stays ("An the other thing too, about Cian
        # an the exam. Leave the rest of his stuff, like."; "too", "and all" where they close what they add, not the
        # patois "she too badmind": very; not "His number and all keep as it is": and so on)
        said = text[: _sentence_start(text, keep[0].start)]
        adds = [
            h
            for h in also
            if h.end <= len(said) and (fold(text[h.start : h.end]) not in _CLOSING or _CLOSES.match(text, h.end))
        ]
        more = [i for i in items_of(said, people, lang) if i.kind is not ItemKind.POINTER] if adds else []
        if more and not u.items:
            u.move, u.items = Move.ADD, _without_reasons(more, said)
        return u
    whole = lex["whole"].find(text, typos=False)
    u.whole = bool(whole)
    blank = text  # the markers blanked out, so "Sorry, I meant …" is not read as a reason ("…, I …")
    lead = _LEADING_NOT.match(text) if correct else None
    if lead is not None and any(h.start >= lead.end() or h.end <= lead.start("no") for h in correct):
        # "Wait no, not Marco's — I meant …", "Uy, me he liado: no el de la abogada, el del gestor": not hers
        blank = " " * lead.end() + text[lead.end() :]
    for h in sorted(correct + add + whole, key=lambda h: -h.start):
        blank = blank[: h.start] + " " * (h.end - h.start) + blank[h.end :]
    body = _without_reason(blank)  # "Die in der Böckhstraße auch, die hat sich erledigt."
    if not [w for w in _content(body) if w not in {"nein", "no", "non", "moment", "wait", "attends", "espera"}]:
        body = blank  # "Nein, Moment, ich meinte Tobias": the correction is the message
    if correct or after_question:
        body = _exclusion(body)[0]  # "I meant Jess's number, not Hana's address"; "El del techo, no el del almacén"
    named = items_of(body, people, lang)
    items = _without_appositions([i for i in named if i.kind is not ItemKind.POINTER or i.owner])
    for i in items if whole else ():
        i.topic = i.topic or i.kind is ItemKind.GENERAL  # "Actually, her piano lessons in general. All of it."
    if topic:
        u.move = Move.ADD
        if len(sentences(text)) > 1:  # "Actually, everything about him. He's out of the picture."
            said = next((x for x in sentences(text) if lex["topic"].find(x)), text)
            items = [i for i in items_of(said, people, lang) if i.kind is not ItemKind.POINTER or i.owner]
        u.items = items
        return u
    if after_question and u.both:
        u.move = Move.SELECT
        u.items = items
        return u
    other = _NOT_THE_OTHER.search(text) if after_question and correct else None
    other = other or (_NOT_NEXT_SENTENCE.search(text) or _OTHER_STAYS.search(text) if after_question else None)
    if other and all(h.start >= other.start() for h in correct) and _content(text[: other.start()]):
        # "La de la bodega, no mi comadre.": the answer, and the one it is not
        u.move = Move.SELECT
        picked = _without_news(text[: other.start()])
        u.items = [i for i in items_of(picked, people, lang) if i.kind is not ItemKind.POINTER]
        bare = [i for i in u.items if i.kind is ItemKind.GENERAL and i.owner.kind == "name" and not i.words]
        if len(bare) == 1 and bare[0] is u.items[0]:
            u.items = bare  # "Khady Sène, la deuxième femme d'Ousmane. Pas …": the one named; then who she is
        return u
    if correct and (items or _names(text, people)):
        u.move = Move.CORRECT
        u.items = items
        return u
    # Austrian and Bavarian "a" is "auch": "Wart, den Bausparer bitte a. Beides weg."
    # (Swabian "au", "ond": "…, des au.", "Ach, ond …")
    austrian_too = lang == "de" and re.search(r"\s(?:bitte\s+)?(?:a|au)\s*[.!]", text) is not None
    if (
        add
        or austrian_too
        or re.match(r"^\s*(?:oh,?\s*)?(?:and|und|ond|y|et|also|ach,?\s+und|ach,?\s+ond)\b", text, re.I)
    ):
        u.move = Move.ADD
        # (not "and the reminder for it, i'll manage myself": a place, then why; the why is nothing to forget)
        u.items = items or ([] if named and _names_a_place(body) else items_of(text, people, lang))
        return u
    if after_question and (u.both or items or _content(text)):
        u.move = Move.SELECT
        picked = _without_news(body)
        u.items = (
            items if picked == body else [i for i in items_of(picked, people, lang) if i.kind is not ItemKind.POINTER]
        )
        return u
    if u.both and not items:  # "Is there a Kestrel one too?" … "Both, then.": the one asked about, too
        u.move = Move.ADD
    return u


def _without_news(text: str) -> str:
    """An answer without the sentences after its first that tell what became of someone ("Den vo da Hackn, an
    Wurzinger. Der is jetzt in Pension und hot a neuche Nummer …"): news, not more to forget."""
    parts = sentences(text)
    return "".join(parts[:1] + [p for p in parts[1:] if not is_news(p)])


def is_news(sentence: str) -> bool:
    """A sentence telling what became of someone, asking nothing ("Der is jetzt in Pension …")."""
    return _NEWS_SENTENCE.match(sentence) is not None and not _lex()["forget"].find(sentence)


# a sentence telling what someone is or has now: "Der is jetzt in Pension …", "He's retired now", "Il a changé …"
_NEWS_SENTENCE = re.compile(
    r"^\W*(?:der|die|er|sie|he|she|they|il|elle|ils|elles|él|ella)\s+(?:is|ist|isch|hat|hot|het|has|had|was|war|are"
    r"|est|a|ont|sont|es|está|tiene|ha|se)\b|^\W*(?:he|she|they)['’](?:s|re|ve)\b",
    re.IGNORECASE,
)


# "(Wait no,) not Marco's — I meant …", "Nicht Marcos, ich meinte …", "Pas celui de Marc, …": what it is not
_LEADING_NOT = re.compile(
    r"^[\W_]*(?:(?:ah|oh|ach|euh|na|wait|sorry|oops|no|nope|non|nein|nee|moment|halt|stop|stopp|attends|espera|perdón|pardon|uy|ay|ups|perdona"
    r"|disculpa|lo\s+siento|me\s+he\s+liado|me\s+equivoqué|my\s+bad|i\s+got\s+it\s+wrong|i\s+mixed\s+(?:it|them)\s+up"
    r"|désolée?|oups|je\s+me\s+suis\s+trompée?|entschuldige|sorry|hoppla|(?:ich|i)\s+(?:hab|hob)\s+(?:mich|mi)\s+vertan|verkehrt"
    r"|warte|wart|falsch|quatsch|mist|wrong|faux|mal|(?:mi|my)\s+mix[- ]?up|mixed\s+up)[\W_]+)*"
    r"(?P<no>(?:not|nicht|nich|ni|ned|net|nit|nöd|nid|no|pas)\s+[^,—–;:.!?]+?(?:[,—–;:.!?]+|\s-+(?=\s))\s*"
    # (Saxon and Bavarian "die ni!", "den ned": not that one)
    r"|(?:die|den|der|das|des|dä|de)\s+(?:ni|nich|nicht|ned|net|nit)\s*[,—–;:.!?]+\s*)(?=\S)",
    re.IGNORECASE,
)


def opens_with_not(text: str) -> bool:
    """A message opening with the one it is not: "Nee, wart, nit dä Anwalt — …", "Not Marco's, I meant …"."""
    return _LEADING_NOT.match(text) is not None


# "…, no mi comadre", "…, not my friend", "…, pas ma cousine": after an answer, the one it is not
_NOT_THE_OTHER = re.compile(r"[,;—–]\s*(?:no|not|nicht|net|ned|nit|nöd|pas|non)\s+(?=\w)", re.IGNORECASE)
# "Den Steuerberater, Gary Cheung. Nicht Gaz vom Fußball.": a sentence of its own saying which it is not
_NOT_NEXT_SENTENCE = re.compile(r"[.!]\s+(?:no|not|nicht|net|ned|nit|nöd|pas|non)\s+(?=\w)", re.IGNORECASE)
# "… Leave Simone from work.", "… Da Nachbar bleibt eh.", "… La de alemán ni la toques.": the other one stays
_OTHER_STAYS = re.compile(
    r"[.!]\s+(?:(?:but|mais|pero|aber)\s+)?(?:(?:leave|keep)\s+(?=\w)|(?=[^.!?]{2,40}?\s+(?:bleibt|stays|(?:ni|no)\s+"
    r"(?:la|lo|las|los|le)\s+toques|tu\s+(?:touches|touche)\s+pas|se\s+queda|reste)\b))",
    re.IGNORECASE,
)


_CLOSES = re.compile(r"\s*(?:[,.;:!?]|$)")
_SOFT_CORRECT = {"actually", "eigentlich", "en realidad", "en fait", "oops", "moment", "wait"}
_CLOSING = {"too", "and all", "an all"}  # (words of "also" that are so only where they close what they add)
_ALSO_WORDS = {
    "too",
    "also",
    "as well",
    "and all",
    "an all",
    "auch",
    "auch noch",
    "ebenfalls",
    "también",
    "tambien",
    "además",
    "aussi",
}
_NOT_EITHER = re.compile(r"\s*(?:nicht|not|no|non|pas|kein)\b", re.IGNORECASE)


_SPOKEN_POSSESSIVE = re.compile(
    r"\b(?:der|die|dem|den|am|da|de)\s+([A-ZÀ-Ý][^\W\d_]+)\s+(?:ihr|ihre|ihren|ihrem|sein|seine|seinen|seinem|sei)\s"
)
_BAVARIAN_DE = re.compile(
    r"\b(?:mit|in|für|fia|an|auf|bei|zu|aus|um|über|unter|durch|gegen|ohne|nach|seit|wegen|und|hinter|vor)\s+de\s*$",
    re.IGNORECASE,
)


def _german_noun(m: re.Match, people: People | None) -> bool:
    """ "der Besuch vom Amt", "die Nummer von Arbeit": after "von"/"vom" a German noun, capitalised as every noun
    is, and nobody the notes name (not "vom Lukas")."""
    word = m.group(1)
    if re.match(r"de\s", m.group(0), re.IGNORECASE):
        # "de Erinnerung fürn Stammtisch": in German, Austrian and Bavarian "de" is "die", before a noun; in
        # Caribbean English "the" ("de Tribe costume"), before anyone the notes do not name
        unnamed = people is None or people.named(word) is None
        lang = guess_language(re.sub(r"\bde\b", " ", m.string))  # (the word itself says Spanish or French)
        return unnamed and (lang == "de" and commonness(word) >= 3.0 or lang == "en" and people is not None)
    if not m.group(0).lower().startswith("vo"):
        return False
    if m.group(0).lower().startswith(("vom", "vo ")):
        # someone the notes name, or a surname no language has a word for ("vom Gmeiner"; not "vom Spital")
        return (commonness(word) >= 2.5 or _compound_noun(word)) and (people is None or people.named(word) is None)
    return commonness(word) >= 4.0 and (people is None or people.named(word) is None)


def _compound_noun(word: str) -> bool:
    """A German compound that ends in an everyday noun ("Brückenkredit": a loan, no surname)."""
    return any(commonness(word[i:]) >= 4.0 for i in range(4, len(word) - 5))


def _opens(text: str, hit) -> bool:
    """A correction's word opens its sentence ("No, the other one", "Sorry, I meant …"); inside it, a "no" is a
    negation ("¿Y la revisión? Eso también, que no me salte el aviso")."""
    start = max((m.end() for m in re.finditer(r"[.!?¿¡]\s*", text[: hit.start])), default=0)
    return len(folded_words(text[start : hit.start])) <= 1 or " " in text[hit.start : hit.end].strip()


def _names(text: str, people: People | None) -> bool:
    return bool(owner_in(text, people).kind in ("name", "relation"))


def _sentence_start(text: str, at: int) -> int:
    """Where the sentence holding position `at` of `text` starts."""
    start = 0
    for part in sentences(text):
        if start + len(part) > at:
            return start
        start += len(part)
    return start


def _split_keep(text: str, hit) -> tuple[str, str]:
    """ "Actually, keep the birthday. Just the address." -> ("the birthday", "the address")."""
    after = text[hit.end :]
    m = re.search(r"[.;!]|\b(?:just|only|nur|solo|juste|seulement)\b", after, re.IGNORECASE)
    if m:
        return after[: m.start()], after[m.end() :]
    return after, ""
