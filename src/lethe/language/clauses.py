"""Where a fact sits in a line: from a value's span to the clause a rewrite removes.

"- Brother: Tomas, phone 503-555-0142." keeps "Brother: Tomas"; "Name: Maya Chen, born 1991-08-14." keeps
the name; "Prefers window seats and early flights." keeps "Prefers early flights"; "Sister: Anna Reyes.
Lives at 14 Birch Lane, ..." keeps the first sentence; "Passport: X48213377, expires 2031-04-02." is all
about the passport, so the whole segment goes. Pure functions over text.
"""

from __future__ import annotations

import re
from functools import lru_cache

from lethe.language.values.ids import LAST_DIGITS_LEAD

_ABBREV = {
    "dr",
    "mr",
    "mrs",
    "ms",
    "st",
    "ave",
    "av",
    "rd",
    "ln",
    "tel",
    "nr",
    "no",
    "sr",
    "sra",
    "dra",
    "mme",
    "mlle",
    "prof",
    "str",
    "avda",
    "pza",
    "etc",
    "approx",
    "dept",
    "inc",
    "ltd",
    "jr",
    "geb",
    "ca",
    "bzw",
    "vs",
    "e.g",
    "i.e",
    "a.m",
    "p.m",
    "jan",
    "feb",
    "mar",
    "apr",
    "jun",
    "jul",
    "aug",
    "sep",
    "sept",
    "oct",
    "nov",
    "dec",
    "max",
    "min",
    "n",
    "col",
    "fracc",
    "urb",
}
# the head of a line naming whom it is about: "- Brother: Tomas", "**Mi padre**: Vicent Ferrer", "Mam: Nansi Thomas"
LABEL_HEAD = r"^\s*[-*+]?\s*(?:\*\*)?[^\W\d_][\w' ]{0,30}(?:\*\*)?\s*:\s*"
HEAD_NAME = r"[A-ZÀ-Ý][\w'-]+"
#: a whole name of up to four words after such a head: "Ronny Schubert", "Vicent Ferrer"
HEAD_FULL_NAME = rf"{HEAD_NAME}(?:\s+{HEAD_NAME}){{0,3}}"

#: whom something is kept from, by their name: "Regan doesn't know.", "Rosi weiß nichts", "Xandru no lo sabe",
#: "Sandrine ne sait pas" (group 1: the name)
WHO_DOESNT_KNOW = re.compile(
    r"(?:^|[.;!?,]\s+|^\s*[-*+]\s+)((?-i:(?:[A-ZÀ-Ý][\w'’&-]*\s+){0,3}[A-ZÀ-Ý][\w'’&-]*))\s+"
    r"(?:(?:doesn'?t|does\s+not|don'?t|do\s+not|mustn'?t|must\s+not"
    r"|can'?t|cannot|shouldn'?t|should\s+not)\s+(?:ever\s+)?(?:know|find\s+out|hear)\b"
    r"|(?:weiß|weiss|wissen)\s+(?:es\s+|das\s+|davon\s+)?(?:nichts|nix|nicht|net|ned|nüscht|nischt)\b"
    r"|no\s+(?:lo\s+)?(?:sabe|saben|debe\s+saber)\b|(?:ne\s+)?(?:le\s+)?(?:sait|savent)\s+(?:pas|rien)\b)",
    re.IGNORECASE,
)

_END = re.compile(r"[.!?;](?=\s|$)|\n")
_MARKER_NEXT = re.compile(r"[ \t]*<!--")  # a marker comment right after a sentence end, on its line
_CONJ = re.compile(r"\s+(?:and|&|und|sowie|y|e|et|or|oder|o|ou)\s+", re.IGNORECASE)


def _boundaries(text: str) -> tuple[int, ...]:
    """Offsets just after each segment end (a sentence end or a semicolon), abbreviations excepted (those of
    a short text remembered: a statement is cut for each of its values, and again for every request)."""
    return _kept_boundaries(text) if len(text) <= 4096 else _cut(text)


@lru_cache(maxsize=16384)
def _kept_boundaries(text: str) -> tuple[int, ...]:
    return _cut(text)


def _cut(text: str) -> tuple[int, ...]:
    out = []
    for m in _END.finditer(text):
        i = m.start()
        if text[i] == ".":
            word = re.search(r"([^\W\d_]+)$", text[:i])
            # a letter after a digit or a slash ends a code or a unit, not an initial: "48392017K.", "15 €/h."
            glued = word is not None and re.search(r"[\d/]$", text[: word.start()]) is not None
            if word and (word.group(1).lower() in _ABBREV or len(word.group(1)) == 1) and not glued:
                continue
            if word and len(word.group(1)) > 4 and word.group(1).lower().endswith("str"):
                continue  # "Lindenstr. 12"
            if word and word.group(1).lower().endswith("nr"):
                continue  # "Buchungsnr. VS-88213", "Kundennr. 4471"
            if re.search(r"(?:^|\s)\d{1,2}$", text[:i]) and _month_next(text, i + 1):
                continue  # "3. März": a German day
            if re.search(r"\d$", text[:i]) and re.match(r"\d", text[i + 1 : i + 2] or " "):
                continue
        if _MARKER_NEXT.match(text, m.end()):
            continue  # "Old gate code is ZQ47X. <!-- expires: … -->": a marker belongs to the sentence before it
        out.append(m.end())
    return tuple(out)


def _month_next(text: str, at: int) -> bool:
    from lethe.language.values.dates import MONTHS

    m = re.match(r"\s*([^\W\d_]+)", text[at:])
    return bool(m) and m.group(1).casefold() in MONTHS


def _goes_on_about_it(text: str, s: int, e: int, a: int, b: int) -> bool:
    """Words (not a value) that open a line, its first semicolon segment, and after it details of that thing: a
    lowercase segment with no subject of its own that lists or numbers ("Multa de tráfico (radar M-30) recurrida;
    expediente de Madrid Movilidad 2026/55102", "Carpal tunnel …; brace at night, naproxen when bad"); not "Vegetarian;
    avoid mushrooms", "Anna's birthday is June 3; she loves tulips"."""
    if text[:a].strip(" -*+\t") or re.search(r"\d", text[a:b]) or not text[s:e].rstrip().endswith(";"):
        return False
    rest = text[e:].strip()
    return (
        bool(rest)
        and rest[0].islower()
        and ":" not in rest
        and re.search(r"[,\d]", rest) is not None
        and not _A_SUBJECT.match(rest)
    )


_A_SUBJECT = re.compile(
    r"(?:i|he|she|they|we|it|you|er|sie|es|wir|ich|il|elle|ils|elles|on|je|nous|él|ella|ellos|yo|nosotros)\b",
    re.IGNORECASE,
)


def segment(text: str, a: int, b: int) -> tuple[int, int]:
    """The sentence or semicolon-separated segment holding [a, b) (its end includes the terminator)."""
    start, end = 0, len(text)
    for off in _boundaries(text):
        if off <= a:
            start = off
        elif off >= b:
            end = off
            break
    while start < a and text[start] in " \t":
        start += 1
    return start, end


def _items(text: str, s: int, e: int, a: int, b: int) -> list[tuple[int, int]]:
    """Comma-separated items of text[s:e] (a spaced dash separates too: "Arnaud anniversaire 14.02 — appeler au
    …"), never splitting inside [a, b) or inside parentheses. Each item ends where its separator starts."""
    items, depth, last, i = [], 0, s, s
    while i < e:
        ch = text[i]
        if ch in "([":
            depth += 1
        elif ch in ")]":
            depth = max(0, depth - 1)
        elif depth == 0 and not (a <= i < b):
            dash = _SPACED_DASH.match(text, i, e)
            decimal = ch == "," and 0 < i < len(text) - 1 and text[i - 1].isdigit() and text[i + 1].isdigit()
            if (ch == "," and not decimal) or dash:  # ("0,11", "2,5 mg": a decimal comma separates nothing)
                items.append((last, i))
                last = dash.end() if dash else i + 1
                i = last
                continue
        i += 1
    items.append((last, e))
    return items


# not a range ("9:00 - 10:00"); after a number, before a word it is one ("… on 01851 704662 - the hip op went fine")
_SPACED_DASH = re.compile(r" [—–] |(?<!\d) - (?!\d)|(?<=\d) - (?=[^\W\d_]{2})")


# brackets right after a value that say something of someone, not of the value ("(from dental school)"; not
# "(work)", "(old)", "(landline)")
_SAID_OF_THEM = re.compile(
    r"\s*\((?!\s*(?:work|home|mobile|cell|landline|old|new|private|office|fixe|portable|pro|perso|privat|dienstlich"
    r"|handy|festnetz|trabajo|casa|móvil|fijo)\b)[^()\d]{3,60}\)",
    re.IGNORECASE,
)
# "born 1985-02-16 in Spanish Town": the date goes, where stays
_BORN = re.compile(r"\b(?:born|née?|geboren|nacid[oa])(\s+(?:on\s+|le\s+|am\s+|el\s+)?)$", re.IGNORECASE)
_IN_A_PLACE = re.compile(r"\s+(?:in|à|en|au|im)\s+[A-ZÀ-Ý]")


# a number said as where a call came from or went to, inside a sentence that goes on ("Steffi hat vom 0171… angrufen:
# der Jochen zieht aus", "called me from 07700 900123 about the boiler", "me llamó desde el 55 5550 …")
_VIA_NUMBER = re.compile(
    r"\s+(?:from|vom|von\s+der|von|desde\s+el|desde|del|du|depuis\s+le|depuis|au|at|on|to|al|an|am)\s*\Z",
    re.IGNORECASE,
)
_A_NUMBER = re.compile(r"\+?\d[\d ()./-]{6,}\d")
# a number given with something the sentence did, closing it: " con mi cédula ", " with my passport number "
_GIVEN_WITH = re.compile(
    r"\s+(?:con|with|using|mit|avec)\s+(?:mi|my|meiner|meinem|meinen|mon|ma|su|his|her|seiner|seinem|son|sa)\s+"
    r"(?:[^\W\d_][\w-]*\s+){0,2}[^\W\d_][\w-]*\s*[:#]?\s*\Z",
    re.IGNORECASE,
)


def clause(text: str, a: int, b: int) -> tuple[int, int]:
    """The span a rewrite cuts for a value written at [a, b) of `text`."""
    born = _BORN.search(text, 0, a)
    if born is not None and re.search(r"\d", text[a:b]) and _IN_A_PLACE.match(text, b):
        return born.start(1), b  # "born 1985-02-16 in Spanish Town" -> "born in Spanish Town"
    label = _TOPIC_LABEL.match(text)
    if label is not None and label.start(1) <= a and b <= label.end(1) and ";" in text[label.end() :]:
        # "Tanda con compañeras: $2,000 por quincena; me toca cobrar en agosto": what the line is about, so
        # every part of it goes (not "me toca cobrar en agosto ($20,000)" left over)
        return label.start(1), len(text.rstrip())
    aside = _aside(text, a, b)
    if aside is not None:
        return aside  # "Sabine Krause (Chor), 0176 …": only " (Chor)" goes
    inner = _in_brackets(text, a, b)
    if inner is not None:
        return inner  # "(cabinet Fabre-Roux, quai de Serbie, 04 78 62 19 40)": only ", 04 78 62 19 40" goes
    tail = _TAIL_LEAD.search(text, 0, a)
    if tail is not None and text[: tail.start()].strip(" -*+\t"):
        return tail.start(), b  # "account ending 6612": only " ending 6612" goes, the account stays
    s, e = segment(text, a, b)
    via = _VIA_NUMBER.search(text, s, a)
    if (
        via is not None
        and _A_NUMBER.fullmatch(text[a:b])
        and text[s : via.start()].strip(" -*+\t")
        and (
            re.match(r"\s*:?\s+[^\W\d_]", text[b:e])  # ("Texté Audrey au 418… : le loyer est viré")
            # or closing a sentence that says more than whom: "Sent chama KSh 5,000 to Shiku Mutua on 0711555392."
            or (not text[b:e].strip(" .!;") and len(re.findall(r"[^\W\d_]+", text[s : via.start()])) >= 4)
        )
    ):
        return via.start(), b  # "Steffi hat vom 01715550382 angrufen: …": only " vom 01715550382" goes
    given = _GIVEN_WITH.search(text, s, a)
    if (
        given is not None
        and re.search(r"\d", text[a:b])
        and not text[b:e].strip(" .!;")
        and len(re.findall(r"[^\W\d_]+", text[s : given.start()])) >= 3
    ):
        # "Llené el formulario de la beca de Valeria con mi cédula 1 1052 0874.": what was done with it stays, only
        # " con mi cédula 1 1052 0874" goes
        return given.start(), b
    if _goes_on_about_it(text, s, e, a, b):
        # "Carpal tunnel in right wrist; brace at night, naproxen when bad": what follows the line's opening
        # words, with no subject of its own, is about them (not "naproxen when bad" left over)
        return s, len(text.rstrip())
    body_end = e
    while body_end > s and text[body_end - 1] in ".!?; \n":
        body_end -= 1
    items = _items(text, s, body_end, a, b)
    k = next((i for i, (x, y) in enumerate(items) if x <= a < y or x < b <= y), 0)
    if k == 0 and _AN_ADDRESS.match(text, a):
        # "Rent £560/month to Lothian Lettings for 9/3 Warrender Park Road": the phrase placing it goes
        prep = _TO_PLACE.search(text, s, a)
        if prep is not None and _placed(text, prep.start()) and re.search(r"\d", text[s : prep.start()]):
            return prep.start(), b  # what is left states something of its own (a sum); "Old courier slip" would not
    if k == 0:
        # the value opens the segment: the whole segment states it, unless it is one conjunct of a list
        # after other words ("Prefers window seats and early flights")
        before = text[s:a].strip()
        conj = _CONJ.match(text, b) or _conj_after_words(text, b, body_end)
        if before and not before.endswith(":") and conj and len(items) == 1:
            return a, conj.end()
        kept = _after_a_name(text, s, a, b)
        if kept is not None:
            return kept  # "Coach Ray Delgado 210-…": the name stays
        colon = text.rfind(":", s, a)
        if (
            colon > s
            and not text[colon + 1 : a].strip()
            and re.search(r"[€$£₡¥₹]|\b(?:EUR|USD|GBP|CHF|FCFA|euros?|dollars?|pesos|francs?)\b", text[a:b])
            and text[:s].strip(" -*+\t.")
            and len(re.findall(r"[^\W\d_]+", text[s:colon])) >= 3
        ):
            # "- Renault Clio IV, GG-418-PK. Clim réparée chez Momo Chergui en juin : 180 €.": a sentence after the
            # line's first, its sum after a colon: the colon and the sum go, what the sentence says stays (not "Her
            # new number from May: 0171 …", which says what the number is)
            y = items[0][1]
            return colon - (len(text[:colon]) - len(text[:colon].rstrip())), y
        prev = s - 1
        while prev >= 0 and text[prev] in " \t":
            prev -= 1
        if prev >= 0 and text[prev] in ".;!?" and text[:prev].strip(" -*+\t"):
            return prev, body_end  # "...; manager is Olu Adeyemi." -> cut "; manager is Olu Adeyemi"
        named = _LABELLED.match(text, s, a)
        if named and _a_name(named.group(1)) and text[e:].strip():
            return named.end(), e + len(text[e:]) - len(text[e:].lstrip())  # keeps "Jess Moreno: climbing buddy."
        colon = text.rfind(":", s, a)
        if (
            colon > s
            and len(items) == 1
            and _cue_only(text[colon + 1 : a].rstrip("#№ "))
            and not _a_name(text[colon + 1 : a].strip(" #№"), below=3.0)  # (a word naming the value, not "Linh")
            and len(re.findall(r"[^\W\d_]+", text[s:colon])) >= 3
            and not text[b:body_end].strip()
        ):
            # "- Gun safe de Wichi en el clóset: combinación 19-37-22.": the code and its word go, the thing stays
            return colon, body_end
        if colon > s and len(items) > 1 and text[s:colon].strip(" -*+\t") and _cue_only(text[colon + 1 : a]):
            # "- Cuenta en el Galicia: CBU 0070…, alias …": the value and its word go, what the label says stays
            nxt = items[1][0]
            return colon + 1, nxt + len(text[nxt:]) - len(text[nxt:].lstrip())
        if (
            re.search(r"\w", before)
            and len(items) > 1
            and not before.endswith(":")
            and text[items[1][0] : items[1][1]].strip()
            and not _HOW_IT_IS_DONE.match(text, items[1][0])  # "… 900 € al mes, sin contrato": how, of the first
            # (not a name said right after a thing, which is its own: "Aston Villa season ticket, Holte End.", "Ran a
            # sound system, Irie Vibes, in the 90s"; after a number it is where: "Calle 10 # 5-51, La Macarena")
            and (re.search(r"\d", text[a:b]) or not _ONLY_A_NAME.match(text[items[1][0] : items[1][1]]))
        ):
            # "Texas RN license 912447, renew by 2026-09-30.": the first item goes, what the others say stays
            nxt = items[1][0]
            return items[0][0], nxt + len(text[nxt:]) - len(text[nxt:].lstrip())
        return s, e
    x, y = items[k]
    kept = _after_a_name(text, x, a, b)
    if kept is not None:
        return kept  # ", Coach Denise Villarreal 210-…": she stays
    aside = _SAID_OF_THEM.match(text, b)
    if aside is not None and aside.end() >= y:
        # ", mobile 07700 900258 (from dental school)": what the brackets say is of her, not of the number
        return items[k - 1][1], b
    return items[k - 1][1], y  # ", phone 503-555-0142" (the comma or dash before goes with it)


# the word or two naming a value, after a label's colon ("CBU", "IBAN", "Handy", "mobile no."), no sentence's
# words ("… Fortis: le prêt de 85k tient")
_CUE_ONLY = re.compile(r"\s*(?:[^\W\d_]+\.?\s*){1,2}")
_NO_CUE = frozenset("le la les l de du des un une the a an of el los las lo der die das den dem ein eine".split())


def _cue_only(between: str) -> bool:
    return _CUE_ONLY.fullmatch(between) is not None and not _NO_CUE & set(re.findall(r"\w+", between.lower()))


_ONLY_A_NAME = re.compile(r"\s*[A-ZÀ-Ý][\w'’-]*(?:\s+[A-ZÀ-Ý][\w'’-]*){0,3}\s*[.;!]?\s*$")


# where something happens, before a place's name: "en el", "at the", "im", "à l'", "dans le"
_AT_PLACE = re.compile(
    r"\s+(?:in|at|en|im|am|à|au|aux|dans|bei|with|mit|con|avec|chez)(?:\s+(?:el|la|los|las|the|der|dem|den|le|les|l'))?"
    r"(?:\s+(?:Dr|Dra|Prof|Me|Maître)\.?)?\s*\Z",
    re.IGNORECASE,
)


# a street address written number first ("9/3 Warrender Park Road", "1482, 4e Avenue"), and the word placing it
_AN_ADDRESS = re.compile(r"\d[\d/-]*[a-zA-Z]?,?\s+(?:\d{1,3}(?:e|re|er|st|nd|rd|th)\s+)?[A-ZÀ-Ý]")
# what something is paid or kept for: "Rent £560/month to Lothian Lettings for 9/3 Warrender Park Road"
_TO_PLACE = re.compile(r"\s+(?:for|für|para|pour)(?:\s+(?:the|die|das|den|el|la|le|l'))?\s*\Z", re.IGNORECASE)


def place_phrase(text: str, a: int, b: int) -> tuple[int, int]:
    """The span a rewrite cuts for a place's name at [a, b) that is the fact itself: the phrase placing it when
    the rest of its clause still says something ("en tratamiento en el Hospital La Fe (Dr. …)" keeps "en
    tratamiento (Dr. …)"), else the clause."""
    at = _AT_PLACE.search(text, 0, a)
    if (
        at is not None
        and re.match(r"\s+[a-zà-ÿ]", text[b:])
        and not re.match(r"\s+(?:in|on|at|en|im|à|since|seit|desde)\b", text[b:])
    ):
        return a, b + len(text[b:]) - len(text[b:].lstrip())  # "lives at Rosebank House care home": the name
    if at is not None and _placed(text, at.start()):
        return at.start(), b
    return clause(text, a, b)


def _placed(text: str, start: int) -> bool:
    """Two words or more come before the phrase in its sentence part ("tratan a papá en el Hospital La Fe",
    not "Works at Halcyon"): cutting it leaves a statement."""
    head = re.split(r"[;:.!?]\s", text[:start])[-1]
    return len(re.findall(r"[^\W\d_]{2,}", head)) >= 2


# words that give a thing's last digits after the thing is named ("account ending 6612", "Karte endet auf 4471")
_TAIL_LEAD = re.compile(rf"\s+(?:{LAST_DIGITS_LEAD})\s*[:#]?\s*\Z", re.IGNORECASE)
# a line's opening label, what the line is about ("Tanda con compañeras de Urgencias: …")
_TOPIC_LABEL = re.compile(r"[\s\-*+]*([^:\n]{1,60}?):\s+\S")
# ("Ex-Schwager Dirk Albrecht (Sörens Bruder): …": who they are, in brackets, before the colon)
_LABELLED = re.compile(r"[\s\-*+]*([A-ZÀ-Ý][\w'-]+(?:\s+[A-ZÀ-Ý][\w'-]+){0,2})(?:\s*\([^()\n]{1,40}\))?\s*:\s*")


# an item that only says how the one before is done ("A Rosa le pago 900 € al mes, sin contrato (en mano)"): it
# goes with it
_HOW_IT_IS_DONE = re.compile(
    r"\s*(?:sin|without|ohne|sans|en\s+mano|en\s+efectivo|in\s+cash|cash\s+in\s+hand|bar\s+auf\s+die\s+hand|au\s+noir"
    r"|off\s+the\s+books|schwarz)\b",
    re.IGNORECASE,
)


# a sentence that opens with someone's name, the value right after it: "Coach Ray Delgado 210-555-0148."
_A_NAME_BEFORE = re.compile(r"(?<![^\s.;!?])(?:[A-ZÀ-Ý][\w'.-]*\s+){2,3}\Z")


def _after_a_name(text: str, start: int, a: int, b: int) -> tuple[int, int] | None:
    """The span to cut for a value written right after someone's name that opens its part of the sentence
    ("Coach Ray Delgado 210-555-0148"): the value and the space before it; None when no name stands there. A last
    name may be a word too ("García"), not an everyday one ("Call Mom 210-…")."""
    if not _A_NAME_BEFORE.search(text, start, a) or not _a_name(text[start:a].split()[-1], below=5.0):
        return None
    return len(text[:a].rstrip()), b


def _a_name(label: str, below: float = 4.0) -> bool:
    """ "Jess Moreno", "Hana": someone's name, not a thing's label ("Passport", "Credit Card")."""
    from lethe.language.frequency import commonness

    return min(commonness(w) for w in label.split()) < below


def _brackets(text: str, a: int, b: int) -> tuple[int, int] | None:
    """The "(" and ")" around [a, b), if the value is inside one pair of brackets."""
    o = text.rfind("(", 0, a)
    c = text.find(")", b)
    if o < 0 or c < 0 or ")" in text[o:a] or "(" in text[b:c]:
        return None
    return o, c


def _aside(text: str, a: int, b: int) -> tuple[int, int] | None:
    """A value inside a parenthesis of a line that says one thing ("(Chor)", "(studiert in Leipzig)"): the
    parenthesis and the space before it."""
    br = _brackets(text, a, b)
    # (a comma inside the value is its own: "(£1,150)")
    if br is None or br[0] < 1 or re.search(r"[,;]", text[br[0] : a] + text[b : br[1]]):
        return None
    o, c = br
    if not text[:o].strip(" -*+\t"):
        return None  # a line that opens with it
    return (o - 1 if text[o - 1] == " " else o), c + 1


def _in_brackets(text: str, a: int, b: int) -> tuple[int, int] | None:
    """A value that is one of several comma-separated items inside brackets: that item and its comma."""
    br = _brackets(text, a, b)
    if br is None:
        return None
    o, c = br
    items = _items(text, o + 1, c, a, b)
    if len(items) < 2:
        return None
    k = next(i for i, (x, y) in enumerate(items) if x <= a < y or x < b <= y)
    x, y = items[k]
    if k:
        return x - 1, y  # ", 04 78 62 19 40"
    nxt = items[1][0]
    while nxt < c and text[nxt] == " ":
        nxt += 1
    return x, nxt  # "04 78 62 19 40, " before the rest


def _conj_after_words(text: str, b: int, end: int):
    """A conjunction after at most two more words of the same noun ("window| seats and early flights")."""
    m = re.match(r"(?:\s+[^\W\d_]+){1,2}?(?=\s+(?:and|&|und|sowie|y|e|et|or|oder|o|ou)\s)", text[b:end])
    return _CONJ.match(text, b + m.end()) if m else None


def expand(text: str, spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Each value span widened to its clause, overlapping clauses merged."""
    return merged([clause(text, a, b) for a, b in spans])


def merged(spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Spans in order, overlapping ones joined."""
    out: list[tuple[int, int]] = []
    for a, b in sorted(spans):
        if out and a <= out[-1][1]:
            out[-1] = (out[-1][0], max(out[-1][1], b))
        else:
            out.append((a, b))
    return out
