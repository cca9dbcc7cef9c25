"""The features of a hero choice (issue 36, stage 2: heroes in context): what a seat knows
when it picks a hero of its offer, and the hero, for a learned chance of winning with it.

A choice is read as the mode, the seat's role (and team in 3v3), the hero weighed (one of
:data:`HERO_IDS`, with its HP, the measured table's rate for it in that role and its
rating by HP and skills), the lord's hero when the lord has chosen (identity modes: the
others choose after the lord, having seen its hero) and the seat's distance from the lord
in table order. Nothing hidden: the role is the seat's own, the lord's hero is public.
"""

from __future__ import annotations

from functools import cache
from typing import Final

from yxs_desktop.ai.features import MODES
from yxs_desktop.ai.hero_choice import hero_value, role_key
from yxs_desktop.ai.skill_policy import hero_rating
from yxs_desktop.engine.enums import Role
from yxs_desktop.engine.heroes import HEROES
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
_AVERAGE: Final = 0.4  # a hero's measured chance where the table has nothing for the role


@cache
def hero_feature_names() -> tuple[str, ...]:
    """The name of every feature of :func:`hero_features`, in order."""
    return (
        *(f"mode={m}" for m in MODES),
        *(f"role={r.replace(':', '.')}" for r in ROLE_KEYS),  # LightGBM refuses ":"
        *(f"hero={h}" for h in HERO_IDS),
        "hero.hp",
        "hero.table_rate",
        "hero.rating",
        *(f"lord_hero={h}" for h in HERO_IDS),
        "lord_chosen",
        "distance",
        "players",
    )


def hero_features(
    mode: str, role: str, hero: str, lord_hero: str | None, distance: int, players: int
) -> list[float]:
    """The features of weighing ``hero`` in ``role`` (a table name) of ``mode`` at a
    table of ``players``, the lord having chosen ``lord_hero`` (None: not yet, or no
    lord), the seat ``distance`` places after the lord in table order (0: the lord, or
    no lord)."""
    spec = HEROES[hero]
    measured = hero_value(mode, role, hero)
    return [
        *(1.0 if mode == m else 0.0 for m in MODES),
        *(1.0 if role == r else 0.0 for r in ROLE_KEYS),
        *(1.0 if hero == h else 0.0 for h in HERO_IDS),
        float(spec.hp),
        measured if measured is not None else _AVERAGE,
        hero_rating(hero),
        *(1.0 if lord_hero == h else 0.0 for h in HERO_IDS),
        0.0 if lord_hero is None else 1.0,
        float(distance),
        float(players),
    ]


def choice_context(view: SeatView) -> tuple[str, str | None, int]:
    """What the seat of ``view`` knows when it chooses its hero: its role (the table's
    name), the lord's hero (None: the seat is the lord, or no lord has chosen) and its
    distance after the lord in table order (0 without a lord)."""
    seat = view.seat
    if seat is None:
        raise ValueError("a spectator chooses no hero")
    me = view.players[seat]
    role = role_key(view.role, me.team)
    lord = next((p for p in view.players if p.role is Role.LORD), None)
    if lord is None:
        return role, None, 0
    order = list(view.order) if view.order else list(range(len(view.players)))
    distance = (order.index(seat) - order.index(lord.seat)) % len(order)
    return role, None if lord.seat == seat else lord.hero, distance
