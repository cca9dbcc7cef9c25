"""Play online…: the dialog remembers the servers used (most recent first) in the settings,
across a fresh start; a bad address is refused with a clear message and OK off; a corrupt
list of servers falls back to none rather than crashing; servers are added and removed;
a server of one's own is asked for on loopback unless the local network is chosen."""

from __future__ import annotations

import logging

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QDialogButtonBox

from yxs_desktop.ui.i18n import set_language
from yxs_desktop.ui.online.connect_dialog import ConnectDialog
from yxs_desktop.ui.settings import Settings

LEFT = Qt.MouseButton.LeftButton


def ok_button(dialog: ConnectDialog):
    return dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)


def open_dialog(qtbot, settings: Settings) -> ConnectDialog:
    dialog = ConnectDialog(settings)
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def fresh(settings: Settings) -> Settings:
    settings.store.sync()
    return Settings(QSettings(settings.store.fileName(), QSettings.Format.IniFormat))


def test_the_servers_used_are_remembered_most_recent_first_across_a_fresh_start(
    qtbot, settings, english
):
    for address in ("alpha.lan", "beta.lan:9000", "ws://alpha.lan:9527"):
        dialog = open_dialog(qtbot, settings)
        dialog.name_edit.setText("宋江")
        dialog.address.setText(address)
        qtbot.mouseClick(ok_button(dialog), LEFT)
        assert dialog.result() == ConnectDialog.DialogCode.Accepted
    assert dialog.result_url() == "ws://alpha.lan:9527/" and dialog.name() == "宋江"
    again = open_dialog(qtbot, fresh(settings))
    shown = [again.server_list.item(row).text() for row in range(again.server_list.count())]
    assert shown == ["ws://alpha.lan:9527", "beta.lan:9000"]  # alpha once, the last first
    assert again.address.text() == "ws://alpha.lan:9527"
    assert again.name_edit.text() == "宋江"


def test_a_bad_address_is_refused_with_a_clear_message_and_ok_off(qtbot, settings, english):
    dialog = open_dialog(qtbot, settings)
    dialog.name_edit.setText("吴用")
    dialog.address.setText("example.org:70000")
    assert not ok_button(dialog).isEnabled()
    assert dialog.problem.isVisible()
    assert dialog.problem.text() == "The port must be a number from 1 to 65535."
    dialog.address.setText("http://example.org")
    assert "Only ws:// and wss:// addresses" in dialog.problem.text()
    assert not ok_button(dialog).isEnabled()
    qtbot.keyClick(dialog.address, Qt.Key.Key_Return)  # Enter accepts nothing either
    dialog.accept()
    assert dialog.isVisible() and settings.servers() == []
    dialog.address.setText("example.org:9600")
    assert ok_button(dialog).isEnabled() and not dialog.problem.isVisible()
    assert dialog.result_url() == "ws://example.org:9600/"


def test_the_refusal_is_in_chinese_too(qtbot, settings, english):
    dialog = open_dialog(qtbot, settings)
    dialog.name_edit.setText("吴用")
    dialog.address.setText("host:0")
    set_language("zh")
    try:
        qtbot.waitUntil(lambda: dialog.problem.text() == "端口必须是 1 到 65535 之间的数字。")
    finally:
        set_language("en")


def test_a_wss_url_with_a_path_is_taken_and_remembered_as_typed(qtbot, settings, english):
    dialog = open_dialog(qtbot, settings)
    dialog.name_edit.setText("吴用")
    dialog.address.setText("wss://play.example.org/yxs/")
    assert ok_button(dialog).isEnabled() and not dialog.problem.isVisible()
    assert dialog.result_url() == "wss://play.example.org:443/yxs/"
    dialog.accept()
    assert settings.servers() == ["wss://play.example.org/yxs/"]


def test_a_query_or_a_stray_path_is_refused_in_english_and_chinese(qtbot, settings, english):
    dialog = open_dialog(qtbot, settings)
    dialog.name_edit.setText("吴用")
    dialog.address.setText("wss://play.example.org/yxs/?room=1")
    assert not ok_button(dialog).isEnabled()
    assert dialog.problem.text().startswith("An address has no ? or # part:")
    assert "wss://host/path" in dialog.problem.text()
    dialog.address.setText("play.example.org/yxs/")
    assert dialog.problem.text().startswith("A path needs ws:// or wss://")
    set_language("zh")
    try:
        qtbot.waitUntil(lambda: dialog.problem.text().startswith("只有 ws:// 或 wss:// 地址"))
        dialog.address.setText("wss://play.example.org/#x")
        assert dialog.problem.text().startswith("地址不能含 ? 或 # 部分")
        assert "wss://主机/路径" in dialog.problem.text()
    finally:
        set_language("en")


def test_a_name_is_needed(qtbot, settings, english):
    dialog = open_dialog(qtbot, settings)
    dialog.address.setText("localhost")
    dialog.name_edit.setText("   ")
    assert not ok_button(dialog).isEnabled()
    assert "Type your name" in dialog.problem.text()


def test_a_corrupt_list_of_servers_falls_back_to_none_without_crashing(
    qtbot, tmp_path, qapp, english, caplog
):
    path = tmp_path / "yxs.ini"
    path.write_text("[General]\nservers=good.lan ws://bad:99999 x/y\nplayer_name=林冲\n")
    settings = Settings(QSettings(str(path), QSettings.Format.IniFormat))
    with caplog.at_level(logging.WARNING):
        dialog = open_dialog(qtbot, settings)
    assert dialog.server_list.count() == 0 and dialog.address.text() == ""
    assert "servers" in caplog.text
    assert dialog.name_edit.text() == "林冲"
    assert settings.get("servers") == ""  # repaired in the file
    with pytest.raises(ValueError):  # nor can the program store a bad list
        settings.set_servers([f"host{n}.lan" for n in range(11)])
    with pytest.raises(ValueError):
        settings.set_servers(["host:0"])


def test_servers_are_added_and_removed_and_cancel_keeps_the_list(qtbot, settings, english):
    settings.set_servers(["one.lan", "two.lan"])
    dialog = open_dialog(qtbot, settings)
    dialog.address.setText("three.lan:9001")
    qtbot.mouseClick(dialog.add_button, LEFT)
    assert dialog.servers == ["three.lan:9001", "one.lan", "two.lan"]
    dialog.server_list.setCurrentRow(1)
    assert dialog.address.text() == "one.lan"  # picking one fills the address
    qtbot.mouseClick(dialog.remove_button, LEFT)
    assert dialog.servers == ["three.lan:9001", "two.lan"]
    dialog.reject()
    assert settings.servers() == ["one.lan", "two.lan"]
    dialog = open_dialog(qtbot, settings)
    dialog.server_list.setCurrentRow(1)
    qtbot.mouseClick(dialog.remove_button, LEFT)
    dialog.name_edit.setText("花荣")
    dialog.accept()
    assert settings.servers() == ["one.lan"]


def test_a_server_of_ones_own_is_on_loopback_unless_the_network_is_chosen(qtbot, settings, english):
    dialog = open_dialog(qtbot, settings)
    dialog.name_edit.setText("李逵")
    dialog.address.setText("")  # no address is needed for one's own server
    assert not ok_button(dialog).isEnabled()
    dialog.local.setChecked(True)
    assert ok_button(dialog).isEnabled() and not dialog.address.isEnabled()
    dialog.port.setValue(9600)
    assert dialog.start_local() and not dialog.lan()
    assert dialog.result_url() == "ws://127.0.0.1:9600/"
    dialog.lan_box.setChecked(True)
    assert dialog.lan()
    dialog.accept()
    assert settings.servers() == []  # one's own server is not put on the list
