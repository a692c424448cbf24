"""Stopping future activity first.

Remove reminders and jobs that hold the subject; pause jobs that could write it back.
"""

from __future__ import annotations

import json
import time

from lethe.assistant_home.text_files import Unreadable, read_text
from lethe.planner.plan import Action, Target

from ..context import RunContext
from ..fs import StepFailed, replace_file


def _load(run: RunContext):
    f = read_text(run.home, run.home.cron_jobs_rel)
    if f is Unreadable.MISSING:
        return None, None
    if isinstance(f, Unreadable):
        raise StepFailed("the scheduled tasks could not be read")
    try:
        data = json.loads(f.text)
    except (ValueError, RecursionError) as e:
        raise StepFailed("the scheduled tasks could not be read") from e
    if not isinstance(data, dict) or not isinstance(data.get("jobs"), list):
        raise StepFailed("the scheduled tasks could not be read")
    return f, data


def _running(job: dict) -> bool:
    state = job.get("state")
    return isinstance(state, dict) and bool(state.get("runningAtMs"))


def wait_for_running(run: RunContext, ids: set[str]) -> set[str]:
    """Wait briefly for the given jobs to finish a run in progress; return those still running."""
    deadline = time.monotonic() + run.running_wait_s
    while True:
        _, data = _load(run)
        jobs = {j.get("id"): j for j in (data or {}).get("jobs", []) if isinstance(j, dict)}
        busy = {i for i in ids if i in jobs and _running(jobs[i])}
        if not busy or time.monotonic() >= deadline:
            return busy
        time.sleep(0.2)


def clean(run: RunContext, targets: list[Target]) -> None:
    remove = {t.job_id for t in targets if t.action is Action.REMOVE_JOB}
    pause = {t.job_id for t in targets if t.action is Action.PAUSE_JOB}
    if not remove and not pause:
        return
    busy = wait_for_running(run, remove | pause)
    run.still_running.extend(sorted(busy))
    f, data = _load(run)
    if f is None:
        return
    kept, removed, paused = [], 0, 0
    for job in data["jobs"]:
        jid = job.get("id") if isinstance(job, dict) else None
        if jid in remove:
            run.provenance("remove_job", f"{run.home.cron_jobs_rel}#{jid}", json.dumps(job, sort_keys=True))
            removed += 1
            kind = "reminders" if (job.get("schedule") or {}).get("kind") == "at" else "removed_tasks"
            run.count(kind)
            continue
        if jid in pause and job.get("enabled", True):
            run.provenance("pause_job", f"{run.home.cron_jobs_rel}#{jid}", None)
            job = {**job, "enabled": False}
            paused += 1
        kept.append(job)
    if not removed and not paused:
        return
    indent = 2 if "\n  " in f.text else None
    new = json.dumps({**data, "jobs": kept}, indent=indent, ensure_ascii=False) + "\n"
    replace_file(run.home, run.home.cron_jobs_rel, new.encode("utf-8"), expect=lambda cur: cur == f.raw)
    run.count("paused_tasks", paused)
