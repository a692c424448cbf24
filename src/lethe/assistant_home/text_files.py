"""Reading the home's text files safely and byte-exactly (read-only).

A file is read as bytes, decoded as UTF-8 when it is valid UTF-8 and otherwise as Latin-1 (which maps
every byte to one character, so re-encoding gives back the same bytes). Files with NUL bytes are
binary and never edited. Links that lead out of the home are refused.

Lines: whatever separates them (LF, CRLF, a lone CR, VT, FF, FS, GS, RS, NEL, U+2028, U+2029, or a mix),
a file is cut into records that each keep their own ending, so editing one record keeps every byte of
every other; the byte-order mark stays in front. Citations and the memory index number lines the way
OpenClaw does, on "\n" only (`TextFile.numbered`).
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


# Every line separator `str.splitlines` knows: LF, CR (and CRLF as one), VT, FF, FS, GS, RS, NEL, U+2028, U+2029.
SEPARATORS = "\n\r\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029"
BOM = "\ufeff"


@dataclass(frozen=True)
class TextFile:
    """A text file as read: its exact bytes and their text.

    `lines()` splits the text into *records*, one per line whatever ends it (every separator above), each
    keeping its ending, so joining records gives back every byte. A byte-order mark is not part of any record:
    `encode()` puts it back in front of new content, so removing the first line never removes it.
    """

    rel: str
    raw: bytes
    text: str  # the whole decoded text (with the byte-order mark, if the file has one)
    encoding: str  # "utf-8" or "latin-1"
    links: int = 1  # hard links to the file: more than one means another name (maybe outside) shares it

    @property
    def bom(self) -> str:
        return BOM if self.text.startswith(BOM) else ""

    @property
    def body(self) -> str:
        """The text after the byte-order mark: what the records are made of."""
        return self.text[len(self.bom) :]

    def lines(self) -> list[str]:
        """The records: split on every line separator, each keeping its ending ("\r\n" is one ending)."""
        return split_lines(self.body)

    def numbered(self) -> list[tuple[int, str]]:
        """Each record with the line number the memory index and citations give it: OpenClaw counts lines split
        on "\n" only, so records that share a "\n" line share its number (1-based)."""
        return numbered_lines(self.body)

    def lf_lines(self) -> list[str]:
        """Lines split on "\n" only, each keeping its ending: the lines as OpenClaw numbers them, and the records
        of a JSON Lines file (whose strings may hold U+2028 and the like)."""
        return split_lf(self.body)

    def encode(self, body: str) -> bytes:
        """The bytes of new content made of this file's records: its byte-order mark (if any), then `body`."""
        return (self.bom + body).encode(self.encoding)


def split_lines(text: str) -> list[str]:
    """Records split on every line separator, each keeping its ending; "".join(records) == text."""
    return text.splitlines(keepends=True)


def split_lf(text: str) -> list[str]:
    """Lines split on "\n" only, each keeping its ending; "".join(lines) == text."""
    if not text:
        return []
    parts = text.split("\n")
    out = [p + "\n" for p in parts[:-1]]
    if parts[-1]:
        out.append(parts[-1])
    return out


def numbered_lines(text: str) -> list[tuple[int, str]]:
    """Records with their citation line numbers ("\n" lines, 1-based), see `TextFile.numbered`."""
    out, number = [], 1
    for record in split_lines(text):
        out.append((number, record))
        number += record.count("\n")  # a record holds at most one "\n", at its end
    return out


def line_body(line: str) -> str:
    """A record without its ending: one trailing separator ("\r\n" counts as one)."""
    if line.endswith("\r\n"):
        return line[:-2]
    if line and line[-1] in SEPARATORS:
        return line[:-1]
    return line


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
    return _read(p, rel, home, max_bytes)


def read_linked(home: Home, rel: str, *, max_bytes: int = MAX_TEXT_BYTES) -> TextFile | Unreadable:
    """What a file that is a link out of the home leads to, read only (`Home.linked_out`): to know whether
    it holds something, never to change it. MISSING when `rel` is not such a link (or leads nowhere)."""
    p = home.linked_out(rel)
    if p is None:
        return Unreadable.MISSING
    return _read(p, rel, None, max_bytes)


def _read(p: Path, rel: str, home: Home | None, max_bytes: int) -> TextFile | Unreadable:
    """`p` read as text; `home`: links are followed only while they stay inside it (None: followed)."""
    try:
        st = os.lstat(p)
    except FileNotFoundError:
        return Unreadable.MISSING
    except OSError:
        return Unreadable.DENIED
    if stat.S_ISLNK(st.st_mode):
        if home is not None and not home.contains(p):
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
    return TextFile(rel, raw, text, enc, links=st.st_nlink)


def walk_files(home: Home, rel_dir: str, *, suffixes: tuple[str, ...] | None = None) -> list[str]:
    """Home-relative paths of regular files and links below a folder, sorted, without entering linked folders."""
    try:
        base = home.path(rel_dir)
    except OutsideHomeError:
        return []
    if not base.is_dir() or base.is_symlink():
        return []
    out: list[str] = []
    root = str(home.root)
    prefix = root if root.endswith(os.sep) else root + os.sep
    for dirpath, dirnames, filenames in os.walk(base, followlinks=False):
        dirnames.sort()
        # `base` lies below the root, so every folder's path begins with it: its rest, as `Path.relative_to`
        # gives it (os.walk's paths are already plain joins of plain names)
        below = (dirpath + os.sep)[len(prefix) :].replace(os.sep, "/")
        for name in filenames:
            if suffixes and not name.endswith(suffixes):
                continue
            out.append(below + name)
    out.sort()
    return out
