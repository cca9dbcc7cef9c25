"""The texts the online pages share: a refusal's text in the person's language, the
server operator's notices and words, and the names of modes and room states; and the one
place the program names and describes the computer players' levels (the new-game page,
the room page, Create room…), with what was measured of their strength
(:mod:`yxs_desktop.ai.strength`)."""

from __future__ import annotations

from typing import cast

from PySide6.QtCore import QCoreApplication, QObject

from yxs_desktop.ai import levels
from yxs_desktop.ai.strength import REFERENCE, Measure, published
from yxs_desktop.protocol import messages as wire
from yxs_desktop.protocol.errors import Lang, code_text
from yxs_desktop.ui.i18n import content, current_language


def offered_levels() -> tuple[str, ...]:
    """The levels a person chooses from, weakest first: those :mod:`yxs_desktop.ai.levels`
    offers, read when asked (a server still accepts ``random``, for tests and tools)."""
    return levels.OFFERED


def refusal_text(error: wire.Error) -> str:
    """What a refused request means, in the person's language (the catalogue's text of
    its code; an unknown code from a newer server is shown as it is)."""
    return code_text(error.code, cast(Lang, current_language()))


def server_notice(text: str) -> str:
    """A notice of the server's operator to everyone (a chat line of the channel
    ``server``), marked as the server's, never as a person's line."""
    return QCoreApplication.translate("OnlineTexts", "📢 Server: %1").replace("%1", text)


def operator_says(message: str) -> str:
    """The words the server's operator gave with sending the person away or closing
    their room ("" when none)."""
    if not message.strip():
        return ""
    return QCoreApplication.translate("OnlineTexts", "The operator says: %1").replace("%1", message)


def mode_name(mode: str) -> str:
    """A mode's name in the person's language (the start page's names)."""
    return content(f"mode.{mode}")


def level_name(level: str) -> str:
    """The name of a computer level; a level the program has no name for as it is."""
    names = {
        "easy": QCoreApplication.translate("OnlineTexts", "Easy"),
        "baseline": QCoreApplication.translate("OnlineTexts", "Standard"),
        "strong": QCoreApplication.translate("OnlineTexts", "Strong"),
        "expert": QCoreApplication.translate("OnlineTexts", "Expert"),
        "random": QCoreApplication.translate("OnlineTexts", "Random"),
    }
    return names.get(level, level)


def level_about(level: str) -> str:
    """A computer level in one line: how it plays ("" for a level the program does not
    describe)."""
    about = {
        "easy": QCoreApplication.translate(
            "OnlineTexts", "Plays like a beginner: makes mistakes a sensible player would not"
        ),
        "baseline": QCoreApplication.translate(
            "OnlineTexts", "Plays its role sensibly: guards its side, attacks the weakest enemy"
        ),
        "strong": QCoreApplication.translate(
            "OnlineTexts", "Reads the table: guesses hidden roles from what everyone does"
        ),
        "expert": QCoreApplication.translate(
            "OnlineTexts", "Honed by self-play: the hardest to beat"
        ),
        "random": QCoreApplication.translate("OnlineTexts", "Plays any legal answer at random"),
    }
    return about.get(level, "")


def _points(fraction: float) -> int:
    return round(abs(fraction) * 100)


class _Numerus(QObject):
    """The texts with a number in them, in forms for one and for more (Qt's numerus forms
    are found in ``self.tr`` calls only)."""

    def difference(self, points: int, more: bool) -> str:
        if more:
            return self.tr("wins %n point(s) more often than %1 in the same seat (%2)", "", points)
        return self.tr("wins %n point(s) less often than %1 in the same seat (%2)", "", points)


def level_strength(level: str, mode: str) -> str:
    """What was measured of ``level`` against the reference level (Standard) in ``mode``:
    how much more (or less) often it wins in the same seat of the same deals."""
    if level == REFERENCE:
        return QCoreApplication.translate("OnlineTexts", "the reference level")
    measure = published().against_reference(level, mode)
    if measure is None:
        return QCoreApplication.translate("OnlineTexts", "not measured yet")
    where = QCoreApplication.translate("OnlineTexts", "%1, %2 deals")
    where = where.replace("%1", mode_name(mode)).replace("%2", f"{measure.deals:,}")
    points = _points(measure.difference.value)
    if points == 0:
        text = QCoreApplication.translate(
            "OnlineTexts", "wins as often as %1 in the same seat (%2)"
        )
    else:
        text = _Numerus().difference(points, measure.difference.value > 0)
    return text.replace("%1", level_name(REFERENCE)).replace("%2", where)


def level_strength_tip(level: str) -> str:
    """Every measure of ``level``, one line each (mode, reference, the difference of win
    rates with its 95% interval, the deals), or that none was made."""
    if level == REFERENCE:
        return level_strength(level, "")
    measures = published().of(level)
    if not measures:
        return QCoreApplication.translate("OnlineTexts", "not measured yet")
    return "\n".join(_measure_line(measure) for measure in measures)


def _measure_line(measure: Measure) -> str:
    line = QCoreApplication.translate(
        "OnlineTexts", "%1: %2 points against %3 [%4, %5], %6 deals from seed %7"
    )
    difference = measure.difference
    fields = (
        mode_name(measure.mode),
        f"{difference.value * 100:+.1f}",
        level_name(measure.vs),
        f"{difference.low * 100:+.1f}",
        f"{difference.high * 100:+.1f}",
        f"{measure.deals:,}",
        str(measure.seed),
    )
    for number, field in enumerate(fields, 1):
        line = line.replace(f"%{number}", field)
    return line


def state_name(state: str) -> str:
    """A room's state: waiting for players, playing, or over."""
    names = {
        "waiting": QCoreApplication.translate("OnlineTexts", "Waiting"),
        "playing": QCoreApplication.translate("OnlineTexts", "Playing"),
        "finished": QCoreApplication.translate("OnlineTexts", "Finished"),
    }
    return names.get(state, state)
