"""Help → How to play: the turn's phases, the roles and their goals, the modes, the keys
of the table and how to watch a replay, in one scrollable page (texts ``howto.*`` of the
game content; the keys from the tables of keys that the table and its menu use,
``table/keys.py``, and that the replay viewer uses, ``replays/replay_keys.py``)."""

from __future__ import annotations

from dataclasses import dataclass
from html import escape

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from yxs_desktop.ui.help.screen_fit import fit_to_screen
from yxs_desktop.ui.i18n import content
from yxs_desktop.ui.replays.keys import ReplayKeyTexts
from yxs_desktop.ui.table.keys import KeyTexts
from yxs_desktop.ui.theme import themed

# The page's sections in order; each has the texts ``howto.<section>.title`` and ``.body``.
SECTIONS = ("turn", "roles", "modes")


@dataclass(frozen=True, slots=True)
class ReplayHelp:
    """The page's replay section: its ``title``, the ways to open a replay (``opening``)
    and, after ``keys_intro``, the viewer's keys as ``keys`` names them."""

    title: str
    opening: tuple[str, ...]
    keys_intro: str
    keys: ReplayKeyTexts


def _key_list(lines: list[tuple[str, str]]) -> str:
    items = "".join(f"<li><b>{escape(key)}</b>: {escape(what)}</li>" for key, what in lines)
    return f"<ul>{items}</ul>"


def how_to_play_html(
    keys: KeyTexts,
    menu_note: str,
    replay: ReplayHelp | None = None,
    online: tuple[str, tuple[str, ...]] | None = None,
) -> str:
    """The page's text in the current language, as HTML: the sections, then the table's
    keys as ``keys`` names them, with ``menu_note`` under them, then ``replay``'s section:
    how to open a replay and the viewer's keys, then ``online``'s (a title and its points)."""
    parts = [f"<h2>{escape(content('howto.title'))}</h2>"]
    for section in SECTIONS:
        parts.append(f"<h3>{escape(content(f'howto.{section}.title'))}</h3>")
        parts.append(f"<p>{escape(content(f'howto.{section}.body'))}</p>")
    parts.append(f"<h3>{escape(content('howto.keys.title'))}</h3>")
    parts.append(_key_list(keys.help_lines()))
    parts.append(f"<p>{escape(menu_note)}</p>")
    if replay is not None:
        parts.append(f"<h3>{escape(replay.title)}</h3>")
        opening = "".join(f"<li>{escape(way)}</li>" for way in replay.opening)
        parts.append(f"<ul>{opening}</ul>")
        parts.append(f"<p>{escape(replay.keys_intro)}</p>")
        parts.append(_key_list(replay.keys.help_lines()))
    if online is not None:
        title, points = online
        parts.append(f"<h3>{escape(title)}</h3>")
        parts.append("<ul>" + "".join(f"<li>{escape(point)}</li>" for point in points) + "</ul>")
    return "\n".join(parts)


class HowToPlayPage(QDialog):
    """A non-modal window with the rules in short, in the interface language; it scrolls
    and fits a 1024×700 screen."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        themed(self)
        self.setObjectName("how_to_play")
        self.setModal(False)
        self.text = QTextBrowser(self)
        self.text.setObjectName("how_to_play_text")
        self.text.setOpenExternalLinks(False)
        self.key_texts = KeyTexts(self)
        self.replay_key_texts = ReplayKeyTexts(self)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.text, 1)
        layout.addWidget(self.buttons)
        self.retranslate()
        fit_to_screen(self, 720, 640)

    def retranslate(self) -> None:
        """Show the title and the text in the current language."""
        self.setWindowTitle(self.tr("How to play"))
        note = self.tr("The Table menu lists these keys while a game is on; F1 opens this page.")
        replay = ReplayHelp(
            self.tr("Watching a replay"),
            (
                self.tr("Game → Open replay… (Ctrl+O) opens a replay file (.yxsr)."),
                self.tr("Dragging a .yxsr file onto the window opens it too."),
                self.tr("From a terminal: yxs FILE.yxsr"),
            ),
            self.tr("The keys of the replay viewer:"),
            self.replay_key_texts,
        )
        online = (
            self.tr("Playing online"),
            (
                self.tr(
                    "Game → Play online… (Ctrl+L) connects to a server: type its address "
                    "(host, host:port, or a ws:// or wss:// URL such as wss://host/path); the "
                    "servers you used are remembered."
                ),
                self.tr(
                    "Game → Start a server on this computer starts one for you and your "
                    "friends (on this computer only, unless you let the local network in)."
                ),
                self.tr(
                    "In the lobby, create a room or join one, take a seat, add computer "
                    "players, get ready; the host starts the game once everyone is ready."
                ),
                self.tr(
                    "Each decision has the room's time; when it runs out the default answer "
                    "is taken, and after two in a row the computer plays for you (托管) until "
                    "you act again. The Autoplay button turns it on and off."
                ),
                self.tr(
                    "If the connection drops, the program reconnects by itself and the "
                    "computer plays your seat meanwhile."
                ),
                self.tr(
                    "Watch: Space pauses and carries on, ← and → step through what you saw, "
                    "End goes back to live; spectators see the game a few turns late if the "
                    "room says so."
                ),
                self.tr("Each game you played online is saved with your replays."),
            ),
        )
        self.text.setHtml(how_to_play_html(self.key_texts, note, replay, online))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
