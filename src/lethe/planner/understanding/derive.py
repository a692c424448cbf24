"""Working out what to forget: the conversation (and the host's `about`) read against the home's statements.

Returns a `Derivation`: the subject (the values and statements to find everywhere, with everyday words for
it), or nothing found, or a question naming the candidates in everyday words (never their values).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache

from lethe.language.frequency import commonness
from lethe.planner.matching import Value
from lethe.planner.subject import NO_REQUEST, Outcome, Subject

from .corpus import REL_OF, TITLE_WORDS, Corpus, build, notes_people, untitled
from .query import read_query, turns_of
from .resolve import Fact, _fixed, _persons, head_of, only_dealings, place_words, placed_label, resolve
from .resolve import Outcome as Resolved
from .values import STREET_NAME, rare_street_name
from .vocab import INSTITUTIONS, RELATIONS, STOP, TITLES
from .words import fold, folded_words

_ARTICLED_NAME = re.compile(r"\b(?:de\s+la|del)\s+([A-ZÀ-Ý][a-zà-ÿ]{2,})\b")  # whose: "la demanda de la Karen"


def _bare_street(raw: str) -> bool:
    """Whether a street read from its line is no street written alone (no street word: "Mendoza 2540")."""
    from lethe.language.values.scan import find_values as scan

    return not any(f.kind == "street_address" for f in scan(raw))


_CODE_LIKE = re.compile(r"[A-Za-z0-9]+(?:[ ./-][A-Za-z0-9]+)*")


def _code_like(raw: str) -> bool:
    """A labelled value that is a code: letters and digits, five or more, with separators or none."""
    alnum = re.sub(r"\W", "", raw)
    return bool(_CODE_LIKE.fullmatch(raw)) and len(alnum) >= 5 and not alnum.isdigit() and not alnum.isalpha()


_VALUE_KIND = {
    "phone": "phone",
    "iban": "compact",
    "card": "compact",
    "code": "compact",
    # an ID written with and without its separators ("Steuernummer 14/087/31562", "StNr. 14087/31562")
    "national_id": "compact",
    "id_document": "compact",
    "account_number": "compact",
    "money": "money",
    "street_address": "street",
    "date": "date",
}


@dataclass
class Derivation:
    outcome: Outcome
    subject: Subject | None = None
    question: str | None = None  # a clarification key for the templates (never user text)
    candidates: list[str] = field(default_factory=list)  # everyday names of what it could be
    missing: int = 0  # a "partial" question: how many candidates (the last ones) were not found
    people: frozenset[str] = frozenset()  # folded names of the people the notes name (`corpus.notes_people`)
    notes: object = None  # the notes' stat signature when they were read and none changed meanwhile (else None)


def derive(
    turns: Sequence,
    notes: Callable[[], Iterable[tuple[str, str]]],
    *,
    about: str | None = None,
    built: Callable[[], Corpus] | None = None,
) -> Derivation:
    """`built`: the corpus of the notes, when the caller has one at hand (else it is built from `notes()`)."""
    corpus = build(notes()) if built is None else built()
    d = _derive(turns, corpus, about)
    d.people = notes_people(corpus)
    return d


def _derive(turns: Sequence, corpus, about: str | None) -> Derivation:
    from .words import NOTES_WRITE, NotesWords

    reading = NOTES_WRITE.set(NotesWords(lambda w: w in corpus.vocabulary))  # "pilates" the notes write: no typo
    try:
        return _derived(turns, corpus, about)
    finally:
        NOTES_WRITE.reset(reading)


def _derived(turns: Sequence, corpus, about: str | None) -> Derivation:
    said = turns_of(turns)
    query = read_query(said, corpus.people, about)
    if not query.found:
        if any(t.role == "user" for t in said) and not (about and about.strip()):
            # nobody asked to forget anything ("Oublie pas de me rappeler …", "¿Te acuerdas a qué hora …? No borres
            # nada", "se me olvidó la contraseña"): nothing to forget, no question about what
            return Derivation(Outcome.NOTHING, question=NO_REQUEST)
        return Derivation(Outcome.CLARIFY, question="what")
    r = resolve(query, corpus)
    if r.outcome is Resolved.NOTHING and about and about.strip():
        # the host's words for it found nothing ("the grievance against the school principal"): the user's own
        # ("The whole grievance business at the school: Toner, …") may
        own = read_query(said, corpus.people, None)
        if own.found and own.items and (mine := resolve(own, corpus)).outcome is not Resolved.NOTHING:
            query, r = own, mine
    if r.outcome is Resolved.CLARIFY:
        return Derivation(
            Outcome.CLARIFY, question=r.question, candidates=[c.description for c in r.candidates], missing=r.missing
        )
    named = _named_in_place(query, corpus, r.placed)
    typed = _codes_typed(query, corpus)
    if r.outcome is Resolved.NOTHING and not named and not typed:
        return Derivation(Outcome.NOTHING)
    values: list[Value] = []
    anchors: list[str] = []
    for f in r.facts:
        values += _values(f) + [Value(s) for s in _surnames(f.names + f.terms, corpus)]
        anchors += [c for c in f.clauses if c.strip()]
    # (a sum the facts hold as a value already is not looked for again beside their words)
    held = {v.text for v in values if v.strong}
    sums = [v for v in _amounts(anchors) if v.text not in held]
    values = list(dict.fromkeys(values + _dated(anchors) + sums + _weights(anchors) + named + typed))
    # (no word of how the user writes: "Alsterwasser" of "Abends Alsterwasser an der Elbe." is in "Schreibt Hamburger
    # Schnack mit Platt: …, Alsterwasser, Astra, …", a line no plan may cut; unless the request says it, and not as
    # whom: "el recordatorio d la once", Chilean "once" being tea, but not "dat mit mudder", Low German "Mutter")
    said = {w for w in folded_words(query.request.text if query.request is not None else "") if w not in REL_OF}
    theirs = corpus.how_they_write - said
    values = [v for v in values if not (v.kind in ("text", "stems") and set(folded_words(v.text)) <= theirs)]
    values = list(dict.fromkeys(w for v in values for w in _not_their_shop(v, corpus)))
    if not values and not anchors:
        return Derivation(Outcome.NOTHING)
    held = [(placed_label(i), _in_its_place(i, query)) for i in r.placed]
    labels = list(dict.fromkeys([f.label for f in r.facts] + [label for label, _ in held])) or [_your(query, typed)]
    descriptor = labels[0] if len(labels) == 1 else ", ".join(labels[:-1]) + " and " + labels[-1]
    # (nor a sentence of its words alone: "Schiet.", "Fair dinkum.")
    sentences_of = [a for a in _anchor_texts(anchors) if not set(folded_words(a)) <= theirs]
    subject = Subject(values, frozenset(), descriptor, query.position, anchors=sentences_of)
    subject.identity = _identity(query, r.facts)
    subject.items = max(1, len(r.facts) + len(held))
    subject.placed = held
    subject.labels = labels
    subject.only, subject.spare, subject.one_place = query.only, query.spare, query.one_place
    # what the user named as staying ("… die Lebara-Aufladung — bleibt"): one of its words left is no mention missed
    said_kept = {p for i in query.kept for w in folded_words(i.text) for p in (w, *w.split("-")) if len(p) >= 3}
    subject.kept = r.kept | said_kept
    # the request's words for it, else the plan's ("everything about Jonah (nut allergy)" for "… about it")
    # a fact's values are its own clues; of "la cuota del remo", the fee ("remo" left is no mention missed)
    # (not a thing looked for in its place alone: "quiz" of "the quiz reminder" left in the notes is what stays)
    # (nor a part listed after the matter: "D'Klinik, de Tablettn, da Doktor, alles" name its kinds of things, and
    # the wife's "Kantine der Klinik" stays)
    asked = [
        w for i in query.items if not i.attributes and not i.part and i not in r.placed + r.remarks for w in _asked(i)
    ]
    if not asked and not any(i.attributes for i in query.items):
        asked = [w for f in r.facts for w in folded_words(f.label)]
    whose = {fold(i.owner.word) for i in query.items if i.owner.word}  # whose it is says nothing of what
    # (nor someone named with an article, whom the notes do not declare: "la demanda de la Karen")
    articled = {fold(n) for i in query.items for n in _ARTICLED_NAME.findall(i.text)} if query.lang != "de" else set()
    subject.asked = [w for w in dict.fromkeys(asked) if w not in whose and not corpus.people.named(w)]
    subject.asked = [w for w in subject.asked if w not in articled] or subject.asked
    if query.kept:
        # "… but keep that the review went well": the request's words also name what stays, so one of them left
        # is no sign of a mention missed
        subject.asked = []
    # "being broke" is the debt: what is left that says "debt" (or "Schulden") is not forgotten
    subject.matters = [w for w in dict.fromkeys(_matters_named(r.facts)) if w not in subject.asked]
    subject.about = _person_topic(query, corpus, r.facts)
    subject.whose = frozenset(
        n
        for i in query.items
        if i.owner.kind in ("name", "relation")
        for p in _persons(i.owner, corpus) or []
        for n in p.names
    )
    return Derivation(Outcome.SUBJECT, subject)


def _asked(item) -> list[str]:
    head = head_of(item, item.words)
    return [head] if head else item.words


def _person_topic(query, corpus, facts) -> list[str]:
    """The names of the one person a request is about as a whole ("everything about my psychologist": Paula
    Ibarra, declared or the one full name the plan's facts give), whose name left anywhere is a mention of what
    goes; none when it asks for a thing of theirs."""
    from .utterance import ItemKind

    out: list[str] = []
    for i in query.items:
        if i.kind is not ItemKind.GENERAL or i.owner.kind not in ("relation", "name"):
            continue  # (not "my dog's vet appointment": a thing of theirs)
        said = [
            w for w in i.words if w not in STOP and fold(w) not in _RELATION_WORDS and fold(w) != fold(i.owner.word)
        ]
        if not i.topic and (i.words or i.owner.kind != "name"):
            continue  # ("forget raj": him, as a whole; not "Biscuit's doctor appointment")
        if not only_dealings(said):  # (not "the sessions, the Tuesday reminder": all of it)
            continue  # "everything about Daniel's work": his work, not him
        persons = _persons(i.owner, corpus) or []
        if len(persons) == 1 and persons[0].key != "user":
            ws = [w.strip("«»") for w in untitled(persons[0].name).split() if len(w.strip("«»")) >= 3]
            # (not a surname someone else has too: "Kaye Beynon" the counsellor, "Dewi Beynon" the butcher)
            out += ws[:-1] if len(ws) >= 2 and _someone_else_of(ws[-1], corpus, ws[:-1]) else ws
        elif not persons and i.owner.kind == "relation":
            # (not a sentence's first word and someone else the notes declare: "Told Linda it was my back.")
            full = {
                n
                for f in facts
                for n in [*f.names, *f.terms]
                if _FULL_NAME.fullmatch(n) and not _someone_else_declared(n, i.owner.word, corpus)
            }
            if len(full) == 1:
                out += next(iter(full)).split()
    return list(dict.fromkeys(out))


def _someone_else_declared(name: str, relation: str | None, corpus) -> bool:
    """Whether a word of the name is someone the notes say is another relation ("Linda Costa: my dispatcher"), or the
    name opens with an everyday word ("Told")."""
    first = name.split()[0]
    if commonness(first) >= 5.0:
        return True
    return any(
        (p := corpus.people.named(w)) is not None and p.relations and relation not in p.relations for w in name.split()
    )


_FULL_NAME = re.compile(r"[A-ZÀ-Ý][a-zà-ÿ'-]{2,}\s+[A-ZÀ-Ý][a-zà-ÿ'-]{2,}")


_RELATION_WORDS = frozenset(fold(w) for ws in RELATIONS.values() for w in ws)


def _matters_named(facts) -> list[str]:
    """The words of the matters the plan names ("debt" of "your debt"): its label and its one-word names in
    every language ("Kinderwunsch" of "künstliche Befruchtung"); only an event's (a trait's "allergy" also
    names Leo's, which stays)."""
    from .concepts import table

    named = [c for c in table() if c.label and c.event and any(f.label.endswith(" " + c.label) for f in facts)]
    names = [p[0] for c in named for p in c.names if len(p) == 1]
    return [w for c in named for w in folded_words(c.label)] + names


def _in_its_place(item, query) -> Value:
    """What one thing of several named by its place is looked for by: its words, there alone."""
    return Value(" ".join(place_words(item)), kind="stems", places=frozenset(item.places) - query.spare)


def _named_in_place(query, corpus, placed) -> list[Value]:
    """A request for one place names the thing by its own words ("the RSVP reminder", "the florist one") or
    by whom it is with ("the reminder for my endo appointment": the endocrinologist's name): what there holds
    them is what was meant (the place alone is searched, so a word is precise enough)."""
    if not query.only:
        # one of several things named by its place ("…, et supprimez le rappel du club de lecture"): what that place
        # holds with all its words (the notes about the book club stay)
        # (a place of a matter asked whole, "…, the daily reminder": found wherever all its words are)
        return [
            # (a part listed after the matter, its place said with it: "die Kontrollen, die Erinnerungen" are the
            # check-ups' reminders, not every line saying "Kontrolle")
            _in_its_place(i, query) if i in placed or i.part else Value(" ".join(ws), kind="stems")
            for i in query.items
            if i.places and (ws := place_words(i))
        ]
    # (as the typos are corrected to the notes' words: "le rapel pour le sindic" is the "Syndic" one)
    out = [
        Value(w, kind="stems", loose=True)
        for i in query.items
        for w in dict.fromkeys(i.words + _fixed(i.words, corpus))
        if len(w) >= 3 and not w.isdigit()
    ]
    # (and a short name of a thing, two letters no language uses much: "the remindr for my bp tabs" is "BP tablet")
    out += [
        Value(w, kind="text")
        for i in query.items
        for w in dict.fromkeys(i.words)
        if len(w) == 2 and w.isalpha() and w not in STOP and commonness(w) < 4.0
    ]
    for i in query.items:
        if (
            i.owner.kind == "name"
            and i.attribute is None
            and query.only == {"reminders"}
            and (p := corpus.people.named(i.owner.word)) is not None
        ):
            out += [Value(n, kind="stems") for n in p.names if len(n) >= 3]  # "di remindr fi sen shanice di moni"
        if i.owner.kind == "relation" and i.owner.word:
            out += [Value(n, kind="stems") for p in corpus.people.with_relation(i.owner.word) for n in p.names]
            out += [Value(w, kind="stems") for w in RELATIONS.get(i.owner.word, ()) if len(w) >= 4]  # "Mañana dentista"
    return out


# words that make a name a place's ("Hospital Virgen Macarena", "Café Comptoir Abel", "Bank of Scotland")
_PLACE_WORDS = frozenset(fold(w) for ws in INSTITUTIONS.values() for w in ws) | frozenset(
    fold(w)
    for w in """school schule colegio école hotel hôtel restaurant café cafe bar centre center centro zentrum
    museum museo musée park parque station estación gare street road avenue calle rue straße strasse platz plaza
    place pharmacy apotheke farmacia pharmacie jobcenter jobcentre amt agentur rathaus ayuntamiento mairie""".split()
)
# a German compound ending in a place's word is a place ("Jobcenter", "Sozialamt", "Gemeindehaus", "Grundschule")
_PLACE_ENDINGS = ("center", "centre", "zentrum", "amt", "haus", "schule", "klinik", "strasse", "platz")


def _not_their_shop(v: Value, corpus) -> list[Value]:
    """A name the notes also give a shop ("Kessler's Bakery" beside the neurologist Dr. Kessler): the name as the
    notes write it with a title ("Dr. Kessler"), where they do; else the name itself."""
    from .corpus import mentions

    if not v.is_name or not v.strong:
        return [v]
    shop = f"thing:{fold(v.text)}"
    if not any(
        m[2] == shop for st in corpus.statements if v.text + "'s" in st.text for m in mentions(st.text, corpus.people)
    ):
        return [v]
    titled = re.compile(rf"\b(?i:{'|'.join(re.escape(t.rstrip('.')) for t in TITLES)})\.?\s+{re.escape(v.text)}\b")
    said = {m.group(0) for st in corpus.statements for m in titled.finditer(st.text)}
    return [Value(t, context=v.context, places=v.places) for t in sorted(said)] or [v]


def _someone_else_of(last: str, corpus, given: Iterable[str] = ()) -> bool:
    """Whether the notes also write a last name of someone else ("Youssou Ndour" beside the lawyer Me Ndour; "Dewi
    Beynon: butcher …" beside the counsellor Kaye Beynon)."""
    from .corpus import mentions

    other = f"other:{fold(last)}"
    said = [st.text for st in corpus.statements if last in st.text]
    if any(m[2] == other for text in said for m in mentions(text, corpus.people)):
        return True
    mine = {fold(g) for g in given}
    before = re.compile(rf"\b([A-ZÀ-Ý][a-zà-ÿ'-]+)\s+{re.escape(last)}\b")
    return any(
        fold(m.group(1)) not in mine
        and fold(m.group(1).rstrip(".")) not in TITLE_WORDS
        and commonness(m.group(1)) < 4.0
        for text in said
        for m in before.finditer(text)
    )


def _surnames(names: list[str], corpus) -> list[str]:
    """ "Maître Claire Besson" is also "Maître Besson" in a later note: a person's full name's rare last word
    (a person's: past a title, every word capitalised, the words after the first rare, none a place's word as
    in "Hospital Virgen Macarena"; never a word that names someone else the notes declare)."""

    people = corpus.people
    out = []
    for n in names:
        parts = untitled(n).split()
        last = parts[-1] if len(parts) >= 2 else ""
        if (
            len(last) >= 4
            and last.isalpha()
            and all(p[:1].isupper() for p in parts)
            and not {fold(p) for p in parts} & _PLACE_WORDS  # a person's name, not "Hospital Virgen Macarena"
            and not any(fold(p).endswith(_PLACE_ENDINGS) for p in parts[:-1])
            and all(commonness(p) < 4.0 for p in parts[1:])
            and (whose := people.named(last)) in (None, people.named(parts[0]))
            # rare, or less so when the notes declare it hers alone ("Dra. Mejía" of "Dra. Adriana Mejía")
            and commonness(last) < (3.5 if whose is None else 4.0)
            and not _someone_else_of(last, corpus, parts[:-1])  # (then only with its title, below)
        ):
            out.append(last)
        elif (title := n[: len(n) - len(untitled(n))].split()) and len(parts) >= 2 and len(last) >= 4:
            # "Dr Marsh" of "Dr Helen Marsh": a common last name, with the title it is written with
            out.append(f"{title[-1].rstrip('.')} {last}")
    return out


def _your(query, typed: list[Value] = ()) -> str:
    if typed:  # "Le 0478 52 31 90 — efface-le": what it is, never the value
        kinds = {v.kind for v in typed}
        return "that phone number" if kinds == {"phone"} else "that number"
    words = [w for i in query.items for w in i.words if len(w) >= 3 and not any(c.isdigit() for c in w)]
    return "your " + " ".join(words) if words else "that"


def _identity(query, facts: list[Fact]) -> list[str]:
    """The request as read (items, owners, words, answers) and the keys of the values it resolved to."""
    out = []
    for i in query.items:
        attr = i.attribute.name if i.attribute else "-"
        out.append(f"item|{i.kind.value}|{attr}|{i.owner.kind}:{i.owner.word or ''}|{' '.join(i.words)}|{int(i.topic)}")
    out += [f"answer|{s.text.strip().casefold()}" for s in query.selectors]
    out += [f"keep|{k.text.strip().casefold()}" for k in query.kept]
    out += [f"only|{p}" for p in sorted(query.only)] + [f"spare|{p}" for p in sorted(query.spare)]
    for f in facts:
        out += [f"value|{v.kind}|{v.key}" for v in f.values]
        out += [f"name|{n.casefold()}" for n in f.names + f.placed]
    return out


_TYPED = ("phone", "iban", "card", "email", "national_id", "id_document", "account_number")


def _codes_typed(query, corpus) -> list[Value]:
    """A code or number the request itself writes as what goes ("Olvida la referencia catastral
    7834512TF5673S0001WX", "Le 0478 52 31 90 — efface-le partout") and a note holds: found wherever it is, not only
    beside the words around it."""
    from .values import Kind, find_values, same

    out = []
    texts = [i.text for i in query.items] + ([query.request.text] if query.request is not None else [])
    for text in dict.fromkeys(texts):
        for v in find_values(text, query.lang):
            if v.kind is Kind.CODE and len(v.raw) >= 8 and any(v.raw in st.text for st in corpus.statements):
                out.append(Value(v.raw, kind="compact"))
            elif v.kind in _TYPED and any(
                same(v, w) for st in corpus.statements if _digits_in(v.raw, st.text) for w in find_values(st.text)
            ):
                out.append(Value(v.raw, kind=_VALUE_KIND.get(v.kind, "text")))
    return list(dict.fromkeys(out))


def _digits_in(raw: str, text: str) -> bool:
    """A cheap test: the value's last four digits (or its first letters) are in the text at all."""
    digits = re.sub(r"\D", "", raw)
    return (digits[-4:] in re.sub(r"\D", "", text)) if len(digits) >= 4 else raw[:4].casefold() in text.casefold()


def _a_loose_phrase(t: str) -> bool:
    """A phrase of lowercase words with no function word, found in any form and order."""
    ws = t.split()
    return t == t.lower() and len(ws) > 1 and not any(w in STOP for w in ws)


def _values(f: Fact) -> list[Value]:
    out = []
    for v in f.values:
        out.append(_value(v, f))
        out += _short_street(v, f)
        out += _nir_body(v)
    out += [Value(n) for n in f.names if n.strip() and not _kin_word(n)]
    out += [Value(n, where=True) for n in f.placed if n.strip()]
    # a phrase of lowercase words is found in any form ("aa meetings" / "AA meeting tonight"); a single word
    # or a name as written (a stem alone is too loose: "offer" would find "keep it off"), and so is a phrase with a
    # function word ("on licence" is no "licence" beside any "on": "his hunting licence gone … on the back road")
    beside = _stems(f.beside)  # someone's one thing: its words only beside them
    out += [
        Value(t, kind="stems" if _a_loose_phrase(t) else "text", strong=not beside, context=beside)
        for t in f.terms
        if t.strip() and not _kin_word(t) and fold(t) not in _UNITS
    ]
    # a unit is beside every dose ("Allopurinol 300 mg"): only beside its own lines' words ("Temesta 1 mg le soir")
    own = frozenset().union(*(_fact_words(st.text) for st in f.statements)) - {fold(t) for t in f.terms}
    out += [Value(t, strong=False, context=own) for t in f.terms if fold(t) in _UNITS and own]
    out += [Value(t, kind="stems") for t in f.together if t.strip()]
    return out


_UNITS = frozenset({"mg", "ml", "mcg", "µg", "ug", "g", "kg", "iu", "ie", "ui", "mmol", "mcg/ml"})


def _kin_word(text: str) -> bool:
    """A word for kin with an elided article ("D'Muatter woaß nix"): whom, everyone's word, no name of a matter."""
    from .corpus import relation_word

    m = re.fullmatch(r"[DdLl]['’]([^\W\d_]+)", text.strip())
    return m is not None and relation_word(m.group(1))


def _nir_body(v) -> list[Value]:
    """A French social security number is written without its two-digit key too ("clé 45, numéro 1860769387112"):
    its thirteen digits, found with or without separators."""
    digits = re.sub(r"\D", "", v.raw)
    if v.kind != "national_id" or getattr(v, "subkind", None) != "nir" or len(digits) != 15:
        return []
    return [Value(digits[:13], kind="compact")]


def _short_street(v, f: Fact) -> list[Value]:
    """A street as a note writes it in passing, its name and number without the street word ("at hers
    (Embajadores 31)" after "lives at Calle de Embajadores 31, 2ºA"): found as written, that number only. A name
    no language has a word for, alone, beside the fact's own words or its line's names ("Turno Dra. Ibarra
    (Luchana)")."""
    if v.kind != "street_address" or not getattr(v.key, "number", None):
        return []
    m = STREET_NAME.search(v.raw.split(",")[0])
    if m is None or not m.group(1)[:1].isupper() or m.group(2) != v.key.number:
        return []
    out = [Value(f"{m.group(1)} {m.group(2)}")]
    line = next((st.text for st in f.statements if v.raw in st.text), "")
    if rare := rare_street_name(v.raw, line):
        name, near = rare
        out.append(Value(name, strong=False, context=_stems(f.context) if f.context else near))
    return out


def _value(v, f: Fact) -> Value:
    if v.kind == "label" and v.strong and _code_like(v.raw):
        return Value(v.raw, kind="compact")  # found with or without separators ("FR-482-KZ" / "la FR482KZ")
    if v.kind == "label":
        return Value(v.raw, strong=v.strong, context=_stems(f.context) if not v.strong else frozenset())
    kind = _VALUE_KIND.get(v.kind, "text")
    if kind == "street" and v.subkind == "es" and not v.raw[:1].isdigit() and " " in v.raw and _bare_street(v.raw):
        kind = "text"  # "Mendoza 2540": a street its line's town made one, found again as written
    if kind == "date":
        year = str(v.key)[:4].isdigit()
        strong = year and not f.weak_dates
        return Value(v.raw, strong=strong, kind="date", context=_stems(f.context) if not strong else frozenset())
    if v.kind == "number" and f.context and sum(c.isdigit() for c in v.raw) < 4:
        return Value(v.raw, strong=False, context=_stems(f.context))  # "locker 412", not "087 412 3390"
    if kind == "money" and f.context:  # an amount of someone's matter: only beside them ("Stefan: 500 € zurück")
        return Value(v.raw, kind=kind, strong=False, context=_stems(f.context))
    if kind == "money" and _small_sum(v) and (around := _sum_words(v.raw, f)):
        # a small sum is said of many things ("Pension alimentaire de Rudy pour Dylan: 280 € par mois" and "Sousou
        # avec les collègues: 280 € par mois"): found again only beside its own statement's words
        return Value(v.raw, kind=kind, strong=False, context=around)
    return Value(v.raw, kind=kind)


def _small_sum(v) -> bool:
    """A sum under a thousand ("280 €"; not "£48.5k", whatever its digits)."""
    amount = getattr(v.key, "amount", None)
    return amount is not None and amount < 1000 and sum(c.isdigit() for c in v.raw) < 4


def _sum_words(raw: str, f: Fact) -> frozenset[str]:
    """The own words of the statements saying a sum, not how often it is paid ("par mois", "a week")."""
    said = [st.text for st in f.statements if raw in st.text]
    return frozenset().union(*(_fact_words(t) for t in said)) - _per_stems() if said else frozenset()


@lru_cache(maxsize=1)
def _per_stems() -> frozenset[str]:
    from lethe.language.text import stem

    return frozenset(stem(w) for w in _PER.split())


_PER = """month monthly mois mensuel mensuelle monat monats monatlich mes meses mensual mensuales week weekly weeks
semaine semaines woche wochen wöchentlich semana semanas semanal year yearly jahr jährlich année annuel anual"""


def _fact_words(anchor: str) -> frozenset[str]:
    """A stated fact's own words (stems of its longer words, not function words or days): what a day or a sum
    it names must stand beside to be found again."""
    from lethe.language.text import stem
    from lethe.language.text import tokens as norm_tokens

    common = _common_words()
    return frozenset(stem(t) for t in norm_tokens(anchor) if len(t) >= 4 and t.isalpha() and fold(t) not in common)


@lru_cache(maxsize=1)
def _common_words() -> frozenset[str]:
    from .vocab import CALENDAR, STOP

    return frozenset(fold(w) for w in (*STOP, *CALENDAR))


def _dated(anchors: list[str]) -> list[Value]:
    """The days the stated facts name, found again only beside one of the fact's own words: the digest's
    "Biscuit's vet visit on June 10" is the note's "Vet appointment for Biscuit on June 10"."""
    from lethe.language.text import find_days

    out = []
    for a in anchors:
        context = _fact_words(a)
        if context:  # a day with no year is an event's (a visit); a full date is a document's or a birth's
            out += [Value(raw, strong=False, kind="date", context=context) for d, raw in find_days(a) if d.year is None]
    return out


_IN_WORDS = re.compile(r"\d\s*(?:mil|mill|mio|thousand|tausend|mille|grand)", re.IGNORECASE)


def _amounts(anchors: list[str]) -> list[Value]:
    """Sums of a thousand or more the stated facts name, found again only beside one of the fact's own words:
    the note's "life insurance (Aviva) paid £42,000" is the day's "Aviva paid out the life insurance: £42,000"."""
    from lethe.language.values.numbers import money_word

    from .values import Kind, find_values

    out = []
    for a in anchors:
        # (in words too: "2 millones", "38 mil"; not "$212k", which a note writes as it is)
        sums = [
            v
            for v in find_values(a, None, frozenset({Kind.MONEY}))
            if sum(c.isdigit() for c in v.raw) >= 4 or (v.key.amount >= 1000 and _IN_WORDS.search(v.raw))
        ]
        # (not the currency's word, "FCFA", nor how often it is paid, "par mois": beside every sum)
        context = frozenset(w for w in _fact_words(a) - _per_stems() if not money_word(w)) if sums else frozenset()
        if context:
            out += [Value(v.raw, strong=False, kind="money", context=context) for v in sums]
    return out


_WEIGHT = re.compile(r"\b(\d{2,3}(?:[.,]\d)?)\s?(kg|kilos?|lbs?)\b", re.IGNORECASE)


def _weights(anchors: list[str]) -> list[Value]:
    """Someone's weight the stated facts give ("Down to 41 kg in January."), as another note writes it ("Ffion
    down to 41 kg.")."""
    return [Value(f"{m.group(1)} {m.group(2)}") for a in anchors for m in _WEIGHT.finditer(a)]


def _stems(words: list[str]) -> frozenset[str]:
    from lethe.language.text import stem

    return frozenset(stem(w) for w in words)


def _anchor_texts(clauses: list[str]) -> list[str]:
    import re

    from lethe.language.text import sentences

    out = []  # the matcher reads sentence by sentence, so an anchor is one sentence
    for c in clauses:
        for line in c.split("\n"):
            line = re.sub(r"^\s*(?:[-*+]|\d+[.)])\s+", "", line).strip()
            out += [s.strip() for s in sentences(line) if s.strip()]
    return list(dict.fromkeys(out))
