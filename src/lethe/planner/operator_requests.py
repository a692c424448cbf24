"""Operator-initiated erasure (`lethe erase`): turning an operator's request into a Subject. Read-only.

An operator names *what* to erase in one of three ways; this module resolves the request against the
home into a Subject that the normal planner (`take_inventory`, `plan_from_inventory`) and executor
(`execute`: revalidation, provenance, verification) run on. Nothing here writes anything.

- **item** (`MEMORY.md#L12`, `memory/<path>.md#L3`, a claim id, `job:<id>` or a bare job id): the
  subject is the item's *own text*, as its sentences (list marker, checkbox and `<!-- ... -->` comments
  dropped), matched with the planner's sentence rule (`ItemMatcher`): any sentence anywhere that holds
  one of the item's sentences goes (the line itself, exact copies, and longer lines that repeat it,
  rewritten so their other sentences stay), and so do the index rows, cached embeddings and recall
  entries derived from them. A sentence of fewer than three words is too common to chase: it only
  matches a sentence that is exactly it, and its tombstone is weak (it never blocks other text).
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

A plan made from an operator request keeps `origin="operator"`; the request itself is stored beside
it as an `OperatorRequest` (locators, keyed fingerprints and word counts, never text), from which an
interrupted erase can be finished (`recover_exact_subject`).
"""

from __future__ import annotations

import json
import os
import re
import sqlite3
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, timedelta
from enum import StrEnum
from typing import Literal

from pydantic import BaseModel, Field

from lethe.assistant_home.layout import Home
from lethe.assistant_home.memory_index import IndexUnavailable, iter_chunks, open_readonly
from lethe.assistant_home.retention import job_lock, line_lock
from lethe.assistant_home.text_files import TextFile, line_body, read_text
from lethe.ledger.secret import KeyedHasher

from .finders.cron_jobs import is_reminder, job_texts
from .finders.markdown_notes import _STRUCTURAL, citation, memory_note_paths
from .matching import Matcher, Value, sentences, tokens
from .plan import Category, Limit, LimitReason
from .subject import Subject

REVIEW_WINDOW = timedelta(days=7)
EXPIRES = re.compile(r"<!--\s*expires:\s*(\d{4}-\d{2}-\d{2})\s*-->", re.IGNORECASE)
_COMMENT = re.compile(r"<!--.*?-->")
_LIST_PREFIX = re.compile(r"^\s*(?:[-*+]|\d+[.)])\s+(?:\[[ xX]\]\s+)?")
MIN_CONTAINED = 3  # words; a shorter sentence only matches a sentence that is exactly it
_LINE_LOCATOR = re.compile(r"^(?:workspace/)?(?P<path>[^#]+\.md)#L(?P<line>\d+)$")


class EraseType(StrEnum):
    ITEM = "item"
    EXPIRED = "expired"
    COMPLIANCE = "compliance"


class ReviewReason(StrEnum):
    MODIFIED_RECENTLY = "modified_recently"  # changed in the last 7 days (compliance)
    COPY_KEPT_LONGER = "copy_kept_longer"  # an unexpired marker elsewhere keeps the same text (expired)
    SHARED_WITH_LIVE_TASK = "shared_with_live_task"  # a job that is not expired holds the same text (expired)


class RequestError(Exception):
    """The request cannot be resolved; `code` is a stable key, `str(exc)` plain words for the operator."""

    def __init__(self, code: str, message: str):
        super().__init__(message)
        self.code = code


class ItemRef(BaseModel):
    """One resolved item: where it was and a keyed fingerprint of it as found (never its text)."""

    kind: Literal["line", "claim", "job"]
    locator: str = Field(description="MEMORY.md#L12 | claim:<id> | job:<id>")
    path: str | None = Field(default=None, description="home-relative file holding it")
    line: int | None = None
    claim_id: str | None = None
    job_id: str | None = None
    fingerprint: str | None = Field(default=None, description="keyed hash of the line, chunk or job as found")
    expires: str | None = Field(default=None, description="the expiry date the memory system marked (expired)")


class ReviewFlag(BaseModel):
    category: Category
    locator: str
    reason: ReviewReason
    modified_at: datetime | None = None


class OperatorRequest(BaseModel):
    """What an operator asked for, stored beside the plan: locators, fingerprints and counts, never text."""

    erase_type: EraseType
    requested: list[str] = Field(default_factory=list, description="item locators as resolved")
    items: list[ItemRef] = Field(default_factory=list)
    value_words: list[int] = Field(default_factory=list, description="word counts aligned with plan.value_hashes")
    force: bool = False
    today: date


# ---------------------------------------------------------------------------------------------- matching


def strip_item(text: str) -> str:
    """A line's own words: without line ending, list marker, checkbox and `<!-- ... -->` comments."""
    body = _COMMENT.sub(" ", text.rstrip("\r\n"))
    return _LIST_PREFIX.sub("", body, count=1).strip()


def sentence_key(sentence: str) -> tuple[str, ...]:
    return tuple(tokens(strip_item(sentence)))


def item_values(text: str) -> list[Value]:
    """The sentences of a line's own text as values; sentences under MIN_CONTAINED words are weak."""
    out = []
    for s in sentences(strip_item(text)):
        toks = tokens(s)
        if toks:
            out.append(Value(" ".join(toks), strong=len(toks) >= MIN_CONTAINED))
    return out


def _contains(toks: tuple[str, ...], seq: tuple[str, ...]) -> bool:
    n = len(seq)
    return any(toks[i : i + n] == seq for i in range(len(toks) - n + 1))


class ItemMatcher(Matcher):
    """A sentence matches when it holds one of the item's sentences (a short one: when it is exactly it).

    Lines are split first (index chunks hold many), then sentences as the planner splits them. When every
    sentence of a line with content matches, comment-only sentences (markers) go with it, so the line is
    removed whole rather than rewritten to a bare marker.
    """

    def __init__(self, values: list[Value]):
        super().__init__(values, frozenset())
        self._long = [v.toks for v in values if len(v.toks) >= MIN_CONTAINED]
        self._short = {v.toks for v in values if 0 < len(v.toks) < MIN_CONTAINED}

    def is_empty(self) -> bool:
        return not self._long and not self._short

    def _hit(self, sentence: str) -> bool:
        toks = sentence_key(sentence)
        if not toks:
            return False
        return toks in self._short or any(_contains(toks, seq) for seq in self._long)

    def hit_sentences(self, line: str) -> list[int]:
        parts = sentences(line)
        hits = [i for i, p in enumerate(parts) if self._hit(p)]
        content = [i for i, p in enumerate(parts) if sentence_key(p)]
        if hits and set(content) <= set(hits):
            return list(range(len(parts)))
        return hits

    def matches(self, text: str) -> bool:
        return bool(text) and any(self._hit(p) for line in text.split("\n") for p in sentences(line))


class ScopedMatcher(Matcher):
    """The planner's matcher, applied line by line, that never matches an excluded line (held for review)."""

    def __init__(self, values: list[Value], context: frozenset[str], exclude: frozenset[str] = frozenset()):
        super().__init__(values, context)
        self._exclude = exclude

    def matches(self, text: str) -> bool:
        if not text:
            return False
        return any(Matcher.matches(self, line) for line in text.split("\n") if line.strip() not in self._exclude)

    def hit_sentences(self, line: str) -> list[int]:
        return [] if line.strip() in self._exclude else Matcher.hit_sentences(self, line)


@dataclass
class OperatorSubject(Subject):
    """A Subject built from an operator request; `item` selects the item rule (`ItemMatcher`)."""

    item: bool = False
    exclude: frozenset[str] = frozenset()

    def matcher(self) -> Matcher:
        values = self.values + [Value(a) for a in self.anchors]
        if self.item:
            return ItemMatcher(values)
        return ScopedMatcher(values, self.context, self.exclude)

    def value_words(self) -> list[int]:
        return [len(c.split(" ")) for c in self.canonical()]


@dataclass
class Resolution:
    subject: OperatorSubject
    request: OperatorRequest
    review: list[ReviewFlag] = field(default_factory=list)
    review_skipped: bool = False  # some flagged items are left out of the subject


# ---------------------------------------------------------------------------------------------- reading


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


def _job_category(job: dict) -> Category:
    return Category.REMINDERS if is_reminder(job) else Category.SCHEDULED_TASKS


def _lines_of(texts: Iterable[str]) -> Iterator[str]:
    for t in texts:
        yield from t.split("\n")


def job_item_lines(job: dict) -> list[str]:
    """The lines that carry a job's own text: its reminder payload, or its name and description."""
    payload = job.get("payload") if isinstance(job.get("payload"), dict) else {}
    texts = [payload[k] for k in ("text", "message") if isinstance(payload.get(k), str)]
    if not any(tokens(strip_item(t)) for t in _lines_of(texts)):
        texts = [job[k] for k in ("name", "description") if isinstance(job.get(k), str)]
    return [ln for ln in _lines_of(texts) if tokens(strip_item(ln))]


def _hits_job(value: Value, job: dict) -> bool:
    m = ItemMatcher([value])
    return any(m.matches(t) for t in job_texts(job))


def _note(home: Home, rel: str) -> TextFile | None:
    f = read_text(home, rel)
    return f if isinstance(f, TextFile) else None


def _ms_to_dt(ms: object) -> datetime | None:
    if isinstance(ms, bool) or not isinstance(ms, int | float) or ms <= 0:
        return None
    try:
        return datetime.fromtimestamp(ms / 1000, UTC)
    except (OverflowError, OSError, ValueError):
        return None


# ---------------------------------------------------------------------------------------------- items


def resolve_items(home: Home, hasher: KeyedHasher, locators: list[str], today: date) -> Resolution:
    """Resolve `--item` locators (resolved together, against the same state) into one exact-line Subject."""
    if not locators:
        raise RequestError("no_item", "Name at least one item to erase.")
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
                raise RequestError("unknown_item", f"No claim {loc[6:]!r} in the memory search.")
            v, ref = found
        else:
            found = _resolve_claim(home, hasher, loc)
            if found is None and any(j["id"] == loc for j in jobs):
                found = _resolve_job(hasher, loc, jobs)
            if found is None:
                raise RequestError(
                    "unknown_item",
                    f"{loc!r} is not a note line (MEMORY.md#L12), a claim id or a job id in this home.",
                )
            v, ref = found
        values += v
        refs.append(ref)
    values = _unique(values)
    subject = OperatorSubject(values, frozenset(), "that information", None, item=True)
    request = OperatorRequest(
        erase_type=EraseType.ITEM,
        requested=[r.locator for r in refs],
        items=refs,
        value_words=subject.value_words(),
        today=today,
    )
    return Resolution(subject, request)


def _unique(values: list[Value]) -> list[Value]:
    seen: dict[tuple[str, ...], Value] = {}
    for v in values:
        if v.toks and v.toks not in seen:
            seen[v.toks] = v
    return list(seen.values())


def _resolve_line(home: Home, hasher: KeyedHasher, ws_rel: str, line: int) -> tuple[list[Value], ItemRef]:
    rel = f"workspace/{ws_rel}"
    if rel not in memory_note_paths(home):
        raise RequestError("unknown_item", f"{ws_rel!r} is not a memory note in this home.")
    f = _note(home, rel)
    if f is None:
        raise RequestError("unreadable_item", f"{ws_rel!r} could not be read.")
    lines = f.lines()
    if not 1 <= line <= len(lines):
        raise RequestError("unknown_item", f"{ws_rel} has no line {line} (it has {len(lines)}).")
    text = lines[line - 1]
    values = item_values(text)
    if not values:
        raise RequestError("empty_item", f"{ws_rel}#L{line} holds no information of its own.")
    ref = ItemRef(
        kind="line",
        locator=citation(rel, line),
        path=rel,
        line=line,
        fingerprint=hasher.digest("content", text.encode(f.encoding)),
    )
    return values, ref


def _resolve_claim(home: Home, hasher: KeyedHasher, claim_id: str) -> tuple[list[Value], ItemRef] | None:
    if not claim_id or not home.index_db.exists():
        return None
    try:
        con = open_readonly(home.index_db)
    except IndexUnavailable as e:
        raise RequestError("index_unavailable", "The memory search could not be opened.") from e
    try:
        row = con.execute(
            "SELECT path, start_line, end_line, hash, text FROM chunks WHERE id = ?", (claim_id,)
        ).fetchone()
    except sqlite3.Error as e:
        raise RequestError("index_unavailable", "The memory search could not be read.") from e
    finally:
        con.close()
    if row is None:
        return None
    path, start, _end, chash, text = row
    text = text if isinstance(text, str) else (text or b"").decode("utf-8", errors="replace")
    values = [v for ln in text.split("\n") if not _STRUCTURAL.match(ln) for v in item_values(ln)]
    if not values:
        raise RequestError("empty_item", "That claim holds only headings or structure, nothing to erase.")
    ref = ItemRef(
        kind="claim",
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
        raise RequestError("unknown_item", f"No reminder or scheduled task with id {job_id!r}.")
    others = [j for j in jobs if j["id"] != job_id]
    values = [v for ln in job_item_lines(job) for v in item_values(ln) if not any(_hits_job(v, o) for o in others)]
    if not values:
        raise RequestError(
            "job_not_unique",
            f"job:{job_id} has no text of its own (another reminder or scheduled task has the same words), "
            "so it cannot be erased on its own.",
        )
    ref = ItemRef(
        kind="job",
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
    if _ms_to_dt(state.get("lastRunAtMs")) is not None:
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
        when = _ms_to_dt(at)
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
        f = _note(home, rel)
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
                kind="line",
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
                kind="job",
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
        elif any(_hits_job(v, j) for v in values for j in live):
            reason = ReviewReason.SHARED_WITH_LIVE_TASK
        else:
            kept.append((values, ref))
            continue
        # kept whole: an item is never half-erased
        category = Category.MEMORY if ref.kind == "line" else Category.REMINDERS
        review.append(ReviewFlag(category=category, locator=ref.locator, reason=reason))
    subject = OperatorSubject(
        _unique([v for vs, _ in kept for v in vs]), frozenset(), "that information", None, item=True
    )
    request = OperatorRequest(
        erase_type=EraseType.EXPIRED,
        items=[ref for _, ref in kept],
        value_words=subject.value_words(),
        today=today,
    )
    return Resolution(subject, request, review, review_skipped=bool(review))


# ---------------------------------------------------------------------------------------------- compliance


def subject_for_names(names: list[str], exclude: frozenset[str] = frozenset()) -> OperatorSubject:
    values = _unique([Value(n.strip()) for n in names if tokens(n)])
    return OperatorSubject(values, frozenset(), "that person's information", None, exclude=exclude)


def resolve_compliance(home: Home, names: list[str], now: datetime, *, force: bool) -> Resolution:
    """The named person's information; items changed in the last 7 days are flagged and, unless forced, left out."""
    if not any(tokens(n) for n in names):
        raise RequestError("no_subject", "Give the person's full name with --subject.")
    base = subject_for_names(names)
    matcher = base.matcher()
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
        f = _note(home, rel)
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
        changed = _ms_to_dt(job.get("updatedAtMs")) or _ms_to_dt(job.get("createdAtMs"))
        if changed is None or changed < cutoff or job_lock(job, now.date()):
            continue
        hits = [ln for ln in _lines_of(job_texts(job)) if matcher.matches(ln)]
        if hits:
            exclude.update(ln.strip() for ln in hits)
            review.append(
                ReviewFlag(
                    category=_job_category(job),
                    locator=f"job:{job['id']}",
                    reason=ReviewReason.MODIFIED_RECENTLY,
                    modified_at=changed,
                )
            )
    subject = subject_for_names(names, frozenset() if force else frozenset(exclude))
    request = OperatorRequest(
        erase_type=EraseType.COMPLIANCE,
        value_words=subject.value_words(),
        force=force,
        today=now.date(),
    )
    return Resolution(subject, request, review, review_skipped=bool(review) and not force)


# ---------------------------------------------------------------------------------------------- limits


def locked_locators(home: Home, matcher: Matcher, limits: list[Limit], today: date) -> dict[tuple, list[str]]:
    """For each retention-lock limit (path, policy, until): the exact locators of the locked items it stands for."""
    out: dict[tuple, list[str]] = {}
    wanted = {(lim.path, lim.policy, lim.until) for lim in limits if lim.reason is LimitReason.RETENTION_LOCK}
    paths = {p for p, _, _ in wanted}
    for rel in sorted(p for p in paths if p and p != home.cron_jobs_rel):
        f = _note(home, rel)
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


# ---------------------------------------------------------------------------------------------- recovery


def _candidate_lines(home: Home) -> Iterator[str]:
    """Every line that could still hold an item's text: notes, index chunks, job texts, recall snippets."""
    for rel in memory_note_paths(home):
        f = _note(home, rel)
        if f is not None:
            yield from f.text.split("\n")
    if home.index_db.exists():
        try:
            con = open_readonly(home.index_db)
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
        yield from _lines_of(job_texts(job))
    recall = _note(home, home.recall_rel)
    if recall is not None:
        try:
            data = json.loads(recall.text)
        except (ValueError, RecursionError):
            data = None
        entries = data.get("entries") if isinstance(data, dict) else None
        for e in entries if isinstance(entries, list) else []:
            if isinstance(e, dict) and isinstance(e.get("snippet"), str):
                yield from e["snippet"].split("\n")


def recover_item_subject(
    home: Home, hasher: KeyedHasher, value_hashes: list[str], value_words: list[int]
) -> tuple[OperatorSubject, list[str]]:
    """Rebuild an item/expired Subject for an interrupted erase without ever having stored its text.

    Each value is found again by its tombstone hash among the word runs still in the home (notes, index
    chunks, job texts, recall snippets), the way tombstones themselves are checked. A value found nowhere
    has already left every place this can reach; the rest of the plan is driven by its recorded targets,
    so it still finishes. Returns the subject and the hashes of the values not found again (their
    tombstones must be recorded from the plan).
    """
    want = set(value_hashes)
    sizes = sorted({n for n in value_words if n > 0})
    found: dict[str, str] = {}
    for line in _candidate_lines(home):
        if len(found) == len(want):
            break
        for part in sentences(line):
            toks = sentence_key(part)
            for n in sizes:
                for i in range(len(toks) - n + 1):
                    run = " ".join(toks[i : i + n])
                    h = hasher.digest("tombstone", run)
                    if h in want and h not in found:
                        found[h] = run
    values = [Value(found[h], strong=len(found[h].split(" ")) >= MIN_CONTAINED) for h in value_hashes if h in found]
    missing = [h for h in value_hashes if h not in found]
    return OperatorSubject(values, frozenset(), "that information", None, item=True), missing


def tombstone_record(value_hash: str, words: int) -> dict:
    """The tombstone record the executor would write for an item value of `words` words."""
    rec = {"hmac": value_hash, "words": max(words, 1)}
    if words < MIN_CONTAINED:
        rec.update(strong=False, ctx=[])
    return rec


__all__ = [
    "REVIEW_WINDOW",
    "EraseType",
    "ItemMatcher",
    "ItemRef",
    "OperatorRequest",
    "OperatorSubject",
    "RequestError",
    "Resolution",
    "ReviewFlag",
    "ReviewReason",
    "ScopedMatcher",
    "item_values",
    "sentence_key",
    "tombstone_record",
    "job_finished",
    "locked_locators",
    "recover_item_subject",
    "resolve_compliance",
    "resolve_expired",
    "resolve_items",
    "strip_item",
    "subject_for_names",
]
