"""The figures of a folder of replays as tables in words (``yxs stats``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Final, Literal

from yxs_desktop.engine import text
from yxs_desktop.replay.messages import message
from yxs_desktop.replay.stats import ALL_SEATS, PERSON, UNKNOWN, Figures, Stats, Whose
from yxs_desktop.text_table import text_table

#: The groups of the figures that have names: modes, roles and heroes.
Group = Literal["mode", "role", "hero"]
_GROUP_KEYS: Final[dict[str, str]] = {"mode": "mode.{}", "role": "role.{}", "hero": "hero.{}.name"}


def stats_lines(stats: Stats, folder: str, whose: Whose, lang: str) -> list[str]:
    """What ``yxs stats`` prints for ``stats`` of ``folder``: the files found and left out,
    whose games, the overall figures and the tables per mode, role, hero and period."""
    if stats.files == 0:
        return [message("stats.no_replays", lang, folder=folder)]
    lines = [message("stats.files", lang, folder=folder, files=stats.files)]
    skipped = stats.skipped
    if skipped.count:
        lines.append(
            message(
                "stats.skipped",
                lang,
                count=skipped.count,
                damaged=len(skipped.damaged),
                unfinished=len(skipped.unfinished),
            )
        )
    if stats.uncounted:
        if whose == PERSON:
            lines.append(message("stats.uncounted_person", lang, count=len(stats.uncounted)))
        elif whose != ALL_SEATS:
            lines.append(
                message("stats.uncounted_seat", lang, count=len(stats.uncounted), seat=whose)
            )
    if whose == PERSON:
        lines.append(message("stats.whose_person", lang))
    elif whose == ALL_SEATS:
        lines.append(message("stats.whose_all", lang))
    else:
        lines.append(message("stats.whose_seat", lang, seat=whose))
    if not stats.games:
        lines.append(message("stats.no_games", lang))
        return lines
    overall = stats.overall
    lines += [
        "",
        message(
            "stats.overall",
            lang,
            games=overall.games,
            wins=overall.wins,
            rate=_rate(overall),
            score=_score(overall),
        ),
    ]

    def name(kind: Group) -> Callable[[str], str]:
        return lambda key: group_name(kind, key, lang)

    tables = (
        ("stats.by_mode", "stats.mode", stats.by_mode, name("mode")),
        ("stats.by_role", "stats.role", stats.by_role, name("role")),
        ("stats.by_hero", "stats.hero", stats.by_hero, name("hero")),
    )
    for title, column, groups, named in tables:
        lines += ["", message(title, lang)]
        lines += text_table(
            [message(column, lang), *_columns(lang, "stats.wins", "stats.win_rate")],
            [[named(key), *_row(figures)] for key, figures in groups.items()],
        )
    day = stats.per == "day"
    lines += ["", message("stats.per_day" if day else "stats.per_week", lang)]
    lines += text_table(
        [message("stats.day" if day else "stats.week", lang), *_columns(lang, "stats.wins")],
        [
            [p.start.isoformat(), str(p.figures.games), str(p.figures.wins), _score(p.figures)]
            for p in stats.over_time
        ],
    )
    return lines


def group_name(kind: Group, key: str, lang: str) -> str:
    """The name of a mode, role or hero ``key`` of the figures in ``lang`` (the game's
    texts; "unknown" for :data:`UNKNOWN`, the key itself when the texts lack it)."""
    if key == UNKNOWN:
        return message("stats.unknown", lang)
    found_key = _GROUP_KEYS[kind].format(key)
    found = text(found_key, lang)
    return key if found == found_key else found


def _columns(lang: str, *middle: str) -> list[str]:
    return [message(key, lang) for key in ("stats.games", *middle, "stats.mean_score")]


def _row(figures: Figures) -> list[str]:
    return [str(figures.games), str(figures.wins), _rate(figures), _score(figures)]


def _rate(figures: Figures) -> str:
    return f"{figures.win_rate * 100:.1f}%"


def _score(figures: Figures) -> str:
    return f"{figures.mean_score:.2f}"
