"""Where things live in an assistant home (OpenClaw's classic layout).

Only paths and path safety live here; reading and writing are elsewhere. Every path the rest of
Lethe handles is a *home-relative POSIX string* ("workspace/MEMORY.md"); `Home.path()` turns one
into an absolute path and refuses anything that would leave the home. This is the one containment
check: the home's files, the memory index (`memory/<agent>.sqlite`, also when `memory/` is a link),
`pending.json` and Lethe's own state all go through it. Ids that become parts of paths (`--agent`,
`--session`) must be safe ids (`check_id`), so they can never climb out or name a folder.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path, PurePosixPath

CURATED_FILES = ("MEMORY.md", "USER.md", "TOOLS.md", "HEARTBEAT.md", "DREAMS.md")
# what an OpenClaw agent or session id looks like: a letter or digit, then letters, digits, '.', '_' or '-'
_SAFE_ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]{0,127}")


class OutsideHomeError(ValueError):
    """A path that is absolute, climbs out with '..', or resolves (through a link) outside the home."""


class InvalidId(ValueError):
    """An agent or session id that is not a safe id (it could name a path outside its folder)."""

    def __init__(self, kind: str):
        super().__init__(f"the {kind} id must be letters, digits, '.', '_' or '-', starting with a letter or digit")
        self.kind = kind


def is_safe_id(value: object) -> bool:
    return isinstance(value, str) and _SAFE_ID.fullmatch(value) is not None


def check_id(kind: str, value: str) -> str:
    """`value` if it is a safe id; otherwise `InvalidId` (kind: "agent" or "session")."""
    if not is_safe_id(value):
        raise InvalidId(kind)
    return value


@dataclass(frozen=True)
class Home:
    root: Path
    agent: str = "main"

    def __post_init__(self) -> None:
        check_id("agent", self.agent)

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

    def linked_out(self, rel: str) -> Path | None:
        """The path of `rel` when it is itself a link that leads out of the home, from a folder inside it (what
        it leads to may be *read*, never written: the assistant reads it as memory all the same); else None."""
        pure = PurePosixPath(rel)
        if pure.is_absolute() or ".." in pure.parts or len(pure.parts) < 2:
            return None
        p = self.root.joinpath(*pure.parts)
        if not p.is_symlink() or not self.contains(p.parent) or self.contains(p):
            return None
        return p

    def exact_path(self, rel: str) -> Path:
        """`path(rel)`, and no link anywhere below the home along it (for Lethe's own records, which are only
        ever written where they are, never through a link, even one that stays inside the home)."""
        p = self.path(rel)
        try:
            root = os.path.realpath(self.root)
            real = os.path.realpath(p)
        except (OSError, RuntimeError, ValueError) as e:
            raise OutsideHomeError("path could not be resolved") from e
        if real != os.path.join(root, *PurePosixPath(rel).parts):
            raise OutsideHomeError("path goes through a link")
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
