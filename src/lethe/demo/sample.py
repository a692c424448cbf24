"""A deterministic sample assistant home: one planted subject among realistic, unrelated content.

`build_sample_home(root, size=..., seed=...)` writes an OpenClaw-style home (brief §1) with a conversation in
which the user once gave their sister's new address and now asks to forget it (brief §2), plus the memory
search index (§1.1). It returns a `SampleHome` naming the request, the literal values planted (`needles`)
and every home-relative path that holds a copy (`planted`). `lethe demo` runs a plan/confirm round on the
"demo" size; `bench/run.py` times Lethe on the larger ones.

Sizes:

- ``demo``: a tidy home like the replay scenarios (a handful of notes, six jobs, a few run logs).
- ``small``: about a year (365 daily notes, a 500-line MEMORY.md, 200 jobs).
- ``medium``: about three years (1,095 daily notes, 2,000-line MEMORY.md, 500 jobs).
- ``large``: ten years (3,650 daily notes, 5,000-line MEMORY.md, ~100,000 index chunks, 1,000 jobs with long
  run logs; a few hundred MB). Files are written one at a time, run logs in batches: memory stays small.

Guarantees (tests check them): the same (size, seed, agent) gives byte-identical files (file mtimes are
fixed too; only the index's `updated_at` column follows the clock); the needles appear in the planted
paths and in the conversation under `agents/`, nowhere else. Unrelated text is drawn from templates that
never contain "birch" or the sister's ZIP code, so a looser search for the address finds only the plants.
"""

from __future__ import annotations

import json
import os
import random
import re
import shutil
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, timedelta
from pathlib import Path

from lethe.kinds.memory_index import build_index

__all__ = ["SIZES", "SampleHome", "build_sample_home"]

REQUEST = "Please forget my sister's address."
ADDRESS = "14 Birch Lane, Portland, OR 97205"
NEEDLE = "14 Birch Lane"
ADDRESS_TURN = f"Anna just moved. Her new address is {ADDRESS}. Can you remember that?"
#: Words unrelated text must never contain (checked against every template and pool at import).
_FORBIDDEN = ("birch", "97205")

TODAY = date(2026, 5, 20)  # the home's "today": the last daily note, the day of the forget request
MOVE_DAY = date(2026, 5, 2)
CHUNK_LINES = 6
INDEX_MODEL = "mini"


@dataclass(frozen=True)
class SizeSpec:
    days: int  # daily notes, one per day ending TODAY
    memory_lines: int  # lines of MEMORY.md
    jobs: int  # jobs in cron/jobs.json
    note_lines: tuple[int, int]  # lines per generated daily note
    session_copy_every: int  # a session-memory copy (memory/DATE-slug.md) every N days
    topic_notes: int  # memory/<topic>/<name>.md notes
    topic_lines: tuple[int, int]
    run_lines: tuple[int, int]  # lines per recurring job's run log
    recall_entries: int
    log_lines: int
    canvas_pages: int
    trash_files: int


SIZES: dict[str, SizeSpec | None] = {
    "demo": None,  # hand-written, see _build_demo
    "small": SizeSpec(365, 500, 200, (12, 40), 10, 12, (20, 60), (10, 80), 150, 5_000, 15, 10),
    "medium": SizeSpec(1_095, 2_000, 500, (15, 60), 7, 30, (30, 120), (20, 200), 400, 20_000, 40, 30),
    "large": SizeSpec(3_650, 5_000, 1_000, (110, 190), 3, 120, (60, 200), (150, 1_500), 2_000, 150_000, 150, 80),
}


@dataclass
class SampleHome:
    root: Path
    size: str
    seed: int
    agent: str
    request: str  # the user's forget request (the last message of the current conversation)
    needles: list[str]  # the literal values planted
    planted: list[str]  # home-relative paths holding a copy (outside the conversation)
    session_id: str = ""
    files: int = 0
    bytes: int = 0
    seconds: float = 0.0
    chunks: int = 0  # rows written to the memory index
    extra: dict = field(default_factory=dict)


# ============================================================================================ text pools

FAMILY = [("Tomas", "brother"), ("Elena", "mom"), ("Rafael", "dad"), ("Lucia", "grandma"), ("Marco", "cousin")]
FRIENDS = ["Priya", "Jonah", "Mei", "Sam", "Dario", "Keiko", "Ruth", "Luis", "Hana", "Grace", "Theo", "Ife"]
COWORKERS = ["Olu", "Farah", "Ben", "Ines", "Wesley", "Nadia", "Arjun", "Colleen", "Yusuf", "Petra"]
PROJECTS = ["Bluefin", "Kestrel", "Marigold", "Sandpiper", "Quartz", "Tidepool", "Lantern", "Heron"]
WORK_TOPICS = [
    "the ingestion backfill",
    "schema drift alerts",
    "the Q3 roadmap",
    "the on-call handoff",
    "the cost dashboard",
    "the Airflow upgrade",
    "dbt model tests",
    "the vendor contract",
    "the data retention policy",
    "the hiring loop for the senior role",
    "late-arriving events",
    "the warehouse bill",
    "the SLA report",
    "partition pruning",
    "the Kafka consumer lag",
    "the quarterly planning doc",
    "the feature store",
]
INCIDENTS = [
    "a stuck DAG",
    "disk pressure on etl-3",
    "a failed dbt run",
    "an expired API token",
    "consumer lag",
    "a schema change upstream",
    "a flaky connector",
    "a full /tmp on the runner",
]
PLACES = [
    "Laurelhurst Park",
    "Forest Park",
    "Mt. Tabor",
    "Cathedral Park",
    "the Eastbank Esplanade",
    "Sellwood Riverfront Park",
    "Powell Butte",
    "the Pearl",
    "St. Johns",
    "Alberta Arts",
]
STREETS = [
    "Juniper Lane",
    "Alder Street",
    "SE Division St",
    "NE Alberta St",
    "Maple Court",
    "Cedar Lane",
    "Willow Way",
    "Hawthorne Blvd",
    "Oak Street",
    "Fremont Ave",
    "Linden Drive",
    "Spruce Court",
]
CITIES = [
    ("Portland, OR", ["97214", "97212", "97202", "97211", "97232"]),
    ("Beaverton, OR", ["97005"]),
    ("Seattle, WA", ["98103", "98115"]),
    ("Eugene, OR", ["97401"]),
    ("Vancouver, WA", ["98660"]),
]
STORES = ["New Seasons", "Trader Joe's", "Fred Meyer", "Costco", "the farmers market", "Safeway", "Zupan's"]
SHOPS = ["Alder Outfitters", "Powell's Books", "REI", "Next Adventure", "Cargo", "Wallace Books"]
CAFES = ["Heart Coffee", "Coava", "Never Coffee", "Either/Or", "Proud Mary", "Barista"]
RESTAURANTS = [
    "Ha VL",
    "Pok Pok Noi",
    "Nong's",
    "Lardo",
    "Hat Yai",
    "Tusk",
    "Ken's Artisan Pizza",
    "Nostrana",
    "Bollywood Theater",
    "Canard",
    "Sushi Ichiza",
    "Mi Mero Mole",
]
DISHES = [
    "lentil soup",
    "mushroom-free risotto",
    "black bean tacos",
    "dal and rice",
    "veggie curry",
    "shakshuka",
    "pasta with pesto",
    "roasted cauliflower",
    "tofu stir-fry",
    "minestrone",
    "falafel bowls",
    "chili",
]
BOOKS = [
    "The Overstory",
    "Piranesi",
    "Tomorrow, and Tomorrow, and Tomorrow",
    "The Dispossessed",
    "Braiding Sweetgrass",
    "Project Hail Mary",
    "Designing Data-Intensive Applications",
    "The Left Hand of Darkness",
    "Klara and the Sun",
]
FILMS = ["Past Lives", "Perfect Days", "Arrival", "Paddington 2", "The Holdovers", "Spirited Away", "Aftersun"]
BILLS = ["electricity", "water", "internet", "phone", "gas", "renter's insurance"]
CHORES = [
    "took the recycling out",
    "ran the dishwasher",
    "changed the furnace filter",
    "watered the tomatoes",
    "vacuumed the stairs",
    "returned the library books",
    "cleaned out the fridge",
    "descaled the kettle",
    "fixed the squeaky closet door",
    "swapped the winter tires",
    "defrosted the freezer",
    "washed the car",
    "re-potted the monstera",
    "organized the garage shelf",
    "replaced the smoke detector battery",
]
TODOS = [
    "renew the passport",
    "book a haircut",
    "call the bank about the card",
    "cancel the unused gym add-on",
    "send the rent receipt to the accountant",
    "order new contact lenses",
    "update the emergency contacts",
    "schedule the furnace check",
    "back up the photo library",
    "buy a birthday card for Tomas",
    "return the jacket to REI",
    "sign up for the 10k in September",
    "renew the car registration",
]
HOBBIES = ["sourdough", "bouldering", "watercolor", "the ukulele", "chess puzzles", "trail running", "Spanish lessons"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
MONTHS = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
]
SECTIONS = ["work", "home", "errands", "health", "evening", "notes", "social", "money"]
ANNA_TOPICS = [
    "her new job at the library",
    "the family reunion",
    "Mom's knee surgery",
    "her cat Miso",
    "a hiking trip to Mt. Hood",
    "her garden",
    "Tomas's wedding plans",
]

DAILY_TEMPLATES = [
    "Standup: {project} is {status}.",
    "{coworker} asked for {artifact} by {weekday}.",
    "Reviewed PR #{pr} ({work_topic}).",
    "Pipeline p95 latency {ms} ms after the change to {work_topic}.",
    "On-call: paged at {hh}:{mm} for {incident}; resolved in {n} minutes.",
    "1:1 with Olu: {work_topic}.",
    "Drafted the design doc for {work_topic}.",
    "{project} migration at {pct}%.",
    "{coworker} is out {weekday}; covering {work_topic}.",
    "Closed {n} tickets; {n} still open for {project}.",
    "Ran {km} km in {place}.",
    "Yoga at {time}.",
    "Slept {hours} hours.",
    "Stretched for {n} minutes before bed.",
    "Groceries at {store}: ${amount}.",
    "Cooked {dish}.",
    "Tried {restaurant}; {verdict}.",
    "Coffee with {friend} at {cafe}.",
    "{friend} called about {social_topic}.",
    "Lunch with {coworker} at {restaurant}.",
    "{family} called; {family_news}.",
    "Texted {friend} about {social_topic}.",
    'Read {pages} pages of "{book}".',
    'Watched "{film}".',
    "Practiced {hobby} for {n} minutes.",
    "Paid the {bill} bill: ${amount}.",
    "Transferred ${big_amount} to savings.",
    "Paid rent: $1,850.",
    "Chores: {chore}.",
    "Also {chore}.",
    "TODO: {todo}.",
    "Remember to {todo}.",
    "Booked {appointment} for {month} {day} at {time}.",
    "Ordered {item} from {shop} (${amount}).",
    "{friend}'s new place is {decoy_address}.",
    "Sent a card to {family} at {decoy_address}.",
    "Talked to Anna about {anna_topic}.",
    "Anna sent photos of {anna_photo}.",
    "Weather: {weather}, {temp}F.",
    "Idea: {idea}.",
]
MEMORY_TEMPLATES = [
    "- {friend} likes {like}.",
    "- {friend}'s birthday is {month} {day}.",
    "- {family_rel} prefers {like}.",
    "- {coworker} owns {work_topic}.",
    "- {project}: {project_fact}.",
    "- Prefers {preference}.",
    "- Usually runs in {place} on {weekday}s.",
    "- Favorite {favorite}.",
    "- {friend} lives at {decoy_address}.",
    "- Allergic to penicillin; mention it when booking {medical}.",
    "- Dentist is Dr. {surname} at {street_addr}.",
    "- Car: 2017 Subaru Outback, plate {plate}.",
    "- Wi-Fi guest password is rotated monthly; current one is on the fridge.",
    "- {family_rel} phone {phone}.",
    "- Library card expires {month} {year}.",
    "- Pays {bill} on the {ordinal} of the month.",
    "- Avoid {avoid}.",
    "- Anna likes {anna_like}.",
]
MEMORY_SECTIONS = ["People", "Preferences", "Work", "Health", "Home", "Money", "Travel", "Projects", "Places"]

POOLS: dict[str, list | Callable[[random.Random], str]] = {
    "project": PROJECTS,
    "coworker": COWORKERS,
    "friend": FRIENDS,
    "family": [f[0] for f in FAMILY],
    "work_topic": WORK_TOPICS,
    "incident": INCIDENTS,
    "place": PLACES,
    "store": STORES,
    "shop": SHOPS,
    "cafe": CAFES,
    "restaurant": RESTAURANTS,
    "dish": DISHES,
    "book": BOOKS,
    "film": FILMS,
    "bill": BILLS,
    "chore": CHORES,
    "todo": TODOS,
    "hobby": HOBBIES,
    "weekday": WEEKDAYS,
    "month": MONTHS,
    "anna_topic": ANNA_TOPICS,
    "section": SECTIONS,
    "status": ["on track", "blocked on review", "slipping a week", "in QA", "waiting on the vendor", "done"],
    "artifact": ["a risk list", "the cost estimate", "a rollout plan", "slides", "the postmortem", "test results"],
    "verdict": ["great noodles", "too loud", "worth going back", "the curry was excellent", "slow service"],
    "social_topic": [
        "the family reunion in August",
        "a board game night",
        "a camping trip",
        "the book club pick",
        "a concert at the Crystal Ballroom",
        "carpooling to the coast",
        "a birthday dinner",
    ],
    "family_news": [
        "the reunion is moving to Bend",
        "the new puppy is chewing everything",
        "the roof is fixed",
        "grandma's checkup went fine",
        "they booked flights for Thanksgiving",
    ],
    "appointment": [
        "the dentist",
        "a physio session",
        "the eye doctor",
        "a haircut",
        "the vet for Miso",
        "an oil change",
        "the annual checkup",
    ],
    "item": [
        "trail runners",
        "merino socks",
        "a rain shell",
        "a bike light",
        "a French press",
        "AA batteries",
        "a yoga mat",
        "a cast-iron pan",
        "a birthday gift for Priya",
    ],
    "weather": ["rain", "drizzle", "sunny", "overcast", "windy", "fog in the morning"],
    "idea": [
        "automate the grocery list from the meal plan",
        "a shared calendar for the reunion",
        "try batch-cooking on Sundays",
        "a reading log in the notes",
        "a monthly budget review",
    ],
    "like": ["oolong tea", "dark chocolate", "jazz records", "crossword puzzles", "sunflowers", "spicy food"],
    "preference": [
        "window seats and early flights",
        "short answers",
        "paper books",
        "calls after 6pm",
        "texts over calls",
        "metric units for running",
        "aisle seats on long flights",
    ],
    "family_rel": [f"{name} ({relation})" for name, relation in FAMILY],
    "anna_photo": ["her new garden", "her cat Miso", "the hike on Mt. Hood", "her bookshelf", "a sunset at the coast"],
    "medical": ["the dentist", "a physio session", "the eye doctor", "the annual checkup", "a flu shot"],
    "favorite": [
        "coffee: Coava",
        "bookstore: Powell's",
        "hike: Dog Mountain",
        "restaurant: Ha VL",
        "film: Arrival",
        "board game: Wingspan",
        "bakery: Ken's Artisan Bakery",
        "park: Mt. Tabor",
    ],
    "project_fact": [
        "kickoff was in March",
        "Olu wants weekly updates",
        "budget is 3 engineers for a quarter",
        "rollout behind a feature flag",
        "depends on the vendor API v2",
        "dashboards live in Looker",
    ],
    "avoid": ["mushrooms", "red-eye flights", "meetings before 9am", "cilantro", "loud restaurants"],
    "anna_like": ["tulips", "mystery novels", "Thai food", "long walks", "vintage postcards"],
    "surname": ["Nguyen", "Ellis", "Okafor", "Brandt", "Morales", "Sato"],
    "ordinal": ["1st", "5th", "10th", "15th", "28th"],
    "pr": lambda r: str(r.randint(1000, 9999)),
    "ms": lambda r: str(r.randint(80, 2400)),
    "hh": lambda r: f"{r.randint(0, 23):02d}",
    "mm": lambda r: f"{r.randint(0, 59):02d}",
    "n": lambda r: str(r.randint(2, 45)),
    "pct": lambda r: str(r.randint(5, 99)),
    "km": lambda r: f"{r.randint(3, 16)}.{r.randint(0, 9)}",
    "hours": lambda r: f"{r.randint(5, 8)}.{r.choice('05')}",
    "amount": lambda r: f"{r.randint(6, 240)}.{r.randint(0, 99):02d}",
    "big_amount": lambda r: f"{r.randint(1, 20) * 50:,}",
    "pages": lambda r: str(r.randint(10, 90)),
    "time": lambda r: _clock(r.randint(7, 20), r.choice(["00", "15", "30", "45"])),
    "day": lambda r: str(r.randint(1, 28)),
    "temp": lambda r: str(r.randint(34, 96)),
    "year": lambda r: str(r.randint(2026, 2031)),
    "phone": lambda r: f"503-555-{r.randint(100, 199):04d}",
    "plate": lambda r: f"{r.randint(100, 999)} {r.choice('KLMNP')}XR",
    "decoy_address": lambda r: _decoy_address(r),
    "street_addr": lambda r: f"{r.randint(100, 4999)} {r.choice(STREETS)}",
}


def _clock(hour: int, minute: str) -> str:
    return f"{hour % 12 or 12}:{minute}{'am' if hour < 12 else 'pm'}"


def _decoy_address(r: random.Random) -> str:
    city, zips = r.choice(CITIES)
    return f"{r.randint(2, 9800)} {r.choice(STREETS)}, {city} {r.choice(zips)}"


def _check_pools() -> None:
    texts: list[str] = list(DAILY_TEMPLATES) + list(MEMORY_TEMPLATES) + [s for s, _ in CITIES]
    for v in POOLS.values():
        if isinstance(v, list):
            texts += [str(x) for x in v]
    for z in CITIES:
        texts += z[1]
    bad = [t for t in texts if any(f in t.lower() for f in _FORBIDDEN)]
    if bad:  # pragma: no cover - a guard for whoever edits the pools
        raise AssertionError(f"sample text pools must not hold the planted subject: {bad[:3]}")


_check_pools()
_FIELD = re.compile(r"\{(\w+)\}")


class _Text:
    """Seeded fill-in of templates."""

    def __init__(self, rng: random.Random):
        self.rng = rng

    def gen(self, name: str) -> str:
        v = POOLS[name]
        return self.rng.choice(v) if isinstance(v, list) else v(self.rng)

    def fill(self, tpl: str, memo: dict[str, str] | None = None) -> str:
        """Fill a template; with `memo`, a field named twice (also across calls sharing it) gets one value."""
        if memo is None:
            return _FIELD.sub(lambda m: self.gen(m.group(1)), tpl)
        return _FIELD.sub(lambda m: memo.setdefault(m.group(1), self.gen(m.group(1))), tpl)

    def daily(self) -> str:
        return "- " + self.fill(self.rng.choice(DAILY_TEMPLATES))

    def memory(self) -> str:
        return self.fill(self.rng.choice(MEMORY_TEMPLATES))


# ============================================================================================ fixed content

CORE_NOTES: dict[date, list[str]] = {
    date(2026, 3, 2): [
        "Booked the dentist for March 10 at 9am.",
        'Started reading "The Overstory".',
        "Paid the electricity bill: $63.12.",
    ],
    date(2026, 4, 18): [
        "Tomas called about the family reunion in August.",
        "Priya recommended a Thai place on Hawthorne.",
        "Ordered trail runners in 10.5 wide from Alder Outfitters.",
        "Bluefin kickoff moved to Thursday; Olu wants a risk list.",
    ],
    MOVE_DAY: [
        "Helped Anna move; returned the rental truck by 6pm.",
        "Anna's old couch went to the donation center.",
        "Ordered pizza for the moving crew ($48.50).",
    ],
    date(2026, 5, 9): [
        f"Mailed a housewarming card to Anna at {NEEDLE}.",  # planted
        "Farmers market: strawberries, asparagus, goat cheese.",
        "Ran 6.2 km in Laurelhurst Park.",
    ],
    date(2026, 5, 18): [
        "Olu approved the Bluefin risk list.",
        "Anna sent photos of her new garden; she planted tulips.",
        "Changed the furnace filter.",
    ],
}
PLANTED_NOTE_DAY = date(2026, 5, 9)

MEMORY_PEOPLE = [
    "- Sister: Anna Reyes.",
    f"- Anna lives at {ADDRESS}.",  # planted
    "- Anna's birthday is June 3; she loves tulips.",
    "- Brother: Tomas, phone 503-555-0142.",
    "- Best friend: Priya, met at university.",
]
MEMORY_REST = [
    "",
    "## Preferences",
    "- Prefers window seats and early flights.",
    "- Vegetarian; avoid mushrooms.",
    "- Allergic to penicillin (rash in 2019).",
    "",
    "## Work",
    "- Data engineer at Fernhill Labs; manager is Olu.",
    "- Code name for the Q3 migration project: Bluefin.",
    "",
    "## Home",
    "- Rents the apartment on SE Division St; landlord is Mr. Okafor. <!-- retention: POL-7Y until=2033-05-01 -->",
    "- Trash and recycling go out Sunday night.",
]
MEMORY_PROMOTED = [
    "",
    "## Promoted From Short-Term Memory (2026-05-12)",
    "<!-- openclaw-memory-promotion:4f1c2a90 -->",
    "- Priya's Thai recommendation on Hawthorne was great (get the khao soi).",
]

USER_MD = """# User
- Name: Maya Chen. Timezone: America/Los_Angeles.
- Allergic to penicillin; mention it when booking medical appointments.
- Likes concise answers.
- Works Monday to Friday, 9 to 5; no pings after 9pm unless urgent.
"""
TOOLS_MD = """# Tools
- Living room camera: cam-livingroom (Reolink), night mode after 10pm.
- SSH: homelab at 192.168.1.20, user maya, key ~/.ssh/homelab.
- Voice: the calm voice at speed 1.1.
- Printer: Brother HL-L2350 on the office shelf.
"""
HEARTBEAT_MD = """# Heartbeat
- Check email for anything from Olu marked urgent.
- Make sure the reminder for Anna's holiday gift is still set.
- Glance at tomorrow's calendar and flag conflicts.
"""
DREAMS_MD = """# Dreams
## 2026-05-12
- Recurring theme: the Bluefin rollout and the risk list.
- Candidate truth: prefers short, direct answers in the evening.
"""
PROFILE_CORE = [
    "# Shopping profile",
    "- Shoe size: 10.5 US, wide fit.",
    "- Prefers merino wool socks.",
    "- Budget for gifts: around $40.",
    f"- Ship gifts for Anna to {ADDRESS} (leave them at the side door).",  # planted
    "- Favorite stores: Alder Outfitters, Powell's Books, New Seasons.",
]

SESSION_COPY_SLUG = "moving-day"
SESSION_COPY_TURNS = [
    ("user", "What time does the rental truck need to be back?"),
    ("assistant", "By 6pm today at the SE 17th Ave location."),
    ("user", ADDRESS_TURN),
    ("assistant", "Got it. I saved Anna's new address."),
    ("user", "Thanks! Also remind me to ship her holiday gift before Dec 15."),
    ("assistant", "Done, I set a reminder for Dec 10."),
]
SESSION_TURN_TEMPLATES = [
    ("Can you find a {dish} recipe for two?", "Here's a quick one: about 35 minutes, mostly pantry staples."),
    ("What's on my calendar {weekday}?", "Just the {project} sync at 10am and {appointment} at {time}."),
    ("Remind me what {coworker} asked for.", "{coworker} wanted {artifact} by {weekday}."),
    ("How far did I run this week?", "About {km} km over three runs, mostly in {place}."),
    ("Add {item} to the shopping list.", "Added. The list has {n} items now."),
    ("Any good places for dinner near {place}?", "{restaurant} is close and has good vegetarian options."),
    ("Did I pay the {bill} bill?", "Yes, ${amount} went out on the 5th."),
    ("Draft a reply to {friend} about {social_topic}.", "Here's a short draft you can send as is."),
    ("What was the book {friend} recommended?", '"{book}" - you noted it a few weeks ago.'),
    ("Summarize the {project} status.", "{project} is {status}; {coworker} owns the next step."),
]

DEMO_JOBS_AT = [
    (
        "rem-anna-holiday-gift",
        "Ship Anna's holiday gift",
        "2026-12-10T17:00:00Z",
        f"Reminder: ship Anna's holiday gift to {ADDRESS} before Dec 15.",
    ),  # planted
    ("rem-dentist", "Dentist", "2027-03-09T16:00:00Z", "Dentist tomorrow at 9am."),
    ("rem-anna-birthday", "Anna's birthday", "2027-05-27T16:00:00Z", "Anna's birthday is June 3 - order tulips."),
]
PLANTED_JOB = "rem-anna-holiday-gift"
DIGEST_JOB = "weekly-digest"
PLANTED_RUN_TS = datetime(2026, 5, 4, 15, 0, 4, tzinfo=UTC)
PLANTED_RUN_SUMMARY = (
    f"Weekly digest sent: Anna moved to {NEEDLE} on Saturday; the Bluefin risk list is due "
    "Thursday; 3 reminders coming up this week."
)
DIGEST_SUMMARIES = [
    "Weekly digest sent: {n} notes, {project} is {status}; {friend} called about {social_topic}.",
    "Weekly digest sent: ran {km} km total; paid the {bill} bill; TODO {todo}.",
    "Weekly digest sent: {coworker} asked for {artifact}; dinner at {restaurant}; {n} reminders coming up.",
]
RUN_SUMMARIES = {
    "inbox": ["Triaged {n} emails; {n} need replies (one from {coworker}).", "Inbox quiet: {n} newsletters archived."],
    "health": ["Checked the homelab: all services up ({ms} ms).", "Homelab backup verified: {n} GB, {n} snapshots."],
    "profile": ["Rebuilt the shopping profile from {n} orders; no changes.", "Shopping profile: added {item}."],
    "news": [
        "Morning brief: {weather}, {temp}F; {n} calendar items; {project} standup at 10am.",
        "Morning brief: {weather}; reminder to {todo}.",
    ],
    "finance": [
        "Budget check: groceries ${amount} this week; {bill} bill due on the {ordinal}.",
        "Budget check: on track; transferred ${big_amount} to savings.",
    ],
    "plants": ["Plant check: watered the tomatoes and the monstera.", "Plant check: rain today, skipped watering."],
}
RECURRING_KINDS = [
    ("inbox", "Inbox triage", "Triage my inbox and tell me what needs a reply."),
    ("health", "Homelab health check", "Check the homelab services and report anything down."),
    ("profile", "Shopping profile refresh", "Rebuild memory/shopping/PROFILE.md from the last 90 days of orders."),
    ("news", "Morning brief", "Send me the weather, my calendar and anything urgent."),
    ("finance", "Budget check", "Compare this week's spending with the budget and tell me if I'm over."),
    ("plants", "Plant watering", "Check the forecast and remind me to water the plants if it's dry."),
]
REMINDER_TEMPLATES = [
    ("Call {family}", "Reminder: call {family} about {social_topic}."),
    ("Pay {bill}", "Reminder: pay the {bill} bill."),
    ("{appointment}", "Reminder: {appointment} at {time}."),
    ("To do", "Reminder: {todo}."),
    ("{friend}'s birthday", "{friend}'s birthday is {month} {day} - send a card."),
    ("{project} deadline", "Reminder: {artifact} for {project} is due."),
    ("Pick up {item}", "Reminder: pick up {item} at {shop}."),
]

CANVAS_HOUSEWARMING = f"""<!doctype html>
<html><head><meta charset="utf-8"><title>Housewarming at Anna's</title></head>
<body>
<h1>Housewarming at Anna's</h1>
<p>Saturday, May 16, from 3pm.</p>
<p>Where: {ADDRESS}</p>
<p>Bring: snacks or a plant. Parking on the street.</p>
</body></html>
"""
CANVAS_TRIP = """<!doctype html>
<html><head><meta charset="utf-8"><title>Lisbon, September</title></head>
<body>
<h1>Lisbon, September 12-19</h1>
<ul>
<li>Flights: PDX to LIS via JFK, window seats.</li>
<li>Stay: Alfama, near the Miradouro de Santa Luzia.</li>
<li>Day trip to Sintra on Tuesday.</li>
</ul>
</body></html>
"""
CANVAS_BUDGET = """<!doctype html>
<html><head><meta charset="utf-8"><title>Budget 2026</title></head>
<body>
<h1>Budget 2026</h1>
<table><tr><th>Category</th><th>Monthly</th></tr>
<tr><td>Rent</td><td>$1,850</td></tr><tr><td>Groceries</td><td>$520</td></tr>
<tr><td>Utilities</td><td>$210</td></tr><tr><td>Savings</td><td>$600</td></tr></table>
</body></html>
"""
TRASH_PLANTED = f"# Note\nAnna's new address: {ADDRESS}.\n"
TRASH_DIR = ".trash/2026-05-10T08-31-02Z"


# ============================================================================================ writer


def _ms(dt: datetime) -> int:
    return int(dt.timestamp() * 1000)


def _iso(dt: datetime) -> str:
    return dt.strftime("%Y-%m-%dT%H:%M:%S.") + f"{dt.microsecond // 1000:03d}Z"


def _at(d: date, hour: int = 21, minute: int = 0) -> datetime:
    return datetime(d.year, d.month, d.day, hour, minute, tzinfo=UTC)


class _Home:
    def __init__(self, root: Path, rng: random.Random, agent: str):
        self.root = root
        self.rng = rng
        self.text = _Text(rng)
        self.agent = agent
        self.planted: set[str] = set()
        self.memory_rel: list[str] = []  # workspace-relative Markdown memory files, for the index
        self.recall_pool: list[tuple[str, int, str]] = []  # (workspace path, line, text) of unrelated bullets
        self.recall_rate = 0.0

    def _path(self, rel: str) -> Path:
        p = self.root / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        return p

    def _done(self, rel: str, when: datetime, planted: bool) -> None:
        t = when.timestamp()
        os.utime(self.root / rel, (t, t))
        if planted:
            self.planted.add(rel)
        if rel.startswith("workspace/") and rel.endswith(".md"):
            ws = rel[len("workspace/") :]
            if ws == "MEMORY.md" or (ws.startswith("memory/") and "/.dreams/" not in ws):
                self.memory_rel.append(ws)

    def write(self, rel: str, text: str, when: datetime, planted: bool = False) -> None:
        self._path(rel).write_text(text, encoding="utf-8")
        self._done(rel, when, planted)

    def write_lines(self, rel: str, lines: list[str], when: datetime, planted: bool = False) -> None:
        """Write Markdown lines; remember some unrelated bullets as candidates for recall entries."""
        self.write(rel, "\n".join(lines) + "\n", when, planted)
        if self.recall_rate and rel.startswith("workspace/"):
            ws = rel[len("workspace/") :]
            for i, line in enumerate(lines, 1):
                if line.startswith("- ") and NEEDLE not in line and self.rng.random() < self.recall_rate:
                    self.recall_pool.append((ws, i, line[2:]))

    def write_json(self, rel: str, obj, when: datetime, planted: bool = False) -> None:
        self.write(rel, json.dumps(obj, indent=2) + "\n", when, planted)

    def stream(self, rel: str, lines: Iterator[str], when: datetime, planted: bool = False, batch: int = 2000):
        """Write lines from an iterator in batches (never the whole file in memory)."""
        buf: list[str] = []
        with self._path(rel).open("w", encoding="utf-8") as f:
            for line in lines:
                buf.append(line)
                if len(buf) >= batch:
                    f.write("\n".join(buf) + "\n")
                    buf.clear()
            if buf:
                f.write("\n".join(buf) + "\n")
        self._done(rel, when, planted)

    def uuid(self) -> str:
        h = f"{self.rng.getrandbits(128):032x}"
        return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{'89ab'[int(h[16], 16) % 4]}{h[17:20]}-{h[20:32]}"


# ============================================================================================ pieces


def _memory_md(h: _Home, spec: SizeSpec | None) -> int:
    """Write workspace/MEMORY.md; return the line number of the planted line."""
    lines = ["# Memory", "", "## People"]
    if spec:
        lines += [h.text.fill("- {friend} likes {like}.") for _ in range(h.rng.randint(2, 12))]
    planted_line = len(lines) + 2
    lines += MEMORY_PEOPLE + MEMORY_REST + MEMORY_PROMOTED
    if spec:
        while len(lines) < spec.memory_lines - 1:
            if h.rng.random() < 0.25:
                d = TODAY - timedelta(days=h.rng.randint(1, spec.days))
                lines += [
                    "",
                    f"## Promoted From Short-Term Memory ({d.isoformat()})",
                    f"<!-- openclaw-memory-promotion:{h.rng.getrandbits(32):08x} -->",
                ]
            else:
                lines += ["", f"## {h.rng.choice(MEMORY_SECTIONS)}"]
            lines += [h.text.memory() for _ in range(h.rng.randint(4, 18))]
        del lines[spec.memory_lines - 1 :]
        lines.append(h.text.memory())
    assert lines[planted_line - 1] == MEMORY_PEOPLE[1]
    h.write_lines("workspace/MEMORY.md", lines, _at(TODAY, 18), planted=True)
    return planted_line


def _daily_notes(h: _Home, spec: SizeSpec | None) -> None:
    if spec is None:
        for d, bullets in CORE_NOTES.items():
            h.write_lines(
                f"workspace/memory/{d.isoformat()}.md",
                [f"# {d.isoformat()}"] + [f"- {b}" for b in bullets],
                _at(d),
                planted=d == PLANTED_NOTE_DAY,
            )
        return
    start = TODAY - timedelta(days=spec.days - 1)
    lo, hi = spec.note_lines
    sectioned = hi > 60
    for i in range(spec.days):
        d = start + timedelta(days=i)
        target = h.rng.randint(lo, hi)
        lines = [f"# {d.isoformat()}"]
        hh = 7
        while len(lines) < target:
            if sectioned:
                hh = min(hh + h.rng.randint(0, 2), 23)
                lines += ["", f"## {hh:02d}:{h.rng.randint(0, 59):02d} · {h.rng.choice(SECTIONS)}"]
                lines += [h.text.daily() for _ in range(h.rng.randint(3, 9))]
            else:
                lines.append(h.text.daily())
        core = CORE_NOTES.get(d)
        if core:
            bullets = [j for j, line in enumerate(lines) if line.startswith("- ")] or [len(lines) - 1]
            at = h.rng.choice(bullets)
            lines[at + 1 : at + 1] = [f"- {b}" for b in core]
        h.write_lines(f"workspace/memory/{d.isoformat()}.md", lines, _at(d), planted=d == PLANTED_NOTE_DAY)


def _session_copy_lines(h: _Home, when: datetime, session_id: str, turns: list[tuple[str, str]]) -> list[str]:
    lines = [
        f"# Session: {when.strftime('%Y-%m-%d %H:%M:%S')} UTC",
        "",
        f"- **Session Key**: agent:{h.agent}:main",
        f"- **Session ID**: {session_id}",
        "- **Source**: telegram",
        "",
        "## Conversation Summary",
        "",
    ]
    return lines + [f"{role}: {text}" for role, text in turns]


def _session_copies(h: _Home, spec: SizeSpec | None, session_id: str) -> None:
    when = _at(MOVE_DAY, 17, 31)
    rel = f"workspace/memory/{MOVE_DAY.isoformat()}-{SESSION_COPY_SLUG}.md"
    h.write_lines(rel, _session_copy_lines(h, when, session_id, SESSION_COPY_TURNS), when, planted=True)
    if spec is None:
        return
    slugs = [
        "weekend-plans",
        "tax-questions",
        "dinner-ideas",
        "work-catchup",
        "trip-planning",
        "budget-review",
        "running-log",
        "book-club",
        "errands",
        "reunion-planning",
        "car-service",
        "gift-ideas",
    ]
    d = TODAY - timedelta(days=spec.days - 1)
    while d < TODAY:
        d += timedelta(days=h.rng.randint(1, 2 * spec.session_copy_every - 1))
        if d == MOVE_DAY or d > TODAY:
            continue
        turns: list[tuple[str, str]] = []
        for _ in range(h.rng.randint(3, 12)):
            u, a = h.rng.choice(SESSION_TURN_TEMPLATES)
            memo: dict[str, str] = {}
            turns += [("user", h.text.fill(u, memo)), ("assistant", h.text.fill(a, memo))]
        when = _at(d, h.rng.randint(7, 22), h.rng.randint(0, 59))
        h.write_lines(
            f"workspace/memory/{d.isoformat()}-{h.rng.choice(slugs)}.md",
            _session_copy_lines(h, when, h.uuid(), turns),
            when,
        )


def _topic_notes(h: _Home, spec: SizeSpec | None) -> None:
    h.write_lines(
        "workspace/memory/shopping/PROFILE.md",
        PROFILE_CORE + ([h.text.fill("- Likes {like}; bought {item} at {shop}.") for _ in range(20)] if spec else []),
        _at(date(2026, 5, 16)),
        planted=True,
    )
    if spec is None:
        return
    kinds = [
        ("people", FRIENDS + COWORKERS),
        ("projects", PROJECTS),
        ("places", [p.replace(" ", "-") for p in PLACES]),
        ("recipes", [x.replace(" ", "-") for x in DISHES]),
        ("reading", [b.split(",")[0] for b in BOOKS]),
    ]
    seen: set[str] = set()
    for _ in range(spec.topic_notes):
        folder, names = h.rng.choice(kinds)
        name = re.sub(r"[^a-z0-9-]+", "-", h.rng.choice(names).lower()).strip("-")
        rel = f"workspace/memory/{folder}/{name}.md"
        if rel in seen:
            rel = f"workspace/memory/{folder}/{name}-{len(seen)}.md"
        seen.add(rel)
        lines = [f"# {name.replace('-', ' ').title()}", ""]
        lines += [
            h.text.daily() if h.rng.random() < 0.6 else h.text.memory() for _ in range(h.rng.randint(*spec.topic_lines))
        ]
        h.write_lines(rel, lines, _at(TODAY - timedelta(days=h.rng.randint(1, spec.days))))


def _curated(h: _Home, spec: SizeSpec | None) -> None:
    when = _at(TODAY, 18)
    extra = lambda n: "".join(h.text.memory() + "\n" for _ in range(n)) if spec else ""  # noqa: E731
    h.write("workspace/USER.md", USER_MD + extra(8), when)
    h.write("workspace/TOOLS.md", TOOLS_MD, when)
    h.write("workspace/HEARTBEAT.md", HEARTBEAT_MD, when)
    h.write("workspace/DREAMS.md", DREAMS_MD + extra(12), when)


def _recall(h: _Home, spec: SizeSpec | None, planted_line: int) -> None:
    def entry(path: str, line: int, snippet: str, day: date) -> dict:
        first = _at(day, 9)
        last = _at(min(TODAY - timedelta(days=1), day + timedelta(days=h.rng.randint(0, 12))), 20)
        n = h.rng.randint(1, 9)
        return {
            "key": f"memory:{path}:{line}:{line}",
            "path": path,
            "startLine": line,
            "endLine": line,
            "source": "memory",
            "snippet": snippet,
            "recallCount": n,
            "dailyCount": h.rng.randint(1, n),
            "groundedCount": h.rng.randint(0, n),
            "totalScore": round(h.rng.uniform(0.4, 6.0), 3),
            "maxScore": round(h.rng.uniform(0.4, 1.0), 3),
            "firstRecalledAt": _iso(first),
            "lastRecalledAt": _iso(last),
            "queryHashes": [f"{h.rng.getrandbits(48):012x}"],
            "recallDays": [first.date().isoformat()],
            "conceptTags": [],
        }

    entries = [entry("MEMORY.md", planted_line, MEMORY_PEOPLE[1][2:], MOVE_DAY)]
    entries[0]["conceptTags"] = ["family", "address"]
    pool = h.recall_pool
    want = spec.recall_entries if spec else 4
    picks = sorted(h.rng.sample(range(len(pool)), min(want, len(pool))))
    for i in picks:
        path, line, snippet = pool[i]
        m = re.match(r"memory/(\d{4}-\d{2}-\d{2})", path)
        day = date.fromisoformat(m.group(1)) if m else TODAY - timedelta(days=3)
        entries.append(entry(path, line, snippet, min(day, TODAY)))
    h.rng.shuffle(entries)
    h.write_json(
        "workspace/memory/.dreams/short-term-recall.json",
        {"version": 1, "updatedAt": _iso(_at(TODAY, 3)), "entries": entries},
        _at(TODAY, 3),
        planted=True,
    )


def _job(jid: str, name: str, schedule: dict, payload: dict, created: datetime, **more) -> dict:
    job = {
        "id": jid,
        "agentId": "main",
        "name": name,
        "enabled": True,
        "createdAtMs": _ms(created),
        "updatedAtMs": _ms(created),
        "schedule": schedule,
        "sessionTarget": "isolated",
        "wakeMode": "now",
        "payload": payload,
        "state": {"nextRunAtMs": _ms(_at(TODAY + timedelta(days=1), 15))},
    }
    job.update(more)
    return job


def _reminder(jid: str, name: str, at: str, text: str, created: datetime) -> dict:
    job = _job(jid, name, {"kind": "at", "at": at}, {"kind": "systemEvent", "text": text}, created, deleteAfterRun=True)
    job["state"]["nextRunAtMs"] = _ms(datetime.fromisoformat(at.replace("Z", "+00:00")))
    return job


def _jobs(h: _Home, spec: SizeSpec | None, agent: str) -> list[tuple[str, str, int]]:
    """Write cron/jobs.json; return (job id, summary kind, period in seconds) for jobs that get run logs."""
    created = _at(MOVE_DAY, 17, 30)
    jobs = [_reminder(jid, name, at, text, created) for jid, name, at, text in DEMO_JOBS_AT]
    jobs.append(
        _job(
            "shopping-profile-refresh",
            "Shopping profile refresh",
            {"kind": "every", "everyMs": 604_800_000},
            {"kind": "agentTurn", "message": RECURRING_KINDS[2][2]},
            _at(date(2026, 1, 4), 12),
        )
    )
    jobs.append(
        _job(
            DIGEST_JOB,
            "Weekly digest",
            {"kind": "cron", "expr": "0 8 * * 1", "tz": "America/Los_Angeles"},
            {"kind": "agentTurn", "message": "Summarize last week's notes and send them to me."},
            _at(date(2025, 11, 3), 12),
            delivery={"mode": "announce", "channel": "telegram", "to": "maya"},
        )
    )
    jobs.append(
        _job(
            "inbox-triage",
            "Inbox triage",
            {"kind": "cron", "expr": "30 7 * * 1-5", "tz": "America/Los_Angeles"},
            {"kind": "agentTurn", "message": RECURRING_KINDS[0][2]},
            _at(date(2025, 9, 1), 12),
        )
    )
    runs = [
        (DIGEST_JOB, "digest", 7 * 86400),
        ("shopping-profile-refresh", "profile", 7 * 86400),
        ("inbox-triage", "inbox", 86400),
    ]
    if spec:
        periods = [
            ("every", 3_600_000),
            ("every", 6 * 3_600_000),
            ("every", 86_400_000),
            ("every", 604_800_000),
            ("cron", "0 9 * * *"),
            ("cron", "30 7 * * 1-5"),
            ("cron", "0 18 * * 0"),
            ("cron", "15 */4 * * *"),
        ]
        cron_period = {"0 9 * * *": 86400, "30 7 * * 1-5": 86400, "0 18 * * 0": 604800, "15 */4 * * *": 14400}
        while len(jobs) < spec.jobs:
            n = len(jobs)
            made = _at(TODAY - timedelta(days=h.rng.randint(1, spec.days)), 12)
            if h.rng.random() < 0.55:
                name_t, text_t = h.rng.choice(REMINDER_TEMPLATES)
                at = _at(TODAY + timedelta(days=h.rng.randint(2, 600)), h.rng.randint(14, 23))
                job = _reminder(
                    f"rem-{n:04d}-{h.rng.getrandbits(24):06x}",
                    h.text.fill(name_t).capitalize(),
                    at.strftime("%Y-%m-%dT%H:%M:%SZ"),
                    h.text.fill(text_t),
                    made,
                )
            else:
                kind, title, message = h.rng.choice(RECURRING_KINDS)
                sk, val = h.rng.choice(periods)
                schedule = (
                    {"kind": "every", "everyMs": val}
                    if sk == "every"
                    else {"kind": "cron", "expr": val, "tz": "America/Los_Angeles"}
                )
                jid = f"{kind}-{n:04d}-{h.rng.getrandbits(24):06x}"
                job = _job(jid, f"{title} #{n}", schedule, {"kind": "agentTurn", "message": message}, made)
                if h.rng.random() < 0.3:
                    job["delivery"] = {"mode": "announce", "channel": "telegram", "to": "maya"}
                runs.append((jid, kind, val // 1000 if sk == "every" else cron_period[val]))
            if h.rng.random() < 0.1:
                job["enabled"] = False
            jobs.append(job)
    for j in jobs:
        j["agentId"] = agent
    h.write_json("cron/jobs.json", {"version": 1, "jobs": jobs}, _at(TODAY, 18), planted=True)
    return runs


def _run_lines(h: _Home, jid: str, kind: str, period: int, count: int, delivered: bool) -> Iterator[str]:
    """A run log, oldest first, one run per period up to today; the weekly digest's runs fall on Mondays."""
    if kind == "digest":
        last = PLANTED_RUN_TS + timedelta(days=14)  # 2026-05-18, the last Monday before TODAY
    else:
        last = _at(TODAY, 15) - timedelta(seconds=h.rng.randint(0, min(period, 86400)))
    floor = _at(TODAY, 0) - timedelta(days=3650)
    count = min(count, int((last - floor).total_seconds() // period) + 1)
    templates = DIGEST_SUMMARIES if kind == "digest" else RUN_SUMMARIES[kind]
    for i in range(count):
        ts = last - timedelta(seconds=period * (count - 1 - i))
        if kind == "digest" and ts == PLANTED_RUN_TS:
            summary = PLANTED_RUN_SUMMARY
        else:
            summary = h.text.fill(h.rng.choice(templates))
        ok = h.rng.random() > 0.03
        sid = h.uuid()
        line = {"ts": _ms(ts), "jobId": jid, "action": "finished", "status": "ok" if ok else "error"}
        if not ok:
            line["error"] = h.rng.choice(
                ["model timeout after 120s", "delivery failed: chat not found", "rate limited by provider"]
            )
        line["summary"] = summary
        if delivered:
            line["delivered"] = ok
            line["deliveryStatus"] = "delivered" if ok else "failed"
        line.update(
            {
                "sessionId": sid,
                "sessionKey": f"agent:{h.agent}:cron:{jid}:run:{sid}",
                "runAtMs": _ms(ts),
                "durationMs": h.rng.randint(900, 48_000),
                "nextRunAtMs": _ms(ts + timedelta(seconds=period)),
                "model": "gpt-5-mini",
                "provider": "openai",
                "usage": {"input_tokens": h.rng.randint(800, 24_000), "output_tokens": h.rng.randint(40, 900)},
            }
        )
        yield json.dumps(line, separators=(",", ":"))


def _runs(h: _Home, spec: SizeSpec | None, runs: list[tuple[str, str, int]]) -> None:
    for jid, kind, period in runs:
        if spec is None:
            count = {"digest": 8, "profile": 4, "inbox": 10}[kind]
        elif kind == "digest":
            count = max(30, min(spec.days // 7, spec.run_lines[1]))
        else:
            count = h.rng.randint(*spec.run_lines)
        delivered = kind in ("digest", "news")
        h.stream(
            f"cron/runs/{jid}.jsonl",
            _run_lines(h, jid, kind, period, count, delivered),
            _at(TODAY, 15),
            planted=kind == "digest",
        )


def _canvas_and_shares(h: _Home, spec: SizeSpec | None) -> None:
    h.write(
        "workspace/canvas/anna-housewarming/index.html", CANVAS_HOUSEWARMING, _at(date(2026, 5, 6), 19), planted=True
    )
    h.write("workspace/canvas/lisbon-trip/index.html", CANVAS_TRIP, _at(date(2026, 4, 2), 19))
    h.write("workspace/canvas/budget-2026.html", CANVAS_BUDGET, _at(date(2026, 1, 3), 19))
    shares = [
        {
            "id": "shr_7d2a9c",
            "path": "workspace/canvas/anna-housewarming/index.html",
            "url": "https://canvas.example.net/s/7d2a9c",
            "audience": "Family group chat",
        },
        {
            "id": "shr_1b44e0",
            "path": "workspace/canvas/lisbon-trip/index.html",
            "url": "https://canvas.example.net/s/1b44e0",
            "audience": "Priya",
        },
    ]
    if spec:
        for i in range(spec.canvas_pages):
            d = TODAY - timedelta(days=h.rng.randint(1, spec.days))
            title = h.text.fill(
                h.rng.choice(
                    [
                        "{project} status",
                        "Meal plan: {dish}",
                        "Reading list",
                        "Run log",
                        "Budget review",
                        "{friend}'s visit",
                    ]
                )
            )
            rows = "".join(f"<li>{h.text.daily()[2:]}</li>\n" for _ in range(h.rng.randint(4, 30)))
            rel = f"workspace/canvas/reports/{d.isoformat()}-{i:03d}.html"
            h.write(
                rel,
                f"<!doctype html>\n<html><head><title>{title}</title></head>\n<body>\n<h1>{title}</h1>\n"
                f"<ul>\n{rows}</ul>\n</body></html>\n",
                _at(d, 19),
            )
            if h.rng.random() < 0.15:
                sid = f"{h.rng.getrandbits(24):06x}"
                shares.append(
                    {
                        "id": f"shr_{sid}",
                        "path": rel,
                        "url": f"https://canvas.example.net/s/{sid}",
                        "audience": h.rng.choice(FRIENDS + ["Family group chat", "Work team"]),
                    }
                )
    h.write_json("shares.json", {"shares": shares}, _at(TODAY, 18))


def _trash(h: _Home, spec: SizeSpec | None) -> None:
    h.write(f"{TRASH_DIR}/anna-address.md", TRASH_PLANTED, _at(date(2026, 5, 10), 8, 31), planted=True)
    h.write(
        ".trash/2026-04-02T19-10-44Z/old-grocery-list.md",
        "# Groceries\n- oat milk\n- lentils\n- spinach\n- coffee beans\n",
        _at(date(2026, 4, 2), 19),
    )
    if spec:
        for i in range(spec.trash_files):
            d = TODAY - timedelta(days=h.rng.randint(1, spec.days))
            lines = [f"# Old note {i}"] + [h.text.daily() for _ in range(h.rng.randint(2, 12))]
            h.write_lines(f".trash/{d.isoformat()}T12-00-{i % 60:02d}Z/note-{i:03d}.md", lines, _at(d, 12))


LOG_TEMPLATES = [
    "INFO [gateway] telegram message received ({n} chars)",
    "INFO [agent] turn finished in {ms} ms",
    "INFO [cron] job {job} finished ok in {ms} ms",
    "INFO [memory] index sync: {n} files checked, 0 changed",
    "WARN [gateway] telegram long-poll timeout, retrying",
    "INFO [heartbeat] run finished: nothing urgent",
    "INFO [memory] appended {n} lines to today's note",
    "DEBUG [tools] web_search took {ms} ms",
    "INFO [agent] compaction skipped ({n}k tokens)",
    "ERROR [cron] job {job} failed: model timeout after 120s",
]


def _logs(h: _Home, spec: SizeSpec | None, jobs: list[str]) -> None:
    n = spec.log_lines if spec else 40
    span = (spec.days if spec else 20) * 86400
    t0 = _at(TODAY, 23) - timedelta(seconds=span)
    step = span / n
    planted_ts = _at(MOVE_DAY, 17, 31)

    def lines() -> Iterator[str]:
        planted_due = True
        for i in range(n):
            ts = t0 + timedelta(seconds=int(i * step) + h.rng.randint(0, max(1, int(step) - 1)))
            if planted_due and ts >= planted_ts:
                planted_due = False
                yield f'{_iso(planted_ts)} INFO [memory] wrote MEMORY.md (+1 line): "{MEMORY_PEOPLE[1][2:]}"'
            tpl = h.rng.choice(LOG_TEMPLATES).replace("{job}", h.rng.choice(jobs))
            yield f"{_iso(ts)} {h.text.fill(tpl)}"

    h.stream("logs/gateway.log", lines(), _at(TODAY, 23), planted=True)


def _backups(h: _Home) -> None:
    when = _at(date(2026, 5, 15), 3)
    for name, planted in (("MEMORY.md", True), ("USER.md", False)):
        rel = f"backups/2026-05-15/{name}"
        shutil.copyfile(h.root / "workspace" / name, h._path(rel))
        h._done(rel, when, planted)


# ============================================================================================ conversation


def _conversation(h: _Home, session_id: str) -> None:
    sdir = f"agents/{h.agent}/sessions"
    turns = [
        (_at(MOVE_DAY, 17, 20), "user", SESSION_COPY_TURNS[0][1]),
        (_at(MOVE_DAY, 17, 20), "assistant", SESSION_COPY_TURNS[1][1]),
        (_at(MOVE_DAY, 17, 29), "user", ADDRESS_TURN),
        (_at(MOVE_DAY, 17, 29), "assistant", "Got it. I saved Anna's new address."),
        (_at(MOVE_DAY, 17, 30), "user", "Thanks! Also remind me to ship her holiday gift before Dec 15."),
        (_at(MOVE_DAY, 17, 30), "assistant", "Done, I set a reminder for Dec 10."),
        (_at(date(2026, 5, 18), 9, 12), "user", "What's on my calendar tomorrow?"),
        (_at(date(2026, 5, 18), 9, 12), "assistant", "Just the Bluefin sync at 10am and yoga at 6pm."),
        (_at(TODAY, 18, 40), "user", REQUEST),
    ]
    start = _at(MOVE_DAY, 17, 19)
    entries = [{"type": "session", "version": 3, "id": session_id, "timestamp": _iso(start)}]
    parent = None
    clock = start
    for i, (when, role, text) in enumerate(turns, 1):
        clock = max(when, clock + timedelta(seconds=1)) + timedelta(seconds=h.rng.randint(1, 20))
        if role == "user":
            message = {"role": "user", "content": text, "timestamp": _ms(clock)}
        else:
            message = {
                "role": "assistant",
                "content": [{"type": "text", "text": text}],
                "provider": "openai",
                "model": "gpt-5",
                "stopReason": "stop",
                "timestamp": _ms(clock),
            }
        eid = f"{i:08x}"
        entries.append({"type": "message", "id": eid, "parentId": parent, "timestamp": _iso(clock), "message": message})
        parent = eid
    h.write(f"{sdir}/{session_id}.jsonl", "".join(json.dumps(e) + "\n" for e in entries), clock)

    old_id = h.uuid()
    old_start = _at(date(2026, 4, 18), 12, 2)
    old = [{"type": "session", "version": 3, "id": old_id, "timestamp": _iso(old_start)}]
    old_turns = [
        ("user", "Priya says the Thai place on Hawthorne is great. Save that?"),
        ("assistant", "Saved: Priya recommends the Thai place on Hawthorne."),
    ]
    for i, (role, text) in enumerate(old_turns, 1):
        ts = old_start + timedelta(seconds=30 * i)
        content = text if role == "user" else [{"type": "text", "text": text}]
        old.append(
            {
                "type": "message",
                "id": f"{i:08x}",
                "parentId": f"{i - 1:08x}" if i > 1 else None,
                "timestamp": _iso(ts),
                "message": {"role": role, "content": content, "timestamp": _ms(ts)},
            }
        )
    h.write(f"{sdir}/{old_id}.jsonl", "".join(json.dumps(e) + "\n" for e in old), old_start + timedelta(minutes=2))

    store = {
        f"agent:{h.agent}:main": {
            "sessionId": session_id,
            "updatedAt": _ms(clock),
            "sessionStartedAt": _ms(start),
            "chatType": "direct",
        },
        f"agent:{h.agent}:telegram:direct:maya-old": {
            "sessionId": old_id,
            "updatedAt": _ms(old_start + timedelta(minutes=1)),
            "sessionStartedAt": _ms(old_start),
            "chatType": "direct",
        },
    }
    h.write_json(f"{sdir}/sessions.json", store, clock)


# ============================================================================================ entry point


def build_sample_home(root: Path, *, size: str = "demo", seed: int = 7, agent: str = "main") -> SampleHome:
    """Write a sample assistant home into `root` (created if missing; must be empty) and describe its subject."""
    if size not in SIZES:
        raise ValueError(f"unknown size {size!r}; choose one of {', '.join(SIZES)}")
    root = Path(root)
    if root.exists() and any(root.iterdir()):
        raise FileExistsError(f"{root} is not empty")
    root.mkdir(parents=True, exist_ok=True)
    t0 = time.perf_counter()
    spec = SIZES[size]
    rng = random.Random(f"lethe-sample:{size}:{seed}")
    h = _Home(root, rng, agent)
    session_id = h.uuid()
    if spec:
        h.recall_rate = min(1.0, 3 * spec.recall_entries / (spec.days * sum(spec.note_lines) / 2))
    else:
        h.recall_rate = 0.5

    planted_line = _memory_md(h, spec)
    _curated(h, spec)
    _daily_notes(h, spec)
    _session_copies(h, spec, session_id)
    _topic_notes(h, spec)
    _recall(h, spec, planted_line)
    runs = _jobs(h, spec, agent)
    _runs(h, spec, runs)
    _canvas_and_shares(h, spec)
    _trash(h, spec)
    _logs(h, spec, [r[0] for r in runs])
    _backups(h)
    _conversation(h, session_id)

    index_rel = f"memory/{agent}.sqlite"
    rel_paths = sorted(set(h.memory_rel))
    build_index(root / index_rel, root / "workspace", rel_paths, chunk_lines=CHUNK_LINES, model=INDEX_MODEL)
    h.planted.add(index_rel)

    files = total = 0
    for dirpath, _dirs, names in os.walk(root):
        for name in names:
            files += 1
            total += os.lstat(os.path.join(dirpath, name)).st_size
    chunks = _count_chunks(root / index_rel)
    return SampleHome(
        root=root,
        size=size,
        seed=seed,
        agent=agent,
        request=REQUEST,
        needles=[NEEDLE],
        planted=sorted(h.planted),
        session_id=session_id,
        files=files,
        bytes=total,
        seconds=round(time.perf_counter() - t0, 2),
        chunks=chunks,
        extra={"memory_files": len(rel_paths), "planted_memory_line": planted_line},
    )


def _count_chunks(db: Path) -> int:
    import sqlite3

    con = sqlite3.connect(db)
    try:
        return con.execute("SELECT count(*) FROM chunks").fetchone()[0]
    finally:
        con.close()


def main(argv: list[str] | None = None) -> int:
    """`python -m lethe.demo.sample DIR [--size S] [--seed N]` writes a sample home and prints its subject."""
    import argparse

    ap = argparse.ArgumentParser(description=main.__doc__)
    ap.add_argument("root", type=Path)
    ap.add_argument("--size", default="demo", choices=list(SIZES))
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--agent", default="main")
    a = ap.parse_args(argv)
    s = build_sample_home(a.root, size=a.size, seed=a.seed, agent=a.agent)
    print(
        json.dumps(
            {
                "root": str(s.root),
                "size": s.size,
                "files": s.files,
                "mb": round(s.bytes / 1e6, 1),
                "chunks": s.chunks,
                "seconds": s.seconds,
                "request": s.request,
                "planted": s.planted,
            },
            indent=2,
        )
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
