#!/usr/bin/env python3
"""Check the held-out set 52 (tests/eval/heldout52/).

First this set's own checks (below), then the shared rules of tests/eval/validate_set.py.

python tests/eval/heldout52/validate_heldout52.py            # check the set
python tests/eval/heldout52/validate_heldout52.py --show ID  # lines holding ID's gone/keep/may_change strings
python tests/eval/heldout52/validate_heldout52.py --lines ID # every home line holding one of ID's gone strings

Own checks:
- 72 cases, spread over categories and languages as SPREAD below says
  (per category en/de/es/fr counts; 30 en, 14 de, 14 es, 14 fr); every category has at least 4 cases;
- six homes, each used by exactly one case of every category;
- every case builds on one of this set's homes, which are well formed (jobs file, run logs of known jobs,
  recall entries whose line numbers and snippets match the file, dated notes whose heading matches);
- every `gone`, `keep`, `may_change` string and every `values` string exists in the case's home
  (a `{"path", "text"}` keep in that very file); no `keep` holds a `gone` string; no retention-locked line
  holds a `gone` string, and a case that keeps a locked line expects `incomplete`;
- a `keep` that shares a line with a `gone` string (a line that has to be rewritten) names its file, and no
  `gone` string sits in the profile files (USER.md, HEARTBEAT.md), which in this set never hold a case's subject;
- jobs: `gone` + `kept` are exactly the home's jobs; no kept job (nor its run log) holds a `gone` string;
- outcomes: `needs_clarification` has >= 2 name groups that each occur in the home and no `gone`;
  `nothing_found` has no `gone`; only planned cases have a `final`;
- `values` are not words of the user's own request;
- steps start with the request, calls carry an expectation, and the last plan call matches `expect.plan`;
- approvals: 25-35 replies in all four languages, both outcomes, valid `plan_items`, a `why` for every `not`;
- fresh homes: no home of this set shares its name with a home of another set, and none of this set's places
  (PLACES) nor people (PEOPLE) occurs in another set's homes (only the homes' text is searched; nothing there
  is printed).

The shared rules: validate_set.py keeps a list of every set (SETS) whose ids must stay unique. This set is not
in it yet; it is added here, in memory only, so that the shared check treats it like every other set (the
shared file is not edited).
"""

from __future__ import annotations

import importlib.util
import json
import re
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
PREFIX = "h52-"
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
LANGS = ("en", "de", "es", "fr")
# per category: en, de, es, fr (this set's own spread)
SPREAD = {
    "clarify": (3, 1, 1, 1),
    "fact_phrasing": (3, 1, 1, 1),
    "follow_up": (3, 1, 1, 1),
    "indirect": (2, 1, 2, 1),
    "multi_item": (2, 1, 1, 2),
    "multilingual": (3, 1, 1, 1),
    "negative": (1, 2, 1, 2),
    "paraphrase": (3, 1, 1, 1),
    "precision": (3, 0, 2, 1),
    "topic": (2, 2, 1, 1),
    "typo": (3, 1, 1, 1),
    "value_follow": (2, 2, 1, 1),
}
TOTALS = {"en": 30, "de": 14, "es": 14, "fr": 14}
# where this set's homes are set; none of these may occur in an earlier set's homes
PLACES = (
    # Scalloway, Shetland
    "Scalloway",
    "Lerwick",
    "Sullom Voe",
    "Whalsay",
    "Holmsgarth",
    "Weisdale",
    "Hamnavoe",
    "Burra",
    "Bixter",
    "Aith",
    "Walls",
    "Bressay",
    "Clickimin",
    "Gilbert Bain",
    "Cherbourg",
    "Tourlaville",
    # Abbott Creek, Prestonsburg (Floyd County, Kentucky)
    "Prestonsburg",
    "Abbott Creek",
    "Paintsville",
    "Elkhorn City",
    "Mud Creek",
    "Eddyville",
    "Torreón",
    "Big Sandy",
    "Jenny Wiley",
    # Ollur, Thrissur (Kerala)
    "Ollur",
    "Thrissur",
    "Mala",
    "Irinjalakuda",
    "Nadathara",
    "Nedumbassery",
    "Infopark",
    "Sharjah",
    "Würzburg",
    "Jubilee Mission",
    # Buchholz, Annaberg-Buchholz (Erzgebirge)
    "Annaberg-Buchholz",
    "Annaberg",
    "Buchholz",
    "Schwarzenberg",
    "Marienberg",
    "Thum",
    "Fichtelberg",
    "Erzgebirgssparkasse",
    "Norwich",
    # San Jacinto, Maracaibo (Zulia)
    "Maracaibo",
    "San Jacinto",
    "Cabimas",
    "Paraguachón",
    "Santa Lucía",
    "Las Pulgas",
    "Cúcuta",
    "Katy",
    "Coquivacoa",
    # Yverdon-les-Bains (Vaud)
    "Yverdon-les-Bains",
    "Yverdon",
    "Chavornay",
    "Cossonay",
    "Bonvillars",
    "Sainte-Croix",
    "Estavayer-le-Lac",
    "Orbe",
    "Chasseral",
    "eHnv",
    "Exeter",
)
# the people of this set's homes; none of these names may occur in another set's homes either
PEOPLE = (
    "Halcrow",
    "Magnie",
    "Lowrie",
    "Rhona Irvine",
    "Arran",
    "Morven",
    "Osmont",
    "Gaëtan Osmont",
    "Tammie",
    "Manson",
    "Wilma Jamieson",
    "Lizzie",
    "Robbie Leask",
    "Robbie Isbister",
    "Bertie Sandison",
    "Aileen Sandison",
    "Georgeson",
    "Laurenson",
    "Inkster",
    "Gifford",
    "Loyd",
    "Tackett",
    "Verlie",
    "Yaneth",
    "Bentley",
    "Tonya",
    "Slone",
    "Kaylee",
    "Delmer",
    "Dustin",
    "Shelby Hicks",
    "Ethel",
    "Junior Conley",
    "Misty Conley",
    "Junior Blackburn",
    "Sandlick",
    "Rockhouse",
    "Fugate",
    "Sheeba",
    "Jomon",
    "Anju",
    "Scharnagl",
    "Niklas",
    "Ebin",
    "Varkey",
    "Chiramel",
    "Bincy Kurian",
    "Shibu",
    "Leela",
    "Kattookaran",
    "Biju Antony",
    "Rajeev Menon",
    "Lalitha Menon",
    "Kannampilly",
    "Beena Francis",
    "Volkmar",
    "Bochmann",
    "Kornelia",
    "Danilo",
    "Sindy",
    "Levin",
    "Ricarda",
    "Corin",
    "Gotthard",
    "Irmhild",
    "Heidrun Flath",
    "Eckhard Flath",
    "Steffen Uhlig",
    "Steffen Tröger",
    "Ingolf Schreiter",
    "Gunnar Lötzsch",
    "Gotthold Weigel",
    "Heinzig",
    "Weißflog",
    "SonnenKraft",
    "Neida",
    "Fuenmayor",
    "Nerio",
    "Atencio",
    "Chuchito",
    "Marianny",
    "Kevin Sandrea",
    "Eudomar",
    "Ninfa Finol",
    "Zuleima",
    "Rosángela",
    "Wuilmer",
    "Yeni Bohórquez",
    "Yelitza",
    "Sulbarán",
    "Urribarrí",
    "Jean-Daniel",
    "Cuendet",
    "Sylviane",
    "Kilian",
    "Joëlle",
    "Toby Hardwick",
    "Pierre-André",
    "Marcelle",
    "Pasche",
    "Yvan Bovey",
    "Cyril Pidoux",
    "Cyril Bovay",
    "Alain Mottier",
    "Fredy Pahud",
    "Gilliéron",
    "Dériaz",
    "Chevalley",
)
PLANS = {"planned", "needs_clarification", "nothing_found"}
FINALS = {"forgotten", "incomplete"}
LOCK = re.compile(r"<!--\s*retention:\s*\S+\s+until=(\d{4}-\d{2}-\d{2})\s*-->")

problems: list[str] = []


def bad(msg: str) -> None:
    problems.append(msg)


def text_of(value) -> str:
    if isinstance(value, dict) and "json" in value:
        return json.dumps(value["json"], ensure_ascii=False, indent=1)
    return value if isinstance(value, str) else ""


def load_homes() -> dict[str, dict]:
    homes = {}
    for p in sorted((HERE / "homes").glob("*.json")):
        try:
            h = json.loads(p.read_text(encoding="utf-8"))
        except ValueError as e:
            bad(f"homes/{p.name}: not JSON ({e})")
            continue
        if h.get("name") != p.stem:
            bad(f"homes/{p.name}: name {h.get('name')!r} differs from the file name")
        if not isinstance(h.get("about"), str) or not h["about"]:
            bad(f"homes/{p.name}: no about")
        check_home(p.stem, h.get("files", {}))
        homes[p.stem] = h
    return homes


def check_home(name: str, files: dict) -> None:
    for path in files:
        if not (
            path.startswith(("workspace/", "cron/", "memory/", "agents/", ".trash/", "backups/", "logs/"))
            or path == "shares.json"
        ):
            bad(f"home {name}: unexpected path {path}")
    jobs_file = files.get("cron/jobs.json")
    if not (isinstance(jobs_file, dict) and isinstance(jobs_file.get("json"), dict)):
        bad(f"home {name}: cron/jobs.json missing or not JSON")
        return
    ids = [j.get("id") for j in jobs_file["json"].get("jobs", [])]
    if len(ids) != len(set(ids)):
        bad(f"home {name}: duplicate job ids")
    for j in jobs_file["json"]["jobs"]:
        kind = j.get("schedule", {}).get("kind")
        if kind not in ("at", "every", "cron"):
            bad(f"home {name}: job {j.get('id')} has schedule kind {kind!r}")
        if not (j.get("payload", {}).get("message") or j.get("payload", {}).get("text")):
            bad(f"home {name}: job {j.get('id')} has no payload text")
    for path, value in files.items():
        m = re.fullmatch(r"cron/runs/(.+)\.jsonl", path)
        if m:
            if m.group(1) not in ids:
                bad(f"home {name}: run log {path} of an unknown job")
            for ln in text_of(value).splitlines():
                try:
                    rec = json.loads(ln)
                except ValueError:
                    bad(f"home {name}: {path}: a line is not JSON")
                    continue
                if rec.get("jobId") != m.group(1):
                    bad(f"home {name}: {path}: jobId {rec.get('jobId')!r}")
        m = re.fullmatch(r"workspace/memory/(\d{4}-\d{2}-\d{2})(-[a-z0-9-]+)?\.md", path)
        if m:
            first = text_of(value).split("\n", 1)[0]
            want = f"# {m.group(1)}" if not m.group(2) else f"# Session {m.group(1)}"
            if not first.startswith(want):
                bad(f"home {name}: {path} starts with {first!r}, want {want!r}")
    recall = files.get("workspace/memory/.dreams/short-term-recall.json")
    if recall is not None:
        for e in recall.get("json", {}).get("entries", []):
            src = files.get("workspace/" + e.get("path", ""))
            if src is None:
                bad(f"home {name}: recall entry for missing file {e.get('path')}")
                continue
            lines = text_of(src).split("\n")
            n = e.get("startLine", 0)
            if not 1 <= n <= len(lines):
                bad(f"home {name}: recall entry {e.get('key')} out of range")
                continue
            line = lines[n - 1]
            if e.get("snippet") not in (line, line[2:] if line.startswith("- ") else line):
                bad(f"home {name}: recall entry {e.get('key')} does not match line {n}: {line!r}")
            if e.get("key") != f"memory:{e.get('path')}:{n}:{e.get('endLine')}":
                bad(f"home {name}: recall key {e.get('key')} inconsistent")


def merged(home: dict, case: dict) -> dict[str, str]:
    files = {p: text_of(v) for p, v in home.get("files", {}).items()}
    for p, v in (case.get("files") or {}).items():
        files[p] = text_of(v)
    return files


def occurrences(files: dict[str, str], needle: str) -> list[tuple[str, int, str]]:
    out = []
    low = needle.lower()
    for path, text in files.items():
        for i, line in enumerate(text.split("\n"), 1):
            if low in line.lower():
                out.append((path, i, line))
    return out


def glued(line: str, needle: str) -> bool:
    """True when an occurrence of needle runs into a longer word or number (e.g. '7391' in '739146')."""
    low, n = line.lower(), needle.lower()
    start = low.find(n)
    while start != -1:
        end = start + len(n)
        before = low[start - 1] if start else " "
        after = low[end] if end < len(low) else " "
        if (n[0].isalnum() and before.isalnum()) or (n[-1].isalnum() and after.isalnum()):
            # allow plural/possessive-free word stems only when the needle is a whole word
            return True
        start = low.find(n, start + 1)
    return False


def job_texts(files: dict[str, str]) -> dict[str, str]:
    try:
        jobs = json.loads(files["cron/jobs.json"])["jobs"]
    except (KeyError, ValueError):
        return {}
    out = {}
    for j in jobs:
        out[j["id"]] = json.dumps(j, ensure_ascii=False) + "\n" + files.get(f"cron/runs/{j['id']}.jsonl", "")
    return out


def check_case(cat: str, c: dict, homes: dict) -> None:
    cid = c.get("id", "?")
    where = f"{cat} {cid}"
    for key in ("id", "lang", "base", "files", "history", "request", "about", "steps", "expect"):
        if key not in c:
            bad(f"{where}: field {key} missing")
    if not isinstance(cid, str) or not cid.startswith(PREFIX) or not re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*", cid):
        bad(f"{where}: id must be kebab-case and start with {PREFIX!r}")
    if c.get("lang") not in LANGS:
        bad(f"{where}: lang {c.get('lang')!r}")
    if c.get("prefix") not in (None, "timestamp", "telegram"):
        bad(f"{where}: prefix {c.get('prefix')!r}")
    home = homes.get(c.get("base"))
    if home is None:
        bad(f"{where}: base {c.get('base')!r} is not one of this set's homes")
        return
    files = merged(home, c)
    e = c.get("expect", {})
    plan = e.get("plan")
    if plan not in PLANS:
        bad(f"{where}: expect.plan {plan!r}")
    for h in c.get("history") or []:
        if h.get("role") not in ("user", "assistant") or not isinstance(h.get("text"), str):
            bad(f"{where}: bad history turn {h}")
    request = c.get("request", "")
    steps = c.get("steps")
    if steps is not None:
        if not steps or steps[0].get("user") != request:
            bad(f"{where}: steps must start with the request as a user turn")
        last_plan = None
        for s in steps:
            keys = set(s)
            if keys == {"user"} or keys == {"assistant"}:
                continue
            if s.get("call") not in ("forget.plan", "forget.confirm"):
                bad(f"{where}: bad step {s}")
                continue
            if "expect" not in s:
                bad(f"{where}: step {s} has no expect")
            if s["call"] == "forget.plan":
                last_plan = s.get("expect")
        if last_plan != plan:
            bad(f"{where}: last plan step expects {last_plan!r}, expect.plan is {plan!r}")
    gone = e.get("gone", [])
    keep = e.get("keep", [])
    values = e.get("values", [])
    final = e.get("final")
    if plan == "planned":
        if not gone:
            bad(f"{where}: a planned case needs gone strings")
        if final not in FINALS:
            bad(f"{where}: final {final!r}")
    else:
        if gone or e.get("jobs", {}).get("gone") or e.get("may_change"):
            bad(f"{where}: a {plan} case removes nothing")
        if final is not None:
            bad(f"{where}: a {plan} case runs no confirm (final must be null)")
    if plan == "needs_clarification":
        groups = e.get("clarify_names", [])
        if len(groups) < 2:
            bad(f"{where}: needs_clarification wants at least two name groups")
        blob = "\n".join(files.values()).lower()
        for g in groups:
            if not any(w.lower() in blob for w in g):
                bad(f"{where}: no word of clarify group {g} occurs in the home")
            for w in g:
                if any(v.lower() in w.lower() for v in values):
                    bad(f"{where}: clarify word {w!r} holds a value")
    elif e.get("clarify_names"):
        bad(f"{where}: clarify_names only for needs_clarification")

    for g in gone:
        if not occurrences(files, g):
            bad(f"{where}: gone string {g!r} is not in the home")
        for path, i, line in occurrences(files, g):
            if glued(line, g):
                bad(f"{where}: gone string {g!r} is part of a longer word or number at {path}:{i}")
    for path in ("workspace/USER.md", "workspace/HEARTBEAT.md"):
        for g in gone:
            if g.lower() in files.get(path, "").lower():
                bad(f"{where}: gone string {g!r} sits in the profile file {path}")
    for k in keep:
        if isinstance(k, str):
            for path, i, line in occurrences(files, k):
                if k in line and any(g.lower() in line.lower() for g in gone):
                    bad(f"{where}: keep {k!r} shares {path}:{i} with a gone string; give it as {{path, text}}")
    for m in e.get("may_change", []):
        if not occurrences(files, m):
            bad(f"{where}: may_change {m!r} is not in the home")
    for k in keep:
        if isinstance(k, dict):
            path, text = k.get("path"), k.get("text", "")
            if path not in files:
                bad(f"{where}: keep path {path} is not in the home")
            elif text not in files[path]:
                bad(f"{where}: keep text {text!r} is not in {path}")
        else:
            text = k
            if not any(text in t for t in files.values()):
                bad(f"{where}: keep {text!r} is not in the home")
        for g in gone:
            if g.lower() in text.lower():
                bad(f"{where}: keep {text!r} holds gone string {g!r}")
        if LOCK.search(text) and final != "incomplete":
            bad(f"{where}: keeps a retention-locked line but final is {final!r}")
    hist_text = "\n".join(h.get("text", "") for h in c.get("history") or [])
    for v in values:
        if not occurrences(files, v) and v.lower() not in hist_text.lower():
            bad(f"{where}: value {v!r} is neither in the home nor in the history")
        if v.lower() in request.lower():
            bad(f"{where}: value {v!r} is said in the request itself")
    # retention locks: a locked line never holds a gone string
    for path, text in files.items():
        for i, line in enumerate(text.split("\n"), 1):
            m = LOCK.search(line)
            if m and m.group(1) > "2026-12-31":
                for g in gone:
                    if g.lower() in line.lower():
                        bad(f"{where}: locked line {path}:{i} holds gone string {g!r}")
    # jobs
    jt = job_texts(files)
    jobs = e.get("jobs", {})
    jg, jk = jobs.get("gone", []), jobs.get("kept", [])
    if set(jg) & set(jk):
        bad(f"{where}: jobs both gone and kept: {set(jg) & set(jk)}")
    if set(jg) | set(jk) != set(jt):
        bad(f"{where}: jobs gone+kept {sorted(set(jg) | set(jk))} differ from the home's jobs {sorted(jt)}")
    for jid in jk:
        for g in gone:
            if g.lower() in jt.get(jid, "").lower():
                bad(f"{where}: kept job {jid} holds gone string {g!r}")
    if not isinstance(c.get("note"), str) or not c["note"]:
        bad(f"{where}: no note")


def check_approvals() -> None:
    try:
        data = json.loads((HERE / "approvals.json").read_text(encoding="utf-8"))
    except (OSError, ValueError) as e:
        bad(f"approvals.json: {e}")
        return
    replies = data.get("cases", [])
    if not 25 <= len(replies) <= 35:
        bad(f"approvals.json: {len(replies)} replies")
    seen = set()
    by = Counter()
    for r in replies:
        rid = r.get("id")
        if rid in seen:
            bad(f"approvals.json: duplicate id {rid}")
        seen.add(rid)
        if not isinstance(rid, str) or not rid.startswith(PREFIX):
            bad(f"approvals.json: id {rid!r}")
        if r.get("lang") not in LANGS:
            bad(f"approvals.json {rid}: lang {r.get('lang')!r}")
        if r.get("expect") not in ("approve", "not"):
            bad(f"approvals.json {rid}: expect {r.get('expect')!r}")
        if r.get("expect") == "not" and not r.get("why"):
            bad(f"approvals.json {rid}: a 'not' reply needs a why")
        if not (isinstance(r.get("plan_items"), int) and r["plan_items"] >= 1):
            bad(f"approvals.json {rid}: plan_items")
        if not isinstance(r.get("reply"), str) or not r["reply"].strip():
            bad(f"approvals.json {rid}: empty reply")
        by[(r.get("lang"), r.get("expect"))] += 1
    for lang in LANGS:
        for out in ("approve", "not"):
            if not by[(lang, out)]:
                bad(f"approvals.json: no {lang} reply expected '{out}'")


def own_checks() -> tuple[list[dict], dict]:
    homes = load_homes()
    cases = []
    ids = Counter()
    for cat in CATEGORIES:
        p = HERE / f"{cat}.json"
        try:
            data = json.loads(p.read_text(encoding="utf-8"))
        except (OSError, ValueError) as e:
            bad(f"{p.name}: {e}")
            continue
        if data.get("category") != cat or not data.get("about"):
            bad(f"{p.name}: category/about")
        got = Counter(c.get("lang") for c in data.get("cases", []))
        want = dict(zip(LANGS, SPREAD[cat], strict=True))
        if {k: got[k] for k in LANGS} != want:
            bad(f"{p.name}: languages {dict(got)} (want {want})")
        for c in data.get("cases", []):
            ids[c.get("id")] += 1
            check_case(cat, c, homes)
            cases.append({**c, "_cat": cat})
    for i, n in ids.items():
        if n > 1:
            bad(f"id {i} used {n} times")
    if len(cases) != 72:
        bad(f"{len(cases)} cases (want 72)")
    langs = Counter(c.get("lang") for c in cases)
    if dict(langs) != TOTALS:
        bad(f"languages {dict(langs)} (want {TOTALS})")
    if len(homes) != 6:
        bad(f"{len(homes)} homes (want 6)")
    per_home = Counter(c.get("base") for c in cases)
    for h in homes:
        if per_home[h] != 12:
            bad(f"home {h} has {per_home[h]} cases (want 12, one per category)")
    per_cat_home = Counter((c.get("_cat"), c.get("base")) for c in cases)
    for cat in CATEGORIES:
        n = sum(1 for c in cases if c.get("_cat") == cat)
        if n < 4:
            bad(f"category {cat} has {n} cases (want at least 4)")
        for h in homes:
            if per_cat_home[(cat, h)] != 1:
                bad(f"category {cat} has {per_cat_home[(cat, h)]} cases on home {h} (want 1)")
    for c in cases:
        c.pop("_cat", None)
    check_approvals()
    fresh_homes(homes)
    return cases, homes


def fresh_homes(homes: dict) -> None:
    """This set's homes are new: no shared home name, no place of PLACES in another set's homes."""
    others = [p for p in HERE.parent.glob("*/homes/*.json") if p.parent.parent != HERE]
    others += list((HERE.parent / "homes").glob("*.json"))
    names = {p.stem for p in others}
    for h in homes:
        if h in names:
            bad(f"home {h}: another set already has a home of this name")
    for p in others:
        try:
            text = p.read_text(encoding="utf-8")
        except OSError:
            continue
        for place in PLACES:
            if re.search(r"(?<![\w-])" + re.escape(place) + r"(?![\w-])", text):
                bad(f"place {place!r} is already used by a home of another set ({p.parent.parent.name})")
        for person in PEOPLE:
            if re.search(r"(?<![\w-])" + re.escape(person) + r"(?![\w-])", text):
                bad(f"name {person!r} is already used by a home of another set ({p.parent.parent.name})")


def show_lines(cid: str, cases: list[dict], homes: dict) -> None:
    for c in cases:
        if c.get("id") == cid:
            files = merged(homes[c["base"]], c)
            for g in c["expect"]["gone"]:
                print(f"gone {g!r}:")
                for path, i, line in occurrences(files, g):
                    print(f"   {path}:{i}: {line[:160]}")
            return
    print(f"no case {cid}")


def main(argv: list[str]) -> int:
    cases, homes = own_checks()
    if argv[:1] == ["--lines"] and len(argv) > 1:
        show_lines(argv[1], cases, homes)
        return 0
    if problems:
        print(f"held-out set 52, own checks: {len(problems)} problem(s):")
        for p in problems:
            print("  - " + p)
    else:
        print("held-out set 52, own checks: OK")
    spec = importlib.util.spec_from_file_location("eval_validate_set", HERE.parent / "validate_set.py")
    S = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(S)
    if HERE.name not in S.SETS:
        S.SETS = (*S.SETS, HERE.name)  # in memory only; see the note at the top
    rc = S.check(HERE, PREFIX, "held-out set 52", argv)
    return 1 if problems or rc else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
