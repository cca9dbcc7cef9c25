"""``yxs server``'s settings from four places, the first that gives one winning: the
command line, the environment (``YXS_<NAME>``), a TOML config file (``--config FILE``,
or ``YXS_CONFIG``), the flag's default.

Each setting is one of the server's long flags (:class:`Option`): ``--max-rooms`` is the
config file's key ``max_rooms`` (or ``max-rooms``) and the environment variable
``YXS_MAX_ROOMS``. A config file gives a number as a TOML number, a path or an address as
a string, a switch (``--no-data``) as ``true`` or ``false`` and a repeatable flag
(``--allow-origin``) as an array of strings; the environment gives text, a repeatable
flag's values separated by commas and a switch as ``1``, ``0``, ``true`` or ``false``. Each
value is checked as the command line checks it (the flag's own argparse type and
choices). A variable that is empty counts as not set; other ``YXS_`` variables are not
this module's and are left alone.

What cannot be used (a config file that cannot be read or is not TOML, a key that is no
flag's, a value of the wrong type or that the flag refuses) is a :class:`SettingsError`
whose message names the file or the variable, and the key, in one line.
"""

from __future__ import annotations

import argparse
import difflib
import tomllib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final, Literal

#: The environment variables' prefix.
PREFIX: Final = "YXS_"
#: The variable naming the config file when the command line does not.
CONFIG_VARIABLE: Final = "YXS_CONFIG"

#: A setting's kind: one value (a whole number, a number, text), a switch, a repeatable flag.
Kind = Literal["int", "float", "str", "bool", "list"]

#: What the config file must give for each kind, in words.
_EXPECTED: Final[dict[str, str]] = {
    "int": "a whole number",
    "float": "a number",
    "str": "a string",
    "bool": "true or false",
    "list": "an array of strings",
}
_TRUE: Final = ("1", "true")
_FALSE: Final = ("0", "false")


class SettingsError(ValueError):
    """A setting that cannot be used: the message says where it came from and why, in
    one line."""


@dataclass(frozen=True, slots=True)
class Option:
    """One flag as the settings see it: ``dest`` (argparse's name, ``max_rooms``), its
    ``kind``, its ``default``, ``parse`` (the flag's argparse type: checks and converts
    one value given as text; None: the text itself), its ``choices`` (None: any) and
    whether the environment and a config file may give it (``layered``; a flag for
    programs only, or ``--config`` itself, may not)."""

    dest: str
    kind: Kind
    default: Any = None
    parse: Callable[[str], Any] | None = None
    choices: Sequence[Any] | None = None
    layered: bool = True

    @property
    def variable(self) -> str:
        """Its environment variable, ``YXS_MAX_ROOMS``."""
        return PREFIX + self.dest.upper()

    def value(self, text: str) -> Any:
        """``text`` checked and converted as the command line does (an
        ``argparse.ArgumentTypeError`` or ``ValueError`` saying why not)."""
        value = text if self.parse is None else self.parse(text)
        if self.choices is not None and value not in self.choices:
            shown = ", ".join(str(choice) for choice in self.choices)
            raise ValueError(f"{text!r} is not one of {shown}")
        return value


def from_environment(options: Sequence[Option], environ: Mapping[str, str]) -> dict[str, Any]:
    """The settings ``environ`` gives (dest → value): its ``YXS_<NAME>`` variables that
    are set and not empty."""
    found: dict[str, Any] = {}
    for option in options:
        text = environ.get(option.variable, "").strip()
        if not option.layered or not text:
            continue
        where = f"the environment variable {option.variable}"
        if option.kind == "bool":
            if text.lower() not in _TRUE + _FALSE:
                raise SettingsError(f"{where}: {text!r} is not 1, 0, true or false")
            found[option.dest] = text.lower() in _TRUE
        elif option.kind == "list":
            items = [item.strip() for item in text.split(",") if item.strip()]
            found[option.dest] = [_checked(option, item, where) for item in items]
        else:
            found[option.dest] = _checked(option, text, where)
    return found


def from_config(options: Sequence[Option], path: Path) -> dict[str, Any]:
    """The settings the TOML file ``path`` gives (dest → value)."""
    where = f"the config file {path}"
    try:
        with path.open("rb") as file:
            table = tomllib.load(file)
    except OSError as error:
        raise SettingsError(f"{where} cannot be read: {error.strerror or error}") from None
    except tomllib.TOMLDecodeError as error:
        raise SettingsError(f"{where} is not valid TOML: {error}") from None
    except UnicodeDecodeError:
        raise SettingsError(f"{where} is not valid TOML: it is not UTF-8 text") from None
    by_key = {option.dest: option for option in options if option.layered}
    found: dict[str, Any] = {}
    for key, value in table.items():
        dest = key.replace("-", "_")
        option = by_key.get(dest)
        if option is None:
            raise SettingsError(f"{where}: {_unknown(key, list(by_key))}")
        if dest in found:
            raise SettingsError(f"{where}: {dest} is given twice (as - and as _)")
        found[dest] = _from_toml(option, value, f"{where}: {key}")
    return found


def resolve(
    options: Sequence[Option],
    given: Mapping[str, Any],
    environ: Mapping[str, str],
    config: Path | None = None,
    exclusive: Sequence[tuple[str, ...]] = (),
) -> dict[str, Any]:
    """Every option's value (dest → value): ``given`` (the command line's, only what it
    gave), else ``environ``'s, else the config file ``config``'s (None: none), else its
    default. Of the options of one group of ``exclusive`` (``--data``/``--no-data``),
    only the one from the first place that gives one is kept, the others are their
    defaults; two from the same place are a :class:`SettingsError`."""
    layers = [
        ("the command line", dict(given)),
        ("the environment", from_environment(options, environ)),
        (f"the config file {config}", {} if config is None else from_config(options, config)),
    ]
    values: dict[str, Any] = {}
    source: dict[str, int] = {}
    for option in options:
        values[option.dest] = option.default
        for index, (_, layer) in enumerate(layers):
            if option.dest in layer:
                values[option.dest] = layer[option.dest]
                source[option.dest] = index
                break
    for group in exclusive:
        chosen = [dest for dest in group if dest in source and _set(values[dest])]
        if len(chosen) < 2:
            continue
        first = min(source[dest] for dest in chosen)
        winners = [dest for dest in chosen if source[dest] == first]
        if len(winners) > 1:
            both = " and ".join(winners)
            raise SettingsError(f"{layers[first][0]}: {both} cannot be given together")
        by_dest = {option.dest: option for option in options}
        for dest in chosen:
            if dest != winners[0]:
                values[dest] = by_dest[dest].default
    return values


def _set(value: Any) -> bool:
    """Whether a value asks for something (a switch off, no value or an empty list does
    not)."""
    return value is not None and value is not False and value != []


def _checked(option: Option, text: str, where: str) -> Any:
    try:
        return option.value(text)
    except (argparse.ArgumentTypeError, ValueError, TypeError) as error:
        raise SettingsError(f"{where}: {error}") from None


def _from_toml(option: Option, value: object, where: str) -> Any:
    """A config file's ``value`` for ``option``, checked (``where`` names the key)."""
    kind = option.kind
    wrong = SettingsError(f"{where} must be {_EXPECTED[kind]}, not {_toml_type(value)}")
    if kind == "bool":
        if not isinstance(value, bool):
            raise wrong
        return value
    if kind == "list":
        if not isinstance(value, list) or not all(isinstance(item, str) for item in value):
            raise wrong
        return [_checked(option, item, where) for item in value]
    if kind == "str":
        if not isinstance(value, str):
            raise wrong
        return _checked(option, value, where)
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise wrong
    if kind == "int" and not isinstance(value, int):
        raise wrong
    return _checked(option, str(value), where)


def _toml_type(value: object) -> str:
    """What a TOML value is, in words."""
    if isinstance(value, bool):
        return "a boolean"
    if isinstance(value, int):
        return "a whole number"
    if isinstance(value, float):
        return "a number with a fraction"
    if isinstance(value, str):
        return "a string"
    if isinstance(value, list):
        return "an array" if value else "an empty array"
    if isinstance(value, dict):
        return "a table"
    return "a date or time"


def _unknown(key: str, known: list[str]) -> str:
    """The message for a config file's key that is no flag's."""
    close = difflib.get_close_matches(key.replace("-", "_"), known, n=1)
    hint = f" (did you mean {close[0]}?)" if close else ""
    return f"unknown key {key!r}{hint}: the keys are the long flags' names, " + ", ".join(
        sorted(known)
    )
