"""How far a long plan or confirm has come: on stderr for the CLI, as MCP progress notifications for a
client that asked for them (a `progressToken`). Only step names and counts, never what was found.

The stdio server never writes progress to stdout (that is the protocol's channel); the CLI writes it to
stderr only once a run has taken longer than a moment, so quick runs stay quiet.
"""

from __future__ import annotations

import contextlib
import sys
import threading
import time
from typing import TextIO

AFTER_S = 2.0  # a step is announced once the run has taken this long
EVERY_S = 15.0  # and again while one step keeps going


class StderrProgress:
    """`(done, total, what)` calls turned into lines like `lethe: looking through the home (1/2, 14 s)`."""

    def __init__(self, stream: TextIO | None = None, after: float = AFTER_S, every: float = EVERY_S):
        self.stream = stream if stream is not None else sys.stderr
        self.after = after
        self.every = every
        self.start = time.monotonic()
        self._step: tuple[int, int, str] | None = None
        self._lock = threading.Lock()
        self._timer: threading.Timer | None = None
        self.lines = 0

    def __call__(self, done: int, total: int, what: str) -> None:
        with self._lock:
            self._step = (done, total, what)
            if done >= total:
                self._cancel()
                if self.lines:
                    self._say()  # the end of a run that said something before
                return
            self._cancel()
            wait = max(0.0, self.after - (time.monotonic() - self.start))
            self._arm(wait)

    def _arm(self, wait: float) -> None:
        self._timer = threading.Timer(wait, self._tick)
        self._timer.daemon = True
        self._timer.start()

    def _cancel(self) -> None:
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None

    def _tick(self) -> None:
        with self._lock:
            if self._step is None or self._timer is None:
                return
            self._say()
            self._arm(self.every)

    def _say(self) -> None:
        if self._step is None:
            return
        done, total, what = self._step
        elapsed = time.monotonic() - self.start
        try:
            print(f"lethe: {what} ({done}/{total}, {elapsed:.0f} s)", file=self.stream, flush=True)
            self.lines += 1
        except (OSError, ValueError):
            pass

    def close(self) -> None:
        with self._lock:
            self._cancel()
            self._step = None


def mcp_progress(ctx):
    """A progress callback for work running in a worker thread of an MCP tool call: each step becomes a
    `notifications/progress` (a no-op when the client sent no progressToken)."""
    import anyio.from_thread

    def report(done: int, total: int, what: str) -> None:
        with contextlib.suppress(Exception):  # progress is a courtesy: never let it fail the call
            anyio.from_thread.run(ctx.report_progress, float(done), float(total), what)

    return report
