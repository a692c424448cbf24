"""The installed package: one `lethe` namespace, its version from the distribution's metadata, and the
data files (templates, references) inside it."""

import subprocess
import sys
from importlib.metadata import version
from importlib.resources import files

import lethe


def test_version_comes_from_the_distribution():
    assert lethe.__version__ == version("lethe-mcp")


def test_lethe_version_and_python_dash_m():
    for argv in (["lethe", "--version"], [sys.executable, "-m", "lethe", "--version"]):
        if argv[0] == "lethe":
            argv[0] = str(__import__("pathlib").Path(sys.executable).with_name("lethe"))
        out = subprocess.run(argv, capture_output=True, text=True, timeout=60)
        assert out.returncode == 0, out.stderr
        assert out.stdout.strip() == f"lethe {lethe.__version__}"


def test_templates_and_references_ship_inside_the_package():
    assert any(p.name.endswith(".j2") for p in files("lethe.prompts").iterdir())
    assert files("lethe.references").joinpath("artifact-inventory.md").is_file()


def test_only_one_top_level_package():
    import importlib.util

    for generic in ("server", "planner", "executor", "ledger", "prompts", "references", "assistant_home"):
        spec = importlib.util.find_spec(generic)
        assert spec is None or "lethe" not in (spec.origin or ""), f"{generic} is installed at top level"
