"""The table: a QGraphicsScene projected from one seat's view, with every event turned
into an animation played from a queue.

The engine never waits for the animations: updates queue up and play one after the
other, none skipped, so that every action is seen; a card or skill someone uses holds the
table for :data:`ACTION_MS` (at speed 1) with its name over the user's seat. Only the
person skips ahead ("skip to my turn", :meth:`AnimationQueue.catch_up`), or a request whose
clock already runs elsewhere (an online game's) when the queue would eat its time.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Sequence

from PySide6.QtCore import (
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPauseAnimation,
    QPointF,
    QPropertyAnimation,
    QTimer,
    Signal,
)
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QGraphicsSimpleTextItem

from yxs_desktop.client.seat_names import hero_seat, unnamed_seat
from yxs_desktop.client.session import EventsUpdate
from yxs_desktop.client.table_model import (
    ACTION_MS,
    BASE_MS,
    RECENT,
    LogEntry,
    Shown,
    action_captions,
    hold_ms,
)
from yxs_desktop.engine.enums import Area, Role
from yxs_desktop.engine.events import (
    CardsMoved,
    CardUsed,
    Damaged,
    Died,
    Event,
    Healed,
    HpLost,
    Judged,
    PlacesSwapped,
)
from yxs_desktop.engine.views import Reach, SeatView
from yxs_desktop.ui import painting
from yxs_desktop.ui.i18n import content, current_language
from yxs_desktop.ui.layout import (
    MIN_HEIGHT,
    MIN_WIDTH,
    Rect,
    hand_card_positions,
    played_card_positions,
    table_layout,
)
from yxs_desktop.ui.table.items import CaptionItem, CardItem, LineItem, SeatItem
from yxs_desktop.ui.table.people import SeatPerson

#: How long a notice stays in the middle of the table, in ms (the pace does not change it).
NOTICE_MS = 3000


class TableScene(QGraphicsScene):
    """Seats, the player's hand, deck, discard pile and the cards in play.

    Give it a ``parent`` (the table page): a scene owned by Python alone is deleted by
    whichever thread's garbage collection finds it, and a scene deleted off the main
    thread leaves its timers firing into freed memory."""

    hand_card_clicked = Signal(int)
    hand_card_double_clicked = Signal(int)
    seat_clicked = Signal(int)

    def __init__(
        self,
        players: int,
        me: int | None,
        width: int = 1280,
        height: int = 800,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.players = players
        self.me = me
        self.view_state: SeatView | None = None
        #: The distances from the viewer's seat and its attack range, with the view.
        self.reach: Reach | None = None
        #: The person's name (the "player_name" setting), shown on its own seat.
        self.person_name = ""
        #: What the table shows, folded as each update plays (the cards lately played,
        #: whether a turn has started, who has acted this round, the log's lines).
        self.shown = Shown(current_language)
        self.layout_ = table_layout(players, width, height, me)
        self.setSceneRect(0, 0, width, height)
        self.setBackgroundBrush(QBrush(QColor("#2d4a3a")))
        self.seats = [SeatItem(box) for box in self.layout_.seats]
        for seat in self.seats:
            seat.clicked.connect(self.seat_clicked.emit)
            self.addItem(seat)
        self.hand_items: list[CardItem] = []
        #: Every seat's hand when all cards are open (a replay's ``EventsUpdate.hands``),
        #: else None; ``open_hand_items`` shows them face up, by seat.
        self.hands: tuple[tuple[int, ...], ...] | None = None
        self.open_hand_items: dict[int, list[CardItem]] = {}
        self.table_items: list[CardItem] = []
        # cards in flight and target lines of the running animations: they leave the
        # scene when their animation ends, or all at once when the queue cuts it short
        self.transient: list[QGraphicsItem] = []
        #: The notice in the middle of the table (:meth:`announce`; faded out when done).
        self.notice: CaptionItem | None = None
        self._notice_fade: QPropertyAnimation | None = None
        self.deck_label = self._label()
        self.discard_label = self._label()
        self.phase_label = self._label()
        self.queue = AnimationQueue(self)
        self.speed = 1.0

    def _label(self) -> QGraphicsSimpleTextItem:
        item = QGraphicsSimpleTextItem()
        item.setBrush(QColor("#f4e6c8"))
        font = QFont(painting.cjk_family())
        font.setPixelSize(14)
        item.setFont(font)
        item.setZValue(5)
        self.addItem(item)
        return item

    # ------------------------------------------------------------------ layout
    def resize_table(self, width: int, height: int) -> None:
        width, height = max(width, int(MIN_WIDTH)), max(height, int(MIN_HEIGHT))
        self.layout_ = table_layout(self.players, width, height, self.me, self.layout_.order)
        self.setSceneRect(0, 0, width, height)
        for item, box in zip(self.seats, self.layout_.seats, strict=True):
            item.set_box(box)
        if self.view_state is not None:
            self.sync(self.view_state)

    def relayout(
        self,
        order: tuple[int, ...],
        duration: int = 0,
        group: QParallelAnimationGroup | None = None,
    ) -> None:
        """Place the seats in the table ``order`` (迁都 swapped two places), counterclockwise
        from the viewer; with a ``group``, the panels that move slide to their new places
        in ``duration`` ms."""
        lay = self.layout_
        if tuple(order) == lay.order:
            return
        self.layout_ = table_layout(self.players, lay.width, lay.height, self.me, tuple(order))
        for item, box in zip(self.seats, self.layout_.seats, strict=True):
            start = item.pos()
            item.set_box(box)
            end = item.pos()
            if group is None or start == end:
                continue
            item.setPos(start)
            slide = QPropertyAnimation(item, b"position", group)
            slide.setDuration(max(duration, 1))
            slide.setStartValue(start)
            slide.setEndValue(end)
            slide.setEasingCurve(QEasingCurve.Type.InOutCubic)
            group.addAnimation(slide)

    def card_size(self) -> tuple[float, float]:
        return self.layout_.card_w, self.layout_.card_h

    # ------------------------------------------------------------------ state
    def set_people(self, people: Sequence[SeatPerson]) -> None:
        """Show who sits on each seat (by seat; an online table's, from its room): the
        names and the dropped and 托管 marks. A seat past the end shows nobody."""
        for seat, item in enumerate(self.seats):
            item.set_person(people[seat] if seat < len(people) else None)

    def set_person_name(self, name: str) -> None:
        """Show ``name`` on the person's own seat ("" shows none)."""
        self.person_name = name.strip()
        if self.view_state is not None:
            self.sync(self.view_state)

    def jump_to(self, update: EventsUpdate) -> list[LogEntry]:
        """Show ``update`` at once, without animations (a replay's seek): the waiting and
        running animations go, and what the table follows from the events (the recent
        cards, the turns taken) is made again from ``update.events``, every event so far;
        the log's entries for them."""
        self.queue.clear()
        self.shown = Shown(current_language)
        entries = self.note(update)
        self.sync_update(update)
        return entries

    def sync_update(self, update: EventsUpdate) -> None:
        """Sync to an update's view, with the reach and the open hands that came with it."""
        self.reach = update.reach
        self.hands = update.hands
        self.sync(update.view)

    def sync(self, view: SeatView) -> None:
        """Put every static item where the view says (the end state of animations)."""
        self.view_state = view
        if view.round > 0:
            self.shown.turn_started = True
        if view.order:
            self.relayout(view.order)
        leaders = any(p.role is Role.LEADER for p in view.players)
        for item, player, box in zip(self.seats, view.players, self.layout_.seats, strict=True):
            role = view.role.value if view.role and player.seat == view.seat else None
            current = self.shown.turn_started and player.seat == view.current
            acted = leaders and player.seat in self.shown.acted and not current
            mine = self.me is not None and player.seat == self.me
            item.set_player(
                player,
                role,
                current,
                acted,
                mode=view.mode,
                viewer=view.seat,
                reach=self.reach,
                person_name=self.person_name if mine else "",
            )
            if item.pos() != QPointF(box.panel.x, box.panel.y):  # a slide cut short
                item.set_box(box)
        self._sync_hand(view)
        self._sync_open_hands()
        self._sync_table(view)
        deck_text = self.tr("Deck %1").replace("%1", str(view.deck_count))
        discard_text = self.tr("Discard %1").replace("%1", str(len(view.discard)))
        self._place_label(self.deck_label, self.layout_.deck, deck_text)
        self._place_label(self.discard_label, self.layout_.discard, discard_text)
        playing = view.players[view.current]
        lang = current_language()
        if playing.hero:
            who = hero_seat(playing.hero, playing.seat, lang, " ")
        else:
            who = unnamed_seat(playing.seat, lang)
        phase = content(f"phase.{view.phase.value}") if view.phase else ""
        started = self.shown.turn_started
        self.phase_label.setText(f"▶ {who}  {phase}" if started else "")
        area = self.layout_.play_area
        self.phase_label.setPos(area.x, area.y - 22)
        self.update()

    def _place_label(self, label: QGraphicsSimpleTextItem, rect: Rect, text: str) -> None:
        label.setText(text)
        label.setPos(rect.x, rect.bottom + 2)

    def _sync_hand(self, view: SeatView) -> None:
        for item in self.hand_items:
            self.removeItem(item)
        self.hand_items = []
        area = self.layout_.own_hand
        if area is None or view.seat is None:
            return
        w, h = self.card_size()
        places = hand_card_positions(len(view.hand), area, w, h)
        for card_id, rect in zip(view.hand, places, strict=True):
            item = CardItem(card_id, w, h)
            item.setPos(rect.x, rect.y)
            item.setZValue(10)
            item.clicked.connect(lambda it: self.hand_card_clicked.emit(it.card_id))
            item.double_clicked.connect(lambda it: self.hand_card_double_clicked.emit(it.card_id))
            self.addItem(item)
            self.hand_items.append(item)

    def _sync_open_hands(self) -> None:
        """Every seat's hand face up when all cards are open: the bottom seat's in the hand
        area, the others' as small cards over their panels (``layout.open_hands``)."""
        for items in self.open_hand_items.values():
            for item in items:
                self.removeItem(item)
        self.open_hand_items = {}
        if self.hands is None:
            return
        w, h = self.card_size()
        for seat, hand in enumerate(self.hands):
            area = self.layout_.open_hands[seat]
            items = []
            for card_id, rect in zip(hand, hand_card_positions(len(hand), area, w, h), strict=True):
                item = CardItem(card_id, rect.w, rect.h)
                item.setPos(rect.x, rect.y)
                item.setZValue(10)
                self.addItem(item)
                items.append(item)
            self.open_hand_items[seat] = items

    def open_hand(self, seat: int) -> list[int]:
        """The cards shown face up as ``seat``'s hand (none unless all cards are open)."""
        items = self.open_hand_items.get(seat, [])
        return [item.card_id for item in items if item.card_id is not None]

    def _sync_table(self, view: SeatView) -> None:
        for item in self.table_items:
            self.removeItem(item)
        self.table_items = []
        # the cards lately played, then those of the action under way (the newest)
        shown = [c for c in self.shown.recent if c not in view.table] + list(view.table)
        shown = shown[-max(RECENT, len(view.table)) :]
        w, h = self.card_size()
        places = played_card_positions(len(shown), len(view.table), self.layout_.play_area, w, h)
        for card_id, rect in zip(shown[len(shown) - len(places) :], places, strict=True):
            item = CardItem(card_id, rect.w, rect.h)
            item.setPos(rect.x, rect.y)
            item.setZValue(4)
            if card_id not in view.table:
                item.dimmed = True
            self.addItem(item)
            self.table_items.append(item)
        # the deck and discard pile as card stacks
        for rect, face in ((self.layout_.deck, None), (self.layout_.discard, "discard")):
            item = CardItem(None if face is None or not view.discard else view.discard[-1], w, h)
            item.setPos(rect.x, rect.y)
            item.setZValue(3)
            if face is not None and not view.discard:
                item.dimmed = True
            self.addItem(item)
            self.table_items.append(item)

    def hand_item(self, card_id: int) -> CardItem | None:
        return next((i for i in self.hand_items if i.card_id == card_id), None)

    # ------------------------------------------------------------------ animation
    def point_of(self, area: Area, seat: int | None) -> QPointF:
        """Where cards of an area appear to come from or go to."""
        lay = self.layout_
        if area is Area.DECK:
            return _top_left(lay.deck)
        if area is Area.DISCARD:
            return _top_left(lay.discard)
        if area is Area.TABLE or seat is None:
            return _top_left(lay.play_area.inflated(-lay.play_area.w / 3))
        if area is Area.HAND and seat == self.me and lay.own_hand is not None:
            return _top_left(lay.own_hand.inflated(-lay.own_hand.w / 3))
        if area is Area.HAND and self.hands is not None:  # every hand open: to the hand shown
            hand = lay.open_hands[seat]
            if seat == lay.bottom_seat:
                return _top_left(hand.inflated(-hand.w / 3))
            return _top_left(hand)
        x, y = lay.seats[seat].anchor
        return QPointF(x - lay.card_w / 2, y - lay.card_h / 2)

    def note(self, update: EventsUpdate) -> list[LogEntry]:
        """Follow ``update`` as it plays (animated, or jumped over to catch up): the
        cards lately played, the turns taken; its log entries."""
        return self.shown.show(update)

    def animations_for(self, events: tuple[Event, ...], duration: int) -> QParallelAnimationGroup:
        """One parallel group for an update's events: card flights, lines, flashes. The
        group belongs to the scene; whoever runs it deletes it (``deleteLater``) when done."""
        group = QParallelAnimationGroup(self)
        w, h = self.card_size()
        flights = 0
        # one flash per seat and update: two animations of one property would stop each
        # other, and a stopped animation never finishes its group
        flashes: dict[int, QColor] = {}
        for event in events:
            if isinstance(event, PlacesSwapped):  # 迁都: the two panels slide to their places
                self.relayout(event.order, duration, group)
            elif isinstance(event, CardsMoved) and event.src is not event.dst:
                ids: list[int | None] = list(event.cards) or [None] * min(event.count, 6)
                start = self.point_of(event.src, event.src_seat)
                end = self.point_of(event.dst, event.dst_seat)
                for i, card_id in enumerate(ids[:8]):
                    item = CardItem(card_id, w, h)
                    item.setZValue(20 + flights)
                    item.setPos(start)
                    self.addItem(item)
                    self.transient.append(item)
                    flight = QPropertyAnimation(item, b"position", group)
                    flight.setDuration(duration)
                    flight.setStartValue(start)
                    flight.setEndValue(end + QPointF(i * w * 0.3, 0))
                    flight.setEasingCurve(QEasingCurve.Type.OutCubic)
                    flight.finished.connect(lambda it=item: self._drop(it))
                    group.addAnimation(flight)
                    flights += 1
            elif isinstance(event, CardUsed) and event.targets:
                for target in event.targets:  # shown as long as the action holds the table
                    self._line(event.seat, target, int(duration * ACTION_MS / BASE_MS), group)
            elif isinstance(event, Damaged | HpLost):
                flashes[event.target] = QColor(255, 40, 40)
            elif isinstance(event, Healed):
                flashes[event.target] = QColor(60, 220, 110)
            elif isinstance(event, Died):
                flashes[event.seat] = QColor(10, 10, 10)
            elif isinstance(event, Judged):
                flashes[event.seat] = QColor(230, 200, 60) if event.hit else QColor(160, 160, 160)
        for seat, color in flashes.items():
            self._flash(seat, color, duration, group)
        captions = action_captions(events, current_language())
        for seat, caption in captions.items():
            self._caption(seat, caption, duration, group)
        if captions:  # an action holds the table long enough to be read
            group.addAnimation(QPauseAnimation(int(duration * ACTION_MS / BASE_MS), group))
        return group

    def announce(self, notice: str) -> None:
        """Show ``notice`` (a time-out, 托管 on or off) in the middle of the table for
        :data:`NOTICE_MS`, whatever the animations do; a new notice replaces the last.
        One item says them all: it stays the scene's (an item taken off a scene would be
        Python's alone, for any thread's garbage collection to delete)."""
        area = self.layout_.play_area
        centre = QPointF(area.x + area.w / 2, area.y + area.h / 2)
        item, size = self.notice, max(14, int(self.card_size()[1] * 0.15))
        if item is None:
            item = CaptionItem(notice, centre, size)
            item.setZValue(45)
            self.addItem(item)
            self.notice = item
            self._notice_fade = QPropertyAnimation(item, b"opacity", self)
            self._notice_fade.setDuration(NOTICE_MS)
            self._notice_fade.setStartValue(1.0)
            self._notice_fade.setKeyValueAt(0.8, 1.0)
            self._notice_fade.setEndValue(0.0)
        else:
            item.set_text(notice, centre, size)
        assert self._notice_fade is not None
        self._notice_fade.stop()
        item.setOpacity(1.0)
        self._notice_fade.start()

    def _caption(
        self, seat: int, caption: str, duration: int, group: QParallelAnimationGroup
    ) -> None:
        """The name of what ``seat`` used, over its panel, until the action's time ends."""
        x, y = self.layout_.seats[seat].anchor
        item = CaptionItem(caption, QPointF(x, y), max(14, int(self.card_size()[1] * 0.17)))
        # a seat at the table's edge keeps its caption whole on the table
        room = self.sceneRect()
        shown = item.mapRectToScene(item.rect)
        dx = max(0.0, room.left() + 4 - shown.left()) - max(0.0, shown.right() - room.right() + 4)
        item.moveBy(dx, 0)
        item.setZValue(40)
        self.addItem(item)
        self.transient.append(item)
        fade = QPropertyAnimation(item, b"opacity", group)
        fade.setDuration(max(int(duration * ACTION_MS / BASE_MS), 1))
        fade.setStartValue(1.0)
        fade.setKeyValueAt(0.75, 1.0)
        fade.setEndValue(0.0)
        fade.finished.connect(lambda: self._drop(item))
        group.addAnimation(fade)

    def _flash(
        self, seat: int, color: QColor, duration: int, group: QParallelAnimationGroup
    ) -> None:
        """Flash a seat's panel: red for damage, green for healing, dark for death,
        gold or grey for a judgement that holds or not."""
        item = self.seats[seat]
        item.flash_color = color
        flash = QPropertyAnimation(item, b"flash_level", group)
        flash.setDuration(max(duration, 1))
        flash.setStartValue(1.0)
        flash.setEndValue(0.0)
        group.addAnimation(flash)

    def _line(
        self, source: int, target: int, duration: int, group: QParallelAnimationGroup
    ) -> None:
        a = self.layout_.seats[source].anchor
        b = self.layout_.seats[target].anchor
        line = LineItem(QPointF(*a), QPointF(*b))
        line.setZValue(30)
        self.addItem(line)
        self.transient.append(line)
        fade = QPropertyAnimation(line, b"opacity", group)
        fade.setDuration(max(duration, 1))
        fade.setStartValue(1.0)
        fade.setKeyValueAt(0.75, 1.0)
        fade.setEndValue(0.0)
        fade.finished.connect(lambda: self._drop(line))
        group.addAnimation(fade)

    def _drop(self, item: QGraphicsItem) -> None:
        if item.scene() is self:
            self.removeItem(item)
        if item in self.transient:
            self.transient.remove(item)

    def drop_transient(self) -> None:
        """Take every card in flight and target line off the table (their animations
        were cut short, or have ended)."""
        for item in self.transient:
            if item.scene() is self:
                self.removeItem(item)
        self.transient = []


def _top_left(rect: Rect) -> QPointF:
    return QPointF(rect.x, rect.y)


class AnimationQueue(QObject):
    """Plays each update's animations in turn, then syncs the table to its view; none is
    skipped unless :meth:`catch_up` is asked for.

    ``started`` comes with each update as its turn comes, in order: as its animation
    begins, or as the queue jumps over it to catch up (the log shows its lines then)."""

    drained = Signal()
    started = Signal(object)  # EventsUpdate
    logged = Signal(object)  # list[LogEntry]: the lines of the update about to start

    def __init__(self, scene: TableScene) -> None:
        super().__init__(scene)
        self.scene = scene
        self.pending: deque[EventsUpdate] = deque()
        self.running: QParallelAnimationGroup | None = None
        #: The update whose animation runs (its view is synced when it ends).
        self.running_update: EventsUpdate | None = None
        self.played = 0
        #: Whether the updates begun now are jumped over (:meth:`catch_up`).
        self.catching_up = False
        self.watchdog = QTimer(self)
        self.watchdog.setSingleShot(True)
        self.watchdog.timeout.connect(lambda: None)

    def push(self, update: EventsUpdate) -> None:
        self.pending.append(update)
        if self.running is None:
            self._next()

    def busy(self) -> bool:
        return self.running is not None or bool(self.pending)

    def backlog_seconds(self) -> float:
        """At most how long the waiting updates take to play, in seconds."""
        speed = max(self.scene.speed, 0.01)
        return sum(hold_ms(update.events) for update in self.pending) / speed / 1000

    def catch_up(self) -> None:
        """Jump over the waiting updates to the latest view ("skip to my turn"): the log
        gets their lines, the table the last one's view."""
        if not self.busy():
            return
        last = self.running_update
        waiting = list(self.pending)
        self.clear()
        self.catching_up = True  # what is jumped over is logged, not heard
        try:
            for last in waiting:
                self._begin(last)
        finally:
            self.catching_up = False
        if last is not None:
            self.scene.sync_update(last)
        self.drained.emit()

    def clear(self) -> None:
        """Drop the waiting updates and cut the running animation short, without syncing
        the table (the caller shows where it jumps to)."""
        self.pending.clear()
        self.watchdog.stop()
        self.running_update = None
        group, self.running = self.running, None
        if group is not None:
            group.stop()
            group.deleteLater()
        self.scene.drop_transient()

    def _next(self) -> None:
        if not self.pending:
            self.running = None
            self.drained.emit()
            return
        update = self.pending.popleft()
        self._begin(update)
        speed = max(self.scene.speed, 0.01)
        duration = int(BASE_MS / speed)
        group = self.scene.animations_for(update.events, duration)
        self.played += 1
        if group.animationCount() == 0 or duration <= 0:
            group.deleteLater()
            self.scene.drop_transient()
            self.scene.sync_update(update)
            self.running = None
            self._next()
            return
        self.running = group
        self.running_update = update
        group.finished.connect(lambda u=update: self._done(u, group))
        group.start()
        # a safety net: whatever happens to an animation, the queue moves on (the timer is
        # the queue's child, so it dies with the table and never fires into a dead one)
        self.watchdog.stop()
        self.watchdog.timeout.disconnect()
        self.watchdog.timeout.connect(lambda u=update: self._done(u, group))
        self.watchdog.start(group.duration() + 2000)

    def _begin(self, update: EventsUpdate) -> None:
        """``update``'s turn has come: the table follows it, the log gets its lines."""
        self.logged.emit(self.scene.note(update))
        self.started.emit(update)

    def _done(self, update: EventsUpdate, group: QParallelAnimationGroup) -> None:
        if self.running is not group:
            return  # already done (finished, or the safety net fired first)
        self.watchdog.stop()
        group.stop()
        # deleted by the event loop: this may run inside the group's own ``finished``
        group.deleteLater()
        self.scene.drop_transient()
        self.scene.sync_update(update)
        self.running = self.running_update = None
        self._next()
