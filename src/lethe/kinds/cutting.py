"""Cutting the subject out of a line of text, keeping its neighbours: the one rewrite rule every kind uses.

`cut(text, spans)` removes the character ranges that state the subject and tidies only where a cut was
made (the space and separators at each seam), so everything else stays byte for byte. What is left is
kept only if it still says something (`substantive`); otherwise the line goes whole, never a fragment.
"""

from __future__ import annotations

import re

_SEPARATORS = ",;:–—-/&+"
_CLOSERS = ".!?,;:)]}\"'”’»"
_FILLER = frozenset(
    ["and", "but", "or", "so", "then", "also", "too", "the", "a", "an", "it", "this", "that", "yes", "no", "ok"]
    + ["und", "oder", "y", "o", "et", "ou", "de", "la", "le", "el", "der", "die", "das"]
)


def merge(spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    out: list[tuple[int, int]] = []
    for a, b in sorted(spans):
        if out and a <= out[-1][1]:
            out[-1] = (out[-1][0], max(out[-1][1], b))
        else:
            out.append((a, b))
    return out


def cut(text: str, spans: list[tuple[int, int]]) -> str:
    """`text` without `spans`, with each seam tidied (separators left dangling are dropped)."""
    pieces: list[str] = []
    pos = 0
    for a, b in merge(spans):
        pieces.append(text[pos:a])
        pos = b
    pieces.append(text[pos:])
    out = pieces[0]
    for right in pieces[1:]:
        out = _join(out, right)
    return out


def _join(left: str, right: str) -> str:
    lead = left[: len(left) - len(left.lstrip())] if not left.strip() else ""
    left_core = left.rstrip()
    right_core = right.lstrip()
    if not left_core.strip():  # cut at the start: drop separators (and a sentence's end) the cut left in front
        return lead + right_core.lstrip(_SEPARATORS + ".!? ")
    if not right_core:  # cut at the end: drop a dangling separator
        return left_core.rstrip(_SEPARATORS + " ")
    if right_core[0] in _CLOSERS:  # "Tomas, " + "." -> "Tomas."
        return left_core.rstrip(_SEPARATORS + " ") + right_core
    if left_core[-1] in "([":  # "Sam (" + "from choir)" -> "Sam (from choir)"
        return left_core + right_core.lstrip(_SEPARATORS + " ")
    if left_core[-1] in _SEPARATORS and right_core[0] in _SEPARATORS:
        return left_core + " " + right_core.lstrip(_SEPARATORS + " ")
    return left_core + " " + right_core


def substantive(text: str) -> bool:
    """Whether a kept piece says something: one real word of three letters or more."""
    return any(len(w) >= 3 and w.lower() not in _FILLER for w in re.findall(r"[^\W\d_]+", text))
