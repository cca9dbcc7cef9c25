"""The arena: measures computer players against each other in duplicate games (`yxs arena`).
It runs the engine in-process and may look at a game's whole history to count blunders;
the players themselves still see only their views."""
