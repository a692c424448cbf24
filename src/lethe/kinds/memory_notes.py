"""Markdown memory: curated files, daily notes, session-memory copies, topic notes and profiles.

Find: every line that states the subject. Clean (the owner's way): drop the line, or cut only what
states the subject when the rest of the line is unrelated ("Brother: Tomas, phone ..." keeps "Brother:
Tomas"). A daily note or session copy with nothing unrelated left is removed as a file; curated files and
topic notes are never removed.
"""

from __future__ import annotations

import os
import re
from typing import Literal

from pydantic import Field

from lethe.assistant_home.layout import CURATED_FILES
from lethe.assistant_home.retention import line_lock
from lethe.assistant_home.text_files import TextFile, Unreadable, line_body, read_text, split_lines, walk_files
from lethe.contract.errors import FileChanged, StepFailed
from lethe.contract.protocols import Writer
from lethe.contract.targets import LineEdit, LinesTarget, apply_splices, splices_between
from lethe.contract.vocabulary import Action, ArtifactKind, Category, Done, Failure, LimitReason

from .base import FindContext
from .cutting import cut, substantive

KIND = ArtifactKind.MEMORY_NOTE
PHASE = 2

DAILY = re.compile(r"^workspace/memory/\d{4}-\d{2}-\d{2}(?:-[^/]+)?\.md$")
# A daily note whose name is only its date: the one removable note whose name can never spell what it held
# (a session-memory copy is named after its topic: `2026-05-03-tomas-5035550142.md`).
PLAIN_DAILY = re.compile(r"^workspace/memory/\d{4}-\d{2}-\d{2}\.md$")
# Lines that carry no information of their own: headings, rules, session-copy headers, bare labels, comments.
STRUCTURAL = re.compile(
    r"^\s*(?:#{1,6}\s.*|[-*_]{3,}|(?:[-*]\s+)?\*\*(?:Session Key|Session ID|Source)\*\*.*"
    r"|(?:-\s*)?\*\*[^*]+\*\*:?\s*|<!--.*-->)?\s*$"
)
_PREFIX = re.compile(r"^(\s*(?:[-*+]|\d+[.)])\s+(?:\[[ xX]\]\s+)?)?")


class Target(LinesTarget):
    kind: Literal[ArtifactKind.MEMORY_NOTE] = ArtifactKind.MEMORY_NOTE
    category: Category = Category.MEMORY
    line_citations: list[str] = Field(default_factory=list, description="MEMORY.md#L5-style locators")
    name_reveals: bool = Field(default=False, description="the note's name spells part of what is forgotten")

    def citations(self) -> list[str]:
        """The lines' locators for pending.json: none for a note whose name spells part of what is forgotten
        (`2026-05-02-birch-lane.md`), nor for one removed whole whose name is more than its date (it is gone,
        so its locators point at nothing). Its search entries are listed all the same (as claim ids)."""
        if self.name_reveals or (self.action is Action.REMOVE_FILE and not PLAIN_DAILY.match(self.path)):
            return []
        return list(self.line_citations)

    def locators(self) -> list[str]:
        return list(self.line_citations)


ALT_MEMORY = "workspace/memory.md"  # OpenClaw indexes it beside MEMORY.md and loads it when MEMORY.md is absent


def note_paths(home) -> list[str]:
    rels = [f"workspace/{name}" for name in CURATED_FILES]
    if _distinct_alt_memory(home):
        rels.append(ALT_MEMORY)
    rels += [
        r
        for r in walk_files(home, "workspace/memory", suffixes=(".md",))
        if "/.dreams/" not in r and not r.startswith("workspace/memory/forget/")
    ]
    return rels


def _distinct_alt_memory(home) -> bool:
    """`workspace/memory.md` exists and is not MEMORY.md itself (a case-insensitive file system)."""
    try:
        alt = home.path(ALT_MEMORY)
        if not alt.is_file() or not any(e.name == "memory.md" for e in os.scandir(alt.parent)):
            return False
        main = home.path("workspace/MEMORY.md")
        return not (main.exists() and os.path.samefile(alt, main))
    except (OSError, ValueError):
        return False


def citation(rel: str, line: int) -> str:
    return f"{rel[len('workspace/') :]}#L{line}"


def revealing_citation(home, cite: str) -> bool:
    """A citation of a note that is gone and whose name is not only a date (see `Target.citations`)."""
    path = cite.rsplit("#", 1)[0]
    rel = f"workspace/{path}"
    if rel in {f"workspace/{n}" for n in CURATED_FILES} or PLAIN_DAILY.match(rel):
        return False
    try:
        return not home.path(rel).exists()
    except ValueError:  # not a path inside the home at all
        return True


_WORD = re.compile(r"[^\W_]+")


def name_reveals(rel: str, spelled: frozenset[str]) -> bool:
    """Whether the note's name (its folders and file name, but its date) spells part of what is forgotten
    (`FindContext.spelled`): one of its words, or a run of four digits or more within one of its numbers
    (`2026-05-02-birch-lane.md`, `2026-05-03-tomas-5035550142.md`)."""
    name = re.sub(r"\d{4}-\d{2}-\d{2}", " ", rel.removeprefix("workspace/memory/").removesuffix(".md"))
    numbers = [s for s in spelled if s.isdigit()]
    for w in _WORD.findall(name.casefold()):
        if w in spelled or (w.isdigit() and len(w) >= 4 and any(w in n for n in numbers)):
            return True
    return False


def rewritten(body: str, spans: list[tuple[int, int]]) -> str:
    """The line without what states the subject ('' when nothing worth keeping is left)."""
    prefix = _PREFIX.match(body).group(0)
    shift = len(prefix)
    rest = cut(body[shift:], [(max(a - shift, 0), b - shift) for a, b in spans if b > shift])
    return prefix + rest if substantive(rest) else ""


# ------------------------------------------------------------------------------------------ find


def find(ctx: FindContext) -> None:
    for rel in note_paths(ctx.home):
        ctx.per_file("note", rel, lambda rel=rel: _find_in(ctx, rel))


def _find_in(ctx: FindContext, rel: str) -> None:
    f = read_text(ctx.home, rel)
    if isinstance(f, Unreadable):
        if f is Unreadable.LINK_OUTSIDE:
            ctx.link_outside(rel, Category.MEMORY)
        elif f not in (Unreadable.MISSING, Unreadable.NOT_A_FILE):
            ctx.add_limit(LimitReason.UNREADABLE, Category.MEMORY, rel)
        return
    if not ctx.matcher.could_match(f.text):
        return  # nothing in this note can hold it: skip the line-by-line work
    target = scan_note(ctx, f)
    if target:
        ctx.targets.append(target)
        if f.links > 1:  # the same file under another name: cleaning it here leaves that one as it was
            ctx.add_limit(LimitReason.HARD_LINK, Category.MEMORY, rel)


def scan_note(ctx: FindContext, f: TextFile) -> Target | None:
    edits: list[LineEdit] = []
    numbered = f.numbered()
    left_over = False
    candidates = ctx.matcher.candidate_lines(f.text)
    edited: set[int] = set()  # records (not line numbers: records a lone CR separates share one)
    for k, (i, line) in enumerate(numbered):
        if candidates is not None and i - 1 not in candidates:
            continue  # no trigger of the subject on this line
        body = line_body(line)
        if not ctx.matcher.matches(body):
            continue
        lock = line_lock(body, ctx.today)
        if lock:
            ctx.add_limit(LimitReason.RETENTION_LOCK, Category.MEMORY, f.rel, policy=lock.policy, until=lock.until)
            left_over = True
            continue
        edits.append(_edit(ctx, f, i, line, body))
        edited.add(k)
        left_over = left_over or edits[-1].rewrite
    if not edits:
        return None
    edits = _with_continuations(ctx, f, numbered, edits)
    if not left_over:  # anything unrelated left besides the edited lines?
        left_over = any(
            k not in edited and not STRUCTURAL.match(line_body(line)) for k, (_, line) in enumerate(numbered)
        )
    removable = DAILY.match(f.rel) is not None and not left_over
    return Target(
        key=f"note:{f.rel}",
        action=Action.REMOVE_FILE if removable else Action.EDIT_LINES,
        path=f.rel,
        file_fingerprint=ctx.fingerprint(f.raw),
        lines=edits,
        line_citations=[citation(f.rel, e.line) for e in edits],
        name_reveals=name_reveals(f.rel, ctx.spelled),
        count=len(edits),
    )


_CONTINUATION = re.compile(r"^[ \t]+(?![-*+][ \t]|\d+[.)][ \t]|#)\S")


def _with_continuations(ctx: FindContext, f: TextFile, numbered, edits: list[LineEdit]) -> list[LineEdit]:
    """A list item removed whole takes its continuation lines with it (the indented lines after it that
    carry on its sentence: "(board vote pending;" / "  deal team only).")."""
    removed = {e.line for e in edits if not e.rewrite}
    if not removed:
        return edits
    taken = {e.line for e in edits}
    lines = list(numbered)
    out = list(edits)
    for k, (i, _line) in enumerate(lines):
        if i not in removed:
            continue
        for j, nxt in lines[k + 1 :]:
            body = line_body(nxt)
            if not _CONTINUATION.match(body) or j in taken or line_lock(body, ctx.today):
                break
            out.append(LineEdit(line=j, fingerprint=ctx.fingerprint(nxt.encode(f.encoding))))
            taken.add(j)
    return sorted(out, key=lambda e: e.line)


def _edit(ctx: FindContext, f: TextFile, number: int, line: str, body: str) -> LineEdit:
    fp = ctx.fingerprint(line.encode(f.encoding))
    new = rewritten(body, ctx.matcher.spans(body))
    if new and not ctx.matcher.matches(new):
        splices = splices_between(body, new)
        if splices:
            result = ctx.fingerprint((new + line[len(body) :]).encode(f.encoding))
            return LineEdit(line=number, fingerprint=fp, splices=splices, result=result)
    return LineEdit(line=number, fingerprint=fp)


# ------------------------------------------------------------------------------------------ clean


def clean(w: Writer, targets: list[Target]) -> None:
    for target in targets:
        w.attempt(lambda t=target: clean_note(w, t))


def clean_note(w: Writer, target: Target) -> None:
    f = read_text(w.home, target.path)
    if f is Unreadable.MISSING:
        return
    if isinstance(f, Unreadable):
        raise StepFailed(Failure.NOTE_UNREADABLE)
    approved = {e.fingerprint: e for e in target.lines}
    out: list[str] = []
    changed = 0
    for line in f.lines():
        edit = approved.get(w.fingerprint(line.encode(f.encoding)))
        body = line_body(line)
        if edit is None or line_lock(body, w.today):
            out.append(line)
            continue
        w.provenance("edit_line", target.path, line.encode(f.encoding), action="rewrite" if edit.rewrite else "remove")
        changed += 1
        if edit.rewrite:
            new_line = apply_splices(body, edit.splices) + line[len(body) :]
            if w.fingerprint(new_line.encode(f.encoding)) != edit.result:
                raise FileChanged()  # not the line that was approved: read again
            out.append(new_line)
    if not changed:
        return
    new_text = "".join(out)
    same = lambda cur: cur == f.raw  # noqa: E731
    ws_rel = target.path.removeprefix("workspace/")
    if target.action is Action.REMOVE_FILE and DAILY.match(target.path) and _nothing_left(new_text):
        w.provenance("remove_file", target.path, f.raw)
        w.remove_file(target.path, expect=same, done={Done.FILES: 1})
        w.note_changed(ws_rel, None)
    else:
        w.replace_file(target.path, f.encode(new_text), expect=same, done={Done.NOTES: changed})
        w.note_changed(ws_rel, new_text)


def _nothing_left(text: str) -> bool:
    return all(STRUCTURAL.match(line_body(line)) for line in split_lines(text))
