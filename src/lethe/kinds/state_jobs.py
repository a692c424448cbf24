"""Reminders and scheduled work of the current OpenClaw layout: `cron_jobs` rows of `state/openclaw.sqlite`.

A row is the classic job bound into columns (`bindCronJobRow`): its text is in `name`, `display_name`,
`description`, `payload_message` (a systemEvent's text or an agentTurn's message) and again, whole, in
`job_json` (plus `last_error` and `state_json`). A row with `schedule_kind = 'at'` is a reminder.

Find (read-only): as for `cron/jobs.json` -- a job whose text holds the subject is removed; a scheduled
job whose instructions would write back a note the plan edits is paused; a job under an active retention
lock is left alone and reported.

Clean (phase 1, future activity first). The Gateway keeps the job list in memory and saves a store by
rewriting all of its rows, so a row changed behind its back can come back at its next save. So:
- while nothing else has the state database open (the Gateway is stopped): rows are deleted (or paused:
  `enabled = 0`, in the column and in `job_json`) directly, in one short transaction;
- while the Gateway runs: Lethe asks it to do it, with OpenClaw's own commands `openclaw cron rm <id>`
  and `openclaw cron disable <id>` when the `openclaw` command is installed; without it nothing is
  changed, the plan says so in advance (`assistant_running`) and the report is `incomplete`.
"""

from __future__ import annotations

import hashlib
import json
import logging
import time
from typing import Literal

from pydantic import Field

from lethe.assistant_home import openclaw_gateway
from lethe.assistant_home.json_text import loads, strings
from lethe.assistant_home.layout import OutsideHomeError
from lethe.assistant_home.openclaw_layout import (
    Error,
    Support,
    columns,
    connect_readonly,
    exact_file,
    state_database,
    tables,
)
from lethe.assistant_home.retention import job_lock
from lethe.contract.errors import StepFailed
from lethe.contract.protocols import Writer
from lethe.contract.targets import TargetBase
from lethe.contract.vocabulary import Action, ArtifactKind, Category, Done, Failure, LimitReason

from .base import FindContext
from .scheduled_jobs import writes_back

log = logging.getLogger(__name__)

KIND = ArtifactKind.STATE_CRON_JOB
PHASE = 1  # future activity first

JOBS = "cron_jobs"
REQUIRED = frozenset({"store_key", "job_id", "name", "enabled", "schedule_kind", "job_json"})
TEXT_COLUMNS = ("name", "display_name", "description", "payload_message", "last_error", "last_delivery_error")


class Target(TargetBase):
    kind: Literal[ArtifactKind.STATE_CRON_JOB] = ArtifactKind.STATE_CRON_JOB
    store_key: str = Field(description="the job store the row belongs to (the path OpenClaw keyed it by)")
    job_id: str
    job_fingerprint: str | None = None
    writer_of: list[str] = Field(default_factory=list, description="notes a paused job could write back")

    def locators(self) -> list[str]:
        return [f"job:{self.job_id}"]


def store_tag(store_key: str) -> str:
    return hashlib.sha256(store_key.encode("utf-8", "surrogatepass")).hexdigest()[:12]


def job_of(row: dict) -> dict:
    """The job as OpenClaw's job_json holds it (the columns fill in what a damaged job_json lacks)."""
    job = loads(row.get("job_json") or "")
    job = dict(job) if isinstance(job, dict) else {}
    job.setdefault("id", row.get("job_id"))
    job.setdefault("name", row.get("name"))
    if row.get("payload_message") and not isinstance(job.get("payload"), dict):
        job["payload"] = {"message": row["payload_message"]}
    return job


def row_texts(row: dict, job: dict) -> list[str]:
    out = [row[c] for c in TEXT_COLUMNS if isinstance(row.get(c), str)]
    out += strings(job)
    state = loads(row.get("state_json") or "")
    return out + (strings(state) if isinstance(state, dict | list) else [])


def read_rows(con) -> list[dict]:
    """Every cron_jobs row as a dict of the columns Lethe reads (absent columns are left out)."""
    have = columns(con, JOBS)
    wanted = [
        c
        for c in (*REQUIRED, *TEXT_COLUMNS, "state_json", "running_at_ms", "sort_order")
        if c in have and c not in ("store_key", "job_id")
    ]
    cols = ["store_key", "job_id", *dict.fromkeys(wanted)]
    order = "store_key, sort_order, job_id" if "sort_order" in have else "store_key, job_id"
    return [
        dict(zip(cols, r, strict=True)) for r in con.execute(f"SELECT {', '.join(cols)} FROM {JOBS} ORDER BY {order}")
    ]


def _open(home):
    """(info, read-only connection) for a known state database with a cron_jobs table, else (info, None)."""
    info = state_database(home)
    if info.support is not Support.SUPPORTED:
        return info, None
    try:
        path = exact_file(home, info.rel)
        if path is None:
            return info, None
        con = connect_readonly(path)
    except (Error, OutsideHomeError, ValueError):
        return info, None
    try:
        if JOBS not in tables(con):
            con.close()
            return info, None
    except Error:
        con.close()
        return info, None
    return info, con


# ------------------------------------------------------------------------------------------ find


def find(ctx: FindContext) -> None:
    info, con = _open(ctx.home)
    if info.support is Support.UNSUPPORTED:
        ctx.add_limit(LimitReason.LAYOUT_UNSUPPORTED, Category.SCHEDULED_TASKS, info.rel)
        return
    if con is None:
        return
    try:
        if REQUIRED - columns(con, JOBS):
            ctx.add_limit(LimitReason.LAYOUT_UNSUPPORTED, Category.SCHEDULED_TASKS, info.rel)
            return
        rows = read_rows(con)
    except Error:
        ctx.add_limit(LimitReason.UNREADABLE, Category.SCHEDULED_TASKS, info.rel)
        return
    finally:
        con.close()
    edited = ctx.edited_paths()
    found: list[Target] = []
    for row in rows:
        if not isinstance(row["job_id"], str) or not isinstance(row["store_key"], str):
            continue
        job = job_of(row)
        reminder = row.get("schedule_kind") == "at"
        category = Category.REMINDERS if reminder else Category.SCHEDULED_TASKS
        holds = any(ctx.matcher.matches(t) for t in row_texts(row, job))
        writer = [] if holds or reminder else writes_back(job, edited)
        if not holds and not writer:
            continue
        lock = job_lock(job, ctx.today)
        if lock:
            ctx.add_limit(LimitReason.RETENTION_LOCK, category, info.rel, policy=lock.policy, until=lock.until)
            continue
        if writer and not row.get("enabled"):
            continue  # already paused: nothing can run
        found.append(
            Target(
                key=f"state-job:{store_tag(row['store_key'])}:{row['job_id']}",
                category=category,
                action=Action.REMOVE_JOB if holds else Action.PAUSE_JOB,
                path=info.rel,
                store_key=row["store_key"],
                job_id=row["job_id"],
                job_fingerprint=ctx.fingerprint(row.get("job_json") or ""),
                writer_of=writer,
            )
        )
    ctx.targets.extend(found)
    if found and openclaw_gateway.cli() is None and _in_use(ctx.home, info.rel).running:
        reminders_only = all(t.category is Category.REMINDERS for t in found)
        category = Category.REMINDERS if reminders_only else Category.SCHEDULED_TASKS
        ctx.add_limit(LimitReason.ASSISTANT_RUNNING, category, info.rel)


def _in_use(home, rel: str) -> openclaw_gateway.InUse:
    try:
        path = exact_file(home, rel)
    except (OutsideHomeError, ValueError):
        path = None
    return openclaw_gateway.in_use(home, path)


def enabled_jobs(home, ids: set[str]) -> set[str]:
    """Which of these jobs could still run (for verification)."""
    if not ids:
        return set()
    _, con = _open(home)
    if con is None:
        return set()
    try:
        return {r["job_id"] for r in read_rows(con) if r["job_id"] in ids and r.get("enabled")}
    except Error:
        return set()
    finally:
        con.close()


# ------------------------------------------------------------------------------------------ clean


def clean(w: Writer, targets: list[Target]) -> None:
    w.attempt(lambda: stop_jobs(w, targets))


def wait_for_running(w: Writer, targets: list[Target]) -> set[str]:
    """Wait briefly for the given jobs to finish a run in progress; return those still running."""
    wanted = {(t.store_key, t.job_id) for t in targets}
    deadline = time.monotonic() + w.running_wait_s
    while True:
        _, con = _open(w.home)
        if con is None:
            return set()
        try:
            busy = {
                r["job_id"]
                for r in read_rows(con)
                if (r["store_key"], r["job_id"]) in wanted and r.get("running_at_ms")
            }
        except Error:
            busy = set()
        finally:
            con.close()
        if not busy or time.monotonic() >= deadline:
            return busy
        time.sleep(0.2)


def stop_jobs(w: Writer, targets: list[Target]) -> None:
    if not targets:
        return
    info = state_database(w.home)
    if info.support is Support.ABSENT:
        return
    if info.support is Support.UNSUPPORTED:
        raise StepFailed(Failure.JOBS_UNREADABLE)
    w.still_running(sorted(wait_for_running(w, targets)))
    if _in_use(w.home, info.rel).running:
        through_the_gateway(w, targets, info.rel)
        return
    with w.open_database(info.rel) as con:
        try:
            directly(w, con, targets, info.rel)
        except Error as e:  # locked past the busy timeout, or damaged: nothing of this step was written
            log.warning("scheduled jobs could not be changed: %s", e)
            raise StepFailed(Failure.JOBS_UNREADABLE) from e


def through_the_gateway(w: Writer, targets: list[Target], rel: str) -> None:
    """The running Gateway removes or pauses its own jobs (openclaw cron rm / disable)."""
    failed = False
    for t in targets:
        remove = t.action is Action.REMOVE_JOB
        w.provenance("remove_job" if remove else "pause_job", f"{rel}#{t.job_id}", None, via="gateway")
        argv = ["cron", "rm", t.job_id, "--json"] if remove else ["cron", "disable", t.job_id]
        answer = w.delegate(argv)
        if answer is None or (remove and (answer.get("ok") is not True or answer.get("removed") is not True)):
            failed = True
            continue
        if remove:
            w.count(Done.REMINDERS if t.category is Category.REMINDERS else Done.REMOVED_TASKS)
        else:
            w.count(Done.PAUSED_TASKS)
    if failed:
        raise StepFailed(Failure.ASSISTANT_RUNNING)


def directly(w: Writer, con, targets: list[Target], rel: str) -> None:
    now = int(time.time() * 1000)
    con.execute("BEGIN IMMEDIATE")
    try:
        counts: dict[Done, int] = {}
        for t in targets:
            row = con.execute(
                f"SELECT job_json, enabled FROM {JOBS} WHERE store_key = ? AND job_id = ?", (t.store_key, t.job_id)
            ).fetchone()
            if row is None:
                continue  # already gone
            job_json, enabled = row
            if t.action is Action.REMOVE_JOB:
                w.provenance("remove_job", f"{rel}#{t.job_id}", job_json or "")
                con.execute(f"DELETE FROM {JOBS} WHERE store_key = ? AND job_id = ?", (t.store_key, t.job_id))
                done = Done.REMINDERS if t.category is Category.REMINDERS else Done.REMOVED_TASKS
            elif enabled:
                w.provenance("pause_job", f"{rel}#{t.job_id}", None)
                job = loads(job_json or "")
                if isinstance(job, dict):
                    job_json = json.dumps({**job, "enabled": False}, separators=(",", ":"), ensure_ascii=False)
                con.execute(
                    f"UPDATE {JOBS} SET enabled = 0, job_json = ?, updated_at = ? WHERE store_key = ? AND job_id = ?",
                    (job_json, now, t.store_key, t.job_id),
                )
                done = Done.PAUSED_TASKS
            else:
                continue
            counts[done] = counts.get(done, 0) + 1
        w.credited(f"{rel}#jobs", counts, lambda: _commit(con))  # counted once committed, never twice
    except BaseException:
        if con.in_transaction:
            try:
                con.execute("ROLLBACK")
            except Error as exc:
                log.warning("scheduled jobs: rollback failed: %s", exc)
        raise
    checkpoint(con)


def _commit(con) -> bool:
    con.execute("COMMIT")
    return True


def checkpoint(con) -> None:
    try:
        mode = con.execute("PRAGMA journal_mode").fetchone()
        if mode and str(mode[0]).lower() == "wal":
            con.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchall()
    except Error as exc:
        log.warning("state database: WAL checkpoint after cleanup failed: %s", exc)
