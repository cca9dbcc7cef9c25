"""The settings dialog's "Replays" box: the folder replays go to (chosen, or the default
one) and how many are kept, saved on OK, untouched on Cancel, in both languages; and the
store a new game is recorded into follows them."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

import yxs_desktop.ui.replays.settings as replay_settings
from yxs_desktop.client.replay_store import default_replay_folder
from yxs_desktop.replay.verify import verify_file
from yxs_desktop.ui.i18n import set_language
from yxs_desktop.ui.main_window import MainWindow
from yxs_desktop.ui.replays.settings import replay_folder, replay_store_from


@pytest.fixture
def dialog(qtbot, settings, english):
    window = MainWindow(settings)
    qtbot.addWidget(window)
    dialog = window.show_settings()
    yield dialog
    dialog.close()


def test_a_new_game_is_recorded_in_the_default_folder_keeping_1000(settings):
    store = replay_store_from(settings)
    assert store is not None
    assert store.folder == default_replay_folder()
    assert store.limit == 1000


def test_the_replay_folder_and_number_kept_are_saved_on_ok(dialog, settings, tmp_path):
    box = dialog.replays
    box.set_folder(str(tmp_path / "my replays"))
    box.limit.setValue(50)
    dialog.accept()
    assert settings.get("replay_folder") == str(tmp_path / "my replays")
    assert settings.get("replay_limit") == 50
    store = replay_store_from(settings)
    assert store is not None
    assert store.folder == tmp_path / "my replays"
    assert store.limit == 50


def test_cancel_leaves_the_replay_settings_as_they_were(qtbot, settings, english, tmp_path):
    settings.set("replay_folder", str(tmp_path / "before"))
    settings.set("replay_limit", 300)
    window = MainWindow(settings)
    qtbot.addWidget(window)
    dialog = window.show_settings()
    assert dialog.replays.folder.text() == str(tmp_path / "before")
    assert dialog.replays.limit.value() == 300
    dialog.replays.set_folder(str(tmp_path / "after"))
    dialog.replays.limit.setValue(7)
    dialog.reject()
    assert settings.get("replay_folder") == str(tmp_path / "before")
    assert settings.get("replay_limit") == 300


def test_choose_takes_the_folder_picked_and_a_cancelled_pick_changes_nothing(
    dialog, qtbot, monkeypatch, tmp_path
):
    asked: list[str] = []

    def pick(parent, title, start):
        asked.append(start)
        return picked

    monkeypatch.setattr(replay_settings.QFileDialog, "getExistingDirectory", pick)
    box = dialog.replays
    picked = str(tmp_path / "picked")
    qtbot.mouseClick(box.choose_button, Qt.MouseButton.LeftButton)
    assert asked == [str(default_replay_folder())]  # it opens where replays go now
    assert box.folder.text() == picked
    picked = ""  # the person cancels the folder dialog
    qtbot.mouseClick(box.choose_button, Qt.MouseButton.LeftButton)
    assert asked[-1] == str(tmp_path / "picked")
    assert box.folder.text() == str(tmp_path / "picked")


def test_the_default_button_goes_back_to_the_default_folder(qtbot, settings, english, tmp_path):
    settings.set("replay_folder", str(tmp_path / "mine"))
    window = MainWindow(settings)
    qtbot.addWidget(window)
    dialog = window.show_settings()
    box = dialog.replays
    assert box.default_button.isEnabled()
    qtbot.mouseClick(box.default_button, Qt.MouseButton.LeftButton)
    assert box.folder.text() == ""
    assert box.folder.placeholderText() == str(default_replay_folder())  # what "" means
    assert not box.default_button.isEnabled()
    dialog.accept()
    assert settings.get("replay_folder") == ""
    assert replay_folder(settings) == default_replay_folder()


def test_choosing_the_default_folder_itself_keeps_following_the_default(dialog):
    dialog.replays.set_folder(str(default_replay_folder()))
    assert dialog.replays.folder.text() == ""
    assert not dialog.replays.default_button.isEnabled()


def test_keeping_no_replays_says_so_and_records_no_game(dialog, settings):
    dialog.replays.limit.setValue(0)
    assert dialog.replays.limit.text() == "Don't keep replays"
    dialog.accept()
    assert settings.get("replay_limit") == 0
    assert replay_store_from(settings) is None


def test_the_number_kept_stays_within_0_and_100000(dialog, settings):
    dialog.replays.limit.setValue(250_000)
    assert dialog.replays.limit.value() == 100_000
    with pytest.raises(ValueError):
        settings.set("replay_limit", -1)
    with pytest.raises(ValueError):
        settings.set("replay_limit", 100_001)


def test_a_bad_replay_limit_in_the_file_falls_back_to_1000(settings):
    settings.store.setValue("replay_limit", "lots")
    assert settings.get("replay_limit") == 1000
    settings.store.setValue("replay_limit", -3)
    assert settings.get("replay_limit") == 1000


def test_the_replays_box_reads_in_both_languages(dialog, qtbot):
    box = dialog.replays
    english = [box.title(), *(label.text() for label in box.labels)]
    assert english == ["Replays", "Folder", "Games kept"]
    assert (box.choose_button.text(), box.default_button.text()) == ("Choose…", "Default")
    assert box.limit.specialValueText() == "Don't keep replays"
    set_language("zh")
    try:
        qtbot.waitUntil(lambda: box.title() == "录像")  # the change is an event
        assert [label.text() for label in box.labels] == ["文件夹", "保留局数"]
        assert (box.choose_button.text(), box.default_button.text()) == ("选择…", "默认")
        assert box.limit.specialValueText() == "不保留录像"
        assert "删除" in box.limit.toolTip()
    finally:
        set_language("en")
    qtbot.waitUntil(lambda: box.title() == "Replays")
    assert Path(box.folder.placeholderText()) == default_replay_folder()


def test_every_game_started_from_the_window_is_saved_in_the_replay_folder(
    qtbot, settings, tmp_path
):
    settings.set("replay_folder", str(tmp_path / "mine"))
    window = MainWindow(settings)
    qtbot.addWidget(window)
    page = window.start_game("identity5", False, 50.0, 4, seat=None)
    qtbot.waitUntil(lambda: page.result_panel is not None, timeout=120_000)
    window.stop_game()  # the engine's thread closes the file
    (path,) = (tmp_path / "mine").glob("*.yxsr")
    assert path.name.endswith("-identity5-4.yxsr")
    qtbot.waitUntil(lambda: verify_file(path).ok, timeout=10_000)


def test_a_game_started_while_keeping_no_replays_writes_no_file(qtbot, settings, tmp_path):
    settings.set("replay_folder", str(tmp_path / "none"))
    settings.set("replay_limit", 0)
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.start_game("identity5", False, 50.0, 4, seat=None)
    window.stop_game()
    assert not (tmp_path / "none").exists()
