"""The statistics page shows the figures of the saved games: on a folder of simulated
replays, the overall figures, the tables and the plotted bars and lines equal
``folder_stats`` of the same folder, for the person's games, every seat and one seat, per
mode, role, hero and period; damaged and unfinished files are counted as skipped; the
folder is read off the main thread; a change of language renames the modes, roles and
heroes; an empty folder says that games are saved automatically; the Game menu and the
start page open it, and the program, the page shown, never imports pyqtgraph or numpy."""

from __future__ import annotations

import datetime
import gc
import os
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from tests.replay.helpers import lines, record_person_game, rewrite
from yxs_desktop.engine import text
from yxs_desktop.recorded_selfplay import play_and_record
from yxs_desktop.replay.stats import (
    ALL_SEATS,
    PERSON,
    Figures,
    Per,
    Stats,
    Whose,
    folder_stats,
    period_start,
)
from yxs_desktop.ui.i18n import set_language
from yxs_desktop.ui.main_window import MainWindow
from yxs_desktop.ui.stats import reader as stats_reader
from yxs_desktop.ui.stats.page import TOP_HEROES, StatsPage

#: The person's games: (mode, seed, the person's seat, the date in the header).
PERSON_GAMES = (
    ("identity5", 3, 0, "2025-03-03T09:00:00+00:00"),
    ("identity5", 4, 2, "2025-03-04T12:00:00+00:00"),
    ("identity5", 5, 1, "2025-03-12T12:00:00+00:00"),
    ("3v3-casual", 5, 1, "2025-03-04T15:00:00+00:00"),
    ("3v3-casual", 6, 4, "2025-03-20T12:00:00+00:00"),
    ("identity8", 2, 0, "2025-03-12T18:00:00+00:00"),
)
#: Games between computer players, as `yxs sim --replays` saves them.
COMPUTER_GAMES = (("identity5", 0), ("3v3-casual", 1), ("identity5-simple", 2))


@pytest.fixture(scope="module")
def replays(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A dozen saved games: the person's, the computer's, a damaged and an unfinished one."""
    out = tmp_path_factory.mktemp("replays")
    for mode, seed, person, date in PERSON_GAMES:
        record_person_game(out / f"me-{mode}-{seed}.yxsr", mode, seed, person, date)
    for mode, seed in COMPUTER_GAMES:
        play_and_record(out / f"{mode}-{seed}.yxsr", mode, seed)
    (out / "damaged.yxsr").write_text("not a replay", encoding="utf-8")
    rewrite(out / "unfinished.yxsr", lines(out / "identity5-0.yxsr")[:40])
    return out


@pytest.fixture(autouse=True)
def collect_as_the_program_does():
    """Garbage collected as the program does it (``ui/gc_guard.py``): not automatically in
    the middle of a paint (which crashed the pyqtgraph plots this page once had, under
    PySide6 6.11), but between the tests (``tests/ui/conftest.py``), as the program's
    main-thread timer does."""
    enabled = gc.isenabled()
    gc.disable()
    yield
    if enabled:
        gc.enable()


def open_page(qtbot, folder: Path) -> StatsPage:
    """The page on ``folder``, shown at the smallest window size, once it has read it."""
    page = StatsPage(folder)
    qtbot.addWidget(page)
    page.resize(1024, 700)
    with qtbot.waitSignal(page.shown, timeout=20_000):
        page.show()
    return page


def row(name: str, figures: Figures) -> list[str]:
    return [
        name,
        str(figures.games),
        str(figures.wins),
        f"{figures.win_rate * 100:.1f}%",
        f"{figures.mean_score:.2f}",
    ]


def names(kind: str, keys, lang: str) -> list[str]:
    key = {"mode": "mode.{}", "role": "role.{}", "hero": "hero.{}.name"}[kind]
    return [text(key.format(k), lang) for k in keys]


def check_figures(page: StatsPage, expected: Stats, lang: str = "en") -> None:
    """Everything the page shows equals ``expected``: labels, tables and plotted data."""
    overall = expected.overall
    assert page.games_label.text() == f"Games: {overall.games}"
    assert page.wins_label.text() == f"Wins: {overall.wins}"
    assert page.rate_label.text() == f"Win rate: {overall.win_rate * 100:.1f}%"
    assert page.score_label.text() == f"Mean score: {overall.mean_score:.2f}"
    groups = {"mode": expected.by_mode, "role": expected.by_role, "hero": expected.by_hero}
    for kind, figures in groups.items():
        section = page.sections[kind]
        shown_names = names(kind, figures, lang)
        assert section.table.cells() == [
            row(name, f) for name, f in zip(shown_names, figures.values(), strict=True)
        ]
        plot = page.group_plots[kind]
        drawn = list(figures.values())[:TOP_HEROES] if kind == "hero" else list(figures.values())
        assert plot.labels == shown_names[: len(drawn)]
        assert plot.games() == [f.games for f in drawn]
        assert plot.rates() == pytest.approx([f.win_rate * 100 for f in drawn])
    periods = expected.over_time
    time = page.sections["time"]
    assert time.table.cells() == [row(p.start.isoformat(), p.figures) for p in periods]
    plot = page.time_plot
    assert plot is not None
    assert plot.games() == [p.figures.games for p in periods]
    assert plot.rates() == pytest.approx([p.figures.win_rate * 100 for p in periods])
    # each bar stands in its own period on the date axis
    days = [datetime.date.fromtimestamp(x) for x in plot.times()]
    assert [period_start(day, expected.per) for day in days] == [p.start for p in periods]


@pytest.mark.parametrize(
    ("whose", "per"), [(PERSON, "week"), (PERSON, "day"), (ALL_SEATS, "week"), (2, "day")]
)
def test_the_figures_shown_are_those_computed_from_the_files(
    qtbot, english, replays: Path, whose: Whose, per: Per
) -> None:
    page = open_page(qtbot, replays)
    page.choose(whose=whose, per=per)
    expected = folder_stats(replays, whose, per)
    assert expected.games, "the folder has games to count"
    check_figures(page, expected)


def test_your_games_are_the_person_seats_only(qtbot, english, replays: Path) -> None:
    page = open_page(qtbot, replays)
    assert page.chosen_whose() == PERSON  # the default choice
    assert page.stats is not None
    assert page.stats.overall.games == len(PERSON_GAMES)
    assert {g.path.name for g in page.stats.games} == {
        f"me-{mode}-{seed}.yxsr" for mode, seed, _, _ in PERSON_GAMES
    }
    # the computer games, said in words a player knows
    assert "; games without you (computer games), not counted: 3" in page.status.text()


def test_a_seat_is_offered_by_its_number_from_1_and_counts_the_seat_of_the_replays(
    qtbot, english, replays: Path
) -> None:
    page = open_page(qtbot, replays)
    page.choose(whose=0)
    assert page.whose.currentText() == "Seat 1" and page.chosen_whose() == 0
    assert page.whose.itemText(page.whose.count() - 1) == f"Seat {page.whose.count() - 2}"


def test_show_all_draws_every_hero_beyond_the_first_fifteen(qtbot, english, replays: Path) -> None:
    page = open_page(qtbot, replays)
    page.choose(whose=ALL_SEATS)
    heroes = folder_stats(replays, ALL_SEATS).by_hero
    assert len(heroes) > TOP_HEROES
    assert page.all_heroes.isVisibleTo(page)
    assert page.group_plots["hero"].games() == [f.games for f in heroes.values()][:TOP_HEROES]
    qtbot.mouseClick(page.all_heroes, Qt.MouseButton.LeftButton)
    assert page.group_plots["hero"].labels == names("hero", heroes, "en")
    assert page.group_plots["hero"].games() == [f.games for f in heroes.values()]


def test_damaged_and_unfinished_files_are_counted_as_skipped(qtbot, english, replays: Path) -> None:
    page = open_page(qtbot, replays)
    files = len(PERSON_GAMES) + len(COMPUTER_GAMES) + 2
    assert page.status.text().startswith(
        f"{files} replay files; 2 skipped (1 damaged, 1 unfinished)"
    )
    assert page.folder_label.text() == f"Replays in {replays}"


def test_the_folder_is_read_off_the_main_thread_with_a_message(
    qtbot, english, replays: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    readers: list[threading.Thread] = []
    real = stats_reader.read_folder

    def read_folder(folder):
        readers.append(threading.current_thread())
        return real(folder)

    monkeypatch.setattr(stats_reader, "read_folder", read_folder)
    page = StatsPage(replays)
    qtbot.addWidget(page)
    with qtbot.waitSignal(page.shown, timeout=20_000):
        page.show()
        files = len(PERSON_GAMES) + len(COMPUTER_GAMES) + 2
        assert page.status.text() == f"Reading {files} replays…"
    assert readers and readers[0] is not threading.main_thread()
    assert page.games_label.text() == f"Games: {len(PERSON_GAMES)}"


def test_a_change_of_language_renames_modes_roles_heroes_and_axes(
    qtbot, english, replays: Path
) -> None:
    page = open_page(qtbot, replays)
    page.choose(whose=ALL_SEATS)
    expected = folder_stats(replays, ALL_SEATS)
    set_language("zh")
    qtbot.waitUntil(lambda: page.title.text() == "统计", timeout=5_000)
    for kind, keys in (
        ("mode", expected.by_mode),
        ("role", expected.by_role),
        ("hero", expected.by_hero),
    ):
        in_chinese = names(kind, keys, "zh")
        assert [cells[0] for cells in page.sections[kind].table.cells()] == in_chinese
        assert page.group_plots[kind].labels == in_chinese[:TOP_HEROES]
        assert in_chinese != names(kind, keys, "en")
    assert page.title.text() == "统计"
    assert page.games_label.text() == f"局数：{expected.overall.games}"
    assert page.sections["mode"].title() == "按模式"
    assert page.group_plots["role"].axis_titles()["left"] == "局数"
    assert page.group_plots["mode"].legend_names == ("对局占比（%）", "胜率（%）")
    assert page.whose.currentText() == "所有玩家的对局（你和电脑）"
    set_language("en")
    qtbot.waitUntil(lambda: page.title.text() == "Statistics", timeout=5_000)
    check_figures(page, expected)
    assert page.group_plots["role"].axis_titles()["left"] == "Games"


def test_the_plots_across_have_one_axis_in_per_cent_and_every_plot_a_legend(
    qtbot, english, replays: Path
) -> None:
    page = open_page(qtbot, replays)
    stats = page.stats
    assert stats is not None
    for kind in ("mode", "hero"):  # across: the names are long
        plot = page.group_plots[kind]
        assert plot.horizontal and "top" not in plot.shown_axes()
        assert "bottom" in plot.shown_axes() and plot.axis_titles()["bottom"] == "Per cent"
        assert "right" not in plot.shown_axes()  # one value axis
        assert plot.legend_names == ("Share of the games (%)", "Win rate (%)")
        drawn = list(getattr(stats, f"by_{kind}").values())[:TOP_HEROES]
        assert plot.shares() == pytest.approx([100 * f.games / stats.overall.games for f in drawn])
        assert max(plot.shares() + plot.rates()) <= 100
    for plot in (page.group_plots["role"], page.time_plot):
        assert plot is not None and plot.legend_names == ("Games", "Win rate (%)")
        assert [name for name, _ in plot.legend_entries()] == ["Games", "Win rate (%)"]
        assert "top" not in plot.shown_axes()


def test_the_page_says_in_words_which_games_it_leaves_out(qtbot, english, replays: Path) -> None:
    page = open_page(qtbot, replays)
    page.choose(whose=7)  # seat 8: only the 8-player game has one
    assert "; games without a Seat 8, not counted: 8" in page.status.text()
    assert page.whose.itemText(1) == "Every player's games, yours and the computers'"
    for index in range(page.whose.count()):
        page.whose.setCurrentIndex(index)
        assert "counted here" not in page.status.text() + page.message.text()
        assert "seat to count" not in page.message.text()


@pytest.mark.parametrize("missing", [False, True])
def test_an_empty_folder_says_games_are_saved_automatically(
    qtbot, english, tmp_path: Path, missing: bool
) -> None:
    folder = tmp_path / "nothing yet" if missing else tmp_path
    page = open_page(qtbot, folder)
    assert page.message.isVisibleTo(page)
    assert "saved here automatically" in page.message.text()
    assert not page.scroll_area.isVisibleTo(page)
    assert page.games_label.text() == ""


def test_a_file_in_place_of_the_folder_says_why_it_cannot_be_read(
    qtbot, english, tmp_path: Path
) -> None:
    a_file = tmp_path / "replays"
    a_file.write_text("", encoding="utf-8")
    page = open_page(qtbot, a_file)
    assert page.message.text() == "The replay folder cannot be read: it is a file"
    set_language("zh")
    qtbot.waitUntil(
        lambda: page.message.text() == "无法读取录像文件夹：这是一个文件", timeout=5_000
    )


def test_the_game_menu_and_the_start_page_open_the_page_on_the_replay_folder(
    qtbot, english, settings, replays: Path
) -> None:
    settings.set("replay_folder", str(replays))
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.show()
    assert window.stats_action in window.game_menu.actions()
    assert window.stats_action.text() == "S&tatistics…"
    window.stats_action.trigger()
    page = window.stats_page
    assert page is not None and window.stack.currentWidget() is page
    qtbot.waitUntil(lambda: not page.reading() and page.stats is not None, timeout=20_000)
    check_figures(page, folder_stats(replays))
    qtbot.mouseClick(page.back_button, Qt.MouseButton.LeftButton)
    assert window.stack.currentWidget() is window.start_page
    qtbot.mouseClick(window.start_page.stats_button, Qt.MouseButton.LeftButton)
    assert window.stack.currentWidget() is page


def test_the_program_never_imports_pyqtgraph_or_numpy(tmp_path: Path, replays: Path) -> None:
    """The plots are our own widgets: the main window shown, then the statistics page with
    its plots drawn, neither pyqtgraph nor numpy is loaded (the package leaves them out)."""
    program = (
        "import sys\n"
        "from pathlib import Path\n"
        "from PySide6.QtCore import QSettings\n"
        "from PySide6.QtWidgets import QApplication\n"
        "app = QApplication([])\n"
        "from yxs_desktop.ui.main_window import MainWindow\n"
        "from yxs_desktop.ui.settings import Settings\n"
        "store = QSettings(sys.argv[1], QSettings.Format.IniFormat)\n"
        "settings = Settings(store)\n"
        "settings.set('replay_folder', sys.argv[2])\n"
        "window = MainWindow(settings)\n"
        "window.show()\n"
        "app.processEvents()\n"
        "started = ['pyqtgraph' in sys.modules, 'numpy' in sys.modules]\n"
        "window.stats_action.trigger()\n"
        "page = window.stats_page\n"
        "import time\n"
        "deadline = time.monotonic() + 60\n"
        "while (page.stats is None or page.reading()) and time.monotonic() < deadline:\n"
        "    app.processEvents()\n"
        "for plot in [*page.group_plots.values(), page.time_plot]:\n"
        "    plot.grab()\n"
        "drawn = bool(page.time_plot.games())\n"
        "print(*started, drawn, 'pyqtgraph' in sys.modules, 'numpy' in sys.modules)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", program, str(tmp_path / "yxs.ini"), str(replays)],
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
        check=True,
    )
    assert done.stdout.split() == ["False", "False", "True", "False", "False"]
