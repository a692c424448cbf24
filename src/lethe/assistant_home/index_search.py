"""Candidate chunks from the memory index's own full-text search (FTS5), for planning only (read-only).

A plan needs the chunks that *could* hold the subject; reading every chunk's text into Python costs seconds
on a home with years of notes, while the index's full-text table answers in milliseconds. The planner's
trigger words (lower-case ASCII, one of which every text holding the subject contains, at a word start after
Unicode normalisation) are turned into index terms:

- every term of the full-text vocabulary (`fts5vocab`) whose normalised form (NFKC, case-folded) *contains*
  an alphanumeric run of a trigger word is asked for: not only those starting with it, so a word the
  tokenizer joined to what precedes it (a combining mark, a symbol) and a word written in compatibility
  characters (full-width letters, ligatures) are found too;
- the terms are matched in one `MATCH` query, giving the full-text rows (with their chunk ids).

- the few compatibility *symbols* that normalise to letters or digits ("™", "℡", circled and parenthesised
  letters, squared units: `SEPARATOR_LETTERS`) are separators to the tokenizer, so no term holds what they
  spell: every row whose text is not plain ASCII and holds one of them is taken as a candidate too.

Only the default `unicode61` tokenizer is trusted (it folds case and keeps every letter and digit a word
character, so any alphanumeric run of the text lies inside one term); any other tokenizer, a table whose
row count differs from the chunks' (rows the full-text table does not cover), or a search too broad to be
worth it (`MAX_TERMS`) returns None, and the caller reads every candidate itself as before.

Never used for verification: a confirm's final check reads the chunks themselves, never this search.
"""

from __future__ import annotations

import re
import sqlite3
import unicodedata
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from .memory_index import _BATCH, _CHUNK_SELECT, Chunk, _as_text, _row_chunk, table_names, unavailable
from .sqlite import ERRORS

MAX_TERMS = 400  # more terms than this and a plain scan is as good
# Characters outside the tokenizer's word classes (letters, digits, private use) whose NFKC case-folded form
# holds an ASCII letter or digit (Unicode 15; `tests/test_index_search.py` derives them again).
SEPARATOR_LETTERS = (
    (0x20A8, 0x20A8), (0x2100, 0x2101), (0x2103, 0x2103), (0x2105, 0x2106), (0x2109, 0x2109), (0x2116, 0x2116),
    (0x2120, 0x2122), (0x213B, 0x213B), (0x249C, 0x24E9), (0x3250, 0x3250), (0x32C0, 0x32CF), (0x3358, 0x337A),
    (0x3380, 0x33FF), (0x1F110, 0x1F12E), (0x1F130, 0x1F14F), (0x1F16A, 0x1F16C), (0x1F190, 0x1F190),
)  # fmt: skip
_SEPARATOR_LETTER = re.compile("[" + "".join(f"{chr(a)}-{chr(b)}" for a, b in SEPARATOR_LETTERS) + "]")
_UDF = "lethe_separator_letters"
_RUN = re.compile(r"[a-z0-9]+")
_TOKENIZE = re.compile(r"tokenize\s*=\s*['\"]?([^'\",)]*)", re.IGNORECASE)
_VOCAB = "lethe_fts_vocab"


@dataclass(frozen=True)
class FtsHit:
    rowid: int
    id: str
    path: str
    source: str
    model: str
    text: str


def _fold(term: str) -> str:
    return term if term.isascii() else unicodedata.normalize("NFKC", term).casefold()


def _has_separator_letters(text: object) -> int:
    return 1 if isinstance(text, str) and _SEPARATOR_LETTER.search(text) else 0


def _trusted_tokenizer(sql: str) -> bool:
    if "fts5" not in sql.lower():
        return False
    m = _TOKENIZE.search(sql)
    if m is None:
        return True  # the default: unicode61 with diacritics removed
    words = m.group(1).split()
    options = ("remove_diacritics", "0", "1", "2")
    return bool(words) and words[0].lower() == "unicode61" and all(w in options for w in words[1:])


def fts_candidates(con: sqlite3.Connection, words: Sequence[str]) -> list[FtsHit] | None:
    """The full-text rows that could hold one of `words` (a superset), or None when the search can't say."""
    runs = []
    for w in words:
        found = _RUN.findall(w.lower())
        if not found:
            return None
        runs.append(max(found, key=len))
    runs = list(dict.fromkeys(runs))
    if not runs:
        return None
    try:
        if "chunks_fts" not in table_names(con):
            return None
        row = con.execute("SELECT sql FROM sqlite_master WHERE name = 'chunks_fts'").fetchone()
        if row is None or not _trusted_tokenizer(str(row[0] or "")):
            return None
        n_chunks = con.execute("SELECT count(*) FROM chunks").fetchone()[0]
        n_fts = con.execute("SELECT count(*) FROM chunks_fts").fetchone()[0]
        if n_chunks != n_fts:
            return None  # rows the full-text table does not cover (or orphans): read them all
        con.execute(f"CREATE VIRTUAL TABLE IF NOT EXISTS temp.{_VOCAB} USING fts5vocab(main, chunks_fts, 'row')")
        try:
            terms = [
                t for (t,) in con.execute(f"SELECT term FROM temp.{_VOCAB}") if any(r in _fold(str(t)) for r in runs)
            ]
        finally:
            con.execute(f"DROP TABLE IF EXISTS temp.{_VOCAB}")
        if len(terms) > MAX_TERMS:
            return None
        hits: dict[int, FtsHit] = {}
        if terms:
            query = " OR ".join('"' + str(t).replace('"', '""') + '"' for t in terms)
            for r in con.execute(
                "SELECT rowid, id, path, source, model, text FROM chunks_fts WHERE chunks_fts MATCH ?", (query,)
            ):
                hits[int(r[0])] = FtsHit(int(r[0]), *(_as_text(v) for v in r[1:]))
        con.create_function(_UDF, 1, _has_separator_letters, deterministic=True)
        for r in con.execute(
            "SELECT rowid, id, path, source, model, text FROM chunks_fts"
            f" WHERE length(CAST(text AS BLOB)) != length(text) AND {_UDF}(text)"  # not plain ASCII, then the test
        ):
            hits.setdefault(int(r[0]), FtsHit(int(r[0]), *(_as_text(v) for v in r[1:])))
        return list(hits.values())
    except ERRORS:
        return None  # whatever went wrong, the caller's plain scan still finds everything


def iter_chunks_by_id(con: sqlite3.Connection, ids: Sequence[str]) -> Iterator[Chunk]:
    """The chunks with these ids (those that exist), in batches."""
    unique = sorted(set(ids))
    try:
        for i in range(0, len(unique), _BATCH):
            batch = unique[i : i + _BATCH]
            marks = ",".join("?" * len(batch))
            for row in con.execute(f"{_CHUNK_SELECT} WHERE id IN ({marks}) ORDER BY path, start_line, id", batch):
                yield _row_chunk(row)
    except ERRORS as exc:
        raise unavailable(exc) from exc
