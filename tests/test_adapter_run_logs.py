"""The run-history adapter: matching runs dropped whole (or, when only part of a summary holds it, that part
cut), every other line kept byte for byte."""

from __future__ import annotations

import json

from lethe.contract.vocabulary import Action, ArtifactKind, Category, LimitReason
from lethe.kinds import run_history as run_logs
from lethe.plan import atoms
from tests.adapter_kit import clean, find, home_with, read, targets_of

LOG = "cron/runs/weekly-digest.jsonl"


def run(ts, summary, **more):
    return json.dumps(
        {"ts": ts, "jobId": "weekly-digest", "action": "finished", "status": "ok", "summary": summary, **more}
    )


LINES = [
    run(1, "Weekly digest sent: 3 reminders this week.", delivered=True, deliveryStatus="delivered") + "\n",
    run(2, "Weekly digest sent: Anna moved to 14 Birch Lane on Saturday.", delivered=True) + "\n",
    run(3, "Draft only.", status="error", error="could not reach Portland, OR 97205 weather") + "\n",
    '{"ts": 4, "jobId": "weekly-digest", "summary": "cut off in the mid\n',  # malformed, unrelated
    "\n",
    '{"ts": 5, "summary": "Anna moved to 14 Birch Lane, the line was cut\n',  # malformed, holds it
    run(6, "Bluefin risk list due Thursday.", delivered=True),  # last line, no newline
]


def test_matching_runs_are_dropped_and_the_rest_kept_byte_exact(tmp_path):
    home = home_with(tmp_path, {LOG: "".join(LINES), "cron/runs/inbox.jsonl": LINES[0]})
    ctx = find(home, run_logs.find)
    [t] = targets_of(ctx, ArtifactKind.RUN_LOG)
    assert (t.category, t.action, t.path) == (Category.TASK_HISTORY, Action.DROP_ENTRIES, LOG)
    assert [e.line for e in t.lines] == [2, 3, 6]
    # one run that held it had been delivered to a chat app
    assert [(lim.reason, lim.category, lim.count) for lim in ctx.limits] == [
        (LimitReason.MESSAGES_SENT, Category.MESSAGES_SENT, 1)
    ]

    r = clean(home, ctx, ArtifactKind.RUN_LOG)
    assert r.failures == [] and r.done == {"runs": 3}
    kept = [LINES[0], LINES[3], LINES[4], LINES[6]]
    assert read(home, LOG) == "".join(kept).encode()
    assert read(home, "cron/runs/inbox.jsonl") == LINES[0].encode()
    assert find(home, run_logs.find).targets == []


def test_sent_copies_from_several_tasks_make_one_limit(tmp_path):
    home = home_with(tmp_path, {LOG: LINES[1], "cron/runs/news.jsonl": LINES[1] + LINES[1]})
    ctx = find(home, run_logs.find)
    assert [(lim.reason, lim.count) for lim in ctx.limits] == [(LimitReason.MESSAGES_SENT, 3)]


def test_a_run_not_delivered_is_no_sent_message(tmp_path):
    home = home_with(tmp_path, {LOG: LINES[2]})
    ctx = find(home, run_logs.find)
    assert len(ctx.targets) == 1 and ctx.limits == []


def test_history_trimmed_at_the_top_is_not_a_change_of_plan(tmp_path):
    home = home_with(tmp_path, {LOG: "".join(LINES)})
    planned = find(home, run_logs.find)
    (home.root / LOG).write_text("".join(LINES[1:]))  # the scheduler pruned the oldest run
    fresh = find(home, run_logs.find)
    assert atoms(fresh.targets) == atoms(planned.targets)
    assert [e.line for e in targets_of(fresh, ArtifactKind.RUN_LOG)[0].lines] == [1, 2, 5]
    clean(home, fresh, ArtifactKind.RUN_LOG)
    assert read(home, LOG) == "".join(LINES[3:5] + LINES[6:]).encode()


def test_a_new_matching_run_is_a_new_place(tmp_path):
    home = home_with(tmp_path, {LOG: "".join(LINES[:2])})
    planned = find(home, run_logs.find)
    with (home.root / LOG).open("a") as f:
        f.write(run(9, "Reminder sent for 14 Birch Lane.") + "\n")
    assert atoms(find(home, run_logs.find).targets) - atoms(planned.targets)


def test_latin1_history_is_kept_byte_exact(tmp_path):
    text = run(1, "Café at 14 Birch Lane", delivered=False) + "\n" + '{"ts": 2, "summary": "Crème brûlée night"}\n'
    home = home_with(tmp_path, {LOG: {"latin1": text}})
    raw = (home.root / LOG).read_bytes()
    ctx = find(home, run_logs.find)
    clean(home, ctx, ArtifactKind.RUN_LOG)
    assert read(home, LOG) == raw.split(b"\n", 1)[1]
    assert b"Cr\xe8me br\xfbl\xe9e" in read(home, LOG)


def test_a_log_changed_while_cleaning_is_left_alone(tmp_path, monkeypatch):
    from lethe.kinds import run_history as cleaner

    home = home_with(tmp_path, {LOG: "".join(LINES[:2])})
    ctx = find(home, run_logs.find)
    original = cleaner.read_text

    def racing(home_, rel):
        f = original(home_, rel)
        with (home.root / LOG).open("a") as out:  # the scheduler appends a run meanwhile
            out.write(run(7, "appended meanwhile") + "\n")
        return f

    monkeypatch.setattr(cleaner, "read_text", racing)
    r = clean(home, ctx, ArtifactKind.RUN_LOG)
    assert r.failures and "changed" in r.failures[0]
    assert b"Birch" in read(home, LOG) and b"appended meanwhile" in read(home, LOG)


def test_a_summary_that_also_says_other_things_loses_only_that_part(tmp_path):
    mixed = run(7, "Weekly digest sent: Anna moved to 14 Birch Lane; five-a-side at 8pm, bring the bibs.") + "\n"
    erred = run(8, "Weekly digest sent: dentist Thursday; Anna moved to 14 Birch Lane.", error="14 Birch Lane") + "\n"
    home = home_with(tmp_path, {LOG: LINES[0] + mixed + erred})
    ctx = find(home, run_logs.find)
    [t] = targets_of(ctx, ArtifactKind.RUN_LOG)
    assert [(e.line, e.rewrite) for e in t.lines] == [(2, True), (3, False)]  # an error field holds it: all goes
    r = clean(home, ctx, ArtifactKind.RUN_LOG)
    assert r.failures == [] and r.done == {"runs": 2}
    after = read(home, LOG).decode()
    assert after == LINES[0] + mixed.replace("Anna moved to 14 Birch Lane; ", "")
    assert json.loads(after.splitlines()[1])["summary"] == "Weekly digest sent: five-a-side at 8pm, bring the bibs."
    assert find(home, run_logs.find).targets == []


def test_a_removed_jobs_history_goes_whole(tmp_path):
    """A job the plan removes was about the subject: what it already did goes with it, whatever each run's
    words ("Two new lab roles on LinkedIn" of the job-hunt follow-ups); another job's history is judged line by
    line."""
    from lethe.kinds import scheduled_jobs

    job = {"id": "weekly-digest", "name": "Digest", "schedule": {"kind": "cron", "expr": "0 9 * * 1"}}
    job["payload"] = {"kind": "agentTurn", "message": "Check on Anna's move to 14 Birch Lane."}
    other = {"id": "inbox", "name": "Inbox", "schedule": {"kind": "cron", "expr": "0 8 * * *"}}
    other["payload"] = {"kind": "agentTurn", "message": "Summarise the inbox."}
    jobs = json.dumps({"version": 1, "jobs": [job, other]})
    home = home_with(tmp_path, {"cron/jobs.json": jobs, LOG: "".join(LINES[:3]), "cron/runs/inbox.jsonl": LINES[0]})
    ctx = find(home, scheduled_jobs.find, run_logs.find)
    [runs] = targets_of(ctx, ArtifactKind.RUN_LOG)
    assert runs.path == LOG and [e.line for e in runs.lines] == [1, 2, 3] and not any(e.splices for e in runs.lines)
    assert [lim.count for lim in ctx.limits if lim.reason is LimitReason.MESSAGES_SENT] == [2]
