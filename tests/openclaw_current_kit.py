"""Building homes in OpenClaw's *current* layout (2026.9.6: agent schema 23, shared-state schema 17).

Everything follows OpenClaw's own DDL, copied verbatim into tests/fixtures/openclaw/ (see the headers of
those files for where each block comes from):
- `openclaw-agent-schema.sql`: `src/state/openclaw-agent-schema.sql` (the pre-23 shape, about schema 21);
- `openclaw-agent-schema23-deltas.sql`: the schema-23 replacements (memory chunks with `chunk_rowid` and
  binary embeddings, the chunk-FTS triggers, the path FTS, and `transcript_events` with compressed rows);
- `state-schema-excerpt.sql`: `cron_jobs`, `cron_run_logs`, `task_runs`, `schema_meta`, ... of the shared
  `state/openclaw.sqlite`.

A schema-23 agent database is made the way the schema evolved: the full base schema, then the tables
schema 23 replaced are dropped and created from the deltas, then the base script runs again (every
statement in it is IF NOT EXISTS) to put back the indexes and revision triggers of the replaced tables.
Only `session_transcript_fts_rows` has no published schema-23 DDL; its columns are those OpenClaw's
migration inserts (`id`, `session_id`, `message_id`).

Rows are written as OpenClaw writes them:
- memory: OpenClaw's Markdown chunker (400 tokens, 80 overlap, unstripped text; Lethe's port,
  `assistant_home.openclaw_chunks`, verified against OpenClaw's own code), chunk id
  sha256("<source>:<path>:<start>:<end>:<hash>:<model>"), embeddings as Float64 little-endian BLOBs,
  vectors as Float32 in `memory_index_chunks_vec` (sqlite-vec), one cached embedding per chunk hash, FTS
  rows made by the schema-23 triggers, provenance per chunk;
- sessions: a `session_nodes` row (entry_json is the old sessions.json entry, its `sessionFile` the
  `sqlite:<agent>:<sessionId>:<storePath>` marker), its `session_windows` row, and the transcript as
  `transcript_events` (seq 0 the header; events of 1 KiB or more compressed: `event_json` NULL, one zstd
  level-1 frame with checksum, `event_utf8_bytes`, a `navigation_json` satisfying the table's CHECK),
  plus `transcript_event_identities` and the transcript FTS (`session_transcript_fts`);
- jobs: `cron_jobs` rows bound as `bindCronJobRow` binds them (`job_json` the whole job with `state: {}`).
"""

from __future__ import annotations

import hashlib
import json
import math
import struct
import time
from pathlib import Path

import sqlean
import sqlite_vec
from backports import zstd

from lethe.assistant_home.openclaw_chunks import chunk_markdown as _chunks
from lethe.kinds.memory_index import build_index
from tests.harness import memory_rel_paths, write_files

FIXTURES = Path(__file__).parent / "fixtures" / "openclaw"
BASE_DDL = (FIXTURES / "openclaw-agent-schema.sql").read_text()
DELTAS_23 = (FIXTURES / "openclaw-agent-schema23-deltas.sql").read_text()
STATE_DDL = (FIXTURES / "state-schema-excerpt.sql").read_text()

APP_VERSION = "2026.9.6"
AGENT_SCHEMA = 23
STATE_SCHEMA = 17
MODEL = "text-embedding-3-small"
PROVIDER = "openai"
DIMS = 4
META_KEY = "memory_index_meta_v1"

# no published schema-23 DDL: the columns OpenClaw's migration fills, and the indexes layout.md names
TRANSCRIPT_FTS_ROWS_23 = """
CREATE TABLE IF NOT EXISTS session_transcript_fts_rows (
  id INTEGER NOT NULL PRIMARY KEY,
  session_id TEXT NOT NULL,
  message_id TEXT
) STRICT;
CREATE INDEX IF NOT EXISTS idx_agent_transcript_fts_rows_session ON session_transcript_fts_rows(session_id);
CREATE INDEX IF NOT EXISTS idx_agent_transcript_fts_rows_message
  ON session_transcript_fts_rows(session_id, message_id);
"""
# before schema 23 the chunk FTS table was created by the memory plugin, and kept without triggers
CHUNK_FTS_PRE23 = """
CREATE VIRTUAL TABLE IF NOT EXISTS memory_index_chunks_fts USING fts5(
  text, id UNINDEXED, path UNINDEXED, source UNINDEXED, model UNINDEXED, start_line UNINDEXED, end_line UNINDEXED
);
"""


def sha256_hex(s: str | bytes) -> str:
    return hashlib.sha256(s.encode("utf-8", "surrogatepass") if isinstance(s, str) else s).hexdigest()


def connect(path: Path):
    con = sqlean.connect(str(path), isolation_level=None)
    con.execute("PRAGMA synchronous = OFF")  # fixtures: no fsync per commit (the files are thrown away)
    con.enable_load_extension(True)
    sqlite_vec.load(con)
    con.enable_load_extension(False)
    return con


# ------------------------------------------------------------------------ OpenClaw's chunker (FINDINGS §3)


def chunk_markdown(content: str) -> list[dict]:
    """OpenClaw's chunks of a note (400 tokens, 80 overlap, unstripped text), as dicts."""
    return [{"start": c.start_line, "end": c.end_line, "text": c.text, "hash": c.hash} for c in _chunks(content)]


def chunk_id(source: str, path: str, c: dict, model: str) -> str:
    return sha256_hex(f"{source}:{path}:{c['start']}:{c['end']}:{c['hash']}:{model}")


def fake_vector(h: str, dims: int = DIMS) -> list[float]:
    return [round((int(h[i * 2 : i * 2 + 2], 16) - 128) / 128, 4) for i in range(dims)]


def f64_blob(v: list[float]) -> bytes:
    return struct.pack(f"<{len(v)}d", *v)


def f32_blob(v: list[float]) -> bytes:
    return struct.pack(f"<{len(v)}f", *v)


# ---------------------------------------------------------------------------------------- the agent database


def create_agent_db(path: Path, agent: str = "main", schema: int = AGENT_SCHEMA, *, meta: bool = True) -> None:
    """An empty agent database of `schema` (23, or a pre-23 one with the base DDL as published)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    con = connect(path)
    try:
        con.execute("PRAGMA journal_mode = WAL")
        con.executescript(BASE_DDL)
        if schema >= 23:
            con.executescript(
                "DROP TABLE memory_index_chunks; DROP TABLE memory_embedding_cache; DROP TABLE transcript_events;"
            )
            con.executescript(DELTAS_23)
            con.executescript(BASE_DDL)  # indexes and revision triggers of the replaced tables
            con.executescript(TRANSCRIPT_FTS_ROWS_23)
        else:
            con.executescript(CHUNK_FTS_PRE23)
        con.execute(
            f"CREATE VIRTUAL TABLE memory_index_chunks_vec USING vec0(id TEXT PRIMARY KEY, embedding FLOAT[{DIMS}])"
        )
        provider_key = sha256_hex(json.dumps({"provider": PROVIDER, "model": MODEL}, separators=(",", ":")))
        scope = sha256_hex(json.dumps({"extraPaths": [], "multimodal": {"enabled": False}}, separators=(",", ":")))
        index_meta = {
            "model": MODEL,
            "provider": PROVIDER,
            "providerKey": provider_key,
            "sources": ["memory"],
            "scopeHash": scope,
            "chunkTokens": 400,
            "chunkOverlap": 80,
            "ftsTokenizer": "unicode61",
            "vectorDims": DIMS,
        }
        con.execute("INSERT INTO memory_index_meta(key, value) VALUES (?, ?)", (META_KEY, json.dumps(index_meta)))
        if meta:
            now = int(time.time() * 1000)
            con.execute(
                "INSERT INTO schema_meta (meta_key, role, schema_version, agent_id, app_version, created_at,"
                " updated_at)"
                " VALUES ('primary', 'agent', ?, ?, ?, ?, ?)",
                (schema, agent, APP_VERSION, now, now),
            )
            con.execute(f"PRAGMA user_version = {int(schema)}")
    finally:
        con.close()


def set_schema(path: Path, *, version: int, user_version: int | None = None, role: str = "agent") -> None:
    """Pretend the database is another version (what a newer or unknown OpenClaw would have written)."""
    con = connect(path)
    try:
        con.execute("UPDATE schema_meta SET schema_version = ?, role = ? WHERE meta_key = 'primary'", (version, role))
        con.execute(f"PRAGMA user_version = {int(version if user_version is None else user_version)}")
    finally:
        con.close()


def index_notes(db: Path, workspace: Path, rels: list[str], *, source: str = "memory") -> None:
    """Index Markdown files into the agent database as OpenClaw's memory plugin does (with a provider)."""
    con = connect(db)
    try:
        schema23 = "chunk_rowid" in {r[1] for r in con.execute("PRAGMA table_info(memory_index_chunks)")}
        provider_key = json.loads(
            con.execute("SELECT value FROM memory_index_meta WHERE key = ?", (META_KEY,)).fetchone()[0]
        )["providerKey"]
        now = int(time.time() * 1000)
        con.execute("BEGIN")
        for rel in rels:
            p = workspace / rel
            raw = p.read_bytes()
            content = raw.decode("utf-8", errors="replace")
            con.execute(
                "INSERT INTO memory_index_sources(path, source, hash, mtime, size) VALUES (?, ?, ?, ?, ?)",
                (rel, source, sha256_hex(content), p.stat().st_mtime * 1000.0, len(raw)),
            )
            for c in chunk_markdown(content):
                cid = chunk_id(source, rel, c, MODEL)
                vec = fake_vector(c["hash"])
                emb = f64_blob(vec) if schema23 else json.dumps(vec)
                con.execute(
                    "INSERT INTO memory_index_chunks (id, path, source, start_line, end_line, hash, model, text,"
                    " embedding, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (cid, rel, source, c["start"], c["end"], c["hash"], MODEL, c["text"], emb, now),
                )
                if not schema23:  # before schema 23 the plugin wrote FTS rows itself
                    con.execute(
                        "INSERT INTO memory_index_chunks_fts (text, id, path, source, model, start_line, end_line)"
                        " VALUES (?, ?, ?, ?, ?, ?, ?)",
                        (c["text"], cid, rel, source, MODEL, c["start"], c["end"]),
                    )
                con.execute("INSERT INTO memory_index_chunks_vec (id, embedding) VALUES (?, ?)", (cid, f32_blob(vec)))
                con.execute(
                    "INSERT OR REPLACE INTO memory_embedding_cache (provider, model, provider_key, hash, embedding,"
                    " dims, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
                    (PROVIDER, MODEL, provider_key, c["hash"], emb, DIMS, now),
                )
                con.execute(
                    "INSERT INTO memory_index_chunk_provenance (chunk_id, origin_class, session_kind, observed_at)"
                    " VALUES (?, 'owner', 'interactive', ?)",
                    (cid, now),
                )
        con.execute("COMMIT")
    finally:
        con.close()


def index_transcript_text(db: Path, path: str, lines: list[str]) -> None:
    """Index a transcript into the memory search (`sources: ["memory", "sessions"]`), as `User: ...` lines."""
    con = connect(db)
    try:
        meta = json.loads(con.execute("SELECT value FROM memory_index_meta WHERE key = ?", (META_KEY,)).fetchone()[0])
        meta["sources"] = ["memory", "sessions"]
        con.execute("UPDATE memory_index_meta SET value = ? WHERE key = ?", (json.dumps(meta), META_KEY))
    finally:
        con.close()
    con = connect(db)
    try:
        content = "\n".join(lines)
        now = int(time.time() * 1000)
        con.execute(
            "INSERT INTO memory_index_sources(path, source, hash, mtime, size) VALUES (?, 'sessions', ?, ?, ?)",
            (path, sha256_hex(content), now * 1.0, len(content)),
        )
        for c in chunk_markdown(content):
            cid = chunk_id("sessions", path, c, MODEL)
            con.execute(
                "INSERT INTO memory_index_chunks (id, path, source, start_line, end_line, hash, model, text,"
                " embedding, updated_at) VALUES (?, ?, 'sessions', ?, ?, ?, ?, ?, ?, ?)",
                (cid, path, c["start"], c["end"], c["hash"], MODEL, c["text"], f64_blob(fake_vector(c["hash"])), now),
            )
    finally:
        con.close()


# ---------------------------------------------------------------------------------------- transcripts


def navigation(n: int) -> str:
    return json.dumps(
        {
            "version": 1,
            "report": {"kind": "canonical"},
            "navigation": {},
            "reset": {},
            "model": {},
            "modelBytes": n,
            "modelWithoutCheckpointBytes": n,
            "withoutCustomDataBytes": n,
        }
    )


def payload_columns(event_json: str, header: bool = False) -> tuple:
    """(event_json, event_zstd, event_utf8_bytes, navigation_json) as transcript-payload.ts stores an event."""
    raw = event_json.encode("utf-8")
    identity = (event_json, None, len(raw), None)
    if header or len(raw) < 1024 or len(raw) > 4 * 1024 * 1024 or "\\u" in event_json or "\0" in event_json:
        return identity
    opts = {zstd.CompressionParameter.compression_level: 1, zstd.CompressionParameter.checksum_flag: 1}
    comp = zstd.compress(raw, options=opts)
    if len(comp) > len(raw) - max(64, math.ceil(len(raw) / 10)):
        return identity
    return (None, comp, len(raw), navigation(len(raw)))


class DbTranscript:
    """Writes a conversation into the agent database as the current OpenClaw runtime does (same interface as
    `tests.harness.Transcript`, so a Replay can drive it)."""

    def __init__(
        self,
        db: Path,
        agent: str = "main",
        sid: str = "5e55a0b1-0000-4000-8000-00000000c0de",
        key: str | None = None,
        updated_at: int | None = None,
        version: int = 4,
    ):
        self.db = Path(db)
        self.agent = agent
        self.sid = sid
        self.key = key or f"agent:{agent}:main"
        self.last: str | None = None
        self.n = 0
        self.seq = -1
        self.clock = updated_at or int(time.time() * 1000)
        store = str(self.db.parents[1] / "sessions" / "sessions.json")
        entry = {
            "sessionId": sid,
            "updatedAt": self.clock,
            "chatType": "direct",
            "sessionFile": f"sqlite:{agent}:{sid}:{store}",
        }
        con = connect(self.db)
        try:
            self.fts_rows = "message_id" in {
                r[1] for r in con.execute("PRAGMA table_info(session_transcript_fts_rows)")
            }
            con.execute(
                "INSERT INTO session_nodes (session_key, current_session_id, entry_json, updated_at, created_at,"
                " last_interaction_at) VALUES (?, ?, ?, ?, ?, ?)",
                (self.key, sid, json.dumps(entry), self.clock, self.clock, self.clock),
            )
            con.execute(
                "INSERT INTO session_windows (session_id, session_key, reason, created_at, updated_at, chat_type)"
                " VALUES (?, ?, 'initial', ?, ?, 'direct')",
                (sid, self.key, self.clock, self.clock),
            )
        finally:
            con.close()
        header = {"type": "session", "version": version, "id": sid, "timestamp": self._ts(), "cwd": "/home/user"}
        self._write(header, header=True)

    def continue_in_new_window(self, sid: str, reason: str = "compaction") -> None:
        """OpenClaw continues the conversation in a new transcript window (same session key)."""
        con = connect(self.db)
        try:
            con.execute(
                "INSERT INTO session_windows (session_id, session_key, previous_session_id, reason, created_at,"
                " updated_at, chat_type) VALUES (?, ?, ?, ?, ?, ?, 'direct')",
                (sid, self.key, self.sid, reason, self.clock, self.clock),
            )
            con.execute("UPDATE session_nodes SET current_session_id = ? WHERE session_key = ?", (sid, self.key))
        finally:
            con.close()
        self.sid, self.seq, self.last = sid, -1, None
        header = {"type": "session", "version": 4, "id": sid, "timestamp": self._ts(), "cwd": "/home/user"}
        self._write(header, header=True)

    def _ts(self) -> str:
        self.clock = max(self.clock + 1, int(time.time() * 1000))
        return time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(self.clock / 1000)) + f".{self.clock % 1000:03d}Z"

    def _write(self, obj: dict | None, *, header: bool = False, text: str | None = None) -> None:
        self.seq += 1
        event_json = text if obj is None else json.dumps(obj, separators=(",", ":"), ensure_ascii=False)
        cols = payload_columns(event_json, header)
        con = connect(self.db)
        try:
            con.execute("BEGIN IMMEDIATE")
            if "event_zstd" in {r[1] for r in con.execute("PRAGMA table_info(transcript_events)")}:
                con.execute(
                    "INSERT INTO transcript_events (session_id, seq, event_json, event_zstd, event_utf8_bytes,"
                    " navigation_json, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
                    (self.sid, self.seq, *cols, self.clock),
                )
            else:  # before schema 23: every event is JSON text
                con.execute(
                    "INSERT INTO transcript_events (session_id, seq, event_json, created_at) VALUES (?, ?, ?, ?)",
                    (self.sid, self.seq, event_json, self.clock),
                )
            if isinstance(obj, dict) and obj.get("id"):
                con.execute(
                    "INSERT INTO transcript_event_identities (session_id, event_id, seq, event_type, parent_id,"
                    " created_at) VALUES (?, ?, ?, ?, ?, ?)",
                    (self.sid, obj["id"], self.seq, obj.get("type"), obj.get("parentId"), self.clock),
                )
            msg = obj.get("message") if isinstance(obj, dict) else None
            if isinstance(msg, dict) and msg.get("role") in ("user", "assistant"):
                content = msg.get("content")
                body = (
                    content
                    if isinstance(content, str)
                    else "\n".join(b.get("text", "") for b in content or [] if b.get("type") == "text")
                )
                if body.strip():
                    cur = con.execute(
                        "INSERT INTO session_transcript_fts (text, session_id, message_id, role, timestamp)"
                        " VALUES (?, ?, ?, ?, ?)",
                        (body, self.sid, obj["id"], msg["role"], obj.get("timestamp")),
                    )
                    if self.fts_rows:
                        con.execute(
                            "INSERT INTO session_transcript_fts_rows (id, session_id, message_id) VALUES (?, ?, ?)",
                            (cur.lastrowid, self.sid, obj["id"]),
                        )
            con.execute("UPDATE session_nodes SET updated_at = ? WHERE session_key = ?", (self.clock, self.key))
            con.execute(
                "UPDATE session_windows SET updated_at = ?, transcript_updated_at = ? WHERE session_id = ?",
                (self.clock, self.clock, self.sid),
            )
            con.execute("COMMIT")
        finally:
            con.close()

    def message(self, message: dict) -> str:
        self.n += 1
        eid = f"{self.n:08x}"
        message.setdefault("timestamp", self.clock)
        self._write({"type": "message", "id": eid, "parentId": self.last, "timestamp": self._ts(), "message": message})
        self.last = eid
        return eid

    def user(self, text: str, blocks: bool = True) -> None:
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
        self._write(None, text=line.decode("utf-8", "replace") if isinstance(line, bytes) else line)


# ---------------------------------------------------------------------------------------- the state database


def create_state_db(path: Path, *, meta: bool = True, schema: int = STATE_SCHEMA) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    con = connect(path)
    try:
        con.execute("PRAGMA journal_mode = WAL")
        con.executescript(STATE_DDL)
        if meta:
            now = int(time.time() * 1000)
            con.execute(
                "INSERT INTO schema_meta (meta_key, role, schema_version, agent_id, app_version, created_at,"
                " updated_at)"
                " VALUES ('primary', 'global', ?, NULL, ?, ?, ?)",
                (schema, APP_VERSION, now, now),
            )
            con.execute(f"PRAGMA user_version = {int(schema)}")
    finally:
        con.close()


def cron_row(store_key: str, job: dict, sort_order: int) -> dict:
    """bindCronJobRow: the columns of a cron_jobs row for a classic CronJob object."""
    sched = job.get("schedule") or {}
    payload = job.get("payload") or {}
    delivery = job.get("delivery") or {}
    state = job.get("state") or {}
    kind = payload.get("kind")
    message = payload.get("text") if kind == "systemEvent" else payload.get("message")
    stripped = {k: v for k, v in job.items() if k not in ("state", "updatedAtMs")}
    stripped["state"] = {}
    return {
        "store_key": store_key,
        "job_id": job["id"],
        "name": job.get("name", ""),
        "description": job.get("description"),
        "enabled": 1 if job.get("enabled", True) else 0,
        "delete_after_run": None if job.get("deleteAfterRun") is None else int(bool(job["deleteAfterRun"])),
        "created_at_ms": job.get("createdAtMs", 0),
        "updated_at": job.get("updatedAtMs", 0),
        "agent_id": job.get("agentId"),
        "session_key": job.get("sessionKey"),
        "session_target": job.get("sessionTarget", "isolated"),
        "wake_mode": job.get("wakeMode", "now"),
        "schedule_kind": sched.get("kind", "cron"),
        "schedule_expr": sched.get("expr"),
        "schedule_tz": sched.get("tz"),
        "every_ms": sched.get("everyMs"),
        "anchor_ms": sched.get("anchorMs"),
        "at": sched.get("at"),
        "payload_kind": kind or "systemEvent",
        "payload_message": message,
        "delivery_mode": delivery.get("mode"),
        "delivery_channel": delivery.get("channel"),
        "delivery_to": delivery.get("to"),
        "next_run_at_ms": state.get("nextRunAtMs"),
        "running_at_ms": state.get("runningAtMs"),
        "job_json": json.dumps(stripped, separators=(",", ":"), ensure_ascii=False),
        "state_json": json.dumps(state, separators=(",", ":")),
        "runtime_updated_at_ms": job.get("updatedAtMs"),
        "sort_order": sort_order,
    }


def add_jobs(path: Path, store_key: str, jobs: list[dict]) -> None:
    con = connect(path)
    try:
        for i, job in enumerate(jobs):
            row = cron_row(store_key, job, i)
            cols = ", ".join(row)
            con.execute(f"INSERT INTO cron_jobs ({cols}) VALUES ({', '.join('?' * len(row))})", tuple(row.values()))
    finally:
        con.close()


def add_run(path: Path, store_key: str, job_id: str, seq: int, summary: str, *, delivered: bool = False) -> None:
    entry = {"ts": 1772000000000 + seq, "jobId": job_id, "action": "finished", "status": "ok", "summary": summary}
    if delivered:
        entry["delivered"] = True
    con = connect(path)
    try:
        con.execute(
            "INSERT INTO cron_run_logs (store_key, job_id, seq, ts, status, summary, delivered, entry_json, created_at)"
            " VALUES (?, ?, ?, ?, 'ok', ?, ?, ?, ?)",
            (store_key, job_id, seq, entry["ts"], summary, int(delivered), json.dumps(entry), entry["ts"]),
        )
    finally:
        con.close()


def cron_rows(path: Path) -> dict[str, dict]:
    con = connect(path)
    try:
        con.row_factory = sqlean.Row
        return {r["job_id"]: dict(r) for r in con.execute("SELECT * FROM cron_jobs")}
    finally:
        con.close()


# ---------------------------------------------------------------------------------------- a whole home

OLD_SID = "0ld00000-0000-4000-8000-000000000000"


def current_home(
    root: Path,
    files: dict,
    *,
    agent: str = "main",
    old_history: list[dict] | None = None,
    leftovers: bool = True,
) -> dict:
    """A home in the current layout: notes as files, memory and sessions in the agent database, jobs in the
    state database, and what `openclaw doctor` leaves after migrating a classic home (when `leftovers`).

    `files` is a scenario's file map; its `cron/jobs.json` becomes `cron_jobs` rows. `old_history` is an
    earlier conversation, kept as an older session (and, with `leftovers`, as the imported JSONL archive)."""
    root.mkdir(parents=True, exist_ok=True)
    files = dict(files)
    jobs_doc = files.pop("cron/jobs.json", None)
    jobs = jobs_doc["json"]["jobs"] if isinstance(jobs_doc, dict) and "json" in jobs_doc else []
    write_files(root, files)
    ws = root / "workspace"
    rels = memory_rel_paths(ws)
    agent_db = root / "agents" / agent / "agent" / "openclaw-agent.sqlite"
    create_agent_db(agent_db, agent)
    index_notes(agent_db, ws, rels)
    state_db = root / "state" / "openclaw.sqlite"
    store_key = str(root / "cron" / "jobs.json")
    create_state_db(state_db)
    add_jobs(state_db, store_key, jobs)
    if old_history:
        tr = DbTranscript(agent_db, agent, sid=OLD_SID, key=f"agent:{agent}:old", updated_at=1772000000000)
        for turn in old_history:
            getattr(tr, turn["role"])(turn["text"])
    if leftovers:
        # memory-core doctor: the classic index renamed to <file>.migrated (a full copy of the old index)
        old_index = root / "memory" / f"{agent}.sqlite"
        build_index(old_index, ws, rels)
        old_index.rename(old_index.with_name(old_index.name + ".migrated"))
        if jobs_doc is not None:
            write_files(root, {"cron/jobs.json.migrated": jobs_doc})
        if old_history:
            archive = root / "agents" / agent / "session-sqlite-import-archive"
            lines = [{"type": "session", "version": 3, "id": OLD_SID, "timestamp": "2026-03-01T10:00:00.000Z"}]
            lines += [
                {"type": "message", "id": f"{i:08x}", "message": {"role": t["role"], "content": t["text"]}}
                for i, t in enumerate(old_history, 1)
            ]
            name = f"agent_{agent}_old.{OLD_SID}.jsonl.imported-1772000000000"
            write_files(root, {f"{archive.relative_to(root)}/{name}": {"jsonl": lines}})
    return {"agent_db": agent_db, "state_db": state_db, "store_key": store_key}


def rows(db: Path, sql: str, params: tuple = ()) -> list[tuple]:
    con = connect(db)
    try:
        return con.execute(sql, params).fetchall()
    finally:
        con.close()


# ---------------------------------------------------------------------------------------- a running Gateway


def gateway_lock(home: Path, tmpdir: Path, *, pid: int | None = None, hash_name: bool = False) -> Path:
    """OpenClaw's gateway lock for `home` (src/infra/gateway-lock.ts) under `tmpdir`, held by `pid` (default:
    this process, with its start time, so OpenClaw's own liveness test says it is alive)."""
    import os

    config = str(home / "openclaw.json")
    lock_dir = tmpdir / f"openclaw-{os.getuid()}"
    lock_dir.mkdir(parents=True, exist_ok=True)
    pid = os.getpid() if pid is None else pid
    payload = {"pid": pid, "createdAt": "2026-09-20T10:00:00.000Z", "configPath": config, "port": 18789}
    stat = Path(f"/proc/{pid}/stat")
    if stat.exists():
        raw = stat.read_text()
        payload["startTime"] = int(raw[raw.rfind(")") + 1 :].split()[19])
    if hash_name:  # older payloads: recognised by the name alone
        payload.pop("configPath")
    lock = lock_dir / f"gateway.{hashlib.sha256(config.encode()).hexdigest()[:8]}.lock"
    lock.write_text(json.dumps(payload))
    return lock


FAKE_CLI = '''#!{python}
"""A stand-in for `openclaw cron rm|disable <id>`: the running Gateway changes its own store, then answers as
OpenClaw's CLI does (register.cron-simple.ts). Records each call in {log}."""
import json, os, sys
import sqlean
args = sys.argv[1:]
with open({log!r}, "a") as f:
    f.write(json.dumps({{"argv": args, "state_dir": os.environ.get("OPENCLAW_STATE_DIR")}}) + "\\n")
if {fail!r}:
    print("gateway not reachable", file=sys.stderr)
    sys.exit(1)
con = sqlean.connect(os.path.join(os.environ["OPENCLAW_STATE_DIR"], "state", "openclaw.sqlite"))
if args[:2] == ["cron", "rm"]:
    removed = con.execute("DELETE FROM cron_jobs WHERE job_id = ?", (args[2],)).rowcount > 0
    con.commit()
    print(json.dumps({{"ok": True, "removed": removed, "id": args[2]}}, indent=2))
elif args[:2] == ["cron", "disable"]:
    con.execute("UPDATE cron_jobs SET enabled = 0 WHERE job_id = ?", (args[2],))
    con.commit()
    print(json.dumps({{"id": args[2], "enabled": False}}, indent=2))
else:
    sys.exit(2)
'''


def fake_cli(bin_dir: Path, log: Path, *, fail: bool = False) -> Path:
    import sys

    bin_dir.mkdir(parents=True, exist_ok=True)
    exe = bin_dir / "openclaw"
    exe.write_text(FAKE_CLI.format(python=sys.executable, log=str(log), fail=fail))
    exe.chmod(0o755)
    return exe


# ---------------------------------------------------------------------------------------- replaying a scenario


def current_scenario(name: str, *, history: str = "current") -> dict:
    """A scenario of tests/scenarios on a current-layout home. Its jobs become cron_jobs rows (judged from the
    state database, not jobs.json). Its earlier conversation is kept in the current session (`"current"`, as
    the classic replay does), in an older session (`"earlier"`), or left out (`"none"`); wherever it is,
    OpenClaw's conversation index holds it, as OpenClaw indexes every conversation."""
    import copy

    from tests.harness import load

    sc = copy.deepcopy(load(name))
    sc["state_jobs"] = sc.pop("jobs", {})
    for field in ("keep", "locked"):  # what must stay in a job is judged in cron_jobs
        sc[f"job_{field}"] = [k for k in sc.get(field, []) if k["path"] == "cron/jobs.json"]
        sc[field] = [k for k in sc.get(field, []) if k["path"] != "cron/jobs.json"]
    turns = sc.pop("history", [])
    sc["history"] = turns if history == "current" else []
    sc["old_history"] = turns if history == "earlier" else []
    sc["allowed_remains"] = sc.get("allowed_remains", []) + [
        "memory/main.sqlite.migrated",
        "cron/jobs.json.migrated",
        "agents/main/session-sqlite-import-archive/",
    ]
    return sc


def make_current_replay():
    from tests.harness import Replay, snapshot

    class CurrentReplay(Replay):
        """Replays a scenario on a current-layout home: the conversation is written to the agent database."""

        def prepare(self) -> None:
            sc = self.scenario
            self.info = current_home(self.home, sc["files"], agent=self.agent, old_history=sc.get("old_history"))
            if sc.get("agent_schema"):
                set_schema(self.info["agent_db"], version=sc["agent_schema"])
            self.db = self.home / "memory" / f"{self.agent}.sqlite"  # absent: the classic index judge is skipped
            self.before_index = None
            self.tr = DbTranscript(self.info["agent_db"], self.agent)
            for turn in sc.get("history", []):
                getattr(self.tr, turn["role"])(turn["text"])
            self.initial = snapshot(self.home)
            self.outside_initial = {}

    return CurrentReplay


class DbSession:
    """Drives Lethe's MCP tools the way OpenClaw's runtime records them, in the agent database: the call
    under its registered name (`lethe__forget-plan`), the result with `details.mcpTool` and the structured
    content, and the plan shown to the person."""

    def __init__(self, transcript: DbTranscript, client, server: str = "lethe"):
        self.transcript = transcript
        self.client = client
        self.server = server
        self.results: list[dict] = []

    async def call(self, mcp_tool: str, args: dict | None = None) -> dict:
        from tests.openclaw_kit import safe_tool_name

        args = args or {}
        name = safe_tool_name(self.server, mcp_tool)
        call_id = self.transcript.tool_call(name, args)
        res = await self.client.call_tool(mcp_tool, args)
        text = "".join(getattr(c, "text", "") for c in res.content)
        data = res.structured_content or {}
        details = {"mcpServer": self.server, "mcpTool": mcp_tool, "structuredContent": data}
        self.transcript.message(
            {
                "role": "toolResult",
                "toolCallId": call_id,
                "toolName": name,
                "content": [{"type": "text", "text": text}],
                "details": details,
                "isError": bool(res.is_error),
            }
        )
        self.results.append(data)
        if data.get("status") in ("planned", "revised"):
            self.transcript.assistant(data["message"])
        return data
