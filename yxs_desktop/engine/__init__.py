"""The rules engine. Importing it loads the content (:mod:`.content`), so that the
registries the core reads are full before any game starts."""

from yxs_desktop.engine import content  # noqa: F401
