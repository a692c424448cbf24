"""Fixed start-up cost: what a run imports only to be able to do what it might not need."""

from __future__ import annotations

import subprocess
import sys


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
