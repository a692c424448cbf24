"""`lethe serve --http`: the same tools over Streamable HTTP on loopback, on both protocol eras."""

import socket
import subprocess
import sys
import time

import pytest
from mcp import Client

from tests.harness import Replay, load

pytestmark = pytest.mark.anyio


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.mark.parametrize("mode", ["auto", "legacy"])
async def test_plan_and_confirm_over_http(tmp_path, mode):
    replay = Replay(load("address-basic"), tmp_path)
    replay.prepare()
    port = free_port()
    proc = subprocess.Popen(
        [sys.executable, "-m", "lethe", "serve", "--home", str(replay.home), "--http", f"127.0.0.1:{port}"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        deadline = time.monotonic() + 20
        while True:
            try:
                socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
                break
            except OSError:
                assert time.monotonic() < deadline, "the HTTP server did not start"
                time.sleep(0.1)
        async with Client(f"http://127.0.0.1:{port}/mcp", mode=mode) as client:
            tools = {t.name: t for t in (await client.list_tools()).tools}
            assert tools["forget.plan"].annotations.read_only_hint is True
            assert tools["forget.confirm"].annotations.destructive_hint is True
            replay.tr.user("Please forget my sister's address.")
            call = replay.tr.tool_call("forget.plan", {})
            res = await client.call_tool("forget.plan", {})
            plan = res.structured_content
            assert plan["status"] == "planned"
            replay.tr.tool_result(call, "forget.plan", res.content[0].text)
            replay.tr.assistant(plan["message"])
            replay.tr.user("Yes, go ahead.")
            replay.tr.tool_call("forget.confirm", {})
            res = await client.call_tool("forget.confirm", {})
            assert res.structured_content["status"] == "forgotten"
    finally:
        proc.terminate()
        proc.wait(timeout=10)
    assert b"Birch Lane" not in (replay.home / "workspace/MEMORY.md").read_bytes()
