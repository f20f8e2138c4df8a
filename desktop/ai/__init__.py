"""Computer opponents (no Qt): ``make_agent("easy" | "normal" | "hard", seed)``; see ``docs/ai.md``."""
