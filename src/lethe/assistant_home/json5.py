"""Reading JSON the way OpenClaw does: strict JSON first, JSON5 as the fallback (`parseJsonWithJson5Fallback`).

OpenClaw accepts JSON5 in `cron/jobs.json` and `openclaw.json` (comments, trailing commas, unquoted keys,
single quotes, hex numbers, ...) and writes plain JSON back on its next save. `pyjson5` parses JSON5 but
cannot keep comments when writing, so callers that rewrite a file ask `has_comments` first.
"""

from __future__ import annotations

import json
from typing import Any


def loads(text: str) -> Any:
    """Parse `text` as JSON, else as JSON5. Raises ValueError (never another exception type) when neither."""
    try:
        return json.loads(text)
    except (ValueError, RecursionError):
        pass
    try:
        import pyjson5  # type: ignore[import-not-found]
    except ImportError as e:
        raise ValueError("not JSON, and JSON5 support is not installed") from e
    try:
        return pyjson5.loads(text)
    except Exception as e:  # pyjson5's errors are not ValueErrors
        raise ValueError("neither JSON nor JSON5") from e


def is_strict_json(text: str) -> bool:
    try:
        json.loads(text)
    except (ValueError, RecursionError):
        return False
    return True


def has_comments(text: str) -> bool:
    """True when `text` (JSON5) has a `//` or `/* */` comment outside its strings."""
    quote: str | None = None
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if quote:
            if c == "\\":
                i += 2
                continue
            if c == quote:
                quote = None
        elif c in "\"'":
            quote = c
        elif c == "/" and i + 1 < n and text[i + 1] in "/*":
            return True
        i += 1
    return False
