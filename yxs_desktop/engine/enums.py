"""The engine's vocabulary: suits, card kinds, zones, phases, roles and the other closed sets.

Every value is a short stable string so that it can go into JSON, replays and translation
keys unchanged (``card.<kind>.name``, ``phase.<phase>``, ``role.<role>``...).
"""

from __future__ import annotations

from enum import StrEnum
from typing import Final


class Color(StrEnum):
    RED = "red"
    BLACK = "black"


class Suit(StrEnum):
    SPADE = "spade"
    HEART = "heart"
    CLUB = "club"
    DIAMOND = "diamond"

    @property
    def color(self) -> Color:
        return Color.RED if self in (Suit.HEART, Suit.DIAMOND) else Color.BLACK

    @property
    def symbol(self) -> str:
        return _SUIT_SYMBOLS[self]


_SUIT_SYMBOLS: Final = {Suit.SPADE: "♠", Suit.HEART: "♥", Suit.CLUB: "♣", Suit.DIAMOND: "♦"}


class CardType(StrEnum):
    BASIC = "basic"
    TRICK = "trick"
    DELAYED = "delayed"
    EQUIP = "equip"


class Slot(StrEnum):
    """Equipment slots, in the order the table shows them."""

    WEAPON = "weapon"
    ARMOUR = "armour"
    ATTACK_HORSE = "attack_horse"
    DEFENCE_HORSE = "defence_horse"


class Kind(StrEnum):
    """The 26 card kinds of the standard deck (docs/rules.md §3.3)."""

    STRIKE = "strike"  # 杀
    DODGE = "dodge"  # 闪
    MEDICINE = "medicine"  # 药
    DUEL = "duel"  # 决斗
    FIREWOOD = "firewood"  # 釜底抽薪
    POUCH = "pouch"  # 探囊取物
    FROM_NOTHING = "from_nothing"  # 无中生有
    KNIFE = "knife"  # 借刀杀人
    IMPECCABLE = "impeccable"  # 无懈可击
    BEACON = "beacon"  # 烽火狼烟
    ARROWS = "arrows"  # 万箭齐发
    RECOVER = "recover"  # 休养生息
    HARVEST = "harvest"  # 五谷丰登
    PRISON = "prison"  # 画地为牢
    THUNDER = "thunder"  # 手捧雷
    TIGER_TALLY = "tiger_tally"  # 虎符
    FISH_GUT = "fish_gut"  # 鱼肠剑
    DRAGON_SCALE = "dragon_scale"  # 龙鳞刀
    COILED_DRAGON = "coiled_dragon"  # 盘龙棍
    REED_SPEAR = "reed_spear"  # 芦叶枪
    BOLANG_HAMMER = "bolang_hammer"  # 博浪锤
    WOLF_FANG = "wolf_fang"  # 狼牙棒
    OVERLORD_BOW = "overlord_bow"  # 霸王弓
    JADE_RUYI = "jade_ruyi"  # 玉如意
    ATTACK_HORSE = "attack_horse"  # 进攻马
    DEFENCE_HORSE = "defence_horse"  # 防御马


class Phase(StrEnum):
    START = "start"
    JUDGE = "judge"
    DRAW = "draw"
    PLAY = "play"
    DISCARD = "discard"
    END = "end"


PHASES: Final[tuple[Phase, ...]] = tuple(Phase)


class Role(StrEnum):
    LORD = "lord"
    LOYALIST = "loyalist"
    REBEL = "rebel"
    RENEGADE = "renegade"
    LEADER = "leader"
    VANGUARD = "vanguard"


class Faction(StrEnum):
    RULER = "ruler"  # 君
    MINISTER = "minister"  # 臣
    COMMONER = "commoner"  # 民


class Sex(StrEnum):
    MALE = "male"
    FEMALE = "female"


class Area(StrEnum):
    """Where a card can be. Every physical card is in exactly one area at any time."""

    DECK = "deck"
    DISCARD = "discard"
    HAND = "hand"
    EQUIP = "equip"
    JUDGE = "judge"
    TABLE = "table"  # cards being used, played, judged or revealed (处理区)


PUBLIC_AREAS: Final = frozenset({Area.DISCARD, Area.EQUIP, Area.JUDGE, Area.TABLE})
