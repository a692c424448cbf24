"""The two operations behind the tools and the CLI, independent of the transport.

`plan()` reads the conversation, makes and stores a plan and renders its message. `assess()` and
`confirm()` find the latest presented plan and the approval, then carry it out through the executor.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from datetime import timedelta

from lethe.assistant_home.conversation import Conversation, read_conversation
from lethe.assistant_home.layout import Home
from lethe.contract.vocabulary import ConfirmStatus, Failure, NotConfirmedReason, PlanOrigin, PlanStatus, Remains
from lethe.ledger.lock import HomeBusy, home_lock
from lethe.ledger.scan_cache import ScanCache
from lethe.ledger.secret import SecretKeyError
from lethe.ledger.store import Ledger, PlanState
from lethe.plan import Plan
from lethe.planner.build import DEFAULT_TTL, make_plan
from lethe.planner.inventory import Progress
from lethe.planner.memo import DerivationMemo
from lethe.planner.subject import NO_REQUEST
from lethe.workflow.confirm import DESCRIBED, Assessment, assess, confirm, not_confirmed
from lethe.workflow.outcome import Outcome, Remainder

from . import messages
from .schemas import CategoryOut, ConfirmResult, LimitOut, PlanResultOut

log = logging.getLogger("lethe.service")

PROBLEM_CLIENT_KEEPS_IT = "the conversation is kept by the app, not stored here"


@dataclass
class Settings:
    home: Home
    session_id: str | None = None
    ttl: timedelta = DEFAULT_TTL
    running_wait_s: float = 5.0
    lock_timeout_s: float = 10.0  # how long a confirm waits for another one on the same home
    read_transcripts: bool = True  # False: the MCP client keeps the conversation (Claude Desktop, Cursor, ...)


def _limits(plan_limits) -> list[LimitOut]:
    return [
        LimitOut(
            reason=lim.reason,
            category=lim.category.value,
            count=lim.count,
            policy=lim.policy,
            until=lim.until,
            explanation=messages.limit_text(lim),
        )
        for lim in plan_limits
    ]


def _categories(plan: Plan) -> list[CategoryOut]:
    return [CategoryOut(category=c.category.value, action=c.action.value, count=c.count) for c in plan.categories]


class Lethe:
    def __init__(self, settings: Settings):
        self.s = settings
        self.home = settings.home
        self.ledger = Ledger(self.home.state_dir)
        self._scan_cache: ScanCache | None = None
        # the subject as last worked out, in memory only: a plan, or its confirm, from the same request on the
        # same notes reuses it (a running server; the CLI's one-shot runs start without one)
        self.derivations = DerivationMemo()

    def scan_cache(self) -> ScanCache:
        """Files known to hold nothing of a subject (keyed hashes and stat numbers only), kept in memory
        between calls of a running server and saved after each plan and confirm."""
        if self._scan_cache is None:
            self._scan_cache = ScanCache(self.home.state_dir, self.home.root, self.ledger.hasher())
        return self._scan_cache

    def conversation(self) -> Conversation:
        if not self.s.read_transcripts:
            return Conversation(None, (), 0, PROBLEM_CLIENT_KEEPS_IT)
        return read_conversation(self.home, self.s.session_id)

    # ------------------------------------------------------------------ plan
    def plan(
        self, about: str | None = None, *, in_conversation: bool = False, progress: Progress | None = None
    ) -> PlanResultOut:
        """A plan from the conversation, from `about` alone (the terminal), or — `in_conversation`, the MCP
        tools — from both: a client may describe the request in a few words (`about`) and the conversation
        is still read when there is one. With no conversation to read, `about` is required."""
        about = about.strip() if about and about.strip() else None
        origin = None
        if in_conversation:
            conversation: Conversation | None = self.conversation()
            if conversation.problem is not None and not conversation.turns:
                if about is None:
                    log.info("no conversation to read and no description given")
                    return PlanResultOut(
                        status=PlanStatus.NEEDS_CLARIFICATION, message=messages.describe_request_message()
                    )
                conversation, origin = None, PlanOrigin.CLIENT
            else:
                origin = PlanOrigin.CONVERSATION  # read from the conversation, `about` (if any) beside it
        else:
            conversation = None if about is not None else self.conversation()
        hasher = self.ledger.hasher()
        cache = self.scan_cache()
        try:
            with home_lock(self.home.state_dir, exclusive=False):
                result, _subject = make_plan(
                    self.home,
                    hasher,
                    conversation,
                    about=about,
                    ttl=self.s.ttl,
                    origin=origin,
                    seen_for=cache.view,
                    progress=progress,
                    memo=self.derivations,
                )
                cache.save()
        except HomeBusy:
            return PlanResultOut(status=PlanStatus.NEEDS_CLARIFICATION, message=messages.busy_message())
        except OSError:
            raise  # Lethe's own state can't be used: the entry point says so (the CLI's own error)
        except Exception as e:  # a bug: a plain answer (nothing was changed, planning is read-only)
            log.warning("planning stopped by an unexpected error: %s", type(e).__name__)  # never its message
            return PlanResultOut(status=PlanStatus.NEEDS_CLARIFICATION, message=messages.plan_failed_message())
        if result.status is PlanStatus.NEEDS_CLARIFICATION:
            return PlanResultOut(
                status=result.status,
                message=messages.clarify_message(result.question, result.candidates, result.missing),
            )
        if result.status is PlanStatus.NOTHING_FOUND or result.plan is None:
            return PlanResultOut(
                status=PlanStatus.NOTHING_FOUND,
                message=messages.nothing_found_message(result.limits, asked=result.question != NO_REQUEST),
                limits=_limits(result.limits),
            )
        return self._present(result.plan)

    def _present(self, plan: Plan) -> PlanResultOut:
        plan.message = messages.plan_message(plan)
        self.ledger.save_plan(plan)
        log.info("plan %s: %d targets, %d limits", plan.plan_id, len(plan.targets), len(plan.limits))
        return PlanResultOut(
            status=PlanStatus.PLANNED,
            plan_id=plan.plan_id,
            message=plan.message,
            categories=_categories(plan),
            limits=_limits(plan.limits),
        )

    # ------------------------------------------------------------------ confirm
    def assess(
        self, plan_id: str | None = None, *, terminal: bool = False, about: str | None = None
    ) -> tuple[Assessment, Conversation]:
        conversation = self.conversation()
        try:
            return assess(self.ledger, conversation, plan_id=plan_id, terminal=terminal, about=about), conversation
        except OSError:
            raise  # Lethe's own state can't be read: the entry point says so (the CLI's own error)
        except Exception as e:
            return Assessment(stop=self._unexpected(e, None)), conversation

    def confirm(
        self,
        a: Assessment,
        conversation: Conversation | None,
        *,
        approved: bool,
        about: str | None = None,
        crash_after=None,
        refused: bool = False,
        progress: Progress | None = None,
    ) -> ConfirmResult:
        """Carry out `a.plan` when `approved`; `refused`: the user said no when asked directly."""
        if a.stop is not None:
            return self._report(a.stop)
        if not approved or a.plan is None:
            o = not_confirmed(a)
            if refused:
                o.reason = NotConfirmedReason.REFUSED
            return self._report(o)
        plan = a.plan
        if plan.origin in DESCRIBED and not (a.about or about) and not a.resuming:
            return self._report(Outcome(ConfirmStatus.NO_PLAN, reason=NotConfirmedReason.NEEDS_ABOUT))
        try:
            outcome = confirm(
                self.home,
                self.ledger,
                plan,
                conversation,
                about=a.about or about,
                upto=a.presented.context_end if a.presented else None,
                running_wait_s=self.s.running_wait_s,
                crash_after=crash_after,
                ttl=self.s.ttl,
                lock_timeout=self.s.lock_timeout_s,
                seen_for=self.scan_cache().view,
                before_done=self.scan_cache().save,
                progress=progress,
                memo=self.derivations,
            )
            self.derivations.clear()  # carried out (or stopped): the subject need not stay in memory
            self.scan_cache().save()
        except HomeBusy:
            return self._report(Outcome(ConfirmStatus.NOT_CONFIRMED, plan=plan, reason=NotConfirmedReason.BUSY))
        except OSError:
            # Lethe's own state could not be written (its lock, before anything started; anything later is
            # caught inside the run): the plan stays resumable
            log.warning("confirm stopped: Lethe's own state could not be written")
            remains = [Remainder(Remains.FAILED, 1, Failure.RECORDS_FAILED)]
            return self._report(Outcome(ConfirmStatus.INCOMPLETE, plan=plan, remains=remains))
        except Exception as e:  # working the subject out again failed (the run itself reports its own)
            return self._report(self._unexpected(e, plan))
        return self._report(outcome)

    # ------------------------------------------------------------------ the tools' last resort
    # The CLI lets Lethe's own errors (its records unusable, a damaged secret key) through to say so itself;
    # a tool must answer instead, so the MCP tools turn whatever got this far into a plain result.

    def plan_failed(self, e: Exception) -> PlanResultOut:
        records = isinstance(e, OSError | SecretKeyError)
        log.warning("forget.plan stopped: %s", type(e).__name__)  # never its message
        return PlanResultOut(
            status=PlanStatus.NEEDS_CLARIFICATION, message=messages.plan_failed_message(records=records)
        )

    def assess_failed(self, e: Exception) -> Assessment:
        """An assessment that stops the confirm before anything is changed."""
        log.warning("forget.confirm could not read its plan: %s", type(e).__name__)
        reason = Failure.RECORDS_FAILED if isinstance(e, OSError | SecretKeyError) else Failure.UNEXPECTED
        remains = [Remainder(Remains.FAILED, 1, reason)]
        return Assessment(stop=Outcome(ConfirmStatus.INCOMPLETE, remains=remains, started=False))

    def confirm_failed(self, e: Exception, a: Assessment) -> ConfirmResult:
        try:
            return self._report(self._unexpected(e, a.plan))
        except Exception:  # even the report could not be made: the plainest one
            return self._report(
                Outcome(ConfirmStatus.INCOMPLETE, remains=[Remainder(Remains.FAILED, 1, Failure.UNEXPECTED)])
            )

    def _unexpected(self, e: Exception, plan: Plan | None) -> Outcome:
        """An error nobody anticipated, as an honest report: never a raw error, never the information."""
        log.warning("confirm stopped by an unexpected error: %s", type(e).__name__)
        started = plan is not None and self.ledger.state(plan.plan_id).get("state") == PlanState.EXECUTING.value
        remains = [Remainder(Remains.FAILED, 1, Failure.UNEXPECTED)]
        return Outcome(ConfirmStatus.INCOMPLETE, plan=plan, remains=remains, started=started)

    def _report(self, o: Outcome) -> ConfirmResult:
        status = o.status.value
        if o.status is ConfirmStatus.REVISED and o.plan is not None:
            presented = self._present(o.plan)
            msg = messages.confirm_message(status, plan_message=presented.message)
            return ConfirmResult(
                status=o.status,
                plan_id=o.plan.plan_id,
                message=msg,
                categories=presented.categories,
                limits=presented.limits,
            )
        descriptor = o.plan.descriptor if o.plan else None
        done = [messages.done_line(k, n) for k, n in messages.ordered_done(o.done)]
        remains = [messages.remains_line(r) for r in o.remains]
        shown_limits = o.limits if o.status in (ConfirmStatus.FORGOTTEN, ConfirmStatus.INCOMPLETE) else []
        msg = messages.confirm_message(
            status,
            descriptor=descriptor,
            done=done,
            remains=remains,
            limits=shown_limits,
            reason=o.reason,
            started=o.started,
            untouched=o.plan.untouched if o.plan else (),
        )
        return ConfirmResult(
            status=o.status,
            plan_id=o.plan.plan_id if o.plan else None,
            message=msg,
            categories=[
                CategoryOut(category=k.value, action="done", count=n) for k, n in messages.ordered_done(o.done)
            ],
            limits=_limits(shown_limits),
            remains=remains,
        )

    def elicitation_message(self, a: Assessment) -> str:
        return messages.ask_message(a.plan.message if a.plan else "")
