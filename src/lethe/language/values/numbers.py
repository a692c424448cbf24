"""Amounts, percentages and plain numbers, read the way each language writes them.

en "68,500.00"; de/es "68.500,00"; fr "68 500,00" (space, NBSP or narrow NBSP); Swiss "68'500"; with
k/K, thousand, Tausend/Tsd., mil, mille, million/Mio./millones/millions. Money needs a currency or a
magnitude word ("142 thousand"); a bare number is a NUMBER and never equals money.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from decimal import Decimal, InvalidOperation

from ._text import Cand, Ctx, words_of
from .model import Kind, Money

#: Small counts as people say them, by value: "both"-like counts of a plan's items ("yes, all three", "alle drei",
#: "los tres", "les trois") and the count before a list ("Drei Sachen: …"). Dialect forms: Swiss "zwöi", "drüü",
#: "drü", Hessian "zwaa", Bavarian "zwoa", Swabian "zwoi", Carinthian "zwa", Palatine and Saxon "zwee", Low German
#: "dree".
COUNT_WORDS: dict[int, tuple[str, ...]] = {
    2: ("two", "zwei", "zwo", "zwaa", "zwoa", "zwoi", "zwa", "zwee", "zwöi", "dos", "deux"),
    3: ("three", "drei", "dree", "drüü", "drü", "tres", "trois"),
    4: ("four", "vier", "cuatro", "quatre"),
    5: ("five", "fünf", "cinco", "cinq"),
    6: ("six", "sechs", "seis"),
    7: ("seven", "sieben", "siete", "sept"),
    8: ("eight", "acht", "ocho", "huit"),
    9: ("nine", "neun", "nueve", "neuf"),
    10: ("ten", "zehn", "diez", "dix"),
}

_GROUP_SPACE = re.compile("[ '\u00a0\u202f\u2009]")
_LAST_GROUP = re.compile(r"[0-9]{3}(?:[.,][0-9]{1,2})?")
_MARKED = re.compile(r"[0-9]+(?:[.,][0-9]+)*")

# ------------------------------------------------------------------------------------------ parsing


def parse_number(written: str, lang: str | None = None, *, money: bool = False) -> Decimal | None:
    """The value of a written number, or None when its separators do not make sense.

    One separator followed by exactly three digits is a thousands separator in money (amounts have at
    most two decimals: "$142.000" is 142000, "1,500 €" is 1500) and for German/Spanish/French dots;
    otherwise it is the decimal mark. With both "." and "," the last one is the decimal mark.
    """
    s = written.strip()
    if s.isdigit() and s.isascii() and len(s) <= 64:
        return Decimal(s)
    if not s or len(s) > 64:
        return None
    # spaces and apostrophes only ever group thousands
    parts = _GROUP_SPACE.split(s)
    if len(parts) > 1:
        if not parts[0].isdigit() or len(parts[0]) > 3:
            return None
        for p in parts[1:-1]:
            if not (p.isdigit() and len(p) == 3):
                return None
        last = parts[-1]
        if not _LAST_GROUP.fullmatch(last):
            return None
        s = "".join(parts)
        if "." in s or "," in s:  # "68 500,00": the mark after the last group is the decimal one
            return _dec(s.replace(",", "."))
        return _dec(s)
    if not _MARKED.fullmatch(s):
        return None
    dots, commas = s.count("."), s.count(",")
    if dots and commas:
        dec_mark = "." if s.rfind(".") > s.rfind(",") else ","
        group_mark = "," if dec_mark == "." else "."
        whole, _, frac = s.rpartition(dec_mark)
        if dec_mark in whole or not _grouped(whole, group_mark):
            return None
        return _dec(whole.replace(group_mark, "") + "." + frac)
    mark = "." if dots else "," if commas else None
    if mark is None:
        return _dec(s)
    groups = s.split(mark)
    if len(groups) > 2:  # "1.400.000" / "1,400,000"
        return _dec(s.replace(mark, "")) if _grouped(s, mark) else None
    whole, frac = groups
    if len(frac) == 3 and 1 <= len(whole) <= 3 and whole != "0":
        thousands = money or (mark == "," and lang in (None, "en")) or (mark == "." and lang in ("de", "es", "fr"))
        if thousands:
            return _dec(whole + frac)
    return _dec(whole + "." + frac)


def _grouped(whole: str, mark: str) -> bool:
    groups = whole.split(mark)
    return 1 <= len(groups[0]) <= 3 and all(len(g) == 3 for g in groups[1:])


def _dec(s: str) -> Decimal | None:
    try:
        d = Decimal(s)
    except InvalidOperation:
        return None
    return tidy(d)


def tidy(d: Decimal) -> Decimal:
    """142000.00 -> 142000, 0.30 -> 0.3: one written form per value (equality does not need it, keys read better)."""
    if d == d.to_integral_value():
        return Decimal(int(d))
    return d.normalize()


# ------------------------------------------------------------------------------------------ money

_CURRENCY_SYMBOL = {
    "US$": "USD",
    "U$S": "USD",
    "$U": "UYU",  # Uruguayan peso ("$U 31.200")
    "CA$": "CAD",
    "C$": "CAD",
    "A$": "AUD",
    "AU$": "AUD",
    "NZ$": "NZD",
    "MX$": "MXN",
    "R$": "BRL",
    # the Caribbean's and Asia's dollars: "TT$3,200" (Trinidad and Tobago), "J$", "EC$", "BDS$", "HK$", "S$", "NT$"
    "TT$": "TTD",
    "J$": "JMD",
    "EC$": "XCD",
    "BDS$": "BBD",
    "HK$": "HKD",
    "S$": "SGD",
    "NT$": "TWD",
    "$": "USD",
    "₦": "NGN",
    "₡": "CRC",  # Costa Rican colón ("₡240.000")
    "GH₵": "GHS",  # Ghana's cedi ("GH₵ 2,400", "GH¢ 1,500", "GHS 400")
    "GH¢": "GHS",
    "GHS": "GHS",
    "₵": "GHS",
    "ZAR": "ZAR",
    "NGN": "NGN",
    "R": "ZAR",  # South African rand, written before the sum ("R250", "R3,450"): see `_RAND`
    "S/.": "PEN",  # Peru's sol ("S/ 300", "S/. 1,250", "PEN 300", "300 soles")
    "S/": "PEN",
    "PEN": "PEN",
    "FCFA": "XOF",  # West Africa's CFA franc ("25 000 FCFA"), also written "F" after a sum: see `_CFA`
    "CFA": "XOF",
    "F": "XOF",
    "€": "EUR",
    "£": "GBP",
    "¥": "JPY",
    "₹": "INR",
    "Fr.": "CHF",
    "CHF": "CHF",
    "EUR": "EUR",
    "USD": "USD",
    "GBP": "GBP",
    "JPY": "JPY",
    "CAD": "CAD",
    "AUD": "AUD",
    "MXN": "MXN",
    "SEK": "SEK",
    "NOK": "NOK",
    "DKK": "DKK",
    "PLN": "PLN",
    "INR": "INR",
    # more ISO codes written before or after a sum ("JMD 286,000"); not those that are everyday words in lower case
    # ("MAD", "COP", "TRY", "RON", "PHP")
    **{
        c: c
        for c in (
            "JMD TTD BBD XCD KES UGX TZS UYU ARS CLP BRL XOF XAF TND DZD EGP HKD SGD CNY NZD CZK HUF AED GMD"
        ).split()
    },
}
_CURRENCY_WORD = {
    "euro": "EUR",
    "euros": "EUR",
    "eur": "EUR",
    "dollar": "USD",
    "dollars": "USD",
    "dólar": "USD",
    "dólares": "USD",
    "dolares": "USD",
    "pound": "GBP",
    "pounds": "GBP",
    "pfund": "GBP",
    "libra": "GBP",
    "libras": "GBP",
    "livre": "GBP",
    "livres": "GBP",
    "franken": "CHF",
    "bucks": "USD",
    # everyday words for the same ("1000 piasses" in Québec is "1 000 $")
    "piasses": "USD",
    "piastres": "USD",
    "quid": "GBP",
    "pavos": "EUR",
    "balles": "EUR",
    "stutz": "CHF",
    "cedis": "GHS",
    "soles": "PEN",
    "dalasis": "GMD",  # the Gambia's ("15 000 dalasis")
    "dalasi": "GMD",
    # a peso of whichever country writes it ("1.900.000 pesos por mes" in Buenos Aires, Mexico's, Colombia's)
    "pesos": "PESO",
    "peso": "PESO",
}
_MAGNITUDE = {
    "k": 1000,
    "thousand": 1000,
    "tausend": 1000,
    "tsd": 1000,
    "tsd.": 1000,
    "mil": 1000,
    "mille": 1000,
    "m": 1_000_000,
    "mn": 1_000_000,
    "mio": 1_000_000,
    "mio.": 1_000_000,
    "million": 1_000_000,
    "millions": 1_000_000,
    "millionen": 1_000_000,
    "millón": 1_000_000,
    "millon": 1_000_000,
    "millones": 1_000_000,
    "bn": 1_000_000_000,
    "billion": 1_000_000_000,
    "mrd": 1_000_000_000,
    "mrd.": 1_000_000_000,
    "milliard": 1_000_000_000,
    "milliards": 1_000_000_000,
}
_SYM = "|".join(re.escape(s) for s in sorted(_CURRENCY_SYMBOL, key=len, reverse=True))
_CWORD = "|".join(sorted(_CURRENCY_WORD, key=len, reverse=True))
# a written number: space/NBSP-grouped (fr), or digits with . , ' separators (resolved by parse_number)
_NUM = r"[0-9]{1,3}(?:[ '][0-9]{3})+(?:[.,][0-9]{1,2})?(?![0-9])|[0-9]+(?:[.,'][0-9]+)*"
# magnitude words; "k"/"K" glued or spaced, "M"/"m" only next to a currency (see below)
_MAG_WORDS = (
    r"thousand|tausend|tsd\.?|mille|millions?|millionen|millones|mill[oó]n|mil|mio\.?|mn|bn|billion|mrd\.?|milliards?"
)
_MAG_SPACED = (
    r"thousand|tausend|tsd\.?|mille|millions?|millionen|millones|mill[oó]n|mil|mio\.?|mrd\.?|milliards?|billion"
)
_MONEY = re.compile(
    rf"""
    (?=[0-9$€£¥₹₦₡₵A-Z])(?<![\w.,$€£¥₹₦₡₵])(?<![\w][-/])  # not the last group of a code ("AF-2026-017 CHF 6'800")
    (?:
        (?P<sym1>{_SYM})\s?(?P<num1>{_NUM})(?:\s?(?P<mag1>[kKmM]\b|(?i:{_MAG_WORDS})\b))?
      | (?P<num2>{_NUM})(?:\s?(?P<mag2>[kKmM](?=\s?(?:{_SYM}|(?i:{_CWORD})\b))|(?i:{_MAG_WORDS})\b))?
        \s?(?P<sym2>{_SYM}|(?i:{_CWORD})\b)
      | (?P<num3>{_NUM})(?:(?P<mag3>[kK])(?![\w])|\s(?P<mag4>(?i:{_MAG_SPACED}))\b)
    )
    """,
    re.VERBOSE,
)


_MONEY_WORDS = frozenset(
    {s.lower() for s in _CURRENCY_SYMBOL if s.isalpha() and len(s) > 1}
    | set(_CURRENCY_WORD)
    | {m.rstrip(".") for m in _MAGNITUDE}
    | {"fr"}
)
_MONEY_SIGNS = ("$", "€", "£", "¥", "₹", "₦", "₡", "₵", "¢", "S/")
# the rand's "R", glued to a sum of three digits or more ("R250", "R3,450"; not "R2" nor the R44, a name, a road)
_RAND = re.compile(r"(?<![\w.,])R(?=[0-9]{3}|[0-9]{1,3}[, ][0-9]{3})")
# the CFA franc's "F" after a sum of thousands ("60 000 F", "25 000 F la façon"; not "5 F", "Zimmer 101 F", "100 F")
_CFA = re.compile(r"(?:(?<=[0-9][ .,\u00a0\u202f][0-9]{3})|(?<=[0-9]{4}))\s?F(?![\w'’])")


def money_word(word: str) -> bool:
    """Whether a word names a currency or a magnitude of money ("Euro", "bucks", "piasses", "k")."""
    return word.lower() in _MONEY_WORDS


def find_money(line: str, ctx: Ctx) -> Iterator[Cand]:
    if (
        not any(sign in line for sign in _MONEY_SIGNS)
        and not words_of(line) & _MONEY_WORDS
        and not _RAND.search(line)
        and not _CFA.search(line)
    ):
        return
    for m in _MONEY.finditer(line):
        g = m.groupdict()
        num = g["num1"] or g["num2"] or g["num3"]
        mag = g["mag1"] or g["mag2"] or g["mag3"] or g["mag4"]
        sym = g["sym1"] or g["sym2"]
        if sym == "R" and (g["sym2"] or not _RAND.match(line, m.start())):
            continue  # ("R2", "250 R": no rand)
        if sym == "F" and (g["sym1"] or not _CFA.search(line, m.start(), m.end() + 1)):
            continue  # ("F60", "5 F": no franc)
        currency = None
        if sym:
            currency = _CURRENCY_SYMBOL.get(sym) or _CURRENCY_WORD.get(sym.lower())
        amount = parse_number(num, ctx.lang, money=True)
        if amount is None:
            continue
        if mag:
            amount = tidy(amount * _MAGNITUDE[mag.lower()])
        end = m.end()
        if line[m.start() : end].endswith(" "):
            end -= 1
        yield Cand(m.start(), end, Kind.MONEY, Money(amount, currency), False, currency)


# ------------------------------------------------------------------------------------------ spelled out

# a sum written in words ("quatre-vingt-cinq mille", "cuarenta mil", "fünfundachtzigtausend"): read by text2num,
# only around a word of thousands or millions (a bare "two" or "vingt" is no sum anyone would look for)
_SPELLED_MAGNITUDE = frozenset(
    {"thousand", "mille", "mil", "tausend", "million", "millions", "millionen", "millones", "millón", "millon"}
)
# where such a sum may be written: one of those words, or a German compound ending in "tausend"
# what a number before "grand", or before "and a half" and one of these, is multiplied by
_SPELLED_SCALE = {"grand": 1000, "thousand": 1000, "million": 1_000_000, "millions": 1_000_000}
SPELLED_SUM_WORD = re.compile(r"(?i:\b(?:thousand|grand|mille|mil|millions?|millionen|millones|mill[oó]n)\b|tausend\b)")
_SPELLED_TOKEN = re.compile(r"[^\W\d_]+(?:-[^\W\d_]+)*")
_SPELLED_LANGS = ("en", "de", "es", "fr")


def may_spell_money(line: str) -> bool:
    """Whether a line may hold a sum written in words (the quick test `find_spelled_money` starts with)."""
    return SPELLED_SUM_WORD.search(line) is not None


def find_spelled_money(line: str, ctx: Ctx) -> Iterator[Cand]:
    if not may_spell_money(line):
        return
    from text_to_num import text2num

    lang = ctx.lang if ctx.lang in _SPELLED_LANGS else "en"
    toks = list(_SPELLED_TOKEN.finditer(line))
    for k, t in enumerate(toks):
        w = t.group(0).lower()
        grand = w == "grand" and lang == "en"  # "forty-eight grand": thousands, in English only
        if w not in _SPELLED_MAGNITUDE and not w.endswith("tausend") and not grand:
            continue
        # "forty-eight and a half grand": half a thousand more; the number's own words then end before the rest
        half = k >= 4 and [x.group(0).lower() for x in toks[k - 3 : k]] == ["and", "a", "half"]
        scale = _SPELLED_SCALE.get(w, 0) if grand or half else 0
        last = (k - 4 if half else k - 1) if scale else k
        best = None
        for s in range(last, max(-1, k - 8), -1):
            if s < last and line[toks[s].end() : toks[s + 1].start()].strip():
                break  # only words apart by spaces make one number
            try:
                n = text2num(line[toks[s].start() : toks[last].end()].lower(), lang)
            except ValueError:
                continue
            if scale:
                n = int((n + (0.5 if half else 0)) * scale)
            best = (toks[s].start(), n)
        if best is not None and (best[0] < t.start() or w not in _SPELLED_MAGNITUDE) and best[1] >= 1000:
            yield Cand(best[0], t.end(), Kind.MONEY, Money(Decimal(best[1]), None), False, None)


# ------------------------------------------------------------------------------------------ percent, number

_PERCENT = re.compile(
    rf"(?=[0-9])(?<![\w.,])(?P<num>{_NUM})\s?(?:%|(?i:percent|per cent|prozent|por ciento|pour cent)\b)",
)
_PLAIN = re.compile(r"(?=[0-9])(?<![\w.,])[0-9]+(?:[.,'][0-9]+)*(?![\w])(?!,[0-9])(?!\.[0-9])")
# "52 000": thousands grouped by spaces, as French (and some German and Spanish) notes write them
_SPACED = re.compile(r"(?=[0-9])(?<![\w.,])[0-9]{1,3}(?: [0-9]{3})+(?:,[0-9]{1,2})?(?![\w]|[.,][0-9]| [0-9])")


def find_percent(line: str, ctx: Ctx) -> Iterator[Cand]:
    if "%" not in line and not words_of(line) & {"percent", "cent", "prozent", "ciento"}:
        return
    for m in _PERCENT.finditer(line):
        value = parse_number(m.group("num"), ctx.lang)
        if value is not None:
            yield Cand(m.start(), m.end(), Kind.PERCENT, value, False)


def find_numbers(line: str, ctx: Ctx) -> Iterator[Cand]:
    if ctx.lang in ("fr", "de", "es"):
        for m in _SPACED.finditer(line):
            value = parse_number(m.group(0), ctx.lang)
            if value is not None:
                yield Cand(m.start(), m.end(), Kind.NUMBER, value, False)
    for m in _PLAIN.finditer(line):
        value = parse_number(m.group(0), ctx.lang)
        if value is not None:
            yield Cand(m.start(), m.end(), Kind.NUMBER, value, False)
