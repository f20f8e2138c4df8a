"""What the banner says: whose turn it is and what to do next, in plain words (no Qt).

``banner_text(game, viewer, humans)`` -> ("Player 1 — your turn", "attach an Energy, play cards, then attack").
"""

from __future__ import annotations

from collections.abc import Collection
from typing import TYPE_CHECKING

from desktop.engine.prompts import POKEMON

if TYPE_CHECKING:
    from desktop.engine.game import Game
    from desktop.engine.prompts import Prompt


def wins_text(name: str) -> str:
    """"Ann wins!", but "You win!" for a player named You."""
    return "You win!" if name.strip().casefold() == "you" else f"{name} wins!"


def outcome_text(game: Game) -> str:
    outcome = game.outcome
    if outcome is None:
        return ""
    if outcome.winner is None:
        return f"The game is a draw: {outcome.reason}."
    return f"{wins_text(game.names[outcome.winner])} ({outcome.reason})"


def prompt_step(prompt: Prompt) -> str:
    """A short instruction for an open prompt."""
    text = prompt.text
    if prompt.kind == POKEMON and "new Active" in text:
        return "Choose your new Active Pokémon (click it)"
    if prompt.source == "setup" and text.startswith("Choose your Active"):
        return "Choose your Active Pokémon: click a Basic Pokémon in your hand"
    if prompt.source == "setup" and text.startswith("Put Basic"):
        return "Put Basic Pokémon onto your Bench (click them), then press Done"
    if prompt.kind == POKEMON:
        return text.rstrip(".") + " (click the Pokémon)"
    return text.rstrip(".")


def turn_steps(game: Game) -> str:
    """What the player to move can still do this turn, in order."""
    legal = game.legal_actions()
    verbs = {a[0] for a in legal}
    parts = []
    if "attach" in verbs:
        parts.append("attach an Energy")
    if verbs & {"bench", "evolve", "play", "power", "retreat"}:
        parts.append("play cards")
    if "attack" in verbs:
        parts.append("attack")
    else:
        parts.append("end your turn")
    if len(parts) == 1:
        return "Attack, or end your turn" if parts[0] == "attack" else "Nothing left to do: end your turn"
    return ", ".join(parts[:-1]) + ", then " + parts[-1]


def banner_text(game: Game, viewer: int | None, humans: Collection[int]) -> tuple[str, str]:
    """(headline, instruction) for the banner as ``viewer`` sees it (None: nobody's hand is shown)."""
    if game.outcome is not None:
        return "Game over", outcome_text(game)
    names = game.names
    seat = game.to_move
    name = names[seat]
    prompt = game.pending
    mine = viewer is not None and seat == viewer and seat in humans
    if seat not in humans:
        if prompt is not None and game.phase == "main":
            return f"{name} is choosing", prompt.text
        if game.phase == "setup":
            return f"{name} is getting ready", "Setting up the table"
        return f"{name}'s turn", "The computer is playing…"
    if not mine:
        return f"Pass to {name}", f"It is {name}'s move"
    if prompt is not None:
        headline = "Set-up" if game.phase == "setup" else f"{name}"
        return headline, prompt_step(prompt)
    return f"{name} — your turn", turn_steps(game)
