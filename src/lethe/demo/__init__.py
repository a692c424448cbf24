"""Demo fixtures, kept out of the production packages.

- `sample`: a deterministic sample assistant home (one planted subject among realistic, unrelated
  content), used by `lethe demo`, the tests and `bench/`;
- `round`: `lethe demo`, a full plan → approve → confirm round on the sample home through the real MCP
  server, as an assistant runtime would drive it.
"""
