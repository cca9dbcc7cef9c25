"""Every card kind has its own emblem on its face, and no two are alike."""

from __future__ import annotations

import itertools

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from yxs_desktop.engine.enums import Kind
from yxs_desktop.ui.card_emblems import emblem_path

SIZE = 32


def _picture(kind: Kind) -> QImage:
    image = QImage(SIZE, SIZE, QImage.Format.Format_Grayscale8)
    image.fill(QColor("white"))
    p = QPainter(image)
    p.setRenderHint(QPainter.RenderHint.Antialiasing, False)
    p.fillPath(emblem_path(kind, QRectF(0, 0, SIZE, SIZE)), Qt.GlobalColor.black)
    p.end()
    return image


def _inked(image: QImage) -> set[tuple[int, int]]:
    return {
        (x, y) for x in range(SIZE) for y in range(SIZE) if image.pixelColor(x, y).value() < 128
    }


def test_every_card_kind_has_an_emblem_inside_its_square(qapp) -> None:
    square = QRectF(0, 0, 1, 1).adjusted(-0.02, -0.02, 0.02, 0.02)
    for kind in Kind:
        path = emblem_path(kind, QRectF(0, 0, 1, 1))
        assert not path.isEmpty(), kind
        assert square.contains(path.boundingRect()), (kind, path.boundingRect())


def test_no_two_card_kinds_have_emblems_alike(qapp) -> None:
    inked = {kind: _inked(_picture(kind)) for kind in Kind}
    for kind, pixels in inked.items():
        assert len(pixels) >= SIZE * SIZE * 0.06, f"{kind} is too faint to see"
    for a, b in itertools.combinations(Kind, 2):
        # at least three tenths of the ink of the two is in one of them only
        differ = len(inked[a] ^ inked[b]) / len(inked[a] | inked[b])
        assert differ >= 0.3, (a, b, round(differ, 2))
