"""The features of a hero choice (issue 36, stage 2: heroes in context): what a seat knows
when it picks a hero of its offer, and the hero, for a learned chance of winning with it.

A choice is read as the mode, the seat's role (and team in 3v3), the hero weighed (one of
:data:`HERO_IDS`, with its HP, the measured table's rate for it in that role and its
rating by HP and skills), and the seat's context (:class:`ChoiceContext`). In the identity
modes that is the lord's hero when the lord has chosen (the others choose after the lord,
having seen its hero) and the seat's distance from the lord in table order; in 3v3, the
heroes its teammates have taken (the casual team pick shows a pick to the picker's
teammates at once) and those of the other team it has seen (the competitive draft is
public). Nothing hidden: the role is the seat's own, the heroes read are the ones its view
or its request shows it. The two families have their own features
(:func:`hero_feature_names` of the mode), so that a model says which it was fitted on.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Final

from yxs_desktop.ai.features import MODES
from yxs_desktop.ai.hero_choice import hero_value, role_key
from yxs_desktop.ai.skill_policy import hero_rating
from yxs_desktop.engine.enums import Role
from yxs_desktop.engine.heroes import HEROES
from yxs_desktop.engine.requests import ChooseHero, PickHero
from yxs_desktop.engine.view_types import SeatView

#: Every hero, in a fixed order (one-hot blocks).
HERO_IDS: Final = tuple(sorted(HEROES))
#: The roles a choice is made in (the table's names: ``rebel``, ``A:leader``; see
#: :func:`~.hero_choice.role_key`).
ROLE_KEYS: Final = (
    "lord",
    "loyalist",
    "rebel",
    "renegade",
    "A:leader",
    "A:vanguard",
    "B:leader",
    "B:vanguard",
    "A:loyalist",
    "B:loyalist",
)
#: The modes whose choices are read by teammates' and opponents' heroes (no lord).
TEAM_MODES: Final = frozenset({"3v3-casual", "3v3-competitive"})
_AVERAGE: Final = 0.4  # a hero's measured chance where the table has nothing for the role


@dataclass(frozen=True, slots=True)
class ChoiceContext:
    """What a seat knows when it chooses its hero: its ``role`` (the table's name), the
    lord's hero (None: the seat is the lord, the lord has not chosen, or there is no lord),
    its ``distance`` after the lord in table order (0 without a lord), and in 3v3 the
    heroes its teammates have taken (``mates``) and the other team's it has seen
    (``foes``), each in the order of :data:`HERO_IDS`."""

    role: str
    lord_hero: str | None = None
    distance: int = 0
    mates: tuple[str, ...] = ()
    foes: tuple[str, ...] = ()


def _common_names() -> tuple[str, ...]:
    return (
        *(f"mode={m}" for m in MODES),
        *(f"role={r.replace(':', '.')}" for r in ROLE_KEYS),  # LightGBM refuses ":"
        *(f"hero={h}" for h in HERO_IDS),
        "hero.hp",
        "hero.table_rate",
        "hero.rating",
    )


@cache
def hero_feature_names(mode: str) -> tuple[str, ...]:
    """The name of every feature of :func:`hero_features` in ``mode``, in order."""
    if mode in TEAM_MODES:
        return (
            *_common_names(),
            *(f"mate={h}" for h in HERO_IDS),
            *(f"foe={h}" for h in HERO_IDS),
            "mates",
            "foes",
            "mates.table_rate",
            "players",
        )
    return (
        *_common_names(),
        *(f"lord_hero={h}" for h in HERO_IDS),
        "lord_chosen",
        "distance",
        "players",
    )


def _rate(mode: str, role: str, hero: str) -> float:
    measured = hero_value(mode, role, hero)
    return measured if measured is not None else _AVERAGE


def hero_features(mode: str, context: ChoiceContext, hero: str, players: int) -> list[float]:
    """The features of weighing ``hero`` in ``context`` in ``mode`` at a table of
    ``players`` (named by :func:`hero_feature_names` of ``mode``)."""
    spec = HEROES[hero]
    role = context.role
    common = [
        *(1.0 if mode == m else 0.0 for m in MODES),
        *(1.0 if role == r else 0.0 for r in ROLE_KEYS),
        *(1.0 if hero == h else 0.0 for h in HERO_IDS),
        float(spec.hp),
        _rate(mode, role, hero),
        hero_rating(hero),
    ]
    if mode in TEAM_MODES:
        mates, foes = set(context.mates), set(context.foes)
        mate_rates = [_rate(mode, role, h) for h in context.mates]
        return [
            *common,
            *(1.0 if h in mates else 0.0 for h in HERO_IDS),
            *(1.0 if h in foes else 0.0 for h in HERO_IDS),
            float(len(mates)),
            float(len(foes)),
            sum(mate_rates) / len(mate_rates) if mate_rates else _AVERAGE,
            float(players),
        ]
    lord_hero = context.lord_hero
    return [
        *common,
        *(1.0 if lord_hero == h else 0.0 for h in HERO_IDS),
        0.0 if lord_hero is None else 1.0,
        float(context.distance),
        float(players),
    ]


def choice_context(view: SeatView, request: ChooseHero | None = None) -> ChoiceContext:
    """What the seat of ``view`` knows when it chooses its hero (asked ``request``: a 3v3
    casual team pick names the heroes its teammates took)."""
    seat = view.seat
    if seat is None:
        raise ValueError("a spectator chooses no hero")
    me = view.players[seat]
    role = role_key(view.role, me.team)
    if view.mode in TEAM_MODES:
        shown = [p for p in view.players if p.hero is not None and p.seat != seat]
        mates = {p.hero for p in shown if p.team == me.team}
        foes = {p.hero for p in shown if p.team != me.team}
        if type(request) is PickHero:
            mates.update(request.taken.get(seat, ()))
        return ChoiceContext(
            role,
            mates=tuple(h for h in HERO_IDS if h in mates),
            foes=tuple(h for h in HERO_IDS if h in foes),
        )
    lord = next((p for p in view.players if p.role is Role.LORD), None)
    if lord is None:
        return ChoiceContext(role)
    order = list(view.order) if view.order else list(range(len(view.players)))
    distance = (order.index(seat) - order.index(lord.seat)) % len(order)
    return ChoiceContext(role, None if lord.seat == seat else lord.hero, distance)
