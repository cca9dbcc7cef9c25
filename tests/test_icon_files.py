"""packaging/icon_files.py and render_icons.py: the Windows and macOS icon files of the
bundle hold the icon at every size their systems show, as Qt's own readers see them."""

from __future__ import annotations

import importlib.util
import struct
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest
from PySide6.QtCore import QBuffer, QIODevice
from PySide6.QtGui import QImage, QImageReader

ROOT = Path(__file__).resolve().parents[1]


def load_icon_files() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "icon_files", ROOT / "packaging" / "icon_files.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


icon_files = load_icon_files()


def png_of(size: int, colour: int) -> bytes:
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(colour)
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    assert image.save(buffer, "PNG")
    return bytes(buffer.data().data())


def read_all(path: Path) -> list[QImage]:
    reader = QImageReader(str(path))
    images = []
    for index in range(reader.imageCount()):
        assert reader.jumpToImage(index)
        images.append(reader.read())
    return images


@pytest.fixture(scope="module")
def pngs(qapp) -> dict[int, bytes]:
    """One image per size, each of its own colour (to tell them apart when read back)."""
    sizes = set(icon_files.ICO_SIZES) | set(icon_files.ICNS_SIZES)
    return {size: png_of(size, 0xFF000000 + size) for size in sorted(sizes)}


def test_the_windows_icon_holds_every_size_from_16_to_256_pixels(tmp_path, pngs) -> None:
    path = tmp_path / "yxs.ico"
    path.write_bytes(icon_files.ico_bytes(pngs))
    images = read_all(path)
    assert [image.width() for image in images] == list(icon_files.ICO_SIZES)
    # each entry is the image of its size (not one image scaled)
    assert [image.pixel(0, 0) & 0xFFFFFF for image in images] == list(icon_files.ICO_SIZES)
    # the 256-pixel entry says 0 for its width and height, as the format wants
    count = struct.unpack_from("<H", path.read_bytes(), 4)[0]
    last = path.read_bytes()[6 + 16 * (count - 1) :][:2]
    assert last == b"\x00\x00"


def test_the_macos_icon_holds_every_size_from_16_to_1024_pixels(tmp_path, pngs) -> None:
    path = tmp_path / "yxs.icns"
    path.write_bytes(icon_files.icns_bytes(pngs))
    widths = sorted({image.width() for image in read_all(path)})
    assert widths == list(icon_files.ICNS_SIZES)
    data = path.read_bytes()
    assert data[:4] == b"icns" and struct.unpack_from(">I", data, 4)[0] == len(data)


def test_an_icon_file_with_a_size_missing_is_refused_naming_it(pngs) -> None:
    without_48 = {size: data for size, data in pngs.items() if size != 48}
    with pytest.raises(ValueError, match=r"\.ico: no image of 48 pixels"):
        icon_files.ico_bytes(without_48)
    not_png = {**pngs, 1024: b"GIF89a"}
    with pytest.raises(ValueError, match=r"\.icns: the 1024-pixel image is not a PNG"):
        icon_files.icns_bytes(not_png)


def test_render_icons_writes_the_pngs_and_both_icon_files(tmp_path) -> None:
    done = subprocess.run(
        [
            sys.executable,
            str(ROOT / "packaging" / "render_icons.py"),
            str(tmp_path / "hicolor"),
            "--ico",
            str(tmp_path / "yxs.ico"),
            "--icns",
            str(tmp_path / "yxs.icns"),
        ],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert QImage(str(tmp_path / "hicolor" / "256x256" / "apps" / "yxs.png")).width() == 256
    assert [image.width() for image in read_all(tmp_path / "yxs.ico")] == list(icon_files.ICO_SIZES)
    assert max(image.width() for image in read_all(tmp_path / "yxs.icns")) == 1024
