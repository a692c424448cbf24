"""Lethe: forget properly. An MCP server and CLI that plans, confirms, cleans and verifies forgetting."""

from importlib.metadata import PackageNotFoundError, version

DISTRIBUTION = "lethe-mcp"

try:
    __version__ = version(DISTRIBUTION)
except PackageNotFoundError:  # running from a source tree that was never installed
    __version__ = "0+unknown"
