"""Make the table's sound effects, ``resources/sound-<name>.wav`` (make sounds).

Every effect is synthesised here from sines, plucked strings (Karplus–Strong) and noise,
with one seeded random generator per effect, so the files are the project's own work and
the same bytes on every machine (a test makes them again and compares). Mono, 16 bits,
22,050 frames a second: a few kilobytes each.

    python packaging/make_sounds.py [FOLDER]
"""

from __future__ import annotations

import math
import random
import struct
import sys
import wave
from collections.abc import Callable
from pathlib import Path

RATE = 22_050
#: The loudest sample of every effect, as a share of full scale (headroom for mixing).
PEAK = 0.7
#: A sound as samples from -1 to 1.
Signal = list[float]


def _silence(seconds: float) -> Signal:
    return [0.0] * int(seconds * RATE)


def _add(into: Signal, signal: Signal, at: float = 0.0, gain: float = 1.0) -> Signal:
    """Mix ``signal`` into ``into`` from ``at`` seconds, growing it as needed."""
    start = int(at * RATE)
    if len(into) < start + len(signal):
        into.extend([0.0] * (start + len(signal) - len(into)))
    for i, value in enumerate(signal):
        into[start + i] += value * gain
    return into


def _tone(
    partials: list[tuple[float, float, float]], seconds: float, attack: float = 0.004
) -> Signal:
    """Sines of (frequency, amplitude, decay per second), each fading exponentially."""
    out: Signal = []
    for n in range(int(seconds * RATE)):
        t = n / RATE
        rise = min(1.0, t / attack)
        out.append(
            rise * sum(a * math.exp(-d * t) * math.sin(2 * math.pi * f * t) for f, a, d in partials)
        )
    return out


def _glide(start: float, end: float, seconds: float, decay: float) -> Signal:
    """A sine whose pitch falls (or rises) from ``start`` to ``end`` Hz."""
    out: Signal = []
    phase = 0.0
    for n in range(int(seconds * RATE)):
        t = n / RATE
        frequency = end + (start - end) * math.exp(-t * 18)
        phase += 2 * math.pi * frequency / RATE
        out.append(math.exp(-decay * t) * math.sin(phase) * min(1.0, t / 0.002))
    return out


def _noise(rng: random.Random, seconds: float, shape: Callable[[float], float]) -> Signal:
    """Noise, low-passed by a cutoff that follows ``shape(share of the time)`` (0–1) and
    shaped in loudness by it too: a swish."""
    out: Signal = []
    low = 0.0
    count = int(seconds * RATE)
    for n in range(count):
        level = shape(n / count)
        alpha = 0.05 + 0.6 * level  # the higher, the brighter
        low += alpha * (rng.uniform(-1.0, 1.0) - low)
        out.append(low * level)
    return out


def _pluck(rng: random.Random, frequency: float, seconds: float, damping: float = 0.996) -> Signal:
    """A plucked string (Karplus–Strong): a burst of noise in a delay line, averaged."""
    period = max(2, round(RATE / frequency))
    line = [rng.uniform(-1.0, 1.0) for _ in range(period)]
    offset = sum(line) / period  # the string's averaging keeps any offset: take it out
    line = [value - offset for value in line]
    out: Signal = []
    for n in range(int(seconds * RATE)):
        value = line[n % period]
        line[n % period] = damping * 0.5 * (value + line[(n + 1) % period])
        out.append(value)
    return out


def _swell(share: float) -> float:
    return math.sin(math.pi * share) ** 2


def strike(rng: random.Random) -> Signal:
    """杀: a blade's swish, then the ring of the hit."""
    out = _noise(rng, 0.14, _swell)
    ring = _tone([(620, 0.5, 18), (1480, 0.35, 26), (2330, 0.25, 34)], 0.3)
    thud = _glide(180, 70, 0.2, 22)
    _add(out, ring, 0.11)
    return _add(out, thud, 0.11, 0.8)


def dodge(rng: random.Random) -> Signal:
    """闪: a light, quick swish past."""
    return _noise(rng, 0.2, lambda s: _swell(s) * (1 - 0.4 * s))


def medicine(rng: random.Random) -> Signal:
    """药: a soft two-note chime."""
    out = _tone([(880, 0.5, 7), (1760, 0.12, 12)], 0.45)
    return _add(out, _tone([(1318.5, 0.45, 6), (2637, 0.1, 12)], 0.5), 0.09)


def damage(rng: random.Random) -> Signal:
    """A wound: a dull thud with a crack of noise."""
    out = _glide(140, 52, 0.32, 11)
    return _add(out, _noise(rng, 0.06, lambda s: 1 - s), 0.0, 0.6)


def death(rng: random.Random) -> Signal:
    """A character dies: a low gong, its partials beating as it fades."""
    partials = [(98, 0.5, 1.6), (99.3, 0.3, 1.7), (147.5, 0.3, 2.2), (196.8, 0.22, 2.6)]
    partials += [(262.4, 0.15, 3.3), (331, 0.1, 4.0)]
    return _tone(partials, 1.6, attack=0.01)


def your_turn(rng: random.Random) -> Signal:
    """Your turn: two bell strokes, rising."""
    out = _tone([(659.3, 0.45, 6), (1820, 0.12, 10)], 0.4)
    return _add(out, _tone([(987.8, 0.45, 5), (2726, 0.1, 9)], 0.5), 0.13)


def time_running_out(rng: random.Random) -> Signal:
    """Time running out: a wooden tick and tock."""
    out = _tone([(1250, 0.6, 70), (2900, 0.2, 110)], 0.09)
    return _add(out, _tone([(940, 0.6, 70), (2100, 0.2, 110)], 0.09), 0.16)


def victory(rng: random.Random) -> Signal:
    """Victory: a rising pentatonic run on a plucked zither."""
    out: Signal = []
    for i, frequency in enumerate((523.3, 587.3, 659.3, 784.0, 1046.5)):
        _add(out, _pluck(rng, frequency, 0.7 if i == 4 else 0.45), i * 0.11)
    return out


def defeat(rng: random.Random) -> Signal:
    """Defeat: a slow falling phrase, low."""
    out: Signal = []
    for i, frequency in enumerate((440.0, 392.0, 329.6, 293.7)):
        _add(out, _pluck(rng, frequency, 0.8, damping=0.994), i * 0.22, 0.9)
    return out


#: The effects, by the name the program plays them with (yxs_desktop/client/sounds.py).
EFFECTS: dict[str, Callable[[random.Random], Signal]] = {
    "strike": strike,
    "dodge": dodge,
    "medicine": medicine,
    "damage": damage,
    "death": death,
    "your_turn": your_turn,
    "time_running_out": time_running_out,
    "victory": victory,
    "defeat": defeat,
}


def frames(name: str) -> bytes:
    """The effect ``name`` as 16-bit little-endian frames, peaking at :data:`PEAK`, with
    4 ms fades at both ends (no click)."""
    signal = EFFECTS[name](random.Random(name))
    loudest = max(abs(v) for v in signal) or 1.0
    fade = int(0.004 * RATE)
    count = len(signal)
    samples = []
    for n, value in enumerate(signal):
        edge = min(1.0, n / fade, (count - 1 - n) / fade)
        samples.append(round(value / loudest * PEAK * edge * 32767))
    return struct.pack(f"<{count}h", *samples)


def write(folder: Path) -> list[Path]:
    """Write every effect into ``folder`` as ``sound-<name>.wav``."""
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for name in EFFECTS:
        path = folder / f"sound-{name}.wav"
        with wave.open(str(path), "wb") as out:
            out.setnchannels(1)
            out.setsampwidth(2)
            out.setframerate(RATE)
            out.writeframes(frames(name))
        written.append(path)
    return written


if __name__ == "__main__":
    target = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).parent.parent / "resources"
    for path in write(target):
        print(path)
