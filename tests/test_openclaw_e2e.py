"""End to end inside a home laid out exactly as OpenClaw 2026.4.12 leaves it (classic layout).

The conversation is written as OpenClaw's runtime writes it — prefixed user text (web chat envelopes, chat-app
metadata blocks naming the sender), tool calls under registered names (`lethe__forget-plan`), tool results with
`details.mcpTool` — and the memory index is the one OpenClaw builds (its DDL, meta row, chunker, model,
embeddings, `chunks_vec`). Lethe is driven through a real MCP client, in memory and over stdio, on both protocol
eras, and through the CLI. Afterwards OpenClaw's own search (keyword over FTS filtered by its model, vectors
joined to chunks of its model) and its own incremental sync are run on the index to check that what should
be found still is, and what was forgotten is not.
"""

from __future__ import annotations

import copy
import json
import os
import sys
from pathlib import Path

import pytest
from mcp import Client, StdioServerParameters
from mcp.types import ElicitResult

from lethe.assistant_home.layout import Home
from lethe.server.app import build_server
from lethe.server.service import Settings
from tests import openclaw_kit as oc
from tests.harness import load, snapshot, write_files

pytestmark = pytest.mark.anyio

SCENARIO = load("address-basic")
NEEDLE = "Birch Lane"
ABOUT = "my sister's address"
KEEP = SCENARIO["keep"]


# ------------------------------------------------------------------------------------------- building


def make_home(
    tmp_path: Path,
    *,
    provider: oc.Provider | None = oc.DEFAULT_PROVIDER,
    vectors: bool = True,
    files: dict | None = None,
    transcript: bool = True,
    server: str = "lethe",
    sender: str = "Maya Chen",
) -> tuple[Path, oc.OpenClawTranscript | None]:
    home = tmp_path / "home"
    home.mkdir()
    write_files(home, copy.deepcopy(SCENARIO["files"]) if files is None else files)
    oc.build_index(home, provider=provider, vectors=vectors and provider is not None)
    if not transcript:
        return home, None
    t = oc.OpenClawTranscript(home, server=server)
    t.user(oc.chat_app("Anna just moved. Her new address is 14 Birch Lane, Portland, OR 97205.", sender=sender))
    t.assistant("Got it. I saved Anna's new address.")
    t.user(oc.web_chat("Thanks! Also remind me to ship her gift before Dec 5."))
    t.assistant("Done, I set a reminder for Dec 1.")
    return home, t


def client(home: Path, transport: str, mode: str, *, elicit=None, extra_args=(), env=None) -> Client:
    kwargs = {"elicitation_callback": elicit} if elicit else {}
    if transport == "stdio":
        argv = [sys.executable, "-m", "lethe", "serve", "--home", str(home), *extra_args]
        env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[1]), **(env or {})}
        params = StdioServerParameters(command=argv[0], args=argv[1:], env=env, cwd=str(home.parent))
        return Client(params, mode=mode, **kwargs)
    settings = Settings(home=Home.at(home), running_wait_s=0.2, read_transcripts="--no-transcripts" not in extra_args)
    return Client(build_server(settings), mode=mode, **kwargs)


def workspace_text(home: Path) -> str:
    return "\n".join(p.read_text(errors="replace") for p in sorted((home / "workspace").rglob("*.md")))


def assert_kept(home: Path) -> None:
    for k in KEEP:
        assert k["text"] in (home / k["path"]).read_text(), k


def assert_index_clean(db: Path, vectors: bool = True) -> None:
    rows = oc.all_index_text(db, vectors)
    assert not any(NEEDLE in r[4] for r in rows["chunks"] if r[2] == "memory")
    assert not any(NEEDLE in r[4] for r in rows["fts"] if r[2] == "memory")  # every model's rows
    if vectors:
        assert set(rows["vec"]) <= {r[0] for r in rows["chunks"]}  # no orphan vectors


TRANSPORTS = [("memory", "auto"), ("memory", "legacy"), ("stdio", "auto"), ("stdio", "legacy")]


# ------------------------------------------------------------------------------------------- the main flow


@pytest.mark.parametrize(("transport", "mode"), TRANSPORTS)
async def test_a_chat_app_request_is_forgotten_and_openclaw_still_finds_the_rest(tmp_path, transport, mode):
    home, t = make_home(tmp_path)
    db = home / "memory" / "main.sqlite"
    before = oc.all_index_text(db)
    assert oc.keyword_search(db, "Birch Lane")  # OpenClaw finds it before
    async with client(home, transport, mode) as c:
        names = {tool.name for tool in (await c.list_tools()).tools}
        assert {"forget.plan", "forget_plan", "forget.confirm", "forget_confirm"} <= names
        s = oc.Session(t, c)
        t.user(oc.chat_app("Please forget my sister's address.", sender="Maya Chen"))
        plan = await s.call("forget.plan")
        assert plan["status"] == "planned", plan
        assert "Maya" not in plan["message"] and NEEDLE not in json.dumps(plan)
        t.user(oc.chat_app("Yes, go ahead.", sender="Maya Chen"))
        done = await s.call("forget.confirm")
    assert done["status"] == "forgotten", done["message"]
    assert [r["status"] for r in s.results] == ["planned", "forgotten"]
    lines = t.path.read_text()
    assert '"name": "lethe__forget-plan"' in lines and '"mcpTool": "forget.confirm"' in lines

    # the sender's name (metadata) was never the subject: the user's name stays, the address is gone
    assert "Maya Chen" in (home / "workspace/USER.md").read_text()
    assert NEEDLE not in workspace_text(home) and NEEDLE not in (home / "cron/jobs.json").read_text()
    assert_kept(home)

    # OpenClaw's own search, right after the forget: its model-filtered keyword search finds the other
    # lines of the touched notes, and nothing of the address under any model
    assert_index_clean(db)
    hits = oc.keyword_search(db, "penicillin")
    assert {h["path"] for h in hits} == {"MEMORY.md"}
    assert oc.keyword_search(db, "Overstory")[0]["path"] == "memory/2026-03-02.md"
    assert not oc.keyword_search(db, "Birch") and not oc.keyword_search(db, "Birch", provider=None)
    rows = oc.all_index_text(db)
    assert {r[3] for r in rows["chunks"]} == {oc.DEFAULT_PROVIDER.model}  # no 'fts-only' rows in a provider index
    gone = {r[0] for r in before["chunks"] if NEEDLE in r[4]}
    assert gone and not gone & set(rows["vec"])
    assert not {oc.sha256_hex(r[4]) for r in before["chunks"] if NEEDLE in r[4]} & {r[0] for r in rows["cache"]}
    pending = json.loads((home / "workspace/memory/forget/pending.json").read_text())
    assert gone <= set(pending["claims"])

    # OpenClaw's incremental sync re-chunks and re-embeds exactly the touched notes (their hash was cleared),
    # replacing Lethe's rows; then its vector search finds the unrelated line too
    touched = oc.sync_memory(home)
    assert set(touched) == {"MEMORY.md", "memory/2026-03-02.md"}
    assert_index_clean(db)
    assert oc.vector_search(db, "allergic to penicillin rash")[0]["path"] == "MEMORY.md"
    assert {h["path"] for h in oc.keyword_search(db, "penicillin")} == {"MEMORY.md"}
    assert oc.sync_memory(home) == []  # settled


async def test_an_fts_only_index_is_left_exactly_as_openclaw_would_write_it(tmp_path):
    home, t = make_home(tmp_path, provider=None, vectors=False)
    db = home / "memory" / "main.sqlite"
    async with client(home, "memory", "auto") as c:
        s = oc.Session(t, c)
        t.user(oc.web_chat("Please forget my sister's address."))
        assert (await s.call("forget.plan"))["status"] == "planned"
        t.user(oc.web_chat("yes"))
        assert (await s.call("forget.confirm"))["status"] == "forgotten"
    ours = oc.all_index_text(db, vectors=False)
    assert oc.sync_memory(home, provider=None, vectors=False) == []  # nothing for OpenClaw to redo
    # a fresh OpenClaw index of the cleaned notes has the very same rows
    fresh_home = tmp_path / "fresh"
    (fresh_home / "workspace").mkdir(parents=True)
    for p in (home / "workspace").rglob("*.md"):
        dest = fresh_home / "workspace" / p.relative_to(home / "workspace")
        dest.parent.mkdir(parents=True, exist_ok=True)
        dest.write_bytes(p.read_bytes())
    theirs = oc.all_index_text(oc.build_index(fresh_home, provider=None, vectors=False), vectors=False)
    indexed = set(oc.memory_files(home / "workspace"))
    assert sorted(r for r in ours["chunks"] if r[1] in indexed) == sorted(theirs["chunks"])
    assert sorted(r for r in ours["fts"] if r[1] in indexed) == sorted(theirs["fts"])
    assert {(r[0], r[2]) for r in ours["files"]} == {(r[0], r[2]) for r in theirs["files"]}
    assert oc.keyword_search(db, "penicillin", provider=None)


async def test_vectors_that_cannot_be_opened_are_never_forgotten(tmp_path):
    home, t = make_home(tmp_path)
    async with client(home, "stdio", "auto", env={"LETHE_SQLITE": "stdlib"}) as c:  # no extension loading
        s = oc.Session(t, c)
        t.user(oc.web_chat("Please forget my sister's address."))
        plan = await s.call("forget.plan")
        assert "vectors_unreadable" in {lim["reason"] for lim in plan["limits"]}
        t.user(oc.web_chat("Yes, go ahead."))
        done = await s.call("forget.confirm")
    assert done["status"] == "incomplete", done["message"]
    assert "vectors_unreadable" in {lim["reason"] for lim in done["limits"]}
    assert "can't be opened" in done["message"]
    assert NEEDLE not in workspace_text(home)


async def test_indexed_conversations_are_a_remaining_risk(tmp_path):
    home, t = make_home(tmp_path, sender="Maya Chen")
    (home / "openclaw.json").write_text(
        "{\n  // conversation search\n  agents: {defaults: {memorySearch: {sources: ['memory', 'sessions'],"
        " experimental: {sessionMemory: true},},},},\n}\n"
    )
    oc.index_sessions(home)
    db = home / "memory" / "main.sqlite"
    assert any(h["source"] == "sessions" for h in oc.keyword_search(db, "Birch", sources=("sessions",)))
    async with client(home, "memory", "auto") as c:
        s = oc.Session(t, c)
        t.user(oc.web_chat("Please forget my sister's address."))
        plan = await s.call("forget.plan")
        assert "transcripts_indexed" in {lim["reason"] for lim in plan["limits"]}
        assert "past conversations" in plan["message"]
        t.user(oc.web_chat("Yes, go ahead."))
        done = await s.call("forget.confirm")
    assert done["status"] == "incomplete", done["message"]
    assert "past conversations" in done["message"] and not done["message"].startswith("Done")
    assert not oc.keyword_search(db, "Birch", sources=("memory", "sessions"))  # the indexed copies retracted
    assert NEEDLE not in workspace_text(home)


# ------------------------------------------------------------------------------------------- other clients


@pytest.mark.parametrize(("transport", "mode"), [("memory", "auto"), ("stdio", "legacy")])
async def test_a_client_that_keeps_the_conversation_and_cannot_ask(tmp_path, transport, mode):
    home, _ = make_home(tmp_path, transcript=False)
    before = snapshot(home)
    async with client(home, transport, mode) as c:
        first = (await c.call_tool("forget_plan", {})).structured_content
        assert first["status"] == "needs_clarification" and "few words" in first["message"]
        plan = (await c.call_tool("forget_plan", {"about": ABOUT})).structured_content
        assert plan["status"] == "planned", plan
        no_about = (await c.call_tool("forget_confirm", {})).structured_content
        assert no_about["status"] == "no_plan" and "few words" in no_about["message"]
        res = await c.call_tool("forget_confirm", {"about": ABOUT})
        assert not res.is_error
        out = res.structured_content
    assert out["status"] == "not_confirmed"
    assert "lethe confirm" in out["message"] and "can't see our conversation" in out["message"]
    after = snapshot(home)
    assert {k: v for k, v in after.items() if not k.startswith("lethe/")} == {
        k: v for k, v in before.items() if not k.startswith("lethe/")
    }
    # what the message says works: the person approves at the terminal with the same words
    from lethe.server.cli import main

    assert main(["confirm", "--home", str(home), "--about", ABOUT, "--yes", "--json"]) == 0
    assert NEEDLE not in workspace_text(home)


@pytest.mark.parametrize("mode", ["auto", "legacy"])
async def test_a_client_that_keeps_the_conversation_and_asks_the_person(tmp_path, mode):
    home, t = make_home(tmp_path)  # an OpenClaw home, used from another app: its transcripts are not this chat
    asked: list[str] = []

    async def on_elicit(context, params):
        asked.append(params.message)
        return ElicitResult(action="accept", content={"approve": True})

    async with client(home, "memory", mode, elicit=on_elicit, extra_args=("--no-transcripts",)) as c:
        plan = (await c.call_tool("forget_plan", {"about": ABOUT})).structured_content
        assert plan["status"] == "planned"
        done = (await c.call_tool("forget_confirm", {"about": ABOUT})).structured_content
    assert done["status"] == "forgotten", done["message"]
    assert asked == [plan["message"]]
    assert NEEDLE not in workspace_text(home)
    assert_kept(home)


async def test_about_given_in_openclaw_is_read_back_from_the_plan_call(tmp_path):
    home, t = make_home(tmp_path)
    async with client(home, "memory", "auto") as c:
        s = oc.Session(t, c)
        t.user(oc.web_chat("Can you forget something for me?"))
        plan = await s.call("forget.plan", {"about": ABOUT})
        assert plan["status"] == "planned", plan
        t.user(oc.web_chat("yes"))
        done = await s.call("forget.confirm")  # no `about`: the plan call's own is used
    assert done["status"] == "forgotten", done["message"]
    assert NEEDLE not in workspace_text(home)


def test_the_terminal_reads_an_openclaw_conversation(tmp_path, capsys):
    from lethe.server.cli import main

    home, t = make_home(tmp_path)
    t.user(oc.chat_app("Please forget my sister's address.", sender="Maya Chen"))
    assert main(["plan", "--home", str(home), "--json"]) == 0
    plan = json.loads(capsys.readouterr().out)
    assert plan["status"] == "planned" and "Maya" not in plan["message"]
    assert main(["confirm", "--home", str(home), "--yes", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["status"] == "forgotten"
    assert NEEDLE not in workspace_text(home) and "Maya Chen" in (home / "workspace/USER.md").read_text()
    assert oc.keyword_search(home / "memory/main.sqlite", "penicillin")


# ------------------------------------------------------------------------------------------- smaller formats

JSON5_JOBS = """{
  version: 1,
  jobs: [
    {
      jobId: 'rem-anna-gift',
      name: "Ship Anna's gift",
      schedule: {atMs: 1796144400000},
      payload: {kind: 'systemEvent', text: "Reminder: ship Anna's gift to 14 Birch Lane before Dec 5."},
    },
    {id: 'digest', name: 'Weekly digest', schedule: '0 8 * * 1', message: 'Summarize last week.',},
  ],
}
"""


async def test_json5_jobs_and_legacy_shapes(tmp_path):
    files = copy.deepcopy(SCENARIO["files"])
    files["cron/jobs.json"] = JSON5_JOBS
    home, t = make_home(tmp_path, files=files)
    async with client(home, "memory", "auto") as c:
        s = oc.Session(t, c)
        t.user(oc.web_chat("Please forget my sister's address."))
        plan = await s.call("forget.plan")
        assert {"category": "reminders", "action": "delete", "count": 1} in plan["categories"]
        t.user(oc.web_chat("Yes, go ahead."))
        done = await s.call("forget.confirm")
    assert done["status"] == "forgotten", done["message"]
    jobs = json.loads((home / "cron/jobs.json").read_text())  # plain JSON now, as OpenClaw writes it
    assert jobs["jobs"] == [
        {"id": "digest", "name": "Weekly digest", "schedule": "0 8 * * 1", "message": "Summarize last week."}
    ]


async def test_jobs_with_comments_are_never_rewritten(tmp_path):
    files = copy.deepcopy(SCENARIO["files"])
    files["cron/jobs.json"] = "// managed by hand\n" + JSON5_JOBS
    home, t = make_home(tmp_path, files=files)
    async with client(home, "memory", "auto") as c:
        s = oc.Session(t, c)
        t.user(oc.web_chat("Please forget my sister's address."))
        plan = await s.call("forget.plan")
        assert {"reason": "cannot_edit", "category": "reminders"}.items() <= next(
            lim for lim in plan["limits"] if lim["reason"] == "cannot_edit"
        ).items()
        t.user(oc.web_chat("Yes, go ahead."))
        done = await s.call("forget.confirm")
    assert done["status"] == "incomplete"
    assert (home / "cron/jobs.json").read_text() == files["cron/jobs.json"]


async def test_jobs_backup_and_lowercase_memory(tmp_path):
    files = copy.deepcopy(SCENARIO["files"])
    files["cron/jobs.json.bak"] = {"json": files["cron/jobs.json"]["json"]}
    files["workspace/memory.md"] = "# memory\n- Anna's place: 14 Birch Lane.\n- Likes rainy walks.\n"
    home, t = make_home(tmp_path, files=files)
    async with client(home, "memory", "auto") as c:
        s = oc.Session(t, c)
        t.user(oc.web_chat("Please forget my sister's address."))
        plan = await s.call("forget.plan")
        assert "backup" in {lim["reason"] for lim in plan["limits"]}
        t.user(oc.web_chat("Yes, go ahead."))
        done = await s.call("forget.confirm")
    assert done["status"] == "forgotten", done["message"]
    assert (home / "workspace/memory.md").read_text() == "# memory\n- Likes rainy walks.\n"
    assert NEEDLE in (home / "cron/jobs.json.bak").read_text()  # a backup is listed, never changed
    assert "Backups may still hold a copy" in done["message"]
    assert {h["path"] for h in oc.keyword_search(home / "memory/main.sqlite", "rainy")} == {"memory.md"}


async def test_a_revised_plan_keeps_the_about_it_was_made_from(tmp_path):
    home, t = make_home(tmp_path)
    async with client(home, "memory", "legacy") as c:
        s = oc.Session(t, c)
        t.user(oc.web_chat("Can you forget something for me?"))
        assert (await s.call("forget.plan", {"about": ABOUT}))["status"] == "planned"
        (home / "workspace/memory/2026-04-20.md").write_text("# 2026-04-20\n- Dropped a parcel at 14 Birch Lane.\n")
        t.user(oc.web_chat("yes"))
        revised = await s.call("forget.confirm")
        assert revised["status"] == "revised", revised["message"]
        t.user(oc.web_chat("Yes, go ahead."))
        done = await s.call("forget.confirm")
    assert done["status"] == "forgotten", done["message"]
    assert NEEDLE not in workspace_text(home)
