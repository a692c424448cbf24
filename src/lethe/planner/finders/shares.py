"""Items published or shared outside the assistant (shares.json), a limit only.

`{"shares": [{"id", "path", "url", "audience"}]}`. A share whose local file this plan cleans, or whose
own text holds the subject, means a copy already left: the local copy is cleaned where it lives, the
shared one cannot be reached from here (`shared_outside`). This file is never edited. Runs after every
finder that cleans files.
"""

from __future__ import annotations

import json
import os
from pathlib import PurePosixPath

from lethe.assistant_home.scan import scan
from lethe.assistant_home.text_files import Unreadable, read_text

from ..context import FindContext
from ..plan import Category, LimitReason
from .recall import strings


def local_rel(home, path) -> set[str]:
    """The home-relative paths a share's local `path` may name (home-, workspace-relative or absolute)."""
    if not isinstance(path, str) or not path.strip():
        return set()
    p = path.strip()
    if p.startswith("~/.openclaw/"):
        p = p[len("~/.openclaw/") :]
    elif os.path.isabs(p):
        try:
            p = PurePosixPath(p).relative_to(PurePosixPath(home.root.as_posix())).as_posix()
        except ValueError:
            return set()
    p = p.removeprefix("./")
    return {p, f"workspace/{p}"}


def find(ctx: FindContext) -> None:
    rel = ctx.home.shares_rel
    f = read_text(ctx.home, rel)
    if isinstance(f, Unreadable):
        if f in (Unreadable.BINARY, Unreadable.TOO_LARGE) and scan(ctx.home, rel, ctx.matcher.matches).stopped:
            ctx.add_limit(LimitReason.SHARED_OUTSIDE, Category.SHARED_ITEMS)
        return
    try:
        data = json.loads(f.text)
        shares = data.get("shares") if isinstance(data, dict) else None
    except (ValueError, RecursionError):
        shares = None
    if not isinstance(shares, list):
        if ctx.matcher.matches(f.text):  # unreadable as a list of shares, but it names the subject
            ctx.add_limit(LimitReason.SHARED_OUTSIDE, Category.SHARED_ITEMS)
        return
    cleaned = {t.path for t in ctx.targets}
    for share in shares:
        if not isinstance(share, dict):
            continue
        names_file = bool(local_rel(ctx.home, share.get("path")) & cleaned)
        if names_file or any(ctx.matcher.matches(s) for s in strings(share)):
            ctx.add_limit(LimitReason.SHARED_OUTSIDE, Category.SHARED_ITEMS)
