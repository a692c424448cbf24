"""Every message a person reads: everyday words, one question in a plan, no machinery, no forgotten text."""

import itertools
from datetime import UTC

import pytest

from lethe.executor.outcome import ConfirmStatus
from lethe.planner.plan import Category, CategorySummary, Limit, LimitReason
from lethe.server import messages
from tests.harness import JARGON

ACTIONS = ["remove or rewrite", "remove", "delete", "pause"]
ALL_LIMITS = [
    Limit(reason=r, category=c, count=n, policy="POL-7Y", until="2033-05-01")
    for r, c, n in itertools.product(LimitReason, Category, (1, 3))
]


def clean(text: str) -> None:
    low = text.lower()
    assert not [w for w in JARGON if w in low], text
    assert "/" not in text.replace("n/a", ""), text
    assert "{{" not in text and "{%" not in text


def test_plan_message_every_category_and_limit():
    from datetime import datetime

    from lethe.planner.plan import Plan

    cats = [CategorySummary(category=c, action=a, count=n) for c in Category for a in ACTIONS for n in (1, 2)]
    now = datetime.now(UTC)
    plan = Plan(
        plan_id="p-0123456789abcdef",
        created_at=now,
        expires_at=now,
        agent="main",
        subject_fingerprint="x",
        descriptor="your sister's address",
        categories=cats,
        limits=ALL_LIMITS,
    )
    msg = messages.plan_message(plan)
    clean(msg)
    assert msg.count("?") == 1 and msg.rstrip().endswith("?")
    assert "can't be undone" in msg


@pytest.mark.parametrize("status", [s.value for s in ConfirmStatus])
@pytest.mark.parametrize("reason", [None, "refused", "partial", "changed_scope", "question", "expired", "no_reply"])
def test_confirm_messages(status, reason):
    done = [
        messages.done_line(k, n)
        for k in (
            "notes",
            "files",
            "search",
            "reminders",
            "removed_tasks",
            "paused_tasks",
            "recall",
            "runs",
            "created",
            "trash",
        )
        for n in (1, 2)
    ]
    remains = [
        messages.remains_line(k, 2, "a file is read-only")
        for k in ("memory", "search", "reminders", "scheduled", "running", "failed")
    ]
    msg = messages.confirm_message(
        status,
        descriptor="your shoe size",
        done=done,
        remains=remains,
        limits=ALL_LIMITS,
        reason=reason,
        plan_message="Shall I go ahead?",
    )
    clean(msg)
    assert msg.strip()


def test_forgotten_is_only_said_for_forgotten():
    for status in ConfirmStatus:
        msg = messages.confirm_message(status.value, descriptor="that information")
        assert ("is forgotten" in msg) == (status is ConfirmStatus.FORGOTTEN)


@pytest.mark.parametrize("q", [None, "what", "which", "who"])
def test_clarify_asks_one_question(q):
    msg = messages.clarify_message(q)
    clean(msg)
    assert msg.count("?") >= 1


def test_nothing_found():
    clean(messages.nothing_found_message())


def test_limit_texts_are_everyday_words():
    for lim in ALL_LIMITS:
        text = messages.limit_text(lim)
        clean(text)
        assert text and text[0].isupper()
