"""Pure geometry of the game table: where the seats, piles, hand and controls go.

No Qt here (docs/architecture.md): the scene turns these rectangles into items, and the
tests check them without a display. Coordinates are logical scene pixels, origin top-left,
y pointing down.

The arrangement follows 英雄杀 / 三国杀 clients. The viewer's seat is a dashboard in the
bottom-left corner: a large portrait with HP icons beside it, the equipment as small cards,
the role, and the skill buttons under the portrait. To its right lie its judgement area and
the hand, and above the hand the prompt box (what is asked, the buttons, the timer). The
other seats go counterclockwise *as seen on the screen* in table order (the seat numbers
until 迁都 swaps two places): up the right side, right to left along the top, down the left
side::

    5 players: right 1, top 2, left 1
    6 players: right 1, top 3, left 1
    8 players: right 2, top 3, left 2

The middle of the table holds the deck (left), the play area (centre) and the discard pile
(right). Every size grows with the view (up to :data:`MAX_SCALE`) and shrinks a little with
a view smaller than :data:`NOMINAL_WIDTH` × :data:`NOMINAL_HEIGHT` (down to
:data:`MIN_SCALE`, the table a 1024×700 screen leaves); everything fits from the minimum
view of :data:`MIN_WIDTH` × :data:`MIN_HEIGHT` upwards.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

Point = tuple[float, float]
Side = Literal["bottom", "right", "top", "left"]

# Nominal sizes in logical pixels, at scale 1 (the nominal view).
CARD_W: float = 70.0
CARD_H: float = 98.0
SEAT_W: float = 128.0
SEAT_H: float = 168.0
DASH_W: float = 200.0
DASH_H: float = 196.0
"""The viewer's dashboard (the bottom seat), nominal."""
PROMPT_BOX_H: float = 88.0
"""The prompt box above the hand: two lines of text, a row of buttons and the timer."""

NOMINAL_WIDTH: float = 800.0
NOMINAL_HEIGHT: float = 560.0
"""The view at which every item has its nominal size (scale 1)."""
MIN_SCALE: float = 0.9
"""The smallest scale: cards of 63×88 pixels, still readable."""
MIN_WIDTH: float = 720.0  # NOMINAL_WIDTH * MIN_SCALE
MIN_HEIGHT: float = 504.0  # NOMINAL_HEIGHT * MIN_SCALE
SMALL_SCREEN_VIEW: tuple[float, float] = (760.0, 540.0)
"""The table view at least that the main window leaves on a 1024×700 screen (its frame,
menu bar, prompt and buttons row and the log taken off); the UI tests check both."""
MAX_SCALE: float = 1.6
SCALE_GROWTH: float = 0.5
"""How much of the extra room of a larger view goes into larger items (the rest into space)."""

PLAYER_COUNTS: tuple[int, ...] = (5, 6, 8)

OPEN_CARD: float = 0.36
"""The height of an open hand's small cards beside a seat, as a fraction of a card's."""

EPS: float = 1e-6
"""Tolerance of :meth:`Rect.contains` and :meth:`Rect.intersects` for rounding errors."""

_MARGIN = 8.0
_GAP = 6.0
_JUDGE_TILE = 24.0  # one delayed trick in a judgement area
_JUDGE_TILES = 3
_JUDGE_TILE_GAP = 2.0
_BUTTONS_H = 28.0  # the prompt box's row of buttons
_TIMER_H = 5.0
_PLAY_CARDS = 8  # the play area is at most this many cards wide
_HAND_SPACING = 0.06  # gap between hand cards that fit, as a fraction of the card width

# Inside a seat panel (nominal, they add up to SEAT_H).
_PAD = 4.0
_NAME_H = 16.0
_ROLE = 16.0
_PORTRAIT_H = 72.0
_SIDE_COL = 24.0  # right of the portrait: the hand count
_HP_H = 10.0
_SLOT_H = 12.0
_SLOT_GAP = 2.0

# Inside the dashboard (nominal): left to right the equipment column, the portrait and the
# HP column; top to bottom the name strip, the portrait and the skill buttons (three rows).
_DASH_NAME_H = 18.0
_DASH_ROLE = 20.0
_DASH_EQUIP_W = 58.0
_DASH_HP_W = 22.0
_DASH_SKILLS_H = 60.0
_DASH_COUNT_H = 20.0

# Seats on (right, top, left) besides the bottom one.
_ARRANGEMENT: dict[int, tuple[int, int, int]] = {5: (1, 2, 1), 6: (1, 3, 1), 8: (2, 3, 2)}


@dataclass(frozen=True, slots=True)
class Rect:
    """An axis-aligned rectangle: top-left corner ``(x, y)``, width ``w``, height ``h``."""

    x: float
    y: float
    w: float
    h: float

    def __post_init__(self) -> None:
        if self.w < 0 or self.h < 0:
            raise ValueError(f"Rect with negative size {self.w}×{self.h}")

    @property
    def right(self) -> float:
        """The x of the right edge."""
        return self.x + self.w

    @property
    def bottom(self) -> float:
        """The y of the bottom edge."""
        return self.y + self.h

    @property
    def center(self) -> Point:
        """The centre point ``(x, y)``."""
        return (self.x + self.w / 2, self.y + self.h / 2)

    def intersects(self, other: Rect) -> bool:
        """Whether the insides of the two rectangles overlap (touching edges do not)."""
        return (
            self.x < other.right - EPS
            and other.x < self.right - EPS
            and self.y < other.bottom - EPS
            and other.y < self.bottom - EPS
        )

    def contains(self, other: Rect) -> bool:
        """Whether ``other`` lies wholly inside this rectangle (edges may touch)."""
        return (
            other.x >= self.x - EPS
            and other.y >= self.y - EPS
            and other.right <= self.right + EPS
            and other.bottom <= self.bottom + EPS
        )

    def contains_point(self, x: float, y: float) -> bool:
        """Whether the point ``(x, y)`` lies inside or on the edge (for hit tests)."""
        return self.x <= x <= self.right and self.y <= y <= self.bottom

    def inflated(self, d: float) -> Rect:
        """This rectangle grown by ``d`` on every side (shrunk if ``d`` is negative).

        Shrinking past nothing gives an empty rectangle at the centre.
        """
        w = max(0.0, self.w + 2 * d)
        h = max(0.0, self.h + 2 * d)
        cx, cy = self.center
        return Rect(cx - w / 2, cy - h / 2, w, h)


@dataclass(frozen=True, slots=True)
class SeatBox:
    """Where one seat is drawn.

    ``panel`` holds everything but the judgement area: ``name``, ``role`` marker,
    ``portrait``, ``hand_count``, ``hp_bar`` (the HP pips) and the four ``equip`` slots
    (weapon, armour, +1 horse, -1 horse); ``team`` is the 3v3 team marker, at the top of
    the column beside the portrait whose bottom holds the hand count. ``judge`` (delayed
    tricks) lies next to the panel, on the side facing the middle of the table: vertical for
    side seats and the dashboard, horizontal for the top ones. ``skills`` is where the
    dashboard's skill buttons go (None on the other seats); the dashboard's ``hp_bar`` is a
    column and its ``equip`` slots small cards. ``anchor`` is the panel's centre, for lines and
    card flights. ``position`` counts counterclockwise from the bottom place (0); ``side`` is
    the edge of the table it is on.
    """

    seat: int
    position: int
    side: Side
    panel: Rect
    name: Rect
    role: Rect
    portrait: Rect
    hand_count: Rect
    hp_bar: Rect
    equip: tuple[Rect, Rect, Rect, Rect]
    judge: Rect
    anchor: Point
    team: Rect
    skills: Rect | None = None

    @property
    def dashboard(self) -> bool:
        """Whether this is the viewer's dashboard (the bottom seat), not a compact seat."""
        return self.skills is not None


@dataclass(frozen=True, slots=True)
class TableLayout:
    """The whole table for one player count, view size, viewer and table order.

    ``seats`` is indexed by seat number; ``order`` is the table order of the seats that
    placed them (counterclockwise from ``bottom_seat``). ``own_hand`` is ``None`` for a spectator.
    ``prompt_box`` is the box above the hand that says what is asked: ``prompt`` (its
    text), ``buttons`` (its row of buttons) and ``timer`` (its clock) inside it.
    ``center`` is the middle of the table (the centre of ``play_area``). ``card_w`` …
    ``seat_h`` are the nominal sizes times ``scale``.
    ``open_hands`` is where each seat's hand lies face up when every card is open (a
    replay), by seat: the bottom seat's in the hand area, the others' in a row of small
    cards over the top of their portrait (see :func:`open_hand_row`).
    """

    players: int
    me: int | None
    bottom_seat: int
    order: tuple[int, ...]
    width: float
    height: float
    scale: float
    card_w: float
    card_h: float
    seat_w: float
    seat_h: float
    seats: tuple[SeatBox, ...]
    own_hand: Rect | None
    prompt_box: Rect
    buttons: Rect
    deck: Rect
    discard: Rect
    play_area: Rect
    prompt: Rect
    timer: Rect
    center: Point
    open_hands: tuple[Rect, ...]

    @property
    def view(self) -> Rect:
        """The whole view, ``(0, 0, width, height)``."""
        return Rect(0.0, 0.0, self.width, self.height)

    def seat_at(self, position: int) -> SeatBox:
        """The seat at ``position`` counterclockwise from the bottom place (0)."""
        start = self.order.index(self.bottom_seat)
        return self.seats[self.order[(start + position) % self.players]]


def view_scale(width: float, height: float) -> float:
    """The scale of every item for a view of ``width`` × ``height`` (1 at the nominal view).

    A smaller view shrinks everything with it (down to :data:`MIN_SCALE` at the minimum
    view), so it holds the nominal layout made smaller. Only :data:`SCALE_GROWTH` of the
    extra room of a larger view goes into larger items, so the scale never grows faster
    than the view and a layout that fits at the nominal view fits at any larger one.
    """
    room = min(width / NOMINAL_WIDTH, height / NOMINAL_HEIGHT)
    if room < 1.0:
        return max(MIN_SCALE, room)
    return min(MAX_SCALE, 1.0 + (room - 1.0) * SCALE_GROWTH)


def table_layout(
    players: int,
    width: float,
    height: float,
    me: int | None,
    order: tuple[int, ...] | None = None,
) -> TableLayout:
    """Place every seat, pile and control for ``players`` players in a view of
    ``width`` × ``height`` logical pixels, seen by seat ``me`` (``None``: a spectator, and
    the first seat of ``order`` takes the bottom place).

    ``order`` is the table order of the seats (``SeatView.order``; None or empty: the seat
    numbers): the others follow the bottom seat counterclockwise in this order, so a
    迁都 that swaps two places moves their panels.

    Raises :class:`ValueError` for a player count other than 5, 6 or 8, a ``me`` that is
    not a seat, an ``order`` that is not an ordering of every seat, or a view smaller than
    :data:`MIN_WIDTH` × :data:`MIN_HEIGHT`.
    """
    if players not in PLAYER_COUNTS:
        raise ValueError(
            f"unsupported player count {players!r}: the table is laid out for "
            f"{', '.join(map(str, PLAYER_COUNTS))} players"
        )
    if me is not None and not 0 <= me < players:
        raise ValueError(f"seat {me!r} is not a seat of a {players}-player table")
    order = tuple(order) if order else tuple(range(players))
    if sorted(order) != list(range(players)):
        raise ValueError(
            f"table order {order!r} is not an ordering of the seats of a {players}-player table"
        )
    if not (width >= MIN_WIDTH and height >= MIN_HEIGHT):
        raise ValueError(
            f"view {width}×{height} is too small for the table: "
            f"the minimum is {MIN_WIDTH:g}×{MIN_HEIGHT:g}"
        )

    s = view_scale(width, height)
    m, g = _MARGIN * s, _GAP * s
    sw, sh = SEAT_W * s, SEAT_H * s
    cw, ch = CARD_W * s, CARD_H * s
    tile = _JUDGE_TILE * s
    judge_long = (_JUDGE_TILES * _JUDGE_TILE + (_JUDGE_TILES - 1) * _JUDGE_TILE_GAP) * s

    # Bottom band: the dashboard on the left; to its right the prompt box over the
    # dashboard's judgement area (a column) and the hand.
    dash_w, dash_h = DASH_W * s, DASH_H * s
    band_y = height - m - dash_h
    bottom_panel = Rect(m, band_y, dash_w, dash_h)
    x0 = bottom_panel.right + g
    prompt_box = Rect(x0, band_y, width - m - x0, PROMPT_BOX_H * s)
    inset = 4 * s
    timer_h = _TIMER_H * s
    timer = Rect(
        prompt_box.x + inset, prompt_box.bottom - inset - timer_h, prompt_box.w - 2 * inset, timer_h
    )
    buttons = Rect(timer.x, timer.y - inset / 2 - _BUTTONS_H * s, timer.w, _BUTTONS_H * s)
    prompt = Rect(
        timer.x, prompt_box.y + inset, timer.w, buttons.y - inset / 2 - prompt_box.y - inset
    )
    hand_y = prompt_box.bottom + g / 2
    hand_h = height - m - hand_y
    bottom_judge = Rect(x0, hand_y + (hand_h - judge_long) / 2, tile, judge_long)
    hand_x = bottom_judge.right + g
    hand_area = Rect(hand_x, hand_y, width - m - hand_x, hand_h)
    own_hand = hand_area if me is not None else None

    # Side columns run from the top margin down to the bottom band; the top row and the
    # middle lie between them, clear of the side seats' judgement areas.
    col_top, col_bottom = m, band_y - g
    reserve = m + sw + g + tile + g
    n_right, n_top, n_left = _ARRANGEMENT[players]
    left_x, right_x = m, width - m - sw

    def column(k: int) -> list[float]:
        """The y of ``k`` seats spread down a side column, top first."""
        gap = (col_bottom - col_top - k * sh) / (k + 1)
        return [col_top + gap + i * (sh + gap) for i in range(k)]

    places: list[tuple[Side, Rect, Rect]] = [("bottom", bottom_panel, bottom_judge)]
    for y in reversed(column(n_right)):  # up the right side
        panel = Rect(right_x, y, sw, sh)
        judge = Rect(panel.x - g - tile, panel.center[1] - judge_long / 2, tile, judge_long)
        places.append(("right", panel, judge))
    top_gap = (width - 2 * reserve - n_top * sw) / (n_top + 1)
    for i in reversed(range(n_top)):  # right to left along the top
        panel = Rect(reserve + top_gap + i * (sw + top_gap), m, sw, sh)
        judge = Rect(panel.center[0] - judge_long / 2, panel.bottom + g, judge_long, tile)
        places.append(("top", panel, judge))
    for y in column(n_left):  # down the left side
        panel = Rect(left_x, y, sw, sh)
        judge = Rect(panel.right + g, panel.center[1] - judge_long / 2, tile, judge_long)
        places.append(("left", panel, judge))

    # The middle: deck, play area, discard pile.
    mid_y = m + sh + g + tile + g
    mid = Rect(reserve, mid_y, width - 2 * reserve, col_bottom - mid_y)
    mid_cx, mid_cy = mid.center
    play_w = min(mid.w - 2 * (cw + 2 * g), _PLAY_CARDS * cw)
    play_h = min(mid.h, ch + 2 * g)
    play_area = Rect(mid_cx - play_w / 2, mid_cy - play_h / 2, play_w, play_h)
    deck = Rect(play_area.x - g - cw, mid_cy - ch / 2, cw, ch)
    discard = Rect(play_area.right + g, mid_cy - ch / 2, cw, ch)

    bottom_seat = order[0] if me is None else me
    start = order.index(bottom_seat)
    boxes: list[SeatBox | None] = [None] * players
    for position, (side, panel, judge) in enumerate(places):
        seat = order[(start + position) % players]
        boxes[seat] = (
            _dashboard_box(seat, panel, judge, s)
            if side == "bottom"
            else _seat_box(seat, position, side, panel, judge, s)
        )
    seats = tuple(box for box in boxes if box is not None)
    assert len(seats) == players
    open_hands = tuple(
        hand_area if box.seat == bottom_seat else open_hand_row(box, ch) for box in seats
    )

    return TableLayout(
        players=players,
        me=me,
        bottom_seat=bottom_seat,
        order=order,
        width=float(width),
        height=float(height),
        scale=s,
        card_w=cw,
        card_h=ch,
        seat_w=sw,
        seat_h=sh,
        seats=seats,
        own_hand=own_hand,
        prompt_box=prompt_box,
        buttons=buttons,
        deck=deck,
        discard=discard,
        play_area=play_area,
        prompt=prompt,
        timer=timer,
        center=play_area.center,
        open_hands=open_hands,
    )


def open_hand_row(box: SeatBox, card_h: float) -> Rect:
    """Where a seat's hand shows face up beside the others (every card open): a row of
    small cards, :data:`OPEN_CARD` of a card high, over the top of the portrait. The
    name, role, HP and equipment stay visible; the hero's name is in the name strip."""
    portrait = box.portrait
    return Rect(portrait.x, portrait.y, portrait.w, min(card_h * OPEN_CARD, portrait.h))


def _seat_box(seat: int, position: int, side: Side, panel: Rect, judge: Rect, s: float) -> SeatBox:
    """Lay out the inside of one seat panel, top to bottom: name and role marker, portrait
    with the team marker and the hand count beside it, HP pips, four equipment slots."""
    pad = _PAD * s
    x, inner_w = panel.x + pad, panel.w - 2 * pad
    role_size = _ROLE * s
    name = Rect(x, panel.y + pad, inner_w - role_size - pad, _NAME_H * s)
    role = Rect(panel.right - pad - role_size, panel.y + pad, role_size, role_size)
    side_col = _SIDE_COL * s
    portrait = Rect(x, name.bottom + 2 * s, inner_w - side_col - 2 * s, _PORTRAIT_H * s)
    count_size = min(side_col, portrait.h)
    hand_count = Rect(
        panel.right - pad - count_size, portrait.bottom - count_size, count_size, count_size
    )
    team = Rect(hand_count.x, portrait.y, count_size, count_size)
    hp_bar = Rect(x, portrait.bottom + 3 * s, inner_w, _HP_H * s)
    slot_h, slot_gap = _SLOT_H * s, _SLOT_GAP * s
    first = hp_bar.bottom + 3 * s

    def slot(i: int) -> Rect:
        return Rect(x, first + i * (slot_h + slot_gap), inner_w, slot_h)

    return SeatBox(
        seat=seat,
        position=position,
        side=side,
        panel=panel,
        name=name,
        role=role,
        portrait=portrait,
        hand_count=hand_count,
        hp_bar=hp_bar,
        equip=(slot(0), slot(1), slot(2), slot(3)),
        judge=judge,
        anchor=panel.center,
        team=team,
    )


def _dashboard_box(seat: int, panel: Rect, judge: Rect, s: float) -> SeatBox:
    """Lay out the viewer's dashboard: the name strip between the team and role markers;
    under it the equipment column (four small cards), the portrait and the HP column
    (the hand count at its foot); the skill buttons across the bottom."""
    pad = _PAD * s
    x, inner_w = panel.x + pad, panel.w - 2 * pad
    marker = _DASH_ROLE * s
    team = Rect(x, panel.y + pad, marker, marker)
    role = Rect(panel.right - pad - marker, panel.y + pad, marker, marker)
    name = Rect(team.right + pad, panel.y + pad, role.x - pad - team.right - pad, _DASH_NAME_H * s)
    skills_h = _DASH_SKILLS_H * s
    skills = Rect(x, panel.bottom - pad - skills_h, inner_w, skills_h)
    top = max(name.bottom, role.bottom) + 3 * s
    body_h = skills.y - 3 * s - top
    equip_w, hp_w = _DASH_EQUIP_W * s, _DASH_HP_W * s
    gap = 3 * s
    tile_h = (body_h - 3 * gap) / 4
    equip = tuple(Rect(x, top + i * (tile_h + gap), equip_w, tile_h) for i in range(4))
    hp_x = panel.right - pad - hp_w
    portrait = Rect(x + equip_w + gap, top, hp_x - gap - (x + equip_w + gap), body_h)
    count_h = _DASH_COUNT_H * s
    hand_count = Rect(hp_x, portrait.bottom - count_h, hp_w, count_h)
    hp_bar = Rect(hp_x, top, hp_w, hand_count.y - gap - top)
    return SeatBox(
        seat=seat,
        position=0,
        side="bottom",
        panel=panel,
        name=name,
        role=role,
        portrait=portrait,
        hand_count=hand_count,
        hp_bar=hp_bar,
        equip=(equip[0], equip[1], equip[2], equip[3]),
        judge=judge,
        anchor=panel.center,
        team=team,
        skills=skills,
    )


def hand_card_positions(count: int, area: Rect, card_w: float, card_h: float) -> list[Rect]:
    """Rectangles for ``count`` hand cards in ``area``, left to right.

    Cards that fit stand side by side with a small gap, centred in the area; otherwise they
    overlap evenly, the first at the left edge and the last at the right edge. Cards are
    centred vertically and shrunk (keeping their proportions) if the area is lower or
    narrower than one card, so no card ever leaves the area.
    """
    if count < 0:
        raise ValueError(f"negative card count {count}")
    if card_w <= 0 or card_h <= 0:
        raise ValueError(f"card size must be positive, not {card_w}×{card_h}")
    if count == 0:
        return []
    shrink = min(1.0, area.w / card_w, area.h / card_h)
    w = min(card_w * shrink, area.w)  # min(): rounding must not make a card too large
    h = min(card_h * shrink, area.h)
    y = area.y + (area.h - h) / 2
    spacing = w * _HAND_SPACING
    natural = count * w + (count - 1) * spacing
    if count == 1 or natural <= area.w:
        step, x0 = w + spacing, area.x + (area.w - natural) / 2
    else:
        step, x0 = (area.w - w) / (count - 1), area.x
    return [Rect(x0 + i * step, y, w, h) for i in range(count)]


#: The played cards shrink down to this share of a card's size, side by side, before the
#: oldest of them leave the row: a card's name is never under another card's.
PLAYED_MIN_SCALE = 0.8


def played_card_positions(
    count: int, keep: int, area: Rect, card_w: float, card_h: float
) -> list[Rect]:
    """Where the newest of ``count`` played cards go in ``area``, oldest first: the
    returned rectangles are for the last ``len(result)`` cards.

    As many as fit side by side at :data:`PLAYED_MIN_SCALE` of a card's size or more are
    shown, centred and as large as the area allows (never larger than a card); the
    ``keep`` newest (the cards of the action under way) always are, overlapping as hand
    cards do only if even they cannot stand side by side.
    """
    if count < 0 or not 0 <= keep <= count:
        raise ValueError(f"cannot keep {keep} of {count} played cards")
    if count == 0:
        return []
    if card_w <= 0 or card_h <= 0:
        raise ValueError(f"card size must be positive, not {card_w}×{card_h}")
    least = max(keep, 1)
    for shown in range(count, least - 1, -1):
        row = shown * card_w + (shown - 1) * card_w * _HAND_SPACING
        scale = min(1.0, area.w / row, area.h / card_h)
        if scale >= PLAYED_MIN_SCALE:
            w, h = card_w * scale, card_h * scale
            step = w * (1 + _HAND_SPACING)
            x0 = area.x + (area.w - (shown * step - w * _HAND_SPACING)) / 2
            y = area.y + (area.h - h) / 2
            return [Rect(x0 + i * step, y, w, h) for i in range(shown)]
    return hand_card_positions(least, area, card_w, card_h)
