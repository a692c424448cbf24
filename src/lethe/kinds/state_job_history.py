"""Run history of scheduled work in the current OpenClaw layout: `cron_run_logs` rows of the state database.

A row (`store_key, job_id, seq`) records one run: `summary` is a derived copy of what the run produced,
`error`, `diagnostics_summary` and the whole `entry_json` may hold more. A row whose text holds the subject
is dropped whole, as the owner trims this history (by whole entries), and so is every row of a job the plan
removes; `delivered = 1` also means a copy already went to a chat app (a limit, `messages_sent`).

Newer builds move this history into `task_runs` (`runtime = 'cron'`); those rows belong to the Gateway's
task registry, so a matching one is reported (`cannot_edit`), never changed.

Clean (phase 2): only while nothing else has the state database open (the Gateway keeps writing this
history and offers no command to trim it): the approved rows, known by their fingerprints, are deleted in
one transaction. While it runs nothing is changed and the report is `incomplete`.
"""

from __future__ import annotations

import logging
from typing import Literal

from pydantic import BaseModel, Field

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
from lethe.contract.errors import StepFailed
from lethe.contract.protocols import Writer
from lethe.contract.targets import TargetBase
from lethe.contract.vocabulary import Action, ArtifactKind, Category, Done, Failure, LimitReason

from .base import FindContext
from .run_history import _messages_sent
from .state_jobs import checkpoint, store_tag

log = logging.getLogger(__name__)

KIND = ArtifactKind.STATE_CRON_RUN
PHASE = 2

RUNS = "cron_run_logs"
TASKS = "task_runs"
RUN_TEXT = ("status", "error", "summary", "diagnostics_summary", "delivery_error")
TASK_TEXT = ("label", "task", "progress_summary", "terminal_summary", "error")


class Entry(BaseModel):
    seq: int
    fingerprint: str = Field(description="keyed hash of the row's entry_json")


class Target(TargetBase):
    kind: Literal[ArtifactKind.STATE_CRON_RUN] = ArtifactKind.STATE_CRON_RUN
    category: Category = Category.TASK_HISTORY
    action: Action = Action.DROP_ENTRIES
    store_key: str
    job_id: str
    entries: list[Entry] = Field(default_factory=list)

    def atoms(self) -> set[str]:
        return {f"{self.key}#{e.fingerprint}" for e in self.entries}

    def locators(self) -> list[str]:
        return [f"job:{self.job_id}#run{e.seq}" for e in self.entries]


def _row_text(row: dict) -> list[str]:
    out = [row[c] for c in RUN_TEXT if isinstance(row.get(c), str)]
    entry = loads(row.get("entry_json") or "")
    return out + (strings(entry) if isinstance(entry, dict | list) else [])


def _open(home):
    info = state_database(home)
    if info.support is not Support.SUPPORTED:
        return info, None
    try:
        path = exact_file(home, info.rel)
        return info, (connect_readonly(path) if path is not None else None)
    except (Error, OutsideHomeError, ValueError):
        return info, None


def find(ctx: FindContext) -> None:
    info, con = _open(ctx.home)
    if con is None:
        return  # an unknown state database is reported by the jobs kind
    by_job: dict[tuple[str, str], list[Entry]] = {}
    sent = 0
    tasks_hold = 0
    # the jobs this plan removes were about the subject: so is every run they already made
    removed = {
        (t.store_key, t.job_id)
        for t in ctx.targets
        if t.kind is ArtifactKind.STATE_CRON_JOB and getattr(t, "action", None) is Action.REMOVE_JOB
    }
    try:
        names = tables(con)
        if RUNS in names and {"store_key", "job_id", "seq", "entry_json"} <= (have := columns(con, RUNS)):
            cols = ["store_key", "job_id", "seq", "entry_json", *(c for c in (*RUN_TEXT, "delivered") if c in have)]
            for r in con.execute(f"SELECT {', '.join(cols)} FROM {RUNS} ORDER BY store_key, job_id, seq"):
                row = dict(zip(cols, r, strict=True))
                if (row["store_key"], row["job_id"]) not in removed and not any(
                    ctx.matcher.matches(t) for t in _row_text(row)
                ):
                    continue
                entry = Entry(seq=row["seq"], fingerprint=ctx.fingerprint(row["entry_json"] or ""))
                by_job.setdefault((row["store_key"], row["job_id"]), []).append(entry)
                sent += 1 if row.get("delivered") else 0
        if TASKS in names and "runtime" in (have := columns(con, TASKS)):
            cols = [c for c in TASK_TEXT if c in have]
            if cols:
                for r in con.execute(f"SELECT {', '.join(cols)} FROM {TASKS} WHERE runtime = 'cron'"):
                    tasks_hold += any(isinstance(t, str) and ctx.matcher.matches(t) for t in r)
    except Error:
        ctx.add_limit(LimitReason.UNREADABLE, Category.TASK_HISTORY, info.rel)
        return
    finally:
        con.close()
    if sent:
        _messages_sent(ctx, sent)
    if tasks_hold:
        ctx.add_limit(LimitReason.CANNOT_EDIT, Category.TASK_HISTORY, info.rel, count=tasks_hold)
    if by_job and _in_use(ctx.home, info.rel):  # said before approval: nothing to go through
        ctx.add_limit(LimitReason.ASSISTANT_RUNNING, Category.TASK_HISTORY, info.rel)
    for (store_key, job_id), entries in by_job.items():
        ctx.targets.append(
            Target(
                key=f"state-runs:{store_tag(store_key)}:{job_id}",
                path=info.rel,
                store_key=store_key,
                job_id=job_id,
                entries=entries,
                count=len(entries),
            )
        )


def _in_use(home, rel: str) -> bool:
    try:
        path = exact_file(home, rel)
    except (OutsideHomeError, ValueError):
        path = None
    return openclaw_gateway.in_use(home, path).running


# ------------------------------------------------------------------------------------------ clean


def clean(w: Writer, targets: list[Target]) -> None:
    if targets:
        w.attempt(lambda: drop_runs(w, targets))


def drop_runs(w: Writer, targets: list[Target]) -> None:
    info = state_database(w.home)
    if info.support is Support.ABSENT:
        return
    if info.support is Support.UNSUPPORTED:
        raise StepFailed(Failure.HISTORY_UNREADABLE)
    try:
        path = exact_file(w.home, info.rel)
    except (OutsideHomeError, ValueError) as e:
        raise StepFailed(Failure.HISTORY_UNREADABLE) from e
    if openclaw_gateway.in_use(w.home, path).running:
        raise StepFailed(Failure.ASSISTANT_RUNNING)
    dropped = 0
    with w.open_database(info.rel) as con:
        try:
            con.execute("BEGIN IMMEDIATE")
            try:
                for t in targets:
                    approved = {e.seq: e.fingerprint for e in t.entries}
                    for seq, entry_json in con.execute(
                        f"SELECT seq, entry_json FROM {RUNS} WHERE store_key = ? AND job_id = ?",
                        (t.store_key, t.job_id),
                    ).fetchall():
                        if approved.get(seq) != w.fingerprint(entry_json or ""):
                            continue  # not an approved run (or no longer the same one)
                        w.provenance("drop_run_entry", f"{info.rel}#{t.job_id}/{seq}", entry_json or "")
                        con.execute(
                            f"DELETE FROM {RUNS} WHERE store_key = ? AND job_id = ? AND seq = ?",
                            (t.store_key, t.job_id, seq),
                        )
                        dropped += 1
                w.credited(f"{info.rel}#runs", {Done.RUNS: dropped}, lambda: _commit(con))  # counted once committed
            except BaseException:
                if con.in_transaction:
                    con.execute("ROLLBACK")
                raise
        except Error as e:
            log.warning("task history could not be changed: %s", e)
            raise StepFailed(Failure.HISTORY_UNREADABLE) from e
        checkpoint(con)


def _commit(con) -> bool:
    con.execute("COMMIT")
    return True
