"""How a cleanup step says it could not be done safely."""

from __future__ import annotations

from .vocabulary import Failure


class StepFailed(RuntimeError):
    """A step could not be done safely; `reason` says why (rendered in everyday words by the templates)."""

    def __init__(self, reason: Failure):
        super().__init__(reason.value)
        self.reason = reason


class FileChanged(StepFailed):
    """The file is no longer what the step read (another writer changed it): nothing was written."""

    def __init__(self) -> None:
        super().__init__(Failure.CHANGED)


class RecordsFailed(RuntimeError):
    """Lethe's own safety records (provenance, tombstones) could not be written: the run must stop."""
