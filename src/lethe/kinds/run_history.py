"""Run history of scheduled work (cron/runs/<jobId>.jsonl), one JSON object a line.

A line whose text holds the subject (its `summary` is a derived copy of what the run produced;
`error` and other fields are checked too) is dropped whole, as the owner itself trims this history —
unless only its summary holds it and the summary also says other things ("Morning brief sent:
endocrinology check-up Thursday; five-a-side at 8pm"): then the summary loses just that part, the way
a note's line does, and the run stays on record for what else it did. Only a summary written plainly in
the line (no escapes) is cut, so the rest of the line stays byte for byte. A line that is not valid JSON
is matched as plain text and, like every line kept, is never reformatted. A matching run with
`delivered: true` also means a copy already went to a chat app: a limit (`messages_sent`). The history of a
job the plan removes (it was about the subject) goes whole, whatever each run's words. Clean: drop or
cut exactly the approved lines (known by their fingerprints, so history trimmed or appended meanwhile
does not shift what goes); the file stays.
"""

from __future__ import annotations

from typing import Literal

from lethe.assistant_home.json_text import loads, strings
from lethe.assistant_home.scan import scan
from lethe.assistant_home.text_files import Unreadable, line_body, read_text, walk_files
from lethe.contract.errors import FileChanged, StepFailed
from lethe.contract.protocols import Writer
from lethe.contract.targets import Limit, LineEdit, LinesTarget, apply_splices, splices_between
from lethe.contract.vocabulary import Action, ArtifactKind, Category, Done, Failure, LimitReason

from .base import FindContext
from .cutting import cut, substantive

KIND = ArtifactKind.RUN_LOG
PHASE = 2


class Target(LinesTarget):
    kind: Literal[ArtifactKind.RUN_LOG] = ArtifactKind.RUN_LOG
    category: Category = Category.TASK_HISTORY
    action: Action = Action.DROP_ENTRIES


def delivered(run: dict) -> bool:
    return run.get("delivered") is True or run.get("deliveryStatus") == "delivered"


def parse_line(body: str) -> dict | None:
    v = loads(body)
    return v if isinstance(v, dict) else None


def line_holds(matcher, body: str) -> tuple[bool, dict | None]:
    # the raw line holds every string's text in order (JSON punctuation never ends a sentence), so a raw
    # line without the subject and without escapes cannot hold it in any field: skip decoding it
    if "\\" not in body and not matcher.matches(body):
        return False, None
    run = parse_line(body)
    if run is None:
        return matcher.matches(body), None
    return any(matcher.matches(s) for s in strings(run)), run


def find(ctx: FindContext) -> None:
    removed = _removed_jobs(ctx)
    for rel in walk_files(ctx.home, ctx.home.cron_runs_rel, suffixes=(".jsonl",)):
        ctx.per_file("runs", rel, lambda rel=rel: _find_in(ctx, rel, removed))


def _removed_jobs(ctx: FindContext) -> set[str]:
    """The jobs this plan removes: they were about the subject, so is everything they already did."""
    return {t.job_id for t in ctx.targets if getattr(t, "action", None) is Action.REMOVE_JOB and hasattr(t, "job_id")}


def _find_in(ctx: FindContext, rel: str, removed: set[str]) -> None:
    f = read_text(ctx.home, rel)
    if isinstance(f, Unreadable):
        _unreadable(ctx, rel, f)
        return
    # a removed job's own history goes whole ("Two new lab roles on LinkedIn" of the job-hunt follow-ups)
    whole = rel.removeprefix(ctx.home.cron_runs_rel + "/").removesuffix(".jsonl") in removed
    if not whole and not ctx.matcher.could_match(f.text):
        return  # nothing in this history can hold it: skip the line-by-line work
    edits: list[LineEdit] = []
    sent = 0
    for i, line in enumerate(f.lf_lines(), start=1):  # JSON Lines: records end at "\n" only
        body = line_body(line)
        if not body.strip():
            continue
        if whole:
            run = parse_line(body)
            edits.append(LineEdit(line=i, fingerprint=ctx.fingerprint(line.encode(f.encoding))))
        else:
            hit, run = line_holds(ctx.matcher, body)
            if not hit:
                continue
            edits.append(_edit(ctx, f, i, line, body, run))
        if run is not None and delivered(run):
            sent += 1
    if sent:
        _messages_sent(ctx, sent)
    if edits:
        ctx.targets.append(
            Target(
                key=f"runs:{rel}",
                path=rel,
                file_fingerprint=ctx.fingerprint(f.raw),
                lines=edits,
                count=len(edits),
            )
        )


def _edit(ctx: FindContext, f, number: int, line: str, body: str, run: dict | None) -> LineEdit:
    """The line dropped, or only its summary cut (when nothing else in the run holds the subject)."""
    fp = ctx.fingerprint(line.encode(f.encoding))
    summary = run.get("summary") if run is not None else None
    if not isinstance(summary, str) or body.count(summary) != 1 or len(summary) < 8:
        return LineEdit(line=number, fingerprint=fp)
    if any(ctx.matcher.matches(x) for x in strings({k: v for k, v in run.items() if k != "summary"})):
        return LineEdit(line=number, fingerprint=fp)
    head = summary[: summary.find(":") + 1] if ":" in summary[:40] else ""  # "Morning brief sent:"
    spans = [(max(a, len(head)), b) for a, b in ctx.matcher.spans(summary) if b > len(head)]
    rest = cut(summary[len(head) :], [(a - len(head), b - len(head)) for a, b in spans])
    new = head + (" " if head and rest and not rest.startswith(" ") else "") + rest
    if not spans or not substantive(rest) or ctx.matcher.matches(new):
        return LineEdit(line=number, fingerprint=fp)
    at = body.index(summary)
    new_body = body[:at] + new + body[at + len(summary) :]
    splices = splices_between(body, new_body)
    if not splices:
        return LineEdit(line=number, fingerprint=fp)
    result = ctx.fingerprint((new_body + line[len(body) :]).encode(f.encoding))
    return LineEdit(line=number, fingerprint=fp, splices=splices, result=result)


def _messages_sent(ctx: FindContext, n: int) -> None:
    """One limit for every copy already sent, whichever task sent it."""
    for lim in ctx.limits:
        if lim.reason is LimitReason.MESSAGES_SENT:
            lim.count += n
            return
    ctx.limits.append(Limit(reason=LimitReason.MESSAGES_SENT, category=Category.MESSAGES_SENT, count=n))


def _unreadable(ctx: FindContext, rel: str, problem: Unreadable) -> None:
    if problem in (Unreadable.MISSING, Unreadable.NOT_A_FILE):
        return
    if problem is Unreadable.LINK_OUTSIDE:
        ctx.link_outside(rel, Category.TASK_HISTORY)
        return
    if problem is Unreadable.DENIED:
        ctx.add_limit(LimitReason.UNREADABLE, Category.TASK_HISTORY, rel)
        return
    # too large or not text: look without loading it; it is only a limit when it holds the subject
    if scan(ctx.home, rel, ctx.matcher.matches).stopped:
        ctx.add_limit(LimitReason.CANNOT_EDIT, Category.TASK_HISTORY, rel)


# ------------------------------------------------------------------------------------------ clean


def clean(w: Writer, targets: list[Target]) -> None:
    for target in targets:
        w.attempt(lambda t=target: clean_log(w, t))


def clean_log(w: Writer, target: Target) -> None:
    f = read_text(w.home, target.path)
    if f is Unreadable.MISSING:
        return
    if isinstance(f, Unreadable):
        raise StepFailed(Failure.HISTORY_UNREADABLE)
    approved = {e.fingerprint: e for e in target.lines}
    kept: list[str] = []
    dropped = 0
    for i, line in enumerate(f.lf_lines(), start=1):  # JSON Lines: records end at "\n" only
        raw = line.encode(f.encoding)
        edit = approved.get(w.fingerprint(raw))
        if edit is None:
            kept.append(line)
            continue
        w.provenance("drop_run_entry", f"{target.path}#L{i}", raw, action="rewrite" if edit.rewrite else "remove")
        dropped += 1
        if edit.rewrite:
            body = line_body(line)
            new_line = apply_splices(body, edit.splices) + line[len(body) :]
            if w.fingerprint(new_line.encode(f.encoding)) != edit.result:
                raise FileChanged()  # not the line that was approved: read again
            kept.append(new_line)
    if not dropped:
        return
    w.replace_file(target.path, f.encode("".join(kept)), expect=lambda cur: cur == f.raw, done={Done.RUNS: dropped})
