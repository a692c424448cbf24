"""Which statements can hold someone's value, told by their words alone: a test that lets a FACT request for
someone else's value ("my sister's address", "Anna's phone number") pass over the statements that cannot be
theirs before their values are found, judged for their attribute and their owner (`resolve._fact`).

A value is someone's when `value_owner` says so: the person named closest before it in its sentence
(`mentions`), else whose its statement is (`statement_owner`: the person or relation its label names, a one-word
heading that is someone's first name, the person it starts with), else a name written just before it (`name:`).
Each of these reads a word of the statement (or of its headings) that is one of the person's names or keys
(as written, or less a possessive or a plural "s"), a word for one of the person's relations, or the name
asked for; and every such word, folded, is part of the statement's folded text (folding is done character by
character: a part of a text folded is a part of the text folded). So a statement whose folded text and headings
hold none of those words (`owner_words`) gives `_fact` nothing for those owners, and is passed over.

No test when the user is one of the owners (the user owns every statement no one else does), nor when the
people have changed since the corpus was built (a resolution may declare more: statements' owners are worked
out against the people as built).

This leans on how `value_owner`, `statement_owner`, `mentions` and `_owner_ok` tell whose a value is: a new way
for them to find an owner must add its words to `owner_words`. `tests/test_owned.py` checks the promise on
every eval home, a generated home and generated notes (no statement turned away has a value of the owner's, or
is the owner's), and that `_fact` answers as it does reading every statement.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Callable
from itertools import accumulate

from .corpus import REL_OF, Corpus, Statement
from .words import fold


def owner_words(owners: set[str], corpus: Corpus) -> frozenset[str] | None:
    """Folded words one of which a statement must hold (in its text or headings) to hold a value of one of
    `owners` (person keys, "rel:<relation>", "name:<folded name>"); None: any statement may."""
    if "user" in owners:
        return None
    people = corpus.people
    built = corpus.statements[0]._people if corpus.statements else None
    if built is not None and (built._version != people._version or len(built.by_key) != len(people.by_key)):
        return None  # declared since the corpus was built: owners were worked out against other people
    words: set[str] = set()
    relations = {o[4:] for o in owners if o.startswith("rel:")}
    words |= {o[5:] for o in owners if o.startswith("name:")}
    for k, p in people.by_key.items():
        if p.key in owners:
            words |= {k, p.key, *p.names, *k.split(), *p.key.split()}
            relations |= p.relations
    for w, rel in REL_OF.items():
        if rel in relations:
            words |= {w, *w.split()}
    if not all(words):
        return None
    return frozenset(words)


def may_own(owners: set[str] | None, owner_kind: str, corpus: Corpus) -> Callable[[Statement], bool] | None:
    """A test of a statement: False only when none of its values can be of one of `owners` (`_fact`'s owners
    for a request about someone else: `owner_kind` "relation" or "name"); None when every statement may."""
    if owners is None or owner_kind not in ("relation", "name"):
        return None
    words = owner_words(owners, corpus)
    if words is None:
        return None

    find = re.compile("|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))).search
    headed: dict[tuple[str, ...], bool] = {}  # headings are shared by many statements

    def test(st: Statement) -> bool:
        if find(_folded(st.text)):
            return True
        h = headed.get(st.headings)
        if h is None:
            h = headed[st.headings] = any(find(_folded(x)) for x in st.headings)
        return h

    return test


def candidates(owners: set[str] | None, owner_kind: str, corpus: Corpus) -> list[Statement]:
    """The statements of `corpus` that may hold a value of one of `owners`, in order: exactly those `may_own`
    passes (every statement when it has no test), found in one pass over the statements' folded text."""
    sts = corpus.statements
    if owners is None or owner_kind not in ("relation", "name"):
        return sts
    words = owner_words(owners, corpus)
    if words is None:
        return sts
    # the plain ASCII statements folded together (folding keeps their length: `_folded`), the others one by one
    texts = [st.text for st in sts]
    plain = [i for i, t in enumerate(texts) if t.isascii()]
    big = "\x00".join([texts[i] for i in plain]).casefold().replace("`", "'")
    starts = [0, *accumulate(len(texts[i]) + 1 for i in plain)]  # where each plain text begins in `big`
    hit = set()
    for w in words:
        at = big.find(w)
        while at >= 0:
            k = bisect_right(starts, at) - 1
            hit.add(plain[k])
            at = big.find(w, starts[k + 1])
    if len(plain) < len(sts):
        plain_ = set(plain)
        hit.update(i for i, t in enumerate(texts) if i not in plain_ and any(w in fold(t) for w in words))
    # a heading that names them (the headings of a note are shared by its statements: each looked at once)
    named: dict[str, bool] = {}  # a heading's title (one title heads many sections): whether it names them
    for x in {x for h in {st.headings for st in sts} for x in h}:
        fx = _folded(x)
        named[x] = any(w in fx for w in words)
    headed = {h for h in {st.headings for st in sts} if any(named[x] for x in h)}
    return [st for i, st in enumerate(sts) if i in hit or st.headings in headed]


def _folded(text: str) -> str:
    """`fold(text)`, without its work for plain ASCII (no backquote: `fold` makes it an apostrophe)."""
    return text.casefold() if text.isascii() and "`" not in text else fold(text)
