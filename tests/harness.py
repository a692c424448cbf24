"""Replaying a scenario against Lethe through a real MCP client, and judging the home afterwards.

A scenario (tests/scenarios/*.json) gives the home's files, the earlier conversation, the steps
(user turns, tool calls, mutations) and what must hold afterwards. The same judge runs for the
in-memory server and for `lethe serve` over stdio, on both protocol eras.
"""

from __future__ import annotations

import hashlib
import json
import os
import sqlite3
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

from mcp import Client, StdioServerParameters
from mcp.types import ElicitResult

from lethe.assistant_home.layout import Home
from lethe.kinds.memory_index import build_index

SCENARIOS = Path(__file__).parent / "scenarios"
JARGON = [
    ".md",
    ".json",
    "sqlite",
    "jsonl",
    "chunk",
    "fts",
    "forget.plan",
    "forget.confirm",
    "forget_plan",
    "forget_confirm",
    "canvas/",
    "workspace/",
    "cron",
    "index",
    "pending.json",
    "toolcall",
    "subagent",
]


def load(name: str) -> dict:
    return json.loads((SCENARIOS / f"{name}.json").read_text())


def all_scenarios() -> list[str]:
    return sorted(p.stem for p in SCENARIOS.glob("*.json"))


# ------------------------------------------------------------------------------------------- building homes


def write_files(root: Path, files: dict) -> None:
    for rel, content in files.items():
        p = root / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        if isinstance(content, dict) and "json" in content:
            p.write_text(json.dumps(content["json"], indent=2) + "\n")
        elif isinstance(content, dict) and "jsonl" in content:
            p.write_text("".join(json.dumps(x) + "\n" for x in content["jsonl"]))
        elif isinstance(content, dict) and "latin1" in content:
            p.write_bytes(content["latin1"].encode("latin-1"))
        elif isinstance(content, dict) and "bytes_hex" in content:
            p.write_bytes(bytes.fromhex(content["bytes_hex"]))
        elif isinstance(content, dict) and "symlink" in content:
            target = content["symlink"]
            p.symlink_to(Path(target) if target.startswith("/") else (root / target).resolve())
        else:
            p.write_text(content)


def memory_rel_paths(ws: Path) -> list[str]:
    out = ["MEMORY.md"] if (ws / "MEMORY.md").is_file() else []
    if (ws / "memory").is_dir():
        out += [
            p.relative_to(ws).as_posix()
            for p in sorted((ws / "memory").rglob("*.md"))
            if ".dreams" not in p.parts and not p.is_symlink()
        ]
    return out


def build_home_index(home: Path, agent: str = "main", db: Path | None = None) -> Path:
    """Build the memory search index of a home's notes (at `memory/<agent>.sqlite`, or at `db`)."""
    db = db or home / "memory" / f"{agent}.sqlite"
    build_index(db, home / "workspace", memory_rel_paths(home / "workspace"))
    return db


OLD_SESSION = "0ld00000-0000-4000-8000-000000000000"


class Transcript:
    """Writes a conversation in the pi session format, as an OpenClaw runtime does.

    `store=False` leaves sessions.json alone (for tests that write their own)."""

    def __init__(
        self, home: Path, agent: str = "main", sid: str = "5e55a0b1-0000-4000-8000-00000000c0de", store: bool = True
    ):
        self.dir = home / "agents" / agent / "sessions"
        self.dir.mkdir(parents=True, exist_ok=True)
        self.sid = sid
        self.path = self.dir / f"{sid}.jsonl"
        self.last: str | None = None
        self.n = 0
        self.clock = int(time.time() * 1000)
        self._write({"type": "session", "version": 3, "id": sid, "timestamp": self._ts(), "cwd": str(home)})
        if store:
            entries = {
                f"agent:{agent}:main": {"sessionId": sid, "updatedAt": self.clock, "chatType": "direct"},
                f"agent:{agent}:old": {"sessionId": OLD_SESSION, "updatedAt": self.clock - 86_400_000},
            }
            (self.dir / "sessions.json").write_text(json.dumps(entries, indent=2))

    def _ts(self) -> str:
        self.clock = max(self.clock + 1, int(time.time() * 1000))
        return time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(self.clock / 1000)) + f".{self.clock % 1000:03d}Z"

    def _write(self, obj: dict) -> None:
        with self.path.open("a") as f:
            f.write(json.dumps(obj) + "\n")

    def message(self, message: dict) -> str:
        self.n += 1
        eid = f"{self.n:08x}"
        message.setdefault("timestamp", self.clock)
        self._write({"type": "message", "id": eid, "parentId": self.last, "timestamp": self._ts(), "message": message})
        self.last = eid
        return eid

    def user(self, text: str, blocks: bool = False) -> None:
        self.message({"role": "user", "content": [{"type": "text", "text": text}] if blocks else text})

    def assistant(self, text: str) -> None:
        self.message({"role": "assistant", "content": [{"type": "text", "text": text}], "stopReason": "stop"})

    def tool_call(self, name: str, args: dict) -> str:
        call_id = f"call_{self.n + 1:04d}"
        block = {"type": "toolCall", "id": call_id, "name": name, "arguments": args}
        self.message({"role": "assistant", "content": [block], "stopReason": "toolUse"})
        return call_id

    def tool_result(self, call_id: str, name: str, text: str, is_error: bool = False) -> None:
        self.message(
            {
                "role": "toolResult",
                "toolCallId": call_id,
                "toolName": name,
                "content": [{"type": "text", "text": text}],
                "isError": is_error,
            }
        )

    def raw(self, line: str | bytes) -> None:
        data = line if isinstance(line, bytes) else line.encode()
        with self.path.open("ab") as f:
            f.write(data + b"\n")


def snapshot(root: Path) -> dict[str, bytes]:
    out = {}
    for p in sorted(root.rglob("*")):
        rel = p.relative_to(root).as_posix()
        if p.is_symlink():
            out[rel] = b"->" + os.readlink(p).encode()
        elif p.is_file():
            out[rel] = p.read_bytes()
    return out


def index_rows(db: Path) -> dict:
    con = sqlite3.connect(db)
    try:
        return {
            "chunks": con.execute("SELECT id, path, start_line, end_line, hash, text FROM chunks").fetchall(),
            "fts": [r[0] for r in con.execute("SELECT text FROM chunks_fts")],
            "cache": {r[0] for r in con.execute("SELECT hash FROM embedding_cache")},
        }
    finally:
        con.close()


def has(hay: bytes | str, needle: str) -> bool:
    if isinstance(hay, bytes):
        return needle.lower().encode() in hay.lower()
    return needle.lower() in hay.lower()


# ------------------------------------------------------------------------------------------- replay


@dataclass
class Replay:
    scenario: dict
    root: Path
    transport: str = "memory"  # memory | stdio
    mode: str = "auto"
    outputs: list[tuple[str, dict, str]] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)
    elicited: list[str] = field(default_factory=list)

    @property
    def home(self) -> Path:
        return self.root / "home"

    @property
    def agent(self) -> str:
        return self.scenario.get("agent", "main")

    def prepare(self) -> None:
        self.home.mkdir(parents=True)
        write_files(self.root, self.scenario.get("outside", {}))
        write_files(self.home, self.scenario["files"])
        ws = self.home / "workspace"
        self.db = self.home / "memory" / f"{self.agent}.sqlite"
        if not self.scenario.get("no_index"):
            build_index(self.db, ws, memory_rel_paths(ws))
        self.before_index = index_rows(self.db) if self.db.exists() else None
        self.tr = Transcript(self.home, self.agent)
        for turn in self.scenario.get("history", []):
            getattr(self.tr, turn["role"])(turn["text"]) if turn["role"] != "raw" else self.tr.raw(turn["text"])
        self.initial = snapshot(self.home)
        self.outside_initial = {k: v for k, v in snapshot(self.root).items() if not k.startswith("home/")}

    def _client(self, on_elicit):
        kwargs = (
            {"elicitation_callback": on_elicit}
            if self.scenario.get("elicit") in ("accept", "decline", "cancel")
            else {}
        )
        if self.transport == "stdio":
            argv = [sys.executable, "-m", "lethe", "serve", "--home", str(self.home), "--agent", self.agent]
            env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[1])}
            params = StdioServerParameters(command=argv[0], args=argv[1:], env=env, cwd=str(self.root))
            return Client(params, mode=self.mode, **kwargs)
        from lethe.server.app import build_server
        from lethe.server.service import Settings

        server = build_server(Settings(home=Home.at(self.home, self.agent), running_wait_s=0.5))
        return Client(server, mode=self.mode, **kwargs)

    async def run(self) -> list[str]:
        self.prepare()
        answer = {"value": self.scenario.get("elicit", "none")}

        async def on_elicit(context, params):
            self.elicited.append(params.message)
            if answer["value"] == "accept":
                return ElicitResult(action="accept", content={"approve": True})
            return ElicitResult(action=answer["value"] if answer["value"] in ("decline", "cancel") else "decline")

        async with self._client(on_elicit) as client:
            tools = {t.name for t in (await client.list_tools()).tools}
            assert {"forget.plan", "forget.confirm"} <= tools, tools
            for step in self.scenario["steps"]:
                await self._step(client, step)
        self.judge()
        return self.problems

    async def _step(self, client, step: dict) -> None:
        if "user" in step:
            self.tr.user(step["user"], blocks=step.get("blocks", False))
        elif "assistant" in step:
            self.tr.assistant(step["assistant"])
        elif "raw" in step:
            self.tr.raw(step["raw"])
        elif "mutate" in step:
            for rel, text in step["mutate"].get("append", {}).items():
                with (self.home / rel).open("a") as f:
                    f.write(text)
            write_files(self.home, step["mutate"].get("write", {}))
        elif "call" in step:
            name, args = step["call"], step.get("args", {})
            call_id = self.tr.tool_call(name, args)
            res = await client.call_tool(name, args)
            text = "".join(getattr(c, "text", "") for c in res.content)
            data = res.structured_content or {}
            self.tr.tool_result(call_id, name, text or json.dumps(data), bool(res.is_error))
            self.outputs.append((name, data, text))
            status = data.get("status")
            if step.get("expect") and status not in step["expect"]:
                self.problems.append(f"{name} returned {status!r}, expected {step['expect']}: {text[:300]}")
            if res.is_error:
                self.problems.append(f"{name} returned an error: {text[:300]}")
            msg = data.get("message", "")
            if (name, status) in (("forget.plan", "planned"), ("forget.confirm", "revised")):
                if not data.get("plan_id") or "?" not in msg:
                    self.problems.append("a plan without plan_id or question")
                if step.get("present", True):
                    self.tr.assistant(msg)
            for alts in step.get("message_mentions", []):
                alts = alts if isinstance(alts, list) else [alts]
                if not any(a.lower() in msg.lower() for a in alts):
                    self.problems.append(f"{name} message mentions none of {alts}")
        else:
            raise AssertionError(f"unknown step {step}")

    # --------------------------------------------------------------------------------------- judging
    def judge(self) -> None:
        sc, home = self.scenario, self.home
        after = snapshot(home)
        needles = sc.get("needles", []) + sc.get("also_forget", [])
        locked = [k["text"] for k in sc.get("locked", [])]
        outside_after = {k: v for k, v in snapshot(self.root).items() if not k.startswith("home/")}
        for k, v in self.outside_initial.items():
            if outside_after.get(k) != v:
                self.problems.append(f"a file outside the home changed: {k}")

        def excluded(rel: str) -> bool:
            return rel.startswith(("lethe/", f"agents/{self.agent}/sessions/")) or rel.endswith(
                (".sqlite", ".sqlite-wal", ".sqlite-shm", ".sqlite-journal")
            )

        if sc.get("mutation") == "none":
            for rel, data in self.initial.items():
                if not excluded(rel) and after.get(rel) != data:
                    self.problems.append(f"no mutation allowed, but {rel} changed")
            new = [r for r in after if r not in self.initial and not excluded(r)]
            if new:
                self.problems.append(f"no mutation allowed, but new files: {new[:5]}")
            if self.before_index and index_rows(self.db)["chunks"] != self.before_index["chunks"]:
                self.problems.append("no mutation allowed, but the index changed")
        elif sc.get("needles"):
            allowed = tuple(sc.get("allowed_remains", [])) + (f"agents/{self.agent}/sessions/", "lethe/")
            for rel, data in after.items():
                if rel.startswith(allowed) or excluded(rel):
                    continue
                blob = data
                for t in locked:
                    blob = blob.replace(t.encode(), b"")
                for n in sc["needles"]:
                    if has(blob, n):
                        self.problems.append(f"{n!r} still in {rel}")
            if self.before_index and self.db.exists() and not sc.get("index_may_keep"):
                rows = index_rows(self.db)

                def unlocked(t: str) -> str:
                    for x in locked:
                        t = t.replace(x, "")
                    return t

                for n in sc["needles"]:
                    if any(has(unlocked(r[5]), n) for r in rows["chunks"]) or any(
                        has(unlocked(t), n) for t in rows["fts"]
                    ):
                        self.problems.append(f"{n!r} still in the index")
                gone = {r[4] for r in self.before_index["chunks"] if any(has(unlocked(r[5]), n) for n in sc["needles"])}
                if gone & rows["cache"]:
                    self.problems.append("cached embeddings of forgotten text remain")
                text = "\n".join(r[5] for r in rows["chunks"])
                ws = home / "workspace"
                for rel in memory_rel_paths(ws):
                    for line in (ws / rel).read_text(errors="replace").split("\n"):
                        if line.strip() and "\ufffd" not in line and line.strip() not in text:
                            self.problems.append(f"index not refreshed: a kept line of {rel} is not searchable")
                            break
        for k in sc.get("keep", []) + sc.get("locked", []):
            want = k["text"].encode("latin-1" if k.get("latin1") else "utf-8")
            if want not in after.get(k["path"], b""):
                self.problems.append(f"unrelated content lost from {k['path']}: {k['text'][:60]!r}")
        if sc.get("mutation") != "none":
            may = tuple(sc.get("may_change", []))
            for rel, data in self.initial.items():
                if excluded(rel) or rel.startswith(may) or any(has(data, n) for n in needles):
                    continue
                if after.get(rel) != data:
                    self.problems.append(f"{rel} held none of the information but changed")
        self._judge_jobs(after)
        self._judge_pending(locked)
        said = [json.dumps(d) + t for _, d, t in self.outputs]
        for n in needles:
            if any(has(s, n) for s in said):
                self.problems.append(f"a tool result repeats {n!r}")
            for rel, data in after.items():
                if rel.startswith("lethe/") and has(data, n):
                    self.problems.append(f"Lethe's state {rel} repeats {n!r}")
        for _, d, _ in self.outputs:
            bad = [w for w in JARGON if w in (d.get("message") or "").lower()]
            if bad:
                self.problems.append(f"a message speaks machinery: {bad}")
        if sc.get("elicit_expected") is not None and bool(self.elicited) != sc["elicit_expected"]:
            self.problems.append(f"elicitation expected={sc['elicit_expected']} asked={bool(self.elicited)}")

    def _judge_jobs(self, after: dict) -> None:
        jobs = {}
        if "cron/jobs.json" in after:
            try:
                jobs = {j["id"]: j for j in json.loads(after["cron/jobs.json"]).get("jobs", [])}
            except ValueError:
                self.problems.append("cron/jobs.json is no longer valid JSON")
        spec = self.scenario.get("jobs", {})
        for jid in spec.get("gone_or_paused", []):
            if jid in jobs and jobs[jid].get("enabled", True):
                self.problems.append(f"job {jid} can still run")
        for jid in spec.get("gone", []):
            if jid in jobs:
                self.problems.append(f"job {jid} still exists")
        for jid in spec.get("paused", []):
            if jid not in jobs or jobs[jid].get("enabled", True):
                self.problems.append(f"job {jid} is not paused")
        for jid in spec.get("kept_enabled", []):
            if jid not in jobs or not jobs[jid].get("enabled", True):
                self.problems.append(f"unrelated job {jid} was removed or paused")

    def _judge_pending(self, locked: list[str]) -> None:
        sc = self.scenario
        pj = self.home / "workspace/memory/forget/pending.json"
        if sc.get("mutation") == "none":
            if pj.exists() and "workspace/memory/forget/pending.json" not in self.initial:
                self.problems.append("pending.json written although nothing was to change")
            return
        if "citations" not in sc:
            return
        if not pj.exists():
            self.problems.append("pending.json was not written")
            return
        pend = json.loads(pj.read_text())
        cites, claims = set(pend.get("citations", [])), set(pend.get("claims", []))
        if set(sc["citations"]) - cites:
            self.problems.append(f"pending.json misses citations {sorted(set(sc['citations']) - cites)}")
        if cites & set(sc.get("not_citations", [])):
            self.problems.append(f"pending.json cites unrelated lines {sorted(cites & set(sc['not_citations']))}")
        if self.before_index:

            def unlocked(t: str) -> str:
                for x in locked:
                    t = t.replace(x, "")
                return t

            want = {r[0] for r in self.before_index["chunks"] if any(has(unlocked(r[5]), n) for n in sc["needles"])}
            if want - claims:
                self.problems.append(f"pending.json misses {len(want - claims)} claim ids")
            if claims - {r[0] for r in self.before_index["chunks"]}:
                self.problems.append("pending.json names claim ids the index never had")


def sha(b: bytes) -> str:
    return hashlib.sha256(b).hexdigest()
