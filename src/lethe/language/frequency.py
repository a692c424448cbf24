"""How common a word is in everyday language (wordfreq's Zipf scale: 7 is "the", 1 is very rare).

A word that is rare in every language Lethe reads ("ultrasound", "Besichtigung", "Aldergrove") says what a
note was about; a common one ("appointment", "session") does not. Offline: the tables ship in the wheel.

wordfreq's `small` tables (words at Zipf 3.0 and above, 15 MB in memory instead of 160 MB for `best`): every
threshold Lethe uses is 3.0 or above, so a rarer word reads as 0.0 with the same effect.
"""

from __future__ import annotations

from functools import lru_cache

from wordfreq import zipf_frequency

LANGS = ("en", "de", "es", "fr")


@lru_cache(maxsize=65536)
def commonness(word: str) -> float:
    """The highest Zipf frequency of the word in English, German, Spanish or French (0.0: unknown)."""
    w = word.casefold()
    return max(zipf_frequency(w, lang, wordlist="small") for lang in LANGS)
