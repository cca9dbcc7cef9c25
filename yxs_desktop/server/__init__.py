"""The game server's parts that need no network: rooms that drive engine games for their
seats and spectators (:mod:`.room`), and what they send (:mod:`.outbox`).

The server may import the engine, the computer players, self-play, replays and the
protocol; never the client or the UI, and nothing of Qt."""
