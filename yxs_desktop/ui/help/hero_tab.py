"""The encyclopedia's heroes: every hero with its portrait, faction, sex, HP and skills,
with a search field and a faction filter."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from yxs_desktop.engine.content.texts import text
from yxs_desktop.engine.enums import Faction
from yxs_desktop.engine.heroes import HEROES, HeroSpec
from yxs_desktop.ui import painting
from yxs_desktop.ui.help.entry_list import EntryList
from yxs_desktop.ui.i18n import content, current_language

PORTRAIT = QSize(72, 90)


def hero_matches(hero: HeroSpec, query: str, faction: str = "") -> bool:
    """Whether ``hero`` is of ``faction`` ("" for any) and every word of ``query`` is in its
    id, its name or one of its skills' names and texts, in either language (any case)."""
    if faction and hero.faction.value != faction:
        return False
    keys = [f"hero.{hero.id}.name"]
    for skill in hero.skills:
        keys += [f"skill.{skill}.name", f"skill.{skill}.text"]
    haystack = "\n".join(
        [hero.id, hero.zh] + [text(key, lang) for key in keys for lang in ("zh", "en")]
    ).casefold()
    return all(word in haystack for word in query.casefold().split())


def skills_text(hero: HeroSpec, lang: str) -> str:
    """Each skill of ``hero`` on a line: 【name】text, in ``lang``."""
    return "\n".join(
        f"【{text(f'skill.{s}.name', lang)}】{text(f'skill.{s}.text', lang)}" for s in hero.skills
    )


class HeroesTab(QWidget):
    """Every hero of :data:`HEROES` in rule-book order, filtered by the search text and the
    faction chosen; the texts follow the interface language (the other one in a tooltip)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("encyclopedia_heroes")
        self.heroes = tuple(HEROES.values())
        self.search = QLineEdit(self)
        self.search.setClearButtonEnabled(True)
        self.faction = QComboBox(self)
        self.faction.addItem("", "")
        for faction in Faction:
            self.faction.addItem("", faction.value)
        self.count = QLabel(self)
        self.wall = QPushButton(self)
        self.wall.setObjectName("portrait_wall")
        self.wall.setCheckable(True)
        self.list = EntryList([hero.id for hero in self.heroes], PORTRAIT, self)
        self.wall.toggled.connect(self.list.set_wall)
        self.search.textChanged.connect(self.apply_filter)
        self.faction.currentIndexChanged.connect(self.apply_filter)
        bar = QHBoxLayout()
        bar.addWidget(self.search, 1)
        bar.addWidget(self.faction)
        bar.addWidget(self.wall)
        layout = QVBoxLayout(self)
        layout.addLayout(bar)
        layout.addWidget(self.count)
        layout.addWidget(self.list, 1)
        self.retranslate()

    def _describe(self, hero: HeroSpec, lang: str) -> str:
        stats = self.tr("%1 · %2 · HP %3")
        facts = (
            stats.replace("%1", text(f"faction.{hero.faction.value}", lang))
            .replace("%2", text(f"sex.{hero.sex.value}", lang))
            .replace("%3", str(hero.hp))
        )
        return f"{text(f'hero.{hero.id}.name', lang)}　{facts}\n{skills_text(hero, lang)}"

    def retranslate(self) -> None:
        """Show the heroes, their portraits and the filter's labels in the current language."""
        lang = current_language()
        other = "en" if lang == "zh" else "zh"
        self.search.setPlaceholderText(self.tr("Search the heroes (name or skill)"))
        self.faction.setItemText(0, self.tr("All factions"))
        self.wall.setText(self.tr("Portraits only"))
        self.wall.setToolTip(
            self.tr("Every portrait side by side; a portrait's tooltip tells the hero")
        )
        for i, faction in enumerate(Faction, start=1):
            self.faction.setItemText(i, content(f"faction.{faction.value}"))
        dpr = self.devicePixelRatioF()
        for row, hero in enumerate(self.heroes):
            portrait = painting.hero_portrait(
                hero.id, lang, PORTRAIT.width(), PORTRAIT.height(), dpr
            )
            tooltip = f"{text(f'hero.{hero.id}.name', other)}\n{skills_text(hero, other)}"
            self.list.set_entry(row, self._describe(hero, lang), tooltip, portrait)
        self.apply_filter()

    def apply_filter(self) -> None:
        """Show the heroes of the faction chosen that match the search text."""
        query, faction = self.search.text(), str(self.faction.currentData() or "")
        self.list.show_only([hero_matches(hero, query, faction) for hero in self.heroes])
        self.count.setText(
            self.tr("%1 of %2 heroes")
            .replace("%1", str(len(self.list.visible_keys())))
            .replace("%2", str(len(self.heroes)))
        )

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
