# The part of qasync (0.28, which ships no type information) that yxs_desktop uses.
from collections.abc import Coroutine
from typing import Any, TypeVar

_T = TypeVar("_T")

def run(main: Coroutine[Any, Any, _T], *, debug: bool | None = None) -> _T:
    """asyncio.run on a Qt event loop (qasync.QEventLoop) for the running QApplication."""
