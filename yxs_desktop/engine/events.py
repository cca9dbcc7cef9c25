"""Events: the record of everything that happens in a game, with who may see what.

Events carry the full truth, and each event class declares who may see it
(``Event.shown_to``): everyone (:data:`PUBLIC`); everyone, but its card ids only the
seats of its ``visible_to`` (:data:`CARDS_HIDDEN`: a :class:`CardsMoved` of hidden cards
keeps its count); only the seat one of its fields names (:func:`seat_only`: a seat's own
role and hero offer); or only the seats of its ``visible_to`` (:data:`TEAM_ONLY`: a 3v3
casual pick). A class that declares nothing is shown to nobody. Only
:mod:`yxs_desktop.engine.views` turns events into what one seat or a spectator may see.
"""

from __future__ import annotations

from typing import ClassVar, Final

import msgspec

from yxs_desktop.engine.enums import Area, Kind, Phase, Role, Suit


class Shown:
    """Who may see the events of a class: one of :data:`PUBLIC`, :data:`CARDS_HIDDEN`,
    :data:`TEAM_ONLY` or ``seat_only(field)``. ``field`` names the event's field that
    says who (a seat, or the seats that see)."""

    __slots__ = ("field", "rule")

    def __init__(self, rule: str, field: str = "") -> None:
        self.rule = rule
        self.field = field

    def __repr__(self) -> str:
        return f"Shown({self.rule!r}, {self.field!r})"


#: Everyone sees the whole event.
PUBLIC: Final = Shown("public")
#: Everyone sees the event; its ``cards`` only the seats of its ``visible_to`` (None: all).
CARDS_HIDDEN: Final = Shown("cards_hidden", "visible_to")
#: Only the seats of its ``visible_to`` see the event (a team).
TEAM_ONLY: Final = Shown("team_only", "visible_to")


def seat_only(field: str) -> Shown:
    """Only the seat named by the event's ``field`` sees the event."""
    return Shown("seat_only", field)


# ``gc=False`` on every struct here: they hold only immutable data and never take part in a
# reference cycle, so the cyclic collector need not track them (architecture.md, Speed).
class Event(msgspec.Struct, frozen=True, tag=True, gc=False):
    """Base of all events. Each class sets two class variables:

    * ``shown_to``: who may see its events (see the module's docstring); None, what a
      class that sets nothing has, shows them to nobody, spectators included;
    * ``seat_fields``: its fields that name the seats whose public state (what a
      ``PlayerView`` shows) the event may go with; () when it goes with none. After new
      events the views' cache builds only the seats they name afresh; None, the default,
      rebuilds every seat. (Every change to what a PlayerView shows is followed by such an
      event before anyone is asked anything; ``tests/properties/test_view_cache.py``
      checks that after every event and at every request.)
    """

    shown_to: ClassVar[Shown | None] = None
    seat_fields: ClassVar[tuple[str, ...] | None] = None


class GameStarted(Event, frozen=True):
    """The game begins. Public, so it never carries the seed: whoever knew it could deal
    the deck and every hand."""

    shown_to = PUBLIC
    seat_fields = None  # rare: every seat is built afresh

    mode: str
    players: int


class RoleDealt(Event, frozen=True):
    """Private: a seat learns its own role."""

    shown_to = seat_only("seat")
    seat_fields = ()

    seat: int
    role: Role


class RoleRevealed(Event, frozen=True):
    """Public: a role becomes known (the lord at once, everyone else at death; in the 3v3
    modes every seat's at once, with its ``team``, "A" or "B": None in modes without
    teams)."""

    shown_to = PUBLIC
    seat_fields = ("seat",)

    seat: int
    role: Role
    team: str | None = None


class HeroesOffered(Event, frozen=True):
    """Private: the heroes a seat may choose from."""

    shown_to = seat_only("seat")
    seat_fields = ()

    seat: int
    heroes: tuple[str, ...]


class HeroChosen(Event, frozen=True):
    """Public: ``seat`` takes ``hero``, with its ``max_hp`` (and HP) and the ``skills`` it
    holds now: the hero's, and an identity lord's faction skill (ruling
    ``lord_skill_by_faction``); none when the mode plays without skills."""

    shown_to = PUBLIC
    seat_fields = ("seat",)

    seat: int
    hero: str
    max_hp: int
    skills: tuple[str, ...] = ()


class SkillsChanged(Event, frozen=True):
    """Public: the skills ``seat`` holds are now ``skills`` (易装 takes a dead hero's)."""

    shown_to = PUBLIC
    seat_fields = ("seat",)

    seat: int
    skills: tuple[str, ...]


class FirstPlayer(Event, frozen=True):
    """Public: the setup decided that ``seat`` plays first (the identity lord, the 3v3
    casual dice winner, the 3v3 competitive leader whose team acts first): the current
    seat until the first :class:`TurnStarted`."""

    shown_to = PUBLIC
    seat_fields = ()

    seat: int


class HeroPicked(Event, frozen=True):
    """A hero picked but not yet revealed (3v3 casual): seen by ``visible_to`` only (the
    picker's team). :class:`HeroChosen` shows it to everyone at the reveal."""

    shown_to = TEAM_ONLY
    seat_fields = ("seat",)

    seat: int
    hero: str
    visible_to: tuple[int, ...]


class DiceRolled(Event, frozen=True):
    """Public: ``seat`` rolled ``value`` (1–6) for ``reason`` (who starts, who drafts)."""

    shown_to = PUBLIC
    seat_fields = ()

    seat: int
    value: int
    reason: str


class RoundStarted(Event, frozen=True):
    """Public: round ``round`` begins (1 before the first turn), before anything of the
    round: before its first :class:`TurnStarted`, and in 3v3 competitive as soon as every
    living character has acted, before the leader's choice of who acts."""

    shown_to = PUBLIC
    seat_fields = ()

    round: int


class TurnStarted(Event, frozen=True):
    shown_to = PUBLIC
    seat_fields = ()

    seat: int
    round: int


class PhaseStarted(Event, frozen=True):
    shown_to = PUBLIC
    seat_fields = ()

    seat: int
    phase: Phase


class PhaseSkipped(Event, frozen=True):
    shown_to = PUBLIC
    seat_fields = ()

    seat: int
    phase: Phase


class CardsMoved(Event, frozen=True):
    """Cards go from one area to another (``visible_to`` None: everyone sees them;
    ``judge_kind``: for a card put into a judge area, the kind it counts as there, the
    delayed trick it was used as, None for every other move)."""

    shown_to = CARDS_HIDDEN
    seat_fields = ("src_seat", "dst_seat")

    cards: tuple[int, ...]
    count: int
    src: Area
    dst: Area
    src_seat: int | None = None
    dst_seat: int | None = None
    visible_to: tuple[int, ...] | None = None
    reason: str = ""
    judge_kind: Kind | None = None


class CardUsed(Event, frozen=True):
    """Public: ``seat`` uses ``cards`` as one card of ``kind`` on ``targets`` (through
    ``skill`` when set); ``counts_for_limit``: a 杀 that counts against its user's 杀
    limit of the turn (the user's ``strikes_used`` grows), never another card nor a 杀
    used in answer (借刀杀人, 盘龙棍, 补刀, 反击, 太极)."""

    shown_to = PUBLIC
    seat_fields = ()

    seat: int
    cards: tuple[int, ...]
    kind: Kind
    targets: tuple[int, ...] = ()
    skill: str | None = None
    counts_for_limit: bool = False


class CardPlayed(Event, frozen=True):
    """A card played in answer (闪 to a 杀, 杀 in a 决斗, 药 to a dying character...).

    A 无懈可击 also says what it answers: ``against``, the trick or (in a chain) the
    无懈可击 before it, and the ``trick`` the chain is about with its ``trick_target``
    (None for the other cards)."""

    shown_to = PUBLIC
    seat_fields = ()

    seat: int
    cards: tuple[int, ...]
    kind: Kind
    skill: str | None = None
    against: Kind | None = None
    trick: Kind | None = None
    trick_target: int | None = None


class SkillInvoked(Event, frozen=True):
    shown_to = PUBLIC
    seat_fields = ("seat",)  # on the safe side: a skill may change its user's public state

    seat: int
    skill: str
    targets: tuple[int, ...] = ()


class SuitNamed(Event, frozen=True):
    """Public: ``seat`` named ``suit`` aloud for ``reason`` (攻心)."""

    shown_to = PUBLIC
    seat_fields = ()

    seat: int
    suit: Suit
    reason: str


class Nullified(Event, frozen=True):
    """A trick was cancelled for ``target`` (by 无懈可击 or a skill)."""

    shown_to = PUBLIC
    seat_fields = ()

    kind: Kind
    target: int | None


class Judged(Event, frozen=True):
    shown_to = PUBLIC
    seat_fields = ()

    seat: int
    card: int
    reason: str
    hit: bool


class Damaged(Event, frozen=True):
    """``target`` takes ``amount`` damage (from ``source``, by a card of ``kind``).

    ``unanswered``: the card the target was asked for and did not play, when that is why
    it takes this damage (闪 against a 杀 or 万箭齐发, 杀 in a 决斗 or against 烽火狼烟);
    None otherwise (a 杀 that could not be dodged or hit despite its 闪, damage moved to
    someone else, damage of no card). Public: who is asked, and whether it answered, is
    seen by everyone."""

    shown_to = PUBLIC
    seat_fields = ("target",)

    source: int | None
    target: int
    amount: int
    hp: int
    kind: Kind | None = None
    unanswered: Kind | None = None


class Healed(Event, frozen=True):
    shown_to = PUBLIC
    seat_fields = ("target",)

    target: int
    amount: int
    hp: int
    source: int | None = None


class HpLost(Event, frozen=True):
    shown_to = PUBLIC
    seat_fields = ("target",)

    target: int
    amount: int
    hp: int


class MaxHpChanged(Event, frozen=True):
    shown_to = PUBLIC
    seat_fields = ("seat",)

    seat: int
    max_hp: int
    hp: int


class Dying(Event, frozen=True):
    """Public: ``seat`` is dying, until :class:`Saved` or :class:`Died`."""

    shown_to = PUBLIC
    seat_fields = ("seat",)

    seat: int


class Saved(Event, frozen=True):
    """Public: the dying ``seat`` is saved (its HP is above 0 again): no longer dying."""

    shown_to = PUBLIC
    seat_fields = ("seat",)

    seat: int


class Died(Event, frozen=True):
    shown_to = PUBLIC
    seat_fields = ("seat",)

    seat: int
    role: Role
    killer: int | None


class PlacesSwapped(Event, frozen=True):
    """Two characters exchanged places; ``order`` is the new table order of seats."""

    shown_to = PUBLIC
    seat_fields = ("a", "b")

    a: int
    b: int
    order: tuple[int, ...]


class Compared(Event, frozen=True):
    """拼点: both cards shown; ``won`` says whether the initiator won."""

    shown_to = PUBLIC
    seat_fields = ()

    initiator: int
    target: int
    initiator_card: int
    target_card: int
    won: bool


class Reshuffled(Event, frozen=True):
    """Public: the discard pile was shuffled into the deck, which now holds ``deck``
    cards; ``drawn``: the cards of a draw under way that left the deck before it ran out,
    whose :class:`CardsMoved` (which counts them out of the deck) follows (the deck as the
    events count it is ``deck + drawn`` until then)."""

    shown_to = PUBLIC
    # every seat is built afresh: it comes in the middle of a draw, after the cards
    # reached the hand but before their CardsMoved
    seat_fields = None

    deck: int
    drawn: int = 0


class GameEnded(Event, frozen=True):
    shown_to = PUBLIC
    seat_fields = None  # rare: every seat is built afresh

    result: str
    title: str
    winners: tuple[int, ...]
