"""A heading in words for each ruling of :mod:`yxs_desktop.engine.rulings`, in Chinese and
in English: what the Help → Rulings page shows above a ruling's text (its id is for the
code and the docs, not for players)."""

from __future__ import annotations

import re

from yxs_desktop.engine.rulings import ruling

#: Each ruling's heading by its id: (Chinese, English).
HEADINGS: dict[str, tuple[str, str]] = {
    # ---------------------------------------------------------------- set-up and scoring
    "draw_when_piles_empty": (
        "牌堆与弃牌堆都空时平局",
        "A draw when the deck and discards run out",
    ),
    "kill_bonus_enemies_only": ("杀敌分只计算敌人", "Only enemies count as kills in the score"),
    "renegade_wins_as_last_survivor": (
        "内奸最后存活即获胜",
        "The renegade wins as the last one standing",
    ),
    "lord_skill_by_faction": ("主公技由势力决定", "The lord skill comes from the faction"),
    "jijiang_in_play_phase": ("出牌阶段也可发动【激将】", "Rally the Ministers in the play phase"),
    "small_hero_pool": ("武将不够分时怎样发放", "Too few heroes for the offers"),
    # ---------------------------------------------------------------- 3v3
    "teams_public": ("3v3中队伍和身份公开", "3v3: teams and roles are public"),
    "dice_reroll_tied": ("掷骰点数并列最高者重掷", "Tied dice roll again"),
    "casual_rebel_reward": ("3v3休闲场的奖惩", "3v3 casual: rewards and penalties"),
    "draft_vanguards_in_seat_order": (
        "竞技场副将按座位顺序选将",
        "Competitive draft: vanguards pick in seat order",
    ),
    "team_choices_by_leader": ("竞技场队伍的选择由主将作出", "Competitive: the leader chooses"),
    "leaders_open_first_round": (
        "竞技场第一轮由主将先行动",
        "Competitive: leaders act first in round one",
    ),
    "vanguard_order": ("竞技场副将的行动顺序", "Competitive: which vanguard acts first"),
    "team_new_round": ("竞技场何时开始新的一轮", "Competitive: when a new round begins"),
    # ---------------------------------------------------------------- cards and equipment
    "conversions_use_and_play": ("转化技能也可用于打出", "Card-as-card skills also answer"),
    "extra_strikes_outside_limit": (
        "额外的【杀】不计入次数",
        "Extra Strikes do not count towards the limit",
    ),
    "equipped_weapon_as_strike": (
        "当【杀】用的装备不计入距离",
        "Equipment used as a Strike leaves the range",
    ),
    "prison_one_per_character": (
        "每名角色至多一张【画地为牢】",
        "One Drawn Prison per character",
    ),
    "impeccable_first_answer_wins": (
        "【无懈可击】最先打出的生效",
        "The first Impeccable played counts",
    ),
    "blind_pick_random": ("盲选手牌是随机的", "A hand card picked face down is random"),
    "thunder_stays": ("【手捧雷】移给下一名角色", "Where Thunder in Hand moves on"),
    "dragon_scale_hand_and_equipment": (
        "【龙鳞刀】只弃手牌和装备",
        "Dragon-Scale Blade: hand and equipment only",
    ),
    "bolang_not_itself": ("【博浪锤】不能弃置自己", "Bolang Hammer cannot discard itself"),
    "jade_counts_as_dodge": ("【玉如意】视为打出【闪】", "Jade Ruyi counts as a Dodge"),
    # ---------------------------------------------------------------- heroes
    "jiquan_cards_on_table": (
        "【集权】获得仍在处理区的牌",
        "Centralise: the cards still on the table",
    ),
    "yuren_hand_and_equipment": ("【驭人】可弃手牌和装备", "Command Men: hand and equipped cards"),
    "qiyi_replaces_draw": ("【起义】代替摸牌", "Uprising replaces the draw"),
    "qiyi_blind_in_turn_order": ("【起义】按行动顺序盲选", "Uprising: face down, in turn order"),
    "jianxiong_like_a_real_card": ("【奸雄】使用的牌如同真牌", "Cunning Hero: like a real card"),
    "jianxiong_not_equipment": ("【奸雄】不能当装备使用", "Cunning Hero: never equipment"),
    "jianxiong_play_phase_only": ("【奸雄】只在出牌阶段", "Cunning Hero: in the play phase only"),
    "yinren_no_strike_used": (
        "【隐忍】怎样算未使用【杀】",
        "Forbearance: what counts as no Strike",
    ),
    "yinren_only_if_over_limit": (
        "【隐忍】只在需要弃牌时询问",
        "Forbearance: only when you must discard",
    ),
    "bawang_final_target": ("【霸王】按最终目标判断", "Overlord: the Duel's final target"),
    "bawang_first_dodge_spent": ("【霸王】只打出一张【闪】时", "Overlord: a single Dodge is spent"),
    "kongju_checked_on_use": (
        "【控局】在使用牌时判断",
        "In Control: checked when the card is used",
    ),
    "qiandu_any_distance": ("【迁都】无距离限制", "Move the Capital: any distance"),
    "qianglue_not_judgement_area": (
        "【强掠】不能获得判定区的牌",
        "Plunder: not the judgement area",
    ),
    "qishe_stacks_with_horse": ("【骑射】与进攻马叠加", "Mounted Archery adds to an Attack Horse"),
    "diehun_area_tricks": ("【蝶魂】对哪些锦囊生效", "Butterfly Soul: which tricks"),
    "diehun_before_impeccable": (
        "【蝶魂】在【无懈可击】之前",
        "Butterfly Soul comes before Impeccable",
    ),
    "bianfa_any_own_card": ("【变法】可用任意一张自己的牌", "Reform: any card of your own"),
    "fajia_not_judgement_area": ("【法家】不能获得判定区的牌", "Legalism: not the judgement area"),
    "sheshen_give_or_keep": (
        "【舍身】的牌可分出或留下",
        "Self-Sacrifice: give the cards or keep them",
    ),
    "juebie_killer_stays": ("【诀别】后凶手不变", "Farewell: the killer is still the killer"),
    "juebie_living_male": ("【诀别】只能选存活的男性", "Farewell: a living male only"),
    "yubu_final_judgement_card": ("【玉步】看最终的判定牌", "Jade Steps: the final judgement card"),
    "zhanbu_fewer_cards": ("【占卜】牌不够时", "Divination with too few cards"),
    "gongxin_suit_for_holder": ("【攻心】比较的花色", "Mind Attack: which suit is compared"),
    "zhiyu_at_full_hp": ("【治愈】满体力也可发动", "Healing Touch at full HP"),
    "yizhuang_max_hp": ("【易装】后的体力上限", "Disguise: the new max HP"),
    "yizhuang_keeps_lord_skill": ("【易装】保留主公技", "Disguise keeps the lord skill"),
    "budao_after_damage": ("【补刀】在伤害结算之后", "Finishing Blow comes after the damage"),
    "budao_any_strike": ("【补刀】由任何【杀】触发", "Finishing Blow: anyone's Strike"),
    "danqi_stacks_with_horse": ("【单骑】与进攻马叠加", "Lone Rider adds to an Attack Horse"),
    "menshen_ignores_range": ("【门神】转移无视距离", "Door God ignores range"),
    "menshen_until_next_turn": ("【门神】持续到下个回合", "Door God lasts until the next turn"),
    "fanji_any_distance": ("【反击】无距离限制", "Counterattack: any distance"),
    "fanji_red_all_cards": ("【反击】的红色【杀】", "Counterattack: what a red Strike is"),
    "jujian_distance_before_cost": (
        "【举荐】的距离在付出代价前计算",
        "Recommend: distance before the cost",
    ),
    "jujian_give_to_another": ("【举荐】的牌可交出或留下", "Recommend: give the card or keep it"),
    "shucai_heal_once": ("【疏财】每回合回复一次", "Generosity heals once a turn"),
    "fuchou_living_source": ("【复仇】需要存活的来源", "Revenge needs a living source"),
    "fuchou_damage_without_cards": (
        "【复仇】手牌不足时受到伤害",
        "Revenge: too few cards means damage",
    ),
    "chenyu_new_target": ("【沉鱼】的新目标", "Fish Sink Away: the new target"),
    "liaoshang_wounded_only": ("【疗伤】只能选已受伤的角色", "Treat Wounds: the injured only"),
    "hongyan_duel_of_second": ("【红颜】的【决斗】由谁使用", "Fatal Beauty: whose Duel it is"),
    "hongyan_legal_pair": ("【红颜】须能合法决斗", "Fatal Beauty: a legal Duel"),
    "manwu_keeps_source": ("【曼舞】保留伤害来源", "Graceful Dance keeps the source"),
    "xiadan_this_turn": ("【侠胆】只持续本回合", "Gallant Heart lasts this turn"),
    "xiadan_loss_forbids_use": (
        "【侠胆】没赢时不能使用【杀】",
        "Gallant Heart: no Strike after a loss",
    ),
    "budao_zhang_to_another": ("【布道】须交给另一名角色", "Preaching: one card to another"),
    "taiji_only_when_possible": ("【太极】何时询问", "Tai Chi: when it is offered"),
}


def heading(ruling_id: str, lang: str) -> str:
    """The heading of the ruling ``ruling_id`` in ``lang`` ("zh" or "en"). A ruling
    without one yet (tests/ui/test_help_rulings.py asks for every one) is headed by what
    its text is about: its words before the first colon."""
    if ruling_id in HEADINGS:
        zh, en = HEADINGS[ruling_id]
        return zh if lang == "zh" else en
    found = ruling(ruling_id)
    said = found.zh if lang == "zh" else found.en
    return re.split("[:：]", said, maxsplit=1)[0]
