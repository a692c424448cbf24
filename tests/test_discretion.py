"""Discretion (BRIEF §3, §7): the information being forgotten never reaches a tool result, the server's
log, Lethe's own state or pending.json, and neither do file names that spell it.

A unique marker is planted everywhere the full-home scenario keeps the address (notes, a session-memory
copy named after it, recall, reminders, task history, created items, trash, backups, logs), plus a
created item and an archived copy whose very names are the marker. Plan and confirm run through a real
MCP client, in memory and over stdio (with the server's stderr captured), on both protocol eras.
"""

import json
import os
import sys

import pytest
from mcp import Client, StdioServerParameters
from mcp.client.stdio import stdio_client

from tests.harness import Replay, load, snapshot

pytestmark = pytest.mark.anyio

MARKER = "Zyxquor 4471 Ovid Lane"
SESSION_NOTE = "memory/2026-05-02-ovid-lane.md"
# what may never appear, case-insensitively: the marker, its rare word, and the slug of the session note
NEVER = [MARKER, "Zyxquor", "Ovid Lane", "ovid-lane"]


def marked_scenario() -> dict:
    text = json.dumps(load("full-home"))
    text = text.replace("14 Birch Lane", MARKER).replace("memory/2026-05-03-anna-address.md", SESSION_NOTE)
    sc = json.loads(text)
    sc["files"][f"workspace/canvas/{MARKER}.html"] = f"<html><body><p>{MARKER}</p></body></html>\n"
    sc["files"][f".trash/2026-05-11T09-00-00Z/{MARKER}.md"] = f"- Old note: {MARKER}, Portland.\n"
    sc["needles"] = [MARKER]
    sc["steps"][-1]["expect"] = ["forgotten", "incomplete"]
    # the session note is named after the address: its lines are cleaned, but never cited in pending.json
    named = [c for c in sc["citations"] if c.startswith(SESSION_NOTE)]
    sc["citations"] = [c for c in sc["citations"] if c not in named]
    sc["not_citations"] = sc.get("not_citations", []) + named
    return sc


class CapturedStdio(Replay):
    """`lethe serve` over stdio with its stderr written to a file."""

    def _client(self, on_elicit):
        argv = [sys.executable, "-m", "lethe", "serve", "--home", str(self.home), "--agent", self.agent]
        env = dict(os.environ)
        params = StdioServerParameters(command=argv[0], args=argv[1:], env=env, cwd=str(self.root))
        self.stderr_path = self.root / "server.stderr"
        self.errlog = self.stderr_path.open("w")
        return Client(stdio_client(params, errlog=self.errlog), mode=self.mode)


def leaks(blob: bytes | str, words=NEVER) -> list[str]:
    data = blob.lower() if isinstance(blob, str) else blob.decode("utf-8", "replace").lower()
    return [w for w in words if w.lower() in data]


def check(r: Replay) -> None:
    statuses = [d.get("status") for _, d, _ in r.outputs]
    assert statuses[0] == "planned" and statuses[-1] in ("forgotten", "incomplete"), statuses
    assert r.problems == [], r.problems
    for name, data, text in r.outputs:
        assert leaks(json.dumps(data) + text) == [], name
    after = snapshot(r.home)
    for rel, data in after.items():
        if rel.startswith("lethe/"):
            assert leaks(data) == [], rel
            assert leaks(rel) == [], rel
    pending = after["workspace/memory/forget/pending.json"]
    # pending.json holds exact locators, never the value: not even the name of the removed note named after it
    assert leaks(pending) == []
    assert not any(c.startswith(SESSION_NOTE) for c in json.loads(pending)["citations"])
    assert any(c.startswith("MEMORY.md#L") for c in json.loads(pending)["citations"])  # the others stay exact
    # the plan really did cover the items whose names are the marker, and they are gone
    assert not any(MARKER in rel for rel in after if not rel.startswith("agents/"))


@pytest.mark.parametrize("mode", ["auto", "legacy"])
async def test_nothing_repeats_it_in_memory(tmp_path, mode):
    r = Replay(marked_scenario(), tmp_path, transport="memory", mode=mode)
    await r.run()
    check(r)


@pytest.mark.parametrize("mode", ["auto", "legacy"])
async def test_nothing_repeats_it_over_stdio_including_the_server_log(tmp_path, mode):
    r = CapturedStdio(marked_scenario(), tmp_path, transport="stdio", mode=mode)
    try:
        await r.run()
    finally:
        r.errlog.close()
    check(r)
    log = r.stderr_path.read_text()
    assert "plan p-" in log  # the log was captured
    assert leaks(log) == []


async def test_plans_store_names_sealed_and_the_executor_opens_them(tmp_path):
    r = Replay(marked_scenario(), tmp_path, transport="memory")
    await r.run()
    from lethe.ledger.store import Ledger

    ledger = Ledger(r.home / "lethe")
    (plan_file,) = [p for p in (r.home / "lethe/plans").glob("p-*.json") if not p.name.endswith(".state.json")]
    stored = plan_file.read_text()
    assert "~" in stored and leaks(stored) == []
    plan = ledger.load_plan(plan_file.stem)
    paths = {t.path for t in plan.targets}
    assert f"workspace/{SESSION_NOTE}" in paths
    assert f"workspace/canvas/{MARKER}.html" in paths
