"""Shares, backups and logs: copies Lethe reports as limits and never changes."""

from __future__ import annotations

import gzip
import io
import json
import tarfile

from lethe.assistant_home import scan as scan_module
from lethe.contract.vocabulary import Category, LimitReason
from lethe.kinds import backups, created_items, logs, shares
from lethe.kinds import memory_notes as markdown_notes
from tests.adapter_kit import find, home_with, read

PAGE = "<html><body>\n<h1>Housewarming</h1>\n<p>Where: 14 Birch Lane</p>\n<p>Bring snacks.</p>\n</body></html>\n"


def _targz(name: str, text: str) -> str:
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w:gz") as tar:
        data = text.encode()
        info = tarfile.TarInfo(name)
        info.size = len(data)
        tar.addfile(info, io.BytesIO(data))
    return buf.getvalue().hex()


def limits(ctx, reason):
    return [lim for lim in ctx.limits if lim.reason is reason]


def test_a_share_of_a_cleaned_file_or_naming_it_is_a_limit(tmp_path):
    root = tmp_path / "home"
    share_list = {
        "shares": [
            {"id": "s1", "path": "workspace/canvas/party.html", "url": "https://x.example/s/1", "audience": "Family"},
            {"id": "s2", "path": "canvas/trip.html", "url": "https://x.example/s/2", "audience": "Priya"},
            {"id": "s3", "path": "memory/notes.md", "url": "https://x.example/s/3", "title": "Mail to 14 Birch Lane"},
            {"id": "s4", "path": str(root / "workspace/canvas/party.html"), "url": "https://x.example/s/4"},
            "not a share",
        ]
    }
    home = home_with(
        tmp_path,
        {
            "workspace/canvas/party.html": PAGE,
            "workspace/canvas/trip.html": "<p>Lisbon</p>\n",
            "shares.json": {"json": share_list},
        },
    )
    before = read(home, "shares.json")
    ctx = find(home, created_items.find, shares.find)
    [lim] = limits(ctx, LimitReason.SHARED_OUTSIDE)
    assert (lim.category, lim.count) == (Category.SHARED_ITEMS, 3)  # s1, s3 and s4 (absolute path), not s2
    assert all(t.path != "shares.json" for t in ctx.targets)
    assert read(home, "shares.json") == before


def test_no_share_is_reported_for_something_else(tmp_path):
    home = home_with(
        tmp_path,
        {
            "workspace/canvas/trip.html": "<p>Lisbon</p>\n",
            "shares.json": {"json": {"shares": [{"id": "s2", "path": "workspace/canvas/trip.html"}]}},
        },
    )
    ctx = find(home, created_items.find, shares.find)
    assert ctx.limits == [] and ctx.targets == []


def test_backups_anywhere_that_hold_it_are_one_limit(tmp_path):
    home = home_with(
        tmp_path,
        {
            "backups/2026-05-15/MEMORY.md": "# Memory\n- Anna lives at 14 Birch Lane.\n",
            "backups/2026-05-15/USER.md": "# User\n- Likes tulips.\n",
            "backups/workspace-2026-05-01.tar.gz": {"bytes_hex": _targz("workspace/MEMORY.md", "- 14 Birch Lane\n")},
            "backups/old.tar.gz": {"bytes_hex": _targz("workspace/USER.md", "- tulips\n")},
            "workspace/MEMORY.md.bak": "- Anna lives at 14 Birch Lane.\n",
            "workspace/memory/old/notes.bak": "nothing related\n",
            "lethe/plans/x.bak": "14 Birch Lane\n",  # Lethe's own state is not a backup
            "agents/main/sessions/sessions.json.bak": "14 Birch Lane\n",  # nor are conversations
        },
    )
    before = {p: p.read_bytes() for p in home.root.rglob("*") if p.is_file()}
    ctx = find(home, backups.find)
    [lim] = limits(ctx, LimitReason.BACKUP)
    assert (lim.category, lim.count) == (Category.BACKUPS, 3)
    assert ctx.targets == []
    assert {p: p.read_bytes() for p in before} == before


def test_logs_that_mention_it_are_a_limit_read_as_a_stream(tmp_path, monkeypatch):
    # a long line comes in overlapping pieces: the first piece ends at byte 5120, inside the address
    monkeypatch.setattr(scan_module, "BLOCK", 1024)
    monkeypatch.setattr(scan_module, "MAX_PIECE", 4096)
    filler = "x" * 6000
    home = home_with(
        tmp_path,
        {
            "logs/gateway.log": "".join(f"2026-05-{d:02d} INFO turn finished\n" for d in range(1, 29))
            + 'INFO [memory] wrote MEMORY.md: "Anna lives at 14 Birch Lane"\n',
            "logs/long.log": filler[:5110] + " 14 Birch Lane " + filler + "\n",
            "logs/gateway.1.log.gz": {"bytes_hex": gzip.compress(b"INFO sent card to 14 Birch Lane\n").hex()},
            "logs/quiet.log": "INFO nothing to see\n",
        },
    )
    ctx = find(home, logs.find)
    [lim] = limits(ctx, LimitReason.LOG)
    assert (lim.category, lim.count) == (Category.LOGS, 3)
    assert ctx.targets == []


def test_outside_copies_do_not_hide_a_clean_home(tmp_path):
    home = home_with(
        tmp_path,
        {
            "workspace/MEMORY.md": "# Memory\n- Likes tulips.\n",
            "backups/b.tar.gz": {"bytes_hex": _targz("x.md", "tulips\n")},
            "logs/app.log": "INFO ok\n",
            "shares.json": json.dumps({"shares": []}),
        },
    )
    ctx = find(home, markdown_notes.find, shares.find, backups.find, logs.find)
    assert ctx.targets == [] and ctx.limits == []
