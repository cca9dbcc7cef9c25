"""The figures of a folder of saved games (``yxs stats`` and the statistics page).

Every ``*.yxsr`` of the folder is read; a damaged file and one whose game did not end (no
result line) are skipped and counted. Whose games are counted (:data:`Whose`):

* ``PERSON`` (the default): the person's seat (:func:`~.format.person_seats`): the
  header's ``own``, the seat of the person whose program wrote or saved the file, when it
  names one (so a folder holding two persons' files of online games counts each file for
  its own person only); in an older file without ``own``, every seat a person played
  (``player == "person"``: a local game has one). A file without such a seat (a computer
  game, ``yxs sim --replays``, a server's recording) is counted in
  :attr:`Stats.uncounted`, not in the figures;
* a seat number: that seat in every file (a file whose table has no such seat is
  uncounted);
* ``ALL_SEATS``: every seat of every file, each seat's game counted once: the figures of
  the computer players as a whole (a game then counts as many times as it has seats).

A counted seat wins when it is in the result's ``winners``. The figures are plain data
(:class:`Figures`, :class:`Period`, :class:`Stats`), for a table or a plot. A folder read
once (:func:`read_folder`) gives the figures for any seats and period.
"""

from __future__ import annotations

import datetime
import os
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Final, Literal

from yxs_desktop.replay.format import SUFFIX, person_seats
from yxs_desktop.replay.messages import ReplayError
from yxs_desktop.replay.reader import Replay, read_replay

PERSON: Final = "person"
ALL_SEATS: Final = "all"
#: Whose games are counted: the person's seats, one seat number, or every seat.
Whose = Literal["person", "all"] | int
#: The length of a period of :attr:`Stats.over_time`.
Per = Literal["day", "week"]

#: The order roles are listed in (others follow, by name).
ROLE_ORDER: Final = ("lord", "loyalist", "rebel", "renegade", "leader", "vanguard")
#: The key of a role or hero a file does not give.
UNKNOWN: Final = ""


@dataclass
class Figures:
    """Games, wins and the sum of the scores of some set of counted games."""

    games: int = 0
    wins: int = 0
    score: int = 0  # the sum of the scores

    @property
    def win_rate(self) -> float:
        """Wins per game, 0 to 1 (0 when there are no games)."""
        return self.wins / self.games if self.games else 0.0

    @property
    def mean_score(self) -> float:
        """The mean score per game (0 when there are no games)."""
        return self.score / self.games if self.games else 0.0

    def add(self, game: CountedGame) -> None:
        self.games += 1
        self.wins += game.won
        self.score += game.score


@dataclass(frozen=True, slots=True)
class CountedGame:
    """One counted seat's game: the file, its day (in the time zone asked for), mode, the
    seat, its role and hero (:data:`UNKNOWN` when the file does not say), win and score."""

    path: Path
    day: datetime.date
    mode: str
    seat: int
    role: str
    hero: str
    won: bool
    score: int


@dataclass(frozen=True, slots=True)
class Period:
    """The games of one day or week (``start``: the day, or the week's Monday)."""

    start: datetime.date
    figures: Figures


@dataclass
class Skipped:
    """The files left out: damaged ones (with what is wrong) and unfinished ones."""

    damaged: list[tuple[Path, ReplayError]] = field(default_factory=list)
    unfinished: list[Path] = field(default_factory=list)

    @property
    def count(self) -> int:
        return len(self.damaged) + len(self.unfinished)


@dataclass
class Stats:
    """The figures of a folder. ``files``: the replay files found; ``uncounted``: finished
    games that hold no seat to count; ``over_time``: only periods with games, oldest
    first; ``by_mode`` in the modes' names' order, ``by_role`` in :data:`ROLE_ORDER`,
    ``by_hero`` most games first."""

    files: int
    games: list[CountedGame]
    skipped: Skipped
    uncounted: list[Path]
    overall: Figures
    by_mode: dict[str, Figures]
    by_role: dict[str, Figures]
    by_hero: dict[str, Figures]
    over_time: list[Period]
    per: Per


class NotAFolder(Exception):
    """The path given is not a folder (missing, or a file); ``reason`` is the system's."""

    def __init__(self, path: Path, reason: str) -> None:
        super().__init__(f"{path}: {reason}")
        self.path = path
        self.reason = reason


def replay_files(folder: str | os.PathLike[str]) -> list[Path]:
    """The ``*.yxsr`` files directly in ``folder``, by name (:class:`NotAFolder` when it is
    missing, not a folder or cannot be listed)."""
    path = Path(folder)
    if not path.is_dir():
        reason = "not a folder" if path.exists() else "no such folder"
        raise NotAFolder(path, reason)
    try:
        return sorted(p for p in path.iterdir() if p.name.endswith(SUFFIX) and p.is_file())
    except OSError as exc:
        raise NotAFolder(path, exc.strerror or str(exc)) from None


def folder_stats(
    folder: str | os.PathLike[str],
    whose: Whose = PERSON,
    per: Per = "week",
    tz: datetime.tzinfo | None = None,
) -> Stats:
    """The figures of the replays in ``folder`` for ``whose`` seats, over time ``per`` day
    or week, the days in ``tz`` (None: the local time zone)."""
    return read_folder(folder, tz).stats(whose, per)


@dataclass(frozen=True, slots=True)
class FinishedFile:
    """A finished game's file: every seat's game, and the person's seats
    (:func:`~.format.person_seats`)."""

    path: Path
    games: tuple[CountedGame, ...]
    persons: frozenset[int]


@dataclass
class Folder:
    """A folder's replays read once (:func:`read_folder`): the figures for any ``whose``
    and period follow without reading the files again (the statistics page's choices)."""

    files: int
    finished: list[FinishedFile]
    skipped: Skipped

    def stats(self, whose: Whose = PERSON, per: Per = "week") -> Stats:
        """The figures of ``whose`` seats, over time ``per`` day or week."""
        games: list[CountedGame] = []
        uncounted: list[Path] = []
        for finished in self.finished:
            counted = [g for g in finished.games if _counts(g.seat, whose, finished.persons)]
            if not counted:
                uncounted.append(finished.path)
            games += counted
        return summarize(games, per, files=self.files, skipped=self.skipped, uncounted=uncounted)


def read_folder(folder: str | os.PathLike[str], tz: datetime.tzinfo | None = None) -> Folder:
    """Read every replay of ``folder`` (:class:`NotAFolder` when it is not one), the days
    in ``tz`` (None: the local time zone); damaged and unfinished files are skipped."""
    files = replay_files(folder)
    skipped = Skipped()
    finished: list[FinishedFile] = []
    for path in files:
        try:
            replay = read_replay(path, upgrade=False)  # the events are not counted
        except ReplayError as exc:
            skipped.damaged.append((path, exc))
            continue
        if replay.result is None:
            skipped.unfinished.append(path)
            continue
        persons = person_seats(replay.header)
        every = tuple(counted_games(path, replay, ALL_SEATS, tz))
        finished.append(FinishedFile(path, every, persons))
    return Folder(len(files), finished, skipped)


def _counts(seat: int, whose: Whose, persons: frozenset[int]) -> bool:
    """Whether ``seat``'s game is counted for ``whose`` (``persons``: the person's seats)."""
    if whose == PERSON:
        return seat in persons
    return whose == ALL_SEATS or seat == whose


def counted_games(
    path: Path, replay: Replay, whose: Whose, tz: datetime.tzinfo | None = None
) -> list[CountedGame]:
    """The counted seats' games of one finished ``replay``."""
    result = replay.result
    assert result is not None, "only a finished game is counted"
    header = replay.header
    seats = header.seats
    persons = person_seats(header)
    chosen = [i for i, seat in enumerate(seats) if _counts(seat.seat, whose, persons)]
    heroes = replay.heroes.heroes if replay.heroes is not None else [s.hero for s in seats]
    day = _day(header.date, tz)
    return [
        CountedGame(
            path=path,
            day=day,
            mode=header.mode,
            seat=seats[i].seat,
            role=result.roles[i] or UNKNOWN,
            hero=heroes[i] or UNKNOWN,
            won=seats[i].seat in result.winners,
            score=result.scores[i],
        )
        for i in chosen
    ]


def summarize(
    games: Iterable[CountedGame],
    per: Per = "week",
    *,
    files: int = 0,
    skipped: Skipped | None = None,
    uncounted: list[Path] | None = None,
) -> Stats:
    """The figures of ``games``, grouped by mode, role, hero and period."""
    games = list(games)
    overall = Figures()
    by_mode: dict[str, Figures] = {}
    by_role: dict[str, Figures] = {}
    by_hero: dict[str, Figures] = {}
    by_period: dict[datetime.date, Figures] = {}
    for game in games:
        overall.add(game)
        by_mode.setdefault(game.mode, Figures()).add(game)
        by_role.setdefault(game.role, Figures()).add(game)
        by_hero.setdefault(game.hero, Figures()).add(game)
        by_period.setdefault(period_start(game.day, per), Figures()).add(game)
    known = {role: i for i, role in enumerate(ROLE_ORDER)}
    return Stats(
        files=files,
        games=games,
        skipped=skipped or Skipped(),
        uncounted=uncounted or [],
        overall=overall,
        by_mode=dict(sorted(by_mode.items())),
        by_role=dict(sorted(by_role.items(), key=lambda kv: (known.get(kv[0], len(known)), kv[0]))),
        by_hero=dict(sorted(by_hero.items(), key=lambda kv: (-kv[1].games, kv[0]))),
        over_time=[Period(start, figures) for start, figures in sorted(by_period.items())],
        per=per,
    )


def period_start(day: datetime.date, per: Per) -> datetime.date:
    """The first day of the period ``day`` falls in: itself, or its week's Monday."""
    return day if per == "day" else day - datetime.timedelta(days=day.weekday())


def _day(date: str, tz: datetime.tzinfo | None) -> datetime.date:
    """The day of a header's date (ISO 8601, UTC when it gives no offset) in ``tz``."""
    try:
        when = datetime.datetime.fromisoformat(date)
    except ValueError:
        return datetime.date.min
    if when.tzinfo is None:
        when = when.replace(tzinfo=datetime.UTC)
    return when.astimezone(tz).date()
