"""Widgets that show game content (a card, a hero, a text made of game texts) and render it
again in the new language on ``LanguageChange``: the choosers are built of them, so an
open chooser follows a language switch."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QLabel, QToolButton, QWidget

from yxs_desktop.engine.cards import STANDARD_DECK
from yxs_desktop.engine.heroes import HEROES
from yxs_desktop.ui import painting
from yxs_desktop.ui.i18n import content, current_language


def skills_text(hero_id: str) -> str:
    """A hero's skills, one a line: "【name】text", in the current language."""
    return "\n".join(
        f"【{content(f'skill.{s}.name')}】{content(f'skill.{s}.text')}"
        for s in HEROES[hero_id].skills
    )


class LiveLabel(QLabel):
    """A label showing ``render()``, called again after each language change."""

    def __init__(self, render: Callable[[], str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.render_text = render
        self.setText(render())

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.setText(self.render_text())
        super().changeEvent(event)


class CardButton(QToolButton):
    """A card's face (``card_id`` None: its back) as a button, its text as the tooltip."""

    def __init__(self, card_id: int | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.card_id = card_id
        self.setAutoRaise(True)
        self.retranslate()

    def retranslate(self) -> None:
        """Paint the face and set the tooltip in the current language."""
        card_id = self.card_id
        if card_id is None:
            pix = painting.card_back()
        else:
            pix = painting.card_face(card_id, current_language())
            self.setToolTip(content(f"card.{STANDARD_DECK[card_id].kind.value}.text"))
        self.setIcon(QIcon(pix))
        self.setIconSize(QSize(pix.width(), pix.height()))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class HeroButton(QToolButton):
    """A hero's portrait with the name under it and the skills as the tooltip (only the
    name where the mode plays without skills: ``skills`` False); ``size`` is the
    portrait's (by default painting's). A name wider than ``caption_width`` pixels (None:
    any width) is cut with "…", and the tooltip begins with it whole."""

    def __init__(
        self,
        hero_id: str,
        size: tuple[int, int] | None = None,
        parent: QWidget | None = None,
        skills: bool = True,
        caption_width: int | None = None,
    ) -> None:
        super().__init__(parent)
        self.hero_id = hero_id
        self.skills = skills
        self.portrait_size = size or painting.PORTRAIT_SIZE
        self.caption_width = caption_width
        self.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextUnderIcon)
        self.retranslate()

    def retranslate(self) -> None:
        """Paint the portrait and set the name and skills in the current language."""
        width, height = self.portrait_size
        pix = painting.hero_portrait(self.hero_id, current_language(), width, height)
        self.setIcon(QIcon(pix))
        self.setIconSize(QSize(pix.width(), pix.height()))
        self._show_name()

    def _show_name(self) -> None:
        """The name under the portrait, cut to :attr:`caption_width`, and the tooltip."""
        name = content(f"hero.{self.hero_id}.name")
        shown = name
        if self.caption_width is not None:
            shown = self.fontMetrics().elidedText(
                name, Qt.TextElideMode.ElideRight, self.caption_width
            )
        self.setText(shown)
        about = skills_text(self.hero_id) if self.skills else ""
        if shown != name:
            about = f"{name}\n{about}" if about else name
        self.setToolTip(about or name)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        elif event.type() == QEvent.Type.FontChange:
            self._show_name()  # the name cut to the new font's width
        super().changeEvent(event)
