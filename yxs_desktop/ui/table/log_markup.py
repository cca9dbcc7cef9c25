"""The game log's colours: a line's seats, cards and skills set apart
(:func:`yxs_desktop.engine.content.gamelog.describe` marks them with :func:`mark`), then
written as the log shows it (:func:`to_html`) or as plain text (:func:`to_plain`).

A marked part travels inside the line between control characters that no name or text
of the game contains, so the wording stays the texts' own and only the parts change.
"""

from __future__ import annotations

import html
import re
from typing import Final

from yxs_desktop.engine.content.gamelog import PARTS

_OPEN: Final = "\x02"
_SPLIT: Final = "\x1f"
_CLOSE: Final = "\x03"
_MARKED: Final = re.compile(f"{_OPEN}(\\w+){_SPLIT}(.*?){_CLOSE}", re.DOTALL)

#: The log pane's own colours, those of the table (dark wood, parchment text).
BACKGROUND: Final = "#1c1612"
TEXT: Final = "#eadfca"
BORDER: Final = "#5b4631"
#: The turn lines' rule and text.
TURN_RULE: Final = "#6b5336"

#: How each part looks: seats in gold, cards in their suit's colour (a card named by its
#: kind only in parchment white), skills in jade.
PART_STYLES: Final[dict[str, str]] = {
    "seat": "color:#f2c14e;font-weight:600",
    "red": "color:#ff7466",
    "black": "color:#b8c8dc",
    "card": "color:#fff4d6;font-weight:600",
    "skill": "color:#7fdca4",
}
assert set(PART_STYLES) == set(PARTS), "a part of the log's lines without a style"


def mark(part: str, words: str) -> str:
    """``words`` marked as ``part`` of a line (one of ``gamelog.PARTS``)."""
    return f"{_OPEN}{part}{_SPLIT}{words}{_CLOSE}"


def to_plain(line: str) -> str:
    """The marked ``line`` as plain text."""
    return _MARKED.sub(lambda found: found.group(2), line)


def to_html(line: str) -> str:
    """The marked ``line`` as rich text: every part in its style, everything escaped."""
    pieces: list[str] = []
    at = 0
    for found in _MARKED.finditer(line):
        pieces.append(html.escape(line[at : found.start()]))
        style = PART_STYLES.get(found.group(1), "")
        pieces.append(f'<span style="{style}">{html.escape(found.group(2))}</span>')
        at = found.end()
    pieces.append(html.escape(line[at:]))
    return "".join(pieces)
