"""Issue 12, item 1: no lost bytes, whatever separates the lines of a note.

Notes whose lines are separated by CR, VT, FF, FS, GS, RS, NEL, U+2028 or U+2029 (or a mix, or with a
byte-order mark) must keep every byte of every unrelated line when the line holding the information is
removed, and the report must only say "forgotten" when that is true. Citations in pending.json count lines
the way OpenClaw does (split on "\\n" only). Driven through the service the MCP tools use (`Bench`).
"""

from __future__ import annotations

import json

import pytest

from tests.hardening_kit import ADDRESS_LINE
from tests.trust_kit import NEEDLE, address_files, approved_bench

SEPARATORS = {
    "LF": "\n",
    "CRLF": "\r\n",
    "CR": "\r",
    "VT": "\x0b",
    "FF": "\x0c",
    "FS": "\x1c",
    "GS": "\x1d",
    "RS": "\x1e",
    "NEL": "\x85",
    "LS": "\u2028",
    "PS": "\u2029",
}
BOM = "\ufeff"


SISTER = "- Sister: Anna Reyes."  # who "my sister" is: the planner resolves the request through memory
KEPT = ["# Memory", SISTER, "- Keep X: prefers window seats.", "- Keep Y: vegetarian; avoid mushrooms."]


def note(sep: str, *, bom: str = "") -> str:
    return bom + "".join(line + sep for line in [*KEPT[:3], ADDRESS_LINE, *KEPT[3:]])


def without_address(sep: str, *, bom: str = "") -> str:
    return bom + "".join(line + sep for line in KEPT)


def files_with(rel: str, content: bytes) -> dict:
    files = address_files()
    files[rel] = {"bytes_hex": content.hex()}
    return files


@pytest.mark.parametrize("name", list(SEPARATORS))
def test_unrelated_lines_of_a_curated_note_survive_byte_for_byte(tmp_path, name):
    sep = SEPARATORS[name]
    b, _ = approved_bench(tmp_path, files_with("workspace/MEMORY.md", note(sep).encode("utf-8")))
    res = b.confirm()
    after = (b.root / "workspace/MEMORY.md").read_bytes()
    assert after == without_address(sep).encode("utf-8"), (name, after)
    assert res.status.value == "forgotten", res.message


@pytest.mark.parametrize("name", list(SEPARATORS))
def test_a_daily_note_with_unrelated_lines_is_edited_never_removed(tmp_path, name):
    sep = SEPARATORS[name]
    rel = "workspace/memory/2026-05-02.md"
    text = f"# 2026-05-02{sep}- Watered the plants.{sep}{ADDRESS_LINE}{sep}- Called the bank about the card.{sep}"
    b, _ = approved_bench(tmp_path, files_with(rel, text.encode("utf-8")))
    res = b.confirm()
    path = b.root / rel
    assert path.exists(), f"{name}: a daily note with unrelated lines was removed"
    expected = f"# 2026-05-02{sep}- Watered the plants.{sep}- Called the bank about the card.{sep}"
    assert path.read_bytes() == expected.encode("utf-8"), (name, path.read_bytes())
    assert res.status.value == "forgotten", res.message


def test_mixed_separators_in_one_note(tmp_path):
    text = "# Memory\r\n- Sister: Anna Reyes.\r- Keep B.\u2028" + ADDRESS_LINE + "\x85- Keep C.\x0c- Keep D.\n"
    b, _ = approved_bench(tmp_path, files_with("workspace/MEMORY.md", text.encode("utf-8")))
    res = b.confirm()
    assert (b.root / "workspace/MEMORY.md").read_bytes() == (
        "# Memory\r\n- Sister: Anna Reyes.\r- Keep B.\u2028- Keep C.\x0c- Keep D.\n"
    ).encode("utf-8")
    assert res.status.value == "forgotten", res.message


@pytest.mark.parametrize("name", ["LF", "CRLF", "CR", "LS"])
def test_a_byte_order_mark_before_a_removed_first_line_stays(tmp_path, name):
    sep = SEPARATORS[name]
    text = BOM + ADDRESS_LINE + sep + SISTER + sep
    b, _ = approved_bench(tmp_path, files_with("workspace/MEMORY.md", text.encode("utf-8")))
    res = b.confirm()
    assert (b.root / "workspace/MEMORY.md").read_bytes() == (BOM + SISTER + sep).encode()
    assert res.status.value == "forgotten", res.message


def test_a_byte_order_mark_and_cr_separators_together(tmp_path):
    b, _ = approved_bench(tmp_path, files_with("workspace/MEMORY.md", note("\r", bom=BOM).encode("utf-8")))
    res = b.confirm()
    assert (b.root / "workspace/MEMORY.md").read_bytes() == without_address("\r", bom=BOM).encode("utf-8")
    assert res.status.value == "forgotten", res.message


def test_a_latin1_note_with_cr_separators(tmp_path):
    text = "# Notes\r- Sister: Anna Reyes.\r- Caf\u00e9 on Hawthorne.\r" + ADDRESS_LINE + "\r- R\u00e9sum\u00e9 sent.\r"
    b, _ = approved_bench(tmp_path, files_with("workspace/MEMORY.md", text.encode("latin-1")))
    res = b.confirm()
    expected = "# Notes\r- Sister: Anna Reyes.\r- Caf\u00e9 on Hawthorne.\r- R\u00e9sum\u00e9 sent.\r"
    assert (b.root / "workspace/MEMORY.md").read_bytes() == expected.encode("latin-1")
    assert res.status.value == "forgotten", res.message


def test_citations_count_lines_as_openclaw_does(tmp_path):
    """A U+2028 inside a "\\n" line does not start a new line for the index or the citations."""
    text = "# Memory\n- Sister: Anna Reyes.\u2028" + ADDRESS_LINE + "\n- Keep Y.\n"
    b, _ = approved_bench(tmp_path, files_with("workspace/MEMORY.md", text.encode("utf-8")))
    res = b.confirm()
    assert res.status.value == "forgotten", res.message
    assert (b.root / "workspace/MEMORY.md").read_bytes() == "# Memory\n- Sister: Anna Reyes.\u2028- Keep Y.\n".encode()
    pending = json.loads((b.root / "workspace/memory/forget/pending.json").read_text())
    assert "MEMORY.md#L2" in pending["citations"], pending["citations"]
    assert "MEMORY.md#L3" not in pending["citations"], pending["citations"]


def test_a_created_item_with_cr_separators_keeps_its_other_lines(tmp_path):
    rel = "workspace/canvas/housewarming.md"
    text = "# Housewarming\r- Saturday from 3pm.\r- Where: 14 Birch Lane, Portland, OR 97205\r- Bring snacks.\r"
    b, _ = approved_bench(tmp_path, files_with(rel, text.encode("utf-8")))
    res = b.confirm()
    after = (b.root / rel).read_bytes()
    assert NEEDLE.encode() not in after
    assert after == b"# Housewarming\r- Saturday from 3pm.\r- Bring snacks.\r", after
    assert res.status.value == "forgotten", res.message
