"""The person's own dashboard and the prompt box: every skill of the hero shown, greyed
until it offers something; the prompt box above the hand with the answer's buttons; HP as
jade magatama, as many jade as the HP left; equipment as small cards."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication, QWidget

from tests.scenario import Scenario
from tests.ui.test_table_details import _page_at, _update
from yxs_desktop.engine.cards import STANDARD_DECK
from yxs_desktop.engine.enums import Kind, Slot
from yxs_desktop.engine.heroes import HEROES, LORD_SKILLS
from yxs_desktop.ui.i18n import content, set_language
from yxs_desktop.ui.layout import SMALL_SCREEN_VIEW, table_layout
from yxs_desktop.ui.table import seat_parts
from yxs_desktop.ui.table.page import TablePage
from yxs_desktop.ui.table.prompt_box import rounded
from yxs_desktop.ui.table.skill_bar import SkillBar

ME = 0


def _play_turn(hero: str) -> Scenario:
    sc = Scenario([hero], hands={ME: ["strike", "medicine", "dodge"]}, deck=["dodge"] * 8)
    sc.start_turn(ME)
    return sc


def test_the_dashboard_shows_every_skill_of_the_hero_greyed_until_it_offers_something(
    qtbot,
) -> None:
    # 虞姬's 舍身 and 诀别 offer nothing in a play phase with these cards
    page, _session = _page_at(qtbot, _play_turn("yu_ji").game)
    bar = page.skill_bar
    assert list(bar.buttons) == ["sheshen", "juebie"]
    assert all(button.isVisible() and not button.isEnabled() for button in bar.buttons.values())
    assert page.skill_buttons == {}
    name = content("skill.juebie.name")
    assert bar.buttons["juebie"].text() == name
    assert bar.buttons["juebie"].toolTip() == f"{name}\n{content('skill.juebie.text')}"


def test_a_skill_that_offers_something_is_pressed_to_choose_it(qtbot) -> None:
    page, _session = _page_at(qtbot, _play_turn("liu_bang").game)
    button = page.skill_bar.buttons["yuren"]
    assert button.isEnabled() and list(page.skill_buttons) == ["yuren"]
    button.click()
    assert page.selection is not None and page.selection.skill == "yuren"
    assert button.isChecked()


def test_the_prompt_box_lies_above_the_hand_with_the_answer_buttons_in_it(qtbot) -> None:
    page, _session = _page_at(qtbot, _play_turn("yu_ji").game)
    lay = page.scene.layout_
    box = page.prompt_box
    assert box.geometry() == rounded(lay.prompt_box)
    assert box.parentWidget() is page.view.viewport()  # over the table, not under it
    for widget in (page.prompt, page.ok, page.cancel, page.end, page.tracker_button):
        corner = widget.mapTo(box, widget.rect().topLeft())
        assert box.rect().contains(corner) and widget.isVisible(), widget.objectName()
        far = widget.mapTo(box, widget.rect().bottomRight())
        assert box.rect().contains(far), widget.objectName()
    assert page.end.isEnabled() and not page.ok.isEnabled()  # a play phase, nothing chosen
    dash = lay.seats[ME]
    assert dash.dashboard and dash.skills is not None
    assert page.skill_bar.geometry() == rounded(dash.skills)


def _render(paint, width: int, height: int) -> QImage:  # type: ignore[no-untyped-def]
    image = QImage(width, height, QImage.Format.Format_ARGB32)
    image.fill(QColor("#202020"))
    painter = QPainter(image)
    paint(painter)
    painter.end()
    return image


@pytest.mark.parametrize(("hp", "max_hp"), [(5, 5), (3, 5), (1, 4), (0, 3)])
@pytest.mark.parametrize("column", [True, False])
def test_hp_shows_one_jade_magatama_per_hp_left_and_grey_ones_for_hp_lost(
    qapp, hp: int, max_hp: int, column: bool
) -> None:
    bar = QRectF(0, 0, 22, 120) if column else QRectF(0, 0, 120, 12)
    image = _render(lambda p: seat_parts.paint_hp(p, bar, hp, max_hp), 22 if column else 120, 120)
    step = (bar.height() if column else bar.width()) / max_hp
    for i in range(max_hp):
        # the middle of each magatama's head (upper half of its box)
        middle = step * (i + 0.5)
        size = min(step * 0.92, bar.width() if column else bar.height())
        at = (
            QPointF(bar.center().x(), middle - size * 0.2)
            if column
            else QPointF(middle, 6 - size * 0.2)
        )
        color = image.pixelColor(int(at.x() + size * 0.2), int(at.y()))
        saturated = color.saturationF() > 0.35
        assert saturated == (i < hp), (i, color.name())


def test_the_dashboard_equipment_is_a_small_card_naming_it_or_the_empty_slot(qapp) -> None:
    rect = QRectF(0, 0, 58, 28)
    pictures = {}
    for slot, kind in (
        (Slot.WEAPON, Kind.OVERLORD_BOW),
        (Slot.ARMOUR, Kind.JADE_RUYI),
        (Slot.ATTACK_HORSE, Kind.ATTACK_HORSE),
        (Slot.DEFENCE_HORSE, Kind.DEFENCE_HORSE),
    ):
        card = next(c.id for c in STANDARD_DECK if c.kind is kind)
        for lang in ("zh", "en"):
            for shown in (card, None):
                picture = _render(
                    lambda p, s=slot, c=shown, lg=lang: seat_parts.paint_equip_card(
                        p, rect, s, c, "Sans", lg
                    ),
                    58,
                    28,
                )
                pictures[(slot, lang, shown)] = picture
    for a, b in itertools.combinations(pictures, 2):
        assert pictures[a] != pictures[b], (a, b)


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_every_heros_skill_names_fit_their_buttons_at_1024_by_700(qtbot, lang: str) -> None:
    """Each hero's skills, with its faction's lord skill (as a lord holds them), as the
    dashboard shows them at the table a 1024×700 screen leaves: every name whole."""
    set_language(lang)
    try:
        lay = table_layout(5, *SMALL_SCREEN_VIEW, ME)
        skills = lay.seats[ME].skills
        assert skills is not None
        holder = QWidget()
        qtbot.addWidget(holder)
        holder.resize(int(lay.width), int(lay.height))
        bar = SkillBar(lambda _skill: None, holder)
        bar.place(skills)
        holder.show()
        cut = []
        for hero in HEROES.values():
            held = [*hero.skills, LORD_SKILLS[hero.faction]]
            bar.show_skills(held, (), None)
            QApplication.processEvents()  # laid out: each name fitted to its button
            for skill, button in bar.buttons.items():
                if button.text() != content(f"skill.{skill}.name"):
                    cut.append(f"{hero.id}: {button.text()!r} ({button.width()} px)")
        assert not cut, cut
    finally:
        set_language("en")


def test_an_answered_question_leaves_the_prompt_box(qtbot) -> None:
    page, session = _page_at(qtbot, _play_turn("yu_ji").game)
    assert page.prompt.text()  # the play phase's question
    page.press_end()
    assert len(session.answers) == 1
    assert page.prompt.text() == ""  # no stale question while the computers play


def test_the_prompt_box_and_skill_names_grow_with_the_table(qtbot) -> None:
    page, _session = _page_at(qtbot, _play_turn("yu_ji").game)
    sizes = []
    for width, height in ((1024, 700), (2200, 1400)):
        page.resize(width, height)
        qtbot.waitUntil(lambda w=width: page.scene.layout_.width > w * 0.6, timeout=5000)
        QApplication.processEvents()
        label = page.prompt.label
        sizes.append(
            (
                page.scene.layout_.scale,
                label.font().pixelSize(),
                page.ok.font().pixelSize(),
                page.skill_bar.buttons["juebie"].font().pixelSize(),
            )
        )
        assert page.prompt_box.geometry() == rounded(page.scene.layout_.prompt_box)
    (small_scale, *small), (large_scale, *large) = sizes
    assert large_scale > small_scale * 1.3
    assert all(b > a for a, b in zip(small, large, strict=True)), sizes


def test_a_spectators_prompt_box_has_no_answer_buttons(qtbot) -> None:
    page = TablePage(5, None)
    qtbot.addWidget(page)
    page.resize(1024, 700)
    page.show()
    qtbot.waitExposed(page)
    assert not any(b.isVisible() for b in (page.ok, page.cancel, page.end))
    assert page.tracker_button.isVisible() and page.prompt.isVisible()
    assert not page.takeover_button.isVisible()  # nobody's seat to hand over


def test_a_replay_shows_the_bottom_seats_skills_on_its_dashboard(qtbot) -> None:
    sc = _play_turn("yu_ji")
    page = TablePage(5, None)
    qtbot.addWidget(page)
    page.set_read_only()
    page.resize(1024, 700)
    page.show()
    qtbot.waitExposed(page)
    page.jump_to(_update(sc.game, None))
    bottom = page.scene.layout_.bottom_seat
    assert list(page.skill_bar.buttons) == list(sc.p(bottom).hero.skills)  # type: ignore[union-attr]
    assert page.skill_buttons == {}  # shown, never pressable
