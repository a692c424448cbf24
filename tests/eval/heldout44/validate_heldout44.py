#!/usr/bin/env python3
"""Check the held-out set 44 (tests/eval/heldout44/): see tests/eval/validate_set.py for the rules.

python tests/eval/heldout44/validate_heldout44.py           # check the set
python tests/eval/heldout44/validate_heldout44.py --show ID # lines holding ID's gone/keep/may_change strings
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
    sys.exit(S.check(HERE, "h44-", "held-out set 44", sys.argv[1:]))
