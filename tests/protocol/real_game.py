"""The messages a seat receives in a real game, built as a server builds them (through
``protocol.stream``): the source of docs/protocol.md's examples of engine data, which
``test_protocol_doc`` compares with the page. ``python -m tests.protocol.real_game --write``
rewrites the page's blocks (after an engine change)."""

from __future__ import annotations

import json
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path

from yxs_desktop.engine import Game, PlayPhase, make_mode, only_pass, request_for, seat_view
from yxs_desktop.engine.events import CardsMoved
from yxs_desktop.engine.requests import ChooseHero, Pass
from yxs_desktop.protocol import encode
from yxs_desktop.protocol.messages import Asked, Message, Snapshot, Update, Waiting
from yxs_desktop.protocol.stream import Stream, asked, finished, waiting
from yxs_desktop.selfplay import make_agents

MODE = "identity5-simple"
SEED = 5
SEAT = 0  # the person's seat; computer players answer for everyone


@dataclass
class Recorded:
    """What seat :data:`SEAT` and a spectator received, in order, and the game."""

    game: Game
    seat: list[Message] = field(default_factory=list)
    spectator: list[Message] = field(default_factory=list)
    #: The request ids the seat was asked, in order.
    asked: list[int] = field(default_factory=list)
    #: The seat's snapshot at its first play phase of round 2.
    snapshot: Snapshot | None = None


def play() -> Recorded:
    """Play the game, recording the seat's and a spectator's messages."""
    game = Game(make_mode(MODE), SEED)
    agents = make_agents("baseline", game)
    mine, watching = Stream(SEAT), Stream(None)
    out = Recorded(game)
    game.start()
    while True:
        for stream, sent in ((mine, out.seat), (watching, out.spectator)):
            update = stream.update(game)
            if update is not None:
                sent.append(update)
        if game.pending is None:
            break
        request = game.pending
        message = asked(game, SEAT, 15000)
        if message is not None:
            out.seat.append(message)
            out.asked.append(message.id)
            if out.snapshot is None and isinstance(request, PlayPhase) and game.round >= 2:
                out.snapshot = mine.snapshot(game)
        else:
            shown = waiting(game, SEAT)
            if shown is not None:
                out.seat.append(shown)
        seat = game.waiting_for()[0]
        if only_pass(request, seat):
            game.submit(seat, request.id, Pass())
            continue
        answer = agents[seat].decide(seat_view(game, seat), request_for(request, seat))
        game.submit(seat, request.id, answer)
    result = finished(game, replay=True)
    assert result is not None
    out.seat.append(result)
    out.spectator.append(result)
    return out


def examples() -> dict[str, Message]:
    """The named examples of docs/protocol.md taken from the game."""
    played = play()
    sent = played.seat
    updates = [m for m in sent if isinstance(m, Update)]
    requests = [m for m in sent if isinstance(m, Asked)]
    assert played.snapshot is not None
    return {
        "first_update": updates[0],
        "choose_hero": next(m for m in requests if isinstance(m.request, ChooseHero)),
        "play_phase": next(m for m in requests if isinstance(m.request, PlayPhase)),
        "waiting": next(m for m in sent if isinstance(m, Waiting)),
        "spectator_update": next(
            m
            for m in played.spectator
            if isinstance(m, Update)
            and 1 < len(m.events) <= 5
            and any(isinstance(n.event, CardsMoved) and not n.event.cards for n in m.events)
        ),
        "snapshot": played.snapshot,
        "finished": sent[-1],
    }


def _flat(value: object) -> bool:
    """An object of scalars and lists of them (a player's public state, an option)."""
    return isinstance(value, dict) and all(_plain(v) for v in value.values())


def _plain(value: object) -> bool:
    """A scalar, or a list of plain values."""
    if isinstance(value, list):
        return all(_plain(item) for item in value)
    return isinstance(value, str | int | float | bool | None)


def compact(value: object, indent: int = 0, width: int = 96) -> str:
    """``value`` as JSON, indented, with whatever fits on one line kept on one line (a
    flat object longer: a row of a table)."""
    flat = json.dumps(value, ensure_ascii=False, separators=(", ", ": "))
    if len(flat) + indent <= (width + 128 if _flat(value) else width):
        return flat
    if not isinstance(value, dict | list) or not value:
        return flat
    pad = " " * (indent + 2)
    if isinstance(value, dict):
        items = [f"{pad}{json.dumps(k)}: {compact(v, indent + 2, width)}" for k, v in value.items()]
        return "{\n" + ",\n".join(items) + "\n" + " " * indent + "}"
    items = [pad + compact(v, indent + 2, width) for v in value]
    return "[\n" + ",\n".join(items) + "\n" + " " * indent + "]"


def block(name: str, message: Message) -> str:
    """The page's fenced block of one example."""
    return f"```json server real={name}\n{compact(json.loads(encode(message)))}\n```"


PAGE = Path(__file__).resolve().parents[2] / "docs" / "protocol.md"
#: A block of the page taken from the game: its info string names the example.
REAL_BLOCK = re.compile(r"^```json server real=(\w+)\n.*?^```$", re.MULTILINE | re.DOTALL)


def rewrite(page: str, found: dict[str, Message]) -> str:
    """``page`` with every ``real=`` block holding the example of its name."""
    return REAL_BLOCK.sub(lambda match: block(match.group(1), found[match.group(1)]), page)


if __name__ == "__main__":
    if sys.argv[1:] == ["--write"]:
        PAGE.write_text(rewrite(PAGE.read_text(encoding="utf-8"), examples()), encoding="utf-8")
    else:
        for name, message in examples().items():
            print(block(name, message), end="\n\n")
