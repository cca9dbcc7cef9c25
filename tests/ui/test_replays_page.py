"""The Replays page lists the saved games of the replay folder as the files say (mode,
result, the person's hero and role, length; a damaged file greyed with its reason), sorts
by date and by length, filters by mode, result and text, and its keys and buttons do what
they say: Enter opens the viewer on the file, F2 renames in place, Del deletes with an Undo
that brings the files back, Import adds a row; Back deletes for good. Ctrl+R and the start
page's button show it; it speaks both languages and fits a 1024×700 screen.
"""

from __future__ import annotations

import datetime
import shutil
from pathlib import Path

import msgspec
import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QAbstractItemView, QApplication, QLineEdit, QMessageBox

from tests.replay.helpers import lines, rewrite
from yxs_desktop.client.replay_files import TRASH_NAME
from yxs_desktop.engine import text
from yxs_desktop.recorded_selfplay import play_and_record
from yxs_desktop.replay.format import ENCODER, Header, Seat
from yxs_desktop.replay.reader import read_replay
from yxs_desktop.ui import fit
from yxs_desktop.ui.i18n import set_language
from yxs_desktop.ui.main_window import MainWindow
from yxs_desktop.ui.replays.model import DATE, HERO, LENGTH, MODE, NAME, RESULT, ROLE
from yxs_desktop.ui.replays.page import ReplaysPage

# name: mode, seed, the person's seat (None: computer players), the day it was played;
# their lengths, 32, 4 and 13 rounds, sort otherwise as texts than as numbers
GAMES = {
    "older": ("identity5", 1, 2, 3),
    "newest": ("identity5", 3, None, 9),
    "team": ("3v3-casual", 1, None, 5),
}
DAMAGED = "broken.yxsr"


def dated(path: Path, day: int, person: int | None) -> None:
    """Give the replay at ``path`` the date of ``day`` (of March 2026), and a person's seat."""
    all_lines = lines(path)
    header = msgspec.json.decode(all_lines[0], type=Header)
    seats = [
        Seat(s.seat, name="Me", player="person") if s.seat == person else s for s in header.seats
    ]
    date = datetime.datetime(2026, 3, day, 12, tzinfo=datetime.UTC).isoformat()
    changed = msgspec.structs.replace(header, seats=seats, date=date)
    rewrite(path, [ENCODER.encode(changed), *all_lines[1:]])


@pytest.fixture(scope="module")
def recorded(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("recorded")
    for name, (mode, seed, person, day) in GAMES.items():
        path = folder / f"{name}.yxsr"
        play_and_record(path, mode, seed)
        dated(path, day, person)
    (folder / DAMAGED).write_bytes(b"\x1f\x8b not really gzip")
    return folder


@pytest.fixture
def folder(recorded: Path, tmp_path: Path) -> Path:
    return Path(shutil.copytree(recorded, tmp_path / "replays"))


@pytest.fixture
def window(qtbot, settings, english, folder: Path) -> MainWindow:
    settings.set("replay_folder", str(folder))
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.show()
    return window


def open_page(window: MainWindow) -> ReplaysPage:
    page = window.show_replays()
    assert page is not None and window.stack.currentWidget() is page
    return page


def names(page: ReplaysPage) -> list[str]:
    return page.row_texts(NAME)


def row_of(page: ReplaysPage, name: str) -> int:
    return names(page).index(name)


def test_the_rows_show_each_games_mode_result_hero_and_role(window, folder):
    page = open_page(window)
    assert sorted(names(page)) == sorted([*GAMES, "broken"])
    older = read_replay(folder / "older.yxsr")
    assert older.result is not None and older.heroes is not None
    row = row_of(page, "older")
    cell = page.row_texts
    assert cell(MODE)[row] == text("mode.identity5", "en")
    assert cell(HERO)[row] == text(f"hero.{older.heroes.heroes[2]}.name", "en")
    assert cell(ROLE)[row] == text(f"role.{older.result.roles[2]}", "en")
    assert cell(RESULT)[row] == ("Won" if 2 in older.result.winners else "Lost")
    team = read_replay(folder / "team.yxsr")
    assert team.result is not None
    row = row_of(page, "team")
    assert cell(MODE)[row] == text("mode.3v3-casual", "en")
    assert cell(RESULT)[row] == f"Watched: {text(f'title.{team.result.title}', 'en')}"
    assert cell(HERO)[row] == cell(ROLE)[row] == ""  # nobody's seat was a person's


def test_a_damaged_file_is_listed_greyed_with_the_reason_as_its_tooltip(window, folder):
    page = open_page(window)
    row = row_of(page, "broken")
    index = page.proxy.index(row, RESULT)
    assert index.data() == "Damaged"
    assert index.data(Qt.ItemDataRole.ForegroundRole) is not None
    with pytest.raises(Exception) as caught:
        read_replay(folder / DAMAGED)
    assert index.data(Qt.ItemDataRole.ToolTipRole) == caught.value.text("en")
    healthy = page.proxy.index(row_of(page, "older"), RESULT)
    assert healthy.data(Qt.ItemDataRole.ForegroundRole) is None


def test_sorting_by_date_puts_the_newest_first_and_by_length_orders_by_rounds(window):
    page = open_page(window)
    page.table.sortByColumn(DATE, Qt.SortOrder.DescendingOrder)
    games = [name for name in names(page) if name != "broken"]
    assert games == sorted(GAMES, key=lambda name: -GAMES[name][3])
    page.table.sortByColumn(DATE, Qt.SortOrder.AscendingOrder)
    assert [name for name in names(page) if name != "broken"] == games[::-1]
    page.table.sortByColumn(LENGTH, Qt.SortOrder.AscendingOrder)
    lengths = [cell for cell in page.row_texts(LENGTH) if cell]
    rounds = [int(cell.split()[0]) for cell in lengths]
    assert len(rounds) == len(GAMES) and rounds == sorted(rounds)
    assert lengths != sorted(lengths)  # "4 rounds" before "13 rounds": as numbers


def test_the_mode_result_and_text_filters_hide_the_other_rows(qtbot, window):
    page = open_page(window)
    page.mode_filter.setCurrentIndex(page.mode_filter.findData("3v3-casual"))
    assert names(page) == ["team"]
    page.mode_filter.setCurrentIndex(page.mode_filter.findData("identity5"))
    assert sorted(names(page)) == ["newest", "older"]
    page.result_filter.setCurrentIndex(page.result_filter.findData("watched"))
    assert names(page) == ["newest"]
    page.mode_filter.setCurrentIndex(0)  # all modes
    assert sorted(names(page)) == ["newest", "team"]
    page.result_filter.setCurrentIndex(0)
    qtbot.keyClicks(page.search, "OLD")
    assert names(page) == ["older"]
    page.search.clear()
    assert len(names(page)) == len(GAMES) + 1


def test_enter_opens_the_viewer_on_the_selected_file(qtbot, window, folder):
    page = open_page(window)
    page.select([folder / "team.yxsr"])
    page.table.setFocus()
    qtbot.keyClick(page.table, Qt.Key.Key_Return)
    viewer = window.replay_viewer
    assert viewer is not None and window.stack.currentWidget() is viewer
    assert viewer.playback.replay.header == read_replay(folder / "team.yxsr").header


def test_the_open_button_opens_the_viewer_and_a_damaged_file_says_why(qtbot, window, folder):
    page = open_page(window)
    page.select([folder / DAMAGED])
    page.buttons["open"].click()
    assert window.replay_viewer is None and window.replay_error is not None
    page.select([folder / "older.yxsr"])
    page.buttons["open"].click()
    assert window.replay_viewer is not None


def test_esc_in_a_replay_opened_from_the_list_goes_back_to_the_list(qtbot, window, folder):
    page = open_page(window)
    page.select([folder / "team.yxsr"])
    page.buttons["open"].click()
    viewer = window.replay_viewer
    assert viewer is not None
    qtbot.keyClick(viewer, Qt.Key.Key_Escape)
    assert window.replay_viewer is None and window.stack.currentWidget() is page
    assert page.selected_paths() == [folder / "team.yxsr"]


def rename_to(qtbot, page: ReplaysPage, name: str) -> None:
    page.table.setFocus()
    qtbot.keyClick(page.table, Qt.Key.Key_F2)
    editor = QApplication.focusWidget()
    assert isinstance(editor, QLineEdit)
    editor.selectAll()
    qtbot.keyClicks(editor, name)
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    # the delegate commits an editor's text from the event loop
    qtbot.waitUntil(lambda: page.table.state() != QAbstractItemView.State.EditingState)


def test_f2_renames_the_file_in_place_and_the_row_shows_the_new_name(qtbot, window, folder):
    page = open_page(window)
    page.select([folder / "older.yxsr"])
    rename_to(qtbot, page, "my best game")
    assert "my best game" in names(page) and "older" not in names(page)
    assert (folder / "my best game.yxsr").is_file() and not (folder / "older.yxsr").exists()
    assert page.selected_paths() == [folder / "my best game.yxsr"]
    assert window.encyclopedia is None  # F2 over the table is the table's


def test_a_refused_rename_says_why_and_keeps_the_name(qtbot, window, folder):
    page = open_page(window)
    page.select([folder / "older.yxsr"])
    rename_to(qtbot, page, "team")
    box = page.message_box
    assert isinstance(box, QMessageBox) and "team.yxsr" in box.text()
    assert sorted(names(page)) == sorted([*GAMES, "broken"])
    assert (folder / "older.yxsr").is_file()


def test_del_deletes_the_selected_rows_and_undo_brings_the_files_back(qtbot, window, folder):
    page = open_page(window)
    before = {p.name: p.read_bytes() for p in folder.glob("*.yxsr")}
    page.select([folder / "older.yxsr", folder / "team.yxsr"])
    page.table.setFocus()
    qtbot.keyClick(page.table, Qt.Key.Key_Delete)
    assert sorted(names(page)) == ["broken", "newest"]
    assert not (folder / "older.yxsr").exists()
    assert page.undo_bar.isVisible() and "2 replays deleted" in page.undo_label.text()
    page.undo_button.click()
    assert sorted(names(page)) == sorted([*GAMES, "broken"])
    assert {p.name: p.read_bytes() for p in folder.glob("*.yxsr")} == before
    assert not page.undo_bar.isVisible()
    assert sorted(p.name for p in page.selected_paths()) == ["older.yxsr", "team.yxsr"]


def test_back_after_a_delete_deletes_for_good_and_shows_the_start_page(window, folder):
    page = open_page(window)
    page.select([folder / "newest.yxsr"])
    page.buttons["delete"].click()
    page.buttons["back"].click()
    assert window.stack.currentWidget() is window.start_page
    assert not (folder / "newest.yxsr").exists()
    assert not (folder / TRASH_NAME).exists()
    assert "newest" not in names(open_page(window))


def test_a_deletion_left_in_the_trash_by_a_stopped_program_is_emptied_at_the_next_open(
    window, folder
):
    trash = folder / TRASH_NAME
    trash.mkdir()
    shutil.move(folder / "newest.yxsr", trash / "newest.yxsr")
    open_page(window)
    assert not (trash / "newest.yxsr").exists()
    assert (folder / "older.yxsr").is_file()


def test_import_adds_a_row_and_a_damaged_file_is_refused_with_its_reason(window, folder, tmp_path):
    page = open_page(window)
    outside = tmp_path / "outside"
    outside.mkdir()
    good = Path(shutil.copy(folder / "team.yxsr", outside / "from a friend.yxsr"))
    dated(good, 20, None)  # another game than the folder's copy
    bad = outside / "junk.yxsr"
    bad.write_text("junk")
    imported = page.import_paths([good, bad])
    assert imported == [folder / "from a friend.yxsr"]
    assert "from a friend" in names(page)
    assert page.selected_paths() == imported
    box = page.message_box
    assert isinstance(box, QMessageBox) and "junk.yxsr" in box.text()


def test_export_copies_the_selected_replays(window, folder, tmp_path):
    page = open_page(window)
    page.select([folder / "older.yxsr", folder / "team.yxsr"])
    target = tmp_path / "usb"
    target.mkdir()
    copies = page.export_to(page.selected_paths(), target)
    assert sorted(p.name for p in copies) == ["older.yxsr", "team.yxsr"]
    assert (target / "older.yxsr").read_bytes() == (folder / "older.yxsr").read_bytes()


def test_an_empty_folder_says_that_games_are_saved_automatically_and_where(
    qtbot, settings, english, tmp_path
):
    empty = tmp_path / "nothing here"
    settings.set("replay_folder", str(empty))
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.show()
    page = open_page(window)
    assert page.empty.isVisible() and not page.table.isVisible()
    assert "saved automatically" in page.empty.text() and str(empty) in page.empty.text()


def test_ctrl_r_and_the_start_pages_button_show_the_page(qtbot, window):
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    qtbot.keyClick(window, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    assert window.replays_page is not None
    assert window.stack.currentWidget() is window.replays_page
    window.show_start()
    window.start_page.replays_button.click()
    assert window.stack.currentWidget() is window.replays_page


def test_the_page_speaks_chinese_after_a_language_switch(qtbot, window):
    page = open_page(window)
    window.switch_language("zh")
    try:
        qtbot.waitUntil(lambda: page.buttons["delete"].text() == "删除")
        assert page.mode_filter.itemText(0) == "全部模式"
        assert page.proxy.headerData(DATE, Qt.Orientation.Horizontal) == "日期"
        row = row_of(page, "older")
        assert page.row_texts(MODE)[row] == text("mode.identity5", "zh")
        assert page.row_texts(RESULT)[row] in ("胜利", "失败")
    finally:
        set_language("en")


def test_the_page_fits_a_small_screen_with_every_control_in_sight(qtbot, window):
    most = fit.SMALL_SCREEN - fit.FRAME
    page = open_page(window)
    window.resize(most)
    qtbot.waitUntil(lambda: window.size() == most)
    least = window.minimumSizeHint()
    assert least.width() <= most.width() and least.height() <= most.height()
    controls = [*page.buttons.values(), page.table, page.search, page.result_filter]
    for widget in controls:
        top_left = widget.mapTo(window, widget.rect().topLeft())
        assert window.rect().contains(QRect(top_left, widget.size())), widget.objectName()
