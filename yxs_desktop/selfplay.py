"""Run whole games between computer players: for `yxs sim`, `yxs play`, benchmarks and
property tests. Agents see only their seat's view and events, through the view functions.
"""

from __future__ import annotations

import gc
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import Any, Final

from yxs_desktop.ai.drive import answer_pending
from yxs_desktop.ai.levels import LEVELS, build_agent
from yxs_desktop.engine.content.texts import text
from yxs_desktop.engine.events import Event
from yxs_desktop.engine.game import Game
from yxs_desktop.engine.modes import make_mode

AI_KINDS: Final = tuple(LEVELS)
#: A game that needs more decisions than this is reported as not ending.
MAX_DECISIONS: Final = 60_000


class GameDidNotEnd(Exception):
    """A game went past :data:`MAX_DECISIONS` without a result."""


def agent_seed(seed: int, seat: int) -> int:
    """Each seat's agent has its own seeded randomness, derived from the game's seed."""
    return seed * 64 + seat + 1


def seat_levels(ai: str | Sequence[str], players: int) -> tuple[str, ...]:
    """The level of each seat: one level for every seat, or a list of one per seat.
    A list of another length, or an unknown level, raises :class:`ValueError` saying so."""
    levels = (ai,) if isinstance(ai, str) else tuple(ai)
    if len(levels) == 1:
        levels *= players
    if len(levels) != players:
        raise ValueError(f"{len(levels)} levels for {players} seats: give one, or one per seat")
    for level in levels:
        if level not in AI_KINDS:
            raise ValueError(f"unknown AI {level!r}; choose one of: {', '.join(AI_KINDS)}")
    return levels


def make_agent(level: str, seat: int, game: Game) -> Any:
    """The computer player of ``level`` for ``seat``, with the seat's own seeded randomness."""
    return build_agent(level, seat, len(game.players), agent_seed(game.seed, seat))


def make_agents(ai: str | Sequence[str], game: Game) -> list[Any]:
    """One agent per seat: ``ai`` is one level for all or one level per seat."""
    levels = seat_levels(ai, len(game.players))
    return [make_agent(level, p.seat, game) for level, p in zip(levels, game.players, strict=True)]


@contextmanager
def without_automatic_gc() -> Iterator[None]:
    """For a batch of games (`yxs sim`, benchmarks): Python's cyclic garbage collector does
    not run by itself meanwhile, and runs once at the end. A finished game leaves no
    reference cycles (tested), so refcounting frees it whole and the collector's automatic
    runs, started by the sheer number of objects a game makes, would only cost time (figures
    in docs/architecture.md, Speed). The desktop program keeps it off too (``ui/gc_guard``)."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()
        gc.collect()


def play_game(
    mode: str,
    seed: int,
    ai: str | Sequence[str] = "baseline",
    *,
    extra_choice: bool = False,
    after_event: Callable[[Game], None] | None = None,
    after_step: Callable[[Game], None] | None = None,
) -> Game:
    """Play one complete game; ``ai`` is one level for every seat or one per seat.
    ``after_event(game)`` runs after every event and ``after_step(game)`` after every
    answer (property tests check invariants there)."""
    game = Game(make_mode(mode, extra_choice=extra_choice), seed)
    game.after_event = after_event
    return run_game(game, make_agents(ai, game), after_step=after_step)


def run_game(
    game: Game, agents: Sequence[Any], *, after_step: Callable[[Game], None] | None = None
) -> Game:
    """Start ``game`` and play it to its end with ``agents`` (one per seat), each seeing
    only its seat's view and events; returns the game."""
    cursors = [0] * len(game.players)
    game.start()
    decisions = 0
    while game.pending is not None:
        if decisions >= MAX_DECISIONS:
            raise GameDidNotEnd(
                f"{game.mode.name} seed {game.seed}: no result after {decisions} decisions"
            )
        decisions += 1
        if answer_pending(game, agents, cursors) and after_step is not None:
            after_step(game)
    return game


def game_record(game: Game) -> dict[str, Any]:
    """The `yxs sim` line of a finished game."""
    outcome = game.outcome
    assert outcome is not None
    scores = game.mode.score(game)
    winners = set(outcome.winners)
    return {
        "seed": game.seed,
        "mode": game.mode.name,
        "result": outcome.result,
        "title": text(f"title.{outcome.title}", "zh"),
        "rounds": game.round,
        "turns": game.turns,
        "players": [
            {
                "seat": p.seat,
                "role": p.role.value if p.role else None,
                "team": p.team,
                "hero_id": p.hero.id if p.hero else None,
                "hero_zh": p.hero.zh if p.hero else None,
                "max_hp": p.max_hp,  # at the end (易装 changes it with the hero)
                "hp": p.hp,
                "alive": p.alive,
                "won": p.seat in winners,
                "kills": list(p.kills),
                "killed_by": p.killed_by,
                "score": scores[p.seat],
                "skill_uses": dict(sorted(p.skill_uses.items())),
                "cards_used": dict(sorted(p.cards_used.items())),
            }
            for p in game.players
        ],
    }


def describe(event: Event, lang: str = "zh") -> str:
    """A short human-readable line for an event (the terminal log of `yxs play`)."""
    name = type(event).__name__
    fields = {f: getattr(event, f) for f in event.__struct_fields__}
    return f"{name} {fields}"
