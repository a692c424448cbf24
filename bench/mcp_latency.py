"""Plan latency through the MCP server, as an assistant sees it (a script, not a test).

    .venv/bin/python bench/mcp_latency.py [--sizes demo,small] [--runs 10]

For each size a sample home is generated once; a `lethe serve` subprocess is started over stdio and
`forget.plan` is called repeatedly on it (the server stays up, as it does for an assistant). Prints the
median and the spread of the round-trip time per size. With `--new-request` the user asks again in a new
turn before each call (the conversation changed: the subject is worked out afresh, never reused).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

import anyio
from mcp import Client, StdioServerParameters

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from lethe.demo.sample import build_sample_home  # noqa: E402


def say(home: Path, text: str) -> None:
    """The user says `text` in the current session (a new turn of the conversation, as the runtime writes it)."""
    sessions = json.loads((home / "agents/main/sessions/sessions.json").read_text())
    current = max(sessions.values(), key=lambda e: e.get("updatedAt", 0))
    path = home / "agents/main/sessions" / f"{current['sessionId']}.jsonl"
    n = sum(1 for _ in path.open())
    entry = {
        "type": "message",
        "id": f"bench{n:08d}",
        "parentId": None,
        "timestamp": "2026-05-20T18:41:00.000Z",
        "message": {"role": "user", "content": text},
    }
    with path.open("a") as f:
        f.write(json.dumps(entry) + "\n")


async def measure(home: Path, runs: int, new_request: bool = False) -> tuple[float, list[float]]:
    """(the first call, the following calls) in seconds. `new_request`: before each following call the user
    asks again in a new turn, so the conversation has changed and the subject is worked out afresh (the
    notes are unchanged); otherwise the same conversation is planned again."""
    # the whole environment (the client passes only a few variables by default): PYTHONPATH says which code the
    # server runs when the code before is timed from an unpacked copy
    params = StdioServerParameters(
        command=sys.executable, args=["-m", "lethe", "serve", "--home", str(home)], cwd=str(ROOT), env=dict(os.environ)
    )
    out = []
    async with Client(params) as client:
        t0 = time.perf_counter()
        await client.call_tool("forget.plan", {})  # the first call: imports, models, Lethe's caches
        first = time.perf_counter() - t0
        for i in range(runs):
            if new_request:
                say(home, ["Please forget my sister's address.", "Forget my sister's address, please."][i % 2])
            t0 = time.perf_counter()
            res = await client.call_tool("forget.plan", {})
            out.append(time.perf_counter() - t0)
            assert (res.structured_content or {}).get("status") == "planned", res
    return first, out


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--sizes", default="demo,small")
    ap.add_argument("--runs", type=int, default=10)
    ap.add_argument("--new-request", action="store_true", help="a new user turn before each call")
    a = ap.parse_args()
    print(f"{'size':8} {'files':>6} {'first ms':>9} {'median ms':>10} {'min ms':>8} {'max ms':>8}")
    for size in a.sizes.split(","):
        with tempfile.TemporaryDirectory(prefix=f"lethe-lat-{size}-") as tmp:
            sample = build_sample_home(Path(tmp) / "home", size=size)
            first, times = anyio.run(measure, sample.root, a.runs, a.new_request)
            ms = [t * 1000 for t in times]
            print(
                f"{size:8} {sample.files:>6} {first * 1000:>9.0f} {statistics.median(ms):>10.0f} "
                f"{min(ms):>8.0f} {max(ms):>8.0f}"
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
