"""Every sentence a person reads lives in a template (`src/lethe/prompts/*.j2`), not in Python.

A heuristic, so sentences don't creep back into the code: a string literal of four or more words that
ends like a sentence (a word, digit, quote or bracket, then `.`, `?` or `!`) is a sentence. Not counted:
docstrings, log messages, `--help` text and the descriptions the model reads (MCP tools), the renderer
itself (`prompts/`), and the sample home's planted content (`demo/sample.py`, data rather than messages).
SQL ends in a `?` placeholder after a space or `=`, and field lists in `...`, so neither looks like one.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

SRC = Path(__file__).resolve().parents[1] / "src" / "lethe"
SENTENCE = re.compile(r"[\w)\]\"'][.?!]\s*$")
LOG_METHODS = {"debug", "info", "warning", "warn", "error", "exception", "critical", "log"}
LOGGERS = {"log", "logger", "logging"}
DOC_KWARGS = {"help", "description", "title", "instructions"}
DOC_CALLS = {"add_argument", "add_parser", "ArgumentParser", "tool", "MCPServer", "FastMCP"}
NOT_MESSAGES = {"prompts", "demo/sample.py"}

# Known sentences outside the templates, by (file, where). They sit in files other work is changing
# right now; each says where its words should go.
KNOWN = {
    ("server/app.py", "INSTRUCTIONS"): "the server's instructions to the model, not to a person",
    ("server/app.py", "Approve.approve"): "the question of the ask-directly form; belongs in prompts/ask.j2",
    ("server/app.py", "ABOUT_PLAN"): "the description of a tool argument, read by the model",
    ("server/app.py", "ABOUT_CONFIRM"): "the description of a tool argument, read by the model",
    ("assistant_home/inbound.py", "ABORT_HINT"): "text OpenClaw adds to a message, recognised to strip it",
    ("assistant_home/inbound.py", "REPLY_MEDIA_HINT"): "text OpenClaw adds to a message, recognised to strip it",
}


def _words(node: ast.AST) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        return "".join(v.value if isinstance(v, ast.Constant) else "{}" for v in node.values)
    return None


def _is_sentence(text: str) -> bool:
    return len(text.split()) >= 4 and SENTENCE.search(text) is not None


def _callee(call: ast.Call) -> str:
    f = call.func
    return f.attr if isinstance(f, ast.Attribute) else f.id if isinstance(f, ast.Name) else ""


def _is_log_call(call: ast.Call) -> bool:
    f = call.func
    return (
        isinstance(f, ast.Attribute)
        and f.attr in LOG_METHODS
        and isinstance(f.value, ast.Name)
        and (f.value.id in LOGGERS or f.value.id.endswith("log"))
    )


class _Finder(ast.NodeVisitor):
    def __init__(self) -> None:
        self.found: list[tuple[str, int, str]] = []  # (where, line, text)
        self.scope: list[str] = []
        self.target: str | None = None

    def _docstring_first(self, node) -> None:
        body = node.body
        if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
            body = body[1:]
        for child in body:
            self.visit(child)

    def visit_Module(self, node: ast.Module) -> None:
        self._docstring_first(node)

    def _scoped(self, node) -> None:
        for d in getattr(node, "decorator_list", []):
            self.visit(d)
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            self.visit(node.args)  # default values
        self.scope.append(node.name)
        self._docstring_first(node)
        self.scope.pop()

    visit_ClassDef = visit_FunctionDef = visit_AsyncFunctionDef = _scoped

    def _assigned(self, node, names: list[str]) -> None:
        before = self.target
        self.target = ".".join([*self.scope, names[0]]) if names else before
        self.generic_visit(node)
        self.target = before

    def visit_Assign(self, node: ast.Assign) -> None:
        self._assigned(node, [t.id for t in node.targets if isinstance(t, ast.Name)])

    def visit_AnnAssign(self, node: ast.AnnAssign) -> None:
        self._assigned(node, [node.target.id] if isinstance(node.target, ast.Name) else [])

    def visit_Call(self, node: ast.Call) -> None:
        if _is_log_call(node):
            return
        self.visit(node.func)
        for a in node.args:
            self.visit(a)
        for kw in node.keywords:
            if kw.arg in DOC_KWARGS and _callee(node) in DOC_CALLS:
                continue
            self.visit(kw.value)

    def visit_JoinedStr(self, node: ast.JoinedStr) -> None:
        self._check(node)
        for v in node.values:
            if isinstance(v, ast.FormattedValue):
                self.visit(v)

    def visit_Constant(self, node: ast.Constant) -> None:
        self._check(node)

    def _check(self, node) -> None:
        text = _words(node)
        if text is not None and _is_sentence(text):
            where = self.target or ".".join(self.scope) or "<module>"
            self.found.append((where, node.lineno, text))


def sentences_in_code() -> list[tuple[str, str, int, str]]:
    out = []
    for path in sorted(SRC.rglob("*.py")):
        rel = path.relative_to(SRC).as_posix()
        if any(rel == n or rel.startswith(n + "/") for n in NOT_MESSAGES):
            continue
        finder = _Finder()
        finder.visit(ast.parse(path.read_text(encoding="utf-8")))
        out += [(rel, where, line, text) for where, line, text in finder.found]
    return out


def test_no_sentence_outside_the_templates():
    stray = [
        f"{rel}:{line} ({where}): {text[:80]!r}"
        for rel, where, line, text in sentences_in_code()
        if (rel, where) not in KNOWN
    ]
    assert not stray, "sentences a person reads belong in src/lethe/prompts/*.j2:\n" + "\n".join(stray)


def test_the_heuristic_sees_sentences():
    """The check itself: it finds a sentence in code, and leaves docstrings, logs, --help and SQL alone."""
    code = '''
"""A module docstring that is a sentence."""
import logging
log = logging.getLogger("x")
MESSAGE = "Nothing was changed on this home."
def f(p, con):
    """A function docstring that is a sentence."""
    log.warning("a step failed, and this is a log line.")
    p.add_argument("--x", help="Do the thing the right way.")
    con.execute("SELECT id FROM chunks WHERE path = ?")
    return f"Erased {p} from every place."
'''
    finder = _Finder()
    finder.visit(ast.parse(code))
    assert [(w, t) for w, _, t in finder.found] == [
        ("MESSAGE", "Nothing was changed on this home."),
        ("f", "Erased {} from every place."),
    ]
