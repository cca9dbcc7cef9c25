"""The interface every computer player implements."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from yxs_desktop.engine.requests import Request, Response
    from yxs_desktop.engine.views import SeatView


class Agent(Protocol):
    """Decides answers for one seat from that seat's view."""

    def decide(self, view: SeatView, request: Request) -> Response:
        """A legal answer to ``request`` for ``view.seat``."""
        ...
