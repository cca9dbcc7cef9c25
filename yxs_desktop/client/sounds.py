"""Which sound effect goes with what a person sees at the table (without Qt or audio: the
desktop plays them, ``yxs_desktop/ui/sound.py``): a 杀, a 闪, a 药, damage, a death, the
start of the person's own turn, its time running out, and the game's end for it.

The effects themselves are ``resources/sound-<name>.wav``, made by
``packaging/make_sounds.py``.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final

from yxs_desktop.engine.enums import Kind
from yxs_desktop.engine.events import CardPlayed, CardUsed, Damaged, Died, Event, TurnStarted

#: Every effect, by name.
SOUNDS: Final = (
    "strike",
    "dodge",
    "medicine",
    "damage",
    "death",
    "your_turn",
    "time_running_out",
    "victory",
    "defeat",
)
#: The cards whose use or play has a sound of its own.
_CARD_SOUNDS: Final = {Kind.STRIKE: "strike", Kind.DODGE: "dodge", Kind.MEDICINE: "medicine"}
#: Seconds left on the person's clock when the tick sounds.
TIME_RUNNING_OUT: Final = 5.0


def sounds_for(events: Iterable[Event], me: int | None) -> list[str]:
    """The effects of an update's ``events``, in the order they first happen, each once
    (a 万箭齐发 answered by four 闪 is one swish, not four); ``me`` is the person's seat
    (None: a spectator, for whom no turn is its own)."""
    found: list[str] = []
    for event in events:
        name: str | None = None
        if isinstance(event, CardUsed | CardPlayed):
            name = _CARD_SOUNDS.get(event.kind)
        elif isinstance(event, Damaged):
            name = "damage"
        elif isinstance(event, Died):
            name = "death"
        elif isinstance(event, TurnStarted) and me is not None and event.seat == me:
            name = "your_turn"
        if name is not None and name not in found:
            found.append(name)
    return found


def end_sound(winners: Iterable[int], me: int | None) -> str | None:
    """The effect of the game's end for ``me``: victory or defeat (None: a spectator)."""
    if me is None:
        return None
    return "victory" if me in set(winners) else "defeat"
