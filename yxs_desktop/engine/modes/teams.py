"""The 3v3 modes (docs/rules.md §6): six players in two teams of three, team "A" and team "B".

- **3v3 casual** (3v3休闲模式): team A are all 忠臣, team B all 反贼, seated A B A B A B.
  A live team pick (teammates see each other's picks, the other team does not, all are
  revealed together), a dice roll for the first player, 药 only from teammates, the dead
  hand their cards to living teammates, and the team with all three dead loses.
- **3v3 competitive** (3v3竞技模式): a 主将 leader (+1 max HP) and two 副将 vanguards per
  team, seated A1 A2 A3 B1 B2 B3 with each leader in the middle. A public 12-hero draft,
  alternating team actions chosen by the leaders, the user of an area trick chooses its
  direction, no 手捧雷, and the team whose leader dies loses.

Team membership and roles are public from the start (ruling ``teams_public``). The shared
rules ask these classes (who may save whom, what happens to a dead character's cards, the
order of an area trick, rewards, victory); nothing else knows a 3v3 mode is played.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, ClassVar, Final

from yxs_desktop.engine import actions
from yxs_desktop.engine.enums import Kind, Role
from yxs_desktop.engine.events import (
    DiceRolled,
    FirstPlayer,
    HeroesOffered,
    HeroPicked,
    RoleRevealed,
)
from yxs_desktop.engine.heroes import available_heroes
from yxs_desktop.engine.mode import GameMode, Outcome, RoundProgress
from yxs_desktop.engine.modes.base import (
    deal_opening_hands,
    give_hero,
    hero_chosen,
    play_in_turn_order,
    resume_in_turn_order,
    start_round,
)
from yxs_desktop.engine.requests import Choice, ChooseHero, ChooseOption, FrozenDict, PickHero
from yxs_desktop.engine.turn import run_turn

if TYPE_CHECKING:
    from collections.abc import Iterable

    from yxs_desktop.engine.game import Game
    from yxs_desktop.engine.player import Player

TEAM_A, TEAM_B = "A", "B"
TEAMS: Final = (TEAM_A, TEAM_B)

#: 3v3 casual: heroes each team may pick from, and the pick's time limit (seconds).
TEAM_POOL: Final = 9
PICK_SECONDS: Final = 40
#: 3v3 competitive: heroes in the shared draft pool.
DRAFT_POOL: Final = 12

DIRECTIONS: Final = ("direction.counterclockwise", "direction.clockwise")
DRAFT_ORDER: Final = ("team.draft_first", "team.draft_second")
ACTION_ORDER: Final = ("team.act_first", "team.act_second")
UNITS: Final = ("team.unit_leader", "team.unit_vanguards")


def other_team(team: str) -> str:
    return TEAM_B if team == TEAM_A else TEAM_A


def team_of(player: Player) -> str:
    """The team of a seated player (every seat has one in the 3v3 modes)."""
    assert player.team is not None, f"seat {player.seat} has no team"
    return player.team


def roll_dice(game: Game, players: Iterable[Player], reason: str) -> Player:
    """Each of ``players`` rolls a die (a public event each); those tied on the highest
    roll again until one alone is highest, who is returned."""
    rolling = list(players)
    while True:
        values: dict[int, int] = {}
        for player in rolling:
            values[player.seat] = game.rng.dice()
            game.emit(DiceRolled(player.seat, values[player.seat], reason))
        top = max(values.values())
        # ruling dice_reroll_tied
        rolling = [p for p in rolling if values[p.seat] == top]
        if len(rolling) == 1:
            return rolling[0]


class TeamMode(GameMode):
    """What both 3v3 modes share: two teams of three, public roles, team victory titles,
    and scoring by team (a draw scores everyone's lose row)."""

    players = 6
    #: (team, role) for each seat, in seat order.
    seating: ClassVar[tuple[tuple[str, Role], ...]] = ()

    # ------------------------------------------------------------------ teams
    @staticmethod
    def members(game: Game, team: str | None) -> list[Player]:
        """The players of ``team`` (dead ones too), in seat order."""
        return [p for p in game.players if p.team == team]

    def is_enemy(self, player: Player, other: Player) -> bool:
        """The other team's characters (so a teammate killed adds no kill bonus)."""
        return other.team != player.team

    def seat_teams(self, game: Game) -> None:
        """Give each seat its team and role; both are public at once."""
        for player, (team, role) in zip(game.players, self.seating, strict=True):
            player.team = team
            player.role = role
            # ruling teams_public
            player.role_public = True
            game.emit(RoleRevealed(player.seat, role, team))

    def won_by(self, game: Game, team: str) -> Outcome:
        winners = tuple(p.seat for p in self.members(game, team))
        return Outcome(team, f"team_{team.lower()}", winners)

    # ------------------------------------------------------------------ scoring
    def score(self, game: Game) -> dict[int, int]:
        outcome = game.outcome
        # ruling draw_when_piles_empty: a draw has no winners, all score the lose row
        winners = set(outcome.winners) if outcome else set()
        return {
            p.seat: self.win_score(game, p) if p.seat in winners else self.lose_score(game, p)
            for p in game.players
        }

    def win_score(self, game: Game, player: Player) -> int:
        raise NotImplementedError

    def lose_score(self, game: Game, player: Player) -> int:
        raise NotImplementedError


# ====================================================================== 3v3 casual
_Y, _R = Role.LOYALIST, Role.REBEL


class Casual3v3(TeamMode):
    """3v3休闲模式 (docs/rules.md §6.2)."""

    name = "3v3-casual"
    seating = ((TEAM_A, _Y), (TEAM_B, _R)) * 3  # A B A B A B

    async def setup(self, game: Game) -> None:
        self.seat_teams(game)
        await self.team_pick(game)
        first = roll_dice(game, game.players, "first_player")
        game.current = first
        game.emit(FirstPlayer(first.seat))
        deal_opening_hands(game, first)

    async def team_pick(self, game: Game) -> None:
        """Each team picks from its own 9 heroes at the same time; a pick is seen at once
        by the picker's teammates only (and removed from their offers), and all six are
        revealed together at the end."""
        pool = [hero.id for hero in available_heroes(game.skills_enabled)]
        game.rng.shuffle(pool)
        size = min(TEAM_POOL, len(pool) // 2)  # fewer only while heroes are missing
        if size < 3:
            raise ValueError("too few heroes for the 3v3 team pick")
        pools = {TEAM_A: tuple(pool[:size]), TEAM_B: tuple(pool[size : 2 * size])}
        teams = FrozenDict({p.seat: team_of(p) for p in game.players})
        for player in game.players:
            game.emit(HeroesOffered(player.seat, pools[teams[player.seat]]))
        picks: dict[int, str] = {}
        #: Each seat's default hero: drawn once, and again only when a teammate takes it
        #: (redrawn at every pick, it would show a seat that the other team picked).
        defaults: dict[int, int] = {}
        while len(picks) < len(game.players):
            offers: dict[int, tuple[str, ...]] = {}
            fallback: dict[int, int] = {}
            taken: dict[int, tuple[str, ...]] = {}
            for player in game.players:
                if player.seat in picks:
                    continue
                offer = pools[teams[player.seat]]
                mates = tuple(
                    picks[m.seat] for m in self.members(game, player.team) if m.seat in picks
                )
                default = defaults.get(player.seat)
                if default is None or offer[default] in mates:
                    free = [i for i, hero in enumerate(offer) if hero not in mates]
                    default = defaults[player.seat] = free[game.rng.below(len(free))]
                offers[player.seat] = offer
                taken[player.seat] = mates
                fallback[player.seat] = default
            seat, answer = await game.ask_live(
                PickHero(
                    tuple(offers),
                    "choose_hero",
                    FrozenDict(offers),
                    FrozenDict(fallback),
                    PICK_SECONDS,
                    FrozenDict(taken),
                    teams,
                ),
                again=bool(picks),  # the seats still picking, asked the same question again
            )
            assert isinstance(answer, Choice)
            picks[seat] = offers[seat][answer.index]
            team_seats = tuple(m.seat for m in self.members(game, teams[seat]))
            game.emit(HeroPicked(seat, picks[seat], team_seats))
        for player in game.players:
            give_hero(game, player, picks[player.seat], lord_bonus=False)
            game.emit(hero_chosen(player))

    async def play(self, game: Game) -> None:
        """From the player who won the dice roll (``game.current``), in turn order."""
        await play_in_turn_order(game, game.current)

    async def resume(
        self,
        game: Game,
        last: Player,
        progress: RoundProgress,
        until: Callable[[], bool] | None = None,
    ) -> None:
        """Turns in table order after ``last``'s, a round beginning each time play
        reaches or passes the place of the seat that opened the round (``last``'s when
        ``progress`` does not tell)."""
        first = progress.first if progress.first is not None else last.seat
        await resume_in_turn_order(game, last, game.players[first], until)

    def may_save(self, game: Game, saver: Player, dying: Player) -> bool:
        return saver.team == dying.team

    async def before_discard_on_death(self, game: Game, victim: Player) -> None:
        """The dead character may hand any of its hand and equipment cards to living
        teammates (虞姬【诀别】 has resolved already, when it became dying)."""
        mates = [p for p in game.alive() if p.team == victim.team]
        cards = victim.all_cards()
        if mates and cards:
            await actions.distribute(game, victim, cards, mates, "bequeath")

    def outcome(self, game: Game) -> Outcome | None:
        for team in TEAMS:
            if not any(p.alive for p in self.members(game, team)):
                return self.won_by(game, other_team(team))
        return None

    async def reward(self, game: Game, victim: Player, killer: Player | None) -> None:
        # ruling casual_rebel_reward: as in identity mode; no lord, so no penalty
        if killer is not None and killer.alive and victim.role is _R:
            await game.draw(killer, 3, reason="reward")

    def win_score(self, game: Game, player: Player) -> int:
        mates_alive = sum(1 for p in self.members(game, player.team) if p.alive and p is not player)
        return 6 + mates_alive * 2 + self.enemies_killed(game, player) * 2

    def lose_score(self, game: Game, player: Player) -> int:
        return 2 + self.enemies_killed(game, player)


# ====================================================================== 3v3 competitive
_LEADER, _VANGUARD = Role.LEADER, Role.VANGUARD


class Competitive3v3(TeamMode):
    """3v3竞技模式 (docs/rules.md §6.3)."""

    name = "3v3-competitive"
    deck_without = frozenset({Kind.THUNDER})
    seating = (
        (TEAM_A, _VANGUARD),
        (TEAM_A, _LEADER),
        (TEAM_A, _VANGUARD),
        (TEAM_B, _VANGUARD),
        (TEAM_B, _LEADER),
        (TEAM_B, _VANGUARD),
    )

    @classmethod
    def leader(cls, game: Game, team: str | None) -> Player:
        return next(p for p in cls.members(game, team) if p.role is _LEADER)

    @classmethod
    def vanguards(cls, game: Game, team: str | None) -> list[Player]:
        """The team's vanguards in seat order (dead ones too)."""
        return [p for p in cls.members(game, team) if p.role is _VANGUARD]

    async def setup(self, game: Game) -> None:
        self.seat_teams(game)
        second = await self.draft(game)
        leader = self.leader(game, second)
        answer = await game.ask(ChooseOption((leader.seat,), "action_order", ACTION_ORDER))
        assert isinstance(answer, Choice)
        opening = second if answer.index == 0 else other_team(second)
        game.current = self.leader(game, opening)
        game.emit(FirstPlayer(game.current.seat))
        deal_opening_hands(game, game.current)

    async def draft(self, game: Game) -> str:
        """The shared 12-hero draft; returns the team that drafted second."""
        pool = [hero.id for hero in available_heroes(game.skills_enabled)]
        game.rng.shuffle(pool)
        pool = pool[:DRAFT_POOL]
        if len(pool) < len(game.players):
            raise ValueError("too few heroes for the 3v3 draft")
        for player in game.players:  # the pool is shown to everyone
            game.emit(HeroesOffered(player.seat, tuple(pool)))
        winner = roll_dice(game, [self.leader(game, t) for t in TEAMS], "draft")
        answer = await game.ask(ChooseOption((winner.seat,), "draft_order", DRAFT_ORDER))
        assert isinstance(answer, Choice)
        first = team_of(winner) if answer.index == 0 else other_team(team_of(winner))
        second = other_team(first)
        (f1, f2), (s1, s2) = self.vanguards(game, first), self.vanguards(game, second)
        # ruling draft_vanguards_in_seat_order
        order = [self.leader(game, first), s1, self.leader(game, second), f1, f2, s2]
        taken: list[str] = []
        for player in order:
            free = tuple(h for h in pool if h not in taken)
            choice = await game.ask(
                ChooseHero((player.seat,), "choose_hero", FrozenDict({player.seat: free}))
            )
            assert isinstance(choice, Choice)
            taken.append(free[choice.index])
            give_hero(game, player, free[choice.index], lord_bonus=player.role is _LEADER)
            game.emit(hero_chosen(player))
        return second

    async def play(self, game: Game) -> None:
        """Team actions alternate, the team of ``game.current`` (a leader) first. On its
        action a team's leader chooses its own turn or the turns of all its living
        vanguards that have not acted this round; a team with nobody left to act passes.
        When every living character has acted, a new round begins and alternation simply
        goes on (ruling ``team_new_round``). Each team's first action is its leader's turn."""
        start_round(game, 1)
        await self.team_actions(game, team_of(game.current), set(), set())

    async def resume(
        self,
        game: Game,
        last: Player,
        progress: RoundProgress,
        until: Callable[[], bool] | None = None,
    ) -> None:
        """The alternating team actions of :meth:`play` carried on after ``last``'s turn:
        first the vanguards of ``last``'s action still to play, then the other team.
        Approximation: a team counts as having opened (taken its first action) once one
        of its seats has had a turn (``progress.ever_acted``)."""
        acted = set(progress.acted) | {last.seat}
        opened = {team_of(game.players[s]) for s in progress.ever_acted | {last.seat}}
        team = team_of(last)
        if last.role is _VANGUARD:
            left = [p for p in self.vanguards(game, team) if p.alive and p.seat not in acted]
            if left:
                await self.vanguard_turns(game, self.leader(game, team), left, acted)
        await self.team_actions(game, other_team(team), acted, opened, until)

    async def team_actions(
        self,
        game: Game,
        team: str,
        acted: set[int],
        opened: set[str],
        until: Callable[[], bool] | None = None,
    ) -> None:
        """The alternation of :meth:`play` from any point: ``team`` acts next, ``acted``
        holds the seats that have acted this round and ``opened`` the teams that have taken
        their first action (both updated as play goes on). It goes on until the game ends
        or, checked before each action, ``until()`` (a look-ahead's horizon: the computer
        players' rollouts carry on a game rebuilt mid-round with it)."""
        while until is None or not until():
            if all(p.seat in acted for p in game.players if p.alive):
                # ruling team_new_round
                acted.clear()
                start_round(game, game.round + 1)
            leader = self.leader(game, team)
            vanguards = [p for p in self.vanguards(game, team) if p.alive and p.seat not in acted]
            leader_free = leader.seat not in acted
            if leader_free or vanguards:
                # ruling leaders_open_first_round
                if leader_free and (team not in opened or not vanguards):
                    leads = True
                elif not leader_free:
                    leads = False
                else:
                    # ruling team_choices_by_leader
                    answer = await game.ask(ChooseOption((leader.seat,), "team_action", UNITS))
                    assert isinstance(answer, Choice)
                    leads = answer.index == 0
                opened.add(team)
                if leads:
                    acted.add(leader.seat)
                    await run_turn(game, leader)
                else:
                    await self.vanguard_turns(game, leader, vanguards, acted)
            team = other_team(team)

    async def vanguard_turns(
        self, game: Game, leader: Player, vanguards: list[Player], acted: set[int]
    ) -> None:
        """The vanguards' turns one after another, in the order the leader picks; one who
        dies before its turn is skipped."""
        left = list(vanguards)
        while left:
            # ruling vanguard_order
            if len(left) > 1:
                (player,) = await actions.choose_seats(game, leader, left, "vanguard_first")
            else:
                player = left[0]
            acted.add(player.seat)
            await run_turn(game, player)
            left = [p for p in left if p is not player and p.alive]

    async def area_order(self, game: Game, user: Player, kind: Kind) -> list[Player]:
        """The user chooses the direction of 烽火狼烟, 万箭齐发, 休养生息 and 五谷丰登
        (asked only when it makes a difference: three or more characters alive)."""
        order = game.alive(user)
        if len(order) <= 2:
            return order
        answer = await game.ask(ChooseOption((user.seat,), "choose_direction", DIRECTIONS))
        assert isinstance(answer, Choice)
        return order if answer.index == 0 else [order[0], *reversed(order[1:])]

    def outcome(self, game: Game) -> Outcome | None:
        for team in TEAMS:
            if not self.leader(game, team).alive:
                return self.won_by(game, other_team(team))
        return None

    async def reward(self, game: Game, victim: Player, killer: Player | None) -> None:
        if killer is not None and killer.alive and victim.role is _VANGUARD:
            await game.draw(killer, 3, reason="reward")

    def win_score(self, game: Game, player: Player) -> int:
        alive = sum(1 for p in self.members(game, player.team) if p.alive)
        return (12 if player.role is _LEADER else 10) + (alive - 1) * 2

    def lose_score(self, game: Game, player: Player) -> int:
        return (4 if player.role is _LEADER else 2) + self.enemies_killed(game, player)
