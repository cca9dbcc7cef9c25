"""Card kinds (specs) and the 106 physical cards of the standard deck (docs/rules.md §3)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from yxs_desktop.engine.enums import CardType, Color, Kind, Slot, Suit


@dataclass(frozen=True, slots=True)
class CardSpec:
    """What every card of one kind shares: its type, its slot and weapon range."""

    kind: Kind
    zh: str
    type: CardType
    slot: Slot | None = None
    weapon_range: int = 0


_B, _T, _D, _E = CardType.BASIC, CardType.TRICK, CardType.DELAYED, CardType.EQUIP

SPECS: Final[dict[Kind, CardSpec]] = {
    spec.kind: spec
    for spec in (
        CardSpec(Kind.STRIKE, "杀", _B),
        CardSpec(Kind.DODGE, "闪", _B),
        CardSpec(Kind.MEDICINE, "药", _B),
        CardSpec(Kind.DUEL, "决斗", _T),
        CardSpec(Kind.FIREWOOD, "釜底抽薪", _T),
        CardSpec(Kind.POUCH, "探囊取物", _T),
        CardSpec(Kind.FROM_NOTHING, "无中生有", _T),
        CardSpec(Kind.KNIFE, "借刀杀人", _T),
        CardSpec(Kind.IMPECCABLE, "无懈可击", _T),
        CardSpec(Kind.BEACON, "烽火狼烟", _T),
        CardSpec(Kind.ARROWS, "万箭齐发", _T),
        CardSpec(Kind.RECOVER, "休养生息", _T),
        CardSpec(Kind.HARVEST, "五谷丰登", _T),
        CardSpec(Kind.PRISON, "画地为牢", _D),
        CardSpec(Kind.THUNDER, "手捧雷", _D),
        CardSpec(Kind.TIGER_TALLY, "虎符", _E, Slot.WEAPON, 1),
        CardSpec(Kind.FISH_GUT, "鱼肠剑", _E, Slot.WEAPON, 2),
        CardSpec(Kind.DRAGON_SCALE, "龙鳞刀", _E, Slot.WEAPON, 2),
        CardSpec(Kind.COILED_DRAGON, "盘龙棍", _E, Slot.WEAPON, 3),
        CardSpec(Kind.REED_SPEAR, "芦叶枪", _E, Slot.WEAPON, 3),
        CardSpec(Kind.BOLANG_HAMMER, "博浪锤", _E, Slot.WEAPON, 3),
        CardSpec(Kind.WOLF_FANG, "狼牙棒", _E, Slot.WEAPON, 4),
        CardSpec(Kind.OVERLORD_BOW, "霸王弓", _E, Slot.WEAPON, 5),
        CardSpec(Kind.JADE_RUYI, "玉如意", _E, Slot.ARMOUR),
        CardSpec(Kind.ATTACK_HORSE, "进攻马", _E, Slot.ATTACK_HORSE),
        CardSpec(Kind.DEFENCE_HORSE, "防御马", _E, Slot.DEFENCE_HORSE),
    )
}

KIND_BY_ZH: Final[dict[str, Kind]] = {spec.zh: kind for kind, spec in SPECS.items()}

RANK_NAMES: Final = ("", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")

#: Multi-target tricks that affect "all others" or "everyone" (蝶魂 and direction choice).
AREA_TRICKS: Final = frozenset({Kind.BEACON, Kind.ARROWS, Kind.RECOVER, Kind.HARVEST})


@dataclass(frozen=True, slots=True, eq=False)
class Card:
    """One physical card. ``id`` is its index in the deck table and never changes.

    Cards compare and hash by identity: each physical card is one object, and zone
    operations (``list.remove``/``index``) then take Python's identity fast path."""

    id: int
    suit: Suit
    rank: int
    kind: Kind

    @property
    def spec(self) -> CardSpec:
        return SPECS[self.kind]

    @property
    def type(self) -> CardType:
        return SPECS[self.kind].type

    @property
    def color(self) -> Color:
        return self.suit.color

    def __str__(self) -> str:
        return f"{self.suit.symbol}{RANK_NAMES[self.rank]}{SPECS[self.kind].zh}"


# docs/rules.md §3.5, the physical card table: rank -> (♠, ♥, ♣, ♦) cells.
_TABLE: Final[dict[int, tuple[str, str, str, str]]] = {
    1: ("决斗 虎符", "决斗 虎符", "决斗 手捧雷", "万箭齐发 休养生息"),
    2: ("杀 玉如意", "闪 闪", "玉如意 龙鳞刀", "闪 闪"),
    3: ("杀 釜底抽薪", "药 探囊取物", "探囊取物 釜底抽薪", "闪 五谷丰登"),
    4: ("杀 釜底抽薪", "药 探囊取物", "探囊取物 釜底抽薪", "闪 五谷丰登"),
    5: ("杀 防御马", "防御马 霸王弓", "防御马 盘龙棍", "闪 博浪锤"),
    6: ("杀 画地为牢", "药 杀", "画地为牢 鱼肠剑", "闪 画地为牢"),
    7: ("杀 烽火狼烟", "药 无中生有", "杀 烽火狼烟", "闪 杀"),
    8: ("杀 杀", "药 无中生有", "杀 杀", "闪 杀"),
    9: ("杀 杀", "药 无中生有", "杀 杀", "闪 杀"),
    10: ("杀 杀", "杀 杀", "杀 杀", "闪 杀"),
    11: ("杀 杀", "杀 无中生有", "探囊取物 无懈可击", "闪 闪"),
    12: ("借刀杀人 无懈可击", "药 无懈可击 狼牙棒", "釜底抽薪 芦叶枪", "药 手捧雷 釜底抽薪"),
    13: ("借刀杀人 无懈可击", "闪 进攻马", "烽火狼烟 进攻马", "杀 进攻马"),
}
_SUIT_COLUMNS: Final = (Suit.SPADE, Suit.HEART, Suit.CLUB, Suit.DIAMOND)


def _build_standard_deck() -> tuple[Card, ...]:
    cards: list[Card] = []
    for rank in range(1, 14):
        for suit, cell in zip(_SUIT_COLUMNS, _TABLE[rank], strict=True):
            for name in cell.split():
                cards.append(Card(len(cards), suit, rank, KIND_BY_ZH[name]))
    return tuple(cards)


#: All 106 physical cards; a card's id is its index here.
STANDARD_DECK: Final[tuple[Card, ...]] = _build_standard_deck()


def deck_for(without: frozenset[Kind] = frozenset()) -> tuple[Card, ...]:
    """The physical cards a game uses: the standard deck less every card of ``without``."""
    return tuple(card for card in STANDARD_DECK if card.kind not in without)


#: The order in which a default answer gives cards up (a person out of time: the discard
#: phase, a cost, a card to give), the least worth keeping first: the tricks that seldom
#: help, equipment, the tricks that do, 杀, and last the cards that save a life. A rule
#: of the program's, not of the game (docs/rules.md §1.4).
GIVE_UP_ORDER: Final[tuple[Kind, ...]] = (
    Kind.THUNDER,
    Kind.KNIFE,
    Kind.HARVEST,
    Kind.RECOVER,
    Kind.ATTACK_HORSE,
    Kind.DEFENCE_HORSE,
    Kind.TIGER_TALLY,
    Kind.FISH_GUT,
    Kind.DRAGON_SCALE,
    Kind.COILED_DRAGON,
    Kind.REED_SPEAR,
    Kind.BOLANG_HAMMER,
    Kind.WOLF_FANG,
    Kind.OVERLORD_BOW,
    Kind.JADE_RUYI,
    Kind.ARROWS,
    Kind.BEACON,
    Kind.FIREWOOD,
    Kind.PRISON,
    Kind.DUEL,
    Kind.POUCH,
    Kind.STRIKE,
    Kind.FROM_NOTHING,
    Kind.IMPECCABLE,
    Kind.DODGE,
    Kind.MEDICINE,
)
_GIVE_UP_RANK: Final[dict[Kind, int]] = {kind: rank for rank, kind in enumerate(GIVE_UP_ORDER)}


def cheapest(pool: tuple[int, ...], count: int) -> tuple[int, ...]:
    """The ``count`` cards of ``pool`` (card ids) a default answer gives up: the first by
    :data:`GIVE_UP_ORDER`, of one kind the first in ``pool``; in ``pool``'s order."""
    if count <= 0:
        return ()
    ranked = sorted(
        range(len(pool)), key=lambda at: (_GIVE_UP_RANK[STANDARD_DECK[pool[at]].kind], at)
    )
    chosen = sorted(ranked[:count])
    return tuple([pool[at] for at in chosen])
