"""Reading conversations exactly as OpenClaw stores them: prefixed user text, registered tool names, provenance,
and newer (header version 4) transcripts."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from lethe.assistant_home.conversation import Role, normalize_tool_name, read_conversation
from lethe.assistant_home.inbound import REPLY_MEDIA_HINT, strip_inbound
from lethe.assistant_home.layout import Home
from lethe.workflow.approval import ReplyState, latest_presented_plan, reply_after
from tests import openclaw_kit as oc

PLANNED = {"status": "planned", "plan_id": "p-0123456789abcdef", "message": "Shall I forget it?"}


@pytest.fixture
def home(tmp_path: Path) -> Path:
    root = tmp_path / "home"
    root.mkdir()
    return root


def user_texts(root: Path) -> list[str]:
    return [t.text for t in read_conversation(Home.at(root)).turns if t.role is Role.USER]


# ------------------------------------------------------------------------------------------- the stripper


@pytest.mark.parametrize("tz", ["UTC", "PDT", "EST", "GMT+2", "GMT+5:30"])
def test_timestamp_envelope_any_zone(tz):
    assert strip_inbound(oc.web_chat("yes", tz=tz)) == "yes"
    assert strip_inbound(oc.web_chat("Forget my gym locker code", tz=tz)) == "Forget my gym locker code"


@pytest.mark.parametrize("new_form", [True, False])
def test_chat_app_metadata_blocks_old_and_new(new_form):
    prompt = oc.chat_app("Please forget my bank PIN", new_form=new_form)
    assert "Anna Keller" in prompt
    assert strip_inbound(prompt) == "Please forget my bank PIN"


def test_replied_message_and_history_with_fences_and_long_values():
    replied = "Here is code:\n```\nrm -rf /\n```\n" + "z" * 3000  # fences in a value, cut at 2000 chars
    history = [{"sender": "Bob", "timestamp_ms": 1, "body": "```json\n{}\n```"}]
    for new_form in (True, False):
        prompt = oc.chat_app("yes", replied=replied, history=history, new_form=new_form)
        assert strip_inbound(prompt) == "yes"


def test_system_lines_abort_hint_media_receipt_and_untrusted_context():
    body = oc.web_chat("yes, go ahead")
    assert strip_inbound(oc.system_events("Node connected", "Cron ran\nsecond line", body=body)) == "yes, go ahead"
    assert strip_inbound(oc.ABORT_HINT + "\n\n" + body) == "yes, go ahead"
    media = "[media attached: /tmp/in/photo.jpg (image/jpeg) | https://x/y.jpg]\n" + REPLY_MEDIA_HINT
    assert strip_inbound(media + "\n" + body) == "yes, go ahead"
    assert strip_inbound(oc.acp_receipt("yes, go ahead")) == "yes, go ahead"
    assert strip_inbound(oc.untrusted_context(body)) == "yes, go ahead"
    assert strip_inbound("[User sent media without caption]") == ""
    described = "[Image]\nUser text:\nforget this photo\nDescription:\nA card with a PIN"
    assert strip_inbound(described) == "forget this photo"


def test_plain_text_is_left_exactly_as_typed():
    for text in ("yes", "  spaced  ", "\nleading newline", "[not a stamp] hi", "System prompt? no", "a\n\nb"):
        assert strip_inbound(text) == text


# ------------------------------------------------------------------------------------------- the reader


def test_reader_gives_only_what_the_person_typed(home):
    t = oc.OpenClawTranscript(home)
    t.user(oc.chat_app("Forget my bank PIN, it is 4471"))
    t.assistant("Sure.")
    t.user(oc.web_chat("yes"))
    t.user(oc.system_events("Heartbeat", body=oc.chat_app("ok do it", new_form=False)))
    texts = user_texts(home)
    assert texts == ["Forget my bank PIN, it is 4471", "yes", "ok do it"]
    assert not any("Anna" in x or "untrusted" in x for x in texts)


def test_a_message_with_nothing_the_person_typed_is_not_a_reply(home):
    t = oc.OpenClawTranscript(home)
    t.user(oc.web_chat("Yes, go ahead."))
    t.user("System: [2026-04-13T10:02:59Z] Cron job finished")  # runtime lines only
    t.user("[User sent media without caption]")
    assert user_texts(home) == ["Yes, go ahead."]


def test_messages_from_other_sessions_or_the_system_are_not_the_person(home):
    t = oc.OpenClawTranscript(home)
    t.user(oc.web_chat("hello"))
    t.user("yes", provenance={"kind": "inter_session", "originSessionId": "s2", "sourceTool": "sessions_send"})
    t.user("yes", provenance={"kind": "internal_system"})
    t.user("really me", provenance={"kind": "external_user"})
    assert user_texts(home) == ["hello", "really me"]


@pytest.mark.parametrize(
    "name",
    [
        "forget_plan",
        "forget.plan",
        "lethe__forget-plan",
        "lethe__forget_plan",
        "my-server__forget-plan",
        "lethe__forget-plan-2",
        "mcp__lethe__forget_plan",
        oc.safe_tool_name(oc.safe_server_name("vigil:harbor", {"vigil-harbor"}), "forget.plan"),
        oc.safe_tool_name("lethe", "forget.plan", {"lethe__forget-plan"}),
        oc.safe_tool_name(oc.safe_server_name("x" * 40, set()), "forget.plan"),
    ],
)
def test_registered_names_are_recognised(name):
    assert normalize_tool_name(name) == "forget.plan"
    assert normalize_tool_name(name.replace("plan", "confirm")) == "forget.confirm"


def test_other_names_are_not():
    for name in ("lethe__forget-everything", "lethe__read_file", "forget__plan", "Forget_plan", "lethe__forget-plan-1"):
        assert normalize_tool_name(name) == name


def test_a_plan_presented_under_openclaws_names_is_found(home):
    t = oc.OpenClawTranscript(home, server="my.lethe")
    t.user(oc.web_chat("forget my locker code"))
    call, name = t.tool_call("forget.plan", {})
    assert name == "my-lethe__forget-plan"
    t.tool_result(call, name, "forget.plan", json.dumps(PLANNED), PLANNED)
    t.user(oc.web_chat("yes"))
    c = read_conversation(Home.at(home))
    p = latest_presented_plan(c)
    assert p is not None and p.plan_id == PLANNED["plan_id"]
    assert reply_after(c, p.position)[0] is ReplyState.APPROVED


def test_structured_content_when_the_text_was_not_kept(home):
    t = oc.OpenClawTranscript(home)
    call, name = t.tool_call("forget.plan", {})
    t.tool_result(call, name, "forget.plan", "[truncated]", PLANNED)
    assert latest_presented_plan(read_conversation(Home.at(home))).plan_id == PLANNED["plan_id"]


def test_mcp_tool_in_details_decides(home):
    t = oc.OpenClawTranscript(home)
    call, _ = t.tool_call("forget.plan", {})
    # a registered name that looks like ours, but the runtime says another server's tool answered
    t.tool_result(call, "lethe__forget-plan", "other_tool", json.dumps(PLANNED), PLANNED)
    assert latest_presented_plan(read_conversation(Home.at(home))) is None


def test_about_is_read_back_from_the_plan_call(home):
    t = oc.OpenClawTranscript(home)
    call, name = t.tool_call("forget.plan", {"about": "my gym locker code"})
    t.tool_result(call, name, "forget.plan", json.dumps(PLANNED), PLANNED)
    assert latest_presented_plan(read_conversation(Home.at(home))).about == "my gym locker code"


# ------------------------------------------------------------------------------------------- version 4


def test_version_4_raw_text_and_projection_ignored(home):
    t = oc.OpenClawTranscript(home, version=4)
    t.user("Forget my locker code")
    lines = t.path.read_text().splitlines()
    assert json.loads(lines[0])["version"] == 4 and "modelPromptProjection" in lines[-1]
    assert user_texts(home) == ["Forget my locker code"]


def test_a_reset_starts_a_new_conversation(home):
    t = oc.OpenClawTranscript(home, version=4)
    t.user("Forget my locker code")
    call, name = t.tool_call("forget.plan", {})
    t.tool_result(call, name, "forget.plan", json.dumps(PLANNED), PLANNED)
    t.reset("reset")
    t.user("yes")
    c = read_conversation(Home.at(home))
    assert [x.text for x in c.turns] == ["yes"]
    assert latest_presented_plan(c) is None  # a plan from before the reset is not this conversation's


def test_a_reset_keeps_what_it_names(home):
    t = oc.OpenClawTranscript(home, version=4)
    t.user("old")
    kept = t.user("kept")
    t.reset("idle", first_kept=kept)
    t.user("new")
    assert user_texts(home) == ["kept", "new"]


def test_leaf_and_side_entries_follow_the_conversation_as_it_stands(home):
    t = oc.OpenClawTranscript(home, version=4)
    t.user("start")
    branch_point = t.assistant("hello")
    t.user("abandoned branch: yes")
    t.leaf_to(branch_point)  # the person went back to "hello"
    t.user("on the main line")
    main = t.assistant("ok")
    t.side_message({"role": "user", "content": "side note: yes"})
    assert user_texts(home) == ["start", "on the main line"]
    t.leaf_to(main, side=True)
    t.side_message({"role": "user", "content": "another side yes"})
    assert user_texts(home) == ["start", "on the main line"]
