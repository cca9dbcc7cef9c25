"""yxs_desktop: a desktop program for the card game 英雄杀 (Hero Kill)."""

__version__ = "0.1.0"
