"""`lethe` — the command line: serve, plan, confirm, erase, demo, audit."""

from __future__ import annotations

import argparse
import json
import logging
import sys
from datetime import timedelta

from lethe import __version__
from lethe.assistant_home.layout import Home

from .progress import StderrProgress
from .service import Lethe, Settings


def _common(p: argparse.ArgumentParser) -> None:
    p.add_argument("--home", default="~/.openclaw", help="the assistant home (default ~/.openclaw)")
    p.add_argument("--agent", default="main", help="the agent id (default main)")
    p.add_argument("--session", default=None, help="use this conversation instead of the latest one")
    p.add_argument("--ttl-minutes", type=float, default=60.0, help="how long a plan stays valid (default 60)")


def _settings(args) -> Settings:
    return Settings(
        home=Home.at(args.home, args.agent), session_id=args.session, ttl=timedelta(minutes=args.ttl_minutes)
    )


def _print(obj, as_json: bool, text: str) -> None:
    if as_json:
        print(json.dumps(obj, indent=2, ensure_ascii=False))
    else:
        print(text)


def cmd_serve(args) -> int:
    logging.basicConfig(stream=sys.stderr, level=logging.INFO, format="%(asctime)s %(name)s %(levelname)s %(message)s")
    from .app import build_server

    settings = _settings(args)
    settings.read_transcripts = not args.no_transcripts
    mcp = build_server(settings)
    if args.http:
        host, _, port = args.http.rpartition(":")
        mcp.run("streamable-http", host=host or "127.0.0.1", port=int(port))
    else:
        mcp.run()
    return 0


def cmd_plan(args) -> int:
    progress = StderrProgress()
    try:
        result = Lethe(_settings(args)).plan(about=args.about, progress=progress)
    finally:
        progress.close()
    data = result.model_dump(mode="json")
    _print(data, args.json, result.message + (f"\n\n(plan {result.plan_id})" if result.plan_id else ""))
    return 0


def cmd_confirm(args) -> int:
    from lethe.workflow.reply import ReplyVerdict, classify_reply

    lethe = Lethe(_settings(args))
    a, conversation = lethe.assess(args.plan_id, terminal=True)
    approved = bool(args.yes)
    if a.stop is None and a.plan is not None and not approved and sys.stdin.isatty():
        print(a.plan.message)
        try:
            answer = input("[y/N] > ")
        except (EOFError, KeyboardInterrupt):  # Ctrl-D / Ctrl-C: not confirmed
            print()
            answer = ""
        approved = classify_reply(answer, plan_items=a.plan.items, at_prompt=True) is ReplyVerdict.APPROVE
    progress = StderrProgress()
    try:
        result = lethe.confirm(a, conversation, approved=approved or a.resuming, about=args.about, progress=progress)
    finally:
        progress.close()
    _print(result.model_dump(mode="json"), args.json, result.message)
    return 0 if result.status.value in ("forgotten", "already_done") else 1


def cmd_audit(args) -> int:
    from lethe.planner.audit import audit

    report = audit(Home.at(args.home, args.agent))
    _print(report.as_json(), args.json, report.text())
    return 0 if report.clean else 1


def cmd_demo(args) -> int:
    from lethe.demo.round import run_demo

    return run_demo(keep=args.keep, directory=args.dir, as_json=args.json)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="lethe", description="Forget properly: plan, confirm, clean, verify.")
    ap.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    sub = ap.add_subparsers(dest="cmd", required=True)

    p = sub.add_parser("serve", help="run the MCP server (stdio, or --http HOST:PORT)")
    _common(p)
    p.add_argument("--http", metavar="HOST:PORT", help="serve Streamable HTTP instead of stdio")
    p.add_argument(
        "--no-transcripts",
        action="store_true",
        help="the app keeps the conversation (Claude Desktop, Cursor): plan from `about`, approve when asked",
    )
    p.set_defaults(fn=cmd_serve)

    p = sub.add_parser("plan", help="make a plan from the conversation, or from --about TEXT")
    _common(p)
    p.add_argument("--about", help="what to forget, typed by the person at the terminal")
    p.add_argument("--json", action="store_true")
    p.set_defaults(fn=cmd_plan)

    p = sub.add_parser("confirm", help="carry out the latest plan after you approve it")
    _common(p)
    p.add_argument("--plan-id")
    p.add_argument("--about", help="repeat the --about TEXT of a terminal plan")
    p.add_argument("--yes", action="store_true", help="approve without asking")
    p.add_argument("--json", action="store_true")
    p.set_defaults(fn=cmd_confirm)

    p = sub.add_parser("audit", help="look for forgotten information that came back")
    _common(p)
    p.add_argument("--json", action="store_true")
    p.set_defaults(fn=cmd_audit)

    from lethe.operator.cli import add_erase_parser

    add_erase_parser(sub, _common)

    p = sub.add_parser("demo", help="a full plan -> approve -> confirm round on a generated sample home")
    p.add_argument("--dir", help="build the sample home here (default: a temporary folder)")
    p.add_argument("--keep", action="store_true", help="keep the sample home afterwards")
    p.add_argument("--json", action="store_true")
    p.set_defaults(fn=cmd_demo)

    args = ap.parse_args(argv)
    if args.cmd != "serve":
        logging.basicConfig(stream=sys.stderr, level=logging.WARNING)
    return args.fn(args)


if __name__ == "__main__":
    sys.exit(main())
