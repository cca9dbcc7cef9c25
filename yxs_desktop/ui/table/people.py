"""Who sits on each seat of an online table, as the room's last ``room`` message says: a
person's name (or a computer player's level), and the marks everyone at the table sees on
the seat: its person dropped (掉线), or the computer plays for them (托管).

The table page shows them (:meth:`~yxs_desktop.ui.table.page.TablePage.set_people`); a
local game has none, and its person's own seat shows the player's name instead.
"""

from __future__ import annotations

from dataclasses import dataclass

from yxs_desktop.protocol import messages as wire
from yxs_desktop.ui.online.texts import level_name


@dataclass(frozen=True, slots=True)
class SeatPerson:
    """One seat's occupant: ``name`` a person's (""; none), ``level`` a computer player's
    level (None: a person or nobody); ``dropped``: the person's connection is gone;
    ``autoplay``: the computer plays the seat for its person (托管)."""

    name: str = ""
    level: str | None = None
    dropped: bool = False
    autoplay: bool = False

    @property
    def computer(self) -> bool:
        """Whether a computer player sits here (for good, not as a person's 托管)."""
        return self.level is not None

    def shown_name(self) -> str:
        """The name on the seat: the person's, else the computer level's in the current
        language ("" for nobody)."""
        if self.name:
            return self.name
        return level_name(self.level) if self.level is not None else ""


def people_of(room: wire.Room) -> tuple[SeatPerson, ...]:
    """Each seat's occupant, by seat, from a ``room`` message (a computer seat without a
    level of its own plays at the room's level)."""
    people = []
    for info in room.seats:
        if info.kind == "person":
            people.append(
                SeatPerson(
                    (info.name or "").strip(),
                    dropped=not info.connected,
                    autoplay=info.takeover,
                )
            )
        elif info.kind == "computer":
            level = info.level or room.settings.level
            people.append(SeatPerson((info.name or "").strip(), level))
        else:
            people.append(SeatPerson())
    return tuple(people)
