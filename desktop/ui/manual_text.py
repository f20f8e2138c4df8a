"""What the manual step panel says (Table mode): the card's name, the facts Holofoil has about it,
its text where Holofoil can generate it, and what to do. Pure Python (no Qt)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from desktop.engine.cards import default_db
from desktop.engine.text import attack_text, card_text, power_text

if TYPE_CHECKING:
    from desktop.engine.cards import CardDef
    from desktop.engine.game import Game
    from desktop.engine.prompts import Prompt

NOT_AVAILABLE = "Text not available: agree with your opponent."
HOW_TO = ("Drag cards from your hand and Pokémon in play where they go; click a deck, the Prize cards, the "
          "discard pile or the Lost Zone to move a card in it.")
COST_SYMBOLS = {"Colorless": "C", "Darkness": "D", "Dragon": "N", "Fairy": "Y", "Fighting": "F", "Fire": "R",
                "Grass": "G", "Lightning": "L", "Metal": "M", "Psychic": "P", "Water": "W"}


@dataclass(frozen=True)
class StepInfo:
    """The words of one manual step."""

    title: str
    facts: str
    text: str
    how: str = HOW_TO
    damage: int | None = None  # an attack's printed damage: what the damage box starts at


def card_facts(card: CardDef) -> str:
    """One line of facts: name, stage, HP, type, set and number."""
    card_set = default_db().sets.get(card.set_id)
    where = f"{card_set.name if card_set is not None else card.set_id} {card.number}"
    if card.kind == "pokemon":
        parts = [card.name, card.stage, f"{card.hp} HP", "/".join(card.types)]
    else:
        parts = [card.name, card.subtype or card.kind.capitalize()]
    return " · ".join(p for p in parts if p) + f" · {where}"


def step_info(game: Game, prompt: Prompt) -> StepInfo:
    """The words for the open manual step ``prompt``."""
    if prompt.purpose == "manual_step" and prompt.source_uid < 0:
        return StepInfo("Adjust the table", "Do by hand what you both agree on, then press Done.", "")
    card = game.cards[prompt.source_uid]
    facts = card_facts(card)
    attack = next((a for a in card.attacks if a.name == prompt.source), None)
    if prompt.purpose == "manual_attack" and attack is not None:
        cost = "".join(COST_SYMBOLS.get(t, "?") for t in attack.cost) or "free"
        damage = f"{attack.damage}{attack.sign}" if attack.damage or attack.sign else "no damage"
        text = attack_text(card, attack) if attack.implemented else NOT_AVAILABLE
        return StepInfo(f"By hand: {attack.name}", f"{facts}\nAttack {attack.name}: cost {cost} · {damage}", text,
                        damage=attack.damage)
    power = next((p for p in card.powers if p.name == prompt.source), None)
    if power is not None:
        text = power_text(card, power) if power.implemented else NOT_AVAILABLE
        return StepInfo(f"By hand: {power.name}", f"{facts}\n{power.kind} {power.name}", text)
    text = card_text(card) if card.implemented else NOT_AVAILABLE
    return StepInfo(f"By hand: {card.name}", facts, text)
