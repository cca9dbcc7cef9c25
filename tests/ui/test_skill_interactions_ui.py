"""Each kind of skill interaction, played by a person through the desktop client's own
widgets: a table set up like the engine scenarios (chosen heroes, hands, a stacked deck)
runs in a real :class:`LocalSession` shown in a real :class:`TablePage`; the test clicks
skill buttons, hand cards, seats (through the view) and the choosers' buttons, and then
checks what the game did — the table's seats and hand, and the events the session sent.

The other seats are computer players that pass (or follow a short script), so every
outcome is fixed.
"""

from __future__ import annotations

from collections.abc import Callable, Coroutine, Iterator
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QComboBox, QListWidget, QPushButton, QToolButton

from tests.scenario import CardSpecLike, Scenario
from tests.ui.test_dialogs import item_center
from tests.ui.test_play_through_ui import click_item
from yxs_desktop.client.local import LocalSession
from yxs_desktop.client.session import EventsUpdate, Update
from yxs_desktop.engine import actions
from yxs_desktop.engine.content.heroes_minister import SUIT_KEYS
from yxs_desktop.engine.enums import Kind
from yxs_desktop.engine.events import (
    CardPlayed,
    CardsMoved,
    CardUsed,
    Compared,
    Damaged,
    Event,
    HpLost,
    PlacesSwapped,
    SkillInvoked,
)
from yxs_desktop.engine.game import Game
from yxs_desktop.engine.requests import (
    Arrange,
    ChooseCards,
    ChooseFrom,
    ChooseOption,
    ChooseSeats,
    Confirm,
    Distribute,
    Pass,
    PlayPhase,
    Request,
    Respond,
    Response,
    Use,
)
from yxs_desktop.engine.turn import run_turn
from yxs_desktop.engine.views import SeatView
from yxs_desktop.ui import dialogs
from yxs_desktop.ui.bridge import SessionBridge
from yxs_desktop.ui.table.page import TablePage

#: Harmless draws: nobody can answer anything with them, and they are neither black nor ♥.
FILLER: list[CardSpecLike] = [
    ("attack_horse", "diamond", 13),
    ("defence_horse", "heart", 5),
    ("overlord_bow", "heart", 5),
    ("attack_horse", "heart", 13),
]
WAIT_MS = 10_000

Procedure = Callable[[], Coroutine[Any, Any, None]]
Move = Callable[[SeatView, Request], Response | None]


# ---------------------------------------------------------------------- computer players
class ScriptedAgent:
    """A computer player that makes each of ``moves`` once, when it applies (a move
    returns its answer or None), and otherwise passes or gives the default answer."""

    def __init__(self, *moves: Move) -> None:
        self.moves = list(moves)

    def decide(self, view: SeatView, request: Request) -> Response:
        for move in self.moves:
            answer = move(view, request)
            if answer is not None:
                self.moves.remove(move)
                return answer
        if isinstance(request, PlayPhase | Respond):
            return Pass()
        assert view.seat is not None
        return request.default(view.seat)


def use_skill(skill: str, target: int) -> Move:
    """A move: in the play phase, use ``skill`` (no cards) on ``target``."""

    def move(view: SeatView, request: Request) -> Response | None:
        if not isinstance(request, PlayPhase) or view.seat is None:
            return None
        for option in request.options_for(view.seat):
            if option.skill == skill and target in option.targets:
                return Use((), option.kind, skill, (target,))
        return None

    return move


def use_card(kind: Kind, target: int) -> Move:
    """A move: in the play phase, use a card of ``kind`` on ``target``."""

    def move(view: SeatView, request: Request) -> Response | None:
        if not isinstance(request, PlayPhase) or view.seat is None:
            return None
        for option in request.options_for(view.seat):
            if option.kind is kind and option.skill is None and target in option.targets:
                return Use((option.cards[0],), kind, None, (target,))
        return None

    return move


def turns(game: Game, *seats: int) -> Procedure:
    """A procedure: the turns of ``seats``, one after the other."""

    async def run() -> None:
        for seat in seats:
            game.current = game.players[seat]
            await run_turn(game, game.players[seat])

    return run


def strike(sc: Scenario, source: int, target: int) -> Procedure:
    """A procedure: ``source`` uses its 杀 on ``target`` (outside any turn of the person)."""
    game = sc.game
    card = sc.held(source, "strike")

    async def run() -> None:
        game.current = game.players[source]
        await actions.use_card(
            game, game.players[source], [card], Kind.STRIKE, [game.players[target]]
        )

    return run


# ---------------------------------------------------------------------- the table
class Table:
    """A person at seat ``me`` of a scenario's game, played through a real TablePage."""

    def __init__(
        self,
        qtbot: Any,
        sc: Scenario,
        procedure: Procedure,
        agents: dict[int, ScriptedAgent] | None = None,
        me: int = 0,
    ) -> None:
        self.qtbot = qtbot
        self.me = me
        players = len(sc.game.players)
        self.page = page = TablePage(players, me)
        qtbot.addWidget(page)
        page.resize(1400, 900)
        page.scene.speed = 50.0  # animations of a few milliseconds
        page.show()
        self.updates: list[Update] = []
        self.bridge = SessionBridge(page)
        self.bridge.updated.connect(self.updates.append)
        self.bridge.updated.connect(page.on_update)
        computer = {s: ScriptedAgent() for s in range(players) if s != me}
        computer.update(agents or {})
        self.session = LocalSession.from_game(
            sc.game,
            me,
            self.bridge.deliver,
            procedure=procedure,
            agents=computer,
            timeouts=False,
        )
        page.attach(self.session)
        self.session.start()

    # ---------------------------------------------------------------- waiting
    def asked(self, kind: type[Request], reason: str | None = None) -> Request:
        """Wait until the person is asked a ``kind`` request (for ``reason``) and the
        table has caught up with the game; return the request."""
        page = self.page

        def ready() -> bool:
            sel = page.selection
            return (
                sel is not None
                and isinstance(sel.request, kind)
                and (reason is None or sel.request.reason == reason)
                and not page.scene.queue.busy()
            )

        self.qtbot.waitUntil(ready, timeout=WAIT_MS)
        assert page.selection is not None
        return page.selection.request

    def settled(self, check: Callable[[], bool]) -> None:
        """Wait until ``check`` holds once the table has played every update."""
        self.qtbot.waitUntil(lambda: not self.page.scene.queue.busy() and check(), timeout=WAIT_MS)

    def chooser(self, kind: type[dialogs.Chooser]) -> Any:
        """The chooser of ``kind`` once it is open, and the active window, as a person's
        first click in it makes it (the table's keys, Enter among them, belong to the
        table's window and would take the chooser's keys while that one is active)."""
        self.qtbot.waitUntil(lambda: isinstance(self.page.dialog, kind), timeout=WAIT_MS)
        dialog = self.page.dialog
        dialog.activateWindow()
        self.qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog, timeout=WAIT_MS)
        return dialog

    # ---------------------------------------------------------------- clicks
    def click(self, button: QPushButton | QToolButton) -> None:
        assert button.isEnabled(), f"{button.objectName() or button.text()} is disabled"
        self.qtbot.mouseClick(button, Qt.MouseButton.LeftButton)

    def skill(self, skill: str) -> None:
        assert skill in self.page.skill_buttons, (
            f"no button for {skill}: {sorted(self.page.skill_buttons)}"
        )
        button = self.page.skill_buttons[skill]
        assert button.toolTip(), f"the {skill} button has no tooltip"
        self.click(button)

    def card(self, card_id: int) -> None:
        item = self.page.scene.hand_item(card_id)
        assert item is not None, f"card {card_id} is not in the hand shown"
        assert item.selectable, f"card {card_id} is not highlighted"
        click_item(self.qtbot, self.page, item)
        assert item.selected, f"clicking card {card_id} did not choose it"

    def seat(self, seat: int) -> None:
        item = self.page.scene.seats[seat]
        assert item.selectable, f"seat {seat} is not highlighted"
        click_item(self.qtbot, self.page, item)
        assert self.page.selection is None or item.selected, f"seat {seat} was not chosen"

    def ok(self) -> None:
        self.click(self.page.ok)

    def click_card(self, widget: QListWidget, card_id: int) -> None:
        """Click the card ``card_id`` of a chooser's card list."""
        self.qtbot.mouseClick(
            widget.viewport(), Qt.MouseButton.LeftButton, pos=item_center(widget, card_id)
        )

    def double_click_card(self, widget: QListWidget, card_id: int) -> None:
        """Double-click the card ``card_id`` of a chooser's card list (a press and release,
        then the double click, as a real double click arrives)."""
        pos = item_center(widget, card_id)
        self.qtbot.mouseClick(widget.viewport(), Qt.MouseButton.LeftButton, pos=pos)
        self.qtbot.mouseDClick(widget.viewport(), Qt.MouseButton.LeftButton, pos=pos)

    def cancel(self) -> None:
        self.click(self.page.cancel)

    def end_turn(self) -> None:
        self.click(self.page.end)

    # ---------------------------------------------------------------- outcome
    def events(self) -> list[Event]:
        return [e for u in self.updates if isinstance(u, EventsUpdate) for e in u.events]

    def of(self, kind: type[Any]) -> list[Any]:
        return [e for e in self.events() if isinstance(e, kind)]

    def player(self, seat: int) -> Any:
        """What the seat's panel on the table shows."""
        player = self.page.scene.seats[seat].player
        assert player is not None
        return player

    def hand(self) -> list[int]:
        """The person's hand as the table shows it."""
        return [item.card_id for item in self.page.scene.hand_items]

    def selectable_seats(self) -> list[int]:
        return [i for i, item in enumerate(self.page.scene.seats) if item.selectable]

    def close(self) -> None:
        self.session.close()


@pytest.fixture
def table(qtbot, english) -> Iterator[Callable[..., Table]]:
    made: list[Table] = []

    def make(sc: Scenario, procedure: Procedure, **kwargs: Any) -> Table:
        made.append(Table(qtbot, sc, procedure, **kwargs))
        return made[-1]

    yield make
    for t in made:
        t.close()


def ids(sc: Scenario, seat: int, *specs: CardSpecLike) -> list[int]:
    return [sc.held(seat, spec).id for spec in specs]


# ====================================================================== seat swap: 迁都
def qiandu_table(table: Callable[..., Table]) -> tuple[Table, list[int]]:
    sc = Scenario(
        ["wu_zetian"],
        hands={0: [("strike", "spade", 8), ("strike", "club", 8), ("dodge", "diamond", 2)]},
        deck=FILLER,
    )
    black = ids(sc, 0, ("strike", "spade", 8), ("strike", "club", 8))
    t = table(sc, turns(sc.game, 0))
    t.asked(PlayPhase)
    t.skill("qiandu")
    for card in black:
        t.card(card)
    assert t.selectable_seats() == [1, 2, 3, 4]
    t.seat(2)
    t.ok()
    t.asked(PlayPhase)
    return t, black


def test_qiandu_swaps_places_with_the_clicked_seat_for_two_black_cards(table) -> None:
    t, black = qiandu_table(table)
    assert [(e.a, e.b, e.order) for e in t.of(PlacesSwapped)] == [(0, 2, (2, 1, 0, 3, 4))]
    t.settled(lambda: not set(black) & set(t.hand()))
    view = t.page.scene.view_state
    assert view is not None and set(black) <= set(view.discard)
    assert "qiandu" not in t.page.skill_buttons  # once per play phase


def test_qiandu_moves_the_seat_panels_into_the_new_table_order(table) -> None:
    t, _ = qiandu_table(table)
    order = t.of(PlacesSwapped)[-1].order
    mine = order.index(t.me)
    expected = {seat: (i - mine) % len(order) for i, seat in enumerate(order)}
    t.settled(lambda: True)
    shown = {i: item.box.position for i, item in enumerate(t.page.scene.seats)}
    assert shown == expected  # counterclockwise from the person in the new turn order


# ====================================================================== redirect: 沉鱼, 门神
def test_chenyu_moves_a_strike_aimed_at_the_person_to_the_clicked_seat(table) -> None:
    sc = Scenario(["xi_shi"], hands={0: ["dodge"], 1: ["strike"]}, deck=FILLER)
    (dodge,) = ids(sc, 0, "dodge")
    t = table(sc, strike(sc, 1, 0))
    t.asked(Confirm, "chenyu")
    assert "Fish Sink Away" in t.page.prompt.text()
    t.ok()
    t.asked(ChooseCards, "chenyu")
    t.card(dodge)
    t.ok()
    t.asked(ChooseSeats, "chenyu")
    assert t.selectable_seats() == [4]  # in her attack range, not the attacker
    t.seat(4)
    t.ok()
    t.settled(lambda: t.player(4).hp == 3)
    assert t.player(0).hp == 3 and t.hand() == []
    assert [(e.source, e.target) for e in t.of(Damaged)] == [(1, 4)]


def test_menshen_takes_a_strike_aimed_at_the_guarded_seat(table) -> None:
    sc = Scenario(["qin_qiong"], hands={1: ["strike"]}, deck=FILLER)
    agents = {1: ScriptedAgent(use_card(Kind.STRIKE, 2))}
    t = table(sc, turns(sc.game, 0, 1), agents=agents)
    t.asked(PlayPhase)
    t.end_turn()
    t.asked(Confirm, "menshen")
    t.ok()
    t.asked(ChooseSeats, "menshen")
    assert t.selectable_seats() == [1, 2, 3, 4]
    t.seat(2)
    t.ok()
    t.settled(lambda: t.player(0).hp == 3)  # the 杀 on seat 2 hit the guard instead
    assert t.player(2).hp == 4
    assert [e.targets for e in t.of(CardUsed) if e.kind is Kind.STRIKE] == [(2,)]
    assert [(e.source, e.target) for e in t.of(Damaged)] == [(1, 0)]


# ====================================================================== give-away: 疏财, 舍身, 布道
def test_shucai_gives_the_clicked_cards_to_the_clicked_seat_and_heals(table) -> None:
    sc = Scenario(
        ["song_jiang"], hands={0: ["dodge", "strike", "medicine"]}, hp={0: 3}, deck=FILLER
    )
    gifts = ids(sc, 0, "dodge", "strike")
    t = table(sc, turns(sc.game, 0))
    t.asked(PlayPhase)
    t.skill("shucai")
    for card in gifts:
        t.card(card)
    t.seat(3)
    t.ok()
    t.asked(PlayPhase)
    t.settled(lambda: t.player(3).hand_count == 2)
    assert not set(gifts) & set(t.hand()) and len(t.hand()) == 3  # 3 + 2 drawn − 2 given
    assert t.player(0).hp == 4  # two cards given: healed once


def test_sheshen_hands_a_drawn_card_out_through_the_distribute_chooser(table, qtbot) -> None:
    sc = Scenario([None, "yu_ji"], hands={0: ["strike"]}, deck=["dodge", "medicine", *FILLER])
    dodge_card, medicine_card = sc.game.deck[-1].id, sc.game.deck[-2].id
    t = table(sc, strike(sc, 0, 1), me=1)
    t.asked(Confirm, "sheshen")
    t.ok()
    t.asked(Distribute, "sheshen")
    chooser = t.chooser(dialogs.DistributeChooser)
    combos: dict[int, QComboBox] = dict(chooser.combos)
    assert set(combos) == {dodge_card, medicine_card}
    combo = combos[medicine_card]
    combo.setFocus()
    while combo.currentData() != 3:  # the keyboard picks seat 3 from the list
        qtbot.keyClick(combo, Qt.Key.Key_Down)
    t.click(chooser.findChild(QPushButton, "ok"))
    t.settled(lambda: t.player(3).hand_count == 1)
    assert t.hand() == [dodge_card] and t.player(1).hp == 2


def test_budao_gives_the_clicked_drawn_card_to_the_clicked_seat(table) -> None:
    sc = Scenario(["zhang_sanfeng"], hands={0: ["duel"]}, deck=["dodge", "strike", "medicine"])
    drawn = [c.id for c in reversed(sc.game.deck[-3:])]
    (duel,) = ids(sc, 0, "duel")
    t = table(sc, turns(sc.game, 0))
    t.asked(Confirm, "budao_zhang")
    t.ok()
    request = t.asked(ChooseCards, "budao_zhang")
    assert isinstance(request, ChooseCards) and set(request.pool) == set(drawn)
    assert not t.page.scene.hand_item(duel).selectable  # only the drawn cards
    t.card(drawn[2])
    t.ok()
    t.asked(ChooseSeats, "budao_zhang")
    t.seat(3)
    t.ok()
    t.asked(PlayPhase)
    t.settled(lambda: t.player(3).hand_count == 1)
    assert sorted(t.hand()) == sorted([duel, drawn[0], drawn[1]])


# ====================================================================== conversion: 傲剑
def test_aojian_uses_a_red_card_as_strike_through_the_skill_button(table) -> None:
    sc = Scenario(["tantai_ming"], hands={0: [("dodge", "diamond", 2)]}, deck=FILLER)
    (red,) = ids(sc, 0, ("dodge", "diamond", 2))
    t = table(sc, turns(sc.game, 0))
    t.asked(PlayPhase)
    t.skill("aojian")
    t.card(red)
    assert t.selectable_seats() == [1, 4]  # 杀 range
    t.seat(1)
    t.ok()
    t.asked(PlayPhase)
    t.settled(lambda: t.player(1).hp == 3)
    assert [(e.cards, e.kind, e.skill, e.targets) for e in t.of(CardUsed)] == [
        ((red,), Kind.STRIKE, "aojian", (1,))
    ]


def test_qingying_answers_a_strike_with_a_black_card_as_dodge(table) -> None:
    sc = Scenario(["zhao_feiyan"], hands={0: [("strike", "spade", 7)], 1: ["strike"]})
    (black,) = ids(sc, 0, ("strike", "spade", 7))
    t = table(sc, strike(sc, 1, 0))
    t.asked(Respond)
    t.skill("qingying")
    t.card(black)
    t.ok()
    t.settled(lambda: t.hand() == [])
    assert [(e.cards, e.kind, e.skill) for e in t.of(CardPlayed)] == [
        ((black,), Kind.DODGE, "qingying")
    ]
    assert not t.of(Damaged) and t.player(0).hp == 3


# ====================================================================== compare: 侠胆
def test_xiadan_compare_won_with_the_clicked_card_lets_a_strike_hit_two_far_seats(
    table,
) -> None:
    mine, theirs = ("dodge", "heart", 13), ("strike", "spade", 5)
    sc = Scenario(["ren_huanzhi"], hands={0: [mine, "strike", "strike"], 2: [theirs]}, deck=FILLER)
    (high,) = ids(sc, 0, mine)
    (low,) = ids(sc, 2, theirs)
    (strike_card,) = ids(sc, 0, "strike")
    t = table(sc, turns(sc.game, 0))
    t.asked(PlayPhase)
    t.skill("xiadan")
    assert t.selectable_seats() == [2]  # only who has a hand card
    t.seat(2)
    t.ok()
    t.asked(ChooseCards, "xiadan")
    t.card(high)
    t.ok()
    t.asked(PlayPhase)
    assert [(e.initiator_card, e.target_card, e.won) for e in t.of(Compared)] == [(high, low, True)]
    t.card(strike_card)
    assert t.selectable_seats() == [1, 2, 3, 4]  # unlimited range
    t.seat(2)
    t.seat(3)  # and two targets
    t.ok()
    t.asked(PlayPhase)
    t.settled(lambda: t.player(2).hp == 3 and t.player(3).hp == 3)


# ====================================================================== arrangement: 占卜
def test_zhanbu_arrangement_decides_the_next_draws_and_the_bottom(table) -> None:
    sc = Scenario(
        ["liu_bowen"],
        deck=[
            ("strike", "spade", 7),
            ("dodge", "diamond", 2),
            ("medicine", "heart", 3),
            ("duel", "spade", 1),
            ("from_nothing", "heart", 7),
        ],
    )
    t = table(sc, turns(sc.game, 0))
    t.asked(Confirm, "zhanbu")
    t.ok()
    request = t.asked(Arrange, "zhanbu")
    assert isinstance(request, Arrange)
    c = list(request.cards)  # topmost first
    chooser = t.chooser(dialogs.ArrangeChooser)
    assert chooser.ids(chooser.top) == tuple(c) and chooser.ids(chooser.bottom) == ()
    # c[2] first on top, then c[0]; c[1], c[3], c[4] to the bottom, by the chooser's
    # clicks and keys: a double click, the "To bottom" button, Enter, "Up"
    top, bottom = chooser.top, chooser.bottom
    t.double_click_card(top, c[1])
    t.click_card(top, c[3])
    t.click(chooser.findChild(QPushButton, "to_bottom"))
    t.click_card(top, c[4])
    t.qtbot.keyClick(top, Qt.Key.Key_Return)
    assert chooser.isVisible(), "Enter moves a card, it does not answer"
    t.click_card(top, c[2])
    t.click(chooser.findChild(QPushButton, "up"))
    assert chooser.ids(top) == (c[2], c[0]) and chooser.ids(bottom) == (c[1], c[3], c[4])
    t.click(chooser.findChild(QPushButton, "ok"))
    t.asked(PlayPhase)  # the engine waits for the person: its deck can be read
    t.settled(lambda: len(t.hand()) == 2)
    assert t.hand() == [c[2], c[0]]  # drew the new top two
    assert [x.id for x in t.session.game.deck[:3]] == [c[4], c[3], c[1]]  # lowest first


# ====================================================================== suit naming: 攻心
def test_gongxin_the_person_names_a_suit_and_takes_a_blind_card(table) -> None:
    spades = [("strike", "spade", 8), ("strike", "spade", 9)]
    sc = Scenario(["xiang_yu", "han_xin"], hands={1: [("strike", "spade", 7)]}, deck=spades)
    han_hand = [*ids(sc, 1, ("strike", "spade", 7)), *(c.id for c in sc.game.deck[-2:])]
    t = table(sc, turns(sc.game, 1), agents={1: ScriptedAgent(use_skill("gongxin", 0))})
    request = t.asked(ChooseOption, "gongxin")
    assert isinstance(request, ChooseOption) and request.options == SUIT_KEYS
    chooser = t.chooser(dialogs.OptionChooser)
    heart = chooser.findChild(QPushButton, f"option_{SUIT_KEYS.index('suit.heart')}")
    assert heart is not None and heart.text() == "Hearts"
    t.click(heart)
    request = t.asked(ChooseFrom, "gongxin")
    assert isinstance(request, ChooseFrom) and request.hand_count == 3
    blind = t.chooser(dialogs.CardChooser).findChildren(QToolButton)
    assert len(blind) == 3
    t.click(blind[1])
    t.settled(lambda: len(t.hand()) == 1 and t.player(0).hp == 3)  # a ♠, not the ♥ named
    assert t.hand()[0] in han_hand and t.player(1).hand_count == 2
    assert [(e.target, e.amount) for e in t.of(HpLost)] == [(0, 1)]


# ====================================================================== male choice: 红颜, 诀别
def test_hongyan_the_two_clicked_males_duel_and_the_first_clicked_answers_first(
    table,
) -> None:
    sc = Scenario(
        ["chen_yuanyuan", "yang_yanzhao", "han_xin", "wu_zetian"],
        hands={0: ["dodge"]},
        deck=FILLER,
    )
    (paid,) = ids(sc, 0, "dodge")
    t = table(sc, turns(sc.game, 0))
    t.asked(PlayPhase)
    t.skill("hongyan")
    t.card(paid)
    assert t.selectable_seats() == [1, 2]  # the males, not 武则天 nor the seat without hero
    t.seat(2)
    assert t.selectable_seats() == [1]
    t.seat(1)
    click_item(t.qtbot, t.page, t.page.scene.seats[2])  # taking the first back
    assert t.page.selection is not None and t.page.selection.targets == []  # takes both back
    assert t.selectable_seats() == [1, 2] and not t.page.ok.isEnabled()
    t.seat(2)
    t.seat(1)
    t.ok()
    t.asked(PlayPhase)
    t.settled(lambda: t.player(2).hp == 2)  # 韩信 answers first, has no 杀, loses
    assert t.player(1).hp == 4
    assert [(e.source, e.target) for e in t.of(Damaged)] == [(1, 2)]
    assert [e.targets for e in t.of(SkillInvoked) if e.skill == "hongyan"] == [(2, 1)]


def test_juebie_gives_everything_to_the_clicked_male_and_dies(table) -> None:
    sc = Scenario(
        [None, "yu_ji", "yang_yanzhao", "zhao_feiyan", "han_xin"],
        hands={0: ["strike"], 1: [("defence_horse", "heart", 5)]},
        equip={1: [("attack_horse", "diamond", 13)]},
        hp={1: 1},
    )
    given = ids(sc, 1, ("defence_horse", "heart", 5), ("attack_horse", "diamond", 13))
    t = table(sc, strike(sc, 0, 1), me=1)
    t.asked(Confirm, "juebie")
    t.ok()
    t.asked(ChooseSeats, "juebie")
    assert t.selectable_seats() == [2, 4]  # living males
    t.seat(4)
    t.ok()
    t.settled(lambda: not t.player(1).alive)
    assert t.player(4).hand_count == 2 and t.player(1).equip == ()
    moved = {c for e in t.of(CardsMoved) if e.dst_seat == 4 for c in e.cards}
    assert moved == set(given)


# ====================================================================== damage moving: 曼舞
def test_manwu_moves_the_damage_to_the_clicked_seat_who_draws_its_lost_hp(table) -> None:
    sc = Scenario(
        ["li_shishi"],
        hands={0: [("medicine", "heart", 3)], 1: ["strike"]},
        hp={3: 3},
        deck=FILLER,
    )
    (heart,) = ids(sc, 0, ("medicine", "heart", 3))
    t = table(sc, strike(sc, 1, 0))
    t.asked(Confirm, "manwu")
    t.ok()
    t.asked(ChooseCards, "manwu")
    t.card(heart)
    t.ok()
    t.asked(ChooseSeats, "manwu")
    assert t.selectable_seats() == [1, 2, 3, 4]
    t.seat(3)
    t.ok()
    t.settled(lambda: t.player(3).hp == 2 and t.player(3).hand_count == 2)
    assert t.player(0).hp == 3 and t.hand() == []
    assert [(e.source, e.target) for e in t.of(Damaged)] == [(1, 3)]


# ====================================================================== taking skills: 易装
def test_yizhuang_takes_the_clicked_dead_male_heros_skills(table) -> None:
    sc = Scenario(
        ["hua_mulan", "yang_yanzhao", "han_xin"],
        hands={0: ["strike", "dodge", ("strike", "spade", 7)]},
        deck=FILLER,
    )
    sc.p(1).alive = sc.p(2).alive = False
    paid = ids(sc, 0, "strike", "dodge")
    t = table(sc, turns(sc.game, 0))
    t.asked(PlayPhase)
    assert "gongxin" not in t.page.skill_buttons
    t.skill("yizhuang")
    for card in paid:
        t.card(card)
    assert t.selectable_seats() == [1, 2]  # dead males
    t.seat(1)
    t.ok()
    t.asked(PlayPhase)
    t.settled(lambda: t.player(0).max_hp == 4)  # 杨延昭's max HP
    assert [e.skill for e in t.of(SkillInvoked)] == ["yizhuang"]
    assert "yizhuang" not in t.page.skill_buttons
