"""Running the understanding eval (tests/eval/FORMAT.md) end to end, and scoring it.

Each case gets a fresh home in a temporary folder (its base home, its own files, a memory index built
from the Markdown memory, the conversation in OpenClaw's session format), then the steps are replayed
through the real MCP server with an in-memory client, exactly as a runtime would: a plan's message is
added to the conversation as the assistant's turn, the user approves, `forget.confirm` runs. The judge
then reads the home and the outputs.
"""

from __future__ import annotations

import contextlib
import json
import logging
import re
import shutil
import sqlite3
import tempfile
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

import anyio
from mcp import Client

from lethe.assistant_home.layout import Home
from lethe.kinds.memory_index import build_index
from tests.harness import Transcript, memory_rel_paths
from tests.harness import write_files as _write_files

EVAL = Path(__file__).parent
APPROVE = "Yes, go ahead."
TIMESTAMP_PREFIX = "[Mon 2026-04-13 10:03 UTC] "
TELEGRAM_META = {
    "conversation_label": "Maya Chen (@mayac) id:812345",
    "sender": "Maya Chen",
    "sender_id": "812345",
    "chat_type": "direct",
}


def write_files(root: Path, files: dict) -> None:
    """The harness's writer, but JSON is written the way the runtime writes it: non-ASCII as it is."""
    plain = {}
    for rel, content in files.items():
        if isinstance(content, dict) and "json" in content:
            p = root / rel
            p.parent.mkdir(parents=True, exist_ok=True)
            p.write_text(json.dumps(content["json"], indent=2, ensure_ascii=False) + "\n")
        else:
            plain[rel] = content
    _write_files(root, plain)


def prefixed(text: str, prefix: str | None) -> str:
    """The text as a chat runtime stores it (see FORMAT.md, "Runtime prefixes")."""
    if prefix == "timestamp":
        return TIMESTAMP_PREFIX + text
    if prefix == "telegram":
        meta = json.dumps(TELEGRAM_META, indent=2)
        return f"Conversation info (untrusted metadata):\n```json\n{meta}\n```\n\n{text}"
    return text


# ------------------------------------------------------------------------------------------ loading


def load_set(folder: Path) -> tuple[list[dict], dict[str, dict]]:
    """The cases of every category file in `folder` (each tagged with its category), and the base homes."""
    cases = []
    for p in sorted(folder.glob("*.json")):
        data = json.loads(p.read_text())
        if "cases" not in data or "category" not in data:
            continue
        for c in data["cases"]:
            cases.append({**c, "category": data["category"]})
    homes = {}
    for homes_dir in (folder / "homes", EVAL / "homes"):
        if homes_dir.is_dir():
            for p in sorted(homes_dir.glob("*.json")):
                homes.setdefault(p.stem, json.loads(p.read_text()))
    return cases, homes


# ------------------------------------------------------------------------------------------ judging


@dataclass
class CaseResult:
    id: str
    category: str
    lang: str
    expected_plan: str
    plan: str | None = None
    final: str | None = None
    expected_final: str | None = None
    gone_total: int = 0
    gone_removed: int = 0
    changes_right: int = 0
    changes_wrong: int = 0
    keep_lost: int = 0
    false_forgotten: bool = False
    superseded: bool = False  # a later request was planned after a confirm (see `_step`)
    leaks: list[str] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)
    messages: list[str] = field(default_factory=list)

    @property
    def outcome_ok(self) -> bool:
        return self.plan == self.expected_plan


def _has(hay: str | bytes, needle: str) -> bool:
    if isinstance(hay, bytes):
        hay = hay.decode("utf-8", "replace")
    return needle.casefold() in hay.casefold()


def _stores(data: str | bytes, value: str) -> bool:
    """A value in Lethe's own records or words, as a word: a number inside a longer one ("6612" in a file's
    modification time 1764599566120…) is not it, nor a name inside a word ("Emory" in "memory")."""
    text = data.decode("utf-8", "replace") if isinstance(data, bytes) else data
    v = value.casefold()
    before = r"(?<!\w)" if v[:1].isalpha() else r"(?<![0-9])"
    after = r"(?!\w)" if v[-1:].isalpha() else r"(?![0-9])"
    return re.search(before + re.escape(v) + after, text.casefold()) is not None


def _said_again(texts: list, value: str, *, stamps: bool = False) -> bool:
    """The value in what Lethe said or stored, as a word (`_stores`), leaving out keyed hashes, ids, plan ids
    ("p-9f350a…"), fingerprints, line locators ("MEMORY.md#L21") and, in records, the times they were made."""
    ids = r"[0-9a-f]{16,}|[A-Za-z0-9_-]{32,}|#L\d+" + ("|" + _STAMP.pattern if stamps else "")
    if len(value) >= 12:  # only a short value turns up inside a random 32-character hash by chance: a long
        ids = r"#L\d+" + ("|" + _STAMP.pattern if stamps else "")  # one (a token, an IBAN) is looked for in them
    plain = [re.sub(ids, "", t.decode("utf-8", "replace") if isinstance(t, bytes) else t) for t in texts]
    return any(_stores(t, value) for t in plain)


def _where_said(texts: list, value: str, *, stamps: bool = False) -> str:
    """Forty characters either side of the first place `_said_again` finds the value in."""
    for t in texts:
        if _said_again([t], value, stamps=stamps):
            text = t.decode("utf-8", "replace") if isinstance(t, bytes) else t
            i = text.casefold().find(value.casefold())
            return text[max(0, i - 40) : i + len(value) + 40] if i >= 0 else text[:80]
    return ""


def _active_files(home: Path) -> dict[str, bytes]:
    """What the assistant uses: the workspace and the scheduler's files (not conversations, Lethe's state,
    backups, logs or the trash)."""
    out = {}
    for top in ("workspace", "cron"):
        base = home / top
        if not base.is_dir():
            continue
        for p in sorted(base.rglob("*")):
            rel = p.relative_to(home).as_posix()
            if p.is_file() and not p.is_symlink() and not rel.endswith("forget/pending.json"):
                out[rel] = p.read_bytes()
    return out


def _index_texts(db: Path) -> list[str]:
    if not db.exists():
        return []
    con = sqlite3.connect(db)
    try:
        return [r[0] for r in con.execute("SELECT text FROM chunks")]
    except sqlite3.Error:
        return []
    finally:
        con.close()


def _lines(data: bytes) -> list[str]:
    return [ln for ln in data.decode("utf-8", "replace").split("\n") if ln.strip()]


def _jobs(data: bytes | None) -> dict[str, dict]:
    if not data:
        return {}
    try:
        return {j["id"]: j for j in json.loads(data).get("jobs", []) if isinstance(j, dict) and "id" in j}
    except (ValueError, AttributeError, KeyError):
        return {}


def _entries(data: bytes | None) -> list[str]:
    """The recall store's entries, each as one JSON text."""
    try:
        entries = json.loads(data or b"{}").get("entries", [])
    except (ValueError, AttributeError):
        return []
    return [json.dumps(e, sort_keys=True, ensure_ascii=False) for e in entries if isinstance(e, dict)]


def _changed(before: dict[str, bytes], after: dict[str, bytes]) -> list[tuple[str, str]]:
    """(path, line or entry text) of every line removed or rewritten, every job removed or changed, and
    every recall entry dropped."""
    out = []
    for rel, data in before.items():
        if rel == "cron/jobs.json":
            a = _jobs(after.get(rel))
            for jid, job in _jobs(data).items():
                if a.get(jid) != job:
                    out.append((rel, json.dumps(job, ensure_ascii=False)))
            continue
        if rel.endswith(".dreams/short-term-recall.json"):
            kept = set(_entries(after.get(rel)))
            out += [(rel, e) for e in _entries(data) if e not in kept]
            continue
        left = defaultdict(int)
        for ln in _lines(after.get(rel, b"")):
            left[ln] += 1
        for ln in _lines(data):
            if left[ln] > 0:
                left[ln] -= 1
            else:
                out.append((rel, ln))
    return out


def _emptied_heading(rel: str, line: str, after: dict[str, bytes]) -> bool:
    """A heading of a day note that nothing is left under: the plan keeps a heading only over something it
    leaves, so it goes with the last of what it headed."""
    if not re.fullmatch(r"workspace/memory/\d{4}-\d{2}-\d{2}\.md", rel) or not line.lstrip().startswith("#"):
        return False
    rest = after.get(rel, b"").decode("utf-8", errors="replace")
    return not any(ln.strip() and not ln.lstrip().startswith("#") for ln in rest.splitlines())


def _of_a_job_gone(rel: str, line: str, jobs: list[str]) -> bool:
    """A line of a job the case expects gone: the job itself in `cron/jobs.json`, or one of its runs."""
    if rel.startswith("cron/runs/"):
        return rel.removeprefix("cron/runs/").removesuffix(".jsonl") in jobs
    if rel != "cron/jobs.json":
        return False
    try:
        return json.loads(line).get("id") in jobs
    except (ValueError, AttributeError):
        return False


def judge(case: dict, home: Path, before: dict[str, bytes], r: CaseResult, outputs: list[str]) -> None:
    exp = case["expect"]
    after = _active_files(home)
    index = _index_texts(home / "memory" / "main.sqlite")
    gone = exp.get("gone", [])
    r.gone_total = len(gone)
    planned_expected = exp["plan"] == "planned"
    confirmed = r.final is not None
    remaining = [g for g in gone if any(_has(d, g) for d in after.values()) or any(_has(t, g) for t in index)]
    if planned_expected and confirmed:
        r.gone_removed = len(gone) - len(remaining)
    for g in remaining:
        r.problems.append(f"still there: {g!r}")
    may = exp.get("may_change", [])
    for rel, line in _changed(before, after):
        if planned_expected and (any(_has(line, g) for g in gone) or any(_has(line, m) for m in may)):
            r.changes_right += 1
        elif planned_expected and _emptied_heading(rel, line, after):
            pass  # a day note's heading over nothing left: it goes with what it headed (issue 10, topic scope)
        elif planned_expected and _of_a_job_gone(rel, line, exp.get("jobs", {}).get("gone", [])):
            r.changes_right += 1  # a reminder the case expects gone, and what it already sent
        else:
            r.changes_wrong += 1
            r.problems.append(f"changed an unrelated line in {rel}: {line[:90]!r}")
    for k in exp.get("keep", []):
        path, text = (k["path"], k["text"]) if isinstance(k, dict) else (None, k)
        places = [after.get(path, b"")] if path else list(after.values())
        if not any(_has(d, text) for d in places):
            r.keep_lost += 1
            r.problems.append(f"lost: {text[:80]!r}")
    jobs_after = _jobs(after.get("cron/jobs.json"))
    for jid in exp.get("jobs", {}).get("gone", []):
        if jid in jobs_after and jobs_after[jid].get("enabled", True):
            r.problems.append(f"job {jid} can still run")
    for jid in exp.get("jobs", {}).get("kept", []):
        if jid not in jobs_after or not jobs_after[jid].get("enabled", True):
            r.problems.append(f"unrelated job {jid} was removed or paused")
    if r.final == "forgotten" and remaining and not r.superseded:
        r.false_forgotten = True
        r.problems.append("said forgotten while it remains")
    if confirmed and r.expected_final and r.final != r.expected_final:
        r.problems.append(f"confirm said {r.final}, expected {r.expected_final}")
    if not r.outcome_ok:
        r.problems.append(f"plan said {r.plan}, expected {r.expected_plan}")
    if exp["plan"] == "needs_clarification" and r.messages:
        question = r.messages[-1]
        for group in exp.get("clarify_names", []):
            group = group if isinstance(group, list) else [group]
            if not any(_has(question, w) for w in group):
                r.problems.append(f"the question names none of {group}")
    # (keyed hashes and ids are long hex strings, fingerprints 43 base64url characters, and records carry the
    # time they were made, "2026-12-02T09:19:35Z": a short number, word or time, "AMH", "19:35", can turn up
    # inside one by chance)
    # (the home's secret key is 32 random bytes, no text: it spells a short number, "58", about once in two
    # thousand homes, and CI once failed on it)
    stored = [
        d
        for rel, d in _snapshot(home).items()
        if (rel.startswith("lethe/") and rel != "lethe/secret.key") or rel.endswith("pending.json")
    ]
    for v in exp.get("values", []):
        if _said_again(outputs, v) or _said_again(stored, v, stamps=True):
            r.leaks.append(v)
            # (where, so a leak is seen for what it is: a rare chance one, "58" in a count or an id, shows its context)
            where = _where_said(outputs, v) or _where_said(stored, v, stamps=True)
            r.problems.append(f"repeated a sensitive value: {v!r} in …{where}…")


_STAMP = re.compile(r"\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:?\d{2})?")


def _snapshot(home: Path) -> dict[str, bytes]:
    return {p.relative_to(home).as_posix(): p.read_bytes() for p in home.rglob("*") if p.is_file()}


# ------------------------------------------------------------------------------------------ running


class _Capture(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.DEBUG)
        self.lines: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        with contextlib.suppress(Exception):  # a log line that cannot be formatted is not evidence
            self.lines.append(record.getMessage())


async def run_case(case: dict, homes: dict[str, dict], workdir: Path) -> CaseResult:
    from lethe.server.app import build_server
    from lethe.server.service import Settings

    exp = case["expect"]
    r = CaseResult(
        case["id"],
        case["category"],
        case.get("lang", "en"),
        exp["plan"],
        expected_final=exp.get("final", "forgotten" if exp["plan"] == "planned" else None),
    )
    home = workdir / case["id"] / "home"
    home.mkdir(parents=True)
    if case.get("base"):
        write_files(home, homes[case["base"]]["files"])
    write_files(home, case.get("files", {}))
    ws = home / "workspace"
    if ws.is_dir():
        build_index(home / "memory" / "main.sqlite", ws, memory_rel_paths(ws))
    prefix = case.get("prefix")
    tr = Transcript(home)
    for turn in case.get("history", []):
        if turn["role"] == "user":
            tr.user(prefixed(turn["text"], prefix))
        else:
            tr.assistant(turn["text"])
    before = _active_files(home)
    steps = case.get("steps") or [{"user": case["request"]}, {"call": "forget.plan", "args": _about(case)}]
    outputs: list[str] = []
    capture = _Capture()
    root = logging.getLogger()
    root.addHandler(capture)
    try:
        server = build_server(Settings(home=Home.at(home), running_wait_s=0.2))
        async with Client(server) as client:
            last_plan = None
            for step in steps:
                last_plan = await _step(client, tr, step, prefix, r, outputs, last_plan)
            # (also a plan that follows an earlier confirm: FORMAT.md, "a `planned` plan and no confirm")
            if last_plan == "planned" and (r.final is None or r.superseded) and not _confirm_after_last_plan(steps):
                tr.user(prefixed(APPROVE, prefix))
                await _step(client, tr, {"call": "forget.confirm"}, prefix, r, outputs, last_plan)
    except Exception as e:  # noqa: BLE001 - a crash is a result to report, not a reason to stop the eval
        r.problems.append(f"crashed: {type(e).__name__}: {e}")
    finally:
        root.removeHandler(capture)
    outputs += capture.lines
    judge(case, home, before, r, outputs)
    return r


def _about(case: dict) -> dict:
    return {"about": case["about"]} if case.get("about") else {}


def _confirm_after_last_plan(steps: list[dict]) -> bool:
    last = max((i for i, s in enumerate(steps) if s.get("call") == "forget.plan"), default=-1)
    return any(s.get("call") == "forget.confirm" for s in steps[last + 1 :])


async def _step(client, tr: Transcript, step: dict, prefix, r: CaseResult, outputs: list[str], last_plan):
    if "user" in step:
        tr.user(prefixed(step["user"], prefix))
        return last_plan
    if "assistant" in step:
        tr.assistant(step["assistant"])
        return last_plan
    name, args = step["call"], step.get("args") or {}
    call_id = tr.tool_call(name, args)
    res = await client.call_tool(name, args)
    text = "".join(getattr(c, "text", "") for c in res.content)
    data = res.structured_content or {}
    tr.tool_result(call_id, name, text or json.dumps(data), bool(res.is_error))
    outputs.append(json.dumps(data) + text)
    status = data.get("status")
    if res.is_error:
        r.problems.append(f"{name} failed: {text[:200]}")
    message = data.get("message") or ""
    if name == "forget.plan":
        # a new request planned after a confirm: that confirm's status was about the earlier request, not about
        # what the case's `gone` lists at the end (judged by the plans and confirms that follow)
        r.superseded = r.superseded or (r.final is not None and step.get("expect") == "planned")
        r.plan = status
        r.messages.append(message)
        last_plan = status
        if status in ("planned", "needs_clarification"):
            tr.assistant(message)
    else:
        r.final = status
        r.superseded = False  # this confirm's status is judged
        if status == "revised":
            tr.assistant(message)
            last_plan = "planned"
    if step.get("expect") and status != step["expect"] and status not in (step["expect"] or []):
        r.problems.append(f"{name} said {status}, expected {step['expect']}")
    return last_plan


async def run_set(cases: list[dict], homes: dict[str, dict]) -> list[CaseResult]:
    work = Path(tempfile.mkdtemp(prefix="lethe-eval-"))
    try:
        return [await run_case(c, homes, work) for c in cases]
    finally:
        shutil.rmtree(work, ignore_errors=True)


def run(folder: Path, only: set[str] | None = None) -> list[CaseResult]:
    cases, homes = load_set(folder)
    if only:
        cases = [c for c in cases if c["id"] in only or c["category"] in only]
    logging.getLogger("lethe").setLevel(logging.DEBUG)
    return anyio.run(run_set, cases, homes)


# ------------------------------------------------------------------------------------------ scoring


@dataclass
class Score:
    cases: int = 0
    outcome_ok: int = 0
    gone_total: int = 0
    gone_removed: int = 0
    right: int = 0
    wrong: int = 0
    false_forgotten: int = 0
    leaks: int = 0
    clean: int = 0  # cases with no problem at all

    def add(self, r: CaseResult) -> None:
        self.cases += 1
        self.outcome_ok += r.outcome_ok
        self.gone_total += r.gone_total
        self.gone_removed += r.gone_removed
        self.right += r.changes_right
        self.wrong += r.changes_wrong + r.keep_lost
        self.false_forgotten += r.false_forgotten
        self.leaks += bool(r.leaks)
        self.clean += not r.problems

    @property
    def recall(self) -> float:
        if self.gone_total:
            return self.gone_removed / self.gone_total
        return self.outcome_ok / self.cases if self.cases else 1.0

    @property
    def precision(self) -> float:
        return self.right / (self.right + self.wrong) if self.right + self.wrong else 1.0


def score(results: list[CaseResult], key=lambda r: r.category) -> dict[str, Score]:
    out: dict[str, Score] = defaultdict(Score)
    for r in results:
        out[key(r)].add(r)
        out["ALL"].add(r)
    return dict(out)


_EVAL_TIMESTAMP = re.compile(r"^\[[A-Za-z]{3} \d{4}-\d{2}-\d{2} \d{2}:\d{2}[^\]]*\] *")
_EVAL_META_BLOCK = re.compile(r"^[^\n]*\(untrusted[^\n]*\):\n```json\n.*?\n```\s*", re.S)


def _strip_eval_prefixes(text: str) -> str:
    """The two prefixes the eval writes (FORMAT.md "Runtime prefixes"), for when the conversation reader's
    stripper is not there: the eval scores the classifier, not the stripper."""
    text = _EVAL_TIMESTAMP.sub("", text)
    while (block := _EVAL_META_BLOCK.match(text)) is not None:
        text = text[block.end() :]
    return _EVAL_TIMESTAMP.sub("", text)


def approvals(path: Path) -> list[tuple[dict, str]]:
    """(case, verdict) for every approval reply: `approve` or `not`."""
    import inspect

    from lethe.workflow.reply import ReplyVerdict, classify_reply

    try:
        from lethe.assistant_home.inbound import strip_inbound_metadata as strip
    except ImportError:
        strip = _strip_eval_prefixes

    takes_items = "plan_items" in inspect.signature(classify_reply).parameters
    out = []
    for c in json.loads(path.read_text())["cases"]:
        kw = {"plan_items": c.get("plan_items", 1)} if takes_items else {}
        if c.get("at") == "prompt" or "cli prompt" in (c.get("why") or "").lower():
            kw["at_prompt"] = True  # a reply typed at the terminal's yes/no prompt
        verdict = classify_reply(strip(c["reply"]), **kw)
        out.append((c, "approve" if verdict is ReplyVerdict.APPROVE else "not"))
    return out
