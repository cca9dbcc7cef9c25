"""The table page's card tracker (记牌器): the button and the key T open it, and its numbers
follow every EventsUpdate of a scripted game, counted from the seat's public view."""

from __future__ import annotations

from collections import Counter

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence

from yxs_desktop.client.session import EventsUpdate
from yxs_desktop.engine.cards import STANDARD_DECK
from yxs_desktop.engine.content.texts import text
from yxs_desktop.engine.enums import Kind
from yxs_desktop.engine.game import Game
from yxs_desktop.engine.view_types import SeatView
from yxs_desktop.engine.views import events_for, seat_view
from yxs_desktop.selfplay import play_game
from yxs_desktop.ui.i18n import set_language
from yxs_desktop.ui.table.page import TablePage
from yxs_desktop.ui.table.tracker import CardTracker

ME = 0
KIND_OF = {card.id: card.kind for card in STANDARD_DECK}


def _updates(mode: str, seed: int, every: int = 25) -> list[EventsUpdate]:
    """EventsUpdates of seat ME at every ``every`` decisions of a seeded computer game."""
    found: list[EventsUpdate] = []
    cursor = [0]
    steps = [0]

    def after_step(game: Game) -> None:
        steps[0] += 1
        if steps[0] % every == 0:
            events = tuple(events_for(game, ME, cursor[0]))
            cursor[0] = len(game.events)
            found.append(EventsUpdate(events, seat_view(game, ME)))

    play_game(mode, seed, after_step=after_step)
    return found


def _expected(view: SeatView, kind: Kind) -> dict[str, int]:
    """Counted here from the view's public zones, apart from the tracker's own code."""
    discard = Counter(KIND_OF[c] for c in view.discard)
    shown = [*view.table] + [c for p in view.players for c in p.equip]
    shown += [c for p in view.players for c, _ in p.judge]
    face_up = Counter(KIND_OF[c] for c in shown)
    hand = Counter(KIND_OF[c] for c in view.hand)
    total = Counter(c.kind for c in STANDARD_DECK)[kind]
    if view.mode == "3v3-competitive":
        total = 0 if kind is Kind.THUNDER else total
    known = discard[kind] + face_up[kind] + hand[kind]
    return {
        "gone": discard[kind],
        "face_up": face_up[kind],
        "hand": hand[kind],
        "total": total,
        "unseen": total - known,
    }


def test_the_tracker_follows_the_updates_of_a_scripted_game(qtbot, english):
    page = TablePage(5, ME)
    qtbot.addWidget(page)
    page.show()
    tracker = page.tracker
    assert isinstance(tracker, CardTracker) and not tracker.isVisible()
    qtbot.mouseClick(page.tracker_button, Qt.MouseButton.LeftButton)
    assert tracker.isVisible() and not tracker.isModal()
    assert tracker.windowTitle() == "Card tracker"
    updates = _updates("identity5", 7)
    assert len(updates) > 3
    for update in updates:
        page.on_update(update)
        for kind in (Kind.STRIKE, Kind.DODGE, Kind.MEDICINE, Kind.THUNDER, Kind.ATTACK_HORSE):
            name = text(f"card.{kind.value}.name", "en")
            expected = _expected(update.view, kind)
            for column, number in expected.items():
                assert tracker.cell(name, column) == number, (kind, column)
    assert str(updates[-1].view.deck_count) in tracker.note.text()
    tracker.close()


def test_the_tracker_counts_no_other_seats_hidden_hand(qtbot, english):
    page = TablePage(6, ME)
    qtbot.addWidget(page)
    update = _updates("3v3-competitive", 3)[2]
    page.on_update(update)
    page.tracker.toggle()
    view = update.view
    assert view.players[1].hand_count > 0  # another seat holds cards the tracker never sees
    names = [text(f"card.{k.value}.name", "en") for k in Kind if k is not Kind.THUNDER]
    seen = sum(page.tracker.cell(n, c) for n in names for c in ("gone", "face_up", "hand"))
    public = len(view.discard) + len(view.table) + len(view.hand)
    public += sum(len(p.equip) + len(p.judge) for p in view.players)
    assert seen == public
    unseen = sum(page.tracker.cell(n, "unseen") for n in names)
    assert unseen == len(STANDARD_DECK) - 2 - public  # no 手捧雷 in 3v3 competitive
    assert unseen >= view.deck_count + sum(p.hand_count for p in view.players if p.seat != ME)
    try:
        page.tracker.cell(text("card.thunder.name", "en"), "total")
    except KeyError:
        pass
    else:
        raise AssertionError("3v3 competitive has no 手捧雷 row")
    page.tracker.close()


def test_the_key_t_toggles_the_tracker_and_it_speaks_both_languages(qtbot, english):
    page = TablePage(5, ME)
    qtbot.addWidget(page)
    page.show()
    (key_t,) = [  # the page's key T (the key focus is not reliable offscreen)
        a for a in page.actions() if a.shortcut() == QKeySequence(Qt.Key.Key_T)
    ]
    key_t.trigger()
    assert page.tracker.isVisible()
    assert page.tracker_button.text() == "Tracker (T)"
    set_language("zh")
    qtbot.waitUntil(lambda: page.tracker.windowTitle() == "记牌器")
    assert page.tracker_button.text() == "记牌器 (T)"
    assert page.tracker.grid.horizontalHeaderItem(1).text() == "未见"
    assert page.tracker.frameGeometry().height() <= 700
    key_t.trigger()
    assert not page.tracker.isVisible()
