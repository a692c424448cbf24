"""The command line: plan and confirm from a terminal, --json output, and the demo."""

import json

import pytest

from lethe.kinds.memory_index import build_index
from lethe.server.cli import main
from tests.harness import load, memory_rel_paths, write_files


def make_home(tmp_path):
    home = tmp_path / "home"
    write_files(home, load("address-basic")["files"])
    build_index(home / "memory" / "main.sqlite", home / "workspace", memory_rel_paths(home / "workspace"))
    return home


def run(capsys, *argv):
    code = main(list(argv))
    out = capsys.readouterr().out
    return code, out


def test_plan_and_confirm_from_the_terminal(tmp_path, capsys):
    home = make_home(tmp_path)
    code, out = run(capsys, "plan", "--home", str(home), "--about", "my sister's address", "--json")
    plan = json.loads(out)
    assert code == 0 and plan["status"] == "planned" and plan["plan_id"]
    assert "Birch" not in out
    code, out = run(capsys, "confirm", "--home", str(home), "--about", "my sister's address", "--yes", "--json")
    report = json.loads(out)
    assert report["status"] == "forgotten", report
    assert b"Birch Lane" not in (home / "workspace/MEMORY.md").read_bytes()
    code, out = run(capsys, "confirm", "--home", str(home), "--yes", "--json")
    assert json.loads(out)["status"] == "already_done"


def test_confirm_without_approval_changes_nothing(tmp_path, capsys):
    home = make_home(tmp_path)
    before = (home / "workspace/MEMORY.md").read_bytes()
    run(capsys, "plan", "--home", str(home), "--about", "my sister's address")
    code, out = run(capsys, "confirm", "--home", str(home), "--about", "my sister's address", "--json")
    assert json.loads(out)["status"] == "not_confirmed"
    assert code == 1
    assert (home / "workspace/MEMORY.md").read_bytes() == before


def _answer_at_the_prompt(monkeypatch, answer):
    def fake_input(prompt=""):
        assert "y/N" in prompt
        if isinstance(answer, type):
            raise answer
        return answer

    monkeypatch.setattr("sys.stdin.isatty", lambda: True)
    monkeypatch.setattr("builtins.input", fake_input)


@pytest.mark.parametrize("answer", ["y", "Y", "yes", "Yes, go ahead", "ja", "sí, adelante", "oui, vas-y"])
def test_a_yes_at_the_prompt_confirms(tmp_path, capsys, monkeypatch, answer):
    home = make_home(tmp_path)
    run(capsys, "plan", "--home", str(home), "--about", "my sister's address")
    _answer_at_the_prompt(monkeypatch, answer)
    code, out = run(capsys, "confirm", "--home", str(home), "--about", "my sister's address")
    assert code == 0, out
    assert b"Birch Lane" not in (home / "workspace/MEMORY.md").read_bytes()


@pytest.mark.parametrize(
    "answer", ["", "n", "no", "j", "o", "maybe", "yes, but keep the reminder", EOFError, KeyboardInterrupt]
)
def test_anything_else_at_the_prompt_is_not_confirmed(tmp_path, capsys, monkeypatch, answer):
    home = make_home(tmp_path)
    before = (home / "workspace/MEMORY.md").read_bytes()
    run(capsys, "plan", "--home", str(home), "--about", "my sister's address")
    _answer_at_the_prompt(monkeypatch, answer)
    code, out = run(capsys, "confirm", "--home", str(home), "--about", "my sister's address", "--json")
    assert code == 1
    assert json.loads(out[out.index("{") :])["status"] == "not_confirmed"
    assert (home / "workspace/MEMORY.md").read_bytes() == before


def test_typed_plan_needs_the_same_words_again(tmp_path, capsys):
    home = make_home(tmp_path)
    run(capsys, "plan", "--home", str(home), "--about", "my sister's address")
    code, out = run(capsys, "confirm", "--home", str(home), "--yes", "--json")
    assert json.loads(out)["status"] == "no_plan"
    assert b"Birch Lane" in (home / "workspace/MEMORY.md").read_bytes()


def test_plan_with_nothing_to_forget(tmp_path, capsys):
    home = make_home(tmp_path)
    code, out = run(capsys, "plan", "--home", str(home), "--about", "my passport number", "--json")
    assert json.loads(out)["status"] == "nothing_found"


def test_demo_runs_a_full_round(capsys):
    code, out = run(capsys, "demo", "--json")
    data = json.loads(out)
    assert data["plan"]["status"] == "planned"
    # (the sample home's other mentions of the sister are no mentions of her address: nothing unsure is left)
    assert data["report"]["status"] == "forgotten"
    assert data["index_rows_after"] == 0
    assert code == 0
