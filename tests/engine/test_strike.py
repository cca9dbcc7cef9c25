"""杀: range, the 闪 answer, damage, and the once-per-phase limit."""

from tests.scenario import Scenario
from yxs_desktop.engine.events import Damaged
from yxs_desktop.engine.requests import PlayPhase, Respond


def test_strike_hits_when_not_dodged():
    sc = Scenario([None] * 5, hands={0: ["strike"], 1: ["dodge"]}, deck=["medicine"] * 2)
    sc.start_turn(0).expect(PlayPhase, 0).use(0, "strike", [1])
    sc.expect(Respond, 1, kind="dodge").pass_(1)
    assert sc.p(1).hp == 3
    assert [(e.source, e.target, e.amount) for e in sc.events_of(Damaged)] == [(0, 1, 1)]


def test_strike_dodged_deals_no_damage():
    sc = Scenario([None] * 5, hands={0: ["strike"], 1: ["dodge"]}, deck=["medicine"] * 2)
    sc.start_turn(0).use(0, "strike", [1])
    sc.expect(Respond, 1).use(1, "dodge")
    assert sc.p(1).hp == 4


def test_only_one_strike_per_play_phase():
    sc = Scenario([None] * 5, hands={0: ["strike", "strike"]}, deck=["dodge"] * 2)
    sc.start_turn(0).use(0, "strike", [1])
    request = sc.expect(PlayPhase, 0).pending
    assert all(o.kind != "strike" for o in request.options_for(0))


def test_strike_reaches_only_distance_one_without_weapon():
    sc = Scenario([None] * 5, hands={0: ["strike"]}, deck=["dodge"] * 2)
    sc.start_turn(0)
    option = next(o for o in sc.pending.options_for(0) if o.kind == "strike")
    assert sorted(option.targets) == [1, 4]
