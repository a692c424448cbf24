"""Reading one memory note's text, and the notes' helper process's side of `memo._Helper`.

Only what reading a note needs is imported here (the home's layout, its text files, the corpus's reading of
a note), not every artifact kind's finder: the helper process imports this module alone, so it starts
reading sooner.
"""

from __future__ import annotations

import pickle
import sys
from pathlib import Path

from lethe.assistant_home.layout import Home
from lethe.assistant_home.text_files import TextFile, Unreadable, read_linked, read_text


def note_text(home: Home, rel: str) -> str | None:
    """The text of one memory note as `inventory.memory_notes` reads it (None: it cannot be read). A note
    that is a link out of the home is read through it (never changed): the assistant remembers it too."""
    f = read_text(home, rel)
    if f is Unreadable.LINK_OUTSIDE:
        f = read_linked(home, rel)
    return f.text if isinstance(f, TextFile) else None


def help_read(args: dict) -> None:
    """The helper process's work (`memo._Helper`): each note's reading, in order, to stdout. Each is packed as
    it is read, and all are sent once every one is (a pipe holds little: sending as it goes would wait on the
    other process's own reading); the other process then only unpacks them."""
    from lethe.planner.understanding.corpus import read_note

    home = Home(Path(args["root"]), args["agent"])
    packed = []
    for rel in args["rels"]:
        text = note_text(home, rel)
        reading = read_note(rel, text) if text is not None else None
        packed.append(pickle.dumps((rel, reading), protocol=pickle.HIGHEST_PROTOCOL))
    out = sys.stdout.buffer
    out.writelines(packed)
    out.flush()
