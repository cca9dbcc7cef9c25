"""What a searching player keeps of the events its seat was shown, for the worlds it
samples and the games it rebuilds (ai/expert.py, ai/learned.py): the cards it saw go into
the hands, the public loyalty estimates start its rollout players, and the current turn's
flags carry into the rebuilt turn."""

from __future__ import annotations

from yxs_desktop.ai.knowledge import Knowledge
from yxs_desktop.ai.turn_memory import TurnMemory
from yxs_desktop.ai.world import CardMemory
from yxs_desktop.engine.events import Event, RoleDealt


class SearchMemory:
    """A seat's memories for its searches, fed the seat's events as they come."""

    def __init__(self, seat: int, players: int) -> None:
        #: The cards the seat saw go into each hand (sampled worlds keep them there).
        self.cards = CardMemory(seat, players)
        #: Loyalty estimates from the public events alone, for the rollout players.
        self.public = Knowledge(-1, players)
        #: The current turn's flags and uses, for the rebuilt games.
        self.turn = TurnMemory()

    def observe(self, events: list[Event]) -> None:
        """Take in the seat's new events (its own role left out of the public estimates)."""
        self.cards.observe(events)
        self.turn.observe(events)
        self.public.observe([e for e in events if type(e) is not RoleDealt])
