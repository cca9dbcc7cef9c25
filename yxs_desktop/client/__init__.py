"""The client side, without Qt: a Session gives the UI one seat's view of a game, whether
the game runs locally, on a server, or is a replay."""
