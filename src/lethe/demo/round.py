"""`lethe demo`: a full plan -> approve -> confirm round on a generated sample home.

The demo plays the assistant runtime: it drives the real MCP server through an in-memory MCP client,
records each tool call and result in the conversation as a runtime would, adds the user's "yes", and
then shows the plan, the report, and what changed on disk. The planted information itself is never
printed; the demo counts the places that hold it before and after.
"""

from __future__ import annotations

import json
import shutil
import sqlite3
import tempfile
import time
from pathlib import Path

import anyio
from mcp import Client

from lethe.assistant_home.conversation import find_current_session
from lethe.assistant_home.layout import Home
from lethe.contract.vocabulary import ConfirmStatus, PlanStatus
from lethe.prompts.render import render
from lethe.server.app import build_server
from lethe.server.service import Settings

from .sample import build_sample_home

ANSWER = "Yes, go ahead."  # what the sample user types after the plan


class RuntimeRecorder:
    """Appends turns to the current transcript in the pi session format, the way OpenClaw records them."""

    def __init__(self, home: Home):
        found = find_current_session(home)
        if not found:
            raise RuntimeError("the sample home has no current conversation")
        self.path = found[1]
        self.n = 0

    def _append(self, message: dict) -> None:
        self.n += 1
        stamp = time.strftime("%Y-%m-%dT%H:%M:%S.000Z", time.gmtime())
        entry = {"type": "message", "id": f"demo{self.n:04d}", "parentId": None, "timestamp": stamp, "message": message}
        with self.path.open("a", encoding="utf-8") as f:
            f.write(json.dumps(entry) + "\n")

    def tool_call(self, name: str) -> str:
        call_id = f"call_demo_{self.n + 1}"
        self._append(
            {"role": "assistant", "content": [{"type": "toolCall", "id": call_id, "name": name, "arguments": {}}]}
        )
        return call_id

    def tool_result(self, call_id: str, name: str, text: str) -> None:
        self._append(
            {
                "role": "toolResult",
                "toolCallId": call_id,
                "toolName": name,
                "content": [{"type": "text", "text": text}],
                "isError": False,
            }
        )

    def assistant(self, text: str) -> None:
        self._append({"role": "assistant", "content": [{"type": "text", "text": text}]})

    def user(self, text: str) -> None:
        self._append({"role": "user", "content": text})


def places_holding(root: Path, needles: list[str]) -> list[str]:
    """Home-relative paths (outside conversations and Lethe's state) whose bytes hold a needle."""
    out = []
    lowered = [n.lower().encode() for n in needles]
    for p in sorted(root.rglob("*")):
        rel = p.relative_to(root).as_posix()
        if not p.is_file() or p.is_symlink() or rel.startswith(("lethe/", "agents/")) or rel.endswith(".sqlite"):
            continue
        data = p.read_bytes().lower()
        if any(n in data for n in lowered):
            out.append(rel)
    return out


def index_rows_holding(db: Path, needles: list[str]) -> int:
    if not db.exists():
        return 0
    con = sqlite3.connect(db)
    try:
        return sum(1 for (t,) in con.execute("SELECT text FROM chunks") if any(n.lower() in t.lower() for n in needles))
    finally:
        con.close()


def snapshot(root: Path) -> dict[str, bytes]:
    return {
        p.relative_to(root).as_posix(): p.read_bytes()
        for p in sorted(root.rglob("*"))
        if p.is_file() and not p.is_symlink()
    }


async def _round(home: Home) -> tuple[dict, dict]:
    server = build_server(Settings(home=home, running_wait_s=1.0))
    rec = RuntimeRecorder(home)
    async with Client(server) as client:
        call = rec.tool_call("forget.plan")
        res = await client.call_tool("forget.plan", {})
        plan = res.structured_content or {}
        rec.tool_result(call, "forget.plan", "".join(getattr(c, "text", "") for c in res.content))
        rec.assistant(plan.get("message", ""))
        if plan.get("status") != PlanStatus.PLANNED:
            return plan, {}
        rec.user(ANSWER)
        call = rec.tool_call("forget.confirm")
        res = await client.call_tool("forget.confirm", {})
        report = res.structured_content or {}
        rec.tool_result(call, "forget.confirm", "".join(getattr(c, "text", "") for c in res.content))
        return plan, report


def run_demo(*, keep: bool = False, directory: str | None = None, as_json: bool = False) -> int:
    base = Path(directory) if directory else Path(tempfile.mkdtemp(prefix="lethe-demo-"))
    root = base / "home" if directory else base
    if directory and root.exists():
        print(render("demo.j2", exists=True, home=root))
        return 2
    sample = build_sample_home(root, size="demo")
    home = Home.at(root)
    before_places = places_holding(root, sample.needles)
    before_rows = index_rows_holding(home.index_db, sample.needles)
    before = snapshot(root)
    plan, report = anyio.run(_round, home)
    after = snapshot(root)
    after_places = places_holding(root, sample.needles)
    after_rows = index_rows_holding(home.index_db, sample.needles)
    changed = sorted(
        r for r in before if r in after and before[r] != after[r] and not r.startswith(("lethe/", "agents/"))
    )
    removed = sorted(r for r in before if r not in after)
    records = sorted(p.relative_to(root).as_posix() for p in (root / "lethe").rglob("*") if p.is_file())
    summary = {
        "home": str(root),
        "request": "the user asked the assistant to forget their sister's address",
        "plan": plan,
        "report": report,
        "places_before": len(before_places),
        "places_after": after_places,
        "index_rows_before": before_rows,
        "index_rows_after": after_rows,
        "files_changed": changed,
        "files_removed": removed,
    }
    kept = keep or bool(directory)
    if not kept:
        shutil.rmtree(base, ignore_errors=True)
    if as_json:
        print(json.dumps(summary, indent=2))
    else:
        text = render(
            "demo.j2",
            exists=False,
            home=root,
            request=sample.request,
            plan_message=plan.get("message", ""),
            answer=ANSWER,
            report_message=report.get("message"),
            places_before=len(before_places),
            rows_before=before_rows,
            places_after=after_places,
            rows_after=after_rows,
            changed=changed,
            removed=removed,
            records=records,
            kept_at=root if kept else "",
        )
        print(text)
    return 0 if report.get("status") in (ConfirmStatus.FORGOTTEN, ConfirmStatus.INCOMPLETE) else 1
