"""Every ruling the engine applies where the original rules leave a point open.

RULES.md marks its own rulings **[ruling]**; the others were decided while writing the
engine and heroes. This is the one list of them: the in-game help shows it (both
languages), and the code that applies each one names its id in a comment.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Ruling:
    id: str
    zh: str
    en: str


RULINGS: tuple[Ruling, ...] = (
    # ---------------------------------------------------------------- from RULES.md
    Ruling(
        "draw_when_piles_empty",
        "摸牌时若牌堆与弃牌堆均已无牌，游戏以平局结束；平局时所有人按失败一行计分。",
        "If a card must be drawn and both the deck and the discard pile are empty, the game "
        "ends in a draw; in a draw everyone scores the losing row.",
    ),
    Ruling(
        "lord_skill_by_faction",
        "主公技按主公武将的阵营获得：君→激将，臣→护主，民→救援。",
        "The lord gains the lord skill of its hero's faction: ruler → 激将, minister → 护主, "
        "commoner → 救援.",
    ),
    # ---------------------------------------------------------------- set-up and cards
    Ruling(
        "small_hero_pool",
        "可选武将不足以按规则发放时，除主公外每人获得的选项平均减少（至少一名）。",
        "When there are too few heroes for the full offers, everyone but the lord gets an "
        "equal, smaller offer (at least one hero).",
    ),
    Ruling(
        "conversions_use_and_play",
        "“当作某牌使用”的技能（如傲剑、轻影、武穆）在需要使用或打出该牌时均可发动。",
        "Skills that let cards count as another card (傲剑, 轻影, 武穆...) work both when the "
        "card is used and when it is played in answer.",
    ),
    Ruling(
        "extra_strikes_outside_limit",
        "盘龙棍、补刀、反击、太极等额外使用的【杀】不计入出牌阶段的使用次数。",
        "A 杀 used through 盘龙棍, 补刀, 反击, 太极 and similar effects does not count "
        "against the play phase's 杀 limit.",
    ),
    Ruling(
        "bolang_not_itself",
        "博浪锤的弃牌不能弃置博浪锤本身。",
        "博浪锤's two discarded cards may not include the hammer itself.",
    ),
    Ruling(
        "thunder_stays",
        "手捧雷判定未生效或被无懈可击抵消时移至下家；若其他角色都已有手捧雷，则留在原处。",
        "手捧雷 that does not strike, or is cancelled by 无懈可击, moves on; if every other "
        "character already has one, it stays where it is.",
    ),
    Ruling(
        "jade_counts_as_dodge",
        "玉如意判定为红色视为打出了【闪】（触发图强、太极）。",
        "A red 玉如意 judgement counts as playing 闪 (it triggers 图强 and 太极).",
    ),
    Ruling(
        "blind_pick_random",
        "盲选手牌时，所选位置对应的牌随机决定，与手牌顺序无关。",
        "A hand card chosen blind is decided at random, whatever the order of the hand.",
    ),
)


def ruling(ruling_id: str) -> Ruling:
    """The ruling with this id."""
    for item in RULINGS:
        if item.id == ruling_id:
            return item
    raise KeyError(ruling_id)
