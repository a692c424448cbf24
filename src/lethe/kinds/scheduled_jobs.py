"""Reminders and scheduled work (cron/jobs.json): stopped first, so nothing writes the subject back.

Find: a reminder (`schedule.kind == "at"`) or scheduled job whose text holds the subject is removed; a
scheduled job that could write it back (its instructions rebuild or update a note the plan edits) is
paused. A job under an active retention lock is left alone and reported. Clean: wait briefly for jobs
running right now, then remove and pause in one atomic rewrite of the store.
"""

from __future__ import annotations

import json
import re
import time
from typing import Literal

from pydantic import Field

from lethe.assistant_home import cron_store
from lethe.assistant_home.cron_store import is_reminder, job_id, job_texts
from lethe.assistant_home.retention import job_lock
from lethe.assistant_home.text_files import Unreadable
from lethe.contract.errors import StepFailed
from lethe.contract.protocols import Writer
from lethe.contract.targets import TargetBase
from lethe.contract.vocabulary import Action, ArtifactKind, Category, Done, Failure, LimitReason

from .base import FindContext

KIND = (ArtifactKind.REMINDER, ArtifactKind.SCHEDULED)
PHASE = 1  # future activity first

_WRITES = re.compile(
    r"\b(?:rebuild|update|refresh|regenerate|rewrite|write|sync|append|save|record|maintain)\w*", re.IGNORECASE
)


class Target(TargetBase):
    kind: Literal[ArtifactKind.REMINDER, ArtifactKind.SCHEDULED]
    job_id: str
    job_fingerprint: str | None = None
    writer_of: list[str] = Field(default_factory=list, description="paths a paused job could write back")

    def locators(self) -> list[str]:
        return [f"job:{self.job_id}"]


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


# ------------------------------------------------------------------------------------------ find


def find(ctx: FindContext) -> None:
    store = cron_store.load(ctx.home)
    if store is None:
        return
    if isinstance(store, Unreadable):
        if store is not Unreadable.NOT_A_FILE:
            ctx.add_limit(LimitReason.UNREADABLE, Category.SCHEDULED_TASKS, ctx.home.cron_jobs_rel)
        return
    edited = ctx.edited_paths()
    for job in store.all_jobs:
        jid = job_id(job)
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
        if writer and not cron_store.enabled(job):
            continue  # already paused: nothing can run
        if not store.writable:  # a JSON5 store with comments is never rewritten (they could not be kept)
            ctx.add_limit(LimitReason.CANNOT_EDIT, category, ctx.home.cron_jobs_rel)
            continue
        ctx.targets.append(
            Target(
                key=f"job:{jid}",
                kind=ArtifactKind.REMINDER if reminder else ArtifactKind.SCHEDULED,
                category=category,
                action=Action.REMOVE_JOB if holds else Action.PAUSE_JOB,
                path=ctx.home.cron_jobs_rel,
                job_id=jid,
                job_fingerprint=ctx.fingerprint(json.dumps(job, sort_keys=True)),
                writer_of=writer,
            )
        )


def enabled_jobs(home, ids: set[str]) -> set[str]:
    """Which of these jobs could still run (for verification)."""
    store = cron_store.load(home)
    if store is None or isinstance(store, Unreadable):
        return set()
    return {job_id(j) for j in store.all_jobs if job_id(j) in ids and cron_store.enabled(j)}


# ------------------------------------------------------------------------------------------ clean


def _load(w: Writer):
    store = cron_store.load(w.home)
    if isinstance(store, Unreadable):
        raise StepFailed(Failure.JOBS_UNREADABLE)
    return store


def wait_for_running(w: Writer, ids: set[str]) -> set[str]:
    """Wait briefly for the given jobs to finish a run in progress; return those still running."""
    deadline = time.monotonic() + w.running_wait_s
    while True:
        store = _load(w)
        jobs = {job_id(j): j for j in store.all_jobs} if store else {}
        busy = {i for i in ids if i in jobs and cron_store.running(jobs[i])}
        if not busy or time.monotonic() >= deadline:
            return busy
        time.sleep(0.2)


def clean(w: Writer, targets: list[Target]) -> None:
    w.attempt(lambda: stop_jobs(w, targets))


def stop_jobs(w: Writer, targets: list[Target]) -> None:
    remove = {t.job_id for t in targets if t.action is Action.REMOVE_JOB}
    pause = {t.job_id for t in targets if t.action is Action.PAUSE_JOB}
    if not remove and not pause:
        return
    w.still_running(sorted(wait_for_running(w, remove | pause)))
    store = _load(w)
    if store is None:
        return
    if not store.writable:
        raise StepFailed(Failure.JOBS_NOT_REWRITTEN)
    kept: list = []
    done = {Done.REMINDERS: 0, Done.REMOVED_TASKS: 0, Done.PAUSED_TASKS: 0}
    for job in store.data["jobs"]:
        jid = job_id(job)
        if jid in remove:
            w.provenance("remove_job", f"{w.home.cron_jobs_rel}#{jid}", json.dumps(job, sort_keys=True))
            done[Done.REMINDERS if is_reminder(job) else Done.REMOVED_TASKS] += 1
            continue
        if jid in pause and cron_store.enabled(job):
            w.provenance("pause_job", f"{w.home.cron_jobs_rel}#{jid}", None)
            job = {**job, "enabled": False}
            done[Done.PAUSED_TASKS] += 1
        kept.append(job)
    if not any(done.values()):
        return
    # counted once the store is written: a run killed before that counts it when run again, never twice
    w.replace_file(w.home.cron_jobs_rel, store.dump(kept), expect=lambda cur: cur == store.file.raw, done=done)
