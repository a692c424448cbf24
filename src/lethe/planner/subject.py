"""Deriving *what to forget* from the conversation (or a typed request), without a model.

The user's latest forget request is read into parts (`request.py`): whose (the user, a relative, a named
person, "her") and what (an address, a phone number, a size, ...), or a topic ("everything about X"),
quoted text, or "that". Each part is resolved against the earlier user turns and the memory notes:

1. the owner is pinned to a person ("my sister" -> "Sister: Anna Reyes"; "her" -> the person last
   named), or the request is sent back with one question when it cannot be (`CLARIFY`);
2. the statements that state that attribute for that owner are found ("Anna lives at 14 Birch Lane"),
   preferring the ones that say it most directly, with the requested qualifier ("old", "work") and
   extra words ("Costco", "Q3 migration");
3. their distinctive values ("14 Birch Lane", "10.5" with its shoe words) are the subject.

The matcher then finds those values wherever they are copied. The subject lives only in memory: plans
keep keyed hashes of it.
"""

from __future__ import annotations

import os
import re
from bisect import bisect_right
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from functools import lru_cache

from lethe.language.text import PHONE_RUN, compact, digits_only, find_days, normalise, sentences, stem, stems, tokens

from . import extract
from .lexicon import ATTRIBUTES, NOT_NAMES, STOP_WORDS, TITLES, Attribute, Facet, word_set
from .matching import Matcher, Value, _alternatives, prepare
from .people import (
    REL_OF,
    USER,
    Owner,
    People,
    declares_relation,
    last_person,
    may_declare_relation,
    owner_of,
    same_owner,
)
from .request import FORGET, Kind, Part, Request, is_forget_request, parse_owner, parse_parts, parse_request

# Words of a message that say nothing about the fact itself ("remember that ... don't share it").
_META = word_set(
    """remember keep share note save tell anyone please thanks thank just actually fyi ok okay sure know don't
    dont want need got can could would should"""
)
_ALIAS_CUES = ("code name", "codename", "aka", "a.k.a", "also known as", "nicknamed", "called", "known as")
_PROPER = re.compile(
    r"\b(?:[A-ZÀ-ÖØ-Þ][\w&'-]*|(?=[A-Z0-9]*[A-Z])[A-Z0-9]{2,})(?:\s+(?:of\s+|&\s+)?(?:[A-ZÀ-ÖØ-Þ][\w&'-]*))*"
)
_ARTICLE = re.compile(r"^(?:the|a|an)\s+(?=\S)", re.IGNORECASE)
_WORD = re.compile(r"[^\W_]+")
_LIST_MARK = re.compile(r"^\s*(?:[-*+]|\d+[.)])\s+(?:\[[ xX]\]\s+)?")


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
    anchors: list[str] = field(default_factory=list)  # whole-sentence facts that have no extractable value
    semantic: Callable[[str], bool] | None = None  # the optional local-model test (off by default)
    identity: list[str] = field(default_factory=list)  # what the request is, read from it (fingerprinted)
    items: int = 1  # how many things the user asked to forget, as they see them ("both" approves two)

    def matcher(self) -> Matcher:
        return Matcher(self.values + [Value(a) for a in self.anchors], self.context, semantic=self.semantic)

    def spelled(self) -> frozenset[str]:
        """What is being forgotten as words (folded) and runs of four digits or more, never a person's name on
        its own: a note whose name holds one of them spells it (`2026-05-02-birch-lane.md`). In memory only.
        A whole-sentence fact gives its words of four letters or more that are not everyday words."""
        from lethe.language.frequency import commonness

        out: set[str] = set()
        for v in self.values:
            if v.is_name:
                continue
            out |= {w.casefold() for w in _WORD.findall(v.text) if not w.isdigit()}
            digits = re.sub(r"\D", "", v.text)
            if len(digits) >= 4:
                out.add(digits)
        for a in self.anchors:
            out |= {w.casefold() for w in _WORD.findall(a) if len(w) >= 4 and w.isalpha() and commonness(w) < 5.0}
        return frozenset(out)

    def canonical(self) -> list[str]:
        """The normalised forms of the subject, sorted: what the subject fingerprint and tombstones hash.

        With an `identity` (the request as read, and the keys of the values it resolved to) that is it, so a
        copy that vanished meanwhile does not make it a different subject; else the values' words."""
        if self.identity:
            return sorted(set(self.identity))
        forms = {" ".join(v.toks) for v in self.values} | {" ".join(tokens(a)) for a in self.anchors}
        return sorted(f for f in forms if f)


@dataclass
class Derivation:
    outcome: Outcome
    subject: Subject | None = None
    question: str | None = None  # a clarification key for the templates (never user text)


class _Clarify(Exception):
    def __init__(self, key: str):
        self.key = key


# ---------------------------------------------------------------------------------------------- sources


@dataclass
class Statement:
    """One sentence of an earlier user turn or a memory line, with what "she"/"his" refers to there."""

    text: str
    origin: str  # history | memory
    antecedent: Owner | None
    turn: int = -1  # which user turn (history) or line (memory) it came from
    lead: Owner = USER  # whose fact a clause that names no one states ("Anna: 14 Birch Lane; phone ...")

    @property
    def stems(self) -> set[str]:
        return stems(self.text)


def _statements(texts: Iterable[str], origin: str, people: People, carry: bool) -> list[Statement]:
    out: list[Statement] = []
    antecedent: Owner | None = None
    for n, text in enumerate(texts):
        if not carry:
            antecedent = None
        body = _LIST_MARK.sub("", normalise(text))
        lead = USER
        parts = [p.strip() for p in sentences(body) if p.strip()]
        for k, s in enumerate(parts):
            out.append(Statement(s, origin, antecedent, n, lead))
            lead = owner_of(s, None, people, antecedent, default=lead) if s.endswith(";") else USER
            if carry or k < len(parts) - 1:  # only a later sentence can refer back
                antecedent = last_person(s, people, antecedent)
    return out


@dataclass
class _Context:
    people: People
    history: list[Statement]
    memory: list[Statement]
    user_turns: list[str]
    antecedent: Owner | None  # the person last named in the conversation, for "her" in the request

    @property
    def statements(self) -> list[Statement]:
        return self.history + self.memory


def _people(texts: list[str], request: str) -> People:
    people = People.gather(texts)
    for m in re.finditer(r"\b([A-ZÀ-ÖØ-Þ][^\W\d_]+)(?:'s|')(?=\s|$)", normalise(request)):
        if m.group(1) not in NOT_NAMES:
            people.declare(m.group(1), None)
    return people


def _context(
    turns: Sequence, before: int, memory_lines: Callable[[], Iterable[str]], request: str, parsed: Request | None = None
) -> _Context:
    """Everything the resolution needs, reading the notes as streams: one pass for who is who, one for
    the lines that could state the requested fact. Only those lines are kept, so memory stays flat."""
    user_turns = [t.text for t in turns if _role(t) == "user" and t.position < before and t.text and t.text.strip()]
    test = _relevance(parsed) if parsed is not None else None
    if test is None:  # topics and unknown words: every line may speak of it
        chosen = list(_lines_where(memory_lines(), None, None))
        people = _people(user_turns + chosen, request)
    else:  # one pass: the lines that say who is who, and those that could state the fact
        declaring, chosen = [], []
        for text in memory_lines():
            declaring += _lines_where((text,), may_declare_relation, declares_relation)
            chosen += test.lines_of(text)
        people = _people(user_turns + declaring + chosen, request)
    history = _statements(user_turns, "history", people, carry=True)
    memory = _statements(chosen, "memory", people, carry=False)
    antecedent = None
    for s in history:
        antecedent = last_person(s.text, people, antecedent) or antecedent
    return _Context(people, history, memory, user_turns, antecedent)


_WORDISH = re.compile(r"[\w@+]+")  # where tokens (and so stems) can start


_DIGIT_OR_AT = re.compile(r"[\d@]")


def _has_digit_or_at(line: str) -> bool:
    """Every address, phone number and e-mail form holds a digit or an "@" (a cheap first test)."""
    return _DIGIT_OR_AT.search(line) is not None


# Values whose form alone says what they are (a statement may hold one with no cue word at all).
_FORMS: dict[str, tuple[re.Pattern, ...]] = {
    "address": (extract.STREET, extract.STREET_EU, extract.CITY_ZIP, extract.UK_POSTCODE),
    "phone": (PHONE_RUN,),
    "email": (extract.EMAIL,),
}


def _lines_where(texts: Iterable[str], text_test, line_test) -> Iterator[str]:
    """Non-blank lines of the given texts (a note each, or single lines) that pass `line_test`; a
    text that fails `text_test` as a whole is skipped without splitting it (None: no test)."""
    for text in texts:
        if text_test is not None and not text_test(text):
            continue
        for line in text.split("\n"):
            if line.strip() and (line_test is None or line_test(line)):
                yield line


@dataclass(frozen=True)
class _Relevance:
    """Fast tests for memory text that could state the requested fact.

    A memory line can only become a candidate when one of its words has the stem of an attribute's cue
    word or, for addresses, phones and e-mails, when it holds a value written in its usual form (owners,
    qualifiers and other words only narrow the candidates). Lines are statements on their own (no
    carried pronoun), so leaving the others out changes no result; it only saves the analysis.
    """

    starts: tuple[str, ...]  # stems of three letters or more: a word starting with one may have it
    exact: frozenset[str]  # shorter stems: only the word itself has it ("st", not "started")
    forms: re.Pattern | None
    # the stems as one pattern, without a look-behind (it would cost the regex engine its fast scan):
    # whether a hit starts a word is checked per hit
    words: re.Pattern

    def line(self, line: str) -> bool:
        """The test on one line."""
        words = _WORDISH.findall(prepare(line))
        if any(w.startswith(self.starts) for w in words) or not self.exact.isdisjoint(words):
            return True
        return self.forms is not None and _has_digit_or_at(line) and self.forms.search(normalise(line)) is not None

    def lines_of(self, text: str) -> list[str]:
        """The non-blank lines of a text that pass `line`, found with whole-text scans (same result)."""
        lines = text.split("\n")
        hit: set[int] = set()
        prepared = prepare(text)  # keeps every line break, so offsets map back to line numbers
        breaks = _breaks(prepared)
        for m in self.words.finditer(prepared):
            a, b = m.span()
            if a and _token_char(prepared[a - 1]):
                continue  # inside a word
            if prepared[a:b] in self.exact and b < len(prepared) and _token_char(prepared[b]):
                continue  # a short stem must be the whole word
            hit.add(bisect_right(breaks, a))
        if self.forms is not None and _has_digit_or_at(text):
            normal = normalise(text)
            nbreaks = _breaks(normal)
            for m in self.forms.finditer(normal):
                first, last = bisect_right(nbreaks, m.start()), bisect_right(nbreaks, max(m.end() - 1, m.start()))
                if first == last:
                    hit.add(first)
                else:  # a match across lines: judge each of those lines on its own
                    hit.update(i for i in range(first, last + 1) if self.line(lines[i]))
        return [lines[i] for i in sorted(hit) if lines[i].strip()]


def _breaks(text: str) -> list[int]:
    return [m.start() for m in _NEWLINE.finditer(text)]


_NEWLINE = re.compile("\n")


def _token_char(ch: str) -> bool:
    return ch.isalnum() or ch in "_@+"


def _relevance(request: Request) -> _Relevance | None:
    """The relevance tests for a request (None: every line may matter)."""
    if request.kind is not Kind.FACTS or not request.parts:
        return None
    words: set[str] = set()
    forms_of: list[re.Pattern] = []
    for part in request.parts:
        attrs = [a for a in (part.attribute, *part.alternatives) if a is not None]
        if not attrs:
            return None  # unknown words: the generic path reads every line
        for attr in attrs:  # only a cue word or a value's own form makes a statement a candidate
            cues = list(attr.cues) + [c for f in attr.facets for c in f.cues]
            words.update(st for cue in cues for st in _stemmed_cue(cue))
            forms_of += _FORMS.get(attr.name, ())
    alts = {a for w in words if w for a in _alternatives(w)}
    starts = tuple(sorted(a for a in alts if len(a) >= 3))
    exact = frozenset(a for a in alts if len(a) < 3)
    if not starts and not exact:
        return None
    forms = re.compile("|".join(f"(?:{f.pattern})" for f in dict.fromkeys(forms_of))) if forms_of else None
    words = re.compile("|".join(map(re.escape, sorted((*starts, *exact), key=len, reverse=True))))
    return _Relevance(starts, exact, forms, words)


def _role(turn) -> str:
    return getattr(turn.role, "value", turn.role)


def find_request(turns: Sequence) -> tuple[int, str] | None:
    """The latest user message that asks to forget something: (position, text)."""
    for turn in reversed(turns):
        if _role(turn) == "user" and is_forget_request(turn.text or ""):
            return turn.position, turn.text
    return None


# ---------------------------------------------------------------------------------------------- entry


def derive_subject(
    turns: Sequence,
    memory_lines: Callable[[], Iterable[str]],
    *,
    about: str | None = None,
    semantic: bool | None = None,
) -> Derivation:
    """Work out what to forget. `memory_lines` yields memory text: whole notes or single lines (read on demand).
    `semantic` turns on the optional local-model path (default: the LETHE_SEMANTIC=1 environment)."""
    if about is not None:
        position, text = None, about if FORGET.search(about) else f"forget {about}"
    else:
        found = find_request(turns)
        if not found:
            return Derivation(Outcome.CLARIFY, question="what")
        position, text = found
    request = parse_request(text)
    if request.kind in (Kind.NONE, Kind.VAGUE):
        return Derivation(Outcome.CLARIFY, question="what")
    before = position if position is not None else 1 << 62
    ctx = _context(turns, before, memory_lines, text, request)
    try:
        values, descriptor = _resolve(request, ctx)
    except _Clarify as c:
        return Derivation(Outcome.CLARIFY, question=c.key)
    values = _dedupe(values)
    if not values:
        return Derivation(Outcome.NOTHING)
    subject = Subject(values, frozenset(), descriptor, position)
    if semantic is None:
        semantic = os.environ.get("LETHE_SEMANTIC") == "1"
    if semantic:
        from .semantic import sentence_test

        subject.semantic = sentence_test(request, ctx, values)
    return Derivation(Outcome.SUBJECT, subject)


def _resolve(request: Request, ctx: _Context) -> tuple[list[Value], str]:
    if request.kind is Kind.QUOTED:
        literal = [Value(_ARTICLE.sub("", q)) for q in request.quoted]
        if any(Matcher(literal).matches(st.text) for st in ctx.statements):
            return literal, "that information"
        # the quotes name the fact rather than copy it ("my salary"): read them as a request
        values = [v for q in request.quoted for p in parse_parts(q) for v in _resolve_part(p, ctx)]
        return values or literal, "that information"
    if request.kind is Kind.PRONOUN:
        if not ctx.user_turns:
            raise _Clarify("what")
        last = ctx.user_turns[-1]
        values = [] if last.rstrip().endswith("?") else _facts_of_turn(last, ctx, exclude=None)
        if not values:
            raise _Clarify("which")  # "forget that" after a question or a message that gave no fact
        return values, "that information"
    if request.kind is Kind.TOLD:
        return _told_about(request.about, ctx), "that information"
    if request.kind is Kind.TOPIC:
        return _topic(request.about or "", ctx), "that information"
    values: list[Value] = []
    labels: list[str] = []
    for part in request.parts:
        values += _resolve_part(part, ctx)
        labels.append(_label(part))
    return values, _join_labels(labels)


# ---------------------------------------------------------------------------------------------- facts


def _requested_owner(part: Part, ctx: _Context) -> Owner | None:
    """The owner keys a statement must share, or None for "the wifi password" (nobody in particular)."""
    kind, word = part.owner.kind, part.owner.word
    if kind == "user":
        return USER
    if kind == "name" and word:
        return ctx.people.person(word)
    if kind == "relation" and word:
        persons = ctx.people.persons_for(word)
        if len({p.split()[0].casefold() for p in persons}) > 1:
            raise _Clarify("who")
        return ctx.people.relation(word)
    if kind == "pronoun":
        if ctx.antecedent is None:
            raise _Clarify("who")
        return ctx.antecedent
    return None


@dataclass
class _Candidate:
    statement: Statement
    attribute: Attribute
    values: list[Value]
    owner: Owner
    tier: int  # 0: "Shoe size: 10.5"; 1: the cue is in the sentence; 2: no cue, the value's form says it
    qualifiers: set[str]
    score: int  # how many of the request's extra words it holds


def _resolve_part(part: Part, ctx: _Context) -> list[Value]:
    if part.literal:
        return part.literal
    if part.attribute is None:
        return _generic(part, ctx)
    owner = _requested_owner(part, ctx)
    attributes = part.alternatives or (part.attribute,)
    cands = [c for attr in attributes for c in _candidates(part, attr, owner, ctx)]
    cands = _narrow(part, cands)
    if owner is None:
        history = [c for c in cands if c.statement.origin == "history"]
        cands = history or cands
        if len(_facts(cands)) > 1 and not any(c.score for c in cands):
            raise _Clarify("which")
    return [v for c in cands for v in c.values]


def _candidates(part: Part, attr: Attribute, owner: Owner | None, ctx: _Context) -> list[_Candidate]:
    facet = part.facet if part.facet and part.facet in attr.facets else None
    cue_words = attr.cues + (facet.cues if facet else tuple(c for f in attr.facets for c in f.cues))
    if facet:
        cue_words = facet.cues + (() if attr.name in ("identifier", "code") else attr.cues)
    extras = set(part.extras)
    out = []
    for st in ctx.statements:
        spans = _cue_spans(st.text, cue_words)
        values = _values_after(attr, facet, st.text, spans)
        if not values:
            continue
        cue_start = spans[0][0] if spans else None
        st_owner = owner_of(st.text, cue_start, ctx.people, st.antecedent, default=st.lead)
        if owner is not None and not same_owner(owner, st_owner):
            continue
        kv = extract.key_value(st.text)
        if spans and kv and spans[0][1] <= len(st.text) - len(kv[1]):
            tier = 0
        elif spans:
            tier = 1
        elif attr.name in ("address", "phone", "email"):
            tier = 2
        else:
            continue
        st_stems = st.stems
        quals = {g for g, words in attr.qualifiers.items() if st_stems & {stem(w) for w in words}}
        out.append(_Candidate(st, attr, values, st_owner, tier, quals, len(extras & st_stems)))
    return out


def _values_after(attr: Attribute, facet: Facet | None, text: str, spans: list[tuple[int, int]]) -> list[Value]:
    if attr.name in ("size", "identifier", "code"):
        found: list[Value] = []
        for _, end in spans:
            found += extract.values_for(attr, facet, text, end)
        return found
    if attr.name == "birthday" and not spans:
        return []
    return extract.values_for(attr, facet, text, spans[0][1] if spans else None)


_CUE_WORD = re.compile(r"[\w@+#]+(?:['\-.][\w@+]+)*")


@lru_cache(maxsize=4096)
def _stemmed_cue(cue: str) -> tuple[str, ...]:
    return tuple(stem(t) for t in tokens(cue)) or (cue,)


@lru_cache(maxsize=16384)
def _cue_words(text: str) -> tuple[tuple[int, int, str], ...]:
    return tuple((m.start(), m.end(), stem(m.group(0))) for m in _CUE_WORD.finditer(text))


def _cue_spans(text: str, cues: Iterable[str]) -> list[tuple[int, int]]:
    """Where the cue words stand in a sentence (compared as stems), in order."""
    words = _cue_words(text)
    present = {w[2] for w in words}
    spans = []
    for cue in cues:
        seq = _stemmed_cue(cue)
        if seq[0] not in present:
            continue
        n = len(seq)
        for i in range(len(words) - n + 1):
            if tuple(w[2] for w in words[i : i + n]) == seq:
                spans.append((words[i][0], words[i + n - 1][1]))
    return sorted(set(spans))


def _narrow(part: Part, cands: list[_Candidate]) -> list[_Candidate]:
    """Keep the statements that say it most directly, with the requested qualifier and extra words."""
    if not cands:
        return cands
    attr = part.attribute
    if part.qualifiers:
        exact = [c for c in cands if c.qualifiers & part.qualifiers]
        cands = exact or [c for c in cands if not c.qualifiers]
    elif attr is not None:
        usual = [c for c in cands if not c.qualifiers & set(attr.off_default)]
        cands = usual or cands
    if not cands:
        return cands
    best = max(c.score for c in cands)
    cands = [c for c in cands if c.score == best]
    strong_kinds = ("address", "phone", "email")
    if all(c.attribute.name in strong_kinds for c in cands):
        direct = [c for c in cands if c.tier <= 1]
        return direct or cands
    top = min(c.tier for c in cands)
    return [c for c in cands if c.tier == top]


def _facts(cands: list[_Candidate]) -> list[set]:
    """Group candidates stating the same fact (sharing a value); one group = one fact."""
    groups: list[set] = []
    for c in cands:
        keys = {_key(v) for v in c.values}
        merged = [g for g in groups if g & keys]
        for g in merged:
            groups.remove(g)
            keys |= g
        groups.append(keys)
    return groups


def _key(v: Value) -> tuple:
    if v.kind == "phone":
        return ("phone", digits_only(v.text)[-9:])
    if v.kind == "compact":
        return ("code", compact(v.text))
    if v.kind == "date":
        days = find_days(v.text)
        return ("date", (days[0][0].month, days[0][0].day)) if days else ("text", v.toks)
    return ("text", v.toks)


# ---------------------------------------------------------------------------------------------- other shapes


def _generic(part: Part, ctx: _Context) -> list[Value]:
    """ "my son's allergy": the statements of that owner holding every content word are the fact; when
    some note names it as a label ("Salary: $145,000"), those labelled statements only."""
    words = set(part.extras)
    if not words:
        raise _Clarify("what")
    owner = _requested_owner(part, ctx)
    found: list[Statement] = []
    for st in ctx.statements:
        if not words <= st.stems:
            continue
        if owner is not None and not same_owner(owner, owner_of(st.text, None, ctx.people, st.antecedent, st.lead)):
            continue
        found.append(st)
    labelled = [st for st in found if (kv := extract.key_value(st.text)) and words <= stems(kv[0])]
    return [Value(st.text.strip()) for st in labelled or found]


def _topic(about: str, ctx: _Context) -> list[Value]:
    """ "everything about X": a person (named, a relation, "her"), a proper noun, or topic words."""
    owner = parse_owner(about)
    words = [t for t in tokens(about) if t not in STOP_WORDS]
    values: list[Value] = []
    if owner.kind == "pronoun" and not words:
        if ctx.antecedent is None:
            raise _Clarify("who")
        values = _names_of(ctx.antecedent, ctx)
    elif owner.kind == "relation" and owner.word:
        persons = ctx.people.persons_for(owner.word)
        if len({p.split()[0].casefold() for p in persons}) > 1:
            raise _Clarify("who")
        values = [v for p in persons for v in (Value(p), Value(p.split()[0]))]
        if not persons:
            values = [Value(" ".join(words), kind="stems")] if words else []
    elif owner.kind == "user" and not [w for w in words if w not in ("my", "me", "myself")]:
        raise _Clarify("which")
    else:
        proper = [m.group(0) for m in _PROPER.finditer(normalise(about)) if m.group(0) not in NOT_NAMES]
        proper = [re.sub(r"^(?:My|The|Our)\s+", "", p) for p in proper]
        plain = [w for w in words if w not in ("my", "our") and not any(w in tokens(p) for p in proper)]
        if proper and not plain:  # "Priya", "Fernhill Labs": the name itself (and "Fernhill" for short)
            values = [Value(p) for p in proper] + _short_names(proper, ctx)
        elif words:  # "the Q3 migration", "my divorce": every word, as stems
            content = [w for w in words if w not in ("my", "our")]
            values = [Value(" ".join(content), kind="stems")] if content else []
    if not values:
        raise _Clarify("what")
    return values + _aliases(values, ctx)


def _short_names(names: list[str], ctx: _Context) -> list[Value]:
    """ "Acme" for "Acme Robotics": the first word of a longer name, when the notes never write it as an
    ordinary lower-case word ("Blue Heron Bakery" gives no "Blue": the notes say "blue Civic")."""
    out = []
    lower = {t for st in ctx.statements for t in re.findall(r"\b[a-z][\w-]*", st.text)}
    for name in names:
        words = name.split()
        first = words[0]
        distinct = first.lower() not in lower and first.lower() not in STOP_WORDS and first not in NOT_NAMES
        if len(words) > 1 and len(first) >= 4 and first.isalpha() and distinct:
            out.append(Value(first))
    return out


def _names_of(owner: Owner, ctx: _Context) -> list[Value]:
    firsts = {k.split(":", 1)[1] for k in owner if k.startswith("person:")}
    out = []
    for persons in ctx.people.relations.values():
        out += [Value(p) for p in persons if p.split()[0].casefold() in firsts]
    out += [Value(f.title()) for f in firsts]
    return out


def _aliases(values: list[Value], ctx: _Context) -> list[Value]:
    """Other names the notes give the topic: a code name ("Code name for the Q3 migration project:
    Bluefin") or the name a topic line gives it ("Health insurance: Kaiser, member ID ...")."""
    m = Matcher(values)
    code = next(a for a in ATTRIBUTES if a.name == "code")
    out = []
    for st in ctx.memory:
        if not m.matches(st.text):
            continue
        for _, end in _cue_spans(st.text, _ALIAS_CUES):
            out += [v for v in extract.values_for(code, code.facets[0], st.text, end) if v.strong]
        kv = extract.key_value(st.text)
        if kv and m.matches(kv[0]) and not m.matches(kv[1]):
            first = re.split(r"[,;(]", kv[1], maxsplit=1)[0].strip(" .")
            proper = _PROPER.fullmatch(first)
            if proper and first.split()[0] not in NOT_NAMES:
                out.append(Value(first))
    return out


def _told_about(about: str | None, ctx: _Context) -> list[Value]:
    """ "what I told you about her move": the user turn about that, and the facts it gave."""
    if not about:
        if not ctx.user_turns:
            raise _Clarify("what")
        return _facts_of_turn(ctx.user_turns[-1], ctx, exclude=None)
    parts = parse_parts(about)
    if any(p.attribute for p in parts):
        return [v for p in parts for v in _resolve_part(p, ctx)]
    part = parts[0]
    owner = _requested_owner(part, ctx) if part.owner.kind != "none" else None
    words = set(part.extras)
    # the latest turn about it (owner and words); else the latest turn about that person
    for need_words in (True, False):
        if not need_words and (owner is None or not words):
            break
        for n in range(len(ctx.user_turns) - 1, -1, -1):
            turn = [s for s in ctx.history if s.turn == n]
            if need_words and words and not words <= set().union(*(s.stems for s in turn)):
                continue
            if owner is not None and not any(same_owner(owner, m) for s in turn for m in _owners_in(s, ctx)):
                continue
            values = _facts_of_turn(ctx.user_turns[n], ctx, exclude=owner)
            if values:
                return values
    return _topic(about, ctx)


def _owners_in(st: Statement, ctx: _Context) -> list[Owner]:
    from .people import mentions

    return [m.owner for m in mentions(st.text, ctx.people, st.antecedent)]


def _facts_of_turn(text: str, ctx: _Context, exclude: Owner | None) -> list[Value]:
    """Every fact one user message gave: typed values by their cues, strong values anywhere, and else
    its proper nouns, each tied to the message's other words."""
    sts = _statements([text], "history", ctx.people, carry=False)
    values: list[Value] = []
    for st in sts:
        for attr in ATTRIBUTES:
            cue_words = attr.cues + tuple(c for f in attr.facets for c in f.cues)
            spans = _cue_spans(st.text, cue_words)
            if spans:
                facet = next((f for f in attr.facets if _cue_spans(st.text, f.cues)), None)
                values += _values_after(attr, facet, st.text, spans)
        values += extract.emails(st.text) + extract.addresses(st.text) + extract.codes(st.text)
        values += [v for v in extract.phones(st.text) if len(digits_only(v.text)) >= 9]
    if values:
        return values
    return _anchors(sts, ctx, exclude)


def _anchors(sts: list[Statement], ctx: _Context, exclude: Owner | None) -> list[Value]:
    """A message with no typed value: its proper nouns ("applying to Stripe"), else the person it is
    about, each counted only beside the message's other words; else most of its words together."""
    words = _content_words(sts, ctx.people)
    found: list[str] = []
    people: list[str] = []
    for st in sts:
        for m in _PROPER.finditer(st.text):
            phrase = _strip_title(m.group(0))
            if not phrase or "'" in phrase or (m.start() == 0 and not ctx.people.knows(phrase.split()[0])):
                continue
            first = phrase.split()[0]
            if ctx.people.knows(first) and exclude is not None and same_owner(exclude, ctx.people.person(first)):
                people.append(first)
                continue
            if phrase not in found:
                found.append(phrase)
    found = found or people
    if not found:
        return [Value(" ".join(sorted(words)), kind="overlap")] if words else []
    return [Value(p, strong=False, context=frozenset(words - {stem(t) for t in tokens(p)})) for p in found]


def _content_words(sts: list[Statement], people: People) -> set[str]:
    """The words of a message that carry its fact: not function words, names or relations."""
    out = set()
    for st in sts:
        for t in tokens(st.text):
            if t in STOP_WORDS or t in _META or "'" in t or t in REL_OF or people.knows(t):
                continue
            if t.isdigit() and len(t) < 2:
                continue
            out.add(stem(t))
    return out


def _strip_title(phrase: str) -> str:
    words = [w for w in phrase.split() if w not in NOT_NAMES and w.lower().rstrip(".") not in TITLES]
    return " ".join(words)


# ---------------------------------------------------------------------------------------------- output


def _dedupe(values: list[Value]) -> list[Value]:
    seen: dict[tuple, Value] = {}
    for v in values:
        if not v.toks:
            continue
        k = (v.kind, v.toks, v.strong, v.context)
        if k not in seen:
            seen[k] = v
    out = []
    for v in seen.values():
        # a longer text value holding a shorter strong one adds nothing: the shorter matches wherever it does
        if v.kind == "text" and any(
            o is not v and o.kind == "text" and o.strong and len(o.toks) < len(v.toks) and _is_sub(v.toks, o.toks)
            for o in seen.values()
        ):
            continue
        out.append(v)
    return out


def _is_sub(big: tuple[str, ...], small: tuple[str, ...]) -> bool:
    n = len(small)
    return any(big[i : i + n] == small for i in range(len(big) - n + 1))


def _label(part: Part) -> str:
    attr = part.attribute.label if part.attribute else "information"
    if part.facet and part.attribute and part.attribute.name in ("size",):
        attr = f"{part.facet.name} size"
    if part.owner.kind == "relation" and part.owner.word:
        return f"your {part.owner.word}'s {attr}"
    if part.owner.kind in ("name", "pronoun"):
        return f"that person's {attr}"
    if part.owner.kind == "user":
        return f"your {attr}"
    return f"that {attr}"


def _join_labels(labels: list[str]) -> str:
    labels = list(dict.fromkeys(labels))
    if len(labels) == 1:
        return labels[0]
    return ", ".join(labels[:-1]) + " and " + labels[-1]
