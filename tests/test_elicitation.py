"""Asking the user directly through the MCP client (form elicitation), on both protocol eras (BRIEF §4).

Where the conversation holds no reply or an ambiguous one and the client supports elicitation, the
plan's own message is asked with a yes/no field: an accepted yes is approval, anything else is not.
Never asked after a refusal or a changed scope; a client without elicitation gets `not_confirmed`.
"""

import copy
from datetime import timedelta

import pytest
from mcp import Client
from mcp.types import ElicitResult

from lethe.assistant_home.layout import Home
from lethe.server.app import build_server
from lethe.server.service import Settings
from tests.harness import Replay, load, snapshot
from tests.trust_kit import REQUEST, Bench

pytestmark = pytest.mark.anyio
MODES = ["auto", "legacy"]


def scenario(reply: str | None, elicit: str | None, expect: list[str], **extra) -> dict:
    sc = copy.deepcopy(load("address-basic"))
    steps = [{"user": REQUEST}, {"call": "forget.plan", "expect": ["planned"]}]
    if reply is not None:
        steps.append({"user": reply})
    steps.append({"call": "forget.confirm", "expect": expect})
    sc["steps"] = steps
    sc.pop("elicit", None)
    if elicit:
        sc["elicit"] = elicit
    if expect == ["not_confirmed"]:
        for k in ("citations", "jobs", "keep", "may_change"):
            sc.pop(k, None)
        sc["mutation"] = "none"
    sc.update(extra)
    return sc


async def replay(sc: dict, tmp_path, mode: str, transport: str = "memory") -> Replay:
    r = Replay(sc, tmp_path, transport=transport, mode=mode)
    problems = await r.run()
    assert problems == []
    return r


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("reply", [None, "hmm", "maybe"])
async def test_no_or_ambiguous_reply_is_asked_and_an_accepted_yes_carries_it_out(tmp_path, mode, reply):
    r = await replay(scenario(reply, "accept", ["forgotten"], elicit_expected=True), tmp_path, mode)
    plan_message = r.outputs[0][1]["message"]
    assert r.elicited == [plan_message]  # the question asked is the plan's own message


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("answer", ["decline", "cancel"])
async def test_a_declined_or_cancelled_question_changes_nothing(tmp_path, mode, answer):
    r = await replay(scenario(None, answer, ["not_confirmed"], elicit_expected=True), tmp_path, mode)
    assert "didn't approve" in r.outputs[-1][1]["message"]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "reply",
    ["No, don't.", "Yes, and also forget my brother's phone number.", "Yes, but keep the reminder.", "Why?"],
)
async def test_never_asked_after_a_refusal_a_changed_scope_a_partial_yes_or_a_question(tmp_path, mode, reply):
    await replay(scenario(reply, "accept", ["not_confirmed"], elicit_expected=False), tmp_path, mode)


@pytest.mark.parametrize("mode", MODES)
async def test_a_clear_yes_in_the_conversation_is_not_asked_again(tmp_path, mode):
    await replay(scenario("Yes, go ahead.", "accept", ["forgotten"], elicit_expected=False), tmp_path, mode)


@pytest.mark.parametrize("mode", MODES)
async def test_a_client_without_elicitation_gets_not_confirmed_without_an_error(tmp_path, mode):
    r = await replay(scenario(None, None, ["not_confirmed"], elicit_expected=False), tmp_path, mode)
    assert r.outputs[-1][1]["status"] == "not_confirmed"


@pytest.mark.parametrize("mode", MODES)
async def test_elicitation_over_stdio(tmp_path, mode):
    await replay(scenario(None, "accept", ["forgotten"], elicit_expected=True), tmp_path, mode, "stdio")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("content", [{"approve": False}, {}])
async def test_accepting_without_a_yes_is_not_approval(tmp_path, mode, content):
    b = Bench(tmp_path)
    b.user(REQUEST)
    plan = b.plan()
    before = b.state()
    asked = []

    async def on_elicit(context, params):
        asked.append(params.message)
        return ElicitResult(action="accept", content=content)

    server = build_server(Settings(home=Home.at(b.root), running_wait_s=0.2))
    async with Client(server, mode=mode, elicitation_callback=on_elicit) as client:
        call = b.tr.tool_call("forget.confirm", {})
        res = await client.call_tool("forget.confirm", {})
        b.tr.tool_result(call, "forget.confirm", res.content[0].text)
    data = res.structured_content or {}
    if content:
        assert asked == [plan.message]
        assert not res.is_error
        assert data["status"] == "not_confirmed"
    else:
        # a form without the required field is refused by the client or the server; either way nothing happens
        assert res.is_error or data.get("status") == "not_confirmed"
    assert b.state() == before
    assert not any(k.startswith("lethe/provenance") for k in snapshot(b.root))


class ShortLivedPlans(Replay):
    """The in-memory replay, with plans that expire at once."""

    def _client(self, on_elicit):
        kwargs = {"elicitation_callback": on_elicit} if self.scenario.get("elicit") else {}
        settings = Settings(home=Home.at(self.home), running_wait_s=0.2, ttl=timedelta(seconds=-1))
        return Client(build_server(settings), mode=self.mode, **kwargs)


@pytest.mark.parametrize("mode", MODES)
async def test_an_expired_plan_is_not_asked_about(tmp_path, mode):
    r = ShortLivedPlans(scenario(None, "accept", ["not_confirmed"], elicit_expected=False), tmp_path, mode=mode)
    assert await r.run() == []
    assert "too old" in r.outputs[-1][1]["message"]
