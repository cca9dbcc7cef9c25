"""Table geometry (docs/architecture.md): seats, piles, hand and controls for 5, 6 and 8 players,
every viewer and several view sizes; hand card placement. Pure functions, no Qt."""

from __future__ import annotations

import ast
import itertools
import math
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from yxs_desktop.ui import layout as layout_module
from yxs_desktop.ui.layout import (
    CARD_H,
    CARD_W,
    MIN_HEIGHT,
    MIN_SCALE,
    MIN_WIDTH,
    NOMINAL_HEIGHT,
    NOMINAL_WIDTH,
    SEAT_H,
    SEAT_W,
    SMALL_SCREEN_VIEW,
    Rect,
    SeatBox,
    TableLayout,
    hand_card_positions,
    played_card_positions,
    table_layout,
    view_scale,
)

SIZES: list[tuple[float, float]] = [
    (MIN_WIDTH, MIN_HEIGHT),
    SMALL_SCREEN_VIEW,  # what a 1024×700 screen leaves for the table
    (800, 560),
    (1024, 768),
    (1280, 800),
    (1920, 1080),
    (800, 1400),  # tall
    (2560, 600),  # wide and low
]

CASES = [
    (players, width, height, me)
    for players in (5, 6, 8)
    for width, height in SIZES
    for me in [None, *range(players)]
]


def _case_id(case: tuple[int, float, float, int | None]) -> str:
    players, width, height, me = case
    return f"{players}p-{width:g}x{height:g}-me{me}"


@pytest.fixture(params=CASES, ids=[_case_id(c) for c in CASES])
def table(request: pytest.FixtureRequest) -> TableLayout:
    players, width, height, me = request.param
    return table_layout(players, width, height, me)


def _fixed_areas(t: TableLayout) -> dict[str, Rect]:
    areas = {
        "deck": t.deck,
        "discard": t.discard,
        "play_area": t.play_area,
        "prompt_box": t.prompt_box,
    }
    if t.own_hand is not None:
        areas["own_hand"] = t.own_hand
    return areas


def _inner_rects(box: SeatBox) -> dict[str, Rect]:
    rects = {
        "name": box.name,
        "role": box.role,
        "portrait": box.portrait,
        "hand_count": box.hand_count,
        "hp_bar": box.hp_bar,
    }
    rects.update({f"equip{i}": r for i, r in enumerate(box.equip)})
    if box.skills is not None:
        rects["skills"] = box.skills
    if box.dashboard:
        rects["team"] = box.team
    return rects


def _screen_angle(point: tuple[float, float], center: tuple[float, float]) -> float:
    """Angle of ``point`` about ``center`` as seen on the screen (y down), counterclockwise
    positive."""
    return math.atan2(center[1] - point[1], point[0] - center[0])


# --- Rect -------------------------------------------------------------------------------


def test_rect_edges_and_center() -> None:
    r = Rect(10, 20, 30, 40)
    assert (r.right, r.bottom, r.center) == (40, 60, (25, 40))


def test_rect_intersects_overlap_but_not_touching_edges() -> None:
    a = Rect(0, 0, 10, 10)
    assert a.intersects(Rect(5, 5, 10, 10))
    assert a.intersects(Rect(2, 2, 2, 2))
    assert not a.intersects(Rect(10, 0, 5, 5))  # touches the right edge
    assert not a.intersects(Rect(0, 10, 5, 5))  # touches the bottom edge
    assert not a.intersects(Rect(20, 20, 5, 5))


def test_rect_contains_inner_and_equal_but_not_sticking_out() -> None:
    a = Rect(0, 0, 10, 10)
    assert a.contains(Rect(2, 2, 3, 3))
    assert a.contains(a)
    assert not a.contains(Rect(8, 8, 3, 3))
    assert not a.contains(Rect(-1, 0, 5, 5))


def test_rect_inflated_grows_and_shrinks_about_the_centre() -> None:
    a = Rect(10, 10, 20, 10)
    assert a.inflated(5) == Rect(5, 5, 30, 20)
    assert a.inflated(-2) == Rect(12, 12, 16, 6)
    assert a.inflated(-50) == Rect(20, 15, 0, 0)


def test_rect_negative_size_is_refused() -> None:
    with pytest.raises(ValueError):
        Rect(0, 0, -1, 5)


# --- invalid arguments ---------------------------------------------------------------------


@pytest.mark.parametrize("players", [0, 1, 2, 3, 4, 7, 9, 10])
def test_unsupported_player_count_raises(players: int) -> None:
    with pytest.raises(ValueError, match="player count"):
        table_layout(players, 1280, 800, None)


@pytest.mark.parametrize(
    ("width", "height"), [(719, 560), (800, 503), (640, 480), (0, 0), (math.nan, 800)]
)
def test_too_small_view_raises(width: float, height: float) -> None:
    with pytest.raises(ValueError, match="too small"):
        table_layout(5, width, height, 0)


@pytest.mark.parametrize(("players", "me"), [(5, 5), (5, -1), (8, 8)])
def test_viewer_not_a_seat_raises(players: int, me: int) -> None:
    with pytest.raises(ValueError, match="not a seat"):
        table_layout(players, 1280, 800, me)


def test_minimum_view_is_accepted() -> None:
    for players in (5, 6, 8):
        table_layout(players, MIN_WIDTH, MIN_HEIGHT, 0)


# --- the table, every case -------------------------------------------------------------


def test_seats_are_indexed_by_seat_number(table: TableLayout) -> None:
    assert len(table.seats) == table.players
    assert [box.seat for box in table.seats] == list(range(table.players))
    assert sorted(box.position for box in table.seats) == list(range(table.players))


def test_no_two_seats_overlap_with_their_judge_areas(table: TableLayout) -> None:
    for a, b in itertools.combinations(table.seats, 2):
        for ra, rb in itertools.product((a.panel, a.judge), (b.panel, b.judge)):
            assert not ra.intersects(rb), (a.seat, b.seat, ra, rb)


def test_judge_area_lies_beside_its_own_panel(table: TableLayout) -> None:
    for box in table.seats:
        assert not box.judge.intersects(box.panel), box.seat
        assert box.panel.inflated(12 * table.scale).intersects(box.judge), box.seat


def test_no_seat_overlaps_piles_hand_or_controls(table: TableLayout) -> None:
    for box in table.seats:
        for name, area in _fixed_areas(table).items():
            assert not box.panel.intersects(area), (box.seat, name)
            assert not box.judge.intersects(area), (box.seat, "judge", name)


def test_piles_hand_and_controls_do_not_overlap(table: TableLayout) -> None:
    areas = _fixed_areas(table)
    for (na, ra), (nb, rb) in itertools.combinations(areas.items(), 2):
        assert not ra.intersects(rb), (na, nb)


def test_the_prompt_box_holds_its_text_buttons_and_timer_one_under_another(
    table: TableLayout,
) -> None:
    parts = [table.prompt, table.buttons, table.timer]
    assert all(table.prompt_box.contains(part) for part in parts)
    assert all(a.bottom <= b.y for a, b in itertools.pairwise(parts))
    assert table.prompt.w == table.buttons.w == table.timer.w
    # two lines of the table's 13-pixel text, and buttons as high as the app's own
    assert table.prompt.h >= 36 and table.buttons.h >= 24


def test_only_the_bottom_seat_is_a_dashboard_and_it_is_larger(table: TableLayout) -> None:
    for box in table.seats:
        assert box.dashboard == (box.seat == table.bottom_seat), box.seat
    dash = table.seats[table.bottom_seat]
    other = table.seats[(table.bottom_seat + 1) % table.players]
    assert dash.portrait.w * dash.portrait.h > 1.4 * other.portrait.w * other.portrait.h
    assert dash.hp_bar.h > 4 * other.hp_bar.h  # a column of large HP icons
    assert dash.skills is not None and dash.skills.w >= 0.9 * dash.panel.w
    for slot in dash.equip:  # small cards, beside the portrait
        assert slot.h >= 1.7 * other.equip[0].h and slot.right <= dash.portrait.x


def test_everything_lies_inside_the_view(table: TableLayout) -> None:
    view = Rect(0, 0, table.width, table.height)
    assert table.view == view
    for name, area in _fixed_areas(table).items():
        assert view.contains(area), name
    for box in table.seats:
        assert view.contains(box.panel), box.seat
        assert view.contains(box.judge), box.seat


def test_panel_parts_lie_inside_the_panel_without_overlapping(table: TableLayout) -> None:
    for box in table.seats:
        inner = _inner_rects(box)
        for name, rect in inner.items():
            assert box.panel.contains(rect), (box.seat, name)
            assert rect.w > 0 and rect.h > 0, (box.seat, name)
        for (na, ra), (nb, rb) in itertools.combinations(inner.items(), 2):
            assert not ra.intersects(rb), (box.seat, na, nb)
        assert box.anchor == box.panel.center


def test_viewer_sits_at_the_bottom(table: TableLayout) -> None:
    bottom = table.me if table.me is not None else 0
    assert table.bottom_seat == bottom
    mine = table.seats[bottom]
    assert mine.position == 0 and mine.side == "bottom"
    others = [box for box in table.seats if box.seat != bottom]
    assert all(mine.panel.center[1] > box.panel.center[1] for box in others)


def test_hand_sits_beside_the_viewer_at_the_bottom(table: TableLayout) -> None:
    if table.me is None:
        assert table.own_hand is None
        return
    hand = table.own_hand
    assert hand is not None
    mine = table.seats[table.me].panel
    assert hand.x >= mine.right and hand.bottom == pytest.approx(mine.bottom)
    assert hand.h >= table.card_h
    assert hand.w >= 5 * table.card_w
    assert table.prompt_box.bottom <= hand.y  # just above the hand
    assert table.prompt_box.x <= hand.x and table.prompt_box.right == pytest.approx(hand.right)


def test_open_hands_fit_each_seat_without_hiding_its_name_role_hp_or_equipment(
    table: TableLayout,
) -> None:
    """With every card open (a replay), the bottom seat's hand lies in the hand area and
    every other seat's in a row of small cards over its portrait: inside the panel, clear
    of the name, role, hand count, HP and equipment, and high enough to read."""
    assert len(table.open_hands) == table.players
    for box in table.seats:
        row = table.open_hands[box.seat]
        if box.seat == table.bottom_seat:
            assert row.x >= box.panel.right and row.bottom == pytest.approx(box.panel.bottom)
            assert row.h >= table.card_h
            assert not row.intersects(table.prompt_box)
            continue
        assert box.portrait.contains(row), box.seat
        for name, rect in _inner_rects(box).items():
            if name != "portrait":
                assert not row.intersects(rect), (box.seat, name)
        cards = hand_card_positions(8, row, table.card_w, table.card_h)
        assert all(row.contains(card) for card in cards)
        assert cards[0].h >= 30  # rank and suit readable


def test_seats_go_counterclockwise_from_the_viewer(table: TableLayout) -> None:
    n = table.players
    order = [table.seats[(table.bottom_seat + k) % n] for k in range(n)]
    angles = [_screen_angle(box.anchor, table.center) for box in order]
    steps = [(angles[(k + 1) % n] - angles[k]) % math.tau for k in range(n)]
    assert all(0 < step < math.pi for step in steps), steps
    assert sum(steps) == pytest.approx(math.tau)  # exactly one turn, counterclockwise


def test_next_seat_is_on_the_right_and_previous_on_the_left(table: TableLayout) -> None:
    n = table.players
    cx = table.center[0]
    assert table.seat_at(1).anchor[0] > cx
    assert table.seat_at(1).side == "right"
    assert table.seat_at(n - 1).anchor[0] < cx
    assert table.seat_at(n - 1).side == "left"


def test_table_centre_is_the_play_area_between_deck_and_discard(table: TableLayout) -> None:
    assert table.center == table.play_area.center
    assert table.deck.right <= table.play_area.x <= table.play_area.right <= table.discard.x
    assert table.play_area.w >= 2 * table.card_w
    for pile in (table.deck, table.discard):
        assert (pile.w, pile.h) == pytest.approx((table.card_w, table.card_h))


@pytest.mark.parametrize(("players", "me"), [(5, None), (6, 2), (8, 7)])
def test_arrangement_per_player_count(players: int, me: int | None) -> None:
    t = table_layout(players, 1280, 800, me)
    sides = [t.seat_at(k).side for k in range(players)]
    expected = {
        5: ["bottom", "right", "top", "top", "left"],
        6: ["bottom", "right", "top", "top", "top", "left"],
        8: ["bottom", "right", "right", "top", "top", "top", "left", "left"],
    }[players]
    assert sides == expected


# --- table order (迁都 swaps two places) ------------------------------------------------


@pytest.mark.parametrize("me", [None, 0, 1, 2, 3, 4])
def test_seats_follow_the_table_order_after_two_places_are_swapped(me: int | None) -> None:
    order = (2, 1, 0, 3, 4)  # seats 0 and 2 swapped places
    t = table_layout(5, 1280, 800, me, order)
    bottom = order[0] if me is None else me
    assert t.bottom_seat == bottom and t.order == order
    assert [box.seat for box in t.seats] == list(range(5))  # still indexed by seat number
    start = order.index(bottom)
    for k in range(5):
        seat = order[(start + k) % 5]
        assert t.seat_at(k).seat == seat and t.seats[seat].position == k
    angles = [_screen_angle(t.seat_at(k).anchor, t.center) for k in range(5)]
    steps = [(angles[(k + 1) % 5] - angles[k]) % math.tau for k in range(5)]
    assert all(0 < step < math.pi for step in steps)
    assert sum(steps) == pytest.approx(math.tau)


def test_a_swap_between_two_other_seats_moves_only_their_panels() -> None:
    before = table_layout(8, 1280, 800, 0)
    after = table_layout(8, 1280, 800, 0, (0, 1, 5, 3, 4, 2, 6, 7))
    moved = [s for s in range(8) if before.seats[s].panel != after.seats[s].panel]
    assert moved == [2, 5]
    assert after.seats[2].panel == before.seats[5].panel
    assert after.seats[5].judge == before.seats[2].judge
    assert after.seats[5].side == before.seats[2].side


def test_the_default_order_is_the_seat_numbers() -> None:
    assert table_layout(6, 1280, 800, 3) == table_layout(6, 1280, 800, 3, (0, 1, 2, 3, 4, 5))
    assert table_layout(6, 1280, 800, 3, ()).order == (0, 1, 2, 3, 4, 5)


@pytest.mark.parametrize("order", [(0, 1, 2, 3), (0, 1, 2, 3, 3), (0, 1, 2, 3, 5), (0,) * 5])
def test_an_order_that_is_not_an_ordering_of_the_seats_raises(order: tuple[int, ...]) -> None:
    with pytest.raises(ValueError, match="table order"):
        table_layout(5, 1280, 800, 0, order)


# --- scale ----------------------------------------------------------------------------


def test_scale_is_one_at_the_nominal_view_and_grows_with_the_view() -> None:
    assert view_scale(NOMINAL_WIDTH, NOMINAL_HEIGHT) == 1.0
    small = table_layout(8, 800, 560, 0)
    assert (small.card_w, small.card_h, small.seat_w, small.seat_h) == (
        CARD_W,
        CARD_H,
        SEAT_W,
        SEAT_H,
    )
    sizes = [view_scale(w, h) for w, h in [(800, 560), (1280, 800), (1920, 1080)]]
    assert sizes == sorted(sizes) and sizes[-1] > sizes[0]
    big = table_layout(8, 1920, 1080, 0)
    assert big.card_h / big.card_w == pytest.approx(CARD_H / CARD_W)
    assert big.seat_w > SEAT_W


def test_a_view_below_the_nominal_one_shrinks_everything_alike_down_to_the_minimum() -> None:
    assert view_scale(MIN_WIDTH, MIN_HEIGHT) == pytest.approx(MIN_SCALE)
    assert pytest.approx((MIN_SCALE, MIN_SCALE)) == (
        MIN_WIDTH / NOMINAL_WIDTH,
        MIN_HEIGHT / NOMINAL_HEIGHT,
    )
    nominal = table_layout(8, NOMINAL_WIDTH, NOMINAL_HEIGHT, 0)
    small = table_layout(8, MIN_WIDTH, MIN_HEIGHT, 0)
    for a, b in zip(nominal.seats, small.seats, strict=True):
        assert b.panel.x == pytest.approx(a.panel.x * MIN_SCALE)
        assert b.panel.w == pytest.approx(a.panel.w * MIN_SCALE)
    sizes = [view_scale(w, h) for w, h in [(MIN_WIDTH, MIN_HEIGHT), SMALL_SCREEN_VIEW, (800, 560)]]
    assert sizes == sorted(sizes)


@pytest.mark.parametrize(
    ("players", "me"), [(p, me) for p in (5, 6, 8) for me in [None, *range(p)]]
)
def test_cards_stay_readable_at_the_table_of_a_1024_by_700_screen(
    players: int, me: int | None
) -> None:
    """The cards, the hand and the seat panels keep at least nine tenths of their nominal
    size there; a hand of seven cards stands side by side at full size, one of eight
    shows nine tenths of every card, one of twenty a third."""
    t = table_layout(players, *SMALL_SCREEN_VIEW, me)
    assert t.card_w >= MIN_SCALE * CARD_W - 1e-9 and t.card_h >= MIN_SCALE * CARD_H - 1e-9
    assert t.seat_w >= MIN_SCALE * SEAT_W - 1e-9
    if t.own_hand is None:
        return
    seven = hand_card_positions(7, t.own_hand, t.card_w, t.card_h)
    assert all(not a.intersects(b) for a, b in itertools.pairwise(seven))
    assert all(card.h == pytest.approx(t.card_h) for card in seven)
    eight = hand_card_positions(8, t.own_hand, t.card_w, t.card_h)
    assert all(b.x - a.x >= 0.9 * t.card_w for a, b in itertools.pairwise(eight))
    twenty = hand_card_positions(20, t.own_hand, t.card_w, t.card_h)
    assert all(b.x - a.x >= t.card_w / 3 for a, b in itertools.pairwise(twenty))


def test_layout_module_does_not_import_qt() -> None:
    source = Path(layout_module.__file__).read_text(encoding="utf-8")
    imported: list[str] = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            imported += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            imported.append(node.module or "")
    assert not [name for name in imported if "PySide" in name or "Qt" in name], imported


# --- hand cards -------------------------------------------------------------------------


HAND = Rect(150, 400, 600, 120)


@pytest.mark.parametrize("count", range(1, 21))
def test_hand_cards_stay_inside_the_area_left_to_right(count: int) -> None:
    cards = hand_card_positions(count, HAND, CARD_W, CARD_H)
    assert len(cards) == count
    assert all(HAND.contains(card) for card in cards)
    assert all(a.x < b.x for a, b in itertools.pairwise(cards))
    assert all((c.w, c.h) == (CARD_W, CARD_H) for c in cards)


def test_few_hand_cards_are_centred_side_by_side() -> None:
    cards = hand_card_positions(3, HAND, CARD_W, CARD_H)
    left_gap = cards[0].x - HAND.x
    right_gap = HAND.right - cards[-1].right
    assert left_gap == pytest.approx(right_gap)
    assert all(not a.intersects(b) for a, b in itertools.pairwise(cards))


def test_many_hand_cards_overlap_evenly_from_edge_to_edge() -> None:
    cards = hand_card_positions(15, HAND, CARD_W, CARD_H)
    steps = [b.x - a.x for a, b in itertools.pairwise(cards)]
    assert steps == pytest.approx([steps[0]] * len(steps))
    assert steps[0] < CARD_W
    assert cards[0].x == pytest.approx(HAND.x)
    assert cards[-1].right == pytest.approx(HAND.right)


def test_hand_cards_shrink_to_a_low_area() -> None:
    low = Rect(0, 0, 500, 49)
    cards = hand_card_positions(4, low, CARD_W, CARD_H)
    assert all(low.contains(card) for card in cards)
    assert cards[0].h == pytest.approx(49) and cards[0].w == pytest.approx(35)


def test_no_hand_cards_and_bad_arguments() -> None:
    assert hand_card_positions(0, HAND, CARD_W, CARD_H) == []
    with pytest.raises(ValueError):
        hand_card_positions(-1, HAND, CARD_W, CARD_H)
    with pytest.raises(ValueError):
        hand_card_positions(3, HAND, 0, CARD_H)


def test_hand_cards_fit_the_own_hand_area_of_every_layout() -> None:
    for players, (width, height) in itertools.product((5, 6, 8), SIZES):
        t = table_layout(players, width, height, 0)
        assert t.own_hand is not None
        for count in (1, 8, 20):
            cards = hand_card_positions(count, t.own_hand, t.card_w, t.card_h)
            assert all(t.own_hand.contains(c) for c in cards)
            assert cards[0].h == pytest.approx(t.card_h)  # full size: the area is high enough


@given(
    count=st.integers(1, 20),
    x=st.floats(-500, 2000),
    y=st.floats(-500, 2000),
    w=st.floats(0, 3000),
    h=st.floats(0, 400),
    card_w=st.floats(10, 150),
    card_h=st.floats(10, 200),
)
def test_hand_positions_property_inside_and_ordered(
    count: int, x: float, y: float, w: float, h: float, card_w: float, card_h: float
) -> None:
    area = Rect(x, y, w, h)
    cards = hand_card_positions(count, area, card_w, card_h)
    assert len(cards) == count
    assert all(area.contains(card) for card in cards)
    assert all(a.x <= b.x for a, b in itertools.pairwise(cards))
    if w >= card_w + 0.5 and h >= 1:  # room to move: strictly left to right
        assert all(a.x < b.x for a, b in itertools.pairwise(cards))
    if w >= 1 and h >= 1:  # not degenerate: proportions kept
        assert all(c.w / c.h == pytest.approx(card_w / card_h) for c in cards)


def _side_by_side(cards: list[Rect], area: Rect) -> bool:
    inside = all(
        area.x - 1e-6 <= c.x and c.right <= area.right + 1e-6 and area.y - 1e-6 <= c.y
        for c in cards
    )
    return inside and all(a.right <= b.x + 1e-6 for a, b in itertools.pairwise(cards))


@pytest.mark.parametrize("players", [5, 6, 8])
def test_the_played_row_never_hides_a_card_name_at_1024x700(players: int) -> None:
    table = table_layout(players, *SMALL_SCREEN_VIEW, 0)
    area = table.play_area
    cards = played_card_positions(6, 1, area, table.card_w, table.card_h)
    assert 1 <= len(cards) <= 6
    assert _side_by_side(cards, area)  # no card over another's name
    assert cards[0].w >= layout_module.PLAYED_MIN_SCALE * table.card_w - 1e-6


def test_the_played_row_shows_every_recent_card_at_full_size_when_it_can() -> None:
    table = table_layout(5, 1920, 1080, 0)
    cards = played_card_positions(6, 2, table.play_area, table.card_w, table.card_h)
    assert len(cards) == 6 and _side_by_side(cards, table.play_area)
    assert cards[0].w == pytest.approx(table.card_w)


def test_the_cards_of_the_action_under_way_always_show() -> None:
    table = table_layout(8, MIN_WIDTH, MIN_HEIGHT, 0)
    area = table.play_area
    revealed = played_card_positions(8, 8, area, table.card_w, table.card_h)  # 五谷丰登, 8 seats
    assert len(revealed) == 8
    assert all(area.x - 1e-6 <= c.x and c.right <= area.right + 1e-6 for c in revealed)


def test_the_played_row_refuses_impossible_counts() -> None:
    with pytest.raises(ValueError, match="cannot keep"):
        played_card_positions(2, 3, HAND, CARD_W, CARD_H)
    with pytest.raises(ValueError, match="card size"):
        played_card_positions(2, 1, HAND, 0, CARD_H)
    assert played_card_positions(0, 0, HAND, CARD_W, CARD_H) == []
