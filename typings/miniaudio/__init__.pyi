# The part of miniaudio (1.6x and 1.7x, which ship no type information) that yxs_desktop uses.
from array import array
from collections.abc import Generator
from enum import Enum

class SampleFormat(Enum):
    SIGNED16 = 2

class MiniaudioError(Exception): ...

class PlaybackDevice:
    def __init__(
        self,
        output_format: SampleFormat = ...,
        nchannels: int = 2,
        sample_rate: int = 44100,
        buffersize_msec: int = 200,
    ) -> None: ...
    def start(self, callback_generator: Generator[bytes | array[int], int]) -> None: ...
    def close(self) -> None: ...
