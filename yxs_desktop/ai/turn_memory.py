"""What one seat remembers of the turn order and of the current turn, from its events: the
state a game rebuilt from its view needs but the view does not show (the kinds the
current player used this turn, its skill uses this play phase, who opened the round,
who has acted this round and which teams have acted at all, for 3v3 competitive)."""

from __future__ import annotations

from yxs_desktop.engine.content.heroes_commoner import Xiadan, Zuijiu
from yxs_desktop.engine.enums import Kind, Phase
from yxs_desktop.engine.events import (
    CardUsed,
    Compared,
    Event,
    PhaseStarted,
    SkillInvoked,
    TurnStarted,
)


class TurnMemory:
    """Fed with one seat's events (all of these are public)."""

    def __init__(self) -> None:
        #: The kinds the current player used this turn, in order.
        self.used_this_turn: list[Kind] = []
        #: The current player's skill invocations in this play phase, by skill id.
        self.phase_uses: dict[str, int] = {}
        #: The current player's turn flags that public events tell (``Player.turn_flags``).
        self.turn_flags: dict[str, int] = {}
        #: The seat whose turn opened the current round (None before the first turn).
        self.round_first: int | None = None
        #: The seats that have started a turn in the current round.
        self.acted: set[int] = set()
        #: Every seat that has had a turn.
        self.ever_acted: set[int] = set()
        self._round = 0
        self._current: int | None = None
        self._in_play = False
        self._last_skill = ""

    def copy(self) -> TurnMemory:
        """A copy that goes on apart (compiled, the class cannot be deep-copied)."""
        twin = TurnMemory()
        twin.used_this_turn = list(self.used_this_turn)
        twin.phase_uses = dict(self.phase_uses)
        twin.turn_flags = dict(self.turn_flags)
        twin.round_first = self.round_first
        twin.acted = set(self.acted)
        twin.ever_acted = set(self.ever_acted)
        twin._round = self._round
        twin._current = self._current
        twin._in_play = self._in_play
        twin._last_skill = self._last_skill
        return twin

    def observe(self, events: list[Event]) -> None:
        """Take in the events the seat has just seen."""
        for event in events:
            kind = type(event)
            if kind is TurnStarted:
                assert isinstance(event, TurnStarted)
                if event.round != self._round:
                    self._round = event.round
                    self.round_first = event.seat
                    self.acted = set()
                self.acted.add(event.seat)
                self.ever_acted.add(event.seat)
                self._current = event.seat
                self.used_this_turn = []
                self.phase_uses = {}
                self.turn_flags = {}
                self._in_play = False
            elif kind is PhaseStarted:
                assert isinstance(event, PhaseStarted)
                self.phase_uses = {}
                self._in_play = event.phase is Phase.PLAY
            elif kind is CardUsed:
                assert isinstance(event, CardUsed)
                if event.seat == self._current:
                    self.used_this_turn.append(event.kind)
            elif kind is SkillInvoked:
                assert isinstance(event, SkillInvoked)
                if event.seat != self._current:
                    continue
                self._last_skill = event.skill
                if event.skill == Zuijiu.id:
                    self.turn_flags[Zuijiu.id] = 1
                if self._in_play:
                    self.phase_uses[event.skill] = self.phase_uses.get(event.skill, 0) + 1
            elif kind is Compared:
                assert isinstance(event, Compared)
                if event.initiator == self._current and self._last_skill == Xiadan.id:
                    self.turn_flags[Xiadan.id] = Xiadan.WON if event.won else Xiadan.LOST
