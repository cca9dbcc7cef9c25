"""What each hero looks like: plain data for :func:`yxs_desktop.ui.portraits.bust.paint_bust`.

No Qt here (so that the looks can be read and checked without a display). Colours are hex
strings ("#rrggbb"); the kinds of face, brows, headgear and so on are names the painting
code knows (an unknown name draws nothing, or the plainest variant).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from yxs_desktop.engine.enums import Faction

__all__ = ["GOLD", "LOOKS", "Look", "plain_look"]

GOLD = "#e8c265"
_BLACK_HAIR = "#1e1612"
_SKIN = "#f0c59c"  # warm light
_FAIR = "#f8dcc4"  # the ladies
_TANNED = "#d9a06c"  # soldiers, peasants, steppe riders
_OLD = "#e6bd98"


@dataclass(frozen=True, slots=True)
class Look:
    """One hero's appearance. Kinds are names the painting code knows; an unknown kind
    draws the plainest variant (or nothing, for headgear and attributes).

    Face:
        ``skin``: face, neck and bare arms. ``face``: the outline: "oval", "round",
        "square", "long", "lean", "soft" (a lady's small chin) or "broad" (a big jaw).
        ``tilt``: how far the head leans, in degrees (positive: towards the viewer's
        right). ``brows``: "straight", "stern" (low at the nose), "sharp" (剑眉, rising
        outwards), "arched", "willow" (a lady's thin 柳叶眉), "knit" (worried, raised at the
        nose), "kind", "thick", "bushy", "lying" (关羽's 卧蚕眉), "long_white" (drooping, an
        old master's) or "fierce". ``eyes``: "almond", "narrow", "phoenix" (丹凤眼, outer
        corners up), "round" (glaring), "fierce", "double" (fierce, with 项羽's two
        pupils), "sly" (looking aside), "gentle", "downcast", "closed" (serene) or
        "tired". ``mouth``: "neutral", "smile", "frown", "stern", "open" (shouting),
        "roar" (teeth bared), "smirk", "laugh", "lips" (a lady's red lips) or "cold" (a
        lady who does not smile). ``female``: lashes, red lips, a softer nose, rouge.
        ``marking``: "huadian" (a red flower on the brow), "pearls" (pearl dots at the
        temples, Song make-up), "blush", "wrinkles" or "".
    Hair and beard:
        ``hair``: colour of the hair and brows. ``hair_style``: "cap" (hair on the skull,
        under the headgear), "long" (falling behind the shoulders), "loose" (shoulder
        length, untied), "braids" (two braids by the ears), "wild" (bristling) or "bald".
        ``beard``: "" (none), "moustache", "curled" (ends turned up), "drooping",
        "goatee", "pointed" (a thin long chin tuft), "short", "full", "long" (to the
        chest), "flowing" (关羽's, to the belt), "wild", "stubble" or "thin" (two
        whiskers). ``beard_color``: "" means the hair colour.
    Headgear:
        ``headgear``: mianliu (冕旒), han_crown (长冠), headband, jinxian (进贤冠),
        yue_crown, plume_helmet, futou_up (幞头 with upturned wings), phoenix_crown,
        futou_long (展脚幞头), fur_hat, steppe_crown (步摇冠), xiezhi_cap (獬豸冠),
        high_bun, flying_bun (飞仙髻), silver_helmet, topknot, phoenix_helmet (凤翅盔),
        lun_scarf (纶巾), pheasant_helmet (鹖冠), lofty_bun, mulan_helmet, green_scarf,
        gold_helmet, futou_soft (幞头 with soft tails), iron_hoop, scholar_scarf (东坡巾),
        wild_hair, night_hood, flower_bun, cloth_scarf, pearl_coiffure, comb_crown
        (冠梳), bald, bamboo_hat (斗笠), daoist_crown or "" (bare hair). ``hat``: its
        main colour. ``hat_trim``: its second colour (band, jewels, plume, flower).
    Dress:
        ``robe``: colour of the robe. ``trim``: the collar and hem trim (and a fur
        collar's fur). ``inner``: the undergarment showing at the neck. ``collar``:
        "cross" (交领), "round" (圆领 with a belt), "open" (bare chest), "kasaya" (a monk's
        robe over one shoulder), "fur", "high" (a Ming standing collar) or "dress" (a
        lady's open collar over a chest wrap). ``build``: "broad", "slender", "muscular"
        (bare arms under a sleeveless jacket with an "open" collar) or "small".
        ``armour``: the colour of scale armour over the robe, "" for none. ``cape``: a
        cloak's colour, "" for none. ``pattern``: "clouds", "dragon" (roundels),
        "flowers", "patches", "taiji" or "". ``necklace``: "prayer_beads", "layered" or
        "".
    Attribute:
        ``attribute``: what the hero holds or shows. Beside the head, behind the body:
        "sword", "sheathed_sword", "back_sword" (its hilt over the shoulder),
        "back_sword_bi" (and a jade 璧 at the waist), "yue_sword" (and the gall),
        "bamboo_banner", "halberd", "staff", "bow" (and a quiver), "sulde" (the Mongol
        horsehair standard), "dance_sword", "ribbons", "spear", "pennant_spear",
        "general_flag", "beacon", "glaive", "saber", "apricot_flag", "twin_axes",
        "monk_spade", "gourd" (on a staff), "silk", "sun_moon" (a red sun behind the head
        and a crescent moon). Before the chest: "slips" (bamboo slips of the law),
        "feather_fan", "twin_maces", "tablet" (笏), "rope", "pipa", "round_fan", "whisk",
        "falcon" (on the shoulder). "" for none. ``attribute_color``: its main colour
        ("" for the attribute's own).
    """

    skin: str = _SKIN
    face: str = "oval"
    tilt: float = 0.0
    brows: str = "straight"
    eyes: str = "almond"
    mouth: str = "neutral"
    female: bool = False
    marking: str = ""
    hair: str = _BLACK_HAIR
    hair_style: str = "cap"
    beard: str = ""
    beard_color: str = ""
    headgear: str = ""
    hat: str = "#1c1b22"
    hat_trim: str = GOLD
    robe: str = "#8a1c1c"
    trim: str = GOLD
    inner: str = "#efe6d2"
    collar: str = "cross"
    build: str = "broad"
    armour: str = ""
    cape: str = ""
    pattern: str = ""
    necklace: str = ""
    attribute: str = ""
    attribute_color: str = ""


LOOKS: dict[str, Look] = {
    # -------------------------------------------------------------- rulers 君
    "ying_zheng": Look(
        skin="#eec39c",
        face="long",
        brows="stern",
        eyes="narrow",
        mouth="stern",
        beard="moustache",
        headgear="mianliu",
        hat="#16151b",
        hat_trim="#b3202a",
        robe="#1d1b24",
        trim="#b3202a",
        pattern="dragon",
    ),
    "liu_bang": Look(
        brows="arched",
        mouth="smile",
        beard="full",
        headgear="han_crown",
        hat="#201a1a",
        hat_trim="#c62828",
        robe="#b8262b",
        pattern="clouds",
        attribute="sword",
    ),
    "chen_sheng": Look(
        skin=_TANNED,
        face="square",
        tilt=3.0,
        brows="thick",
        eyes="fierce",
        mouth="open",
        beard="stubble",
        headgear="headband",
        hat="#9a3324",
        robe="#7a5a3a",
        trim="#5a3f26",
        inner="#c9b48e",
        pattern="patches",
        attribute="bamboo_banner",
        attribute_color="#c62828",
    ),
    "cao_cao": Look(
        face="lean",
        tilt=-3.0,
        brows="sharp",
        eyes="sly",
        mouth="smirk",
        beard="pointed",
        headgear="jinxian",
        hat="#161a2c",
        robe="#2a4a7a",
        cape="#6a1a1a",
        pattern="clouds",
        attribute="back_sword",
        attribute_color="#3a2418",
    ),
    "gou_jian": Look(
        skin="#e2b48a",
        face="lean",
        tilt=-3.0,
        brows="knit",
        eyes="tired",
        mouth="frown",
        beard="goatee",
        headgear="yue_crown",
        hat="#c9a04a",
        hat_trim="#2fa58c",
        robe="#1f3a36",
        trim="#c9a04a",
        attribute="yue_sword",
    ),
    "xiang_yu": Look(
        skin="#e8b88e",
        face="square",
        brows="fierce",
        eyes="double",
        mouth="stern",
        beard="short",
        headgear="plume_helmet",
        hat="#24232a",
        hat_trim="#d42a2a",
        robe="#8c1f1f",
        armour="#2b2a31",
        cape="#5a1212",
        attribute="halberd",
    ),
    "li_shimin": Look(
        face="square",
        tilt=3.0,
        brows="sharp",
        beard="curled",
        headgear="futou_up",
        hat="#19181e",
        robe="#e0ac28",
        trim="#b3261e",
        inner="#b3261e",
        collar="round",
        cape="#a8201a",
        pattern="dragon",
        attribute="bow",
    ),
    "wu_zetian": Look(
        skin=_FAIR,
        face="round",
        tilt=-3.0,
        brows="arched",
        eyes="phoenix",
        mouth="lips",
        female=True,
        marking="huadian",
        headgear="phoenix_crown",
        hat=GOLD,
        hat_trim="#d01f3a",
        robe="#8a1020",
        trim="#f0c040",
        inner="#f2c84b",
        collar="dress",
        build="slender",
        pattern="flowers",
        attribute="sun_moon",
    ),
    "zhao_kuangyin": Look(
        skin="#d9a574",
        face="round",
        tilt=-3.0,
        brows="thick",
        beard="full",
        headgear="futou_long",
        hat="#17161c",
        robe="#d49a20",
        trim="#a8281e",
        inner="#a8281e",
        collar="round",
        cape="#a8281e",
        attribute="staff",
    ),
    "temujin": Look(
        skin=_TANNED,
        face="broad",
        tilt=-3.0,
        eyes="narrow",
        mouth="stern",
        hair_style="braids",
        beard="drooping",
        headgear="fur_hat",
        hat="#2a4a7a",
        hat_trim="#7a5634",
        robe="#1f3a5a",
        trim="#8a6440",
        collar="fur",
        attribute="sulde",
    ),
    "murong": Look(
        skin="#f3d3b4",
        face="soft",
        tilt=3.0,
        brows="sharp",
        mouth="lips",
        female=True,
        hair_style="braids",
        headgear="steppe_crown",
        hat="#6e2a4e",
        robe="#7a2f5c",
        trim="#e9e1d0",
        collar="fur",
        build="slender",
        necklace="layered",
        attribute="falcon",
    ),
    # ----------------------------------------------------------- ministers 臣
    "shang_yang": Look(
        face="lean",
        tilt=-3.0,
        brows="stern",
        eyes="narrow",
        mouth="frown",
        beard="goatee",
        headgear="xiezhi_cap",
        hat="#1e1c22",
        hat_trim="#8a2020",
        robe="#1a1a22",
        trim="#b0892f",
        attribute="slips",
    ),
    "yu_ji": Look(
        skin=_FAIR,
        face="soft",
        tilt=-3.0,
        brows="willow",
        eyes="gentle",
        mouth="lips",
        female=True,
        marking="blush",
        hair_style="long",
        headgear="high_bun",
        robe="#8a1a2a",
        trim="#f0d27a",
        inner="#f6e3c8",
        build="slender",
        attribute="dance_sword",
    ),
    "zhao_feiyan": Look(
        skin="#fadfca",
        face="soft",
        tilt=7.0,
        brows="willow",
        eyes="gentle",
        mouth="lips",
        female=True,
        marking="huadian",
        hair_style="long",
        headgear="flying_bun",
        hat_trim="#f59ab8",
        robe="#c8608a",
        trim="#fff0f4",
        inner="#fff3f6",
        collar="dress",
        build="slender",
        attribute="ribbons",
        attribute_color="#fbe4ee",
    ),
    "yang_yanzhao": Look(
        face="square",
        tilt=-3.0,
        brows="sharp",
        mouth="stern",
        beard="goatee",
        headgear="silver_helmet",
        hat="#cfd6df",
        hat_trim="#d42a2a",
        robe="#e4e6ec",
        trim="#9aa6b4",
        armour="#c3ccd6",
        cape="#c0282a",
        attribute="spear",
        attribute_color="#e2e6ee",
    ),
    "tantai_ming": Look(
        tilt=4.0,
        brows="sharp",
        headgear="topknot",
        hat_trim="#3d7fc4",
        robe="#26313d",
        trim="#e9eef0",
        inner="#e9eef0",
        attribute="back_sword_bi",
        attribute_color="#2a2a30",
    ),
    "yue_fei": Look(
        face="square",
        tilt=3.0,
        brows="fierce",
        eyes="fierce",
        mouth="stern",
        beard="goatee",
        headgear="phoenix_helmet",
        hat="#3b3a44",
        robe="#9c2420",
        armour="#4a4652",
        attribute="pennant_spear",
        attribute_color="#3a2416",
    ),
    "liu_bowen": Look(
        skin=_OLD,
        face="long",
        tilt=3.0,
        brows="long_white",
        eyes="narrow",
        hair="#6e6a66",
        beard="long",
        headgear="lun_scarf",
        hat="#4f6f92",
        robe="#e9e5d8",
        trim="#2d3d5a",
        inner="#ffffff",
        pattern="clouds",
        attribute="feather_fan",
    ),
    "han_xin": Look(
        tilt=-3.0,
        brows="sharp",
        headgear="pheasant_helmet",
        hat="#8a5a2a",
        hat_trim="#c8742a",
        robe="#7a2c25",
        armour="#8a8a90",
        cape="#7a2c25",
        attribute="general_flag",
        attribute_color="#c62828",
    ),
    "bao_si": Look(
        skin="#f9e1cf",
        face="soft",
        tilt=-3.0,
        brows="knit",
        eyes="downcast",
        mouth="cold",
        female=True,
        headgear="lofty_bun",
        hat_trim="#5fbf9a",
        robe="#2e2440",
        trim="#e6c86e",
        inner="#efe2f4",
        build="slender",
        attribute="beacon",
    ),
    "hua_mulan": Look(
        skin="#f4d0b0",
        face="soft",
        tilt=3.0,
        brows="sharp",
        mouth="lips",
        female=True,
        headgear="mulan_helmet",
        hat="#8d9cac",
        hat_trim="#e0507a",
        robe="#2a5a8a",
        build="slender",
        armour="#7f8e9e",
        cape="#b8323a",
        attribute="spear",
        attribute_color="#7a5030",
    ),
    "guan_yu": Look(
        skin="#c2402e",
        face="long",
        tilt=2.0,
        brows="lying",
        eyes="phoenix",
        mouth="stern",
        beard="flowing",
        headgear="green_scarf",
        hat="#2f7a3c",
        robe="#2e7d3a",
        armour="#3d5a44",
        attribute="glaive",
    ),
    "qin_qiong": Look(
        skin="#dcb066",
        face="square",
        tilt=-3.0,
        brows="thick",
        eyes="fierce",
        mouth="stern",
        beard="full",
        headgear="gold_helmet",
        hat="#d9a93a",
        hat_trim="#d42a2a",
        robe="#8a5a1a",
        armour="#d3a43c",
        attribute="twin_maces",
    ),
    "di_renjie": Look(
        face="long",
        tilt=-5.0,
        brows="kind",
        eyes="narrow",
        beard="short",
        headgear="futou_soft",
        hat="#18171d",
        robe="#a8282a",
        trim="#e0b84a",
        inner="#f2e8d4",
        collar="round",
        attribute="tablet",
    ),
    # ----------------------------------------------------------- commoners 民
    "wu_song": Look(
        skin="#d89c68",
        face="square",
        brows="thick",
        eyes="fierce",
        mouth="stern",
        hair_style="loose",
        beard="stubble",
        headgear="iron_hoop",
        hat="#c9a24a",
        robe="#2a2a2e",
        trim="#8a6a3a",
        collar="open",
        build="muscular",
        attribute="saber",
    ),
    "song_jiang": Look(
        skin="#a8744a",
        face="round",
        tilt=3.0,
        brows="kind",
        eyes="gentle",
        mouth="smile",
        beard="goatee",
        headgear="scholar_scarf",
        hat="#1f2433",
        robe="#5a6a4a",
        trim="#e8dcc0",
        build="small",
        attribute="apricot_flag",
        attribute_color="#f0b030",
    ),
    "li_kui": Look(
        skin="#7d5434",
        face="broad",
        tilt=-4.0,
        brows="bushy",
        eyes="round",
        mouth="roar",
        hair_style="wild",
        beard="wild",
        headgear="wild_hair",
        robe="#2b2b2b",
        trim="#8a2a20",
        collar="open",
        build="muscular",
        attribute="twin_axes",
    ),
    "shi_qian": Look(
        skin="#e2b287",
        face="lean",
        tilt=6.0,
        brows="sharp",
        eyes="sly",
        mouth="smirk",
        beard="thin",
        headgear="night_hood",
        hat="#222128",
        hat_trim="#3a3942",
        robe="#2c2b33",
        trim="#55535e",
        inner="#3a3942",
        build="small",
        attribute="rope",
        attribute_color="#b08850",
    ),
    "xi_shi": Look(
        skin="#fbe3d0",
        face="soft",
        tilt=5.0,
        brows="knit",
        eyes="gentle",
        mouth="lips",
        female=True,
        marking="blush",
        hair_style="long",
        headgear="flower_bun",
        hat_trim="#f7f2f4",
        robe="#f0f4ee",
        trim="#ffffff",
        inner="#f4fbf6",
        build="slender",
        attribute="silk",
    ),
    "bian_que": Look(
        skin=_OLD,
        tilt=-4.0,
        brows="long_white",
        eyes="gentle",
        mouth="smile",
        marking="wrinkles",
        hair="#9c9a94",
        beard="long",
        headgear="cloth_scarf",
        hat="#8a8a84",
        robe="#d8cfb8",
        trim="#c9b27a",
        attribute="gourd",
    ),
    "chen_yuanyuan": Look(
        skin=_FAIR,
        tilt=4.0,
        brows="willow",
        eyes="phoenix",
        mouth="lips",
        female=True,
        marking="blush",
        headgear="pearl_coiffure",
        hat_trim="#f4f1ea",
        robe="#2a3a6a",
        trim="#f2d27a",
        inner="#f6e9ef",
        collar="high",
        build="slender",
        attribute="pipa",
    ),
    "li_shishi": Look(
        skin="#fae0cc",
        face="soft",
        tilt=5.0,
        brows="arched",
        eyes="downcast",
        mouth="lips",
        female=True,
        marking="pearls",
        headgear="comb_crown",
        hat="#d8b06a",
        robe="#f2eef8",
        trim="#f4eefa",
        inner="#ffffff",
        collar="dress",
        build="slender",
        attribute="round_fan",
    ),
    "lu_zhishen": Look(
        skin="#e0a878",
        face="broad",
        tilt=-4.0,
        brows="bushy",
        eyes="round",
        mouth="laugh",
        hair_style="bald",
        beard="full",
        headgear="bald",
        robe="#6f6a60",
        trim="#c87a2a",
        collar="kasaya",
        build="muscular",
        necklace="prayer_beads",
        attribute="monk_spade",
    ),
    "ren_huanzhi": Look(
        face="lean",
        brows="sharp",
        eyes="narrow",
        beard="stubble",
        headgear="bamboo_hat",
        hat="#c9a25f",
        hat_trim="#6b4a24",
        robe="#4a5a6a",
        trim="#20262e",
        cape="#2c3138",
        attribute="sheathed_sword",
        attribute_color="#2a2420",
    ),
    "zhang_sanfeng": Look(
        skin=_OLD,
        face="long",
        tilt=-3.0,
        brows="long_white",
        eyes="closed",
        mouth="smile",
        marking="wrinkles",
        hair="#f4f2ec",
        beard="long",
        headgear="daoist_crown",
        hat="#8a6a3a",
        robe="#d8dce4",
        trim="#f4f2ec",
        pattern="taiji",
        attribute="whisk",
    ),
}

_PLAIN_ROBES = {Faction.RULER: "#8a1c1c", Faction.MINISTER: "#27497f", Faction.COMMONER: "#2f6b3a"}


def plain_look(faction: Faction, female: bool) -> Look:
    """A plain look for a hero with no entry in :data:`LOOKS`: a robe in the faction's colour,
    an official's cap (men) or a tall bun (women)."""
    robe = _PLAIN_ROBES.get(faction, "#4a4a50")
    if female:
        return Look(
            skin=_FAIR,
            face="soft",
            brows="willow",
            eyes="gentle",
            mouth="lips",
            female=True,
            hair_style="long",
            headgear="flower_bun",
            robe=robe,
            build="slender",
        )
    return replace(Look(), headgear="futou_soft", robe=robe, beard="moustache")
