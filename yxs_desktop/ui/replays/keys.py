"""The replay viewer's keys, in one table: the viewer binds them, its buttons' tooltips name
them and Help → How to play lists them, all from :data:`REPLAY_KEYS`."""

from __future__ import annotations

from PySide6.QtCore import QObject

from yxs_desktop.ui.table.keys import TableKey, key_text

REPLAY_KEYS: tuple[TableKey, ...] = (
    TableKey("play", ("Space",)),
    TableKey("step_back", ("Left",)),
    TableKey("step", ("Right",)),
    TableKey("previous_turn", ("Shift+Left",)),
    TableKey("next_turn", ("Shift+Right",)),
    TableKey("start", ("Home",)),
    TableKey("end", ("End",)),
    TableKey("leave", ("Esc",)),
)

_ARROWS = (("Left", "←"), ("Right", "→"))


def replay_key(name: str) -> TableKey | None:
    """The key of the viewer's control ``name`` (None: a button without a key)."""
    return next((key for key in REPLAY_KEYS if key.name == name), None)


def replay_key_text(key: TableKey) -> str:
    """The key as a person reads it, arrows as arrows ("Shift+←", "Space", "Home")."""
    shown = key_text(key)
    for name, arrow in _ARROWS:  # the arrow key's name as Qt shows it ("Left", "左方向")
        shown = shown.replace(key_text(TableKey(name, (name,))), arrow)
    return shown


class ReplayKeyTexts(QObject):
    """The texts of the viewer's controls in the current language (Qt translations)."""

    def describe(self, name: str, playing: bool | None = None) -> str:
        """What the control ``name`` does; the play button says "Play" or "Pause" when
        ``playing`` is given, "Play or pause" otherwise."""
        if name == "play" and playing is not None:
            return self.tr("Pause") if playing else self.tr("Play")
        descriptions = {
            "play": self.tr("Play or pause"),
            "start": self.tr("To the start"),
            "previous_death": self.tr("Previous death"),
            "previous_turn": self.tr("Previous turn"),
            "step_back": self.tr("One answer back"),
            "step": self.tr("One answer forward"),
            "next_turn": self.tr("Next turn"),
            "next_death": self.tr("Next death"),
            "end": self.tr("To the end"),
            "leave": self.tr("Leave the replay"),
        }
        return descriptions[name]

    def tooltip(self, name: str, playing: bool = False) -> str:
        """A control's tooltip: what it does and its key, if any ("One answer back (←)")."""
        key = replay_key(name)
        what = self.describe(name, playing)
        return f"{what} ({replay_key_text(key)})" if key is not None else what

    def help_lines(self) -> list[tuple[str, str]]:
        """(key, what it does) for every key of the viewer."""
        return [(replay_key_text(key), self.describe(key.name)) for key in REPLAY_KEYS]
