"""The command line offers exactly the levels the computer players' table has."""

import pytest

from yxs_desktop import cli
from yxs_desktop.ai.levels import LEVELS, OFFERED, build_agent


def test_the_command_line_lists_every_level_of_the_table_in_its_order() -> None:
    assert tuple(LEVELS) == cli.LEVELS


def test_persons_are_offered_the_baseline_but_not_the_random_tool() -> None:
    assert "baseline" in OFFERED
    assert "random" not in OFFERED


def test_an_unknown_level_is_refused_with_the_levels_there_are() -> None:
    with pytest.raises(ValueError, match="unknown AI 'grandmaster'; choose one of: easy, baseline"):
        build_agent("grandmaster", 0, 5, 1)
