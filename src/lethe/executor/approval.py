"""Which plan was presented last in the conversation, and what the user answered after it.

Only a `forget.plan` result (status planned) or a `forget.confirm` result (status revised) presents a
plan, and only the user's latest message after it can approve it. Assistant text, tool results and
memory files never count as approval.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from enum import StrEnum

from lethe.assistant_home.conversation import Conversation, Role, normalize_tool_name

from .reply import ReplyVerdict, classify_reply

_PLAN_ID = re.compile(r'"plan_id"\s*:\s*"(p-[0-9a-f]{16})"')
_STATUS = re.compile(r'"status"\s*:\s*"([a-z_]+)"')
PRESENTING = {("forget.plan", "planned"), ("forget.confirm", "revised")}
FINISHED = {"forgotten", "incomplete", "already_done"}


class ReplyState(StrEnum):
    APPROVED = "approved"
    NONE = "none"  # no user message after the plan
    AMBIGUOUS = "ambiguous"
    QUESTION = "question"
    REFUSED = "refused"
    PARTIAL = "partial"
    CHANGED_SCOPE = "changed_scope"


_FROM_VERDICT = {
    ReplyVerdict.APPROVE: ReplyState.APPROVED,
    ReplyVerdict.AMBIGUOUS: ReplyState.AMBIGUOUS,
    ReplyVerdict.QUESTION: ReplyState.QUESTION,
    ReplyVerdict.REFUSE: ReplyState.REFUSED,
    ReplyVerdict.PARTIAL: ReplyState.PARTIAL,
    ReplyVerdict.CHANGED_SCOPE: ReplyState.CHANGED_SCOPE,
}


@dataclass(frozen=True)
class Presented:
    plan_id: str
    position: int
    finished: bool = False  # a later confirm result reported this plan carried out


def _result_fields(text: str) -> tuple[str | None, str | None]:
    try:
        data = json.loads(text)
        if isinstance(data, dict):
            pid, status = data.get("plan_id"), data.get("status")
            return (pid if isinstance(pid, str) else None), (status if isinstance(status, str) else None)
    except (ValueError, RecursionError):
        pass
    pid = _PLAN_ID.search(text)
    status = _STATUS.search(text)
    return (pid.group(1) if pid else None), (status.group(1) if status else None)


def latest_presented_plan(conversation: Conversation) -> Presented | None:
    finished: set[str] = set()
    for turn in reversed(conversation.turns):
        if turn.role is not Role.TOOL_RESULT or turn.is_error or not turn.tool_name:
            continue
        tool = normalize_tool_name(turn.tool_name)
        if tool not in ("forget.plan", "forget.confirm"):
            continue
        plan_id, status = _result_fields(turn.text)
        if tool == "forget.confirm" and status in FINISHED and plan_id:
            finished.add(plan_id)
            continue
        if (tool, status) in PRESENTING and plan_id:
            return Presented(plan_id, turn.position, plan_id in finished)
        if tool == "forget.plan":
            return None  # the latest plan request presented no plan
    return None


def reply_after(conversation: Conversation, position: int) -> tuple[ReplyState, str | None]:
    """The state of the user's latest message after `position` (and its text, kept in memory only)."""
    for turn in reversed(conversation.turns):
        if turn.position <= position:
            break
        if turn.role is Role.USER:
            return _FROM_VERDICT[classify_reply(turn.text)], turn.text
    return ReplyState.NONE, None
