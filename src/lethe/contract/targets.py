"""What a plan holds about one place: the base every artifact kind's target extends, line edits, limits.

A plan holds locators and keyed content fingerprints, never the text being forgotten. A rewritten line
is described by *splices* (character ranges to cut, with at most a little punctuation or space to put in
their place) and the keyed fingerprint of the expected result, so the executor can apply exactly what
was approved without understanding the subject itself.
"""

from __future__ import annotations

import difflib
import re
from typing import ClassVar

from pydantic import BaseModel, Field, field_validator

from .vocabulary import Action, ArtifactKind, Category, LimitReason, Verb

_GLUE = re.compile(r"^[^\w]{0,4}$")


class Splice(BaseModel):
    """Replace `line[start:end]` (a line body, in characters) with `glue`: a little punctuation or space."""

    start: int = Field(ge=0)
    end: int = Field(ge=0)
    glue: str = ""

    @field_validator("glue")
    @classmethod
    def _no_words(cls, v: str) -> str:
        if not _GLUE.match(v):
            raise ValueError("a splice puts back punctuation or space only")
        return v


def apply_splices(body: str, splices: list[Splice]) -> str:
    out, pos = [], 0
    for s in sorted(splices, key=lambda s: (s.start, s.end)):
        if s.start < pos or s.end > len(body) or s.end < s.start:
            raise ValueError("splices overlap or leave the line")
        out.append(body[pos : s.start])
        out.append(s.glue)
        pos = s.end
    out.append(body[pos:])
    return "".join(out)


def splices_between(old: str, new: str) -> list[Splice] | None:
    """The splices that turn `old` into `new`, when `new` only lost text (and gained punctuation/space)."""
    ops = difflib.SequenceMatcher(None, old, new, autojunk=False).get_opcodes()
    out = []
    for tag, i1, i2, j1, j2 in ops:
        if tag == "equal":
            continue
        glue = new[j1:j2]
        if not _GLUE.match(glue):
            return None
        out.append(Splice(start=i1, end=i2, glue=glue))
    return out if apply_splices(old, out) == new else None


class LineEdit(BaseModel):
    line: int = Field(description="1-based line number when the plan was made (as the index numbers lines)")
    fingerprint: str = Field(description="keyed hash of the original line bytes, ending included")
    splices: list[Splice] = Field(default_factory=list, description="empty: the whole line goes")
    result: str | None = Field(default=None, description="keyed hash of the rewritten line (None: it goes)")

    @property
    def rewrite(self) -> bool:
        return bool(self.splices)


class TargetBase(BaseModel):
    """One place the planner found the subject, and what its owner does to clean it."""

    key: str = Field(description="stable identity used to compare a plan with a fresh inventory")
    kind: ArtifactKind
    category: Category
    action: Action
    path: str = Field(description="home-relative path of the file holding it")
    count: int = 1

    verb: ClassVar[dict[Action, Verb]] = {
        Action.REMOVE_JOB: Verb.DELETE,
        Action.PAUSE_JOB: Verb.PAUSE,
        Action.REMOVE_FILE: Verb.REMOVE,
        Action.EDIT_LINES: Verb.REWRITE,
        Action.DROP_ENTRIES: Verb.DROP,
    }

    def atoms(self) -> set[str]:
        """The smallest units this target approves: a fresh inventory may hold fewer, never more."""
        return {f"{self.key}#{self.action.value}"}

    def summary(self) -> tuple[Verb, int] | None:
        """How the plan's summary counts this target (None: said in words, not counted)."""
        verb = self.verb.get(self.action)
        if verb is None:
            return None
        return verb, self.count if self.action in (Action.EDIT_LINES, Action.DROP_ENTRIES) else 1

    def citations(self) -> list[str]:
        """Locators this target stages in pending.json once done (notes only)."""
        return []

    def locators(self) -> list[str]:
        """Where it is, for an operator's listing (never shown to the user)."""
        ws = self.path.removeprefix("workspace/")
        return [ws if ws != self.path else self.path]

    def claims(self) -> list[str]:
        """Claim ids this target retracts (the index only)."""
        return []


class LinesTarget(TargetBase):
    """A file cleaned line by line (or removed whole), each line known by its fingerprint."""

    file_fingerprint: str | None = None
    lines: list[LineEdit] = Field(default_factory=list)

    def atoms(self) -> set[str]:
        if self.lines:
            return {f"{self.key}#{e.fingerprint}" for e in self.lines}
        return super().atoms()


class Limit(BaseModel):
    """Something that will remain, with a machine-readable reason."""

    reason: LimitReason
    category: Category
    path: str | None = None
    policy: str | None = None
    until: str | None = None
    count: int = 1

    def identity(self) -> str:
        """What it is about, without how many: a receipt keeps it keyed-hashed, so a later audit can tell a
        remainder the report already named from a copy that came back."""
        return f"{self.reason.value}|{self.category.value}|{self.path or ''}"


class CategorySummary(BaseModel):
    category: Category
    action: Verb
    count: int
