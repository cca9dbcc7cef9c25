"""Computer players. They see a seat's view and the request, never the game state."""
