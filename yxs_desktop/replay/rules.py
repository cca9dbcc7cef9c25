"""The digest of the rules content a game is played with (the header's ``rules``).

It covers what decides how a seed and a list of answers play out and can change between
versions: the physical deck (every card's suit, rank and kind), the heroes in offer order
with their faction, sex, HP and skills, the skill and equipment-ability ids, the modes'
table sizes and decks, and the rulings. A replay recorded with other rules may still
re-run identically (a ruling's wording changed), but verification says that they differ.
"""

from __future__ import annotations

import hashlib

import msgspec

from yxs_desktop.engine import cards, heroes, rulings, skills
from yxs_desktop.engine.modes import MODES


def rules_content() -> dict[str, object]:
    """What :func:`rules_digest` digests, as plain data (read afresh at every call, so that
    a test changing a card sees its digest change)."""
    return {
        "deck": [[c.id, c.suit.value, c.rank, c.kind.value] for c in cards.STANDARD_DECK],
        "heroes": [
            [h.id, h.faction.value, h.sex.value, h.hp, list(h.skills)]
            for h in heroes.HEROES.values()
        ],
        "skills": sorted(skills.SKILLS),
        "equipment": sorted(kind.value for kind in skills.EQUIP_SKILLS),
        "modes": [
            [m.name, m.players, m.skills_enabled, sorted(k.value for k in m.deck_without)]
            for m in MODES.values()
        ],
        "rulings": [[r.id, r.zh, r.en] for r in rulings.RULINGS],
    }


def rules_digest() -> str:
    """The sha256 (hex) of the canonical JSON of :func:`rules_content`."""
    return hashlib.sha256(msgspec.json.encode(rules_content())).hexdigest()
