"""The replay viewer's timeline shows where the turns and deaths are: a mark just after each
``TurnStarted`` and ``Died`` event of the game, a red one for a death, drawn where the
handle would stand at that point; hovering says who died or which turn it is, and a click
on or near a death mark shows the table just after that death."""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt

from yxs_desktop.recorded_selfplay import play_and_record
from yxs_desktop.replay.playback import Playback
from yxs_desktop.replay.reader import read_replay
from yxs_desktop.ui.i18n import set_language
from yxs_desktop.ui.replays.timeline import MARK_PX, SNAP_PX
from yxs_desktop.ui.replays.viewer import ReplayViewer

MODE = "identity5"
SEED = 3  # a game with two deaths, the first in its middle


@pytest.fixture
def viewer(qtbot, english, tmp_path: Path) -> ReplayViewer:
    path = tmp_path / "game.yxsr"
    play_and_record(path, MODE, SEED)
    viewer = ReplayViewer(Playback(read_replay(path)))
    viewer.path = path  # type: ignore[attr-defined]  # to read the file again
    qtbot.addWidget(viewer)
    viewer.resize(1024, 700)
    viewer.show()
    qtbot.waitExposed(viewer)
    return viewer


def test_the_marks_sit_just_after_each_turn_start_and_death(viewer: ReplayViewer) -> None:
    playback = viewer.playback
    slider = viewer.slider
    assert len(playback.deaths) == 2 and len(playback.turns) > 10
    assert slider.turn_marks() == [index + 1 for index in playback.turns]
    assert slider.death_marks() == [index + 1 for index in playback.deaths]
    xs = [slider.x_of(value) for value in slider.turn_marks()]
    assert xs == sorted(xs) and xs[0] < xs[-1]
    # a mark is where the handle's centre stands when the timeline is at its position
    viewer.seek(slider.death_marks()[0])
    _groove, handle = slider._rects()
    assert abs(slider.x_of(slider.value()) - handle.center().x()) <= 1


def test_a_death_mark_is_drawn_red_above_the_track(viewer: ReplayViewer) -> None:
    slider = viewer.slider
    image = slider.grab().toImage()
    groove, _handle = slider._rects()
    y = groove.top() - MARK_PX + 2  # the wide top of the triangle

    def red(x: float, y: int) -> bool:
        color = image.pixelColor(round(x), y)
        return color.red() > 150 and color.green() < 90 and color.blue() < 90

    assert viewer.session.position == viewer.session.stops[0]  # the handle far to the left
    for value in slider.death_marks():
        assert red(slider.x_of(value), y)  # the triangle
        assert red(slider.x_of(value), groove.center().y())  # the bar across the track
    first = slider.death_marks()[0]
    assert not red((slider.x_of(first) + slider.x_of(0)) / 2, y)  # no death there


def test_hovering_a_death_mark_names_who_died_and_the_track_names_the_turn(
    viewer: ReplayViewer,
) -> None:
    slider = viewer.slider
    fresh = Playback(read_replay(viewer.path))
    first = slider.death_marks()[0]
    fresh.seek(first)
    view = fresh.view(None)
    assert view is not None
    (dead,) = [p.seat for p in view.players if not p.alive]
    assert slider.tip_at(slider.x_of(first) + 2) == f"{viewer.seat_text(dead)} died"
    # the track between two turn marks, away from the deaths: that turn, its round and
    # who plays it
    marks = slider.turn_marks()
    number, value = next(
        (n, (a + b) // 2)
        for n, (a, b) in enumerate(itertools.pairwise(marks), start=1)
        if n >= 3
        and all(
            abs(slider.x_of((a + b) // 2) - slider.x_of(d)) > SNAP_PX for d in slider.death_marks()
        )
    )
    fresh.seek(marks[number - 1])
    at = fresh.view(None)
    assert at is not None
    expected = f"Turn {number}, round {at.round}: {viewer.seat_text(at.current)}"
    assert slider.tip_at(slider.x_of(value)) == expected
    assert slider.tip_at(slider.x_of(0)) == "Before the first turn"
    set_language("zh")
    assert slider.tip_at(slider.x_of(first)) == f"{viewer.seat_text(dead)} 阵亡"


def test_a_click_near_a_death_mark_shows_the_table_just_after_that_death(
    qtbot, viewer: ReplayViewer
) -> None:
    playback = viewer.playback
    slider = viewer.slider
    viewer.seek(0)
    death = slider.death_marks()[0]
    near = QPoint(round(slider.x_of(death)) + SNAP_PX - 2, slider.height() // 2)
    qtbot.mouseClick(slider, Qt.MouseButton.LeftButton, pos=near)
    assert viewer.session.position == playback.lands_on(playback.deaths[0] + 1)
    view = viewer.table.scene.view_state
    assert view is not None and sum(not p.alive for p in view.players) == 1
    # elsewhere on the track, a click goes to that point
    second = slider.death_marks()[1]
    away = round((slider.x_of(death) + slider.x_of(second)) / 2)
    qtbot.mouseClick(slider, Qt.MouseButton.LeftButton, pos=QPoint(away, slider.height() // 2))
    assert viewer.session.position == playback.lands_on(slider.value_at(away))
    assert playback.lands_on(death) < viewer.session.position < playback.lands_on(second)
