"""The types of the values API: what a value is, how sure we are, and its comparable key."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal
from enum import StrEnum
from typing import NamedTuple


class Kind(StrEnum):
    """What a written value is."""

    PHONE = "phone"
    EMAIL = "email"
    URL = "url"
    IBAN = "iban"
    CARD = "card"  # a payment card number
    CARD_EXPIRY = "card_expiry"
    NATIONAL_ID = "national_id"  # subkind: ssn, steuer_id, dni, nie, nir, nhs
    ID_DOCUMENT = "id_document"  # passport-like document numbers; subkind: passport, id_card, driving_licence
    ACCOUNT_NUMBER = "account_number"
    ROUTING_NUMBER = "routing_number"  # subkind: aba, blz, sort_code
    DATE = "date"
    TIME = "time"
    MONEY = "money"
    PERCENT = "percent"
    POSTCODE = "postcode"
    STREET_ADDRESS = "street_address"
    CODE = "code"  # any other identifier: membership, library card, order, frequent flyer numbers ...
    NUMBER = "number"  # a plain number: a count, a room, an age, a size


class Strength(StrEnum):
    """STRONG: identifies a fact on its own wherever it is written (a phone number, an IBAN, a street and number).
    WEAK: only means the same thing next to the same context (a date, an amount, a short number, a postcode)."""

    STRONG = "strong"
    WEAK = "weak"


class Money(NamedTuple):
    """An amount; `currency` is an ISO 4217 code, or None when the text names none ("142 thousand")."""

    amount: Decimal
    currency: str | None


class Street(NamedTuple):
    """A street as compared: the canonical type word first, then the name, accents and articles dropped
    ("Lindenstr." -> "str linden", "Avenida del Puerto" -> "av puerto", "88 Larch St." -> "st larch"),
    and the house number as written without spaces, lower-case ("12", "12a"), or None."""

    street: str
    number: str | None


# What each kind's key is:
#   phone: E.164 str ("+15035550142")          email: lower-case str        url: lower-case host + path
#   iban, national_id, id_document, code, postcode: letters and digits, upper-case ("DE89370400440532013000")
#   card, account_number, routing_number: digits
#   card_expiry: "YYYY-MM"                      time: "HH:MM" (24 h)
#   date: ISO 8601: "YYYY-MM-DD", "--MM-DD" (no year), "YYYY-MM" (month and year), "YYYY" (a year alone)
#   money: Money(Decimal, currency | None)       number, percent: Decimal
#   street_address: Street(street, number | None)
Key = str | Decimal | Money | Street


@dataclass(frozen=True, slots=True)
class FoundValue:
    """One value written in a text. `text[span[0]:span[1]]` is exactly the value (`raw`), nothing around it."""

    kind: Kind
    span: tuple[int, int]
    raw: str
    key: Key
    strength: Strength
    # what more there is to say, by kind: national_id "ssn" "steuer_id" "dni" "nie" "nir" "nhs" "nino" "sin";
    # id_document "passport" "id_card" "driving_licence"; routing_number "aba" "sort_code"; date "day" (no year)
    # "month" (month and year) "year" (a year alone), None for a full date; postcode "us_zip" "zip5" "uk";
    # money: its currency; street_address: the language of the pattern that read it; iban: its country.
    subkind: str | None = None

    @property
    def strong(self) -> bool:
        return self.strength is Strength.STRONG

    @property
    def start(self) -> int:
        return self.span[0]

    @property
    def end(self) -> int:
        return self.span[1]
