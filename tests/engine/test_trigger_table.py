"""The trigger table: each timing is typed by its record and calls the pair of ``Skill``
methods named after it; a skill listens on exactly the timings whose handler its class
overrides, in the order of its owner's seat and the priorities."""

from __future__ import annotations

from typing import Any

import pytest

from tests.scenario import Scenario
from yxs_desktop.engine import timings
from yxs_desktop.engine.game import _timings_of
from yxs_desktop.engine.skills import SKILLS, Skill
from yxs_desktop.engine.timings import (
    CARD_USED,
    DRAW_COUNT,
    PHASE_STARTED,
    TARGET_WILL_BE_HIT,
    TIMINGS,
    TURN_STARTED,
    BaseTiming,
    Timing,
)


def test_every_timing_has_its_place_in_the_table_and_its_pair_of_skill_methods() -> None:
    constants = [v for v in vars(timings).values() if isinstance(v, BaseTiming)]
    assert constants == TIMINGS
    assert [t.index for t in TIMINGS] == list(range(len(TIMINGS)))
    assert len({t.name for t in TIMINGS}) == len(TIMINGS) == 20
    for timing in TIMINGS:
        assert timing.handler == f"on_{timing.name}"
        assert timing.check == f"can_on_{timing.name}"
        assert callable(getattr(Skill, timing.handler))
        assert callable(getattr(Skill, timing.check))


@pytest.mark.parametrize(
    ("skill", "listens"),
    [
        ("bawang", {CARD_USED, TARGET_WILL_BE_HIT}),  # two short typed methods
        ("menshen", {TURN_STARTED, PHASE_STARTED, TARGET_WILL_BE_HIT}),
        ("dili", {DRAW_COUNT}),  # the handler of its template (DrawCountSkill)
        ("zhanbu", {PHASE_STARTED}),  # PhaseSkill
        ("kongju", set()),  # status queries only
        ("yuren", set()),  # an active skill
    ],
)
def test_a_skill_listens_on_the_timings_whose_handler_its_class_overrides(
    skill: str, listens: set[BaseTiming]
) -> None:
    assert {TIMINGS[i] for i in _timings_of(SKILLS[skill])} == listens


def test_the_table_lists_each_skill_under_its_timings_only() -> None:
    sc = Scenario(["xiang_yu", "qin_qiong", "li_shimin"])
    listeners = sc.game._listeners
    names = {t.name: [(s.id, p.seat) for s, p in listeners[t.index]] for t in TIMINGS}
    # highest priority first: 霸王 comes after the skills that may redirect a target
    assert names["card_used"] == [("fanji", 1), ("bawang", 0)]
    assert names["target_will_be_hit"] == [("menshen", 1), ("bawang", 0)]
    assert names["turn_started"] == [("menshen", 1)]
    assert names["did_take_damage"] == [("fanji", 1)]
    assert not names["draw_count"] and not names["game_started"]


def _recording(name: str) -> Any:
    """A skill method that notes its name and the record it was given."""
    if name.startswith("can_"):

        def check(self: Any, game: object, owner: object, data: object) -> bool:
            self.called.append((name, data))
            return True

        return check

    async def handler(self: Any, game: object, owner: object, data: object) -> None:
        self.called.append((name, data))

    return handler


@pytest.mark.interpreted  # a class defined here cannot subclass the compiled Skill
def test_each_timing_calls_its_own_pair_of_methods_with_the_record() -> None:
    methods = {t.check: _recording(t.check) for t in TIMINGS}
    methods |= {t.handler: _recording(t.handler) for t in TIMINGS}
    probe_class = type("AllTimings", (Skill,), methods)
    sc = Scenario([None, None])
    for timing in TIMINGS:
        assert isinstance(timing, Timing)
        probe = probe_class()
        probe.called = []
        record = object()
        assert timing.can(probe, sc.game, sc.p(0), record) is True
        awaitable = timing.run(probe, sc.game, sc.p(0), record)
        with pytest.raises(StopIteration):
            awaitable.send(None)  # type: ignore[attr-defined]
        assert probe.called == [(timing.check, record), (timing.handler, record)]


@pytest.mark.interpreted
def test_a_check_without_its_handler_is_refused() -> None:
    with pytest.raises(TypeError, match="can_on_card_used without on_card_used"):
        type("CheckOnly", (Skill,), {"can_on_card_used": lambda self, g, o, u: True})


@pytest.mark.interpreted
def test_a_handler_without_a_check_always_runs() -> None:
    """``can_on_<timing>`` is True unless overridden: a handler alone runs every time."""
    seen: list[int] = []

    async def on_turn_started(self: Skill, game: object, owner: object, turn: Any) -> None:
        seen.append(turn.player.seat)

    sc = Scenario([None, None])
    sc.p(1).skills.append(type("Always", (Skill,), {"on_turn_started": on_turn_started})())
    sc.game.refresh_skills()
    sc.start_turn(0)
    assert seen == [0]
