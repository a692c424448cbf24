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
        if scan(ctx.home, rel, ctx.matcher.matches).stopped:
            ctx.add_limit(LimitReason.LOG, Category.LOGS)
