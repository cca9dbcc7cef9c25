"""The application icon's files for Windows (``.ico``) and macOS (``.icns``), made of PNG
images painted by the program (``packaging/render_icons.py``).

Both formats are a small directory in front of the images, and both hold PNG data as is:
an ``.ico`` entry may be a PNG since Windows Vista (the one way to a 256-pixel image), an
``.icns`` element since macOS 10.7. Qt writes either format with one image only, and the
system picks the image of the size it shows, so the containers are written here; Qt's own
readers check them (``tests/test_icon_files.py``).
"""

from __future__ import annotations

import struct
from collections.abc import Mapping
from typing import Final

PNG_SIGNATURE: Final = b"\x89PNG\r\n\x1a\n"
#: The sizes a Windows icon holds (Explorer's views, the task bar, high-DPI title bars).
ICO_SIZES: Final = (16, 24, 32, 48, 64, 128, 256)
#: The PNG element types of an ``.icns`` file, by the pixel size of their image. A size of
#: two types (32: ``icp5`` and ``ic11``, the 16-point icon at 2×) is written under both.
ICNS_TYPES: Final[tuple[tuple[bytes, int], ...]] = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"ic11", 32),
    (b"icp6", 64),
    (b"ic12", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic13", 256),
    (b"ic09", 512),
    (b"ic14", 512),
    (b"ic10", 1024),
)
ICNS_SIZES: Final = tuple(sorted({size for _kind, size in ICNS_TYPES}))


def _check(pngs: Mapping[int, bytes], sizes: tuple[int, ...], kind: str) -> None:
    missing = [size for size in sizes if size not in pngs]
    if missing:
        raise ValueError(f"{kind}: no image of {', '.join(map(str, missing))} pixels")
    for size in sizes:
        if not pngs[size].startswith(PNG_SIGNATURE):
            raise ValueError(f"{kind}: the {size}-pixel image is not a PNG")


def ico_bytes(pngs: Mapping[int, bytes]) -> bytes:
    """A Windows icon holding the PNG image of each of :data:`ICO_SIZES` (``pngs``: the
    image by its width, square)."""
    _check(pngs, ICO_SIZES, ".ico")
    header = struct.pack("<HHH", 0, 1, len(ICO_SIZES))  # reserved, type 1 (icon), count
    offset = len(header) + 16 * len(ICO_SIZES)
    entries, images = [], []
    for size in ICO_SIZES:
        data = pngs[size]
        side = 0 if size >= 256 else size  # 0 stands for 256
        # width, height, colours in the palette, reserved, planes, bits per pixel, size, offset
        entries.append(struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset))
        images.append(data)
        offset += len(data)
    return header + b"".join(entries) + b"".join(images)


def icns_bytes(pngs: Mapping[int, bytes]) -> bytes:
    """A macOS icon holding the PNG image of each of :data:`ICNS_SIZES` under every
    element type of that size (``pngs``: the image by its width, square)."""
    _check(pngs, ICNS_SIZES, ".icns")
    elements = b"".join(
        kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size] for kind, size in ICNS_TYPES
    )
    return b"icns" + struct.pack(">I", 8 + len(elements)) + elements
