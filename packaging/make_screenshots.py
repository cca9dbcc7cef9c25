"""Take the program's screenshots for the documentation (make screenshots).

For each window size and language it plays a local identity-5 game as seat 1 against
strong computer players at twice the normal pace, the person answering simply (ending
the turn at once, the first choice elsewhere), and saves:

- ``hero-chooser``: the hero chooser at the start;
- ``chooser``: the first other chooser the game opens (the table's look);
- ``table-strike``: the table while a computer's 杀 (Strike) flies with its arrow to its
  target, the person's dashboard and the prompt box under it;
- ``time-out``: the notice in the middle of the table when the person's time ran out (the
  game gives :data:`TIME_LIMIT` seconds a decision; the person's first turn is let run out);
- ``result``: the result over the final table;
- ``encyclopedia-portraits``: the encyclopedia's heroes as a wall of portraits;

each as ``<name>-<lang>-<width>x<height>.<format>``. Qt runs offscreen unless
``QT_QPA_PLATFORM`` is set; no sound plays offscreen.

    python packaging/make_screenshots.py [--out DIR] [--sizes 1024x700,1600x1000]
                                         [--langs zh,en] [--seed 7] [--format png|jpg]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

# One game may not take longer than this (seconds); the picture of a missing moment is
# reported, the others are kept.
GAME_TIMEOUT = 300.0
POLL = 0.03
#: The person's time per decision (the shortest the start page offers).
TIME_LIMIT = 15


def _size(text: str) -> tuple[int, int]:
    width, _, height = text.partition("x")
    try:
        size = int(width), int(height)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a size like 1024x700") from None
    if min(size) < 200:
        raise argparse.ArgumentTypeError(f"{text!r} is too small for the window")
    return size


def _parse(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=Path("docs/screenshots"))
    parser.add_argument(
        "--sizes", default="1024x700,1600x1000", help="window sizes, comma separated"
    )
    parser.add_argument("--langs", default="zh,en", help="languages, comma separated")
    parser.add_argument("--seed", type=int, default=7, help="the game's number")
    parser.add_argument("--format", choices=("png", "jpg"), default="png")
    args = parser.parse_args(argv)
    try:
        args.sizes = [_size(part) for part in args.sizes.split(",")]
    except argparse.ArgumentTypeError as error:
        parser.error(str(error))
    args.langs = [lang for lang in args.langs.split(",") if lang]
    if not args.langs or any(lang not in ("zh", "en") for lang in args.langs):
        parser.error(f"--langs takes zh and en, not {args.langs!r}")
    return args


async def _shoot(args: argparse.Namespace, lang: str, width: int, height: int) -> list[str]:
    """One window at one size and language; returns the names of the pictures missed."""
    from PySide6.QtWidgets import QPushButton, QToolButton, QWidget

    from yxs_desktop.engine.cards import STANDARD_DECK
    from yxs_desktop.engine.enums import Kind
    from yxs_desktop.engine.requests import PlayPhase
    from yxs_desktop.ui import dialogs
    from yxs_desktop.ui.i18n import set_language
    from yxs_desktop.ui.main_window import MainWindow
    from yxs_desktop.ui.table.items import CardItem, LineItem

    wanted = [
        "hero-chooser",
        "chooser",
        "table-strike",
        "time-out",
        "result",
        "encyclopedia-portraits",
    ]
    saved: set[str] = set()

    def save(widget: QWidget, name: str) -> None:
        path = args.out / f"{name}-{lang}-{width}x{height}.{args.format}"
        widget.grab().save(str(path), quality=88 if args.format == "jpg" else -1)
        saved.add(name)
        print(path)

    set_language(lang)
    window = MainWindow()
    window.resize(width, height)
    window.show()
    await asyncio.sleep(0.3)
    book = window.show_encyclopedia()
    book.resize(min(width - 40, 1100), min(height - 40, 760))
    book.heroes.wall.setChecked(True)
    await asyncio.sleep(0.4)
    save(book, "encyclopedia-portraits")
    book.close()

    page = window.start_game("identity5", False, 2.0, args.seed, TIME_LIMIT, seat=0, ai="strong")
    end = time.monotonic() + GAME_TIMEOUT
    letting_time_run_out = False
    while time.monotonic() < end and "result" not in saved:
        await asyncio.sleep(POLL)
        scene = page.scene
        state = scene.view_state
        if "table-strike" not in saved and state is not None and state.current != 0:
            flying = scene.transient
            arrow = any(isinstance(item, LineItem) for item in flying)
            strike = any(
                isinstance(item, CardItem)
                and item.card_id is not None
                and STANDARD_DECK[item.card_id].kind is Kind.STRIKE
                for item in flying
            )
            if arrow and strike:
                await asyncio.sleep(0.25)  # the card half way, the arrow drawn
                save(window, "table-strike")
        notice = scene.notice
        if letting_time_run_out and notice is not None and notice.opacity() > 0.9:
            await asyncio.sleep(0.3)
            save(window, "time-out")
            letting_time_run_out = False
        if page.result_panel is not None:
            await asyncio.sleep(1.0)
            save(window, "result")
            break
        if page.request is None or scene.queue.busy():
            continue
        chooser = page.dialog
        if chooser is not None:
            await asyncio.sleep(0.3)
            if isinstance(chooser, dialogs.HeroChooser):
                if "hero-chooser" not in saved:
                    save(chooser, "hero-chooser")
                next(b for b in chooser.buttons.values() if b.isEnabled()).click()
                continue
            if "chooser" not in saved:
                save(chooser, "chooser")
            if isinstance(chooser, dialogs.MultiCardChooser):
                for button in list(chooser.buttons.values())[: chooser.low]:
                    button.click()
                chooser.ok.click()
            else:
                ok = chooser.findChild(QPushButton, "ok") or chooser.findChild(
                    QPushButton, "option_0"
                )
                (ok or chooser.findChildren(QToolButton)[0]).click()
            continue
        if isinstance(page.request, PlayPhase):
            if "time-out" not in saved:
                letting_time_run_out = True  # the default answer ends the turn as well
                continue
            page.press_end()
            continue
        selection = page.selection
        if selection is not None and not page.ok.isEnabled():  # a discard it must make
            for item in list(scene.hand_items):
                if page.ok.isEnabled():
                    break
                if item.card_id is not None and selection.card_selectable(item.card_id):
                    page.click_card(item.card_id)
        if page.ok.isEnabled():
            page.press_ok()
        else:
            page.press_cancel()
    window.stop_game()
    window.close()
    return [name for name in wanted if name not in saved]


def main(argv: list[str] | None = None) -> int:
    args = _parse(sys.argv[1:] if argv is None else argv)
    args.out.mkdir(parents=True, exist_ok=True)
    # the program's settings (language, pace) stay the person's own
    os.environ["XDG_CONFIG_HOME"] = tempfile.mkdtemp(prefix="yxs-screenshots-")

    import qasync
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv[:1])
    missed: list[str] = []

    async def shoot_all() -> None:
        for lang in args.langs:
            for width, height in args.sizes:
                for name in await _shoot(args, lang, width, height):
                    missed.append(f"{name}-{lang}-{width}x{height}")

    qasync.run(shoot_all())
    del app
    if missed:
        print(f"not seen in the game, no picture: {', '.join(missed)}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
