"""Lethe's own state under `lethe/`: plans, their progress, provenance, receipts and tombstones.

Nothing here ever holds the forgotten text: plans carry locators and keyed fingerprints, provenance
and tombstones carry keyed hashes. Provenance and receipts are append-only and never cleaned up.
"""

from __future__ import annotations

import json
import re
from datetime import UTC, datetime
from enum import StrEnum
from pathlib import Path

from planner.plan import Plan

from .durable import append_line, write_json
from .secret import KeyedHasher, load_or_create_key, read_key

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

    # ---------------------------------------------------------------- secret
    def hasher(self) -> KeyedHasher:
        return KeyedHasher(load_or_create_key(self.dir))

    def existing_hasher(self) -> KeyedHasher | None:
        key = read_key(self.dir)
        return KeyedHasher(key) if key else None

    # ---------------------------------------------------------------- plans
    def _plan_path(self, plan_id: str) -> Path:
        if not _PLAN_ID.match(plan_id):
            raise KeyError(plan_id)
        return self.dir / "plans" / f"{plan_id}.json"

    def save_plan(self, plan: Plan) -> None:
        write_json(self._plan_path(plan.plan_id), json.loads(plan.model_dump_json()))
        self.set_state(plan.plan_id, PlanState.PLANNED)

    def load_plan(self, plan_id: str) -> Plan | None:
        try:
            return Plan.model_validate_json(self._plan_path(plan_id).read_text())
        except (KeyError, OSError, ValueError):
            return None

    def latest_plan_id(self, origin: str | None = None) -> str | None:
        folder = self.dir / "plans"
        best: tuple[str, str] | None = None
        if not folder.is_dir():
            return None
        for p in folder.glob("p-*.json"):
            if p.name.endswith(".state.json"):
                continue
            try:
                data = json.loads(p.read_text())
            except (OSError, ValueError):
                continue
            if origin and data.get("origin") != origin:
                continue
            stamp = str(data.get("created_at", ""))
            if best is None or stamp > best[0]:
                best = (stamp, data.get("plan_id", ""))
        return best[1] if best else None

    def state(self, plan_id: str) -> dict:
        try:
            return json.loads((self.dir / "plans" / f"{plan_id}.state.json").read_text())
        except (OSError, ValueError):
            return {"state": PlanState.PLANNED.value}

    def set_state(self, plan_id: str, state: PlanState, **extra) -> None:
        self._plan_path(plan_id)  # validates the id
        data = {"state": state.value, "at": now_iso(), **extra}
        write_json(self.dir / "plans" / f"{plan_id}.state.json", data)

    # ---------------------------------------------------------------- provenance, receipts, tombstones
    def record_provenance(self, plan_id: str, step: str, where: str, content_hash: str | None, **extra) -> None:
        record = {
            "at": now_iso(),
            "plan_id": plan_id,
            "step": step,
            "where": where,
            "content_hmac": content_hash,
            **extra,
        }
        try:
            append_line(self.dir / "provenance.jsonl", record)
        except OSError as e:
            raise ProvenanceWriteError("provenance could not be recorded") from e

    def provenance(self, plan_id: str | None = None) -> list[dict]:
        return [r for r in _read_jsonl(self.dir / "provenance.jsonl") if plan_id is None or r.get("plan_id") == plan_id]

    def write_receipt(self, plan_id: str, receipt: dict) -> None:
        append_line(self.dir / "receipts.jsonl", {"at": now_iso(), "plan_id": plan_id, **receipt})

    def receipts(self, plan_id: str | None = None) -> list[dict]:
        return [r for r in _read_jsonl(self.dir / "receipts.jsonl") if plan_id is None or r.get("plan_id") == plan_id]

    def add_tombstones(self, plan_id: str, hashes: list[str], sizes: list[int]) -> None:
        known = {t.get("hmac") for t in self.tombstones()}
        for h, n in zip(hashes, sizes, strict=True):
            if h not in known:
                append_line(self.dir / "tombstones.jsonl", {"at": now_iso(), "plan_id": plan_id, "hmac": h, "words": n})

    def tombstones(self) -> list[dict]:
        return _read_jsonl(self.dir / "tombstones.jsonl")


def _read_jsonl(path: Path) -> list[dict]:
    out = []
    try:
        with path.open("rb") as f:
            for raw in f:
                try:
                    obj = json.loads(raw)
                except ValueError:
                    continue
                if isinstance(obj, dict):
                    out.append(obj)
    except OSError:
        pass
    return out
