"""The table model, checked without Qt: what a seat has been told (names, the hero
choice as it may see it), what the table shows as updates play (the cards lately played,
the turns of the round, the log's lines with the names of their moment) and what each seat
is seen doing, with how long it holds the table."""

from __future__ import annotations

import msgspec
import pytest

from yxs_desktop.client.session import EventsUpdate
from yxs_desktop.client.table_model import (
    ACTION_MS,
    BASE_MS,
    RECENT,
    DiceHeader,
    Shown,
    Told,
    action_captions,
    hold_ms,
)
from yxs_desktop.engine.enums import Area, Kind
from yxs_desktop.engine.event_fold import EventFold
from yxs_desktop.engine.events import (
    CardPlayed,
    CardsMoved,
    CardUsed,
    DiceRolled,
    HeroChosen,
    HeroesOffered,
    HeroPicked,
    RoundStarted,
    SkillInvoked,
    TurnStarted,
)
from yxs_desktop.engine.game import Game
from yxs_desktop.engine.modes import make_mode
from yxs_desktop.engine.views import SeatView, seat_view


def _view(mode: str, seat: int | None) -> SeatView:
    game = Game(make_mode(mode), 5)
    game.start()
    return seat_view(game, seat)


def _english() -> str:
    return "en"


# ---------------------------------------------------------------------- the fold
def test_a_fold_calls_the_method_named_after_each_event_class_in_order() -> None:
    class Turns(EventFold):
        def __init__(self) -> None:
            self.seen: list[tuple[str, int]] = []

        def on_turn_started(self, event: TurnStarted) -> None:
            self.seen.append(("turn", event.seat))

        def on_dice_rolled(self, event: DiceRolled) -> None:
            self.seen.append(("dice", event.value))

    turns = Turns()
    turns.fold((TurnStarted(2, 1), SkillInvoked(2, "wumu"), DiceRolled(0, 6, "start")))
    assert turns.seen == [("turn", 2), ("dice", 6)]  # a SkillInvoked passes by


def test_a_misspelt_fold_method_is_refused_when_the_class_is_made() -> None:
    with pytest.raises(TypeError, match="on_turn_begun follows no event class"):

        class Wrong(EventFold):
            def on_turn_begun(self, event: TurnStarted) -> None:
                pass


# ---------------------------------------------------------------------- told
def test_a_team_pick_shows_the_teammates_hidden_picks_and_never_the_other_teams() -> None:
    view = _view("3v3-casual", 0)
    mine = view.players[0].team
    mate = next(p.seat for p in view.players if p.team == mine and p.seat != 0)
    rival = next(p.seat for p in view.players if p.team != mine)
    told = Told(0, _english)
    offered = HeroesOffered(0, ("liu_bang", "han_xin", "xiang_yu"))
    assert not told.receive(EventsUpdate((offered,), view))
    assert told.hero_pool == offered.heroes
    changed = told.receive(
        EventsUpdate(
            (HeroPicked(mate, "han_xin", (0, mate)), HeroPicked(rival, "xiang_yu", (rival,))),
            view,
        )
    )
    assert changed and told.hero_picks == {mate: "han_xin"} and told.hidden_picks == {mate}
    told.receive(EventsUpdate((HeroChosen(mate, "han_xin", 4),), view))  # revealed to all
    assert told.hero_picks == {mate: "han_xin"} and told.hidden_picks == set()


def test_the_names_known_are_those_of_the_latest_update() -> None:
    view = _view("identity5", 0)
    told = Told(0, _english)
    told.receive(EventsUpdate((), view))
    assert told.names.get(1) is None  # no hero yet: the table names it by its number
    players = list(view.players)
    players[1] = msgspec.structs.replace(players[1], hero="han_xin")
    told.receive(EventsUpdate((), msgspec.structs.replace(view, players=tuple(players))))
    assert told.names[1] == "Han Xin[2]"


# ---------------------------------------------------------------------- shown
def test_the_cards_lately_played_stay_on_show_until_the_next_turn() -> None:
    shown = Shown(_english)
    shown.fold((TurnStarted(0, 1),))
    shown.fold(
        tuple(CardsMoved((card,), 1, Area.HAND, Area.DISCARD, src_seat=0) for card in range(8))
    )
    assert shown.recent == list(range(8 - RECENT, 8))
    shown.fold((CardsMoved((), 2, Area.DECK, Area.HAND, dst_seat=0),))  # a draw: not shown
    assert len(shown.recent) == RECENT
    shown.fold((TurnStarted(1, 1),))
    assert shown.recent == [] and shown.turn_started


def test_the_turns_taken_are_counted_per_round_and_a_new_round_clears_them() -> None:
    shown = Shown(_english)
    shown.fold((RoundStarted(1), *(TurnStarted(s, 1) for s in (1, 4, 0))))
    assert shown.acted == {0, 1, 4}
    shown.fold(tuple(TurnStarted(s, 1) for s in (3, 2, 5)))
    # 3v3 competitive: round 2 begins before the leader chooses who acts, before its turns
    shown.fold((RoundStarted(2),))
    assert shown.acted == set() and shown.acted_round == 2
    shown.fold((TurnStarted(4, 2),))
    assert shown.acted == {4}


def test_a_log_line_keeps_the_names_of_its_moment() -> None:
    view = _view("identity5", 0)
    shown = Shown(_english)
    (line,) = shown.show(EventsUpdate((TurnStarted(1, 1),), view))
    players = list(view.players)
    players[1] = msgspec.structs.replace(players[1], hero="han_xin")
    later = msgspec.structs.replace(view, players=tuple(players))
    (named,) = shown.show(EventsUpdate((TurnStarted(1, 2),), later))
    assert "Seat 2" in (line.render("en") or "")
    assert "Han Xin[2]" in (named.render("en") or "")


def test_a_series_of_dice_rolls_gets_one_header_per_reason() -> None:
    view = _view("3v3-competitive", None)
    shown = Shown(_english)
    entries = shown.show(
        EventsUpdate(
            (DiceRolled(0, 3, "start"), DiceRolled(3, 5, "start"), DiceRolled(0, 2, "draft")),
            view,
        )
    )
    headers = [entry.reason for entry in entries if isinstance(entry, DiceHeader)]
    assert headers == ["start", "draft"] and len(entries) == 5


# ---------------------------------------------------------------------- actions seen
def test_each_seat_is_seen_doing_what_it_uses_plays_and_invokes() -> None:
    events = (
        CardUsed(1, (7,), Kind.STRIKE, (2,), skill="wumu"),
        CardPlayed(2, (9,), Kind.DODGE),
        SkillInvoked(3, "bawang", (4,)),
        SkillInvoked(3, "bawang", (4,)),
    )
    assert action_captions(events, "zh") == {1: "武穆·杀", 2: "闪", 3: "霸王"}
    assert action_captions(events, "en")[2] == "Dodge"


def test_an_action_holds_the_table_longer_than_a_card_moving() -> None:
    draw = (CardsMoved((), 2, Area.DECK, Area.HAND, dst_seat=0),)
    assert hold_ms(draw) == BASE_MS
    assert hold_ms((*draw, CardPlayed(2, (9,), Kind.DODGE))) == ACTION_MS > BASE_MS
