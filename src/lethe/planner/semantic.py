"""Optional semantic path: a small static-embedding model that ships inside its package, no download.

Off by default (``LETHE_SEMANTIC=1`` or ``derive_subject(..., semantic=True)`` turns it on). With the
`semantic` extra installed (``pip install lethe[semantic]``, which brings WordLlama: numpy, a 16 MB
embedding table and its tokenizer inside the wheel) a topic request ("everything about my knee
surgery") also finds sentences that say it in other words ("Post-op physio for the knee"). It never
widens a fact request (an address, a number): those are found by their values. Nothing is fetched at
run time: the model is loaded from the installed package with downloads disabled, and a missing
package simply leaves the path off. Measured on tests/eval (bench/eval_matching.py --semantic): see
the threshold note below.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from functools import lru_cache

from lethe.language.text import stems

log = logging.getLogger(__name__)

# Cosine similarity between the topic and a sentence. On tests/eval, 0.5 adds topical paraphrases
# (recall on the "semantic" split 0.22 -> 0.30) with no new false positive elsewhere; 0.4 and below
# start to take unrelated notes.
THRESHOLD = 0.5


@lru_cache(maxsize=1)
def _model():
    try:
        from pathlib import Path

        import wordllama
        from wordllama import WordLlama

        # the package ships its weights and tokenizer; point the loader at them and forbid downloads
        return WordLlama.load(cache_dir=Path(wordllama.__file__).parent, disable_download=True)
    except Exception as exc:  # noqa: BLE001 - any failure means "no semantic path", never a crash
        log.info("semantic path unavailable: %s", type(exc).__name__)
        return None


def sentence_test(request, ctx, values, threshold: float = THRESHOLD) -> Callable[[str], bool] | None:
    """A test for sentences the rules missed, or None when there is nothing it may add."""
    from .request import Kind

    model = _model()
    if model is None or request.kind is not Kind.TOPIC or not request.about:
        return None
    topic = request.about
    if not {w for w in stems(topic) if len(w) > 2} - {"my", "our", "the"}:
        return None
    cache: dict[str, bool] = {}

    def test(sentence: str) -> bool:
        if sentence not in cache:
            cache[sentence] = len(sentence) < 2000 and float(model.similarity(topic, sentence)) >= threshold
        return cache[sentence]

    return test
