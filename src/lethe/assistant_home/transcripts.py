"""Whether the memory search also indexes conversations, and what those conversations say (read-only).

OpenClaw can index session transcripts into the memory search beside the memory files
(`agents.defaults.memorySearch.sources: ["memory", "sessions"]` together with
`agents.defaults.memorySearch.experimental.sessionMemory: true`, or the same under an agent in
`agents.list[]`; the index's meta row then records `"sources": ["memory", "sessions"]`). It indexes the
text of user and assistant messages of each transcript (`*.jsonl`, and reset/deleted archives
`*.jsonl.reset.<ISO>` / `*.jsonl.deleted.<ISO>`; `.bak` copies are not indexed) and re-reads a transcript
once it has grown enough. Transcripts are not a cleanup target (they are the conversation record), so a
transcript that still states what was forgotten brings it back into the search at the next reindex:
a remaining risk that is reported, never called forgotten.

Config is `openclaw.json` at the home's root, which OpenClaw reads as JSON5. Never logs text.
"""

from __future__ import annotations

import json
import logging
import re
from collections.abc import Iterator

from .json5 import loads as json5_loads
from .layout import Home
from .scan import open_exact
from .text_files import MAX_TEXT_BYTES

log = logging.getLogger(__name__)

CONFIG_REL = "openclaw.json"
_INDEXED_NAME = re.compile(r"^[^/]+\.jsonl(?:\.(?:reset|deleted)\.[^/]+)?$")
MAX_TRANSCRIPT_BYTES = 64 * 1024 * 1024


def _get(d: object, *keys: str) -> object:
    for k in keys:
        d = d.get(k) if isinstance(d, dict) else None
    return d


def _sessions_enabled(search: object) -> bool | None:
    """True/False when this memorySearch block decides it, None when it says nothing."""
    if not isinstance(search, dict):
        return None
    sources = search.get("sources")
    experimental = _get(search, "experimental", "sessionMemory")
    if sources is None and experimental is None:
        return None
    return isinstance(sources, list) and "sessions" in sources and experimental is True


def configured(home: Home) -> bool:
    """openclaw.json turns transcript indexing on for this agent (its own block wins over the defaults)."""
    try:
        p = home.path(CONFIG_REL)
    except ValueError:
        return False
    if not p.is_file():
        return False
    f, _problem = open_exact(home, CONFIG_REL)
    if f is None:
        return False
    try:
        with f:
            raw = f.read(MAX_TEXT_BYTES + 1)
        if len(raw) > MAX_TEXT_BYTES:
            return False
        cfg = json5_loads(raw.decode("utf-8", errors="replace"))
    except (OSError, ValueError):
        log.info("openclaw.json could not be read; transcript indexing taken from the index alone")
        return False
    defaults = _get(cfg, "agents", "defaults", "memorySearch")
    agents = _get(cfg, "agents", "list")
    for a in agents if isinstance(agents, list) else []:
        if isinstance(a, dict) and a.get("id") == home.agent:
            own = _sessions_enabled(a.get("memorySearch"))
            if own is not None:
                return own
    return bool(_sessions_enabled(defaults))


def indexed_transcripts(home: Home) -> list[str]:
    """Home-relative paths of the transcripts OpenClaw would index for this agent."""
    try:
        entries = sorted(p.name for p in home.sessions_dir.iterdir() if p.is_file() and not p.is_symlink())
    except OSError:
        return []
    return [f"{home.sessions_rel}/{name}" for name in entries if _INDEXED_NAME.match(name)]


def message_texts(home: Home, rel: str) -> Iterator[str]:
    """The text of each user and assistant message of a transcript (what OpenClaw indexes from it)."""
    f, _problem = open_exact(home, rel)
    if f is None:
        return
    read = 0
    with f:
        for raw in f:
            read += len(raw)
            if read > MAX_TRANSCRIPT_BYTES:
                log.info("a transcript is larger than %d bytes; the rest was not read", MAX_TRANSCRIPT_BYTES)
                return
            try:
                entry = json.loads(raw.decode("utf-8", errors="replace"))
            except (ValueError, RecursionError):
                continue
            msg = entry.get("message") if isinstance(entry, dict) and entry.get("type") == "message" else None
            if not isinstance(msg, dict) or msg.get("role") not in ("user", "assistant"):
                continue
            content = msg.get("content")
            if isinstance(content, str):
                yield content
            elif isinstance(content, list):
                for block in content:
                    if isinstance(block, dict) and block.get("type") == "text" and isinstance(block.get("text"), str):
                        yield block["text"]


def holding(home: Home, matches) -> list[str]:
    """The indexed transcripts whose messages state what `matches` recognises."""
    return [rel for rel in indexed_transcripts(home) if any(matches(t) for t in message_texts(home, rel))]
