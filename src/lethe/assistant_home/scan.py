"""Looking for text in files that may be large, compressed or binary, as a stream (read-only).

Logs, backups, trash and binary items are never loaded whole. `scan` reads one exact file (no link
out of the home) in bounded pieces and hands each piece of text to a visitor: text lines as they are
(UTF-8, else Latin-1), gzip and zip contents decompressed on the fly, and the readable runs of binary
data (8-bit text between control bytes, and UTF-16 text). A visitor returns True to stop early.
"""

from __future__ import annotations

import gzip
import os
import re
import stat
import zipfile
import zlib
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import BinaryIO

from .layout import Home, OutsideHomeError
from .text_files import Unreadable

BLOCK = 64 * 1024
MAX_PIECE = 1024 * 1024  # longest piece of one line handed over at once
OVERLAP = 1024  # carried between pieces of a long line or binary blocks, so a value split across them is seen
MAX_EXPANDED = 512 * 1024 * 1024  # decompressed bytes looked at per file, at most
_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f\ufffd]+")
_UTF16 = re.compile(rb"(?:[\x09\x20-\x7e\xa0-\xff]\x00){3,}")

Visitor = Callable[[str], bool | None]


@dataclass
class Scan:
    problem: Unreadable | None = None  # None: the file could be opened and read
    binary: bool = False  # not plain text (binary data, or inside an archive)
    truncated: bool = False  # stopped at MAX_EXPANDED decompressed bytes
    stopped: bool = False  # the visitor asked to stop


class _Budget:
    def __init__(self) -> None:
        self.left = MAX_EXPANDED
        self.exhausted = False

    def read(self, stream: BinaryIO, n: int) -> bytes:
        if self.left <= 0:
            self.exhausted = True
            return b""
        data = stream.read(min(n, self.left))
        self.left -= len(data)
        return data


def open_exact(home: Home, rel: str) -> tuple[BinaryIO | None, Unreadable | None]:
    """Open a regular file inside the home for reading (links are followed only while they stay inside)."""
    try:
        p = home.path(rel)
    except OutsideHomeError:
        return None, Unreadable.LINK_OUTSIDE
    return _open_regular(p)


def _open_regular(p) -> tuple[BinaryIO | None, Unreadable | None]:
    try:
        st = os.stat(p)
    except FileNotFoundError:
        return None, Unreadable.MISSING
    except OSError:
        return None, Unreadable.DENIED
    if not stat.S_ISREG(st.st_mode):
        return None, Unreadable.NOT_A_FILE
    try:
        return open(p, "rb"), None  # noqa: SIM115 - the caller closes it
    except OSError:
        return None, Unreadable.DENIED


def open_linked(home: Home, rel: str) -> tuple[BinaryIO | None, Unreadable | None]:
    """Open what a link out of the home leads to, for reading only (`Home.linked_out`); MISSING when `rel`
    is not such a link or it leads nowhere."""
    p = home.linked_out(rel)
    if p is None:
        return None, Unreadable.MISSING
    return _open_regular(p)


def scan(
    home: Home,
    rel: str,
    visit: Visitor,
    block_test: Callable[[str], bool] | None = None,
    *,
    through_link: bool = False,
) -> Scan:
    """Hand `visit` the text of one exact file inside the home (`through_link`: of what a link out of the home
    leads to, read only). `block_test(text)`: optional, False only when no line of `text` (many lines at once)
    could interest the visitor; plain-text lines of a block it turns away are not handed over one by one."""
    f, problem = open_linked(home, rel) if through_link else open_exact(home, rel)
    if f is None:
        return Scan(problem=problem)
    result = Scan()
    budget = _Budget()
    try:
        with f:
            head = f.read(4)
            f.seek(0)
            if head.startswith(b"\x1f\x8b"):
                result.binary = True
                try:
                    with gzip.GzipFile(fileobj=f) as g:
                        result.stopped = _scan_stream(g, visit, budget, result)
                except (OSError, EOFError, zlib.error):
                    pass  # a damaged archive: what was read so far was looked at
            elif head == b"PK\x03\x04":
                result.binary = True
                result.stopped = _scan_zip(f, visit, budget, result)
            else:
                result.stopped = _scan_stream(f, visit, budget, result, block_test)
    except OSError:
        result.problem = Unreadable.DENIED
    result.truncated = budget.exhausted
    return result


def _scan_zip(f: BinaryIO, visit: Visitor, budget: _Budget, result: Scan) -> bool:
    try:
        zf = zipfile.ZipFile(f)
    except (zipfile.BadZipFile, OSError):
        f.seek(0)
        return _scan_stream(f, visit, budget, result)
    with zf:
        for info in zf.infolist():
            if info.is_dir():
                continue
            try:
                with zf.open(info) as member:
                    if _scan_stream(member, visit, budget, result):
                        return True
            except (zipfile.BadZipFile, RuntimeError, NotImplementedError, OSError, EOFError, zlib.error):
                continue  # encrypted or damaged member: skipped
            if budget.exhausted:
                break
    return False


def _scan_stream(
    stream: BinaryIO, visit: Visitor, budget: _Budget, result: Scan, block_test: Callable[[str], bool] | None = None
) -> bool:
    first = budget.read(stream, BLOCK)
    if b"\x00" in first:
        result.binary = True
        return _visit_all(_binary_runs(first, stream, budget), visit)
    return _visit_all(_text_pieces(first, stream, budget, block_test), visit)


def _visit_all(pieces: Iterator[str], visit: Visitor) -> bool:
    return any(visit(piece) for piece in pieces)


def decode_line(raw: bytes) -> str:
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        return raw.decode("latin-1")


def _text_pieces(
    first: bytes, stream: BinaryIO, budget: _Budget, block_test: Callable[[str], bool] | None = None
) -> Iterator[str]:
    """Lines (without their endings); a line longer than MAX_PIECE comes in overlapping pieces. With
    `block_test`, the whole lines of each block are tested at once first (when the block is valid UTF-8,
    so each line would decode the same way on its own) and skipped together when it turns them away."""
    buf = first
    while True:
        pos = 0
        if block_test is not None and (last := buf.rfind(b"\n")) >= 0:
            try:
                whole = buf[:last].decode("utf-8")
            except UnicodeDecodeError:
                whole = None
            if whole is not None and not block_test(whole):
                pos = last + 1  # no line of this block can interest the visitor
        while (nl := buf.find(b"\n", pos)) >= 0:
            yield decode_line(buf[pos:nl].rstrip(b"\r"))
            pos = nl + 1
        buf = buf[pos:]
        if len(buf) > MAX_PIECE:
            yield decode_line(buf)
            buf = buf[-OVERLAP:]
        more = budget.read(stream, BLOCK)
        if not more:
            break
        buf += more
    if buf:
        yield decode_line(buf.rstrip(b"\r"))


def _binary_runs(first: bytes, stream: BinaryIO, budget: _Budget) -> Iterator[str]:
    """Readable runs of binary data, block by block (each block starts with the previous block's tail):
    runs of 8-bit text between control bytes, and runs of UTF-16 text (a character, a zero byte, ...)."""
    block, tail = first, b""
    while block:
        data = tail + block
        for run in _CONTROL.split(data.decode("utf-8", errors="replace")):
            if len(run.strip()) >= 3:
                yield run
        for m in _UTF16.finditer(data):
            yield m.group(0).decode("utf-16-le", errors="replace")
        tail = block[-OVERLAP:]
        block = budget.read(stream, BLOCK)


def keyed_digest(home: Home, rel: str, digest_factory) -> str | None:
    """A keyed fingerprint of a file's raw bytes, read in blocks (None when it cannot be read)."""
    f, _problem = open_exact(home, rel)
    if f is None:
        return None
    h = digest_factory()
    try:
        with f:
            while chunk := f.read(BLOCK):
                h.update(chunk)
    except OSError:
        return None
    return h.hexdigest()
