"""The strong computer player: the baseline's play, steered by role beliefs, each role's
strategy and what the cards in sight say.

* Who is who (:mod:`.beliefs`): a probability per seat and role, from what the seat saw.
  The lord's side and the rebels read friend and foe from the baseline's loyalty,
  corrected both ways by the beliefs (a seat all but surely on the other side is an
  enemy; one that may well be a friend is never struck on its loyalty alone, but by the
  lord).
* Each role's strategy: the rebels go for the lord first; a loyalist always saves the
  lord and keeps its last 药 for it; the renegade keeps the balance (it fights the rebels
  while they are stronger, else thins the loyalists, never lets the lord die while anyone
  else lives, then fights the lord alone). In 3v3 the leader takes the first action when
  it may choose, drafts second to have that choice, and the enemy's leader is the first
  target.
* Heroes by how often they win in the seat's role (:mod:`.hero_choice`).
* Cards by situation: the chance that a 杀 or an area trick lands and that a 决斗 is won
  comes from the cards not yet seen (:meth:`StrongAgent.unseen_share`); 无懈可击 is kept
  for what matters; 闪 and 药 are worth more when HP is low, spare 杀 less; 手捧雷, a
  blow at random, is played by the rebels alone.

It sees only its seat's view, its events and the request, as every level does.
"""

from __future__ import annotations

from collections import Counter
from functools import cache
from typing import Final

from yxs_desktop.ai.baseline import BaselineAgent, card
from yxs_desktop.ai.endgame import two_left
from yxs_desktop.ai.hero_choice import best_hero, role_key
from yxs_desktop.ai.knowledge import KNOWN
from yxs_desktop.ai.worth import CARD_WORTH, DEFAULT_WORTH
from yxs_desktop.engine.enums import CardType, Kind, Role
from yxs_desktop.engine.events import CardUsed
from yxs_desktop.engine.modes import mode_cards
from yxs_desktop.engine.requests import (
    Choice,
    ChooseHero,
    ChooseOption,
    Option,
    Request,
    Respond,
    Response,
    Use,
)
from yxs_desktop.engine.views import SeatView

_L, _Y, _R, _N = Role.LORD, Role.LOYALIST, Role.REBEL, Role.RENEGADE
#: Friends' and enemies' roles, by one's own role (the renegade is handled apart).
FRIEND_ROLES: Final[dict[Role, frozenset[Role]]] = {
    _L: frozenset({_L, _Y}),
    _Y: frozenset({_L, _Y}),
    _R: frozenset({_R}),
}
#: The enemies' roles a seat's beliefs are read for (the renegade, who fights the rebels
#: too while the lord lives, is handled apart).
ENEMY_ROLES: Final[dict[Role, frozenset[Role]]] = {
    _L: frozenset({_R}),
    _Y: frozenset({_R}),
    _R: frozenset({_L, _Y}),
}
#: The lord's side's enemies once the rebels are gone: the renegade too.
LORDS_FOES: Final = frozenset({_R, _N})
#: The chance of an enemy's role from which a seat is one whatever it did.
SURELY_AN_ENEMY: Final = 0.85
#: The chance of a friend's role that forbids a loyalist or a rebel striking a seat on
#: its loyalty alone. The lord strikes on its loyalty: held back so, it won 5 points less
#: in identity5 (1,000 deals, a strong lord among baseline players; in identity8, 600
#: deals, no change either way).
MAYBE_A_FRIEND: Final = 0.3
#: The renegade fights the rebels once they are this much stronger than the lord's side;
#: until then it thins the loyalists (and saves the dying lord).
RENEGADE_BALANCE: Final = 1.2
#: Rounds without a death after which the lord's side strikes its likeliest renegade at
#: last (a game stalls so about once in 1,500; sooner, the lord struck its loyalist more
#: often than it broke a stall: 7 points of the lord's wins lost at 10 rounds).
STALL_ROUNDS: Final = 30
#: What an area trick that strikes enemies only is worth on top of its blows: about the
#: baseline's attack (a 杀 scores 5), so that it is played before a card is spent on a
#: skill (strong players, identity5, 2,000 games: past 30 rounds 31 → 27).
LONE_AREA_BONUS: Final = 4.0
#: What 釜底抽薪 or 探囊取物 on an enemy gains when a 杀 may follow: played first (a 杀
#: scores up to about 10).
STRIP_FIRST: Final = 5.0
#: What 手捧雷 deals when its judgement strikes.
THUNDER_DAMAGE: Final = 3
#: Rounds the last two seats have fought after which 手捧雷 is played even if its blow
#: may kill the player: a fight that long is a coin toss anyway, and this one ends it.
LONG_FIGHT: Final = 8
#: The scale of relations (the baseline's: > 0.5 friend, < -0.5 enemy, 3 a clear case).
SPREAD: Final = 3.0


class StrongAgent(BaselineAgent):
    """The strong level for one seat."""

    def __init__(self, seat: int, players: int, seed: int) -> None:
        super().__init__(seat, players, seed)
        self._unseen: dict[Kind, float] = {}  # worked out once per view, like the baseline's

    def _remember(self, view: SeatView) -> None:
        if view is not self._memo_view:
            self._unseen = {}
        super()._remember(view)

    def decide(self, view: SeatView, request: Request) -> Response:
        if self._team_mode is None:
            self._start_beliefs(view)
        if isinstance(request, ChooseHero):  # by how often each hero wins in my role
            me = view.players[self.seat]
            offers = request.offers[self.seat]
            role = role_key(view.role, me.team)
            return Choice(best_hero(view.mode, role, offers, request.free(self.seat)))
        if isinstance(request, ChooseOption):
            chosen = self._team_choice(view, request)
            if chosen is not None:
                return Choice(chosen)
        return super().decide(view, request)

    def _team_choice(self, view: SeatView, request: ChooseOption) -> int | None:
        """A 3v3 leader's choices for its team (docs/rules.md §6.3), by what they were
        measured to be worth: acting first wins far more often (64% against 41% over
        1,500 baseline games), so the team drafting second, which chooses, is the better
        place; the vanguards act before the leader when the leader may choose (strong
        leaders among baseline players won 1.9 points more often so than choosing by
        chance over 2,000 deals, 4.8 more than acting first over 1,000); the direction of
        an area trick puts friends first for a gift, enemies first for a blow."""
        options = request.options
        if request.reason == "action_order" and "team.act_first" in options:
            return options.index("team.act_first")
        if request.reason == "team_action" and "team.unit_vanguards" in options:
            return options.index("team.unit_vanguards")
        if request.reason == "draft_order" and "team.draft_second" in options:
            return options.index("team.draft_second")
        if request.reason == "choose_direction" and len(options) == 2:
            used = self.memory.last(CardUsed, lambda e: e.seat == self.seat)
            giving = used is not None and used.kind in (Kind.HARVEST, Kind.RECOVER)
            order = list(view.order)
            start = order.index(self.seat)
            ring = [s for s in order[start + 1 :] + order[:start] if view.players[s].alive]
            if not ring:
                return None
            first = {0: ring[0], 1: ring[-1]}  # counterclockwise: on in table order
            wanted = (
                (lambda s: self.relation(view, s) > 0.5)
                if giving
                else (lambda s: self.relation(view, s) < -0.5)
            )
            for index, seat in first.items():
                if wanted(seat):
                    return index
        return None

    # ------------------------------------------------------------------ relations
    def _relation(self, view: SeatView, other: int) -> float:
        if other == self.seat:
            return KNOWN
        if self.beliefs is None:  # 3v3: the teams are public
            return super()._relation(view, other)
        deduced = self.deduced(view, other)
        if deduced is not None:  # the roles left or its acts fix who it is
            return deduced
        me = view.role
        if me is _N:
            return self._renegade_relation(view, other)
        if me is None:
            return 0.0
        # The baseline's loyalty (who hurt or helped the lord and its friends) reads the
        # table well; the beliefs correct it: a seat all but surely on the other side is
        # an enemy whatever its loyalty, and one that may well be a friend is never struck
        # on its loyalty alone by a loyalist or a rebel.
        loyalty = super()._relation(view, other)
        # the lord left alone with the renegade fights it; before that the renegade is
        # left be by its beliefs alone (measured: striking it once the rebels were gone
        # cost a loyalist 11 points of wins)
        alone = me is _L and two_left(view)
        if (
            self.beliefs.chance_of(other, LORDS_FOES if alone else ENEMY_ROLES[me])
            >= SURELY_AN_ENEMY
        ):
            return min(loyalty, -1.0)
        friend = self.beliefs.chance_of(other, FRIEND_ROLES[me])
        if (
            me is not _R
            and not self.rebels_left(view)
            and self._stalled(view)
            and loyalty > -0.5
            and friend < 0.5
            and other == self.suspect(view)
        ):  # the renegade hides among the loyalists and nobody dies: strike at last
            return -1.0
        if me is not _L and loyalty < -0.4 and friend >= MAYBE_A_FRIEND:
            return -0.4
        return loyalty

    def _stalled(self, view: SeatView) -> bool:
        """Whether the game has gone on for :data:`STALL_ROUNDS` rounds without a death
        (the lord and its loyalists, unable to tell the renegade among them, may never
        strike)."""
        return self.know.rounds_without_death() >= STALL_ROUNDS

    def _renegade_relation(self, view: SeatView, other: int) -> float:
        """The renegade keeps the balance: it helps the weaker side and never lets the
        lord die while anyone else is left; alone with the lord, it fights."""
        assert self.beliefs is not None
        living = [p.seat for p in view.players if p.alive and p.seat != self.seat]
        lord = self.know.lord
        if other == lord:
            return -KNOWN if living == [lord] else 2.0
        lord_side, rebel_side = self._sides(view)
        rebel = self.beliefs.probability(other, _R)
        loyal = self.beliefs.probability(other, _Y)
        # the lord's HP counts in its side's strength; fighting the rebels whenever the
        # lord was at 2 HP or less as well cost the renegade 2 points (identity5)
        if rebel_side >= lord_side * RENEGADE_BALANCE:  # the rebels are winning: fight them
            return SPREAD * (loyal * 0.5 - rebel)
        if loyal > 0.01:  # the lord's side is winning: thin it
            return SPREAD * (rebel * 0.3 - loyal)
        return SPREAD * -rebel

    def _sides(self, view: SeatView) -> tuple[float, float]:
        """How strong the lord's side and the rebels are: living HP weighted by the
        chance of each role, and a little for their cards."""
        assert self.beliefs is not None
        lord_side = rebel_side = 0.0
        for p in view.players:
            if not p.alive or p.seat == self.seat:
                continue
            might = p.hp + 0.3 * p.hand_count
            lord_side += might * self.beliefs.chance_of(p.seat, FRIEND_ROLES[_L])
            rebel_side += might * self.beliefs.probability(p.seat, _R)
        return lord_side, rebel_side

    def enemies(self, view: SeatView, seats: tuple[int, ...]) -> list[int]:
        """Enemies among ``seats``, the best target first: the one whose death wins the
        game, then the one most surely an enemy and easiest to kill."""
        self._remember(view)
        known = self._enemies.get(seats)
        if known is not None:
            return list(known)
        found = [s for s in seats if self.relation(view, s) < -0.5]
        if len(found) > 1:
            found.sort(key=lambda s: self._target_order(view, s))
        self._enemies[seats] = found
        return list(found)

    def _target_order(self, view: SeatView, seat: int) -> tuple[bool, float]:
        p = view.players[seat]
        decisive = self._decisive(view, seat)
        sureness = min(1.0, -self.relation(view, seat) / SPREAD)
        ease = p.hp + 0.25 * p.hand_count + 0.5 * len(p.equip)
        return (not decisive, ease - 4.0 * sureness)

    # ------------------------------------------------------------------ cards
    def _keep_value(self, view: SeatView, card_id: int) -> float:
        c = card(card_id)
        if c.type is CardType.EQUIP:
            return super()._keep_value(view, card_id)
        worth = CARD_WORTH.get(c.kind, DEFAULT_WORTH)
        me = view.players[self.seat]
        if c.kind is Kind.DODGE and me.hp <= 2:
            return worth + 2
        if c.kind is Kind.MEDICINE and me.hp <= 1:
            return worth + 2
        if c.kind is Kind.STRIKE:
            strikes = sum(1 for h in view.hand if card(h).kind is Kind.STRIKE)
            if strikes > 2:
                return worth - 2.5  # more than a duel and the next turn need
        return worth

    # ------------------------------------------------------------------ play phase
    def score(self, view: SeatView, option: Option) -> tuple[float, Use] | None:
        kind = option.kind
        if kind in (Kind.BEACON, Kind.ARROWS) and not option.skill:
            value = self._area_value(view, kind)
            if value > 0 and self._only_enemies_left(view):
                # a blow at each enemy and none at a friend: an attack like a 杀's, played
                # before a skill spends the card (扁鹊 healed with 万箭齐发 for rounds)
                value += LONE_AREA_BONUS
            cards = self.cheapest(view, option.cards, option.card_count[0])
            return (value, Use(cards, kind)) if value > 0 else None
        scored = super().score(view, option)
        if scored is None:
            return None
        value, use = scored
        if kind is Kind.MEDICINE and not option.skill and self._keeps_medicine_for_the_lord(view):
            return None
        if kind is Kind.THUNDER and not self._thunder_helps(view):
            return None
        if kind is Kind.DUEL and use.targets:
            value = self._duel_value(view, use.targets[0], value)
        elif kind in (Kind.FIREWOOD, Kind.POUCH) and use.targets and self._strike_follows(view):
            value += STRIP_FIRST  # its 闪 or armour gone first, the 杀 lands more often
        elif kind in (Kind.BEACON, Kind.ARROWS):
            value = self._area_value(view, kind) - 0.5
        elif kind is Kind.STRIKE and use.targets and option.target_count[1] == 1:
            target = max(option.targets, key=lambda s: self._strike_worth(view, s))
            worth = self._strike_worth(view, target)
            if worth <= 0:
                return None
            use = Use(use.cards, use.kind, use.skill, (target,))
            value += worth - 1.0
        return (value, use) if value > 0 else None

    def _only_enemies_left(self, view: SeatView) -> bool:
        """Whether every other living seat is an enemy (two seats left, say)."""
        others = tuple(p.seat for p in view.players if p.alive and p.seat != self.seat)
        return len(self.enemies(view, others)) == len(others)

    def _strike_follows(self, view: SeatView) -> bool:
        """Whether a 杀 may still come this play phase: one in hand and none used yet."""
        return view.strikes_used == 0 and any(card(h).kind is Kind.STRIKE for h in view.hand)

    def _thunder_helps(self, view: SeatView) -> bool:
        """Whether 手捧雷, a blow of 3 at random, is worth playing: to an identity rebel,
        for whom the lord taking it may win the game (measured, identity5: +1.7 points
        for the rebels; never playing it gave the lord +6, the loyalist +4); and to either
        of the last two seats when the blow cannot kill it, for a fight of attrition that
        heals every wound ends when one side takes 3 at once."""
        if self.beliefs is None:
            return False
        if view.role is _R:
            return True
        return two_left(view) and (
            self._outlives_thunder(view) or self.know.rounds_without_death() >= LONG_FIGHT
        )

    def _outlives_thunder(self, view: SeatView) -> bool:
        """Whether this seat lives through a blow of 3 with its HP and the 药 in hand."""
        medicines = sum(1 for h in view.hand if card(h).kind is Kind.MEDICINE)
        return view.players[self.seat].hp + medicines > THUNDER_DAMAGE

    def unseen_share(self, view: SeatView, kind: Kind) -> float:
        """The share of the cards this seat has not seen (others' hands, the draw pile)
        that are of ``kind``: the cards gone to the discard pile, on the table, in sight
        in equipment and judgement areas and in its own hand are counted out."""
        self._remember(view)
        known = self._unseen.get(kind)
        if known is None:
            deck = _deck_kinds(view.mode)
            seen = [*view.discard, *view.table, *view.hand]
            for p in view.players:
                seen.extend(p.equip)
                seen.extend(c for c, _ in p.judge)
            total = sum(deck.values()) - len(seen)
            left = deck.get(kind, 0) - sum(1 for c in seen if card(c).kind is kind)
            known = self._unseen[kind] = max(0, left) / total if total > 0 else 0.0
        return known

    def _strike_worth(self, view: SeatView, seat: int) -> float:
        """What a 杀 at ``seat`` is worth: how surely it is an enemy, times the chance
        that it lands (no 闪 in hand, no 玉如意 luck) and what the blow does (more if it
        may kill, most if that death wins the game)."""
        relation = self.relation(view, seat)
        if relation >= -0.5:
            return 0.0
        p = view.players[seat]
        lands = (1.0 - self.unseen_share(view, Kind.DODGE)) ** p.hand_count
        if any(card(e).kind is Kind.JADE_RUYI for e in p.equip) and not self._ignores_armour(view):
            lands *= 0.5
        blow = 1.0 + (1.0 if p.hp <= 1 else 0.0)
        if self._decisive(view, seat):
            blow += 1.0
        sureness = min(1.0, -relation / SPREAD)
        return (0.5 + sureness) * (0.3 + lands) * blow

    def _ignores_armour(self, view: SeatView) -> bool:
        return any(card(e).kind is Kind.FISH_GUT for e in view.players[self.seat].equip)

    def _keeps_medicine_for_the_lord(self, view: SeatView) -> bool:
        """A loyalist in no danger keeps its last 药 while the lord is low: the lord's
        dying ends the game, its own scratch does not."""
        lord = self.know.lord
        if view.role is not _Y or lord is None or view.players[self.seat].hp <= 1:
            return False
        medicines = sum(1 for h in view.hand if card(h).kind is Kind.MEDICINE)
        return medicines == 1 and view.players[lord].hp <= 2

    def _duel_value(self, view: SeatView, target: int, value: float) -> float:
        """A duel is won by the one with more 杀: with none against a full hand it only
        hurts the user."""
        mine = sum(1 for h in view.hand if card(h).kind is Kind.STRIKE)
        theirs = self.unseen_share(view, Kind.STRIKE) * view.players[target].hand_count
        if self._decisive(view, target) and view.players[target].hp <= 2:
            return value + 3.0  # a chance at the blow that wins the game is worth a HP
        if mine + 0.5 < theirs and view.players[self.seat].hp <= 2:
            return -1.0
        return value + (mine - theirs)

    def _decisive(self, view: SeatView, seat: int) -> bool:
        """Whether ``seat``'s death wins this player's game: the enemy leader in 3v3, the
        lord for a rebel, and for the renegade alone with it."""
        p = view.players[seat]
        if p.role is Role.LEADER:
            return p.team != view.players[self.seat].team
        if seat != self.know.lord:
            return False
        return view.role is _R or (view.role is _N and two_left(view))

    def _area_value(self, view: SeatView, kind: Kind) -> float:
        """What an area trick is worth: for each other character, the chance that it has
        no answer (a 闪 to 万箭齐发, a 杀 to 烽火狼烟) times how much its blow is wanted; a
        blow that may kill a friend, the lord or leader above all, weighs heavily."""
        share = self.unseen_share(view, Kind.DODGE if kind is Kind.ARROWS else Kind.STRIKE)
        total = 0.0
        for p in view.players:
            if not p.alive or p.seat == self.seat:
                continue
            hit = (1.0 - share) ** p.hand_count
            stance = max(-1.0, min(1.0, -self.relation(view, p.seat) / SPREAD))
            weight = 2.0 if p.hp <= 1 else 1.0
            if stance < 0 and p.role in (Role.LORD, Role.LEADER):
                weight *= 3.0
            total += hit * stance * weight
        return 2.0 * total

    # ------------------------------------------------------------------ answers
    def wants_to_answer(self, view: SeatView, request: Respond) -> bool:
        kind = request.kind
        if kind is Kind.STRIKE and request.reason in ("duel", "beacon"):
            return True  # a HP is worth more than a 杀, whoever asks for it
        if kind is Kind.MEDICINE and request.target is not None and request.target != self.seat:
            return self._saves(view, request.target)
        if (
            kind is Kind.IMPECCABLE
            and request.about in (Kind.FIREWOOD, Kind.POUCH)
            and request.target not in (None, self.seat)
            and not self._matters(view, request.target)
        ):  # one card of a friend's is not worth the 无懈可击 kept for what matters
            spare = sum(1 for h in view.hand if card(h).kind is Kind.IMPECCABLE) > 1
            return spare and super().wants_to_answer(view, request)
        return super().wants_to_answer(view, request)

    def _matters(self, view: SeatView, seat: int | None) -> bool:
        """Whether ``seat`` is one whose death ends the game: the lord, a 3v3 leader."""
        return seat is not None and view.players[seat].role in (Role.LORD, Role.LEADER)

    def _saves(self, view: SeatView, dying: int) -> bool:
        if view.role is _N and dying == self.know.lord:
            living = sum(1 for p in view.players if p.alive and p.seat not in (self.seat, dying))
            return living > 0  # the renegade needs the lord alive until the end
        if view.role is _Y and dying == self.know.lord:
            return True
        return self.relation(view, dying) > 0.5


@cache
def _deck_kinds(mode: str) -> Counter[Kind]:
    """How many cards of each kind the mode's deck holds."""
    return Counter(c.kind for c in mode_cards(mode))
