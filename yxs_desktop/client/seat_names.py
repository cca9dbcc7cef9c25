"""How the table names a seat ("刘邦[2]", "A队主将[1]", "3号位"), kept as data (the hero, the
3v3 team and public role) so that a name renders in whichever language is current.

A person reads seats numbered from 1 (:func:`seat_number`); the engine, the protocol and
the replays count them from 0, and only what is shown on screen adds the one."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass

from yxs_desktop.engine.content.texts import text
from yxs_desktop.engine.views import SeatView


@dataclass(frozen=True, slots=True)
class SeatTag:
    """What names ``seat`` at one moment: its hero once known, its 3v3 team and public
    role (a role value such as ``"leader"``)."""

    seat: int
    hero: str | None = None
    team: str | None = None
    role: str | None = None


def seat_number(seat: int) -> int:
    """The number a person reads for ``seat``: 1 for seat 0 (the engine's and the
    protocol's numbers start at 0, the screen's at 1)."""
    return seat + 1


def unnamed_seat(seat: int, lang: str) -> str:
    """A seat by its number alone: "1号位"/"Seat 1" for seat 0."""
    return text("seat.unnamed", lang).format(seat=seat_number(seat))


def hero_seat(hero: str, seat: int, lang: str, space: str = "") -> str:
    """A hero by its name and its seat's number: "刘邦[1]" for seat 0 (``space`` between
    them: "Liu Bang [1]" where the table has room for it)."""
    return f"{text(f'hero.{hero}.name', lang)}{space}[{seat_number(seat)}]"


def seat_label(tag: SeatTag | None, seat: int, lang: str) -> str:
    """A seat named by its 3v3 team and public role ("A队主将[1]", "Team A Leader[1]" for
    seat 0), else "3号位"/"Seat 3" (for seat 2)."""
    if tag is None or tag.team is None:
        return unnamed_seat(seat, lang)
    parts = [text(f"team.{tag.team}", lang)]
    if tag.role is not None:
        parts.append(text(f"role.{tag.role}", lang))
    sep = "" if lang == "zh" else " "
    return sep.join(parts) + f"[{seat_number(seat)}]"


def seat_name(tag: SeatTag | None, seat: int, lang: str) -> str:
    """A seat named as the log names it: "刘邦[2]" once its hero is known (seat 1),
    "A队主将[1]" in 3v3 before the heroes, else "2号位"/"Seat 2"."""
    if tag is not None and tag.hero:
        return hero_seat(tag.hero, seat, lang)
    return seat_label(tag, seat, lang)


class SeatNames(Mapping[int, str]):
    """The names of the seats known so far (a hero, or a 3v3 team), remembered from each
    view as data and read as text in the language ``lang()`` gives (the UI's current one):
    ``names[seat]``, ``names.get(seat, "#seat")``."""

    def __init__(self, lang: Callable[[], str]) -> None:
        self.tags: dict[int, SeatTag] = {}
        self.lang = lang

    def remember(self, view: SeatView) -> None:
        """Take the heroes, teams and public roles of ``view`` (a hero once seen stays)."""
        for player in view.players:
            known = self.tags.get(player.seat)
            hero = player.hero or (known.hero if known is not None else None)
            if hero or player.team is not None:
                role = player.role.value if player.role is not None else None
                self.tags[player.seat] = SeatTag(player.seat, hero, player.team, role)

    def snapshot(self) -> dict[int, SeatTag]:
        """The tags as they are now (a log line keeps them: later views do not rename it)."""
        return dict(self.tags)

    def __getitem__(self, seat: int) -> str:
        return seat_name(self.tags[seat], seat, self.lang())

    def __iter__(self) -> Iterator[int]:
        return iter(self.tags)

    def __len__(self) -> int:
        return len(self.tags)
