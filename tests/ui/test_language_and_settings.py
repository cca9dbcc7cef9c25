"""Switching language changes what the window and the table show, at once; bad settings
and missing translations fall back to defaults with a message in the log."""

from __future__ import annotations

import logging

from PySide6.QtCore import QSettings, Qt

from yxs_desktop.engine.content.texts import text
from yxs_desktop.ui.i18n import current_language, set_language
from yxs_desktop.ui.main_window import MainWindow
from yxs_desktop.ui.settings import Settings


def test_switching_language_retranslates_the_window_and_the_table(qtbot, settings, english):
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.show()
    assert window.start_page.start_button.text() == "New local game"
    assert window.game_menu.title() == "&Game"
    window.start_page.speed.setValue(20.0)
    qtbot.mouseClick(window.start_page.start_button, Qt.MouseButton.LeftButton)
    page = window.table_page
    qtbot.waitUntil(lambda: page.dialog is not None, timeout=30_000)  # the hero choice
    assert page.end.text() == "End turn"

    window.switch_language("zh")
    assert current_language() == "zh"
    # Qt posts the LanguageChange events; they arrive on the next turn of the loop
    qtbot.waitUntil(lambda: window.start_page.start_button.text() == "开始本地游戏")
    assert window.game_menu.title() == "游戏(&G)"
    assert page.end.text() == "结束出牌"
    assert page.ok.text() == "确定"
    assert window.start_page.mode_buttons["identity5"].name.text() == text("mode.identity5", "zh")
    assert settings.get("language") == "zh"

    window.switch_language("en")
    qtbot.waitUntil(lambda: page.ok.text() == "OK")
    assert window.start_page.mode_buttons["identity5"].name.text() == text("mode.identity5", "en")
    window.stop_game()


def test_a_corrupt_settings_value_falls_back_to_its_default(tmp_path, qapp, caplog):
    path = tmp_path / "yxs.ini"
    path.write_text("[General]\nanimation_speed=fast\nlanguage=klingon\nmode=identity99\n")
    settings = Settings(QSettings(str(path), QSettings.Format.IniFormat))
    with caplog.at_level(logging.WARNING):
        assert settings.get("animation_speed") == 1.0
        assert settings.get("language") == ""
        assert settings.get("mode") == "identity5"
    assert "animation_speed" in caplog.text and "fast" in caplog.text
    assert settings.get("animation_speed") == 1.0  # repaired in the file


def test_an_unreadable_settings_file_starts_from_defaults(tmp_path, qapp, caplog):
    path = tmp_path / "yxs.ini"
    path.write_bytes(b"\x00\xff\xfe[General\nspeed=\x00")
    with caplog.at_level(logging.WARNING):
        settings = Settings(QSettings(str(path), QSettings.Format.IniFormat))
        assert settings.get("animation_speed") == 1.0


def test_a_missing_translation_keeps_the_interface_readable(monkeypatch, tmp_path, qapp, caplog):
    import yxs_desktop.ui.i18n as i18n

    monkeypatch.setattr(i18n, "translations_dir", lambda: tmp_path)
    with caplog.at_level(logging.WARNING):
        assert set_language("zh") is False
    assert "not found" in caplog.text
    assert current_language() == "zh"  # game content still switches
    set_language("en")


def test_the_settings_dialog_saves_name_language_and_speed(qtbot, settings, english):
    window = MainWindow(settings)
    qtbot.addWidget(window)
    dialog = window.show_settings()
    dialog.name.setText("  小明 ")
    dialog.language.setCurrentIndex(dialog.language.findData("zh"))
    dialog.speed.setValue(3.5)
    dialog.accept()
    assert settings.get("player_name") == "小明"
    assert settings.get("language") == "zh"
    assert settings.get("animation_speed") == 3.5
    assert current_language() == "zh"
    assert window.start_page.speed.value() == 3.5
    set_language("en")


def test_the_settings_dialog_mutes_and_sets_the_volume_of_the_table(qtbot, settings, english):
    window = MainWindow(settings)
    qtbot.addWidget(window)
    assert window.sound.enabled and window.sound.volume == 70  # the defaults
    dialog = window.show_settings()
    dialog.volume.setValue(35)
    dialog.sound_on.setChecked(False)
    assert not dialog.volume.isEnabled()  # no volume to set while muted
    dialog.accept()
    assert settings.get("sound") is False and settings.get("sound_volume") == 35
    assert not window.sound.enabled and window.sound.volume == 35
    assert window.sound.mixer.gain == 0.0
    dialog = window.show_settings()
    dialog.sound_on.setChecked(True)
    dialog.accept()
    assert window.sound.mixer.gain == 0.35


def test_an_open_settings_dialog_follows_a_language_switch(qtbot, settings, english):
    window = MainWindow(settings)
    qtbot.addWidget(window)
    dialog = window.show_settings()
    assert dialog.windowTitle() == "Settings"
    assert dialog.labels[0].text() == "Your name"
    set_language("zh")
    try:
        qtbot.waitUntil(lambda: dialog.windowTitle() == "设置")  # the change is an event
        assert [label.text() for label in dialog.labels] == ["你的名字", "语言", "节奏", "声音"]
        assert dialog.sound_on.text() == "开启" and dialog.volume.toolTip() == "音量"
        assert dialog.language.itemText(0) != "Same as the system"
    finally:
        set_language("en")
    qtbot.waitUntil(lambda: dialog.language.itemText(0) == "Same as the system")
    dialog.reject()
