#!/usr/bin/env python3
"""Speed of lethe.language.values.find_values on a large synthetic text (years of notes).

usage: .venv/bin/python bench/values_speed.py [--lines 100000] [--lang de] [--repeat 3]

The text draws on the real lines of the eval homes (tests/eval/homes/*.json: every line, with and without
values, in en/de/es/fr), each made unique (a varied digit, a distinct tag word) so the line cache does not
flatter the numbers, and reports
microseconds per line over the whole text, per line with a digit, and for one call per line. Times are
CPU time of this process (time.process_time), so other work on the machine does not inflate them.
"""

from __future__ import annotations

import argparse
import json
import random
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def home_lines() -> list[str]:
    lines: list[str] = []
    for path in sorted((ROOT / "tests" / "eval" / "homes").glob("*.json")):
        for name, text in json.loads(path.read_text())["files"].items():
            if isinstance(text, str) and name.endswith(".md"):
                lines += [line for line in text.splitlines() if line.strip()]
    return lines


def _tag(i: int) -> str:
    """A letters-only word unique to `i` ("ba", "bb", ...), so no two lines repeat and nothing is cached."""
    out = ""
    i += 27
    while i:
        i, r = divmod(i, 26)
        out = chr(97 + r) + out
    return out


def synthetic(n: int, seed: int = 7) -> list[str]:
    rng = random.Random(seed)
    base = home_lines()
    out = []
    for i in range(n):
        line = rng.choice(base)
        if rng.random() < 0.5:  # vary digits a little
            line = line.replace("1", str(rng.randint(0, 9)), 1)
        out.append(f"{line} {_tag(i)}")
    return out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--lines", type=int, default=100_000)
    ap.add_argument("--lang", default=None)
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args()

    t0 = time.process_time()
    from lethe.language.values import find_values

    t_import = time.process_time() - t0
    t0 = time.process_time()
    find_values("Tel. 0171 4829 331, Lindenstr. 12, 3. März 1990, 68.500 €, DE89 3704 0044 0532 0130 00")
    t_first = time.process_time() - t0

    lines = synthetic(args.lines)
    text = "\n".join(lines)
    with_digit = sum(any(c.isdigit() for c in line) for line in lines)

    from lethe.language.values import scan

    runs = []
    for _ in range(args.repeat):  # best of a few: other work on the machine only ever adds time
        scan._line_values_cached.cache_clear()
        t0 = time.process_time()
        values = find_values(text, lang_hint=args.lang)
        runs.append(time.process_time() - t0)
    t_whole = min(runs)

    # the same lines again (copies in session logs, the index, trash): served by the line cache
    t0 = time.process_time()
    find_values(text, lang_hint=args.lang)
    t_again = time.process_time() - t0

    scan._line_values_cached.cache_clear()
    t0 = time.process_time()
    per_line = sum(len(find_values(line, lang_hint=args.lang)) for line in lines[:20_000])
    t_lines = time.process_time() - t0

    # following one value through the home: `occurrences` over files of 40 lines (could_hold skips most)
    from lethe.language.values import occurrences

    files = ["\n".join(lines[i : i + 40]) for i in range(0, len(lines), 40)]
    follow = {}
    for probe in ("Brother: Tomas, phone 503-555-0142.", "Comp: $142k base", "Mutter: Lindenstr. 12, 50674 Köln"):
        value = find_values(probe)[0]
        scan._line_values_cached.cache_clear()
        t0 = time.process_time()
        hits = sum(len(occurrences(value, f, lang_hint=args.lang)) for f in files)
        follow[value.raw] = (time.process_time() - t0, hits)

    n = len(lines)
    print(f"import {t_import * 1000:.0f} ms; first call {t_first * 1000:.0f} ms")
    print(f"{n} lines, {len(text) / 1e6:.1f} MB, {with_digit} with a digit ({100 * with_digit / n:.0f}%)")
    per, per_digit = 1e6 * t_whole / n, 1e6 * t_whole / with_digit
    print(f"whole text: {t_whole:.2f} s = {per:.1f} us/line ({per_digit:.1f} us per line with a digit)")
    print(f"values found: {len(values)}")
    k = min(n, 20_000)
    print(f"one call per line ({k} lines): {1e6 * t_lines / k:.1f} us/line ({per_line} values)")
    print(f"the same text again (line cache): {1e6 * t_again / n:.1f} us/line")
    for raw, (t, hits) in follow.items():
        print(f"occurrences of {raw!r} in {len(files)} files: {1e6 * t / n:.1f} us/line ({hits} found)")


if __name__ == "__main__":
    main()
