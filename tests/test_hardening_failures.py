"""Issue 12, item 3: no stuck plans, no raw tool errors.

An unexpected problem after a destructive step (a linked or malformed `pending.json`, a job whose `schedule`
is a string, corrupt plan state) must become a failed step with an honest `incomplete` report; running the
confirm again finishes the plan or reports again. Never a traceback, never a raw tool error, never a plan
left "executing" for ever. Driven through the service the MCP tools use and through the MCP tools themselves.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

from lethe.executor import fs
from tests.harness import Replay, load
from tests.trust_kit import NEEDLE, Bench, address_files, approved_bench

DEEP = "[" * 100_000 + "]" * 100_000
FINISHED = ("forgotten", "incomplete", "already_done")


def confirm_twice(b):
    """Confirm, then confirm again: neither may raise; the second finishes or reports."""
    first = b.confirm()
    second = b.confirm()
    assert second.status.value in FINISHED, second.message
    return first, second


# ------------------------------------------------------------------------------------------ pending.json


def test_a_pending_list_linked_out_of_the_home_is_a_failed_step_not_a_crash(tmp_path):
    b, _ = approved_bench(tmp_path)
    outside = tmp_path / "outside.json"
    outside.write_text("{}\n")
    (b.root / "workspace/memory/forget").mkdir(parents=True, exist_ok=True)
    (b.root / "workspace/memory/forget/pending.json").symlink_to(outside)
    first, _ = confirm_twice(b)
    assert first.status.value == "incomplete", first.message
    assert outside.read_text() == "{}\n"
    assert NEEDLE not in b.read("workspace/MEMORY.md")  # the rest was done


@pytest.mark.parametrize(
    "content",
    [
        "[1, 2]",
        '"claims"',
        '{"claims": 5, "citations": {"a": 1}}',
        DEEP,
        "\x00\x01",
    ],
    ids=["list", "string", "wrong-types", "deep", "binary"],
)
def test_a_malformed_pending_list_is_replaced_not_fatal(tmp_path, content):
    b, _ = approved_bench(tmp_path)
    path = b.root / "workspace/memory/forget/pending.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(content)
    first, second = confirm_twice(b)
    assert first.status.value == "forgotten", first.message
    assert second.status.value == "already_done"
    pending = json.loads(path.read_text())
    assert isinstance(pending["claims"], list) and isinstance(pending["citations"], list)
    assert pending["claims"] and pending["citations"]


# ------------------------------------------------------------------------------------------ odd jobs


@pytest.mark.parametrize(
    "schedule",
    ["tomorrow at 5pm", 42, ["at"], None],
    ids=["string", "number", "list", "null"],
)
def test_a_job_whose_schedule_is_not_an_object_is_not_fatal(tmp_path, schedule):
    files = address_files()
    jobs = files["cron/jobs.json"]["json"]["jobs"]
    anna = next(j for j in jobs if j["id"] == "rem-anna-gift")
    anna["schedule"] = schedule
    b, _ = approved_bench(tmp_path, files)
    first, _ = confirm_twice(b)
    assert first.status.value in ("forgotten", "incomplete"), first.message
    assert NEEDLE not in b.read("workspace/MEMORY.md")
    jobs_after = {j["id"]: j for j in json.loads(b.read("cron/jobs.json"))["jobs"]}
    assert "rem-dentist" in jobs_after and jobs_after["rem-dentist"].get("enabled", True)


# ------------------------------------------------------------------------------------------ Lethe's own state


STATES = [
    "[]",
    '"executing"',
    "42",
    "not json at all",
    '{"state": "executing", "steps": 5, "done": [1, 2]}',
    '{"state": "executing", "steps": [1, {"a": 2}], "done": {"notes": "two", "5": 1}}',
    '{"state": ["done"]}',
    '{"state": "done", "status": 17}',
    DEEP,
]


@pytest.mark.parametrize("content", STATES, ids=[f"state{i}" for i in range(len(STATES))])
def test_corrupt_plan_state_never_crashes_a_confirm(tmp_path, content):
    b, plan = approved_bench(tmp_path)
    (b.root / "lethe" / "plans" / f"{plan.plan_id}.state.json").write_text(content)
    first, second = confirm_twice(b)
    assert first.status.value in ("forgotten", "incomplete", "already_done", "no_plan"), first.message


@pytest.mark.parametrize(
    "content",
    ["[]", "{}", "not json", DEEP, '{"plan_id": 5, "targets": "x"}'],
    ids=["list", "empty", "text", "deep", "wrong-types"],
)
def test_a_corrupt_plan_file_is_no_plan_not_a_crash(tmp_path, content):
    b, plan = approved_bench(tmp_path)
    (b.root / "lethe" / "plans" / f"{plan.plan_id}.json").write_text(content)
    res = b.confirm()
    assert res.status.value == "no_plan", res.message
    assert NEEDLE in b.read("workspace/MEMORY.md")  # nothing changed


@pytest.mark.parametrize(
    "name",
    ["provenance.jsonl", "receipts.jsonl", "tombstones.jsonl"],
)
def test_corrupt_records_never_crash_a_confirm(tmp_path, name):
    b, _ = approved_bench(tmp_path)
    (b.root / "lethe" / name).write_text(DEEP + "\n" + '{"a": 1}\n' + "garbage\n")
    first, _ = confirm_twice(b)
    assert first.status.value in ("forgotten", "incomplete"), first.message


# ------------------------------------------------------------------------------------------ a bug Lethe did not foresee
# No input found reaches these on main any more, so a fault is planted where a bug would show (as
# tests/test_crash.py plants its kills): the failure policy itself is what is tested.


class Bug(RuntimeError):
    """An error nobody anticipated (a regular exception, not a kill)."""


def test_a_step_that_fails_unexpectedly_is_a_failed_step_the_rest_goes_on(tmp_path, monkeypatch):
    from tests.test_kill_resume import rich_files

    b, _ = approved_bench(tmp_path, rich_files())
    real = fs.replace_file

    def buggy(home, rel, new, *, expect):
        if rel == "workspace/MEMORY.md":
            raise Bug("not the information")
        return real(home, rel, new, expect=expect)

    monkeypatch.setattr("lethe.executor.fs.replace_file", buggy)
    res = b.confirm()  # never raises
    assert res.status.value == "incomplete", res.message
    assert "unexpected" in res.message
    assert "rem-anna-gift" not in b.jobs()  # the other steps went on
    assert not (b.root / "workspace/memory/2026-05-02-anna-move.md").exists()
    monkeypatch.undo()
    assert b.confirm().status.value in FINISHED  # a rerun reports, never raises


def test_an_unexpected_error_outside_a_step_leaves_a_plan_a_rerun_finishes(tmp_path, monkeypatch):
    from lethe.workflow import confirm as workflow

    b, plan = approved_bench(tmp_path)
    real = workflow.verify
    monkeypatch.setattr("lethe.workflow.confirm.verify", lambda *a, **k: (_ for _ in ()).throw(Bug("x")))
    res = b.confirm()  # the cleanup ran, then verification broke: no raw error, never "forgotten"
    assert res.status.value == "incomplete", res.message
    assert "unexpected" in res.message
    monkeypatch.setattr("lethe.workflow.confirm.verify", real)
    again = b.confirm()
    assert again.status.value == "forgotten", again.message  # resumed: the same plan, finished
    assert again.plan_id == plan.plan_id
    assert NEEDLE not in b.read("workspace/MEMORY.md")


def test_an_unexpected_error_before_anything_changed_says_so(tmp_path, monkeypatch):
    b, _ = approved_bench(tmp_path)
    monkeypatch.setattr("lethe.workflow.confirm._drift", lambda *a, **k: (_ for _ in ()).throw(Bug("x")))
    res = b.confirm()
    assert res.status.value == "incomplete", res.message
    assert "I did part of it" not in res.message and "haven't changed anything" in res.message
    assert NEEDLE in b.read("workspace/MEMORY.md")
    monkeypatch.undo()
    assert b.confirm().status.value == "forgotten"


def test_an_unexpected_error_while_planning_is_a_plain_answer(tmp_path, monkeypatch):
    b = Bench(tmp_path)
    b.user("Please forget my sister's address.")
    monkeypatch.setattr("lethe.server.service.make_plan", lambda *a, **k: (_ for _ in ()).throw(Bug("x")))
    res = b.plan()
    assert res.status.value == "needs_clarification", res.message
    assert "unexpected" in res.message and "nothing" in res.message.lower()


# ------------------------------------------------------------------------------------------ through the MCP tools


def scenario_with(files: dict) -> dict:
    sc = copy.deepcopy(load("address-basic"))
    sc["files"].update(files)
    sc["steps"][-1]["expect"] = list(FINISHED)
    sc["steps"].append({"call": "forget.confirm", "expect": list(FINISHED)})
    return sc


def tool_errors(problems: list[str]) -> list[str]:
    return [p for p in problems if "returned an error" in p or "returned" in p and "expected" in p]


@pytest.mark.anyio
async def test_the_confirm_tool_reports_instead_of_raising(tmp_path: Path):
    files = copy.deepcopy(load("address-basic")["files"])
    jobs = files["cron/jobs.json"]["json"]["jobs"]
    next(j for j in jobs if j["id"] == "rem-anna-gift")["schedule"] = "tomorrow at 5pm"
    files["workspace/memory/forget/pending.json"] = {"symlink": str(tmp_path / "outside.json")}
    (tmp_path / "outside.json").write_text("{}\n")
    problems = await Replay(scenario_with(files), tmp_path).run()
    assert tool_errors(problems) == [], problems
    assert (tmp_path / "outside.json").read_text() == "{}\n"


@pytest.mark.anyio
async def test_the_confirm_tool_turns_a_bug_into_an_incomplete_result(tmp_path: Path, monkeypatch):
    monkeypatch.setattr("lethe.workflow.confirm.verify", lambda *a, **k: (_ for _ in ()).throw(Bug("x")))
    r = Replay(scenario_with({}), tmp_path)
    problems = await r.run()
    assert tool_errors(problems) == [], problems
    statuses = [d.get("status") for name, d, _ in r.outputs if "confirm" in name]
    assert statuses == ["incomplete", "incomplete"], statuses  # each run reports; the plan waits to be finished


@pytest.mark.anyio
async def test_the_plan_tool_answers_when_lethe_s_own_records_cannot_be_used(tmp_path: Path, monkeypatch):
    from lethe.ledger.secret import SecretKeyError

    def damaged(self):
        raise SecretKeyError(self.dir / "secret.key", "is empty")

    monkeypatch.setattr("lethe.ledger.store.Ledger.hasher", damaged)  # damaged after the server started
    sc = copy.deepcopy(load("address-basic"))
    sc["steps"] = [sc["steps"][0], {"call": "forget.plan", "expect": ["needs_clarification"]}]
    r = Replay(sc, tmp_path)
    problems = await r.run()
    assert tool_errors(problems) == [], problems
    (_, data, text) = r.outputs[0]
    assert "records" in data["message"] and "nothing was changed" in data["message"], data
    assert "secret.key" not in text  # a plain answer, not the error


@pytest.mark.anyio
@pytest.mark.parametrize("error", [OSError, Bug], ids=["records", "bug"])
async def test_the_confirm_tool_answers_when_its_plan_cannot_be_read(tmp_path: Path, monkeypatch, error):
    def broken(*a, **k):
        raise error("not the information")

    monkeypatch.setattr("lethe.server.service.assess", broken)  # only the confirm reads its plan
    sc = copy.deepcopy(load("address-basic"))
    sc["steps"][-1]["expect"] = ["incomplete"]
    r = Replay(sc, tmp_path)
    problems = await r.run()
    assert tool_errors(problems) == [], problems
    (_, data, _) = r.outputs[-1]
    assert "haven't changed anything" in data["message"], data
    assert NEEDLE in (r.home / "workspace/MEMORY.md").read_text()
