"""Issue 12, item 7: a declined, superseded or stale plan is never carried out.

A "no" to a plan, a new request after it, or a newer plan invalidates it: a later "yes" (to something else)
must not carry out the older plan. A new fact about the same subject written to memory between the plan
and the confirm means the plan no longer covers everything: `revised`, never `no_plan`. Driven through the
service the MCP tools use (`Bench`), the conversation written as the runtime writes it.
"""

from __future__ import annotations

import pytest

from tests.trust_kit import NEEDLE, REQUEST, Bench

NOT_CARRIED_OUT = ("not_confirmed", "no_plan")


def presented(tmp_path) -> Bench:
    b = Bench(tmp_path)
    b.user(REQUEST)
    assert b.plan().status.value == "planned"
    return b


def untouched(b: Bench) -> None:
    assert NEEDLE in b.read("workspace/MEMORY.md")
    assert "rem-anna-gift" in b.jobs()


def test_a_yes_to_something_else_after_a_no_does_not_carry_out_the_declined_plan(tmp_path):
    b = presented(tmp_path)
    b.user("No, not now.")
    b.user("What's the weather tomorrow?")
    b.assistant("Sunny, around 20 degrees. Shall I add it to your calendar?")
    b.user("yes")
    res = b.confirm()
    assert res.status.value in NOT_CARRIED_OUT, res.message
    untouched(b)


def test_a_new_request_after_a_plan_invalidates_it(tmp_path):
    b = presented(tmp_path)
    b.user("No, not now.")
    b.user("Please forget my brother's phone number.")
    b.assistant("Sure. Do you want me to go ahead?")
    b.user("yes")
    res = b.confirm()
    assert res.status.value in NOT_CARRIED_OUT, res.message
    untouched(b)
    assert "503-555-0142" in b.read("workspace/MEMORY.md")


def test_a_newer_plan_invalidates_the_older_one(tmp_path):
    b = presented(tmp_path)
    b.user("No, not now.")
    b.user("Please forget my brother's phone number.")
    newer = b.lethe.plan(about="my brother's phone number")  # made meanwhile, e.g. from the terminal
    assert newer.status.value == "planned"
    b.user("yes")
    res = b.confirm()
    assert res.status.value in NOT_CARRIED_OUT, res.message
    untouched(b)


def test_a_new_request_alone_invalidates_the_plan(tmp_path):
    b = presented(tmp_path)
    b.user("Please forget my brother's phone number.")
    b.assistant("Sure. Do you want me to go ahead?")
    b.user("yes")
    res = b.confirm()
    assert res.status.value in NOT_CARRIED_OUT, res.message
    untouched(b)


def test_a_newer_plan_alone_invalidates_the_older_one(tmp_path):
    b = presented(tmp_path)
    newer = b.lethe.plan(about="my brother's phone number")  # made meanwhile, e.g. from the terminal
    assert newer.status.value == "planned"
    b.user("Yes, go ahead.")
    res = b.confirm()
    assert res.status.value == "not_confirmed", res.message
    assert "newer plan" in res.message
    untouched(b)


def test_a_question_about_the_plan_then_a_yes_still_approves_it(tmp_path):
    """(Already right before the fix; kept so the fix cannot break it.)"""
    b = presented(tmp_path)
    b.user("What does memory search mean?")
    b.assistant("It is how I look things up in what I remember. Shall I go ahead?")
    b.user("ok, go ahead")
    res = b.confirm()
    assert res.status.value in ("forgotten", "incomplete"), res.message
    assert NEEDLE not in b.read("workspace/MEMORY.md")


def test_the_newer_plan_presented_in_the_conversation_is_the_one_carried_out(tmp_path):
    """(Already right before the fix; kept so the fix cannot break it.)"""
    b = presented(tmp_path)
    b.user("No, not now.")
    b.user("Please forget my brother's phone number.")
    newer = b.plan()
    assert newer.status.value == "planned"
    b.user("yes")
    res = b.confirm()
    assert res.plan_id == newer.plan_id and res.status.value in ("forgotten", "incomplete"), res.message
    untouched(b)


@pytest.mark.parametrize(
    "rel, line",
    [
        ("workspace/MEMORY.md", "- Sister Anna's address: 22 Oak Street, Salem.\n"),
        ("workspace/memory/2026-04-18.md", "- Anna's new address is 9 Elm Court, Salem, OR 97301.\n"),
    ],
)
def test_a_new_fact_about_the_subject_before_the_confirm_revises_the_plan(tmp_path, rel, line):
    b = presented(tmp_path)
    b.user("Yes, go ahead.")
    with (b.root / rel).open("a") as f:
        f.write(line)
    res = b.confirm()
    assert res.status.value == "revised", res.message
    untouched(b)
