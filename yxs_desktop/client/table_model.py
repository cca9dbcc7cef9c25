"""The table as one seat follows it, without Qt: what the live table, the spectator's
table and the replay viewer show, folded from the session's updates by one typed event
fold (:class:`~yxs_desktop.engine.event_fold.EventFold`), so that a test checks it without
a screen.

Two moments of an update make two folds. :class:`Told` follows the updates as they
*arrive*: the names known so far and the hero choice (an open chooser shows a teammate's
pick at once). :class:`Shown` follows them as the table *shows* them, each when its
animation begins: the log's lines with the names of that moment, the cards lately played,
the turns taken this round, and what each seat is seen doing (:func:`action_captions`)
with how long it holds the table (:func:`hold_ms`)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from yxs_desktop.client.seat_names import SeatNames, SeatTag, seat_label, seat_name
from yxs_desktop.client.session import EventsUpdate
from yxs_desktop.engine.content.gamelog import Mark, describe, skill_name, unmarked
from yxs_desktop.engine.content.texts import text
from yxs_desktop.engine.enums import Area
from yxs_desktop.engine.event_fold import EventFold
from yxs_desktop.engine.events import (
    CardPlayed,
    CardsMoved,
    CardUsed,
    DiceRolled,
    Event,
    HeroChosen,
    HeroesOffered,
    HeroPicked,
    RoundStarted,
    SkillInvoked,
    TurnStarted,
)
from yxs_desktop.engine.views import SeatView

#: One card's flight across the table at normal pace, in ms.
BASE_MS = 420
#: How long an update in which someone uses a card or a skill holds the table at normal
#: pace, in ms: the flight, then the card in the middle and its name over the user.
ACTION_MS = 1000
#: The cards lately played kept on show in the middle of the table.
RECENT = 6


def action_captions(events: Sequence[Event], lang: str) -> dict[int, str]:
    """What each seat is seen doing in ``events``, as the table names it over the seat:
    the card it uses or plays ("杀", "武穆·杀" made by a skill) and the skills it invokes,
    in ``lang``; several in one update are joined by " · "."""
    said: dict[int, list[str]] = {}
    for event in events:
        if isinstance(event, CardUsed | CardPlayed):
            name = text(f"card.{event.kind.value}.name", lang)
            if event.skill is not None:
                name = f"{skill_name(event.skill, lang)}·{name}"
            said.setdefault(event.seat, []).append(name)
        elif isinstance(event, SkillInvoked):
            said.setdefault(event.seat, []).append(skill_name(event.skill, lang))
    return {seat: " · ".join(dict.fromkeys(names)) for seat, names in said.items()}


def hold_ms(events: Sequence[Event]) -> int:
    """How long an update with ``events`` holds the table at normal pace, in ms (the
    speed setting divides it): an action's time when a seat is seen doing something, a
    card's flight otherwise."""
    acts = any(isinstance(event, CardUsed | CardPlayed | SkillInvoked) for event in events)
    return ACTION_MS if acts else BASE_MS


# ---------------------------------------------------------------------- the log's lines
@dataclass(frozen=True, slots=True)
class EventLine:
    """An event's line, with the seats' names as they were when it happened."""

    event: Event
    tags: dict[int, SeatTag]

    def render(self, lang: str, mark: Mark = unmarked) -> str | None:
        """The line in ``lang`` (None: the event has no line), its seats, cards and skills
        set apart by ``mark`` (:func:`~yxs_desktop.engine.content.gamelog.describe`)."""
        event, tags = self.event, self.tags
        if isinstance(event, HeroPicked):  # a 3v3 team pick: "A队主将[1] takes 刘邦"
            return text("log.team_pick", lang).format(
                player=mark("seat", seat_label(tags.get(event.seat), event.seat, lang)),
                hero=text(f"hero.{event.hero}.name", lang),
            )
        if isinstance(event, HeroChosen):
            known = tags.get(event.seat)
            if known is not None and known.team is not None:  # 3v3: "A队主将[1]选择了刘邦"
                return text("log.hero_chosen", lang).format(
                    player=mark("seat", seat_label(known, event.seat, lang)),
                    hero=text(f"hero.{event.hero}.name", lang),
                )
        return describe(event, lang, lambda s: seat_name(tags.get(s), s, lang), mark)


@dataclass(frozen=True, slots=True)
class DiceHeader:
    """The line before a series of dice rolls saying what they decide."""

    reason: str

    def render(self, lang: str, mark: Mark = unmarked) -> str | None:
        """The line in ``lang`` (None: a reason with no header); nothing in it to mark."""
        key = f"log.dice_reason.{self.reason}"
        header = text(key, lang)
        return header if header != key else None


LogEntry = EventLine | DiceHeader


# ---------------------------------------------------------------------- the two folds
class Told(EventFold):
    """What the seat ``me`` has been told so far, as the updates arrive: the seats' names
    and the hero choice as it may see it (the heroes offered to it, the picks it may see
    in the order they were made, and which of them are teammates' hidden picks)."""

    def __init__(self, me: int | None, lang: Callable[[], str]) -> None:
        self.me = me
        self.names = SeatNames(lang)
        self.hero_pool: tuple[str, ...] = ()
        self.hero_picks: dict[int, str] = {}
        self.hidden_picks: set[int] = set()
        self._view: SeatView | None = None
        self._picks_changed = False

    def receive(self, update: EventsUpdate) -> bool:
        """Follow ``update``; whether the picks a chooser shows changed."""
        self.names.remember(update.view)
        self._view, self._picks_changed = update.view, False
        self.fold(update.events)
        return self._picks_changed

    def on_heroes_offered(self, event: HeroesOffered) -> None:
        if event.seat == self.me:
            self.hero_pool = event.heroes
            self.hero_picks.clear()
            self.hidden_picks.clear()

    def on_hero_picked(self, event: HeroPicked) -> None:
        # the views show a hidden pick to the picker's team only; a pick of another team
        # is never shown, whatever arrives
        view = self._view
        if view is None or self.me is None:
            return
        mine = view.players[self.me].team
        if mine is not None and view.players[event.seat].team == mine:
            self.hero_picks[event.seat] = event.hero
            self.hidden_picks.add(event.seat)
            self._picks_changed = True

    def on_hero_chosen(self, event: HeroChosen) -> None:
        self.hero_picks[event.seat] = event.hero
        self.hidden_picks.discard(event.seat)
        self._picks_changed = True


class Shown(EventFold):
    """What the table shows, each update followed as its animation begins: the log's
    entries, the cards lately played (:data:`RECENT`), whether a turn has started (before
    it no seat is the current one) and, where leaders choose who acts, who has taken a
    turn this round."""

    def __init__(self, lang: Callable[[], str]) -> None:
        self.names = SeatNames(lang)
        self.recent: list[int] = []
        self.turn_started = False
        self.acted: set[int] = set()
        self.acted_round = 0
        self._dice_reason: str | None = None

    def show(self, update: EventsUpdate) -> list[LogEntry]:
        """Follow ``update``; its log entries, naming the seats as its view does."""
        self.names.remember(update.view)
        self.fold(update.events)
        return self.log_entries(update.events)

    def log_entries(self, events: Sequence[Event]) -> list[LogEntry]:
        """The log's entries for ``events`` with the names known now: a line per event
        and a header before a series of dice rolls for a new reason."""
        tags = self.names.snapshot()
        entries: list[LogEntry] = []
        for event in events:
            if isinstance(event, DiceRolled) and event.reason != self._dice_reason:
                self._dice_reason = event.reason
                entries.append(DiceHeader(event.reason))
            entries.append(EventLine(event, tags))
        return entries

    def on_cards_moved(self, event: CardsMoved) -> None:
        if event.dst is Area.DISCARD and event.cards:
            self.recent = (self.recent + list(event.cards))[-RECENT:]

    def on_turn_started(self, event: TurnStarted) -> None:
        self.recent = []
        self.turn_started = True
        if event.round != self.acted_round:
            self.acted, self.acted_round = set(), event.round
        self.acted.add(event.seat)

    def on_round_started(self, event: RoundStarted) -> None:
        # where leaders choose who acts, a round begins before its leader's choice: the
        # marks of the last round go then
        self.acted, self.acted_round = set(), event.round
