"""The same request on the same notes gives the same subject in every process.

`lethe plan` and `lethe confirm` are separate processes, and each works the subject out afresh; Python
orders a set of strings differently in each process (hash randomisation), so a derivation that walks a set
where order matters (a topic widened name by name) would plan one thing and confirm another. Each request
here is derived under several hash seeds, in subprocesses, and every derivation must be the same.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.eval.runner import EVAL, load_set, write_files

_DERIVE = """
import json, sys
from types import SimpleNamespace
from lethe.assistant_home.layout import Home
from lethe.planner.inventory import memory_notes
from lethe.planner.understanding.derive import derive

home, request = sys.argv[1], sys.argv[2]
turns = [SimpleNamespace(position=0, role="user", text=request, status=None)]
d = derive(turns, lambda: memory_notes(Home.at(home)))
s = d.subject
print(json.dumps({
    "outcome": d.outcome.value,
    "values": [v.text for v in s.values] if s else None,
    "anchors": list(s.anchors) if s else None,
    "canonical": s.canonical() if s else None,
}, ensure_ascii=False))
"""

# topic requests whose notes share names with other matters (the topic widens name by name)
_CASES = [
    ("heldout5", "ulrike", "Bitte lösch alles über Marlenes Essprobleme und die Beratungsstelle."),
    ("heldout5", "ulrike", "Vergiss alles über den Streit mit dem Vermieter."),
]


@pytest.mark.parametrize(("folder", "base", "request_"), _CASES)
def test_a_topic_is_the_same_in_every_process(tmp_path: Path, folder: str, base: str, request_: str):
    _, homes = load_set(EVAL / folder)
    home = tmp_path / "home"
    write_files(home, homes[base]["files"])
    src = str(Path(__file__).resolve().parents[1] / "src")
    seen = set()
    for seed in ("1", "2", "3", "4"):
        env = {**os.environ, "PYTHONHASHSEED": seed, "PYTHONPATH": src + os.pathsep + os.environ.get("PYTHONPATH", "")}
        out = subprocess.run(
            [sys.executable, "-c", _DERIVE, str(home), request_], env=env, capture_output=True, text=True, check=True
        )
        seen.add(out.stdout)
    assert len(seen) == 1, "the subject depends on the process it was worked out in"
    assert json.loads(seen.pop())["outcome"] == "subject"
