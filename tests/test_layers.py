"""The layering of `src/lethe` is a contract, checked by import-linter (`[tool.importlinter]` in pyproject.toml).

Higher layers may import lower ones, never the reverse: the entry points (server, operator, demo) above
the confirm workflow, above the planner and the executor (which never import each other), above the
plan, the artifact kinds and the templates' renderer, above the contract, the model of the home, how
text is read (`language`) and Lethe's own state. Forbidden-import contracts pin down the rest (the
planner never reaches anything that writes; only the workflow drives the executor).
"""

from __future__ import annotations

import pkgutil
import re
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import lethe

ROOT = Path(__file__).resolve().parents[1]
PYPROJECT = ROOT / "pyproject.toml"
UNLAYERED = {"__main__", "references"}  # `python -m lethe` (it only calls the CLI), and data files


def _lint_imports() -> str:
    beside = Path(sys.executable).with_name("lint-imports")
    found = str(beside) if beside.exists() else shutil.which("lint-imports")
    assert found, "import-linter is missing: install the test extras (pip install '.[test]')"
    return found


def _contracts() -> list[dict]:
    return tomllib.loads(PYPROJECT.read_text())["tool"]["importlinter"]["contracts"]


def test_import_contracts_hold():
    out = subprocess.run(
        [_lint_imports(), "--no-cache", "--no-logo", str(PYPROJECT)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert out.returncode == 0, out.stdout[-6000:] + out.stderr[-2000:]


def test_every_part_of_lethe_has_its_layer():
    """A new package (or a new module of a package split across layers) must be placed in the layers."""
    [layers] = [c["layers"] for c in _contracts() if c["type"] == "layers"]
    placed = {name.strip().strip("()") for layer in layers for name in re.split(r"[|:]", layer)}
    missing = []
    for top in pkgutil.iter_modules(lethe.__path__):
        name = f"lethe.{top.name}"
        if top.name in UNLAYERED or name in placed:
            continue
        if not top.ispkg or not any(p.startswith(name + ".") for p in placed):
            missing.append(name)
            continue
        package = __import__(name, fromlist=["_"])
        missing += [
            f"{name}.{sub.name}" for sub in pkgutil.iter_modules(package.__path__) if f"{name}.{sub.name}" not in placed
        ]
    assert not missing, f"not placed in the layers contract in pyproject.toml: {missing}"


def test_no_import_is_excused():
    """An exception to the layering is a decision: make it here, with its reason, not only in pyproject."""
    ignored = {i for c in _contracts() for i in c.get("ignore_imports", [])}
    assert not ignored
