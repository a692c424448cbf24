#!/usr/bin/env python3
"""Check the understanding eval files against tests/eval/FORMAT.md, mechanically.

Stdlib only; imports nothing from the project. Loads every category file under tests/eval/understanding
and tests/eval/heldout, the base homes under tests/eval/homes and tests/eval/heldout/homes, and the
approval files (tests/eval/approvals.json, tests/eval/heldout/approvals.json), then checks:

- required fields and types, unique ids (across all sets), known categories, languages, statuses, prefixes;
- `base` exists; every `gone`, `keep` and `may_change` string occurs in the composed home's active files
  (workspace/ and cron/), a `{"path", "text"}` keep in that file;
- no `gone` string occurs inside a `keep` string; `values` are not in the request, `about` or user steps,
  and not in `clarify_names`;
- `steps` are well-formed, contain the request, and the last plan's `expect` agrees with `expect.plan`;
- a case whose plan is not `planned` expects nothing gone; job ids exist; a job listed as kept holds no
  `gone` string; a job whose text holds a `gone` string is listed as gone (or the label contradicts itself);
- the development set has at least 10 cases per category and 15 per language.

Prints counts per category and language and exits non-zero on any problem.

    python tests/eval/validate.py            # check everything
    python tests/eval/validate.py --only dev # only the development set, its homes and approvals.json
    python tests/eval/validate.py --show ID  # print the lines of the composed home that hold ID's gone/keep strings
"""

from __future__ import annotations

import json
import re
import sys
from collections import Counter, defaultdict
from pathlib import Path

EVAL = Path(__file__).resolve().parent
CATEGORIES = [
    "fact_phrasing",
    "paraphrase",
    "indirect",
    "topic",
    "multilingual",
    "typo",
    "value_follow",
    "multi_item",
    "follow_up",
    "clarify",
    "precision",
    "negative",
]
LANGS = ["en", "de", "es", "fr"]
PLAN_STATUSES = {"planned", "nothing_found", "needs_clarification"}
CONFIRM_STATUSES = {"forgotten", "incomplete", "not_confirmed", "no_plan", "revised", "already_done"}
PLAN_TOOLS = {"forget.plan", "forget_plan"}
CONFIRM_TOOLS = {"forget.confirm", "forget_confirm"}
PREFIXES = {None, "timestamp", "telegram"}
CASE_KEYS = {"id", "lang", "base", "files", "history", "request", "about", "steps", "prefix", "expect", "note"}
EXPECT_KEYS = {"plan", "gone", "keep", "may_change", "values", "clarify_names", "jobs", "final"}
FILE_KINDS = {"json", "jsonl", "latin1", "bytes_hex", "symlink"}
ID_RE = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")
MIN_PER_CATEGORY = 10
MIN_PER_LANG = 15

problems: list[str] = []


def problem(where: str, msg: str) -> None:
    problems.append(f"{where}: {msg}")


def fold(s: str) -> str:
    return s.casefold()


def load_json(path: Path):
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as e:
        problem(str(path.relative_to(EVAL)), f"cannot load: {e}")
        return None


# ------------------------------------------------------------------------------------------ homes


def file_text(content) -> str | None:
    """The text a file holds as the runner writes it (JSON rendered without escapes, so that the
    strings inside are searchable), or None for binary content / symlinks."""
    if isinstance(content, str):
        return content
    if isinstance(content, dict):
        if "json" in content:
            return json.dumps(content["json"], ensure_ascii=False, indent=2)
        if "jsonl" in content:
            return "".join(json.dumps(x, ensure_ascii=False) + "\n" for x in content["jsonl"])
        if "latin1" in content:
            return content["latin1"]
    return None


def check_files(where: str, files) -> None:
    if not isinstance(files, dict):
        problem(where, "`files` must be an object of path -> content")
        return
    for rel, content in files.items():
        if not isinstance(rel, str) or rel.startswith("/") or ".." in rel.split("/"):
            problem(where, f"bad file path {rel!r}")
        if isinstance(content, str):
            continue
        if not (isinstance(content, dict) and len(content) == 1 and next(iter(content)) in FILE_KINDS):
            problem(where, f"{rel}: content must be text or one of {sorted(FILE_KINDS)}")
        if rel == "cron/jobs.json":
            data = content.get("json") if isinstance(content, dict) else None
            if not (isinstance(data, dict) and isinstance(data.get("jobs"), list)):
                problem(where, 'cron/jobs.json must be {"json": {"version": 1, "jobs": [...]}}')
            else:
                ids = [j.get("id") for j in data["jobs"]]
                if len(ids) != len(set(ids)) or None in ids:
                    problem(where, "cron/jobs.json: job ids missing or not unique")


def load_homes(*dirs: Path) -> dict[str, dict]:
    homes: dict[str, dict] = {}
    for d in dirs:
        if not d.is_dir():
            continue
        for p in sorted(d.glob("*.json")):
            data = load_json(p)
            where = str(p.relative_to(EVAL))
            if data is None:
                continue
            if not isinstance(data, dict) or "files" not in data or set(data) - {"files", "name", "about", "note"}:
                problem(where, 'a base home is {"files": {...}} (optionally with name / about / note)')
                continue
            for k in ("name", "about", "note"):
                if k in data and not isinstance(data[k], str):
                    problem(where, f"`{k}` must be a string")
            check_files(where, data["files"])
            homes.setdefault(p.stem, data)
    return homes


def active(files: dict) -> dict[str, str]:
    """What the assistant uses (workspace/ and cron/), as searchable text."""
    out = {}
    for rel, content in files.items():
        if rel.split("/")[0] in ("workspace", "cron"):
            t = file_text(content)
            if t is not None:
                out[rel] = t
    return out


def jobs_of(files: dict) -> dict[str, str]:
    """job id -> the job's text fields (name, description, payload text/message), joined."""
    content = files.get("cron/jobs.json")
    data = content.get("json") if isinstance(content, dict) else None
    out = {}
    if isinstance(data, dict):
        for j in data.get("jobs", []):
            if isinstance(j, dict) and "id" in j:
                payload = j.get("payload") or {}
                parts = [j.get("name"), j.get("description"), payload.get("text"), payload.get("message")]
                out[j["id"]] = "\n".join(p for p in parts if isinstance(p, str))
    return out


# ------------------------------------------------------------------------------------------ cases


def is_str_list(v) -> bool:
    return isinstance(v, list) and all(isinstance(x, str) and x for x in v)


def keep_text(k) -> tuple[str | None, str | None]:
    if isinstance(k, str) and k:
        return None, k
    if isinstance(k, dict) and set(k) == {"path", "text"} and isinstance(k["path"], str) and isinstance(k["text"], str):
        return k["path"], k["text"]
    return None, None


def expects_of(v) -> list:
    if v is None:
        return []
    return v if isinstance(v, list) else [v]


def check_steps(where: str, case: dict, exp_plan) -> list[str]:
    """Returns the user texts of the steps."""
    steps = case.get("steps")
    if steps is None:
        return []
    if not isinstance(steps, list) or not steps:
        problem(where, "`steps` must be null or a non-empty list")
        return []
    users, last_plan_expect, plan_calls = [], None, 0
    for i, s in enumerate(steps):
        w = f"{where} step {i}"
        if not isinstance(s, dict):
            problem(w, "a step is an object")
            continue
        kinds = [k for k in ("user", "assistant", "call") if k in s]
        if len(kinds) != 1:
            problem(w, "a step has exactly one of user / assistant / call")
            continue
        kind = kinds[0]
        extra = set(s) - ({kind} | ({"args", "expect"} if kind == "call" else set()))
        if extra:
            problem(w, f"unknown keys {sorted(extra)}")
        if kind in ("user", "assistant"):
            if not isinstance(s[kind], str) or not s[kind].strip():
                problem(w, f"{kind} text must be a non-empty string")
            elif kind == "user":
                users.append(s[kind])
            continue
        name = s["call"]
        if name not in PLAN_TOOLS | CONFIRM_TOOLS:
            problem(w, f"unknown tool {name!r}")
            continue
        if "args" in s and not isinstance(s["args"], dict):
            problem(w, "`args` must be an object")
        allowed = PLAN_STATUSES if name in PLAN_TOOLS else CONFIRM_STATUSES
        for e in expects_of(s.get("expect")):
            if e not in allowed:
                problem(w, f"unknown status {e!r} for {name}")
        if name in PLAN_TOOLS:
            plan_calls += 1
            last_plan_expect = s.get("expect")
            if i == 0 or not any("user" in x for x in steps[:i]):
                problem(w, "a plan call needs a user turn before it")
    if plan_calls == 0:
        problem(where, "`steps` never call forget.plan")
    if last_plan_expect is not None and exp_plan not in expects_of(last_plan_expect):
        problem(where, f"the last plan step expects {last_plan_expect!r} but expect.plan is {exp_plan!r}")
    if case.get("request") not in users:
        problem(where, "with explicit `steps`, `request` must be one of the user steps (the forget request)")
    return users


def check_case(where: str, case: dict, category: str, homes: dict[str, dict], seen_ids: dict[str, str]) -> None:
    if not isinstance(case, dict):
        problem(where, "a case is an object")
        return
    cid = case.get("id")
    where = f"{where} {cid}"
    unknown = set(case) - CASE_KEYS
    if unknown:
        problem(where, f"unknown keys {sorted(unknown)}")
    if not isinstance(cid, str) or not ID_RE.match(cid):
        problem(where, "id must be kebab-case")
    elif cid in seen_ids:
        problem(where, f"duplicate id (also in {seen_ids[cid]})")
    else:
        seen_ids[cid] = where
    if case.get("lang") not in LANGS:
        problem(where, f"lang must be one of {LANGS}")
    if not isinstance(case.get("request"), str) or not case["request"].strip():
        problem(where, "request must be a non-empty string")
    about = case.get("about")
    if about is not None and (not isinstance(about, str) or not about.strip()):
        problem(where, "about must be null or a non-empty string")
    if case.get("prefix") not in PREFIXES:
        problem(where, f"prefix must be one of {sorted(p for p in PREFIXES if p)} or absent")
    if "note" in case and not isinstance(case["note"], str):
        problem(where, "note must be a string")
    hist = case.get("history", [])
    if not isinstance(hist, list) or not all(
        isinstance(t, dict)
        and set(t) == {"role", "text"}
        and t["role"] in ("user", "assistant")
        and isinstance(t["text"], str)
        and t["text"].strip()
        for t in hist
    ):
        problem(where, "history is a list of {role: user|assistant, text}")
        hist = []

    files: dict = {}
    base = case.get("base")
    if base is not None:
        if base not in homes:
            problem(where, f"base home {base!r} does not exist")
        else:
            files.update(homes[base]["files"])
    if "files" in case:
        check_files(where, case["files"])
        if isinstance(case["files"], dict):
            files.update(case["files"])
    texts = active(files)
    jobs = jobs_of(files)

    exp = case.get("expect")
    if not isinstance(exp, dict):
        problem(where, "expect must be an object")
        return
    unknown = set(exp) - EXPECT_KEYS
    if unknown:
        problem(where, f"unknown expect keys {sorted(unknown)}")
    plan = exp.get("plan")
    if plan not in PLAN_STATUSES:
        problem(where, f"expect.plan must be one of {sorted(PLAN_STATUSES)}")
    users = check_steps(where, case, plan)
    gone = exp.get("gone", [])
    keep = exp.get("keep", [])
    may = exp.get("may_change", [])
    values = exp.get("values", [])
    clar = exp.get("clarify_names", [])
    jobs_exp = exp.get("jobs", {"gone": [], "kept": []})
    final = exp.get("final")
    for name, v in (("gone", gone), ("may_change", may), ("values", values)):
        if not is_str_list(v):
            problem(where, f"expect.{name} must be a list of non-empty strings")
    if not isinstance(keep, list):
        problem(where, "expect.keep must be a list")
        keep = []
    if not isinstance(clar, list) or not all((isinstance(g, str) and g) or is_str_list(g) and g for g in clar):
        problem(where, "expect.clarify_names is a list of groups (lists of words)")
        clar = []
    if not (
        isinstance(jobs_exp, dict)
        and set(jobs_exp) <= {"gone", "kept"}
        and all(is_str_list(jobs_exp.get(k, [])) for k in ("gone", "kept"))
    ):
        problem(where, 'expect.jobs is {"gone": [ids], "kept": [ids]}')
        jobs_exp = {"gone": [], "kept": []}
    if final is not None and final not in CONFIRM_STATUSES:
        problem(where, f"expect.final must be one of {sorted(CONFIRM_STATUSES)} or null")
    if not is_str_list(gone) or not is_str_list(values):
        return

    # outcome consistency
    if plan == "planned":
        if not gone:
            problem(where, "a planned case must say what is gone")
        if clar:
            problem(where, "clarify_names only belong to needs_clarification cases")
    else:
        if gone or jobs_exp.get("gone"):
            problem(where, f"a {plan} case changes nothing: gone and jobs.gone must be empty")
        if final is not None:
            problem(where, f"a {plan} case runs no confirm: final must be null")
        if plan == "nothing_found" and clar:
            problem(where, "clarify_names only belong to needs_clarification cases")

    # strings really occur in the composed home
    all_text = [fold(t) for t in texts.values()]
    for g in gone:
        if not any(fold(g) in t for t in all_text):
            problem(where, f"gone string {g!r} does not occur in the home")
    keep_strings = []
    for k in keep:
        path, text = keep_text(k)
        if text is None:
            problem(where, f"bad keep entry {k!r}")
            continue
        keep_strings.append(text)
        if path is not None:
            if path not in texts:
                problem(where, f"keep path {path!r} is not an active text file of the home")
            elif fold(text) not in fold(texts[path]):
                problem(where, f"keep {text!r} does not occur in {path}")
        elif not any(fold(text) in t for t in all_text):
            problem(where, f"keep string {text!r} does not occur in the home")
    for m in may if is_str_list(may) else []:
        if not any(fold(m) in t for t in all_text):
            problem(where, f"may_change {m!r} does not occur in the home")
    for g in gone:
        for k in keep_strings:
            if fold(g) in fold(k):
                problem(where, f"gone string {g!r} occurs inside keep {k!r}")

    # discretion labels
    step_abouts = [
        s["args"]["about"]
        for s in case.get("steps") or []
        if isinstance(s, dict) and isinstance(s.get("args"), dict) and isinstance(s["args"].get("about"), str)
    ]
    for v in values:
        if any(fold(v) in fold(s) for s in [case.get("request") or "", about or ""] + users + step_abouts):
            problem(where, f"value {v!r} is in the user's own request/about; leave it out of values")
        for g in clar:
            for w in [g] if isinstance(g, str) else g:
                if fold(v) in fold(w):
                    problem(where, f"value {v!r} appears in clarify_names")

    # jobs
    jg, jk = jobs_exp.get("gone", []), jobs_exp.get("kept", [])
    for jid in jg + jk:
        if jid not in jobs:
            problem(where, f"job {jid!r} is not in the home's cron/jobs.json")
    if set(jg) & set(jk):
        problem(where, f"jobs both gone and kept: {sorted(set(jg) & set(jk))}")
    for jid in jk:
        for g in gone:
            if jid in jobs and fold(g) in fold(jobs[jid]):
                problem(where, f"kept job {jid!r} holds gone string {g!r}")
    if plan == "planned":
        for jid, text in jobs.items():
            if jid not in jg and any(fold(g) in fold(text) for g in gone):
                problem(where, f"job {jid!r} holds a gone string but is not in jobs.gone")


def load_category_files(folder: Path, homes: dict[str, dict], seen: dict[str, str]) -> list[dict]:
    cases = []
    if not folder.is_dir():
        return cases
    for p in sorted(folder.glob("*.json")):
        if p.name == "approvals.json":
            continue
        where = str(p.relative_to(EVAL))
        data = load_json(p)
        if data is None:
            continue
        if not isinstance(data, dict) or "cases" not in data:
            problem(where, "a category file is {category, about, cases}")
            continue
        cat = data.get("category")
        if cat not in CATEGORIES:
            problem(where, f"unknown category {cat!r}")
        elif p.stem != cat:
            problem(where, f"file name should be {cat}.json")
        if not isinstance(data.get("about"), str) or not data["about"].strip():
            problem(where, "`about` (one sentence) is missing")
        if not isinstance(data["cases"], list):
            problem(where, "`cases` must be a list")
            continue
        for c in data["cases"]:
            check_case(where, c, cat, homes, seen)
            if isinstance(c, dict):
                cases.append({**c, "_category": cat})
    return cases


# ------------------------------------------------------------------------------------------ approvals


def check_approvals(path: Path, seen: set[str]) -> list[dict]:
    if not path.exists():
        return []
    where = str(path.relative_to(EVAL))
    data = load_json(path)
    if not isinstance(data, dict) or not isinstance(data.get("cases"), list):
        problem(where, 'approvals file is {"cases": [...]}')
        return []
    out = []
    for c in data["cases"]:
        w = f"{where} {c.get('id') if isinstance(c, dict) else c!r}"
        if not isinstance(c, dict):
            problem(w, "a reply case is an object")
            continue
        unknown = set(c) - {"id", "lang", "reply", "plan_items", "expect", "why", "prefix"}
        if unknown:
            problem(w, f"unknown keys {sorted(unknown)}")
        cid = c.get("id")
        if not isinstance(cid, str) or not ID_RE.match(cid):
            problem(w, "id must be kebab-case")
        elif cid in seen:
            problem(w, "duplicate id")
        else:
            seen.add(cid)
        if c.get("lang") not in LANGS:
            problem(w, f"lang must be one of {LANGS}")
        if not isinstance(c.get("reply"), str) or not c["reply"].strip():
            problem(w, "reply must be a non-empty string")
        if not isinstance(c.get("plan_items", 1), int) or c.get("plan_items", 1) < 1:
            problem(w, "plan_items must be a positive integer")
        if c.get("expect") not in ("approve", "not"):
            problem(w, "expect must be approve or not")
        if c.get("prefix") not in PREFIXES:
            problem(w, f"prefix must be one of {sorted(p for p in PREFIXES if p)} or absent")
        if c.get("expect") == "not" and not c.get("why"):
            problem(w, "a reply that is not an approval says `why`")
        if "why" in c and not isinstance(c["why"], str):
            problem(w, "why must be a string")
        out.append(c)
    return out


# ------------------------------------------------------------------------------------------ main


def has_about(c: dict) -> bool:
    """`about` at case level, or passed by the host in an explicit plan step."""
    if c.get("about"):
        return True
    return any(
        isinstance(s, dict) and isinstance(s.get("args"), dict) and s["args"].get("about") for s in c.get("steps") or []
    )


def table(title: str, cases: list[dict]) -> None:
    by = defaultdict(Counter)
    for c in cases:
        by[c["_category"]][c.get("lang")] += 1
    print(f"\n{title}: {len(cases)} cases")
    print(f"  {'category':<15}" + "".join(f"{lang:>5}" for lang in LANGS) + f"{'all':>6}{'about':>7}{'prefix':>8}")
    for cat in CATEGORIES:
        if cat not in by:
            continue
        row = by[cat]
        sub = [c for c in cases if c["_category"] == cat]
        print(
            f"  {cat:<15}"
            + "".join(f"{row[lang]:>5}" for lang in LANGS)
            + f"{sum(row.values()):>6}"
            + f"{sum(1 for c in sub if has_about(c)):>7}{sum(1 for c in sub if c.get('prefix')):>8}"
        )
    tot = Counter(c.get("lang") for c in cases)
    print(
        f"  {'ALL':<15}"
        + "".join(f"{tot[lang]:>5}" for lang in LANGS)
        + f"{len(cases):>6}"
        + f"{sum(1 for c in cases if has_about(c)):>7}{sum(1 for c in cases if c.get('prefix')):>8}"
    )
    st = Counter(c["expect"].get("plan") for c in cases if isinstance(c.get("expect"), dict))
    print("  plan outcomes: " + ", ".join(f"{k} {v}" for k, v in sorted(st.items())))


def show(case_id: str, sets: list[tuple[list[dict], dict[str, dict]]]) -> None:
    for cases, homes in sets:
        for c in cases:
            if c.get("id") != case_id:
                continue
            files = dict(homes.get(c.get("base"), {}).get("files", {}))
            files.update(c.get("files", {}))
            exp = c["expect"]
            needles = [("GONE", g) for g in exp.get("gone", [])]
            needles += [("KEEP", keep_text(k)[1]) for k in exp.get("keep", [])]
            needles += [("MAY ", m) for m in exp.get("may_change", [])]
            for rel, text in active(files).items():
                for n, line in enumerate(text.split("\n"), 1):
                    tags = sorted({t for t, s in needles if s and fold(s) in fold(line)})
                    if tags:
                        print(f"{'/'.join(tags):<10} {rel}:{n}: {line.strip()[:140]}")
            return
    print(f"no case {case_id!r}")


def main(argv: list[str]) -> int:
    homes = load_homes(EVAL / "homes")
    held_homes = {**homes, **load_homes(EVAL / "heldout" / "homes")}
    seen: dict[str, str] = {}
    dev = load_category_files(EVAL / "understanding", homes, seen)
    held = load_category_files(EVAL / "heldout", held_homes, seen)
    seen_replies: set[str] = set()
    replies = check_approvals(EVAL / "approvals.json", seen_replies)
    replies += check_approvals(EVAL / "heldout" / "approvals.json", seen_replies)

    only = None
    if len(argv) > 1 and argv[0] == "--only":
        only = argv[1]
        if only not in ("dev", "heldout"):
            print("--only dev|heldout")
            return 2
        global problems
        keep_prefix = ("understanding", "homes/", "approvals.json") if only == "dev" else ("heldout",)
        problems = [p for p in problems if p.startswith(keep_prefix)]
    if len(argv) > 1 and argv[0] == "--show":
        show(argv[1], [(dev, homes), (held, held_homes)])
        return 0

    # the development set's coverage
    per_cat = Counter(c["_category"] for c in dev)
    for cat in CATEGORIES:
        if per_cat[cat] < MIN_PER_CATEGORY:
            problem("understanding", f"category {cat} has {per_cat[cat]} cases (< {MIN_PER_CATEGORY})")
    per_lang = Counter(c.get("lang") for c in dev)
    for lang in LANGS:
        if per_lang[lang] < MIN_PER_LANG:
            problem("understanding", f"language {lang} has {per_lang[lang]} cases (< {MIN_PER_LANG})")

    shadowed = sorted(n for n in load_homes(EVAL / "heldout" / "homes") if n in homes)
    if shadowed:
        print(f"note: held-out homes {shadowed} shadow development homes of the same name for held-out cases")
    print(
        f"base homes: {', '.join(sorted(homes))}"
        + (
            f"; held-out homes: {', '.join(sorted(set(held_homes) - set(homes)))}"
            if set(held_homes) - set(homes)
            else ""
        )
    )
    table("development set (understanding/)", dev)
    if held:
        table("held-out set (heldout/)", held)
    if replies:
        by = Counter((r.get("lang"), r.get("expect")) for r in replies)
        print(
            f"\napproval replies: {len(replies)}  "
            + "  ".join(f"{lang}: {by[(lang, 'approve')]} approve / {by[(lang, 'not')]} not" for lang in LANGS)
        )

    if problems:
        print(f"\n{len(problems)} problem(s):")
        for p in problems:
            print("  - " + p)
        return 1
    print("\nOK: no problems found.")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
