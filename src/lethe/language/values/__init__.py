"""Values written in text — phone numbers, IBANs, cards, IDs, dates, amounts, addresses — found with their
exact place and a canonical key, so one value can be followed to its other mentions in any form.

    find_values(text, *, lang_hint=None) -> list[FoundValue]
    find_values_of(text, kinds, *, lang_hint=None) -> list[FoundValue]   (only values of these kinds, faster)
    same_value(a, b) -> bool
    occurrences(value, text, *, lang_hint=None) -> list[FoundValue]
    could_hold(value, text) -> bool      (a cheap test: False only when text cannot hold value)

Self-contained (no planner imports). Libraries: phonenumbers (phonenumberslite) for phone validity and
E.164 keys; python-stdnum for IBAN, Luhn and national-ID checksums. Dates, times, amounts and streets use
own tables for en/de/es/fr (faster than a general parser and exact on these forms).

Decisions:
- Currency: an amount with no currency written ("142 thousand") equals the same amount in any currency;
  two written currencies must agree ("$142k" = "142 thousand" = "$142,000" = "142.000 $" = "USD 142,000",
  but not "142.000 €"). "$" is read as USD. One "." or "," followed by exactly three digits groups
  thousands in an amount ("68.500 €" = "68,500 EUR" = "68 500 €"); in a bare number it follows the
  language ("1.500" is 1500 in de/es/fr, 1.5 in en).
- A bare number is a NUMBER and equals only the same bare number: never money, a date, a phone or a code.
- Identifiers (IBAN, card, national ID, document, account, routing numbers and other codes) are compared
  by their letters and digits, the whole key: "Library card: 0343 2201" never equals a card ending 0343.
- Dates: a day without a year equals that day in any year; a month or a year alone equals only itself.
- Strong: phone, e-mail, URL, IBAN, card, national ID, document/account/routing numbers, a street with a
  house number, codes of six or more letters/digits. Weak (a caller needs context words next to them):
  dates, times, money, percentages, postcodes, plain numbers, short codes, card expiry dates, a street
  named without a number. Dates are weak even with a year: many things happen on one day and daily
  notes are named after theirs.
"""

from ._text import fold, guess_lang
from .model import FoundValue, Key, Kind, Money, Street, Strength
from .numbers import SPELLED_SUM_WORD, may_spell_money, parse_number
from .scan import bare_sum, could_hold, find_values, find_values_of, occurrences, same_value

__all__ = [
    "SPELLED_SUM_WORD",
    "FoundValue",
    "Key",
    "Kind",
    "Money",
    "Street",
    "Strength",
    "bare_sum",
    "could_hold",
    "fold",
    "find_values",
    "find_values_of",
    "guess_lang",
    "may_spell_money",
    "occurrences",
    "parse_number",
    "same_value",
]
