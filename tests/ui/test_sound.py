"""The table's sound effects: every effect file loads and is what the project's script
makes; muting or a volume of 0 silences them, the volume scales them; nothing opens an
audio output in tests; a bad file costs only its own effect; the table plays an update's
effects as its animation starts, and none of the updates jumped over."""

from __future__ import annotations

import subprocess
import sys
import wave
from array import array
from pathlib import Path

import pytest

from yxs_desktop.client.session import EventsUpdate
from yxs_desktop.client.sounds import SOUNDS
from yxs_desktop.engine.enums import Kind
from yxs_desktop.engine.events import CardUsed, TurnStarted
from yxs_desktop.engine.game import Game
from yxs_desktop.engine.modes import make_mode
from yxs_desktop.engine.views import seat_view
from yxs_desktop.ui.sound import MAX_VOICES, RATE, Mixer, SoundPlayer, effect_path, load_effect
from yxs_desktop.ui.table.page import TablePage

TOP = Path(__file__).resolve().parents[2]


def _loud(samples: array[int]) -> int:
    return max(abs(v) for v in samples)


@pytest.mark.parametrize("name", SOUNDS)
def test_every_effect_loads_short_and_audible(name: str) -> None:
    samples = load_effect(effect_path(name))
    assert 0.05 <= len(samples) / RATE <= 2.0
    assert _loud(samples) > 10_000


def test_the_effects_are_what_the_projects_script_makes(tmp_path: Path) -> None:
    subprocess.run(
        [sys.executable, str(TOP / "packaging" / "make_sounds.py"), str(tmp_path)], check=True
    )
    for name in SOUNDS:
        made = (tmp_path / f"sound-{name}.wav").read_bytes()
        assert made == effect_path(name).read_bytes(), f"{name}: run make sounds"


def test_muting_silences_every_effect_and_the_volume_scales_them() -> None:
    player = SoundPlayer(volume=100, enabled=False)
    for name in SOUNDS:
        player.play(name)
    assert player.mixer.playing() == 0 and not any(player.mixer.mix(4096))
    player.set_enabled(True)
    player.play("strike")
    full = _loud(player.mixer.mix(4096))
    player.set_volume(0)
    player.play("strike")
    assert not any(player.mixer.mix(4096))
    half = SoundPlayer(volume=50, enabled=True)
    half.play("strike")
    assert _loud(half.mixer.mix(4096)) == pytest.approx(full / 2, abs=2)


def test_a_muted_mixer_is_silent_even_with_effects_playing() -> None:
    mixer = Mixer()
    mixer.start(load_effect(effect_path("death")))
    mixer.gain = 0.0
    assert not any(mixer.mix(2048)) and mixer.playing() == 1  # time goes on, silently


def test_the_mixer_sums_effects_clips_and_lets_each_end() -> None:
    mixer = Mixer()
    loud = array("h", [30_000] * 100)
    mixer.start(loud)
    mixer.start(loud)
    assert set(mixer.mix(50)) == {32_767}  # summed, clipped
    assert mixer.playing() == 2
    tail = mixer.mix(80)
    assert list(tail[:50]) == [32_767] * 50 and not any(tail[50:])
    assert mixer.playing() == 0


def test_no_audio_output_is_opened_in_tests() -> None:
    player = SoundPlayer(volume=70, enabled=True)
    player.play("your_turn")
    assert not player.output_wanted and player._device is None


def test_a_bad_effect_file_is_said_and_costs_only_its_own_effect(tmp_path: Path, caplog) -> None:
    for name in SOUNDS:
        (tmp_path / f"sound-{name}.wav").write_bytes(effect_path(name).read_bytes())
    (tmp_path / "sound-strike.wav").write_bytes(b"RIFF not a sound at all")
    with wave.open(str(tmp_path / "sound-dodge.wav"), "wb") as stereo:
        stereo.setnchannels(2)
        stereo.setsampwidth(2)
        stereo.setframerate(44_100)
        stereo.writeframes(bytes(400))
    with pytest.raises(ValueError, match=r"sound-dodge\.wav: 2 channels, 16 bits, 44100 Hz"):
        load_effect(tmp_path / "sound-dodge.wav")
    player = SoundPlayer(volume=70, enabled=True, folder=tmp_path)
    assert set(player.effects) == set(SOUNDS) - {"strike", "dodge"}
    assert "sound-strike.wav: not a sound the table can play" in caplog.text
    player.play("strike")  # no effect, no error
    player.play("damage")
    assert player.mixer.playing() == 1


class Heard:
    """Stands for the sound player: what the table asked it to play."""

    def __init__(self) -> None:
        self.names: list[str] = []

    def play(self, name: str) -> None:
        self.names.append(name)


def _strike_update(seat: int) -> EventsUpdate:
    game = Game(make_mode("identity5"), 3)
    game.start()
    events = (TurnStarted(seat, 1), CardUsed(seat, (5,), Kind.STRIKE, ((seat + 1) % 5,)))
    return EventsUpdate(events, seat_view(game, 0))


def test_the_table_plays_an_updates_effects_as_its_animation_starts(qtbot) -> None:
    page = TablePage(5, 0)
    qtbot.addWidget(page)
    heard = Heard()
    page.sound = heard  # type: ignore[assignment]
    page.scene.speed = 2.0
    for seat in (1, 0):
        page.on_update(_strike_update(seat))
    assert heard.names == ["strike"]  # the second update waits for the first's animation
    qtbot.waitUntil(lambda: not page.scene.queue.busy(), timeout=10_000)
    assert heard.names == ["strike", "your_turn", "strike"]


def test_skipping_to_my_turn_is_silent_for_what_it_jumps_over(qtbot) -> None:
    page = TablePage(5, 0)
    qtbot.addWidget(page)
    heard = Heard()
    page.sound = heard  # type: ignore[assignment]
    for seat in (1, 2, 3, 4):
        page.on_update(_strike_update(seat))
    page.scene.queue.catch_up()
    assert heard.names == ["strike"]  # the first, heard as it began; nothing of the rest
    assert not page.scene.queue.busy()


def test_effects_never_pile_up_past_the_voices_a_mixer_holds() -> None:
    mixer = Mixer()
    for n in range(3 * MAX_VOICES):
        mixer.start(array("h", [n] * 10))
    assert mixer.playing() == MAX_VOICES
    assert mixer.mix(1)[0] == sum(range(2 * MAX_VOICES, 3 * MAX_VOICES))  # the newest
