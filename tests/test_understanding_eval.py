"""The development set of understanding cases (tests/eval/understanding) as a regression gate.

Each case is an everyday request on a realistic home, played through the MCP server (plan, then confirm
where the case approves): the plan's outcome, every line that must go or stay, the jobs, the final
status, and that nothing forgotten leaks into replies, logs or Lethe's own files. The held-back sets
(tests/eval/heldout … heldout52) are scored once with `bench/eval_understanding.py --set heldout|…|heldout52`;
the fifth to fifty-second, once scored, were iterated on the next rounds like the numbered rounds and join the
honesty gate below.
"""

from __future__ import annotations

import pytest

from tests.eval.runner import EVAL, approvals, load_set, run_case

CASES, HOMES = load_set(EVAL / "understanding")


@pytest.mark.anyio
@pytest.mark.parametrize("case", CASES, ids=[c["id"] for c in CASES])
async def test_understanding_case(case, tmp_path):
    r = await run_case(case, HOMES, tmp_path)
    assert not r.false_forgotten, "said forgotten while it remains"
    assert not r.leaks, ("the forgotten value leaked", r.problems)
    assert not r.problems, "\n".join(r.problems + ["--- replies:"] + r.messages)


@pytest.mark.parametrize(
    ("case", "verdict"), approvals(EVAL / "approvals.json"), ids=lambda x: x.get("id", "") if isinstance(x, dict) else x
)
def test_approval_reply(case, verdict):
    want = "approve" if case["expect"] == "approve" else "not"
    assert verdict == want, case["reply"]


# The sets iterated on after the development set (probe/, round2/ … round5/) are not all right yet
# (see the README), but on every one of their cases Lethe must never say "forgotten" while the information
# remains, and never let it leak: the honesty gate holds there too. The cases that still fail it are marked so.
# the sets iterated on after the probe (each has its own approval replies)
ITERATED = (
    "round2",
    "round3",
    "round4",
    "round5",
    "heldout5",
    "heldout6",
    "heldout7",
    "heldout8",
    "heldout9",
    "heldout10",
    "heldout11",
    "heldout12",
    "heldout13",
    "heldout14",
    "heldout15",
    "heldout16",
    "heldout17",
    "heldout18",
    "heldout19",
    "heldout20",
    "heldout21",
    "heldout22",
    "heldout23",
    "heldout24",
    "heldout25",
    "heldout26",
    "heldout27",
    "heldout28",
    "heldout29",
    "heldout30",
    "heldout31",
    "heldout32",
    "heldout33",
    "heldout34",
    "heldout35",
    "heldout36",
    "heldout37",
    "heldout38",
    "heldout39",
    "heldout40",
    "heldout41",
    "heldout42",
    "heldout43",
    "heldout44",
    "heldout45",
    "heldout46",
    "heldout47",
    "heldout48",
    "heldout49",
    "heldout50",
    "heldout51",
    "heldout52",
)
LATER: list[tuple[dict, dict]] = []
for _folder in ("probe", *ITERATED):
    _cases, _homes = load_set(EVAL / _folder)
    LATER += [(c, _homes) for c in _cases]

# "Oublie que j'ai une maladie de peau": the monthly "prise de sang … le foie" goes unseen (a phrase of
# everyday words is no clue of the residual check), so the report still says "forgotten" (README)
KNOWN_FALSE_FORGOTTEN = {
    "r3-fact-fr-maladie-de-peau",
    # "Told Jordi I'm leaving; last day June 30": the job change said in words no matter of it holds
    "r4-ml-jobwechsel-de",
    # "my money troubles? The card stuff.": "Callum asked about the credit card letters" goes unseen
    "h5-para-roz-money",
    # "that run-in with Dr. Hofstetter": "Krach mit Dr. Hofstetter …; CIRS-Meldung gemacht" keeps the report's
    # clause, and a word the rewrite keeps is no clue
    "h7-fact-regula-hofstetter",
    # "that I'm doing a master's on the side": the master's line and the thesis meeting go; the thesis supervisor
    # ("Prof. Dethier wants the chapter 2 draft") and the reminder are left, unseen (a person's name is no clue)
    "h8-fact-evening-master",
    # "Oublie que Chiara est enceinte": the German "schwanger (10. Woche)" goes; "Mädchen! (Chiara)" a week later
    # says the same in other words and is not looked for
    "h10-fact-chiara-enceinte",
    # "noors nut alergy": the allergy's lines go; "no cashew in the party cake" says it in words no clue holds
    "h10-typo-noor-nuts",
    # "que Carla y yo estuvimos a punto de cortar": the line saying it goes, "separarnos" in another note stays
    "h12-para-facundo-casi-cortamos",
    # "Forget that I'm on Zoladex": "First Zoladex injection at the surgery. Hot flushes already, twp." keeps its
    # second sentence, which says the same thing's side effect in words no clue holds
    "h13-fact-rp-zoladex",
    # "cuánto le estamos pagando a la abogada de mi primo": takes "$1 a day" (the cousin's line) and the share, not
    # the "Retainer $3,500" whose clause names no lawyer
    "h13-para-yr-lo-que-pagamos-abogada",
    # "todo lo del embarazo de Neus": "Neus con náuseas" and "Neus no bebe vino" say it in words of no matter
    "h13-topic-vs-embarazo-neus",
    # "lo de que mamá algunos días ya no sabe quién soy": "No me ha reconocido" goes by meaning; "Otra vez no me
    # reconoce" in another note says it in another form of the word, which no clue holds (it had asked which of
    # three mothers, two of them "Mamá: MMSE …" and "Mamá: Medicación …", until those stopped being read as names)
    "h12-para-encarna-no-me-reconoce",
    # "forget raj. niamh's stuff stays.": "; bro-in-law Raj" goes from Niamh's line; "niamh + raj visiting 7/4 wknd."
    # writes him in lower case, which a name is never matched as ("the bluefin tuna" is no "Bluefin")
    "h18-prec-kieran-raj",
    # "Oublie que je cherche à quitter ma banque en douce": the secret application to another bank is said in
    # words no matter of the request holds ("Candidature secrète chez KPB"); "banque" alone is taken
    "h22-para-raphaela-quitter-banque",
    # "that Lwazi got arrested at Greenacres": the arrest's sentence goes; the night at Mount Road and the diversion
    # programme that follow it on the same line (and its weekly reminder) say it in words no clue holds
    "h38-fact-zukiswa-lwazi",
    # "All the court stuff with Shane — the protection order, the lawyer, …": the order's lines go, "Lawyer: Sarah
    # Whitfield" is kept as a clause of its own and a person's name is no clue
    "h38-topic-jodie-po",
    # "Das, was ich dir im März über sie erzählt habe — wer sie vorher war, das Kleid, das mit dem Krankenhaus —":
    # what was told in March goes; the line saying who she was before, in words the request never writes ("née
    # Louis, en transition"), is left unseen (the parts between the dashes, read as things, took other people's lines)
    "h28-ind-fernande-lou",
    # "Mejor eso que te acabo de contar de él, bórralo" after "el Wilkin … ya son como seis mil y pico lo que debe, y
    # ahora el juez le puso trescientos más al mes": the judge's order goes; the arrears' own lines ("Child support:
    # Wilkin debe $6,400 …", "Ya son 6.4k que debe") say it in words the told message shares only with his name
    "h30-ind-yokasta-wilkin",
    # "Please forget Moidl's care level": "Pflegegeld für die Moidl kommt jetzt, Stufe 3 bewilligt" goes; "Pflegestufe
    # 3" in her contact line is a German compound of words the request says in English, and "Stufe 3" is no clue
    "h30-prec-burgl-pflegestufe",
    # "Three things, my 'ansum: …, and the bit about me dodgy knee": "Bad knee from slipping on the slipway in 2019."
    # goes; "Naproxen when it's wet.", the same line's next sentence, says no word of the knee and stays unseen
    "h31-multi-morwenna-three",
    # "Forget that I lent Stevie money." then, once done, "An the licence stuff an the social work tae.": the first
    # confirm says honestly what is left (the day's "Gave Stevie £200 for the hostel deposit", a sum too small to be
    # followed beside the loan's words); the second says "forgotten" of its own scope, and the judge reads the home
    "h32-fu-archie-stevie",
    # "Weisch was, lösch das alles wieder. Was i grad verzellt ha …" (her daughter's IVF): the reminder "Nadine aalüte —
    # hüt isch de Transfer in Bern" is left unseen ("Transfer" alone is too common a word to be a clue); it said
    # "incomplete" only while the plan also cut an unrelated line ("Em Beat Keller uf 0795558754 aaglüte …"), whose
    # leftovers the residual check found; the round of set 47 stopped cutting it
    "h33-ind-vreni-ivf",
}


@pytest.mark.anyio
@pytest.mark.parametrize(
    ("case", "homes"),
    [
        pytest.param(c, h, marks=pytest.mark.xfail(strict=True, reason="known false 'forgotten'"))
        if c["id"] in KNOWN_FALSE_FORGOTTEN
        else (c, h)
        for c, h in LATER
    ],
    ids=[c["id"] for c, _ in LATER],
)
async def test_later_sets_are_never_falsely_forgotten(case, homes, tmp_path):
    r = await run_case(case, homes, tmp_path)
    assert not r.false_forgotten, "said forgotten while it remains"
    assert not r.leaks, ("the forgotten value leaked", r.problems)


# an "ok" alone may only acknowledge the plan (tests/test_reply.py): the sets count it as a yes ("ok pour moi",
# "fine by me" agree to it, and are one)
OK_ALONE = {"r4-en-ok-timestamp"}
# a yes that first hedges ("Yeah nah... actually yeah, go for it.") or opens with Andean "Ya" (also "enough
# already" elsewhere): asked again, the safe side (README)
UNSURE_YES = {"h42-appr-en-tg-yeah-nah-actually-yeah", "h42-appr-es-tg-todito-tres"}


@pytest.mark.parametrize(
    ("case", "verdict"),
    [
        pytest.param(
            c,
            v,
            marks=pytest.mark.xfail(strict=True, reason='an acknowledgement alone ("ok") asks again'),
        )
        if c["id"] in OK_ALONE
        else pytest.param(c, v, marks=pytest.mark.xfail(strict=True, reason="a hedged or dialect yes asks again"))
        if c["id"] in UNSURE_YES
        else (c, v)
        for folder in ITERATED
        for c, v in approvals(EVAL / folder / "approvals.json")
    ],
    ids=lambda x: x.get("id", "") if isinstance(x, dict) else x,
)
def test_round2_approval_reply(case, verdict):
    want = "approve" if case["expect"] == "approve" else "not"
    assert verdict == want, case["reply"]


@pytest.mark.parametrize(
    ("said", "value", "leak"),
    [
        ("I checked your memory again.", "Emory", False),  # a name inside a word is no repeat of it
        ("Your appointment at Emory is gone.", "Emory", True),
        ('{"citations": ["MEMORY.md#L21"]}', "L21", False),  # a line's locator
        ("Your pay point L21 is gone.", "L21", True),
        ("modified 1764599566120", "6612", False),
        ("ending 6612", "6612", True),
        ('{"files": {"QQ4CVSi1w0_YAfXgV9YKKTda-58-k3et": "zgfR"}}', "58", False),  # a keyed hash, by chance
        ('{"files": {"QQ4CVSi1w0_YAfXgV9YKKTda-58-k3et": "zgfR"}}', "QQ4CVSi1w0_YAfXgV9YKKTda-58-k3et", True),
    ],
)
def test_a_leak_is_a_value_said_as_itself(said, value, leak):
    from tests.eval.runner import _said_again

    assert _said_again([said], value) is leak


@pytest.mark.parametrize(
    ("after", "emptied"),
    [
        ("", True),  # the note went whole
        ("# 2026-04-05\n\n", True),  # only its heading would be left: it goes with what it headed
        ("# 2026-04-05\n- Paddy's day parade with the kids.\n", False),  # something else stays under it
    ],
)
def test_a_day_notes_heading_goes_with_the_last_of_what_it_headed(after, emptied):
    from tests.eval.runner import _emptied_heading

    files = {"workspace/memory/2026-04-05.md": after.encode()} if after else {}
    assert _emptied_heading("workspace/memory/2026-04-05.md", "# 2026-04-05", files) is emptied
    assert not _emptied_heading("workspace/MEMORY.md", "# Memory", {"workspace/MEMORY.md": b""})


def test_a_reminder_the_case_expects_gone_and_its_runs_are_right_changes():
    from tests.eval.runner import _of_a_job_gone

    job = '{"id": "rem-bin-day", "name": "Bin day"}'
    assert _of_a_job_gone("cron/jobs.json", job, ["rem-bin-day"])
    assert _of_a_job_gone("cron/runs/rem-bin-day.jsonl", '{"ts": 1}', ["rem-bin-day"])
    assert not _of_a_job_gone("cron/jobs.json", job, ["rem-quiz"])
    assert not _of_a_job_gone("workspace/MEMORY.md", "- Bin day: Tuesday", ["rem-bin-day"])
