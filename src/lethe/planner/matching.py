"""Finding the subject in text: normalised value matching, per sentence.

Text is normalised the same way on both sides (Unicode NFKC, case-folded, quotes and dashes unified,
street and other abbreviations folded, possessive "'s" dropped), then a value is found as:

- ``text``: a sequence of normalised words. A single capitalised word ("Bluefin", "Priya") is a name:
  an all-lower-case occurrence ("bluefin tuna") is another word, not the name.
- ``phone``: the digits, whatever the format ("503-555-0142", "(503) 555 0142", "+1 503 555 0142",
  "07700 900123" for "+44 7700 900123").
- ``compact``: letters and digits with separators ignored ("DE89 3704 ..." = "DE89370400...").
- ``date``: the calendar day, whatever the format ("2018-09-21", "Sept 21", "21 September"); a date
  without a year matches any year.
- ``stems``: every word of a topic present in the sentence, compared as stems ("therapy" ~ "therapist").
- ``overlap``: most of the words of a message that named nothing ("I'm pregnant, 10 weeks"): at least
  two thirds of them, one a real word of five letters or more.

A *strong* value is enough on its own. A *weak* value (a size, a short code, a date, a name that needs
its fact) only counts in a sentence that also holds one of its context words, so "10.5 km" is not a
shoe size and "Uses Stripe for payments" is not "applying to Stripe".
"""

from __future__ import annotations

import re
import unicodedata
from bisect import bisect_right
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from functools import lru_cache

from lethe.language.clauses import expand, merged, place_phrase
from lethe.language.frequency import commonness
from lethe.language.text import (
    _ALNUM,
    _FOLD,
    _SEP,
    PHONE_RUN,
    _norm_token,
    compact,
    find_days,
    normalise,
    phone_digits,
    raw_tokens,
    same_phone,
    sentences,
    stem,
    tokens,
)
from lethe.language.values import SPELLED_SUM_WORD, bare_sum, fold

# ------------------------------------------------------------------------------------------ values


@dataclass(frozen=True)
class Value:
    text: str
    strong: bool = True
    kind: str = "text"  # text | phone | compact | date | stems | overlap | sentence (only a whole one)
    context: frozenset[str] = frozenset()  # stems; for a weak value one must be in the sentence
    # a place's name that is the fact itself ("Hospital La Fe" of "which hospital"): a rewrite cuts only the
    # phrase placing it ("en el Hospital La Fe"), not its clause
    where: bool = False
    # the places it is looked for in ("reminders"), none: everywhere. One thing of several named by where it is
    # ("…, and the quiz reminder"): the notes about the quiz stay (`lethe.planner.scope.take_placed`)
    places: frozenset[str] = frozenset()
    # stems a request typed without their accents, met written with them ("le rappel de la peche": "Pêche"); only
    # where the place searched is narrow (a reminder asked for by its words), so a residual check's stems stay strict
    loose: bool = False

    @property
    def toks(self) -> tuple[str, ...]:
        return tuple(tokens(self.text))

    @property
    def is_name(self) -> bool:
        """A single capitalised word: a proper noun, matched only where it is written as one."""
        raw = raw_tokens(self.text)
        return self.kind == "text" and len(raw) == 1 and raw[0][:1].isupper() and raw[0].isalpha()


@dataclass
class _Sentence:  # read-only once made (shared through the cache below)
    text: str
    raw: list[str]
    toks: list[str]
    stems: set[str]

    @classmethod
    def of(cls, text: str) -> _Sentence:
        return _sentence(text)


_PART = 6  # the shortest word that counts as part of a compound


def _stem_triggers(key) -> tuple[str, ...]:
    """What a text holding every stem of `key` contains: the longest stem, or (a compound of it, or part of
    one: "zahnarzt" for "zahnarzttermin") its first letters."""
    w = max(key, key=_trigger_rank)
    return (*_alternatives(w), *((w[:_PART],) if len(w) > _PART else ()))


def _compounded(a: str, b: str) -> bool:
    """One word is the other with more joined on ("Zahnarzttermin"/"Zahnarzt", "Chorprobe"/"Chor…")."""
    return len(a) >= _PART and len(b) >= _PART and a != b and (a.startswith(b) or b.startswith(a))


def _unaccented(tok: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFKD", tok) if not unicodedata.combining(c))


@lru_cache(maxsize=8192)
def _sentence(text: str) -> _Sentence:
    raw = raw_tokens(text)
    toks = [_norm_token(r) for r in raw]
    return _Sentence(text, raw, toks, {x for t in toks if t for x in _word_stems(t)})


def _word_stems(tok: str) -> set[str]:
    """A word's stem, and its stem without accents ("cumpleaños" is also "cumpleanos", as context words are
    written folded), and for a hyphenated word its parts' too ("post-surgery" holds "surgery")."""
    out = {stem(tok)}
    bare = _unaccented(tok)
    if bare != tok:
        out.add(stem(bare))
    if "-" in tok:
        out |= {stem(p) for p in tok.split("-") if len(p) >= 3}
    return out


_MILLIONS = r"(?i:m\b|mio|mill|mn\b)"  # "2M", "1,5 Mio.", "2 millones", "£1.2 million", "3 mn"


@dataclass
class Matcher:
    values: list[Value]
    context: frozenset[str] = field(default_factory=frozenset)  # fallback context for weak values without one
    semantic: Callable[[str], bool] | None = None  # optional extra test for sentences the rules miss

    def __post_init__(self) -> None:
        self._compiled = [self._compile(v) for v in self.values]
        self._compiled = [c for c in self._compiled if c is not None]
        self._ctx = frozenset(stem(w) for w in self.context)
        self._pre = [self._prefilter(v, key) for v, key, _ in self._compiled]
        self._first = _FirstStage(
            [self._trigger(v, key) for v, key, _ in self._compiled],
            # a stem the request gave without its accents ("peche" of "la pêche") may be written with them
            loose=[w for v, key, _ in self._compiled if v.kind == "stems" and v.loose for w in _stem_triggers(key)],
        )
        # a line's label counts only as the context of a date that needs one (see `_in_context`)
        self._dated = any(v.kind == "date" and not v.strong for v, _, _ in self._compiled)
        # a sum needing its words may find them in the line's sentence before (see `_in_context`)
        self._sums = any(v.kind == "money" and not v.strong for v, _, _ in self._compiled)

    @staticmethod
    def _trigger(v: Value, key) -> tuple[str, ...] | re.Pattern | None:
        """What every text holding this value contains: words that start a token, or a pattern
        (None: no cheap test exists)."""
        if v.kind == "phone":
            return re.compile(r"[^0-9\n]{0,3}".join(key[-4:]))
        if v.kind == "compact":  # separators within one line only, so whole-text scans see lines apart
            return re.compile(r"(?:[^\S\n]|[\-./]){0,2}".join(map(re.escape, key[:4].lower())))
        if v.kind == "date":
            return None
        if v.kind == "money":
            digits = str(int(key))[:3]
            written = r"[.,'’\s\u00a0\u202f]?".join(digits)  # (Swiss "CHF 12'340")
            # "€46,000" is also written "€46k" (and 46.5k, "2,4k"), "38 mil", "2 millones", "1,5 Mio."
            for size, words in ((1000, r"[kK]\b|(?i:mil|thousand|tausend|grand|mille)"), (10**6, _MILLIONS)):
                if key >= size and key % (size // 10) == 0:
                    short = format(key / size, "f").rstrip("0").rstrip(".")
                    written += "|" + re.escape(short).replace(r"\.", "[.,]") + r"\s?(?:" + words + ")"
            if key >= 1000:  # and in words: "quatre-vingt-cinq mille", "cuarenta mil", "fünfundachtzigtausend"
                written += "|" + SPELLED_SUM_WORD.pattern
            return re.compile(written)
        if v.kind == "street":
            name = max(key[0].split(), key=len) if key[0] else ""
            # as the prefilter sees it (accents kept: "Chevêne" is "chevêne", not the key's folded "chevene")
            written = [w for w in re.findall(r"[^\W\d_]+", prepare(v.text)) if fold(w).startswith(name[:6])]
            return (written[0][:6],) if len(name) >= 3 and written else None
        # words, stems and names start a token, so "st" is not looked for inside "first"
        if v.kind == "overlap":
            return tuple(a for w in key if w.isalpha() and len(w) >= 5 for a in _alternatives(w))
        if v.kind == "stems":
            return _stem_triggers(key)
        return tuple(_alternatives(max(key, key=_trigger_rank)))

    @staticmethod
    def _compile(v: Value):
        key: object
        if v.kind == "phone":
            key = phone_digits(v.text)
            ok = len(key) >= 7
        elif v.kind == "compact":
            key = compact(v.text)
            ok = len(key) >= 4
        elif v.kind == "date":
            days = find_days(v.text)
            key = days[0][0] if days else None
            ok = key is not None
        elif v.kind in ("stems", "overlap"):
            key = frozenset(stem(t) for t in v.toks)
            ok = bool(key)
        elif v.kind in ("money", "street"):
            found = [f for f in _find_values(v.text) if f.kind == ("money" if v.kind == "money" else "street_address")]
            key = (found[0].key[0] if v.kind == "money" else found[0].key) if found else None
            if key is None and v.kind == "money":  # a sum its notes write without a currency ("debo 1.360.000")
                key = next((f.key for f in _find_values(v.text) if f.kind == "number" and bare_sum(f.key, f)), None)
            if key is None and v.kind == "street" and len(v.toks) >= 2:
                # a street named without its number ("Les clés de la rue du Lombard !!!", "chez Me Pirson (bd de la
                # Sauvenière)"): its name, where no language has a word for it, else its words as written
                names = [w for w in raw_tokens(v.text)[1:] if w[:1].isupper() and w.isalpha() and len(w) >= 5]
                name = max(names, key=len) if names else ""
                v = replace(v, text=name, kind="text") if name and commonness(name) < 3.5 else replace(v, kind="text")
                key = v.toks
            ok = key is not None
        else:
            key = v.toks
            ok = bool(key)
        return (v, key, v.is_name) if ok else None

    def _prefilter(self, v: Value, key) -> Callable[[str], bool]:
        """A cheap test on prepared text (see `prepare`) that is True whenever the value could match."""
        if v.kind == "phone":
            test = _digits_near(key[-4:])
        elif v.kind == "compact":
            test = _chars_near(key[:4].lower(), r"[\s\-./]{0,2}")
        elif v.kind in ("date", "money", "street"):
            test = _always
        elif v.kind == "stems":
            test = _any_of(list(_stem_triggers(key)))
            accented = _accent_tolerant(_stem_triggers(key)) if v.loose else _never
            test = (
                (lambda t, a=test, b=accented: a(t) or (not t.isascii() and b(t))) if accented is not _never else test
            )
        elif v.kind == "overlap":
            long = [w for w in key if w.isalpha() and len(w) >= 5]
            test = _any_of([a for w in long for a in _alternatives(w)]) if long else _never
        else:
            test = _any_of(_alternatives(max(key, key=_trigger_rank)))
        if v.strong:
            return test
        ctx = v.context or self._ctx
        if not ctx:
            return _never
        need = _any_of([a for c in ctx for a in _alternatives(c)] + [c[:_PART] for c in ctx if len(c) >= _PART])
        bare = _accent_tolerant(ctx)  # context words are written folded: "cumpleano" is "cumpleaños"
        return lambda text: test(text) and (need(text) or bare(text))

    def literal_triggers(self) -> tuple[str, ...] | None:
        """Lower-case words one of which every text holding the subject contains (None: no such list)."""
        first = self._first
        if first.always or first.patterns or self.semantic is not None:
            return None
        return first.words or None

    def candidate_lines(self, text: str) -> set[int] | None:
        """0-based indexes of the lines of `text` (split on "\\n") that could hold the subject, from
        whole-text scans; a superset of the lines `matches` accepts. None when no cheap test exists."""
        first = self._first
        if first.always or self.semantic is not None:
            return None
        prepared = prepare(text)  # keeps every line break, so offsets map back to line numbers
        breaks = [m.start() for m in _NEWLINE.finditer(prepared)]
        hits: set[int] = set()
        for word in first.words:
            i = prepared.find(word)
            while i >= 0:
                if i == 0 or not _is_token_char(prepared[i - 1]):
                    hits.add(bisect_right(breaks, i))
                i = prepared.find(word, i + 1)
        for pattern in first.patterns:
            hits.update(bisect_right(breaks, m.start()) for m in pattern.finditer(prepared))
        return hits

    def could_match(self, text: str) -> bool:
        """False only when no sentence of `text` can hold the subject: a fast test before the real one."""
        if self.semantic is not None:
            return True
        prepared = prepare(text)
        if not self._first.passes(prepared):
            return False
        return any(pre(prepared) for pre in self._pre)

    def is_empty(self) -> bool:
        return not self._compiled

    def matches(self, text: str) -> bool:
        """True when some sentence of `text` holds the subject."""
        if not text or not self.could_match(text):
            return False
        return any(self._sentence_hits(text))

    def spans(self, text: str) -> list[tuple[int, int]]:
        """Character ranges of `text` that state the subject: each occurrence widened to its clause."""
        if not text or not self.could_match(text):
            return []
        found: list[tuple[int, int]] = []
        placed: list[tuple[int, int]] = []  # already the span a rewrite cuts
        pos = 0
        label = _label_stems(text) if self._dated else frozenset()
        before: frozenset[str] = frozenset()  # the line's sentences so far
        for sentence in sentences(text):
            s = _Sentence.of(sentence)
            if s.toks:
                for value, key, name in self._compiled:
                    occ = _occurrences(value, key, s, name)
                    if occ and (value.strong or self._in_context(value, s, label, before)):
                        if value.where:
                            placed += [(pos + a, pos + b) for a, b in (place_phrase(sentence, a, b) for a, b in occ)]
                        else:
                            found += [(pos + a, pos + b) for a, b in occ]
                if not found and not placed and self.semantic and self.semantic(sentence):
                    found.append((pos, pos + len(sentence)))
                if self._sums:
                    before = _carried(before, s, sentence)
            pos += len(sentence)
        if placed:
            return merged((expand(text, found) if found else []) + placed)
        return expand(text, found) if found else []

    def hit_sentences(self, line: str) -> list[int]:
        if not self.could_match(line):
            return []
        return [i for i, hit in enumerate(self._sentence_hits(line)) if hit]

    def _sentence_hits(self, text: str):
        """For each sentence of `text` in turn, whether it holds the subject (lazily: `any` stops at the first)."""
        label = _label_stems(text) if self._dated else frozenset()
        before: frozenset[str] = frozenset()  # the line's sentences so far (a sum's words may stand there)
        for sentence in sentences(text):
            s = _Sentence.of(sentence)
            yield self._sentence_hit(s, label, before)
            if self._sums:
                before = _carried(before, s, sentence)

    def _sentence_hit(self, s: _Sentence, label: frozenset[str] = frozenset(), before=frozenset()) -> bool:
        if not s.toks:
            return False
        for value, key, name in self._compiled:
            if _found(value, key, s, name) and (value.strong or self._in_context(value, s, label, before)):
                return True
        return bool(self.semantic and self.semantic(s.text))

    def _in_context(
        self, value: Value, s: _Sentence, label: frozenset[str] = frozenset(), before: frozenset[str] = frozenset()
    ) -> bool:
        """Whether the sentence says a word of the value's context, or for a date the label of its line does
        ("Cumpleaños: Manolo 2 de febrero; Macarena 15 de agosto": the label says what every date of it is); a
        sum, or the line's sentences before it ("told shiv abt the gambling. 3,200 euro gone in 2025.")."""
        ctx = value.context or self._ctx
        stems = s.stems | label if value.kind == "date" else s.stems  # (a list of days under its label)
        stems = stems | before if value.kind == "money" else stems
        return bool(ctx & stems) or any(_compounded(c, t) for c in ctx for t in stems)


def _carried(before: frozenset[str], s: _Sentence, sentence: str) -> frozenset[str]:
    """The words of a line's sentences so far, for the next: none past the line's end (an index chunk holds many
    lines, and a sum's words on one line say nothing of the next)."""
    return frozenset() if sentence.endswith("\n") else before | s.stems


def _occurrences(value: Value, key, s: _Sentence, name: bool) -> list[tuple[int, int]]:
    """Where in the sentence the value is written (character spans; the whole sentence for word sets)."""
    text = s.text
    if value.kind == "sentence":
        return [(0, len(text))] if _found(value, key, s, name) else []
    if value.kind == "phone":
        norm = normalise(text)
        if len(norm) != len(text):
            return [(0, len(text))] if _found(value, key, s, name) else []
        return [m.span() for m in PHONE_RUN.finditer(norm) if same_phone(key, phone_digits(m.group(0)))]
    if value.kind in ("money", "street"):
        kind = "money" if value.kind == "money" else "street_address"
        out = []
        for f in _find_values(text):
            if kind == "money" and bare_sum(key, f):  # "£48.5k" written "48,500" later
                out.append(f.span)
            elif f.kind == kind and ((f.key[0] == key) if kind == "money" else (f.key == key)):
                out.append(f.span if kind == "money" else (_place_start(text, f.start), _place_end(text, f.end)))
        return out
    if value.kind == "stems":
        return _stem_spans(key, s) if _found(value, key, s, name) else []
    if value.kind == "date":
        return _date_spans(key, s)
    if value.kind == "compact":  # the number itself, which a rewrite widens to its clause
        norm = normalise(text)
        if len(norm) != len(text):
            return [(0, len(text))] if _found(value, key, s, name) else []
        return _compact_spans(key, norm, days=_DAY_MONTH.search(value.text) is not None)
    if value.kind == "overlap":
        return [(0, len(text))] if _found(value, key, s, name) else []
    return _seq_spans(key, s, name)


def _offsets(s: _Sentence) -> list[tuple[int, int]] | None:
    """Each raw token's character span in the sentence (None when normalising changed its length)."""
    norm = normalise(s.text)
    if len(norm) != len(s.text):
        return None
    offsets, at = [], 0
    for r in s.raw:
        i = norm.find(r, at)
        offsets.append((i, i + len(r)) if i >= 0 else (0, len(s.text)))
        at = i + len(r) if i >= 0 else at
    return offsets


def _date_spans(key, s: _Sentence) -> list[tuple[int, int]]:
    """Where the day is written ("23/09/1990" in "..., nacida el 23/09/1990.")."""
    hits = [raw for day, raw in find_days(s.text) if key.same(day)]
    if not hits:
        return []
    norm = normalise(s.text)
    out = []
    for raw in hits:
        i = norm.find(raw)
        if i < 0 or len(norm) != len(s.text):
            return [(0, len(s.text))]
        out.append((i, i + len(raw)))
    return out


def _stem_spans(key: frozenset, s: _Sentence) -> list[tuple[int, int]]:
    """From the first to the last word of the set ("aa meetings" in "AA meetings Tuesdays")."""
    offsets = _offsets(s)
    at = [
        i
        for i, t in enumerate(s.toks)
        if _word_stems(t) & key or any(_compounded(k, w) for k in key for w in _word_stems(t))
    ]
    if offsets is None or not at:
        return [(0, len(s.text))]
    return [(offsets[at[0]][0], offsets[at[-1]][1])]


_LINE_LABEL = re.compile(r"^\s*(?:[-*+]\s+)?([^\W\d_][^:;,.\n]{0,38}):\s")


def _label_stems(text: str) -> frozenset[str]:
    """The stems of a line's opening label ("- Cumpleaños: …"), none when it has none."""
    m = _LINE_LABEL.match(text)
    return frozenset(_Sentence.of(m.group(1)).stems) if m else frozenset()


def _seq_spans(seq: tuple[str, ...], s: _Sentence, name: bool) -> list[tuple[int, int]]:
    n = len(seq)
    out = []
    raw = s.raw
    if not raw:
        return out
    # token offsets in the sentence (raw tokens are found in order in the normalised text)
    norm = normalise(s.text)
    offsets, at = [], 0
    for r in raw:
        i = norm.find(r, at)
        offsets.append((i, i + len(r)) if i >= 0 else (0, len(s.text)))
        at = i + len(r) if i >= 0 else at
    same_len = len(norm) == len(s.text)
    for i, t in enumerate(s.toks):
        whole = t == seq[0] and tuple(s.toks[i : i + n]) == seq and not (name and raw[i].islower())
        whole = whole and not _number_goes_on(s, i, n)
        if whole or (n == 1 and _inside(seq[0], t, raw[i], name)):
            a, b = offsets[i][0], offsets[min(i + n, len(offsets)) - 1][1]
            out.append((a, b) if same_len else (0, len(s.text)))
    return out


def _find_values(text: str):
    from lethe.planner.understanding.values import find_values

    return find_values(text)


def _place_start(text: str, start: int) -> int:
    from lethe.planner.understanding.values import place_start

    return place_start(text, start)


def _place_end(text: str, end: int) -> int:
    from lethe.planner.understanding.values import place_end

    return place_end(text, end)


def _found(value: Value, key, s: _Sentence, name: bool) -> bool:
    if value.kind == "sentence":
        return tuple(t for t in s.toks if t) == key
    if value.kind == "phone":
        return any(same_phone(key, phone_digits(m.group(0))) for m in PHONE_RUN.finditer(normalise(s.text)))
    if value.kind == "compact":
        return _compact_in(key, s.text, days=_DAY_MONTH.search(value.text) is not None)
    if value.kind == "date":
        return any(key.same(day) for day, _ in find_days(s.text))
    if value.kind == "stems":
        return key <= s.stems or all(k in s.stems or any(_compounded(k, t) for t in s.stems) for k in key)
    if value.kind in ("money", "street"):
        return bool(_occurrences(value, key, s, name))
    if value.kind == "overlap":
        shared = key & s.stems
        need = max(min(2, len(key)), -(-2 * len(key) // 3))
        return len(shared) >= need and any(w.isalpha() and len(w) >= 5 for w in shared)
    return _seq_at(key, s, name)


def _seq_at(seq: tuple[str, ...], s: _Sentence, name: bool) -> bool:
    n = len(seq)
    for i, t in enumerate(s.toks):
        if (
            t == seq[0]
            and tuple(s.toks[i : i + n]) == seq
            and not (name and s.raw[i].islower())
            and not _number_goes_on(s, i, n)
        ):
            return True
        if n == 1 and _inside(seq[0], t, s.raw[i], name):
            return True
    return False


def _number_goes_on(s: _Sentence, i: int, n: int) -> bool:
    """Tokens [i, i+n) are the groups of a number that a group before or after continues: "800,000" read in
    "4,800,000" or "1,800,000,000" is no mention of it."""
    raw = s.raw

    def joined(a: int) -> bool:  # raw[a] and raw[a + 1] are one number's groups ("4,800", "1.200")
        return (
            a >= 0
            and a + 1 < len(raw)
            and raw[a].isdigit()
            and raw[a + 1].isdigit()
            and any(f"{raw[a]}{sep}{raw[a + 1]}" in s.text for sep in ",.")
        )

    return (raw[i].isdigit() and joined(i - 1)) or (raw[i + n - 1].isdigit() and joined(i + n - 1))


_DOMAIN = re.compile(r"[^\W\d_]{2,}(?:\.[^\W\d_]{2,})*\.[a-z]{2,4}")


def _inside(word: str, tok: str, raw: str, name: bool) -> bool:
    """A word that is part of a longer token: "surgery" in "Post-surgery recovery plan" (a PIN's four digits
    are no part of a code: "0318" of "BON-2026-0318"; "12093" of "ÉQ-448-12093" is the policy's own number),
    and a site's name in its address ("chess" in "Chess.com", as a request writes it apart)."""
    if "-" in tok and word in tok.split("-") and not _pin(word) and _part_of(word, raw, name):
        return True
    return "." in tok and len(word) >= 4 and _DOMAIN.fullmatch(tok) is not None and word in tok.split(".")[:-1]


def _pin(word: str) -> bool:
    """Four digits or fewer: a PIN or a code of its own, never the last group of a longer code."""
    return word.isdigit() and len(word) <= 4


def _part_of(word: str, raw: str, name: bool) -> bool:
    """A word inside a hyphenated one: any word, and a name of six letters or more where it is written with
    its capital ("Sonnenkäfer-Sommerfest"; not "Jean" in "Jean-Pierre")."""
    return not name or (len(word) >= 6 and not raw.islower())


def _compact_in(key: str, text: str, *, days: bool = False) -> bool:
    """`key` written with any separators, starting and ending on word boundaries."""
    return bool(_compact_spans(key, normalise(text), days=days))


# a day and month written with dots ("11.11.", "3.10"): a date, not a code of the same digits
_DAY_MONTH = re.compile(r"^\d{1,2}\.\d{1,2}\.?$")


def _compact_spans(key: str, text: str, *, days: bool = False) -> list[tuple[int, int]]:
    """Where `key` is written in (normalised) `text` with any separators, on word boundaries; not as a day and
    month ("Code 1111" is not the reminder "11.11."), unless the value itself is written so (`days`)."""
    chunks = [(m.group(0).upper(), m.start(), m.end()) for m in _ALNUM.finditer(text)]
    out = []
    for i in range(len(chunks)):
        joined = ""
        for j in range(i, len(chunks)):
            if j > i and not _SEP.fullmatch(text[chunks[j - 1][2] : chunks[j][1]]):
                break
            joined += chunks[j][0]
            if joined == key:
                dated = not days and _DAY_MONTH.match(text[chunks[i][1] : chunks[j][2]])
                if not (_glued(text, chunks, i - 1, i) or _glued(text, chunks, j, j + 1) or dated):
                    out.append((chunks[i][1], chunks[j][2]))
                break
            if len(joined) >= len(key) or not key.startswith(joined):
                break
    return out


def _glued(text: str, chunks: list[tuple[str, int, int]], a: int, b: int) -> bool:
    """Chunks a and b are one number written with a dot, comma, slash or hyphen ("22.07.1987", "1.400,50",
    "BON-2026-0318"): a value is never found as a part of it ("2207" is not in a date of birth, a gate code
    "0318" is not the end of a case number, which the residual check reads as a compact value)."""
    if a < 0 or b >= len(chunks):
        return False
    return (
        text[chunks[a][2] : chunks[b][1]] in (".", ",", "/", "-")
        and chunks[a][0][-1:].isdigit()
        and chunks[b][0][:1].isdigit()
    )


# ------------------------------------------------------------------------------------------ prefilter

_FOLD_TARGETS = frozenset(_FOLD.values())
_TOKEN_START = r"(?<![\w@+])"


def prepare(text: str) -> str:
    """Text as the prefilters see it: case-folded, and normalised like tokens when it is not plain ASCII."""
    return text.lower() if text.isascii() else normalise(text).casefold()


class _FirstStage:
    """All values' triggers at once: most texts are turned away by a few substring searches."""

    def __init__(self, triggers: list, loose: list[str] = ()) -> None:
        self.always = not triggers or any(t is None for t in triggers)
        self.words = tuple(dict.fromkeys(w for t in triggers if isinstance(t, tuple) for w in t if w))
        self.patterns = tuple(t for t in triggers if isinstance(t, re.Pattern))
        # words written with or without their accents, looked for so only in a text that has some (none: no test)
        self.accented = _accent_tolerant(loose) if loose else None

    def passes(self, text: str) -> bool:
        if self.always:
            return True
        for w in self.words:
            if w in text and _at_token_start(text, w):
                return True
        if any(p.search(text) for p in self.patterns):
            return True
        return self.accented is not None and not text.isascii() and self.accented(text)


def _is_token_char(ch: str) -> bool:
    return ch.isalnum() or ch in "_@+"


def _at_token_start(text: str, word: str) -> bool:
    i = text.find(word)
    while i >= 0:
        if i == 0 or not _is_token_char(text[i - 1]):
            return True
        i = text.find(word, i + 1)
    return False


_NEWLINE = re.compile("\n")


def _alternatives(token: str) -> list[str]:
    """A normalised token and the raw words that fold to it ("ln": "ln", "lane")."""
    return [token, *(raw for raw, folded in _FOLD.items() if folded == token)]


def _trigger_rank(token: str) -> tuple[bool, int]:
    return (token not in _FOLD_TARGETS, len(token))


def _any_of(needles: list[str]) -> Callable[[str], bool]:
    needles = [n for n in dict.fromkeys(needles) if n]
    if not needles:
        return _never
    return lambda text: any(n in text for n in needles)


def _chars_near(chars: str, gap: str) -> Callable[[str], bool]:
    if not chars:
        return _always
    pattern = re.compile(gap.join(re.escape(c) for c in chars))
    return lambda text: pattern.search(text) is not None


def _digits_near(digits: str) -> Callable[[str], bool]:
    return _chars_near(digits, r"[^0-9\n]{0,3}")


_ACCENTED = {
    "a": "aàáâãäå",
    "c": "cç",
    "e": "eèéêë",
    "i": "iìíîï",
    "n": "nñ",
    "o": "oòóôõöø",
    "u": "uùúûü",
    "y": "yýÿ",
}


def _accent_tolerant(words) -> Callable[[str], bool]:
    """A test for any of `words` (folded) written with or without accents."""
    alts = [
        "".join(f"[{_ACCENTED[c]}]" if c in _ACCENTED else re.escape(c) for c in w)
        for w in sorted(words)
        if w and any(c in _ACCENTED for c in w)
    ]
    if not alts:
        return _never
    pattern = re.compile("|".join(alts))
    return lambda text: pattern.search(text) is not None


def _always(text: str) -> bool:
    return True


def _never(text: str) -> bool:
    return False
