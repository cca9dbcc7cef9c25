"""One typed fold over events. A subclass of :class:`EventFold` follows the event classes
it names: ``on_cards_moved(self, event: CardsMoved)`` is called for each ``CardsMoved``, in
order, by :meth:`EventFold.fold`; the events of other classes pass by. The methods are
matched to the event classes by name once, when the subclass is made, so a misspelt one
fails then (:class:`TypeError`) instead of never being called.

Left interpreted in the compiled build (setup.py): the folds of the client and the replays
subclass it.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from typing import Any, ClassVar

from yxs_desktop.engine.events import Event

_HandlerFunction = Callable[[Any, Any], None]


def handler_name(event_class: type[Event]) -> str:
    """The method a fold names for ``event_class``: ``on_cards_moved`` for ``CardsMoved``."""
    return "on_" + re.sub(r"(?<!^)(?=[A-Z])", "_", event_class.__name__).lower()


def _event_classes() -> dict[str, type[Event]]:
    """Every event class the engine has (the subclasses of :class:`Event`, at any depth),
    by its handler's name."""
    found: dict[str, type[Event]] = {}
    waiting: list[type[Event]] = list(Event.__subclasses__())
    while waiting:
        event_class = waiting.pop()
        found[handler_name(event_class)] = event_class
        waiting += event_class.__subclasses__()
    return found


class EventFold:
    """Base of the folds that follow events by their class (see the module)."""

    _handlers: ClassVar[dict[type[Event], _HandlerFunction]] = {}

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        classes = _event_classes()
        handlers: dict[type[Event], _HandlerFunction] = {}
        for name in dir(cls):
            if not name.startswith("on_"):
                continue
            event_class = classes.get(name)
            if event_class is None:
                raise TypeError(f"{cls.__name__}.{name} follows no event class")
            handlers[event_class] = getattr(cls, name)
        cls._handlers = handlers

    def fold(self, events: Iterable[Event]) -> None:
        """Follow ``events``, in order."""
        handlers = self._handlers
        for event in events:
            handler = handlers.get(type(event))
            if handler is not None:
                handler(self, event)
