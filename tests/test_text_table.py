"""The command line's text columns line up in a terminal, Chinese included."""

from __future__ import annotations

from yxs_desktop.text_table import text_table, text_width


def test_a_chinese_character_takes_two_columns_and_a_latin_one_one() -> None:
    assert text_width("主公") == 4 and text_width("lord") == 4 and text_width("反贼 3") == 6


def test_columns_line_up_the_first_left_the_figures_right_in_either_language() -> None:
    lines = text_table(["身份", "局数", "胜率"], [["主公", "20", "70.0%"], ["renegade", "5", "5%"]])
    assert lines == [
        "  身份      局数   胜率",
        "  主公        20  70.0%",
        "  renegade     5     5%",
    ]
    assert len({text_width(line) for line in lines}) == 1
