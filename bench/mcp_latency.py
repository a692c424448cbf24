"""Plan latency through the MCP server, as an assistant sees it (a script, not a test).

    .venv/bin/python bench/mcp_latency.py [--sizes demo,small] [--runs 10]

For each size a sample home is generated once; a `lethe serve` subprocess is started over stdio and
`forget.plan` is called repeatedly on it (the server stays up, as it does for an assistant). Prints the
median and the spread of the round-trip time per size.
"""

from __future__ import annotations

import argparse
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


async def measure(home: Path, runs: int) -> tuple[float, list[float]]:
    """(the first call, the following calls) in seconds."""
    params = StdioServerParameters(
        command=sys.executable, args=["-m", "lethe", "serve", "--home", str(home)], cwd=str(ROOT)
    )
    out = []
    async with Client(params) as client:
        t0 = time.perf_counter()
        await client.call_tool("forget.plan", {})  # the first call: imports, models, Lethe's caches
        first = time.perf_counter() - t0
        for _ in range(runs):
            t0 = time.perf_counter()
            res = await client.call_tool("forget.plan", {})
            out.append(time.perf_counter() - t0)
            assert (res.structured_content or {}).get("status") == "planned", res
    return first, out


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--sizes", default="demo,small")
    ap.add_argument("--runs", type=int, default=10)
    a = ap.parse_args()
    print(f"{'size':8} {'files':>6} {'first ms':>9} {'median ms':>10} {'min ms':>8} {'max ms':>8}")
    for size in a.sizes.split(","):
        with tempfile.TemporaryDirectory(prefix=f"lethe-lat-{size}-") as tmp:
            sample = build_sample_home(Path(tmp) / "home", size=size)
            first, times = anyio.run(measure, sample.root, a.runs)
            ms = [t * 1000 for t in times]
            print(
                f"{size:8} {sample.files:>6} {first * 1000:>9.0f} {statistics.median(ms):>10.0f} "
                f"{min(ms):>8.0f} {max(ms):>8.0f}"
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
