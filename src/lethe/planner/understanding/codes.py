"""What a code opens: "the wifi password", "die Zahlenkombi von meinem Fahrradschloss", "el código de la alarma".

A code, PIN or password is named by the thing it opens, in any of the four languages, and notes write that thing
in their own words ("WLAN: … / pw: …", "Bike lock: 3-9-1-4", "Alarma 7721A"). A request's word names a thing when
it is one of the thing's words or holds one inside a compound ("Fahrradschloss", "WLAN-Passwort"); a code is
that thing's when its own clause names the thing.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

from .words import fold, folded_words, key

# each thing a code opens, and the words notes and requests name it by (folded; compounds are found inside words)
THINGS: dict[str, tuple[str, ...]] = {
    "wifi": ("wifi", "wi-fi", "wlan", "wireless", "router", "netzwerk", "red wifi", "box internet", "livebox"),
    "bike": ("bike", "bicycle", "fahrrad", "fahrradschloss", "radschloss", "bici", "bicicleta", "velo", "vélo"),
    "lock": ("lock", "padlock", "schloss", "bügelschloss", "candado", "cadenas", "antivol"),
    "alarm": ("alarm", "alarme", "alarma", "alarmanlage", "verisure", "securitas"),
    "door": ("door", "front door", "tür", "haustür", "türcode", "puerta", "porte", "digicode", "entrance", "eingang"),
    "building": ("building", "immeuble", "edificio", "portal", "gebäude", "hausflur", "apartment block"),
    "gate": ("gate", "portail", "tor", "hoftor", "portón", "cancela", "barrière"),
    "card": (
        "card",
        "debit card",
        "bank card",
        "karte",
        "ec-karte",
        "eckarte",
        "girocard",
        "bankkarte",
        "tarjeta",
        "carte",
        "cb",
        "carte bleue",
    ),
    "phone": ("phone", "handy", "smartphone", "móvil", "movil", "portable", "sim"),
    "locker": ("locker", "spind", "schließfach", "taquilla", "casier"),
    "pickup": ("pickup", "pick-up", "pick up", "abholung", "recogida", "sortie d'école"),
    "laptop": ("laptop", "computer", "rechner", "ordenador", "ordinateur", "pc", "mac", "macbook"),
    "key safe": (
        "lockbox",
        "lock box",
        "key safe",
        "keysafe",
        "key box",
        "keybox",
        "schlüsselkasten",
        "schlüsseltresor",
        "schlüsselsafe",
        "schlüsselbox",
        "caja de llaves",
        "cajita de llaves",
        "cajetín",
        "boîte à clés",
        "boîte à clefs",
        "boite a cles",
    ),
    "safe": ("safe", "tresor", "caja fuerte", "coffre", "coffre-fort"),
    "garage": ("garage", "garaje", "tiefgarage", "parking"),
    "email": ("email", "e-mail", "mail", "gmail", "outlook", "correo", "courriel"),
    "instagram": ("instagram", "insta", "ig"),
}


@dataclass(frozen=True)
class _Thing:
    name: str
    words: frozenset[str]  # folded
    keys: frozenset[str]  # their stems
    parts: tuple[str, ...]  # the one-word ones of four letters or more, found inside compounds
    phrases: tuple[str, ...]  # the ones of several words, found as written

    def named_by(self, ws: list[str]) -> bool:
        """Whether these folded words name the thing: a word of it, its stem (three letters or more), a compound
        holding one ("fahrradschloss", "wlan-passwort"), or one of its phrases."""
        if any(w in self.words or (len(w) >= 3 and key(w) in self.keys) for w in ws):
            return True
        if any(p in w for w in ws if len(w) >= 4 for p in self.parts):
            return True
        text = " ".join(ws)
        return any(p in text for p in self.phrases)


@cache
def _things() -> tuple[_Thing, ...]:
    out = []
    for name, ws in THINGS.items():
        words = frozenset(fold(w) for w in ws)
        one = [w for w in words if " " not in w]
        out.append(
            _Thing(
                name,
                words,
                frozenset(key(w) for w in one),
                tuple(w for w in one if len(w) >= 4),
                tuple(w for w in words if " " in w),
            )
        )
    return tuple(out)


def things_named(words: list[str]) -> set[str]:
    """The things a request's words name ("fahrradschloss": bike, lock; "ec-kartte": card)."""
    folded = [fold(w) for w in words if len(w) >= 2]
    return {t.name for t in _things() if t.named_by(folded)}


def names_thing(clause: str, things: set[str]) -> bool:
    """Whether a clause of a note names one of the things."""
    ws = [w for w in folded_words(clause) if len(w) >= 2]
    return any(t.named_by(ws) for t in _things() if t.name in things)


# (an abbreviation's point ends no clause: "Mamis AHV-Nr. 756.1198.4471.06", "Tel. 081 253 44 19")
_CLAUSE_START = re.compile(
    r"(?<!\bnr)(?<!\bno)(?<!\btel)(?<!\bdr)(?<!\bst)(?<!\bref)(?<!\bmr)(?<!\bmrs)(?<!\bca)[.;!?]\s|\s[—–]\s",
    re.IGNORECASE,
)


def clause_before(text: str, end: int) -> str:
    """The clause a value ends ("Alarme : 193748" of "Code du portail : 2580B. Alarme : 193748.")."""
    start = 0
    for m in _CLAUSE_START.finditer(text, 0, end):
        if m.end() <= end:
            start = m.end()
    return text[start:end]


def named(things: set[str]) -> str:
    """The things in everyday English, in the table's order ("bike lock", "wifi")."""
    return " ".join(_ENGLISH.get(n, n) for n in THINGS if n in things)


_ENGLISH = {"instagram": "Instagram", "email": "email"}


def thing_words(things: set[str]) -> list[str]:
    """The words of the things, to find where a note names one ("Alarma 7721A", "Bike lock: 3-9-1-4")."""
    return sorted({w for t in _things() if t.name in things for w in t.words})
