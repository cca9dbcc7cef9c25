"""Positions: a game's state at a decision point as a plain record, and a game rebuilt
from one (as python-chess does from a FEN, or OpenSpiel's ``ResampleFromInfostate``).

The engine's procedures are coroutines, so a game cannot be copied in the middle of a
request. A :class:`Position` records what a play phase's decision point holds instead —
heroes, skills, health, roles, teams, where every card is, the turn order, the current
player's turn so far and how far the round has got — and :func:`start_position` makes a
fresh game of the same mode from it and runs it to its first request: the rest of the
current player's play phase, the rest of its turn, then play in the mode's order
(``GameMode.resume``). ``modes.from_position`` does so by the mode's name; the computer
players' look-ahead rebuilds a position from a seat's view and a sampled world this way
(``ai/rollout.py``).

Not in a position (no view shows them): the state skills keep in their own instances
(a rebuilt game's skills are fresh ones), the other turn flags, the statistics (kills,
cards used), the game's random generator (the rebuilt game's own seed) and
``Game.turns``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

from yxs_desktop.engine import zones
from yxs_desktop.engine.enums import Area, Kind, Phase, Role
from yxs_desktop.engine.game import Game
from yxs_desktop.engine.heroes import HEROES
from yxs_desktop.engine.mode import RoundProgress
from yxs_desktop.engine.skills import SKILLS
from yxs_desktop.engine.turn import resume_turn_in_play

if TYPE_CHECKING:
    from yxs_desktop.engine.cards import Card
    from yxs_desktop.engine.mode import GameMode


@dataclass(frozen=True, slots=True)
class SeatPosition:
    """One seat of a :class:`Position`: its hero (an id of ``HEROES``, None: none) and
    the ids of the skills it holds, its health, role (``role_public``: shown to the
    table) and team, and its cards by id: the hand, the equipment (each in its slot)
    and the judgement area as (card, the kind it lies there as) pairs, in the order
    they came. ``strikes_used``: its 杀 used this play phase."""

    hero: str | None
    skills: tuple[str, ...]
    hp: int
    max_hp: int
    alive: bool
    dying: bool
    role: Role | None
    role_public: bool
    team: str | None
    hand: tuple[int, ...]
    equip: tuple[int, ...]
    judge: tuple[tuple[int, Kind], ...]
    strikes_used: int = 0


@dataclass(frozen=True, slots=True)
class Position:
    """A game of mode ``mode`` at a decision point of ``current``'s turn.

    ``seats`` in seat order; ``deck`` the draw pile's card ids, its top last; ``discard``
    and ``table`` those areas' cards in order; ``order`` the seats in table order
    (empty: seat order). ``phase`` and ``round`` as ``Game.phase`` and ``Game.round``.
    The current player's turn so far: ``used_this_turn`` (the kinds it used, in order),
    ``turn_flags`` and ``phase_uses`` (its skill uses this phase) as (id, count) pairs.
    How far play has got, for ``GameMode.resume``: ``round_first`` (the seat whose turn
    opened the current round; None: unknown), ``acted`` (the seats that have started a
    turn this round) and ``ever_acted`` (every seat that has had a turn)."""

    mode: str
    seats: tuple[SeatPosition, ...]
    deck: tuple[int, ...]
    discard: tuple[int, ...]
    table: tuple[int, ...]
    current: int
    phase: Phase | None
    round: int
    order: tuple[int, ...] = ()
    used_this_turn: tuple[Kind, ...] = ()
    turn_flags: tuple[tuple[str, int], ...] = ()
    phase_uses: tuple[tuple[str, int], ...] = ()
    round_first: int | None = None
    acted: frozenset[int] = frozenset()
    ever_acted: frozenset[int] = frozenset()

    @property
    def progress(self) -> RoundProgress:
        """How far play has got (``round_first``, ``acted``, ``ever_acted``)."""
        return RoundProgress(self.round_first, self.acted, self.ever_acted)


def position_of(game: Game, progress: RoundProgress | None = None) -> Position:
    """The position ``game`` stands at now (``progress``: how far play has got, which
    the game does not keep; default: unknown)."""
    progress = progress or RoundProgress()
    current = game.current
    return Position(
        mode=game.mode.name,
        seats=tuple(
            [
                SeatPosition(
                    hero=p.hero.id if p.hero is not None else None,
                    skills=tuple([s.id for s in p.skills]),
                    hp=p.hp,
                    max_hp=p.max_hp,
                    alive=p.alive,
                    dying=p.dying,
                    role=p.role,
                    role_public=p.role_public,
                    team=p.team,
                    hand=tuple([c.id for c in p.hand]),
                    equip=tuple([c.id for c in p.equip.values()]),
                    judge=tuple([(j.card.id, j.kind) for j in p.judge]),
                    strikes_used=p.strikes_used,
                )
                for p in game.players
            ]
        ),
        deck=tuple([c.id for c in game.deck]),
        discard=tuple([c.id for c in game.discard]),
        table=tuple([c.id for c in game.table]),
        current=current.seat,
        phase=game.phase,
        round=game.round,
        order=tuple([p.seat for p in game.order]),
        used_this_turn=tuple(current.used_this_turn),
        turn_flags=tuple(current.turn_flags.items()),
        phase_uses=tuple(current.phase_uses.items()),
        round_first=progress.first,
        acted=progress.acted,
        ever_acted=progress.ever_acted,
    )


def check_position(position: Position, mode: GameMode, cards: Mapping[int, Card]) -> None:
    """Raise :class:`ValueError` saying what is wrong if ``position`` is not one a game of
    ``mode`` (whose cards are ``cards``, by id) can be rebuilt from."""
    if position.phase is not Phase.PLAY:
        raise ValueError(f"a game is rebuilt from a play phase, not from {position.phase}")
    if position.mode != mode.name:
        raise ValueError(f"the position is of mode {position.mode!r}, not {mode.name!r}")
    n = mode.players
    if len(position.seats) != n:
        raise ValueError(f"{mode.name} has {n} seats, the position {len(position.seats)}")
    _check_seat("the current seat", position.current, n)
    if position.round_first is not None:
        _check_seat("the seat that opened the round", position.round_first, n)
    for seat in sorted(position.acted | position.ever_acted):
        _check_seat("a seat that has acted", seat, n)
    if position.order and sorted(position.order) != list(range(n)):
        raise ValueError(f"the table order {position.order} is not an order of the {n} seats")
    where: dict[int, str] = {}
    name = mode.name
    for seat, sp in enumerate(position.seats):
        if sp.hero is not None and sp.hero not in HEROES:
            raise ValueError(f"seat {seat}'s hero {sp.hero!r} is unknown")
        for skill in sp.skills:
            if skill not in SKILLS:
                raise ValueError(f"seat {seat}'s skill {skill!r} is unknown")
        _locate(where, sp.hand, f"seat {seat}'s hand", cards, name)
        _locate(where, sp.equip, f"seat {seat}'s equipment", cards, name)
        slots = [cards[card].spec.slot for card in sp.equip]
        if None in slots:
            raise ValueError(
                f"seat {seat}'s equipment {sp.equip} holds a card that is no equipment"
            )
        if len(set(slots)) < len(slots):
            raise ValueError(f"seat {seat}'s equipment {sp.equip} fills a slot twice")
        judged = tuple([card for card, _ in sp.judge])
        _locate(where, judged, f"seat {seat}'s judgement area", cards, name)
    _locate(where, position.deck, "the deck", cards, name)
    _locate(where, position.discard, "the discard pile", cards, name)
    _locate(where, position.table, "the table", cards, name)
    missing = sorted(cards.keys() - where.keys())
    if missing:
        raise ValueError(f"cards {missing} of {mode.name} are nowhere in the position")


def _locate(
    where: dict[int, str], ids: tuple[int, ...], area: str, cards: Mapping[int, Card], mode: str
) -> None:
    """Note that the cards ``ids`` are in ``area`` (``where``: card id -> area so far);
    a card of no game of ``mode``, or one already somewhere, raises :class:`ValueError`."""
    for card in ids:
        if card not in cards:
            raise ValueError(f"card {card} ({area}) is not a card of {mode}")
        if card in where:
            raise ValueError(f"card {card} is in two places: {where[card]} and {area}")
        where[card] = area


def _check_seat(what: str, seat: int, players: int) -> None:
    if not 0 <= seat < players:
        raise ValueError(f"{what}, {seat}, is no seat of the table (0 to {players - 1})")


def start_position(
    mode: GameMode, position: Position, seed: int, horizon: int | None = None
) -> Game:
    """A game of ``mode`` (the position's) standing at ``position``, its generator seeded
    with ``seed`` (reshuffles, dice), started up to its first request: the current
    player's next play-phase action. It plays on to the rest of that turn, then
    ``horizon`` more turns in the mode's order (``GameMode.resume``; None: to the end).
    A position that is not one of a play phase of this mode, with a card in two places
    or none, or a seat out of range, raises :class:`ValueError` saying so."""
    game = Game(mode, seed)
    cards = game.cards
    check_position(position, mode, cards)
    game.deck = []
    for sp, player in zip(position.seats, game.players, strict=True):
        if sp.hero is not None:
            player.hero = HEROES[sp.hero]
        player.skills = [SKILLS[s]() for s in sp.skills]
        player.hp, player.max_hp, player.start_max_hp = sp.hp, sp.max_hp, sp.max_hp
        player.alive, player.dying = sp.alive, sp.dying
        player.role = sp.role
        player.role_public = sp.role_public
        player.team = sp.team
        player.strikes_used = sp.strikes_used
        seat = player.seat
        zones.place(game, [cards[c] for c in sp.hand], Area.HAND, seat)
        for c in sp.equip:
            zones.place(game, [cards[c]], Area.EQUIP, seat)
        for c, kind in sp.judge:
            zones.place(game, [cards[c]], Area.JUDGE, seat, kind)
    zones.place(game, [cards[c] for c in position.discard], Area.DISCARD)
    zones.place(game, [cards[c] for c in position.table], Area.TABLE)
    zones.place(game, [cards[c] for c in position.deck], Area.DECK)
    if position.order:
        game.order = [game.players[s] for s in position.order]
    game.current = current = game.players[position.current]
    game.phase = position.phase
    game.round = position.round
    current.used_this_turn = list(position.used_this_turn)
    current.turn_flags = dict(position.turn_flags)
    current.phase_uses = dict(position.phase_uses)
    progress = position.progress
    game.start(lambda: _play_on(game, progress, horizon))
    return game


async def _play_on(game: Game, progress: RoundProgress, horizon: int | None) -> None:
    """The rest of the current turn from its play phase's next action, then play in the
    mode's order; returns after ``horizon`` more turns (None: never, the game ends by
    itself)."""
    player = game.current
    await resume_turn_in_play(game, player)
    if horizon is not None and horizon <= 0:
        return
    until: Callable[[], bool] | None = None
    if horizon is not None:
        end = game.turns + horizon
        until = lambda: game.turns >= end  # noqa: E731
    await game.mode.resume(game, player, progress, until)
