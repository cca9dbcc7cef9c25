"""One table: the seats of one engine game and everything that drives it, sans I/O.

A :class:`~yxs_desktop.table.room.Room` asks the persons, times them, holds answers for
the side-channel window, hands seats to the computer (托管) and back, records the game and
numbers every viewer's stream; it returns what is to be sent as plain messages
(:mod:`.outbox`). Thin shells run it: the server's websockets (:mod:`yxs_desktop.server`)
and the desktop program's local games (:mod:`yxs_desktop.client.local`), so that a game
behaves the same whoever runs it.

The table may import the engine, the computer players, self-play and replays; never the
protocol, the server, the client or the UI."""
