"""Help → Encyclopedia: every hero and every card kind, in two searchable tabs."""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTabWidget, QVBoxLayout, QWidget

from yxs_desktop.ui.help.card_tab import CardsTab
from yxs_desktop.ui.help.hero_tab import HeroesTab
from yxs_desktop.ui.help.screen_fit import fit_to_screen
from yxs_desktop.ui.theme import themed


class Encyclopedia(QDialog):
    """A non-modal window with the heroes (:class:`HeroesTab`) and the cards
    (:class:`CardsTab`), in the interface language; it fits a 1024×700 screen."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        themed(self)
        self.setObjectName("encyclopedia")
        self.setModal(False)
        self.tabs = QTabWidget(self)
        self.heroes = HeroesTab(self.tabs)
        self.cards = CardsTab(self.tabs)
        self.tabs.addTab(self.heroes, "")
        self.tabs.addTab(self.cards, "")
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(self.buttons)
        self.retranslate()
        fit_to_screen(self, 860, 620)

    def retranslate(self) -> None:
        """The title and the tabs' names in the current language (the tabs retranslate
        their own contents)."""
        self.setWindowTitle(self.tr("Encyclopedia"))
        self.tabs.setTabText(self.tabs.indexOf(self.heroes), self.tr("Heroes"))
        self.tabs.setTabText(self.tabs.indexOf(self.cards), self.tr("Cards"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
