"""A second Python process started for work a run can share out (reading notes, counting what is left), told
what to do through its standard input and answering through its standard output, both pickled; it writes
nothing anywhere else. None when no such process can be started (an embedded Python, no executable)."""

from __future__ import annotations

import pickle
import subprocess
import sys


def start(code: str, first) -> subprocess.Popen | None:
    """A Python process running `code` (`python -P -c code`), already handed `first` (pickled); None when it
    cannot be started or told (it is then stopped)."""
    try:
        proc = subprocess.Popen(
            [sys.executable, "-P", "-c", code],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
        )
    except (OSError, ValueError, TypeError, subprocess.SubprocessError):  # no Python to start (embedded)
        return None
    try:
        pickle.dump(first, proc.stdin)
        proc.stdin.flush()
    except (OSError, ValueError, pickle.PicklingError):
        proc.kill()
        proc.wait()
        return None
    return proc


def stop(proc: subprocess.Popen) -> None:
    """End the process (if it still runs) and close its pipes."""
    try:
        if proc.poll() is None:
            proc.kill()
        proc.wait()
    except OSError:
        pass
    for pipe in (proc.stdin, proc.stdout):
        try:
            if pipe is not None:
                pipe.close()
        except OSError:
            pass
