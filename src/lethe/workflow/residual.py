"""The residual check: a second look that does not share the planner's blind spots.

Before anything is changed, the distinctive words of exactly what the plan removes are collected (kept in
memory only, never stored or logged): numbers and codes (three digits or more) and the names of places and
things written inside a sentence that only a few notes use — not function words, not the names of people,
not words the rewritten lines keep — and each removed day, which counts again only beside one of its note's
own words. After the cleanup every active place is searched for them again. A mention left anywhere is
either something the plan covered (then the cleanup failed and the report says so), or a mention the
planner was not sure was about the same thing: then the result is `incomplete`, never "forgotten", and the
report says so in plain words.
"""

from __future__ import annotations

import re
from collections import Counter
from datetime import date

from lethe.assistant_home.layout import Home
from lethe.assistant_home.text_files import TextFile, line_body, read_text
from lethe.contract.targets import LinesTarget, apply_splices
from lethe.contract.vocabulary import Action, ArtifactKind
from lethe.kinds import memory_notes
from lethe.language.clauses import HEAD_FULL_NAME, LABEL_HEAD, WHO_DOESNT_KNOW
from lethe.language.frequency import commonness, upper_german_commonness
from lethe.language.text import find_days, sentences, stem
from lethe.language.text import tokens as norm_tokens
from lethe.plan import Plan
from lethe.planner.matching import Matcher, Value
from lethe.planner.understanding.values import STREET_NAME, rare_street_name
from lethe.planner.understanding.vocab import CALENDAR, RELATIONS, STOP
from lethe.planner.understanding.words import (
    CAME_FROM,
    SOMEONE_IS_AT,
    fold,
    folded_words,
    guess_language,
    tokens,
    unpossessive,
)

_RELATION_WORDS = {fold(w) for ws in RELATIONS.values() for w in ws}
_STOP = {fold(w) for w in STOP} | {fold(w) for ws in RELATIONS.values() for w in ws} | {fold(w) for w in CALENDAR}
_YEAR = re.compile(r"(?:19|20)\d\d")  # a year alone says when, not what
_OPENS = re.compile(r"[.:!?]\s*$")  # what a word after opens a sentence
_OPENS_GERMAN = re.compile(r"[.:;!?]\s*$")


def removed_text(home: Home, plan: Plan, hasher, langs: dict[str, str] | None = None) -> list[tuple[str, str]]:
    """(what goes, what the line keeps) for every line of a memory note or created item the plan edits; `langs`
    is given the language of each one's note (a short line alone says too little of it)."""
    out: list[tuple[str, str]] = []
    for t in plan.targets:
        if not isinstance(t, LinesTarget) or t.kind not in (ArtifactKind.MEMORY_NOTE, ArtifactKind.CREATED_ITEM):
            continue
        f = read_text(home, t.path)
        if not isinstance(f, TextFile):
            continue
        edits = {e.fingerprint: e for e in t.lines}
        lang = ("de" if _german(f.text[:4000]) else guess_language(f.text[:4000])) if langs is not None else ""
        for line in f.lines():
            e = edits.get(hasher.digest("content", line.encode(f.encoding)))
            if e is None:
                continue
            body = line_body(line)
            kept = apply_splices(body, e.splices) if e.rewrite else ""
            out.append((body, kept))
            if langs is not None:
                langs[body] = lang
    return out


def removed_jobs(home: Home, plan: Plan) -> list[str]:
    """The words of every reminder or scheduled task the plan deletes (their name, message and instructions)."""
    from lethe.assistant_home import cron_store

    ids = {t.job_id for t in plan.targets if getattr(t, "job_id", None) and t.action is Action.REMOVE_JOB}
    store = cron_store.load(home) if ids else None
    if store is None or isinstance(store, cron_store.Unreadable):
        return []
    return [" ".join(cron_store.job_texts(job)) for job in store.all_jobs if cron_store.job_id(job) in ids]


def distinctive(
    pieces: list[tuple[str, str]],
    people_words: set[str],
    home_counts: Counter,
    *,
    broad: bool = False,
    asked: frozenset[str] = frozenset(),
    langs: dict[str, str] | None = None,
    jobs: list[str] = (),
    whose: frozenset[str] = frozenset(),
    kinds: frozenset[str] = frozenset(),
) -> list[str | Value]:
    """The words of the removed text that say what it was: numbers and codes, proper names of places and
    things, and rare words (used in a few notes only, and uncommon in everyday language); not people's
    names, not words the line keeps. `whose`: the names of the people whose matter it is (`collect`); `kinds`:
    the matters (concept table names) the plan is about, when known (`_a_matters_word`)."""
    out: list[str | Value] = []
    # a label's word that a rewritten line keeps is one the plan lets stay: it names the kind of thing, not the
    # fact ("IBAN fürs Haushaltskonto an Frank geschickt." keeps what "IBAN Haushaltskonto: DE44 …" was labelled)
    kept_anywhere = _kept_words(pieces)
    kept_lines = "\n".join(kept for _, kept in pieces)
    # how many removed lines use each word: one that most of its notes use only where the plan removes it is
    # about what goes, however many notes that is ("stammer" in three notes, two of them going)
    removed_in = Counter(f for gone, _ in pieces for f in {fold(t.text) for t in tokens(gone)})
    # a word a deleted reminder says too is said where the plan removes it ("Eliquis 5 mg morgens und abends." and
    # the reminder "Eliquis"): its one other note is as likely the same thing
    in_notes = Counter(removed_in)  # (the removed note lines alone: `_gone_everywhere`)
    removed_in.update(f for text in jobs for f in {fold(t.text) for t in tokens(text)} if f in removed_in)
    # a removed street's name and number, as a note writes them in passing ("at hers (Embajadores 31)")
    short_streets = {
        (fold(m.group(1)), m.group(2))
        for gone, _ in pieces
        for v in _values_in(gone)
        if v.kind == "street_address" and (m := STREET_NAME.search(v.raw.split(",")[0]))
    }
    for gone, kept in pieces:
        label = _LINE_LABEL.match(gone)
        kept_folds = [fold(t.text) for t in tokens(kept)]
        kept_words = set(kept_folds) | {fold(unpossessive(t.text)) for t in tokens(kept)}  # ("Neema's customers")
        if label:
            kept_words |= {fold(t.text) for t in tokens(label.group(1))} & kept_anywhere
        toks = tokens(gone)
        # (a statement that went whole: its uncommon words, for the people it names, read once)
        rare_here = _rare_words(gone, people_words, home_counts) if broad and not kept.strip() else frozenset()
        values = _values_in(gone)  # read once: the addresses' towns and the sums below
        towns = _address_tails(gone, values)  # "…, Spokane": the city of a removed address is no clue on its own
        # a removed street is one clue as a whole, not its words ("Calle de Embajadores 31": the user's own street
        # is "Calle de Embajadores 118")
        streets = [v for v in values if v.kind == "street_address" and v.raw not in kept]
        clues: dict[int, str] = {}
        short: list[str] = []
        # (a matter's removed line: a word filed under another matter is a thing of this one; of values, any is a kind)
        of = kinds if broad else frozenset()
        german = (langs or {}).get(gone) == "de" or _german(gone)
        # (who must not know of it is no word of it: "… 200 mg morning and night. Pwani Safaris doesn't know.")
        unknowing = [m.span(1) for m in WHO_DOESNT_KNOW.finditer(gone)]
        known = _unknowing_apart(gone) if unknowing else gone
        known = _unplaced(known)  # (nor where someone rang from: "Natasha a appelé de Halifax" says no Halifax of it)
        for i, t in enumerate(toks):
            w = unpossessive(t.text)
            f = fold(w)
            if any(a <= t.start < b for a, b in unknowing) and w[:1].isupper() and f not in people_words:
                continue  # (a firm, a club; someone the notes know stays a clue beside the matter's words)
            if w[:1].isupper() and f not in people_words and _someone_is_at(gone[: t.start]):
                continue  # where someone is ("attorney on the roof lawsuit, office on Poydras"), not what went
                # (nor where they rang from: "Natasha a appelé de Halifax")
            if (
                f in people_words
                and _HONORIFIC.search(gone[: t.start])
                and _all_but_one(w, f, home_counts, in_notes, kept_anywhere, least=2)
            ):
                # someone by a title the notes name only with what went but once ("Suchtberatung bei der Berner
                # Gesundheit (Frau Kälin)", "Erster Termin bei der Suchtberatung, Frau Kälin."): that once is of it
                # too, whatever words are beside it ("100 Tage! Frau Kälin hat mir eine Karte geschenkt."); not kin,
                # whose own entry stays ("Brother: Emeka Okonkwo in Atlanta")
                out.append(w)
                continue
            if f in people_words and (
                _only_here(w, f, home_counts, removed_in, kept_anywhere)
                or _gone_everywhere(w, f, home_counts, in_notes, kept_anywhere)
            ):
                # someone named only with what went ("Jugendamt-Gespräch … (Frau Kröger)"): their other mention
                # beside one of its words ("Jugendamt, Frau Kröger.") is of it too
                around = _context(known.replace("-", " ")) - _context(kept.replace("-", " ")) - {stem(w)}
                if around:
                    out.append(Value(w, strong=False, context=around))
                continue
            if f in people_words and broad and not kept.strip() and w[:1].isupper() and (rare := rare_here):
                # someone named in a matter's statement that went whole: their other mention beside one of its
                # uncommon words is of the same matter ("Kayleigh told me she's pregnant." and "Kayleigh: pregnant at
                # 17, …"), not a mention of them ("Daughter: Kayleigh Walsh, 17")
                out.append(Value(w, strong=False, context=rare))
                continue
            if f in people_words and broad and w[:1].isupper() and _HONORIFIC.search(gone[: t.start]):
                # someone by a title in a matter's line, whom the rewrite kept in a sentence of its own ("Frau Albers
                # zufrieden." of "Ximena: Wiegetag 44,1 kg. Frau Albers zufrieden, erstes Mal zugenommen."): a
                # mention the plan was not sure of (not the kept head of someone's own entry: "Mamá: doña Chayo")
                said = next((x for x in sentences(kept) if re.search(rf"\b{re.escape(w)}\b", x)), "")
                if said and not _LINE_LABEL.match(kept) and (around := _context(_TITLES.sub(" ", said)) - {stem(w)}):
                    out.append(Value(w, strong=False, context=around))
                continue
            if (_common(f) and not _acronym(w)) or f in people_words or len(f) < 3:
                continue  # (an acronym is none of those words: "a TIA" is no "tía")
            if any(a <= t.start < b for a, b in towns):
                # (unless the rewrite left it where the address was: "…, à Fétinne." after "rue des Vennes 41")
                outside = sum(1 for u in toks if fold(u.text) == f and not any(a <= u.start < b for a, b in towns))
                left = re.search(rf"(?:\b(?:à|in|en|im)\s+|\(){re.escape(w)}\b", kept) is not None
                if streets and left and w[:1].isupper() and len(f) >= 4 and kept_folds.count(f) > outside:
                    clues[i] = w
                continue
            if f in kept_words:
                continue
            if label and t.end <= label.end(1) and _NUMBER_WORD.search(f) and _only_values_after(gone, label, values):
                # a value's line that went whole: its label says what kind of number it was ("Meine
                # Rentenversicherungsnummer: 65 120382 L 037."), as another's does ("Maiks Rentenversicherungsnummer:
                # 12 270579 Z 514." stays); the value is the clue
                continue
            if (
                label
                and t.end <= label.end(1)
                and w[:1].isupper()
                and home_counts.get(f, 0) > removed_in[f]
                and (_only_values_after(gone, label, values) or re.fullmatch(r"\s*\S+\s*", gone[label.end() :]))
            ):
                # the bank or firm a value's label names ("Clave de la app de Bancolombia: Belen*2020", "CommBank app
                # password: …"), which other notes that stay name too ("Cuenta de ahorros en Bancolombia"): whose
                # value it was, not what it was; the value is the clue
                continue
            if not any(c.isdigit() for c in w) and any(v.start <= t.start < v.end for v in streets):
                continue  # the street's name is its own clue with its number (below), not its words alone
            if not any(c.isdigit() for c in w) and _in_code(gone, t.start, t.end):
                continue  # "Spätkauf" of the password "Spätkauf!77": the code is the clue, not its word
            if _AGENT.search(gone[: t.start]) and w[:1].isupper():
                continue  # "changed by Jannik": someone who did something, not the fact
            if i + 1 < len(toks) and (f, toks[i + 1].text) in short_streets:
                clues[i] = f"{w} {toks[i + 1].text}"  # the street in passing, as a whole
                continue
            if (
                not german
                and _IN_TOWN.search(gone[: t.start])
                and w[:1].isupper()
                and not _name_goes_on(toks, i)
                and not (w.isupper() and len(w) >= 4 and w.isalpha())  # ("suivi au CSAPA du Tampon": a centre)
            ):
                continue  # "cataract surgery in Thiès": a town, everyone's (not "in Sellwood Vet")
            if (
                german
                and _IN_TOWN_GERMAN.search(gone[: t.start])
                and _TOWN_ENDING.search(f)
                and not _name_goes_on(toks, i)
            ):
                continue  # "Kreuzbund montags in de Neckarstadt": a town or its part, as its ending says
            digits = sum(c.isdigit() for c in w)
            if digits >= 3 and len(w) >= 6 and sum(c.isalpha() for c in w) >= 2:
                clues[i] = w  # "7834512TF5673S0001WX": a code, whole (not its first digits, "7834512")
                continue
            if digits:
                number = _number_at(gone, t.start, t.end)
                n = sum(c.isdigit() for c in number)
                if n >= 4 and not _YEAR.fullmatch(number):
                    clues[i] = number  # "1.400", written whole: "1.400 € warm" elsewhere is the same
                elif (
                    n == 3
                    and number.isdigit()
                    and not _A_SUM.search(gone, 0, t.start)  # ("$500 toward the roof loan": a sum)
                    and _NAMES_A_THING.match(gone, t.start + len(number))
                ):
                    clues[i] = number  # "504 plan": a number naming a thing is its name, wherever it is
                elif n == 3 and not any(v.kind == "phone" and v.start <= t.start < v.end for v in values):
                    # "142": only beside the note's own words ("room 142" is not it); not the area code of a
                    # phone number ("(334) 347-1986": the number is the clue, the code is everyone's around)
                    short.append(number)
                continue
            # (not after ";": it joins the parts of one sentence, "…; Prostap injection every 3 months"; German writes
            # every noun with a capital, "…; Ordination 0316 …", so there it still opens one)
            opening = _OPENS_GERMAN if german else _OPENS
            # (a social title's dot ends no sentence: "…; M. Pasche, le curateur, …"; a doctor's name stays the
            # planner's to judge, as below)
            starts = (
                i == 0
                or (opening.search(gone[: t.start]) is not None and not _HONORIFIC.search(gone[: t.start]))
                or not gone[: t.start].strip(" -*+")
            )
            notes = home_counts.get(f, 0)
            rare = notes <= 2 or (notes <= 8 and 2 * removed_in[f] >= notes and not _a_matters_word(f, of))
            # a matter's statement naming something no language has a word for ("Nordwind first interview"): its
            # other few mentions are the matter's too, however few of them the plan removes (German writes every
            # noun so: "Klassenlehrerin soll Rückmeldung geben" names nothing)
            rare = rare or (broad and notes <= 8 and commonness(w) < 1.0 and not german and not _a_matters_word(f, of))
            # at a sentence's start only a word no language uses, in a matter's statement ("Nordwind first
            # interview (video)"; not the name after "Dr.", someone the notes keep, nor one a rewritten line keeps)
            opens = (
                starts
                and broad
                and commonness(w) < 1.0
                and not german
                and f not in kept_anywhere
                and not _TITLE_BEFORE.search(gone[: t.start])
            )
            # a name written with a capital inside ("StepChange debt plan £85 a month"): a name wherever it stands
            opens = opens or (starts and _CAMEL.search(w) is not None and f not in kept_anywhere)
            # (a compound with a hyphen is as rare as written whole: "U-Haft" is no "u" and "haft")
            usual = commonness(w) if "-" not in w else min(commonness(w), commonness(w.replace("-", "")))
            usual = max(usual, upper_german_commonness(w)) if german and "-" not in w else usual  # ("Früah": früh)
            if (
                len(w) == 3
                and w.isupper()
                and w.isalpha()
                and rare
                and usual < 3.0
                and f not in people_words
                and f not in kept_anywhere
                and gone[t.start - 1 : t.start] == "("  # what a name just said is called: "… du notariat (DSN)"
                and gone[t.end : t.end + 1] == ")"
            ):
                clues[i] = w  # an acronym a name defines: as telling as the name, however short
            elif broad and _acronym(w) and _common(f) and rare and f not in people_words and f not in kept_anywhere:
                clues[i] = w  # a matter's acronym spelling a word of every day ("a mini-stroke (a TIA)": no "tía")
            elif w[:1].isupper() and (not starts or opens) and len(f) >= 4 and rare and usual < 4.0:
                # a place or thing by name; not a city everyone names ("Köln", "Madrid"); a long one capitalised
                # only by opening its sentence is found in any case ("Cytoponction faite" / "Résultat cytoponction")
                clues[i] = w.lower() if starts and w[1:].islower() and len(f) >= 9 else w
            elif (
                len(f) >= 7
                and rare
                and (
                    broad
                    or (not kept.strip() and not streets and w[:1].islower() and _dialect_commonness(w, german) < 2.0)
                )
                and commonness(w) < 4.0
            ):
                # a statement that was itself the fact (a matter's, or a line removed whole): its rare words are the
                # fact's words ("naproxen" of "Carpal tunnel …; brace at night, naproxen when bad."; of a line
                # removed whole, a lowercase one no language uses: not "honorarios", nor a German noun; not beside
                # a street address that went with it, which is what went: "Mailed a housewarming card to Anna at
                # 14 Birch Lane." leaves "Housewarming at Anna's" no mention of her address)
                clues[i] = w
            elif (
                broad
                and not kept.strip()
                and w[:1].isupper()
                and len(f) >= 4
                and notes <= 2
                and _TITLE_BEFORE.search(gone[: t.start])
            ):
                # a doctor a matter's line that went whole names, by a name as common as a word ("Therapeutin Dr.
                # Hughes"): their one other note beside a word of that line is of it too ("Mandy sagt, Dr. Hughes is
                # jut"; not their own entry: "Kinderarzt (beide): Dr. Wendt, Tel. …")
                out.append(Value(w, strong=False, context=_context(gone) - {stem(w)}))
        for a, b in _name_runs(toks):  # "Centro de Salud Embajadores" is one name, not four clues
            first = not gone[: toks[a].start].strip(" -*+\t")
            while (
                first
                and a < b
                and a not in clues
                and (commonness(toks[a].text) >= 4.0 or fold(toks[a].text) in _JOINERS)
            ):
                a += 1  # "Paid the Hollis Barn": the line's first word is no part of the name
            # (nor a sentence's words of when or where: "… 7743. Im April PSA-Wert 9,8": "PSA-Wert")
            opens = _SENTENCE_BEFORE.search(gone, 0, toks[a].start) is not None
            while opens and a < b and a not in clues and _when_opens(toks[a]):
                a += 1
            inside = [i for i in range(a, b + 1) if i in clues and not clues[i][:1].isdigit()]
            # (of a matter, a word of it no language has, in two notes at most, is a clue on its own too: "Eurolys a
            # disparu" after "faux livret « Eurolys Invest »" went; not a firm or a place the notes name all over,
            # nor the card a number was removed from: "Vorteilscard verlängert")
            # (its first word, before everyday ones: "Eurolys Invest", not "Clínica Dyckman" nor "Dr Pichon")
            head = toks[a].text
            own = (
                [head]
                if broad
                and a in inside
                and b > a
                and len(head) >= 5
                and commonness(head) < 1.0
                and home_counts.get(fold(head), 0) <= 2
                and all(commonness(toks[j].text) >= 3.0 for j in range(a + 1, b + 1))
                and not _TITLE_BEFORE.search(gone[: toks[a].start])
                else []
            )
            for i in inside:
                del clues[i]
            phrase = gone[toks[a].start : toks[b].end]
            if inside and phrase not in kept:
                clues[a] = phrase
                out += [w for w in own if fold(w) not in kept_words]
                acronym = toks[a].text
                if (
                    (a in inside or (broad and b > a and commonness(acronym) < 3.0))
                    and acronym.isupper()
                    and len(acronym) >= 3
                    and acronym.isalpha()
                ):
                    # "IELTS General 8.0": "IELTS result came" is the same exam; "CPN Aileen Sandison": "Aileen da
                    # CPN came" is the same nurse
                    out.append(acronym)
        out += [clues[i] for i in sorted(clues)]
        # (and a compound's first part no language has a word for, what kind of the rest it is: "Humira" of
        # "Humira-Spritze", "die Humira wirkt"; not "Postdoc" of "SNF-Postdoc")
        out += [
            p
            for i in sorted(clues)
            if "-" in clues[i] and clues[i][:1].isupper()
            for p in clues[i].split("-")[:1]
            if len(p) >= 4 and commonness(p) < 1.0 and fold(p) not in people_words
        ]
        # (a street named without a number is the line's place, not its fact: "garée rue Saint-Léonard")
        out += [Value(v.raw, kind="street") for v in streets if getattr(v.key, "number", None) is not None]
        # a street's name no language has a word for names the place alone, beside the removed line's other names
        # ("Turno Dra. Ibarra (Luchana)" after "Dra. Carolina Ibarra, consulta en Chamberí (C/ Luchana 22)" went);
        # not one that is a word ("Embajadores"), nor a street word ("Carrer de Verdi 31" is Verdi's)
        out += _street_names(gone, streets, kept_words | people_words)
        out += _streets_unnumbered(gone, streets)
        if broad and kept:
            # what a rewrite keeps of a matter's line that still measures it ("Macarena embarazada! 12 semanas." ->
            # "12 semanas."; "…; methylfenidaat 10 mg on school mornings."): a mention the plan was not sure of
            out += [Value(m.group(0)) for m in _MEASURE.finditer(kept)]
            if whose & {fold(t.text) for t in tokens(kept)}:
                # a share kept in a sentence of theirs ("Dominik Haas sagt, er will raus und seine 31 % behalten." of
                # the dispute with him): still their matter's, the plan was not sure
                out += [Value(m.group(0)) for m in _SHARE.finditer(kept)]
        # a sentence the rewrite keeps that takes up what went by a pronoun ("… 600 € de multa por la temperatura
        # de la cámara. Ya la arregló Frío Sur."): still about it, and the plan was not sure
        out += [Value(m.group(0).strip()) for m in _TAKEN_UP.finditer(kept) if m.group(0).strip() not in gone]
        if kept and any(v.kind == "money" for v in values):
            # the sum a rewrite took, said again in words it keeps ("2.400 € … Dos mil cuatrocientos pavos")
            out += [Value(m.group(0)) for m in _SPELLED_SUM.finditer(kept)]
        # (a town another rewrite keeps too; whose street it was, named in what the rewrite keeps of the line too)
        out += _towns(gone, kept_lines, towns, toks, people_words | asked, tokens(kept))
        out += _declared(gone, kept, people_words)
        if broad and kept.strip():
            out += _word_pairs(gone, kept)
        if broad and not kept.strip():
            out += _introduced(gone)
        # someone the part that went names by what they are to someone ("… against her ex, Wayne Hickey, …"):
        # their name beside one of its words is a mention of it ("Wayne came round … put his fist through the door")
        out += [Value(n, strong=False, context=_context(gone) - {stem(n)}) for n in _apposed(gone, kept)]
        context = _context(gone)
        short += [m.group(0) for m in _DOSE.finditer(gone) if m.group(0) not in kept]  # "50 mg", "0,5 ml"
        short += [m.group(0) for m in _SIZE.finditer(gone) if m.group(0) not in kept]
        # a sum's own words go with every sum ("paying £300/mo" is no "got paid £300 for the band")
        sums = (context - _MONEY_WORDS) or context
        out += [
            Value(n, strong=False, context=sums if _a_sum(gone, n) else context)
            for n in dict.fromkeys(short)
            if context
        ]
        out += _amounts(values, kept, sums)
    return list(dict.fromkeys(out))


def _someone_is_at(before: str) -> bool:
    """Where someone is or rang from is said next ("office on Poydras", "a appelé de Halifax", "rang from Leeds"); not
    a bare "from" ("made redundant from Sandersons": the firm, a clue)."""
    if SOMEONE_IS_AT.search(before) is not None:
        return True
    m = CAME_FROM.search(before)
    return m is not None and (fold(m.group(0).strip()) != "from" or _RANG.search(before, 0, m.start()) is not None)


_RANG = re.compile(r"\b(?:rang|rung|called|phoned|texted|came|flew|drove|back|home)\s*$", re.IGNORECASE)


def _unplaced(text: str) -> str:
    """The text without the names of where someone is or rang from (`_someone_is_at`)."""
    spans = [(t.start, t.end) for t in tokens(text) if t.text[:1].isupper() and _someone_is_at(text[: t.start])]
    for a, b in reversed(spans):
        text = text[:a] + " " * (b - a) + text[b:]
    return text


def _unknowing_apart(gone: str) -> str:
    """The text without the words saying that someone doesn't know ("weiß nüscht" of "Kühn weiß nüscht."): said of
    other secrets too, no word of this one (whom it is kept from stays a word of it: "Kayden doesn't know")."""
    return WHO_DOESNT_KNOW.sub(lambda m: m.group(0)[: m.end(1) - m.start()] + " ", gone)


def _when_opens(t) -> bool:
    return fold(t.text) in _COMMON_OPENERS


_COMMON_OPENERS = frozenset(
    "im in am an on at en el la le les der die das the january february march april may june july august september "
    "october november december januar februar märz juni juli oktober dezember enero febrero marzo abril mayo junio "
    "julio agosto septiembre octubre noviembre diciembre janvier février mars avril mai juin juillet août septembre "
    "octobre novembre décembre".split()
)
_SENTENCE_BEFORE = re.compile(r"[.!?;]\s+$")
_CAMEL = re.compile(r"^[A-Z][a-z]+[A-Z][a-z]")
_MONEY_WORDS = frozenset(
    stem(w)
    for w in """pay paid paying pays payment cost costs price amount total spend spent money cash quid bucks euros
    pounds dollars zahlen zahle bezahlt bezahlen kostet kosten betrag pagar pago pagado pagué cuesta importe payer
    payé paie coûte montant cuota cuotas rate raten installment instalment instalments mensualidad mensualité
    échéance plazo""".split()
)
_A_SUM = re.compile(r"[$€£¥]\s*$")
_CURRENCY_AFTER = re.compile(r"\s*(?:[$€£¥]|(?i:eur|euros?|pounds?|dollars?|pesos?)\b)")


def _people_gone(pieces: list[tuple[str, str]], people_words: set[str]) -> set[str]:
    """The folded names of people the removed text names by a capitalised word its rewritten line does not keep."""
    out: set[str] = set()
    for gone, kept in pieces:
        staying = {fold(unpossessive(t.text)) for t in tokens(kept)}
        out |= {
            f
            for t in tokens(gone)
            if t.text[:1].isupper() and (f := fold(unpossessive(t.text))) in people_words and f not in staying
        }
    return out


def _only_here(w: str, f: str, home_counts: Counter, removed_in: Counter, kept_anywhere: set[str]) -> bool:
    """Someone the notes name by a rare name in two notes at most, one of them where the plan removes it and the
    other left: that other mention is likely of what went too (an official met once, a neighbour in one quarrel)."""
    return (
        w[:1].isupper()
        and len(f) >= 4
        and f not in kept_anywhere
        and home_counts.get(f, 0) <= 2
        and removed_in[f] < home_counts.get(f, 0)
        and commonness(w) < 3.0
    )


def _all_but_one(
    w: str, f: str, home_counts: Counter, removed_in: Counter, kept_anywhere: set[str], least: int = 3
) -> bool:
    """Someone named by a rare name in `least` notes or more (by a title: two, "M. Pasche, le curateur" and
    "Rencontré M. Pasche pour les factures de Maman"), the plan removing every one of them but one."""
    notes = home_counts.get(f, 0)
    return (
        w[:1].isupper()
        and len(f) >= 4
        and f not in kept_anywhere
        and notes >= least
        and removed_in[f] == notes - 1
        and commonness(w) < 3.0
    )


def _gone_everywhere(w: str, f: str, home_counts: Counter, removed_in: Counter, kept_anywhere: set[str]) -> bool:
    """Someone named by a rare name in notes the plan removes it from, every one ("La Dra. Sanz confirma
    Alzheimer …"): their mention left elsewhere, beside one of those notes' words, is of the same thing (the
    reminder "cita con la neuróloga Dra. Sanz")."""
    notes = home_counts.get(f, 0)
    return (
        w[:1].isupper()
        and len(f) >= 4
        and f not in kept_anywhere
        and 0 < notes <= removed_in[f]
        and commonness(w) < 4.0
    )


def _a_sum(text: str, number: str) -> bool:
    """Whether a number in `text` is a sum: a currency sign before it ("$500") or a currency after it ("250 €")."""
    at = max(text.find(number), 0)
    return _A_SUM.search(text, 0, at) is not None or _CURRENCY_AFTER.match(text, at + len(number)) is not None


def _a_matters_word(f: str, kinds: frozenset[str] = frozenset()) -> bool:
    """A word the concept table files under a matter ("allergic": allergies): it says what kind of thing went,
    and other statements of that kind ("Leo: allergic to peanuts") stay. `kinds`: the matters the plan is about;
    a word filed under another matter only is no word of this kind but a thing of it ("methotrexate", filed
    under arthritis, on the psoriasis's line: "Methotrexate bloods grand." is of it too)."""
    from lethe.planner.understanding.concepts import named_in

    found = {c.name for c in named_in(f)}
    return bool(found & kinds) if kinds else bool(found)


def matter_kinds(texts: list[str]) -> frozenset[str]:
    """The matters (concept table names) these words of a plan name: its matter's names, the request's words."""
    from lethe.planner.understanding.concepts import named_in

    return frozenset(c.name for t in texts for c in named_in(t))


def _amounts(values: list, kept: str, context: frozenset[str]) -> list[Value]:
    """Each removed sum of money ("offer call pending ($212k base)"), found again in any of its forms beside one
    of the removed text's own words ("With $212k base on the table" in a chat summary)."""
    if not context:
        return []
    kept_sums = {v.key[0] for v in _values_in(kept) if v.kind == "money"}
    sums = [v for v in values if v.kind == "money" and v.key[0] not in kept_sums and v.key[0] >= 100]
    out = [Value(v.raw, kind="money", strong=False, context=context) for v in sums]
    # a sum in words is also found as written where no currency says it is money ("2 millones de pesos" went;
    # "Le transferí a Tomás los 2 millones para el taller." is the same loan)
    return out + [
        Value(m.group(0), strong=False, context=context)
        for v in sums
        if (m := _SUM_IN_WORDS.match(v.raw)) and m.group(0) not in kept
    ]


_SUM_IN_WORDS = re.compile(
    r"\d+(?:[.,]\d+)?\s+(?:millones|millón|millon|million|millions|millionen|mil|thousand|tausend|mille|grand|k)\b",
    re.IGNORECASE,
)


# a number of three digits naming a thing, right before a word in the singular: "504 plan", "504 meeting" (not
# "450 out of pocket", "120 sessions", "300 mg", "142 thousand")
_NAMES_A_THING = re.compile(
    r"(?!\s+(?:[a-z]*s|mg|mcg|ml|kg|km|cm|mm|min|am|pm|h|hr|uhr|eur|euro|usd|chf|gbp|thousand|hundred|million|out"
    r"|of|per|a|an|the|to|in|on|at|for|and|or|x|mal|jahre|tage|días|jours|ans|años|euros?|dollars?|pesos?)\b)"
    r"\s+[A-Za-z][a-z]{2,}\b",
)


def _german(text: str) -> bool:
    """Whether a text is German, where every noun is capitalised: its words say so, or two of its small words do
    ("Eigenanteil 3.480 € im Monat – ab 2027 evtl. Sozialamt.")."""
    return guess_language(text) == "de" or len(_GERMAN_SMALL & set(folded_words(text))) >= 2


_GERMAN_SMALL = frozenset(
    """im ins beim vom zum zur wegen für auf nach bei mit und der das dem ein eine einen nicht ist sind haben wird
    wurde auch noch schon aus über unter seit evtl hat mir mich sich ich sie wir nur""".split()
)
_MEASURE = re.compile(
    r"\b\d+(?:[.,]\d+)?\s?(?:mg|mcg|µg|ml|kg|weeks?|semanas?|wochen|semaines?|ssw|sa)\b", re.IGNORECASE
)
_SHARE = re.compile(r"\b\d+(?:[.,]\d+)?\s?%")
_SPELLED_SUM = re.compile(
    r"\b(?:[^\W\d_]+[\s-]+)?(?:thousand|grand|mil|tausend|mille|hundred|cientos|cientas|hundert|cents?)\b"
    r"(?:[\s-]+(?:and\s+|y\s+|et\s+)?[^\W\d_]+)?",
    re.IGNORECASE,
)
_TAKEN_UP = re.compile(
    r"(?:^[\s\-*+]*|(?<=[.!?;]\s))(?:(?:ya|already|déjà|schon)\s+(?:la|lo|las|los|le|les|l['’]|it|them|es|sie|ihn)\b"
    r"|(?:il|elle|ils|elles|on)\s+l['’]|(?:it|that)\s+(?:was|has|got|is)\b)[^.!?;]*",
    re.IGNORECASE,
)
_IN_TOWN = re.compile(r"\b(?:in|en|à|au|im|nach)\s+$", re.IGNORECASE)
# (German writes every noun with a capital: there a town's part after "in" is known by how its name ends,
# and by its article: "in de Neckarstadt" is a part of the town, "Punkte in Flensburg" may be what it is about)
_IN_TOWN_GERMAN = re.compile(r"\b(?:in|aus|vun|von)\s+(?:der|de|dr|da)\s+$", re.IGNORECASE)
_TOWN_ENDING = re.compile(r"(?:stadt|dorf|heim|hausen|burg|berg|feld|tal|bach|ingen|stedt|furt|kirchen|leben|hafen)$")


def _dialect_commonness(w: str, german: bool) -> float:
    """How common a word is, German dialects' dropped final "n" put back ("überwiese": "überwiesen"), and a Bavarian or
    Austrian participle's dropped "e"s ("gschriebn": "geschrieben", "gsagt": "gesagt")."""
    usual = commonness(w)
    if not german:
        return usual
    usual = max(usual, upper_german_commonness(w))  # ("Früah": früh, "Johr": Jahr)
    forms = [w + "n"] if w.endswith("e") else []
    if re.match(r"g[^aeiouäöüy]", w):
        full = "ge" + w[1:]
        forms += [full, full[:-1] + "en"] if re.search(r"[^aeiouäöü]n$", full) else [full]
    return max([usual, *(commonness(f) for f in forms)])


def _name_goes_on(toks, i: int) -> bool:
    """Whether the capitalised word after toks[i] goes on with its name ("Sellwood Vet")."""
    return i + 1 < len(toks) and toks[i + 1].text[:1].isupper() and toks[i + 1].start - toks[i].end <= 1


_TITLE_BEFORE = re.compile(r"\b(?:Dr|Dra|Mr|Mrs|Ms|Mme|Mlle|M|Prof|Hr|Fr|St|Sr|Sra)\.\s*$")
# the social titles before a name ("doña Fefa", "Frau Albers"); not vocab.TITLES' professional ones ("Dra. Pemán"):
# a doctor's name stays beside what a rewrite keeps on purpose ("Sigo fumando … y la Dra. Pemán me echa la bronca.")
_SOCIAL_TITLES = (
    r"\b(?:doña|don|señora|señor|sra|sr|frau|herr|madame|monsieur|mme|mrs|mr|ms|miss|maître|(?-i:Me)"
    r"|(?-i:M(?=\.)))\b\.?"  # (French "M." for Monsieur)
)
_HONORIFIC = re.compile(_SOCIAL_TITLES + r"\s+$", re.IGNORECASE)
_TITLES = re.compile(_SOCIAL_TITLES, re.IGNORECASE)
_AGENT = re.compile(r"\b(?:by|with|von|mit|avec|par|con|por)\s+$", re.IGNORECASE)


def _in_code(text: str, start: int, end: int) -> bool:
    """Whether a word is glued to digits or symbols in one chunk ("Spätkauf!77", "kiezWG_5G")."""
    a = text.rfind(" ", 0, start) + 1
    b = text.find(" ", end)
    chunk = text[a : b if b >= 0 else len(text)].strip(".,;:()")
    return chunk != text[start:end] and any(c.isdigit() for c in chunk)


# (a compound's end, "Rentenversicherungsnummer"; or the whole word, "Nr", "No": not "Bruno", "casino")
_NUMBER_WORD = re.compile(r"(?:nummer|number|numero)$|^(?:nr|no)$")


def _only_values_after(gone: str, label: re.Match, values: list) -> bool:
    """The line says nothing after its label but values ("Meine Rentenversicherungsnummer: 65 120382 L 037.")."""
    rest = gone[label.end() :]
    for v in values:
        rest = rest.replace(v.raw, " ")
    return bool(values) and re.search(r"[^\W\d_]{3,}", rest) is None


_LINE_LABEL = re.compile(r"^[\s\-*+]*([^:\n]{1,40}):\s")

# a dose: "seguimos con 50 mg" after "Sertralina 50 mg" went (only beside the removed text's own words)
_DOSE = re.compile(r"\b\d+(?:[.,]\d+)?\s?(?:mg|mcg|µg|ml|g|iu|ie|ui|units|einheiten|unidades|unités)\b", re.IGNORECASE)
# a length or a weight ("sits 40cm on his side", "12 kg"): measured things, told again beside their words
_SIZE = re.compile(r"\b\d+(?:[.,]\d+)?\s?(?:mm|cm|m²|km|kg|kilos?|metres?|meters?|metros?|mètres?)(?!\w)", re.I)


def _towns(gone: str, kept: str, towns: list[tuple[int, int]], toks, people_words: set[str], around=()) -> list[Value]:
    """The place after someone's removed street ("Tash's new place: 41 Ladybarn Lane, Fallowfield"): a clue only
    beside that person's name ("Tash moving to Fallowfield" in a recap), since a town alone is everyone's. Their
    name may be in what the rewrite keeps of the line (`around`: "Catalina's ex: Julián Ospina, …")."""
    names = {
        fold(unpossessive(t.text))
        for t in [*toks, *around]
        if t.text[:1].isupper() and fold(unpossessive(t.text)) in people_words
    }
    if not towns or not names:
        return []
    inside = [t.text for t in toks if any(a <= t.start < b for a, b in towns)]
    places = [w for w in inside if w[:1].isupper() and len(w) >= 4 and not any(c.isdigit() for c in w)]
    places = [w for w in dict.fromkeys(places) if w not in kept and fold(w) not in people_words]
    return [Value(w, strong=False, context=frozenset(stem(n) for n in names)) for w in places]


def _values_in(text: str) -> list:
    from lethe.planner.understanding.values import find_values

    return find_values(text) if text else []


def _address_tails(text: str, values: list) -> list[tuple[int, int]]:
    """Where the city, state and postcode of each street address in `text` are written."""
    from lethe.planner.understanding.values import place_end

    return [(v.end, place_end(text, v.end)) for v in values if v.kind == "street_address"]


_LABEL = re.compile(r"^[\s\-*+]*[^\W\d_][\w /&-]{1,30}:\s*(?:(?:Dr|Mr|Mrs|Ms|Prof)\.?\s+)?([^,;.(]+)")


def _is_relation(label: str) -> bool:
    words = [fold(w) for w in re.findall(r"[^\W\d_]+", label)]
    return bool(words) and words[-1] in _RELATION_WORDS


def _declared(gone: str, kept: str, people_words: set[str]) -> list[str]:
    """A person's own line removed whole ("Therapist: Dr. Ruth Lindqvist, Thursdays 6pm"): the person is
    what is forgotten, so their last name is a clue like any other ("Dr. Lindqvist" in a reminder)."""
    if kept.strip():
        return []
    m = _LABEL.match(gone)
    # (under any role, a name with its social title: "Inspectora: Sra. Mercedes Gómez"; not a doctor's, whose name a
    # rewrite keeps on purpose: "Neumóloga: Dra. Inmaculada Pemán" and "… y la Dra. Pemán me echa la bronca")
    titled = _TITLED_NAME.match(gone)
    if titled:
        m = titled
    elif not m or not _is_relation(m.group(0).split(":", 1)[0]):
        return []
    names = [t.text for t in tokens(m.group(1)) if t.text[:1].isupper()]
    return [n for n in names[1:] if len(n) >= 4 and not _common(fold(n))]


_TITLED_NAME = re.compile(
    r"^[\s\-*+]*[^\W\d_][\w /&-]{1,30}:\s*(?:Sr|Sra|Mr|Mrs|Ms|Mme|Herr|Frau|Don|Doña)\.?\s+"
    r"((?-i:[A-ZÀ-Ý][^\W\d_]+(?:\s+[A-ZÀ-Ý][^\W\d_]+){1,3}))"
)


def _streets_unnumbered(gone: str, streets) -> list[Value]:
    """A removed street as a note says it without its number ("la chercher rue de la Marine dimanche" after "3 rue
    de la Marine, Treffiagat" went): beside one of the removed line's names (whose it was: "Mamm-gozh")."""
    out = []
    for v in streets:
        street = re.sub(r"^\s*\d+\w?\s*,?\s*|\s*,?\s*\d+\w?\s*$", "", v.raw.split(",")[0]).strip()
        words = folded_words(street)
        if len(words) < 2 or street == v.raw.split(",")[0].strip():
            continue  # (no number to leave out, or a street word alone)
        # (its names only: "Calle de Embajadores 118" in the user's own "Lives at …" is not hers)
        rest = gone.replace(v.raw, " ").replace("-", " ")
        around = {stem(fold(t.text)) for t in tokens(rest) if t.text[:1].isupper() and len(t.text) >= 3}
        around = frozenset(around - {stem(w) for w in words})
        if around:
            out.append(Value(street, strong=False, context=around))
    return out


def _street_names(gone: str, streets, unclued: set[str]) -> list[Value]:
    """A removed street's rare name, found alone beside the removed line's other names (`rare_street_name`)."""
    out = []
    for v in streets:
        rare = rare_street_name(v.raw, gone)
        if rare and fold(rare[0]) not in unclued:
            out.append(Value(rare[0], strong=False, context=rare[1]))
    return out


def _introduced(gone: str) -> list[str]:
    """Someone a removed line of a matter introduces by their relation ("… Martine Lopez et leur fils Kévin (24
    ans, mon demi-frère)"): they came with the matter, so their name left elsewhere ("Kévin m'a écrit …") is a
    mention of it. Only a name right after a relation word and followed by what they are, in brackets."""
    out = []
    for m in re.finditer(r"([^\W\d_]+)\s+([A-ZÀ-Ý][^\W\d_]{2,})\s*\(", gone):
        if fold(m.group(1)) in _RELATION_WORDS and not _common(fold(m.group(2))):
            out.append(m.group(2))
    # the lawyer a matter brought ("Lawyer Angela Price, 404-…", "Abogada: Lic. Marisa Ortega"): theirs is the case
    out += [m.group(1) for m in _COUNSEL.finditer(gone)]
    return out


def _kept_twice(pieces: list[tuple[str, str]]) -> list[Value]:
    """Two uncommon words said together that two rewrites of a matter's lines both keep ("le casier judiciaire est
    propre depuis la réhabilitation" beside a conviction of 2009, "l'extrait de casier judiciaire de Didier" beside
    "la condamnation de 2009 n'y est plus"): each cut left the same thing said, which the plan was not sure of."""
    seen: Counter = Counter()
    for _, kept in pieces:
        if kept.strip():
            seen.update({v.text.lower() for v in _word_pairs(kept, "")})
    return [Value(pair, kind="stems") for pair, n in seen.items() if n >= 2]


_TAG = re.compile(r"<[^<>]*>")


def _word_pairs(gone: str, kept: str) -> list[Value]:
    """Of a matter's clause a rewrite took, two words said together, one of them uncommon ("roadside drug" of "the
    roadside drug test on the Gateway Motorway came up positive for cannabis"): a note saying them together ("Nick
    failed the roadside drug test") tells the same, though each word alone is said of other things ("Roadside assist
    with RACQ")."""
    gone = _TAG.sub(" ", gone)  # (not a page's markup: "<!doctype html>", "<meta charset=…>")
    kept_words = set(folded_words(_TAG.sub(" ", kept)))
    toks = tokens(gone)
    out = []
    for a, b in zip(toks, toks[1:], strict=False):
        pair = (a.text, b.text)
        if gone[a.end : b.start] != " " or not all(w.isalpha() and w.islower() and len(w) >= 4 for w in pair):
            continue
        if any(fold(w) in _STOP or fold(w) in kept_words for w in pair):
            continue
        if max(commonness(w) for w in pair) < 5.5 and min(commonness(w) for w in pair) < 4.0:
            out.append(Value(f"{a.text} {b.text}", kind="stems"))
    return out


def _apposed(gone: str, kept: str) -> list[str]:
    """The names a relation word puts beside itself in the removed text ("her ex, Wayne Hickey"), not said in what
    the line keeps."""
    return [
        m.group(2)
        for m in _APPOSED.finditer(gone)
        if fold(m.group(1)) in _RELATION_WORDS
        and not _common(fold(m.group(2)))
        and not re.search(rf"\b{re.escape(m.group(2))}\b", kept)
    ]


_APPOSED = re.compile(r"\b([^\W\d_]+),\s+([A-ZÀ-Ý][^\W\d_]{2,})\b")
_COUNSEL = re.compile(
    r"\b(?:lawyer|attorney|solicitor|barrister|counsel|avocat|avocate|abogad[oa]|(?:rechts)?anwältin|(?:rechts)?anwalt"
    r"|notaire|notari[oa]|notar|mediator|médiat(?:eur|rice)|mediador[a]?)\b\s*:?\s*(?:(?:Me|Maître|Lic|Dr|Dra)\.?\s+)?"
    r"((?-i:[A-ZÀ-Ý][^\W\d_]+(?:[ -][A-ZÀ-Ý][^\W\d_]+)?))",
    re.IGNORECASE,
)


# a number written whole: "412-55-8830", "1.400", "18 000", "0160 7781 245", "$3,500" (not "57, 3ºB")
_NUMBER = re.compile(r"\d+(?:(?:[ .\-/\u00a0\u202f]|,(?=\d{3}(?!\d)))\d+)*")


def _number_at(text: str, start: int, end: int) -> str:
    """The whole number a digit token belongs to ("1.400", "18 000", "412-55-8830")."""
    m = None
    for m in _NUMBER.finditer(text):
        if m.start() <= start < m.end() or m.start() < end <= m.end():
            break
    else:
        return text[start:end]
    return m.group(0).strip()


def _acronym(w: str) -> bool:
    """A word of three to five capitals ("TIA", "IVF"): an abbreviation, whatever word its letters also spell."""
    return 3 <= len(w) <= 5 and w.isalpha() and w.isupper()


def _common(f: str) -> bool:
    """A function word, a relation, a month or day ("Sundays" too)."""
    return f in _STOP or (f.endswith("s") and f[:-1] in _STOP)


_JOINERS = {"de", "del", "la", "las", "los", "von", "van", "der", "den", "des", "du", "di", "da", "of", "the", "y"}


def _name_runs(toks) -> list[tuple[int, int]]:
    """Token ranges of names written in several capitalised words, joined by "de", "von", "of"..."""
    runs, i = [], 0
    while i < len(toks):
        if not toks[i].text[:1].isupper():
            i += 1
            continue
        j, last = i, i
        while j + 1 < len(toks):
            nxt = toks[j + 1]
            if nxt.start - toks[j].end > 1:
                break
            if nxt.text[:1].isupper():
                j += 1
                last = j
            elif fold(nxt.text) in _JOINERS and j + 2 < len(toks) and toks[j + 2].text[:1].isupper():
                j += 1
            else:
                break
        caps = sum(1 for t in toks[i : last + 1] if t.text[:1].isupper())
        if caps >= 2:
            runs.append((i, last))
        i = last + 1
    return runs


def word_counts(
    home: Home, words: set[str] | None = None, *, heads: frozenset[str] = frozenset(), longer: dict | None = None
) -> Counter:
    """How many memory notes use each word (for "rare"): a day's note counts once, a long-lived note (MEMORY.md)
    once per line using it, as it holds many facts ("Urgencias" on three of its lines is where she works, not what
    one line said); `words`: only these (folded) are counted, and a note
    that holds none of them even as a part of a longer word is not split into words at all. `heads`: folded
    word starts whose longer capitalised words ("huft": "Hüftprothese") go into `longer` (folded -> as written),
    in the same reading."""
    counts: Counter = Counter()
    for rel in memory_notes.note_paths(home):
        f = read_text(home, rel)
        if not isinstance(f, TextFile):
            continue
        lines = f.text.splitlines()
        if words is not None:
            folded = f.text.casefold() if f.text.isascii() else _fold_long(f.text)
            if not any(w in folded for w in words) and not any(h in folded for h in heads):
                continue  # no word of it is a part of the folded text
            lines = _lines_saying(lines, folded, words | heads)
        read = [{t.text: fold(t.text) for t in tokens(line)} for line in lines]
        if _DAY_NOTE.search(rel):  # (a day's note counts once: its lines' words together)
            read = [{text: w for toks in read for text, w in toks.items()}]
        for toks in read:
            counts.update(set(toks.values()) if words is None else set(toks.values()) & words)
        if heads and longer is not None:
            for toks in read:
                for text, w in toks.items():
                    if text[:1].isupper() and any(w.startswith(h) and len(w) >= len(h) + 4 for h in heads):
                        longer.setdefault(w, text)
    return counts


_DAY_NOTE = re.compile(r"\d{4}-\d\d-\d\d[^/]*\.md$")


def _lines_saying(lines: list[str], folded: str, parts: set[str] | frozenset[str]) -> list[str]:
    """The lines of a note whose folded text holds one of `parts`: the only ones whose words can be one of them
    (a word is never split across lines and folding goes character by character, so a folded word is a part of
    its folded line). `folded` is the note's whole text folded; if its lines do not line up with the note's,
    every line is kept."""
    folded_lines = folded.splitlines()
    if len(folded_lines) != len(lines):
        return lines
    return [line for line, low in zip(lines, folded_lines, strict=True) if any(p in low for p in parts)]


_NOT_ASCII = re.compile(r"([^\x00-\x7f]+)")


def _fold_long(text: str) -> str:
    """`fold(text)`, exactly, for a long text that is mostly ASCII, in a fraction of the time.

    Folding works character by character (quotes made straight, each character decomposed, marks dropped,
    case folded): the one step that is not, the canonical reordering of combining marks, only moves marks, and
    every mark is dropped. So the text is folded in pieces and the pieces joined: its ASCII runs all at once
    (joined by NUL, which folding leaves as it is and no ASCII character folds to; a text that holds one is
    folded run by run), each run of other characters on its own (once per distinct run). Nothing is kept
    after the call (a note's whole text would crowd `fold`'s cache of short words)."""
    raw = fold.__wrapped__
    parts = _NOT_ASCII.split(text)  # ASCII runs at even places, the runs between them at odd ones
    if "\x00" in text:
        return "".join(raw(p) for p in parts)
    plain = raw("\x00".join(parts[0::2])).split("\x00")
    out = [plain[0]]
    folded: dict[str, str] = {}
    for i in range(1, len(parts), 2):
        run = parts[i]
        f = folded.get(run)
        if f is None:
            f = folded[run] = raw(run)
        out.append(f)
        out.append(plain[(i + 1) // 2])
    return "".join(out)


def rarity_asked(pieces: list[tuple[str, str]], people_words: set[str]) -> set[str]:
    """Every folded word whose count `distinctive` may ask of `word_counts` and act on: a word of the removed
    text that passes its first tests, is four letters or more, and is uncommon in everyday language."""
    out: set[str] = set()
    for gone, kept in pieces:
        kept_words = {fold(t.text) for t in tokens(kept)}
        for t in tokens(gone):
            w = unpossessive(t.text)
            f = fold(w)
            if f in kept_words or _common(f) or f in people_words or len(f) < 4 or any(c.isdigit() for c in w):
                continue
            if commonness(w) < 4.0 or (len(f) >= 7 and w[:1].islower() and commonness(w) < _RARE):
                out.add(f)  # (the second: what `_rare_words` asks)
    return out


def _rare_words(gone: str, people_words: set[str], home_counts: Counter) -> frozenset[str]:
    """The stems of the removed text's uncommon words, seven letters or more, written small, that few notes use (a
    matter's own words; not the names of places and people, "Namur", nor what the home is about, "panadería")."""
    return frozenset(
        stem(f)
        for t in tokens(gone)
        if len(f := fold(t.text)) >= 7
        and t.text[:1].islower()
        and f.isalpha()
        and f not in _STOP
        and f not in people_words
        and commonness(t.text) < _RARE
        and home_counts.get(f, 0) <= 2
    )


_RARE = 4.7  # ("pregnant" 4.6; not "father" 5.3, "night" 5.6)


def _context(gone: str) -> frozenset[str]:
    """The stems of the removed text's own words (what a weak clue must be found beside)."""
    return frozenset(stem(t) for t in norm_tokens(gone) if len(t) >= 4 and t.isalpha() and fold(t) not in _STOP)


def _kept_words(pieces: list[tuple[str, str]]) -> set[str]:
    """Every word the rewritten lines keep."""
    return {fold(t.text) for _, kept in pieces for t in tokens(kept)}


def repeated(pieces: list[tuple[str, str]], people_words: set[str]) -> list[Value]:
    """What a matter is called: two words together that several removed statements use ("breast clinic" in
    "referred me to the breast clinic" and "Breast clinic at Wythenshawe"), at least one of them uncommon; a
    recap's "breast clinic referral" is a mention of it."""
    seen: dict[tuple[str, str], int] = {}
    kept = _kept_words(pieces)
    for gone, _ in pieces:
        ws = [fold(t.text) for t in tokens(gone)]
        pairs = {
            (a, b)
            for a, b in zip(ws, ws[1:], strict=False)
            if a.replace("-", "").isalpha() and b.replace("-", "").isalpha() and len(a) >= 3 and len(b) >= 3
        }
        for pair in pairs:
            seen[pair] = seen.get(pair, 0) + 1
    out = []
    for (a, b), n in seen.items():
        if n < 2 or {a, b} & (_STOP | people_words | kept):
            continue
        if min(commonness(a), commonness(b)) < 4.5:
            out.append(Value(f"{a} {b}", kind="stems"))
    return out


def opening(pieces: list[tuple[str, str]], people_words: set[str]) -> list[Value]:
    """What a statement that was itself the fact opens with, when that is a name of two words for a matter
    ("Fausse couche en janvier 2026 ; …" went whole: "Fausse couche ce week-end." in a day note is it again),
    one of them uncommon; not a line a rewrite keeps part of."""
    kept = _kept_words(pieces)
    out = []
    for gone, left in pieces:
        ws = [fold(t.text) for t in tokens(gone)][:2]
        if left.strip() or len(ws) < 2 or not all(w.isalpha() and len(w) >= 4 for w in ws):
            continue
        if any(not _YEAR.fullmatch(n) for n in re.findall(r"\d{3,}", gone)):
            continue  # a label of a number ("Costco membership: 1112 4417 8290"): the number is the fact
        if set(ws) & (_STOP | people_words | kept) or min(commonness(w) for w in ws) >= 4.5:
            continue
        out.append(Value(" ".join(ws), kind="stems"))
    return out


def companions(pieces: list[tuple[str, str]], people_words: set[str], *, rare_only: bool = False) -> list[Value]:
    """The one person a matter is about (Felipe, in most notes of the money lent to him, gone with them): their
    name beside one of the matter's own words is a mention of it ("Felipe no pagó la cuota de mayo" after
    "Felipe devolvió la primera cuota")."""
    if len(pieces) < 2:
        return []
    count: Counter = Counter()
    written: dict[str, str] = {}
    for gone, kept in pieces:
        staying = {fold(unpossessive(t.text)) for t in tokens(kept)}
        named: set[str] = set()
        for t in tokens(gone):
            w = unpossessive(t.text)
            f = fold(w)
            if w[:1].isupper() and f in people_words and f not in staying:
                named.add(f)
                written.setdefault(f, w)
        count.update(named)
    # (`rare_only`: of the one whose matter it is, beside its uncommon words alone: "Send Ciara £50 for the boiler
    # money" after "Owe Ciara £600 from the boiler …" went; not "Sister: Ciara Magee, Lisburn")
    if rare_only:
        # (words written small, no town or name: "Namur" is where, not what; and said in two of the lines at least:
        # "boiler" of the loan, not "phoned" of one day's note)
        small = {
            fold(t.text)
            for gone, _ in pieces
            for t in tokens(_unknowing_apart(gone))
            if len(t.text) >= 5 and t.text.isalpha() and t.text.islower() and fold(t.text) not in _STOP
        }
        said = Counter(f for gone, _ in pieces for f in {fold(t.text) for t in tokens(gone)} & small)
        words = frozenset(stem(f) for f, n in said.items() if n >= 2 and commonness(f) < 4.0)
    else:
        words = frozenset(
            stem(t)
            for gone, _ in pieces
            for t in norm_tokens(_unplaced(_unknowing_apart(gone)))  # (nor where they rang from)
            if len(t) >= 4
            and t.isalpha()
            and fold(t) not in _STOP
            and fold(t) not in people_words
            and commonness(t) < 5.0
        )
    # (not a city everyone names: "Damien rang from Glasgow" went, "Brother: Damien …, Glasgow." is where he lives)
    words -= {stem(t.text) for gone, _ in pieces if not _german(gone) for t in _towns_named(gone)}
    if not words:
        return []
    return [Value(written[f], strong=False, context=words) for f, n in count.items() if n >= 2 and 2 * n >= len(pieces)]


def _towns_named(gone: str) -> list:
    """The capitalised words inside a sentence that everyday language names often: cities ("Glasgow")."""
    toks = tokens(gone)
    return [
        t
        for i, t in enumerate(toks)
        if i
        and t.text[:1].isupper()
        and t.text[1:].islower()
        and commonness(t.text) >= 4.0
        and not _OPENS.search(gone[: t.start])
        and fold(t.text) not in _STOP
    ]


def dated(pieces: list[tuple[str, str]]) -> list[Value]:
    """For each removed day ("June 10"), a clue that finds it again only beside one of the removed text's own
    words: "Biscuit's vet visit on June 10" in a digest, after "Vet appointment for Biscuit on June 10"."""
    out: list[Value] = []
    for gone, kept in pieces:
        kept_days = {day for day, _ in find_days(kept)}
        context = _context(gone)
        if not context:
            continue
        for day, raw in find_days(gone):
            if day not in kept_days:
                out.append(Value(raw, strong=False, kind="date", context=context))
    return out


def matcher_for(clues: list[Value | str]) -> Matcher | None:
    values = [c if isinstance(c, Value) else _clue(c) for c in clues]
    # a phone number is found with its country code too ("07851 48 93 20" is "+49 7851 489320")
    values += [Value(v.text, kind="phone") for v in values if v.kind == "compact" and _a_phone(v.text)]
    values = [v for v in values if norm_tokens(v.text)]
    return Matcher(values) if values else None


def _a_phone(text: str) -> bool:
    found = _values_in(text)
    return len(found) == 1 and found[0].kind == "phone" and found[0].raw == text


def _clue(text: str) -> Value:
    """A number is found in any of its forms ("1.400" / "1400"), words as written."""
    compact = re.sub(r"[^0-9A-Za-z]", "", text)
    # (a comma is no separator of a compact value: "42,000" is found as written, in "£42,000" or "42 000 €")
    if text[:1].isdigit() and len(compact) >= 4 and re.fullmatch(r"[\d.'\u00a0\u202f -]+", text):
        return Value(text, kind="compact")
    return Value(text)


def asked(words: list[str], people_words: set[str], home_counts: Counter, gone: str = "") -> list[Value]:
    """The request's own words for what it is about ("my nut allergy", "the divorce"), where they are telling:
    not everyday words, not people's names, and used in a few notes only. One left anywhere the request
    applies is a mention the planner did not take: "Allergist: the tree nut skin test…" after "Allergic to
    tree nuts" went."""
    from lethe.planner.understanding.concepts import named_in

    telling = []
    unwritten = []  # a compound the notes write only in other forms ("Lottogewinne", "Lotto-Gewinn"): on its own
    for w in words:
        f = fold(w)
        mixed = len(f) >= 3 and f.isalnum() and not f.isdigit() and not f.isalpha()  # "a1c", "b12"
        if len(f) < 3 or not (f.isalpha() or mixed) or _common(f) or f in people_words:
            continue
        if commonness(f) < 4.6 and 0 < home_counts.get(f, 0) <= 8:
            telling.append(w)
        elif commonness(f) < 1.0 and len(f) >= 8 and not home_counts.get(f, 0) and not _misspelt(f, gone):
            unwritten.append(Value(w, kind="stems"))
    # the kind of thing ("allergic" in "allergic to penicillin") says less than what it is ("penicillin")
    specific = [w for w in telling if not named_in(w)] or telling
    return ([Value(" ".join(specific), kind="stems")] if specific else []) + unwritten


def _misspelt(f: str, gone: str) -> bool:
    """The request's word is a removed word misspelt ("stammtischkasa" of "Stammtischkassa"): no other form of it."""
    from difflib import SequenceMatcher

    return any(
        abs(len(g) - len(f)) <= 2 and g[:3] == f[:3] and SequenceMatcher(None, f, g).ratio() >= 0.85
        for g in {fold(t.text) for t in tokens(gone)}
        if len(g) >= 6
    )


def collect(
    home: Home,
    plan: Plan,
    hasher,
    people_words: set[str],
    *,
    broad: bool = False,
    request: list[str] = (),
    matters: list[str] = (),
    kept: frozenset[str] = frozenset(),
    about: list[str] = (),
    whose: frozenset[str] = frozenset(),
) -> list[Value | str]:
    """`broad`: the plan removes statements that are the fact themselves (a matter, a topic), not values.
    `request`: the request's own words for what it is about (`Subject.asked`); `matters`: the names of the
    matter the plan is about (`Subject.matters`), each a clue of its own. `kept`: the words of what the user
    said to keep (`Subject.kept`); a clue they all say is no sign of a mention missed. `about`: the names of the
    person everything goes about (`Subject.about`): any left is a mention of them; `whose`: the people whose thing
    it is (`Subject.whose`), whose other mentions are about them, not it."""
    langs: dict[str, str] = {}
    pieces = removed_text(home, plan, hasher, langs)
    people_words = people_words | whose  # (whose thing it is: someone, though the notes declare no relation)
    named = [Value(m, kind="stems") for m in matters if len(m) >= 4 and m.isalpha() and not _common(fold(m))]
    named = [v for v in named if fold(v.text) not in people_words and commonness(v.text) < 5.0]
    named += [Value(n) for n in about]
    if not pieces and not request:
        return named
    jobs = removed_jobs(home, plan)
    # only the words whose rarity can matter are counted: the removed text's and the request's own
    rare = rarity_asked(pieces, people_words)
    german = any(lang == "de" for lang in langs.values())
    longer: dict[str, str] = {}  # (German compounds of the removed nouns, found in the same reading)
    heads = frozenset(h for f in rare if (h := _head(f))) if german else frozenset()
    named_gone = _people_gone(pieces, people_words)  # (how many notes name them: `_only_here`)
    # (and the words a rewritten line keeps that a deleted reminder says: `_kept_but_deleted`)
    kept_said = {fold(t.text) for text in jobs for t in tokens(text)} & {
        fold(t.text) for _, kept in pieces for t in tokens(kept)
    }
    counts = word_counts(home, rare | named_gone | kept_said | {fold(w) for w in request}, heads=heads, longer=longer)
    clues = [
        *distinctive(
            pieces,
            people_words,
            counts,
            broad=broad,
            asked=frozenset(fold(w) for w in request),
            langs=langs,
            jobs=jobs,
            whose=whose,
            kinds=matter_kinds([*matters, " ".join(request)]),
        ),
        *(repeated(pieces, people_words) if broad else []),
        *(opening(pieces, people_words) if broad else []),
        *(companions(pieces, people_words - whose) if broad else []),  # (their other mentions are theirs)
        *(companions(pieces, whose, rare_only=True) if broad and whose else []),
        *dated(pieces),
        *asked(list(request), people_words, counts, gone=" ".join(g for g, _ in pieces)),
        *(_asked_alone(list(request), pieces, people_words, counts) if broad else []),
        *named,
    ]
    clues += compounds(clues, longer)
    clues += _kept_but_deleted(pieces, jobs, people_words, counts, broad=broad)
    clues += _outings(jobs, people_words)
    clues += _told_of_someone(pieces, people_words, whose) if broad else []
    clues += _kept_twice(pieces) if broad else []
    clues = [c for c in clues if not (kept and set(folded_words(getattr(c, "text", c))) <= kept)]
    # (not the town the user lives in, which their profile names: "Dra. Bentancor (policlínica de Malvín)"; a
    # number or a code has no words, and stays a clue)
    towns = _home_towns(home)
    return [c for c in clues if not (towns and _all_of(folded_words(getattr(c, "text", c)), towns))]


def _all_of(words: list[str], towns: set[str]) -> bool:
    """Whether a clue has words and all of them are the town's."""
    return bool(words) and set(words) <= towns


_LIVES_IN = re.compile(
    r"\b(?i:lives?|living|based|vive|vivo|wohnt|wohne|habite|vit|vis)\s+(?i:in|en|à|a|im|in\s+der)\s+"
    r"((?:[A-ZÀ-Ý][\w'’-]+\s*){1,3})"
)


def _home_towns(home: Home) -> set[str]:
    """The folded words of the places the user's profile says they live in ("Vive en Malvín, …")."""
    f = read_text(home, "workspace/USER.md")
    if not isinstance(f, TextFile):
        return set()
    return {w for m in _LIVES_IN.finditer(f.text) for w in folded_words(m.group(1))}


def _told_of_someone(
    pieces: list[tuple[str, str]], people_words: set[str], whose: frozenset[str] = frozenset()
) -> list[Value]:
    """A line about someone that went whole ("Natasha est en arrêt de travail pour un burn-out …; … de la Croix
    Bleue."): the matter's words it says (a concept's) and the names of its firms, beside that person's name, are
    of it too ("Natasha a appelé de Halifax: arrêt de travail pour un burn-out.", "Les papiers de la Croix Bleue pour
    Natasha"), however everyday each word is."""
    from lethe.planner.understanding.concepts import matter_phrases

    out: list[Value] = []
    for gone, kept in pieces:
        head = _HEAD_ONLY.match(kept) if kept.strip() else None
        if kept.strip() and head is None:
            continue
        toks = tokens(gone)
        # (whose matter it is, or else whom the line is about: its first word, "Natasha est en arrêt de travail …";
        # or whom its head that stays names: "Sohn: Ronny Schubert, 33." of "…. Sitzt seit Oktober 2025 in der JVA …")
        named = [t for t in toks if t.text[:1].isupper() and fold(unpossessive(t.text)) in people_words]
        if whose:
            named = [t for t in named if fold(unpossessive(t.text)) in whose]
        elif head is not None:
            named = [t for t in named if head.start(1) <= t.start < head.end(1)][:1]
        else:
            named = [t for t in named[:1] if t is toks[0]]
        who = frozenset(stem(fold(unpossessive(t.text))) for t in named)
        if not who:
            continue
        if head is not None:
            # (of a line cut down to its head, only its acronyms: "in der JVA" beside "Ronny"; its phrases and names
            # stay the planner's to judge, many being said of the person in other lines too)
            out += [
                Value(t.text, strong=False, context=who)
                for t in toks
                if t.start >= head.end() and _acronym(t.text) and fold(t.text) not in people_words
            ]
            continue
        # (of a matter, not whom it is kept from: "Sandrine ne sait pas"; a phrase with a word of its own)
        terms = [" ".join(p) for p in matter_phrases(folded_words(gone))]
        terms += [
            " ".join(t.text for t in toks[a : b + 1])
            for a, b in _name_runs(toks)
            if not any(fold(unpossessive(t.text)) in people_words for t in toks[a : b + 1])
        ]
        out += [Value(t, kind="stems", strong=False, context=who) for t in dict.fromkeys(terms)]
        # (and a short name of letters and digits: "Adwoa failed the B2 by four points."; an acronym)
        out += [
            Value(t.text, strong=False, context=who)
            for t in toks
            if (_LETTERS_AND_DIGITS.fullmatch(t.text) and not _values_in(t.text))
            or (_acronym(t.text) and fold(t.text) not in people_words)
        ]
    return out


# a line cut down to its head: who someone is ("- Sohn: Ronny Schubert, 33.", "- Mam: Nansi Thomas, 83, in her
# bungalow in Glanamman. Landline 01269 592 318.")
_HEAD_ONLY = re.compile(LABEL_HEAD + rf"({HEAD_FULL_NAME})[^:]{{0,120}}$")
_LETTERS_AND_DIGITS = re.compile(r"(?=\w*[A-Za-z])(?=\w*\d)[A-Z]\w{1,4}")


def _outings(jobs: list[str], people_words: set[str]) -> list[Value]:
    """What a deleted reminder does with someone, as it says it ("Visite à Marcel à l'EHPAD …"): a note saying it
    too ("Visite à Marcel : il m'a appelé papa.") is of the same thing, and the plan was not sure of it."""
    return [
        Value(m.group(0))
        for text in jobs
        for m in _OUTING.finditer(text)
        if fold(m.group(2)) in people_words and fold(m.group(1)) not in people_words and not _common(fold(m.group(1)))
    ]


_OUTING = re.compile(
    r"\b((?-i:[A-ZÀ-Ý])[^\W\d_]{3,})\s+(?:à|au|chez|avec|to|with|bei|mit|zu|zum|zur|con|a)\s+((?-i:[A-ZÀ-Ý])[^\W\d_]+)",
    re.IGNORECASE,
)


def _kept_but_deleted(
    pieces: list[tuple[str, str]],
    jobs: list[str],
    people_words: set[str],
    counts: Counter | None = None,
    *,
    broad: bool = False,
) -> list[Value]:
    """A rare word a rewritten line keeps that a deleted reminder says too: the plan took it for something else
    in one place and for the fact in another ("Vorhofflimmern seit 2024; Eliquis 5 mg …" keeps "Eliquis 5 mg …"
    while the reminder "Eliquis 5 mg nehmen (Vorhofflimmern)" goes): a mention it was not sure of."""
    # (and, of a matter, a note line removed whole: "hmrc letter. owe £4,120 …" went, "Owes HMRC for 2024/25 …"
    # stays; a fact's value taken from beside its label keeps the label on purpose: "RAMQ: …")
    whole = [gone for gone, kept in pieces if not kept.strip()] if broad else []
    said = {fold(t.text) for text in jobs for t in tokens(text)}
    named = {fold(t.text) for text in whole for t in tokens(text)}  # (there, only a name in capitals: "HMRC")
    out = []
    for gone, kept in pieces:
        # (not the line's label, which a rewrite keeps on purpose: "Lease guarantor record: Anna Reyes")
        label = {
            fold(t.text) for m in (_LINE_LABEL.match(gone), _LINE_LABEL.match(kept)) if m for t in tokens(m.group(1))
        }
        out += [
            Value(t.text)
            for t in tokens(kept)
            if ((f := fold(t.text)) in said or (f in named and t.text.isupper()))
            and f not in label
            and (len(f) >= 5 or (len(f) == 4 and t.text.isupper()))  # (an acronym: "HMRC")
            and f.isalpha()
            and f not in people_words
            and not _common(f)
            and commonness(t.text) < 3.0
            and (counts is None or counts.get(f, 0) <= 2)  # (not a word the home uses all over: "Dansoman")
        ]
    return out


def _asked_alone(words: list[str], pieces: list[tuple[str, str]], people_words: set[str], counts: Counter):
    """Of a topic ("alles rund um die Reha in Bad Elster"), each telling word of the request on its own, when the
    plan removed most of what says it: "Weiß als Einzige von der Reha" is the same Reha, though not in Bad Elster."""
    removed_in = Counter(f for gone, _ in pieces for f in {fold(t.text) for t in tokens(gone)})
    out = []
    for w in words:
        f = fold(w)
        n = counts.get(f, 0)
        if len(f) < 4 or not f.isalpha() or _common(f) or f in people_words or commonness(f) >= 4.6:
            continue
        if 0 < n <= 8 and 2 * removed_in[f] >= n:
            out.append(Value(w, kind="stems"))
    return out


def _head(word: str) -> str:
    """The start a German compound keeps of a noun ("Hüfte": "huft"), folded; "" for a word too short."""
    f = fold(word)
    h = f[:-1] if f.endswith("e") else f
    return h if len(h) >= 4 else ""


def compounds(clues: list[Value | str], longer: dict[str, str]) -> list[str]:
    """German writes a thing and its kind as one word: after "Hüfte schmerzt" went, "Hüftprothese im September"
    is a mention of the same hip. Of the longer words the notes hold (`word_counts`' `longer`: folded -> as
    written), those that begin with a noun clue's head are clues of their own."""
    nouns = [c for c in clues if isinstance(c, str) and c.isalpha() and c[:1].isupper() and len(c) >= 5]
    heads = {h for c in nouns if (h := _head(c))}
    return sorted(text for w, text in longer.items() if any(w.startswith(h) for h in heads))


def remaining(home: Home, clues: list[Value | str], hasher, today: date, untouched=()) -> int:
    """How many active places still mention one of the clues (memory, the search, reminders, items...), in
    the categories the request applies to."""
    from lethe.planner.inventory import take_inventory
    from lethe.planner.scope import within

    m = matcher_for(clues)
    if m is None:
        return 0
    fresh = within(take_inventory(home, m, hasher, today), untouched)
    return sum(len(getattr(t, "lines", None) or ()) or 1 for t in fresh.targets)


# ------------------------------------------------------------------------------------------ a second process

SCOUT_FROM_NOTES = 300  # a home with fewer memory notes than this is checked in this process (it is quick)
_SCOUT_CODE = (
    "import gc, pickle, sys\n"
    "gc.disable()\n"  # it builds one inventory, answers and ends: the cyclic collector would find nothing
    "sys.path[:] = pickle.load(sys.stdin.buffer)\n"
    "from lethe.workflow.residual import _scout\n"
    "_scout(sys.stdin.buffer, sys.stdout.buffer)\n"
)


class Scout:
    """A second process that does the residual check (`remaining`) while this one verifies: the same code on
    the same files, after the cleanup, both read afresh; only the number it counts comes back. It is started
    before the cleanup, so it has loaded Lethe's code by the time it is asked (`ask`), and is told what to
    look for only then, through a pipe (the clues are kept in memory only: never written anywhere, never
    an argument). It says nothing (its error output goes nowhere); one that cannot start, or fails, or
    answers what cannot be read, leaves the check to be done here (`answer` is None)."""

    def __init__(self, proc) -> None:
        self.proc = proc
        self.asked = False

    @classmethod
    def start(cls, home: Home) -> Scout | None:
        """A scout for `home`, when it has many notes and the machine a second processor (else None)."""
        import os

        if (os.cpu_count() or 1) < 2 or len(memory_notes.note_paths(home)) < SCOUT_FROM_NOTES:
            return None
        import sys

        from lethe.planner import python_process

        proc = python_process.start(_SCOUT_CODE, list(sys.path))
        if proc is None:
            return None
        scout = cls(proc)
        return scout

    def ask(self, home: Home, clues: list[Value | str], hasher, today: date, untouched=()) -> bool:
        """Have it count what `remaining(home, clues, hasher, today, untouched)` counts (False: it cannot)."""
        import pickle

        try:
            job = (str(home.root), home.agent, list(clues), hasher, today, list(untouched))
            pickle.dump(job, self.proc.stdin, protocol=pickle.HIGHEST_PROTOCOL)
            self.proc.stdin.close()
        except Exception:  # it stopped, or what it would be told cannot be packed: the check is done here
            self.stop()
            return False
        self.asked = True
        return True

    def answer(self) -> int | None:
        """The number it counted (None: it was not asked, stopped early or sent what cannot be read)."""
        if not self.asked:
            return None
        import pickle

        try:
            got = pickle.load(self.proc.stdout)
        except Exception:
            got = None
        self.stop()
        return got if type(got) is int else None

    def stop(self) -> None:
        self.asked = False
        from lethe.planner import python_process

        python_process.stop(self.proc)


def _scout(given, out) -> None:
    """The scout process's work (`Scout`): one job from `given`, its count to `out`."""
    import pickle
    from pathlib import Path

    root, agent, clues, hasher, today, untouched = pickle.load(given)
    left = remaining(Home(Path(root), agent), clues, hasher, today, untouched)
    pickle.dump(left, out)
    out.flush()
