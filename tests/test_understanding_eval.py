"""The development set of understanding cases (tests/eval/understanding) as a regression gate.

Each case is an everyday request on a realistic home, played through the MCP server (plan, then confirm
where the case approves): the plan's outcome, every line that must go or stay, the jobs, the final
status, and that nothing forgotten leaks into replies, logs or Lethe's own files. The held-back set
(tests/eval/heldout) is never run here: it is scored once with `bench/eval_understanding.py --set heldout`.
"""

from __future__ import annotations

import pytest

from tests.eval.runner import EVAL, approvals, load_set, run_case

CASES, HOMES = load_set(EVAL / "understanding")


@pytest.mark.anyio
@pytest.mark.parametrize("case", CASES, ids=[c["id"] for c in CASES])
async def test_understanding_case(case, tmp_path):
    r = await run_case(case, HOMES, tmp_path)
    assert not r.false_forgotten, "said forgotten while it remains"
    assert not r.leaks, "the forgotten value leaked"
    assert not r.problems, "\n".join(r.problems + ["--- replies:"] + r.messages)


@pytest.mark.parametrize(
    ("case", "verdict"), approvals(EVAL / "approvals.json"), ids=lambda x: x.get("id", "") if isinstance(x, dict) else x
)
def test_approval_reply(case, verdict):
    want = "approve" if case["expect"] == "approve" else "not"
    assert verdict == want, case["reply"]
