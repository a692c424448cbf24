"""Every message a person reads: everyday words, one question in a plan, no machinery, no forgotten text."""

import itertools
from datetime import UTC

import pytest

from lethe.contract.targets import CategorySummary, Limit
from lethe.contract.vocabulary import (
    Category,
    ConfirmStatus,
    Done,
    Failure,
    LimitReason,
    NotConfirmedReason,
    Remains,
    Verb,
)
from lethe.server import messages
from lethe.workflow.outcome import Remainder
from tests.harness import JARGON

ACTIONS = list(Verb)
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

    from lethe.plan import Plan

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
@pytest.mark.parametrize("reason", [None, *NotConfirmedReason])
def test_confirm_messages(status, reason):
    done = [messages.done_line(k, n) for k in Done for n in (1, 2)]
    remains = [messages.remains_line(Remainder(k, 2)) for k in Remains if k is not Remains.FAILED]
    remains += [messages.remains_line(Remainder(Remains.FAILED, 1, f)) for f in Failure]
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


def test_every_done_remains_and_failure_has_its_own_words():
    lines = [messages.done_line(k, 1) for k in Done]
    assert all(lines) and len(set(lines)) == len(lines)
    lines = [messages.remains_line(Remainder(k)) for k in Remains if k is not Remains.FAILED]
    assert all(lines) and len(set(lines)) == len(lines)
    said = [messages.remains_line(Remainder(Remains.FAILED, 1, f)) for f in Failure]
    assert len(set(said)) == len(said)
    assert sum("something unexpected" in s for s in said) == 1  # only UNEXPECTED falls back


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


def test_every_erase_refusal_has_its_own_sentence():
    from lethe.operator.request import LEGAL_BASES, Refusal
    from lethe.prompts.render import render

    values = dict(
        bases=LEGAL_BASES, plan_id="p-0123456789abcdef", latest="p-fedcba9876543210", claim_id="c1",
        locator="x", path="memory/a.md", line=3, lines=2, job_id="j1",
    )  # fmt: skip
    said = [render("erase_refused.j2", why=r.value, **values) for r in Refusal]
    assert all(said) and len(set(said)) == len(said)
    assert all(s.endswith(".") and "{" not in s for s in said)


@pytest.mark.parametrize(
    ("descriptor", "verb"),
    [
        ("your bank details", "are"),
        ("your salary and your bank details", "are"),
        ("everything about your job search: 6 notes", "is"),
        ("your address", "is"),
        ("your brother's phone number", "is"),
        ("your diabetes", "is"),
        ("your kids' phone numbers", "are"),
        ("that information", "is"),
    ],
)
def test_what_a_report_names_takes_is_or_are(descriptor, verb):
    from lethe.prompts.render import be

    assert be(descriptor) == verb
    done = [messages.done_line(Done.REMINDERS, 1)]
    remains = [messages.remains_line(Remainder(next(iter(Remains)), 2))]
    msg = messages.confirm_message(ConfirmStatus.INCOMPLETE.value, descriptor=descriptor, done=done, remains=remains)
    assert f"{descriptor} {verb} not completely forgotten" in msg
