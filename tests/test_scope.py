"""A request for one place ("scrap the florist reminder", "… but keep the reminder"): only that place changes,
the plan and the report say what stays, and "forgotten" is checked where the request applies."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from mcp import Client

from lethe.assistant_home.layout import Home
from lethe.contract.vocabulary import Category
from lethe.planner.scope import described, kept_places, left_alone
from lethe.planner.understanding.query import Turn, read_query
from lethe.planner.understanding.utterance import one_place, places_in, read
from lethe.server.app import build_server
from lethe.server.service import Settings
from tests.harness import Transcript, build_home_index, write_files

pytestmark = pytest.mark.anyio

MEMORY = """# Memory

## Wedding (Dana & Luis)
- Florist: Petal Lane; quote due June 5.
- Guest count ~120; RSVP deadline Aug 1.

## Health
- Knee surgery (meniscus) on June 9 at Lakeside Clinic.
- Vegetarian.
"""


def job(jid: str, name: str, text: str) -> dict:
    return {
        "id": jid,
        "agentId": "main",
        "name": name,
        "enabled": True,
        "createdAtMs": 1772000000000,
        "updatedAtMs": 1772000000000,
        "schedule": {"kind": "at", "at": "2026-06-20T16:00:00Z"},
        "sessionTarget": "isolated",
        "wakeMode": "now",
        "payload": {"kind": "systemEvent", "text": text},
        "deleteAfterRun": True,
    }


JOBS = [
    job("rem-florist", "Florist", "Chase Petal Lane for the florist quote."),
    job("rem-rsvp", "RSVP count", "Wedding RSVP deadline: send Dana the final count."),
    job("rem-clinic", "Clinic", "Lakeside Clinic admission at 7am, nothing to eat."),
]


@pytest.fixture
def home(tmp_path: Path) -> Path:
    root = tmp_path / "home"
    write_files(root, {"workspace/MEMORY.md": MEMORY, "cron/jobs.json": {"json": {"version": 1, "jobs": JOBS}}})
    build_home_index(root)
    return root


def jobs(root: Path) -> dict[str, dict]:
    return {j["id"]: j for j in json.loads((root / "cron/jobs.json").read_text())["jobs"]}


async def converse(root: Path, *turns: str) -> tuple[list[dict], Transcript]:
    """Each turn: a user message followed by forget.plan; returns the plan results."""
    tr = Transcript(root)
    out = []
    async with Client(build_server(Settings(home=Home.at(root)))) as client:
        for text in turns:
            tr.user(text)
            cid = tr.tool_call("forget.plan", {})
            res = await client.call_tool("forget.plan", {})
            data = res.structured_content or {}
            tr.tool_result(cid, "forget.plan", json.dumps(data), False)
            tr.assistant(data.get("message", ""))
            out.append(data)
    return out, tr


async def approve(root: Path, tr: Transcript) -> dict:
    tr.user("Yes, go ahead.")
    cid = tr.tool_call("forget.confirm", {})
    async with Client(build_server(Settings(home=Home.at(root)))) as client:
        res = await client.call_tool("forget.confirm", {})
    data = res.structured_content or {}
    tr.tool_result(cid, "forget.confirm", json.dumps(data), False)
    return data


# ------------------------------------------------------------------------------------------ reading


@pytest.mark.parametrize(
    ("text", "places", "one"),
    [
        ("the wedding reminder", {"reminders"}, True),
        ("the wedding reminders", {"reminders"}, False),
        ("pls delete the run clubb remindr", {"reminders"}, True),
        ("le rappel pour la clinique", {"reminders"}, True),
        ("die Erinnerungen an den Zahnarzt", {"reminders"}, False),
        ("el recordatorio del dentista", {"reminders"}, True),
        ("the wedding budget page you made", {"pages"}, True),
        ("my wedding notes", {"notes"}, False),
        ("my job search", set(), False),
        ("my passport number", set(), False),
    ],
)
def test_places_named(text, places, one):
    assert places_in(text) == places
    assert one_place(text) is one


def query(*messages: str):
    return read_query([Turn(i, "user", m) for i, m in enumerate(messages)], None)


def test_request_for_one_place_and_the_one_after_it():
    q = query("Kill the florist reminder and the RSVP one. Keep the wedding notes though, I still need those.")
    assert [i.words for i in q.items] == [["florist"], ["rsvp"]]
    assert q.only == {"reminders"} and q.spare == {"notes"} and not q.one_place
    assert q.kept == []  # a place kept is not a statement kept


def test_a_matter_asked_whole_applies_everywhere():
    assert query("Forget everything about the wedding, reminders too.").only == frozenset()


def test_keep_the_reminder_as_a_follow_up_in_french():
    u = read("Attends, garde quand même le rappel pour la clinique, j'en ai besoin pour l'admission.")
    assert u.move.value == "keep" and any(k.places == {"reminders"} for k in u.kept)
    q = query("Oublie tout sur mon opération du genou.", "Attends, garde quand même le rappel pour la clinique.")
    assert q.spare == {"reminders"} and q.only == frozenset()


def test_categories_left_alone_and_their_words():
    assert left_alone({"reminders"}, ()) == [
        Category.MEMORY,
        Category.TASK_HISTORY,
        Category.CREATED_ITEMS,
        Category.ARCHIVED_COPIES,
    ]  # backups, logs, shares and sent messages are still reported: they may hold the reminder too
    assert left_alone((), {"reminders"}) == [Category.REMINDERS, Category.SCHEDULED_TASKS]
    assert left_alone((), ()) == []
    assert described("your wedding", {"reminders"}) == "what your reminders say about your wedding"
    assert described("your wedding", ()) == "your wedding"
    assert kept_places([Category.MEMORY, Category.LOGS]) == ["your notes"]


# ------------------------------------------------------------------------------------------ end to end


async def test_the_florist_reminder_only(home: Path):
    before = (home / "workspace/MEMORY.md").read_text()
    (plan,), tr = await converse(home, "Kill the florist reminder. Keep the wedding notes though, I still need those.")
    assert plan["status"] == "planned", plan
    assert "your notes stay as they are" in plan["message"]
    assert [c["category"] for c in plan["categories"]] == ["reminders"]
    done = await approve(home, tr)
    assert done["status"] == "forgotten", done
    assert "your notes stay as they were" in done["message"]
    assert (home / "workspace/MEMORY.md").read_text() == before
    assert set(jobs(home)) == {"rem-rsvp", "rem-clinic"}
    assert (
        not (home / "lethe" / "tombstones.jsonl").exists()
        or "Petal" not in (home / "lethe" / "tombstones.jsonl").read_text()
    )


async def test_one_reminder_named_and_two_fit_asks_which(home: Path):
    before = {p: p.read_bytes() for p in home.rglob("*") if p.is_file() and "agents" not in p.parts}
    (plan,), _ = await converse(home, "scrap the wedding reminder")
    assert plan["status"] == "needs_clarification", plan
    assert "Florist" in plan["message"] and "RSVP count" in plan["message"]
    assert {p: p.read_bytes() for p in before} == before


async def test_keep_the_reminder_after_the_plan(home: Path):
    plans, tr = await converse(home, "Forget my knee surgery.", "Actually keep the reminder for the clinic.")
    assert plans[-1]["status"] == "planned", plans[-1]
    assert "your reminders stay as they are" in plans[-1]["message"]
    done = await approve(home, tr)
    assert done["status"] == "forgotten", done
    memory = (home / "workspace/MEMORY.md").read_text()
    assert "meniscus" not in memory and "Vegetarian" in memory and "Petal Lane" in memory
    assert jobs(home)["rem-clinic"]["enabled"] is True


def test_where_listed_after_the_thing_is_no_second_thing():
    q = query("borra lo dl dentista xfa, el recordatorio y la nota")
    assert len(q.items) == 1 and q.only == {"reminders", "notes"}


def test_a_correction_is_not_read_as_a_reason_and_its_not_part_is_no_item():
    u = read("Sorry, I meant Jess's number, not Hana's address.")
    assert u.move.value == "correct" and [(i.owner.word, i.attribute.name) for i in u.items] == [("Jess", "phone")]


@pytest.mark.parametrize(
    ("line", "value", "after"),
    [
        ("- Jess Moreno: cell 612-555-0178; climbing buddy.", "612-555-0178", "- Jess Moreno: climbing buddy."),
        ("- Brother: Tomas, phone 503-555-0142.", "503-555-0142", "- Brother: Tomas."),
        ("- Passport: X48213377; expires 2031.", "X48213377", " expires 2031."),  # a thing's label goes with it
        ("- Hana Sato: cell 612-555-0143.", "612-555-0143", ""),  # nothing else said of her on the line
    ],
)
def test_a_persons_line_keeps_the_person(line, value, after):
    from lethe.language.clauses import clause

    a = line.index(value)
    x, y = clause(line, a, a + len(value))
    assert line[:x] + line[y:] == after


def test_both_after_asking_about_another_one_adds_it_in_the_same_place():
    q = query("Delete the wedding budget page you made.", "Is there a Kestrel one too?", "Both, then.")
    assert [i.words for i in q.items][-1] == ["kestrel"] and q.only == {"pages"}


# ------------------------------------------------------------------------------------------ one thing of several


async def test_one_of_several_named_by_its_place_is_looked_for_there_alone(home: Path):
    (plan,), tr = await converse(home, "Forget that I'm vegetarian and the florist reminder.")
    assert plan["status"] == "planned", plan
    assert "the florist reminder" in plan["message"]
    done = await approve(home, tr)
    assert done["status"] == "forgotten", done
    memory = (home / "workspace/MEMORY.md").read_text()
    assert "Vegetarian" not in memory and "Florist: Petal Lane" in memory  # the florist notes stay
    assert set(jobs(home)) == {"rem-rsvp", "rem-clinic"}


async def test_one_of_several_named_by_a_place_that_does_not_hold_it_is_asked_about(home: Path):
    before = {p: p.read_bytes() for p in home.rglob("*") if p.is_file() and "agents" not in p.parts}
    (plan,), _ = await converse(home, "Forget that I'm vegetarian and the yoga reminder.")
    assert plan["status"] == "needs_clarification", plan
    assert {p: p.read_bytes() for p in before} == before


def test_values_kept_to_a_place_are_read_apart_from_the_others():
    from lethe.planner.matching import Value
    from lethe.planner.scope import place_groups

    free, placed = Value("vegetarian"), Value("florist", kind="stems", places=frozenset({"reminders"}))
    assert place_groups([free]) == [(frozenset(Category), [free])]
    (notes, notes_values), (reminders, reminders_values) = place_groups([free, placed])
    assert notes_values == [free] and reminders_values == [free, placed]
    assert Category.MEMORY in notes and Category.TASK_HISTORY in notes and Category.REMINDERS not in notes
    assert {Category.REMINDERS, Category.SCHEDULED_TASKS} <= reminders and not notes & reminders


def test_a_value_kept_to_a_place_leaves_no_tombstone():
    """The florist notes stay: one later is no sign of the florist reminder written back."""
    from lethe.ledger.tombstones import records_for
    from lethe.planner.matching import Matcher, Value

    class Hasher:
        def digest(self, domain, data):
            return f"{domain}:{data}"

    placed = Value("florist", kind="stems", places=frozenset({"reminders"}))
    assert [r["hmac"] for r in records_for(Hasher(), Matcher([Value("vegetarian"), placed]))] == [
        "tombstone:vegetarian"
    ]
