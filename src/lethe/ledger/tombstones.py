"""Recognising forgotten facts from their keyed hashes alone.

A tombstone is HMAC("tombstone", normalised value) plus its length in words. To check a text, every
run of that many consecutive normalised words is hashed and looked up, so the text itself is never
stored anywhere. A weak value (a short number such as a size) also keeps keyed hashes of its context
words, and only counts in a sentence that holds one of them, exactly as the planner's matcher does;
a phone number also keeps a keyed hash of its digits, so any formatting of it is recognised.

`TombstoneSet` offers the matcher interface the finders use (`matches`, `hit_sentences`,
`is_empty`), so the same inventory that plans a cleanup can look for forgotten facts that came back.
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Iterable
from pathlib import Path

from lethe.language.text import digits_only, sentence_spans, sentences, stem, tokens

from .secret import KeyedHasher

FILE = "tombstones.jsonl"
_PHONE = re.compile(r"\+?\d[\d\s().-]{5,}\d")


def read_records(path: Path) -> list[dict]:
    """The JSON objects of an append-only JSONL record (unreadable lines skipped; read-only)."""
    out = []
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0))  # a record that is a link is not read
        with os.fdopen(fd, "rb") as f:
            for raw in f:
                try:
                    obj = json.loads(raw)
                except (ValueError, RecursionError):
                    continue
                if isinstance(obj, dict):
                    out.append(obj)
    except OSError:
        pass
    return out


def load(state_dir: Path) -> list[dict]:
    return read_records(state_dir / FILE)


def records_for(hasher: KeyedHasher, matcher) -> list[dict]:
    """Tombstone records (without time or plan) for every value a subject's matcher recognises (its `values`,
    each with `text`, `toks`, `strong`, `kind`, `context`, and the matcher's fallback `context`)."""
    out: dict[str, dict] = {}
    fallback = {stem(w) for w in matcher.context}
    for v in matcher.values:
        if getattr(v, "places", None):
            continue  # looked for in one place alone ("…, and the quiz reminder"): elsewhere it stays
        toks = v.toks
        if toks:
            h = hasher.digest("tombstone", " ".join(toks))
            rec = {"hmac": h, "words": len(toks)}
            if not v.strong:  # the same context the matcher asks of it: its own words, else the subject's
                rec.update(strong=False, ctx=sorted(hasher.digest("tombstone-ctx", c) for c in v.context or fallback))
            out.setdefault(h, rec)
        digits = digits_only(v.text)
        if v.kind == "phone" and len(digits) >= 7:
            h = hasher.digest("tombstone-phone", digits)
            out.setdefault(h, {"hmac": h, "kind": "phone"})
    return list(out.values())


class TombstoneSet:
    """Every tombstone of a home, usable wherever a `planner.matching.Matcher` is."""

    def __init__(self, hasher: KeyedHasher, records: Iterable[dict]):
        self.hasher = hasher
        self.strong: set[str] = set()
        self.weak: dict[str, set[str]] = {}  # value hash -> context word hashes
        self.phones: set[str] = set()
        self.sizes: set[int] = set()
        for r in records:
            h = r.get("hmac")
            if not isinstance(h, str):
                continue
            if r.get("kind") == "phone":
                self.phones.add(h)
                continue
            n = r.get("words")
            if not isinstance(n, int) or isinstance(n, bool) or n <= 0:
                continue
            self.sizes.add(n)
            if r.get("strong", True) is False:
                ctx = r.get("ctx") if isinstance(r.get("ctx"), list) else []
                self.weak.setdefault(h, set()).update(c for c in ctx if isinstance(c, str))
            else:
                self.strong.add(h)
        self.weak = {h: c for h, c in self.weak.items() if h not in self.strong}

    def __bool__(self) -> bool:
        return not self.is_empty()

    def __len__(self) -> int:
        return len(self.strong) + len(self.weak) + len(self.phones)

    def is_empty(self) -> bool:
        return not (self.strong or self.weak or self.phones)

    def could_match(self, text: str) -> bool:
        """The matcher interface's fast test; tombstones hold only hashes, so any text could match."""
        return bool(self) and bool(text)

    def matches(self, text: str) -> bool:
        """True when some sentence of `text` holds a forgotten fact."""
        if not text or self.is_empty():
            return False
        return any(self._sentence_hit(s) for s in sentences(text))

    def spans(self, text: str) -> list[tuple[int, int]]:
        return sentence_spans(text, self.hit_sentences(text))

    def candidate_lines(self, text: str) -> set[int] | None:
        return None

    def literal_triggers(self) -> tuple[str, ...] | None:
        return None

    def hit_sentences(self, line: str) -> list[int]:
        if self.is_empty():
            return []
        return [i for i, s in enumerate(sentences(line)) if self._sentence_hit(s)]

    def _sentence_hit(self, sentence: str) -> bool:
        if self.phones:
            for m in _PHONE.finditer(sentence):
                d = digits_only(m.group(0))
                if len(d) >= 7 and self.hasher.digest("tombstone-phone", d) in self.phones:
                    return True
        toks = tokens(sentence)
        context: set[str] | None = None
        for n in self.sizes:
            for i in range(len(toks) - n + 1):
                h = self.hasher.digest("tombstone", " ".join(toks[i : i + n]))
                if h in self.strong:
                    return True
                if h in self.weak:
                    if context is None:
                        context = {self.hasher.digest("tombstone-ctx", stem(t)) for t in toks}
                    if context & self.weak[h]:
                        return True
        return False
