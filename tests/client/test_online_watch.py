"""A spectator's live watch of a real game on a loopback server: it pauses on a frame
while the game goes on, steps back and forward through what came, never past the newest
frame, and carries on to live."""

from __future__ import annotations

import asyncio
from pathlib import Path

import msgspec
import pytest

from tests.client.online_helpers import Notices
from tests.server.wsclient import running
from yxs_desktop.client.live_watch import LiveWatch
from yxs_desktop.client.online import GameStarted, OnlineClient
from yxs_desktop.client.session import EventsUpdate, FinishedUpdate, Update
from yxs_desktop.engine import Game, make_mode, seat_view
from yxs_desktop.protocol import messages as wire

pytestmark = [pytest.mark.asyncio, pytest.mark.timeout(60)]


async def test_a_spectators_live_watch_pauses_steps_both_ways_and_never_passes_live(
    tmp_path: Path,
) -> None:
    async with running(tmp_path) as server, asyncio.timeout(30):
        url = f"ws://127.0.0.1:{server.port}/"
        host_notices, notices = Notices(), Notices()
        host = OnlineClient(url, "宋江", host_notices)
        watcher = OnlineClient(url, "观众", notices)
        await host.connect()
        await watcher.connect()
        # five computer players, watched live from before the start
        host.create_room(wire.CreateRoom("identity5-simple", spectator_delay=0))
        room = await host_notices.expect(wire.Room)
        watcher.spectate(room.id)
        assert (await notices.expect(wire.Room)).spectators == 1 and watcher.spectating
        for seat in range(5):
            host.add_computer(seat)
        await host_notices.expect(wire.Room, lambda r: all(s.kind == "computer" for s in r.seats))
        shown: list[Update] = []
        jumps: list[EventsUpdate] = []
        watch = LiveWatch(shown.append, jump=jumps.append)
        host.start()
        assert (await notices.expect(GameStarted)).seat is None

        def deliver(update: Update) -> None:
            watch.deliver(update)
            if len(watch.frames) == 3 and not watch.paused:
                watch.pause()  # the person pauses on the third frame

        session = watcher.session(deliver)
        session.start()
        paused_at = 2
        assert shown == watch.frames[: paused_at + 1]  # live: each frame as it came
        async with asyncio.timeout(10):  # the game goes on to its end, not shown
            while not watch.frames or session.finished is None:
                await asyncio.sleep(0.005)
        assert watch.paused and watch.cursor == paused_at and len(shown) == paused_at + 1
        assert not watch.at_live and not any(isinstance(u, FinishedUpdate) for u in shown)

        back = watch.step_back()
        assert back is not None and jumps == [back] and watch.cursor == paused_at - 1
        assert back.view == watch.frames[paused_at - 1].view
        everything = [e for frame in watch.frames[:paused_at] for e in frame.events]
        assert list(back.events) == everything  # the jump holds every event up to it
        forward = watch.step_forward()
        assert forward is watch.frames[paused_at] and shown[-1] is forward
        while watch.step_forward() is not None:
            pass
        assert watch.at_live and watch.cursor == len(watch.frames) - 1
        assert watch.step_forward() is None and watch.cursor == len(watch.frames) - 1
        assert watch.paused and not any(isinstance(u, FinishedUpdate) for u in shown)
        watch.resume()  # at live again: the result held meanwhile comes
        assert isinstance(shown[-1], FinishedUpdate)
        assert [u for u in shown if isinstance(u, EventsUpdate)][-1] is watch.frames[-1]
        assert all(update.view.seat is None and not update.view.hand for update in watch.frames)
        await watcher.close()
        await host.close()


async def test_resuming_a_paused_watch_shows_every_frame_it_missed_in_turn() -> None:
    shown: list[Update] = []
    watch = LiveWatch(shown.append)
    frames = [_frame(n) for n in range(4)]
    watch.deliver(frames[0])
    watch.pause()
    for frame in frames[1:]:
        watch.deliver(frame)
    assert shown == frames[:1] and watch.frame() is frames[0]
    watch.resume()
    assert shown == frames and watch.at_live
    watch.deliver(fifth := _frame(4))
    assert shown[-1] is fifth and watch.cursor == 4


def _frame(round_: int) -> EventsUpdate:
    """A frame without events whose view is at ``round_`` (frames told apart)."""
    view = seat_view(Game(make_mode("identity5-simple"), 1), None)
    return EventsUpdate((), msgspec.structs.replace(view, round=round_))
