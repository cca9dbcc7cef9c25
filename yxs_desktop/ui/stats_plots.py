"""The statistics page's plots, drawn with pyqtgraph: games and win rate per group (mode,
role, hero) and per period, as bars, with a legend naming them. Only the statistics page
imports this module, when it is first shown, so that starting the program does not pay
for pyqtgraph and numpy (about 0.3 s).

Each plot keeps the bars it draws (``games_bars``, ``rate_bars``) so that what is drawn can
be read back. Upright, games are counted on one axis, the win rate (0–100 %) on the other;
across (many long names), one axis in per cent holds each group's share of the games and
its win rate.
"""

from __future__ import annotations

import datetime
import html
import os
from collections.abc import Sequence

from PySide6.QtCore import QRectF
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetrics, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

# pyqtgraph picks the first Qt binding it finds; it must never load another one
os.environ.setdefault("PYQTGRAPH_QT_LIB", "PySide6")
import pyqtgraph as pg

# The colours of the cards (ui/painting.py): ink on paper, the seal red and gold.
PAPER = "#fffaf0"
INK = "#2a1c10"
GAMES_COLOUR = "#d9b45a"
GAMES_TEXT = "#7a5c14"  # the games axis, in a darker gold that reads on the paper
RATE_COLOUR = "#b3171c"
HEADROOM = 1.08  # the value axes go this much beyond the highest bar
GRID_ALPHA = 0.25
BAR = 0.38  # the width of one bar; a group's two bars stand side by side
ROW_HEIGHT = 26  # the height a hero's row takes in the horizontal plot
LEGEND_BAND = 22  # the band above a plot that holds its legend
SECONDS_PER_DAY = 86_400

pg.setConfigOptions(antialias=True, background=PAPER, foreground=INK)


class Bars(QGraphicsObject):
    """Bars in a plot's view box, as plain rectangles in the plot's coordinates. Not
    pyqtgraph's BarGraphItem: it hands the painter a pointer into numpy memory, and under
    PySide6 6.11 that crashed now and then (a garbage collection during a paint)."""

    def __init__(self, colour: str) -> None:
        super().__init__()
        self.rects: list[QRectF] = []
        self.brush = QBrush(QColor(colour))
        self.pen = QPen(QColor(INK), 0)  # cosmetic: one pixel at any scale

    def set_bars(self, rects: Sequence[QRectF]) -> None:
        """Draw ``rects`` (x, y, width, height in the plot's units) instead."""
        self.prepareGeometryChange()
        self.rects = list(rects)
        self.update()

    def boundingRect(self) -> QRectF:
        bounds = QRectF()
        for rect in self.rects:
            bounds = bounds.united(rect)
        return bounds

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setPen(self.pen)
        painter.setBrush(self.brush)
        for rect in self.rects:
            painter.drawRect(rect)

    def lengths(self, across: bool) -> list[float]:
        """The bars' heights (their widths when they lie ``across``)."""
        return [rect.width() if across else rect.height() for rect in self.rects]

    def middles(self) -> list[float]:
        """Where the bars stand: the middle of each along the x axis."""
        return [rect.center().x() for rect in self.rects]


class _Swatch(pg.ItemSample):
    """A legend's sample of a set of :class:`Bars`: a square of their colour. A click on
    it does nothing (pyqtgraph's would hide the bars)."""

    def __init__(self, bars: Bars) -> None:
        super().__init__(bars)
        self.bars = bars

    def paint(self, p: QPainter, *args: object) -> None:
        p.setPen(self.bars.pen)
        p.setBrush(self.bars.brush)
        p.drawRect(QRectF(3, 5, 14, 12))

    def mouseClickEvent(self, event: object) -> None:
        return


class _ValuePlot(pg.PlotWidget):
    """A plot of two sets of bars, games and the win rate, with a legend naming them
    above the plot. Upright (``horizontal`` False), games are counted on the left axis and
    the win rate (0–100 %) on the right one, a second view box over the first that shares
    the category (or time) axis. Across (``horizontal``), there is one value axis, in per
    cent, at the bottom: the share of the games and the win rate."""

    def __init__(self, parent: QWidget, horizontal: bool, axis: pg.AxisItem | None = None):
        games_side, rate_side, category_side = (
            ("bottom", "bottom", "left") if horizontal else ("left", "right", "bottom")
        )
        axes = {category_side: axis} if axis is not None else {}
        super().__init__(parent, axisItems=axes)
        self.horizontal = horizontal
        item = self.getPlotItem()
        item.setMenuEnabled(False)
        item.hideButtons()
        # no zoom nor pan: the plot then leaves the wheel to the page, which scrolls
        item.setMouseEnabled(x=False, y=False)
        item.showGrid(x=horizontal, y=not horizontal, alpha=GRID_ALPHA)
        self.games_axis = item.getAxis(games_side)
        self.rate_axis = item.getAxis(rate_side)
        self.category_axis = item.getAxis(category_side)
        self.tick_font = QFont()
        self.tick_font.setPointSizeF(max(self.tick_font.pointSizeF() * 0.9, 7.0))
        for side in {games_side, rate_side, category_side}:
            item.getAxis(side).setTickFont(self.tick_font)
        self.games_bars = Bars(GAMES_COLOUR)
        self.rate_bars = Bars(RATE_COLOUR)
        self.addItem(self.games_bars)
        if horizontal:
            self.rate_view = item.getViewBox()  # one view box, in per cent
            self.addItem(self.rate_bars)
        else:
            item.showAxis(rate_side)
            self.rate_view = pg.ViewBox(enableMouse=False)
            item.scene().addItem(self.rate_view)
            self.rate_axis.linkToView(self.rate_view)
            # both value axes start at 0 at the same place (no padding), the rate up to 100 %
            self.rate_view.setXLink(item.getViewBox())
            self.rate_view.setYRange(0, 100 * HEADROOM, padding=0)
            self.rate_view.setMouseEnabled(x=False, y=False)
            self.rate_view.addItem(self.rate_bars)
            item.getViewBox().sigResized.connect(self._fit_rate_view)
            self.rate_axis.setTextPen(pg.mkPen(RATE_COLOUR))
            self.games_axis.setTextPen(pg.mkPen(GAMES_TEXT))
        # the legend, in a band of its own above the plot (never over a bar)
        item.setContentsMargins(4, LEGEND_BAND, 4, 4)
        self.legend = pg.LegendItem(
            colCount=2,
            labelTextColor=INK,
            frame=False,
            labelTextSize=f"{self.tick_font.pointSizeF():g}pt",
        )
        self.legend.setParentItem(item)
        self.legend.anchor(itemPos=(1, 0), parentPos=(1, 0), offset=(-8, 0))
        self.legend_names: tuple[str, str] = ("", "")

    def _fit_rate_view(self) -> None:
        view = self.getPlotItem().getViewBox()
        self.rate_view.setGeometry(view.sceneBoundingRect())
        self.rate_view.linkedViewChanged(view, self.rate_view.XAxis)

    def set_titles(self, games: str, rate: str, category: str = "", value: str = "") -> None:
        """The names of the games' bars and of the win rate's bars (in the legend, and on
        their axes when upright), of the category axis, and of the one value axis of a
        plot across (``value``), in the current language."""
        if self.horizontal:
            self.games_axis.setLabel(value)
        else:
            self.games_axis.setLabel(games, color=GAMES_TEXT)
            self.rate_axis.setLabel(rate, color=RATE_COLOUR)
        self.category_axis.setLabel(category)
        self.legend.clear()
        self.legend.addItem(_Swatch(self.games_bars), html.escape(games))
        self.legend.addItem(_Swatch(self.rate_bars), html.escape(rate))
        self.legend_names = (games, rate)


class GroupPlot(_ValuePlot):
    """Games and win rate per group (modes, roles, heroes), as two bars per group:
    upright, games and win rate each on its axis, or across (``horizontal``, the first
    group at the top, for many names), each group's share of the games and its win rate
    on one axis in per cent."""

    def __init__(self, parent: QWidget, horizontal: bool = False) -> None:
        super().__init__(parent, horizontal)
        self.labels: list[str] = []
        self.total = 0  # the games the shares are of (across)
        if horizontal:
            self.getPlotItem().invertY(True)

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
        self.category_axis.setTicks([list(zip(where, self.labels, strict=True))])
        item = self.getPlotItem()
        span = (-0.5, max(len(labels), 1) - 0.5)
        if self.horizontal:
            # the names' axis is as wide as the longest name (pyqtgraph would cut them)
            metrics = QFontMetrics(self.tick_font)
            widest = max((metrics.horizontalAdvance(label) for label in self.labels), default=0)
            self.category_axis.setWidth(widest + 16)
            item.setYRange(*span, padding=0)
            item.setXRange(0, 100 * HEADROOM, padding=0)
        else:
            item.setXRange(*span, padding=0)
            item.setYRange(0, max(max(games, default=0), 1) * HEADROOM, padding=0)

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


class TimePlot(_ValuePlot):
    """Games and win rate per period, two bars in each period, with the dates on the axis."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent, False, pg.DateAxisItem(orientation="bottom"))

    def show_periods(
        self,
        starts: Sequence[datetime.date],
        days: int,
        games: Sequence[int],
        rates: Sequence[float],
    ) -> None:
        """Draw the periods beginning on ``starts``, ``days`` long: their games and their
        win rates in %, each period's bars within it (from the local midnight of its first
        day: the date axis shows local time)."""
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
        item = self.getPlotItem()
        if begins:
            item.setXRange(begins[0] - length / 2, begins[-1] + length * 1.5, padding=0)
        item.setYRange(0, max(max(games, default=0), 1) * HEADROOM, padding=0)

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


def timestamp(day: datetime.date) -> float:
    """The local midnight that begins ``day``, in seconds since 1970 (as the date axis
    shows local time)."""
    return datetime.datetime.combine(day, datetime.time()).timestamp()
