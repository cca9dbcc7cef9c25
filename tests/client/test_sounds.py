"""Which sound goes with what a person sees: a 杀, a 闪, a 药, damage, a death, the person's
own turn (never another's, never a spectator's), and the game's end for it."""

from __future__ import annotations

from yxs_desktop.client.sounds import SOUNDS, end_sound, sounds_for
from yxs_desktop.engine.enums import Kind, Role
from yxs_desktop.engine.events import (
    CardPlayed,
    CardUsed,
    Damaged,
    Died,
    Healed,
    TurnStarted,
)


def test_a_strike_answered_by_a_dodge_and_a_wound_sound_in_their_order() -> None:
    events = [
        CardUsed(1, (5,), Kind.STRIKE, (2,)),
        CardPlayed(2, (9,), Kind.DODGE),
        CardUsed(1, (6,), Kind.STRIKE, (3,)),
        Damaged(1, 3, 1, 2, Kind.STRIKE),
    ]
    assert sounds_for(events, me=0) == ["strike", "dodge", "damage"]


def test_four_dodges_against_one_volley_are_one_swish() -> None:
    volley = [CardUsed(0, (1,), Kind.ARROWS)] + [CardPlayed(s, (s,), Kind.DODGE) for s in (1, 2, 3)]
    assert sounds_for(volley, me=4) == ["dodge"]


def test_medicine_used_or_played_to_save_and_a_death() -> None:
    assert sounds_for([CardUsed(1, (3,), Kind.MEDICINE), Healed(1, 1, 3)], me=0) == ["medicine"]
    saved = [CardPlayed(2, (8,), Kind.MEDICINE), Died(3, Role.REBEL, 1)]
    assert sounds_for(saved, me=0) == ["medicine", "death"]


def test_only_the_persons_own_turn_rings_and_never_a_spectators() -> None:
    assert sounds_for([TurnStarted(2, 4)], me=2) == ["your_turn"]
    assert sounds_for([TurnStarted(3, 4)], me=2) == []
    assert sounds_for([TurnStarted(2, 4)], me=None) == []


def test_the_end_is_victory_for_a_winner_defeat_for_the_others_none_for_a_spectator() -> None:
    assert end_sound((0, 3), 3) == "victory"
    assert end_sound((0, 3), 1) == "defeat"
    assert end_sound((0, 3), None) is None


def test_every_sound_chosen_is_one_the_program_has() -> None:
    events = [
        CardUsed(0, (1,), Kind.STRIKE, (1,)),
        CardPlayed(1, (2,), Kind.DODGE),
        CardUsed(1, (3,), Kind.MEDICINE),
        Damaged(0, 1, 1, 3),
        Died(1, Role.REBEL, 0),
        TurnStarted(0, 2),
    ]
    chosen = [*sounds_for(events, me=0), end_sound((0,), 0), end_sound((0,), 1)]
    assert set(chosen) <= set(SOUNDS) and len(set(chosen)) == 8
