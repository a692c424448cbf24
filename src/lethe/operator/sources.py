"""What the operator's resolvers read from the home (read-only): jobs, notes, the lines that could hold an item.

Also where exactly the retention-locked items are that a plan keeps, for the operator's listing.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from datetime import UTC, date, datetime

from lethe.assistant_home.cron_store import is_reminder, job_texts
from lethe.assistant_home.layout import Home
from lethe.assistant_home.memory_index import IndexUnavailable, iter_chunks, open_readonly
from lethe.assistant_home.retention import job_lock, line_lock
from lethe.assistant_home.text_files import TextFile, line_body, read_text
from lethe.contract.targets import Limit
from lethe.contract.vocabulary import Category, LimitReason
from lethe.kinds.memory_index import inside_index
from lethe.kinds.memory_notes import citation
from lethe.kinds.memory_notes import note_paths as memory_note_paths
from lethe.language.text import tokens
from lethe.planner.matching import Matcher, Value

from .matchers import ItemMatcher, strip_item


def read_jobs(home: Home) -> list[dict]:
    f = read_text(home, home.cron_jobs_rel)
    if not isinstance(f, TextFile):
        return []
    try:
        data = json.loads(f.text)
    except (ValueError, RecursionError):
        return []
    jobs = data.get("jobs") if isinstance(data, dict) else None
    if not isinstance(jobs, list):
        return []
    return [j for j in jobs if isinstance(j, dict) and isinstance(j.get("id"), str)]


def job_category(job: dict) -> Category:
    return Category.REMINDERS if is_reminder(job) else Category.SCHEDULED_TASKS


def lines_of(texts: Iterable[str]) -> Iterator[str]:
    for t in texts:
        yield from t.split("\n")


def job_item_lines(job: dict) -> list[str]:
    """The lines that carry a job's own text: its reminder payload, or its name and description."""
    payload = job.get("payload") if isinstance(job.get("payload"), dict) else {}
    texts = [payload[k] for k in ("text", "message") if isinstance(payload.get(k), str)]
    if not any(tokens(strip_item(t)) for t in lines_of(texts)):
        texts = [job[k] for k in ("name", "description") if isinstance(job.get(k), str)]
    return [ln for ln in lines_of(texts) if tokens(strip_item(ln))]


def hits_job(value: Value, job: dict) -> bool:
    m = ItemMatcher([value])
    return any(m.matches(t) for t in job_texts(job))


def note(home: Home, rel: str) -> TextFile | None:
    f = read_text(home, rel)
    return f if isinstance(f, TextFile) else None


def ms_to_dt(ms: object) -> datetime | None:
    if isinstance(ms, bool) or not isinstance(ms, int | float) or ms <= 0:
        return None
    try:
        return datetime.fromtimestamp(ms / 1000, UTC)
    except (OverflowError, OSError, ValueError):
        return None


def candidate_lines(home: Home) -> Iterator[str]:
    """Every line that could still hold an item's text: notes, index chunks, job texts, recall snippets."""
    for rel in memory_note_paths(home):
        f = note(home, rel)
        if f is not None:
            yield from f.text.split("\n")
    db = inside_index(home)  # never an index that is a link out of the home
    if db is not None and db.exists():
        try:
            con = open_readonly(db)
        except IndexUnavailable:
            con = None
        if con is not None:
            try:
                for chunk in iter_chunks(con):
                    yield from chunk.text.split("\n")
            except IndexUnavailable:
                pass
            finally:
                con.close()
    for job in read_jobs(home):
        yield from lines_of(job_texts(job))
    recall = note(home, home.recall_rel)
    if recall is not None:
        try:
            data = json.loads(recall.text)
        except (ValueError, RecursionError):
            data = None
        entries = data.get("entries") if isinstance(data, dict) else None
        for e in entries if isinstance(entries, list) else []:
            if isinstance(e, dict) and isinstance(e.get("snippet"), str):
                yield from e["snippet"].split("\n")


def locked_locators(home: Home, matcher: Matcher, limits: list[Limit], today: date) -> dict[tuple, list[str]]:
    """For each retention-lock limit (path, policy, until): the exact locators of the locked items it stands for."""
    out: dict[tuple, list[str]] = {}
    wanted = {(lim.path, lim.policy, lim.until) for lim in limits if lim.reason is LimitReason.RETENTION_LOCK}
    paths = {p for p, _, _ in wanted}
    for rel in sorted(p for p in paths if p and p != home.cron_jobs_rel):
        f = note(home, rel)
        if f is None:
            continue
        for i, line in enumerate(f.lines(), start=1):
            body = line_body(line)
            lock = line_lock(body, today)
            if lock and matcher.matches(body) and (rel, lock.policy, lock.until) in wanted:
                out.setdefault((rel, lock.policy, lock.until), []).append(citation(rel, i))
    if home.cron_jobs_rel in paths:
        for job in read_jobs(home):
            lock = job_lock(job, today)
            if lock and any(matcher.matches(t) for t in job_texts(job)):
                out.setdefault((home.cron_jobs_rel, lock.policy, lock.until), []).append(f"job:{job['id']}")
    return out
