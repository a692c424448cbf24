"""The created-items adapter: an item only about it is removed, a mixed one edited, binaries never edited."""

from __future__ import annotations

import json

from lethe.contract.vocabulary import Action, ArtifactKind, Category, LimitReason
from lethe.kinds import created_items
from tests.adapter_kit import clean, find, home_with, plan_of, read, targets_of

STANDALONE = """<!doctype html>
<html><head><meta charset="utf-8"><title>Anna's new address</title>
<style>
body { font-family: sans-serif; margin: 2em; }
</style></head>
<body>
<h1>Anna's new address</h1>
<p>14 Birch Lane, Portland, OR 97205</p>
</body></html>
"""
MIXED = """<!doctype html>
<html><head><meta charset="utf-8"><title>Housewarming at Anna's</title></head>
<body>
<h1>Housewarming at Anna's</h1>
<p>Saturday, May 16, from 3pm.</p>
<p>Where: 14 Birch Lane, Portland, OR 97205</p>
<ul>
<li>Stay for dinner: 14 Birch Lane. Bring a plant or snacks.</li>
<li><a href="/map" title="Map to 14 Birch Lane">Directions</a> from the station.</li>
</ul>
<img src="map.png" alt="Street map around 14 Birch Lane">
<p>Parking on the street.</p>
</body></html>
"""
MIXED_AFTER = """<!doctype html>
<html><head><meta charset="utf-8"><title>Housewarming at Anna's</title></head>
<body>
<h1>Housewarming at Anna's</h1>
<p>Saturday, May 16, from 3pm.</p>
<ul>
<li>Bring a plant or snacks.</li>
<li><a href="/map" title="">Directions</a> from the station.</li>
</ul>
<p>Parking on the street.</p>
</body></html>
"""
UNRELATED = "<!doctype html>\n<html><body><h1>Budget 2026</h1><p>Rent $1,850</p></body></html>\n"
PNG = "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000a49444154789c6300010000050001"


def test_a_page_only_about_it_is_removed_as_a_file(tmp_path):
    home = home_with(
        tmp_path, {"workspace/canvas/anna/index.html": STANDALONE, "workspace/canvas/budget.html": UNRELATED}
    )
    ctx = find(home, created_items.find)
    [t] = targets_of(ctx, ArtifactKind.CREATED_ITEM)
    assert (t.category, t.action, t.path) == (
        Category.CREATED_ITEMS,
        Action.REMOVE_FILE,
        "workspace/canvas/anna/index.html",
    )
    r = clean(home, ctx, ArtifactKind.CREATED_ITEM)
    assert r.done == {"created": 1}
    assert not (home.root / "workspace/canvas/anna/index.html").exists()
    assert (home.root / "workspace/canvas/anna").is_dir()  # the exact file only, never its folder
    assert read(home, "workspace/canvas/budget.html") == UNRELATED.encode()


def test_a_mixed_page_is_edited_and_stays_well_formed(tmp_path):
    home = home_with(tmp_path, {"workspace/canvas/party.html": MIXED})
    ctx = find(home, created_items.find)
    [t] = targets_of(ctx, ArtifactKind.CREATED_ITEM)
    assert t.action is Action.EDIT_LINES and t.count == 1
    assert [e.line for e in t.lines] == [6, 8, 9, 11]
    clean(home, ctx, ArtifactKind.CREATED_ITEM)
    assert read(home, "workspace/canvas/party.html").decode() == MIXED_AFTER
    assert find(home, created_items.find).targets == []


def test_a_page_the_plan_said_to_edit_is_never_removed(tmp_path):
    home = home_with(
        tmp_path, {"workspace/canvas/anna.html": STANDALONE.replace("</body>", "<p>Moved in April.</p>\n</body>")}
    )
    plan = plan_of(home, find(home, created_items.find))
    assert plan.targets[0].action is Action.EDIT_LINES
    (home.root / "workspace/canvas/anna.html").write_text(STANDALONE)  # the unrelated line vanished meanwhile
    fresh = find(home, created_items.find)
    assert fresh.targets[0].action is Action.REMOVE_FILE
    clean(home, fresh, ArtifactKind.CREATED_ITEM, plan=plan)  # the executor carries out the approved plan
    after = read(home, "workspace/canvas/anna.html").decode()
    assert "Birch" not in after and "<h1>Anna's new address</h1>" in after


def test_json_cards_keep_their_keys_and_stay_valid(tmp_path):
    card = {
        "title": "Housewarming",
        "where": "14 Birch Lane, Portland, OR 97205",
        "note": "Bring snacks. Her place is 14 Birch Lane.",
        "guests": 12,
    }
    text = json.dumps(card, indent=2) + "\n"
    home = home_with(tmp_path, {"workspace/canvas/card.json": text})
    ctx = find(home, created_items.find)
    assert targets_of(ctx, ArtifactKind.CREATED_ITEM)[0].action is Action.EDIT_LINES
    clean(home, ctx, ArtifactKind.CREATED_ITEM)
    after = read(home, "workspace/canvas/card.json").decode()
    assert json.loads(after) == {"title": "Housewarming", "where": "", "note": "Bring snacks.", "guests": 12}
    assert after == json.dumps({**card, "where": "", "note": "Bring snacks."}, indent=2) + "\n"


def test_markdown_and_text_items(tmp_path):
    only = "# Anna\n\n- 14 Birch Lane, Portland, OR 97205\n"
    mixed = "# Trip\n- Day 1: Sintra.\n- Day 2: drop the keys at 14 Birch Lane.\n- Day 3: Alfama.\n"
    home = home_with(tmp_path, {"workspace/canvas/anna.md": only, "workspace/canvas/notes/trip.txt": mixed})
    ctx = find(home, created_items.find)
    actions = {t.path: t.action for t in ctx.targets}
    assert actions == {
        "workspace/canvas/anna.md": Action.REMOVE_FILE,
        "workspace/canvas/notes/trip.txt": Action.EDIT_LINES,
    }
    clean(home, ctx, ArtifactKind.CREATED_ITEM)
    assert not (home.root / "workspace/canvas/anna.md").exists()
    assert read(home, "workspace/canvas/notes/trip.txt") == b"# Trip\n- Day 1: Sintra.\n- Day 3: Alfama.\n"


def test_a_value_split_by_markup_takes_the_whole_line(tmp_path):
    page = "<html><body>\n<p>Her place: 14 <b>Birch</b> Lane</p>\n<p>Tulips.</p>\n</body></html>\n"
    home = home_with(tmp_path, {"canvas/split.html": page})  # canvas/ beside the workspace counts too
    ctx = find(home, created_items.find)
    clean(home, ctx, ArtifactKind.CREATED_ITEM)
    assert read(home, "canvas/split.html") == b"<html><body>\n<p>Tulips.</p>\n</body></html>\n"


def test_latin1_items_are_edited_byte_exactly(tmp_path):
    text = "Caf\u00e9 list\n- Anna: 14 Birch Lane\n- Cr\u00e8me br\u00fbl\u00e9e\n"
    home = home_with(tmp_path, {"workspace/canvas/list.txt": {"latin1": text}})
    ctx = find(home, created_items.find)
    clean(home, ctx, ArtifactKind.CREATED_ITEM)
    assert read(home, "workspace/canvas/list.txt") == "Caf\u00e9 list\n- Cr\u00e8me br\u00fbl\u00e9e\n".encode(
        "latin-1"
    )


def test_binary_items_are_never_edited(tmp_path):
    holding = bytes.fromhex(PNG) + b"tEXtComment\x0014 Birch Lane, Portland" + b"\x00\x00"
    utf16 = b"\xff\xfe" + "Address: 14 Birch Lane".encode("utf-16-le") + b"\x00\x00"
    home = home_with(
        tmp_path,
        {
            "workspace/canvas/logo.png": {"bytes_hex": PNG},
            "workspace/canvas/map.png": {"bytes_hex": holding.hex()},
            "workspace/canvas/card.doc": {"bytes_hex": utf16.hex()},
        },
    )
    before = {
        rel: read(home, rel)
        for rel in ("workspace/canvas/logo.png", "workspace/canvas/map.png", "workspace/canvas/card.doc")
    }
    ctx = find(home, created_items.find)
    assert ctx.targets == []
    assert sorted((lim.reason, lim.path) for lim in ctx.limits) == [
        (LimitReason.CANNOT_EDIT, "workspace/canvas/card.doc"),
        (LimitReason.CANNOT_EDIT, "workspace/canvas/map.png"),
    ]
    assert {rel: read(home, rel) for rel in before} == before


def test_a_locked_line_stays_and_keeps_the_item(tmp_path):
    page = "# Card\n- 14 Birch Lane <!-- retention: POL-7Y until=2099-01-01 -->\n"
    home = home_with(tmp_path, {"workspace/canvas/card.md": page})
    ctx = find(home, created_items.find)
    assert ctx.targets == []
    assert [lim.reason for lim in ctx.limits] == [LimitReason.RETENTION_LOCK]


def test_a_task_that_rebuilds_an_edited_item_is_paused(tmp_path):
    from lethe.kinds import scheduled_jobs as cron_jobs

    jobs = {
        "version": 1,
        "jobs": [
            {
                "id": "party-page",
                "name": "Party page",
                "enabled": True,
                "schedule": {"kind": "every", "everyMs": 86400000},
                "payload": {"kind": "agentTurn", "message": "Regenerate canvas/party.html from the guest list."},
            },
            {
                "id": "budget-page",
                "name": "Budget page",
                "enabled": True,
                "schedule": {"kind": "every", "everyMs": 86400000},
                "payload": {"kind": "agentTurn", "message": "Regenerate canvas/budget.html from my bank export."},
            },
        ],
    }
    files = {"workspace/canvas/party.html": MIXED, "workspace/canvas/budget.html": UNRELATED}
    home = home_with(tmp_path, {**files, "cron/jobs.json": {"json": jobs}})
    ctx = find(home, created_items.find, cron_jobs.find)
    paused = [(t.job_id, t.action) for t in ctx.targets if t.kind is ArtifactKind.SCHEDULED]
    assert paused == [("party-page", Action.PAUSE_JOB)]
