"""Hero choices with randomised picks, for learning the hero choice in context (issue 36,
stage 2).

Games of strong players (or of a mix of levels) on the training seeds of
:data:`FIRST_SEEDS` in which every seat picks its hero uniformly at random among its offer
(by a generator of its own, apart from the game's), and otherwise plays as its level
does. Each choice is recorded with what the seat knew when making it (its role, the
lord's hero once the lord has chosen, its distance from the lord in table order, the
offer) and how the game ended for it. Picks at random make every hero of an offer as
likely as any other, so that what a policy would have won is estimated without bias from
the choices it agrees with (inverse propensity: the result times the offer's size).

In the identity modes the lord chooses first, then the others at once, having seen its
hero; in 3v3 casual each team picks from its pool, a pick seen by the picker's teammates
at once (the free heroes are what a seat's pick is drawn from, and what is recorded as
its offer); in 3v3 competitive the draft is public, each seat choosing from what is left.
Shards as the other training data's (:mod:`.shards`); from ``build/compiled``::

    python -m yxs_desktop.arena.hero_data --mode identity5 --games 20000 --out DIR
        [--levels strong[,baseline]] [--first-seed S] [--shard-games 1000] [--workers 2]

``--levels``: the players' levels, each seat's drawn among them for every game (the 3v3
models are fitted on strong and baseline tables: a hero's worth depends on whom it plays).
"""

from __future__ import annotations

import sys
from collections.abc import Iterable, Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any, Final, cast

from yxs_desktop.ai.base import Agent
from yxs_desktop.ai.evaluation import DRAW_VALUE
from yxs_desktop.ai.hero_features import ChoiceContext, choice_context
from yxs_desktop.ai.levels import LEVELS, build_agent
from yxs_desktop.arena.shards import (
    make_shards,
    parse_shard_args,
    read_records,
    shard_parser,
    write_lines,
    write_whole,
)
from yxs_desktop.engine.events import Event
from yxs_desktop.engine.game import Game
from yxs_desktop.engine.modes import make_mode
from yxs_desktop.engine.requests import Choice, ChooseHero, PickHero, Request, Response
from yxs_desktop.engine.rng import GameRng
from yxs_desktop.engine.view_types import SeatView
from yxs_desktop.selfplay import agent_seed, run_game, without_automatic_gc

FORMAT: Final = "yxs-hero-choices"
VERSION: Final = 1  # mates and foes were added with 3v3, absent from older lines
#: The modes whose choices are recorded, with their first training seeds (apart from the
#: value and advantage data's).
FIRST_SEEDS: Final = {
    "identity5": 50_500_000,
    "identity8": 51_500_000,
    "3v3-casual": 52_500_000,
    "3v3-competitive": 53_500_000,
    "identity5-simple": 54_500_000,
}
_PICK_SALT: Final = 0x4E120
_LEVEL_SALT: Final = 0x1E7E1


@dataclass(frozen=True, slots=True)
class HeroChoice:
    """One seat's hero choice in game ``seed``: its ``role`` (the table's name), the
    lord's hero when it chose (None: it is the lord, or there is no lord), its
    ``distance`` after the lord in table order, in 3v3 its teammates' heroes and the other
    team's it had seen (:class:`~yxs_desktop.ai.hero_features.ChoiceContext`), the heroes
    it was free to choose (``offers``), the index it ``picked`` (at random) and the game's
    ``result`` for it (1 won, 0 lost, :data:`DRAW_VALUE` a draw)."""

    mode: str
    seed: int
    seat: int
    players: int
    role: str
    lord_hero: str | None
    distance: int
    offers: tuple[str, ...]
    picked: int
    result: float
    mates: tuple[str, ...] = ()
    foes: tuple[str, ...] = ()

    @property
    def context(self) -> ChoiceContext:
        """What the seat knew when it chose."""
        return ChoiceContext(self.role, self.lord_hero, self.distance, self.mates, self.foes)


class _RandomPicker:
    """A computer player whose hero is drawn at random from the heroes it may choose
    (noted with what the seat knew); every other decision is the player's own."""

    def __init__(self, agent: Agent, seat: int, seed: int, notes: list[dict[str, Any]]) -> None:
        self.agent, self.seat, self.notes = agent, seat, notes
        self.rng = GameRng(seed)

    def observe(self, events: list[Event]) -> None:
        observe = getattr(self.agent, "observe", None)
        if observe is not None:
            observe(events)

    def decide(self, view: SeatView, request: Request) -> Response:
        if type(request) is not ChooseHero and type(request) is not PickHero:
            return self.agent.decide(view, request)
        self.agent.decide(view, request)  # the player meets the table as it would
        chosen = cast(ChooseHero, request)
        free = chosen.free(self.seat)
        picked = self.rng.below(len(free))
        context = choice_context(view, chosen)
        self.notes.append(
            {
                "seat": self.seat,
                "role": context.role,
                "lord_hero": context.lord_hero,
                "distance": context.distance,
                "mates": context.mates,
                "foes": context.foes,
                "offers": tuple(chosen.offers[self.seat][i] for i in free),
                "picked": picked,
            }
        )
        return Choice(free[picked])


def levels_refused(levels: Sequence[str]) -> str | None:
    """Why ``levels`` cannot seat a table (none given, or one unknown); None if they can."""
    unknown = [level for level in levels if level not in LEVELS]
    if not levels or unknown:
        return f"levels {', '.join(unknown) or 'none'}: choose among {', '.join(LEVELS)}"
    return None


def table_levels(seed: int, players: int, levels: Sequence[str]) -> list[str]:
    """Each seat's level in game ``seed``: drawn among ``levels`` by a generator of the
    seed's own (the one level without a draw)."""
    if len(levels) == 1:
        return [levels[0]] * players
    draw = GameRng(seed ^ _LEVEL_SALT)
    return [levels[draw.below(len(levels))] for _ in range(players)]


def game_choices(mode: str, seed: int, levels: Sequence[str] = ("strong",)) -> list[HeroChoice]:
    """Play ``mode`` on ``seed`` with computer players picking heroes at random, each
    seat's level drawn from ``levels`` (by a generator of the seed's own); every seat's
    choice with its result."""
    if mode not in FIRST_SEEDS:
        raise ValueError(f"hero choices are recorded in {', '.join(FIRST_SEEDS)}, not {mode!r}")
    refused = levels_refused(levels)
    if refused is not None:
        raise ValueError(refused)
    game = Game(make_mode(mode), seed)
    players = len(game.players)
    notes: list[dict[str, Any]] = []
    seat_levels = table_levels(seed, players, levels)
    agents = [
        _RandomPicker(
            build_agent(level, s, players, agent_seed(seed, s)),
            s,
            seed ^ _PICK_SALT ^ (s << 20),
            notes,
        )
        for s, level in enumerate(seat_levels)
    ]
    run_game(game, agents)
    outcome = game.outcome
    assert outcome is not None
    choices = []
    for note in notes:
        won = note["seat"] in outcome.winners
        result = DRAW_VALUE if outcome.result == "draw" else 1.0 if won else 0.0
        choices.append(HeroChoice(mode=mode, seed=seed, players=players, result=result, **note))
    return choices


def write_shard(path: Path, mode: str, choices: Iterable[HeroChoice]) -> int:
    """Write ``choices`` of ``mode`` to the shard ``path``; returns how many."""
    header = {"format": FORMAT, "version": VERSION, "mode": mode}
    return write_lines(path, header, (asdict(c) for c in choices))


def read_shard(path: Path) -> tuple[dict[str, Any], list[HeroChoice]]:
    """The header and the choices of a shard. Raises :class:`ValueError` saying what is
    wrong with a file that is not a shard of this format and version."""

    def choice(fields: dict[str, Any]) -> HeroChoice:
        for name in ("offers", "mates", "foes"):
            fields[name] = tuple(fields.get(name, ()))
        made = HeroChoice(**fields)
        if not 0 <= made.picked < len(made.offers):
            raise ValueError(f"pick {made.picked} is not in the offer")
        return made

    return read_records(path, FORMAT, VERSION, lambda header: choice, "a hero choice")


def _make_shard(job: tuple[Any, ...]) -> tuple[str, int]:
    mode, first, games, levels, path = job
    with without_automatic_gc():
        choices = [
            c for seed in range(first, first + games) for c in game_choices(mode, seed, levels)
        ]
    return path, write_whole(path, lambda partial: write_shard(partial, mode, choices))


def main(argv: Sequence[str] | None = None) -> int:
    parser = shard_parser(
        "python -m yxs_desktop.arena.hero_data", __doc__, FIRST_SEEDS, shard_games=1000
    )
    parser.add_argument(
        "--levels",
        default="strong",
        help="the players' levels, comma-separated: each seat's drawn among them",
    )
    args = parse_shard_args(parser, argv, FIRST_SEEDS)
    levels = tuple(filter(None, args.levels.split(",")))
    refused = levels_refused(levels)
    if refused is not None:
        parser.error(f"--{refused}")
    make_shards(_make_shard, args, (levels,), "choices")
    return 0


if __name__ == "__main__":
    sys.exit(main())
