"""Tombstones (BRIEF §7): keyed hashes of forgotten facts that recognise them again without holding them,
used by the index refresh (which refuses to publish them) and by `lethe audit`; and sealed locators."""

import json

from lethe.ledger.seal import open_name, seal, seal_name, unseal
from lethe.ledger.secret import KeyedHasher
from lethe.ledger.tombstones import TombstoneSet, records_for
from lethe.planner.matching import Matcher, Value
from tests.trust_kit import NEEDLE, REQUEST, Bench, approved_bench

H = KeyedHasher(b"k" * 32)


def tombs(matcher: Matcher) -> TombstoneSet:
    return TombstoneSet(H, records_for(H, matcher))


def test_a_strong_value_is_recognised_in_any_spelling_and_never_stored():
    t = tombs(Matcher([Value("14 Birch Lane")]))
    assert t.matches("Moved to 14 birch ln. last spring")
    assert t.matches("- Anna: 14 BIRCH LANE, Portland")
    assert not t.matches("14 Birch Road")
    assert not t.matches("Birch Lane is pretty")
    assert t.hit_sentences("Anna is great. She lives at 14 Birch Lane. Call her.") == [1]
    stored = json.dumps(records_for(H, Matcher([Value("14 Birch Lane")]))).lower()
    assert "birch" not in stored and "14 b" not in stored


def test_a_weak_value_needs_its_context_as_the_planner_does():
    t = tombs(Matcher([Value("10.5", strong=False, kind="number")], frozenset({"shoe", "size"})))
    assert t.matches("Shoe size 10.5 wide.")
    assert not t.matches("Ran 10.5 km today.")
    stored = json.dumps(records_for(H, Matcher([Value("10.5", strong=False)], frozenset({"shoe"}))))
    assert "shoe" not in stored and "10.5" not in stored


def test_a_phone_number_is_recognised_in_any_format():
    t = tombs(Matcher([Value("503-555-0142", kind="phone")]))
    assert t.matches("call (503) 555 0142 tomorrow")
    assert t.matches("503.555.0142")
    assert not t.matches("503-555-0143")


def test_an_empty_set_matches_nothing():
    t = TombstoneSet(H, [{"hmac": 5}, {"words": 3}, {}])
    assert t.is_empty() and not t and not t.matches("anything") and t.hit_sentences("x") == []


def test_locators_are_sealed_and_opened_exactly():
    for loc in [
        "workspace/memory/2026-05-02-ovid-lane.md",
        "note:workspace/memory/Zyxquor 4471 Ovid Lane/notes.md",
        "memory/2026-05-02-ovid-lane.md#L3",
        "cron/jobs.json#rem-anna-gift",
        "workspace/MEMORY.md",
        "~tilde:name#x/y",
        "",
    ]:
        sealed = seal(H, loc)
        assert unseal(H, sealed) == loc
        assert "ovid" not in sealed.lower() and "anna" not in sealed.lower() and "zyxquor" not in sealed.lower()
    assert seal(H, "workspace/MEMORY.md") == "workspace/MEMORY.md"
    assert seal(H, "workspace/memory/2026-03-02.md#L3") == "workspace/memory/2026-03-02.md#L3"
    assert seal_name(H, "ovid-lane.md") == seal_name(H, "ovid-lane.md")  # stable, so locators compare
    assert open_name(KeyedHasher(b"x" * 32), seal_name(H, "ovid-lane.md")) is None  # another home's key


def test_a_confirm_leaves_tombstones_that_hold_no_text(tmp_path):
    b, plan = approved_bench(tmp_path)
    b.confirm()
    records = b.ledger.tombstones()
    assert records and all(r["plan_id"] == plan.plan_id for r in records)
    raw = (b.home.state_dir / "tombstones.jsonl").read_text().lower()
    assert "birch" not in raw and "portland" not in raw
    t = TombstoneSet(b.ledger.hasher(), records)
    assert t.matches("- Anna lives at 14 Birch Lane.")
    assert not t.matches("- Anna's birthday is June 3; she loves tulips.")


def test_the_index_refresh_refuses_to_publish_a_tombstoned_chunk(tmp_path):
    """After a forget, a task writes the address back into MEMORY.md; a later cleanup of something else
    refreshes MEMORY.md in the search index, and the chunk holding the address is not published."""
    b, _ = approved_bench(tmp_path)
    assert b.confirm().status.value == "forgotten"
    memory = b.root / "workspace/MEMORY.md"
    memory.write_text(memory.read_text() + "- Anna lives at 14 Birch Lane, Portland.\n")
    b.user("Please forget my brother's phone number.")
    plan = b.plan()
    assert plan.status.value == "planned", plan.message
    b.user("Yes, go ahead.")
    res = b.confirm()
    assert res.status.value in ("forgotten", "incomplete")
    rows = b.state()["index"]
    assert not any(NEEDLE in r[5] for r in rows["chunks"])
    assert not any(NEEDLE in t for t in rows["fts"])
    assert NEEDLE in memory.read_text()  # the file itself is not the second plan's to clean


def test_the_refresh_refusal_spares_retention_locked_lines(tmp_path):
    from tests.harness import load

    sc = load("retention-lock")
    b, _ = approved_bench(tmp_path, sc["files"])
    b.confirm()
    locked = sc["locked"][0]["text"]
    assert any(locked in r[5] for r in b.state()["index"]["chunks"])


def test_nothing_is_tombstoned_before_a_confirm(tmp_path):
    b = Bench(tmp_path)
    b.user(REQUEST)
    b.plan()
    assert b.ledger.tombstones() == []


def test_a_weak_value_written_back_next_to_its_own_words_is_recognised():
    """A forgotten shoe size is found again beside shoe words, and never in "Ran 10.5 km"."""
    from lethe.language.text import stem
    from lethe.ledger.secret import KeyedHasher
    from lethe.ledger.tombstones import TombstoneSet, records_for
    from lethe.planner.matching import Matcher, Value

    hasher = KeyedHasher(b"k" * 32)
    value = Value("10.5", strong=False, context=frozenset(stem(w) for w in ("shoe", "wide", "runner")))
    matcher = Matcher([value])
    stones = TombstoneSet(hasher, records_for(hasher, matcher))
    for text in ("Shoe size: 10.5 US, wide fit.", "Ordered trail runners in 10.5.", "Ran 10.5 km this morning."):
        assert stones.matches(text) == matcher.matches(text)  # the tombstone asks what the matcher asked
    assert stones.matches("Shoe size: 10.5 US, wide fit.")
    assert stones.matches("Ordered trail runners in 10.5.")
    assert not stones.matches("Ran 10.5 km this morning.")
