"""Identity mode (身份模式) for 5 and 8 players and the 5-player simple table (docs/rules.md §5)."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar, Final

from yxs_desktop.engine.enums import Faction, Role
from yxs_desktop.engine.events import FirstPlayer, HeroesOffered, RoleDealt, RoleRevealed
from yxs_desktop.engine.heroes import HEROES, LORD_SKILLS, available_heroes
from yxs_desktop.engine.mode import GameMode, Outcome, RoundProgress
from yxs_desktop.engine.modes.base import (
    deal_opening_hands,
    give_hero,
    hero_chosen,
    play_in_turn_order,
    resume_in_turn_order,
)
from yxs_desktop.engine.requests import Choice, ChooseHero, FrozenDict
from yxs_desktop.engine.skills import SKILLS

if TYPE_CHECKING:
    from collections.abc import Callable

    from yxs_desktop.engine.game import Game
    from yxs_desktop.engine.player import Player

_L, _Y, _R, _N = Role.LORD, Role.LOYALIST, Role.REBEL, Role.RENEGADE

LORD_OFFER: Final = 5
OTHER_OFFER: Final = 3

#: The roles each role counts as enemies, by the goals of docs/rules.md §5.1: the lord and the
#: loyalists against the rebels and the renegade, the rebels against the lord, the loyalists
#: and the renegade, the renegade against everyone (another renegade too, on a custom table
#: with two: only one of them can win).
ENEMY_ROLES: Final[dict[Role, frozenset[Role]]] = {
    _L: frozenset({_R, _N}),
    _Y: frozenset({_R, _N}),
    _R: frozenset({_L, _Y, _N}),
    _N: frozenset({_L, _Y, _R, _N}),
}


class IdentityMode(GameMode):
    roles: ClassVar[tuple[Role, ...]] = ()

    async def setup(self, game: Game) -> None:
        roles = list(self.roles)
        game.rng.shuffle(roles)
        for player, role in zip(game.players, roles, strict=True):
            player.role = role
            game.emit(RoleDealt(player.seat, role))
        lord = self.lord(game)
        lord.role_public = True
        game.emit(RoleRevealed(lord.seat, Role.LORD))
        game.current = lord  # the lord chooses first and opens the game
        game.emit(FirstPlayer(lord.seat))
        await self._choose_heroes(game, lord)
        deal_opening_hands(game, lord)

    async def _choose_heroes(self, game: Game, lord: Player) -> None:
        pool = [hero.id for hero in available_heroes(game.skills_enabled)]
        game.rng.shuffle(pool)
        others = game.others(lord)
        extra = 1 if self.extra_choice else 0
        lord_offer, other_offers = deal_offers(pool, len(others), extra)
        game.emit(HeroesOffered(lord.seat, lord_offer))
        answer = await game.ask(
            ChooseHero((lord.seat,), "choose_hero", FrozenDict({lord.seat: lord_offer}))
        )
        assert isinstance(answer, Choice)
        self._seat_hero(game, lord, lord_offer[answer.index])
        offers: dict[int, tuple[str, ...]] = {}
        for player, offer in zip(others, other_offers, strict=True):
            offers[player.seat] = offer
            game.emit(HeroesOffered(player.seat, offer))
        answers = await game.ask_all(ChooseHero(tuple(offers), "choose_hero", FrozenDict(offers)))
        for player in others:
            choice = answers[player.seat]
            assert isinstance(choice, Choice)
            self._seat_hero(game, player, offers[player.seat][choice.index])

    def _seat_hero(self, game: Game, player: Player, hero_id: str) -> None:
        is_lord = player.role is Role.LORD
        give_hero(game, player, hero_id, lord_bonus=is_lord)
        # ruling lord_skill_by_faction
        if is_lord and game.skills_enabled:
            player.skills.append(SKILLS[LORD_SKILLS[HEROES[hero_id].faction]]())
        game.emit(hero_chosen(player))

    @staticmethod
    def lord(game: Game) -> Player:
        return next(p for p in game.players if p.role is Role.LORD)

    async def play(self, game: Game) -> None:
        await play_in_turn_order(game, self.lord(game))

    async def resume(
        self,
        game: Game,
        last: Player,
        progress: RoundProgress,
        until: Callable[[], bool] | None = None,
    ) -> None:
        """Turns in table order after ``last``'s, a round beginning each time play
        reaches or passes the lord's place."""
        await resume_in_turn_order(game, last, self.lord(game), until)

    def save_bonus(self, game: Game, saver: Player, dying: Player) -> int:
        """救援's extra 1. Asked once per 药 given, so 救援 is recorded here, when the
        extra point heals."""
        if not _jiuyuan_applies(game, saver, dying):
            return 0
        if dying.max_hp - dying.hp > 1:
            game.note_status(dying, "jiuyuan", [saver])
        return 1

    def outcome(self, game: Game) -> Outcome | None:
        lord = self.lord(game)
        alive = [p for p in game.players if p.alive]
        if lord.alive:
            if not any(p.role in (_R, _N) for p in alive):
                return Outcome("lord", "lord", _seats(game, _L, _Y))
            return None
        # ruling renegade_wins_as_last_survivor: whoever (or whatever) killed the lord
        if len(alive) == 1 and alive[0].role is _N:
            return Outcome("renegade", "renegade", (alive[0].seat,))
        return Outcome("rebel", "rebel", _seats(game, _R))

    async def reward(self, game: Game, victim: Player, killer: Player | None) -> None:
        if killer is None or not killer.alive:
            return
        if victim.role is _R:
            await game.draw(killer, 3, reason="reward")
        elif victim.role is _Y and killer.role is _L:
            cards = killer.all_cards()
            if cards:
                game.discard_cards(cards, reason="penalty")

    def is_enemy(self, player: Player, other: Player) -> bool:
        """By the roles' goals (:data:`ENEMY_ROLES`): a lord or loyalist killing a loyalist,
        or a rebel killing a rebel, adds no kill bonus."""
        return (
            other is not player
            and player.role is not None
            and other.role in ENEMY_ROLES[player.role]
        )

    def score(self, game: Game) -> dict[int, int]:
        """The table of docs/rules.md §5.7; *kills* counts only the enemies a player killed."""
        outcome = game.outcome
        # ruling draw_when_piles_empty: a draw has no winners, all score the lose row
        winners = set(outcome.winners) if outcome else set()
        loyalists_alive = sum(1 for p in game.players if p.alive and p.role is _Y)
        rebels_alive = sum(1 for p in game.players if p.alive and p.role is _R)
        n = len(game.players)
        scores: dict[int, int] = {}
        for p in game.players:
            kills = self.enemies_killed(game, p)
            if p.seat in winners:
                scores[p.seat] = {
                    _L: 6 + kills * 2 + loyalists_alive * 2,
                    _Y: 6 + kills * 2 + loyalists_alive * 2,
                    _R: 6 + kills * 2 + rebels_alive,
                    _N: 18 + kills * 3 + (n - 1) * 2,
                }[p.role]  # type: ignore[index]
            else:
                scores[p.seat] = {
                    _L: 3 + kills,
                    _Y: 3 + kills - loyalists_alive,
                    _R: 3 + kills,
                    _N: 3 + kills + 1,
                }[p.role]  # type: ignore[index]
        return scores


def deal_offers(
    pool: list[str], others: int, extra: int = 0
) -> tuple[tuple[str, ...], list[tuple[str, ...]]]:
    """The lord's offer and each other player's, dealt from the shuffled ``pool``: 5 and 3
    heroes (``extra`` more each with the extra-choice option), no hero offered twice.

    [ruling] With fewer heroes than the offers need (with skills on, only heroes whose
    skills are all implemented are offered), the offers shrink: the lord keeps as many as
    leave every other player an equal share of at least 1, and the others share the rest
    equally. With fewer heroes than players, disjoint offers are impossible: the heroes are
    then dealt round the table again, so one hero may be offered to (and played by) several
    players, though never twice in one offer.
    """
    n = len(pool)
    if n == 0:
        raise ValueError("no hero can be offered")
    # ruling small_hero_pool
    if n > others:
        lord_size = min(LORD_OFFER + extra, n - others)
        size = min(OTHER_OFFER + extra, (n - lord_size) // others)
        rest = pool[lord_size:]
        return tuple(pool[:lord_size]), [
            tuple(rest[i * size : (i + 1) * size]) for i in range(others)
        ]
    lord_size = min(LORD_OFFER + extra, n)
    size = min(OTHER_OFFER + extra, n)
    return tuple(pool[:lord_size]), [
        tuple(pool[(lord_size + i * size + k) % n] for k in range(size)) for i in range(others)
    ]


def _seats(game: Game, *roles: Role) -> tuple[int, ...]:
    return tuple(p.seat for p in game.players if p.role in roles)


def _jiuyuan_applies(game: Game, saver: Player, dying: Player) -> bool:
    """救援: a 药 from a 君 character on the dying lord heals 1 more."""
    return (
        saver is not dying
        and saver.hero is not None
        and saver.hero.faction is Faction.RULER
        and any(s.id == "jiuyuan" for s in game.skills_of(dying))
    )


class Identity5(IdentityMode):
    name = "identity5"
    players = 5
    roles = (_L, _Y, _R, _R, _N)


class Identity8(IdentityMode):
    name = "identity8"
    players = 8
    roles = (_L, _Y, _Y, _R, _R, _R, _R, _N)


class Identity5Simple(Identity5):
    """五人简易场: identity 5 with every hero's skill switched off, and no lord skill."""

    name = "identity5-simple"
    skills_enabled = False
