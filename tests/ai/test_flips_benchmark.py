"""benchmarks/flips.py: the forks it plays a decision's two answers in are alike but for
the answer, so that the difference it reports is the answer's."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.timeout(120)


def flips(*arguments: str) -> subprocess.CompletedProcess[str]:
    command = [sys.executable, "benchmarks/flips.py", "--workers", "1", *arguments]
    return subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=110)


def test_the_same_answer_in_both_forks_wins_alike_in_every_flipped_decision() -> None:
    done = flips("--kind", "target", "--games", "12", "--control", "--json", "--min", "1")
    assert done.returncode == 0, done.stderr
    groups = json.loads(done.stdout)
    every = groups["every decision"]
    assert every["decisions"] >= 12  # a dozen games hold more aimed cards than that
    assert all(g["mean"] == 0 and g["half"] == 0 for g in groups.values())
    roles = {label for label in groups if ": " not in label} - {"every decision"}
    assert roles == {"lord", "loyalist", "rebel", "renegade"}
    assert sum(groups[role]["decisions"] for role in roles) == every["decisions"]


def test_withheld_saves_are_flipped_into_saves_and_reported_by_role() -> None:
    done = flips("--kind", "save", "--games", "30", "--json", "--min", "1")
    assert done.returncode == 0, done.stderr
    groups = json.loads(done.stdout)
    assert groups["every decision"]["decisions"] > 0
    saves = [label for label in groups if ": " in label]
    assert saves and all(label.split(": ")[1] in ("given save", "withheld save") for label in saves)


def test_an_unknown_kind_of_decision_is_refused_with_the_kinds_it_knows() -> None:
    done = flips("--kind", "discard", "--games", "1")
    assert done.returncode == 2
    assert "invalid choice: 'discard'" in done.stderr and "save" in done.stderr


def test_optional_skills_are_flipped_between_used_and_declined_by_skill() -> None:
    done = flips("--kind", "confirm", "--games", "20", "--json", "--min", "1")
    assert done.returncode == 0, done.stderr
    groups = json.loads(done.stdout)
    assert groups["every decision"]["decisions"] > 0
    labels = [label.split(": ")[1] for label in groups if ": " in label]
    assert labels and all(label.rsplit(" ", 1)[1] in ("used", "declined") for label in labels)


def test_team_choices_of_3v3_competitive_are_flipped_to_another_option() -> None:
    done = flips(
        "--kind", "option", "--mode", "3v3-competitive", "--games", "8", "--json", "--min", "1"
    )
    assert done.returncode == 0, done.stderr
    groups = json.loads(done.stdout)
    reasons = {label.split(": ")[1].split()[0] for label in groups if ": " in label}
    assert "action_order" in reasons or "team_action" in reasons


def test_a_discarded_card_is_swapped_for_a_kept_one_and_named_by_both_kinds() -> None:
    done = flips("--kind", "cards", "--games", "20", "--json", "--min", "1")
    assert done.returncode == 0, done.stderr
    groups = json.loads(done.stdout)
    labels = [label.split(": ")[1].split() for label in groups if ": " in label]
    discards = [words for words in labels if words[0] == "discard"]
    assert discards and all(len(words) == 4 and words[2] == "not" for words in discards)
