"""The rules engine: pure Python, no Qt. The only thing that changes game state."""
