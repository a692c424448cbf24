#!/usr/bin/env python3
"""How many memory notes a plan must read: the bound on what a per-note index could let a plan skip (a
script, not a test; issue 13).

usage: .venv/bin/python bench/note_reach.py [--sizes small,large] [--home PATH ...]

A plan works out the subject from a corpus of every note's statements. A note could be left unread only when
nothing it holds can change the answer, and the people model is built from every note: the people each record
declares ("Sister: Anna Reyes", "my sister Anna"), and the names the notes use with a possessive ("Biscuit's
vet") or as a label with a phone number or an email, each becoming a person when no declaration names them.
For the benchmark's request ("forget my sister's address") the statements that can hold the answer are those
with a street address or a postcode; under the most favourable rule, only those that also name the sister (a
word of her names, or a word for a sister) can be hers. This prints, per home, how many notes:

- ``declaring``: declare someone (must be read for the people model);
- ``adding``: use a name with a possessive, or as a name label with a contact, that no declaration names (it
  becomes a person: must be read too);
- ``values``: hold a street address or a postcode;
- ``owner``: of those, name the sister;
- ``must read``: the union of these and USER.md: what a per-note rule "read every note that declares or names
  someone, and every note that may hold the answer" reads;
- ``people``: the notes that hold a declaration, a possessive name or a name label not written in an earlier
  note, and USER.md: what any request would read for the people model if a repeat, word for word, of what an
  earlier note already said changes no one (the possessive names are a set; a declaration repeated should
  leave its person as it was: argued, not yet proven) and an index of keyed hashes tells each note's;
- ``first``: ``people`` and ``owner``: the fewest notes a plan for this request could read with an index at
  the grain of a note that knows, by keyed hashes, each note's declarations, possessive names and name labels,
  value kinds and words.

It reads every note (slow on the 10-year home: about a minute).
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from lethe.assistant_home.layout import Home  # noqa: E402
from lethe.demo.sample import build_sample_home  # noqa: E402
from lethe.planner.inventory import memory_notes  # noqa: E402
from lethe.planner.understanding import corpus as C  # noqa: E402
from lethe.planner.understanding.values import find_values  # noqa: E402
from lethe.planner.understanding.words import fold, folded_words  # noqa: E402

KINDS = {"street_address", "postcode"}  # what "address" can be (`resolve._KINDS_OF`)
RELATION = "sister"


def reach(root: Path) -> dict:
    t = time.perf_counter()
    readings = [C.read_note(*pair) for pair in memory_notes(Home.at(root))]
    corpus = C.build(readings)
    declared = corpus.declared
    ignored = set(C.REL_OF) | C._NOT_NAMES | C._attribute_words()
    possessed = {n for r in readings for rec in r.records for n in rec.hints[0]}
    sister = corpus.people.with_relation(RELATION)
    words = {n for p in sister for n in p.names} | {p.key for p in sister}
    words |= {fold(w) for w, rel in C.REL_OF.items() if rel == RELATION}
    words |= {w + "s" for w in words}
    declaring, adding, values, owner, must, first = set(), set(), set(), set(), set(), set()
    said: set = set()
    for r in readings:
        note_words: set[str] = set()
        kinds: set[str] = set()
        for rec in r.records:
            if rec.declares:
                declaring.add(r.path)
            names, label = rec.hints
            news = {("d", d) for d in rec.declares} | {("p", n) for n in names} | ({("l", label)} if label else set())
            if news - said:
                first.add(r.path)
                said |= news
            firsts = [n.split()[0] for n in names]
            if label is not None and (label[1] or label[0].split()[0] in possessed):
                firsts.append(label[0].split()[0])
            if any(fold(f) not in ignored and declared.named(f) is None for f in firsts):
                adding.add(r.path)
            note_words |= set(folded_words(rec.text))
            if rec.kind != "heading":
                kinds |= {str(v.kind) for v in find_values(rec.text, r.lang)}
        if kinds & KINDS:
            values.add(r.path)
            if note_words & words:
                owner.add(r.path)
        if r.path.lower().endswith("user.md"):
            must.add(r.path)
    first |= must
    people = len(first)
    first |= owner
    must |= declaring | adding | owner
    return {
        "notes": len(readings),
        "declaring": len(declaring),
        "adding": len(adding),
        "values": len(values),
        "owner": len(owner),
        "must read": len(must),
        "people": people,
        "first": len(first),
        "seconds": round(time.perf_counter() - t, 1),
    }


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--sizes", default="small")
    ap.add_argument("--home", nargs="*", default=[])
    a = ap.parse_args()
    homes: list[tuple[str, Path]] = [(str(h), Path(h)) for h in a.home]
    with tempfile.TemporaryDirectory(prefix="lethe-reach-") as tmp:
        if not a.home:
            for size in a.sizes.split(","):
                homes.append((size, build_sample_home(Path(tmp) / size, size=size).root))
        cols = ("notes", "declaring", "adding", "values", "owner", "must read", "people", "first", "seconds")
        print(f"{'home':10} " + " ".join(f"{c:>10}" for c in cols))
        for name, root in homes:
            r = reach(root)
            print(f"{name[-10:]:10} " + " ".join(f"{r[c]:>10}" for c in cols))
    return 0


if __name__ == "__main__":
    sys.exit(main())
