"""Shared helpers: a length-keeping text preparation, accent folding, a cheap language guess, label cues."""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

LANGS = ("en", "de", "es", "fr")

# One character for one character, so offsets in the prepared text are offsets in the original:
# full-width forms to ASCII, every dash to "-", odd spaces to " ", curly quotes to straight ones.
_SAME_LENGTH = {i: i - 0xFEE0 for i in range(0xFF01, 0xFF5F)}
_SAME_LENGTH.update({0x3000: 0x20})
_SAME_LENGTH.update(dict.fromkeys([0x2010, 0x2011, 0x2012, 0x2013, 0x2014, 0x2212, 0xFE63], ord("-")))
_SAME_LENGTH.update(
    dict.fromkeys([0x00A0, 0x202F, 0x2007, 0x2008, 0x2009, 0x200A, 0x2002, 0x2003, 0x2004, 0x2005, 0x2006], 0x20)
)
_SAME_LENGTH.update({0x2018: ord("'"), 0x2019: ord("'"), 0x02BC: ord("'"), 0x201C: ord('"'), 0x201D: ord('"')})


def prepare(text: str) -> str:
    """`text` with full-width digits and letters, dashes, odd spaces and quotes made plain, same length."""
    if text.isascii():
        return text
    return text.translate(_SAME_LENGTH)


def fold(text: str) -> str:
    """Lower-case without accents ("Straße" -> "strasse", "Allée" -> "allee"); for comparing words only."""
    return _fold_word(text) if len(text) <= 64 else _fold(text)


@lru_cache(maxsize=8192)
def _fold_word(text: str) -> str:
    return _fold(text)


def _fold(text: str) -> str:
    text = text.casefold().replace("ß", "ss")
    if text.isascii():
        return text
    return "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))


def norm_lang(lang: str | None) -> str | None:
    """ "de-DE", "de_AT", "DE" -> "de"; None or an unsupported language -> None."""
    if not lang:
        return None
    code = lang.strip().lower()[:2]
    return code if code in LANGS else None


_STOPWORDS = {
    "en": "the and of to is in on at for with my her his from was are this that you not her she he its by",
    "de": "der die das und ist nicht mit für auf den dem des ein eine im am zu bei von ich sie er nach bis "
    "wir ist geb uhr oder auch noch",
    "es": "el los las y del con para por que una es mi su al se lo muy pero como está nacida años",
    "fr": "le les et des du un une est pour avec sur au aux que qui ne pas mon ma mes chez née tu il elle",
}
_WORD_LANG: dict[str, list[str]] = {}
for _lang, _words in _STOPWORDS.items():
    for _w in _words.split():
        _WORD_LANG.setdefault(_w, []).append(_lang)
_MARKS = {"ß": "de", "ä": "de", "ö": "de", "ü": "de", "ñ": "es", "¿": "es", "¡": "es", "ç": "fr", "è": "fr", "ê": "fr"}
_WORD = re.compile(r"[^\W\d_]+")


def guess_lang(text: str, limit: int = 20000) -> str | None:
    """The language of `text` among en/de/es/fr from its function words, or None when it does not say."""
    sample = text[:limit]
    score = dict.fromkeys(LANGS, 0)
    for w in _WORD.findall(sample.lower()):
        for lang in _WORD_LANG.get(w, ()):
            score[lang] += 1
    if not sample.isascii():
        for ch, lang in _MARKS.items():
            if ch in sample:
                score[lang] += 2
    best = max(score.values())
    if best == 0:
        return None
    winners = [lang for lang, s in score.items() if s == best]
    return winners[0] if len(winners) == 1 else None


# ------------------------------------------------------------------------------------------ label cues

# Words that label the value after them, folded (lower-case, no accents). Each names a category.
_CUES = {
    "phone": """phone|phone number|telephone|tel|tel.|mobile|mobile phone|cell|cellphone|cell phone|whatsapp|fax
        |handy|handynummer|telefon|telefonnummer|mobil|mobilnummer|festnetz|rufnummer
        |telefono|movil|celular|cel|cel.|fijo|numero de telefono|tlf|tlfno|tfno|telf|wsp|whatsapp
        |portable|fixe|numero de telephone""",
    "card": """card|credit card|debit card|visa|mastercard|amex|american express|card number|kreditkarte|karte|ec-karte
        |girocard|kartennummer|tarjeta|tarjeta de credito|tarjeta de debito|carte|carte bancaire|carte bleue
        |carte de credit|cb""",
    "expiry": """exp|exp.|expires|expiry|expiration|exp date|valid thru|valid through|valid until|good thru|gultig bis
        |ablauf|ablaufdatum|caduca|caducidad|vence|vencimiento|expire|expire le|date d'expiration|valable jusqu'au""",
    "ssn": """ssn|social security|social security number|social security no|soc sec|seguridad social
        |numero de la seguridad social|nss|securite sociale|numero de securite sociale|secu|nir|insee
        |svnr|sv-nr|sv-nummer|sozialversicherungsnummer|ahv|ahv-nr|ahv-nummer|avs|numero avs|rut|cpf|bsn|pesel
        |curp|cuil|cuit""",
    "steuer_id": """steuer-id|steuerid|steuer id|steuer-identifikationsnummer|steueridentifikationsnummer|idnr|tin
        |tax id|steuernummer""",
    "ein": "ein|employer identification number|employer id|fein",
    "codice_fiscale": "codice fiscale|cod fisc|c.f.",
    "dni": "dni|d.n.i.|documento nacional de identidad|nif",
    "nie": "nie|n.i.e.",
    "nhs": "nhs|nhs number|nhs no",
    "ird": "ird|ird number|ird no|ird #",  # (New Zealand's tax number)
    "sin": """sin|s.i.n.|sin number|social insurance|social insurance number|nas|n.a.s.|assurance sociale
        |numero d'assurance sociale""",
    "nino": "ni number|national insurance|national insurance number|nino",
    "passport": "passport|passport no|passport number|reisepass|pass-nr|passnummer|pasaporte|passeport",
    "id_card": """id card|identity card|personalausweis|ausweis|ausweisnummer|carte d'identite|cni
        |residence card|residence permit|titre de sejour|carte de sejour|aufenthaltstitel|aufenthaltserlaubnis
        |tarjeta de residencia|permiso de residencia
        |documento de identidad|cedula""",
    "driving_licence": """driver's license|drivers license|driver license|driving licence|driving license|license
        |licence|fuhrerschein|permis|permis de conduire|carnet de conducir|permiso de conducir""",
    "account": """account|acct|acct.|account number|account no|checking|checking account|savings|savings account
        |konto|kontonummer|kto|cuenta|numero de cuenta|compte|numero de compte""",
    "routing": "routing|routing number|routing no|aba|rtn|blz|bankleitzahl",
    "sort_code": "sort code|sort-code",
    "iban": "iban",
    # other numbered things: never a phone number
    "other": """membership|member|member no|member number|customer number|customer no|order|order number|confirmation
        |booking|reference|ref|ticket|frequent flyer|loyalty|library card|policy|invoice|tracking|serial|case number
        |kundennummer|mitgliedsnummer|bestellnummer|buchungsnummer|aktenzeichen|bibliotheksausweis|versichertennummer
        |rechnung|rechnungsnummer|vertragsnummer|sendungsnummer
        |numero de cliente|numero de socio|socio|pedido|reserva|localizador|carne de biblioteca|carnet de biblioteca
        |poliza|factura|expediente
        |adherent|n adherent|n° adherent|numero client|numero d'adherent|commande|reservation|carte de bibliotheque
        |carte de fidelite|facture|dossier""",
}
_CUE_CATEGORY = {
    re.sub(r"\s+", " ", phrase.strip()): category
    for category, phrases in _CUES.items()
    for phrase in phrases.split("|")
    if phrase.strip()
}
_CUE_RE = re.compile(
    r"(?<![a-z0-9])(?:"
    + "|".join(re.escape(p).replace(r"\ ", r"\s+") for p in sorted(_CUE_CATEGORY, key=len, reverse=True))
    + r")(?![a-z0-9])"
)
_CLAUSE_END = re.compile(r"[;\n|]")


def cue_before(line: str, start: int, window: int = 40) -> str | None:
    """The category of the label word nearest before `start` on the same clause ("phone", "passport", ...)."""
    lo = max(0, start - window)
    while 0 < lo < start and line[lo - 1].isalnum():
        lo += 1  # a whole word, never the end of one ("Anwäl|tin" is no "TIN")
    before = line[lo:start]
    cut = max(before.rfind(";"), before.rfind("\n"), before.rfind("|"))
    if cut >= 0:
        before = before[cut + 1 :]
    if not before.strip():
        return None
    found = _cue_in(before)
    if found == "other" and _PERSON_BETWEEN.search(before):
        return None  # "Abogada del expediente: Lourdes Vidal, 963 52 77 14": hers, not the file's number
    return found


# a person named after a label, right before the number: the number is theirs, whatever the label says of what
_PERSON_BETWEEN = re.compile(r":\s+(?:(?:Dr|Dra|Me|Mr|Mrs|Ms)\.?\s+)?[A-ZÀ-Ý][^\W\d_]+\s+[A-ZÀ-Ý][^\W\d_]+,?\s*$")


@lru_cache(maxsize=8192)
def _cue_in(before: str) -> str | None:
    found = None
    for m in _CUE_RE.finditer(fold(before)):
        found = m
    if found is None:
        return None
    return _CUE_CATEGORY.get(" ".join(found.group(0).split()))


# ------------------------------------------------------------------------------------------ detectors' common ground


class Ctx:
    """What detectors know about the text they read: its language (given or guessed), nothing else."""

    __slots__ = ("lang", "day_first")

    def __init__(self, lang: str | None) -> None:
        self.lang = lang
        # numeric dates: 03/06/1990 is 6 March in English notes, 3 June elsewhere
        self.day_first = lang is not None and lang != "en"


class Cand:
    """A candidate value found by one detector, before overlaps between detectors are settled."""

    __slots__ = ("start", "end", "kind", "key", "strong", "subkind")

    def __init__(self, start: int, end: int, kind, key, strong: bool, subkind: str | None = None) -> None:
        self.start, self.end, self.kind, self.key, self.strong, self.subkind = start, end, kind, key, strong, subkind

    def __repr__(self) -> str:  # pragma: no cover - debugging aid
        return f"Cand({self.kind}, {self.start}:{self.end}, {self.key!r}, strong={self.strong}, {self.subkind})"


# ------------------------------------------------------------------------------------------ cheap line facts

_WORD_RE = re.compile(r"[^\W\d_]+")


@lru_cache(maxsize=8)
def words_of(line: str) -> frozenset[str]:
    """The lower-case letter runs of a line ("18h30" -> {"h"}), shared by the detectors' quick tests."""
    return frozenset(w.lower() for w in _WORD_RE.findall(line))


@lru_cache(maxsize=8)
def digit_count(line: str) -> int:
    return sum(map(line.count, "0123456789"))
