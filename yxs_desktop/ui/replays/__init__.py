"""The saved games: the Replays page and its table, the replay viewer with its timeline
and keys, and the replay settings."""
