"""The current layout's artifact kinds, one at a time: what each finds (read-only) and how each cleans
(through the writer only), and OpenClaw's rule about writing while its Gateway runs."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from lethe.assistant_home import openclaw_gateway, openclaw_layout
from lethe.assistant_home.layout import Home
from lethe.contract.vocabulary import Action, ArtifactKind, Category, Done, Failure, LimitReason
from lethe.kinds import agent_memory_index, conversation_search, state_job_history, state_jobs, upgrade_copies
from lethe.planner.matching import Matcher, Value
from tests.adapter_kit import ADDRESS, clean, find, plan_of, targets_of
from tests.harness import load, snapshot
from tests.openclaw_current_kit import (
    DbTranscript,
    add_run,
    connect,
    create_agent_db,
    cron_rows,
    current_home,
    fake_cli,
    gateway_lock,
    index_notes,
    index_transcript_text,
    rows,
    set_schema,
)

SC = load("address-basic")
NEEDLE = "Birch Lane"


def home_of(tmp_path, *, history=None, **kw) -> tuple[Home, dict]:
    root = tmp_path / "home"
    info = current_home(root, SC["files"], old_history=history, **kw)
    return Home.at(root), info


def all_bytes(db: Path) -> bytes:
    """The database file and its sidecars, as bytes (what a forensic look at the disk would see)."""
    return b"".join(p.read_bytes() for p in db.parent.glob(db.name + "*") if p.is_file())


def outside_lethe(home: Home) -> dict:
    return {k: v for k, v in snapshot(home.root).items() if not k.startswith("lethe/")}


def limits(ctx, reason):
    return [lim for lim in ctx.limits if lim.reason is reason]


# ------------------------------------------------------------------------------------------ the memory search


def test_the_agent_memory_search_finds_the_chunks_that_hold_it(tmp_path):
    home, info = home_of(tmp_path)
    ctx = find(home, agent_memory_index.find)
    (t,) = targets_of(ctx, ArtifactKind.AGENT_MEMORY_INDEX)
    expected = rows(info["agent_db"], "SELECT id FROM memory_index_chunks WHERE text LIKE ?", (f"%{NEEDLE}%",))
    assert sorted(t.claim_ids) == sorted(r[0] for r in expected) and t.count == 2
    assert t.indexed_paths == ["MEMORY.md", "memory/2026-03-02.md"]
    assert t.path == "agents/main/agent/openclaw-agent.sqlite" and not ctx.limits


def test_cleaning_does_what_openclaw_does_and_leaves_no_bytes(tmp_path):
    home, info = home_of(tmp_path)
    db = info["agent_db"]
    assert NEEDLE.encode() in all_bytes(db)
    ctx = find(home, agent_memory_index.find)
    before = {r[0]: r for r in rows(db, "SELECT path, hash FROM memory_index_sources")}
    untouched_chunks = rows(db, "SELECT id, text FROM memory_index_chunks WHERE path LIKE 'memory/shopping/%'")
    revision = rows(db, "SELECT revision FROM memory_index_state")[0][0]
    planned_hashes = set(targets_of(ctx, ArtifactKind.AGENT_MEMORY_INDEX)[0].chunk_hashes)
    w = clean(home, ctx, ArtifactKind.AGENT_MEMORY_INDEX)
    assert w.failures == [] and w.done == {Done.SEARCH_CLEARED: 1}
    # every chunk of the touched notes goes (with its FTS row by the schema-23 trigger, its vector, its provenance)
    left = rows(db, "SELECT path FROM memory_index_chunks")
    assert {p for (p,) in left} == {"memory/2026-04-18.md", "memory/shopping/PROFILE.md"}
    assert rows(db, "SELECT id, text FROM memory_index_chunks WHERE path LIKE 'memory/shopping/%'") == untouched_chunks
    assert rows(db, "SELECT count(*) FROM memory_index_chunks_fts WHERE memory_index_chunks_fts MATCH 'Birch'") == [
        (0,)
    ]
    assert len(rows(db, "SELECT id FROM memory_index_chunks_fts")) == 2
    vec_ids = {r[0] for r in rows(db, "SELECT id FROM memory_index_chunks_vec")}
    assert vec_ids == {r[0] for r in rows(db, "SELECT id FROM memory_index_chunks")}
    assert rows(db, "SELECT count(*) FROM memory_index_chunk_provenance") == [(2,)]
    # cached embeddings of the forgotten text go; those of unrelated text stay for OpenClaw to reuse
    cache = {r[0] for r in rows(db, "SELECT hash FROM memory_embedding_cache")}
    assert not cache & planned_hashes and len(cache) == 2
    # the touched notes are marked for OpenClaw to re-chunk (its own rebuild mark); the others keep their hash
    after = {r[0]: r[1] for r in rows(db, "SELECT path, hash FROM memory_index_sources")}
    assert after["MEMORY.md"] == "" and after["memory/2026-03-02.md"] == ""
    assert after["memory/2026-04-18.md"] == before["memory/2026-04-18.md"][1]
    assert rows(db, "SELECT revision FROM memory_index_state")[0][0] > revision
    # secure delete, FTS merge and a truncated WAL: the words are gone from the bytes on disk, not only the rows
    assert NEEDLE.encode() not in all_bytes(db)
    # and a second run changes nothing more
    state = outside_lethe(home)
    clean(home, ctx, ArtifactKind.AGENT_MEMORY_INDEX)
    assert outside_lethe(home) == state


def test_a_removed_note_loses_its_source_row(tmp_path):
    home, info = home_of(tmp_path)
    (home.root / "workspace/memory/2026-03-02.md").unlink()
    ctx = find(home, agent_memory_index.find)
    clean(home, ctx, ArtifactKind.AGENT_MEMORY_INDEX)
    paths = {r[0] for r in rows(info["agent_db"], "SELECT path FROM memory_index_sources")}
    assert "memory/2026-03-02.md" not in paths and "MEMORY.md" in paths
    assert rows(info["agent_db"], "SELECT count(*) FROM memory_index_paths_fts WHERE path MATCH '\"2026\"'") == [(1,)]


def test_before_schema_23_the_fts_rows_are_deleted_explicitly(tmp_path):
    root = tmp_path / "home"
    files = {k: v for k, v in SC["files"].items() if k.startswith("workspace/")}
    from tests.harness import memory_rel_paths, write_files

    write_files(root, files)
    db = root / "agents/main/agent/openclaw-agent.sqlite"
    create_agent_db(db, schema=21)
    index_notes(db, root / "workspace", memory_rel_paths(root / "workspace"))
    home = Home.at(root)
    ctx = find(home, agent_memory_index.find)
    clean(home, ctx, ArtifactKind.AGENT_MEMORY_INDEX)
    assert rows(db, "SELECT count(*) FROM memory_index_chunks_fts WHERE text LIKE ?", (f"%{NEEDLE}%",)) == [(0,)]
    assert rows(db, "SELECT count(*) FROM memory_index_chunks_fts") == rows(
        db, "SELECT count(*) FROM memory_index_chunks"
    )


def test_a_retention_locked_line_is_not_a_claim(tmp_path):
    files = dict(SC["files"])
    files["workspace/memory/2026-03-02.md"] = (
        "- Shipped to 14 Birch Lane. <!-- retention: POL-7Y until=2099-01-01 -->\n"
    )
    home = Home.at(tmp_path / "home")
    current_home(home.root, files)
    ctx = find(home, agent_memory_index.find)
    (t,) = targets_of(ctx, ArtifactKind.AGENT_MEMORY_INDEX)
    assert t.indexed_paths == ["MEMORY.md"]  # the locked line stays searchable; the notes kind reports the lock


def test_an_unknown_schema_is_a_limit_and_is_never_written(tmp_path):
    home, info = home_of(tmp_path)
    set_schema(info["agent_db"], version=24)
    ctx = find(home, agent_memory_index.find, conversation_search.find)
    assert not ctx.targets and [lim.path for lim in limits(ctx, LimitReason.LAYOUT_UNSUPPORTED)] == [
        "agents/main/agent/openclaw-agent.sqlite"
    ]
    before = info["agent_db"].read_bytes()
    plan = plan_of(home, ctx)
    plan.targets = [agent_memory_index.Target(key="agent-index", path=info["agent_db"].name, claim_ids=["x"])]
    w = clean(home, ctx, ArtifactKind.AGENT_MEMORY_INDEX, plan=plan)
    assert w.failures == [Failure.SEARCH_NOT_UPDATED]
    assert info["agent_db"].read_bytes() == before


def test_vectors_that_cannot_be_opened_are_said_and_never_called_clean(tmp_path, monkeypatch):
    home, info = home_of(tmp_path)
    monkeypatch.setattr(openclaw_layout, "load_vectors", lambda con: False)
    ctx = find(home, agent_memory_index.find)
    assert limits(ctx, LimitReason.VECTORS_UNREADABLE)
    w = clean(home, ctx, ArtifactKind.AGENT_MEMORY_INDEX)
    assert w.failures == [Failure.VECTORS_LEFT]
    monkeypatch.undo()
    assert len(rows(info["agent_db"], "SELECT id FROM memory_index_chunks_vec")) == 4  # left for a later run


# ------------------------------------------------------------------------------------------ conversations


def test_an_index_of_past_conversations_that_holds_it_is_a_limit(tmp_path):
    home, _ = home_of(tmp_path, history=SC["history"])
    ctx = find(home, conversation_search.find)
    assert [lim.category for lim in limits(ctx, LimitReason.CONVERSATIONS_SEARCHABLE)] == [Category.MEMORY]
    quiet, _ = home_of(tmp_path / "quiet", history=[{"role": "user", "text": "Hello there"}])
    assert not find(quiet, conversation_search.find).limits


def test_transcripts_in_the_memory_search_are_retracted_but_remain_a_limit(tmp_path):
    home, info = home_of(tmp_path)
    DbTranscript(info["agent_db"], sid="s-old", key="agent:main:old").user("Her address is 14 Birch Lane.")
    con = connect(info["agent_db"])
    con.execute("DELETE FROM session_transcript_fts")  # the session search does not hold it, the transcript does
    con.close()
    index_transcript_text(info["agent_db"], "sessions/s-old.jsonl", ["User: Her address is 14 Birch Lane."])
    ctx = find(home, agent_memory_index.find, conversation_search.find)
    (t,) = targets_of(ctx, ArtifactKind.AGENT_MEMORY_INDEX)
    assert t.count == 3 and [lim.count for lim in limits(ctx, LimitReason.TRANSCRIPTS_INDEXED)] == [1]
    assert not limits(ctx, LimitReason.CONVERSATIONS_SEARCHABLE)
    clean(home, ctx, ArtifactKind.AGENT_MEMORY_INDEX)
    assert rows(info["agent_db"], "SELECT count(*) FROM memory_index_chunks WHERE source = 'sessions'") == [(0,)]
    fresh = find(home, agent_memory_index.find, conversation_search.find)
    assert not fresh.targets and limits(fresh, LimitReason.TRANSCRIPTS_INDEXED)  # a re-index brings it back


# ------------------------------------------------------------------------------------------ upgrade copies


def test_upgrade_copies_are_listed_and_never_changed(tmp_path):
    home, _ = home_of(tmp_path, history=SC["history"])
    assert upgrade_copies.copy_paths(home) == [
        "agents/main/session-sqlite-import-archive/agent_main_old.0ld00000-0000-4000-8000-000000000000.jsonl"
        ".imported-1772000000000",
        "cron/jobs.json.migrated",
        "memory/main.sqlite.migrated",
    ]
    for rel in ("memory/main.sqlite-wal.migrated", "cron/jobs-state.json.migrated.2", "memory/main.sqlite.tmp-1f2e"):
        (home.root / rel).write_bytes(b"no address here")
    (home.root / "memory/main.migrated.txt").write_text("14 Birch Lane")  # not a name doctor gives
    assert len(upgrade_copies.copy_paths(home)) == 6
    ctx = find(home, upgrade_copies.find)
    (lim,) = ctx.limits
    assert lim.reason is LimitReason.UPGRADE_COPY and lim.category is Category.BACKUPS and lim.count == 3
    assert not find(home, upgrade_copies.find, matcher=Matcher([Value("Mount Everest")])).limits


# ------------------------------------------------------------------------------------------ scheduled jobs


WRITER = {
    "id": "daily-notes",
    "name": "Daily notes",
    "enabled": True,
    "schedule": {"kind": "every", "everyMs": 86400000},
    "payload": {"kind": "agentTurn", "message": "Update memory/2026-03-02.md with today's errands."},
    "state": {},
}


def jobs_home(tmp_path, extra=()):
    files = json.loads(json.dumps(SC["files"]))
    files["cron/jobs.json"]["json"]["jobs"] += list(extra)
    root = tmp_path / "home"
    info = current_home(root, files)
    return Home.at(root), info


def test_jobs_holding_it_are_removed_and_writers_paused_directly_when_the_gateway_is_stopped(tmp_path):
    from lethe.kinds import memory_notes

    home, info = jobs_home(tmp_path, [WRITER])
    ctx = find(home, memory_notes.find, state_jobs.find)
    jobs = {t.job_id: t for t in targets_of(ctx, ArtifactKind.STATE_CRON_JOB)}
    assert jobs["rem-anna-gift"].action is Action.REMOVE_JOB and jobs["rem-anna-gift"].category is Category.REMINDERS
    assert jobs["daily-notes"].action is Action.PAUSE_JOB
    assert set(jobs) == {"rem-anna-gift", "daily-notes"}
    w = clean(home, ctx, ArtifactKind.STATE_CRON_JOB)
    assert w.failures == [] and w.done == {Done.REMINDERS: 1, Done.PAUSED_TASKS: 1}
    after = cron_rows(info["state_db"])
    assert "rem-anna-gift" not in after
    assert after["daily-notes"]["enabled"] == 0 and json.loads(after["daily-notes"]["job_json"])["enabled"] is False
    assert {j: r["enabled"] for j, r in after.items() if j != "daily-notes"} == {
        "rem-dentist": 1,
        "shopping-profile-refresh": 1,
        "weekly-digest": 1,
    }
    assert NEEDLE.encode() not in all_bytes(info["state_db"])
    assert state_jobs.enabled_jobs(home, {"daily-notes", "rem-dentist"}) == {"rem-dentist"}


def test_text_anywhere_in_the_job_counts(tmp_path):
    hidden = {
        "id": "hidden",
        "name": "Gift",
        "schedule": {"kind": "cron", "expr": "0 9 * * *"},
        "payload": {"kind": "agentTurn", "message": "Check the parcel."},
        "delivery": {"mode": "announce", "channel": "email", "to": "14 Birch Lane, Portland"},
        "state": {},
    }
    home, _ = jobs_home(tmp_path, [hidden])
    ctx = find(home, state_jobs.find)
    assert {t.job_id for t in ctx.targets} == {"rem-anna-gift", "hidden"}


def test_while_the_gateway_runs_without_its_command_nothing_is_changed(tmp_path, monkeypatch):
    home, info = jobs_home(tmp_path)
    monkeypatch.setenv("TMPDIR", str(tmp_path / "tmp"))
    monkeypatch.setenv("PATH", str(tmp_path / "empty-bin"))
    gateway_lock(home.root, tmp_path / "tmp")
    assert openclaw_gateway.gateway_lock(home).running
    ctx = find(home, state_jobs.find)
    assert limits(ctx, LimitReason.ASSISTANT_RUNNING)[0].category is Category.REMINDERS
    w = clean(home, ctx, ArtifactKind.STATE_CRON_JOB)
    assert w.failures == [Failure.ASSISTANT_RUNNING]
    assert "rem-anna-gift" in cron_rows(info["state_db"])


def test_while_the_gateway_runs_its_own_command_removes_and_pauses(tmp_path, monkeypatch):
    from lethe.kinds import memory_notes

    home, info = jobs_home(tmp_path, [WRITER])
    log = tmp_path / "calls.jsonl"
    fake_cli(tmp_path / "bin", log)
    monkeypatch.setenv("TMPDIR", str(tmp_path / "tmp"))
    monkeypatch.setenv("PATH", f"{tmp_path / 'bin'}{os.pathsep}{os.environ['PATH']}")
    gateway_lock(home.root, tmp_path / "tmp", hash_name=True)
    ctx = find(home, memory_notes.find, state_jobs.find)
    assert not limits(ctx, LimitReason.ASSISTANT_RUNNING)  # it can go through the Gateway
    w = clean(home, ctx, ArtifactKind.STATE_CRON_JOB)
    assert w.failures == [] and w.done == {Done.REMINDERS: 1, Done.PAUSED_TASKS: 1}
    calls = [json.loads(line) for line in log.read_text().splitlines()]
    assert [c["argv"] for c in calls] == [["cron", "rm", "rem-anna-gift", "--json"], ["cron", "disable", "daily-notes"]]
    assert {c["state_dir"] for c in calls} == {str(home.root)}
    after = cron_rows(info["state_db"])
    assert "rem-anna-gift" not in after and after["daily-notes"]["enabled"] == 0


def test_a_failing_gateway_command_is_reported(tmp_path, monkeypatch):
    home, info = jobs_home(tmp_path)
    fake_cli(tmp_path / "bin", tmp_path / "calls.jsonl", fail=True)
    monkeypatch.setenv("TMPDIR", str(tmp_path / "tmp"))
    monkeypatch.setenv("PATH", f"{tmp_path / 'bin'}{os.pathsep}{os.environ['PATH']}")
    gateway_lock(home.root, tmp_path / "tmp")
    w = clean(home, find(home, state_jobs.find), ArtifactKind.STATE_CRON_JOB)
    assert w.failures == [Failure.ASSISTANT_RUNNING] and "rem-anna-gift" in cron_rows(info["state_db"])


def test_a_dead_gateways_lock_is_not_a_running_gateway(tmp_path, monkeypatch):
    home, _ = jobs_home(tmp_path)
    monkeypatch.setenv("TMPDIR", str(tmp_path / "tmp"))
    dead = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True)
    gateway_lock(home.root, tmp_path / "tmp", pid=int(dead.stdout))
    assert not openclaw_gateway.gateway_lock(home).running


@pytest.mark.skipif(not Path("/proc/locks").exists(), reason="needs Linux /proc/locks")
def test_another_program_holding_the_state_database_open_blocks_direct_writes(tmp_path, monkeypatch):
    home, info = jobs_home(tmp_path)
    monkeypatch.setenv("TMPDIR", str(tmp_path / "tmp"))
    monkeypatch.setenv("PATH", str(tmp_path / "empty-bin"))
    holder = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "import sqlean, sys, time; c = sqlean.connect(sys.argv[1]);"
            " c.execute('SELECT 1 FROM cron_jobs').fetchall(); print('open', flush=True); time.sleep(60)",
            str(info["state_db"]),
        ],
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert holder.stdout.readline().strip() == "open"
        assert openclaw_gateway.in_use(home, info["state_db"]).pid == holder.pid
        w = clean(home, find(home, state_jobs.find), ArtifactKind.STATE_CRON_JOB)
        assert w.failures == [Failure.ASSISTANT_RUNNING]
    finally:
        holder.kill()
        holder.wait()
    assert "rem-anna-gift" in cron_rows(info["state_db"])


def test_an_unknown_state_database_is_a_limit(tmp_path):
    home, info = jobs_home(tmp_path)
    set_schema(info["state_db"], version=18, role="global")
    ctx = find(home, state_jobs.find, state_job_history.find)
    assert not ctx.targets and limits(ctx, LimitReason.LAYOUT_UNSUPPORTED)[0].category is Category.SCHEDULED_TASKS


# ------------------------------------------------------------------------------------------ run history


def test_run_history_rows_holding_it_are_dropped(tmp_path, monkeypatch):
    home, info = jobs_home(tmp_path)
    db, key = info["state_db"], info["store_key"]
    add_run(db, key, "rem-anna-gift", 1, "Reminded you to ship the gift to 14 Birch Lane.", delivered=True)
    add_run(db, key, "rem-anna-gift", 2, "Nothing to do today.")
    add_run(db, key, "weekly-digest", 1, "Digest: dentist on March 10.")
    con = connect(db)
    con.execute(
        "INSERT INTO task_runs (task_id, runtime, owner_key, scope_kind, task, status, delivery_status, notify_policy,"
        " created_at) VALUES ('t1', 'cron', 'o', 'agent', 'Ship the gift to 14 Birch Lane', 'done', 'none', 'never', 1)"
    )
    con.close()
    ctx = find(home, state_job_history.find)
    (t,) = targets_of(ctx, ArtifactKind.STATE_CRON_RUN)
    assert (t.job_id, [e.seq for e in t.entries]) == ("rem-anna-gift", [1])
    assert {lim.reason for lim in ctx.limits} == {LimitReason.MESSAGES_SENT, LimitReason.CANNOT_EDIT}
    w = clean(home, ctx, ArtifactKind.STATE_CRON_RUN)
    assert w.done == {Done.RUNS: 1}
    add_run(db, key, "rem-anna-gift", 3, "Again: 14 Birch Lane.")
    monkeypatch.setenv("TMPDIR", str(tmp_path / "tmp"))
    gateway_lock(home.root, tmp_path / "tmp")
    ctx = find(home, state_job_history.find)
    assert limits(ctx, LimitReason.ASSISTANT_RUNNING)[0].category is Category.TASK_HISTORY
    w = clean(home, ctx, ArtifactKind.STATE_CRON_RUN)
    assert w.failures == [Failure.ASSISTANT_RUNNING]
    con = connect(db)
    con.execute("DELETE FROM cron_run_logs WHERE seq = 3")
    con.close()
    assert rows(db, "SELECT job_id, seq FROM cron_run_logs ORDER BY job_id, seq") == [
        ("rem-anna-gift", 2),
        ("weekly-digest", 1),
    ]


# ------------------------------------------------------------------------------------------ read-only planning


def test_finding_leaves_every_database_as_it_was(tmp_path):
    home, info = home_of(tmp_path, history=SC["history"])
    add_run(info["state_db"], info["store_key"], "rem-anna-gift", 1, "Shipped to 14 Birch Lane.")
    before = outside_lethe(home)
    ctx = find(
        home,
        agent_memory_index.find,
        state_jobs.find,
        state_job_history.find,
        conversation_search.find,
        upgrade_copies.find,
        matcher=ADDRESS,
    )
    assert ctx.targets and ctx.limits
    assert outside_lethe(home) == before


# ---------------------------------------------------------------------------------- the Gateway and the memory search


def hold_open(db: Path, *, write_lock: bool = False) -> subprocess.Popen:
    """Another process with the database open (reading, as the Gateway does), or inside a write transaction."""
    code = (
        "import sqlean, sys, time; c = sqlean.connect(sys.argv[1], isolation_level=None);"
        " c.execute('SELECT count(*) FROM memory_index_chunks').fetchall();"
        + (" c.execute('BEGIN IMMEDIATE');" if write_lock else "")
        + " print('open', flush=True); time.sleep(60)"
    )
    p = subprocess.Popen([sys.executable, "-c", code, str(db)], stdout=subprocess.PIPE, text=True)
    assert p.stdout.readline().strip() == "open"
    return p


def test_the_memory_search_is_cleaned_while_the_gateway_reads_it(tmp_path):
    home, info = home_of(tmp_path)
    holder = hold_open(info["agent_db"])
    try:
        w = clean(home, find(home, agent_memory_index.find), ArtifactKind.AGENT_MEMORY_INDEX)
    finally:
        holder.kill()
        holder.wait()
    assert w.failures == [] and w.done == {Done.SEARCH_CLEARED: 1}
    assert not rows(info["agent_db"], "SELECT id FROM memory_index_chunks WHERE text LIKE '%Birch Lane%'")


def test_a_writer_holding_the_lock_past_the_busy_timeout_fails_the_step_and_changes_nothing(tmp_path, monkeypatch):
    home, info = home_of(tmp_path)
    ctx = find(home, agent_memory_index.find)
    monkeypatch.setattr(openclaw_layout, "BUSY_TIMEOUT_S", 0.3)
    holder = hold_open(info["agent_db"], write_lock=True)
    try:
        w = clean(home, ctx, ArtifactKind.AGENT_MEMORY_INDEX)
    finally:
        holder.kill()
        holder.wait()
    assert w.failures == [Failure.SEARCH_NOT_UPDATED] and Done.SEARCH_CLEARED not in w.done
    assert len(rows(info["agent_db"], "SELECT id FROM memory_index_chunks WHERE text LIKE '%Birch Lane%'")) == 2


def test_a_plan_on_a_current_home_opens_every_database_read_only(tmp_path, monkeypatch):
    import sqlean

    from lethe.assistant_home.conversation import read_conversation
    from lethe.ledger.secret import KeyedHasher
    from lethe.planner.build import make_plan

    home, info = home_of(tmp_path)
    tr = DbTranscript(info["agent_db"])
    tr.user("Please forget my sister's address.")
    before = outside_lethe(home)
    real = sqlean.connect
    opened = []

    def guarded(database, *a, **kw):
        opened.append(str(database))
        assert "mode=ro" in str(database), "a plan opened a database writable"
        return real(database, *a, **kw)

    monkeypatch.setattr(sqlean, "connect", guarded)
    result, _ = make_plan(home, KeyedHasher(b"k" * 32), read_conversation(home))
    monkeypatch.undo()
    assert result.status.value == "planned" and opened
    assert {t.kind for t in result.plan.targets} >= {ArtifactKind.AGENT_MEMORY_INDEX, ArtifactKind.STATE_CRON_JOB}
    assert outside_lethe(home) == before


# ------------------------------------------------------------------------------------------ other records


def test_records_the_gateway_owns_are_limits_that_block(tmp_path):
    from lethe.kinds import assistant_records
    from lethe.workflow.verify import BLOCKING_LIMITS

    home, info = home_of(tmp_path)
    con = connect(info["agent_db"])
    con.execute(
        "INSERT INTO standing_intents (id, description, trigger_keywords, status, expires_at, max_fires, created_at)"
        " VALUES ('i1', 'Tell me when a parcel for 14 Birch Lane ships', 'parcel Birch', 'armed', 9e12, 1, 1)"
    )
    con.execute(
        "INSERT INTO conversations (conversation_id, channel, account_id, kind, peer_id, delivery_target, created_at,"
        " updated_at) VALUES ('c1', 'telegram', 'a', 'direct', 'p', 't', 1, 1)"
    )
    con.execute(
        "INSERT INTO conversation_deliveries (operation_id, operation_kind, conversation_id, message_hash, status,"
        " reply_text, created_at, updated_at) VALUES ('o1', 'send', 'c1', 'h', 'sent', 'Sent to 14 Birch Lane', 1, 1)"
    )
    con.close()
    con = connect(info["state_db"])
    con.execute(
        "INSERT INTO commitments (id, agent_id, session_key, channel, kind, sensitivity, source, status, reason,"
        " suggested_text, dedupe_key, confidence, due_earliest_ms, due_latest_ms, due_timezone, created_at_ms,"
        " updated_at_ms, attempts, record_json) VALUES ('k1', 'main', 'agent:main:main', 'telegram', 'follow_up',"
        " 'normal', 'agent', 'pending', 'Ask whether the gift reached 14 Birch Lane', 'Did it arrive?', 'd', 0.9, 1, 2,"
        " 'UTC', 1, 1, 0, '{}')"
    )
    con.close()
    ctx = find(home, assistant_records.find)
    got = {(lim.reason, lim.category, lim.count) for lim in ctx.limits}
    assert got == {
        (LimitReason.CANNOT_EDIT, Category.SCHEDULED_TASKS, 1),
        (LimitReason.CANNOT_EDIT, Category.REMINDERS, 1),
        (LimitReason.MESSAGES_SENT, Category.MESSAGES_SENT, 1),
    }
    assert LimitReason.CANNOT_EDIT in BLOCKING_LIMITS
    assert not find(home, assistant_records.find, matcher=Matcher([Value("Mount Everest")])).limits


def test_a_removed_jobs_run_history_rows_all_go(tmp_path):
    """A job the plan removes was about the subject: every run it made goes with it, whatever its words;
    another job's rows are judged one by one."""
    home, info = jobs_home(tmp_path)
    db, key = info["state_db"], info["store_key"]
    add_run(db, key, "rem-anna-gift", 1, "Reminded you to ship the gift to 14 Birch Lane.")
    add_run(db, key, "rem-anna-gift", 2, "Nothing to do today.")
    add_run(db, key, "weekly-digest", 1, "Digest: dentist on March 10.")
    ctx = find(home, state_jobs.find, state_job_history.find)
    assert any(
        t.job_id == "rem-anna-gift" and t.action is Action.REMOVE_JOB
        for t in targets_of(ctx, ArtifactKind.STATE_CRON_JOB)
    )
    (t,) = targets_of(ctx, ArtifactKind.STATE_CRON_RUN)
    assert (t.job_id, [e.seq for e in t.entries]) == ("rem-anna-gift", [1, 2])
