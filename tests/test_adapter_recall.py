"""The recall store adapter: derived snippets dropped, every other entry and field kept."""

from __future__ import annotations

import json

from lethe.contract.vocabulary import Action, ArtifactKind, Category, LimitReason
from lethe.kinds import memory_notes as markdown_notes
from lethe.kinds import recall
from tests.adapter_kit import clean, find, home_with, read, targets_of

STORE = "workspace/memory/.dreams/short-term-recall.json"
MEMORY = (
    "# Memory\n\n## People\n- Sister: Anna Reyes.\n"
    "- Anna lives at 14 Birch Lane, Portland, OR 97205.\n"
    "- Likes tulips.\n"
)


def entry(key, path, line, snippet, **more):
    return {
        "key": key,
        "path": path,
        "startLine": line,
        "endLine": line,
        "source": "memory",
        "snippet": snippet,
        **more,
    }


ENTRIES = [
    entry("memory:MEMORY.md:4:4", "MEMORY.md", 4, "Sister: Anna Reyes.", recallCount=3, conceptTags=["family"]),
    entry("memory:MEMORY.md:5:5", "MEMORY.md", 5, "Anna lives at 14 Birch Lane, Portland, OR 97205.", recallCount=2),
    # points at the removed line, but its snippet was cut short before the address
    entry("memory:MEMORY.md:5:5:old", "MEMORY.md", 5, "Anna lives at", recallCount=1),
    entry("memory:memory/2026-05-09.md:2:2", "memory/2026-05-09.md", 2, "Ran 10 km by the river.", totalScore=1.25),
    {"key": "memory:odd", "snippet": "Ünïcode stays as is: café", "queryHashes": ["a1b2c3"]},
]


def store_files(entries=ENTRIES, layout=2):
    data = {"version": 1, "updatedAt": "2026-05-20T03:00:00.000Z", "entries": entries, "extra": {"keep": True}}
    text = json.dumps(data, indent=layout, ensure_ascii=False) if layout else json.dumps(data, separators=(",", ":"))
    return {"workspace/MEMORY.md": MEMORY, STORE: text + "\n"}


def test_matching_entries_and_entries_pointing_at_removed_lines_are_dropped(tmp_path):
    home = home_with(tmp_path, store_files())
    ctx = find(home, markdown_notes.find, recall.find)
    [t] = targets_of(ctx, ArtifactKind.RECALL)
    assert (t.category, t.action, t.path) == (Category.MEMORY, Action.DROP_ENTRIES, STORE)
    assert t.entry_keys == ["memory:MEMORY.md:5:5", "memory:MEMORY.md:5:5:old"]
    assert t.count == 2

    run = clean(home, ctx, ArtifactKind.RECALL)
    assert run.failures == []
    assert run.done == {"recall": 2}
    after = json.loads(read(home, STORE))
    kept = [ENTRIES[0], ENTRIES[3], ENTRIES[4]]
    assert after["entries"] == kept
    assert {k: v for k, v in after.items() if k != "entries"} == {
        "version": 1,
        "updatedAt": "2026-05-20T03:00:00.000Z",
        "extra": {"keep": True},
    }
    # the same layout, byte for byte: only the dropped entries are gone
    expected = store_files(kept)[STORE].encode()
    assert read(home, STORE) == expected
    assert b"Birch" not in read(home, STORE)


def test_compact_layout_is_kept(tmp_path):
    home = home_with(tmp_path, store_files(layout=None))
    ctx = find(home, markdown_notes.find, recall.find)
    clean(home, ctx, ArtifactKind.RECALL)
    assert read(home, STORE) == store_files([ENTRIES[0], ENTRIES[3], ENTRIES[4]], layout=None)[STORE].encode()


def test_nothing_about_it_means_no_target_and_no_change(tmp_path):
    files = store_files([ENTRIES[0], ENTRIES[3]])
    files["workspace/MEMORY.md"] = "# Memory\n- Likes tulips.\n"
    home = home_with(tmp_path, files)
    before = read(home, STORE)
    ctx = find(home, markdown_notes.find, recall.find)
    assert ctx.targets == [] and ctx.limits == []
    assert read(home, STORE) == before


def test_a_second_pass_finds_nothing_left(tmp_path):
    home = home_with(tmp_path, store_files())
    ctx = find(home, markdown_notes.find, recall.find)
    clean(home, ctx, ArtifactKind.MEMORY_NOTE, ArtifactKind.RECALL)
    again = find(home, markdown_notes.find, recall.find)
    assert again.targets == []


def test_an_entry_pointing_into_a_removed_daily_note_goes_too(tmp_path):
    files = store_files(
        [
            entry("memory:memory/2026-05-02.md:1:1", "memory/2026-05-02.md", 1, "# 2026-05-02"),
            ENTRIES[3],
        ]
    )
    files["workspace/memory/2026-05-02.md"] = "# 2026-05-02\n- Anna moved to 14 Birch Lane.\n"
    home = home_with(tmp_path, files)
    ctx = find(home, markdown_notes.find, recall.find)
    [t] = targets_of(ctx, ArtifactKind.RECALL)
    assert t.entry_keys == ["memory:memory/2026-05-02.md:1:1"]


def test_a_locked_snippet_stays_and_is_reported(tmp_path):
    locked = entry("k-locked", "USER.md", 9, "Mail to 14 Birch Lane <!-- retention: POL-7Y until=2033-05-01 -->")
    home = home_with(tmp_path, store_files([locked, ENTRIES[3]]))
    ctx = find(home, recall.find)
    assert targets_of(ctx, ArtifactKind.RECALL) == []
    assert [(lim.reason, lim.policy) for lim in ctx.limits] == [(LimitReason.RETENTION_LOCK, "POL-7Y")]


def test_a_key_that_holds_the_subject_is_never_written_into_the_plan(tmp_path):
    odd = entry("14 Birch Lane", "MEMORY.md", 40, "14 Birch Lane")
    home = home_with(tmp_path, store_files([odd, ENTRIES[3]]))
    ctx = find(home, recall.find)
    [t] = targets_of(ctx, ArtifactKind.RECALL)
    assert "Birch" not in t.model_dump_json()
    clean(home, ctx, ArtifactKind.RECALL)
    assert json.loads(read(home, STORE))["entries"] == [ENTRIES[3]]


def test_a_damaged_store_that_holds_it_is_a_limit_and_left_alone(tmp_path):
    raw = '{"version":1,"entries":[{"key":"k","snippet":"14 Birch Lane"}'
    home = home_with(tmp_path, {STORE: raw})
    ctx = find(home, recall.find)
    assert ctx.targets == []
    assert [lim.reason for lim in ctx.limits] == [LimitReason.UNREADABLE]
    assert read(home, STORE) == raw.encode()


def test_a_store_changed_after_the_inventory_is_not_overwritten(tmp_path):
    home = home_with(tmp_path, store_files())
    ctx = find(home, markdown_notes.find, recall.find)
    changed = read(home, STORE).replace(b'"extra"', b'"extra2"')
    (home.root / STORE).write_bytes(changed)
    run = clean(home, ctx, ArtifactKind.RECALL)
    # the cleaner rereads the store and keeps whatever is new, dropping only the approved entries
    assert run.failures == []
    after = json.loads(read(home, STORE))
    assert "extra2" in after and len(after["entries"]) == 3


def test_a_snippet_of_a_locked_memory_line_stays(tmp_path):
    files = store_files([entry("memory:MEMORY.md:2:2", "MEMORY.md", 2, "Anna lives at 14 Birch Lane."), ENTRIES[3]])
    files["workspace/MEMORY.md"] = (
        "# Memory\n- Anna lives at 14 Birch Lane. <!-- retention: POL-7Y until=2099-01-01 -->\n"
    )
    home = home_with(tmp_path, files)
    ctx = find(home, markdown_notes.find, recall.find)
    assert ctx.targets == []
    assert {(lim.reason, lim.path) for lim in ctx.limits} == {
        (LimitReason.RETENTION_LOCK, "workspace/MEMORY.md"),
        (LimitReason.RETENTION_LOCK, STORE),
    }
