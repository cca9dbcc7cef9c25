"""The Help menu's pages: the rulings and the hero and card encyclopedia."""
