"""Session-memory copies (memory/YYYY-MM-DD-<slug>.md) and non-UTF-8 notes, through the Markdown adapter."""

from __future__ import annotations

from lethe.contract.vocabulary import Action, ArtifactKind
from lethe.kinds import memory_notes as markdown_notes
from tests.adapter_kit import clean, find, home_with, read

HEADER = (
    "# Session: 2026-05-02 18:02:11 UTC\n\n"
    "- **Session Key**: agent:main:main\n"
    "- **Session ID**: 5e55a0b1-0000-4000-8000-00000000c0de\n"
    "- **Source**: telegram\n\n"
    "## Conversation Summary\n\n"
)
ONLY = HEADER + (
    "user: Anna's new address is 14 Birch Lane, Portland, OR 97205.\n"
    "assistant: Saved: 14 Birch Lane, Portland, OR 97205.\n"
)
MIXED = HEADER + (
    "user: Anna just moved. Her new address is 14 Birch Lane, Portland, OR 97205. Can you remember that?\n"
    "assistant: Got it, I saved it.\n"
    "user: Also, what time is the dentist on Tuesday?\n"
)


def test_a_session_copy_only_about_it_is_removed(tmp_path):
    rel = "workspace/memory/2026-05-02-anna-moved.md"
    home = home_with(tmp_path, {rel: ONLY})
    ctx = find(home, markdown_notes.find)
    [t] = ctx.targets
    assert t.action is Action.REMOVE_FILE
    assert t.line_citations == ["memory/2026-05-02-anna-moved.md#L9", "memory/2026-05-02-anna-moved.md#L10"]
    assert t.citations() == []  # removed whole, and named after more than its date: never cited
    clean(home, ctx, ArtifactKind.MEMORY_NOTE)
    assert not (home.root / rel).exists()


def test_a_mixed_session_copy_is_edited(tmp_path):
    rel = "workspace/memory/2026-05-02-moving-day.md"
    home = home_with(tmp_path, {rel: MIXED})
    ctx = find(home, markdown_notes.find)
    [t] = ctx.targets
    assert t.action is Action.EDIT_LINES
    clean(home, ctx, ArtifactKind.MEMORY_NOTE)
    assert read(home, rel).decode() == MIXED.replace(" Her new address is 14 Birch Lane, Portland, OR 97205.", "")


def test_a_latin1_note_is_edited_byte_exactly(tmp_path):
    rel = "workspace/memory/2026-01-04.md"
    text = (
        "# 2026-01-04\n- Caf\u00e9 with Anna at 14 Birch Lane.\n- Cr\u00e8me br\u00fbl\u00e9e recipe from Tom\u00e1s.\n"
    )
    home = home_with(tmp_path, {rel: {"latin1": text}})
    ctx = find(home, markdown_notes.find)
    clean(home, ctx, ArtifactKind.MEMORY_NOTE)
    assert read(home, rel) == "# 2026-01-04\n- Cr\u00e8me br\u00fbl\u00e9e recipe from Tom\u00e1s.\n".encode("latin-1")


def test_a_binary_note_is_skipped_with_a_limit(tmp_path):
    rel = "workspace/memory/scan.md"
    home = home_with(tmp_path, {rel: {"bytes_hex": "00ff00" + b"14 Birch Lane".hex()}})
    ctx = find(home, markdown_notes.find)
    assert ctx.targets == [] and [lim.reason.value for lim in ctx.limits] == ["unreadable"]
