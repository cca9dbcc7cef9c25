"""Every subclass of a class, at any depth: the engine's events, requests and responses
are known only at run time (the content may add some), and the wire's decoders, the
replay's and the compiled code's type tests each need the whole family."""

from __future__ import annotations


def subclasses(base: type) -> list[type]:
    """``base``'s subclasses at any depth, each once (``base`` itself not included), in
    no particular order."""
    found: dict[type, None] = {}
    todo: list[type] = list(base.__subclasses__())
    while todo:
        cls = todo.pop()
        if cls not in found:
            found[cls] = None
            todo += cls.__subclasses__()
    return list(found)
