"""The online pages: connecting, the lobby, a room, its table and chat, watching a
game on a server."""
