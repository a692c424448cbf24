"""Fixed start-up cost: what a run imports only to be able to do what it might not need."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path


def test_the_vector_extension_is_the_one_sqlite_vec_loads_and_is_found_without_importing_numpy():
    import sqlite_vec

    from lethe.assistant_home.sqlite import vec_extension_path

    assert vec_extension_path() == sqlite_vec.loadable_path()
    code = (
        "import sys\n"
        "from lethe.assistant_home.sqlite import connect, load_vector_extension\n"
        "con = connect(':memory:')\n"
        "ok = load_vector_extension(con)\n"
        "print(ok, con.execute('select vec_version()').fetchone()[0] if ok else None, 'numpy' in sys.modules)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.split()
    assert out[2] == "False"
    if out[0] == "True":
        assert out[1].startswith("v")


def _plain_words_of_the_tables() -> list[str]:
    from lethe.language import frequency as F

    tables = F._tables()
    assert tables is not None
    return sorted({w for t in tables.values() for w in t if F._PLAIN.issuperset(w)})


def test_commonness_of_a_plain_word_is_wordfreqs_own():
    import random

    from wordfreq import zipf_frequency

    from lethe.language import frequency as F

    def slow(word: str) -> float:
        w = word.casefold()
        return max(zipf_frequency(w, lang, wordlist="small") for lang in F.LANGS)

    words = _plain_words_of_the_tables()
    rng = random.Random(7)
    letters = sorted(F._PLAIN)
    made = ["".join(rng.choice(letters) for _ in range(rng.randint(1, 12))) for _ in range(3000)]
    homes = Path(__file__).parent / "eval" / "homes"
    texts = [t for p in sorted(homes.glob("*.json")) for t in json.loads(p.read_text())["files"].values()]
    said = sorted({w for t in texts if isinstance(t, str) for w in re.findall(r"[^\W\d_]+", t)})
    for w in words[::3] + said + made + [w.upper() for w in words[:2000:7]] + ["Straße", "ÉTÉ", "Œuvre"]:
        assert F.commonness(w) == slow(w), w


def test_commonness_of_any_other_word_is_asked_of_wordfreq():
    from wordfreq import zipf_frequency

    from lethe.language.frequency import commonness

    for w in ["l'adresse", "o'brien", "e-mail", "x2", "ﬁle", "naïve-ish", "日本", "", "'", "İstanbul", "ǅemal"]:
        assert commonness(w) == max(
            zipf_frequency(w.casefold(), lang, wordlist="small") for lang in ("en", "de", "es", "fr")
        )
