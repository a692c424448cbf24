"""OpenClaw's memory chunker, ported exactly (release 2026.4.12, `chunkMarkdown` in
`packages/memory-host-sdk/src/host/internal.ts`, `estimateStringChars` in `src/utils/cjk-chars.ts`, and
`filterNonEmptyMemoryChunks`).

Rules: lines are split on "\\n" only and numbered from 1; text is never stripped (a "\\r" stays in its
line). A chunk holds at most `tokens * 4` weighted characters (a CJK or other wide character weighs 4,
each line one more for its newline); a longer line is cut into `tokens * 4`-character pieces (UTF-16
units, as JavaScript slices), re-cut at `tokens` units when still too heavy, never inside a surrogate
pair. When a chunk is full, it is flushed and its last lines, up to `overlap * 4` weighted characters
(at least one line), start the next one. Chunks whose text is only whitespace are dropped. A chunk's
hash is the sha256 of its text; its id is sha256("<source>:<path>:<start>:<end>:<hash>:<model>").

Verified against the chunk lists OpenClaw's own code produces (tests/data/openclaw_chunk_golden.jsonl).
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass

CHARS_PER_TOKEN = 4
DEFAULT_TOKENS = 400
DEFAULT_OVERLAP = 80
_WIDE = re.compile("[\u2e80-\u9fff\ua000-\ua4ff\uac00-\ud7af\uf900-\ufaff\U00020000-\U0002fa1f]")
# JavaScript's String.prototype.trim() whitespace (Python's str.strip() also strips \x1c-\x1f)
_JS_SPACE = (
    "\t\n\x0b\x0c\r \xa0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a"
    "\u2028\u2029\u202f\u205f\u3000\ufeff"
)


@dataclass(frozen=True)
class MemoryChunk:
    start_line: int
    end_line: int
    text: str
    hash: str


def sha256_hex(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()


def chunk_id(source: str, path: str, chunk: MemoryChunk, model: str) -> str:
    return sha256_hex(f"{source}:{path}:{chunk.start_line}:{chunk.end_line}:{chunk.hash}:{model}")


def _u16(s: str) -> bytes:
    return s.encode("utf-16-le", "surrogatepass")


def _u16len(s: str) -> int:
    return len(_u16(s)) // 2


def _u16slice(s: str, a: int, b: int) -> str:
    return _u16(s)[2 * a : 2 * b].decode("utf-16-le", "surrogatepass")


def estimate_string_chars(text: str) -> int:
    """`estimateStringChars`: code-point length, each wide character counting CHARS_PER_TOKEN."""
    if not text:
        return 0
    wide = len(_WIDE.findall(text))
    length16 = _u16len(text)
    if wide == 0:
        return length16
    astral_wide = sum(1 for ch in text if 0x20000 <= ord(ch) <= 0x2FA1F)
    return (length16 - astral_wide) + wide * (CHARS_PER_TOKEN - 1)


def _segments(line: str, tokens: int, max_chars: int) -> list[str]:
    n16 = _u16len(line)
    if n16 == 0:
        return [""]
    out: list[str] = []
    for start in range(0, n16, max_chars):
        coarse = _u16slice(line, start, start + max_chars)
        if estimate_string_chars(coarse) <= max_chars:
            out.append(coarse)
            continue
        fine = max(1, tokens)
        units = _u16(coarse)
        c16 = len(units) // 2
        j = 0
        while j < c16:
            end = min(j + fine, c16)
            if end < c16 and 0xD800 <= int.from_bytes(units[2 * (end - 1) : 2 * end], "little") <= 0xDBFF:
                end += 1  # never split a surrogate pair
            out.append(_u16slice(coarse, j, end))
            j = end
    return out


def chunk_markdown(content: str, tokens: int = DEFAULT_TOKENS, overlap: int = DEFAULT_OVERLAP) -> list[MemoryChunk]:
    """The chunks OpenClaw's indexer writes for a memory file's text (FTS-only and provider modes alike)."""
    max_chars = max(32, tokens * CHARS_PER_TOKEN)
    overlap_chars = max(0, overlap * CHARS_PER_TOKEN)
    chunks: list[MemoryChunk] = []
    current: list[tuple[str, int]] = []
    current_chars = 0

    def flush() -> None:
        if current:
            text = "\n".join(line for line, _ in current)
            chunks.append(MemoryChunk(current[0][1], current[-1][1], text, sha256_hex(text)))

    def carry() -> None:
        nonlocal current, current_chars
        if overlap_chars <= 0 or not current:
            current, current_chars = [], 0
            return
        acc = 0
        kept: list[tuple[str, int]] = []
        for line, no in reversed(current):
            acc += estimate_string_chars(line) + 1
            kept.insert(0, (line, no))
            if acc >= overlap_chars:
                break
        current = kept
        current_chars = sum(estimate_string_chars(line) + 1 for line, _ in kept)

    for i, line in enumerate(content.split("\n")):
        for seg in _segments(line, tokens, max_chars):
            size = estimate_string_chars(seg) + 1
            if current_chars + size > max_chars and current:
                flush()
                carry()
            current.append((seg, i + 1))
            current_chars += size
    flush()
    return [c for c in chunks if c.text.strip(_JS_SPACE)]
