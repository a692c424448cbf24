"""Index entries that hold the subject only inside retention-locked lines (read-only).

A retention-locked line stays in memory and stays searchable; the lock itself is what the plan and the
report speak of. So a search entry whose only copies of the subject sit in locked lines is neither a
change since the plan, nor something that remains to clean, nor something that came back.
"""

from __future__ import annotations

from datetime import date

from lethe.assistant_home.layout import Home
from lethe.assistant_home.memory_index import IndexUnavailable, iter_chunks, open_readonly
from lethe.assistant_home.retention import line_lock
from lethe.contract.vocabulary import ArtifactKind, LimitReason
from lethe.kinds.base import FindContext


def strip_locked(text: str, today: date) -> str:
    """`text` without its retention-locked lines."""
    return "\n".join(line for line in text.split("\n") if not line_lock(line, today))


def drop_locked_only_claims(home: Home, inv: FindContext) -> None:
    """Remove, from an inventory's search-index targets, the entries that match only through locked lines."""
    if not any(lim.reason is LimitReason.RETENTION_LOCK for lim in inv.limits):
        return
    for t in list(inv.targets):
        if t.kind is not ArtifactKind.MEMORY_INDEX or not t.claim_ids:
            continue
        wanted = set(t.claim_ids)
        try:
            con = open_readonly(home.index_db)
        except IndexUnavailable:
            continue
        try:
            locked_only = {
                c.id
                for c in iter_chunks(con, t.indexed_paths or None)
                if c.id in wanted and not inv.matcher.matches(strip_locked(c.text, inv.today))
            }
        except IndexUnavailable:
            continue
        finally:
            con.close()
        if locked_only:
            t.claim_ids = [c for c in t.claim_ids if c not in locked_only]
            t.count = len(t.claim_ids)
            if not t.claim_ids:
                inv.targets.remove(t)
