"""The scheduler's job store (`cron/jobs.json`, `{"version": 1, "jobs": [...]}`): read once, written back alike.

A reminder is a job with `schedule.kind == "at"`; other jobs are scheduled work. The text a job carries
(what could hold the user's information) is in `name`, `description`, `payload.text` and
`payload.message`, and in older stores also in top-level `message`, `text` and `command`.

Read as OpenClaw reads it (`loadCronStore`): strict JSON, else JSON5 (comments, trailing commas, unquoted
keys), any `version`; legacy shapes are understood without being rewritten — `jobId` for `id`,
`schedule.atMs` (a number or a string) for `schedule.at`, a schedule with no `kind` (inferred from `at`/`atMs`,
`everyMs`, `expr`/`cron`), a `schedule` that is a bare cron string, a missing `enabled` (enabled).

Writing keeps the document's layout (indent or compact) and every other field of every job. A JSON5 store
is written back as plain JSON, which is what OpenClaw itself does on its next save; one with comments is
never rewritten (comments can't be kept), so `JobStore.writable` is False and the caller reports it.
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from . import json5
from .layout import Home
from .text_files import TextFile, Unreadable, read_text

TEXT_FIELDS = (
    ("name",),
    ("description",),
    ("payload", "text"),
    ("payload", "message"),
    ("message",),  # legacy top-level payload fields
    ("text",),
    ("command",),
)


@dataclass
class JobStore:
    file: TextFile
    data: dict  # the whole document; data["jobs"] is the list of jobs as stored
    strict: bool = True  # plain JSON (else JSON5)
    comments: bool = False  # JSON5 with comments: never rewritten

    @property
    def jobs(self) -> list[dict]:
        """The jobs with a string `id` (the canonical shape)."""
        return [j for j in self.data["jobs"] if isinstance(j, dict) and isinstance(j.get("id"), str)]

    @property
    def all_jobs(self) -> list[dict]:
        """Every job Lethe can identify: a string `id`, or a legacy `jobId` (see `job_id`)."""
        return [j for j in self.data["jobs"] if job_id(j) is not None]

    @property
    def writable(self) -> bool:
        return not self.comments

    def dump(self, jobs: list) -> bytes:
        indent = 2 if ("\n  " in self.file.text or not self.strict) else None
        return (json.dumps({**self.data, "jobs": jobs}, indent=indent, ensure_ascii=False) + "\n").encode("utf-8")


def job_id(job: object) -> str | None:
    """A job's id: `id`, or the legacy `jobId` OpenClaw still accepts (`id` wins when both are there)."""
    if not isinstance(job, dict):
        return None
    for key in ("id", "jobId"):
        v = job.get(key)
        if isinstance(v, str) and v.strip():
            return v
    return None


def load(home: Home) -> JobStore | Unreadable | None:
    """The store, None when there is none, or why it cannot be read (damaged JSON is UNREADABLE)."""
    f = read_text(home, home.cron_jobs_rel)
    if f is Unreadable.MISSING:
        return None
    if isinstance(f, Unreadable):
        return f
    strict = json5.is_strict_json(f.text)
    try:
        data = json5.loads(f.text)
    except ValueError:
        return Unreadable.DENIED
    if not isinstance(data, dict) or not isinstance(data.get("jobs"), list):
        return Unreadable.DENIED
    return JobStore(f, data, strict=strict, comments=not strict and json5.has_comments(f.text))


def job_texts(job: dict) -> list[str]:
    out = []
    for path in TEXT_FIELDS:
        v = job
        for k in path:
            v = v.get(k) if isinstance(v, dict) else None
        if isinstance(v, str):
            out.append(v)
    return out


def schedule_kind(job: dict) -> str | None:
    """ "at", "every" or "cron", as OpenClaw normalises it (`coerceSchedule`, doctor's string schedules)."""
    sched = job.get("schedule")
    if isinstance(sched, str):
        return "cron" if sched.strip() else None
    if not isinstance(sched, dict):
        return None
    kind = sched.get("kind")
    if isinstance(kind, str) and kind:
        return kind
    if "at" in sched or "atMs" in sched:
        return "at"
    if "everyMs" in sched:
        return "every"
    if "expr" in sched or "cron" in sched:
        return "cron"
    return None


def is_reminder(job: dict) -> bool:
    return schedule_kind(job) == "at"


def running(job: dict) -> bool:
    state = job.get("state")
    return isinstance(state, dict) and bool(state.get("runningAtMs"))


def enabled(job: dict) -> bool:
    return job.get("enabled", True) is not False
