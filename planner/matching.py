"""Finding the subject in text: normalised value matching with word boundaries.

A *strong* value (a street address, a phone number, an e-mail, a long code, a quoted phrase) is
enough on its own. A *weak* value (a short number such as a size) only counts in a sentence that
also holds one of the subject's context words, so "10.5 km run" is not a shoe size.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field

# Address and other abbreviations folded to one form on both sides.
_FOLD = {
    "lane": "ln",
    "street": "st",
    "avenue": "ave",
    "road": "rd",
    "boulevard": "blvd",
    "drive": "dr",
    "court": "ct",
    "place": "pl",
    "terrace": "ter",
    "circle": "cir",
    "parkway": "pkwy",
    "highway": "hwy",
    "square": "sq",
    "apartment": "apt",
    "suite": "ste",
    "north": "n",
    "south": "s",
    "east": "e",
    "west": "w",
    "mount": "mt",
}
_QUOTES = str.maketrans({"\u2018": "'", "\u2019": "'", "\u201c": '"', "\u201d": '"', "\u2013": "-", "\u2014": "-"})
_TOKEN = re.compile(r"[\w@+]+(?:[.'\-/][\w@+]+)*", re.UNICODE)
_SENTENCE_END = re.compile(r"(?<=[.!?;])\s+(?=\S)")


def tokens(text: str) -> list[str]:
    """Normalised word tokens: NFKC, case-folded, quotes unified, abbreviations folded, phone-style digits joined."""
    t = unicodedata.normalize("NFKC", text).translate(_QUOTES).casefold()
    out = []
    for tok in _TOKEN.findall(t):
        tok = tok.rstrip(".")
        out.append(_FOLD.get(tok, tok))
    return out


def digits_only(text: str) -> str:
    return re.sub(r"\D", "", text)


def sentences(line: str) -> list[str]:
    """Split a line into sentences, keeping each sentence's trailing space with it."""
    parts: list[str] = []
    start = 0
    for m in _SENTENCE_END.finditer(line):
        parts.append(line[start : m.end()])
        start = m.end()
    parts.append(line[start:])
    return [p for p in parts if p]


@dataclass(frozen=True)
class Value:
    text: str
    strong: bool = True
    kind: str = "text"  # text | phone | number

    @property
    def toks(self) -> tuple[str, ...]:
        return tuple(tokens(self.text))


@dataclass
class Matcher:
    values: list[Value]
    context: frozenset[str] = field(default_factory=frozenset)

    def __post_init__(self) -> None:
        self._seqs = [(v, v.toks) for v in self.values if v.toks]
        self._phones = {digits_only(v.text) for v in self.values if v.kind == "phone" and len(digits_only(v.text)) >= 7}
        self._first = {seq[0] for _, seq in self._seqs}

    def is_empty(self) -> bool:
        return not self._seqs and not self._phones

    def matches(self, text: str) -> bool:
        """True when some sentence of `text` holds the subject."""
        if not text:
            return False
        return any(self._sentence_hit(s) for s in sentences(text))

    def hit_sentences(self, line: str) -> list[int]:
        return [i for i, s in enumerate(sentences(line)) if self._sentence_hit(s)]

    def _sentence_hit(self, sentence: str) -> bool:
        toks = tokens(sentence)
        if not toks:
            return False
        if self._phones and self._phone_hit(sentence):
            return True
        if not self._first.intersection(toks):
            return False
        present = set(toks)
        for value, seq in self._seqs:
            if not _contains_seq(toks, seq):
                continue
            if value.strong or (self.context & present):
                return True
        return False

    def _phone_hit(self, sentence: str) -> bool:
        return any(digits_only(m.group(0)) in self._phones for m in re.finditer(r"\+?\d[\d\s().-]{5,}\d", sentence))


def _contains_seq(toks: list[str], seq: tuple[str, ...]) -> bool:
    n = len(seq)
    if n == 1:
        return seq[0] in toks
    first = seq[0]
    return any(t == first and tuple(toks[i : i + n]) == seq for i, t in enumerate(toks))
