"""The texts the online pages share: a refusal's text in the person's language, and the
names of modes, computer levels and room states."""

from __future__ import annotations

from typing import cast

from PySide6.QtCore import QCoreApplication

from yxs_desktop.protocol import messages as wire
from yxs_desktop.protocol.errors import Lang, code_text
from yxs_desktop.ui.i18n import content, current_language

#: The computer players' levels a room may have (the protocol's ``Level``).
LEVELS = ("baseline", "expert", "random")


def refusal_text(error: wire.Error) -> str:
    """What a refused request means, in the person's language (the catalogue's text of
    its code; an unknown code from a newer server is shown as it is)."""
    return code_text(error.code, cast(Lang, current_language()))


def mode_name(mode: str) -> str:
    """A mode's name in the person's language (the start page's names)."""
    return content(f"mode.{mode}")


def level_name(level: str) -> str:
    """The name of a computer level (``baseline``, ``expert`` or ``random``); another as
    it is."""
    names = {
        "baseline": QCoreApplication.translate("OnlineTexts", "Standard (plays well)"),
        "expert": QCoreApplication.translate("OnlineTexts", "Expert (looks ahead)"),
        "random": QCoreApplication.translate("OnlineTexts", "Random (plays at random)"),
    }
    return names.get(level, level)


def state_name(state: str) -> str:
    """A room's state: waiting for players, playing, or over."""
    names = {
        "waiting": QCoreApplication.translate("OnlineTexts", "Waiting"),
        "playing": QCoreApplication.translate("OnlineTexts", "Playing"),
        "finished": QCoreApplication.translate("OnlineTexts", "Finished"),
    }
    return names.get(state, state)
