"""Smaller OpenClaw formats: JSON5 and legacy job stores, the lowercase memory note, indexed conversations."""

from __future__ import annotations

from pathlib import Path

from lethe.assistant_home import cron_store, json5, transcripts
from lethe.assistant_home.layout import Home
from lethe.kinds.memory_notes import note_paths


def home_with(tmp_path: Path, files: dict[str, str]) -> Home:
    for rel, text in files.items():
        p = tmp_path / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(text)
    return Home.at(tmp_path)


def test_json_first_then_json5():
    assert json5.loads('{"a": 1e400}') == {"a": float("inf")}  # JSON.parse takes it; JSON5 alone would not
    assert json5.loads("{a: 1, b: [1, 2,], /* c */ 'c': 0x10,}") == {"a": 1, "b": [1, 2], "c": 16}
    assert json5.has_comments("{a: 1 // x\n}") and json5.has_comments("/* x */ {}")
    assert not json5.has_comments('{"url": "https://x//y", \'s\': "/* not */"}')


def test_legacy_jobs_are_understood_without_being_rewritten(tmp_path):
    home = home_with(
        tmp_path,
        {
            "cron/jobs.json": """{version: 1, jobs: [
              {jobId: 'old', schedule: {atMs: '1796144400000'}, text: 'legacy top-level text'},
              {id: 'str', schedule: '0 8 * * 1'},
              {id: 'every', schedule: {everyMs: 60000}, enabled: false},
              {id: 'both', jobId: 'ignored', schedule: {kind: 'at', at: '2026-12-01T17:00:00Z'}},
              {name: 'no id'},
            ]}"""
        },
    )
    store = cron_store.load(home)
    assert isinstance(store, cron_store.JobStore) and not store.strict and store.writable
    by_id = {cron_store.job_id(j): j for j in store.all_jobs}
    assert list(by_id) == ["old", "str", "every", "both"]
    assert [j["id"] for j in store.jobs] == ["str", "every", "both"]  # the canonical shape only
    assert cron_store.is_reminder(by_id["old"]) and cron_store.is_reminder(by_id["both"])
    assert cron_store.schedule_kind(by_id["str"]) == "cron" and cron_store.schedule_kind(by_id["every"]) == "every"
    assert cron_store.job_texts(by_id["old"]) == ["legacy top-level text"]
    assert not cron_store.enabled(by_id["every"])
    assert b"jobId" in store.dump(store.data["jobs"])  # other fields kept as they are


def test_a_store_with_comments_is_not_writable(tmp_path):
    home = home_with(tmp_path, {"cron/jobs.json": "{\n  // mine\n  version: 1, jobs: []\n}"})
    store = cron_store.load(home)
    assert store.comments and not store.writable


def test_lowercase_memory_note(tmp_path):
    home = home_with(tmp_path, {"workspace/MEMORY.md": "# M\n", "workspace/memory.md": "# m\n"})
    paths = note_paths(home)
    assert "workspace/MEMORY.md" in paths and "workspace/memory.md" in paths
    (tmp_path / "workspace/memory.md").unlink()
    assert "workspace/memory.md" not in note_paths(home)


def test_conversation_indexing_config(tmp_path):
    on = "{agents: {defaults: {memorySearch: {sources: ['memory', 'sessions'], experimental: {sessionMemory: true}}}}}"
    assert transcripts.configured(home_with(tmp_path / "a", {"openclaw.json": on}))
    sources_only = "{agents: {defaults: {memorySearch: {sources: ['memory', 'sessions']}}}}"  # needs the flag too
    assert not transcripts.configured(home_with(tmp_path / "b", {"openclaw.json": sources_only}))
    per_agent_off = (
        "{agents: {defaults: {memorySearch: {sources: ['memory', 'sessions'], experimental: {sessionMemory: true}}},"
        " list: [{id: 'main', memorySearch: {sources: ['memory']}}]}}"
    )
    assert not transcripts.configured(home_with(tmp_path / "c", {"openclaw.json": per_agent_off}))
    assert not transcripts.configured(home_with(tmp_path / "d", {"openclaw.json": "{not json"}))


def test_indexed_transcript_names(tmp_path):
    sessions = "agents/main/sessions"
    home = home_with(
        tmp_path,
        {
            f"{sessions}/a.jsonl": "",
            f"{sessions}/a.jsonl.reset.2026-04-13T10-00-00Z": "",
            f"{sessions}/a.jsonl.deleted.2026-04-13T10-00-00Z": "",
            f"{sessions}/a.jsonl.bak.2026-04-13": "",
            f"{sessions}/sessions.json": "{}",
        },
    )
    assert [r.rsplit("/", 1)[1] for r in transcripts.indexed_transcripts(home)] == [
        "a.jsonl",
        "a.jsonl.deleted.2026-04-13T10-00-00Z",
        "a.jsonl.reset.2026-04-13T10-00-00Z",
    ]
