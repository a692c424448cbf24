"""JSON as the home stores it: parsed safely, searched as text, written back in the same layout."""

from __future__ import annotations

import json


def loads(text: str):
    """The JSON value, or None when the text is not JSON (or nests too deeply to read safely)."""
    try:
        return json.loads(text)
    except (ValueError, RecursionError):
        return None


def strings(value) -> list[str]:
    """Every string inside a JSON value (keys excluded)."""
    out: list[str] = []
    stack = [value]
    while stack:
        v = stack.pop()
        if isinstance(v, str):
            out.append(v)
        elif isinstance(v, dict):
            stack.extend(v.values())
        elif isinstance(v, list):
            stack.extend(v)
    return out


def layout(text: str) -> int | None:
    """The indent a JSON document was written with (None: compact)."""
    for line in text.split("\n")[1:]:
        stripped = line.lstrip(" ")
        if stripped:
            return (len(line) - len(stripped)) or None
    return None


def dump_like(original: str, data) -> str:
    """`data` written the way `original` was laid out (indent or compact, trailing newline, escapes)."""
    indent = layout(original)
    ascii_only = original.isascii()  # non-ASCII was written as \u escapes (or there was none)
    if indent:
        out = json.dumps(data, indent=indent, ensure_ascii=ascii_only)
    else:
        spaced = '": ' in original
        out = json.dumps(data, ensure_ascii=ascii_only, separators=(", ", ": ") if spaced else (",", ":"))
    return out + ("\n" if original.endswith("\n") else "")
