"""Finding an item erase's subject again for an interrupted run, without ever having stored its text."""

from __future__ import annotations

from lethe.assistant_home.layout import Home
from lethe.language.text import sentences
from lethe.ledger.secret import KeyedHasher
from lethe.planner.matching import Value

from .matchers import MIN_CONTAINED, OperatorSubject, sentence_key
from .sources import candidate_lines


def recover_item_subject(
    home: Home, hasher: KeyedHasher, value_hashes: list[str], value_words: list[int]
) -> tuple[OperatorSubject, list[str]]:
    """Rebuild an item/expired Subject for an interrupted erase from the plan's tombstone hashes.

    Each value is found again by its tombstone hash among the word runs still in the home (notes, index
    chunks, job texts, recall snippets), the way tombstones themselves are checked. A value found nowhere
    has already left every place this can reach; the rest of the plan is driven by its recorded targets,
    so it still finishes. Returns the subject and the hashes of the values not found again (their
    tombstones must be recorded from the plan).
    """
    want = set(value_hashes)
    sizes = sorted({n for n in value_words if n > 0})
    found: dict[str, str] = {}
    for line in candidate_lines(home):
        if len(found) == len(want):
            break
        for part in sentences(line):
            toks = sentence_key(part)
            for n in sizes:
                for i in range(len(toks) - n + 1):
                    run = " ".join(toks[i : i + n])
                    h = hasher.digest("tombstone", run)
                    if h in want and h not in found:
                        found[h] = run
    values = [Value(found[h], strong=len(found[h].split(" ")) >= MIN_CONTAINED) for h in value_hashes if h in found]
    missing = [h for h in value_hashes if h not in found]
    return OperatorSubject(values, frozenset(), "that information", None, item=True), missing


def tombstone_record(value_hash: str, words: int) -> dict:
    """The tombstone record the executor would write for an item value of `words` words."""
    rec = {"hmac": value_hash, "words": max(words, 1)}
    if words < MIN_CONTAINED:
        rec.update(strong=False, ctx=[])
    return rec
