"""Issue 12 (CI): a property test of the note rewriter over line separators and encodings.

Whatever separates a note's lines (CR, LF, CRLF, VT, FF, FS, GS, RS, NEL, U+2028, U+2029, any mix), with
or without a byte-order mark, in UTF-8 or in a legacy 8-bit encoding, a confirm that removes the lines
holding the information keeps every byte of every other line, in order, and says "forgotten" only then.
Each example is a whole plan -> approve -> confirm round through the service the MCP tools use.
"""

from __future__ import annotations

import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.hardening_kit import ADDRESS_LINE
from tests.trust_kit import approved_bench

SEPARATORS = ["\r", "\n", "\r\n", "\x0b", "\x0c", "\x1c", "\x1d", "\x1e", "\x85", "\u2028", "\u2029"]
LATIN1_SEPARATORS = [s for s in SEPARATORS if s not in ("\u2028", "\u2029")]
# unrelated lines: nothing in them can be taken for the address (no digits, no street words)
WORDS = ["window", "seats", "tulips", "Priya", "Olu", "reading", "merino", "socks", "dentist", "Thai", "caf\u00e9"]
SISTER = "- Sister: Anna Reyes."
ADDRESS_VARIANTS = [ADDRESS_LINE, "- Anna's new address is 14 Birch Lane, Portland, OR 97205."]

unrelated_line = st.lists(st.sampled_from(WORDS), min_size=1, max_size=5).map(lambda ws: "- " + " ".join(ws) + ".")


@st.composite
def notes(draw):
    encoding = draw(st.sampled_from(["utf-8", "latin-1"]))
    seps = SEPARATORS if encoding == "utf-8" else LATIN1_SEPARATORS
    kept = [SISTER, *draw(st.lists(unrelated_line, min_size=0, max_size=6))]
    kept = draw(st.permutations(kept))
    heading = draw(st.sampled_from(["# Memory", "", "## People"]))
    if heading:
        kept = [heading, *kept]
    n_hits = draw(st.integers(min_value=1, max_value=2))
    lines: list[tuple[str, bool]] = [(k, False) for k in kept]
    for _ in range(n_hits):
        at = draw(st.integers(min_value=0, max_value=len(lines)))
        lines.insert(at, (draw(st.sampled_from(ADDRESS_VARIANTS)), True))
    records = [(text + draw(st.sampled_from(seps)), hit) for text, hit in lines]
    if not draw(st.booleans()):  # the last line may have no ending at all
        text, hit = records[-1]
        records[-1] = (text.rstrip("".join(seps)), hit)
    bom = "\ufeff" if encoding == "utf-8" and draw(st.booleans()) else ""
    if encoding == "latin-1" and not any("caf\u00e9" in t for t, _ in records):
        records.insert(0, ("- caf\u00e9 au lait.\n", False))  # a byte that is not UTF-8, so it really is latin-1
    return encoding, bom, records


def expected_after(bom: str, records: list[tuple[str, bool]]) -> str:
    """Every record that does not hold the address, byte for byte; a hit that ends without a separator takes
    nothing else with it."""
    return bom + "".join(text for text, hit in records if not hit)


@settings(
    max_examples=25,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
    derandomize=True,
)
@given(notes())
def test_every_unrelated_line_survives_a_confirm_byte_for_byte(note):
    encoding, bom, records = note
    raw = (bom + "".join(text for text, _ in records)).encode(encoding)
    with tempfile.TemporaryDirectory() as tmp:
        b, _ = approved_bench(Path(tmp), {"workspace/MEMORY.md": {"bytes_hex": raw.hex()}})
        res = b.confirm()
        after = (b.root / "workspace/MEMORY.md").read_bytes()
    want = expected_after(bom, records).encode(encoding)
    assert after == want, (raw, after)
    assert res.status.value == "forgotten", res.message
