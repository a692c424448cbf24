"""The per-home secret and the keyed hashes made with it.

Lethe never stores forgotten text. Where it must recognise content later (plan fingerprints,
provenance, tombstones) it stores an HMAC-SHA256 keyed with a secret that lives only in this home
(`lethe/secret.key`, created 0600 on first use).
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import os
import secrets
from pathlib import Path

KEY_FILE = "secret.key"


class KeyedHasher:
    """HMAC-SHA256 with the home's secret; `domain` separates uses so hashes never cross-match.

    The text form is unpadded base64url (43 characters), not hex: a stored hash then almost never spells
    a short number by chance, so Lethe's records cannot seem to repeat a forgotten PIN or house number.
    """

    def __init__(self, key: bytes):
        self._key = key

    def raw(self, domain: str, data: bytes | str) -> bytes:
        data = data.encode("utf-8") if isinstance(data, str) else data
        return hmac.new(self._key, domain.encode() + b"\x00" + data, hashlib.sha256).digest()

    def digest(self, domain: str, data: bytes | str) -> str:
        return as_text(self.raw(domain, data))

    def stream(self, domain: str) -> KeyedStream:
        return KeyedStream(hmac.new(self._key, domain.encode() + b"\x00", hashlib.sha256))


class KeyedStream:
    """`KeyedHasher.digest` over data fed in pieces (`update`); `hexdigest()` gives the same text form."""

    def __init__(self, mac):
        self._mac = mac

    def update(self, data: bytes) -> None:
        self._mac.update(data)

    def hexdigest(self) -> str:  # hashlib's name, kept for callers that stream; the form is `digest`'s
        return as_text(self._mac.digest())


def as_text(raw: bytes) -> str:
    return base64.urlsafe_b64encode(raw).decode("ascii").rstrip("=")


def load_or_create_key(state_dir: Path) -> bytes:
    """Read the home's secret, creating it (exclusively, 0600) when it does not exist yet."""
    path = state_dir / KEY_FILE
    try:
        data = path.read_bytes()
        if len(data) >= 32:
            return data
    except FileNotFoundError:
        pass
    state_dir.mkdir(parents=True, exist_ok=True, mode=0o700)
    key = secrets.token_bytes(32)
    try:
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    except FileExistsError:  # another process won the race
        return path.read_bytes()
    try:
        os.write(fd, key)
        os.fsync(fd)
    finally:
        os.close(fd)
    return key


def read_key(state_dir: Path) -> bytes | None:
    """The secret if it exists (read-only callers such as the planner never create it)."""
    try:
        data = (state_dir / KEY_FILE).read_bytes()
    except OSError:
        return None
    return data if len(data) >= 32 else None
