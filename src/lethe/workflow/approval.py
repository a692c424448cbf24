"""Which plan was presented last in the conversation, and what the user answered after it.

Only a `forget.plan` result (status planned) or a `forget.confirm` result (status revised) presents a
plan, and only the user's latest message after it can approve it. Assistant text, tool results and
memory files never count as approval. A plan the user declined, or changed, in any message after it is
no longer the one a later "yes" approves: that "yes" answers something else, and a new plan is needed.

The tools are recognised under every name a runtime gives them (`forget_plan`, OpenClaw's
`lethe__forget-plan`, the MCP name OpenClaw keeps in `details.mcpTool`), and a result is read from its
text or, when the runtime kept it, its structured content. The `about` the plan was made with (a client
that holds the conversation itself describes the request in a few words) is read back from the plan
call's own arguments, so the same subject can be worked out again at confirm.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from enum import StrEnum

from lethe.assistant_home.conversation import Conversation, Role, Turn

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
    about: str | None = None  # the `about` argument of the plan call that presented it (in memory only)
    made_at: int | None = None  # where the plan was first made from the conversation (a revision keeps it)

    @property
    def context_end(self) -> int:
        """Turns before this position are what the plan was first worked out from."""
        return self.made_at if self.made_at is not None else self.position


def _fields_of(data: object) -> tuple[str | None, str | None]:
    if not isinstance(data, dict):
        return None, None
    pid, status = data.get("plan_id"), data.get("status")
    return (pid if isinstance(pid, str) else None), (status if isinstance(status, str) else None)


def _result_fields(turn: Turn) -> tuple[str | None, str | None]:
    text = turn.text
    try:
        pid, status = _fields_of(json.loads(text))
        if pid or status:
            return pid, status
    except (ValueError, RecursionError):
        pass
    pid, status = _fields_of(turn.structured)
    if pid or status:
        return pid, status
    pid_m = _PLAN_ID.search(text)
    status_m = _STATUS.search(text)
    return (pid_m.group(1) if pid_m else None), (status_m.group(1) if status_m else None)


def _about_of(conversation: Conversation, result: Turn) -> str | None:
    call = conversation.call_for(result)
    about = call.arguments.get("about") if call is not None else None
    return about if isinstance(about, str) and about.strip() else None


def latest_presented_plan(conversation: Conversation) -> Presented | None:
    finished: set[str] = set()
    for turn in reversed(conversation.turns):
        if turn.role is not Role.TOOL_RESULT or turn.is_error:
            continue
        tool = turn.tool
        if tool not in ("forget.plan", "forget.confirm"):
            continue
        plan_id, status = _result_fields(turn)
        if tool == "forget.confirm" and status in FINISHED and plan_id:
            finished.add(plan_id)
            continue
        if (tool, status) in PRESENTING and plan_id:
            about, made_at = _about_of(conversation, turn), turn.position
            if tool == "forget.confirm":  # a revision is worked out from where the first plan was made
                earlier, at = _earlier_about(conversation, turn.position)
                about, made_at = about or earlier, at if at is not None else made_at
            return Presented(plan_id, turn.position, plan_id in finished, about, made_at)
        if tool == "forget.plan":
            return None  # the latest plan request presented no plan
    return None


def _earlier_about(conversation: Conversation, before: int) -> tuple[str | None, int | None]:
    """For a revised plan: the `about` of the nearest earlier presenting call that had one, and where the
    plan it revises was first made (the `forget.plan` result the revisions go back to)."""
    about: str | None = None
    for turn in reversed(conversation.turns):
        if turn.position >= before or turn.role is not Role.TOOL_RESULT or turn.is_error:
            continue
        if turn.tool not in ("forget.plan", "forget.confirm"):
            continue
        _pid, status = _result_fields(turn)
        if (turn.tool, status) not in PRESENTING:
            continue
        about = about or _about_of(conversation, turn)
        if turn.tool == "forget.plan":
            return about, turn.position
    return about, None


# What the user may say about a plan without giving it up: a question, a "hmm", a yes.
_STILL_OPEN = (ReplyState.APPROVED, ReplyState.AMBIGUOUS, ReplyState.QUESTION)


def reply_after(
    conversation: Conversation, position: int, *, plan_items: int | None = None
) -> tuple[ReplyState, str | None]:
    """The state of the user's latest message after `position` (and its text, kept in memory only).
    `plan_items`: how many things the plan covers, which a reply's "both" or "all four" must match.

    An earlier message after the plan that declined it ("No, not now"), approved only part of it or asked
    for something else ("Please forget my brother's phone number") settles it: that is the answer, whatever
    the user says later."""
    latest: tuple[ReplyState, str | None] | None = None
    for turn in conversation.turns:
        if turn.position <= position or turn.role is not Role.USER:
            continue
        state = _FROM_VERDICT[classify_reply(turn.text, plan_items=plan_items)]
        if state not in _STILL_OPEN:
            return state, turn.text
        latest = (state, turn.text)
    return latest or (ReplyState.NONE, None)
