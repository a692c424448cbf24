"""`python -m lethe`: the same as the `lethe` command."""

import sys

from lethe.server.cli import main

sys.exit(main())
