"""Qt's own dialogs speak the program's language: in 中文 the file dialog (its labels,
buttons, column heads and files' types) and the standard buttons of message boxes and
button boxes are Chinese, also after a live switch; Qt's catalog loads, and the few texts
it lacks come from ours (:mod:`yxs_desktop.ui.qt_texts`)."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QDialogButtonBox,
    QFileDialog,
    QLabel,
    QMessageBox,
    QWidget,
)

from yxs_desktop.ui.i18n import set_language
from yxs_desktop.ui.qt_texts import QT_TEXTS, qt_texts

CJK = re.compile(r"[\u4e00-\u9fff]")
LATIN = re.compile(r"[A-Za-z]{2}")


@pytest.fixture
def chinese(qapp) -> Iterator[None]:
    set_language("zh")
    yield
    set_language("en")


def settle() -> None:
    for _ in range(3):
        QCoreApplication.sendPostedEvents()
        QCoreApplication.processEvents()


def english_words(widget: QWidget) -> list[str]:
    """The texts ``widget`` shows in English words: labels, buttons and their tooltips,
    and the column heads and type column of its file lists."""
    found = []
    for child in [widget, *widget.findChildren(QWidget)]:
        if not child.isVisible():
            continue
        texts = []
        if isinstance(child, QLabel):
            texts.append(child.text())
        elif isinstance(child, QAbstractButton):
            texts += [child.text(), child.toolTip()]
        elif isinstance(child, QAbstractItemView) and child.model() is not None:
            model = child.model()
            heads = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(4)]
            texts += [str(head) for head in heads if head]
        found += [t for t in texts if LATIN.search(t) and not CJK.search(t)]
    return found


def test_qt_ships_its_chinese_catalog_and_the_program_loads_it(chinese) -> None:
    folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "取消"
    assert QCoreApplication.translate("QFileDialog", "File &name:") != "File &name:", folder
    assert QLocale().language() == QLocale.Language.Chinese  # dates, files' types


def test_the_texts_qt_lacks_are_ours_in_chinese_and_in_english(qapp) -> None:
    set_language("zh")
    try:
        chinese = qt_texts()
    finally:
        set_language("en")
    english = qt_texts()
    assert len(chinese) == len(english) == len(QT_TEXTS)
    assert all(CJK.search(text) for text in chinese), chinese
    assert english == [source for _context, source, _disambiguation in QT_TEXTS]
    # each is asked for as Qt asks: with its context and disambiguation
    set_language("zh")
    try:
        for context, source, disambiguation in QT_TEXTS:
            said = QCoreApplication.translate(context, source, disambiguation)
            assert CJK.search(said), (context, source)
    finally:
        set_language("en")


def test_the_file_dialog_speaks_chinese(qtbot, chinese, tmp_path) -> None:
    (tmp_path / "a folder").mkdir()
    (tmp_path / "game.yxsr").write_text("{}\n", encoding="utf-8")
    for mode in (QFileDialog.FileMode.ExistingFile, QFileDialog.FileMode.Directory):
        dialog = QFileDialog(None, "", str(tmp_path), "*.yxsr")
        qtbot.addWidget(dialog)
        dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
        dialog.setFileMode(mode)
        dialog.show()
        settle()
        qtbot.waitUntil(lambda d=dialog: not english_words(d), timeout=3_000)
        # a folder's type in the list of files
        (view,) = [
            v for v in dialog.findChildren(QAbstractItemView) if v.objectName() == "treeView"
        ]
        model = view.model()
        qtbot.waitUntil(lambda v=view: v.model().rowCount(v.rootIndex()) > 0, timeout=3_000)
        root = view.rootIndex()
        types = {model.index(row, 2, root).data() for row in range(model.rowCount(root))}
        assert "文件夹" in types
        dialog.close()


def test_standard_buttons_follow_a_live_switch_to_chinese(qtbot, qapp) -> None:
    set_language("en")
    try:
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok
            | QDialogButtonBox.StandardButton.Cancel
            | QDialogButtonBox.StandardButton.Close
        )
        box = QMessageBox(
            QMessageBox.Icon.Question,
            "",
            "?",
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        )
        for widget in (buttons, box):
            qtbot.addWidget(widget)
        assert sorted(b.text() for b in buttons.buttons()) == ["Cancel", "Close", "OK"]
        set_language("zh")
        settle()
        assert sorted(b.text() for b in buttons.buttons()) == sorted(["确定", "取消", "关闭"])
        assert all(CJK.search(b.text()) for b in box.buttons())
    finally:
        set_language("en")
