"""The texts of Qt's own dialogs that Qt's catalog for Chinese lacks, translated by ours.

Qt's dialogs (the file dialog, the standard buttons of message boxes and button boxes)
speak through ``qtbase_zh_CN.qm``, which PySide6 ships and :func:`.i18n.set_language`
loads. That catalog is older than the Qt it comes with: a few texts Qt 6 changed are not
in it (the file dialog's "&Look in:" and "Files of &type:", a folder's type "Folder") and
would show in English in a Chinese window. Their context and source text are Qt's own, so
that Qt finds our translation of them: ``make lupdate`` takes them from here into the
``translations/yxs_*.ts`` files, and a translator installed for Qt's contexts answers for
them where Qt's catalog has nothing.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

#: Each text as Qt asks for it: its context, source text and disambiguation.
QT_TEXTS: tuple[tuple[str, str, str | None], ...] = (
    ("QFileDialog", "&Look in:", None),
    ("QFileDialog", "Files of &type:", None),
    ("QAbstractFileIconProvider", "Folder", "All other platforms"),
    ("QAbstractFileIconProvider", "Drive", None),
    ("QAbstractFileIconProvider", "Unknown", None),
)


def qt_texts() -> list[str]:
    """:data:`QT_TEXTS` in the current language, as Qt's dialogs show them (the calls
    below are what ``make lupdate`` reads: keep them with the table above)."""
    return [
        QCoreApplication.translate("QFileDialog", "&Look in:"),
        QCoreApplication.translate("QFileDialog", "Files of &type:"),
        QCoreApplication.translate("QAbstractFileIconProvider", "Folder", "All other platforms"),
        QCoreApplication.translate("QAbstractFileIconProvider", "Drive"),
        QCoreApplication.translate("QAbstractFileIconProvider", "Unknown"),
    ]
