"""Dropping run-history lines that hold the subject; every other line is kept byte for byte.

Lines are recognised by the fingerprint the plan recorded, so history trimmed or appended in the
meantime does not shift what is removed. The file stays (the scheduler appends to it).
"""

from __future__ import annotations

from lethe.assistant_home.text_files import Unreadable, read_text
from lethe.planner.plan import Target

from ..context import RunContext
from ..fs import StepFailed, replace_file


def clean(run: RunContext, targets: list[Target]) -> None:
    for target in targets:
        run.attempt(lambda t=target: clean_log(run, t))


def clean_log(run: RunContext, target: Target) -> None:
    f = read_text(run.home, target.path)
    if f is Unreadable.MISSING:
        return
    if isinstance(f, Unreadable):
        raise StepFailed("a task's history could not be read")
    approved = {e.fingerprint for e in target.lines}
    kept: list[str] = []
    dropped = 0
    for i, line in enumerate(f.lf_lines(), start=1):  # JSON Lines: records end at "\n" only
        raw = line.encode(f.encoding)
        if run.fingerprint(raw) in approved:
            run.provenance("drop_run_entry", f"{target.path}#L{i}", raw)
            dropped += 1
            continue
        kept.append(line)
    if not dropped:
        return
    if replace_file(run.home, target.path, f.encode("".join(kept)), expect=lambda cur: cur == f.raw):
        run.count("runs", dropped)
