"""From what the user asked to the stored facts it means: which statements, which values, or a question.

Each item of the request is resolved against the home's statements:

- a FACT ("my brother's phone number") finds the statements of that person that state that attribute,
  and the values that state it (the number, the street and number, the date, the amount); several
  different ones (two friends' numbers, three appointments) mean a question naming them, unless the
  user already picked ("the vet one", "both");
- a GENERAL item ("that I'm vegetarian", "my drinking problem", "everything about my job search") finds
  the statements that say it, by its words (stems, typos forgiven) and by meaning (a multilingual sentence
  model), and for a topic also the section it heads and the names that only ever appear with it;
- a POINTER or RECALL item ("delete it", "the number I gave you yesterday") finds what the conversation
  just said and resolves that.

The result is a list of facts: the statements they came from and the values (or, for a statement with
no value, its words) to follow everywhere else.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field, replace
from enum import StrEnum
from functools import cache

from lethe.language.clauses import HEAD_FULL_NAME, HEAD_NAME, LABEL_HEAD, WHO_DOESNT_KNOW
from lethe.language.frequency import commonness, upper_german_commonness
from lethe.language.text import find_days, sentences, stem
from lethe.language.values import Money, bare_sum
from lethe.language.values.dates import MONTHS
from lethe.language.values.numbers import money_word

from . import codes, concepts, owned, semantic
from .corpus import (
    REL_OF,
    Corpus,
    People,
    Person,
    Statement,
    head_relation,
    label_match,
    mentions,
    relation_of,
    relation_word,
    untitled,
)
from .query import Query
from .told import month_said, note_month
from .utterance import (
    AGES,
    ANY_VALUE,
    MARKER,
    ONES_OF,
    PAY_FOR,
    Item,
    ItemKind,
    Owner,
    answer_apart,
    in_plain_german,
    items_of,
    names_a_topic,
    places_in,
    pointer_at,
    says_whole,
    swapped,
    value_age,
)
from .values import FoundValue, Kind, LabelValue, find_values, place_end, same, widened
from .vocab import (
    ADD,
    ANIMALS,
    ATTRIBUTES,
    BY_NAME,
    CALENDAR,
    DEALINGS,
    FILLERS,
    FORGET,
    GLOSSES,
    INSTITUTIONS,
    NUMBER_EVERYDAY,
    RELATION_ALSO,
    RELATIONS,
    STOP,
    TITLES,
    Attribute,
    relation_label,
)
from .words import (
    CAME_FROM,
    Lexicon,
    code_compounds_apart,
    cue_keys,
    fold,
    folded_words,
    guess_language,
    key,
    phrase_in,
    related,
    tokens,
    unpossessive,
    where_someone_is,
)

_STOP = {fold(w) for w in STOP}


class Outcome(StrEnum):
    FACTS = "facts"
    NOTHING = "nothing"
    CLARIFY = "clarify"


@dataclass
class Fact:
    label: str  # everyday words for the plan ("your brother's phone number")
    statements: list[Statement] = field(default_factory=list)
    values: list[FoundValue] = field(default_factory=list)  # values that state it
    names: list[str] = field(default_factory=list)  # person or place names that are the fact ("Olu Adeyemi")
    # names that are the fact, cut with the phrase placing them ("en el Hospital La Fe", "bei Dr. Lorenz")
    placed: list[str] = field(default_factory=list)
    terms: list[str] = field(default_factory=list)  # distinctive words to follow ("penicillin", "Kestrel")
    clauses: list[str] = field(default_factory=list)  # whole statements that state it (no value to follow)
    weak_dates: bool = False  # dates count only beside words of the fact (birthdays, appointments)
    context: list[str] = field(default_factory=list)  # those words
    together: list[str] = field(default_factory=list)  # words that state it where they meet ("vet Biscuit")
    beside: list[str] = field(default_factory=list)  # its terms count only in a sentence holding one of these
    spared: list[str] = field(default_factory=list)  # the user's own of it, kept ("Mine can stay"): their words


@dataclass
class Candidate:
    description: str  # everyday words naming it, never its value ("Priya", "the vet appointment (Biscuit)")
    fact: Fact


@dataclass
class Resolution:
    outcome: Outcome
    facts: list[Fact] = field(default_factory=list)
    question: str = "what"  # clarify key: what | which | who | partial
    candidates: list[Candidate] = field(default_factory=list)
    missing: int = 0  # "partial": how many of the candidates (the last ones) were not found
    kept: frozenset[str] = frozenset()  # the words of the statements the user keeps ("son allergie, garde-la")
    # the things of several named by their place, looked for by their words there alone ("…, and the quiz reminder")
    placed: list[Item] = field(default_factory=list)
    remarks: list[Item] = field(default_factory=list)  # pieces that say why, not what (`_remark`)


# what any illness is called, no illness of its own: "meiner Krankheit", "my sickness", "la enfermedad"
_AN_ILLNESS = frozenset("illness sickness disease condition krankheit erkrankung leiden enfermedad maladie".split())


def _the_illness_named(items: list[Item], lang: str) -> list[Item]:
    """ "das mit meiner Krankheit, dem Zittern: de Tabletten, …": the illness is the one another item names (the
    tremor, Parkinson's), not every illness the notes hold."""
    generic = [
        i
        for i in items
        if i.kind is ItemKind.GENERAL and i.words and all(w in _AN_ILLNESS for w in i.words) and not i.attribute
    ]
    if not generic or len(generic) == len(items):
        return items
    # (an illness, or a matter those who treat illness serve: Parkinson's has its neurologist)
    named = any(
        c.name != "illness" and (not c.event or set(c.roles) & _MEDICAL)
        for i in items
        if i not in generic
        for c in concepts.named_in(" ".join(i.words), lang)
    )
    return [i for i in items if i not in generic] if named else items


# tablets as a matter of their own ("my pill trouble"), and what says it is one
_PILLS = frozenset(
    """pill pills meds medication medications tablets tablet tabletten pastillas comprimes medicaments
    medikamente""".split()
)
_TROUBLE = frozenset("trouble problem problems business thing issue issues".split())


def _which_illness(items: list[Item], corpus: Corpus) -> list[str]:
    """ "Olvidate de lo mío, de la enfermedad esa …: las pastillas, la doctora, …": one illness, none named, where
    the user's lines hold several (HIV, cholesterol, a knee): which one, not every illness and every tablet."""
    if not any(
        i.kind is ItemKind.GENERAL
        and not i.part
        and i.words
        and (set(i.words) & _AN_ILLNESS or set(i.words) <= _PILLS | _TROUBLE and set(i.words) & _PILLS)
        for i in items
    ):
        return []
    if any(
        c.name not in ("illness", "medication") and (not c.event or set(c.roles) & _MEDICAL)
        for i in items
        for c in concepts.named_in(" ".join(i.words), "en")
    ):
        return []  # (an illness named beside it: that one)
    own = [st for st in corpus.statements if st.owner == "user" and note_month(st.path) is None]
    table = concepts.table()
    ills = {p for c in table if c.name == "illness" for p in c.parts} | {
        c.name for c in table if set(c.roles) & _MEDICAL
    }
    ill = [st for st in own if _traits_in(st) & (ills | {"illness", "medication"})]
    kinds = {c for st in ill for c in _traits_in(st)} & ills
    labels = [f"your {c.label}" for c in table if c.name in kinds]
    if len(labels) < 2:
        # (what the lines call each: "VIH: …", "Colesterol: …", "Rodilla izquierda: …")
        heads = [m.group(1).strip() for st in ill if (m := re.match(r"^[\s*+-]*([^:;,.]{2,30}):", st.text))]
        labels = [f"“{h}”" for h in dict.fromkeys(heads)]
    return labels if len(labels) >= 2 else []


class _Clarify(Exception):
    def __init__(self, question: str, candidates: list[Candidate] | None = None):
        self.question = question
        self.candidates = candidates or []


# ------------------------------------------------------------------------------------------ entry


def resolve(query: Query, corpus: Corpus) -> Resolution:
    if query.vague or not query.items:
        return Resolution(Outcome.CLARIFY, question="what")
    query.items = _the_illness_named(query.items, query.lang)
    if _which_illness(query.items, corpus):
        # (asked without naming them: an illness the request does not say is the user's to name, "VIH" is no word a
        # question may hold)
        return Resolution(Outcome.CLARIFY, question="what")
    facts: list[Fact] = []
    missing: list[Item] = []
    whole: list[Item] = []  # matters found whole ("everything about the child support")
    # "…, aach die Erinnerung jeden Monat": a reminder said by how often it comes, no word of what it holds
    for i in query.items:
        if i.places and i.words and all(w in _HOW_OFTEN for w in i.words):
            i.words = []
    placed = [i for i in query.items if kept_to_place(i, query)]  # (looked for in their place alone: `placed`)
    try:
        for item in [i for i in query.items if i not in placed] + placed:
            if item in placed:
                if not _of_the_matter(item, facts, query, corpus):
                    continue
                placed.remove(item)  # a place of what was found ("…, the daily reminder"): found with it
            recalled = item.kind is ItemKind.RECALL and item.attribute is None  # (resolving may retype it)
            try:
                got = [
                    f
                    for f in _resolve_item(item, query, corpus)
                    if f.statements or f.values or f.names or f.placed or f.terms
                ]
            except _Clarify as c:
                # "delete the reminder for my pressure tablets": what no note says sure enough, the reminder may
                # ("Take your pressure tablet"): nothing in the notes, so it is looked for there by its words
                # (`derive._named_in_place`), not asked about in other words; a part listed after a matter asked
                # whole asks nothing of its own ("…, el número de cuenta, …")
                if not item.part and (c.question != "unsure" or not _only_a_reminder(item, query)):
                    raise
                got = []
            if item.part and got:
                got = _part_of_the_matter(got, facts, corpus)
            facts += got
            if got and item.topic:
                whole.append(item)
            if not got and recalled and _pointed(query):
                continue  # "lösch dat alles wieder. Wat ich grad erzählt hab …": what "all of it" points to, said again
            if not got and (
                item.attribute is not None
                or any(_content(w) for w in item.words)
                or (item.owner.kind in ("name", "relation") and ONES_OF.search(item.text))  # "… y el de mi padre"
            ):
                missing.append(item)  # (a piece of only filler words, "und zwar überall", asks nothing)
    except _Clarify as c:
        return Resolution(Outcome.CLARIFY, question=c.question, candidates=c.candidates)
    if (facts or placed) and missing:
        # "… die ADHS-Geschichte … Auch die Tabletten-Erinnerung.": a place of the same thing, named by a kind of
        # thing ("pills", "meds") and no name or value of its own, goes with what was found (its reminder holds it)
        # (not "…, and the climbing reminder" after a phone number and the rent: a thing of its own)
        said = " ".join([f.label for f in facts] + [st.text for f in facts for st in f.statements])
        missing = [
            i
            for i in missing
            if not (
                i.places
                and i.attribute is None
                and len(i.words) <= 1
                and (any(x.topic for x in query.items) or _of_what_was_found(i, said, query))
            )
        ]
    if facts and missing:
        # "Dat ich beim Buchmacher … inne Kreide steh und dem jeden Ersten wat hinbring": a part whose words
        # mostly are in what was found ("Will jeden Ersten 200 €") says more of it, not another thing
        missing = [i for i in missing if not _said_in(i, facts)]
    remarks: list[Item] = []
    if facts and missing:
        # "le numéro de fatou dialo stp, ellle a changé de puce", "d'nummr vo dr guddrun, mir sen grad ned guad
        # mitnander": a clause that opens with who does something, after what was found, says why, not what
        remarks = [i for i in missing if _remark(i, query)]
        missing = [i for i in missing if i not in remarks]
    if (whole or facts) and missing:
        # "Wipe everything about the custody fight with Andre — the court, the lawyer, the reminder", "Forget I've got
        # ADHD. The assessment, the tablets, the doctor, the lot.": a part listed after the matter and not found on
        # its own asks nothing
        missing = [i for i in missing if not i.part]
    if whole and missing and query.request is not None and query.request.whole:
        # "Everything about the child support — IRD, the arrears, what comes off my pay, the lot": what is listed
        # after a matter asked whole is its parts, found with it (one not found on its own asks nothing)
        first = query.items.index(whole[0])
        missing = [i for i in missing if query.items.index(i) < first]
    if query.selectors and query.request is not None:
        # (after an answer to "which one?", a part of the request not found asks nothing; one added with the
        # answer does: "The hairdresser one. … And take off the salon reminder too")
        missing = [i for i in missing if not any(i is r for r in query.request.items)]
    if (facts or placed) and missing:
        # part of the request found, part not: ask rather than forget only some of it without a word
        found = [Candidate(f.label, f) for f in dict((f.label, f) for f in facts).values()]
        found += [Candidate(placed_label(i), Fact("")) for i in placed]
        lost = [Candidate(_missing_label(i), Fact("")) for i in missing]
        return Resolution(Outcome.CLARIFY, question="partial", candidates=found + lost, missing=len(lost))
    kept: frozenset[str] = frozenset()
    if query.kept:
        facts, kept = _without_kept(facts, query, corpus)
    if not facts and not placed:
        return Resolution(Outcome.NOTHING)
    kept |= frozenset(w for f in facts for w in f.spared)  # (what all of them say is no mention missed)
    return Resolution(Outcome.FACTS, facts=facts, kept=kept, placed=placed, remarks=remarks)


# who does something, as a clause opens with it (dialect "mir"/"mer" for "wir", "i"), never what is forgotten
_REMARK_SUBJECT = re.compile(
    r"^\W*(i|we|he|she|they|him|dem|ich|wir|mir|mer|er|sie|yo|él|ella|ellos|ellas|nosotros|je|j['’]|il|elle|ils|elles"
    r"|on|nous)\s+\w",
    re.IGNORECASE,
)
# someone else doing something (Patois "him", "dem" too): whoever the piece was given as, by that pronoun
_THIRD_SUBJECT = frozenset("he she they him dem er sie él ella ellos ellas il elle ils elles".split())


def _gives_the_users_name(st: Statement) -> bool:
    """The profile's line that opens with the user's whole name ("- Yolima Andrea Cardona Restrepo, 36, …",
    "Name: Maya Chen")."""
    return st.path.endswith("USER.md") and _NAME_LINE.match(st.text) is not None


_NAME_LINE = re.compile(r"^\W*(?:(?:Name|Nombre|Nom)\s*:\s*)?[A-ZÀ-Ý][\w'-]+(?:\s+[A-ZÀ-Ý][\w'-]+){1,3}\s*(?:,|$)")


def _of_its_phrases(c, word: str) -> bool:
    """Whether a word is one of the words of a matter's phrases ("botaron" of "lo botaron de")."""
    return any(word in p for p in (*c.names, *c.words) if len(p) > 1)


def _remark(item: Item, query: Query) -> bool:
    """A later piece of the request that is a clause of someone doing something ("ellle a changé de puce": typos
    of one letter too many read as written), found nowhere: the reason said with it."""
    if item is query.items[0] or item.attribute is not None or item.topic:
        return False
    m = _REMARK_SUBJECT.match(re.sub(r"(\w)\1{2,}", r"\1\1", item.text))
    # ("him change it las week": the one before, doing something)
    return m is not None and (item.owner.kind not in ("name", "relation") or m.group(1).lower() in _THIRD_SUBJECT)


def _said_in(item: Item, facts: list[Fact]) -> bool:
    """Whether most of an item's words (two at least) are in the statements of what was found."""
    ws = [w for w in item.words if w not in _STOP and len(w) >= 3]
    if len(ws) < 2 or item.attribute is not None or item.owner.kind in ("name", "relation"):
        return False
    held = {w for f in facts for st in f.statements for w in folded_words(st.text)}
    held |= {stem(p) for w in held for p in w.split("-")}  # ("die Werte" of "PSA-Wert 9,8")
    return 2 * sum(w in held or stem(w) in held for w in ws) > len(ws)


def _only_a_reminder(item: Item, query: Query) -> bool:
    """A request for a reminder alone, by its own words ("the reminder for my pressure tablets")."""
    return (
        len(query.items) == 1
        and query.only == frozenset({"reminders"})
        and item.attribute is None
        and not item.topic
        and bool(place_words(item))
    )


def kept_to_place(item: Item, query: Query) -> bool:
    """One thing of several named by where it is and its own words ("the quiz reminder, aoife's horse riding and
    my locker number", "…, et supprimez le rappel du club de lecture"): it is that place's thing alone, so the
    notes about the quiz stay. Not a request for one place only (`Query.only`), nor a matter asked whole ("all
    the notes about the Q3 migration": everywhere), nor a thing whose places are listed after it ("todo lo de la
    plata que le presté: notas, el recordatorio mensual") or said apart ("who they're with, and the reminder")."""
    head = " ".join(_WORD_RUN.findall(_LIST_AND.sub("", item.text))[:4])  # ("and the Wednesday choir reminder")
    return bool(
        item.places
        and not query.only
        and item.attribute is None
        and place_words(item)
        and places_in(head)
        and not names_a_topic(item.text)
    )


_LIST_AND = re.compile(r"^\W*(?:and|und|y|e|et|also|auch|plus)\s+", re.IGNORECASE)
_WORD_RUN = re.compile(r"[^\W_]+(?:[-'’][^\W_]+)*")


# everyday words for one thing of several named by its place, with the user's words for it (never a digit)
_PLACED_LABEL = {"reminders": "the {} reminder", "notes": "your notes on {}", "pages": "the pages on {}"}


def placed_label(item: Item) -> str:
    place = min(item.places & _PLACED_LABEL.keys(), default="reminders")
    return _PLACED_LABEL[place].format(" ".join(place_words(item)))


def _of_the_matter(item: Item, facts: list[Fact], query: Query, corpus: Corpus) -> bool:
    """A place named beside what else was asked is its place ("Die ADHS-Geschichte … Auch die
    Tabletten-Erinnerung"): named by what its facts say, or, beside a matter asked whole, by one word that is not
    rare ("everything about my diabetes, … the daily reminder", "…, auch die Erinnerung wegen dem Bericht"); not
    "die Pacht-Erinnerung für die Datsche" beside "den Ärger mit dem Junghanns", nor "el recordatorio de
    sevillanas" beside "lo de la cuota de la peña", nor "de Erinnerung fürn Stammtisch" beside "des mit der
    Anzeig" (a word that other notes write and the matter's do not names a thing of its own)."""
    if query.request is not None and query.request.counted:
        return False  # "Three things now: what Dai Bread charged for the Welsh cakes, …, and the choir reminder"
    said = " ".join([f.label for f in facts] + [st.text for f in facts for st in f.statements])
    ws = place_words(item)
    whole = any(i.topic for i in query.items if i is not item)
    if not (whole and len(ws) == 1 and commonness(ws[0]) >= 3.0):
        return _of_what_was_found(item, said, query)
    w = fold(ws[0])
    if w in _CALENDAR or w in folded_words(said):
        return True  # ("…, et le rappel du vendredi avec": a weekday other notes write too says when, not what)
    taken = {st.sid for f in facts for st in f.statements}
    return not any(w in folded_words(st.text) for st in corpus.statements if st.sid not in taken)


def place_words(item: Item) -> list[str]:
    """The words a thing named by its place is looked for by there ("quiz" of "the quiz reminder"; not "tsé")."""
    ws = [w for w in item.words if len(w) >= 3 and not w.isdigit() and fold(w) not in _FILLER]
    # (its day is when it runs, not what it says: "el recordatorio del culto de los miércoles" is "Culto …")
    ws = [w for w in ws if fold(w) not in _CALENDAR] or ws
    # a thing's own name, in capitals, is what it is written as in any language ("the Monday reminder for the Cash
    # Power card": "Recharger la carte Cash Power"), not the everyday words around it (not whose it is)
    owner = fold(item.owner.word or "")
    named = [t.folded for t in tokens(item.text)[1:] if t.text[:1].isupper() and t.folded in ws and t.folded != owner]
    return named if len(named) >= 2 else ws


def _of_what_was_found(item: Item, said: str, query: Query) -> bool:
    """Whether a place's item names what the found facts say (or a matter of theirs): "Auch die
    Tabletten-Erinnerung" after the ADHS medication."""
    if not item.words:  # (nor by how often it comes: `resolve` took those words away)
        return True
    ws = folded_words(said)
    return _holding(said, item.words, query.lang) or any(
        c.in_words(ws, query.lang) or c.named_by(ws, query.lang)
        for c in concepts.named_in(" ".join(item.words), query.lang)
    )


# how often a reminder comes ("le rappel tous les mois", "the weekly reminder", "die Erinnerung jeden Monat")
_HOW_OFTEN = frozenset(
    fold(w)
    for w in """daily weekly monthly yearly every day week month year mois semaine jour jours an semaines
    mensuel mensuelle hebdo hebdomadaire quotidien quotidienne täglich wöchentlich monatlich jährlich monat woche
    tag jeden jede diario semanal mensual anual mes semana día cada""".split()
)


def _content(word: str) -> bool:
    """A word that says what is meant: rare enough, or an everyday word that is not a function word nor a
    vague one ("what I get paid": "paid")."""
    f = fold(word)
    if "'" in f or "’" in f or f in _STOP or f in _GENERIC or f in _FILLER:
        return False  # "you've", "it's": a pronoun and its verb; "wherever", "stashed": where, not what
    return len(f) > 2 or commonness(word) < 4.5


# words that add nothing to what is meant ("everything else", "and so on", "wherever")
_FILLER = {
    fold(w)
    for w in """else too also everywhere wherever überall partout etc steht stehen liegt gespeichert saved stored
    kept written appears está están guardado guardada aparece trouve figure noté notée stashed stash put filed
    jotted noted recorded mentioned listed tsé whatever""".split()
}


def _missing_label(item: Item) -> str:
    """Everyday words for a part of the request that was not found (never the user's own text: it may hold
    the very value)."""
    if item.attribute is not None:
        return _fact_label(item, item.attribute)
    if item.owner.kind == "relation":
        return f"what you told me about {_who(item)}"
    return "the other part of what you asked"


def _without_kept(facts: list[Fact], query: Query, corpus: Corpus) -> tuple[list[Fact], frozenset[str]]:
    """The facts less what the user keeps, and the words of the statements kept whole."""
    kept_values: list[FoundValue] = []
    kept_sts: dict[int, Statement] = {}
    for item in query.kept:
        try:
            for f in _resolve_item(item, query, corpus):
                kept_values += f.values
                if not f.values and not _THE_REST.search(item.text):
                    # "son allergie, elle, garde-la": the statements that say it stay (not "lo demás del embarazo")
                    kept_sts.update((st.sid, st) for st in f.statements)
        except _Clarify:
            continue
    kept_texts = [folded_words(st.text) for st in kept_sts.values()]
    out = []
    set_apart = False
    asked = [w for i in query.items for w in i.words if len(w) >= 3 and w not in _STOP]
    # "dejá solo que tengo cuenta en el Galicia": that something is, kept, not a value of it
    that_it_is = any(_THAT_CLAUSE.match(i.text) for i in query.kept)
    for f in facts:
        topic = not f.values  # a matter's statements (a value's rewrite keeps the rest of its line anyway)
        left = [v for v in f.values if not any(same(v, k) for k in kept_values)]
        if f.values and not left and that_it_is:
            f.clauses = []  # its values go, the words saying it stay ("- Cuenta en el Galicia.")
        else:
            f.values = left
        rest = [st for st in f.statements if st.sid not in kept_sts]
        if topic and kept_values:
            # "… the lot — bin it. Still my house, so leave the address.": the line giving the address kept stays
            giving = {
                st.sid for st in rest if any(same(v, k) for v in find_values(st.text, st.lang) for k in kept_values)
            }
            if giving and len(giving) < len(rest):
                f.clauses = [c for c in f.clauses if not any(c.strip() in st.text for st in rest if st.sid in giving)]
                rest = [st for st in rest if st.sid not in giving]
                f.statements = rest
        # only when what is left still says what was asked: else the two cannot be told apart
        if kept_sts and topic and any(_holding(st.text, asked, st.lang) for st in rest):
            set_apart = True
            f.statements = rest
            f.clauses = [c for c in f.clauses if not any(c.strip() in st.text for st in kept_sts.values())]
            # a word to follow that the kept statements say would take them too ("EpiPen" of the allergy)
            f.terms = [t for t in f.terms if not any(phrase_in(tuple(folded_words(t)), ws) for ws in kept_texts)]
            if not f.terms and not f.clauses:
                # every word to follow is the kept one's too ("le chouchen": the mead and the boat so named): the
                # statements left are what goes, whole
                f.clauses = [st.text for st in rest]
        if f.values or f.names or f.placed or f.terms or f.clauses:
            out.append(f)
    return out, frozenset(w for ws in kept_texts for w in ws) if set_apart else frozenset()


_THAT_CLAUSE = re.compile(r"^\W*(?:que|that|dass|daß|qu['’])\s", re.IGNORECASE)
_THE_REST = re.compile(
    r"\b(?:the\s+rest|everything\s+else|all\s+the\s+rest|den\s+rest|der\s+rest|alles\s+andere|lo\s+dem[aá]s"
    r"|el\s+resto|todo\s+lo\s+dem[aá]s|le\s+reste|tout\s+le\s+reste)\b",
    re.IGNORECASE,
)


# "anything about that visit", "lo de esa cita", "ce rendez-vous", "diesen Termin": one the conversation named
_THAT_THING = re.compile(r"\b(?:that|this|jene[nmrs]?|diese[nmrs]?|ese|esa|esta|este|ce|cette)\s+\w", re.IGNORECASE)


def _resolve_item(item: Item, query: Query, corpus: Corpus) -> list[Fact]:
    if item.told is not None:
        return _told(item, query, corpus)
    item = _theirs_said_before(item, query, corpus)
    full = _same_surname(item, query, corpus)
    if full is not None:  # "Lisa" after "Dr. Daniel Kim or Dr. Lisa Kim?": what the notes say of her, by name
        said = [st for st in corpus.statements if re.search(rf"\b{re.escape(full)}\b", st.text, re.IGNORECASE)]
        return [Fact(f"everything about {full}", statements=said, names=[full])] if said else []
    listed = _ordinal_pick(item, query, corpus)
    if listed is not None:
        item = listed  # "Olvida el segundo" after "Tengo los de Marta, Javier y Nacho"
    if (
        (item.demonstrative or _THAT_THING.search(item.text))
        and item.owner.kind == "none"
        and item.attribute is not None
        and item.attribute.name == "appointment"
        and query.history
    ):
        told = _recall(item, query, corpus)  # "anything about that visit": the one the conversation was about
        if told:
            return told
    if item.owner.kind == "pronoun":
        try:
            facts = _resolve_kind(item, query, corpus)
            who = None if facts or item.attribute is not None else _last_named(query, corpus)
            if who is None:
                return facts
            # "lo del susto de febrero en su casa" after "he ido a ver a mi madre": hers
            return _resolve_kind(replace(item, owner=_owner_of(who, corpus)), query, corpus)
        except _Clarify:
            if item.attribute is not None:
                told = _recall(item, query, corpus) if query.history else []
                if told and told[0].values:
                    return told  # "forget her email" after "Lena's new email is …": that one
            who = _last_named(query, corpus)
            if who is None:
                raise
            # "pues su teléfono quítalo" after "Que es Nacho Beltrán … y tengo su teléfono"
            item.owner = _owner_of(who, corpus)
    if item.near is not None and not item.owner:
        theirs = replace(item, owner=item.near)  # (`near` kept: theirs, not a topic of its own)
        try:
            facts = _resolve_kind(theirs, query, corpus)  # "¿Y la revisión de junio?" after his operation: his
        except _Clarify:
            facts = []  # (whose it is near is no question of its own: "… And take off the salon reminder too")
        if facts:
            return facts
    facts = _resolve_kind(item, query, corpus)
    if facts and item.attribute is not None and (named := _camel_names(item)):
        # "mei FinanzOnline-Passwort": a value of a line writing that name, not the stable gate's code
        facts = [f for f in facts if not f.statements or all(_writes_all(st, named) for st in f.statements)]
    if (
        not facts
        and item.attribute is not None
        and item.owner.kind == "name"
        and item.owner.word
        and corpus.people.named(item.owner.word) is None
        and _said_somewhere(fold(item.owner.word), [], corpus)
    ):
        # "dat Passwort von der Haspa", "la clave de la app de Bancolombia": no one's, a bank's or a firm's; the
        # name says which ("Haspa-Onlinebanking: Passwort …")
        named = fold(item.owner.word)
        found = _resolve_kind(replace(item, owner=Owner(), words=[named, *item.words]), query, corpus)
        # (only what a line naming it gives: "la cuenta de Openbank" is no tax number of the accountant's)
        return [f for f in found if f.statements and all(named in folded_words(st.text) for st in f.statements)]
    return facts


def _camel_names(item: Item) -> list[str]:
    """The request's words for which one that it writes as a name inside (folded): "FinanzOnline", "PayPal"."""
    return [fold(t.text) for t in tokens(item.text) if _CAMEL.search(t.text) and fold(t.text) in item.words]


def _writes_all(st: Statement, names: list[str]) -> bool:
    """Whether the statement writes each name, alone or in a compound ("FinanzOnline-Passwort")."""
    text = fold(st.text)
    return all(n in text for n in names)


_CAMEL = re.compile(r"[a-zà-ÿ][A-ZÀ-Ý]")
_BIRTHDAY_WORDS = frozenset(fold(w) for w in "birthday bday geburtstag cumpleaños cumple anniversaire".split())


def _theirs_said_before(item: Item, query: Query, corpus: Corpus) -> Item:
    """ "Shiku the chama treasurer has changed her line. Remove the old number …": a thing of nobody said, after a
    sentence of the message naming one person: theirs, with what that sentence says of them to tell namesakes apart
    ("Der Uwe vom Garten hat 'ne neue Nummer. Mach de alte überall raus")."""
    text = query.request.text if query.request is not None else ""
    at = text.find(" ".join(item.text.split()[:3]))  # (the item as read may be written otherwise: "the old one , mun")
    if item.owner.kind not in ("none", "name") or query.selectors or at < 0:
        return item
    if item.owner.kind == "name" and (item.words or item.attribute is None or fold(item.owner.word) in fold(item.text)):
        return item  # (whose the thing's own words say, or what they say of it)
    said = sentences(text[:at])
    before = "".join(said[:-1])  # the sentences before the thing's own ("Remove the old number …")
    if not before.strip():
        return item
    age = value_age(item.text)
    opening = folded_words(item.text)[:3]
    if item.attribute is None and age and any(w in AGES[age] for w in opening):
        # "… hat 'ne neue Nummer. Mach de alte überall raus": the old one of what that sentence names (its forms
        # said after it: "Take the old one out everywhere, mun — the local one and the WhatsApp one too")
        told = [i for i in items_of(before, corpus.people) if i.attribute is not None]
        if len(told) != 1:
            return item
        item = replace(
            item, kind=ItemKind.FACT, attribute=told[0].attribute, alternatives=told[0].alternatives, age=age
        )
    if item.attribute is None:
        return item
    named = [m for m in mentions(before, corpus.people) if m[2] != "user" and ":" not in m[2]]
    if len({m[2] for m in named}) != 1:
        return item
    who = before[named[0][0] : named[0][1]]
    if item.owner.kind == "name" and fold(who) != fold(item.owner.word):
        return item
    words = [w for w in folded_words(before) if w not in _STOP and w != fold(who) and len(w) >= 4]
    return replace(item, owner=Owner("name", who), text=f"{before}{item.text}", words=[*item.words, *words])


def _owner_of(who: Person, corpus: Corpus) -> Owner:
    """The owner a person is as the request would name them: the first name, or the whole name when another the
    notes know shares it ("Tunde Bakare" beside the cousin Tunde Adeyemi)."""
    if " " in who.key or corpus.people.twins_of(who.key):
        return Owner("name", _raw_name(who.name))
    return Owner("name", who.first)


def _resolve_kind(item: Item, query: Query, corpus: Corpus) -> list[Fact]:
    facts = _that_value(item, query, corpus)
    if facts:
        return facts
    if item.kind is ItemKind.POINTER:
        return _pointer(item, query, corpus)
    if item.kind is ItemKind.RECALL:
        facts = _recall(item, query, corpus)
        if facts:
            return facts
        item.kind = ItemKind.FACT if item.attribute else ItemKind.GENERAL
        if item.kind is ItemKind.FACT and item.words:
            # "the number I said I'd want to get paid at my next job": no number of that kind, but its matter
            return _fact(item, query, corpus) or _general(item, query, corpus)
    if item.kind is ItemKind.FACT:
        facts = _fact(item, query, corpus)
        if not facts and item.attribute is not None and item.attribute.name == "bank" and (named := _names_said(item)):
            # "dass ich des Konto bei der Volksbank hab": no account number stored, but the account is, by its bank
            return _general(replace(item, kind=ItemKind.GENERAL, attribute=None, words=named), query, corpus)
        if (
            not facts
            and item.attribute is not None
            and item.attribute.name == "birthday"
            and item.owner
            and not any(item.text in said for said in query.history)  # (asked now, not "When was Nisha's …?")
        ):
            # "Y lo del cumpleaños de ella también": no date of hers stored, but the party ("Cumpleaños de la Jenny
            # Salas en el pasaje, …")
            said = [w for w in folded_words(item.text) if w in _BIRTHDAY_WORDS]
            if said:
                return _general(replace(item, kind=ItemKind.GENERAL, attribute=None, words=said), query, corpus)
        return facts
    return _general(item, query, corpus)


def _names_said(item: Item) -> list[str]:
    """The words by which the request names the thing by a name of its own ("bei der Volksbank"): its capitalised
    words past the first word."""
    toks = [fold(t.strip(".,;:!?")) for t in item.text.split()[1:] if t[:1].isupper()]
    return [w for w in item.words if w in toks]


def _last_named(query: Query, corpus: Corpus, *, declared_only: bool = False) -> Person | None:
    """The person the conversation named last (the assistant's reply, then the user's last message).
    `declared_only`: other capitalised words ("Kessler Personal") are no other person."""
    own = [query.request.text] if query.request is not None else []  # "Two things about Leo: … his pickup time"
    texts = [*own, *query.said[-1:], *query.history[-1:], *query.said[-2:-1], *query.history[-2:-1]]
    for i, text in enumerate(texts):
        named = [corpus.people.by_key.get(m[2]) for m in mentions(text, corpus.people)]
        named = list({p.key: p for p in named if p is not None and p.key != "user"}.values())
        # (not the user, by the name their own profile opens with: "I'm sorry, Loretta" is the assistant to them)
        if any(not p.relations for p in named):
            users = _users_names(corpus)
            named = [p for p in named if p.relations or fold(p.first or "") not in users]
        runs = {
            m.group(0).split()[0]
            for m in re.finditer(r"\b[A-ZÀ-Ý][\w'-]+(?:\s+[A-ZÀ-Ý][\w'-]+)*", text)
            # an everyday word that only opens a sentence ("We're not speaking anymore") is nobody
            if not (re.search(r"(?:^|[.!?]\s*)$", text[: m.start()]) and _everyday_opener(m.group(0).split()[0]))
            # a place one went to or came from ("he ido a Olot a ver a mi madre") is nobody
            and not re.search(r"\b(?:to|at|in|from|a|en|de|desde|nach|aus|à|au|vers)\s+$", text[: m.start()])
        }
        # (a word with a capital inside is a brand, nobody: "WhatsApp", "PayPal")
        others = {
            r
            for r in runs
            if fold(r) not in _STOP and corpus.people.named(r) is None and r[:1] != "¿" and not _CAMEL.search(r)
        }
        others = set() if declared_only else others
        if own and i == 0:
            # "Mein Hausarzt hat eine neue Ordination, seine alte Telefonnummer …": the one the message names first
            rels = {REL_OF.get(fold(m.group(1))) for m in _MY_RELATION.finditer(text)} - {None}
            people = [p for r in rels for p in corpus.people.with_relation(r)]
            if len(rels) == 1 and len(people) == 1 and all(p.key == people[0].key for p in named):
                return people[0]
        if named:  # "Anna and Priya are coming": whose is "her"? (a name the notes do not declare counts too)
            return named[0] if len(named) == 1 and not others else None
    return None


def _users_names(corpus: Corpus) -> set[str]:
    """The names the user's profile (USER.md) opens with, folded."""
    return {
        fold(w)
        for st in corpus.statements
        if st.path.endswith("USER.md")
        for w in re.findall(r"[A-Z]\w+", st.text.split("\n")[0])
    }


_MY_RELATION = re.compile(r"\b(?:my|mein|meine|meinen|meinem|meiner|mi|mis|mon|ma|mes)\s+([^\W\d_]+)", re.IGNORECASE)


_WE = re.compile(r"\b(?:we|us|our|wir|uns|unser\w*|nosotros|nosotras|nuestr[oa]s?|nous|notre|nos)\b", re.IGNORECASE)


def _everyday_opener(word: str) -> bool:
    """A word that opens a sentence only because sentences open with such words ("We're", "Not", "Then"), not a
    name ("Anna", "John" are common too, but less than these)."""
    return fold(word) in _STOP or "'" in word or commonness(word) >= 5.5 or fold(word) in _FORGET_VERBS


# "Scrub her old number": the verbs of a request open its sentences, and are nobody's name
_FORGET_VERBS = frozenset(folded_words(p)[0] for p in FORGET if folded_words(p))


_ORDINALS = {
    fold(w): i
    for i, ws in enumerate(
        [
            "first 1st erste ersten erster primero primera primer premier première",
            "second 2nd zweite zweiten zweiter segundo segunda deuxième second seconde",
            "third 3rd dritte dritten dritter tercero tercera tercer troisième",
            "fourth 4th vierte vierten vierter cuarto cuarta quatrième",
            "last letzte letzten letzter último última dernier dernière",
        ]
    )
    for w in ws.split()
}


def _ordinal_pick(item: Item, query: Query, corpus: Corpus) -> Item | None:
    """ "The second one", "el segundo": the person at that place in the assistant's last list ("Marta, Javier
    y Nacho"), with what the user asked about them ("¿Qué teléfonos de amigos tienes?")."""
    ws = [w for w in item.words if w not in {"one", "uno", "una", "eins", "un", "une"}]
    if item.kind is not ItemKind.GENERAL or len(ws) != 1 or ws[0] not in _ORDINALS or not query.said:
        return None
    names = [m.group(0) for m in re.finditer(r"\b[A-ZÀ-Ý][\w'-]+", query.said[-1]) if corpus.people.named(m.group(0))]
    names = list(dict.fromkeys(names))
    at = _ORDINALS[ws[0]]
    if len(names) < 2 or (at != 4 and at >= len(names)):
        return None
    name = names[-1] if at == 4 else names[at]
    asked = [i for text in reversed(query.history[-2:]) for i in items_of(text, corpus.people) if i.attribute]
    picked = Item(ItemKind.FACT if asked else ItemKind.GENERAL, item.text, owner=Owner("name", name))
    if asked:
        picked.attribute = asked[0].attribute
    return picked


# ------------------------------------------------------------------------------------------ owners


# the relations a note often gives only in passing, by a role word before a name ("boss Mr Kariuki")
_DECLARED_IN_PASSING = frozenset({"boss", "manager", "supervisor", "landlord", "lawyer", "accountant", "therapist"})


def _persons(owner: Owner, corpus: Corpus) -> list[Person] | None:
    """The people an owner can be (None: anyone)."""
    if owner.kind == "relation":
        found = corpus.people.with_relation(owner.word, RELATION_ALSO.get(owner.word, ()))
        if owner.word == "doctor":  # a psychiatrist is a doctor too: "Psychiatrist: Dr Vass" beside "GP: Dr Hargreaves"
            found += [p for p in corpus.people.with_relation("therapist") if _DR.match(p.name) and p not in found]
        if not found and owner.word in _DECLARED_IN_PASSING:  # "Pwani Safaris, Nyali: boss Mr Kariuki."
            if owner.word not in corpus.inline:  # (read once: every statement is looked at)
                corpus.inline[owner.word] = _declared_inline(owner.word, corpus)
            found = list(corpus.inline[owner.word])
        return found
    if owner.kind == "name":
        if " " in owner.word:  # "Sophie Lentz", said whole: her, not every Sophie
            whole = [p for p in corpus.people.by_key.values() if fold(untitled(p.name)) == fold(owner.word)]
            if len(whole) == 1:
                return whole
        _namesakes(owner.word, corpus)
        p = corpus.people.named(owner.word)
        if p is None:
            # "Juli" with two Julis: both, so the user is asked which; "Vale": Valentina or Valeria
            return corpus.people.all_named(owner.word) or corpus.people.nicknamed(owner.word)
        if any(fold(a) == fold(unpossessive(owner.word)) for a in p.aliases):
            return [p]  # "Flo's number": the one who goes by it, not the other Florian
        twins = [corpus.people.by_key[k] for k in corpus.people.twins_of(p.key)]
        # (and whoever goes by it: "Ricky Grant" and "Cousin Ricky (Ricardo Reid)")
        called = [
            q
            for q in corpus.people.by_key.values()
            if q.key not in (p.key, "user") and any(fold(a) == fold(unpossessive(owner.word)) for a in q.aliases)
        ]
        return [p, *twins, *called]  # "Thomas' Nummer" with two Thomases: both, so the user is asked which
    return None


_DR = re.compile(r"(?:Dr|Dra|Doctor|Doctora|Docteur)\b\.?\s", re.IGNORECASE)


def _another_in_full(item: Item, found: list, corpus: Corpus) -> bool:
    """A request naming someone by a first name and its possessive alone ("Tracey's number"), and the lines of
    the values read as someone else's each naming that first name with another last name ("Tracey Byrne next
    door", beside "Tracey Kavanagh: junior stylist"), whom the notes declare no further: as likely meant."""
    first = fold(item.owner.word or "")
    ws = folded_words(item.text)
    if item.owner.kind != "name" or first not in {unpossessive(w) for w in ws} or any(w in REL_OF for w in ws):
        return False
    if any(" " in o and o.split(" ", 1)[0] == first for _, _, o in found):
        return False  # "Andre Clarke", declared: his lines are his, not someone else's
    known = corpus.people.named(first)
    last = fold(untitled(known.name).split()[-1]) if known is not None and " " in untitled(known.name) else ""
    name = re.escape(re.sub(r"['’]s?$", "", item.owner.word))
    written = re.compile(rf"\b{name}\s+([A-ZÀ-Ý][\w-]{{2,}})")
    others = [x for x in found if x[2].startswith("other:")]
    return all((m := written.search(x[0].text)) is not None and fold(m.group(1)) != last for x in others)


def _namesakes(word: str, corpus: Corpus) -> None:
    """ "Sam Webb" and "Sam Ortiz", "Grace Okonkwo" and "Grace Holloway": a first name the notes write with two
    last names is two people (each declared), so "Sam's number" asks which."""
    written = re.sub(r"['’]s?$", "", word)
    first = fold(written)
    known = corpus.people.named(first)
    if " " in written or len(first) < 2 or (known is not None and known.key == "user") or first in corpus.namesakes:
        return
    corpus.namesakes.add(first)  # read once per corpus: every statement is looked at
    pattern = re.compile(r"\b" + re.escape(written) + r"\s+([A-ZÀ-Ý][\w'-]{2,})\b")
    lasts: dict[str, str] = {}
    said_as: dict[str, set[str]] = {}  # the relations the lines naming each last name say
    entries: set[str] = set()  # the last names a line of its own opens with, as a contact list does
    for st in corpus.statements:
        if written not in st.text:
            continue
        for m in pattern.finditer(st.text):
            last = m.group(1)
            f = fold(last)
            if f in _NOT_NAME or f in _STOP or f in _CALENDAR or f in REL_OF or last.isupper() or _CAMEL.search(last):
                continue  # (not "Ximena BMI 15,8": no one's last name is in capitals; nor "Yuleisy WhatsApp")
            if commonness(last) >= 4.5 and (known is None or f not in folded_words(known.name)):
                continue  # "Andre Williams", declared so, keeps his common last name beside "Andre Clarke"
            lasts.setdefault(f, f"{written} {last}")
            said_as.setdefault(f, set()).update(REL_OF[w] for w in folded_words(st.text) if w in REL_OF)
            if re.match(r"[\s\-*+]*" + re.escape(f"{written} {last}") + r"\s*[(:,]", st.text):
                entries.add(f)  # "Santi Ruiz (equipo de fútbol, Hasenheide FC). Cumple 19 de junio.": an entry
    if len(lasts) >= 2:
        for full in lasts.values():
            corpus.people.declare(full, None)
    elif (
        lasts
        and known is not None
        and known.relations
        and " " not in _raw_name(known.name)
        and not corpus.people.twins_of(known.key)
        and all((said_as[f] or f in entries) and not said_as[f] & known.relations for f in lasts)
    ):
        # "Épouse : Nathalie (GSM …)" and "partenaire : Nathalie Collard, GSM …", "Hermano: Santi (Santiago)"
        # and "Santi Ruiz (equipo de fútbol)": the one declared by a relation alone is not the one whose lines
        # give a last name and another relation, or an entry of their own ("Sister: Anna" and "Anna Schmidt
        # called" are one)
        corpus.people.twin(next(iter(lasts.values())))


def _labelled_as_another(st: Statement, keys: set[str], corpus: Corpus) -> bool:
    """A line whose label names someone else, and none of `keys` ("Bapu ji (my dad): …" for the GP)."""
    if not st.label or st.owner in keys:
        return False
    said = {m[2] for m in mentions(st.label, corpus.people)}
    return bool(said) and not said & keys and "user" not in said


def _owner_keys(owner: Owner, corpus: Corpus) -> set[str] | None:
    if owner.kind == "user":
        return {"user"}
    if owner.kind == "relation":
        persons = _persons(owner, corpus) or []
        return (
            {p.key for p in persons} | {f"rel:{owner.word}"} | {f"rel:{r}" for r in RELATION_ALSO.get(owner.word, ())}
        )
    if owner.kind == "name":
        persons = _persons(owner, corpus) or []
        return {p.key for p in persons} | {f"name:{fold(owner.word)}"}
    return None


def value_owner(st: Statement, v: FoundValue, corpus: Corpus) -> str:
    """Whose value it is: the person named closest before it in its sentence, else the statement's owner."""
    from lethe.language.clauses import segment

    s, _ = segment(st.text, v.start, v.end)
    before = mentions(st.text[: v.start], corpus.people)
    label_end = st.text.find(":") if st.label else -1
    before = [m for m in before if m[0] > label_end and not _apposition(st, m, label_end)]
    before = [m for m in before if not _REPORTS_IT.match(st.text, m[1])]  # "Bronwen confirmed £55,000": mine
    before = [m for m in before if not m[2].startswith("thing:")]  # ("… the trawler Girl Tamsin, 07700 …": his)
    # ("Rhys's mam, 12 Brachdy Road": his mother, whom the line is about, not the user's Mam)
    before = [m for m in before if not _POSSESSED.search(st.text, 0, m[0])]
    if v.kind in (Kind.PHONE, Kind.EMAIL):  # "Rose-Marie Bourque, a nourrit mon chat, 506-555-0194": hers
        before = [m for m in before if m[2].removeprefix("rel:") not in ANIMALS]
    before = [m for k, m in enumerate(before) if not (k and _said_of_the_one_before(st.text, m))]
    # "Gwenaël Riou, collègue de maths, 06 …": what she is, said right after her name, names nobody else (and
    # what else, said after that, in a clause of its own: "Ingrid Bähr, Nachbarin im 5. Stock, ooch ehemalige
    # Schwester, 0341 …")
    said: list = []
    of: tuple | None = None  # whom the last role said of someone was said of
    for m in before:
        if said and _said_of(st.text, said[-1], m):
            of = said[-1] if m[0] >= s else of
        else:
            said.append(m)
    before = [m for m in said if m[0] >= s] or ([of] if of is not None else [])
    # "Aunty Funmi (Mum's younger sister), Woolwich, 07700 …": who she is, in brackets closed before it
    before = [m for m in before if not _in_closed_brackets(st.text, m[0], v.start)] or before
    if before:
        # "Andrés maneja el horno, Leidy Marín atiende el mostrador (cel 301 …)": someone the notes do not declare,
        # named by their full name after the one they do, is closer
        later = _someone_doing(st.text, before[-1][1], v.start, corpus) if st.owner == "user" else None
        return later or before[-1][2]
    if st.owner == "user" and st.label and label_end > s:
        # "Gruppenleiterin Heike Lindner: 0341 492 1180": the label's role and name say whose it is
        named = [
            m
            for m in re.finditer(r"\b([A-ZÀ-Ý][a-zà-ÿ'-]+)\s+([A-ZÀ-Ý][a-zà-ÿ'-]+)\b", st.text[s:label_end])
            if commonness(m.group(1)) < 4.5
            and commonness(m.group(2)) < 4.5
            and fold(m.group(2)) not in _FIRM_WORDS
            and not _german_nouns_opening(st, s + m.start(), m.group(1), corpus)
        ]
        p = corpus.people.named(named[-1].group(1)) if named else None
        if named and (p is None or p.key != "user") and not _names_the_user(st, corpus):
            return p.key if p is not None else f"name:{fold(named[-1].group(1))}"
        # "Guardé a la Lic. Villegas en WhatsApp: +52 …": the one person the label names, whom the notes know
        known = {m[2] for m in mentions(st.text[s:label_end], corpus.people)}
        if len(known) == 1 and (k := next(iter(known))) in corpus.people.by_key and k != "user":
            return k
    if st.owner == "user":  # "Union rep (ONA): Dev Sandhu, 647-555-0166": someone the notes name, not the user
        start = max(s, label_end + 1)
        comma = st.text.rfind(",", start, v.start)
        cue = _cued(st.text[comma + 1 : v.start]) if comma >= 0 else None
        if cue is not None and cue.name in _MEMBERS_OWN:
            # "…, Beraterin Frau Ohlsen, Mitgliedsnr. 448120": a member's number is the member's, who keeps the
            # notes (not "Gerda Paulsen, Tel. 040 480 2231": her phone)
            start = comma
        if named := _full_name_before(st.text, start, v.start, corpus, st):
            return named
    twins = corpus.people.twins_of(st.owner)
    if twins:  # a namesake told apart after the statement was read: "Santi Ruiz (…). Cumple 19 de junio."
        named = [m[2] for m in mentions(st.text, corpus.people) if m[2] in twins or m[2] == st.owner]
        if named:
            return named[0]
    return st.owner


def _german_nouns_opening(st: Statement, at: int, first: str, corpus: Corpus) -> bool:
    """Two capitalised words opening a German statement, or going on from a hyphen, the first nobody the notes
    name: nouns ("Altes Raika-Konto Hötting …: AT61 …", "Dauerauftrag Garage 45 € vom AT61 …"), not someone."""
    if corpus.people.named(first) is not None or not (st.text[:at].endswith("-") or not st.text[:at].strip(" -*+\t")):
        return False
    # (a short line of dialect reads as English: "Dauerauftrag Garage … eingrichtet."; the home's notes are German)
    return st.lang == "de" or corpus.german_home


def _full_name_before(text: str, start: int, end: int, corpus: Corpus, st: Statement | None = None) -> str | None:
    """ "name:<first>" of the first name written in full (two capitalised words, not a firm's) between `start`
    and `end`, that is not the user; None when there is none."""
    for m in re.finditer(r"\b([A-ZÀ-Ý][a-zà-ÿ'-]+)\s+([A-ZÀ-Ý][a-zà-ÿ'-]+)\b", text[start:end]):
        if st is not None and _german_nouns_opening(st, start + m.start(), m.group(1), corpus):
            continue
        p = corpus.people.named(m.group(1))
        after = re.match(r"\s+([^\W\d_]+)", text[m.end() + start :])
        firm = fold(m.group(2)) in _FIRM_WORDS or fold(m.group(1)).endswith(_BODY_ENDS)  # "Mieterverein Hamburg"
        if firm or (after and fold(after.group(1)) in _FIRM_WORDS):
            # "Rent £560/month to Lothian Lettings …", "Werkstudent en Zeitgeist Mobility GmbH": a firm
            continue
        rare = commonness(m.group(1)) < 4.5 and (commonness(m.group(2)) < 4.5 or commonness(m.group(1)) < 3.5)
        if (p is None or p.key != "user") and rare:  # ("Kiana Thomas": a rare first name, a common last one)
            return f"name:{fold(m.group(1))}"
    return None


# someone named in full who opens a clause and does something in it: ", Leidy Marín atiende el mostrador"
_SOMEONE_DOING = re.compile(r"(?:^|[,;.]\s+)([A-ZÀ-Ý][a-zà-ÿ'-]+)\s+([A-ZÀ-Ý][a-zà-ÿ'-]+)\s+[a-zà-ÿ]")


def _someone_doing(text: str, start: int, end: int, corpus: Corpus) -> str | None:
    """ "Andrés maneja el horno, Leidy Marín atiende el mostrador (cel 301 …)": "name:<first>" of someone the
    notes do not declare, opening a clause of their own after the one they do, before the value (not "barber at
    Fade Kings, 416-…": a place)."""
    for m in _SOMEONE_DOING.finditer(text, start, end):
        if (
            corpus.people.named(m.group(1)) is None
            and commonness(m.group(1)) < 4.5
            and fold(m.group(2)) not in _FIRM_WORDS
            and not fold(m.group(1)).endswith(_BODY_ENDS)
        ):
            return f"name:{fold(m.group(1))}"
    return None


def _in_closed_brackets(text: str, at: int, end: int) -> bool:
    """Whether position `at` is inside a "( … )" that closes before `end`."""
    o = text.rfind("(", 0, at)
    c = text.find(")", at)
    return o >= 0 and text.rfind(")", 0, at) < o and 0 <= c < end


# the last word of a firm's name, never a person's surname
_FIRM_WORDS = frozenset(
    """lettings properties property estates realty rentals homes housing ltd limited inc llc llp plc gmbh ag kg
    sl sa sarl sas bv group holdings partners associates services solutions consulting bank insurance agency
    immobilien hausverwaltung verwaltung inmobiliaria gestoría seguros immobilier assurances""".split()
)


# what a German body's name ends with ("Mieterverein", "Landesverband", "Krankenkasse", "Finanzamt")
_BODY_ENDS = ("verein", "verband", "kasse", "versicherung", "genossenschaft", "gesellschaft", "finanzamt", "zentrum")

# someone who gives or tells a value is not whose it is: "Bronwen confirmed £55,000 from May"
_REPORTS_IT = re.compile(
    r"\s+(?:confirmed|confirms|said|says|offered|offers|approved|agreed|told\s+me|quoted|bestätigt|bestätigte|sagt"
    r"|sagte|meint|bot|confirmó|confirma|dijo|dice|ofreció|a\s+confirmé|confirme|a\s+dit|dit|propose)\b",
    re.IGNORECASE,
)


# a role of someone's, said of the person before it: "…, madrina de Dani", "…, Tom's godfather"
_WED_TO = re.compile(
    r"\b(?:married\s+to|engaged\s+to|verheiratet\s+mit|verlobt\s+mit|casad[oa]\s+con|comprometid[oa]\s+con"
    r"|mari[ée]e?\s+(?:à|a|avec)|fianc[ée]e?\s+(?:à|a|avec))(?:\s+[A-ZÀ-Ý][\w'’-]+)?\s*$",
    re.IGNORECASE,
)
_ROLE_OF = re.compile(r",\s*(?:[^\W\d_]+\s+){0,2}?([^\W\d_]+)\s+(?:de|of|von|vom|du|del|d['’])\s*$")


def _said_of_the_one_before(text: str, m: tuple[int, int, str]) -> bool:
    """A mention after the first that says something of the one named before it, and owns nothing: "Comadre:
    Maritza Guédez, …, madrina de Dani, 301 …" (whose godmother), "Daughter: Tamsin Penrose, …, married to Jake
    Penrose, 07700 …" (whom she married), "Auntie Marcia (…), Mammy's sister, …, 868-…" (whose sister, and the
    "sister" itself)."""
    if _a_role_of(text, m[0]) or _WED_TO.search(text, 0, m[0]):
        return True
    role = re.match(r"(?:['’]s)?\s+([^\W\d_]+)\s*[,;)]", text[m[1] :])
    if role is not None and relation_word(role.group(1)):
        return True
    return m[2].startswith("rel:") and re.search(r"\w['’]s\s+$", text[: m[0]]) is not None


def _a_role_of(text: str, at: int) -> bool:
    """The name at `at` says whose the role before it is ("madrina de Dani"), not who the line is about."""
    m = _ROLE_OF.search(text, 0, at)
    return m is not None and relation_word(m.group(1))


def _said_of(text: str, person: tuple[int, int, str], m: tuple[int, int, str]) -> bool:
    """A relation word right after someone's name and a comma ("Gwenaël Riou, collègue de maths") says what they
    are."""
    # (a relation word the notes say whose it is, "Schwester" of the user's sister Gisela, is that word here too)
    # ("Donna Evans (was Pritchard), Rhys's mam, 12 Brachdy Road": whose mother she is, said of her)
    whose_role = (o := _WHOSE_ROLE.match(text, m[1])) is not None and relation_word(o.group(1))
    if not (m[2].startswith("rel:") or relation_word(text[m[0] : m[1]]) or whose_role) or person[2].startswith("rel:"):
        return False
    # (the rest of the name, the name they go by, their age, what else they are: 'Gurpreet "Gary" Sandhu, 35,
    # accountant', "Kylie Brennan, Nurse Unit Manager in ED, my boss")
    # ("Kylie Nguyen, ED nurse and netball mate": the words before the role say what kind, not whose: not "…, her
    # brother"; a German ordinal is no number: "Ingrid Bähr, Nachbarin im 5. Stock, ooch ehemalige Schwester")
    between = re.match(
        r"(?:\s+[«\"“„]?[A-ZÀ-Ý][\w'’-]+[»\"”“]?)*(?:\s*\([^()]{1,40}\))?(?:\s*,\s*(?:\d{1,3}|[^\W\d_](?:[^,;.:()\d]|\d{1,3}\.(?=\s)){0,40}?))*"
        r"\s*,\s*((?:[^\W\d_]+\s+){0,5})$",
        text[person[1] : m[0]],
    )
    if between is None:
        return False
    return not set(fold(between.group(1)).split()) & _WHOSE_WORDS


_POSSESSED = re.compile(r"\b[A-ZÀ-Ý][\w-]+['’]s?\s+$")
_WHOSE_ROLE = re.compile(r"(?:['’]s?)?\s+([^\W\d_]+)\s*[,;.]")
_WHOSE_WORDS = frozenset(
    {"his", "her", "their", "sein", "seine", "seiner", "ihr", "ihre", "ihrer", "su", "sus", "son", "sa", "ses"}
    | {"leur", "leurs", "de", "of", "von", "vom", "del", "du", "des", "d"}
)


def _apposition(st: Statement, m: tuple[int, int, str], label_end: int) -> bool:
    """ "Sandrine Roux : collègue à Estuaire Habitat, 06 12 …": the relation word first after someone's own label
    says what they are, it names nobody else."""
    if label_end < 0 or not m[2].startswith("rel:") or st.owner in ("user", None):
        return False
    raw = st.text[label_end + 1 : m[0]]
    between = fold(raw).split()
    if all(w in _BEFORE_A_ROLE for w in between):
        return True
    # "Davie Lafferty: bowls partner at …": what kind of partner, in a word or two of its own
    rest = [w for w in between if w not in _BEFORE_A_ROLE]
    return len(rest) <= 2 and raw.strip().islower() and not re.search(r"[,;.()]", raw)


# the words before a role said of someone ("…, my boss", "…, la collègue"); `_ARTICLES` (below) is the articles alone
_BEFORE_A_ROLE = frozenset(
    {"a", "an", "the", "my", "ein", "eine", "meine", "mein", "un", "una", "mi", "une", "ma", "mon"}
    | {"el", "la", "los", "las", "le", "les", "der", "die", "das", "den"}
)


# ------------------------------------------------------------------------------------------ attributes of values

_CUES: dict[str, Lexicon] = {}


def _cues(attr: Attribute) -> Lexicon:
    if attr.name not in _CUES:
        _CUES[attr.name] = Lexicon(attr.phrases + attr.cues)
    return _CUES[attr.name]


_KIND_ATTR = {
    "phone": "phone",
    "email": "email",
    "iban": "bank",
    "card": "card",
    "street_address": "address",
    "postcode": "postcode",
    "national_id": "national_id",
    "account_number": "bank",
    "routing_number": "bank",
}
_SPECIFIC = (
    "passport",
    "national_id",
    "tax_id",
    "membership",
    "library_card",
    "plate",
    "payment_alias",
    "bank",
    "card",
    "birthday",
    "anniversary",
    "salary",
    "code",
    "blood_type",
)


_MEMBERS_OWN = frozenset({"membership"})


def _cued(scope: str) -> Attribute | None:
    """The attribute whose cue is said last in `scope` (of two ending together the longer: "library card" over
    "card"), if any."""
    lexicons, firsts = _value_cues()
    scope = code_compounds_apart(scope)  # ("Garage Schneeburggasse, Garagencode 2580": a code)
    keys = cue_keys(scope)
    if keys.isdisjoint(firsts):
        return None  # no attribute's cue in it (what the loop below would find)
    best = None
    for attr, lexicon, begins in lexicons:
        if keys.isdisjoint(begins):
            continue  # none of this attribute's cues in it
        for h in lexicon.find(scope, typos=False):
            if attr.name == "salary" and (PAY_FOR.match(scope, h.end) or _PAID_WORD.fullmatch(scope[h.start : h.end])):
                continue  # "she'll pay back £100 a month", "pay off", "pay for", "Frais payés": no one's pay
            if best is None or (h.end, -h.start) > best[0]:
                best = ((h.end, -h.start), attr)
    return best[1] if best is not None else None


def value_attribute(st: Statement, v: FoundValue) -> Attribute | None:
    """Which attribute a value states: the one named just before it (its label or cue), else its form's."""
    from lethe.language.clauses import segment

    s, _ = segment(st.text, v.start, v.end)
    lead = st.text[s : v.start]
    # the nearest cue before the value, in its own comma item first
    item_start = max(lead.rfind(","), lead.rfind("("))
    before = st.text[: v.start]
    if v.kind == "number":
        # a bare number is what its own sentence names it ("… Landline 0117 496 0582. Key safe by the back door:
        # code 7316.": no phone number)
        before = before[max((m.end() for m in re.finditer(r"[.;!?]\s", before)), default=0) :]
    scopes = (lead[item_start + 1 :] if item_start >= 0 else lead, lead, before)
    own = before[max((m.end() for m in re.finditer(r"[.;!?]\s", before)), default=0) :]
    if _OWN_LABEL.match(own):
        # "BVN: 22154873390. NIN: 71829304561.": a value under a label of its own sentence is that label's, not
        # what the sentence before named
        scopes = tuple(x[-len(own) :] if len(x) > len(own) else x for x in scopes)
    if lead.rstrip().endswith("("):
        # "… bank statements + carte A (B0917443218)": a value in brackets is what the words right before them
        # name, not what the sentence named earlier
        head = lead.rstrip()[:-1]
        scopes = (head[max(head.rfind(c) for c in ",;:+") + 1 :],)
    for scope in scopes:
        attr = _cued(scope)
        if attr is not None and _compatible(attr, v):
            return attr
    # an amount after a "Comp:"/"Gehalt:" label or a raise; an hourly rate is a wage ("15 €/h", "£12.50 an hour")
    if v.kind == "money":  # ("52k bruto", "52.000 € brutos", "£2,100 net a month": what someone is paid)
        paid = _PER_HOUR.match(st.text, v.end) or _GROSS_NET.match(st.text, v.end)
        # (a yearly sum in a sentence saying someone's job: "Dental nurse at a practice on City Road, £23,400 a year")
        paid = paid or (_PER_YEAR.match(st.text, v.end) and _JOB_WORD.search(own))
        # (what the user earns each month: "En total saco unos 1.900.000 pesos por mes", "I make £2,400 a month")
        paid = paid or (_PER_MONTH.match(st.text, v.end) and _EARNS.search(own))
        return BY_NAME.get("salary") if paid else None
    name = _KIND_ATTR.get(v.kind)
    return BY_NAME.get(name) if name else None


_MONTHLY_SAID = re.compile(
    r"\b(?:(?:a|per)\s+month|monthly|(?:al|por)\s+mes|mensual\w*|par\s+mois|(?:im|pro)\s+monat|monatlich)\b",
    re.IGNORECASE,
)
_EARNS = re.compile(
    r"\b(?:I\s+(?:earn|make|take\s+home|bring\s+in)|(?:saco|gano|cobro)\s+(?:unos|unas|como|casi|más\s+o\s+menos)?"
    r"|(?:ich\s+)?verdien(?:e)?\b|je\s+gagne|j['’]gagne)",
    re.IGNORECASE,
)
_PAID_WORD = re.compile(r"pay[ée]e?s?|pagad[oa]s?|bezahlt\w*", re.IGNORECASE)  # what was paid, not a wage
_OWN_LABEL = re.compile(r"\s*[-*]?\s*[A-ZÀ-Ý][\w-]{1,20}\s*:\s*$")
_GROSS_NET = re.compile(r"\s*(?:€\s*)?(?:brutto|netto|bruto|brutos|neto|netos|gross|brut|net)\b", re.IGNORECASE)
_PER_YEAR = re.compile(
    r"\s*(?:(?:a|per|/)\s*(?:year|yr|annum)\b|p\.\s?a\.|(?:al|por|par)\s+(?:año|an)\b|(?:im|pro)\s+jahr\b|jährlich)",
    re.IGNORECASE,
)
_PER_HOUR = re.compile(
    r"\s*(?:/\s*(?:h|hr|hour|std|stunde|hora|heure)\b|(?:per|an|a|pro|la|de\s+l')\s+(?:hour|stunde|hora|heure)\b"
    r"|(?:the\s+)?hourly\b|(?:la|por)\s+hora\b|de\s+l'heure\b)",
    re.IGNORECASE,
)


@cache
def _value_cues() -> tuple[tuple[tuple[Attribute, Lexicon, frozenset[str]], ...], frozenset[str]]:
    """The attributes whose cues name a value's attribute, with their cue tables and the words their cues
    begin with, and all those words together."""
    named = tuple(
        (a, _cues(a), _cues(a).firsts())
        for a in ATTRIBUTES
        if a.name in _SPECIFIC or a.name in ("phone", "address", "email")
    )
    return named, frozenset().union(*(begins for _, _, begins in named))


@cache
def _could_state(kind: str) -> frozenset[str]:
    """Every attribute `value_attribute` can answer for a value of this kind: one named by a cue that the
    kind fits, or the kind's own."""
    out = {a.name for a in ATTRIBUTES if (a.name in _SPECIFIC or a.name in ("phone", "address", "email"))}
    out = {n for n in out if kind in _KINDS_OF.get(n, set())}
    own = _KIND_ATTR.get(kind)
    if own and kind != "money":
        out.add(own)
    return frozenset(out)


_MONTHLY = re.compile(r"\b(?:monthly|mensual|mensualit[ée]|monatlich\w*|cuota|rate)\b", re.IGNORECASE)
_PER_MONTH = re.compile(
    r"\s*(?:/\s*(?:mo|month|mes|mois|monat|m)\b|(?:a|per)\s+month|(?:al|por)\s+mes|par\s+mois|im\s+monat|monatlich"
    r"|mensual)",
    re.IGNORECASE,
)


def _monthly(text: str, v: FoundValue) -> bool:
    """A sum said to be paid each month: "712,45 €/mes", "£650 a month", "cuota 712,45 €"."""
    return bool(_PER_MONTH.match(text, v.end)) or bool(_MONTHLY.search(codes.clause_before(text, v.end)[-30:]))


def _compatible(attr: Attribute, v: FoundValue) -> bool:
    return v.kind in _KINDS_OF.get(attr.name, set())


_KINDS_OF: dict[str, set[str]] = {  # the value kinds each attribute can be
    "phone": {"phone"},
    "address": {"street_address", "postcode"},
    "postcode": {"postcode"},
    "email": {"email"},
    "birthday": {"date"},
    "anniversary": {"date"},
    "salary": {"money"},
    "passport": {"id_document", "code", "national_id", "number"},
    "national_id": {"national_id", "code", "id_document", "number"},
    "tax_id": {"national_id", "code", "number"},
    "bank": {"iban", "account_number", "routing_number", "code"},
    "card": {"card", "card_expiry", "code"},
    "membership": {"code", "account_number", "number"},
    "library_card": {"code", "account_number", "number"},
    "plate": {"code"},
    "payment_alias": {"code"},
    "code": {"code", "number"},
    "appointment": {"date", "time"},
}


# ------------------------------------------------------------------------------------------ FACT

# where a phone number rings, said as its country ("her old French number", "mi número venezolano")
_COUNTRY_WORDS = frozenset(
    fold(w)
    for w in """french german spanish english british uk us american swiss belgian italian dutch irish portuguese
    français francais française francaise allemand espagnol anglais belge suisse deutsche deutschen französische
    französischen spanische englische schweizer venezolano venezolana colombiano colombiana español española
    francés francesa alemán alemana inglés inglesa ghanaian congolese nigerian kenyan""".split()
)


def _fact(item: Item, query: Query, corpus: Corpus) -> list[Fact]:
    attrs = item.attributes
    if not attrs:
        return _general(item, query, corpus)
    attr = attrs[0]
    if attr.name == "phone" and item.owner.kind != "none":
        # "Nathalie's old French number": the one her notes call old; "French" says where it rings, no word of it
        age = item.age or value_age(item.text)
        words = [w for w in item.words if w not in _COUNTRY_WORDS and not (age and w in AGES[age])]
        item = replace(item, age=age, words=words)
    elif attr.name in ("bank", "iban", "card", "plate") and not item.age and (age := value_age(item.text)):
        # "mei alte Raika-Kontonummer": the account its notes call old (the new one stays)
        item = replace(item, age=age, words=[w for w in item.words if w not in AGES[age]])
    # (written in small letters, not as a title: "Brother Trevor's number" is his own, "Jules Nummer" Jule's)
    small = {fold(t) for t in re.findall(r"[^\W\d_]+", item.text) if t[:1].islower()}
    # (German writes every noun so: "die Nummer vun dä Anwältin vum Jannik")
    roles = [
        w for w in item.words if w in REL_OF and (w in small or (query.lang == "de" and corpus.people.named(w) is None))
    ]  # (not "Jules Nummer": Jule's, though "jules" is French for a boyfriend)
    titled = roles and re.search(rf"\b{re.escape(roles[0])}\W+{re.escape(fold(item.owner.word))}\b", fold(item.text))
    roles = [REL_OF[w] for w in roles] if not titled else []
    if item.owner.kind == "name" and len(roles) == 1 and not attr.person:
        # "le numéro de l'avocat de Jaheim", "Jaheim's lawyer's number": the lawyer's, found beside Jaheim's
        # name where there are several; never Jaheim's own
        named = [w for w in item.words if w not in REL_OF] + [fold(item.owner.word)]
        return _fact(replace(item, owner=Owner("relation", roles[0]), words=named), query, corpus)
    if attr.person:
        return _person_name(item, corpus)
    if attr.name == "school":
        return _school(item, corpus)
    if attr.name == "appointment":
        return _appointment(item, query, corpus)
    if attr.name == "amount":
        return _amount(item, corpus)
    if attr.name == "plate" and _kind_concepts(item, query):
        return _generic_number(item, query, corpus)  # "mi número de matrícula de la facu": no plate
    if attr.name == "reference":
        return _reference(item, attr, query, corpus)
    if "label" in attr.values:
        facts = _labelled(item, attr, query, corpus)
        # (a thing's, said as one says whose: "der PIN vom Bancomat", where no one is called so: "Bancomat-PIN")
        thing = [] if item.words or _persons(item.owner, corpus) else [fold(item.owner.word or "")]
        if not facts and item.owner.kind == "name" and (item.words or thing):
            # "le code de la porte de la Tagesstätte d'Ueli": the place's code, though its line does not name him
            words = item.words or thing
            anyones = _labelled(replace(item, owner=Owner("none", None), words=words), attr, query, corpus)
            facts = [f for f in anyones if all(_holding(st.text, words, st.lang) for st in f.statements)]
        return facts
    owners = _owner_keys(item.owner, corpus)
    if {a.name for a in attrs} == {"anniversary"} and item.owner.kind in ("user", "none"):
        owners = None  # "nuestro aniversario con Jonas": a couple's, written on the partner's line as often
    if (
        owners is not None
        and item.owner.kind == "relation"
        and not _persons(item.owner, corpus)
        and _declared_inline(item.owner.word, corpus)  # "… ; avocate Maître Claire Besson, 04 72 …"
    ):
        owners = _owner_keys(item.owner, corpus)
    if (
        owners is not None
        and item.owner.kind == "relation"
        and not (_persons(item.owner, corpus) or _rel_only(item.owner, corpus))
    ):
        return []  # "my sister's phone number" with no sister in the notes
    if item.owner.kind == "name" and not _persons(item.owner, corpus) and not _named_in_text(item.owner.word, corpus):
        return []
    # (not after "not her — the one I sing with": whose the correction took away, the answer says)
    whose_said = _possessive_names(item) if item.owner.kind == "none" and not query.selectors else set()
    if any(not _named_in_text(w, corpus) for w in whose_said):
        return []  # "Morag's phone number" where no note names a Morag: not the only number the notes hold
    kind_named = _kind_concepts(item, query)  # "my health insurance card number": that card's, no bank card
    if (item.generic or kind_named) and (_own_words(item, corpus) or concepts.named_in(_number_of(item), query.lang)):
        facts = _generic_number(item, query, corpus)  # "my residency number": which number, not any phone
        facts = _by_age(facts, item)
        someones = item.owner.kind == "relation" and bool(_persons(item.owner, corpus))
        if facts or not (_a_role(item, corpus) or someones):
            # (unless the words name someone's role: "my unoin reps numbr" is the union rep's, "die Nummer von
            # meinem Anwalt" the lawyer's, whose matter's number is none)
            return facts
    found: list[tuple[Statement, FoundValue, str]] = []
    wanted = {a.name for a in attrs}
    if "phone" in wanted and len(wanted) > 1 and query.request is not None and _PHONE_SAID.search(query.request.text):
        wanted = {"phone"}  # "le robaron el celu … Borrá el número viejo": a number of the phone, no ID's
    # "my union rep's number": the role the request names is the label of someone's line ("Union rep (ONA): …")
    role = _role_words(item, corpus) if item.owner.kind == "user" else []

    def role_said(st: Statement) -> bool:
        return bool(role) and bool(st.label) and _holding(st.label, role, st.lang)

    kinds = frozenset(k for k in Kind if wanted & _could_state(k))  # the only kinds kept below
    theirs: set = set()  # values someone else's own line gives
    # a request about someone else reads only the statements that can hold a value of theirs (`owned`)
    for st in owned.candidates(owners, item.owner.kind, corpus):
        for v in find_values(st.text, st.lang, kinds):
            if not wanted & _could_state(v.kind):
                continue  # no attribute asked for can be this value's (what `value_attribute` would say)
            va = value_attribute(st, v)
            if va is None or va.name not in wanted:
                continue
            if va.name in _IDENTIFIERS and _a_count(v):
                continue  # "bring 4 photos": a count, never a document's or an account's number
            owner = value_owner(st, v, corpus)
            if owner != "user" and owner == st.owner and owner in corpus.people.by_key and st.label:
                # given on their own line ("Steuerberaterin: Petra Kühn, 0341 …"; not "Lena braucht 45 € … vom
                # Konto AT61 …", what was paid for her from the user's account)
                theirs.add(v.key)
            if owners is not None and not _owner_ok(owner, owners, st, item.owner, corpus, v) and not role_said(st):
                continue
            if any(x[0] is st and x[1].start <= v.start and v.end <= x[1].end for x in found):
                continue  # the postcode of an address already taken with it
            found.append((st, _widen(st, v, va), owner))
    if (
        any(x[2].startswith("other:") for x in found)
        and (
            fold(item.owner.word or "") not in folded_words(item.text)
            or any(w in REL_OF for w in folded_words(item.text))
        )
        and not _another_in_full(item, found, corpus)
    ):
        # "my godson Flo's number": whom the request names by who they are, not the namesake of the same first name
        # (and "Tracey's number" drops the other Tracey only when the notes name no one else so in full: "Tracey
        # Byrne next door …" beside "Tracey Kavanagh: junior stylist …" is as likely; "Jonas' Nummer" is no one else)
        found = [x for x in found if not x[2].startswith("other:")]
    if whose_said:  # "Costco's phone number": a number the line naming Costco gives
        found = [x for x in found if whose_said <= set(folded_words(x[0].text))]
    if item.owner.kind == "user":
        # "Rückruf von 0341 926 4410" in a day's note is the tax adviser's number her own line gives
        found = [x for x in found if x[1].key not in theirs or role_said(x[0])]
    if wanted == {"salary"} and _MONTHLY_SAID.search(item.text):
        found = [x for x in found if _monthly(x[0].text, x[1])] or found  # "cuánto gano por mes": no hourly rate
    digits = [w for w in item.words if w.isdigit() and len(w) >= 3]  # "the 07781 number": its first digits
    if digits and item.owner.kind == "none":
        found = [x for x in found if all(d in re.sub(r"\D", "", x[1].raw) for d in digits)] or found
    if (
        (
            item.owner.kind == "relation"
            or (item.owner.kind == "name" and len(_nicknamed(item.owner, corpus)) > 1)
            or any(o.startswith("other:") for _, _, o in found)
            or (digits and item.owner.kind == "none")  # two people's numbers begin so: whose
        )
        and len({o for _, _, o in found}) > 1
        and not query.both
        and item.owner.word not in _TOGETHER
    ):
        # "my buddy's cell number" with two friends: whose it is comes first ("cell" picks no friend)
        owners: dict[str, list] = {}
        for x in found:
            owners.setdefault(x[2], []).append(x)
        by_owner = list(owners.values())
        found = [x for g in _select(by_owner, item, query, corpus) for x in g]
    if item.qualifiers or attr.off_default:
        found = _qualified(found, item, attr)
    found = _at_named(found, item, corpus)
    if item.age:  # "nur die alte": the values whose own clause calls them old (else those it calls nothing)
        ages = [_age_of(x[0].text, x[1]) for x in found]
        found = (
            [x for x, a in zip(found, ages, strict=True) if a == item.age]
            or [x for x, a in zip(found, ages, strict=True) if a is None]
            or found
        )
    groups = _group(found)
    words = [w for w in item.words if w not in _STOP and len(w) >= 4]
    if attr.name == "salary" and words and not any(_says(x[0].text, words) for g in groups for x in g):
        # "what the guesthouse pays me": the sum the line naming the guesthouse gives ("… Sea Breeze Guesthouse …,
        # R9,800 a month"), not one a line calls pay that says nothing of it ("they must pay at least R84,000")
        named = _amount(item, corpus)
        # (a wage: paid each month or hour, or gross or net; not "Kubo subió la oferta a 11.200 €")
        if named and any(
            _monthly(st.text, v) or _PER_HOUR.match(st.text, v.end) or _GROSS_NET.match(st.text, v.end)
            for f in named
            for st in f.statements
            for v in f.values
            if v.raw in st.text
        ):
            return named
    if not groups and attr.name == "address" and item.owner.kind in ("relation", "name") and owners:
        return _town_lived_in(item, owners, corpus)  # "where my son lives": "lives with his mom in Decatur"
    if not groups:
        return []
    if len(groups) > 1:
        groups = _select(groups, item, query, corpus)
    label = _fact_label(item, attr)
    out = []
    for g in groups:
        f = Fact(label, statements=[st for st, _, _ in g], values=[v for _, v, _ in g])
        f.clauses = _labelled_sentences(g, attr)
        if attr.name in ("birthday", "anniversary"):
            f.weak_dates = True
            f.context = [fold(c) for c in attr.phrases + attr.cues if " " not in c]
            f.together = _whose_day(g, attr, corpus)
        if attr.name == "birthday" and owners is not None and item.owner.kind in ("name", "relation"):
            f.clauses += _day_of_theirs(owners - {"user"}, {st.sid for st, _, _ in g}, corpus)
        out.append(f)
    return out


_THEIR_DAY = re.compile(
    r"^\W*(?:(?:cumple|cumpleaños|birthday|b-?day|geburtstag|anniversaire)\s+(?:de|of|von|vom|d['’])\s+\w+"
    r"|\w+['’]?s\s+(?:birthday|b-?day|geburtstag)|(?:anniv|aniv)\s+(?:de\s+)?\w+)\b",
    re.IGNORECASE,
)


def _day_of_theirs(owners: set[str], taken: set[int], corpus: Corpus) -> list[str]:
    """A day's note that opens with someone's birthday and gives no date of it ("Cumple de Manolo: cenamos en
    Casa Cuesta"): the note's own date says it, so the statement goes with the date."""
    out = []
    for st in corpus.statements:
        if st.sid in taken or note_month(st.path) is None or not _THEIR_DAY.match(st.text):
            continue
        if st.owner in owners or any(m[2] in owners for m in mentions(st.text, corpus.people)):
            out.append(st.text)
    return out


_LIVES_IN = re.compile(
    r"\b(?i:lives|living|wohnt|lebt|vive|habite|vit)\b[^.;:()]{0,30}?\b(?i:in|en|à|au|im)\s+"
    r"((?-i:[A-ZÀ-Ý][\w'-]+(?:[\s-][A-ZÀ-Ý][\w'-]+){0,2}))"
)


def _town_lived_in(item: Item, owners: set[str], corpus: Corpus) -> list[Fact]:
    """Where someone lives when the notes give a town, no street ("Son: Jaylen (6), lives with his mom in
    Decatur", "wohnt in Leoben"): the town, cut with the phrase placing it wherever it is written."""
    towns, sts = [], []
    for st in corpus.statements:
        if st.owner not in owners:
            continue
        for m in _LIVES_IN.finditer(st.text):
            if corpus.people.named(m.group(1).split()[0]) is None:
                towns.append(m.group(1))
                sts.append(st)
    if not towns:
        return []
    return [Fact(f"where {_who(item)} lives", statements=sts, placed=list(dict.fromkeys(towns)))]


# (after the word, or after what it became: "gate code's changed to 4417#")
_CODE_AFTER_WORD = re.compile(r"\s+(?:(?:to|now|auf|zu|a|à|en|in)\s+)?([\w#*+-]*\d[\w#*+-]*)")


def _relation_words(p: Person) -> set[str]:
    """Every word the notes may call someone by their relation ("papá", "padre", "dad" for a father)."""
    return {fold(w) for rel in p.relations for w in RELATIONS.get(rel, ())}


def _by_age(facts: list[Fact], item: Item) -> list[Fact]:
    """ "my old Luxembourg work number": of the numbers found, not one that only ever is called by another age ("Old
    work mobile (Luxembourg): +352 621 555 347, …. New one: +352 621 555 912."), however its digits are grouped."""
    age = item.age or value_age(item.text)
    if age is None:
        return facts

    def number(raw: str) -> str:
        return re.sub(r"\D", "", raw)[-8:]

    for f in facts:
        ages: dict[str, set] = {}
        for st in f.statements:
            for o in find_values(st.text, st.lang):
                ages.setdefault(number(o.raw), set()).add(_age_of(st.text, o))
        other = {n for n, a in ages.items() if a - {None} and age not in a}
        if other and any(age in a for a in ages.values()):
            f.values = [v for v in f.values if number(v.raw) not in other] or f.values
    return facts


def _age_of(text: str, v) -> str | None:
    """ "alte Nummer 0176 …", "Handy 0157 … (neu seit April)", "Die alte (0176 …)": the age its clause gives."""
    start = max((m.end() for m in re.finditer(r"[.;!?]\s", text[: v.start])), default=0)
    end = next((m.start() for m in re.finditer(r"[.;!?](?:\s|$)", text) if m.start() >= v.end), len(text))
    # of two values in one sentence, each has what is said between it and the other ("Pedidos por WhatsApp al
    # 0414-555-2093 (su número viejo) y ahora al 0424-555-6187.": the brackets after a value are its own)
    for o in find_values(text[start:end]):
        a, b = start + o.start, start + o.end
        if text.rfind("(", 0, a) > text.rfind(")", 0, a) and text.find(")", b) >= 0 and text.find(")", b) < v.start:
            continue  # a date in brackets says when ("Altes Konto (2025 zuagmacht): AT61 …"), not another value
        if b <= v.start:
            after = re.match(r"\s*\([^()]*\)", text[b : v.start])
            start = max(start, b + (after.end() if after else 0))
        elif a >= v.end:
            end = min(end, a)
    return value_age(text[start:end])


def _whose_day(group, attr: Attribute, corpus: Corpus) -> list[str]:
    """Someone's birthday named without its date ("Claire's birthday tomorrow." in a reminder): the person's
    first name with the word the note calls it ("birthday", "cumpleaños"), found where they meet."""
    cues = {fold(c) for c in attr.phrases + attr.cues if " " not in c}
    out = []
    for st, _v, owner in group:
        p = corpus.people.by_key.get(owner)
        if p is None or owner == "user":
            continue
        called = [p.first]
        if st.label and fold(st.label.strip()) in REL_OF:
            called.append(st.label.strip())  # "Dad: Leonard Lindahl…" and the reminder's "Dad's birthday tomorrow"
        for t in tokens(st.text):
            if t.folded in cues and not _MAIDEN_NAME.match(st.text, t.end):
                said = [st.text[t.start : t.end], *_SHORT_DAY.get(t.folded, ())]  # ("Mañana cumple Macarena")
                out += [f"{name} {word}" for name in called for word in said]
    return list(dict.fromkeys(out))


# "(geb. Pätzold)", "née Martin": the name someone was born with, no day ("geb. 3. Mai" is one)
_MAIDEN_NAME = re.compile(r"\.?\s+(?!(?:am|on|le|el)\b)[A-ZÀ-Ý][a-zà-ÿ]+\b(?!\.|\s+\d)")

# what people write for the day in passing, beside the word a note's list uses
_SHORT_DAY = {"cumpleanos": ("cumple",), "birthday": ("bday", "b-day"), "anniversaire": ("anniv",)}


_WHOLE_LINE = ("bank", "passport", "national_id", "tax_id", "card", "membership", "library_card", "plate", "salary")


# relations that name several people at once: "meiner Eltern Festnetznummer" is theirs together, no question
_TOGETHER = frozenset({"parents"})


def _own_words(item: Item, corpus: Corpus) -> list[str]:
    """The words of a request that say which number it is, beyond whose ("my residency number": residency)."""
    # "Margaret's number": whose; "my Known Traveler Number": which (a capital is no name of its own)
    names = _possessive_names(item)
    if item.owner.kind == "name" and item.owner.word:  # "brians cel numbr": whose, written in lower case
        names |= {fold(item.owner.word), fold(item.owner.word) + "s"}
    near = set(folded_words(_number_of(item)))
    said = set(folded_words(item.text))
    acronyms = _acronyms(item) & near
    # a word of an attribute's name of several words counts only with the others ("licence plate", not
    # "nursing license")
    attribute = _attribute_words() | {w for ph in _attribute_phrases() if set(ph) <= said for w in ph}
    # (unless the words together name a kind of number: "residence permit", not the address's "residence")
    attribute -= {
        w for c in concepts.named_in(item.text) for ph in c.names if len(ph) > 1 and set(ph) <= said for w in ph
    }
    return [
        w
        for w in _fixed([w for w in item.words if w in near], corpus)
        if (w in acronyms or (len(w) >= 3 and w not in _STOP))
        and w not in names
        and w not in attribute
        and w not in _EVERYDAY_NUMBER  # "my old number", "ihre neue Nummer": which of someone's, not what kind
        and not _names_person(w, corpus)
    ]


_EVERYDAY_NUMBER = frozenset(fold(w) for w in NUMBER_EVERYDAY)


def _acronyms(item: Item) -> set[str]:
    """The request's abbreviations written in capitals, folded: each says which number however short ("my NI
    number", "mi NSS")."""
    return {t.folded for t in tokens(item.text) if 2 <= len(t.text) <= 5 and t.text.isupper()}


# the words that say which number: right before it ("my residency number") or after it ("número de residencia",
# "numéro de permis bateau": up to two words, until a function word)
_AFTER_NUMBER = (
    r"\b(?:número|numero|numéro|numro|nummer)\s+(?:de|du|der|des|d'|von\s+(?:meinem|meiner|meines|dem|der|deinem))\s*"
    r"([^\W\d_]+(?:\s+[^\W\d_]+)?)"
)
_NUMBER_OF = re.compile(
    r"((?:[^\W\d_]+(?:['’]s)?[ -]){1,2})(?:num{1,2}b?e?re?|numro|número|numero|numéro|no\.?|nr\.?)\b|"  # "numbr"
    + _AFTER_NUMBER,
    re.IGNORECASE,
)
_NUMBER_AFTER = re.compile(_AFTER_NUMBER, re.IGNORECASE)


def _kind_concepts(item: Item, query: Query) -> list:
    """The kinds of number (matters the table calls facts: a health card, a rail card, a tax id) that the words
    before "card number" or "number" name."""
    if not item.attribute or item.attribute.name not in ("card", "phone", "plate"):
        return []  # (a plate: "mi número de matrícula de la facu" is the student number)

    def kinds(text: str) -> list:
        return [c for c in concepts.named_in(text, query.lang) if not c.event and not c.sections]

    # the whole request first: "mi número de matrícula de la facu" is a student number, "matrícula" alone a plate
    return kinds(item.text) or kinds(_number_of(item))


def _number_of(item: Item) -> str:
    """The words naming the kind of number: those after the last function word before it ("my health insurance
    number": health insurance; "changing her number", "a changé de numéro": none)."""
    return " ".join(p for p, _ in _number_phrases(item.text))


def _number_phrases(text: str) -> list[tuple[str, bool]]:
    """Each phrase naming a kind of number, and whether it comes after it: the words before "number", or those
    after "número de" (tried on their own too: "mon numéro de permis bateau" has both, only the second says
    which)."""
    out = []
    for m in _NUMBER_OF.finditer(text):
        if m.group(2):
            out.append((_until_function_word(m.group(2)), True))
            continue
        before = _number_of_words(m.group(1))
        at = m.end() - len(m.group(0).split()[-1])
        after = None if before else _NUMBER_AFTER.match(text, at) or _number_adjective(text, at)
        out.append((_until_function_word(after.group(1)), True) if after else (before, False))
    return [(p, a) for p, a in out if p]


# a word after it that says which, as French and Spanish put it: "mon numéro national", "mi número fiscal"
_NUMBER_ADJECTIVE = re.compile(r"(?:número|numero|numéro)\s+([^\W\d_]{4,})\b", re.IGNORECASE)
_NOT_WHICH = frozenset(fold(w) for w in (*FILLERS, *ADD, *NUMBER_EVERYDAY) if " " not in w)


def _number_adjective(text: str, at: int):
    """ "national" of "mon numéro national"; not "aussi", "porfa" (what carries the message on)."""
    m = _NUMBER_ADJECTIVE.match(text, at)
    return m if m and fold(m.group(1)) not in _NOT_WHICH and fold(m.group(1)) not in _STOP else None


def _until_function_word(words: str) -> str:
    """ "permis bateau" of "permis bateau"; "teléfono" of "teléfono de"."""
    ws = words.split()
    cut = next((i for i, w in enumerate(ws) if fold(w) in _STOP), len(ws))
    return " ".join(ws[:cut])


def _number_of_words(before: str) -> str:
    """Of the words right before "number", those after the last function word, possessive or forget verb."""
    ws = before.split()
    last = re.fullmatch(r"([a-zà-ÿ]{3,})['’]s", ws[-1]) if ws else None
    if last and fold(last.group(1)) not in REL_OF:
        return last.group(1)  # "our donor's number": a thing's or a role's number, written in lower case
    cut = [i for i, w in enumerate(ws) if fold(w) in _STOP or fold(w) in _FORGET_VERBS or re.search(r"['’]s?$", w)]
    return " ".join(ws[cut[-1] + 1 :] if cut else ws)  # not "Forget Margaret's" of "… number"


def _attribute_names() -> list[list[str]]:
    return [
        folded_words(phrase.replace("_", " "))
        for a in ATTRIBUTES
        for phrase in [*a.phrases, *a.cues, *(q for qs in a.qualifiers.values() for q in qs)]
    ]


def _number_heads(item: Item) -> list[str]:
    """The noun of each kind of number the request names: the last word before "number" ("nursing license
    number": license), the first after "número de" ("número de licencia profesional": licencia)."""
    out = []
    for phrase, after in _number_phrases(item.text):
        ws = folded_words(phrase)
        if ws:
            out.append(ws[0] if after else ws[-1])
    return out


@cache
def _attribute_words() -> frozenset[str]:
    """Every word an attribute is named, cued or qualified by on its own ("landline", "mobile", "work")."""
    return frozenset(ws[0] for ws in _attribute_names() if len(ws) == 1)


@cache
def _attribute_phrases() -> tuple[tuple[str, ...], ...]:
    """The attributes' names of several words ("licence plate", "phone number")."""
    return tuple(dict.fromkeys(tuple(ws) for ws in _attribute_names() if len(ws) > 1))


def _generic_number(item: Item, query: Query, corpus: Corpus) -> list[Fact]:
    """ "my residency number", "my professional registration number": a number the notes tie to those words,
    never just any phone number. Of the statements that speak of it, the numbers they hold (else the
    statements themselves); nothing when no statement does."""
    words = _own_words(item, corpus)
    owners = _owner_keys(item.owner, corpus)
    found = [
        (st, v)
        for st in corpus.statements
        if (owners is None or st.owner in owners) and _about(st, words, item, corpus)
        for v in find_values(st.text, st.lang)
        if (v.kind in _NUMBER_KINDS or v.kind == Kind.PHONE) and (not _a_count(v) or _numbered(st.text, v, words))
    ]
    # a number whose own clause (or label) names the kind is the one meant ("Vorgangsnummer 4471-…" beside the
    # appointment's time; "Versichertennummer T284…" on a line that also gives the physio's days)
    phrase = " ".join(m.group(0) for m in _NUMBER_OF.finditer(item.text))  # "the case number", with its word
    kinds = (
        _kind_concepts(item, query)
        or concepts.named_in(" ".join(words), query.lang)
        or concepts.named_in(phrase, query.lang)
    )
    own = [(st, v) for st, v in found if _names_kind(codes.clause_before(st.text, v.end), st, words, kinds)]
    # a clause that names the kind itself before one that only shares a word with it ("Residence card (carte A)
    # B 0917…" for "my residence permit number", not "the parking permit for GZ-418-K")
    own = [(st, v) for st, v in own if _names_kind(codes.clause_before(st.text, v.end), st, [], kinds)] or own
    # a number that reads like a phone number is one only when its clause names no other kind ("TVA BE
    # 0712.448.903" is the VAT number)
    found = [(st, v) for st, v in found if v.kind != Kind.PHONE]
    if not own and not found:
        return []
    # of those, the ones whose clause says the kind's own noun, not only a word qualifying it ("Texas RN
    # license 912447" for "my nursing license number", not "NURS 4315")
    head = [w for w in _number_heads(item) if w in words]
    headed = [(st, v) for st, v in own if head and _holding(codes.clause_before(st.text, v.end), head, st.lang)]
    found = _whose_numbers(headed or own or found, item, query, corpus)
    caps = _acronyms(item)
    said = " ".join(w.upper() if w in caps else _as_written(w, [st for st, _ in found]) for w in words)
    if not said:
        named = _kind_concepts(item, query) or concepts.named_in(_number_of(item), query.lang)
        said = " ".join(c.label for c in named[:1])  # "professional registration"
    return [
        Fact(
            f"{_whose(item.owner)} {said}"
            if re.search(r"\b(?:number|id|code)$", said)
            else f"{_whose(item.owner)} {said} number",
            statements=list({st.sid: st for st, _ in found}.values()),
            values=[v for _, v in found],
            context=words if any(_a_count(v) for _, v in found) else [],  # a few digits only beside its word
        )
    ]


def _whose_numbers(found: list, item: Item, query: Query, corpus: Corpus) -> list:
    """Numbers of a kind that are different people's ("AHV-Nr.: 756.3412…" and "Mamis AHV-Nr. 756.1198…"): "my"
    takes the user's, a request naming nobody asks whose (unless the user's answer already said)."""
    if all(same(v, found[0][1]) for _, v in found):
        return found  # one number written twice ("queue number 1,204", "queue no. 1204 for Kallang Whampoa")
    by_owner: dict[str, list] = {}
    for st, v in found:
        by_owner.setdefault(value_owner(st, v, corpus), []).append((st, v))
    if len(by_owner) < 2 or item.owner.kind not in ("user", "none"):
        return found
    if item.owner.kind == "user":
        return by_owner.get("user") or found
    groups = [[(st, v, o) for st, v in g] for o, g in by_owner.items()]
    return [(st, v) for g in _select(groups, item, query, corpus) for st, v, _ in g]


_IDENTIFIERS = frozenset({"passport", "national_id", "tax_id", "bank", "card", "membership", "library_card", "plate"})


def _numbered(text: str, v: FoundValue, words: list[str]) -> bool:
    """A few digits right after the word the request names the number by: "depot locker 412", "Zimmer 12"
    (not "need 20 CE hours")."""
    before = folded_words(text[: v.start])[-2:]
    before = before[-1:] if before[-1:] and before[-1] not in _NUMBER_MARKS else before[:1]
    return any(b == w or b.startswith(w) and len(w) >= 5 for b in before for w in words)


_NUMBER_MARKS = frozenset({"no", "nr", "n", "num", "number", "nummer", "numero", "número", "numéro"})


def _a_count(v: FoundValue) -> bool:
    """A bare number of a few digits ("need 20 CE hours, have 12", "1.86 m") counts or measures something; it
    names nothing."""
    return (
        v.kind == "number"
        and sum(c.isdigit() for c in v.raw) < 4
        and bool(re.fullmatch(r"\d+(?:[.,]\d+)?", v.raw.strip()))
    )


def _names_kind(clause: str, st: Statement, words: list[str], kinds: list) -> bool:
    """Whether a number's own clause or its line's label names the kind of number the request does: one of its
    words, or one of the matters (`kinds`) the request's words name ("Versichertennummer" for "health insurance")."""
    text = f"{st.label or ''} {clause}"
    if words and _holding(text, words, st.lang):
        return True
    return any(c.in_words(folded_words(text), st.lang) for c in kinds)


# what a number the request names by its own words can be ("my residency number", "my NMC PIN")
_NUMBER_KINDS = frozenset({"national_id", "id_document", "code", "account_number", "iban", "card", "number"})


def _labelled_sentences(group, attr: Attribute) -> list[str]:
    """A document's line under its own label ("Bank: First Lakeshore Credit Union, checking acct ...") is
    all about it: the sentence holding the values goes whole, the bank's name with the numbers."""
    if attr.name not in _WHOLE_LINE:
        return []
    out = []
    for st, v, _ in group:
        if not st.label or not _cues(attr).find(st.label, typos=False):
            continue
        # (a wage's line whole only when it gives the pay grade too: "Gehalt: E11 Stufe 3, ca. 4.620 € brutto.")
        out += [p.strip() for p in sentences(st.text) if v.raw in p and (attr.name != "salary" or _PAY_GRADE.search(p))]
    return list(dict.fromkeys(out))


_PAY_GRADE = re.compile(r"\b(?:[A-Z]{1,3}\s?\d{1,2}|Stufe|Entgeltgruppe|grade|band|scale|escalafón|échelon)\b")


def _of_another_matter_only(st: Statement, found) -> bool:
    """A line naming another matter and none of these (the rent, of the landlord in an eviction)."""
    ws = folded_words(st.text)
    named = {c.name for c in concepts.table() if c.in_words(ws, st.lang)}
    return bool(named) and not named & {c.name for c in found}


def _rel_only(owner: Owner, corpus: Corpus) -> bool:
    return any(st.owner == f"rel:{owner.word}" for st in corpus.statements)


def _possessive_names(item: Item) -> set[str]:
    """The capitalised words a request writes as whose ("Morag's", "Costco's"), folded (not a word in lower case:
    "the carer agncy's office numbr" may be a typo)."""
    return {
        unpossessive(t.folded) for t in tokens(item.text) if t.text[:1].isupper() and unpossessive(t.text) != t.text
    }


def _named_in_text(name: str, corpus: Corpus) -> bool:
    f = fold(name)
    return any(f in folded_words(st.text) for st in corpus.statements)


def _nicknamed(owner: Owner, corpus: Corpus) -> list[Person]:
    """Everyone a name that is no one's alone names ("Juli" for Julieta and Julián)."""
    return [] if corpus.people.named(owner.word) is not None else corpus.people.all_named(owner.word)


def _owner_ok(owner: str, owners: set[str], st: Statement, want: Owner, corpus: Corpus, v=None) -> bool:
    if owner in owners:
        return True
    if want.kind == "name" and owner == f"other:{fold(want.word)}":
        return True  # "die Nummer vom Florian": the waiter Florian Haas's too, beside the godson (which one, asked)
    if want.kind == "name" and f"name:{fold(want.word)}" in owners:
        if owner.startswith("rel:") or (owner != "user" and owner in corpus.people.by_key):
            return False  # "Priya's partner Sam: 415-555-0170" is the partner's number
        # named in the value's own sentence ("Visited Ashgrove with Niamh. … Breda (DON): 021 …" is not hers), not
        # by a namesake ("Florian „Flori" Haas" is not the godson Florian Wimmer the notes know)
        said = _sentence_at(st.text, v.start) if v is not None else st.text
        known = corpus.people.named(want.word)
        if known is not None and not any(m[2] == known.key for m in mentions(said, corpus.people)):
            return False
        return fold(want.word) in folded_words(said)
    return False


def _says_itself(st: Statement, word: str) -> bool:
    """The statement writes the word itself or a form of it ("herencias"), not only a word made of it."""
    ws = folded_words(st.text)
    return word in ws or key(word, st.lang) in {key(w, st.lang) for w in ws}


def _said_by_few(word: str, sts: list[Statement], most: int = 3) -> bool:
    """Whether at most `most` statements say `word` (counting stops as soon as more do)."""
    n = 0
    for st in sts:
        if _holding(st.text, [word], st.lang):
            n += 1
            if n > most:
                return False
    return True


def _sum_context(text: str, at: int) -> str:
    """The sentence a sum is in, and the one before when the sum opens it ("… did my hair, … . R250 and …")."""
    sentence = _sentence_at(text, at)
    start = text.find(sentence)
    if _SUM_OPENS.match(sentence) and start > 0:
        return _sentence_at(text, start - 2) + sentence
    return sentence


_SUM_OPENS = re.compile(r"\s*(?:[-*]\s+)?(?:[A-Z]{1,3}\s?|[$£€¥₦]\s?)?\d")


def _sentence_at(text: str, at: int) -> str:
    """The sentence of `text` that holds position `at` (a ';' joins the parts of one: "Max' Schwester Jana Weber
    ist Trauzeugin; Tel. 0157 …")."""
    pos, begun = 0, 0
    for sent in sentences(text):
        start = text.find(sent, pos)
        if start < 0:
            return text
        if not text[begun:start].rstrip().endswith(";"):
            begun = start
        pos = start + len(sent)
        if at < pos:
            return text[begun:pos]
    return text


def _widen(st: Statement, v: FoundValue, attr: Attribute) -> FoundValue:
    """A street address takes its city and postcode with it ("212 Juniper Court, Eugene, OR 97401")."""
    if attr.name != "address" or v.kind != "street_address":
        return v
    end = place_end(st.text, v.end)
    return widened(v, st.text, end) if end != v.end else v


_SENTENCE_ENDS = re.compile(r"[a-zà-ÿ]{4,}[.!?]\s")


_PHONE_SAID = re.compile(
    r"\b(?:celu|celular|cel|chip|whatsapp|móvil|movil|mobile|cell|handy|portable|natel|sim|phone|teléfono|telefono|"
    r"téléphone|telefon|handynummer)\b",
    re.IGNORECASE,
)


def _qualified(found, item: Item, attr: Attribute):
    ends: dict[int, list[int]] = {}  # where each value found ends, by statement
    for x in found:
        ends.setdefault(x[0].sid, []).append(x[1].end)

    def quals(st: Statement, v: FoundValue) -> set[str]:
        start = max(0, v.start - 40)
        # (its own sentence: "Simone Reid: ward sister on Ward 6, mi work partner. Mobile 876-…" is no work phone)
        start = max([start] + [m.end() for m in _SENTENCE_ENDS.finditer(st.text, start, v.start)])
        # (after the value before it: "landline 0191 498 0613. Mobile 07700 900746" is no landline)
        start = max([start] + [e for e in ends.get(st.sid, ()) if e <= v.start])
        if st.label and (relation_of(st.label) or head_relation(st.label, st.text[st.text.find(":") + 1 :])):
            # "Team leader at work: Jodie Charlton, 07588 …": who she is, no work phone
            start = max(start, st.text.find(":") + 1)
            near = fold(st.text[start : v.start])
        else:
            near = fold(st.text[start : v.start] + " " + (st.label or ""))
        ws = set(folded_words(near))
        return {g for g, q in attr.qualifiers.items() if ws & {fold(w) for w in q}}

    if item.qualifiers:
        # (and what a compound's part says: "s'Festnetz vom Stallhofer-Büro" is the office's landline)
        parts = {p for w in item.words if "-" in w for p in w.split("-")}
        wanted = set(item.qualifiers) | {g for g, q in attr.qualifiers.items() if parts & {fold(w) for w in q}}
        exact = [x for x in found if quals(x[0], x[1]) & wanted]
        return exact or [x for x in found if not quals(x[0], x[1])]
    usual = [x for x in found if not quals(x[0], x[1]) & set(attr.off_default)]
    return usual or found


def _reference(item: Item, attr: Attribute, query: Query, corpus: Corpus) -> list[Fact]:
    """A reference number by what it refers to: the one on a line naming the same thing ("la référence du dossier
    Protect": "Protect whistleblowing helpline (case 4471-PR)"); several that nothing in the request tells apart
    ("the mortgage application ref" among three refs) are found as any matter is, by its words, never asked about
    naming no one."""
    try:
        return _labelled(item, attr, query, corpus)
    except _Clarify:
        facts = _general(item, query, corpus) if item.words else []
        if facts:
            return facts
        raise


def _at_named(found, item: Item, corpus: Corpus):
    """ "cuánto ganaba en Kubo", "my salary at Brightwell": of the values found, those whose statement names the
    place or thing the request names by its name (not a person: whose it is is said otherwise)."""
    said = {fold(w) for a in item.attributes for p in (*a.phrases, *a.cues) for w in p.split()}
    named = {
        fold(m.group(0))
        for m in re.finditer(r"(?<=\s)[A-ZÀ-Ý][\w'-]{2,}", item.text)
        if not re.search(r"[.!?:;]\s*$", item.text[: m.start()])  # not a sentence's first word ("… ! Die neue")
        and fold(m.group(0)) not in _STOP | said  # (nor the attribute's own word: "Stefans Handynummer")
        and not any(len(w) >= 5 and fold(m.group(0)).startswith(w) for w in said)  # (Swiss "sini Nummere")
        and corpus.people.named(m.group(0)) is None
        and fold(m.group(0)) != fold(item.owner.word or "")
        and (commonness(m.group(0)) < 3.5 or guess_language(item.text) != "de")  # (no German noun: "mein Gehalt")
    }
    if not named and item.text == item.text.lower():
        # "pls remov my kra pin": written small, a name the notes write in capitals ("KRA PIN A008341259K")
        small = [w for w in item.words if len(w) >= 3 and w not in _STOP | said and commonness(w) < 2.5]
        named = {w for w in small if corpus.people.named(w) is None and _written_big(w, found)}
    if not named:
        return found
    near = [x for x in found if named & set(folded_words(x[0].text))]
    if not near:  # the same value where a line names it ("52.000 € brutos" is the "52k bruto" of the Kubo line)
        naming = [st for st in corpus.statements if named & set(folded_words(st.text))]
        there = [v for st in naming for v in find_values(st.text, st.lang, frozenset(x[1].kind for x in found))]
        near = [x for x in found if any(same(x[1], v) for v in there)]
    return near or found


def _written_big(word: str, found) -> bool:
    """Whether a line of the values found writes the word in capitals ("KRA"; not a town, "Bayamón")."""
    return any(fold(t.text) == word and t.text.isupper() for x in found for t in tokens(x[0].text))


def _group(found) -> list[list]:
    """One group per distinct fact: the same value (and its copies) is one fact."""
    groups: list[list] = []
    for x in found:
        for g in groups:
            if any(same(x[1], y[1]) or _street_same(x[1], y[1]) for y in g):
                g.append(x)
                break
        else:
            groups.append([x])
    return groups


def _street_same(a: FoundValue, b: FoundValue) -> bool:
    return a.kind == b.kind == "street_address" and a.key == b.key


def _a_role(item: Item, corpus: Corpus) -> bool:
    """Whether the request's words are the label of someone's line ("Union rep (ONA): …"): a line giving a
    phone number ("Prêt bateau au Crédit Maritime : …" is no one's for "mon numéro de permis bateau")."""
    words = _role_words(item, corpus)
    return bool(words) and any(
        st.label
        and _holding(st.label, words, st.lang)
        and any(v.kind == Kind.PHONE for v in find_values(st.text, st.lang))
        for st in corpus.statements
    )


def _role_words(item: Item, corpus: Corpus) -> list[str]:
    """The request's words that may name a role ("union rep"), typos corrected to the notes' words."""
    return [w for w in _fixed(item.words, corpus) if w not in _STOP and w not in _GENERIC and len(w) >= 3]


def _owner_names(item: Item, corpus: Corpus) -> set[str]:
    """The folded words that name whom a request is about ("stucki", "christian"): they say whose, not what."""
    return {n for p in _persons(item.owner, corpus) or [] for n in p.names}


def _labelled_so(persons: list[Person], words: list[str], corpus: Corpus) -> list[Person]:
    """The one of several whose line's label says the request's words ("la de día": "Supervisora de día: Conchita
    Royo"); none unless exactly one."""
    said = [w for w in words if w not in _STOP and len(w) >= 3]
    if not said:
        return []
    keys = {p.key for p in persons}
    labelled = {
        st.owner for st in corpus.statements if st.label and st.owner in keys and _holding(st.label, said, st.lang)
    }
    return [p for p in persons if p.key in labelled] if len(labelled) == 1 else []


def _the_one_with(persons: list[Person], words: list[str], corpus: Corpus) -> list[Person]:
    """Of several of one name, the one whose lines say the request's words ("Sophie's wedding news": the Sophie
    whose wedding the notes tell of, not the colleague Sophie); none unless exactly one."""
    # (a word of a matter, not an everyday one: "Grace from work" is whom, said by where they meet)
    said = [w for w in words if w not in _STOP and w not in _GENERIC and len(w) >= 3 and commonness(w) < 5.0]
    if not said:
        return []
    found = concepts.named_in(" ".join(said), guess_language(" ".join(said)))  # ("wedding": "sie heiratet")
    hits = {sid for w in said for sid, h in _hits([w], found, corpus).items() if h >= 0.9}
    keys = {p.key for p in persons}
    theirs = set()
    for sid in hits:
        st = corpus.statements[sid]
        theirs |= {st.owner} & keys if st.owner in keys else {m[2] for m in mentions(st.text, corpus.people)} & keys
    return [p for p in persons if p.key in theirs] if len(theirs) == 1 else []


def _saying_most(groups: list[list], words: list[str], corpus: Corpus) -> list[list]:
    """The groups whose value's sentence says the most of the request's other words (none: none says any)."""
    if not words:
        return []
    said = [max(sum(_holding(_value_sentence(x, corpus), [w], x[0].lang) for w in words) for x in g) for g in groups]
    best = max(said, default=0)
    return [g for g, n in zip(groups, said, strict=True) if n == best] if best else []


def _spelt_like(groups: list[list], item: Item, corpus: Corpus) -> list[list]:
    """The groups whose person has a name (five letters or more) a word of the request writes with two neighbouring
    letters swapped, or with a letter left out ("charltns": Charlton's)."""
    said = {unpossessive(w) for w in folded_words(item.text) if len(w) >= 5} - _STOP
    said |= {w[:-1] for w in said if w.endswith("s")}  # (a possessive "s" with no apostrophe)
    out = []
    for g in groups:
        names = {w for w in folded_words(_person_words(g[0][2], corpus)) if len(w) >= 5}
        if any(swapped(w, n) or _letter_out(w, n) for w in said for n in names):
            out.append(g)
    return out


def _letter_out(word: str, name: str) -> bool:
    """The word is the name with one letter (not its first) left out."""
    return len(name) == len(word) + 1 and any(name[:i] + name[i + 1 :] == word for i in range(1, len(name)))


def _titled_as_said(groups: list[list], item: Item) -> list[list]:
    """The groups whose lines write the name with the word the request puts before it ("Brother Trevor", "Tante
    Hilde", "Doña Carmen"); none when the request puts none."""
    if item.owner.kind != "name" or not item.owner.word:
        return []
    m = re.search(rf"\b([A-ZÀ-Ý][^\W\d_]+)\.?\s+{re.escape(item.owner.word)}\b", item.text)
    if m is None:
        return []
    said = re.compile(rf"\b{re.escape(m.group(1))}\.?\s+{re.escape(item.owner.word)}\b", re.IGNORECASE)
    return [g for g in groups if any(said.search(x[0].text) for x in g)]


def _select(groups: list[list], item: Item, query: Query, corpus: Corpus) -> list[list]:
    """Several different facts fit: the user's answer picks ("the vet one", "both"), else ask."""
    if query.both:
        return groups
    owners = {g[0][2] for g in groups}
    for sel in reversed(query.selectors):
        picked = _pick(groups, sel.text, corpus)
        if picked:
            return picked
    said = _holding_its_words(groups, item)
    if said and len(said) < len(groups):
        return said  # "how much my end-of-year bonus was": "End-of-year bonus 2025: …", not "Salary: … a month"
    if len(owners) == 1 and item.owner.kind in ("name", "relation", "user") and not _codes_of_things(groups, item):
        # one person, one attribute, several values (an old and a new number): all of them are the fact
        return groups
    theirs = {n for g in groups for x in g for n in folded_words(_person_words(x[2], corpus))}
    # (typed in small letters too: "dani giraldos numbr", its "s" a possessive)
    names = " ".join(
        t.text
        for t in tokens(item.text)
        if (t.text[:1].isupper() and unpossessive(t.folded) in theirs)
        or (len(t.folded) >= 4 and (t.folded in theirs or (t.folded[-1:] == "s" and t.folded[:-1] in theirs)))
    )
    # (not a first name each of them has: "Jodie's number" with Jodie Robson and Jodie Charlton)
    each = [set(folded_words(_person_words(g[0][2], corpus))) for g in groups] if names else []
    shared = bool(names) and all(sum(unpossessive(fold(w)) in ws for ws in each) > 1 for w in names.split())
    said = _pick(groups, names, corpus) if names and not shared else []
    if said and len(said) < len(groups):
        return said  # "Fatima Moss's mobile number": the request itself names which Fatima
    said = _spelt_like(groups, item, corpus)
    if said and len(said) < len(groups):
        return said  # "kylie nugyen's numbr": the Kylie whose last name it writes with two letters swapped
    said = _titled_as_said(groups, item)
    if said and len(said) < len(groups):
        return said  # "Brother Trevor's number": the one the notes call so ("Brother Trevor Asante, 07877 …")
    said = _related_as_said(groups, item, corpus)
    if said and len(said) < len(groups):
        return said  # "die Festnetznummer von meim Bruder Heinz": the brother, not the neighbour Heinz
    words = _role_words(item, corpus)
    if words:  # "the union rep's number": the one whose label says whose it is in those words ("Union rep:")
        said = [g for g in groups if any(x[0].label and _holding(x[0].label, words, x[0].lang) for x in g)]
        if said and len(said) < len(groups):
            return said
    said = _gendered_as_said(groups, item)
    if said and len(said) < len(groups):
        return said  # "d'Nummer vo meiner Anwältin": of "Unser Anwalt: …" and "Meine Anwältin: …", hers
    said = _written_after_its_word(groups, item, theirs)
    if said and len(said) < len(groups):
        return said  # "Borrá el CBU": of "CBU 0070…, alias gonza.mate.birra", the number after "CBU"
    # (of several people's numbers: a word of the request, no kind of value nor a relation, that one line says)
    rest = [
        w
        for w in item.words
        if w not in theirs and w not in _STOP and len(w) >= 4 and w not in _attribute_words() and w not in REL_OF
    ]
    namesakes = len(owners) > 1 and item.owner.kind == "name"  # (two Keonis, not "the number" of anyone)
    # (in the sentence of the value: "Dani Ospina cambió de número: 310…. Dani Giraldo sigue con el mismo." is hers)
    said = (
        [g for g in groups if rest and any(_holding(_value_sentence(x, corpus), rest, x[0].lang) for x in g)]
        if namesakes
        else []
    )
    if len(said) == 1:
        return said  # "my deckhand Keoni's number": the Keoni whose line says so ("Keoni Akana, my deckhand …")
    said = _named_in_the_message(groups, query, theirs)
    if said and len(said) < len(groups):
        return said  # "My old Monzo's closed now so take them account details out": the Monzo's
    said = _not_the_one_kept(groups, query, corpus)
    if said:
        return said  # "Et son numéro aussi … Mais Yannick du boulot tu touches pas": the other Yannick's
    # (words that say which one, not things listed beside it: "all that, the lender, the number, the repayments")
    said = _saying_most(groups, rest, corpus) if not namesakes and "," not in item.text else []
    if said and len(said) < len(groups):
        return said  # "the code for the supply room": "keypad code on the supply room: 4471", not the locker room's
    candidates = [
        Candidate(_describe(g, corpus, owners), Fact("", [x[0] for x in g], [x[1] for x in g])) for g in groups
    ]
    if len(candidates) > _MAX_CHOICES:
        # "…, a de Nummer": every number of the notes would fit; a list of a dozen names is no question to answer
        # (and names people the request never did), so ask what is meant instead
        raise _Clarify("what")
    raise _Clarify("which", candidates)


_MAX_CHOICES = 10


def _named_in_the_message(groups: list[list], query: Query, theirs: set[str]) -> list[list]:
    """The groups whose lines name a thing the request's message names by its name, written inside a sentence
    ("My old Monzo's closed now so take them account details out …"), less those of a thing it says stays ("The
    Nationwide one stays"); nobody's name (whose it is is said otherwise)."""
    if query.request is None or query.lang == "de":
        return []  # (German writes every noun with a capital: "em Beat sini Nummere")
    text = query.request.text
    named = (
        {
            unpossessive(fold(m.group(0)))
            for m in re.finditer(r"(?<=[\w,;]\s)[A-ZÀ-Ý][\w'’-]{2,}", text)
            if commonness(m.group(0)) < 2.0  # (a name no language uses: not German's "Handynummer")
            and fold(m.group(0)) not in _attribute_words()
        }
        - theirs
        - _STOP
    )
    # (not a word of another thing asked for: "Forget the Datix ref, the mortgage application ref …")
    named -= {w for i in query.items for w in folded_words(i.text)}
    if not named:
        return []
    stays = {w for i in query.kept for w in folded_words(i.text)}
    lines = [{unpossessive(w) for x in g for w in folded_words(x[0].text)} for g in groups]
    want = [g for g, ws in zip(groups, lines, strict=True) if ws & (named - stays)]
    kept = [g for g, ws in zip(groups, lines, strict=True) if ws & named & stays]
    return [g for g in want if g not in kept]


def _written_after_its_word(groups: list[list], item: Item, names: set[str]) -> list[list]:
    """The groups whose value a line writes right after a word of the request ("CBU 0070…" for "el CBU"), no
    name of theirs (`names`: "Jodie Charlton, 07588 …" for "el número de Jodie" says no more than whose)."""
    # (a word naming which, not an everyday one nor the kind's own: "CBU", not "the number" nor "Handynummer")
    caps = {t.folded for t in tokens(item.text) if len(t.text) >= 3 and t.text.isupper()}
    asked = {
        w
        for w in folded_words(item.text)
        if w not in _STOP
        and w not in names
        and len(w) >= 3
        and commonness(w) < 4.0
        and (w in caps or w not in _attribute_words())
    }
    return [
        g
        for g in groups
        if any(
            asked & set(folded_words(x[0].text[max(0, x[1].span[0] - 16) : x[1].span[0]])[-2:])
            for x in g
            if isinstance(getattr(x[1], "span", None), tuple)
        )
    ]


def _related_as_said(groups: list[list], item: Item, corpus: Corpus) -> list[list]:
    """The groups of the person whose relation to the user the request says ("meim Bruder Heinz")."""
    said = {REL_OF[w] for w in folded_words(item.text) if w in REL_OF} if item.owner.kind == "name" else set()
    if not said:
        return []  # (not "die Nummer von der Frau Doktor": a role, of two doctors, asks which)
    people = corpus.people.by_key
    return [g for g in groups if g[0][2] in people and people[g[0][2]].relations & said]


def _gender_pair(a: str, b: str) -> bool:
    """Two forms of one role that differ by gender: "anwältin"/"anwalt", "abogada"/"abogado", "avocate"/"avocat"."""
    if a == b or REL_OF.get(a) is None or REL_OF.get(a) != REL_OF.get(b):
        return False
    short, long = sorted((a, b), key=len)
    return long in (short + "in", short + "e") or (
        len(a) == len(b) and a[:-1] == b[:-1] and {a[-1], b[-1]} == {"a", "o"}
    )


def _gendered_as_said(groups: list[list], item: Item) -> list[list]:
    """The groups whose lines call the role by the gendered form the request uses, where the others' lines use
    its other form; none when the request's role word has no such pair among them."""
    # (German "meines Anwalts": the genitive's "s" is no other form)
    said = [
        w if w in REL_OF else w[:-1]
        for w in folded_words(item.text)
        if w in REL_OF or w[-1:] == "s" and w[:-1] in REL_OF
    ]
    if not said:
        return []
    form = said[-1]
    keep, other = [], False
    for g in groups:
        ws = {w for x in g for w in folded_words(x[0].text)}
        if form in ws:
            keep.append(g)
        elif any(_gender_pair(form, w) for w in ws):
            other = True
        else:
            return []  # a line naming the role in neither form: nothing to tell them apart by
    return keep if other else []


def _not_the_one_kept(groups: list[list], query: Query, corpus: Corpus) -> list[list]:
    """Of two people's values, the one of whom the message does not say to keep theirs."""
    if len(groups) != 2:
        return []
    for kept in query.kept:
        if kept.owner.kind != "name" or not kept.words:
            continue
        # (by what the message says of them beside the name both have: "du boulot", a colleague)
        said = " ".join(w for w in kept.words if w != fold(kept.owner.word))
        named = [g for g in groups if said and _answer_names(g, said, corpus)]
        if len(named) == 1:
            return [g for g in groups if g is not named[0]]
    return []


def _pick(groups: list[list], answer: str, corpus: Corpus) -> list[list]:
    # "… Leave Simone from work.", "La de alemán ni la toques.", "Da Nachbar bleibt eh.": a sentence letting one stay
    # names the one it is not
    stays = [m.group("who") or m.group("who2") for part in sentences(answer) if (m := _LET_STAY.match(part.strip()))]
    answer = " ".join(part for part in sentences(answer) if not _LET_STAY.match(part.strip())) if stays else answer
    # "Claire du bureau, pas ma sœur": what follows a "not" is the one it is not
    negated = " ".join([m.group(1) for m in _NOT_THAT.finditer(answer)] + stays)
    said = _NOT_THAT.sub(" ", answer)
    picked = [g for g in groups if _answer_names(g, said, corpus)]
    if negated:
        out = [g for g in picked or groups if not _answer_names(g, negated, corpus)]
        if not out and len(groups) > 1:
            # "Khady Sène, …. Pas Khady Ba de la tontine.": the first name is both of theirs; the "not" names one
            # by a word only hers
            words = [_answer_words(g, negated, corpus) for g in groups]
            own = [i for i, w in enumerate(words) if w - set().union(*(v for j, v in enumerate(words) if j != i))]
            out = [g for g in picked or groups if not any(g is groups[i] for i in own)] if own else []
        picked = out
    if len(picked) in (0, len(groups)) and len(groups) > 1:
        # "Fatima Moss's mobile number": a word of the answer only one of them says ("Moss")
        words = [_answer_words(g, said, corpus) for g in groups]
        own = [g for i, g in enumerate(groups) if words[i] - set().union(*(w for j, w in enumerate(words) if j != i))]
        if len(own) == 1:
            return own
    if len(picked) == len(groups) and len(groups) > 1:
        # "the endocrinologist, mami's doctor": both lines say one of its words; the rarer word says which
        weights = sorted(((_answer_weight(g, said, corpus), i) for i, g in enumerate(groups)), reverse=True)
        if weights[0][0] > 1.5 * weights[1][0]:
            return [groups[weights[0][1]]]
        return []
    return picked


_LET_STAY = re.compile(
    r"(?i:(?:but|mais|pero|aber)\s+)?"
    r"(?:(?i:leave|keep)\s+(?P<who>[^.!?]+?)(?:\s+(?i:alone|be))?"
    r"|(?P<who2>[^.!?]+?)\s+(?i:(?:ni|no)\s+(?:la|lo|las|los|le)\s+toques|tu\s+(?:touches|touche)\s+pas"
    r"|tu\s+(?:le|la|les)\s+laisses|bleibt|bleiben|stays|can\s+stay|se\s+queda|reste|l[oa]s+t?\s+(?:drin|in\s+ruh))"
    r"\b[^.!?]*)\s*[.!?]*$"
)


def _answer_words(g, answer: str, corpus: Corpus) -> set[str]:
    """The words of an answer (not small ones) a fact's lines (`_value_sentence`) or its person say."""
    text = " ".join(_value_sentence(x, corpus) for x in g) + " " + " ".join(_person_words(x[2], corpus) for x in g)
    ws = {key(w) for w in folded_words(text)}
    said = {unpossessive(fold(w)) for w in folded_words(answer)} - _STOP - _attribute_words()  # (not "number")
    return {w for w in said if len(w) >= 3 and not w.isdigit() and key(w) in ws}


def _value_sentence(x, corpus: Corpus) -> str:
    """A (statement, value, owner)'s line less its sentences about someone else, not its owner ("Dani Ospina
    cambió de número: 310…. Dani Giraldo sigue con el mismo." says nothing of Giraldo's number)."""
    parts = sentences(x[0].text)
    if len(parts) < 2:
        return x[0].text
    kept = [
        p
        for p in parts
        if not (who := {m[2] for m in mentions(p, corpus.people)})
        or x[2] in who
        or not who & corpus.people.by_key.keys()
    ]
    return " ".join(kept)


def _answer_weight(g, answer: str, corpus: Corpus) -> float:
    """How much of an answer a fact's lines say, its rarer words counting more."""
    text = " ".join(x[0].text for x in g) + " " + " ".join(_person_words(x[2], corpus) for x in g)
    ws = {key(w) for w in folded_words(text)}
    return sum(max(0.5, 7.0 - commonness(w)) for w in {fold(w) for w in folded_words(answer)} - _STOP if key(w) in ws)


_NOT_THAT = re.compile(r"\b(?:not|nicht|nich|ned|nit|pas|no|non)\s+([^,.;!?—–]+)", re.IGNORECASE)
# where someone is met says what they are: "Claire du bureau" is the colleague
_PLACE_OF = {
    fold(w): "colleague"
    for w in "office work job bureau boulot taf travail büro buero arbeit oficina trabajo curro ufficio".split()
}


def _answer_names(g, answer: str, corpus: Corpus) -> bool:
    words = {fold(w) for w in folded_words(answer)} - _STOP
    if not words:
        return False
    keyed = {key(w) for w in words}
    text = " ".join(x[0].text for x in g) + " " + " ".join(_person_words(x[2], corpus) for x in g)
    ws = set(folded_words(text))
    return bool(words & ws or keyed & {key(w) for w in ws} or _relation_pick(words, g, corpus))


def _relation_pick(words: set[str], g, corpus: Corpus) -> bool:
    rels = {REL_OF[w] for w in words if w in REL_OF} | {_PLACE_OF[w] for w in words if w in _PLACE_OF}
    if not rels:
        return False
    for _st, _v, owner in g:
        p = corpus.people.by_key.get(owner)
        if p and p.relations & rels:
            return True
    return False


def _person_words(owner: str, corpus: Corpus) -> str:
    p = corpus.people.by_key.get(owner)
    if not p:
        return owner.removeprefix("rel:").removeprefix("other:")
    return p.name + " " + " ".join(p.relations)


def _describe(g, corpus: Corpus, owners: set[str] = frozenset()) -> str:
    """How a question names one group of values (`owners`: whose the groups asked about are)."""
    owner = g[0][2]
    if owner.startswith("other:"):  # a namesake the notes do not declare, as they write them ("Florian Haas")
        return _written_name(g[0][0].text, owner[6:]) or owner[6:].capitalize()
    p = corpus.people.by_key.get(owner)
    if p and f"other:{fold(p.first)}" in owners:
        return _raw_name(p.name)  # "Florian Wimmer" or "Florian Haas"
    if p:
        first = fold(p.first)
        if any(k != p.key and (k.startswith(first + " ") or k == first) for k in corpus.people.by_key):
            # two people called Thomas: "Thomas Krüger" or "Thomas Kern" (and who they are: "Tunde Adeyemi (cousin)")
            return _person_label(p)
        if _TITLE_OF.match(p.name) or any(q is not p and q.names & p.names for q in corpus.people.by_key.values()):
            # "Dr Youssef Haddad (your doctor)": the doctor by the name the notes give; "Katarzyna Nowicka (ex)"
            # and "Kasia (cousin)": two who go by one name, by who they are
            return _person_label(p)
        return p.first
    if owner.startswith("rel:"):
        return "your " + relation_label(owner[4:])
    label = g[0][0].label
    if label and _NAMED_LABEL.fullmatch(label.strip()):
        return label.strip()  # "Dai Chips (David Williams)" or "Dai Bread (David Powell)": as the notes name them
    st, v = g[0][0], g[0][1]
    said = re.sub(r"^[\s*+-]+", "", st.text[: v.start]).rstrip(" :=-–")
    if g[0][1].kind == "label" and said and len(said.split()) <= 8 and not re.search(r"\d", said):
        # (“Yard gate code” or “Cellar safe combination”: what the line calls it, never the code itself)
        return f"“{said}”"
    return "yours"


# a label that is a name (and the name in brackets): "Dai Chips (David Williams)"
_NAMED_LABEL = re.compile(
    r"[A-ZÀ-Ý][\w'-]+(?:\s+[A-ZÀ-Ý][\w'-]+){0,2}(?:\s*\([A-ZÀ-Ý][\w'-]+(?:\s+[A-ZÀ-Ý][\w'-]+)*\))?"
)


# a nickname in quotes after a first name: "Florian „Flori" Haas"
_QUOTED_NICK = r"\s+[„“\"'‚‘«][^„“”\"'‚‘’«»]+[“”\"'’»]"
_WRITTEN_NAME = re.compile(rf"\b([A-ZÀ-Ý][\w'-]+)((?:{_QUOTED_NICK})?(?:\s+[A-ZÀ-Ý][\w'-]+)+)")


def _written_name(text: str, first: str) -> str | None:
    """A name as a line writes it, its nickname in quotes left out: "Florian „Flori" Haas" -> "Florian Haas"."""
    for m in _WRITTEN_NAME.finditer(text):
        if fold(m.group(1)) == first:
            return m.group(1) + re.sub(_QUOTED_NICK, "", m.group(2))
    return None


_TITLE_OF = re.compile(r"(?:Dr|Dra|Prof|Maître|Me)\b\.?\s", re.IGNORECASE)


def _fact_label(item: Item, attr: Attribute) -> str:
    return f"{_whose(item.owner)} {attr.label}"


def _whose(owner: Owner) -> str:
    if owner.kind == "relation":
        rel = relation_label(owner.word)
        return f"your {rel}'" if rel.endswith("s") else f"your {rel}'s"
    if owner.kind == "name":
        return f"{owner.word}'" if owner.word.endswith("s") else f"{owner.word}'s"
    if owner.kind == "user":
        return "your"
    return "that"


# ------------------------------------------------------------------------------------------ labelled values

_LABELLED_VALUE = re.compile(
    r"\s*(?:size|größe|grösse|talla|taille)?\s*(?:is|ist|es|est|=|:)?\s*"
    r"((?:(?:US|EU|UK)\s)?[^\s,;()]+(?:\s(?:US|EU|UK|wide|narrow))?)"
)


def _other_value(st: Statement, at: int) -> bool:
    """A value of another kind starts there (a phone number, a date, an amount): no code."""
    return any(v.start <= at < v.end and v.kind not in (Kind.CODE, Kind.NUMBER) for v in find_values(st.text, st.lang))


_QUOTES = "\"'«»“”„‘’"


def _labelled(item: Item, attr: Attribute, query: Query, corpus: Corpus) -> list[Fact]:
    """A value that is whatever follows its label or cue ("Shoe size: 10.5", "Blood type: O+", "PIN 4821")."""
    from .vocab import SIZE_FACETS

    facet_words = set()
    if attr.name == "size":
        for words in SIZE_FACETS.values():
            fw = {fold(w) for w in words}
            if fw & set(item.words) or fw & set(folded_words(item.text)):
                facet_words |= fw
    owners = _owner_keys(item.owner, corpus)
    # "the wifi password", "el código de la alarma": what the code opens, in any words (`codes`)
    things = codes.things_named(folded_words(item.text)) if attr.name == "code" else set()
    opens = Lexicon(codes.thing_words(things)) if things else None
    found = []
    for st in corpus.statements:
        if (
            owners is not None
            and st.owner not in owners
            and item.owner.kind != "user"
            and not (things and any(m[2] in owners for m in mentions(st.text, corpus.people)))
        ):
            continue  # "Alarma de casa de los papás: 7721A" is the parents' though the user's line
        if item.owner.kind == "user" and st.owner != "user":
            continue
        hits = _cues(attr).find(st.text, typos=False)
        if attr.name == "code" and not hits:
            # "Garagencode 2580", "neuer Haustürcode 5822": the code after its compound
            for c in _CODE_IN_COMPOUND.finditer(st.text):
                name, k = (c.group(1), 2) if c.group(1) else (c.group(3), 4)
                if not (things and not codes.names_thing(name, things)):
                    a, b = c.span(k)
                    found.append((st, LabelValue("label", (a, b), c.group(k), fold(c.group(k)), True), st.owner))
            if any(x[0] is st for x in found):
                continue
        if facet_words:  # "Pants: 32x30", "Shoes: EU 42 / US 9": the facet is the label
            hits += Lexicon(sorted(facet_words)).find(st.text, typos=False)
            hits.sort(key=lambda h: h.start)
        cued = len(hits)
        if opens is not None:
            hits += opens.find(st.text, typos=False)  # after the cues: "WLAN: Kellerkatze5G / pw: …" takes the pw
        label_end = st.text.find(":") if st.label else -1
        for n, h in enumerate(hits):
            if facet_words and not (set(folded_words(st.text)) & facet_words):
                continue
            m = _LABELLED_VALUE.match(st.text, h.end)
            aside = _ASIDE_THEN_COLON.match(st.text, h.end) if m is None else None
            if aside is not None:  # "Faith's Snapchat password (she asked me to keep it): faithy_2009!"
                m = _LABELLED_VALUE.match(st.text, aside.end())
            said = m.group(1).rstrip(".") if m else ""
            everyday = said.isalpha() and commonness(said) >= 4.0  # "Wifi pw changed by Jannik: Spätkauf!77"
            if things and h.end <= label_end and (not m or fold(said) in _STOP or everyday):
                m = _LABELLED_VALUE.match(st.text, label_end + 1)  # "Code du portail : 2580B"
            elif (
                h.end <= label_end
                and (not m or fold(said) in _STOP)
                and (after := _LABELLED_VALUE.match(st.text, label_end + 1))
                and any(c.isdigit() for c in after.group(1))
            ):
                m = after  # "Code de la porte du local technique au Plateau: B2417#": the label's words say which
            elif n >= cued and (not m or fold(said) in _STOP or everyday) and (c := _COLON_SOON.match(st.text, h.end)):
                m = _LABELLED_VALUE.match(st.text, c.end())  # "Key safe by the back door: 8362"
            elif m and said.isalpha() and attr.name not in ("plate", "size"):
                m = _CODE_AFTER_WORD.match(st.text, m.end(1)) or m  # "code porte 1942#": the door's code
            elif m and said.endswith(":") and said[:-1].isalpha() and attr.name not in ("plate", "size"):
                m = _LABELLED_VALUE.match(st.text, m.end(1)) or m  # "Clave wifi: Wanderers1892": after its label
            if not m or not re.search(r"[\w+]", m.group(1)):
                continue
            if attr.name == "reference" and not any(c.isdigit() for c in m.group(1)):
                continue  # a case's or a claim's reference has digits ("the case went well", "claim form")
            if n >= cued and (not any(c.isdigit() for c in m.group(1)) or _other_value(st, m.start(1))):
                continue  # "Alarma de casa" is no code, "Alarma 7721A" is; "Phone: 503-555-0142" is a phone
            if any(x[0] is st and x[1].start <= m.start(1) < x[1].end for x in found):
                continue
            raw = m.group(1).rstrip(".").rstrip(_QUOTES)
            lead = len(raw) - len(raw.lstrip(_QUOTES))  # 'password is "tamarindo"'
            raw = raw[lead:]
            if n >= cued and any(x[0] is st for x in found):
                continue  # "WLAN: Kellerkatze5G / pw: …": a line's code follows its cue, not the network's name
            if n >= cued and raw.isdigit() and len(raw) <= 3:
                continue  # "IT department, building 513": the building's number, no code of its door
            if attr.name == "plate":  # "reg MA21 XRT", "K-SK 2207", "ZH 482 117": a plate in two or three groups
                more = re.match(r"(?:[ -][A-Z0-9]{1,4}\b(?![a-z])){1,2}", st.text[m.start(1) + len(raw) :])
                if more and any(c.isdigit() for c in raw + more.group(0)):
                    raw += more.group(0)
            if attr.name == "size":  # "34C", "32x30", "EU 42", "10.5"
                num = re.match(r"(?:[A-Z]{2}\s?)?\d+(?:[.,/x]\d+)*[A-Za-z]{0,2}\b", raw)
                if num is None:
                    continue  # a size has a number ("Hiking boots need new laces" has none)
                raw = num.group(0)
            if fold(raw) in _STOP or len(raw) > 40:
                continue
            if raw.isalpha() and commonness(raw) >= 4.0 and attr.name == "code" and raw == said:
                continue  # "gate code's changed": an everyday word after it is no code (a password is no such word)
            a = m.start(1) + lead
            b = a + len(raw)
            found.append((st, LabelValue("label", (a, b), raw, fold(raw), attr.name != "size"), st.owner))
            if not things:
                break  # several codes on one line ("Code du portail : 2580B. Alarme : 193748."): each is one
    if not found and attr.name == "plate":
        found = _unlabelled_plates(item, corpus)  # "Car: grey Toyota Corolla, GZ-418-K."
    if not found:
        return []
    if attr.name == "plate" and (named := _named_things(item, corpus)) and not _any_names(found, named):
        # "the plate of the old Probox": the plate a line naming the Probox gives, though with no label ("Old Toyota
        # Probox KBX 882M, sold in June 2025."), not the labelled one of the van ("…, plate KCZ 417T.")
        found = _unlabelled_plates(item, corpus, named) or found
    found = _at_named(found, item, corpus)  # "la référence du dossier Protect": the one a line naming Protect gives
    groups = _group_labels(found)
    if item.age and len(groups) > 1:
        # "la patente vieja": the one whose line calls it old ("Auto anterior: … patente HKTS-42"), with its other
        # mentions
        aged = [
            g
            for g in groups
            if any(_age_of(st.text, v) == item.age or value_age(st.text) == item.age for st, v, _ in g)
        ]
        groups = aged or groups
    if things:  # the codes whose own clause (or line label) names what the request's code opens
        named = [
            g
            for g in groups
            if any(
                codes.names_thing(codes.clause_before(st.text, v.end), things)
                or codes.names_thing(st.label or "", things)
                for st, v, _ in g
            )
        ]
        # (none of them: the only code there is, or none — "le code de mon cadenas au centre sportif" is no "Visa
        # PIN" nor "Sportsnet password")
        groups = named or (groups if len(groups) == 1 else [])
        if not groups:
            return []
    elif attr.name == "code" and len(groups) > 1:
        groups = _the_code_said(groups, item)
    if len(groups) > 1:
        groups = _select(groups, item, query, corpus)
    out = []
    for g in groups:
        label = _fact_label(item, attr)
        if facet_words:
            label = f"{_whose(item.owner)} {_facet_name(facet_words)} size"
        elif things:  # "your bike lock code", "your parents' alarm code"
            whose = _whose(item.owner) if item.owner else "the"
            label = f"{whose} {codes.named(things)} code"
        f = Fact(
            label,
            statements=[x[0] for x in g],
            values=[x[1] for x in g],
        )
        if attr.name == "size":
            f.context = sorted(facet_words | {fold(c) for c in attr.phrases + attr.cues if " " not in c})
        out.append(f)
    return out


def _holding_its_words(groups: list[list], item: Item) -> list[list]:
    """Of sums, those whose sentence says every word of the request's own about which one ("end-of-year"), when some
    do (none said: none chosen so)."""
    words = [w for w in item.words if len(w) >= 4 and not any(c.isdigit() for c in w) and w not in _STOP]
    if not words or item.owner.kind not in ("user", "none") or "," in item.text:
        return []  # (not of a list: "all that, the lender, the number, the repayments")
    if item.attribute is None or item.attribute.name not in ("salary", "amount"):
        return []  # (sums only: an IBAN's old account number is the same account's, whatever its line says)
    return [g for g in groups if any(_holding(st.text, words, st.lang) for st, _, _ in g)]


def _codes_of_things(groups: list[list], item: Item) -> bool:
    """Codes that open different things ("Yard gate code: 5519", "Cellar safe combination: 36-12-44", a bank's
    password), asked for as one ("delete my code"): which one, not all of them (an old and a new gate code are one
    thing's; "my codes" asks for all)."""
    if item.attribute is None or item.attribute.name != "code" or _PLURAL_CODES.search(item.text):
        return False
    opened = {
        frozenset(codes.things_named(folded_words(codes.clause_before(st.text, v.end) + " " + (st.label or ""))))
        for g in groups
        for st, v, _ in g[:1]
    }
    return len(opened) > 1


_PLURAL_CODES = re.compile(
    r"\b(?:codes|passwords|pins|passcodes|combinations|códigos|codigos|claves|contraseñas|mots\s+de\s+passe|"
    r"passwörter|kennwörter|pins|zugangscodes|all|alle|todos|todas|tous|toutes)\b",
    re.IGNORECASE,
)


def _the_code_said(groups: list[list], item: Item) -> list[list]:
    """Of several codes of the user's, none named by what it opens: a password when the request asks a password
    ("my online banking password" is not the locker's padlock code), and the ones whose line says the request's
    own words ("Clydesdale online banking password: …")."""
    if _PASSWORD.search(item.text):
        groups = [
            g for g in groups if any(_PASSWORD.search(codes.clause_before(st.text, v.end)) for st, v, _ in g)
        ] or groups
    if item.words:
        groups = [g for g in groups if any(_holding(st.text, item.words, st.lang) for st, _, _ in g)] or groups
    return groups


_PASSWORD = re.compile(r"password|passwort|kennwort|contrase[ñn]a|mot\s+de\s+passe|\bmdp\b|\bpw\b", re.IGNORECASE)


# a code after a German compound naming it: "Garagencode 2580", "Haustürcode: 5822"
_CODE_IN_COMPOUND = re.compile(
    r"\b([A-ZÄÖÜ][a-zäöüß]{2,})(?:code|pin)\b\s*:?\s*(?:(?:no|noch)\s+(?:immer\s+)?)?(\d[\w#*-]{2,})"
    # (or joined by a hyphen, under its label: "FinanzOnline-Passwort: Karren1987!", "Bankomat-PIN (…): 2958.")
    r"|\b([A-ZÄÖÜ][\wäöüß]{2,})-(?i:code|pin|passwort|password|kennwort|passcode)\s*(?:\([^()\n]{1,40}\))?\s*:\s*"
    r"(?=\S*[\d!#*$%&?@])([^\s,;]{3,40}?)[.,;]?(?=\s|$)"
)


# a plate as written: two or three groups of capitals and digits, both in it ("GZ-418-K", "M-AB 1234", "AB-123-CD")
_PLATE = re.compile(
    r"(?<![\w-])(?:(?=[A-Z0-9-]*[0-9])(?=[A-Z0-9 -]*[A-Z])[A-Z0-9]{1,4}(?:-[A-Z0-9]{1,4}){1,2}"
    r"|[A-ZÄÖÜ]{1,3}-[A-Z]{1,2} [1-9]\d{0,3}[EH]?"  # (a German one: "MA-GI 412")
    r"|[A-Z]{3} \d{3}[A-Z]|[A-Z]{2}\d{2} [A-Z]{3})(?![\w-])"  # (a Kenyan one, "KBX 882M"; a British one, "YK19 HXW")
)
_VEHICLE = frozenset(
    fold(w)
    for w in """car cars vehicle van truck motorbike motorcycle scooter auto autos wagen fahrzeug pkw coche coches
    carro moto voiture véhicule bagnole""".split()
)


_COLON_SOON = re.compile(r"[^.:;\n]{0,48}:")
_ASIDE_THEN_COLON = re.compile(r"\s*\([^()\n]{0,60}\)\s*:")


def _named_things(item: Item, corpus: Corpus) -> set[str]:
    """The things a request names by a capitalised name no person has ("the old Probox": "probox")."""
    return {
        fold(m.group(0))
        for m in re.finditer(r"(?<=\s)[A-ZÀ-Ý][\w'-]{2,}", item.text)
        if fold(m.group(0)) not in _STOP and corpus.people.named(m.group(0)) is None and commonness(m.group(0)) < 3.5
    }


def _any_names(found, named: set[str]) -> bool:
    return any(named & set(folded_words(x[0].text)) for x in found)


def _unlabelled_plates(item: Item, corpus: Corpus, named: set[str] = frozenset()) -> list:
    """The user's plate with no label before it: a plate-shaped code in a line about their car ("Car: grey
    Toyota Corolla, GZ-418-K."), or in one naming the car the request names (`named`), found again wherever it is
    written ("parkeervergunning for GZ-418-K")."""
    if item.owner.kind not in ("user", "none"):
        return []
    keys: set[str] = set()
    aged: set[str] = set()  # (the plates of a line calling the car by the request's age: "Ancienne voiture: …")
    for st in corpus.statements:
        ws = set(folded_words(st.text))
        if st.owner == "user" and (named & ws if named else _VEHICLE & ws):
            plates = {m.group(0) for m in _PLATE.finditer(st.text)}
            keys |= plates
            if item.age and value_age(st.text) == item.age:
                aged |= plates
    if len(keys) > 1 and len(aged) == 1:
        keys = aged  # "l'ancienne plaque" of two cars' plates
    if len(keys) != 1:
        return []  # none, or two cars' plates: no guess
    plate = next(iter(keys))
    written = re.compile(r"(?<![\w-])" + re.escape(plate) + r"(?![\w-])")
    out = []
    for st in corpus.statements:
        m = written.search(st.text) if plate in st.text else None
        if m is not None:
            out.append((st, LabelValue("label", m.span(), plate, fold(plate), True), st.owner))
    return out


def _facet_name(words: set[str]) -> str:
    from .vocab import SIZE_FACETS

    for name, ws in SIZE_FACETS.items():
        if {fold(w) for w in ws} == words:
            return name
    return ""


def _group_labels(found) -> list[list]:
    groups: list[list] = []
    for x in found:
        for g in groups:
            if g[0][1].key == x[1].key:
                g.append(x)
                break
        else:
            groups.append([x])
    return groups


# ---------------------------------------------------------------------------------- names, schools, appointments


def _person_name(item: Item, corpus: Corpus) -> list[Fact]:
    theirs = _name_of_theirs(item, corpus)
    if theirs:
        return theirs
    persons = _persons(item.owner, corpus) if item.owner.kind in ("relation", "name") else None
    if item.owner.kind == "relation" and not persons:
        persons = _declared_inline(item.owner.word, corpus)
    where = [w for w in _fixed(item.words, corpus) if len(w) >= 5 and w not in _STOP and commonness(w) < 4.5]
    if where and item.owner.kind == "relation":
        # "wie meine Ärztin in der Kinderwunschklinik heißt": the one the notes tie to that, else the doctor
        # named by title where the notes speak of it ("ICSI-Behandlung bei Dr. Lorenz im Kinderwunschzentrum")
        held = [st for st in corpus.statements if _about(st, where, item, corpus)]
        persons = [p for p in persons or [] if any(st.owner == p.key or _names_in_text(p, st) for st in held)]
        if not persons:
            titled = list(dict.fromkeys(m.group(1) for st in held for m in _TITLED.finditer(st.text)))
            if len(titled) != 1:
                return []
            return [Fact(f"{_whose(item.owner)} name", statements=[], placed=[titled[0]])]
    if not persons:
        return []
    if len(persons) > 1:
        raise _Clarify("which", [Candidate(p.first, Fact("")) for p in persons])
    p = persons[0]
    names = [n for n in [p.name, *sorted(p.names, key=len, reverse=True)] if n]
    plain = re.sub(r"\s*«[^»]*»", "", _raw_name(p.name))  # "Florencia «Flor»": as the notes write her
    raw = [plain] + [w.strip("«»") for w in _raw_name(p.name).split() if len(w.strip("«»")) > 2]
    return [Fact(f"{_whose(item.owner)} name", statements=[], names=list(dict.fromkeys(raw or names)))]


def _name_of_theirs(item: Item, corpus: Corpus) -> list[Fact]:
    """ "the name of Julia's new boyfriend": the name a line gives after a label saying whose that one is ("Julia's
    new boyfriend since April 2026: Marco Lenz from Völklingen."), when one line alone does."""
    roles = {REL_OF[w] for w in item.words if w in REL_OF}
    if item.owner.kind != "name" or not item.owner.word or len(roles) != 1:
        return []
    whose = fold(item.owner.word)
    found = []
    for st in corpus.statements:
        head, colon, rest = st.text.partition(":")
        if not colon or len(head) > 60:
            continue
        said = [fold(unpossessive(t.text)) for t in tokens(head)]
        if whose in said and {REL_OF.get(w) for w in said} & roles and (m := _NAME_FIRST.match(rest)):
            found.append(m.group(1))
    found = list(dict.fromkeys(found))
    if len(found) != 1:
        return []
    role = next(w for w in item.words if w in REL_OF)
    parts = [w for w in found[0].split() if len(w) > 2]
    return [Fact(f"{_whose(item.owner)} {role}'s name", statements=[], names=[found[0], *parts])]


_NAME_FIRST = re.compile(r"\s*((?:[A-ZÀ-Ý][\w'-]+)(?:\s+[A-ZÀ-Ý][\w'-]+){1,2})\b")


def _about(st: Statement, words: list[str], item: Item, corpus: Corpus) -> bool:
    """The statement speaks of what the words say: by a word of its own, or by the matter they name."""
    if _holding(st.text, words, st.lang):
        return True
    found = concepts.named_in(" ".join(words), st.lang) or concepts.named_in(item.text, st.lang)
    return any(c.in_words(folded_words(st.text), st.lang) for c in found)


def _names_in_text(p: Person, st: Statement) -> bool:
    return bool(set(folded_words(st.text)) & p.names)


def _raw_name(name: str) -> str:
    return untitled(name)


_INLINE_REL = re.compile(
    r"\b([^\W\d_][\w-]*)\s+(?:is|ist|es|est|=)\s+((?:Dr\.?\s+)?[A-ZÀ-Ý][\w-]+(?:\s+[A-ZÀ-Ý][\w-]+)?)"
)
_REPORTS = re.compile(r"\breports?\s+to\s+([A-ZÀ-Ý][\w-]+(?:\s+[A-ZÀ-Ý][\w-]+)?)")
# "avocate Maître Claire Besson", "oncologist Dr. Hargreaves": a role word right before the name it is
_ROLE_NAME = re.compile(
    r"\b([^\W\d_][\w-]*)\s+((?:(?:Dr|Dra|Prof|Mr|Mrs|Ms|Me|Maître|Mme|Herr|Frau)\.?\s+)?"
    r"[A-ZÀ-Ý][\w'-]+(?:\s+[A-ZÀ-Ý][\w'-]+){0,2})"
)


def _declared_inline(relation: str, corpus: Corpus) -> list[Person]:
    """ "manager is Olu Adeyemi", "reports to Helen Park": a relation declared inside a sentence."""
    out = []
    for st in corpus.statements:
        for m in _INLINE_REL.finditer(st.text):
            if REL_OF.get(fold(m.group(1))) == relation:
                p = corpus.people.declare(m.group(2), relation)
                if p and p not in out:
                    out.append(p)
        for m in _ROLE_NAME.finditer(st.text):
            # (German writes the role with a capital too: "Therapeutin Dr. Hughes")
            if REL_OF.get(fold(m.group(1))) == relation and (not m.group(1)[:1].isupper() or st.lang == "de"):
                p = corpus.people.declare(m.group(2), relation)
                if p and p not in out:
                    out.append(p)
        if relation == "boss":
            for m in _REPORTS.finditer(st.text):
                p = corpus.people.declare(m.group(1), "boss")
                if p and p not in out:
                    out.append(p)
    return out


_SCHOOL = re.compile(
    r"(?:\bSchool|\bSchule|\bColegio|\bEscuela|\bÉcole|\bKita|\bKindergarten|\bKrippe|\bGrundschule|\bGuardería"
    r"|\bCrèche|\bNursery|\bPreschool|\bDaycare|\bLycée|\bCollège|\bInstituto|\bIES|\bCEIP|\bEscola|\bLiceo"
    # French and Spanish write the word in lower case: "école Saint-Barthélemy", "colegio Virgen de Gracia"
    r"|\b(?:école|ecole|colegio|escuela|escola|lycée|lycee|collège|crèche|guardería|instituto)"
    r"|\bGymnasium|\bRealgymnasium|\bVolksschule|\bMittelschule"
    r"|['’]s\s+school|\b(?i:attends|goes\s+to|besucht|va\s+a|va\s+à)"
    # "geht ins BORG Dreierschützengasse", "geht aufs Gymnasium", "geht in die Volksschule Lend"
    r"|\b(?i:geht|gehen)\s+(?i:ins|in\s+die|in\s+den|aufs|auf\s+die|auf\s+das))"
    r"\s*:?\s+"
    r"((?:St\.\s+)?[A-ZÀ-Ý][\w'-]+(?:\s+[A-ZÀ-Ý][\w'-]+){0,3})"
    # a school named before the word for what it is: "Lamar Elementary", "Brackenridge HS", "Goethe-Gymnasium"
    r"|\b((?:St\.\s+)?[A-ZÀ-Ý][\w-]+(?:\s+[A-ZÀ-Ý][\w-]+){0,2}[\s-](?:Elementary|Middle|High|Primary|Junior"
    r"|Grundschule|Gymnasium|Realschule|Gesamtschule|Volksschule|Mittelschule|HS|MS|ES)(?:\s+School)?)\b"
)


def _written_by(pattern: re.Pattern, owners: set[str] | None, corpus: Corpus) -> tuple[list[str], list[Statement]]:
    """The names `pattern`'s groups catch in the statements of `owners` (None: anyone's), and those statements."""
    names: list[str] = []
    sts: list[Statement] = []
    for st in corpus.statements:
        if owners is not None and st.owner not in owners:
            continue
        for m in pattern.finditer(st.text):
            names += [n for n in m.groups() if n]
            sts.append(st)
    return names, sts


def _school(item: Item, corpus: Corpus) -> list[Fact]:
    names, sts = _written_by(_SCHOOL, _owner_keys(item.owner, corpus), corpus)
    if not names:
        return []
    names = [n for n in names if not corpus.people.named(n.split()[0])]  # not "Mateo" of "Mateo Lamar Elementary"
    if not names:
        return []
    # "el CEIP San Luis", "das BORG Dreierschützengasse": the acronym is part of the name ("calle San Luis" is not it)
    names = [_with_acronym(n, sts) for n in names]
    short = [n.split()[0] for n in names if len(n.split()) > 1 and len(n.split()[0]) >= 4]
    return [Fact(f"{_whose(item.owner)} school", statements=sts, names=list(dict.fromkeys(names + short)))]


def _with_acronym(name: str, sts: list[Statement]) -> str:
    for st in sts:
        m = re.search(rf"\b([A-Z]{{2,5}})\s+{re.escape(name)}\b", st.text)
        if m:
            return f"{m.group(1)} {name}"
    return name


def _employer(item: Item, corpus: Corpus) -> list[Fact]:
    """ "where my husband works": the name of the place their work is at, in their own statements ("works nights
    at the Royal Mail depot in Trafford Park", "software dev at Glovo", "enfermero en el Virgen del Rocío")."""
    names, sts = _written_by(_WORKS_AT, _owner_keys(item.owner, corpus) or set(), corpus)
    if not names:
        return []
    names = list(dict.fromkeys(n for n in names if fold(n) not in _NOT_NAME))
    # the town the place is in is everyone's where other notes name it ("beim Autohaus Wendt in Hörde" / "Omma im
    # Seniorenheim in Hörde")
    towns = {m.group(2) for st in sts for m in _WORKS_AT.finditer(st.text) if m.group(2)}
    theirs = {st.sid for st in sts}
    others = [st for st in corpus.statements if st.sid not in theirs] if towns else []
    names = [n for n in names if n not in towns or not any(n in st.text for st in others)]
    return [Fact(f"where {_who(item)} works", statements=sts, names=names)]


_NAME_WORDS = r"[A-ZÀ-Ý][\w'’&-]+(?:\s+(?:(?:de|del|de\s+la|of|the|du|des|am|an\s+der)\s+)?[A-ZÀ-Ý][\w'’&-]+){0,3}"
_JOBS = (
    r"works?|working|worked|job|dev|developer|engineer|designer|nurse|teacher|manager|analyst|consultant"
    r"|on\s+nights|on\s+shift|enfermer[oa]|ingenier[oa]|profesor[a]?|arbeitet|trabaja|curra|travaille|bosse"
    r"|ingénieur|infirmi[eè]re?|pflegerin|pfleger|krankenschwester|lehrerin|lehrer|ärztin|arzt|médico|médecin"
    r"|azubi|auszubildende[r]?|lehrling|apprentice|trainee|apprentie?|alternant|aprendiz|becari[oa]"
)
_JOB_WORD = re.compile(rf"\b(?i:{_JOBS})\b")
_WORKS_AT = re.compile(
    rf"\b(?i:{_JOBS})\b"
    r"[^.;:]{0,30}?\b(?:at|for|bei|beim|en|chez|para|im|in\s+der)\s+(?:the\s+|el\s+|la\s+|der\s+|dem\s+|le\s+|l')?"
    rf"({_NAME_WORDS})(?:[^.;,]{{0,20}}?\bin\s+({_NAME_WORDS}))?"
)


def _place_of_study(item: Item, corpus: Corpus) -> list[Fact]:
    """ "wo Jana studiert": the place their studies are at, in their own statements ("studiert in Bochum")."""
    names, sts = _written_by(_STUDIES_AT, _owner_keys(item.owner, corpus) or set(), corpus)
    names = list(dict.fromkeys(n for n in names if fold(n) not in _NOT_NAME))
    return [Fact(f"where {_who(item)} studies", statements=sts, names=names)] if names else []


_STUDIES_AT = re.compile(
    r"\b(?i:studiert|studies|studying|estudia|estudiando|étudie|fait\s+ses\s+études)\s+"
    r"(?i:in|at|an\s+der|am|en|à|a)\s+(?:the\s+|la\s+|der\s+|l')?"
    rf"({_NAME_WORDS})"
)


def _institution(item: Item, corpus: Corpus) -> list[Fact]:
    """ "en qué hospital tratan a mi padre": the names of that kind of place ("Hospital La Fe") in the owner's
    statements, wherever the notes write them; the rest of what they say stays."""
    kinds = {fold(w) for w in INSTITUTIONS[item.which]}
    phrases = [folded_words(k) for k in kinds if " " in k]
    owners = _owner_keys(item.owner, corpus) if item.owner.kind in ("relation", "name") else None
    names: list[str] = []
    for st in corpus.statements:
        if owners is not None and not (
            st.owner in owners or any(m[2] in owners for m in mentions(st.text, corpus.people))
        ):
            continue
        for m in _PLACE_NAME.finditer(st.text):
            after = folded_words(st.text[m.end() : m.end() + 40])
            if any(fold(w) in kinds for w in m.group(0).split()) or any(after[: len(p)] == p for p in phrases):
                names.append(m.group(0))  # "Hospital La Fe", "Rosebank House care home"
    if not names:
        return []
    names = list(dict.fromkeys(names))
    holding = [st for st in corpus.statements if any(n in st.text for n in names)]
    return [Fact(f"{_whose(item.owner)} {item.which}", statements=holding, placed=names)]


# a place's name: capitalised words, with the small words names are made of ("Hospital La Fe", "Klinikum rechts
# der Isar" is cut at "rechts"); one word alone ("Hospital") is no name
_PLACE_NAME = re.compile(
    r"(?<![\w'])(?:St\.?\s+)?[A-ZÀ-Ý][\w'’-]+(?:\s+(?:(?:de|del|de\s+la|la|las|los|el|of|the|du|des|le|am|an\s+der)\s+)?"
    r"[A-ZÀ-Ý][\w'’-]+)+"
)


_APPOINTMENT = re.compile(
    r"\b(?:appointment|appt|booked|visit|termin|zahnarzt\w*|tierarzt\w*|arzttermin|cita|consulta|rendez-vous|rdv|"
    r"dentist\w*|vet|veterinari\w*|vétérinaire|véto|physio\w*|fisioterap\w*|kiné\w*|dentista|"
    r"re-?check|check-?up|follow-up|nachkontrolle|kontrolltermin|revisión|contrôle|"
    r"tasting|fitting|prueba|degustación|dégustation|essayage|anprobe|probeessen|"
    # a standing slot with someone: "Therapy with Sam — Mondays 5:30pm", "Trainer: Rico at Flex Gym, Mondays 7am"
    r"therapy|therapie|terapia|thérapie|session|sitzung|sesión|séance|trainer|training|entrenador)\w*",
    re.IGNORECASE,
)

# a month named alone ("recheck in June", "en junio", "im Juni", "en juin"): when, for an appointment
_IN_MONTH = re.compile(
    r"\b(?:in|im|en|for|für|para|pour|early|late|mid|finales de|principios de|début|fin|ende|anfang)\s+(?:de\s+)?"
    r"(?:jan(?:uary|uar)?|feb(?:ruary|ruar)?|march|märz|mar|april|avril|abril|may|mai|mayo|june?|juni|junio|juin|"
    r"july|juli|julio|juillet|aug(?:ust)?|agosto|août|sept(?:ember)?|septiembre|septembre|oct(?:ober)?|oktober|"
    r"octubre|octobre|nov(?:ember)?|noviembre|novembre|dec(?:ember)?|dezember|diciembre|décembre|enero|janvier|"
    r"febrero|février|marzo|mars)\b",
    re.IGNORECASE,
)


def _appointment(item: Item, query: Query, corpus: Corpus) -> list[Fact]:
    """Appointments are statements with a date and an appointment word; several mean asking which one."""
    cands = []
    # "my biometrics appointment": a line that says its words and a day is one ("Biometrics: July 15, 8:00 AM")
    said = [w for w in item.words if len(w) >= 4 and w not in _STOP and w not in _CALENDAR and commonness(w) < 4.5]
    for st in corpus.statements:
        if not _APPOINTMENT.search(st.text) and not (said and _holding(st.text, said, st.lang)):
            continue
        if (
            not any(v.kind == "date" for v in find_values(st.text))
            and not re.search(r"\b\d{1,2}(?::\d{2})?\s?(?:am|pm|h|uhr)\b", st.text, re.I)
            and not _IN_MONTH.search(st.text)
        ):
            continue
        cands.append(st)
    if not cands:
        return []
    groups = _appointment_groups(cands, corpus)
    if item.owner.kind == "relation" and item.owner.word in _VISITS:  # "the vet's appointment"
        groups = [g for g in groups if _visit_kind(g[0].text) == item.owner.word] or groups
    elif item.owner.kind == "relation" and item.owner.word:  # "my endo appointment": with them, or none
        groups = [g for g in groups if any(_with_relation(st, item.owner.word, corpus) for st in g)]
        if not groups:
            return []
    if len(groups) > 1 and not query.both:
        for sel in reversed(query.selectors):
            picked = [g for g in groups if _matches_answer(g, sel.text, corpus)]
            if picked and len(picked) < len(groups):
                groups = picked
                break
        else:
            named = False
            if item.words:
                picked = [g for g in groups if _matches_answer(g, " ".join(item.words), corpus)]
                if picked and len(picked) < len(groups):
                    groups = picked
                # "my biometrics appointment": the lines that say its own rare word are that one appointment
                named = bool(said) and all(any(_holding(st.text, said, st.lang) for st in g) for g in groups)
            if len(groups) > 1 and not named:
                raise _Clarify("which", [Candidate(_appointment_name(g, corpus), Fact("")) for g in groups])
    facts = []
    for g in groups:
        facts.append(_statement_fact(f"{_whose(item.owner)} appointment", g, corpus))
    return facts


def _amount(item: Item, corpus: Corpus) -> list[Fact]:
    """A sum named by what it is for ("le montant de la pension alimentaire", "was Mamas Heim im Monat kostet"):
    the sums whose own clause says it; whose (if the request says) first. Nothing when no clause does."""
    amount = {fold(w) for p in BY_NAME["amount"].phrases for w in folded_words(p)}
    words = [
        w
        for w in _fixed(item.words, corpus)
        if w not in _STOP and w not in amount and w not in _WHEN_GOT and len(w) >= 3
    ]
    # "how much the movers cost": the clause naming who they are ("Devis Déménagements Piron : 1 480 €")
    persons = (_persons(item.owner, corpus) or []) if item.owner.kind in ("relation", "name") else []
    # (not a name someone else has too: "Cousin Tunde fix the Corolla AC, ₦35,000" is no sum of the shop boy Tunde)
    others = {n for q in corpus.people.by_key.values() if q not in persons for n in q.names}
    named = {n for p in persons for n in p.names if len(n) >= 3 and n not in others}
    if not words and not named:
        return []
    owners = _owner_keys(item.owner, corpus)
    lang = guess_language(item.text)
    # "rent" is the notes' "Loyer"; "what I send Mama" their "Virement"
    matters = (concepts.named_in(" ".join(words), lang) if words else []) or concepts.named_in(item.text, lang)
    # "cuánto debo en la tarjeta": the kind of thing it is on, in any language ("Credit card balance …")
    kinds = {
        fold(w)
        for a in _kinds_named(words)
        for w in (*a.phrases, *a.cues)
        if " " not in w and (w in a.phrases or any(w in p.split() for p in a.phrases))
    }

    glossed = [g for w in words if (g := _glosses().get(w))]  # "l'inspectrice des impôts": the "Prüferin"

    def says(text: str) -> bool:
        return (
            _says(text, words)
            or any(_glossed_in(g, folded_words(text)) for g in glossed)
            or bool(kinds & set(folded_words(text)))
            or any(c.in_words(folded_words(text), guess_language(text)) for c in matters)
            or bool(named and named & set(folded_words(text)))
        )

    if _HOURLY.search(item.text):
        # "combien je facture de l'heure à la boulangerie": a rate per hour ("Tarif CHF 95/h"), the one whose line
        # says the rest of the request (the client), or the only one
        rates = [
            (st, v)
            for st in corpus.statements
            for v in find_values(st.text, st.lang)
            if v.kind == "money" and _PER_HOUR.match(st.text, v.end)
        ]
        rates = [x for x in rates if owners is None or x[0].owner in owners]
        named = [x for x in rates if says(x[0].text)]
        rates = named or (rates if len(rates) == 1 else [])
        if rates:
            return [Fact("your hourly rate", statements=[st for st, _ in rates], values=[v for _, v in rates])]
    monthly = _MONTHLY.search(item.text) is not None
    before, after = [], []  # the clause before the sum says it ("Deposit £1,150"), else just after ("3.480 € im Monat")
    opened = []  # (of them, a sum opening the sentence after the one that says it)
    alone = []  # else the one sum of a sentence that says it ("Prüferin … droht mit einer Schätzung, … 18.700 €")
    for st in corpus.statements:
        for v in find_values(st.text, st.lang):
            if v.kind == "number" and bare_sum(v.key, v):  # "Todavía debo 1.360.000": its currency left unsaid
                v = FoundValue(Kind.MONEY, (v.start, v.end), v.raw, Money(v.key, None), v.strength, v.subkind)
            if v.kind != "money":
                continue
            if says(codes.clause_before(st.text, v.end)):
                before.append((st, v))
            elif says(re.split(r"[,;.]\s", st.text[v.end : v.end + 30])[0]):
                after.append((st, v))
            elif monthly and _monthly(st.text, v) and says(st.text):
                before.append((st, v))  # "Hipoteca con CaixaBank: quedan …; cuota 712,45 €/mes": its line says whose
            elif says(sentence := _sentence_at(st.text, v.start)):
                sums = [u for u in find_values(sentence, st.lang) if u.kind == "money" or bare_sum(u.key, u)]
                if len(sums) == 1:
                    alone.append((st, v))
            elif _SUM_OPENS.match(sentence) and (at := st.text.find(sentence)) > 0:
                # "Shireen Isaacs did my hair, she's mos the best. R250 and a koesister.": a sentence the sum
                # opens says what it was for in the one before
                sums = [u for u in find_values(sentence, st.lang) if u.kind == "money" or bare_sum(u.key, u)]
                if len(sums) == 1 and says(_sentence_at(st.text, at - 2)):
                    alone.append((st, v))
                    opened.append((st, v))
    found = before or after or alone
    if named and len(persons) == 1:  # "what I've paid the solicitor": "First meeting with Rachel Okafor …. £1,200 …"
        found += [x for x in opened if x not in found]
    kind = {fold(w) for w in folded_words(item.text)} & _BALANCE or (_BALANCE if _HELD_IN.search(item.text) else set())
    if kind and words:
        # "how much balance I still owe on de Tribe costume": the balance of the line saying what it is on
        # ("Carnival 2027: playing with Tribe …, balance TT$3,200 …"), before a loan that only shares "owe"
        owed = [
            (st, v)
            for st in corpus.statements
            if _says(st.text, words)
            for v in find_values(st.text, st.lang)
            if (v.kind == "money" or v.kind == "number" and bare_sum(v.key, v))
            and kind & set(folded_words(codes.clause_before(st.text, v.end)))
        ]
        found = owed or found
    if named and before:  # "Encore CHF 2'500 de Mathilde": a sum the person's name follows is theirs as well
        found = before + [x for x in after if named & set(folded_words(x[0].text[x[1].end : x[1].end + 30]))]
    # whose, by the person the line names too ("Dette envers Mathilde: CHF 8'500", "Encore CHF 2'500 de Mathilde")
    theirs = [x for x in found if owners is None or x[0].owner in owners or named & set(folded_words(x[0].text))]
    found = theirs or found
    own_words = [w for w in words if w not in named]
    # (when one of them says what it is: not only "perdu", "chiffres")
    if named and any(commonness(w) < 4.5 for w in own_words) and len(found) > 1:
        # "combien j'ai versé pour la dot de Christelle": the sums whose sentence says one of the request's own words
        # ("dot versée: 800 000 FCFA"), not every sum of hers ("Christelle a un crédit de 900 000 FCFA"); "was noch
        # offen ist" keeps "Bei Uwe sind noch 15,3k offen"
        worded = [x for x in found if _says(_sentence_at(x[0].text, x[1].start), own_words)]
        found = worded or found

    def all_said(x) -> bool:
        context = _sum_context(x[0].text, x[1].start)
        return all(_says(context, [w]) for w in words)

    if len(words) >= 2 and not any(all_said(x) for x in found):
        # "lo que saqué de la caja para el dentista de Juli": the sum whose sentence says all of it ("Saqué USD
        # 2.000 de la caja … para el dentista de Juli"), not one whose clause says one word ("la cuota de … Juli")
        found = [x for x in before + after + alone if all_said(x)] or found
    said_of = [w for w in words if w not in named]
    if len(persons) > 1 and said_of and found:
        # "what Shireen charged for my hair", two Shireens: the sum of the line saying most of the rest ("… did my
        # hair … R250"), not the other one's because it names her ("Debt review … with Shireen Jacobs: R3,450")
        def saying(x) -> int:
            context = _sum_context(x[0].text, x[1].start)
            return sum(_says(context, [w]) for w in said_of)

        best = max(saying(x) for x in before + after + alone)
        if best > max(saying(x) for x in found):
            found = [x for x in before + after + alone if saying(x) == best]
    on = _OWED_ON.search(item.text)
    if on is not None:
        # what the sum is owed on: "what Shanice owes on her card" is not her overdraft
        found = [x for x in found if _says(x[0].text, [fold(on.group(1))])] or found
    # "le solde de ma visa": the balance, not the card's limit on the same line
    found = [x for x in found if kind & set(folded_words(codes.clause_before(x[0].text, x[1].end)))] or found
    if monthly:
        # "la cuota mensual de la hipoteca": the sum paid each month ("cuota 712,45 €/mes"), not what is left
        each = [x for x in found if _monthly(x[0].text, x[1])]
        if not each and named:
            # "Yon monthly thing I pay … to clear Ciarán's cards": a monthly sum of a line naming him ("StepChange
            # debt plan for Ciarán's debts: £210 a month"), not the debt itself
            each = [
                x
                for x in before + after + alone
                if _monthly(x[0].text, x[1]) and any(_says(x[0].text, [n]) for n in named)
            ]
        found = each or found
    if not found:
        return []
    said_words = [w for w in folded_words(item.text) if w not in _STOP and w not in amount and len(w) >= 3]
    found = _saying_more_than_paid(found, list(dict.fromkeys(words + said_words)), named)
    caps = _acronyms(item)
    # (only the words the sums' lines say: not "ça me déprime" after the request)
    shown = [w for w in words if any(_says(st.text, [w]) for st, _ in found)] or words
    said = " ".join(w.upper() if w in caps else _as_written(w, [st for st, _ in found]) for w in shown)
    label = f"the amount ({said})" if said else f"what {_who(item)} charges"  # "what your mover charges"
    # an entry savings head ("Épargne : compte Keytrade, 23.000 €" for "wie viel auf meinem Sparkonto liegt"): the
    # account is where the sum is, all of it goes (not "Devis Déménagements Piron : 1 480 €, 27 juin": the sum only)
    whole = [
        st.text
        for st in {st.sid: st for st, _ in found}.values()
        if st.label and any(c.name == "savings" and c.in_words(folded_words(st.label), st.lang) for c in matters)
    ]
    return [Fact(label, statements=[st for st, _ in found], values=[v for _, v in found], clauses=whole)]


def _saying_more_than_paid(found: list, words: list[str], named: set[str]) -> list:
    """Of several sums, not those whose lines say only that something was paid ("whit I paid the vet for Jinky":
    "Jinky's got a wee cough. Vet on Maryhill Road, £45", not "Paid the bowlin club membership, £62")."""
    own = [w for w in words if w not in _PAID]
    more = [x for x in found if _says(x[0].text, own) or named & set(folded_words(x[0].text))] if own else []
    return more if more and len(more) < len(found) else found


# the words of paying, which any sum's line may say
_PAID = frozenset(
    fold(w)
    for w in """paid pay pays paying spent cost costs payé paye paie payer payée pagué pague pago pagar pagado gastado
    dépensé depense bezahlt zahlt zahle bezahle zahl gezahlt ausgegeben kostet coûte cuesta""".split()
)


_BALANCE = frozenset({"balance", "solde", "saldo", "kontostand"})
# "how much is in my pillar 3a", "wie viel auf meinem Sparkonto liegt": what it holds, its balance
_HELD_IN = re.compile(
    r"\bhow\s+much\s+(?:is|'s|i\s+have|we\s+have|there\s+is|i've\s+got)\s+(?:in|on)\b|\bwie\s*viel\s+(?:\w+\s+)?(?:auf|in)\b"
    r"|\bcu[aá]nto\s+(?:hay|tengo|tenemos)\s+en\b|\bcombien\s+(?:il\s+y\s+a|j['’]ai|on\s+a)\s+(?:sur|dans)\b",
    re.IGNORECASE,
)
# "owes on her card", "debe en la tarjeta", "doit sur sa carte", "schuldet auf der Karte": what it is owed on
_OWED_ON = re.compile(
    r"\b(?:owes?|owed|owing|debe|debo|debía|doit|dois|devait|schuldet|schulde)\s+(?:(?:still|noch|encore|todavía)\s+)?"
    r"(?:on|en|sur|auf)\s+(?:her|his|my|the|their|la|el|su|mi|sa|son|ma|mon|der|dem|ihrer|seiner|meiner)\s+"
    r"([^\W\d_]{3,})",
    re.IGNORECASE,
)
# when a sum came and that it did, which say nothing of what it is ("wie viel Förderung wir letztes Jahr gekriegt
# haben": the Förderung)
_WHEN_GOT = frozenset(
    fold(w)
    for w in """last year letztes letzten jahr year año pasado année dernière dernier got received gekriegt bekommen
    erhalten haben recibido recibimos reçu touché""".split()
)
_HOURLY = re.compile(
    r"\b(?:de\s+l['’]heure|à\s+l['’]heure|per\s+hour|an\s+hour|hourly|por\s+hora|la\s+hora|pro\s+stunde|die\s+stunde"
    r"|stundensatz|stundenlohn|tarif\s+horaire|taux\s+horaire|tarifa\s+por\s+hora)\b",
    re.IGNORECASE,
)


def _kinds_named(words: list[str]) -> list[Attribute]:
    """The kinds of fact (not a sum) the words name: "tarjeta" is a card."""
    return [a for a in ATTRIBUTES if a.name != "amount" and any(fold(p) in words for p in a.phrases)]


def _says(text: str, words: list[str]) -> bool:
    """The text holds one of the words, or a compound of it ("Heimkosten" for "Heim")."""
    ws = folded_words(text)
    return _holding(text, words, guess_language(text)) or any(
        len(w) >= 4 and any(t != w and (t.startswith(w) or t.endswith(w)) for t in ws) for w in words
    )


def _with_relation(st: Statement, relation: str, corpus: Corpus) -> bool:
    """The statement names someone by that relation: its word ("endocrinologist") or their name."""
    from .vocab import RELATIONS

    words = set(folded_words(st.text))
    if words & {fold(w) for w in RELATIONS.get(relation, ())}:
        return True
    return any(words & p.names for p in corpus.people.with_relation(relation))


def _visit_pairs(g: list[Statement], corpus: Corpus) -> list[str]:
    """The visit and whom or where it is for, as a pair of words a reminder repeats in its own words
    ("Emmener Pixel chez le vétérinaire" for "Rendez-vous vétérinaire pour Pixel (chat) le 28 juin")."""
    out = []
    for st in g:
        kind = _visit_kind(st.text)
        if kind is None:
            continue
        visit = re.search(r"\b\w*(?:" + _VISITS[kind] + r")\w*", st.text, re.IGNORECASE)
        if visit is None:
            continue
        for m in re.finditer(r"\b[A-ZÀ-Ý][\w'-]{2,}", st.text):
            name = m.group(0)
            if m.start() > 0 and name.lower() not in _APPOINTMENT_WORDS and name != visit.group(0):
                out.append(f"{visit.group(0)} {name}")
    return list(dict.fromkeys(out))


_APPOINTMENT_WORDS = {"booked", "vet", "dentist", "physio", "appointment", "rendez-vous", "termin", "cita", "dr"}


def _appointment_groups(sts: list[Statement], corpus: Corpus) -> list[list[Statement]]:
    """Statements about one appointment together: the same kind of visit ("dentist") or the same place/person."""
    groups: list[list[Statement]] = []
    for st in sts:
        kind = _visit_kind(st.text)
        who = _known_in(st.text, corpus)
        for g in groups:
            first = _visit_kind(g[0].text)
            # "Rico moved our Monday session": with the trainer's own line ("Trainer: Rico at Flex Gym …")
            together = who and (not kind or not first) and who & _known_in(g[0].text, corpus)
            if (kind and kind == first) or together:
                g.append(st)
                break
        else:
            groups.append([st])
    return groups


def _known_in(text: str, corpus: Corpus) -> set[str]:
    return {p.key for _, p in _known_names(text, corpus)}


def _known_names(text: str, corpus: Corpus) -> list[tuple[str, Person]]:
    """The people the user knows that a text names, as written (never a doctor: the same doctor sees to different
    things, and who it is with may be the very thing being forgotten)."""
    return [
        (m.group(0), p)
        for m in re.finditer(r"(?<![.\w])(?<!Dr\. )(?<!Dr )[A-ZÀ-Ý][\w'-]+", text)
        if (p := corpus.people.named(m.group(0))) is not None and p.key != "user" and not p.name.startswith("Dr")
    ]


_VISITS = {
    "dentist": r"dentist|zahnarzt|dentista|dentiste",
    "vet": r"\bvet|tierarzt|veterinari|vétérinaire|veterinaire|véto\b",
    "physio": r"physio|fisioterap|kiné|krankengymnast",
    "doctor": r"\bdoctor|\bgp\b|hausarzt|médico|médecin|\bdr\.|psychiat|psiquiatr",
    "check-up": r"re-?check|check-?up|follow-up|kontrolle|revisión|contrôle",
    "tasting": r"tasting|prueba de menú|degustación|dégustation|probeessen",
    "fitting": r"fitting|essayage|anprobe|prueba de vestido",
    "therapy": r"therap|terapia|thérapie|psycholog|psicólog|\bpsy\b",
    "training": r"trainer|training|entrenador|entrenamiento|\bgym\b|fitnessstudio",
}


def _visit_kind(text: str) -> str | None:
    low = text.lower()
    for k, p in _VISITS.items():
        if re.search(p, low):
            return k
    return None


def _appointment_name(g: list[Statement], corpus: Corpus) -> str:
    """ "the dentist appointment (Biscuit)": its kind in the note's own word, and for whom when someone the
    user knows is named (never a doctor or a place: who it is with may be the very thing being forgotten)."""
    kind = _visit_kind(g[0].text) or "other"
    text = " ".join(st.text for st in g)
    names = [written for written, _ in _known_names(text, corpus)]
    said = kind
    if kind != "other":  # the note's own word for it ("Dentista", "prueba de menú", "recheck")
        m = re.search(r"\w*(?:" + _VISITS[kind] + r")\w*", text, re.IGNORECASE)
        said = m.group(0).strip(".").lower() if m and not m.group(0).lower().startswith("dr") else kind
    what = " appointment" if kind in ("dentist", "vet", "physio", "doctor") else ""
    label = f"the {said}{what}" if kind != "other" else "the appointment"
    return label + (f" ({names[0]})" if names else "")


def _matches_answer(g: list[Statement], answer: str, corpus: Corpus) -> bool:
    words = {fold(w) for w in folded_words(answer)} - _STOP
    kind = _visit_kind(answer)
    if kind and kind == _visit_kind(g[0].text):
        return True
    text_words = set(folded_words(" ".join(st.text for st in g)))
    if words & text_words:
        return True
    # "my Monday appointment" / "Mondays 5:30pm", "el de los jueves" / "jueves": a weekday in any of its forms
    days = {key(w) for w in words if w in _CALENDAR}
    return bool(days) and bool(days & {key(w) for w in text_words if w in _CALENDAR or w.rstrip("s") in _CALENDAR})


# ------------------------------------------------------------------------------------------ statements (GENERAL)


def _statement_fact(label: str, sts: list[Statement], corpus: Corpus) -> Fact:
    fact = Fact(label, statements=list(sts), clauses=[st.text for st in sts])
    visits = [st for st in sts if _APPOINTMENT.search(st.text) and _visit_kind(st.text)]
    if visits:
        fact.together = _visit_pairs(visits, corpus)
    return fact


# what someone said or called the user: one thing they said, not a matter of its own
_SAYING = {
    fold(w)
    for w in """said called told yelled shouted wrote texted messaged sagte gesagt nannte genannt schrieb geschrieben
    anschrie dijo llamó gritó escribió dit appelé appelée traité traitée écrit""".split()
}
_GENERIC = {
    fold(w)
    for w in """project projekt proyecto projet planning plan planung planificación organisation organization
    organización stuff thing things matter business sache kram cosas asunto truc trucs info information
    informationen información details detalles détails everything alles todo tout see have go get had
    sehe habe voy vois ai story geschichte historia histoire lío lio club klub verein
    sigo sigue sigues still weiterhin toujours""".split()  # ("que sigo fumando": still, the smoking is what)
}


_IN_A_PLACE = re.compile(r"\b(?:in|im|en|à|near|bei|beim)\s+([A-ZÀ-Ý][^\W\d_]{2,})")


# a that-clause whose subject is the user: "dass ich Jörn Geld geliehen hab", "that I lent Jörn money", "que le
# presté dinero a Jörn", "que j'ai prêté de l'argent à Jörn"
_USER_CLAUSE = re.compile(
    r"^\W*(?:that\s+(?:I|we)|dass\s+(?:ich|wir)|daß\s+(?:ich|wir)|que\s+(?:yo\s+)?(?:le|les)\s+\w+"
    r"|que\s+j['’]ai|que\s+(?:je|nous)\b)\b",
    re.IGNORECASE,
)


def _general(item: Item, query: Query, corpus: Corpus) -> list[Fact]:
    """Statements that say it: by its words, the matters they name (concepts) and meaning; for a topic or a
    person, also the section it heads and the names that belong to it alone."""
    serving_it: list = []  # who serves in the matter and in nothing else (the psychiatrist of the panic attacks)
    if not corpus.statements:
        return []
    if item.which:
        named = (
            _employer(item, corpus)
            if item.which == "work"
            else _place_of_study(item, corpus)
            if item.which == "studies"
            else _institution(item, corpus)
        )
        if named:
            return named
    day = _day_said(item.text)  # "the Loons gig on the 20th": which of them, not a word the notes write
    words = [w for w in _fixed([w for w in item.words if w not in _STOP], corpus) if w not in _STOP and w != day[1]]
    owner_keys = _owner_keys(item.owner, corpus) if item.owner.kind in ("relation", "name") else None
    if owner_keys is not None and item.topic and only_dealings(words):
        words = []  # "everything about my therapist — the sessions, the Tuesday reminder": her, all of it
    saying = owner_keys is not None and any(w in _SAYING for w in words)  # "what Perrin called me": his words
    if owner_keys is not None and item.owner.kind in ("relation", "name"):
        persons = _persons(item.owner, corpus) or []  # two Sams, two Graces: which one
        if len(persons) > 1 and not query.both and item.owner.word not in _TOGETHER:
            picked = [p for p in persons for sel in query.selectors if _person_picked(p, sel.text)]
            picked = picked or _picked_by_their_lines(persons, query, corpus)
            picked = picked or _labelled_so(persons, words, corpus) or _by_last_name(persons, item.text)
            if not picked and query.request is not None and item.text not in query.request.text:
                # "Borra el número de la Jenny Salas." … "Y lo del cumpleaños de ella también.": the one the request
                # named by her last name
                picked = _by_last_name(persons, query.request.text)
            picked = picked or _the_one_with(persons, words, corpus)
            if not picked:
                raise _Clarify("which", [Candidate(_person_label(p), Fact("")) for p in persons])
            owner_keys = {p.key for p in picked}
        own = {n for p in persons for n in p.names}
        if saying:  # the name says whose, the rest what ("Perrin" is in every line of his)
            words = [w for w in words if w not in own]
        elif item.topic and [w for w in words if w not in own] and any(w in own for w in words):
            # "todo lo del caso — …, el write-up de la Kowalski, …": hers, the write-up (not her contact line)
            words = [w for w in words if w not in own]
    if not words and owner_keys is None:
        return []
    found = concepts.named_in(item.text, query.lang) or concepts.named_in(" ".join(words), query.lang)
    head_of_it = _RELATIVE_AFTER.split(item.text, maxsplit=1)[0]
    if head_of_it != item.text and not concepts.named_in(head_of_it, query.lang):
        # "l'histoire du thon qui a rendu malade la cliente": the tuna's story; what the clause says it did (made
        # someone sick) is no matter of the user's
        said_after = {c.name for c in concepts.named_in(item.text[len(head_of_it) :], query.lang)}
        found = [c for c in found if c.name not in said_after]
    if set(words) - set(folded_words(item.text)):
        # as written and as the typos are corrected, a matter named ("l'opé du ligamant croisé": the operation and
        # the injury), not one of its words ("échéance" read as "échéancier" is no debt)
        spelt = concepts.named_in(" ".join(words), query.lang)
        found = list(dict.fromkeys([*found, *(c for c in spelt if c.called(words, query.lang))]))
    if item.topic and len(query.items) == 1:
        # "alles über mein Brautkleid": everything about one thing of the wedding, not the wedding (several of its
        # things together are it: "sensors, insulin, the nurse, the lot")
        found = [c for c in found if not concepts.part_named(c, folded_words(item.text), query.lang)]
    # a matter named by an abbreviation the notes also write as an everyday word ("Die OP": Kölsch "op" is "auf"): by
    # the matter's words, not that word ("my TB" stays itself where no note writes "tb")
    short = [
        w
        for w in words
        if len(w) <= 2
        and any(c.named_by([w], query.lang) for c in found)
        and any(re.search(rf"(?<![\w-]){re.escape(w)}(?![\w-])", st.text) for st in corpus.statements)
    ]
    words = [w for w in words if w not in short]
    if not found and item.owner.kind == "relation":
        found = concepts.named_in(item.owner.word or "", query.lang)  # "my therapst": the therapist's matter
    specific = [w for w in words if w not in _GENERIC and w not in _CALENDAR]
    if owner_keys is not None and not found and not saying:
        # "lo que te conté del choque de la Lupita en López Mateos": what of hers the request names, by a name or a
        # rare word no note writes in any form, is not stored; none of her other lines is it
        names = _owner_names(item, corpus)
        what = [w for w in specific or words if w not in names and not _names_person(w, corpus)]
        if (
            what
            and any(_required(w, item) for w in what)
            and not any(_said_somewhere(w, [], corpus) for w in what)
            and not concepts.named_in(" ".join(what), query.lang)  # ("the methadone": "metadona", its matter's word)
        ):
            return []
    which: list[str] = []  # "alles über das Sparbuch für Paul", "everything about my trip with Sam": the
    if owner_keys is None and (item.topic or found):  # person says which one; the thing is the topic, not theirs
        things = [w for w in specific if not _names_person(w, corpus)]
        if things and len(things) < len(specific):
            which = [w for w in specific if w not in things]
            specific = things
        # "Des mit de Automaten in Rosenheim": the town says where the matter is, it is not the matter; "mit dem
        # Nachbarn" who else is in it
        at = {fold(m.group(1)) for m in _IN_A_PLACE.finditer(item.text)}
        at |= {w for w in specific if w in REL_OF or (w[-1:] in "ns" and w[:-1] in REL_OF)}
        things = [w for w in specific if w not in at]
        if found and things and len(things) < len(specific):
            which += [w for w in specific if w in at]
            specific = things
    missing: list[str] = []
    if owner_keys is None and specific:
        missing = [w for w in specific if not _said_somewhere(w, found, corpus)]
        told = _told_about(words, query, corpus)  # "the person I had coffee with"
        if told:
            return told
        # (a matter the request calls by its name needs no other word: "das Gstürm … wegen dem Grenzstein")
        called_by_name = any(c.called(folded_words(item.text), query.lang) for c in found)
        required = [w for w in missing if _required(w, item) and not (called_by_name and w[:1].islower())]
        if required or len(missing) == len(specific):
            # "Project Falcon": a name or a rare word no note holds; else only what the meaning finds
            return [] if required else _by_meaning(item, query, corpus)
        specific = [w for w in specific if w not in missing]  # "how I take my coffee": "take" says nothing
        if missing and all(commonness(w) >= 5.0 for w in specific) and not _phrase_written(specific, corpus):
            return _by_meaning(item, query, corpus)  # only "work" left of "which firm I work at": too little
    if owner_keys is not None and found:
        # "la operación de vesícula de mi vieja": the matter named, and what says which one, a rare word no note
        # writes (her son's own operation is not it)
        others = [w for w in specific if not _names_person(w, corpus) and not any(c.named_by([w]) for c in found)]
        # (a word of the language, as written: "vesícula"; not a typo no dictionary has, "assesment")
        real = {fold(t.text): commonness(t.text) for t in tokens(item.text)}
        if others and all(
            _required(w, item) and real.get(w, 0.0) >= 2.5 and not _said_somewhere(w, found, corpus) for w in others
        ):
            return []
    hits = _hits(specific or words, found, corpus)
    if words and owner_keys is None and not _all_found(specific or words, found, hits, corpus):
        return []
    sts = corpus.statements
    # "that dinner": a thing the conversation was about, whoever it belongs to ("my X" is the user's)
    others = set() if item.demonstrative and item.owner.kind == "none" else _others(item, corpus)
    owned: set[int] = set()
    # the matters the request's words name, by their words too ("the methadone": "metadona")
    matters = concepts.named_in(" ".join(specific or words), query.lang) if owner_keys is not None and words else []
    if owner_keys is not None:
        owned = {
            st.sid
            for st in sts
            if st.owner in owner_keys or any(m[2] in owner_keys for m in mentions(st.text, corpus.people))
        }
        if item.owner.kind == "relation" and all(k.startswith("rel:") for k in owner_keys):
            # a role no line declares ("the GP"), said in the line of someone else ("Bapu ji (my dad): …, 78. GP
            # Dr. Bhatti at …"): their GP, not the user's
            owned = {sid for sid in owned if not _labelled_as_another(sts[sid], owner_keys, corpus)}
    if owner_keys is not None:
        # "Hablé con Papo, dice que la metadona …": a name they share with someone else, in a line of the request's
        # words that names nobody else (the mechanic Papo's brakes say nothing of methadone)
        people = corpus.people.by_key.values()
        shared = {
            n
            for k in owner_keys
            if k in corpus.people.by_key
            for n in corpus.people.by_key[k].names
            if sum(n in p.names for p in people) > 1
        }
        for st in sts if shared and words else ():
            ws = folded_words(st.text)
            if not shared & set(ws) or mentions(st.text, corpus.people):
                continue
            if _holding(st.text, specific or words, st.lang) or any(c.in_words(ws, st.lang) for c in matters):
                owned.add(st.sid)
    if owner_keys is not None and item.owner.kind == "relation":
        for c in found:
            if item.owner.word in c.roles:  # "my therapist": the therapy sessions are theirs too
                owned |= {st.sid for st in sts if c.in_words(folded_words(st.text), st.lang)}
    # a matter the request names ("my job search", "the divorce") is taken whole; one of its words alone
    # ("die Besichtigung", "the interview") is that thing only, unless the request is for everything about it
    ws_request = folded_words(item.text) + words
    named = [c for c in found if item.topic or c.called(ws_request, query.lang) or item.owner.kind == "relation"]
    found_words = found
    found = named
    # "wo Marie studiert", "that Tobias helps me move": one thing about a person, not everything about them
    # words that say which thing of theirs: a long one, or a short one a line of theirs writes ("that bet wi Davie L")
    pointed = bool(words) and (_specific(words) or _short_and_said(words, owned, corpus))
    # (a matter's word that does not name it is no matter of theirs: "that bet wi Davie L" is no gambling)
    aspect = owner_keys is not None and pointed and not item.topic and not found
    aspect = aspect or (saying and not item.topic)
    # "dass ich Jörn Geld fürs Auto geliehen hab": something the user did with someone, not all of theirs
    clause = (
        item.owner.kind == "name"
        and not item.topic
        and _USER_CLAUSE.match(item.text) is not None
        and _declared(item.owner.word, corpus)  # someone the notes say who they are (not "dass ich Schlafapnoe hab")
    )
    aspect = aspect or clause
    # "that Tanisha's first visa got refused": one thing said of someone's matter (a word of it beyond its name:
    # "refused"), not the whole matter
    told_of = (
        item.owner.kind == "name"
        and owner_keys is not None
        and _USER_CLAUSE.match(item.text) is None  # (not what the user did with them: `clause`)
        and not item.topic
        and _SAID_THAT.match(item.text) is not None
        and len(found_words) == 1
        and found_words[0].event  # (a trait said of someone is all of it: "that Leo is allergic to peanuts")
        and any(_specific([w]) and not any(c.in_words([w], query.lang) for c in found_words) for w in words)
    )
    aspect = aspect or told_of
    broad = item.topic or (owner_keys is not None and not aspect) or (any(c.event for c in found) and not told_of)
    # (not what the user says they have: "Forget that I have bulimia" is not her husband's PTSD)
    own_trait = item.owner.kind == "user" and not item.topic and _SAID_THAT.match(item.text) is not None
    if broad and (any(c.event for c in found) or (not found and item.topic)):
        # a topic involves other people ("Farris says the settlement draft ..."); what the user says they have
        # involves those who treat it, not their kin's own matters of the same kind
        others = {sid for sid in others if _kin_owned(sts[sid], corpus)} if own_trait else set()
    whose_matter: set[str] = set()  # "my dad's cancer": the matter is his
    if (
        owner_keys is not None
        and item.near is None
        and words
        and _specific(words)
        and not saying
        and not clause
        and not told_of
        and _topic_words_found(words, found, hits)
    ):
        owner_keys, whose_matter = None, owner_keys  # "Dana's wedding": the wedding is the topic, Dana says which
        broad = True
        # "Nana Yaw's sickle cell result": their name says whose, not what ("Son: Nana Yaw, 19, …" is no line of it)
        own = {n for k in whose_matter if k in corpus.people.by_key for n in corpus.people.by_key[k].names}
        if found and own and any(w not in own for w in specific or words):
            hits = _hits([w for w in specific or words if w not in own], found, corpus)
    someone = broad and owner_keys is not None and not words and not found_words  # "alles über sie"
    chosen: dict[int, Statement] = {}
    spared: list[Statement] = []  # the user's own of someone's matter, kept
    head = None  # "cuota" of "la cuota del remo" (below)
    if owner_keys is not None:
        with_words = [sid for sid in owned if hits.get(sid, 0) > 0]
        if len(specific or words) >= 5 and with_words:
            # many words said of someone ("Our Winston's been on the phone from Kingston again. Home Office turned
            # down his Windrush claim"): the lines saying a fair share of them, not one naming where he rang from
            best = max(hits[sid] for sid in with_words)
            with_words = [sid for sid in with_words if hits[sid] >= min(best, 0.4)]
        if not with_words and _CASH_WORDS & set(words):
            # "the bit about Corey nicking money off Mum": a sentence of theirs that writes a sum ("Corey turned up
            # …, took $800 from Mum's purse"; not "Prêt du Tonin: 5 000 € … Gérard ne sait pas")
            with_words = [sid for sid in sorted(owned) if _a_sum_of(sts[sid], owner_keys, corpus)]
        if not with_words and matters:  # "all that about my brother papo and the methadone": "… con metadona …"
            with_words = [
                sid
                for sid in sorted(owned)
                if any(c.in_words(folded_words(sts[sid].text), sts[sid].lang) for c in matters)
            ]
        if aspect and item.owner.kind == "name" and (not found_words or told_of):
            # "that Mere's on the support crew for regionals": her name says whose, the other words what; the
            # lines saying most of them ("Mere is on the support crew"), not every line naming her
            names = _owner_names(item, corpus)
            what = [w for w in specific or words if w not in names]
            if told_of:  # (the matter's own words are the matter, said any way: "botaron" is "expulsado"; a name
                # the request writes, "Chile", is not)
                proper = {fold(t) for t in re.findall(r"\b[A-ZÀ-Ý][\w'-]+", item.text)}
                what = [w for w in what if w in proper or not any(_of_its_phrases(c, w) for c in found_words)] or what
            said = _hits(what, found, corpus) if what and (len(what) < len(specific or words) or told_of) else {}
            best = max((said.get(sid, 0) for sid in owned), default=0)
            if best > 0:
                with_words = [sid for sid in owned if said.get(sid, 0) >= best]
        if pointed and not with_words:
            with_words = _closest_in(item, sorted(owned), corpus)  # "Biscuit's doctor": the vet visit
            if not with_words and item.topic:
                with_words = [sid for sid in sorted(owned) if _label_said(sts[sid], item.text)]
            if not with_words:
                return []
        for sid in with_words if (pointed and with_words) else owned:
            chosen[sid] = sts[sid]
        if pointed and with_words and item.owner.kind == "name":
            # "Shauna's ex": whom a line of hers calls so ("… against her ex, Wayne Hickey, …") is who it is about;
            # the other lines naming them are of it too (not one saying who they are)
            for name in _called_so([w for w in words if REL_OF.get(w) == w], [sts[sid] for sid in with_words]):
                for st in sts:
                    if st.sid not in chosen and name in folded_words(st.text) and not _declares_role(st):
                        chosen[st.sid] = st
    else:
        head = head_of(item, specific or words)
        scored = [(sid, h) for sid, h in hits.items() if sid not in others]
        if broad and found:
            scored = _not_only_phrase_words(scored, specific or words, found_words, ws_request, corpus, query.lang)
        if broad:
            scored = _with_a_rare_word(scored, specific or words, found_words, corpus)
            if head:  # "lo de la cuota del remo": the fee, not every line about rowing
                scored = [(sid, h) for sid, h in scored if _holding(sts[sid].text, [head], sts[sid].lang)] or scored
        kind = _kind_of(item, specific or words, query.lang)
        if kind is not None:  # "the car payment": the car's ("Car note: $412/mo"), not the IRS payment plan
            scored = [(sid, h) for sid, h in scored if _of_kind(sts[sid], kind)] or scored
        # "the GDC complaint" (an organisation's name, or someone the notes do not say who they are): not
        # "Complaint to Leicester City Council"
        by_name = (
            whose_matter
            and item.owner.kind == "name"
            and (item.owner.word.isupper() or not _declared(item.owner.word, corpus))
        )
        named_which = which or ([fold(item.owner.word)] if by_name else [])
        if named_which:
            scored = [(sid, h) for sid, h in scored if not _names_another(sts[sid], named_which)]
        if whose_matter and by_name and not corpus.people.named(item.owner.word):
            # "cuánto llevo ahorrado para lo de Disney": of the savings, those for Disney, where lines name it
            own = fold(item.owner.word)
            scored = [(sid, h) for sid, h in scored if own in folded_words(sts[sid].text)] or scored
        if scored:
            best = max(h for _, h in scored)
            need = best if not broad else min(best, 0.5)
            for sid, h in scored:
                if h >= need and (broad or h >= 0.5):
                    chosen[sid] = sts[sid]
        if (
            whose_matter
            and "user" not in whose_matter
            and chosen
            and owned
            and owned.isdisjoint(chosen)
            # (unless a line says a word of the request few notes say: "la herencia de papá: la casa de Arcos, …" in
            # lines that never name him; the divorce of Orla's is only a "settlement" of another matter's, and "le
            # litige … de la friterie" no dispute of every line about the friterie; the word itself, not a compound
            # of it: "Untersuchungshaft" is no "Untersuchung" of hers)
            and not any(
                any(_says_itself(st, w) for st in chosen.values()) and _said_by_few(w, sts) for w in specific or words
            )
        ):
            # "le divorce de ma sœur Orla": no line of the matter is hers, though some lines are (the settlement
            # of the user's own mould claim is no divorce of her sister's)
            return []
    if owner_keys is None and not query.both and words and all(w in _CALENDAR or w in _GENERIC for w in words):
        chosen = _one_of(chosen, query, corpus)  # "the Sunday thing": Kofi's league or Mom's calls?
    elif (
        owner_keys is None
        and (not found_words or _one_word_of(item, specific or words, found_words, query))
        and not query.both
        and len(chosen) > 1
        and not _EVERYTHING.search(item.text)
        and not item.part  # ("… the pardna – the hands, the draws": every one of them, parts of the matter)
    ):
        chosen = _which_thing(chosen, item, query, corpus)  # "la facture": Kessler's or Lavaux's?
    if not chosen and owner_keys is None and others and any(h > 0 and sid in others for sid, h in hits.items()):
        return []  # "dat ich früher mal Schalke-Fan war": the words are said of someone else ("Bruder: Uwe … Schalker")
    if not chosen:
        if any(k in corpus.people.by_key and corpus.people.by_key[k].relations for k in whose_matter - {"user"}):
            # "that Rosa doesn't know about the missed payments" (his wife): what is closest to it among her lines
            chosen = {sid: sts[sid] for sid in _closest_in(item, sorted(owned), corpus)}
            if not chosen and item.topic:
                # "Todo lo del lío con el casero: la subida": the line the notes head with what the request
                # calls it ("Lío con el casero: quiere subir el alquiler …")
                chosen = {sid: sts[sid] for sid in sorted(owned) if _label_said(sts[sid], item.text)}
        else:
            chosen = {st.sid: st for st in _semantic_seeds(item, corpus, owner_keys) if st.sid not in others}
    if not chosen:
        return []
    # an episode of a matter in a month ("Mateo's asthma attack in March", "lo del susto de febrero"): that month's
    # statements only; otherwise a month says which one ("everything to do with my operation in March")
    month = month_said(item.text) if _EPISODE.search(item.text) and not _EVERYTHING.search(item.text) else None
    if month and owner_keys is not None and not any(_in_month(st, month) for st in chosen.values()):
        # "lo del susto de febrero en su casa": what the notes of that month say of her, when that is little
        inside = [sid for sid in sorted(owned) if _in_month(sts[sid], month)]
        inside = inside if len(inside) <= 2 else _closest_in(item, inside, corpus)
        chosen = {sid: sts[sid] for sid in inside} or chosen
    dated = {sid: st for sid, st in chosen.items() if month and _in_month(st, month)}
    if day[0] and not broad:
        dated = {sid: st for sid, st in chosen.items() if any(d.day == day[0] for d, _ in find_days(st.text))}
    if dated:
        # "Mateo's asthma attack at school in March": that episode, not the whole matter
        chosen, broad = dated, False
    if not dated and not told_of and (broad or any(c.sections for c in found)):
        for sid in _sections(
            # the request's words and the matter's one-word names ("money" of "money problems" is no heading's)
            # (of someone's matter named, its names alone: "sei ganzes Geld" of his gambling is no "## Geld" of hers)
            [
                w
                for w in words
                if w not in _GENERIC
                and w not in which
                and w not in _in_phrase_names(found, ws_request)
                and (item.owner.kind not in ("relation", "name") or not found)
            ]
            + [p[0] for c in found for p in c.names if len(p) == 1],
            corpus,
            # "## Job search" for "the job hunt": a matter the request calls by one of its names
            [p for c in found if c.called(ws_request, query.lang) for p in c.names if len(p) > 1],
        ):
            if (owner_keys is None or sid in owned) and not _headed_for_another(sts[sid], item, whose_matter, corpus):
                chosen.setdefault(sid, sts[sid])
        if found:
            # "cuánto llevo ahorrado para lo de Disney": of the savings, those for Disney, where lines name it (a name
            # no one the notes know goes by)
            thing = (
                fold(item.owner.word)
                if whose_matter
                and item.owner.kind == "name"
                and item.owner.word
                and not corpus.people.named(item.owner.word)
                else ""
            )
            named_thing = bool(thing) and any(thing in folded_words(st.text) for st in chosen.values())
            for st in sts:
                if st.sid in others or (owner_keys is not None and st.sid not in owned):
                    continue
                if named_thing and thing not in folded_words(st.text):
                    continue
                if any(c.in_words(folded_words(st.text), st.lang) for c in found):
                    chosen.setdefault(st.sid, st)
            if whose_matter and "user" not in whose_matter:
                # their lines in the words of the wider matter: "Dad was sick", "the hospital run" (his cancer)
                wider = concepts.wider(found)
                # another matter of the same kind (another illness), which a line of someone else's that names them
                # is about ("Pas sorti du lit. Soizic a appelé le Dr Kerboul, puis rendez-vous au CMP avec Pennec.
                # Sertraline.": his depression, not her cancer)
                kind = {c.name for c in wider}
                theirs_too = kind | {c.name for c in found}
                parts = {p for c in concepts.table() if c.name in kind for p in c.parts}  # (one pass over the table)
                alike = [c for c in concepts.table() if c.name in parts and c.name not in theirs_too]
                for sid in sorted(owned - others):
                    ws = folded_words(sts[sid].text)
                    if (
                        sts[sid].owner not in whose_matter
                        and not any(c.in_words(ws, sts[sid].lang) for c in found)
                        and any(c.in_words(ws, sts[sid].lang) for c in alike)
                    ):
                        continue
                    if any(c.in_words(ws, sts[sid].lang) for c in wider) and not _declares_role(sts[sid]):
                        # (not the entry saying who they are: "Husband: Declan …, track maintenance wi Irish Rail"
                        # is his job, not the redundancy he was offered)
                        chosen.setdefault(sid, sts[sid])
        if whose_matter and found and all(c.name in _BETWEEN or c.name in _OWED for c in found):
            # "that whole money thing with my brother": what is between you and him, not the student loan; "la
            # deuda atrasada con Shanice": the arrears owed her, not the loan for Mama's roof
            chosen = {sid: st for sid, st in chosen.items() if sid in owned}
        for c in found:
            for role in c.roles:
                serving = corpus.people.with_relation(role)
                for p in serving:
                    theirs = [
                        st
                        for st in sts
                        if (st.owner == p.key or any(m[2] == p.key for m in mentions(st.text, corpus.people)))
                        # ("Marcus "Big Marc" Johnson: tuba in the band" is no line of Marcus the lawyer)
                        and not _a_namesakes(st, p, corpus)
                    ]
                    if theirs and all(_someone_elses(st, p, corpus) for st in theirs):
                        continue  # "Tam's lawyer Fiona Tupou": his court case's, not the user's custody's
                    unnamed = not any(
                        c.in_words(folded_words(st.text), st.lang)
                        or any(m[2] in whose_matter for m in mentions(st.text, corpus.people))
                        for st in theirs
                    )
                    if unnamed and (
                        len(serving) > 1
                        or any(
                            o not in found and o not in _matters_of(chosen)
                            for st in theirs
                            for o in concepts.named_in(st.text, st.lang)
                        )
                    ):
                        # of two lawyers, the one no line of the inheritance names (nor whose it is) is another
                        # matter's; so is the one lawyer whose lines name another ("Lawyer Selorm Ansah took the land
                        # case.", not the brother's deportation)
                        continue
                    for st in theirs:
                        # (not the other side's line of another matter: "Alquiler: … a don Gregorio (casero, …)"
                        # is the rent's; who serves in it is all about it, wherever)
                        if role not in _SERVICE and _of_another_matter_only(st, found):
                            continue  # "Kitchen at 12 Bola Street. Rent ₦1.8m a year to Alhaji Bello (landlord)."
                        if role in _SERVICE or not _headed_by_another(st, found):
                            chosen.setdefault(st.sid, st)  # the divorce's lawyer
                    if theirs and all(st.sid in chosen for st in theirs):
                        serving_it.append(p)  # all the notes say of them is the matter's
        if whose_matter and "user" not in whose_matter and found and whose_matter <= corpus.people.by_key.keys():
            # "Tegan's gambling and its debts": not another's line of the same kind that names none of them
            # ("Blair's landscaping firm … went into liquidation … owing $38,000"); only of someone the notes know
            # ("Nan's diabetes", whom no line calls so, is Hedi's: "Hedi ihr Zucker …")
            chosen = {sid: st for sid, st in chosen.items() if not _anothers_line(st, whose_matter, corpus)}
        if broad and not someone:  # everything about a person is not everything about whom they deal with
            # (the reminder for a thing follows its names wherever its line says them: "Flip City 10am" of the class)
            chosen = _expand_names(chosen, corpus, which, found, () if item.places else specific or words)
        if whose_matter and "user" not in whose_matter and query.mine_stays:
            mine = chosen
            chosen = _not_the_users_own(chosen, whose_matter, corpus)
            spared = [st for sid, st in mine.items() if sid not in chosen]
    picked = sorted(chosen.values(), key=lambda st: st.sid)
    if item.owner.kind != "user":
        # the line giving the user's own full name is never part of another matter ("Paula Andrea Henao", the
        # lawyer, is no mention in "Yolima Andrea Cardona Restrepo, 36, nacida en Medellín")
        picked = [st for st in picked if not _gives_the_users_name(st)] or picked
    # how the user writes ("Writes NZ English with te reo: whānau, kai, …, hapū"), which names no matter of theirs
    # (however its words match: "wos i fürs Taxi-Leasing zahl" is no line of "Schreibt Wienerisch: Oida, …, wos")
    picked = [st for st in picked if not st.says_how_they_write]
    if broad and not dated:
        picked = _with_continuations(picked, corpus)
    placed: list[Statement] = []
    if not item.topic and not dated and _WHERE.search(item.text) and len(picked) > 1:
        # "l'endroit où Ginette cache ma clé": the line saying where ("dans sa boîte à biscuits"), not the one
        # saying she has a key; its words are followed no further
        placed = [st for st in picked if _LOCATIVE.search(st.text)]
        placed = placed if len(placed) < len(picked) else []
        picked = placed or picked
    spelt = _fixed(item.words, corpus)  # "crusie": the cruise
    # (a rare word named as the user spelt it: "ramipirl" is the notes' "Ramipril", which the reply does not
    # repeat; an everyday one corrected: "crusie" is "cruise")
    said = [
        _as_written(w, picked, case=True) if w == typed or commonness(w) >= 2.5 else typed
        for typed, w in zip(item.words, spelt, strict=True)
        if _said_somewhere(w, found_words, corpus)
    ]
    called = [c.label for c in found_words if c.label and c.called(ws_request, query.lang)]
    if len(called) == 1 and item.owner.kind in ("user", "none"):
        said = [called[0]]  # "Oublie où je travaille": your workplace; "meine Schwangerschaft": your pregnancy
    elif called and item.owner.kind in ("user", "none") and not _written_in(said, picked):
        said = [" and ".join(called)]  # "l'opé du ligament croisé", which the notes never write: surgery and injury
    said = [w for w in said if not _names_person(w, corpus)]  # "wo Marie studiert": Marie is who, not what
    fact = Fact(_general_label(item, said or spelt), statements=picked)
    fact.spared = sorted({w for st in spared for w in folded_words(st.text)})
    said_words = [w for w in words if w not in missing and w not in which] or words  # not "ausgetreten" of
    # "aus dem Chor ausgetreten"
    whose = set(owner_keys or ())
    mentioned = [st for st in picked if broad and whose and st.owner not in whose | {"user"}]
    own = [st for st in picked if st not in mentioned]
    fact.terms = [] if placed else _terms(own, _fixed(said_words, corpus), found, corpus, item)
    if dated:
        # an episode of a month: its own names are followed ("Xanten" of the July trip), not whoever was there
        # ("Fàtima ens va avisar") nor the matter's everyday words ("inhaler" of the March asthma attack)
        fact.terms = [
            t
            for t in fact.terms
            if not any(_names_person(w, corpus) for w in folded_words(t))
            and not any(c.in_words(folded_words(t), query.lang) for c in found_words)
        ]
    if aspect and whose and "user" not in whose:
        # one thing about someone ("la revisión" of his operation): its words count only beside them
        people = [corpus.people.by_key[k] for k in sorted(whose) if k in corpus.people.by_key]
        fact.beside = sorted({n for p in people for n in p.names} | {w for p in people for w in _relation_words(p)})
    if not broad and found_words and not any(c.sections for c in found_words):
        fact.names = _named_in_fact(picked, found_words, corpus)  # "Rhône Digital", wherever it is written
    term_words = [tuple(folded_words(t)) for t in fact.terms]
    fixed = _fixed(specific or words, corpus)
    if item.owner.kind == "name" and not someone:
        # "was ich dem Stucki für die Pacht zahle": his name says whose; the parts saying it are those with the
        # other words ("Pachtvertrag: … für 2'400 Fr."), not "Christian Stucki, Nachbar oben am Hang."
        fixed = [w for w in fixed if w not in _owner_names(item, corpus)] or fixed
    # a matter of theirs, named ("that Tobi needs his ears checked"), not the role that says who they are ("todo
    # lo de mi consejera": the counsellor herself, with the therapy she gives)
    matter_roles = {role for c in found_words for role in c.roles}
    theirs_named = (
        bool(found_words)
        and not someone
        and not any(matter_roles & corpus.people.by_key[k].relations for k in whose if k in corpus.people.by_key)
    )
    if mentioned and not dated and not theirs_named:
        # "my kid's teacher" in Leo's line: her name goes from it, not Leo's line (not when a matter of theirs
        # is named: "that Tobi needs his ears checked" is his hearing, not every line that names him)
        fact.names += [corpus.people.by_key[k].name for k in sorted(whose) if k in corpus.people.by_key]
        fact.names += [n for st in mentioned for n in _named_after(st, whose, corpus)]
        fact.names = list(dict.fromkeys(fact.names))
    if broad and serving_it and not someone:
        # "lo de mis nervios": the psychiatrist and the psychologist, whom the reminders name ("Sesión online con
        # el psicólogo Matías Fuenzalida"), by their full names (a first name may be someone else's too)
        fact.names += [p.name for p in serving_it if " " in p.name]
        fact.names = list(dict.fromkeys(fact.names))
    if (
        item.topic
        and not words
        and item.owner.kind == "relation"
        and found_words
        and all(item.owner.word in c.roles for c in found_words)
    ):
        # "everything about my therapist": her and the therapy she gives; her name is what the reminders say
        fact.names += [corpus.people.by_key[k].name for k in sorted(whose) if k in corpus.people.by_key]
        fact.names = list(dict.fromkeys(fact.names))
    if someone:
        # everything about a person: wherever they are named ("Mila um 17 Uhr an Sven übergeben." in a reminder),
        # and of a line that also says something else, the part about them ("Absage von Aurubis; Miriam …")
        people = [corpus.people.by_key[k] for k in sorted(whose) if k in corpus.people.by_key and k != "user"]
        # (and the names they go by: "Agus" of "Ex: Agustina Molina (Agus)")
        # (not a first name someone else has too: "Gary" of Gary Fahy is also Gary Rooney's)
        called = (n for p in people for n in (p.name, _own_first(p, corpus), *sorted(p.aliases)) if n)
        fact.names = list(dict.fromkeys([*fact.names, *called]))
        named = {n for p in people for n in p.names}
        fact.clauses = [c for st in picked if st not in mentioned for c in _parts_naming(st, whose, named)]
        theirs = [st for st in picked if st.owner in whose]
        if theirs and not placed:  # what the lines about them say is followed, not a line naming them in passing
            fact.terms = _terms(theirs, _fixed(said_words, corpus), found, corpus, item)  # ("Arrears … since Gary …")
        return [fact]
    # the matter's own people (the inheritance's lawyer): their lines are all about it ("…: Mercè Ferrer,
    # consulta 150 €. Tel. 972 41 88 03.")
    roles = {p.key for c in found for role in c.roles for p in corpus.people.with_relation(role)} if broad else set()
    # a clause about someone named ("que Javier vive ahora con la Sonia esa"; not "that Tobi needs his ears
    # checked": a matter): the sentence saying what it says of them ("ahora vive en Cuarte con su pareja, Sonia"),
    # by its words other than their names, not the one giving Javier's number
    named_in_clause = (
        {fold(m.group(0)) for m in re.finditer(r"(?<=\s)[A-ZÀ-Ý][^\W\d_]{2,}\b(?!['’])", item.text)}
        # ("that Mere's on the support crew": "Mere is")
        | ({fold(item.owner.word)} if item.owner.kind == "name" and item.owner.word else set())
        if _SAID_THAT.match(item.text) and not found_words
        else set()
    )
    stated = (
        [w for w in fixed if w not in named_in_clause and corpus.people.named(w) is None] or fixed
        if named_in_clause
        else fixed
    )
    named_by = [w for w, n in zip(fixed, fixed[1:], strict=False) if w.isdigit() and len(w) >= 3 and n.isalpha()]
    by_number = bool(named_by) and broad and not found_words and owner_keys is None
    # a trait of someone ("que Marc le sait pas pour mon permis"): the parts of a line that say it, not the rest
    trait_of_theirs = (
        bool(whose - {"user"}) and bool(found_words) and not item.topic and not any(c.event for c in found_words)
    )
    fact.clauses = [
        c
        for st in picked
        if st in mentioned and theirs_named and not dated
        for c in _matter_clauses(st, fixed, found, corpus.people)
    ] + [
        c
        for st in picked
        if st not in mentioned
        and (
            broad
            or aspect
            or dated
            or not any(phrase_in(t, folded_words(st.text)) for t in term_words)
            or bool(named_in_clause)  # "que Javier vive ahora con la Sonia esa": what the clause says
        )
        for c in (
            [st.text]
            if st.owner in roles
            else _stating(st, stated, most=True)
            if named_in_clause and aspect or told_of
            else _about_other(st, fixed, found, corpus.people)
            if (broad and owner_keys is None and st.owner != "user") or aspect
            else _stating(st, [head])
            if head and broad
            else _matter_clauses(st, fixed, found_words, corpus.people)
            if trait_of_theirs
            # a topic named by a number alone ("that 341 meeting business"): the sentences that say it
            else _stating(st, named_by)
            if by_number
            else _past_declaration(st.text, bool(whose and words) and st.owner in whose, fixed, st.lang)
            if broad
            else _stating(st, stated)
        )
    ]
    if fact.clauses and (named_in_clause and aspect or item.owner.kind == "name" and not someone or by_number):
        # the words of the parts saying it, not of the rest of their lines ("Hilft beim Heuen" beside the rent)
        # (a matter's own words stay: they follow it elsewhere, "pay back" to the reminder)
        fact.terms = [
            t
            for t in fact.terms
            if any(fold(t) in fold(c) for c in fact.clauses)
            or (not told_of and any(c.in_words(folded_words(t), query.lang) for c in found_words))
        ]
    if fact.terms and fact.clauses:
        # a word the rest of a line cut down to its matter keeps is not the matter's to follow: "Bristol" of
        # "Daughter: Ffion, graphic designer in Bristol. … Anorexia since uni; … team in Bristol …"
        # (of a line about someone, what says who they are: not "Rendez-vous au Crédit Maritime" after the loan)
        left = [
            folded_words(_left_of(st.text, fact.clauses))
            for st in picked
            if st.text not in fact.clauses
            and any(c.strip() in st.text for c in fact.clauses)  # (a line cut down, not one taken whole)
            and st.owner in corpus.people.by_key
            and st.owner != "user"
        ]
        # (one word, a town's: "Flip City", the gym of the class, stays a thing to follow)
        fact.terms = [
            t
            for t in fact.terms
            if len(folded_words(t)) > 1 or not any(phrase_in(tuple(folded_words(t)), ws) for ws in left)
        ]
    return [fact]


# a relative clause after what it says more of: "du thon qui a rendu malade …", "the customer who got sick …" (not
# "que", "that", which also open what is said: "que je ne digère pas le lait", "the news that I'm pregnant")
_RELATIVE_AFTER = re.compile(r"(?<=[^\W\d_]{3})\s+(?:qui|which|who)\s+(?=\w)", re.IGNORECASE)


def _left_of(text: str, clauses: list[str]) -> str:
    """What a line keeps once the clauses of it that state the fact are cut."""
    for c in sorted(clauses, key=len, reverse=True):
        if c in text:
            text = text.replace(c, " ")
    return text


# a fact said as a clause: "that I …", "dass …", "que …"
_SAID_THAT = re.compile(r"^\s*(?:that|dass|daß|que|qu['’])\s", re.IGNORECASE)


# a request for where something is, and a statement that places it
_WHERE = re.compile(
    r"\b(?:where|wo|d[oó]nde|o[uù]|l['’]endroit|the\s+place|the\s+spot|el\s+sitio|el\s+lugar|der\s+ort|die\s+stelle)\b",
    re.IGNORECASE,
)
_LOCATIVE = re.compile(
    r"\b(?:in|inside|under|behind|on|at|dans|sous|derrière|sur|im|unter|hinter|auf|dentro\s+de|debajo\s+de|detrás\s+de"
    r"|en|sobre)\s+(?:the|a|my|her|his|their|sa|son|ses|la|le|les|l['’]|une?|der|die|das|dem|den|einer?|el|los|las|su|mi)\b",
    re.IGNORECASE,
)


# a line that goes on about what the line before it said: "Sie will nicht, dass es herumgeht.", "She's fine now."
_GOES_ON = re.compile(r"^[\s\-*+]*(?:she|he|they|sie|er|elle|elles|il|ils|ella|ellas|él|ellos)\b", re.IGNORECASE)


def _with_continuations(picked: list[Statement], corpus: Corpus) -> list[Statement]:
    """The statements taken, and the line right after each that goes on about it with a pronoun, under the same
    heading ("- Corinne ab morgen krankgeschrieben, Burnout." / "- Sie will nicht, dass es auf der Station
    herumgeht."): it says nothing without the line before. Not a line holding a value or naming someone of its
    own (then it says something else: "She moved to Lyon, 06 …")."""
    sts = corpus.statements
    out = {st.sid: st for st in picked}
    for st in picked:
        nxt = sts[st.sid + 1] if st.sid + 1 < len(sts) else None
        if (
            nxt is not None
            and nxt.sid not in out
            and nxt.path == st.path
            and nxt.first_line == st.last_line + 1
            and nxt.headings == st.headings
            and _GOES_ON.match(nxt.text)
            and not find_values(nxt.text, nxt.lang)
            and not _known_names(nxt.text, corpus)
        ):
            out[nxt.sid] = nxt
    return sorted(out.values(), key=lambda st: st.sid)


# "Mi padre: Vicent Ferrer, 74;" at the head of a line: who the person is, before what is said of them
_HEADED = re.compile(LABEL_HEAD + HEAD_NAME)
_DECLARATION = re.compile(LABEL_HEAD + HEAD_FULL_NAME + r"(?:,\s*\d{1,3})?\s*;\s*(?=\S)")


def _in_another_matter(name: tuple[str, ...], chosen: set[int], texts, found, corpus: Corpus) -> bool:
    """Whether the name is someone's on the other side of the matter (not who serves in it: a lawyer, a doctor)
    and a line not chosen, headed by another matter than those found, writes it."""
    who = [p for w in name if (p := corpus.people.named(w)) is not None and p.key != "user"]
    if not who or all(not p.relations or p.relations <= _SERVICE for p in who):
        return False
    return bool(found) and any(
        sid not in chosen and phrase_in(name, ws) and _headed_by_another(corpus.statements[sid], found)
        for sid, ws in texts.items()
    )


_WHOSE_BEFORE = re.compile(r"\b(?:del|de\s+la|de|of|von|vom|du|de\s+l['’])\s+$", re.IGNORECASE)
# the family whose own matters a day's note may tell (`_part_of_the_matter`)
_KINSFOLK = frozenset("mother father sister brother son daughter grandmother grandfather aunt uncle cousin".split())


def _traits_in(st: Statement) -> frozenset[str]:
    """The names of the traits (an illness, a diet; no event with others) a statement names (`concepts`)."""
    ws = folded_words(st.text)
    return frozenset(c.name for c in concepts.table() if not c.event and c.in_words(ws, st.lang))


def _part_of_the_matter(got: list[Fact], facts: list[Fact], corpus: Corpus) -> list[Fact]:
    """A part listed after a matter asked whole ("…, el medicamento, el recordatorio, todo"): its lines that the
    matter takes, or a day's note (what happened of it); a long-lived note's line the matter does not take is
    another matter's ("Médico familiar: Dr. Cortés …" is no part of the diabetes)."""
    taken = {st.sid for f in facts for st in f.statements}
    matter = frozenset().union(*(_traits_in(st) for f in facts for st in f.statements))
    named = {m[2] for f in facts for st in f.statements for m in mentions(st.text, corpus.people)}

    def someone_elses(st: Statement) -> bool:
        # (a day's note of someone else of the family: "La Dra. Acosta subió la Ritalina del Joaco" is no tablet of
        # the user's panic disorder)
        # (theirs: "del Joaco", "Joaco's", "vom Jonas"; not "sabían dónde estudia Keylor", a threat to the user)
        kin = {
            m[2]
            for m in mentions(st.text, corpus.people)
            if (p := corpus.people.by_key.get(m[2])) is not None
            and p.relations & _KINSFOLK
            and (
                _WHOSE_BEFORE.search(st.text, 0, m[0])
                or re.match(r"['’]s?\b", st.text[m[1] :])
                or not re.sub(r"^[\s*+-]+", "", st.text[: m[0]])  # ("Danny passed his second-year test …")
            )
        }
        return bool(kin) and not kin & named

    # (and a day's note that says something of it: one of its rare words, not "Brief vom Landesamt: Rückstände …"
    # for the check-ups of her Bechterew)
    said_of_it = {w for f in facts for st in f.statements for w in folded_words(st.text)}
    out = []
    for f in got:
        # (not a day's note of another trait: "Memory clinic at the Royal Glamorgan with Mam. Early Alzheimer's."
        # is no clinic of the sleep apnoea)
        sts = [
            st
            for st in f.statements
            if st.sid in taken
            or (
                note_month(st.path) is not None
                and (not matter or not _traits_in(st) or matter & _traits_in(st))
                and not someone_elses(st)
                and (bool(matter & _traits_in(st)) or _shares_a_rare_word(st, said_of_it))
            )
        ]
        if sts:  # (and the words it follows elsewhere, those its kept lines say)
            said = fold(" ".join(st.text for st in sts))
            clauses = [c for c in f.clauses if any(c in st.text for st in sts)]
            # (a single word of a part's own that everyday language uses is followed nowhere: "the shots" of his eye,
            # not "Rocco's shots at the Banfield"; a phrase is, "small claims")
            terms = [t for t in f.terms if fold(t) in said and (" " in t.strip() or commonness(t) < 4.5)]
            names = [n for n in f.names if fold(n) in said]
            out.append(replace(f, statements=sts, clauses=clauses, terms=terms, names=names))
    return out


def _shares_a_rare_word(st: Statement, words: set[str]) -> bool:
    """A statement says one of the words, one everyday language seldom uses ("hidroterapia", "CCSS", "Thaler")."""
    return any(len(w) >= 4 and w not in _STOP and commonness(w) < 4.5 for w in set(folded_words(st.text)) & words)


def _pointed(query: Query) -> bool:
    """Whether the request points back at what was said ("das alles", "all of it")."""
    return any(i.kind is ItemKind.POINTER for i in query.items)


def _matters_of(chosen: dict) -> set:
    """The matters the chosen statements name ("Litige : sinistre …": the claim's dispute is its own)."""
    return {c for st in chosen.values() for c in concepts.named_in(st.text, st.lang)}


def _headed_by_another(st: Statement, found) -> bool:
    """Whether a line's label names another matter than those found ("Alquiler: 750 € al mes … a don Gregorio
    Alemán (casero, …)" is the rent's, though the landlord of the dispute is named in it)."""
    if not st.label or relation_of(st.label) is not None or fold(st.label.split()[0]) in REL_OF:
        return False  # ("Psychiatrist: Imani Brooks", "Abogado del litigio: …" name whom, the role of the matter)
    heads = concepts.named_in(st.label, st.lang)
    return bool(heads) and not any(c in found for c in heads)


def _label_said(st: Statement, text: str) -> bool:
    """Whether a request says the label that heads a line, word for word (two words at least of content)."""
    if not st.label:
        return False
    said = [w for w in folded_words(st.label) if w not in _STOP]
    return len(said) >= 2 and set(said) <= set(folded_words(text))


def _past_declaration(text: str, theirs: bool, words: list[str] = (), lang: str = "en") -> list[str]:
    """A matter of someone's ("mi padre está enfermo") in their own line: what follows the line's head naming
    them ("Mi padre: Vicent Ferrer, 74; cáncer …" keeps "Mi padre: Vicent Ferrer, 74")."""
    m = _DECLARATION.match(text) if theirs else None
    if m:
        return [text[m.end() :]]
    parts = [p.strip() for p in sentences(text) if p.strip()] if theirs and _HEADED.match(text) else []
    # (a head of sentences: "Mam: Nansi Thomas, 83, in her bungalow in Glanamman. Landline 01269 592 318. Since
    # March she's been sending £50 …": who they are and how to reach them stay)
    k = 1
    while k < len(parts) and len(folded_words(parts[k])) <= 5 and re.search(r"\d{3}", parts[k]):
        k += 1
    # (only when what follows says the matter: "… Since March she's been sending £50 … to a 'Sergeant Mike' she met
    # on Facebook"; not "cuidadora Fàtima lunes y jueves" for "el susto de febrero en su casa")
    said = any(_holding(p, [w], lang) for p in parts[k:] for w in words)
    return parts[k:] if len(parts) > 1 and k < len(parts) and said else [text]


def _a_namesakes(st: Statement, p: Person, corpus: Corpus) -> bool:
    """The line is the own line of someone else of the same first name."""
    other = corpus.people.by_key.get(st.owner) if st.owner != p.key else None
    return other is not None and bool(p.first) and fold(other.first or "") == fold(p.first)


def _someone_elses(st: Statement, p: Person, corpus: Corpus) -> bool:
    """Whether a line naming `p` is about another person the notes name ("Tam's lawyer Fiona Tupou rang")."""
    return (
        st.owner != p.key
        and st.owner != "user"
        and not st.owner.startswith("rel:")
        and st.owner in corpus.people.by_key
    )


def _own_first(p: Person, corpus: Corpus) -> str | None:
    """A person's first name, when nobody else the notes name has it."""
    same = [q for q in corpus.people.by_key.values() if q.first and fold(q.first) == fold(p.first or "")]
    return p.first if len(same) <= 1 else None


def _parts_naming(st: Statement, whose: set[str], named: set[str]) -> list[str]:
    """A statement about the person whole; of one that only mentions them, the parts that name them."""
    if st.owner in whose or (st.label and set(folded_words(st.label)) & named):
        return [st.text]  # (their own entry: "Don Luis Pizarro: maestro carpintero, …. Cel +56 …")
    parts = [p.strip() for sent in sentences(st.text) for p in re.split(r"(?<=;)\s+", sent) if p.strip()]
    hit = [p for p in parts if set(folded_words(p)) & named]
    # "Borrowed £6,000 from Euan …; paying back £250 a month.": a part that goes on without a subject of its own
    hit += [q for p, q in zip(parts, parts[1:], strict=False) if p in hit and q not in hit and _GOES_ON_PART.match(q)]
    return hit or [st.text]


# (or their own of it: "…; his own test card says AS", "…; su propio análisis dio …")
_SHE_GOES_ON = re.compile(
    r"^(?:she|he|sie|er|elle|il|ella|él)\b|^(?:his|her|their)\s+own\b|^(?:sein|seine|ihr|ihre)\s+eigene"
    r"|^(?:su|sus)\s+propi[oa]s?\b|^(?:son|sa|ses|leur)\s+propres?\b",
    re.IGNORECASE,
)


# a part after a semicolon that goes on with the one before, a gerund or participle opening it ("paying back …",
# "pagando …", "en remboursant …")
# (not a word that only ends so: "bring", "nothing", "morning", "during")
_GOES_ON_PART = re.compile(
    r"^(?:(?!(?:bring|thing|king|sing|ring|swing|spring|string|sting|wing|nothing|something|anything|everything"
    r"|morning|evening|during|ceiling|wedding|building|meeting|pudding)\b)[a-z]\w+ing|[a-zñ]\w*(?:ando|iendo)"
    r"|en\s+\w+ant)\b"
)


_AFTER_ROLE = re.compile(
    r"\s*:?\s*((?:(?:Dr|Mr|Mrs|Ms|Prof|Frau|Herr|Sr|Sra|Mme|Me|Maître|M)\.?\s+)?[A-ZÀ-Ý][\w'-]+(?:\s+[A-ZÀ-Ý][\w'-]+)?)"
)


def _named_after(st: Statement, whose: set[str], corpus: Corpus) -> list[str]:
    """The name written right after the relation word that names them ("teacher Ms. Ortiz")."""
    out = []
    for _a, b, key_ in mentions(st.text, corpus.people):
        if key_ in whose:
            m = _AFTER_ROLE.match(st.text, b)
            if m:
                out.append(m.group(1))
    return out


def _names_person(word: str, corpus: Corpus) -> bool:
    """A request word that is (a typo of) someone's name ("mari" of "Marie")."""
    f = fold(word)
    names = {n for p in corpus.people.by_key.values() for n in p.names}
    return len(f) >= 3 and any(n.startswith(f) or f.startswith(n) for n in names)


_EPISODE = re.compile(
    r"\b(?:attack|flare|flare-up|incident|scare|episode|fall|crisis|anfall|vorfall|schreck|sturz|schub|ataque|crisis"
    r"|incidente|susto|ca[íi]da|brote|crise|incident|frayeur|chute|malaise"
    # a reading of a month ("mummy bp readin for may")
    r"|readings?|readin|results?|messung|messwerte?|lecturas?|resultados?|mesures?|r[ée]sultats?)\b",
    re.IGNORECASE,
)
_EVERYTHING = re.compile(r"\b(?:everything|all|alles|todo|toda|todos|tout|toute|tous)\b", re.IGNORECASE)


_DAY_SAID = re.compile(r"\b(?:on\s+)?the\s+((\d{1,2})(?:st|nd|rd|th))\b|\bam\s+((\d{1,2})\.)(?!\d)", re.IGNORECASE)


def _day_said(text: str) -> tuple[int, str]:
    """The day of a month a request names alone ("the gig on the 20th", "der Termin am 12."), and its word
    ("20th"), else (0, "")."""
    m = _DAY_SAID.search(text)
    if m is None:
        return 0, ""
    n = int(m.group(2) or m.group(4))
    return (n, fold(m.group(1) or m.group(3)).rstrip(".")) if 1 <= n <= 31 else (0, "")


def _in_month(st: Statement, month: int) -> bool:
    """The statement is from a daily note of that month, or names the month itself."""
    from lethe.language.values.dates import MONTHS

    if note_month(st.path) == month:
        return True
    return any(MONTHS.get(w.casefold()) == month for w in re.findall(r"[^\W\d_]{3,}", st.text))


def _one_of(chosen: dict[int, Statement], query: Query, corpus: Corpus) -> dict[int, Statement]:
    """Only a day or an everyday word ("the Sunday thing", "lo de los jueves") found in notes about different
    things: the user picks one (an answer already given picks), else a question naming each in a word."""
    groups: dict[tuple[str, str], list[Statement]] = {}  # by whose and where
    for st in chosen.values():
        groups.setdefault((st.owner, st.path + "#" + st.heading), []).append(st)
    if len(groups) < 2:
        return chosen
    named: list[tuple[str, list[Statement]]] = []
    for g in groups.values():  # (notes about one of them in two places are one thing to the user: "Liam", "Liam")
        name = _statement_name(g, corpus)
        same = next((n for n in named if n[0] == name), None)
        if same is None:
            named.append((name, g))
        else:
            same[1].extend(g)
    if len(named) < 2:
        return chosen
    for sel in reversed(query.selectors):
        ws = set(folded_words(sel.text)) - _STOP
        picked = [g for name, g in named if ws & set(folded_words(name + " " + " ".join(st.text for st in g)))]
        if picked and len(picked) < len(named):
            return {st.sid: st for g in picked for st in g}
    raise _Clarify("which", [Candidate(name, Fact("")) for name, _ in named])


_IDENTIFYING = frozenset(
    {
        Kind.CODE,
        Kind.IBAN,
        Kind.PHONE,
        Kind.EMAIL,
        Kind.NATIONAL_ID,
        Kind.ID_DOCUMENT,
        Kind.ACCOUNT_NUMBER,
        Kind.CARD,
        Kind.STREET_ADDRESS,
        Kind.MONEY,
    }
)


def _identifiers(st: Statement, values, asked: set[str], asked_values: set, corpus: Corpus) -> tuple[set, list[str]]:
    """What tells one thing from another in a statement (its `values` found), other than the request's own words
    and values: its numbers and codes, sums, the people it names, and the names of places and firms written
    inside it; with the everyday names of it a question may use (people and names, never a number)."""
    ids: set = set()
    names: list[str] = []
    for v in values:
        small = v.kind is Kind.MONEY and v.key.amount < 100  # "€5": no sum that tells things apart
        if v.kind in _IDENTIFYING and (v.kind, v.key) not in asked_values and not small:
            ids.add((v.kind, v.key))
    if st.owner != "user" and st.owner in corpus.people.by_key:
        ids.add(st.owner)
        names.append(corpus.people.by_key[st.owner].first)
    for m in mentions(st.text, corpus.people):
        if m[2] in corpus.people.by_key:
            ids.add(m[2])
            names.append(corpus.people.by_key[m[2]].first)
    start = _first_word_start(st.text)
    for m in re.finditer(r"\b[A-Z][\w&-]{2,}\b", st.text):
        w = m.group(0)
        f = fold(w)
        if m.start() == start or re.search(r"[.:;!?]\s*$", st.text[: m.start()]) or f in asked or f in _STOP:
            continue
        if any(v.start <= m.start() < v.end for v in values):
            continue  # "CHF" of "CHF 6'800": part of a value
        if any(c.isdigit() for c in w) or commonness(w) >= 4.0 or _names_person(f, corpus):
            continue
        ids.add(f)
        names.append(w)
    return ids, names


def _by_shared_words(read: dict[int, tuple[set, list[str]]], sts: dict[int, Statement], asked: set[str]) -> None:
    """Statements of a value asked that name nothing and nobody ("Túnica nueva de nazarena: 300 €", "Pagada la
    túnica nueva, 300 pavos"): one thing by a word they share that no other of them says."""
    words = {
        sid: {w for w in folded_words(st.text) if len(w) >= 4 and w not in _STOP and w not in asked and w.isalpha()}
        for sid, st in sts.items()
    }
    counts = Counter(w for ws in words.values() for w in ws)
    for sid, (ids, names) in read.items():
        if ids:
            continue
        shared = sorted((w for w in words[sid] if counts[w] >= 2 and commonness(w) < 4.5), key=commonness)
        if shared:
            ids.update(shared)
            names += [_as_written(w, [sts[sid]]) for w in shared]


def _which_thing(chosen: dict[int, Statement], item: Item, query: Query, corpus: Corpus) -> dict[int, Statement]:
    """One thing by a common name ("la facture", "lo de la cuota", "the €250 thing") that the notes say of
    several different things: statements that share a number, a sum, a person or a name are one thing; two or
    more such things, and the user picks (an answer already given picks), else a question naming each."""
    asked = set(folded_words(item.text))
    asked_values = {(v.kind, v.key) for v in find_values(item.text, query.lang)}
    # (a sum asked is also that number written bare: "die 1120 Euro" / "Rechnung 1120 geschrieben")
    asked_values |= {(Kind.NUMBER, key.amount) for kind, key in asked_values if kind is Kind.MONEY}
    values = {sid: find_values(st.text, st.lang) for sid, st in chosen.items()}
    sids = sorted(chosen)
    if asked_values:  # "the €250 thing": the statements holding it
        sids = [sid for sid in sids if asked_values & {(v.kind, v.key) for v in values[sid]}]
    else:
        # "lo de la cuota de la peña": the statements saying every word of it are the thing (the fee that shares
        # its sum with a friend's repayments is not another one), in any form or language ("lo del curso de
        # francés": "Clase de francés: le subjonctif")
        said = {w for w in asked if w not in _STOP and len(w) >= 3}
        full = [sid for sid in sids if said <= set(folded_words(chosen[sid].text))]
        if full:  # and those saying the rest in another language ("Clase de francés" of "el curso de francés")
            full = [sid for sid in sids if all(_says_or_glosses(folded_words(chosen[sid].text), w) for w in said)]
        if len(said) >= 2 and full and len(full) < len(sids):
            return {sid: chosen[sid] for sid in full}
    read = {sid: _identifiers(chosen[sid], values[sid], asked, asked_values, corpus) for sid in sids}
    if asked_values:
        _by_shared_words(read, {sid: chosen[sid] for sid in sids}, asked)
    parent = {sid: sid for sid in sids}

    def root(x: int) -> int:
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    holder: dict = {}
    for sid in sids:
        for i in read[sid][0]:
            if i in holder:
                parent[root(sid)] = root(holder[i])
            else:
                holder[i] = sid
    things: dict[int, list[int]] = {}
    for sid in sids:
        if read[sid][0]:
            things.setdefault(root(sid), []).append(sid)
    if len(things) < 2:
        return chosen
    if not asked_values:
        # the things are told apart by a number or sum of one kind each has ("AF-2026-017" and "AF-2026-019",
        # "$189.000" and "$50.000"), not by the people or places of one matter's steps
        kinds = [{i[0] for sid in g for i in read[sid][0] if isinstance(i, tuple)} for g in things.values()]
        compounds = [_compounds_of(asked, [chosen[sid] for sid in g]) for g in things.values()]
        # (or by the word asked, made part of another one in each: "das mit dem Vertrag", the Milchvertrag with
        # the dairy and the Pachtvertrag with the neighbour)
        apart = all(compounds) and not set.intersection(*compounds)
        if not set.intersection(*kinds) and not apart:
            return chosen
    else:
        compounds = [set() for _ in things]
    whose = {n for p in (_persons(item.owner, corpus) or []) for n in p.names} if item.owner.kind == "name" else set()
    theirs = [g for g in things.values() if any(whose & set(folded_words(chosen[sid].text)) for sid in g)]
    if len(theirs) == 1:
        return {sid: chosen[sid] for sid in theirs[0]}  # "le crédit de Christelle": the one naming her
    named = []
    for group, made in zip(things.values(), compounds, strict=True):
        said = Counter(n for sid in group for n in dict.fromkeys(read[sid][1]))  # the most used first
        names = [*sorted(made), *sorted(said, key=lambda n: -said[n])]
        if not names:
            return chosen  # a thing with no everyday name: no question could tell them apart
        named.append(("the one mentioning " + " and ".join(names[:2]), group))
    for sel in reversed(query.selectors):
        # (what the answer picks, not what it says it is not: "El maestro del techo, no el del almacén")
        ws = set(folded_words(" ".join(i.text for i in sel.items) or sel.text)) - _STOP
        picked = [g for name, g in named if ws & set(folded_words(name + " " + " ".join(chosen[s].text for s in g)))]
        if picked and len(picked) < len(named):
            return {sid: chosen[sid] for g in picked for sid in g}
    raise _Clarify("which", [Candidate(name, Fact("")) for name, _ in named])


def _one_word_of(item: Item, words: list[str], found, query: Query) -> bool:
    """A matter named by one word of it, in the singular ("lo del préstamo", "the loan"): one thing of its kind,
    which may be one of several (a loan given and one taken)."""
    if len(words) != 1 or _EVERYTHING.search(item.text):
        return False
    w = words[0]
    return not (query.lang != "de" and w.endswith("s")) and all(c.called([w], query.lang) for c in found)


def _compounds_of(asked: set[str], sts: list[Statement]) -> set[str]:
    """The words of `sts` made of a word asked and more before it ("Pachtvertrag" of "Vertrag"), as written."""
    out = set()
    for st in sts:
        for t in tokens(st.text):
            f = t.folded
            if any(c.isdigit() for c in f):
                continue  # ("A14-Stelle": a value is never a question's word)
            if any(f.endswith(a) and len(f) >= len(a) + 3 and f != a for a in asked if len(a) >= 4):
                out.add(t.text)
    return out


def _statement_name(g: list[Statement], corpus: Corpus) -> str:
    """Everyday words for a group of statements, never a value: whose it is, else its rarest words."""
    p = corpus.people.by_key.get(g[0].owner)
    if p is not None:
        return p.first
    if g[0].owner.startswith("rel:"):
        return "your " + relation_label(g[0].owner[4:])
    # never its rarest words: those are what it is about, the very thing that may be being forgotten; where it
    # is written instead (the day's note, or a section named in everyday words)
    day = re.search(r"/memory/(\d{4}-\d{2}-\d{2})", g[0].path)
    if day:
        return f"your note of {day.group(1)}"
    heading = g[0].heading.strip() if g[0].heading else ""
    if heading and all(commonness(w) >= 4.5 for w in folded_words(heading)):
        return f"your notes under “{heading}”"
    return "another note"


def _named_in_fact(sts: list[Statement], found, corpus: Corpus) -> list[str]:
    """The names a one-statement fact states ("Cheffe de projet chez Rhône Digital": the employer), from the
    part of the line that says it; not people the notes declare (the manager stays someone of their own)."""
    out = []
    for st in sts:
        for part in re.split(r"\s*;\s*", st.text):
            if not any(c.in_words(folded_words(part), st.lang) for c in found):
                continue
            for m in _PROPER.finditer(part):
                phrase = m.group(1)
                if m.start() == _first_word_start(part) and " " not in phrase:
                    continue  # a capital only because it starts the line
                if fold(phrase) in _NOT_NAME or corpus.people.named(phrase.split()[0]) is not None:
                    continue
                if _NOT_TO_KNOW.match(part, m.end()):
                    continue  # "Gemma soll's ni wissen": whom it is kept from, not a name of it
                if " " in phrase or commonness(phrase) < 3.5:
                    out.append(phrase)
    return list(dict.fromkeys(out))


# after someone's name, that they do not or must not know: "… soll's ni wissen", "… weeß nischt vom Geld", "… doesn't
# know", "… must never find out", "… no sabe", "… ne sait pas"
_NOT_TO_KNOW = re.compile(
    r"\s+(?:(?:soll|darf|muss|should|must|may)\S*\s+(?:es\s+|das\s+)?(?:ni|nicht|net|ned|nich|nischt|not|never|nie)\s+"
    r"(?:wissen|know|erfahren|find\s+out)"
    r"|(?:weiß|weiss|weeß|weess|waas|knows?)\s+(?:ni|nicht|nischt|nix|nichts|net|ned|nothing|nowt)"
    r"|(?:doesn'?t|does\s+not|don'?t|mustn'?t|shouldn'?t|can'?t|cannot|must\s+not|never)\s+(?:know|find\s+out|hear)"
    r"|no\s+(?:sabe|debe\s+saber|tiene\s+que\s+saber|se\s+(?:puede\s+)?enter\w*)|ne\s+(?:sait|doit)\s+(?:pas|rien))\b",
    re.IGNORECASE,
)


# the relations that are someone's work for the user (a doctor, a lawyer), not their own life
_SERVICE = frozenset(
    {"accountant", "allergist", "cardiologist", "dentist", "dermatologist", "doctor", "endocrinologist", "ent"}
    | {"gastroenterologist", "lawyer", "neurologist", "notary", "oncologist", "ophthalmologist", "orthopedist"}
    | {"pulmonologist", "rheumatologist", "therapist", "urologist", "vet", "carer", "coach", "teacher"}
)


def _not_the_users_own(chosen: dict[int, Statement], whose: set[str], corpus: Corpus) -> dict[int, Statement]:
    """Someone's matter when the user keeps their own ("Nana Yaw's sickle cell result. Mine can stay."): the lines
    saying it of them, not the user's own lines ("Sickle-cell trait (HbAS), found at antenatal in 2005") — when
    the notes say it of them somewhere; else every line of the matter stays taken."""

    def theirs(st: Statement) -> bool:
        return st.owner in whose or any(m[2] in whose for m in mentions(st.text, corpus.people))

    if not any(theirs(st) for st in chosen.values()):
        return chosen
    return {sid: st for sid, st in chosen.items() if st.owner != "user" or theirs(st)}


def _anothers_line(st: Statement, whose: set[str], corpus: Corpus) -> bool:
    """A line of someone else the notes say who they are (its owner: "Blair's landscaping firm …", a son's), which
    names none of `whose` (not "Frau Sander vom Betreuungsverein war da", who serves in the matter)."""
    return (
        st.owner not in whose
        and st.owner != "user"
        and st.owner in corpus.people.by_key
        and bool(corpus.people.by_key[st.owner].relations)
        and not any(m[2] in whose for m in mentions(st.text, corpus.people))
    )


def _about_other(st: Statement, words: list[str], found=(), people: People | None = None) -> list[str]:
    """A topic's part of a line about someone ("Ami : Théo Garnier, 07 81 …; vélo le dimanche"): only the
    parts that hold the topic's words, or its matter's (`found`: "Logopedie Wednesdays …" of "Daan (5): groep 2
    at De Regenboog. Logopedie …" for "Daan's speech therapy"), so the friend and their number stay."""
    whole = [p.strip() for s in sentences(st.text) for p in re.split(r"\s*;\s*", s) if p.strip()]
    parts = whole + [m.group(0) for m in re.finditer(r"\([^()]{1,60}\)", st.text)]  # "Sabine Krause (Chor), 0176 …"
    if len(parts) < 2 or not words:
        return [st.text]
    held = [p for p in parts if _holding(p, words, st.lang)]
    first = _first_naming(whole, found, st.lang)
    if first == 0 and _declares_role(st):
        # "Fils : Dylan Técher, 26, en Australie depuis 2024 (visa working holiday). Portable …": a line opening
        # with who someone is does not open with the matter its head names in passing; that head stays, and of it
        # only what a bracket adds goes
        first = None
        held = [p for p in held if p != whole[0]] or [whole[0]]
    if first is None and whole[0] in held and sum(p in held for p in whole) >= 2:
        first = 0  # a line that opens with it and says it again goes on about it ("Nachbar oben …: trampelt …
        # Ich führ … ein Lärmprotokoll. Bei der Hausverwaltung beschwert …" for the noise upstairs)
    if (
        first is not None
    ):  # (a line that opens with the matter is all about it: "Callum ran up debts on betting apps. I lent
        # him £6,000 …"); from where it names it on, the rest goes on about it ("Hermano: Javi (Javier). Deudas de
        # juego (apuestas online); le presté 2.000 € en enero. Va a Proyecto Hombre …")
        for i, p in enumerate(whole[first:]):
            opener = unpossessive(fold((folded_words(p) or [""])[0]))
            if i and _KEPT_FROM.search(p):
                held += [p] if p not in held else []
                continue  # "… Case still at Milimani. Peter's mum must not know.": whom the matter is kept from
            if i and opener in REL_OF and REL_OF[opener] not in _SERVICE:
                # another person's news ("Diabetic, on metformin. Daddy passed in 2019."): no more of it (not who
                # sees to it: "Manon enceinte, 7 semaines. Gynéco : Dr Wauters …")
                break
            serves = opener in REL_OF and REL_OF[opener] in _SERVICE or _DR.match(p) is not None
            if i and not serves and people is not None and _opens_with_someone_else(p, st, people):
                break  # "Marc Laflamme le sait pas pour le permis ; Daniel me conduit à la job."
            if p not in held:
                held.append(p)
    # "Mutti im Heim besucht. Sie hat mich mit Uta verwechselt.": the next sentence, opened by "she", goes on
    held += [q for p, q in zip(whole, whole[1:], strict=False) if p in held and q not in held and _SHE_GOES_ON.match(q)]
    held = _smallest_holding(held, words, st.lang)
    return held if held and len(held) < len(parts) else [st.text]


def _smallest_holding(held: list[str], words: list[str], lang: str) -> list[str]:
    """Of parts inside one another, the smallest that says it ("(Chor)" of "Sabine Krause (Chor), 0176 …"); not
    when the larger says it outside the smaller too ("S'est fait escroquer … par un faux conseiller en placements
    (faux livret « Eurolys Invest »)" for "le faux placement": the whole sentence)."""
    out = []
    for p in held:
        rest = p
        for q in held:
            if q != p and q in p:
                rest = rest.replace(q, " ")
        if rest == p or _holding(rest, words, lang):
            out.append(p)
    return [q for q in out if not any(p != q and q in p for p in out)]


# a sentence saying who must not know ("Peter's mum must not know.", "Mam doesn't know and never will.")
_KEPT_FROM = re.compile(
    r"^[^.!?]{0,40}\b(?:must\s+not|mustn't|must\s+never|doesn't|does\s+not|don't|do\s+not|can't|cannot|never)"
    r"\s+(?:know|find\s+out|hear)\b"
    r"|^[^.!?]{0,40}\b(?:darf|dürfen|soll|sollen)\b[^.!?]{0,20}\b(?:nichts?|nie)\b[^.!?]{0,20}\b(?:wissen|erfahren)\b"
    r"|^[^.!?]{0,40}\bweiß\s+(?:nichts|nix|es\s+nicht|davon\s+nichts|davon\s+nix)\b"
    r"|^[^.!?]{0,40}\bno\s+(?:sabe|debe\s+saber(?:lo)?|se\s+puede\s+enterar)\b"
    r"|^[^.!?]{0,40}\bne\s+(?:sait|doit\s+(?:pas|jamais)\s+savoir)\b",
    re.IGNORECASE,
)
# a sentence saying who alone knows ("Only me and Kofi know.", "Solo lo sabemos mi hermana y yo.", "Nur Uwe weiß es.")
_ONLY_KNOW = re.compile(
    r"(?:^|(?<=[.!?]\s))[^.!?]{0,40}\b(?:"
    r"(?:only|nobody\s+(?:else\s+)?(?:but|except)|no\s+one\s+(?:else\s+)?(?:but|except))\b[^.!?]{0,30}\b(?:knows?|knew)"
    r"|(?:solo|sólo|nadie\s+más\s+que)\b[^.!?]{0,30}\bsab(?:e|emos|en|ía)"
    r"|nur\b[^.!?]{0,30}\b(?:weiß|weiss|wissen|wisst)"
    r"|(?:seule?s?|seulement|il\s+n['’]y\s+a\s+que)\b[^.!?]{0,30}\bsa(?:it|vent|vons|vait)"
    r")\b[^.!?]*[.!?]?",
    re.IGNORECASE,
)


def _opens_with_someone_else(part: str, st: Statement, people: People) -> bool:
    """Whether a part of a line opens with the name of someone other than whom the line is about."""
    first = next(iter(mentions(part, people)), None)
    return first is not None and first[0] == 0 and first[2] != st.owner


def _matter_clauses(st: Statement, words: list[str], found, people: People | None = None) -> list[str]:
    """Someone's matter in a line about another ("GP (Dr Whitfield): flu jab reminder, referred Tobi for a
    hearing test."): the parts `_about_other` gives, else the comma-parted clauses that name the matter, so the
    flu jab stays."""
    parts = _about_other(st, words, found, people)
    if parts != [st.text]:
        return parts
    body = st.text.partition(": ")[2] or st.text  # (past a label: "GP (Dr Whitfield): …")
    pieces = [p.strip() for p in re.split(r",\s+", body) if p.strip()]
    held = [p for p in pieces if _first_naming([p], found, st.lang) is not None or _holding(p, words, st.lang)]
    return held if held and len(held) < len(pieces) else [st.text]


_CALENDAR = {fold(w) for w in CALENDAR}
_DEALINGS = {fold(w) for w in DEALINGS}


def only_dealings(words: list[str]) -> bool:
    """The words say only what dealing with someone is made of, and when ("the sessions, the Tuesday reminder")."""
    return all(fold(w) in _DEALINGS or fold(w) in _CALENDAR for w in words)


def _topic_words_found(words: list[str], found, hits: dict[int, float]) -> bool:
    """The request names a matter of its own (a concept, or words several notes hold), not just a person."""
    if found:
        return any(c.event for c in found)  # a trait ("allergic") stays the person's own
    return sum(1 for h in hits.values() if h >= 0.5) >= 2


def _called_so(relations: list[str], sts: list[Statement]) -> set[str]:
    """The names the statements put right after one of the relation words ("her ex, Wayne Hickey": "wayne")."""
    out: set[str] = set()
    for st in sts if relations else ():
        for m in re.finditer(r"\b([^\W\d_]+),?\s+([A-ZÀ-Ý][^\W\d_]{2,})\b", st.text):
            if fold(m.group(1)) in relations:
                out.add(fold(m.group(2)))
    return out


def _specific(words: list[str]) -> bool:
    return any(w not in _GENERIC and len(w) >= 4 for w in words)


def _short_and_said(words: list[str], sids: set[int], corpus: Corpus) -> bool:
    """A short word, no everyday one, that a line of theirs writes: "that bet wi Davie L" ("… fae the bet")."""
    short = {w for w in words if len(w) == 3 and w not in _GENERIC and commonness(w) < 5.0}
    short |= {w for w in words if len(w) == 2 and REL_OF.get(w) == w}  # "Shauna's ex": "… against her ex, Wayne"
    return bool(short) and any(short & set(folded_words(corpus.statements[sid].text)) for sid in sids)


_LANGS = ("en", "de", "es", "fr")


def _heading_keys(corpus: Corpus) -> set[str]:
    return {key(x, lang) for h in corpus.headings for x in folded_words(h.split("#", 1)[1]) for lang in _LANGS}


def _said_somewhere(w: str, found, corpus: Corpus) -> bool:
    """A request word some note says: itself, its family, a typo of it, or the matter it names."""
    if any(c.named_by([w]) for c in found) or any(w in p for c in found for p in c.names):
        return True
    heads = _heading_keys(corpus)
    return any(key(w, lang) in heads for lang in _LANGS) or bool(_hits([w], found, corpus))


def _phrase_written(words: list[str], corpus: Corpus) -> bool:
    """Everyday words a note writes together, as one name ("the old sound system": "Ran a sound system")."""
    return len(words) >= 2 and any(phrase_in(tuple(words), folded_words(st.text)) for st in corpus.statements)


def _required(w: str, item: Item) -> bool:
    """A word the request cannot do without: a name ("Falcon", written with a capital outside German) or a
    word rare in everyday language ("Vielfliegernummer"); common words ("take", "voy") may go unsaid."""
    if money_word(w):
        return False  # "950 Euro": the notes write "950 €"
    if commonness(w) < 3.0:
        return True
    lang = guess_language(item.text)
    return lang != "de" and any(t.text[:1].isupper() and t.folded == w for t in tokens(item.text)[1:])


def _by_meaning(item: Item, query: Query, corpus: Corpus) -> list[Fact]:
    """No word of the request is in the notes (or only everyday ones): when the sentence model finds notes
    clearly closest to it, ask in other words rather than guess; it proposes, it is never enough to delete on
    its own ("mes soucis pour respirer la nuit" put "Annick de nuit à l'EHPAD" first, "Apnée du sommeil"
    second). Nothing close: nothing found."""
    seeds = [st for st in _semantic_seeds(item, corpus, None) if st.sid not in _others(item, corpus)]
    if seeds:
        raise _Clarify("unsure")
    return []


def _all_found(words: list[str], found, hits: dict[int, float], corpus: Corpus) -> bool:
    """Every distinctive word of the request is said somewhere (itself, its family, or its matter)."""
    specific = [w for w in words if w not in _GENERIC and w not in _CALENDAR and len(w) >= 3]
    heads = _heading_keys(corpus)
    if not specific or not hits:
        return bool(hits)
    for w in specific:
        if any(c.named_by([w]) for c in found) or any(w in p for c in found for p in c.names):
            continue
        if any(key(w, lang) in heads for lang in _LANGS):
            continue
        one = _hits([w], found, corpus)
        if not one:
            return False
    return True


_TITLED = re.compile(r"\b(?:dr|dra|doctor|doctora|docteur|prof|frau|herr|mrs?|ms)\.?\s+([^\W\d_]+)", re.IGNORECASE)


def _same_surname(item: Item, query: Query, corpus: Corpus) -> str | None:
    """ "Dr Rees", "dr kim's info" where the notes write two people of that last name ("Dr. Alun Rees", "Dr. Nia
    Rees"): the one whose first name the request or an answer says ("Lisa Kim"); else ask which. None: no two
    people share a last name the request gives a title."""
    if query.both or item.owner.kind not in ("name", "none"):
        return None
    said = set(folded_words(item.text)) | {w for sel in query.selectors for w in folded_words(sel.text)}
    # only a name the request gives a title ("dr kim"): "Gmeiner's number" with two Gmeiners in the family is whose
    # the notes say otherwise
    titled = {fold(m.group(1)) for m in _TITLED.finditer(item.text)}
    for word in titled:
        if len(word) < 3 or word in _STOP:
            continue
        firsts: dict[str, str] = {}
        pattern = re.compile(
            rf"\b((?:Dr|Dra|Prof|Me)\.?\s+)?([A-ZÀ-Ý][a-zà-ÿ]+)\s+({re.escape(word)})\b", re.IGNORECASE
        )
        for st in corpus.statements:
            for m in pattern.finditer(st.text):
                first = m.group(2)
                if (
                    m.group(3)[:1].isupper()
                    and first[:1].isupper()
                    and fold(first) not in _STOP
                    and commonness(first) < 5.0
                ):
                    firsts.setdefault(fold(first), m.group(0).strip())
        if len(firsts) < 2:
            continue
        picked = [f for f in firsts if f in said]
        if len(picked) != 1:
            raise _Clarify("which", [Candidate(name, Fact("")) for name in firsts.values()])
        if item.attribute is not None or picked[0] in set(folded_words(item.text)):
            return None  # "Dr Lisa Kim's number": the request says whose, the usual way reads the rest
        return re.sub(r"^(?:Dr|Dra|Prof|Me)\.?\s+", "", firsts[picked[0]], flags=re.IGNORECASE)
    return None


def _person_picked(p: Person, answer: str) -> bool:
    words = set(folded_words(answer))
    return bool(words & p.names) or fold(p.first) in words


def _picked_by_their_lines(persons: list[Person], query: Query, corpus: Corpus) -> list[Person]:
    """Of two people of a name, the one the answer to "which?" describes in words only their own lines use ("El
    maestro del techo, no el del almacén": "Don Luis Pizarro: maestro carpintero, arregló el techo")."""
    for sel in reversed(query.selectors):
        ws = {
            w for w in folded_words(" ".join(i.text for i in sel.items) or sel.text) if w not in _STOP and len(w) >= 4
        }
        if not ws:
            continue
        said = {
            p.key: ws
            & {
                w
                for st in corpus.statements
                if st.owner == p.key or any(m[2] == p.key for m in mentions(st.text, corpus.people))
                for w in folded_words(st.text)
            }
            for p in persons
        }
        picked = [p for p in persons if said[p.key]]
        if picked and len(picked) < len(persons):
            return picked
    return []


def _by_last_name(persons: list[Person], text: str) -> list[Person]:
    """Those of several people of a first name whose other name the request writes ("everything about Gary Fahy",
    not Gary Rooney)."""
    said = set(folded_words(text))
    return [p for p in persons if said & (p.names - {fold(p.first)})]


def _person_label(p: Person) -> str:
    rel = next(iter(sorted(p.relations)), "")
    if not rel and p.kin:  # "Gerti Gruber (Schorsch's sister)": whose relation she is
        of, whose = next(iter(sorted(p.kin))).split(":", 1)
        return f"{_raw_name(p.name)} ({whose[:1].upper()}{whose[1:]}'s {relation_label(of)})"
    return f"{_raw_name(p.name)}" + (f" ({relation_label(rel)})" if rel else "")


def _others(item: Item, corpus: Corpus) -> set[int]:
    """Statements about someone else, when the request is about the user ("my allergy" is not Leo's); not when
    it is about something done together ("the place where we do the handoffs", "wo wir uns treffen")."""
    if item.owner.kind not in ("user", "none") or _WE.search(item.text):
        return set()
    return {
        st.sid
        for st in corpus.statements
        if st.owner not in ("user",) and not st.owner.startswith("rel:") and not _caring(st, corpus)
    }


def _kin_owned(st: Statement, corpus: Corpus) -> bool:
    """Whether a line is someone's the notes say is kin or close to the user ("Wichi tiene estrés postraumático"),
    not a carer's ("Psicóloga: Dra. Treviño …")."""
    person = corpus.people.by_key.get(st.owner)
    return person is not None and bool(person.relations) and not person.relations & _CARING


# matters between the user and someone: only where that someone is
_BETWEEN = frozenset({"money_between", "money_lent", "money_borrowed"})
_OWED = frozenset({"debt", "arrears"})  # (someone's: owed to them, or theirs)


# who looks after the user's health: what they do ("GP (Dr Mehta) upped the sertraline") is the user's matter
_CARING = frozenset({"doctor", "therapist", *RELATION_ALSO["doctor"]})


def _caring(st: Statement, corpus: Corpus) -> bool:
    """(not "ORL : Dr Élise Fabre, rue Paradis, 04 …": who they are is theirs; "Psiquiatra: Dra. Laura Paz.
    Sertralina 50 mg …" says more)"""
    person = corpus.people.by_key.get(st.owner)
    if person is None or not person.relations & _CARING:
        return False
    label = label_match(st.text)
    return label is None or relation_of(label.group(0).strip(" -*:")) is None or len(sentences(st.text)) > 1


def _hits(words: list[str], found: list[concepts.Concept], corpus: Corpus) -> dict[int, float]:
    """For each statement, the share of the request's words it holds: the word itself (stemmed, typos
    forgiven), a word of its family ("pregnancy"/"pregnant"), or a word of a matter the word names."""
    if not words:
        return {}
    fixed = _fixed(words, corpus)
    by_word = {
        w: [
            c
            for c in found
            if c.named_by([w])
            or c.named_by(folded_words(w))
            or any(w in p for p in c.names)  # "job" of "job search" (the request named the matter)
        ]
        for w in fixed
    }
    again = {w: {f"re{w}", f"re-{w}"} for w in fixed if len(w) >= 5}  # "réabonnement" of "abonnement"
    glossed = {w: _glosses().get(w, frozenset()) for w in fixed}
    out: dict[int, float] = {}
    for st in corpus.statements:
        ws = folded_words(st.text)
        keys = {key(w, st.lang) for w in ws} | {key(w, "en") for w in ws}
        hit = 0.0
        for w in fixed:
            wk = {key(w, st.lang), key(w, "en")}
            if w in ws or wk & keys and _met(w, wk, ws, st.lang):
                hit += 1
            elif any(c.in_words(ws, st.lang) for c in by_word[w]):
                hit += 0.9
            elif any(related(a, b) for a in wk for b in keys) and _met(w, wk, ws, st.lang):
                hit += 0.75
            elif st.lang == "de" and len(w) >= 4 and any(_compound_of(x, w) for x in ws):
                hit += 0.75  # German compounds: "Chor" in "Chorprobe", "Termin" in "Zahnarzttermin"
            elif w in again and not again[w].isdisjoint(ws):
                hit += 1  # the same again
            elif glossed[w] and _glossed_in(glossed[w], ws):
                hit += 0.9  # in another language: "Luxembourgish course" / "Lëtzebuergesch-Kurs"
            elif len(w) >= 7 and any(len(x) >= 7 and x[:7] == w[:7] for x in ws):
                hit += 0.5  # "Laktoseintolerant"/"laktosefrei" share a long beginning
        if hit:
            out[st.sid] = hit / len(fixed)
    return out


@cache
def _glosses() -> dict[str, frozenset[str]]:
    """Each word of `GLOSSES` (folded) and the other words of its group."""
    out: dict[str, frozenset[str]] = {}
    for line in GLOSSES.strip().splitlines():
        group = {fold(w) for w in line.split()}
        for w in group:
            out[w] = frozenset(group - {w})
    return out


def _says_or_glosses(ws: list[str], w: str) -> bool:
    """The words hold `w` as it is, or in another language ("clase" of "curso")."""
    return w in ws or _glossed_in(_glosses().get(w, frozenset()), ws)


def _glossed_in(alts: frozenset[str], ws: list[str]) -> bool:
    """One of `alts` is a word of the statement, or a part of one ("letzebuergesch-kurs", "spanischkurs")."""
    for x in ws:
        if x in alts or ("-" in x and not alts.isdisjoint(x.split("-"))):
            return True
        if len(x) >= 7 and any(len(g) >= 4 and _compound_of(x, g) for g in alts):
            return True
    return False


def _compound_of(word: str, part: str) -> bool:
    """`word` is a German compound that begins or ends with `part` ("chorprobe"/"chor")."""
    return len(word) >= len(part) + 3 and (word.startswith(part) or word.endswith(part))


def _fixed(words: list[str], corpus: Corpus) -> list[str]:
    """The request's words, each typo corrected to the word the notes write ("vegitarian"/"vegetarian")."""
    vocab = corpus.vocabulary | concepts.vocabulary() | _glosses().keys()
    lex = Lexicon([], known=vocab)
    lex.vocabulary = vocab
    # a real word of its own is not a typo ("drinking" is not "driving" misspelt); a word negated by "un" that the
    # notes write negated apart is that word ("unversteuert" / "nicht versteuert", "unpaid" / "not paid yet")
    return [
        w
        if w in vocab
        else w[2:]
        if w.startswith("un") and len(w) >= 7 and w[2:] in corpus.vocabulary
        else _undiminished(w, corpus.vocabulary) or w
        if _DIMINUTIVE.search(w) and _undiminished(w, corpus.vocabulary)
        else w
        if commonness(w) >= 3.0
        else _corrected(w, lex, corpus.vocabulary)
        for w in words
    ]


# a Spanish diminutive: "la cajita del banco" is the bank box ("caja"), "el papelito" the paper
_DIMINUTIVE = re.compile(r"(?:c|ec)?it[oa]s?$")


def _undiminished(word: str, vocab) -> str | None:
    """The word a Spanish diminutive is of, as the notes write it ("cajita": "caja"), else None."""
    m = _DIMINUTIVE.search(word)
    if m is None or m.start() < 3 or commonness(word) >= 4.0:
        return None  # (a word of its own: "visita", "favorito")
    base = word[: m.start()]
    plural = "s" if word.endswith("s") else ""
    for ending in ("a", "o", "", "e"):
        if (w := base + ending + plural) in vocab and w != word:
            return w
    return None


def _corrected(word: str, lex: Lexicon, vocab) -> str:
    """A typo corrected, else a German compound by its last part (`_compound_head`), else the word."""
    fixed = lex.correct(word)
    return fixed if fixed != word else _compound_head(word, vocab) or word


def _compound_head(word: str, vocab) -> str | None:
    """A German compound the notes never write, by its last part they do when they also write its first part
    in a word of their own ("Stallkredit": "Kredit … für den neuen Laufstall"), else None."""
    for i in range(4, len(word) - 4):
        head, tail = word[:i], word[i:]
        if tail in vocab and any(head in v and v != word for v in vocab if len(v) >= len(head)):
            return tail
    return None


# "la cuota del remo", "the sale of the house", "der Verkauf der Wohnung": a thing, then what it is of
_HEAD_OF = re.compile(
    # (and what it is for: "le prêt à Jérémy pour son char", "the loan for his car")
    r"\b([^\W\d_]{3,})\s+(?:(?:à|a|to)\s+[^\W\d_]+\s+)?(?:of|de|del|du|des|d'|von|vom|der|pour|for|für|para)\s+"
    r"(?:(?:the|my|la|el|mi|le|ma|mon|dem|der|den|meine[mnr]?|son|sa|his|her|su|sein(?:en|em)?|ihr(?:en|em)?)\s+)?"
    r"([^\W\d_]{3,})\W*$",
    re.IGNORECASE,
)


# "the car payment", "my wedding budget": a matter's word, then the thing of it (English)
_COMPOUND = re.compile(r"\b([a-z]{3,})\s+([a-z]{3,})\W*$")


def _kind_of(item: Item, words: list[str], lang: str) -> concepts.Concept | None:
    """The matter an English compound of two words is of, when its first word names one and the second none
    ("car" of "the car payment"), else None."""
    m = _COMPOUND.search(item.text)
    if lang != "en" or m is None or len(words) != 2 or [fold(m.group(1)), fold(m.group(2))] != words:
        return None
    kinds = concepts.named_in(m.group(1), lang)
    return kinds[0] if len(kinds) == 1 and not concepts.named_in(m.group(2), lang) else None


def _of_kind(st: Statement, kind: concepts.Concept) -> bool:
    ws = folded_words(st.text)
    return kind.in_words(ws, st.lang) or kind.named_by(ws, st.lang)


def head_of(item: Item, words: list[str]) -> str | None:
    """The thing a topic of two words names, when the other says what it is of ("cuota" of "lo de la cuota del
    remo"), else None."""
    m = _HEAD_OF.search(item.text)
    if m is None or len(words) != 2:
        return None
    head, of = fold(m.group(1)), fold(m.group(2))
    return head if {head, of} == set(words) else None


def _holding(text: str, words: list[str], lang: str) -> bool:
    """The text holds one of the words: itself, its stem or its family (or a part of a word written with a hyphen:
    "Gespräch" of "Jugendamt-Gespräch")."""
    ws = folded_words(text)
    ws += [p for w in ws if "-" in w for p in w.split("-") if len(p) >= 3]
    keys = {key(w, lang) for w in ws} | {key(w, "en") for w in ws}
    for w in words:
        wk = {key(w, lang), key(w, "en")}
        if w in ws:
            return True
        if (wk & keys or any(related(a, b) for a in wk for b in keys)) and _met(w, wk, ws, lang):
            return True
        alts = _glosses().get(fold(w))
        if alts and _glossed_in(alts, ws):  # "the surveyor": "le géomètre"
            return True
        if lang == "de" and any(concepts.compound_of(x, w) for x in ws):
            return True  # a German compound is a kind of its last part: "Schwangerschaftsabbruch" is an "Abbruch"
    return False


def _a_sum_of(st: Statement, keys, corpus: Corpus) -> bool:
    """Whether a sentence of the statement writes a sum and names one of the people `keys` (or is theirs)."""
    for part in sentences(st.text):
        if _A_SUM_WRITTEN.search(part) and (
            st.owner in keys or any(m[2] in keys for m in mentions(part, corpus.people))
        ):
            return True
    return False


_A_SUM_WRITTEN = re.compile(
    r"[$€£¥]\s?\d|\d(?:[\d.,'\u00a0 ]*\d)?\s?(?:€|\$|£|eur\b|euros?\b|usd\b|dollars?\b|bucks\b|pesos?\b"
    r"|francs?\b|fcfa\b|cup\b|fulas?\b|k\b|grand\b)",
    re.IGNORECASE,
)


def _met(word: str, wk: set[str], ws: list[str], lang: str) -> bool:
    """A word of the text that `word` meets by its stem or family, and is no other word: "Wed" of "Mon and Wed
    7pm" is no wedding (a stem of three letters or fewer is met only by the word as written, or a letter apart)."""
    for t in ws:
        tk = {key(t, lang), key(t, "en")}
        if not (wk & tk or any(related(a, b) for a in wk for b in tk)) or concepts.agent_only(t, word):
            continue
        if t in (word, word + "s") or min(len(k) for k in tk) > 3:
            return True
        if abs(len(t) - len(word)) <= 1 and (t.startswith(word) or word.startswith(t)):
            return True  # a letter apart: "mèr" is "mère"
    return False


def _stating(st: Statement, words: list[str], *, most: bool = False) -> list[str]:
    """The sentences of a statement that hold the request's words (all of it when none does alone); `most`: only
    those holding most of them ("Mere is on the support crew.", not "Regionals … at the Trusts Arena." for "that
    Mere's on the support crew for regionals")."""
    parts = [p.strip() for p in sentences(st.text) if p.strip()]
    if len(parts) < 2 or not words:
        return [st.text]
    counts = [
        sum(_holding(p, [w], st.lang) for w in words) if most else int(_holding(p, words, st.lang)) for p in parts
    ]
    best = max(counts) if most else 1
    return [p for p, n in zip(parts, counts, strict=True) if n and n >= best] or [st.text]


def _semantic_seeds(item: Item, corpus: Corpus, owner_keys) -> list[Statement]:
    """What the sentence model proposes when no word ties the request to a note: only a clear standout."""
    text = " ".join(item.words) if item.words else item.text
    sims = semantic.similarities(text, [st.text for st in corpus.statements])
    if not sims:
        return []
    z = semantic.standout(sims)
    ranked = sorted(zip(corpus.statements, sims, z, strict=True), key=lambda x: -x[1])
    best = ranked[0]
    if best[2] < 3.0 or best[1] < 0.25:
        return []
    margin = best[1] - (ranked[1][1] if len(ranked) > 1 else 0)
    out = [st for st, s, zz in ranked if zz >= 3.0 and s >= best[1] - 0.05]
    return out if margin >= 0.05 or len(out) > 1 else []


def _closest_in(item: Item, sids: list[int], corpus: Corpus) -> list[int]:
    """Among one person's statements, those the sentence model puts clearly closest to the request's words."""
    if not sids:
        return []
    sims = semantic.similarities(" ".join(item.words), [corpus.statements[sid].text for sid in sids])
    if not sims:
        return []
    best = max(sims)
    rest = sorted(sims)[: max(1, len(sims) - 1)]
    typical = rest[len(rest) // 2]
    if best < 0.15 or best - typical < 0.1:
        return []
    return [sid for sid, s in zip(sids, sims, strict=True) if s >= best - 0.05]


def _sections(words: list[str], corpus: Corpus, phrases: list[tuple[str, ...]] = ()) -> list[int]:
    """Statements under a heading that names the topic ("## Job search", "## Wohnungssuche"): by one of the
    words, or one of the matter's names of several words written whole."""
    wkeys = (
        {key(w) for w in words}
        | {key(w, "de") for w in words}
        | {key(w, "es") for w in words}
        | {key(w, "fr") for w in words}
    )
    # (a word saying its base is missing is no family of it: "arbeitslos" is no "## Arbeit", "jobless" no "## Job")
    kin = {key(w, lang) for w in words if not _PRIVATIVE.search(w) for lang in ("en", "de", "es", "fr")}
    out: list[int] = []
    for path_heading, sids in corpus.headings.items():
        heading = path_heading.split("#", 1)[1]
        hw = [w for w in folded_words(heading) if w not in _STOP]
        hk = {key(w, lang) for w in hw for lang in ("en", "de", "es", "fr")}
        # (a family, not a compound it begins: "## Private" is no heading of "Privatkredit")
        if hw and (
            hk & wkeys
            or any(related(a, b) and abs(len(a) - len(b)) <= 3 for a in hk for b in kin)
            or any(phrase_in(p, hw) for p in phrases)
        ):
            bare = re.sub(r"\([^()]*\)", " ", heading)  # ("## Wedding (Dana & Luis)": whose, in brackets)
            if _TWO_THINGS.search(bare) and not any(phrase_in(p, hw) for p in phrases):
                said = {w for w in hw if {key(w, lang) for lang in ("en", "de", "es", "fr")} & wkeys}
                bw = [w for w in folded_words(bare) if w not in _STOP]
                if [w for w in bw if w not in said and w not in _AND_WORDS and not _names_person(w, corpus)]:
                    continue  # "## Cofradía y aficiones": the brotherhood and the hobbies, not all of it hers
            out += sids
    return out


_TWO_THINGS = re.compile(r"\s(?:and|und|y|e|et)\s|\s?[&/+]\s?", re.IGNORECASE)
_PRIVATIVE = re.compile(r"(?:los|lose|losen|losigkeit|less|lessness)$")
_AND_WORDS = frozenset({"and", "und", "y", "e", "et"})


_MIXED_WORD = re.compile(r"[^\W\d_]\d|\d[^\W\d_]")


def _declared(name: str, corpus: Corpus) -> bool:
    p = corpus.people.named(name)
    return p is not None and bool(p.relations or p.kin)


def _names_another(st: Statement, which: list[str]) -> bool:
    """The statement names none of `which` and names something else by name, past its first word."""
    ws = {unpossessive(w) for w in folded_words(st.text)}
    if any(unpossessive(w) in ws for w in which) or st.lang == "de":
        return False  # (German writes every noun with a capital)
    start = _first_word_start(st.text)
    return any(
        m.start() > start and not _AFTER_SENTENCE.search(st.text[: m.start()])
        for m in re.finditer(r"(?<![\w'’])[A-ZÀ-Ý][\w'’-]+", st.text)
    )


def _with_a_rare_word(scored, words: list[str], found, corpus: Corpus) -> list:
    """Of a topic named by a rare word and everyday ones ("the GDC complaint"), the statements that hold the rare
    word or the matter: "Complaint to Leicester City Council about the bins" is another complaint."""
    rare = [w for w in words if commonness(w) < 3.0 and not w.isdigit()]
    # (a number naming the thing it goes before is its name: "that 341 meeting business")
    rare += [w for w, n in zip(words, words[1:], strict=False) if w.isdigit() and len(w) >= 3 and n.isalpha()]
    if not rare or len(rare) == len(words):
        return scored
    own = {sid for sid, h in _hits(rare, found, corpus).items() if h >= 0.9}  # as written, or its matter's
    if not any(sid in own for sid, _ in scored):
        return scored  # the rare word is written nowhere they are ("wie es danach weiterging")
    return _own_or_the_matters(scored, own, found, corpus)


def _own_or_the_matters(scored, own: set[int], found, corpus: Corpus) -> list:
    """Of the scored statements, those in `own` or that mention one of the matters `found`."""
    sts = corpus.statements
    return [
        (sid, h)
        for sid, h in scored
        if sid in own or any(c.in_words(folded_words(sts[sid].text), sts[sid].lang) for c in found)
    ]


def _not_only_phrase_words(scored, words: list[str], found, ws: list[str], corpus: Corpus, lang: str) -> list:
    """Of the statements a matter's words hit, not those that hold only a word that qualifies another in its name
    said as a phrase, and nothing of the matter: "back" of "my back injury" is not "going back to family court"
    ("flat" of "the new flat", "arrêt" of "mon arrêt de travail" is the thing itself; a word that names the matter
    alone, "espalda", says it)."""
    romance = lang in ("es", "fr")  # the thing first, then what it is of
    phrased = {
        w for c in found for p in c.names if len(p) > 1 and phrase_in(p, ws) for w in p[romance : len(p) - 1 + romance]
    }
    # a saying of three words or more names the matter as a whole: "house" of "behind with the house" is no house;
    # so does a compound a relation word opens: "support" of "child support" is no child support
    phrased |= {
        w
        for c in found
        for p in c.names
        if (len(p) > 2 or p[0] in REL_OF) and len(p) > 1 and phrase_in(p, ws)
        for w in p
    }
    # a word right before one of the matter's one-word names qualifies it: "boat" of "the boat loan" is no boat
    # ("The boat: Rodel and Jun-Jun …")
    singles = {p[0] for c in found for p in c.names if len(p) == 1}
    if not romance:
        said = ws[: len(ws) - len(words)] if ws[len(ws) - len(words) :] == words else ws  # (the request's own words)
        phrased |= {
            a
            for a, b in zip(said, said[1:], strict=False)
            if b in singles and a in words and a not in _STOP and a not in REL_OF
        }
    phrased -= singles
    rest = [w for w in words if w not in phrased]
    if not phrased or len(rest) == len(words):
        return scored
    own = {sid for sid, h in (_hits(rest, found, corpus) if rest else {}).items() if h > 0}
    return _own_or_the_matters(scored, own, found, corpus)


def _headed_for_another(st: Statement, item: Item, whose: frozenset[str] | set[str], corpus: Corpus) -> bool:
    """A line under a heading naming someone else than whom the request is about ("## El local de la Blanca" for
    "lo d mi compadre byron q le cogieron … en el local"): not theirs."""
    if item.owner.kind not in ("name", "relation") or not st.headings:
        return False
    named = {m[2] for h in st.headings for m in mentions(h, corpus.people)} - {"user"}
    return bool(named) and not named & set(whose)


def _in_phrase_names(found, ws: list[str]) -> set[str]:
    """The words of a matter's name of several words the request says ("money" of "my money troubles")."""
    return {w for c in found for p in c.names if len(p) > 1 and phrase_in(p, ws) for w in p}


def _who(item: Item) -> str:
    """Whom a request about someone is about, in a plan's words ("your husband", "Felix")."""
    if item.owner.kind != "name":
        return "your " + relation_label(item.owner.word)
    said = {unpossessive(w) for w in folded_words(item.text)}
    if item.near is not None and item.near.word == item.owner.word:
        return item.owner.word  # (the name said with the thing before it: "Shauna's ex an the court order")
    if fold(item.owner.word) not in said and fold(item.owner.word) + "s" not in said:  # ("Mateo's", "tobis")
        # "what Perrin called me": the name the request says of them (a surname); "forget her": a name the request
        # did not say is not repeated
        named = [
            t.text
            for t in tokens(item.text)[1:]
            if t.text[:1].isupper() and fold(t.text) not in _STOP and commonness(unpossessive(t.text)) < 4.0
        ]
        return unpossessive(named[0]) if named else "the person we talked about"
    return item.owner.word


def _written_in(words: list[str], sts: list[Statement]) -> bool:
    """Whether one of the words is written in the statements as it is (not only as a matter's other word)."""
    held = {w for st in sts for w in folded_words(st.text)}
    return any(w in held for ws in map(folded_words, words) for w in ws)


def _general_label(item: Item, said: list[str] | None = None) -> str:
    """`said`: the request's words the notes hold, as they write them ("Chor", not "ausgetreten" of "aus dem
    Chor ausgetreten")."""
    phrase = " ".join(said or item.words)
    if item.owner.kind in ("relation", "name"):
        base = f"everything about {_who(item)}"
        return base if not phrase else f"{base} ({phrase})"
    if item.demonstrative and item.owner.kind == "none" and not item.topic:
        return f"that {phrase}"  # "scrub that dinner": the one just talked about, not "your dinner"
    whose = "the" if re.search(r"\byou\b", phrase) else "your"  # "the money you borrowed", not "your money you …"
    return f"everything about {whose} {phrase}" if item.topic else f"{whose} {phrase}"


def _expand_names(
    chosen: dict[int, Statement], corpus: Corpus, which: list[str] = (), found=(), words=()
) -> dict[int, Statement]:
    """Names that belong to the topic alone bring every note that names them ("Elena", "Halcyon Bio"); not a
    name the request gives to say which ("das Sparbuch für Paul"). Of a line that also says other things, the
    names of the sentences that name the matter (`found`): "De Regenboog" of "Daan (5): groep 2 at De
    Regenboog. Logopedie Wednesdays …" is his school's, not his speech therapy's. With no matter known, the
    sentences saying the request's `words` ("… in Medellín. … She got a medida de protección against him in 2021
    (Comisaría de Familia).": the Comisaría, not Medellín)."""
    for _ in range(2):
        added = False
        sts = [
            replace(st, text=_parts_stating(st, found)) if found else _saying_words(st, words) for st in chosen.values()
        ]
        for name, holders in _names_in(sts, corpus).items():
            if set(which) & set(folded_words(name)):
                continue
            if " " not in name and fold(name) in corpus.how_they_write:
                continue  # a word of how the user writes, opening a sentence ("Gert embarrassing": Bristolian "very")
            if all(_kept_from(name, corpus.statements[sid].text) for sid in holders if sid in chosen):
                continue  # "haven't told Ramos", "Don't tell Ramos or Tre": whom it is kept from, not its own
            if " " not in name and all(
                _placed_name(name, corpus.statements[sid].text) for sid in holders if sid in chosen
            ):
                continue  # "Sa mère a appelé de Banjul …": where someone is, any other line's town too
            if " " not in name and all(
                where_someone_is(name, corpus.statements[sid].text) for sid in holders if sid in chosen
            ):
                continue  # "attorney on the roof lawsuit, office on Poydras": where he works, not the lawsuit
            if any((p := corpus.people.named(w)) is not None and p.relations for w in name.split()):
                continue  # someone the notes say who they are has a life of their own ("Tochter: Sieglinde"
                # in the savings book's recap, "Socia: Núria" beside the loan); a matter's roles come with it
            if name.isupper() and any(
                re.search(
                    rf"\b{re.escape(name)}\s+(?:de|du|des|d'|of|del|der|von)\s*[A-ZÀ-Ý]", corpus.statements[sid].text
                )
                for sid in holders
                if sid in chosen
            ):
                continue  # the kind of a place, named by its town ("CHU de Brest"): any other CHU is another's
            outside = [sid for sid in holders if sid not in chosen]
            matters = {c.name for c in found}
            if matters and _placed_in(name, [corpus.statements[sid].text for sid in holders if sid in chosen]):
                # where the matter was treated, its department of another matter ("the CUH eye clinic for the
                # cataract"): no note of this one
                outside = [
                    sid
                    for sid in outside
                    if not (
                        _department_of(name, corpus.statements[sid].text)
                        and (t := _traits_in(corpus.statements[sid]) - _ANY_ILLNESS)
                        and not t & matters
                    )
                ]
            if len(outside) >= 4 and len(outside) > 3 * (len(holders) - len(outside)):
                continue  # named far more often about other things ("FET" beside the loan that paid for it)
            if any(_elsewhere(corpus.statements[sid], chosen, corpus) for sid in outside):
                continue  # it also names something else the topic is not about ("Sister: Dana Blake")
            postal = re.compile(r"\b\d{4,5}\s+(?:[\w-]+[ -])?" + re.escape(name) + r"\b")
            if any(postal.search(corpus.statements[sid].text) for sid in outside):
                continue  # a town someone lives in ("Jobcenter Wilhelmsburg" / "21107 Hamburg-Wilhelmsburg")
            placed = re.compile(r"\b(?:in|at|à|en|bei|im|au)\s+" + re.escape(name) + r"\b")
            if " " not in name and any(
                _declares_role(corpus.statements[sid]) and placed.search(corpus.statements[sid].text) for sid in outside
            ):
                continue  # a district someone's own entry places them in ("Daughter: Jade, hairdresser … in Heaton")
            # the user's own line ("Jiwoo Han, 29, backend engineer at Kiezlabs") is theirs, not the topic's
            outside = [sid for sid in outside if not _names_the_user(corpus.statements[sid], corpus)]
            # a line that says who they are ("Médecin traitant : Dr Aubry") is theirs, not the topic's
            outside = [sid for sid in outside if not _declares_role(corpus.statements[sid])]
            if " " not in name and all(
                _in_a_place(name, corpus.statements[sid].text) for sid in holders if sid in chosen
            ):
                # a town ("Neurologe Dr. Bischof in Feldkirch") brings no line of someone else's own ("Rosi: Gallenblase
                # 2024 im LKH Feldkirch"), only the matter's people's
                ours = {"user", *(c.owner for c in chosen.values())}
                outside = [
                    sid
                    for sid in outside
                    if not (
                        corpus.statements[sid].owner in corpus.people.by_key
                        and corpus.statements[sid].owner not in ours
                    )
                ]
            for sid in outside:
                chosen[sid] = corpus.statements[sid]
                added = True
        if not added:
            break
    return chosen


# a clause keeping it from someone, up to their name: "haven't told Ramos", "Don't tell Ramos or Tre", "no se lo
# he dicho a Ander", "hab's Uta noch nicht gesagt", "je ne l'ai pas dit à Paul" (not "had to tell the NDLS abt it")
_NOT_TELLING = re.compile(
    r"\b(?:haven'?t|hasn'?t|have\s+not|not|don'?t|didn'?t|never|nicht|nie|no|jamás|pas|jamais)\b[^.;:!?]*"
    r"\b(?:tell|told|telling|sag\w*|gesagt|erzählt|dicho|contado|decir|contar|dit|raconté|dire)\b[^.;:!?]*$",
    re.IGNORECASE,
)


_ANY_ILLNESS = frozenset({"medication", "illness"})  # (what goes with any illness: no other matter of its own)


def _placed_in(name: str, texts: list[str]) -> bool:
    """Every one of the texts writes the name as where ("three nights in the CUH", "ambulance to the CUH")."""
    at = re.compile(
        rf"\b(?:in|at|to|into|from|im|ins|zum|zur|en|al|à|au|aux)\s+(?:the\s+|el\s+|la\s+|le\s+)?{re.escape(name)}\b"
    )
    return bool(texts) and all(at.search(t) for t in texts)


def _department_of(name: str, text: str) -> bool:
    """The text names a department of the place called so ("the CUH eye clinic", "die Uniklinik-Augenambulanz")."""
    return re.search(rf"\b{re.escape(name)}[\s-]+(?:[a-zà-ÿ]+\s+){{0,2}}{_DEPARTMENT}", text, re.IGNORECASE) is not None


_DEPARTMENT = (
    r"(?:clinic|unit|ward|department|dept|a&e|clinique|service|unité|consulta|servicio|unidad|klinik|ambulanz"
    r"|station|abteilung)\b"
)


_DOCTOR_BEFORE = re.compile(r"\b(?:Dr|Dra|Doktor|Docteur|Prof)\.?\s+$")
_MEDICAL = frozenset(
    """doctor therapist dentist endocrinologist neurologist pulmonologist cardiologist dermatologist
    gastroenterologist oncologist rheumatologist urologist ophthalmologist""".split()
)


def _in_a_place(name: str, text: str) -> bool:
    """Every mention of `name` in `text` says where something is ("in Feldkirch", "im LKH Feldkirch")."""
    at = [m.start() for m in re.finditer(rf"\b{re.escape(name)}\b", text)]
    return bool(at) and all(_IN_BEFORE.search(text[:i]) for i in at)


_IN_BEFORE = re.compile(r"\b(?:in|im|at|à|au|en|bei|nach|near)\s+$", re.IGNORECASE)


def _placed_name(name: str, text: str) -> bool:
    """Every mention of `name` in `text` says where: after "à", "in", "from", "de", "aus" ("appelé de Banjul")."""
    at = [m.start() for m in re.finditer(rf"\b{re.escape(name)}\b", text)]
    return bool(at) and all(CAME_FROM.search(text[:i]) for i in at)


def _kept_from(name: str, text: str) -> bool:
    """Whether every mention of `name` in `text` is of someone it is kept from (see `_NOT_TELLING`)."""
    at = [m.span() for m in re.finditer(rf"\b{re.escape(name)}\b", text)]
    unknowing = [m.span(1) for m in WHO_DOESNT_KNOW.finditer(text)] if at else []
    return (
        bool(at)
        and all(
            _NOT_TELLING.search(text[:i])
            or any(a <= i and j <= b for a, b in unknowing)  # "Regan doesn't know."
            or (_IF_BEFORE.search(text[:i]) and _FINDS_OUT.match(text, j))
            or (_NOBODY_AT.search(text[:i]) and _KNOWS.match(text, j))
            for i, j in at
        )
    )


# "Personne à la RTM ne sait", "nobody at the depot knows", "niemand bei der Arbeit weiß es", "nadie en el
# trabajo sabe": where no one knows
_NOBODY_AT = re.compile(
    r"\b(?:personne|nobody|no\s+one|niemand|nadie)\s+(?:à|au|aux|at|in|from|bei|im|in\s+der|en|de|del)\s+"
    r"(?:la\s+|le\s+|les\s+|l['’]|the\s+|der\s+|dem\s+|el\s+|la\s+)?$",
    re.IGNORECASE,
)
_KNOWS = re.compile(r"\s+(?:ne\s+)?(?:le\s+)?(?:sait|savent|knows|know|weiß|wissen|sabe|saben)\b", re.IGNORECASE)


# "If the RMV finds out I lose the CDL", "wenn die Arbeit das erfährt", "si el jefe se entera": whom it is kept from
_IF_BEFORE = re.compile(
    r"\b(?:if|in\s+case|wenn|falls|si)\s+(?:the\s+|der\s+|die\s+|das\s+|el\s+|la\s+|los\s+|le\s+|les\s+|l['’])?$",
    re.IGNORECASE,
)
_FINDS_OUT = re.compile(
    r"\s+(?:ever\s+)?(?:finds?\s+out|found\s+out|gets?\s+wind|hears?|learns?|knew|knows|erfährt|erfahren|das\s+erfährt"
    r"|se\s+entera|se\s+enteran|lo\s+sabe|l['’]apprend|apprend|le\s+sait|l['’]sait)\b",
    re.IGNORECASE,
)


def _names_the_user(st: Statement, corpus: Corpus) -> bool:
    user = next((p for p in corpus.people.by_key.values() if p.key == "user"), None)
    return user is not None and bool(user.names & set(folded_words(st.text)))


def _declares_role(st: Statement) -> bool:
    """A line under a relation or role label ("Médecin traitant : Dr Aubry", "GP: Dr. Hussain")."""
    words = [fold(w) for w in folded_words(st.label or "")]
    if not words or not any(w in REL_OF or w in _ROLE_LABELS for w in words):
        return False
    # who they are, not what they said ("DDU solicitor: GDC case examiners should decide by July")
    rest = st.text.split(":", 1)[1] if ":" in st.text else ""
    return _A_NAME_GIVEN.match(rest) is not None


# a name said after a label, and nothing that goes on as a sentence ("Dr Aubry", "Dr. Lisa Kim at Morehouse",
# "Ilse Maas, 06 …"), not "GDC case examiners should decide"
_A_NAME_GIVEN = re.compile(
    r"\s*(?:[a-zà-ÿ]+\s+){0,2}(?:(?i:"
    + "|".join(re.escape(t.rstrip(".")) for t in TITLES)
    + r")\.?\s+)?[A-ZÀ-Ý][\w'’.-]*(?:\s+(?:[A-ZÀ-Ý][\w'’.-]*|[\"“«]\s?[A-ZÀ-Ý][\w'’.-]*\s?[\"”»])){0,3}"
    r"\s*(?:$|[,;.(\d–—-]|\s(?:at|in|of|from|à|au|en|de|del|bei|im|von|aus)\b)"
)


# labels that say who someone is to the user, beside the relations ("PCP: Dr. Lisa Kim")
_ROLE_LABELS = frozenset({"pcp"})


def _elsewhere(st: Statement, chosen: dict[int, Statement], corpus: Corpus) -> bool:
    """A statement in a curated section of its own that none of the topic's statements share."""
    if not st.headings or _is_daily(st.path):
        return False
    topic_sections = {(c.path, c.heading) for c in chosen.values()}
    return (st.path, st.heading) not in topic_sections


def _is_daily(path: str) -> bool:
    return re.search(r"/memory/\d{4}-\d{2}-\d{2}", path) is not None


_PROPER = re.compile(r"(?<![\w'])([A-ZÀ-Ý][\w'&-]+(?:\s+(?:&\s+)?[A-ZÀ-Ý][\w'-]+)*)")
_NOT_NAME = {
    fold(w)
    for w in [
        "Dr",
        "Dra",
        "Mr",
        "Mrs",
        "Ms",
        "Sr",
        "Sra",
        "Prof",
        "Tel",
        "Telefon",
        "Handy",
        "Mobil",
        "Fax",
        "Cell",
        "Mobile",
        "Phone",
        "Email",
        "E-Mail",
        "Nr",
        "No",
        "Tél",
        "Móvil",
        "I",
        "The",
        "A",
        "An",
        "My",
        "Our",
        "Your",
        "We",
        "He",
        "She",
        "They",
        "It",
        "This",
        "That",
        "Mon",
        "Tue",
        "Wed",
        "Thu",
        "Fri",
        "Sat",
        "Sun",
        "Monday",
        "Tuesday",
        "Wednesday",
        "Thursday",
        "Friday",
        "Saturday",
        "Sunday",
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
        "Jan",
        "Feb",
        "Mar",
        "Apr",
        "Jun",
        "Jul",
        "Aug",
        "Sep",
        "Sept",
        "Oct",
        "Nov",
        "Dec",
        "Q1",
        "Q2",
        "Q3",
        "Q4",
        "Dr",
        "Mr",
        "Mrs",
        "Ms",
        "Week",
        "Today",
        "Tomorrow",
        "Yesterday",
        "Booked",
        "Paid",
        "Applied",
        "Sent",
        "Took",
        "Ran",
        "Called",
        "Mailed",
        "Started",
        "Signed",
        "Picked",
        "Raise",
        "Target",
        "Team",
        "Ship",
        "Reply",
        "WhatsApp",  # (how someone is reached, in any matter's line)
        "Signal",
        "Telegram",
        "Chase",
        "Send",
        "Check",
        "Summarize",
        "Wedding",
        "Guest",
        "Venue",
        "Caterer",
        "Florist",
        "Recruiter",
        "Lawyer",
        "Kids",
        "Sister",
        "Mom",
        "Dad",
        "Kestrel",
        "Project",
        # God in a thanks or a sigh ("gracias a Dios", "thank God", "Gott sei Dank", "Dieu merci"), in any line
        "Dios",
        "God",
        "Gott",
        "Dieu",
        "Lord",
    ]
}


# a sentence just ended ("… 14/04. Revisión el 16/06"), not a title ("Dr. Baptiste", "Sra. Ruiz")
_AFTER_SENTENCE = re.compile(r"(?<!\bDr)(?<!\bDra)(?<!\bMr)(?<!\bMrs)(?<!\bMs)(?<!\bSr)(?<!\bSra)(?<!\bSt)[.!?:]\s+$")


_FIRM = re.compile(r"&|\b(?:Co|Ltd|LLC|LLP|GmbH|Inc|Partners|Associates|Abogados|Avocats|Anwälte)\b")


# (and a possessive that opens a line: "My Post Office savings" is the Post Office's, "the Post Office" elsewhere)
_ARTICLE_WORDS = frozenset("the la el le les los las der die das den my our mi mis mein meine mon ma mes".split())


def _names_in(sts: list[Statement], corpus: Corpus) -> dict[str, list[int]]:
    """Names written in the chosen statements, and every statement of the home that holds each, in the order
    they are first written (the topic widens name by name: the same notes give the same topic every time)."""
    names: dict[str, None] = {}
    user_names = _users_names(corpus)
    for st in sts:
        german = None
        for m in _PROPER.finditer(st.text):
            phrase = m.group(1)
            if re.fullmatch(r"I['’](?:ll|m|ve|d)", phrase):
                continue  # "I'll", "I'm": the pronoun
            if re.fullmatch(r"[JjMmTtSsNnCcLlDd]['’][a-zà-ÿ]\w*", phrase.split()[0]):
                continue  # "J'sus mad", "J'ai": an elided pronoun or article before a word written small
            first = phrase.split()[0]
            opening = m.start() == _first_word_start(st.text) or _AFTER_SENTENCE.search(st.text[: m.start()])
            if " " in phrase and (
                unpossessive(fold(first)) in REL_OF
                or fold(first) in _ARTICLE_WORDS
                # ("Im Heim weiß et keener": a sentence's "im", no name; not "Me Lambert", a lawyer's title)
                or (opening and fold(first) in _OPENING_PREPOSITIONS)
            ):
                phrase = phrase[len(first) :].strip()  # "Dad's CT": the CT, not Dad; "La Pemán dice": Pemán
            if all(fold(w) in _NOT_NAME or fold(w) in _STOP for w in phrase.split()):
                continue  # "La Dra": an article and a title
            acronym = phrase.isupper() and phrase.isalpha() and len(phrase) >= 2  # "CRA", "TD", "HMRC"
            if acronym and commonness(phrase) >= 5.0:
                continue  # a word written loud ("wear them at EVERY rehearsal"), no name
            starts = (
                m.start() == _first_word_start(st.text)
                or (
                    _AFTER_SENTENCE.search(st.text[: m.start()])
                    # (a verb's past with its accent is rarer in print: "… de la bulimia. Lloré un chin.", "Soñó con …")
                    and (
                        commonness(phrase) >= (3.0 if st.lang in ("es", "fr") and phrase[-1:] in "éóíáú" else 4.0)
                        or fold(phrase) in _attribute_words()  # ("… Glanamman. Landline 01269 …")
                    )
                    and corpus.people.named(phrase) is None  # "… Revisión el 16/06." is a word, "… Baptiste said" not
                )
            )
            if starts and " " not in phrase and not acronym:
                continue  # a capital only because it starts the line or a sentence ("… today. First call")
            if (
                " " not in phrase
                and re.search(r"[.!?]\s+[¡¿]?$", st.text[: m.start()])  # (not after a colon: "Code name: Bluefin.")
                and re.match(r"\s*(?:[,!]|[.]\s*$)", st.text[m.end() :])
                and corpus.people.named(phrase) is None
            ):
                continue  # a word said on its own to open a sentence: "… Ojú, a pagar en plazos.", "… Cónchale."
            f = fold(phrase)
            if f in _NOT_NAME or f in user_names or (len(f) < 3 and not acronym) or unpossessive(f) in REL_OF:
                continue  # ("Mum's purse": whose, no name)
            if all(w in _CALENDAR or w.rstrip("s") in _CALENDAR for w in f.split()):
                continue  # "Tuesdays", "Thursday June": when, not what
            # (a doctor's name that is also a word or someone else's: "Neurologe Dr. Bischof" beside "Otmar Bischof:
            # Kassier": the doctor, found by the title as written)
            doctor = _DOCTOR_BEFORE.search(st.text, 0, m.start()) if " " not in phrase else None
            p = corpus.people.named(phrase.split()[0])
            if (
                " " not in phrase
                and upper_german_commonness(phrase) >= 4.0
                and (german if german is not None else (german := st.lang == "de" or guess_language(st.text) == "de"))
                # (a German line in a Spanish note too; its language guessed once)
                and not corpus.people.named(phrase)
            ):
                if doctor is None:
                    continue  # German writes every noun with a capital: "Uhr", "Wohnung" are no names
                phrase, p = st.text[doctor.start() : m.end()], None
            if p is not None and doctor is not None and not p.relations & _MEDICAL:
                phrase, p = st.text[doctor.start() : m.end()], None
            if p is not None and not _FIRM.search(phrase):
                continue  # a person the notes declare is more than this topic (not their firm: "Hayes & Co")
            if phrase in names:
                continue
            names[phrase] = None
            if (short := _short_name(phrase, corpus)) is not None:  # (read once per name, not per mention)
                names[short] = None
    out = {}
    for name in names:
        f = fold(name)
        written = re.compile(r"(?<!\w)" + re.escape(name) + r"(?!\w)")  # "Bluefin", not "the bluefin tuna"
        holders = [st.sid for st in corpus.statements if f in fold(st.text) and written.search(st.text)]
        if holders:
            out[name] = holders
    return out


# German prepositions with their article, which open a sentence with a capital ("Im Heim …", "Beim Arzt …")
_OPENING_PREPOSITIONS = frozenset(
    """im am beim vom zum zur ins ans aufm übern unterm since after before until during while took met saw told
    rang gave sent paid""".split()
)


def _short_name(phrase: str, corpus: Corpus) -> str | None:
    """The first word of a firm's or place's name of several words, when the notes call it by that word alone
    ("Back at Origin for round two" of "Origin Fertility Care"): written with its capital inside a sentence, and
    never before another capitalised word than the name's own ("Ulster Hospital" is not "Ulster Bank")."""
    words = phrase.split()
    first = words[0]
    if len(words) < 2 or len(first) < 4 or not first.isalpha() or not first[:1].isupper() or first.isupper():
        return None
    alone = False
    for st in corpus.statements:
        if first not in st.text:
            continue
        for m in re.finditer(rf"(?<=[^\W\d_] ){re.escape(first)}\b(\s+[A-ZÀ-Ý][\w'’-]*)?", st.text):
            after = (m.group(1) or "").strip()
            if after and after != words[1]:
                return None
            alone = alone or not after
    return first if alone else None


def _first_word_start(text: str) -> int:
    m = re.search(r"[^\W\d_]", text)
    return m.start() if m else 0


def _section_chosen(word: str, chosen: set[int], corpus: Corpus) -> bool:
    """Whether every statement under the headings a word names is chosen."""
    keys = {key(word, lang) for lang in _LANGS}
    named: dict[str, bool] = {}  # (each heading's words read once, not once per statement under it)
    for st in corpus.statements:
        for h in st.headings:
            if h not in named:
                named[h] = bool(keys & {key(x, lang) for x in folded_words(h.split("#", 1)[-1]) for lang in _LANGS})
            if named[h] and st.sid not in chosen:
                return False
    return True


def _terms(sts: list[Statement], words: list[str], found, corpus: Corpus, item: Item) -> list[str]:
    """Words to follow into reminders, task history and items — only words no other note uses: the
    request's own words as the notes write them (a phrase where it can: "window seats"), the names that
    belong to a topic, and its matter's words ("prenatal", "mediation")."""
    chosen = {st.sid for st in sts}
    texts = {st.sid: folded_words(st.text) for st in corpus.statements}

    def exclusive(p: tuple[str, ...], named: bool = False) -> bool:
        holders = {sid for sid, ws in texts.items() if phrase_in(p, ws)}
        # a topic's own name may be written in no note, only in its heading and in jobs ("mariage")
        return (bool(holders) or named) and holders <= chosen

    out = []
    heads = _heading_keys(corpus)
    phrased = _in_phrase_names(found, words)  # "money" of "money troubles" is the matter's name, not a word of it
    # the shortest runs of the request's own words that only the chosen notes write: "albatros" (then
    # "Resumen Albatros" is found too), "window seats" when neither word alone is the fact's
    for n in range(1, min(4, len(words)) + 1):
        for i in range(len(words) - n + 1):
            p = tuple(words[i : i + n])
            short = len(p[0]) < (4 if item.topic and len(words) == 1 else 5)  # "tout ce qui parle de vélo"
            short = short and not (len(p[0]) >= 3 and _MIXED_WORD.search(p[0]))  # "A1C", "B12": letters and digits
            if n == 1 and (short or p[0] in _STOP or p[0] in _GENERIC or p[0] in phrased):
                continue
            if n == 1 and len(words) > 1 and (commonness(p[0]) >= 5.0 if not item.topic else commonness(p[0]) >= 5.5):
                continue  # "place" of "Thai place", "otra" of "la otra cadena": an everyday word says nothing alone
            if any(phrase_in(tuple(o.split()), list(p)) for o in out):
                continue
            heading = n == 1 and any(key(p[0], lang) in heads for lang in _LANGS)
            # (a heading's word only of a section the topic takes whole: not "Money" of "## Money" over the salary)
            heading = heading and _section_chosen(p[0], chosen, corpus)
            if exclusive(p, named=item.topic and heading and len(p[0]) >= 5):
                out.append(" ".join(p))
    if item.topic:  # German compounds of the topic's word ("Chorprobe" for "Chor"), as the notes write them
        for w in words:
            for st in sts:
                for c in folded_words(st.text):
                    if st.lang == "de" and len(w) >= 4 and _compound_of(c, w) and exclusive((c,)):
                        out.append(c)
    if item.topic or item.owner.kind in ("relation", "name") or found:
        own = sts
        if found and (not item.topic or item.owner.kind in ("relation", "name")):
            # a fact's names are those of the parts that state it: "Pichilemu" of "Fin de semana en Pichilemu con
            # Seba; … Ojo en los restoranes: nada de mariscos" is the weekend's, not the allergy's; "Dublin" of
            # "Sister: Aoife, Dublin, … Expecting her first baby in December" is hers, not the pregnancy's (nor,
            # of all about someone's matter, "Bristol" of "Daughter: Ffion, graphic designer in Bristol. …")
            own = [replace(st, text=_parts_stating(st, found)) for st in sts]
        if item.owner.kind in ("relation", "name") and words:
            # (a thing of theirs that no part names as its matter: the sentences saying its words, not the head of
            # their line: "Santa Lucía" of "Mamá: Ninfa …, en su casa de Santa Lucía. … Le debe 600 dólares a un
            # garrotero del mercado")
            own = [
                _saying_words(st, words) if o.text.split() == st.text.split() else o
                for o, st in zip(own, sts, strict=True)
            ]
        for name, holders in _names_in(own, corpus).items():
            if " " not in name and commonness(name) >= 5.0:
                continue  # an everyday word of a longer name ("Familia" of "Juzgado de Familia"): a heading's too
            # (not a name written in a line of another matter, however it writes it: "Alquiler: … a don Gregorio
            # Alemán (casero, …)" is the rent's, for "Don Gregorio" of the dispute with him)
            if " " not in name and all(where_someone_is(name, corpus.statements[sid].text) for sid in holders):
                continue  # "attorney on the roof lawsuit, office on Poydras": where he is, not the lawsuit
            if all(_kept_from(name, corpus.statements[sid].text) for sid in holders):
                continue  # "If the RMV finds out I lose the CDL": whom it is kept from, not a word of it
            if set(holders) <= chosen and not _in_another_matter(
                tuple(folded_words(name)), chosen, texts, found, corpus
            ):
                out.append(name)
        # whom the matter has in a role, their line taken with it ("Counsellor: Rangi Tamihana" of the panic
        # attacks): their name, that the notes write only there, is followed too ("Counselling with Rangi at 4pm.")
        for person in {p.key: p for c in found for role in c.roles for p in corpus.people.with_relation(role)}.values():
            first = untitled(person.name).split()[0] if untitled(person.name) else ""
            shared = bool(corpus.people.twins_of(fold(first)))  # (not "Davie", beside Davie Lafferty)
            if first and not shared and any(st.owner == person.key for st in sts) and exclusive((fold(first),)):
                out.append(first)
        # a medicine the matter's lines name by its dose ("pregabalina 75 mg en la noche"), that only they write:
        # its reminder says it without the unit ("Pregabalina 75, Marielos.")
        for st in own:
            for m in _DOSED.finditer(st.text):
                if _rare((fold(m.group(1)),)) and exclusive((fold(m.group(1)),)):
                    out.append(m.group(1))
        for c in found:
            for p in c.words:
                if exclusive(p) or (
                    c.event
                    and not any(_phrase_in_forms(p, ws) for sid, ws in texts.items() if sid not in chosen)
                    and (len(p) > 1 or _rare(p))
                ):
                    # no note writes "Wohnungsanzeigen" or "pension alimentaire", a job or a page may (a phrase of
                    # a matter's own words names it, however everyday each word is)
                    out.append(" ".join(p))
    return list(dict.fromkeys(_as_written(t, sts) for t in out))


_DOSED = re.compile(r"\b([^\W\d_]{4,})\s+\d+(?:[.,]\d+)?\s*(?:mg|mcg|µg|ml|IE|UI|iu)\b", re.IGNORECASE)


def _phrase_in_forms(phrase: tuple[str, ...], ws: list[str]) -> bool:
    """The phrase in a row of words, each in any ending ("cuenta de ahorro" in "Cuenta de ahorros en el BCR")."""
    n = len(phrase)
    return any(
        all(w == p or (len(p) > 4 and w.startswith(p[:-1])) for w, p in zip(ws[i : i + n], phrase, strict=True))
        for i in range(len(ws) - n + 1)
    )


def _parts_stating(st: Statement, found) -> str:
    """A statement from its first sentence that names one of the matters on (all of it when none does): what
    comes before is about something else ("Fin de semana en Pichilemu con Seba; …", "Daan (5): groep 2 at De
    Regenboog."), what follows goes on about it ("Rücken wieder schlimmer … Sandro: mehr Rumpfübungen."). A ';'
    joins the parts of one sentence ("Premier rendez-vous chez Dr Le Goff ; on commence la sertraline.")."""
    parts: list[str] = []
    for piece in sentences(st.text):  # (abbreviations are no sentence end: "Follow-up with Dr. Baptiste: …")
        if parts and parts[-1].rstrip().endswith(";"):
            parts[-1] += piece
        else:
            parts.append(piece)
    return " ".join(parts[_first_naming(parts, found, st.lang) or 0 :])


# times of day, which say when, not what ("le samedi matin")
_DAYTIME = frozenset(
    fold(w)
    for w in """morning mornings afternoon afternoons evening evenings night nights morgens vormittags nachmittags
    abends nachts mañana mañanas tarde tardes noche noches matin matins matinée après-midi soir soirs soirée
    nuit""".split()
)


def _saying_words(st: Statement, words) -> Statement:
    """The statement from its first sentence that holds one of `words` (as it is when none does, or the first does);
    not a word of when ("… pourquoi il part le samedi matin" says when, not what). A story told in one line whose
    sentences take up who was said before is one ("Got had off by a romance scammer …: "Captain Richard Hale", ….
    Sent him £2,300 …. Reported to Action Fraud, …")."""
    if note_month(st.path) is not None:
        return st  # (a day's line tells one story: "Told Tracey about Richard Hale …. Rang Action Fraud, …")
    words = [w for w in words if w not in _CALENDAR and w not in _DAYTIME and w not in _STOP and len(w) >= 3]
    parts = sentences(st.text)
    first = next((i for i, p in enumerate(parts) if words and _holding(p, list(words), st.lang)), 0)
    if first and not st.label and any(_TAKES_UP_SOMEONE.search(p) for p in parts[1 : first + 1]):
        return st  # (a sentence taking up the one before it: "Sent him £2,300 …")
    return replace(st, text=" ".join(parts[first:])) if first else st


# a word taking up someone said before it ("Sent him £2,300 …", "… hat ihn angezeigt", "… le a dénoncé")
_TAKES_UP_SOMEONE = re.compile(r"\b(?:him|her|them|he|she|ihn|ihm|er|lui|leur|él|ella)\b")


def _first_naming(parts: list[str], found, lang: str) -> int | None:
    """The index of the first part that names one of the matters (None: none does)."""
    return next((i for i, p in enumerate(parts) if any(c.in_words(folded_words(p), lang) for c in found)), None)


def _as_written(term: str, sts: list[Statement], *, case: bool = False) -> str:
    """A folded term as a note writes it ("ecografia" -> "ecografía"), so it is found where it is written;
    `case`: with the note's capitals too ("Chor", for the plan's words)."""
    want = term.split()
    first = None
    for st in sts:
        toks = tokens(st.text)
        fw = [t.folded for t in toks]
        for i in range(len(fw) - len(want) + 1):
            if fw[i : i + len(want)] == want:
                written = st.text[toks[i].start : toks[i + len(want) - 1].end]
                if not case or term != term.lower():
                    return written.lower() if term == term.lower() else written
                if i > 0 and not re.search(r"[.:;!?]\s*$", st.text[: toks[i].start]):
                    return written  # a capital inside a sentence is the word's own ("Chor")
                first = first or written.lower()  # "Physio for the left knee": only the sentence's capital
    return first or term


def _rare(p: tuple[str, ...]) -> bool:
    """A matter's word rare in everyday language (it names the matter wherever it is written)."""
    return max(commonness(w) for w in p) < 3.5


# ------------------------------------------------------------------------------------------ the conversation


_ABOUT_THEM = re.compile(
    r"\b(?:about|of)\s+(?:him|her|them)\b|\büber\s+(?:ihn|sie)\b|\bde\s+(?:él|ella|ellos|ellas)\b"
    r"|\b(?:de|sur)\s+(?:lui|elle|eux)\b|\bd'elle\b",
    re.IGNORECASE,
)


def _pointer(item: Item, query: Query, corpus: Corpus) -> list[Fact]:
    """ "Delete it", "forget that", "Forget mine": what the conversation was just about."""
    about_them = item.topic or bool(_ABOUT_THEM.search(item.text))  # "just forget about him"
    if about_them and item.owner.kind == "pronoun" and (query.said or query.history):
        who = _last_named(query, corpus, declared_only=True)  # "Das war Miriam Falk …" / "… alles über sie."
        if who is not None:
            them = Item(ItemKind.GENERAL, item.text, owner=Owner("name", who.first), topic=True)
            return _general(them, query, corpus)
    if _MINE & set(folded_words(item.text)) and query.said:
        facts = _yours(query.said[-1], query, corpus)  # "You're allergic to penicillin, and Leo to peanuts."
        if facts:
            return facts
    if _YOU_GAVE.search(fold(item.text)):
        for said in reversed(query.said[-3:]):
            values = [v for v in find_values(said) if v.kind in _TOLD_KINDS]
            if values:  # "the one you just gave me": what the assistant said a moment ago
                return [_conversation_values(values, corpus, said, by_me=True)]
    earlier = query.history[-4:]
    own = ""
    if query.request is not None and item.text and item.text in query.request.text:
        # "I'm done with physio for good, get rid of all of it", "Der Chor ist vorbei. Alles, was damit zu tun
        # hat, bitte raus": the message itself says what "it" is, before the request
        # (up to the pointer its verb acts on: "That whole … plot mess — …, all of it. Clear it. I've made peace with
        # losing that money and I don't want Peter stumbling on it" is not about Peter)
        own = MARKER.sub("", query.request.text[: pointer_at(query.request.text, item.text)])
        if folded_words(own):
            earlier = [*earlier, own]
    # "Eso bórralo", "Genau das. Das soll nirgends mehr stehen": nothing but a pointer, right after the assistant
    # restated a note ("Sí, que dice que no tiene dinero pero se fue de vacaciones."): what it restates
    # (a place it names is where, not what: "Das … alles rausnehmen, auch die Erinnerung")
    words = [w for w in folded_words(item.text) if w not in _ARTICLES]
    bare = all(w in _POINTING or (w not in _STOP and places_in(w)) for w in words) and not [
        w for i in items_of(answer_apart(own), corpus.people) if not _everyday(i) for w in i.words if w not in _POINTING
    ]  # ("Gut, danke. Das kannst du …": thanks say nothing of what; "Jo, genau dat.": nor a yes)
    if bare and query.said and (facts := _restated_or_answered(query.said[-1], corpus)):
        return facts
    if bare and query.said and (facts := _named_in_answer(query.said[-1], corpus)):
        return facts
    later: list[Fact] = []  # what a message going on about the one before it says (`_TALKS_ON`)
    unheld = False  # a question asked before, which the assistant said the notes do not answer
    for at in range(len(earlier) - 1, -1, -1):
        text = concepts.FED_UP.sub(" ", in_plain_german(earlier[at]))  # ("… sick of the whole thing": fed up)
        text = _ONLY_KNOW.sub(" ", text)  # ("… Only me and Kofi know.": who knows it, not what it is)
        # ("Unsere Mutter weiß nix davon, die würd dat nich packen mit 81.": whom it is kept from, and why)
        parts = sentences(text)
        if len(parts) > 1 and any(_KEPT_FROM.search(x.strip()) for x in parts):
            text = " ".join(x.strip() for x in parts if not _KEPT_FROM.search(x.strip()))
        # (news in everyday words of someone named is what "all of it" is: "Unser Ronny sitzt" … "lösch das alles")
        whole = query.request is not None and (query.request.whole or says_whole(query.request.text))
        items = [
            i
            for i in items_of(text, corpus.people)
            if i.kind is not ItemKind.POINTER
            and (not _everyday(i) or (whole and i.owner.kind in ("name", "relation")))
            and not _KEPT_FROM.search(i.text)  # ("… and Craig doesn't know yet": whom it is kept from, not what)
        ]
        # (a bare small number is no stored value: "el 18 tengo lo de la conciliación" is a day)
        # (nor a year: "In 2024 he was arrested in town …" tells what happened, not a value)
        values = [v for v in find_values(text) if v.kind != "postcode" and not _small_number(v) and v.subkind != "year"]
        if values:
            return [_conversation_values(values, corpus, text)]
        if earlier[at].rstrip().endswith("?") and any(_NOT_HELD.search(said) for said in query.said[-2:]):
            # "what time's low tide at the aber benoit tomorrow?" — "I don't have live tide data" — "ah forget it": a
            # question the notes do not answer, nothing told (not "C'est quand la prochaine échéance URSSAF ?")
            unheld = True
            continue
        if items and _TOLD_NOBODY.search(text) and not _says_more(_TOLD_NOBODY.sub(" ", text), corpus):
            continue  # "Ich hab's noch keem erzählt, ooch dem Rico nich.": who does not know it, not what it is
        before = {w for t in earlier[:at] for w in folded_words(t)}
        if items and all(i.words and set(i.words) - _REPLY_WORDS <= before for i in items):
            continue  # "Nah, the solicitor's on it.": what was told before, taken up again (the Law Centre's)
        if items:
            if item.owner.kind == "user":
                for i in items:
                    if i.owner.kind != "name":
                        i.owner = Owner("user")
            taken_up = False  # someone the message before named, taken up by "him", "her"
            named_here = [i for i in items if i.owner.kind in ("relation", "name")]  # (by the message itself)
            for i in items:
                third, first = _THIRD.search(i.text), _FIRST.search(i.text)  # whose comes first ("his papers")
                theirs = i.owner.kind == "pronoun" or (third and (not first or third.start() < first.start()))
                if theirs and (who := _last_person(earlier[:at], corpus)):
                    i.owner = Owner("name", who)  # "Chuy called …" … "the stuff about his papers": Chuy's
                    taken_up = True
            said_whole = bool(own) and earlier[at] is own and says_whole(query.request.text)
            if query.request is not None and query.request.whole or said_whole:
                # "delete it all"; "That whole Kitengela plot mess — the broker, …, all of it. Clear it."
                for i in items:
                    i.topic = i.topic or i.kind is ItemKind.GENERAL
            owners = list({(o.kind, o.word): o for i in items if (o := i.owner).kind != "none"}.values())
            someone = len(owners) == 1 and owners[0].kind in ("name", "relation")
            same = all(i.owner == items[0].owner for i in items)
            if len(items) > 1 and earlier[at] is not own and (same or someone):
                # "Our Ffion's got anorexia, she's been bad since uni. There's a team in Bristol seeing her now.":
                # one matter told in several sentences, named in one of them (what the rest say of it, "a team in
                # Bristol", is not more of it: her job is in Bristol) (not the request's own list of things); the
                # one whom the others name is whose ("Kwaku didn't come back to do business … They sacked him from
                # the UK in January, deported.")
                named = [i for i in items if any(c.event for c in concepts.named_in(i.text, query.lang))]
                for i in named if someone else ():
                    i.owner = owners[0] if i.owner.kind == "none" else i.owner
                items = named or items
            facts = []
            unfound = False  # one of the message's own list of things found nowhere
            for i in items:
                try:
                    got = _resolve_item(i, query, corpus)
                except _Clarify:
                    continue
                facts += got
                unfound = unfound or (not got and bool(i.words))
            if unfound and earlier[at] is own and any(i.topic for i in named_here):
                # "Das mit em Mami, dass si nümm ganz binenand isch im Chopf, …, d Tablette am Morge u dä
                # Kontrolltermin. Tue das aues wäg.": what is hers is not everything about her, and what it is was
                # not found; asked, rather than all of her forgotten
                raise _Clarify("what")
            if (
                facts
                and at
                and query.request is not None
                and query.request.whole
                and (_TALKS_ON.match(earlier[at]) or taken_up)
            ):
                # "Our Ffion's got anorexia, …" — "Some days she eats, some days she don't." — "wipe all that": the
                # message before, which the last goes on about, too
                later += facts
                continue
            if facts:
                said = {w for t in [*earlier, *query.said[-2:]] for w in folded_words(t)}
                for f in facts:
                    _told_again(f, said, corpus)  # ("Qu'est-ce que je t'avais conté su' Natasha …?" — "… burn-out …")
                return later + facts
            if len(items) == 1 and len(items[0].words) >= 8 and (facts := _like_message(earlier[at], corpus)):
                # "Pon weekend mi run a likkle robot taxi inna Portmore wid mi Probox, no PPV plate." — "wipe out
                # everyting bout dat": a long message told in its own words, as the notes closest to it say it, and
                # the notes naming what only they name ("Robot taxi Portmore to Half-Way-Tree Saturday, …")
                chosen = {st.sid: st for f in facts for st in f.statements}
                more = [st for sid, st in _expand_names(dict(chosen), corpus).items() if sid not in chosen]
                facts[0].statements += more
                facts[0].clauses += [st.text for st in more]
                if at and query.request is not None and query.request.whole and _TALKS_ON.match(earlier[at]):
                    later += facts  # ("She's made up really. She wants to tell her dad herself …": and the one before)
                    continue
                return later + facts
    if later:
        return later
    if bare and query.history and (facts := _restated(query.history[-1], corpus)):
        return facts  # what the user's last message restates of the notes
    for said in reversed(query.said[-2:]):
        # "Heut Nacht wieder, um drei, Herzrase …" — "Das klingt nach einer weiteren Panikattacke." … "Lösch des
        # alles": the one matter the assistant's first sentence naming one named for what the user told
        named = next((n for x in sentences(said) if (n := concepts.named_in(x, guess_language(said)))), [])
        if len(named) == 1 and named[0].event:
            them = Item(ItemKind.GENERAL, named[0].label or named[0].name, words=[], topic=True)
            facts = _general(replace(them, words=folded_words(them.text)), query, corpus)
            for f in facts:
                f.label = "what we just talked about"  # (in the user's words, not the matter's name)
            if facts:
                return facts
    if unheld:
        return []  # "¿Tenís guardado el teléfono de la farmacia?" — "No tengo …" — "Ah no, olvídalo": never mind
    raise _Clarify("what")


# a message going on about someone the one before named: "Some days she eats, …", "Manchmal isst sie, …"
_TALKS_ON = re.compile(
    r"^\W*(?:[^\W\d_]+\s+){0,3}(?:she|he|they|she's|he's|sie|er|ella|él|elle|il|ils|elles)\b", re.IGNORECASE
)
_ARTICLES = frozenset(fold(w) for w in "the die der den das el la los las le les un une a".split())
# how an answer opens ("Nah, the solicitor's on it."): no word of what it is about
_REPLY_WORDS = frozenset("nah nope yeah yep yes aye no oui non ouais si ja nein nee nö jo".split())
_POINTING = frozenset(
    fold(w)
    for w in """that this it all of about das dies alles von genau eso esto ello lo la todo de exactly exacto
    exactamente ça cela ceci tout exactement ese esa dato datos info detail détail donnée angabe darüber davon
    des too also aussi auch también tambien mismo misma même same selbe one""".split()
)  # ("Ya that one.": the one the answer just told)


def _restated_or_answered(text: str, corpus: Corpus) -> list[Fact]:
    """What the assistant's last message gave from the notes: the sentences it restates, and those holding the
    values it repeats, which it may say in other words (a fine restated in Spanish of French notes: "le pusieron
    una multa de 25.000 €" / "Amende de 25 000 €.")."""
    facts = _restated(text, corpus)
    answered = _answered(text, corpus)
    if not facts or not answered or answered[0].values:
        facts = facts or answered
    else:
        fact = facts[0]
        for st in answered[0].statements:
            if st not in fact.statements:
                fact.statements.append(st)
        fact.clauses = list(dict.fromkeys([*fact.clauses, *answered[0].clauses]))
    said = {w for w in folded_words(text) if len(w) >= 4 and w not in _STOP}
    for fact in facts:
        fact.clauses += _left_between(fact.statements, fact.clauses, said)
    return facts


def _answered(text: str, corpus: Corpus) -> list[Fact]:
    """What the assistant's answer gave from the notes, by the values it repeats ("Le 5 du mois : 525 €.", "El 14
    de febrero anotaste 142 en ayunas"): the note sentences that hold one of them, whole (not a date or a small
    number alone: they say when, not what)."""
    values = [
        v
        for v in find_values(text)
        if v.kind not in (Kind.DATE, Kind.TIME, Kind.POSTCODE, Kind.PERCENT) and sum(c.isdigit() for c in v.raw) >= 3
    ]
    if not values:
        return []
    strong = [v for v in values if v.kind in _TOLD_KINDS]
    if strong:  # "+56 9 8123 4470.": that number, wherever it is (not the line naming whose it is)
        return [_conversation_values(strong, corpus, text, by_me=True)]
    lang = guess_language(text)
    said = {key(w, lang) for w in folded_words(text) if w not in _STOP and len(w) >= 4 and not w.isdigit()}
    picked: dict[int, Statement] = {}
    anchors: list[str] = []
    digits = {re.sub(r"\D", "", v.raw) for v in values}
    for st in corpus.statements:
        if not any(d in re.sub(r"\D", "", st.text) for d in digits):
            continue  # (no line without the value's digits can hold it: reading values is the slow part)
        for sent in _WHOLE_SENTENCE.split(st.text):
            held = [v for w in find_values(sent, st.lang) for v in values if same(v, w)]
            # a short number counts beside one of the answer's own words ("142 en ayunas")
            if any(not _small_number(v) for v in held) or (
                held and said & {key(w, st.lang) for w in folded_words(sent)}
            ):
                picked.setdefault(st.sid, st)
                anchors.append(sent.strip())
    if not picked or len(picked) > 8:
        return []  # (a value written all over the notes says no one thing)
    return [Fact("what I just told you", statements=list(picked.values()), clauses=list(dict.fromkeys(anchors)))]


def _named_in_answer(text: str, corpus: Corpus) -> list[Fact]:
    """Someone the assistant's answer names in full as the notes write them ("… heißt sie Selin Aydın, eine
    Studienkollegin aus Linz" — "Genau de. Tua des weg"): the notes' lines naming them so, and the name."""
    names = [
        m.group(0)
        for m in re.finditer(r"\b[A-ZÀ-Ý][^\W\d_]+\s+[A-ZÀ-Ý][^\W\d_]+\b", text)
        if all(commonness(w) < 4.5 for w in m.group(0).split())
    ]
    for name in dict.fromkeys(names):
        first = name.split()[0]
        p = corpus.people.named(first)
        one = (p is not None and fold(name.split()[-1]) in p.names and not corpus.people.twins_of(p.key)) or (
            p is None and not corpus.people.all_named(first) and commonness(first) < 4.0
        )
        # (by the first name too, when the notes know one person so called: "… mit da Selin zsamm")
        said = [name, first] if one else [name]
        sts = [st for st in corpus.statements if any(re.search(rf"\b{re.escape(n)}\b", st.text) for n in said)]
        if 0 < len(sts) <= 6:
            fact = Fact("what I just told you", statements=sts, clauses=[st.text for st in sts])
            fact.names = said
            return [fact]
    return []


def _says_more(text: str, corpus: Corpus) -> bool:
    """A message says something beyond whom and how ("ooch dem Rico nich", "nu nich"): a word no name, no reply."""
    words = {w for i in items_of(text, corpus.people) for w in i.words if len(w) >= 4}
    return any(not corpus.people.named(w) and w not in _REPLY_WORDS and commonness(w) < 5.0 for w in words)


# the assistant saying it has no such thing: "I don't have live tide data", "No tengo eso", "Je n'ai pas ça"
_NOT_HELD = re.compile(
    r"\b(?:I\s+(?:don['’]?t|do\s+not|can['’]?t|cannot)\s+(?:have|see|find|know|check|access)|no\s+tengo|no\s+puedo"
    r"|je\s+n['’]ai\s+pas|je\s+ne\s+peux\s+pas|ich\s+habe\s+keine?|ich\s+kann\s+(?:das\s+)?nicht)\b",
    re.IGNORECASE,
)
# "I haven't told anyone, not even Rico", "Ich hab's noch keem erzählt": who does not know, not what
_TOLD_NOBODY = re.compile(
    r"\b(?:keem|keinem|keiner|niemandem|niemand|nobody|anyone|anybody|no\s+one|nadie|personne)\b[^.!?]{0,20}?"
    r"\b(?:erzählt|gesagt|told|said|tell|dicho|contado|dit|raconté)\b"
    r"|\b(?:told|erzählt|gesagt|dicho|contado|dit|raconté)\b[^.!?]{0,12}?\b(?:anyone|anybody|nobody|keem|keinem|niemandem"
    r"|nadie|personne)\b",
    re.IGNORECASE,
)
# a sentence up to its full stop, whatever ";" it holds ("Bruno me escribió; le dije …" is one)
_WHOLE_SENTENCE = re.compile(r"(?<=[.!?])\s+")


def _small_number(v: FoundValue) -> bool:
    return v.kind == Kind.NUMBER and sum(c.isdigit() for c in v.raw) < 4


def _uncommon_words(sent: str) -> bool:
    ws = [w for w in folded_words(sent) if w not in _STOP and len(w) >= 3]
    return bool(ws) and all(commonness(w) < 4.5 for w in ws)


def _content_stems(sent: str, lang: str) -> set[str]:
    return {key(w, lang) for w in folded_words(sent) if w not in _STOP and (len(w) >= 3 or w.isdigit())}


_MONTH_OF = {fold(name): n for name, n in MONTHS.items()}


def _cross_keys(words) -> set[str]:
    """Words compared across languages, for a message restating notes written in another: a word of a gloss group
    as its group ("contrato"/"contrat"), a month as its number ("marzo"/"mars"), a long word by its first five
    letters ("inspección"/"inspection"), the rest as written."""
    out = set()
    for w in words:
        if (g := _glosses().get(w)) is not None:
            out.add("=" + min(g | {w}))
        elif (m := _MONTH_OF.get(w)) is not None:
            out.add(f"#{m}")
        else:
            out.add(w[:5] + "-" if len(w) >= 6 and not w.isdigit() else w)
    return out


def _with_short_ones_together(clauses: list[str], lang: str) -> list[str]:
    """The clauses, and after them those too short to say anything alone, said together ("dass Uwe eine
    Zweitfamilie hat: eine Freundin in Pinneberg" of "Uwe hat eine Zweitfamilie: eine Freundin in Pinneberg …")."""
    you = {key(w, lang) for w in _YOU}
    together: list[str] = []
    run: list[str] = []
    for clause in [*clauses, ""]:
        ws = {key(w, lang) for w in folded_words(clause) if w not in _STOP and len(w) >= 3} - you
        if clause and len(ws) < 3:
            run.append(clause)
            continue
        if len(run) >= 2:
            together.append(" ".join(run))
        run = []
    return [*clauses, *together]


def _restated(text: str, corpus: Corpus) -> list[Fact]:
    """The note sentences a message restates in other order or form, clause by clause: most of a clause's content
    words (stems, in its language) are in one sentence of a note ("ihr habt bei Notar Wenger den Vorsorgeauftrag
    für Ueli beurkunden lassen" / "Vorsorgeauftrag für Ueli bei Notar Wenger unterschrieben und beurkundet.").
    Only a clear best match of four words or more counts: a clause says one thing (and a short sentence of three
    it says whole). The matched sentences' rare words that the message uses too ("Vorsorgeauftrag") are followed
    through the notes; everyday words and people's names are not."""
    lang = guess_language(text)
    picked: dict[int, Statement] = {}
    anchors: list[str] = []
    shared: set[str] = set()
    notes: list[tuple[Statement, str, set[str], set[str]]] = []  # each note sentence's stems, worked out once
    crossed: dict[int, set[str]] = {}  # and their words across languages, when a message is in another language
    for part in sentences(MARKER.sub("", text)):
        for clause in _with_short_ones_together(re.split(r",?\s+(?:and|und|y|et)\s+|[;,:—–]\s*", part), lang):
            # (a number it repeats counts as a word: "Am 17. Juni in der Augenklinik Eppendorf")
            ws = {key(w, lang) for w in folded_words(clause) if w not in _STOP and (len(w) >= 3 or w.isdigit())}
            if sum(not w.isdigit() for w in ws) < 2:
                # ("+56 9 8123 4470.": a value, not words: `_answered`'s); a sum said with a word of its sentence
                # ("…, y le pasa S/ 300 al mes" of "Le pasa S/ 300 al mes."): that sentence, when it alone says both
                for st, sent in _said_with_its_sum(clause, ws, corpus):
                    picked.setdefault(st.sid, st)
                    anchors.append(sent.strip())
                continue
            ws -= {key(w, lang) for w in _YOU}
            if len(ws) < 3:
                continue
            if not notes:
                notes = [
                    (st, sent, {key(w, st.lang) for w in folded_words(sent)}, _content_stems(sent, st.lang))
                    for st in corpus.statements
                    for sent in sentences(st.text)
                ]
            # (notes in another language are compared word for word across languages: Spanish of French notes)
            xs = _cross_keys(w for w in folded_words(clause) if w not in _STOP and w not in _YOU and len(w) >= 3)
            best: list[tuple[Statement, str]] = []
            top = 0
            for i, (st, sent, stems, _) in enumerate(notes):
                if st.lang == lang:
                    n = len(ws & stems)
                else:
                    if i not in crossed:
                        crossed[i] = _cross_keys(folded_words(sent))
                    n = len(xs & crossed[i])
                if n > top:
                    top, best = n, [(st, sent)]
                elif n == top and n:
                    best.append((st, sent))
            # a short note sentence the clause says whole ("Recorded police warning." of "… and got a recorded
            # police warning"), as well as the best one
            made = [
                (st, sent)
                for st, sent, _, content in notes
                if content <= ws and (len(content) >= 3 or (len(content) == 2 and _uncommon_words(sent)))
            ]  # (two words none says every day: "Sumario interno." of "Hubo sumario interno")
            if len(made) <= 2:
                best += [m for m in made if m not in best]
            # (a clause of three words, all of them said by one sentence alone: "Il est sans papiers à Naples" of "Sans
            # papiers à Naples, il fait les marchés.")
            whole_clause = top == len(ws) == 3 and len(best) == 1
            # (three words one sentence alone shares, one of them a name no dictionary has: "Im April hat er bei
            # Frau Yilmaz die Leitungen gemacht" of "Pitter widder bei Frau Yilmaz de Leitungen jemaht")
            named = (
                top == 3
                and len(best) == 1
                and best[0][0].lang == lang
                and any(key(w, lang) in ws and commonness(w) < 1.0 for w in folded_words(best[0][1]))
            )
            # (a translation keeps fewer words: "tuvo una inspección" of "a eu une inspection")
            part = 0.5 if best and best[0][0].lang != lang else 0.6
            if (top < 4 and not whole_clause and not named) or top < part * len(ws) or len(best) > 2:
                best = made if len(made) <= 2 else []
            for st, sent in best:
                picked.setdefault(st.sid, st)
                anchors.append(sent.strip())
                shared |= {w for w in folded_words(sent) if key(w, st.lang) in ws or _cross_keys([w]) <= xs}
    if not picked:
        return []
    said = set(folded_words(text))
    words_of: list[set[str]] = []  # each statement's words, read once and only if a name needs counting
    names: list[str] = []
    whole = [(st, p) for st in picked.values() for p in _WHOLE_SENTENCE.split(st.text) if any(a in p for a in anchors)]

    # (not a word of someone's own entry the message did not restate: "Bruder: Herbert "Hebi" Pölzl, Weinbauer mit
    # Buschenschank in Leutschach" keeps his tavern, where the fine was)
    @cache
    def entries() -> list[set[str]]:
        return [
            set(folded_words(st.text))
            for st in corpus.statements
            if st.sid not in picked and st.label and relation_word(st.label.split()[-1])
        ]

    declared: set[str] = set()
    for st, sent in whole:
        german = guess_language(sent) == "de" or st.lang == "de"  # (a short line of nouns reads as any language)
        for i, t in enumerate(tokens(sent)):
            f = fold(t.text)
            if not t.text[:1].isupper() or len(f) < 3 or f in _STOP or commonness(t.text) >= 5.0:
                continue
            if f in said and (i == 0 or commonness(t.text) >= 3.5):
                continue  # (a name the message says too, unless one few places have: "jusqu'à Lampedusa")
            if german and (i > 0 or commonness(t.text) >= 3.0) and not (len(f) >= 10 and commonness(t.text) < 1.0):
                continue  # German writes every noun with a capital (a long one no one uses is a name: "Finanzpolizei")
            if any(f in e for e in entries()):
                continue  # (a word of someone's own entry: his tavern, "Weinbauer mit Buschenschank")
            p = corpus.people.named(t.text)
            if p is not None and p.relations:
                continue
            if (who := _SAID_WHO.match(sent, t.end)) and relation_word(who.group(1)):
                declared.add(f)
                continue  # (someone the line says who they are: "el buzón de Don Efraín, el vecino")
            words_of = words_of or [set(folded_words(st.text)) for st in corpus.statements]
            holders = [st for st, ws in zip(corpus.statements, words_of, strict=True) if f in ws]
            if len(holders) <= 5 and not any(st.path.endswith("USER.md") for st in holders):
                names.append(t.text)  # (a town the user lives in, named all over the notes, is no story's own)
                # (and a compound's rare first part, written alone elsewhere: "Finanzpolizei" of "…-Kontrolle")
                names += [p for p in t.text.split("-")[:1] if "-" in t.text and len(p) >= 6 and commonness(p) < 1.0]
    names = [n for n in names if fold(n) not in declared]  # (in every sentence naming them)
    kept_names = _not_a_place_of_another_matter(names, whole, picked, corpus)
    places = {fold(n) for n in names} - {fold(n) for n in kept_names}  # (nor a word of the story's, then)
    names = kept_names
    fact = Fact("what we just talked about", statements=list(picked.values()), clauses=list(dict.fromkeys(anchors)))
    _told_again(fact, said, corpus)
    theirs = corpus.how_they_write  # ("Veedel" of "Schreibt Kölsch: jo (ja), …, Veedel (Viertel)")
    # (nor a word of the user's profile: "Ottakring", where they live; nor a German noun shorter than a name no one
    # uses, as above: "Heurigen", a wine tavern of any evening)
    profile = corpus.profile_words
    german = all(st.lang == "de" for st in picked.values())
    fact.terms = sorted(
        w
        for w in shared
        if w not in places
        and w not in profile
        and (not german or len(w) >= 10)
        and (
            (len(w) >= 6 and commonness(w) < 1.0 and not _names_person(w, corpus) and not w.isdigit())
            or _ROAD_LIKE.fullmatch(w)  # ("stopped on the A470": a road's or a code's name, as rare as a name)
        )
        and not any(w in e for e in entries())
        and w not in theirs
        and w not in declared
    )
    # the names the restated sentence holds and the message leaves out are its story's own ("le dije que por ahora
    # nada serio" of "Bruno me escribió; …": Bruno, the man from the app; "… de vacaciones a Mallorca"); not
    # someone the notes say who they are ("Jens (Ex)")
    fact.names = list(dict.fromkeys(names))
    return [fact]


_FIRM_NAME = re.compile(r"\b[A-ZÀ-Ý][^\W\d_]+(?:\s+[A-ZÀ-Ý][^\W\d_]+)+")


def _told_again(fact: Fact, said: set[str], corpus: Corpus) -> None:
    """Adds to a fact a day's note telling again what one of its sentences tells of the one it opens with
    ("Natasha est en arrêt de travail pour un burn-out …" / "Natasha a appelé de Halifax: arrêt de travail pour un
    burn-out."): its sentences naming that person and saying a matter's phrase (one with a word of its own) that
    the conversation says too (`said`: its folded words)."""
    told: list[tuple[str, list[tuple[str, ...]]]] = []  # (whom a sentence opens with, the phrases it tells of them)
    for sent in [c for c in fact.clauses if any(c in st.text for st in fact.statements)]:
        holder = next(st for st in fact.statements if sent in st.text)
        sent = re.sub(r"^[\s*+-]+", "", sent)
        toks = tokens(sent)
        who = corpus.people.named(toks[0].text) if toks and toks[0].text[:1].isupper() else None
        if who is None and not holder.text.lstrip(" -*+").startswith(sent):
            # (a later sentence of a line about them: "…; ahora estudia … en un instituto tecnológico del sur.")
            who = corpus.people.by_key.get(holder.owner)
        if who is None or who.key == "user":
            continue
        ws = folded_words(sent)
        phrases = [p for p in concepts.matter_phrases(ws) if set(p) <= said]
        # (and its own words in a row that the conversation says too: "perdió el cupo", "instituto tecnológico")
        phrases += [g for g in _told_in_a_row(ws, corpus) if set(g) <= said]
        # (and the names of its firms: "Les papiers de la Croix Bleue pour Natasha sont passés.")
        phrases += [
            tuple(folded_words(m.group(0)))
            for m in _FIRM_NAME.finditer(sent, toks[0].end)
            if set(folded_words(m.group(0))) <= said and corpus.people.named(m.group(0).split()[0]) is None
        ]
        if phrases:
            told.append((who.key, phrases))
    if not told:
        return
    # one pass over the day notes; a note's sentences are read only when its text holds a phrase's first word
    firsts = {p[0] for _, phrases in told for p in phrases}
    taken = {st.sid for st in fact.statements}
    for st in corpus.statements:
        if st.sid in taken or note_month(st.path) is None or not any(w in fold(st.text) for w in firsts):
            continue
        for part in _WHOLE_SENTENCE.split(st.text):
            pws = folded_words(part)
            named = {m[2] for m in mentions(part, corpus.people)} if any(w in pws for w in firsts) else set()
            if any(key in named and any(phrase_in(p, pws) for p in phrases) for key, phrases in told):
                if st.sid not in taken:
                    taken.add(st.sid)
                    fact.statements.append(st)
                fact.clauses.append(part.strip())


def _told_in_a_row(ws: list[str], corpus: Corpus) -> list[tuple[str, ...]]:
    """Two or three words in a row of a sentence, opening and closing with a word of its own (no function word,
    no one's name), one of them not everyday: "perdio el cupo", "instituto tecnologico"."""
    out = []
    for i in range(len(ws)):
        for j in (i + 2, i + 3):
            g = tuple(ws[i:j])
            if j > len(ws) or g[0] in _STOP or g[-1] in _STOP or len(" ".join(g)) < 8:
                continue
            own = [w for w in g if w not in _STOP]
            if any(corpus.people.named(w) is not None or w.isdigit() for w in own):
                continue
            if min(map(commonness, own)) < 4.8:
                out.append(g)
    return out


# who someone is, said after their name: ", el vecino", " (the neighbour)", ", die Nachbarin"
_SAID_WHO = re.compile(
    r"\s*(?:,|\()\s*(?:el|la|the|der|die|le|our|my|mein|meine|notre|mon|ma|nuestro|nuestra)?\s*(\w+)"
)


def _left_between(picked, anchors: list[str], message: set[str] = frozenset()) -> list[str]:
    """What a day's line would keep beside the sentences restated from it: a few words between two of them ("¡Sin
    licencia!" of "Adrián chocó la guagua … de Don Efraín. ¡Sin licencia! Le dimos $1,800 cash."), or a short sentence
    saying two more of the message's words ("Tell Vishnu is dengue." after "Vishnu doesn't know; he thinks Kavir was
    off with dengue"): the same story, no line of its own."""
    out = []
    said = set(anchors)
    keys = _cross_keys(message)
    for st in picked:
        if note_month(st.path) is None:
            continue
        parts = [p.strip() for p in sentences(st.text)]
        rest = [p for p in parts if p not in said]
        if not rest or len(rest) == len(parts):
            continue
        if len(parts) - len(rest) >= 2 and sum(len(folded_words(p)) for p in rest) <= 3:
            out += rest
            continue
        out += [p for p in rest if len(folded_words(p)) <= 6 and len(set(folded_words(p)) & message) >= 2]
        # (or said in another language: "Lee rang, Hacienda have froze his account." of "Lee debe €22,000 a Hacienda
        # por el bar, que le han congelado la cuenta")
        out += [
            p
            for p in rest
            if p not in out and len(folded_words(p)) <= 8 and len(_cross_keys(folded_words(p)) & keys) >= 2
        ]
    return out


def _said_with_its_sum(clause: str, ws: set[str], corpus: Corpus) -> list[tuple[Statement, str]]:
    """The one note sentence writing the clause's sum (with its currency) and its other word."""
    sums = [v for v in find_values(clause) if v.kind == "money" and v.key.currency]
    words = {w for w in ws if not w.isdigit()}
    if len(sums) != 1 or not words:
        return []
    out = []
    for st in corpus.statements:
        if not any(same(sums[0], v) for v in find_values(st.text) if v.kind == "money"):
            continue
        for sent in sentences(st.text):
            if words <= {key(w, st.lang) for w in folded_words(sent)} and any(
                same(sums[0], v) for v in find_values(sent) if v.kind == "money"
            ):
                out.append((st, sent))
    return out if len(out) == 1 else []


def _not_a_place_of_another_matter(names: list[str], whole, picked: dict, corpus: Corpus) -> list[str]:
    """The story's names less a place it happens in that a line of something else names too, with none of the
    story's other names ("una hija de otra relación en Sicuani: Nayeli, …" beside "Wilber lleva pan chuta a la feria
    de Sicuani los domingos": the town is where, not whose)."""
    out = []
    # (someone the story names, whose other line names the place: "Wilber" of the bread stall "de Sicuani")
    people = {m[2] for _, sent in whole for m in mentions(sent, corpus.people) if m[2] in corpus.people.by_key}
    # (a line of the story's own says more of it: "Junior a appelé de Lampedusa. … La vieille croit toujours qu'il
    # est à Dakar."; the bread stall's says nothing else of it)
    own = {w for st in picked.values() for w in folded_words(st.text) if len(w) >= 4 and w not in _STOP}
    for n in names:
        placed = re.compile(rf"\b(?:en|in|at|à|au|a|de|im|nach|bei)\s+{re.escape(n)}\b")
        others = {fold(m) for m in names if m != n}
        if others and people and any(placed.search(sent) for _, sent in whole):
            f = fold(n)
            if any(
                st.sid not in picked
                and f in (ws := set(folded_words(st.text)))
                and not others & ws
                and any(m[2] in people for m in mentions(st.text, corpus.people))
                and not {w for w in ws if len(w) >= 4 and w != f and w not in _STOP and not _names_person(w, corpus)}
                & own
                for st in corpus.statements
            ):
                continue
        out.append(n)
    return out


_ROAD_LIKE = re.compile(r"[a-z]{1,3}[0-9]{2,4}")
_THIRD = re.compile(
    r"\b(?:his|her|their|him|seine?[nmrs]?|ihre?[nmrs]?|ihm|ihn|sus?|son|sa|ses|leurs?|lui)\b", re.IGNORECASE
)
_FIRST = re.compile(r"\b(?:my|mine|mein\w*|mis?|mon|ma|mes)\b", re.IGNORECASE)


def _everyday(item: Item) -> bool:
    """An earlier message's piece in everyday words only ("Chuy called", "he's super stressed"): news, no thing
    that "it" can be."""
    ws = [w for w in item.words if w not in _STOP]
    return item.kind is ItemKind.GENERAL and not item.topic and bool(ws) and all(commonness(w) >= 5.0 for w in ws)


def _last_person(texts: list[str], corpus: Corpus) -> str | None:
    """The one person the latest of `texts` that names anyone names (a pronoun's someone)."""
    for text in reversed(texts):
        named = {m[2] for m in mentions(text, corpus.people) if m[2] in corpus.people.by_key and m[2] != "user"}
        if named:
            return corpus.people.by_key[named.pop()].first if len(named) == 1 else None
    return None


_MINE = {fold(w) for w in "mine meins meiner meines mío mía míos mías mien mienne miens miennes".split()}
_YOU = {
    fold(w)
    for w in """you your you're youre yours yourself du dein deine deinen deinem deiner dir dich bist tu tú tus
    eres te ti ton ta tes toi""".split()
}


def _yours(said: str, query: Query, corpus: Corpus) -> list[Fact]:
    """What the assistant's last message said of the user ("you", "your"), clause by clause, when the user
    answers "mine"; the clauses about others are left alone."""
    clauses = [c for part in sentences(said) for c in re.split(r",?\s+(?:and|und|y|et)\s+|[;,]\s+", part)]
    facts: list[Fact] = []
    for clause in clauses:
        ws = set(folded_words(clause))
        if not ws & _YOU or _names_of(clause, corpus):
            continue
        for i in items_of(clause, corpus.people):
            if i.kind is ItemKind.POINTER:
                continue
            i.owner = Owner("user")
            i.words = [w for w in i.words if w not in _YOU]
            try:
                facts += _resolve_item(i, query, corpus)
            except _Clarify:
                continue
    return facts


def _names_of(text: str, corpus: Corpus) -> bool:
    return any(True for _ in mentions(text, corpus.people))


# "the one you just gave me", "was du mir gerade gesagt hast", "lo que me diste", "ce que tu m'as donné"
_YOU_GAVE = re.compile(
    r"\byou\s+(?:just\s+)?(?:gave|told|said|sent|mentioned|read|showed|listed)"
    r"|\bdu\s+(?:mir\s+)?(?:gerade\s+|eben\s+)?(?:gegeben|gesagt|genannt|geschickt)"
    r"|\bme\s+(?:acabas\s+de\s+)?(?:diste|dijiste|dar|decir|mandaste)"
    r"|\btu\s+(?:viens\s+de\s+)?(?:m'as\s+|me\s+)?(?:donn|dit|dire|envoy)"
)
_TOLD_KINDS = {
    "phone",
    "email",
    "street_address",
    "iban",
    "card",
    "national_id",
    "id_document",
    "account_number",
    "code",
    "date",
}


_SOMEONE = {
    fold(w)
    for w in """person people guy man woman someone somebody one lady fellow contact person_i who whom
    persona alguien hombre mujer chico chica personne quelqu'un homme femme type mec jemand mann frau typ""".split()
}
_NAME_RUN = re.compile(r"\b[A-ZÀ-Ý][\w'-]+(?:\s+[A-ZÀ-Ý][\w'-]+)+")


def _told_about(words: list[str], query: Query, corpus: Corpus) -> list[Fact]:
    """ "The person I had coffee with": someone the user told about earlier in the conversation, found by the
    other words of the request in that message; then everything about them (their name, their number)."""
    if not any(w in _SOMEONE for w in words):
        return []
    rest = [w for w in words if w not in _SOMEONE and w not in _GENERIC and len(w) >= 3]
    if not rest:
        return []
    for text in reversed(query.history):
        ws = folded_words(text)
        keys = {key(w) for w in ws}
        if not any(w in ws or key(w) in keys for w in rest):
            continue
        names = [m.group(0) for m in _NAME_RUN.finditer(text) if m.start() > 0]
        values = [v for v in find_values(text) if v.strength == "strong"]
        if not names and not values:
            continue
        fnames = [fold(n) for n in names]
        sts = [st for st in corpus.statements if any(n in fold(st.text) for n in fnames) or _holds_any(st, values)]
        label = "everything about the person you told me about"  # never their name: it is what goes
        return [Fact(label, statements=sts, values=values, names=names, clauses=[st.text for st in sts])]
    return []


def _told(item: Item, query: Query, corpus: Corpus) -> list[Fact]:
    """ "What I told you about her in January": what that month's daily notes say of her, and the matter they are
    about (its words, its amounts) wherever else it is written of her. Never her contact details alone."""
    t = item.told
    if item.owner.kind == "relation":
        persons = _persons(item.owner, corpus) or []
        return _told_of(persons[0], _statements_of(persons[0], corpus), t, corpus) if len(persons) == 1 else []
    if item.owner.kind != "pronoun":
        person = corpus.people.named(item.owner.word)
        return _told_of(person, _statements_of(person, corpus), t, corpus) if person is not None else []
    # "the news she rang me with": of the people the conversation named, the latest one that month's notes tell of
    lately = {p.key: (p, _statements_of(p, corpus)) for p in _named_lately(query, corpus)}
    for own in (True, False):  # first whose own lines that month are ("Siobhan rang: …"), then who is named there
        for person, theirs in lately.values():
            facts = _told_of(person, theirs, t, corpus, own=own)
            if facts:
                return facts
    raise _Clarify("who")


def _statements_of(person: Person, corpus: Corpus) -> list[Statement]:
    """The statements that are someone's or name them."""
    return [
        st
        for st in corpus.statements
        if st.owner == person.key or any(m[2] == person.key for m in mentions(st.text, corpus.people))
    ]


def _named_lately(query: Query, corpus: Corpus) -> list[Person]:
    """The people the conversation names, the latest first."""
    texts = [*([query.request.text] if query.request is not None else []), *reversed(query.history + query.said)]
    out: dict[str, Person] = {}
    for text in texts:
        for m in reversed(mentions(text, corpus.people)):
            p = corpus.people.by_key.get(m[2])
            if p is not None and p.key != "user" and (p.relations or commonness(p.first or p.name) < 4.5):
                out.setdefault(p.key, p)  # not "Hab" of "Hab heute lange mit Stefan telefoniert"
    return list(out.values())


def _told_of(person: Person, theirs: list[Statement], t, corpus: Corpus, *, own: bool = False) -> list[Fact]:
    """What the month's notes of `person` (`theirs`: their statements) are about, followed through their other
    lines (`own`: the month's lines that are theirs only, not those naming them); nothing when the month holds
    nothing of theirs but contact details."""
    keys = {person.key}
    seeds = [st for st in theirs if note_month(st.path) == t.month]
    mine = [st for st in seeds if st.owner in keys]  # "Siobhan rang: …; not telling Mum": Siobhan's
    seeds = mine if own else mine or seeds
    if t.more:  # "über ihn und das Geld", "de él y Noelia"
        more = key(fold(t.more))
        seeds = [st for st in seeds if more in {key(w) for w in folded_words(st.text)}] or seeds
    matter = [c for c in concepts.table() if any(c.in_words(folded_words(st.text), st.lang) for st in seeds)]
    money = bool(t.more) and fold(t.more) in _MONEY_WORDS  # "über ihn und das Geld": what money they owe
    if matter:
        seeds = [
            st
            for st in seeds
            if any(c.in_words(folded_words(st.text), st.lang) for c in matter) or (money and _amounts(st))
        ] or seeds
    seeds = [st for st in seeds if not _contact_only(st)]
    if not seeds:
        return []
    chosen = {st.sid: st for st in seeds}
    for _ in range(2):  # the amounts of what is chosen, and of what they bring ("Rest 2.500 €", then "Rest 2.000 €")
        amounts = {v.key for st in chosen.values() for v in _amounts(st)}
        for st in theirs:
            if any(c.in_words(folded_words(st.text), st.lang) for c in matter) or any(
                v.key in amounts for v in _amounts(st)
            ):
                chosen.setdefault(st.sid, st)
    picked = sorted(chosen.values(), key=lambda st: st.sid)
    when = f" in {_MONTH_NAMES[t.month - 1]}"
    fact = Fact(f"what you told me about {person.first or person.name}{when}", statements=picked)
    fact.clauses = [st.text for st in picked]
    phrases = [p for c in matter for p in c.words if len(" ".join(p)) >= 4]
    # and each longer word of a phrase the seeds write, as written: "arrêt" of "arrêt maladie" ("Karima en arrêt")
    as_written = {tok.folded: tok.text for st in seeds for tok in tokens(st.text)}
    seed_words = [tok.folded for st in seeds for tok in tokens(st.text)]
    written = [as_written[w] for p in phrases if len(p) > 1 and phrase_in(p, seed_words) for w in p if len(w) >= 5]
    fact.terms = list(dict.fromkeys([" ".join(p) for p in phrases] + written))
    fact.beside = sorted(person.names)  # "Bilan : Karima en arrêt" in a recap: its words beside her name
    fact.values = [v for st in picked for v in _amounts(st)]  # "Stefan wegen der nächsten Rate (Rest 2.000 €)"
    fact.context = sorted(person.names)
    return [fact]


_MONEY_WORDS = frozenset({"money", "geld", "kohle", "dinero", "pasta", "argent", "fric", "sous", "loan", "préstamo"})
# money itself, not a loan of it ("nicking money off Mum"; Cuban "fula", a dollar)
_CASH_WORDS = (_MONEY_WORDS - {"loan", "préstamo"}) | {"cash", "plata", "lana", "thune", "pognon", "fula", "fulas"}


def _amounts(st: Statement) -> list[FoundValue]:
    return [v for v in find_values(st.text, st.lang) if v.kind == Kind.MONEY]


_MONTH_NAMES = ("January February March April May June July August September October November December").split()


def _contact_only(st: Statement) -> bool:
    """A line that only gives someone's contact ("Karima a changé de portable : 06 71 84 22 90")."""
    contact = [v for v in find_values(st.text, st.lang) if v.kind in (Kind.PHONE, Kind.EMAIL)]
    return bool(contact) and not any(c.in_words(folded_words(st.text), st.lang) for c in concepts.table())


def _holds_any(st: Statement, values: list[FoundValue]) -> bool:
    return any(any(same(v, w) for w in find_values(st.text)) for v in values)


# "that figure", "die Nummer", "ce montant", "esa cifra": a value by what it is, with no more words than that
_VALUE_WORDS = ANY_VALUE | {fold(w) for w in "nummer número numero numéro".split()}


def _telling(text: str) -> list[str]:
    return [
        w
        for w in folded_words(text)
        if (len(w) >= 4 or commonness(w) < 3.0)
        and len(w) >= 3
        and w.isalpha()
        and commonness(w) < 5.0
        and w not in _ASSISTANT_SAYS
    ]


_NO_FIGURE = frozenset({"postcode", "date", "time", "card_expiry"})  # ("D'accord, rappel à 18h": no number to forget)
_WHICH_SUM = frozenset({"pues", "total", "full", "whole", "gesamt", "gesamte", "gesamten", "exact", "exacte"})
_ASSISTANT_SAYS = frozenset({"notes", "note", "says", "said", "written", "remind", "again", "your", "told"})
_VALUES_WORDS = frozenset(fold(w) for w in "figures numbers zahlen cifras chiffres números numeros".split())
_THAT_WORDS = frozenset(
    fold(w)
    for w in """that this the those these das die diese diesen den der dat ce cette ces le la les ese esa eso esos esas
    el los las aquel aquella""".split()
)


def _that_value(item: Item, query: Query, corpus: Corpus) -> list[Fact]:
    """ "how much did the letting agent keep?" — "… the full £1.2k …" — "forget that number": the value the
    conversation just gave (the assistant's last reply, else the user's last message), wherever the notes hold it."""
    said = folded_words(item.text)
    if (
        item.owner.kind != "none"
        or item.topic
        or not any(w in _VALUE_WORDS for w in said)
        or not all(w in _VALUE_WORDS or w in _THAT_WORDS or w in _FILLER or w in _STOP or w in _WHICH_SUM for w in said)
    ):
        return []
    asked = " ".join(query.history[-1:])  # ("how much did the letting agent keep again?")
    for text, by_me in [(t, True) for t in query.said[-1:]] + [(t, False) for t in query.history[-1:]]:
        values = [v for v in find_values(text) if v.kind not in _NO_FIGURE and not _small_number(v)]
        if not values:
            continue
        if not any(w in _VALUES_WORDS for w in said):
            values = values[:1]  # "that figure": the one the reply gives first ("… £1.2k …; you later got £900")
        fact = _conversation_values(values, corpus, text, by_me=by_me)
        # a sum is the conversation's where a note says it beside the conversation's own words ("deposit"), not
        # any note of the same sum ("nursery fees going up to £1,200/m")
        if all(v.kind == Kind.MONEY for v in values):
            said_words = _telling(f"{asked} {text}")
            # and the words of the notes that give it beside the conversation's own ("gambling: lost €3.2k on
            # the horses": "told shiv abt the gambling. 3,200 euro gone" is the same loss)
            near = [st for st in fact.statements if {key(w) for w in said_words} & {key(w) for w in _telling(st.text)}]
            fact.context = list(dict.fromkeys([*said_words, *(w for st in near for w in _telling(st.text))]))
            fact.statements = near or fact.statements
        return [fact]
    return []


def _recall(item: Item, query: Query, corpus: Corpus) -> list[Fact]:
    """ "The number I gave you yesterday": a value of that kind from the user's earlier messages."""
    numbers = {"phone", "code", "iban", "card", "national_id", "id_document", "account_number", "routing_number"}
    kinds = {"phone": {"phone", "code"}, "address": {"street_address"}, "passport": {"code", "id_document"}}.get(
        item.attribute.name if item.attribute else "", numbers | {"street_address", "email"}
    )
    if len(item.alternatives) > 1:
        kinds = numbers  # "that number": whichever number it was
    for text in reversed(query.history):
        values = [v for v in find_values(text) if v.kind in kinds]
        if values:
            return [_conversation_values(values, corpus, text)]
    if item.attribute is None or item.attribute.name == "appointment":
        # "everything I just told you about Dani": each message of it ("… Dani vino otra vez con el brazo morado …",
        # "Está en mi casa, pero no quiere denunciar."), else the last that says something the notes say
        told: dict[int, Statement] = {}
        said: list[str] = []  # the parts of them that say it (`_without_their_contact`)
        for text in reversed(query.history[-3:]):
            facts = _like_message(_sentences_about(text, item, corpus), corpus)
            if facts and not _EVERYTHING.search(item.text):
                return facts
            told.update((st.sid, st) for f in facts for st in f.statements)
            said += [c for f in facts for c in f.clauses if c not in said]
        if told:
            fact = _statement_fact("what you told me", sorted(told.values(), key=lambda st: st.sid), corpus)
            fact.clauses = said
            return [fact]
    return []


_KIND_WORDS = {
    "phone": "phone number",
    "street_address": "address",
    "email": "email address",
    "money": "amount",
    "iban": "account number",
    "card": "card number",
    "account_number": "account number",
    "national_id": "ID number",
    "id_document": "document number",
}


def _conversation_values(values: list[FoundValue], corpus: Corpus, text: str, *, by_me: bool = False) -> Fact:
    """The statements that hold values the conversation gave; `by_me`: the assistant gave them."""
    sts = [st for st in corpus.statements if any(any(same(v, w) for w in find_values(st.text)) for v in values)]
    kinds = list(dict.fromkeys(_KIND_WORDS.get(v.kind, "") for v in values))
    what = f"the {kinds[0]}" if len(kinds) == 1 and kinds[0] else "what"
    return Fact(f"{what} I gave you" if by_me else f"{what} you told me", statements=sts, values=values)


def _sentences_about(text: str, item: Item, corpus: Corpus) -> str:
    """Of a message that says it tells several things, of several people, the sentences about the one the request
    names ("Two things …: Nic's gone for the deputy manager job …" for "what I said earlier about Nic and the job",
    not "And Tyler's been down the Army Careers Centre …" nor "Nic don't know.", which only says whom it is kept
    from); the whole message otherwise ("Rough day. Got a call from Femi's school …")."""
    if item.owner.kind != "name" or not item.owner.word or not _SEVERAL_THINGS.search(text):
        return text  # (one story, told on: "… keishla told me last night... she's pregnant. … the dad is kevin")
    who = fold(item.owner.word)
    parts = sentences(text)
    about = [
        p
        for p in parts
        if who in {unpossessive(w) for w in folded_words(p)} and not _KEPT_FROM.search(_after_colon(p).strip())
    ]
    others = [p for p in parts if p not in about and any(m[2] != "user" for m in mentions(p, corpus.people))]
    return "".join(about) if about and others and len(about) < len(parts) else text


# a message that says it tells more than one thing ("Two things for the notes but keep em to yourself: …")
_SEVERAL_THINGS = re.compile(
    r"(?:two|2|three|3|a\s+couple\s+of|zwei|zwee|zwoa|drei|deux|trois|dos|tres)\s+"
    r"(?:things|thing|bits|sachen|saachen|dinge|sachn|choses|trucs|cosas|cositas|vainas)",
    re.IGNORECASE,
)


def _after_colon(text: str) -> str:
    """What a sentence says after its lead-in ("Two things for the notes …: Nic's gone for …")."""
    return text.split(":", 1)[1] if ":" in text else text


def _like_message(text: str, corpus: Corpus) -> list[Fact]:
    sem = semantic.similarities(text, [st.text for st in corpus.statements])
    if not sem:
        return []
    z = semantic.standout(sem)
    best = [st for st, s, zz in zip(corpus.statements, sem, z, strict=True) if zz >= 3.0 and s >= 0.3]
    if not best:
        return []
    fact = _statement_fact("what you told me", best, corpus)
    words = _told_words(text, corpus)
    fact.clauses = [c for st in best for c in _without_their_contact(st, words)]
    return [fact]


def _told_words(told: str, corpus: Corpus) -> list[str]:
    """A message's words that say what it tells: no one's name and no everyday word."""
    named = {n for p in corpus.people.by_key.values() for n in p.names}
    return [w for w in folded_words(told) if len(w) >= 4 and w not in _STOP and w not in named and commonness(w) < 5.5]


_CONTACT = frozenset({Kind.PHONE, Kind.EMAIL, Kind.STREET_ADDRESS})


def _without_their_contact(st: Statement, words: list[str]) -> list[str]:
    """A line like what the user told, less the sentence that only says who someone is and how to reach them
    ("Fille : Manon Castellano, 24 ans, …, 06 39 98 51 62." before "A raté son année, elle redouble — …"): the
    sentences without a contact, and those with one that hold words of the message (more than one, for the head of
    a labelled entry, whose words are only where the person is: "… élève infirmière à l'IFSI d'Aix")."""
    parts = [p.strip() for p in sentences(st.text) if p.strip()]
    if len(parts) < 2:
        return [st.text]
    kept = []
    for k, p in enumerate(parts):
        if any(v.kind in _CONTACT for v in find_values(p, st.lang)):
            said = sum(_holding(p, [w], st.lang) for w in words)
            if not said or (st.label and k == 0 and said <= 1):
                continue
        kept.append(p)
    return kept if kept and len(kept) < len(parts) else [st.text]
