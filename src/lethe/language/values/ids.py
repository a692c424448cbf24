"""Identifiers: IBANs, payment cards, national ID numbers, document, account and routing numbers, other codes.

Checksums come from python-stdnum (IBAN per country, Luhn, US SSN, DE Steuer-ID, ES DNI/NIE, FR NIR,
UK NHS, US ABA routing). A number that passes its checksum is that kind on its own; a number that fails it
but is labelled ("SSN: ...", "Steuer-ID: ...") is still that kind, because notes hold mistyped and made-up
numbers too. Anything else with enough digits is a CODE (a library card, a membership, an order number).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from stdnum import iban as _iban
from stdnum import luhn
from stdnum.ch import ssn as avs
from stdnum.de import idnr
from stdnum.es import dni, nie
from stdnum.exceptions import ValidationError
from stdnum.fr import nir
from stdnum.gb import nhs
from stdnum.it import codicefiscale
from stdnum.us import ein, rtn, ssn

from ._text import Cand, Ctx, cue_before, digit_count
from .model import Kind

_NOT_ALNUM = re.compile(r"[^0-9A-Za-z]")
_NOT_DIGIT = re.compile(r"[^0-9]")


def compact(text: str) -> str:
    """Letters and digits only, upper-case: the key of every identifier."""
    return _NOT_ALNUM.sub("", text).upper()


def _ok(module, value: str) -> bool:
    try:
        return bool(module.is_valid(value))
    except (ValidationError, ValueError, TypeError):
        return False


# ------------------------------------------------------------------------------------------ IBAN

_IBAN_RUN = re.compile(r"(?=[A-Za-z])(?<![\w])[A-Za-z]{2}[0-9]{2}(?:[ -]?[A-Za-z0-9]){11,30}(?![\w])")


def _iban_shaped(key: str) -> bool:
    """An IBAN whose check digits are wrong, in every other way one of its country's ("BE68 0689 4471 2203":
    a slip of the pen, or a made-up example): still someone's bank account, never a phone number."""
    if not (key[:2].isalpha() and key[2:4].isdigit()):
        return False
    try:
        fixed = key[:2].upper() + _iban.calc_check_digits(key.upper()) + key[4:].upper()
        _iban.validate(fixed, check_country=False)
    except (ValueError, ValidationError):
        return False
    return True


def find_ibans(line: str, ctx: Ctx) -> Iterator[Cand]:
    for m in _IBAN_RUN.finditer(line):
        run = m.group(0)
        # the longest prefix that is a valid IBAN (the run may swallow a following word or number)
        ends = [i + 1 for i, c in enumerate(run) if c.isalnum() and (i + 1 == len(run) or not run[i + 1].isalnum())]
        ends += [i + 1 for i, c in enumerate(run) if c.isalnum()]
        for end in sorted(set(ends), reverse=True):
            key = compact(run[:end])
            if len(key) < 15:
                break
            if _ok(_iban, key) or _iban_shaped(key):
                yield Cand(m.start(), m.start() + end, Kind.IBAN, key, True, key[:2])
                break
        else:
            if cue_before(line, m.start()) == "iban":
                yield Cand(m.start(), m.end(), Kind.IBAN, compact(run), True, compact(run)[:2])


# ------------------------------------------------------------------------------------------ cards

_CARD_RUN = re.compile(
    r"(?=[0-9])(?<![\w.,+-])(?:[0-9]{4}(?:[ -]?[0-9]{4}){2}(?:[ -]?[0-9]{1,7})?"  # 4-4-4-4 (13 to 19 digits)
    r"|[0-9]{4}[ -]?[0-9]{6}[ -]?[0-9]{4,5})"  # 4-6-5 (Amex), 4-6-4 (Diners)
    r"(?![\w]|[.,-][0-9])"
)


def find_cards(line: str, ctx: Ctx) -> Iterator[Cand]:
    for m in _CARD_RUN.finditer(line):
        digits = _NOT_DIGIT.sub("", m.group(0))
        if not 13 <= len(digits) <= 19 or digits[0] not in "23456":
            continue
        labelled = cue_before(line, m.start()) == "card"
        if _ok(luhn, digits) and (labelled or len(digits) in (15, 16, 19)):  # 13-digit cards are long gone
            yield Cand(m.start(), m.end(), Kind.CARD, digits, True)
        elif labelled:
            yield Cand(m.start(), m.end(), Kind.CARD, digits, True, "unchecked")


# ------------------------------------------------------------------------------------------ national IDs

_NATIONAL = re.compile(
    r"(?=[0-9A-Z]|[xyz])(?<![\w.,-])(?:"
    r"(?P<ssn>[0-9]{3}-[0-9]{2}-[0-9]{4}|[0-9]{3} [0-9]{2} [0-9]{4})"
    r"|(?P<ein>[0-9]{2}-[0-9]{7})"
    r"|(?P<idnr>[0-9]{2} ?[0-9]{3} ?[0-9]{3} ?[0-9]{3})"
    # a German pension insurance number: area, birth date, the last name's initial, serial and check digit
    # ("65 120382 L 037", "65-120382-L-037", "65120382L037")
    r"|(?P<rvnr>[0-9]{2}(?P<rvsep>[ -]?)[0-3][0-9][01][0-9]{3}(?P=rvsep)[A-Z](?P=rvsep)[0-9]{3})"
    # an Italian codice fiscale, run together or grouped ("GMPNLS68E52G328L", "GMP NLS 68E52 G328L")
    r"|(?P<cf>[A-Z]{3}[ -]?[A-Z]{3}[ -]?[0-9LMNPQRSTUV]{2}[A-EHLMPRST][0-9LMNPQRSTUV]{2}[ -]?"
    r"[A-Z][0-9LMNPQRSTUV]{3}[A-Z])"
    # a Swiss AVS/AHV number ("756.4821.3370.52", "756 4821 3370 52", "7564821337052")
    r"|(?P<avs>756(?P<avsep>[. -]?)[0-9]{4}(?P=avsep)[0-9]{4}(?P=avsep)[0-9]{2})"
    # an Ecuadorian cédula ("1712845093", "171284509-3", "17 1284 5093")
    r"|(?P<ci>[0-2][0-9](?: [0-9]{4} [0-9]{4}|[0-9]{7}-[0-9]|[0-9]{8}))"
    r"|(?P<dni>[0-9]{8}[ -]?[A-Za-z])"
    r"|(?P<nie>[XYZxyz][ -]?[0-9]{7}[ -]?[A-Za-z])"
    r"|(?P<nir>[12] ?[0-9]{2} ?[0-9]{2} ?(?:[0-9]{2}|2[AB]) ?[0-9]{3} ?[0-9]{3}(?: ?[0-9]{2})?)"
    r"|(?P<nhs>[0-9]{3} ?[0-9]{3} ?[0-9]{4})"
    r"|(?P<nino>[A-CEGHJ-PR-TW-Z]{2} ?[0-9]{2} ?[0-9]{2} ?[0-9]{2} ?[A-D])"
    r"|(?P<sin>[0-9]{3}[ -][0-9]{3}[ -][0-9]{3})"
    # a New Zealand IRD number of eight digits ("49-091-850"; nine are written as a SIN is)
    r"|(?P<ird>[0-9]{2}-[0-9]{3}-[0-9]{3})"
    r"|(?P<ssn9>[0-9]{9})"
    r")(?![\w]|[.,-][0-9])"
)
_CHECKS = {
    "ssn": ssn,
    "ein": ein,
    "idnr": idnr,
    "dni": dni,
    "nie": nie,
    "nir": nir,
    "nhs": nhs,
    "cf": codicefiscale,
    "avs": avs,
}
_SUBKIND = {
    "ssn": "ssn",
    "ein": "ein",
    "ssn9": "ssn",
    "idnr": "steuer_id",
    "rvnr": "rvnr",
    "dni": "dni",
    "nie": "nie",
    "nir": "nir",
    "nhs": "nhs",
    "sin": "sin",
    "cf": "codice_fiscale",
    "avs": "avs",
    "ci": "cedula",
    "ird": "ird",
}
# checksums too weak to call a bare number a national ID without a label (NHS: 1 in 11; a 9-digit SSN: none)
_NEEDS_CUE = {"nhs", "ssn9", "ein", "sin", "ci", "ird"}  # an EIN is any 2-7 digit pair without its label


def find_national_ids(line: str, ctx: Ctx) -> Iterator[Cand]:
    for m in _NATIONAL.finditer(line):
        group = "rvnr" if m.group("rvnr") else m.lastgroup
        raw = m.group(0)
        key = compact(raw)
        cue = cue_before(line, m.start())
        if group == "nino":
            yield Cand(m.start(), m.end(), Kind.NATIONAL_ID, key, True, "nino")
            continue
        labelled = (
            cue == _SUBKIND.get(group) or (group == "nir" and cue == "ssn") or (group == "ein" and cue == "steuer_id")
        )
        if group == "dni" and cue in ("nie", "dni"):
            labelled = True
        if group == "ssn9" and cue == "sin":  # a Canadian SIN ("NAS 046454286"), written without its spaces
            group, labelled = "sin", True
        if group == "ci" and cue == "nhs":  # (ten digits run together, labelled as an NHS number)
            group, labelled = "nhs", True
        if group in ("sin", "ssn9", "ird") and cue == "ird":  # ("My IRD number: 087-432-915", "IRD 087 432 915")
            group, labelled = "ird", True
        # (labelled as what they are: "Mon numéro AVS: 756.4821.3370.52", "Mi cédula: 1712845093")
        labelled = labelled or (group == "avs" and cue == "ssn") or (group == "ci" and cue in ("id_card", "ssn"))
        labelled = labelled or (group == "cf" and cue in ("codice_fiscale", "steuer_id", "ssn"))
        check = _CHECKS.get("ssn" if group == "ssn9" else group)
        valid = check is not None and _ok(check, key)
        if group == "idnr" and not labelled and raw.count(" ") != 3:
            continue  # eleven bare digits are as likely a phone number; "47 036 892 815" is how it is written
        if group == "rvnr":  # (no check digit people write right: the shape, a letter amid twelve, is enough)
            labelled = True
        if labelled or (valid and group not in _NEEDS_CUE):
            yield Cand(m.start(), m.end(), Kind.NATIONAL_ID, key, True, _SUBKIND[group])


# ------------------------------------------------------------------------------------------ codes

# Groups of letters and digits, each holding a digit, joined by one separator:
# "X48213377", "0343 2201", "L01X00T47", "1112 4417 8290", "QL-800" (-> "800" only: "QL" has no digit);
# a group of capitals between two ("4471-BK-2209") or after the last one ("AB-12345-X") is part of it, and so is
# a capital standing alone before it ("B 0917 4432 18", written "B0917443218" elsewhere).
_CODE_GROUP = r"[A-Za-z]*[0-9][A-Za-z0-9]*"
_CODE_RUN = re.compile(
    rf"(?=[0-9#]|[A-Za-z]{{1,8}}-?[0-9]|[A-Z] [0-9]{{3}})(?<![\w@-])#?(?:[A-Za-z]{{1,5}}-|[A-Z] (?=[0-9]{{3}}))?"
    rf"{_CODE_GROUP}(?:[ \-./]{_CODE_GROUP}|-[A-Z]{{1,4}}(?=-[A-Za-z]*[0-9]))*(?:-[A-Z]{{1,3}}(?![\w@-]))?(?![\w@])"
)
_NUMBER_SHAPE = re.compile(r"^[0-9]{1,3}(?:([.,])[0-9]{3})(?:\1[0-9]{3})*(?:[.,][0-9]{1,2})?$|^[0-9]+[.,][0-9]{1,2}$")
_ORDINAL = re.compile(r"^[0-9]{1,4}(?:st|nd|rd|th|er|e|ème|eme|te|º|°|ª)$", re.IGNORECASE)
_RELABEL = {
    "passport": (Kind.ID_DOCUMENT, "passport"),
    "id_card": (Kind.ID_DOCUMENT, "id_card"),
    "driving_licence": (Kind.ID_DOCUMENT, "driving_licence"),
    "account": (Kind.ACCOUNT_NUMBER, None),
    "routing": (Kind.ROUTING_NUMBER, None),
    "sort_code": (Kind.ROUTING_NUMBER, "sort_code"),
    "ssn": (Kind.NATIONAL_ID, "ssn"),
    "steuer_id": (Kind.NATIONAL_ID, "steuer_id"),
    "ein": (Kind.NATIONAL_ID, "ein"),
    "dni": (Kind.NATIONAL_ID, "dni"),
    "nie": (Kind.NATIONAL_ID, "nie"),
    "nhs": (Kind.NATIONAL_ID, "nhs"),
    "ird": (Kind.NATIONAL_ID, "ird"),
    "nino": (Kind.NATIONAL_ID, "nino"),
    "sin": (Kind.NATIONAL_ID, "sin"),
}


_MIXED = re.compile(r"[A-Za-z]-?[0-9]|[0-9][A-Za-z]")

# the last digits of an account or a card, as people write them: "current account ending 6612", "Karte endet auf
# 4471", "cuenta terminada en 0932", "carte se terminant par 1207"
# the words before them ("ending", "endet auf", "terminada en", "se terminant par"), also what a rewrite cuts with
# them (`lethe.language.clauses`)
LAST_DIGITS_LEAD = (
    r"ending(?:\s+(?:in|with))?|ends\s+(?:in|with)|endend\s+(?:auf|mit)|endet\s+(?:auf|mit)|terminad[ao]\s+en"
    r"|que\s+termina\s+en|acabad[ao]\s+en|finissant\s+par|se\s+terminant\s+par|qui\s+finit\s+par"
)
_TAIL = re.compile(
    r"\b(?P<what>account|acct|checking|chequing|savings|card|konto|karte|cuenta|tarjeta|compte|carte)\b[^.;:\n]{0,40}?"
    rf"\b(?:{LAST_DIGITS_LEAD})\s+(?:\*+|x+|…)?(?P<tail>[0-9]{{4}})\b",
    re.IGNORECASE,
)
_CARD_WORDS = {"card", "karte", "tarjeta", "carte"}


def find_tails(line: str, ctx: Ctx) -> Iterator[Cand]:
    """The last four digits of an account or a card ("account ending 6612")."""
    for m in _TAIL.finditer(line):
        kind = Kind.CARD if m.group("what").lower() in _CARD_WORDS else Kind.ACCOUNT_NUMBER
        yield Cand(m.start("tail"), m.end("tail"), kind, m.group("tail"), False, "last_digits")


def find_codes(line: str, ctx: Ctx) -> Iterator[Cand]:
    if digit_count(line) < 6 and not _MIXED.search(line):
        return  # a code is six digits or more, or letters and digits together
    for m in _CODE_RUN.finditer(line):
        raw = m.group(0).rstrip(".-/ ")
        start = m.start()
        if raw.startswith("#"):
            raw, start = raw[1:], start + 1
        key = compact(raw)
        n_digits = sum(c.isdigit() for c in key)
        letters = len(key) - n_digits
        if _NUMBER_SHAPE.match(raw) or _ORDINAL.match(raw):
            continue  # "1.400", "10.5": a number, read as one elsewhere
        if letters and (n_digits < 2 or len(key) < 4):
            continue
        if not letters and n_digits < 6:
            continue  # a short number ("4471", "50/50"), read as a number elsewhere
        end = start + len(raw)
        cue = cue_before(line, start)
        kind, subkind = _RELABEL.get(cue or "", (Kind.CODE, None))
        if kind is Kind.ROUTING_NUMBER and subkind is None and key.isdigit() and len(key) == 9:
            subkind = "aba" if _ok(rtn, key) else None
        strong = len(key) >= 6 and (n_digits >= 3)
        yield Cand(start, end, kind, key, strong or kind is not Kind.CODE, subkind)


# ------------------------------------------------------------------------------------------ payment aliases

# an Argentine bank transfer alias, written after its word: "alias gonza.mate.birra", "Alias CBU: casa.sol.rio"
# (6 to 20 letters, digits, dots and hyphens, with a dot or hyphen between words)
_ALIAS = re.compile(
    r"(?i)\balias(?:\s+(?:cbu|cvu|de\s+mp|mp))?\s*[:=]?\s*(?P<a>[a-z0-9]+(?:[.-][a-z0-9]+){1,4})(?![\w.-]*[\w])"
)


def find_aliases(line: str, ctx: Ctx) -> Iterator[Cand]:
    for m in _ALIAS.finditer(line):
        alias = m.group("a")
        if 6 <= len(alias) <= 20:
            yield Cand(m.start("a"), m.end("a"), Kind.CODE, compact(alias), True, "alias")
