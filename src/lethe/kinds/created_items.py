"""Created items: pages, cards and reports the assistant made (workspace/canvas/**, and canvas/** beside it).

A text file (HTML, SVG, Markdown, plain text, JSON, CSV, ...) is looked at line by line, and only at
what a reader sees: the text between tags and attribute values in markup, the string values in JSON,
the whole line elsewhere. A file where nothing unrelated is left once the subject is taken out
(headings, titles, markup and code do not count as unrelated), or whose title names the subject (the
item is about it), is removed as a file. Otherwise each
line holding the subject is edited the owner's way: the sentences that hold it are cut from the text
they sit in, markup and JSON stay well-formed, and a line with nothing left is dropped. A line where
the subject cannot be cut out cleanly is dropped whole. Binary items are never edited: one that holds
the subject is a limit.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Literal

from lethe.assistant_home.retention import line_lock
from lethe.assistant_home.scan import scan
from lethe.assistant_home.text_files import TextFile, Unreadable, line_body, read_text, split_lines, walk_files
from lethe.contract.errors import FileChanged, StepFailed
from lethe.contract.protocols import SubjectMatcher, Writer
from lethe.contract.targets import LineEdit, LinesTarget, apply_splices, splices_between
from lethe.contract.vocabulary import Action, ArtifactKind, Category, Done, Failure, LimitReason

from .base import FindContext
from .cutting import cut

KIND = ArtifactKind.CREATED_ITEM
PHASE = 2


class Target(LinesTarget):
    kind: Literal[ArtifactKind.CREATED_ITEM] = ArtifactKind.CREATED_ITEM
    category: Category = Category.CREATED_ITEMS


ROOTS = ("workspace/canvas", "canvas")
MARKUP = (".html", ".htm", ".xhtml", ".svg", ".xml", ".vue")
JSON_SUFFIXES = (".json",)
_VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}
_RAW = {"script", "style"}
_HEADINGS = re.compile(r"<(title|h[1-6])\b[^>]*>.*?</\1\s*>", re.IGNORECASE | re.DOTALL)
_ENTITY = re.compile(r"&#?\w+;")
_PLAIN_STRUCTURAL = re.compile(r"^\s*(?:#{1,6}\s.*|[-*_=]{3,}|<!--.*-->|```.*)?\s*$")
_LIST_PREFIX = re.compile(r"^(\s*(?:[-*+]|\d+[.)])\s+(?:\[[ xX]\]\s+)?)?")
_JSON_STRING = re.compile(r'"(?:[^"\\]|\\.)*"')
_TAG_NAME = re.compile(r"</?([A-Za-z][\w:-]*)")


def file_format(rel: str) -> str:
    low = rel.lower()
    if low.endswith(MARKUP):
        return "markup"
    if low.endswith(JSON_SUFFIXES):
        return "json"
    return "plain"


def item_paths(home) -> list[str]:
    return [rel for root in ROOTS for rel in walk_files(home, root)]


# ------------------------------------------------------------------------------------------ line model


@dataclass(frozen=True)
class State:
    """Where a markup line starts: in text, inside a tag (maybe inside a quoted value), or a comment."""

    mode: str = "text"  # text | tag | comment
    quote: str = ""
    tag: str = ""  # name of the tag being read (mode "tag")
    closing: bool = False
    raw: str = ""  # inside <script> or <style>


@dataclass(frozen=True)
class Segment:
    start: int
    end: int
    kind: str  # text | raw | attr | value | key


def markup_segments(line: str, st: State) -> tuple[list[Segment], State]:
    segs: list[Segment] = []
    i, n = 0, len(line)
    mode, quote, tag, closing, raw = st.mode, st.quote, st.tag, st.closing, st.raw
    while i < n:
        if mode == "comment":
            j = line.find("-->", i)
            if j < 0:
                i = n
                break
            i, mode = j + 3, "text"
        elif mode == "text":
            if raw:
                m = re.compile(rf"</{raw}\b", re.IGNORECASE).search(line, i)
                j = m.start() if m else n
                if j > i:
                    segs.append(Segment(i, j, "raw"))
                if not m:
                    i = n
                    break
                i, mode, tag, closing, raw = j + 1, "tag", "", False, ""
                continue
            j = line.find("<", i)
            end = n if j < 0 else j
            if end > i:
                segs.append(Segment(i, end, "text"))
            if j < 0:
                i = n
                break
            if line.startswith("<!--", j):
                i, mode = j + 4, "comment"
                continue
            m = _TAG_NAME.match(line, j)
            tag = m.group(1).lower() if m else ""
            closing = bool(m) and line[j + 1] == "/"
            i, mode = (m.end() if m else j + 1), "tag"
        else:  # inside a tag
            if quote:
                j = line.find(quote, i)
                end = n if j < 0 else j
                if end > i:
                    segs.append(Segment(i, end, "attr"))
                if j < 0:
                    i = n
                    break
                i, quote = j + 1, ""
                continue
            m = re.compile(r"[\"'>]").search(line, i)
            if not m:
                i = n
                break
            if m.group(0) == ">":
                self_closing = line[m.start() - 1] == "/" if m.start() > 0 else False
                if tag in _RAW and not closing and not self_closing:
                    raw = tag
                i, mode, tag = m.end(), "text", ""
            else:
                i, quote = m.end(), m.group(0)
    return segs, State(mode, quote, tag, closing, raw)


def json_segments(line: str) -> list[Segment]:
    segs = []
    for m in _JSON_STRING.finditer(line):
        rest = line[m.end() :].lstrip()
        segs.append(Segment(m.start() + 1, m.end() - 1, "key" if rest.startswith(":") else "value"))
    return segs


def plain_segments(line: str) -> list[Segment]:
    prefix = _LIST_PREFIX.match(line).end()
    return [Segment(prefix, len(line), "text")] if len(line) > prefix else []


def line_states(lines: list[str], fmt: str) -> list[State]:
    """The markup state at the start of every line (computed on the original text)."""
    out, st = [], State()
    for line in lines:
        out.append(st)
        if fmt == "markup":
            _, st = markup_segments(line_body(line), st)
    return out


def segments(body: str, fmt: str, st: State) -> list[Segment]:
    if fmt == "markup":
        return markup_segments(body, st)[0]
    if fmt == "json":
        return json_segments(body)
    return plain_segments(body)


def _decode(body: str, seg: Segment, fmt: str) -> str | None:
    inner = body[seg.start : seg.end]
    if fmt != "json":
        return inner
    try:
        return json.loads(f'"{inner}"')
    except ValueError:
        return None


def _encode(text: str, original_inner: str, fmt: str) -> str:
    if fmt != "json":
        return text
    ascii_only = "\\u" in original_inner or all(ord(c) < 128 for c in original_inner)
    return json.dumps(text, ensure_ascii=ascii_only)[1:-1]


def visible(body: str, fmt: str, st: State) -> str:
    """What a reader sees of a line (text and attribute values, decoded), joined by spaces."""
    return " ".join(filter(None, (_decode(body, s, fmt) for s in segments(body, fmt, st))))


def holds(matcher: SubjectMatcher, body: str, fmt: str, st: State) -> bool:
    return matcher.matches(body) or matcher.matches(visible(body, fmt, st))


def cut_sentences(text: str, matcher: SubjectMatcher) -> str:
    """The text without what states the subject ('' when nothing with a word is left)."""
    kept = cut(text, matcher.spans(text))
    if not re.search(r"\w", kept):
        return ""
    lead = text[: len(text) - len(text.lstrip())]
    trail = text[len(text.rstrip()) :]
    return lead + kept.strip() + trail


def _balanced(body: str) -> bool:
    opened = 0
    for m in re.finditer(r"<(/?)([A-Za-z][\w:-]*)[^>]*?(/?)>", body):
        closing, name, self_closing = m.group(1), m.group(2).lower(), m.group(3)
        if name in _VOID or self_closing:
            continue
        opened += -1 if closing else 1
    return opened == 0


def clean_line(body: str, fmt: str, st: State, matcher: SubjectMatcher) -> str | None:
    """The line with the subject taken out, or None when the line goes (the cleaner and the finder agree)."""
    new = body
    for seg in reversed(segments(body, fmt, st)):
        if fmt == "json" and seg.kind == "key":
            continue
        text = _decode(body, seg, fmt)
        if text is None or not matcher.matches(text):
            continue
        new = new[: seg.start] + _encode(cut_sentences(text, matcher), body[seg.start : seg.end], fmt) + new[seg.end :]
    if holds(matcher, new, fmt, st):
        return None  # it could not be cut out cleanly: the whole line goes
    if fmt == "json":
        return new
    left = visible(new, fmt, st) if fmt == "plain" else _seen_text(new, st)
    if re.search(r"\w", left):
        return new
    if fmt == "markup" and (st.mode != "text" or not _balanced(new)):
        return new  # only markup is left, but dropping the line would break the page
    return None


def _seen_text(body: str, st: State) -> str:
    return " ".join(body[s.start : s.end] for s in markup_segments(body, st)[0] if s.kind in ("text", "raw"))


def substantive(body: str, fmt: str, st: State) -> bool:
    """Whether a line says something of its own (headings, titles, markup, code and keys do not count)."""
    if fmt == "plain":
        return bool(re.search(r"\w{2,}", body)) and not _PLAIN_STRUCTURAL.match(body)
    if fmt == "json":
        for seg in json_segments(body):
            text = _decode(body, seg, fmt) if seg.kind == "value" else None
            if text and re.search(r"\w{2,}", text):
                return True
        return False
    stripped = _HEADINGS.sub(lambda m: " " * len(m.group(0)), body) if st.mode == "text" else body
    words = [stripped[s.start : s.end] for s in markup_segments(stripped, st)[0] if s.kind == "text"]
    return any(re.search(r"\w{2,}", _ENTITY.sub(" ", w)) for w in words)


# ------------------------------------------------------------------------------------------ the finder


def find(ctx: FindContext) -> None:
    for rel in item_paths(ctx.home):
        ctx.per_file("item", rel, lambda rel=rel: _find_in(ctx, rel))


def _find_in(ctx: FindContext, rel: str) -> None:
    f = read_text(ctx.home, rel)
    if isinstance(f, Unreadable):
        _unreadable(ctx, rel, f)
        return
    target = scan_item(ctx, f)
    if target:
        ctx.targets.append(target)


def _unreadable(ctx: FindContext, rel: str, problem: Unreadable) -> None:
    if problem in (Unreadable.MISSING, Unreadable.NOT_A_FILE):
        return
    if problem is Unreadable.LINK_OUTSIDE:
        ctx.link_outside(rel, Category.CREATED_ITEMS)
    elif problem is Unreadable.DENIED:
        ctx.add_limit(LimitReason.UNREADABLE, Category.CREATED_ITEMS, rel)
    elif scan(ctx.home, rel, ctx.matcher.matches).stopped:
        # binary or oversized, and it holds the subject: such items are never edited
        ctx.add_limit(LimitReason.CANNOT_EDIT, Category.CREATED_ITEMS, rel)


def scan_item(ctx: FindContext, f: TextFile) -> Target | None:
    fmt = file_format(f.rel)
    # a JSON string may hold U+2028 and the like: a JSON item's lines end at "\n" only
    numbered = list(enumerate(f.lf_lines(), start=1)) if fmt == "json" else f.numbered()
    states = line_states([line for _, line in numbered], fmt)
    edits: list[LineEdit] = []
    left_over = False
    for (i, line), st in zip(numbered, states, strict=True):
        body = line_body(line)
        if not holds(ctx.matcher, body, fmt, st):
            left_over = left_over or substantive(body, fmt, st)
            continue
        lock = line_lock(body, ctx.today)
        if lock:
            ctx.add_limit(
                LimitReason.RETENTION_LOCK, Category.CREATED_ITEMS, f.rel, policy=lock.policy, until=lock.until
            )
            left_over = True
            continue
        new = clean_line(body, fmt, st, ctx.matcher)
        rest = new is not None and substantive(new, fmt, st)
        left_over = left_over or rest
        edits.append(_edit(ctx, f, i, line, body, new))
    if not edits:
        return None
    if left_over and _titled(f.text, fmt, ctx.matcher):
        left_over = False  # "Wedding budget: Dana and Luis": the item is about it, its figures with it
    return Target(
        key=f"created:{f.rel}",
        action=Action.EDIT_LINES if left_over else Action.REMOVE_FILE,
        path=f.rel,
        file_fingerprint=ctx.fingerprint(f.raw),
        lines=edits,
        count=1,
    )


_MD_TITLE = re.compile(r"^\s*#{1,2}\s+(.+)$", re.MULTILINE)


def _titled(text: str, fmt: str, matcher: SubjectMatcher) -> bool:
    """Whether the item's title or top heading names the subject (then the whole item is about it)."""
    if fmt == "markup":
        titles = [re.sub(r"<[^>]+>", " ", m.group(0)) for m in _HEADINGS.finditer(text)][:2]
    elif fmt == "plain":
        # the first heading, cut on every line separator (a note whose lines end in CR is one "line" to `re`)
        found = (_MD_TITLE.match(line_body(r)) for r in split_lines(text[:2000]))
        first = next((m for m in found if m), None)
        titles = [first.group(1)] if first else []
    else:
        return False
    return any(matcher.matches(t) for t in titles)


def _edit(ctx: FindContext, f: TextFile, number: int, line: str, body: str, new: str | None) -> LineEdit:
    fp = ctx.fingerprint(line.encode(f.encoding))
    splices = splices_between(body, new) if new is not None else None
    if not splices:
        return LineEdit(line=number, fingerprint=fp)
    return LineEdit(
        line=number,
        fingerprint=fp,
        splices=splices,
        result=ctx.fingerprint((new + line[len(body) :]).encode(f.encoding)),
    )


# ------------------------------------------------------------------------------------------ clean


def clean(w: Writer, targets: list[Target]) -> None:
    """An item is removed whole only when the approved plan said so; otherwise its approved lines are edited."""
    for target in targets:
        w.attempt(lambda t=target: clean_item(w, t))


def clean_item(w: Writer, target: Target) -> None:
    f = read_text(w.home, target.path)
    if f is Unreadable.MISSING:
        return
    if isinstance(f, Unreadable):
        raise StepFailed(Failure.ITEM_UNREADABLE)
    same = lambda cur: cur == f.raw  # noqa: E731
    unchanged = target.file_fingerprint is not None and w.fingerprint(f.raw) == target.file_fingerprint
    if target.action is Action.REMOVE_FILE and unchanged:  # changed since the plan: only its lines are edited
        w.provenance("remove_file", target.path, f.raw)
        w.remove_file(target.path, expect=same, done={Done.CREATED: 1})
        return
    approved = {e.fingerprint: e for e in target.lines}
    out: list[str] = []
    changed = 0
    for line in f.lf_lines() if file_format(target.path) == "json" else f.lines():  # as `scan_item` cut them
        body = line_body(line)
        edit = approved.get(w.fingerprint(line.encode(f.encoding)))
        if edit is None or line_lock(body, w.today):
            out.append(line)
            continue
        w.provenance("edit_line", target.path, line.encode(f.encoding))
        changed += 1
        if edit.rewrite:
            new_line = apply_splices(body, edit.splices) + line[len(body) :]
            if w.fingerprint(new_line.encode(f.encoding)) != edit.result:
                raise FileChanged()
            out.append(new_line)
    if changed:
        w.replace_file(target.path, f.encode("".join(out)), expect=same, done={Done.CREATED: 1})
