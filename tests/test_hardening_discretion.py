"""Issue 12, item 5: pending.json never reveals the information through the names of removed files.

A session-memory copy is named after what it holds (`memory/2026-05-03-tomas-5035550142.md`,
`memory/2026-05-02-birch-lane.md`). Once it is removed, its citation in pending.json must not spell the
value, and that stays true when later confirms merge their own lists into the file.
"""

from __future__ import annotations

import json
import re

from tests.trust_kit import address_files, approved_bench

PHONE_COPY = "workspace/memory/2026-05-03-tomas-5035550142.md"
ADDRESS_COPY = "workspace/memory/2026-05-02-birch-lane.md"


def files() -> dict:
    f = address_files()
    f[PHONE_COPY] = (
        "# Session: 2026-05-03\n\n- **Session Key**: agent:main:main\n\n- Tomas's new phone is 503-555-0142.\n"
    )
    f[ADDRESS_COPY] = "# Session: 2026-05-02\n\n- **Session Key**: agent:main:main\n\n- Anna moved to 14 Birch Lane.\n"
    return f


def spelled(pending: str) -> list[str]:
    """The forgotten values, in any spelling a file name or locator could give them."""
    low = pending.lower()
    out = [w for w in ("birch", "tomas-503", "5035550142", "503-555-0142") if w in low]
    for cite in json.loads(pending)["citations"]:
        if "5035550142" in re.sub(r"\D", "", cite):
            out.append(f"the phone number's digits in a citation ({len(cite)} characters)")
    return out


def test_citations_of_removed_files_do_not_spell_the_information(tmp_path):
    b, _ = approved_bench(tmp_path, files())
    assert b.confirm().status.value == "forgotten"
    assert not (b.root / ADDRESS_COPY).exists()
    pending = (b.root / "workspace/memory/forget/pending.json").read_text()
    assert spelled(pending) == [], pending
    assert "MEMORY.md#L5" in json.loads(pending)["citations"]  # ordinary citations stay exact


def test_later_confirms_do_not_bring_a_revealing_citation_back(tmp_path):
    b, _ = approved_bench(tmp_path, files())
    assert b.confirm().status.value == "forgotten"
    b.user("Please forget my brother's phone number.")
    plan = b.plan()
    assert plan.status.value == "planned", plan.message
    b.user("Yes.")
    assert b.confirm().status.value in ("forgotten", "incomplete")
    assert not (b.root / PHONE_COPY).exists()
    pending = (b.root / "workspace/memory/forget/pending.json").read_text()
    assert spelled(pending) == [], pending


def test_a_revealing_citation_an_older_version_staged_is_dropped_at_the_next_merge(tmp_path):
    b, _ = approved_bench(tmp_path, files())
    old = {"claims": ["c-old"], "citations": ["memory/2026-04-01-birch-lane.md#L4", "USER.md#L2"]}
    (b.root / "workspace/memory/forget").mkdir(parents=True, exist_ok=True)
    (b.root / "workspace/memory/forget/pending.json").write_text(json.dumps(old))
    assert b.confirm().status.value == "forgotten"
    pending = json.loads((b.root / "workspace/memory/forget/pending.json").read_text())
    assert spelled(json.dumps(pending)) == [], pending
    assert "USER.md#L2" in pending["citations"] and "c-old" in pending["claims"]  # the rest is kept
