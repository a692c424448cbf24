"""How an operator's request matches text: the planner's matcher, with the item rule and review exclusions.

- **items** (and expired items): the subject is the item's *own text*, as its sentences (list marker,
  checkbox and `<!-- ... -->` comments dropped). A sentence anywhere that holds one of the item's
  sentences matches (`ItemMatcher`): the line itself, exact copies, and longer lines that repeat it. A
  sentence of fewer than `MIN_CONTAINED` words is too common to chase: it only matches a sentence that
  is exactly it, and its tombstone is weak (it never blocks other text).
- **a person** (compliance): the full names as strong values with the planner's usual sentence rule,
  line by line, never matching a line held back for review (`ScopedMatcher`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from lethe.language.text import sentences, tokens
from lethe.planner.matching import Matcher, Value
from lethe.planner.subject import Subject

MIN_CONTAINED = 3  # words; a shorter sentence only matches a sentence that is exactly it
_COMMENT = re.compile(r"<!--.*?-->")
_LIST_PREFIX = re.compile(r"^\s*(?:[-*+]|\d+[.)])\s+(?:\[[ xX]\]\s+)?")


def strip_item(text: str) -> str:
    """A line's own words: without line ending, list marker, checkbox and `<!-- ... -->` comments."""
    body = _COMMENT.sub(" ", text.rstrip("\r\n"))
    return _LIST_PREFIX.sub("", body, count=1).strip()


def sentence_key(sentence: str) -> tuple[str, ...]:
    return tuple(tokens(strip_item(sentence)))


def item_values(text: str) -> list[Value]:
    """The sentences of a line's own text as values; sentences under MIN_CONTAINED words are weak."""
    out = []
    for s in sentences(strip_item(text)):
        toks = tokens(s)
        if toks:
            out.append(Value(" ".join(toks), strong=len(toks) >= MIN_CONTAINED))
    return out


def unique_values(values: list[Value]) -> list[Value]:
    seen: dict[tuple[str, ...], Value] = {}
    for v in values:
        if v.toks and v.toks not in seen:
            seen[v.toks] = v
    return list(seen.values())


def _contains(toks: tuple[str, ...], seq: tuple[str, ...]) -> bool:
    n = len(seq)
    return any(toks[i : i + n] == seq for i in range(len(toks) - n + 1))


class ItemMatcher(Matcher):
    """A sentence matches when it holds one of the item's sentences (a short one: when it is exactly it).

    Lines are split first (index chunks hold many), then sentences as the planner splits them. When every
    sentence of a line with content matches, comment-only sentences (markers) go with it, so the line is
    removed whole rather than rewritten to a bare marker.
    """

    def __init__(self, values: list[Value]):
        super().__init__(values, frozenset())
        self._long = [v.toks for v in values if len(v.toks) >= MIN_CONTAINED]
        self._short = {v.toks for v in values if 0 < len(v.toks) < MIN_CONTAINED}

    def is_empty(self) -> bool:
        return not self._long and not self._short

    def _hit(self, sentence: str) -> bool:
        toks = sentence_key(sentence)
        if not toks:
            return False
        return toks in self._short or any(_contains(toks, seq) for seq in self._long)

    def hit_sentences(self, line: str) -> list[int]:
        parts = sentences(line)
        hits = [i for i, p in enumerate(parts) if self._hit(p)]
        content = [i for i, p in enumerate(parts) if sentence_key(p)]
        if hits and set(content) <= set(hits):
            return list(range(len(parts)))
        return hits

    def matches(self, text: str) -> bool:
        return bool(text) and any(self._hit(p) for line in text.split("\n") for p in sentences(line))


class ScopedMatcher(Matcher):
    """The planner's matcher, applied line by line, that never matches an excluded line (held for review)."""

    def __init__(self, values: list[Value], context: frozenset[str], exclude: frozenset[str] = frozenset()):
        super().__init__(values, context)
        self._exclude = exclude

    def matches(self, text: str) -> bool:
        if not text:
            return False
        return any(Matcher.matches(self, line) for line in text.split("\n") if line.strip() not in self._exclude)

    def hit_sentences(self, line: str) -> list[int]:
        return [] if line.strip() in self._exclude else Matcher.hit_sentences(self, line)


@dataclass
class OperatorSubject(Subject):
    """A Subject built from an operator request; `item` selects the item rule (`ItemMatcher`)."""

    item: bool = False
    exclude: frozenset[str] = frozenset()

    def matcher(self) -> Matcher:
        values = self.values + [Value(a) for a in self.anchors]
        if self.item:
            return ItemMatcher(values)
        return ScopedMatcher(values, self.context, self.exclude)

    def value_words(self) -> list[int]:
        return [len(c.split(" ")) for c in self.canonical()]


def item_subject(values: list[Value]) -> OperatorSubject:
    """The subject of items (or expired items): their own sentences, matched by the item rule."""
    return OperatorSubject(unique_values(values), frozenset(), "that information", None, item=True)


def person_subject(names: list[str], exclude: frozenset[str] = frozenset()) -> OperatorSubject:
    """The subject of a compliance erasure: the person's full names, minus lines held for review."""
    values = unique_values([Value(n.strip()) for n in names if tokens(n)])
    return OperatorSubject(values, frozenset(), "that person's information", None, exclude=exclude)
