"""Skills of the 君 (ruler) heroes of the base pack (RULES.md §7)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    pass

INFINITE = 1_000_000

