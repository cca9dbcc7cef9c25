"""Per-skill policies of the baseline computer player (docs/rules.md §7): when an optional or
active skill is worth using, and how to answer the requests a skill makes.

Policies are plain functions keyed by skill id (the request's ``reason``). They read only
what the seat may know: its :class:`SeatView`, the request, the events it has seen
(:class:`SkillMemory`) and the player's beliefs about who is a friend (:class:`Mind`,
implemented by :class:`~yxs_desktop.ai.baseline.BaselineAgent`). They never see the game.

* :data:`PLAY` — active skills in the play phase: ``(ctx, option) -> (score, Use) | None``
  (None: not worth it now). Scores compare with the baseline's card scores (杀 5,
  equipment 7, 无中生有 9; 0 or less means "pass").
* :func:`answer` — a skill's own request (Confirm, ChooseSeats, ChooseCards, ChooseOption,
  Distribute, Arrange): a legal response, or None to leave it to the generic player.
* :func:`wants_to_answer` — Respond requests made on a skill's behalf (激将, 护主).
* :func:`conversion_ok` — whether using cards as another kind through a skill wastes them.
* :func:`hero_rating` — how much the player likes a hero when choosing one.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final, Protocol, TypeVar

from yxs_desktop.ai.endgame import playing_to_finish
from yxs_desktop.ai.worth import CARD_WORTH, DEFAULT_WORTH
from yxs_desktop.engine.cards import SPECS, STANDARD_DECK, Card
from yxs_desktop.engine.enums import Area, CardType, Color, Kind, Phase, Sex, Slot, Suit
from yxs_desktop.engine.events import (
    CardPlayed,
    CardsMoved,
    CardUsed,
    Damaged,
    Event,
    Judged,
    SkillInvoked,
    TurnStarted,
)
from yxs_desktop.engine.heroes import HEROES
from yxs_desktop.engine.requests import (
    Answer,
    Arrange,
    Arrangement,
    Cards,
    Choice,
    ChooseCards,
    ChooseOption,
    ChooseSeats,
    Confirm,
    Distribute,
    Distribution,
    Option,
    Request,
    Respond,
    Response,
    Seats,
    Use,
    with_subclasses,
)

if TYPE_CHECKING:
    from yxs_desktop.engine.views import PlayerView, SeatView

E = TypeVar("E", bound=Event)

#: How many recent events a seat keeps to read a skill's situation from.
RECENT_EVENTS: Final = 512
#: Card worth (the baseline's keep value) a skill may spend without a second thought.
CHEAP: Final = 5.0
#: The cards a judgement may be replaced with (变法) are worth at most this, per reason.
JUDGE_STAKES: Final = {"prison": 8.0, "thunder": 10.0}


# ====================================================================== beliefs and memory
class Mind(Protocol):
    """What the player believes (the baseline agent provides these)."""

    def relation(self, view: SeatView, other: int) -> float:
        """> 0 friend, < 0 enemy, about 0 unknown."""
        ...

    def enemies(self, view: SeatView, seats: tuple[int, ...]) -> list[int]:
        """Enemies among ``seats``, the most urgent first."""
        ...

    def friends(self, view: SeatView, seats: tuple[int, ...]) -> list[int]:
        """Friends among ``seats``, the neediest first."""
        ...

    def keep_value(self, view: SeatView, card_id: int) -> float:
        """How much the player wants to keep one of its cards."""
        ...


class SkillMemory:
    """What one seat remembers from its events for its skills: the recent events, from
    which the policies read whose damage, which judgement, which trick or how many cards
    疏财 gave this turn. Observing is cheap (it runs for every decision); the reading
    happens when a policy asks. (The table order, which 迁都 changes, is in the view.)"""

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.recent: deque[Event] = deque(maxlen=RECENT_EVENTS)

    def observe(self, events: list[Event]) -> None:
        """Take in the events the seat has just seen."""
        self.recent.extend(events)

    def last(self, kind: type[E], where: Callable[[E], bool] = lambda e: True) -> E | None:
        """The most recent event of ``kind`` that satisfies ``where``."""
        for event in reversed(self.recent):
            if isinstance(event, kind) and where(event):
                return event
        return None

    def this_turn(self) -> list[Event]:
        """The events since this seat's current turn started (all recent ones if that is
        out of memory)."""
        found: list[Event] = []
        for event in reversed(self.recent):
            if isinstance(event, TurnStarted) and event.seat == self.seat:
                break
            found.append(event)
        found.reverse()
        return found

    def given_this_turn(self) -> int:
        """How many cards 疏财 gave this turn (each gift follows its SkillInvoked)."""
        given = 0
        giving = False
        for event in self.this_turn():
            if isinstance(event, SkillInvoked):
                giving = event.seat == self.seat and event.skill == "shucai"
            elif (
                giving
                and isinstance(event, CardsMoved)
                and event.src is Area.HAND
                and event.src_seat == self.seat
            ):
                given += event.count
                giving = False
        return given

    def delayed_kind(self, card_id: int) -> Kind:
        """The kind a card in a judgement area was placed as (魅惑 places ♦ cards as 画地为牢):
        the latest use of it as a delayed trick that is still remembered, else its own."""
        used = self.last(
            CardUsed,
            lambda e: card_id in e.cards and e.kind in (Kind.PRISON, Kind.THUNDER),
        )
        return used.kind if used is not None else card(card_id).kind


class Context:
    """Everything a policy may read: the view, the player's beliefs and memory.
    (Read-only; a plain class, not a dataclass, for mypyc: see engine/timings.py.)"""

    def __init__(self, view: SeatView, mind: Mind, memory: SkillMemory) -> None:
        self.view = view
        self.mind = mind
        self.memory = memory

    @property
    def seat(self) -> int:
        """My seat."""
        return self.view.seat  # type: ignore[return-value]

    @property
    def me(self) -> PlayerView:
        """My public state."""
        return self.view.players[self.seat]

    def player(self, seat: int) -> PlayerView:
        """A seat's public state."""
        return self.view.players[seat]

    def relation(self, seat: int) -> float:
        """> 0 friend, < 0 enemy, about 0 unknown (the player's belief)."""
        return self.mind.relation(self.view, seat)

    def is_friend(self, seat: int) -> bool:
        return self.relation(seat) > 0.5

    def is_enemy(self, seat: int) -> bool:
        return self.relation(seat) < -0.5

    def enemies(self, seats: Iterable[int]) -> list[int]:
        """Enemies among ``seats``, the most urgent first."""
        return self.mind.enemies(self.view, tuple(seats))

    def friends(self, seats: Iterable[int]) -> list[int]:
        """Friends among ``seats``, the neediest first."""
        return self.mind.friends(self.view, tuple(seats))

    def value(self, card_id: int) -> float:
        """How much I want to keep one of my cards."""
        return self.mind.keep_value(self.view, card_id)

    def others(self) -> list[int]:
        """Living seats other than mine, in table order after mine."""
        order = self.view.order
        start = order.index(self.seat)
        ring = order[start + 1 :] + order[:start]
        return [s for s in ring if self.player(s).alive]

    def over_hand_limit(self) -> int:
        """In my own play phase, how many hand cards I would discard at its end as things
        stand (the hand limit is the HP, or the max HP with 控局); else 0."""
        view = self.view
        if view.current != self.seat or view.phase is not Phase.PLAY:
            return 0
        me = self.me
        limit = me.max_hp if hero_has(me, "kongju") else me.hp
        return max(0, len(view.hand) - limit)

    def cheapest(self, pool: Iterable[int], count: int = 1) -> tuple[int, ...]:
        """The ``count`` cards of ``pool`` I can spare best."""
        return tuple(sorted(pool, key=self.value)[:count])

    def friendliest(self, seats: Iterable[int], count: int = 1) -> tuple[int, ...]:
        """The ``count`` seats of ``seats`` liked most (friends by need, then the rest)."""
        seats = tuple(seats)
        ranked = self.friends(seats)
        ranked += sorted((s for s in seats if s not in ranked), key=lambda s: -self.relation(s))
        return tuple(ranked[:count])

    def most_hostile(self, seats: Iterable[int], count: int = 1) -> tuple[int, ...]:
        """The ``count`` seats of ``seats`` liked least (enemies by urgency first)."""
        seats = tuple(seats)
        ranked = self.enemies(seats)
        ranked += sorted((s for s in seats if s not in ranked), key=self.relation)
        return tuple(ranked[:count])


def card(card_id: int) -> Card:
    """The card with this id (card ids are public: the standard deck's order)."""
    return STANDARD_DECK[card_id]


def hero_has(player: PlayerView, skill: str) -> bool:
    """Whether ``player``'s hero has ``skill`` (from the public hero; a skill gained in
    play, by 易装 say, is not seen)."""
    hero = HEROES.get(player.hero or "")
    return hero is not None and skill in hero.skills


def _is_male(player: PlayerView) -> bool:
    hero = HEROES.get(player.hero or "")
    return hero is not None and hero.sex is Sex.MALE


def counted_suit(card_id: int, holder: PlayerView) -> Suit:
    """The suit a card counts as for ``holder`` (红妆 turns ♠ into ♥)."""
    suit = card(card_id).suit
    if suit is Suit.SPADE and hero_has(holder, "hongzhuang"):
        return Suit.HEART
    return suit


def hand_of(ctx: Context, kind: Kind) -> list[int]:
    """My hand cards of ``kind``."""
    return [c for c in ctx.view.hand if card(c).kind is kind]


# ====================================================================== distances
def seat_distance(ctx: Context, a: int, b: int, order: list[int] | None = None) -> int:
    """Steps between two seats around the table (``order``, else the table's), counting
    living characters only."""
    ring = [s for s in (order or ctx.view.order) if ctx.player(s).alive or s in (a, b)]
    steps = abs(ring.index(a) - ring.index(b))
    return min(steps, len(ring) - steps)


def distance(ctx: Context, a: int, b: int, order: list[int] | None = None) -> int:
    """Distance from ``a`` to ``b`` as docs/rules.md §4 counts it (horses, 骑射, 单骑)."""
    d = seat_distance(ctx, a, b, order)
    pa, pb = ctx.player(a), ctx.player(b)
    if any(card(c).spec.slot is Slot.ATTACK_HORSE for c in pa.equip):
        d -= 1
    if any(card(c).spec.slot is Slot.DEFENCE_HORSE for c in pb.equip):
        d += 1
    if hero_has(pa, "qishe") or hero_has(pa, "danqi"):
        d -= 1
    return max(d, 1)


def attack_range(ctx: Context, seat: int) -> int:
    """A seat's attack range: its weapon's, else 1."""
    weapons = [card(c) for c in ctx.player(seat).equip if card(c).spec.slot is Slot.WEAPON]
    return weapons[0].spec.weapon_range if weapons else 1


def in_reach(ctx: Context, a: int, b: int, order: list[int] | None = None) -> bool:
    """Whether ``a``'s 杀 reaches ``b`` (with the table in ``order``, default as it is)."""
    return distance(ctx, a, b, order) <= attack_range(ctx, a)


# ====================================================================== registries
ConfirmPolicy = Callable[[Context], bool]
PlayPolicy = Callable[[Context, Option], "tuple[float, Use] | None"]
AnswerPolicy = Callable[[Context, Request], "Response | None"]

CONFIRM: Final[dict[str, ConfirmPolicy]] = {}
_CONFIRMS: Final = with_subclasses(Confirm)
PLAY: Final[dict[str, PlayPolicy]] = {}
#: (request type, reason) -> policy for the other requests a skill makes.
ANSWERS: Final[dict[tuple[type[Request], str], AnswerPolicy]] = {}

F = TypeVar("F")


def _register(table: dict[str, F], *skills: str) -> Callable[[F], F]:
    def add(policy: F) -> F:
        for skill in skills:
            table[skill] = policy
        return policy

    return add


def _answers(request_type: type[Request], *skills: str) -> Callable[[F], F]:
    def add(policy: F) -> F:
        for skill in skills:
            ANSWERS[(request_type, skill)] = policy  # type: ignore[assignment]
        return policy

    return add


def answer(ctx: Context, request: Request) -> Response | None:
    """The policy's answer to a skill's own request, or None (no policy for it)."""
    if isinstance(request, Confirm):
        confirm_policy = CONFIRM.get(request.reason)
        return None if confirm_policy is None else Answer(confirm_policy(ctx))
    policy = ANSWERS.get((type(request), request.reason))
    return None if policy is None else policy(ctx, request)


def handles(request: Request) -> bool:
    """Whether a policy answers ``request`` (a cheap check before building a context)."""
    kind = type(request)
    if kind in _CONFIRMS:
        return request.reason in CONFIRM
    return (kind, request.reason) in ANSWERS


# ====================================================================== optional triggers
#: Skills that are always worth using when offered (they only give).
ALWAYS: Final = (
    "jiquan",  # 集权: take the cards that hurt you
    "yinren",  # 隐忍: keep the hand (only offered when over the limit)
    "qianglue",  # 强掠: a chance to take a card from the one who dodged
    "sheshen",  # 舍身: draw 2 (given out as wanted)
    "yubu",  # 玉步: black judgement cards are kept
    "zhanbu",  # 占卜: arrange the top of the deck
    "bingxian",  # 兵仙: draw 3
    "mili",  # 迷离: draw 2
    "overlord_bow",  # 霸王弓: the target loses a horse
)
for _skill in ALWAYS:
    CONFIRM[_skill] = lambda ctx: True


def _damage_source(ctx: Context) -> int | None:
    """Who dealt me the latest damage (None: nobody, or no source)."""
    damaged = ctx.memory.last(Damaged, lambda e: e.target == ctx.seat)
    return damaged.source if damaged is not None else None


@_register(CONFIRM, "fajia", "fuchou")
def confirm_against_source(ctx: Context) -> bool:
    """法家 / 复仇: strike back at whoever hurt me, unless it is a friend."""
    source = _damage_source(ctx)
    return source is None or not ctx.is_friend(source)


def _takeable_for_qiyi(ctx: Context, seat: int) -> bool:
    """Whether 起义 should take from ``seat``: not a friend, a hand to take from, and not
    刘伯温 holding one card (归隐: with no hand he cannot be the target of 杀 or 决斗, so
    taking his last card shields him for the rest of the turn; a lord 陈胜 did it for 20
    rounds against him)."""
    player = ctx.player(seat)
    if not player.hand_count or ctx.is_friend(seat):
        return False
    return not (hero_has(player, "guiyin") and player.hand_count <= 1)


@_register(CONFIRM, "qiyi")
def confirm_qiyi(ctx: Context) -> bool:
    """起义: take cards instead of drawing when someone not a friend has a hand to take."""
    return any(_takeable_for_qiyi(ctx, s) for s in ctx.others())


@_register(CONFIRM, "zuijiu")
def confirm_zuijiu(ctx: Context) -> bool:
    """醉酒: draw 1 for +1 damage only with a 杀 or 决斗 in hand and an enemy alive."""
    armed = any(card(c).kind in (Kind.STRIKE, Kind.DUEL) for c in ctx.view.hand)
    return armed and bool(ctx.enemies(ctx.others()))


@_register(CONFIRM, "menshen", "budao_zhang")
def confirm_for_a_friend(ctx: Context) -> bool:
    """门神 (guard someone) / 布道 (hand someone a card): only with a friend alive."""
    return bool(ctx.friends(ctx.others()))


@_register(CONFIRM, "diehun")
def confirm_diehun(ctx: Context) -> bool:
    """蝶魂: cancel a harmful trick for me (and draw 1); keep 休养生息 when wounded and
    the pick of 五谷丰登."""
    used = ctx.memory.last(
        CardUsed, lambda e: e.kind in (Kind.BEACON, Kind.ARROWS, Kind.RECOVER, Kind.HARVEST)
    )
    if used is None or used.kind in (Kind.BEACON, Kind.ARROWS):
        return True
    if used.kind is Kind.RECOVER:
        return ctx.me.hp >= ctx.me.max_hp
    return False


def _attacker(ctx: Context) -> int | None:
    """Who used the latest 杀 aimed at me."""
    used = ctx.memory.last(CardUsed, lambda e: e.kind is Kind.STRIKE and ctx.seat in e.targets)
    return used.seat if used is not None else None


@_register(CONFIRM, "chenyu")
def confirm_chenyu(ctx: Context) -> bool:
    """沉鱼: move the 杀 when an enemy other than the attacker is in my range."""
    attacker = _attacker(ctx)
    return any(
        s != attacker and ctx.is_enemy(s) and in_reach(ctx, ctx.seat, s) for s in ctx.others()
    )


@_register(CONFIRM, "taiji")
def confirm_taiji(ctx: Context) -> bool:
    """太极: answer a 闪 with a 杀 when I have one (a 杀 card, or two hand cards with the
    芦叶枪) and an enemy is in range."""
    spear = any(card(c).kind is Kind.REED_SPEAR for c in ctx.me.equip)
    if not hand_of(ctx, Kind.STRIKE) and not (spear and len(ctx.view.hand) >= 2):
        return False
    return any(ctx.is_enemy(s) and in_reach(ctx, ctx.seat, s) for s in ctx.others())


def _hearts(ctx: Context) -> list[int]:
    """My hand cards that count as ♥ for me."""
    return [c for c in ctx.view.hand if counted_suit(c, ctx.me) is Suit.HEART]


@_register(CONFIRM, "manwu")
def confirm_manwu(ctx: Context) -> bool:
    """曼舞: pass the damage on to an enemy, paying a cheap ♥ card (any ♥ when the
    damage would leave me dying)."""
    hearts = _hearts(ctx)
    if not hearts or not ctx.enemies(ctx.others()):
        return False
    return ctx.me.hp <= 1 or min(ctx.value(c) for c in hearts) <= CHEAP + 1


def _strike_target(ctx: Context) -> int | None:
    """The living target of my latest 杀."""
    used = ctx.memory.last(CardUsed, lambda e: e.seat == ctx.seat and e.kind is Kind.STRIKE)
    if used is None:
        return None
    living = [t for t in used.targets if ctx.player(t).alive]
    return living[0] if living else None


@_register(CONFIRM, "dragon_scale")
def confirm_dragon_scale(ctx: Context) -> bool:
    """龙鳞刀: discard two of the target's cards instead of dealing the damage, when the
    target is sturdy (3+ HP) and well stocked (3+ cards), or a friend."""
    target = _strike_target(ctx)
    if target is None:
        return False
    if ctx.is_friend(target):
        return True
    them = ctx.player(target)
    return them.hp >= 3 and them.hand_count + len(them.equip) >= 3


@_register(CONFIRM, "bolang_hammer")
def confirm_bolang_hammer(ctx: Context) -> bool:
    """博浪锤: pay two cards to make a dodged 杀 hit an enemy, if they are cheap enough
    (anything but 药 when the hit is lethal)."""
    dodged = ctx.memory.last(CardPlayed, lambda e: e.kind is Kind.DODGE)
    target = dodged.seat if dodged is not None else _strike_target(ctx)
    if target is None or ctx.is_friend(target):
        return False
    weapons = {c for c in ctx.me.equip if card(c).spec.slot is Slot.WEAPON}
    pool = [c for c in (*ctx.view.hand, *ctx.me.equip) if c not in weapons]
    if len(pool) < 2:
        return False
    cost = sum(ctx.value(c) for c in ctx.cheapest(pool, 2))
    return cost <= (16 if ctx.player(target).hp <= 1 else 10)


def _saviours(ctx: Context) -> float:
    """A rough count of the 药 that could reach me: my own, and a share of each friend's
    hand (about one card in eight is a 药 or may serve as one)."""
    own = len(hand_of(ctx, Kind.MEDICINE))
    if hero_has(ctx.me, "huichun"):
        own += sum(1 for c in ctx.view.hand if card(c).suit.color is Color.RED)
    friends = ctx.friends(ctx.others())
    return own + sum(ctx.player(s).hand_count for s in friends) / 8


@_register(CONFIRM, "juebie")
def confirm_juebie(ctx: Context) -> bool:
    """诀别: only when nobody is likely to save me and a male friend can take my cards."""
    if not _juebie_heirs(ctx, ctx.others()):
        return False
    needed = 1 - ctx.me.hp
    return _saviours(ctx) < needed * 0.5


def _juebie_heirs(ctx: Context, seats: Iterable[int]) -> list[int]:
    """The male friends among ``seats`` (who may take my cards through 诀别)."""
    return [s for s in ctx.friends(seats) if _is_male(ctx.player(s))]


# ====================================================================== 变法 (judgements)
#: Judgement reasons: whether a card hits (for the judged character's view of suits), and
#: whether a hit is good for the judged character.
JUDGE_TESTS: Final[dict[str, tuple[Callable[[Suit, int], bool], bool]]] = {
    "prison": (lambda suit, rank: suit is not Suit.HEART, False),
    "thunder": (lambda suit, rank: suit is Suit.SPADE and 2 <= rank <= 9, False),
    "qianglue": (lambda suit, rank: suit.color is Color.BLACK, True),
    "fuchou": (lambda suit, rank: suit is not Suit.HEART, True),
    "jade_ruyi": (lambda suit, rank: suit.color is Color.RED, True),
    "yubu": (lambda suit, rank: suit.color is Color.BLACK, True),
}


@dataclass(frozen=True, slots=True)
class Judgement:
    """A judgement under way as a seat can read it from the events."""

    card: int
    judged: int
    reason: str


def judgement(ctx: Context) -> Judgement | None:
    """The judgement now waiting to take effect: its card (the latest revealed for a
    judgement), whose it is and why, read backwards from the events."""
    revealed: int | None = None
    for event in reversed(ctx.memory.recent):
        if revealed is None:
            if isinstance(event, CardsMoved) and event.reason == "judge" and event.cards:
                revealed = event.cards[-1]
            continue
        if isinstance(event, CardsMoved) and event.reason == "judge_delayed" and event.cards:
            kind = ctx.memory.delayed_kind(event.cards[0])
            if kind in (Kind.PRISON, Kind.THUNDER) and event.src_seat is not None:
                return Judgement(revealed, event.src_seat, kind.value)
            return None
        if isinstance(event, SkillInvoked) and event.skill in JUDGE_TESTS:
            return Judgement(revealed, event.seat, event.skill)
        if isinstance(event, Judged) and event.reason == "yubu":
            return Judgement(revealed, event.seat, "yubu")
    return None


def bianfa_card(ctx: Context, pool: Iterable[int]) -> int | None:
    """The card of ``pool`` 变法 should put in place of the judgement card, if any: the
    cheapest that turns the result my way, within what the result is worth."""
    now = judgement(ctx)
    if now is None or now.reason not in JUDGE_TESTS:
        return None
    test, good_for_judged = JUDGE_TESTS[now.reason]
    if now.judged == ctx.seat or ctx.is_friend(now.judged):
        want = good_for_judged
    elif ctx.is_enemy(now.judged):
        want = not good_for_judged
    else:
        return None
    judged = ctx.player(now.judged)

    def hits(card_id: int) -> bool:
        return test(counted_suit(card_id, judged), card(card_id).rank)

    if hits(now.card) == want:
        return None
    stake = JUDGE_STAKES.get(now.reason, CHEAP)
    fitting = [c for c in pool if hits(c) == want and ctx.value(c) <= stake]
    return min(fitting, key=ctx.value) if fitting else None


@_register(CONFIRM, "bianfa")
def confirm_bianfa(ctx: Context) -> bool:
    """变法: replace a judgement card when one of mine turns it my way."""
    return bianfa_card(ctx, (*ctx.view.hand, *ctx.me.equip)) is not None


@_answers(ChooseCards, "bianfa")
def cards_bianfa(ctx: Context, request: Request) -> Response:
    """变法's card: the one :func:`bianfa_card` picks (the cheapest if the situation
    changed since the question)."""
    assert isinstance(request, ChooseCards)
    chosen = bianfa_card(ctx, request.pool)
    return Cards((chosen,) if chosen is not None else ctx.cheapest(request.pool, request.low))


# ====================================================================== seats
def _seats(request: ChooseSeats, ranked: Iterable[int]) -> Seats:
    """A legal choice from a ranking (topped up from the candidates when short)."""
    chosen = [s for s in ranked if s in request.candidates][: request.high]
    for seat in request.candidates:
        if len(chosen) >= request.low:
            break
        if seat not in chosen:
            chosen.append(seat)
    return Seats(tuple(chosen))


@_answers(ChooseSeats, "qiyi")
def seats_qiyi(ctx: Context, request: Request) -> Response:
    """起义: take from enemies, the best stocked first; never from friends, nor the last
    card that shields 刘伯温, if avoidable."""
    assert isinstance(request, ChooseSeats)
    pool = [s for s in request.candidates if _takeable_for_qiyi(ctx, s)]
    ranked = sorted(pool, key=lambda s: (not ctx.is_enemy(s), -ctx.player(s).hand_count))
    if not ranked:
        ranked = list(ctx.most_hostile(request.candidates, request.low))
    return _seats(request, ranked)


@_answers(ChooseSeats, "chenyu", "manwu", "taiji")
def seats_enemy(ctx: Context, request: Request) -> Response:
    """沉鱼 / 曼舞 / 太极: the most urgent enemy (else the least liked)."""
    assert isinstance(request, ChooseSeats)
    return _seats(request, ctx.most_hostile(request.candidates, len(request.candidates)))


@_answers(ChooseSeats, "juebie", "menshen", "budao_zhang")
def seats_friend(ctx: Context, request: Request) -> Response:
    """诀别 (heir) / 门神 (ward) / 布道 (receiver): the friend most in need."""
    assert isinstance(request, ChooseSeats)
    return _seats(request, ctx.friendliest(request.candidates, len(request.candidates)))


@_answers(ChooseSeats, "jujian")
def seats_jujian(ctx: Context, request: Request) -> Response:
    """举荐: keep the card taken (give it to nobody) unless that is not allowed."""
    assert isinstance(request, ChooseSeats)
    if request.low == 0:
        return Seats(())
    return _seats(request, ctx.friendliest(request.candidates, request.low))


# ====================================================================== other answers
@_answers(ChooseCards, "xiadan")
def cards_xiadan(ctx: Context, request: Request) -> Response:
    """侠胆's compare: high to win (keeping a 杀 to use when I started it); low when a
    friend started it against me (let it win)."""
    assert isinstance(request, ChooseCards)
    pool = sorted(request.pool, key=lambda c: -card(c).rank)
    if ctx.view.current == ctx.seat:
        strikes = [c for c in pool if card(c).kind is Kind.STRIKE]
        spare = [c for c in pool if c not in strikes[:1]]
        pool = spare or pool
    elif ctx.is_friend(ctx.view.current):
        pool.reverse()
    return Cards(tuple(pool[: request.low]))


def unseen_suits(ctx: Context) -> dict[Suit, int]:
    """How many cards of each suit the seat has not seen anywhere (hidden hands, deck)."""
    seen = set(ctx.view.hand) | set(ctx.view.discard) | set(ctx.view.table)
    for player in ctx.view.players:
        seen.update(player.equip)
        seen.update(c for c, _ in player.judge)
    counts = dict.fromkeys(Suit, 0)
    for c in STANDARD_DECK:
        if c.id not in seen:
            counts[c.suit] += 1
    return counts


@_answers(ChooseOption, "gongxin")
def option_gongxin(ctx: Context, request: Request) -> Response:
    """攻心 (named by its target): the suit I have seen least of (most likely hidden)."""
    assert isinstance(request, ChooseOption)
    counts = unseen_suits(ctx)
    keys = [f"suit.{suit.value}" for suit in Suit]
    ranked = sorted(
        (i for i, key in enumerate(request.options) if key in keys),
        key=lambda i: -counts[Suit(request.options[i].removeprefix("suit."))],
    )
    return Choice(ranked[0] if ranked else 0)


@_answers(ChooseOption, "fuchou")
def option_fuchou(ctx: Context, request: Request) -> Response:
    """复仇 (answered by the source): take the damage while HP allows and the two cards
    to discard are worth more than it; else discard."""
    assert isinstance(request, ChooseOption)
    keys = list(request.options)
    discard = keys.index("fuchou.discard") if "fuchou.discard" in keys else None
    damage = keys.index("fuchou.damage") if "fuchou.damage" in keys else None
    if discard is None or damage is None:
        return Choice(0)
    cost = sum(ctx.value(c) for c in ctx.cheapest(ctx.view.hand, 2))
    return Choice(damage if ctx.me.hp >= 3 and cost >= 12 else discard)


@_answers(Distribute, "sheshen")
def distribute_sheshen(ctx: Context, request: Request) -> Response:
    """舍身: keep the cards, except one for a friend who is short of cards."""
    assert isinstance(request, Distribute)
    needy = [s for s in ctx.friends(request.recipients) if ctx.player(s).hand_count < 2]
    if not needy or not request.cards:
        return request.default(ctx.seat)
    gift = max(request.cards, key=ctx.value)
    gifts: tuple[tuple[int, int], ...] = ((gift, needy[0]),)
    if request.all_cards:
        gifts += tuple((c, needy[0]) for c in request.cards if c != gift)
    return Distribution(gifts)


def _misses(reason: Kind, holder: PlayerView) -> Callable[[int], bool]:
    test, _ = JUDGE_TESTS[reason.value]
    return lambda c: not test(counted_suit(c, holder), card(c).rank)


@_answers(Arrange, "zhanbu")
def arrange_zhanbu(ctx: Context, request: Request) -> Response:
    """占卜: first the cards my coming judgements should find (a ♥ for 画地为牢, a safe
    card for 手捧雷), then the best cards for my draw; 手捧雷 and spare equipment at the
    bottom."""
    assert isinstance(request, Arrange)
    left = sorted(request.cards, key=lambda c: -_draw_value(ctx, c))
    top: list[int] = []
    for _, kind in reversed(ctx.me.judge):  # judged last placed first
        if kind not in (Kind.PRISON, Kind.THUNDER):
            continue
        good = [c for c in left if _misses(kind, ctx.me)(c)]
        pick = good[-1] if good else left[-1] if left else None  # the least useful fitting
        if pick is None:
            break
        top.append(pick)
        left.remove(pick)
    bottom = [c for c in left if _draw_value(ctx, c) <= 1]
    top += [c for c in left if c not in bottom]
    return Arrangement(tuple(top), tuple(bottom))


def _draw_value(ctx: Context, card_id: int) -> float:
    c = card(card_id)
    if c.type is CardType.EQUIP:
        taken = any(card(e).spec.slot is c.spec.slot for e in ctx.me.equip)
        return 1.0 if taken else 5.0
    return {Kind.THUNDER: 0.0, Kind.KNIFE: 2.0}.get(c.kind, ctx.value(card_id))


# ====================================================================== Respond on a skill's behalf
#: Respond reasons :func:`wants_to_answer` decides.
RESPOND_REASONS: Final = frozenset({"jijiang", "huzhu"})


def wants_to_answer(ctx: Context, request: Respond) -> bool | None:
    """Whether to answer a Respond made on a skill's behalf (None: not such a request).

    激将 / 护主 ask the lord's faction for a 杀 / 闪 *for the lord*: only its friends help.
    """
    if request.reason in RESPOND_REASONS:
        return request.target is not None and ctx.is_friend(request.target)
    return None


# ====================================================================== conversions
#: Conversion skills whose cost :func:`conversion_ok` checks.
CHECKED_CONVERSIONS: Final = frozenset({"jianxiong"})


def conversion_ok(ctx: Context, option: Option, cards: tuple[int, ...]) -> bool:
    """Whether using ``cards`` as ``option.kind`` through a skill is no waste: 奸雄 never
    turns a card into something it values less than the card itself."""
    if option.skill == "jianxiong" and option.kind is not None:
        produced = SPECS[option.kind]
        if produced.type is CardType.EQUIP:
            return False
        worth = CARD_WORTH.get(option.kind, DEFAULT_WORTH)
        return all(ctx.value(c) <= worth for c in cards)
    return True


# ====================================================================== active skills
def _cheap(ctx: Context, pool: Iterable[int], count: int, limit: float = CHEAP) -> tuple[int, ...]:
    """The ``count`` cheapest of ``pool`` if each is worth at most ``limit`` or would be
    discarded anyway at the end of this turn, else ()."""
    chosen = ctx.cheapest(pool, count)
    if len(chosen) < count:
        return ()
    if count <= ctx.over_hand_limit():
        return chosen
    if any(ctx.value(c) > limit for c in chosen):
        return ()
    return chosen


@_register(PLAY, "yuren")
def play_yuren(ctx: Context, option: Option) -> tuple[float, Use] | None:
    """驭人: swap the hand cards I have little use for (after the useful plays)."""
    low, high = option.card_count
    spare = [c for c in option.cards if c in ctx.view.hand and ctx.value(c) <= 4]
    if len(spare) < max(low, 1):
        return None
    return 1.5, Use(tuple(spare[:high]), None, option.skill)


@_register(PLAY, "qiandu")
def play_qiandu(ctx: Context, option: Option) -> tuple[float, Use] | None:
    """迁都: move next to an enemy my 杀 cannot reach now, paying two spare black cards
    (never the 杀 I mean to use)."""
    strikes = hand_of(ctx, Kind.STRIKE)
    if not strikes or ctx.view.strikes_used:
        return None
    keep = strikes[0]
    cost = _cheap(ctx, [c for c in option.cards if c != keep], 2, CHEAP + 1)
    if not cost:
        return None
    for enemy in ctx.enemies(ctx.others()):
        if in_reach(ctx, ctx.seat, enemy):
            return None  # an enemy is already within reach: just attack
        for partner in option.targets:
            order = list(ctx.view.order)
            i, j = order.index(ctx.seat), order.index(partner)
            order[i], order[j] = order[j], order[i]
            if partner != enemy and in_reach(ctx, ctx.seat, enemy, order):
                return 6.0, Use(cost, None, option.skill, (partner,))
    return None


@_register(PLAY, "gongxin")
def play_gongxin(ctx: Context, option: Option) -> tuple[float, Use] | None:
    """攻心: against the weakest enemy, when it is low or my hand can spare a card."""
    enemies = ctx.enemies(option.targets)
    if not enemies:
        return None
    target = min(enemies, key=lambda s: ctx.player(s).hp)
    if ctx.player(target).hp > 2 and len(ctx.view.hand) < 3:
        return None
    return 2.5, Use((), None, option.skill, (target,))


@_register(PLAY, "zhiyu")
def play_zhiyu(ctx: Context, option: Option) -> tuple[float, Use] | None:
    """治愈: heal a wounded male friend (and me) for two spare cards."""
    friends = ctx.friends(option.targets)
    cost = _cheap(ctx, option.cards, 2, CHEAP + 1)
    if not friends or not cost:
        return None
    wounded_me = ctx.me.hp < ctx.me.max_hp
    return (4.0 if wounded_me else 3.0), Use(cost, None, option.skill, (friends[0],))


@_register(PLAY, "yizhuang")
def play_yizhuang(ctx: Context, option: Option) -> tuple[float, Use] | None:
    """易装: become the sturdiest dead male hero, for two spare cards."""
    cost = _cheap(ctx, option.cards, 2, CHEAP + 1)
    if not cost or not option.targets:
        return None

    def worth(seat: int) -> float:
        hero = ctx.player(seat).hero or ""
        return hero_rating(hero)

    best = max(option.targets, key=worth)
    return 6.0, Use(cost, None, option.skill, (best,))


@_register(PLAY, "jujian")
def play_jujian(ctx: Context, option: Option) -> tuple[float, Use] | None:
    """举荐: take a hand card from the best-stocked enemy near me for a spare card."""
    enemies = ctx.enemies(option.targets)
    cost = _cheap(ctx, option.cards, 1)
    if not enemies or not cost:
        return None
    target = max(enemies, key=lambda s: ctx.player(s).hand_count)
    return 3.0, Use(cost, None, option.skill, (target,))


@_register(PLAY, "shucai")
def play_shucai(ctx: Context, option: Option) -> tuple[float, Use] | None:
    """疏财: while wounded and not yet healed this turn, give a friend the cards that
    bring the count to two (healing 1); otherwise give a friend the spare cards I would
    discard anyway."""
    friends = ctx.friends(option.targets)
    if not friends:
        return None
    to = min(friends, key=lambda s: ctx.player(s).hand_count)
    given = ctx.memory.given_this_turn()
    if ctx.me.hp < ctx.me.max_hp and given < 2:
        cost = _cheap(ctx, option.cards, 2 - given, CHEAP + 1)
        if cost:
            return 3.0, Use(cost, None, option.skill, (to,))
    excess = len(ctx.view.hand) - max(ctx.me.hp, 0)
    if excess > 0:
        cost = _cheap(ctx, option.cards, excess, CHEAP + 1)
        if cost:
            return 1.0, Use(cost, None, option.skill, (to,))
    return None


@_register(PLAY, "liaoshang")
def play_liaoshang(ctx: Context, option: Option) -> tuple[float, Use] | None:
    """疗伤: heal the friend (me included) in most need for a spare card; not once the game
    is played to finish."""
    if playing_to_finish(ctx.view):
        return None
    friends = ctx.friends(option.targets)
    cost = _cheap(ctx, option.cards, 1, CHEAP + 1)
    if not friends or not cost:
        return None
    target = min(friends, key=lambda s: ctx.player(s).hp)
    return (6.0 if ctx.player(target).hp <= 1 else 4.0), Use(cost, None, option.skill, (target,))


@_register(PLAY, "hongyan")
def play_hongyan(ctx: Context, option: Option) -> tuple[float, Use] | None:
    """红颜: set an enemy short of cards (who must play 杀 first) against an enemy, an
    unknown, or a friend with clearly more cards; pay a spare card."""
    cost = _cheap(ctx, option.cards, 1)
    if not cost or not option.victims:
        return None
    best: tuple[float, int, int] | None = None
    for first, seconds in option.victims.items():
        if not ctx.is_enemy(first):
            continue
        them = ctx.player(first)
        for second in seconds:
            other = ctx.player(second)
            if ctx.is_friend(second) and other.hand_count < them.hand_count + 2:
                continue
            value = (2.0 if ctx.is_enemy(second) else 1.0) - them.hand_count * 0.2 - them.hp * 0.1
            if best is None or value > best[0]:
                best = (value, first, second)
    if best is None:
        return None
    return 4.5, Use(cost, None, option.skill, (best[1], best[2]))


@_register(PLAY, "xiadan")
def play_xiadan(ctx: Context, option: Option) -> tuple[float, Use] | None:
    """侠胆: compare when I hold a 杀 to use and a high card (J or better) besides it,
    against an enemy with few cards (fewer chances to beat mine)."""
    strikes = hand_of(ctx, Kind.STRIKE)
    if not strikes or ctx.view.strikes_used > 1:
        return None
    spare = [c for c in ctx.view.hand if c != strikes[0]]
    if not spare or max(card(c).rank for c in spare) < 11:
        return None
    enemies = ctx.enemies(option.targets)
    if not enemies:
        return None
    target = min(enemies, key=lambda s: ctx.player(s).hand_count)
    return 6.0, Use((), None, option.skill, (target,))


# ====================================================================== choosing a hero
#: How much better a hero's skills make it than its HP says (0: HP says it all): the 3-HP
#: heroes whose skills make up for most of the missing point.
HERO_BONUS: Final[dict[str, float]] = {
    "gou_jian": 0.75,
    "wu_zetian": 0.75,
    "murong": 0.6,
    "shang_yang": 0.8,
    "yu_ji": 0.8,
    "zhao_feiyan": 0.75,
    "liu_bowen": 0.8,
    "han_xin": 1.0,
    "bao_si": 0.75,
    "hua_mulan": 0.6,
    "di_renjie": 0.8,
    "shi_qian": 0.8,
    "xi_shi": 0.8,
    "bian_que": 1.0,
    "chen_yuanyuan": 0.8,
    "li_shishi": 0.8,
}


def hero_rating(hero_id: str) -> float:
    """How much the player likes a hero: its HP plus what its skills are worth."""
    hero = HEROES.get(hero_id)
    if hero is None:
        return 0.0
    return hero.hp + HERO_BONUS.get(hero_id, 0.0)


__all__ = [
    "ANSWERS",
    "CONFIRM",
    "PLAY",
    "Context",
    "Mind",
    "SkillMemory",
    "answer",
    "conversion_ok",
    "handles",
    "hero_rating",
    "wants_to_answer",
]
