"""Help → Heroes and cards opens the encyclopedia beside the game: every hero (portrait,
faction, sex, HP, skills) and every card kind (type, text, how many in the deck and where),
in the interface language, filtered by a search and, for the heroes, by faction."""

from __future__ import annotations

from yxs_desktop.engine.cards import SPECS, STANDARD_DECK
from yxs_desktop.engine.content.texts import text
from yxs_desktop.engine.enums import Faction, Kind
from yxs_desktop.engine.heroes import HEROES
from yxs_desktop.ui.help.card_tab import cards_of, suits_and_ranks
from yxs_desktop.ui.help.encyclopedia import Encyclopedia
from yxs_desktop.ui.main_window import MainWindow


def _open(qtbot, settings) -> tuple[MainWindow, Encyclopedia]:
    window = MainWindow(settings)
    qtbot.addWidget(window)
    assert window.encyclopedia_action in window.help_menu.actions()
    window.encyclopedia_action.trigger()
    found = window.findChildren(Encyclopedia)
    assert len(found) == 1
    qtbot.waitExposed(found[0])
    return window, found[0]


def _rows(entries) -> list[str]:
    return [entries.item(row).text() for row in range(entries.count())]


def _check_every_entry(page: Encyclopedia, lang: str) -> None:
    heroes = _rows(page.heroes.list)
    assert page.heroes.list.visible_keys() == list(HEROES)
    for row, hero in enumerate(HEROES.values()):
        shown = heroes[row]
        assert shown.startswith(text(f"hero.{hero.id}.name", lang))
        assert text(f"faction.{hero.faction.value}", lang) in shown
        assert text(f"sex.{hero.sex.value}", lang) in shown
        assert str(hero.hp) in shown
        for skill in hero.skills:
            assert text(f"skill.{skill}.name", lang) in shown
            assert text(f"skill.{skill}.text", lang) in shown
        assert not page.heroes.list.item(row).icon().isNull()  # the portrait
    cards = _rows(page.cards.list)
    assert page.cards.list.visible_keys() == [kind.value for kind in SPECS]
    for row, spec in enumerate(SPECS.values()):
        shown = cards[row]
        kind = spec.kind.value
        assert shown.startswith(text(f"card.{kind}.name", lang))
        assert text(f"cardtype.{spec.type.value}", lang) in shown
        assert text(f"card.{kind}.text", lang) in shown
        assert suits_and_ranks(spec.kind) in shown
        assert not page.cards.list.item(row).icon().isNull()  # a card face


def test_the_encyclopedia_lists_every_hero_and_card_in_both_languages(qtbot, settings, english):
    window, page = _open(qtbot, settings)
    assert page.windowTitle() == "Encyclopedia" and not page.isModal()
    assert [page.tabs.tabText(i) for i in range(2)] == ["Heroes", "Cards"]
    _check_every_entry(page, "en")
    assert page.heroes.count.text() == f"{len(HEROES)} of {len(HEROES)} heroes"
    assert "30 in the deck: ♠" in _rows(page.cards.list)[0]  # 30 Strikes
    window.switch_language("zh")
    qtbot.waitUntil(lambda: page.windowTitle() == "武将与卡牌图鉴")
    assert [page.tabs.tabText(i) for i in range(2)] == ["武将", "卡牌"]
    _check_every_entry(page, "zh")
    assert "牌堆中30张" in _rows(page.cards.list)[0]
    assert page.heroes.faction.itemText(0) == "全部势力"
    window.switch_language("en")
    qtbot.waitUntil(lambda: page.windowTitle() == "Encyclopedia")
    window.encyclopedia_action.trigger()  # asked again: the same window
    assert window.findChildren(Encyclopedia) == [page]
    page.close()


def test_the_encyclopedia_fits_a_1024_by_700_screen(qtbot, settings, english):
    _window, page = _open(qtbot, settings)
    assert page.frameGeometry().height() <= 700 and page.frameGeometry().width() <= 1024
    page.resize(page.width(), 5000)
    assert page.height() <= page.screen().availableGeometry().height()
    bar = page.heroes.list.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0)  # the heroes scroll
    page.close()


def test_the_faction_filter_shows_only_that_factions_heroes(qtbot, settings, english):
    _window, page = _open(qtbot, settings)
    tab = page.heroes
    labels = [tab.faction.itemText(i) for i in range(tab.faction.count())]
    assert labels == ["All factions", "Ruler", "Minister", "Commoner"]
    for faction in Faction:
        tab.faction.setCurrentIndex(tab.faction.findData(faction.value))
        expected = [hero.id for hero in HEROES.values() if hero.faction is faction]
        assert expected and tab.list.visible_keys() == expected
        assert tab.count.text() == f"{len(expected)} of {len(HEROES)} heroes"
    tab.search.setText("Liu Bang")  # a ruler: none among the commoners
    assert tab.list.visible_keys() == []
    tab.faction.setCurrentIndex(0)
    assert tab.list.visible_keys() == ["liu_bang"]
    page.close()


def test_the_hero_search_finds_names_and_skills_in_both_languages(qtbot, settings, english):
    _window, page = _open(qtbot, settings)
    tab = page.heroes
    hero = HEROES["liu_bang"]
    skill = hero.skills[0]
    for query in (
        "liu_bang",
        text("hero.liu_bang.name", "en").upper(),
        text("hero.liu_bang.name", "zh"),
        text(f"skill.{skill}.name", "en"),
        text(f"skill.{skill}.name", "zh"),
    ):
        tab.search.setText(query)
        assert "liu_bang" in tab.list.visible_keys(), query
        assert all(
            query.casefold()
            in "\n".join(
                [h] + [text(k, lang) for lang in ("zh", "en") for k in _hero_keys(h)]
            ).casefold()
            for h in tab.list.visible_keys()
        ), query
    tab.search.setText("no hero says xyzzy")
    assert tab.list.visible_keys() == []
    page.close()


def _hero_keys(hero_id: str) -> list[str]:
    keys = [f"hero.{hero_id}.name"]
    for skill in HEROES[hero_id].skills:
        keys += [f"skill.{skill}.name", f"skill.{skill}.text"]
    return keys


def test_the_card_search_finds_kinds_by_name_type_and_text(qtbot, settings, english):
    window, page = _open(qtbot, settings)
    tab = page.cards
    tab.search.setText("dodge")  # its name, and the texts that name it
    assert "dodge" in tab.list.visible_keys() and "strike" in tab.list.visible_keys()
    tab.search.setText("Fish Gut")
    assert tab.list.visible_keys() == [Kind.FISH_GUT.value]
    tab.search.setText("手捧雷")
    assert Kind.THUNDER.value in tab.list.visible_keys()
    tab.search.setText("Delayed trick")
    assert tab.list.visible_keys() == [Kind.PRISON.value, Kind.THUNDER.value]
    assert tab.count.text() == f"2 of {len(SPECS)} card kinds"
    tab.search.setText("xyzzy")
    assert tab.list.visible_keys() == []
    window.switch_language("zh")
    qtbot.waitUntil(lambda: tab.count.text() == f"共{len(SPECS)}种卡牌，显示0种")
    tab.search.setText("延时锦囊")
    assert tab.list.visible_keys() == [Kind.PRISON.value, Kind.THUNDER.value]
    window.switch_language("en")
    qtbot.waitUntil(lambda: page.windowTitle() == "Encyclopedia")
    page.close()


def test_the_deck_counts_add_up_to_the_standard_deck():
    assert sum(len(cards_of(kind)) for kind in SPECS) == len(STANDARD_DECK) == 106
    assert len(cards_of(Kind.STRIKE)) == 30
    assert suits_and_ranks(Kind.DUEL) == "♠A  ♥A  ♣A"


def test_the_portrait_wall_shows_every_hero_side_by_side_and_goes_back_to_the_list(
    qtbot, settings, english
):
    _window, page = _open(qtbot, settings)
    heroes = page.heroes
    listed = _rows(heroes.list)
    tips = [heroes.list.item(row).toolTip() for row in range(heroes.list.count())]
    page.resize(1000, 700)
    heroes.wall.click()
    qtbot.wait(50)
    entries = heroes.list
    assert entries.wall and all(text == "" for text in _rows(entries))
    assert entries.visible_keys() == list(HEROES)
    # the hero's own line first in each tooltip, and the portraits in rows of several
    for row in range(entries.count()):
        assert entries.item(row).toolTip().startswith(listed[row])
    first, second = (entries.visualItemRect(entries.item(n)) for n in (0, 1))
    assert second.top() == first.top() and second.left() > first.left()
    per_row = sum(entries.visualItemRect(entries.item(n)).top() == first.top() for n in range(35))
    assert per_row >= 6
    heroes.search.setText("Liu Bang")  # the filter still works on the wall
    assert entries.visible_keys() == ["liu_bang"]
    heroes.search.clear()
    heroes.wall.click()
    assert not entries.wall and _rows(entries) == listed
    assert [entries.item(row).toolTip() for row in range(entries.count())] == tips
