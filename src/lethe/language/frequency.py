"""How common a word is in everyday language (wordfreq's Zipf scale: 7 is "the", 1 is very rare).

A word that is rare in every language Lethe reads ("ultrasound", "Besichtigung", "Aldergrove") says what a
note was about; a common one ("appointment", "session") does not. Offline: the tables ship in the wheel.

wordfreq's `small` tables (words at Zipf 3.0 and above, 15 MB in memory instead of 160 MB for `best`): every
threshold Lethe uses is 3.0 or above, so a rarer word reads as 0.0 with the same effect.

Importing wordfreq imports ftfy, langcodes and the `regex` module (a third of a second or more of every
run). A word of plain Latin letters is one token in wordfreq's tokenizer for en/de/es/fr, so its frequency
is looked up in wordfreq's own tables here, with wordfreq's own arithmetic; any other word goes to wordfreq
(`tests/test_startup.py` checks the two agree on every word of the tables and of the eval homes).
"""

from __future__ import annotations

import gzip
import importlib.util
import math
from functools import cache, lru_cache
from pathlib import Path

LANGS = ("en", "de", "es", "fr")

# letters that wordfreq's tokenizer never splits, that its normalisation (NFKC, casefold) leaves as they are
_PLAIN = frozenset("abcdefghijklmnopqrstuvwxyzàáâãäåæçèéêëìíîïñòóôõöøùúûüýÿœ")
_MINIMUM = 10**0.0 / 1e9  # wordfreq.zipf_to_freq(0.0): what an unknown word gets


@lru_cache(maxsize=65536)
def commonness(word: str) -> float:
    """The highest Zipf frequency of the word in English, German, Spanish or French (0.0: unknown)."""
    w = word.casefold()
    if w and _PLAIN.issuperset(w) and (tables := _tables()) is not None:
        return max(_zipf(tables[lang].get(w)) for lang in LANGS)
    from wordfreq import zipf_frequency

    return max(zipf_frequency(w, lang, wordlist="small") for lang in LANGS)


def _zipf(freq: float | None) -> float:
    """wordfreq.zipf_frequency of a one-token word whose table frequency is `freq` (None: not in the table)."""
    if freq is None:
        value = _MINIMUM
    else:
        unrounded = max(1.0 / (1.0 / freq), _MINIMUM)
        value = round(unrounded, math.floor(-math.log(unrounded, 10)) + 3)
    return round(math.log(value, 10) + 9, 2)


@cache
def _tables() -> dict[str, dict[str, float]] | None:
    """wordfreq's `small` tables for LANGS, as wordfreq.get_frequency_dict reads them; None when not found."""
    try:
        import msgpack

        spec = importlib.util.find_spec("wordfreq")
        data = Path(next(iter(spec.submodule_search_locations)), "data")
        out = {}
        for lang in LANGS:
            with gzip.open(data / f"small_{lang}.msgpack.gz", "rb") as f:
                pack = msgpack.load(f, raw=False)
            header = pack[0]
            if not isinstance(header, dict) or header.get("format") != "cB" or header.get("version") != 1:
                return None
            freqs: dict[str, float] = {}
            for index, bucket in enumerate(pack[1:]):
                freq = 10 ** (-index / 100)
                for w in bucket:
                    freqs[w] = freq
            out[lang] = freqs
        return out
    except (ImportError, OSError, ValueError, TypeError, AttributeError, StopIteration):
        return None


_UPPER_GERMAN = (("ua", "u"), ("üa", "ü"), ("ia", "ie"), ("oa", "ei"), ("o", "a"), ("u", "ü"), ("a", "ä"))


def upper_german_commonness(word: str) -> float:
    """How common a word is, read as Alemannic or Bavarian spells it too ("Früah": früh, "Johr": Jahr, "Kuche": Küche,
    "Abig": Abend, "guat": gut): the highest of its forms with one such spelling put back."""
    w = word.casefold()
    forms = [w, *(w.replace(a, b, 1) for a, b in _UPPER_GERMAN if a in w)]
    if w.endswith("ig"):
        forms.append(w[:-2] + "end")
    return max(commonness(f) for f in forms)
