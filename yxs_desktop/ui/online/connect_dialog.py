"""Play online…: the player's name and the server to connect to.

The servers connected to before are a list (most recent first, at most
:data:`~yxs_desktop.client.address.MAX_SERVERS`, the ``servers`` setting) to pick from,
add to and remove from; an address is checked as it is typed (client/address.py) and OK
is off until it and the name are good. "Start a server on this computer" asks for a
local server (client/local_server.py) on a port, on loopback or, when chosen, for the
local network; whoever opened the dialog starts it. OK keeps the name and puts the
server first in the list; Cancel changes nothing.
"""

from __future__ import annotations

import re
from typing import Final

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from yxs_desktop.client.address import (
    DEFAULT_PORT,
    MAX_SERVERS,
    AddressError,
    Reason,
    remember,
    same_server,
    server_url,
)
from yxs_desktop.protocol.limits import NAME_LENGTH
from yxs_desktop.ui.settings import Settings

_CONTROL: Final = re.compile(r"[\x00-\x1f\x7f]")
_ERROR_STYLE: Final = "color: #c0282d;"


def good_name(name: str) -> bool:
    """Whether the protocol takes ``name`` (1–24 characters, not only spaces, one line)."""
    return bool(name.strip()) and len(name) <= NAME_LENGTH and not _CONTROL.search(name)


class ConnectDialog(QDialog):
    """Play online…: :meth:`name` and :meth:`result_url` once accepted (and
    :meth:`start_local`, :meth:`local_port`, :meth:`lan` for a server of one's own)."""

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("connect_dialog")
        self.settings = settings
        self.servers = settings.servers()
        self.name_edit = QLineEdit(settings.get("player_name"), self)
        self.name_edit.setObjectName("connect_name")
        self.name_edit.setMaxLength(NAME_LENGTH)
        self.address = QLineEdit(self.servers[0] if self.servers else "", self)
        self.address.setObjectName("connect_address")
        self.problem = QLabel(self)
        self.problem.setObjectName("connect_problem")
        self.problem.setWordWrap(True)
        self.problem.setTextFormat(Qt.TextFormat.PlainText)
        self.server_list = QListWidget(self)
        self.server_list.setObjectName("connect_servers")
        self.server_list.currentItemChanged.connect(self._picked)
        self.server_list.itemDoubleClicked.connect(lambda _item: self.accept())
        self.add_button = QPushButton(self)
        self.add_button.setObjectName("connect_add")
        self.add_button.clicked.connect(self.add_server)
        self.remove_button = QPushButton(self)
        self.remove_button.setObjectName("connect_remove")
        self.remove_button.clicked.connect(self.remove_server)
        self.local = QCheckBox(self)
        self.local.setObjectName("connect_local")
        self.port = QSpinBox(self)
        self.port.setObjectName("connect_port")
        self.port.setRange(1, 65535)
        self.port.setValue(DEFAULT_PORT)
        self.lan_box = QCheckBox(self)
        self.lan_box.setObjectName("connect_lan")
        self.local.toggled.connect(lambda _on: self._check())

        self.name_label, self.address_label = QLabel(self), QLabel(self)
        self.list_label, self.port_label = QLabel(self), QLabel(self)
        form = QFormLayout()
        form.addRow(self.name_label, self.name_edit)
        form.addRow(self.address_label, self.address)
        form.addRow("", self.problem)
        list_buttons = QVBoxLayout()
        list_buttons.addWidget(self.add_button)
        list_buttons.addWidget(self.remove_button)
        list_buttons.addStretch(1)
        servers = QHBoxLayout()
        servers.addWidget(self.server_list, 1)
        servers.addLayout(list_buttons)
        local_row = QHBoxLayout()
        local_row.addWidget(self.port_label)
        local_row.addWidget(self.port)
        local_row.addWidget(self.lan_box, 1)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        box = QVBoxLayout(self)
        box.addLayout(form)
        box.addWidget(self.list_label)
        box.addLayout(servers)
        box.addWidget(self.local)
        box.addLayout(local_row)
        box.addWidget(self.buttons)
        self.name_edit.textChanged.connect(lambda _text: self._check())
        self.address.textChanged.connect(lambda _text: self._check())
        self._fill_list()
        self.retranslate()

    # ------------------------------------------------------------------ what was chosen
    def name(self) -> str:
        """The player's name, trimmed."""
        return self.name_edit.text().strip()

    def result_url(self) -> str:
        """The ``ws://`` or ``wss://`` URL to connect to (the local server's when one is
        asked for)."""
        if self.start_local():
            return f"ws://127.0.0.1:{self.local_port()}/"
        return server_url(self.address.text())

    def start_local(self) -> bool:
        """Whether a server is to be started on this computer first."""
        return self.local.isChecked()

    def local_port(self) -> int:
        return self.port.value()

    def lan(self) -> bool:
        """Whether the local server is to serve the local network too (else loopback)."""
        return self.start_local() and self.lan_box.isChecked()

    # ------------------------------------------------------------------ the list
    def add_server(self) -> None:
        """Put the address typed first in the list (if it is one)."""
        if self._address_problem() is None:
            self.servers = remember(self.servers, self.address.text())
            self._fill_list()

    def remove_server(self) -> None:
        """Take the chosen server off the list."""
        item = self.server_list.currentItem()
        if item is None:
            return
        row = self.server_list.row(item)
        del self.servers[row]
        self._fill_list()
        self.server_list.setCurrentRow(min(row, len(self.servers) - 1))

    def _fill_list(self) -> None:
        self.server_list.blockSignals(True)
        self.server_list.clear()
        for server in self.servers:
            QListWidgetItem(server, self.server_list)
        self.server_list.blockSignals(False)
        self._check()

    def _picked(self, item: QListWidgetItem | None) -> None:
        if item is not None:
            self.address.setText(item.text())
        self._check()

    # ------------------------------------------------------------------ checks
    def _address_problem(self) -> Reason | None:
        try:
            server_url(self.address.text())
        except AddressError as error:
            return error.reason
        return None

    def _check(self) -> None:
        """Show what is wrong, and OK only when nothing is."""
        local = self.start_local()
        remote: tuple[QWidget, ...] = (
            self.address,
            self.server_list,
            self.address_label,
            self.list_label,
        )
        for widget in remote:
            widget.setEnabled(not local)
        for widget in (self.port, self.port_label, self.lan_box):
            widget.setEnabled(local)
        self.remove_button.setEnabled(not local and self.server_list.currentItem() is not None)
        reason = None if local else self._address_problem()
        self.add_button.setEnabled(
            not local
            and reason is None
            and not any(same_server(s, self.address.text()) for s in self.servers[:1])
        )
        problem = ""
        if not good_name(self.name_edit.text()):
            problem = self.tr("Type your name: at most %1 characters.").replace(
                "%1", str(NAME_LENGTH)
            )
        elif reason is not None:
            problem = self._reason_text(reason)
        self.problem.setText(problem)
        self.problem.setStyleSheet(_ERROR_STYLE if problem and reason != "empty" else "")
        self.problem.setVisible(bool(problem))
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(not problem)

    def _reason_text(self, reason: Reason) -> str:
        forms = self.tr("host, host:port, ws://host:port/path or wss://host/path")
        texts = {
            "empty": self.tr("Type the server's address: %1."),
            "scheme": self.tr("Only ws:// and wss:// addresses can be used: %1."),
            "host": self.tr("That is not a host name or an IP address: %1."),
            "port": self.tr("The port must be a number from 1 to 65535."),
            "path": self.tr("A path needs ws:// or wss:// and only the characters of a URL: %1."),
            "query": self.tr("An address has no ? or # part: %1."),
        }
        return texts[reason].replace("%1", forms)

    def accept(self) -> None:
        """Keep the name and the list, with the server used first in it (nothing while
        the name or the address is wrong: the dialog stays open)."""
        self._check()
        if not self.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled():
            return
        self.settings.set("player_name", self.name())
        if not self.start_local():
            self.servers = remember(self.servers, self.address.text())
        self.settings.set_servers(self.servers[:MAX_SERVERS])
        super().accept()

    # ------------------------------------------------------------------ texts
    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Play online"))
        self.name_label.setText(self.tr("Your name"))
        self.address_label.setText(self.tr("Server"))
        self.address.setPlaceholderText(self.tr("host:port, e.g. 192.168.1.20:9527"))
        self.list_label.setText(self.tr("Servers used before"))
        self.add_button.setText(self.tr("Add"))
        self.add_button.setToolTip(self.tr("Put the address typed on the list"))
        self.remove_button.setText(self.tr("Remove"))
        self.remove_button.setToolTip(self.tr("Take the chosen server off the list"))
        self.local.setText(self.tr("Start a server on this computer"))
        self.port_label.setText(self.tr("Port"))
        self.lan_box.setText(self.tr("Let others on the local network join"))
        self.lan_box.setToolTip(
            self.tr(
                "The server listens on every address of this computer, not only on this "
                "computer itself: anyone who can reach it on the network may connect"
            )
        )
        self._check()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
