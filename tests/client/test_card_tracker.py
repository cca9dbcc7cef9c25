"""The card tracker (记牌器) counts, per card kind, the cards of the mode's deck a seat has
seen (discarded, face up, in its own hand) from its public view only."""

from __future__ import annotations

from collections import Counter

import pytest

from yxs_desktop.client.card_tracker import mode_deck, track
from yxs_desktop.engine.cards import SPECS, STANDARD_DECK
from yxs_desktop.engine.enums import Kind
from yxs_desktop.engine.game import Game
from yxs_desktop.engine.modes import MODES
from yxs_desktop.engine.views import seat_view
from yxs_desktop.selfplay import play_game

CHECK_EVERY = 40  # decisions between two checks of a scripted game


def _kinds(cards) -> Counter[Kind]:
    return Counter(card.kind for card in cards)


def _check(game: Game) -> None:
    """The tracker of every seat and of a spectator against the game's real zones."""
    discard = _kinds(game.discard)
    face_up = _kinds(
        [*game.table]
        + [card for p in game.players for card in p.equip.values()]
        + [j.card for p in game.players for j in p.judge]
    )
    total = _kinds(game.cards.values())
    spectator = {c.kind: c for c in track(seat_view(game, None))}
    for player in game.players:
        counts = track(seat_view(game, player.seat))
        assert [c.kind for c in counts] == [k for k in SPECS if k in total]
        hand = _kinds(player.hand)
        others = _kinds(card for p in game.players if p is not player for card in p.hand)
        for count in counts:
            kind = count.kind
            assert count.total == total[kind]
            assert count.gone == discard[kind]
            assert count.face_up == face_up[kind]
            assert count.in_hand == hand[kind]
            # the other seats' hidden hands are never counted as seen: they are unseen
            assert count.unseen >= others[kind] + _kinds(game.deck)[kind]
            assert count.unseen == spectator[kind].unseen - hand[kind]
            assert count.gone + count.face_up + count.in_hand + count.unseen == count.total
    for count in spectator.values():
        assert count.in_hand == 0


@pytest.mark.parametrize("mode", sorted(MODES))
def test_the_tracker_matches_the_public_zones_through_a_seeded_game(mode):
    steps = [0]

    def after_step(game: Game) -> None:
        steps[0] += 1
        if steps[0] % CHECK_EVERY == 0:
            _check(game)

    game = play_game(mode, seed=5, after_step=after_step)
    _check(game)
    assert steps[0] >= CHECK_EVERY


def test_the_totals_per_kind_are_the_modes_deck():
    for name, mode in MODES.items():
        deck = mode_deck(name)
        assert len(deck) == len(STANDARD_DECK) - sum(
            1 for c in STANDARD_DECK if c.kind in mode.deck_without
        )
    competitive = {c.kind: c.total for c in track(_empty_view("3v3-competitive"))}
    assert Kind.THUNDER not in competitive
    assert sum(competitive.values()) == len(STANDARD_DECK) - 2  # the two 手捧雷
    identity = {c.kind: c.total for c in track(_empty_view("identity5"))}
    assert identity[Kind.THUNDER] == 2 and sum(identity.values()) == len(STANDARD_DECK)
    assert all(c.unseen == c.total for c in track(_empty_view("identity8")))


def _empty_view(mode: str):
    game = Game(MODES[mode](), 1)
    return seat_view(game, 0)
