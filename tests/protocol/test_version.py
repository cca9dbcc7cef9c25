"""The handshake's version choice: the newest version both sides speak, or none."""

from __future__ import annotations

from yxs_desktop.protocol import PROTOCOL_VERSION, negotiate


def test_the_newest_common_version_is_chosen() -> None:
    assert negotiate((1, 5), (2, 4)) == 4
    assert negotiate((3, 3), (1, 4)) == 3
    assert negotiate((1, 2), (2, 9)) == 2


def test_ranges_that_do_not_meet_give_no_version() -> None:
    assert negotiate((5, 7), (1, 4)) is None
    assert negotiate((1, 1), (2, 3)) is None


def test_an_empty_client_range_gives_no_version() -> None:
    assert negotiate((4, 2), (1, 5)) is None


def test_a_client_of_this_program_is_understood_by_its_own_server() -> None:
    low, high = PROTOCOL_VERSION
    assert low <= high
    assert negotiate(PROTOCOL_VERSION) == high
    assert negotiate((high + 1, high + 5)) is None
