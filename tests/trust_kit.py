"""A small bench for the trustworthy-execution tests: a home, its conversation, and the service.

`Bench` builds a home from scenario-style `files` (the address scenario by default), writes the
conversation in the pi session format, and runs `forget.plan` / `forget.confirm` through the same
service the MCP tools use, recording each call and result in the transcript the way a runtime does
(and presenting a plan's message as the assistant's turn).
"""

from __future__ import annotations

import copy
import json
from datetime import timedelta
from pathlib import Path

from lethe.assistant_home.layout import Home
from lethe.kinds.memory_index import build_index
from lethe.ledger.store import Ledger
from lethe.server.schemas import ConfirmResult, PlanResultOut
from lethe.server.service import Lethe, Settings
from lethe.workflow.approval import ReplyState
from tests.harness import Transcript, index_rows, load, memory_rel_paths, snapshot, write_files

ADDRESS = load("address-basic")
REQUEST = "Please forget my sister's address."
NEEDLE = "Birch Lane"


def address_files() -> dict:
    return copy.deepcopy(ADDRESS["files"])


class Bench:
    def __init__(
        self,
        tmp_path: Path,
        files: dict | None = None,
        *,
        history: list[dict] | None = None,
        index: bool = True,
        ttl: timedelta = timedelta(hours=1),
        lock_timeout_s: float = 10.0,
    ):
        self.base = tmp_path
        self.root = tmp_path / "home"
        self.root.mkdir(parents=True)
        write_files(self.root, address_files() if files is None else files)
        self.db = self.root / "memory" / "main.sqlite"
        if index:
            build_index(self.db, self.root / "workspace", memory_rel_paths(self.root / "workspace"))
        self.tr = Transcript(self.root)
        for turn in ADDRESS["history"] if history is None else history:
            getattr(self.tr, turn["role"])(turn["text"])
        self.home = Home.at(self.root)
        self.settings = Settings(home=self.home, running_wait_s=0.2, ttl=ttl, lock_timeout_s=lock_timeout_s)
        self.lethe = Lethe(self.settings)

    @property
    def ledger(self) -> Ledger:
        return self.lethe.ledger

    # ------------------------------------------------------------------ the conversation
    def user(self, text: str) -> None:
        self.tr.user(text)

    def assistant(self, text: str) -> None:
        self.tr.assistant(text)

    def plan(self, *, present: bool = True) -> PlanResultOut:
        call_id = self.tr.tool_call("forget.plan", {})
        res = self.lethe.plan()
        self.tr.tool_result(call_id, "forget.plan", res.model_dump_json(indent=2))
        if present and res.status.value == "planned":
            self.tr.assistant(res.message)
        return res

    def confirm(self, plan_id: str | None = None, *, crash_after=None, elicited: bool | None = None) -> ConfirmResult:
        """Confirm as the tool does; `elicited` simulates the user's direct answer when asked."""
        args = {"plan_id": plan_id} if plan_id else {}
        call_id = self.tr.tool_call("forget.confirm", args)
        try:
            a, conversation = self.lethe.assess(plan_id)
            approved = a.reply is ReplyState.APPROVED or (elicited is True and a.may_ask)
            res = self.lethe.confirm(
                a, conversation, approved=approved, crash_after=crash_after, refused=elicited is False
            )
        except BaseException as e:
            self.tr.tool_result(call_id, "forget.confirm", f"Error executing tool: {type(e).__name__}", True)
            raise
        self.tr.tool_result(call_id, "forget.confirm", res.model_dump_json(indent=2))
        if res.status.value == "revised":
            self.tr.assistant(res.message)
        return res

    # ------------------------------------------------------------------ looking at the home
    def state(self) -> dict:
        """The home as a judge sees it: every file but Lethe's own and the conversation, plus the index rows."""
        files = {
            rel: data
            for rel, data in snapshot(self.root).items()
            if not rel.startswith(("lethe/", "agents/")) and ".sqlite" not in rel
        }
        rows = index_rows(self.db) if self.db.exists() else None
        if rows is not None:
            rows = {"chunks": sorted(rows["chunks"]), "fts": sorted(rows["fts"]), "cache": rows["cache"]}
        return {"files": files, "index": rows}

    def read(self, rel: str) -> str:
        return (self.root / rel).read_text()

    def jobs(self) -> dict:
        return {j["id"]: j for j in json.loads(self.read("cron/jobs.json"))["jobs"]}

    def lethe_files(self) -> dict[str, bytes]:
        return {k: v for k, v in snapshot(self.root).items() if k.startswith("lethe/")}


def approved_bench(tmp_path: Path, files: dict | None = None, **kw) -> tuple[Bench, PlanResultOut]:
    """A bench where the user asked, the plan was shown, and the user said yes."""
    b = Bench(tmp_path, files, **kw)
    b.user(REQUEST)
    plan = b.plan()
    assert plan.status.value == "planned", plan.message
    b.user("Yes, go ahead.")
    return b, plan
