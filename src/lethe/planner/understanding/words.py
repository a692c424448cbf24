"""Words as the planner compares them: folded, stemmed in their language, typos corrected.

- `fold`: case and accents ignored, ß as ss, quotes unified ("Mère" = "mere", "Straße" = "strasse").
- `tokens`: words with their character spans (for cutting later).
- `guess_language`: en, de, es or fr, from function words and letters (cheap, no dictionary).
- `key`: the Snowball stem of a folded word in a language (PyStemmer), so "Adressen" = "Adresse" and
  "teléfonos" = "telefono"; `related` also joins derivations that share a long beginning
  ("pregnancy"/"pregnant", "therapist"/"therapy") — weak evidence only.
- `Lexicon`: phrases of the vocabulary found in a text, tolerant of typos: a word that is neither in the
  vocabulary nor in the home's own words is matched to the closest known word (rapidfuzz), never a word
  that is itself known ("card" is not "car").
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Iterable
from contextvars import ContextVar
from dataclasses import dataclass
from functools import lru_cache
from itertools import count

import Stemmer
from rapidfuzz import fuzz, process
from rapidfuzz.distance import OSA

from lethe.language.frequency import commonness

LANGS = ("en", "de", "es", "fr")
_STEMMER_NAMES = {"en": "english", "de": "german", "es": "spanish", "fr": "french"}
_WORD = re.compile(r"[^\W_]+(?:['’\-][^\W_]+)*", re.UNICODE)
_QUOTES = str.maketrans({"’": "'", "‘": "'", "`": "'", "´": "'"})

_LANG_HINTS = {
    "en": set(
        [
            "the",
            "and",
            "my",
            "is",
            "of",
            "to",
            "please",
            "forget",
            "that",
            "what",
            "where",
            "with",
            "your",
            "you",
            "i'm",
            "it",
            "about",
            "everything",
            "wipe",
            "delete",
            "remove",
            "erase",
        ]
    ),
    "de": set(
        [
            "der",
            "die",
            "das",
            "und",
            "ist",
            "mein",
            "meine",
            "meiner",
            "meinen",
            "bitte",
            "vergiss",
            "nicht",
            "ich",
            "von",
            "mit",
            "dass",
            "was",
            "wer",
            "wo",
        ]
    ),
    "es": set(
        [
            "el",
            "la",
            "los",
            "las",
            "y",
            "es",
            "mi",
            "mis",
            "por",
            "favor",
            "olvida",
            "de",
            "que",
            "del",
            "qué",
            "dónde",
            "con",
            "lo",
            "una",
        ]
    ),
    "fr": set(
        [
            "le",
            "la",
            "les",
            "et",
            "est",
            "mon",
            "ma",
            "mes",
            "de",
            "du",
            "oublie",
            "que",
            "qui",
            "tout",
            "ce",
            "je",
            "une",
            "des",
            "s'il",
            "plaît",
        ]
    ),
}
_LANG_CHARS = {"de": set("äöüß"), "es": set("ñ¿¡"), "fr": set("çèêàùœ")}


class _Marks(dict):
    """`str.translate`'s table that deletes every combining mark (each character looked up once)."""

    def __missing__(self, cp: int) -> int | None:
        kept = None if unicodedata.combining(chr(cp)) else cp
        self[cp] = kept
        return kept


_NO_MARKS = _Marks()


@lru_cache(maxsize=65536)
def fold(text: str) -> str:
    """Quotes made straight, compatibility forms decomposed, combining marks dropped, case folded."""
    if text.isascii():  # decomposing leaves ASCII as it is, and it holds no mark
        return text.translate(_QUOTES).casefold()
    return unicodedata.normalize("NFKD", text.translate(_QUOTES)).translate(_NO_MARKS).casefold()


@dataclass(frozen=True)
class Tok:
    text: str
    start: int
    end: int

    @property
    def folded(self) -> str:
        return fold(self.text)


_ELISION = re.compile(r"^(?:l|d|j|qu|n|s|m|t|c|lorsqu|jusqu|puisqu)['’](?=[^\W_])", re.IGNORECASE)
_POSSESSIVE = re.compile(r"(?:['’]s|s['’]|['’])$", re.IGNORECASE)


def tokens(text: str) -> list[Tok]:
    """Words with their spans; a French elision is its own word ("l'adresse" -> "l'", "adresse")."""
    return list(_kept_tokens(text)) if len(text) <= 4096 else _tokens(text)


@lru_cache(maxsize=16384)
def _kept_tokens(text: str) -> tuple[Tok, ...]:
    """The words of a short text, remembered (a running server reads the same statements for each request)."""
    return tuple(_tokens(text))


def _tokens(text: str) -> list[Tok]:
    out = []
    for m in _WORD.finditer(text):
        w, start = m.group(0), m.start()
        e = _ELISION.match(w)
        if e:
            out.append(Tok(w[: e.end()], start, start + e.end()))
            w, start = w[e.end() :], start + e.end()
        out.append(Tok(w, start, start + len(w)))
    return out


@lru_cache(maxsize=4096)
def _plain_words(text: str) -> tuple[tuple[Tok, ...], tuple[str, ...]]:
    """The words of `text` and each folded without its possessive ending: what every table looks up in it
    (cached: one statement is looked at for every attribute's words)."""
    toks = tuple(tokens(text))
    return toks, tuple(unpossessive(t.folded) for t in toks)


_PLURAL_ENDS = ("es", "s", "en", "n", "e")  # the endings `Lexicon._singular` takes off


@lru_cache(maxsize=16384)
def cue_keys(text: str) -> frozenset[str]:
    """Every word a table could look a phrase up by in `text` (without typos): each of its words, and each
    without a plural ending. A table whose `firsts()` none of these is finds nothing in `text`."""
    out = set()
    for w in _plain_words(text)[1]:
        out.add(w)
        for end in _PLURAL_ENDS:
            if w.endswith(end):
                out.add(w[: -len(end)])
    return frozenset(out)


def phrase_in(phrase: tuple[str, ...], ws: list[str]) -> bool:
    """Whether the (folded) words hold the phrase, its words in a row."""
    n = len(phrase)
    return any(tuple(ws[i : i + n]) == phrase for i in range(len(ws) - n + 1))


def unpossessive(word: str) -> str:
    """ "sister's" -> "sister", "kids'" -> "kids" (folded or not)."""
    if len(word) > 3 and _POSSESSIVE.search(word):
        return _POSSESSIVE.sub("", word) if not word.lower().endswith("s'") else word[:-1]
    return word


def folded_words(text: str) -> list[str]:
    return [t.folded for t in tokens(text)]


def guess_language(text: str, default: str = "en") -> str:
    low = text.casefold()
    ws = set(_WORD.findall(low))
    scores = {lang: len(ws & hints) for lang, hints in _LANG_HINTS.items()}
    for lang, chars in _LANG_CHARS.items():
        if any(c in low for c in chars):
            scores[lang] += 2
    best = max(scores.values())
    if best == 0:
        return default
    top = [lang for lang in LANGS if scores[lang] == best]
    return default if default in top else top[0]


@lru_cache(maxsize=4)
def _stemmer(lang: str):
    return Stemmer.Stemmer(_STEMMER_NAMES.get(lang, "english"))


@lru_cache(maxsize=262144)
def key(word: str, lang: str = "en") -> str:
    """The stem of a folded word in `lang` (short words, numbers and mixed words stay as they are)."""
    w = fold(word).strip("'")
    if len(w) <= 3 or not w.isalpha():
        return w
    return _stemmer(lang).stemWord(w)


def keys(text: str, lang: str) -> set[str]:
    return {key(w, lang) for w in folded_words(text)}


def related(a: str, b: str) -> bool:
    """Two stems of one family: the same, or a long shared beginning ("pregnan-", "therap-")."""
    if a == b:
        return True
    n = min(len(a), len(b))
    if n < 5:
        return False
    common = 0
    for x, y in zip(a, b, strict=False):
        if x != y:
            break
        common += 1
    return common >= 5 and common >= 0.75 * n


# ------------------------------------------------------------------------------------------ phrases


@dataclass(frozen=True)
class Hit:
    entry: str  # the table entry found (its folded form)
    start: int  # character span in the text
    end: int
    first: int  # token indexes [first, last)
    last: int


KNOWN: set[str] = set()  # every word of the vocabulary tables: never "corrected" into another word
# while a request is read against a home: whether its notes write a word ("Pilates martes y jueves": the user's
# "pilates" is no typo of "plates", whatever the word tables know)
NOTES_WRITE: ContextVar[NotesWords | None] = ContextVar("NOTES_WRITE", default=None)


class NotesWords:
    """Whether a home's notes write a word, asked only when a request's word would be corrected."""

    _serials = count(1)

    def __init__(self, written: Callable[[str], bool]) -> None:
        self.written = written
        self.serial = next(self._serials)  # what the lexicons' memo tells readings apart by (never reused)


class Lexicon:
    """Phrases (folded, space-separated words) found in texts; words may be typos of known words."""

    def __init__(self, phrases: Iterable[str], known: Iterable[str] = (), *, plurals: bool = True):
        self.plurals = plurals  # (a table of verbs has none: "garden" is no plural of "garde")
        self.phrases: dict[tuple[str, ...], str] = {}
        for p in phrases:
            ws = tuple(folded_words(p))
            if ws:
                self.phrases.setdefault(ws, fold(p))
        self.first: dict[str, list[tuple[str, ...]]] = {}
        for ws in self.phrases:
            self.first.setdefault(ws[0], []).append(ws)
        for lst in self.first.values():
            lst.sort(key=len, reverse=True)
        self.vocabulary = {w for ws in self.phrases for w in ws}
        self.known = set(self.vocabulary) | {fold(k) for k in known}
        self._found: dict[tuple[str, bool], tuple[Hit, ...]] = {}
        self._singulars: dict[str, str] = {}  # `_singular`'s answers

    def correct(self, word: str) -> str:
        """The word, or the known word it is a typo of (only for unknown words of 4 letters or more)."""
        if word in self.known or word in KNOWN or len(word) < 4 or not word.isalpha():
            return word
        if commonness(word) >= (3.0 if len(word) >= 6 else 3.5):
            return word  # a real word of its own: "travaille" is not "taille" misspelt, "knee" is not "née"
        closest = _closest(word, tuple(sorted(self.vocabulary)))
        if closest and (notes := NOTES_WRITE.get()) is not None and notes.written(word):
            return word
        return closest or word

    def find(self, text: str, *, typos: bool = True) -> list[Hit]:
        """Every phrase of the table in `text`, left to right (memoised: the same statement is looked at for
        every attribute's words)."""
        # a typo is corrected against the notes read at the time (NOTES_WRITE), so it is remembered with them
        notes = NOTES_WRITE.get() if typos else None
        memo = (text, typos, notes.serial if notes is not None else 0)
        got = self._found.get(memo)
        if got is None:
            if len(self._found) > 65536:
                self._found.clear()
            got = self._found[memo] = tuple(self._find(text, typos))
        return list(got)

    def _find(self, text: str, typos: bool) -> list[Hit]:
        toks, plain = _plain_words(text)
        singular = self._singulars
        folded = [singular.get(w) or singular.setdefault(w, self._singular(w)) for w in plain]
        if typos:
            folded = [self.correct(w) for w in folded]
        out: list[Hit] = []
        i = 0
        while i < len(toks):
            match = None
            for ws in self.first.get(folded[i], ()):
                if tuple(folded[i : i + len(ws)]) == ws:
                    match = ws
                    break
            if match is None:
                i += 1
                continue
            j = i + len(match)
            out.append(Hit(self.phrases[match], toks[i].start, toks[j - 1].end, i, j))
            i = j
        return out

    def firsts(self) -> frozenset[str]:
        """The words the table's phrases begin with: `find(..., typos=False)` finds nothing in a text none
        of whose words is one of them or one of them with a plural ending (see `cue_keys`)."""
        return frozenset(self.first)

    def _singular(self, word: str) -> str:
        """A plural of a table word as that word ("teléfonos", "Adressen", "numbers")."""
        if word in self.vocabulary or len(word) < 4 or not self.plurals or word in _NO_PLURALS:
            return word
        for end in ("es", "s", "en", "n", "e"):
            if word.endswith(end) and word[: -len(end)] in self.vocabulary:
                return word[: -len(end)]
        return word

    def contains(self, text: str) -> bool:
        return bool(self.find(text))


# words that look like a table word's plural and are not: "gehalten" (held, "für Uwe gehalten") is no "Gehalt"
_NO_PLURALS = frozenset({"gehalten"})


@lru_cache(maxsize=16384)
def _closest(word: str, vocabulary: tuple[str, ...]) -> str | None:
    cutoff = 80 if len(word) >= 6 else 85
    near = process.extract(word, vocabulary, scorer=fuzz.ratio, score_cutoff=75, limit=8)
    # below the cutoff only two neighbouring letters swapped ("tnada" of "tanda": two edits to the ratio, one typo),
    # or, in five letters that are no word in any language, one letter changed ("lupas" of "lupus")
    unknown = len(word) == 5 and commonness(word) == 0.0
    near = [
        c
        for c in near
        if c[1] >= cutoff
        or (len(word) >= 5 and _swapped(word, c[0]))
        or (unknown and len(c[0]) == 5 and c[0][0] == word[0] and OSA.distance(word, c[0]) == 1)
    ]
    if not near:
        return None
    # fewest edits, a swap of two letters counting as one ("crusie" is "cruise" as much as "Cruse"); then the
    # word people write more often
    cand = min(near, key=lambda c: (OSA.distance(word, c[0]), -commonness(c[0]), -c[1]))[0]
    # a typo keeps the first letter or the length; "frget"/"forget", "adress"/"address"
    if cand[0] != word[0] and (abs(len(cand) - len(word)) > 1 or OSA.distance(word, cand) > 1):
        return None  # (not "trainer" of "etranjer": three edits, the first letter among them)
    if len(cand) <= 3 < len(word) and not (word[:-1] == cand or _one_doubled(word, cand)):
        return None  # a word of three letters, one more written at its end ("alls") or twice; not "olte" of "ote"
    return cand


def _one_doubled(word: str, other: str) -> bool:
    """`word` is `other` with one of its letters written twice ("alll" of "all")."""
    return any(word[i] == word[i + 1] and word[:i] + word[i + 1 :] == other for i in range(len(word) - 1))


def _swapped(word: str, other: str) -> bool:
    """`other` is `word` with two neighbouring letters swapped."""
    if len(word) != len(other):
        return False
    diff = [i for i, (a, b) in enumerate(zip(word, other, strict=True)) if a != b]
    return (
        len(diff) == 2
        and diff[1] == diff[0] + 1
        and word[diff[0]] == other[diff[1]]
        and word[diff[1]] == other[diff[0]]
    )


_CAPITALISED_PAIR = re.compile(r"\b([A-ZÀ-Ý][\w&'-]*)\s+(?=[A-ZÀ-Ý])([\w&'-]+)")


def name_tails(text: str) -> list[tuple[int, int]]:
    """Where a capitalised word continues a proper name ("Pay" of "interviewing at Northwind Pay"): after a
    capitalised word that is no everyday word ("Northwind", not "Blue" of "Blue Card" or "Known" of "Known Traveler
    Number"). Such a word names no kind of fact or matter of its own (German capitalises every noun: none there)."""
    if guess_language(text) == "de":
        return []  # every German noun is capitalised: "Franks Nummer" is Frank's number
    out = []
    for m in _CAPITALISED_PAIR.finditer(text):
        if m.group(1)[-1:] in "sß" or m.group(1).endswith("'"):
            continue  # "Franks Nummer", "Lottes Adresse": whose (a German genitive), not a name going on
        if m.group(2).lower().endswith(("nummer", "adresse", "code", "pin", "passwort", "kennwort")):
            continue  # "mei Raika Kontonummer": a German kind of number (the message too short to tell its language)
        if commonness(m.group(1)) < 3.5 and len(m.group(1)) >= 3:
            out.append(m.span(2))
    return out


def without_name_tails(text: str) -> str:
    """`text` with the name tails blanked (same length)."""
    for a, b in name_tails(text):
        text = text[:a] + " " * (b - a) + text[b:]
    return text


# a German noun joined to "code" or "PIN": "Garagencode", "Haustürcode", "Tresorpin"
_CODE_COMPOUND = re.compile(r"\b([A-ZÄÖÜ][a-zäöüß]{2,})(code|pin|passwort|kennwort)\b")


def code_compounds_apart(text: str) -> str:
    """ "Garagencode 2580" -> "Garagen Code 2580": the kind of value as a word of its own (same length or one more)."""
    return _CODE_COMPOUND.sub(
        lambda m: m.group(0) if m.group(0).lower() in _CODE_WORDS else f"{m.group(1)} {m.group(2).capitalize()}", text
    )


_CODE_WORDS = frozenset({"eircode", "postcode", "zipcode", "barcode", "passcode", "unicode", "geocode", "dresscode"})


def where_someone_is(name: str, text: str) -> bool:
    """Every mention of `name` in `text` says where someone works or lives ("office on Poydras", "based in Leeds")."""
    at = [m.start() for m in re.finditer(rf"\b{re.escape(name)}\b", text)]
    return bool(at) and all(SOMEONE_IS_AT.search(text[:i]) for i in at)


# where someone rang or came from: "appelé de Banjul", "rang from Leeds"; not where a thing is, "fundación en Guarne"
CAME_FROM = re.compile(
    r"\b(?:from|(?:appel[ée]e?|venue?|revenue?|rentr[ée]e?|arriv[ée]e?|llam[óo]|vino|volvi[óo]|lleg[óo])\s+de)\s+$",
    re.IGNORECASE,
)
SOMEONE_IS_AT = re.compile(
    r"\b(?:office|offices|practice|practises|practices|based|lives|living|works|working|kanzlei|praxis|cabinet"
    r"|despacho|consulta|bureau)\s+(?:is\s+)?(?:on|in|at|im|in\s+der|à|au|en|sur)\s+$",
    re.IGNORECASE,
)
