"""What one decision is worth: a level's own answer against another, decision by decision.

    python benchmarks/flips.py --kind KIND (one of FLIPS below)
        [--mode identity5] [--games 3000] [--seed 20000] [--ai strong] [--others baseline]
        [--per-game 8] [--workers 2] [--control] [--json]

The tested level (``--ai``) sits in one seat of each game (seat ``seed % players``) among
``--others`` players. At each of its decisions of the kind asked (at most ``--per-game``
per game), the process forks twice (a running game cannot be copied: the engine's
procedures are coroutines): in both forks the deck is shuffled and the game's generator
reseeded alike, so that the cards to come are neither the real ones nor different between
the two; one fork gives the level's own answer, the other the flip below, and both play on
to the end. The difference of the seat's wins between the two, averaged over many
decisions of a kind, is what the flip is worth there; a kind (or a role, a card) where it
is above zero is one where the level decides wrongly. This measures with the real state
(the forks): it is no player, and no level may do it (docs/ai.md, strong).

The flips: ``save`` 药 for another dying character given or withheld; ``impeccable``
无懈可击 played or not; ``dodge`` 闪 played or not; ``strike`` a 杀 asked for (决斗, 烽火狼烟,
a skill) played or not; ``pass`` an own play-phase action replaced by ending the phase;
``target`` an own play-phase card on one target aimed at another that it may take;
``hero`` another hero of the seat's offer; ``confirm`` an optional skill or effect used or
not (by its reason); ``option`` another of the options of a choice (a suit, one of two
effects); ``cards`` one card of a choice of own cards (a discard, a payment) swapped for
one it kept (by its reason, the card given instead and the card kept). ``--control``
gives the level's own answer in both forks: every difference must then be zero (the two
forks play alike). ``--json`` prints the groups as JSON (label: decisions, mean,
half-width of the interval).
"""

from __future__ import annotations

import argparse
import json
import math
import os
import sys
from collections import defaultdict
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from typing import Final

from yxs_desktop.ai.drive import Step, steps
from yxs_desktop.arena.forks import fork_and_finish
from yxs_desktop.arena.seating import role_of
from yxs_desktop.engine.cards import STANDARD_DECK
from yxs_desktop.engine.enums import Kind
from yxs_desktop.engine.game import Game
from yxs_desktop.engine.modes import make_mode
from yxs_desktop.engine.requests import (
    Answer,
    Cards,
    Choice,
    ChooseCards,
    ChooseHero,
    ChooseOption,
    Confirm,
    Pass,
    PickHero,
    PlayPhase,
    Respond,
    Response,
    Use,
)
from yxs_desktop.selfplay import make_agent, without_automatic_gc

#: A kind's flip: ``(step, own answer) -> (what the decision was, the other answer)``,
#: None when the decision is not of the kind or has no other answer.
Flip = Callable[[Step, Response], tuple[str, Response] | None]
_PASS: Final = Pass()


def _use_first(step: Step) -> Response:
    """The first option filled with its first cards and targets: an answer given."""
    option = step.request.options_for(step.seat)[0]  # type: ignore[attr-defined]
    return Use(
        tuple(option.cards[: option.card_count[0]]),
        option.kind,
        option.skill,
        tuple(option.targets[: option.target_count[0]]),
    )


def _answered(step: Step, answer: Response, label: str) -> tuple[str, Response]:
    """The flip of an answer to a Respond: given when withheld, withheld when given."""
    if type(answer) is Pass:
        return f"withheld {label}", _use_first(step)
    return f"given {label}", _PASS


def _respond_flip(matches: Callable[[Respond, int], str | None]) -> Flip:
    def flip(step: Step, answer: Response) -> tuple[str, Response] | None:
        request = step.request
        if type(request) is not Respond or not request.options_for(step.seat):
            return None
        label = matches(request, step.seat)
        return None if label is None else _answered(step, answer, label)

    return flip


def _save(request: Respond, seat: int) -> str | None:
    ok = request.kind is Kind.MEDICINE and request.target not in (None, seat)
    return "save" if ok else None


def _impeccable(request: Respond, seat: int) -> str | None:
    about = request.about.value if request.about else "?"
    return f"against {about}" if request.kind is Kind.IMPECCABLE else None


def _dodge(request: Respond, seat: int) -> str | None:
    return request.reason if request.kind is Kind.DODGE else None


def _strike(request: Respond, seat: int) -> str | None:
    return request.reason if request.kind is Kind.STRIKE else None


def _what(answer: Use) -> str:
    return answer.skill or (answer.kind.value if answer.kind else "?")


def _pass_flip(step: Step, answer: Response) -> tuple[str, Response] | None:
    if type(step.request) is not PlayPhase or type(answer) is not Use:
        return None
    return _what(answer), _PASS


def _target_flip(step: Step, answer: Response) -> tuple[str, Response] | None:
    request = step.request
    if type(request) is not PlayPhase or type(answer) is not Use or len(answer.targets) != 1:
        return None
    for option in request.options_for(step.seat):
        same = option.kind is answer.kind and option.skill == answer.skill
        if not same or option.target_count != (1, 1) or option.victims is not None:
            continue
        if not set(answer.cards) <= set(option.cards):
            continue
        others = [t for t in option.targets if t != answer.targets[0]]
        if others:
            other = others[request.id % len(others)]
            return _what(answer), Use(answer.cards, answer.kind, answer.skill, (other,))
    return None


def _hero_flip(step: Step, answer: Response) -> tuple[str, Response] | None:
    request = step.request
    if not isinstance(request, ChooseHero) or isinstance(request, PickHero):
        return None
    free = request.free(step.seat)
    if type(answer) is not Choice or len(free) < 2:
        return None
    others = [i for i in free if i != answer.index]
    return f"offer of {len(free)}", Choice(others[request.id % len(others)])


def _confirm_flip(step: Step, answer: Response) -> tuple[str, Response] | None:
    if type(step.request) is not Confirm or type(answer) is not Answer:
        return None
    done = "used" if answer.yes else "declined"
    return f"{step.request.reason} {done}", Answer(not answer.yes)


def _option_flip(step: Step, answer: Response) -> tuple[str, Response] | None:
    request = step.request
    if type(request) is not ChooseOption or type(answer) is not Choice or len(request.options) < 2:
        return None
    others = [i for i in range(len(request.options)) if i != answer.index]
    chosen = request.options[answer.index]
    return f"{request.reason} {chosen}", Choice(others[request.id % len(others)])


def _cards_flip(step: Step, answer: Response) -> tuple[str, Response] | None:
    request = step.request
    if type(request) is not ChooseCards or type(answer) is not Cards or not answer.ids:
        return None
    kept = [c for c in request.pool if c not in answer.ids]
    if not kept:
        return None
    given_up = answer.ids[request.id % len(answer.ids)]
    instead = kept[request.id % len(kept)]
    swapped = tuple(instead if c == given_up else c for c in answer.ids)
    old, new = STANDARD_DECK[given_up].kind.value, STANDARD_DECK[instead].kind.value
    return f"{request.reason} {new} not {old}", Cards(swapped)


FLIPS: Final[dict[str, Flip]] = {
    "save": _respond_flip(_save),
    "impeccable": _respond_flip(_impeccable),
    "dodge": _respond_flip(_dodge),
    "strike": _respond_flip(_strike),
    "pass": _pass_flip,
    "target": _target_flip,
    "hero": _hero_flip,
    "confirm": _confirm_flip,
    "option": _option_flip,
    "cards": _cards_flip,
}

#: One flipped decision: (role, what it was, the seat won with its own answer, with the flip).
Record = tuple[str, str, bool, bool]
_Task = tuple[str, int, str, str, str, int, bool]


def _won_in_fork(game: Game, play_on: Callable[[], None], seat: int, salt: int) -> int | None:
    """Whether ``seat`` wins ``game`` played on in a forked copy (1 or 0; a draw is no
    win), None when the copy refused the answer (:func:`~.forks.fork_and_finish`)."""
    forked = fork_and_finish(game, play_on, seat, salt)
    return None if forked is None else int(forked.result == 1.0)


def _game(task: _Task) -> list[Record]:
    """The flipped decisions of one game."""
    mode, seed, kind, ai, others, per_game, control = task
    flip = FLIPS[kind]
    records: list[Record] = []
    with without_automatic_gc():
        game = Game(make_mode(mode), seed)
        players = len(game.players)
        seat = seed % players
        agents = [make_agent(ai if s == seat else others, s, game) for s in range(players)]
        decisions = steps(game, agents)
        for number, step in enumerate(decisions):
            if step.seat != seat or len(records) >= per_game:
                continue
            own = agents[seat].decide(step.view, step.request)
            step.answer = own  # the main line goes on with the level's own answer
            flipped = flip(step, own)
            if flipped is None:
                continue
            what, other = flipped
            if control:
                other = own
            salt = seed * 100_000 + number

            def play_on(answer: Response, step: Step = step) -> Callable[[], None]:
                def run() -> None:
                    step.answer = answer
                    for _ in decisions:
                        pass

                return run

            won_own = _won_in_fork(game, play_on(own), seat, salt)
            won_flip = _won_in_fork(game, play_on(other), seat, salt)
            step.answer = own
            if won_own is not None and won_flip is not None:
                records.append((role_of(game.players[seat]), what, bool(won_own), bool(won_flip)))
    return records


def _interval(diffs: list[int]) -> tuple[float, float]:
    """The mean of ``diffs`` and the half-width of its normal 95% interval."""
    n = len(diffs)
    mean = sum(diffs) / n
    sd = math.sqrt(sum((d - mean) ** 2 for d in diffs) / (n - 1)) if n > 1 else 0.0
    return mean, 1.96 * sd / math.sqrt(n)


def groups(records: list[Record], smallest: int) -> dict[str, list[int]]:
    """The differences (flip less own) of every decision, of each role, and of each thing
    decided within a role with at least ``smallest`` decisions, by label, in print order."""
    by_role: dict[str, list[int]] = defaultdict(list)
    by_what: dict[tuple[str, str], list[int]] = defaultdict(list)
    for role, what, own, other in records:
        by_role[role].append(int(other) - int(own))
        by_what[role, what].append(int(other) - int(own))
    found: dict[str, list[int]] = {}
    if records:
        found["every decision"] = [int(o) - int(w) for _, _, w, o in records]
    for role in sorted(by_role):
        found[role] = by_role[role]
        for (r, what), diffs in sorted(by_what.items(), key=lambda kv: -len(kv[1])):
            if r == role and len(diffs) >= smallest:
                found[f"{role}: {what}"] = diffs
    return found


def _row(label: str, diffs: list[int]) -> str:
    mean, half = _interval(diffs)
    mark = "  the flip is better" if mean - half > 0 else ""
    return f"  {label:46} {len(diffs):6}  {mean * 100:+5.1f} ±{half * 100:4.1f}{mark}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kind", choices=sorted(FLIPS), required=True)
    parser.add_argument("--mode", default="identity5")
    parser.add_argument("--games", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=20000)
    parser.add_argument("--ai", default="strong")
    parser.add_argument("--others", default="baseline")
    parser.add_argument("--per-game", type=int, default=8)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--min", type=int, default=50, help="smallest group shown")
    parser.add_argument("--control", action="store_true", help="own answer in both forks")
    parser.add_argument("--json", action="store_true", help="the groups as JSON")
    args = parser.parse_args()
    if not hasattr(os, "fork"):
        sys.exit("error: benchmarks/flips.py forks the process, which this system cannot")
    tasks = [
        (args.mode, args.seed + g, args.kind, args.ai, args.others, args.per_game, args.control)
        for g in range(args.games)
    ]
    with ProcessPoolExecutor(max_workers=args.workers) as pool:
        records = [r for game in pool.map(_game, tasks, chunksize=8) for r in game]
    found = groups(records, args.min)
    if args.json:
        figures = {}
        for label, diffs in found.items():
            mean, half = _interval(diffs)
            figures[label] = {"decisions": len(diffs), "mean": mean, "half": half}
        print(json.dumps(figures))
        return
    print(
        f"{args.mode}, {args.games} games from seed {args.seed}: {args.ai} among {args.others},"
        f" its {args.kind} decisions flipped ({len(records)}); the flip's wins less its own,"
        " points, normal 95% interval"
    )
    for label, diffs in found.items():
        indent = "" if label == "every decision" or ": " not in label else "  "
        print(_row(indent + label.split(": ", 1)[-1], diffs))


if __name__ == "__main__":
    main()
