"""The new-game page's computer players: one level for every computer seat or one per seat
(Per seat…), which is what the game's seats play and what its replay records; the choice
kept in the settings (a level no longer offered read as Standard); each level shown with
what was measured of it in the chosen mode (a damaged strength file: not measured), a level
registered later shown with its measure as soon as it is published; both languages; the
create-room dialog names the levels as the new-game page does."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from yxs_desktop import selfplay
from yxs_desktop.ai import levels, strength
from yxs_desktop.ai.strength import Interval, Measure, Strength
from yxs_desktop.client.local import LocalSession
from yxs_desktop.replay.reader import read_replay
from yxs_desktop.ui.i18n import set_language
from yxs_desktop.ui.main_window import MainWindow
from yxs_desktop.ui.online.create_room_dialog import CreateRoomDialog
from yxs_desktop.ui.pages import MIXED, StartPage

LEFT = Qt.MouseButton.LeftButton
CJK = re.compile(r"[\u4e00-\u9fff]")


@pytest.fixture
def published(monkeypatch, tmp_path):
    """Write the strength file the program reads (``write(bytes)``), read afresh."""
    path = tmp_path / "strength.json"
    monkeypatch.setattr(strength, "packaged_path", lambda: path)
    strength.published.cache_clear()

    def write(data: bytes) -> Path:
        path.write_bytes(data)
        strength.published.cache_clear()
        return path

    yield write
    strength.published.cache_clear()


def measure(level: str, mode: str, difference: float, deals: int = 2000) -> Measure:
    return Measure(
        level=level,
        vs="baseline",
        mode=mode,
        deals=deals,
        seed=1,
        games=deals * 6,
        tested=0.5 + difference / 2,
        reference=0.5 - difference / 2,
        difference=Interval(difference, difference - 0.03, difference + 0.03),
        command=f"yxs arena --mode {mode} --games {deals} --seed 1 --ai {level} --vs baseline",
    )


def played_levels(session: LocalSession | None) -> list[str]:
    """The level that plays each seat of a local game's table: a computer seat's own, and
    for the person's seat the level that plays it under 托管."""
    assert session is not None
    room = session.room
    return [s.level if s.player == "computer" else room.settings.ai for s in room.seats]


def start(window: MainWindow, qtbot) -> None:
    page = window.start_page
    page.speed.setValue(25.0)
    qtbot.mouseClick(page.start_button, LEFT)
    assert window.session is not None


def test_one_level_for_all_is_the_level_of_every_computer_seat(
    qtbot, settings, english, random_offered
):
    window = MainWindow(settings)
    qtbot.addWidget(window)
    page = window.start_page
    page.level.setCurrentIndex(page.level.findData("random"))
    page.level.activated.emit(page.level.currentIndex())
    assert page.levels_for("identity5") == ["baseline", *["random"] * 4]
    start(window, qtbot)
    # the person's own player only answers for them under 托管
    assert played_levels(window.session) == ["baseline", *["random"] * 4]
    window.stop_game()


def test_a_level_per_seat_is_played_at_that_seat_and_recorded_in_the_replay(
    qtbot, settings, english, random_offered, tmp_path
):
    settings.set("replay_folder", str(tmp_path / "replays"))
    window = MainWindow(settings)
    qtbot.addWidget(window)
    page = window.start_page
    page.select_mode("identity5")
    dialog = page.choose_per_seat()
    assert sorted(dialog.combos) == [1, 2, 3, 4]  # not the person's seat
    assert dialog.labels[2].text() == "Seat 3"  # as the table names it: from 1
    dialog.combos[2].setCurrentIndex(dialog.combos[2].findData("random"))
    dialog.combos[4].setCurrentIndex(dialog.combos[4].findData("random"))
    dialog.accept()
    assert page.level.currentData() == MIXED
    assert "Random" in page.level_about.text() and "Standard" in page.level_about.text()
    start(window, qtbot)
    session = window.session
    assert played_levels(session) == ["baseline", "baseline", "random", "baseline", "random"]
    recorder = session.recorder
    assert recorder is not None
    window.stop_game()
    seats = read_replay(recorder.path).header.seats
    assert [seat.player for seat in seats] == [
        "person",
        "computer:baseline",
        "computer:random",
        "computer:baseline",
        "computer:random",
    ]


def test_play_again_keeps_the_levels_per_seat(qtbot, settings, english, random_offered):
    window = MainWindow(settings)
    qtbot.addWidget(window)
    page = window.start_page
    page.choose_level("random")
    start(window, qtbot)
    window.play_again()
    assert played_levels(window.session)[1:] == ["random"] * 4
    window.stop_game()


def test_the_levels_chosen_survive_a_restart(qtbot, settings, english, random_offered):
    first = MainWindow(settings)
    qtbot.addWidget(first)
    page = first.start_page
    dialog = page.choose_per_seat()
    dialog.combos[3].setCurrentIndex(dialog.combos[3].findData("random"))
    dialog.accept()
    start(first, qtbot)
    first.stop_game()

    again = MainWindow(settings).start_page
    qtbot.addWidget(again)
    assert again.levels_for("identity5") == [
        "baseline",
        "baseline",
        "baseline",
        "random",
        "baseline",
    ]
    assert again.level.currentData() == MIXED
    again.choose_level("random")
    again.remember(settings)
    restored = StartPage()
    qtbot.addWidget(restored)
    restored.restore(settings)
    assert restored.level.currentData() == "random" and restored.common_level() == "random"


def test_a_level_no_longer_offered_in_the_settings_reads_as_standard(qtbot, settings, english):
    settings.set("ai_levels", "random,nonsense,,baseline")  # random is not offered here
    page = StartPage()
    qtbot.addWidget(page)
    page.restore(settings)
    assert page.seat_levels == ["baseline"] * 8
    assert page.level.currentData() == "baseline"


def test_the_per_seat_choice_follows_the_mode_and_the_persons_seat(qtbot, english, random_offered):
    page = StartPage()
    qtbot.addWidget(page)
    page.select_mode("3v3-competitive")  # the person is the first team's leader
    person = next(s for s in range(6) if s not in page.computer_seats())
    dialog = page.choose_per_seat()
    assert sorted(dialog.combos) == page.computer_seats() and person not in dialog.combos
    assert f"Seat {person + 1}" in dialog.note.text()  # numbered from 1
    dialog.reject()
    page.select_mode("identity8")
    dialog = page.choose_per_seat()
    assert sorted(dialog.combos) == list(range(1, 8))
    dialog.reject()


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_each_level_shows_what_was_measured_in_the_chosen_mode(qtbot, lang, monkeypatch, published):
    trial = levels.Level("trial", levels.LEVELS["random"].build, offered=True)
    monkeypatch.setitem(levels.LEVELS, "trial", trial)
    monkeypatch.setattr(levels, "OFFERED", ("baseline", "trial"))
    monkeypatch.setattr(selfplay, "AI_KINDS", (*selfplay.AI_KINDS, "trial"))
    published(
        strength.encode(
            Strength((measure("trial", "identity5", 0.12), measure("trial", "3v3-casual", -0.05)))
        )
    )
    set_language(lang)
    try:
        page = StartPage()
        qtbot.addWidget(page)
        assert [page.level.itemData(i) for i in range(page.level.count())] == ["baseline", "trial"]
        page.select_mode("identity5")
        shown = page.level_about.text()
        assert ("参照级别" if lang == "zh" else "the reference level") in shown
        page.choose_level("trial")
        shown = page.level_about.text()
        if lang == "en":
            assert shown == (
                "wins 12 points more often than Standard in the same seat "
                "(Identity mode (5 players), 2,000 deals)"
            )
        else:
            assert "高 12 个百分点" in shown and "2,000 局牌" in shown
        tip = page.level.toolTip()
        assert len(tip.splitlines()) == 2  # both modes measured
        assert "+12.0" in tip and "-5.0" in tip
        page.select_mode("identity8")
        missing = "尚未测量" if lang == "zh" else "not measured yet"
        assert page.level_about.text() == missing
        page.select_mode("3v3-casual")
        assert ("低 5 个百分点" if lang == "zh" else "5 points less often") in (
            page.level_about.text()
        )
        assert bool(CJK.search(page.level.itemText(0))) == (lang == "zh")
    finally:
        set_language("en")


@pytest.mark.parametrize("damage", [b"{not json", b'{"measures": [{"level": 3}]}', b""])
def test_a_damaged_strength_file_shows_not_measured(
    qtbot, english, random_offered, published, damage
):
    published(damage)
    page = StartPage()
    qtbot.addWidget(page)
    page.choose_level("random")
    assert page.level_about.text().endswith("not measured yet")
    assert page.level.toolTip().endswith("not measured yet")


def test_the_create_room_dialog_names_and_describes_the_levels_as_the_new_game_page(
    qtbot, english, random_offered
):
    page = StartPage()
    dialog = CreateRoomDialog()
    qtbot.addWidget(page)
    qtbot.addWidget(dialog)

    def items(combo) -> list[tuple[object, str, object]]:
        role = Qt.ItemDataRole.ToolTipRole
        return [
            (combo.itemData(i), combo.itemText(i), combo.itemData(i, role))
            for i in range(combo.count())
        ]

    assert items(dialog.level) == items(page.level)
    assert [item[0] for item in items(dialog.level)] == ["baseline", "random"]
    dialog.level.setCurrentIndex(dialog.level.findData("random"))
    assert dialog.level_about.text().startswith("Plays any legal answer at random")
