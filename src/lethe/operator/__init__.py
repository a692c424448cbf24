"""Operator erasure (`lethe erase`): audited operations on the same planner, executor and confirm workflow.

Three kinds of request:

- `lethe erase --item LOCATOR [--item ...] --reason TEXT --actor NAME [--reference REF] [--dry-run] [--json]`
- `lethe erase --expired --actor NAME [--reason TEXT] [--dry-run] [--json]`
- `lethe erase --subject "Full Name" --legal-basis GDPR_17|CCPA|court_order|other --reference REF --actor NAME
  [--confirm PLAN_ID] [--force] [--json]`: always a dry run first; carried out only with `--confirm` and the
  plan id that dry run printed, passing the name again.

Every request becomes an ordinary plan that `lethe.workflow.confirm.execute` carries out; there is no
second deletion path. One module per job:

- `request`: the command's arguments and their checks, the stored request, refusals;
- `matchers`: how a request matches text (the item rule, review exclusions);
- `sources`: what the resolvers read from the home;
- `resolve`: a request → a Subject (items, expired, compliance), read-only;
- `recover`: the subject of an interrupted item erase, found again by its tombstone hashes;
- `erase`: the workflow (plan, execute, revise, resume);
- `records`: the request kept beside each operator plan, and the receipt of each run;
- `result`: the `--json` schema (version 1) and its parts;
- `report`: what the operator reads (templates `erase.j2`, `erase_refused.j2`, `erase_report.j2`);
- `cli`: the `lethe erase` command.
"""
