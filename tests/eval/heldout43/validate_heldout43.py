#!/usr/bin/env python3
"""Check the held-out set 43 (tests/eval/heldout43/): see tests/eval/validate_set.py for the rules.

Same check as tests/eval/validate_heldout43.py, kept here like the other sets' own scripts.

python tests/eval/heldout43/validate_heldout43.py           # check the set
python tests/eval/heldout43/validate_heldout43.py --show ID # lines holding ID's gone/keep/may_change strings
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
    sys.exit(S.check(HERE, "h43-", "held-out set 43", sys.argv[1:]))
