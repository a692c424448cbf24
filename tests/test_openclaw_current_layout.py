"""The current OpenClaw layout: detecting it by its schema_meta, and reading the conversation from the agent
database (compressed rows included), without leaving a trace."""

import json

import pytest
from backports import zstd

from lethe.assistant_home import openclaw_layout as layout_mod
from lethe.assistant_home.conversation import read_conversation
from lethe.assistant_home.layout import Home
from lethe.assistant_home.openclaw_layout import LayoutKind, Support, agent_database, layout, state_database
from lethe.assistant_home.openclaw_transcript import decode_compressed
from tests.harness import Transcript, load, snapshot
from tests.openclaw_current_kit import (
    DbTranscript,
    connect,
    create_agent_db,
    create_state_db,
    current_home,
    rows,
    set_schema,
)

SC = load("address-basic")


def make(tmp_path, **kw):
    root = tmp_path / "home"
    info = current_home(root, SC["files"], old_history=SC["history"], **kw)
    return Home.at(root), info


# ------------------------------------------------------------------------------------------ detection


def test_a_current_home_is_detected_by_its_schema_meta(tmp_path):
    home, _ = make(tmp_path)
    assert agent_database(home).support is Support.SUPPORTED and agent_database(home).schema == 23
    assert state_database(home).support is Support.SUPPORTED and state_database(home).schema == 17
    assert layout(home) is LayoutKind.CURRENT


def test_a_classic_home_has_no_current_database(tmp_path):
    root = tmp_path / "home"
    root.mkdir()
    home = Home.at(root)
    assert agent_database(home).support is Support.ABSENT and layout(home) is LayoutKind.CLASSIC


def test_an_earlier_known_schema_is_supported(tmp_path):
    db = tmp_path / "home" / "agents" / "main" / "agent" / "openclaw-agent.sqlite"
    create_agent_db(db, schema=21)
    assert agent_database(Home.at(tmp_path / "home")).schema == 21


@pytest.mark.parametrize(
    "change",
    [
        {"version": 24},  # 2026.9.7: tables Lethe has not studied
        {"version": 99},
        {"version": 23, "user_version": 22},  # the two records disagree
        {"version": 23, "role": "global"},  # not an agent database
    ],
)
def test_unknown_versions_and_shapes_are_unsupported(tmp_path, change):
    home, info = make(tmp_path)
    set_schema(info["agent_db"], **change)
    assert agent_database(home).support is Support.UNSUPPORTED
    assert layout(home) is LayoutKind.UNSUPPORTED


def test_no_schema_meta_or_another_agents_database_is_unsupported(tmp_path):
    root = tmp_path / "home"
    db = root / "agents" / "main" / "agent" / "openclaw-agent.sqlite"
    create_agent_db(db, meta=False)
    assert agent_database(Home.at(root)).support is Support.UNSUPPORTED  # no primary row
    con = connect(db)
    con.execute("DROP TABLE schema_meta")
    con.close()
    assert agent_database(Home.at(root)).reason == "no schema_meta"
    other = tmp_path / "other"
    create_agent_db(other / "agents" / "main" / "agent" / "openclaw-agent.sqlite", agent="work")
    assert agent_database(Home.at(other)).support is Support.UNSUPPORTED


def test_a_state_database_of_an_unknown_version_is_unsupported(tmp_path):
    root = tmp_path / "home"
    create_state_db(root / "state" / "openclaw.sqlite", schema=18)
    assert state_database(Home.at(root)).support is Support.UNSUPPORTED


def test_a_database_linked_from_outside_the_home_is_unsupported(tmp_path):
    outside = tmp_path / "elsewhere.sqlite"
    create_agent_db(outside)
    link = tmp_path / "home" / "agents" / "main" / "agent" / "openclaw-agent.sqlite"
    link.parent.mkdir(parents=True)
    link.symlink_to(outside)
    assert agent_database(Home.at(tmp_path / "home")).support is Support.UNSUPPORTED


# ------------------------------------------------------------------------------------------ the conversation


def test_the_conversation_is_read_from_the_agent_database_compressed_rows_too(tmp_path):
    home, info = make(tmp_path)
    tr = DbTranscript(info["agent_db"])
    long = "Please forget my sister's address. " + "I mean the one I told you about last week. " * 40
    tr.user(long)
    call = tr.tool_call("lethe__forget-plan", {})
    tr.tool_result(call, "lethe__forget-plan", "plan text")
    tr.user("yes", blocks=False)
    stored = rows(info["agent_db"], "SELECT event_json IS NULL, event_zstd IS NOT NULL FROM transcript_events")
    assert (1, 1) in stored, "the long message is stored compressed, as OpenClaw stores it"
    c = read_conversation(home)
    assert c.problem is None and c.session_id == tr.sid and c.skipped_lines == 0
    assert [t.role.value for t in c.turns] == ["user", "assistant", "toolResult", "user"]
    assert c.turns[0].text == long and c.turns[-1].text == "yes"
    assert c.turns[1].tool_calls[0].name == "lethe__forget-plan"


def test_the_latest_session_node_is_current_and_others_can_be_named(tmp_path):
    home, info = make(tmp_path)
    DbTranscript(info["agent_db"]).user("the current one")
    old = read_conversation(home, "agent:main:old")
    assert old.problem is None and "Birch Lane" in old.turns[0].text
    assert read_conversation(home, "0ld00000-0000-4000-8000-000000000000").turns == old.turns
    assert read_conversation(home).turns[0].text == "the current one"
    assert read_conversation(home, "no-such-session").problem is not None


def test_a_conversation_continued_in_a_new_window_is_read_whole_and_keeps_its_identity(tmp_path):
    home, info = make(tmp_path)
    tr = DbTranscript(info["agent_db"])
    first = tr.sid
    tr.user("before the compaction")
    tr.continue_in_new_window("w2", reason="compaction")
    tr.user("after the compaction")
    c = read_conversation(home)
    assert c.session_id == first and [t.text for t in c.turns] == ["before the compaction", "after the compaction"]
    tr.continue_in_new_window("w3", reason="reset")  # a reset starts a new conversation
    tr.user("a new start")
    c = read_conversation(home)
    assert c.session_id == "w3" and [t.text for t in c.turns] == ["a new start"]


def test_damaged_rows_are_skipped_never_fatal(tmp_path):
    home, info = make(tmp_path)
    tr = DbTranscript(info["agent_db"])
    tr.user("before")
    tr.raw("{not json")
    tr.user("x" * 3000)  # stored compressed
    con = connect(info["agent_db"])
    con.execute(  # a frame that decodes to fewer bytes than the row says
        "UPDATE transcript_events SET event_utf8_bytes = event_utf8_bytes + 1 WHERE event_zstd IS NOT NULL"
    )
    con.close()
    tr.user("after")
    c = read_conversation(home)
    assert [t.text for t in c.turns] == ["before", "after"] and c.skipped_lines == 2


def test_reading_leaves_no_trace(tmp_path):
    home, info = make(tmp_path)
    DbTranscript(info["agent_db"]).user("hello")
    before = snapshot(home.root)
    read_conversation(home)
    agent_database(home)
    state_database(home)
    assert snapshot(home.root) == before


def test_a_database_in_rollback_journal_mode_is_read_with_locks_and_no_trace(tmp_path, monkeypatch):
    home, info = make(tmp_path)
    DbTranscript(info["agent_db"]).user("hello")
    con = connect(info["agent_db"])
    con.execute("PRAGMA journal_mode = DELETE")
    con.close()
    opened = []
    real = layout_mod.db.connect
    monkeypatch.setattr(layout_mod.db, "connect", lambda d, *a, **kw: opened.append(d) or real(d, *a, **kw))
    before = snapshot(home.root)
    assert read_conversation(home).turns[0].text == "hello"
    assert opened and all("immutable" not in u and "mode=ro" in u for u in opened)
    assert snapshot(home.root) == before


def test_before_schema_23_events_are_plain_json(tmp_path):
    root = tmp_path / "home"
    db = root / "agents" / "main" / "agent" / "openclaw-agent.sqlite"
    create_agent_db(db, schema=21)
    tr = DbTranscript(db)
    tr.user("y" * 3000)
    tr.user("yes")
    c = read_conversation(Home.at(root))
    assert [t.text for t in c.turns] == ["y" * 3000, "yes"] and c.skipped_lines == 0


def test_without_sessions_in_the_database_the_jsonl_transcripts_are_read(tmp_path):
    root = tmp_path / "home"
    create_agent_db(root / "agents" / "main" / "agent" / "openclaw-agent.sqlite", schema=1)  # memory only
    t = Transcript(root)
    t.user("from the file")
    c = read_conversation(Home.at(root))
    assert c.session_id == t.sid and c.turns[0].text == "from the file"


def test_compressed_payloads_are_decoded_exactly_or_not_at_all():
    data = json.dumps({"type": "message", "text": "é" * 2000}).encode()
    frame = zstd.compress(data)
    assert decode_compressed(frame, len(data)) == data.decode()
    half = len(data) // 2
    two = zstd.compress(data[:half]) + zstd.compress(data[half:])
    assert decode_compressed(two, len(data)) == data.decode()
    assert decode_compressed(frame, len(data) - 1) is None  # more output than the row says: refused
    assert decode_compressed(frame[:-5], len(data)) is None  # truncated
    assert decode_compressed(frame, 5 * 1024 * 1024) is None  # beyond OpenClaw's bound
    assert decode_compressed(zstd.compress(b"\xff\xfe" * 10), 20) is None  # not UTF-8


def test_the_driver_is_a_recent_sqlite():
    assert tuple(int(x) for x in layout_mod.db.sqlite_version.split(".")) >= (3, 43)


def test_an_agent_database_the_state_lists_but_lethe_cannot_find_is_unsupported(tmp_path):
    from lethe.kinds import agent_memory_index
    from tests.adapter_kit import find

    home, info = make(tmp_path)
    con = connect(info["state_db"])
    con.execute(
        "INSERT INTO agent_databases (agent_id, path, schema_version, last_seen_at) VALUES ('main', ?, 23, 1)",
        ("/srv/openclaw/agents/main/agent/openclaw-agent.sqlite",),
    )
    con.close()
    assert layout(home) is LayoutKind.CURRENT  # it is where Lethe looks
    info["agent_db"].rename(tmp_path / "moved.sqlite")
    assert layout(home) is LayoutKind.UNSUPPORTED
    ctx = find(home, agent_memory_index.find)
    assert [lim.reason.value for lim in ctx.limits] == ["layout_unsupported"]
