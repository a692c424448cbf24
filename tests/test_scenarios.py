"""Every scenario in tests/scenarios, through a real MCP client: in memory and over stdio, on both protocol eras."""

import pytest

from tests.harness import Replay, all_scenarios, load

pytestmark = pytest.mark.anyio


@pytest.mark.parametrize("mode", ["auto", "legacy"])
@pytest.mark.parametrize("name", all_scenarios())
async def test_scenario_in_memory(name, mode, tmp_path):
    sc = load(name)
    problems = await Replay(sc, tmp_path, transport="memory", mode=sc.get("mode", mode)).run()
    assert problems == []


@pytest.mark.parametrize("mode", ["auto", "legacy"])
@pytest.mark.parametrize(
    "name", ["address-basic", "ambiguous-reply", "nothing-found", "shoe-size-profile", "full-home"]
)
async def test_scenario_over_stdio(name, mode, tmp_path):
    problems = await Replay(load(name), tmp_path, transport="stdio", mode=mode).run()
    assert problems == []
