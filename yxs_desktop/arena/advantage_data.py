"""What each of the learned player's candidate actions is worth, from forked self-play
games (issue 36, stage 3: advantages learned from forked games).

Games of strong players on seeds of :data:`FIRST_SEEDS` (training seeds, apart from the
value data's). At some of the play-phase decisions where the learned player
(:class:`~yxs_desktop.ai.learned.LearnedAgent`) would choose among candidates (a seeded
draw picks at most ``per_game`` a game, any seat), the decision is recorded: the seat's
honest position features, each candidate's action features
(:func:`~yxs_desktop.ai.features.action_features`), the mean chance the learned player's
search gives each, which it chose, and for each candidate how the game ended for the seat
when that candidate was played and the game played on to the end by strong players in a
forked copy of the process (:mod:`.forks`: the same reshuffled deck and reseeded
generator for every candidate of a decision, so that they differ only by what they cause).
The main line goes on with strong's own answer. The results read the real game through
the forks: they are labels to learn from, never a player's input.

Shards are gzipped JSON lines, a header then one line per decision, as the value data's
(:mod:`.value_data`). Run it on the compiled engine (``make compiled``, then from
``build/compiled``), POSIX only::

    python -m yxs_desktop.arena.advantage_data --mode identity5 --games 2000 --out DIR
        [--first-seed S] [--per-game 4] [--salts 4] [--shard-games 100] [--workers 2]
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterable, Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any, Final, cast

from yxs_desktop.ai.drive import Step, steps
from yxs_desktop.ai.evaluation import DRAW_VALUE
from yxs_desktop.ai.features import (
    action_feature_names,
    feature_names,
    position_features,
)
from yxs_desktop.ai.learned import LearnedAgent
from yxs_desktop.ai.value_model import ValueModel, shipped_model
from yxs_desktop.arena.forks import fork_and_finish
from yxs_desktop.arena.shards import (
    make_shards,
    parse_shard_args,
    read_records,
    shard_parser,
    write_lines,
    write_whole,
)
from yxs_desktop.engine.enums import Phase
from yxs_desktop.engine.events import Event
from yxs_desktop.engine.game import Game
from yxs_desktop.engine.modes import make_mode
from yxs_desktop.engine.requests import PlayPhase, Request, Response
from yxs_desktop.engine.rng import GameRng
from yxs_desktop.engine.view_types import SeatView
from yxs_desktop.engine.views import events_for, seat_view
from yxs_desktop.selfplay import agent_seed, without_automatic_gc

FORMAT: Final = "yxs-advantage-decisions"
VERSION: Final = 2  # 2: each candidate's value once its action is over
#: Each mode's first seed: training seeds (:data:`~.shards.TRAINING_SEEDS`), a
#: million apart and apart from the value data's.
FIRST_SEEDS: Final = {
    "identity5": 55_000_000,
    "identity8": 56_000_000,
    "3v3-casual": 57_000_000,
    "3v3-competitive": 58_000_000,
    "identity5-simple": 59_000_000,
}
#: The chance that a decision with candidates is recorded (until ``per_game`` are).
PICK_CHANCE: Final = (1, 6)
#: Salts the game's own draws from the decisions' picks.
_PICK_SALT: Final = 0x5EED


@dataclass(frozen=True, slots=True)
class Decision:
    """One recorded play-phase decision of ``seat`` (dealt ``role``) in game ``seed``:
    its position ``features``, each candidate's ``actions`` features (strong's first
    first), the learned search's mean chance of each (``means``; empty when it played no
    world), the candidate it chose (``choice``), and each candidate's ``results`` in the
    forks (1 won, 0 lost, :data:`~yxs_desktop.ai.evaluation.DRAW_VALUE` a draw; the
    mean over the reshuffles; None: the game refused it)."""

    mode: str
    seed: int
    seat: int
    role: str
    round: int
    features: tuple[float, ...]
    actions: tuple[tuple[float, ...], ...]
    means: tuple[float, ...]
    choice: int
    results: tuple[float | None, ...]
    #: Each candidate's value once its action was over in the forks (the value model's
    #: chance for the seat, read from its view; the result if the game ended first).
    values: tuple[float | None, ...]


class _Seat:
    """A seat's player in the recorded games: strong's answers (the learned player's own
    strong base), with the learned player beside it fed the same events so that its
    candidates and its search can be asked for at any decision. It takes its seat's
    events from the game itself, from its own cursor, so that a reading between two of
    its decisions (:meth:`catch_up`) has them all and none twice."""

    def __init__(self, learned: LearnedAgent, game: Game) -> None:
        self.learned, self.game = learned, game
        self.cursor = 0

    def catch_up(self) -> None:
        """Give the learned player its seat's events it has not had yet."""
        events = events_for(self.game, self.learned.seat, self.cursor)
        self.cursor = len(self.game.events)
        if events:
            self.learned.observe(events)

    def observe(self, events: list[Event]) -> None:
        self.catch_up()  # the same events as ``events``, unless a reading took them first

    def decide(self, view: SeatView, request: Request) -> Response:
        return self.learned.base.decide(view, request)


def game_decisions(mode: str, seed: int, per_game: int, salts: int = 1) -> list[Decision]:
    """Play ``mode`` on ``seed`` with strong players and record up to ``per_game`` of its
    decisions with candidates, each candidate played on in a fork for each of ``salts``
    reshuffles of the deck (its result is the mean; see the module)."""
    game = Game(make_mode(mode), seed)
    players = len(game.players)
    seats = [_Seat(LearnedAgent(s, players, agent_seed(seed, s)), game) for s in range(players)]
    pick = GameRng(seed ^ _PICK_SALT)
    model = shipped_model(mode)
    found: list[Decision] = []
    decisions = steps(game, seats)
    for number, step in enumerate(decisions):
        if len(found) >= per_game or model is None:
            continue
        if type(step.request) is not PlayPhase or step.view.phase is not Phase.PLAY:
            continue
        learned = seats[step.seat].learned
        candidates = learned.play_candidates(step.view, cast(PlayPhase, step.request))
        if len(candidates) < 2 or pick.below(PICK_CHANCE[1]) >= PICK_CHANCE[0]:
            continue
        chosen = learned.search(step.view, candidates, model)
        means = learned.last_search["means"]
        assert isinstance(means, list)
        first_salt = seed * 100_000 + number * salts
        forked = [
            [
                fork_and_finish(
                    game, _play_on(decisions, step, c.response, seats, model), step.seat, salt
                )
                for salt in range(first_salt, first_salt + salts)
            ]
            for c in candidates
        ]
        player = game.players[step.seat]
        found.append(
            Decision(
                mode=mode,
                seed=seed,
                seat=step.seat,
                role=player.role.value if player.role is not None else "",
                round=step.view.round,
                features=tuple(position_features(step.view, learned.base)),
                actions=tuple(map(tuple, learned.action_rows(step.view, candidates))),
                means=tuple(means),
                choice=next(i for i, c in enumerate(candidates) if c.response == chosen),
                results=tuple(_mean(f and f.result for f in runs) for runs in forked),
                values=tuple(_mean(f and f.reading for f in runs) for runs in forked),
            )
        )
    return found


def _mean(results: Iterable[float | None]) -> float | None:
    """The mean of a candidate's results over the salts (None: the game refused it)."""
    found = list(results)
    if any(r is None for r in found):
        return None
    return sum(r for r in found if r is not None) / len(found)


def _play_on(
    decisions: Iterable[Step], step: Step, answer: Response, seats: list[_Seat], model: ValueModel
) -> Callable[[], float]:
    """In a fork: ``answer`` for ``step``, then the rest of the game as the players play
    it; returns the value ``model`` gives the seat's position once the action is over
    (the seat asked for its next action, or another player's turn begun: where the
    learned search reads it) or the result if the game ends first."""
    seat = seats[step.seat]
    me = seat.game.players[step.seat]

    def run() -> float:
        step.answer = answer
        reading: float | None = None
        for later in decisions:
            if reading is None and (
                seat.game.current is not me
                or (later.seat == step.seat and type(later.request) is PlayPhase)
            ):
                seat.catch_up()
                view = seat_view(seat.game, step.seat)
                reading = model.chance(position_features(view, seat.learned.base))
        if reading is None:
            outcome = seat.game.outcome
            assert outcome is not None
            won = step.seat in outcome.winners
            reading = DRAW_VALUE if outcome.result == "draw" else 1.0 if won else 0.0
        return reading

    return run


def write_shard(path: Path, mode: str, decisions: Iterable[Decision]) -> int:
    """Write ``decisions`` of ``mode`` to the shard ``path``; returns how many."""
    header = {
        "format": FORMAT,
        "version": VERSION,
        "mode": mode,
        "features": list(feature_names(make_mode(mode).players)),
        "actions": list(action_feature_names()),
    }
    return write_lines(path, header, (asdict(d) for d in decisions))


def read_shard(path: Path) -> tuple[dict[str, Any], list[Decision]]:
    """The header and the decisions of a shard. Raises :class:`ValueError` saying what is
    wrong with a file that is not a shard of this format and version."""

    def reader(header: dict[str, Any]) -> Callable[[dict[str, Any]], Decision]:
        width, action_width = len(header["features"]), len(header["actions"])

        def decision(fields: dict[str, Any]) -> Decision:
            for name in ("features", "means", "results", "values"):
                fields[name] = tuple(fields[name])
            fields["actions"] = tuple(tuple(a) for a in fields["actions"])
            made = Decision(**fields)
            widths = {len(a) for a in made.actions}
            if len(made.features) != width or widths - {action_width}:
                raise ValueError("features of the wrong width")
            if not len(made.results) == len(made.values) == len(made.actions):
                raise ValueError("not one result per action")
            return made

        return decision

    return read_records(path, FORMAT, VERSION, reader, "a decision")


def _make_shard(job: tuple[Any, ...]) -> tuple[str, int]:
    mode, first, games, per_game, salts, path = job
    with without_automatic_gc():
        decisions = [
            d
            for seed in range(first, first + games)
            for d in game_decisions(mode, seed, per_game, salts)
        ]
    return path, write_whole(path, lambda partial: write_shard(partial, mode, decisions))


def main(argv: Sequence[str] | None = None) -> int:
    parser = shard_parser(
        "python -m yxs_desktop.arena.advantage_data", __doc__, FIRST_SEEDS, shard_games=100
    )
    parser.add_argument("--per-game", type=int, default=4)
    parser.add_argument("--salts", type=int, default=4, help="reshuffles each candidate plays")
    args = parse_shard_args(parser, argv, FIRST_SEEDS, counts=("per_game", "salts"))
    make_shards(_make_shard, args, (args.per_game, args.salts), "decisions")
    return 0


if __name__ == "__main__":
    sys.exit(main())
