"""What the user told the assistant about someone, and when: "Was ich dir im Februar über ihn und das Geld erzählt
hab", "lo que te conté de él y Noelia en enero", "ce que je t'avais raconté sur elle en janvier", "the news she
rang me with in March".

The clause names a person (a name, or a pronoun the conversation resolves), maybe something else ("und das Geld",
"y Noelia") and a month. What it points to is what the daily notes of that month say about that person, and the
matter those notes are about wherever else it is written of them.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from lethe.language.values.dates import MONTHS

from .words import fold

# a month said after the word placing it: "in March", "im Februar", "en marzo", "de febrero", "last May"
_MONTH = re.compile(
    r"\b(?:in|im|en|au\s+mois\s+de|last|this|letzten|diesen|el\s+pasado|de|del|from|von|vom|du|d'|for|für|pour|para)"
    r"\s*(?:de\s+)?"
    r"(?P<month>[^\W\d_]{3,})\b",
    re.IGNORECASE,
)
_WHO = (  # a name must be written with its capital (the rest of a clause is read in any case)
    r"(?P<who>(?i:my|mein|meine[nm]?|mi|mon|ma)\s+[^\W\d_]+|[A-ZÀ-Ý][\w'-]+"
    r"|(?i:him|her|them|ihn|ihm|ihr|sie|él|ella|ellos|lui|elle|eux)\b)"
)
# "what I told you about him", "was ich dir über ihn erzählt hab", "lo que te conté de él",
# "ce que je t'ai dit sur elle"
_TOLD = tuple(
    re.compile("(?i:" + p + ")" + _WHO)
    for p in (
        r"\b(?:what|the\s+(?:stuff|things?|news|bit)(?:\s+that)?)\s+i\s+(?:told|said\s+to|confided\s+(?:in|to))\s+you\s+"
        r"(?:(?:in|last)\s+[^\W\d_]+\s+)?about\s+",
        r"\bwas\s+ich\s+dir\b[^.!?–—]{0,40}?\büber\s+",
        r"\blo\s+que\s+te\s+(?:confié|confesé|expliqué)\s+(?:de|sobre|acerca\s+de)\s+",
        r"\blo\s+que\s+te\s+(?:conté|dije|comenté|había\s+contado)\s+(?:de|sobre|acerca\s+de)\s+",
        r"\bce\s+que\s+je\s+(?:t'|t’|vous\s+)(?:ai|avais)\s+(?:raconté|dit|confié|confiée|expliqué)"
        r"\s+(?:sur|à\s+propos\s+d[e'])\s*",
    )
)
# "the news she rang me with in March", "what she told me in January"
_SHE_TOLD = re.compile(
    r"\b(?i:the\s+(?:news|thing|stuff)|what)\s+(?P<who>(?i:she|he)|[A-ZÀ-Ý][\w'-]+)\s+"
    r"(?i:rang|called|phoned|told|texted)\s+(?i:me)(?:\s+(?i:with))?"
)
_AND = re.compile(r"^\s*(?:and|und|y|et)\s+(?:(?:das|die|der|the|la|el|le|les)\s+)?(?P<more>[\w'-]+)", re.IGNORECASE)


@dataclass(frozen=True)
class Told:
    who: str  # a name or a pronoun as written
    month: int  # 1-12
    more: str | None  # what else the clause names ("Noelia", "Geld")
    span: tuple[int, int]


def told_in(text: str) -> Told | None:
    """The told-about clause of a message, if it has one."""
    m = next((m for p in (*_TOLD, _SHE_TOLD) if (m := p.search(text))), None)
    if m is None:
        return None
    rest = text[m.end() :]
    more = _AND.match(rest)
    tail = text[m.start() : min(len(text), m.end() + 60)]
    month = month_said(tail)
    if month is None:
        return None  # "what I told you about her move": the conversation says what (`resolve._told_about`, `_recall`)
    return Told(m.group("who"), month, more.group("more") if more else None, m.span())


def month_said(text: str) -> int | None:
    """The first month a text places something in ("… in March", "lo del susto de febrero"), 1-12."""
    for m in _MONTH.finditer(text):
        month = MONTHS.get(m.group("month").casefold()) or MONTHS.get(fold(m.group("month")))
        if month:
            return month
    return None


def note_month(path: str) -> int | None:
    """The month of a daily note ("memory/2026-02-11.md": 2)."""
    m = re.search(r"/memory/\d{4}-(\d{2})-\d{2}", path)
    return int(m.group(1)) if m else None
