"""`workspace/memory/forget/pending.json`: the claim ids and citations a confirm retracted, for the runtime.

`{"claims": [...], "citations": [...]}`, ids and locators only, merged with what earlier confirms staged,
written atomically even when both lists are empty. A citation of a removed note named after what it held
is never written (`memory_notes.Target.citations`), and one an older version staged is dropped at the
next merge, so the list never keeps spelling it.
"""

from __future__ import annotations

from lethe.assistant_home.json_text import loads
from lethe.assistant_home.layout import Home, OutsideHomeError
from lethe.contract.errors import StepFailed
from lethe.contract.vocabulary import Failure
from lethe.kinds.memory_notes import revealing_citation
from lethe.ledger.durable import write_json


def write_pending(home: Home, claims: list[str], citations: list[str]) -> None:
    try:
        path = home.exact_path(home.pending_rel)  # inside the home, and through no link at all
    except OutsideHomeError as e:
        raise StepFailed(Failure.PENDING_NOT_SAVED) from e
    try:
        prev = loads(path.read_text()) if path.exists() else None
    except (OSError, UnicodeDecodeError):
        prev = None
    prev = prev if isinstance(prev, dict) else {}
    old_claims = prev.get("claims") if isinstance(prev.get("claims"), list) else []
    old_cites = prev.get("citations") if isinstance(prev.get("citations"), list) else []
    try:
        write_json(
            path,
            {
                "claims": sorted({*map(str, old_claims), *claims}),
                "citations": sorted({*(c for c in map(str, old_cites) if not revealing_citation(home, c)), *citations}),
            },
        )
    except OSError as e:
        raise StepFailed(Failure.PENDING_NOT_SAVED) from e
