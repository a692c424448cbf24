"""Lethe chunks a memory file exactly as OpenClaw's indexer does (golden vectors from OpenClaw's own code)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from lethe.assistant_home.openclaw_chunks import MemoryChunk, chunk_id, chunk_markdown, sha256_hex

GOLDEN = [json.loads(line) for line in (Path(__file__).parent / "data" / "openclaw_chunk_golden.jsonl").open()]


@pytest.mark.parametrize("case", GOLDEN, ids=[c["case"] for c in GOLDEN])
def test_chunks_match_openclaws_own_output(case):
    got = chunk_markdown(case["input"], case["tokens"], case["overlap"])
    assert [{"startLine": c.start_line, "endLine": c.end_line, "hash": c.hash} for c in got] == case["expected"]
    for c in got:
        assert c.hash == sha256_hex(c.text)


def test_text_is_never_stripped_and_overlap_carries_whole_lines():
    text = "".join(f"line {i:03d} " + "x" * 90 + "\r\n" for i in range(1, 41))
    chunks = chunk_markdown(text)
    assert len(chunks) > 1
    assert all("\r" in c.text for c in chunks)  # CRLF kept as OpenClaw keeps it
    for a, b in zip(chunks, chunks[1:], strict=False):
        assert b.start_line <= a.end_line  # the next chunk starts with the previous one's last lines
        assert b.text.split("\n")[0] in a.text.split("\n")


def test_chunk_id_formula():
    c = MemoryChunk(3, 7, "hello", sha256_hex("hello"))
    assert chunk_id("memory", "MEMORY.md", c, "fts-only") == sha256_hex(f"memory:MEMORY.md:3:7:{c.hash}:fts-only")
