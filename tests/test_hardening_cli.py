"""Issue 12, items 6 and 9: clear errors instead of tracebacks, silent acceptance or a bad secret.

Run as a person runs it: the `lethe` command in its own process, judged on its exit code, stdout and stderr
(never a traceback), and on what it created (nothing, when it refuses).
"""

from __future__ import annotations

import fcntl
import json
import os
import pty
import select
import signal
import subprocess
import sys
import termios
import time
from pathlib import Path

import pytest

from tests.hardening_kit import ABOUT, REPO, assert_no_traceback, lethe, lethe_process, terminal_home
from tests.harness import Transcript, write_files
from tests.trust_kit import NEEDLE

DEEP = "[" * 100_000 + "]" * 100_000


def tree(root: Path) -> list[str]:
    return sorted(p.relative_to(root).as_posix() for p in root.rglob("*")) if root.exists() else []


# ------------------------------------------------------------------------------------------ item 9: --home


def test_a_home_that_does_not_exist_is_refused_and_not_created(tmp_path):
    missing = tmp_path / "nope"
    for argv in (["plan", "--about", ABOUT], ["confirm", "--yes", "--about", ABOUT], ["audit"], ["serve"]):
        run = lethe_process if argv[0] == "serve" else lethe
        proc = run(*argv, "--home", str(missing))
        assert_no_traceback(proc)
        assert proc.returncode == 2, (argv, proc.returncode, proc.stdout)
        assert "does not exist" in proc.stderr, proc.stderr
        assert not missing.exists()


def test_the_default_home_that_does_not_exist_is_refused(tmp_path):
    proc = lethe("plan", "--about", ABOUT, env={"HOME": str(tmp_path)})
    assert_no_traceback(proc)
    assert proc.returncode == 2
    assert ".openclaw" in proc.stderr and "does not exist" in proc.stderr, proc.stderr
    assert not (tmp_path / ".openclaw").exists()


def test_a_home_that_is_a_file_is_refused(tmp_path):
    f = tmp_path / "home.txt"
    f.write_text("not a folder\n")
    proc = lethe("plan", "--home", str(f), "--about", ABOUT)
    assert_no_traceback(proc)
    assert proc.returncode == 2
    assert "not a folder" in proc.stderr, proc.stderr
    assert f.read_text() == "not a folder\n"


@pytest.mark.parametrize("which", ["workspace", "empty", "random"])
def test_a_folder_that_is_not_an_assistant_home_is_refused_and_left_alone(tmp_path, which):
    home = terminal_home(tmp_path)
    folder = {"workspace": home / "workspace", "empty": tmp_path / "empty", "random": tmp_path / "random"}[which]
    if which == "empty":
        folder.mkdir()
    if which == "random":
        write_files(folder, {"notes.txt": "hello\n", "src/main.py": "print(1)\n"})
    before = tree(folder)
    for argv in (["plan", "--about", ABOUT], ["confirm", "--yes", "--about", ABOUT], ["audit"]):
        proc = lethe(*argv, "--home", str(folder))
        assert_no_traceback(proc)
        assert proc.returncode == 2, (argv, proc.stdout)
        assert "assistant home" in proc.stderr, proc.stderr
    assert tree(folder) == before  # no lethe/ folder, no secret, no lock


def test_an_assistant_home_is_recognised_by_its_layout(tmp_path):
    for marker in ("workspace", "agents", "memory/main.sqlite", "cron"):
        home = tmp_path / marker.split("/")[0]
        if marker.endswith(".sqlite"):  # a memory/ folder counts with an index in it (the workspace has one too)
            (home / marker).parent.mkdir(parents=True)
            (home / marker).touch()
        else:
            (home / marker).mkdir(parents=True)
        proc = lethe("plan", "--home", str(home), "--about", ABOUT, "--json")
        assert_no_traceback(proc)
        assert proc.returncode == 0, (marker, proc.stderr)


# ------------------------------------------------------------------------------------------ item 9: deep JSON


@pytest.mark.parametrize(
    "rel",
    [
        "cron/jobs.json",
        "shares.json",
        "workspace/memory/.dreams/short-term-recall.json",
        "cron/runs/rem-anna-gift.jsonl",
        "workspace/canvas/anna.json",
    ],
)
def test_deeply_nested_json_in_the_home_is_unreadable_not_a_traceback(tmp_path, rel):
    home = terminal_home(tmp_path)
    write_files(home, {rel: DEEP + "\n"})
    proc = lethe("plan", "--home", str(home), "--about", ABOUT, "--json")
    assert_no_traceback(proc)
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert json.loads(proc.stdout)["status"] == "planned"
    proc = lethe("confirm", "--home", str(home), "--about", ABOUT, "--yes", "--json")
    assert_no_traceback(proc)
    assert json.loads(proc.stdout)["status"] in ("forgotten", "incomplete")
    assert NEEDLE.encode() not in (home / "workspace/MEMORY.md").read_bytes()


@pytest.mark.parametrize("where", ["sessions.json", "transcript", "tool result"])
def test_deeply_nested_json_in_the_conversation_is_not_a_traceback(tmp_path, where):
    home = terminal_home(tmp_path)
    tr = Transcript(home)
    tr.user("Please forget my sister's address.")
    if where == "sessions.json":
        (tr.dir / "sessions.json").write_text(DEEP)
    elif where == "transcript":
        tr.raw(DEEP)
    else:
        call = tr.tool_call("forget.plan", {})
        tr.tool_result(call, "forget.plan", DEEP)
        tr.user("yes")
    for argv in (["plan", "--json"], ["confirm", "--yes", "--json"]):
        proc = lethe(*argv, "--home", str(home))
        assert_no_traceback(proc)
        assert proc.stdout.strip(), proc.stderr[-2000:]
        json.loads(proc.stdout)


def test_deeply_nested_json_in_lethe_s_own_records_is_not_a_traceback(tmp_path):
    home = terminal_home(tmp_path)
    proc = lethe("plan", "--home", str(home), "--about", ABOUT, "--json")
    assert proc.returncode == 0
    plan_id = json.loads(proc.stdout)["plan_id"]
    (home / "lethe/plans" / f"{plan_id}.json").write_text(DEEP)
    (home / "lethe/tombstones.jsonl").write_text(DEEP + "\n")
    for argv in (["confirm", "--yes", "--about", ABOUT, "--json"], ["audit", "--json"]):
        proc = lethe(*argv, "--home", str(home))
        assert_no_traceback(proc)
        json.loads(proc.stdout)


# ------------------------------------------------------------------------------------------ item 6: the secret key


@pytest.mark.parametrize("key", [b"", b"short", b"x" * 31], ids=["empty", "short", "31-bytes"])
def test_a_damaged_secret_key_is_refused_with_a_repair_message(tmp_path, key):
    home = terminal_home(tmp_path)
    (home / "lethe").mkdir()
    (home / "lethe/secret.key").write_bytes(key)
    for argv in (["plan", "--about", ABOUT, "--json"], ["confirm", "--yes", "--about", ABOUT, "--json"]):
        proc = lethe(*argv, "--home", str(home))
        assert_no_traceback(proc)
        assert proc.returncode == 2, (argv, proc.returncode, proc.stdout)
        err = proc.stderr.lower()
        assert "secret" in err and ("restore" in err or "remove" in err), proc.stderr
    assert (home / "lethe/secret.key").read_bytes() == key  # never silently replaced
    assert not (home / "lethe/plans").exists()  # nothing was made with a bad key
    assert NEEDLE.encode() in (home / "workspace/MEMORY.md").read_bytes()


def test_a_secret_key_that_is_a_folder_is_refused(tmp_path):
    home = terminal_home(tmp_path)
    (home / "lethe/secret.key").mkdir(parents=True)
    proc = lethe("plan", "--home", str(home), "--about", ABOUT, "--json")
    assert_no_traceback(proc)
    assert proc.returncode == 2
    assert "secret" in proc.stderr.lower(), proc.stderr


def test_the_secret_key_is_created_whole_and_private(tmp_path):
    home = terminal_home(tmp_path)
    proc = lethe("plan", "--home", str(home), "--about", ABOUT, "--json")
    assert proc.returncode == 0, proc.stderr
    key = home / "lethe/secret.key"
    assert key.is_file() and not key.is_symlink()
    assert len(key.read_bytes()) >= 32
    assert key.stat().st_mode & 0o777 == 0o600
    assert [p.name for p in (home / "lethe").iterdir() if p.name.startswith(".")] == []


def test_many_first_runs_at_once_agree_on_one_key(tmp_path):
    home = terminal_home(tmp_path)
    procs = [
        subprocess.Popen(
            [sys.executable, "-m", "lethe", "plan", "--home", str(home), "--about", ABOUT, "--json"],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            env={**os.environ, "PYTHONPATH": str(REPO)},
        )
        for _ in range(6)
    ]
    outs = [p.communicate(timeout=60) for p in procs]
    assert all(p.returncode == 0 for p in procs), [o[1][-500:] for o in outs]
    assert len((home / "lethe/secret.key").read_bytes()) >= 32
    proc = lethe("confirm", "--home", str(home), "--about", ABOUT, "--yes", "--json")
    assert json.loads(proc.stdout)["status"] == "forgotten", proc.stdout


# ------------------------------------------------------------------------------------------ item 9: serve, ttl


@pytest.mark.parametrize("http", ["localhost", "127.0.0.1", "127.0.0.1:notaport", "127.0.0.1:70000", "127.0.0.1:-1"])
def test_a_bad_http_address_is_refused(tmp_path, http):
    home = terminal_home(tmp_path)
    proc = lethe_process("serve", "--home", str(home), "--http", http, timeout=20)
    assert_no_traceback(proc)
    assert proc.returncode == 2, (proc.returncode, proc.stderr)
    assert "HOST:PORT" in proc.stderr or "port" in proc.stderr.lower(), proc.stderr


@pytest.mark.parametrize("ttl", ["0", "-5", "nan", "inf", "-inf", "soon"])
def test_a_plan_lifetime_that_is_not_positive_is_refused(tmp_path, ttl):
    home = terminal_home(tmp_path)
    proc = lethe("plan", "--home", str(home), "--about", ABOUT, "--ttl-minutes", ttl)
    assert_no_traceback(proc)
    assert proc.returncode == 2
    assert "ttl" in proc.stderr.lower(), proc.stderr
    assert not (home / "lethe").exists()


# ------------------------------------------------------------------------------------------ item 9: the prompt


def _read_until(fd: int, marker: bytes, timeout: float = 30.0) -> bytes:
    out, deadline = b"", time.monotonic() + timeout
    while marker not in out and time.monotonic() < deadline:
        ready, _, _ = select.select([fd], [], [], 0.1)
        if ready:
            chunk = os.read(fd, 65536)
            if not chunk:
                break
            out += chunk
    return out


def _own_terminal() -> None:
    """In the child: the pty becomes its controlling terminal, so Ctrl-C typed there interrupts it (as a person's
    terminal does; a test runner may also have SIGINT ignored or blocked, which children inherit)."""
    os.setsid()
    fcntl.ioctl(0, termios.TIOCSCTTY, 0)
    signal.signal(signal.SIGINT, signal.SIG_DFL)
    signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})


@pytest.mark.parametrize("key", ["ctrl-c", "ctrl-d"])
def test_interrupting_the_confirm_prompt_is_not_confirmed(tmp_path, key):
    home = terminal_home(tmp_path)
    assert lethe("plan", "--home", str(home), "--about", ABOUT).returncode == 0
    before = (home / "workspace/MEMORY.md").read_bytes()
    master, slave = pty.openpty()
    proc = subprocess.Popen(
        [sys.executable, "-m", "lethe", "confirm", "--home", str(home), "--about", ABOUT],
        stdin=slave,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env={**os.environ, "PYTHONPATH": str(REPO)},
        preexec_fn=_own_terminal,
    )
    os.close(slave)
    try:
        shown = _read_until(proc.stdout.fileno(), b"> ")
        assert b"> " in shown, shown
        time.sleep(0.5)  # a person types a moment later (a signal just before read() starts waits for input)
        os.write(master, b"\x03" if key == "ctrl-c" else b"\x04")
        out, err = proc.communicate(timeout=30)
    finally:
        os.close(master)
        if proc.poll() is None:
            proc.kill()
    text, err = (shown + out).decode(), err.decode()
    assert "Traceback" not in err and "KeyboardInterrupt" not in err and "EOFError" not in err, err
    assert proc.returncode == 1, (proc.returncode, text, err)
    assert "haven't changed anything" in text or "not confirmed" in text.lower(), text
    assert (home / "workspace/MEMORY.md").read_bytes() == before


def test_a_closed_output_pipe_is_a_quiet_exit(tmp_path):
    home = terminal_home(tmp_path)
    for argv in (["plan", "--about", ABOUT, "--json"], ["audit", "--json"], ["--help"]):
        proc = subprocess.Popen(
            [sys.executable, "-m", "lethe", *argv, *(["--home", str(home)] if argv[0] != "--help" else [])],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            env={**os.environ, "PYTHONPATH": str(REPO)},
        )
        proc.stdout.close()  # like `lethe ... | head` once head has exited
        err = proc.stderr.read().decode()
        proc.wait(timeout=60)
        assert "Traceback" not in err and "BrokenPipeError" not in err and "Exception ignored" not in err, (argv, err)
