"""Every replay message exists in Chinese and English with the same fields."""

from __future__ import annotations

import string

from yxs_desktop.replay.messages import MESSAGES


def _fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def test_every_message_has_both_languages_with_the_same_fields():
    for key, (zh, en) in MESSAGES.items():
        assert zh.strip() and en.strip(), key
        assert _fields(zh) == _fields(en), key
