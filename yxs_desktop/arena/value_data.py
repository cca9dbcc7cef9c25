"""Self-play positions for learning a value of a seat's position (issue 36).

Games of strong players on seeds of :data:`~.shards.TRAINING_SEEDS` (never the arena's or the
published figures' seeds, which are below :data:`~.shards.TRAINING_SEEDS`'s start); at every
play-phase action of every seat, and for every living seat at the start of each turn
(anyone's: what a learned player judges the end of its own turn by), the seat's honest
features (:mod:`yxs_desktop.ai.features`) and how the game ended for it. The features are
the seat's own; the label is the result, known only at the end, which is what a value
learns to foresee. Beside them, for comparison only, the ``reference``: what
:func:`yxs_desktop.ai.evaluation.evaluate` (the expert's material count) makes of the
position with the game's true roles.

Shards are gzipped JSON lines: a header line (the format, its version, the mode, the
features' names), then one line per position. Run it on the compiled engine (``make
compiled``, then from ``build/compiled``)::

    python -m yxs_desktop.arena.value_data --mode identity5 --games 12000 --out DIR
                                        [--first-seed S] [--shard-games 500] [--workers 2]

Each mode has its own seeds (:data:`FIRST_SEEDS`). A shard already in ``DIR`` is kept:
a stopped run, started again, makes only the missing ones.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterable, Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any, Final

from yxs_desktop.ai.evaluation import DRAW_VALUE, evaluate
from yxs_desktop.ai.features import MODES, feature_names, position_features
from yxs_desktop.ai.strong import StrongAgent
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
from yxs_desktop.engine.requests import PlayPhase, Request, Response
from yxs_desktop.engine.views import SeatView, events_for, seat_view
from yxs_desktop.selfplay import make_agents, run_game, without_automatic_gc

FORMAT: Final = "yxs-value-positions"
VERSION: Final = 3  # 2: the reference column; 3: every seat at every turn's start, "at"
#: Each mode's first training seed (a million seeds apart: the modes never share a game).
FIRST_SEEDS: Final = {
    "identity5": 50_000_000,
    "identity8": 51_000_000,
    "3v3-casual": 52_000_000,
    "3v3-competitive": 53_000_000,
    "identity5-simple": 54_000_000,
}


@dataclass(frozen=True, slots=True)
class Position:
    """One seat's play phase: its ``features`` and the game's ``result`` for it (1 won,
    0 lost, :data:`~yxs_desktop.ai.evaluation.DRAW_VALUE` a draw), with where it comes
    from (``mode``, ``seed``, ``seat``, its ``role`` as the game dealt it, the ``round``),
    how many rounds the game still went on (``rounds_left``) and the ``reference`` value
    of the position (the material count with the true roles: not a feature, a yardstick)."""

    mode: str
    seed: int
    seat: int
    role: str
    round: int
    rounds_left: int
    result: float
    reference: float
    features: tuple[float, ...]
    #: When it was read: ``"play"`` the seat asked for a play-phase action, ``"turn"`` a
    #: turn's first request (any player's: every living seat is read there).
    at: str = "play"


_Note = tuple[int, int, float, list[float], str]  # seat, round, reference, features, at


class _Recorder:
    """A seat's strong player that notes its features at each of its play-phase actions,
    and at any moment it is asked to (:meth:`note`), with the reference value there (from
    the game: the agent never sees it). It takes its seat's events from the game itself,
    from its own cursor, so that a reading between two of its decisions has them all."""

    def __init__(self, agent: StrongAgent, game: Game, notes: list[_Note]) -> None:
        self.agent, self.seat, self.game, self.notes = agent, agent.seat, game, notes
        self.cursor = 0

    def catch_up(self) -> None:
        """Give the agent its seat's events it has not had yet."""
        events = events_for(self.game, self.seat, self.cursor)
        self.cursor = len(self.game.events)
        if events:
            self.agent.observe(events)

    def observe(self, events: list[Event]) -> None:
        self.catch_up()  # the same events as ``events``, unless a reading took them first

    def note(self, at: str, view: SeatView | None = None) -> None:
        """Note the seat's position now (``at``: why, a :attr:`Position.at`)."""
        self.catch_up()
        if view is None:
            view = seat_view(self.game, self.seat)
        features = position_features(view, self.agent)
        self.notes.append((self.seat, view.round, evaluate(self.game, self.seat), features, at))

    def decide(self, view: SeatView, request: Request) -> Response:
        if isinstance(request, PlayPhase):
            self.note("play", view)
        answer: Response = self.agent.decide(view, request)
        return answer


def game_positions(mode: str, seed: int) -> list[Position]:
    """Play ``mode`` on ``seed`` with strong players everywhere; every seat's positions."""
    if mode not in MODES:
        raise ValueError(f"unknown mode {mode!r}; choose one of: {', '.join(MODES)}")
    game = Game(make_mode(mode), seed)
    notes: list[_Note] = []
    recorders = [_Recorder(agent, game, notes) for agent in make_agents("strong", game)]
    turns = [game.turns]

    def at_a_new_turn(game: Game) -> None:
        if game.turns != turns[0] and game.outcome is None:
            turns[0] = game.turns
            for recorder in recorders:
                if game.players[recorder.seat].alive:
                    recorder.note("turn")

    run_game(game, recorders, after_step=at_a_new_turn)
    outcome = game.outcome
    assert outcome is not None
    winners = set(outcome.winners)
    draw = outcome.result == "draw"
    positions = []
    for seat, round_, reference, values, at in notes:
        player = game.players[seat]
        result = DRAW_VALUE if draw else (1.0 if seat in winners else 0.0)
        positions.append(
            Position(
                mode=mode,
                seed=seed,
                seat=seat,
                role=player.role.value if player.role is not None else "",
                round=round_,
                rounds_left=game.round - round_,
                result=result,
                reference=reference,
                features=tuple(values),
                at=at,
            )
        )
    return positions


def write_shard(path: Path, mode: str, positions: Iterable[Position]) -> int:
    """Write ``positions`` of ``mode`` to the shard ``path``; returns how many."""
    players = make_mode(mode).players
    header = {"format": FORMAT, "version": VERSION, "mode": mode}
    header["features"] = list(feature_names(players))  # type: ignore[assignment]
    return write_lines(path, header, (asdict(p) for p in positions))


def read_shard(path: Path) -> tuple[dict[str, Any], list[Position]]:
    """The header and the positions of a shard. Raises :class:`ValueError` saying what
    is wrong with a file that is not a shard of this format and version."""

    def reader(header: dict[str, Any]) -> Callable[[dict[str, Any]], Position]:
        width = len(header["features"])

        def position(fields: dict[str, Any]) -> Position:
            fields["features"] = tuple(fields["features"])
            if len(fields["features"]) != width:
                raise ValueError(f"{len(fields['features'])} features, not {width}")
            return Position(**fields)

        return position

    return read_records(path, FORMAT, VERSION, reader, "a position")


def _make_shard(job: tuple[Any, ...]) -> tuple[str, int]:
    mode, first, games, path = job
    with without_automatic_gc():
        positions = [p for seed in range(first, first + games) for p in game_positions(mode, seed)]
    return path, write_whole(path, lambda partial: write_shard(partial, mode, positions))


def main(argv: Sequence[str] | None = None) -> int:
    parser = shard_parser(
        "python -m yxs_desktop.arena.value_data", __doc__, FIRST_SEEDS, shard_games=500
    )
    args = parse_shard_args(parser, argv, FIRST_SEEDS)
    make_shards(_make_shard, args, (), "positions")
    return 0


if __name__ == "__main__":
    sys.exit(main())
