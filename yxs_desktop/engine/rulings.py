"""Every ruling the engine applies where the original rules leave a point open.

Some were decided with the rules themselves, the others while writing the
engine and heroes. This is the one list of them: the in-game help shows it (both
languages), and the code that applies each one names its id in a ``# ruling <id>`` comment
(tests/engine/test_rulings.py checks both directions), and docs/rules.md §8 renders it.

:data:`GENERAL_RULINGS` covers set-up, scoring, cards and equipment; :data:`HERO_RULINGS`
the heroes, by faction in docs/rules.md §7 order. A hero ruling's id starts with the id of the
skill it is about.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Ruling:
    id: str
    zh: str
    en: str


GENERAL_RULINGS: tuple[Ruling, ...] = (
    # ================================================================ set-up and scoring
    Ruling(
        "draw_when_piles_empty",
        "需要从牌堆取牌（摸牌、判定、【五谷丰登】亮牌）而牌堆和弃牌堆都已无牌时，游戏立即以平局"
        "结束。平局没有胜者，每名玩家都按其身份“失败”一行计分。",
        "If a card must be taken from the deck (to draw, to judge or for Bountiful Harvest) and "
        "both the deck and the discard pile are empty, the game ends at once in a draw. A draw "
        "has no winners: everyone scores the losing row of their role.",
    ),
    Ruling(
        "kill_bonus_enemies_only",
        "计分时的杀敌数只计算杀死的敌人（自己不算）：主公和忠臣的敌人是反贼和内奸，反贼的敌人是"
        "主公、忠臣和内奸，内奸的敌人是其他所有角色；3v3模式中是另一队的角色。因此主公或忠臣"
        "杀死忠臣、反贼杀死反贼都不加杀敌分。",
        "Only enemies killed count as kills in the score (never oneself): the lord's and the "
        "loyalists' enemies are the rebels and the renegade, the rebels' are the lord, the "
        "loyalists and the renegade, and the renegade's are all the others; in 3v3, the other "
        "team. So a lord or loyalist killing a loyalist, or a rebel killing a rebel, adds no "
        "kill bonus.",
    ),
    Ruling(
        "renegade_wins_as_last_survivor",
        "主公死亡时，若内奸是唯一存活的其他角色，内奸获胜，无论主公最后受到的伤害来自谁（包括"
        "没有来源的【手捧雷】）：“最后杀死主公”说的是顺序，并不要求内奸亲手杀死主公。",
        "When the lord dies and the renegade is the only other character alive, the renegade "
        "wins, whatever dealt the lord's last damage (a Thunder in Hand with no source "
        'included): "kill the lord last" is about the order, not about whose hand it is.',
    ),
    Ruling(
        "lord_skill_by_faction",
        "主公获得其武将所属势力的主公技：君→【激将】，臣→【护主】，民→【救援】。",
        "The lord gains the lord skill of its hero's faction: Ruler → Rally the Ministers, "
        "Minister → Guard the Lord, Commoner → Rescue.",
    ),
    Ruling(
        "jijiang_in_play_phase",
        "【激将】也可在出牌阶段发动以使用【杀】：臣势力角色代为打出的【杀】由主公对所选目标使用，"
        "计入主公本阶段的【杀】次数。若所有人都拒绝，本出牌阶段不能再次发动。",
        "Rally the Ministers also works in the play phase: the Strike a Minister character plays "
        "for the lord is used by the lord on the chosen targets and counts towards the lord's "
        "Strike limit. If everyone declines, it cannot be tried again that play phase.",
    ),
    Ruling(
        "small_hero_pool",
        "可选武将不够按规则发放时，主公的选项先减少到其余每人至少还能分到一名，其余玩家平分剩下的"
        "武将；武将少于玩家人数时，武将轮流重复发放，同一武将可能被多人选用，但同一份选项中不会"
        "重复。",
        "When there are too few heroes for the full offers, the lord's offer shrinks first so "
        "that every other player still gets at least one, and the others share the rest "
        "equally. With fewer heroes than players, heroes are dealt round again: several players "
        "may be offered (and play) the same hero, though never twice in one offer.",
    ),
    # ================================================================ 3v3 modes
    Ruling(
        "teams_public",
        "3v3模式中，每名玩家属于哪一队、身份是什么（休闲场的忠臣与反贼，竞技场的主将与副将）从"
        "游戏开始就公开：座位已经表明了队伍。",
        "In the 3v3 modes, every player's team and role (loyalist or rebel in casual, leader "
        "or vanguard in competitive) are public from the start: the seating shows the teams.",
    ),
    Ruling(
        "dice_reroll_tied",
        "3v3模式掷骰决定先后时，只有并列最高点数的玩家重掷，直到只剩一人点数最高。",
        "When dice decide who goes first in 3v3, only the players tied on the highest roll "
        "roll again, until one alone is highest.",
    ),
    Ruling(
        "casual_rebel_reward",
        "3v3休闲场的奖惩与身份局相同：杀死反贼的角色摸三张牌（包括反贼杀死反贼）；没有主公，"
        "所以没有杀死忠臣的惩罚。",
        "3v3 casual rewards follow identity mode: whoever kills a rebel draws 3 cards (a rebel "
        "too); there is no lord, so no penalty for killing a loyalist.",
    ),
    Ruling(
        "draft_vanguards_in_seat_order",
        "3v3竞技场选将时，一队的两名副将按座位顺序选将：坐在主将之前的副将（A1、B1）先选，"
        "另一名（A3、B3）后选。",
        "In the 3v3 competitive draft, a team's two vanguards pick in seat order: the one "
        "seated before the leader (A1, B1) first, the other (A3, B3) later.",
    ),
    Ruling(
        "team_choices_by_leader",
        "3v3竞技场中，队伍的选择由主将作出：先选将还是后选将、先行动还是后行动，以及第一次行动"
        "之后的每次行动是主将的回合还是副将们的回合。",
        "In 3v3 competitive, a team's choices are made by its leader: whether to draft first "
        "or second, whether to act first or second, and whether each of its later actions is "
        "the leader's turn or the vanguards' turns.",
    ),
    Ruling(
        "leaders_open_first_round",
        "3v3竞技场第一轮中，双方的第一次行动都必须是主将自己的回合（后行动的一方也是如此）；从各队"
        "的第二次行动起，才由主将选择主将的回合还是副将们的回合。",
        "In 3v3 competitive, each team's first action in the first round must be its leader's "
        "own turn (the team acting second too); from each team's second action on, the leader "
        "chooses between its own turn and the vanguards' turns.",
    ),
    Ruling(
        "vanguard_order",
        "3v3竞技场中，副将们行动时由主将在第一名副将的回合之前选择谁先行动，另一名随后行动；"
        "在自己回合之前阵亡的副将不再行动。",
        "In 3v3 competitive, when the vanguards act, the leader chooses which of them goes "
        "first before that turn, and the other follows; a vanguard who dies before its turn "
        "does not act.",
    ),
    Ruling(
        "team_new_round",
        "3v3竞技场中，一轮里每名存活角色都行动过后开始新的一轮；双方交替行动照常继续，"
        "所以没有进行上一次行动的一方开始新的一轮。",
        "In 3v3 competitive, a new round begins once every living character has acted this "
        "round; the teams keep alternating, so the team that did not take the last action "
        "opens the new round.",
    ),
    # ================================================================ cards and equipment
    Ruling(
        "conversions_use_and_play",
        "可将牌当作某牌使用的技能（如【傲剑】、【轻影】、【武穆】）在需要打出该牌时同样可以发动，"
        "例如在【决斗】中打出【杀】。",
        "Skills that let you use cards as another card (Proud Sword, Light as a Shadow, "
        "Wumu...) also work when that card must be played in answer, e.g. a Strike in a Duel.",
    ),
    Ruling(
        "extra_strikes_outside_limit",
        "通过【盘龙棍】、【补刀】、【反击】、【太极】额外使用的【杀】不计入出牌阶段的【杀】次数。",
        "A Strike used through the Coiled-Dragon Staff, Finishing Blow, Counterattack or Tai "
        "Chi does not count towards the play phase's Strike limit.",
    ),
    Ruling(
        "equipped_weapon_as_strike",
        "将装备区里的武器或坐骑本身当【杀】使用时（如【傲剑】），该【杀】的攻击范围和距离"
        "按没有这张牌计算。",
        "When you use an equipped weapon or horse itself as a Strike (e.g. with Proud Sword), "
        "that Strike's attack range and distance are worked out without that card.",
    ),
    Ruling(
        "prison_one_per_character",
        "判定区里已有【画地为牢】的角色不能再成为【画地为牢】的目标。",
        "A character that already has a Drawn Prison in its judgement area cannot be given "
        "another one.",
    ),
    Ruling(
        "impeccable_first_answer_wins",
        "【无懈可击】同时询问所有能打出的角色，最先打出的生效；它仍可被另一张【无懈可击】抵消。",
        "Everyone who can play Impeccable is asked at once; the first one played counts, and it "
        "can in turn be answered by another Impeccable.",
    ),
    Ruling(
        "blind_pick_random",
        "盲选其他角色的手牌时，选中哪一张随机决定，与其手牌的排列顺序无关。",
        "When a hand card is picked face down, which card it is is decided at random, whatever "
        "the order of that hand.",
    ),
    Ruling(
        "thunder_stays",
        "【手捧雷】判定未生效或被【无懈可击】抵消后，移给按行动顺序下一名判定区里没有【手捧雷】"
        "的角色；若其他角色都已有，则留在原处。",
        "Thunder in Hand that does not strike, or is cancelled by Impeccable, moves to the next "
        "character in turn order without one; if every other character already has one, it "
        "stays where it is.",
    ),
    Ruling(
        "dragon_scale_hand_and_equipment",
        "【龙鳞刀】只能弃置目标的手牌或装备区的牌（不含判定区）；目标只有一张牌时，伤害照样被防止，"
        "只弃置这一张。",
        "The Dragon-Scale Blade discards only hand or equipped cards (not the judgement area); "
        "if the target has just one card, the damage is still prevented and that card alone is "
        "discarded.",
    ),
    Ruling(
        "bolang_not_itself",
        "发动【博浪锤】弃置的两张牌不能包括【博浪锤】本身。",
        "The two cards discarded for the Bolang Hammer may not include the hammer itself.",
    ),
    Ruling(
        "jade_counts_as_dodge",
        "【玉如意】判定为红色时，视为你打出了一张【闪】（可触发【图强】、【太极】）。",
        "A red Jade Ruyi judgement counts as playing a Dodge (it triggers Strive for Strength "
        "and Tai Chi).",
    ),
)

HERO_RULINGS: tuple[Ruling, ...] = (
    # ================================================================ 君 ruler heroes
    Ruling(
        "jiquan_cards_on_table",
        "嬴政【集权】：获得造成伤害的牌中仍在处理区的牌，包括造成伤害的【手捧雷】；没有牌的伤害"
        "（如技能造成的伤害）不能获得牌。",
        "Centralise (Ying Zheng): you take the card(s) that caused the damage if they are still "
        "on the table, Thunder in Hand included; damage that no card caused (e.g. from a skill) "
        "gives nothing.",
    ),
    Ruling(
        "yuren_hand_and_equipment",
        "刘邦【驭人】：可以弃置手牌和装备区的牌，至少一张。",
        "Command Men (Liu Bang): you may discard hand and equipped cards, at least one.",
    ),
    Ruling(
        "qiyi_replaces_draw",
        "陈胜【起义】：发动后代替整个摸牌阶段（不再摸牌）；只有其他角色有手牌时才能发动。",
        "Uprising (Chen Sheng): it replaces the whole draw phase (you draw nothing); it is "
        "offered only when another character has a hand card.",
    ),
    Ruling(
        "qiyi_blind_in_turn_order",
        "陈胜【起义】：从每名所选角色处盲选一张手牌，从陈胜的下家起按行动顺序依次获得。",
        "Uprising (Chen Sheng): the cards are picked face down, one from each chosen character, "
        "in turn order starting after Chen Sheng.",
    ),
    Ruling(
        "jianxiong_like_a_real_card",
        "曹操【奸雄】：以此使用的牌与该种牌完全相同，例如当【杀】使用时计入本阶段的【杀】次数。",
        "Cunning Hero (Cao Cao): the card used this way counts like any card of its kind; as a "
        "Strike it counts towards the Strike limit.",
    ),
    Ruling(
        "jianxiong_not_equipment",
        "曹操【奸雄】：不能当作装备牌使用；上一张使用的牌是装备牌时不能发动。",
        "Cunning Hero (Cao Cao): equipment cannot be copied; if the last card you used was "
        "equipment, the skill is not available.",
    ),
    Ruling(
        "jianxiong_play_phase_only",
        "曹操【奸雄】：只能在自己的出牌阶段使用牌时发动，不能用来打出牌响应。",
        "Cunning Hero (Cao Cao): only when using a card in your own play phase, never to play a "
        "card in answer.",
    ),
    Ruling(
        "yinren_no_strike_used",
        "勾践【隐忍】：出牌阶段被跳过视为未使用【杀】；在【决斗】、【烽火狼烟】中打出的【杀】"
        "不算使用。",
        "Forbearance (Gou Jian): a skipped play phase counts as using no Strike; a Strike played "
        "in answer (Duel, Beacon Smoke) is not a use.",
    ),
    Ruling(
        "yinren_only_if_over_limit",
        "勾践【隐忍】：只有需要弃牌（手牌数超过手牌上限）时才会询问是否发动。",
        "Forbearance (Gou Jian): it is offered only when you would have to discard.",
    ),
    Ruling(
        "bawang_final_target",
        "项羽【霸王】和武则天【女权】对【决斗】的效果，按【门神】转移之后的最终目标判断。",
        "Overlord (Xiang Yu) and Empress Rule (Wu Zetian) apply to a Duel according to its final "
        "target, after Door God has moved it.",
    ),
    Ruling(
        "bawang_first_dodge_spent",
        "项羽【霸王】：目标只打出一张【闪】时，【杀】仍然命中，已打出的【闪】照样弃置。",
        "Overlord (Xiang Yu): if the target plays only one Dodge, the Strike still hits and that "
        "Dodge is spent.",
    ),
    Ruling(
        "kongju_checked_on_use",
        "李世民【控局】：能否以李世民为目标在使用牌时判断；之后手牌数变化不影响已使用的牌。",
        "In Control (Li Shimin): whether he may be targeted is checked when the card is used; "
        "later changes to his hand do not stop it.",
    ),
    Ruling(
        "qiandu_any_distance",
        "武则天【迁都】：可以与任意一名其他存活角色交换座位，无距离限制。",
        "Move the Capital (Wu Zetian): you may swap seats with any other living character, at "
        "any distance.",
    ),
    Ruling(
        "qianglue_not_judgement_area",
        "铁木真【强掠】：获得目标手牌或装备区的一张牌，不能获得判定区的牌。",
        "Plunder (Temujin): the card is taken from the target's hand or equipment, never from "
        "its judgement area.",
    ),
    Ruling(
        "qishe_stacks_with_horse",
        "铁木真【骑射】：与装备的【进攻马】叠加计算（共-2）。",
        "Mounted Archery (Temujin): it stacks with an equipped Attack Horse (−2 in all).",
    ),
    Ruling(
        "diehun_area_tricks",
        "慕容【蝶魂】：对所有其他角色或所有角色生效的锦囊（【烽火狼烟】、【万箭齐发】、"
        "【休养生息】、【五谷丰登】）均可发动，无论场上还剩几名角色。",
        "Butterfly Soul (Murong): it works against every trick aimed at all others or at "
        "everyone (Beacon Smoke, Ten Thousand Arrows, Rest and Recover, Bountiful Harvest), "
        "however few characters are left.",
    ),
    Ruling(
        "diehun_before_impeccable",
        "慕容【蝶魂】：在询问【无懈可击】之前发动。",
        "Butterfly Soul (Murong): it is used before anyone is asked for Impeccable.",
    ),
    # ================================================================ 臣 minister heroes
    Ruling(
        "bianfa_any_own_card",
        "商鞅【变法】：可以用手牌或装备区的任意一张牌替换判定牌，原判定牌置入弃牌堆。",
        "Reform (Shang Yang): any of your hand or equipped cards may replace the judgement "
        "card; the replaced card goes to the discard pile.",
    ),
    Ruling(
        "fajia_not_judgement_area",
        "商鞅【法家】：获得伤害来源手牌或装备区的一张牌，不能获得判定区的牌。",
        "Legalism (Shang Yang): the card is taken from the source's hand or equipment, never "
        "from its judgement area.",
    ),
    Ruling(
        "sheshen_give_or_keep",
        "虞姬【舍身】：每受到1点伤害摸两张牌，可任意分给其他角色，未分出的牌留在手中。",
        "Self-Sacrifice (Yu Ji): for each 1 damage you draw 2 cards and may give them to any "
        "other characters; cards you do not give stay in your hand.",
    ),
    Ruling(
        "juebie_killer_stays",
        "虞姬【诀别】：令虞姬进入濒死的伤害来源仍算作凶手，奖惩照常结算。",
        "Farewell (Yu Ji): the source of the damage that made Yu Ji dying still counts as her "
        "killer; rewards and penalties apply as usual.",
    ),
    Ruling(
        "juebie_living_male",
        "虞姬【诀别】：只能选择存活的男性角色。",
        "Farewell (Yu Ji): only a living male character may be chosen.",
    ),
    Ruling(
        "yubu_final_judgement_card",
        "赵飞燕【玉步】：颜色按判定牌对赵飞燕而言的花色计算；判定牌被【变法】替换时，以替换后的"
        "牌决定获得或停止。",
        "Jade Steps (Zhao Feiyan): the colour is the one the card counts as for her; if Reform "
        "replaced the judgement card, the new card is the one kept or that stops the chain.",
    ),
    Ruling(
        "zhanbu_fewer_cards",
        "刘伯温【占卜】：牌堆不足X张时，先将弃牌堆洗匀置于牌堆底；合计仍不足X张时，只观看现有的牌。",
        "Divination (Liu Bowen): if the deck has fewer than X cards, the discard pile is "
        "shuffled under it first; if there are still fewer than X, you look at what there is.",
    ),
    Ruling(
        "gongxin_suit_for_holder",
        "韩信【攻心】：只能选择其他角色；比较的是该牌展示后对其新持有者而言的花色（如【红妆】）。",
        "Mind Attack (Han Xin): only another character may be chosen; the suit compared is the "
        "one the card counts as for its new holder once shown (e.g. with Rouge).",
    ),
    Ruling(
        "zhiyu_at_full_hp",
        "褒姒【治愈】：褒姒体力已满时也可以发动，只需所选男性角色已受伤。",
        "Healing Touch (Bao Si): Bao Si may use it at full HP; only the male character must be "
        "injured.",
    ),
    Ruling(
        "yizhuang_max_hp",
        "花木兰【易装】：体力上限变为该武将牌上的体力值，作为主公的+1保留（新技能含【狂禅】时"
        "除外）；超出新上限的体力失去。",
        "Disguise (Hua Mulan): her max HP becomes the dead hero's printed HP, keeping a lord's "
        "+1 (unless the new skills include Wild Zen); HP above the new maximum is lost.",
    ),
    Ruling(
        "yizhuang_keeps_lord_skill",
        "花木兰【易装】：作为主公时保留其主公技。",
        "Disguise (Hua Mulan): as lord she keeps her lord skill.",
    ),
    Ruling(
        "budao_after_damage",
        "关羽【补刀】：在伤害结算完毕（包括濒死求【药】）之后发动，目标须仍存活。",
        "Finishing Blow (Guan Yu): it comes after the damage, and any dying, has been resolved, "
        "so only on a target that is still alive.",
    ),
    Ruling(
        "budao_any_strike",
        "关羽【补刀】：任何角色的【杀】造成伤害均可触发；【补刀】使用的【杀】造成伤害后可再次发动。",
        "Finishing Blow (Guan Yu): damage from anyone's Strike counts, and a Strike used through "
        "it can trigger it again when it deals damage.",
    ),
    Ruling(
        "danqi_stacks_with_horse",
        "关羽【单骑】：与装备的【进攻马】叠加计算（共-2）。",
        "Lone Rider (Guan Yu): it stacks with an equipped Attack Horse (−2 in all).",
    ),
    Ruling(
        "menshen_ignores_range",
        "秦琼【门神】：只能选择其他角色；转移给秦琼的【杀】或【决斗】无视距离。",
        "Door God (Qin Qiong): only another character may be chosen; a Strike or Duel moved to "
        "Qin Qiong ignores range.",
    ),
    Ruling(
        "menshen_until_next_turn",
        "秦琼【门神】：效果持续到秦琼的下一个回合开始时。",
        "Door God (Qin Qiong): the protection lasts until Qin Qiong's next turn begins.",
    ),
    Ruling(
        "fanji_any_distance",
        "秦琼【反击】：对伤害来源使用的【杀】无距离限制。",
        "Counterattack (Qin Qiong): the Strike on the source ignores distance.",
    ),
    Ruling(
        "fanji_red_all_cards",
        "秦琼【反击】：“红色【杀】”指当作该【杀】的牌全部为红色。",
        "Counterattack (Qin Qiong): a red Strike means that every card used as it is red.",
    ),
    Ruling(
        "jujian_distance_before_cost",
        "狄仁杰【举荐】：距离在发动时计算，作为代价弃置的牌此时仍然计入（弃置的【进攻马】仍有效）。",
        "Recommend (Di Renjie): the distance is checked when the skill is used, with the card "
        "paid as its cost still counting (a discarded Attack Horse still helps).",
    ),
    Ruling(
        "jujian_give_to_another",
        "狄仁杰【举荐】：获得的牌可以交给另一名角色，也可以留在自己手中。",
        "Recommend (Di Renjie): the card taken may be given to another character, or kept.",
    ),
    # ================================================================ 民 commoner heroes
    Ruling(
        "shucai_heal_once",
        "宋江【疏财】：本回合给出的牌累计达到两张时立即回复1点体力；若此时体力已满，本回合不再回复。",
        "Generosity (Song Jiang): the heal comes as soon as the cards given this turn reach two; "
        "if Song Jiang is at full HP then, there is no heal this turn.",
    ),
    Ruling(
        "fuchou_living_source",
        "李逵【复仇】：只有伤害来源存活且不是李逵自己时才能发动。",
        "Revenge (Li Kui): it needs a living source other than Li Kui himself.",
    ),
    Ruling(
        "fuchou_damage_without_cards",
        "李逵【复仇】：伤害来源手牌少于两张时，不能选择弃牌，直接受到1点伤害。",
        "Revenge (Li Kui): a source with fewer than two hand cards has no choice and takes the "
        "1 damage.",
    ),
    Ruling(
        "chenyu_new_target",
        "西施【沉鱼】：新目标须在弃牌后西施的攻击范围内（弃置的武器或【进攻马】不再计入），"
        "不能是使用者或该【杀】的其他目标，且须是使用者的【杀】可以指定的角色。",
        "Fish Sink Away (Xi Shi): the new target must be in Xi Shi's attack range after the "
        "discard (a discarded weapon or Attack Horse no longer counts), may not be the attacker "
        "or another target of that Strike, and must be a legal target of the attacker's Strike.",
    ),
    Ruling(
        "liaoshang_wounded_only",
        "扁鹊【疗伤】：只能选择已受伤的角色（可以是自己）。",
        "Treat Wounds (Bian Que): only an injured character may be chosen (yourself included).",
    ),
    Ruling(
        "hongyan_duel_of_second",
        "陈圆圆【红颜】：视为第二名男性角色对第一名使用【决斗】，由第一名先打出【杀】；【霸王】、"
        "【门神】照常生效，不能被【无懈可击】抵消；此【决斗】没有实体牌（【集权】无牌可得）。",
        "Fatal Beauty (Chen Yuanyuan): the Duel counts as used by the second chosen male on the "
        "first, who plays first; Overlord and Door God apply, Impeccable cannot cancel it, and "
        "no card is involved (Centralise takes nothing).",
    ),
    Ruling(
        "hongyan_legal_pair",
        "陈圆圆【红颜】：第一名角色须是第二名角色可以【决斗】的目标（如没有手牌的刘伯温因【归隐】"
        "不能被先选）。",
        "Fatal Beauty (Chen Yuanyuan): the first male must be a legal Duel target for the second "
        "(e.g. not Liu Bowen with no hand cards, because of Seclusion).",
    ),
    Ruling(
        "manwu_keeps_source",
        "李师师【曼舞】：转移的伤害保留原来的来源和牌；新目标结算后仍存活才摸等同于其已损失体力的牌。",
        "Graceful Dance (Li Shishi): the moved damage keeps its source and card; the new target "
        "draws as many cards as its lost HP only if it is still alive afterwards.",
    ),
    Ruling(
        "xiadan_this_turn",
        "任桓之【侠胆】：效果只持续到本回合结束；拼点赢时“可使用两张【杀】”指次数上限至少为二"
        "（装备【虎符】仍不限次数）。",
        "Gallant Heart (Ren Huanzhi): the effects last until the end of this turn; after a win, "
        "two Strikes is a limit of at least two (with a Tiger Tally there is still no limit).",
    ),
    Ruling(
        "xiadan_loss_forbids_use",
        "任桓之【侠胆】：拼点没赢时本回合不能使用【杀】（装备【虎符】也不行），但仍可打出【杀】"
        "响应。",
        "Gallant Heart (Ren Huanzhi): after a loss you cannot use a Strike this turn (not even "
        "with a Tiger Tally), but you may still play one in answer.",
    ),
    Ruling(
        "budao_zhang_to_another",
        "张三丰【布道】：摸的三张牌中须将一张交给另一名角色，不能留给自己。",
        "Preaching (Zhang Sanfeng): one of the three cards drawn must go to another character; "
        "you cannot keep it.",
    ),
    Ruling(
        "taiji_only_when_possible",
        "张三丰【太极】：只有攻击范围内有可以成为其【杀】目标的角色，且他有手牌（或没有手牌但有"
        "可以当【杀】使用的装备牌）时，才会询问是否发动；有手牌时，不论其中有没有【杀】都会询问。",
        "Tai Chi (Zhang Sanfeng): it is offered only when a character in his attack range may be "
        "the target of his Strike and he has a hand card (or, with none, an equipped card he can "
        "use as a Strike); with hand cards it is offered whether or not one is a Strike.",
    ),
)

RULINGS: tuple[Ruling, ...] = GENERAL_RULINGS + HERO_RULINGS

RULINGS_BY_ID: dict[str, Ruling] = {item.id: item for item in RULINGS}


def ruling(ruling_id: str) -> Ruling:
    """The ruling with this id (KeyError if there is none)."""
    return RULINGS_BY_ID[ruling_id]
