"""What a player may do in its play phase now, carrying out what it chose, and recording
the locked status skills that decided whom it could target.

The same options serve the UI (what to highlight), the computer players (what to choose
from) and validation (a response must fill in one of them).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Final, NamedTuple

from yxs_desktop.engine import actions
from yxs_desktop.engine.effects import EFFECTS
from yxs_desktop.engine.enums import Kind
from yxs_desktop.engine.requests import FrozenDict, Option, Use
from yxs_desktop.engine.skills import Skill

if TYPE_CHECKING:
    from yxs_desktop.engine.cards import Card
    from yxs_desktop.engine.effects import Targeting
    from yxs_desktop.engine.game import Game
    from yxs_desktop.engine.player import Player


def _option(
    kind: Kind, cards: list[Card], count: int, skill: str | None, targeting: Targeting
) -> Option:
    return Option(
        kind,
        tuple(c.id for c in cards),
        (count, count),
        skill,
        targeting.candidates,
        (targeting.low, targeting.high),
        FrozenDict(targeting.victims) if targeting.victims is not None else None,
    )


def play_options(game: Game, player: Player) -> tuple[Option, ...]:
    """Every legal way for ``player`` to act in its play phase now."""
    options: list[Option] = []
    by_kind: dict[Kind, list[Card]] = {}
    for card in player.hand:  # not setdefault(kind, []): see Game.move
        same = by_kind.get(card.kind)
        if same is None:
            by_kind[card.kind] = [card]
        else:
            same.append(card)
    for kind, cards in by_kind.items():
        targeting = EFFECTS[kind].targeting(game, player, cards[:1])
        if targeting is not None:
            options.append(_option(kind, cards, 1, None, targeting))
    for skill in game.skills_of(player):
        for conversion in skill.conversions(game, player, None, False):
            if len(conversion.pool) < conversion.count:
                continue
            effect = EFFECTS[conversion.kind]
            if conversion.count > 1:
                groups = [list(conversion.pool)]
            else:  # equipped cards change distances when used, so each gets its own option
                in_hand = [c for c in conversion.pool if c in player.hand]
                groups = [in_hand] if in_hand else []
                groups += [[c] for c in conversion.pool if c not in player.hand]
            for group in groups:
                targeting = effect.targeting(game, player, group[: conversion.count])
                if targeting is not None:
                    options.append(
                        _option(conversion.kind, group, conversion.count, skill.id, targeting)
                    )
        if skill.uses_left(player):
            option = skill.play_option(game, player)
            if option is not None:
                options.append(option)
    return tuple(options)


async def perform(game: Game, player: Player, use: Use) -> None:
    """Carry out an accepted play-phase action."""
    if use.kind is None:
        skill = next(s for s in game.skills_of(player) if s.id == use.skill)
        note_reach(
            game, player, use.targets, lambda: _option_reach(skill.play_option(game, player))
        )
        player.phase_uses[skill.id] = player.phase_uses.get(skill.id, 0) + 1
        await skill.activate(game, player, use)
        return
    cards = [game.card(i) for i in use.cards]
    # A Use built in-process may carry the kind as a plain string: validation accepts it
    # (StrEnum equality), but checks such as ``kind is Kind.STRIKE`` would then miss it.
    kind = use.kind if type(use.kind) is Kind else Kind(use.kind)
    effect = EFFECTS[kind]

    def may_shield(skill: Skill, holder: Player) -> bool:
        # a prohibition that does not apply to this kind now cannot have kept anyone off
        return _overrides(skill, "distance_to") or skill.prohibits(game, holder, player, kind)

    note_reach(
        game,
        player,
        use.targets,
        lambda: _targeting_reach(effect.targeting(game, player, cards)),
        may_shield,
    )
    await actions.use_card(
        game, player, cards, kind, [game.players[s] for s in use.targets], use.skill
    )


# ====================================================================== status records
#: The status queries of the user that decide whom it may target, and of the others that
#: decide whether they may be targeted.
USER_HOOKS: Final = (
    "distance_from",
    "attack_range",
    "strike_limit",
    "extra_strike_targets",
    "ignores_distance",
)
TARGET_HOOKS: Final = ("distance_to", "prohibits")


class Reach(NamedTuple):
    """Whom one play-phase action may target: candidates, at most how many, and the
    second targets allowed after each first (借刀杀人, 红颜), if any."""

    candidates: tuple[int, ...]
    high: int
    victims: Mapping[int, tuple[int, ...]] | None

    def allows(self, chosen: tuple[int, ...]) -> bool:
        """Whether ``chosen`` is a legal choice of targets."""
        if self.victims is not None:
            return len(chosen) == 2 and chosen[1] in self.victims.get(chosen[0], ())
        return len(chosen) <= self.high and all(t in self.candidates for t in chosen)

    def widens(self, narrower: Reach, seat: int) -> bool:
        """Whether ``seat`` may be a target here where it may not in ``narrower``: as a
        (first) target, or as a second one after some first."""
        if seat in self.candidates and seat not in narrower.candidates:
            return True
        if self.victims is None:
            return False
        others = narrower.victims or {}
        return any(
            seat in seconds and seat not in others.get(first, ())
            for first, seconds in self.victims.items()
        )


def _targeting_reach(targeting: Targeting | None) -> Reach | None:
    if targeting is None:
        return None
    return Reach(targeting.candidates, targeting.high, targeting.victims)


def _option_reach(option: Option | None) -> Reach | None:
    if option is None:
        return None
    return Reach(option.targets, option.target_count[1], option.victims)


def _overrides(skill: Skill, hook: str) -> bool:
    return getattr(type(skill), hook) is not getattr(Skill, hook)


def note_reach(
    game: Game,
    user: Player,
    chosen: tuple[int, ...],
    reach: Callable[[], Reach | None],
    may_shield: Callable[[Skill, Player], bool] | None = None,
) -> None:
    """Record the locked status skills that decided whom an action being performed may
    target (``reach()`` computes that now; it must be a pure query).

    A skill is recorded when, without it, the action or a chosen target would not have
    been legal (天狼's second 杀, 骑射/单骑/飞贼's reach, 狼牙棒's extra targets) — for the
    user — or when its holder would otherwise have been a legal target (归隐, 轻敏,
    控局's prohibitions) — for the holder, with the user as target. Called right before
    the action is carried out, never while options are being built. ``may_shield`` (a
    cheap pre-check) rules out skills of others that cannot have kept anyone off.
    """
    locked = game.locked_hooks
    if not chosen or not locked:
        return
    targets = [game.players[s] for s in chosen]

    def enables(holder: Player) -> bool:
        without = reach()
        return without is None or not without.allows(chosen)

    if not locked.isdisjoint(USER_HOOKS):
        for skill, holder in game.decisive(USER_HOOKS, enables, lambda s, p: p is user):
            game.note_status(holder, skill.id, targets)

    def shielded(skill: Skill, holder: Player) -> bool:
        """A skill of a living bystander the action did not target, that may have kept
        it off."""
        return (
            holder is not user
            and holder.alive
            and holder.seat not in chosen
            and (may_shield is None or may_shield(skill, holder))
        )

    if locked.isdisjoint(TARGET_HOOKS) or not any(
        skill.locked and shielded(skill, holder)
        for hook in TARGET_HOOKS
        for skill, holder in game.status(hook)
    ):
        return
    actual = reach()
    if actual is None:
        return

    def shields(holder: Player) -> bool:
        without = reach()
        return without is not None and without.widens(actual, holder.seat)

    for skill, holder in game.decisive(TARGET_HOOKS, shields, shielded):
        game.note_status(holder, skill.id, [user])
