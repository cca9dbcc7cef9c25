"""The statistics page's plots: games and win rate per group (mode, role, hero) and per
period, as bars, with a legend naming them. Plain widgets painted with QPainter; no plotting
library (pyqtgraph brought numpy and OpenBLAS, a quarter of the bundle, for two kinds of bar
chart).

Each plot keeps the bars it draws (``games_bars``, ``rate_bars``, rectangles in the plot's
units) and lays them out in pixels for its size (:meth:`chart_layout`); the paint draws
that layout and nothing else, and what is drawn is read back from the bars. Upright, games
are counted on the left axis, the win rate (0–100 %) on the right one; across (many long
names), one axis in per cent holds each group's share of the games and its win rate.
"""

from __future__ import annotations

import bisect
import datetime
import html
import itertools
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QHelpEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QResizeEvent,
)
from PySide6.QtWidgets import QToolTip, QWidget

# The colours of the cards (ui/painting.py): ink on paper, the seal red and gold.
PAPER = "#fffaf0"
INK = "#2a1c10"
GAMES_COLOUR = "#d9b45a"
GAMES_TEXT = "#7a5c14"  # the games axis, in a darker gold that reads on the paper
RATE_COLOUR = "#b3171c"
HEADROOM = 1.08  # the value axes go this much beyond the highest bar
GRID_ALPHA = 0.25
HOVER_ALPHA = 0.07  # the shade behind the group under the mouse
BAR = 0.38  # the width of one bar; a group's two bars stand side by side
ROW_HEIGHT = 26  # the height a hero's row takes in the horizontal plot
LEGEND_BAND = 22  # the band above a plot that holds its legend
SECONDS_PER_DAY = 86_400
PAD = 6  # between the widget's edges and what it draws
GAP = 4  # between a label and what it names
TICK = 4  # the length of a tick mark
LABEL_GAP = 8  # the least room between two category labels
MIN_BAR_PX = 2  # a bar is drawn at least this wide (periods over a long time)
MAX_BAR_PX = 56  # an upright bar is drawn at most this wide (few groups, a wide window)
MAX_BAR_THICKNESS = 22  # and a bar across at most this thick
MIN_OUTLINED_PX = 5  # a thinner bar has no outline (it would be all ink)
MIN_AREA_PX = 40  # the bars' area never gets narrower than this
SWATCH = QSize(12, 10)  # a legend's sample of a colour
FONT_SCALE = 0.9
MIN_POINTS = 7.0


class Bars:
    """A set of bars of one colour, as plain rectangles in the plot's units (x, y, width,
    height; across, x holds the value and y the row)."""

    def __init__(self, colour: str) -> None:
        self.rects: list[QRectF] = []
        self.colour = QColor(colour)

    def set_bars(self, rects: Sequence[QRectF]) -> None:
        """Draw ``rects`` instead."""
        self.rects = [QRectF(rect) for rect in rects]

    def lengths(self, across: bool) -> list[float]:
        """The bars' heights (their widths when they lie ``across``)."""
        return [rect.width() if across else rect.height() for rect in self.rects]

    def middles(self) -> list[float]:
        """Where the bars stand: the middle of each along the x axis."""
        return [rect.center().x() for rect in self.rects]


@dataclass
class Tick:
    """A value on an axis, where it is in pixels (y upright, x across) and its text."""

    value: float
    at: float
    text: str


@dataclass
class Label:
    """A text drawn in a box (in pixels), aligned in it by ``align``."""

    text: str
    rect: QRectF
    align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter


@dataclass
class Title:
    """An axis' title: its text, the middle of where it is drawn, its turn in degrees
    (-90: reads upwards) and its colour."""

    text: str
    centre: QPointF
    angle: int
    colour: QColor


@dataclass
class LegendEntry:
    """One set of bars in the legend: its name and colour, the swatch and the name's box."""

    name: str
    colour: QColor
    swatch: QRectF
    rect: QRectF


@dataclass
class ChartLayout:
    """Everything a plot paints, in pixels, for one size: the area of the bars (``names``:
    across, the column of the groups' names left of it), the two sets of bars, each group's
    band (under the mouse it is shaded and has a tooltip), the ticks per value axis, the
    category labels drawn (thinned out where they would overlap), the titles per axis and
    the legend. ``gaps``: where a gap in time is marked (x); ``axes``: the sides an axis is
    drawn on."""

    area: QRectF
    names: QRectF = field(default_factory=QRectF)
    games: list[QRectF] = field(default_factory=list)
    rates: list[QRectF] = field(default_factory=list)
    groups: list[QRectF] = field(default_factory=list)
    gaps: list[float] = field(default_factory=list)
    ticks: dict[str, list[Tick]] = field(default_factory=dict)
    labels: list[Label] = field(default_factory=list)
    titles: dict[str, Title] = field(default_factory=dict)
    legend: list[LegendEntry] = field(default_factory=list)
    axes: tuple[str, ...] = ()


def nice_step(span: float, count: int) -> int:
    """The smallest step of 1, 2 or 5 × 10ⁿ (a whole number) that cuts ``span`` into at
    most ``count`` parts."""
    wanted = span / max(count, 1)
    power = 1
    while True:
        for mantissa in (1, 2, 5):
            if mantissa * power >= wanted:
                return mantissa * power
        power *= 10


def slot_mapping(
    spans: Sequence[tuple[float, float]], start: float, size: float
) -> Callable[[float], float]:
    """The map from the plot's units to pixels along the category axis: the groups'
    ``spans`` side by side, each an equal slot of the ``size`` pixels from ``start``."""
    slot = size / max(len(spans), 1)
    lows = [low for low, _ in spans]  # in order

    def at(x: float) -> float:
        index = bisect.bisect_right(lows, x) - 1
        if index < 0:
            return start
        low, high = spans[index]
        return start + (index + min((x - low) / (high - low), 1.0)) * slot

    return at


def per_cent_step(count: int) -> int:
    """The smallest of the steps 10, 20, 25, 50 and 100 that cuts 0–100 % into at most
    ``count`` parts."""
    return next(step for step in (10, 20, 25, 50, 100) if 100 / step <= count)


def tick_values(top: float, step: int) -> list[int]:
    """0 and each multiple of ``step`` up to ``top``."""
    return list(range(0, int(top) + 1, step))


def thin_out(labels: list[Label], across: bool = False) -> list[Label]:
    """The labels, first to last, leaving out each that would come too close to the one
    before it (along x, or along y ``across``)."""
    kept: list[Label] = []
    for label in labels:
        if kept:
            last = kept[-1].rect
            if across and label.rect.top() < last.bottom() + 1:
                continue
            if not across and label.rect.left() < last.right() + LABEL_GAP:
                continue
        kept.append(label)
    return kept


class _ValuePlot(QWidget):
    """A plot of two sets of bars, games and the win rate, with a legend naming them above
    the plot. Upright (``horizontal`` False), games are counted on the left axis and the win
    rate (0–100 %) on the right one, both from 0 at the same baseline. Across
    (``horizontal``), there is one value axis, in per cent, at the bottom: the share of the
    games and the win rate."""

    def __init__(self, parent: QWidget | None, horizontal: bool) -> None:
        super().__init__(parent)
        self.horizontal = horizontal
        self.games_bars = Bars(GAMES_COLOUR)
        self.rate_bars = Bars(RATE_COLOUR)
        self.legend_names: tuple[str, str] = ("", "")
        self.titles = {"games": "", "rate": "", "category": "", "value": ""}
        self.hovered: int | None = None  # the group under the mouse
        self._layout: ChartLayout | None = None
        self._laid_out_for = QSize()
        self.setMouseTracking(True)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)

    # ---------------------------------------------------------------- what subclasses give
    def _games_top(self) -> float:
        """Upright: the highest bar on the games axis (in games)."""
        return max((rect.height() for rect in self.games_bars.rects), default=0.0)

    def _category_labels(self) -> list[tuple[float, str]]:
        """Where each category label goes (in the plot's units) and its text."""
        raise NotImplementedError

    def _group_spans(self) -> list[tuple[float, float]]:
        """Each group's stretch of the category axis, in the plot's units: each gets an
        equal slot of the axis, in order."""
        raise NotImplementedError

    def _gaps(self) -> list[int]:
        """The groups followed by a gap (periods without games): a mark is drawn there."""
        return []

    def _category_title(self) -> str:
        return self.titles["category"]

    def _tip(self, index: int) -> str:
        """The tooltip of group ``index`` (rich text)."""
        raise NotImplementedError

    # ---------------------------------------------------------------- the public face
    def set_titles(self, games: str, rate: str, category: str = "", value: str = "") -> None:
        """The names of the games' bars and of the win rate's bars (in the legend, and on
        their axes when upright), of the category axis, and of the one value axis of a
        plot across (``value``), in the current language."""
        self.titles = {"games": games, "rate": rate, "category": category, "value": value}
        self.legend_names = (games, rate)
        self._changed()

    def chart_layout(self) -> ChartLayout:
        """Where everything is drawn at the plot's current size."""
        if self._layout is None or self._laid_out_for != self.size():
            self._layout = self._lay_out()
            self._laid_out_for = self.size()
        return self._layout

    def axis_titles(self) -> dict[str, str]:
        """The titles drawn, by the side of their axis ("left", "right", "bottom")."""
        return {side: title.text for side, title in self.chart_layout().titles.items()}

    def shown_axes(self) -> tuple[str, ...]:
        """The sides an axis is drawn on (never the top: the legend is there)."""
        return self.chart_layout().axes

    def legend_entries(self) -> list[tuple[str, str]]:
        """The legend as drawn: each set of bars' name and colour (``#rrggbb``)."""
        return [(entry.name, entry.colour.name()) for entry in self.chart_layout().legend]

    def group_at(self, point: QPointF) -> int | None:
        """The group whose band holds ``point`` (in the widget's pixels), if any."""
        for index, band in enumerate(self.chart_layout().groups):
            if band.contains(point):
                return index
        return None

    def tip_at(self, point: QPointF) -> str:
        """The tooltip at ``point``: the group's name, games and win rate ("" off the
        groups)."""
        index = self.group_at(point)
        return "" if index is None else self._tip(index)

    def tick_font(self) -> QFont:
        """The plot's font: a little smaller than the widget's, never below 7 pt."""
        font = QFont(self.font())
        if font.pointSizeF() > 0:
            font.setPointSizeF(max(font.pointSizeF() * FONT_SCALE, MIN_POINTS))
        elif font.pixelSize() > 0:
            font.setPixelSize(max(round(font.pixelSize() * FONT_SCALE), 9))
        return font

    def _changed(self) -> None:
        """The bars, names or titles changed: lay out again and repaint."""
        self._layout = None
        self.hovered = None
        self.updateGeometry()
        self.update()

    # ---------------------------------------------------------------- laying out
    def _lay_out(self) -> ChartLayout:
        metrics = QFontMetricsF(self.tick_font())
        return self._lay_out_across(metrics) if self.horizontal else self._lay_out_up(metrics)

    def _legend(self, metrics: QFontMetricsF, right: float) -> list[LegendEntry]:
        """The legend, in the band above the plot, ending at ``right``."""
        names = [name for name in self.legend_names if name]
        if not names:
            return []
        colours = [self.games_bars.colour, self.rate_bars.colour]
        widths = [SWATCH.width() + GAP + metrics.horizontalAdvance(name) for name in names]
        x = max(PAD, right - sum(widths) - 3 * GAP * (len(names) - 1))
        band = self._band(metrics)
        middle = band / 2
        entries = []
        for name, colour, width in zip(names, colours, widths, strict=False):
            swatch = QRectF(
                x, middle - SWATCH.height() / 2, SWATCH.width(), SWATCH.height()
            ).toAlignedRect()
            text = QRectF(
                x + SWATCH.width() + GAP,
                middle - metrics.height() / 2,
                metrics.horizontalAdvance(name) + 1,
                metrics.height(),
            )
            entries.append(LegendEntry(name, colour, QRectF(swatch), text))
            x += width + 3 * GAP
        return entries

    def _band(self, metrics: QFontMetricsF) -> float:
        return max(LEGEND_BAND, metrics.height() + GAP)

    def _lay_out_up(self, metrics: QFontMetricsF) -> ChartLayout:
        width, height = self.width(), self.height()
        line = metrics.height()
        category_title = self._category_title()
        top = self._band(metrics)
        below = TICK + max(GAP, line / 2 + 1) + line  # tick marks, the labels
        if category_title:
            below += GAP + line
        bottom = max(height - PAD - below, top + 1)
        area_height = bottom - top
        count = max(2, int(area_height // (line * 1.8)))
        games_top = max(self._games_top(), 1.0) * HEADROOM
        games_ticks = tick_values(games_top, nice_step(games_top, count))
        rate_top = 100 * HEADROOM
        rate_ticks = tick_values(100, per_cent_step(count))
        games_texts = [str(value) for value in games_ticks]
        rate_texts = [str(value) for value in rate_ticks]
        left_labels = max(metrics.horizontalAdvance(text) for text in games_texts)
        right_labels = max(metrics.horizontalAdvance(text) for text in rate_texts)
        left = PAD + left_labels + GAP + TICK
        right = width - PAD - right_labels - GAP - TICK
        if self.titles["games"]:
            left += line + GAP
        if self.titles["rate"]:
            right -= line + GAP
        area = QRectF(
            round(left), round(top), max(round(right - left), MIN_AREA_PX), round(area_height)
        )
        base = area.bottom()
        spans = self._group_spans()
        x_at = slot_mapping(spans, area.left(), area.width())

        def y_at(value: float, value_top: float) -> float:
            return base - value / value_top * area.height()

        def bars(rects: list[QRectF], value_top: float, leftwards: bool) -> list[QRectF]:
            drawn = []
            for rect in rects:
                x0, x1 = round(x_at(rect.left())), round(x_at(rect.right()))
                # no thinner than a line, no wider than a bar looks; the side at the
                # group's middle stays
                wide = min(max(x1 - x0, MIN_BAR_PX), MAX_BAR_PX)
                x0, x1 = (x1 - wide, x1) if leftwards else (x0, x0 + wide)
                y = round(y_at(rect.bottom(), value_top))  # the top, in data units upwards
                drawn.append(QRectF(x0, y, x1 - x0, base - y))
            return drawn

        layout = ChartLayout(area=area, axes=("left", "right", "bottom"))
        layout.games = bars(self.games_bars.rects, games_top, True)
        layout.rates = bars(self.rate_bars.rects, rate_top, False)
        layout.ticks = {
            "left": [
                Tick(v, round(y_at(v, games_top)), t)
                for v, t in zip(games_ticks, games_texts, strict=True)
            ],
            "right": [
                Tick(v, round(y_at(v, rate_top)), t)
                for v, t in zip(rate_ticks, rate_texts, strict=True)
            ],
        }
        for start, end in spans:
            x0, x1 = x_at(start), x_at(end)
            layout.groups.append(QRectF(x0, area.top(), x1 - x0, area.height()))
        layout.gaps = [round(x_at(spans[i][1])) for i in self._gaps()]
        label_top = base + TICK + max(GAP, line / 2 + 1)
        labels = []
        for at, text in self._category_labels():
            text_width = metrics.horizontalAdvance(text) + 1
            x = x_at(at) - text_width / 2
            x = min(max(x, PAD), width - PAD - text_width)
            labels.append(Label(text, QRectF(x, label_top, text_width, line)))
        layout.labels = thin_out(labels)
        middle_y = area.center().y()
        if self.titles["games"]:
            text = metrics.elidedText(self.titles["games"], Qt.TextElideMode.ElideRight, height)
            centre = QPointF(PAD + line / 2, middle_y)
            layout.titles["left"] = Title(text, centre, -90, QColor(GAMES_TEXT))
        if self.titles["rate"]:
            text = metrics.elidedText(self.titles["rate"], Qt.TextElideMode.ElideRight, height)
            centre = QPointF(width - PAD - line / 2, middle_y)
            layout.titles["right"] = Title(text, centre, 90, QColor(RATE_COLOUR))
        if category_title:
            centre = QPointF(area.center().x(), label_top + line + GAP + line / 2)
            layout.titles["bottom"] = Title(category_title, centre, 0, QColor(INK))
        layout.legend = self._legend(metrics, area.right())
        return layout

    def _lay_out_across(self, metrics: QFontMetricsF) -> ChartLayout:
        width, height = self.width(), self.height()
        line = metrics.height()
        top = self._band(metrics)
        below = TICK + GAP + line
        if self.titles["value"]:
            below += GAP + line
        bottom = max(height - PAD - below, top + 1)
        names = self._category_labels()
        names_width = max((metrics.horizontalAdvance(text) + 1 for _, text in names), default=0)
        left = PAD + names_width + 2 * GAP
        if self.titles["category"]:
            left += line + GAP
        hundred = metrics.horizontalAdvance("100")
        right = width - PAD - hundred / 2
        area = QRectF(
            round(left), round(top), max(round(right - left), MIN_AREA_PX), round(bottom - top)
        )
        count = max(2, int(area.width() // (hundred + 3 * line)))
        value_top = 100 * HEADROOM
        values = tick_values(100, per_cent_step(count))
        spans = self._group_spans()
        y_at = slot_mapping(spans, area.top(), area.height())

        def x_at(value: float) -> float:
            return area.left() + value / value_top * area.width()

        def bars(rects: list[QRectF], upwards: bool) -> list[QRectF]:
            drawn = []
            for rect in rects:
                y0, y1 = round(y_at(rect.top())), round(y_at(rect.bottom()))
                thick = min(max(y1 - y0, 1), MAX_BAR_THICKNESS)  # the side at the middle stays
                y0, y1 = (y1 - thick, y1) if upwards else (y0, y0 + thick)
                x1 = round(x_at(rect.width()))
                drawn.append(QRectF(area.left(), y0, x1 - area.left(), y1 - y0))
            return drawn

        layout = ChartLayout(area=area, axes=("left", "bottom"))
        layout.names = QRectF(area.left() - 2 * GAP - names_width, top, names_width, area.height())
        layout.games = bars(self.games_bars.rects, True)
        layout.rates = bars(self.rate_bars.rects, False)
        layout.ticks = {"bottom": [Tick(v, round(x_at(v)), str(v)) for v in values]}
        for start, end in spans:
            y0, y1 = y_at(start), y_at(end)
            layout.groups.append(QRectF(PAD, y0, area.right() - PAD, y1 - y0))
        labels = [
            Label(
                text,
                QRectF(layout.names.left(), y_at(at) - line / 2, names_width, line),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
            )
            for at, text in names
        ]
        layout.labels = thin_out(labels, across=True)
        if self.titles["category"]:
            centre = QPointF(PAD + line / 2, area.center().y())
            layout.titles["left"] = Title(self.titles["category"], centre, -90, QColor(INK))
        if self.titles["value"]:
            centre = QPointF(area.center().x(), area.bottom() + TICK + GAP + line + GAP + line / 2)
            layout.titles["bottom"] = Title(self.titles["value"], centre, 0, QColor(INK))
        layout.legend = self._legend(metrics, area.right())
        return layout

    # ---------------------------------------------------------------- painting
    def paintEvent(self, event: QPaintEvent) -> None:
        layout = self.chart_layout()
        painter = QPainter(self)
        try:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
            painter.setFont(self.tick_font())
            painter.fillRect(self.rect(), QColor(PAPER))
            self._paint(painter, layout)
        finally:
            painter.end()

    def _paint(self, painter: QPainter, layout: ChartLayout) -> None:
        area = layout.area
        ink = QColor(INK)
        if self.hovered is not None and self.hovered < len(layout.groups):
            shade = QColor(ink)
            shade.setAlphaF(HOVER_ALPHA)
            painter.fillRect(layout.groups[self.hovered], shade)
        grid = QColor(ink)
        grid.setAlphaF(GRID_ALPHA)
        painter.setPen(QPen(grid, 1))
        value_ticks = layout.ticks["bottom" if self.horizontal else "left"]
        for tick in value_ticks[1:]:  # the 0 is the axis itself
            if self.horizontal:
                painter.drawLine(
                    QPointF(tick.at + 0.5, area.top()), QPointF(tick.at + 0.5, area.bottom())
                )
            else:
                painter.drawLine(
                    QPointF(area.left(), tick.at + 0.5), QPointF(area.right(), tick.at + 0.5)
                )
        gap_pen = QPen(grid, 1, Qt.PenStyle.DashLine)
        painter.setPen(gap_pen)
        for x in layout.gaps:
            painter.drawLine(QPointF(x + 0.5, area.top()), QPointF(x + 0.5, area.bottom()))
        for rects, bars in ((layout.games, self.games_bars), (layout.rates, self.rate_bars)):
            for rect in rects:
                if rect.width() <= 0 or rect.height() <= 0:
                    continue
                painter.fillRect(rect, bars.colour)
                if min(rect.width(), rect.height()) >= MIN_OUTLINED_PX:  # else only ink
                    painter.setPen(QPen(ink, 1))
                    painter.setBrush(Qt.BrushStyle.NoBrush)
                    painter.drawRect(rect.adjusted(0.5, 0.5, -0.5, -0.5))
        if self.horizontal:
            self._paint_axes_across(painter, layout)
        else:
            self._paint_axes_up(painter, layout)
        painter.setPen(ink)
        for label in layout.labels:
            painter.drawText(label.rect, label.align, label.text)
        for title in layout.titles.values():
            painter.save()
            painter.setPen(title.colour)
            painter.translate(title.centre)
            painter.rotate(title.angle)
            metrics = painter.fontMetrics()
            text_width = metrics.horizontalAdvance(title.text) + 2
            box = QRectF(-text_width / 2, -metrics.height() / 2, text_width, metrics.height())
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, title.text)
            painter.restore()
        for entry in layout.legend:
            painter.fillRect(entry.swatch, entry.colour)
            painter.setPen(QPen(ink, 1))
            painter.drawRect(entry.swatch.adjusted(0.5, 0.5, -0.5, -0.5))
            painter.drawText(entry.rect, Qt.AlignmentFlag.AlignVCenter, entry.name)

    def _paint_axes_up(self, painter: QPainter, layout: ChartLayout) -> None:
        area = layout.area
        line = painter.fontMetrics().height()
        for side, colour in (("left", QColor(GAMES_TEXT)), ("right", QColor(RATE_COLOUR))):
            x = area.left() - 0.5 if side == "left" else area.right() + 0.5
            outwards = -TICK if side == "left" else TICK
            painter.setPen(QPen(colour, 1))
            painter.drawLine(QPointF(x, area.top()), QPointF(x, area.bottom()))
            for tick in layout.ticks[side]:
                y = tick.at + 0.5
                painter.drawLine(QPointF(x, y), QPointF(x + outwards, y))
                box_x = x + outwards - GAP - 200 if side == "left" else x + outwards + GAP
                align = (
                    Qt.AlignmentFlag.AlignRight if side == "left" else Qt.AlignmentFlag.AlignLeft
                )
                painter.drawText(
                    QRectF(box_x, tick.at - line / 2, 200, line),
                    align | Qt.AlignmentFlag.AlignVCenter,
                    tick.text,
                )
        painter.setPen(QPen(QColor(INK), 1))
        base = area.bottom() + 0.5
        painter.drawLine(QPointF(area.left() - 0.5, base), QPointF(area.right() + 0.5, base))

    def _paint_axes_across(self, painter: QPainter, layout: ChartLayout) -> None:
        area = layout.area
        line = painter.fontMetrics().height()
        painter.setPen(QPen(QColor(INK), 1))
        base = area.bottom() + 0.5
        painter.drawLine(QPointF(area.left() - 0.5, area.top()), QPointF(area.left() - 0.5, base))
        painter.drawLine(QPointF(area.left() - 0.5, base), QPointF(area.right(), base))
        for tick in layout.ticks["bottom"]:
            x = tick.at + 0.5
            painter.drawLine(QPointF(x, base), QPointF(x, base + TICK))
            painter.drawText(
                QRectF(x - 50, base + TICK + GAP / 2, 100, line),
                Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
                tick.text,
            )

    # ---------------------------------------------------------------- Qt
    def sizeHint(self) -> QSize:
        return QSize(480, max(self.minimumHeight(), 200))

    def minimumSizeHint(self) -> QSize:
        if not self.horizontal:
            return QSize(240, 160)
        metrics = QFontMetricsF(self.tick_font())
        names = self._category_labels()
        widest = max((metrics.horizontalAdvance(text) + 1 for _, text in names), default=0)
        return QSize(round(PAD * 2 + widest + 2 * GAP + 4 * MIN_AREA_PX), 160)

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._layout = None
        super().resizeEvent(event)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.FontChange:
            self._changed()
        super().changeEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        hovered = self.group_at(event.position())
        if hovered != self.hovered:
            self.hovered = hovered
            self.update()
        super().mouseMoveEvent(event)

    def leaveEvent(self, event: QEvent) -> None:
        if self.hovered is not None:
            self.hovered = None
            self.update()
        super().leaveEvent(event)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            text = self.tip_at(QPointF(event.pos()))
            if text:
                QToolTip.showText(event.globalPos(), text, self)
            else:
                QToolTip.hideText()
                event.ignore()
            return True
        return super().event(event)


class GroupPlot(_ValuePlot):
    """Games and win rate per group (modes, roles, heroes), as two bars per group:
    upright, games and win rate each on its axis, or across (``horizontal``, the first
    group at the top, for many names), each group's share of the games and its win rate
    on one axis in per cent."""

    def __init__(self, parent: QWidget | None, horizontal: bool = False) -> None:
        super().__init__(parent, horizontal)
        self.labels: list[str] = []
        self.total = 0  # the games the shares are of (across)

    def show_groups(
        self,
        labels: Sequence[str],
        games: Sequence[int],
        rates: Sequence[float],
        total: int | None = None,
    ) -> None:
        """Draw one group per label: its games and its win rate in % (0–100); across, its
        games as a share of ``total`` games (by default the groups' own)."""
        self.labels = list(labels)
        where = list(range(len(labels)))
        games_at = [i - BAR / 2 for i in where]
        rates_at = [i + BAR / 2 for i in where]
        if self.horizontal:
            self.total = max(total if total is not None else sum(games), 1)
            shares = [100 * n / self.total for n in games]
            self.games_bars.set_bars(
                [QRectF(0, at - BAR / 2, n, BAR) for at, n in zip(games_at, shares, strict=True)]
            )
            self.rate_bars.set_bars(
                [QRectF(0, at - BAR / 2, r, BAR) for at, r in zip(rates_at, rates, strict=True)]
            )
            self.setMinimumHeight(ROW_HEIGHT * max(len(labels), 3) + 70 + LEGEND_BAND)
        else:
            self.games_bars.set_bars(
                [QRectF(at - BAR / 2, 0, BAR, n) for at, n in zip(games_at, games, strict=True)]
            )
            self.rate_bars.set_bars(
                [QRectF(at - BAR / 2, 0, BAR, r) for at, r in zip(rates_at, rates, strict=True)]
            )
        self._changed()

    def games(self) -> list[float]:
        """The games drawn, group by group (read from the bars: across, from the shares)."""
        lengths = self.games_bars.lengths(self.horizontal)
        if self.horizontal:
            return [round(share * self.total / 100) for share in lengths]
        return lengths

    def shares(self) -> list[float]:
        """Across: each group's share of the games drawn, in %."""
        return self.games_bars.lengths(True) if self.horizontal else []

    def rates(self) -> list[float]:
        """The win rates drawn, in %, group by group (read from the bars)."""
        return self.rate_bars.lengths(self.horizontal)

    def _category_labels(self) -> list[tuple[float, str]]:
        return [(float(i), label) for i, label in enumerate(self.labels)]

    def _group_spans(self) -> list[tuple[float, float]]:
        return [(i - 0.5, i + 0.5) for i in range(len(self.labels))]

    def _tip(self, index: int) -> str:
        games = round(self.games()[index])
        if self.horizontal:
            games_line = (
                self.tr("Games: %1 (%2 of all the games)")
                .replace("%1", str(games))
                .replace("%2", f"{self.shares()[index]:.1f}%")
            )
        else:
            games_line = self.tr("Games: %1").replace("%1", str(games))
        rate_line = self.tr("Win rate: %1").replace("%1", f"{self.rates()[index]:.1f}%")
        return f"<b>{html.escape(self.labels[index])}</b><br>{games_line}<br>{rate_line}"


class TimePlot(_ValuePlot):
    """Games and win rate per period, two bars in each period, labelled with its first
    day. Only periods with games are listed (:attr:`Stats.over_time`): each gets an equal
    slot, so that a few weeks of play months apart stay readable, and a dashed line marks
    where periods without games are left out. The bars are kept in seconds since 1970,
    within their period."""

    def __init__(self, parent: QWidget | None) -> None:
        super().__init__(parent, False)
        self.starts: list[datetime.date] = []
        self.days = 7

    def show_periods(
        self,
        starts: Sequence[datetime.date],
        days: int,
        games: Sequence[int],
        rates: Sequence[float],
    ) -> None:
        """Draw the periods beginning on ``starts``, ``days`` long: their games and their
        win rates in %, each period's bars within it (from the local midnight of its first
        day)."""
        self.starts = list(starts)
        self.days = days
        length = days * SECONDS_PER_DAY
        width = length * BAR
        begins = [timestamp(start) for start in starts]
        self.games_bars.set_bars(
            [
                QRectF(t + length / 2 - width, 0, width, n)
                for t, n in zip(begins, games, strict=True)
            ]
        )
        self.rate_bars.set_bars(
            [QRectF(t + length / 2, 0, width, r) for t, r in zip(begins, rates, strict=True)]
        )
        self._changed()

    def games(self) -> list[float]:
        """The games drawn, period by period (read from the bars)."""
        return self.games_bars.lengths(False)

    def rates(self) -> list[float]:
        """The win rates drawn, in %, period by period (read from the bars)."""
        return self.rate_bars.lengths(False)

    def times(self) -> list[float]:
        """Where each period's games are drawn: the middle of the bar, in seconds since
        1970."""
        return self.games_bars.middles()

    def _length(self) -> float:
        return self.days * SECONDS_PER_DAY

    def _gaps(self) -> list[int]:
        step = datetime.timedelta(days=self.days)
        return [i for i, (a, b) in enumerate(itertools.pairwise(self.starts)) if b - a > step]

    def _one_year(self) -> int | None:
        """The year of every period, when they all begin in the same one."""
        years = {start.year for start in self.starts}
        return years.pop() if len(years) == 1 else None

    def _category_labels(self) -> list[tuple[float, str]]:
        short = self._one_year() is not None
        return [
            (
                timestamp(start) + self._length() / 2,
                start.strftime("%m-%d") if short else start.isoformat(),
            )
            for start in self.starts
        ]

    def _category_title(self) -> str:
        title = self.titles["category"]
        year = self._one_year()
        return f"{title} ({year})" if title and year is not None else title

    def _group_spans(self) -> list[tuple[float, float]]:
        return [(timestamp(start), timestamp(start) + self._length()) for start in self.starts]

    def _tip(self, index: int) -> str:
        start = self.starts[index]
        name = start.isoformat()
        if self.days > 1:
            last = start + datetime.timedelta(days=self.days - 1)
            name += f" – {last.isoformat()}"
        games_line = self.tr("Games: %1").replace("%1", str(round(self.games()[index])))
        rate_line = self.tr("Win rate: %1").replace("%1", f"{self.rates()[index]:.1f}%")
        return f"<b>{html.escape(name)}</b><br>{games_line}<br>{rate_line}"


def timestamp(day: datetime.date) -> float:
    """The local midnight that begins ``day``, in seconds since 1970."""
    return datetime.datetime.combine(day, datetime.time()).timestamp()
