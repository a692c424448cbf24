"""No module of Lethe defines the same top-level name twice: the later one silently replaces the earlier for every
caller, and ruff does not see it when the name is used in between (two helpers of this round were shadowed so, and
two older patterns, `_TITLED` in resolve.py and `_THE_ONE_OF` in utterance.py, had never been in effect)."""

from __future__ import annotations

import ast
from collections import Counter
from pathlib import Path

import pytest

SRC = Path(__file__).resolve().parents[1] / "src" / "lethe"


def _top_level_names(tree: ast.Module) -> Counter:
    names: Counter = Counter()
    for node in tree.body:
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            names[node.name] += 1
        elif isinstance(node, ast.Assign):
            names.update(t.id for t in node.targets if isinstance(t, ast.Name))
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            names[node.target.id] += 1
    return names


@pytest.mark.parametrize("path", sorted(SRC.rglob("*.py")), ids=lambda p: str(p.relative_to(SRC)))
def test_no_top_level_name_is_defined_twice(path):
    twice = {n: k for n, k in _top_level_names(ast.parse(path.read_text())).items() if k > 1}
    assert not twice, twice
