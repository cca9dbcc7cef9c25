"""Garbage collection on the Qt main thread only, while the program runs: a cycle made and
dropped on a worker thread (a local game's) is collected later by the main thread's timer,
never by the worker's allocations."""

from __future__ import annotations

import gc
import threading
from typing import ClassVar

import pytest

from yxs_desktop.ui.gc_guard import MainThreadCollector


class Node:
    """One half of a reference cycle; notes the thread that finalizes it."""

    finalized_on: ClassVar[list[str]] = []

    def __init__(self) -> None:
        self.other: Node | None = None

    def __del__(self) -> None:
        Node.finalized_on.append(threading.current_thread().name)


@pytest.fixture
def collector(qapp):
    guard = MainThreadCollector()
    yield guard
    guard.stop()
    guard.deleteLater()


def test_the_collector_turns_automatic_collection_off_and_back_on(collector) -> None:
    assert not gc.isenabled()
    collector.stop()
    assert gc.isenabled()


def test_a_cycle_dropped_on_a_worker_thread_is_collected_on_the_main_thread(collector) -> None:
    Node.finalized_on.clear()

    def work() -> None:
        for _ in range(50):
            a, b = Node(), Node()
            a.other, b.other = b, a
        # enough allocations that the automatic collector would have run here
        junk = [[i] for i in range(20 * gc.get_threshold()[0])]
        del junk

    worker = threading.Thread(target=work, name="game-worker")
    worker.start()
    worker.join()
    assert Node.finalized_on == []  # nothing collected on the worker thread
    while collector.collect_due():
        pass
    gc.collect()  # whatever generation the cycles reached
    assert Node.finalized_on and set(Node.finalized_on) == {threading.main_thread().name}


def test_collect_due_collects_only_once_a_generation_passes_its_threshold(collector) -> None:
    gc.collect()
    assert collector.collect_due() == 0  # nothing due right after a collection
    for _ in range(gc.get_threshold()[0] + 10):
        a, b = Node(), Node()
        a.other, b.other = b, a
    assert collector.collect_due() > 0
