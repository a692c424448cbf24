"""Cleaning created items: remove an item that is only about the subject, or edit the lines that hold it.

An item is removed as a file only when both the approved plan and the fresh inventory say nothing
unrelated is in it; otherwise the approved lines are edited (see `planner.finders.created_items`) and
every other byte is kept. Created items are not part of the memory search, so nothing is refreshed.
"""

from __future__ import annotations

from lethe.assistant_home.retention import line_lock
from lethe.assistant_home.text_files import Unreadable, line_body, read_text
from lethe.planner.finders.created_items import clean_line, file_format, line_states
from lethe.planner.plan import Action, Target

from ..context import RunContext
from ..fs import StepFailed, remove_file, replace_file


def clean(run: RunContext, targets: list[Target]) -> None:
    planned = {t.key: t for t in run.plan.targets}
    for target in targets:
        whole = target.action is Action.REMOVE_FILE and (
            planned.get(target.key) is None or planned[target.key].action is Action.REMOVE_FILE
        )
        run.attempt(lambda t=target, w=whole: clean_item(run, t, remove=w))


def clean_item(run: RunContext, target: Target, *, remove: bool) -> None:
    f = read_text(run.home, target.path)
    if f is Unreadable.MISSING:
        return
    if isinstance(f, Unreadable):
        raise StepFailed("a created item could not be read")
    same = lambda cur: cur == f.raw  # noqa: E731
    if remove:
        run.provenance("remove_file", target.path, f.raw)
        if remove_file(run.home, target.path, expect=same):
            run.count("created")
        return
    approved = {e.fingerprint for e in target.lines}
    fmt = file_format(target.path)
    lines = f.lf_lines() if fmt == "json" else f.lines()  # as the finder cut them
    out: list[str] = []
    changed = 0
    for line, st in zip(lines, line_states(lines, fmt), strict=True):
        body = line_body(line)
        if run.fingerprint(line.encode(f.encoding)) not in approved or line_lock(body, run.today):
            out.append(line)
            continue
        run.provenance("edit_line", target.path, line.encode(f.encoding))
        changed += 1
        new = clean_line(body, fmt, st, run.matcher)
        if new is not None:
            out.append(new + line[len(body) :])
    if changed and replace_file(run.home, target.path, f.encode("".join(out)), expect=same):
        run.count("created")
