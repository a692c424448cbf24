"""The subject of a plan: what to forget, as the matcher looks for it (values, whole-sentence anchors, context
words), with everyday words for it. Worked out from the conversation by `lethe.planner.understanding`; it
lives only in memory: plans keep keyed hashes of it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from enum import StrEnum

from lethe.language.text import tokens

from .matching import Matcher, Value

_WORD = re.compile(r"[^\W_]+")


class Outcome(StrEnum):
    SUBJECT = "subject"
    NOTHING = "nothing"  # understood, but no stored value could be tied to it
    CLARIFY = "clarify"  # cannot be pinned down safely


# the key of a NOTHING outcome whose conversation asks to forget nothing at all ("N'oublie pas de me rappeler …")
NO_REQUEST = "no_request"


@dataclass
class Subject:
    values: list[Value]
    context: frozenset[str]
    descriptor: str
    request_position: int | None
    anchors: list[str] = field(default_factory=list)  # whole-sentence facts that have no extractable value
    identity: list[str] = field(default_factory=list)  # what the request is, read from it (fingerprinted)
    items: int = 1  # how many things the user asked to forget, as they see them ("both" approves two)
    only: frozenset[str] = frozenset()  # the places the request is limited to ("the wedding reminder")
    spare: frozenset[str] = frozenset()  # the places the user keeps ("but keep the reminder")
    one_place: bool = False  # the place named once ("the wedding reminder"): several there need a question
    asked: list[str] = field(default_factory=list)  # the request's own words for what it is about (folded)
    matters: list[str] = field(default_factory=list)  # the names of the matter the plan is about (folded)
    about: list[str] = field(default_factory=list)  # the names of the person everything goes about, as written
    whose: frozenset[str] = frozenset()  # the folded names of the people whose thing it is ("Fenna's asthma")
    # the words of what the user said to keep ("son allergie, elle, garde-la"): in memory only, never written
    kept: frozenset[str] = frozenset()
    # each thing of several named by its place ("…, and the quiz reminder"): everyday words for it and what it is
    # looked for by there (a `Value` with its `places`); one its place does not hold is asked about
    placed: list[tuple[str, Value]] = field(default_factory=list)
    labels: list[str] = field(default_factory=list)  # everyday words for each thing it is (`descriptor` joins them)

    def matcher(self) -> Matcher:
        return Matcher(self.values + [_anchor_value(a) for a in self.anchors], self.context)

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


def _anchor_value(anchor: str) -> Value:
    """A whole-sentence fact as the matcher looks for it: its words in a row, anywhere; a sentence of everyday
    words alone ("Gracias a Dios.", "Didn't sleep a wink.") only as a whole sentence, not inside another's line."""
    from lethe.language.frequency import commonness

    words = _WORD.findall(anchor)
    if len(words) <= 6 and all(commonness(w) >= 4.0 or len(w) <= 2 for w in words):
        return Value(anchor, kind="sentence")
    return Value(anchor)
