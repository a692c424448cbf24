#!/usr/bin/env python3
"""Benchmark: how long Lethe takes to plan and carry out a forget, side by side with ripgrep in one run.

usage: .venv/bin/python bench/run.py [--sizes small,medium,large] [--repeat 3] [--mcp-sizes small] [--out bench/out]

For each size a sample home is generated once (`lethe.demo.sample`, seeded, so every run measures the same
bytes: daily notes, topic notes, cron jobs and run logs, logs, backups, a memory index with FTS5; `large` is ten
years, about 310 MB), then each measurement is repeated `--repeat` times, each Lethe run paired with a ripgrep
run just before it (so a drift of the machine's speed hits both), and reported as the median (the ratio as the
median of the pairs' ratios):

- ``rg``: ``rg -F -i -c`` for the planted needles over the files Lethe reads (the home minus ``lethe/`` and
  ``agents/``), with ``--hidden --no-ignore -a`` so hidden folders (``.trash``, ``.dreams``) and the SQLite
  index are read too. ripgrep is Debian's ``ripgrep`` package (``apt-get install -y ripgrep``); it is the floor:
  a search that only finds, and does not understand, plan, clean or verify anything.
- ``plan_cold``: ``lethe plan --home H --json`` with Lethe's scan cache removed first (every file read).
- ``plan_warm``: the same on an unchanged home, after a plan (files known clean and unchanged are skipped).
- ``confirm``: ``lethe confirm --home H --yes --json`` on a fresh copy each time, after an untimed
  ``lethe plan`` on that copy (verification always reads everything afresh).
- ``mcp``: `forget.plan` through a running `lethe serve` over stdio (the server stays up, as an assistant
  keeps it): the first call and the median of the following ones (``--mcp-sizes``, default ``small``, the
  one-year home; ``--mcp-runs``); the same conversation planned again reuses the subject worked out for it
  while no note changed, so the median is also given with a new user turn before each call (a new server).

The operating system's file cache is warm for both tools ("cold" means Lethe's own cache is absent). Wall time
comes from the clock around each child; peak RSS from ``/usr/bin/time -v`` when present, else from
``os.wait4``. The script prints a table per size and the growth across sizes, and writes every figure and
the machine to ``OUT/bench.json``. This is a script, not a test: it asserts nothing about speed.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from lethe.demo.sample import SIZES, SampleHome, build_sample_home  # noqa: E402

STEPS = ("plan_cold", "plan_warm", "confirm")
EXCLUDED_TOP = ("lethe", "agents")  # Lethe's own state and the conversations (not cleanup targets)
TIME_BIN = "/usr/bin/time"


# ------------------------------------------------------------------------------------------ measuring


def lethe_read_paths(home: Path) -> list[str]:
    """Top-level entries of the home that Lethe reads: everything but lethe/ and agents/ (sorted, relative)."""
    return sorted(p.name for p in home.iterdir() if p.name not in EXCLUDED_TOP)


def rg_command(home: Path, needles: list[str]) -> list[str]:
    """The ripgrep command line (run with cwd=home) that counts needle lines in the files Lethe reads."""
    rg = shutil.which("rg")
    if rg is None:
        raise FileNotFoundError("ripgrep (rg) is not installed: apt-get install -y ripgrep")
    cmd = [rg, "--no-config", "-F", "-i", "-c", "-a", "--hidden", "--no-ignore"]
    for n in needles:
        cmd += ["-e", n]
    return cmd + ["--", *lethe_read_paths(home)]


def rg_counts(home: Path, needles: list[str]) -> dict[str, int]:
    """Home-relative path -> number of lines holding a needle (case-insensitive), over the files Lethe reads."""
    res = subprocess.run(rg_command(home, needles), cwd=home, capture_output=True, text=True)
    if res.returncode not in (0, 1):
        raise RuntimeError(f"rg failed ({res.returncode}): {res.stderr.strip()[:300]}")
    out: dict[str, int] = {}
    for line in res.stdout.splitlines():
        path, _, count = line.rpartition(":")
        out[path] = int(count)
    return dict(sorted(out.items()))


def run_measured(cmd: list[str], cwd: Path | None = None) -> dict:
    """Run `cmd` once; return wall seconds, peak RSS (MB), exit code and stdout."""
    with tempfile.TemporaryDirectory(prefix="lethe-bench-") as tmp:
        tfile = Path(tmp) / "time.txt"
        use_time = os.access(TIME_BIN, os.X_OK)
        argv = [TIME_BIN, "-v", "-o", str(tfile), *cmd] if use_time else cmd
        out_path = Path(tmp) / "stdout"
        err_path = Path(tmp) / "stderr"
        with out_path.open("wb") as out, err_path.open("wb") as err:
            t0 = time.perf_counter()
            proc = subprocess.Popen(argv, cwd=cwd, stdout=out, stderr=err)
            _, status, usage = os.wait4(proc.pid, 0)
            wall = time.perf_counter() - t0
        proc.returncode = os.waitstatus_to_exitcode(status)
        rc = proc.returncode
        peak_kb = usage.ru_maxrss
        if use_time and tfile.exists():
            for line in tfile.read_text(errors="replace").splitlines():
                line = line.strip()
                if line.startswith("Maximum resident set size"):
                    peak_kb = int(line.rsplit(":", 1)[1])
                elif line.startswith("Exit status:"):
                    rc = int(line.rsplit(":", 1)[1])
        return {
            "seconds": wall,
            "peak_mb": peak_kb / 1024,
            "rc": rc,
            "stdout": out_path.read_text(errors="replace"),
            "stderr": err_path.read_text(errors="replace"),
        }


def summarize(runs: list[dict]) -> dict:
    return {
        "seconds": statistics.median(r["seconds"] for r in runs),
        "peak_mb": statistics.median(r["peak_mb"] for r in runs),
        "all_seconds": [round(r["seconds"], 4) for r in runs],
        "rc": [r["rc"] for r in runs],
    }


def _status(stdout: str) -> str:
    try:
        return str(json.loads(stdout).get("status", "?"))
    except (ValueError, AttributeError):
        return "unparsed output"


# ------------------------------------------------------------------------------------------ lethe


def find_lethe() -> tuple[str | None, str]:
    """The lethe command and why it can or cannot be used (needs `plan` and `confirm`)."""
    exe = Path(sys.executable).with_name("lethe")
    cmd = str(exe) if exe.exists() else shutil.which("lethe")
    if cmd is None:
        return None, "no lethe command found"
    for sub in ("plan", "confirm"):
        try:
            res = subprocess.run([cmd, sub, "--help"], capture_output=True, text=True, timeout=60)
        except (OSError, subprocess.TimeoutExpired) as exc:
            return None, f"`lethe {sub} --help` could not run: {exc}"
        if res.returncode != 0:
            tail = (res.stderr or res.stdout).strip().splitlines()[-1:] or ["no output"]
            return None, f"`lethe {sub} --help` failed: {tail[0][:200]}"
    return cmd, "ok"


def copy_home(src: Path, dst: Path) -> Path:
    shutil.copytree(src, dst, symlinks=True)
    return dst


# ------------------------------------------------------------------------------------------ one size


def home_stats(home: Path) -> dict:
    files = size = 0
    for dirpath, _dirs, names in os.walk(home):
        for name in names:
            files += 1
            size += os.lstat(os.path.join(dirpath, name)).st_size
    return {"files": files, "mb": size / 1e6}


def _cold(home: Path) -> None:
    """Forget what Lethe learnt about the home (its scan cache): the next plan reads every file."""
    (home / "lethe" / "scan-cache.json").unlink(missing_ok=True)


def _paired(rg_cmd: list[str], home: Path, runs: list[dict], rg_runs: list[dict], cmd: list[str], prep=None) -> None:
    """One rg run, then one Lethe run (A B, so a drift of the machine's speed hits both alike)."""
    rg_runs.append(run_measured(rg_cmd, cwd=home))
    if prep is not None:
        prep()
    runs.append(run_measured(cmd))


def _ratio(runs: list[dict], rg_runs: list[dict]) -> float:
    return statistics.median(r["seconds"] / max(g["seconds"], 1e-9) for r, g in zip(runs, rg_runs, strict=True))


def bench_size(size: str, work: Path, repeat: int, lethe: str | None, seed: int) -> dict:
    base = work / size / "home"
    t0 = time.perf_counter()
    sample: SampleHome = build_sample_home(base, size=size, seed=seed)
    gen_s = time.perf_counter() - t0
    result: dict = {
        "size": size,
        "home": home_stats(base),
        "generate_seconds": gen_s,
        "chunks": sample.chunks,
        "needles": len(sample.needles),
        "planted": len(sample.planted),
        "repeat": repeat,
    }
    print(
        f"[{size}] generated {result['home']['files']} files, {result['home']['mb']:.1f} MB, "
        f"{sample.chunks} index chunks in {gen_s:.1f} s",
        flush=True,
    )

    hits = rg_counts(base, sample.needles)
    result["rg_hits"] = {"files": len(hits), "lines": sum(hits.values())}
    rg_cmd = rg_command(base, sample.needles)
    rg_runs: list[dict] = []
    if not lethe:
        result["rg"] = summarize([run_measured(rg_cmd, cwd=base) for _ in range(repeat)])
        return result

    plan_home = copy_home(base, work / size / "plan")
    plan_cmd = [lethe, "plan", "--home", str(plan_home), "--json"]
    cold: list[dict] = []
    for _ in range(repeat):  # the first plan on this home: Lethe's scan cache absent, every file read
        _paired(rg_cmd, base, cold, rg_runs, plan_cmd, prep=lambda: _cold(plan_home))
        print(f"  [{size}] plan, cold: {cold[-1]['seconds']:.2f} s", flush=True)
    run_measured(plan_cmd)  # one untimed plan, so the cache reflects a settled home (no racily clean file)
    warm: list[dict] = []
    warm_rg: list[dict] = []
    for _ in range(repeat):  # the home unchanged since the last plan
        _paired(rg_cmd, base, warm, warm_rg, plan_cmd)
        print(f"  [{size}] plan, unchanged home: {warm[-1]['seconds']:.2f} s", flush=True)
    for key, runs, rgs in (("plan_cold", cold, rg_runs), ("plan_warm", warm, warm_rg)):
        result[key] = summarize(runs)
        result[key]["status"] = _status(runs[-1]["stdout"])
        result[key]["ratio_to_rg"] = _ratio(runs, rgs)
        if runs[-1]["rc"] != 0:
            result[key]["error"] = runs[-1]["stderr"].strip()[-400:]

    confirm_runs: list[dict] = []
    confirm_rg: list[dict] = []
    for i in range(repeat):
        h = copy_home(base, work / size / f"confirm-{i}")
        prep = run_measured([lethe, "plan", "--home", str(h), "--json"])
        _paired(rg_cmd, base, confirm_runs, confirm_rg, [lethe, "confirm", "--home", str(h), "--yes", "--json"])
        run = confirm_runs[-1]
        run["plan_status"] = _status(prep["stdout"])
        run["left"] = rg_counts(h, sample.needles)
        print(f"  [{size}] confirm: {run['seconds']:.2f} s ({_status(run['stdout'])})", flush=True)
        if i < repeat - 1:
            shutil.rmtree(h, ignore_errors=True)
    result["confirm"] = summarize(confirm_runs)
    result["confirm"]["ratio_to_rg"] = _ratio(confirm_runs, confirm_rg)
    last = confirm_runs[-1]
    result["confirm"].update(
        {"status": _status(last["stdout"]), "plan_status": last["plan_status"], "left_after": sorted(last["left"])}
    )
    if last["rc"] != 0:
        result["confirm"]["error"] = last["stderr"].strip()[-400:]
    result["rg"] = summarize(rg_runs + warm_rg + confirm_rg)
    return result


# ------------------------------------------------------------------------------------------ report


def print_table(r: dict) -> None:
    home = r["home"]
    print(
        f"\n== {r['size']}: {home['files']} files, {home['mb']:.1f} MB, {r['chunks']} index chunks "
        f"(generated in {r['generate_seconds']:.1f} s); rg finds {r['rg_hits']['lines']} lines "
        f"in {r['rg_hits']['files']} files"
    )
    print(f"  {'step':<12}{'median s':>10}{'x rg':>9}{'peak MB':>10}  status")
    rows = [("rg", r["rg"], "")]
    for key in STEPS:
        if key in r:
            rows.append((key, r[key], r[key].get("status", "")))
    for name, m, status in rows:
        ratio = f"{m['ratio_to_rg']:.1f}" if "ratio_to_rg" in m else "1.0"
        print(f"  {name:<12}{m['seconds']:>10.3f}{ratio:>9}{m['peak_mb']:>10.1f}  {status}")
    if "confirm" in r:
        left = r["confirm"].get("left_after", [])
        print(f"  after confirm the needles remain in {len(left)} files: {', '.join(left) or '-'}")
    for key in STEPS:
        if r.get(key, {}).get("error"):
            print(f"  {key} stderr: {r[key]['error']}")


def growth(results: list[dict]) -> list[dict]:
    """Each size against the previous one: how much the home, and each step's time and memory, grew."""
    out = []
    for prev, cur in zip(results, results[1:], strict=False):
        row = {"from": prev["size"], "to": cur["size"], "home_mb": cur["home"]["mb"] / max(prev["home"]["mb"], 1e-9)}
        for key in ("rg", *STEPS):
            if key in prev and key in cur:
                row[f"{key}_seconds"] = cur[key]["seconds"] / max(prev[key]["seconds"], 1e-9)
                row[f"{key}_peak_mb"] = cur[key]["peak_mb"] / max(prev[key]["peak_mb"], 1e-9)
        out.append(row)
    return out


def print_growth(rows: list[dict]) -> None:
    if not rows:
        return
    print("\n== growth (later size / earlier size)")
    for row in rows:
        parts = [f"home x{row['home_mb']:.1f}"]
        for key in ("rg", *STEPS):
            if f"{key}_seconds" in row:
                parts.append(f"{key} time x{row[f'{key}_seconds']:.1f}, peak x{row[f'{key}_peak_mb']:.1f}")
        print(f"  {row['from']} -> {row['to']}: " + "; ".join(parts))


def machine() -> dict:
    cpu = ""
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    rg = subprocess.run(["rg", "--version"], capture_output=True, text=True).stdout.split("\n", 1)[0]
    return {
        "python": platform.python_version(),
        "cpus": os.cpu_count(),
        "cpu": cpu or platform.processor(),
        "platform": platform.platform(),
        "rg": rg,
    }


def mcp_figures(size: str, runs: int, seed: int) -> dict:
    import anyio

    sys.path.insert(0, str(REPO / "bench"))
    from mcp_latency import measure  # noqa: PLC0415 - bench/ is not a package

    with tempfile.TemporaryDirectory(prefix=f"lethe-mcp-{size}-") as tmp:
        sample = build_sample_home(Path(tmp) / "home", size=size, seed=seed)
        first, times = anyio.run(measure, sample.root, runs)
        _, fresh = anyio.run(measure, sample.root, runs, True)
    ms = [t * 1000 for t in times]
    new_ms = [t * 1000 for t in fresh]
    return {
        "size": size,
        "files": sample.files,
        "first_ms": first * 1000,
        "median_ms": statistics.median(ms),
        "min_ms": min(ms),
        "max_ms": max(ms),
        "runs": len(ms),
        # each call after a new user turn: the subject worked out afresh (the same request, asked again)
        "new_request_median_ms": statistics.median(new_ms),
        "new_request_min_ms": min(new_ms),
        "new_request_max_ms": max(new_ms),
    }


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--sizes", default="small,medium,large", help="comma-separated: " + ", ".join(SIZES))
    ap.add_argument("--out", type=Path, default=REPO / "bench" / "out")
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--keep", action="store_true", help="keep the generated homes (their path is printed)")
    ap.add_argument("--mcp-sizes", default="small", help="sizes to time forget.plan over MCP on ('' for none)")
    ap.add_argument("--mcp-runs", type=int, default=10)
    a = ap.parse_args(argv)
    sizes = [s.strip() for s in a.sizes.split(",") if s.strip()]
    unknown = [s for s in sizes if s not in SIZES]
    if unknown:
        ap.error(f"unknown sizes {unknown}; choose from {', '.join(SIZES)}")
    if shutil.which("rg") is None:
        print("ripgrep (rg) is not installed; on Debian: apt-get install -y ripgrep", file=sys.stderr)
        return 2
    lethe, why = find_lethe()
    if lethe is None:
        print(f"lethe is not available ({why}); timing ripgrep only.", flush=True)

    work = Path(tempfile.mkdtemp(prefix="lethe-bench-"))
    results = []
    try:
        for size in sizes:
            r = bench_size(size, work, a.repeat, lethe, a.seed)
            results.append(r)
            print_table(r)
            if not a.keep:
                shutil.rmtree(work / size, ignore_errors=True)
    finally:
        if a.keep:
            print(f"\nhomes kept under {work}")
        else:
            shutil.rmtree(work, ignore_errors=True)
    rows = growth(results)
    print_growth(rows)
    mcp = []
    for size in [x.strip() for x in a.mcp_sizes.split(",") if x.strip()]:
        mcp.append(mcp_figures(size, a.mcp_runs, a.seed))
        m = mcp[-1]
        print(
            f"\n== MCP forget.plan on {size} ({m['files']} files): first call {m['first_ms']:.0f} ms, "
            f"then median {m['median_ms']:.0f} ms (min {m['min_ms']:.0f}, max {m['max_ms']:.0f}, {m['runs']} calls); "
            f"after a new user turn each time: median {m['new_request_median_ms']:.0f} ms "
            f"(min {m['new_request_min_ms']:.0f}, max {m['new_request_max_ms']:.0f})"
        )
    a.out.mkdir(parents=True, exist_ok=True)
    report = {
        "when": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        "repeat": a.repeat,
        "seed": a.seed,
        "lethe": lethe,
        "lethe_available": lethe is not None,
        "lethe_note": why,
        "machine": machine(),
        "results": results,
        "growth": rows,
        "mcp": mcp,
    }
    (a.out / "bench.json").write_text(json.dumps(report, indent=2) + "\n")
    print(f"\nfigures written to {a.out / 'bench.json'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
