"""What `yxs arena` prints (in Chinese or English) and writes as JSON."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Final

from yxs_desktop.ai.levels import model_hashes
from yxs_desktop.arena.blunders import BLUNDERS
from yxs_desktop.arena.results import GameResult
from yxs_desktop.arena.seating import Seating
from yxs_desktop.arena.stats import (
    AVERAGE,
    RESAMPLES,
    Interval,
    blunder_counts,
    decision_times,
    role_figures,
)
from yxs_desktop.engine.content.texts import text
from yxs_desktop.text_table import text_table

MESSAGES: Final[dict[str, tuple[str, str]]] = {
    "title": (
        "{mode}：{deals} 局牌，种子 {seed}，{tested} 对 {reference}（共 {games} 局）",
        "{mode}: {deals} deals from seed {seed}, {tested} vs {reference} ({games} games)",
    ),
    "seating": (
        "被测级别每局坐：{seating}",
        "the tested level sits, game by game, at: {seating}",
    ),
    "seating.seat": ("一个座位（依次每个座位）", "one seat (each seat in turn)"),
    "seating.role": ("一个身份的全部座位（依次每个身份）", "every seat of a role (each in turn)"),
    "seating.side": ("一方的全部座位（依次每一方）", "every seat of a side (each in turn)"),
    "role": ("身份", "role"),
    "games": ("局数", "games"),
    "tested": ("{level} 胜率", "{level} wins"),
    "reference": ("{level} 胜率", "{level} wins"),
    "difference": ("差", "difference"),
    "average": ("各身份平均", "average over roles"),
    "intervals": (
        "[ ] 内为 95% 区间（按牌局自助抽样 {resamples} 次）",
        "[ ] is the 95% interval (bootstrap over deals, {resamples} resamples)",
    ),
    "times": ("决策用时", "decision time"),
    "level": ("级别", "level"),
    "decisions": ("决策数", "decisions"),
    "mean_ms": ("平均（毫秒）", "mean (ms)"),
    "p99_ms": ("p99（毫秒）", "p99 (ms)"),
    "blunders": ("失误次数", "blunders"),
    "blunder.friendly_attack": ("攻击已亮明的同伙", "attacked a revealed ally"),
    "blunder.medicine_at_full_hp": ("满血对自己用药", "药 on itself at full HP"),
    "blunder.died_with_save": ("有药不救自己而阵亡", "died declining its own save"),
    "blunder.loyalist_attacks_lord": ("忠臣攻击主公", "loyalist attacked the lord"),
    "blunder.loyalist_let_lord_die": ("忠臣有药不救主公", "loyalist let the lord die"),
}


def message(key: str, lang: str, **fields: Any) -> str:
    zh, en = MESSAGES[key]
    return (zh if lang == "zh" else en).format(**fields)


def role_name(role: str, lang: str) -> str:
    """``lord`` or, in 3v3, ``A:leader`` (team A's leader) in words."""
    if role == AVERAGE:
        return message("average", lang)
    team, _, name = role.rpartition(":")
    words = text(f"role.{name}", lang)
    return f"{team} {words}" if team else words


def summary(
    results: Sequence[GameResult],
    *,
    mode: str,
    deals: int,
    seed: int,
    tested: str,
    reference: str,
    seating: Seating = "seat",
    resamples: int = RESAMPLES,
) -> dict[str, Any]:
    """Everything an arena found, as JSON-ready data (rates as shares of 1)."""

    def interval(found: Interval) -> dict[str, float]:
        return {"value": found.value, "low": found.low, "high": found.high}

    return {
        "mode": mode,
        "deals": deals,
        "seed": seed,
        "tested": tested,
        "reference": reference,
        "seating": seating,
        "games": len(results),
        "resamples": resamples,
        "roles": [
            {
                "role": f.role,
                "games": f.games,
                "tested": interval(f.tested),
                "reference": interval(f.reference),
                "difference": interval(f.difference),
            }
            for f in role_figures(results, seed, resamples)
        ],
        "decision_times_ms": {
            level: {"decisions": n, "mean": m, "p99": p99}
            for level, (n, m, p99) in decision_times(results).items()
        },
        "blunders": blunder_counts(results),
        # the model files each level read (their hashes), so that a figure names its models
        "models": {level: model_hashes(level, mode) for level in (tested, reference)},
    }


def _percent(found: dict[str, float], signed: bool = False) -> str:
    value = f"{found['value'] * 100:+.1f}" if signed else f"{found['value'] * 100:.1f}"
    return f"{value}% [{found['low'] * 100:.1f}, {found['high'] * 100:.1f}]"


def report_lines(data: dict[str, Any], lang: str) -> list[str]:
    """The tables `yxs arena` prints for :func:`summary`'s ``data``."""
    tested, reference = data["tested"], data["reference"]
    lines = [
        message(
            "title",
            lang,
            mode=text(f"mode.{data['mode']}", lang),
            deals=data["deals"],
            seed=data["seed"],
            tested=tested,
            reference=reference,
            games=data["games"],
        ),
    ]
    seating = data.get("seating", "seat")
    if seating != "seat":
        lines.append(message("seating", lang, seating=message(f"seating.{seating}", lang)))
    lines.append("")
    head = [
        message("role", lang),
        message("games", lang),
        message("tested", lang, level=tested),
        message("reference", lang, level=reference),
        message("difference", lang),
    ]
    rows = [
        [
            role_name(r["role"], lang),
            str(r["games"]),
            _percent(r["tested"]),
            _percent(r["reference"]),
            _percent(r["difference"], signed=True),
        ]
        for r in data["roles"]
    ]
    lines += text_table(head, rows)
    lines += [message("intervals", lang, resamples=data["resamples"]), ""]
    lines.append(message("times", lang))
    head = [message(k, lang) for k in ("level", "decisions", "mean_ms", "p99_ms")]
    rows = [
        [level, str(t["decisions"]), f"{t['mean']:.3f}", f"{t['p99']:.3f}"]
        for level, t in data["decision_times_ms"].items()
    ]
    lines += [*text_table(head, rows), ""]
    lines.append(message("blunders", lang))
    levels = list(data["blunders"])
    head = [message("blunders", lang), *levels]
    rows = [
        [message(f"blunder.{name}", lang), *(str(data["blunders"][lv][name]) for lv in levels)]
        for name in BLUNDERS
    ]
    lines += text_table(head, rows)
    return lines
