"""One turn: the six phases of docs/rules.md §1.1, with a trigger at the start and end of each."""

from __future__ import annotations

from typing import TYPE_CHECKING, Final, cast

from yxs_desktop.engine import actions
from yxs_desktop.engine.effects import EFFECTS
from yxs_desktop.engine.enums import PHASES, Phase
from yxs_desktop.engine.events import PhaseSkipped, PhaseStarted, TurnStarted
from yxs_desktop.engine.options import perform, play_options
from yxs_desktop.engine.requests import FrozenDict, Pass, PlayPhase, Use, with_subclasses
from yxs_desktop.engine.timings import (
    DRAW_COUNT,
    PHASE_ENDED,
    PHASE_STARTED,
    TURN_ENDED,
    TURN_STARTED,
    DrawData,
    PhaseData,
    TurnData,
)

if TYPE_CHECKING:
    from yxs_desktop.engine.game import Game
    from yxs_desktop.engine.player import Player


async def run_turn(game: Game, player: Player) -> None:
    """Play ``player``'s whole turn (it ends early if the player dies)."""
    game.current = player
    game.turns += 1
    player.strikes_used = 0
    player.turn_flags.clear()
    player.used_this_turn.clear()
    player.skip_play = False
    game.emit(TurnStarted(player.seat, game.round))
    turn = TurnData(player)
    await game.trigger(TURN_STARTED, turn)
    for phase in PHASES:
        if not player.alive:
            return
        if phase is Phase.PLAY and player.skip_play:
            game.emit(PhaseSkipped(player.seat, phase))
            continue
        await _run_phase(game, player, phase)
    if player.alive:
        await game.trigger(TURN_ENDED, turn)


async def resume_turn_in_play(game: Game, player: Player) -> None:
    """The rest of ``player``'s turn from within its play phase: the play phase's rule
    taken up again (the player is asked for its next action), the play phase's end, the
    later phases and the turn's end. For a look-ahead that carries on a game rebuilt from
    a seat's view in the middle of a play phase (the computer players' rollouts)."""
    await _PHASE_RULES[Phase.PLAY](game, player)
    if player.alive:
        await game.trigger(PHASE_ENDED, PhaseData(player, Phase.PLAY))
    for phase in PHASES[PHASES.index(Phase.PLAY) + 1 :]:
        if not player.alive:
            return
        await _run_phase(game, player, phase)
    if player.alive:
        await game.trigger(TURN_ENDED, TurnData(player))


async def _run_phase(game: Game, player: Player, phase: Phase) -> None:
    """One phase of ``player``'s turn: its start, its rule unless a skill handled it, its
    end."""
    data = PhaseData(player, phase)
    game.phase = phase
    game.emit(PhaseStarted(player.seat, phase))
    player.phase_uses.clear()
    await game.trigger(PHASE_STARTED, data)
    if not data.handled and player.alive:
        await _PHASE_RULES[phase](game, player)
    if player.alive:
        await game.trigger(PHASE_ENDED, data)


async def _start(game: Game, player: Player) -> None:
    """Nothing happens by rule; skills act on the phase-start trigger."""


async def _judge(game: Game, player: Player) -> None:
    """Judge each delayed trick, last placed first: its effect's ``judge_phase`` (a
    无懈可击 window, the judgement and what follows)."""
    for entry in list(reversed(player.judge)):
        if not player.alive:
            return
        if entry in player.judge:
            await EFFECTS[entry.kind].judge_phase(game, player, entry)


async def _draw(game: Game, player: Player) -> None:
    data = DrawData(player, 2)
    await game.trigger(DRAW_COUNT, data)
    if data.count > 0:
        await game.draw(player, data.count)


_PASSES: Final = with_subclasses(Pass)  # exact types: see with_subclasses


async def _play(game: Game, player: Player) -> None:
    while player.alive:
        await game.settle()
        options = play_options(game, player)
        answer = await game.ask(
            PlayPhase((player.seat,), "play", FrozenDict({player.seat: options}))
        )
        if type(answer) in _PASSES:  # else a Use: PlayPhase takes nothing more
            return
        await perform(game, player, cast(Use, answer))


async def _discard(game: Game, player: Player) -> None:
    excess = len(player.hand) - game.hand_limit(player)
    if player.hand and "hand_limit" in game.locked_hooks:
        # a skill that raised the limit kept cards that would have been discarded (控局)
        game.note_decisive(
            ("hand_limit",),
            lambda holder: len(player.hand) - game.hand_limit(player) > max(excess, 0),
        )
    if excess > 0:
        cards = await actions.choose_own_cards(game, player, player.hand, excess, excess, "discard")
        game.discard_cards(cards)


async def _end(game: Game, player: Player) -> None:
    """Nothing happens by rule; skills act on the phase-start trigger."""


_PHASE_RULES: Final = {
    Phase.START: _start,
    Phase.JUDGE: _judge,
    Phase.DRAW: _draw,
    Phase.PLAY: _play,
    Phase.DISCARD: _discard,
    Phase.END: _end,
}
