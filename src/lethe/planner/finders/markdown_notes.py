"""Markdown memory: curated files, daily notes, session-memory copies, topic notes and profiles.

Owner action: edit lines (drop the line, or only the sentences that hold the subject when the rest of
the line is unrelated). A daily note or session copy with nothing unrelated left is removed as a file;
curated files and topic notes are never removed.
"""

from __future__ import annotations

import re

from lethe.assistant_home.layout import CURATED_FILES
from lethe.assistant_home.retention import line_lock
from lethe.assistant_home.text_files import TextFile, Unreadable, line_body, read_text, walk_files

from ..context import FindContext
from ..matching import sentences
from ..plan import Action, ArtifactKind, Category, LimitReason, LineEdit, Target

DAILY = re.compile(r"^workspace/memory/\d{4}-\d{2}-\d{2}(?:-[^/]+)?\.md$")
# Lines that carry no information of their own: headings, rules, session-copy headers, bare labels, comments.
_STRUCTURAL = re.compile(
    r"^\s*(?:#{1,6}\s.*|[-*_]{3,}|(?:[-*]\s+)?\*\*(?:Session Key|Session ID|Source)\*\*.*"
    r"|(?:-\s*)?\*\*[^*]+\*\*:?\s*|<!--.*-->)?\s*$"
)


def memory_note_paths(home) -> list[str]:
    rels = [f"workspace/{name}" for name in CURATED_FILES]
    rels += [
        r
        for r in walk_files(home, "workspace/memory", suffixes=(".md",))
        if "/.dreams/" not in r and not r.startswith("workspace/memory/forget/")
    ]
    return rels


def citation(rel: str, line: int) -> str:
    return f"{rel[len('workspace/') :]}#L{line}"


def find(ctx: FindContext) -> None:
    for rel in memory_note_paths(ctx.home):
        f = read_text(ctx.home, rel)
        if isinstance(f, Unreadable):
            if f is Unreadable.LINK_OUTSIDE:
                ctx.add_limit(LimitReason.LINK_OUTSIDE, Category.MEMORY, rel)
            elif f not in (Unreadable.MISSING, Unreadable.NOT_A_FILE):
                ctx.add_limit(LimitReason.UNREADABLE, Category.MEMORY, rel)
            continue
        if not ctx.matcher.could_match(f.text):
            continue  # nothing in this note can hold it: skip the line-by-line work
        target = scan_note(ctx, f)
        if target:
            ctx.targets.append(target)


def candidate_lines(matcher, text: str) -> set[int] | None:
    """Line indexes that could hold the subject, when the matcher can tell (None: every line may)."""
    find = getattr(matcher, "candidate_lines", None)
    return find(text) if find else None


def scan_note(ctx: FindContext, f: TextFile) -> Target | None:
    edits: list[LineEdit] = []
    lines = f.lines()
    left_over = False
    candidates = candidate_lines(ctx.matcher, f.text)
    for i, line in f.numbered():  # i: the line number citations and the index give it
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
        hits = ctx.matcher.hit_sentences(body)
        parts = sentences(body)
        rewrite = (
            len(parts) > 1
            and len(hits) < len(parts)
            and any(_substantive(p) for j, p in enumerate(parts) if j not in hits)
        )
        if rewrite:
            left_over = True
        edits.append(LineEdit(line=i, fingerprint=ctx.fingerprint(line.encode(f.encoding)), rewrite=rewrite))
    if not edits:
        return None
    if not left_over:  # anything unrelated left besides the edited lines?
        edited = {e.line for e in edits}
        left_over = any(
            i not in edited and not _STRUCTURAL.match(line_body(line)) for i, line in enumerate(lines, start=1)
        )
    removable = DAILY.match(f.rel) is not None and not left_over
    return Target(
        key=f"note:{f.rel}",
        kind=ArtifactKind.MEMORY_NOTE,
        category=Category.MEMORY,
        action=Action.REMOVE_FILE if removable else Action.EDIT_LINES,
        path=f.rel,
        file_fingerprint=ctx.fingerprint(f.raw),
        lines=edits,
        citations=[citation(f.rel, e.line) for e in edits],
        count=len(edits),
    )


_FILLER = frozenset(
    ["and", "but", "or", "so", "then", "also", "too", "the", "a", "an", "it", "this", "that", "yes", "no", "ok"]
)


def _substantive(sentence: str) -> bool:
    """A kept sentence worth keeping: at least one real word ("Vegetarian;" is; "And" is not)."""
    return any(len(w) >= 3 and w.lower() not in _FILLER for w in re.findall(r"[^\W\d_]+", sentence))
