"""Watching a replay with every card open: the table shows each seat's role on its badge and
its hand face up (the bottom seat's in the hand area, the others' by their panels), as each
seat's own view has them at that point, and follows them as the game is played; going back
to one seat's viewpoint shows only that seat's hand again."""

from __future__ import annotations

from pathlib import Path

import pytest

from yxs_desktop.engine.enums import Area
from yxs_desktop.engine.views import SeatView
from yxs_desktop.recorded_selfplay import play_and_record
from yxs_desktop.replay.playback import ALL, Playback
from yxs_desktop.replay.reader import read_replay
from yxs_desktop.ui.replays.viewer import ReplayViewer

MODE = "identity8"
SEED = 5


@pytest.fixture(scope="module")
def replay_path(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("replay") / "game.yxsr"
    play_and_record(path, MODE, SEED)
    return path


def own_views(path: Path, position: int) -> list[SeatView]:
    """Every seat's own view after ``position`` events, from the file re-run afresh."""
    playback = Playback(read_replay(path))
    assert playback.seek(position) == position
    views = [playback.view(seat) for seat in range(playback.seats)]
    assert all(view is not None for view in views)
    return views  # type: ignore[return-value]  # none is None: checked above


def open_viewer(qtbot, path: Path) -> ReplayViewer:
    viewer = ReplayViewer(Playback(read_replay(path)))
    qtbot.addWidget(viewer)
    viewer.resize(1024, 700)
    viewer.show()
    qtbot.waitExposed(viewer)
    return viewer


def assert_all_open(viewer: ReplayViewer, path: Path) -> None:
    """Every seat's shown hand and role badge are those of its own view at the position."""
    scene = viewer.table.scene
    views = own_views(path, viewer.session.position)
    assert scene.hand_items == []  # no seat of its own: a spectator's table
    for seat, view in enumerate(views):
        assert scene.open_hand(seat) == list(view.hand), seat
        assert view.role is not None
        assert scene.seats[seat].shown_role() == view.role.value, seat


def test_all_cards_open_shows_every_hand_and_role_and_a_seat_only_its_own(
    qtbot, english, replay_path: Path
) -> None:
    viewer = open_viewer(qtbot, replay_path)
    viewer.seek(viewer.playback.length // 2)
    position = viewer.session.position
    box = viewer.viewpoint_box
    box.setCurrentIndex(box.findData(ALL))
    assert viewer.session.seat is ALL and viewer.session.position == position
    assert_all_open(viewer, replay_path)
    views = own_views(replay_path, position)
    assert sum(len(view.hand) for view in views) > 8  # hands enough to see
    scene = viewer.table.scene
    for seat, hand in enumerate(view.hand for view in views):
        # every card drawn within the view, by its seat (the bottom seat's in the hand area)
        area = scene.layout_.open_hands[seat]
        for item in scene.open_hand_items[seat]:
            rect = item.mapRectToScene(item.boundingRect()).adjusted(2, 2, -2, -2)
            assert area.x - 0.5 <= rect.x() and rect.right() <= area.right + 0.5, seat
        assert len(scene.open_hand_items[seat]) == len(hand)
    seat = next(s for s, view in enumerate(views) if view.hand)
    viewer.set_viewpoint(seat)
    scene = viewer.table.scene
    assert [item.card_id for item in scene.hand_items] == list(views[seat].hand)
    spectator = Playback(read_replay(replay_path))
    spectator.seek(position)
    public = spectator.view(None)
    assert public is not None
    for other in range(viewer.playback.seats):
        assert scene.open_hand(other) == []
        if other != seat:  # hidden roles hidden again, public ones shown
            role = public.players[other].role
            assert scene.seats[other].shown_role() == (role.value if role else None)
    assert any(public.players[s].role is None for s in range(8) if s != seat)


def test_playing_with_all_cards_open_keeps_every_hand_shown(
    qtbot, english, replay_path: Path
) -> None:
    viewer = open_viewer(qtbot, replay_path)
    viewer.set_viewpoint(ALL)
    viewer.set_speed(16.0)
    viewer.seek(viewer.playback.turns[4] + 1)
    played = viewer.table.scene.queue.played
    for _ in range(6):
        viewer.step()
        qtbot.waitUntil(lambda: not viewer.table.scene.queue.busy(), timeout=10000)
        assert_all_open(viewer, replay_path)
    scene = viewer.table.scene
    assert scene.queue.played >= played + 6  # each answer animated
    for seat in range(viewer.playback.seats):  # cards fly to and from the hand shown
        start = scene.point_of(Area.HAND, seat)
        assert scene.layout_.open_hands[seat].contains_point(start.x(), start.y()), seat
