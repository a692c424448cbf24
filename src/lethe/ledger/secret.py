"""The per-home secret and the keyed hashes made with it.

Lethe never stores forgotten text. Where it must recognise content later (plan fingerprints,
provenance, tombstones) it stores an HMAC-SHA256 keyed with a secret that lives only in this home
(`lethe/secret.key`, created 0600 on first use, atomically). A key that exists but cannot be used is
refused with `SecretKeyError`, never silently replaced or used.
"""

from __future__ import annotations

import base64
import contextlib
import hashlib
import hmac
import os
import secrets
import stat
import tempfile
from pathlib import Path

KEY_FILE = "secret.key"
KEY_BYTES = 32


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


class SecretKeyError(RuntimeError):
    """The home's secret key exists but cannot be used: empty, too short, a link, a folder, unreadable.

    Lethe never uses such a key, and never replaces it on its own: plans, tombstones and sealed names made
    with the real key would stop matching. `problem` says what is wrong in plain words."""

    def __init__(self, path: Path, problem: str):
        super().__init__(
            f"the home's secret key {problem}; if nothing was ever forgotten in this home remove it and run again, "
            "otherwise restore it from a backup"
        )
        self.path = path
        self.problem = problem


def _existing_key(path: Path) -> bytes | None:
    """The key at `path`; None when there is none; `SecretKeyError` when there is one that cannot be used."""
    try:
        st = os.lstat(path)
    except FileNotFoundError:
        return None
    except OSError as e:
        raise SecretKeyError(path, "could not be read") from e
    if stat.S_ISLNK(st.st_mode):
        raise SecretKeyError(path, "is a link, not a file")
    if stat.S_ISDIR(st.st_mode):
        raise SecretKeyError(path, "is a folder, not a file")
    if not stat.S_ISREG(st.st_mode):
        raise SecretKeyError(path, "is not a regular file")
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0))
        with os.fdopen(fd, "rb") as f:
            data = f.read(KEY_BYTES * 64)
    except OSError as e:
        raise SecretKeyError(path, "could not be read") from e
    if not data:
        raise SecretKeyError(path, "is empty")
    if len(data) < KEY_BYTES:
        raise SecretKeyError(path, f"is too short ({len(data)} bytes; a key has {KEY_BYTES})")
    return data


def load_or_create_key(state_dir: Path) -> bytes:
    """The home's secret, created when there is none yet: written whole to a temporary file (0600, fsynced),
    then linked into place, so no process ever sees a partial key and two first runs agree on one key.
    A key that exists but cannot be used raises `SecretKeyError`."""
    path = state_dir / KEY_FILE
    key = _existing_key(path)
    if key is not None:
        return key
    state_dir.mkdir(parents=True, exist_ok=True, mode=0o700)
    fd, tmp = tempfile.mkstemp(prefix=f".{KEY_FILE}.{os.getpid()}.", suffix=".tmp", dir=state_dir)  # 0600
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(secrets.token_bytes(KEY_BYTES))
            f.flush()
            os.fsync(f.fileno())
        try:
            os.link(tmp, path)  # atomic, and never replaces a key another process put there first
        except FileExistsError:
            pass
        except OSError:  # a file system without hard links: the same, by rename if nothing is there yet
            if not os.path.lexists(path):
                os.rename(tmp, path)
    finally:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
    _fsync_dir(state_dir)
    key = _existing_key(path)  # ours, or the one another process linked first
    if key is None:
        raise SecretKeyError(path, "could not be created")
    return key


def read_key(state_dir: Path) -> bytes | None:
    """The secret if it exists (read-only callers such as the planner and the audit never create it); a key
    that exists but cannot be used raises `SecretKeyError`."""
    return _existing_key(state_dir / KEY_FILE)


def _fsync_dir(folder: Path) -> None:
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)
