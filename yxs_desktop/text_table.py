"""Columns of text for a terminal, as the command line's reports print them (`yxs stats`,
`yxs arena`): a Chinese character takes two columns."""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence


def text_width(cell: str) -> int:
    """The columns ``cell`` takes in a terminal (a wide character takes two)."""
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in cell)


def text_table(head: Sequence[str], rows: Sequence[Sequence[str]]) -> list[str]:
    """``rows`` under ``head``, in columns: the first left-aligned, the others (figures)
    right-aligned, each line indented by two spaces."""
    widths = [max(text_width(row[i]) for row in (head, *rows)) for i in range(len(head))]

    def line(cells: Sequence[str]) -> str:
        padded = [
            cell + " " * (widths[i] - text_width(cell))
            if i == 0
            else " " * (widths[i] - text_width(cell)) + cell
            for i, cell in enumerate(cells)
        ]
        return "  " + "  ".join(padded).rstrip()

    return [line(head), *(line(row) for row in rows)]
