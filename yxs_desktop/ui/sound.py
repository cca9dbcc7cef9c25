"""The table's sound effects, played: the effects read from ``resources/sound-*.wav``, mixed
here and sent to the system's audio output through miniaudio (a small, self-contained
library; Qt Multimedia would add some 60 MB of libraries to the bundle for the same
job). Which effect goes with what is :mod:`yxs_desktop.client.sounds`.

Nothing plays in tests or without a screen (``QT_QPA_PLATFORM=offscreen``) or with
``YXS_NO_SOUND`` set; a machine without an audio output gets one line in the log and
silence, never an error.
"""

from __future__ import annotations

import logging
import os
import threading
import wave
from array import array
from collections.abc import Generator
from pathlib import Path
from typing import Any, Final

from yxs_desktop.client.sounds import SOUNDS
from yxs_desktop.package_files import data_folder

log = logging.getLogger(__name__)

#: The effects' format: mono, 16-bit, this many frames a second.
RATE: Final = 22_050
#: The audio output's buffer, in milliseconds: short enough that a sound follows its card.
BUFFER_MS: Final = 60
#: At most this many effects sound at once: a new one beyond them cuts the oldest short
#: (and where no output draws them, the effects played do not pile up).
MAX_VOICES: Final = 12


def effect_path(name: str, folder: Path | None = None) -> Path:
    """Where the effect ``name`` is kept (the program's resources by default)."""
    return (folder or data_folder("resources")) / f"sound-{name}.wav"


def load_effect(path: Path) -> array[int]:
    """The samples of the effect file ``path``; ValueError saying what is wrong with a file
    that is not a mono 16-bit WAV of :data:`RATE` frames a second."""
    try:
        with wave.open(str(path), "rb") as source:
            shape = (source.getnchannels(), source.getsampwidth(), source.getframerate())
            if shape != (1, 2, RATE):
                raise ValueError(
                    f"{path.name}: {shape[0]} channels, {8 * shape[1]} bits, {shape[2]} Hz;"
                    f" the table plays mono, 16 bits, {RATE} Hz"
                )
            samples = array("h", source.readframes(source.getnframes()))
    except (OSError, EOFError, wave.Error) as error:
        raise ValueError(f"{path.name}: not a sound the table can play ({error})") from error
    if not samples:
        raise ValueError(f"{path.name}: no sound in it")
    return samples


class Mixer:
    """Sums the effects playing at one volume. :meth:`start` is called from the program,
    :meth:`mix` from the audio output's thread."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._voices: list[tuple[array[int], int]] = []  # samples, frames already played
        #: The volume: 0 (silent) to 1 (as the files are).
        self.gain = 1.0

    def start(self, samples: array[int]) -> None:
        """Begin playing ``samples`` (with whatever already plays, but the oldest when
        :data:`MAX_VOICES` already sound)."""
        with self._lock:
            self._voices = [*self._voices[-(MAX_VOICES - 1) :], (samples, 0)]

    def playing(self) -> int:
        """How many effects are still sounding."""
        with self._lock:
            return len(self._voices)

    def mix(self, frames: int) -> array[int]:
        """The next ``frames`` frames of everything playing, at :attr:`gain`."""
        with self._lock:
            voices, self._voices = self._voices, []
            self._voices = [(s, at + frames) for s, at in voices if at + frames < len(s)]
        gain = self.gain
        if not voices or gain <= 0.0:
            return array("h", bytes(2 * frames))
        total = [0] * frames
        for samples, at in voices:
            for n, value in enumerate(samples[at : at + frames]):
                total[n] += value
        return array("h", [max(-32768, min(32767, int(v * gain))) for v in total])


class SoundPlayer:
    """Plays the effects by name at the volume of the settings; silent where nothing should
    sound (see the module's text) or where the machine has no audio output."""

    def __init__(self, volume: int, enabled: bool, folder: Path | None = None) -> None:
        self.mixer = Mixer()
        self.effects: dict[str, array[int]] = {}
        for name in SOUNDS:
            try:
                self.effects[name] = load_effect(effect_path(name, folder))
            except ValueError as error:
                log.warning("sound effect left out: %s", error)
        self.volume = volume
        self.enabled = enabled
        self.output_wanted = sound_output_wanted()
        self._device: Any = None
        self._failed = False
        self._apply()

    def set_volume(self, volume: int) -> None:
        """The volume, 0 to 100."""
        self.volume = max(0, min(100, volume))
        self._apply()

    def set_enabled(self, enabled: bool) -> None:
        """Sound on, or muted."""
        self.enabled = enabled
        self._apply()

    def _apply(self) -> None:
        self.mixer.gain = self.volume / 100 if self.enabled else 0.0

    def play(self, name: str) -> None:
        """Play the effect ``name`` (one of ``client.sounds.SOUNDS``); nothing when muted,
        at volume 0, or when the effect could not be read."""
        samples = self.effects.get(name)
        if samples is None or self.mixer.gain <= 0.0:
            return
        self.mixer.start(samples)
        if self.output_wanted and self._device is None and not self._failed:
            self._open()

    def _open(self) -> None:
        try:
            import miniaudio

            device = miniaudio.PlaybackDevice(
                output_format=miniaudio.SampleFormat.SIGNED16,
                nchannels=1,
                sample_rate=RATE,
                buffersize_msec=BUFFER_MS,
            )
            stream = _stream(self.mixer)
            next(stream)
            device.start(stream)
        except Exception as error:  # no audio output, no backend: play on in silence
            self._failed = True
            log.warning("no sound: the audio output cannot be opened (%s)", error)
            return
        self._device = device

    def close(self) -> None:
        """Stop the audio output (the program is closing)."""
        if self._device is not None:
            self._device.close()
            self._device = None


def _stream(mixer: Mixer) -> Generator[array[int] | bytes, int, None]:
    """The generator miniaudio draws frames from: it sends how many it needs."""
    frames = yield b""
    while True:
        frames = yield mixer.mix(frames)


def sound_output_wanted() -> bool:
    """Whether the program may open an audio output: not without a screen (tests, the
    offscreen demo) nor with ``YXS_NO_SOUND`` set."""
    return os.environ.get("QT_QPA_PLATFORM") != "offscreen" and not os.environ.get("YXS_NO_SOUND")
