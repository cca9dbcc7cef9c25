"""The player's settings, kept with QSettings, each with a type, a default and a check.

A corrupt or hand-edited value never crashes the program: it is replaced by its default
and a message goes to the log.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QLocale, QSettings

from yxs_desktop.client.address import MAX_SERVERS, AddressError, parse_address

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class Setting:
    key: str
    default: Any
    choices: tuple[Any, ...] | None = None
    low: float | None = None
    high: float | None = None
    check: Callable[[Any], bool] | None = None  # a further rule the value must meet


def _default_language() -> str:
    return "zh" if QLocale.system().language() == QLocale.Language.Chinese else "en"


def _server_list(value: str) -> bool:
    """The ``servers`` setting: at most MAX_SERVERS addresses, separated by spaces."""
    servers = value.split()
    if len(servers) > MAX_SERVERS:
        return False
    try:
        for server in servers:
            parse_address(server)
    except AddressError:
        return False
    return True


SETTINGS: dict[str, Setting] = {
    s.key: s
    for s in (
        Setting("language", "", ("", "zh", "en")),  # "" = follow the system
        Setting("player_name", ""),
        Setting("animation_speed", 1.0, low=0.25, high=50.0),
        # the start page's last choices (its MODES and TIME_LIMITS; never the game number:
        # a typed one is for the next game only)
        Setting(
            "mode",
            "identity5",
            ("identity5", "identity8", "identity5-simple", "3v3-casual", "3v3-competitive"),
        ),
        Setting("extra_choice", False, (False, True)),
        Setting("time_limit", 0, (0, 15, 30, 60)),
        # the computer players' levels by seat number, separated by commas; the start page
        # reads a level it does not offer (any more) as baseline
        Setting("ai_levels", ""),
        # the table's sound effects: on (False: muted) and their volume, 0 to 100
        Setting("sound", True, (False, True)),
        Setting("sound_volume", 70, low=0, high=100),
        # replays (client/replay_store.py): "" = the default folder; 0 kept = not recorded
        Setting("replay_folder", ""),
        Setting("replay_limit", 1000, low=0, high=100_000),
        # Play online: the servers connected to, most recent first (client/address.py)
        Setting("servers", "", check=_server_list),
    )
}


class Settings:
    """Typed access to the settings store (``QSettings`` in the user's config folder)."""

    def __init__(self, store: QSettings | None = None) -> None:
        self.store = store if store is not None else QSettings("yxs_desktop", "yxs")
        if self.store.status() != QSettings.Status.NoError:
            log.warning(
                "the settings file %s cannot be read (%s); starting from the defaults",
                self.store.fileName(),
                self.store.status().name,
            )
            self.store.clear()

    def get(self, key: str) -> Any:
        spec = SETTINGS[key]
        raw = self.store.value(key, spec.default)
        value = _coerce(raw, spec.default)
        if value is None or not _valid(value, spec):
            log.warning("setting %r has a bad value %r; using %r", key, raw, spec.default)
            self.store.setValue(key, spec.default)
            return spec.default
        return value

    def set(self, key: str, value: Any) -> None:
        spec = SETTINGS[key]
        if not _valid(value, spec):
            raise ValueError(f"{value!r} is not a valid value for the setting {key!r}")
        self.store.setValue(key, value)

    def servers(self) -> list[str]:
        """The remembered servers' addresses, most recent first."""
        return str(self.get("servers")).split()

    def set_servers(self, servers: list[str]) -> None:
        """Remember ``servers`` (addresses, most recent first; ValueError if one is not
        an address or there are too many)."""
        self.set("servers", " ".join(server.strip() for server in servers))

    def language(self) -> str:
        """The language to show: the setting, or the system's when it is unset."""
        return self.get("language") or _default_language()


def _coerce(raw: Any, default: Any) -> Any:
    try:
        if isinstance(default, bool):
            if isinstance(raw, str):
                return {"true": True, "false": False}.get(raw.lower())
            return bool(raw) if isinstance(raw, bool | int) else None
        if isinstance(default, float):
            return float(raw)
        if isinstance(default, int):
            return int(raw)
        if isinstance(default, str):
            return raw if isinstance(raw, str) else None
    except (TypeError, ValueError):
        return None
    return raw


def _valid(value: Any, spec: Setting) -> bool:
    if spec.choices is not None and value not in spec.choices:
        return False
    if spec.check is not None and not spec.check(value):
        return False
    return spec.low is None or spec.low <= value <= (spec.high or value)
