"""The strong player (yxs_desktop.ai.strong): its role beliefs at work, its team choices in
3v3, its choice of heroes by measured wins and its area tricks, each on a set view."""

from __future__ import annotations

from pathlib import Path

import pytest

from yxs_desktop.ai.hero_choice import best_hero, hero_value, role_key
from yxs_desktop.ai.hero_values import HERO_WINS
from yxs_desktop.ai.strong import StrongAgent
from yxs_desktop.arena.hero_table import count_games, main, module_text
from yxs_desktop.engine.cards import STANDARD_DECK
from yxs_desktop.engine.enums import Kind, Role
from yxs_desktop.engine.events import CardUsed, Healed, RoleDealt, RoleRevealed
from yxs_desktop.engine.modes import MODES
from yxs_desktop.engine.requests import (
    Choice,
    ChooseHero,
    ChooseOption,
    Option,
    Pass,
    PlayPhase,
    Respond,
    Use,
)
from yxs_desktop.engine.view_types import PlayerView, SeatView

L, Y, R, N = Role.LORD, Role.LOYALIST, Role.REBEL, Role.RENEGADE


def card_of(kind: Kind) -> int:
    return next(c.id for c in STANDARD_DECK if c.kind is kind)


def view(
    seat: int,
    role: Role | None,
    mode: str = "identity5",
    *,
    hp: dict[int, int] | None = None,
    hands: dict[int, int] | None = None,
    public: dict[int, Role] | None = None,
    teams: tuple[str, ...] | None = None,
    hand: tuple[int, ...] = (),
    dead: tuple[int, ...] = (),
) -> SeatView:
    players = len(teams) if teams else (8 if mode == "identity8" else 5)
    hp = hp or {}
    hands = hands or {}
    public = public if public is not None else ({0: L} if teams is None else {})
    return SeatView(
        seat=seat,
        role=role,
        mode=mode,
        round=2,
        current=seat,
        deck_count=60,
        discard=(),
        table=(),
        hand=hand,
        players=tuple(
            PlayerView(
                seat=s,
                hero=None,
                hp=hp.get(s, 4),
                max_hp=4,
                alive=s not in dead,
                dying=False,
                hand_count=hands.get(s, 3),
                equip=(),
                judge=(),
                role=public.get(s, role if s == seat else None),
                team=teams[s] if teams else None,
            )
            for s in range(players)
        ),
        strikes_used=0,
        order=tuple(range(players)),
    )


def agent_for(seat: int, role: Role, players: int = 5) -> StrongAgent:
    agent = StrongAgent(seat, players, seed=1)
    agent.observe([RoleDealt(seat, role), RoleRevealed(0, L)])
    return agent


def strike(actor: int, target: int) -> CardUsed:
    return CardUsed(actor, (0,), Kind.STRIKE, (target,))


def strike_option(targets: tuple[int, ...]) -> PlayPhase:
    option = Option(
        kind=Kind.STRIKE, cards=(card_of(Kind.STRIKE),), targets=targets, target_count=(1, 1)
    )
    return PlayPhase((2,), "play", options={2: (option,)})


def test_a_rebel_strikes_the_lord_before_anyone_else_in_reach() -> None:
    agent = agent_for(2, R)
    answer = agent.decide(view(2, R), strike_option((1, 0, 3)))
    assert isinstance(answer, Use) and answer.targets == (0,)


def test_a_rebel_holds_its_strike_from_a_seat_that_struck_the_lord() -> None:
    agent = agent_for(2, R)
    agent.observe([strike(3, 0), strike(3, 0), strike(3, 0)])  # seat 3: a fellow rebel
    answer = agent.decide(view(2, R), strike_option((3,)))
    assert answer == Pass()


def test_a_rebel_strikes_a_seat_it_saw_shielding_the_lord_again_and_again() -> None:
    agent = agent_for(2, R)
    agent.observe([strike(3, 0), strike(1, 3), strike(1, 3), strike(1, 3)])
    answer = agent.decide(view(2, R), strike_option((1,)))
    assert isinstance(answer, Use) and answer.targets == (1,)


def test_a_loyalist_gives_the_dying_lord_its_medicine() -> None:
    agent = agent_for(1, Y)
    medicine = card_of(Kind.MEDICINE)
    option = Option(kind=Kind.MEDICINE, cards=(medicine,))
    ask = Respond((1,), "save", options={1: (option,)}, kind=Kind.MEDICINE, target=0)
    answer = agent.decide(view(1, Y, hp={0: 0}, hand=(medicine,)), ask)
    assert isinstance(answer, Use) and answer.kind is Kind.MEDICINE


def test_the_renegade_saves_the_lord_while_others_live_but_not_when_alone_with_it() -> None:
    medicine = card_of(Kind.MEDICINE)
    option = Option(kind=Kind.MEDICINE, cards=(medicine,))
    ask = Respond((4,), "save", options={4: (option,)}, kind=Kind.MEDICINE, target=0)
    crowded = view(4, N, hp={0: 0}, hand=(medicine,))
    assert isinstance(agent_for(4, N).decide(crowded, ask), Use)
    alone = view(4, N, hp={0: 0}, hand=(medicine,), dead=(1, 2, 3))
    assert agent_for(4, N).decide(alone, ask) == Pass()


def renegade_reading_two_rebels_and_a_loyalist() -> StrongAgent:
    agent = agent_for(4, N)
    agent.observe([strike(1, 0), strike(1, 0), strike(2, 0), strike(2, 0)])
    agent.observe([Healed(0, 3, 1, source=3), Healed(0, 3, 1, source=3)])
    return agent


def renegade_strike(targets: tuple[int, ...]) -> PlayPhase:
    option = Option(
        kind=Kind.STRIKE, cards=(card_of(Kind.STRIKE),), targets=targets, target_count=(1, 1)
    )
    return PlayPhase((4,), "play", options={4: (option,)})


def test_the_renegade_strikes_the_loyalist_while_the_rebels_are_weaker_with_the_lord_low() -> None:
    agent = renegade_reading_two_rebels_and_a_loyalist()
    weak_rebels = view(4, N, hp={0: 2, 1: 2, 2: 2})
    answer = agent.decide(weak_rebels, renegade_strike((3,)))
    assert isinstance(answer, Use) and answer.targets == (3,)


def test_the_renegade_spares_the_loyalist_once_the_rebels_are_the_stronger_side() -> None:
    agent = renegade_reading_two_rebels_and_a_loyalist()
    strong_rebels = view(4, N, hp={0: 2, 1: 4, 2: 4, 3: 2})
    assert agent.decide(strong_rebels, renegade_strike((3,))) == Pass()


def test_only_a_rebel_plays_the_thunder_that_may_fall_on_the_lord() -> None:
    thunder = Option(kind=Kind.THUNDER, cards=(card_of(Kind.THUNDER),))
    for role, plays in ((R, True), (Y, False), (N, False), (L, False)):
        seat = 0 if role is L else 2
        ask = PlayPhase((seat,), "play", options={seat: (thunder,)})
        answer = agent_for(seat, role).decide(view(seat, role), ask)
        if plays:
            assert isinstance(answer, Use) and answer.kind is Kind.THUNDER, role
        else:
            assert answer == Pass(), role


def test_an_area_trick_that_may_kill_the_lord_at_one_hp_is_not_used_by_a_loyalist() -> None:
    agent = agent_for(1, Y)
    arrows = Option(kind=Kind.ARROWS, cards=(card_of(Kind.ARROWS),))
    ask = PlayPhase((1,), "play", options={1: (arrows,)})
    assert agent.decide(view(1, Y, hp={0: 1}, hands={0: 0}), ask) == Pass()


def test_a_leader_choosing_the_action_order_takes_the_first_action() -> None:
    teams = ("A", "A", "A", "B", "B", "B")
    agent = StrongAgent(4, 6, seed=1)
    ask = ChooseOption((4,), "action_order", ("team.act_first", "team.act_second"))
    seen = view(4, Role.LEADER, "3v3-competitive", teams=teams)
    assert agent.decide(seen, ask) == Choice(0)
    ask = ChooseOption((4,), "action_order", ("team.act_second", "team.act_first"))
    assert StrongAgent(4, 6, seed=1).decide(seen, ask) == Choice(1)


def test_the_leader_who_wins_the_dice_drafts_second_to_choose_who_acts_first() -> None:
    teams = ("A", "A", "A", "B", "B", "B")
    ask = ChooseOption((1,), "draft_order", ("team.draft_first", "team.draft_second"))
    seen = view(1, Role.LEADER, "3v3-competitive", teams=teams)
    assert StrongAgent(1, 6, seed=1).decide(seen, ask) == Choice(1)


def test_a_leader_who_may_choose_lets_the_vanguards_act_before_itself() -> None:
    teams = ("A", "A", "A", "B", "B", "B")
    seen = view(4, Role.LEADER, "3v3-competitive", teams=teams)
    ask = ChooseOption((4,), "team_action", ("team.unit_leader", "team.unit_vanguards"))
    assert StrongAgent(4, 6, seed=1).decide(seen, ask) == Choice(1)
    ask = ChooseOption((4,), "team_action", ("team.unit_vanguards", "team.unit_leader"))
    assert StrongAgent(4, 6, seed=1).decide(seen, ask) == Choice(0)


def test_a_hero_is_chosen_by_how_often_it_wins_in_the_seats_role() -> None:
    table = HERO_WINS["identity5"]["rebel"]
    ranked = sorted(table, key=lambda hero: hero_value("identity5", "rebel", hero) or 0.0)
    worst, best = ranked[0], ranked[-1]
    offers = (worst, best)
    ask = ChooseHero((2,), "choose_hero", offers={2: offers})
    assert StrongAgent(2, 5, seed=1).decide(view(2, R), ask) == Choice(1)
    assert best_hero("identity5", "rebel", offers, (0,)) == 0  # only the free ones


def test_a_hero_seen_in_few_games_is_drawn_towards_the_roles_average() -> None:
    table = HERO_WINS["identity5"]["lord"]
    wins = sum(w for w, _ in table.values())
    games = sum(g for _, g in table.values())
    assert hero_value("identity5", "lord", "no_such_hero") == wins / games
    for hero, (hero_wins, played) in table.items():
        value = hero_value("identity5", "lord", hero)
        assert value is not None
        assert (
            min(hero_wins / played, wins / games) <= value <= max(hero_wins / played, wins / games)
        )


def test_the_hero_table_has_every_role_of_every_mode() -> None:
    assert set(HERO_WINS) == set(MODES)
    assert set(HERO_WINS["identity5"]) == {"lord", "loyalist", "rebel", "renegade"}
    assert set(HERO_WINS["3v3-competitive"]) == {"A:leader", "A:vanguard", "B:leader", "B:vanguard"}
    assert role_key(Role.LEADER, "B") == "B:leader" and role_key(Role.REBEL, None) == "rebel"


def test_the_hero_table_is_counted_from_whole_games_and_written_as_it_was_counted() -> None:
    counts = count_games("identity5", [3, 4], "baseline")
    assert sum(played for _, played in counts.values()) == 10  # 5 seats, 2 games
    assert sum(wins for wins, _ in counts.values()) >= 2  # someone wins each game
    namespace: dict[str, object] = {}
    exec(module_text(counts, 2, "baseline"), namespace)
    written = namespace["HERO_WINS"]
    assert isinstance(written, dict)
    for (mode, role, hero), (wins, played) in counts.items():
        assert written[mode][role][hero] == (wins, played)


def test_the_chance_that_a_card_is_a_dodge_counts_out_the_dodges_in_sight() -> None:
    dodges = [c.id for c in STANDARD_DECK if c.kind is Kind.DODGE]
    seen = view(2, R, hand=tuple(dodges[:2]))
    seen = SeatView(**{**_fields_of(seen), "discard": tuple(dodges[2:5])})
    agent = agent_for(2, R)
    assert agent.unseen_share(seen, Kind.DODGE) == (15 - 5) / (106 - 5)
    assert agent.unseen_share(view(2, R), Kind.DODGE) == 15 / 106


def test_one_card_of_a_friends_is_not_worth_the_last_impeccable() -> None:
    impeccable = card_of(Kind.IMPECCABLE)
    option = Option(kind=Kind.IMPECCABLE, cards=(impeccable,))
    about_a_friend = Respond(
        (2,), "impeccable", options={2: (option,)}, kind=Kind.IMPECCABLE,
        source=0, target=3, about=Kind.POUCH,
    )  # fmt: skip
    agent = agent_for(2, R)
    agent.observe([strike(3, 0), strike(3, 0), strike(3, 0)])  # seat 3: a fellow rebel
    assert agent.decide(view(2, R, hand=(impeccable,)), about_a_friend) == Pass()
    about_me = Respond(
        (2,), "impeccable", options={2: (option,)}, kind=Kind.IMPECCABLE,
        source=0, target=2, about=Kind.POUCH,
    )  # fmt: skip
    assert isinstance(agent.decide(view(2, R, hand=(impeccable,)), about_me), Use)


def test_a_strike_is_played_against_any_beacon_smoke_even_a_friends() -> None:
    strike_card = card_of(Kind.STRIKE)
    option = Option(kind=Kind.STRIKE, cards=(strike_card,))
    ask = Respond((1,), "beacon", options={1: (option,)}, kind=Kind.STRIKE, source=0)
    assert isinstance(agent_for(1, Y).decide(view(1, Y, hand=(strike_card,)), ask), Use)


def _fields_of(seen: SeatView) -> dict[str, object]:
    return {f: getattr(seen, f) for f in seen.__struct_fields__}


def test_the_lord_strikes_a_seat_that_hurt_its_friend_though_it_may_be_its_loyalist() -> None:
    # seats 1 and 2 struck the lord: the loyalist is seat 3 or 4, each about as likely;
    # seat 3 then hurt seat 4, who had healed the lord. A loyalist or a rebel would hold
    # back from a seat this likely a friend; the lord strikes on its loyalty (measured).
    agent = agent_for(0, L)
    agent.observe([strike(1, 0), strike(2, 0), Healed(0, 1, 4, source=4), strike(3, 4)])
    table = view(0, L)
    option = Option(
        kind=Kind.STRIKE, cards=(card_of(Kind.STRIKE),), targets=(3,), target_count=(1, 1)
    )
    answer = agent.decide(table, PlayPhase((0,), "play", options={0: (option,)}))
    assert agent.beliefs is not None and agent.beliefs.probability(3, Y) >= 0.3
    assert isinstance(answer, Use) and answer.targets == (3,)


def test_the_lord_left_alone_with_the_renegade_strikes_it_however_loyal_it_looked() -> None:
    agent = agent_for(0, L)
    agent.observe([Healed(0, 1, 1, source=4) for _ in range(40)])  # loyalty beyond doubt
    agent.observe([RoleRevealed(1, R), RoleRevealed(2, R), RoleRevealed(3, Y)])
    alone = view(0, L, dead=(1, 2, 3), public={0: L, 1: R, 2: R, 3: Y})
    option = Option(
        kind=Kind.STRIKE, cards=(card_of(Kind.STRIKE),), targets=(4,), target_count=(1, 1)
    )
    answer = agent.decide(alone, PlayPhase((0,), "play", options={0: (option,)}))
    assert isinstance(answer, Use) and answer.targets == (4,)


def test_the_hero_table_tool_refuses_a_folder_that_does_not_exist(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as stopped:
        main(["--games", "1", "--out", str(tmp_path / "missing" / "hero_values.py")])
    assert stopped.value.code == 2
    assert "no folder" in capsys.readouterr().err
