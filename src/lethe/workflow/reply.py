"""Conservative classification of the user's reply to a forget plan (brief §4 "Approval").

Only a message that is *nothing but* a plain approval counts as ``APPROVE``: every word must come from a
small whitelist of approval phrases and polite filler, and at least one of them must be a clear "yes"
("yes", "go ahead", "do it", "confirmed", ...). Everything else (a question, a hedge, an exception, an
added target, a negation, a quote, a long message, an unknown word) is some other verdict. The other
verdicts are labels that help the assistant answer; none of them is ever approval.

Pure functions, standard library only, no I/O.
"""

from __future__ import annotations

import enum
import functools
import re
import unicodedata
from collections.abc import Sequence
from typing import NamedTuple

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
_QUESTION_MARKS = frozenset("?¿‽")
_DOUBLE_QUOTES = frozenset('"«»‹›「」『』')
#: Emoji that signal doubt, sarcasm or refusal; their presence blocks approval.
_DOUBT_EMOJI = frozenset("🙃😏🙄😒🤔😬😕🤨😐😑🫤😤😠😡👎❌🛑✋😢😭😟🙁☹😰😨🤷⛔🚫")


def _normalise(text: str) -> str:
    text = text.translate(_QUOTE_MAP)
    text = unicodedata.normalize("NFKC", text)
    # Drop format characters (zero-width spaces/joiners, bidi controls) so they cannot split or hide words.
    text = "".join(ch for ch in text if unicodedata.category(ch) != "Cf")
    return text.casefold()


def _tokenize(normalised: str) -> list[str]:
    """Words of an already normalised text; punctuation, symbols and emoji are dropped."""
    tokens = []
    for raw in _TOKEN_RE.findall(normalised):
        token = _REPEAT_RE.sub(r"\1", raw.strip("'_"))
        if token:
            tokens.append(token)
    return tokens


def _phrases(*items: str) -> frozenset[Phrase]:
    """Word lists are written as plain strings and tokenised exactly like replies."""
    return frozenset(tuple(_tokenize(_normalise(item))) for item in items)


def _words(*items: str) -> frozenset[str]:
    return frozenset(word for phrase in _phrases(*items) for word in phrase)


# --------------------------------------------------------------------------------------------------
# Word lists
# --------------------------------------------------------------------------------------------------

#: A clear yes. An approval needs at least one of these.
STRONG_APPROVALS = _phrases(
    "yes", "yeah", "yep", "yup", "yea", "sure", "sure thing", "absolutely", "definitely", "certainly",
    "affirmative", "confirmed", "confirm", "i confirm", "approve", "approved", "i approve", "agreed",
    "i agree", "proceed", "go ahead", "do it", "do that", "do so", "go for it", "please do", "of course",
    "by all means", "sounds good", "looks good", "delete it", "delete them", "delete that", "remove it",
    "remove them", "erase it", "erase them",
    # other languages
    "ja", "sí", "si", "sì", "oui", "sim", "da", "да", "hai", "はい", "是", "是的", "好的", "claro", "d'accord",
)  # fmt: skip

#: Acceptable inside an approval but not enough on their own ("ok" may only acknowledge the plan;
#: a bare "forget it" often means "never mind").
WEAK_APPROVALS = _phrases(
    "ok", "okay", "alright", "all right", "fine", "that's fine", "thats fine", "that is fine", "it's fine",
    "its fine", "that's ok", "that's okay", "good", "great", "perfect", "cool", "i'm sure", "im sure",
    "i am sure", "forget it", "forget them", "forget that", "delete", "remove", "erase", "forget",
    "let's", "lets", "you can", "you may", "好",
)  # fmt: skip

#: Polite filler that may surround an approval.
FILLER = _phrases(
    "please", "pls", "plz", "thanks", "thank you", "thx", "ty", "cheers", "now", "then", "just", "and", "so",
    "oh", "right away", "for me", "lethe",
    "bitte", "danke", "merci", "s'il vous plaît", "s'il te plaît", "por favor", "gracias", "obrigado",
    "obrigada", "grazie", "per favore", "お願いします", "おねがいします", "谢谢", "请", "請",
)  # fmt: skip

#: Interjections skipped when looking at how a reply starts ("ok no", "hmm, what ...", "please don't").
LEAD_FILLERS = _words(
    "oh", "um", "umm", "uh", "uhh", "er", "erm", "ah", "well", "hmm", "hm", "wait", "actually", "so",
    "please", "ok", "okay", "hey", "sorry", "lethe",
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
)  # fmt: skip

#: Negated words that are not a refusal ("no problem", "I don't mind"); treated as ambiguous.
NOT_REALLY_NO = _phrases(
    "no problem", "no problems", "no prob", "no probs", "no worries", "no objection", "no objections",
    "don't mind", "dont mind", "do not mind",
)  # fmt: skip

#: Retractions anywhere in the reply ("yes... actually no").
RETRACTIONS = _phrases(
    "never mind", "nevermind", "nvm", "changed my mind", "change my mind", "on second thought",
    "on second thoughts", "scratch that", "actually no", "actually not", "actually don't",
)  # fmt: skip

#: "Keep it" / "leave it" refuse the whole plan when nothing but filler follows.
KEEP_STARTS = _phrases(
    "keep it", "keep them", "keep that", "keep this", "keep everything", "keep all", "keep all of it",
    "leave it", "leave them", "leave that", "leave everything", "leave it all",
)  # fmt: skip
KEEP_TAIL = _words("please", "thanks", "thank you", "as is", "be", "alone", "for now", "then", "and", "all")

WH_WORDS = _words("what", "what's", "whats", "which", "who", "whom", "whose", "why", "how", "how's", "when",
                  "where", "wdym")  # fmt: skip
AUXILIARIES = _words(
    "do", "does", "did", "will", "would", "can", "could", "is", "are", "was", "were", "should", "shall",
    "may", "might", "have", "has", "won't", "can't", "isn't", "aren't", "doesn't", "shouldn't", "wouldn't",
)  # fmt: skip
#: An auxiliary followed by one of these reads as a question ("will you ...", "is that ...").
SUBJECTS = _words("you", "u", "i", "we", "they", "he", "she", "it", "there", "that", "this", "the", "my",
                  "everything", "lethe")  # fmt: skip
#: ... except imperative "do it" / "do that".
IMPERATIVE_DO_OBJECTS = _words("it", "that", "this", "the")
QUESTION_PHRASES = _phrases(
    "tell me", "show me", "explain", "i wonder", "wondering", "what about", "how about", "question",
    "can you tell", "i want to know", "curious",
)  # fmt: skip

#: Additions to, or replacements of, what is forgotten.
SCOPE_MARKERS = _phrases(
    "also", "too", "plus", "as well", "additionally", "in addition", "instead", "rather than", "and my",
    "and her", "and his", "and their", "and our", "and the", "and any", "and all", "and everything",
    "another", "more", "extra", "everything else", "all my", "all of my", "while you're at it", "oh and",
    "auch", "aussi", "también", "tambien", "também", "tambem", "也", "还有",
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
)  # fmt: skip

#: Sarcastic or dismissive yeses.
SARCASM = _phrases("yeah right", "oh sure", "sure sure", "yeah yeah", "yea yea", "ja ja", "sure jan", "as if")

#: A reply that ends on a connector was probably cut off ("yes, and").
TRAILING_CONNECTORS = _words("and", "so", "just", "plus", "or", "also")

NEGATIONS = _words(
    "no", "not", "don't", "dont", "never", "nope", "nah", "nothing", "cancel", "stop", "abort", "cannot",
    "nein", "nicht", "non", "pas", "não", "nao", "nie", "nee", "нет", "いいえ", "いや", "别",
)  # fmt: skip

#: Verbs that name what to forget; followed by a specific object they (re)define the scope.
ACTION_VERBS = _words("forget", "delete", "remove", "erase", "wipe", "clear", "purge", "drop", "scrub", "destroy")
#: Objects that only point back at the plan ("delete it").
PLAN_OBJECTS = _words("it", "them", "that", "this", "those", "these", "all", "now", "please", "then", "for",
                      "right", "and", "thanks")  # fmt: skip

_APPROVAL_KINDS: dict[Phrase, str] = {
    **{phrase: "filler" for phrase in FILLER},
    **{phrase: "weak" for phrase in WEAK_APPROVALS},
    **{phrase: "strong" for phrase in STRONG_APPROVALS},
}
_MAX_PHRASE = max(len(phrase) for phrase in _APPROVAL_KINDS)
_APPROVAL_WORDS = frozenset(phrase[0] for phrase in STRONG_APPROVALS | WEAK_APPROVALS if len(phrase) == 1)

# --------------------------------------------------------------------------------------------------
# Helpers
# --------------------------------------------------------------------------------------------------


class _Reply(NamedTuple):
    tokens: list[str]
    question_mark: bool
    ellipsis: bool
    quoted: bool
    doubt_emoji: bool


def _parse(text: str) -> _Reply:
    norm = _normalise(text)
    return _Reply(
        tokens=_tokenize(norm),
        question_mark=any(ch in _QUESTION_MARKS for ch in norm),
        ellipsis="..." in norm,  # NFKC turns "…" into "..."
        quoted=(
            any(ch in _DOUBLE_QUOTES for ch in norm)
            or bool(_QUOTED_LINE_RE.search(norm))
            or bool(_SINGLE_QUOTE_RE.search(norm))
        ),
        doubt_emoji=any(ch in _DOUBT_EMOJI for ch in norm),
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
    return any(token in NEGATIONS or token.endswith("n't") or token.startswith("不") for token in tokens)


def _approval_then_negation(tokens: list[str]) -> bool:
    """'yes, don't touch the reminder': a yes followed by a negated object is an exception."""
    seen_approval = False
    for index, token in enumerate(tokens):
        if token in _APPROVAL_WORDS:
            seen_approval = True
        elif seen_approval and _has_negation([token]) and len(tokens) - index > 2:
            return True
    return False


def _names_new_target(tokens: list[str]) -> bool:
    """'yes, forget her phone': an action verb with a specific object rather than 'it'."""
    for index, token in enumerate(tokens[:-1]):
        if token in ACTION_VERBS:
            rest = tokens[index + 1 :]
            if rest[0] == "about":
                rest = rest[1:]
            if rest and rest[0] not in PLAN_OBJECTS:
                return True
    return False


def _approval_strength(tokens: list[str]) -> str | None:
    """'strong' if the reply is made only of approval phrases and filler with a clear yes among them,
    'weak' if only of weak approvals and filler, otherwise None."""
    strong = weak = False
    index = 0
    while index < len(tokens):
        for length in range(min(_MAX_PHRASE, len(tokens) - index), 0, -1):
            kind = _APPROVAL_KINDS.get(tuple(tokens[index : index + length]))
            if kind is not None:
                strong = strong or kind == "strong"
                weak = weak or kind == "weak"
                index += length
                break
        else:
            return None
    if strong:
        return "strong"
    return "weak" if weak else None


def _is_plain_approval(reply: _Reply) -> bool:
    tokens = reply.tokens
    return (
        not reply.quoted
        and len(tokens) <= MAX_APPROVAL_WORDS
        and tokens[-1] not in TRAILING_CONNECTORS
        and _approval_strength(tokens) == "strong"
    )


# --------------------------------------------------------------------------------------------------
# Public API
# --------------------------------------------------------------------------------------------------


def classify_reply(text: str) -> ReplyVerdict:
    """Classify the user's reply to a forget plan. Only a plain, whole, unconditional yes is APPROVE."""
    reply = _parse(text or "")
    tokens = reply.tokens
    if not tokens:
        return ReplyVerdict.AMBIGUOUS  # silence, punctuation or emoji only
    body = _strip_lead(tokens)

    if _is_refusal(tokens, body):
        return ReplyVerdict.REFUSE
    if _is_question(reply, body):
        return ReplyVerdict.QUESTION
    if _contains(tokens, SCOPE_MARKERS):
        return ReplyVerdict.CHANGED_SCOPE
    if _contains(tokens, PARTIAL_MARKERS) or _approval_then_negation(tokens):
        return ReplyVerdict.PARTIAL
    if reply.question_mark:
        # "ok?", "I guess?", "yes, go ahead?" are unsure, not questions; anything longer is a question.
        unsure = len(tokens) <= 2 or _contains(tokens, HEDGES) or _approval_strength(tokens) is not None
        return ReplyVerdict.AMBIGUOUS if unsure else ReplyVerdict.QUESTION
    if any(_contains(tokens, markers) for markers in (HEDGES, SARCASM, NOT_REALLY_NO)):
        return ReplyVerdict.AMBIGUOUS
    if reply.ellipsis or reply.doubt_emoji:
        return ReplyVerdict.AMBIGUOUS
    if _has_negation(tokens):
        mixed = any(token in _APPROVAL_WORDS for token in tokens)  # "sure, why not" / "I don't mind, go ahead"
        return ReplyVerdict.AMBIGUOUS if mixed else ReplyVerdict.REFUSE
    if _names_new_target(tokens):
        return ReplyVerdict.CHANGED_SCOPE
    if _is_plain_approval(reply):
        return ReplyVerdict.APPROVE
    return ReplyVerdict.AMBIGUOUS
