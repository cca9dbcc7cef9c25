"""The header's rules digest follows the rules content: a card's rank changed changes it,
and verifying a replay recorded with other rules says so."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from yxs_desktop.engine import cards
from yxs_desktop.replay.reader import read_replay
from yxs_desktop.replay.rules import rules_digest
from yxs_desktop.replay.verify import verify_file

from .helpers import record


def _with_rank_changed(card_id: int) -> tuple[cards.Card, ...]:
    deck = list(cards.STANDARD_DECK)
    card = deck[card_id]
    deck[card_id] = dataclasses.replace(card, rank=card.rank % 13 + 1)
    return tuple(deck)


def test_the_rules_digest_changes_when_a_cards_rank_changes(monkeypatch):
    before = rules_digest()
    assert rules_digest() == before  # the same rules, the same digest
    monkeypatch.setattr(cards, "STANDARD_DECK", _with_rank_changed(17))
    assert rules_digest() != before


def test_the_header_records_the_rules_digest_of_the_program(tmp_path: Path):
    assert read_replay(record(tmp_path)).header.rules == rules_digest()


@pytest.mark.interpreted  # the compiled deck_for keeps its own reference to the deck
def test_verifying_under_other_rules_says_the_rules_differ(tmp_path: Path, monkeypatch):
    path = record(tmp_path)
    monkeypatch.setattr(cards, "STANDARD_DECK", _with_rank_changed(17))
    verdict = verify_file(path)
    assert [note.key for note in verdict.notes] == ["rules_differ"]
    assert "recorded with other rules" in verdict.text("en")
    assert "规则与本程序不同" in verdict.text("zh")
