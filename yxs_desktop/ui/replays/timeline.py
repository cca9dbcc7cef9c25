"""The replay viewer's timeline: a slider over the game's events that marks where each turn
starts (ticks below the track, taller where a round starts) and where someone dies (a red
triangle above the track and a bar across it). Hovering names the turn, or who died; a click
on the track seeks there, snapping to a death mark within :data:`SNAP_PX`. The handle is
the style's, drawn over the marks."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QEvent, QPointF, QRect, Qt
from PySide6.QtGui import QColor, QHelpEvent, QMouseEvent, QPainter, QPaintEvent, QPen, QPolygonF
from PySide6.QtWidgets import QSlider, QStyle, QStyleOptionSlider, QToolTip, QWidget

from yxs_desktop.engine.events import Died, TurnStarted
from yxs_desktop.replay.format import decode_event
from yxs_desktop.replay.playback import Playback

SNAP_PX = 6
"""A click or hover this close to a death mark (in pixels) is on it."""
MARK_PX = 7
"""The room above and below the track for the marks."""
_TURN = QColor("#9aa7a0")
_ROUND = QColor("#e8e0c8")
_DEATH = QColor("#d02020")
_DEATH_EDGE = QColor("#400000")


@dataclass(frozen=True, slots=True)
class TurnMark:
    """A turn starts: ``value`` is the timeline position just after its ``TurnStarted``
    (its index + 1); ``number`` counts the game's turns from 1."""

    value: int
    number: int
    round: int
    seat: int


@dataclass(frozen=True, slots=True)
class DeathMark:
    """``seat`` dies: ``value`` is the position just after its ``Died`` event."""

    value: int
    seat: int


def timeline_marks(playback: Playback) -> tuple[tuple[TurnMark, ...], tuple[DeathMark, ...]]:
    """The turns and deaths of ``playback``'s game (``Playback.turns`` and ``deaths``) as
    timeline marks, read from the recorded events."""
    events = playback.replay.events
    turns = []
    for number, index in enumerate(playback.turns, start=1):
        turn = decode_event(events[index])
        assert isinstance(turn, TurnStarted)
        turns.append(TurnMark(index + 1, number, turn.round, turn.seat))
    deaths = []
    for index in playback.deaths:
        died = decode_event(events[index])
        assert isinstance(died, Died)
        deaths.append(DeathMark(index + 1, died.seat))
    return tuple(turns), tuple(deaths)


class Timeline(QSlider):
    """A horizontal slider with turn and death marks (:meth:`set_marks`); ``seat_name``
    names a seat in the tooltips ("刘邦[2]")."""

    def __init__(self, seat_name: Callable[[int], str], parent: QWidget | None = None) -> None:
        super().__init__(Qt.Orientation.Horizontal, parent)
        self.seat_name = seat_name
        self.turns: tuple[TurnMark, ...] = ()
        self.deaths: tuple[DeathMark, ...] = ()
        self.setMinimumHeight(self.sizeHint().height() + 2 * MARK_PX)

    def set_marks(self, turns: Sequence[TurnMark], deaths: Sequence[DeathMark]) -> None:
        self.turns, self.deaths = tuple(turns), tuple(deaths)
        self.update()

    def turn_marks(self) -> list[int]:
        """The positions (values) of the turn marks, in order."""
        return [mark.value for mark in self.turns]

    def death_marks(self) -> list[int]:
        """The positions (values) of the death marks, in order."""
        return [mark.value for mark in self.deaths]

    # ------------------------------------------------------------------ geometry
    def _option(self) -> QStyleOptionSlider:
        option = QStyleOptionSlider()
        self.initStyleOption(option)
        return option

    def _rects(self) -> tuple[QRect, QRect]:
        """The groove and the handle, as the style places them."""
        option = self._option()
        style, control = self.style(), QStyle.ComplexControl.CC_Slider
        groove = style.subControlRect(control, option, QStyle.SubControl.SC_SliderGroove, self)
        handle = style.subControlRect(control, option, QStyle.SubControl.SC_SliderHandle, self)
        return groove, handle

    def x_of(self, value: int) -> float:
        """The x (widget pixels) of the handle's centre at ``value``: where a mark goes."""
        groove, handle = self._rects()
        span = max(groove.width() - handle.width(), 0)
        offset = QStyle.sliderPositionFromValue(self.minimum(), self.maximum(), value, span)
        return groove.x() + handle.width() / 2 + offset

    def value_at(self, x: float) -> int:
        """The value whose handle centre is nearest to ``x``."""
        groove, handle = self._rects()
        span = max(groove.width() - handle.width(), 0)
        at = round(x - groove.x() - handle.width() / 2)
        return QStyle.sliderValueFromPosition(self.minimum(), self.maximum(), at, span)

    def deaths_near(self, x: float) -> list[DeathMark]:
        """The death marks within :data:`SNAP_PX` of ``x``, nearest first."""
        near = [(abs(self.x_of(m.value) - x), m) for m in self.deaths]
        return [m for d, m in sorted(near, key=lambda dm: dm[0]) if d <= SNAP_PX]

    def turn_at(self, value: int) -> TurnMark | None:
        """The turn going on at ``value``: the last one started at or before it."""
        started = [m for m in self.turns if m.value <= value]
        return started[-1] if started else None

    # ------------------------------------------------------------------ texts
    def tip_at(self, x: float) -> str:
        """The tooltip at ``x``: who died there, else the turn and round at that point."""
        deaths = self.deaths_near(x)
        if deaths:
            return "\n".join(
                self.tr("%1 died").replace("%1", self.seat_name(m.seat)) for m in deaths
            )
        turn = self.turn_at(self.value_at(x))
        if turn is None:
            return self.tr("Before the first turn")
        return (
            self.tr("Turn %1, round %2: %3")
            .replace("%1", str(turn.number))
            .replace("%2", str(turn.round))
            .replace("%3", self.seat_name(turn.seat))
        )

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            QToolTip.showText(event.globalPos(), self.tip_at(event.pos().x()), self)
            return True
        return super().event(event)

    # ------------------------------------------------------------------ input
    def mousePressEvent(self, event: QMouseEvent) -> None:
        """A click on the track (not the handle) goes there, or to a death mark near it;
        the handle drags as usual."""
        _groove, handle = self._rects()
        at = event.position()
        if event.button() != Qt.MouseButton.LeftButton or handle.contains(at.toPoint()):
            super().mousePressEvent(event)
            return
        deaths = self.deaths_near(at.x())
        self.setValue(deaths[0].value if deaths else self.value_at(at.x()))
        event.accept()

    # ------------------------------------------------------------------ painting
    def paintEvent(self, event: QPaintEvent) -> None:
        groove, handle = self._rects()
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        below = groove.center().y() + groove.height() / 2
        above = groove.center().y() - groove.height() / 2
        last_round = 0
        for mark in self.turns:
            x = self.x_of(mark.value)
            new_round = mark.round != last_round
            last_round = mark.round
            painter.setPen(QPen(_ROUND if new_round else _TURN, 1.5 if new_round else 1))
            length = MARK_PX if new_round else MARK_PX * 0.6
            painter.drawLine(QPointF(x, below + 1), QPointF(x, below + 1 + length))
        for death in self.deaths:
            x = self.x_of(death.value)
            painter.setPen(QPen(_DEATH_EDGE, 1))
            painter.setBrush(_DEATH)
            top = max(above - MARK_PX - 1, 0.0)
            painter.drawPolygon(
                QPolygonF([QPointF(x - 5, top), QPointF(x + 5, top), QPointF(x, above - 0.5)])
            )
        painter.end()
        super().paintEvent(event)  # the groove and handle
        # a bar across the groove at each death, except where the handle is
        painter = QPainter(self)
        painter.setPen(QPen(_DEATH, 2))
        for death in self.deaths:
            x = self.x_of(death.value)
            if not handle.left() <= x <= handle.right():
                painter.drawLine(QPointF(x, above + 1), QPointF(x, below - 1))
        painter.end()
