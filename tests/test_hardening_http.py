"""Issue 12, item 11: `lethe serve --http` on an address other machines can reach.

A destructive tool is never served to the network by accident: a non-loopback address is refused unless the
person asks for it explicitly (`--allow-remote`) and gives a bearer token (`--token-file FILE` or the
`LETHE_HTTP_TOKEN` environment variable); every request must then carry `Authorization: Bearer <token>`, and
the server warns on stderr. Documented in the README's CLI section.
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
from pathlib import Path

import httpx2
import pytest
from mcp import Client
from mcp.client.streamable_http import streamable_http_client

from tests.hardening_kit import REPO, assert_no_traceback
from tests.hardening_kit import lethe_process as lethe
from tests.harness import Replay, load

TOKEN = "s3cret-token-for-tests-0123456789abcdef"
INIT = {
    "jsonrpc": "2.0",
    "id": 1,
    "method": "initialize",
    "params": {"protocolVersion": "2025-11-25", "capabilities": {}, "clientInfo": {"name": "t", "version": "1"}},
}
HEADERS = {"Accept": "application/json, text/event-stream", "Content-Type": "application/json"}


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def listening(port: int) -> bool:
    try:
        socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
        return True
    except OSError:
        return False


class Server:
    def __init__(self, home: Path, *args: str, env: dict | None = None):
        self.port = free_port()
        self.log = home.parent / f"serve-{self.port}.log"
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "lethe", "serve", "--home", str(home), *[a.format(port=self.port) for a in args]],
            stdout=subprocess.DEVNULL,
            stderr=self.log.open("w"),
            env={**os.environ, "PYTHONPATH": str(REPO), **(env or {})},
        )
        deadline = time.monotonic() + 20
        while not listening(self.port):
            assert self.proc.poll() is None, self.log.read_text()
            assert time.monotonic() < deadline, "the HTTP server did not start"
            time.sleep(0.1)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}/mcp"

    def stop(self) -> str:
        self.proc.terminate()
        self.proc.wait(timeout=10)
        return self.log.read_text()


@pytest.fixture
def home(tmp_path) -> Path:
    replay = Replay(load("address-basic"), tmp_path)
    replay.prepare()
    return replay.home


def token_file(tmp_path: Path, token: str = TOKEN) -> Path:
    f = tmp_path / "token"
    f.write_text(token + "\n")
    f.chmod(0o600)
    return f


@pytest.mark.parametrize("host", ["0.0.0.0", "::", "192.0.2.10", "example.org"])
def test_a_non_loopback_address_is_refused_without_an_explicit_flag(home, host):
    port = free_port()
    address = f"[{host}]:{port}" if ":" in host else f"{host}:{port}"
    proc = lethe("serve", "--home", str(home), "--http", address, timeout=8)
    assert_no_traceback(proc)
    assert proc.returncode == 2, (proc.returncode, proc.stderr)
    assert "--allow-remote" in proc.stderr, proc.stderr
    assert not listening(port)


def test_allow_remote_without_a_token_is_refused(home):
    port = free_port()
    proc = lethe("serve", "--home", str(home), "--http", f"0.0.0.0:{port}", "--allow-remote", timeout=20)
    assert_no_traceback(proc)
    assert proc.returncode == 2
    assert "token" in proc.stderr.lower() and "unrecognized" not in proc.stderr, proc.stderr
    assert not listening(port)


@pytest.mark.parametrize("bad", ["", "short"])
def test_a_token_too_short_to_be_secret_is_refused(home, tmp_path, bad):
    f = token_file(tmp_path, bad)
    proc = lethe(
        "serve", "--home", str(home), "--http", f"0.0.0.0:{free_port()}", "--allow-remote", "--token-file", str(f)
    )
    assert_no_traceback(proc)
    assert proc.returncode == 2
    assert "token" in proc.stderr.lower() and "unrecognized" not in proc.stderr, proc.stderr


def test_a_remote_server_requires_the_token_on_every_request(home, tmp_path):
    srv = Server(home, "--http", "0.0.0.0:{port}", "--allow-remote", "--token-file", str(token_file(tmp_path)))
    try:
        assert httpx2.post(srv.url, json=INIT, headers=HEADERS, timeout=10).status_code == 401
        wrong = {**HEADERS, "Authorization": "Bearer not-the-token"}
        assert httpx2.post(srv.url, json=INIT, headers=wrong, timeout=10).status_code == 401
        right = {**HEADERS, "Authorization": f"Bearer {TOKEN}"}
        assert httpx2.post(srv.url, json=INIT, headers=right, timeout=10).status_code == 200
    finally:
        log = srv.stop()
    assert "warning" in log.lower() and "token" in log.lower(), log
    assert TOKEN not in log  # the token itself is never logged


@pytest.mark.anyio
@pytest.mark.parametrize("source", ["file", "env"])
async def test_a_remote_server_works_with_the_token(home, tmp_path, source):
    if source == "file":
        srv = Server(home, "--http", "0.0.0.0:{port}", "--allow-remote", "--token-file", str(token_file(tmp_path)))
    else:
        srv = Server(home, "--http", "0.0.0.0:{port}", "--allow-remote", env={"LETHE_HTTP_TOKEN": TOKEN})
    try:
        http = httpx2.AsyncClient(headers={"Authorization": f"Bearer {TOKEN}"}, timeout=30)
        async with Client(streamable_http_client(srv.url, http_client=http)) as client:
            tools = {t.name for t in (await client.list_tools()).tools}
            assert {"forget.plan", "forget.confirm"} <= tools
    finally:
        srv.stop()


def test_a_token_on_loopback_is_enforced_too(home, tmp_path):
    srv = Server(home, "--http", "127.0.0.1:{port}", "--token-file", str(token_file(tmp_path)))
    try:
        assert httpx2.post(srv.url, json=INIT, headers=HEADERS, timeout=10).status_code == 401
    finally:
        srv.stop()


def test_the_readme_documents_remote_serving():
    readme = (REPO / "README.md").read_text()
    for words in ("--allow-remote", "--token-file", "LETHE_HTTP_TOKEN", "Authorization: Bearer"):
        assert words in readme, words
