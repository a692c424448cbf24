#!/usr/bin/env python3
"""Check the second held-out set (tests/eval/heldout2/): see tests/eval/validate_set.py for the rules.

This set is sealed: it is scored once, at the end. Run it without --show unless you are the set's author
(--show prints case contents).

    python tests/eval/heldout2/validate_heldout2.py           # check the set
    python tests/eval/heldout2/validate_heldout2.py --show ID # lines holding ID's gone/keep/may_change strings
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
_spec = importlib.util.spec_from_file_location("eval_validate_set", HERE.parent / "validate_set.py")
S = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(S)

if __name__ == "__main__":
    sys.exit(S.check(HERE, "h2-", "held-out set 2", sys.argv[1:]))
