"""The residual check: a second look that does not share the planner's blind spots.

Before anything is changed, the distinctive words of exactly what the plan removes are collected (kept in
memory only, never stored or logged): numbers and codes (three digits or more) and the names of places and
things written inside a sentence that only a few notes use — not function words, not the names of people,
not words the rewritten lines keep. After the cleanup every
active place is searched for them again. A mention left anywhere is either something the plan covered
(then the cleanup failed and the report says so), or a mention the planner was not sure was about the
same thing: then the result is `incomplete`, never "forgotten", and the report says so in plain words.
"""

from __future__ import annotations

import re
from collections import Counter
from datetime import date

from lethe.assistant_home.layout import Home
from lethe.assistant_home.text_files import TextFile, line_body, read_text
from lethe.contract.targets import LinesTarget, apply_splices
from lethe.contract.vocabulary import ArtifactKind
from lethe.kinds import memory_notes
from lethe.language.text import tokens as norm_tokens
from lethe.plan import Plan
from lethe.planner.matching import Matcher, Value
from lethe.planner.understanding.vocab import RELATIONS, STOP
from lethe.planner.understanding.words import fold, tokens, unpossessive

_STOP = {fold(w) for w in STOP} | {fold(w) for ws in RELATIONS.values() for w in ws}
_NUMBER = re.compile(r"\d")


def removed_text(home: Home, plan: Plan, hasher) -> list[tuple[str, str]]:
    """(what goes, what the line keeps) for every line of a memory note or created item the plan edits."""
    out: list[tuple[str, str]] = []
    for t in plan.targets:
        if not isinstance(t, LinesTarget) or t.kind not in (ArtifactKind.MEMORY_NOTE, ArtifactKind.CREATED_ITEM):
            continue
        f = read_text(home, t.path)
        if not isinstance(f, TextFile):
            continue
        edits = {e.fingerprint: e for e in t.lines}
        for line in f.lines():
            e = edits.get(hasher.digest("content", line.encode(f.encoding)))
            if e is None:
                continue
            body = line_body(line)
            kept = apply_splices(body, e.splices) if e.rewrite else ""
            out.append((body, kept))
    return out


def distinctive(
    pieces: list[tuple[str, str]], people_words: set[str], home_counts: Counter, *, broad: bool = False
) -> list[str]:
    """The words of the removed text that say what it was: numbers and codes, proper names of places and
    things, and rare words (used in a few notes only); not people's names, not words the line keeps."""
    out: list[str] = []
    for gone, kept in pieces:
        kept_words = {fold(t.text) for t in tokens(kept)}
        toks = tokens(gone)
        for i, t in enumerate(toks):
            w = unpossessive(t.text)
            f = fold(w)
            if f in kept_words or f in _STOP or f in people_words or len(f) < 3:
                continue
            digits = sum(c.isdigit() for c in w)
            if digits:
                if digits >= 3:
                    out.append(w)
                continue
            starts = (
                i == 0 or re.search(r"[.:;!?]\s*$", gone[: t.start]) is not None or not gone[: t.start].strip(" -*+")
            )
            rare = home_counts.get(f, 0) <= 2
            if w[:1].isupper() and not starts and len(f) >= 4 and rare:
                out.append(w)
            elif broad and len(f) >= 7 and rare:
                out.append(w)  # a statement that was itself the fact: its rare words are the fact's words
    return list(dict.fromkeys(out))


def word_counts(home: Home) -> Counter:
    """How many memory notes use each word (for "rare")."""
    counts: Counter = Counter()
    for rel in memory_notes.note_paths(home):
        f = read_text(home, rel)
        if isinstance(f, TextFile):
            counts.update({fold(t.text) for t in tokens(f.text)})
    return counts


def matcher_for(words: list[str]) -> Matcher | None:
    values = [Value(w) for w in words if norm_tokens(w)]
    return Matcher(values) if values else None


def collect(home: Home, plan: Plan, hasher, people_words: set[str], *, broad: bool = False) -> list[str]:
    """`broad`: the plan removes statements that are the fact themselves (a matter, a topic), not values."""
    pieces = removed_text(home, plan, hasher)
    if not pieces:
        return []
    return distinctive(pieces, people_words, word_counts(home), broad=broad)


def remaining(home: Home, words: list[str], hasher, today: date) -> int:
    """How many active places still mention one of the words (memory, the search, reminders, items...)."""
    from lethe.planner.inventory import take_inventory

    m = matcher_for(words)
    if m is None:
        return 0
    fresh = take_inventory(home, m, hasher, today)
    return sum(len(getattr(t, "lines", None) or ()) or 1 for t in fresh.targets)
