"""Languages: Qt translators for the interface, and the content language for game texts.

Interface strings go through ``tr()`` and the Qt Linguist files in ``translations/``
(compiled to ``.qm``); game content (heroes, skills, cards, log lines) comes from
:mod:`yxs_desktop.engine.content.texts` in the current language. Switching language
removes and installs translators; widgets then get a ``LanguageChange`` event and
retranslate themselves. Qt's own dialogs speak through Qt's catalog (``qtbase``), the
few texts it lacks through ours (:mod:`.qt_texts`), and the default locale follows the
language.
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from yxs_desktop.engine.content.texts import text
from yxs_desktop.package_files import data_folder

log = logging.getLogger(__name__)

LANGUAGES = ("zh", "en")
_LOCALES = {"zh": "zh_CN", "en": "en"}
_state = {"lang": "zh"}
_installed: list[QTranslator] = []


def translations_dir() -> Path:
    """Where the compiled ``.qm`` files are: the bundle's folder, the installed package's,
    or the source tree's (:func:`.package_files.data_folder`)."""
    return data_folder("translations")


def current_language() -> str:
    return _state["lang"]


def content(key: str) -> str:
    """A game text (``hero.<id>.name``, ``card.<kind>.name``...) in the current language."""
    return text(key, _state["lang"])


def reason_name(reason: str) -> str:
    """The name of what a request or an option is for (a skill, a card, a prompt's
    reason) in the current language; the id itself when it has no text."""
    for key in (f"skill.{reason}.name", f"card.{reason}.name", f"prompt.{reason}"):
        value = content(key)
        if value != key:
            return value
    return reason


def set_language(lang: str) -> bool:
    """Install the translators for ``lang``. A missing translation file is logged and
    the interface stays readable (English source strings); returns whether it loaded."""
    if lang not in LANGUAGES:
        log.warning("unknown language %r; using English", lang)
        lang = "en"
    app = QCoreApplication.instance()  # the translators' parent
    for translator in _installed:
        QCoreApplication.removeTranslator(translator)  # static, like installTranslator
    _installed.clear()
    _state["lang"] = lang
    ok = True
    locale = QLocale(_LOCALES[lang])
    # what Qt words by the locale follows the language too: the file dialog's dates and
    # its files' types ("Python 脚本"), which come from the locale, not from a catalog
    QLocale.setDefault(locale)
    sources = [("yxs", str(translations_dir()))]
    if lang != "en":
        sources.append(("qtbase", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)))
    for name, folder in sources:
        translator = QTranslator(app)
        if translator.load(locale, name, "_", folder):
            QCoreApplication.installTranslator(translator)
            _installed.append(translator)
        else:
            ok = False
            log.warning("translation %s for %s not found in %s", name, lang, folder)
    return ok
