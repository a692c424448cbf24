"""The MCP server: `forget.plan` and `forget.confirm`, on both protocol eras.

Each tool is offered under two names, `forget.plan` / `forget_plan` and `forget.confirm` /
`forget_confirm`, because some clients reject dots in tool names; both names behave the same.

Confirmation is judged on the conversation. When the user has not answered the plan yet, or answered
ambiguously, and the client declares form elicitation, the user is asked directly through a resolver
(an `InputRequiredResult` on 2026-07-28, an `elicitation/create` request on 2025-11-25).
"""

import gc
import logging
from dataclasses import dataclass
from typing import Annotated

import anyio.to_thread
from mcp.server.elicitation import AcceptedElicitation, ElicitationResult
from mcp.server.mcpserver import Context, Elicit, MCPServer, Resolve
from mcp.types import ToolAnnotations
from pydantic import BaseModel, Field

from lethe import __version__
from lethe.assistant_home.conversation import Conversation
from lethe.workflow.approval import ReplyState
from lethe.workflow.confirm import Assessment

from .progress import mcp_progress
from .schemas import ConfirmResult, PlanResultOut
from .service import Lethe, Settings

log = logging.getLogger("lethe.server")

INSTRUCTIONS = (
    "Lethe makes the assistant forget something for its user, properly. When the user asks to forget "
    "something, call forget.plan (or forget_plan) with no arguments (it reads the conversation, so never "
    "repeat the information in arguments), show the user its message verbatim, and only after the user "
    "clearly approves call forget.confirm (or forget_confirm) with no arguments. Report its message as it is. "
    "If the app keeps the conversation itself and Lethe cannot read it, pass `about`: a few words in the "
    "user's own terms naming what to forget (\"my sister's address\"), never the information itself; pass "
    "the same `about` to forget.confirm."
)

ABOUT_PLAN = (
    "Optional. Only when Lethe cannot read the conversation (the app keeps it): a short description of what "
    'to forget, in the user\'s own words, naming it without stating it ("my sister\'s address", "the '
    'surprise party plans"). Never the sensitive value itself.'
)
ABOUT_CONFIRM = "Optional. The same `about` given to forget.plan, when one was given."
PLAN_DESCRIPTION = (
    "Read-only. Works out from the current conversation what the user wants forgotten, finds every place it "
    "is stored, and returns a plain-language plan with one confirmation question. Takes no arguments; never "
    "pass the information itself. (Also offered as forget_plan / forget.plan for clients that reject dots.)"
)
CONFIRM_DESCRIPTION = (
    "Destructive. Carries out the latest plan shown in the conversation, only after the user clearly "
    "approved it, then verifies from fresh state and reports honestly. Takes no arguments (optionally the "
    "plan_id of the latest plan, and the same `about` given to the plan). (Also offered as forget_confirm / "
    "forget.confirm.)"
)


PLAN_NAMES = ("forget.plan", "forget_plan")
CONFIRM_NAMES = ("forget.confirm", "forget_confirm")


class Approve(BaseModel):
    approve: bool = Field(description="Forget it now? This can't be undone.")


@dataclass
class Gate:
    """The resolver's answer when no question needs to be asked."""

    assessment: Assessment
    conversation: Conversation | None


def client_can_elicit(ctx: Context) -> bool:
    caps = ctx.client_capabilities
    el = caps.elicitation if caps is not None else None
    return el is not None and (el.form is not None or el.url is None)


_heap_settled = False


def _settle_heap() -> None:
    """Once, after the first plan has imported and loaded what planning needs (modules, word tables): those
    long-lived objects are moved out of the cyclic garbage collector's reach (`gc.freeze`), so its full passes,
    which come every few plans, look only at what planning made since (about 80 ms over them all, 5-10 ms
    without them, on the 1-year home). Objects are still freed as before when no longer referenced."""
    global _heap_settled
    if _heap_settled:
        return
    _heap_settled = True
    gc.collect()
    gc.freeze()


def build_server(settings: Settings) -> MCPServer:
    lethe = Lethe(settings)
    mcp = MCPServer("lethe", instructions=INSTRUCTIONS, version=__version__)

    def assess(plan_id: str | None, about: str | None) -> tuple[Assessment, Conversation | None]:
        try:
            return lethe.assess(plan_id, about=about)
        except Exception as e:  # never a raw tool error: a result that says nothing was changed
            return lethe.assess_failed(e), None

    def plan(about: str | None, progress=None) -> PlanResultOut:
        try:
            return lethe.plan(about, in_conversation=True, progress=progress)
        except Exception as e:  # never a raw tool error
            return lethe.plan_failed(e)
        finally:
            _settle_heap()

    def carry_out(a: Assessment, conversation: Conversation | None, **kw) -> ConfirmResult:
        try:
            return lethe.confirm(a, conversation, **kw)
        except Exception as e:  # never a raw tool error
            return lethe.confirm_failed(e, a)

    async def ask_user(ctx: Context, plan_id: str | None = None, about: str | None = None) -> Gate | Elicit[Approve]:
        a, conversation = await anyio.to_thread.run_sync(lambda: assess(plan_id, about))
        if a.reply is ReplyState.APPROVED or not a.may_ask or not client_can_elicit(ctx):
            return Gate(a, conversation)
        return Elicit(lethe.elicitation_message(a), Approve)

    async def forget_plan(
        ctx: Context,
        about: Annotated[str | None, Field(description=ABOUT_PLAN, max_length=500)] = None,
    ) -> PlanResultOut:
        progress = mcp_progress(ctx)
        return await anyio.to_thread.run_sync(lambda: plan(about, progress))

    async def forget_confirm(
        ctx: Context,
        decision: Annotated[ElicitationResult[Approve], Resolve(ask_user)],
        plan_id: str | None = None,
        about: Annotated[str | None, Field(description=ABOUT_CONFIRM, max_length=500)] = None,
    ) -> ConfirmResult:
        if isinstance(decision, AcceptedElicitation) and isinstance(decision.data, Gate):
            a, conversation = decision.data.assessment, decision.data.conversation
            approved, refused = a.reply is ReplyState.APPROVED, False
        else:
            # the user was asked directly: only an accepted "yes" counts, and only while asking was allowed
            # (the conversation is read again, so a "no" typed meanwhile still wins)
            a, conversation = await anyio.to_thread.run_sync(lambda: assess(plan_id, about))
            said_yes = (
                isinstance(decision, AcceptedElicitation)
                and isinstance(decision.data, Approve)
                and decision.data.approve is True
            )
            approved = a.reply is ReplyState.APPROVED or (said_yes and a.may_ask)
            refused = not said_yes
        progress = mcp_progress(ctx)
        return await anyio.to_thread.run_sync(
            lambda: carry_out(a, conversation, approved=approved, refused=refused, about=about, progress=progress)
        )

    plan_annotations = ToolAnnotations(
        read_only_hint=True, destructive_hint=False, idempotent_hint=True, open_world_hint=False
    )
    confirm_annotations = ToolAnnotations(
        read_only_hint=False, destructive_hint=True, idempotent_hint=False, open_world_hint=False
    )
    for name in PLAN_NAMES:
        mcp.add_tool(
            forget_plan,
            name=name,
            title="Plan forgetting something",
            description=PLAN_DESCRIPTION,
            annotations=plan_annotations,
        )
    for name in CONFIRM_NAMES:
        mcp.add_tool(
            forget_confirm,
            name=name,
            title="Carry out an approved forget plan",
            description=CONFIRM_DESCRIPTION,
            annotations=confirm_annotations,
        )

    return mcp
