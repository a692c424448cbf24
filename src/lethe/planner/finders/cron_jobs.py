"""Reminders and scheduled work (cron/jobs.json).

A reminder (`schedule.kind == "at"`) or scheduled job whose text holds the subject is removed. A
scheduled job that could write the subject back (its instructions rebuild or update a note the plan
edits) is paused. A job under an active retention lock is left alone and reported.
"""

from __future__ import annotations

import json
import re

from lethe.assistant_home.retention import job_lock
from lethe.assistant_home.text_files import Unreadable, read_text

from ..context import FindContext
from ..plan import Action, ArtifactKind, Category, LimitReason, Target

TEXT_FIELDS = (("name",), ("description",), ("payload", "text"), ("payload", "message"))
_WRITES = re.compile(
    r"\b(?:rebuild|update|refresh|regenerate|rewrite|write|sync|append|save|record|maintain)\w*", re.IGNORECASE
)


def job_texts(job: dict) -> list[str]:
    out = []
    for path in TEXT_FIELDS:
        v = job
        for k in path:
            v = v.get(k) if isinstance(v, dict) else None
        if isinstance(v, str):
            out.append(v)
    return out


def load_jobs(ctx: FindContext) -> list[dict] | None:
    f = read_text(ctx.home, ctx.home.cron_jobs_rel)
    if f is Unreadable.MISSING:
        return []
    if isinstance(f, Unreadable):
        ctx.add_limit(LimitReason.UNREADABLE, Category.SCHEDULED_TASKS, ctx.home.cron_jobs_rel)
        return None
    try:
        data = json.loads(f.text)
        jobs = data.get("jobs") if isinstance(data, dict) else None
    except (ValueError, RecursionError):
        jobs = None
    if not isinstance(jobs, list):
        ctx.add_limit(LimitReason.UNREADABLE, Category.SCHEDULED_TASKS, ctx.home.cron_jobs_rel)
        return None
    return [j for j in jobs if isinstance(j, dict) and isinstance(j.get("id"), str)]


def is_reminder(job: dict) -> bool:
    sched = job.get("schedule")
    return isinstance(sched, dict) and sched.get("kind") == "at"


def writes_back(job: dict, edited: set[str]) -> list[str]:
    """The edited notes this job's instructions would rebuild or update."""
    text = " ".join(job_texts(job))
    if not _WRITES.search(text):
        return []
    low = text.lower()
    hits = []
    for rel in sorted(edited):
        ws_rel = rel.removeprefix("workspace/")
        name = ws_rel.rsplit("/", 1)[-1]
        if ws_rel.lower() in low or re.search(rf"(?<![\w/]){re.escape(name.lower())}", low):
            hits.append(rel)
    return hits


def find(ctx: FindContext) -> None:
    jobs = load_jobs(ctx)
    if not jobs:
        return
    edited = ctx.edited_paths()
    for job in jobs:
        jid = job["id"]
        reminder = is_reminder(job)
        category = Category.REMINDERS if reminder else Category.SCHEDULED_TASKS
        holds = any(ctx.matcher.matches(t) for t in job_texts(job))
        writer = [] if holds or reminder else writes_back(job, edited)
        if not holds and not writer:
            continue
        lock = job_lock(job, ctx.today)
        if lock:
            ctx.add_limit(
                LimitReason.RETENTION_LOCK, category, ctx.home.cron_jobs_rel, policy=lock.policy, until=lock.until
            )
            continue
        if writer and not job.get("enabled", True):
            continue  # already paused: nothing can run
        ctx.targets.append(
            Target(
                key=f"job:{jid}",
                kind=ArtifactKind.REMINDER if reminder else ArtifactKind.SCHEDULED,
                category=category,
                action=Action.REMOVE_JOB if holds else Action.PAUSE_JOB,
                path=ctx.home.cron_jobs_rel,
                job_id=jid,
                file_fingerprint=ctx.fingerprint(json.dumps(job, sort_keys=True)),
                writer_of=writer,
            )
        )
