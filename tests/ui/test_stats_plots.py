"""The statistics page's plots as a player sees them, painted offscreen and read back pixel
by pixel: bars as tall as their figures on axes that start together, a win rate of 100 %
at the 100 of its axis, whole names across, dates that never overlap, a legend above the
plot, empty and one-group plots drawn, and a tooltip naming the group and its figures in
the player's language."""

from __future__ import annotations

import datetime
import itertools

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, QRectF
from PySide6.QtGui import QColor, QFontMetricsF, QHelpEvent, QImage
from PySide6.QtWidgets import QApplication, QToolTip

from yxs_desktop.ui.i18n import set_language
from yxs_desktop.ui.stats.plots import (
    GAMES_COLOUR,
    INK,
    LEGEND_BAND,
    PAPER,
    RATE_COLOUR,
    ROW_HEIGHT,
    GroupPlot,
    TimePlot,
)

GOLD, RED = QColor(GAMES_COLOUR), QColor(RATE_COLOUR)
ROLES = ["Lord", "Loyalist", "Rebel", "Renegade"]
#: 40 heroes with long Chinese names, of different lengths.
LONG_NAMES = [f"超长名字的武将{'甲乙丙丁戊己庚辛'[: 1 + i % 8]}第{i}号" for i in range(40)]


def shown(qtbot, plot, width: int, height: int):
    qtbot.addWidget(plot)
    plot.resize(width, height)
    plot.show()
    qtbot.waitExposed(plot)
    return plot


def image(plot) -> QImage:
    return plot.grab().toImage()


def column_rows(img: QImage, x: int, colour: QColor) -> list[int]:
    """The rows of column ``x`` painted exactly ``colour``."""
    return [y for y in range(img.height()) if img.pixelColor(x, y) == colour]


def bar_pixels(img: QImage, region: QRectF) -> int:
    """How many pixels of ``region`` are painted in a bar's colour."""
    rect = region.toAlignedRect().intersected(img.rect())
    return sum(
        img.pixelColor(x, y) in (GOLD, RED)
        for x in range(rect.left(), rect.right() + 1)
        for y in range(rect.top(), rect.bottom() + 1)
    )


def dark(colour: QColor) -> bool:
    return colour.lightness() < 140


def test_a_group_with_twice_the_games_has_a_bar_twice_as_tall(qtbot) -> None:
    plot = shown(qtbot, GroupPlot(None), 600, 300)
    plot.show_groups(ROLES, [24, 12, 6, 0], [50.0, 25.0, 0.0, 0.0])
    img = image(plot)
    layout = plot.chart_layout()
    heights = []
    for bar in layout.games[:3]:
        rows = column_rows(img, round(bar.center().x()), GOLD)
        assert rows, "the bar is painted"
        assert rows == list(range(rows[0], rows[-1] + 1)), "one block of gold"
        assert rows[-1] + 2 == layout.area.bottom(), "it stands on the baseline"
        heights.append(len(rows) + 2)  # the outline, a pixel above and below the gold
    assert heights[0] == pytest.approx(2 * heights[1], abs=2)
    assert heights[1] == pytest.approx(2 * heights[2], abs=2)
    assert plot.games() == [24, 12, 6, 0]
    # no games, no bar: nothing gold in the last group's slot
    assert bar_pixels(img, layout.groups[3]) == 0


def test_a_win_rate_of_100_reaches_the_100_of_the_right_axis(qtbot) -> None:
    plot = shown(qtbot, GroupPlot(None), 600, 300)
    plot.show_groups(ROLES[:2], [30, 3], [100.0, 50.0])
    plot.set_titles("Games", "Win rate (%)")
    img = image(plot)
    layout = plot.chart_layout()
    hundred = next(tick for tick in layout.ticks["right"] if tick.value == 100)
    assert hundred.text == "100"
    full = column_rows(img, round(layout.rates[0].center().x()), RED)
    assert full[0] - 1 == pytest.approx(hundred.at, abs=1)  # the outline on top of the red
    half = column_rows(img, round(layout.rates[1].center().x()), RED)
    zero = layout.area.bottom()
    assert zero - (half[0] - 1) == pytest.approx((zero - hundred.at) / 2, abs=1.5)
    # "100" is written in red beside the tick, right of the plot
    metrics = QFontMetricsF(plot.tick_font())
    label = QRectF(layout.area.right() + 1, hundred.at - metrics.height() / 2, 40, metrics.height())
    rect = label.toAlignedRect()
    reds = [
        img.pixelColor(x, y)
        for x in range(rect.left(), rect.right())
        for y in range(rect.top(), rect.bottom())
    ]
    assert any(c.red() > 120 and c.green() < 90 and c.blue() < 90 for c in reds)


def test_both_value_axes_start_at_zero_on_one_baseline_and_count_games_in_whole_nice_steps(
    qtbot,
) -> None:
    plot = shown(qtbot, GroupPlot(None), 600, 300)
    plot.show_groups(ROLES, [37, 12, 5, 1], [10.0, 20.0, 30.0, 40.0])
    ticks = plot.chart_layout().ticks
    left, right = ticks["left"], ticks["right"]
    assert left[0].value == right[0].value == 0
    assert left[0].at == right[0].at == plot.chart_layout().area.bottom()
    steps = {b.value - a.value for a, b in itertools.pairwise(left)}
    assert len(steps) == 1
    (step,) = steps
    assert step == int(step) and str(int(step)).strip("0") in ("1", "2", "5")
    assert left[-1].value <= 37 * 1.08 < left[-1].value + step
    assert [tick.value for tick in right][-1] == 100
    # the grid: a line across the plot at each games tick, none on top
    assert "top" not in plot.shown_axes()


def test_across_the_longest_chinese_name_is_drawn_whole_and_no_bar_enters_its_column(
    qtbot,
) -> None:
    plot = shown(qtbot, GroupPlot(None, horizontal=True), 560, 600)
    games = [40 - i for i in range(40)]
    plot.show_groups(LONG_NAMES, games, [50.0] * 40, total=sum(games))
    plot.resize(560, plot.minimumHeight())
    img = image(plot)
    layout = plot.chart_layout()
    metrics = QFontMetricsF(plot.tick_font())
    longest = max(LONG_NAMES, key=metrics.horizontalAdvance)
    assert layout.names.width() >= metrics.horizontalAdvance(longest)
    assert layout.names.left() >= 0 and layout.names.right() < layout.area.left()
    drawn = {label.text: label.rect for label in layout.labels}
    assert set(drawn) == set(LONG_NAMES), "every name is written"
    box = drawn[longest]
    assert box.width() >= metrics.horizontalAdvance(longest)
    assert layout.names.contains(box.adjusted(0, 1, 0, -1))
    # its first and its last character are painted: dark pixels at both ends of its box
    ends = (box.left(), box.left() + 12), (box.right() - 12, box.right())
    for x0, x1 in ends:
        pixels = [
            img.pixelColor(x, y)
            for x in range(int(x0), int(x1))
            for y in range(int(box.top()), int(box.bottom()))
        ]
        assert any(dark(c) for c in pixels)
    below_legend = QRectF(0, layout.area.top(), layout.area.left(), layout.area.height())
    assert bar_pixels(img, below_legend) == 0, "no bar left of the plot area"
    assert bar_pixels(img, layout.area) > 0


def test_across_the_first_group_is_at_the_top_and_the_plot_grows_with_its_rows(qtbot) -> None:
    plot = shown(qtbot, GroupPlot(None, horizontal=True), 560, 400)
    plot.show_groups(["first", "second", "third", "fourth"], [4, 3, 2, 1], [25, 50, 75, 100])
    layout = plot.chart_layout()
    tops = [bar.top() for bar in layout.games]
    assert tops == sorted(tops)
    assert [label.text for label in sorted(layout.labels, key=lambda la: la.rect.top())] == [
        "first",
        "second",
        "third",
        "fourth",
    ]
    assert plot.shares() == pytest.approx([40, 30, 20, 10])
    assert plot.shown_axes() == ("left", "bottom")
    assert plot.minimumHeight() == ROW_HEIGHT * 4 + 70 + LEGEND_BAND
    plot.show_groups(LONG_NAMES, [1] * 40, [0] * 40)
    assert plot.minimumHeight() == ROW_HEIGHT * 40 + 70 + LEGEND_BAND
    plot.show_groups(["one"], [1], [0])
    assert plot.minimumHeight() == ROW_HEIGHT * 3 + 70 + LEGEND_BAND


def thirty_days() -> list[datetime.date]:
    first = datetime.date(2025, 11, 20)
    return [first + datetime.timedelta(days=i) for i in range(30)]


@pytest.mark.parametrize("width", [560, 1024])
def test_date_labels_never_overlap_with_thirty_periods(qtbot, width: int) -> None:
    plot = shown(qtbot, TimePlot(None), width, 260)
    starts = thirty_days()
    plot.show_periods(starts, 1, list(range(1, 31)), [50.0] * 30)
    labels = plot.chart_layout().labels
    assert len(labels) >= 4
    for before, after in itertools.pairwise(labels):
        assert before.rect.right() <= after.rect.left(), (before.text, after.text)
    assert all(label.rect.left() >= 0 and label.rect.right() <= width for label in labels)
    texts = [label.text for label in labels]
    assert texts[0] == "11-20" and set(texts) <= {d.strftime("%m-%d") for d in starts}
    # each label stands under its own period's bars
    layout = plot.chart_layout()
    for label in labels:
        index = [d.strftime("%m-%d") for d in starts].index(label.text)
        assert (
            layout.groups[index].left() <= label.rect.center().x() <= layout.groups[index].right()
        )


def test_dates_carry_the_year_when_the_periods_span_years(qtbot, english) -> None:
    plot = shown(qtbot, TimePlot(None), 800, 260)
    plot.set_titles("Games", "Win rate (%)", "Date")
    plot.show_periods(
        [datetime.date(2025, 12, 22), datetime.date(2026, 1, 5)], 7, [3, 4], [0.0, 100.0]
    )
    assert [label.text for label in plot.chart_layout().labels] == ["2025-12-22", "2026-01-05"]
    assert plot.axis_titles()["bottom"] == "Date"
    assert plot.chart_layout().gaps, "the week without games is marked"
    plot.show_periods([datetime.date(2026, 1, 5), datetime.date(2026, 1, 12)], 7, [3, 4], [0, 0])
    assert [label.text for label in plot.chart_layout().labels] == ["01-05", "01-12"]
    assert plot.axis_titles()["bottom"] == "Date (2026)"
    assert not plot.chart_layout().gaps


@pytest.mark.parametrize("kind", ["upright", "across", "time", "never shown"])
def test_an_empty_plot_draws_its_axes(qtbot, kind: str) -> None:
    plot = TimePlot(None) if kind == "time" else GroupPlot(None, horizontal=kind == "across")
    shown(qtbot, plot, 500, 260)
    if kind == "time":
        plot.show_periods([], 7, [], [])
    elif kind != "never shown":
        plot.show_groups([], [], [])
    plot.set_titles("Games", "Win rate (%)", value="Per cent")
    img = image(plot)
    layout = plot.chart_layout()
    assert img.pixelColor(5, 5) == QColor(PAPER)
    base = int(layout.area.bottom())
    middle = int(layout.area.center().x())
    assert img.pixelColor(middle, base) == QColor(INK), "the baseline is drawn"
    assert bar_pixels(img, layout.area) == 0
    assert layout.labels == []
    assert plot.tip_at(layout.area.center()) == ""


def test_one_group_of_zeros_paints_without_a_bar(qtbot) -> None:
    for plot in (GroupPlot(None), GroupPlot(None, horizontal=True)):
        shown(qtbot, plot, 500, 260)
        plot.show_groups(["Lord"], [0], [0.0], total=0)
        img = image(plot)
        assert bar_pixels(img, plot.chart_layout().area) == 0
        assert plot.games() == [0] and plot.rates() == [0]
    time = shown(qtbot, TimePlot(None), 500, 260)
    time.show_periods([datetime.date(2025, 3, 3)], 7, [0], [0.0])
    assert bar_pixels(image(time), time.chart_layout().area) == 0


def test_the_legend_names_both_bars_above_the_plot_at_its_right(qtbot, english) -> None:
    plot = shown(qtbot, GroupPlot(None), 600, 300)
    plot.set_titles("Games", "Win rate (%)")
    plot.show_groups(ROLES, [4, 3, 2, 1], [10, 20, 30, 40])
    img = image(plot)
    layout = plot.chart_layout()
    assert plot.legend_entries() == [("Games", GAMES_COLOUR), ("Win rate (%)", RATE_COLOUR)]
    for entry, colour in zip(layout.legend, (GOLD, RED), strict=True):
        assert (
            entry.rect.bottom() <= layout.area.top() and entry.swatch.bottom() <= layout.area.top()
        )
        assert img.pixelColor(entry.swatch.center().toPoint()) == colour
    assert layout.legend[-1].rect.right() <= layout.area.right() + 1
    assert layout.legend[0].swatch.left() > layout.area.center().x(), "at the right"


def test_new_titles_are_drawn_at_once(qtbot) -> None:
    plot = shown(qtbot, GroupPlot(None), 600, 300)
    plot.show_groups(ROLES, [4, 3, 2, 1], [10, 20, 30, 40])
    plot.set_titles("Games", "Win rate (%)")
    before = image(plot)
    plot.set_titles("局数", "胜率（%）")
    assert plot.axis_titles() == {"left": "局数", "right": "胜率（%）"}
    assert plot.legend_names == ("局数", "胜率（%）")
    assert image(plot) != before


def tooltip_at(plot, point: QPointF) -> str:
    """The tooltip the plot shows when the mouse rests at ``point`` ("" for none)."""
    where = point.toPoint()
    event = QHelpEvent(QEvent.Type.ToolTip, where, plot.mapToGlobal(where))
    QApplication.sendEvent(plot, event)
    if not event.isAccepted():
        return ""
    assert QToolTip.isVisible()
    return QToolTip.text()


def test_the_tooltip_over_a_bar_names_its_group_and_its_figures(qtbot, english) -> None:
    plot = shown(qtbot, GroupPlot(None), 600, 300)
    plot.show_groups(ROLES, [4, 3, 2, 1], [25.0, 50.0, 0.0, 100.0])
    layout = plot.chart_layout()
    text = tooltip_at(plot, layout.games[1].center())
    assert "Loyalist" in text and "Games: 3" in text and "Win rate: 50.0%" in text
    assert "Rebel" in tooltip_at(plot, layout.rates[2].center() - QPointF(0, 5))
    assert tooltip_at(plot, QPointF(2, 2)) == "", "none off the groups"
    across = shown(qtbot, GroupPlot(None, horizontal=True), 600, 300)
    across.show_groups(["Identity mode (5 players)", "3v3 casual"], [3, 1], [100 / 3, 0.0])
    text = tooltip_at(across, across.chart_layout().rates[0].center())
    assert "Identity mode (5 players)" in text
    assert "Games: 3 (75.0% of all the games)" in text and "Win rate: 33.3%" in text
    time = shown(qtbot, TimePlot(None), 600, 300)
    time.show_periods([datetime.date(2025, 3, 3)], 7, [6], [50.0])
    text = tooltip_at(time, time.chart_layout().games[0].center())
    assert "2025-03-03 – 2025-03-09" in text and "Games: 6" in text and "Win rate: 50.0%" in text


def test_the_tooltips_speak_chinese(qtbot, english) -> None:
    set_language("zh")
    plot = shown(qtbot, GroupPlot(None, horizontal=True), 600, 300)
    plot.show_groups(["主公", "反贼"], [3, 1], [100 / 3, 0.0])
    text = tooltip_at(plot, plot.chart_layout().games[0].center())
    assert "主公" in text and "局数：3（占全部对局的 75.0%）" in text and "胜率：33.3%" in text
    time = shown(qtbot, TimePlot(None), 600, 300)
    time.show_periods([datetime.date(2025, 3, 3)], 1, [6], [50.0])
    text = tooltip_at(time, time.chart_layout().rates[0].center())
    assert "2025-03-03" in text and "局数：6" in text and "胜率：50.0%" in text
    upright = shown(qtbot, GroupPlot(None), 600, 300)
    upright.show_groups(["主公"], [2], [50.0])
    assert "局数：2" in tooltip_at(upright, upright.chart_layout().games[0].center())


def test_the_group_under_the_mouse_is_shaded(qtbot) -> None:
    plot = shown(qtbot, GroupPlot(None), 600, 300)
    plot.show_groups(ROLES, [4, 3, 2, 1], [10, 20, 30, 40])
    layout = plot.chart_layout()
    band = layout.groups[2]
    corner = QPoint(int(band.left()) + 2, int(layout.area.top()) + 2)
    assert image(plot).pixelColor(corner) == QColor(PAPER)
    qtbot.mouseMove(plot, band.center().toPoint())
    qtbot.waitUntil(lambda: plot.hovered == 2)
    assert image(plot).pixelColor(corner) != QColor(PAPER)
