"""Hero specifications (docs/rules.md §7) and which heroes can be offered.

A hero is data: id, Chinese name, faction, sex, HP and skill ids. Its skills are classes
registered in :mod:`yxs_desktop.engine.skills`. Only heroes whose every skill is
implemented are offered (:func:`available_heroes`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from yxs_desktop.engine.enums import Faction, Sex
from yxs_desktop.engine.skills import SKILLS

_R, _M, _C = Faction.RULER, Faction.MINISTER, Faction.COMMONER
_MALE, _FEMALE = Sex.MALE, Sex.FEMALE


@dataclass(frozen=True, slots=True)
class HeroSpec:
    id: str
    zh: str
    faction: Faction
    sex: Sex
    hp: int
    skills: tuple[str, ...]


_HEROES: Final = (
    HeroSpec("ying_zheng", "嬴政", _R, _MALE, 4, ("jiquan",)),
    HeroSpec("liu_bang", "刘邦", _R, _MALE, 4, ("yuren",)),
    HeroSpec("chen_sheng", "陈胜", _R, _MALE, 4, ("qiyi",)),
    HeroSpec("cao_cao", "曹操", _R, _MALE, 4, ("jianxiong",)),
    HeroSpec("gou_jian", "勾践", _R, _MALE, 3, ("yinren", "tuqiang")),
    HeroSpec("xiang_yu", "项羽", _R, _MALE, 4, ("bawang",)),
    HeroSpec("li_shimin", "李世民", _R, _MALE, 4, ("kongju",)),
    HeroSpec("wu_zetian", "武则天", _R, _FEMALE, 3, ("qiandu", "nvquan")),
    HeroSpec("zhao_kuangyin", "赵匡胤", _R, _MALE, 4, ("shiquan",)),
    HeroSpec("temujin", "铁木真", _R, _MALE, 4, ("qianglue", "qishe")),
    HeroSpec("murong", "慕容", _R, _FEMALE, 3, ("diehun",)),
    HeroSpec("shang_yang", "商鞅", _M, _MALE, 3, ("bianfa", "fajia")),
    HeroSpec("yu_ji", "虞姬", _M, _FEMALE, 3, ("sheshen", "juebie")),
    HeroSpec("zhao_feiyan", "赵飞燕", _M, _FEMALE, 3, ("yubu", "qingying")),
    HeroSpec("yang_yanzhao", "杨延昭", _M, _MALE, 4, ("tianlang",)),
    HeroSpec("tantai_ming", "澹台名", _M, _MALE, 4, ("aojian",)),
    HeroSpec("yue_fei", "岳飞", _M, _MALE, 4, ("wumu",)),
    HeroSpec("liu_bowen", "刘伯温", _M, _MALE, 3, ("zhanbu", "guiyin")),
    HeroSpec("han_xin", "韩信", _M, _MALE, 3, ("bingxian", "gongxin")),
    HeroSpec("bao_si", "褒姒", _M, _FEMALE, 3, ("fenghuo", "zhiyu")),
    HeroSpec("hua_mulan", "花木兰", _M, _FEMALE, 3, ("mili", "yizhuang")),
    HeroSpec("guan_yu", "关羽", _M, _MALE, 4, ("budao", "danqi")),
    HeroSpec("qin_qiong", "秦琼", _M, _MALE, 4, ("menshen", "fanji")),
    HeroSpec("di_renjie", "狄仁杰", _M, _MALE, 3, ("jujian", "shentan")),
    HeroSpec("wu_song", "武松", _C, _MALE, 4, ("zuijiu",)),
    HeroSpec("song_jiang", "宋江", _C, _MALE, 4, ("shucai",)),
    HeroSpec("li_kui", "李逵", _C, _MALE, 4, ("fuchou",)),
    HeroSpec("shi_qian", "时迁", _C, _MALE, 3, ("shentou", "feizei", "qingmin")),
    HeroSpec("xi_shi", "西施", _C, _FEMALE, 3, ("meihuo", "chenyu")),
    HeroSpec("bian_que", "扁鹊", _C, _MALE, 3, ("liaoshang", "huichun")),
    HeroSpec("chen_yuanyuan", "陈圆圆", _C, _FEMALE, 3, ("hongyan", "chuchu")),
    HeroSpec("li_shishi", "李师师", _C, _FEMALE, 3, ("hongzhuang", "manwu")),
    HeroSpec("lu_zhishen", "鲁智深", _C, _MALE, 4, ("dili", "kuangchan")),
    HeroSpec("ren_huanzhi", "任桓之", _C, _MALE, 4, ("xiadan",)),
    HeroSpec("zhang_sanfeng", "张三丰", _C, _MALE, 4, ("budao_zhang", "taiji")),
)

#: Every base-pack hero, by id, in docs/rules.md §7 order.
HEROES: Final[dict[str, HeroSpec]] = {hero.id: hero for hero in _HEROES}

#: The lord skill each faction grants (docs/rules.md §5.3).
LORD_SKILLS: Final[dict[Faction, str]] = {_R: "jijiang", _M: "huzhu", _C: "jiuyuan"}


def available_heroes(with_skills: bool = True) -> list[HeroSpec]:
    """Heroes that can be offered, in docs/rules.md §7 order: all of them when skills are off,
    else those whose every skill is implemented."""
    import yxs_desktop.engine.content.heroes_base  # noqa: F401  (registers the skills)

    if not with_skills:
        return list(_HEROES)
    return [hero for hero in _HEROES if all(skill in SKILLS for skill in hero.skills)]
