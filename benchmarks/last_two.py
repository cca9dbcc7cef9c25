"""The fights of the last two seats in identity-5 games, where the long games come from
(docs/ai.md, "Two seats left").

    python benchmarks/last_two.py [--ai LEVEL] [--games N] [--seed S]
    python benchmarks/last_two.py --ai strong --show SEED [--rounds FIRST LAST] [--every-seat]
    python benchmarks/last_two.py --ai strong --flows [--games N] [--seed S]

The first form plays ``N`` games of one level at every seat and prints, for the fights of
the lord and the renegade left alone, how long they lasted by the lord's hero, then every
game past 40 rounds with the two seats left. The second replays one game and prints each
play-phase answer of the two-seat fight (with ``--every-seat``, of every fight): the
round, the seat, its HP, hand and equipment, the other living seats' HP, hand sizes and
equipment, the options and the answer. The third measures, per round of the
lord–renegade fights, the damage each of the two takes and the HP each gets back (for the
lord 扁鹊 apart from the other lords, and what 疗伤 heals).
Run it from the compiled tree (``cd build/compiled && ../../.venv/bin/python -m
benchmarks.last_two``) for the speed of `yxs sim`.
"""

from __future__ import annotations

import argparse
import statistics
from collections import Counter, defaultdict
from typing import Any

from yxs_desktop.ai.baseline import card
from yxs_desktop.engine.events import Damaged, Died, Healed, RoundStarted, SkillInvoked
from yxs_desktop.engine.game import Game
from yxs_desktop.engine.modes import make_mode
from yxs_desktop.engine.requests import PlayPhase, Request, Response
from yxs_desktop.engine.view_types import SeatView
from yxs_desktop.selfplay import make_agents, play_game, run_game, without_automatic_gc

MODE = "identity5"
#: A game past this many rounds is listed.
LONG = 40


class TwoLeft:
    """Watches a game for the moment only two seats are alive."""

    def __init__(self) -> None:
        self.since: int | None = None  # the round the fight began
        self.seats: dict[str, str] = {}  # role -> hero of the two left

    def __call__(self, game: Game) -> None:
        if self.since is not None or game.round == 0:
            return
        alive = [p for p in game.players if p.alive]
        if len(alive) == 2:
            self.since = game.round
            self.seats = {p.role.value: p.hero.id for p in alive if p.role is not None and p.hero}


def summary(level: str, games: int, seed: int, long: int = LONG) -> None:
    fights: dict[str, list[int]] = defaultdict(list)
    rounds: list[int] = []
    long_games: list[tuple[int, int, int | None, dict[str, str]]] = []
    with without_automatic_gc():
        for n in range(seed, seed + games):
            watch = TwoLeft()
            game = play_game(MODE, n, level, after_event=watch)
            if watch.since is not None and set(watch.seats) == {"lord", "renegade"}:
                fights[watch.seats["lord"]].append(game.round - watch.since)
            rounds.append(game.round)
            if game.round > long:
                long_games.append((n, game.round, watch.since, watch.seats))
    every = [length for lengths in fights.values() for length in lengths]
    print(f"{MODE}, {games} games of {level} from seed {seed}")
    if every:
        print(
            f"lord-renegade fights: {len(every)}, rounds mean {statistics.mean(every):.1f}, "
            f"median {statistics.median(every)}, past 25: {sum(n > 25 for n in every)}"
        )
    print(f"{'lord':<16}{'fights':>7}{'mean':>7}{'longest':>9}{'past 25':>9}")
    for lord, lengths in sorted(fights.items(), key=lambda item: -statistics.mean(item[1])):
        print(
            f"{lord:<16}{len(lengths):>7}{statistics.mean(lengths):>7.1f}"
            f"{max(lengths):>9}{sum(n > 25 for n in lengths):>9}"
        )
    tail = ", ".join(f"past {n}: {sum(r > n for r in rounds)}" for n in (25, 30))
    print(f"games {tail}, past {long} rounds: {len(long_games)}")
    for n, length, since, seats in long_games:
        print(f"  seed {n}: {length} rounds, two seats from round {since}: {seats}")


def _names(cards: tuple[int, ...]) -> str:
    return " ".join(card(c).kind.value for c in cards) or "-"


class Told:
    """A player that prints each of its play-phase answers of the two-seat fight between
    rounds ``first`` and ``last`` (a wrapper: the compiled players' methods are fixed)."""

    def __init__(
        self, player: Any, seat: int, first: int, last: int, every_fight: bool = False
    ) -> None:
        self.player = player
        self.every_fight = every_fight  # every play phase, not only the last two seats'
        self.seat = seat
        self.first = first
        self.last = last

    def observe(self, events: Any) -> None:
        self.player.observe(events)

    def decide(self, view: SeatView, request: Request) -> Response:
        answer: Response = self.player.decide(view, request)
        alive = [p.seat for p in view.players if p.alive]
        if (
            isinstance(request, PlayPhase)
            and (len(alive) == 2 or self.every_fight)
            and self.first <= view.round <= self.last
        ):
            me = view.players[self.seat]
            others = "; ".join(
                f"{view.players[s].seat}: {view.players[s].hp} HP, "
                f"{view.players[s].hand_count} cards, equip [{_names(view.players[s].equip)}]"
                for s in alive
                if s != self.seat
            )
            options = " ".join(
                (o.kind.value if o.kind else o.skill or "?") for o in request.options_for(self.seat)
            )
            role = view.role.value if view.role else "?"
            print(
                f"R{view.round} {self.seat}: {role} {me.hp}/{me.max_hp} hand "
                f"[{_names(view.hand)}] equip [{_names(me.equip)}] | {others} | "
                f"options [{options}] -> {answer}"
            )
        return answer


def show(level: str, seed: int, first: int, last: int, every_fight: bool = False) -> None:
    game = Game(make_mode(MODE), seed)
    told = [
        Told(agent, seat, first, last, every_fight)
        for seat, agent in enumerate(make_agents(level, game))
    ]
    run_game(game, told)
    print(f"seed {seed}: {game.round} rounds")


#: The lord whose fights are measured apart (docs/ai.md, "Two seats left").
HEALER = "bian_que"


def _fight_flows(game: Game) -> tuple[str, int, Counter[str]] | None:
    """For a game ending in a fight of the lord and the renegade: the lord's hero, the
    fight's rounds, and what happened in it (damage and healing to each side, "lord" or
    "renegade", and the lord's 疗伤)."""
    alive = {p.seat for p in game.players}
    start, rounds, since = None, 0, 0
    for at, event in enumerate(game.events):
        if isinstance(event, RoundStarted):
            rounds += 1
        elif isinstance(event, Died):
            alive.discard(event.seat)
            if len(alive) == 2:
                start, since, pair = at, rounds, set(alive)
    if start is None:
        return None
    roles = {p.seat: p.role.value for p in game.players if p.role is not None}
    if sorted(roles[s] for s in pair) != ["lord", "renegade"]:
        return None
    side = {s: roles[s] for s in pair}
    flows: Counter[str] = Counter()
    for event in game.events[start:]:
        if isinstance(event, Damaged) and event.target in side:
            flows[f"damage to the {side[event.target]}"] += event.amount
        elif isinstance(event, Healed) and event.target in side:
            flows[f"healed, {side[event.target]}"] += event.amount
        elif isinstance(event, SkillInvoked) and event.skill == "liaoshang":
            flows["疗伤 used"] += 1
    lord = next(p for p in game.players if p.seat in pair and roles[p.seat] == "lord")
    return (lord.hero.id if lord.hero else "?"), game.round - since, flows


def flows(level: str, games: int, seed: int) -> None:
    """Per round of the lord–renegade fights: the damage and the healing of each side."""
    totals: dict[str, Counter[str]] = defaultdict(Counter)
    fights: Counter[str] = Counter()
    rounds: Counter[str] = Counter()
    with without_automatic_gc():
        for n in range(seed, seed + games):
            found = _fight_flows(play_game(MODE, n, level))
            if found is None:
                continue
            hero, length, counted = found
            group = hero if hero == HEALER else "the other lords"
            fights[group] += 1
            rounds[group] += length
            totals[group].update(counted)
    print(f"{MODE}, {games} games of {level} from seed {seed}: lord-renegade fights, per round")
    for group in sorted(fights):
        per = max(rounds[group], 1)
        print(f"{group}: {fights[group]} fights, {rounds[group] / fights[group]:.1f} rounds")
        for what, amount in sorted(totals[group].items()):
            print(f"  {what:<24}{amount / per:6.2f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--ai", default="strong", help="the level at every seat")
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--long", type=int, default=LONG, help="list the games past this")
    parser.add_argument("--show", type=int, metavar="SEED", help="print one game's fight")
    parser.add_argument("--rounds", type=int, nargs=2, default=(0, 10**9), metavar="R")
    parser.add_argument(
        "--every-seat",
        action="store_true",
        help="with --show: every play phase, not only two seats'",
    )
    parser.add_argument(
        "--flows", action="store_true", help="damage and healing per round of the fights"
    )
    args = parser.parse_args()
    if args.flows:
        flows(args.ai, args.games, args.seed)
    elif args.show is not None:
        first, last = args.rounds
        show(args.ai, args.show, first, last, every_fight=args.every_seat)
    else:
        summary(args.ai, args.games, args.seed, args.long)


if __name__ == "__main__":
    main()
