"""Where things live in an assistant home (OpenClaw's classic layout).

Only paths and path safety live here; reading and writing are elsewhere. Every path the rest of
Lethe handles is a *home-relative POSIX string* ("workspace/MEMORY.md"); `Home.path()` turns one
into an absolute path and refuses anything that would leave the home.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path, PurePosixPath

CURATED_FILES = ("MEMORY.md", "USER.md", "TOOLS.md", "HEARTBEAT.md", "DREAMS.md")


class OutsideHomeError(ValueError):
    """A path that is absolute, climbs out with '..', or resolves (through a link) outside the home."""


@dataclass(frozen=True)
class Home:
    root: Path
    agent: str = "main"

    @classmethod
    def at(cls, root: str | os.PathLike[str], agent: str = "main") -> Home:
        return cls(Path(root).expanduser().absolute(), agent)

    # ------------------------------------------------------------------ well-known places (relative)
    workspace_rel = "workspace"
    cron_jobs_rel = "cron/jobs.json"
    cron_runs_rel = "cron/runs"
    shares_rel = "shares.json"
    trash_rel = ".trash"
    backups_rel = "backups"
    logs_rel = "logs"
    state_rel = "lethe"
    pending_rel = "workspace/memory/forget/pending.json"
    recall_rel = "workspace/memory/.dreams/short-term-recall.json"

    @property
    def index_rel(self) -> str:
        return f"memory/{self.agent}.sqlite"

    @property
    def sessions_rel(self) -> str:
        return f"agents/{self.agent}/sessions"

    # ------------------------------------------------------------------ absolute paths
    @property
    def workspace(self) -> Path:
        return self.root / self.workspace_rel

    @property
    def index_db(self) -> Path:
        return self.root / self.index_rel

    @property
    def sessions_dir(self) -> Path:
        return self.root / self.sessions_rel

    @property
    def state_dir(self) -> Path:
        return self.root / self.state_rel

    def path(self, rel: str) -> Path:
        """The absolute path of a home-relative path, refusing escapes (checked lexically and through links)."""
        pure = PurePosixPath(rel)
        if pure.is_absolute() or ".." in pure.parts or not pure.parts:
            raise OutsideHomeError("path is not inside the home")
        p = self.root.joinpath(*pure.parts)
        if not self.contains(p):
            raise OutsideHomeError("path leads outside the home")
        return p

    def contains(self, p: Path) -> bool:
        """True when `p`, with every link along it resolved, stays inside the home."""
        try:
            real = os.path.realpath(p)
            root = self._real_root
        except (OSError, RuntimeError, ValueError):
            return False
        return real == root or real.startswith(root.rstrip(os.sep) + os.sep)

    @cached_property
    def _real_root(self) -> str:
        """The home's own real path, resolved once (not once per file: a plan checks thousands)."""
        return os.path.realpath(self.root)

    def rel(self, p: Path) -> str:
        return p.relative_to(self.root).as_posix()

    @staticmethod
    def workspace_locator(rel: str) -> str | None:
        """'workspace/MEMORY.md' -> 'MEMORY.md' (the form the index and citations use); None outside it."""
        prefix = "workspace/"
        return rel[len(prefix) :] if rel.startswith(prefix) else None
