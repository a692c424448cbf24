"""Helpers for the issue-12 hardening tests: black-box, through the `lethe` command, the MCP tools or the service.

Nothing here reaches into Lethe's planner or executor: homes are built from files (tests/harness.py), plans
and confirms go through `tests.trust_kit.Bench` (the service the tools use) or the `lethe` command in a
subprocess, and what is judged is the home's bytes, exit codes, stdout and stderr.
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

from tests.harness import build_home_index, load, snapshot, write_files

REPO = Path(__file__).resolve().parents[1]
ADDRESS_LINE = "- Anna lives at 14 Birch Lane, Portland, OR 97205."
ABOUT = "my sister's address"


@dataclass
class Ran:
    returncode: int
    stdout: str
    stderr: str


def lethe(*argv: str, env: dict | None = None) -> Ran:
    """Run `lethe ARGV...` (its `main`) in this process, capturing its exit code, stdout and stderr.

    An exception escaping `main` is the traceback a person would see: it is not caught, so the test fails."""
    from lethe.server.cli import main

    out, err = io.StringIO(), io.StringIO()
    saved = {k: os.environ.get(k) for k in env or {}}
    os.environ.update(env or {})
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            try:
                code = main(list(argv))
            except SystemExit as e:  # argparse's usage errors, --help
                code = e.code if isinstance(e.code, int) else (0 if e.code is None else 2)
    finally:
        for k, v in saved.items():
            if v is None:
                os.environ.pop(k, None)
            else:
                os.environ[k] = v
    return Ran(code, out.getvalue(), err.getvalue())


def lethe_process(*argv: str, env: dict | None = None, timeout: float = 60) -> subprocess.CompletedProcess:
    """Run `lethe ARGV...` as a person would, in a new process (for what must not run in the test's own: serving)."""
    return subprocess.run(
        [sys.executable, "-m", "lethe", *argv],
        input="",
        capture_output=True,
        text=True,
        timeout=timeout,
        env={**os.environ, "PYTHONPATH": str(REPO), **(env or {})},
        cwd=str(REPO),
    )


def assert_no_traceback(proc: Ran | subprocess.CompletedProcess) -> None:
    for stream in (proc.stdout, proc.stderr):
        assert "Traceback" not in stream, stream[-2000:]
        assert "Exception ignored" not in stream, stream[-2000:]
        assert "unexpected problem" not in stream, stream[-2000:]  # the CLI's last resort is a bug too


def terminal_home(tmp_path: Path, files: dict | None = None, *, index: bool = True) -> Path:
    """The address home (notes, a reminder, the memory search) for `lethe plan/confirm --about` from a terminal."""
    home = tmp_path / "home"
    write_files(home, load("address-basic")["files"] if files is None else files)
    if index:
        build_home_index(home)
    return home


def plan_and_confirm(home: Path, *extra: str, about: str = ABOUT) -> tuple[dict, dict]:
    """`lethe plan --about` then `lethe confirm --about --yes`, both --json; returns both reports."""
    p = lethe("plan", "--home", str(home), "--about", about, "--json", *extra)
    assert_no_traceback(p)
    assert p.returncode == 0, p.stderr
    c = lethe("confirm", "--home", str(home), "--about", about, "--yes", "--json", *extra)
    assert_no_traceback(c)
    return json.loads(p.stdout), json.loads(c.stdout) if c.stdout.strip() else {}


def outside_state(path: Path) -> dict[str, bytes]:
    """Every file below `path` (or the file itself), byte for byte."""
    if path.is_file():
        return {path.name: path.read_bytes()}
    return snapshot(path) if path.exists() else {}


def tmp_leftovers(root: Path) -> list[str]:
    """Temporary files a write left behind anywhere in the home (Lethe's and the ledger's)."""
    return sorted(
        p.relative_to(root).as_posix()
        for p in root.rglob("*")
        if p.is_file() and p.name.startswith(".") and p.name.endswith(".tmp")
    )
