"""Sealing locators: names that may themselves hold the information never reach `lethe/` in clear.

A file name can repeat what is being forgotten (a session-memory copy named after its topic,
`memory/2026-05-02-ovid-lane.md`; a created item called after its contents; a job id). Lethe's own
records still need exact locators, so every name that is not a well-known layout name is stored
*sealed*: encrypted and authenticated with the home's secret, deterministically (the same name
always seals to the same token, so locators still compare), and opened again exactly when a plan
is loaded for execution, whether or not the file still exists.

The construction uses only HMAC-SHA256 with the per-home key (`ledger.secret.KeyedHasher`):
a synthetic IV `siv = HMAC("seal-siv", name)[:16]`, a keystream `HMAC("seal-stream", siv || i)`
XORed over the name, and on opening the IV is recomputed from the plaintext and compared, which
authenticates it (SIV mode). A token is `~` followed by base64url(siv || ciphertext).

Separators (`/`, `#`, `:`) are kept, so a sealed locator keeps its shape:
`workspace/memory/~Qm9...` or `cron/jobs.json#~c2Vj...`.
"""

from __future__ import annotations

import base64
import hmac
import re

from .secret import KeyedHasher

_SEPARATORS = re.compile(r"([/#:])")
_SAFE_NAMES = frozenset(
    {
        "",
        "workspace",
        "memory",
        "canvas",
        "cron",
        "runs",
        "jobs.json",
        "shares.json",
        ".trash",
        "backups",
        "logs",
        ".dreams",
        "short-term-recall.json",
        "forget",
        "pending.json",
        "agents",
        "sessions",
        "MEMORY.md",
        "USER.md",
        "TOOLS.md",
        "HEARTBEAT.md",
        "DREAMS.md",
        "note",
        "job",
        "index",
    }
)
# a plain daily note, a line locator (L5, L5-7), a bare number, the agent's index file
_SAFE_PATTERN = re.compile(r"^(?:\d{4}-\d{2}-\d{2}\.md|L\d+(?:-L?\d+)?|\d+|[A-Za-z0-9_-]{1,64}\.sqlite)$")
_SIV = 16


def _safe(part: str) -> bool:
    return part in _SAFE_NAMES or bool(_SAFE_PATTERN.match(part))


def _stream(hasher: KeyedHasher, siv: bytes, n: int) -> bytes:
    out = bytearray()
    i = 0
    while len(out) < n:
        out += hasher.raw("seal-stream", siv + i.to_bytes(4, "big"))
        i += 1
    return bytes(out[:n])


def seal_name(hasher: KeyedHasher, name: str) -> str:
    raw = name.encode("utf-8", errors="surrogateescape")
    siv = hasher.raw("seal-siv", raw)[:_SIV]
    ct = bytes(a ^ b for a, b in zip(raw, _stream(hasher, siv, len(raw)), strict=True))
    return "~" + base64.urlsafe_b64encode(siv + ct).decode("ascii").rstrip("=")


def open_name(hasher: KeyedHasher, token: str) -> str | None:
    """The name a token was sealed from, or None when it is not a token sealed with this home's key."""
    if not token.startswith("~"):
        return None
    body = token[1:]
    try:
        blob = base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))
    except ValueError:
        return None
    if len(blob) < _SIV:
        return None
    siv, ct = blob[:_SIV], blob[_SIV:]
    raw = bytes(a ^ b for a, b in zip(ct, _stream(hasher, siv, len(ct)), strict=True))
    if not hmac.compare_digest(siv, hasher.raw("seal-siv", raw)[:_SIV]):
        return None
    return raw.decode("utf-8", errors="surrogateescape")


def seal(hasher: KeyedHasher, locator: str) -> str:
    """Seal every part of a locator that is not a well-known layout name."""
    parts = _SEPARATORS.split(locator)
    return "".join(p if i % 2 or _safe(p) else seal_name(hasher, p) for i, p in enumerate(parts))


def unseal(hasher: KeyedHasher, locator: str) -> str:
    """The exact inverse of `seal` (parts that are not tokens are kept as they are)."""
    parts = _SEPARATORS.split(locator)
    out = []
    for i, p in enumerate(parts):
        opened = open_name(hasher, p) if i % 2 == 0 and p.startswith("~") else None
        out.append(p if opened is None else opened)
    return "".join(out)
