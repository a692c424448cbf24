"""Reading the home's text files safely and byte-exactly (read-only).

A file is read as bytes, decoded as UTF-8 when it is valid UTF-8 and otherwise as Latin-1 (which maps
every byte to one character, so re-encoding gives back the same bytes). Files with NUL bytes are
binary and never edited. Links that lead out of the home are refused.
"""

from __future__ import annotations

import os
import stat
from dataclasses import dataclass
from enum import Enum
from pathlib import Path

from .layout import Home, OutsideHomeError

MAX_TEXT_BYTES = 32 * 1024 * 1024


class Unreadable(Enum):
    MISSING = "missing"
    BINARY = "binary"
    TOO_LARGE = "too_large"
    NOT_A_FILE = "not_a_file"
    LINK_OUTSIDE = "link_outside"
    DENIED = "denied"


@dataclass(frozen=True)
class TextFile:
    rel: str
    raw: bytes
    text: str
    encoding: str  # "utf-8" or "latin-1"

    def lines(self) -> list[str]:
        """Lines with their endings kept ("\\n" only splits; "\\r\\n" stays on the line)."""
        return split_lines(self.text)

    def numbered(self) -> list[tuple[int, str]]:
        """Each line with the line number the index and citations give it (1-based)."""
        return list(enumerate(self.lines(), start=1))

    def encode(self, text: str) -> bytes:
        return text.encode(self.encoding)


def split_lines(text: str) -> list[str]:
    if not text:
        return []
    parts = text.split("\n")
    out = [p + "\n" for p in parts[:-1]]
    if parts[-1]:
        out.append(parts[-1])
    return out


def line_body(line: str) -> str:
    return line.rstrip("\r\n")


def decode(raw: bytes) -> tuple[str, str]:
    try:
        return raw.decode("utf-8"), "utf-8"
    except UnicodeDecodeError:
        return raw.decode("latin-1"), "latin-1"


def read_text(home: Home, rel: str, *, max_bytes: int = MAX_TEXT_BYTES) -> TextFile | Unreadable:
    try:
        p = home.path(rel)
    except OutsideHomeError:
        return Unreadable.LINK_OUTSIDE
    try:
        st = os.lstat(p)
    except FileNotFoundError:
        return Unreadable.MISSING
    except OSError:
        return Unreadable.DENIED
    if stat.S_ISLNK(st.st_mode):
        if not home.contains(p):
            return Unreadable.LINK_OUTSIDE
        try:
            st = os.stat(p)
        except OSError:
            return Unreadable.MISSING
    if not stat.S_ISREG(st.st_mode):
        return Unreadable.NOT_A_FILE
    if st.st_size > max_bytes:
        return Unreadable.TOO_LARGE
    try:
        with open(p, "rb") as f:
            raw = f.read(max_bytes + 1)
    except PermissionError:
        return Unreadable.DENIED
    except OSError:
        return Unreadable.DENIED
    if len(raw) > max_bytes:
        return Unreadable.TOO_LARGE
    if b"\x00" in raw[:8192] or b"\x00" in raw:
        return Unreadable.BINARY
    text, enc = decode(raw)
    return TextFile(rel, raw, text, enc)


def walk_files(home: Home, rel_dir: str, *, suffixes: tuple[str, ...] | None = None) -> list[str]:
    """Home-relative paths of regular files and links below a folder, sorted, without entering linked folders."""
    try:
        base = home.path(rel_dir)
    except OutsideHomeError:
        return []
    if not base.is_dir() or base.is_symlink():
        return []
    out: list[str] = []
    for dirpath, dirnames, filenames in os.walk(base, followlinks=False):
        dirnames.sort()
        for name in filenames:
            if suffixes and not name.endswith(suffixes):
                continue
            out.append(Path(dirpath, name).relative_to(home.root).as_posix())
    out.sort()
    return out
