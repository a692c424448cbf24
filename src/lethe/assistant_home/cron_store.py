"""The scheduler's job store (`cron/jobs.json`, `{"version": 1, "jobs": [...]}`): read once, written back alike.

A reminder is a job with `schedule.kind == "at"`; other jobs are scheduled work. The text a job carries
(what could hold the user's information) is in `name`, `description`, `payload.text` and
`payload.message`. Writing keeps the document's layout (indent or compact) and every other field.
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from .layout import Home
from .text_files import TextFile, Unreadable, read_text

TEXT_FIELDS = (("name",), ("description",), ("payload", "text"), ("payload", "message"))


@dataclass
class JobStore:
    file: TextFile
    data: dict  # the whole document; data["jobs"] is the list of jobs as stored

    @property
    def jobs(self) -> list[dict]:
        """The jobs Lethe can identify: objects with a string id."""
        return [j for j in self.data["jobs"] if isinstance(j, dict) and isinstance(j.get("id"), str)]

    def dump(self, jobs: list) -> bytes:
        indent = 2 if "\n  " in self.file.text else None
        return (json.dumps({**self.data, "jobs": jobs}, indent=indent, ensure_ascii=False) + "\n").encode("utf-8")


def load(home: Home) -> JobStore | Unreadable | None:
    """The store, None when there is none, or why it cannot be read (damaged JSON is UNREADABLE)."""
    f = read_text(home, home.cron_jobs_rel)
    if f is Unreadable.MISSING:
        return None
    if isinstance(f, Unreadable):
        return f
    try:
        data = json.loads(f.text)
    except (ValueError, RecursionError):
        return Unreadable.DENIED
    if not isinstance(data, dict) or not isinstance(data.get("jobs"), list):
        return Unreadable.DENIED
    return JobStore(f, data)


def job_texts(job: dict) -> list[str]:
    out = []
    for path in TEXT_FIELDS:
        v = job
        for k in path:
            v = v.get(k) if isinstance(v, dict) else None
        if isinstance(v, str):
            out.append(v)
    return out


def is_reminder(job: dict) -> bool:
    sched = job.get("schedule")
    return isinstance(sched, dict) and sched.get("kind") == "at"


def running(job: dict) -> bool:
    state = job.get("state")
    return isinstance(state, dict) and bool(state.get("runningAtMs"))


def enabled(job: dict) -> bool:
    return job.get("enabled", True) is not False
