"""A replay's header and result in words (``yxs replay info``)."""

from __future__ import annotations

from yxs_desktop.engine import text
from yxs_desktop.replay.messages import message
from yxs_desktop.replay.reader import Replay


def _player(kind: str, lang: str) -> str:
    if kind.startswith("computer:"):
        return message("info.computer", lang, ai=kind.partition(":")[2])
    if kind == "person":
        return message("info.person", lang)
    return kind


def info_lines(replay: Replay, lang: str) -> list[str]:
    """The lines describing ``replay`` in ``lang``: versions, game, date, seats with their
    heroes, roles and scores once known, result and length, and the reader's notes."""
    header = replay.header
    result = replay.result
    lines = [
        message(
            "info.versions",
            lang,
            format=header.format,
            program=header.program,
            engine=header.engine,
            rules=header.rules[:12],
        ),
        message(
            "info.game",
            lang,
            mode=_text(f"mode.{header.mode}", lang, header.mode),
            seed=header.seed,
            options=message("info.extra_choice", lang) if header.options.extra_choice else "",
        ),
        message("info.date", lang, date=header.date),
    ]
    if header.origin is not None:
        lines.append(
            message(
                "info.origin",
                lang,
                sha256=header.origin.sha256[:12],
                responses=header.origin.responses,
            )
        )
    heroes = replay.heroes.heroes if replay.heroes is not None else [s.hero for s in header.seats]
    for i, seat in enumerate(header.seats):
        hero = heroes[i] if i < len(heroes) else None
        name = seat.name or text("seat.unnamed", lang).format(seat=seat.seat)
        details = [_player(seat.player, lang)]
        if hero is not None:
            details.append(_text(f"hero.{hero}.name", lang, hero))
        score = won = ""
        if result is not None:
            if result.roles[i] is not None:
                details.append(_text(f"role.{result.roles[i]}", lang, str(result.roles[i])))
            score = message("info.score", lang, score=result.scores[i])
            won = message("info.won", lang) if seat.seat in result.winners else ""
        sep = "，" if lang == "zh" else ", "
        lines.append(
            "  "
            + message(
                "info.seat",
                lang,
                seat=seat.seat,
                name=name,
                details=sep + sep.join(details),
                score=score + won,
            )
        )
    if result is not None:
        title = _text(f"title.{result.title}", lang, result.title)
        lines.append(message("info.result", lang, title=title))
    else:
        lines.append(message("info.no_result", lang))
    lines.append(
        message("info.length", lang, responses=len(replay.responses), events=len(replay.events))
    )
    lines += [note.text(lang) for note in replay.notes if note.key != "no_result"]
    return lines


def _text(key: str, lang: str, fallback: str) -> str:
    """The engine's text for ``key``, or ``fallback`` when it has none (a replay from a
    version with other heroes or modes)."""
    found = text(key, lang)
    return fallback if found == key else found
