"""Turning an operator's request into a Subject the normal planner and executor run on. Read-only.

- **item** (`MEMORY.md#L12`, `memory/<path>.md#L3`, a claim id, `job:<id>` or a bare job id): the item's
  own sentences (`matchers.ItemMatcher`), so the line itself, exact copies, longer lines that repeat it
  (rewritten so their other sentences stay), and the index rows, cached embeddings and recall entries
  derived from them go.
  - a *line*: the line's sentences.
  - a *claim* (index chunk): the sentences of every content line of the chunk's own text (what the
    index claims), wherever they now are. Headings, rules, session-copy headers, bare labels, comments
    and blank lines are structure shared with neighbouring facts and are not erased. A claim covers a
    window of lines, so erasing a claim erases every fact in that window; the dry run lists them.
  - a *job*: the sentences of its reminder text (`payload.text` / `payload.message`, or its `name` and
    `description` when it has no payload text). A sentence that another job also holds is dropped so
    the other job is never pulled in; a job with nothing of its own cannot be erased on its own.
- **expired**: lines carrying `<!-- expires: YYYY-MM-DD -->` with a date before today, and finished
  `at` jobs with `deleteAfterRun` (OpenClaw's default for `at` jobs is true; an explicit `false` keeps
  the job), matched like items. Finished = its at-time is past, or `state.lastRunAtMs` /
  `state.lastStatus` says it ran, and it is not running now. Lethe never decides staleness itself. An
  expired item that a line with a later (unexpired) marker, or a job that is still live, also holds is
  skipped whole and flagged for review.
- **compliance** (`--subject "Full Name"`): the full name(s) as strong values, matched per line with
  the planner's usual sentence rule. Items changed in the last 7 days (note file mtime, job
  `updatedAtMs`) are flagged for human review and left out of the matcher unless forced.
"""

from __future__ import annotations

import json
import os
import re
import sqlite3
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, timedelta

from lethe.assistant_home.cron_store import is_reminder, job_texts
from lethe.assistant_home.layout import Home
from lethe.assistant_home.memory_index import IndexUnavailable, open_readonly
from lethe.assistant_home.retention import job_lock, line_lock
from lethe.assistant_home.text_files import line_body
from lethe.contract.vocabulary import Category
from lethe.kinds.memory_index import inside_index
from lethe.kinds.memory_notes import STRUCTURAL, citation
from lethe.kinds.memory_notes import note_paths as memory_note_paths
from lethe.language.text import tokens
from lethe.ledger.secret import KeyedHasher
from lethe.planner.matching import Value

from .matchers import ItemMatcher, OperatorSubject, item_subject, item_values, person_subject
from .request import EraseType, ItemKind, ItemRef, OperatorRequest, Refusal, Refused, ReviewFlag, ReviewReason
from .sources import hits_job, job_category, job_item_lines, lines_of, ms_to_dt, note, read_jobs

REVIEW_WINDOW = timedelta(days=7)
EXPIRES = re.compile(r"<!--\s*expires:\s*(\d{4}-\d{2}-\d{2})\s*-->", re.IGNORECASE)
_LINE_LOCATOR = re.compile(r"^(?:workspace/)?(?P<path>[^#]+\.md)#L(?P<line>\d+)$")


@dataclass
class Resolution:
    subject: OperatorSubject
    request: OperatorRequest
    review: list[ReviewFlag] = field(default_factory=list)
    review_skipped: bool = False  # some flagged items are left out of the subject


# ---------------------------------------------------------------------------------------------- items


def resolve_items(home: Home, hasher: KeyedHasher, locators: list[str], today: date) -> Resolution:
    """Resolve `--item` locators (resolved together, against the same state) into one exact-line Subject."""
    if not locators:
        raise Refused(Refusal.NO_ITEM)
    jobs = read_jobs(home)
    values: list[Value] = []
    refs: list[ItemRef] = []
    for raw in locators:
        loc = raw.strip()
        m = _LINE_LOCATOR.match(loc)
        if m:
            v, ref = _resolve_line(home, hasher, m.group("path"), int(m.group("line")))
        elif loc.startswith("job:"):
            v, ref = _resolve_job(hasher, loc[4:], jobs)
        elif loc.startswith("claim:"):
            found = _resolve_claim(home, hasher, loc[6:])
            if found is None:
                raise Refused(Refusal.NO_CLAIM, claim_id=loc[6:])
            v, ref = found
        else:
            found = _resolve_claim(home, hasher, loc)
            if found is None and any(j["id"] == loc for j in jobs):
                found = _resolve_job(hasher, loc, jobs)
            if found is None:
                raise Refused(Refusal.NOT_AN_ITEM, locator=loc)
            v, ref = found
        values += v
        refs.append(ref)
    subject = item_subject(values)
    request = OperatorRequest(
        erase_type=EraseType.ITEM,
        requested=[r.locator for r in refs],
        items=refs,
        value_words=subject.value_words(),
        today=today,
    )
    return Resolution(subject, request)


def _resolve_line(home: Home, hasher: KeyedHasher, ws_rel: str, line: int) -> tuple[list[Value], ItemRef]:
    rel = f"workspace/{ws_rel}"
    if rel not in memory_note_paths(home):
        raise Refused(Refusal.NOT_A_NOTE, path=ws_rel)
    f = note(home, rel)
    if f is None:
        raise Refused(Refusal.UNREADABLE_ITEM, path=ws_rel)
    lines = f.lines()
    if not 1 <= line <= len(lines):
        raise Refused(Refusal.NO_SUCH_LINE, path=ws_rel, line=line, lines=len(lines))
    text = lines[line - 1]
    values = item_values(text)
    if not values:
        raise Refused(Refusal.EMPTY_LINE, path=ws_rel, line=line)
    ref = ItemRef(
        kind=ItemKind.LINE,
        locator=citation(rel, line),
        path=rel,
        line=line,
        fingerprint=hasher.digest("content", text.encode(f.encoding)),
    )
    return values, ref


def _resolve_claim(home: Home, hasher: KeyedHasher, claim_id: str) -> tuple[list[Value], ItemRef] | None:
    db = inside_index(home)  # never an index that is a link out of the home
    if not claim_id or db is None or not db.exists():
        return None
    try:
        con = open_readonly(db)
    except IndexUnavailable as e:
        raise Refused(Refusal.INDEX_UNOPENABLE) from e
    try:
        row = con.execute(
            "SELECT path, start_line, end_line, hash, text FROM chunks WHERE id = ?", (claim_id,)
        ).fetchone()
    except sqlite3.Error as e:
        raise Refused(Refusal.INDEX_UNREADABLE) from e
    finally:
        con.close()
    if row is None:
        return None
    path, start, _end, chash, text = row
    text = text if isinstance(text, str) else (text or b"").decode("utf-8", errors="replace")
    values = [v for ln in text.split("\n") if not STRUCTURAL.match(ln) for v in item_values(ln)]
    if not values:
        raise Refused(Refusal.EMPTY_CLAIM)
    ref = ItemRef(
        kind=ItemKind.CLAIM,
        locator=f"claim:{claim_id}",
        path=f"workspace/{path}",
        line=int(start) if isinstance(start, int) else None,
        claim_id=claim_id,
        fingerprint=hasher.digest("content", str(chash)),
    )
    return values, ref


def _resolve_job(hasher: KeyedHasher, job_id: str, jobs: list[dict]) -> tuple[list[Value], ItemRef]:
    job = next((j for j in jobs if j["id"] == job_id), None)
    if job is None:
        raise Refused(Refusal.NO_SUCH_JOB, job_id=job_id)
    others = [j for j in jobs if j["id"] != job_id]
    values = [v for ln in job_item_lines(job) for v in item_values(ln) if not any(hits_job(v, o) for o in others)]
    if not values:
        raise Refused(Refusal.JOB_NOT_UNIQUE, job_id=job_id)
    ref = ItemRef(
        kind=ItemKind.JOB,
        locator=f"job:{job_id}",
        path="cron/jobs.json",
        job_id=job_id,
        fingerprint=hasher.digest("content", json.dumps(job, sort_keys=True)),
    )
    return values, ref


# ---------------------------------------------------------------------------------------------- expired


def _marked_date(body: str) -> date | None:
    """The latest `expires` date marked on a line (None: no readable marker, so never expired)."""
    dates = []
    for d in EXPIRES.findall(body):
        try:
            dates.append(date.fromisoformat(d))
        except ValueError:
            return None  # an unreadable date fails closed: keep it
    return max(dates) if dates else None


def job_finished(job: dict, now: datetime) -> bool:
    """A one-shot `at` job marked deleteAfterRun (default true) that is due or has run, and is not running."""
    if not is_reminder(job) or job.get("deleteAfterRun", True) is not True:
        return False
    state = job.get("state") if isinstance(job.get("state"), dict) else {}
    if state.get("runningAtMs"):
        return False
    if ms_to_dt(state.get("lastRunAtMs")) is not None:
        return True
    if str(state.get("lastStatus") or state.get("lastRunStatus") or "") in ("ok", "error"):
        return True
    at = (job.get("schedule") or {}).get("at")
    when: datetime | None = None
    if isinstance(at, str):
        try:
            when = datetime.fromisoformat(at.replace("Z", "+00:00"))
        except ValueError:
            when = None
    elif isinstance(at, int | float):
        when = ms_to_dt(at)
    if when is None:
        return False
    if when.tzinfo is None:
        when = when.replace(tzinfo=UTC)
    return when <= now


def resolve_expired(home: Home, hasher: KeyedHasher, now: datetime) -> Resolution:
    """Everything the memory system marked expired, as one item Subject (may have no values)."""
    today = now.date()
    expired: list[tuple[list[Value], ItemRef]] = []
    kept_longer: list[str] = []  # bodies of lines whose marker has not passed yet
    for rel in memory_note_paths(home):
        f = note(home, rel)
        if f is None:
            continue
        for i, line in enumerate(f.lines(), start=1):
            body = line_body(line)
            if "expires" not in body.lower():
                continue
            marked = _marked_date(body)
            values = item_values(body)
            if marked is None or not values:
                continue
            if marked >= today:
                kept_longer.append(body)
                continue
            ref = ItemRef(
                kind=ItemKind.LINE,
                locator=citation(rel, i),
                path=rel,
                line=i,
                fingerprint=hasher.digest("content", line.encode(f.encoding)),
                expires=marked.isoformat(),
            )
            expired.append((values, ref))
    jobs = read_jobs(home)
    done_ids = {j["id"] for j in jobs if job_finished(j, now)}
    for job in jobs:
        if job["id"] in done_ids:
            ref = ItemRef(
                kind=ItemKind.JOB,
                locator=f"job:{job['id']}",
                path=home.cron_jobs_rel,
                job_id=job["id"],
                fingerprint=hasher.digest("content", json.dumps(job, sort_keys=True)),
            )
            expired.append(([v for ln in job_item_lines(job) for v in item_values(ln)], ref))
    live = [j for j in jobs if j["id"] not in done_ids]
    review: list[ReviewFlag] = []
    kept: list[tuple[list[Value], ItemRef]] = []
    for values, ref in expired:
        m = ItemMatcher(values)
        if any(m.matches(b) for b in kept_longer):
            reason = ReviewReason.COPY_KEPT_LONGER
        elif any(hits_job(v, j) for v in values for j in live):
            reason = ReviewReason.SHARED_WITH_LIVE_TASK
        else:
            kept.append((values, ref))
            continue
        # kept whole: an item is never half-erased
        category = Category.MEMORY if ref.kind is ItemKind.LINE else Category.REMINDERS
        review.append(ReviewFlag(category=category, locator=ref.locator, reason=reason))
    subject = item_subject([v for vs, _ in kept for v in vs])
    request = OperatorRequest(
        erase_type=EraseType.EXPIRED,
        items=[ref for _, ref in kept],
        value_words=subject.value_words(),
        today=today,
    )
    return Resolution(subject, request, review, review_skipped=bool(review))


# ---------------------------------------------------------------------------------------------- compliance


def resolve_compliance(home: Home, names: list[str], now: datetime, *, force: bool) -> Resolution:
    """The named person's information; items changed in the last 7 days are flagged and, unless forced, left out."""
    if not any(tokens(n) for n in names):
        raise Refused(Refusal.NO_SUBJECT)
    matcher = person_subject(names).matcher()
    exclude: set[str] = set()
    review: list[ReviewFlag] = []
    cutoff = now - REVIEW_WINDOW
    for rel in memory_note_paths(home):
        try:
            st = os.stat(home.path(rel))
        except (OSError, ValueError):
            continue
        changed = datetime.fromtimestamp(st.st_mtime, UTC)
        if changed < cutoff:
            continue
        f = note(home, rel)
        if f is None:
            continue
        for i, line in enumerate(f.lines(), start=1):
            body = line_body(line)
            if matcher.matches(body) and not line_lock(body, now.date()):  # locked lines are kept and reported
                exclude.add(body.strip())
                review.append(
                    ReviewFlag(
                        category=Category.MEMORY,
                        locator=citation(rel, i),
                        reason=ReviewReason.MODIFIED_RECENTLY,
                        modified_at=changed,
                    )
                )
    for job in read_jobs(home):
        changed = ms_to_dt(job.get("updatedAtMs")) or ms_to_dt(job.get("createdAtMs"))
        if changed is None or changed < cutoff or job_lock(job, now.date()):
            continue
        hits = [ln for ln in lines_of(job_texts(job)) if matcher.matches(ln)]
        if hits:
            exclude.update(ln.strip() for ln in hits)
            review.append(
                ReviewFlag(
                    category=job_category(job),
                    locator=f"job:{job['id']}",
                    reason=ReviewReason.MODIFIED_RECENTLY,
                    modified_at=changed,
                )
            )
    subject = person_subject(names, frozenset() if force else frozenset(exclude))
    request = OperatorRequest(
        erase_type=EraseType.COMPLIANCE,
        value_words=subject.value_words(),
        force=force,
        today=now.date(),
    )
    return Resolution(subject, request, review, review_skipped=bool(review) and not force)
