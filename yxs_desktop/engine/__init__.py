"""The rules engine of 英雄杀, sans I/O: what clients, servers, replays and the desktop UI use.

The engine has three layers, each importing only those below it:

* the **core** (the modules directly in this package): the driver, the card zones,
  positions (a game's state as a record, a game rebuilt from one), the procedures, the
  turn, the views, and the registries the content fills: card effects
  (``effects.EFFECTS``), skills and equipment abilities (``skills.SKILLS``,
  ``skills.EQUIP_SKILLS``) and heroes (``heroes.HEROES``);
* the **content** (:mod:`.content`): what each card does, the abilities, the heroes with
  their skills, and the texts; importing it registers everything;
* the **modes** (:mod:`.modes`): setup, turn order, rewards and victory of each mode.

Importing any part of the engine runs this module first, which loads the content, so the
registries are full before a game starts. The vocabulary (``enums``, ``cards``), the event
classes (``events``) and the rulings (``rulings``) are read from their own modules.
"""

from __future__ import annotations

# The content first: it fills the core's registries (content/__init__.py keeps their order).
from yxs_desktop.engine import content  # noqa: F401
from yxs_desktop.engine.content.gamelog import card_name, describe
from yxs_desktop.engine.content.texts import text
from yxs_desktop.engine.errors import (
    CODES,
    EngineError,
    EngineFault,
    GameAlreadyStarted,
    GameNotStarted,
    IllegalResponse,
    MalformedResponse,
    NoSuchSeat,
    UnknownMode,
)
from yxs_desktop.engine.events import Event
from yxs_desktop.engine.game import Game
from yxs_desktop.engine.heroes import HEROES, HeroSpec, available_heroes
from yxs_desktop.engine.mode import GameMode, Outcome
from yxs_desktop.engine.modes import MODES, from_position, make_mode, mode_cards, mode_roles
from yxs_desktop.engine.position import Position, SeatPosition, position_of
from yxs_desktop.engine.requests import (
    Answer,
    Arrange,
    Arrangement,
    Cards,
    Choice,
    ChooseCards,
    ChooseFrom,
    ChooseHero,
    ChooseOption,
    ChooseSeats,
    Confirm,
    Distribute,
    Distribution,
    FrozenDict,
    Option,
    Pass,
    PickHero,
    PickRevealed,
    PlayPhase,
    Request,
    Respond,
    Response,
    Seats,
    Take,
    Use,
    decode_response,
    encode,
)
from yxs_desktop.engine.validation import accepts, only_pass, validate
from yxs_desktop.engine.views import (
    PlayerView,
    Reach,
    SeatView,
    event_for,
    events_for,
    reach,
    request_for,
    seat_view,
    waiting_for,
)

__all__ = [
    "CODES",
    "HEROES",
    "MODES",
    "Answer",
    "Arrange",
    "Arrangement",
    "Cards",
    "Choice",
    "ChooseCards",
    "ChooseFrom",
    "ChooseHero",
    "ChooseOption",
    "ChooseSeats",
    "Confirm",
    "Distribute",
    "Distribution",
    "EngineError",
    "EngineFault",
    "Event",
    "FrozenDict",
    "Game",
    "GameAlreadyStarted",
    "GameMode",
    "GameNotStarted",
    "HeroSpec",
    "IllegalResponse",
    "MalformedResponse",
    "NoSuchSeat",
    "Option",
    "Outcome",
    "Pass",
    "PickHero",
    "PickRevealed",
    "PlayPhase",
    "PlayerView",
    "Position",
    "Reach",
    "Request",
    "Respond",
    "Response",
    "SeatPosition",
    "SeatView",
    "Seats",
    "Take",
    "UnknownMode",
    "Use",
    "accepts",
    "available_heroes",
    "card_name",
    "decode_response",
    "describe",
    "encode",
    "event_for",
    "events_for",
    "from_position",
    "make_mode",
    "mode_cards",
    "mode_roles",
    "only_pass",
    "position_of",
    "reach",
    "request_for",
    "seat_view",
    "text",
    "validate",
    "waiting_for",
]
