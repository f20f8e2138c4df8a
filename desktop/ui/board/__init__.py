"""The game table drawn with QGraphicsView: card items, zones, dragging and prompts."""
