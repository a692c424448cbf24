"""The MCP server: `forget.plan` and `forget.confirm`, on both protocol eras.

Confirmation is judged on the conversation. When the user has not answered the plan yet, or answered
ambiguously, and the client declares form elicitation, the user is asked directly through a resolver
(an `InputRequiredResult` on 2026-07-28, an `elicitation/create` request on 2025-11-25).
"""

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

from .schemas import ConfirmResult, PlanResultOut
from .service import Lethe, Settings

log = logging.getLogger("lethe.server")

INSTRUCTIONS = (
    "Lethe makes the assistant forget something for its user, properly. When the user asks to forget "
    "something, call forget.plan with no arguments (it reads the conversation, so never repeat the "
    "information in arguments), show the user its message verbatim, and only after the user clearly "
    "approves call forget.confirm with no arguments. Report its message as it is."
)


class Approve(BaseModel):
    approve: bool = Field(description="Forget it now? This can't be undone.")


@dataclass
class Gate:
    """The resolver's answer when no question needs to be asked."""

    assessment: Assessment
    conversation: Conversation


def client_can_elicit(ctx: Context) -> bool:
    caps = ctx.client_capabilities
    el = caps.elicitation if caps is not None else None
    return el is not None and (el.form is not None or el.url is None)


def build_server(settings: Settings) -> MCPServer:
    lethe = Lethe(settings)
    mcp = MCPServer("lethe", instructions=INSTRUCTIONS, version=__version__)

    async def ask_user(ctx: Context, plan_id: str | None = None) -> Gate | Elicit[Approve]:
        a, conversation = await anyio.to_thread.run_sync(lambda: lethe.assess(plan_id))
        if a.reply is ReplyState.APPROVED or not a.may_ask or not client_can_elicit(ctx):
            return Gate(a, conversation)
        return Elicit(lethe.elicitation_message(a), Approve)

    @mcp.tool(
        name="forget.plan",
        title="Plan forgetting something",
        description=(
            "Read-only. Works out from the current conversation what the user wants forgotten, finds every "
            "place it is stored, and returns a plain-language plan with one confirmation question. Takes no "
            "arguments; never pass the information itself."
        ),
        annotations=ToolAnnotations(
            read_only_hint=True, destructive_hint=False, idempotent_hint=True, open_world_hint=False
        ),
    )
    async def forget_plan() -> PlanResultOut:
        return await anyio.to_thread.run_sync(lethe.plan)

    @mcp.tool(
        name="forget.confirm",
        title="Carry out an approved forget plan",
        description=(
            "Destructive. Carries out the latest plan shown in the conversation, only after the user clearly "
            "approved it, then verifies from fresh state and reports honestly. Takes no arguments (optionally "
            "the plan_id of the latest plan)."
        ),
        annotations=ToolAnnotations(
            read_only_hint=False, destructive_hint=True, idempotent_hint=False, open_world_hint=False
        ),
    )
    async def forget_confirm(
        decision: Annotated[ElicitationResult[Approve], Resolve(ask_user)],
        plan_id: str | None = None,
    ) -> ConfirmResult:
        if isinstance(decision, AcceptedElicitation) and isinstance(decision.data, Gate):
            a, conversation = decision.data.assessment, decision.data.conversation
            approved, refused = a.reply is ReplyState.APPROVED, False
        else:
            # the user was asked directly: only an accepted "yes" counts, and only while asking was allowed
            # (the conversation is read again, so a "no" typed meanwhile still wins)
            a, conversation = await anyio.to_thread.run_sync(lambda: lethe.assess(plan_id))
            said_yes = (
                isinstance(decision, AcceptedElicitation)
                and isinstance(decision.data, Approve)
                and decision.data.approve is True
            )
            approved = a.reply is ReplyState.APPROVED or (said_yes and a.may_ask)
            refused = not said_yes
        return await anyio.to_thread.run_sync(
            lambda: lethe.confirm(a, conversation, approved=approved, refused=refused)
        )

    return mcp
