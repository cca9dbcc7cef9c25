"""Display texts for 英雄杀 (Hero Kill): every key maps to a (Chinese, English) pair.

Pure data: card kinds, card types, suits, equipment slots, heroes, skills, factions,
roles, phases, modes, result titles, log lines and prompts. Log lines and prompts
use ``str.format`` fields. Look texts up with :func:`text`.
"""

TEXTS: dict[str, tuple[str, str]] = {
    # Card kinds (docs/rules.md §3.3 order)
    "card.strike.name": ("杀", "Strike"),
    "card.strike.text": (
        "出牌阶段，对你攻击范围内的一名其他角色使用，目标角色需使用一张【闪】，"
        "否则受到你造成的1点伤害。每个出牌阶段限使用一次。此外，"
        "在【决斗】和【烽火狼烟】的结算中可以打出【杀】。",
        "Play phase: use on one other character within your attack range; the target must use a "
        "Dodge or take 1 damage from you. Only once per play phase. It can also be played in "
        "answer to Duel and Beacon Smoke.",
    ),
    "card.dodge.name": ("闪", "Dodge"),
    "card.dodge.text": (
        "只能在需要时使用：抵消一张对你使用的【杀】，或抵消【万箭齐发】对你的效果。",
        "Only as an answer: cancels a Strike used on you, or cancels Ten Thousand Arrows for you.",
    ),
    "card.medicine.name": ("药", "Medicine"),
    "card.medicine.text": (
        "出牌阶段，若你已受伤，对自己使用，回复1点体力。任何时候，"
        "可以对一名处于濒死状态的角色使用，令其回复1点体力。",
        "In your play phase, if you are not at full HP, use on yourself to recover 1 HP. At any "
        "time, use on a dying character to let it recover 1 HP.",
    ),
    "card.duel.name": ("决斗", "Duel"),
    "card.duel.text": (
        "出牌阶段，对一名其他角色使用（无距离限制）。由目标角色开始，双方轮流打出一张【杀】，"
        "首先不打出【杀】的一方受到另一方造成的1点伤害。",
        "Play phase: use on one other character at any distance. Starting with the target, the "
        "two take turns playing a Strike; the first who does not takes 1 damage from the other.",
    ),
    "card.firewood.name": ("釜底抽薪", "Pull the Firewood"),
    "card.firewood.text": (
        "出牌阶段，对一名有牌的其他角色使用（无距离限制）。你弃置其一张牌：从其手牌中盲选一张，"
        "或选择其装备区或判定区里的一张牌。",
        "Play phase: use on one other character that has cards, at any distance. Discard one of "
        "its cards: a hand card picked face down, or a card in its equipment or judgement area.",
    ),
    "card.pouch.name": ("探囊取物", "Pick the Pouch"),
    "card.pouch.text": (
        "出牌阶段，对距离为1且有牌的一名其他角色使用。你获得其一张牌：从其手牌中盲选一张，"
        "或选择其装备区或判定区里的一张牌。计算距离时坐骑生效，武器不影响距离。",
        "Play phase: use on one other character at distance 1 that has cards. Take one of its "
        "cards: a hand card picked face down, or a card in its equipment or judgement area. "
        "Horses count towards the distance; weapons do not.",
    ),
    "card.from_nothing.name": ("无中生有", "Something from Nothing"),
    "card.from_nothing.text": (
        "出牌阶段，对自己使用，摸两张牌。",
        "Play phase: use on yourself; draw 2 cards.",
    ),
    "card.knife.name": ("借刀杀人", "Borrowed Knife"),
    "card.knife.text": (
        "出牌阶段，选择一名装备区里有武器的其他角色，再选择其攻击范围内的另一名角色。"
        "前者需对后者使用一张【杀】，否则将其武器交给你。",
        "Play phase: choose another character that has a weapon equipped, and a second character "
        "within that one's attack range. The first must use a Strike on the second, or else give "
        "you its weapon.",
    ),
    "card.impeccable.name": ("无懈可击", "Impeccable"),
    "card.impeccable.text": (
        "在一张锦囊牌对一名目标角色生效前使用，抵消其对该角色的效果。"
        "也可以对另一张【无懈可击】使用，将其抵消（可以连锁）。",
        "Use when a trick is about to take effect on a target: cancels its effect on that target. "
        "It can also answer another Impeccable and cancel it (chains are allowed).",
    ),
    "card.beacon.name": ("烽火狼烟", "Beacon Smoke"),
    "card.beacon.text": (
        "出牌阶段，对所有其他角色使用。按行动顺序依次结算，每名目标角色需打出一张【杀】，"
        "否则受到你造成的1点伤害。",
        "Play phase: use on every other character. In turn order, each target must play a Strike "
        "or take 1 damage from you.",
    ),
    "card.arrows.name": ("万箭齐发", "Ten Thousand Arrows"),
    "card.arrows.text": (
        "出牌阶段，对所有其他角色使用。按行动顺序依次结算，每名目标角色需使用一张【闪】，"
        "否则受到你造成的1点伤害。",
        "Play phase: use on every other character. In turn order, each target must use a Dodge or "
        "take 1 damage from you.",
    ),
    "card.recover.name": ("休养生息", "Rest and Recover"),
    "card.recover.text": (
        "出牌阶段，对所有角色使用。从你开始按行动顺序依次结算，每名角色回复1点体力。",
        "Play phase: use on every character. In turn order starting with you, each character "
        "recovers 1 HP.",
    ),
    "card.harvest.name": ("五谷丰登", "Bountiful Harvest"),
    "card.harvest.text": (
        "出牌阶段，对所有角色使用。从牌堆顶亮出与存活角色数相同数量的牌，从你开始按行动顺序，"
        "每名角色选择并获得其中的一张。",
        "Play phase: use on every character. Reveal as many cards from the top of the deck as "
        "there are living characters; in turn order starting with you, each character takes one "
        "of them.",
    ),
    "card.prison.name": ("画地为牢", "Drawn Prison"),
    "card.prison.text": (
        "出牌阶段，置入一名其他角色的判定区（无距离限制）。该角色的判定阶段进行判定："
        "若结果不为红桃，其跳过本回合的出牌阶段。判定后将【画地为牢】置入弃牌堆。",
        "Play phase: place it in another character's judgement area, at any distance. In that "
        "character's judge phase it is judged: unless the judgement is a Heart, the character "
        "skips its play phase this turn. Then Drawn Prison is discarded.",
    ),
    "card.thunder.name": ("手捧雷", "Thunder in Hand"),
    "card.thunder.text": (
        "出牌阶段，置入你自己的判定区（你的判定区里已有【手捧雷】时不能使用）。"
        "其所在角色的判定阶段进行判定：若结果为黑桃2～9，该角色受到3点无来源的伤害，"
        "然后将【手捧雷】置入弃牌堆；"
        "否则将其按行动顺序移至下一名判定区里没有【手捧雷】的角色的判定区。",
        "Play phase: place it in your own judgement area (not if one is already there). In the "
        "holder's judge phase it is judged: on a Spade 2 to 9 the holder takes 3 damage with no "
        "source and Thunder in Hand is discarded; otherwise it moves to the next character in "
        "turn order that has no Thunder in Hand in its judgement area.",
    ),
    "card.tiger_tally.name": ("虎符", "Tiger Tally"),
    "card.tiger_tally.text": (
        "武器，攻击范围1。出牌阶段，你可以使用任意数量的【杀】。",
        "Weapon, range 1. You may use any number of Strikes in your play phase.",
    ),
    "card.fish_gut.name": ("鱼肠剑", "Fish-Gut Sword"),
    "card.fish_gut.text": (
        "武器，攻击范围2。你使用的【杀】无视目标角色的防具。",
        "Weapon, range 2. Your Strikes ignore the target's armour.",
    ),
    "card.dragon_scale.name": ("龙鳞刀", "Dragon-Scale Blade"),
    "card.dragon_scale.text": (
        "武器，攻击范围2。当你使用的【杀】即将造成伤害时，你可以防止此伤害，"
        "改为依次弃置目标角色的两张牌。",
        "Weapon, range 2. When your Strike would deal damage, you may prevent the damage and "
        "instead discard two of the target's cards, one at a time.",
    ),
    "card.coiled_dragon.name": ("盘龙棍", "Coiled-Dragon Staff"),
    "card.coiled_dragon.text": (
        "武器，攻击范围3。当你使用的【杀】被【闪】抵消后，你可以立即对同一目标再使用一张【杀】。",
        "Weapon, range 3. When your Strike is dodged, you may at once use another Strike on the "
        "same target.",
    ),
    "card.reed_spear.name": ("芦叶枪", "Reed-Leaf Spear"),
    "card.reed_spear.text": (
        "武器，攻击范围3。你可以将任意两张手牌当【杀】使用或打出。",
        "Weapon, range 3. You may use or play any two hand cards as one Strike.",
    ),
    "card.bolang_hammer.name": ("博浪锤", "Bolang Hammer"),
    "card.bolang_hammer.text": (
        "武器，攻击范围3。当你使用的【杀】被【闪】抵消后，你可以弃置两张牌（手牌或装备区里的牌），"
        "令此【杀】依然命中。",
        "Weapon, range 3. When your Strike is dodged, you may discard two cards (hand or "
        "equipped) to make it hit anyway.",
    ),
    "card.wolf_fang.name": ("狼牙棒", "Wolf-Fang Club"),
    "card.wolf_fang.text": (
        "武器，攻击范围4。若你使用的【杀】是你的最后一张手牌，此【杀】可以指定至多三名目标。",
        "Weapon, range 4. If the Strike you use is your last hand card, it may have up to three "
        "targets.",
    ),
    "card.overlord_bow.name": ("霸王弓", "Overlord's Bow"),
    "card.overlord_bow.text": (
        "武器，攻击范围5。当你使用的【杀】对目标角色造成伤害后，你可以弃置其装备区里的一张坐骑牌。",
        "Weapon, range 5. When your Strike damages a target, you may discard one of its horses.",
    ),
    "card.jade_ruyi.name": ("玉如意", "Jade Ruyi"),
    "card.jade_ruyi.text": (
        "防具。当你需要使用或打出一张【闪】时，你可以进行一次判定：若结果为红色，"
        "视为你使用或打出了一张【闪】。",
        "Armour. When you need to use or play a Dodge, you may judge: if the judgement is red, it "
        "counts as that Dodge.",
    ),
    "card.attack_horse.name": ("进攻马", "Attack Horse (−1)"),
    "card.attack_horse.text": (
        "坐骑（−1马）。你计算与其他角色的距离时，始终−1。",
        "Horse (−1). Your distance to other characters is 1 less.",
    ),
    "card.defence_horse.name": ("防御马", "Defence Horse (+1)"),
    "card.defence_horse.text": (
        "坐骑（+1马）。其他角色计算与你的距离时，始终+1。",
        "Horse (+1). Other characters' distance to you is 1 more.",
    ),
    # Card types, suits, colours, equipment slots
    "cardtype.basic": ("基本牌", "Basic card"),
    "cardtype.trick": ("锦囊牌", "Trick"),
    "cardtype.delayed": ("延时锦囊牌", "Delayed trick"),
    "cardtype.equip": ("装备牌", "Equipment"),
    "suit.spade": ("黑桃", "Spades"),
    "suit.heart": ("红桃", "Hearts"),
    "suit.club": ("梅花", "Clubs"),
    "suit.diamond": ("方块", "Diamonds"),
    "color.red": ("红色", "Red"),
    "color.black": ("黑色", "Black"),
    "slot.weapon": ("武器", "Weapon"),
    "slot.armour": ("防具", "Armour"),
    "slot.attack_horse": ("进攻马（−1马）", "Attack horse (−1)"),
    "slot.defence_horse": ("防御马（+1马）", "Defence horse (+1)"),
    # an empty equipment slot of the dashboard, named short
    "slot.short.weapon": ("武器", "Weapon"),
    "slot.short.armour": ("防具", "Armour"),
    "slot.short.attack_horse": ("−1马", "−1 horse"),
    "slot.short.defence_horse": ("+1马", "+1 horse"),
    # Heroes (docs/rules.md §7)
    "hero.ying_zheng.name": ("嬴政", "Ying Zheng"),
    "hero.liu_bang.name": ("刘邦", "Liu Bang"),
    "hero.chen_sheng.name": ("陈胜", "Chen Sheng"),
    "hero.cao_cao.name": ("曹操", "Cao Cao"),
    "hero.gou_jian.name": ("勾践", "Gou Jian"),
    "hero.xiang_yu.name": ("项羽", "Xiang Yu"),
    "hero.li_shimin.name": ("李世民", "Li Shimin"),
    "hero.wu_zetian.name": ("武则天", "Wu Zetian"),
    "hero.zhao_kuangyin.name": ("赵匡胤", "Zhao Kuangyin"),
    "hero.temujin.name": ("铁木真", "Temujin"),
    "hero.murong.name": ("慕容", "Murong"),
    "hero.shang_yang.name": ("商鞅", "Shang Yang"),
    "hero.yu_ji.name": ("虞姬", "Yu Ji"),
    "hero.zhao_feiyan.name": ("赵飞燕", "Zhao Feiyan"),
    "hero.yang_yanzhao.name": ("杨延昭", "Yang Yanzhao"),
    "hero.tantai_ming.name": ("澹台名", "Tantai Ming"),
    "hero.yue_fei.name": ("岳飞", "Yue Fei"),
    "hero.liu_bowen.name": ("刘伯温", "Liu Bowen"),
    "hero.han_xin.name": ("韩信", "Han Xin"),
    "hero.bao_si.name": ("褒姒", "Bao Si"),
    "hero.hua_mulan.name": ("花木兰", "Hua Mulan"),
    "hero.guan_yu.name": ("关羽", "Guan Yu"),
    "hero.qin_qiong.name": ("秦琼", "Qin Qiong"),
    "hero.di_renjie.name": ("狄仁杰", "Di Renjie"),
    "hero.wu_song.name": ("武松", "Wu Song"),
    "hero.song_jiang.name": ("宋江", "Song Jiang"),
    "hero.li_kui.name": ("李逵", "Li Kui"),
    "hero.shi_qian.name": ("时迁", "Shi Qian"),
    "hero.xi_shi.name": ("西施", "Xi Shi"),
    "hero.bian_que.name": ("扁鹊", "Bian Que"),
    "hero.chen_yuanyuan.name": ("陈圆圆", "Chen Yuanyuan"),
    "hero.li_shishi.name": ("李师师", "Li Shishi"),
    "hero.lu_zhishen.name": ("鲁智深", "Lu Zhishen"),
    "hero.ren_huanzhi.name": ("任桓之", "Ren Huanzhi"),
    "hero.zhang_sanfeng.name": ("张三丰", "Zhang Sanfeng"),
    # Skills (docs/rules.md §7) and lord skills (docs/rules.md §5.3)
    "skill.jiquan.name": ("集权", "Centralise"),
    "skill.jiquan.text": (
        "你受到伤害后，可以获得造成此伤害的牌。",
        "After you take damage, you may take the card(s) that caused it.",
    ),
    "skill.yuren.name": ("驭人", "Command Men"),
    "skill.yuren.text": (
        "出牌阶段限一次，你可以弃置任意数量的牌，然后摸等量的牌。",
        "Once per play phase: you may discard any number of cards, then draw the same number.",
    ),
    "skill.qiyi.name": ("起义", "Uprising"),
    "skill.qiyi.text": (
        "摸牌阶段，你可以放弃摸牌，改为获得至多两名其他角色的各一张手牌。",
        "In your draw phase, you may draw nothing and instead take one hand card each from up to "
        "two other characters.",
    ),
    "skill.jianxiong.name": ("奸雄", "Cunning Hero"),
    "skill.jianxiong.text": (
        "出牌阶段限一次，你可以将你的一张牌当作你本回合使用的上一张牌使用。",
        "Once per play phase: you may use one of your cards as the last card you used this turn.",
    ),
    "skill.yinren.name": ("隐忍", "Forbearance"),
    "skill.yinren.text": (
        "若你于出牌阶段内未使用过【杀】，你可以跳过本回合的弃牌阶段。",
        "If you used no Strike in your play phase, you may skip your discard phase.",
    ),
    "skill.tuqiang.name": ("图强", "Strive for Strength"),
    "skill.tuqiang.text": (
        "锁定技，你的回合外，每当你使用或打出一张【闪】时，你摸一张牌。",
        "(Locked) Outside your turn, each time you use or play a Dodge, you draw 1 card.",
    ),
    "skill.bawang.name": ("霸王", "Overlord"),
    "skill.bawang.text": (
        "锁定技，目标角色需连续使用两张【闪】才能抵消你使用的【杀】；"
        "与你【决斗】的角色每次需连续打出两张【杀】。",
        "(Locked) Your Strike needs two Dodges to be cancelled; in a Duel with you, your opponent "
        "must play two Strikes each time.",
    ),
    "skill.kongju.name": ("控局", "In Control"),
    "skill.kongju.text": (
        "锁定技，你的手牌上限等于你的体力上限；当你的手牌数小于你的体力上限时，"
        "你不能成为【探囊取物】和【釜底抽薪】的目标；当你的手牌数大于你的体力上限时，"
        "你不能成为【画地为牢】的目标。",
        "(Locked) Your hand limit is your max HP. While you have fewer hand cards than your max "
        "HP, you cannot be targeted by Pick the Pouch or Pull the Firewood; while you have more, "
        "you cannot be targeted by Drawn Prison.",
    ),
    "skill.qiandu.name": ("迁都", "Move the Capital"),
    "skill.qiandu.text": (
        "出牌阶段限一次，你可以弃置两张黑色手牌，与另一名存活的角色交换座位。",
        "Once per play phase: you may discard two black hand cards to swap seats with any other "
        "living character.",
    ),
    "skill.nvquan.name": ("女权", "Empress Rule"),
    "skill.nvquan.text": (
        "锁定技，你对男性角色使用【决斗】时，该角色每次需连续打出两张【杀】；"
        "男性角色对你使用的【决斗】对你无效。",
        "(Locked) A male character you Duel must play two Strikes each time; a Duel used on you "
        "by a male character has no effect on you.",
    ),
    "skill.shiquan.name": ("释权", "Release Power"),
    "skill.shiquan.text": (
        "你可以将任意一张黑色牌当【釜底抽薪】使用。",
        "You may use any black card as Pull the Firewood.",
    ),
    "skill.qianglue.name": ("强掠", "Plunder"),
    "skill.qianglue.text": (
        "当你使用的【杀】被【闪】抵消后，你可以进行一次判定：若结果为黑色，"
        "你获得目标角色的一张牌。",
        "When your Strike is dodged, you may judge: if the judgement is black, take one card from "
        "the target.",
    ),
    "skill.qishe.name": ("骑射", "Mounted Archery"),
    "skill.qishe.text": (
        "锁定技，你视为拥有一匹进攻马（你计算与其他角色的距离时−1）。",
        "(Locked) You count as having a −1 horse (your distance to other characters is 1 less).",
    ),
    "skill.diehun.name": ("蝶魂", "Butterfly Soul"),
    "skill.diehun.text": (
        "当一张有多个目标的锦囊牌即将对你生效时，你可以令其对你无效，然后你摸一张牌。",
        "When a trick with several targets is about to take effect on you, you may cancel it for "
        "you and draw 1 card.",
    ),
    "skill.bianfa.name": ("变法", "Reform"),
    "skill.bianfa.text": (
        "在任意一名角色的判定牌生效前，你可以用你的一张牌替换之。",
        "Before any judgement takes effect, you may replace the judgement card with one of your "
        "cards.",
    ),
    "skill.fajia.name": ("法家", "Legalism"),
    "skill.fajia.text": (
        "你受到伤害后，可以获得伤害来源的一张牌。",
        "After you take damage, you may take one card from the source of the damage.",
    ),
    "skill.sheshen.name": ("舍身", "Self-Sacrifice"),
    "skill.sheshen.text": (
        "你每受到1点伤害，可以摸两张牌，然后将这些牌任意分配给任意角色。",
        "For each 1 damage you take, you may draw 2 cards and then give them out to any "
        "characters as you like.",
    ),
    "skill.juebie.name": ("诀别", "Farewell"),
    "skill.juebie.text": (
        "当你进入濒死状态时，你可以选择一名男性角色，令其获得你的所有手牌和装备区里的牌，"
        "然后你立即死亡。",
        "When you become dying, you may choose a male character: he takes all your hand and "
        "equipped cards, and you die at once.",
    ),
    "skill.yubu.name": ("玉步", "Jade Steps"),
    "skill.yubu.text": (
        "开始阶段，你可以连续进行判定：获得每一张黑色的判定牌，直到出现红色的判定牌为止。",
        "At the start of your turn, you may judge repeatedly: keep each black judgement card, and "
        "stop at the first red one.",
    ),
    "skill.qingying.name": ("轻影", "Light as a Shadow"),
    "skill.qingying.text": (
        "你可以将黑色手牌当【闪】使用。",
        "You may use black hand cards as Dodge.",
    ),
    "skill.tianlang.name": ("天狼", "Sirius"),
    "skill.tianlang.text": (
        "锁定技，你每回合使用【杀】没有次数限制。",
        "(Locked) There is no limit on the number of Strikes you use per turn.",
    ),
    "skill.aojian.name": ("傲剑", "Proud Sword"),
    "skill.aojian.text": ("你可以将红色牌当【杀】使用。", "You may use red cards as Strike."),
    "skill.wumu.name": ("武穆", "Wumu"),
    "skill.wumu.text": (
        "你可以将【杀】当【闪】使用，将【闪】当【杀】使用。",
        "You may use Strike as Dodge, and Dodge as Strike.",
    ),
    "skill.zhanbu.name": ("占卜", "Divination"),
    "skill.zhanbu.text": (
        "开始阶段，你可以观看牌堆顶的X张牌（X为存活角色数，且至多为5），"
        "然后将其中任意张以任意顺序置于牌堆顶，其余以任意顺序置于牌堆底。",
        "At the start of your turn, you may look at the top X cards of the deck (X = the number "
        "of living characters, at most 5) and put them back on the top and/or bottom of the deck "
        "in any order.",
    ),
    "skill.guiyin.name": ("归隐", "Seclusion"),
    "skill.guiyin.text": (
        "锁定技，若你没有手牌，你不能成为【杀】或【决斗】的目标。",
        "(Locked) While you have no hand cards, you cannot be targeted by Strike or Duel.",
    ),
    "skill.bingxian.name": ("兵仙", "God of War"),
    "skill.bingxian.text": (
        "摸牌阶段，你可以摸三张牌，而不是两张。",
        "In your draw phase, you may draw 3 cards instead of 2.",
    ),
    "skill.gongxin.name": ("攻心", "Mind Attack"),
    "skill.gongxin.text": (
        "出牌阶段限一次，你可以选择一名其他角色，该角色声明一种花色，"
        "然后在看不到牌面的情况下获得你的一张手牌并展示之：若此牌的花色与其声明的不同，"
        "其失去1点体力。",
        "Once per play phase: you may choose another character; it names a suit, then takes one "
        "of your hand cards without seeing it and shows it. If the suit differs from the one "
        "named, it loses 1 HP.",
    ),
    "skill.fenghuo.name": ("烽火", "Beacon Fires"),
    "skill.fenghuo.text": (
        "你可以将装备区里的一张牌当【烽火狼烟】使用。",
        "You may use one of your equipped cards as Beacon Smoke.",
    ),
    "skill.zhiyu.name": ("治愈", "Healing Touch"),
    "skill.zhiyu.text": (
        "出牌阶段限一次，你可以弃置两张手牌并选择一名已受伤的男性角色，你与其各回复1点体力。",
        "Once per play phase: you may discard two hand cards and choose an injured male "
        "character: you and he each recover 1 HP.",
    ),
    "skill.mili.name": ("迷离", "Bewildering"),
    "skill.mili.text": (
        "每当你失去装备区里的一张牌时，你可以摸两张牌。",
        "Each time you lose an equipped card, you may draw 2 cards.",
    ),
    "skill.yizhuang.name": ("易装", "Disguise"),
    "skill.yizhuang.text": (
        "每局游戏限一次，出牌阶段，你可以弃置两张手牌并选择一名已阵亡的男性武将："
        "你失去你的所有技能并获得该武将的技能，且你的体力上限变为该武将的体力上限。",
        "Once per game, in your play phase: you may discard two hand cards and choose a dead male "
        "hero. You lose your skills and gain his, and your max HP becomes his.",
    ),
    "skill.budao.name": ("补刀", "Finishing Blow"),
    "skill.budao.text": (
        "你的回合外，每当你攻击范围内的一名角色受到【杀】造成的伤害后，你可以对其使用一张【杀】；"
        "此【杀】每次命中后，你可以再次如此做。",
        "Outside your turn, when a character in your attack range takes damage from a Strike, you "
        "may use a Strike on it; after each hit, you may do so again.",
    ),
    "skill.danqi.name": ("单骑", "Lone Rider"),
    "skill.danqi.text": (
        "锁定技，你视为拥有一匹进攻马（你计算与其他角色的距离时−1）。",
        "(Locked) You count as having a −1 horse (your distance to other characters is 1 less).",
    ),
    "skill.menshen.name": ("门神", "Door God"),
    "skill.menshen.text": (
        "结束阶段，你可以选择一名角色：直到你的下回合开始，"
        "以该角色为目标的【杀】和【决斗】均改为以你为目标。",
        "At the end of your turn, you may choose a character: until your next turn, Strikes and "
        "Duels aimed at it are aimed at you instead.",
    ),
    "skill.fanji.name": ("反击", "Counterattack"),
    "skill.fanji.text": (
        "你受到【杀】或【决斗】造成的伤害后，可以对伤害来源使用一张【杀】；若此【杀】为红色，"
        "则其不能被【闪】抵消。",
        "After you take damage from a Strike or a Duel, you may use a Strike on the source; if it "
        "is red, it cannot be dodged.",
    ),
    "skill.jujian.name": ("举荐", "Recommend"),
    "skill.jujian.text": (
        "出牌阶段限一次，你可以弃置一张牌，获得距离2以内一名角色的一张手牌，"
        "然后你可以将此牌交给任意一名角色。",
        "Once per play phase: you may discard a card to take a hand card from a character within "
        "distance 2; then you may give that card to any character.",
    ),
    "skill.shentan.name": ("神探", "Master Detective"),
    "skill.shentan.text": (
        "你可以将任意一张手牌当【无懈可击】使用。",
        "You may use any hand card as Impeccable.",
    ),
    "skill.zuijiu.name": ("醉酒", "Drunken"),
    "skill.zuijiu.text": (
        "摸牌阶段，你可以只摸一张牌；若如此做，本回合你使用的【杀】和【决斗】造成的伤害+1。",
        "In your draw phase, you may draw only 1 card; if you do, your Strikes and Duels deal 1 "
        "more damage this turn.",
    ),
    "skill.shucai.name": ("疏财", "Generosity"),
    "skill.shucai.text": (
        "出牌阶段，你可以将任意张手牌交给其他角色；每回合限一次，"
        "当你以此法给出的牌累计达到两张时，你回复1点体力。",
        "In your play phase, you may give any number of hand cards to other characters; once per "
        "turn, when the cards given this way reach 2, you recover 1 HP.",
    ),
    "skill.fuchou.name": ("复仇", "Revenge"),
    "skill.fuchou.text": (
        "你受到伤害后，可以进行一次判定：若结果不为红桃，伤害来源选择一项：弃置两张手牌，"
        "或受到你造成的1点伤害。",
        "After you take damage, you may judge: unless the judgement is a Heart, the source "
        "chooses either to discard two hand cards or to take 1 damage from you.",
    ),
    "skill.shentou.name": ("神偷", "Master Thief"),
    "skill.shentou.text": (
        "你可以将梅花手牌当【探囊取物】使用。",
        "You may use Club hand cards as Pick the Pouch.",
    ),
    "skill.feizei.name": ("飞贼", "Cat Burglar"),
    "skill.feizei.text": (
        "锁定技，你使用【探囊取物】无距离限制。",
        "(Locked) Your Pick the Pouch has no distance limit.",
    ),
    "skill.qingmin.name": ("轻敏", "Nimble"),
    "skill.qingmin.text": (
        "锁定技，你不能成为【探囊取物】的目标。",
        "(Locked) You cannot be targeted by Pick the Pouch.",
    ),
    "skill.meihuo.name": ("魅惑", "Enchantment"),
    "skill.meihuo.text": (
        "你可以将方块牌当【画地为牢】使用。",
        "You may use Diamond cards as Drawn Prison.",
    ),
    "skill.chenyu.name": ("沉鱼", "Fish Sink Away"),
    "skill.chenyu.text": (
        "当你成为【杀】的目标时，你可以弃置一张牌，"
        "将此【杀】转移给你攻击范围内除使用者以外的另一名角色。",
        "When you are targeted by a Strike, you may discard a card to move the Strike to another "
        "character in your attack range other than the attacker.",
    ),
    "skill.liaoshang.name": ("疗伤", "Treat Wounds"),
    "skill.liaoshang.text": (
        "出牌阶段限一次，你可以弃置一张手牌，令任意一名角色回复1点体力。",
        "Once per play phase: you may discard a hand card to let any character recover 1 HP.",
    ),
    "skill.huichun.name": ("回春", "Rejuvenation"),
    "skill.huichun.text": (
        "你的回合外，你可以将红色牌当【药】使用。",
        "Outside your turn, you may use red cards as Medicine.",
    ),
    "skill.hongyan.name": ("红颜", "Fatal Beauty"),
    "skill.hongyan.text": (
        "出牌阶段限一次，你可以弃置一张牌并选择两名男性角色，"
        "令这两名角色进行【决斗】（此【决斗】不能被【无懈可击】抵消，"
        "由你先选择的角色先打出【杀】）。",
        "Once per play phase: you may discard a card to make two male characters Duel each other "
        "(this Duel cannot be nullified; the one you chose first plays a Strike first).",
    ),
    "skill.chuchu.name": ("楚楚", "Delicate Charm"),
    "skill.chuchu.text": (
        "锁定技，结束阶段，你摸一张牌。",
        "(Locked) At the end of your turn, you draw 1 card.",
    ),
    "skill.hongzhuang.name": ("红妆", "Rouge"),
    "skill.hongzhuang.text": (
        "锁定技，你的黑桃牌均视为红桃牌，判定牌亦然。",
        "(Locked) Your Spade cards count as Hearts, judgements included.",
    ),
    "skill.manwu.name": ("曼舞", "Graceful Dance"),
    "skill.manwu.text": (
        "当你即将受到伤害时，你可以弃置一张红桃手牌，将此伤害转移给另一名角色，"
        "然后该角色摸X张牌（X为其已损失的体力值）。",
        "When you would take damage, you may discard a Heart hand card to move the damage to "
        "another character, who then draws as many cards as its lost HP.",
    ),
    "skill.dili.name": ("底力", "Hidden Strength"),
    "skill.dili.text": (
        "锁定技，摸牌阶段，你摸2+X张牌（X为你已损失的体力值）。",
        "(Locked) In your draw phase you draw 2 + X cards (X = your lost HP).",
    ),
    "skill.kuangchan.name": ("狂禅", "Wild Zen"),
    "skill.kuangchan.text": (
        "锁定技，你作为主公或3v3竞技模式的主将时，不增加1点体力上限。",
        "(Locked) As lord, or as leader in 3v3 competitive, you do not get +1 max HP.",
    ),
    "skill.xiadan.name": ("侠胆", "Gallant Heart"),
    "skill.xiadan.text": (
        "出牌阶段限一次，你可以与一名其他角色拼点：若你赢，本回合你的攻击范围无限，"
        "你可以使用两张【杀】，且每张【杀】可以指定两名目标；若你没赢，本回合你不能使用【杀】。"
        "（拼点：双方同时展示一张手牌，点数大者赢，A为1、K为13；点数相同则发起者输。）",
        "Once per play phase: you may compare cards with another character. If you win, this turn "
        "your attack range is unlimited, you may use two Strikes, and each Strike may have two "
        "targets; if not, you cannot use Strike this turn. (Compare: both show a hand card at the "
        "same time; the higher rank wins, A = 1, K = 13; on a tie the initiator loses.)",
    ),
    "skill.budao_zhang.name": ("布道", "Preaching"),
    "skill.budao_zhang.text": (
        "摸牌阶段，你可以摸三张牌，然后将其中一张交给任意一名角色。",
        "In your draw phase, you may draw 3 cards, then give one of them to any character.",
    ),
    "skill.taiji.name": ("太极", "Tai Chi"),
    "skill.taiji.text": (
        "每当你使用或打出一张【闪】时，你可以对你攻击范围内的一名角色使用一张【杀】。",
        "Each time you use or play a Dodge, you may use a Strike on a character in your attack "
        "range.",
    ),
    "skill.jijiang.name": ("激将", "Rally the Ministers"),
    "skill.jijiang.text": (
        "主公技，当你需要使用或打出一张【杀】时，"
        "你可以按行动顺序依次请求臣势力角色代你打出一张【杀】，有角色打出后即停止请求。",
        "(Lord skill) When you need to use or play a Strike, you may ask the Minister characters, "
        "in turn order, to play one for you; the first who does ends the asking.",
    ),
    "skill.huzhu.name": ("护主", "Guard the Lord"),
    "skill.huzhu.text": (
        "主公技，当你需要使用或打出一张【闪】时，"
        "你可以按行动顺序依次请求民势力角色代你打出一张【闪】，有角色打出后即停止请求。",
        "(Lord skill) When you need to use or play a Dodge, you may ask the Commoner characters, "
        "in turn order, to play one for you; the first who does ends the asking.",
    ),
    "skill.jiuyuan.name": ("救援", "Rescue"),
    "skill.jiuyuan.text": (
        "主公技，锁定技，当你处于濒死状态时，君势力角色对你使用的【药】额外回复1点体力。",
        "(Lord skill, locked) While you are dying, each Medicine used on you by a Ruler character "
        "heals 1 more HP.",
    ),
    # Factions, sexes, roles, phases, modes, results, directions
    "faction.ruler": ("君", "Ruler"),
    "faction.minister": ("臣", "Minister"),
    "faction.commoner": ("民", "Commoner"),
    "sex.male": ("男", "Male"),
    "sex.female": ("女", "Female"),
    "role.lord": ("主公", "Lord"),
    "role.loyalist": ("忠臣", "Loyalist"),
    "role.rebel": ("反贼", "Rebel"),
    "role.renegade": ("内奸", "Renegade"),
    "role.leader": ("主将", "Leader"),
    "role.vanguard": ("副将", "Vanguard"),
    # what each role plays for (the role badge's tooltip); 3v3 casual's teams share one goal
    "role.lord.goal": ("消灭所有反贼和内奸", "defeat every rebel and the renegade"),
    "role.loyalist.goal": (
        "保护主公，消灭所有反贼和内奸",
        "protect the lord and defeat every rebel and the renegade",
    ),
    "role.rebel.goal": ("消灭主公", "kill the lord"),
    "role.renegade.goal": (
        "先消灭其他所有角色，最后消灭主公",
        "outlive everyone else, then kill the lord last",
    ),
    "role.leader.goal": (
        "击杀对方主将；你阵亡则本队落败",
        "kill the other team's leader; if you die, your team loses",
    ),
    "role.vanguard.goal": ("保护本队主将，击杀对方主将", "protect your leader, kill theirs"),
    "role.team.goal": (
        "与队友一起消灭对方全部三名角色",
        "with your teammates, defeat all three characters of the other team",
    ),
    "role.hidden": ("身份未知", "Hidden role"),
    "role.hidden.goal": ("阵亡时公开", "revealed when the character dies"),
    # a seat's tooltip: the distance to it from the viewer's seat (docs/rules.md §4)
    "reach.distance": ("距离：{distance}", "Distance: {distance}"),
    "reach.in_range": (
        "在你的攻击范围（{range}）内",
        "within your attack range ({range})",
    ),
    "reach.out_of_range": (
        "不在你的攻击范围（{range}）内",
        "out of your attack range ({range})",
    ),
    "reach.you": ("你的座位", "Your seat"),
    "seat.judge_area": ("判定区：{cards}", "Judgement area: {cards}"),
    "phase.start": ("开始阶段", "Start phase"),
    "phase.judge": ("判定阶段", "Judge phase"),
    "phase.draw": ("摸牌阶段", "Draw phase"),
    "phase.play": ("出牌阶段", "Play phase"),
    "phase.discard": ("弃牌阶段", "Discard phase"),
    "phase.end": ("结束阶段", "End phase"),
    "mode.identity5": ("身份模式（五人）", "Identity mode (5 players)"),
    "mode.identity8": ("身份模式（八人）", "Identity mode (8 players)"),
    "mode.identity5-simple": ("五人简易场", "5-player simple table (no skills)"),
    "mode.3v3-casual": ("3v3休闲模式", "3v3 casual"),
    "mode.3v3-competitive": ("3v3竞技模式", "3v3 competitive"),
    "title.lord": ("平定天下", "Peace Under Heaven"),
    "title.rebel": ("群雄并起", "Heroes Rise Together"),
    "title.renegade": ("奸臣当道", "The Traitor Prevails"),
    "title.draw": ("平局", "Draw"),
    "title.team_a": ("A队获胜", "Team A wins"),
    "title.team_b": ("B队获胜", "Team B wins"),
    "result.win": ("胜利", "Victory"),
    "result.lose": ("失败", "Defeat"),
    "direction.counterclockwise": ("逆时针", "Counterclockwise"),
    "direction.clockwise": ("顺时针", "Clockwise"),
    # 3v3 teams and the choices of their leaders
    "seat.unnamed": ("{seat}号位", "Seat {seat}"),
    "team.A": ("A队", "Team A"),
    "team.B": ("B队", "Team B"),
    "team.draft_first": ("先选将", "Draft first"),
    "team.draft_second": ("后选将", "Draft second"),
    "team.act_first": ("先行动", "Act first"),
    "team.act_second": ("后行动", "Act second"),
    "team.unit_leader": ("主将行动", "The leader takes its turn"),
    "team.unit_vanguards": ("副将行动", "The vanguards take their turns"),
    # Log lines (str.format fields)
    "log.game_start": ("游戏开始：{mode}", "Game start: {mode}"),
    "log.turn_start": ("第{round}轮：{player}的回合开始", "Round {round}: {player}'s turn begins"),
    "log.phase": ("{player}进入{phase}", "{player} enters the {phase}"),
    "log.draw": ("{player}摸了{count}张牌", "{player} draws {count} cards"),
    "log.draw_one": ("{player}摸了1张牌", "{player} draws 1 card"),
    "log.use_card": ("{player}对{targets}使用了{card}", "{player} uses {card} on {targets}"),
    "log.use_card_no_target": ("{player}使用了{card}", "{player} uses {card}"),
    "log.play_card": ("{player}打出了{card}", "{player} plays {card}"),
    "log.play_impeccable": (
        "{player}打出了{card}，抵消{trick}对{target}的效果",
        "{player} plays {card} against {trick} on {target}",
    ),
    "log.play_impeccable_counter": (
        "{player}打出了{card}，抵消上一张无懈可击（{trick}对{target}）",
        "{player} plays {card} against the Impeccable ({trick} on {target})",
    ),
    "log.skill": ("{player}发动了【{skill}】", "{player} activates {skill}"),
    "log.skill_as_card": (
        "{player}发动了【{skill}】，视为{user}对{target}使用了{card}",
        "{player} activates {skill}: it counts as {user} using {card} on {target}",
    ),
    "log.damage": (
        "{source}对{target}造成了{amount}点伤害",
        "{source} deals {amount} damage to {target}",
    ),
    "log.damage_no_source": ("{target}受到了{amount}点伤害", "{target} takes {amount} damage"),
    "log.damage_unanswered": (
        "{target}没有打出{card}，受到{source}造成的{amount}点伤害",
        "{target} plays no {card} and takes {amount} damage from {source}",
    ),
    "log.damage_unanswered_no_source": (
        "{target}没有打出{card}，受到了{amount}点伤害",
        "{target} plays no {card} and takes {amount} damage",
    ),
    "log.heal": ("{target}回复了{amount}点体力", "{target} recovers {amount} HP"),
    "log.lose_hp": ("{target}失去了{amount}点体力", "{target} loses {amount} HP"),
    "log.dying": ("{player}进入濒死状态", "{player} is dying"),
    "log.death": ("{player}阵亡，身份为{role}", "{player} has died; role: {role}"),
    "log.killed_by": ("{player}被{killer}杀死", "{player} was killed by {killer}"),
    "log.judge": (
        "{player}因{reason}进行判定，判定牌为{card}",
        "{player} judges for {reason}: {card}",
    ),
    "log.judge_as_card": (
        "{player}因{reason}进行判定，判定牌为{card}，视为打出了{played}",
        "{player} judges for {reason}: {card}, which counts as playing {played}",
    ),
    "log.judge_failed": (
        "{player}因{reason}进行判定，判定牌为{card}，判定失败",
        "{player} judges for {reason}: {card}, which fails",
    ),
    "log.equip": ("{player}装备了{card}", "{player} equips {card}"),
    "log.discard": ("{player}弃置了{cards}", "{player} discards {cards}"),
    "log.discard_count": ("{player}弃置了{count}张牌", "{player} discards {count} cards"),
    "log.discard_count_one": ("{player}弃置了1张牌", "{player} discards 1 card"),
    "log.discard_for": (
        "{player}弃置了{cards}（{reason}）",
        "{player} discards {cards} ({reason})",
    ),
    "log.discarded_by": ("{player}的{cards}被{reason}弃置", "{player} loses {cards} to {reason}"),
    "log.reveal": ("{reason}亮出了{cards}", "{reason} reveals {cards}"),
    "log.show": (
        "{player}的{cards}被亮出（{reason}）",
        "{player}'s {cards} turned face up ({reason})",
    ),
    "log.take_from_table": (
        "{player}获得了{cards}（{reason}）",
        "{player} takes {cards} ({reason})",
    ),
    "log.suit_named": ("{player}声明了{suit}（{reason}）", "{player} names {suit} ({reason})"),
    "log.nullified": ("{card}对{target}的效果被抵消", "{card} on {target} is nullified"),
    "log.nullified_no_target": ("{card}的效果被抵消", "{card} is nullified"),
    "log.reshuffle": (
        "牌堆已用完，弃牌堆洗切后成为新的牌堆",
        "The deck has run out; the discard pile is shuffled to form a new deck",
    ),
    "log.game_over": ("游戏结束：{title}", "Game over: {title}"),
    "log.draw_game": (
        "牌堆和弃牌堆均已无牌，游戏以平局结束",
        "Both the deck and the discard pile are empty: the game ends in a draw",
    ),
    "log.reward_draw3": (
        "{player}获得击杀奖励，摸三张牌",
        "{player} draws 3 cards as a kill reward",
    ),
    "log.lord_penalty": (
        "主公{player}杀死了忠臣，须弃置所有手牌和装备牌",
        "The lord {player} killed a loyalist and must discard all hand and equipment cards",
    ),
    "log.skip_phase": ("{player}跳过了{phase}", "{player} skips the {phase}"),
    "log.give": (
        "{player}将{count}张牌交给了{target}",
        "{player} gives {count} cards to {target}",
    ),
    "log.give_one": ("{player}将1张牌交给了{target}", "{player} gives 1 card to {target}"),
    "log.give_cards": ("{player}将{cards}交给了{target}", "{player} gives {cards} to {target}"),
    "log.take": (
        "{player}获得了{target}的{count}张牌",
        "{player} takes {count} cards from {target}",
    ),
    "log.take_one": ("{player}获得了{target}的1张牌", "{player} takes 1 card from {target}"),
    "log.take_cards": ("{player}获得了{target}的{cards}", "{player} takes {cards} from {target}"),
    "log.pass": ("{player}放弃", "{player} passes"),
    "log.dice": ("{player}掷出了{value}点", "{player} rolls {value}"),
    "log.swap_places": ("{a}与{b}交换了位置", "{a} and {b} swap places"),
    "log.compare": (
        "{a}（{card_a}）与{b}（{card_b}）拼点，{winner}赢",
        "{a} ({card_a}) compares with {b} ({card_b}): {winner} wins",
    ),
    # Choices offered by skills
    "fuchou.discard": ("弃置两张手牌", "Discard two hand cards"),
    "fuchou.damage": ("受到1点伤害", "Take 1 damage"),
    # Prompts
    "prompt.choose_hero": ("请选择你的武将", "Choose your hero"),
    "prompt.play": (
        "出牌阶段：请使用一张牌或发动技能，或结束出牌",
        "Play phase: use a card or a skill, or end the phase",
    ),
    "prompt.choose_card_from": ("请选择{player}的一张牌", "Choose one of {player}'s cards"),
    "prompt.arrange": (
        "请安排这些牌的顺序，并将其置于牌堆顶或牌堆底",
        "Arrange these cards and put them on the top or bottom of the deck",
    ),
    "prompt.pick_revealed": ("请从亮出的牌中选择一张获得", "Pick one of the revealed cards"),
    "prompt.name_suit": ("请声明一种花色", "Name a suit"),
    "prompt.choose_direction": (
        "请选择结算顺序（逆时针或顺时针）",
        "Choose the order of resolution (counterclockwise or clockwise)",
    ),
    "prompt.distribute": ("请分配这些牌", "Distribute these cards"),
    "prompt.bequeath": (
        "你已阵亡，可以将手牌和装备牌任意分给存活的队友",
        "You have died: you may hand any of your hand and equipment cards to living teammates",
    ),
    "prompt.draft_order": (
        "请选择本队先选将还是后选将",
        "Choose whether your team drafts first or second",
    ),
    "prompt.action_order": (
        "请选择本队先行动还是后行动",
        "Choose whether your team acts first or second",
    ),
    "prompt.team_action": (
        "请选择本次行动：主将的回合，或所有未行动副将的回合",
        "Choose this action: your own turn, or the turns of all vanguards yet to act",
    ),
    "prompt.vanguard_first": ("请选择先行动的副将", "Choose the vanguard who acts first"),
    # What a request asks, by request kind and reason (client/prompts.py): {name} is
    # the card or skill asking, {effect} its text; a reason without a key of its own
    # gets the kind's generic sentence.
    "prompt.respond.dodge_strike": (
        "{source}对你使用了【杀】：请使用一张【闪】，或点取消受到1点伤害",
        "Respond to Strike from {source}: use a Dodge, or Cancel to take 1 damage",
    ),
    "prompt.respond.arrows": (
        "{source}使用了【万箭齐发】：请使用一张【闪】，或点取消受到1点伤害",
        "Ten Thousand Arrows from {source}: use a Dodge, or Cancel to take 1 damage",
    ),
    "prompt.respond.beacon": (
        "{source}使用了【烽火狼烟】：请打出一张【杀】，或点取消受到1点伤害",
        "Beacon Smoke from {source}: play a Strike, or Cancel to take 1 damage",
    ),
    "prompt.respond.duel": (
        "与{source}【决斗】：请打出一张【杀】，或点取消受到1点伤害",
        "Duel with {source}: play a Strike, or Cancel to take 1 damage",
    ),
    "prompt.respond.save": (
        "{player}处于濒死状态：对其使用一张【药】令其回复体力，或点取消",
        "{player} is dying: use a Medicine to restore their HP, or Cancel",
    ),
    "prompt.respond.impeccable": (
        "{source}使用了【{card}】{target}：使用一张【无懈可击】令其失效，或点取消",
        "{card} from {source}{target}: use an Impeccable to cancel it, or Cancel",
    ),
    "prompt.respond.impeccable_target": ("（目标：{player}）", " (target: {player})"),
    "prompt.respond.knife": (
        "【借刀杀人】：对{target}使用一张【杀】，或点取消将你的武器交给【借刀杀人】的使用者",
        "Borrowed Knife: use a Strike on {target}, or Cancel to hand your weapon to the user "
        "of Borrowed Knife",
    ),
    "prompt.respond.skill_strike": (
        "【{name}】：你可以对{target}使用一张【杀】，或点取消。{effect}",
        "{name}: you may use a Strike on {target}, or Cancel. {effect}",
    ),
    "prompt.respond.for_lord": (
        "【{name}】：{target}请你替其打出一张【{card}】，或点取消",
        "{name}: {target} asks you to play a {card} for them, or Cancel",
    ),
    "prompt.respond.generic": (
        "【{name}】：请打出一张【{card}】，或点取消",
        "{name}: play a {card}, or Cancel",
    ),
    "prompt.cards.discard": (
        "弃牌阶段：手牌数超过体力值，请弃置{count}张牌",
        "Discard phase: you hold more cards than your HP; discard {count} card(s)",
    ),
    "prompt.cards.fuchou": (
        "【复仇】：请弃置两张手牌（代替受到1点伤害）",
        "Revenge: discard 2 hand cards (instead of taking 1 damage)",
    ),
    "prompt.cards.bolang_hammer": (
        "【博浪锤】：弃置两张牌，令此【杀】依然命中",
        "Bolang Hammer: discard 2 cards to make your Strike hit anyway",
    ),
    "prompt.cards.xiadan": (
        "【侠胆】拼点：请选择一张手牌，点数大者赢（点数相同发起者输）",
        "Gallant Heart, compare: choose a hand card; the higher rank wins (a tie goes against "
        "the one who started it)",
    ),
    "prompt.cards.generic": (
        "【{name}】：请选择{count}张牌。{effect}",
        "{name}: choose {count} card(s). {effect}",
    ),
    "prompt.seats.generic": (
        "【{name}】：请选择{count}名角色。{effect}",
        "{name}: choose {count} character(s). {effect}",
    ),
    "prompt.from.firewood": (
        "【釜底抽薪】：选择{player}的一张牌弃置",
        "Pull the Firewood: choose one of {player}'s cards to discard",
    ),
    "prompt.from.pouch": (
        "【探囊取物】：选择{player}的一张牌获得",
        "Pick the Pouch: choose one of {player}'s cards to take",
    ),
    "prompt.from.dragon_scale": (
        "【龙鳞刀】：选择{player}的一张牌弃置（代替此【杀】的伤害）",
        "Dragon-Scale Blade: choose one of {player}'s cards to discard (instead of the "
        "Strike's damage)",
    ),
    "prompt.from.overlord_bow": (
        "【霸王弓】：选择{player}的一匹马弃置",
        "Overlord's Bow: choose one of {player}'s horses to discard",
    ),
    "prompt.from.generic": (
        "【{name}】：请选择{player}的一张牌。{effect}",
        "{name}: choose one of {player}'s cards. {effect}",
    ),
    "prompt.confirm.generic": ("是否发动【{name}】？{effect}", "Use {name}? {effect}"),
    "prompt.option.fuchou": (
        "【复仇】：请选择弃置两张手牌，或受到1点伤害",
        "Revenge: choose to discard 2 hand cards, or to take 1 damage",
    ),
    "prompt.option.gongxin": (
        "【攻心】：请声明一种花色。{effect}",
        "Mind Attack: name a suit. {effect}",
    ),
    "prompt.option.generic": ("【{name}】：请选择一项。{effect}", "{name}: choose one. {effect}"),
    "prompt.pick.harvest": (
        "【五谷丰登】：请从亮出的牌中选择一张获得",
        "Bountiful Harvest: choose a card to take",
    ),
    "prompt.pick.generic": (
        "【{name}】：请从亮出的牌中选择一张获得",
        "{name}: choose one of the revealed cards to take",
    ),
    "prompt.arrange.generic": (
        "【{name}】：请安排这些牌的顺序，并将其置于牌堆顶或牌堆底",
        "{name}: arrange these cards on the top or bottom of the deck",
    ),
    "prompt.distribute.generic": (
        "【{name}】：请将这些牌任意分给其他角色。{effect}",
        "{name}: hand these cards out as you like. {effect}",
    ),
    "prompt.count.up_to": ("至多{high}", "up to {high}"),
    "prompt.count.between": ("{low}至{high}", "{low} to {high}"),
    "prompt.generic": ("【{name}】：请作出选择", "{name}: make your choice"),
    # The prompt as the choice goes on (the selection at the table)
    "prompt.sel.skill_cards": (
        "【{name}】：请选择{count}张牌。{effect}",
        "{name}: choose {count} card(s). {effect}",
    ),
    "prompt.sel.skill_targets": (
        "【{name}】：请选择目标。{effect}",
        "{name}: choose the target(s). {effect}",
    ),
    "prompt.sel.more_cards": (
        "【{card}】：还需选择{count}张牌",
        "{card}: choose {count} more card(s)",
    ),
    "prompt.sel.strike_target": (
        "【杀】：请选择攻击范围内的{count}名目标",
        "Strike: now choose {count} target(s) (in range)",
    ),
    "prompt.sel.target": (
        "【{card}】：请选择{count}名目标",
        "{card}: now choose {count} target(s)",
    ),
    "prompt.sel.second_target": (
        "【{card}】：请选择{player}的目标",
        "{card}: now choose the target for {player}",
    ),
    "prompt.sel.use_on": ("按确定对{targets}使用【{card}】", "Press OK to use {card} on {targets}"),
    "prompt.sel.use": ("按确定使用【{card}】", "Press OK to use {card}"),
    "prompt.sel.play": ("按确定打出【{card}】", "Press OK to play {card}"),
    "prompt.sel.more_targets": (
        "，或再选择至多{count}名目标",
        ", or choose up to {count} more target(s)",
    ),
    "prompt.sel.discard_more": ("还需弃置{count}张牌", "Discard {count} more card(s)"),
    "prompt.sel.discard_ok": ("按确定弃置这{count}张牌", "Press OK to discard these {count} cards"),
    "prompt.sel.choose_more": ("{base}（还需选择{count}个）", "{base} ({count} more to choose)"),
    "prompt.sel.press_ok": ("{base}（按确定完成）", "{base} (press OK)"),
    "prompt.sel.and": ("、", ", "),
    # Why a click was refused
    "refuse.not_in_pool": ("这张牌不能在此选择", "That card cannot be chosen for this"),
    "refuse.cards_full": (
        "已选满{count}张：点一张已选的牌可取消",
        "You have already chosen {count}: click a chosen card to take it back",
    ),
    "refuse.respond_kind": (
        "现在需要【{wanted}】，【{card}】不能打出",
        "A {wanted} is asked for: {card} cannot be played now",
    ),
    "refuse.only_response": (
        "【{card}】只能在需要时打出，不能主动使用",
        "{card} can only be played in response, not used on your own",
    ),
    "refuse.strike_limit": (
        "现在不能使用【杀】：本阶段已使用过，或攻击范围内没有可选的目标",
        "You cannot use a Strike now: you have used one this phase, or no one in range can "
        "be targeted",
    ),
    "refuse.full_hp": (
        "你的体力已满，现在不能使用【药】",
        "You are at full HP: Medicine cannot be used now",
    ),
    "refuse.cannot_use": (
        "【{card}】现在不能使用（没有合法的目标或时机不对）",
        "{card} cannot be used now (no legal target, or not at this moment)",
    ),
    "refuse.not_for_skill": (
        "【{skill}】不能使用【{card}】：再点一次技能按钮可取消",
        "{skill} cannot use {card}: click the skill button again to leave it",
    ),
    "refuse.not_with_chosen": (
        "【{card}】不能与已选的牌一起使用：先点已选的牌取消",
        "{card} cannot go with the cards already chosen: click them to take them back",
    ),
    "refuse.choose_card_first": ("请先选择一张牌或技能", "Choose a card or a skill first"),
    "refuse.more_cards_first": ("请先再选择{count}张牌", "Choose {count} more card(s) first"),
    "refuse.no_target": (
        "【{card}】不需要选择目标：按确定使用",
        "{card} needs no target: press OK to use it",
    ),
    "refuse.targets_full": (
        "已选满{count}名目标：点已选的目标可取消",
        "You have already chosen {count} target(s): click one to take it back",
    ),
    "refuse.not_self": ("你不能成为自己【{card}】的目标", "You cannot target yourself with {card}"),
    "refuse.out_of_range": (
        "{player}不在你的攻击范围内，或不能成为【杀】的目标",
        "{player} is out of range or cannot be targeted by a Strike",
    ),
    "refuse.beyond_range": (
        "{player}距离你{distance}，超出你的攻击范围（{range}）",
        "{player} is at distance {distance}, beyond your attack range ({range})",
    ),
    "refuse.not_target": (
        "{player}不能成为【{card}】的目标",
        "{player} is not a legal target for {card}",
    ),
    "refuse.seat_not_candidate": ("{player}不能被选择", "{player} cannot be chosen for this"),
    "refuse.seats_full": (
        "已选满{count}名角色：点已选的角色可取消",
        "You have already chosen {count}: click one to take it back",
    ),
    "refuse.cards_too_few": ("还需选择{count}张牌", "Choose {count} more card(s) first"),
    "refuse.seats_too_few": ("还需选择{count}名角色", "Choose {count} more character(s) first"),
    "refuse.targets_too_few": ("还需选择{count}名目标", "Choose {count} more target(s) first"),
    "refuse.forced_discard": (
        "你必须弃置{count}张牌：这不能拒绝",
        "You must discard {count} card(s): this cannot be declined",
    ),
    "refuse.forced_cards": (
        "你必须选择{count}张牌：这不能拒绝",
        "You must choose {count} card(s): this cannot be declined",
    ),
    "refuse.forced_seats": (
        "你必须选择{count}名角色：这不能拒绝",
        "You must choose {count} character(s): this cannot be declined",
    ),
    "refuse.end_with_button": (
        "要结束出牌阶段，请点“结束回合”（E）",
        "To end the play phase, press End turn (E)",
    ),
    # 3v3 in the desktop client: the team pick, the draft and the dice in the log
    "prompt.team_pick": (
        "与队友同时选将：队友能看到你选的武将，对方看不到，六人选完后同时亮出",
        "Pick your hero at the same time as your teammates: they see your pick, the other "
        "team does not; all six are revealed together",
    ),
    "log.team_pick": (
        "{player}选择了{hero}（仅本队可见）",
        "{player} picks {hero} (seen by your team only)",
    ),
    "log.hero_chosen": ("{player}选择了武将{hero}", "{player} takes the hero {hero}"),
    "log.dice_reason.draft": (
        "双方主将掷骰，点数大者决定先选将还是后选将",
        "The leaders roll dice: the higher roll decides whether its team drafts first or second",
    ),
    "log.dice_reason.first_player": (
        "所有角色掷骰，点数最大者先行动",
        "Everyone rolls a die: the highest roll takes the first turn",
    ),
    # The card tracker (记牌器) of the table page
    "tracker.title": ("记牌器", "Card tracker"),
    "tracker.button": ("记牌器 (T)", "Tracker (T)"),
    "tracker.tooltip": (
        "每种牌还有几张未见：只按公开信息与你自己的手牌计算（T）",
        "How many cards of each kind are still unseen, from public information and your own "
        "hand only (T)",
    ),
    "tracker.col.card": ("牌", "Card"),
    "tracker.col.unseen": ("未见", "Unseen"),
    "tracker.col.hand": ("我的手牌", "My hand"),
    "tracker.col.face_up": ("场上", "Face up"),
    "tracker.col.gone": ("弃牌堆", "Discarded"),
    "tracker.col.total": ("总数", "Total"),
    "tracker.note": (
        "未见：在牌堆中或在其他角色手中。场上：装备区、判定区与正在使用或展示的牌。"
        "你自己的手牌计为已知。牌堆剩余{deck}张。",
        "Unseen: in the deck or in other players' hands. Face up: equipment, judgement areas "
        "and the cards being used or shown. Your own hand counts as known. {deck} cards left "
        "in the deck.",
    ),
    # Help → How to play
    "howto.title": ("玩法说明", "How to play"),
    "howto.turn.title": ("回合与阶段", "Turns and phases"),
    "howto.turn.body": (
        "角色按座次轮流行动。每个回合依次为：开始阶段；判定阶段（判定区里的【画地为牢】、"
        "【手捧雷】依次判定）；摸牌阶段（摸两张牌）；出牌阶段（使用任意张牌，"
        "但每个出牌阶段只能使用一次【杀】）；弃牌阶段（手牌数不得超过当前体力值，多出的须弃置）；"
        "结束阶段。体力降到0时进入濒死状态，任何人都可以对其使用【药】；无人救回则阵亡。",
        "The players take turns in seat order. A turn has these phases: the start phase; the "
        "judge phase (a Drawn Prison or Thunder in Hand in the judgement area is judged one by "
        "one); the draw phase (draw 2 cards); the play phase (use any number of cards, but "
        "only one Strike per play phase); the discard phase (keep no more hand cards than your "
        "current HP, discard the rest); the end phase. A player at 0 HP is dying and anyone "
        "may use a Medicine on them; if no one saves them, they die.",
    ),
    "howto.roles.title": ("身份与胜利条件", "Roles and goals"),
    "howto.roles.body": (
        "身份模式中，主公的身份公开，其他身份隐藏，阵亡时亮出。"
        "主公：消灭所有反贼和内奸。忠臣：保护主公，与主公一同获胜。"
        "反贼：杀死主公。内奸：先消灭其他所有角色，最后单独击败主公。"
        "3v3模式中，每队一名主将、两名副将：击败对方主将的一队获胜。",
        "In the identity modes the Lord is known to all; the other roles stay hidden until "
        "their player dies. Lord: eliminate every Rebel and the Renegade. Loyalist: protect "
        "the Lord and win with them. Rebel: kill the Lord. Renegade: be the last one standing, "
        "beating the Lord last of all. In the 3v3 modes each team has a Leader and two "
        "Vanguards: the team that defeats the other team's Leader wins.",
    ),
    "howto.modes.title": ("模式", "Modes"),
    "howto.modes.body": (
        "身份模式（五人）：主公、忠臣、两名反贼、内奸。"
        "身份模式（八人）：主公、两名忠臣、四名反贼、内奸。"
        "五人简易场：五人身份局，不使用武将技能，适合入门。"
        "3v3休闲模式：两队各三人，队友同时选将。"
        "3v3竞技模式：两队轮流选将，牌堆中没有【手捧雷】。",
        "Identity, 5 players: the Lord, a Loyalist, two Rebels and a Renegade. Identity, 8 "
        "players: the Lord, two Loyalists, four Rebels and a Renegade. The simple table: a "
        "5-player identity game without hero skills, to learn the cards. 3v3 casual: two "
        "teams of three; teammates pick their heroes at the same time. 3v3 competitive: the "
        "teams draft their heroes in turns, and the deck has no Thunder.",
    ),
    # the keys themselves: ui/table/keys.py, the table of keys the table binds
    "howto.keys.title": ("牌桌按键", "Keys at the table"),
}


def text(key: str, lang: str = "zh") -> str:
    """Return the text for ``key`` in ``lang`` ("zh" or "en"); unknown keys return the key."""
    pair = TEXTS.get(key)
    if pair is None:
        return key
    return pair[1] if lang == "en" else pair[0]
