"""Recognising forgotten facts from their keyed hashes alone.

A tombstone is HMAC("tombstone", normalised value) plus its length in words. To check a text, every
run of that many consecutive normalised words is hashed and looked up, so the text itself is never
stored anywhere.
"""

from __future__ import annotations

from collections.abc import Iterable

from planner.matching import tokens

from .secret import KeyedHasher


class TombstoneSet:
    def __init__(self, hasher: KeyedHasher, records: Iterable[dict]):
        self.hasher = hasher
        self.hashes: set[str] = set()
        self.sizes: set[int] = set()
        for r in records:
            if isinstance(r.get("hmac"), str) and isinstance(r.get("words"), int) and r["words"] > 0:
                self.hashes.add(r["hmac"])
                self.sizes.add(r["words"])

    def __bool__(self) -> bool:
        return bool(self.hashes)

    def matches(self, text: str) -> bool:
        if not self.hashes or not text:
            return False
        toks = tokens(text)
        for n in self.sizes:
            for i in range(len(toks) - n + 1):
                if self.hasher.digest("tombstone", " ".join(toks[i : i + n])) in self.hashes:
                    return True
        return False
