"""`lethe erase`: operator erasure of one item, of everything marked expired, and of a person (compliance).

Each runs end to end on a realistic home through the normal planner and executor; what is checked is the
home afterwards (notes, index rows, cached embeddings, jobs, pending.json) and Lethe's own records
(plans, provenance, receipts: never the erased text or name).
"""

from __future__ import annotations

import json
import os
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from lethe.assistant_home.layout import Home
from lethe.kinds.memory_index import build_index
from lethe.ledger.store import Ledger, PlanState
from lethe.operator.erase import EraseArgs, Eraser, EraseResult, EraseStatus, EraseType
from lethe.server.cli import main as cli_main
from tests.harness import index_rows, memory_rel_paths, snapshot, write_files

ITEM = "Marta's biopsy results come back on March 3."
DAY_MS = 86_400_000
NOW_MS = int(time.time() * 1000)

MEMORY = (
    "# Memory\n"  # L1
    "\n"  # L2
    "## About me\n"  # L3
    "- Prefers tea over coffee.\n"  # L4
    f"- {ITEM}\n"  # L5
    "- Lives in Lyon, near the old tram depot.\n"  # L6
    "- Old gate code is ZQ47X. <!-- expires: 2020-01-01 -->\n"  # L7
    "- Guest wifi password is heron-42. <!-- expires: 2099-01-01 -->\n"  # L8
    "- Priya Raman owes me 40 euros. <!-- retention: POL-7Y until=2033-05-01 -->\n"  # L9
    "- Likes hiking in the Vosges.\n"  # L10
)
DAILY = (
    "## Morning\n"  # L1
    "\n"  # L2
    f"- {ITEM}\n"  # L3: an exact copy
    "- Bought ferns for the balcony.\n"  # L4
    f"- Told the nurse: {ITEM} She was calm.\n"  # L5: a longer line repeating it
)
PEOPLE = (
    "# People\n"  # L1
    "\n"  # L2
    "- Priya Raman is my neighbour.\n"  # L3
    "- Priya Raman's phone is 555-0134.\n"  # L4
    "- Bob likes chess.\n"  # L5
)
GARDEN = (
    "# Garden\n"  # L1   chunk 1: L1-L6
    "\n"  # L2
    "- Plant tomatoes in May.\n"  # L3
    "- Compost every two weeks.\n"  # L4
    "- Water the ferns on Sundays.\n"  # L5
    "- Priya Raman lends me her ladder.\n"  # L6
    "- Sow basil indoors in March.\n"  # L7   chunk 2: L7-L8
    "- Keep the shed key under the pot.\n"  # L8
)


def _job(jid: str, text: str, *, at: str | None = "2099-01-01T09:00:00Z", **extra) -> dict:
    job = {
        "id": jid,
        "name": text.split(" ")[0] + " reminder",
        "enabled": True,
        "schedule": {"kind": "at", "at": at} if at else {"kind": "every", "everyMs": 604_800_000},
        "payload": {"kind": "systemEvent", "text": text},
        "createdAtMs": NOW_MS - 40 * DAY_MS,
        "updatedAtMs": NOW_MS - 30 * DAY_MS,
        "state": {},
    }
    job.update(extra)
    return job


JOBS = [
    _job("rem-parcel", "Pick up the parcel at the post office", at="2020-01-01T09:00:00Z", deleteAfterRun=True),
    _job("rem-ran", "Book the car service appointment", deleteAfterRun=True, state={"lastRunAtMs": NOW_MS - DAY_MS}),
    _job("rem-passport", "Renew the passport before the trip", deleteAfterRun=True),
    _job("rem-alarm", "Check the smoke alarm battery", at="2020-01-01T09:00:00Z", deleteAfterRun=False),
    _job("rem-priya", "Call Priya Raman about the ladder"),
    _job("sched-digest", "Summarise the week in a short digest", at=None),
]
NEEDLES = ["biopsy", "Marta", "Priya", "Raman", "555-0134", "ZQ47X", "parcel", "car service"]


def make_home(tmp_path: Path, extra: dict | None = None, *, index: bool = True) -> Home:
    root = tmp_path / "home"
    files = {
        "workspace/MEMORY.md": MEMORY,
        "workspace/memory/2026-03-01.md": DAILY,
        "workspace/memory/people.md": PEOPLE,
        "workspace/memory/projects/garden.md": GARDEN,
        "cron/jobs.json": {"json": {"version": 1, "jobs": JOBS}},
        **(extra or {}),
    }
    write_files(root, files)
    ws = root / "workspace"
    old = time.time() - 30 * 86400
    for p in ws.rglob("*.md"):
        os.utime(p, (old, old))
    if index:
        build_index(root / "memory" / "main.sqlite", ws, memory_rel_paths(ws))
    return Home.at(root)


def run(home: Home, crash_after=None, now: datetime | None = None, **kw) -> EraseResult:
    kw.setdefault("actor", "ops-alice")
    if "items" in kw:
        kw.setdefault("erase_type", EraseType.ITEM)
        kw.setdefault("reason", "the user asked for it to go")
    return Eraser(home, now=now, running_wait_s=0.2, crash_after=crash_after).run(EraseArgs(**kw))


def compliance(home: Home, *, confirm=None, force=False, names=("Priya Raman",), **kw) -> EraseResult:
    kw.setdefault("legal_basis", "GDPR_17")
    kw.setdefault("reference", "DSR-2041")
    return run(home, erase_type=EraseType.COMPLIANCE, names=list(names), confirm=confirm, force=force, **kw)


def read(home: Home, rel: str) -> str:
    return (home.root / rel).read_text()


def jobs(home: Home) -> dict[str, dict]:
    return {j["id"]: j for j in json.loads(read(home, "cron/jobs.json"))["jobs"]}


def pending(home: Home) -> dict:
    return json.loads(read(home, "workspace/memory/forget/pending.json"))


def outside_lethe(home: Home) -> dict[str, bytes]:
    return {k: v for k, v in snapshot(home.root).items() if not k.startswith("lethe/")}


def lethe_holds(home: Home, *needles: str) -> list[str]:
    found = []
    for p in (home.root / "lethe").rglob("*"):
        if p.is_file():
            data = p.read_bytes().lower()
            found += [f"{n} in {p.name}" for n in needles if n.lower().encode() in data]
    return found


def index_text(home: Home) -> str:
    rows = index_rows(home.index_db)
    return "\n".join([r[5] for r in rows["chunks"]] + rows["fts"])


def operator_receipts(home: Home, plan_id: str | None = None) -> list[dict]:
    return [r for r in Ledger(home.state_dir).receipts(plan_id) if r.get("kind") == "operator_erase"]


class Crash(RuntimeError):
    pass


def crash_at(step: str):
    seen: list[str] = []

    def hook(name: str) -> None:
        seen.append(name)
        if name == step and seen.count(step) == 1:
            raise Crash(step)

    hook.seen = seen
    return hook


# ------------------------------------------------------------------------------------------- --item


def test_item_line_takes_its_copies_index_rows_and_cached_embeddings(tmp_path):
    home = make_home(tmp_path)
    before = index_rows(home.index_db)
    held = [r for r in before["chunks"] if "biopsy" in r[5]]
    assert len(held) == 2

    r = run(home, items=["MEMORY.md#L5"])

    assert r.status is EraseStatus.ERASED, r.message
    assert r.erase_type is EraseType.ITEM and not r.dry_run
    # the line goes, and so do its exact copy and the sentence that repeats it; every other byte stays
    assert read(home, "workspace/MEMORY.md") == MEMORY.replace(f"- {ITEM}\n", "")
    assert read(home, "workspace/memory/2026-03-01.md") == (
        "## Morning\n\n- Bought ferns for the balcony.\n- She was calm.\n"
    )
    assert read(home, "workspace/memory/people.md") == PEOPLE
    # index rows, FTS rows and cached embeddings of that text are gone; what is kept is searchable again
    after = index_rows(home.index_db)
    assert "biopsy" not in index_text(home).lower()
    assert not {r[0] for r in held} & {r[0] for r in after["chunks"]}
    assert not {r[4] for r in held} & after["cache"]
    assert "Likes hiking in the Vosges." in index_text(home)
    assert "She was calm." in index_text(home)
    # pending.json: the locators as planned and the claim ids seen
    p = pending(home)
    assert {"MEMORY.md#L5", "memory/2026-03-01.md#L3", "memory/2026-03-01.md#L5"} <= set(p["citations"])
    assert {r[0] for r in held} <= set(p["claims"])
    # operator output: locators, no text
    where = {loc for place in r.places for loc in place.locators}
    assert {"MEMORY.md#L5", "memory/2026-03-01.md#L3"} <= where
    assert "biopsy" not in r.model_dump_json().lower()
    # provenance before each deletion, and a receipt for the operation
    ledger = Ledger(home.state_dir)
    prov = ledger.provenance(r.plan_id)
    assert len(prov) >= 3 and r.provenance_records == len(prov)
    [receipt] = operator_receipts(home, r.plan_id)
    assert receipt["erase_type"] == "item" and receipt["status"] == "erased" and receipt["dry_run"] is False
    assert receipt["actor"] == "ops-alice" and receipt["reason"] == "the user asked for it to go"
    assert receipt["provenance_records"] == len(prov)
    assert "memory_index" in receipt["derived_refreshed"]
    assert receipt["planned"]["memory"] == 3
    assert lethe_holds(home, *NEEDLES) == []


def test_item_dry_run_changes_nothing_and_is_recorded(tmp_path):
    home = make_home(tmp_path)
    before = outside_lethe(home)
    r = run(home, items=["memory/2026-03-01.md#L3"], dry_run=True)
    assert r.status is EraseStatus.DRY_RUN and r.plan_id
    assert outside_lethe(home) == before
    assert {"MEMORY.md#L5", "memory/2026-03-01.md#L3"} <= {loc for p in r.places for loc in p.locators}
    [receipt] = operator_receipts(home, r.plan_id)
    assert receipt["dry_run"] is True and receipt["status"] == "dry_run"
    assert Ledger(home.state_dir).provenance(r.plan_id) == []


def test_item_claim_id_erases_the_lines_of_that_claim(tmp_path):
    home = make_home(tmp_path)
    rows = index_rows(home.index_db)["chunks"]
    [claim] = [r for r in rows if r[1] == "memory/projects/garden.md" and r[2] == 1]
    assert claim[3] == 6

    r = run(home, items=[claim[0]])

    assert r.status is EraseStatus.ERASED, r.message
    # every content line of that window goes; its heading (structure) and the next window stay
    assert read(home, "workspace/memory/projects/garden.md") == (
        "# Garden\n\n- Sow basil indoors in March.\n- Keep the shed key under the pot.\n"
    )
    assert claim[0] not in {x[0] for x in index_rows(home.index_db)["chunks"]}
    assert claim[0] in pending(home)["claims"]
    assert "Compost" not in index_text(home) and "Sow basil" in index_text(home)
    # the same words elsewhere are untouched unless they repeat a whole sentence of the claim
    assert read(home, "workspace/memory/people.md") == PEOPLE


@pytest.mark.parametrize("locator", ["job:rem-passport", "rem-passport"])
def test_item_job_id_removes_that_job_only(tmp_path, locator):
    home = make_home(tmp_path)
    before = jobs(home)
    r = run(home, items=[locator])
    assert r.status is EraseStatus.ERASED, r.message
    assert [(p.kind, p.action, p.locators) for p in r.places] == [("reminder", "remove_job", ["job:rem-passport"])]
    after = jobs(home)
    assert "rem-passport" not in after
    assert after == {k: v for k, v in before.items() if k != "rem-passport"}
    assert read(home, "workspace/MEMORY.md") == MEMORY


@pytest.mark.parametrize(
    ("locator", "code"),
    [
        ("MEMORY.md#L99", "unknown_item"),
        ("MEMORY.md#L2", "empty_item"),
        ("nope", "unknown_item"),
        ("job:x", "unknown_item"),
    ],
)
def test_item_that_cannot_be_resolved_is_refused(tmp_path, locator, code):
    home = make_home(tmp_path)
    before = outside_lethe(home)
    r = run(home, items=[locator])
    assert r.status is EraseStatus.REFUSED and r.error == code
    assert outside_lethe(home) == before


def test_item_needs_reason_and_actor(tmp_path):
    home = make_home(tmp_path)
    assert run(home, items=["MEMORY.md#L5"], reason=" ").error == "reason_required"
    assert run(home, items=["MEMORY.md#L5"], actor="").error == "actor_required"


def test_same_item_again_is_already_done_not_the_next_line(tmp_path):
    home = make_home(tmp_path)
    first = run(home, items=["MEMORY.md#L5"])
    assert first.status is EraseStatus.ERASED
    again = run(home, items=["MEMORY.md#L5"])  # L5 is now "Lives in Lyon"; it must not go
    assert again.status is EraseStatus.ALREADY_DONE and again.plan_id == first.plan_id
    assert "Lives in Lyon" in read(home, "workspace/MEMORY.md")


# ------------------------------------------------------------------------------------------- --expired


def test_expired_markers_and_finished_one_shot_jobs(tmp_path):
    home = make_home(tmp_path)
    r = run(home, erase_type=EraseType.EXPIRED)
    assert r.status is EraseStatus.ERASED, r.message
    memory = read(home, "workspace/MEMORY.md")
    assert "ZQ47X" not in memory  # its marker date has passed
    assert "heron-42" in memory  # not yet
    assert memory == MEMORY.replace("- Old gate code is ZQ47X. <!-- expires: 2020-01-01 -->\n", "")
    left = jobs(home)
    assert "rem-parcel" not in left  # at-time past, deleteAfterRun
    assert "rem-ran" not in left  # ran already (lastRunAtMs)
    assert {"rem-passport", "rem-alarm", "rem-priya", "sched-digest"} <= set(left)  # future, deleteAfterRun false, ...
    assert "ZQ47X" not in index_text(home) and "heron-42" in index_text(home)
    assert {p.locators[0] for p in r.places if p.kind == "reminder"} == {"job:rem-parcel", "job:rem-ran"}
    [receipt] = operator_receipts(home, r.plan_id)
    assert receipt["erase_type"] == "expired" and receipt["actor"] == "ops-alice"
    assert lethe_holds(home, "ZQ47X", "parcel", "car service") == []


def test_expired_nothing_to_do(tmp_path):
    home = make_home(tmp_path)
    assert run(home, erase_type=EraseType.EXPIRED).status is EraseStatus.ERASED
    again = run(home, erase_type=EraseType.EXPIRED)
    assert again.status is EraseStatus.NOTHING_FOUND and again.plan_id is None
    assert operator_receipts(home)[-1]["status"] == "nothing_found"


def test_expired_item_that_is_also_kept_longer_or_live_is_held_for_review(tmp_path):
    home = make_home(
        tmp_path,
        {
            "workspace/memory/2026-02-01.md": (
                "- Old gate code is ZQ47X. <!-- expires: 2099-12-31 -->\n"
                "- Take out the recycling bins. <!-- expires: 2020-02-01 -->\n"
            ),
            "cron/jobs.json": {
                "json": {"version": 1, "jobs": [*JOBS, _job("rem-bins", "Take out the recycling bins")]}
            },
        },
    )
    r = run(home, erase_type=EraseType.EXPIRED)
    assert r.status is EraseStatus.INCOMPLETE
    assert {(x.locator, x.reason.value, x.included) for x in r.review} == {
        ("MEMORY.md#L7", "copy_kept_longer", False),
        ("memory/2026-02-01.md#L2", "shared_with_live_task", False),
    }
    assert "ZQ47X" in read(home, "workspace/MEMORY.md")
    assert "recycling" in read(home, "workspace/memory/2026-02-01.md") and "rem-bins" in jobs(home)
    assert "rem-parcel" not in jobs(home)  # the rest still went


# ------------------------------------------------------------------------------------------- --subject


def test_compliance_without_reference_is_refused(tmp_path, capsys):
    home = make_home(tmp_path)
    before = outside_lethe(home)
    argv = ["erase", "--home", str(home.root), "--subject", "Priya Raman", "--legal-basis", "GDPR_17"]
    rc = cli_main([*argv, "--actor", "ops-alice", "--json"])
    out = json.loads(capsys.readouterr().out)
    assert rc == 2 and out["status"] == "refused" and out["error"] == "reference_required"
    assert "--reference" in out["message"]
    assert outside_lethe(home) == before
    assert not (home.state_dir / "plans").exists()


def test_compliance_dry_run_lists_every_place_and_changes_nothing(tmp_path, capsys):
    home = make_home(tmp_path)
    before = outside_lethe(home)
    rc = cli_main(
        [
            "erase",
            "--home",
            str(home.root),
            "--subject",
            "Priya Raman",
            "--legal-basis",
            "GDPR_17",
            "--reference",
            "DSR-2041",
            "--actor",
            "ops-alice",
            "--json",
        ]
    )
    out = json.loads(capsys.readouterr().out)
    assert rc == 0 and out["version"] == 1 and out["status"] == "dry_run" and out["dry_run"] is True
    assert outside_lethe(home) == before
    where = {loc for p in out["places"] for loc in p["locators"]}
    assert {
        "memory/people.md#L3",
        "memory/people.md#L4",
        "memory/projects/garden.md#L6",
        "job:rem-priya",
    } <= where
    assert any(p["kind"] == "memory_index" and p["locators"] for p in out["places"])
    assert {c["category"] for c in out["categories"]} == {"memory", "reminders"}
    [lock] = [x for x in out["limits"] if x["reason"] == "retention_lock"]
    assert (lock["policy"], lock["until"], lock["locators"]) == ("POL-7Y", "2033-05-01", ["MEMORY.md#L9"])
    assert f"--confirm {out['plan_id']}" in out["message"]
    text = json.dumps(out)
    assert "Priya" not in text and "Raman" not in text
    # the readable form lists the same places
    cli_main(["erase", "--home", str(home.root), "--subject", "Priya Raman", "--legal-basis", "GDPR_17"])
    capsys.readouterr()
    rc = cli_main(
        ["erase", "--home", str(home.root), "--subject", "Priya Raman", "--legal-basis", "CCPA"]
        + ["--reference", "DSR-2041", "--actor", "ops-alice"]
    )
    table = capsys.readouterr().out
    assert rc == 0 and "memory/people.md#L4" in table and "job:rem-priya" in table and "Priya" not in table


def test_compliance_confirm_erases_and_records_basis_reference_and_hashed_name(tmp_path):
    home = make_home(tmp_path)
    dry = compliance(home)
    assert dry.status is EraseStatus.DRY_RUN

    r = compliance(home, confirm=dry.plan_id, actor="ops-bob")

    # the retention lock wins and is reported: incomplete, everything else gone
    assert r.status is EraseStatus.INCOMPLETE, r.message
    assert [(x.reason.value, x.locators) for x in r.limits if x.reason.value == "retention_lock"] == [
        ("retention_lock", ["MEMORY.md#L9"])
    ]
    assert read(home, "workspace/memory/people.md") == "# People\n\n- Bob likes chess.\n"
    assert "Priya" not in read(home, "workspace/memory/projects/garden.md")
    assert "rem-priya" not in jobs(home)
    assert "Priya Raman owes me 40 euros." in read(home, "workspace/MEMORY.md")
    assert "Priya" not in index_text(home).replace("Priya Raman owes me 40 euros.", "")
    receipts = operator_receipts(home)
    assert [x["status"] for x in receipts] == ["dry_run", "incomplete"]
    done = receipts[-1]
    assert (done["legal_basis"], done["reference"], done["actor"], done["planned_by"]) == (
        "GDPR_17",
        "DSR-2041",
        "ops-bob",
        "ops-alice",
    )
    assert done["subject_hmac"] and done["subject_hmac"] == receipts[0]["subject_hmac"]
    assert done["retention_locked"] == 1 and done["provenance_records"] >= 4
    assert lethe_holds(home, "Priya", "Raman", "555-0134") == []


def test_compliance_confirm_refuses_unknown_stale_expired_or_mismatched_plans(tmp_path):
    home = make_home(tmp_path)
    before = outside_lethe(home)
    assert compliance(home, confirm="p-0123456789abcdef").error == "unknown_plan"
    assert compliance(home, confirm="nonsense").error == "unknown_plan"
    first = compliance(home)
    second = compliance(home)
    assert compliance(home, confirm=first.plan_id).error == "not_latest"
    later = datetime.now(UTC) + timedelta(hours=2)
    assert compliance(home, confirm=second.plan_id, now=later).error == "expired"
    assert compliance(home, confirm=second.plan_id, names=["Priya Rahman"]).error == "subject_mismatch"
    assert compliance(home, confirm=second.plan_id, reference="DSR-9999").error == "details_mismatch"
    assert compliance(home, confirm=second.plan_id, force=True).error == "force_mismatch"
    assert outside_lethe(home) == before
    assert compliance(home, confirm=second.plan_id).status is EraseStatus.INCOMPLETE
    assert compliance(home, confirm=second.plan_id).error == "already_done"


def test_compliance_recently_changed_item_is_skipped_unless_forced(tmp_path):
    home = make_home(tmp_path)
    fresh = time.time() - 86400
    os.utime(home.root / "workspace/memory/people.md", (fresh, fresh))

    dry = compliance(home)
    assert {(x.locator, x.reason.value, x.included) for x in dry.review} == {
        ("memory/people.md#L3", "modified_recently", False),
        ("memory/people.md#L4", "modified_recently", False),
    }
    assert not any(loc.startswith("memory/people.md") for p in dry.places for loc in p.locators)
    r = compliance(home, confirm=dry.plan_id)
    assert r.status is EraseStatus.INCOMPLETE
    assert read(home, "workspace/memory/people.md") == PEOPLE  # held for a person
    assert "Priya" not in read(home, "workspace/memory/projects/garden.md")
    assert "changed in the last 7 days" in r.message

    forced = compliance(home, force=True)
    assert forced.status is EraseStatus.DRY_RUN
    assert {x.included for x in forced.review} == {True}
    assert {"memory/people.md#L3", "memory/people.md#L4"} <= {loc for p in forced.places for loc in p.locators}
    done = compliance(home, confirm=forced.plan_id, force=True)
    assert done.status is EraseStatus.INCOMPLETE  # only the retention lock remains
    assert [x.reason.value for x in done.limits] == ["retention_lock"]
    assert read(home, "workspace/memory/people.md") == "# People\n\n- Bob likes chess.\n"
    assert operator_receipts(home, done.plan_id)[-1]["review_skipped"] == 0


def test_compliance_recent_job_is_flagged_too(tmp_path):
    recent = [*JOBS[:-2], _job("rem-priya", "Call Priya Raman about the ladder", updatedAtMs=NOW_MS - DAY_MS)]
    home = make_home(tmp_path, {"cron/jobs.json": {"json": {"version": 1, "jobs": recent}}})
    dry = compliance(home)
    assert [(x.locator, x.category) for x in dry.review] == [("job:rem-priya", "reminders")]
    assert "job:rem-priya" not in {loc for p in dry.places for loc in p.locators}


# ------------------------------------------------------------------------------------------- interruptions


@pytest.mark.parametrize("step", ["revalidated", "memory_notes", "memory_index", "pending"])
def test_item_interrupted_then_run_again_finishes_the_same_plan(tmp_path, step):
    home = make_home(tmp_path)
    hook = crash_at(step)
    with pytest.raises(Crash):
        run(home, items=["MEMORY.md#L5"], crash_after=hook)
    assert step in hook.seen
    ledger = Ledger(home.state_dir)
    pid = ledger.latest_plan_id(origin="operator")
    assert ledger.state(pid)["state"] == PlanState.EXECUTING.value

    r = run(home, items=["MEMORY.md#L5"])  # the same command again

    assert r.resumed and r.plan_id == pid and r.status is EraseStatus.ERASED, r.message
    # finished the same plan: the line now at L5 is untouched, unrelated data intact
    assert read(home, "workspace/MEMORY.md") == MEMORY.replace(f"- {ITEM}\n", "")
    assert read(home, "workspace/memory/2026-03-01.md") == (
        "## Morning\n\n- Bought ferns for the balcony.\n- She was calm.\n"
    )
    assert "biopsy" not in index_text(home).lower()
    assert {"MEMORY.md#L5", "memory/2026-03-01.md#L3"} <= set(pending(home)["citations"])
    assert Ledger(home.state_dir).state(pid)["state"] == PlanState.DONE.value
    assert len(Ledger(home.state_dir).tombstones()) >= 1
    assert run(home, items=["MEMORY.md#L5"]).status is EraseStatus.ALREADY_DONE
    assert lethe_holds(home, *NEEDLES) == []


def test_interrupted_after_the_text_left_everywhere_still_records_its_tombstone(tmp_path):
    home = make_home(tmp_path, index=False)  # no index: once the notes are edited the text is nowhere
    with pytest.raises(Crash):
        run(home, items=["MEMORY.md#L5"], crash_after=crash_at("memory_notes"))
    assert Ledger(home.state_dir).tombstones() == []
    r = run(home, items=["MEMORY.md#L5"])
    assert r.resumed and r.status is EraseStatus.ERASED
    plan = Ledger(home.state_dir).load_plan(r.plan_id)
    stones = Ledger(home.state_dir).tombstones()
    assert {t["hmac"] for t in stones} == set(plan.value_hashes)
    assert [t["words"] for t in stones] == [len(ITEM.split(" "))]


def test_interrupted_erase_is_finished_before_a_different_request(tmp_path):
    home = make_home(tmp_path)
    with pytest.raises(Crash):
        run(home, items=["MEMORY.md#L5"], crash_after=crash_at("memory_index"))
    r = run(home, erase_type=EraseType.EXPIRED)
    assert r.resumed and r.erase_type is EraseType.ITEM and r.status is EraseStatus.ERASED
    assert "not carried out" in r.message
    assert "ZQ47X" in read(home, "workspace/MEMORY.md")  # the new request waits for its own run
    assert run(home, erase_type=EraseType.EXPIRED).status is EraseStatus.ERASED
    assert "ZQ47X" not in read(home, "workspace/MEMORY.md")


def test_compliance_interrupted_then_confirmed_again(tmp_path):
    home = make_home(tmp_path)
    dry = compliance(home)
    with pytest.raises(Crash):
        compliance(home, confirm=dry.plan_id, crash_after=crash_at("scheduled_jobs"))
    # nothing else may start while it is half done, and it needs the name again to finish
    blocked = run(home, erase_type=EraseType.EXPIRED)
    assert blocked.status is EraseStatus.REFUSED and blocked.error == "interrupted"
    later = datetime.now(UTC) + timedelta(hours=2)  # an interrupted plan is finished even after it expired
    r = compliance(home, confirm=dry.plan_id, now=later)
    assert r.resumed and r.plan_id == dry.plan_id and r.status is EraseStatus.INCOMPLETE
    assert "rem-priya" not in jobs(home)
    assert read(home, "workspace/memory/people.md") == "# People\n\n- Bob likes chess.\n"
    assert lethe_holds(home, "Priya", "Raman") == []


# ------------------------------------------------------------------------------------------- CLI


def test_cli_choose_exactly_one_kind(tmp_path, capsys):
    home = make_home(tmp_path)
    rc = cli_main(["erase", "--home", str(home.root), "--expired", "--item", "MEMORY.md#L5", "--actor", "x"])
    assert rc == 2 and "exactly one" in capsys.readouterr().out
    rc = cli_main(["erase", "--home", str(home.root), "--expired", "--actor", "x", "--confirm", "p-0123456789abcdef"])
    assert rc == 2


def test_cli_item_json_then_readable(tmp_path, capsys):
    home = make_home(tmp_path)
    argv = ["erase", "--home", str(home.root), "--item", "job:rem-passport", "--reason", "asked", "--actor", "ops"]
    assert cli_main([*argv, "--dry-run", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert set(out) >= {
        "version",
        "status",
        "erase_type",
        "plan_id",
        "dry_run",
        "places",
        "review",
        "limits",
        "done",
        "remains",
        "provenance_records",
        "derived_refreshed",
        "message",
    }
    assert cli_main(argv) == 0
    table = capsys.readouterr().out
    assert "erased" in table and "job:rem-passport" in table


def test_operator_text_repeating_the_erased_information_is_withheld(tmp_path):
    home = make_home(tmp_path)
    r = run(home, items=["MEMORY.md#L5"], reason="user wants the biopsy results note gone")
    assert r.reason and r.reason.startswith("[withheld")
    dry = compliance(home, reference="Raman-request")
    assert dry.reference and dry.reference.startswith("[withheld")
    assert lethe_holds(home, "biopsy", "Raman") == []
