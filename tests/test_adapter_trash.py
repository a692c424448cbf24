"""The trash adapter: an archived copy that holds it is deleted for good (a plain unlink), nothing else."""

from __future__ import annotations

import gzip
import os

from lethe.contract.vocabulary import Action, ArtifactKind, Category, LimitReason
from lethe.kinds import trash
from tests.adapter_kit import clean, find, home_with, read, targets_of

COPY = ".trash/2026-05-10T08-31-02Z/anna-address.md"
OTHER = ".trash/2026-04-02T19-10-44Z/old-grocery-list.md"
FILES = {
    COPY: "# Note\nAnna's new address: 14 Birch Lane, Portland, OR 97205.\n",
    OTHER: "# Groceries\n- oat milk\n- lentils\n",
    "workspace/MEMORY.md": "# Memory\n- Anna lives at 14 Birch Lane.\n",
}


def test_an_archived_copy_is_deleted_and_nothing_else(tmp_path):
    home = home_with(tmp_path, FILES)
    ctx = find(home, trash.find)
    [t] = targets_of(ctx, ArtifactKind.TRASH)
    assert (t.category, t.action, t.path) == (Category.ARCHIVED_COPIES, Action.REMOVE_FILE, COPY)
    r = clean(home, ctx, ArtifactKind.TRASH)
    assert r.failures == [] and r.done == {"trash": 1}
    assert not (home.root / COPY).exists()
    assert (home.root / COPY).parent.is_dir()  # the exact file only: no recursion
    assert read(home, OTHER) == FILES[OTHER].encode()
    assert read(home, "workspace/MEMORY.md") == FILES["workspace/MEMORY.md"].encode()  # not this adapter's
    # permanently: no copy of it went anywhere else in the home
    held = [p for p in home.root.rglob("*") if p.is_file() and b"Birch" in p.read_bytes()]
    assert [p.relative_to(home.root).as_posix() for p in held] == ["workspace/MEMORY.md"]
    assert find(home, trash.find).targets == []


def test_compressed_and_binary_copies_are_found_too(tmp_path):
    home = home_with(tmp_path, {".trash/old/notes.md.gz": {"bytes_hex": gzip.compress(FILES[COPY].encode()).hex()}})
    ctx = find(home, trash.find)
    assert [t.path for t in ctx.targets] == [".trash/old/notes.md.gz"]
    clean(home, ctx, ArtifactKind.TRASH)
    assert not (home.root / ".trash/old/notes.md.gz").exists()


def test_links_in_the_trash_are_left_alone(tmp_path):
    home = home_with(tmp_path, {**FILES, ".trash/link.md": {"symlink": "workspace/MEMORY.md"}})
    ctx = find(home, trash.find)
    assert [t.path for t in ctx.targets] == [COPY]
    clean(home, ctx, ArtifactKind.TRASH)
    assert os.path.islink(home.root / ".trash/link.md")


def test_a_copy_that_changed_after_the_plan_is_kept(tmp_path):
    home = home_with(tmp_path, FILES)
    ctx = find(home, trash.find)
    (home.root / COPY).write_text(FILES[COPY] + "- and a new line\n")
    r = clean(home, ctx, ArtifactKind.TRASH)
    assert r.failures and "changed" in r.failures[0]
    assert (home.root / COPY).exists()


def test_a_locked_copy_stays_and_is_reported(tmp_path):
    locked = "# Note\n- 14 Birch Lane <!-- retention: LEGAL-HOLD until=2099-12-31 -->\n"
    home = home_with(tmp_path, {COPY: locked})
    ctx = find(home, trash.find)
    assert ctx.targets == []
    assert [(lim.reason, lim.category, lim.policy) for lim in ctx.limits] == [
        (LimitReason.RETENTION_LOCK, Category.ARCHIVED_COPIES, "LEGAL-HOLD")
    ]
