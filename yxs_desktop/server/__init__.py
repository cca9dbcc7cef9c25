"""The game server: the lobby of rooms (:mod:`.lobby`), the websocket connections and
their hub, the protocol's messages made from the rooms' (:mod:`.wire`). The rooms
themselves are the tables of :mod:`yxs_desktop.table`, which local games run too.

The server may import the engine, the computer players, self-play, replays, the table
and the protocol; never the client or the UI, and nothing of Qt."""
