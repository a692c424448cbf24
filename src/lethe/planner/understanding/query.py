"""What the conversation as a whole asks to forget, after every follow-up.

The latest message that asks to forget something starts a request; later messages shape it: "Oh, and
her phone number too" adds, "Sorry, I meant Kofi's" corrects, "Actually, keep the birthday" narrows,
"The vet one" or "Both" answers the question Lethe asked. A host that holds the conversation itself
describes it in `about` (the user's words for what to forget, never the value itself), which stands for
the request when the conversation cannot tell ("Delete it.", "ok", "Vas-y.").

Only user messages count as asking; assistant text and tool results only tell which question Lethe
asked last and what the user was answering.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field, replace

from lethe.language.text import sentences

from .corpus import REL_OF, People
from .utterance import (
    ONES_OF,
    THE_REST,
    Item,
    ItemKind,
    Move,
    Owner,
    Utterance,
    another,
    is_news,
    items_of,
    mine_stays,
    one_place,
    opens_with_not,
    read,
    says_whole,
    told_item,
    told_words,
    value_age,
)
from .vocab import Attribute
from .words import fold


@dataclass
class Turn:
    position: int
    role: str  # user | assistant | plan_result (a forget.plan result) | confirm_result
    text: str
    status: str | None = None  # for results


@dataclass
class Query:
    items: list[Item] = field(default_factory=list)
    position: int | None = None  # the last user message the request was read from
    request: Utterance | None = None
    selectors: list[Utterance] = field(default_factory=list)  # answers to Lethe's question, in order
    kept: list[Item] = field(default_factory=list)  # "but keep the birthday"
    both: bool = False
    vague: bool = False
    history: list[str] = field(default_factory=list)  # user messages before the request (newest last)
    said: list[str] = field(default_factory=list)  # assistant messages before the request (newest last)
    lang: str = "en"
    only: frozenset[str] = frozenset()  # every item names where it is kept: "the wedding reminder" (vocab.PLACES)
    spare: frozenset[str] = frozenset()  # places the user keeps: "but keep the reminder"
    one_place: bool = False  # one thing in one place: "scrap the wedding reminder"
    mine_stays: bool = False  # someone's matter, not the user's own of it: "…'s sickle cell result. Mine can stay."

    @property
    def found(self) -> bool:
        return self.request is not None or bool(self.items)


def turns_of(conversation_turns) -> list[Turn]:
    """The conversation's turns in the form the reader needs (tool calls dropped, Lethe's results kept)."""
    out = []
    for t in conversation_turns:
        role = getattr(t.role, "value", t.role)
        if role == "user":
            out.append(Turn(t.position, "user", t.text or ""))
        elif role == "assistant":
            if (t.text or "").strip():
                out.append(Turn(t.position, "assistant", t.text))
        elif role == "toolResult":
            name = (getattr(t, "tool_name", None) or "").replace("_", ".").replace("-", ".")
            status = _status(t.text or "")
            if name.endswith("forget.plan"):
                out.append(Turn(t.position, "plan_result", t.text or "", status))
            elif name.endswith("forget.confirm"):
                out.append(Turn(t.position, "confirm_result", t.text or "", status))
    return out


def _status(text: str) -> str | None:
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        return None
    return data.get("status") if isinstance(data, dict) and isinstance(data.get("status"), str) else None


def _approvals(turns: list[Turn]) -> set[int]:
    """The user's messages that a confirm followed (the assistant's words between aside): their yes to a plan."""
    out: set[int] = set()
    last_user = None
    for n, t in enumerate(turns):
        if t.role == "user":
            last_user = n
        elif t.role == "confirm_result" and last_user is not None:
            out.add(last_user)
            last_user = None
        elif t.role == "plan_result":
            last_user = None
    return out


def read_query(turns: list[Turn], people: People | None, about: str | None = None) -> Query:
    q = Query()
    awaiting = False  # Lethe's last reply asked which one
    previous_user: str | None = None  # the message before, for "then that too"
    done: Query | None = None  # the request a confirm just finished, for "and his email too" after it
    approvals = _approvals(turns)
    for n, t in enumerate(turns):
        if n in approvals:
            continue  # "Jo, passt, weg damit." before the confirm: the yes to the plan, nothing to add to it
        if t.role == "plan_result":
            awaiting = t.status == "needs_clarification"
            continue
        if t.role == "confirm_result":
            if t.status in ("forgotten", "incomplete", "already_done"):
                done = q if q.request is not None else None
                q = Query(history=q.history + ([q.request.text] if q.request else []))  # that request is done
            awaiting = False
            continue
        if t.role == "assistant":
            q.said.append(t.text)
            continue
        u = read(t.text, people, after_question=awaiting)
        split = _answer_then_more(t.text, people) if awaiting and q.request is not None else None
        if split is not None:
            # "The hairdresser one, from Gifty's Touch. … And take off the salon reminder too": the answer to the
            # question, then more to forget
            _apply(q, split[0], previous_user, people)
            _apply(q, split[1], previous_user, people)
            q.position, previous_user, awaiting = t.position, t.text, False
            continue
        if u.withdrawn and q.request is not None:
            # "No, verá, mejor no. Déjelo ahí nomás": the request before is taken back, nothing of it goes
            q = Query(history=[*q.history, q.request.text], said=q.said)
            previous_user, awaiting = t.text, False
            continue
        if _opens_with_a_topic(u, q, done):
            u.move = Move.REQUEST  # "Everything about the child support please — IRD, …": nothing before it to add to
        if u.move is Move.REQUEST:
            if q.request is not None:
                q.history.append(q.request.text)
                places = {p for i in q.items for p in i.places}
                for item in u.items if places and u.items and all(i.kind is ItemKind.GENERAL for i in u.items) else ():
                    # "Bórrame el recordatorio de la mamografía." … "El de la misa de Xuan ye el que quiero quitar":
                    # the one of the same place (a reminder), when nothing else says where
                    if not item.places and ONES_OF.match(item.text):
                        item.places = frozenset(places)
                # "Borra el código del portón del patio." … "me equivoqué … Borra el de la cajita de llaves de Ma": the
                # same thing of the one so said
                _as_asked_before(q, u)
            q.history += []  # earlier messages stay in history
            q = Query(history=q.history, said=q.said)
            q.request, q.items, q.position, q.lang = u, _their_matter(list(u.items), people, u.text), t.position, u.lang
            q.kept, q.both, q.vague = list(u.kept), u.both, u.vague
            q.mine_stays = mine_stays(t.text)
            for fix in _corrected_within(t.text, people):
                _apply(q, fix, None, people)  # "Forget Shahid's number. Sorry, not Shahid, I mean Shakeel, …"
            awaiting = False
        elif q.request is not None and u.move is not Move.NONE:
            _apply(q, u, previous_user, people)
            q.position = t.position
        elif done is not None and u.move is Move.ADD and u.items:
            q = _added_to_done(done, u, people, q.history, q.said)  # "Same for Euan's." after Morag's number went
            q.position = t.position
            done = None
        elif q.request is None:
            q.history.append(t.text)
        previous_user = t.text
    if about and about.strip():
        _apply_about(q, about, people)
    # (the host's words for it, of a message asking all of it: "That whole Kitengela plot mess — …, all of it.
    # Clear it." about "the Kitengela plot I was conned over")
    whole_asked = bool(about and about.strip()) and q.request is not None and says_whole(q.request.text)
    if q.request is not None and (q.request.whole or whole_asked):
        for i in q.items:
            if i.kind is ItemKind.GENERAL:
                i.topic = True  # "Bórralo todo" about "el Proyecto Albatros": everything about it
    _places(q)
    return q


_ABOUT_SOMEONE = re.compile(r"^\s*(?:about|über|sobre|de|sur)\s+(?-i:[A-ZÀ-Ý])", re.IGNORECASE)
_THEIR = re.compile(r"^\s*(?:and\s+|et\s+|y\s+|und\s+|n\s+)?(?:her|his|son|sa|ses|su|sus|ihr\w*|sein\w*)\s", re.I)


# "about Maxi and his boyfriend", "sobre Yunior y su trabajo": someone, and someone or something of theirs
_AND_THEIR = re.compile(
    r"\b(?:about|über|sobre|sur|de)\s+((?-i:[A-ZÀ-Ý])[\w-]+)\s+(?:and|an|und|y|et)\s+"
    r"(?:his|her|their|sein\w*|ihr\w*|su|sus|son|sa|ses)\s",
    re.IGNORECASE,
)
# "todo lo que escribí sobre Yunior", "everything I wrote about Esteban": the writing says nothing of what
_WROTE_ABOUT = frozenset(
    "wrote written write said told noted escribi escribe dije conte apunte anote sobre about geschrieben gesagt "
    "erzahlt notiert uber ecrit dit note raconte sur".split()
)
# "que lo botaron del trabajo", "that he got fired", "dass er gekündigt wurde", "qu'il a perdu": what befell him
_THAT_THEY = re.compile(
    r"^\W*(?:que\s+(?:lo|la|le|él|ella|se)\b|that\s+(?:he|she|they)\b|dass\s+(?:er|sie|ihn|ihm)\b"
    r"|qu['’](?:il|elle|on\s+l['’])|que\s+(?:il|elle)\b)",
    re.IGNORECASE,
)


def _told_of_someone(items: list[Item]) -> list[Item]:
    """ "An the other thing too, about Cian an the exam": one more thing, said about someone (a bare name after
    "about"), is what was told of them, as "what I told you about Cian and the exam" is."""
    first = items[0] if len(items) >= 2 else None
    if first is None or not _ABOUT_SOMEONE.match(first.text) or first.owner.kind != "name":
        return items
    if first.kind not in (ItemKind.FACT, ItemKind.GENERAL) or first.attribute is not None or first.words:
        return items
    return [replace(first, kind=ItemKind.RECALL), *items[1:]]


def _their_matter(items: list[Item], people: People | None, text: str = "") -> list[Item]:
    """ "wat i tell u abt chloe n her gf", "c ke jte dit sur nath et son histoire avec regis": what was said about
    someone and a thing of theirs is that thing of theirs, not everything about them beside it."""
    if len(items) < 2 or people is None or items[0].kind not in (ItemKind.RECALL, ItemKind.GENERAL):
        return items
    first, rest = items[0], items[1:]
    if (
        len(items) == 2
        and first.kind is ItemKind.GENERAL
        and first.attribute is None
        and not first.topic
        and first.owner.kind in ("name", "relation")
        and [w for w in first.words if w != fold(first.owner.word or "")]
        and rest[0].kind is ItemKind.GENERAL
        and rest[0].owner.kind == "none"
        and not rest[0].topic
        and not rest[0].part
        and rest[0].words
        and not rest[0].places  # ("… et le rappel tous les mois aussi": where the matter is kept)
        and re.search(rf"\b(?:and|an|und|y|et|&)\s+{re.escape(rest[0].text)}", text)
    ):
        # "the bit about Shauna's ex an the court order": a thing of hers, and one of nobody's said with it: hers
        # first (`near`), where a line of hers says it (not parts listed after it: "…, the ombuds case, the meetings")
        rest[0].near = rest[0].near or first.owner
        return items
    if (
        first.kind is ItemKind.GENERAL
        and first.attribute is None
        and first.owner.kind == "name"
        and not [w for w in first.words if w not in told_words(first.text) and w not in _WROTE_ABOUT]
        and len(rest) >= 2
        and all(i.kind is ItemKind.GENERAL and i.owner.kind in ("none", "pronoun") and i.words for i in rest)
        and any(i.owner.kind == "pronoun" or _THAT_THEY.match(i.text) for i in rest)
        and re.search(rf"\b(?:and|an|und|y|et|&)\s+{re.escape(rest[0].text)}", text)
    ):
        # "everything I wrote about Esteban and the crypto thing, the money he lost, the fake app, all of it": his
        # matter and its parts (what "he" did), not all there is about him beside it
        for item in rest:
            item.near = item.near or first.owner
        return rest
    kin = _AND_THEIR.search(text) if first.owner.kind == "name" and first.owner.word and text else None
    if (
        kin is not None
        and (p := people.named(kin.group(1))) is not None
        and p is people.named(first.owner.word)
        and first.kind is ItemKind.GENERAL
        and first.attribute is None
        and not [w for w in first.words if w not in told_words(first.text) and w not in _WROTE_ABOUT]
        and rest
        and all(
            i.kind is ItemKind.GENERAL and i.owner.kind in ("none", "pronoun", "relation") and i.words for i in rest
        )
        and any(_THAT_THEY.match(i.text) for i in rest)
    ):
        # "everything I wrote about Maxi and his boyfriend, that he is gay and they live together": what is said of
        # him and his partner (his coming out), not all there is about him
        for item in rest:
            if item.owner.kind == "relation":
                item.words = [item.owner.word, *item.words]
            item.owner = first.owner
        return rest
    if first.attribute is not None or first.topic:
        return items
    if first.owner.kind == "name" and first.owner.word:
        # (of what was told about them, the telling's own words say nothing: "whit a tellt ye aboot karen")
        told = told_words(first.text) if first.kind is ItemKind.RECALL else set()
        named = [first.owner.word] if not [w for w in first.words if w not in told] else []
    elif first.owner.kind in ("user", "none"):
        named = [w for w in first.words if people.named(w) is not None]
    else:
        named = []
    if len(named) != 1:
        return items
    if first.kind is ItemKind.RECALL and all(
        i.owner.kind == "none" and i.kind in (ItemKind.GENERAL, ItemKind.FACT) and i.words for i in rest
    ):
        # "whit a tellt ye aboot karen n the gamblin, the apps n the loans": her gambling, her apps, her loans
        for item in rest:
            item.near = item.near or Owner("name", named[0])
        return rest
    if not all(i.owner.kind == "pronoun" or _THEIR.match(i.text) for i in rest):
        return items
    for item in rest:
        if item.owner.kind == "relation":  # "her gf": Chloe's girlfriend
            item.words = [item.owner.word, *item.words]
        elif item.owner.kind == "name" and item.owner.word:  # "son histoire avec Régis": hers, with him
            item.words = [*item.words, fold(item.owner.word)]
        item.owner = Owner("name", named[0])
    return rest


def _answer_then_more(text: str, people: People | None) -> tuple[Utterance, Utterance] | None:
    """A reply to "which one?" that answers in its first sentence and asks more after it: (the answer, the
    addition read as one)."""
    parts = sentences(text)
    if len(parts) < 2:
        return None
    answer = read(parts[0].strip(), people, after_question=True)
    if answer.move is not Move.SELECT:
        return None
    more = read("".join(p for p in parts[1:] if not is_news(p)), people)
    if more.move not in (Move.REQUEST, Move.ADD) or not [i for i in more.items if i.kind is not ItemKind.POINTER]:
        return None
    more.move = Move.ADD
    return answer, more


def _opens_with_a_topic(u: Utterance, q: Query, done: Query | None) -> bool:
    """A matter named whole with no verb ("Todo lo de los papeles, parce: …") asks for it when nothing was asked
    before it to add to."""
    return u.move is Move.ADD and q.request is None and done is None and bool(u.items) and u.items[0].topic


def _corrected_within(text: str, people: People | None) -> list[Utterance]:
    """The corrections a request message makes after its own request ("Forget Shahid's number. Sorry, not Shahid,
    I mean Shakeel, the mosque one."), each read as the follow-up it would be on its own."""
    parts = sentences(text)
    if len(parts) < 2:
        return []
    out: list[Utterance] = []
    asked = False
    for part in parts:
        if not asked:
            asked = read(part, people).move is Move.REQUEST
            continue
        if not _OWN_MISTAKE.search(part) or _OWN_WRITING.search(part):
            # ("No quiero que quede anotado en ningún lado." says no more than the request; "Mi español es de
            # Benidorm, perdona." asks pardon for how it is written)
            continue
        u = read(part, people)
        if u.move is Move.CORRECT and u.items:
            out.append(u)
    return out


_OWN_WRITING = re.compile(
    r"\b(?:my|mi|mein|meine?|mon|ma)\s+(?:english|spanish|german|french|español|castellano|inglés|alemán|francés"
    r"|deutsch|englisch|spanisch|französisch|français|anglais|espagnol|allemand|typos?|spelling|faltas|fautes)\b"
    r"|\b(?:the|las|los|die|les)\s+(?:typos?|faltas|fautes|tippfehler)\b",
    re.IGNORECASE,
)
# a message correcting itself says so: "Sorry, not Shahid, I mean Shakeel", "perdón, quise decir …"
_OWN_MISTAKE = re.compile(
    r"\b(?:sorry|i\s+mean|i\s+meant|my\s+mistake|oops|no\s+wait|ich\s+meine?|ich\s+meinte|quise\s+decir"
    r"|quer[ií]a\s+decir|perd[oó]n|perdona|me\s+equivoqu[eé]|je\s+veux\s+dire|je\s+voulais\s+dire|pardon"
    r"|d[ée]sol[ée]e?)\b",
    re.IGNORECASE,
)


_THE_REST = re.compile(rf"\b(?:{THE_REST})\b", re.IGNORECASE)
_SOMEONE_IN = re.compile(
    r"^\W*(?:her|him|them|ihn|sie|ihm|ihr|la|le|lo|les|los|las)\s+(?:in|on|im|in\s+den|en|dans|sur)\b", re.IGNORECASE
)


_ALL_OF_IT = re.compile(r"\b(?:it\s+all|all\s+of\s+it|alles|todo|tout)\b", re.IGNORECASE)


def _places(q: Query) -> None:
    """Where the request applies: only the places every item names ("the florist reminder and the RSVP one"),
    none of those kept ("keep the wedding notes though"). A matter asked whole ("everything about ...") is
    forgotten everywhere; a kept place is not a statement kept."""
    # "keep the rest of the trip notes": what else they say stays, the notes themselves are not spared
    rest = [k for k in q.kept if _THE_REST.search(k.text)]
    # "Keep her in the book club notes though": she stays where she is named, the notes are not spared
    q.kept = [k for k in q.kept if not (k.places and _SOMEONE_IN.match(k.text))]
    q.spare = frozenset(p for k in q.kept if k not in rest for p in k.places)
    q.kept = [k for k in q.kept if not k.places or k in rest]
    named = [i.places for i in q.items]
    # (not "get it all out of there, the monthly reminder an' all": everything said, and its reminder)
    everything = any(i.kind is ItemKind.POINTER and _ALL_OF_IT.search(i.text) for i in q.items)
    if named and all(named) and not any(i.topic for i in q.items) and not everything:
        q.only = frozenset().union(*named) - q.spare
        q.one_place = len(q.items) == 1 and not q.both and one_place(q.items[0].text)


# the same thing of another one of the same kind: "y el de la de día", "et celui de celle de jour"
# "el de la cajita", "the one for the lockbox", "celui du garage", "der vom Keller": the thing asked of another one
_THE_ONE_SAID = re.compile(
    r"^\W*(?:(?:el|la)\s+de(?:l)?\s|the\s+one\s+(?:for|of|on)\s|(?:celui|celle)\s+(?:de|du|d['’])"
    r"|(?:der|die|das|den)\s+(?:vom|von\s+der|von\s+dem|von)\s)",
    re.IGNORECASE,
)
_ONE_OF_THE_OTHER = re.compile(
    r"^\W*(?:(?:y|et)\s+)?(?:(?:el|la|los|las)\s+de\s+(?:la|el|los|las)\s+de"
    r"|(?:celui|celle|ceux)\s+d[eu]\s+(?:celui|celle|ceux)\s+d[eu])\b",
    re.IGNORECASE,
)


def _added_to_done(done: Query, u: Utterance, people: People | None, history: list[str], said: list[str]) -> Query:
    """A request of its own made of what an addition names, read against the request a confirm just finished
    (whose "his" is, which thing "Euan's" is): that request's own items are done and stay out."""
    q = Query(history=history, said=said, lang=done.lang)
    q.request, q.items = done.request, list(done.items)
    _apply(q, u, None, people)
    q.items = q.items[len(done.items) :]
    return q


def _apply(q: Query, u: Utterance, previous: str | None, people: People | None) -> None:
    if u.move is Move.ADD:
        for item in u.items:
            if item.kind is ItemKind.POINTER and item.topic and item.owner.kind == "pronoun" and _someone(q):
                item.kind, item.owner = ItemKind.GENERAL, q.items[-1].owner  # "Actually, everything about him."
        new = _their_matter(_told_of_someone([i for i in u.items if i.kind is not ItemKind.POINTER]), people)
        if not new and previous:  # "Is my bank account in there too?" ... "Then that too."
            new = [i for i in items_of(previous, people) if i.kind is not ItemKind.POINTER]
        for item in new:
            if not item.places and q.items and q.items[-1].places and another(item.text):
                item.places = q.items[-1].places  # "the wedding budget page" … "a Kestrel one"
        for item in new:
            if item.owner.kind == "relation" and _SHE_ASKS_FOR.search(item.text) and _someone(q):
                # "et ce qu'elle réclame pour la petite": what she asks for the child, hers (the child says for whom)
                item.owner = q.items[-1].owner
            if item.owner.kind == "pronoun" and q.items and q.items[-1].owner.kind in ("name", "relation"):
                item.owner = q.items[-1].owner  # "and her phone number too"
            if item.kind is ItemKind.GENERAL and not item.topic and item.owner and not item.words and q.items:
                item.kind, item.attribute = ItemKind.FACT, q.items[-1].attribute  # "et celui de Théo aussi"
            if (
                item.kind is ItemKind.GENERAL
                and not item.topic
                and not item.owner
                and q.items
                and q.items[-1].attribute is not None
                and q.items[-1].owner.kind == "relation"
                and _ONE_OF_THE_OTHER.match(item.text)
            ):
                # "Borra el teléfono de la supervisora de noches." … "Y el de la de día": the same of the other one
                item.kind, item.attribute, item.owner = ItemKind.FACT, q.items[-1].attribute, q.items[-1].owner
            if not item.owner and item.kind is ItemKind.GENERAL and not item.topic and _someone(q):
                # "Olvida lo de la operación de mi padre." "¿Y la revisión de junio?" (not when the message says whose
                # it is near: "An the other thing too, about Cian an the exam")
                item.near = item.near or q.items[-1].owner
        q.items += new
        q.kept += u.kept  # "Et son numéro aussi … Mais Yannick du boulot tu touches pas hein."
    elif u.move is Move.CORRECT:
        q.kept += u.kept  # "… Álvaro's — his new flat. Macarena's stays."
        owners = [i.owner for i in u.items if i.owner.kind in ("name", "relation")]
        facts = [i for i in u.items if i.attribute is not None]
        matters = [i for i in u.items if i.kind is ItemKind.GENERAL and i.words]
        age = value_age(u.text)
        if (
            not facts
            and owners
            and owners[0].kind == "relation"
            and opens_with_not(u.text)
            and q.items
            and all(i.attribute is not None for i in q.items)
        ):
            # "Vergess die Nummer vum Dr. Kempen." "Nee, wart, nit dä Anwalt — ich mein die Rheumatologin, die
            # Aydın.": the same thing of the one so related (her name, with it, says which)
            for item in q.items:
                item.owner = Owner(owners[0].kind, owners[0].word)
            q.selectors = [u]
            return
        if not facts and age and any(i.attribute is not None for i in q.items):
            for item in q.items:  # "Lösch Stefans Handynummer." "Moment, nur die alte!": the old one of them
                item.age = age
                if owners and all(_only_whose(i, item.attribute) for i in matters):
                    item.owner = Owner(owners[-1].kind, owners[-1].word)  # "I moan de neue, vom Reisinger"
        elif facts:
            matter = q.items[-1] if q.items and all(i.kind is ItemKind.GENERAL for i in q.items) else None
            for item in facts if matter is not None else ():
                if not item.owner:
                    # "Lösch dat mit Kevin seine Kaution." "Nee warte, nich allet! Nur den Betrag.": the sum of it
                    item.owner, item.words = matter.owner, list(matter.words)
            q.items = facts
        elif matters and people and all(_someone_of(i) for i in matters) and any(i.attribute for i in q.items):
            # "Forget my mum's number." "… not my mum: Ruben's mum.": the same thing of the one the notes say is
            # Ruben's mother ("Joke (Ruben's mum)"); asked about when they say of no one
            kin = [p for i in matters for w in i.words for p in (people.kin_of(REL_OF[w], i.owner.word) or [])]
            for item in q.items:
                item.owner = Owner("name", kin[0].first) if len(kin) == 1 else Owner("none")
            if len(kin) != 1:
                q.items, q.vague = [], True
            q.selectors = []
            return
        elif (
            len(matters) == 1
            and another(matters[0].text)
            and (said := _names_said(matters[0]))
            and q.items
            and all(i.attribute is not None and _names_said(i) for i in q.items)
        ):
            # "Delete the PIN for my POSB card." "Wait sorry, I mean the UOB one.": the same thing of the one so
            # named, in place of the name the first said
            written = " ".join(t for t in matters[0].text.split() if t.isupper() and fold(t) in said)
            for item in q.items:
                first = _names_said(item)
                item.words = [w for w in item.words if w not in first] + said
                item.text = " ".join(written if t.isupper() and fold(t) in first else t for t in item.text.split())
            q.selectors = []
            return
        elif matters and all(another(i.text) for i in matters) and any(i.attribute for i in q.items):
            # "Forget Margaret's number." "Oh no, not her — the one I sing with.": the same thing of someone else,
            # whom the words describe
            for item in q.items:
                item.owner = Owner("none")
            q.selectors = [u]
            return
        elif matters:  # "Forget Nora's recital." "Actually, her piano lessons in general."
            places = frozenset().union(*(i.places for i in q.items)) if all(i.places for i in q.items) else frozenset()
            for item in matters:
                if item.owner.kind == "pronoun" and q.items and q.items[-1].owner.kind in ("name", "relation"):
                    item.owner = q.items[-1].owner
                if not item.places and not item.topic:
                    # "… de Erinnerung für de Kreditrate." "… die ni! Ich meinte de Physio": the Physio reminder
                    item.places = places
            q.items = matters
        elif owners and q.items:
            for item in q.items:
                item.owner = Owner(owners[0].kind, owners[0].word)
            # "I meant Fatima Moss, Tunde's sister": the rest of the name says which of two Fatimas
            q.selectors = [u]
            return
        q.selectors = []
    elif u.move is Move.KEEP:
        q.kept += u.kept
        if _as_asked_before(q, u):  # "leave Marc's alone, only Luc's old one goes": his old number instead
            q.items, q.selectors = list(u.items), []
        elif u.items:
            q.items = [i for i in q.items if any(_same_attribute(i, k) for k in u.items)] or u.items
    elif u.move is Move.SELECT:
        q.selectors.append(u)
        q.both = q.both or u.both


# what someone asks or gets for someone else: "ce qu'elle réclame pour la petite", "what she wants for the kids"
_SHE_ASKS_FOR = re.compile(
    r"\b(?:qu['’]elle|qu['’]il|what\s+(?:she|he)|lo\s+que\s+(?:ella|él|el)|was\s+(?:sie|er))\s+(?:\w+\s+){1,2}?"
    r"(?:pour|for|para|für)\s+",
    re.IGNORECASE,
)


def _one_said(item: Item) -> bool:
    """ "el de la cajita de llaves de Ma", "the one for the lockbox", "Luc's old one": the thing asked before, of
    another one."""
    return (
        item.kind is ItemKind.GENERAL
        and item.attribute is None
        and (_THE_ONE_SAID.match(item.text) is not None or _THEIR_ONE.search(item.text) is not None)
    )


# "Luc's old one", "Marc's one", "the new one of Luc's"
_THEIR_ONE = re.compile(r"(?-i:[A-ZÀ-Ý])[\w-]*['’]s\s+(?:(?:old|new|other|first|second)\s+)?one\b", re.IGNORECASE)


def _as_asked_before(q: Query, u: Utterance) -> bool:
    """The same thing as asked before, of the one the answer names ("… only Luc's old one goes": his old number),
    when the request before asked for one kind of thing."""
    attrs = {i.attribute.name if i.attribute else None for i in q.items}
    if len(attrs) != 1 or None in attrs or not u.items or not all(_one_said(i) for i in u.items):
        return False
    for item in u.items:
        item.kind, item.attribute = ItemKind.FACT, q.items[-1].attribute
        item.age = item.age or value_age(item.text)
        item.words = [w for w in item.words if not value_age(w)]
    return True


def _names_said(item: Item) -> list[str]:
    """The words of an item written as a thing's name, in capitals ("POSB", "UOB"): which one of its kind."""
    return [w for w in item.words if any(t.isupper() and len(t) >= 2 and fold(t) == w for t in item.text.split())]


def _only_whose(item: Item, attribute: Attribute | None = None) -> bool:
    """An item that only says whose or which one ("de neue", "vom Reisinger"), no thing of its own; a word
    that only says which of the fact's kind ("Álvaro's — his new flat" of an address) is none either."""
    own = {fold(item.owner.word)} if item.owner.word else set()
    which = {fold(w) for ws in attribute.qualifiers.values() for w in ws} if attribute is not None else set()
    return not [w for w in item.words if w not in own and w not in which and not value_age(w)]


def _someone_of(item: Item) -> bool:
    """ "Ruben's mum": someone by their relation to someone else, no thing of theirs."""
    return item.owner.kind == "name" and bool(item.words) and all(w in REL_OF for w in item.words)


def _someone(q: Query) -> bool:
    return bool(q.items) and q.items[-1].owner.kind in ("name", "relation")


def _apply_about(q: Query, about: str, people: People | None) -> None:
    """The host's description stands for the request where the conversation cannot tell."""
    told = told_item(about)  # "what I told you in February about my brother and the money"
    items = [told] if told is not None else [i for i in items_of(about, people) if i.kind is not ItemKind.POINTER]
    if not items or any(i.told is not None for i in q.items):
        return  # (the conversation's own told-about clause says it already)
    if q.request is None:
        q.request = Utterance(about, q.lang, Move.REQUEST, items=items)
    concrete = [i for i in q.items if i.kind is not ItemKind.POINTER]
    if concrete and _kin_of_kin(about):
        return  # "… from his son's mother": someone the conversation names better ("la Karen"), not the user's mother
    if not concrete or _more_specific(items, concrete):
        if any(i.topic for i in q.items):
            for i in items:  # ("Everything about the Didsbury ceiling — …" about "the small claims case …": all of it)
                i.topic = i.topic or i.kind is ItemKind.GENERAL
        q.items = items
        q.vague = False
        if any(i.owner.kind in ("name", "relation") for i in items):
            q.selectors = []  # the host already settled which one


def _kin_of_kin(about: str) -> bool:
    """A description naming someone by a relative's relative ("his son's mother", "her brother's wife")."""
    return any(
        fold(m.group(1)) in REL_OF and fold(m.group(2)) in REL_OF
        for m in re.finditer(r"\b([^\W\d_]+)['’]s?\s+([^\W\d_]+)", about)
    )


def _more_specific(about: list[Item], current: list[Item]) -> bool:
    """The host's items name at least what the conversation's do, and something more (an owner, a kind)."""
    if len(about) > len(current):
        return True
    for a, c in zip(about, current, strict=False):
        if (a.owner.kind in ("name", "relation")) and c.owner.kind not in ("name", "relation"):
            return True
        if a.attribute is not None and c.attribute is None:
            return True
        if a.owner.kind == c.owner.kind == "name" and a.owner.word != c.owner.word:
            return True
    return False


def _same_attribute(a: Item, b: Item) -> bool:
    return a.attribute is not None and b.attribute is not None and a.attribute.name == b.attribute.name
