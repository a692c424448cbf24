"""The contract between the read-only planner and the executor: vocabulary, targets, limits, protocols."""
