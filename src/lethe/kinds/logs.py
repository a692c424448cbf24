"""Logs (logs/**), a limit only: a log that mentions the subject is reported (`log`) and never changed.

Read as a stream, line by line (rotated .gz logs decompressed on the fly), since logs can be large.
"""

from __future__ import annotations

from lethe.assistant_home.scan import scan
from lethe.assistant_home.text_files import walk_files
from lethe.contract.vocabulary import Category, LimitReason

from .base import FindContext

KIND = None  # a limit only: nothing here is cleaned
PHASE = None


def find(ctx: FindContext) -> None:
    for rel in walk_files(ctx.home, ctx.home.logs_rel):
        ctx.per_file("log", rel, lambda rel=rel: _look(ctx, rel))


def _look(ctx: FindContext, rel: str) -> None:
    # whole blocks of lines that cannot hold it are skipped at once (long logs, big backups)
    if scan(ctx.home, rel, ctx.matcher.matches, ctx.matcher.could_match).stopped:
        ctx.add_limit(LimitReason.LOG, Category.LOGS)
