"""The learned hero choice (issue 36, stage 2): a chance of winning with each hero of an
offer in the seat's context (:mod:`.hero_features`), fitted by ``python -m
benchmarks.train_heroes`` on randomised picks (:mod:`yxs_desktop.arena.hero_data`). The
file is a :mod:`.value_model` file whose metadata says ``"kind": "hero"``."""

from __future__ import annotations

from functools import cache
from importlib import resources
from pathlib import Path

from yxs_desktop.ai.hero_features import choice_context, hero_feature_names, hero_features
from yxs_desktop.ai.value_model import ModelError, ValueModel, load_model
from yxs_desktop.engine.requests import ChooseHero
from yxs_desktop.engine.view_types import SeatView


def load_hero_model(path: Path) -> ValueModel:
    """The hero model in ``path``. Raises :class:`ModelError` for a file that is not a
    hero model of the features this program computes for its mode."""
    model = load_model(path)
    if model.meta.get("kind") != "hero":
        raise ModelError(f"{path}: not a hero model")
    if model.names != hero_feature_names(model.mode):
        raise ModelError(f"{path}: its features are not the ones this program computes")
    return model


@cache
def shipped_hero_model(mode: str) -> ValueModel | None:
    """The hero model the program ships for ``mode`` (``ai/models/heroes-<mode>.npz``),
    or None where it has none."""
    found = resources.files("yxs_desktop.ai").joinpath("models").joinpath(f"heroes-{mode}.npz")
    if not found.is_file():
        return None
    model = load_hero_model(Path(str(found)))
    if model.mode != mode:
        raise ModelError(f"{found}: a hero model of {model.mode}, not {mode}")
    return model


def learned_hero(model: ValueModel, view: SeatView, request: ChooseHero) -> int:
    """The index (one the seat of ``view`` may choose) of the hero of its offer in
    ``request`` whose chance ``model`` judges highest in the seat's context; the first of
    equals."""
    seat = view.seat
    if seat is None:
        raise ValueError("a spectator chooses no hero")
    context = choice_context(view, request)
    offers = request.offers[seat]
    players = len(view.players)

    def chance(index: int) -> float:
        return model.chance(hero_features(view.mode, context, offers[index], players))

    return max(request.free(seat), key=lambda index: (chance(index), -index))
