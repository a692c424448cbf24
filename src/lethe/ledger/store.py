"""Lethe's own state under `lethe/`: plans, their progress, provenance, receipts and tombstones.

Nothing here ever holds the forgotten text: plans carry locators and keyed fingerprints, provenance
and tombstones carry keyed hashes. Names in locators that could repeat it (a note named after its
topic, a job id) are stored sealed with the home's key (`ledger.seal`) and opened when a plan is
loaded. Provenance and receipts are append-only and never cleaned up.

Every file here is reached through the home's containment check (`durable.state_path`): never through a
link, never outside the home. A state folder or record that is a link is refused with `StateOutsideHome`,
an `OSError`, so callers treat it as Lethe's own state not being writable (a confirm stops before its
next destructive step); reading through such a link finds nothing.
"""

from __future__ import annotations

import json
import re
from datetime import UTC, datetime
from enum import StrEnum
from pathlib import Path

from lethe.contract.vocabulary import PlanOrigin
from lethe.plan import Plan

from . import tombstones as _tombstones
from .durable import StateOutsideHome, append_line, state_path, write_json
from .seal import seal, unseal
from .secret import KeyedHasher, load_or_create_key, read_key
from .tombstones import read_records

_PLAN_ID = re.compile(r"^p-[0-9a-f]{16}$")


class PlanState(StrEnum):
    PLANNED = "planned"
    EXECUTING = "executing"
    DONE = "done"


class ProvenanceWriteError(RuntimeError):
    """Provenance could not be recorded durably: the destructive step must not run."""


def now_iso() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


class Ledger:
    def __init__(self, state_dir: Path):
        self.dir = state_dir
        self._hasher: KeyedHasher | None = None

    def path(self, *parts: str) -> Path:
        """The exact path of Lethe's state folder, or of something in it; `StateOutsideHome` (an OSError) when
        it would go through a link or leave the home."""
        return state_path(self.dir, *parts)

    def _readable(self, *parts: str) -> Path | None:
        try:
            return self.path(*parts)
        except StateOutsideHome:
            return None

    # ---------------------------------------------------------------- secret
    def hasher(self) -> KeyedHasher:
        if self._hasher is None:
            self._hasher = KeyedHasher(load_or_create_key(self.path()))
        return self._hasher

    def existing_hasher(self) -> KeyedHasher | None:
        if self._hasher is not None:
            return self._hasher
        folder = self._readable()
        key = read_key(folder) if folder is not None else None
        return KeyedHasher(key) if key else None

    # ---------------------------------------------------------------- plans
    def _plan_path(self, plan_id: str, suffix: str = ".json") -> Path:
        if not _PLAN_ID.match(plan_id):
            raise KeyError(plan_id)
        return self.path("plans", f"{plan_id}{suffix}")

    def save_plan(self, plan: Plan) -> None:
        data = _map_locators(json.loads(plan.model_dump_json()), lambda s: seal(self.hasher(), s))
        # whole seconds: fewer stray digits in Lethe's records (a "10.5" could otherwise be a time's fraction)
        for k in ("created_at", "expires_at"):
            data[k] = getattr(plan, k).astimezone(UTC).isoformat(timespec="seconds")
        write_json(self._plan_path(plan.plan_id), data)
        self.set_state(plan.plan_id, PlanState.PLANNED)

    def load_plan(self, plan_id: str) -> Plan | None:
        try:
            data = json.loads(self._plan_path(plan_id).read_text())
            hasher = self.existing_hasher()
            if hasher is None or not isinstance(data, dict):
                return None
            return Plan.model_validate(_map_locators(data, lambda s: unseal(hasher, s)))
        except (KeyError, OSError, ValueError, RecursionError):
            return None

    def latest_plan_id(self, origin: PlanOrigin | None = None, exclude_origin: PlanOrigin | None = None) -> str | None:
        """The newest stored plan (of `origin`, or of any origin but `exclude_origin`)."""
        folder = self._readable("plans")
        best: tuple[str, int, str] | None = None
        if folder is None or not folder.is_dir():
            return None
        for p in folder.glob("p-*.json"):
            if p.name.endswith(".state.json") or p.is_symlink():
                continue
            try:
                data = json.loads(p.read_text())
            except (OSError, ValueError, RecursionError):
                continue
            if not isinstance(data, dict):
                continue
            if origin and data.get("origin") != origin:
                continue
            if exclude_origin and data.get("origin") == exclude_origin:
                continue
            try:
                when = datetime.fromisoformat(str(data.get("created_at"))).astimezone(UTC).isoformat()
                order = p.stat().st_mtime_ns  # plans made within the same second
            except (OSError, ValueError):
                continue
            if best is None or (when, order) > best[:2]:
                best = (when, order, data.get("plan_id", ""))
        return best[2] if best else None

    def state(self, plan_id: str) -> dict:
        """The plan's recorded progress; "planned" when there is none or it cannot be read (fields of the wrong
        type are dropped, so a damaged record can never stop a confirm, only make it start over safely)."""
        try:
            data = json.loads(self._plan_path(plan_id, ".state.json").read_text())
        except (KeyError, OSError, ValueError, RecursionError):
            data = None
        return _usable_state(data)

    def set_state(self, plan_id: str, state: PlanState, **extra) -> None:
        data = {"state": state.value, "at": now_iso(), **extra}
        write_json(self._plan_path(plan_id, ".state.json"), data)

    # ---------------------------------------------------------------- provenance, receipts, tombstones
    def record_provenance(self, plan_id: str, step: str, where: str, content_hash: str | None, **extra) -> None:
        try:
            record = {
                "at": now_iso(),
                "plan_id": plan_id,
                "step": step,
                "where": seal(self.hasher(), where),
                "content_hmac": content_hash,
                **extra,
            }
            append_line(self.path("provenance.jsonl"), record)
        except OSError as e:
            raise ProvenanceWriteError("provenance could not be recorded") from e

    def provenance(self, plan_id: str | None = None) -> list[dict]:
        path = self._readable("provenance.jsonl")
        records = read_records(path) if path is not None else []
        return [r for r in records if plan_id is None or r.get("plan_id") == plan_id]

    def write_receipt(self, plan_id: str, receipt: dict) -> None:
        append_line(self.path("receipts.jsonl"), {"at": now_iso(), "plan_id": plan_id, **receipt})

    def receipts(self, plan_id: str | None = None) -> list[dict]:
        path = self._readable("receipts.jsonl")
        records = read_records(path) if path is not None else []
        return [r for r in records if plan_id is None or r.get("plan_id") == plan_id]

    def add_tombstones(self, plan_id: str, records: list[dict]) -> None:
        """Append tombstone records (see `ledger.tombstones.records_for`) not recorded yet. Raises OSError."""
        known = {t.get("hmac") for t in self.tombstones()}
        for rec in records:
            if rec.get("hmac") not in known:
                append_line(self.path(_tombstones.FILE), {"at": now_iso(), "plan_id": plan_id, **rec})
                known.add(rec.get("hmac"))

    def tombstones(self) -> list[dict]:
        folder = self._readable()
        return _tombstones.load(folder) if folder is not None else []


def _usable_state(data) -> dict:
    if not isinstance(data, dict) or not isinstance(data.get("state"), str) or data["state"] not in set(PlanState):
        return {"state": PlanState.PLANNED.value}
    out = dict(data)
    done = out.pop("done", None)
    if isinstance(done, dict):
        out["done"] = {k: v for k, v in done.items() if isinstance(k, str) and type(v) is int}
    pending = out.pop("pending", None)
    if isinstance(pending, dict):
        out["pending"] = {
            k: {d: n for d, n in v.items() if isinstance(d, str) and type(n) is int}
            for k, v in pending.items()
            if isinstance(k, str) and isinstance(v, dict)
        }
    steps = out.pop("steps", None)
    if isinstance(steps, list):
        out["steps"] = [s for s in steps if isinstance(s, str)]
    return out


# Plan fields that hold locators (home-relative paths, keys, citations, job ids), and the search index's
# own ids and hashes (hex, which can spell a short number by chance): stored sealed.
_TARGET_LOCATORS = ("path", "key", "job_id")
_TARGET_LOCATOR_LISTS = ("line_citations", "entry_keys", "indexed_paths", "writer_of", "claim_ids", "chunk_hashes")


def _map_locators(data: dict, fn) -> dict:
    for t in data.get("targets") or []:
        if not isinstance(t, dict):
            continue
        for k in _TARGET_LOCATORS:
            if isinstance(t.get(k), str):
                t[k] = fn(t[k])
        for k in _TARGET_LOCATOR_LISTS:
            if isinstance(t.get(k), list):
                t[k] = [fn(x) if isinstance(x, str) else x for x in t[k]]
    for lim in data.get("limits") or []:
        if isinstance(lim, dict) and isinstance(lim.get("path"), str):
            lim["path"] = fn(lim["path"])
    return data
