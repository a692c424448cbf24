"""Cleaning Markdown memory the way its owner would: drop or rewrite exact lines, keep every other byte."""

from __future__ import annotations

import re

from lethe.assistant_home.retention import line_lock
from lethe.assistant_home.text_files import TextFile, Unreadable, line_body, read_text, split_lines
from lethe.planner.finders.markdown_notes import _STRUCTURAL, DAILY
from lethe.planner.matching import sentences
from lethe.planner.plan import Action, Target

from ..context import RunContext
from ..fs import StepFailed, remove_file, replace_file

_PREFIX = re.compile(r"^(\s*(?:[-*+]|\d+[.)])\s+(?:\[[ xX]\]\s+)?)?")


def rewrite_line(body: str, hit_sentences) -> str:
    """The line without the sentences that hold the subject ('' when nothing substantive is left)."""
    prefix = _PREFIX.match(body).group(0)
    rest = body[len(prefix) :]
    hits = set(hit_sentences(rest))
    kept = [p.strip() for i, p in enumerate(sentences(rest)) if i not in hits]
    kept = [k for k in kept if re.search(r"\w", k)]
    return prefix + " ".join(kept) if kept else ""


def clean(run: RunContext, targets: list[Target]) -> None:
    for target in targets:
        run.attempt(lambda t=target: clean_note(run, t))


def clean_note(run: RunContext, target: Target) -> None:
    f = read_text(run.home, target.path)
    if f is Unreadable.MISSING:
        return
    if isinstance(f, Unreadable):
        raise StepFailed("a memory note could not be read")
    approved = {e.fingerprint: e for e in target.lines}
    out: list[str] = []
    changed = 0
    for line in f.lines():
        edit = approved.get(run.fingerprint(line.encode(f.encoding)))
        body = line_body(line)
        if edit is None or line_lock(body, run.today):
            out.append(line)
            continue
        run.provenance(
            "edit_line", target.path, line.encode(f.encoding), action="rewrite" if edit.rewrite else "remove"
        )
        changed += 1
        if edit.rewrite:
            new_body = rewrite_line(body, run.matcher.hit_sentences)
            if new_body:
                out.append(new_body + line[len(body) :])
    if not changed:
        return
    new_text = "".join(out)
    same = _same_as(f)
    ws_rel = target.path.removeprefix("workspace/")
    if target.action is Action.REMOVE_FILE and DAILY.match(target.path) and _nothing_left(new_text):
        run.provenance("remove_file", target.path, f.raw)
        if remove_file(run.home, target.path, expect=same):
            run.count("files")
        run.changed_notes[ws_rel] = None
    else:
        if replace_file(run.home, target.path, f.encode(new_text), expect=same):
            run.count("notes", changed)
        run.changed_notes[ws_rel] = new_text


def _same_as(f: TextFile):
    return lambda current: current == f.raw


def _nothing_left(text: str) -> bool:
    return all(_STRUCTURAL.match(line_body(line)) for line in split_lines(text))
