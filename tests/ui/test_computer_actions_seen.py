"""A person playing against computers sees every computer action: at normal pace each
card or skill a computer uses holds the table for its time, none is jumped over, and the
person is asked only once everything before the question has been shown."""

from __future__ import annotations

import time

from yxs_desktop.client.session import EventsUpdate
from yxs_desktop.client.table_model import ACTION_MS, action_captions
from yxs_desktop.engine.requests import Request
from yxs_desktop.ui.main_window import MainWindow

NORMAL_PACE = 1.0
# Qt's timers may end an animation a few milliseconds early on a busy machine.
TIMER_SLACK = 0.03
QUESTIONS = 7  # the hero choice and the game's first six questions to the person


def test_every_computer_action_is_on_screen_for_its_time_before_the_person_is_asked(
    qtbot, settings, english
) -> None:
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.show()
    # seat 1 of identity 5: the lord (a computer) and others act before the person's turn
    page = window.start_game("identity5", False, NORMAL_PACE, 12)
    me = page.me
    assert me is not None
    started: list[tuple[float, EventsUpdate]] = []
    asked: list[tuple[float, Request]] = []
    # at each question: whether every update that arrived before it had begun to play
    all_shown: list[bool] = []
    page.scene.queue.started.connect(lambda u: started.append((time.monotonic(), u)))
    page.asked.connect(lambda r: asked.append((time.monotonic(), r)))
    page.asked.connect(lambda _r: all_shown.append(page.shown_all()))

    def answer(request: Request) -> None:  # the person takes the default answer at once
        assert window.session is not None
        window.session.submit(request.id, request.default(me))

    page.asked.connect(answer)
    qtbot.waitUntil(lambda: len(asked) >= QUESTIONS, timeout=120_000)
    window.stop_game()

    moments = sorted([t for t, _ in started] + [t for t, _ in asked])
    computer_actions = 0
    for t, update in started:
        if set(action_captions(update.events, "en")) - {me}:
            computer_actions += 1
            shown_until = next(m for m in moments if m > t)  # the next update or question
            assert shown_until - t >= ACTION_MS / 1000 / NORMAL_PACE - TIMER_SLACK
    assert computer_actions >= 8  # the game measured has computer actions to show
    # none jumped over, and each question came after every update that arrived before it
    assert page.scene.queue.played == len(started)
    assert len(all_shown) == len(asked) and all(all_shown)
