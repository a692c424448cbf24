"""`lethe` — the command line: serve, plan, confirm, erase, demo, audit.

A command either does its work or says plainly, on stderr, why it stopped and what to do (a template in
prompts/cli_error.j2), with a non-zero exit code: never a traceback. Before anything is read or created
in the home, it is checked: the folder must exist and be an assistant home, the ids safe, Lethe's own
records no link, the secret key usable. Exit codes: 0 done, 1 not done (not confirmed, incomplete, an
unexpected problem), 2 refused as given, 130 interrupted.
"""

from __future__ import annotations

import argparse
import contextlib
import gc
import json
import logging
import math
import os
import sys
from datetime import timedelta
from pathlib import Path

from lethe import __version__
from lethe.assistant_home.layout import Home, InvalidId, check_id
from lethe.ledger.durable import StateOutsideHome, state_path
from lethe.ledger.secret import SecretKeyError, read_key

from . import messages
from .progress import StderrProgress
from .service import Lethe, Settings

log = logging.getLogger("lethe.cli")


class Refused(Exception):
    """The command cannot run as given; `message` (from prompts/cli_error.j2) says why and what to do."""

    def __init__(self, error: str, **values):
        super().__init__(error)
        self.message = messages.render("cli_error.j2", error=error, **values)


# A folder is an assistant home when it holds one of these (a `memory/` folder counts only with an index in it:
# the workspace has a `memory/` folder of notes too, and is the folder most often given by mistake).
HOME_MARKERS = ("workspace", "agents", "cron")


def _minutes(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError("must be a number of minutes") from None
    if not math.isfinite(value) or value <= 0:
        raise argparse.ArgumentTypeError("must be a number of minutes greater than 0")
    return value


def _common(p: argparse.ArgumentParser) -> None:
    p.add_argument("--home", default="~/.openclaw", help="the assistant home (default ~/.openclaw)")
    p.add_argument("--agent", default="main", help="the agent id (default main)")
    p.add_argument("--session", default=None, help="use this conversation instead of the latest one")
    p.add_argument("--ttl-minutes", type=_minutes, default=60.0, help="how long a plan stays valid (default 60)")


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
    from .http import is_loopback, serve_http

    address = _http_address(args.http) if args.http else None
    token = _http_token(args, address[0]) if address else None
    settings = _settings(args)
    settings.read_transcripts = not args.no_transcripts
    mcp = build_server(settings)
    if address:
        host, port = address
        if not is_loopback(host):
            warning = messages.render("cli_error.j2", error="remote_warning", host=host, port=port)
            print(f"lethe: {warning}", file=sys.stderr)
        serve_http(mcp, host, port, token)
    else:
        mcp.run()
    return 0


def _http_token(args, host: str) -> str | None:
    """The bearer token every HTTP request must carry: required off loopback, and only with --allow-remote."""
    from .http import MIN_TOKEN_LENGTH, TOKEN_ENV, is_loopback

    token = None
    if args.token_file:
        try:
            token = Path(args.token_file).expanduser().read_text(encoding="utf-8").strip()
        except (OSError, UnicodeDecodeError) as e:
            reason = getattr(e, "strerror", None) or type(e).__name__
            raise Refused("token_unreadable", path=args.token_file, reason=reason) from None
    elif os.environ.get(TOKEN_ENV):
        token = os.environ[TOKEN_ENV].strip()
    if not is_loopback(host):
        if not args.allow_remote:
            raise Refused("remote_needs_flag", host=host)
        if token is None:
            raise Refused("remote_needs_token", min_length=MIN_TOKEN_LENGTH)
    if token is not None and len(token) < MIN_TOKEN_LENGTH:
        raise Refused("token_short", min_length=MIN_TOKEN_LENGTH)
    return token


def _http_address(text: str) -> tuple[str, int]:
    """`HOST:PORT` (an IPv6 host in brackets; an empty host is 127.0.0.1) with a port from 1 to 65535."""
    host, sep, port = text.rpartition(":")
    if not sep or not port.isdigit() or not 1 <= int(port) <= 65535:
        raise Refused("http_address")
    host = host[1:-1] if host.startswith("[") and host.endswith("]") else host
    return host or "127.0.0.1", int(port)


@contextlib.contextmanager
def _one_shot_heap():
    """A one-shot plan or confirm builds millions of small objects that live until it ends (every note's
    records and statements); the cyclic garbage collector's passes over them took a fifth of its CPU time on
    the 10-year home and found next to nothing (peak memory the same within 0.5%). They are held off while
    the command runs, and the collector is set back as it was after (a caller in the same process, a test).
    Objects are still freed as before when no longer referenced; every file and database is closed where it
    is opened."""
    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was:
            gc.enable()


def cmd_plan(args) -> int:
    progress = StderrProgress()
    try:
        with _one_shot_heap():
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
        except (EOFError, KeyboardInterrupt):  # Ctrl-D or Ctrl-C at the question: not a yes
            print()
            answer = ""
        approved = classify_reply(answer, plan_items=a.plan.items, at_prompt=True) is ReplyVerdict.APPROVE
    progress = StderrProgress()
    try:
        with _one_shot_heap():
            result = lethe.confirm(
                a, conversation, approved=approved or a.resuming, about=args.about, progress=progress
            )
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
    p.add_argument("--http", metavar="HOST:PORT", help="serve Streamable HTTP instead of stdio (endpoint /mcp)")
    p.add_argument(
        "--allow-remote",
        action="store_true",
        help="allow --http on an address other machines can reach (needs a bearer token)",
    )
    p.add_argument(
        "--token-file",
        metavar="FILE",
        help="a file holding the bearer token every HTTP request must carry (or set LETHE_HTTP_TOKEN)",
    )
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

    try:
        code = _run(ap, argv)
        sys.stdout.flush()  # a closed pipe shows here, while it can still be handled
        return code
    except BrokenPipeError:  # `lethe ... | head`: the reader has gone; nothing more to say
        _quiet_stdout()
        return 1


def _run(ap: argparse.ArgumentParser, argv: list[str] | None) -> int:
    args = ap.parse_args(argv)
    if args.cmd != "serve":
        logging.basicConfig(stream=sys.stderr, level=logging.WARNING)
    try:
        _check_common(args)
        return args.fn(args)
    except Refused as e:
        return _stop(e.message, 2)
    except StateOutsideHome:
        return _stop(messages.render("cli_error.j2", error="state_outside", home=args.home), 2)
    except SecretKeyError as e:
        return _stop(messages.render("cli_error.j2", error="secret_damaged", path=e.path, problem=e.problem), 2)
    except KeyboardInterrupt:
        return _stop(messages.render("cli_error.j2", error="interrupted"), 130)
    except BrokenPipeError:
        raise
    except OSError as e:  # Lethe's own records could not be read or written (permissions, a full disk, ...)
        reason = e.strerror or type(e).__name__
        return _stop(messages.render("cli_error.j2", error="state_unusable", home=args.home, reason=reason), 1)
    except Exception as e:
        if os.environ.get("LETHE_DEBUG"):
            raise
        log.debug("unexpected error", exc_info=True)  # never the information itself: no message text is shown
        return _stop(messages.render("cli_error.j2", error="unexpected", kind=type(e).__name__), 1)


def _stop(message: str, code: int) -> int:
    print(f"lethe: {message}", file=sys.stderr)
    return code


def _quiet_stdout() -> None:
    """Point stdout at /dev/null, so the interpreter's last flush has nowhere to fail."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, ValueError):
        pass


def _check_common(args) -> None:
    """What every command that works on a home needs, checked before anything is read or created."""
    if not hasattr(args, "home"):
        return
    try:
        check_id("agent", args.agent)
        if args.session is not None:
            check_id("session", args.session)
    except InvalidId as e:
        raise Refused("invalid_id", kind=e.kind, value=args.agent if e.kind == "agent" else args.session) from None
    root = Path(args.home).expanduser()
    if not root.exists():
        raise Refused("home_missing", home=root)
    if not root.is_dir():
        raise Refused("home_not_folder", home=root)
    if not _is_assistant_home(root):
        raise Refused("not_a_home", home=root)
    state = state_path(Home.at(root, args.agent).state_dir)  # Lethe's own records: never through a link
    read_key(state)  # a damaged secret key is refused here, before anything is read or made with it


def _is_assistant_home(root: Path) -> bool:
    if any((root / name).is_dir() for name in HOME_MARKERS):
        return True
    try:
        return any(p.suffix == ".sqlite" for p in (root / "memory").iterdir())
    except OSError:  # no memory/ folder, or one that cannot be listed
        return False


if __name__ == "__main__":
    sys.exit(main())
