"""Words the planner knows: how people name facts, relations and qualifiers, in requests and in notes.

Everything here is a plain table so it can be read and extended without touching the logic. Words are
compared as stems (`matching.stem`), so "allergy" also finds "allergic" and "therapy" finds "therapist".
"""

from __future__ import annotations

from dataclasses import dataclass, field


def word_set(text: str) -> frozenset[str]:
    """A word table written as a block of text."""
    return frozenset(text.split())


# ------------------------------------------------------------------------------------------ attributes


@dataclass(frozen=True)
class Facet:
    """One kind of an attribute: the passport among identifiers, the shoe among sizes."""

    name: str
    phrases: tuple[str, ...]  # how a request names it (besides the attribute's own phrases)
    cues: tuple[str, ...]  # how notes talk about it


@dataclass(frozen=True)
class Attribute:
    name: str
    label: str  # everyday words for the plan ("your sister's address")
    phrases: tuple[str, ...]  # head nouns a request uses for it
    cues: tuple[str, ...]  # words in a note or message that say a statement is about it
    context: tuple[str, ...] = ()  # words that make a *weak* value (a date, a size) count in a sentence
    facets: tuple[Facet, ...] = ()
    qualifiers: dict[str, tuple[str, ...]] = field(default_factory=dict)  # group -> words ("work" -> office...)
    off_default: tuple[str, ...] = ()  # qualifier groups "my address" does not mean (the office, the old one)


_PHONE_QUALIFIERS = {
    "mobile": ("mobile", "cell", "cellphone", "personal"),
    "work": ("work", "office", "desk", "direct", "business"),
    "home": ("home", "landline", "house"),
}
_PLACE_QUALIFIERS = {
    "home": ("home", "house", "current", "new", "flat", "apartment"),
    "work": ("work", "office", "business"),
    "old": ("old", "previous", "former", "formerly"),
}
_EMAIL_QUALIFIERS = {
    "work": ("work", "office", "business"),
    "personal": ("personal", "private", "home"),
    "old": ("old", "previous", "former"),
    "school": ("school", "university", "alumni", "college", "student"),
}

ADDRESS = Attribute(
    "address",
    "address",
    ("home address", "address", "addresses", "postal address", "mailing address"),
    (
        "address",
        "lives",
        "live",
        "living",
        "moved",
        "moving",
        "resides",
        "residence",
        "home",
        "place",
        "flat",
        "apartment",
        "house",
        "mail",
        "mailing",
        "ship",
        "deliver",
        "postal",
    ),
    qualifiers=_PLACE_QUALIFIERS,
    off_default=("work", "old"),
)
EMAIL = Attribute(
    "email",
    "email address",
    ("email address", "e-mail address", "email", "e-mail", "emails"),
    ("email", "e-mail", "mail", "inbox"),
    qualifiers=_EMAIL_QUALIFIERS,
    off_default=("old",),
)
PHONE = Attribute(
    "phone",
    "phone number",
    (
        "phone number",
        "mobile number",
        "cell number",
        "telephone number",
        "phone",
        "mobile",
        "cell",
        "number",
        "numbers",
        "work number",
        "home number",
        "cell phone",
    ),
    ("phone", "mobile", "cell", "tel", "telephone", "number", "line", "call", "text", "whatsapp", "signal", "reach"),
    qualifiers=_PHONE_QUALIFIERS,
    off_default=("work",),
)
BIRTHDAY = Attribute(
    "birthday",
    "birthday",
    ("birthday", "birth date", "date of birth", "birthdate", "dob", "bday"),
    ("birthday", "bday", "b-day", "born", "birth", "dob", "turns"),
    context=("birthday", "bday", "b-day", "born", "birth", "dob", "turns", "party", "cake", "celebrate"),
)
SIZE = Attribute(
    "size",
    "size",
    ("size", "sizes"),
    ("size",),
    context=("size", "fit"),
    facets=(
        Facet(
            "shoe",
            ("shoe", "shoes", "foot"),
            ("shoe", "shoes", "sneakers", "runners", "boots", "trainers", "sandals", "heels", "loafers", "cleats"),
        ),
        Facet("ring", ("ring",), ("ring", "band", "jeweler", "jeweller", "resize", "resized")),
        Facet("dress", ("dress",), ("dress", "dresses", "gown")),
        Facet("shirt", ("t-shirt", "tshirt", "shirt", "tee"), ("t-shirt", "tshirt", "shirt", "shirts", "tee", "tees")),
        Facet("bra", ("bra",), ("bra", "bras")),
        Facet(
            "trousers",
            ("pants", "pant", "trousers", "jeans", "waist"),
            ("pants", "pant", "trousers", "jeans", "waist", "inseam"),
        ),
        Facet("hat", ("hat", "cap"), ("hat", "cap", "helmet")),
        Facet("glove", ("glove", "gloves"), ("glove", "gloves", "mittens")),
        Facet("clothing", ("clothing", "clothes"), ("shirt", "dress", "pants", "jeans", "jacket", "coat", "sweater")),
    ),
)
IDENTIFIER = Attribute(
    "identifier",
    "number",
    ("number", "numbers", "id"),
    ("number", "no", "id", "#"),
    facets=(
        Facet("passport", ("passport", "passport number"), ("passport",)),
        Facet("ssn", ("social security", "social security number", "ssn"), ("ssn", "social security")),
        Facet(
            "account",
            ("account number", "bank account", "bank account number", "account"),
            ("account", "acct", "checking", "savings"),
        ),
        Facet("iban", ("iban",), ("iban",)),
        Facet(
            "plate",
            ("plate", "plate number", "licence plate", "license plate", "number plate", "registration"),
            ("plate", "registration", "reg"),
        ),
        Facet(
            "license",
            (
                "driver's license",
                "drivers license",
                "driver's licence",
                "driving licence",
                "license number",
                "licence number",
            ),
            ("license", "licence"),
        ),
        Facet(
            "membership",
            ("membership number", "membership", "member number", "loyalty number"),
            ("member", "membership", "loyalty"),
        ),
        Facet("tax", ("tax id", "tax number", "tin", "ein", "tax identification number"), ("tax", "tin", "ein")),
        Facet("card", ("card number", "credit card", "credit card number", "debit card"), ("card",)),
        Facet("policy", ("policy number", "insurance number"), ("policy", "insurance")),
        Facet("id", ("id number", "national id", "id card"), ("id",)),
    ),
)
CODE = Attribute(
    "code",
    "code",
    ("code", "codes"),
    ("code",),
    context=("code", "pin", "password", "passcode", "keypad", "gate", "door", "unlock", "combination"),
    facets=(
        Facet("code_name", ("code name", "codename", "project name"), ("code name", "codename", "code-name")),
        Facet(
            "password",
            ("password", "passcode", "passphrase", "login"),
            ("password", "passcode", "passphrase", "pw", "pwd"),
        ),
        Facet("pin", ("pin", "pin code", "pin number"), ("pin",)),
        Facet("combination", ("combination", "lock combination"), ("combination", "combo")),
    ),
)

ATTRIBUTES: tuple[Attribute, ...] = (ADDRESS, EMAIL, PHONE, BIRTHDAY, SIZE, IDENTIFIER, CODE)

# "number" with no owner and no kind ("forget the number") could be any of these
NUMBERISH = ("phone", "identifier", "code")


def _vocabulary() -> frozenset[str]:
    words: list[str] = []
    for a in ATTRIBUTES:
        words += list(a.phrases) + list(a.cues) + list(a.context)
        words += [w for ws in a.qualifiers.values() for w in ws]
        words += [w for f in a.facets for w in f.phrases + f.cues]
    return frozenset(t for w in words for t in w.lower().replace("'s", "").split())


# Every word the attributes use: a capitalised one of these ("Driver's license") is not a person.
VOCABULARY = _vocabulary()

# ------------------------------------------------------------------------------------------ people

RELATIONS: dict[str, tuple[str, ...]] = {
    "sister": ("sister", "sis"),
    "brother": ("brother", "bro"),
    "mother": ("mother", "mom", "mum", "mommy", "mummy", "mama", "ma"),
    "father": ("father", "dad", "daddy", "papa", "pa"),
    "wife": ("wife",),
    "husband": ("husband",),
    "partner": ("partner", "spouse", "fiance", "fiancee", "fiancé", "fiancée"),
    "ex": ("ex", "ex-wife", "ex-husband", "ex-partner", "ex-girlfriend", "ex-boyfriend"),
    "girlfriend": ("girlfriend", "gf"),
    "boyfriend": ("boyfriend", "bf"),
    "son": ("son",),
    "daughter": ("daughter",),
    "child": ("child", "kid", "kids", "children"),
    "friend": ("friend", "best friend", "bff"),
    "boss": ("boss", "manager", "supervisor"),
    "colleague": ("colleague", "coworker", "co-worker"),
    "neighbor": ("neighbor", "neighbour"),
    "aunt": ("aunt", "auntie"),
    "uncle": ("uncle",),
    "cousin": ("cousin",),
    "grandmother": ("grandmother", "grandma", "granny", "nana", "gran"),
    "grandfather": ("grandfather", "grandpa", "granddad", "grandad"),
    "niece": ("niece",),
    "nephew": ("nephew",),
    "roommate": ("roommate", "flatmate", "housemate"),
    "landlord": ("landlord", "landlady"),
    "doctor": ("doctor", "gp", "physician"),
    "therapist": ("therapist", "counselor", "counsellor", "psychologist"),
    "dentist": ("dentist",),
    "plumber": ("plumber",),
    "electrician": ("electrician",),
    "babysitter": ("babysitter", "nanny", "sitter"),
    "lawyer": ("lawyer", "attorney", "solicitor"),
    "accountant": ("accountant",),
    "trainer": ("trainer", "coach"),
    "teacher": ("teacher",),
    "mechanic": ("mechanic",),
    "assistant": ("assistant",),
}
# a "child" request also means a son or a daughter named in the notes
RELATION_ALSO: dict[str, tuple[str, ...]] = {"child": ("son", "daughter"), "partner": ("wife", "husband")}

TITLES = ("dr", "mr", "mrs", "ms", "mx", "prof", "sir", "dame")
PERSON_VERBS = (
    "lives",
    "live",
    "moved",
    "moves",
    "called",
    "calls",
    "said",
    "says",
    "works",
    "worked",
    "got",
    "texted",
    "emailed",
    "owes",
    "turns",
    "turned",
    "wears",
    "loves",
    "likes",
    "prefers",
    "wants",
    "recommended",
    "asked",
    "told",
    "is allergic",
    "studies",
    "started",
    "visited",
    "visits",
    "sent",
    "has",
    "had",
    "runs",
    "ran",
)

# Capitalised words that are not names (sentence starters, labels in notes, calendar words).
NOT_NAMES = word_set(
    """I Please Forget Can Could Would Will Yes No Thanks Thank Hi Hey Also And But Or So The A An My Her His
    Their Our Your Its It This That These Those What When Where Who Why How Memory User Notes Note Reminder
    Done Got Ok Okay Actually Remember Just Today Tomorrow Yesterday Mon Tue Wed Thu Fri Sat Sun Monday
    Tuesday Wednesday Thursday Friday Saturday Sunday January February March April May June July August
    September October November December Jan Feb Mar Apr Jun Jul Aug Sep Sept Oct Nov Dec Home Work Mobile
    Phone Email Address Birthday Name Office Old Current New Personal FYI TODO Todo NOTE Sister Brother Mum
    Mom Dad Wife Husband Son Daughter Friend Boss Best Emergency Car Rent Passport Code Project Family
    People Profile Shopping Health Finance Business Accounts Preferences Started Booked Ordered Bought
    Called Mailed Sent Gave Told Dinner Lunch Met Busy Map Delete Erase Remove Wipe Purge Scrub Drop Clear
    Discard Unlearn Stop"""
)

# ------------------------------------------------------------------------------------------ requests

FORGET_VERBS = (
    r"forget|erase|delete|remove|wipe|purge|scrub|unlearn|stop remembering|do not remember|don'?t remember|"
    r"no longer remember|get rid of|drop|clear|discard|throw away|lose"
)
FILLER_WORDS = (
    "please",
    "pls",
    "plz",
    "for me",
    "now",
    "right now",
    "permanently",
    "completely",
    "entirely",
    "forever",
    "thanks",
    "thank you",
    "also",
    "too",
    "as well",
    "from memory",
    "from your memory",
    "from now on",
    "again",
    "all of",
    "actually",
    "kindly",
)
PRONOUN_OWNERS = ("her", "his", "their", "them", "him", "she", "he", "they")
USER_OWNERS = ("my", "mine", "me", "i", "our", "ours", "us", "myself")
VAGUE_OBJECTS = ("something", "some stuff", "a thing", "some things", "stuff", "things", "anything", "some info")

STOP_WORDS = word_set(
    """i me my mine we our us you your the a an of about and or to that this it its is was be been are in on at
    for with from by all everything anything info information details stuff notes note thing things what
    which who told tell said say mentioned wrote just new some any there their his her him them they she he
    as so do did does have has had can could would will should please also know knew remember saved save
    keep kept get got let lets make sure one ones than then when where how very really"""
)
