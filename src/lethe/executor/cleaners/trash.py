"""Deleting archived copies for good: a plain unlink of the exact file the plan named, if it is unchanged."""

from __future__ import annotations

from lethe.assistant_home.scan import open_exact
from lethe.assistant_home.text_files import Unreadable
from lethe.planner.plan import Target

from ..context import RunContext
from ..fs import StepFailed, remove_file


def clean(run: RunContext, targets: list[Target]) -> None:
    for target in targets:
        run.attempt(lambda t=target: remove_copy(run, t))


def remove_copy(run: RunContext, target: Target) -> None:
    f, problem = open_exact(run.home, target.path)
    if f is None:
        if problem is Unreadable.MISSING:
            return
        raise StepFailed("an archived copy could not be read")
    with f:
        raw = f.read()
    if run.fingerprint(raw) != target.file_fingerprint:
        raise StepFailed("a file changed while it was being cleaned")
    run.provenance("remove_file", target.path, raw)
    if remove_file(run.home, target.path, expect=lambda current: current == raw):
        run.count("trash")
