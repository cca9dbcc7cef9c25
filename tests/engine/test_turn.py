"""The turn (docs/rules.md §1): six phases, drawing, the hand limit, the deck running out; and
that an illegal response is refused with a clear reason and changes nothing."""

import pytest

from tests.engine.test_cards import option, play_phase
from tests.scenario import Scenario
from yxs_desktop.engine.enums import Area, Phase, Role
from yxs_desktop.engine.errors import IllegalResponse
from yxs_desktop.engine.events import (
    CardsMoved,
    GameEnded,
    PhaseStarted,
    Reshuffled,
    TurnStarted,
)
from yxs_desktop.engine.game import Game
from yxs_desktop.engine.modes import make_mode
from yxs_desktop.engine.requests import (
    Answer,
    Cards,
    Choice,
    ChooseCards,
    ChooseFrom,
    ChooseHero,
    Pass,
    PickRevealed,
    PlayPhase,
    Respond,
    Seats,
    Take,
    Use,
    decode_response,
)

FIVE: list[str | None] = [None] * 5


def empty_deck_into(sc: Scenario, area: Area) -> None:
    """Move every deck card to the discard pile, or out of play (``Area.TABLE``)."""
    game = sc.game
    for card in game.deck:
        game.location[card.id] = (area, None)
    (game.discard if area is Area.DISCARD else game.table).extend(game.deck)
    game.deck.clear()


# ======================================================================= phases
def test_a_turn_runs_the_six_phases_in_order():
    sc = Scenario(FIVE, deck=["dodge", "dodge"])
    sc.start_turn(2).end_play(2)
    assert [e.seat for e in sc.events_of(TurnStarted)] == [2]
    assert [e.phase for e in sc.events_of(PhaseStarted)] == [
        Phase.START,
        Phase.JUDGE,
        Phase.DRAW,
        Phase.PLAY,
        Phase.DISCARD,
        Phase.END,
    ]
    assert sc.pending is None


def test_game_start_deals_four_each_from_the_lord_and_the_lord_plays_first():
    game = Game(make_mode("identity5-simple"), seed=11)
    game.start()
    while isinstance(game.pending, ChooseHero):
        for seat in game.waiting_for():
            game.submit(seat, game.pending.id, Choice(0))
    lord = next(p for p in game.players if p.role is Role.LORD)
    deals = [e for e in game.events if isinstance(e, CardsMoved) and e.reason == "deal"]
    assert [e.dst_seat for e in deals] == [p.seat for p in game.alive(lord)]
    assert all(e.count == 4 for e in deals)
    assert [e.seat for e in game.events if isinstance(e, TurnStarted)] == [lord.seat]
    assert isinstance(game.pending, PlayPhase) and game.pending.seat == lord.seat
    assert len(lord.hand) == 6
    assert all(len(p.hand) == 4 for p in game.players if p is not lord)
    assert len(game.deck) == 106 - 22


def test_draw_phase_draws_two_from_the_top():
    sc = Scenario(FIVE, hands={0: ["strike"]}, deck=["duel", "medicine", "pouch"])
    top = [sc.game.deck[-1], sc.game.deck[-2]]
    sc.start_turn(0).expect(PlayPhase, 0)
    assert sc.p(0).hand[1:] == top
    assert sc.game.deck[-1].kind.value == "pouch"
    draws = [e for e in sc.events_of(CardsMoved) if e.src is Area.DECK]
    assert [(e.dst, e.dst_seat, e.count, e.visible_to) for e in draws] == [(Area.HAND, 0, 2, (0,))]


# ======================================================================= discard
def test_discard_phase_discards_down_to_current_hp():
    sc = Scenario(
        FIVE, hands={0: ["dodge", "dodge", "dodge"]}, hp={0: 2}, deck=["medicine", "duel"]
    )
    sc.start_turn(0).end_play(0)
    request = sc.expect(ChooseCards, 0, reason="discard", low=3, high=3).pending
    assert sorted(request.pool) == sorted(c.id for c in sc.p(0).hand)
    with pytest.raises(IllegalResponse) as err:
        sc.cards(0, ["dodge", "dodge"])
    assert err.value.code == "bad_count"
    chosen = sc.p(0).hand[:3]
    sc.cards(0, chosen)
    assert len(sc.p(0).hand) == 2
    assert all(sc.game.location[c.id] == (Area.DISCARD, None) for c in chosen)
    assert sc.pending is None


def test_no_discard_when_the_hand_is_within_the_limit():
    sc = Scenario(FIVE, hands={0: ["dodge", "dodge"]}, deck=["medicine", "duel"])
    sc.start_turn(0).end_play(0)
    assert sc.pending is None and len(sc.p(0).hand) == 4


def test_hand_limit_is_current_hp_not_max_hp():
    sc = Scenario(FIVE, hands={0: ["dodge"]}, hp={0: 1}, deck=["medicine", "duel"])
    sc.start_turn(0).end_play(0)
    sc.expect(ChooseCards, 0, low=2, high=2)


# ======================================================================= the deck running out
def test_deck_reshuffles_the_discard_pile_when_empty():
    sc = Scenario(FIVE)
    last = sc.game.deck[-1]
    rest = sc.game.deck[:-1]
    game = sc.game
    game.deck[:] = [last]
    for card in rest:
        game.location[card.id] = (Area.DISCARD, None)
    game.discard.extend(rest)
    sc.start_turn(0).expect(PlayPhase, 0)
    assert [e.deck for e in sc.events_of(Reshuffled)] == [len(rest)]
    assert sc.p(0).hand[0] is last  # the old deck's card first, then the new deck's
    assert len(sc.p(0).hand) == 2
    assert game.discard == [] and len(game.deck) == len(rest) - 1
    assert all(game.location[c.id] == (Area.DECK, None) for c in game.deck)


def test_both_piles_empty_ends_the_game_in_a_draw():
    sc = Scenario(FIVE)
    empty_deck_into(sc, Area.TABLE)
    sc.start_turn(0)
    assert sc.game.outcome is not None and sc.game.outcome.result == "draw"
    assert sc.game.finished and sc.pending is None
    assert [(e.result, e.winners) for e in sc.events_of(GameEnded)] == [("draw", ())]
    assert Phase.PLAY not in [e.phase for e in sc.events_of(PhaseStarted)]


def test_both_piles_empty_mid_draw_keeps_the_drawn_card_and_ends_in_a_draw():
    sc = Scenario(FIVE)
    game = sc.game
    last = game.deck.pop()
    empty_deck_into(sc, Area.TABLE)
    game.deck.append(last)
    game.location[last.id] = (Area.DECK, None)
    sc.start_turn(0)
    assert sc.p(0).hand == [last]
    assert game.outcome.result == "draw"


def test_both_piles_empty_for_a_judgement_ends_in_a_draw():
    sc = Scenario(FIVE, judge={1: ["prison"]})
    empty_deck_into(sc, Area.TABLE)
    sc.start_turn(1)
    assert sc.game.outcome.result == "draw"


def test_a_submit_after_the_game_ended_is_refused():
    sc = Scenario(FIVE)
    empty_deck_into(sc, Area.TABLE)
    sc.start_turn(0)
    with pytest.raises(IllegalResponse) as err:
        sc.game.submit(0, len(sc.game.responses) + 1, Pass())
    assert err.value.code == "no_request"


# ======================================================================= illegal responses
def snapshot(sc: Scenario):
    game = sc.game
    return (
        len(game.events),
        game.pending,
        game.waiting_for(),
        len(game.responses),
        [[c.id for c in p.hand] for p in game.players],
        [sorted(c.id for c in p.equip.values()) for p in game.players],
        [[j.card.id for j in p.judge] for p in game.players],
        [p.hp for p in game.players],
        [c.id for c in game.deck],
        [c.id for c in game.discard],
        dict(game.location),
    )


def refused(sc: Scenario, seat: int, response, code: str) -> IllegalResponse:
    before = snapshot(sc)
    pending = sc.pending
    with pytest.raises(IllegalResponse) as err:
        sc.game.submit(seat, sc.game.pending.id, response)
    assert err.value.code == code, err.value
    assert err.value.message and str(err.value).startswith(code)
    assert sc.pending is pending
    assert snapshot(sc) == before
    return err.value


def play_table() -> Scenario:
    sc = Scenario(FIVE, hands={0: ["strike", "duel"], 1: ["dodge"], 2: ["strike"]})
    return play_phase(sc, 0)


def test_illegal_wrong_response_type():
    sc = play_table()
    err = refused(sc, 0, Cards((1,)), "wrong_type")
    assert "Cards" in err.message and "PlayPhase" in err.message


def test_illegal_card_not_held():
    sc = play_table()
    theirs = sc.held(2, "strike")
    refused(sc, 0, Use((theirs.id,), sc.held(2, "strike").kind, None, (1,)), "not_an_option")


def test_illegal_card_used_as_another_kind():
    sc = play_table()
    duel = sc.held(0, "duel")
    refused(sc, 0, Use((duel.id,), option(sc, 0, "strike").kind, None, (1,)), "not_an_option")


def test_illegal_target_out_of_range():
    sc = play_table()
    strike = sc.held(0, "strike")
    err = refused(sc, 0, Use((strike.id,), strike.kind, None, (2,)), "not_an_option")
    assert "[2]" in err.message


def test_illegal_target_count():
    sc = play_table()
    strike = sc.held(0, "strike")
    refused(sc, 0, Use((strike.id,), strike.kind, None, ()), "not_an_option")
    refused(sc, 0, Use((strike.id,), strike.kind, None, (1, 1)), "not_an_option")
    refused(sc, 0, Use((strike.id, strike.id), strike.kind, None, (1,)), "not_an_option")


def test_illegal_unknown_skill_option():
    sc = play_table()
    strike = sc.held(0, "strike")
    refused(sc, 0, Use((strike.id,), strike.kind, "no_such_skill", (1,)), "not_an_option")
    refused(sc, 0, Use((), None, "no_such_skill"), "not_an_option")


def test_illegal_seat_not_asked():
    sc = play_table()
    refused(sc, 1, Pass(), "not_asked")


def test_illegal_answers_to_a_respond():
    sc = play_table()
    sc.use(0, "strike", [1])
    sc.expect(Respond, 1, kind="dodge")
    dodge = sc.held(1, "dodge")
    refused(sc, 1, Seats((0,)), "wrong_type")
    refused(sc, 1, Use((dodge.id,), option(sc, 1, "dodge").kind, None, (0,)), "not_an_option")
    refused(sc, 1, Use((sc.held(0, "duel").id,), dodge.kind), "not_an_option")
    refused(sc, 0, Pass(), "not_asked")
    sc.use(1, "dodge")  # a legal answer still goes through afterwards
    sc.expect(PlayPhase, 0)


def test_illegal_answers_to_choose_from():
    sc = Scenario(FIVE, hands={0: ["firewood"], 1: ["dodge"]}, equip={2: ["jade_ruyi"]})
    play_phase(sc, 0).use(0, "firewood", [1])
    sc.expect(ChooseFrom, 0, hand_count=1)
    refused(sc, 0, Take(), "malformed")
    refused(sc, 0, Take(card=sc.held(2, "jade_ruyi").id), "bad_cards")
    refused(sc, 0, Take(hand_index=1), "bad_cards")
    refused(sc, 0, Take(card=0, hand_index=0), "malformed")
    refused(sc, 0, Answer(True), "wrong_type")
    sc.take_card(0, hand_index=0)
    assert sc.p(1).hand == []


def test_illegal_answers_to_pick_revealed():
    sc = Scenario(
        FIVE,
        hands={0: ["harvest"], 1: ["dodge"]},
        deck=["duel", "dodge", "medicine", "strike", "pouch"],
    )
    play_phase(sc, 0).use(0, "harvest")
    request = sc.expect(PickRevealed, 0).pending
    refused(sc, 0, Cards(()), "bad_cards")
    refused(sc, 0, Cards(request.cards[:2]), "bad_cards")
    refused(sc, 0, Cards((sc.held(1, "dodge").id,)), "bad_cards")


def test_decoding_malformed_json_is_an_illegal_response():
    with pytest.raises(IllegalResponse) as err:
        decode_response(b'{"type": "Nope"}')
    assert err.value.code == "malformed"
    assert decode_response(b'{"type": "Pass"}') == Pass()
