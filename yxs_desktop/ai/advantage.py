"""The learned advantage of a play-phase action over strong's first (issue 36, stage 3).

Fitted by ``python -m benchmarks.train_advantage`` on forked-game decisions
(:mod:`yxs_desktop.arena.advantage_data`): for an action among the learned player's
candidates, how many more games its seat wins when it plays that action instead of
strong's first and strong plays on, foreseen from the seat's honest features only: its
position (:func:`~.features.position_features`), the action
(:func:`~.features.action_features`) and what the learned search made of both
(:data:`SEARCH_FEATURES`). The file is a :mod:`.value_model` file whose metadata says
``"kind": "advantage"``; its raw score is the advantage itself (a regression, no logistic).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Final

from yxs_desktop.ai.features import action_feature_names, feature_names
from yxs_desktop.ai.value_model import ModelError, ValueModel, load_model

#: What the learned search adds to a row: the action's mean chance less strong's first's,
#: and strong's first's own.
SEARCH_FEATURES: Final = ("search.gain", "search.first")
#: The row's search features when the search played no world.
_NO_SEARCH: Final = (0.0, 0.5)


def advantage_feature_names(
    position: Sequence[str], action: Sequence[str], with_search: bool = True
) -> list[str]:
    """The names of a row: the position's features, the action's (``action.``), then
    the search's when ``with_search``."""
    names = [*position, *(f"action.{name}" for name in action)]
    return names + list(SEARCH_FEATURES) if with_search else names


def advantage_row(
    position: Sequence[float], action: Sequence[float], means: Sequence[float] | None, index: int
) -> list[float]:
    """The row of candidate ``index``: the position's and its action's features, then
    (unless ``means`` is None) its search gain over candidate 0 and candidate 0's mean."""
    row = [*position, *action]
    if means is None:
        return row
    return row + ([means[index] - means[0], means[0]] if means else list(_NO_SEARCH))


def best_candidate(
    model: ValueModel,
    position: Sequence[float],
    actions: Sequence[Sequence[float]],
    means: Sequence[float],
    margin: float,
) -> int:
    """The candidate whose advantage ``model`` judges highest when it is above
    ``margin``, else 0 (strong's first); the first of equals."""
    best, best_value = 0, margin
    for index in range(1, len(actions)):
        value = model.raw(advantage_row(position, actions[index], means, index))
        if value > best_value:
            best, best_value = index, value
    return best


@cache
def shipped_advantage(mode: str, players: int) -> ValueModel | None:
    """The advantage model the program ships for ``mode`` (``ai/models/advantage-<mode>
    .npz``) and its table of ``players``, or None where it has none (:func:`load_advantage`)."""
    found = resources.files("yxs_desktop.ai").joinpath("models").joinpath(f"advantage-{mode}.npz")
    if not found.is_file():
        return None
    # a file on disk in every install (the wheel, the source tree, the bundle)
    return load_advantage(Path(str(found)), players)


def load_advantage(path: Path, players: int) -> ValueModel:
    """The advantage model in ``path`` for a table of ``players``. Raises
    :class:`ModelError` for a file that is not an advantage model of the features this
    program computes for such a table."""
    model = load_model(path)
    if model.meta.get("kind") != "advantage":
        raise ModelError(f"{path}: not an advantage model")
    expected = advantage_feature_names(feature_names(players), action_feature_names())
    if list(model.names) != expected:
        raise ModelError(f"{path}: its features are not the ones this program computes")
    return model
