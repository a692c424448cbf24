"""Conservative classification of the user's reply to a forget plan (brief §4 "Approval").

Only a message that is *nothing but* a plain approval counts as ``APPROVE``: every word must come from a
small whitelist of approval phrases and polite filler, and at least one of them must be a clear "yes"
("yes", "go ahead", "do it", "confirmed", ...). Everything else (a question, a hedge, an exception, an
added target, a negation, a quote, a long message, an unknown word) is some other verdict. The other
verdicts are labels that help the assistant answer; none of them is ever approval.

Languages: English, German, Spanish and French word lists (plus a few plain yeses and noes of other
languages). Accents are optional ("borralo" = "bórralo", "loschen" = "löschen"). A delete verb with an
object that points back at the plan ("delete it", "lösch es", "borra todo", "efface-le") is a clear yes;
"forget it" / "vergiss es" / "olvídalo" / "oublie ça" are not (they also mean "never mind").

Counts: "all of it" / "alles" / "todo" / "tout" approve any plan; "both" / "beides" / "los dos" /
"les deux" and "all four" / "alle vier" / "los cuatro" / "les quatre" approve only a plan of exactly
that many items (``plan_items``); for another plan they mean the user thinks the plan covers something
it does not (CHANGED_SCOPE), and without a known count they are AMBIGUOUS.

Single letters ("y") are answers only at a yes/no prompt (``at_prompt=True``): in a chat "y" is also
"why" and Spanish "and".

Pure functions, standard library only, no I/O.
"""

from __future__ import annotations

import enum
import functools
import re
import unicodedata
from collections.abc import Sequence
from typing import NamedTuple

from lethe.language.values.numbers import COUNT_WORDS

Phrase = tuple[str, ...]


class ReplyVerdict(str, enum.Enum):  # noqa: UP042 - the API asks for (str, Enum), like planner/plan.py
    APPROVE = "approve"  # clear, unconditional yes to the whole plan
    REFUSE = "refuse"  # no / stop / don't / cancel / keep it
    AMBIGUOUS = "ambiguous"  # maybe, hmm, I guess?, not sure, later, ok?, emoji-only, empty
    QUESTION = "question"  # asks something ("what will be removed?")
    PARTIAL = "partial"  # approves only part / with exceptions ("yes but keep the reminder")
    CHANGED_SCOPE = "changed_scope"  # adds or changes what to forget ("and also my brother's number")


#: A reply longer than this many words is never an approval.
MAX_APPROVAL_WORDS = 30

# --------------------------------------------------------------------------------------------------
# Normalisation and tokens
# --------------------------------------------------------------------------------------------------

_QUOTE_MAP = str.maketrans(
    {
        "\u2018": "'",  # ‘
        "\u2019": "'",  # ’
        "\u201a": "'",  # ‚
        "\u201b": "'",  # ‛
        "\u2032": "'",  # ′
        "\u0060": "'",  # `
        "\u00b4": "'",  # ´
        "\u201c": '"',  # “
        "\u201d": '"',  # ”
        "\u201e": '"',  # „
        "\u201f": '"',  # ‟
        "\u2033": '"',  # ″
    }
)
_TOKEN_RE = re.compile(r"[\w']+")
_REPEAT_RE = re.compile(r"(\w)\1{2,}")  # "yesss" -> "yes", "hmmmm" -> "hm"
_QUOTED_LINE_RE = re.compile(r"(?m)^\s*>")  # markdown quote
_SINGLE_QUOTE_RE = re.compile(r"(?:^|[^\w'])'|'(?:[^\w']|$)")  # a ' that is not inside a word
# a letter left out, no quote: "bin 'em", "go 'ead", "go 'ed", "'cause", "goin'", "darlin'", Spanish "pa'" (para),
# "to'" (todo),
# Cornish "my 'ansum" (handsome)
_ELISION_RE = re.compile(
    r"(?<![\w'])'(?:em|ead|ed|head|cause|cos|til|bout|round|n|ansum|andsome)\b|\b(?:\w+in|ol|pa|to|na)'(?![\w'])",
    re.IGNORECASE,
)
_QUESTION_MARKS = frozenset("?¿‽")
_DOUBLE_QUOTES = frozenset('"«»‹›「」『』')
#: Emoji that signal doubt, sarcasm or refusal; their presence blocks approval.
_AGREE_EMOJI = frozenset("👍👌✅")
_DOUBT_EMOJI = frozenset("🙃😏🙄😒🤔😬😕🤨😐😑🫤😤😠😡👎❌🛑✋😢😭😟🙁☹😰😨🤷⛔🚫")


def _normalise(text: str) -> str:
    text = text.translate(_QUOTE_MAP)
    text = unicodedata.normalize("NFKC", text)
    # Drop format characters (zero-width spaces/joiners, bidi controls) so they cannot split or hide words.
    text = "".join(ch for ch in text if unicodedata.category(ch) != "Cf")
    return text.casefold()


def _fold(token: str) -> str:
    """Accents made optional: combining marks on Latin letters are dropped ("bórralo" -> "borralo");
    those of other scripts are kept (a Japanese dakuten changes the word)."""
    out: list[str] = []
    for ch in unicodedata.normalize("NFD", token):
        if unicodedata.combining(ch) and out and out[-1] < "\u0250":
            continue
        out.append(ch)
    return unicodedata.normalize("NFC", "".join(out))


def _tokenize(normalised: str) -> list[str]:
    """Words of an already normalised text; punctuation, symbols and emoji are dropped."""
    tokens = []
    for raw in _TOKEN_RE.findall(normalised):
        token = _REPEAT_RE.sub(r"\1", _fold(raw).strip("'_"))
        if token:
            tokens.append(token)
    return tokens


def _phrases(*items: str) -> frozenset[Phrase]:
    """Word lists are written as plain strings and tokenised exactly like replies."""
    return frozenset(tuple(_tokenize(_normalise(item))) for item in items)


def _words(*items: str) -> frozenset[str]:
    return frozenset(word for phrase in _phrases(*items) for word in phrase)


# --------------------------------------------------------------------------------------------------
# Word lists (English, German, Spanish, French; accents optional, see _fold)
# --------------------------------------------------------------------------------------------------

#: A clear yes. An approval needs at least one of these (or a delete verb with a plan object, below).
STRONG_APPROVALS = _phrases(
    "yes", "yeah", "yep", "yup", "yea", "aye", "sure", "sure thing", "absolutely", "definitely", "certainly",
    "affirmative", "confirmed", "confirm", "i confirm", "approve", "approved", "i approve", "agreed",
    "i agree", "proceed", "go ahead", "do it", "do that", "do so", "go for it", "please do", "of course",
    "by all means", "sounds good", "looks good", "fine by me", "ok by me", "okay by me", "works for me",
    "delete it", "delete them", "delete that", "remove it",
    "remove them", "erase it", "erase them",
    "take it out", "take them out", "take that out", "take those out", "take it all out", "take them all out",
    "clear it out", "clear them out", "clear it all out", "clear that out", "wipe it", "wipe them",
    "get rid of it", "get rid of them", "get rid of that", "get rid of those", "get rid of all of it",
    "yes please do", "go right ahead", "go", "go on", "delete away", "erase away", "wipe away", "wipe it all",
    "nuke it", "bin it", "scrap it", "ditch it", "trash it", "toss it", "kill it", "smash it",
    "mash that delete", "mash delete", "mash the delete", "hit delete", "hit that delete",  # (Southern US: press)
    "gwaan", "gwaan go", "gwaan do it",  # Jamaican patois "go on"
    # Shetland "geen on" (go on), "clear hit oot" (clear it out); Appalachian "get shed of it" (get rid of it)
    "geen on", "clear it oot", "tak it oot", "get shed of it", "get shed of them",
    "get shed of that", "get shed of em", "get shed of 'em",
    "yeah you right", "yeah you rite",  # (New Orleans: yes, that's so)
    "gon yersel", "gaun yersel", "go on yersel", "go on yourself",  # (Glaswegian: go on, go for it)
    "ar bab", "ar bab yeah",  # (Brummie: yes, love)
    "why aye", "whey aye",  # (Geordie: yes, of course)
    "go on so", "go on so do", "wipe the lot", "delete the lot", "bin the lot", "clear the lot",  # (Irish English)
    "wipe it so", "delete it so", "please do it", "do it please", "yes please do it",
    # Yorkshire "get shut of it" (get rid of it); Scouse "go 'ead" (go ahead); "bin 'em", "wipe 'em"
    "get shut of it", "get shut of them", "get shut of the lot", "get shut", "go 'ead", "go ead", "go 'head", "bin em",
    "bin 'em", "wipe em",
    "wipe 'em", "delete em", "delete 'em", "get rid of em", "get rid of 'em",
    "get rid of the lot", "bai", "aurrera", "bai aurrera", "egin ezazu", "ezabatu",  # (Basque, among Spanish)
    # German
    "ja", "jawohl", "jep", "jo", "jup", "lösch's", "loesch's", "mach das", "mach es", "mach's", "mach das so",
    "tu das", "tu es", "mach schon", "mach ruhig", "los", "na los", "jo los", "mach's weg", "mach sie weg",
    "mach dat weg", "mach dat man weg", "mook dat", "mook dat man", "mok dat", "mok dat man",  # (Low German)
    "mook dat weg", "mook dat man weg", "mok dat weg", "mok dat man weg",
    "mach alles weg", "mach mal", "mach weg", "mach fei weg", "wegmachen", "allens wegmachen",
    "kannst allens wegmachen",
    "mach", "leg los", "los geht's", "weg damit", "weg dämit", "raus damit", "mach es weg", "mach das weg",
    "mach sie weg",
    "mach nume", "mach numme", "mach nur",  # Swiss German and everyday: "just do it"
    "mach ma weg", "mach mer weg",  # (Saxon: let's take it out)
    "mach hin", "mach ma hin",  # (Saxon and everyday: get on with it)
    # Hessian "mach's fort" (take it away), "mach des" (do that), "des basst schon"; Tyrolean "lei zua" (just go
    # on), "tua's weg" (put it away)
    "mach's fort", "mach des fort", "mach des", "des basst schon", "des basst scho", "des passt schon",
    "lei zua", "nur zua", "tua's weg", "tuas weg", "tu's weg",
    # Ruhr "wech" (weg); Swabian "des passt scho" (that's fine), "nausschmeiße" (throw out), "lösch des"
    "mach dat wech", "dat wech", "wech damit", "alles wech", "des passt scho", "passt scho", "mach wech",
    "nausschmeiße", "nausschmeisse", "lösch des", "losch des",
    # Australian "too easy" (sure); Hawaii Pidgin "wipe um", "make um pau" (finish it)
    "too easy", "wipe um", "make um pau", "make it pau",
    # Kölsch and Rhenish: "maach dat fott" (take that away), "dat kann (alles) wech" (that can go)
    "maach dat fott", "maach et fott", "mach dat fott", "fott domet", "fott damit", "dat kann wech",
    "dat kann alles wech", "kann alles wech", "kann wech", "dat kann weg", "kann alles weg", "alles wech",
    "genau so", "genau so machen", "so machen",
    # Kölsch "ävver sicher" (but of course), "schmieß et eruss" (throw it out), "künne fott" (can go), "maach ens
    # voran" (go ahead); "dürfen weg" (may go)
    "ävver sicher", "avver sicher", "schmieß et eruss", "schmiess et eruss", "eruss damit", "künne fott",
    "kunne fott", "könne fott", "maach ens voran", "mach ens voran", "mach voran", "dürfen weg", "durfen weg",
    "können weg", "konnen weg", "darf weg",
    "einverstanden", "bestätigt", "ich bestätige", "natürlich", "natuerlich", "auf jeden fall", "selbstverständlich",
    # Bavarian and Swiss German ("Jo freilich", "Jawoll, beides raus", "schmeiß des naus": throw it out)
    "jawoll", "freilich", "jo freilich", "ja freilich", "nu freilich", "nu klar", "nu sicher",  # (Saxon "nu": yes)
    "na freilich", "na klar", "na sicher",
    "schmeiß des naus", "schmeiß das raus", "schmeiß es raus",
    "schmeiß des raus", "schmeiß's naus", "schmeiß's raus", "naus damit", "beides raus", "alles raus", "alle raus",
    # Mancunian "sound" (fine), Valleys "iawn" (right), Swahili "sawa" (fine), Saxon "nu" (yes), "jawoll"
    "sound", "iawn", "sawa", "nu", "jawoll",
    # Geordie "gan on" (go on); Singlish "ok can", "can lah", "steady (lah)"; Swabian "ha jo" (well, yes);
    # "… can go"; Costa Rican "dele" (go ahead); Marseille "envoie" (go for it), "efface-moi ça"
    "gan on", "ok can", "can lah", "steady", "steady lah", "can go", "they can go", "it can go",
    "ha jo", "dele", "envoie", "efface-moi ça", "efface moi ça",
    # Nigerian Pidgin "oya" (come on), "do am" (do it), "yes o" (yes, with its particle)
    "oya", "oya do am", "do am", "yes o", "ok o", "okay o",
    # isiXhosa "ewe" (yes); Carinthian "jo eh" (yes, of course), "tua weiter" (go on)
    "ewe", "jo eh", "tua weiter", "tua weida",
    # British "crack on" (go ahead); Martinique and Guadeloupe Creole "wi" (yes)
    "crack on", "crack on then", "wi",
    # Northern English "get rid" (get rid of it)
    "get rid", "get rid then", "get rid of it then",
    # Spanish
    "sipo",  # (Chilean)
    "sí", "si", "claro", "claro que sí", "por supuesto", "desde luego", "adelante", "dale", "hazlo", "hágalo",
    "hazlo así", "hazlo ya", "dale ya", "métele", "metele", "dale caña", "dale nomás", "sácalo", "sácalos",
    "procede", "de acuerdo", "confirmo", "confirmado", "lo confirmo", "sí, hazlo", "hacelo", "hacelo ya",
    "dale de una", "hágale", "hagale", "hágale pues", "hagale pues",  # (Colombian: go ahead)
    "dele", "dele pues", "dele nomás",  # (Colombian "usted": go ahead)
    "listo", "listo pues",  # (Colombian: all right, go)
    "ya pe", "ya pues",  # (Peruvian: all right then)
    "pa fuera", "pa' fuera", "pa juera", "pa' juera", "pa afuera",  # (Andalusian and everyday: out with it)
    # Catalan and Valencian (written among Spanish)
    "endavant", "fes-ho", "som-hi", "sí, endavant",
    # French
    "waaw",  # (Wolof, among French in Dakar: yes)
    "oui", "ouais", "vas-y", "allez-y", "fais-le", "faites-le", "fais le", "d'accord", "je confirme", "confirmé",
    "bien sûr", "bien sur", "absolument", "tout à fait", "volontiers", "avec plaisir",
    "vas-y go", "go go", "envoye", "envoye donc", "enweille", "envoueille", "ben oui", "bah oui", "bon oui",
    "ouin", "ouain",  # (Québec: yeah)
    "aweille", "awèye", "c'est right correct", "right correct",  # (Acadian: come on; that's right)
    "de fijo",  # (Costa Rican: sure)
    "de ley",  # (Ecuadorian and Colombian: for sure)
    "c'est bon pour moi", "bon pour moi",
    "tu sais y aller", "vous savez y aller",  # (Belgian: you can)
    "tu peux y aller", "vous pouvez y aller", "carrément", "carrement", "procédez", "procedez", "procède",
    "procede", "vous pouvez procéder", "tu peux procéder",
    "fais le ménage", "fais le menage", "faites le ménage",
    "efface-moi ça", "efface moi ça", "efface-moi ca", "supprime-moi ça", "supprime moi ça", "vire-moi ça",
    "efface-moi tout ça", "efface moi tout ça", "efface-moi tout", "supprime-moi tout ça", "vire-moi tout ça",
    "ok pour moi", "d'accord pour moi", "ça me va", "ca me va", "c'est ok pour moi", "pour moi c'est ok",
    "passt für mich", "für mich passt das", "por mí bien", "por mi bien", "por mí vale", "por mí está bien",
    # other languages ("haan", "ji haan": Urdu and Hindi, written among English)
    "yebo", "yebo yes",  # (Zulu, written among South African English)
    "simón", "simón que sí", "ándale pues", "andale pues",  # (Mexican: yes, go ahead then)
    "maach fott", "mach fott", "maach et fott", "fott dermet",  # (Kölsch: take it away)
    "can lah", "can can", "ok can", "okay can", "can one",  # (Singlish: yes, go)
    "leh we go", "leh we do it",  # (Trinidadian: let's go)
    "fire away",  # (go on, do it)
    "go 'ed", "go ed", "go 'ead",  # (Scouse: go ahead)
    "go 'ed la", "go ed la", "go 'ead la",  # (Scouse "la": lad)
    "jo mach das", "ja mach das",  # ("Jo, mach das, merci.")
    "maach dat", "mach dat", "fott dermit", "fott damit dann",  # (Kölsch: do it, away with it)
    "venga", "venga dale", "quítalo", "quitalo", "quítalo to", "quitalo to", "quítalo todo", "bórralo to",
    "borralo to",  # (Andalusian "to": todo)
    # Franconian "mach hald" (just do it); Saxon and everyday "kannste wegmachen"
    "mach hald", "mach halt", "kannste wegmachen", "kannst wegmachen",
    "kannste löschen", "kannst löschen",
    "sì", "sim", "da", "да", "hai", "はい", "是", "是的", "好的", "haan", "haan ji", "ji haan", "han ji",
    "mach", "mach's", "machs", "jo eh", "jo mach",  # (Austrian: do it; "yes, sure")
)  # fmt: skip

#: Acceptable inside an approval but not enough on their own ("ok" may only acknowledge the plan;
#: a bare "forget it" often means "never mind").
WEAK_APPROVALS = _phrases(
    "bassd scho", "bassd",  # (Franconian "that's fine": alone it may be "never mind" too)
    "ok", "okay", "alright", "all right", "fine", "grand", "grand so", "that's fine", "thats fine", "that is fine",
    "it's fine", "its fine", "that's ok", "that's okay", "good", "great", "perfect", "cool", "i'm sure", "im sure",
    "i am sure", "forget it", "forget them", "forget that", "delete", "remove", "erase", "forget",
    "let's", "lets", "you can", "you may", "好", "bet",  # (US slang "bet": OK, deal)
    "sound", "sound so",  # (Irish English: fine)
    "ça va", "ca va",  # (French: that's fine)
    "dead on",  # (Northern Irish: fine, great)
    "e don do",  # (Nigerian Pidgin: that will do)
    "allez",  # (French: come on, go on)
    "ya po",  # (Chilean: all right then; alone it may be "enough already")
    "c'est correct", "c'est ben correct", "tiguidou", "c'est tiguidou",  # (Québec: that's fine)
    "ch'est bon", "ch'est bin",  # (Ch'ti: c'est bon)
    "reet", "sorted", "chévere", "chevere", "dat es jot", "dat es jot esu", "jot esu", "dat is jot",  # (Yorkshire,
    # British, Peruvian, Kölsch: fine)
    "sweet as", "sweet",  # (New Zealand English: fine)
    "leiwand",  # (Austrian: great)
    "yoo",  # (Ghanaian English: okay)
    "poa",  # (Sheng, Kenya: cool, fine)
    "right", "right then", "righto", "righto then",  # (British and Australian: all right)
    "lush", "gert lush",  # (Bristol: lovely, "gert": very)
    "sharp", "ja sharp",  # (South African: fine, "ja": yes)
    "you right",  # (New Orleans "yeah you right": that's so)
    "jut", "allet jut", "is jut",  # (Berlin: gut)
    "fino",  # (Venezuelan: cool)
    "ajá", "aja",  # (Caribbean Spanish: uh-huh)
    "eza malamu", "ezali malamu",  # (Lingala, among French in Kinshasa: it's fine)
    "on est ensemble",  # (Cameroon and Ivory Coast French: we're agreed)
    "jevi",  # (Dominican: cool)
    "proper job",  # (Cornish: well done, fine)
    "tidy",  # (Welsh English: good, fine)
    "passt eh",  # (Austrian: that's fine anyway)
    "ça joue", "ca joue",  # (Swiss French: that works)
    "gärn", "gärn gschee",  # (Swiss German: gladly)
    "je vous en prie", "je t'en prie",
    "that's right", "thats right", "that is right", "that's correct", "that is correct", "correct", "exactly",
    "sounds right", "that sounds right", "looks right", "that looks right", "sounds fine", "that sounds fine",
    # German
    "okay", "gut", "passt", "passt so", "passt schon", "passt scho", "basst", "basst scho", "nu",
    "glar", "nu glar",  # (Saxon: klar)
    "guet", "isch guet", "isch guet so", "es isch guet", "isch rächt",  # Swiss German ("it's fine")
    "isch recht", "isch recht so", "des isch recht so", "des isch rächt so", "recht so",  # (Alemannic)
    "danke dir", "danke",
    "in ordnung", "alles klar", "klar", "genau", "richtig", "stimmt",
    "gern", "gerne", "prima", "super", "perfekt", "sicher", "ich bin sicher", "du kannst",
    # Spanish
    "vale", "bueno", "bien", "está bien", "esta bien", "perfecto", "genial", "venga", "de una", "estoy seguro",
    "estoy segura", "puedes", "órale", "ándale",
    # French
    "c'est bon", "c'est beau", "ça marche", "ca marche", "parfait", "entendu", "très bien", "tres bien", "bien",
    "je suis sûr",
    "je suis sûre", "tu peux", "vous pouvez",
)  # fmt: skip

#: Delete verbs. Alone they are weak ("ja, bitte löschen"); followed by a plan object or a count they are a
#: clear yes ("delete it", "lösch es", "borra todo", "efface-le").
DELETE_VERBS = _phrases(
    "delete", "remove", "erase", "wipe", "clear", "purge", "scrub",
    "lösch", "lösche", "löschen", "loesch", "loesche", "loeschen", "löscht", "entfern", "entferne", "entfernen",
    "lösch'n", "löschn", "loesch'n",  # (Bavarian)
    "borra", "borre", "borrar", "elimina", "elimine", "eliminar", "quita", "quite", "quitar", "suprime", "fuera",
    "supprime", "supprimez", "supprimer", "efface", "effacez", "effacer", "enlève", "enlevez", "retire", "retirez",
    "enlever", "retirer", "tu enlèves", "tu effaces", "tu supprimes", "tu retires",  # ("les trois, tu enlèves")
    "wipe out", "get rid of", "bin",  # (British: throw away, "bin all three")
    "chuck",  # (New Zealand and British: throw out, "chuck all three")
    "turf",  # (Australian: throw out, "turf it", "turf all three")
    "vire", "virez", "tu vires",  # (French: throw out, "vire tout")
)  # fmt: skip
#: "Forget" verbs: with or without an object they are only weak ("forget it", "vergiss es", "olvídalo",
#: "oublie ça" also mean "never mind").
FORGET_VERBS = _phrases(
    "vergiss", "vergessen", "olvida", "olvidar", "olvídalo", "olvídalos", "olvídala", "olvídalas", "oublie",
    "oubliez", "oublier",
)  # fmt: skip
#: Objects that only point back at the plan; allowed only right after a delete/forget verb.
VERB_OBJECTS = _phrases(
    "it", "them", "that", "this", "those", "these",
    "es", "das", "sie", "das da", "et", "dat",  # (Kölsch and Low German "it", "that")
    "am",  # (Nigerian Pidgin: "delete am")
    "eso", "esto", "ello",
    "ça", "ca", "cela",
)  # fmt: skip
#: Spanish imperatives with an attached object ("bórralo", "elimínalos"), written without accents.
_CLITIC_STEMS = ("borra", "borre", "elimina", "elimine", "quita", "quite", "suprime", "suprima", "saca",
                 "borrar", "eliminar", "quitar", "suprimir")  # fmt: skip
#: (Asturian "quítales", "bórrales": "remove them")
SPANISH_DELETE_IT = _phrases(*(stem + clitic for stem in _CLITIC_STEMS for clitic in ("lo", "la", "los", "las", "les")))
#: French verbs with "le" / "la" / "les" ("efface-le"); only after a French verb, since Spanish "borra la"
#: is a message cut off before its noun.
_FRENCH_VERBS = ("supprime", "supprimez", "efface", "effacez", "enlève", "enlevez", "retire", "retirez")
FRENCH_DELETE_IT = _phrases(*(f"{verb} {pronoun}" for verb in _FRENCH_VERBS for pronoun in ("le", "la", "les")))

_EVERYTHING = (
    "all", "all of it", "all of them", "all of that", "all of this", "all of those", "all that", "it all",
    "them all", "everything", "to everything", "to all of it", "the lot", "the whole lot", "every one of them",
)  # fmt: skip
_AS_LISTED = ("", "you listed", "you mentioned", "you showed", "you showed me", "listed", "above", "in the plan",
              "on the list", "you found")  # fmt: skip
#: Counts that approve any plan ("yes, all of it").
ALL_COUNTS = _phrases(
    *(f"{base} {tail}".strip() for base in _EVERYTHING for tail in _AS_LISTED),
    "alles", "alle", "das alles", "alles davon", "all das", "alles zusammen", "alles weg", "do all", "do everything",
    "allens", "allns",  # (Low German, Hamburg)
    "todo", "todos", "todas", "todo eso", "todo esto", "todo ello", "todo lo que dijiste", "con todo",
    "todito", "toditito", "todito eso",  # (Andean and Mexican: all of it)
    "tout", "tout ça", "tout ca", "tout cela", "tous", "toutes", "le tout", "pour tout", "pour tout ça",
    "ois", "all a dem", "all of dem",  # (Bavarian "alles"; Jamaican "all of them")
    "allet", "allet weg",  # (Berlin: alles)
    "aues",  # (Bernese German: alles)
    "olles",  # (Carinthian and Viennese: alles)
    "toute",  # (Québec: "efface toute")
    "todito", "todita", "toditos", "toditas",  # (Caribbean Spanish: every last one)
    "für alles", "para todo", "for everything",
)  # fmt: skip

_NUMBERS = {n: (str(n), *words) for n, words in COUNT_WORDS.items()}
_COUNT_FORMS = (
    "all {n}", "all {n} of them", "the {n}", "the {n} of them", "all the {n}",
    "the {n} of 'em", "the {n} of em", "all {n} of 'em", "all {n} of em",
    "alle {n}", "die {n}", "alle {n} davon", "alli {n}", "olle {n}", "olle {n} weg",  # (Swiss, Carinthian)
    "los {n}", "las {n}", "todos los {n}", "todas las {n}", "las {n} cosas", "los {n} cosas",
    "les {n} coses",  # (Asturian: "las tres cosas")
    "las {n} vainas",  # (Caribbean Colombian "vaina": thing)
    "les {n}", "tous les {n}", "toutes les {n}", "les {n} choses", "les {n} trucs", "pour les {n}",
    "the {n} things", "all {n} things", "die {n} sachen", "alle {n} sachen",
    "do all {n}", "do the {n}", "do all {n} of them", "alle {n} weg", "die {n} weg", "alle {n} raus", "die {n} raus",
    "alle {n} naus",
    "all {n} a dem", "all {n} of dem", "ois {n}", "ois {n} weg",  # (Jamaican "of them"; Styrian "alles")
)  # fmt: skip
#: Counts that approve only a plan of exactly that many items ("yes, both", "do it. all four").
NUMBER_COUNTS: dict[Phrase, int] = {
    **{
        phrase: n
        for n, words in _NUMBERS.items()
        for word in words
        for phrase in _phrases(*(form.format(n=word) for form in _COUNT_FORMS))
    },
    **dict.fromkeys(
        _phrases(
            "both", "to both", "for both", "both of them", "both of those", "both of these", "them both",
            "both of em", "both of 'em", "de zwei saache", "die zwei sachen", "de zwei",  # (Scouse, Kölsch)
            "the both of them", "the both of 'em", "the both of em", "the both",  # (Cornish, Irish English)
            "both a dem", "both of dem",  # (Jamaican)
            "baith", "baith o them", "baith of them", "the baith o them",  # (Scots)
            "beide", "beides", "alle beide", "die beiden", "beide davon", "alle zwei",  # (Austrian)
            "all zwei", "all zwei fott", "alle zwei fott", "beide fott", "de zwei fott",  # (Kölsch)
            "alle beede", "beede", "beedes", "beedes weg", "alle beede weg", "beede weg",  # (Saxon)
            "ambos", "ambas", "los dos", "las dos", "a los dos", "a las dos",
            "les deux", "tous les deux", "toutes les deux", "pour les deux", "pour tous les deux", "für beide",
            "para los dos", "para ambos", "for both of them",
            "both things", "the two things", "beide sachen", "beide dinge", "ambas cosas", "las dos cosas",
            "los dos cosas", "les deux choses", "with both", "with both of them", "mit beiden", "con los dos",
            "con ambos", "avec les deux", "alle beide weg", "beide weg", "beides weg", "do both", "do both of them",
            "beides wech", "beide wech",  # (Ruhr)
            "beidi", "beidi wäg", "beidi wag", "alli zwöi", "alli zwöi wäg", "beidi use",  # (Bernese)
            "all two", "do all two", "the all two",  # (Ghanaian English: both)
            "do the both of them", "do the both",  # (Irish English)
        ),
        2,
    ),
}  # fmt: skip

#: Polite filler that may surround an approval.
FILLER = _phrases(
    "please", "pls", "plz", "thanks", "thank you", "thx", "ty", "cheers", "now", "then", "just", "and", "so",
    "oh", "right away", "for me", "lethe", "thanks for checking", "thanks for checking first", "thanks for asking",
    "thank you for checking", "thank you for asking", "danke fürs nachfragen", "danke für die nachfrage",
    "gracias por preguntar", "gracias por consultar", "merci d'avoir demandé", "merci de demander",
    "abeg",  # (Nigerian Pidgin: please)
    "bitte", "danke", "merci", "s'il vous plaît", "s'il te plaît", "por favor", "gracias", "obrigado",
    "obrigada", "grazie", "per favore", "お願いします", "おねがいします", "谢谢", "请", "請",
    "bitte schön", "danke schön", "danke sehr", "danke dir", "danke euch", "vielen dank", "und", "jetzt", "sofort",
    "dann",
    "porfa", "muchas gracias", "mil gracias", "y", "ahora", "ahora mismo", "entonces", "nomás", "nomas",
    "sulpayki", "sulpaki",  # (Quechua: thank you)
    "stp", "svp", "merci beaucoup", "et", "maintenant", "alors",
    # sign-offs and interjections around a yes ("Allez, on efface. Kenavo !")
    "bye", "ciao", "tschüss", "tschüs", "servus", "adiós", "adios", "chao", "salut", "à plus", "kenavo", "allez",
    # a tag that only leans on the yes ("tu peux y aller, hein.")
    "hein", "une fois", "fieu",  # (Belgian: "tu sais y aller, une fois", "merci fieu")
    "ta la", "tara", "ta-ra",  # (Scouse and Northern: bye)
    # "yeah man", "sí hombre": a yes said warmly
    "man", "hombre",
    # Twi thanks, Low German "that works", Aragonese "come on" ("Pues ala, adelante.")
    "medaase", "dat löppt", "pues", "ala",
    # New Zealand "chur" (thanks) and "bro", Colombian "parce" (mate), Swiss "merci vielmal"
    "chur", "bro", "parce", "merci vielmal", "vielmal",
    "biloute",  # (Ch'ti: pal, love)
    # Andalusian "miarma", "quillo", "illo", "pisha", "arsa", "ea"; Austrian "heast", "oida";
    # Low German "moin"; Australian "reckon"; British-Indian "innit", "yaar"
    "miarma", "quillo", "illo", "pisha", "arsa", "ea", "heast", "oida", "moin", "reckon", "i reckon",
    "innit", "yaar",
    # Marseille "zou" (go on), South African "lekker", Singlish "lah", "leh", "lor", Colombian "mijo", "mija",
    # a calm "ruhig" ("lösch das ruhig"), Kölsch "dat Zeug"
    "zou", "lekker", "lah", "leh", "lor", "mijo", "mija", "ruhig", "dat zeug", "das zeug",
    # Rioplatense "posta" (really), "che", "boludo", "dale nomás"; Toulouse "con" (a swear that only leans on it)
    "posta", "che", "boludo", "boluda", "con", "putain con",
    # Réunion "oté" (hey); Hyderabadi "haa" (yes, well)
    "oté", "haa",
    # Canarian "mi niño", "chacho", "fos", "ños" and "ya" (now); Ivorian "dêh"; Jamaican "irie"; Southern US
    # "hon", "sugar", "ma'am"
    "mi niño", "mi niña", "chacho", "chacha", "fos", "ños", "ya", "deh", "dêh", "irie", "hon", "honey", "sugar",
    "darlin'", "darlin", "darling", "ma'am", "maam", "sir",
    # Ruhr "hömma", "Kumpel", "zack zack" (quickly); Cuban "asere", "mi vida", "primo"; Marseille "peuchère";
    # Australian "mate"; Hawaii Pidgin "shoots", "brah", "ho"; Swabian "gell"
    "hömma", "homma", "kumpel", "zack zack", "asere", "mi vida", "primo", "prima", "peuchère", "peuchere", "mate",
    "shoots", "brah", "ho", "gell", "gelle",
    # Peruvian "al toque" (right away); Colombian "sin miedo" (go on, no fear); Yorkshire and Scouse "love",
    # "lad", "boss", "our kid"
    "al toque", "sin miedo", "love", "lad", "boss", "our kid",
    # Saxon "ei gugge da" (well, look at that); Venezuelan "chamo", "pana" (mate); Brummie "bab" (love)
    "ei gugge da", "ei gugge", "gugge da", "chamo", "chama", "pana", "bab",
    # Hessian "ei" (well); Tyrolean "oanfach" (just); Dominican "klk" (what's up), "mi amor", "ahorita" (right
    # now); French "bon"; Newfoundland "b'y" (boy, mate); Geordie "pet" (love), "howay" (come on)
    "ei", "oanfach", "einfach", "klk", "mi amor", "ahorita", "bon", "b'y", "pet", "howay",
    # Cornish "my 'ansum" (my handsome), "my bird", "my lover"; Puerto Rican "wepa" (yay), "mano" (bro);
    # Asturian "hala" (come on); Acadian and Québec "asteure" (now), "pis" (and), "vite" (quick)
    "my 'ansum", "my ansum", "'ansum", "ansum", "my bird", "my lover", "wepa", "mano", "hala", "asteure",
    "astheure", "pis", "vite", "pis vite",
    # Nigerian Pidgin "abeg" (please); Franconian "fei" (really); Mexican "güey", "wey" (mate); Marseille "boulègue"
    # (get moving)
    "abeg", "fei", "güey", "guey", "wey", "boulègue", "boulegue",
    # Northern English "ta" (thanks); Welsh "diolch" (thanks), "butt", "mun"; Chilean "po", "altiro" (right away);
    # Wolof "jërëjëf" (thanks)
    "ta", "diolch", "butt", "mun", "po", "altiro", "al tiro", "jërëjëf", "jerejef",
    # Costa Rican "diay" (well), "upe" (hello), "pura vida", "de una vez" (right away); Mexican "al chile"
    # (honestly); Marseille "frérot" (bro)
    "diay", "upe", "pura vida", "de una vez", "al chile", "frérot", "frerot",
    # Ghanaian English "paa" (really), "chale" (mate), "sharp sharp" (quickly); Ruhr "getz" (now), "dat Ding";
    # Bernese "merci viumau" (thanks a lot); Lingala "tokende" (let's go)
    "paa", "chale", "sharp sharp", "getz", "dat ding", "das ding", "viumau", "merci viumau", "tokende",
    # isiXhosa "enkosi" (thanks); Irish "boy"; Uruguayan "bo" (mate)
    "enkosi", "boy", "bo",
    # Palatine "alla hopp" (come on then); Caribbean Colombian "eche" (hey), "mi llave", "compae" (mate);
    # Martinique Creole "mèsi" (thanks)
    "alla hopp", "alla", "eche", "mi llave", "compae", "mèsi", "mesi",
    # Jamaican "mon"; Styrian "gäu" (isn't it); Swiss French "tout de bon" (all the best)
    "mon", "gäu", "gau", "tout de bon",
    # Cameroonian French "massa" (boss, mate), "mon frère"
    "massa", "mon frère", "mon frere",
    # Saxon and Berlin "mach hinne" (get on with it)
    "mach hinne", "hinne",
    # New Orleans "baby" (dear); Madrid "tía", "tío", "majo", "maja" (mate, love)
    "baby", "tía", "tia", "tío", "tio", "majo", "maja",
    # Hamburg "Digga" (mate); "amigo", "señor" said to whoever helps
    "digga", "amigo", "amiga", "señor", "senor", "señora", "senora",
    # Boston "wicked good" (great) and "kid" (said to anyone); Irish "like" closing what was said; Bavarian
    # "vergelt's Gott" (thanks); Costa Rican "mae" (mate); Acadian "merci ben" (thanks a lot)
    "wicked good", "wicked", "kid", "like", "vergelt's gott", "vergelts gott", "mae", "merci ben",
    # Swiss French "adieu" (hello, in Valais); Ugandan English "we are together" (thanks, I'm with you)
    "adieu", "we are together", "we're together",
    # Welsh "bach" (dear), a kiss signing off ("x"), "dear", "thank you very much"; Vorarlberg "hoi" (hi) and "heb's
    # guat" (take care); Asturian "gracies" (thanks); Walloon "binamé" (dear friend)
    "bach", "x", "xx", "dear", "thank you very much", "thanks very much", "hoi", "heb's guat", "hebs guat",
    "gracies", "binamé", "biname", "merci binamé", "merci biname",
    # Southern US "much obliged" (thanks); the Erzgebirge miners' "Glück auf!" (good luck, goodbye); Vaud "service"
    # (you're welcome, said back to thanks)
    "much obliged", "obliged", "glück auf", "gluck auf", "glueck auf", "service", "merci service",
)  # fmt: skip

#: Single letters that answer a yes/no prompt ("[y/N]"), and only there: "y" (yes) and "s" (sí, sim).
#: Not "j" (next to "n" on every keyboard: a mistyped "no" must not delete) and not "o" ("no" missing its
#: "n"; Spanish "or").
PROMPT_LETTERS = frozenset({"y", "s"})

#: Interjections skipped when looking at how a reply starts ("ok no", "hmm, what ...", "please don't").
LEAD_FILLERS = _words(
    "oh", "um", "umm", "uh", "uhh", "er", "erm", "ah", "well", "hmm", "hm", "wait", "actually", "so",
    "please", "ok", "okay", "hey", "sorry", "lethe",
    "äh", "ähm", "also", "naja", "na", "bitte", "eh", "pues", "bueno", "euh", "bah", "ben", "bon", "alors",
    "ei", "klk", "howay",
)  # fmt: skip

#: Refusal when the reply starts with it (after LEAD_FILLERS).
REFUSAL_STARTS = _phrases(
    "no", "nope", "nah", "never", "don't", "dont", "do not", "cancel", "stop", "abort", "halt", "decline",
    "declined", "reject", "rejected", "deny", "denied", "refuse", "not now", "not yet", "not today",
    "not really", "not at all", "not right now", "not anymore", "i don't want", "i dont want",
    "i do not want", "i don't think so", "i dont think so", "i'd rather not", "i would rather not",
    "rather not", "i'd prefer not", "i won't", "i refuse", "i decline", "no thanks", "no thank you",
    "nein", "non", "não", "nao", "nie", "nee", "нет", "いいえ", "いや", "だめ", "ダメ", "不", "不要", "不用",
    "不行", "不是", "别", "算了",
    "nö", "noe", "ne", "nein danke", "lieber nicht", "besser nicht", "bloß nicht", "bloss nicht", "nicht jetzt",
    "jetzt nicht", "noch nicht", "auf keinen fall", "keinesfalls", "stopp", "abbrechen", "brich ab",
    "no gracias", "mejor no", "ahora no", "todavía no", "aún no", "ni hablar", "de ninguna manera", "para ya",
    "cancela", "cancelar", "detente", "no lo hagas", "no, gracias",
    "non merci", "pas maintenant", "pas encore", "surtout pas", "hors de question", "annule", "annuler",
    "arrête", "jamais", "pas question", "ne fais pas", "n'efface pas", "ne supprime pas",
)  # fmt: skip

#: Negated words that are not a refusal ("no problem", "I don't mind"); treated as ambiguous.
NOT_REALLY_NO = _phrases(
    "no problem", "no problems", "no prob", "no probs", "no worries", "no objection", "no objections",
    "don't mind", "dont mind", "do not mind",
    "no sé", "no lo sé", "no estoy seguro", "no estoy segura", "no problema", "no hay problema",
    "nicht sicher", "kein problem", "keine ahnung", "weiß nicht", "weiss nicht",
    "pas sûr", "pas sure", "pas de problème", "je sais pas", "je ne sais pas", "sais pas",
)  # fmt: skip

#: Retractions anywhere in the reply ("yes... actually no").
RETRACTIONS = _phrases(
    "never mind", "nevermind", "nvm", "changed my mind", "change my mind", "on second thought",
    "on second thoughts", "scratch that", "actually no", "actually not", "actually don't",
    "no wait", "wait no", "oh wait",
    "doch nicht", "lieber doch nicht", "nein warte", "warte nein", "vergiss es doch",
    "pensándolo bien", "mejor no", "no espera", "espera no", "olvídalo mejor", "he cambiado de opinión",
    "cambié de opinión", "laisse tomber", "non attends", "finalement non", "tout compte fait", "j'ai changé d'avis",
)  # fmt: skip

#: "Keep it" / "leave it" refuse the whole plan when nothing but filler follows.
KEEP_STARTS = _phrases(
    "keep it", "keep them", "keep that", "keep this", "keep everything", "keep all", "keep all of it",
    "leave it", "leave them", "leave that", "leave everything", "leave it all",
    "lass es", "lass das", "lass es sein", "lass es bleiben", "behalte es", "behalt es", "behalte alles",
    "déjalo", "déjalos", "deja eso", "déjalo así", "guárdalo", "mantenlo",
    "laisse", "laisse ça", "laisse le", "laisse les", "garde le", "garde la", "garde les", "garde tout",
    "garde ça", "lass mal", "lass mal gut sein",
)  # fmt: skip
KEEP_TAIL = _words("please", "thanks", "thank you", "as is", "be", "alone", "for now", "then", "and", "all",
                   "bitte", "danke", "so", "wie es ist", "así", "asi", "por favor", "gracias", "comme ça", "merci",
                   "s'il te plaît")  # fmt: skip

WH_WORDS = _words("what", "what's", "whats", "which", "who", "whom", "whose", "why", "how", "how's", "when",
                  "where", "wdym",
                  "was", "wer", "wen", "wem", "wessen", "wie", "wo", "warum", "wieso", "weshalb", "wann", "welche",
                  "welcher", "welches", "welchen", "wozu", "woher", "wohin",
                  "qué", "cuál", "cuáles", "quién", "quiénes", "cómo", "dónde", "cuándo", "cuánto", "cuántos",
                  "cuántas",
                  "quoi", "quel", "quelle", "quels", "quelles", "qui", "comment", "où", "pourquoi", "quand",
                  "combien", "qu'est", "lequel", "laquelle", "lesquels")  # fmt: skip
AUXILIARIES = _words(
    "do", "does", "did", "will", "would", "can", "could", "is", "are", "was", "were", "should", "shall",
    "may", "might", "have", "has", "won't", "can't", "isn't", "aren't", "doesn't", "shouldn't", "wouldn't",
    "wird", "wirst", "werden", "kannst", "kann", "können", "ist", "sind", "hast", "hat", "soll", "sollst",
    "sollte", "musst", "muss", "willst", "bist", "est",
)  # fmt: skip
#: An auxiliary followed by one of these reads as a question ("will you ...", "is that ...").
SUBJECTS = _words("you", "u", "i", "we", "they", "he", "she", "it", "there", "that", "this", "the", "my",
                  "everything", "lethe", "du", "das", "es", "ihr", "er", "man", "ich", "alles", "ce", "tu",
                  "vous")  # fmt: skip
#: ... except imperative "do it" / "do that".
IMPERATIVE_DO_OBJECTS = _words("it", "that", "this", "the")
QUESTION_PHRASES = _phrases(
    "tell me", "show me", "explain", "i wonder", "wondering", "what about", "how about", "question",
    "can you tell", "i want to know", "curious",
    "sag mir", "zeig mir", "erklär", "erkläre", "frage", "ich frage mich", "was ist mit",
    "dime", "muéstrame", "explícame", "pregunta", "me pregunto", "y qué pasa con",
    "dis-moi", "montre-moi", "explique", "est-ce", "est-ce que", "qu'est-ce", "je me demande", "et pour",
)  # fmt: skip

#: Additions to, or replacements of, what is forgotten.
SCOPE_MARKERS = _phrases(
    "also", "too", "plus", "as well", "additionally", "in addition", "instead", "rather than", "and my",
    "and her", "and his", "and their", "and our", "and the", "and any", "and all", "and everything",
    "another", "more", "extra", "everything else", "all my", "all of my", "while you're at it", "oh and",
    "auch", "aussi", "también", "tambien", "também", "tambem", "也", "还有",
    "everything about", "all about", "anything about", "everything related", "everything to do with",
    "everything from", "everything on my", "everything regarding",
    "außerdem", "ausserdem", "zusätzlich", "noch dazu", "stattdessen", "statt", "und mein", "und meine",
    "und meinen", "und die", "und den", "und das", "alles über", "alles von", "alles andere", "noch mehr",
    "además", "en vez de", "en lugar de", "y mi", "y mis", "y el", "y la", "y los", "y las", "y lo",
    "todo sobre", "todo lo de", "lo de mi", "lo demás",
    "en plus", "de plus", "au lieu de", "plutôt", "et mon", "et ma", "et mes", "et le", "et la", "et les",
    "tout sur", "tout ce qui concerne", "le reste", "encore", "et celui", "et celle", "et ceux", "et celles",
)  # fmt: skip

#: Exceptions and limitations.
PARTIAL_MARKERS = _phrases(
    "but", "except", "excepting", "excluding", "exclude", "only", "keep", "keeping", "not the", "not my",
    "not her", "not his", "not their", "not that", "not this", "not those", "not these", "not all",
    "not everything", "not any", "leave", "leaving", "apart from", "aside from", "other than", "without",
    "save for", "skip", "skipping", "spare", "however", "although", "though", "partially", "partly",
    "part of", "some of", "half", "just the", "just my", "just her", "just his", "just their", "just that one",
    "just this one", "just those", "just these", "just one", "just part",
    "aber", "nur", "sondern", "außer", "ohne", "behalten", "mais", "seulement", "sauf", "sans", "garder",
    "pero", "solo", "sólo", "excepto", "menos", "sin", "mantener", "mas", "apenas", "exceto", "sem", "ma",
    "但", "但是", "只", "只有", "でも", "だけ", "ただし",
    "nicht den", "nicht die", "nicht das", "nicht meine", "nicht mein", "behalte", "behalt", "lass", "lasse",
    "allerdings", "jedoch", "bis auf", "abgesehen von", "teilweise", "einen teil",
    "no el", "no la", "no los", "no las", "no mi", "no mis", "salvo", "deja", "dejes", "deje", "guarda",
    "guardes", "conserva", "conserves", "mantén", "sino", "aunque", "parte", "solamente", "únicamente",
    "pas le", "pas la", "pas les", "pas mon", "pas ma", "pas mes", "garde", "gardez", "gardes", "laisse",
    "laissez", "conserve", "conservez", "uniquement", "juste le", "juste la", "juste les", "excepté",
    "à part", "hormis", "cependant", "pourtant", "une partie",
)  # fmt: skip

#: Hedging, delay, conditions and sarcasm.
HEDGES = _phrases(
    "maybe", "perhaps", "probably", "possibly", "i think", "think", "thinking", "guess", "i guess",
    "suppose", "i suppose", "not sure", "unsure", "don't know", "dont know", "do not know", "idk",
    "dunno", "hmm", "hm", "um", "umm", "uh", "uhh", "er", "erm", "eh", "meh", "wait", "later",
    "hold on", "hang on", "one sec", "one second", "a sec", "a moment", "let me", "give me", "i mean",
    "kinda", "kind of", "sort of", "whatever", "ugh", "sigh", "tomorrow", "soon", "eventually",
    "sometime", "if", "unless", "provided", "assuming", "as long as", "must", "i'll", "reluctantly",
    "vielleicht", "peut être", "peut-être", "quizás", "quizas", "quizá", "tal vez", "talvez", "forse",
    "多分", "たぶん", "也许", "可能",
    "moment", "moment mal", "augenblick", "sekunde", "warte", "wart", "warten", "später", "morgen",
    "mal sehen", "mal schauen", "ich glaube", "glaube", "ich denke", "denke", "eventuell", "vermutlich",
    "wahrscheinlich", "möglicherweise", "wenn", "falls", "sofern", "solange", "vorausgesetzt", "lass mich",
    "überleg", "überlegen", "muss", "ähm", "äh", "naja", "egal", "meinetwegen",
    "espera", "espere", "esperá", "un momento", "un segundo", "momento", "luego", "más tarde", "mañana",
    "a lo mejor", "supongo", "creo", "creo que", "ni idea", "siempre que", "con tal de que", "con tal que",
    "mientras", "a condición", "déjame", "dejame pensar", "pensarlo", "lo pienso", "depende", "da igual",
    "lo que sea", "puede ser", "puede que",
    "attends", "attendez", "un instant", "une seconde", "une minute", "un moment", "plus tard", "demain",
    "je crois", "je pense", "je suppose", "probablement", "bof", "euh", "hum", "si tu", "si vous",
    "à condition", "pourvu que", "tant que", "laisse-moi", "laisse moi", "réfléchir", "je vais voir",
    "on verra", "peu importe", "si jamais", "et si", "même si", "sauf si", "y si", "incluso si", "und wenn",
    "auch wenn", "selbst wenn",
)  # fmt: skip

#: Sarcastic or dismissive yeses.
SARCASM = _phrases(
    "yeah right", "oh sure", "sure sure", "yeah yeah", "yea yea", "ja ja", "sure jan", "as if",
    "schon klar", "träum weiter",
    "ya claro", "sí, hombre", "venga ya", "anda ya", "ni en sueños", "como si",
    "c'est ça ouais", "mais oui bien sûr", "comme si", "mon œil", "mon oeil", "c'est ça oui",
)  # fmt: skip

#: A reply that ends on a connector was probably cut off ("yes, and").
TRAILING_CONNECTORS = _words("and", "so", "just", "plus", "or", "also", "und", "oder", "aber", "y", "o", "pero",
                             "et", "ou", "mais")  # fmt: skip

NEGATIONS = _words(
    "no", "not", "don't", "dont", "never", "nope", "nah", "nothing", "cancel", "stop", "abort", "cannot",
    "nein", "nicht", "non", "pas", "não", "nao", "nie", "nee", "нет", "いいえ", "いや", "别",
    "kein", "keine", "keinen", "nichts", "niemals", "nö", "nunca", "nada", "jamás", "tampoco", "ne", "jamais",
    "rien",
)  # fmt: skip

#: Verbs that name what to forget; followed by a specific object they (re)define the scope.
ACTION_VERBS = _words(
    "forget", "delete", "remove", "erase", "wipe", "clear", "purge", "drop", "scrub", "destroy",
    "lösch", "lösche", "löschen", "loesch", "loesche", "entfern", "entferne", "vergiss",
    "borra", "borre", "elimina", "elimine", "quita", "quite", "olvida", "suprime",
    "supprime", "supprimez", "efface", "effacez", "enlève", "enlevez", "retire", "retirez", "oublie", "oubliez",
)  # fmt: skip
#: Objects that only point back at the plan ("delete it").
PLAN_OBJECTS = _words("it", "away", "them", "that", "this", "those", "these", "all", "now", "please", "then", "for",
                      "right", "and", "thanks", "am",
                      "everything", "both", "es", "das", "sie", "alles", "alle", "beides", "beide", "bitte", "jetzt",
                      "todo", "todos", "todas", "eso", "esto", "ambos", "ambas", "los", "las", "ahora",
                      "tout", "toute", "tous", "toutes", "ça", "ca", "cela", "le", "la", "les", "maintenant",
                      "danke", "sofort", "dann", "gracias", "por", "porfa", "entonces", "merci", "s'il", "svp", "stp",
                      "alors",
                      # (Kölsch "lösch et", Low German "dat", "lösch das ruhig", Bavarian "lösch ois")
                      "et", "dat", "ruhig", "ois", "em",  # (English "delete 'em")
                      # (Swabian and Bavarian "lösch des"; Marseille "efface, peuchère"; Pidgin "wipe um")
                      "des", "peuchere", "um", "olles",
                      "aues")  # (Bernese "lösch aues")  # fmt: skip

_APPROVAL_KINDS: dict[Phrase, str] = {
    **{phrase: "filler" for phrase in FILLER},
    **{phrase: "object" for phrase in VERB_OBJECTS},
    **{phrase: "count" for phrase in ALL_COUNTS | frozenset(NUMBER_COUNTS)},
    **{phrase: "weak" for phrase in WEAK_APPROVALS},
    **{phrase: "forget" for phrase in FORGET_VERBS | _phrases("forget")},  # "forget" is weak, object or not
    **{phrase: "verb" for phrase in DELETE_VERBS},  # "delete" alone is weak, "delete those" is a clear yes
    **{phrase: "strong" for phrase in STRONG_APPROVALS | SPANISH_DELETE_IT | FRENCH_DELETE_IT},
}
_MAX_PHRASE = max(len(phrase) for phrase in _APPROVAL_KINDS)
_APPROVAL_WORDS = frozenset(
    phrase[0]
    for phrase in STRONG_APPROVALS | WEAK_APPROVALS | DELETE_VERBS | FORGET_VERBS | SPANISH_DELETE_IT
    if len(phrase) == 1
)

# --------------------------------------------------------------------------------------------------
# Helpers
# --------------------------------------------------------------------------------------------------


class _Reply(NamedTuple):
    tokens: list[str]
    question_mark: bool
    ellipsis: bool
    quoted: bool
    doubt_emoji: bool
    agree_emoji: bool = False  # "ok 👍": a thumbs up beside a plain yes makes it clear


def _parse(text: str) -> _Reply:
    norm = _normalise(text)
    return _Reply(
        tokens=_tokenize(norm),
        question_mark=any(ch in _QUESTION_MARKS for ch in norm),
        ellipsis="..." in norm,  # NFKC turns "…" into "..."
        quoted=(
            any(ch in _DOUBLE_QUOTES for ch in norm)
            or bool(_QUOTED_LINE_RE.search(norm))
            or bool(_SINGLE_QUOTE_RE.search(_ELISION_RE.sub("", norm)))
        ),
        doubt_emoji=any(ch in _DOUBT_EMOJI for ch in norm),
        agree_emoji=any(ch in _AGREE_EMOJI for ch in norm),
    )


@functools.cache
def _by_first_word(phrases: frozenset[Phrase]) -> dict[str, tuple[Phrase, ...]]:
    grouped: dict[str, list[Phrase]] = {}
    for phrase in phrases:
        grouped.setdefault(phrase[0], []).append(phrase)
    return {word: tuple(group) for word, group in grouped.items()}


def _contains(tokens: Sequence[str], phrases: frozenset[Phrase]) -> bool:
    """Whether any of ``phrases`` occurs in ``tokens``."""
    index = _by_first_word(phrases)
    for start, token in enumerate(tokens):
        for phrase in index.get(token, ()):
            if tuple(tokens[start : start + len(phrase)]) == phrase:
                return True
    return False


def _starts_with(tokens: Sequence[str], phrases: frozenset[Phrase]) -> Phrase | None:
    """The longest of ``phrases`` that ``tokens`` start with."""
    matches = [phrase for phrase in phrases if tuple(tokens[: len(phrase)]) == phrase]
    return max(matches, key=len, default=None)


def _strip_lead(tokens: list[str]) -> list[str]:
    start = 0
    while start < len(tokens) and tokens[start] in LEAD_FILLERS:
        start += 1
    return tokens[start:]


def _is_refusal(tokens: list[str], body: list[str]) -> bool:
    if _contains(tokens, RETRACTIONS):
        return True
    if not body or _starts_with(body, NOT_REALLY_NO):
        return False
    if _starts_with(body, REFUSAL_STARTS):
        return True
    keep = _starts_with(body, KEEP_STARTS)
    return keep is not None and all(token in KEEP_TAIL for token in body[len(keep) :])


def _is_question(reply: _Reply, body: list[str]) -> bool:
    if body and body[0] in WH_WORDS:
        return True
    imperative_do = len(body) > 1 and body[0] == "do" and body[1] in IMPERATIVE_DO_OBJECTS
    if len(body) > 1 and body[0] in AUXILIARIES and body[1] in SUBJECTS and not imperative_do:
        return True
    if _contains(reply.tokens, QUESTION_PHRASES):
        return True
    return reply.question_mark and any(token in WH_WORDS for token in reply.tokens)


def _has_negation(tokens: list[str]) -> bool:
    return any(token in NEGATIONS or token.endswith("n't") or token.startswith(("不", "n'")) for token in tokens)


def _approval_then_negation(tokens: list[str]) -> bool:
    """'yes, don't touch the reminder': a yes followed by a negated object is an exception."""
    seen_approval = False
    for index, token in enumerate(tokens):
        if token in _APPROVAL_WORDS:
            seen_approval = True
        elif seen_approval and _has_negation([token]) and len(tokens) - index > 2:
            return True
    return False


def _all_filler(tokens: Sequence[str]) -> bool:
    """The tokens are filler phrases one after another ("we are together", "merci bien")."""
    at = 0
    while at < len(tokens):
        phrase = _starts_with(tokens[at:], FILLER)
        if phrase is None:
            return False
        at += len(phrase)
    return True


def _names_new_target(tokens: list[str]) -> bool:
    """'yes, forget her phone': an action verb with a specific object rather than 'it'."""
    for index, token in enumerate(tokens[:-1]):
        if token in ACTION_VERBS:
            rest = tokens[index + 1 :]
            if rest[0] in ("about", "out") and rest[1:]:
                rest = rest[1:]  # ("forget about …", "wipe out both")
            if rest[:2] == ["rid", "of"] and rest[2:]:
                rest = rest[2:]  # ("get rid of both")
            if rest[0] in ("moi", "mir") and rest[1:]:
                rest = rest[1:]  # "efface-moi ça", "lösch mir das": the one it is done for, then what
            if rest[:2] in (["the", "lot"], ["the", "both"]) or rest[:3] == ["the", "whole", "lot"]:
                continue  # "wipe the lot": all of it; "clear the both of them": both
            if len(rest) == 1 and (rest[0],) in FILLER:
                continue  # "Vas-y, efface, con.", "… efface, fieu": a word that only leans on it, last
            if len(rest) > 1 and _all_filler(rest):
                continue  # "… go ahead and delete. We are together.": what is said after it, no object
            if rest and rest[0] not in PLAN_OBJECTS:
                return True
    return False


class _Strength(NamedTuple):
    level: str | None  # "strong", "weak" or None (not made only of approval words)
    counts: frozenset[int | None]  # what the reply says the plan covers: None = all of it, n = exactly n
    last: Phrase = ()  # the reply's last phrase ("and" in "yes, and"; "vas y" in "oui, vas-y")


#: Said beside an approval, they only soften it ("Adelante, sin problema"); alone they stay ambiguous.
SOFTENERS = _phrases(
    "sin problema", "sin problemas", "kein problem", "no problem", "pas de problème", "pas de souci",
    "no worries", "no probs",  # (Australian English: sure)
    "une fois",  # (Belgian French, a filler: "efface une fois")
    "sin miedo",  # (Colombian: go on, no fear; "sin" is no exception here)
    "ya fohi", "y a fohi", "ya pas fohi",  # (Ivorian French: no problem)
    "ya foy", "y a foy", "ya pas foy",  # (Cameroonian French: no problem)
    "ma doue",  # (Breton French: my God; no Italian "ma", but)
    "n'at",  # (Pittsburgh: and that; no French "n'" of a "ne … pas")
    "no wahala",  # (Nigerian and Ghanaian English: no problem)
)  # fmt: skip
# a plain yes whose words would each say something else: "mach nur" (go ahead; "nur" is "only" elsewhere),
# "on efface" (let's erase; "on" alone is no yes)
_GO_ON = ("dale", "hazlo", "hacelo", "bórralo", "borralo", "borrálo", "bórrala", "borrala", "elimínalo", "eliminalo")
_IDIOMS: dict[Phrase, Phrase] = {
    # Singlish particles after the verb ("delete lor", "remove lah"): no object of its own
    **{(v, p): (v, "it") for v in ("delete", "remove", "wipe", "clear", "bin") for p in ("lor", "lah", "leh")},
    ("mach", "nur"): ("mach's",),
    ("mach", "ma"): ("mach's",),  # Saxon and Bavarian "mach ma" ("mach mal"): no Italian "ma" (but)
    ("mach", "nur", "zu"): ("mach's",),
    ("nur", "zu"): ("mach's",),
    ("on", "efface"): ("vas", "y"),
    ("vas", "y", "seulement"): ("vas", "y"),  # (Belgian: "vas-y seulement", go ahead; no "only")
    ("allez", "y", "seulement"): ("allez", "y"),
    ("aber", "zack", "zack"): ("zack", "zack"),  # (Ruhr: "but be quick", no "but" of a partial yes)
    ("too", "easy"): ("sure",),  # (Australian: sure; no "too" adding anything)
    ("wipe", "um"): ("wipe", "it"),  # (Hawaii Pidgin "um": it)
    ("make", "um", "pau"): ("do", "it"),  # ("pau": done)
    ("make", "it", "pau"): ("do", "it"),
    ("on", "supprime"): ("vas", "y"),
    ("on", "y", "va"): ("vas", "y"),
    # "Dale, bórralo no más.", "hacelo nomás" (go ahead and do it; "no más" is no "no"), "ya, hazlo" ("ya": OK)
    **{(verb, *tail): (verb,) for verb in _GO_ON for tail in (("no", "más"), ("no", "mas"), ("nomás",), ("nomas",))},
    **{("ya", verb): (verb,) for verb in _GO_ON},
    # Chilean "po" after a yes ("ya po, bórralo", "sí po"): the yes
    **{("ya", "po", verb): (verb,) for verb in _GO_ON},
    **{("ya", "po", verb, *tail): (verb,) for verb in _GO_ON for tail in (("no", "mas"), ("nomas",))},
    ("si", "po"): ("si",),
    # Austrian and Bavarian "eh klar" (of course; "eh" alone hesitates), "jo eh" (yes, sure)
    ("eh", "klar"): ("jawohl",),
    ("eh", "kloar"): ("jawohl",),
    ("jo", "eh"): ("jawohl",),
    ("why", "aye"): ("aye",),  # (Geordie: yes; no "why" of a question)
    ("whey", "aye"): ("aye",),
    ("ja", "eh"): ("jawohl",),
    # Trinidadian "nah" after a request asks kindly ("ok, do it nah"), no refusal
    ("do", "it", "nah"): ("do", "it"),
    ("go", "nah"): ("go",),
    ("go", "ahead", "nah"): ("go", "ahead"),
    ("wipe", "it", "nah"): ("wipe", "it"),
    ("delete", "it", "nah"): ("delete", "it"),
    # Australian "nah yeah" (yes: the "nah" answers a doubt, "yeah nah" is no); Irish "work away" (go ahead);
    # Indian English "do the needful" (do what is needed) and "only" after a count ("all three only": just those)
    ("nah", "yeah"): ("yeah",),
    ("ah", "go", "on"): ("go", "on"),  # (Irish: "Ah go on so": go on, no "ah" of doubt)
    ("work", "away"): ("go", "ahead"),
    ("do", "the", "needful"): ("do", "it"),
    **{(word, "only"): (word,) for words in _NUMBERS.values() for word in words},
    # Réunion "lé bon" (c'est bon)
    ("le", "bon"): ("bon",),
    # Shetland "hit" (it): "clear hit oot", "wipe hit" (no object named)
    **{(verb, "hit", "oot"): (verb, "it", "out") for verb in ("clear", "tak", "take", "get")},
    **{(verb, "hit"): (verb, "it") for verb in ("wipe", "delete", "clear", "bin", "forget", "remove", "erase")},
    # Asturian "too" (todo): "bórralo too" is "delete it all", no "too" adding anything
    **{(verb, "too"): (verb, "todo") for verb in ("borralo", "borralos", "quitalo", "quitalos", "borra", "quita")},
    # Andalusian and Caribbean "to" (todo) after a yes: "Sí, to, adelante." (no English "to")
    ("si", "to"): ("si", "todo"),
    ("dale", "to"): ("dale", "todo"),
}


def _without_softeners(tokens: list[str]) -> list[str]:
    out, i = [], 0
    while i < len(tokens):
        hit = next((p for p in SOFTENERS if tuple(tokens[i : i + len(p)]) == p), None)
        if hit and len(tokens) > len(hit):
            i += len(hit)
            continue
        idiom = max((p for p in _IDIOMS if tuple(tokens[i : i + len(p)]) == p), key=len, default=None)
        if idiom:
            out += _IDIOMS[idiom]
            i += len(idiom)
            continue
        out.append(tokens[i])
        i += 1
    return out


def _cover(tokens: list[str]) -> list[tuple[str, Phrase]] | None:
    """The reply cut into whitelisted phrases with their kinds, longer phrases first ("efface les deux" is
    "efface" + "les deux" once "efface les" + "deux" fails); None if it cannot be cut so."""
    size = len(tokens)
    step: list[tuple[str, int]] = [("", 0)] * size  # from each position: the first phrase's kind and length
    ends = [False] * size + [True]  # whether the rest from a position can be cut
    for index in range(size - 1, -1, -1):
        for length in range(min(_MAX_PHRASE, size - index), 0, -1):
            kind = _APPROVAL_KINDS.get(tuple(tokens[index : index + length]))
            if kind is not None and ends[index + length]:
                step[index], ends[index] = (kind, length), True
                break
    if not ends[0]:
        return None
    parts: list[tuple[str, Phrase]] = []
    index = 0
    while index < size:
        kind, length = step[index]
        parts.append((kind, tuple(tokens[index : index + length])))
        index += length
    return parts


_KOELSCH_VERBS = _phrases("lösch", "loesch", "lösche", "loesche")  # ("lösch et": delete it)
_AWAY = frozenset({"weg", "wech", "raus", "naus"})  # a count then "away" is an imperative: "beide weg"


def _approval_strength(tokens: list[str]) -> _Strength:
    """'strong' if the reply is made only of approval phrases and filler with a clear yes among them,
    'weak' if only of weak approvals and filler, otherwise None; and the counts it names."""
    parts = _cover(tokens)
    if parts is None:
        return _Strength(None, frozenset())
    strong = weak = False
    counts: set[int | None] = set()
    for position, (kind, phrase) in enumerate(parts):
        before = parts[position - 1][0] if position else None
        after = parts[position + 1][0] if position + 1 < len(parts) else None
        if kind == "object" and before not in ("verb", "forget"):
            return _Strength(None, frozenset())  # "yes, it": an object that follows no verb
        if kind == "count":
            counts.add(NUMBER_COUNTS.get(phrase))
        # "delete those", "delete both", and a delete verb beside a plain yes of any strength ("ok, delete",
        # "c'est bon, efface", "vale, borra")
        near = {before, after}
        strong = strong or kind == "strong" or (kind == "verb" and bool(near & {"object", "count", "weak"}))
        # a plain yes that names how many, checked against the plan ("ok pour les deux", "venga, las tres cosas")
        strong = strong or (kind == "count" and bool(near & {"weak", "strong"}))
        strong = strong or (kind == "count" and phrase[0] == "do")  # "do all three", "do both": an imperative
        strong = strong or (kind == "count" and phrase[-1] in _AWAY)  # "Beide weg, fei.", "alle drei weg"
        weak = weak or kind in ("weak", "verb", "forget")
    level = "strong" if strong else "weak" if weak else None
    # (what a delete verb acts on is no trailing "and": Kölsch "lösch et" is "delete it", not "delete, and …")
    last = parts[-1][1] if parts else ()
    if len(parts) > 1 and parts[-1][0] == "object" and (last != ("et",) or parts[-2][1] in _KOELSCH_VERBS):
        last = ()  # (French "efface et …" is cut off before what comes next)
    return _Strength(level, frozenset(counts), last)


def _is_plain_approval(reply: _Reply, strength: _Strength) -> bool:
    tokens = reply.tokens
    return (
        not reply.quoted
        and len(tokens) <= MAX_APPROVAL_WORDS
        and not (len(strength.last) == 1 and strength.last[0] in TRAILING_CONNECTORS)
        and strength.level == "strong"
    )


def _count_verdict(counts: frozenset[int | None], plan_items: int | None) -> ReplyVerdict:
    """A plain yes that names how much it approves: "all of it" fits any plan; "both" or "all four" must
    be the plan's own count, else the user thinks the plan covers something it does not."""
    numbers = {n for n in counts if n is not None}
    if not numbers:
        return ReplyVerdict.APPROVE
    if plan_items is None:
        return ReplyVerdict.AMBIGUOUS  # nothing to check "both" against
    return ReplyVerdict.APPROVE if numbers == {plan_items} else ReplyVerdict.CHANGED_SCOPE


# --------------------------------------------------------------------------------------------------
# Public API
# --------------------------------------------------------------------------------------------------


# a "nah" after a pause ("Do it, nah."): no part of Trinidad's "do it nah" (please do), which runs on
_NAH_APART = re.compile(r"[,.;:!?…-]\s*nah\b")
# a doubled "no" before a yes is no refusal: "No no, go ahead", "Nein nein, mach ruhig", "Non non, vas-y"
_NO_NO = frozenset({("no", "no"), ("nein", "nein"), ("non", "non"), ("nee", "nee")})


# (and New Zealand and Spanish "eh" closing what it stresses: "yep all three eh", "sí, bórralo todo eh")
_SURE_EH = frozenset({"passt", "basst", "jo", "ja", "geht", "three", "two", "both", "all", "todo", "tout", "alles"})


_OF_COURSE_BE = re.compile(r"^\s*non,?\s+peut[- ]\s?[eê]tre\s*!+\s*(?=\S)", re.IGNORECASE)


def classify_reply(text: str, *, plan_items: int | None = None, at_prompt: bool = False) -> ReplyVerdict:
    """Classify the user's reply to a forget plan. Only a plain, whole, unconditional yes is APPROVE.

    ``plan_items``: how many things the plan covers as the user sees them, to check "both" / "all four"
    against (None: unknown, so a reply naming a number is not approval). ``at_prompt``: the reply was typed
    at a yes/no prompt, where a single "y" (or "s") is an answer.
    """
    # Belgian "Non peut-être !" (of course!) opening a yes: no "non" (not "Non, peut-être plus tard.")
    reply = _parse(_OF_COURSE_BE.sub("", text or ""))
    tokens = reply.tokens
    if not tokens:
        return ReplyVerdict.AMBIGUOUS  # silence, punctuation or emoji only
    tokens = _without_softeners(tokens)
    if len(tokens) > 2 and tuple(tokens[:2]) in (("ja", "no"), ("ja", "nee")):
        tokens = tokens[:1] + tokens[2:]  # South African "Ja, no, fine. Do it.": yes indeed (not "ja, no, don't")
    if len(tokens) > 2 and tuple(tokens[:2]) in _NO_NO and not _has_negation(tokens[2:]):
        rest = tokens[2:]  # "No no, go ahead, delete it.": no objection, when all that follows is a plain yes
        if _is_plain_approval(reply, _approval_strength(rest)) and not _is_refusal(rest, _strip_lead(rest)):
            tokens = rest
    body = _strip_lead(tokens)

    if _is_refusal(tokens, body):
        return ReplyVerdict.REFUSE
    if _is_question(reply, body):
        return ReplyVerdict.QUESTION
    if _contains(tokens, SCOPE_MARKERS):
        return ReplyVerdict.CHANGED_SCOPE
    if _contains(tokens, PARTIAL_MARKERS) or _approval_then_negation(tokens):
        return ReplyVerdict.PARTIAL
    strength = _approval_strength(tokens)
    if reply.question_mark:
        # "ok?", "I guess?", "yes, go ahead?" are unsure, not questions; anything longer is a question.
        unsure = len(tokens) <= 2 or _contains(tokens, HEDGES) or strength.level is not None
        return ReplyVerdict.AMBIGUOUS if unsure else ReplyVerdict.QUESTION
    # (Austrian "eh" after a yes is "anyway", no hesitation: "Passt eh, mach.")
    plain = [t for i, t in enumerate(tokens) if not (t == "eh" and i and tokens[i - 1] in _SURE_EH)]
    if any(_contains(plain, markers) for markers in (HEDGES, SARCASM, NOT_REALLY_NO)):
        return ReplyVerdict.AMBIGUOUS
    if len(plain) < len(tokens):  # (the tag says nothing of its own: "yep all three eh, chur")
        tokens, strength = plain, _approval_strength(plain)
    if reply.ellipsis or reply.doubt_emoji:
        return ReplyVerdict.AMBIGUOUS
    if _has_negation(tokens):
        mixed = any(token in _APPROVAL_WORDS for token in tokens)  # "sure, why not" / "I don't mind, go ahead"
        return ReplyVerdict.AMBIGUOUS if mixed else ReplyVerdict.REFUSE
    if _names_new_target(tokens):
        return ReplyVerdict.CHANGED_SCOPE
    if at_prompt and len(tokens) == 1 and tokens[0] in PROMPT_LETTERS and not reply.quoted:
        return ReplyVerdict.APPROVE
    if strength.level == "weak" and reply.agree_emoji and not strength.counts:
        strength = strength._replace(level="strong")  # "ok 👍", "passt 👌" (each alone stays unsure)
    if _is_plain_approval(reply, strength):
        if _NAH_APART.search(_normalise(text)):
            return ReplyVerdict.AMBIGUOUS  # "Do it, nah.": a "nah" said apart takes the yes back, not Trinidad's ask
        return _count_verdict(strength.counts, plan_items)
    return ReplyVerdict.AMBIGUOUS
