"""`lethe erase`: the command's options, its output (JSON or the readable report) and its exit code."""

from __future__ import annotations

import argparse
import json
from datetime import timedelta

from lethe.assistant_home.layout import Home

from .erase import Eraser
from .report import render_text
from .request import LEGAL_BASES, EraseArgs, EraseType, Refusal
from .result import EraseResult, EraseStatus

EXIT = {
    EraseStatus.DRY_RUN: 0,
    EraseStatus.ERASED: 0,
    EraseStatus.NOTHING_FOUND: 0,
    EraseStatus.ALREADY_DONE: 0,
    EraseStatus.INCOMPLETE: 1,
    EraseStatus.REVISED: 1,
    EraseStatus.REFUSED: 2,
}


def exit_code(r: EraseResult) -> int:
    return 1 if r.status is EraseStatus.REFUSED and r.error == Refusal.BUSY.code else EXIT[r.status]


def args_from_namespace(ns: argparse.Namespace) -> EraseArgs:
    kinds = [
        k
        for k, on in ((EraseType.ITEM, ns.item), (EraseType.EXPIRED, ns.expired), (EraseType.COMPLIANCE, ns.subject))
        if on
    ]
    return EraseArgs(
        erase_type=kinds[0] if len(kinds) == 1 else None,
        actor=ns.actor,
        reason=ns.reason,
        items=list(ns.item or []),
        names=list(ns.subject or []),
        legal_basis=ns.legal_basis,
        reference=ns.reference,
        confirm=ns.confirm,
        force=ns.force,
        dry_run=ns.dry_run,
    )


def cmd_erase(args: argparse.Namespace) -> int:
    home = Home.at(args.home, args.agent)
    result = Eraser(home, ttl=timedelta(minutes=args.ttl_minutes)).run(args_from_namespace(args))
    if args.json:
        print(json.dumps(result.model_dump(mode="json"), indent=2, ensure_ascii=False))
    else:
        print(render_text(result))
    return exit_code(result)


def add_erase_parser(sub, common) -> None:
    p = sub.add_parser(
        "erase",
        help="operator erasure: one item (--item), everything marked expired (--expired), or a person (--subject)",
        description="Operator-initiated erasure through the same plan, provenance and verification as forgetting.",
    )
    common(p)
    p.add_argument(
        "--item", action="append", metavar="LOCATOR", help="MEMORY.md#L12, memory/<path>.md#L3, a claim id, job:<id>"
    )
    p.add_argument("--expired", action="store_true", help="erase what the memory system marked as expired")
    p.add_argument("--subject", action="append", metavar="FULL_NAME", help="a person's full name (compliance)")
    p.add_argument("--legal-basis", metavar="|".join(LEGAL_BASES), help="why the law requires it (compliance)")
    p.add_argument("--reference", metavar="REF", help="ticket or case number")
    p.add_argument("--actor", metavar="NAME", help="who is doing this")
    p.add_argument("--reason", metavar="TEXT", help="why (required for --item)")
    p.add_argument("--confirm", metavar="PLAN_ID", help="carry out the compliance dry run with this plan id")
    p.add_argument("--force", action="store_true", help="include items changed in the last 7 days (compliance)")
    p.add_argument("--dry-run", action="store_true", help="list what would be erased; change nothing")
    p.add_argument("--json", action="store_true", help="print the result as JSON (schema version 1)")
    p.set_defaults(fn=cmd_erase)
