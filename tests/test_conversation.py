from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from lethe.assistant_home import conversation as conv
from lethe.assistant_home.conversation import (
    Role,
    ToolCall,
    find_current_session,
    normalize_tool_name,
    read_conversation,
)
from lethe.assistant_home.layout import Home
from tests.harness import Transcript

SID = "5e55a0b1-0000-4000-8000-00000000c0de"


def write_store(home: Path, store: object, agent: str = "main") -> None:
    d = home / "agents" / agent / "sessions"
    d.mkdir(parents=True, exist_ok=True)
    (d / "sessions.json").write_text(json.dumps(store, indent=2))


def write_session(home: Path, sid: str, text: str) -> None:
    t = Transcript(home, sid=sid, store=False)
    t.user(text)


@pytest.fixture
def home(tmp_path: Path) -> Home:
    root = tmp_path / "home"
    root.mkdir()
    return Home.at(root)


def texts(c) -> list[str]:
    return [t.text for t in c.turns]


# ------------------------------------------------------------------------------------ selection


def test_latest_updated_at_wins_numbers_and_iso(home: Home):
    for sid, text in (("a", "from a"), ("b", "from b"), ("c", "from c"), ("d", "from d")):
        write_session(home.root, sid, text)
    write_store(
        home.root,
        {
            "k1": {"sessionId": "a", "updatedAt": 1_700_000_000_000},
            "k2": {"sessionId": "b", "updatedAt": "2024-05-01T10:00:00.000Z"},  # 1714557600000
            "k3": {"sessionId": "c", "updatedAt": "2023-01-01T00:00:00+00:00"},
            "k4": {"sessionId": "d"},  # no updatedAt: ignored
            "k5": {"sessionId": "x", "updatedAt": True},  # wrong type: ignored
            "k6": "junk",
        },
    )
    assert find_current_session(home) == ("b", home.sessions_dir / "b.jsonl")
    c = read_conversation(home)
    assert c.session_id == "b" and c.problem is None and texts(c) == ["from b"]


def test_harness_writer_selects_latest(home: Home):
    t = Transcript(home.root)
    t.user("hello")
    assert find_current_session(home) == (SID, t.path)
    assert read_conversation(home).session_id == SID


def test_session_id_selection(home: Home):
    write_session(home.root, "alpha", "alpha text")
    write_session(home.root, "beta", "beta text")
    write_session(home.root, "orphan", "orphan text")  # transcript exists, store lacks it
    write_store(
        home.root,
        {"k1": {"sessionId": "alpha", "updatedAt": 1}, "k2": {"sessionId": "beta", "updatedAt": 2}},
    )
    assert texts(read_conversation(home)) == ["beta text"]
    assert texts(read_conversation(home, "alpha")) == ["alpha text"]
    assert texts(read_conversation(home, "orphan")) == ["orphan text"]
    assert find_current_session(home, "orphan") == ("orphan", home.sessions_dir / "orphan.jsonl")
    for bad in ("ALPHA", "Alpha", "missing", "", "../alpha", "a/b", "..", "x\0y"):
        c = read_conversation(home, bad)
        assert c.turns == () and c.problem and find_current_session(home, bad) is None


def test_session_id_fallback_without_store(home: Home):
    write_session(home.root, "solo", "solo text")
    assert read_conversation(home).problem == conv.PROBLEM_NOT_FOUND
    assert texts(read_conversation(home, "solo")) == ["solo text"]


def test_session_file_relative_and_absolute_inside_home(home: Home):
    sub = home.sessions_dir / "sub"
    sub.mkdir(parents=True)
    (sub / "t.jsonl").write_text(json.dumps({"type": "message", "message": {"role": "user", "content": "rel"}}) + "\n")
    other = home.root / "elsewhere.jsonl"
    other.write_text(json.dumps({"type": "message", "message": {"role": "user", "content": "abs"}}) + "\n")
    write_store(home.root, {"k": {"sessionId": "s1", "updatedAt": 5, "sessionFile": "sub/t.jsonl"}})
    assert texts(read_conversation(home)) == ["rel"]
    write_store(home.root, {"k": {"sessionId": "s1", "updatedAt": 5, "sessionFile": str(other)}})
    assert texts(read_conversation(home)) == ["abs"]


def test_session_file_escaping_home_refused(home: Home, tmp_path: Path):
    outside = tmp_path / "outside.jsonl"
    outside.write_text(json.dumps({"type": "message", "message": {"role": "user", "content": "secret"}}) + "\n")
    link = home.root / "link.jsonl"
    link.symlink_to(outside)
    write_session(home.root, "s1", "default copy")  # a default transcript must not be used as a substitute
    for session_file in ("../../../../outside.jsonl", str(link), "link\0.jsonl"):
        write_store(home.root, {"k": {"sessionId": "s1", "updatedAt": 5, "sessionFile": session_file}})
        c = read_conversation(home)
        assert c.turns == () and c.problem == conv.PROBLEM_OUTSIDE
        assert str(tmp_path) not in c.problem
        assert find_current_session(home) is None


def test_absolute_session_file_from_another_place_falls_back_inside_the_home(home: Home, tmp_path: Path):
    """A copied or restored home keeps the old absolute paths: never read there, use this home's copy."""
    old_root = tmp_path / "old-home"
    old = old_root / "agents" / "main" / "sessions" / "s1-topic-7.jsonl"
    old.parent.mkdir(parents=True)
    old.write_text(json.dumps({"type": "message", "message": {"role": "user", "content": "old place"}}) + "\n")
    write_session(home.root, "s1", "default copy")
    write_store(home.root, {"k": {"sessionId": "s1", "updatedAt": 5, "sessionFile": str(old)}})
    assert texts(read_conversation(home)) == ["default copy"]  # no file of that name here: the default
    same_name = home.sessions_dir / "s1-topic-7.jsonl"
    same_name.write_text(json.dumps({"type": "message", "message": {"role": "user", "content": "same name"}}) + "\n")
    assert texts(read_conversation(home)) == ["same name"]
    assert find_current_session(home) == ("s1", same_name)


def test_session_id_with_separator_in_store_ignored(home: Home):
    write_store(home.root, {"k": {"sessionId": "../../x", "updatedAt": 5}})
    c = read_conversation(home)
    assert c.turns == () and c.problem == conv.PROBLEM_NOT_FOUND


def test_missing_or_corrupt_files_give_problem(home: Home):
    c = read_conversation(home)  # nothing at all
    assert c.turns == () and c.problem == "no current conversation was found" and c.session_id is None
    home.sessions_dir.mkdir(parents=True)
    for bad in (b"{not json", b"[1, 2]", b"\xff\xfe\x00garbage", b"[" * 100_000):
        (home.sessions_dir / "sessions.json").write_bytes(bad)
        c = read_conversation(home)
        assert c.turns == () and c.problem == conv.PROBLEM_STORE_UNREADABLE
    write_store(home.root, {"k": {"sessionId": "gone", "updatedAt": 1}})
    c = read_conversation(home)
    assert c.turns == () and c.problem == conv.PROBLEM_NOT_FOUND and c.session_id == "gone"
    write_store(home.root, {})
    assert read_conversation(home).problem == conv.PROBLEM_NOT_FOUND
    for problem in (conv.PROBLEM_NOT_FOUND, conv.PROBLEM_STORE_UNREADABLE, conv.PROBLEM_OUTSIDE):
        assert "/" not in problem and "json" not in problem.lower()


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
def test_fifo_transcript_does_not_block(home: Home):
    home.sessions_dir.mkdir(parents=True)
    os.mkfifo(home.sessions_dir / "f.jsonl")
    write_store(home.root, {"k": {"sessionId": "f", "updatedAt": 1}})
    c = read_conversation(home)
    assert c.turns == () and c.problem == conv.PROBLEM_NOT_FOUND


# ------------------------------------------------------------------------------------ parsing


def test_string_and_block_content(home: Home):
    t = Transcript(home.root)
    t.user("plain string")
    t.user("in a block", blocks=True)
    t.message(
        {
            "role": "user",
            "content": [
                {"type": "text", "text": "one"},
                {"type": "image", "data": "AAAA", "mimeType": "image/png"},
                {"type": "text", "text": "two"},
                "junk block",
                {"type": "text", "text": 3},
            ],
        }
    )
    t.message(
        {
            "role": "assistant",
            "content": [{"type": "thinking", "thinking": "hidden"}, {"type": "text", "text": "reply"}],
        }
    )
    c = read_conversation(home)
    assert c.problem is None and c.skipped_lines == 0
    assert texts(c) == ["plain string", "in a block", "one\ntwo", "reply"]
    assert [t.role for t in c.turns] == [Role.USER, Role.USER, Role.USER, Role.ASSISTANT]
    assert [t.position for t in c.turns] == [0, 1, 2, 3]
    assert [t.entry_id for t in c.turns] == ["00000001", "00000002", "00000003", "00000004"]
    assert all(t.timestamp and t.timestamp.endswith("Z") for t in c.turns)


def test_tool_calls_and_results(home: Home):
    t = Transcript(home.root)
    t.user("please forget that")
    call = t.tool_call("forget_plan", {})
    t.tool_result(call, "forget_plan", json.dumps({"status": "planned", "plan_id": "p1"}), False)
    call2 = t.tool_call("forget.confirm", {"plan_id": "p1"})
    t.tool_result(call2, "forget.confirm", "boom", True)
    c = read_conversation(home)
    user, a1, r1, a2, r2 = c.turns
    assert a1.role is Role.ASSISTANT and a1.text == ""
    assert a1.tool_calls == (ToolCall(id=call, name="forget_plan", arguments={}),)
    assert r1.role is Role.TOOL_RESULT and r1.tool_name == "forget_plan" and r1.tool_call_id == call
    assert json.loads(r1.text)["plan_id"] == "p1" and r1.is_error is False
    assert a2.tool_calls[0].arguments == {"plan_id": "p1"} and a2.tool_calls[0].name == "forget.confirm"
    assert r2.is_error is True and r2.text == "boom" and r2.tool_call_id == call2
    assert normalize_tool_name(r1.tool_name) == "forget.plan"
    assert normalize_tool_name(a2.tool_calls[0].name) == "forget.confirm"


def test_normalize_tool_name():
    assert normalize_tool_name("forget_plan") == "forget.plan"
    assert normalize_tool_name("forget_confirm") == "forget.confirm"
    assert normalize_tool_name("forget.plan") == "forget.plan"
    assert normalize_tool_name("forget.confirm") == "forget.confirm"
    for other in ("read_file", "forget_everything", "Forget_plan", ""):
        assert normalize_tool_name(other) == other


def test_odd_tool_shapes_tolerated(home: Home):
    t = Transcript(home.root)
    t.message(
        {
            "role": "assistant",
            "content": [
                {"type": "toolCall", "id": "c1", "name": "x", "arguments": "not a dict"},
                {"type": "toolCall", "id": 7, "name": None},
                {"type": "toolCall", "name": "y"},
            ],
        }
    )
    t.message({"role": "toolResult", "toolCallId": 5, "toolName": ["x"], "content": "str result", "isError": "yes"})
    t.message({"role": "toolResult", "toolCallId": "c1", "toolName": "x"})  # no content
    c = read_conversation(home)
    assert c.skipped_lines == 0
    a, r1, r2 = c.turns
    assert a.tool_calls == (ToolCall("c1", "x", {}), ToolCall("", "y", {}))
    assert (r1.tool_call_id, r1.tool_name, r1.is_error, r1.text) == (None, None, False, "str result")
    assert r2.text == "" and r2.tool_name == "x"


def test_junk_tolerated_and_counted(home: Home):
    t = Transcript(home.root)
    t.user("first")
    t.raw("{not json")  # malformed
    t.raw(b"\x00\x01\xff\xfe binary \x89PNG")  # binary garbage
    t.raw("[1, 2, 3]")  # not a dict
    t.raw('"just a string"')  # not a dict
    t.raw('{"no": "type"}')  # missing type
    t.raw('{"type": 5}')  # wrong type
    t.raw('{"type": "message", "message": "x"}')  # message not a dict
    t.raw('{"type": "message", "message": {"role": 3, "content": "x"}}')  # role wrong type
    t.raw('{"type": "message", "message": {"role": "user", "content": 42}}')  # content wrong type
    t.raw("[" * 50_000)  # pathological nesting
    t.raw('{"type": "message", "message": {"role": "user", "content": "trunc')  # half-written line
    # tolerated silently: other entry types and roles, blank lines
    t.raw(json.dumps({"type": "compaction", "summary": "s", "firstKeptEntryId": "1", "tokensBefore": 9}))
    t.raw(json.dumps({"type": "custom", "customType": "x", "data": {}}))
    t.raw(json.dumps({"type": "branch_summary", "fromId": "1", "summary": "s"}))
    t.raw(json.dumps({"type": "model_change", "model": "m"}))
    t.raw(json.dumps({"type": "message", "message": {"role": "bashExecution", "command": "ls"}}))
    t.raw(json.dumps({"type": "session", "version": 3, "id": "dup"}))
    t.raw("")
    t.raw(b"\xff" + json.dumps({"type": "message", "message": {"role": "user", "content": "x"}}).encode())
    t.raw(json.dumps({"type": "message", "message": {"role": "user", "content": "caf\udce9 ok"}}))  # lone surrogate
    t.raw('{"type":"message","message":{"role":"user","content":"bytes \xe9 \xff end"}}'.encode("latin-1"))
    t.user("last")
    c = read_conversation(home)
    assert c.problem is None and not c.truncated
    assert c.skipped_lines == 12
    assert [x.text for x in c.turns][0] == "first" and c.turns[-1].text == "last"
    assert c.turns[1].text == "caf\ufffd ok"
    assert c.turns[2].text == "bytes \ufffd \ufffd end"
    assert [x.position for x in c.turns] == [0, 1, 2, 3]
    for turn in c.turns:
        turn.text.encode("utf-8")  # always encodable


def test_missing_header_tolerated(home: Home):
    home.sessions_dir.mkdir(parents=True)
    (home.sessions_dir / "h.jsonl").write_text(
        json.dumps({"type": "message", "message": {"role": "user", "content": "no header"}})  # no final newline
    )
    write_store(home.root, {"k": {"sessionId": "h", "updatedAt": "2025-01-01T00:00:00"}})
    c = read_conversation(home)
    assert texts(c) == ["no header"] and c.skipped_lines == 0


def test_overlong_line_skipped(home: Home, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setattr(conv, "MAX_LINE_BYTES", 200)
    monkeypatch.setattr(conv, "_SKIP_CHUNK", 64)
    t = Transcript(home.root)
    t.user("before")
    t.user("x" * 1000)
    t.user("after")
    t.raw(b"y" * 5000)  # long final line
    c = read_conversation(home)
    assert texts(c) == ["before", "after"] and c.skipped_lines == 2 and not c.truncated


def test_real_size_overlong_line_skipped(home: Home):
    t = Transcript(home.root)
    t.user("x" * (conv.MAX_LINE_BYTES + 10))
    t.user("after")
    c = read_conversation(home)
    assert texts(c) == ["after"] and c.skipped_lines == 1


def test_max_bytes_stops_and_notes(home: Home):
    t = Transcript(home.root)
    for i in range(50):
        t.user(f"message {i}")
    size = t.path.stat().st_size
    full = read_conversation(home, max_bytes=size)
    assert len(full.turns) == 50 and not full.truncated
    part = read_conversation(home, max_bytes=size // 2)
    assert part.truncated and part.problem is None and 0 < len(part.turns) < 50
    assert texts(part) == texts(full)[: len(part.turns)]
    assert part.skipped_lines == 0  # the cut line is not counted as junk
    assert read_conversation(home, max_bytes=0).truncated


# ------------------------------------------------------------------------------------ property


_text = st.text(max_size=40)
_valid = st.one_of(
    st.builds(lambda s: {"role": "user", "content": s}, _text),
    st.builds(lambda s: {"role": "user", "content": [{"type": "text", "text": s}]}, _text),
    st.builds(lambda s: {"role": "assistant", "content": [{"type": "text", "text": s}]}, _text),
    st.builds(
        lambda s, n: {
            "role": "toolResult",
            "toolCallId": "c",
            "toolName": n,
            "content": [{"type": "text", "text": s}],
            "isError": False,
        },
        _text,
        st.sampled_from(["forget_plan", "forget.confirm", "other"]),
    ),
)
_json_leaf = st.one_of(st.none(), st.booleans(), st.integers(), st.floats(allow_nan=False), _text)
_json_any = st.recursive(
    _json_leaf,
    lambda kids: st.one_of(st.lists(kids, max_size=3), st.dictionaries(_text, kids, max_size=3)),
    max_leaves=8,
)
_junk = st.one_of(
    st.binary(max_size=60),
    _text.map(str.encode),
    _json_any.map(lambda v: json.dumps(v).encode()),
    st.sampled_from(["compaction", "custom", "branch_summary", "model_change", "session", "label"]).map(
        lambda k: json.dumps({"type": k, "summary": "s"}).encode()
    ),
    st.builds(
        lambda role, content: json.dumps({"type": "message", "message": {"role": role, "content": content}}).encode(),
        st.one_of(st.none(), st.integers(), st.just(""), st.just("custom")),
        _json_any,
    ),
    st.builds(
        lambda content: json.dumps({"type": "message", "message": {"role": "user", "content": content}}).encode(),
        st.one_of(st.none(), st.integers(), st.floats(allow_nan=False), st.dictionaries(_text, _text, max_size=2)),
    ),
    st.just(b"[" * 5000),
)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(items=st.lists(st.one_of(_valid.map(lambda m: ("ok", m)), _junk.map(lambda j: ("junk", j))), max_size=25))
def test_property_junk_never_breaks_reader(tmp_path_factory: pytest.TempPathFactory, items):
    root = tmp_path_factory.mktemp("prop")
    home = Home.at(root)
    t = Transcript(root)
    expected = []
    for kind, item in items:
        if kind == "ok":
            t.message(dict(item))
            content = item["content"]
            text = content if isinstance(content, str) else "\n".join(b["text"] for b in content)
            expected.append((Role(item["role"]), text, item.get("toolName")))
        else:
            t.raw(item)
    c = read_conversation(home)
    assert c.problem is None and not c.truncated
    assert [(x.role, x.text, x.tool_name) for x in c.turns] == expected
    assert [x.position for x in c.turns] == list(range(len(expected)))
    junk_lines = sum(j.count(b"\n") + 1 for k, j in items if k == "junk")
    assert 0 <= c.skipped_lines <= junk_lines
